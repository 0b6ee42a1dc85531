"""Issue 21 (language/lists half): timings of the new list builtins against plain Python.

Prints medians of several runs (seconds) and the ratio to the Python equivalent measured in
the same run (``--rows``: JSON rows for bench/run.py; ``--quick``: three runs, not five):
  * Select[data, #age > 30 &] over 10^4 associations vs a Python list comprehension on dicts
  * TakeLargest[list, 10] of 10^5 integers vs heapq.nlargest
  * Sort[list, Greater] of 10^5 integers vs sorted(reverse=True)
  * Sort[list, #1 > #2 &] of 2000 integers (the merge sort calling the evaluator) vs
    sorted with functools.cmp_to_key on a Python lambda
  * Counts-style CountBy[list, EvenQ] of 10^5 integers vs collections.Counter
  * SequenceCases of descending adjacent pairs in 2000 integers vs a Python scan
  * DeleteDuplicatesBy over 10^4 associations vs a dict keyed by the field
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import heapq  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from functools import cmp_to_key  # noqa: E402

from mathilda import Session  # noqa: E402


def median_time(fn, runs=5):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _pairs_down(xs):
    """Non-overlapping adjacent pairs (a, b) with b < a, scanning left to right."""
    out, i = [], 0
    while i + 1 < len(xs):
        if xs[i + 1] < xs[i]:
            out.append((xs[i], xs[i + 1]))
            i += 2
        else:
            i += 1
    return len(out)


def main():
    random.seed(1)
    s = Session()
    ages = [random.randint(1, 90) for _ in range(10 ** 4)]
    s.evaluate("ages = %s; data = Table[<|\"name\" -> ToString[i], \"age\" -> ages[[i]]|>, "
               "{i, Length[ages]}];" % str(ages).replace("[", "{").replace("]", "}"))
    dicts = [{"name": str(i), "age": a} for i, a in enumerate(ages)]
    nums = [random.randint(0, 10 ** 6) for _ in range(10 ** 5)]
    s.evaluate("nums = %s;" % str(nums).replace("[", "{").replace("]", "}"))
    small = nums[:2000]
    s.evaluate("small = Take[nums, 2000];")
    rows = [
        ("Select[data, #age > 30 &]",
         lambda: s.evaluate("Length[Select[data, #age > 30 &]]"),
         lambda: len([d for d in dicts if d["age"] > 30])),
        ("TakeLargest[nums, 10]", lambda: s.evaluate("TakeLargest[nums, 10]"),
         lambda: heapq.nlargest(10, nums)),
        ("Sort[nums, Greater]", lambda: s.evaluate("Length[Sort[nums, Greater]]"),
         lambda: sorted(nums, reverse=True)),
        ("Sort[small, #1 > #2 &]", lambda: s.evaluate("Length[Sort[small, #1 > #2 &]]"),
         lambda: sorted(small, key=cmp_to_key(lambda a, b: -1 if a > b else 1))),
        ("CountBy[nums, EvenQ]", lambda: s.evaluate("CountBy[nums, EvenQ]"),
         lambda: Counter(n % 2 == 0 for n in nums)),
        ("SequenceCases[small, {a_, b_} /; b < a]",
         lambda: s.evaluate("Length[SequenceCases[small, {a_, b_} /; b < a]]"),
         lambda: _pairs_down(small)),
        ("DeleteDuplicatesBy[data, #age &]",
         lambda: s.evaluate("Length[DeleteDuplicatesBy[data, #age &]]"),
         lambda: len({d["age"]: d for d in dicts})),
    ]
    want_rows, quick, _ = _common.flags()
    runs = 3 if quick else 5
    if not want_rows:
        print("%-40s %12s %12s %10s" % ("case", "mathilda s", "python s", "ratio"))
    for name, ours, theirs in rows:
        a = median_time(ours, runs)
        b = median_time(theirs, runs)
        if want_rows:
            _common.row(name[:34], a, b, "Python")
        else:
            print("%-40s %12.5f %12.5f %10.1f" % (name, a, b, a / b if b else float("inf")))


if __name__ == "__main__":
    main()
