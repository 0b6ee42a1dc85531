"""More centralities and global measures: HITSCentrality, RadialityCentrality,
LinkRankCentrality, MeanGraphDistance, MeanNeighborDegree, MeanDegreeConnectivity,
GraphLinkEfficiency and GraphReciprocity."""

from fractions import Fraction

from mathilda.algorithms.graphs import centralities as C
from mathilda.algorithms.graphs import measures as ME
from mathilda.algorithms.graphs.paths import INF, _py, num_expr, weights_of
from mathilda.core.expr import Expression, Integer, Real, String, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import graph_arg

_LIST = S.List


def _num(v):
    if type(v) is Fraction and v.denominator == 1:
        return Integer(v.numerator)
    return num_expr(v)


def _nums(values):
    return Expression(_LIST, tuple(_num(v) for v in values))


def _reals(values):
    return Expression(_LIST, tuple(Real(float(v)) for v in values))


def _kind(expr, pos=1):
    """"All", "In" or "Out" from the optional argument at ``pos``; None when invalid."""
    if len(expr.args) <= pos:
        return "All"
    k = expr.args[pos]
    if type(k) is String and k.value in ("In", "Out", "All"):
        return k.value
    return None


@builtin("HITSCentrality", nargs=1,
         usage="HITSCentrality[g] gives {authorities, hubs}: the HITS authority and hub "
               "centralities of the vertices of the graph g, each normalized to sum 1.",
         examples=[("HITSCentrality[Graph[{1 -> 2, 1 -> 3}]]",
                    "{{0., 0.5, 0.5}, {1., 0., 0.}}"),
                   ("HITSCentrality[CycleGraph[4]]",
                    "{{0.25, 0.25, 0.25, 0.25}, {0.25, 0.25, 0.25, 0.25}}"),
                   ("HITSCentrality[Graph[{1, 2, 3}, {1 -> 3, 2 -> 3}]]",
                    "{{0., 0., 1.}, {0.5, 0.5, 0.}}"),
                   ("Total /@ HITSCentrality[Graph[{1 -> 2, 3 -> 2, 3 -> 1}]]", "{1., 1.}"),
                   ("HITSCentrality[x]", "HITSCentrality[x]")])
def hits_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    hubs, auth = ME.hits(g)
    return Expression(_LIST, (_reals(auth), _reals(hubs)))


@builtin("RadialityCentrality", nargs=(1, 2),
         usage="RadialityCentrality[g] gives the radiality centralities of the vertices of "
               "the graph g: for a vertex u, the mean over the other vertices v it reaches of "
               "(D + 1 - d(u, v))/D, D the largest distance in g (0 for an isolated vertex); "
               "RadialityCentrality[g, \"In\"] uses the vertices that reach u, "
               "RadialityCentrality[g, \"Out\"] those u reaches.",
         examples=[("RadialityCentrality[PathGraph[{1, 2, 3}]]", "{3/4, 1, 3/4}"),
                   ("RadialityCentrality[StarGraph[4]]", "{1, 2/3, 2/3, 2/3}"),
                   ("RadialityCentrality[CompleteGraph[4]]", "{1, 1, 1, 1}"),
                   ("RadialityCentrality[Graph[{1 -> 2, 2 -> 3}], \"In\"]", "{0, 1, 3/4}"),
                   ("RadialityCentrality[Graph[{1, 2, 3}, {1 <-> 2}]]", "{1, 1, 0}")])
def radiality_centrality(ev, expr):
    g = graph_arg(ev, expr)
    kind = _kind(expr)
    if g is None or kind is None:
        return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    return _nums(C.radiality(g, w, incoming=kind == "In"))


def _alpha(ev, x):
    a = _py(x)
    if a is None:
        a = _py(ev.call("N", x))
    if a is None or not 0 <= float(a) <= 1:
        return None
    return float(a)


@builtin("LinkRankCentrality", nargs=2,
         usage="LinkRankCentrality[g, a] gives the link-rank centralities of the edges of the "
               "graph g: the page rank (damping a) of each edge's source divided by its "
               "out-degree, normalized to sum 1.",
         examples=[("LinkRankCentrality[CycleGraph[4], 0.85]", "{0.25, 0.25, 0.25, 0.25}"),
                   ("LinkRankCentrality[CycleGraph[3, DirectedEdges -> True], 0.5]",
                    "{0.333333, 0.333333, 0.333333}"),
                   ("Total[LinkRankCentrality[StarGraph[5], 0.85]]", "1."),
                   ("Round[1000 LinkRankCentrality[Graph[{1 -> 2, 2 -> 1, 2 -> 3, 3 -> 1}], "
                    "0.85]]", "{397, 194, 194, 215}"),
                   ("LinkRankCentrality[CycleGraph[4], 2]",
                    "LinkRankCentrality[Graph[<4>, <4>], 2]")])
def link_rank_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    a = _alpha(ev, expr.args[1])
    if a is None:
        return None
    return _reals(C.link_rank(g, ME.pagerank(g, a)))


@builtin("MeanGraphDistance", nargs=1,
         usage="MeanGraphDistance[g] gives the mean distance between the ordered pairs of "
               "distinct vertices of the graph g (Infinity when some pair is not connected).",
         examples=[("MeanGraphDistance[PathGraph[{1, 2, 3}]]", "4/3"),
                   ("MeanGraphDistance[CycleGraph[6]]", "9/5"),
                   ("MeanGraphDistance[CompleteGraph[5]]", "1"),
                   ("MeanGraphDistance[Graph[{1 -> 2, 2 -> 3}]]", "Infinity"),
                   ("MeanGraphDistance[Graph[{1 <-> 2, 2 <-> 3}, EdgeWeight -> {1.5, 2}]]",
                    "2.33333")])
def mean_graph_distance(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    d = C.mean_distance(g, w)
    if d is None:
        return None
    return S.Infinity if d == INF else _num(d)


@builtin("MeanNeighborDegree", nargs=(1, 2),
         usage="MeanNeighborDegree[g] gives for each vertex of the graph g the mean degree of "
               "its neighbours (0 without neighbours); MeanNeighborDegree[g, \"In\"] the mean "
               "in-degree of its in-neighbours, MeanNeighborDegree[g, \"Out\"] the mean "
               "out-degree of its out-neighbours.",
         examples=[("MeanNeighborDegree[StarGraph[4]]", "{1, 3, 3, 3}"),
                   ("MeanNeighborDegree[PathGraph[{1, 2, 3, 4}]]", "{2, 3/2, 3/2, 2}"),
                   ("MeanNeighborDegree[Graph[{1, 2, 3}, {1 <-> 2}]]", "{1, 1, 0}"),
                   ("MeanNeighborDegree[Graph[{1 -> 2, 2 -> 3, 2 -> 4}], \"Out\"]",
                    "{2, 0, 0, 0}"),
                   ("MeanNeighborDegree[Graph[{1 -> 2, 2 -> 3, 2 -> 4}], \"In\"]",
                    "{0, 0, 1, 1}")])
def mean_neighbor_degree(ev, expr):
    g = graph_arg(ev, expr)
    kind = _kind(expr)
    if g is None or kind is None:
        return None
    return _nums(C.mean_neighbor_degree(g, kind))


@builtin("MeanDegreeConnectivity", nargs=(1, 2),
         usage="MeanDegreeConnectivity[g] gives the list {k0, k1, ..., kmax}: ki the mean, over "
               "the vertices of degree i, of the mean degree of their neighbours (0 when no "
               "vertex has degree i); MeanDegreeConnectivity[g, \"In\"] and "
               "MeanDegreeConnectivity[g, \"Out\"] use in- and out-degrees.",
         examples=[("MeanDegreeConnectivity[StarGraph[4]]", "{0, 3, 0, 1}"),
                   ("MeanDegreeConnectivity[PathGraph[{1, 2, 3, 4}]]", "{0, 2, 3/2}"),
                   ("MeanDegreeConnectivity[CycleGraph[5]]", "{0, 0, 2}"),
                   ("MeanDegreeConnectivity[Graph[{1 -> 2, 1 -> 3}], \"Out\"]", "{0, 0, 0}"),
                   ("MeanDegreeConnectivity[x]", "MeanDegreeConnectivity[x]")])
def mean_degree_connectivity(ev, expr):
    g = graph_arg(ev, expr)
    kind = _kind(expr)
    if g is None or kind is None:
        return None
    return _nums(C.mean_degree_connectivity(g, kind))


@builtin("GraphLinkEfficiency", nargs=1,
         usage="GraphLinkEfficiency[g] gives the link efficiency of the graph g: 1 - "
               "MeanGraphDistance[g]/EdgeCount[g].",
         examples=[("GraphLinkEfficiency[PathGraph[{1, 2, 3}]]", "1/3"),
                   ("GraphLinkEfficiency[CompleteGraph[4]]", "5/6"),
                   ("GraphLinkEfficiency[CycleGraph[6]]", "7/10"),
                   ("GraphLinkEfficiency[Graph[{1 <-> 2, 3 <-> 4}]]", "-Infinity"),
                   ("GraphLinkEfficiency[Graph[{1}, {}]]", "GraphLinkEfficiency[Graph[<1>, <0>]]")])
def graph_link_efficiency(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or g.m == 0:
        return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    d = C.mean_distance(g, w)
    if d is None:
        return None
    if d == INF:
        return ev.call("Times", Integer(-1), S.Infinity)
    return _num(1 - (d / g.m if type(d) is float else Fraction(d) / g.m))


@builtin("GraphReciprocity", nargs=1,
         usage="GraphReciprocity[g] gives the reciprocity of the graph g: the fraction of its "
               "edges u -> v for which v -> u is an edge too (1 for an undirected graph).",
         examples=[("GraphReciprocity[Graph[{1 -> 2, 2 -> 1, 2 -> 3}]]", "2/3"),
                   ("GraphReciprocity[CycleGraph[4]]", "1"),
                   ("GraphReciprocity[Graph[{1 -> 2, 2 -> 3}]]", "0"),
                   ("GraphReciprocity[CompleteGraph[4, DirectedEdges -> True]]", "1"),
                   ("GraphReciprocity[Graph[{1, 2}, {}]]", "GraphReciprocity[Graph[<2>, <0>]]")])
def graph_reciprocity(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = C.reciprocity(g)
    return None if r is None else _num(r)
