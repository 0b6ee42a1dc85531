"""``Graph`` and its edges, and the yes/no questions about graphs (the ``*GraphQ`` family).

``Graph[{1 -> 2, 2 -> 3}]`` evaluates to an atomic graph object (mathilda/algorithms/graphs/
graph.py) that prints as ``Graph[<3>, <2>]`` in OutputForm and as
``Graph[{1, 2, 3}, {DirectedEdge[1, 2], DirectedEdge[2, 3]}]`` in InputForm and FullForm;
``a -> b`` becomes ``DirectedEdge[a, b]`` and ``a <-> b`` (TwoWayRule) ``UndirectedEdge[a, b]``.
"""

from mathilda.algorithms.graphs import properties as P
from mathilda.algorithms.graphs.construct import as_graph, build_graph
from mathilda.algorithms.graphs.graph import is_graph, parse_edge
from mathilda.core.expr import FALSE, TRUE, Expression, S
from mathilda.core.registry import builtin, symbol_spec

_GRAPH_OPTIONS = {
    "DirectedEdges": "Automatic", "EdgeWeight": "Automatic", "VertexWeight": "Automatic",
    "EdgeCapacity": "Automatic", "VertexCapacity": "Automatic", "EdgeCost": "Automatic",
    "VertexLabels": "Automatic", "EdgeLabels": "Automatic", "VertexStyle": "Automatic",
    "EdgeStyle": "Automatic", "VertexCoordinates": "Automatic", "GraphLayout": "Automatic",
    "VertexSize": "Automatic", "VertexShapeFunction": "Automatic", "ImageSize": "Automatic",
    "PlotLabel": "None", "PlotTheme": "$PlotTheme", "GraphStyle": "Automatic",
    "EdgeShapeFunction": "Automatic", "GraphHighlight": "{}",
}

symbol_spec(
    "UndirectedEdge",
    usage="UndirectedEdge[u, v] or u \uf3d4 v represents an undirected edge between u and v; "
          "UndirectedEdge[u, v, t] an edge with tag t. Typed as \\[UndirectedEdge]; in a "
          "graph, u <-> v is the same edge.",
    examples=[("FullForm[a \\[UndirectedEdge] b]", "UndirectedEdge[a, b]"),
              ("EdgeList[Graph[{1 <-> 2}]] === {UndirectedEdge[1, 2]}", "True"),
              ("InputForm[UndirectedEdge[1, 2]]", "UndirectedEdge[1, 2]"),
              ("UndirectedEdge[2, 1] === UndirectedEdge[1, 2]", "False"),
              ("Head[1 \\[UndirectedEdge] 2]", "UndirectedEdge")])

symbol_spec(
    "DirectedEdge",
    usage="DirectedEdge[u, v] or u \uf3d5 v represents a directed edge from u to v; "
          "DirectedEdge[u, v, t] an edge with tag t. Typed as \\[DirectedEdge]; in a graph, "
          "u -> v is the same edge.",
    examples=[("FullForm[a \\[DirectedEdge] b]", "DirectedEdge[a, b]"),
              ("EdgeList[Graph[{1 -> 2}]] === {DirectedEdge[1, 2]}", "True"),
              ("InputForm[DirectedEdge[a, b, t]]", "DirectedEdge[a, b, t]"),
              ("Head[1 \\[DirectedEdge] 2]", "DirectedEdge"),
              ("EdgeList[Graph[{a \\[DirectedEdge] b, b \\[DirectedEdge] c}]] === "
               "{DirectedEdge[a, b], DirectedEdge[b, c]}", "True")])


@builtin("Graph", nargs=(1, None), options=_GRAPH_OPTIONS,
         usage="Graph[{e1, e2, ...}] gives the graph with edges ei (a -> b directed, "
               "a <-> b undirected); Graph[{v1, v2, ...}, {e1, e2, ...}] the graph with "
               "vertices vi and edges ei; Graph[g, opts] the graph g with options.",
         messages={"vlist": "The argument `1` is not a valid list of vertices.",
                   "elist": "The argument `1` is not a valid list of edges.",
                   "edge": "`1` is not a valid edge.",
                   "list": "List of edges expected at position 1 in `1`."},
         examples=[("Graph[{1 -> 2, 2 -> 3}]", "Graph[<3>, <2>]"),
                   ("InputForm[Graph[{1 -> 2, 2 -> 3}]]",
                    "Graph[{1, 2, 3}, {DirectedEdge[1, 2], DirectedEdge[2, 3]}]"),
                   ("FullForm[Graph[{a <-> b}]]",
                    "Graph[List[a, b], List[UndirectedEdge[a, b]]]"),
                   ("Graph[{1, 2, 3, 4}, {1 <-> 2, 2 <-> 3}]", "Graph[<4>, <2>]"),
                   ("AtomQ[Graph[{1 -> 2}]]", "True"),
                   ("Graph[{1 -> 2}] === Graph[{1, 2}, {DirectedEdge[1, 2]}]", "True"),
                   ("InputForm[Graph[{1 -> 2}, EdgeWeight -> {5}]]",
                    "Graph[{1, 2}, {DirectedEdge[1, 2]}, {EdgeWeight -> {5}}]")])
def graph(ev, expr):
    r = build_graph(expr.args)
    if type(r) is not str and type(r) is not tuple:
        return r
    if r == "list":
        if not isinstance(expr.args[0], Expression) or expr.args[0].head is not S.List:
            return None         # Graph[x]: not a graph specification (yet)
        ev.message("Graph", "list", expr)
    elif r == "vlist":
        ev.message("Graph", "vlist", expr.args[0])
    elif r == "elist":
        ev.message("Graph", "elist", expr.args[1])
    elif type(r) is tuple:
        ev.message("Graph", "edge", r[1])
    return None


# --- predicates ----------------------------------------------------------------------------

def _predicate(name, test, usage, examples, accept_rules=True):
    @builtin(name, nargs=1, usage=usage, examples=examples)
    def fn(ev, expr):
        x = expr.args[0]
        g = as_graph(x) if accept_rules else (x if is_graph(x) else None)
        if g is None:
            return FALSE
        return TRUE if test(g) else FALSE
    fn.__name__ = name
    return fn


_predicate("GraphQ", lambda g: True,
           "GraphQ[g] yields True if g is a valid graph and False otherwise.",
           [("GraphQ[Graph[{1 -> 2}]]", "True"), ("GraphQ[{1 -> 2}]", "False"),
            ("GraphQ[x]", "False"), ("GraphQ[CompleteGraph[3]]", "True"),
            ("GraphQ[Graph[{}]]", "True")], accept_rules=False)
_predicate("UndirectedGraphQ", lambda g: not g.any_directed,
           "UndirectedGraphQ[g] yields True if every edge of the graph g is undirected.",
           [("UndirectedGraphQ[Graph[{1 <-> 2, 2 <-> 3}]]", "True"),
            ("UndirectedGraphQ[Graph[{1 -> 2}]]", "False"),
            ("UndirectedGraphQ[Graph[{1, 2}, {}]]", "True"),
            ("UndirectedGraphQ[Graph[{1 -> 2, 2 <-> 3}]]", "False"),
            ("UndirectedGraphQ[x]", "False")], accept_rules=False)
_predicate("DirectedGraphQ", lambda g: g.is_directed,
           "DirectedGraphQ[g] yields True if every edge of the graph g is directed.",
           [("DirectedGraphQ[Graph[{1 -> 2, 2 -> 3}]]", "True"),
            ("DirectedGraphQ[Graph[{1 <-> 2}]]", "False"),
            ("DirectedGraphQ[Graph[{1 -> 2, 2 <-> 3}]]", "False"),
            ("DirectedGraphQ[CompleteGraph[3, DirectedEdges -> True]]", "True"),
            ("DirectedGraphQ[1 -> 2]", "False")], accept_rules=False)
_predicate("MixedGraphQ", lambda g: g.is_mixed,
           "MixedGraphQ[g] yields True if the graph g has both directed and undirected "
           "edges.",
           [("MixedGraphQ[Graph[{1 -> 2, 2 <-> 3}]]", "True"),
            ("MixedGraphQ[Graph[{1 -> 2}]]", "False"),
            ("MixedGraphQ[Graph[{1 <-> 2}]]", "False"),
            ("MixedGraphQ[CycleGraph[4]]", "False"), ("MixedGraphQ[x]", "False")],
           accept_rules=False)
_predicate("SimpleGraphQ", P.is_simple,
           "SimpleGraphQ[g] yields True if the graph g has no self-loops and no multiple "
           "edges.",
           [("SimpleGraphQ[CompleteGraph[4]]", "True"),
            ("SimpleGraphQ[Graph[{1 <-> 2, 1 <-> 2}]]", "False"),
            ("SimpleGraphQ[Graph[{1 <-> 1, 1 <-> 2}]]", "False"),
            ("SimpleGraphQ[Graph[{1 -> 2, 2 -> 1}]]", "True"), ("SimpleGraphQ[x]", "False")],
           accept_rules=False)
_predicate("MultigraphQ", lambda g: g.is_multigraph(),
           "MultigraphQ[g] yields True if the graph g has multiple edges between a pair of "
           "vertices.",
           [("MultigraphQ[Graph[{1 <-> 2, 1 <-> 2}]]", "True"),
            ("MultigraphQ[Graph[{1 <-> 2, 2 <-> 1}]]", "True"),
            ("MultigraphQ[Graph[{1 -> 2, 2 -> 1}]]", "False"),
            ("MultigraphQ[CompleteGraph[3]]", "False"), ("MultigraphQ[x]", "False")],
           accept_rules=False)
_predicate("LoopFreeGraphQ", lambda g: not g.has_loops(),
           "LoopFreeGraphQ[g] yields True if the graph g has no self-loops.",
           [("LoopFreeGraphQ[Graph[{1 <-> 2}]]", "True"),
            ("LoopFreeGraphQ[Graph[{1 <-> 1, 1 <-> 2}]]", "False"),
            ("LoopFreeGraphQ[Graph[{1 -> 1}]]", "False"),
            ("LoopFreeGraphQ[CycleGraph[5]]", "True"), ("LoopFreeGraphQ[x]", "False")],
           accept_rules=False)
_predicate("EmptyGraphQ", lambda g: g.m == 0,
           "EmptyGraphQ[g] yields True if the graph g has no edges.",
           [("EmptyGraphQ[Graph[{1, 2, 3}, {}]]", "True"),
            ("EmptyGraphQ[Graph[{1 -> 2}]]", "False"), ("EmptyGraphQ[Graph[{}]]", "True"),
            ("EmptyGraphQ[CompleteGraph[1]]", "True"), ("EmptyGraphQ[x]", "False")],
           accept_rules=False)
_predicate("NullGraphQ", lambda g: g.n == 0,
           "NullGraphQ[g] yields True if the graph g has no vertices.",
           [("NullGraphQ[Graph[{}]]", "True"), ("NullGraphQ[Graph[{1}, {}]]", "False"),
            ("NullGraphQ[CompleteGraph[0]]", "True"), ("NullGraphQ[x]", "False"),
            ("NullGraphQ[CycleGraph[3]]", "False")], accept_rules=False)
_predicate("WeightedGraphQ", lambda g: g.is_weighted(),
           "WeightedGraphQ[g] yields True if the graph g has edge or vertex weights.",
           [("WeightedGraphQ[Graph[{1 <-> 2}, EdgeWeight -> {3}]]", "True"),
            ("WeightedGraphQ[Graph[{1 <-> 2}]]", "False"),
            ("WeightedGraphQ[Graph[{1, 2}, {1 <-> 2}, VertexWeight -> {1, 2}]]", "True"),
            ("WeightedGraphQ[CompleteGraph[3]]", "False"), ("WeightedGraphQ[x]", "False")],
           accept_rules=False)
_predicate("ConnectedGraphQ", P.is_connected,
           "ConnectedGraphQ[g] yields True if the graph g is connected (strongly, for a "
           "directed graph).",
           [("ConnectedGraphQ[Graph[{1 <-> 2, 2 <-> 3}]]", "True"),
            ("ConnectedGraphQ[Graph[{1 <-> 2, 3 <-> 4}]]", "False"),
            ("ConnectedGraphQ[Graph[{1 -> 2, 2 -> 3}]]", "False"),
            ("ConnectedGraphQ[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]", "True"),
            ("ConnectedGraphQ[5]", "False")], accept_rules=False)
_predicate("WeaklyConnectedGraphQ", P.is_weakly_connected,
           "WeaklyConnectedGraphQ[g] yields True if the graph g is connected when edge "
           "directions are ignored.",
           [("WeaklyConnectedGraphQ[Graph[{1 -> 2, 2 -> 3}]]", "True"),
            ("WeaklyConnectedGraphQ[Graph[{1 -> 2, 3 -> 4}]]", "False"),
            ("WeaklyConnectedGraphQ[CompleteGraph[3]]", "True"),
            ("WeaklyConnectedGraphQ[Graph[{1 -> 2, 3 -> 2}]]", "True"),
            ("WeaklyConnectedGraphQ[5]", "False")], accept_rules=False)
_predicate("AcyclicGraphQ", P.is_acyclic,
           "AcyclicGraphQ[g] yields True if the graph g has no cycles.",
           [("AcyclicGraphQ[Graph[{1 <-> 2, 2 <-> 3}]]", "True"),
            ("AcyclicGraphQ[CycleGraph[3]]", "False"),
            ("AcyclicGraphQ[Graph[{1 -> 2, 2 -> 3, 1 -> 3}]]", "True"),
            ("AcyclicGraphQ[Graph[{1 -> 2, 2 -> 1}]]", "False"),
            ("AcyclicGraphQ[Graph[{1 <-> 1}]]", "False")], accept_rules=False)
_predicate("TreeGraphQ", P.is_tree,
           "TreeGraphQ[g] yields True if the graph g is a tree.",
           [("TreeGraphQ[StarGraph[5]]", "True"), ("TreeGraphQ[CycleGraph[4]]", "False"),
            ("TreeGraphQ[Graph[{1 <-> 2, 3 <-> 4}]]", "False"),
            ("TreeGraphQ[KaryTree[7]]", "True"), ("TreeGraphQ[Graph[{1}, {}]]", "True")],
           accept_rules=False)
_predicate("BipartiteGraphQ", P.is_bipartite,
           "BipartiteGraphQ[g] yields True if the vertices of the graph g split into two "
           "sets with no edge inside either.",
           [("BipartiteGraphQ[CycleGraph[4]]", "True"),
            ("BipartiteGraphQ[CycleGraph[5]]", "False"),
            ("BipartiteGraphQ[CompleteGraph[{2, 3}]]", "True"),
            ("BipartiteGraphQ[GridGraph[{3, 3}]]", "True"),
            ("BipartiteGraphQ[CompleteGraph[3]]", "False")], accept_rules=False)
_predicate("PathGraphQ", P.is_path_graph,
           "PathGraphQ[g] yields True if the graph g is a path.",
           [("PathGraphQ[PathGraph[{1, 2, 3, 4}]]", "True"),
            ("PathGraphQ[CycleGraph[4]]", "False"), ("PathGraphQ[StarGraph[4]]", "False"),
            ("PathGraphQ[Graph[{1 -> 2, 2 -> 3}]]", "True"),
            ("PathGraphQ[Graph[{1 -> 2, 3 -> 2}]]", "False")], accept_rules=False)
_predicate("EulerianGraphQ", P.is_eulerian,
           "EulerianGraphQ[g] yields True if the graph g has a closed walk through every "
           "edge exactly once.",
           [("EulerianGraphQ[CycleGraph[5]]", "True"),
            ("EulerianGraphQ[PathGraph[{1, 2, 3}]]", "False"),
            ("EulerianGraphQ[CompleteGraph[5]]", "True"),
            ("EulerianGraphQ[CompleteGraph[4]]", "False"),
            ("EulerianGraphQ[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]", "True")], accept_rules=False)
_predicate("HamiltonianGraphQ", P.is_hamiltonian,
           "HamiltonianGraphQ[g] yields True if the graph g has a cycle through every "
           "vertex exactly once.",
           [("HamiltonianGraphQ[CycleGraph[5]]", "True"),
            ("HamiltonianGraphQ[StarGraph[4]]", "False"),
            ("HamiltonianGraphQ[CompleteGraph[5]]", "True"),
            ("HamiltonianGraphQ[GridGraph[{3, 3}]]", "False"),
            ("HamiltonianGraphQ[GridGraph[{2, 3}]]", "True")], accept_rules=False)
_predicate("PlanarGraphQ", P.is_planar,
           "PlanarGraphQ[g] yields True if the graph g can be drawn in the plane without "
           "crossing edges.",
           [("PlanarGraphQ[CompleteGraph[4]]", "True"),
            ("PlanarGraphQ[CompleteGraph[5]]", "False"),
            ("PlanarGraphQ[CompleteGraph[{3, 3}]]", "False"),
            ("PlanarGraphQ[GridGraph[{4, 4}]]", "True"),
            ("PlanarGraphQ[CycleGraph[6]]", "True")], accept_rules=False)
_predicate("CompleteGraphQ", P.is_complete,
           "CompleteGraphQ[g] yields True if every pair of distinct vertices of the graph g "
           "is joined by an edge.",
           [("CompleteGraphQ[CompleteGraph[5]]", "True"),
            ("CompleteGraphQ[CycleGraph[4]]", "False"),
            ("CompleteGraphQ[CycleGraph[3]]", "True"),
            ("CompleteGraphQ[Graph[{1 -> 2}]]", "False"),
            ("CompleteGraphQ[Graph[{1 -> 2, 2 -> 1}]]", "True")], accept_rules=False)


@builtin("IsomorphicGraphQ", nargs=(2, None),
         usage="IsomorphicGraphQ[g1, g2] yields True if the graphs g1 and g2 are isomorphic.",
         examples=[("IsomorphicGraphQ[CycleGraph[4], GridGraph[{2, 2}]]", "True"),
                   ("IsomorphicGraphQ[CycleGraph[4], StarGraph[4]]", "False"),
                   ("IsomorphicGraphQ[Graph[{1 <-> 2, 2 <-> 3}], Graph[{a <-> b, a <-> c}]]",
                    "True"),
                   ("IsomorphicGraphQ[Graph[{1 -> 2, 2 -> 3}], Graph[{1 -> 2, 3 -> 2}]]",
                    "False"),
                   ("IsomorphicGraphQ[CompleteGraph[3], CycleGraph[3], "
                    "Graph[{a <-> b, b <-> c, c <-> a}]]", "True")])
def isomorphic_graph_q(ev, expr):
    gs = [x if is_graph(x) else None for x in expr.args]
    if any(g is None for g in gs):
        return FALSE
    return TRUE if all(P.is_isomorphic(gs[0], h) for h in gs[1:]) else FALSE


@builtin("VertexQ", nargs=2,
         usage="VertexQ[g, v] yields True if v is a vertex of the graph g.",
         examples=[("VertexQ[Graph[{1 -> 2}], 1]", "True"),
                   ("VertexQ[Graph[{1 -> 2}], 3]", "False"),
                   ("VertexQ[CycleGraph[4], 4]", "True"),
                   ("VertexQ[Graph[{a <-> b}], b]", "True"), ("VertexQ[x, 1]", "False")])
def vertex_q(ev, expr):
    g = expr.args[0]
    if not is_graph(g):
        return FALSE
    return TRUE if expr.args[1] in g.vindex else FALSE


@builtin("EdgeQ", nargs=2,
         usage="EdgeQ[g, e] yields True if e is an edge of the graph g.",
         examples=[("EdgeQ[Graph[{1 -> 2}], 1 -> 2]", "True"),
                   ("EdgeQ[Graph[{1 -> 2}], 2 -> 1]", "False"),
                   ("EdgeQ[Graph[{1 <-> 2}], 2 <-> 1]", "True"),
                   ("EdgeQ[CycleGraph[4], UndirectedEdge[1, 2]]", "True"),
                   ("EdgeQ[CycleGraph[4], UndirectedEdge[1, 3]]", "False")])
def edge_q(ev, expr):
    g = expr.args[0]
    e = parse_edge(expr.args[1])
    if not is_graph(g) or e is None:
        return FALSE
    return TRUE if find_edge(g, e) is not None else FALSE


def find_edge(g, e):
    """The index of the first edge of ``g`` equal to ``e`` (an undirected edge in either
    orientation), or None."""
    vi = g.vindex
    u, v = e.args[0], e.args[1]
    if u not in vi or v not in vi:
        return None
    i, j = vi[u], vi[v]
    d = e.head is S.DirectedEdge
    tag = e.args[2] if len(e.args) > 2 else None
    for k, (a, b, dd) in enumerate(g.ends):
        if dd != d:
            continue
        if (a, b) == (i, j) or (not d and (b, a) == (i, j)):
            if tag is None or (len(g.edges[k].args) > 2 and g.edges[k].args[2] == tag):
                return k
    return None

