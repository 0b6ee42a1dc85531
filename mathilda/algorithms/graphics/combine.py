"""Combining pictures: Show, GraphicsRow, GraphicsColumn, GraphicsGrid.

``show(graphics, options)`` puts the primitives of several Graphics (or Graphics3D) in one,
with the options given first, then those of the first graphic, then the others' (so the
first graphic's PlotRange wins, as in the Wolfram Language).  ``grid(rows, ...)`` builds a
Graphics of Insets, one cell per picture, each cell as tall as the tallest picture of its
row (so all keep their aspect ratios)."""

from mathilda.core.expr import Expression, Integer, Real, S, TRUE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.options import graphics_options


def unwrap(g):
    """(graphic, legends) for Graphics, Graphics3D or Legended[g, legend...]."""
    legends = []
    while isinstance(g, Expression) and getattr(g.head, "name", None) == "Legended" and \
            g.args:
        legends.extend(g.args[1:])
        g = g.args[0]
    return g, legends


def show(items, options):
    """The combined picture of ``items`` (graphics expressions, already unwrapped into
    (graphic, legends) pairs), with ``options`` (a list of rules) first."""
    head = items[0][0].head
    prims = [g.args[0] if g.args else P.lst() for g, _ in items]
    seen = {}
    order = []
    for r in options:
        name = r.args[0].name if hasattr(r.args[0], "name") else None
        if name is not None and name not in seen:
            seen[name] = r
            order.append(name)
    for g, _ in items:
        for k, v in graphics_options(g).items():
            if k not in seen:
                seen[k] = P.rule(k, v)
                order.append(k)
    out = Expression(head, (P.lst(*prims), P.lst(*[seen[k] for k in order])))
    legends = [lg for _, lgs in items for lg in lgs]
    if legends:
        out = Expression(S.Legended, (out,) + tuple(legends))
    return out


def picture_aspect(g):
    """The height/width ratio a picture is drawn with (without drawing it)."""
    from mathilda.algorithms.graphics.export import picture_for
    try:
        pic = picture_for(g)
    except Exception:
        pic = None
    if pic is None:
        return 0.618
    if pic.aspect is None:
        w, h, _ = pic.size()
        return h / w
    w, h, _ = pic.size()
    return h / w


def grid(rows, spacing=0.1, frame=False, image_width=None):
    """Graphics[{Inset[g, centre, Center, {w, h}], ...}] laying the pictures out in rows
    (None entries leave empty cells)."""
    ncols = max(len(r) for r in rows) if rows else 1
    heights = []
    for r in rows:
        asp = [picture_aspect(g) for g in r if g is not None]
        heights.append(max(asp) if asp else 0.618)
    insets, frames = [], []
    y = 0.0
    total_h = sum(heights) + spacing * (len(rows) - 1)
    for ri, r in enumerate(rows):
        h = heights[ri]
        top = total_h - y
        for ci, g in enumerate(r):
            x0 = ci * (1 + spacing)
            cx, cy = x0 + 0.5, top - h / 2
            if g is not None:
                insets.append(Expression(S.Inset, (g, P.lst(Real(cx), Real(cy)), S.Center,
                                                   P.lst(Real(1.0), Real(h)))))
            if frame:
                frames.append(Expression(S.Rectangle, (P.lst(Real(x0), Real(top - h)),
                                                       P.lst(Real(x0 + 1), Real(top)))))
        y += h + spacing
    width = ncols + spacing * (ncols - 1)
    prims = [P.lst(*insets)]
    if frames:
        prims.insert(0, P.lst(Expression(S.FaceForm, ()), Expression(S.EdgeForm, (
            Expression(S.GrayLevel, (Real(0.6),)),)), *frames))
    if image_width is None:
        image_width = min(max(360.0, 240.0 * ncols), 960.0)
    opts = [P.rule("AspectRatio", Real(total_h / width)),
            P.rule("ImageSize", Real(image_width)),
            P.rule("PlotRange", P.lst(P.lst(Real(0.0), Real(width)),
                                      P.lst(Real(0.0), Real(total_h)))),
            P.rule("PlotRangePadding", P.lst(P.lst(P.scaled(0.01), P.scaled(0.01)),
                                             P.lst(P.scaled(0.01), P.scaled(0.01))))]
    return Expression(S.Graphics, (P.lst(*prims), P.lst(*opts)))


__all__ = ["show", "grid", "unwrap", "Integer", "TRUE"]
