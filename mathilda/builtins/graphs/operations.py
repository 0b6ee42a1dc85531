"""Graph operations: GraphPower, GraphJoin, GraphSum, GraphProduct, GraphDisjointUnion,
TransitiveClosureGraph, TransitiveReductionGraph, SimpleGraph, CanonicalGraph, and the graphs
built from functions and matrices (WeightedAdjacencyGraph, NestGraph, RelationGraph), and the
component subgraphs (ConnectedGraphComponents, VertexOutComponent, ...)."""

from mathilda.algorithms.graphs import operations as OP
from mathilda.algorithms.graphs import editing as ED
from mathilda.algorithms.graphs.construct import graph_from_ends
from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr, make_graph
from mathilda.core.expr import TRUE, Expression, Integer, String, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_list

U, D = "\uf3d4", "\uf3d5"
_LIST = S.List


def _ints(n, start=1):
    return [Integer(start + i) for i in range(n)]


def _graphs(ev, expr, args):
    gs = [graph_arg(ev, expr, k) for k in range(len(args))]
    return None if any(g is None for g in gs) else gs


def _shifted(g, offset, vs):
    """The edges of ``g`` on the vertices ``vs`` (its positions shifted by ``offset``)."""
    return [edge_expr(vs[i + offset], vs[j + offset], d, e.args[2] if len(e.args) > 2
                      else None) for e, (i, j, d) in zip(g.edges, g.ends)]


@builtin("GraphPower", nargs=2,
         usage="GraphPower[g, n] gives the n-th power of the graph g: its vertices joined "
               "when their distance in g is at most n.",
         examples=[("GraphPower[CycleGraph[6], 2]", "Graph[<6>, <12>]"),
                   ("EdgeList[GraphPower[PathGraph[{1, 2, 3, 4}], 2]]",
                    "{1 %s 2, 1 %s 3, 2 %s 3, 2 %s 4, 3 %s 4}" % ((U,) * 5)),
                   ("EdgeList[GraphPower[Graph[{1 -> 2, 2 -> 3}], 2]]",
                    "{1 %s 2, 1 %s 3, 2 %s 3}" % ((D,) * 3)),
                   ("CompleteGraphQ[GraphPower[PetersenGraph[], 2]]", "True"),
                   ("GraphPower[CycleGraph[4], -1]", "GraphPower[Graph[<4>, <4>], -1]",
                    ["GraphPower::intnn: Non-negative integer expected at position 2 in "
                     "GraphPower[Graph[<4>, <4>], -1]."])])
def graph_power(ev, expr):
    g = graph_arg(ev, expr)
    k = expr.args[1]
    if g is None or type(k) is not Integer:
        return None
    if k.value < 0:
        ev.message("GraphPower", "intnn", expr, Integer(2))
        return None
    return graph_from_ends(g.vertices, OP.power(g, k.value))


@builtin("GraphDisjointUnion", nargs=(1, None),
         usage="GraphDisjointUnion[g1, g2, ...] gives the disjoint union of the graphs gi, on "
               "the vertices 1, 2, ... (those of g1 first).",
         examples=[("GraphDisjointUnion[CycleGraph[3], PathGraph[{a, b}]]",
                    "Graph[<5>, <4>]"),
                   ("EdgeList[GraphDisjointUnion[PathGraph[{1, 2}], PathGraph[{1, 2}]]]",
                    "{1 %s 2, 3 %s 4}" % (U, U)),
                   ("ConnectedComponents[GraphDisjointUnion[CycleGraph[3], CycleGraph[4]]]",
                    "{{4, 5, 6, 7}, {1, 2, 3}}"),
                   ("VertexCount[GraphDisjointUnion[StarGraph[3], StarGraph[4], "
                    "StarGraph[5]]]", "12"),
                   ("GraphDisjointUnion[CycleGraph[3], x]",
                    "GraphDisjointUnion[Graph[<3>, <3>], x]")])
def graph_disjoint_union(ev, expr):
    gs = _graphs(ev, expr, expr.args)
    if gs is None:
        return None
    vs = _ints(sum(g.n for g in gs))
    edges, off = [], 0
    for g in gs:
        edges += _shifted(g, off, vs)
        off += g.n
    return GraphExpr(vs, edges)


@builtin("GraphJoin", nargs=2,
         usage="GraphJoin[g1, g2] gives the join of the graphs g1 and g2: their disjoint "
               "union (on the vertices 1, 2, ...) with every vertex of g1 joined to every "
               "vertex of g2.",
         examples=[("GraphJoin[CycleGraph[3], CycleGraph[3]]", "Graph[<6>, <15>]"),
                   ("IsomorphicGraphQ[GraphJoin[CycleGraph[5], CompleteGraph[1]], "
                    "WheelGraph[6]]", "True"),
                   ("EdgeList[GraphJoin[PathGraph[{a, b}], CompleteGraph[1]]]",
                    "{1 %s 2, 1 %s 3, 2 %s 3}" % ((U,) * 3)),
                   ("IsomorphicGraphQ[GraphJoin[Graph[{1, 2}, {}], Graph[{1, 2, 3}, {}]], "
                    "CompleteGraph[{2, 3}]]", "True"),
                   ("GraphJoin[x, CycleGraph[3]]", "GraphJoin[x, Graph[<3>, <3>]]")])
def graph_join(ev, expr):
    gs = _graphs(ev, expr, expr.args)
    if gs is None:
        return None
    g1, g2 = gs
    vs = _ints(g1.n + g2.n)
    edges = _shifted(g1, 0, vs) + _shifted(g2, g1.n, vs)
    edges += [edge_expr(vs[i], vs[j], False) for i, j, _ in OP.join_ends(g1.n, g2.n)]
    return GraphExpr(vs, edges)


@builtin("GraphSum", nargs=(2, None),
         usage="GraphSum[g1, g2, ...] gives the graph sum: the edges of all the IndexGraph[gi] "
               "on the vertices 1, 2, ..., n (n the largest vertex count), so that for graphs "
               "of the same size the adjacency matrices add.",
         examples=[("GraphSum[CycleGraph[4], GraphComplement[CycleGraph[4]]] // "
                    "CompleteGraphQ", "True"),
                   ("EdgeList[GraphSum[PathGraph[{a, b, c}], Graph[{1 <-> 3}]]]",
                    "{1 %s 2, 2 %s 3, 1 %s 2}" % ((U,) * 3)),
                   ("Normal[AdjacencyMatrix[GraphSum[PathGraph[{1, 2}], PathGraph[{1, 2}]]]]",
                    "{{0, 2}, {2, 0}}"),
                   ("GraphSum[CycleGraph[3], StarGraph[5]]", "Graph[<5>, <7>]"),
                   ("GraphSum[CycleGraph[3], 5]", "GraphSum[Graph[<3>, <3>], 5]")])
def graph_sum(ev, expr):
    gs = _graphs(ev, expr, expr.args)
    if gs is None:
        return None
    vs = _ints(max(g.n for g in gs))
    edges = []
    for g in gs:
        edges += _shifted(g, 0, vs)
    return GraphExpr(vs, edges)


_PRODUCTS = ("Cartesian", "Tensor", "Strong", "Lexicographic", "Normal", "CoNormal",
             "Rooted")


@builtin("GraphProduct", nargs=(2, 3),
         messages={"type": "`1` is not a known graph product; use one of \"Cartesian\", "
                           "\"Tensor\", \"Strong\", \"Lexicographic\", \"Normal\", "
                           "\"CoNormal\" or \"Rooted\"."},
         usage="GraphProduct[g1, g2] gives the Cartesian product of the graphs g1 and g2; "
               "GraphProduct[g1, g2, type] the product of the given type (\"Cartesian\", "
               "\"Tensor\", \"Strong\" or \"Normal\", \"Lexicographic\", \"CoNormal\", "
               "\"Rooted\"). The vertex (i, j) of the product is (i - 1) n2 + j.",
         examples=[("GraphProduct[CycleGraph[3], PathGraph[{1, 2}]]", "Graph[<6>, <9>]"),
                   ("IsomorphicGraphQ[GraphProduct[PathGraph[{1, 2, 3}], PathGraph[{1, 2}]], "
                    "GridGraph[{3, 2}]]", "True"),
                   ("EdgeCount[GraphProduct[CycleGraph[4], CycleGraph[4], \"Tensor\"]]", "32"),
                   ("EdgeCount[GraphProduct[PathGraph[{1, 2}], PathGraph[{1, 2}], "
                    "\"Strong\"]]", "6"),
                   ("GraphProduct[CycleGraph[3], CycleGraph[3], \"Foo\"]",
                    "GraphProduct[Graph[<3>, <3>], Graph[<3>, <3>], Foo]",
                    ["GraphProduct::type: \"Foo\" is not a known graph product; use one of "
                     "\"Cartesian\", \"Tensor\", \"Strong\", \"Lexicographic\", \"Normal\", "
                     "\"CoNormal\" or \"Rooted\"."])])
def graph_product(ev, expr):
    gs = _graphs(ev, expr, expr.args[:2])
    if gs is None:
        return None
    kind = "Cartesian"
    if len(expr.args) == 3:
        t = expr.args[2]
        if type(t) is not String or t.value not in _PRODUCTS:
            ev.message("GraphProduct", "type", t)
            return None
        kind = t.value
    g1, g2 = gs
    if not ev.check_size((g1.n * g2.n) ** 2, "GraphProduct"):
        return None
    n, ends = OP.product(g1, g2, kind)
    return graph_from_ends(_ints(n), ends)


@builtin("TransitiveClosureGraph", nargs=1,
         usage="TransitiveClosureGraph[g] gives the transitive closure of the graph g: an "
               "edge from u to v whenever v can be reached from u (a loop at each vertex on a "
               "directed cycle).",
         examples=[("EdgeList[TransitiveClosureGraph[Graph[{1 -> 2, 2 -> 3}]]]",
                    "{1 %s 2, 1 %s 3, 2 %s 3}" % ((D,) * 3)),
                   ("CompleteGraphQ[TransitiveClosureGraph[PathGraph[{1, 2, 3, 4}]]]", "True"),
                   ("EdgeCount[TransitiveClosureGraph[CycleGraph[3, DirectedEdges -> True]]]",
                    "9"),
                   ("EdgeCount[TransitiveClosureGraph[Graph[{1 <-> 2, 3 <-> 4, 4 <-> 5}]]]",
                    "4"),
                   ("TransitiveClosureGraph[x]", "TransitiveClosureGraph[x]")])
def transitive_closure_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or not ev.check_size(g.n * g.n, "TransitiveClosureGraph"):
        return None
    return graph_from_ends(g.vertices, OP.transitive_closure(g))


@builtin("TransitiveReductionGraph", nargs=1,
         usage="TransitiveReductionGraph[g] gives a transitive reduction of the graph g: a "
               "graph with the fewest edges and the same reachability (unique for an acyclic "
               "graph).",
         examples=[("EdgeList[TransitiveReductionGraph[Graph[{1 -> 2, 2 -> 3, 1 -> 3}]]]",
                    "{1 %s 2, 2 %s 3}" % (D, D)),
                   ("EdgeCount[TransitiveReductionGraph[TransitiveClosureGraph["
                    "PathGraph[{1, 2, 3, 4, 5}, DirectedEdges -> True]]]]", "4"),
                   ("EdgeList[TransitiveReductionGraph[Graph[{1 -> 2, 2 -> 1, 1 -> 3, "
                    "2 -> 3}]]]", "{1 %s 2, 1 %s 3, 2 %s 1}" % ((D,) * 3)),
                   ("EdgeCount[TransitiveReductionGraph[CompleteGraph[4]]]", "3"),
                   ("TransitiveReductionGraph[3]", "TransitiveReductionGraph[3]")])
def transitive_reduction_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return graph_from_ends(g.vertices, OP.transitive_reduction(g))


@builtin("SimpleGraph", nargs=1,
         usage="SimpleGraph[g] gives the graph g without its self-loops and with each set of "
               "parallel edges replaced by one.",
         examples=[("EdgeList[SimpleGraph[Graph[{1 <-> 2, 2 <-> 1, 2 <-> 2, 2 <-> 3}]]]",
                    "{1 %s 2, 2 %s 3}" % (U, U)),
                   ("SimpleGraphQ[SimpleGraph[Graph[{1 -> 1, 1 -> 2, 1 -> 2}]]]", "True"),
                   ("EdgeList[SimpleGraph[Graph[{1 -> 2, 2 -> 1}]]]", "{1 %s 2, 2 %s 1}"
                    % (D, D)),
                   ("SimpleGraph[CycleGraph[4]] === CycleGraph[4]", "True"),
                   ("SimpleGraph[x]", "SimpleGraph[x]")])
def simple_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return ED.rebuild(g, list(g.vertices), OP.simple_ends(g))


@builtin("CanonicalGraph", nargs=1,
         messages={"big": "The canonical labeling search for `1` was abandoned as too "
                          "large."},
         usage="CanonicalGraph[g] gives a canonical form of the graph g on the vertices 1, "
               "2, ..., n: isomorphic graphs give identical canonical graphs.",
         examples=[("CanonicalGraph[Graph[{1 <-> 2, 2 <-> 3}]] === "
                    "CanonicalGraph[Graph[{a <-> b, a <-> c}]]", "True"),
                   ("CanonicalGraph[CycleGraph[5]] === CanonicalGraph[PetersenGraph[5, 1] // "
                    "Subgraph[#, {1, 2, 3, 4, 5}] &]", "True"),
                   ("CanonicalGraph[StarGraph[4]] === CanonicalGraph[PathGraph[{1, 2, 3, 4}]]",
                    "False"),
                   ("VertexList[CanonicalGraph[Graph[{a -> b}]]]", "{1, 2}"),
                   ("CanonicalGraph[PetersenGraph[]] === CanonicalGraph[Graph[VertexList["
                    "PetersenGraph[]], Reverse[EdgeList[PetersenGraph[]]]]]", "True")])
def canonical_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    order = OP.canonical_order(g)
    if order is None:
        ev.message("CanonicalGraph", "big", expr.args[0])
        return None
    lab = {v: k for k, v in enumerate(order)}
    ends = sorted(((lab[i], lab[j], d) if d or lab[i] <= lab[j] else (lab[j], lab[i], d))
                  for i, j, d in g.ends)
    return graph_from_ends(_ints(g.n), ends)


# --- graphs of matrices, functions and relations ------------------------------------------

def _rows(ev, m):
    if type(m) is Expression and m.head is S.SparseArray:
        m = ev.call("Normal", m)
    if hasattr(type(m), "array"):
        m = Expression(_LIST, m.args)
    if not isinstance(m, Expression) or m.head is not _LIST:
        return None
    n = len(m.args)
    rows = []
    for r in m.args:
        if hasattr(type(r), "array"):
            r = Expression(_LIST, r.args)
        if not isinstance(r, Expression) or r.head is not _LIST or len(r.args) != n:
            return None
        rows.append(list(r.args))
    return rows


def _is_inf(x):
    return x is S.Infinity or (type(x) is Expression and x.head is S.DirectedInfinity)


@builtin("WeightedAdjacencyGraph", nargs=(1, 2),
         messages={"mat": "The argument `1` is not a square matrix of weights."},
         usage="WeightedAdjacencyGraph[wmat] gives the graph whose edge weights are the "
               "entries of the square matrix wmat (Infinity: no edge; undirected when wmat is "
               "symmetric); WeightedAdjacencyGraph[{v1, v2, ...}, wmat] with vertices vi.",
         examples=[("g = WeightedAdjacencyGraph[{{Infinity, 2, 3}, {2, Infinity, Infinity}, "
                    "{3, Infinity, Infinity}}]; {EdgeList[g], Normal[WeightedAdjacencyMatrix[g]]}",
                    "{{1 %s 2, 1 %s 3}, {{0, 2, 3}, {2, 0, 0}, {3, 0, 0}}}" % (U, U)),
                   ("EdgeList[WeightedAdjacencyGraph[{a, b}, {{Infinity, 1}, "
                    "{Infinity, Infinity}}]]", "{a %s b}" % D),
                   ("GraphDistance[WeightedAdjacencyGraph[{{Infinity, 1, 5}, {1, Infinity, 1}, "
                    "{5, 1, Infinity}}], 1, 3]", "2"),
                   ("WeightedAdjacencyMatrix[WeightedAdjacencyGraph[{{Infinity, 7}, "
                    "{7, Infinity}}]] // Normal", "{{0, 7}, {7, 0}}"),
                   ("WeightedAdjacencyGraph[{1, 2}]", "WeightedAdjacencyGraph[{1, 2}]",
                    ["WeightedAdjacencyGraph::mat: The argument {1, 2} is not a square "
                     "matrix of weights."])])
def weighted_adjacency_graph(ev, expr):
    vs = None
    m = expr.args[-1]
    if len(expr.args) == 2:
        v = expr.args[0]
        if not isinstance(v, Expression) or v.head is not _LIST:
            return None
        vs = list(v.args)
    rows = _rows(ev, m)
    if rows is None or (vs is not None and len(vs) != len(rows)):
        ev.message("WeightedAdjacencyGraph", "mat", m)
        return None
    n = len(rows)
    vs = vs if vs is not None else _ints(n)
    directed = not all(rows[i][j] == rows[j][i] for i in range(n) for j in range(i))
    ends, weights = [], []
    for i in range(n):
        for j in range(n):
            w = rows[i][j]
            if _is_inf(w) or (not directed and j < i):
                continue
            ends.append((i, j, directed))
            weights.append(w)
    return graph_from_ends(vs, ends, {"EdgeWeight": Expression(_LIST, tuple(weights))})


def _as_list(x):
    return list(x.args) if isinstance(x, Expression) and x.head is _LIST else [x]


@builtin("NestGraph", nargs=3,
         usage="NestGraph[f, expr, n] gives the graph of the expressions reached from expr "
               "by applying f at most n times, with an edge from x to each element of f[x]; "
               "NestGraph[f, {expr1, expr2, ...}, n] starts from every expri.",
         examples=[("EdgeList[NestGraph[{2 #, # + 1} &, 1, 2]]",
                    "{1 %s 2, 2 %s 4, 2 %s 3}" % ((D,) * 3)),
                   ("VertexList[NestGraph[{2 #, # + 1} &, 1, 3]]", "{1, 2, 4, 3, 8, 5, 6}"),
                   ("NestGraph[Mod[# + 1, 5] &, 0, 10] // EdgeList",
                    "{0 %s 1, 1 %s 2, 2 %s 3, 3 %s 4, 4 %s 0}" % ((D,) * 5)),
                   ("VertexCount[NestGraph[{# <> \"a\", # <> \"b\"} &, \"\", 3]]", "15"),
                   ("NestGraph[f, x, -1]", "NestGraph[f, x, -1]",
                    ["NestGraph::intnn: Non-negative integer expected at position 3 in "
                     "NestGraph[f, x, -1]."])])
def nest_graph(ev, expr):
    f, start, k = expr.args
    if k is S.Infinity:
        depth = None
    elif type(k) is Integer and k.value >= 0:
        depth = k.value
    else:
        if type(k) is Integer:
            ev.message("NestGraph", "intnn", expr, Integer(3))
        return None
    level = list(dict.fromkeys(_as_list(start)))
    seen = {v: True for v in level}
    vertices = list(level)
    edges, pairs = [], set()
    step = 0
    while level and (depth is None or step < depth):
        nxt = []
        for x in level:
            for y in _as_list(ev.evaluate(Expression(f, (x,)))):
                if (x, y) not in pairs:
                    pairs.add((x, y))
                    edges.append(edge_expr(x, y, True))
                if y not in seen:
                    seen[y] = True
                    vertices.append(y)
                    nxt.append(y)
            if not ev.check_size(len(vertices) + len(edges), "NestGraph"):
                return None
        level = nxt
        step += 1
    return make_graph(vertices, edges)


@builtin("RelationGraph", nargs=(2, 3),
         usage="RelationGraph[f, {v1, v2, ...}] gives the graph with an edge from vi to vj "
               "whenever f[vi, vj] is True; RelationGraph[f, {v1, ...}, {w1, ...}] the "
               "bipartite graph with an edge from vi to wj whenever f[vi, wj] is True.",
         examples=[("EdgeList[RelationGraph[Less, {1, 2, 3}]]",
                    "{1 %s 2, 1 %s 3, 2 %s 3}" % ((D,) * 3)),
                   ("EdgeCount[RelationGraph[Divisible, Range[6]]]", "14"),
                   ("EdgeList[RelationGraph[#2 == 2 #1 &, {1, 2}, {2, 4}]]",
                    "{1 %s 2, 2 %s 4}" % (D, D)),
                   ("RelationGraph[Unequal, {1, 2, 3}]", "Graph[<3>, <6>]"),
                   ("RelationGraph[Less, x]", "RelationGraph[Less, x]")])
def relation_graph(ev, expr):
    f = expr.args[0]
    lists = expr.args[1:]
    if any(not isinstance(x, Expression) or x.head is not _LIST for x in lists):
        return None
    vs = list(lists[0].args)
    ws = list(lists[-1].args)
    if not ev.check_size(len(vs) * len(ws), "RelationGraph"):
        return None
    edges = [edge_expr(v, w, True) for v in vs for w in ws
             if ev.evaluate(Expression(f, (v, w))) is TRUE]
    return make_graph(vs + (ws if len(lists) == 2 else []), edges)


# --- components as graphs -----------------------------------------------------------------

def _component_graphs(ev, expr, which):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    comps = ev.call(which, g)
    if not isinstance(comps, Expression) or comps.head is not _LIST:
        return None
    return Expression(_LIST, tuple(ev.call("Subgraph", g, c) for c in comps.args))


@builtin("ConnectedGraphComponents", nargs=1,
         usage="ConnectedGraphComponents[g] gives the connected components of the graph g "
               "as graphs (strongly connected components for a directed graph), in the order "
               "of ConnectedComponents.",
         examples=[("ConnectedGraphComponents[Graph[{1 <-> 2, 3 <-> 4, 4 <-> 5}]]",
                    "{Graph[<3>, <2>], Graph[<2>, <1>]}"),
                   ("VertexList /@ ConnectedGraphComponents[Graph[{1 -> 2, 2 -> 1, 2 -> 3}]]",
                    "{{3}, {1, 2}}"),
                   ("Length[ConnectedGraphComponents[CycleGraph[5]]]", "1"),
                   ("EdgeList /@ ConnectedGraphComponents[Graph[{1, 2, 3}, {1 <-> 2}]]",
                    "{{1 %s 2}, {}}" % U),
                   ("ConnectedGraphComponents[x]", "ConnectedGraphComponents[x]")])
def connected_graph_components(ev, expr):
    return _component_graphs(ev, expr, "ConnectedComponents")


@builtin("WeaklyConnectedGraphComponents", nargs=1,
         usage="WeaklyConnectedGraphComponents[g] gives the weakly connected components of "
               "the graph g as graphs.",
         examples=[("WeaklyConnectedGraphComponents[Graph[{1 -> 2, 3 -> 2, 4 -> 5}]]",
                    "{Graph[<3>, <2>], Graph[<2>, <1>]}"),
                   ("VertexList /@ WeaklyConnectedGraphComponents[Graph[{1 -> 2, 3 -> 4}]]",
                    "{{1, 2}, {3, 4}}"),
                   ("Length[WeaklyConnectedGraphComponents[PathGraph[{1, 2, 3}, "
                    "DirectedEdges -> True]]]", "1"),
                   ("EdgeCount /@ WeaklyConnectedGraphComponents[Graph[{1 -> 2, 2 -> 3, "
                    "4 -> 4}]]", "{2, 1}"),
                   ("WeaklyConnectedGraphComponents[x]", "WeaklyConnectedGraphComponents[x]")])
def weakly_connected_graph_components(ev, expr):
    return _component_graphs(ev, expr, "WeaklyConnectedComponents")


def _component(ev, expr, forward):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    spec = expr.args[1]
    starts = []
    for v in (spec.args if isinstance(spec, Expression) and spec.head is _LIST
              and spec not in g.vindex else (spec,)):
        i = g.vindex.get(v)
        if i is None:
            ev.message(expr.head.name, "inv", spec, Integer(2), expr, "vertex")
            return None
        starts.append(i)
    cutoff = None
    if len(expr.args) == 3:
        k = expr.args[2]
        if k is S.Infinity:
            cutoff = None
        elif type(k) is Integer and k.value >= 0:
            cutoff = k.value
        else:
            return None
    found = set()
    for s in starts:
        found.update(OP.reach(g, s, forward, cutoff))
    return g, sorted(found)


def _component_builtin(name, forward, graph, usage, examples):
    @builtin(name, nargs=(2, 3), messages=INV, usage=usage, examples=examples)
    def fn(ev, expr):
        r = _component(ev, expr, forward)
        if r is None:
            return None
        g, found = r
        if graph:
            return ev.call("Subgraph", g, vertex_list(g, found))
        return vertex_list(g, found)
    fn.__name__ = name
    return fn


_component_builtin(
    "VertexOutComponent", True, False,
    "VertexOutComponent[g, v] gives the vertices of the graph g that can be reached from v "
    "(in vertex order); VertexOutComponent[g, {v1, v2, ...}] from any vi; "
    "VertexOutComponent[g, v, k] in at most k steps.",
    [("VertexOutComponent[Graph[{1 -> 2, 2 -> 3, 4 -> 1}], 1]", "{1, 2, 3}"),
     ("VertexOutComponent[Graph[{1 -> 2, 2 -> 3, 3 -> 4}], 1, 2]", "{1, 2, 3}"),
     ("VertexOutComponent[Graph[{1 -> 2, 3 -> 4}], {1, 3}]", "{1, 2, 3, 4}"),
     ("VertexOutComponent[CycleGraph[6], 1, 1]", "{1, 2, 6}"),
     ("VertexOutComponent[CycleGraph[3], 7]", "VertexOutComponent[Graph[<3>, <3>], 7]",
      ["VertexOutComponent::inv: The argument 7 at position 2 in "
       "VertexOutComponent[Graph[<3>, <3>], 7] is not a valid vertex."])])
_component_builtin(
    "VertexInComponent", False, False,
    "VertexInComponent[g, v] gives the vertices of the graph g from which v can be reached "
    "(in vertex order); VertexInComponent[g, {v1, v2, ...}] any vi; VertexInComponent[g, v, "
    "k] in at most k steps.",
    [("VertexInComponent[Graph[{1 -> 2, 2 -> 3, 4 -> 1}], 2]", "{1, 2, 4}"),
     ("VertexInComponent[Graph[{1 -> 2, 2 -> 3, 3 -> 4}], 4, 1]", "{3, 4}"),
     ("VertexInComponent[Graph[{1 -> 2, 3 -> 4}], {2, 4}]", "{1, 2, 3, 4}"),
     ("VertexInComponent[PathGraph[{1, 2, 3}], 1]", "{1, 2, 3}"),
     ("VertexInComponent[Graph[{1 -> 2}], 1]", "{1}")])
_component_builtin(
    "VertexOutComponentGraph", True, True,
    "VertexOutComponentGraph[g, v] gives the subgraph of the graph g induced by the vertices "
    "reachable from v; VertexOutComponentGraph[g, v, k] within k steps.",
    [("VertexOutComponentGraph[Graph[{1 -> 2, 2 -> 3, 4 -> 1}], 1]", "Graph[<3>, <2>]"),
     ("EdgeList[VertexOutComponentGraph[Graph[{1 -> 2, 2 -> 3, 3 -> 1, 3 -> 4}], 2, 1]]",
      "{2 %s 3}" % D),
     ("VertexList[VertexOutComponentGraph[Graph[{1 -> 2, 3 -> 4}], {1, 3}]]", "{1, 2, 3, 4}"),
     ("VertexCount[VertexOutComponentGraph[GridGraph[{3, 3}], 5, 1]]", "5"),
     ("VertexOutComponentGraph[CycleGraph[3], 1, x]",
      "VertexOutComponentGraph[Graph[<3>, <3>], 1, x]")])
_component_builtin(
    "VertexInComponentGraph", False, True,
    "VertexInComponentGraph[g, v] gives the subgraph of the graph g induced by the vertices "
    "from which v can be reached; VertexInComponentGraph[g, v, k] within k steps.",
    [("VertexInComponentGraph[Graph[{1 -> 2, 2 -> 3, 4 -> 1}], 2]", "Graph[<3>, <2>]"),
     ("VertexList[VertexInComponentGraph[Graph[{1 -> 2, 2 -> 3, 3 -> 4}], 4, 2]]",
      "{2, 3, 4}"),
     ("EdgeList[VertexInComponentGraph[Graph[{1 -> 3, 2 -> 3, 3 -> 4}], 3]]",
      "{1 %s 3, 2 %s 3}" % (D, D)),
     ("VertexCount[VertexInComponentGraph[CycleGraph[5], 1]]", "5"),
     ("VertexInComponentGraph[x, 1]", "VertexInComponentGraph[x, 1]")])
