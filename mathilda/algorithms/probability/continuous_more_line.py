"""More continuous families on the real line or a bounded interval (round 5): Gumbel,
ExtremeValue, SkewNormal, VonMises, Sech, ExponentialPower, Moyal, Landau, Stable,
NoncentralStudentT, Kumaraswamy, ArcSin, PERT, UniformSum, Bates.  Same shape as
``continuous.py``.  Families without a ``scipy.stats`` counterpart give ``ufuncs`` (NumPy
functions of the parameters and a float array).
"""

from fractions import Fraction
from math import comb, factorial

from mathilda.algorithms.probability.build import (
    E, F, I, Indeterminate, Pi, ex, half, ineq, le, lt, oo, pw, real_line, sqrt, wrap,
)
from mathilda.algorithms.probability.continuous import _interval, _ordered
from mathilda.algorithms.probability.families import (
    CONTINUOUS, POSINT, POSITIVE, REAL, family, number_value,
)
from mathilda.core.expr import S

EULER = wrap(S.EulerGamma)


def _location_scale_defaults(cls):
    cls.defaults = (0, 1)
    cls.support = real_line
    return cls


@family
@_location_scale_defaults
class Gumbel:
    head, nargs, kind = "GumbelDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def pdf(a, b, x):
        return E ** ((x - a) / b - E ** ((x - a) / b)) / b

    def cdf(a, b, x):
        return 1 - E ** (-E ** ((x - a) / b))

    def quantile(a, b, q):
        return a + b * F.Log(-F.Log(1 - q))

    def median(a, b):
        return a + b * F.Log(F.Log(2))

    def mean(a, b):
        return a - EULER * b

    def variance(a, b):
        return Pi ** 2 * b ** 2 / 6

    def skewness(a, b):
        return -12 * sqrt(6) * F.Zeta(3) / Pi ** 3

    def kurtosis(a, b):
        return Fraction(27, 5)

    def cf(a, b, t):
        return E ** (I * a * t) * F.Gamma(1 + I * b * t)

    def mgf(a, b, t):
        return E ** (a * t) * F.Gamma(1 + b * t)

    def scipy(a, b):
        return "gumbel_l", (), a, b

    def sample(rng, a, b, n):
        return -rng.gumbel(-a, b, n)


@family
@_location_scale_defaults
class ExtremeValue:
    head, nargs, kind = "ExtremeValueDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def pdf(a, b, x):
        return E ** (-E ** ((a - x) / b) + (a - x) / b) / b

    def cdf(a, b, x):
        return E ** (-E ** ((a - x) / b))

    def quantile(a, b, q):
        return a - b * F.Log(-F.Log(q))

    def median(a, b):
        return a - b * F.Log(F.Log(2))

    def mean(a, b):
        return a + EULER * b

    def variance(a, b):
        return Pi ** 2 * b ** 2 / 6

    def skewness(a, b):
        return 12 * sqrt(6) * F.Zeta(3) / Pi ** 3

    def kurtosis(a, b):
        return Fraction(27, 5)

    def cf(a, b, t):
        return E ** (I * a * t) * F.Gamma(1 - I * b * t)

    def mgf(a, b, t):
        return E ** (a * t) * F.Gamma(1 - b * t)

    def scipy(a, b):
        return "gumbel_r", (), a, b

    def sample(rng, a, b, n):
        return rng.gumbel(a, b, n)


@family
class SkewNormal:
    head, nargs, kind = "SkewNormalDistribution", 3, CONTINUOUS
    checks = (REAL, POSITIVE, REAL)
    support = real_line

    def pdf(m, s, a, x):
        return (E ** (-(x - m) ** 2 / (2 * s ** 2)) * F.Erfc(-a * (x - m) / (sqrt(2) * s))
                / (sqrt(2 * Pi) * s))

    def cdf(m, s, a, x):
        return half * F.Erfc((m - x) / (sqrt(2) * s)) - 2 * F.OwenT((x - m) / s, a)

    def mean(m, s, a):
        return m + sqrt(2 / Pi) * a * s / sqrt(1 + a ** 2)

    def variance(m, s, a):
        return s ** 2 * (1 - 2 * a ** 2 / (Pi * (1 + a ** 2)))

    def scipy(m, s, a):
        return "skewnorm", (a,), m, s

    def sample(rng, m, s, a, n):
        import numpy as np
        d = a / np.sqrt(1 + a * a)
        u0, v = rng.normal(0.0, 1.0, n), rng.normal(0.0, 1.0, n)
        return m + s * (d * np.abs(u0) + np.sqrt(1 - d * d) * v)


@family
class VonMises:
    head, nargs, kind = "VonMisesDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def support(m, k):
        return m - Pi, m + Pi

    def pdf(m, k, x):
        return pw((E ** (k * F.Cos(x - m)) / (2 * Pi * F.BesselI(0, k)),
                   le(m - Pi, x, m + Pi)))

    def median(m, k):
        return m

    def mean(m, k):
        return m

    def variance(m, k):
        return 1 - F.BesselI(1, k) / F.BesselI(0, k)

    def scipy(m, k):
        return "vonmises", (k,), m, 1.0

    ufuncs = staticmethod(lambda: _vonmises_ufuncs())

    def sample(rng, m, k, n):
        import numpy as np
        return m + np.angle(np.exp(1j * rng.vonmises(0.0, k, n)))


def _vonmises_ufuncs():
    """scipy's vonmises is the periodic extension; the distribution lives on [m - Pi, m + Pi]."""
    import numpy as np
    from scipy import stats

    def inside(m, x):
        return (x >= m - np.pi) & (x <= m + np.pi)

    def cdf(m, k, x):
        x = np.asarray(x, dtype=float)
        c = stats.vonmises.cdf(np.clip(x, m - np.pi, m + np.pi), k, loc=m)
        return np.where(x < m - np.pi, 0.0, np.where(x > m + np.pi, 1.0, c))

    def pdf(m, k, x):
        x = np.asarray(x, dtype=float)
        return np.where(inside(m, x), stats.vonmises.pdf(x, k, loc=m), 0.0)

    return {"pdf": pdf, "cdf": cdf, "sf": lambda m, k, x: 1 - cdf(m, k, x)}


@family
@_location_scale_defaults
class Sech:
    head, nargs, kind = "SechDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def pdf(m, s, x):
        return F.Sech(Pi * (x - m) / (2 * s)) / (2 * s)

    def cdf(m, s, x):
        return 2 * F.ArcTan(E ** (Pi * (x - m) / (2 * s))) / Pi

    def quantile(m, s, q):
        return m + 2 * s * F.Log(F.Tan(Pi * q / 2)) / Pi

    def median(m, s):
        return m

    def mean(m, s):
        return m

    def variance(m, s):
        return s ** 2

    def skewness(m, s):
        return 0

    def kurtosis(m, s):
        return 5

    def cf(m, s, t):
        return E ** (I * m * t) * F.Sech(s * t)

    def scipy(m, s):
        import math
        return "hypsecant", (), m, 2 * s / math.pi

    def sample(rng, m, s, n):
        import numpy as np
        return m + 2 * s / np.pi * np.log(np.tan(np.pi / 2 * rng.uniform(0.0, 1.0, n)))


@family
class ExponentialPower:
    head, nargs, kind = "ExponentialPowerDistribution", 3, CONTINUOUS
    checks = (POSITIVE, REAL, POSITIVE)
    complete = {1: lambda args: (args[0], ex(0), ex(1))}
    support = real_line

    def pdf(k, m, s, x):
        return (E ** (-(F.Abs(x - m) / s) ** k / k)
                / (2 * k ** (1 / k) * s * F.Gamma(1 + 1 / k)))

    def cdf(k, m, s, x):
        return pw((half * F.GammaRegularized(1 / k, (m - x) ** k / (k * s ** k)), x <= m),
                  default=1 - half * F.GammaRegularized(1 / k, (x - m) ** k / (k * s ** k)))

    def median(k, m, s):
        return m

    def mean(k, m, s):
        return m

    def variance(k, m, s):
        return k ** (2 / k) * s ** 2 * F.Gamma(3 / k) / F.Gamma(1 / k)

    def skewness(k, m, s):
        return 0

    def kurtosis(k, m, s):
        return F.Gamma(1 / k) * F.Gamma(5 / k) / F.Gamma(3 / k) ** 2

    def scipy(k, m, s):
        return "gennorm", (k,), m, s * k ** (1 / k)

    def sample(rng, k, m, s, n):
        import numpy as np
        g = rng.gamma(1 / k, 1.0, n)
        sign = np.where(rng.uniform(0.0, 1.0, n) < 0.5, -1.0, 1.0)
        return m + s * k ** (1 / k) * sign * g ** (1 / k)


@family
@_location_scale_defaults
class Moyal:
    head, nargs, kind = "MoyalDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def pdf(m, s, x):
        return E ** (-(E ** ((m - x) / s) + (x - m) / s) / 2) / (sqrt(2 * Pi) * s)

    def cdf(m, s, x):
        return F.Erfc(E ** ((m - x) / (2 * s)) / sqrt(2))

    def quantile(m, s, q):
        return m - 2 * s * F.Log(sqrt(2) * F.InverseErfc(q))

    def mean(m, s):
        return m + s * (EULER + F.Log(2))

    def variance(m, s):
        return Pi ** 2 * s ** 2 / 2

    def skewness(m, s):
        return 28 * sqrt(2) * F.Zeta(3) / Pi ** 3

    def kurtosis(m, s):
        return 7

    def scipy(m, s):
        return "moyal", (), m, s

    def sample(rng, m, s, n):
        import numpy as np
        return m - s * np.log(rng.chisquare(1, n))


@family
@_location_scale_defaults
class Landau:
    head, nargs, kind = "LandauDistribution", 2, CONTINUOUS
    checks = (REAL, POSITIVE)

    def mean(m, s):
        return Indeterminate

    def variance(m, s):
        return Indeterminate

    def scipy(m, s):
        return "landau", (), m, s     # scipy's standard form is the reference page's

    def sample(rng, m, s, n):
        from scipy import stats
        _, _, loc, scale = Landau.scipy(m, s)
        return stats.landau(loc=loc, scale=scale).rvs(size=n, random_state=rng)


def _stable_relations(a, b, m, s):
    if a is not None and not isinstance(a, complex) and not 0 < a <= 2:
        return "0 < \u03b1 <= 2"
    if b is not None and not isinstance(b, complex) and not -1 <= b <= 1:
        return "-1 <= \u03b2 <= 1"
    return ""


@family
class Stable:
    head, nargs, kind = "StableDistribution", 4, CONTINUOUS
    checks = (POSITIVE, REAL, REAL, POSITIVE)
    relations = _stable_relations
    support = real_line

    def mean(a, b, m, s):
        return pw((m, a > 1), default=Indeterminate)

    def variance(a, b, m, s):
        return pw((2 * s ** 2, F.Equal(a, 2)), default=oo)

    def scipy(a, b, m, s):
        return "levy_stable", (a, b), m, s

    def sample(rng, a, b, m, s, n):
        from scipy import stats
        return stats.levy_stable(a, b, loc=m, scale=s).rvs(size=n, random_state=rng)


@family
class NoncentralStudentT:
    head, nargs, kind = "NoncentralStudentTDistribution", 2, CONTINUOUS
    checks = (POSITIVE, REAL)
    support = real_line

    def pdf(v, d, x):
        r = v + x ** 2
        z = d ** 2 * x ** 2 / (2 * r)
        return (v ** (v / 2) * F.Gamma(v + 1) * E ** (-d ** 2 / 2)
                / (2 ** v * r ** (v / 2) * F.Gamma(v / 2))
                * (sqrt(2) * d * x * F.Hypergeometric1F1(v / 2 + 1, half * 3, z)
                   / (r * F.Gamma((v + 1) / 2))
                   + F.Hypergeometric1F1((v + 1) / 2, half, z) / (sqrt(r) * F.Gamma(v / 2 + 1))))

    def mean(v, d):
        return pw((d * sqrt(v / 2) * F.Gamma((v - 1) / 2) / F.Gamma(v / 2), v > 1),
                  default=Indeterminate)

    def variance(v, d):
        return pw((v * (1 + d ** 2) / (v - 2) - d ** 2 * v * F.Gamma((v - 1) / 2) ** 2
                   / (2 * F.Gamma(v / 2) ** 2), v > 2), default=Indeterminate)

    def scipy(v, d):
        return "nct", (v, d), 0.0, 1.0

    def sample(rng, v, d, n):
        import numpy as np
        return rng.normal(d, 1.0, n) / np.sqrt(rng.chisquare(v, n) / v)


def _unit_interval(*params):
    return 0, 1


def _kumaraswamy_ufuncs():
    import numpy as np

    def pdf(a, b, x):
        with np.errstate(all="ignore"):
            inside = (x > 0) & (x < 1)
            xc = np.clip(x, 1e-300, 1)
            return np.where(inside, a * b * xc ** (a - 1) * (1 - xc ** a) ** (b - 1), 0.0)

    def sf(a, b, x):
        xc = np.clip(x, 0, 1)
        return (1 - xc ** a) ** b

    return {"pdf": pdf, "cdf": lambda a, b, x: 1 - sf(a, b, x), "sf": sf,
            "quantile": lambda a, b, q: (1 - (1 - q) ** (1 / b)) ** (1 / a),
            "inverse_sf": lambda a, b, q: (1 - q ** (1 / b)) ** (1 / a)}


@family
class Kumaraswamy:
    head, nargs, kind = "KumaraswamyDistribution", 2, CONTINUOUS
    checks = (POSITIVE, POSITIVE)
    support = _unit_interval
    ufuncs = staticmethod(_kumaraswamy_ufuncs)

    def pdf(a, b, x):
        return pw((a * b * x ** (a - 1) * (1 - x ** a) ** (b - 1), lt(0, x, 1)))

    def cdf(a, b, x):
        return pw((1 - (1 - x ** a) ** b, lt(0, x, 1)), (1, x >= 1))

    def quantile(a, b, q):
        return (1 - (1 - q) ** (1 / b)) ** (1 / a)

    def mean(a, b):
        return b * F.Beta(1 + 1 / a, b)

    def variance(a, b):
        return b * F.Beta(1 + 2 / a, b) - b ** 2 * F.Beta(1 + 1 / a, b) ** 2

    def moment(a, b, r):
        return b * F.Beta(1 + r / a, b)

    def sample(rng, a, b, n):
        return (1 - rng.uniform(0.0, 1.0, n) ** (1 / b)) ** (1 / a)


@family
class ArcSin:
    head, nargs, kind = "ArcSinDistribution", 1, CONTINUOUS
    checks = (REAL, REAL)
    positions = (1, 1)
    defaults = ([0, 1],)
    unpack = _interval
    relations = _ordered

    def support(a, b):
        return a, b

    def pdf(a, b, x):
        return pw((1 / (Pi * sqrt((x - a) * (b - x))), lt(a, x, b)))

    def cdf(a, b, x):
        return pw((2 * F.ArcSin(sqrt((x - a) / (b - a))) / Pi, le(a, x, b)), (1, x > b))

    def quantile(a, b, q):
        return a + (b - a) * F.Sin(Pi * q / 2) ** 2

    def median(a, b):
        return (a + b) / 2

    def mean(a, b):
        return (a + b) / 2

    def variance(a, b):
        return (b - a) ** 2 / 8

    def skewness(a, b):
        return 0

    def kurtosis(a, b):
        return Fraction(3, 2)

    def scipy(a, b):
        return "arcsine", (), a, b - a

    def sample(rng, a, b, n):
        import numpy as np
        return a + (b - a) * np.sin(np.pi / 2 * rng.uniform(0.0, 1.0, n)) ** 2


def _pert(args):
    ab = _interval(args)
    if ab is None:
        return None
    return (ab[0], ab[1]) + tuple(args[1:])


def _pert_order(a, b, c, *rest):
    nums = all(v is not None and not isinstance(v, complex) for v in (a, b, c))
    if nums and not (a <= c <= b and a < b):
        return "min <= c <= max"
    return ""


def _pert_shapes(a, b, c, l):
    return 1 + l * (c - a) / (b - a), 1 + l * (b - c) / (b - a)


class _PERTBase:
    kind = CONTINUOUS
    unpack = _pert
    relations = _pert_order

    def support(a, b, c, *l):
        return a, b


def _pert_family(nargs, checks, positions):
    """PERTDistribution[{a, b}, c] (lambda = 4) and PERTDistribution[{a, b}, c, lambda]."""

    def L(rest):
        return rest[0] if rest else wrap(4)

    def pdf(a, b, c, *rest):
        *lr, x = rest
        p, q = _pert_shapes(a, b, c, L(lr))
        return pw(((x - a) ** (p - 1) * (b - x) ** (q - 1) / ((b - a) ** (p + q - 1) * F.Beta(p, q)),
                   lt(a, x, b)))

    def cdf(a, b, c, *rest):
        *lr, x = rest
        p, q = _pert_shapes(a, b, c, L(lr))
        return pw((F.BetaRegularized((x - a) / (b - a), p, q), lt(a, x, b)), (1, x >= b))

    def quantile(a, b, c, *rest):
        *lr, u = rest
        p, q = _pert_shapes(a, b, c, L(lr))
        return a + (b - a) * F.InverseBetaRegularized(u, p, q)

    def mean(a, b, c, *lr):
        lv = L(lr)
        return (a + b + lv * c) / (2 + lv)

    def variance(a, b, c, *lr):
        lv = L(lr)
        m = (a + b + lv * c) / (2 + lv)
        return (m - a) * (b - m) / (3 + lv)

    def scipy(a, b, c, *lr):
        lv = lr[0] if lr else 4.0
        p, q = 1 + lv * (c - a) / (b - a), 1 + lv * (b - c) / (b - a)
        return "beta", (p, q), a, b - a

    def sample(rng, a, b, c, *rest):
        *lr, n = rest
        lv = lr[0] if lr else 4.0
        p, q = 1 + lv * (c - a) / (b - a), 1 + lv * (b - c) / (b - a)
        return a + (b - a) * rng.beta(p, q, n)

    body = dict(head="PERTDistribution", nargs=nargs, checks=checks, positions=positions,
                pdf=pdf, cdf=cdf, quantile=quantile, mean=mean, variance=variance,
                scipy=scipy, sample=sample)
    return family(type("PERT%d" % nargs, (_PERTBase,), body))


_pert_family(2, (REAL, REAL, REAL), (1, 1, 2))
_pert_family(3, (REAL, REAL, REAL, POSITIVE), (1, 1, 2, 3))


# --- sums and means of uniform variates (Irwin-Hall and Bates) -------------------------------

def irwin_hall_pieces(n, integrate=False):
    """The polynomial pieces of the Irwin-Hall density (``integrate``: of its CDF) for
    integer n: a list, piece k on [k, k + 1], of coefficient lists (Fractions, lowest power
    first)."""
    deg = n if integrate else n - 1
    fact = factorial(deg)
    pieces = []
    acc = [Fraction(0)] * (deg + 1)
    for k in range(n):
        # add (-1)^k C(n, k) (x - k)^deg / deg!
        c = (-1) ** k * comb(n, k)
        for j in range(deg + 1):
            acc[j] += Fraction(c * comb(deg, j) * (-k) ** (deg - j), fact)
        pieces.append(list(acc))
    return pieces


def _compose(coeffs, c, s):
    """The coefficients in x of p((x - c)/s) (Fractions)."""
    out = [Fraction(0)] * len(coeffs)
    for j, a in enumerate(coeffs):
        for i in range(j + 1):      # ((x - c)/s)^j = sum C(j, i) x^i (-c)^(j - i) / s^j
            out[i] += a * comb(j, i) * (-c) ** (j - i) / s ** j
    return out


def _fraction(x):
    v = number_value(x.e)
    return Fraction(v) if isinstance(v, (int, Fraction)) else None


def _poly(coeffs, t):
    out = 0
    for j, c in enumerate(coeffs):
        if c:
            out = out + c * t ** j if j else out + c
    return out


def _irwin_hall_ufuncs(n, lo, hi):
    """pdf/cdf/quantile of the sum of n uniforms on [lo, hi] (machine numbers)."""
    import numpy as np
    n = int(n)
    w = hi - lo

    def std(x):
        return (np.asarray(x, float) - n * lo) / w

    def poly_eval(pieces, t):
        out = np.zeros_like(t)
        k = np.clip(np.floor(t).astype(int), 0, n - 1)
        for j in range(n):
            sel = k == j
            if np.any(sel):
                out[sel] = np.polyval([float(c) for c in reversed(pieces[j])], t[sel])
        return out

    dens, dist = irwin_hall_pieces(n), irwin_hall_pieces(n, True)

    def pdf(x):
        t = std(x)
        return np.where((t >= 0) & (t <= n), poly_eval(dens, np.clip(t, 0, n)) / w, 0.0)

    def cdf(x):
        t = std(x)
        return np.where(t <= 0, 0.0, np.where(t >= n, 1.0, poly_eval(dist, np.clip(t, 0, n))))

    def quantile(q):
        from scipy.optimize import brentq
        q = np.asarray(q, float)
        out = np.empty_like(q)
        for i, v in enumerate(q.reshape(-1)):
            if v <= 0 or v >= 1:
                out.reshape(-1)[i] = n * lo if v <= 0 else n * hi
            else:
                out.reshape(-1)[i] = brentq(lambda x: cdf(np.array([x]))[0] - v, n * lo, n * hi,
                                            xtol=1e-14)
        return out

    return {"pdf": pdf, "cdf": cdf, "sf": lambda x: 1 - cdf(x), "quantile": quantile,
            "inverse_sf": lambda q: quantile(1 - np.asarray(q, float))}


def _uniform_sum_family(head, nargs, mean_of):
    """UniformSumDistribution / BatesDistribution: Y = c + s S, S the Irwin-Hall sum of n
    standard uniforms; (c, s) from the interval (and 1/n for the mean)."""

    def shift_scale(n, a, b):
        if mean_of:
            return a, (b - a) / n
        return n * a, b - a

    def params(p):
        return (p[0], wrap(0), wrap(1)) if len(p) == 1 else p

    def support(*p):
        n, a, b = params(p)
        return (a, b) if mean_of else (n * a, n * b)

    def _density(p, x, integrate):
        n, a, b = params(p)
        c, s = shift_scale(n, a, b)
        t = (x - c) / s
        nv = number_value(n.e)
        lo, hi = support(*p)
        if isinstance(nv, int) and 0 < nv <= 60:
            pieces = irwin_hall_pieces(nv, integrate)
            av, bv = _fraction(a), _fraction(b)
            cf = sf = None
            if av is not None and bv is not None:
                cf, sf = (av, (bv - av) / nv) if mean_of else (nv * av, bv - av)
            rows = []
            for k, coeffs in enumerate(pieces):
                if cf is not None and sf is not None:     # a polynomial in x
                    v = _poly([a if integrate else a / sf for a in _compose(coeffs, cf, sf)],
                              x)
                else:
                    v = _poly(coeffs, t)
                    v = v if integrate else v / s
                lo_k, hi_k = c + s * k, c + s * (k + 1)
                cond = le(lo_k, x, hi_k) if k == 0 else ineq(lo_k, "<", x, "<=", hi_k)
                rows.append((v, cond))
            if integrate:
                rows.append((1, x > hi))
            return pw(*rows)
        return None

    def pdf(*p):
        *p, x = p
        return _density(p, x, False)

    def cdf(*p):
        *p, x = p
        return _density(p, x, True)

    def mean(*p):
        n, a, b = params(p)
        return (a + b) / 2 if mean_of else n * (a + b) / 2

    def variance(*p):
        n, a, b = params(p)
        return (b - a) ** 2 / (12 * n) if mean_of else n * (b - a) ** 2 / 12

    def skewness(*p):
        return 0

    def kurtosis(*p):
        n = params(p)[0]
        return 3 - 6 / (5 * n)

    def ufuncs():
        return {name: (lambda *a, _f=name: _numeric(a, _f)) for name in
                ("pdf", "cdf", "sf", "quantile", "inverse_sf")}

    def _numeric(a, name):
        *ps, x = a
        n, lo, hi = (ps[0], 0.0, 1.0) if len(ps) == 1 else ps
        if mean_of:
            fns = _irwin_hall_ufuncs(n, lo / n, hi / n)
        else:
            fns = _irwin_hall_ufuncs(n, lo, hi)
        return fns[name](x)

    def sample(rng, *a):
        *ps, size = a
        n, lo, hi = (ps[0], 0.0, 1.0) if len(ps) == 1 else ps
        s = rng.uniform(lo, hi, (size, int(n))).sum(axis=1)
        return s / n if mean_of else s

    body = dict(head=head, nargs=nargs, kind=CONTINUOUS,
                checks=(POSINT,) if nargs == 1 else (POSINT, REAL, REAL),
                positions=None if nargs == 1 else (1, 2, 2),
                support=support, pdf=pdf, cdf=cdf, mean=mean, variance=variance,
                skewness=skewness, kurtosis=kurtosis, ufuncs=staticmethod(ufuncs),
                sample=sample)
    if nargs == 2:
        def unpack(args):
            ab = _interval(args[1:])
            return None if ab is None else (args[0],) + tuple(ab)
        body["unpack"] = unpack
        body["relations"] = lambda n, a, b: _ordered(a, b)
    return family(type(head + str(nargs), (), body))


for _head, _mean_of in (("UniformSumDistribution", False), ("BatesDistribution", True)):
    _uniform_sum_family(_head, 1, _mean_of)
    _uniform_sum_family(_head, 2, _mean_of)


def _s1_location(t, a, b, m, s):
    """The S1 location of a stable law given in S0 (type 0) form."""
    import math
    if t == 0:
        return m - b * s * math.tan(math.pi * a / 2) if a != 1 else \
            m - b * 2 / math.pi * s * math.log(s)
    return m


def _typed_stable_relations(t, a, b, m, s):
    if t is not None and not isinstance(t, complex) and t not in (0, 1):
        return "type 0 or 1"
    return _stable_relations(a, b, m, s)


@family
class StableTyped:
    head, nargs, kind = "StableDistribution", 5, CONTINUOUS
    checks = (REAL, POSITIVE, REAL, REAL, POSITIVE)
    relations = _typed_stable_relations
    support = real_line

    def mean(t, a, b, m, s):
        if number_value(t.e) == 1:
            return pw((m, a > 1), default=Indeterminate)
        return None

    def variance(t, a, b, m, s):
        return pw((2 * s ** 2, F.Equal(a, 2)), default=oo)

    def scipy(t, a, b, m, s):
        return "levy_stable", (a, b), _s1_location(t, a, b, m, s), s

    def sample(rng, t, a, b, m, s, n):
        from scipy import stats
        return stats.levy_stable(a, b, loc=_s1_location(t, a, b, m, s), scale=s).rvs(
            size=n, random_state=rng)
