"""Robust estimators: BiweightLocation, BiweightMidvariance, SnDispersion, QnDispersion and
SpatialMedian (algorithms in ``algorithms/statistics/robust.py``), and the principal
component transforms PrincipalComponents and KarhunenLoeveDecomposition (written with the
evaluator's Covariance and Eigensystem, so exact input gives exact output)."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.statistics import robust as R
from mathilda.builtins.statistics.descriptive import (
    RECTN, by_column, data_arg, number, value, values,
)
from mathilda.core.expr import TRUE, Expression, Integer, Real, S, String, Symbol
from mathilda.core.registry import builtin

SCALE = "The scaling parameter `1` should be a positive real number."
MESSAGES = {"rectn": RECTN, "scale": SCALE,
            "meth": "Value of option Method -> `1` should be \"FiniteSample\" or \"None\"."}


def _scale(ev, name, expr, pos=1):
    """The scaling parameter at pos (a Fraction or float), None when absent, False after a
    message."""
    if len(expr.args) <= pos:
        return None
    c = value(ev.call("N", expr.args[pos])) if not expr.args[pos].is_number or \
        value(expr.args[pos]) is None else value(expr.args[pos])
    if c is None or c <= 0:
        ev.message(name, "scale", expr.args[pos])
        return False
    return c


def _positional(ev, expr):
    pos, opts = ev.split_options(expr)
    return Expression(expr.head, tuple(pos)), opts


@builtin("BiweightLocation", nargs=(1, 2), messages=MESSAGES,
         options={"MaxIterations": "Automatic", "Method": "Automatic"},
         usage="BiweightLocation[list] gives the biweight location estimator of the elements "
               "of list: the weighted mean x* = Total[w x]/Total[w] with w = (1 - u^2)^2 for "
               "|u| < 1 and 0 otherwise, u = (x - x*)/(c MedianDeviation about x*), found by "
               "iteration from the median. BiweightLocation[list, c] uses the scaling "
               "parameter c (6 by default); a matrix gives the estimate of each column. "
               "Method -> {\"InitialPoint\" -> x0} starts the iteration at x0.",
         examples=[("BiweightLocation[{1, 2, 3, 4, 100}]", "2.5"),
                   ("BiweightLocation[{1, 2, 3, 4, 100}, 100]", "21.9553"),
                   ("BiweightLocation[{{1, 10}, {2, 20}, {3, 30}}]", "{2., 20.}"),
                   ("BiweightLocation[{1, 2}, -1]", "BiweightLocation[{1, 2}, -1]",
                    ["BiweightLocation::scale: The scaling parameter -1 should be a positive "
                     "real number."])])
def biweight_location(ev, expr):
    e, opts = _positional(ev, expr)
    data = data_arg(ev, "BiweightLocation", e)
    c = _scale(ev, "BiweightLocation", e)
    if data is None or c is False:
        return None
    c = 6.0 if c is None else float(c)
    start = None
    meth = opts.get("Method")
    if is_list(meth) or (isinstance(meth, Expression) and meth.head is S.Rule):
        rules = meth.args if is_list(meth) else (meth,)
        for r in rules:
            if isinstance(r, Expression) and r.head is S.Rule and \
                    r.args[0] == String("InitialPoint"):
                start = value(ev.call("N", r.args[1]))
    mi = opts.get("MaxIterations")
    maxiter = mi.value if type(mi) is Integer and mi.value > 0 else 100

    def one(items):
        v = values(items)
        if v is None:
            v = values(ev.call("N", make_list(items)).args)
        return None if v is None else Real(R.biweight_location(v, c, start, maxiter))
    return by_column(data, one)


@builtin("BiweightMidvariance", nargs=(1, 2), messages=MESSAGES,
         usage="BiweightMidvariance[list] gives the biweight midvariance of the elements of "
               "list: n Total[(x - M)^2 (1 - u^2)^4]/Total[(1 - u^2)(1 - 5 u^2)]^2 over the "
               "|u| < 1, u = (x - M)/(c MedianDeviation[list]), M the median. "
               "BiweightMidvariance[list, c] uses the scaling parameter c (9 by default); a "
               "matrix gives the value of each column. Exact input gives exact output.",
         examples=[("BiweightMidvariance[{1, 2, 3, 4, 100}]", "10302415/5077803"),
                   ("BiweightMidvariance[{1., 2., 3., 4., 100.}]", "2.02891"),
                   ("BiweightMidvariance[{1, 2, 3, 4, 100}, 8]", "41672961/20078890"),
                   ("BiweightMidvariance[{{1, 2}, {2, 4}, {4, 8}}]",
                    "{136179123/75151561, 544716492/75151561}")])
def biweight_midvariance(ev, expr):
    data = data_arg(ev, "BiweightMidvariance", expr)
    c = _scale(ev, "BiweightMidvariance", expr)
    if data is None or c is False:
        return None
    c = 9 if c is None else c

    def one(items):
        v = values(items)
        if v is None:
            return None
        cc = float(c) if type(v[0]) is float else c
        if type(cc) is float:
            v = [float(a) for a in v]
        r = R.biweight_midvariance(v, cc)
        return None if r is None else number(r)
    return by_column(data, one)


def _dispersion(ev, expr, name, raw, consistency, factor):
    e, opts = _positional(ev, expr)
    data = data_arg(ev, name, e, minlen=2)
    c = _scale(ev, name, e)
    if data is None or c is False:
        return None
    meth = opts.get("Method", S.Automatic)
    finite = meth in (S.Automatic, String("FiniteSample"))
    if not finite and meth != String("None"):
        ev.message(name, "meth", meth)
        return None

    def one(items):
        v = values(items)
        if v is None:
            return None
        r = raw(v)
        if c is not None:
            return number(c * r if type(c) is not float else c * float(r))
        k = consistency() * (factor(len(v)) if finite else 1.0)
        return Real(k * float(r))
    return by_column(data, one)


@builtin("SnDispersion", nargs=(1, 2), messages=MESSAGES, options={"Method": "Automatic"},
         usage="SnDispersion[list] gives Rousseeuw and Croux's Sn statistic of the elements "
               "of list: c* times the low median over i of the high median over j of |xi - "
               "xj|, with c* = 1.19260 (consistent for the normal scale) and the "
               "small-sample factors of Croux and Rousseeuw (Method -> \"None\" leaves them "
               "out). SnDispersion[list, c] uses the scaling factor c instead (exact input "
               "and c give an exact result); a matrix gives the value of each column.",
         examples=[("SnDispersion[{1, 2, 3, 4, 100}]", "3.2224"),
                   ("SnDispersion[{1, 2, 3, 4, 100}, 1]", "2"),
                   ("SnDispersion[{1, 5, 2, 8, 3, 10}, 1/2]", "3/2"),
                   ("SnDispersion[{1, 2, 3, 4, 100}, Method -> \"None\"]", "2.3852")])
def sn_dispersion(ev, expr):
    return _dispersion(ev, expr, "SnDispersion", R.sn_raw, R.sn_consistency, R.sn_factor)


@builtin("QnDispersion", nargs=(1, 2), messages=MESSAGES, options={"Method": "Automatic"},
         usage="QnDispersion[list] gives Rousseeuw and Croux's Qn statistic of the elements "
               "of list: d times the k-th smallest of the |xi - xj|, i < j, k = Binomial[h, "
               "2], h = Floor[n/2] + 1, with d = 2.21914 (consistent for the normal scale) "
               "and the small-sample factors of Croux and Rousseeuw (Method -> \"None\" "
               "leaves them out). QnDispersion[list, c] uses the scaling factor c instead; a "
               "matrix gives the value of each column.",
         examples=[("QnDispersion[{1, 2, 3, 4, 100}]", "1.87296"),
                   ("QnDispersion[{1, 2, 3, 4, 100}, 1]", "1"),
                   ("QnDispersion[{1, 2, 3, 4, 100}, Method -> \"None\"]", "2.21914")])
def qn_dispersion(ev, expr):
    return _dispersion(ev, expr, "QnDispersion", R.qn_raw, R.qn_consistency, R.qn_factor)


@builtin("SpatialMedian", nargs=1, messages=MESSAGES,
         options={"MaxIterations": "Automatic", "Method": "Automatic"},
         usage="SpatialMedian[{x1, x2, ...}] gives the spatial (geometric) median of the "
               "points xi: the point with the least total Euclidean distance to them "
               "(Weiszfeld's iteration with the Vardi-Zhang step at a data point). Numbers "
               "give the median. SpatialMedian[WeightedData[{x1, ...}, {w1, ...}]] minimizes "
               "the weighted total distance.",
         examples=[("SpatialMedian[{{0, 0}, {1, 0}, {0, 1}, {1, 1}}]", "{0.5, 0.5}"),
                   ("SpatialMedian[{{0, 0}, {4, 0}, {0, 3}, {1, 1}}]", "{1., 1.}"),
                   ("SpatialMedian[{{0, 0}, {2, 0}, {1, 3}}]", "{1., 0.57735}"),
                   ("SpatialMedian[{1, 2, 10}]", "2")])
def spatial_median(ev, expr):
    import numpy as np
    e, opts = _positional(ev, expr)
    x = e.args[0]
    weights = None
    if isinstance(x, Expression) and x.head is Symbol("WeightedData") and len(x.args) == 2:
        x, w = x.args
        wv = values(w.args) if is_list(w) else None
        if wv is None or not is_list(x) or len(wv) != len(x.args):
            return None
        weights = [float(a) for a in wv]
    data = data_arg(ev, "SpatialMedian", Expression(expr.head, (x,)))
    if data is None:
        return None
    if not is_list(data.args[0]):
        if weights is None:
            return ev.call("Median", data)
        data = make_list(make_list((a,)) for a in data.args)
    from mathilda.core.packed import to_numpy
    a = to_numpy(ev.call("N", data))
    if a is None or a.ndim != 2 or a.dtype.kind not in "if":
        return None
    mi = opts.get("MaxIterations")
    maxiter = mi.value if type(mi) is Integer and mi.value > 0 else 1000
    y = R.spatial_median(a, maxiter=maxiter, weights=weights)
    out = make_list(Real(float(v)) for v in np.asarray(y))
    return out.args[0] if not is_list(x.args[0]) else out


# --- principal components -----------------------------------------------------------------------

def _eigen_rows(ev, cov):
    """The unit eigenvectors of the symmetric matrix cov as rows, by decreasing eigenvalue."""
    es = ev.call("Eigensystem", cov)
    if not (is_list(es) and len(es.args) == 2 and is_list(es.args[1])):
        return None
    vals, vecs = es.args
    nv = [value(ev.call("N", v)) for v in vals.args]
    if any(v is None for v in nv):
        return None
    order = sorted(range(len(nv)), key=lambda i: -nv[i])
    return make_list(ev.call("Normalize", vecs.args[i]) for i in order)


def _matrix(ev, x):
    return is_list(x) and x.args and all(is_list(r) and len(r.args) == len(x.args[0].args)
                                         and r.args for r in x.args)


@builtin("PrincipalComponents", nargs=1, options={"Method": "\"Covariance\""},
         messages={"mat": "The argument `1` should be a matrix with at least two rows.",
                   "meth": "Value of option Method -> `1` should be \"Covariance\" or "
                           "\"Correlation\"."},
         usage="PrincipalComponents[matrix] transforms the columns of matrix into unscaled "
               "principal components: the centered data times the unit eigenvectors of its "
               "covariance matrix, in order of decreasing variance (the result has the "
               "dimensions of matrix; exact input gives exact output). Method -> "
               "\"Correlation\" standardizes the columns first.",
         examples=[("PrincipalComponents[{{1., 2.}, {3., 3.}, {4., 7.}, {6., 8.}}]",
                    "{{-3.88863, 0.358535}, {-1.93098, -0.722022}, {1.93098, 0.722022}, "
                    "{3.88863, -0.358535}}"),
                   ("PrincipalComponents[{{0, 0}, {2, 0}}]", "{{-1, 0}, {1, 0}}"),
                   ("PrincipalComponents[{{1., 2.}, {2., 1.}, {3., 5.}}, Method -> "
                    "\"Correlation\"]", "{{0.933562, -0.480651}, {0.566139, 0.566139}, "
                    "{-1.4997, -0.0854871}}")])
def principal_components(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    m = pos[0]
    if not _matrix(ev, m) or len(m.args) < 2:
        ev.message("PrincipalComponents", "mat", m)
        return None
    meth = opts.get("Method")
    if meth not in (String("Covariance"), String("Correlation"), S.Automatic):
        ev.message("PrincipalComponents", "meth", meth)
        return None
    mean = ev.call("Mean", m)
    cols = ev.call("Plus", ev.call("Transpose", m), ev.call("Times", Integer(-1), mean))
    if meth == String("Correlation"):
        cols = ev.call("Times", cols, ev.call("Power", ev.call("StandardDeviation", m),
                                              Integer(-1)))
    c = ev.call("Transpose", cols)
    rows = _eigen_rows(ev, ev.call("Covariance", c))
    if rows is None:
        return None
    return ev.call("Dot", c, ev.call("Transpose", rows))


@builtin("KarhunenLoeveDecomposition", nargs=(1, 2), options={"Standardized": "False"},
         messages={"arrs": "The argument `1` should be a list of at least two numerical "
                           "arrays of the same dimensions.",
                   "tmat": "The transformation matrix `1` should be an invertible square "
                           "matrix of size at least the number `2` of the arrays."},
         usage="KarhunenLoeveDecomposition[{a1, a2, ...}] gives the Karhunen-Loeve transform "
               "{{b1, b2, ...}, m} of the numerical arrays ai: the rows of m are the unit "
               "eigenvectors of the covariance matrix of the ai (by decreasing eigenvalue) and "
               "m . {a1, a2, ...} == {b1, b2, ...}, uncorrelated with decreasing variances. "
               "KarhunenLoeveDecomposition[{b1, b2, ...}, m] inverts it (missing bi are "
               "zero). Standardized -> True shifts the ai to mean zero first.",
         examples=[("KarhunenLoeveDecomposition[{{1, 2, 3, 4}, {2, 3, 5, 8}}][[2]]",
                    "{{0.433189, 0.901303}, {-0.901303, 0.433189}}"),
                   ("First[KarhunenLoeveDecomposition[{{1, 2, 3, 4}, {2, 3, 5, 8}}]]",
                    "{{2.2358, 3.57029, 5.80608, 8.94318}, {-0.0349258, -0.50304, "
                    "-0.537966, -0.139703}}"),
                   ("KarhunenLoeveDecomposition[{{2., 3.}}, {{0., 1.}, {1., 0.}}]",
                    "{{0., 0.}, {2., 3.}}")])
def karhunen_loeve(ev, expr):
    pos, opts = ev.split_options(expr)
    arrs = pos[0]
    if not is_list(arrs) or not arrs.args or (len(pos) == 1 and len(arrs.args) < 2):
        ev.message("KarhunenLoeveDecomposition", "arrs", arrs)
        return None
    dims = [ev.call("Dimensions", a) for a in arrs.args]
    if not is_list(arrs.args[0]) or any(d != dims[0] for d in dims):
        ev.message("KarhunenLoeveDecomposition", "arrs", arrs)
        return None
    a = ev.call("N", arrs)
    if opts.get("Standardized") is TRUE and len(pos) == 1:
        a = make_list(ev.call("Plus", x, ev.call("Times", Integer(-1), ev.call(
            "Mean", ev.call("Flatten", x)))) for x in a.args)
    flat = make_list(ev.call("Flatten", x) for x in a.args)
    if any(value(v) is None for f in flat.args for v in f.args):
        ev.message("KarhunenLoeveDecomposition", "arrs", arrs)
        return None
    if len(pos) == 2:
        m = pos[1]
        k = len(a.args)
        if not _matrix(ev, m) or len(m.args) != len(m.args[0].args) or len(m.args) < k:
            ev.message("KarhunenLoeveDecomposition", "tmat", m, Integer(k))
            return None
        zero = ev.call("Times", Integer(0), a.args[0])
        full = make_list(list(a.args) + [zero] * (len(m.args) - k))
        inv = ev.call("Inverse", ev.call("N", m))
        if not is_list(inv):
            return None
        return ev.call("Dot", inv, full)
    rows = _eigen_rows(ev, ev.call("Covariance", ev.call("Transpose", flat)))
    if rows is None:
        return None
    return make_list((ev.call("Dot", rows, a), rows))
