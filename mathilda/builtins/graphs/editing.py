"""Graph operations: VertexAdd, EdgeAdd, VertexDelete, EdgeDelete, Subgraph,
NeighborhoodGraph, GraphUnion, GraphIntersection, GraphDifference, GraphComplement,
UndirectedGraph, DirectedGraph, ReverseGraph, IndexGraph, LineGraph."""

from mathilda.algorithms.graphs import editing as ED
from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr, is_graph, parse_edge
from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_arg
from mathilda.builtins.graphs.graph import find_edge

_LIST = S.List


def _items(x):
    return list(x.args) if isinstance(x, Expression) and x.head is _LIST else [x]


@builtin("VertexAdd", nargs=2,
         usage="VertexAdd[g, v] gives the graph g with the vertex v added; VertexAdd[g, {v1, "
               "v2, ...}] with several vertices.",
         examples=[("VertexAdd[Graph[{1 -> 2}], 3]", "Graph[<3>, <1>]"),
                   ("VertexList[VertexAdd[Graph[{1 -> 2}], {a, b}]]", "{1, 2, a, b}"),
                   ("VertexAdd[Graph[{1 -> 2}], 2]", "Graph[<2>, <1>]"),
                   ("VertexCount[VertexAdd[CycleGraph[4], 5]]", "5"),
                   ("ConnectedGraphQ[VertexAdd[CycleGraph[4], 5]]", "False")])
def vertex_add(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return ED.rebuild(g, list(g.vertices) + _items(expr.args[1]), range(g.m))


@builtin("EdgeAdd", nargs=2,
         messages={"edge": "`1` is not a valid edge."},
         usage="EdgeAdd[g, e] gives the graph g with the edge e added (a -> b directed, "
               "a <-> b undirected); EdgeAdd[g, {e1, e2, ...}] with several edges.",
         examples=[("EdgeAdd[Graph[{1 -> 2}], 2 -> 3]", "Graph[<3>, <2>]"),
                   ("EdgeList[EdgeAdd[CycleGraph[3], 1 <-> 4]]",
                    "{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 1, 1 \uf3d4 4}"),
                   ("EdgeCount[EdgeAdd[PathGraph[{1, 2, 3}], {3 <-> 4, 4 <-> 1}]]", "4"),
                   ("MixedGraphQ[EdgeAdd[Graph[{1 <-> 2}], 2 -> 3]]", "True"),
                   ("VertexList[EdgeAdd[Graph[{a -> b}], c -> a]]", "{a, b, c}")])
def edge_add(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    spec = expr.args[1]
    items = [spec] if parse_edge(spec) is not None else _items(spec)
    new = []
    for x in items:
        e = parse_edge(x)
        if e is None:
            ev.message("EdgeAdd", "edge", x)
            return None
        new.append(e)
    return ED.rebuild(g, list(g.vertices), range(g.m), new)


def _select_vertices(ev, g, spec):
    """The vertex positions chosen by a vertex, a list of vertices, or a pattern."""
    if spec in g.vindex:
        return {g.vindex[spec]}
    if isinstance(spec, Expression) and spec.head is _LIST and all(v in g.vindex
                                                               for v in spec.args):
        return {g.vindex[v] for v in spec.args}
    r = ev.call("Cases", Expression(_LIST, g.vertices), spec)
    return {g.vindex[v] for v in r.args}


def _select_edges(ev, g, spec):
    e = parse_edge(spec)
    if e is not None:
        k = find_edge(g, e)
        return set() if k is None else {k}
    if isinstance(spec, Expression) and spec.head is _LIST:
        es = [parse_edge(x) for x in spec.args]
        if all(x is not None for x in es):
            out = set()
            for x in es:
                k = find_edge(g, x)
                if k is not None:
                    out.add(k)
            return out
    matched = set(ev.call("Cases", Expression(_LIST, g.edges), spec).args)
    return {k for k, x in enumerate(g.edges) if x in matched}


@builtin("VertexDelete", nargs=2,
         usage="VertexDelete[g, v] gives the graph g without the vertex v and its edges; "
               "VertexDelete[g, {v1, ...}] without several vertices; VertexDelete[g, patt] "
               "without the vertices that match patt.",
         examples=[("VertexDelete[CycleGraph[4], 1]", "Graph[<3>, <2>]"),
                   ("EdgeList[VertexDelete[CycleGraph[4], 1]]", "{2 \uf3d4 3, 3 \uf3d4 4}"),
                   ("VertexList[VertexDelete[PathGraph[{1, 2, 3, 4, 5}], {2, 4}]]",
                    "{1, 3, 5}"),
                   ("VertexList[VertexDelete[GridGraph[{2, 3}], _?EvenQ]]", "{1, 3, 5}"),
                   ("VertexDelete[StarGraph[5], 1] // EdgeCount", "0")])
def vertex_delete(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    drop = _select_vertices(ev, g, expr.args[1])
    keep_e = [k for k, (i, j, _) in enumerate(g.ends) if i not in drop and j not in drop]
    return ED.rebuild(g, [v for i, v in enumerate(g.vertices) if i not in drop], keep_e)


@builtin("EdgeDelete", nargs=2,
         usage="EdgeDelete[g, e] gives the graph g without the edge e; EdgeDelete[g, {e1, "
               "...}] without several edges; EdgeDelete[g, patt] without the edges that match "
               "patt.",
         examples=[("EdgeDelete[CycleGraph[4], 1 <-> 2]", "Graph[<4>, <3>]"),
                   ("EdgeList[EdgeDelete[CycleGraph[4], UndirectedEdge[2, 1]]]",
                    "{2 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 1}"),
                   ("EdgeCount[EdgeDelete[CompleteGraph[4], {1 <-> 2, 3 <-> 4}]]", "4"),
                   ("EdgeList[EdgeDelete[Graph[{1 -> 2, 2 -> 3, 3 -> 1}], _[_, 1]]]",
                    "{1 \uf3d5 2, 2 \uf3d5 3}"),
                   ("VertexCount[EdgeDelete[PathGraph[{1, 2}], 1 <-> 2]]", "2")])
def edge_delete(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    drop = _select_edges(ev, g, expr.args[1])
    return ED.rebuild(g, list(g.vertices), [k for k in range(g.m) if k not in drop])


@builtin("Subgraph", nargs=2,
         usage="Subgraph[g, {v1, v2, ...}] gives the subgraph of the graph g induced by the "
               "vertices vi; Subgraph[g, {e1, e2, ...}] the subgraph of the edges ei and their "
               "ends; Subgraph[g, patt] induced by the vertices that match patt.",
         examples=[("Subgraph[CompleteGraph[5], {1, 2, 3}]", "Graph[<3>, <3>]"),
                   ("EdgeList[Subgraph[CycleGraph[5], {1, 2, 3}]]", "{1 \uf3d4 2, 2 \uf3d4 3}"),
                   ("VertexList[Subgraph[CycleGraph[6], {UndirectedEdge[1, 2], "
                    "UndirectedEdge[4, 5]}]]", "{1, 2, 4, 5}"),
                   ("VertexList[Subgraph[GridGraph[{3, 3}], _?OddQ]]", "{1, 3, 5, 7, 9}"),
                   ("EdgeCount[Subgraph[PetersenGraph[], {1, 2, 3, 4, 5}]]", "5")])
def subgraph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    spec = expr.args[1]
    if isinstance(spec, Expression) and spec.head is _LIST and spec.args and \
            all(parse_edge(x) is not None and x not in g.vindex for x in spec.args):
        keep = sorted(_select_edges(ev, g, spec))
        used = set()
        for k in keep:
            used.update(g.ends[k][:2])
        return ED.rebuild(g, [v for i, v in enumerate(g.vertices) if i in used], keep)
    chosen = _select_vertices(ev, g, spec)
    keep_e = [k for k, (i, j, _) in enumerate(g.ends) if i in chosen and j in chosen]
    return ED.rebuild(g, [v for i, v in enumerate(g.vertices) if i in chosen], keep_e)


@builtin("NeighborhoodGraph", nargs=(2, 3), messages=INV,
         usage="NeighborhoodGraph[g, v] gives the subgraph of the graph g induced by v and "
               "its neighbours; NeighborhoodGraph[g, v, d] by the vertices within distance d "
               "of v.",
         examples=[("NeighborhoodGraph[StarGraph[5], 2]", "Graph[<2>, <1>]"),
                   ("VertexList[NeighborhoodGraph[CycleGraph[6], 1]]", "{1, 2, 6}"),
                   ("VertexList[NeighborhoodGraph[PathGraph[{1, 2, 3, 4, 5}], 3, 2]]",
                    "{1, 2, 3, 4, 5}"),
                   ("EdgeCount[NeighborhoodGraph[GridGraph[{3, 3}], 5]]", "4"),
                   ("VertexList[NeighborhoodGraph[Graph[{1 -> 2, 3 -> 1}], 1]]", "{1, 2, 3}")])
def neighborhood_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s = vertex_arg(ev, expr, g, 1)
    if s is None:
        return None
    d = 1
    if len(expr.args) == 3:
        if type(expr.args[2]) is not Integer or expr.args[2].value < 0:
            return None
        d = expr.args[2].value
    nb = g.neighbors()
    seen = {s}
    frontier = [s]
    for _ in range(d):
        nxt = []
        for i in frontier:
            for j, _k in nb[i]:
                if j not in seen:
                    seen.add(j)
                    nxt.append(j)
        frontier = nxt
    keep_e = [k for k, (i, j, _) in enumerate(g.ends) if i in seen and j in seen]
    return ED.rebuild(g, [v for i, v in enumerate(g.vertices) if i in seen], keep_e)


def _graphs(expr):
    gs = [x for x in expr.args if is_graph(x)]
    return gs if len(gs) == len(expr.args) and gs else None


@builtin("GraphUnion", nargs=(1, None),
         usage="GraphUnion[g1, g2, ...] gives the graph with the vertices and edges of all "
               "the graphs gi.",
         examples=[("GraphUnion[Graph[{1 <-> 2}], Graph[{2 <-> 3}]]", "Graph[<3>, <2>]"),
                   ("EdgeList[GraphUnion[CycleGraph[3], Graph[{3 <-> 4}]]]",
                    "{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 1, 3 \uf3d4 4}"),
                   ("GraphUnion[CycleGraph[4], CycleGraph[4]] // EdgeCount", "4"),
                   ("VertexList[GraphUnion[Graph[{a -> b}], Graph[{c, d}, {}]]]",
                    "{a, b, c, d}"),
                   ("EdgeCount[GraphUnion[Graph[{1 <-> 2}], Graph[{2 <-> 1}]]]", "1")])
def graph_union(ev, expr):
    gs = _graphs(expr)
    return None if gs is None else ED.union(gs)


@builtin("GraphIntersection", nargs=(1, None),
         usage="GraphIntersection[g1, g2, ...] gives the graph with the vertices and edges "
               "common to all the graphs gi.",
         examples=[("GraphIntersection[CycleGraph[4], PathGraph[{1, 2, 3, 4}]]",
                    "Graph[<4>, <3>]"),
                   ("EdgeList[GraphIntersection[CompleteGraph[3], Graph[{1 <-> 2, 3 <-> 4}]]]",
                    "{1 \uf3d4 2}"),
                   ("VertexList[GraphIntersection[CompleteGraph[3], Graph[{1 <-> 2, 3 <-> 4}]]]",
                    "{1, 2, 3}"),
                   ("EdgeCount[GraphIntersection[Graph[{1 -> 2}], Graph[{2 -> 1}]]]", "0"),
                   ("EdgeCount[GraphIntersection[Graph[{1 <-> 2}], Graph[{2 <-> 1}]]]", "1")])
def graph_intersection(ev, expr):
    gs = _graphs(expr)
    return None if gs is None else ED.intersection(gs)


@builtin("GraphDifference", nargs=2,
         usage="GraphDifference[g1, g2] gives the graph of the vertices of g1 and the edges "
               "of g1 that are not edges of g2.",
         examples=[("GraphDifference[CompleteGraph[4], CycleGraph[4]]", "Graph[<4>, <2>]"),
                   ("EdgeList[GraphDifference[CompleteGraph[4], CycleGraph[4]]]",
                    "{1 \uf3d4 3, 2 \uf3d4 4}"),
                   ("EdgeCount[GraphDifference[CycleGraph[4], CycleGraph[4]]]", "0"),
                   ("EdgeList[GraphDifference[Graph[{1 -> 2, 2 -> 1}], Graph[{1 -> 2}]]]",
                    "{2 \uf3d5 1}"),
                   ("VertexCount[GraphDifference[StarGraph[5], StarGraph[5]]]", "5")])
def graph_difference(ev, expr):
    gs = _graphs(expr)
    return None if gs is None else ED.difference(gs[0], gs[1])


@builtin("GraphComplement", nargs=1,
         usage="GraphComplement[g] gives the graph on the vertices of g with an edge exactly "
               "where g has none.",
         examples=[("GraphComplement[CycleGraph[5]]", "Graph[<5>, <5>]"),
                   ("EdgeList[GraphComplement[CycleGraph[4]]]", "{1 \uf3d4 3, 2 \uf3d4 4}"),
                   ("EdgeCount[GraphComplement[CompleteGraph[5]]]", "0"),
                   ("EdgeList[GraphComplement[Graph[{1 -> 2}]]]", "{2 \uf3d5 1}"),
                   ("IsomorphicGraphQ[GraphComplement[CycleGraph[5]], CycleGraph[5]]", "True")])
def graph_complement(ev, expr):
    g = graph_arg(ev, expr)
    return None if g is None else ED.complement(g)


@builtin("UndirectedGraph", nargs=1,
         usage="UndirectedGraph[g] gives the undirected graph of the graph g: each directed "
               "edge becomes undirected (a pair of opposite edges becomes one).",
         examples=[("UndirectedGraph[Graph[{1 -> 2, 2 -> 1, 2 -> 3}]]", "Graph[<3>, <2>]"),
                   ("EdgeList[UndirectedGraph[Graph[{1 -> 2, 2 -> 3}]]]",
                    "{1 \uf3d4 2, 2 \uf3d4 3}"),
                   ("UndirectedGraphQ[UndirectedGraph[Graph[{1 -> 2}]]]", "True"),
                   ("EdgeList[UndirectedGraph[Graph[{2 -> 1, 1 -> 2}]]]", "{2 \uf3d4 1}"),
                   ("EdgeCount[UndirectedGraph[CycleGraph[4]]]", "4")])
def undirected_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    seen = set()
    edges = []
    for i, j, d in g.ends:
        key = (min(i, j), max(i, j))
        if d and key in seen:
            continue
        seen.add(key)
        edges.append(edge_expr(g.vertices[i], g.vertices[j], False))
    return GraphExpr(g.vertices, edges)


@builtin("DirectedGraph", nargs=(1, 2),
         usage="DirectedGraph[g] gives the directed graph of the graph g, each undirected "
               "edge becoming two opposite edges; DirectedGraph[g, \"Acyclic\"] directs each "
               "edge from the earlier vertex to the later one.",
         examples=[("DirectedGraph[CycleGraph[3]]", "Graph[<3>, <6>]"),
                   ("EdgeList[DirectedGraph[PathGraph[{1, 2, 3}]]]",
                    "{1 \uf3d5 2, 2 \uf3d5 1, 2 \uf3d5 3, 3 \uf3d5 2}"),
                   ("EdgeList[DirectedGraph[CycleGraph[3], \"Acyclic\"]]",
                    "{1 \uf3d5 2, 2 \uf3d5 3, 1 \uf3d5 3}"),
                   ("AcyclicGraphQ[DirectedGraph[CompleteGraph[5], \"Acyclic\"]]", "True"),
                   ("DirectedGraph[Graph[{1 -> 2}]] // EdgeList", "{1 \uf3d5 2}")])
def directed_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    acyclic = False
    if len(expr.args) == 2:
        c = expr.args[1]
        if type(c) is String and c.value == "Acyclic":
            acyclic = True
        elif c is not S.Automatic:
            return None
    vs = g.vertices
    edges = []
    for e, (i, j, d) in zip(g.edges, g.ends):
        if d:
            edges.append(e)
        elif acyclic:
            a, b = (i, j) if i <= j else (j, i)
            edges.append(edge_expr(vs[a], vs[b], True))
        else:
            edges.append(edge_expr(vs[i], vs[j], True))
            if i != j:
                edges.append(edge_expr(vs[j], vs[i], True))
    return GraphExpr(vs, edges)


@builtin("ReverseGraph", nargs=1,
         usage="ReverseGraph[g] gives the graph g with the direction of every directed edge "
               "reversed.",
         examples=[("EdgeList[ReverseGraph[Graph[{1 -> 2, 2 -> 3}]]]",
                    "{2 \uf3d5 1, 3 \uf3d5 2}"),
                   ("ReverseGraph[Graph[{1 -> 2}]]", "Graph[<2>, <1>]"),
                   ("EdgeList[ReverseGraph[CycleGraph[3]]]", "{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 1}"),
                   ("VertexList[ReverseGraph[Graph[{a -> b}]]]", "{a, b}"),
                   ("TopologicalSort[ReverseGraph[Graph[{1 -> 2, 2 -> 3}]]]", "{3, 2, 1}")])
def reverse_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    edges = [Expression(e.head, (e.args[1], e.args[0]) + e.args[2:])
             if e.head is S.DirectedEdge else e for e in g.edges]
    return GraphExpr(g.vertices, edges, g.options)


@builtin("IndexGraph", nargs=(1, 2),
         usage="IndexGraph[g] gives the graph g with its vertices renamed 1, 2, ... in "
               "order; IndexGraph[g, r] renamed r, r + 1, ....",
         examples=[("VertexList[IndexGraph[Graph[{a -> b, b -> c}]]]", "{1, 2, 3}"),
                   ("EdgeList[IndexGraph[Graph[{a -> b, b -> c}]]]", "{1 \uf3d5 2, 2 \uf3d5 3}"),
                   ("VertexList[IndexGraph[CycleGraph[3], 0]]", "{0, 1, 2}"),
                   ("IndexGraph[PathGraph[{x, y}]]", "Graph[<2>, <1>]"),
                   ("EdgeList[IndexGraph[Graph[{c <-> a}], 10]]", "{10 \uf3d4 11}")])
def index_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = 1
    if len(expr.args) == 2:
        if type(expr.args[1]) is not Integer:
            return None
        r = expr.args[1].value
    vs = [Integer(r + i) for i in range(g.n)]
    edges = [edge_expr(vs[i], vs[j], d, e.args[2] if len(e.args) > 2 else None)
             for e, (i, j, d) in zip(g.edges, g.ends)]
    return GraphExpr(vs, edges)


@builtin("LineGraph", nargs=1,
         usage="LineGraph[g] gives the line graph of the graph g: a vertex for each edge of "
               "g, joined when the edges share a vertex (for a directed graph: when the head "
               "of one is the tail of the other).",
         examples=[("LineGraph[StarGraph[4]]", "Graph[<3>, <3>]"),
                   ("EdgeList[LineGraph[PathGraph[{1, 2, 3, 4}]]]", "{1 \uf3d4 2, 2 \uf3d4 3}"),
                   ("IsomorphicGraphQ[LineGraph[CycleGraph[5]], CycleGraph[5]]", "True"),
                   ("EdgeList[LineGraph[Graph[{1 -> 2, 2 -> 3}]]]", "{1 \uf3d5 2}"),
                   ("EdgeCount[LineGraph[CompleteGraph[4]]]", "12")])
def line_graph(ev, expr):
    g = graph_arg(ev, expr)
    return None if g is None else ED.line_graph(g)
