"""FunctionCompile against Compile (the same compiler underneath) and against plain Python.

    PYTHONPATH=. python bench/fcompile.py [--quick] [--rows] [--n 1000000]

Each case times a CompiledCodeFunction call, the CompiledFunction of the same body made by
Compile, and the same loop written in plain Python, run alternately (medians of 5 runs, 3
with --quick).  The ratios are FunctionCompile's time over Compile's (1.00: the same code)
and over plain Python's.  With --rows: JSON rows for bench/run.py (FunctionCompile against
Compile, and against plain Python).
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import math  # noqa: E402
import statistics  # noqa: E402

from mathilda.session import Session  # noqa: E402


def _cases(n):
    """(name, FunctionCompile text, Compile text, plain Python function, expected output)."""
    def squares():
        s = 0
        for i in range(1, n + 1):
            s += i * i
        return s

    def newton():
        y = 2.0
        for _ in range(n):
            y = (y + 2.0 / y) / 2
        return y

    def sines():
        s = 0.0
        for k in range(1, n + 1):
            s += math.sin(k * 0.001)
        return s

    m = max(n // 1000, 10)

    def calls():
        out = 0
        for k in range(m):
            out = k * k + 1
        return out

    return [
        ("sum of squares, %d steps" % n,
         'sq = FunctionCompile[Function[Typed[n, "MachineInteger"], Module[{s = 0}, '
         'Do[s += i^2, {i, n}]; s]]]', 'sqc = Compile[{{n, _Integer}}, Module[{s = 0}, '
         'Do[s += i^2, {i, n}]; s]]', "sq[%d]" % n, "sqc[%d]" % n, squares),
        ("Newton iteration, %d steps" % n,
         'nw = FunctionCompile[Function[{Typed[x, "Real64"], Typed[n, "MachineInteger"]}, '
         'Module[{y = x}, Do[y = (y + x/y)/2, {n}]; y]]]',
         'nwc = Compile[{{x, _Real}, {n, _Integer}}, Module[{y = x}, '
         'Do[y = (y + x/y)/2, {n}]; y]]', "nw[2., %d]" % n, "nwc[2., %d]" % n, newton),
        ("sum of sines, %d steps" % n,
         'sn = FunctionCompile[Function[Typed[n, "MachineInteger"], Module[{s = 0.}, '
         'Do[s += Sin[k 0.001], {k, n}]; s]]]', 'snc = Compile[{{n, _Integer}}, '
         'Module[{s = 0.}, Do[s += Sin[k 0.001], {k, n}]; s]]', "sn[%d]" % n, "snc[%d]" % n,
         sines),
        ("%d calls of x^2 + 1" % m,
         'sm = FunctionCompile[Function[Typed[x, "MachineInteger"], x^2 + 1]]',
         'smc = Compile[{{x, _Integer}}, x^2 + 1]',
         "Do[sm[k], {k, 0, %d}]" % (m - 1), "Do[smc[k], {k, 0, %d}]" % (m - 1), calls),
    ]


def _time(fn, repeat):
    return _common.timings(fn, repeat)


def main():
    want_rows, quick, rest = _common.flags()
    n = 10 ** 5 if quick else 10 ** 6
    if "--n" in rest:
        n = int(rest[rest.index("--n") + 1])
    repeat = 3 if quick else 5
    s = Session()
    if not want_rows:
        print("%-32s %12s %12s %12s %9s %9s" % ("case", "FunctionCompile", "Compile",
                                                 "Python", "/Compile", "/Python"))
    ratios = []
    for name, fc_def, c_def, fc_call, c_call, py in _cases(n):
        s.evaluate(fc_def)
        s.evaluate(c_def)
        a = s.evaluate(fc_call)
        b = s.evaluate(c_call)
        ok = a == b and not s.messages
        ta, tb, tp = [], [], []
        for _ in range(repeat):            # alternate: the machine's load hits all three
            ta += _time(lambda: s.evaluate(fc_call), 1)
            tb += _time(lambda: s.evaluate(c_call), 1)
            tp += _time(py, 1)
        ma, mb, mp = (statistics.median(t) for t in (ta, tb, tp))
        ratios.append(ma / mb)
        if want_rows:
            tag = "" if ok else " (WRONG RESULT)"
            _common.row(("FC " + name)[:34 - len(tag)] + tag, ma, mb, "Compile")
            _common.row(("FC/py " + name)[:34 - len(tag)] + tag, ma, mp, "plain Python")
        else:
            print("%-32s %12.4f %12.4f %12.4f %9.2f %9.2f  %s" % (
                name, ma, mb, mp, ma / mb, ma / mp, "ok" if ok else "DIFFERENT RESULTS"),
                flush=True)
    if not want_rows:
        print("median FunctionCompile / Compile: %.2f" % statistics.median(ratios))


if __name__ == "__main__":
    main()
