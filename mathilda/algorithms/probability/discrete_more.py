"""More discrete families (round 5): BetaBinomial, BetaNegativeBinomial, LogSeries, Zipf,
Skellam, BorelTanner, Benford, Pascal, PoissonConsul, WaringYule.  Same shape as
``discrete.py``.  Where the reference page has no closed CDF, the CDF at a number is the
finite sum of the PDF up to ``Floor[x]`` (and stays unevaluated at a symbol).  Families
without a ``scipy.stats`` counterpart evaluate machine numbers from a table of the PMF
(``table_ufuncs``), and draw variates by inverting that table.
"""

from mathilda.algorithms.probability.build import (
    E, F, half_line, ineq, le, oo, pw, sqrt, wrap,
)
from mathilda.algorithms.probability.families import (
    DISCRETE, NONNEGINT, POSINT, POSITIVE, PROBABILITY, family,
    number_value,
)
from mathilda.core.expr import Integer, S

__all__ = ["table_ufuncs", "sum_cdf"]

_MAX_TERMS = 100000


def sum_cdf(pdf, lo, x, hi=None):
    """CDF at a number x as Sum[pdf(i), {i, lo, Floor[x]}] (0 below lo, 1 from hi on);
    None at a symbolic x or a sum too long to write out."""
    v = number_value(x.e)
    lov = number_value(wrap(lo).e)
    if v is None or isinstance(v, complex) or lov is None:
        return None
    import math
    if v < lov:
        return wrap(0)
    hv = number_value(wrap(hi).e) if hi is not None else None
    if hv is not None and v >= hv:
        return wrap(1)
    top = math.floor(v)
    if top - lov > _MAX_TERMS:
        return None
    terms = [pdf(wrap(Integer(k))) for k in range(int(lov), top + 1)]
    out = terms[0]
    for t in terms[1:]:
        out = out + t
    return out


def table_ufuncs(logpmf, lo):
    """pdf/cdf/sf/quantile/inverse_sf on machine numbers from ``logpmf(params, k_array)``
    (NumPy) over the integers from ``lo(params)``."""
    import numpy as np

    def table(ps, top):
        k = np.arange(lo(ps), top + 1, dtype=float)
        with np.errstate(all="ignore"):
            p = np.exp(logpmf(ps, k))
        return k, np.nan_to_num(p)

    def pdf(*a):
        *ps, x = a
        x = np.asarray(x, float)
        ok = (x == np.floor(x)) & (x >= lo(ps))
        with np.errstate(all="ignore"):
            v = np.exp(logpmf(ps, np.where(ok, x, lo(ps))))
        return np.where(ok, np.nan_to_num(v), 0.0)

    def cdf(*a):
        *ps, x = a
        x = np.asarray(x, float)
        fin = x[np.isfinite(x)]
        top = int(min(max(np.floor(fin.max()) if fin.size else lo(ps), lo(ps)),
                      lo(ps) + 10 ** 7))
        k, p = table(ps, top)
        c = np.minimum(np.cumsum(p), 1.0)
        idx = np.clip(np.floor(np.nan_to_num(x, posinf=top, neginf=lo(ps) - 1)) - lo(ps),
                      -1, len(c) - 1).astype(int)
        return np.where(x < lo(ps), 0.0, np.where(np.isposinf(x), 1.0,
                                                   c[np.maximum(idx, 0)]))

    def quantile(*a):
        *ps, q = a
        q = np.asarray(q, float)
        qmax = float(q.max()) if q.size else 0.0
        top = lo(ps) + 64
        while True:
            k, p = table(ps, top)
            c = np.cumsum(p)
            if c[-1] >= min(qmax, 1 - 1e-12) or top > lo(ps) + 10 ** 7:
                break
            top = lo(ps) + 4 * (top - lo(ps))
        idx = np.searchsorted(c, q * (1 - 1e-15), side="left")
        out = np.where(idx < len(k), k[np.minimum(idx, len(k) - 1)], np.inf)
        return np.where(q <= 0, float(lo(ps)), np.where(q >= 1, np.inf, out))

    return {"pdf": pdf, "cdf": cdf, "sf": lambda *a: 1 - cdf(*a), "quantile": quantile,
            "inverse_sf": lambda *a: quantile(*a[:-1], 1 - np.asarray(a[-1], float))}


def _table_family(cls, logpmf, lo):
    made = []

    def ufuncs():
        # built on first use: table_ufuncs imports NumPy, which start-up must not
        if not made:
            made.append(table_ufuncs(logpmf, lo))
        return made[0]
    cls.ufuncs = staticmethod(ufuncs)

    def sample(rng, *a):
        *ps, n = a
        return ufuncs()["quantile"](*ps, rng.uniform(0.0, 1.0, n)).astype("int64")
    cls.sample = staticmethod(sample)
    return cls


@family
class BetaBinomial:
    head, nargs, kind = "BetaBinomialDistribution", 3, DISCRETE
    checks = (POSITIVE, POSITIVE, NONNEGINT)

    def support(a, b, n):
        return 0, n

    def pdf(a, b, n, k):
        return pw((F.Beta(k + a, n - k + b) * F.Binomial(n, k) / F.Beta(a, b), le(0, k, n)))

    def cdf(a, b, n, x):
        return sum_cdf(lambda k: F.Beta(k + a, n - k + b) * F.Binomial(n, k) / F.Beta(a, b),
                       0, x, n)

    def mean(a, b, n):
        return n * a / (a + b)

    def variance(a, b, n):
        return n * a * b * (a + b + n) / ((a + b) ** 2 * (1 + a + b))

    def scipy(a, b, n):
        return "betabinom", (n, a, b), 0, 1

    def sample(rng, a, b, n, size):
        return rng.binomial(int(n), rng.beta(a, b, size))


@family
class BetaNegativeBinomial:
    head, nargs, kind = "BetaNegativeBinomialDistribution", 3, DISCRETE
    checks = (POSITIVE, POSITIVE, POSITIVE)
    support = half_line

    def pdf(a, b, n, k):
        return pw((F.Beta(n + a, k + b) * F.Gamma(k + n)
                   / (F.Beta(a, b) * F.Gamma(n) * F.Factorial(k)), k >= 0))

    def cdf(a, b, n, x):
        return sum_cdf(lambda k: F.Beta(n + a, k + b) * F.Gamma(k + n)
                       / (F.Beta(a, b) * F.Gamma(n) * F.Factorial(k)), 0, x)

    def mean(a, b, n):
        return pw((n * b / (a - 1), a > 1), default=oo)

    def variance(a, b, n):
        return pw((n * b * (a + n - 1) * (a + b - 1) / ((a - 2) * (a - 1) ** 2), a > 2),
                  default=oo)

    def scipy(a, b, n):
        return "betanbinom", (n, a, b), 0, 1

    def sample(rng, a, b, n, size):
        return rng.negative_binomial(n, rng.beta(a, b, size))


@family
class LogSeries:
    head, nargs, kind = "LogSeriesDistribution", 1, DISCRETE
    checks = (PROBABILITY,)

    def support(t):
        return 1, oo

    def pdf(t, k):
        return pw((-t ** k / (k * F.Log(1 - t)), k >= 1))

    def cdf(t, x):
        return sum_cdf(lambda k: -t ** k / (k * F.Log(1 - t)), 1, x)

    def mean(t):
        return -t / ((1 - t) * F.Log(1 - t))

    def variance(t):
        return -t * (t + F.Log(1 - t)) / ((1 - t) ** 2 * F.Log(1 - t) ** 2)

    def mgf(t, s):
        return F.Log(1 - E ** s * t) / F.Log(1 - t)

    def scipy(t):
        return "logser", (t,), 0, 1

    def sample(rng, t, n):
        return rng.logseries(t, n)


@family
class Zipf:
    head, nargs, kind = "ZipfDistribution", 1, DISCRETE
    checks = (POSITIVE,)

    def support(r):
        return 1, oo

    def pdf(r, k):
        return pw((k ** (-1 - r) / F.Zeta(1 + r), k >= 1))

    def cdf(r, x):
        return pw((F.HarmonicNumber(F.Floor(x), 1 + r) / F.Zeta(1 + r), x >= 1))

    def mean(r):
        return pw((F.Zeta(r) / F.Zeta(1 + r), r > 1), default=oo)

    def variance(r):
        return pw(((F.Zeta(r - 1) * F.Zeta(1 + r) - F.Zeta(r) ** 2) / F.Zeta(1 + r) ** 2,
                   r > 2), default=oo)

    def scipy(r):
        return "zipf", (1 + r,), 0, 1

    def sample(rng, r, n):
        return rng.zipf(1 + r, n)


@family
class ZipfFinite:
    head, nargs, kind = "ZipfDistribution", 2, DISCRETE
    checks = (POSINT, POSITIVE)

    def support(n, r):
        return 1, n

    def pdf(n, r, k):
        return pw((k ** (-1 - r) / F.HarmonicNumber(n, 1 + r), le(1, k, n)))

    def cdf(n, r, x):
        return pw((F.HarmonicNumber(F.Floor(x), 1 + r) / F.HarmonicNumber(n, 1 + r),
                   ineq(1, "<=", x, "<", n)), (1, x >= n))

    def mean(n, r):
        return F.HarmonicNumber(n, r) / F.HarmonicNumber(n, 1 + r)

    def variance(n, r):
        return (F.HarmonicNumber(n, r - 1) / F.HarmonicNumber(n, 1 + r)
                - F.HarmonicNumber(n, r) ** 2 / F.HarmonicNumber(n, 1 + r) ** 2)

    def scipy(n, r):
        return "zipfian", (1 + r, n), 0, 1

    def sample(rng, n, r, size):
        from scipy import stats
        return stats.zipfian(1 + r, int(n)).rvs(size=size, random_state=rng)


@family
class Skellam:
    head, nargs, kind = "SkellamDistribution", 2, DISCRETE
    checks = (POSITIVE, POSITIVE)

    def support(m1, m2):
        return -oo, oo

    def pdf(m1, m2, k):
        return E ** (-m1 - m2) * (m1 / m2) ** (k / 2) * F.BesselI(k, 2 * sqrt(m1 * m2))

    def cdf(m1, m2, x):
        # P(X <= k) = Q_{k+1}(Sqrt[2 m2], Sqrt[2 m1]) for k >= 0, 1 - Q_{-k}(Sqrt[2 m1],
        # Sqrt[2 m2]) for k < 0 (Q the Marcum Q function, k = Floor[x])
        k, a, b = F.Floor(x), sqrt(2 * m1), sqrt(2 * m2)
        return pw((1 - F.MarcumQ(-k, a, b), x < 0), default=F.MarcumQ(1 + k, b, a))

    def mean(m1, m2):
        return m1 - m2

    def variance(m1, m2):
        return m1 + m2

    def skewness(m1, m2):
        return (m1 - m2) / (m1 + m2) ** (3 * wrap(1) / 2)

    def kurtosis(m1, m2):
        return 3 + 1 / (m1 + m2)

    def cf(m1, m2, t):
        i = wrap(S.I)
        return E ** (-m1 - m2 + m1 * E ** (i * t) + m2 * E ** (-i * t))

    def mgf(m1, m2, t):
        return E ** (-m1 - m2 + m1 * E ** t + m2 * E ** -t)

    def scipy(m1, m2):
        return "skellam", (m1, m2), 0, 1

    def sample(rng, m1, m2, n):
        return rng.poisson(m1, n) - rng.poisson(m2, n)


def _borel_logpmf(ps, k):
    import numpy as np
    from scipy.special import gammaln
    a, n = ps
    return (np.log(n) - a * k + (k - n) * np.log(a * k) - np.log(k) - gammaln(k - n + 1))


@family
class BorelTanner:
    head, nargs, kind = "BorelTannerDistribution", 2, DISCRETE
    checks = (PROBABILITY, POSINT)

    def support(a, n):
        return n, oo

    def pdf(a, n, k):
        return pw((n * E ** (-a * k) * (a * k) ** (k - n) / (k * F.Factorial(k - n)), k >= n))

    def cdf(a, n, x):
        return sum_cdf(lambda k: n * E ** (-a * k) * (a * k) ** (k - n)
                       / (k * F.Factorial(k - n)), n, x)

    def mean(a, n):
        return n / (1 - a)

    def variance(a, n):
        return a * n / (1 - a) ** 3


_table_family(BorelTanner, _borel_logpmf, lambda ps: int(ps[1]))


def _consul_logpmf(ps, k):
    import numpy as np
    from scipy.special import gammaln
    m, l = ps
    return np.log(m) + (k - 1) * np.log(m + k * l) - m - k * l - gammaln(k + 1)


@family
class PoissonConsul:
    head, nargs, kind = "PoissonConsulDistribution", 2, DISCRETE
    checks = (POSITIVE, PROBABILITY)
    support = half_line

    def pdf(m, l, k):
        return pw((m * (m + k * l) ** (k - 1) * E ** (-m - k * l) / F.Factorial(k), k >= 0))

    def cdf(m, l, x):
        return sum_cdf(lambda k: m * (m + k * l) ** (k - 1) * E ** (-m - k * l)
                       / F.Factorial(k), 0, x)

    def mean(m, l):
        return m / (1 - l)

    def variance(m, l):
        return m / (1 - l) ** 3


_table_family(PoissonConsul, _consul_logpmf, lambda ps: 0)


def _benford_logpmf(ps, k):
    import numpy as np
    b = ps[0]
    with np.errstate(all="ignore"):
        return np.where(k <= b - 1, np.log(np.log1p(1 / k) / np.log(b)), -np.inf)


@family
class Benford:
    head, nargs, kind = "BenfordDistribution", 1, DISCRETE
    checks = (POSINT,)

    def relations(b):
        return "b > 1" if b is not None and not isinstance(b, complex) and b < 2 else ""

    def support(b):
        return 1, b - 1

    def pdf(b, k):
        return pw((F.Log(b, 1 + 1 / k), le(1, k, b - 1)))

    def cdf(b, x):
        return pw((F.Log(b, 1 + F.Floor(x)), ineq(1, "<=", x, "<", b - 1)), (1, x >= b - 1))

    def mean(b):
        return b - 1 - F.Log(b, F.Gamma(b))


_table_family(Benford, _benford_logpmf, lambda ps: 1)


@family
class Pascal:
    head, nargs, kind = "PascalDistribution", 2, DISCRETE
    checks = (POSINT, PROBABILITY)

    def support(n, p):
        return n, oo

    def pdf(n, p, k):
        return pw(((1 - p) ** (k - n) * p ** n * F.Binomial(k - 1, n - 1), k >= n))

    def cdf(n, p, x):
        return pw((F.BetaRegularized(p, n, 1 - n + F.Floor(x)), x >= n))

    def mean(n, p):
        return n / p

    def variance(n, p):
        return n * (1 - p) / p ** 2

    def skewness(n, p):
        return (2 - p) / sqrt(n * (1 - p))

    def kurtosis(n, p):
        return 3 + (6 - 6 * p + p ** 2) / (n * (1 - p))

    def mgf(n, p, t):
        return (E ** t * p / (1 - E ** t * (1 - p))) ** n

    def scipy(n, p):
        return "nbinom", (n, p), n, 1

    def sample(rng, n, p, size):
        return n + rng.negative_binomial(n, p, size)


@family
class WaringYule2:
    head, nargs, kind = "WaringYuleDistribution", 2, DISCRETE
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(a, b, k):
        return pw((a * F.Pochhammer(b, k) / F.Pochhammer(a + b, k + 1), k >= 0))

    def cdf(a, b, x):
        return pw((1 - F.Pochhammer(b, 1 + F.Floor(x)) / F.Pochhammer(a + b, 1 + F.Floor(x)),
                   x >= 0))

    def mean(a, b):
        return pw((b / (a - 1), a > 1), default=oo)

    def variance(a, b):
        return pw((a * b * (a + b - 1) / ((a - 2) * (a - 1) ** 2), a > 2), default=oo)

    def scipy(a, b):
        return "betanbinom", (1, a, b), 0, 1

    def sample(rng, a, b, n):
        return rng.negative_binomial(1, rng.beta(a, b, n))


@family
class WaringYule1:
    head, nargs, kind = "WaringYuleDistribution", 1, DISCRETE
    checks = (POSITIVE,)
    support = half_line

    def pdf(a, k):
        return pw((a * F.Gamma(1 + a) * F.Gamma(1 + k) / F.Gamma(2 + a + k), k >= 0))

    def cdf(a, x):
        return pw((1 - F.Gamma(1 + a) * F.Gamma(2 + F.Floor(x)) / F.Gamma(2 + a + F.Floor(x)),
                   x >= 0))

    def mean(a):
        return pw((1 / (a - 1), a > 1), default=oo)

    def variance(a):
        return pw((a ** 2 / ((a - 2) * (a - 1) ** 2), a > 2), default=oo)

    def scipy(a):
        return "betanbinom", (1, a, 1), 0, 1     # yulesimon's cdf does not floor x

    def sample(rng, a, n):
        return rng.negative_binomial(1, rng.beta(a, 1.0, n))
