"""The evaluator cases of bench/run.py timed in two checkouts, alternately, case by case.

    python bench/compare.py OTHER_ROOT [--repeat N] [--only SUBSTRING]

Each run is a fresh process of this interpreter with one checkout's ``mathilda`` first on
its path; it times the case's evaluation in a fresh session (CPU time, parse included).
The two checkouts run alternately, so that a changing machine load affects both alike.
Prints the median of each side and the ratio other/this (above 1: this checkout is faster).
"""

import _common  # noqa: F401  (keeps bench/ off sys.path, puts the repository root first)

import argparse  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

_DRIVER = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
sys.setrecursionlimit(100000)
from mathilda.session import Session
s = Session()
if sys.argv[2]:
    s.evaluate(sys.argv[2])
t0 = time.process_time()
r = s.evaluate(sys.argv[3])
t = time.process_time() - t0
print(t)
print(str(r) == sys.argv[4])
"""


def one(root, setup, code, expected):
    env = dict(os.environ, PYTHONPATH=root)
    p = subprocess.run([sys.executable, "-c", _DRIVER, root, setup, code, expected],
                       capture_output=True, text=True, env=env, timeout=3600)
    lines = p.stdout.split()
    if len(lines) < 2 or lines[1] != "True":
        raise SystemExit("wrong result in %s for %s: %s %s" % (root, code, p.stdout[-300:],
                                                                p.stderr[-300:]))
    return float(lines[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("other", help="the root of the other checkout")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    sys.path.insert(0, HERE)
    from run import EVALUATOR_CASES
    other = os.path.abspath(args.other)
    print("%-34s %12s %12s %8s" % ("case", "this", "other", "ratio"))
    for name, setup, code, expected in EVALUATOR_CASES:
        if args.only not in name:
            continue
        mine, theirs = [], []
        for _ in range(args.repeat):
            theirs.append(one(other, setup, code, expected))
            mine.append(one(ROOT, setup, code, expected))
        a, b = statistics.median(mine), statistics.median(theirs)
        print("%-34s %10.1f ms %10.1f ms %7.2fx" % (name[:34], a * 1e3, b * 1e3, b / a),
              flush=True)


if __name__ == "__main__":
    main()
