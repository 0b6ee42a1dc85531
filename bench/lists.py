"""List and functional builtins benchmark (medians of several runs).

    python bench/lists.py [--runs N]
    python bench/lists.py --rows [--quick] [--runs N]

Each case builds its data once in a Session (not timed), then times one evaluation of the
expression through ``Session.evaluate`` (parse + evaluate; parsing is negligible here):

1. Sort of 3000 symbolic terms (canonical order: products of powers and f[k])
2. Map over 5000 nodes: f /@ list (f undefined) and a pure function #^2 & /@ Range[5000]
3. Outer 150 x 150: Outer[Times, ...] on integers (native path) and Outer[f, ...] symbolic
4. Tally of 10^5 integers (1000 distinct values)
5. Part extraction over a 10^6 list: one element, a span of every other element, and a
   list of 10^5 positions

When the packed-array engineer's fast paths are loaded, Range[10^6] is packed and Part runs
on the NumPy buffer; the general path is timed too, on an unpacked copy of the list.

With ``--rows`` it prints one JSON row per case for bench/run.py (median seconds, no
comparison); ``--quick`` takes 3 runs instead of 5.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import statistics  # noqa: E402
import time  # noqa: E402

from mathilda.session import Session  # noqa: E402


def median_time(session, text, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = session.evaluate(text)
        times.append(time.perf_counter() - t0)
        if session.messages:
            raise RuntimeError("%s: %s" % (text, [str(m) for m in session.messages]))
    return statistics.median(times), r


def unpacked(session, name):
    """Rebind ``name`` to a plain (non-packed) List with the same elements."""
    from mathilda.core.expr import Expression, S, Symbol
    v = session.evaluate(name)
    plain = Expression(S.List, tuple(v.args))
    session.defs.set_own(Symbol(name + "u"), plain)


CASES = [
    ("Sort of 3000 symbolic terms",
     "terms = Table[x^Mod[7 i, 13] y^Mod[i, 5] f[Mod[i, 17]], {i, 3000}];",
     "Sort[terms];"),
    ("Map f over 5000 nodes", "data = Range[5000];", "Map[f, data];"),
    ("Map #^2& over 5000 nodes", "data = Range[5000];", "Map[#^2 &, data];"),
    ("Outer[Times] 150x150", "r150 = Range[150];", "Outer[Times, r150, r150];"),
    ("Outer[f] 150x150 symbolic", "r150 = Range[150];", "Outer[f, r150, r150];"),
    ("Tally of 10^5 integers", "ints = Table[Mod[i^2, 1000], {i, 10^5}];", "Tally[ints];"),
    ("Part: one element of 10^6", "big = Range[10^6];", "big[[500000]];"),
    ("Part: span 1;;-1;;2 of 10^6", "big = Range[10^6];", "big[[1 ;; -1 ;; 2]];"),
    ("Part: 10^5 positions of 10^6",
     "big = Range[10^6]; pos = Table[Mod[7919 i, 10^6] + 1, {i, 10^5}];",
     "big[[pos]];"),
]

UNPACKED = [
    ("Part: 1;;-1;;2 of unpacked 10^6", "bigu[[1 ;; -1 ;; 2]];"),
    ("Part: 10^5 pos. of unpacked 10^6", "bigu[[pos]];"),
]


def measured(runs):
    """(title, median seconds) of each case, in order."""
    s = Session()
    for title, setup, text in CASES:
        s.evaluate(setup)
        yield title, median_time(s, text, runs)[0]
    s.evaluate("big = Range[10^6]; pos = Table[Mod[7919 i, 10^6] + 1, {i, 10^5}];")
    unpacked(s, "big")
    for title, text in UNPACKED:
        yield title, median_time(s, text, runs)[0]


def main():
    want_rows, quick, rest = _common.flags()
    runs = 3 if quick else 5
    if "--runs" in rest:
        runs = int(rest[rest.index("--runs") + 1])
    if want_rows:
        for title, t in measured(runs):
            _common.row(title, t)
        return
    print("%-44s %12s" % ("case", "median"))
    for title, t in measured(runs):
        print("%-44s %9.2f ms" % (title, t * 1e3))


if __name__ == "__main__":
    main()
