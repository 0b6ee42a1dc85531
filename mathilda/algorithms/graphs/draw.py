"""A graph as a Graphics expression: edges as lines (arrows when directed), vertices as
disks, labels as text.

    Graphics[{{edge style, Line[{p, q}], ..., Arrowheads[s], Arrow[{p, q}], ...},
              {vertex style, EdgeForm[...], Disk[p, r], ...},
              {Text[label, p, offset], ...}},
             ImageSize -> ..., PlotRangePadding -> ...]

Parallel edges bend away from each other (a line through an offset middle point); a loop is
a small circle beside its vertex.  Arrows end at the border of the target's disk.  The
styles follow the Wolfram Language defaults in spirit: grey edges, blue vertices with a
darker rim."""

import math

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S

__all__ = ["graph_graphics", "coordinates", "picture", "highlights"]

_LIST = S.List


def _r(x):
    return Real(float(round(x, 6)))


def _pt(p):
    return Expression(_LIST, (_r(p[0]), _r(p[1])))


def _e(head, *args):
    return Expression(Symbol(head), tuple(args))


def _rgb(r, g, b):
    return _e("RGBColor", Real(r), Real(g), Real(b))


VERTEX_COLOR = (0.368417, 0.506779, 0.709798)
VERTEX_RIM = (0.2, 0.3, 0.45)
EDGE_COLOR = (0.5, 0.5, 0.5)


def _rule_map(spec):
    """{item: value} from a list of rules item -> value (and None for a non-list)."""
    if isinstance(spec, Expression) and spec.head is _LIST:
        out = {}
        for r in spec.args:
            if type(r) is Expression and r.head in (S.Rule, S.RuleDelayed) and len(r.args) == 2:
                out[r.args[0]] = r.args[1]
        return out
    return None


def _vertex_labels(g, spec):
    """{vertex position: label Expr} for a VertexLabels setting."""
    if spec is None or spec is S["None"]:
        return {}
    if spec is S.Automatic or (type(spec) is String and spec.value == "Name"):
        return {i: v for i, v in enumerate(g.vertices)}
    m = _rule_map(spec)
    if m is not None:
        out = {}
        for i, v in enumerate(g.vertices):
            if v in m:
                lab = m[v]
                out[i] = v if type(lab) is String and lab.value == "Name" else lab
        if not out and len(spec.args) == 1 and type(spec.args[0]) is String and \
                spec.args[0].value == "Name":
            return {i: v for i, v in enumerate(g.vertices)}
        return out
    return {}


def _edge_labels(g, spec):
    m = _rule_map(spec)
    if m is None:
        return {}
    return {k: m[e] for k, e in enumerate(g.edges) if e in m}


def _shorten(p, q, r):
    """The segment p -> q cut back by r at q."""
    d = math.dist(p, q)
    if d <= 2 * r or d == 0:
        return q
    t = (d - r) / d
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def graph_graphics(g, coords, options=None):
    """The Graphics expression drawing ``g`` at ``coords`` (one (x, y) per vertex)."""
    opts = dict(g.options)
    if options:
        opts.update(options)
    n = g.n
    dmin = None
    for i in range(n):
        for j in range(i + 1, min(n, i + 60)):
            d = math.dist(coords[i], coords[j])
            if d > 0 and (dmin is None or d < dmin):
                dmin = d
    radius = 0.08 if dmin is None else min(0.08, 0.25 * dmin)
    hv, he = highlights(g, opts.get("GraphHighlight"))
    per_edge = _edge_styles(g, opts.get("EdgeStyle"))
    lines, arrows, loops = [], [], []
    hl_edges = []
    counts = {}
    for k, (i, j, d) in enumerate(g.ends):
        p, q = coords[i], coords[j]
        if i == j:
            prim = _e("Circle", _pt((p[0], p[1] + 2.2 * radius)), _r(1.6 * radius))
            if k in he:
                hl_edges.append(Expression(_LIST, (he[k], _e("AbsoluteThickness", Real(3.0)),
                                                   prim)))
            else:
                loops.append(prim)
            continue
        key = (min(i, j), max(i, j))
        c = counts.get(key, 0)
        counts[key] = c + 1
        pts = [p, q]
        if c:
            # bend the c-th parallel edge: alternate sides, growing offsets
            side = 1 if c % 2 else -1
            off = side * 0.12 * ((c + 1) // 2) * math.dist(p, q)
            dx, dy = q[0] - p[0], q[1] - p[1]
            length = math.hypot(dx, dy) or 1.0
            mid = ((p[0] + q[0]) / 2 - dy / length * off, (p[1] + q[1]) / 2 + dx / length * off)
            pts = [p, mid, q]
        if d:
            pts[-1] = _shorten(pts[-2], pts[-1], radius)
            prim = _e("Arrow", Expression(_LIST, tuple(_pt(x) for x in pts)))
        else:
            prim = _e("Line", Expression(_LIST, tuple(_pt(x) for x in pts)))
        if k in per_edge:
            prim = Expression(_LIST, (per_edge[k], prim))
        if k in he:
            hl_edges.append(Expression(_LIST, (he[k], _e("AbsoluteThickness", Real(3.0))) + (
                (_e("Arrowheads", Real(0.05)),) if d else ()) + (prim,)))
        elif d:
            arrows.append(prim)
        else:
            lines.append(prim)
    edge_style = [_rgb(*EDGE_COLOR)]
    es = opts.get("EdgeStyle")
    if es is not None and _rule_map(es) is None and es is not S.Automatic:
        edge_style.append(es)
    edges = Expression(_LIST, tuple(edge_style) + tuple(lines) + tuple(loops) + (
        (_e("Arrowheads", Real(0.04)),) + tuple(arrows) if arrows else ()) + tuple(hl_edges))
    vstyle = [_rgb(*VERTEX_COLOR), _e("EdgeForm", _rgb(*VERTEX_RIM))]
    vs = opts.get("VertexStyle")
    if vs is not None and _rule_map(vs) is None and vs is not S.Automatic:
        vstyle.append(vs)
    per_vertex = _rule_map(vs) or {}
    disks = []
    for i, v in enumerate(g.vertices):
        disk = _e("Disk", _pt(coords[i]), _r(radius))
        if i in hv:
            disk = Expression(_LIST, (hv[i], _e("Disk", _pt(coords[i]), _r(1.25 * radius))))
        elif v in per_vertex:
            disk = Expression(_LIST, (per_vertex[v], disk))
        disks.append(disk)
    vertices = Expression(_LIST, tuple(vstyle) + tuple(disks))
    texts = []
    for i, lab in sorted(_vertex_labels(g, opts.get("VertexLabels")).items()):
        p = coords[i]
        texts.append(_e("Text", lab, _pt((p[0] + 1.3 * radius, p[1] + 1.3 * radius)),
                        Expression(_LIST, (Integer(-1), Integer(-1)))))
    for k, lab in sorted(_edge_labels(g, opts.get("EdgeLabels")).items()):
        i, j, _ = g.ends[k]
        p, q = coords[i], coords[j]
        texts.append(_e("Text", lab, _pt(((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))))
    content = [edges, vertices]
    if texts:
        content.append(Expression(_LIST, (_rgb(0.2, 0.2, 0.2),) + tuple(texts)))
    gopts = [Expression(S.Rule, (S.PlotRangePadding, _r(2.5 * radius + 0.05)))]
    for name in ("ImageSize", "PlotLabel", "Background", "Frame"):
        if name in opts and opts[name] is not S.Automatic:
            gopts.append(Expression(S.Rule, (Symbol(name), opts[name])))
    if not any(r.args[0] is S.ImageSize for r in gopts):
        width = 180 if n <= 4 else 260 if n <= 20 else 360
        gopts.append(Expression(S.Rule, (S.ImageSize, Integer(width))))
    return Expression(S.Graphics, (Expression(_LIST, tuple(content)),) + tuple(gopts))


def coordinates(g, spec, layout_name):
    """Coordinates from a VertexCoordinates setting (a list of points or rules), else from
    the layout."""
    if isinstance(spec, Expression) and spec.head is S.List and spec.args:
        pts = {}
        if all(isinstance(a, Expression) and a.head is S.Rule for a in spec.args):
            for r in spec.args:
                pts[r.args[0]] = r.args[1]
            items = [pts.get(v) for v in g.vertices]
        elif len(spec.args) == g.n:
            items = list(spec.args)
        else:
            items = None
        if items is not None and all(_point(p) is not None for p in items):
            return [_point(p) for p in items]
    from mathilda.algorithms.graphs.layout import layout
    name = layout_name.value if type(layout_name) is String else None
    coords, _ = layout(g, name)
    return coords


def _edge_styles(g, spec):
    """{edge position: style} for EdgeStyle -> {e1 -> s1, ...}: an edge given as u -> v,
    u <-> v or an edge head matches the edges between u and v (an undirected one either
    way round; directions are not told apart, so that a directed graph drawn with lines
    keeps its styles)."""
    from mathilda.algorithms.graphs.graph import parse_edge
    rules = _rule_map(spec)
    if not rules:
        return {}
    ends = {}
    for key, st in rules.items():
        e = parse_edge(key)
        if e is None:
            continue
        u, v = e.args[0], e.args[1]
        ends.setdefault((u, v), st)
        if e.head is S.UndirectedEdge:
            ends.setdefault((v, u), st)
    out = {}
    for k, e in enumerate(g.edges):
        st = ends.get((e.args[0], e.args[1]))
        if st is None and e.head is S.UndirectedEdge:
            st = ends.get((e.args[1], e.args[0]))
        if st is not None:
            out[k] = st
    return out


HIGHLIGHT_COLORS = ((0.922526, 0.385626, 0.209179), (0.560181, 0.691569, 0.194885),
                    (0.528488, 0.470624, 0.701351), (0.772079, 0.431554, 0.102387),
                    (0.363898, 0.618501, 0.782349))


def highlights(g, spec):
    """({vertex position: directive}, {edge position: directive}) for a GraphHighlight
    setting: a list of vertices and edges, Style[item, directive] for a style of one's own,
    and a list of such lists for groups in different colours."""
    from mathilda.algorithms.graphs.graph import parse_edge
    hv, he = {}, {}
    if not isinstance(spec, Expression) or spec.head is not _LIST:
        return hv, he
    items = list(spec.args)
    groups = [items]
    if items and all(isinstance(x, Expression) and x.head is _LIST for x in items):
        groups = [list(x.args) for x in items]
    vi = g.vindex

    def mark(x, colour):
        if isinstance(x, Expression) and x.head is S.Style and len(x.args) >= 2:
            colour = x.args[1] if len(x.args) == 2 else Expression(_LIST, x.args[1:])
            x = x.args[0]
        if x in vi:
            hv[vi[x]] = colour
            return
        e = parse_edge(x)
        if e is None:
            return
        u, v = e.args[0], e.args[1]
        if u not in vi or v not in vi:
            return
        i, j = vi[u], vi[v]
        d = e.head is S.DirectedEdge
        for k, (a, b, dd) in enumerate(g.ends):
            if k not in he and dd == d and ((a, b) == (i, j) or (not d and (b, a) == (i, j))):
                he[k] = colour
                break

    for n, group in enumerate(groups):
        colour = _rgb(*HIGHLIGHT_COLORS[n % len(HIGHLIGHT_COLORS)])
        for x in group:
            mark(x, colour)
    return hv, he


def _point(p):
    if isinstance(p, Expression) and p.head is S.List and len(p.args) == 2:
        out = []
        for x in p.args:
            if type(x) is Integer:
                out.append(float(x.value))
            elif type(x) is Real:
                out.append(float(x.value))
            else:
                return None
        return tuple(out)
    return None


def picture(g):
    """The Graphics expression of the graph ``g`` as a front end shows it: its own
    VertexCoordinates or GraphLayout, arrows for directed edges."""
    coords = coordinates(g, g.options.get("VertexCoordinates"),
                         g.options.get("GraphLayout", S.Automatic))
    return graph_graphics(g, coords)
