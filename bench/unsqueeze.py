"""Unsqueeze / Squeeze benchmark.

    python bench/unsqueeze.py

1. Packed arrays of 10^3, 10^6 and 10^7 reals: the time must not grow with the size (the
   result is a view of the same buffer).  Through the builtins on a PackedArray when
   mathilda.core.packed exists, else the NumPy functions the builtins call.
2. A nested List of 10^5 integers (100 x 1000): outer axis (shares the rows), middle and
   innermost axis (touches every entry), and Squeeze back; algorithm and builtin.
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

from mathilda.core.expr import Expression, Integer, S  # noqa: E402
from mathilda.arrays.reshape import (squeeze as _squeeze, squeeze_np,  # noqa: E402
                                     unsqueeze as _unsqueeze, unsqueeze_np)
from mathilda.arrays.shape import no_gc  # noqa: E402


def unsqueeze(data, axes):          # as the builtin runs it
    with no_gc():
        return _unsqueeze(data, axes)


def squeeze(data, axes):
    with no_gc():
        return _squeeze(data, axes)


def best(fn, repeat=7, number=1):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t) / number)
    return min(times)


def axes_expr(axes):
    return Expression(S.List, tuple(Integer(a) for a in axes))


def part1():
    try:
        from mathilda.core.packed import PackedArray
        from mathilda.session import Session
        s = Session()
    except ImportError:
        PackedArray = s = None
    print("packed arrays (microseconds, best of 7): the NumPy view alone, the builtin")
    print("(ev.evaluate of the call), and a whole Session.evaluate (which adds a worker-thread")
    print("hop per call)")
    print("%-10s %8s %12s %12s %12s %8s" % ("elements", "view", "Unsqueeze", "Squeeze",
                                            "Session", "shared"))
    for n in (10 ** 3, 10 ** 6, 10 ** 7):
        a = np.arange(n, dtype=np.float64).reshape(10, n // 10)
        tv = best(lambda: unsqueeze_np(a, [0, 3]), number=1000)
        if s is None:
            print("%-10d %8.2f" % (n, tv * 1e6))
            continue
        p = PackedArray(a)
        call = Expression(S.Unsqueeze, (p, axes_expr([0, -1])))
        tu = best(lambda: s.ev.evaluate(call), number=1000)
        u = s.ev.evaluate(call)
        back = Expression(S.Squeeze, (u,))
        ts = best(lambda: s.ev.evaluate(back), number=1000)
        tsess = best(lambda: s.evaluate(call, history=False), number=100)
        shared = np.shares_memory(u.array, a) and np.shares_memory(s.ev.evaluate(back).array, a)
        print("%-10d %8.2f %12.2f %12.2f %12.2f %8s" % (n, tv * 1e6, tu * 1e6, ts * 1e6,
                                                       tsess * 1e6, shared))
    if s is None:
        print("(PackedArray does not exist yet: the NumPy functions were timed directly)")


def part2():
    data = Expression(S.List, tuple(
        Expression(S.List, tuple(Integer(i * 1000 + j) for j in range(1000)))
        for i in range(100)))
    print()
    print("nested List 100 x 1000 = 10^5 integers (ms, best of 7)")
    try:
        from mathilda.session import Session
        s = Session()
    except ImportError:
        s = None
    print("%-28s %10s %10s" % ("operation", "algorithm", "builtin"))
    for label, axes in (("Unsqueeze axis 0", [0]), ("Unsqueeze axis 1", [1]),
                        ("Unsqueeze axis 2 (inner)", [2]), ("Unsqueeze {0, 2, 4}", [0, 2, 4])):
        t = best(lambda: unsqueeze(data, axes))
        tb = None
        if s is not None:
            call = Expression(S.Unsqueeze, (data, axes_expr(axes)))
            tb = best(lambda: s.evaluate(call, history=False))
        print("%-28s %10.3f %10s" % (label, t * 1e3, "-" if tb is None else "%.3f" % (tb * 1e3)))
    u = unsqueeze(data, [0, 2, 4])
    t = best(lambda: squeeze(u, [0, 2, 4]))
    tb = None
    if s is not None:
        call = Expression(S.Squeeze, (u,))
        tb = best(lambda: s.evaluate(call, history=False))
    print("%-28s %10.3f %10s" % ("Squeeze {0, 2, 4}", t * 1e3,
                                 "-" if tb is None else "%.3f" % (tb * 1e3)))


if __name__ == "__main__":
    part1()
    part2()
