"""Evaluator micro-benchmarks (issue 3): prints the median time of each case.

    python bench/core.py [--repeat N]
"""

import os
import sys

# run from the repository: import mathilda from the tree, and keep bench/ itself off the
# path (bench/numbers.py would shadow the standard library's numbers module)
sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

import argparse  # noqa: E402
import statistics  # noqa: E402
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
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    print("%-28s %12s" % ("case", "median s"))
    for name, setup, code in CASES:
        print("%-28s %12.4f" % (name, measure(setup, code, args.repeat)))


if __name__ == "__main__":
    main()
