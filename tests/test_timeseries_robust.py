"""Robust estimators and principal components (statistics/robust_estimators.py): exact printed
outputs, checks against independent NumPy/SciPy computations, and messages."""

import numpy as np
import pytest

from support import check_example, evaluated, registered_examples

NAMES = ["BiweightLocation", "BiweightMidvariance", "SnDispersion", "QnDispersion",
         "SpatialMedian", "PrincipalComponents", "KarhunenLoeveDecomposition"]
EXAMPLES, IDS = registered_examples(NAMES)


@pytest.mark.parametrize("name,ex", EXAMPLES, ids=IDS)
def test_examples(name, ex):
    check_example(ex)


CASES = [
    ("BiweightLocation[{1., 2., 3., 4., 100.}, Method -> {\"InitialPoint\" -> 3}]", "2.5"),
    ("BiweightMidvariance[{5, 5, 5, 9}]", "0"),
    ("SnDispersion[{{1, 2}, {3, 5}, {4, 9}}, 1]", "{1, 3}"),
    ("QnDispersion[{1, 3, 6, 10}, 1]", "4"),
    ("SnDispersion[Range[20], 1]", "5"),
    ("SpatialMedian[WeightedData[{{0, 0}, {1, 0}}, {3, 1}]]", "{0., 0.}"),
    ("PrincipalComponents[{{1, 1}, {2, 2}, {3, 3}}]",
     "{{-Sqrt[2], 0}, {0, 0}, {Sqrt[2], 0}}"),
]


@pytest.mark.parametrize("code,expected", CASES)
def test_cases(code, expected):
    assert evaluated(code) == (expected, [])


MESSAGES = [
    ("SnDispersion[{1, 2, 3}, Method -> \"Fast\"]",
     "SnDispersion::meth: Value of option Method -> \"Fast\" should be \"FiniteSample\" or "
     "\"None\"."),
    ("BiweightMidvariance[{}]",
     "BiweightMidvariance::rectn: Rectangular array with at least one element expected at "
     "position 1 in BiweightMidvariance[{}]."),
    ("PrincipalComponents[{1, 2}]",
     "PrincipalComponents::mat: The argument {1, 2} should be a matrix with at least two "
     "rows."),
    ("KarhunenLoeveDecomposition[{{1, 2}, {1, 2, 3}}]",
     "KarhunenLoeveDecomposition::arrs: The argument {{1, 2}, {1, 2, 3}} should be a list of "
     "at least two numerical arrays of the same dimensions."),
]


@pytest.mark.parametrize("code,msg", MESSAGES)
def test_messages(code, msg):
    out, msgs = evaluated(code)
    assert out == code.replace("\"", "") or out.startswith(code.split("[")[0])
    assert msgs == [msg]


def _floats(text):
    return np.array(eval(text.replace("{", "[").replace("}", "]")), dtype=float)


def test_biweight_midvariance_against_numpy():
    rng = np.random.default_rng(3)
    x = np.round(rng.normal(size=25), 3).tolist()
    out, _ = evaluated("BiweightMidvariance[%s]"
                       % str(list(x)).replace("[", "{").replace("]", "}"))
    x = np.array(x)
    M = np.median(x)
    u = (x - M) / (9 * np.median(abs(x - M)))
    k = abs(u) < 1
    want = len(x) * np.sum(((x - M) ** 2 * (1 - u ** 2) ** 4)[k]) / \
        np.sum(((1 - u ** 2) * (1 - 5 * u ** 2))[k]) ** 2
    assert abs(float(out) - want) < 1e-5 * want


def test_sn_qn_brute_force():
    x = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
    n = len(x)
    d = sorted(abs(a - b) for i, a in enumerate(x) for b in x[i + 1:])
    h = n // 2 + 1
    assert evaluated("QnDispersion[%s, 1]" % str(x).replace("[", "{").replace("]", "}"))[0] == \
        str(d[h * (h - 1) // 2 - 1])
    hi = [sorted(abs(a - b) for b in x)[n // 2] for a in x]
    assert evaluated("SnDispersion[%s, 1]" % str(x).replace("[", "{").replace("]", "}"))[0] == \
        str(sorted(hi)[(n + 1) // 2 - 1])


def test_principal_components_against_numpy():
    m = np.array([[2., 1., 0.], [1., 3., 1.], [0., 1., 4.], [3., 3., 3.], [1., 0., 2.]])
    out, _ = evaluated("PrincipalComponents[%s]" % str(m.tolist()).replace("[", "{")
                       .replace("]", "}"))
    got = _floats(out)
    c = m - m.mean(axis=0)
    w, v = np.linalg.eigh(np.cov(c.T))
    want = c @ v[:, ::-1]
    assert np.allclose(abs(got), abs(want), atol=1e-5)
    assert np.allclose(np.var(got, axis=0), np.sort(np.var(want, axis=0))[::-1], atol=1e-4)
