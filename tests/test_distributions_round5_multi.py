"""Round-5 multivariate distributions: BinormalDistribution, DirichletDistribution,
MultivariateTDistribution -- exact forms, numbers against scipy.stats, moments against seeded
samples, messages."""

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
    ("PDF[BinormalDistribution[r], {x, y}]",
     "E^(-((x^2 - 2 r x y + y^2)/(2 (1 - r^2))))/(2 Pi Sqrt[1 - r^2])"),
    ("Mean[BinormalDistribution[{m1, m2}, {s1, s2}, r]]", "{m1, m2}"),
    ("Covariance[BinormalDistribution[{s1, s2}, r]]", "{{s1^2, r s1 s2}, {r s1 s2, s2^2}}"),
    ("Correlation[BinormalDistribution[{1, 2}, {3, 4}, 1/2]]", "{{1, 1/2}, {1/2, 1}}"),
    ("PDF[DirichletDistribution[{a, b, c}], {x, y}]",
     "Piecewise[{{(x^(-1 + a) y^(-1 + b) (1 - x - y)^(-1 + c) Gamma[a + b + c])/(Gamma[a] "
     "Gamma[b] Gamma[c]), x > 0 && y > 0 && x + y < 1}}, 0]"),
    ("Mean[DirichletDistribution[{a, b, c}]]", "{a/(a + b + c), b/(a + b + c)}"),
    ("Covariance[DirichletDistribution[{1, 2, 3}]]", "{{5/252, -1/126}, {-1/126, 2/63}}"),
    ("PDF[DirichletDistribution[{2, 3}], 1/2]", "3/2"),
    ("Mean[MultivariateTDistribution[{m1, m2}, {{1, 0}, {0, 1}}, n]]",
     "Piecewise[{{{m1, m2}, n > 1}}, {Indeterminate, Indeterminate}]"),
    ("PDF[MultivariateTDistribution[{{1, 0}, {0, 1}}, 3], {x, y}]",
     "1/(2 Pi (1 + (x^2 + y^2)/3)^(5/2))"),
]


@pytest.mark.parametrize("text,wolfram", TABLE)
def test_exact_forms(text, wolfram):
    assert out(text) == out(wolfram), (text, out(text))


def test_against_scipy():
    cov = [[9, 6], [6, 16]]
    ref = stats.multivariate_normal([1, 2], cov)
    d = "BinormalDistribution[{1, 2}, {3, 4}, 1/2]"
    for pt in ([0.5, 1.0], [2.0, -1.0]):
        p = "{%r, %r}" % tuple(pt)
        assert num("PDF[%s, %s]" % (d, p)) == pytest.approx(ref.pdf(pt), rel=1e-10)
        assert num("CDF[%s, %s]" % (d, p)) == pytest.approx(ref.cdf(pt), rel=1e-5)
    dr = stats.dirichlet([1.5, 2, 3])
    for pt in ([0.2, 0.3], [0.5, 0.1]):
        full = pt + [1 - sum(pt)]
        assert num("N[PDF[DirichletDistribution[{3/2, 2, 3}], {%r, %r}]]" % tuple(pt)) == \
            pytest.approx(dr.pdf(full), rel=1e-10)
    mt = stats.multivariate_t([1, -1], [[2, 0.5], [0.5, 1]], df=3)
    for pt in ([0.3, -0.2], [2.0, 1.0]):
        t = "MultivariateTDistribution[{1, -1}, {{2, 1/2}, {1/2, 1}}, 3]"
        assert num("N[PDF[%s, {%r, %r}]]" % ((t,) + tuple(pt))) == pytest.approx(
            mt.pdf(pt), rel=1e-10)
        assert num("CDF[%s, {%r, %r}]" % ((t,) + tuple(pt))) == pytest.approx(
            mt.cdf(pt), rel=2e-3)


def test_samples():
    S.evaluate("SeedRandom[11]")
    a = np.asarray(S.evaluate("RandomVariate[BinormalDistribution[{1, 2}, {3, 4}, 1/2], "
                              "20000]").array)
    assert a.shape == (20000, 2)
    assert np.allclose(a.mean(axis=0), [1, 2], atol=0.15)
    assert np.allclose(np.cov(a.T), [[9, 6], [6, 16]], rtol=0.06)
    a = np.asarray(S.evaluate("RandomVariate[DirichletDistribution[{1, 2, 3}], 20000]").array)
    assert a.shape == (20000, 2)
    assert np.allclose(a.mean(axis=0), [1 / 6, 1 / 3], atol=0.01)
    a = np.asarray(S.evaluate("RandomVariate[MultivariateTDistribution[{1, 2}, "
                              "{{1, 0}, {0, 1}}, 5], 20000]").array)
    assert a.shape == (20000, 2)
    assert np.allclose(np.cov(a.T), [[5 / 3, 0], [0, 5 / 3]], atol=0.15)


@pytest.mark.parametrize("text,message", [
    ("Mean[BinormalDistribution[2]]",
     "BinormalDistribution::corprm: Parameter 2 at position 1 in BinormalDistribution[2] is "
     "expected to be a correlation between -1 and 1."),
    ("Mean[BinormalDistribution[{1, -1}, 0]]",
     "BinormalDistribution::posprm: Parameter -1 at position 1 in "
     "BinormalDistribution[{1, -1}, 0] is expected to be positive."),
    ("Mean[DirichletDistribution[{1, 0, 2}]]",
     "DirichletDistribution::posprm: Parameter 0 at position 1 in "
     "DirichletDistribution[{1, 0, 2}] is expected to be positive."),
    ("Mean[MultivariateTDistribution[{{1, 2}, {2, 1}}, 3]]",
     "MultivariateTDistribution::cvmt: The covariance matrix {{1, 2}, {2, 1}} in "
     "MultivariateTDistribution[{{1, 2}, {2, 1}}, 3] is expected to be symmetric and "
     "positive definite."),
])
def test_messages(text, message):
    s = Session()
    r = s.evaluate(text)
    assert [str(m) for m in s.messages] == [message]
    assert str(r) == text
