"""Cuts and partitions: FindMinimumCut, FindMaximumCut, FindVertexCut, FindEdgeCut,
FindGraphPartition, FindGraphCommunities; dense sets: FindKClique, FindKPlex; matchings and
covers: FindIndependentEdgeSet, FindEdgeCover; FindVertexIndependentPaths,
FindEdgeIndependentPaths; dominators: DominatorVertexList, DominatorTreeGraph."""

from mathilda.algorithms.graphs import cuts as CU
from mathilda.algorithms.graphs.construct import graph_from_ends
from mathilda.algorithms.graphs.paths import num_expr, weights_of
from mathilda.core.expr import NULL, Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_arg, vertex_list

_LIST = S.List
U, D = "\uf3d4", "\uf3d5"


def _lst(items):
    return Expression(_LIST, tuple(items))


def _sets(g, sets):
    return _lst(vertex_list(g, s) for s in sets)


def _edges(g, ks):
    return _lst(g.edges[k] for k in ks)


def _numeric_weights(g):
    w = weights_of(g)
    return None if w == "symbolic" else (w, True)


def _check(ev):
    return ev.check_interrupt


def _cut(ev, expr, fn):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    w = _numeric_weights(g)
    if w is None:
        return None
    r = fn(g, w[0])
    if r is None:
        return None
    value, parts = r
    return _lst([num_expr(value), _sets(g, parts)])


@builtin("FindMinimumCut", nargs=1,
         usage="FindMinimumCut[g] gives {c, {V1, V2}}: a partition of the vertices of the "
               "graph g into two sets with the least total weight c of the edges between "
               "them (each edge weight 1 when g is unweighted).",
         examples=[("FindMinimumCut[PathGraph[{1, 2, 3}]]", "{1, {{1, 2}, {3}}}"),
                   ("First[FindMinimumCut[CycleGraph[6]]]", "2"),
                   ("First[FindMinimumCut[CompleteGraph[5]]]", "4"),
                   ("FindMinimumCut[Graph[{1 <-> 2, 2 <-> 3}, EdgeWeight -> {5, 2}]]",
                    "{2, {{1, 2}, {3}}}"),
                   ("FindMinimumCut[Graph[{1 <-> 2, 3 <-> 4}]]", "{0, {{1, 2}, {3, 4}}}")])
def find_minimum_cut(ev, expr):
    return _cut(ev, expr, CU.minimum_cut)


@builtin("FindMaximumCut", nargs=1,
         messages={"big": "The graph `1` has too many vertices for an exact maximum cut."},
         usage="FindMaximumCut[g] gives {c, {V1, V2}}: a partition of the vertices of the "
               "graph g into two sets with the greatest total weight c of the edges between "
               "them (exhaustive search: up to 24 vertices).",
         examples=[("FindMaximumCut[CycleGraph[4]]", "{4, {{1, 3}, {2, 4}}}"),
                   ("First[FindMaximumCut[CompleteGraph[5]]]", "6"),
                   ("First[FindMaximumCut[PetersenGraph[]]]", "12"),
                   ("FindMaximumCut[PathGraph[{a, b, c}]]", "{2, {{a, c}, {b}}}"),
                   ("First[FindMaximumCut[Graph[{1 <-> 2, 2 <-> 3, 1 <-> 3}, "
                    "EdgeWeight -> {1, 5, 5}]]]", "10")])
def find_maximum_cut(ev, expr):
    g = graph_arg(ev, expr)
    if g is not None and g.n > 24:
        ev.message("FindMaximumCut", "big", expr.args[0])
        return None
    return _cut(ev, expr, CU.maximum_cut)


def _st(ev, expr, g):
    if len(expr.args) < 3:
        return None, None
    s = vertex_arg(ev, expr, g, 1)
    t = vertex_arg(ev, expr, g, 2) if s is not None else None
    if s is None or t is None:
        return False, False
    return s, t


@builtin("FindVertexCut", nargs=(1, 3), messages=INV,
         usage="FindVertexCut[g] gives a smallest set of vertices whose removal disconnects "
               "the graph g ({} when none does: g complete or already disconnected); "
               "FindVertexCut[g, s, t] a smallest set separating s from t.",
         examples=[("FindVertexCut[PathGraph[{1, 2, 3}]]", "{2}"),
                   ("Length[FindVertexCut[PetersenGraph[]]]", "3"),
                   ("FindVertexCut[CompleteGraph[4]]", "{}"),
                   ("FindVertexCut[GridGraph[{3, 3}], 1, 9]", "{6, 8}"),
                   ("FindVertexCut[CycleGraph[6], 1, 4]", "{3, 5}")])
def find_vertex_cut(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or len(expr.args) == 2:
        return None
    s, t = _st(ev, expr, g)
    if s is False:
        return None
    r = CU.vertex_cut(g, s, t)
    return None if r is None else vertex_list(g, r)


@builtin("FindEdgeCut", nargs=(1, 3), messages=INV,
         usage="FindEdgeCut[g] gives a smallest set of edges whose removal disconnects the "
               "graph g; FindEdgeCut[g, s, t] a smallest set separating s from t.",
         examples=[("FindEdgeCut[PathGraph[{1, 2, 3}]]", "{2 %s 3}" % U),
                   ("Length[FindEdgeCut[PetersenGraph[]]]", "3"),
                   ("Length[FindEdgeCut[CompleteGraph[5]]]", "4"),
                   ("FindEdgeCut[CycleGraph[4], 1, 3]", "{2 %s 3, 3 %s 4}" % (U, U)),
                   ("FindEdgeCut[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]", "{3 %s 1}" % D)])
def find_edge_cut(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or len(expr.args) == 2:
        return None
    s, t = _st(ev, expr, g)
    if s is False:
        return None
    r = CU.edge_cut(g, s, t)
    return None if r is None else _edges(g, r)


def _pos_int(x):
    return x.value if type(x) is Integer and x.value >= 1 else None


@builtin("FindKClique", nargs=(2, 4),
         usage="FindKClique[g, k] gives a list with a largest k-clique of the graph g: a "
               "maximal set of vertices at pairwise distance at most k in g (a clique of "
               "GraphPower[g, k]); FindKClique[g, k, n] one with at most n vertices, "
               "FindKClique[g, k, {n}] with exactly n, FindKClique[g, k, nspec, s] at most s "
               "of them (All: every one).",
         examples=[("FindKClique[PathGraph[{1, 2, 3, 4, 5}], 2]", "{{1, 2, 3}}"),
                   ("FindKClique[CycleGraph[6], 1]", "{{1, 2}}"),
                   ("FindKClique[StarGraph[5], 2]", "{{1, 2, 3, 4, 5}}"),
                   ("Length[First[FindKClique[PetersenGraph[], 2]]]", "10"),
                   ("FindKClique[PathGraph[{1, 2, 3, 4, 5}], 2, Infinity, All]",
                    "{{1, 2, 3}, {2, 3, 4}, {3, 4, 5}}"),
                   ("FindKClique[CycleGraph[4], 0]", "FindKClique[Graph[<4>, <4>], 0]")])
def find_k_clique(ev, expr):
    g = graph_arg(ev, expr)
    k = _pos_int(expr.args[1])
    if g is None or k is None:
        return None
    power = ev.call("GraphPower", ev.call("UndirectedGraph", g), Integer(k))
    r = ev.call("FindClique", power, *expr.args[2:])
    return None if isinstance(r, Expression) and r.head is S.FindClique else r


@builtin("FindKPlex", nargs=2,
         usage="FindKPlex[g, k] gives a list with a largest k-plex of the graph g: a set of "
               "vertices each adjacent to all but at most k of the set (itself included).",
         examples=[("FindKPlex[CycleGraph[5], 1]", "{{1, 2}}"),
                   ("FindKPlex[CycleGraph[5], 2]", "{{1, 2, 3}}"),
                   ("FindKPlex[CycleGraph[4], 2]", "{{1, 2, 3, 4}}"),
                   ("Length[First[FindKPlex[PetersenGraph[], 2]]]", "3"),
                   ("FindKPlex[CompleteGraph[4], 1]", "{{1, 2, 3, 4}}")])
def find_k_plex(ev, expr):
    g = graph_arg(ev, expr)
    k = _pos_int(expr.args[1])
    if g is None or k is None:
        return None
    return _sets(g, [CU.k_plex(g, k, _check(ev))])


@builtin("FindGraphCommunities", nargs=1,
         usage="FindGraphCommunities[g] gives the communities of the graph g, groups of "
               "vertices more connected inside than between, chosen by greedy modularity "
               "maximization; largest first.",
         examples=[("FindGraphCommunities[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4, "
                    "4 <-> 5, 5 <-> 6, 6 <-> 4}]]", "{{1, 2, 3}, {4, 5, 6}}"),
                   ("Length[FindGraphCommunities[GraphDisjointUnion[CompleteGraph[4], "
                    "CompleteGraph[5]]]]", "2"),
                   ("FindGraphCommunities[Graph[{1, 2}, {}]]", "{{1}, {2}}"),
                   ("Total[Length /@ FindGraphCommunities[PetersenGraph[]]]", "10"),
                   ("FindGraphCommunities[x]", "FindGraphCommunities[x]")])
def find_graph_communities(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _sets(g, CU.communities(g))


@builtin("FindGraphPartition", nargs=(1, 2),
         usage="FindGraphPartition[g] splits the vertices of the graph g into two parts of "
               "nearly equal size with few edges between them; FindGraphPartition[g, k] into "
               "k parts (Kernighan-Lin bisection).",
         examples=[("FindGraphPartition[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4, "
                    "4 <-> 5, 5 <-> 6, 6 <-> 4}]]", "{{1, 2, 3}, {4, 5, 6}}"),
                   ("Length /@ FindGraphPartition[GridGraph[{4, 4}], 4]", "{4, 4, 4, 4}"),
                   ("FindGraphPartition[PathGraph[{1, 2, 3, 4}]]", "{{1, 2}, {3, 4}}"),
                   ("Length[FindGraphPartition[CycleGraph[9], 3]]", "3"),
                   ("FindGraphPartition[CycleGraph[3], 0]",
                    "FindGraphPartition[Graph[<3>, <3>], 0]")])
def find_graph_partition(ev, expr):
    g = graph_arg(ev, expr)
    k = 2 if len(expr.args) == 1 else _pos_int(expr.args[1])
    if g is None or k is None or k > max(g.n, 1):
        return None
    return _sets(g, CU.partition(g, k))


@builtin("FindIndependentEdgeSet", nargs=1,
         usage="FindIndependentEdgeSet[g] gives a largest set of edges of the graph g no two "
               "of which share a vertex (a maximum matching), in edge order.",
         examples=[("FindIndependentEdgeSet[PathGraph[{1, 2, 3, 4}]]",
                    "{1 %s 2, 3 %s 4}" % (U, U)),
                   ("Length[FindIndependentEdgeSet[PetersenGraph[]]]", "5"),
                   ("Length[FindIndependentEdgeSet[StarGraph[6]]]", "1"),
                   ("Length[FindIndependentEdgeSet[CompleteGraph[7]]]", "3"),
                   ("FindIndependentEdgeSet[Graph[{1, 2}, {}]]", "{}")])
def find_independent_edge_set(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _edges(g, CU.matching(g))


@builtin("FindEdgeCover", nargs=1,
         usage="FindEdgeCover[g] gives a smallest set of edges of the graph g touching every "
               "vertex, in edge order (unevaluated when a vertex has no edge).",
         examples=[("FindEdgeCover[PathGraph[{1, 2, 3, 4}]]", "{1 %s 2, 3 %s 4}" % (U, U)),
                   ("Length[FindEdgeCover[PathGraph[{1, 2, 3, 4, 5}]]]", "3"),
                   ("Length[FindEdgeCover[StarGraph[6]]]", "5"),
                   ("Length[FindEdgeCover[PetersenGraph[]]]", "5"),
                   ("FindEdgeCover[Graph[{1, 2}, {}]]", "FindEdgeCover[Graph[<2>, <0>]]")])
def find_edge_cover(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = CU.edge_cover(g)
    return None if r is None else _edges(g, r)


def _paths(ev, expr, vertex):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s, t = _st(ev, expr, g)
    if s is False or s is None:
        return None
    limit = None
    if len(expr.args) == 4:
        k = expr.args[3]
        if k is S.Infinity or k is S.All:
            limit = None
        elif type(k) is Integer and k.value >= 0:
            limit = k.value
        else:
            return None
    paths = CU.disjoint_paths(g, s, t, vertex)
    if limit is not None:
        paths = paths[:limit]
    return _sets(g, paths)


@builtin("FindVertexIndependentPaths", nargs=(3, 4), messages=INV,
         usage="FindVertexIndependentPaths[g, s, t] gives a largest set of paths from s to t "
               "in the graph g sharing no vertex but s and t (shortest first); "
               "FindVertexIndependentPaths[g, s, t, k] at most k of them.",
         examples=[("FindVertexIndependentPaths[CycleGraph[6], 1, 4]",
                    "{{1, 2, 3, 4}, {1, 6, 5, 4}}"),
                   ("Length[FindVertexIndependentPaths[PetersenGraph[], 1, 7]]", "3"),
                   ("FindVertexIndependentPaths[GridGraph[{3, 3}], 1, 9, 1]",
                    "{{1, 2, 3, 6, 9}}"),
                   ("FindVertexIndependentPaths[Graph[{1 -> 2, 2 -> 3}], 3, 1]", "{}"),
                   ("FindVertexIndependentPaths[CycleGraph[3], 1, 5]",
                    "FindVertexIndependentPaths[Graph[<3>, <3>], 1, 5]",
                    ["FindVertexIndependentPaths::inv: The argument 5 at position 3 in "
                     "FindVertexIndependentPaths[Graph[<3>, <3>], 1, 5] is not a valid "
                     "vertex."])])
def find_vertex_independent_paths(ev, expr):
    return _paths(ev, expr, True)


@builtin("FindEdgeIndependentPaths", nargs=(3, 4), messages=INV,
         usage="FindEdgeIndependentPaths[g, s, t] gives a largest set of paths from s to t in "
               "the graph g sharing no edge (shortest first); FindEdgeIndependentPaths[g, s, "
               "t, k] at most k of them.",
         examples=[("FindEdgeIndependentPaths[CycleGraph[4], 1, 3]",
                    "{{1, 2, 3}, {1, 4, 3}}"),
                   ("Length[FindEdgeIndependentPaths[CompleteGraph[5], 1, 2]]", "4"),
                   ("Length[FindEdgeIndependentPaths[Graph[{1 <-> 2, 2 <-> 3, 2 <-> 4, "
                    "3 <-> 5, 4 <-> 5, 1 <-> 5}], 1, 5]]", "2"),
                   ("FindEdgeIndependentPaths[PathGraph[{1, 2, 3}], 1, 3, 5]",
                    "{{1, 2, 3}}"),
                   ("FindEdgeIndependentPaths[x, 1, 2]", "FindEdgeIndependentPaths[x, 1, 2]")])
def find_edge_independent_paths(ev, expr):
    return _paths(ev, expr, False)


def _dominators(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = vertex_arg(ev, expr, g, 1)
    if r is None:
        return None
    return g, r, CU.dominators(g, r)


@builtin("DominatorVertexList", nargs=2, messages=INV,
         usage="DominatorVertexList[g, r] gives for each vertex u of the directed graph g its "
               "immediate dominator from the root r: the last vertex before u that every path "
               "from r to u goes through (r for r itself, Null for a vertex r does not "
               "reach).",
         examples=[("DominatorVertexList[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4, 4 -> 5}], 1]",
                    "{1, 1, 1, 1, 4}"),
                   ("DominatorVertexList[PathGraph[{1, 2, 3}, DirectedEdges -> True], 1]",
                    "{1, 1, 2}"),
                   ("DominatorVertexList[Graph[{1 -> 2, 3 -> 2}], 1]", "{1, 1, Null}"),
                   ("DominatorVertexList[Graph[{a -> b, b -> c, a -> c}], a]", "{a, a, a}"),
                   ("DominatorVertexList[Graph[{1 -> 2}], 3]",
                    "DominatorVertexList[Graph[<2>, <1>], 3]",
                    ["DominatorVertexList::inv: The argument 3 at position 2 in "
                     "DominatorVertexList[Graph[<2>, <1>], 3] is not a valid vertex."])])
def dominator_vertex_list(ev, expr):
    r = _dominators(ev, expr)
    if r is None:
        return None
    g, _, dom = r
    return _lst(NULL if d is None else g.vertices[d] for d in dom)


@builtin("DominatorTreeGraph", nargs=2, messages=INV,
         usage="DominatorTreeGraph[g, r] gives the dominator tree of the directed graph g from "
               "the root r: an edge from each vertex's immediate dominator to the vertex.",
         examples=[("EdgeList[DominatorTreeGraph[Graph[{1 -> 2, 1 -> 3, 2 -> 4, 3 -> 4, "
                    "4 -> 5}], 1]]", "{1 %s 2, 1 %s 3, 1 %s 4, 4 %s 5}" % ((D,) * 4)),
                   ("TreeGraphQ[DominatorTreeGraph[CycleGraph[5, DirectedEdges -> True], 1]]",
                    "True"),
                   ("VertexList[DominatorTreeGraph[Graph[{1 -> 2, 3 -> 2}], 1]]", "{1, 2}"),
                   ("EdgeCount[DominatorTreeGraph[CompleteGraph[4, DirectedEdges -> True], "
                    "1]]", "3"),
                   ("DominatorTreeGraph[x, 1]", "DominatorTreeGraph[x, 1]")])
def dominator_tree_graph(ev, expr):
    r = _dominators(ev, expr)
    if r is None:
        return None
    g, root, dom = r
    keep = [v for v in range(g.n) if dom[v] is not None]
    pos = {v: k for k, v in enumerate(keep)}
    ends = [(pos[dom[v]], pos[v], True) for v in keep if v != root]
    return graph_from_ends([g.vertices[v] for v in keep], ends)
