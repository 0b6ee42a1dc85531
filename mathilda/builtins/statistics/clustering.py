"""DistanceMatrix, FindClusters, ClusteringComponents and NearestTo.

Data are numbers, numeric vectors of one length, strings (EditDistance), Boolean vectors
(MatchingDissimilarity), or anything with a DistanceFunction.  Machine data are clustered
on NumPy buffers (mathilda/algorithms/statistics/clustering.py): k-means for numeric data
under the default distance, k-medoids otherwise, single linkage for Method ->
"Agglomerate"; the number of clusters, when not given, is the one with the best mean
silhouette width (one cluster when no partition reaches 0.5).  Clusters come in the order
of their first element in the data, elements in their order in the data; RandomSeeding
(default 1234) seeds the k-means starts, so results are reproducible."""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.statistics.clustering import (
    agglomerate, auto_clusters, first_appearance, kmeans, kmedoids)
from mathilda.algorithms.statistics.distances import NUMERIC, pairwise_numpy
from mathilda.algorithms.strings.sequence_compare import levenshtein
from mathilda.core.association import make_association
from mathilda.core.expr import Expression, Integer, Rational, Real, String, Symbol, S, TRUE, \
    FALSE
from mathilda.core.packed import PackedArray, from_numpy, numpy
from mathilda.core.registry import builtin

_CLUSTER_OPTS = {"DistanceFunction": "Automatic", "Method": "Automatic",
                 "CriterionFunction": "Automatic", "PerformanceGoal": "Automatic",
                 "RandomSeeding": "1234", "Weights": "Automatic",
                 "FeatureExtractor": "Identity"}
_MESSAGES = {
    "data": "The data `1` are not numbers, numeric vectors of one length, strings or Boolean "
            "vectors; give a DistanceFunction to cluster them.",
    "nclus": "The number of clusters `1` should be a positive integer, UpTo[n] or Automatic.",
    "meth": "`1` is not a valid setting for Method: use Automatic, \"KMeans\", \"KMedoids\" or "
            "\"Agglomerate\".",
    "dist": "The distance function `1` does not give a real number for `2` and `3`.",
    "lvl": "Level `1` is not a positive integer no deeper than the array.",
    "wts": "The weights `1` should be a list of `2` positive numbers.",
}


def _list(items):
    return Expression(S.List, tuple(items))


def _real(x):
    t = type(x)
    if t is Integer or t is Rational:
        return float(x.value)
    if t is Real:
        return float(x.value)
    return None


def _float_matrix(points):
    """An (n, d) float array for numbers (d = 1) or numeric vectors of one length, else
    None."""
    np = numpy()
    rows = []
    width = None
    for p in points:
        if is_list(p):
            vals = [_real(a) for a in p.args]
            if any(v is None for v in vals):
                return None
        else:
            v = _real(p)
            if v is None:
                return None
            vals = [v]
            if width is None:
                width = 0
        w = len(vals) if is_list(p) else 0
        if width is None:
            width = w
        elif width != w:
            return None
        rows.append(vals)
    return np.array(rows, dtype=float).reshape(len(rows), -1) if rows else None


_METRICS = frozenset(("EditDistance", "DamerauLevenshteinDistance", "HammingDistance",
                      "BinaryDistance", "JaccardDissimilarity", "MatchingDissimilarity",
                      "DiceDissimilarity", "RogersTanimotoDissimilarity",
                      "SokalSneathDissimilarity",
                      "YuleDissimilarity", "WarpingDistance"))


def _packed_matrix(x):
    """The (n, d) float array of a packed vector (d = 1) or matrix of machine integers or
    reals, else None."""
    if type(x) is not PackedArray or x.kind == "c" or len(x.shape) > 2:
        return None
    arr = x.array.astype(float)
    return arr.reshape(len(arr), -1)


def _boolean_vector(p):
    return is_list(p) and p.args and all(a is TRUE or a is FALSE for a in p.args)


def _numeric_value(ev, x):
    v = _real(x)
    if v is None:
        n = ev.call("N", x)
        v = _real(n)
    return v


def _distance_matrix(ev, name, a, b, dfun, exact_ok=False):
    """(NumPy float matrix or None, exact Expr matrix or None) of the distances dfun
    between the points a and b (lists of Exprs); (None, None) after a message."""
    np = numpy()
    X, Y = _float_matrix(a), _float_matrix(b)
    fname = dfun.name if type(dfun) is Symbol else None
    if dfun is S.Automatic:
        if X is not None and Y is not None:
            fname = "EuclideanDistance"
        elif all(type(p) is String for p in a + b):
            fname = "EditDistance"
        elif all(_boolean_vector(p) for p in a + b):
            fname = "MatchingDissimilarity"
        elif exact_ok:
            fname = "EuclideanDistance"
        else:
            ev.message(name, "data", _list(a))
            return None, None
        dfun = S[fname]
    if fname in NUMERIC and X is not None and Y is not None and X.shape[1] == Y.shape[1] and \
            not exact_ok:
        with np.errstate(all="ignore"):
            return pairwise_numpy(fname, X, Y), None
    if fname == "EditDistance" and all(type(p) is String for p in a + b):
        M = np.empty((len(a), len(b)))
        for i, p in enumerate(a):
            for j, q in enumerate(b):
                M[i, j] = levenshtein(p.value, q.value, ev.check_interrupt)
        if exact_ok:
            return None, [[Integer(int(v)) for v in row] for row in M]
        return M, None
    same = a is b and (fname in NUMERIC or fname in _METRICS)
    out = [[None] * len(b) for _ in a]
    for i, p in enumerate(a):
        ev.check_interrupt()
        for j, q in enumerate(b):
            if same and j < i:
                out[i][j] = out[j][i]
                continue
            if same and i == j:
                out[i][j] = Integer(0)
                continue
            out[i][j] = ev.call(dfun, p, q)
    if exact_ok:
        return None, out
    M = np.empty((len(a), len(b)))
    for i in range(len(a)):
        for j in range(len(b)):
            v = _numeric_value(ev, out[i][j])
            if v is None:
                ev.message(name, "dist", dfun, a[i], b[j])
                return None, None
            M[i, j] = v
    return M, None


# --- DistanceMatrix ----------------------------------------------------------------------------

@builtin("DistanceMatrix", nargs=(1, 2), options={"DistanceFunction": "Automatic"},
         messages=_MESSAGES,
         usage="DistanceMatrix[{u1, u2, ...}] gives the matrix of the distances between the "
               "ui (EuclideanDistance for numbers and vectors, EditDistance for strings); "
               "DistanceMatrix[{u1, ...}, {v1, ...}] the distances between each ui and each "
               "vj; DistanceFunction -> f uses f. Exact data give exact distances, machine "
               "numbers a packed matrix.",
         examples=[("DistanceMatrix[{1, 2, 4}]", "{{0, 1, 3}, {1, 0, 2}, {3, 2, 0}}"),
                   ("DistanceMatrix[{{0, 0}, {1, 1}}]", "{{0, Sqrt[2]}, {Sqrt[2], 0}}"),
                   ("DistanceMatrix[{{0., 0.}, {3., 4.}}]", "{{0., 5.}, {5., 0.}}"),
                   ("DistanceMatrix[{\"cat\", \"cart\"}, {\"car\"}]", "{{1}, {1}}"),
                   ("DistanceMatrix[{{1, 2}, {4, 6}}, DistanceFunction -> "
                    "ManhattanDistance]", "{{0, 7}, {7, 0}}")])
def distance_matrix(ev, expr):
    pos, opts = ev.split_options(expr)
    if not all(is_list(p) for p in pos):
        return None
    dfun = opts.get("DistanceFunction", S.Automatic)
    PA = _packed_matrix(pos[0])
    PB = _packed_matrix(pos[1]) if len(pos) == 2 else PA
    fname = "EuclideanDistance" if dfun is S.Automatic else \
        dfun.name if type(dfun) is Symbol else None
    if PA is not None and PB is not None and fname in NUMERIC and \
            PA.shape[1] == PB.shape[1] and "f" in (pos[0].kind, pos[-1].kind):
        np = numpy()
        with np.errstate(all="ignore"):
            return from_numpy(pairwise_numpy(fname, PA, PB))
    a = list(pos[0].args)
    b = list(pos[1].args) if len(pos) == 2 else a
    if not a or not b:
        return _list(())
    machine = _all_machine(a) and _all_machine(b)
    M, exact = _distance_matrix(ev, "DistanceMatrix", a, b, dfun, exact_ok=not machine)
    if M is not None:
        return from_numpy(M)
    if exact is None:
        return None
    return _list(_list(row) for row in exact)


def _all_machine(points):
    """True when some number in the points is a machine real (the result is numeric)."""
    for p in points:
        for x in (p.args if is_list(p) else (p,)):
            if type(x) is Real and x.prec is None:
                return True
    return False


# --- FindClusters, ClusteringComponents ------------------------------------------------------

def _count_spec(ev, name, spec, n):
    """(k or None for automatic, upto) or False after a message."""
    if spec is S.Automatic:
        return None, False
    if type(spec) is Integer and spec.value >= 1:
        return min(spec.value, n), False
    if isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1 and \
            type(spec.args[0]) is Integer and spec.args[0].value >= 1:
        return min(spec.args[0].value, n), True
    ev.message(name, "nclus", spec)
    return False


def _standardize(X):
    np = numpy()
    if X.shape[1] < 2:
        return X
    sd = X.std(axis=0)
    sd[sd == 0] = 1
    return (X - X.mean(axis=0)) / sd


def cluster_labels(ev, name, points, spec, opts, X=None):
    """0-based cluster labels of the points (first appearance order), or None; X, when
    given, is their float matrix (packed data)."""
    np = numpy()
    n = len(points)
    if n == 0:
        return np.zeros(0, dtype=int)
    cs = _count_spec(ev, name, spec, n)
    if cs is False:
        return None
    k, upto = cs
    dfun = opts.get("DistanceFunction", S.Automatic)
    method = opts.get("Method", S.Automatic)
    if isinstance(method, Expression) and method.head is S.List and method.args:
        method = method.args[0]
    mname = method.value if type(method) is String else None
    if method is not S.Automatic and mname not in ("KMeans", "KMedoids", "Agglomerate"):
        ev.message(name, "meth", method)
        return None
    weights = None
    wopt = opts.get("Weights", S.Automatic)
    if wopt is not S.Automatic:
        vals = [_real(ev.call("N", x)) for x in wopt.args] if is_list(wopt) else None
        if vals is None or len(vals) != n or any(v is None or v <= 0 for v in vals):
            ev.message(name, "wts", wopt, Integer(n))
            return None
        weights = np.array(vals)
    seed_opt = opts.get("RandomSeeding", Integer(1234))
    seed = seed_opt.value if type(seed_opt) is Integer else hash(seed_opt)
    if X is None:
        X = _float_matrix(points)
    euclid = dfun in (S.Automatic, S.EuclideanDistance, S.SquaredEuclideanDistance)
    if X is not None and dfun is S.Automatic:
        X = _standardize(X)
    if X is not None and euclid and mname in (None, "KMeans"):
        D = np.sqrt(np.maximum(np.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=2), 0))

        def cluster(j):
            return kmeans(X, j, seed, ev.check_interrupt, weights=weights)
    else:
        D, _ = _distance_matrix(ev, name, points, points, dfun)
        if D is None:
            return None
        if mname == "KMeans" and X is not None:
            def cluster(j):
                return kmeans(X, j, seed, ev.check_interrupt, weights=weights)
        elif mname == "Agglomerate":
            def cluster(j):
                return agglomerate(D, j)
        else:
            def cluster(j):
                return kmedoids(D, j, ev.check_interrupt, weights)
    if k is None or upto:
        distinct = len(np.unique(X, axis=0)) if X is not None else len(set(points))
        kmax = min(k if upto else 10, distinct, n)
        labels = auto_clusters(D, cluster, kmax)
    else:
        labels = cluster(k)
    return first_appearance(labels)


def _data_form(ev, data):
    """(points, values, kind) of the forms FindClusters accepts, or None."""
    if isinstance(data, Expression) and data.head is S.Association:
        rules = data.args
        return [r.args[1] for r in rules], list(rules), "assoc"
    if is_list(data) and data.args and all(
            isinstance(a, Expression) and a.head is S.Rule and len(a.args) == 2
            for a in data.args):
        return [a.args[0] for a in data.args], [a.args[1] for a in data.args], "list"
    if is_list(data):
        return list(data.args), list(data.args), "list"
    if isinstance(data, Expression) and data.head is S.Rule and len(data.args) == 2 and \
            is_list(data.args[0]):
        pts = list(data.args[0].args)
        v = data.args[1]
        if v is S.Automatic:
            return pts, [Integer(i + 1) for i in range(len(pts))], "list"
        if is_list(v) and len(v.args) == len(pts):
            return pts, list(v.args), "list"
    return None


@builtin("FindClusters", nargs=(1, 2), options=_CLUSTER_OPTS, messages=_MESSAGES,
         usage="FindClusters[{e1, e2, ...}] partitions the ei into clusters of similar "
               "elements; FindClusters[{e1 -> v1, ...}] and FindClusters[{e1, ...} -> {v1, "
               "...}] give the vi of the elements of each cluster; FindClusters[<|k1 -> e1, "
               "...|>] a list of associations; FindClusters[data, n] finds exactly n clusters "
               "(UpTo[n] at most n). Options DistanceFunction (EuclideanDistance, "
               "EditDistance for strings, or any function), Method (\"KMeans\", \"KMedoids\", "
               "\"Agglomerate\"), Weights -> {w1, w2, ...} (the weight of each element in "
               "the centroids and the cost; Automatic: all 1) and RandomSeeding.",
         examples=[("FindClusters[{1, 2, 10, 12, 3, 1, 13, 25}]",
                    "{{1, 2, 3, 1}, {10, 12, 13}, {25}}"),
                   ("FindClusters[{1, 2, 10, 12, 3, 1, 13, 25}, 2]",
                    "{{1, 2, 3, 1}, {10, 12, 13, 25}}"),
                   ("FindClusters[{{1, 1}, {1, 2}, {9, 9}, {8, 9}}]",
                    "{{{1, 1}, {1, 2}}, {{9, 9}, {8, 9}}}"),
                   ("FindClusters[{1, 2, 9, 10} -> {a, b, c, d}]", "{{a, b}, {c, d}}"),
                   ("FindClusters[{\"cat\", \"dog\", \"cart\", \"dogs\", \"car\"}, 2]",
                    "{{cat, cart, car}, {dog, dogs}}"),
                   ("FindClusters[<|a -> 1, b -> 2, c -> 10|>, 2]",
                    "{<|a -> 1, b -> 2|>, <|c -> 10|>}"),
                   ("FindClusters[{1, 2, 3, 10, 11}, 2, Method -> \"Agglomerate\"]",
                    "{{1, 2, 3}, {10, 11}}")])
def find_clusters(ev, expr):
    pos, opts = ev.split_options(expr)
    form = _data_form(ev, pos[0])
    if form is None:
        ev.message("FindClusters", "data", pos[0])
        return None
    points, values, kind = form
    spec = pos[1] if len(pos) == 2 else S.Automatic
    labels = cluster_labels(ev, "FindClusters", points, spec, opts, _packed_matrix(pos[0]))
    if labels is None:
        return None
    groups = [[] for _ in range(int(labels.max()) + 1 if len(labels) else 0)]
    for lab, v in zip(labels, values):
        groups[int(lab)].append(v)
    if kind == "assoc":
        return _list(make_association(g) for g in groups)
    return _list(_list(g) for g in groups)


def _at_level(x, level):
    """The subexpressions at depth level (1 = the elements) of a nested list, flat."""
    if level == 1:
        return list(x.args)
    out = []
    for e in x.args:
        if not is_list(e):
            return None
        sub = _at_level(e, level - 1)
        if sub is None:
            return None
        out.extend(sub)
    return out


def _rebuild(x, level, labels, it):
    if level == 1:
        return _list(Integer(int(next(labels)) + 1) for _ in x.args)
    return _list(_rebuild(e, level - 1, labels, it) for e in x.args)


def _lowest_level(x):
    level = 1
    while x.args and all(is_list(e) for e in x.args) and not (
            level >= 1 and all(type(a) is String for a in x.args)):
        x = x.args[0]
        level += 1
    return level


@builtin("ClusteringComponents", nargs=(1, 3), options=_CLUSTER_OPTS, messages=_MESSAGES,
         usage="ClusteringComponents[array] replaces each element at the lowest level of "
               "array by the index (from 1) of the cluster it belongs to; "
               "ClusteringComponents[array, n] finds n clusters; ClusteringComponents[array, "
               "n, level] clusters the parts at the given level. Options as for FindClusters.",
         examples=[("ClusteringComponents[{1, 2, 10, 12, 3, 1, 13, 25}]",
                    "{1, 1, 2, 2, 1, 1, 2, 3}"),
                   ("ClusteringComponents[{{1, 2}, {10, 11}}, 2]", "{{1, 1}, {2, 2}}"),
                   ("ClusteringComponents[{{1, 2}, {1, 3}, {10, 11}}, 2, 1]", "{1, 1, 2}"),
                   ("ClusteringComponents[{\"abc\", \"abd\", \"xyzw\"}, 2]", "{1, 1, 2}")])
def clustering_components(ev, expr):
    pos, opts = ev.split_options(expr)
    x = pos[0]
    if not is_list(x):
        return None
    spec = pos[1] if len(pos) > 1 else S.Automatic
    if len(pos) == 3:
        lv = pos[2]
        if type(lv) is not Integer or lv.value < 1:
            ev.message("ClusteringComponents", "lvl", lv)
            return None
        level = lv.value
    else:
        level = _lowest_level(x)
    points = _at_level(x, level)
    if points is None:
        ev.message("ClusteringComponents", "lvl", Integer(level))
        return None
    labels = cluster_labels(ev, "ClusteringComponents", points, spec, opts)
    if labels is None:
        return None
    return _rebuild(x, level, iter(labels), None)


# --- NearestTo --------------------------------------------------------------------------------

@builtin("NearestTo", nargs=(1, 2),
         usage="NearestTo[x] is an operator form of Nearest: NearestTo[x][list] is "
               "Nearest[list, x]; NearestTo[x, n][list] is Nearest[list, x, n].",
         examples=[("NearestTo[3][{1, 2, 4, 8}]", "{2, 4}"),
                   ("NearestTo[5, 2][{1, 2, 4, 8}]", "{4, 2}"),
                   ("NearestTo[2]", "NearestTo[2]")])
def nearest_to(ev, expr):
    return None


@builtin("NearestTo", sub=True)
def nearest_to_applied(ev, expr):
    h = expr.head
    if not (1 <= len(h.args) <= 2) or len(expr.args) != 1:
        return None
    return ev.call("Nearest", expr.args[0], *h.args)


# --- NearestNeighborGraph ---------------------------------------------------------------------

def _neighbor_spec(ev, spec):
    """(k or None for all, radius or None) of k, {k, r}, {All, r}; None for the default
    (all the nearest, ties included); False when invalid."""
    if type(spec) is Integer and spec.value >= 0:
        return spec.value, None
    if is_list(spec) and len(spec.args) == 2:
        k, r = spec.args
        rv = None if r is S.Infinity else _real(ev.call("N", r))
        if rv is None and r is not S.Infinity or (rv is not None and rv < 0):
            return False
        if k is S.All:
            return None, rv
        if type(k) is Integer and k.value >= 0:
            return k.value, rv
    return False


@builtin("NearestNeighborGraph", nargs=(1, 2),
         options={"DistanceFunction": "Automatic", "DirectedEdges": "Automatic"},
         messages=dict(_MESSAGES, nspec="`1` is not a valid neighbor specification: give k, "
                                        "{k, r} or {All, r}."),
         usage="NearestNeighborGraph[{e1, e2, ...}] gives the undirected graph with vertices "
               "ei and an edge from each ei to its nearest neighbors (all of those at the "
               "least distance); NearestNeighborGraph[list, k] to its k nearest; "
               "NearestNeighborGraph[list, {k, r}] to at most k within distance r; {All, r} "
               "to all within r. DirectedEdges -> True gives the directed edges ei -> ej; "
               "DistanceFunction as for Nearest.",
         examples=[("EdgeList[NearestNeighborGraph[{1, 2, 4, 8}]]",
                    "{1 \uf3d4 2, 2 \uf3d4 4, 4 \uf3d4 8}"),
                   ("EdgeCount[NearestNeighborGraph[Range[10], 2]]", "11"),
                   ("EdgeList[NearestNeighborGraph[{1, 3, 10}, {All, 5}]]", "{1 \uf3d4 3}"),
                   ("EdgeList[NearestNeighborGraph[{1, 2, 4}, DirectedEdges -> True]]",
                    "{1 \uf3d5 2, 2 \uf3d5 1, 4 \uf3d5 2}")])
def nearest_neighbor_graph(ev, expr):
    np = numpy()
    pos, opts = ev.split_options(expr)
    data = pos[0]
    if not is_list(data):
        return None
    points = list(data.args)
    spec = (None, None) if len(pos) == 1 else _neighbor_spec(ev, pos[1])
    if spec is False:
        ev.message("NearestNeighborGraph", "nspec", pos[1])
        return None
    k, radius = spec
    default = len(pos) == 1
    directed = opts.get("DirectedEdges") is TRUE
    edge_head = S.DirectedEdge if directed else S.UndirectedEdge
    edges, seen = [], set()
    if len(points) > 1:
        dfun = opts.get("DistanceFunction", S.Automatic)
        if dfun is S.Automatic and all(_boolean_vector(p) for p in points):
            dfun = S.JaccardDissimilarity
        D, _ = _distance_matrix(ev, "NearestNeighborGraph", points, points, dfun)
        if D is None:
            return None
        for i in range(len(points)):
            ev.check_interrupt()
            others = [j for j in range(len(points)) if j != i]
            order = sorted(others, key=lambda j: (D[i, j], j))
            if radius is not None:
                order = [j for j in order if D[i, j] <= radius * (1 + 1e-12)]
            if default:
                order = [j for j in order if D[i, j] <= D[i, order[0]]] if order else []
            elif k is not None:
                order = order[:k]
            for j in order:
                key = (i, j) if directed else (min(i, j), max(i, j))
                if key in seen:
                    continue
                seen.add(key)
                a, b = (i, j) if directed else key
                edges.append(Expression(edge_head, (points[a], points[b])))
    return ev.call("Graph", data, _list(edges))
