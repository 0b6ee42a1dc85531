"""Continuous parametric families on the positive reals (or [k, Infinity)): Exponential, Gamma,
ChiSquare, FRatio, LogNormal, Rayleigh, Weibull, Pareto, Erlang.  Same shape as
``continuous.py``.
"""

from fractions import Fraction

from mathilda.algorithms.probability.build import (
    E, F, I, Indeterminate, Pi, half, half_line, oo, pw, sqrt,
)
from mathilda.algorithms.probability.families import (
    CONTINUOUS, POSINT, POSITIVE, REAL, family,
)


def _gamma_moment(a, r, scale):
    """scale^r a (a + 1) ... (a + r - 1) for an integer r >= 0, else scale^r Pochhammer[a, r]."""
    if isinstance(r, int):
        out = scale ** r
        for k in range(r):
            out = out * (a + k)
        return out
    return scale ** r * F.Pochhammer(a, r)


@family
class Exponential:
    head, nargs, kind = "ExponentialDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)

    support = half_line

    def pdf(l, x):
        return pw((E ** (-x * l) * l, x >= 0))

    def cdf(l, x):
        return pw((1 - E ** (-x * l), x >= 0))

    def sf(l, x):
        return pw((E ** (-x * l), x >= 0), default=1)

    def hazard(l, x):
        return pw((l, x >= 0))

    def quantile(l, q):
        return -F.Log(1 - q) / l

    def median(l):
        return F.Log(2) / l

    def mean(l):
        return 1 / l

    def variance(l):
        return l ** -2

    def skewness(l):
        return 2

    def kurtosis(l):
        return 9

    def cf(l, t):
        return 1 / (1 - I * t / l)

    def mgf(l, t):
        return 1 / (1 - t / l)

    def moment(l, r):
        return l ** -r * F.Factorial(r)

    def cumulant(l, r):
        return l ** -r * F.Factorial(r - 1)

    def scipy(l):
        return "expon", (), 0.0, 1.0 / l

    def sample(rng, l, n):
        return rng.exponential(1.0 / l, n)


@family
class Gamma:
    head, nargs, kind = "GammaDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)

    support = half_line

    def pdf(a, b, x):
        return pw((E ** (-x / b) * x ** (a - 1) * b ** -a / F.Gamma(a), x > 0))

    def cdf(a, b, x):
        return pw((F.GammaRegularized(a, 0, x / b), x > 0))

    def sf(a, b, x):
        return pw((F.GammaRegularized(a, x / b), x > 0), default=1)

    def quantile(a, b, q):
        return b * F.InverseGammaRegularized(a, 0, q)

    def median(a, b):
        return b * F.InverseGammaRegularized(a, 0, half)

    def mean(a, b):
        return a * b

    def variance(a, b):
        return a * b ** 2

    def skewness(a, b):
        return 2 / sqrt(a)

    def kurtosis(a, b):
        return 3 + 6 / a

    def cf(a, b, t):
        return (1 - I * t * b) ** -a

    def mgf(a, b, t):
        return (1 - t * b) ** -a

    def moment(a, b, r):
        return _gamma_moment(a, r, b)

    def cumulant(a, b, r):
        return a * b ** r * F.Factorial(r - 1)

    def scipy(a, b):
        return "gamma", (a,), 0.0, b

    def sample(rng, a, b, n):
        return rng.gamma(a, b, n)


@family
class ChiSquare:
    head, nargs, kind = "ChiSquareDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)

    support = half_line

    def pdf(v, x):
        return pw((2 ** (-v / 2) * E ** (-x / 2) * x ** (v / 2 - 1) / F.Gamma(v / 2), x > 0))

    def cdf(v, x):
        return pw((F.GammaRegularized(v / 2, 0, x / 2), x > 0))

    def sf(v, x):
        return pw((F.GammaRegularized(v / 2, x / 2), x > 0), default=1)

    def quantile(v, q):
        return 2 * F.InverseGammaRegularized(v / 2, 0, q)

    def median(v):
        return 2 * F.InverseGammaRegularized(v / 2, 0, half)

    def mean(v):
        return v

    def variance(v):
        return 2 * v

    def skewness(v):
        return 2 * sqrt(2) * sqrt(1 / v)

    def kurtosis(v):
        return 3 + 12 / v

    def cf(v, t):
        return (1 - 2 * I * t) ** (-v / 2)

    def mgf(v, t):
        return (1 - 2 * t) ** (-v / 2)

    def moment(v, r):
        return _gamma_moment(v / 2, r, 2)

    def scipy(v):
        return "chi2", (v,), 0.0, 1.0

    def sample(rng, v, n):
        return rng.chisquare(v, n)


@family
class FRatio:
    head, nargs, kind = "FRatioDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)

    support = half_line

    def pdf(n, m, x):
        return pw((m ** (m / 2) * n ** (n / 2) * x ** (n / 2 - 1) * (m + n * x) ** ((-m - n) / 2)
                   / F.Beta(n / 2, m / 2), x > 0))

    def cdf(n, m, x):
        return pw((F.BetaRegularized(n * x / (m + n * x), n / 2, m / 2), x > 0))

    def quantile(n, m, q):
        y = F.InverseBetaRegularized(q, n / 2, m / 2)
        return m * y / (n * (1 - y))

    def mean(n, m):
        return pw((m / (m - 2), m > 2), default=Indeterminate)

    def variance(n, m):
        return pw((2 * m ** 2 * (m + n - 2) / ((m - 4) * (m - 2) ** 2 * n), m > 4),
                  default=Indeterminate)

    def skewness(n, m):
        return pw((2 * sqrt(2) * sqrt(m - 4) * (m + 2 * n - 2)
                   / ((m - 6) * sqrt(n) * sqrt(m + n - 2)), m > 6), default=Indeterminate)

    def kurtosis(n, m):
        return pw((3 + 12 * (n * (5 * m - 22) * (m + n - 2) + (m - 4) * (m - 2) ** 2)
                   / ((m - 8) * (m - 6) * n * (m + n - 2)), m > 8), default=Indeterminate)

    def scipy(n, m):
        return "f", (n, m), 0.0, 1.0

    def sample(rng, n, m, size):
        return rng.f(n, m, size)


@family
class LogNormal:
    head, nargs, kind = "LogNormalDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    support = half_line

    def pdf(m, s, x):
        return pw((E ** (-(F.Log(x) - m) ** 2 / (2 * s ** 2)) / (sqrt(2 * Pi) * x * s), x > 0))

    def cdf(m, s, x):
        return pw((half * F.Erfc((m - F.Log(x)) / (sqrt(2) * s)), x > 0))

    def sf(m, s, x):
        return pw((half * F.Erfc((F.Log(x) - m) / (sqrt(2) * s)), x > 0), default=1)

    def quantile(m, s, q):
        return E ** (m - sqrt(2) * s * F.InverseErfc(2 * q))

    def median(m, s):
        return E ** m

    def mean(m, s):
        return E ** (m + s ** 2 / 2)

    def variance(m, s):
        return E ** (2 * m + s ** 2) * (E ** (s ** 2) - 1)

    def skewness(m, s):
        return sqrt(E ** (s ** 2) - 1) * (2 + E ** (s ** 2))

    def kurtosis(m, s):
        return -3 + 3 * E ** (2 * s ** 2) + 2 * E ** (3 * s ** 2) + E ** (4 * s ** 2)

    def moment(m, s, r):
        return E ** (r * m + r ** 2 * s ** 2 / 2)

    def scipy(m, s):
        import math
        return "lognorm", (s,), 0.0, math.exp(m)

    def sample(rng, m, s, n):
        return rng.lognormal(m, s, n)


@family
class Rayleigh:
    head, nargs, kind = "RayleighDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)

    support = half_line

    def pdf(s, x):
        return pw((E ** (-x ** 2 / (2 * s ** 2)) * x / s ** 2, x >= 0))

    def cdf(s, x):
        return pw((1 - E ** (-x ** 2 / (2 * s ** 2)), x >= 0))

    def sf(s, x):
        return pw((E ** (-x ** 2 / (2 * s ** 2)), x >= 0), default=1)

    def hazard(s, x):
        return pw((x / s ** 2, x >= 0))

    def quantile(s, q):
        return sqrt(2) * s * sqrt(-F.Log(1 - q))

    def median(s):
        return sqrt(2 * F.Log(2)) * s

    def mean(s):
        return sqrt(Pi / 2) * s

    def variance(s):
        return (2 - Pi / 2) * s ** 2

    def skewness(s):
        return 2 * sqrt(Pi) * (Pi - 3) / (4 - Pi) ** Fraction(3, 2)

    def kurtosis(s):
        return (32 - 3 * Pi ** 2) / (4 - Pi) ** 2

    def moment(s, r):
        return 2 ** (r / 2) * s ** r * F.Gamma(1 + r / 2)

    def scipy(s):
        return "rayleigh", (), 0.0, s

    def sample(rng, s, n):
        return rng.rayleigh(s, n)


@family
class Weibull:
    head, nargs, kind = "WeibullDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)

    support = half_line

    def pdf(a, b, x):
        return pw((a * E ** (-(x / b) ** a) * (x / b) ** (a - 1) / b, x > 0))

    def cdf(a, b, x):
        return pw((1 - E ** (-(x / b) ** a), x > 0))

    def sf(a, b, x):
        return pw((E ** (-(x / b) ** a), x > 0), default=1)

    def quantile(a, b, q):
        return b * (-F.Log(1 - q)) ** (1 / a)

    def median(a, b):
        return b * F.Log(2) ** (1 / a)

    def mean(a, b):
        return b * F.Gamma(1 + 1 / a)

    def variance(a, b):
        return b ** 2 * (F.Gamma(1 + 2 / a) - F.Gamma(1 + 1 / a) ** 2)

    def skewness(a, b):
        g1, g2, g3 = F.Gamma(1 + 1 / a), F.Gamma(1 + 2 / a), F.Gamma(1 + 3 / a)
        return (2 * g1 ** 3 - 3 * g1 * g2 + g3) / (g2 - g1 ** 2) ** Fraction(3, 2)

    def kurtosis(a, b):
        g1, g2, g3, g4 = (F.Gamma(1 + k / a) for k in (1, 2, 3, 4))
        return (-3 * g1 ** 4 + 6 * g1 ** 2 * g2 - 4 * g1 * g3 + g4) / (g1 ** 2 - g2) ** 2

    def moment(a, b, r):
        return b ** r * F.Gamma(1 + r / a)

    def scipy(a, b):
        return "weibull_min", (a,), 0.0, b

    def sample(rng, a, b, n):
        return b * rng.weibull(a, n)


@family
class Pareto:
    head, nargs, kind = "ParetoDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)

    def support(k, a):
        return k, oo

    def pdf(k, a, x):
        return pw((a * k ** a * x ** (-1 - a), x >= k))

    def cdf(k, a, x):
        return pw((1 - (k / x) ** a, x >= k))

    def sf(k, a, x):
        return pw(((k / x) ** a, x >= k), default=1)

    def quantile(k, a, q):
        return k * (1 - q) ** (-1 / a)

    def median(k, a):
        return 2 ** (1 / a) * k

    def mean(k, a):
        return pw((k * a / (a - 1), a > 1), default=Indeterminate)

    def variance(k, a):
        return pw((k ** 2 * a / ((a - 2) * (a - 1) ** 2), a > 2), default=Indeterminate)

    def skewness(k, a):
        return pw((2 * (1 + a) * sqrt((a - 2) / a) / (a - 3), a > 3), default=Indeterminate)

    def kurtosis(k, a):
        return pw((3 * (a - 2) * (2 + a + 3 * a ** 2) / ((a - 4) * (a - 3) * a), a > 4),
                  default=Indeterminate)

    def moment(k, a, r):
        return pw((k ** r * a / (a - r), a > r), default=Indeterminate)

    def scipy(k, a):
        return "pareto", (a,), 0.0, k

    def sample(rng, k, a, n):
        return k * (1.0 + rng.pareto(a, n))


@family
class Erlang:
    head, nargs, kind = "ErlangDistribution", 2, CONTINUOUS
    checks = (POSINT, POSITIVE)

    support = half_line

    def pdf(k, l, x):
        return pw((E ** (-x * l) * x ** (k - 1) * l ** k / F.Factorial(k - 1), x > 0))

    def cdf(k, l, x):
        return pw((F.GammaRegularized(k, 0, x * l), x > 0))

    def sf(k, l, x):
        return pw((F.GammaRegularized(k, x * l), x > 0), default=1)

    def quantile(k, l, q):
        return F.InverseGammaRegularized(k, 0, q) / l

    def median(k, l):
        return F.InverseGammaRegularized(k, 0, half) / l

    def mean(k, l):
        return k / l

    def variance(k, l):
        return k / l ** 2

    def skewness(k, l):
        return 2 / sqrt(k)

    def kurtosis(k, l):
        return 3 + 6 / k

    def cf(k, l, t):
        return (1 - I * t / l) ** -k

    def mgf(k, l, t):
        return (1 - t / l) ** -k

    def moment(k, l, r):
        return _gamma_moment(k, r, 1 / l)

    def scipy(k, l):
        return "gamma", (k,), 0.0, 1.0 / l

    def sample(rng, k, l, n):
        return rng.gamma(k, 1.0 / l, n)
