"""Goodness-of-fit and association tests (builtins/statistics/fit_tests.py,
independence_tests.py): printed results, properties, messages; p-values against SciPy and,
where SciPy has no closed form, against Monte Carlo simulation of the null distribution."""

import math

import numpy as np
import pytest
from scipy import stats

from mathilda.algorithms.statistics import fit_tests as F
from mathilda.session import Session
from hyptests_common import lst, num
from support import run

D = "{0.12, -0.53, 1.21, 0.34, -1.02, 0.77, -0.18, 0.45, -0.66, 1.53}"
POIS = "{0, 1, 1, 2, 0, 3, 1, 0, 2, 1, 1, 0, 4, 2, 1}"

ROWS = [
    ("DistributionFitTest[%s, Automatic, \"AllTests\"]" % D,
     "{AndersonDarling, CramerVonMises, JarqueBeraALM, KolmogorovSmirnov, Kuiper, "
     "PearsonChiSquare, ShapiroWilk, WatsonUSquare}"),
    ("DistributionFitTest[%s, ExponentialDistribution[1], \"AllTests\"]" % D,
     "{AndersonDarling, CramerVonMises, KolmogorovSmirnov, Kuiper, PearsonChiSquare, "
     "WatsonUSquare}"),
    ("DistributionFitTest[%s, NormalDistribution[0, 1], \"AutomaticTest\"]" % D,
     "AndersonDarling"),
    ("DistributionFitTest[%s, NormalDistribution[0, 1]]" % D, "0.871888"),
    ("DistributionFitTest[%s, PoissonDistribution[1], \"AutomaticTest\"]" % POIS,
     "PearsonChiSquare"),
    ("DistributionFitTest[%s, PoissonDistribution[m], \"FittedDistribution\"]" % POIS,
     "PoissonDistribution[1.26667]"),
    ("DistributionFitTest[%s, PoissonDistribution[m], \"FittedDistributionParameters\"]"
     % POIS, "{m -> 1.26667}"),
    ("DistributionFitTest[%s, Automatic, \"FittedDistribution\"]" % D,
     "NormalDistribution[0.203, 0.781512]"),
    ("DistributionFitTest[%s, NormalDistribution[0, 1], {\"TestStatistic\", "
     "\"KolmogorovSmirnov\"}]" % D, "0.154627"),
    ("DistributionFitTest[%s, Automatic, \"TestConclusion\"]" % D,
     "The null hypothesis that the data is distributed according to the "
     "NormalDistribution[\u03bc, \u03c3] is not rejected at the 5 percent level based on the "
     "Shapiro-Wilk test."),
    ("DistributionFitTest[%s, NormalDistribution[0, 1], \"TestConclusion\"]" % D,
     "The null hypothesis that the data is distributed according to the "
     "NormalDistribution[0, 1] is not rejected at the 5 percent level based on the "
     "Anderson-Darling test."),
    ("DistributionFitTest[%s, {1.2, 0.3, 2.2, 1.9, 0.5, 1.1}, \"AllTests\"]" % D,
     "{CramerVonMises, KolmogorovSmirnov}"),
    ("h = DistributionFitTest[%s, NormalDistribution[0, 1], All]; h[\"TestDataTable\", "
     "\"KolmogorovSmirnov\"]" % D,
     "                     Statistic   P-Value\nKolmogorov-Smirnov   0.154627    0.941899"),
    ("h = DistributionFitTest[%s, NormalDistribution[0, 1], All]; h[\"FittedDistribution\"]"
     % D, "NormalDistribution[0, 1]"),
    ("PearsonChiSquareTest[%s, PoissonDistribution[1], \"TestData\"]" % POIS,
     "{0.660779, 0.416285}"),
    ("ShapiroWilkTest[%s, NormalDistribution[0, 1], \"ShortTestConclusion\"]" % D,
     "Do not reject"),
    ("ShapiroWilkTest[%s, ExponentialDistribution[1]]" % D,
     "ShapiroWilkTest[%s, ExponentialDistribution[1]]" % D,
     ["ShapiroWilkTest::nrml: The \"Shapiro-Wilk\" test applies to the normal distribution "
      "only, not to ExponentialDistribution[1]."]),
    ("DistributionFitTest[%s, x]" % D, "DistributionFitTest[%s, x]" % D,
     ["DistributionFitTest::dist: The argument x should be a univariate distribution, "
      "Automatic, or a list of real numbers (a second sample)."]),
    ("KolmogorovSmirnovTest[{1}]", "KolmogorovSmirnovTest[{1}]",
     ["KolmogorovSmirnovTest::fdata: The argument {1} at position 1 should be a list of at "
      "least 2 real numbers."]),
    ("DistributionFitTest[{1, 2, 3}, NormalDistribution[0, -1]]",
     "DistributionFitTest[{1, 2, 3}, NormalDistribution[0, -1]]",
     ["NormalDistribution::posprm: Parameter -1 at position 2 in NormalDistribution[0, -1] is "
      "expected to be positive.",
      "DistributionFitTest::dist: The argument NormalDistribution[0, -1] should be a "
      "univariate distribution, Automatic, or a list of real numbers (a second sample)."]),
    ("KuiperTest[{1, 2, 3, 4}, {2, 3, 4, 5, 6}]", "KuiperTest[{1, 2, 3, 4}, {2, 3, 4, 5, 6}]",
     ["KuiperTest::ntest: The \"Kuiper\" test does not apply to {2, 3, 4, 5, 6}."]),
    ("KolmogorovSmirnovTest[{1, 2, 3, 4}, {2, 3, 4, 5, 6}]", "0.746032"),
    # --- association
    ("IndependenceTest[{1, 2, 3, 4, 5, 6}, {1, 3, 2, 5, 4, 6}, {\"PValue\", All}]",
     "{0.0555556, 0.0188455, 0.0188455}"),
    ("IndependenceTest[{1, 2, 3, 4, 5, 6}, {1, 3, 2, 5, 4, 6}, \"TestConclusion\"]",
     "The null hypothesis that the variables are independent is rejected at the 5 percent "
     "level based on the Pearson Correlation test."),
    ("IndependenceTest[{1, 2, 3}, {1, 2}]", "IndependenceTest[{1, 2, 3}, {1, 2}]",
     ["IndependenceTest::pair: The arguments {1, 2, 3} and {1, 2} should be lists of real "
      "numbers of equal length above 3."]),
    ("CorrelationTest[{{{1, 2.1}, {2, 3.9}, {3, 6.2}, {4, 7.8}, {5, 10.1}, {6, 12.2}}, "
     "{{1, 2}, {2, 1}, {3, 5}, {4, 3}, {5, 4}}}, 0, \"TestData\"]", "{3.46435, 0.000531506}"),
    ("CorrelationTest[{{1, 2}, {2, 1}, {3, 5}, {4, 3}, {5, 4}}, 2]",
     "CorrelationTest[{{1, 2}, {2, 1}, {3, 5}, {4, 3}, {5, 4}}, 2]",
     ["CorrelationTest::numprm: The null value 2 should be a real number or a list of real "
      "numbers."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


RNG = np.random.default_rng(7)
SAMPLES = [RNG.normal(0.1, 1.1, n) for n in (9, 25, 80, 300)]


@pytest.mark.parametrize("x", SAMPLES, ids=[str(len(x)) for x in SAMPLES])
def test_simple_hypothesis_against_scipy(x):
    s = Session()
    t = lst(x)
    assert num(s, "KolmogorovSmirnovTest[%s, NormalDistribution[0, 1]]" % t) == \
        pytest.approx(stats.kstest(x, "norm", method="exact").pvalue, rel=1e-7)
    assert num(s, "KolmogorovSmirnovTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]"
                % t) == pytest.approx(stats.kstest(x, "norm").statistic, rel=1e-12)
    cvm = stats.cramervonmises(x, "norm")
    assert num(s, "CramerVonMisesTest[%s, NormalDistribution[0, 1]]" % t) == \
        pytest.approx(cvm.pvalue, rel=1e-7, abs=1e-12)
    assert num(s, "CramerVonMisesTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]"
                % t) == pytest.approx(cvm.statistic, rel=1e-12)
    e = np.abs(x) + 0.01
    assert num(s, "KolmogorovSmirnovTest[%s, ExponentialDistribution[1.3]]" % lst(e)) == \
        pytest.approx(stats.kstest(e, stats.expon(scale=1 / 1.3).cdf, method="exact").pvalue,
                      rel=1e-7, abs=1e-12)
    sw = stats.shapiro(x)
    assert num(s, "ShapiroWilkTest[%s]" % t) == pytest.approx(sw.pvalue, rel=1e-9)
    assert num(s, "ShapiroWilkTest[%s, Automatic, \"TestStatistic\"]" % t) == \
        pytest.approx(sw.statistic, rel=1e-9)
    u = np.sort(stats.norm.cdf(x))
    a2 = -len(x) - np.mean((2 * np.arange(1, len(x) + 1) - 1) *
                           (np.log(u) + np.log(1 - u[::-1])))
    assert num(s, "AndersonDarlingTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]"
                % t) == pytest.approx(a2, rel=1e-9)


def test_anderson_darling_limit_and_critical_values():
    # the classical critical values of A^2 (simple hypothesis): 1.933, 2.492, 3.857
    assert F._adinf(1.933) == pytest.approx(0.90, abs=5e-4)
    assert F._adinf(2.492) == pytest.approx(0.95, abs=5e-4)
    assert F._adinf(3.857) == pytest.approx(0.99, abs=5e-4)


def _mc(statistic, n, reps=4000, seed=11):
    rng = np.random.default_rng(seed)
    return np.array([statistic(np.sort(rng.uniform(size=n))) for _ in range(reps)])


@pytest.mark.parametrize("n", [10, 40])
def test_uniform_statistics_against_simulation(n):
    """p-values of the simple hypothesis against the simulated null distribution."""
    rng = np.random.default_rng(5 + n)
    for name, fn in (("Kuiper", F.kuiper), ("WatsonUSquare", F.watson_u2),
                     ("AndersonDarling", F.anderson_darling)):
        null = _mc(lambda u: fn(u).stat, n)
        for _ in range(3):
            u = np.sort(rng.uniform(size=n) ** 1.3)
            r = fn(u)
            # the modified-statistic approximations are within a few percent
            assert r.p == pytest.approx((null >= r.stat).mean(), abs=0.05), name


def _normal_mc(statistic, n, reps=4000, seed=3):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(reps):
        z = np.sort(rng.normal(size=n))
        out.append(statistic(stats.norm.cdf((z - z.mean()) / z.std(ddof=1))))
    return np.array(out)


@pytest.mark.parametrize("n", [12, 50])
def test_composite_normal_p_values_against_simulation(n):
    rng = np.random.default_rng(n)
    for name, fn in (("KolmogorovSmirnov", F.kolmogorov_smirnov),
                     ("CramerVonMises", F.cramer_von_mises),
                     ("AndersonDarling", F.anderson_darling)):
        null = _normal_mc(lambda u: fn(u, True).stat, n)
        for _ in range(3):
            x = np.sort(rng.standard_t(4, size=n))
            u = stats.norm.cdf((x - x.mean()) / x.std(ddof=1))
            r = fn(u, True)
            assert r.p == pytest.approx((null >= r.stat).mean(), abs=0.03), name


def test_jarque_bera_alm_definition_and_two_sample_tests():
    s = Session()
    x = SAMPLES[2]
    n = len(x)
    d = x - x.mean()
    m2 = (d ** 2).mean()
    sk, ku = (d ** 3).mean() / m2 ** 1.5, (d ** 4).mean() / m2 ** 2
    alm = sk ** 2 / (6 * (n - 2) / ((n + 1) * (n + 3))) + \
        (ku - 3 * (n - 1) / (n + 1)) ** 2 / (24 * n * (n - 2) * (n - 3) /
                                             ((n + 1) ** 2 * (n + 3) * (n + 5)))
    assert num(s, "JarqueBeraALMTest[%s, Automatic, \"TestStatistic\"]" % lst(x)) == \
        pytest.approx(alm, rel=1e-9)
    assert num(s, "JarqueBeraALMTest[%s]" % lst(x)) == pytest.approx(
        math.exp(-alm / 2), rel=1e-9)
    y = SAMPLES[1] + 0.5
    assert num(s, "DistributionFitTest[%s, %s, \"KolmogorovSmirnov\"]"
                % (lst(x), lst(y))) == pytest.approx(stats.ks_2samp(x, y).pvalue, rel=1e-9)
    assert num(s, "DistributionFitTest[%s, %s, \"CramerVonMises\"]"
                % (lst(x), lst(y))) == pytest.approx(
        stats.cramervonmises_2samp(x, y).pvalue, rel=1e-9)


def test_association_against_scipy():
    s = Session()
    x = SAMPLES[1]
    y = x * 0.3 + RNG.normal(size=len(x))
    for alt, sc in (("Unequal", "two-sided"), ("Greater", "greater"), ("Less", "less")):
        o = ", AlternativeHypothesis -> \"%s\"" % alt
        assert num(s, "IndependenceTest[%s, %s, \"PearsonCorrelation\"%s]"
                    % (lst(x), lst(y), o)) == pytest.approx(
            stats.pearsonr(x, y, alternative=sc).pvalue, rel=1e-7)
        assert num(s, "IndependenceTest[%s, %s, \"SpearmanRank\"%s]"
                    % (lst(x), lst(y), o)) == pytest.approx(
            stats.spearmanr(x, y, alternative=sc).pvalue, rel=1e-7)
        assert num(s, "IndependenceTest[%s, %s, \"KendallTau\"%s]"
                    % (lst(x), lst(y), o)) == pytest.approx(
            stats.kendalltau(x, y, alternative=sc).pvalue, rel=1e-7)
    m = "{" + ", ".join("{%r, %r}" % (float(a), float(b)) for a, b in zip(x, y)) + "}"
    r = np.corrcoef(x, y)[0, 1]
    z = (np.arctanh(r) - np.arctanh(0.2)) * np.sqrt(len(x) - 3)
    assert num(s, "CorrelationTest[%s, 0.2]" % m) == pytest.approx(
        2 * stats.norm.sf(abs(z)), rel=1e-9)


def test_distribution_with_estimated_parameters():
    s = Session()
    s.evaluate("SeedRandom[4]; g = RandomVariate[GammaDistribution[2, 1.5], 400]")
    assert num(s, "DistributionFitTest[g, GammaDistribution[a, b]]") > 0.01
    assert num(s, "DistributionFitTest[g, ExponentialDistribution[l]]") < 1e-3
    assert num(s, "DistributionFitTest[g]") < 1e-3


def test_multivariate_normality_mardia():
    s = Session()
    rng = np.random.default_rng(21)
    x = rng.multivariate_normal([0, 1, 2], [[1, 0.3, 0], [0.3, 1, 0.2], [0, 0.2, 2]], 150)
    m = "{" + ", ".join(lst(r) for r in x) + "}"
    n, p = x.shape
    z = x - x.mean(axis=0)
    d = z @ np.linalg.inv(np.cov(x, rowvar=False, bias=True)) @ z.T
    skew = n * (d ** 3).sum() / n ** 2 / 6
    kurt = ((np.diag(d) ** 2).mean() - p * (p + 2)) / np.sqrt(8 * p * (p + 2) / n)
    assert num(s, "DistributionFitTest[%s, Automatic, {\"TestStatistic\", "
                  "\"MardiaSkewness\"}]" % m) == pytest.approx(skew, rel=1e-9)
    assert num(s, "DistributionFitTest[%s, Automatic, {\"TestStatistic\", "
                  "\"MardiaKurtosis\"}]" % m) == pytest.approx(kurt, rel=1e-9)
    assert num(s, "DistributionFitTest[%s]" % m) == pytest.approx(
        stats.chi2(10).sf(skew), rel=1e-9)
    assert str(s.evaluate("DistributionFitTest[%s, Automatic, \"AllTests\"]" % m)) == \
        "{MardiaKurtosis, MardiaSkewness}"
    e = "{" + ", ".join(lst(r) for r in np.exp(x)) + "}"
    assert num(s, "DistributionFitTest[%s]" % e) < 1e-6
