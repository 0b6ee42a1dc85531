"""Issue 21, this round: what Trace, the context resolution and MovingMap cost.

Prints medians of several runs (seconds) and ratios measured in the same run (``--rows``:
JSON rows for bench/run.py; ``--quick``: three runs, not seven):
  * a 30-line input script evaluated in the default Global` context vs the same script
    inside BeginPackage (each top-level expression walked by resolve_contexts)
  * fac[200] with a definition, evaluated plainly vs under Trace (the recording wrappers)
  * MovingMap[Mean, data, 9] of 2000 integers vs a Python loop of statistics.mean over
    slices (exact Fractions, as the evaluator computes them)
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import statistics  # noqa: E402
from fractions import Fraction  # noqa: E402

from mathilda import Session  # noqa: E402

SCRIPT = "\n".join("f%d[x_] := x^2 + %d\ny%d = f%d[%d] + Length[Range[%d]]" % (i, i, i, i, i, i)
                   for i in range(15))


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 7
    out = []

    def plain():
        Session().evaluate(SCRIPT)

    def packaged():
        s = Session()
        s.evaluate("BeginPackage[\"Bench`\"]")
        s.evaluate(SCRIPT)
    a, b = _common.pair_timings(packaged, plain, repeat)
    out.append(("30-line script in a package", a, b, "Global` context"))

    s = Session()
    s.evaluate("fac[1] = 1; fac[n_] := n fac[n - 1]; $RecursionLimit = 5000;")
    a, b = _common.pair_timings(lambda: s.evaluate("Trace[fac[200]];"),
                                lambda: s.evaluate("fac[200];"), repeat)
    out.append(("Trace[fac[200]]", a, b, "fac[200] untraced"))

    data = list(range(2000))
    s.evaluate("data = Range[0, 1999];")
    a, b = _common.pair_timings(
        lambda: s.evaluate("MovingMap[Mean, data, 9];"),
        lambda: [statistics.mean(Fraction(v) for v in data[i - 9:i + 1])
                 for i in range(9, len(data))], repeat)
    out.append(("MovingMap[Mean, 2000 ints, 9]", a, b, "Python statistics.mean"))

    if not rows:
        print("%-34s %11s %11s %8s  %s" % ("case", "mathilda s", "other s", "ratio", "other"))
    for name, a, b, vs in out:
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.row(name, ma, mb, vs)
        else:
            print("%-34s %11.5f %11.5f %8.2f  %s" % (name, ma, mb, ma / mb, vs))


if __name__ == "__main__":
    main()
