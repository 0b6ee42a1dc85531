"""Special functions benchmark: exact values, machine-precision values on packed arrays
(the SciPy/NumPy vector paths) and arbitrary-precision values, against the obvious direct
alternatives in the same run (calls under 50 ms timed in batches of 20).

    python bench/special.py [--quick]
    python bench/special.py --rows [--quick]

Rows (each call parsed once and evaluated with ``ev.evaluate``, so dispatch, argument checks
and the wrapping of the result are timed; the two sides run alternately, medians of several
runs, ratio mathilda / direct):

    HarmonicNumber[2000] (exact)            sympy.harmonic(2000) (exact rational)
    HarmonicNumber[20000] (exact)           sum(Fraction(1, k) ...) in plain Python
    Pochhammer[1/3, 2000] (exact)           sympy.rf(Rational(1, 3), 2000)
    f[x] on 10^5 packed reals, for HarmonicNumber, Pochhammer[x, 2.5], PolyLog[2, x],
        Hypergeometric1F1[0.5, 1.5, x], CarlsonRF[x, 2., 3.], Gudermannian[x]
                                            the scipy.special / NumPy call on the array
    the same f on a List of 2000 reals      a Python loop of mpmath calls (what threading
        (no packed array: element by element)   does per element, without the evaluator)
    N[PolyLog[3, 1/3], 1000]                mpmath.polylog at 1000 digits
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import time  # noqa: E402

import mpmath  # noqa: E402
import numpy as np  # noqa: E402
import scipy.special as sp  # noqa: E402

from mathilda.session import Session  # noqa: E402
from mathilda.syntax.parser import parse  # noqa: E402


def cases(quick):
    s = Session()
    ev = s.ev
    n = 10 ** 4 if quick else 10 ** 5
    s.evaluate("xs = N[Range[%d]]/%d; small = Developer`FromPackedArray[Take[xs, 2000]];"
               % (n, n // 2))
    x = np.arange(1, n + 1) / (n // 2)
    small = [float(v) for v in x[:2000]]

    def timed(text):
        e = parse(text)
        return lambda: ev.evaluate(e)

    import sympy
    from fractions import Fraction
    from sympy.core.cache import clear_cache

    def uncached(fn):                     # SymPy memoizes: time a computation, not a lookup
        def go():
            clear_cache()
            return fn()
        return go
    yield ("HarmonicNumber[2000] exact", timed("HarmonicNumber[2000]"),
           uncached(lambda: sympy.harmonic(2000)), "sympy.harmonic")
    yield ("HarmonicNumber[20000] exact", timed("HarmonicNumber[20000]"),
           lambda: sum(Fraction(1, k) for k in range(1, 20001)), "Fraction sum")
    yield ("Pochhammer[1/3, 2000] exact", timed("Pochhammer[1/3, 2000]"),
           uncached(lambda: sympy.rf(sympy.Rational(1, 3), 2000)), "sympy.rf")
    vector = [
        ("HarmonicNumber[xs]", lambda: sp.digamma(x + 1) + np.euler_gamma,
         lambda v: mpmath.harmonic(v)),
        ("Pochhammer[xs, 2.5]", lambda: sp.poch(x, 2.5), lambda v: mpmath.rf(v, 2.5)),
        ("PolyLog[2, 1 - xs]", lambda: sp.spence(x), lambda v: mpmath.polylog(2, 1 - v)),
        ("Hypergeometric1F1[0.5, 1.5, xs]", lambda: sp.hyp1f1(0.5, 1.5, x),
         lambda v: mpmath.hyp1f1(0.5, 1.5, v)),
        ("CarlsonRF[xs, 2., 3.]", lambda: sp.elliprf(x, 2., 3.),
         lambda v: mpmath.elliprf(v, 2., 3.)),
        ("Gudermannian[xs]", lambda: 2 * np.arctan(np.tanh(x / 2)),
         lambda v: 2 * mpmath.atan(mpmath.tanh(v / 2))),
    ]
    for text, direct, scalar in vector:
        yield (text.replace("xs", "packed"), timed(text), direct, "scipy/numpy")
    for text, direct, scalar in vector:
        yield (text.replace("xs", "list2000"), timed(text.replace("xs", "small")),
               lambda scalar=scalar: [scalar(v) for v in small], "mpmath loop")

    def mp1000():
        with mpmath.workdps(1000):
            return mpmath.polylog(3, mpmath.mpf(1) / 3)
    yield ("N[PolyLog[3, 1/3], 1000]", timed("N[PolyLog[3, 1/3], 1000]"), mp1000,
           "mpmath.polylog")


def measure(quick, source=None):
    """Timings of the cases of ``source`` (this script's ``cases`` by default; other special
    function benchmarks pass theirs)."""
    repeat = 3 if quick else 5
    for name, ours, other, vs in (source or cases)(quick):
        t = time.perf_counter()
        ours()
        # short calls are timed in batches: on a loaded machine single calls of a few ms
        # are dominated by preemption
        number = 1 if time.perf_counter() - t > 0.05 else 20
        a, b = _common.pair_timings(ours, other, repeat, number)
        yield name, _common.median(a), _common.median(b), vs


def main(quick=False, source=None):
    print("%-36s %12s %12s %8s  %s" % ("operation", "mathilda ms", "direct ms", "ratio",
                                       "direct"))
    for name, ours, other, vs in measure(quick, source):
        print("%-36s %12.3f %12.3f %8.2f  %s" % (name, ours * 1e3, other * 1e3, ours / other,
                                                 vs))


def rows(quick, source=None):
    for name, ours, other, vs in measure(quick, source):
        _common.row(name[:34], ours, other, vs)


if __name__ == "__main__":
    want_rows, quick, _ = _common.flags()
    if want_rows:
        rows(quick)
    else:
        main(quick)
