"""Symmetry and subgraph questions: GraphAutomorphismGroup, VertexTransitiveGraphQ,
EdgeTransitiveGraphQ, IsomorphicSubgraphQ, FindIsomorphicSubgraph, and the weighted and
k-connected tests (EdgeWeightedGraphQ, VertexWeightedGraphQ, KEdgeConnectedGraphQ,
KVertexConnectedGraphQ)."""

from mathilda.algorithms.graphs import editing as ED
from mathilda.algorithms.graphs import structure as ST
from mathilda.algorithms.graphs import symmetry as SY
from mathilda.algorithms.graphs.graph import is_graph
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import graph_arg

_LIST = S.List


def _cycles(p):
    """Cycles[{...}] of a permutation on positions (1-based in the result)."""
    seen = set()
    cycles = []
    for s in range(len(p)):
        if s in seen or p[s] == s:
            continue
        cyc = [s]
        seen.add(s)
        x = p[s]
        while x != s:
            cyc.append(x)
            seen.add(x)
            x = p[x]
        cycles.append(Expression(_LIST, tuple(Integer(v + 1) for v in cyc)))
    return Expression(S.Cycles, (Expression(_LIST, tuple(cycles)),))


def _gens(ev, g):
    return SY.automorphism_generators(g, check=ev.check_interrupt)


@builtin("GraphAutomorphismGroup", nargs=1,
         usage="GraphAutomorphismGroup[g] gives the automorphism group of the graph g as a "
               "PermutationGroup acting on the vertex indices.",
         examples=[("GroupOrder[GraphAutomorphismGroup[CycleGraph[5]]]", "10"),
                   ("GroupOrder[GraphAutomorphismGroup[PetersenGraph[]]]", "120"),
                   ("GraphAutomorphismGroup[PathGraph[{1, 2, 3}]]",
                    "PermutationGroup[{Cycles[{{1, 3}}]}]"),
                   ("GroupOrder[GraphAutomorphismGroup[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]]",
                    "3"),
                   ("GroupOrder[GraphAutomorphismGroup[CompleteGraph[{2, 3}]]]", "12")])
def graph_automorphism_group(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    gens = [_cycles(p) for p in _gens(ev, g)]
    return ev.call("PermutationGroup", Expression(_LIST, tuple(gens)))


def _predicate(name, test, usage, examples, nargs=1):
    @builtin(name, nargs=nargs, usage=usage, examples=examples)
    def fn(ev, expr):
        x = expr.args[0]
        if not is_graph(x):
            return FALSE
        r = test(ev, x, *expr.args[1:])
        if r is None:
            return None
        return TRUE if r else FALSE
    fn.__name__ = name
    return fn


_predicate(
    "VertexTransitiveGraphQ",
    lambda ev, g: g.n == 0 or len(SY.orbit(_gens(ev, g), 0)) == g.n,
    "VertexTransitiveGraphQ[g] yields True if the automorphisms of the graph g can map any "
    "vertex to any other.",
    [("VertexTransitiveGraphQ[PetersenGraph[]]", "True"),
     ("VertexTransitiveGraphQ[StarGraph[4]]", "False"),
     ("VertexTransitiveGraphQ[CycleGraph[7]]", "True"),
     ("VertexTransitiveGraphQ[CompleteGraph[{2, 3}]]", "False"),
     ("VertexTransitiveGraphQ[x]", "False")])
_predicate(
    "EdgeTransitiveGraphQ",
    lambda ev, g: SY.edge_orbit_is_all(g, _gens(ev, g)),
    "EdgeTransitiveGraphQ[g] yields True if the automorphisms of the graph g can map any "
    "edge to any other.",
    [("EdgeTransitiveGraphQ[StarGraph[5]]", "True"),
     ("EdgeTransitiveGraphQ[CompleteGraph[{2, 3}]]", "True"),
     ("EdgeTransitiveGraphQ[PathGraph[{1, 2, 3, 4}]]", "False"),
     ("EdgeTransitiveGraphQ[PetersenGraph[]]", "True"),
     ("EdgeTransitiveGraphQ[x]", "False")])
_predicate(
    "EdgeWeightedGraphQ", lambda ev, g: g.edge_weights() is not None,
    "EdgeWeightedGraphQ[g] yields True if the graph g has edge weights.",
    [("EdgeWeightedGraphQ[Graph[{1 <-> 2}, EdgeWeight -> {3}]]", "True"),
     ("EdgeWeightedGraphQ[Graph[{1, 2}, {1 <-> 2}, VertexWeight -> {1, 2}]]", "False"),
     ("EdgeWeightedGraphQ[CycleGraph[3]]", "False"),
     ("EdgeWeightedGraphQ[WeightedAdjacencyGraph[{{Infinity, 1}, {1, Infinity}}]]", "True"),
     ("EdgeWeightedGraphQ[x]", "False")])
_predicate(
    "VertexWeightedGraphQ", lambda ev, g: g.vertex_weights() is not None,
    "VertexWeightedGraphQ[g] yields True if the graph g has vertex weights.",
    [("VertexWeightedGraphQ[Graph[{1, 2}, {1 <-> 2}, VertexWeight -> {1, 2}]]", "True"),
     ("VertexWeightedGraphQ[Graph[{1 <-> 2}, EdgeWeight -> {3}]]", "False"),
     ("VertexWeightedGraphQ[CycleGraph[3]]", "False"),
     ("VertexWeightedGraphQ[Graph[{a, b}, {}, VertexWeight -> {2, 5}]]", "True"),
     ("VertexWeightedGraphQ[1]", "False")])


def _k(k):
    return k.value if type(k) is Integer and k.value >= 0 else None


_predicate(
    "KEdgeConnectedGraphQ",
    lambda ev, g, k: None if _k(k) is None else (
        g.n > 0 and (_k(k) == 0 or (g.n > 1 and ST.edge_connectivity(g) >= _k(k)))),
    "KEdgeConnectedGraphQ[g, k] yields True if the graph g stays connected after deleting "
    "any k - 1 edges (its edge connectivity is at least k).",
    [("KEdgeConnectedGraphQ[CycleGraph[5], 2]", "True"),
     ("KEdgeConnectedGraphQ[CycleGraph[5], 3]", "False"),
     ("KEdgeConnectedGraphQ[CompleteGraph[5], 4]", "True"),
     ("KEdgeConnectedGraphQ[PathGraph[{1, 2, 3}], 1]", "True"),
     ("KEdgeConnectedGraphQ[Graph[{1 <-> 2, 3 <-> 4}], 1]", "False")], nargs=2)
_predicate(
    "KVertexConnectedGraphQ",
    lambda ev, g, k: None if _k(k) is None else (
        g.n > 0 and (_k(k) == 0 or (g.n > 1 and ST.vertex_connectivity(g) >= _k(k)))),
    "KVertexConnectedGraphQ[g, k] yields True if the graph g stays connected after deleting "
    "any k - 1 vertices (its vertex connectivity is at least k).",
    [("KVertexConnectedGraphQ[CycleGraph[5], 2]", "True"),
     ("KVertexConnectedGraphQ[StarGraph[5], 2]", "False"),
     ("KVertexConnectedGraphQ[CompleteGraph[6], 5]", "True"),
     ("KVertexConnectedGraphQ[PetersenGraph[], 3]", "True"),
     ("KVertexConnectedGraphQ[PetersenGraph[], 4]", "False")], nargs=2)


@builtin("IsomorphicSubgraphQ", nargs=2,
         usage="IsomorphicSubgraphQ[g1, g2] yields True if the graph g2 is isomorphic to a "
               "subgraph of the graph g1.",
         examples=[("IsomorphicSubgraphQ[CompleteGraph[5], CycleGraph[4]]", "True"),
                   ("IsomorphicSubgraphQ[PetersenGraph[], CycleGraph[4]]", "False"),
                   ("IsomorphicSubgraphQ[GridGraph[{3, 3}], StarGraph[5]]", "True"),
                   ("IsomorphicSubgraphQ[CycleGraph[6], PathGraph[{1, 2, 3, 4, 5, 6}]]",
                    "True"),
                   ("IsomorphicSubgraphQ[CycleGraph[4], x]", "False")])
def isomorphic_subgraph_q(ev, expr):
    g1, g2 = expr.args
    if not is_graph(g1) or not is_graph(g2):
        return FALSE
    return TRUE if SY.monomorphisms(g1, g2, 1) else FALSE


@builtin("FindIsomorphicSubgraph", nargs=(2, 3),
         usage="FindIsomorphicSubgraph[g1, g2] gives a list with a subgraph of the graph g1 "
               "isomorphic to the graph g2 ({} when there is none); "
               "FindIsomorphicSubgraph[g1, g2, n] up to n such subgraphs (All: every one).",
         examples=[("FindIsomorphicSubgraph[CompleteGraph[4], CycleGraph[3]]",
                    "{Graph[<3>, <3>]}"),
                   ("EdgeList /@ FindIsomorphicSubgraph[CycleGraph[5], PathGraph[{1, 2, 3}]]",
                    "{{1 \uf3d4 2, 2 \uf3d4 3}}"),
                   ("Length[FindIsomorphicSubgraph[CompleteGraph[4], CycleGraph[3], All]]",
                    "4"),
                   ("Length[FindIsomorphicSubgraph[CycleGraph[6], CycleGraph[3], All]]", "0"),
                   ("Length[FindIsomorphicSubgraph[PetersenGraph[], CycleGraph[5], 3]]", "3")])
def find_isomorphic_subgraph(ev, expr):
    gs = [graph_arg(ev, expr, 0), graph_arg(ev, expr, 1)]
    if any(g is None for g in gs):
        return None
    limit = 1
    if len(expr.args) == 3:
        k = expr.args[2]
        if k is S.All or k is S.Infinity:
            limit = float("inf")
        elif type(k) is Integer and k.value >= 0:
            limit = k.value
        else:
            return None
    if limit == 0:
        return Expression(_LIST, ())
    g1 = gs[0]
    found = SY.monomorphisms(g1, gs[1], limit)
    return Expression(_LIST, tuple(
        ED.rebuild(g1, [g1.vertices[i] for i in vs], ks) for ks, vs in found))
