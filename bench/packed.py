"""Packed-array benchmark: whole-array operations through the evaluator against plain NumPy.

    python bench/packed.py [--quick]

Each row evaluates a call (parsed once, evaluated with ``ev.evaluate``, so the time includes
the evaluator's dispatch, the packed path's checks -- integer bounds, finiteness -- and the
wrapping of the result) and the same computation in NumPy, in the same run; the figure is
the best of several runs (the two run alternately, so that a fluctuating machine load
affects both alike), and the ratio is mathilda / NumPy.

    Total[Range[10^7]]          np.arange(1, 10**7 + 1).sum()
    Sin[x], x = RandomReal[1, 10^6]          np.sin(x)
    m . m, m a 500x500 real matrix           m @ m
    ArrayPad[m, 10, scheme], m 1000x1000 reals, each scheme   np.pad (matching mode)
    Unsqueeze[x, 0], x of 10^7 reals         np.expand_dims(x, 0)
"""

import os
import sys
import time

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]
sys.path.insert(0, os.path.dirname(_HERE))

import numpy as np  # noqa: E402

from mathilda.core.packed import PackedArray  # noqa: E402
from mathilda.session import Session  # noqa: E402
from mathilda.syntax.parser import parse  # noqa: E402

NUMPY_PAD = {
    "0. (constant)": dict(mode="constant"),
    "Fixed": dict(mode="edge"), "Periodic": dict(mode="wrap"),
    "Reflected": dict(mode="reflect"), "Reversed": dict(mode="symmetric"),
    "ReflectedDifferences": dict(mode="reflect", reflect_type="odd"),
    "ReversedDifferences": dict(mode="symmetric", reflect_type="odd"),
    # no NumPy mode computes these: the nearest data movement is the reference
    "ReversedNegation": dict(mode="symmetric"),
    "Extrapolated": dict(mode="reflect", reflect_type="odd"),
}


def best_pair(ours, ref, repeat):
    """The best times of two functions run alternately (fair under a fluctuating load)."""
    a, b = [], []
    for _ in range(repeat):
        t = time.perf_counter()
        ours()
        a.append(time.perf_counter() - t)
        t = time.perf_counter()
        ref()
        b.append(time.perf_counter() - t)
    return min(a), min(b)


def row(name, times, check=None):
    ours, ref = times
    ratio = ours / ref if ref > 0 else float("inf")
    print("%-46s %11.3f %11.3f %7.2f%s" % (name, ours * 1e3, ref * 1e3, ratio,
                                          "" if check is None else "  " + check))
    return ratio


def main(quick=False):
    repeat = 3 if quick else 15
    s = Session()
    ev = s.ev

    def run(text):
        expr = parse(text)
        return lambda: ev.evaluate(expr)

    print("%-46s %11s %11s %7s" % ("operation", "mathilda ms", "numpy ms", "ratio"))

    # Total[Range[10^7]]
    n = 10 ** 7
    r = ev.evaluate(parse("Total[Range[10^7]]"))
    ok = "ok" if r.value == n * (n + 1) // 2 else "WRONG"
    row("Total[Range[10^7]]", best_pair(run("Total[Range[10^7]]"),
                                         lambda: np.arange(1, n + 1).sum(), repeat), ok)

    # Sin[RandomReal[1, 10^6]]
    s.evaluate("SeedRandom[1]; x6 = RandomReal[1, 10^6];")
    x6 = ev.evaluate(parse("x6"))
    assert type(x6) is PackedArray
    a6 = x6.array
    r = ev.evaluate(parse("Sin[x6]"))
    ok = "ok" if type(r) is PackedArray and np.array_equal(r.array, np.sin(a6)) else "WRONG"
    row("Sin[x], x = RandomReal[1, 10^6]",
        best_pair(run("Sin[x6]"), lambda: np.sin(a6), repeat), ok)

    # m . m
    s.evaluate("m5 = RandomReal[1, {500, 500}];")
    m5 = ev.evaluate(parse("m5")).array
    r = ev.evaluate(parse("m5 . m5"))
    ok = "ok" if type(r) is PackedArray and np.allclose(r.array, m5 @ m5) else "WRONG"
    row("m . m, m 500x500 reals", best_pair(run("m5 . m5"), lambda: m5 @ m5, repeat), ok)

    # ArrayPad of a 1000x1000 real matrix by 10, each scheme
    s.evaluate("m1k = RandomReal[1, {1000, 1000}];")
    m1k = ev.evaluate(parse("m1k")).array
    for scheme, mode in NUMPY_PAD.items():
        if scheme.startswith("0."):
            text = "ArrayPad[m1k, 10, 0.]"
        else:
            text = "ArrayPad[m1k, 10, \"%s\"]" % scheme
        r = ev.evaluate(parse(text))
        ok = "ok" if type(r) is PackedArray and r.array.shape == (1020, 1020) else "WRONG"
        if scheme in ("Fixed", "Periodic", "Reflected", "Reversed", "0. (constant)"):
            ok += " (= numpy)" if np.array_equal(r.array, np.pad(m1k, 10, **mode)) \
                else " (differs from numpy!)"
        row("ArrayPad 1000x1000 by 10, " + scheme,
            best_pair(run(text), lambda: np.pad(m1k, 10, **mode), repeat), ok)

    # Unsqueeze of a 10^7 array
    big = np.random.default_rng(0).random(n)
    s.evaluate("Null")
    ev.defs.set_own(parse("x7"), PackedArray(big))
    r = ev.evaluate(parse("Unsqueeze[x7, 0]"))
    ok = "ok" if type(r) is PackedArray and r.array.shape == (1, n) else "WRONG"
    row("Unsqueeze[x, 0], x of 10^7 reals",
        best_pair(run("Unsqueeze[x7, 0]"), lambda: np.expand_dims(big, 0), repeat),
        ok + " (both O(1) views)")


if __name__ == "__main__":
    main("--quick" in sys.argv)
