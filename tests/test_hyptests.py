"""Location and dispersion tests (builtins/statistics/hypothesis_tests.py, variance_tests.py):
printed results, properties, HypothesisTestData, messages, and p-values against SciPy."""

import numpy as np
import pytest
from scipy import stats

from mathilda.session import Session
from hyptests_common import lst, num
from support import run

X = "{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}"
TWO = "{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}"

ROWS = [
    ("TTest[%s, 1]" % X, "0.349744"),
    ("TTest[%s, 1, \"TestData\"]" % X, "{1.03115, 0.349744}"),
    ("TTest[%s, 1, {\"TestStatistic\", \"DegreesOfFreedom\"}]" % X, "{1.03115, 5}"),
    ("TTest[%s, 1, \"ShortTestConclusion\"]" % X, "Do not reject"),
    ("TTest[%s, 1, \"TestConclusion\"]" % X,
     "The null hypothesis that the mean of the population is equal to 1 is not rejected at "
     "the 5 percent level based on the T test."),
    ("TTest[%s, 1, \"TestConclusion\", AlternativeHypothesis -> \"Greater\"]" % X,
     "The null hypothesis that the mean of the population is less than or equal to 1 is not "
     "rejected at the 5 percent level based on the T test."),
    ("TTest[{1, 2, 3, 4, 5}, 0, \"TestConclusion\", SignificanceLevel -> 0.01]",
     "The null hypothesis that the mean of the population is equal to 0 is not rejected at the 1 "
     "percent level based on the T test."),
    ("TTest[%s, 1, \"TestDataTable\"]" % X,
     "    Statistic   P-Value\nT   1.03115     0.349744"),
    ("TTest[%s, 1, \"PValueTable\"]" % X, "    P-Value\nT   0.349744"),
    ("TTest[%s, 1, \"HypothesisTestData\"]" % X, "HypothesisTestData[<<TTest>>]"),
    ("TTest[{{1, 2, 3, 4, 5}, {3, 4, 5, 6, 9}}, 0, \"DegreesOfFreedom\"]", "8"),
    ("TTest[{{1, 2, 3, 4, 5}, {3, 4, 5, 6, 9}}, 0, \"DegreesOfFreedom\", "
     "VerifyTestAssumptions -> {\"EqualVariance\" -> False}]", "7.08678"),
    ("TTest[{1, 2, 3, 4}, 0, \"PValue\", AlternativeHypothesis -> \"Less\"]", "0.984767"),
    ("TTest[{{1, 2}, {3, 4}, {5, 7}, {2, 9}}, {1, 1}, \"TestStatistic\"]", "9.28369"),
    ("LocationTest[%s, 1, \"AutomaticTest\"]" % X, "T"),
    ("LocationTest[%s, 1, \"AllTests\"]" % X, "{Sign, SignedRank, T, Z}"),
    ("LocationTest[%s, 1, {\"PValue\", All}]" % X, "{0.6875, 0.461838, 0.349744, 0.302471}"),
    ("LocationTest[%s, 1, \"Sign\"]" % X, "0.6875"),
    ("LocationTest[%s, 1, {\"TestStatistic\", \"SignedRank\"}]" % X, "14.5"),
    ("LocationTest[%s, 1, {\"TestDataTable\", All}]" % X,
     "              Statistic   P-Value\nSign          4.          0.6875\n"
     "Signed-Rank   14.5        0.461838\nT             1.03115     0.349744\n"
     "Z             1.03115     0.302471"),
    ("LocationTest[%s, 0, \"AllTests\"]" % TWO, "{MannWhitney, T, Z}"),
    ("LocationTest[{{1, 2, 3}, {2, 3, 5}}, 0, \"AllTests\"]",
     "{MannWhitney, PairedT, PairedZ, Sign, SignedRank, T, Z}"),
    ("LocationTest[{1, 1, 1, 1, 1, 1, 1, 50}, 0, \"AutomaticTest\"]", "SignedRank"),
    ("LocationTest[{{1, 1, 1, 1, 1, 1, 1, 50}, {2, 3, 4, 5, 6, 7, 8, 9}}, 0, "
     "\"AutomaticTest\"]", "MannWhitney"),
    ("h = LocationTest[%s, 1, All]; {h[\"PValue\"], h[\"PValue\", \"Z\"], "
     "h[\"AutomaticTest\"]}" % X, "{0.349744, 0.302471, T}"),
    ("h = LocationTest[%s, 1, All]; h[{\"TestStatistic\", \"ShortTestConclusion\"}]" % X,
     "{1.03115, Do not reject}"),
    ("h = LocationTest[%s, 1, All]; h[\"DegreesOfFreedom\", \"Sign\"]" % X,
     "Missing[NotApplicable]"),
    ("PairedTTest[{{1, 2, 3, 4, 5}, {1.5, 2.2, 3.9, 4.1, 5.6}}, 0, \"DegreesOfFreedom\"]", "4"),
    ("ZTest[%s]" % X, "2.82147*^-11"),
    ("ZTest[%s, Automatic, 1]" % X, "0.302471"),
    ("ZTest[{{1, 2, 3}, {2, 3, 5}}, {1, 2}, 0, \"TestStatistic\"]", "-1.33333"),
    ("PairedZTest[{{1, 2, 3, 4, 5}, {1.5, 2.2, 3.9, 4.1, 5.6}}, 0.2, 0, \"TestData\"]",
     "{-2.3, 0.0214482}"),
    ("SignTest[{1, 2, 3, 4, 5, 6, 7, 8}, 2, \"PValue\", AlternativeHypothesis -> "
     "\"Greater\"]", "0.0625"),
    ("SignedRankTest[{1.3, 0.8, 1.9, 1.45, 0.6, 1.15, 2.3}, 1, \"TestConclusion\"]",
     "The null hypothesis that the median of the population is equal to 1 is not rejected at "
     "the 5 percent level based on the Signed-Rank test."),
    ("MannWhitneyTest[{{1.1, 2.3, 0.4, 1.7}, {2.9, 3.8, 2.5, 4.1, 3.3}}, 0, "
     "\"ShortTestConclusion\"]", "Reject"),
    ("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7, 9}}, \"AllTests\"]",
     "{CompleteBlockF, FriedmanRank, KSampleT, KruskalWallis}"),
    ("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7}}, \"AllTests\"]",
     "{KSampleT, KruskalWallis}"),
    ("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7, 9}}, \"FriedmanRank\"]",
     "0.0183156"),
    ("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7, 9}}, All]",
     "HypothesisTestData[<<LocationEquivalenceTest>>]"),
    # --- dispersion
    ("VarianceTest[%s, 0.5, \"DegreesOfFreedom\"]" % X, "5"),
    ("VarianceTest[%s, 1, \"AutomaticTest\"]" % TWO, "FisherRatio"),
    ("VarianceTest[%s, 1, {\"PValue\", All}]" % TWO,
     "{0.0956915, 0.0423432, 0.0133677, 0.0407532, 0.273322}"),
    ("VarianceTest[%s, 1, All]" % TWO, "HypothesisTestData[<<VarianceTest>>]"),
    ("VarianceTest[%s, 1, \"TestConclusion\"]" % TWO,
     "The null hypothesis that the ratio of the population variances is equal to 1 is "
     "rejected at the 5 percent level based on the Fisher Ratio test."),
    ("FisherRatioTest[%s, 1, \"DegreesOfFreedom\"]" % TWO, "{5, 4}"),
    ("VarianceEquivalenceTest[{{1, 2, 3, 4}, {2, 4, 6, 9}}, \"AllTests\"]",
     "{Bartlett, BrownForsythe, Conover, FisherRatio, Levene}"),
    ("VarianceEquivalenceTest[{{1, 2, 3, 4}, {2, 4, 6, 9}, {5, 5.5, 6, 6.2}}, "
     "\"TestDataTable\"]", "           Statistic   P-Value\nBartlett   6.28371     0.0432025"),
    # --- bad input: messages, unevaluated
    ("TTest[x]", "TTest[x]",
     ["TTest::dspec: The argument x at position 1 should be a list of real numbers of length "
      "greater than 1, a rectangular array of real numbers, or a list of such samples."]),
    ("TTest[{1}]", "TTest[{1}]",
     ["TTest::dspec: The argument {1} at position 1 should be a list of real numbers of "
      "length greater than 1, a rectangular array of real numbers, or a list of such "
      "samples."]),
    ("TTest[{1, 2, 3}, a]", "TTest[{1, 2, 3}, a]",
     ["TTest::numprm: The null value a should be a real number or a list of real numbers."]),
    ("TTest[{1, 2, 3}, 0, \"Foo\"]", "TTest[{1, 2, 3}, 0, Foo]",
     ["TTest::nprop: \"Foo\" is not a known property or test of TTest."]),
    ("TTest[{1, 2, 3}, 0, AlternativeHypothesis -> \"Bigger\"]",
     "TTest[{1, 2, 3}, 0, AlternativeHypothesis -> Bigger]",
     ["TTest::althyp: The value \"Bigger\" of AlternativeHypothesis should be \"Unequal\", "
      "\"Less\" or \"Greater\"."]),
    ("TTest[{1, 2, 3}, 0, SignificanceLevel -> 2]", "TTest[{1, 2, 3}, 0, SignificanceLevel -> 2]",
     ["TTest::siglev: The value 2 of SignificanceLevel should be a real number between 0 and "
      "1."]),
    ("LeveneTest[{1, 2, 3}]", "LeveneTest[{1, 2, 3}]",
     ["LeveneTest::dspec: The argument {1, 2, 3} at position 1 should be a list of real "
      "numbers of length greater than 1, a rectangular array of real numbers, or a list of "
      "such samples."]),
    ("h = TTest[{1, 2, 3}, 0, All]; h[\"Foo\"]", "HypothesisTestData[<<TTest>>][Foo]",
     ["HypothesisTestData::nprop: \"Foo\" is not a known property or test of TTest."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


# --- against SciPy on random data --------------------------------------------------------------

RNG = np.random.default_rng(2026)
CASES = [(RNG.normal(0.3, 1.0, n), RNG.normal(0.0, 1.5, m)) for n, m in
         ((8, 11), (15, 15), (40, 33), (70, 90))]


@pytest.mark.parametrize("x,y", CASES, ids=[str(len(c[0])) for c in CASES])
@pytest.mark.parametrize("alt", ["Unequal", "Less", "Greater"])
def test_location_against_scipy(x, y, alt):
    s = Session()
    sc = {"Unequal": "two-sided", "Less": "less", "Greater": "greater"}[alt]
    o = ", AlternativeHypothesis -> \"%s\"" % alt
    two = "{%s, %s}" % (lst(x), lst(y))
    assert num(s, "TTest[%s, 0.2, \"PValue\"%s]" % (lst(x), o)) == pytest.approx(
        stats.ttest_1samp(x, 0.2, alternative=sc).pvalue, rel=1e-9)
    for ev, flag in ((True, "True"), (False, "False")):
        got = num(s, "TTest[%s, 0, \"PValue\"%s, VerifyTestAssumptions -> {\"EqualVariance\""
                      " -> %s}]" % (two, o, flag))
        assert got == pytest.approx(
            stats.ttest_ind(x, y, equal_var=ev, alternative=sc).pvalue, rel=1e-9)
    if len(x) == len(y):
        assert num(s, "PairedTTest[%s, 0, \"PValue\"%s]" % (two, o)) == pytest.approx(
            stats.ttest_rel(x, y, alternative=sc).pvalue, rel=1e-9)
    method = "exact" if len(x) <= 50 else "approx"
    w = stats.wilcoxon(x - 0.1, alternative=sc, method=method, correction=True)
    assert num(s, "SignedRankTest[%s, 0.1, \"PValue\"%s]" % (lst(x), o)) == pytest.approx(
        w.pvalue, rel=1e-9)
    k = int((x > 0.1).sum())
    assert num(s, "SignTest[%s, 0.1, \"PValue\"%s]" % (lst(x), o)) == pytest.approx(
        stats.binomtest(k, len(x), 0.5, alternative=sc).pvalue, rel=1e-9)
    mmethod = "exact" if len(x) + len(y) <= 50 else "asymptotic"
    mw = stats.mannwhitneyu(x, y, alternative=sc, method=mmethod)
    assert num(s, "MannWhitneyTest[%s, 0, \"PValue\"%s]" % (two, o)) == pytest.approx(
        mw.pvalue, rel=1e-9)
    assert num(s, "MannWhitneyTest[%s, 0, \"TestStatistic\"]" % two) == pytest.approx(
        mw.statistic)


@pytest.mark.parametrize("x,y", CASES, ids=[str(len(c[0])) for c in CASES])
def test_dispersion_against_scipy(x, y):
    s = Session()
    two = "{%s, %s}" % (lst(x), lst(y))
    three = "{%s, %s, %s}" % (lst(x), lst(y), lst(x[::2] * 2))
    xs = [x, y, x[::2] * 2]
    assert num(s, "LeveneTest[%s]" % two) == pytest.approx(
        stats.levene(x, y, center="mean").pvalue, rel=1e-9)
    assert num(s, "BrownForsytheTest[%s]" % two) == pytest.approx(
        stats.levene(x, y, center="median").pvalue, rel=1e-9)
    f = x.var(ddof=1) / y.var(ddof=1)
    fd = stats.f(len(x) - 1, len(y) - 1)
    assert num(s, "FisherRatioTest[%s]" % two) == pytest.approx(
        2 * min(fd.cdf(f), fd.sf(f)), rel=1e-9)
    assert num(s, "VarianceEquivalenceTest[%s, \"Bartlett\"]" % three) == pytest.approx(
        stats.bartlett(*xs).pvalue, rel=1e-9)
    assert num(s, "VarianceEquivalenceTest[%s, \"Levene\"]" % three) == pytest.approx(
        stats.levene(*xs, center="mean").pvalue, rel=1e-9)
    assert num(s, "LocationEquivalenceTest[%s, \"KSampleT\"]" % three) == pytest.approx(
        stats.f_oneway(*xs).pvalue, rel=1e-9)
    assert num(s, "LocationEquivalenceTest[%s, \"KruskalWallis\"]" % three) == \
        pytest.approx(stats.kruskal(*xs).pvalue, rel=1e-9)
    c = 5 * 0 + (len(x) - 1) * x.var(ddof=1) / 2.0
    cd = stats.chi2(len(x) - 1)
    assert num(s, "VarianceTest[%s, 2]" % lst(x)) == pytest.approx(
        2 * min(cd.cdf(c), cd.sf(c)), rel=1e-9)


def _conover_z(x, y):
    """Conover's squared-ranks statistic written out from its definition."""
    d = np.concatenate([np.abs(x - x.mean()), np.abs(y - y.mean())])
    r = stats.rankdata(d) ** 2
    n, n1, n2 = len(d), len(x), len(y)
    rbar = r.mean()
    den = np.sqrt(n1 * n2 / (n * (n - 1)) * (r ** 2).sum() - n1 * n2 / (n - 1) * rbar ** 2)
    return (r[:n1].sum() - n1 * rbar) / den


def test_conover_and_siegel_tukey_from_their_definitions():
    s = Session()
    x, y = CASES[1]
    two = "{%s, %s}" % (lst(x), lst(y))
    assert num(s, "ConoverTest[%s, 1, \"TestStatistic\"]" % two) == pytest.approx(
        _conover_z(x, y), rel=1e-9)
    # Siegel-Tukey ranks of 1..6: 1 4 5 6 3 2 (from below 1, above 2 3, below 4 5, ...)
    from mathilda.algorithms.statistics.hypothesis import _siegel_tukey_ranks
    assert list(_siegel_tukey_ranks(np.arange(6.0))) == [1, 4, 5, 6, 3, 2]
    assert list(_siegel_tukey_ranks(np.arange(7.0))) == [1, 4, 5, 7, 6, 3, 2]
    # a sample with the larger spread gets the small ranks: a positive statistic
    assert num(s, "SiegelTukeyTest[{{-9, -5, 0, 5, 9}, {-1, 0, 1, 0.5, -0.5}}, 1, "
                   "\"TestStatistic\"]") > 0


def test_hotelling_against_its_formula():
    s = Session()
    m = RNG.normal(0, 1, (12, 3))
    mu = np.array([0.1, -0.2, 0.3])
    d = m.mean(axis=0) - mu
    t2 = 12 * d @ np.linalg.solve(np.cov(m, rowvar=False), d)
    p = stats.f(3, 9).sf(t2 * 9 / (3 * 11))
    text = "{" + ", ".join(lst(r) for r in m) + "}"
    assert num(s, "TTest[%s, {0.1, -0.2, 0.3}, \"TestStatistic\"]" % text) == \
        pytest.approx(t2, rel=1e-9)
    assert num(s, "TTest[%s, {0.1, -0.2, 0.3}]" % text) == pytest.approx(p, rel=1e-9)


def test_exact_integer_data_and_packed_arrays():
    s = Session()
    assert str(s.evaluate("TTest[Range[10], 5]")) == str(s.evaluate("TTest[N[Range[10]], 5]"))
    assert str(s.evaluate("TTest[{1, 2, 3/2, 5/2}, 1]")) == \
        str(s.evaluate("TTest[{1., 2., 1.5, 2.5}, 1]"))
