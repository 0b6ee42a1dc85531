"""ArrayPad benchmark.

    python bench/arraypad.py

1. A 1000x1000 machine-real matrix padded by 10 with each scheme: the vectorised path
   (mathilda.arrays.pad_numpy, what a packed array takes; through the ArrayPad builtin on a
   PackedArray when mathilda.core.packed exists) against numpy.pad in the same run.
2. A 300x300 integer nested List padded by 5 through the general path, each scheme
   (the algorithm alone, and through Session evaluation of ArrayPad when available).
"""

import os
import sys
import time

# run as a script, this directory comes first on sys.path: drop it, so that sibling benches
# (bench/numbers.py) cannot shadow standard modules, and put the repository root first
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]
sys.path.insert(0, os.path.dirname(_HERE))

import numpy as np  # noqa: E402

from mathilda.core.expr import Expression, Integer, S, String  # noqa: E402
from mathilda.arrays.shape import dimensions  # noqa: E402
from mathilda.arrays.pad import pad_fill as _pad_fill, pad_scheme as _pad_scheme  # noqa: E402
from mathilda.arrays.shape import no_gc  # noqa: E402
from mathilda.arrays.pad_numpy import pad_fill_np, pad_scheme_np  # noqa: E402
from mathilda.arrays.pad_plans import SCHEMES  # noqa: E402

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


def best(fn, repeat=5):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def packed_session():
    try:
        from mathilda.core.packed import PackedArray  # noqa: F401
        from mathilda.session import Session
        return Session()
    except ImportError:
        return None


def part1():
    a = np.random.default_rng(0).standard_normal((1000, 1000))
    amounts = [(10, 10), (10, 10)]
    print("1000x1000 reals padded by 10 (ms, best of 5); mathilda: the ArrayPad builtin on a")
    print("PackedArray (ev.evaluate of the call; the constant is 0. on this real matrix)")
    print("%-22s %10s %10s %8s" % ("scheme", "mathilda", "numpy.pad", "ratio"))
    s = packed_session()
    if s is not None:
        from mathilda.core.packed import PackedArray
        packed = PackedArray(a)
    for scheme in ("0. (constant)",) + SCHEMES:
        if scheme.startswith("0"):
            ours = best(lambda: pad_fill_np(a, amounts, 0.0))
            ref = best(lambda: np.pad(a, amounts))
        else:
            ours = best(lambda: pad_scheme_np(a, amounts, scheme))
            ref = best(lambda: np.pad(a, amounts, **NUMPY_MODES[scheme])) \
                if scheme in NUMPY_MODES else None
        if s is not None:
            from mathilda.core.expr import Real
            padding = Real(0.0) if scheme.startswith("0") else String(scheme)
            call = Expression(S.ArrayPad, (packed, Integer(10), padding))
            ours = best(lambda: s.ev.evaluate(call))
            assert type(s.ev.evaluate(call)) is PackedArray
        print("%-22s %10.2f %10s %8s" % (
            scheme, ours * 1e3, "-" if ref is None else "%.2f" % (ref * 1e3),
            "-" if ref is None else "%.2f" % (ours / ref)))
    if s is None:
        print("(PackedArray does not exist yet: the vectorised functions were timed directly)")


def part2():
    rng = np.random.default_rng(1)
    data = rng.integers(-1000, 1000, size=(300, 300))
    e = Expression(S.List, tuple(Expression(S.List, tuple(Integer(int(x)) for x in row))
                                 for row in data))
    dims = dimensions(e)
    amounts = [(5, 5), (5, 5)]
    print()
    print("300x300 integer nested List padded by 5, general path (ms, best of 5): the")
    print("algorithm alone, and the ArrayPad builtin (ev.evaluate, which also re-walks the")
    print("new result to its fixed point)")
    try:
        from mathilda.session import Session
        s = Session()
    except ImportError:
        s = None
    print("%-22s %10s %10s" % ("scheme", "algorithm", "ArrayPad"))
    for scheme in ("0 (constant)",) + SCHEMES:
        if scheme.startswith("0"):
            t = best(lambda: pad_fill(e, dims, amounts, Integer(0)))
            call = Expression(S.ArrayPad, (e, Integer(5)))
        else:
            t = best(lambda: pad_scheme(e, dims, amounts, scheme))
            call = Expression(S.ArrayPad, (e, Integer(5), String(scheme)))
        tb = best(lambda: s.ev.evaluate(call)) if s is not None else None
        print("%-22s %10.2f %10s" % (scheme, t * 1e3, "-" if tb is None else "%.2f" % (tb * 1e3)))


if __name__ == "__main__":
    part1()
    part2()
