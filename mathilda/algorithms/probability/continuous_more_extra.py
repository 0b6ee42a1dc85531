"""Benktander type I and II (BenktanderGibratDistribution, BenktanderWeibullDistribution)
and HoytDistribution (round 5).  No scipy.stats counterparts: the machine functions are
NumPy forms of the same formulas (``numeric_ufuncs``: quantiles by root finding on the CDF,
a CDF by quadrature where the page gives none), and variates invert the CDF (Benktander) or
take the norm of two normal variates of unequal variance (Hoyt)."""

from mathilda.algorithms.probability.build import E, F, Pi, pw, sqrt
from mathilda.algorithms.probability.families import CONTINUOUS, POSITIVE, family

__all__ = ["numeric_ufuncs"]


def numeric_ufuncs(pdf, cdf, lo, hi_guess):
    """pdf/cdf/sf/quantile/inverse_sf of parameters and an array, from scalar-vectorised
    NumPy ``pdf(ps, x)`` and ``cdf(ps, x)``; quantiles by brentq in [lo, ...)."""
    import numpy as np

    def quantile(*a):
        from scipy.optimize import brentq
        *ps, q = a
        q = np.asarray(q, float)
        out = []
        for v in q.reshape(-1):
            if v <= 0:
                out.append(lo(ps))
                continue
            if v >= 1:
                out.append(np.inf)
                continue
            a0, b0 = lo(ps), hi_guess(ps)
            while cdf(ps, np.array([b0]))[0] < v and b0 < 1e300:
                b0 = a0 + 2 * (b0 - a0)
            out.append(brentq(lambda t: cdf(ps, np.array([t]))[0] - v, a0, b0, xtol=1e-14,
                              rtol=1e-14))
        return np.array(out).reshape(q.shape)

    return {"pdf": lambda *a: pdf(a[:-1], np.asarray(a[-1], float)),
            "cdf": lambda *a: cdf(a[:-1], np.asarray(a[-1], float)),
            "sf": lambda *a: 1 - cdf(a[:-1], np.asarray(a[-1], float)),
            "quantile": quantile,
            "inverse_sf": lambda *a: quantile(*a[:-1], 1 - np.asarray(a[-1], float))}


def _gibrat_np():
    import numpy as np

    def sf(ps, x):
        a, b = ps
        with np.errstate(all="ignore"):
            xx = np.maximum(x, 1.0)
            L = np.log(xx)
            return np.where(x < 1, 1.0, (1 + 2 * b * L / a) * xx ** (-(a + 1) - b * L))

    def pdf(ps, x):
        a, b = ps
        with np.errstate(all="ignore"):
            xx = np.maximum(x, 1.0)
            L = np.log(xx)
            v = xx ** (-2 - a - b * L) * ((1 + 2 * b * L / a) * (a + 1 + 2 * b * L) - 2 * b / a)
            return np.where(x < 1, 0.0, v)

    return numeric_ufuncs(pdf, lambda ps, x: 1 - sf(ps, x), lambda ps: 1.0,
                          lambda ps: 2.0)


def _inverse_sample(cls):
    def sample(rng, *a):
        *ps, n = a
        return cls.ufuncs()["quantile"](*ps, rng.uniform(0.0, 1.0, n))
    cls.sample = staticmethod(sample)
    return cls


def _support_from_one(*ps):
    from mathilda.algorithms.probability.build import oo
    return 1, oo


@_inverse_sample
@family
class BenktanderGibrat:
    head, nargs, kind = "BenktanderGibratDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = _support_from_one
    ufuncs = staticmethod(_gibrat_np)

    def relations(a, b):
        if a is not None and b is not None and not isinstance(a, complex) and \
                not isinstance(b, complex) and not b <= a * (a + 1) / 2:
            return "b <= a (1 + a)/2"
        return ""

    def pdf(a, b, x):
        L = F.Log(x)
        return pw((x ** (-2 - a - b * L) * ((1 + 2 * b * L / a) * (1 + a + 2 * b * L) - 2 * b / a),
                   x >= 1))

    def cdf(a, b, x):
        L = F.Log(x)
        return pw((1 - x ** (-1 - a - b * L) * (1 + 2 * b * L / a), x >= 1))

    def mean(a, b):
        return 1 + 1 / a


def _weibull_np():
    import numpy as np

    def sf(ps, x):
        a, b = ps
        with np.errstate(all="ignore"):
            xx = np.maximum(x, 1.0)
            return np.where(x < 1, 1.0, xx ** (b - 1) * np.exp(-a / b * (xx ** b - 1)))

    def pdf(ps, x):
        a, b = ps
        with np.errstate(all="ignore"):
            xx = np.maximum(x, 1.0)
            v = np.exp(-a / b * (xx ** b - 1)) * xx ** (b - 2) * (a * xx ** b - b + 1)
            return np.where(x < 1, 0.0, v)

    return numeric_ufuncs(pdf, lambda ps, x: 1 - sf(ps, x), lambda ps: 1.0, lambda ps: 2.0)


@_inverse_sample
@family
class BenktanderWeibull:
    head, nargs, kind = "BenktanderWeibullDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = _support_from_one
    ufuncs = staticmethod(_weibull_np)

    def relations(a, b):
        if b is not None and not isinstance(b, complex) and not b <= 1:
            return "b <= 1"
        return ""

    def pdf(a, b, x):
        return pw((E ** (-a * (x ** b - 1) / b) * x ** (b - 2) * (1 - b + a * x ** b), x >= 1))

    def cdf(a, b, x):
        return pw((1 - E ** (-a * (x ** b - 1) / b) * x ** (b - 1), x >= 1))

    def mean(a, b):
        return 1 + 1 / a


def _hoyt_np():
    import numpy as np
    from scipy.integrate import quad
    from scipy.special import i0e

    def pdf(ps, x):
        q, w = ps
        with np.errstate(all="ignore"):
            xx = np.maximum(x, 0.0)
            arg = (1 - q ** 4) * xx ** 2 / (4 * q * q * w)
            expo = -(1 + q * q) ** 2 * xx ** 2 / (4 * q * q * w) + np.abs(arg)
            v = (1 + q * q) * xx / (q * w) * np.exp(expo) * i0e(arg)
            return np.where(x > 0, v, 0.0)

    def cdf(ps, x):
        out = []
        for v in np.asarray(x, float).reshape(-1):
            if v <= 0:
                out.append(0.0)
            else:
                out.append(min(1.0, quad(lambda t: pdf(ps, np.array([t]))[0], 0, v,
                                         epsabs=1e-14, epsrel=1e-12, limit=200)[0]))
        return np.array(out).reshape(np.shape(x))

    return numeric_ufuncs(pdf, cdf, lambda ps: 0.0, lambda ps: 2 * ps[1] ** 0.5)


@family
class Hoyt:
    head, nargs, kind = "HoytDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    ufuncs = staticmethod(_hoyt_np)

    def relations(q, w):
        if q is not None and not isinstance(q, complex) and not q <= 1:
            return "0 < q <= 1"
        return ""

    def support(q, w):
        from mathilda.algorithms.probability.build import oo
        return 0, oo

    def pdf(q, w, x):
        return pw(((1 + q ** 2) * x / (q * w) * E ** (-(1 + q ** 2) ** 2 * x ** 2 / (4 * q ** 2 * w))
                   * F.BesselI(0, (1 - q ** 4) * x ** 2 / (4 * q ** 2 * w)), x > 0))

    def mean(q, w):
        return sqrt(2 / Pi) * sqrt(w / (1 + q ** 2)) * F.EllipticE(1 - q ** 2)

    def variance(q, w):
        return w - 2 * w * F.EllipticE(1 - q ** 2) ** 2 / (Pi * (1 + q ** 2))

    def moment(q, w, r):
        return w if r == 2 else None

    def sample(rng, q, w, n):
        import numpy as np
        sx, sy = np.sqrt(w / (1 + q * q)), q * np.sqrt(w / (1 + q * q))
        return np.hypot(rng.normal(0.0, sx, n), rng.normal(0.0, sy, n))
