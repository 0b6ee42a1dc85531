"""Shared helpers of the bench/ scripts (not a benchmark itself: bench/run.py skips it).

Import it first, before anything else that could import the standard ``numbers`` module::

    import _common  # first: keeps bench/ off sys.path , puts the repository root first

    import time  # noqa: E402

Run as a script, a bench file has bench/ first on sys.path, where a file named like a
standard module would shadow it; this module drops bench/ from the path and puts the
repository root first, so that ``mathilda`` is imported from this checkout.

The scripts' ``--rows`` mode (what bench/run.py collects) prints one JSON line per case::

    {"case": str, "ours": seconds, "other": seconds or null, "vs": str, ...}

``ours`` and ``other`` are medians of several runs; ``vs`` names the comparison ("" when
there is none); extra keys are allowed (run.py ignores them).
"""

import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.dirname(HERE)


def _fix_path():
    sys.path[:] = [p for p in sys.path if os.path.realpath(p or os.curdir) != HERE]
    sys.path.insert(0, ROOT)


_fix_path()

import json  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402


def flags(argv=None):
    """``(rows, quick, rest)``: whether ``--rows`` and ``--quick`` were given, and the other
    arguments (without the program name), for the script's own argument handling."""
    args = list(sys.argv[1:] if argv is None else argv)
    rows = "--rows" in args
    quick = "--quick" in args
    return rows, quick, [a for a in args if a not in ("--rows", "--quick")]


def timings(fn, repeat, number=1, warmup=True):
    """Seconds per call of ``fn()`` in each of ``repeat`` runs of ``number`` calls (after
    one untimed call when ``warmup``: first calls fill caches, start threads)."""
    if warmup:
        fn()
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        out.append((time.perf_counter() - t) / number)
    return out


def pair_timings(ours, other, repeat, number=1, warmup=True):
    """Like ``timings`` for two functions run alternately, so that a fluctuating machine
    load affects both alike: ``(times_of_ours, times_of_other)``."""
    if warmup:
        ours()
        other()
    a, b = [], []
    for _ in range(repeat):
        a += timings(ours, 1, number, warmup=False)
        b += timings(other, 1, number, warmup=False)
    return a, b


def median(times):
    """The median of a list of times (None for None: no comparison)."""
    return None if times is None else statistics.median(times)


def row(case, ours, other=None, vs="", **extra):
    """Print one JSON row for bench/run.py (times in seconds; ``other`` None when there is
    no comparison).  Keep ``case`` within 34 characters: run.py's table cuts it there."""
    d = {"case": case, "ours": ours, "other": other, "vs": vs if other is not None else ""}
    d.update(extra)
    print(json.dumps(d), flush=True)


def paired_main(cases, vs, repeat, width=34):
    """The whole of a script whose ``cases()`` yields ``(name, ours, reference, check)``
    (``check`` starts with "ok" when our result is right): a table of medians and ratios, or
    with ``--rows`` the JSON rows for bench/run.py (``vs`` names the reference).  ``--quick``
    runs 3 repeats instead of ``repeat``."""
    want_rows, quick, _ = flags()
    n = 3 if quick else repeat
    if not want_rows:
        print("%-*s %11s %11s %7s" % (width, "operation", "mathilda ms", "direct ms", "ratio"))
    for name, ours, ref, check in cases():
        a, b = pair_timings(ours, ref, n)
        ma, mb = median(a), median(b)
        if want_rows:
            if not check.startswith("ok"):
                name += " (WRONG RESULT)"
            row(name[:34], ma, mb, vs)
        else:
            ratio = ma / mb if mb > 0 else float("inf")
            print("%-*s %11.3f %11.3f %7.2f  %s" % (width, name, ma * 1e3, mb * 1e3, ratio,
                                                    check), flush=True)
