"""More charts of data: ReliefPlot, DensityHistogram, SmoothDensityHistogram,
PairedHistogram, PairedSmoothHistogram, ProbabilityScalePlot, ParallelAxisPlot,
CandlestickChart, RectangleChart.

Bins come from HistogramList through the evaluator (as Histogram's), kernel densities are
Gaussian with Silverman's bandwidth (as SmoothHistogram's), and the probability scales of
ProbabilityScalePlot put the uniform order statistic medians (the median of
BetaDistribution[i, n - i + 1] for the i-th of n) through the quantile function of the
distribution, so that data from it lie on a straight line."""

import math

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.charts_more import abs_ticks
from mathilda.algorithms.graphics.colors import GRADIENTS, gradient_array, rgb_expr
from mathilda.algorithms.graphics.plotrange import nice_ticks, widen


def _np():
    import numpy as np
    return np


def _rect(x0, y0, x1, y1):
    return Expression(S.Rectangle, (P.lst(Real(x0), Real(y0)), P.lst(Real(x1), Real(y1))))


def _grad(opts, default):
    cf = opts.get("ColorFunction")
    return cf.value if type(cf) is String and cf.value in GRADIENTS else default


def _frame(xr, yr, aspect=Integer(1)):
    return [("AspectRatio", aspect), ("Frame", TRUE),
            ("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                 P.lst(S.Automatic, S.Automatic))),
            ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
            ("PlotRangePadding", S["None"])]


def _bar_legend(g, opts, grad, lo, hi):
    if opts.get("PlotLegends") is S.Automatic:
        return Expression(S.Legended, (g, Expression(S.BarLegend, (P.lst(
            String(grad), P.lst(Real(lo), Real(hi))),))))
    return g


# --- ReliefPlot --------------------------------------------------------------------------------

_TERRAIN = [(0.0, (0.18, 0.45, 0.25)), (0.35, (0.55, 0.68, 0.36)), (0.6, (0.8, 0.72, 0.5)),
            (0.85, (0.62, 0.48, 0.36)), (1.0, (0.96, 0.95, 0.94))]


def terrain(np, t):
    """Green (low) through tan and brown to white (high): ReliefPlot's default colours."""
    pos = [p for p, _ in _TERRAIN]
    return np.stack([np.interp(t, pos, [c[k] for _, c in _TERRAIN]) for k in range(3)],
                    axis=-1)


def relief_plot(Z, opts, given):
    """A Raster of the heights Z (row 1 at the bottom, cells of size 1 from the origin):
    each cell's colour (the terrain colours, or the ColorFunction gradient) lit from the
    upper left (azimuth 315 degrees, altitude 45) by its slope."""
    np = _np()
    ny, nx = Z.shape
    fin = np.isfinite(Z)
    lo, hi = (float(Z[fin].min()), float(Z[fin].max())) if fin.any() else (0.0, 1.0)
    span = (hi - lo) or 1.0
    Zf = np.where(fin, Z, lo)
    gy, gx = np.gradient(Zf / span * max(nx, ny) * 0.25)
    slope = np.arctan(np.hypot(gx, gy))
    aspect = np.arctan2(-gx, gy)
    az, alt = math.radians(315.0), math.radians(45.0)
    shade = np.sin(alt) * np.cos(slope) + np.cos(alt) * np.sin(slope) * \
        np.cos(az - math.pi / 2 - aspect)
    shade = np.clip(shade, 0, 1)
    t = (Zf - lo) / span
    cf = opts.get("ColorFunction")
    if type(cf) is String and cf.value in GRADIENTS:
        rgb = gradient_array(cf.value, t.ravel()).reshape(Z.shape + (3,))
    else:
        rgb = terrain(np, t)
    rgb = np.clip(rgb * (0.45 + 0.75 * shade)[..., None], 0, 1)
    img = np.concatenate([rgb, np.where(fin, 1.0, 0.0)[..., None]], axis=2)
    raster = Expression(S.Raster, (P.packed(img), P.lst(
        P.lst(Integer(0), Integer(0)), P.lst(Integer(nx), Integer(ny)))))
    defaults = [("AspectRatio", S.Automatic), ("Frame", TRUE), ("FrameTicks", S["None"]),
                ("PlotRange", P.lst(P.lst(Integer(0), Integer(nx)),
                                    P.lst(Integer(0), Integer(ny)))),
                ("PlotRangePadding", S["None"])]
    return P.graphics(P.lst(raster), defaults, P.passed_options(opts, given))


# --- DensityHistogram and SmoothDensityHistogram ---------------------------------------------

def density_histogram(np, H, ex, ey, opts, given):
    """A Rectangle per non-empty bin, coloured by its height with the gradient (light for
    few, dark for many, "M10DefaultDensityGradient" reversed)."""
    grad = _grad(opts, "M10DefaultDensityGradient")
    hmax = float(H.max()) or 1.0
    groups = {}
    for i in range(H.shape[0]):
        for j in range(H.shape[1]):
            if H[i, j] > 0:
                groups.setdefault(float(H[i, j]), []).append(
                    _rect(ex[i], ey[j], ex[i + 1], ey[j + 1]))
    prims = []
    for h in sorted(groups):
        t = 1.0 - h / hmax * 0.9
        r, g, b = gradient_array(grad, np.array([t]))[0]
        prims.append(P.lst(rgb_expr(float(r), float(g), float(b)), *groups[h]))
    edge = Expression(S.EdgeForm, (Expression(S.Directive, (
        Expression(S.GrayLevel, (Integer(1),)), Expression(S.Opacity, (Real(0.4),)))),))
    g = P.graphics(P.lst(edge, *prims),
                   _frame((float(ex[0]), float(ex[-1])), (float(ey[0]), float(ey[-1]))),
                   P.passed_options(opts, given))
    return _bar_legend(g, opts, grad, 0.0, hmax)


def smooth_density_histogram(xs, ys, D, opts, given):
    """The kernel density D (rows ys, columns xs) as DensityPlot draws values."""
    from mathilda.algorithms.graphics.density import density_grid
    o = dict(opts)
    o.setdefault("ColorFunction", S.Automatic)
    return density_grid(D, (float(xs[0]), float(xs[-1]), float(ys[0]), float(ys[-1])), o,
                        given)


# --- paired charts -------------------------------------------------------------------------

def _paired_defaults(xr, vmax):
    return [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
            ("AxesOrigin", P.lst(Real(xr[0]), Real(0.0))),
            ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(-vmax, vmax))),
            ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                       P.lst(P.scaled(0.05), P.scaled(0.05)))),
            ("Ticks", P.lst(S.Automatic, abs_ticks(vmax)))]


def _pair_colors(opts):
    style = opts.get("ChartStyle")
    if isinstance(style, Expression) and style.head is S.List and len(style.args) >= 2:
        return style.args[0], style.args[1]
    if style is not None and style is not S.Automatic and type(style) is not String:
        return style, style
    return P.color_expr(1), P.color_expr(2)


def paired_histogram(edges, h1, h2, opts, given):
    """The first histogram above the value axis, the second below it, on common bins."""
    from mathilda.algorithms.graphics.charts import bar_edge
    c1, c2 = _pair_colors(opts)
    prims = []
    for sign, h, col in ((1.0, h1, c1), (-1.0, h2, c2)):
        bars = [_rect(edges[k], min(0.0, sign * h[k]), edges[k + 1], max(0.0, sign * h[k]))
                for k in range(len(h)) if h[k] > 0]
        prims.append(P.lst(col, bar_edge(), *bars))
    vmax = float(max(h1.max(), h2.max())) or 1.0
    xr = (float(edges[0]), float(edges[-1]))
    g = P.graphics(P.lst(*prims), _paired_defaults(xr, vmax), P.passed_options(opts, given))
    from mathilda.algorithms.graphics.charts import _chart_legend
    return _chart_legend(g, opts, [c1, c2], 2)


def paired_smooth_histogram(grid, d1, d2, opts, given):
    """The first kernel density above the axis, the second mirrored below it, filled."""
    np = _np()
    c1, c2 = _pair_colors(opts)
    prims = []
    for sign, d, col in ((1.0, d1, c1), (-1.0, d2, c2)):
        pts = np.column_stack([grid, sign * d])
        poly = np.vstack([pts, [[grid[-1], 0.0], [grid[0], 0.0]]])
        prims.append(P.lst(col, Expression(S.Opacity, (Real(0.3),)),
                           Expression(S.EdgeForm, ()),
                           Expression(S.Polygon, (P.packed(poly),))))
        prims.append(P.lst(col, Expression(S.AbsoluteThickness, (Real(P.THICKNESS),)),
                           Expression(S.Line, (P.packed(pts),))))
    vmax = float(max(d1.max(), d2.max())) or 1.0
    return P.graphics(P.lst(*prims), _paired_defaults((float(grid[0]), float(grid[-1])),
                                                      vmax), P.passed_options(opts, given))


# --- ProbabilityScalePlot ---------------------------------------------------------------------

def _scale(name):
    """(x transform, quantile of the scale for probabilities p, p of a scale value)."""
    from scipy import stats
    np = _np()
    ident = (lambda x: x)
    table = {
        "Normal": (ident, stats.norm.ppf, stats.norm.cdf),
        "LogNormal": (np.log, stats.norm.ppf, stats.norm.cdf),
        "Exponential": (ident, lambda p: -np.log1p(-p), lambda y: -np.expm1(-y)),
        "Weibull": (np.log, lambda p: np.log(-np.log1p(-p)),
                    lambda y: -np.expm1(-np.exp(y))),
        "Gumbel": (ident, lambda p: np.log(-np.log1p(-p)), lambda y: -np.expm1(-np.exp(y))),
        "Frechet": (np.log, lambda p: -np.log(-np.log(p)), lambda y: np.exp(-np.exp(-y))),
        "Rayleigh": (ident, lambda p: np.sqrt(-2 * np.log1p(-p)),
                     lambda y: -np.expm1(-y * y / 2)),
    }
    return table.get(name)


def order_medians(n):
    """The medians of the uniform order statistics: BetaDistribution[i, n - i + 1]."""
    from scipy import stats
    np = _np()
    i = np.arange(1, n + 1)
    return stats.beta.ppf(0.5, i, n - i + 1)


def probability_scale_plot(sets, name, opts, given):
    """Points {x_i, Q(m_i)} for the sorted samples x_i and order medians m_i, the y axis
    ticked with the probabilities (in percent), and a reference line through the
    points at the quartiles of the first dataset."""
    np = _np()
    from mathilda.algorithms.graphics.charts_more import reference_plot
    tx, q, cdf = _scale(name)
    with np.errstate(divide="ignore", invalid="ignore"):
        pts_sets = []
        for x in sets:
            x = np.sort(x[np.isfinite(x)])
            xt = tx(x)
            y = q(order_medians(len(x)))
            ok = np.isfinite(xt) & np.isfinite(y)
            pts_sets.append(np.column_stack([xt[ok], y[ok]]))
    if any(len(p) < 2 for p in pts_sets):
        return None
    first = pts_sets[0]
    xq = np.percentile(first[:, 0], [25, 75])
    yq = q(np.array([0.25, 0.75]))
    if xq[1] > xq[0]:
        slope = (yq[1] - yq[0]) / (xq[1] - xq[0])
        x0, x1 = float(first[:, 0].min()), float(first[:, 0].max())
        diag = [[x0, yq[0] + slope * (x0 - xq[0])], [x1, yq[0] + slope * (x1 - xq[0])]]
    else:
        diag = [first[0].tolist(), first[-1].tolist()]
    g = reference_plot(pts_sets, opts, given, diag)
    ticks = _probability_ticks(np, q, cdf, np.concatenate(pts_sets)[:, 1])
    if isinstance(g, Expression) and g.head is S.Graphics:
        g = _with_option(g, "FrameTicks", P.lst(P.lst(ticks, S["None"]),
                                                P.lst(S.Automatic, S.Automatic)))
        if name in ("LogNormal", "Weibull", "Frechet"):
            g = _with_option(g, "FrameTicks", P.lst(P.lst(ticks, S["None"]), P.lst(
                _log_ticks(np, np.concatenate(pts_sets)[:, 0]), S.Automatic)))
    return g


def _with_option(g, name, value):
    opts = [r for r in g.args[1].args if not (r.args[0] is getattr(S, name))]
    return Expression(S.Graphics, (g.args[0], P.lst(*opts, P.rule(name, value))))


def _probability_ticks(np, q, cdf, ys):
    lo, hi = float(np.nanmin(ys)), float(np.nanmax(ys))
    cands = [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999]
    out = []
    for p in cands:
        y = float(q(np.array([p]))[0])
        if lo - 0.1 * (hi - lo) <= y <= hi + 0.1 * (hi - lo):
            pct = p * 100
            lab = Integer(int(round(pct))) if abs(pct - round(pct)) < 1e-9 else Real(pct)
            out.append(P.lst(Real(y), lab))
    return P.lst(*out)


def _log_ticks(np, xs):
    """Ticks at log(x) labelled with x, for the scales that take logarithms."""
    lo, hi = float(np.min(xs)), float(np.max(xs))
    major, _ = nice_ticks(math.exp(lo), math.exp(hi), 5)
    return P.lst(*[P.lst(Real(math.log(m)), Real(m) if m != int(m) else Integer(int(m)))
                   for m in major if m > 0])


# --- ParallelAxisPlot ------------------------------------------------------------------------

def parallel_axis_plot(sets, opts, given):
    """``sets``: one (m x n) array per dataset. Axis k (k = 1 .. n) is the vertical line
    x = k, scaled from the least to the greatest value on it over all the data; each point
    is a line through its coordinates, each dataset in its default colour."""
    np = _np()
    allv = np.concatenate(sets)
    n = allv.shape[1]
    lo = np.nanmin(allv, axis=0)
    hi = np.nanmax(allv, axis=0)
    span = np.where(hi > lo, hi - lo, 1.0)
    prims = []
    gray = Expression(S.GrayLevel, (Real(0.6),))
    axes = [Expression(S.Line, (P.packed(np.array([[k + 1.0, 0.0], [k + 1.0, 1.0]])),))
            for k in range(n)]
    texts = []
    for k in range(n):
        for v in nice_ticks(float(lo[k]), float(hi[k]), 4)[0]:
            if lo[k] - 1e-12 <= v <= hi[k] + 1e-12:
                y = (v - lo[k]) / span[k]
                lab = Integer(int(round(v))) if abs(v - round(v)) < 1e-9 else Real(v)
                texts.append(Expression(S.Text, (
                    Expression(S.Style, (lab, Integer(8), gray)),
                    P.lst(Real(k + 1.0), Real(float(y))), P.lst(Real(-1.3), Integer(0)))))
    prims.append(P.lst(gray, *axes))
    user = opts.get("PlotStyle")
    for i, data in enumerate(sets):
        y = (data - lo) / span
        lines = [Expression(S.Line, (P.packed(np.column_stack([np.arange(1.0, n + 1), r])),))
                 for r in y]
        st = P.curve_style(i + 1, P.style_for(user, i, len(sets)), 1.0)
        prims.append(P.lst(st, Expression(S.Opacity, (Real(0.7),)), *lines))
    labels = opts.get("AxesLabel")
    if isinstance(labels, Expression) and labels.head is S.List:
        for k, lab in enumerate(labels.args[:n]):
            texts.append(Expression(S.Text, (lab, P.lst(Real(k + 1.0), Real(-0.06)))))
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", FALSE),
                ("PlotRange", P.lst(P.range_expr(0.7, n + 0.3), P.range_expr(-0.1, 1.02))),
                ("PlotRangePadding", S["None"])]
    g = P.graphics(P.lst(P.lst(*prims), P.lst(*texts)), defaults,
                   P.passed_options(opts, given))
    leg, place = P.legend_labels(opts.get("PlotLegends"), [], len(sets))
    if leg is not None:
        return P.legended(g, [P.color_expr(i + 1) for i in range(len(sets))], leg, place)
    return g


# --- CandlestickChart and RectangleChart -----------------------------------------------------

RISE = (1.0, 1.0, 1.0)
FALL = (0.0, 0.0, 0.0)


def candlestick_chart(xs, ohlc, opts, given, date_ticks=None):
    """A candle per {open, high, low, close} at x: the wick from low to high, the body
    from open to close, white when the close is above the open, black below."""
    prims_up, prims_down, wicks = [], [], []
    w = 0.3 * (min(b - a for a, b in zip(xs, xs[1:])) if len(xs) > 1 else 1.0)
    for x, (o, h, l_, c) in zip(xs, ohlc):
        wicks.append(Expression(S.Line, (P.lst(P.lst(Real(x), Real(l_)),
                                               P.lst(Real(x), Real(h))),)))
        body = _rect(x - w, min(o, c), x + w, max(o, c))
        (prims_up if c >= o else prims_down).append(body)
    edge = Expression(S.EdgeForm, (Expression(S.GrayLevel, (Integer(0),)),))
    prims = P.lst(P.lst(Expression(S.GrayLevel, (Integer(0),)), *wicks),
                  P.lst(edge, rgb_expr(*RISE), *prims_up),
                  P.lst(edge, rgb_expr(*FALL), *prims_down))
    lo = min(v[2] for v in ohlc)
    hi = max(v[1] for v in ohlc)
    xr = (xs[0] - 2 * w, xs[-1] + 2 * w)
    yr = widen(lo, hi)
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Frame", TRUE),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                           P.lst(P.scaled(0.05), P.scaled(0.05))))]
    if date_ticks is not None:
        defaults.append(("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                             P.lst(date_ticks, S.Automatic))))
    return P.graphics(prims, defaults, P.passed_options(opts, given))


def rectangle_chart(groups, opts, given):
    """Rectangles of width x and height y side by side from x = 0 (a gap of 0.1 of the
    mean width between groups); one dataset in the chart orange, several each in its
    default colour."""
    from mathilda.algorithms.graphics.charts import bar_edge, chart_colors, _chart_legend
    single = all(len(g) == 1 for g in groups)
    nser = max(len(g) for g in groups)
    colors = chart_colors(opts.get("ChartStyle"), nser, single)
    widths = [w for g in groups for w, _ in g]
    gap = 0.1 * (sum(widths) / len(widths))
    pos = 0.0
    by_color = [[] for _ in range(nser)]
    ymin, ymax = 0.0, 0.0
    for grp in groups:
        for k, (w, h) in enumerate(grp):
            by_color[k].append(_rect(pos, min(0.0, h), pos + w, max(0.0, h)))
            pos += w
            ymin, ymax = min(ymin, h), max(ymax, h)
        pos += gap
    prims = [P.lst(colors[k], bar_edge(), *rs) for k, rs in enumerate(by_color) if rs]
    xr = (0.0, pos - gap)
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
                ("AxesOrigin", P.lst(Real(0.0), Real(0.0))),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*widen(ymin, ymax)))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                           P.lst(P.scaled(0.0), P.scaled(0.05))))]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))
    return _chart_legend(g, opts, colors, nser)


# --- DateHistogram ---------------------------------------------------------------------------

def _calendar_edges(t0, t1, unit):
    """Calendar-aligned bin edges (datetimes) of ``unit`` covering t0 .. t1."""
    import datetime
    if unit == "Year":
        d = datetime.datetime(t0.year, 1, 1)
        step = lambda x: datetime.datetime(x.year + 1, 1, 1)         # noqa: E731
    elif unit == "Month":
        d = datetime.datetime(t0.year, t0.month, 1)
        step = lambda x: datetime.datetime(x.year + x.month // 12,   # noqa: E731
                                           x.month % 12 + 1, 1)
    elif unit == "Week":
        d = datetime.datetime(t0.year, t0.month, t0.day) - datetime.timedelta(
            days=t0.weekday())
        step = lambda x: x + datetime.timedelta(days=7)              # noqa: E731
    elif unit == "Day":
        d = datetime.datetime(t0.year, t0.month, t0.day)
        step = lambda x: x + datetime.timedelta(days=1)              # noqa: E731
    else:
        d = datetime.datetime(t0.year, t0.month, t0.day, t0.hour)
        step = lambda x: x + datetime.timedelta(hours=1)             # noqa: E731
    edges = [d]
    while edges[-1] <= t1:
        edges.append(step(edges[-1]))
        if len(edges) > 100000:
            break
    return edges


def date_histogram(ts, unit, opts, given):
    """Bars over calendar bins of the absolute times ``ts`` (seconds from 1900), with
    date ticks; Automatic picks the first of years, months, weeks, days, hours giving at
    least 4 bins (at most 40 when a finer unit would exceed it)."""
    import datetime
    np = _np()
    from mathilda.algorithms.graphics.charts import HIST_COLOR, _axes_defaults, bar_edge
    from mathilda.algorithms.graphics.listplot import _epoch, date_ticks_for
    e = _epoch()
    dts = [e + datetime.timedelta(seconds=t) for t in ts]
    t0, t1 = min(dts), max(dts)
    if unit is None:
        unit = "Hour"
        for u in ("Year", "Month", "Week", "Day", "Hour"):
            if len(_calendar_edges(t0, t1, u)) - 1 >= 4:
                unit = u
                break
    edges = np.array([(d - e).total_seconds() for d in _calendar_edges(t0, t1, unit)])
    counts, _ = np.histogram(np.array(ts, dtype=float), bins=edges)
    rects = [_rect(edges[k], 0.0, edges[k + 1], float(counts[k]))
             for k in range(len(counts)) if counts[k] > 0]
    xr = (float(edges[0]), float(edges[-1]))
    yr = (0.0, float(counts.max()) or 1.0)
    g = P.graphics(P.lst(P.lst(rgb_expr(*HIST_COLOR), bar_edge(), *rects)),
                   _axes_defaults(xr, yr, date_ticks_for(*xr)),
                   P.passed_options(opts, given))
    return g


# --- TimelinePlot ----------------------------------------------------------------------------

def timeline_plot(events, opts, given):
    """``events``: (seconds, label or None) pairs. A point per event on the time axis
    (y = 0), the labels above it on stems, staggered over three heights so that
    neighbours do not overlap; date ticks on the axis."""
    np = _np()
    from mathilda.algorithms.graphics.listplot import date_ticks_for
    events = sorted(events, key=lambda e: e[0])
    ts = np.array([t for t, _ in events], dtype=float)
    lo, hi = float(ts.min()), float(ts.max())
    if hi <= lo:
        lo, hi = lo - 86400.0, hi + 86400.0
    col = P.color_expr(1)
    stems, texts = [], []
    for k, (t, lab) in enumerate(events):
        if lab is None:
            continue
        h = 0.3 * (1 + k % 3)
        stems.append(Expression(S.Line, (P.lst(P.lst(Real(t), Real(0.0)),
                                               P.lst(Real(t), Real(h))),)))
        texts.append(Expression(S.Text, (lab, P.lst(Real(t), Real(h)),
                                         P.lst(Integer(0), Integer(-1)))))
    pts = np.column_stack([ts, np.zeros(len(ts))])
    prims = P.lst(P.lst(Expression(S.GrayLevel, (Real(0.6),)), *stems),
                  P.lst(col, Expression(S.PointSize, (Real(0.02),)),
                        Expression(S.Point, (P.packed(pts),))),
                  P.lst(*texts))
    pad = 0.05 * (hi - lo)
    defaults = [("AspectRatio", Real(0.25)), ("Axes", P.lst(TRUE, FALSE)),
                ("AxesOrigin", P.lst(Real(lo - pad), Real(0.0))),
                ("PlotRange", P.lst(P.range_expr(lo - pad, hi + pad),
                                    P.range_expr(-0.2, 1.3 if texts else 0.2))),
                ("PlotRangePadding", S["None"]),
                ("Ticks", P.lst(date_ticks_for(lo - pad, hi + pad), S["None"]))]
    return P.graphics(prims, defaults, P.passed_options(opts, given))
