"""Discrete parametric families (integer-valued), as their reference pages print them.

Same shape as ``continuous.py``.  ``support`` gives the integer range; the callers give 0 for
the PDF at a number that is not an integer (the formulas assume integer ``x``), and the CDF
formulas use ``Floor[x]``.  ``quantile`` is given where a closed form exists; otherwise an
exact quantile is found by walking the CDF.
"""

from fractions import Fraction

from mathilda.algorithms.probability.build import (
    E, F, I, Indeterminate, eq, half_line, ineq, le, oo, pw, sqrt,
)
from mathilda.algorithms.probability.continuous import _interval
from mathilda.algorithms.probability.families import (
    DISCRETE, INTEGER, NONNEGINT, POSINT, POSITIVE, PROBABILITY, family,
)


def falling(n, r):
    """n (n - 1) ... (n - r + 1) for an integer r, else FactorialPower[n, r]."""
    if isinstance(r, int):
        out = 1
        for k in range(r):
            out = out * (n - k)
        return out
    return F.FactorialPower(n, r)


def rising(n, r):
    """n (n + 1) ... (n + r - 1) for an integer r, else Pochhammer[n, r]."""
    if isinstance(r, int):
        out = 1
        for k in range(r):
            out = out * (n + k)
        return out
    return F.Pochhammer(n, r)


@family
class Bernoulli:
    head, nargs, kind = "BernoulliDistribution", 1, DISCRETE
    checks = (PROBABILITY,)

    def support(p):
        return 0, 1

    def pdf(p, x):
        return pw((1 - p, eq(x, 0)), (p, eq(x, 1)))

    def cdf(p, x):
        return pw((0, x < 0), (1 - p, ineq(0, "<=", x, "<", 1)), default=1)

    def quantile(p, q):
        return pw((0, q <= 1 - p), default=1)

    def median(p):
        return pw((0, p <= Fraction(1, 2)), default=1)

    def mean(p):
        return p

    def variance(p):
        return (1 - p) * p

    def skewness(p):
        return (1 - 2 * p) / sqrt((1 - p) * p)

    def kurtosis(p):
        return -3 + 1 / ((1 - p) * p)

    def cf(p, t):
        return 1 - p + E ** (I * t) * p

    def mgf(p, t):
        return 1 - p + E ** t * p

    def moment(p, r):
        return p

    def factorial_moment(p, r):
        return p if r == 1 else 0 if isinstance(r, int) else None

    def central_moment(p, r):
        return (1 - p) * p * ((1 - p) ** (r - 1) - (-p) ** (r - 1))

    def scipy(p):
        return "bernoulli", (p,), 0, 1

    def sample(rng, p, n):
        return rng.binomial(1, p, n)


@family
class Binomial:
    head, nargs, kind = "BinomialDistribution", 2, DISCRETE
    checks = (NONNEGINT, PROBABILITY)

    def support(n, p):
        return 0, n

    def pdf(n, p, x):
        return pw(((1 - p) ** (n - x) * p ** x * F.Binomial(n, x), le(0, x, n)))

    def cdf(n, p, x):
        return pw((F.BetaRegularized(1 - p, n - F.Floor(x), 1 + F.Floor(x)),
                   ineq(0, "<=", x, "<", n)), (1, x >= n))

    def mean(n, p):
        return n * p

    def variance(n, p):
        return n * (1 - p) * p

    def skewness(n, p):
        return (1 - 2 * p) / sqrt(n * (1 - p) * p)

    def kurtosis(n, p):
        return 3 + (1 - 6 * (1 - p) * p) / (n * (1 - p) * p)

    def cf(n, p, t):
        return (1 - p + E ** (I * t) * p) ** n

    def mgf(n, p, t):
        return (1 - p + E ** t * p) ** n

    def factorial_moment(n, p, r):
        return p ** r * falling(n, r)

    def scipy(n, p):
        return "binom", (n, p), 0, 1

    def sample(rng, n, p, size):
        return rng.binomial(int(n), p, size)


@family
class Poisson:
    head, nargs, kind = "PoissonDistribution", 1, DISCRETE
    checks = (POSITIVE,)

    support = half_line

    def pdf(m, x):
        return pw((E ** -m * m ** x / F.Factorial(x), x >= 0))

    def cdf(m, x):
        return pw((F.GammaRegularized(1 + F.Floor(x), m), x >= 0))

    def mean(m):
        return m

    def variance(m):
        return m

    def skewness(m):
        return 1 / sqrt(m)

    def kurtosis(m):
        return 3 + 1 / m

    def cf(m, t):
        return E ** ((E ** (I * t) - 1) * m)

    def mgf(m, t):
        return E ** ((E ** t - 1) * m)

    def factorial_moment(m, r):
        return m ** r

    def cumulant(m, r):
        return m

    def scipy(m):
        return "poisson", (m,), 0, 1

    def sample(rng, m, n):
        return rng.poisson(m, n)


@family
class Geometric:
    head, nargs, kind = "GeometricDistribution", 1, DISCRETE
    checks = (PROBABILITY,)

    support = half_line

    def pdf(p, x):
        return pw(((1 - p) ** x * p, x >= 0))

    def cdf(p, x):
        return pw((1 - (1 - p) ** (1 + F.Floor(x)), x >= 0))

    def sf(p, x):
        return pw(((1 - p) ** (1 + F.Floor(x)), x >= 0), default=1)

    def quantile(p, q):
        return F.Max(0, F.Ceiling(F.Log(1 - q) / F.Log(1 - p) - 1))

    def mean(p):
        return 1 / p - 1

    def variance(p):
        return (1 - p) / p ** 2

    def skewness(p):
        return (2 - p) / sqrt(1 - p)

    def kurtosis(p):
        return 9 + p ** 2 / (1 - p)

    def cf(p, t):
        return p / (1 - E ** (I * t) * (1 - p))

    def mgf(p, t):
        return p / (1 - E ** t * (1 - p))

    def factorial_moment(p, r):
        return ((1 - p) / p) ** r * F.Factorial(r)

    def scipy(p):
        return "geom", (p,), -1, 1

    def sample(rng, p, n):
        return rng.geometric(p, n) - 1


@family
class NegativeBinomial:
    head, nargs, kind = "NegativeBinomialDistribution", 2, DISCRETE
    checks = (POSITIVE, PROBABILITY)

    support = half_line

    def pdf(n, p, x):
        return pw(((1 - p) ** x * p ** n * F.Binomial(n + x - 1, n - 1), x >= 0))

    def cdf(n, p, x):
        return pw((F.BetaRegularized(p, n, 1 + F.Floor(x)), x >= 0))

    def mean(n, p):
        return n * (1 - p) / p

    def variance(n, p):
        return n * (1 - p) / p ** 2

    def skewness(n, p):
        return (2 - p) / sqrt(n * (1 - p))

    def kurtosis(n, p):
        return 3 + 6 / n + p ** 2 / (n * (1 - p))

    def cf(n, p, t):
        return p ** n * (1 - E ** (I * t) * (1 - p)) ** -n

    def mgf(n, p, t):
        return p ** n * (1 - E ** t * (1 - p)) ** -n

    def factorial_moment(n, p, r):
        return ((1 - p) / p) ** r * rising(n, r)

    def scipy(n, p):
        return "nbinom", (n, p), 0, 1

    def sample(rng, n, p, size):
        return rng.negative_binomial(n, p, size)


def _hyper_order(n, s, t):
    nums = all(v is not None and not isinstance(v, complex) for v in (n, s, t))
    if nums and not (n <= t and s <= t):
        return "n <= ntot && nsucc <= ntot"
    return ""


@family
class Hypergeometric:
    head, nargs, kind = "HypergeometricDistribution", 3, DISCRETE
    checks = (NONNEGINT, NONNEGINT, POSINT)
    relations = _hyper_order

    def support(n, s, t):
        return F.Max(0, n + s - t), F.Min(n, s)

    def pdf(n, s, t, x):
        return pw((F.Binomial(s, x) * F.Binomial(t - s, n - x) / F.Binomial(t, n),
                   le(F.Max(0, n + s - t), x, F.Min(n, s))))

    def mean(n, s, t):
        return n * s / t

    def variance(n, s, t):
        return n * s * (t - n) * (t - s) / ((t - 1) * t ** 2)

    def skewness(n, s, t):
        return ((t - 2 * s) * sqrt(t - 1) * (t - 2 * n)
                / (sqrt(n * s * (t - s) * (t - n)) * (t - 2)))

    def factorial_moment(n, s, t, r):
        return falling(n, r) * falling(s, r) / falling(t, r)

    def scipy(n, s, t):
        return "hypergeom", (t, s, n), 0, 1

    def sample(rng, n, s, t, size):
        return rng.hypergeometric(int(s), int(t - s), int(n), size)


def _discrete_order(a, b):
    nums = all(v is not None and not isinstance(v, complex) for v in (a, b))
    if nums and not a <= b:
        return "min <= max"
    return ""


@family
class DiscreteUniform:
    head, nargs, kind = "DiscreteUniformDistribution", 1, DISCRETE
    checks = (INTEGER, INTEGER)
    positions = (1, 1)
    unpack = _interval
    relations = _discrete_order

    def support(a, b):
        return a, b

    def pdf(a, b, x):
        return pw((1 / (b - a + 1), le(a, x, b)))

    def cdf(a, b, x):
        return pw(((1 - a + F.Floor(x)) / (1 - a + b), ineq(a, "<=", x, "<", b)), (1, x >= b))

    def quantile(a, b, q):
        return a - 1 + F.Max(1, F.Ceiling(q * (1 - a + b)))

    def mean(a, b):
        return (a + b) / 2

    def variance(a, b):
        return ((1 - a + b) ** 2 - 1) / 12

    def skewness(a, b):
        return 0

    def kurtosis(a, b):
        n2 = (1 - a + b) ** 2
        return 3 * (3 * n2 - 7) / (5 * (n2 - 1))

    def cf(a, b, t):
        return (E ** (I * a * t) - E ** (I * (1 + b) * t)) / ((1 - a + b) * (1 - E ** (I * t)))

    def mgf(a, b, t):
        return (E ** (a * t) - E ** ((1 + b) * t)) / ((1 - a + b) * (1 - E ** t))

    def scipy(a, b):
        return "randint", (a, b + 1), 0, 1

    def sample(rng, a, b, n):
        return rng.integers(int(a), int(b), n, endpoint=True)


__all__ = ["Bernoulli", "Binomial", "Poisson", "Geometric", "NegativeBinomial",
           "Hypergeometric", "DiscreteUniform", "oo", "Indeterminate"]
