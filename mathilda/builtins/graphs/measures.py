"""Centralities, clustering coefficients, assortativity and flows."""

from mathilda.algorithms.graphs import flows as FL
from mathilda.algorithms.graphs import measures as ME
from mathilda.algorithms.graphs.matrices import adjacency, degrees, in_degrees, out_degrees
from mathilda.algorithms.graphs.paths import _py, num_expr, weights_of
from mathilda.core.expr import TRUE, Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, int_list, vertex_arg

_LIST = S.List


def _nums(values):
    return Expression(_LIST, tuple(num_expr(v) if v != 0 or type(v) is float else Integer(0)
                                   for v in values))


def _reals(values):
    return Expression(_LIST, tuple(Real(float(v)) for v in values))


@builtin("DegreeCentrality", nargs=(1, 2),
         usage="DegreeCentrality[g] gives the degrees of the vertices of the graph g; "
               "DegreeCentrality[g, \"In\"] the in-degrees, DegreeCentrality[g, \"Out\"] the "
               "out-degrees.",
         examples=[("DegreeCentrality[StarGraph[4]]", "{3, 1, 1, 1}"),
                   ("DegreeCentrality[Graph[{1 -> 2, 1 -> 3}], \"In\"]", "{0, 1, 1}"),
                   ("DegreeCentrality[Graph[{1 -> 2, 1 -> 3}], \"Out\"]", "{2, 0, 0}"),
                   ("DegreeCentrality[CycleGraph[4]]", "{2, 2, 2, 2}"),
                   ("DegreeCentrality[Graph[{1 -> 2, 1 -> 3}]]", "{2, 1, 1}")])
def degree_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    fn = degrees
    if len(expr.args) == 2:
        k = expr.args[1]
        if type(k) is not String or k.value not in ("In", "Out"):
            return None
        fn = in_degrees if k.value == "In" else out_degrees
    return int_list(fn(g))


@builtin("ClosenessCentrality", nargs=1,
         usage="ClosenessCentrality[g] gives for each vertex of the graph g the inverse of "
               "its average distance to the vertices it can reach.",
         examples=[("ClosenessCentrality[PathGraph[{1, 2, 3}]]", "{2/3, 1, 2/3}"),
                   ("ClosenessCentrality[StarGraph[5]]", "{1, 4/7, 4/7, 4/7, 4/7}"),
                   ("ClosenessCentrality[CycleGraph[5]]", "{2/3, 2/3, 2/3, 2/3, 2/3}"),
                   ("ClosenessCentrality[Graph[{1 -> 2, 2 -> 3}]]", "{2/3, 1, 0}"),
                   ("ClosenessCentrality[Graph[{1, 2}, {}]]", "{0, 0}")])
def closeness_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    return _nums(ME.closeness(g, w))


@builtin("BetweennessCentrality", nargs=1,
         usage="BetweennessCentrality[g] gives for each vertex of the graph g the number of "
               "shortest paths between other vertices that pass through it (each path "
               "weighted by 1 over the number of shortest paths between its ends).",
         examples=[("BetweennessCentrality[PathGraph[{1, 2, 3}]]", "{0., 1., 0.}"),
                   ("BetweennessCentrality[StarGraph[5]]", "{6., 0., 0., 0., 0.}"),
                   ("BetweennessCentrality[CycleGraph[4]]", "{0.5, 0.5, 0.5, 0.5}"),
                   ("BetweennessCentrality[Graph[{1 -> 2, 2 -> 3}]]", "{0., 1., 0.}"),
                   ("BetweennessCentrality[CompleteGraph[4]]", "{0., 0., 0., 0.}")])
def betweenness_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _reals(ME.betweenness(g))


@builtin("EdgeBetweennessCentrality", nargs=1,
         usage="EdgeBetweennessCentrality[g] gives for each edge of the graph g the number of "
               "shortest paths that pass through it (each weighted by 1 over the number of "
               "shortest paths between its ends).",
         examples=[("EdgeBetweennessCentrality[PathGraph[{1, 2, 3}]]", "{2., 2.}"),
                   ("EdgeBetweennessCentrality[StarGraph[4]]", "{3., 3., 3.}"),
                   ("EdgeBetweennessCentrality[CycleGraph[4]]", "{2., 2., 2., 2.}"),
                   ("EdgeBetweennessCentrality[CompleteGraph[3]]", "{1., 1., 1.}"),
                   ("EdgeBetweennessCentrality[Graph[{1 -> 2, 2 -> 3}]]", "{2., 2.}")])
def edge_betweenness_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _reals(ME.edge_betweenness(g))


@builtin("EigenvectorCentrality", nargs=1,
         usage="EigenvectorCentrality[g] gives the eigenvector centralities of the vertices "
               "of the graph g (the leading eigenvector of the adjacency matrix, normalized "
               "to sum 1).",
         examples=[("EigenvectorCentrality[CompleteGraph[4]]", "{0.25, 0.25, 0.25, 0.25}"),
                   ("EigenvectorCentrality[CycleGraph[5]]", "{0.2, 0.2, 0.2, 0.2, 0.2}"),
                   ("Round[1000 EigenvectorCentrality[StarGraph[5]]]",
                    "{333, 167, 167, 167, 167}"),
                   ("Total[EigenvectorCentrality[GridGraph[{3, 3}]]]", "1."),
                   ("Round[100 EigenvectorCentrality[PathGraph[{1, 2, 3}]]]", "{29, 41, 29}")])
def eigenvector_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _reals(ME.eigenvector(g))


@builtin("PageRankCentrality", nargs=(1, 2),
         usage="PageRankCentrality[g] gives the PageRank centralities of the vertices of the "
               "graph g with damping 0.85; PageRankCentrality[g, a] with damping a.",
         examples=[("PageRankCentrality[CycleGraph[4]]", "{0.25, 0.25, 0.25, 0.25}"),
                   ("Total[PageRankCentrality[StarGraph[5]]]", "1."),
                   ("Round[1000 PageRankCentrality[Graph[{1 -> 2, 2 -> 3, 3 -> 1, 1 -> 3}]]]",
                    "{388, 215, 397}"),
                   ("Round[1000 PageRankCentrality[StarGraph[4], 0.5]]",
                    "{417, 194, 194, 194}"),
                   ("Length[PageRankCentrality[GridGraph[{3, 3}]]]", "9")])
def pagerank_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    alpha = 0.85
    if len(expr.args) == 2:
        a = _py(expr.args[1])
        if a is None:
            a = _py(ev.call("N", expr.args[1]))
        if a is None or not 0 <= float(a) <= 1:
            return None
        alpha = float(a)
    return _reals(ME.pagerank(g, alpha))


@builtin("KatzCentrality", nargs=(2, 3),
         usage="KatzCentrality[g, a] gives the Katz centralities x = a A^T x + 1 of the "
               "vertices of the graph g (A its adjacency matrix); KatzCentrality[g, a, b] "
               "with b in place of 1.",
         examples=[("KatzCentrality[CycleGraph[4], 1/10]", "{5/4, 5/4, 5/4, 5/4}"),
                   ("KatzCentrality[PathGraph[{1, 2, 3}], 1/4]", "{10/7, 12/7, 10/7}"),
                   ("KatzCentrality[Graph[{1 -> 2, 2 -> 3}], 1/2]", "{1, 3/2, 7/4}"),
                   ("KatzCentrality[StarGraph[3], 0.1]", "{1.22449, 1.12245, 1.12245}"),
                   ("KatzCentrality[Graph[{1 -> 2}], a, b]", "{b, b + a b}")])
def katz_centrality(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    alpha = expr.args[1]
    beta = expr.args[2] if len(expr.args) == 3 else Integer(1)
    for x in (alpha, beta):       # a number or a symbol (a parameter)
        if type(x) is not Symbol and ev.call("NumericQ", x) is not TRUE:
            return None
    a = adjacency(g)
    n = g.n
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            aji = a[j][i]
            entry = ev.call("Times", Integer(-1), alpha, Integer(aji)) if aji else Integer(0)
            if i == j:
                entry = ev.call("Plus", Integer(1), entry)
            row.append(entry)
        rows.append(Expression(_LIST, tuple(row)))
    m = Expression(_LIST, tuple(rows))
    b = Expression(_LIST, (beta,) * n)
    r = ev.call("LinearSolve", m, b)
    if not (isinstance(r, Expression) and r.head is _LIST):
        return None
    return r


def _hits(which):
    def fn(ev, expr):
        g = graph_arg(ev, expr)
        if g is None:
            return None
        return _reals(ME.hits(g)[which])
    return fn


builtin("HubCentrality", nargs=1,
        usage="HubCentrality[g] gives the hub centralities of the vertices of the graph g "
              "(Kleinberg's HITS: a good hub points to good authorities), normalized to sum "
              "1.",
        examples=[("HubCentrality[Graph[{1 -> 2, 1 -> 3}]]", "{1., 0., 0.}"),
                  ("HubCentrality[CycleGraph[4]]", "{0.25, 0.25, 0.25, 0.25}"),
                  ("Total[HubCentrality[Graph[{1 -> 2, 3 -> 2, 3 -> 1}]]]", "1."),
                  ("HubCentrality[Graph[{1, 2, 3}, {1 -> 3, 2 -> 3}]]", "{0.5, 0.5, 0.}"),
                  ("Length[HubCentrality[GridGraph[{2, 2}]]]", "4")])(_hits(0))
builtin("AuthorityCentrality", nargs=1,
        usage="AuthorityCentrality[g] gives the authority centralities of the vertices of the "
              "graph g (Kleinberg's HITS: a good authority is pointed to by good hubs), "
              "normalized to sum 1.",
        examples=[("AuthorityCentrality[Graph[{1 -> 2, 1 -> 3}]]", "{0., 0.5, 0.5}"),
                  ("AuthorityCentrality[CycleGraph[4]]", "{0.25, 0.25, 0.25, 0.25}"),
                  ("AuthorityCentrality[Graph[{1, 2, 3}, {1 -> 3, 2 -> 3}]]", "{0., 0., 1.}"),
                  ("Total[AuthorityCentrality[Graph[{1 -> 2, 3 -> 2, 3 -> 1}]]]", "1."),
                  ("Length[AuthorityCentrality[GridGraph[{2, 2}]]]", "4")])(_hits(1))


@builtin("LocalClusteringCoefficient", nargs=(1, 2), messages=INV,
         usage="LocalClusteringCoefficient[g] gives for each vertex of the graph g the "
               "fraction of pairs of its neighbours that are adjacent; "
               "LocalClusteringCoefficient[g, v] that of the vertex v.",
         examples=[("LocalClusteringCoefficient[CompleteGraph[4]]", "{1, 1, 1, 1}"),
                   ("LocalClusteringCoefficient[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}]]",
                    "{1, 1, 1/3, 0}"),
                   ("LocalClusteringCoefficient[StarGraph[4]]", "{0, 0, 0, 0}"),
                   ("LocalClusteringCoefficient[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}], "
                    "3]", "1/3"),
                   ("LocalClusteringCoefficient[Graph[{1 -> 2, 1 -> 3, 2 -> 3}]]",
                    "{1/2, 1/2, 1/2}")])
def local_clustering_coefficient(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    c = ME.local_clustering(g)
    if len(expr.args) == 2:
        i = vertex_arg(ev, expr, g, 1)
        return None if i is None else num_expr(c[i])
    return _nums(c)


@builtin("GlobalClusteringCoefficient", nargs=1,
         usage="GlobalClusteringCoefficient[g] gives the fraction of the connected triples of "
               "vertices of the graph g that are closed (triangles).",
         examples=[("GlobalClusteringCoefficient[CompleteGraph[4]]", "1"),
                   ("GlobalClusteringCoefficient[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}]]",
                    "3/5"),
                   ("GlobalClusteringCoefficient[StarGraph[5]]", "0"),
                   ("GlobalClusteringCoefficient[CycleGraph[3]]", "1"),
                   ("GlobalClusteringCoefficient[GridGraph[{3, 3}]]", "0")])
def global_clustering_coefficient(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return num_expr(ME.global_clustering(g))


@builtin("MeanClusteringCoefficient", nargs=1,
         usage="MeanClusteringCoefficient[g] gives the mean of the local clustering "
               "coefficients of the vertices of the graph g.",
         examples=[("MeanClusteringCoefficient[CompleteGraph[4]]", "1"),
                   ("MeanClusteringCoefficient[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}]]",
                    "7/12"),
                   ("MeanClusteringCoefficient[StarGraph[5]]", "0"),
                   ("MeanClusteringCoefficient[CycleGraph[3]]", "1"),
                   ("MeanClusteringCoefficient[Graph[{1 -> 2, 1 -> 3, 2 -> 3}]]", "1/2")])
def mean_clustering_coefficient(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or g.n == 0:
        return None
    c = ME.local_clustering(g)
    from fractions import Fraction
    return num_expr(sum((Fraction(x) for x in c), Fraction(0)) / g.n)


@builtin("GraphAssortativity", nargs=1,
         usage="GraphAssortativity[g] gives the degree assortativity of the graph g: the "
               "correlation of the degrees at the two ends of its edges (Indeterminate when "
               "every degree is the same).",
         examples=[("GraphAssortativity[StarGraph[5]]", "-1."),
                   ("GraphAssortativity[CycleGraph[5]]", "Indeterminate"),
                   ("Round[1000 GraphAssortativity[PathGraph[{1, 2, 3, 4}]]]", "-500"),
                   ("Round[1000 GraphAssortativity[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, "
                    "3 <-> 4}]]]", "-714"),
                   ("GraphAssortativity[CompleteGraph[{2, 3}]]", "-1.")])
def graph_assortativity(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = ME.assortativity(g)
    return S.Indeterminate if r is None else Real(r)


# --- flows ----------------------------------------------------------------------------------

_FLOW_PROPS = ("FlowValue", "EdgeList", "FlowMatrix")


def _flow_matrix(g, flows):
    n = g.n
    rows = []
    for i in range(n):
        rows.append(Expression(_LIST, tuple(num_expr(flows.get((i, j), 0)) if
                                            flows.get((i, j), 0) else Integer(0)
                                            for j in range(n))))
    return Expression(_LIST, tuple(rows))


def _flow_edges(g, flows):
    out = []
    for (i, j), f in sorted(flows.items()):
        if f:
            out.append(Expression(S.DirectedEdge, (g.vertices[i], g.vertices[j])))
    return Expression(_LIST, tuple(out))


@builtin("FindMaximumFlow", nargs=(3, 4), messages=INV,
         usage="FindMaximumFlow[g, s, t] gives the value of a maximum flow from s to t in the "
               "graph g (edge capacities from EdgeCapacity, else 1); FindMaximumFlow[g, s, t, "
               "prop] gives \"FlowValue\", \"EdgeList\" (the edges carrying flow) or "
               "\"FlowMatrix\".",
         examples=[("FindMaximumFlow[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}], 1, 4]", "2"),
                   ("FindMaximumFlow[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}, "
                    "EdgeCapacity -> {3, 1, 2, 5}], 1, 4]", "3"),
                   ("FindMaximumFlow[CompleteGraph[5], 1, 5]", "4"),
                   ("FindMaximumFlow[Graph[{1 -> 2, 2 -> 3}, EdgeCapacity -> {1/2, 1/3}], 1, 3]",
                    "1/3"),
                   ("FindMaximumFlow[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}, "
                    "EdgeCapacity -> {3, 1, 2, 5}], 1, 4, \"FlowMatrix\"]",
                    "{{0, 2, 1, 0}, {0, 0, 0, 2}, {0, 0, 0, 1}, {0, 0, 0, 0}}")])
def find_maximum_flow(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s = vertex_arg(ev, expr, g, 1)
    t = vertex_arg(ev, expr, g, 2) if s is not None else None
    if s is None or t is None:
        return None
    prop = "FlowValue"
    if len(expr.args) == 4:
        p = expr.args[3]
        if type(p) is not String or p.value not in _FLOW_PROPS:
            return None
        prop = p.value
    caps = FL.capacities(g)
    if caps is None:
        return None
    if s == t:
        value, flows = 0, {}
    else:
        value, flows = FL.max_flow(g, s, t, caps)
    if prop == "FlowValue":
        return num_expr(value) if value else Integer(0)
    if prop == "EdgeList":
        return _flow_edges(g, flows)
    return _flow_matrix(g, flows)


@builtin("FindMinimumCostFlow", nargs=(3, 5), messages=dict(INV, nflow="There is no flow of "
                                                            "value `1` from `2` to `3`."),
         usage="FindMinimumCostFlow[g, s, t] gives the least cost of a maximum flow from s to "
               "t in the graph g (costs from EdgeCost, else EdgeWeight, else 1; capacities "
               "from EdgeCapacity, else 1); FindMinimumCostFlow[g, s, t, d] the least cost of "
               "a flow of value d; a last argument \"CostValue\", \"EdgeList\" or "
               "\"FlowMatrix\" gives that property.",
         examples=[("FindMinimumCostFlow[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}, "
                    "EdgeCost -> {1, 5, 1, 1}], 1, 4]", "8"),
                   ("FindMinimumCostFlow[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}, "
                    "EdgeCost -> {1, 5, 1, 1}], 1, 4, 1]", "2"),
                   ("FindMinimumCostFlow[Graph[{1 -> 2, 2 -> 3, 1 -> 3}, "
                    "EdgeCapacity -> {2, 2, 1}, EdgeCost -> {1, 1, 3}], 1, 3, 2]", "4"),
                   ("FindMinimumCostFlow[PathGraph[{1, 2, 3}], 1, 3]", "2"),
                   ("FindMinimumCostFlow[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}, "
                    "EdgeCost -> {1, 5, 1, 1}], 1, 4, 1, \"EdgeList\"]",
                    "{1 \uf3d5 2, 2 \uf3d5 4}")])
def find_minimum_cost_flow(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s = vertex_arg(ev, expr, g, 1)
    t = vertex_arg(ev, expr, g, 2) if s is not None else None
    if s is None or t is None:
        return None
    rest = list(expr.args[3:])
    prop = "CostValue"
    if rest and type(rest[-1]) is String:
        prop = rest.pop().value
        if prop not in ("CostValue", "EdgeList", "FlowMatrix"):
            return None
    demand = None
    if rest:
        d = _py(rest[0])
        if d is None or len(rest) > 1:
            return None
        demand = d
    caps, costs = FL.capacities(g), FL.costs(g)
    if caps is None or costs is None:
        return None
    r = FL.min_cost_flow(g, s, t, caps, costs, demand)
    if r is None:
        ev.message("FindMinimumCostFlow", "nflow", rest[0], expr.args[1], expr.args[2])
        return None
    cost, flows = r
    if prop == "CostValue":
        return num_expr(cost) if cost else Integer(0)
    if prop == "EdgeList":
        return _flow_edges(g, flows)
    return _flow_matrix(g, flows)
