"""More charts and statistical plots: StackedListPlot (stacking), NumberLinePlot,
QuantilePlot, ProbabilityPlot, BubbleChart, SectorChart, PairedBarChart,
DistributionChart, BarChart3D.

The look follows charts.py (bars in the default chart colours with thin dark edges);
QuantilePlot and ProbabilityPlot draw their points as ListPlot does, with a reference line
(y = x) in the points' colour, lighter.  A distribution's quantiles and CDF come from the
probability builtins through the evaluator; the normal reference distribution fitted to
the data (its mean and standard deviation) is computed here with SciPy."""

import math

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.charts import (_chart_legend, _rect, bar_edge,
                                                 chart_colors, silverman)
from mathilda.algorithms.graphics.colors import palette_97, rgb_expr
from mathilda.algorithms.graphics.plotrange import widen


def _np():
    import numpy as np
    return np


# --- StackedListPlot ------------------------------------------------------------------------------

def stacked(np, sets):
    """The datasets (n x 2 arrays) each added to the ones before it: on the union of
    their x values, every dataset interpolated linearly (0 outside its range)."""
    xs = np.unique(np.concatenate([d[:, 0] for d in sets]))
    total = np.zeros(len(xs))
    out = []
    for d in sets:
        order = np.argsort(d[:, 0])
        x, y = d[order, 0], d[order, 1]
        v = np.interp(xs, x, y, left=0.0, right=0.0)
        total = total + v
        out.append(np.column_stack([xs, total]))
    return out


# --- NumberLinePlot --------------------------------------------------------------------------------

def number_line(items, opts, given):
    """``items``: per row a list of ('point', x) / ('interval', a, b, closed_a, closed_b)
    with infinite ends allowed; each row at height i, in the i-th default colour."""
    np = _np()
    finite = [v for row in items for it in row for v in it[1:3]
              if isinstance(v, float) and math.isfinite(v)]
    if not finite:
        finite = [0.0, 1.0]
    lo, hi = widen(min(finite), max(finite))
    pad = 0.1 * (hi - lo)
    lo_d, hi_d = lo - pad, hi + pad
    prims = []
    user = opts.get("PlotStyle")
    for i, row in enumerate(items):
        y = float(i + 1)
        col = P.color_expr(i + 1)
        st = P.style_for(user, i, len(items))
        group = [col] + list(P._directives(st)) + [Expression(S.AbsoluteThickness,
                                                              (Real(2.0),))]
        pts_closed, pts_open = [], []
        for it in row:
            if it[0] == "point":
                pts_closed.append((it[1], y))
                continue
            _, a, b, ca, cb = it
            a_ = max(a, lo_d) if math.isfinite(a) else lo_d
            b_ = min(b, hi_d) if math.isfinite(b) else hi_d
            seg = np.array([[a_, y], [b_, y]])
            if not math.isfinite(a) or not math.isfinite(b):
                heads = ([Real(-0.03)] if not math.isfinite(a) else []) + \
                    ([Real(0.03)] if not math.isfinite(b) else [])
                if len(heads) == 1 and not math.isfinite(a):
                    spec = P.lst(P.lst(Real(-0.03), Integer(0)))
                else:
                    spec = P.lst(*heads) if len(heads) > 1 else heads[0]
                group.append(Expression(S.Arrowheads, (spec,)))
                group.append(Expression(S.Arrow, (P.packed(seg),)))
            else:
                group.append(Expression(S.Line, (P.packed(seg),)))
            for v, closed in ((a, ca), (b, cb)):
                if math.isfinite(v):
                    (pts_closed if closed else pts_open).append((v, y))
        if pts_closed:
            group += [Expression(S.AbsolutePointSize, (Real(6.0),)),
                      Expression(S.Point, (P.packed(np.array(pts_closed)),))]
        prims.append(P.lst(*group))
        if pts_open:
            prims.append(P.lst(col, Expression(S.AbsolutePointSize, (Real(6.0),)),
                               Expression(S.Point, (P.packed(np.array(pts_open)),)),
                               Expression(S.GrayLevel, (Integer(1),)),
                               Expression(S.AbsolutePointSize, (Real(3.5),)),
                               Expression(S.Point, (P.packed(np.array(pts_open)),))))
    n = len(items)
    defaults = [("AspectRatio", Real(min(0.15 * (n + 1), 1.0))),
                ("Axes", P.lst(TRUE, FALSE)),
                ("AxesOrigin", P.lst(Real(lo_d), Real(0.0))),
                ("PlotRange", P.lst(P.range_expr(lo_d, hi_d), P.range_expr(0.0, n + 1.0))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.0), P.scaled(0.0)),
                                           P.lst(P.scaled(0.0), P.scaled(0.0))))]
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))


# --- QuantilePlot and ProbabilityPlot -------------------------------------------------------------

def plot_positions(np, n):
    return (np.arange(1, n + 1) - 0.5) / n


def normal_fit(np, x):
    return float(np.mean(x)), float(np.std(x, ddof=1)) if len(x) > 1 else 1.0


def reference_plot(sets, opts, given, diag, joined=None):
    """Points (one n x 2 array per dataset) with the reference line through ``diag`` (a
    pair of points); the points in the default colours, the line lighter."""
    np = _np()
    prims = []
    user = opts.get("PlotStyle")
    ref = opts.get("ReferenceLineStyle")
    if ref is not S["None"]:
        if ref is None or ref is S.Automatic:
            r, g, b = palette_97(1)
            ref = Expression(S.Directive, (rgb_expr(1 - 0.5 * (1 - r), 1 - 0.5 * (1 - g),
                                                    1 - 0.5 * (1 - b)),
                                           Expression(S.AbsoluteThickness, (Real(1.0),))))
        prims.append(P.lst(ref, Expression(S.Line, (P.packed(np.array(diag)),))))
    allp = [np.array(diag)]
    for i, pts in enumerate(sets):
        st = P.curve_style(i + 1, P.style_for(user, i, len(sets)), None)
        is_joined = joined[i] if joined is not None else False
        if is_joined:
            prims.append(P.lst(P.curve_style(i + 1, P.style_for(user, i, len(sets))),
                               Expression(S.Line, (P.packed(pts),))))
        else:
            from mathilda.algorithms.graphics.listplot import point_size
            prims.append(P.lst(st, Expression(S.PointSize, (Real(point_size(len(pts))),)),
                               Expression(S.Point, (P.packed(pts),))))
        allp.append(pts)
    a = np.concatenate(allp)
    a = a[np.isfinite(a).all(axis=1)]
    xr = widen(float(a[:, 0].min()), float(a[:, 0].max()))
    yr = widen(float(a[:, 1].min()), float(a[:, 1].max()))
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
                ("AxesOrigin", P.lst(Real(xr[0]), Real(yr[0]))),
                ("Frame", TRUE), ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                           P.lst(P.scaled(0.05), P.scaled(0.05))))]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))
    labels, place = P.legend_labels(opts.get("PlotLegends"), [], len(sets))
    if labels is not None:
        styles = [P.color_expr(i + 1) for i in range(len(sets))]
        return P.legended(g, styles, labels, place, "PointLegend")
    return g


# --- BubbleChart ------------------------------------------------------------------------------------

def bubble_chart(sets, opts, given):
    """``sets``: n x 3 arrays {x, y, z}; bubble areas proportional to z (the largest a
    fixed fraction of the plot width), each dataset in its default colour."""
    np = _np()
    allp = np.concatenate(sets)
    xr = widen(float(allp[:, 0].min()), float(allp[:, 0].max()))
    yr = widen(float(allp[:, 1].min()), float(allp[:, 1].max()))
    zmax = float(np.abs(allp[:, 2]).max()) or 1.0
    from mathilda.algorithms.graphics.numeric import real_array
    sizes = real_array(opts.get("BubbleSizes")) if opts.get("BubbleSizes") is not None \
        else None
    smin, smax = (float(sizes[0]), float(sizes[1])) if sizes is not None and \
        sizes.shape == (2,) else (0.03, 0.12)
    aspect = 1 / 1.618033988749895
    w, h = xr[1] - xr[0], yr[1] - yr[0]
    # a radius r (a fraction of the picture's width) is r w in x and r h / aspect in y;
    # the range grows by the largest radius, so that the bubbles stay inside
    w2 = w / max(1 - 2.2 * smax, 0.2)                    # the widened width and height
    h2 = h / max(1 - 2.2 * smax / aspect, 0.2)
    xr = (xr[0] - (w2 - w) / 2, xr[1] + (w2 - w) / 2)
    yr = (yr[0] - (h2 - h) / 2, yr[1] + (h2 - h) / 2)
    w, h = w2, h2
    colors = chart_colors(opts.get("ChartStyle"), len(sets), False)
    prims = []
    for i, pts in enumerate(sets):
        t = np.sqrt(np.abs(pts[:, 2]) / zmax)
        rfrac = smin + (smax - smin) * t
        disks = [Expression(S.Disk, (P.lst(Real(x), Real(y)), P.lst(
            Real(r * w), Real(r * h / aspect)))) for (x, y, _), r in zip(pts, rfrac)]
        prims.append(P.lst(colors[i], Expression(S.Opacity, (Real(0.75),)),
                           bar_edge(), *disks))
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", FALSE), ("Frame", TRUE),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
                ("PlotRangePadding", S["None"])]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))
    return _chart_legend(g, opts, colors, len(sets))


# --- SectorChart ---------------------------------------------------------------------------------

def sector_chart(sets, opts, given):
    """``sets``: lists of (angle weight, radius); sector widths proportional to the
    weights, radii as given; several datasets as rings stacked outwards."""
    np = _np()
    from mathilda.algorithms.graphics.charts import _ring_sector, sector_origin
    n = max(len(s) for s in sets)
    colors = chart_colors(opts.get("ChartStyle"), n, False)
    edge = Expression(S.EdgeForm, (Expression(S.Directive, (Expression(
        S.GrayLevel, (Real(1.0),)), Expression(S.AbsoluteThickness, (Real(1.0),)))),))
    theta, sense, r0 = sector_origin(opts.get("SectorOrigin"))
    prims = []
    base = r0
    rmax = r0
    for values in sets:
        total = float(sum(a for a, _ in values if a > 0)) or 1.0
        a0 = theta
        top = base
        for i, (wgt, r) in enumerate(values):
            if wgt <= 0:
                continue
            a1 = a0 + sense * 2 * math.pi * wgt / total
            prims.append(P.lst(colors[i], edge, _ring_sector(np, base, base + r, a0, a1)))
            top = max(top, base + r)
            a0 = a1
        base = top
        rmax = max(rmax, top)
    rmax = rmax or 1.0
    defaults = [("AspectRatio", S.Automatic), ("Axes", P.lst(FALSE, FALSE)),
                ("PlotRange", P.lst(P.lst(Real(-rmax), Real(rmax)),
                                    P.lst(Real(-rmax), Real(rmax)))),
                ("PlotRangePadding", P.scaled(0.02))]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))
    return _chart_legend(g, opts, colors, n)


# --- PairedBarChart ---------------------------------------------------------------------------------

def paired_bar_chart(left, right, opts, given):
    """Horizontal bars: the first data to the left of a central axis, the second to the
    right, bar i of both at height i (the first at the bottom, as BarChart's BarOrigin ->
    Left puts it)."""
    n = max(len(left), len(right))
    style = opts.get("ChartStyle")
    if isinstance(style, Expression) and style.head is S.List and len(style.args) >= 2:
        cl, cr = style.args[0], style.args[1]
    elif style is not None and style is not S.Automatic and type(style) is not String:
        cl = cr = style
    else:
        cl, cr = P.color_expr(1), P.color_expr(2)
    prims = []
    vmax = 0.0
    for side, data, col in ((-1.0, left, cl), (1.0, right, cr)):
        bars = []
        for i, v in enumerate(data):
            y0 = i + 0.1
            y1 = i + 0.9
            x = side * abs(v)
            vmax = max(vmax, abs(v))
            bars.append(_rect(min(0.0, x), y0, max(0.0, x), y1))
        prims.append(P.lst(col, bar_edge(), *bars))
    labels = opts.get("ChartLabels")
    texts = []
    if isinstance(labels, Expression) and labels.head is S.List:
        for i, lab in enumerate(labels.args[:n]):
            shown = Expression(S.Style, (lab, Expression(S.Rule, (
                S.Background, Expression(S.GrayLevel, (Integer(1),))))))
            texts.append(Expression(S.Text, (shown, P.lst(Real(0.0), Real(i + 0.5)))))
    vmax = vmax or 1.0
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, FALSE)),
                ("AxesOrigin", P.lst(Real(0.0), Real(0.0))),
                ("PlotRange", P.lst(P.range_expr(-vmax, vmax), P.range_expr(0.0, float(n)))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.05), P.scaled(0.05)),
                                           P.lst(P.scaled(0.02), P.scaled(0.02)))),
                ("Ticks", P.lst(abs_ticks(vmax), S["None"]))]
    g = P.graphics(P.lst(P.lst(*prims), P.lst(*texts)), defaults,
                   P.passed_options(opts, given))
    return _chart_legend(g, opts, [cl, cr], 2)


def abs_ticks(vmax):
    """Ticks on both sides of 0 labelled with the absolute value."""
    from mathilda.algorithms.graphics.plotrange import nice_ticks
    major, _ = nice_ticks(-vmax, vmax, 7)
    out = []
    for m in major:
        v = abs(m)
        lab = Integer(int(round(v))) if abs(v - round(v)) < 1e-9 else Real(v)
        out.append(P.lst(Real(m), lab))
    return P.lst(*out)


# --- DistributionChart -------------------------------------------------------------------------------

def distribution_chart(sets, opts, given):
    """Violins: each dataset's smooth kernel density (Gaussian kernel, Silverman's
    bandwidth) mirrored about its position, with a white line at the median."""
    np = _np()
    single = len(sets) == 1
    colors = chart_colors(opts.get("ChartStyle"), len(sets), single)
    prims = []
    lo = min(float(d.min()) for d in sets)
    hi = max(float(d.max()) for d in sets)
    median_style = Expression(S.Directive, (Expression(S.GrayLevel, (Integer(1),)),
                                            Expression(S.AbsoluteThickness, (Real(1.6),))))
    for i, d in enumerate(sets):
        bw = silverman(np, d) if len(d) > 1 else 1.0
        bw = bw or 1.0
        ys = np.linspace(float(d.min()) - 2 * bw, float(d.max()) + 2 * bw, 120)
        dens = np.exp(-0.5 * ((ys[:, None] - d[None, :]) / bw) ** 2).sum(axis=1)
        dens = dens / dens.max() * 0.4
        c = i + 1.0
        outline = np.concatenate([np.column_stack([c - dens, ys]),
                                  np.column_stack([c + dens[::-1], ys[::-1]])])
        med = float(np.median(d))
        mw = float(np.interp(med, ys, dens))
        prims.append(P.lst(colors[i], bar_edge(), Expression(S.Polygon, (P.packed(outline),)),
                           median_style, Expression(S.Line, (P.packed(np.array(
                               [[c - mw, med], [c + mw, med]])),))))
        lo, hi = min(lo, float(ys[0])), max(hi, float(ys[-1]))
    xr = (0.5, len(sets) + 0.5)
    labels = opts.get("ChartLabels")
    ticks = S["None"]
    if isinstance(labels, Expression) and labels.head is S.List:
        ticks = P.lst(*[P.lst(Real(k + 1.0), lab) for k, lab in enumerate(labels.args)])
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(FALSE, TRUE)),
                ("Frame", P.lst(P.lst(TRUE, FALSE), P.lst(TRUE, FALSE))),
                ("FrameTicks", P.lst(P.lst(S.Automatic, S["None"]),
                                     P.lst(ticks, S["None"]))),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(lo, hi))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.0), P.scaled(0.0)),
                                           P.lst(P.scaled(0.02), P.scaled(0.02))))]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))
    return _chart_legend(g, opts, colors, len(sets))


# --- BarChart3D ---------------------------------------------------------------------------------

def bar_chart3d(groups, opts, given):
    """Cuboids of heights the values: one row of bars for a list, a group of bars side by
    side (each series its own colour) for a list of lists."""
    single = all(len(g) == 1 for g in groups)
    n_series = max(len(g) for g in groups)
    colors = chart_colors(opts.get("ChartStyle"), len(groups) if single else n_series,
                          single)
    prims = []
    pos = 0.0
    vmin, vmax = 0.0, 0.0
    for gi, grp in enumerate(groups):
        for k, v in enumerate(grp):
            col = colors[gi] if single else colors[k]
            lo, hi = min(0.0, v), max(0.0, v)
            vmin, vmax = min(vmin, lo), max(vmax, hi)
            prims.append(P.lst(col, bar_edge(), Expression(S.Cuboid, (
                P.lst(Real(pos), Real(0.0), Real(lo)),
                P.lst(Real(pos + 0.8), Real(0.8), Real(hi))))))
            pos += 0.8 if not single else 1.0
        pos += 0.2 if single else 0.6
    xr = (-0.2, pos - (0.2 if single else 0.6) + 0.2)
    vr = widen(vmin, vmax)
    defaults = [("Axes", P.lst(FALSE, FALSE, TRUE)), ("Boxed", FALSE),
                ("BoxRatios", P.lst(Integer(1), Real(0.25), Real(0.5))),
                ("Lighting", S.Automatic),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(-0.1, 0.9),
                                    P.range_expr(*vr)))]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given), "Graphics3D")
    return _chart_legend(g, opts, colors, len(colors))


# --- RadialAxisPlot -----------------------------------------------------------------------------

def radial_axis_plot(sets, opts, given):
    """Radar chart: axis k of n at angle Pi/2 - 2 Pi k/n (the first straight up, then
    clockwise), each axis scaled to the largest value on it over all datasets; each
    dataset a closed polygon through its values, filled lightly in its colour."""
    np = _np()
    n = len(sets[0])
    top = np.max(np.abs(np.array(sets)), axis=0)
    top[top == 0] = 1.0
    ang = math.pi / 2 - 2 * math.pi * np.arange(n) / n
    dirs = np.column_stack([np.cos(ang), np.sin(ang)])
    gray = Expression(S.GrayLevel, (Real(0.75),))
    spokes = [Expression(S.Line, (P.packed(np.array([[0.0, 0.0], d])),)) for d in dirs]
    rings = [Expression(S.Line, (P.packed(np.vstack([dirs * f, dirs[:1] * f])),))
             for f in (0.25, 0.5, 0.75, 1.0)]
    prims = [P.lst(gray, Expression(S.AbsoluteThickness, (Real(0.5),)), *spokes, *rings)]
    user = opts.get("PlotStyle")
    outlines = []                   # drawn after all the fills, so none is covered
    for i, vals in enumerate(sets):
        r = np.asarray(vals, dtype=float) / top
        pts = dirs * r[:, None]
        col = P.color_expr(i + 1)
        st = P._directives(P.style_for(user, i, len(sets)))
        prims.append(P.lst(col, *st, Expression(S.Opacity, (Real(0.2),)),
                           Expression(S.EdgeForm, ()),
                           Expression(S.Polygon, (P.packed(pts),))))
        outlines.append(P.lst(
            col, *st, Expression(S.AbsoluteThickness, (Real(P.THICKNESS),)),
            Expression(S.Line, (P.packed(np.vstack([pts, pts[:1]])),)),
            Expression(S.AbsolutePointSize, (Real(5.0),)),
            Expression(S.Point, (P.packed(pts),))))
    prims += outlines
    texts = []
    labels = opts.get("AxesLabel")
    if isinstance(labels, Expression) and labels.head is S.List:
        for lab, d in zip(labels.args, dirs):
            texts.append(Expression(S.Text, (lab, P.lst(Real(1.12 * d[0]),
                                                        Real(1.12 * d[1])))))
    defaults = [("AspectRatio", S.Automatic), ("Axes", FALSE),
                ("PlotRange", P.lst(P.range_expr(-1.2, 1.2), P.range_expr(-1.2, 1.2))),
                ("PlotRangePadding", S["None"])]
    g = P.graphics(P.lst(P.lst(*prims), P.lst(*texts)), defaults, P.passed_options(opts, given))
    labels_, place = P.legend_labels(opts.get("PlotLegends"), [], len(sets))
    if labels_ is not None:
        return P.legended(g, [P.color_expr(i + 1) for i in range(len(sets))], labels_, place)
    return g
