"""Numerical sums and products of series (NSum, NProduct) through mpmath.

    accelerated_sum(term, lo, hi, method, nterms, dps)   the sum of term(k), k = lo, lo+1, ...
    accelerated_product(term, lo, hi, method, nterms, dps)
    looks_divergent(term, lo, dps)                        a cheap divergence test (terms that
                                                          do not tend to 0, or positive terms
                                                          decaying like 1/k or slower)

``term`` takes a Python int (or, for the Euler-Maclaurin method, an mpmath real between
the integers) and returns an mpmath number; lo is an int or -inf, hi an int or
+inf.  The first ``nterms`` terms are added directly (the Wolfram Language's NSumTerms), the
tail is extrapolated with the method: "WynnEpsilon" (Shanks' transformation by Wynn's epsilon
algorithm), "EulerMaclaurin" (the Euler-Maclaurin formula), "AlternatingSigns" (Cohen,
Rodriguez Villegas and Zagier), or Automatic (Richardson extrapolation and Wynn's epsilon,
whichever converges).  A finite range is added term by term.
"""

__all__ = ["accelerated_sum", "accelerated_multi", "accelerated_product", "looks_divergent", "METHODS",
           "NotConverged"]

METHODS = {"Automatic": "r+s", "WynnEpsilon": "shanks", "EulerMaclaurin": "euler-maclaurin",
           "AlternatingSigns": "alternating"}


class NotConverged(Exception):
    """The extrapolation's error estimate stayed above the tolerance (value, error)."""

    def __init__(self, value, error):
        self.value = value
        self.error = error


def _direct(term, lo, hi, check):
    import mpmath
    total = mpmath.mpf(0)
    for k in range(lo, hi + 1):
        if check is not None and (k - lo) % 1024 == 0:
            check()
        total += term(k)
    return total


def accelerated_sum(term, lo, hi, method="Automatic", nterms=15, dps=15, check=None,
                    goal=None):
    import mpmath
    from mpmath.libmp import NoConvergence
    with mpmath.workdps(dps):
        if lo != -mpmath.inf and hi != mpmath.inf:
            return _direct(term, int(lo), int(hi), check)
        if lo == -mpmath.inf and hi == mpmath.inf:
            return (accelerated_sum(term, 0, hi, method, nterms, dps, check, goal)
                    + accelerated_sum(lambda k: term(-k), 1, mpmath.inf, method, nterms, dps,
                                      check, goal))
        if lo == -mpmath.inf:
            return accelerated_sum(lambda k: term(-k), -int(hi), mpmath.inf, method, nterms,
                                   dps, check, goal)
        lo = int(lo)
        head = _direct(term, lo, lo + nterms - 1, check) if nterms > 0 else mpmath.mpf(0)
        start = lo + max(nterms, 0)

        def f(k):
            if check is not None:
                check()
            # Euler-Maclaurin integrates and differentiates: it asks between the integers
            return term(int(k) if k == int(k) else k)
        tol = mpmath.mpf(10) ** -(goal if goal is not None else dps - 2)
        try:
            value = mpmath.nsum(f, [start, mpmath.inf], method=METHODS[method], tol=tol,
                                strict=True)
        except NoConvergence:
            value = mpmath.nsum(f, [start, mpmath.inf], method=METHODS[method], tol=tol)
            raise NotConverged(head + value, None)
        total = head + value
        return total


def accelerated_multi(term, intervals, method="Automatic", dps=15, check=None, goal=None):
    """A multiple sum over fixed integer ranges (some infinite) in one extrapolation over
    expanding hypercubes (mpmath's, the finite ranges innermost); term takes the indices."""
    import mpmath
    from mpmath.libmp import NoConvergence
    with mpmath.workdps(dps):
        def f(*ks):
            if check is not None:
                check()
            return term(*[int(k) for k in ks])
        tol = mpmath.mpf(10) ** -(goal if goal is not None else dps - 2)
        try:
            return mpmath.nsum(f, *intervals, method=METHODS[method], tol=tol, strict=True)
        except NoConvergence:
            raise NotConverged(mpmath.nsum(f, *intervals, method=METHODS[method], tol=tol),
                               None)


def accelerated_product(term, lo, hi, method="Automatic", nterms=15, dps=15, check=None,
                        goal=None):
    """The product of term(k): finite ranges directly, infinite ones as exp of the sum of
    the logarithms (the factors must tend to 1)."""
    import mpmath
    with mpmath.workdps(dps):
        if lo != -mpmath.inf and hi != mpmath.inf:
            total = mpmath.mpf(1)
            for k in range(int(lo), int(hi) + 1):
                if check is not None and (k - lo) % 1024 == 0:
                    check()
                total *= term(k)
            return total
        s = accelerated_sum(lambda k: mpmath.log(term(k)), lo, hi, method, nterms, dps, check,
                            goal)
        return mpmath.exp(s)


def looks_divergent(term, lo, dps=15, product=False):
    """True when the terms (for a product: the factors minus 1) plainly do not give a
    convergent series: they stay away from 0, or they keep one sign and k |a_k| does not
    decrease between k = 2^12 and 2^16 (decay like 1/k or slower)."""
    import mpmath
    with mpmath.workdps(dps):
        try:
            ks = [lo + 2 ** 12, lo + 2 ** 12 + 1, lo + 2 ** 14, lo + 2 ** 14 + 1,
                  lo + 2 ** 16, lo + 2 ** 16 + 1]
            vals = [term(k) - (1 if product else 0) for k in ks]
        except (ValueError, ZeroDivisionError, ArithmeticError, TypeError):
            return False
        if not all(mpmath.isfinite(v) for v in vals):
            return False
        mags = [abs(v) for v in vals]
        if mags[-1] > 1e-3 and mags[-1] >= 0.5 * mags[0]:
            return True
        reals = [mpmath.re(v) for v in vals]
        same_sign = all(r > 0 for r in reals) or all(r < 0 for r in reals)
        if same_sign and all(abs(mpmath.im(v)) <= abs(mpmath.re(v)) for v in vals):
            scaled = [m * k for m, k in zip(mags, ks)]
            if scaled[0] > 0 and scaled[-1] >= 0.9 * scaled[0]:
                return True
        return False
