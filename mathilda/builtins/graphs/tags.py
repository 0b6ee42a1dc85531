"""Edge tags: EdgeTaggedGraph, IndexEdgeTaggedGraph, EdgeTags and EdgeTaggedGraphQ.

A tagged edge is ``UndirectedEdge[u, v, t]`` or ``DirectedEdge[u, v, t]``; tags tell
parallel edges apart."""

from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr, is_graph
from mathilda.core.expr import FALSE, NULL, TRUE, Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import graph_arg

_LIST = S.List


def _lst(items):
    return Expression(_LIST, tuple(items))


def _tag(e):
    return e.args[2] if len(e.args) > 2 else None


def _retag(g, tags):
    return GraphExpr(g.vertices, [edge_expr(e.args[0], e.args[1], e.head is S.DirectedEdge, t)
                                  for e, t in zip(g.edges, tags)], g.options)


def _unique_tags(g):
    """Tags making parallel edges distinct: an edge keeps a tag no parallel edge shares,
    the others get the smallest integers from 1 not taken in their group."""
    groups = {}
    for k, (i, j, d) in enumerate(g.ends):
        groups.setdefault((i, j, True) if d else (min(i, j), max(i, j), False), []).append(k)
    tags = [None] * g.m
    for ks in groups.values():
        counts = {}
        for k in ks:
            t = _tag(g.edges[k])
            if t is not None:
                counts[t] = counts.get(t, 0) + 1
        taken = set()
        for k in ks:
            t = _tag(g.edges[k])
            if t is not None and counts[t] == 1:
                tags[k] = t
                taken.add(t)
        n = 1
        for k in ks:
            if tags[k] is None:
                while Integer(n) in taken:
                    n += 1
                tags[k] = Integer(n)
                taken.add(Integer(n))
    return tags


@builtin("EdgeTaggedGraph", nargs=(1, None),
         usage="EdgeTaggedGraph[{e1, e2, ...}] gives the graph of the edges ei with every edge "
               "tagged, parallel edges by distinct integers from 1 (a tag no parallel edge "
               "shares is kept); EdgeTaggedGraph[{e1, ...} -> {t1, ...}] tags ei with ti; "
               "EdgeTaggedGraph[{v1, ...}, edges] with the vertices vi; options as for Graph.",
         examples=[("EdgeList[EdgeTaggedGraph[{1 <-> 2, 1 <-> 2, 2 <-> 3}]]",
                    "{UndirectedEdge[1, 2, 1], UndirectedEdge[1, 2, 2], "
                    "UndirectedEdge[2, 3, 1]}"),
                   ("EdgeList[EdgeTaggedGraph[{1 -> 2, 2 -> 3} -> {a, b}]]",
                    "{DirectedEdge[1, 2, a], DirectedEdge[2, 3, b]}"),
                   ("VertexList[EdgeTaggedGraph[{1, 2, 3, 4}, {1 <-> 2}]]", "{1, 2, 3, 4}"),
                   ("EdgeTags[EdgeTaggedGraph[{1 -> 2, 1 -> 2}, DirectedEdges -> False]]",
                    "{1, 2}"),
                   ("EdgeTaggedGraph[{1 -> 2} -> {a, b}]", "EdgeTaggedGraph[{1 -> 2} -> {a, b}]")])
def edge_tagged_graph(ev, expr):
    args = list(expr.args)
    k = 1 if len(args) > 1 and isinstance(args[1], Expression) and (
        args[1].head is _LIST or (args[1].head is S.Rule and isinstance(
            args[1].args[0], Expression) and args[1].args[0].head is _LIST)) else 0
    spec = args[k]
    explicit = None
    if isinstance(spec, Expression) and spec.head is S.Rule and \
            isinstance(spec.args[0], Expression) and spec.args[0].head is _LIST:
        es, ts = spec.args
        if not isinstance(ts, Expression) or ts.head is not _LIST or len(ts.args) != len(es.args):
            return None
        explicit = list(ts.args)
        args[k] = es
    g = ev.call("Graph", *args)
    if not is_graph(g):
        return None
    tags = explicit if explicit is not None else _unique_tags(g)
    if explicit is not None and len(tags) != g.m:
        return None
    return _retag(g, tags)


@builtin("IndexEdgeTaggedGraph", nargs=(1, 2),
         usage="IndexEdgeTaggedGraph[g] gives the graph g with its edges tagged by their "
               "positions 1, 2, ...; IndexEdgeTaggedGraph[g, r] by r, r + 1, ....",
         examples=[("EdgeList[IndexEdgeTaggedGraph[CycleGraph[3]]]",
                    "{UndirectedEdge[1, 2, 1], UndirectedEdge[2, 3, 2], "
                    "UndirectedEdge[3, 1, 3]}"),
                   ("EdgeTags[IndexEdgeTaggedGraph[PathGraph[{a, b, c}], 0]]", "{0, 1}"),
                   ("EdgeTaggedGraphQ[IndexEdgeTaggedGraph[StarGraph[4]]]", "True"),
                   ("EdgeCount[IndexEdgeTaggedGraph[Graph[{1 -> 2, 1 -> 2}]]]", "2"),
                   ("IndexEdgeTaggedGraph[x]", "IndexEdgeTaggedGraph[x]")])
def index_edge_tagged_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = 1
    if len(expr.args) == 2:
        if type(expr.args[1]) is not Integer:
            return None
        r = expr.args[1].value
    return _retag(g, [Integer(r + k) for k in range(g.m)])


@builtin("EdgeTags", nargs=(1, 2),
         usage="EdgeTags[g] gives the tags of the edges of the graph g in edge order (Null "
               "for an untagged edge; {} when no edge is tagged); EdgeTags[g, {u, v}] the "
               "tags of the edges between u and v (from u to v when directed).",
         examples=[("EdgeTags[Graph[{UndirectedEdge[1, 2, a], UndirectedEdge[2, 3, b]}]]",
                    "{a, b}"),
                   ("EdgeTags[Graph[{UndirectedEdge[1, 2, a], 2 <-> 3}]]", "{a, Null}"),
                   ("EdgeTags[CycleGraph[3]]", "{}"),
                   ("EdgeTags[EdgeTaggedGraph[{1 <-> 2, 1 <-> 2, 2 <-> 3}], {2, 1}]",
                    "{1, 2}"),
                   ("EdgeTags[Graph[{DirectedEdge[1, 2, x], DirectedEdge[2, 1, y]}], {1, 2}]",
                    "{x}")])
def edge_tags(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    tags = [_tag(e) for e in g.edges]
    if all(t is None for t in tags):
        return _lst(())
    if len(expr.args) == 1:
        return _lst(NULL if t is None else t for t in tags)
    p = expr.args[1]
    if not isinstance(p, Expression) or p.head is not _LIST or len(p.args) != 2 or \
            any(v not in g.vindex for v in p.args):
        return None
    i, j = g.vindex[p.args[0]], g.vindex[p.args[1]]
    out = []
    for t, (a, b, d) in zip(tags, g.ends):
        if (a, b) == (i, j) or (not d and (b, a) == (i, j)):
            out.append(NULL if t is None else t)
    return _lst(out)


@builtin("EdgeTaggedGraphQ", nargs=1,
         usage="EdgeTaggedGraphQ[g] yields True if the graph g has edges and every edge has a "
               "tag.",
         examples=[("EdgeTaggedGraphQ[EdgeTaggedGraph[{1 <-> 2, 2 <-> 3}]]", "True"),
                   ("EdgeTaggedGraphQ[CycleGraph[4]]", "False"),
                   ("EdgeTaggedGraphQ[Graph[{UndirectedEdge[1, 2, t]}]]", "True"),
                   ("EdgeTaggedGraphQ[Graph[{UndirectedEdge[1, 2, t], 2 <-> 3}]]", "False"),
                   ("EdgeTaggedGraphQ[x]", "False")])
def edge_tagged_graph_q(ev, expr):
    g = expr.args[0]
    if not is_graph(g) or not g.m:
        return FALSE
    return TRUE if all(_tag(e) is not None for e in g.edges) else FALSE
