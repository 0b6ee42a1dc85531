"""Numbers and native arithmetic benchmark.

    python bench/arithmetic.py [runs] [--rows] [--quick]

Times, through Session evaluation (median of ``runs`` runs, default 5):

    Total[Table[k/3, {k, 20000}]]               exact rational sums
    Length[Plus @@ Table[c[k] x, {k, 2000}]]    collecting a 2000-term sum
    Expand[(a + b + c)^20]                       (only if the Expand builtin exists)
    N[Pi, 10000]                                 arbitrary precision (mpmath)
    Fold[Times, 1, Range[12000]]                 big integers (Python ints)
    s = 0; Do[s = s + 1, {10^5}]                 the machine-integer fast path of Plus

and reports whether SymPy was imported by any of the arithmetic ones.
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

from mathilda.core.registry import load_all  # noqa: E402
from mathilda.session import Session  # noqa: E402
from mathilda.numbers.intstr import int_to_str  # noqa: E402

CASES = [
    ("Total[Table[k/3, {k, 20000}]]", "Total"),
    ("Length[Plus @@ Table[c[k] x, {k, 2000}]]", "Apply"),
    ("N[Pi, 10000]", "N"),
    ("Fold[Times, 1, Range[12000]]", "Fold"),
    ("s = 0; Do[s = s + 1, {10^5}]; s", "Do"),
    ("Expand[(a + b + c)^20]", "Expand"),        # last: it may load SymPy
]


def time_case(text, runs):
    """(median, first, result): the first run also pays one-time costs (mpmath's constant
    caches, SymPy's import)."""
    times = []
    result = None
    for _ in range(runs):
        s = Session()
        t = time.perf_counter()
        result = s.evaluate(text)
        times.append(time.perf_counter() - t)
    return statistics.median(times), times[0], result


def describe(result):
    from mathilda.core.expr import Integer, Real
    if type(result) is Integer and result.value.bit_length() > 200:
        return "an integer of %d digits" % len(int_to_str(result.value))
    if type(result) is Real and result.prec is not None and result.prec > 40:
        return "a real with %g digits" % result.prec
    try:
        text = result.full_form()
    except ImportError:                      # no printer yet
        text = "%s[...]" % getattr(result.head, "name", "?") if hasattr(result, "args") \
            else str(getattr(result, "value", result))
    if len(text) > 60:
        text = text[:25] + "..." + text[-25:] + " (%d chars)" % len(text)
    return text


def main():
    rows, quick, rest = _common.flags()
    runs = int(rest[0]) if rest else (3 if quick else 5)
    specs = load_all()
    if rows:
        for text, needs in CASES:
            spec = specs.get(needs)
            if spec is None or (spec.func is None and not spec.rules):
                continue
            med, _, _ = time_case(text, runs)
            _common.row(text[:34], med)
        return
    print("%-45s %10s %10s   %s" % ("expression", "median", "first", "result"))
    for text, needs in CASES:
        spec = specs.get(needs)
        if spec is None or (spec.func is None and not spec.rules):
            print("%-45s %10s %10s   (%s not available)" % (text, "-", "-", needs))
            continue
        if needs == "Expand":
            print("SymPy imported by the arithmetic above:",
                  "yes" if "sympy" in sys.modules else "no")
        med, first, r = time_case(text, runs)
        print("%-45s %7.1f ms %7.1f ms   %s" % (text, med * 1000, first * 1000, describe(r)))


if __name__ == "__main__":
    main()
