"""N of exact input: the cost of adaptive precision, against another checkout.

    python bench/nprec.py [--base DIR | --rev REV] [runs] [--rows] [--quick]

Each case runs in a fresh process of this checkout and of the base (DIR, or REV exported
from git into a temporary directory; default: the merge-base with main), alternately, and
reports the medians over ``runs`` processes (default 5) of the best of 5 batches of the time
per evaluation:

    N[Pi, 10^6]                         one million digits (must stay under 3 s)
    N[Sqrt[2], 30]                      the ordinary arbitrary-precision case
    N[Sqrt[2]]                          a product/power of numbers: machine arithmetic only
    N[Sin[1] + 1/3]                     machine N of a sum: now computed adaptively
    N[Sin[1] + 1/3, 30]
    N[Sqrt[10^40 + 1] - 10^20, 20]      cancellation: three working precisions
    Table[N[Sqrt[k] + k/7], {k, 1000}]  machine N in a loop (a sum of positive terms:
                                        machine arithmetic)
    Table[N[Sqrt[k] - k/7], {k, 1000}]  the same with terms of both signs: adaptive
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402

CASES = [
    ("N[Pi, 10^6]", "N[Pi, 10^6];", 1),
    ("N[Sqrt[2], 30]", "N[Sqrt[2], 30]", 400),
    ("N[Sqrt[2]]", "N[Sqrt[2]]", 400),
    ("N[Sin[1] + 1/3]", "N[Sin[1] + 1/3]", 400),
    ("N[Sin[1] + 1/3, 30]", "N[Sin[1] + 1/3, 30]", 400),
    ("N[Sqrt[10^40 + 1] - 10^20, 20]", "N[Sqrt[10^40 + 1] - 10^20, 20]", 200),
    ("Table[N[Sqrt[k] + k/7], {k, 1000}]", "Table[N[Sqrt[k] + k/7], {k, 1000}];", 2),
    ("Table[N[Sqrt[k] - k/7], {k, 1000}]", "Table[N[Sqrt[k] - k/7], {k, 1000}];", 2),
]

CHILD = r"""
import sys, time, json
sys.path.insert(0, sys.argv[1])
from mathilda.session import Session
from mathilda.syntax.parser import parse
s = Session()
text, number = sys.argv[2], int(sys.argv[3])
expr = parse(text)
s.evaluate("N[Sqrt[3], 20] + N[Sin[2]]")    # warm up the imports, not the case's caches
if number > 1:
    s.evaluate(text)
dt = None
for _ in range(5 if number > 1 else 1):        # the best of 5 batches: the machine is noisy
    t = time.perf_counter()
    for _ in range(number):
        r = s.evaluate_expr(expr, history=False)
    b = (time.perf_counter() - t) / number
    dt = b if dt is None else min(dt, b)
print(json.dumps({"t": dt, "out": str(s.format(r))[:60]}))
"""


def _run(root, text, number):
    out = subprocess.run([sys.executable, "-c", CHILD, root, text, str(number)],
                         capture_output=True, text=True, cwd=root, timeout=600)
    if out.returncode:
        raise SystemExit(out.stderr)
    d = json.loads(out.stdout.strip().splitlines()[-1])
    return d["t"], d["out"]


def _base(args):
    if "--base" in args:
        return args[args.index("--base") + 1]
    if "--rev" in args:
        rev = args[args.index("--rev") + 1]
    else:
        rev = subprocess.run(["git", "merge-base", "HEAD", "main"], capture_output=True,
                             text=True, cwd=_common.ROOT).stdout.strip()
    d = tempfile.mkdtemp(prefix="nprec_base_")
    subprocess.run("git archive %s mathilda grammar | tar -x -C %s" % (rev, d), shell=True,
                   check=True, cwd=_common.ROOT)
    return d


def main():
    want_rows, quick, rest = _common.flags()
    runs = 3 if quick else next((int(a) for a in rest if a.isdigit()), 5)
    base = _base(rest)
    if not want_rows:
        print("%-36s %12s %12s %7s" % ("case", "now ms", "base ms", "ratio"))
    for name, text, number in CASES:
        ours, theirs = [], []
        for _ in range(runs):
            t, out = _run(_common.ROOT, text, number)
            ours.append(t)
            t2, out2 = _run(base, text, number)
            theirs.append(t2)
        a, b = statistics.median(ours), statistics.median(theirs)
        if want_rows:
            _common.row(name[:34], a, b, "base")
        else:
            print("%-36s %12.4f %12.4f %7.2f   %s | base: %s" % (name, a * 1e3, b * 1e3,
                                                               a / b, out, out2), flush=True)


if __name__ == "__main__":
    main()
