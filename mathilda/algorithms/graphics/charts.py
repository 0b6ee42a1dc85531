"""Charts: Histogram, SmoothHistogram, BarChart, PieChart, BoxWhiskerChart.

The statistics come from the statistics builtins through the evaluator (Histogram's bins
from HistogramList, so both always agree; BoxWhiskerChart's quartiles from Quartiles);
SmoothHistogram's Gaussian kernel density (Silverman's bandwidth) is computed here.  The
look follows the Wolfram Language's default chart style: bars and boxes in a light orange
with thin dark edges, several datasets and pie sectors in the default plot colours."""

import math

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.colors import GRADIENTS, gradient_rgb, rgb_expr
from mathilda.algorithms.graphics.numeric import real_array, real_scalar
from mathilda.algorithms.graphics.plotrange import widen

BAR_COLOR = (0.982864, 0.7431472, 0.3262672)
HIST_COLOR = (0.987148, 0.8073604, 0.4947004)


def _np():
    import numpy as np
    return np


def bar_edge():
    return Expression(S.EdgeForm, (Expression(S.Directive, (
        Expression(S.Opacity, (Real(0.5),)), Expression(S.GrayLevel, (Integer(0),)),
        Expression(S.AbsoluteThickness, (Real(0.6),)))),))


def _rect(x0, y0, x1, y1):
    return Expression(S.Rectangle, (P.lst(Real(x0), Real(y0)), P.lst(Real(x1), Real(y1))))


def chart_colors(style, n, single):
    """Colour expressions for n items: ChartStyle (a colour, a list, a gradient name) or
    the defaults (one orange for a single dataset, else the default plot colours)."""
    if type(style) is String and style.value in GRADIENTS:
        return [rgb_expr(*gradient_rgb(style.value, k / max(n - 1, 1))) for k in range(n)]
    if isinstance(style, Expression) and style.head is S.List and style.args:
        return [style.args[k % len(style.args)] for k in range(n)]
    if style is not None and style is not S.Automatic:
        return [style] * n
    if single:
        return [rgb_expr(*BAR_COLOR)] * n
    return [P.color_expr(k + 1) for k in range(n)]


def _axes_defaults(xr, yr, ticks_x=S.Automatic, origin=None):
    ox = origin[0] if origin else xr[0]
    oy = origin[1] if origin else 0.0
    return [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
            ("AxesOrigin", P.lst(Real(ox), Real(oy))),
            ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
            ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                       P.lst(P.scaled(0.0), P.scaled(0.05)))),
            ("Ticks", P.lst(ticks_x, S.Automatic))]


# --- Histogram -------------------------------------------------------------------------------

def histogram(ev, datasets, bspec, hspec, opts, given):
    """``datasets``: list of data Exprs; bins from HistogramList over all the data."""
    np = _np()
    args = [x for x in (bspec, hspec) if x is not None]
    if len(datasets) > 1 and (bspec is None or bspec is S.Automatic):
        joined = Expression(S.List, tuple(a for d in datasets for a in d.args))
        edges_e = ev.call("HistogramList", joined, *args)
        if not _is_hist(edges_e):
            return None
        edges = edges_e.args[0]
        args = [P.lst(edges)] + ([hspec] if hspec is not None else [])
    bars, styles = [], []
    allx, ally = [], []
    single = len(datasets) == 1
    colors = chart_colors(opts.get("ChartStyle"), len(datasets), False)
    for i, d in enumerate(datasets):
        r = ev.call("HistogramList", d, *args)
        if not _is_hist(r):
            return None
        e = real_array(r.args[0])
        h = real_array(r.args[1])
        if e is None or h is None or len(e) != len(h) + 1:
            return None
        rects = [_rect(e[k], 0.0, e[k + 1], h[k]) for k in range(len(h))]
        if single and (opts.get("ChartStyle") in (None, S.Automatic)):
            st = Expression(S.Directive, (rgb_expr(*HIST_COLOR),))
        else:
            st = Expression(S.Directive, (Expression(S.Opacity, (Real(0.5),)),
                                          colors[i]))
        styles.append(st)
        bars.append(P.lst(st, bar_edge(), *rects))
        allx.extend([float(e[0]), float(e[-1])])
        ally.extend([0.0, float(h.max()) if len(h) else 1.0])
    xr = widen(min(allx), max(allx)) if allx else (0.0, 1.0)
    yr = widen(0.0, max(ally)) if ally else (0.0, 1.0)
    g = P.graphics(P.lst(P.lst(*bars)), _axes_defaults(xr, yr), P.passed_options(opts, given))
    return _chart_legend(g, opts, styles, len(datasets))


def _is_hist(r):
    return isinstance(r, Expression) and r.head is S.List and len(r.args) == 2 and all(
        isinstance(a, Expression) and a.head is S.List for a in r.args)


def _chart_legend(g, opts, styles, n):
    legend = opts.get("ChartLegends")
    if legend is None or legend is S["None"] or legend is S.Automatic:
        return g
    labels, place = P.legend_labels(legend, [], n)
    return P.legended(g, styles, labels, place, "SwatchLegend")


# --- SmoothHistogram ---------------------------------------------------------------------------

def silverman(np, x):
    n = len(x)
    sd = float(np.std(x, ddof=1)) if n > 1 else 1.0
    q75, q25 = np.percentile(x, [75, 25])
    s = min(sd, (q75 - q25) / 1.34) if q75 > q25 else sd
    return 0.9 * (s or 1.0) * n ** (-0.2)


def smooth_histogram(datasets, bandwidth, opts, given):
    np = _np()
    curves, styles = [], []
    xs_all = []
    for d in datasets:
        x = d[np.isfinite(d)]
        if x.size == 0:
            continue
        h = bandwidth if bandwidth else silverman(np, x)
        xs_all.append((float(x.min()) - 3 * h, float(x.max()) + 3 * h, x, h))
    if not xs_all:
        return None
    lo = min(a for a, _, _, _ in xs_all)
    hi = max(b for _, b, _, _ in xs_all)
    grid = np.linspace(lo, hi, 300)
    ymax = 0.0
    for i, (_, _, x, h) in enumerate(xs_all):
        z = (grid[:, None] - x[None, :]) / h
        dens = np.exp(-0.5 * z * z).sum(axis=1) / (len(x) * h * math.sqrt(2 * math.pi))
        ymax = max(ymax, float(dens.max()))
        st = P.curve_style(i + 1, P.style_for(opts.get("PlotStyle"), i, len(xs_all)))
        styles.append(st)
        curves.append(P.lst(st, Expression(S.Line, (P.packed(np.column_stack([grid,
                                                                              dens])),))))
    prims = [P.lst(*curves)]
    fill = opts.get("Filling")
    if fill is S.Axis or fill is S.Bottom:
        polys = []
        for i, c in enumerate(curves):
            pts = c.args[1].args[0].array
            polys.append(P.lst(P.fill_style(i + 1), Expression(S.EdgeForm, ()),
                               P.polygon_expr(P.fill_polygons([pts], base_y=0.0))))
        prims.insert(0, P.lst(*polys))
    g = P.graphics(P.lst(*prims), _axes_defaults((lo, hi), (0.0, ymax), origin=(lo, 0.0)),
                   P.passed_options(opts, given))
    return g


# --- BarChart ---------------------------------------------------------------------------------

def bar_chart(groups, opts, given):
    """``groups``: a list of lists of (value float, label-or-None); one group per position
    (a single dataset is n groups of one)."""
    n_series = max(len(g) for g in groups) if groups else 0
    single = all(len(g) == 1 for g in groups)
    colors = chart_colors(opts.get("ChartStyle"), len(groups) if single else n_series,
                          single)
    horizontal = opts.get("BarOrigin") is S.Left
    layout = opts.get("ChartLayout")
    layout = layout.value if type(layout) is String else "Grouped"
    stacked = layout in ("Stacked", "Percentile") and not single
    gap_in = 0.0 if single or stacked else 0.05
    gap_out = 0.25 if single or stacked else 0.5
    prims, labels_out = [], []
    pos = 0.0
    centres = []
    vmin, vmax = 0.0, 0.0
    for gi, grp in enumerate(groups):
        start = pos
        if stacked:     # one bar per group, its values stacked (positive up, negative down)
            total = sum(abs(v) for v, _ in grp) if layout == "Percentile" else 1.0
            up = down = 0.0
            for k, (v, _) in enumerate(grp):
                v = v / total if total else 0.0
                base = up if v >= 0 else down
                top = base + v
                if v >= 0:
                    up = top
                else:
                    down = top
                r = _rect(base, pos, top, pos + 1.0) if horizontal else \
                    _rect(pos, base, pos + 1.0, top)
                prims.append(P.lst(colors[k], bar_edge(), r))
            vmin, vmax = min(vmin, down), max(vmax, up)
            pos += 1.0
            centres.append((start + pos) / 2)
            pos += gap_out
            continue
        for k, (v, _) in enumerate(grp):
            x0 = pos
            x1 = pos + 1.0
            col = colors[gi] if single else colors[k]
            vmin, vmax = min(vmin, v), max(vmax, v)
            r = _rect(0.0, x0, v, x1) if horizontal else _rect(x0, 0.0, x1, v)
            prims.append(P.lst(col, bar_edge(), r))
            pos = x1 + gap_in
        pos -= gap_in
        centres.append((start + pos) / 2)
        pos += gap_out
    labels = opts.get("ChartLabels")
    if isinstance(labels, Expression) and labels.head is S.List:
        for c, lab in zip(centres, labels.args):
            where = P.lst(Real(c), Real(vmin)) if not horizontal else \
                P.lst(Real(vmin), Real(c))
            off = P.lst(Integer(0), Real(1.4)) if not horizontal else \
                P.lst(Real(1.2), Integer(0))
            labels_out.append(Expression(S.Text, (lab, where, off)))
    extent = (-gap_out / 2, pos - gap_out / 2)
    vr = widen(vmin, vmax)
    if horizontal:
        defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
                    ("AxesOrigin", P.lst(Real(0.0), Real(extent[0]))),
                    ("PlotRange", P.lst(P.range_expr(*vr), P.range_expr(*extent))),
                    ("PlotRangePadding", P.lst(P.lst(P.scaled(0.0), P.scaled(0.05)),
                                               P.lst(P.scaled(0.02), P.scaled(0.02)))),
                    ("Ticks", P.lst(S.Automatic, S["None"]))]
    else:
        defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
                    ("AxesOrigin", P.lst(Real(extent[0]), Real(0.0))),
                    ("PlotRange", P.lst(P.range_expr(*extent), P.range_expr(*vr))),
                    ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                               P.lst(P.scaled(0.0), P.scaled(0.05)))),
                    ("Ticks", P.lst(S["None"], S.Automatic))]
    if labels_out:
        defaults.append(("PlotRangeClipping", FALSE))
    g = P.graphics(P.lst(P.lst(*prims), P.lst(*labels_out)), defaults,
                   P.passed_options(opts, given))
    styles = colors if not single else colors[:len(groups)]
    return _chart_legend(g, opts, styles, len(styles))


# --- PieChart ---------------------------------------------------------------------------------

def sector_origin(spec):
    """SectorOrigin: (start angle, direction +1 counterclockwise / -1, inner radius)."""
    theta, sense, r0 = 0.0, 1.0, 0.0

    def angle(e):
        nonlocal theta, sense
        if isinstance(e, Expression) and e.head is S.List and len(e.args) == 2:
            d = e.args[1]
            if type(d) is String and d.value == "Clockwise":
                sense = -1.0
            e = e.args[0]
        v = real_scalar(e)
        if v is not None:
            theta = v
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2 and \
            not (type(spec.args[1]) is String):
        angle(spec.args[0])
        r = real_scalar(spec.args[1])
        r0 = max(0.0, r) if r is not None else 0.0
    elif spec is not None:
        angle(spec)
    return theta, sense, r0


def _ring_sector(np, r0, r1, a, b):
    """A Disk sector (r0 = 0) or the Polygon of a ring sector from angle a to b."""
    if r0 <= 0:
        lo, hi = min(a, b), max(a, b)
        return Expression(S.Disk, (P.lst(Integer(0), Integer(0)), Real(r1),
                                   P.lst(Real(lo), Real(hi))))
    t = np.linspace(a, b, max(8, int(abs(b - a) * 40)))
    pts = np.concatenate([np.column_stack([r1 * np.cos(t), r1 * np.sin(t)]),
                          np.column_stack([r0 * np.cos(t[::-1]), r0 * np.sin(t[::-1])])])
    return Expression(S.Polygon, (P.packed(pts),))


def pie_chart(datasets, opts, given):
    """``datasets``: lists of values; one is a pie, several are concentric rings (the first
    innermost), sector i of each in the i-th colour."""
    np = _np()
    if not any(sum(v for v in vals if v > 0) > 0 for vals in datasets):
        return None
    n = max(len(vals) for vals in datasets)
    colors = chart_colors(opts.get("ChartStyle"), n, False)
    edge = Expression(S.EdgeForm, (Expression(S.Directive, (Expression(
        S.GrayLevel, (Real(1.0),)), Expression(S.AbsoluteThickness, (Real(1.0),)))),))
    theta, sense, r0 = sector_origin(opts.get("SectorOrigin"))
    prims, texts = [], []
    labels = opts.get("ChartLabels")
    labs = list(labels.args) if isinstance(labels, Expression) and labels.head is S.List \
        else []
    for k, values in enumerate(datasets):
        total = float(sum(v for v in values if v > 0))
        if total <= 0:
            continue
        inner, outer = (r0 + k, r0 + k + 1) if k or r0 else (0.0, 1.0)
        a = theta
        for i, v in enumerate(values):
            if v <= 0:
                continue
            b = a + sense * 2 * math.pi * v / total
            prims.append(P.lst(colors[i], edge, _ring_sector(np, inner, outer, a, b)))
            if i < len(labs) and k == len(datasets) - 1:
                m = (a + b) / 2
                rm = inner + 0.65 * (outer - inner) if inner else 0.65 * outer
                texts.append(Expression(S.Text, (labs[i], P.lst(Real(rm * math.cos(m)),
                                                                Real(rm * math.sin(m))))))
            a = b
    rmax = float(r0 + len(datasets)) if len(datasets) > 1 or r0 else 1.0
    defaults = [("AspectRatio", S.Automatic), ("Axes", P.lst(FALSE, FALSE)),
                ("PlotRange", P.lst(P.lst(Real(-rmax), Real(rmax)),
                                    P.lst(Real(-rmax), Real(rmax)))),
                ("PlotRangePadding", P.scaled(0.02))]
    g = P.graphics(P.lst(P.lst(*prims), P.lst(*texts)), defaults,
                   P.passed_options(opts, given))
    return _chart_legend(g, opts, colors, n)


# --- BoxWhiskerChart ---------------------------------------------------------------------------

def box_whisker(stats, opts, given, outliers=None):
    """``stats``: per dataset (min, q1, median, q3, max) of the whiskers and the box;
    ``outliers``: per dataset the values drawn as points (or None)."""
    single = len(stats) == 1
    colors = chart_colors(opts.get("ChartStyle"), len(stats), True if single else False)
    prims = []
    lo = min(s[0] for s in stats)
    hi = max(s[4] for s in stats)
    whisker = Expression(S.Directive, (Expression(S.GrayLevel, (Real(0.3),)),
                                       Expression(S.AbsoluteThickness, (Real(1.0),))))
    median = Expression(S.Directive, (Expression(S.GrayLevel, (Integer(1),)),
                                      Expression(S.AbsoluteThickness, (Real(1.6),))))
    for i, (mn, q1, q2, q3, mx) in enumerate(stats):
        c = i + 1.0
        w = 0.35
        prims.append(P.lst(whisker, Expression(S.Line, (P.lst(
            P.lst(P.lst(Real(c), Real(mn)), P.lst(Real(c), Real(q1))),
            P.lst(P.lst(Real(c), Real(q3)), P.lst(Real(c), Real(mx))),
            P.lst(P.lst(Real(c - w / 2), Real(mn)), P.lst(Real(c + w / 2), Real(mn))),
            P.lst(P.lst(Real(c - w / 2), Real(mx)), P.lst(Real(c + w / 2), Real(mx)))),))))
        prims.append(P.lst(colors[i], bar_edge(), _rect(c - w, q1, c + w, q3)))
        prims.append(P.lst(median, Expression(S.Line, (P.lst(
            P.lst(Real(c - w), Real(q2)), P.lst(Real(c + w), Real(q2))),))))
        if outliers is not None and len(outliers[i]):
            np = _np()
            pts = np.column_stack([np.full(len(outliers[i]), c), outliers[i]])
            prims.append(P.lst(colors[i], Expression(S.AbsolutePointSize, (Real(4.0),)),
                               Expression(S.Point, (P.packed(pts),))))
            lo = min(lo, float(outliers[i].min()))
            hi = max(hi, float(outliers[i].max()))
    xr = (0.5, len(stats) + 0.5)
    yr = widen(lo, hi)
    pad = 0.05 * (yr[1] - yr[0])
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(FALSE, TRUE)),
                ("AxesOrigin", P.lst(Real(xr[0]), Real(yr[0] - pad))),
                ("Frame", P.lst(P.lst(TRUE, FALSE), P.lst(TRUE, FALSE))),
                ("FrameTicks", P.lst(P.lst(S.Automatic, S["None"]),
                                     P.lst(S["None"], S["None"]))),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(yr[0] - pad,
                                                                    yr[1] + pad))),
                ("PlotRangePadding", S["None"])]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))
    return _chart_legend(g, opts, colors, len(stats))
