"""Building ``Graph`` objects from their specifications.

    Graph[{e1, e2, ...}]                 edges (``a -> b``, ``a <-> b``, DirectedEdge,
                                         UndirectedEdge); other elements are vertices
    Graph[{v1, v2, ...}, {e1, ...}]      explicit vertex list first (vertex order), then the
                                         vertices of the edges not in it, in order of appearance
    Graph[..., {opt -> val, ...}]        the property list of the InputForm
    Graph[g, opts]                       a graph with more options

Vertices and edges may be wrapped: ``Labeled[x, l]`` (VertexLabels / EdgeLabels),
``Style[x, s]`` (VertexStyle / EdgeStyle), ``Property[x, name -> value]`` and
``Annotation[x, name -> value]`` (the property ``name`` of ``x``).

``build_graph`` returns a GraphExpr, or a string naming what is wrong (the builtin emits the
message)."""

from mathilda.core.expr import FALSE, TRUE, Expression, String, Symbol, S
from mathilda.algorithms.graphs.graph import (
    GraphExpr, edge_expr, is_graph, make_graph, parse_edge)

__all__ = ["build_graph", "split_graph_args", "as_graph", "is_option_rule", "with_options",
           "graph_from_ends"]

_LIST = S.List


def is_option_rule(x):
    return type(x) is Expression and x.head in (S.Rule, S.RuleDelayed) and len(x.args) == 2 \
        and type(x.args[0]) in (Symbol, String)


def _option_list(x):
    """The rules of a List of option rules (non-empty), else None."""
    if isinstance(x, Expression) and x.head is _LIST and x.args \
            and all(is_option_rule(r) for r in x.args):
        return list(x.args)
    return None


def split_graph_args(args):
    """(positional args, [option rules]): trailing option rules, and a trailing list of
    option rules after two positional lists (the InputForm's property list)."""
    n = len(args)
    while n > 0 and is_option_rule(args[n - 1]):
        n -= 1
    pos = list(args[:n])
    opts = list(args[n:])
    if len(pos) == 3:
        lst = _option_list(pos[2])
        if lst is not None or (isinstance(pos[2], Expression) and pos[2].head is _LIST
                               and not pos[2].args):
            opts = (lst or []) + opts
            pos = pos[:2]
    return pos, opts


def _opts_dict(rules):
    out = {}
    for r in rules:
        k = r.args[0]
        out[k.name if type(k) is Symbol else k.value] = r.args[1]
    return out


_WRAP_LABEL = {"vertex": "VertexLabels", "edge": "EdgeLabels"}
_WRAP_STYLE = {"vertex": "VertexStyle", "edge": "EdgeStyle"}


def _strip(x, kind, props, directed_rules=True):
    """``x`` without its Labeled/Style/Property/Annotation wrappers (an edge as an edge
    expression); the properties they give are added to ``props`` (name -> list of rules
    item -> value)."""
    if type(x) is Expression and x.args:
        h = x.head
        a = x.args
        rules = None
        if h is S.Labeled and len(a) >= 2:
            rules = [(_WRAP_LABEL[kind], a[1])]
        elif h is S.Style and len(a) >= 2:
            rules = [(_WRAP_STYLE[kind], a[1] if len(a) == 2
                      else Expression(S.Directive, a[1:]))]
        elif (h is S.Property or h is S.Annotation) and len(a) == 2:
            rules = []
            for r in (a[1].args if isinstance(a[1], Expression) and a[1].head is _LIST
                      else (a[1],)):
                if type(r) is Expression and r.head in (S.Rule, S.RuleDelayed) \
                        and len(r.args) == 2:
                    name = r.args[0]
                    key = name.name if type(name) is Symbol else \
                        name.value if type(name) is String else None
                    if key is not None:
                        rules.append((key, r.args[1]))
        if rules is not None:
            inner = _strip(a[0], kind, props, directed_rules)
            for key, val in rules:
                props.setdefault(key, []).append(Expression(S.Rule, (inner, val)))
            return inner
    if kind == "edge":
        e = parse_edge(x, directed_rules)
        return x if e is None else e
    return x


def _merge_props(options, props):
    for k, rules in props.items():
        old = options.get(k)
        if old is not None and isinstance(old, Expression) and old.head is _LIST and all(
                type(r) is Expression and r.head in (S.Rule, S.RuleDelayed) for r in old.args):
            rules = list(old.args) + rules
        options[k] = Expression(_LIST, tuple(rules))


def build_graph(args):
    """A GraphExpr for the arguments of ``Graph[...]``, or an error tag (str)."""
    pos, opt_rules = split_graph_args(args)
    options = _opts_dict(opt_rules)
    if len(pos) == 1 and is_graph(pos[0]):
        g = pos[0]
        if not options:
            return g
        merged = dict(g.options)
        merged.update(options)
        return _finish(g.vertices, g.edges, merged)
    directed_rules = True
    de = options.pop("DirectedEdges", None)
    if de is FALSE:
        directed_rules = False
    props = {}
    if len(pos) == 1:
        spec = pos[0]
        if not isinstance(spec, Expression) or spec.head is not _LIST:
            return "list"
        vertices, edges = [], []
        for x in spec.args:
            kind = "edge" if _looks_edge(x) else "vertex"
            y = _strip(x, kind, props, directed_rules)
            if kind == "edge":
                edges.append(y)
                vertices.extend(y.args[:2])
            else:
                vertices.append(y)
    elif len(pos) == 2:
        vs, es = pos
        if not isinstance(vs, Expression) or vs.head is not _LIST:
            return "vlist"
        if not isinstance(es, Expression) or es.head is not _LIST:
            return "elist"
        vertices = [_strip(v, "vertex", props) for v in vs.args]
        if any(parse_edge(v) is not None for v in vertices):
            return "vlist"
        edges = []
        for x in es.args:
            if not _looks_edge(x):
                return ("edge", x)
            edges.append(_strip(x, "edge", props, directed_rules))
    else:
        return "args"
    if de is TRUE:
        edges = [edge_expr(*e.args[:2], True, *(e.args[2:] or [None])) for e in edges]
    _merge_props(options, props)
    return _finish(vertices, edges, options)


def _looks_edge(x):
    while type(x) is Expression and x.head in (S.Labeled, S.Style, S.Property, S.Annotation) \
            and x.args:
        x = x.args[0]
    return parse_edge(x) is not None


def _finish(vertices, edges, options):
    return make_graph(vertices, edges, _normal_options(options, len(edges)))


def _normal_options(options, m):
    """Options as stored: EdgeWeight/EdgeCapacity given as a single value become a list."""
    out = {}
    for k, v in options.items():
        if k in ("EdgeWeight", "EdgeCapacity", "EdgeCost") and not (
                isinstance(v, Expression) and v.head is _LIST):
            v = Expression(_LIST, (v,) * m)
        out[k] = v
    return out


def with_options(g, options):
    """``g`` with its options replaced by ``options`` (a dict)."""
    return GraphExpr(g.vertices, g.edges, options)


def as_graph(x):
    """A GraphExpr for a graph argument: a Graph, or a list of edges (``{1 -> 2, ...}``);
    None otherwise."""
    if is_graph(x):
        return x
    if isinstance(x, Expression) and x.head is _LIST and x.args:
        edges = []
        for a in x.args:
            e = parse_edge(a)
            if e is None:
                return None
            edges.append(e)
        return make_graph([], edges)
    return None


def graph_from_ends(vertices, ends, options=None, tags=None):
    """A GraphExpr from vertex expressions and (i, j, directed) triples."""
    edges = [edge_expr(vertices[i], vertices[j], d,
                       None if tags is None else tags[k]) for k, (i, j, d) in enumerate(ends)]
    return GraphExpr(vertices, edges, options)

