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

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

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
    print("packed arrays (microseconds, best of 7)")
    print("%-12s %14s %14s %14s" % ("elements", "Unsqueeze 0,-1", "Squeeze", "shares buffer"))
    for n in (10 ** 3, 10 ** 6, 10 ** 7):
        a = np.arange(n, dtype=np.float64).reshape(10, n // 10)
        if s is not None:
            p = PackedArray(a)
            call = Expression(S.Unsqueeze, (p, axes_expr([0, -1])))
            tu = best(lambda: s.evaluate(call, history=False), number=100)
            u = s.evaluate(call, history=False)
            back = Expression(S.Squeeze, (u,))
            ts = best(lambda: s.evaluate(back, history=False), number=100)
            shared = np.shares_memory(u.array, a)
        else:
            tu = best(lambda: unsqueeze_np(a, [0, 3]), number=1000)
            u = unsqueeze_np(a, [0, 3])
            ts = best(lambda: squeeze_np(u, [0, 3]), number=1000)
            shared = np.shares_memory(u, a) and np.shares_memory(squeeze_np(u, [0, 3]), a)
        print("%-12d %14.2f %14.2f %14s" % (n, tu * 1e6, ts * 1e6, shared))
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
