"""The special functions added in round 4 (integrals_more, bessel_more, elliptic_*,
zeta_more, orthogonal_more, hypergeometric_more, angular): machine values on packed arrays
(the SciPy vector paths), element by element on a List, arbitrary precision, and exact
values, against the obvious direct alternatives in the same run.

    python bench/special_more.py [--quick]
    python bench/special_more.py --rows [--quick]

Each call is parsed once and evaluated with ``ev.evaluate``; the two sides run alternately,
medians of several runs, ratio mathilda / direct:

    f[packed 10^5 reals] for FresnelS, SinIntegral, AiryBi, JacobiSN[x, 0.3],
        SphericalBesselJ[2, x], Erfi          the scipy.special call on the array
    the same f on a List of 2000 reals        a Python loop of mpmath calls
    N[FresnelS[2], 1000], N[JacobiSN[1/2, 1/3], 1000]     mpmath at 1000 digits
    ThreeJSymbol / SixJSymbol (exact)         sympy.physics.wigner
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

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

    vector = [
        ("FresnelS[xs]", lambda: sp.fresnel(x)[0], mpmath.fresnels),
        ("SinIntegral[xs]", lambda: sp.sici(x)[0], mpmath.si),
        ("AiryBi[xs]", lambda: sp.airy(x)[2], mpmath.airybi),
        ("JacobiSN[xs, 0.3]", lambda: sp.ellipj(x, 0.3)[0],
         lambda v: mpmath.ellipfun("sn", v, 0.3)),
        ("SphericalBesselJ[2, xs]", lambda: sp.spherical_jn(2, x),
         lambda v: mpmath.sqrt(mpmath.pi / (2 * v)) * mpmath.besselj(2.5, v)),
        ("Erfi[xs]", lambda: sp.erfi(x), mpmath.erfi),
    ]
    for text, direct, _ in vector:
        yield (text.replace("xs", "packed"), timed(text), direct, "scipy.special")
    for text, _, scalar in vector:
        yield (text.replace("xs", "list2000"), timed(text.replace("xs", "small")),
               lambda scalar=scalar: [scalar(v) for v in small], "mpmath loop")

    def at1000(fn):
        def go():
            with mpmath.workdps(1000):
                return fn()
        return go
    yield ("N[FresnelS[2], 1000]", timed("N[FresnelS[2], 1000]"),
           at1000(lambda: mpmath.fresnels(2)), "mpmath")
    yield ("N[JacobiSN[1/2, 1/3], 1000]", timed("N[JacobiSN[1/2, 1/3], 1000]"),
           at1000(lambda: mpmath.ellipfun("sn", mpmath.mpf(1) / 2, mpmath.mpf(1) / 3)),
           "mpmath")
    from sympy import Rational as R
    from sympy.core.cache import clear_cache
    from sympy.physics.wigner import wigner_3j, wigner_6j

    def uncached(fn):
        def go():
            clear_cache()
            return fn()
        return go
    yield ("ThreeJSymbol[{6,2},{9/2,-1/2},..]",
           timed("ThreeJSymbol[{6, 2}, {9/2, -1/2}, {15/2, -3/2}]"),
           uncached(lambda: wigner_3j(6, R(9, 2), R(15, 2), 2, R(-1, 2), R(-3, 2))),
           "sympy wigner_3j")
    yield ("SixJSymbol[{4,5,6},{5,4,3}]", timed("SixJSymbol[{4, 5, 6}, {5, 4, 3}]"),
           uncached(lambda: wigner_6j(4, 5, 6, 5, 4, 3)), "sympy wigner_6j")


def _special_bench():
    """bench/special.py as a module: its measuring and printing serve this script too."""
    import importlib.util
    import os
    spec = importlib.util.spec_from_file_location("bench_special",
                                                  os.path.join(_common.HERE, "special.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


if __name__ == "__main__":
    bench = _special_bench()
    main, rows = bench.main, bench.rows
    want_rows, quick, _ = _common.flags()
    if want_rows:
        rows(quick, cases)
    else:
        main(quick, cases)
