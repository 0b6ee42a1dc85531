"""What every plot builds: styles, options, plot ranges, filling and legends as expressions.

The plot functions return ordinary ``Graphics``/``Graphics3D`` expressions (so they can be
inspected, combined with Show and printed as -Graphics-): ``graphics(prims, options)``
builds ``Graphics[prims, {opts}]`` with the plot's defaults merged with the Graphics
options the caller gave; coordinates are packed arrays, so a plot of 10^5 points costs
one NumPy array, not 10^5 expressions."""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S, TRUE, FALSE
from mathilda.algorithms.graphics.colors import palette_97, rgb_expr
from mathilda.algorithms.graphics.numeric import real_scalar

# the options a plot passes on to the Graphics it returns
GRAPHICS_OPTION_NAMES = (
    "AspectRatio", "Axes", "AxesLabel", "AxesOrigin", "AxesStyle", "Background",
    "BaseStyle", "Epilog", "Frame", "FrameLabel", "FrameStyle", "FrameTicks", "GridLines",
    "GridLinesStyle", "ImagePadding", "ImageSize", "LabelStyle", "PlotLabel", "PlotRange",
    "PlotRangeClipping", "PlotRangePadding", "Prolog", "Ticks", "TicksStyle", "Boxed",
    "BoxRatios", "ViewPoint", "Lighting", "ImageResolution")

THICKNESS = 1.6             # AbsoluteThickness of plot curves (Wolfram's default style)
GOLDEN_INV = Expression(S.Power, (S.GoldenRatio, Integer(-1)))
SCALED = S.Scaled


def _np():
    import numpy as np
    return np


def rule(name, value):
    return Expression(S.Rule, (Symbol(name), value))


def lst(*items):
    return Expression(S.List, tuple(items))


def scaled(v):
    return Expression(SCALED, (Real(v),))


def padding_expr(px, py):
    return lst(lst(scaled(px), scaled(px)), lst(scaled(py), scaled(py)))


def packed(arr):
    """A packed array for a float NumPy array (an empty List when it is empty)."""
    from mathilda.core.packed import PackedArray
    np = _np()
    a = np.ascontiguousarray(arr, dtype=float)
    if a.size == 0:
        return Expression(S.List, ())
    return PackedArray(a)


def num_expr(v):
    """A Real for a float (an Integer when integral and small, as ranges print)."""
    return Real(float(v))


# --- styles ------------------------------------------------------------------------------------

def color_expr(i):
    """The i-th (1-based) default plot colour, RGBColor[0.368417, 0.506779, 0.709798] ..."""
    return rgb_expr(*palette_97(i))


def _directives(x):
    """The directives of a style value (a directive, a list, a Directive) as a tuple."""
    if x is None or x is S.Automatic:
        return ()
    if isinstance(x, Expression) and x.head in (S.List, S.Directive):
        out = []
        for a in x.args:
            out.extend(_directives(a))
        return tuple(out)
    if x is S["None"]:
        return ()
    return (x,)


def curve_style(i, user=None, thickness=THICKNESS, extra=()):
    """Directive[Opacity[1.], colour_i, AbsoluteThickness[1.6], user directives...]; a
    user directive given later overrides the defaults (its colour, thickness, dashing)."""
    base = (Expression(S.Opacity, (Real(1.0),)), color_expr(i))
    if thickness is not None:
        base += (Expression(S.AbsoluteThickness, (Real(thickness),)),)
    return Expression(S.Directive, base + _directives(user) + tuple(extra))


def style_for(plot_style, i, n):
    """The user's PlotStyle entry for the i-th (0-based) of n curves: a list cycles, a
    single directive applies to all."""
    if plot_style is None or plot_style is S.Automatic:
        return None
    if isinstance(plot_style, Expression) and plot_style.head is S.List:
        if not plot_style.args:
            return None
        return plot_style.args[i % len(plot_style.args)]
    return plot_style


# --- graphics ---------------------------------------------------------------------------------

def graphics(prims, defaults, user_opts, head="Graphics"):
    """``head[prims, {opts}]``: the plot's default options (a list of (name, Expr)) with
    the user's graphics options (a dict) replacing or added to them."""
    seen = {}
    order = []
    for k, v in defaults:
        if k not in seen:
            order.append(k)
        seen[k] = v
    for k, v in user_opts.items():
        if k == "PlotRange" and k in seen:
            continue            # the plot computed the explicit range from the user's
        if k in GRAPHICS_OPTION_NAMES and v is not None:
            if k not in seen:
                order.append(k)
            seen[k] = v
    opts = lst(*[rule(k, seen[k]) for k in order])
    return Expression(Symbol(head), (prims, opts))


def passed_options(opts, given):
    """The options the user actually gave (names in ``given``) among ``opts``."""
    return {k: v for k, v in opts.items() if k in given}


# --- plot ranges ------------------------------------------------------------------------------

def y_range(spec, auto, full):
    """The y PlotRange: spec is the user's value for that dimension (Automatic, All, Full,
    {lo, hi}, a number); ``auto`` and ``full`` the clipped and the whole data range."""
    if spec is None or spec is S.Automatic:
        return auto
    if spec is S.All or spec is S.Full:
        return full
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2:
        lo, hi = spec.args
        lo_v = full[0] if lo is S.All or lo is S.Full else auto[0] if lo is S.Automatic \
            else real_scalar(lo)
        hi_v = full[1] if hi is S.All or hi is S.Full else auto[1] if hi is S.Automatic \
            else real_scalar(hi)
        if lo_v is None or hi_v is None:
            return auto
        return (min(lo_v, hi_v), max(lo_v, hi_v))
    v = real_scalar(spec)
    if v is not None:
        return (-abs(v), abs(v))
    return auto


def split_plot_range(spec, dims=2):
    """(per-dimension user specs) from a PlotRange value; None entries mean Automatic."""
    if spec is None or spec is S.Automatic:
        return [None] * dims
    if spec is S.All or spec is S.Full:
        return [spec] * dims
    if isinstance(spec, Expression) and spec.head is S.List:
        a = spec.args
        if len(a) == dims and any(isinstance(e, Expression) and e.head is S.List or
                                  e in (S.Automatic, S.All, S.Full) for e in a) and \
                not all(real_scalar(e) is not None for e in a):
            return list(a)
        if len(a) == 2:
            return [None] * (dims - 1) + [spec]
    v = real_scalar(spec)
    if v is not None:
        return [None] * (dims - 1) + [spec]
    return [None] * dims


def range_expr(lo, hi):
    return lst(num_expr(lo), num_expr(hi))


# --- filling ---------------------------------------------------------------------------------

def filling_targets(spec, n):
    """{curve index (0-based): target}, target one of ('axis',), ('bottom',), ('top',),
    ('value', c), ('curve', j)."""
    out = {}
    if spec is None or spec is S["None"] or spec is FALSE:
        return out

    def target(t):
        if t is S.Axis:
            return ("axis",)
        if t is S.Bottom:
            return ("bottom",)
        if t is S.Top:
            return ("top",)
        if isinstance(t, Expression) and t.head is S.List and t.args:
            j = t.args[0]
            if isinstance(j, Expression) and j.head is S.List and j.args:
                j = j.args[0]
            if type(j) is Integer:
                return ("curve", j.value - 1)
            return None
        v = real_scalar(t)
        if v is not None:
            return ("value", v)
        return None

    if isinstance(spec, Expression) and spec.head is S.List:
        for r in spec.args:
            if isinstance(r, Expression) and r.head is S.Rule and type(r.args[0]) is Integer:
                t = target(r.args[1])
                if t is not None:
                    out[r.args[0].value - 1] = t
        return out
    t = target(spec)
    if t is not None:
        for i in range(n):
            out[i] = t
    return out


def fill_polygons(runs, base_y=None, other=None):
    """Polygons between each run of a curve and y = base_y, or another curve (its runs,
    interpolated on the first's abscissae)."""
    np = _np()
    polys = []
    for r in runs:
        if len(r) < 2:
            continue
        xs, ys = r[:, 0], r[:, 1]
        if other is not None:
            ox = np.concatenate([o[:, 0] for o in other]) if other else np.zeros(0)
            oy = np.concatenate([o[:, 1] for o in other]) if other else np.zeros(0)
            if ox.size < 2:
                continue
            order = np.argsort(ox)
            ox, oy = ox[order], oy[order]
            inside = (xs >= ox[0]) & (xs <= ox[-1])
            if inside.sum() < 2:
                continue
            xs, ys = xs[inside], ys[inside]
            bottom = np.interp(xs, ox, oy)
        else:
            bottom = np.full(len(xs), base_y)
        poly = np.concatenate([np.column_stack([xs, ys]),
                               np.column_stack([xs[::-1], bottom[::-1]])])
        polys.append(poly)
    return polys


def tint(i, t):
    """The i-th default colour mixed with white: t of the colour (an opaque fill, so the
    cells of a filled region leave no seams where they meet)."""
    r, g, b = palette_97(i)
    return rgb_expr(1 - t + t * r, 1 - t + t * g, 1 - t + t * b)


def mesh_count(spec, default):
    """The number of mesh lines of Mesh -> spec (Automatic: default; None: 0; n)."""
    if spec is None or spec is S.Automatic or spec is TRUE:
        return default
    if spec is S["None"] or spec is FALSE:
        return 0
    v = real_scalar(spec)
    return max(0, int(v)) if v is not None else default


def fill_style(i, user=None):
    """The default FillingStyle of curve i: its colour at Opacity[0.2], no edges."""
    if user is not None and user is not S.Automatic:
        return Expression(S.Directive, (color_expr(i),) + _directives(user))
    return Expression(S.Directive, (Expression(S.Opacity, (Real(0.2),)), color_expr(i)))


def polygon_expr(polys):
    if len(polys) == 1:
        return Expression(S.Polygon, (packed(polys[0]),))
    return Expression(S.Polygon, (lst(*[packed(p) for p in polys]),))


def line_exprs(runs):
    return [Expression(S.Line, (packed(r),)) for r in runs if len(r) >= 2]


# --- legends ----------------------------------------------------------------------------------

def legend_labels(spec, exprs, n):
    """The legend labels (Exprs) for PlotLegends -> spec, or None for no legend."""
    if spec is None or spec is S["None"] or spec is S.Automatic or spec is FALSE:
        return None, None
    place = None
    if isinstance(spec, Expression) and spec.head is S.Placed and spec.args:
        place = spec.args[1] if len(spec.args) > 1 else None
        spec = spec.args[0]
    if type(spec) is String and spec.value == "Expressions":
        return [Expression(S.HoldForm, (e,)) for e in exprs], place
    if isinstance(spec, Expression) and spec.head is S.List:
        return list(spec.args[:n]), place
    if isinstance(spec, Expression) and spec.head_symbol is not None and \
            spec.head_symbol.name in ("LineLegend", "SwatchLegend", "PointLegend"):
        return spec, place
    return [spec], place


def mesh_points(i, pts):
    """Mesh -> All of curve i (from 0): its sample points, as dots in its colour."""
    return lst(color_expr(i + 1), Expression(S.AbsolutePointSize, (Real(3.0),)),
               Expression(S.Point, (packed(pts),)))


def legended(g, styles, labels, place, kind="LineLegend"):
    """Legended[g, Placed[LineLegend[styles, labels], After]]."""
    if labels is None:
        return g
    if isinstance(labels, Expression):
        legend = labels
    else:
        legend = Expression(Symbol(kind), (lst(*styles[:len(labels)]), lst(*labels)))
    pos = place if place is not None else S.After
    return Expression(S.Legended, (g, Expression(S.Placed, (legend, pos))))


def true_false(x):
    return TRUE if x else FALSE
