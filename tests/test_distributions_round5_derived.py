"""Round-5 derived distributions: ProductDistribution, MarginalDistribution,
CensoredDistribution, OrderDistribution, ParameterMixtureDistribution, FindDistribution --
exact forms, numbers against scipy/direct computation, seeded samples, messages."""

import math

import numpy as np
import pytest
from scipy import stats

from mathilda import Session

S = Session()


def out(text):
    return str(S.evaluate(text))


def num(text):
    return float(S.evaluate(text).to_python())


TABLE = [
    ("PDF[ProductDistribution[NormalDistribution[0, 1], NormalDistribution[0, 1]], {x, y}]",
     "E^(-x^2/2 - y^2/2)/(2 Pi)"),
    ("CDF[ProductDistribution[ExponentialDistribution[1], ExponentialDistribution[2]], {1, 1}]",
     "(1 - E^-2) (1 - E^-1)"),
    ("Variance[ProductDistribution[{ExponentialDistribution[l], 2}]]", "{l^-2, l^-2}"),
    ("MarginalDistribution[MultinormalDistribution[{1, 2, 3}, {{4, 1, 0}, {1, 9, 0}, "
     "{0, 0, 16}}], {1, 2}]", "MultinormalDistribution[{1, 2}, {{4, 1}, {1, 9}}]"),
    ("MarginalDistribution[BinormalDistribution[r], 1]", "NormalDistribution[0, 1]"),
    ("MarginalDistribution[DirichletDistribution[{a, b, c}], 2]",
     "BetaDistribution[b, a + c]"),
    ("CDF[CensoredDistribution[{0, 1}, NormalDistribution[]], x]",
     "Piecewise[{{Erfc[-(x/Sqrt[2])]/2, Inequality[0, LessEqual, x, Less, 1]}, {1, x >= 1}}, 0]"),
    ("Mean[CensoredDistribution[{0, 1}, UniformDistribution[{-1, 3}]]]", "5/8"),
    ("PDF[OrderDistribution[{ExponentialDistribution[1], 3}, 1], x]",
     "Piecewise[{{3 E^(-3 x), x >= 0}}, 0]"),
    ("PDF[OrderDistribution[{UniformDistribution[{0, 1}], 3}, 2], x]",
     "Piecewise[{{6 (1 - x) x, 0 <= x <= 1}}, 0]"),
    ("Mean[OrderDistribution[{ExponentialDistribution[1], 3}, 1]]", "1/3"),
    ("Variance[OrderDistribution[{UniformDistribution[{0, 1}], 3}, 2]]", "1/20"),
    ("PDF[ParameterMixtureDistribution[PoissonDistribution[m], m \\[Distributed] "
     "ExponentialDistribution[1]], 2]", "1/8"),
    ("Mean[ParameterMixtureDistribution[BinomialDistribution[10, p], p \\[Distributed] "
     "BetaDistribution[2, 3]]]", "4"),
]


@pytest.mark.parametrize("text,wolfram", TABLE)
def test_exact_forms(text, wolfram):
    assert out(text) == out(wolfram), (text, out(text))


def test_numbers():
    # the order statistic of a normal sample against scipy's Beta-of-CDF form
    for k in (1, 2, 3):
        x = 0.4
        c, p = stats.norm.cdf(x), stats.norm.pdf(x)
        ref = math.factorial(3) / (math.factorial(k - 1) * math.factorial(3 - k)) * \
            c ** (k - 1) * (1 - c) ** (3 - k) * p
        d = "OrderDistribution[{NormalDistribution[0, 1], 3}, %d]" % k
        assert num("PDF[%s, 0.4]" % d) == pytest.approx(ref, rel=1e-10)
        assert num("N[PDF[%s, 2/5]]" % d) == pytest.approx(ref, rel=1e-10)
        assert num("CDF[%s, 0.4]" % d) == pytest.approx(stats.beta(k, 4 - k).cdf(c), rel=1e-10)
        q = num("InverseCDF[%s, 0.3]" % d)
        assert num("CDF[%s, %r]" % (d, q)) == pytest.approx(0.3, rel=1e-9)
    # censoring: the CDF jumps at the ends, the mean is E[Clip[X, {a, b}]]
    d = "CensoredDistribution[{-1, 1/2}, NormalDistribution[0, 1]]"
    assert num("CDF[%s, -1.5]" % d) == 0
    assert num("CDF[%s, -1.]" % d) == pytest.approx(stats.norm.cdf(-1))
    assert num("CDF[%s, 0.5]" % d) == 1
    ref = stats.norm.expect(lambda x: min(max(x, -1), 0.5))
    assert num("N[Mean[%s]]" % d) == pytest.approx(ref, rel=1e-8)
    S.evaluate("SeedRandom[4]")
    arr = np.asarray(S.evaluate("RandomVariate[%s, 20000]" % d).array)
    assert arr.min() == -1 and arr.max() == 0.5 and abs(arr.mean() - ref) < 0.02
    # a product distribution's machine values and samples
    p = "ProductDistribution[NormalDistribution[1, 2], GammaDistribution[2, 3]]"
    assert num("PDF[%s, {0.5, 4.}]" % p) == pytest.approx(
        stats.norm(1, 2).pdf(0.5) * stats.gamma(2, scale=3).pdf(4), rel=1e-10)
    arr = np.asarray(S.evaluate("RandomVariate[%s, 20000]" % p).array)
    assert arr.shape == (20000, 2) and np.allclose(arr.mean(axis=0), [1, 6], atol=0.1)
    # parameter mixture: Poisson-Gamma is negative binomial
    pm = ("ParameterMixtureDistribution[PoissonDistribution[m], m \\[Distributed] "
          "GammaDistribution[3, 2]]")
    for k in range(4):
        assert num("N[PDF[%s, %d]]" % (pm, k)) == pytest.approx(
            stats.nbinom(3, 1 / 3).pmf(k), rel=1e-9)
    arr = np.asarray(S.evaluate("RandomVariate[%s, 2000]" % pm).array)
    assert abs(arr.mean() - 6) < 0.5


def test_find_distribution():
    S.evaluate("SeedRandom[7]")
    for text, head in [("RandomVariate[NormalDistribution[3, 1], 500]", "NormalDistribution"),
                       ("RandomVariate[ExponentialDistribution[2], 500]",
                        "ExponentialDistribution"),
                       ("RandomVariate[PoissonDistribution[5], 500]", "PoissonDistribution")]:
        assert out("Head[FindDistribution[%s]]" % text) == head
    r = S.evaluate("FindDistribution[RandomVariate[GammaDistribution[3, 2], 400], 3]")
    assert len(r.args) == 3
    s = Session()
    assert str(s.evaluate("FindDistribution[{a, b, c, d}]")) == "FindDistribution[{a, b, c, d}]"
    assert [str(m) for m in s.messages] == [
        "FindDistribution::data: The data {a, b, c, d} is expected to be a list of at least 4 "
        "real numbers."]


@pytest.mark.parametrize("text,message", [
    ("Mean[CensoredDistribution[{2, 1}, NormalDistribution[]]]",
     "CensoredDistribution::cnrng: The censoring range {2, 1} in "
     "CensoredDistribution[{2, 1}, NormalDistribution[0, 1]] is expected to be {xmin, xmax} "
     "with xmin < xmax."),
    ("Mean[OrderDistribution[{NormalDistribution[], 3}, 4]]",
     "OrderDistribution::ordk: The order 4 in OrderDistribution[{NormalDistribution[0, 1], 3}, "
     "4] is expected to be an integer between 1 and the sample size."),
])
def test_messages(text, message):
    s = Session()
    r = s.evaluate(text)
    assert [str(m) for m in s.messages] == [message]


def test_histogram_and_kernel_distributions():
    h = "HistogramDistribution[{1, 2, 2, 3, 7/2, 4, 7}]"
    assert out("PDF[%s, x]" % h) == out(
        "Piecewise[{{1/14, 0 <= x < 2}, {2/7, 2 <= x < 4}, {1/14, 4 <= x < 6}, "
        "{1/14, 6 <= x < 8}}, 0]")
    assert out("CDF[HistogramDistribution[{1, 2, 2, 3}, {{0, 2, 4}}], x]") == out(
        "Piecewise[{{x/8, 0 <= x < 2}, {1/4 + 3 (x - 2)/8, 2 <= x < 4}, {1, x >= 4}}, 0]")
    assert out("Mean[%s]" % h) == "25/7"
    assert num("N[Variance[%s]]" % h) == pytest.approx(
        sum(p * (a * a + a * b + b * b) / 3 for p, a, b in
            [(1 / 7, 0, 2), (4 / 7, 2, 4), (1 / 7, 4, 6), (1 / 7, 6, 8)]) - (25 / 7) ** 2)
    assert num("CDF[%s, 3.]" % h) == pytest.approx(1 / 7 + 2 / 7)
    assert num("InverseCDF[%s, 0.5]" % h) == pytest.approx(2 + (0.5 - 1 / 7) / (4 / 7) * 2)
    arr = np.asarray(S.evaluate("RandomVariate[%s, 10000]" % h).array)
    assert 0 <= arr.min() and arr.max() < 8 and abs(arr.mean() - 25 / 7) < 0.1
    # the Gaussian kernel estimate against scipy's gaussian_kde with the same bandwidth
    data = [1.0, 2.0, 2.5, 4.0, 7.0]
    kde = stats.gaussian_kde(data, bw_method=0.7 / np.std(data, ddof=1))
    k = "SmoothKernelDistribution[{1, 2, 2.5, 4, 7}, 0.7]"
    for x in (0.0, 2.2, 5.0):
        assert num("PDF[%s, %r]" % (k, x)) == pytest.approx(kde(x)[0], rel=1e-9)
        assert num("CDF[%s, %r]" % (k, x)) == pytest.approx(kde.integrate_box_1d(-np.inf, x),
                                                            rel=1e-9)
    q = num("InverseCDF[%s, 0.3]" % k)
    assert num("CDF[%s, %r]" % (k, q)) == pytest.approx(0.3)
    assert num("Variance[%s]" % k) == pytest.approx(np.var(data) + 0.49)
    assert out("Head[PDF[SmoothKernelDistribution[{1, 2, 3, 4}], 2]]") == "Real"


def _frank(u, v, t):
    return -np.log(1 + np.expm1(-t * u) * np.expm1(-t * v) / np.expm1(-t)) / t


def test_copulas():
    u2 = "{UniformDistribution[{0, 1}], UniformDistribution[{0, 1}]}"
    assert out('PDF[CopulaDistribution[{"Clayton", 2}, %s], {1/4, 1/2}]' % u2) == \
        out("1536/(361 Sqrt[19])")
    assert out('CDF[CopulaDistribution[{"FGM", a}, %s], {u, v}]' % u2) == out(
        "Piecewise[{{u, 0 <= u <= 1}, {1, u > 1}}, 0] Piecewise[{{v, 0 <= v <= 1}, "
        "{1, v > 1}}, 0] (1 + a (1 - Piecewise[{{u, 0 <= u <= 1}, {1, u > 1}}, 0]) "
        "(1 - Piecewise[{{v, 0 <= v <= 1}, {1, v > 1}}, 0]))")
    # densities: the mixed derivative of the copula times the marginal densities
    fr = 'CopulaDistribution[{"Frank", 3}, {NormalDistribution[], ExponentialDistribution[1]}]'
    u, v, h = stats.norm.cdf(0.3), stats.expon.cdf(0.7), 1e-4
    c = (_frank(u + h, v + h, 3) - _frank(u + h, v - h, 3) - _frank(u - h, v + h, 3)
         + _frank(u - h, v - h, 3)) / (4 * h * h)
    assert num("N[PDF[%s, {0.3, 0.7}]]" % fr) == pytest.approx(
        c * stats.norm.pdf(0.3) * stats.expon.pdf(0.7), rel=1e-6)
    bn = 'CopulaDistribution[{"Binormal", 1/2}, {NormalDistribution[], NormalDistribution[]}]'
    ref = stats.multivariate_normal([0, 0], [[1, 0.5], [0.5, 1]])
    assert num("N[PDF[%s, {0.3, 0.7}]]" % bn) == pytest.approx(ref.pdf([0.3, 0.7]), rel=1e-9)
    assert num("CDF[%s, {0.3, 0.7}]" % bn) == pytest.approx(ref.cdf([0.3, 0.7]), rel=1e-5)
    # variates: the empirical joint CDF at one point against the copula's
    S.evaluate("SeedRandom[8]")
    for ker, cdf in [('{"FGM", 1}', lambda a, b: a * b * (1 + (1 - a) * (1 - b))),
                     ('{"Clayton", 2}', lambda a, b: (a ** -2 + b ** -2 - 1) ** -0.5),
                     ('{"Frank", 3}', lambda a, b: _frank(a, b, 3))]:
        arr = np.asarray(S.evaluate("RandomVariate[CopulaDistribution[%s, %s], 20000]"
                                    % (ker, u2)).array)
        assert arr.shape == (20000, 2)
        emp = np.mean((arr[:, 0] <= 0.4) & (arr[:, 1] <= 0.6))
        assert abs(emp - cdf(0.4, 0.6)) < 0.012, ker
    s = Session()
    s.evaluate('Mean[CopulaDistribution[{"FGM", 2}, %s]]' % u2)
    assert [str(m) for m in s.messages] == [
        'CopulaDistribution::cprm: The copula parameter 2 in CopulaDistribution[{"FGM", 2}, '
        '{UniformDistribution[{0, 1}], UniformDistribution[{0, 1}]}] is outside the range the '
        'kernel allows.']


def test_categorical():
    d = "CategoricalDistribution[{a, b, c}, {1, 2, 1}]"
    assert out("PDF[%s, b]" % d) == "1/2"
    assert out("PDF[%s, z]" % d) == "0"
    S.evaluate("SeedRandom[9]")
    r = S.evaluate("RandomVariate[%s, 4000]" % d)
    names = [str(v) for v in r.args]
    assert set(names) == {"a", "b", "c"} and abs(names.count("b") / 4000 - 0.5) < 0.03
    assert out("Dimensions[RandomVariate[%s, {2, 3}]]" % d) == "{2, 3}"
    assert out("MemberQ[{a, b, c}, RandomVariate[%s]]" % d) == "True"


def test_survival_distribution():
    d = "SurvivalDistribution[{1, 2, 2, 5}]"
    assert out("CDF[%s, x]" % d) == out(
        "Piecewise[{{0, x < 1}, {1/4, 1 <= x < 2}, {3/4, 2 <= x < 5}}, 1]")
    assert out("SurvivalFunction[%s, 3]" % d) == "1/4"
    assert out("Mean[%s]" % d) == "5/2"
    assert out("SurvivalDistribution[{a, b}] // Mean") == "Mean[SurvivalDistribution[{a, b}]]"
