"""HighlightGraph: a graph with some of its vertices and edges drawn highlighted."""

from mathilda.algorithms.graphs.construct import with_options
from mathilda.algorithms.graphs.graph import is_graph
from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import graph_arg

_LIST = S.List


def _items(x):
    """The highlight items of one group: a graph's vertices and edges, a list's elements,
    or the single item."""
    if is_graph(x):
        return list(x.vertices) + list(x.edges)
    if isinstance(x, Expression) and x.head is _LIST:
        return list(x.args)
    return [x]


@builtin("HighlightGraph", nargs=2,
         usage="HighlightGraph[g, {x1, x2, ...}] gives the graph g with the vertices and edges "
               "xi highlighted in its drawing (Style[xi, style] for a style of its own); "
               "HighlightGraph[g, h] highlights the vertices and edges of the subgraph h; "
               "HighlightGraph[g, {h1, h2, ...}] each hi (a graph or a list) in its own "
               "colour.",
         examples=[("HighlightGraph[CycleGraph[5], {1, 2, 1 <-> 2}]", "Graph[<5>, <5>]"),
                   ("InputForm[HighlightGraph[PathGraph[{a, b}], {a}]]",
                    "Graph[{a, b}, {UndirectedEdge[a, b]}, {GraphHighlight -> {a}}]"),
                   ("VertexList[HighlightGraph[PetersenGraph[], Subgraph[PetersenGraph[], "
                    "{1, 2, 3}]]]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}"),
                   ("EdgeCount[HighlightGraph[CompleteGraph[4], {{1, 2}, {3, 4}}]]", "6"),
                   ("HighlightGraph[x, {1}]", "HighlightGraph[x, {1}]")])
def highlight_graph(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    spec = expr.args[1]
    if is_graph(spec):
        hl = Expression(_LIST, tuple(_items(spec)))
    elif isinstance(spec, Expression) and spec.head is _LIST and any(
            is_graph(x) or (isinstance(x, Expression) and x.head is _LIST) for x in spec.args):
        hl = Expression(_LIST, tuple(Expression(_LIST, tuple(_items(x))) for x in spec.args))
    else:
        hl = Expression(_LIST, tuple(_items(spec)))
    opts = dict(g.options)
    opts["GraphHighlight"] = hl
    return with_options(g, opts)
