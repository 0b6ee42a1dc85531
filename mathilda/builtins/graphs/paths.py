"""Shortest paths and distances: FindShortestPath, GraphDistance, GraphDistanceMatrix,
VertexEccentricity, GraphDiameter, GraphRadius, GraphCenter, GraphPeriphery."""

from mathilda.algorithms.graphs import paths as PA
from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_arg, vertex_list

_LIST = S.List
_METHOD = {"Method": "Automatic"}
_MSG = dict(INV, negc="The graph `1` has a cycle of negative weight.")


def _weights(ev, expr, g):
    """Python weights (None: unweighted), or False when they cannot be used."""
    _pos, opts = ev.split_options(expr)
    m = opts.get("Method")
    use = not (type(m) is String and m.value == "UnitWeight")
    w = PA.weights_of(g, use)
    if w == "symbolic":
        return False
    return w


def _positional(expr):
    return [a for a in expr.args if not (isinstance(a, Expression) and a.head is S.Rule
                                         and a.args and a.args[0] is S.Method)]


@builtin("FindShortestPath", nargs=(3, None), options=_METHOD, messages=_MSG,
         usage="FindShortestPath[g, s, t] finds a shortest path from the vertex s to the "
               "vertex t of the graph g (edge weights are lengths), as a list of vertices; {} "
               "when there is none.",
         examples=[("FindShortestPath[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 4, 1 <-> 4}], 1, 3]",
                    "{1, 2, 3}"),
                   ("FindShortestPath[Graph[{1 -> 2, 2 -> 3, 3 -> 4}], 4, 1]", "{}"),
                   ("FindShortestPath[Graph[{1 <-> 2, 2 <-> 3, 1 <-> 3}, "
                    "EdgeWeight -> {1, 1, 5}], 1, 3]", "{1, 2, 3}"),
                   ("FindShortestPath[GridGraph[{3, 3}], 1, 9]", "{1, 2, 3, 6, 9}"),
                   ("FindShortestPath[{a -> b, b -> c, a -> d, d -> c}, a, c]", "{a, b, c}")])
def find_shortest_path(ev, expr):
    pos = _positional(expr)
    if len(pos) != 3:
        return None
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s = vertex_arg(ev, expr, g, 1)
    t = vertex_arg(ev, expr, g, 2) if s is not None else None
    if s is None or t is None:
        return None
    w = _weights(ev, expr, g)
    if w is False:
        return None
    try:
        p = PA.shortest_path(g, s, t, w)
    except PA.NegativeCycle:
        ev.message("FindShortestPath", "negc", expr.args[0])
        return None
    return vertex_list(g, p)


@builtin("GraphDistance", nargs=(2, None), options=_METHOD, messages=_MSG,
         usage="GraphDistance[g, s, t] gives the length of a shortest path from s to t in "
               "the graph g (Infinity when t cannot be reached); GraphDistance[g, s] the "
               "distances from s to every vertex.",
         examples=[("GraphDistance[CycleGraph[6], 1, 4]", "3"),
                   ("GraphDistance[Graph[{1 -> 2, 2 -> 3}], 3, 1]", "Infinity"),
                   ("GraphDistance[PathGraph[{1, 2, 3, 4}], 1]", "{0, 1, 2, 3}"),
                   ("GraphDistance[Graph[{1 <-> 2, 2 <-> 3, 1 <-> 3}, "
                    "EdgeWeight -> {1/2, 1/3, 2}], 1, 3]", "5/6"),
                   ("GraphDistance[Graph[{1 <-> 2}, EdgeWeight -> {2.5}], 1, 2]", "2.5")])
def graph_distance(ev, expr):
    pos = _positional(expr)
    if len(pos) not in (2, 3):
        return None
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s = vertex_arg(ev, expr, g, 1)
    if s is None:
        return None
    t = None
    if len(pos) == 3:
        t = vertex_arg(ev, expr, g, 2)
        if t is None:
            return None
    w = _weights(ev, expr, g)
    if w is False:
        return None
    try:
        dist, _ = PA.distances(g, s, w)
    except PA.NegativeCycle:
        ev.message("GraphDistance", "negc", expr.args[0])
        return None
    if t is not None:
        return PA.num_expr(dist[t])
    return Expression(_LIST, tuple(PA.num_expr(d) for d in dist))


def _matrix(ev, expr, g, cutoff=None):
    if not ev.check_size(g.n * g.n, expr.head.name):
        return None
    w = _weights(ev, expr, g)
    if w is False:
        return None
    try:
        return PA.distance_matrix(g, w, cutoff)
    except PA.NegativeCycle:
        ev.message(expr.head.name, "negc", expr.args[0])
        return None


@builtin("GraphDistanceMatrix", nargs=(1, None), options=_METHOD, messages=_MSG,
         usage="GraphDistanceMatrix[g] gives the matrix of distances between the vertices of "
               "the graph g; GraphDistanceMatrix[g, d] with distances above d as Infinity.",
         examples=[("GraphDistanceMatrix[PathGraph[{1, 2, 3}]]",
                    "{{0, 1, 2}, {1, 0, 1}, {2, 1, 0}}"),
                   ("GraphDistanceMatrix[Graph[{1 -> 2, 2 -> 3}]]",
                    "{{0, 1, 2}, {Infinity, 0, 1}, {Infinity, Infinity, 0}}"),
                   ("GraphDistanceMatrix[PathGraph[{1, 2, 3, 4}], 1]",
                    "{{0, 1, Infinity, Infinity}, {1, 0, 1, Infinity}, "
                    "{Infinity, 1, 0, 1}, {Infinity, Infinity, 1, 0}}"),
                   ("GraphDistanceMatrix[Graph[{1, 2, 3}, {1 <-> 2}]]",
                    "{{0, 1, Infinity}, {1, 0, Infinity}, {Infinity, Infinity, 0}}"),
                   ("Max[GraphDistanceMatrix[GridGraph[{3, 4}]]]", "5")])
def graph_distance_matrix(ev, expr):
    pos = _positional(expr)
    g = graph_arg(ev, expr)
    if g is None or len(pos) not in (1, 2):
        return None
    cutoff = None
    if len(pos) == 2:
        c = PA._py(pos[1])
        if c is None:
            return None
        cutoff = c
    rows = _matrix(ev, expr, g, cutoff)
    if rows is None:
        return None
    return Expression(_LIST, tuple(Expression(_LIST, tuple(PA.num_expr(d) for d in r))
                                   for r in rows))


def _eccentricities(ev, expr, g):
    rows = _matrix(ev, expr, g)
    return None if rows is None else [max(r) if r else 0 for r in rows]


@builtin("VertexEccentricity", nargs=(2, None), options=_METHOD, messages=_MSG,
         usage="VertexEccentricity[g, v] gives the largest distance from the vertex v to "
               "another vertex of the graph g.",
         examples=[("VertexEccentricity[PathGraph[{1, 2, 3, 4, 5}], 1]", "4"),
                   ("VertexEccentricity[PathGraph[{1, 2, 3, 4, 5}], 3]", "2"),
                   ("VertexEccentricity[StarGraph[5], 1]", "1"),
                   ("VertexEccentricity[Graph[{1 -> 2}], 2]", "Infinity"),
                   ("VertexEccentricity[CycleGraph[7], 4]", "3")])
def vertex_eccentricity(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or len(_positional(expr)) != 2:
        return None
    s = vertex_arg(ev, expr, g, 1)
    if s is None:
        return None
    w = _weights(ev, expr, g)
    if w is False:
        return None
    dist, _ = PA.distances(g, s, w)
    return PA.num_expr(max(dist))


def _ecc_builtin(name, usage, examples, pick):
    @builtin(name, nargs=(1, None), options=_METHOD, messages=_MSG, usage=usage,
             examples=examples)
    def fn(ev, expr):
        g = graph_arg(ev, expr)
        if g is None or len(_positional(expr)) != 1:
            return None
        ecc = _eccentricities(ev, expr, g)
        if ecc is None:
            return None
        return pick(g, ecc)
    fn.__name__ = name
    return fn


_ecc_builtin("GraphDiameter",
             "GraphDiameter[g] gives the largest distance between two vertices of the graph g.",
             [("GraphDiameter[PathGraph[{1, 2, 3, 4, 5}]]", "4"),
              ("GraphDiameter[CycleGraph[6]]", "3"), ("GraphDiameter[GridGraph[{3, 4}]]", "5"),
              ("GraphDiameter[Graph[{1, 2, 3}, {1 <-> 2}]]", "Infinity"),
              ("GraphDiameter[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]", "2")],
             lambda g, ecc: PA.num_expr(max(ecc)) if ecc else Integer(0))
_ecc_builtin("GraphRadius",
             "GraphRadius[g] gives the smallest eccentricity of the vertices of the graph g.",
             [("GraphRadius[PathGraph[{1, 2, 3, 4, 5}]]", "2"),
              ("GraphRadius[StarGraph[6]]", "1"), ("GraphRadius[CycleGraph[6]]", "3"),
              ("GraphRadius[GridGraph[{3, 3}]]", "2"), ("GraphRadius[CompleteGraph[4]]", "1")],
             lambda g, ecc: PA.num_expr(min(ecc)) if ecc else Integer(0))
_ecc_builtin("GraphCenter",
             "GraphCenter[g] gives the vertices of the graph g of smallest eccentricity.",
             [("GraphCenter[PathGraph[{1, 2, 3, 4, 5}]]", "{3}"),
              ("GraphCenter[PathGraph[{1, 2, 3, 4}]]", "{2, 3}"),
              ("GraphCenter[StarGraph[5]]", "{1}"), ("GraphCenter[GridGraph[{3, 3}]]", "{5}"),
              ("GraphCenter[CycleGraph[3]]", "{1, 2, 3}")],
             lambda g, ecc: vertex_list(g, [i for i, e in enumerate(ecc) if e == min(ecc)]))
_ecc_builtin("GraphPeriphery",
             "GraphPeriphery[g] gives the vertices of the graph g of largest eccentricity.",
             [("GraphPeriphery[PathGraph[{1, 2, 3, 4, 5}]]", "{1, 5}"),
              ("GraphPeriphery[StarGraph[4]]", "{2, 3, 4}"),
              ("GraphPeriphery[GridGraph[{3, 3}]]", "{1, 3, 7, 9}"),
              ("GraphPeriphery[CycleGraph[4]]", "{1, 2, 3, 4}"),
              ("GraphPeriphery[KaryTree[7]]", "{4, 5, 6, 7}")],
             lambda g, ecc: vertex_list(g, [i for i, e in enumerate(ecc) if e == max(ecc)]))
