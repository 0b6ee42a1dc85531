"""Distances and dissimilarities: exact and symbolic forms, and the machine-number results
checked against scipy.spatial.distance."""

import pytest

from support import check_rows, run

ROWS = [
    ("EuclideanDistance[{a, b, c}, {x, y, z}]",
     "Sqrt[Abs[a - x]^2 + Abs[b - y]^2 + Abs[c - z]^2]"),
    ("EuclideanDistance[{1, 1}, {2, 2}]", "Sqrt[2]"),
    ("EuclideanDistance[{1 + I, 0}, {0, 0}]", "Sqrt[2]"),
    ("EuclideanDistance[{}, {}]", "0"),
    ("EuclideanDistance[x, y]", "Abs[x - y]"),
    ("SquaredEuclideanDistance[2, 5]", "9"),
    ("ManhattanDistance[-1, 5]", "6"),
    ("ChessboardDistance[{1, 5, 2}, {2, 1, 2}]", "4"),
    ("ChessboardDistance[{1, 5}, {2.5, 1}]", "4."),
    ("CanberraDistance[{0, 1}, {0, 3}]", "1/2"),
    ("BrayCurtisDistance[{1, 2}, {1, 2}]", "0"),
    ("CosineDistance[{1, 1}, {-1, -1}]", "2"),
    ("CosineDistance[{3, 4}, {4, 3}]", "1/25"),
    ("CorrelationDistance[{1, 2, 4}, {2, 4, 8}]", "0"),
    ("ManhattanDistance[{1, 2}, {1, 2, 3}]", "ManhattanDistance[{1, 2}, {1, 2, 3}]",
     ["ManhattanDistance::vecdim: The arguments {1, 2} and {1, 2, 3} are not vectors of the "
      "same length, or numbers."]),
    ("CosineDistance[1, 2]", "CosineDistance[1, 2]"),
    ("BinaryDistance[x, x]", "0"),
    ("JaccardDissimilarity[{1, 1, 0}, {1, 1, 0}]", "0"),
    ("MatchingDissimilarity[{True, True}, {False, False}]", "1"),
    ("RussellRaoDissimilarity[{0, 0}, {0, 0}]", "1"),
    ("DiceDissimilarity[{1, 0}, {1, x}]", "DiceDissimilarity[{1, 0}, {1, x}]",
     ["DiceDissimilarity::bvec: The arguments {1, 0} and {1, x} are not Boolean vectors of "
      "the same length (elements True and False, or 0 and 1)."]),
    ("EuclideanDistance[N[{1, 2}, 20], {4, 6}]", "5.0000000000000000000"),
    ("EuclideanDistance[RandomReal[1, {3}], RandomReal[1, {3}]] < 2", "True"),
]


def test_rows():
    check_rows(ROWS)


_SCIPY = {"EuclideanDistance": "euclidean", "SquaredEuclideanDistance": "sqeuclidean",
          "ManhattanDistance": "cityblock", "ChessboardDistance": "chebyshev",
          "CanberraDistance": "canberra", "BrayCurtisDistance": "braycurtis",
          "CosineDistance": "cosine", "CorrelationDistance": "correlation"}


@pytest.mark.parametrize("name", sorted(_SCIPY))
def test_against_scipy(name):
    from scipy.spatial import distance
    u = [1.5, -2.25, 3.0, 0.5]
    v = [0.25, 4.0, -1.0, 2.0]
    want = getattr(distance, _SCIPY[name])(u, v)
    for text in ("%s[{%s}, {%s}]" % (name, ", ".join(map(repr, u)), ", ".join(map(repr, v))),
                 "%s[Developer`ToPackedArray[{%s}], {%s}]" % (
                     name, ", ".join(map(repr, u)), ", ".join(map(repr, v)))):
        out, msgs = run("InputForm[%s]" % text)
        assert not msgs
        assert abs(float(out) - want) < 1e-12 * max(1, abs(want)), (text, out, want)
    # exact input gives the same number
    ex = "N[%s[{3/2, -9/4, 3, 1/2}, {1/4, 4, -1, 2}]]" % name
    out, _ = run("InputForm[%s]" % ex)
    assert abs(float(out) - want) < 1e-12 * max(1, abs(want)), (ex, out, want)


def test_normalized_squared_euclidean():
    import numpy as np
    u = np.array([1.0, 5.0, 2.0, 7.0])
    v = np.array([3.0, 1.0, 2.0, 0.5])
    cu, cv = u - u.mean(), v - v.mean()
    want = 0.5 * np.var(cu - cv) / (np.var(cu) + np.var(cv))
    out, _ = run("InputForm[NormalizedSquaredEuclideanDistance[{1., 5., 2., 7.}, "
                 "{3., 1., 2., 0.5}]]")
    assert abs(float(out) - want) < 1e-12


@pytest.mark.parametrize("name,scipy_name", [
    ("JaccardDissimilarity", "jaccard"), ("MatchingDissimilarity", "hamming"),
    ("DiceDissimilarity", "dice"), ("RogersTanimotoDissimilarity", "rogerstanimoto"),
    ("RussellRaoDissimilarity", "russellrao"), ("SokalSneathDissimilarity", "sokalsneath"),
    ("YuleDissimilarity", "yule")])
def test_boolean_against_scipy(name, scipy_name):
    from scipy.spatial import distance
    import numpy as np
    u = [1, 0, 1, 1, 0, 0, 1, 0]
    v = [1, 1, 0, 1, 0, 1, 1, 0]
    want = getattr(distance, scipy_name)(np.array(u, bool), np.array(v, bool))
    out, _ = run("InputForm[N[%s[{%s}, {%s}]]]" % (name, ", ".join(map(str, u)), ", ".join(map(str, v))))
    assert abs(float(out) - want) < 1e-12, (name, out, want)
