"""Components and connectivity, spanning trees, topological order, cliques, independent sets,
vertex covers and isomorphisms."""

from mathilda.algorithms.graphs import structure as ST
from mathilda.algorithms.graphs.graph import GraphExpr
from mathilda.algorithms.graphs.paths import weights_of
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_arg, vertex_list
from mathilda.builtins.graphs.cycles import is_infinity, length_spec

_LIST = S.List


def _lst(items):
    return Expression(_LIST, tuple(items))


def _comps(g, comps):
    return _lst(vertex_list(g, c) for c in comps)


@builtin("ConnectedComponents", nargs=(1, 2), messages=INV,
         usage="ConnectedComponents[g] gives the connected components of the graph g (the "
               "strongly connected components of a directed graph), each a list of vertices; "
               "ConnectedComponents[g, {v1, ...}] the components containing the vi.",
         examples=[("ConnectedComponents[Graph[{1 <-> 2, 2 <-> 3, 4 <-> 5}]]",
                    "{{1, 2, 3}, {4, 5}}"),
                   ("ConnectedComponents[Graph[{4 <-> 5, 1 <-> 2, 2 <-> 3}]]",
                    "{{1, 2, 3}, {4, 5}}"),
                   ("ConnectedComponents[Graph[{1 -> 2, 2 -> 3}]]", "{{3}, {2}, {1}}"),
                   ("ConnectedComponents[Graph[{1 -> 2, 2 -> 3, 3 -> 4, 4 -> 2}]]",
                    "{{2, 3, 4}, {1}}"),
                   ("ConnectedComponents[Graph[{1, 2, 3}, {1 -> 2, 2 -> 1}]]", "{{1, 2}, {3}}"),
                   ("ConnectedComponents[Graph[{1 <-> 2, 3 <-> 4}], {3}]", "{{3, 4}}")])
def connected_components(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    comps = ST.strong_components(g) if g.any_directed else ST.components(g)
    if len(expr.args) == 2:
        want = expr.args[1]
        if not isinstance(want, Expression) or want.head is not _LIST:
            return None
        idx = set()
        for v in want.args:
            i = g.vindex.get(v)
            if i is None:
                ev.message("ConnectedComponents", "inv", v, Integer(2), expr, "vertex")
                return None
            idx.add(i)
        comps = [c for c in comps if idx.intersection(c)]
    return _comps(g, comps)


@builtin("WeaklyConnectedComponents", nargs=1,
         usage="WeaklyConnectedComponents[g] gives the components of the graph g when edge "
               "directions are ignored, largest first.",
         examples=[("WeaklyConnectedComponents[Graph[{1 -> 2, 2 -> 3, 4 -> 5}]]",
                    "{{1, 2, 3}, {4, 5}}"),
                   ("WeaklyConnectedComponents[Graph[{1 -> 2, 3 -> 2}]]", "{{1, 2, 3}}"),
                   ("WeaklyConnectedComponents[Graph[{1, 2, 3}, {}]]", "{{1}, {2}, {3}}"),
                   ("WeaklyConnectedComponents[CycleGraph[4]]", "{{1, 2, 3, 4}}"),
                   ("WeaklyConnectedComponents[Graph[{a -> b, c -> d, d -> e}]]",
                    "{{c, d, e}, {a, b}}")])
def weakly_connected_components(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _comps(g, ST.components(g))


@builtin("KCoreComponents", nargs=2,
         usage="KCoreComponents[g, k] gives the components of the k-core of the graph g: "
               "what remains after repeatedly deleting the vertices of degree less than k.",
         examples=[("KCoreComponents[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}], 2]",
                    "{{1, 2, 3}}"),
                   ("KCoreComponents[CompleteGraph[4], 3]", "{{1, 2, 3, 4}}"),
                   ("KCoreComponents[CompleteGraph[4], 4]", "{}"),
                   ("KCoreComponents[PathGraph[{1, 2, 3}], 1]", "{{1, 2, 3}}"),
                   ("KCoreComponents[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 4 <-> 5, 5 <-> 6, "
                    "6 <-> 4}], 2]", "{{1, 2, 3}, {4, 5, 6}}")])
def kcore_components(ev, expr):
    g = graph_arg(ev, expr)
    k = expr.args[1]
    if g is None or type(k) is not Integer or k.value < 0:
        return None
    return _comps(g, ST.kcore_components(g, k.value))


def _pair(ev, expr, g):
    if len(expr.args) == 1:
        return None, None, True
    if len(expr.args) != 3:
        return None, None, False
    s = vertex_arg(ev, expr, g, 1)
    t = vertex_arg(ev, expr, g, 2) if s is not None else None
    return s, t, s is not None and t is not None


@builtin("VertexConnectivity", nargs=(1, 3), messages=INV,
         usage="VertexConnectivity[g] gives the smallest number of vertices whose deletion "
               "disconnects the graph g; VertexConnectivity[g, s, t] the number whose deletion "
               "separates t from s.",
         examples=[("VertexConnectivity[CycleGraph[5]]", "2"),
                   ("VertexConnectivity[CompleteGraph[5]]", "4"),
                   ("VertexConnectivity[StarGraph[5]]", "1"),
                   ("VertexConnectivity[GridGraph[{3, 3}], 1, 9]", "2"),
                   ("VertexConnectivity[Graph[{1 <-> 2, 3 <-> 4}]]", "0")])
def vertex_connectivity(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s, t, ok = _pair(ev, expr, g)
    if not ok:
        return None
    return Integer(ST.vertex_connectivity(g, s, t))


@builtin("EdgeConnectivity", nargs=(1, 3), messages=INV,
         usage="EdgeConnectivity[g] gives the smallest number of edges whose deletion "
               "disconnects the graph g; EdgeConnectivity[g, s, t] the number whose deletion "
               "separates t from s.",
         examples=[("EdgeConnectivity[CycleGraph[5]]", "2"),
                   ("EdgeConnectivity[CompleteGraph[5]]", "4"),
                   ("EdgeConnectivity[PathGraph[{1, 2, 3}]]", "1"),
                   ("EdgeConnectivity[GridGraph[{3, 3}], 1, 5]", "2"),
                   ("EdgeConnectivity[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]", "1")])
def edge_connectivity(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s, t, ok = _pair(ev, expr, g)
    if not ok:
        return None
    return Integer(ST.edge_connectivity(g, s, t))


@builtin("FindSpanningTree", nargs=1,
         usage="FindSpanningTree[g] gives a spanning tree (a spanning forest when g is not "
               "connected) of the graph g, of least total weight for a weighted graph.",
         examples=[("FindSpanningTree[CompleteGraph[4]]", "Graph[<4>, <3>]"),
                   ("EdgeList[FindSpanningTree[CycleGraph[4]]]",
                    "{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 4}"),
                   ("EdgeList[FindSpanningTree[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1}, "
                    "EdgeWeight -> {5, 1, 2}]]]", "{2 \uf3d4 3, 3 \uf3d4 1}"),
                   ("EdgeCount[FindSpanningTree[Graph[{1 <-> 2, 3 <-> 4, 4 <-> 5, 5 <-> 3}]]]",
                    "3"),
                   ("TreeGraphQ[FindSpanningTree[GridGraph[{4, 4}]]]", "True")])
def find_spanning_tree(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    keep = ST.spanning_forest(g, w)
    opts = {}
    if g.edge_weights() is not None:
        ws = g.edge_weights()
        opts["EdgeWeight"] = _lst(ws[k] for k in keep)
    return GraphExpr(g.vertices, [g.edges[k] for k in keep], opts)


@builtin("TopologicalSort", nargs=1,
         messages={"dag": "The graph `1` has a cycle, so it has no topological order."},
         usage="TopologicalSort[g] gives the vertices of the directed acyclic graph g in an "
               "order where every edge goes forward (earliest vertices first among the "
               "choices).",
         examples=[("TopologicalSort[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4}]]", "{1, 2, 3, 4}"),
                   ("TopologicalSort[Graph[{c -> a, a -> b}]]", "{c, a, b}"),
                   ("TopologicalSort[Graph[{3 -> 1, 2 -> 1}]]", "{3, 2, 1}"),
                   ("TopologicalSort[Graph[{1, 2, 3}, {}]]", "{1, 2, 3}"),
                   ("TopologicalSort[Graph[{1 -> 2, 2 -> 1}]]",
                    "TopologicalSort[Graph[<2>, <2>]]",
                    ["TopologicalSort::dag: The graph Graph[<2>, <2>] has a cycle, so it has "
                     "no topological order."])])
def topological_sort(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    order = ST.topological_order(g)
    if order is None:
        ev.message("TopologicalSort", "dag", expr.args[0])
        return None
    return vertex_list(g, order)


def _cliques(ev, expr, complement):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    kmin, kmax, limit = 1, None, 1
    if len(expr.args) >= 2:
        spec = length_spec(expr.args[1])
        if spec is None:
            return None
        kmin, kmax = spec
    if len(expr.args) == 3:
        c = expr.args[2]
        if c is S.All or is_infinity(c):
            limit = None
        elif type(c) is Integer and c.value > 0:
            limit = c.value
        else:
            return None
    found = ST.cliques(g, kmin, kmax, limit, complement, ev.check_interrupt)
    return _comps(g, found)


@builtin("FindClique", nargs=(1, 3),
         usage="FindClique[g] finds a largest clique of the graph g (a set of mutually "
               "adjacent vertices), as a list containing it; FindClique[g, n] one with at "
               "most n vertices; FindClique[g, {n}] with exactly n; FindClique[g, spec, s] at "
               "most s cliques; FindClique[g, Infinity, All] every maximal clique.",
         examples=[("FindClique[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}]]", "{{1, 2, 3}}"),
                   ("FindClique[CompleteGraph[5]]", "{{1, 2, 3, 4, 5}}"),
                   ("FindClique[CycleGraph[5], Infinity, All]",
                    "{{1, 2}, {1, 5}, {2, 3}, {3, 4}, {4, 5}}"),
                   ("FindClique[CompleteGraph[4], {2}, All]",
                    "{{1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}"),
                   ("Length[First[FindClique[GridGraph[{3, 3}]]]]", "2")])
def find_clique(ev, expr):
    return _cliques(ev, expr, False)


@builtin("FindIndependentVertexSet", nargs=(1, 3),
         usage="FindIndependentVertexSet[g] finds a largest set of vertices of the graph g no "
               "two of which are adjacent, as a list containing it; the size specifications "
               "and counts are those of FindClique.",
         examples=[("FindIndependentVertexSet[CycleGraph[5]]", "{{1, 3}}"),
                   ("FindIndependentVertexSet[StarGraph[5]]", "{{2, 3, 4, 5}}"),
                   ("FindIndependentVertexSet[CompleteGraph[4]]", "{{1}}"),
                   ("FindIndependentVertexSet[GridGraph[{3, 3}]]", "{{1, 3, 5, 7, 9}}"),
                   ("Length[FindIndependentVertexSet[CycleGraph[6], Infinity, All]]", "5")])
def find_independent_vertex_set(ev, expr):
    return _cliques(ev, expr, True)


@builtin("FindVertexCover", nargs=1,
         usage="FindVertexCover[g] finds a smallest set of vertices of the graph g that "
               "touches every edge.",
         examples=[("FindVertexCover[StarGraph[5]]", "{1}"),
                   ("FindVertexCover[CycleGraph[5]]", "{2, 4, 5}"),
                   ("FindVertexCover[CompleteGraph[4]]", "{2, 3, 4}"),
                   ("FindVertexCover[PathGraph[{1, 2, 3, 4}]]", "{2, 4}"),
                   ("FindVertexCover[Graph[{1, 2}, {}]]", "{}")])
def find_vertex_cover(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    best = ST.cliques(g, 1, None, 1, True, ev.check_interrupt)
    keep = set(best[0]) if best else set()
    loops = {i for i, j, _ in g.ends if i == j}
    keep -= loops
    return vertex_list(g, [i for i in range(g.n) if i not in keep])


@builtin("FindGraphIsomorphism", nargs=(2, 3),
         usage="FindGraphIsomorphism[g1, g2] finds an isomorphism from the graph g1 to g2 as "
               "a list containing an association vertex -> vertex ({} when there is none); "
               "FindGraphIsomorphism[g1, g2, n] at most n; All for every one.",
         examples=[("FindGraphIsomorphism[Graph[{1 <-> 2, 2 <-> 3}], Graph[{a <-> b, a <-> c}]]",
                    "{<|1 -> b, 2 -> a, 3 -> c|>}"),
                   ("FindGraphIsomorphism[CycleGraph[4], StarGraph[4]]", "{}"),
                   ("Length[FindGraphIsomorphism[CycleGraph[5], CycleGraph[5], All]]", "10"),
                   ("FindGraphIsomorphism[Graph[{1 -> 2}], Graph[{b -> a}]]",
                    "{<|1 -> b, 2 -> a|>}"),
                   ("Length[FindGraphIsomorphism[CompleteGraph[4], CompleteGraph[4], 5]]", "5")])
def find_graph_isomorphism(ev, expr):
    g1 = graph_arg(ev, expr, 0)
    g2 = graph_arg(ev, expr, 1)
    if g1 is None or g2 is None:
        return None
    limit = 1
    if len(expr.args) == 3:
        c = expr.args[2]
        if c is S.All or is_infinity(c):
            limit = None
        elif type(c) is Integer and c.value > 0:
            limit = c.value
        else:
            return None
    maps = ST.isomorphisms(g1, g2, limit)
    out = []
    for m in maps:
        rules = [Expression(S.Rule, (g1.vertices[i], g2.vertices[j])) for i, j in enumerate(m)]
        out.append(ev.call("Association", *rules))
    return _lst(out)
