"""Unsqueeze / Squeeze benchmark.

    python bench/unsqueeze.py
    python bench/unsqueeze.py --rows [--quick]

1. Packed arrays of 10^3, 10^6 and 10^7 reals: the time must not grow with the size (the
   result is a view of the same buffer).  Through the builtins on a PackedArray when
   mathilda.core.packed exists, else the NumPy functions the builtins call.
2. A nested List of 10^5 integers (100 x 1000): outer axis (shares the rows), middle and
   innermost axis (touches every entry), and Squeeze back; algorithm and builtin.

With ``--rows`` it prints one JSON row per case for bench/run.py, median seconds of 15 runs
(7 with ``--quick``): in part 1 the builtins against plain NumPy (np.expand_dims,
np.squeeze) in the same run, the two alternately, and the whole Session.evaluate without
comparison (15 runs of 20 calls, 9 with ``--quick``: its thread hop varies a lot); in
part 2 the builtin (the algorithm alone as the row's extra "algorithm" figure).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import numpy as np  # noqa: E402

from mathilda.core.expr import Expression, Integer, S  # noqa: E402
from mathilda.algorithms.arrays.reshape import (squeeze as _squeeze,  # noqa: E402
                                     unsqueeze as _unsqueeze, unsqueeze_np)
from mathilda.algorithms.arrays.shape import no_gc  # noqa: E402


def unsqueeze(data, axes):          # as the builtin runs it
    with no_gc():
        return _unsqueeze(data, axes)


def squeeze(data, axes):
    with no_gc():
        return _squeeze(data, axes)


def axes_expr(axes):
    return Expression(S.List, tuple(Integer(a) for a in axes))


def measure1(repeat, session_runs=(7, 100)):
    """Part 1, for each size: (n, times of the NumPy view, and when PackedArray exists a
    dict of times -- Unsqueeze, Squeeze, Session, with their plain-NumPy references
    expand_dims, squeeze -- and whether both results share the buffer; else None).
    ``session_runs`` is (repeat, number) of the Session.evaluate timing, whose worker-thread
    hop makes single runs vary by 10x and more on a loaded machine."""
    try:
        from mathilda.core.packed import PackedArray
        from mathilda.session import Session
        s = Session()
    except ImportError:
        PackedArray = s = None
    out = []
    for n in (10 ** 3, 10 ** 6, 10 ** 7):
        a = np.arange(n, dtype=np.float64).reshape(10, n // 10)
        tv = _common.timings(lambda: unsqueeze_np(a, [0, 3]), repeat, number=1000)
        if s is None:
            out.append((n, tv, None))
            continue
        p = PackedArray(a)
        call = Expression(S.Unsqueeze, (p, axes_expr([0, -1])))
        u = s.ev.evaluate(call)
        back = Expression(S.Squeeze, (u,))
        ua = u.array
        d = {}
        d["Unsqueeze"], d["expand_dims"] = _common.pair_timings(
            lambda: s.ev.evaluate(call), lambda: np.expand_dims(a, (0, 3)), repeat, 1000)
        d["Squeeze"], d["squeeze"] = _common.pair_timings(
            lambda: s.ev.evaluate(back), lambda: np.squeeze(ua), repeat, 1000)
        d["Session"] = _common.timings(lambda: s.evaluate(call, history=False),
                                       *session_runs)
        d["shared"] = bool(np.shares_memory(u.array, a)
                           and np.shares_memory(s.ev.evaluate(back).array, a))
        out.append((n, tv, d))
    return out


def part1():
    print("packed arrays (microseconds, best of 7): the NumPy view alone, the builtin")
    print("(ev.evaluate of the call), and a whole Session.evaluate (which adds a worker-thread")
    print("hop per call)")
    print("%-10s %8s %12s %12s %12s %8s" % ("elements", "view", "Unsqueeze", "Squeeze",
                                            "Session", "shared"))
    results = measure1(7)
    for n, tv, d in results:
        if d is None:
            print("%-10d %8.2f" % (n, min(tv) * 1e6))
            continue
        print("%-10d %8.2f %12.2f %12.2f %12.2f %8s" % (
            n, min(tv) * 1e6, min(d["Unsqueeze"]) * 1e6, min(d["Squeeze"]) * 1e6,
            min(d["Session"]) * 1e6, d["shared"]))
    if results[0][2] is None:
        print("(PackedArray does not exist yet: the NumPy functions were timed directly)")


NESTED_CASES = (("Unsqueeze axis 0", [0]), ("Unsqueeze axis 1", [1]),
                ("Unsqueeze axis 2 (inner)", [2]), ("Unsqueeze {0, 2, 4}", [0, 2, 4]))


def measure2(repeat):
    """Part 2: (label, times of the algorithm, times of the builtin or None)."""
    data = Expression(S.List, tuple(
        Expression(S.List, tuple(Integer(i * 1000 + j) for j in range(1000)))
        for i in range(100)))
    try:
        from mathilda.session import Session
        s = Session()
    except ImportError:
        s = None
    out = []
    for label, axes in NESTED_CASES:
        t = _common.timings(lambda: unsqueeze(data, axes), repeat)
        tb = None
        if s is not None:
            call = Expression(S.Unsqueeze, (data, axes_expr(axes)))
            tb = _common.timings(lambda: s.evaluate(call, history=False), repeat)
        out.append((label, t, tb))
    u = unsqueeze(data, [0, 2, 4])
    t = _common.timings(lambda: squeeze(u, [0, 2, 4]), repeat)
    tb = None
    if s is not None:
        call = Expression(S.Squeeze, (u,))
        tb = _common.timings(lambda: s.evaluate(call, history=False), repeat)
    out.append(("Squeeze {0, 2, 4}", t, tb))
    return out


def part2():
    print()
    print("nested List 100 x 1000 = 10^5 integers (ms, best of 7)")
    print("%-28s %10s %10s" % ("operation", "algorithm", "builtin"))
    for label, t, tb in measure2(7):
        tb = None if tb is None else min(tb)
        print("%-28s %10.3f %10s" % (label, min(t) * 1e3,
                                     "-" if tb is None else "%.3f" % (tb * 1e3)))


def rows(quick):
    repeat = 7 if quick else 15
    med = _common.median
    for n, tv, d in measure1(repeat, (9 if quick else 15, 20)):
        size = "10^%d" % (len(str(n)) - 1)
        if d is None:           # no PackedArray: the NumPy function the builtin calls
            _common.row("Unsqueeze NumPy view, %s reals" % size, med(tv))
            continue
        what = "reals" if d["shared"] else "(COPIED)"
        _common.row("Unsqueeze packed %s %s" % (size, what), med(d["Unsqueeze"]),
                    med(d["expand_dims"]), "NumPy", view=med(tv))
        _common.row("Squeeze packed %s %s" % (size, what), med(d["Squeeze"]),
                    med(d["squeeze"]), "NumPy")
        _common.row("Session: Unsqueeze packed %s" % size, med(d["Session"]))
    for label, t, tb in measure2(repeat):
        name = label.replace("queeze ", "queeze List 10^5 ", 1)    # List 100 x 1000
        if tb is None:
            _common.row(name + " (alg.)", med(t))
        else:
            _common.row(name, med(tb), algorithm=med(t))


if __name__ == "__main__":
    want_rows, quick, _ = _common.flags()
    if want_rows:
        rows(quick)
    else:
        part1()
        part2()
