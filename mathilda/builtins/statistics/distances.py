"""Distance and dissimilarity measures between two vectors (or two numbers).

Numerical distances (``EuclideanDistance``, ``SquaredEuclideanDistance``,
``NormalizedSquaredEuclideanDistance``, ``ManhattanDistance``, ``ChessboardDistance``,
``CanberraDistance``, ``BrayCurtisDistance``, ``CosineDistance``, ``CorrelationDistance``),
``BinaryDistance``, and the Boolean dissimilarities (``JaccardDissimilarity``,
``MatchingDissimilarity``, ``DiceDissimilarity``, ``RogersTanimotoDissimilarity``,
``RussellRaoDissimilarity``, ``SokalSneathDissimilarity``, ``YuleDissimilarity``).

Exact and symbolic vectors give the Wolfram formula, evaluated
(``EuclideanDistance[{a, b}, {c, d}]`` is ``Sqrt[Abs[a - c]^2 + Abs[b - d]^2]``); vectors of
machine reals (packed or not) are computed on NumPy buffers.  The formulas themselves live
in mathilda/algorithms/statistics/distances.py, shared with DistanceMatrix and FindClusters.
"""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.statistics.distances import (
    BOOLEAN, NUMERIC, boolean_counts, numeric_distance)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.packed import PackedArray
from mathilda.core.registry import builtin

VECDIM = {"vecdim": "The arguments `1` and `2` are not vectors of the same length, or "
                    "numbers."}
BOOLV = {"bvec": "The arguments `1` and `2` are not Boolean vectors of the same length "
                 "(elements True and False, or 0 and 1)."}


def _pair(ev, name, expr, scalars=True):
    """(u, v) as two tuples of elements, or as two scalars (tuple=False), else None after a
    message."""
    u, v = expr.args
    if type(u) is PackedArray and type(v) is PackedArray:
        if len(u.shape) == 1 and u.shape == v.shape:
            return u, v
        ev.message(name, "vecdim", u, v)
        return None
    if is_list(u) and is_list(v):
        if len(u.args) != len(v.args) or any(is_list(x) for x in u.args + v.args):
            ev.message(name, "vecdim", u, v)
            return None
        return u, v
    if scalars and not is_list(u) and not is_list(v):
        return u, v
    if not is_list(u) and not is_list(v):
        return None          # symbolic arguments: stay unevaluated, as in the Wolfram Language
    ev.message(name, "vecdim", u, v)
    return None


_USAGE = {
    "EuclideanDistance": "EuclideanDistance[u, v] gives the Euclidean distance between the "
                         "vectors u and v: Norm[u - v] (Abs[u - v] for numbers).",
    "SquaredEuclideanDistance": "SquaredEuclideanDistance[u, v] gives the squared Euclidean "
                                "distance Norm[u - v]^2 between the vectors u and v.",
    "NormalizedSquaredEuclideanDistance":
        "NormalizedSquaredEuclideanDistance[u, v] gives the normalized squared Euclidean "
        "distance Norm[(u - Mean[u]) - (v - Mean[v])]^2/(2 (Norm[u - Mean[u]]^2 + "
        "Norm[v - Mean[v]]^2)) between the vectors u and v.",
    "ManhattanDistance": "ManhattanDistance[u, v] gives the Manhattan (city block) distance "
                         "Total[Abs[u - v]] between the vectors u and v.",
    "ChessboardDistance": "ChessboardDistance[u, v] gives the chessboard (Chebyshev, sup "
                          "norm) distance Max[Abs[u - v]] between the vectors u and v.",
    "CanberraDistance": "CanberraDistance[u, v] gives the Canberra distance "
                        "Total[Abs[u - v]/(Abs[u] + Abs[v])] between the vectors u and v.",
    "BrayCurtisDistance": "BrayCurtisDistance[u, v] gives the Bray-Curtis distance "
                          "Total[Abs[u - v]]/Total[Abs[u + v]] between the vectors u and v.",
    "CosineDistance": "CosineDistance[u, v] gives the angular cosine distance "
                      "1 - u.Conjugate[v]/(Norm[u] Norm[v]) between the vectors u and v.",
    "CorrelationDistance": "CorrelationDistance[u, v] gives the correlation coefficient "
                           "distance CosineDistance[u - Mean[u], v - Mean[v]] between the "
                           "vectors u and v.",
}

_EXAMPLES = {
    "EuclideanDistance": [("EuclideanDistance[{a, b}, {c, d}]",
                           "Sqrt[Abs[a - c]^2 + Abs[b - d]^2]"),
                          ("EuclideanDistance[{1, 2, 3}, {3, 5, 9}]", "7"),
                          ("EuclideanDistance[{1., 2.}, {4., 6.5}]", "5.40833"),
                          ("EuclideanDistance[3, 7]", "4"),
                          ("EuclideanDistance[{1, 2}, {1, 2, 3}]",
                           "EuclideanDistance[{1, 2}, {1, 2, 3}]",
                           ["EuclideanDistance::vecdim: The arguments {1, 2} and {1, 2, 3} "
                            "are not vectors of the same length, or numbers."])],
    "SquaredEuclideanDistance": [("SquaredEuclideanDistance[{a, b}, {c, d}]",
                                  "Abs[a - c]^2 + Abs[b - d]^2"),
                                 ("SquaredEuclideanDistance[{1, 2}, {4, 6}]", "25"),
                                 ("SquaredEuclideanDistance[{1.5, 2.}, {4., 6.}]", "22.25")],
    "NormalizedSquaredEuclideanDistance": [
        ("NormalizedSquaredEuclideanDistance[{1, 2, 3}, {3, 2, 1}]", "1"),
        ("NormalizedSquaredEuclideanDistance[{1, 2, 3}, {1, 2, 4}]", "1/20"),
        ("NormalizedSquaredEuclideanDistance[{1., 5., 2.}, {3., 1., 2.}]", "0.875")],
    "ManhattanDistance": [("ManhattanDistance[{a, b}, {c, d}]", "Abs[a - c] + Abs[b - d]"),
                          ("ManhattanDistance[{1, 2, 3}, {3, 5, 9}]", "11"),
                          ("ManhattanDistance[{1.5, 2.}, {4., 6.}]", "6.5")],
    "ChessboardDistance": [("ChessboardDistance[{a, b}, {c, d}]",
                            "Max[Abs[a - c], Abs[b - d]]"),
                           ("ChessboardDistance[{1, 2, 3}, {3, 5, 9}]", "6"),
                           ("ChessboardDistance[{1.5, 2.}, {4., 6.}]", "4.")],
    "CanberraDistance": [("CanberraDistance[{a, b}, {c, d}]",
                          "Abs[a - c]/(Abs[a] + Abs[c]) + Abs[b - d]/(Abs[b] + Abs[d])"),
                         ("CanberraDistance[{1, 2, 3}, {3, 5, 9}]", "10/7"),
                         ("CanberraDistance[{1., 2.}, {3., 5.}]", "0.928571")],
    "BrayCurtisDistance": [("BrayCurtisDistance[{a, b}, {c, d}]",
                            "(Abs[a - c] + Abs[b - d])/(Abs[a + c] + Abs[b + d])"),
                           ("BrayCurtisDistance[{1, 2, 3}, {3, 5, 9}]", "11/23"),
                           ("BrayCurtisDistance[{1., 2.}, {3., 5.}]", "0.454545")],
    "CosineDistance": [("CosineDistance[{a, b}, {c, d}]",
                        "1 - (a Conjugate[c] + b Conjugate[d])/(Sqrt[Abs[a]^2 + Abs[b]^2] "
                        "Sqrt[Abs[c]^2 + Abs[d]^2])"),
                       ("CosineDistance[{1, 0}, {0, 1}]", "1"),
                       ("CosineDistance[{1, 2}, {2, 4}]", "0"),
                       ("CosineDistance[{1., 2., 3.}, {3., 5., 9.}]", "0.00311043")],
    "CorrelationDistance": [("CorrelationDistance[{1, 2, 3}, {3, 2, 1}]", "2"),
                            ("CorrelationDistance[{1, 2, 3}, {1, 2, 4}]",
                             "1 - (3 Sqrt[3/7])/2"),
                            ("CorrelationDistance[{1., 2., 3.}, {1., 2., 4.}]",
                             "0.0180195")],
}


def _numeric(name):
    @builtin(name, nargs=2, messages=VECDIM, usage=_USAGE[name], examples=_EXAMPLES[name])
    def f(ev, expr):
        pair = _pair(ev, name, expr)
        if pair is None:
            return None
        return numeric_distance(ev, name, pair[0], pair[1])
    return f


for _name in NUMERIC:
    _numeric(_name)


@builtin("BinaryDistance", nargs=2,
         usage="BinaryDistance[u, v] gives 0 if u and v are identical (SameQ) and 1 "
               "otherwise.",
         examples=[("BinaryDistance[{1, 2}, {1, 2}]", "0"),
                   ("BinaryDistance[{1, 2}, {1, 3}]", "1"),
                   ("BinaryDistance[a, b]", "1")])
def binary_distance(ev, expr):
    u, v = expr.args
    return Integer(0 if u == v else 1)


_BOOL_USAGE = {
    "JaccardDissimilarity": ("the Jaccard dissimilarity", "(n10 + n01)/(n11 + n10 + n01)"),
    "MatchingDissimilarity": ("the simple matching dissimilarity", "(n10 + n01)/Length[u]"),
    "DiceDissimilarity": ("the Dice dissimilarity", "(n10 + n01)/(2 n11 + n10 + n01)"),
    "RogersTanimotoDissimilarity": ("the Rogers-Tanimoto dissimilarity",
                                    "2 (n10 + n01)/(n11 + 2 (n10 + n01) + n00)"),
    "RussellRaoDissimilarity": ("the Russell-Rao dissimilarity",
                                "(n10 + n01 + n00)/Length[u]"),
    "SokalSneathDissimilarity": ("the Sokal-Sneath dissimilarity",
                                 "2 (n10 + n01)/(n11 + 2 (n10 + n01))"),
    "YuleDissimilarity": ("the Yule dissimilarity", "2 n10 n01/(n11 n00 + n10 n01)"),
}

_BOOL_EXAMPLES = {
    "JaccardDissimilarity": [("JaccardDissimilarity[{1, 0, 1, 1}, {1, 1, 0, 1}]", "1/2"),
                             ("JaccardDissimilarity[{True, False}, {True, True}]", "1/2")],
    "MatchingDissimilarity": [("MatchingDissimilarity[{1, 0, 1, 1}, {1, 1, 0, 1}]", "1/2"),
                              ("MatchingDissimilarity[{True, False, True}, "
                               "{True, True, True}]", "1/3")],
    "DiceDissimilarity": [("DiceDissimilarity[{1, 0, 1, 1}, {1, 1, 0, 1}]", "1/3"),
                          ("DiceDissimilarity[{True, False}, {True, True}]", "1/3")],
    "RogersTanimotoDissimilarity": [
        ("RogersTanimotoDissimilarity[{1, 0, 1, 1}, {1, 1, 0, 1}]", "2/3"),
        ("RogersTanimotoDissimilarity[{True, False}, {True, True}]", "2/3")],
    "RussellRaoDissimilarity": [("RussellRaoDissimilarity[{1, 0, 1, 1}, {1, 1, 0, 1}]",
                                 "1/2"),
                                ("RussellRaoDissimilarity[{True, False}, {True, True}]",
                                 "1/2")],
    "SokalSneathDissimilarity": [("SokalSneathDissimilarity[{1, 0, 1, 1}, {1, 1, 0, 1}]",
                                  "2/3"),
                                 ("SokalSneathDissimilarity[{True, False}, {True, True}]",
                                  "2/3")],
    "YuleDissimilarity": [("YuleDissimilarity[{1, 0, 1, 0, 1}, {1, 1, 0, 0, 1}]", "2/3"),
                          ("YuleDissimilarity[{1, 0, 1, 1, 0}, {1, 0, 0, 1, 0}]", "0"),
                          ("YuleDissimilarity[{1, 2}, {1, 0}]",
                           "YuleDissimilarity[{1, 2}, {1, 0}]",
                           ["YuleDissimilarity::bvec: The arguments {1, 2} and {1, 0} are not "
                            "Boolean vectors of the same length (elements True and False, or "
                            "0 and 1)."])],
}


def _boolean(name):
    what, formula = _BOOL_USAGE[name]

    @builtin(name, nargs=2, messages=BOOLV,
             usage="%s[u, v] gives %s between the Boolean vectors u and v (of True and False, "
                   "or of 0 and 1): %s, where nij counts the positions where u has i and v has "
                   "j." % (name, what, formula),
             examples=_BOOL_EXAMPLES[name])
    def f(ev, expr):
        u, v = expr.args
        counts = boolean_counts(u, v)
        if counts is None:
            if is_list(u) or is_list(v):
                ev.message(name, "bvec", u, v)
            return None
        return BOOLEAN[name](*counts)
    return f


for _name in BOOLEAN:
    _boolean(_name)
