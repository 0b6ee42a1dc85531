"""The evaluator cases of bench/run.py timed in two checkouts, alternately.

    python bench/compare.py OTHER_ROOT [--repeat N] [--only SUBSTRING]

Each round runs every case once in a fresh process of this interpreter per checkout (that
checkout's ``mathilda`` first on its path; a fresh session per case, CPU time of the
evaluation alone, parse included), the two checkouts one after the other, so that a
changing machine load affects both alike.  Prints the median over the rounds of each side
and the ratio other/this (above 1: this checkout is faster).
"""

import _common  # noqa: F401  (keeps bench/ off sys.path, puts the repository root first)

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

_DRIVER = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
sys.setrecursionlimit(100000)
from mathilda.session import Session
for setup, code, expected in json.loads(sys.stdin.read()):
    s = Session()
    if setup:
        s.evaluate(setup)
    t0 = time.process_time()
    r = s.evaluate(code)
    t = time.process_time() - t0
    print(json.dumps([t, str(r) == expected, str(r)[:200]]), flush=True)
"""


def run_all(root, cases):
    """The CPU times of the cases in one fresh process of the checkout ``root``."""
    env = dict(os.environ, PYTHONPATH=root)
    p = subprocess.run([sys.executable, "-c", _DRIVER, root],
                       input=json.dumps([[s, c, e] for _, s, c, e in cases]),
                       capture_output=True, text=True, env=env, timeout=7200)
    rows = [json.loads(line) for line in p.stdout.splitlines() if line.startswith("[")]
    if len(rows) != len(cases):
        raise SystemExit("%s failed: %s" % (root, p.stderr[-2000:]))
    for (name, _, code, expected), (t, ok, got) in zip(cases, rows):
        if not ok:
            raise SystemExit("wrong result in %s for %s: %s (expected %s)"
                             % (root, code, got, expected))
    return [t for t, _, _ in rows]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("other", help="the root of the other checkout")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    sys.path.insert(0, HERE)
    from run import EVALUATOR_CASES
    cases = [c for c in EVALUATOR_CASES if args.only in c[0]]
    other = os.path.abspath(args.other)
    mine, theirs = [], []
    for _ in range(args.repeat):
        theirs.append(run_all(other, cases))
        mine.append(run_all(ROOT, cases))
    print("%-34s %12s %12s %8s" % ("case", "this", "other", "ratio"))
    print("-" * 70)
    ratios = []
    for i, (name, *_rest) in enumerate(cases):
        a = statistics.median(r[i] for r in mine)
        b = statistics.median(r[i] for r in theirs)
        ratios.append(b / a)
        print("%-34s %9.1f ms %9.1f ms %7.2fx" % (name[:34], a * 1e3, b * 1e3, b / a))
    print("\nmedian ratio %.2fx over %d cases (%d rounds)"
          % (statistics.median(ratios), len(ratios), args.repeat))


if __name__ == "__main__":
    main()
