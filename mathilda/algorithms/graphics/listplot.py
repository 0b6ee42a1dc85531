"""Plots of data: ListPlot, ListLinePlot, ListLogPlot, ListLogLogPlot, ListLogLinearPlot,
DateListPlot.

``datasets(data, data_range)`` reads the data forms of the Wolfram Language: a list of
values {y1, y2, ...} (x = 1, 2, ... or spread over DataRange), a list of pairs {{x1, y1},
...}, several such lists, with Style[...] on a dataset and non-numeric entries (Missing,
None) as gaps.  ``list_plot(...)`` returns the Graphics expression (points or lines in the
default colours; PointSize shrinks as the data grows, as in the Wolfram Language)."""

import math

from mathilda.core.expr import Expression, Real, S, TRUE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.numeric import atom_float, real_array
from mathilda.algorithms.graphics.plotrange import robust_range, widen


def _np():
    import numpy as np
    return np


class Dataset:
    __slots__ = ("points", "style", "legend")

    def __init__(self, points, style=(), legend=None):
        self.points = points            # n x 2 float array, NaN rows are gaps
        self.style = tuple(style)
        self.legend = legend


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _unwrap(x):
    style, legend = [], None
    while isinstance(x, Expression) and x.args and type(x.head).__name__ == "Symbol" and \
            x.head.name in ("Style", "Legended", "Labeled", "Callout", "Tooltip",
                            "Annotation"):
        if x.head.name == "Style":
            style.extend(x.args[1:])
        elif x.head.name == "Legended" and len(x.args) > 1:
            legend = x.args[1]
        x = x.args[0]
    return x, style, legend


def _values(np, items):
    """A float array for a list of numbers (NaN for anything else)."""
    out = np.empty(len(items))
    for i, a in enumerate(items):
        a = _unwrap(a)[0]
        v = atom_float(a)
        out[i] = np.nan if v is None else v
    return out


def _one(np, x, data_range):
    """An n x 2 array for one dataset, or None when x is not one."""
    arr = getattr(x, "array", None)
    if arr is None:
        arr = real_array(x)
    if arr is not None:
        if arr.ndim == 1:
            return _with_x(np, arr.astype(float), data_range)
        if arr.ndim == 2 and arr.shape[1] == 2:
            return arr.astype(float)
        return None
    if not _is_list(x):
        return None
    items = x.args
    if not items:
        return np.zeros((0, 2))
    pair = [isinstance(_unwrap(a)[0], Expression) and _unwrap(a)[0].head is S.List
            and len(_unwrap(a)[0].args) == 2 for a in items]
    if all(pair):
        pts = np.empty((len(items), 2))
        for i, a in enumerate(items):
            p = _unwrap(a)[0]
            for k in range(2):
                v = atom_float(p.args[k])
                pts[i, k] = np.nan if v is None else v
        return pts
    if any(_is_list(_unwrap(a)[0]) for a in items):
        return None
    return _with_x(np, _values(np, items), data_range)


def _with_x(np, ys, data_range):
    n = len(ys)
    if data_range is not None and n > 1:
        xs = np.linspace(data_range[0], data_range[1], n)
    else:
        xs = np.arange(1, n + 1, dtype=float)
    return np.column_stack([xs, ys])


def datasets(data, data_range=None):
    """A list of Datasets, or None when ``data`` is not plot data."""
    np = _np()
    data, style, legend = _unwrap(data)
    arr = getattr(data, "array", None)
    if arr is not None and arr.ndim == 2 and arr.shape[1] != 2:
        return [Dataset(_with_x(np, row.astype(float), data_range)) for row in arr]
    if arr is not None and arr.ndim == 3 and arr.shape[2] == 2:
        return [Dataset(a.astype(float)) for a in arr]
    if isinstance(data, Expression) and data.head is S.Association:
        data = Expression(S.List, tuple(r.args[1] for r in data.args))
    one = _one(np, data, data_range)
    if one is not None:
        return [Dataset(one, style, legend)]
    if not _is_list(data):
        return None
    out = []
    for d in data.args:
        d, st, lg = _unwrap(d)
        pts = _one(np, d, data_range)
        if pts is None:
            return None
        out.append(Dataset(pts, st, lg))
    return out


def point_size(n):
    """The default PointSize for a dataset of n points (smaller for larger data)."""
    if n <= 100:
        return 0.012833333333333334
    if n <= 500:
        return 0.011000000000000001
    if n <= 1000:
        return 0.009166666666666668
    if n <= 5000:
        return 0.007333333333333334
    return 0.0055000000000000005


def _runs(np, pts):
    fin = np.isfinite(pts).all(axis=1)
    if fin.all():
        return [pts]
    from mathilda.algorithms.graphics.sampling import split_runs
    return split_runs(pts[:, 0], pts[:, 1])


def _log(np, v):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(np.where(v > 0, v, np.nan))


def _interpolated(np, pts, order):
    """Points of a curve through the data: steps (order 0) or a cubic spline (2, 3)."""
    fin = np.isfinite(pts).all(axis=1)
    p = pts[fin]
    if order == 0 and len(p) >= 2:
        xs = np.repeat(p[:, 0], 2)[1:]
        ys = np.repeat(p[:, 1], 2)[:-1]
        return np.column_stack([xs, ys])
    if order >= 2 and len(p) >= 3 and np.all(np.diff(p[:, 0]) > 0):
        from scipy.interpolate import CubicSpline
        cs = CubicSpline(p[:, 0], p[:, 1], bc_type="natural")
        xs = np.linspace(p[0, 0], p[-1, 0], max(200, 8 * len(p)))
        return np.column_stack([xs, cs(xs)])
    return pts


def list_plot(sets, opts, given, joined=False, scale="linear", date_ticks=None):
    """The Graphics (or Legended) of a list plot."""
    from mathilda.algorithms.graphics.plot1d import log_ticks_expr
    np = _np()
    xlog = scale in ("loglinear", "loglog")
    ylog = scale in ("log", "loglog")
    for d in sets:
        p = d.points.copy()
        if xlog:
            p[:, 0] = _log(np, p[:, 0])
        if ylog:
            p[:, 1] = _log(np, p[:, 1])
        d.points = p
    allp = np.concatenate([d.points for d in sets]) if sets else np.zeros((0, 2))
    fin = np.isfinite(allp).all(axis=1) if len(allp) else np.zeros(0, dtype=bool)
    if fin.any():
        good = allp[fin]
        x_full = widen(float(good[:, 0].min()), float(good[:, 0].max()))
        y_full = widen(float(good[:, 1].min()), float(good[:, 1].max()))
        y_auto = _with_zero(robust_range(good[:, 1]))
    else:
        x_full = y_full = y_auto = (0.0, 1.0)
    specs = P.split_plot_range(opts.get("PlotRange"), 2)
    xr = P.y_range(specs[0], x_full, x_full)
    yr = P.y_range(specs[1], y_auto, y_full)
    plot_style = opts.get("PlotStyle")
    interp = opts.get("InterpolationOrder")
    order = getattr(interp, "value", 1) if interp is not None else 1
    fill = P.filling_targets(opts.get("Filling"), len(sets))
    markers = opts.get("PlotMarkers")
    n = len(sets)
    groups, fills, styles, meshes = [], [], [], []
    mesh = opts.get("Mesh")
    for i, d in enumerate(sets):
        user = P.style_for(plot_style, i, n)
        pts = d.points
        if joined:
            st = P.curve_style(i + 1, user, extra=d.style)
            curve = _interpolated(np, pts, order) if order != 1 else pts
            prims = P.line_exprs(_runs(np, curve))
            good = pts[np.isfinite(pts).all(axis=1)] if len(pts) else pts
            if (mesh is S.All or mesh is S.Full) and len(good):
                meshes.append(P.mesh_points(i, good))
        else:
            size = Expression(S.PointSize, (Real(point_size(len(pts))),))
            st = Expression(S.Directive, (size,) + P.curve_style(i + 1, user,
                                                                 extra=d.style).args[1:])
            good = pts[np.isfinite(pts).all(axis=1)] if len(pts) else pts
            prims = _marker_prims(good, markers, i)
        styles.append(st)
        groups.append(P.lst(st, *prims))
        target = fill.get(i)
        if target is not None:
            fills.append(_filling(np, d.points, target, i, yr, joined, opts, sets))
    from mathilda.algorithms.graphics.plot1d import curve_labels
    texts, label_width = curve_labels(opts.get("PlotLabels"), [], [
        [d.points[np.isfinite(d.points).all(axis=1)]] for d in sets], *yr)
    prims = P.lst(P.lst(*[f for f in fills if f is not None]), P.lst(*groups),
                  P.lst(*meshes), *texts)
    ox = 0.0 if xr[0] <= 0 <= xr[1] else (xr[0] if xr[0] > 0 else xr[1])
    oy = 0.0 if yr[0] <= 0 <= yr[1] else (yr[0] if yr[0] > 0 else yr[1])
    if date_ticks is not None:
        ticks = P.lst(date_ticks(xr), S.Automatic)
    else:
        ticks = P.lst(log_ticks_expr(*xr) if xlog else S.Automatic,
                      log_ticks_expr(*yr) if ylog else S.Automatic)
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
                ("AxesLabel", P.lst(S["None"], S["None"])),
                ("AxesOrigin", P.lst(Real(ox), Real(oy))),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
                ("PlotRangeClipping", TRUE), ("PlotRangePadding", P.padding_expr(0.02, 0.05)),
                ("Ticks", ticks)]
    if date_ticks is not None:
        defaults[1] = ("Axes", P.lst(TRUE, TRUE))
        defaults.append(("Frame", TRUE))
        defaults.append(("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                             P.lst(date_ticks(xr), S.Automatic))))
    if texts:
        defaults.append(("ImagePadding", P.lst(P.lst(S.Automatic, Real(label_width)),
                                               P.lst(S.Automatic, S.Automatic))))
    g = P.graphics(prims, defaults, P.passed_options(opts, given))
    legend, place = P.legend_labels(opts.get("PlotLegends"), [], n)
    if legend is None and any(d.legend is not None for d in sets):
        from mathilda.core.expr import String
        legend = [d.legend if d.legend is not None else String("") for d in sets]
    kind = "LineLegend" if joined else "PointLegend"
    return P.legended(g, styles, legend, place, kind)


def _with_zero(r):
    """Data all of one sign whose values reach within a factor 2 of zero get a range from
    zero, so bars of values are seen from the axis (as ListPlot's automatic range)."""
    lo, hi = r
    if lo > 0 and lo <= 0.5 * hi:
        return 0.0, hi
    if hi < 0 and hi >= 0.5 * lo:
        return lo, 0.0
    return r


def _marker_prims(pts, markers, i):
    """Point[...] or, with PlotMarkers -> "c" / {"c", size}, the glyph as Text at each
    point."""
    from mathilda.core.expr import String
    if markers is None or markers is S.Automatic or markers is S["None"] or len(pts) == 0:
        return [Expression(S.Point, (P.packed(pts),))] if len(pts) else []
    glyph = markers
    if isinstance(markers, Expression) and markers.head is S.List and markers.args:
        glyph = markers.args[i % len(markers.args)] if not (
            len(markers.args) == 2 and atom_float(markers.args[1]) is not None) else markers
    size = None
    if isinstance(glyph, Expression) and glyph.head is S.List and len(glyph.args) == 2:
        glyph, size = glyph.args
    if type(glyph) is not String:
        return [Expression(S.Point, (P.packed(pts),))]
    content = glyph if size is None else Expression(S.Style, (glyph, size))
    return [Expression(S.Text, (content, P.lst(Real(x), Real(y)))) for x, y in pts]


def _filling(np, pts, target, i, yr, joined, opts, sets):
    kind = target[0]
    base = 0.0 if kind == "axis" else yr[0] if kind == "bottom" else yr[1] \
        if kind == "top" else target[1] if kind == "value" else None
    good = pts[np.isfinite(pts).all(axis=1)]
    if len(good) == 0:
        return None
    st = P.fill_style(i + 1, opts.get("FillingStyle"))
    if kind == "curve":
        j = target[1]
        if not 0 <= j < len(sets):
            return None
        polys = P.fill_polygons([good], other=[sets[j].points[np.isfinite(
            sets[j].points).all(axis=1)]])
        return P.lst(st, Expression(S.EdgeForm, ()), P.polygon_expr(polys)) if polys else None
    if joined:
        polys = P.fill_polygons([good], base_y=base)
        return P.lst(st, Expression(S.EdgeForm, ()), P.polygon_expr(polys)) if polys else None
    # points: stems from the baseline to each point
    stems = np.stack([np.column_stack([good[:, 0], np.full(len(good), base)]), good], axis=1)
    line_st = Expression(S.Directive, (P.color_expr(i + 1), Expression(
        S.Opacity, (Real(0.3),)), Expression(S.AbsoluteThickness, (Real(1.6),))))
    return P.lst(line_st, Expression(S.Line, (P.packed(stems),)))


# --- dates --------------------------------------------------------------------------------

_EPOCH = None


def _epoch():
    import datetime
    return datetime.datetime(1900, 1, 1)


def date_ticks_for(lo, hi):
    """Ticks {{absolute time, "label"}, ...} at years, months or days across [lo, hi]."""
    import datetime
    from mathilda.core.expr import String
    e = _epoch()
    t0 = e + datetime.timedelta(seconds=lo)
    t1 = e + datetime.timedelta(seconds=hi)
    days = (hi - lo) / 86400.0
    ticks = []
    if days > 365 * 3:
        step = max(1, int(math.ceil(days / 365.25 / 6)))
        y = t0.year + (0 if t0 == datetime.datetime(t0.year, 1, 1) else 1)
        while y <= t1.year:
            d = datetime.datetime(y, 1, 1)
            ticks.append((d, str(y)))
            y += step
    elif days > 45:
        step = max(1, int(math.ceil(days / 30.4 / 6)))
        y, m = t0.year, t0.month + 1
        while True:
            if m > 12:
                y, m = y + 1, m - 12
            d = datetime.datetime(y, m, 1)
            if d > t1:
                break
            ticks.append((d, d.strftime("%b %Y") if m == 1 or not ticks else d.strftime("%b")))
            m += step
    else:
        step = max(1, int(math.ceil(days / 6)))
        d = datetime.datetime(t0.year, t0.month, t0.day) + datetime.timedelta(days=1)
        while d <= t1:
            ticks.append((d, d.strftime("%b %d")))
            d += datetime.timedelta(days=step)
    return P.lst(*[P.lst(Real((d - e).total_seconds()), String(s)) for d, s in ticks])
