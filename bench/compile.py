"""Compiled and automatically compiled numeric code against plain Python and NumPy.

    PYTHONPATH=. python bench/compile.py [--repeat 5] [--n 1000000]

Each case runs in one process: Mathilda (the automatic compilation of loops, Compile on the
Python target "WVM" and on "Numba"), the same loop in plain Python, and in NumPy where there
is a NumPy form.  Figures are medians of --repeat runs (seconds); ratios are Mathilda's time
over the alternative's.  The uncompiled evaluator is timed on n/100 iterations and scaled, to
show what the compilation saves.  Numba's times exclude its one-off compilation of the
function (reported separately)."""

import argparse
import math
import statistics
import time

import numpy as np

from mathilda.algorithms.compile.loops import set_auto_compile
from mathilda.session import Session


def median_time(fn, repeat):
    ts = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def row(name, t, ref):
    print("  %-34s %9.4f s   %6.2fx" % (name, t, t / ref))


def case(title, mathilda, alternatives, repeat, uncompiled=None):
    print(title)
    tm = median_time(mathilda, repeat)
    times = [(name, median_time(fn, repeat)) for name, fn in alternatives]
    ref = times[0][1]
    row("Mathilda", tm, ref)
    for name, t in times:
        row(name, t, ref)
    if uncompiled is not None:
        row("Mathilda uncompiled (scaled)", uncompiled, ref)
    print("  Mathilda / %s = %.2f" % (times[0][0], tm / ref))
    return tm / ref


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--n", type=int, default=10 ** 6)
    a = ap.parse_args()
    n, rep = a.n, a.repeat
    s = Session()
    slow = Session()
    set_auto_compile(slow.ev, False)

    def uncompiled(text, scale=100):
        small = text.replace("%d" % n, "%d" % (n // scale))
        return median_time(lambda: slow.evaluate(small), 1) * scale

    # 1. Do[x = x + 1, {n}]
    def py1():
        x = 0
        for _ in range(n):
            x = x + 1
        return x
    text = "x = 0; Do[x = x + 1, {%d}]; x" % n
    assert str(s.evaluate(text)) == str(py1())
    case("Do[x = x + 1, {%d}]" % n, lambda: s.evaluate(text),
         [("plain Python", py1), ("NumPy", lambda: 0 + np.ones(n, dtype=np.int64).sum())],
         rep, uncompiled(text))

    # 2. Do[s += i, {i, n}]
    def py2():
        t = 0
        for i in range(1, n + 1):
            t += i
        return t
    text = "s = 0; Do[s += i, {i, %d}]; s" % n
    assert str(s.evaluate(text)) == str(py2())
    case("Do[s += i, {i, %d}]" % n, lambda: s.evaluate(text),
         [("plain Python", py2), ("NumPy", lambda: np.arange(1, n + 1).sum())],
         rep, uncompiled(text))

    # 3. a compiled Newton iteration for Sqrt[2], n steps
    s.evaluate("newton = Compile[{{x, _Real}, {n, _Integer}}, Module[{y = x}, "
               "Do[y = (y + x/y)/2, {n}]; y]]")
    t0 = time.perf_counter()
    s.evaluate('newtonN = Compile[{{x, _Real}, {n, _Integer}}, Module[{y = x}, '
               'Do[y = (y + x/y)/2, {n}]; y], CompilationTarget -> "Numba"]; newtonN[2., 1]')
    jit = time.perf_counter() - t0

    def py3():
        y = 2.0
        for _ in range(n):
            y = (y + 2.0 / y) / 2
        return y
    text = "newton[2., %d]" % n
    assert str(s.evaluate(text)) == "1.41421"
    case("compiled Newton iteration, %d steps" % n, lambda: s.evaluate(text),
         [("plain Python", py3)], rep)
    tn = median_time(lambda: s.evaluate("newtonN[2., %d]" % n), rep)
    print("  %-34s %9.4f s   (Numba compiled it in %.2f s)" % (
        'CompilationTarget -> "Numba"', tn, jit))

    # 4. a compiled Listable function on n reals
    s.evaluate("data = RandomReal[{0, 10}, %d];" % n)
    arr = s.evaluate("data").array
    s.evaluate("lf = Compile[{{x, _Real}}, Sin[x] + x^2 - 1/(1 + x), "
               "RuntimeAttributes -> {Listable}]")
    r = s.evaluate("lf[data]").array
    assert np.allclose(r, np.sin(arr) + arr ** 2 - 1 / (1 + arr))
    case("Listable Compile on %d reals" % n, lambda: s.evaluate("lf[data];"),
         [("NumPy", lambda: np.sin(arr) + arr ** 2 - 1 / (1 + arr)),
          ("plain Python", lambda: [math.sin(x) + x * x - 1 / (1 + x) for x in arr.tolist()])],
         rep)

    # 5. Sum[1./k^2, {k, n}]
    def py5():
        t = 0.0
        for k in range(1, n + 1):
            t += 1.0 / k ** 2
        return t
    text = "Sum[1./k^2, {k, %d}]" % n
    assert abs(s.evaluate(text).value - py5()) < 1e-12
    case("Sum[1./k^2, {k, %d}]" % n, lambda: s.evaluate(text),
         [("plain Python", py5),
          ("NumPy", lambda: (1.0 / np.arange(1, n + 1, dtype=float) ** 2).sum())],
         rep, uncompiled(text))


if __name__ == "__main__":
    main()
