"""Distances between vectors: the Wolfram formulas as expressions, and NumPy kernels.

``numeric_distance(ev, name, u, v)`` gives the distance ``name`` between two vectors (Lists
of equal length) or two numbers: on the NumPy buffers when the data are machine numbers
with at least one machine real, else the formula built as an expression and evaluated (so
exact data stay exact and symbols give the symbolic formula).  ``numpy_distance(name, a,
b)`` is the float kernel, ``pairwise_numpy(name, X, Y)`` the matrix of distances between the
rows of two float arrays (DistanceMatrix, FindClusters).

``boolean_counts(u, v)`` gives (n11, n10, n01, n00, n) for two Boolean vectors (True/False
or 1/0), and ``BOOLEAN[name](n11, n10, n01, n00, n)`` the dissimilarity as an exact number.
"""

from mathilda.algorithms.build import divide, minus, plus, power, sqrt, times
from mathilda.core.expr import Expression, Integer, Real, S, TRUE, FALSE, make_rational
from mathilda.core.packed import PackedArray, numpy, to_numpy

__all__ = ["NUMERIC", "BOOLEAN", "numeric_distance", "numpy_distance", "pairwise_numpy",
           "boolean_counts", "float_vector"]

_TWO = Integer(2)
_ZERO = Integer(0)
_ONE = Integer(1)


def _abs(x):
    return Expression(S.Abs, (x,))


def _elements(x):
    return x.args if isinstance(x, Expression) and x.head is S.List else None


def _mean(ev, items):
    return ev.evaluate(times(plus(*items), make_rational(1, len(items))))


def _centered(ev, items):
    m = _mean(ev, items)
    return [ev.evaluate(minus(x, m)) for x in items]


def _sq_norm(items):
    return plus(*[power(_abs(x), _TWO) for x in items])


def _cosine(ev, u, v):
    dot = plus(*[times(a, Expression(S.Conjugate, (b,))) for a, b in zip(u, v)])
    return minus(_ONE, divide(dot, times(sqrt(_sq_norm(u)), sqrt(_sq_norm(v)))))


def _euclidean(ev, u, v, d):
    return sqrt(_sq_norm(d))


def _squared(ev, u, v, d):
    return _sq_norm(d)


def _normalized(ev, u, v, d):
    cu, cv = _centered(ev, u), _centered(ev, v)
    diff = [minus(a, b) for a, b in zip(cu, cv)]
    return divide(_sq_norm(diff), times(_TWO, plus(_sq_norm(cu), _sq_norm(cv))))


def _manhattan(ev, u, v, d):
    return plus(*[_abs(x) for x in d])


def _chessboard(ev, u, v, d):
    return Expression(S.Max, tuple(_abs(x) for x in d))


def _canberra(ev, u, v, d):
    terms = [divide(_abs(x), plus(_abs(a), _abs(b))) for x, a, b in zip(d, u, v)
             if not (a == _ZERO and b == _ZERO)]
    return plus(*terms)


def _bray_curtis(ev, u, v, d):
    return divide(plus(*[_abs(x) for x in d]), plus(*[_abs(plus(a, b)) for a, b in zip(u, v)]))


def _cosine_distance(ev, u, v, d):
    return _cosine(ev, u, v)


def _correlation(ev, u, v, d):
    return _cosine(ev, _centered(ev, u), _centered(ev, v))


NUMERIC = {
    "EuclideanDistance": _euclidean,
    "SquaredEuclideanDistance": _squared,
    "NormalizedSquaredEuclideanDistance": _normalized,
    "ManhattanDistance": _manhattan,
    "ChessboardDistance": _chessboard,
    "CanberraDistance": _canberra,
    "BrayCurtisDistance": _bray_curtis,
    "CosineDistance": _cosine_distance,
    "CorrelationDistance": _correlation,
}

_VECTOR_ONLY = ("NormalizedSquaredEuclideanDistance", "CosineDistance", "CorrelationDistance")


def float_vector(x):
    """The float64 NumPy vector of a List of machine numbers with at least one machine real
    (or a packed real vector), else None (exact data keep the exact path)."""
    if type(x) is PackedArray:
        if x.kind != "f":
            return None
        return x.array
    items = _elements(x)
    if not items:
        return None
    real = False
    for a in items:
        t = type(a)
        if t is Real:
            if a.prec is not None:
                return None
            real = True
        elif t is not Integer:
            return None
    if not real:
        return None
    arr = to_numpy(x)
    if arr is None or arr.ndim != 1 or arr.dtype.kind != "f":
        return None
    return arr


def numpy_distance(name, a, b):
    """The distance ``name`` between two float vectors of one length, as a Python float."""
    np = numpy()
    if name == "EuclideanDistance":
        return float(np.sqrt(np.sum((a - b) ** 2)))
    if name == "SquaredEuclideanDistance":
        return float(np.sum((a - b) ** 2))
    if name == "ManhattanDistance":
        return float(np.sum(np.abs(a - b)))
    if name == "ChessboardDistance":
        return float(np.max(np.abs(a - b)))
    if name == "CanberraDistance":
        den = np.abs(a) + np.abs(b)
        keep = den != 0
        return float(np.sum(np.abs(a - b)[keep] / den[keep]))
    if name == "BrayCurtisDistance":
        return float(np.sum(np.abs(a - b)) / np.sum(np.abs(a + b)))
    if name == "NormalizedSquaredEuclideanDistance":
        ca, cb = a - a.mean(), b - b.mean()
        return float(np.sum((ca - cb) ** 2) / (2 * (np.sum(ca ** 2) + np.sum(cb ** 2))))
    if name == "CorrelationDistance":
        a, b = a - a.mean(), b - b.mean()
    return float(1 - np.dot(a, b) / (np.sqrt(np.dot(a, a)) * np.sqrt(np.dot(b, b))))


_CDIST = {"EuclideanDistance": "euclidean", "SquaredEuclideanDistance": "sqeuclidean",
          "ManhattanDistance": "cityblock", "ChessboardDistance": "chebyshev",
          "CanberraDistance": "canberra", "BrayCurtisDistance": "braycurtis",
          "CosineDistance": "cosine", "CorrelationDistance": "correlation"}


def pairwise_numpy(name, X, Y):
    """The matrix of distances ``name`` between the rows of X and the rows of Y (float
    arrays): scipy.spatial.distance.cdist (compiled loops, the same formulas) when SciPy
    is there, else vectorised NumPy."""
    np = numpy()
    metric = _CDIST.get(name)
    if metric is not None:
        try:
            from scipy.spatial.distance import cdist
        except ImportError:
            cdist = None
        if cdist is not None:
            return cdist(X, Y, metric)
    if name in ("EuclideanDistance", "SquaredEuclideanDistance"):
        d2 = (np.sum(X * X, axis=1)[:, None] + np.sum(Y * Y, axis=1)[None, :]
              - 2 * X @ Y.T)
        d2 = np.maximum(d2, 0)
        exact = np.sum((X[:, None, :] - Y[None, :, :]) ** 2, axis=2) \
            if X.shape[0] * Y.shape[0] * X.shape[1] <= 4_000_000 else d2
        return np.sqrt(exact) if name == "EuclideanDistance" else exact
    if name == "ManhattanDistance" and X.shape[0] * Y.shape[0] * X.shape[1] <= 4_000_000:
        return np.sum(np.abs(X[:, None, :] - Y[None, :, :]), axis=2)
    if name == "ChessboardDistance" and X.shape[0] * Y.shape[0] * X.shape[1] <= 4_000_000:
        return np.max(np.abs(X[:, None, :] - Y[None, :, :]), axis=2)
    if name in ("CosineDistance", "CorrelationDistance"):
        if name == "CorrelationDistance":
            X = X - X.mean(axis=1, keepdims=True)
            Y = Y - Y.mean(axis=1, keepdims=True)
        nx = np.sqrt(np.sum(X * X, axis=1))
        ny = np.sqrt(np.sum(Y * Y, axis=1))
        return 1 - (X @ Y.T) / (nx[:, None] * ny[None, :])
    out = np.empty((X.shape[0], Y.shape[0]))
    for i in range(X.shape[0]):
        for j in range(Y.shape[0]):
            out[i, j] = numpy_distance(name, X[i], Y[j])
    return out


def numeric_distance(ev, name, u, v):
    """The distance ``name`` between the vectors (or numbers) u and v, evaluated; None when
    the measure is not defined for numbers and u, v are not lists."""
    if type(u) is PackedArray and type(v) is PackedArray and u.kind != "c" and \
            v.kind != "c" and "f" in (u.kind, v.kind):
        a, b = u.array.astype(float), v.array.astype(float)
        if len(a) == 0:
            return Integer(0)
        with numpy().errstate(all="ignore"):
            r = numpy_distance(name, a, b)
        if r == r:
            return Real(r)
    uu, vv = _elements(u), _elements(v)
    if uu is None:
        if name in _VECTOR_ONLY:
            return None
        d = ev.evaluate(minus(u, v))
        if name == "SquaredEuclideanDistance":
            return ev.evaluate(power(_abs(d), _TWO))
        if name == "CanberraDistance":
            return ev.evaluate(divide(_abs(d), plus(_abs(u), _abs(v))))
        if name == "BrayCurtisDistance":
            return ev.evaluate(divide(_abs(d), _abs(plus(u, v))))
        return ev.evaluate(_abs(d))
    a, b = float_vector(u), float_vector(v)
    if a is not None and b is not None or (a is not None and _machine(vv)) or \
            (b is not None and _machine(uu)):
        if a is None:
            a = to_numpy(u).astype(float)
        if b is None:
            b = to_numpy(v).astype(float)
        if len(a) == 0:
            return Integer(0)
        with numpy().errstate(all="ignore"):
            r = numpy_distance(name, a, b)
        if r == r:
            return Real(r)
    if not uu:
        return Integer(0)
    d = [ev.evaluate(minus(x, y)) for x, y in zip(uu, vv)]
    return ev.evaluate(NUMERIC[name](ev, list(uu), list(vv), d))


def _machine(items):
    return items is not None and len(items) > 0 and all(
        type(a) is Integer or (type(a) is Real and a.prec is None) for a in items)


# --- Boolean dissimilarities --------------------------------------------------------------

def _bit(x):
    if x is TRUE or (type(x) is Integer and x.value == 1):
        return 1
    if x is FALSE or (type(x) is Integer and x.value == 0):
        return 0
    return None


def boolean_counts(u, v):
    """(n11, n10, n01, n00, n) for two Boolean vectors of one length, else None."""
    uu, vv = _elements(u), _elements(v)
    if uu is None or vv is None or len(uu) != len(vv):
        return None
    c = [0, 0, 0, 0]
    for x, y in zip(uu, vv):
        i, j = _bit(x), _bit(y)
        if i is None or j is None:
            return None
        c[(1 - i) * 2 + (1 - j)] += 1
    return c[0], c[1], c[2], c[3], len(uu)


def _ratio(num, den):
    if num == 0:
        return Integer(0)
    if den == 0:
        return S.ComplexInfinity
    return make_rational(num, den)


BOOLEAN = {
    "JaccardDissimilarity": lambda n11, n10, n01, n00, n: _ratio(n10 + n01, n11 + n10 + n01),
    "MatchingDissimilarity": lambda n11, n10, n01, n00, n: _ratio(n10 + n01, n),
    "DiceDissimilarity": lambda n11, n10, n01, n00, n: _ratio(n10 + n01,
                                                              2 * n11 + n10 + n01),
    "RogersTanimotoDissimilarity": lambda n11, n10, n01, n00, n: _ratio(
        2 * (n10 + n01), n11 + 2 * (n10 + n01) + n00),
    "RussellRaoDissimilarity": lambda n11, n10, n01, n00, n: _ratio(n10 + n01 + n00, n),
    "SokalSneathDissimilarity": lambda n11, n10, n01, n00, n: _ratio(2 * (n10 + n01),
                                                                     n11 + 2 * (n10 + n01)),
    "YuleDissimilarity": lambda n11, n10, n01, n00, n: _ratio(2 * n10 * n01,
                                                              n11 * n00 + n10 * n01),
}
