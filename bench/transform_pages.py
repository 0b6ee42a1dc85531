"""How many of the integral transforms' reference-page examples (tests/transform_pages.py)
reproduce exactly, per builtin, with the time each takes.  Usage:

    python bench/transform_pages.py [-v]      (-v: print every row that differs)

Run it with PYTHONPATH at another checkout to count that checkout (the rows are read from
this file's tree)."""

import os
import runpy
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = runpy.run_path(os.path.join(HERE, "..", "tests", "transform_pages.py"))["PAGES"]


def main():
    from mathilda.session import Session
    verbose = "-v" in sys.argv
    session = Session()
    total = good = 0
    for name, rows in PAGES.items():
        ok = 0
        t0 = time.perf_counter()
        for text, expected in rows:
            got = session.format(session.evaluate(text))
            if got == expected:
                ok += 1
            elif verbose:
                print(f"    {text}\n      got      {got}\n      expected {expected}")
        total += len(rows)
        good += ok
        print(f"{name:28s} {ok:3d} / {len(rows):3d}   {time.perf_counter() - t0:6.1f} s",
              flush=True)
    print(f"{'all':28s} {good:3d} / {total:3d}")


if __name__ == "__main__":
    main()
