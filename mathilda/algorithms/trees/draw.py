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


def layout(t):
    """[(node, (x, y), parent index or None)] in top-down order."""
    nodes = []
    next_x = [0.0]

    def rec(n, level, parent):
        k = len(nodes)
        nodes.append([n, None, parent])
        kids = n.kids()
        if not kids:
            x = next_x[0]
            next_x[0] += 1.0
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
    placed = layout(t)
    pts = [_orient(p, side) for _, p, _ in placed]
    edges = [_e("Line", Expression(_LIST, (_pt(pts[par]), _pt(pts[i]))))
             for i, (_, _, par) in enumerate(placed) if par is not None]
    inner, leaves, labels = [], [], []
    for (n, _, _), p in zip(placed, pts):
        (leaves if n.is_leaf else inner).append(_e("Disk", _pt(p), Real(RADIUS)))
        labels.append(_e("Text", n.data, _pt(p)))
    prims = Expression(_LIST, (
        Expression(_LIST, (_rgb(EDGE), _e("AbsoluteThickness", Real(1.5))) + tuple(edges)),
        Expression(_LIST, (_e("EdgeForm", _rgb(RIM)), _rgb(INNER)) + tuple(inner)),
        Expression(_LIST, (_e("EdgeForm", _rgb(RIM)), _rgb(LEAF)) + tuple(leaves)),
        Expression(_LIST, tuple(labels))))
    width = max(p[0] for p in pts) - min(p[0] for p in pts) + 1
    height = max(p[1] for p in pts) - min(p[1] for p in pts) + 1
    scale = 60.0 if max(width, height) <= 6 else max(360.0 / max(width, height), 12.0)
    size = Expression(_LIST, (Real(float(round(width * scale))),
                              Real(float(round(height * scale)))))
    return _e("Graphics", prims,
              _e("Rule", S.ImageSize, size),
              _e("Rule", S.AspectRatio, S.Automatic),
              _e("Rule", S.PlotRange, S.All),
              _e("Rule", S.PlotRangePadding, Real(RADIUS + 0.1)))


def picture(t):
    """The Graphics that a tree draws as (Export, a notebook's display)."""
    return tree_graphics(t)
