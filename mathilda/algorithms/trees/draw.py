"""A tree as a Graphics expression: a layered drawing with the root at the top.

Leaves sit one unit apart from left to right, each inner node above the middle of its
children, one unit per level; edges are grey lines, nodes disks (inner nodes blue-grey,
leaves light) with the data written on them.  ``TreeLayout -> Top | Bottom | Left | Right``
turns the drawing so the root is on that side."""

from mathilda.core.expr import Expression, Real, Symbol, S

__all__ = ["layout", "tree_graphics", "picture"]

_LIST = S.List
RADIUS = 0.3
EDGE = (0.55, 0.55, 0.55)
INNER = (0.82, 0.86, 0.93)
LEAF = (0.95, 0.95, 0.88)
RIM = (0.35, 0.42, 0.55)


def _e(head, *args):
    return Expression(Symbol(head), tuple(args))


def _pt(p):
    return Expression(_LIST, (Real(float(round(p[0], 6))), Real(float(round(p[1], 6)))))


def _rgb(c):
    return _e("RGBColor", *(Real(v) for v in c))


def _label_width(data):
    """The half width of a node (in units of the level spacing) for its printed data: a
    disk of radius RADIUS for up to four characters, wider ellipses beyond."""
    from mathilda.printing import output_form
    text = output_form(data)
    n = max(len(line) for line in text.split("\n")) if text else 1
    return max(RADIUS, 0.065 * n + 0.06)


def layout(t, step=1.0):
    """[(node, (x, y), parent index or None)] in top-down order (leaves ``step`` apart)."""
    nodes = []
    next_x = [0.0]

    def rec(n, level, parent):
        k = len(nodes)
        nodes.append([n, None, parent])
        kids = n.kids()
        if not kids:
            x = next_x[0]
            next_x[0] += step
        else:
            xs = [rec(c, level + 1, k) for c in kids]
            x = (xs[0] + xs[-1]) / 2.0
        nodes[k][1] = (x, -float(level))
        return x
    rec(t, 0, None)
    return [tuple(v) for v in nodes]


def _orient(p, side):
    x, y = p
    if side == "Bottom":
        return (x, -y)
    if side == "Left":
        return (-y, -x)
    if side == "Right":
        return (y, -x)
    return p


def _side(t):
    for o in t.options:
        if o.args[0] is S.TreeLayout and type(o.args[1]) is Symbol \
                and o.args[1].name in ("Top", "Bottom", "Left", "Right"):
            return o.args[1].name
    return "Top"


def tree_graphics(t):
    side = _side(t)
    half = {}

    def widths(n):
        half[id(n)] = _label_width(n.data)
        for c in n.kids():
            widths(c)
    widths(t)
    widest = max(half.values())
    sideways = side in ("Left", "Right")
    step = 1.0 if sideways else max(1.0, 2 * widest + 0.25)
    placed = layout(t, step)
    if sideways:        # levels run along x: make room for the widest label
        gap = max(1.0, 2 * widest + 0.4)
        placed = [(n, (x, y * gap), par) for n, (x, y), par in placed]
    pts = [_orient(p, side) for _, p, _ in placed]
    edges = [_e("Line", Expression(_LIST, (_pt(pts[par]), _pt(pts[i]))))
             for i, (_, _, par) in enumerate(placed) if par is not None]
    inner, leaves, labels = [], [], []
    for (n, _, _), p in zip(placed, pts):
        rx = half[id(n)]
        radius = Real(RADIUS) if rx == RADIUS else Expression(_LIST, (Real(round(rx, 4)),
                                                                      Real(RADIUS)))
        (leaves if n.is_leaf else inner).append(_e("Disk", _pt(p), radius))
        labels.append(_e("Text", n.data, _pt(p)))
    prims = Expression(_LIST, (
        Expression(_LIST, (_rgb(EDGE), _e("AbsoluteThickness", Real(1.5))) + tuple(edges)),
        Expression(_LIST, (_e("EdgeForm", _rgb(RIM)), _rgb(INNER)) + tuple(inner)),
        Expression(_LIST, (_e("EdgeForm", _rgb(RIM)), _rgb(LEAF)) + tuple(leaves)),
        Expression(_LIST, tuple(labels))))
    padx, pady = widest + 0.1, RADIUS + 0.1
    width = max(p[0] for p in pts) - min(p[0] for p in pts) + 2 * padx
    height = max(p[1] for p in pts) - min(p[1] for p in pts) + 2 * pady
    # 60 points per unit (the labels' size fits the nodes), the picture at most 1200 wide
    scale = min(60.0, 1200.0 / max(width, height))
    size = Expression(_LIST, (Real(float(round(width * scale))),
                              Real(float(round(height * scale)))))
    return _e("Graphics", prims,
              _e("Rule", S.ImageSize, size),
              _e("Rule", S.AspectRatio, S.Automatic),
              _e("Rule", S.PlotRange, S.All),
              _e("Rule", S.PlotRangePadding, Expression(_LIST, (
                  Expression(_LIST, (Real(round(padx, 4)),) * 2),
                  Expression(_LIST, (Real(round(pady, 4)),) * 2)))))


def picture(t):
    """The Graphics that a tree draws as (Export, a notebook's display)."""
    return tree_graphics(t)
