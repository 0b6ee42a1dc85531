"""Drawing graphs: GraphPlot, LayeredGraphPlot, TreePlot give Graphics expressions (lines or
arrows for the edges, disks for the vertices, text for the labels) that the graphics renderer
draws.  ``graph_picture(g)`` is the picture a front end shows for a Graph object itself
(arrows for directed edges, the graph's own layout, labels and styles)."""

from mathilda.algorithms.graphs.construct import as_graph
from mathilda.algorithms.graphs.draw import coordinates, graph_graphics
from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr, is_graph
from mathilda.core.expr import FALSE, TRUE, Expression, String, Symbol, S
from mathilda.core.registry import builtin

_PLOT_OPTIONS = {"GraphLayout": "Automatic", "VertexLabels": "None",
                 "VertexCoordinates": "Automatic", "EdgeStyle": "Automatic",
                 "VertexStyle": "Automatic", "ImageSize": "Automatic", "PlotLabel": "None",
                 "DirectedEdges": "Automatic", "EdgeLabels": "None"}


def _opts(expr):
    pos = []
    opts = {}
    for a in expr.args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
                len(a.args) == 2 and type(a.args[0]) in (Symbol, String):
            k = a.args[0]
            opts[k.name if type(k) is Symbol else k.value] = a.args[1]
        else:
            pos.append(a)
    return pos, opts


def _graph_of(ev, x):
    g = as_graph(x)
    if g is not None:
        return g
    if isinstance(x, Expression) and x.head is S.List and x.args and all(
            isinstance(r, Expression) and r.head is S.List and len(r.args) == len(x.args)
            for r in x.args):
        a = ev.call("AdjacencyGraph", x)
        return a if is_graph(a) else None
    return None


def _as_lines(g):
    """The graph with its directed edges drawn as plain lines."""
    if not g.any_directed:
        return g
    return GraphExpr(g.vertices, [edge_expr(*e.args[:2], False) for e in g.edges], g.options)


def plot_graph(ev, g, opts, arrows, default_layout=None):
    layout_name = opts.get("GraphLayout", g.options.get("GraphLayout", S.Automatic))
    if layout_name is S.Automatic and default_layout is not None:
        layout_name = String(default_layout)
    coords = coordinates(g, opts.get("VertexCoordinates",
                                      g.options.get("VertexCoordinates")), layout_name)
    de = opts.get("DirectedEdges")
    if de is TRUE:
        arrows = True
    elif de is FALSE:
        arrows = False
    shown = g if arrows else _as_lines(g)
    extra = {k: v for k, v in opts.items() if k not in ("GraphLayout", "VertexCoordinates",
                                                          "DirectedEdges")
             and not (v is S["None"] and k in ("VertexLabels", "EdgeLabels"))
             and v is not S.Automatic}
    return graph_graphics(shown, coords, extra)


def _plot_builtin(name, usage, examples, arrows, default_layout=None):
    @builtin(name, nargs=(1, None), options=_PLOT_OPTIONS, usage=usage, examples=examples)
    def fn(ev, expr):
        pos, opts = _opts(expr)
        if len(pos) != 1:
            return None
        g = _graph_of(ev, pos[0])
        if g is None:
            return None
        return plot_graph(ev, g, opts, arrows, default_layout)
    fn.__name__ = name
    return fn


_plot_builtin(
    "GraphPlot",
    "GraphPlot[g] draws the graph g (a Graph, a list of rules v -> w, or an adjacency "
    "matrix) as Graphics: vertices as disks, edges as lines (arrows with "
    "DirectedEdges -> True); GraphLayout, VertexCoordinates, VertexLabels, EdgeStyle and "
    "VertexStyle control the drawing.",
    [("Head[GraphPlot[CycleGraph[5]]]", "Graphics"),
     ("Head[GraphPlot[{1 -> 2, 2 -> 3, 3 -> 1}]]", "Graphics"),
     ("Count[GraphPlot[CompleteGraph[4]], _Line, Infinity]", "6"),
     ("Count[GraphPlot[CompleteGraph[4]], _Disk, Infinity]", "4"),
     ("Count[GraphPlot[Graph[{1 -> 2, 2 -> 3}], DirectedEdges -> True], _Arrow, Infinity]",
      "2"),
     ("Cases[GraphPlot[PathGraph[{a, b}], VertexLabels -> \"Name\"], Text[l_, __] :> l, "
      "Infinity]", "{a, b}"),
     ("Cases[GraphPlot[PathGraph[{1, 2}], VertexCoordinates -> {{0, 0}, {1, 0}}], "
      "Disk[p_, _] :> p, Infinity]", "{{0., 0.}, {1., 0.}}")],
    False)
_plot_builtin(
    "LayeredGraphPlot",
    "LayeredGraphPlot[g] draws the graph g in layers, from its sources (or its first "
    "vertex) downwards, with the edges as arrows.",
    [("Head[LayeredGraphPlot[KaryTree[7]]]", "Graphics"),
     ("Count[LayeredGraphPlot[Graph[{1 -> 2, 1 -> 3}]], _Arrow, Infinity]", "2"),
     ("Cases[LayeredGraphPlot[Graph[{1 -> 2, 1 -> 3}]], Disk[{_, y_}, _] :> y, Infinity]",
      "{0., -1., -1.}"),
     ("Count[LayeredGraphPlot[StarGraph[4]], _Disk, Infinity]", "4"),
     ("Head[LayeredGraphPlot[{a -> b}]]", "Graphics")],
    True, "LayeredEmbedding")
_plot_builtin(
    "TreePlot",
    "TreePlot[g] draws the tree (or forest) g from its root downwards, with the edges as "
    "lines.",
    [("Head[TreePlot[KaryTree[7]]]", "Graphics"),
     ("Count[TreePlot[KaryTree[7]], _Line, Infinity]", "6"),
     ("Cases[TreePlot[PathGraph[{1, 2, 3}]], Disk[{_, y_}, _] :> y, Infinity]",
      "{0., -1., -2.}"),
     ("Cases[TreePlot[KaryTree[3]], Disk[{x_, _}, _] :> x, Infinity]", "{0.5, 0., 1.}"),
     ("Head[TreePlot[{1 -> 2, 1 -> 3}]]", "Graphics")],
    False, "LayeredEmbedding")
