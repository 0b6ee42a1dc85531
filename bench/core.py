"""Evaluator micro-benchmarks (issue 3): prints the median time of each case.

    python bench/core.py [--repeat N] [--quick]

``--quick`` takes one run per case.  ``--rows`` prints nothing: these cases are part of
bench/run.py's own evaluator table (which times them there, in a fresh session per run).
"""

import _common  # noqa: F401  (keeps bench/ off sys.path, puts the repository root first)

import argparse  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

sys.setrecursionlimit(100000)

CASES = [
    ("Do[s = s + 1, {100000}]", "s = 0", "Do[s = s + 1, {100000}]"),
    ("naive fib[20]", "fib[0] = 0; fib[1] = 1; fib[n_] := fib[n - 1] + fib[n - 2]",
     "fib[20]"),
    ("Nest[incr, 0, 50000]", "incr[x_] := x + 1", "Nest[incr, 0, 50000]"),
    ("Module in 30000-step Do", "", "Do[Module[{t = i}, t^2], {i, 30000}]"),
]


def measure(setup, code, repeat):
    from mathilda.session import Session
    times = []
    for _ in range(repeat):
        s = Session()
        if setup:
            s.evaluate(setup)
        t0 = time.perf_counter()
        s.evaluate(code)
        times.append(time.perf_counter() - t0)
        assert not s.messages, [str(m) for m in s.messages]
    return statistics.median(times)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=None)
    ap.add_argument("--quick", action="store_true", help="one run per case")
    ap.add_argument("--rows", action="store_true",
                    help="print nothing (bench/run.py measures these cases itself)")
    args = ap.parse_args(argv)
    if args.rows:
        return
    if args.repeat is None:
        args.repeat = 1 if args.quick else 3
    print("%-28s %12s" % ("case", "median s"))
    for name, setup, code in CASES:
        print("%-28s %12.4f" % (name, measure(setup, code, args.repeat)))


if __name__ == "__main__":
    main()
