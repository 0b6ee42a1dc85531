"""Rendering a graphics expression to image bytes: the entry point of the renderer.

    render(expr, fmt="png", size=None, numericalize=None, resolution=72) -> bytes

``expr`` is a ``Graphics``, ``Graphics3D``, ``Legended[g, legend]`` or ``Image[...]``
expression (``is_graphics(expr)`` says whether it is one); ``fmt`` one of "svg", "png",
"pdf", "jpeg" (also "jpg", "eps"); ``size`` (width, height) in points (either may be None)
overrides ImageSize; ``resolution`` is in dots per inch, so the default PNG has one pixel
per point, as the Wolfram Language exports.  ``numericalize(expr) -> expr`` (for example
the evaluator's ``N``) is used for coordinates that are not numbers already.

matplotlib is imported here, on the first render, with the Agg canvas (no display needed);
nothing runs at import time."""

from mathilda.core.expr import Expression, S

FORMATS = {"svg": "svg", "png": "png", "pdf": "pdf", "jpeg": "jpeg", "jpg": "jpeg",
           "eps": "eps", "ps": "ps"}
GRAPHICS_HEADS = ("Graphics", "Graphics3D", "Legended", "Image")

_mpl_ready = False


def matplotlib_setup():
    """Import matplotlib with the Agg backend (once)."""
    global _mpl_ready
    import matplotlib
    if not _mpl_ready:
        matplotlib.use("Agg", force=False)
        _mpl_ready = True
    return matplotlib


def _self_drawn(x):
    """True for an object that draws itself as a Graphics expression (a Graph: its
    ``picture()``)."""
    return callable(getattr(x, "picture", None)) and x.is_graphics()


def is_graphics(x):
    """True for an expression the renderer draws."""
    if not isinstance(x, Expression):
        return False
    if _self_drawn(x):
        return True
    h = x.head
    name = getattr(h, "name", None)
    if name == "Legended":
        return bool(x.args) and is_graphics(x.args[0])
    return name in GRAPHICS_HEADS and bool(x.args)


def picture_for(g, numericalize=None):
    """The picture object (2D, 3D, legended, image) for a graphics expression, or None."""
    if not is_graphics(g):
        return None
    if _self_drawn(g):
        g = g.picture()         # a Graph is exported, shown and combined as its drawing
    name = g.head.name
    if name == "Graphics":
        from mathilda.algorithms.graphics.render2d import Picture2D
        return Picture2D(g, numericalize)
    if name == "Graphics3D":
        from mathilda.algorithms.graphics.render3d import Picture3D
        return Picture3D(g, numericalize)
    if name == "Legended":
        from mathilda.algorithms.graphics.legends import LegendedPicture
        inner = picture_for(g.args[0], numericalize)
        return LegendedPicture(inner, g.args[1:], numericalize) if inner else None
    if name == "Image":
        from mathilda.algorithms.graphics.legends import ImagePicture
        return ImagePicture(g, numericalize)
    return None


def figure_for(expr, size=None, numericalize=None, resolution=72):
    """A matplotlib Figure with the picture drawn."""
    matplotlib_setup()
    from matplotlib.figure import Figure
    pic = picture_for(expr, numericalize)
    if pic is None:
        raise ValueError("not a graphics expression")
    w, h, pads = pic.size(size)
    fig = Figure(figsize=(w / 72.0, h / 72.0), dpi=resolution)
    fig.patch.set_facecolor("white")
    pic.draw_figure(fig, w, h, pads) if hasattr(pic, "draw_figure") else \
        _draw_top(fig, pic, w, h, pads)
    return fig


def _draw_top(fig, pic, w, h, pads):
    left, right, bottom, top = pads
    pw = max(w - left - right, 10.0)
    ph = max(h - bottom - top, 10.0)
    aw, ah = pw, ph
    if pic.aspect is not None:
        if pw * pic.aspect > ph:
            aw = ph / pic.aspect
        else:
            ah = pw * pic.aspect
    ax = _new_axes(fig, pic, [left / w, bottom / h, pw / w, ph / h])
    pic.draw(ax, aw, ah)
    return ax


def _new_axes(fig, pic, rect):
    if getattr(pic, "dim", 2) == 3:
        return fig.add_axes(rect, projection="3d")
    return fig.add_axes(rect)


def place_inset(ax, pic, bounds, w_pt, h_pt, z):
    """Draw ``pic`` into a child Axes covering ``bounds`` (left, bottom, width, height in
    the parent's data coordinates) whose size is (w_pt, h_pt) points; the picture's
    paddings are kept inside that cell."""
    left, bottom, bw, bh = bounds
    pl, pr, pb, pt = pic.paddings()
    pw = max(w_pt - pl - pr, 5.0)
    ph = max(h_pt - pb - pt, 5.0)
    kx = bw / w_pt if w_pt else 0.0
    ky = bh / h_pt if h_pt else 0.0
    rect = [left + pl * kx, bottom + pb * ky, pw * kx, ph * ky]
    kw = {"transform": ax.transData, "zorder": z}
    if getattr(pic, "dim", 2) == 3:
        from mpl_toolkits.mplot3d import Axes3D
        kw["axes_class"] = Axes3D
    child = ax.inset_axes(rect, **kw)
    aw, ah = pw, ph
    if pic.aspect is not None:
        if pw * pic.aspect > ph:
            aw = ph / pic.aspect
        else:
            ah = pw * pic.aspect
    pic.draw(child, aw, ah)
    return child


def render(expr, fmt="png", size=None, numericalize=None, resolution=72):
    """The image bytes of a graphics expression in format ``fmt``."""
    import io
    fmt = FORMATS.get(fmt.lower().lstrip("."), None)
    if fmt is None:
        raise ValueError("unknown image format")
    mpl = matplotlib_setup()
    params = {"svg.fonttype": "none", "svg.hashsalt": "mathilda", "pdf.fonttype": 42,
              "axes.unicode_minus": False, "path.simplify": True,
              "path.simplify_threshold": 0.111, "agg.path.chunksize": 20000}
    with mpl.rc_context(params):
        fig = figure_for(expr, size, numericalize, resolution)
        buf = io.BytesIO()
        kw = {}
        if fmt in ("svg", "pdf", "eps", "ps"):
            kw["metadata"] = {"Date": None} if fmt in ("svg", "pdf") else {}
            if fmt == "svg":
                kw["metadata"] = {"Date": None, "Creator": "Mathilda"}
        if fmt == "jpeg":
            kw["pil_kwargs"] = {"quality": 92}
        fig.savefig(buf, format=fmt, facecolor=fig.get_facecolor(), **kw)
    return buf.getvalue()


def export_bytes(expr, fmt, size=None, numericalize=None, resolution=72):
    """The bytes Export writes for ``expr`` in an image format: a picture as it is drawn,
    any other expression as its OutputForm text in a picture (as the Wolfram Language
    exports a formula to PNG)."""
    from mathilda.core.expr import Expression, Integer
    if not is_graphics(expr):
        expr = Expression(S.Graphics, (Expression(S.Text, (expr, Expression(
            S.List, (Integer(0), Integer(0))))),))
    return render(expr, fmt, size, numericalize, resolution)


def read_image(path):
    """``Image[data, "Byte"]`` for a PNG or JPEG file (rows from the top, RGB or RGBA bytes
    as a packed array), read with Pillow."""
    import numpy as np
    from PIL import Image
    from mathilda.core.expr import Expression, String
    from mathilda.core.packed import PackedArray
    with Image.open(path) as im:
        im = im.convert("RGBA" if im.mode in ("RGBA", "LA", "P") else "RGB")
        a = np.asarray(im).astype(np.int64)
    return Expression(S.Image, (PackedArray(np.ascontiguousarray(a)), String("Byte")))


def render_array(expr, size=None, numericalize=None, resolution=72):
    """The picture as an RGBA uint8 NumPy array (height x width x 4)."""
    import numpy as np
    mpl = matplotlib_setup()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    with mpl.rc_context({"axes.unicode_minus": False}):
        fig = figure_for(expr, size, numericalize, resolution)
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        return np.asarray(canvas.buffer_rgba()).copy()


__all__ = ["render", "render_array", "is_graphics", "picture_for", "figure_for", "FORMATS",
           "S"]
