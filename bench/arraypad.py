"""ArrayPad benchmark.

    python bench/arraypad.py
    python bench/arraypad.py --rows [--quick]

1. A 1000x1000 machine-real matrix padded by 10 with each scheme: the vectorised path
   (mathilda.algorithms.arrays.pad_numpy, what a packed array takes; through the ArrayPad builtin on a
   PackedArray when mathilda.core.packed exists) against numpy.pad in the same run.
2. A 300x300 integer nested List padded by 5 through the general path, each scheme
   (the algorithm alone, and through Session evaluation of ArrayPad when available).
3. The mixed-type case: ArrayPad[m, 10] on a packed 1000x1000 real matrix with the default
   exact 0, whose result {{0, 0, ...}, ..., {0, 1., ...}} is a nested List of 1020^2 atoms
   (not packable), against the floor for any nested List of that many atoms (the same
   rows built directly from Real atoms in Python), ArrayPad[m, 10, 0.] (packed) and
   numpy.pad, in the same run.

With ``--rows`` it prints one JSON row per case for bench/run.py, median seconds: part 1
("pad packed SCHEME", 15 runs, 5 with ``--quick``) against numpy.pad in the same run (the
two alternately; no comparison for the schemes NumPy has no mode for), part 2 ("pad List
SCHEME") the ArrayPad builtin (7 runs, 3 with ``--quick``; the algorithm alone as the row's
extra "algorithm" figure).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import numpy as np  # noqa: E402

from mathilda.core.expr import Expression, Integer, S, String  # noqa: E402
from mathilda.algorithms.arrays.shape import dimensions  # noqa: E402
from mathilda.algorithms.arrays.pad import pad_fill as _pad_fill, pad_scheme as _pad_scheme  # noqa: E402
from mathilda.algorithms.arrays.shape import no_gc  # noqa: E402
from mathilda.algorithms.arrays.pad_numpy import pad_fill_np, pad_scheme_np  # noqa: E402
from mathilda.algorithms.arrays.pad_plans import SCHEMES  # noqa: E402


def pad_fill(*args):                # as the builtin runs it
    with no_gc():
        return _pad_fill(*args)


def pad_scheme(*args):
    with no_gc():
        return _pad_scheme(*args)


NUMPY_MODES = {
    "Fixed": dict(mode="edge"), "Periodic": dict(mode="wrap"),
    "Reflected": dict(mode="reflect"), "Reversed": dict(mode="symmetric"),
    "ReflectedDifferences": dict(mode="reflect", reflect_type="odd"),
    "ReversedDifferences": dict(mode="symmetric", reflect_type="odd"),
}


def packed_session():
    try:
        from mathilda.core.packed import PackedArray  # noqa: F401
        from mathilda.session import Session
        return Session()
    except ImportError:
        return None


def measure1(repeat):
    """Part 1: (scheme, times of ours, times of numpy.pad or None), and whether the ArrayPad
    builtin on a PackedArray was timed (else the vectorised functions)."""
    a = np.random.default_rng(0).standard_normal((1000, 1000))
    amounts = [(10, 10), (10, 10)]
    s = packed_session()
    if s is not None:
        from mathilda.core.expr import Real
        from mathilda.core.packed import PackedArray
        packed = PackedArray(a)
    out = []
    for scheme in ("0. (constant)",) + SCHEMES:
        if scheme.startswith("0"):
            ours = lambda: pad_fill_np(a, amounts, 0.0)  # noqa: E731
            ref = lambda: np.pad(a, amounts)  # noqa: E731
        else:
            ours = lambda: pad_scheme_np(a, amounts, scheme)  # noqa: E731
            ref = (lambda: np.pad(a, amounts, **NUMPY_MODES[scheme])) \
                if scheme in NUMPY_MODES else None
        if s is not None:
            padding = Real(0.0) if scheme.startswith("0") else String(scheme)
            call = Expression(S.ArrayPad, (packed, Integer(10), padding))
            ours = lambda: s.ev.evaluate(call)  # noqa: E731
            assert type(s.ev.evaluate(call)) is PackedArray
        if ref is None:
            out.append((scheme, _common.timings(ours, repeat), None))
        else:
            out.append((scheme,) + _common.pair_timings(ours, ref, repeat))
    return out, s is not None


def part1():
    print("1000x1000 reals padded by 10 (ms, best of 5); mathilda: the ArrayPad builtin on a")
    print("PackedArray (ev.evaluate of the call; the constant is 0. on this real matrix)")
    print("%-22s %10s %10s %8s" % ("scheme", "mathilda", "numpy.pad", "ratio"))
    results, builtin = measure1(5)
    for scheme, ours, ref in results:
        ours = min(ours)
        ref = None if ref is None else min(ref)
        print("%-22s %10.2f %10s %8s" % (
            scheme, ours * 1e3, "-" if ref is None else "%.2f" % (ref * 1e3),
            "-" if ref is None else "%.2f" % (ours / ref)))
    if not builtin:
        print("(PackedArray does not exist yet: the vectorised functions were timed directly)")


def measure2(repeat):
    """Part 2: (scheme, times of the algorithm, times of the builtin or None)."""
    rng = np.random.default_rng(1)
    data = rng.integers(-1000, 1000, size=(300, 300))
    e = Expression(S.List, tuple(Expression(S.List, tuple(Integer(int(x)) for x in row))
                                 for row in data))
    dims = dimensions(e)
    amounts = [(5, 5), (5, 5)]
    try:
        from mathilda.session import Session
        s = Session()
    except ImportError:
        s = None
    out = []
    for scheme in ("0 (constant)",) + SCHEMES:
        if scheme.startswith("0"):
            t = _common.timings(lambda: pad_fill(e, dims, amounts, Integer(0)), repeat)
            call = Expression(S.ArrayPad, (e, Integer(5)))
        else:
            t = _common.timings(lambda: pad_scheme(e, dims, amounts, scheme), repeat)
            call = Expression(S.ArrayPad, (e, Integer(5), String(scheme)))
        tb = _common.timings(lambda: s.ev.evaluate(call), repeat) if s is not None else None
        out.append((scheme, t, tb))
    return out


def part2():
    print()
    print("300x300 integer nested List padded by 5, general path (ms, best of 5): the")
    print("algorithm alone, and the ArrayPad builtin (ev.evaluate, which also re-walks the")
    print("new result to its fixed point)")
    print("%-22s %10s %10s" % ("scheme", "algorithm", "ArrayPad"))
    for scheme, t, tb in measure2(5):
        t, tb = min(t), (None if tb is None else min(tb))
        print("%-22s %10.2f %10s" % (scheme, t * 1e3, "-" if tb is None else "%.2f" % (tb * 1e3)))


def measure3(repeat):
    """Part 3: ArrayPad[m, 10] (mixed) against the floor, cold (a new packed array each
    time, so its Real atoms are made too) and warm (the array's atoms already exist, as
    after any earlier element access), and ArrayPad[m, 10, 0.] (packed) and numpy.pad."""
    from mathilda.core.expr import Real
    from mathilda.core.packed import PackedArray
    from mathilda.session import Session
    a = np.random.default_rng(2).random((1000, 1000))
    s = Session()
    packed = PackedArray(a)
    real = Expression(S.ArrayPad, (packed, Integer(10), Real(0.0)))
    zero = Integer(0)
    edge = (zero,) * 10
    full = Expression(S.List, (zero,) * 1020)
    atoms = [tuple(map(Real, r)) for r in a.tolist()]

    def floor(rows_of_atoms):
        with no_gc():
            rows = [Expression(S.List, edge + r + edge) for r in rows_of_atoms]
            return Expression(S.List, (full,) * 10 + tuple(rows) + (full,) * 10)

    def cold_ours():
        return s.ev.evaluate(Expression(S.ArrayPad, (PackedArray(a), Integer(10))))

    def cold_floor():
        return floor([tuple(map(Real, r)) for r in a.tolist()])

    warm = Expression(S.ArrayPad, (packed, Integer(10)))
    assert s.ev.evaluate(warm) == floor(atoms) == cold_ours()
    cases = (("cold: ArrayPad[m, 10], m new", cold_ours),
             ("cold floor: Real atoms and rows built directly", cold_floor),
             ("warm: ArrayPad[m, 10], atoms exist", lambda: s.ev.evaluate(warm)),
             ("warm floor: rows of existing atoms", lambda: floor(atoms)),
             ("ArrayPad[m, 10, 0.] (packed)", lambda: s.ev.evaluate(real)),
             ("numpy.pad", lambda: np.pad(a, 10)))
    return {name: _common.timings(fn, repeat) for name, fn in cases}


def part3():
    print()
    print("1000x1000 packed reals padded by 10 with the exact 0 (a 1020x1020 nested List of")
    print("atoms) against the floor for building such a list (ms, median of 5)")
    for name, t in measure3(5).items():
        print("%-50s %10.2f" % (name, _common.median(t) * 1e3))


def rows(quick):
    results, builtin = measure1(5 if quick else 15)
    for scheme, ours, ref in results:
        _common.row("pad packed " + scheme, _common.median(ours), _common.median(ref),
                    "numpy.pad", data="1000x1000 reals by 10",
                    timed="ArrayPad builtin" if builtin else "vectorised function")
    for scheme, t, tb in measure2(3 if quick else 7):
        if tb is None:          # no Session: the algorithm is all there is to time
            _common.row("pad alg. " + scheme, _common.median(t),
                        data="300x300 integers by 5")
        else:
            _common.row("pad List " + scheme, _common.median(tb), data="300x300 integers by 5",
                        algorithm=_common.median(t))
    m3 = list(measure3(3 if quick else 5).values())
    _common.row("pad mixed 0 around reals, cold", _common.median(m3[0]),
                _common.median(m3[1]), "nested List floor",
                data="1000x1000 reals by 10, exact 0")
    _common.row("pad mixed 0 around reals, warm", _common.median(m3[2]),
                _common.median(m3[3]), "nested List floor",
                data="1000x1000 reals by 10, exact 0")


if __name__ == "__main__":
    want_rows, quick, _ = _common.flags()
    if want_rows:
        rows(quick)
    else:
        part1()
        part2()
        part3()
