"""Argument checks shared by the graph builtins (not a builtins module: no registrations)."""

from mathilda.algorithms.graphs.construct import as_graph
from mathilda.core.expr import Expression, Integer, S

INV = {"inv": "The argument `1` at position `2` in `3` is not a valid `4`."}


def graph_arg(ev, expr, pos=0, quiet=True):
    """The GraphExpr at argument ``pos`` of ``expr`` (a Graph or a list of edge rules), or
    None (after the inv message unless ``quiet``: a symbol may become a graph later)."""
    if len(expr.args) <= pos:
        return None
    g = as_graph(expr.args[pos])
    if g is None and not quiet:
        ev.message(expr.head.name, "inv", expr.args[pos], Integer(pos + 1), expr,
                   "graph")
    return g


def vertex_arg(ev, expr, g, pos):
    """The position of the vertex at argument ``pos``, or None after the inv message."""
    v = expr.args[pos]
    i = g.vindex.get(v)
    if i is None:
        ev.message(expr.head.name, "inv", v, Integer(pos + 1), expr, "vertex")
    return i


def int_list(values):
    return Expression(S.List, tuple(Integer(v) for v in values))


def vertex_list(g, positions):
    vs = g.vertices
    return Expression(S.List, tuple(vs[i] for i in positions))
