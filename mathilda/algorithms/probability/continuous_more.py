"""More continuous families on the positive reals (round 5): Chi, HalfNormal, InverseGamma,
InverseGaussian, InverseChiSquare, Levy, Maxwell, Frechet, LogLogistic, BetaPrime,
GompertzMakeham, BirnbaumSaunders, Dagum, Nakagami, Rice, NoncentralChiSquare,
NoncentralFRatio.  Same shape as ``positive.py``: formulas as the reference pages print them,
``scipy`` for machine numbers, ``sample`` with a NumPy Generator (``scipy_sample`` where NumPy
has no direct sampler).
"""

from mathilda.algorithms.probability.build import (
    E, F, I, Indeterminate, Pi, half, half_line, oo, pw, sqrt,
)
from mathilda.algorithms.probability.families import (
    CONTINUOUS, POSITIVE, NONNEGATIVE, REAL, family,
)

__all__ = ["scipy_sample"]


def scipy_sample(fam, rng, params, n):
    """n variates of ``fam`` drawn through its scipy.stats counterpart with ``rng``."""
    from scipy import stats
    name, shapes, loc, scale = fam.scipy(*params)
    if fam.kind is CONTINUOUS:
        return getattr(stats, name)(*shapes, loc=loc, scale=scale).rvs(size=n, random_state=rng)
    return getattr(stats, name)(*shapes, loc=loc).rvs(size=n, random_state=rng)


@family
class Chi:
    head, nargs, kind = "ChiDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)
    support = half_line

    def pdf(v, x):
        return pw((2 ** (1 - v / 2) * E ** (-x ** 2 / 2) * x ** (v - 1) / F.Gamma(v / 2), x > 0))

    def cdf(v, x):
        return pw((F.GammaRegularized(v / 2, 0, x ** 2 / 2), x > 0))

    def quantile(v, q):
        return sqrt(2) * sqrt(F.InverseGammaRegularized(v / 2, 0, q))

    def mean(v):
        return sqrt(2) * F.Gamma((1 + v) / 2) / F.Gamma(v / 2)

    def variance(v):
        return v - 2 * F.Gamma((1 + v) / 2) ** 2 / F.Gamma(v / 2) ** 2

    def moment(v, r):
        return 2 ** (r / 2) * F.Gamma((r + v) / 2) / F.Gamma(v / 2)

    def scipy(v):
        return "chi", (v,), 0.0, 1.0

    def sample(rng, v, n):
        import numpy as np
        return np.sqrt(rng.chisquare(v, n))


@family
class HalfNormal:
    head, nargs, kind = "HalfNormalDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)
    support = half_line

    def pdf(t, x):
        return pw((2 * t * E ** (-x ** 2 * t ** 2 / Pi) / Pi, x >= 0))

    def cdf(t, x):
        return pw((F.Erf(t * x / sqrt(Pi)), x >= 0))

    def quantile(t, q):
        return sqrt(Pi) * F.InverseErf(q) / t

    def mean(t):
        return 1 / t

    def variance(t):
        return (Pi - 2) / (2 * t ** 2)

    def skewness(t):
        return sqrt(2) * (4 - Pi) / (Pi - 2) ** (3 * half)

    def kurtosis(t):
        return 3 + 8 * (Pi - 3) / (Pi - 2) ** 2

    def moment(t, r):
        return Pi ** ((r - 1) / 2) * t ** -r * F.Gamma((1 + r) / 2)

    def scipy(t):
        import math
        return "halfnorm", (), 0.0, math.sqrt(math.pi / 2) / t

    def sample(rng, t, n):
        import math
        import numpy as np
        return np.abs(rng.normal(0.0, math.sqrt(math.pi / 2) / t, n))


@family
class InverseGamma:
    head, nargs, kind = "InverseGammaDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(a, b, x):
        return pw((E ** (-b / x) * (b / x) ** a / (x * F.Gamma(a)), x > 0))

    def cdf(a, b, x):
        return pw((F.GammaRegularized(a, b / x), x > 0))

    def quantile(a, b, q):
        return b / F.InverseGammaRegularized(a, q)

    def mean(a, b):
        return pw((b / (a - 1), a > 1), default=oo)

    def variance(a, b):
        return pw((b ** 2 / ((a - 2) * (a - 1) ** 2), a > 2), default=oo)

    def skewness(a, b):
        return pw((4 * sqrt(a - 2) / (a - 3), a > 3), default=Indeterminate)

    def kurtosis(a, b):
        return pw((3 * (a - 2) * (5 + a) / ((a - 4) * (a - 3)), a > 4), default=Indeterminate)

    def moment(a, b, r):
        return pw((b ** r * F.Gamma(a - r) / F.Gamma(a), a > r), default=oo)

    def scipy(a, b):
        return "invgamma", (a,), 0.0, b

    def sample(rng, a, b, n):
        return b / rng.gamma(a, 1.0, n)


@family
class InverseGaussian:
    head, nargs, kind = "InverseGaussianDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(m, l, x):
        return pw((sqrt(l / (2 * Pi)) * E ** (-l * (x - m) ** 2 / (2 * m ** 2 * x))
                   / x ** (3 * half), x > 0))

    def cdf(m, l, x):
        return pw((half * (E ** (2 * l / m) * F.Erfc(sqrt(l) * (m + x) / (sqrt(2) * m * sqrt(x)))
                           + F.Erfc(sqrt(l) * (m - x) / (sqrt(2) * m * sqrt(x)))), x > 0))

    def mean(m, l):
        return m

    def variance(m, l):
        return m ** 3 / l

    def skewness(m, l):
        return 3 * sqrt(m / l)

    def kurtosis(m, l):
        return 3 + 15 * m / l

    def cf(m, l, t):
        return E ** (l * (1 - sqrt(1 - 2 * I * m ** 2 * t / l)) / m)

    def mgf(m, l, t):
        return E ** (l * (1 - sqrt(1 - 2 * m ** 2 * t / l)) / m)

    def scipy(m, l):
        return "invgauss", (m / l,), 0.0, l

    def sample(rng, m, l, n):
        return rng.wald(m, l, n)


@family
class InverseChiSquare:
    head, nargs, kind = "InverseChiSquareDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)
    support = half_line

    def pdf(v, x):
        return pw((2 ** (-v / 2) * E ** (-1 / (2 * x)) * x ** (-1 - v / 2) / F.Gamma(v / 2),
                   x > 0))

    def cdf(v, x):
        return pw((F.GammaRegularized(v / 2, 1 / (2 * x)), x > 0))

    def quantile(v, q):
        return 1 / (2 * F.InverseGammaRegularized(v / 2, q))

    def mean(v):
        return pw((1 / (v - 2), v > 2), default=oo)

    def variance(v):
        return pw((2 / ((v - 4) * (v - 2) ** 2), v > 4), default=oo)

    def scipy(v):
        return "invgamma", (v / 2,), 0.0, 0.5

    def sample(rng, v, n):
        return 1 / rng.chisquare(v, n)


@family
class ScaledInverseChiSquare:
    head, nargs, kind = "InverseChiSquareDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(v, s, x):
        return pw(((v * s / 2) ** (v / 2) * E ** (-v * s / (2 * x)) * x ** (-1 - v / 2)
                   / F.Gamma(v / 2), x > 0))

    def cdf(v, s, x):
        return pw((F.GammaRegularized(v / 2, v * s / (2 * x)), x > 0))

    def quantile(v, s, q):
        return v * s / (2 * F.InverseGammaRegularized(v / 2, q))

    def mean(v, s):
        return pw((v * s / (v - 2), v > 2), default=oo)

    def variance(v, s):
        return pw((2 * v ** 2 * s ** 2 / ((v - 4) * (v - 2) ** 2), v > 4), default=oo)

    def scipy(v, s):
        return "invgamma", (v / 2,), 0.0, v * s / 2

    def sample(rng, v, s, n):
        return v * s / rng.chisquare(v, n)


@family
class Levy:
    head, nargs, kind = "LevyDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def support(m, s):
        return m, oo

    def pdf(m, s, x):
        return pw((sqrt(s / (2 * Pi)) * E ** (-s / (2 * (x - m))) / (x - m) ** (3 * half),
                   x > m))

    def cdf(m, s, x):
        return pw((F.Erfc(sqrt(s / (2 * (x - m)))), x > m))

    def quantile(m, s, q):
        return m + s / (2 * F.InverseErfc(q) ** 2)

    def median(m, s):
        return m + s / (2 * F.InverseErfc(half) ** 2)

    def mean(m, s):
        return oo

    def variance(m, s):
        return oo

    def skewness(m, s):
        return Indeterminate

    def kurtosis(m, s):
        return Indeterminate

    def scipy(m, s):
        return "levy", (), m, s

    def sample(rng, m, s, n):
        return m + s / rng.normal(0.0, 1.0, n) ** 2


@family
class Maxwell:
    head, nargs, kind = "MaxwellDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)
    support = half_line

    def pdf(s, x):
        return pw((sqrt(2 / Pi) * x ** 2 * E ** (-x ** 2 / (2 * s ** 2)) / s ** 3, x > 0))

    def cdf(s, x):
        return pw((F.GammaRegularized(3 * half, 0, x ** 2 / (2 * s ** 2)), x > 0))

    def quantile(s, q):
        return sqrt(2) * s * sqrt(F.InverseGammaRegularized(3 * half, 0, q))

    def mean(s):
        return 2 * sqrt(2 / Pi) * s

    def variance(s):
        return (3 - 8 / Pi) * s ** 2

    def skewness(s):
        return 2 * sqrt(2) * (16 - 5 * Pi) / (3 * Pi - 8) ** (3 * half)

    def kurtosis(s):
        return (15 * Pi ** 2 + 16 * Pi - 192) / (3 * Pi - 8) ** 2

    def moment(s, r):
        return 2 ** (1 + r / 2) * s ** r * F.Gamma((3 + r) / 2) / sqrt(Pi)

    def scipy(s):
        return "maxwell", (), 0.0, s

    def sample(rng, s, n):
        import numpy as np
        return s * np.sqrt(rng.chisquare(3, n))


@family
class Frechet:
    head, nargs, kind = "FrechetDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(a, b, x):
        return pw((a * E ** (-(x / b) ** -a) * (x / b) ** (-1 - a) / b, x > 0))

    def cdf(a, b, x):
        return pw((E ** (-(x / b) ** -a), x > 0))

    def quantile(a, b, q):
        return b * (-F.Log(q)) ** (-1 / a)

    def mean(a, b):
        return pw((b * F.Gamma(1 - 1 / a), a > 1), default=oo)

    def variance(a, b):
        return pw((b ** 2 * (F.Gamma(1 - 2 / a) - F.Gamma(1 - 1 / a) ** 2), a > 2), default=oo)

    def moment(a, b, r):
        return pw((b ** r * F.Gamma(1 - r / a), a > r), default=oo)

    def scipy(a, b):
        return "invweibull", (a,), 0.0, b

    def sample(rng, a, b, n):
        return b * rng.weibull(a, n) ** -1.0


@family
class FrechetLocation:
    head, nargs, kind = "FrechetDistribution", 3, CONTINUOUS
    checks = (POSITIVE, POSITIVE, REAL)

    def support(a, b, m):
        return m, oo

    def pdf(a, b, m, x):
        return pw((a * E ** (-((x - m) / b) ** -a) * ((x - m) / b) ** (-1 - a) / b, x > m))

    def cdf(a, b, m, x):
        return pw((E ** (-((x - m) / b) ** -a), x > m))

    def quantile(a, b, m, q):
        return m + b * (-F.Log(q)) ** (-1 / a)

    def mean(a, b, m):
        return pw((m + b * F.Gamma(1 - 1 / a), a > 1), default=oo)

    def variance(a, b, m):
        return pw((b ** 2 * (F.Gamma(1 - 2 / a) - F.Gamma(1 - 1 / a) ** 2), a > 2), default=oo)

    def scipy(a, b, m):
        return "invweibull", (a,), m, b

    def sample(rng, a, b, m, n):
        return m + b * rng.weibull(a, n) ** -1.0


@family
class LogLogistic:
    head, nargs, kind = "LogLogisticDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(g, s, x):
        return pw((g * (x / s) ** (g - 1) / (s * (1 + (x / s) ** g) ** 2), x > 0))

    def cdf(g, s, x):
        return pw((1 / (1 + (x / s) ** -g), x > 0))

    def quantile(g, s, q):
        return s * (q / (1 - q)) ** (1 / g)

    def median(g, s):
        return s

    def mean(g, s):
        return pw((Pi * s * F.Csc(Pi / g) / g, g > 1), default=Indeterminate)

    def variance(g, s):
        return pw((s ** 2 * (2 * Pi * F.Csc(2 * Pi / g) / g - Pi ** 2 * F.Csc(Pi / g) ** 2
                             / g ** 2), g > 2), default=Indeterminate)

    def moment(g, s, r):
        return pw((Pi * r * s ** r * F.Csc(Pi * r / g) / g, g > r), default=Indeterminate)

    def scipy(g, s):
        return "fisk", (g,), 0.0, s

    def sample(rng, g, s, n):
        u = rng.uniform(0.0, 1.0, n)
        return s * (u / (1 - u)) ** (1 / g)


@family
class BetaPrime:
    head, nargs, kind = "BetaPrimeDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(p, q, x):
        return pw((x ** (p - 1) * (1 + x) ** (-p - q) / F.Beta(p, q), x > 0))

    def cdf(p, q, x):
        return pw((F.BetaRegularized(x / (1 + x), p, q), x > 0))

    def quantile(p, q, u):
        return 1 / (-1 + 1 / F.InverseBetaRegularized(u, p, q))

    def mean(p, q):
        return pw((p / (q - 1), q > 1), default=oo)

    def variance(p, q):
        return pw((p * (p + q - 1) / ((q - 2) * (q - 1) ** 2), q > 2), default=oo)

    def moment(p, q, r):
        return pw((F.Gamma(p + r) * F.Gamma(q - r) / (F.Gamma(p) * F.Gamma(q)), q > r),
                  default=oo)

    def scipy(p, q):
        return "betaprime", (p, q), 0.0, 1.0

    def sample(rng, p, q, n):
        b = rng.beta(p, q, n)
        return b / (1 - b)


@family
class GompertzMakeham:
    head, nargs, kind = "GompertzMakehamDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(l, k, x):
        return pw((k * l * E ** (l * x + k * (1 - E ** (l * x))), x >= 0))

    def cdf(l, k, x):
        return pw((1 - E ** (k * (1 - E ** (l * x))), x >= 0))

    def sf(l, k, x):
        return pw((E ** (k * (1 - E ** (l * x))), x >= 0), default=1)

    def hazard(l, k, x):
        return pw((k * l * E ** (l * x), x >= 0))

    def quantile(l, k, q):
        return F.Log(1 - F.Log(1 - q) / k) / l

    def median(l, k):
        return F.Log(1 + F.Log(2) / k) / l

    def mean(l, k):
        return E ** k * F.Gamma(0, k) / l

    def scipy(l, k):
        return "gompertz", (k,), 0.0, 1.0 / l

    def sample(rng, l, k, n):
        import numpy as np
        return np.log1p(rng.exponential(1.0, n) / k) / l


@family
class BirnbaumSaunders:
    head, nargs, kind = "BirnbaumSaundersDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(a, l, x):
        return pw(((1 + x * l) * E ** (-(x * l - 1) ** 2 / (2 * a ** 2 * x * l))
                   / (2 * a * sqrt(2 * Pi) * x * sqrt(x * l)), x > 0))

    def cdf(a, l, x):
        return pw((half * F.Erfc((1 - x * l) / (sqrt(2) * a * sqrt(x * l))), x > 0))

    def quantile(a, l, q):
        w = -a * F.InverseErfc(2 * q) / sqrt(2)
        return (1 + 2 * w ** 2 + 2 * w * sqrt(1 + w ** 2)) / l

    def median(a, l):
        return 1 / l

    def mean(a, l):
        return (1 + a ** 2 / 2) / l

    def variance(a, l):
        return a ** 2 * (4 + 5 * a ** 2) / (4 * l ** 2)

    def scipy(a, l):
        return "fatiguelife", (a,), 0.0, 1.0 / l

    def sample(rng, a, l, n):
        import numpy as np
        z = rng.normal(0.0, 1.0, n) * a / 2
        return (z + np.sqrt(z * z + 1)) ** 2 / l


@family
class Dagum:
    head, nargs, kind = "DagumDistribution", 3, CONTINUOUS
    checks = (POSITIVE, POSITIVE, POSITIVE)
    support = half_line

    def pdf(p, a, b, x):
        return pw((a * p * (x / b) ** (a * p) / (x * ((x / b) ** a + 1) ** (p + 1)), x > 0))

    def cdf(p, a, b, x):
        return pw(((1 + (x / b) ** -a) ** -p, x > 0))

    def quantile(p, a, b, q):
        return b * (q ** (-1 / p) - 1) ** (-1 / a)

    def mean(p, a, b):
        return pw((b * F.Gamma(1 - 1 / a) * F.Gamma(p + 1 / a) / F.Gamma(p), a > 1),
                  default=oo)

    def variance(p, a, b):
        return pw((b ** 2 * (F.Gamma(1 - 2 / a) * F.Gamma(p + 2 / a) / F.Gamma(p)
                             - F.Gamma(1 - 1 / a) ** 2 * F.Gamma(p + 1 / a) ** 2
                             / F.Gamma(p) ** 2), a > 2), default=oo)

    def scipy(p, a, b):
        return "burr", (a, p), 0.0, b

    def sample(rng, p, a, b, n):
        u = rng.uniform(0.0, 1.0, n)
        return b * (u ** (-1 / p) - 1) ** (-1 / a)


@family
class Nakagami:
    head, nargs, kind = "NakagamiDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = half_line

    def pdf(m, w, x):
        return pw((2 * (m / w) ** m * x ** (2 * m - 1) * E ** (-m * x ** 2 / w) / F.Gamma(m),
                   x > 0))

    def cdf(m, w, x):
        return pw((F.GammaRegularized(m, 0, m * x ** 2 / w), x > 0))

    def quantile(m, w, q):
        return sqrt(w * F.InverseGammaRegularized(m, 0, q) / m)

    def mean(m, w):
        return F.Pochhammer(m, half) * sqrt(w / m)

    def variance(m, w):
        return w * (1 - F.Pochhammer(m, half) ** 2 / m)

    def moment(m, w, r):
        return F.Gamma(m + r / 2) * (w / m) ** (r / 2) / F.Gamma(m)

    def scipy(m, w):
        import math
        return "nakagami", (m,), 0.0, math.sqrt(w)

    def sample(rng, m, w, n):
        import numpy as np
        return np.sqrt(rng.gamma(m, w / m, n))


@family
class Rice:
    head, nargs, kind = "RiceDistribution", 2, CONTINUOUS
    checks = (NONNEGATIVE, POSITIVE)
    support = half_line

    def pdf(a, b, x):
        return pw((x * E ** (-(x ** 2 + a ** 2) / (2 * b ** 2)) * F.BesselI(0, x * a / b ** 2)
                   / b ** 2, x > 0))

    def cdf(a, b, x):
        return pw((1 - F.MarcumQ(1, a / b, x / b), x > 0))

    def mean(a, b):
        return sqrt(Pi / 2) * b * F.LaguerreL(half, -a ** 2 / (2 * b ** 2))

    def variance(a, b):
        return a ** 2 + 2 * b ** 2 - Pi * b ** 2 * F.LaguerreL(half, -a ** 2 / (2 * b ** 2)) ** 2 / 2

    def scipy(a, b):
        return "rice", (a / b,), 0.0, b

    def sample(rng, a, b, n):
        import numpy as np
        return np.hypot(rng.normal(a, b, n), rng.normal(0.0, b, n))


@family
class NoncentralChiSquare:
    head, nargs, kind = "NoncentralChiSquareDistribution", 2, CONTINUOUS
    checks = (POSITIVE, NONNEGATIVE)
    support = half_line

    def pdf(v, l, x):
        return pw((half * E ** (-(x + l) / 2) * (x / l) ** (v / 4 - half)
                   * F.BesselI(v / 2 - 1, sqrt(l * x)), x > 0))

    def cdf(v, l, x):
        return pw((1 - F.MarcumQ(v / 2, sqrt(l), sqrt(x)), x > 0))

    def mean(v, l):
        return v + l

    def variance(v, l):
        return 2 * (v + 2 * l)

    def skewness(v, l):
        return 2 * sqrt(2) * (v + 3 * l) / (v + 2 * l) ** (3 * half)

    def kurtosis(v, l):
        return 3 + 12 * (v + 4 * l) / (v + 2 * l) ** 2

    def cf(v, l, t):
        return E ** (I * l * t / (1 - 2 * I * t)) * (1 - 2 * I * t) ** (-v / 2)

    def mgf(v, l, t):
        return E ** (l * t / (1 - 2 * t)) * (1 - 2 * t) ** (-v / 2)

    def scipy(v, l):
        return "ncx2", (v, l), 0.0, 1.0

    def sample(rng, v, l, n):
        return rng.noncentral_chisquare(v, l, n) if l > 0 else rng.chisquare(v, n)


@family
class NoncentralFRatio:
    head, nargs, kind = "NoncentralFRatioDistribution", 3, CONTINUOUS
    checks = (POSITIVE, POSITIVE, NONNEGATIVE)
    support = half_line

    def pdf(n, m, l, x):
        return pw((E ** (-l / 2) * n ** (n / 2) * m ** (m / 2) * x ** (n / 2 - 1)
                   * (m + n * x) ** (-(n + m) / 2) / F.Beta(n / 2, m / 2)
                   * F.Hypergeometric1F1((n + m) / 2, n / 2, l * n * x / (2 * (m + n * x))),
                   x > 0))

    def mean(n, m, l):
        return pw((m * (n + l) / (n * (m - 2)), m > 2), default=Indeterminate)

    def variance(n, m, l):
        return pw((2 * m ** 2 * ((n + l) ** 2 + (n + 2 * l) * (m - 2))
                   / (n ** 2 * (m - 4) * (m - 2) ** 2), m > 4), default=Indeterminate)

    def scipy(n, m, l):
        return "ncf", (n, m, l), 0.0, 1.0

    def sample(rng, n, m, l, size):
        return rng.noncentral_f(n, m, l, size) if l > 0 else rng.f(n, m, size)
