"""Tours, paths and scans: FindShortestTour, FindPath, FindPostmanTour, BreadthFirstScan and
DepthFirstScan."""

from mathilda.algorithms.graphs import tours as TO
from mathilda.algorithms.graphs.construct import as_graph
from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr
from mathilda.algorithms.graphs.paths import INF, distance_matrix, num_expr, weights_of
from mathilda.core.expr import Expression, Integer, Real, String, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_arg, vertex_list
from mathilda.builtins.graphs.cycles import length_spec, steps_to_edges

_LIST = S.List
U, D = "\uf3d4", "\uf3d5"


def _lst(items):
    return Expression(_LIST, tuple(items))


def _float(ev, x):
    v = ev.call("N", x)
    if type(v) is Real:
        return float(v.value)
    if type(v) is Integer:
        return float(v.value)
    if v is S.Infinity:
        return INF
    return None


def _has_real(x):
    if type(x) is Real:
        return True
    return isinstance(x, Expression) and any(_has_real(a) for a in x.args)


def _point_matrix(ev, pts, dist_fn):
    """(float matrix, exact distance function or None) for a list of points or strings."""
    n = len(pts)
    if dist_fn is None:
        if all(type(p) is String for p in pts):
            dist_fn = S.EditDistance
        else:
            dist_fn = S.EuclideanDistance
    exact = {}
    d = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            e = ev.evaluate(Expression(dist_fn, (pts[i], pts[j])))
            f = _float(ev, e)
            if f is None:
                return None
            d[i][j] = d[j][i] = f
            exact[(i, j)] = exact[(j, i)] = e
    return d, exact


@builtin("FindShortestTour", nargs=(1, 3), options={"DistanceFunction": "Automatic",
                                                    "Method": "Automatic"}, messages=INV,
         usage="FindShortestTour[{p1, p2, ...}] gives {length, order}: a shortest closed tour "
               "through the points (or strings) pi, as the list of their indices starting and "
               "ending with 1; FindShortestTour[g] the tour through the vertices of the graph "
               "g (distances GraphDistance); FindShortestTour[pts, j, k] and "
               "FindShortestTour[g, s, t] a shortest path from one to the other through every "
               "point; FindShortestTour[data -> prop] gives the property \"Elements\", \"Indices\" or "
               "\"Length\" (a list of them, or All for an association). Exact up to 12 "
               "points, 2-opt and Or-opt beyond.",
         examples=[("FindShortestTour[{{0, 0}, {1, 1}, {1, 0}, {0, 1}}]",
                    "{4, {1, 3, 2, 4, 1}}"),
                   ("FindShortestTour[{{0, 0}, {2, 0}, {1, 1}}]", "{2 + 2 Sqrt[2], {1, 2, 3, 1}}"),
                   ("FindShortestTour[CycleGraph[5]]", "{5, {1, 2, 3, 4, 5, 1}}"),
                   ("FindShortestTour[{{0, 0}, {3, 0}, {1, 0}, {2, 0}}, 1, 2]",
                    "{3, {1, 3, 4, 2}}"),
                   ("FindShortestTour[{\"abc\", \"abd\", \"xyz\"}]", "{7, {1, 2, 3, 1}}"),
                   ("FindShortestTour[Graph[{1 <-> 2, 3 <-> 4}]]", "{Infinity, {}}"),
                   ("FindShortestTour[{{0, 0}, {2, 0}, {1, 1}} -> \"Elements\"]",
                    "{{0, 0}, {2, 0}, {1, 1}, {0, 0}}"),
                   ("FindShortestTour[{a <-> b, b <-> c, c <-> a} -> {\"Indices\", "
                    "\"Length\"}]", "{{1, 2, 3, 1}, 3}")])
def find_shortest_tour(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (1, 3):
        return None
    x = pos[0]
    if isinstance(x, Expression) and x.head is S.Rule and _is_prop(x.args[1]):
        return _tour_property(ev, expr, x.args[0], x.args[1])
    g = as_graph(x) if not (isinstance(x, Expression) and x.head is _LIST and x.args and
                            all(isinstance(a, Expression) and a.head is _LIST
                                for a in x.args)) else None
    ends = None
    if g is not None:
        w = weights_of(g)
        if w == "symbolic":
            return None
        if len(pos) == 3:
            s = vertex_arg(ev, expr, g, 1)
            t = vertex_arg(ev, expr, g, 2) if s is not None else None
            if s is None or t is None:
                return None
            ends = (s, t)
        d = distance_matrix(g, w)
        names = g.vertices
        exact = None
    else:
        if not isinstance(x, Expression) or x.head is not _LIST:
            return None
        pts = list(x.args)
        if len(pos) == 3:
            j, k = pos[1], pos[2]
            if any(type(a) is not Integer or not 1 <= a.value <= len(pts) for a in (j, k)):
                return None
            ends = (j.value - 1, k.value - 1)
        df = opts.get("DistanceFunction")
        r = _point_matrix(ev, pts, None if df is S.Automatic else df)
        if r is None:
            return None
        d, exact = r
        names = [Integer(i + 1) for i in range(len(pts))]
        if _has_real(x):
            exact = None
    if not ev.check_size(len(d) ** 2, "FindShortestTour"):
        return None
    if ends is None:
        length, order = TO.tsp(d)
    else:
        length, order = TO.tsp_path(d, *ends)
    if length == INF:
        return _lst([S.Infinity, _lst(())])
    if exact is not None:
        steps = [exact[(a, b)] for a, b in zip(order, order[1:]) if a != b]
        lexpr = ev.call("Plus", *steps) if steps else Integer(0)
    elif g is not None:
        lexpr = num_expr(length)
    else:
        lexpr = Real(float(length))
    return _lst([lexpr, _lst(names[i] for i in order)])


_PROPS = ("Elements", "Indices", "Length")


def _is_prop(p):
    if p is S.All or (type(p) is String and p.value in _PROPS):
        return True
    return isinstance(p, Expression) and p.head is _LIST and p.args and all(
        _is_prop(q) and q is not S.All for q in p.args)


def _tour_property(ev, expr, data, prop):
    """FindShortestTour[data -> prop, ...]."""
    r = ev.evaluate(Expression(expr.head, (data,) + expr.args[1:]))
    if not (isinstance(r, Expression) and r.head is _LIST and len(r.args) == 2):
        return None
    length, order = r.args
    g = as_graph(data) if not (isinstance(data, Expression) and data.head is _LIST and all(
        isinstance(a, Expression) and a.head is _LIST for a in data.args)) else None
    if g is not None:
        elements = order
        indices = _lst(Integer(g.vindex[v] + 1) for v in order.args)
    else:
        indices = order
        elements = _lst(data.args[i.value - 1] for i in order.args)
    values = {"Elements": elements, "Indices": indices, "Length": length}
    if prop is S.All:
        return ev.call("Association", *(Expression(S.Rule, (String(k), values[k]))
                                        for k in _PROPS))
    if type(prop) is String:
        return values[prop.value]
    return _lst(values[q.value] for q in prop.args)


@builtin("FindPath", nargs=(3, 5), messages=INV,
         usage="FindPath[g, s, t] finds a path from s to t in the graph g, as a list holding "
               "the list of its vertices; FindPath[g, s, t, k] a path of length at most k, "
               "FindPath[g, s, t, {k}] of length exactly k, FindPath[g, s, t, {kmin, kmax}] "
               "between; FindPath[g, s, t, kspec, n] up to n paths (All: every one), shortest "
               "first. Lengths are total edge weights.",
         examples=[("FindPath[CycleGraph[5], 1, 3]", "{{1, 2, 3}}"),
                   ("FindPath[CycleGraph[5], 1, 3, {3}]", "{{1, 5, 4, 3}}"),
                   ("FindPath[CompleteGraph[4], 1, 2, Infinity, All]",
                    "{{1, 2}, {1, 3, 2}, {1, 4, 2}, {1, 3, 4, 2}, {1, 4, 3, 2}}"),
                   ("FindPath[Graph[{1 -> 2, 2 -> 3}], 3, 1]", "{}"),
                   ("FindPath[GridGraph[{2, 3}], 1, 6, 3, 2]", "{{1, 2, 4, 6}, {1, 3, 4, 6}}")])
def find_path(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    s = vertex_arg(ev, expr, g, 1)
    t = vertex_arg(ev, expr, g, 2) if s is not None else None
    if s is None or t is None:
        return None
    kmin, kmax = 0, None
    if len(expr.args) >= 4:
        spec = length_spec(expr.args[3])
        if spec is None:
            return None
        kmin, kmax = spec
        if type(expr.args[3]) is Integer:
            kmin = 0
    limit = 1
    if len(expr.args) == 5:
        c = expr.args[4]
        if c is S.All or c is S.Infinity:
            limit = None
        elif type(c) is Integer and c.value >= 0:
            limit = c.value
        else:
            return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    out = []
    if limit != 0:
        for length, p in _simple_paths(g, s, t, w):
            if kmax is not None and length > kmax:
                break
            if length < kmin:
                continue
            out.append(vertex_list(g, p))
            if limit is not None and len(out) >= limit:
                break
    return _lst(out)


def _simple_paths(g, s, t, w):
    """(length, path) for the simple paths from s to t in increasing length (Yen)."""
    import networkx as nx
    G = nx.DiGraph() if g.any_directed else nx.Graph()
    G.add_nodes_from(range(g.n))
    for k, (i, j, d) in enumerate(g.ends):
        if i == j:
            continue
        wt = 1 if w is None else w[k]
        pairs = [(i, j)] if d or not g.any_directed else [(i, j), (j, i)]
        for a, b in pairs:
            if not G.has_edge(a, b) or G[a][b]["weight"] > wt:
                G.add_edge(a, b, weight=wt)
    if s == t:
        yield 0, [s]
        return
    try:
        for p in nx.shortest_simple_paths(G, s, t, weight="weight"):
            yield sum(G[a][b]["weight"] for a, b in zip(p, p[1:])), p
    except nx.NetworkXNoPath:
        return


@builtin("FindPostmanTour", nargs=(1, 2),
         usage="FindPostmanTour[g] finds a shortest closed walk of the undirected graph g "
               "through every edge at least once (a Chinese postman tour), as a list holding "
               "the list of its edges; {} when g is not connected.",
         examples=[("FindPostmanTour[CycleGraph[4]]",
                    "{{1 %s 2, 2 %s 3, 3 %s 4, 4 %s 1}}" % ((U,) * 4)),
                   ("FindPostmanTour[PathGraph[{1, 2, 3}]]",
                    "{{1 %s 2, 2 %s 3, 3 %s 2, 2 %s 1}}" % ((U,) * 4)),
                   ("Length[First[FindPostmanTour[PetersenGraph[]]]]", "20"),
                   ("Length[First[FindPostmanTour[CompleteGraph[4]]]]", "8"),
                   ("FindPostmanTour[Graph[{1 <-> 2, 3 <-> 4}]]", "{}")])
def find_postman_tour(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or g.any_directed or g.m == 0:
        return None
    if len(expr.args) == 2 and not (type(expr.args[1]) is Integer and expr.args[1].value >= 1):
        return None
    w = weights_of(g)
    if w == "symbolic":
        return None
    from mathilda.algorithms.graphs.cycles import eulerian_cycle
    from mathilda.algorithms.graphs.structure import components
    if sum(1 for c in components(g) if len(c) > 1 or g.neighbors()[c[0]]) > 1:
        return _lst(())
    extra = TO.postman_extra_edges(g, w)
    if extra is None:
        return _lst(())
    aug = GraphExpr(g.vertices, list(g.edges) + [g.edges[k] for k in extra])
    steps = eulerian_cycle(aug)
    if steps is None:
        return _lst(())
    return _lst((steps_to_edges(aug, steps),))


_BFS_EVENTS = ("PrevisitVertex", "PostvisitVertex", "DiscoverVertex", "FrontierEdge",
               "CycleEdge", "UnvisitedVertex")
_DFS_EVENTS = ("PrevisitVertex", "PostvisitVertex", "DiscoverVertex", "FrontierEdge",
               "BackEdge", "ForwardEdge", "CrossEdge", "UnvisitedVertex")


def _scan(ev, expr, events_of, known):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    args = expr.args[1:]
    start = None
    if args and not (isinstance(args[0], Expression) and args[0].head is _LIST):
        start = vertex_arg(ev, expr, g, 1)
        if start is None:
            return None
        args = args[1:]
    handlers = {}
    if args:
        spec = args[0]
        if not isinstance(spec, Expression) or spec.head is not _LIST:
            return None
        for r in spec.args:
            if not (isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)
                    and type(r.args[0]) is String and r.args[0].value in known):
                return None
            handlers[r.args[0].value] = r.args[1]
    vs = g.vertices
    for name, a in events_of(g, start):
        f = handlers.get(name)
        if f is None:
            continue
        if name.endswith("Edge"):
            k, u, v = a[0]
            e = g.edges[k]
            if e.head is not S.DirectedEdge:
                e = edge_expr(vs[u], vs[v], False, e.args[2] if len(e.args) > 2 else None)
            call_args = (e,)
        elif name == "DiscoverVertex":
            call_args = (vs[a[0]], vs[a[1]], Integer(a[2]))
        else:
            call_args = (vs[a[0]],)
        ev.evaluate(Expression(f, call_args))
    return expr.args[0] if isinstance(expr.args[0], GraphExpr) else g


@builtin("BreadthFirstScan", nargs=(1, 3), messages=INV,
         usage="BreadthFirstScan[g, s, {\"event\" -> f, ...}] scans the graph g breadth first "
               "from the vertex s, calling f at each event (\"PrevisitVertex\" and "
               "\"PostvisitVertex\" with the vertex, \"DiscoverVertex\" with u, the vertex v "
               "it was reached from and its distance, \"FrontierEdge\" and \"CycleEdge\" with "
               "the edge); BreadthFirstScan[g, {...}] scans every component (\"UnvisitedVertex\" "
               "at each new start). Gives the graph.",
         examples=[("Reap[BreadthFirstScan[KaryTree[7], 1, {\"PrevisitVertex\" -> Sow}]][[2]]",
                    "{{1, 2, 3, 4, 5, 6, 7}}"),
                   ("Reap[BreadthFirstScan[CycleGraph[4], 1, {\"DiscoverVertex\" -> "
                    "(Sow[{#1, #2, #3}] &)}]][[2, 1]]",
                    "{{1, 1, 0}, {2, 1, 1}, {4, 1, 1}, {3, 2, 2}}"),
                   ("Reap[BreadthFirstScan[CycleGraph[4], 1, {\"CycleEdge\" -> Sow}]][[2]]",
                    "{{4 %s 3}}" % U),
                   ("Reap[BreadthFirstScan[Graph[{1 <-> 2, 3 <-> 4}], {\"UnvisitedVertex\" -> "
                    "Sow}]][[2]]", "{{1, 3}}"),
                   ("BreadthFirstScan[PathGraph[{1, 2}], 1, {\"Foo\" -> f}]",
                    "BreadthFirstScan[Graph[<2>, <1>], 1, {Foo -> f}]")])
def breadth_first_scan(ev, expr):
    return _scan(ev, expr, TO.bfs_events, _BFS_EVENTS)


@builtin("DepthFirstScan", nargs=(1, 3), messages=INV,
         usage="DepthFirstScan[g, s, {\"event\" -> f, ...}] scans the graph g depth first "
               "from the vertex s, calling f at each event (\"PrevisitVertex\", "
               "\"PostvisitVertex\", \"DiscoverVertex\" with u, its parent and depth, "
               "\"FrontierEdge\", \"BackEdge\", \"ForwardEdge\", \"CrossEdge\" with the edge); "
               "DepthFirstScan[g, {...}] scans every component (\"UnvisitedVertex\" at each new "
               "start). Gives the graph.",
         examples=[("Reap[DepthFirstScan[KaryTree[7], 1, {\"PrevisitVertex\" -> Sow}]][[2]]",
                    "{{1, 2, 4, 5, 3, 6, 7}}"),
                   ("Reap[DepthFirstScan[KaryTree[7], 1, {\"PostvisitVertex\" -> Sow}]][[2]]",
                    "{{4, 5, 2, 6, 7, 3, 1}}"),
                   ("Reap[DepthFirstScan[CycleGraph[4], 1, {\"BackEdge\" -> Sow}]][[2]]",
                    "{{4 %s 1}}" % U),
                   ("Reap[DepthFirstScan[Graph[{1 -> 2, 1 -> 3, 2 -> 3}], 1, "
                    "{\"ForwardEdge\" -> Sow}]][[2]]", "{{1 %s 3}}" % D),
                   ("Reap[DepthFirstScan[Graph[{1 -> 2, 3 -> 2}], {\"CrossEdge\" -> Sow, "
                    "\"UnvisitedVertex\" -> Sow}]][[2]]", "{{1, 3, 3 %s 2}}" % D)])
def depth_first_scan(ev, expr):
    return _scan(ev, expr, TO.dfs_events, _DFS_EVENTS)
