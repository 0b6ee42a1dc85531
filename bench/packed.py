"""Packed-array benchmark: whole-array operations through the evaluator against plain NumPy.

    python bench/packed.py [--quick]
    python bench/packed.py --rows [--quick]

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

With ``--rows`` it prints one JSON row per case for bench/run.py: the medians of 15 runs
(5 with ``--quick``) of the call and of NumPy, run alternately.  The ArrayPad and Unsqueeze
cases are left out there: bench/arraypad.py and bench/unsqueeze.py time the same builtins
on packed arrays of the same sizes against numpy.pad and np.expand_dims, and the table
should have each case once.  A case whose result is wrong is marked so in its name.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

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


def row(name, times, check=None):
    ours, ref = min(times[0]), min(times[1])
    ratio = ours / ref if ref > 0 else float("inf")
    print("%-46s %11.3f %11.3f %7.2f%s" % (name, ours * 1e3, ref * 1e3, ratio,
                                          "" if check is None else "  " + check))
    return ratio


def cases():
    """Yield (name, ours, numpy_reference, check, elsewhere) for each case, in order, after
    its set-up and a check of its result (``check`` text starts with "ok" when right);
    ``elsewhere`` is true for the cases another bench script reports in --rows mode."""
    s = Session()
    ev = s.ev

    def run(text):
        expr = parse(text)
        return lambda: ev.evaluate(expr)

    # Total[Range[10^7]]
    n = 10 ** 7
    r = ev.evaluate(parse("Total[Range[10^7]]"))
    ok = "ok" if r.value == n * (n + 1) // 2 else "WRONG"
    yield ("Total[Range[10^7]]", run("Total[Range[10^7]]"), lambda: np.arange(1, n + 1).sum(),
           ok, False)

    # Sin[RandomReal[1, 10^6]]
    s.evaluate("SeedRandom[1]; x6 = RandomReal[1, 10^6];")
    x6 = ev.evaluate(parse("x6"))
    assert type(x6) is PackedArray
    a6 = x6.array
    r = ev.evaluate(parse("Sin[x6]"))
    ok = "ok" if type(r) is PackedArray and np.array_equal(r.array, np.sin(a6)) else "WRONG"
    yield "Sin[x], x = RandomReal[1, 10^6]", run("Sin[x6]"), lambda: np.sin(a6), ok, False

    # m . m
    s.evaluate("m5 = RandomReal[1, {500, 500}];")
    m5 = ev.evaluate(parse("m5")).array
    r = ev.evaluate(parse("m5 . m5"))
    ok = "ok" if type(r) is PackedArray and np.allclose(r.array, m5 @ m5) else "WRONG"
    yield "m . m, m 500x500 reals", run("m5 . m5"), lambda: m5 @ m5, ok, False

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
        yield ("ArrayPad 1000x1000 by 10, " + scheme, run(text),
               lambda: np.pad(m1k, 10, **mode), ok, True)

    # Unsqueeze of a 10^7 array
    big = np.random.default_rng(0).random(n)
    s.evaluate("Null")
    ev.defs.set_own(parse("x7"), PackedArray(big))
    r = ev.evaluate(parse("Unsqueeze[x7, 0]"))
    ok = "ok" if type(r) is PackedArray and r.array.shape == (1, n) else "WRONG"
    yield ("Unsqueeze[x, 0], x of 10^7 reals", run("Unsqueeze[x7, 0]"),
           lambda: np.expand_dims(big, 0), ok + " (both O(1) views)", True)


def main(quick=False):
    repeat = 3 if quick else 15
    print("%-46s %11s %11s %7s" % ("operation", "mathilda ms", "numpy ms", "ratio"))
    for name, ours, ref, check, _ in cases():
        row(name, _common.pair_timings(ours, ref, repeat), check)


def rows(quick):
    repeat = 5 if quick else 15
    for name, ours, ref, check, elsewhere in cases():
        if elsewhere:
            continue
        a, b = _common.pair_timings(ours, ref, repeat)
        if not check.startswith("ok"):
            name += " (WRONG RESULT)"
        _common.row(name, _common.median(a), _common.median(b), "NumPy")


if __name__ == "__main__":
    want_rows, quick, _ = _common.flags()
    if want_rows:
        rows(quick)
    else:
        main(quick)
