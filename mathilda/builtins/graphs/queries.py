"""What a graph is made of: vertices, edges, degrees, neighbours and its matrices.

Matrices are SparseArray objects in the Wolfram Language; until this project has
SparseArray they are lists of rows (``Normal`` of either is the same list), and they become
SparseArray by themselves once a ``SparseArray`` builtin exists."""

from mathilda.algorithms.graphs import matrices as M
from mathilda.algorithms.graphs.graph import parse_edge
from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, int_list, vertex_arg, vertex_list
from mathilda.builtins.graphs.graph import find_edge

_LIST = S.List


def _lst(items):
    return Expression(_LIST, tuple(items))


def matrix_result(ev, rows):
    """A matrix result: a SparseArray when the project has one, else a list of rows."""
    m = _lst(_lst(Integer(v) if type(v) is int else v for v in r) for r in rows)
    if "SparseArray" in ev.defs.builtins and ev.defs.builtins["SparseArray"].func:
        return ev.call("SparseArray", m)
    return m


@builtin("VertexList", nargs=(1, 2), messages=INV,
         usage="VertexList[g] gives the vertices of the graph g, in order; VertexList[g, "
               "patt] those that match the pattern patt.",
         examples=[("VertexList[Graph[{1 -> 2, 2 -> 3}]]", "{1, 2, 3}"),
                   ("VertexList[Graph[{c <-> a, a <-> b}]]", "{c, a, b}"),
                   ("VertexList[Graph[{3, 1, 2}, {1 -> 2}]]", "{3, 1, 2}"),
                   ("VertexList[CompleteGraph[4]]", "{1, 2, 3, 4}"),
                   ("VertexList[Graph[{1 -> 2, 2 -> 3, 3 -> 4}], _?EvenQ]", "{2, 4}"),
                   ("VertexList[{a -> b, b -> c}]", "{a, b, c}")])
def vertex_list_(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    vs = _lst(g.vertices)
    if len(expr.args) == 2:
        return ev.call("Cases", vs, expr.args[1])
    return vs


@builtin("EdgeList", nargs=(1, 2), messages=INV,
         usage="EdgeList[g] gives the edges of the graph g, in order; EdgeList[g, patt] those "
               "that match the pattern patt.",
         examples=[("EdgeList[Graph[{1 -> 2, 2 -> 3}]]", "{1 \uf3d5 2, 2 \uf3d5 3}"),
                   ("EdgeList[Graph[{1 <-> 2, 2 <-> 3}]]", "{1 \uf3d4 2, 2 \uf3d4 3}"),
                   ("EdgeList[CycleGraph[3]]", "{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 1}"),
                   ("EdgeList[Graph[{2 <-> 1}]]", "{2 \uf3d4 1}"),
                   ("EdgeList[StarGraph[4], UndirectedEdge[1, 3]]", "{1 \uf3d4 3}"),
                   ("InputForm[EdgeList[Graph[{a -> b}]]]", "{DirectedEdge[a, b]}")])
def edge_list(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    es = _lst(g.edges)
    if len(expr.args) == 2:
        return ev.call("Cases", es, expr.args[1])
    return es


@builtin("EdgeRules", nargs=1,
         usage="EdgeRules[g] gives the edges of the graph g as rules v -> w.",
         examples=[("EdgeRules[Graph[{1 -> 2, 2 -> 3}]]", "{1 -> 2, 2 -> 3}"),
                   ("EdgeRules[PathGraph[{a, b, c}]]", "{a -> b, b -> c}"),
                   ("EdgeRules[CycleGraph[3]]", "{1 -> 2, 2 -> 3, 3 -> 1}"),
                   ("EdgeRules[Graph[{1}, {}]]", "{}"),
                   ("EdgeRules[StarGraph[3]]", "{1 -> 2, 1 -> 3}")])
def edge_rules(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _lst(Expression(S.Rule, e.args[:2]) for e in g.edges)


@builtin("VertexCount", nargs=(1, 2),
         usage="VertexCount[g] gives the number of vertices of the graph g; VertexCount[g, "
               "patt] the number that match patt.",
         examples=[("VertexCount[Graph[{1 -> 2, 2 -> 3}]]", "3"),
                   ("VertexCount[CompleteGraph[10]]", "10"),
                   ("VertexCount[Graph[{}]]", "0"),
                   ("VertexCount[GridGraph[{3, 4}], _?OddQ]", "6"),
                   ("VertexCount[{a -> b, b -> c, c -> d}]", "4")])
def vertex_count(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    if len(expr.args) == 2:
        return ev.call("Count", _lst(g.vertices), expr.args[1])
    return Integer(g.n)


@builtin("EdgeCount", nargs=(1, 2),
         usage="EdgeCount[g] gives the number of edges of the graph g; EdgeCount[g, patt] the "
               "number that match patt.",
         examples=[("EdgeCount[Graph[{1 -> 2, 2 -> 3}]]", "2"),
                   ("EdgeCount[CompleteGraph[10]]", "45"),
                   ("EdgeCount[GridGraph[{3, 3}]]", "12"),
                   ("EdgeCount[StarGraph[5], UndirectedEdge[1, _]]", "4"),
                   ("EdgeCount[Graph[{1 <-> 2, 1 <-> 2}]]", "2")])
def edge_count(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    if len(expr.args) == 2:
        return ev.call("Count", _lst(g.edges), expr.args[1])
    return Integer(g.m)


def _degree_builtin(name, fn, usage, examples):
    @builtin(name, nargs=(1, 2), messages=INV, usage=usage, examples=examples)
    def deg(ev, expr):
        g = graph_arg(ev, expr)
        if g is None:
            return None
        d = fn(g)
        if len(expr.args) == 2:
            i = vertex_arg(ev, expr, g, 1)
            return None if i is None else Integer(d[i])
        return int_list(d)
    deg.__name__ = name
    return deg


_degree_builtin(
    "VertexDegree", M.degrees,
    "VertexDegree[g] gives the degrees of the vertices of the graph g (in + out degree for "
    "a directed graph; a loop counts twice); VertexDegree[g, v] the degree of v.",
    [("VertexDegree[Graph[{1 <-> 2, 2 <-> 3}]]", "{1, 2, 1}"),
     ("VertexDegree[StarGraph[5], 1]", "4"),
     ("VertexDegree[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]", "{2, 2, 2}"),
     ("VertexDegree[Graph[{1 <-> 1, 1 <-> 2}]]", "{3, 1}"),
     ("VertexDegree[CompleteGraph[5]]", "{4, 4, 4, 4, 4}")])
_degree_builtin(
    "VertexInDegree", M.in_degrees,
    "VertexInDegree[g] gives the number of edges into each vertex of the graph g; "
    "VertexInDegree[g, v] the in-degree of v.",
    [("VertexInDegree[Graph[{1 -> 2, 1 -> 3, 2 -> 3}]]", "{0, 1, 2}"),
     ("VertexInDegree[Graph[{1 -> 2, 1 -> 3, 2 -> 3}], 3]", "2"),
     ("VertexInDegree[CycleGraph[4]]", "{2, 2, 2, 2}"),
     ("VertexInDegree[StarGraph[4, DirectedEdges -> True]]", "{0, 1, 1, 1}"),
     ("VertexInDegree[Graph[{a -> b, c -> b}], b]", "2")])
_degree_builtin(
    "VertexOutDegree", M.out_degrees,
    "VertexOutDegree[g] gives the number of edges out of each vertex of the graph g; "
    "VertexOutDegree[g, v] the out-degree of v.",
    [("VertexOutDegree[Graph[{1 -> 2, 1 -> 3, 2 -> 3}]]", "{2, 1, 0}"),
     ("VertexOutDegree[Graph[{1 -> 2, 1 -> 3, 2 -> 3}], 1]", "2"),
     ("VertexOutDegree[CycleGraph[4]]", "{2, 2, 2, 2}"),
     ("VertexOutDegree[StarGraph[4, DirectedEdges -> True]]", "{3, 0, 0, 0}"),
     ("VertexOutDegree[Graph[{a -> b, c -> b}], b]", "0")])


@builtin("AdjacencyMatrix", nargs=1,
         usage="AdjacencyMatrix[g] gives the adjacency matrix of the graph g: entry (i, j) "
               "counts the edges from the i-th to the j-th vertex.",
         examples=[("Normal[AdjacencyMatrix[CompleteGraph[3]]]",
                    "{{0, 1, 1}, {1, 0, 1}, {1, 1, 0}}"),
                   ("Normal[AdjacencyMatrix[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]]",
                    "{{0, 1, 0}, {0, 0, 1}, {1, 0, 0}}"),
                   ("Normal[AdjacencyMatrix[Graph[{1 -> 1, 1 -> 2}]]]", "{{1, 1}, {0, 0}}"),
                   ("Normal[AdjacencyMatrix[Graph[{1 <-> 2, 1 <-> 2}]]]", "{{0, 2}, {2, 0}}"),
                   ("Normal[AdjacencyMatrix[PathGraph[{a, b, c}]]]",
                    "{{0, 1, 0}, {1, 0, 1}, {0, 1, 0}}")])
def adjacency_matrix(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or not ev.check_size(g.n * g.n, "AdjacencyMatrix"):
        return None
    return matrix_result(ev, M.adjacency(g))


@builtin("WeightedAdjacencyMatrix", nargs=1,
         usage="WeightedAdjacencyMatrix[g] gives the matrix of the edge weights of the graph "
               "g (0 where there is no edge; parallel edges add up).",
         examples=[("Normal[WeightedAdjacencyMatrix[Graph[{1 <-> 2, 2 <-> 3}, "
                    "EdgeWeight -> {5, 7}]]]", "{{0, 5, 0}, {5, 0, 7}, {0, 7, 0}}"),
                   ("Normal[WeightedAdjacencyMatrix[Graph[{1 -> 2, 2 -> 1}, "
                    "EdgeWeight -> {a, b}]]]", "{{0, a}, {b, 0}}"),
                   ("Normal[WeightedAdjacencyMatrix[Graph[{1 -> 2}, EdgeWeight -> {0.5}]]]",
                    "{{0, 0.5}, {0, 0}}"),
                   ("Normal[WeightedAdjacencyMatrix[CycleGraph[3]]]",
                    "{{0, 1, 1}, {1, 0, 1}, {1, 1, 0}}"),
                   ("Normal[WeightedAdjacencyMatrix[Graph[{1 <-> 2, 1 <-> 2}, "
                    "EdgeWeight -> {2, 3}]]]", "{{0, 5}, {5, 0}}")])
def weighted_adjacency_matrix(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or not ev.check_size(g.n * g.n, "WeightedAdjacencyMatrix"):
        return None
    ws = g.edge_weights()
    if ws is None:
        return matrix_result(ev, M.adjacency(g))
    n = g.n
    cells = [[[] for _ in range(n)] for _ in range(n)]
    for k, (i, j, d) in enumerate(g.ends):
        cells[i][j].append(ws[k])
        if not d and i != j:
            cells[j][i].append(ws[k])
    rows = []
    for r in cells:
        row = []
        for c in r:
            if not c:
                row.append(Integer(0))
            elif len(c) == 1:
                row.append(c[0])
            else:
                row.append(ev.call("Plus", *c))
        rows.append(row)
    return matrix_result(ev, rows)


@builtin("IncidenceMatrix", nargs=1,
         usage="IncidenceMatrix[g] gives the vertex-edge incidence matrix of the graph g: 1 "
               "at both ends of an undirected edge, -1 at the tail and 1 at the head of a "
               "directed edge.",
         examples=[("Normal[IncidenceMatrix[CompleteGraph[3]]]",
                    "{{1, 1, 0}, {1, 0, 1}, {0, 1, 1}}"),
                   ("Normal[IncidenceMatrix[PathGraph[{1, 2, 3, 4}]]]",
                    "{{1, 0, 0}, {1, 1, 0}, {0, 1, 1}, {0, 0, 1}}"),
                   ("Normal[IncidenceMatrix[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]]",
                    "{{-1, 0, 1}, {1, -1, 0}, {0, 1, -1}}"),
                   ("Normal[IncidenceMatrix[Graph[{1, 2}, {1 -> 1, 1 -> 2}]]]",
                    "{{-2, -1}, {0, 1}}"),
                   ("Normal[IncidenceMatrix[Graph[{1, 2}, {1 <-> 1, 1 <-> 2}]]]",
                    "{{2, 1}, {0, 1}}")])
def incidence_matrix(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or not ev.check_size(g.n * g.m, "IncidenceMatrix"):
        return None
    return matrix_result(ev, M.incidence(g))


@builtin("KirchhoffMatrix", nargs=1,
         usage="KirchhoffMatrix[g] gives the Kirchhoff (Laplacian) matrix D - A of the graph "
               "g (loops and parallel edges ignored).",
         examples=[("Normal[KirchhoffMatrix[CompleteGraph[3]]]",
                    "{{2, -1, -1}, {-1, 2, -1}, {-1, -1, 2}}"),
                   ("Normal[KirchhoffMatrix[PathGraph[{1, 2, 3, 4}]]]",
                    "{{1, -1, 0, 0}, {-1, 2, -1, 0}, {0, -1, 2, -1}, {0, 0, -1, 1}}"),
                   ("Normal[KirchhoffMatrix[Graph[{1, 2, 3}, {1 -> 2, 2 -> 3}]]]",
                    "{{1, -1, 0}, {0, 2, -1}, {0, 0, 1}}"),
                   ("Normal[KirchhoffMatrix[Graph[{1, 2, 3, 4}, {1 <-> 2}]]]",
                    "{{1, -1, 0, 0}, {-1, 1, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}"),
                   ("Normal[KirchhoffMatrix[Graph[{1, 2, 3}, {1 <-> 2, 1 <-> 2, 2 <-> 3}]]]",
                    "{{1, -1, 0}, {-1, 2, -1}, {0, -1, 1}}")])
def kirchhoff_matrix(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or not ev.check_size(g.n * g.n, "KirchhoffMatrix"):
        return None
    return matrix_result(ev, M.kirchhoff(g))


def _adjacent(g, i):
    """The out-neighbours of vertex ``i`` (all neighbours if undirected), without
    repetitions, in vertex order."""
    return sorted({j for j, _ in g.out_neighbors()[i]})


@builtin("AdjacencyList", nargs=(1, 3), messages=INV,
         usage="AdjacencyList[g] gives for each vertex of the graph g the list of vertices "
               "adjacent to it; AdjacencyList[g, v] those adjacent to v; AdjacencyList[g, v, "
               "d] those within distance d of v.",
         examples=[("AdjacencyList[Graph[{1 <-> 2, 2 <-> 3, 3 <-> 1, 3 <-> 4}]]",
                    "{{2, 3}, {1, 3}, {1, 2, 4}, {3}}"),
                   ("AdjacencyList[Graph[{1 -> 2, 2 -> 3, 3 -> 1}], 1]", "{2}"),
                   ("AdjacencyList[StarGraph[5], 1]", "{2, 3, 4, 5}"),
                   ("AdjacencyList[PathGraph[{1, 2, 3, 4, 5}], 3, 2]", "{1, 2, 4, 5}"),
                   ("AdjacencyList[Graph[{a <-> b, b <-> c}], b]", "{a, c}")])
def adjacency_list(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    if len(expr.args) == 1:
        return _lst(vertex_list(g, _adjacent(g, i)) for i in range(g.n))
    i = vertex_arg(ev, expr, g, 1)
    if i is None:
        return None
    if len(expr.args) == 2:
        return vertex_list(g, _adjacent(g, i))
    d = expr.args[2]
    if type(d) is not Integer or d.value < 0:
        return None
    seen = {i: 0}
    frontier = [i]
    for step in range(d.value):
        nxt = []
        for a in frontier:
            for b in _adjacent(g, a):
                if b not in seen:
                    seen[b] = step + 1
                    nxt.append(b)
        frontier = nxt
    return vertex_list(g, sorted(k for k in seen if k != i))


@builtin("IncidenceList", nargs=2, messages=INV,
         usage="IncidenceList[g, v] gives the edges of the graph g incident to the vertex v.",
         examples=[("IncidenceList[StarGraph[4], 1]", "{1 \uf3d4 2, 1 \uf3d4 3, 1 \uf3d4 4}"),
                   ("IncidenceList[CycleGraph[4], 1]", "{1 \uf3d4 2, 4 \uf3d4 1}"),
                   ("IncidenceList[Graph[{1 -> 2, 2 -> 3}], 2]", "{1 \uf3d5 2, 2 \uf3d5 3}"),
                   ("IncidenceList[Graph[{1, 2}, {}], 1]", "{}"),
                   ("IncidenceList[Graph[{a <-> a}], a]", "{a \uf3d4 a}")])
def incidence_list(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    i = vertex_arg(ev, expr, g, 1)
    if i is None:
        return None
    return _lst(e for e, (a, b, _) in zip(g.edges, g.ends) if a == i or b == i)


@builtin("VertexIndex", nargs=2, messages=INV,
         usage="VertexIndex[g, v] gives the position of the vertex v in the vertex list of "
               "the graph g.",
         examples=[("VertexIndex[Graph[{c <-> a, a <-> b}], a]", "2"),
                   ("VertexIndex[CycleGraph[5], 5]", "5"),
                   ("VertexIndex[Graph[{x, y}, {}], y]", "2"),
                   ("VertexIndex[PathGraph[{p, q, r}], p]", "1"),
                   ("VertexIndex[Graph[{1 -> 2}], 2]", "2")])
def vertex_index(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    i = vertex_arg(ev, expr, g, 1)
    return None if i is None else Integer(i + 1)


@builtin("EdgeIndex", nargs=2, messages=INV,
         usage="EdgeIndex[g, e] gives the position of the edge e in the edge list of the "
               "graph g.",
         examples=[("EdgeIndex[CycleGraph[4], UndirectedEdge[2, 3]]", "2"),
                   ("EdgeIndex[Graph[{1 -> 2, 2 -> 3}], 2 -> 3]", "2"),
                   ("EdgeIndex[CycleGraph[4], UndirectedEdge[1, 4]]", "4"),
                   ("EdgeIndex[StarGraph[3], 1 <-> 3]", "2"),
                   ("EdgeIndex[Graph[{a <-> b}], b <-> a]", "1")])
def edge_index(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    e = parse_edge(expr.args[1])
    k = None if e is None else find_edge(g, e)
    if k is None:
        ev.message("EdgeIndex", "inv", expr.args[1], Integer(2), expr, "edge")
        return None
    return Integer(k + 1)


@builtin("GraphDensity", nargs=1,
         usage="GraphDensity[g] gives the ratio of the number of edges of the graph g to the "
               "number of edges of the complete graph on its vertices.",
         examples=[("GraphDensity[CompleteGraph[5]]", "1"),
                   ("GraphDensity[CycleGraph[5]]", "1/2"),
                   ("GraphDensity[Graph[{1 -> 2, 2 -> 3}]]", "1/3"),
                   ("GraphDensity[StarGraph[4]]", "1/2"),
                   ("GraphDensity[Graph[{1, 2, 3}, {}]]", "0")])
def graph_density(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    n = g.n
    if n < 2:
        return Integer(0)
    pairs = n * (n - 1)
    if g.is_directed:
        return make_rational(g.m, pairs)
    d, u = g.directed_flags()
    return make_rational(d + 2 * u, pairs)
