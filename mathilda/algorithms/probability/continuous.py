"""Continuous parametric families on the whole line or a bounded interval (the families on the
positive reals are in ``positive.py``): the formulas of their reference pages.

Each class is one head at one arity (see ``families.py``); the formulas are written as the
Wolfram Language prints them (``PDF[GammaDistribution[a, b], x]`` is
``Piecewise[{{(b^-a E^(-x/b) x^(-1 + a))/Gamma[a], x > 0}}, 0]``), built raw and put in
canonical form by the evaluator.  ``quantile`` is the inverse CDF for 0 < q < 1 (the callers
add the ends and the ``0 <= q <= 1`` condition); ``scipy`` gives the ``scipy.stats`` name,
shape arguments and loc/scale of the same distribution for machine-number evaluation;
``sample`` draws with a NumPy Generator.
"""

from fractions import Fraction

from mathilda.algorithms.probability.build import (
    E, F, I, Indeterminate, Pi, ex, half, ineq, le, lt, pw, real_line, sqrt, wrap,
)
from mathilda.algorithms.probability.families import (
    CONTINUOUS, POSITIVE, REAL, family,
)
from mathilda.core.expr import Expression, S


def _interval(args):
    a = args[0]
    if isinstance(a, Expression) and a.head is S.List and len(a.args) == 2:
        return a.args
    return None


def _ordered(*vals):
    """'min < max' when numeric min >= max (for the rngprm message), else ''."""
    a, b = vals[0], vals[1]
    if a is not None and b is not None and not isinstance(a, complex) and \
            not isinstance(b, complex) and not a < b:
        return "min < max"
    return ""


@family
class Normal:
    head, nargs, kind = "NormalDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)
    defaults = (0, 1)

    support = real_line

    def pdf(m, s, x):
        return E ** (-(x - m) ** 2 / (2 * s ** 2)) / (sqrt(2 * Pi) * s)

    def cdf(m, s, x):
        return half * F.Erfc((m - x) / (sqrt(2) * s))

    def sf(m, s, x):
        return half * F.Erfc((x - m) / (sqrt(2) * s))

    def quantile(m, s, q):
        return m - sqrt(2) * s * F.InverseErfc(2 * q)

    def median(m, s):
        return m

    def mean(m, s):
        return m

    def variance(m, s):
        return s ** 2

    def skewness(m, s):
        return 0

    def kurtosis(m, s):
        return 3

    def cf(m, s, t):
        return E ** (I * m * t - s ** 2 * t ** 2 / 2)

    def mgf(m, s, t):
        return E ** (m * t + s ** 2 * t ** 2 / 2)

    def cumulant(m, s, r):
        return m if r == 1 else s ** 2 if r == 2 else 0

    def scipy(m, s):
        return "norm", (), m, s

    def ufuncs():
        """Machine-number evaluation without scipy.stats' argument checking."""
        import numpy as np
        from scipy.special import ndtr, ndtri
        c = 1 / np.sqrt(2 * np.pi)
        return {"pdf": lambda m, s, x: c / s * np.exp(-0.5 * ((x - m) / s) ** 2),
                "cdf": lambda m, s, x: ndtr((x - m) / s),
                "sf": lambda m, s, x: ndtr((m - x) / s),
                "quantile": lambda m, s, q: m + s * ndtri(q),
                "inverse_sf": lambda m, s, q: m - s * ndtri(q)}

    def sample(rng, m, s, n):
        return rng.normal(m, s, n)


@family
class Uniform:
    head, nargs, kind = "UniformDistribution", 1, CONTINUOUS
    checks = (REAL, REAL)
    positions = (1, 1)
    defaults = ([0, 1],)
    unpack = _interval
    relations = _ordered

    def support(a, b):
        return a, b

    def pdf(a, b, x):
        return pw((1 / (b - a), le(a, x, b)))

    def cdf(a, b, x):
        return pw(((x - a) / (b - a), le(a, x, b)), (1, x > b))

    def sf(a, b, x):
        return pw(((b - x) / (b - a), le(a, x, b)), (1, x < a))

    def hazard(a, b, x):
        return pw((1 / (b - x), ineq(a, "<=", x, "<", b)))

    def quantile(a, b, q):
        return a + (b - a) * q

    def median(a, b):
        return (a + b) / 2

    def mean(a, b):
        return (a + b) / 2

    def variance(a, b):
        return (b - a) ** 2 / 12

    def skewness(a, b):
        return 0

    def kurtosis(a, b):
        return Fraction(9, 5)

    def cf(a, b, t):
        return -I * (E ** (I * b * t) - E ** (I * a * t)) / ((b - a) * t)

    def mgf(a, b, t):
        return (E ** (b * t) - E ** (a * t)) / ((b - a) * t)

    def moment(a, b, r):
        return (b ** (1 + r) - a ** (1 + r)) / ((1 + r) * (b - a))

    def scipy(a, b):
        return "uniform", (), a, b - a

    def sample(rng, a, b, n):
        return rng.uniform(a, b, n)


@family
class Beta:
    head, nargs, kind = "BetaDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)

    def support(a, b):
        return 0, 1

    def pdf(a, b, x):
        return pw(((1 - x) ** (b - 1) * x ** (a - 1) / F.Beta(a, b), lt(0, x, 1)))

    def cdf(a, b, x):
        return pw((F.BetaRegularized(x, a, b), lt(0, x, 1)), (1, x >= 1))

    def quantile(a, b, q):
        return F.InverseBetaRegularized(q, a, b)

    def median(a, b):
        return F.InverseBetaRegularized(half, a, b)

    def mean(a, b):
        return a / (a + b)

    def variance(a, b):
        return a * b / ((a + b) ** 2 * (1 + a + b))

    def skewness(a, b):
        return 2 * (b - a) * sqrt(1 + a + b) / (sqrt(a) * sqrt(b) * (2 + a + b))

    def kurtosis(a, b):
        return (3 * (1 + a + b) * (a ** 2 * (2 + b) + 2 * b ** 2 + a * b * (b - 2))
                / (a * b * (2 + a + b) * (3 + a + b)))

    def cf(a, b, t):
        return F.Hypergeometric1F1(a, a + b, I * t)

    def mgf(a, b, t):
        return F.Hypergeometric1F1(a, a + b, t)

    def moment(a, b, r):
        if isinstance(r, int):
            out = 1
            for k in range(r):
                out = out * (a + k) / (a + b + k)
            return out
        return F.Pochhammer(a, r) / F.Pochhammer(a + b, r)

    def scipy(a, b):
        return "beta", (a, b), 0.0, 1.0

    def sample(rng, a, b, n):
        return rng.beta(a, b, n)


@family
class StudentT:
    head, nargs, kind = "StudentTDistribution", 1, CONTINUOUS
    checks = (POSITIVE,)

    support = real_line

    def pdf(v, x):
        return (v / (x ** 2 + v)) ** ((1 + v) / 2) / (sqrt(v) * F.Beta(v / 2, half))

    def cdf(v, x):
        return pw((half * F.BetaRegularized(v / (x ** 2 + v), v / 2, half), x <= 0),
                  default=half * (1 + F.BetaRegularized(x ** 2 / (x ** 2 + v), half, v / 2)))

    def quantile(v, q):
        return pw((-sqrt(v) * sqrt(-1 + 1 / F.InverseBetaRegularized(2 * q, v / 2, half)),
                   q < half),
                  default=sqrt(v) * sqrt(-1 + 1 / F.InverseBetaRegularized(
                      2 * (1 - q), v / 2, half)))

    def median(v):
        return 0

    def mean(v):
        return pw((0, v > 1), default=Indeterminate)

    def variance(v):
        return pw((v / (v - 2), v > 2), default=Indeterminate)

    def skewness(v):
        return pw((0, v > 3), default=Indeterminate)

    def kurtosis(v):
        return pw((3 * (v - 2) / (v - 4), v > 4), default=Indeterminate)

    def moment(v, r):
        if isinstance(r, int):
            if r % 2:
                return pw((0, v > r), default=Indeterminate)
            return pw((v ** (r / 2) * F.Gamma((r + 1) / 2) * F.Gamma((v - r) / 2)
                       / (sqrt(Pi) * F.Gamma(v / 2)), v > r), default=Indeterminate)
        return None

    def cf(v, t):
        return (2 ** (1 - v / 2) * v ** (v / 4) * F.Abs(t) ** (v / 2)
                * F.BesselK(v / 2, sqrt(v) * F.Abs(t)) / F.Gamma(v / 2))

    def scipy(v):
        return "t", (v,), 0.0, 1.0

    def sample(rng, v, n):
        return rng.standard_t(v, n)


@family
class StudentTLocationScale:
    head, nargs, kind = "StudentTDistribution", 3, CONTINUOUS
    checks = (REAL, POSITIVE, POSITIVE)
    standard = StudentT         # the shape family: X = m + s T (see functions.location_scale)

    def shape(m, s, v):
        return (v,)

    def scipy(m, s, v):
        return "t", (v,), m, s

    def sample(rng, m, s, v, n):
        return m + s * rng.standard_t(v, n)


@family
class Cauchy:
    head, nargs, kind = "CauchyDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)
    defaults = (0, 1)

    support = real_line

    def pdf(a, b, x):
        return 1 / (b * Pi * (1 + (x - a) ** 2 / b ** 2))

    def cdf(a, b, x):
        return half + F.ArcTan((x - a) / b) / Pi

    def quantile(a, b, q):
        return a + b * F.Tan(Pi * (q - half))

    def median(a, b):
        return a

    def mean(a, b):
        return Indeterminate

    def variance(a, b):
        return Indeterminate

    def skewness(a, b):
        return Indeterminate

    def kurtosis(a, b):
        return Indeterminate

    def cf(a, b, t):
        return E ** (I * a * t - b * F.Abs(t))

    def scipy(a, b):
        return "cauchy", (), a, b

    def sample(rng, a, b, n):
        return a + b * rng.standard_cauchy(n)


@family
class Laplace:
    head, nargs, kind = "LaplaceDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)
    defaults = (0, 1)

    support = real_line

    def pdf(m, b, x):
        return E ** (-F.Abs(x - m) / b) / (2 * b)

    def cdf(m, b, x):
        return pw((half * E ** ((x - m) / b), x < m), default=1 - half * E ** ((m - x) / b))

    def quantile(m, b, q):
        return pw((m + b * F.Log(2 * q), q <= half), default=m - b * F.Log(2 * (1 - q)))

    def median(m, b):
        return m

    def mean(m, b):
        return m

    def variance(m, b):
        return 2 * b ** 2

    def skewness(m, b):
        return 0

    def kurtosis(m, b):
        return 6

    def cf(m, b, t):
        return E ** (I * t * m) / (1 + t ** 2 * b ** 2)

    def mgf(m, b, t):
        return E ** (t * m) / (1 - t ** 2 * b ** 2)

    def scipy(m, b):
        return "laplace", (), m, b

    def sample(rng, m, b, n):
        return rng.laplace(m, b, n)


@family
class Logistic:
    head, nargs, kind = "LogisticDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)
    defaults = (0, 1)

    support = real_line

    def pdf(m, b, x):
        return E ** (-(x - m) / b) / (b * (1 + E ** (-(x - m) / b)) ** 2)

    def cdf(m, b, x):
        return 1 / (1 + E ** (-(x - m) / b))

    def quantile(m, b, q):
        return m + b * F.Log(q / (1 - q))

    def median(m, b):
        return m

    def mean(m, b):
        return m

    def variance(m, b):
        return Pi ** 2 * b ** 2 / 3

    def skewness(m, b):
        return 0

    def kurtosis(m, b):
        return Fraction(21, 5)

    def cf(m, b, t):
        return Pi * t * b * E ** (I * t * m) * F.Csch(Pi * t * b)

    def mgf(m, b, t):
        return Pi * t * b * E ** (t * m) * F.Csc(Pi * t * b)

    def scipy(m, b):
        return "logistic", (), m, b

    def sample(rng, m, b, n):
        return rng.logistic(m, b, n)


def _triangular(args):
    ab = _interval(args)
    if ab is None:
        return None
    return (ab[0], ab[1], args[1])


def _triangle_order(a, b, c):
    nums = all(v is not None and not isinstance(v, complex) for v in (a, b, c))
    if nums and not (a <= c <= b and a < b):
        return "min <= c <= max"
    return ""


def _triangular_midpoint(args):
    """TriangularDistribution[{a, b}] is TriangularDistribution[{a, b}, (a + b)/2]."""
    ab = _interval(args)
    if ab is None:
        return None
    return args[0], ex((wrap(ab[0]) + wrap(ab[1])) / 2)


@family
class Triangular:
    head, nargs, kind = "TriangularDistribution", 2, CONTINUOUS
    checks = (REAL, REAL, REAL)
    positions = (1, 1, 2)
    defaults = ([0, 1], Fraction(1, 2))
    complete = {1: _triangular_midpoint}
    unpack = _triangular
    relations = _triangle_order

    def support(a, b, c):
        return a, b

    def pdf(a, b, c, x):
        return pw((2 * (x - a) / ((b - a) * (c - a)), le(a, x, c)),
                  (2 * (b - x) / ((b - a) * (b - c)), ineq(c, "<", x, "<=", b)))

    def cdf(a, b, c, x):
        return pw(((x - a) ** 2 / ((b - a) * (c - a)), le(a, x, c)),
                  (1 - (b - x) ** 2 / ((b - a) * (b - c)), ineq(c, "<", x, "<=", b)),
                  (1, x > b))

    def quantile(a, b, c, q):
        return pw((a + sqrt((b - a) * (c - a) * q), q <= (c - a) / (b - a)),
                  default=b - sqrt((b - a) * (b - c) * (1 - q)))

    def mean(a, b, c):
        return (a + b + c) / 3

    def variance(a, b, c):
        return (a ** 2 + b ** 2 + c ** 2 - a * b - a * c - b * c) / 18

    def skewness(a, b, c):
        return (sqrt(2) * (a + b - 2 * c) * (2 * a - b - c) * (a - 2 * b + c)
                / (5 * (a ** 2 - a * b + b ** 2 - a * c - b * c + c ** 2) ** Fraction(3, 2)))

    def kurtosis(a, b, c):
        return Fraction(12, 5)

    def scipy(a, b, c):
        return "triang", ((c - a) / (b - a),), a, b - a

    def sample(rng, a, b, c, n):
        return rng.triangular(a, c, b, n)
