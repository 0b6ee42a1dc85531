"""More charts of data: ReliefPlot, DensityHistogram, SmoothDensityHistogram,
PairedHistogram, PairedSmoothHistogram, ProbabilityScalePlot, ParallelAxisPlot,
CandlestickChart, RectangleChart (built in mathilda.algorithms.graphics.charts2d)."""

from mathilda.core.expr import Expression, String, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import charts2d as C2
from mathilda.algorithms.graphics import space_data as SD
from mathilda.algorithms.graphics.numeric import real_array, real_scalar
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, bandwidths, bin_specs, pairs,
                                                split_given)
from mathilda.builtins.graphics.charts import _CHART, _datasets
from mathilda.builtins.graphics.density import _FRAMED

_MSG = dict(PLOT_MESSAGES,
            pairs="`1` is not a list of {x, y} pairs of numbers.",
            arr2="`1` is not a rectangular array of numbers.",
            dist="`1` is not one of \"Normal\", \"LogNormal\", \"Exponential\", "
                 "\"Weibull\", \"Gumbel\", \"Frechet\", \"Rayleigh\".",
            ohlc="`1` is not a list of {open, high, low, close} values or of {x, {open, "
                 "high, low, close}} pairs.",
            rdata="`1` is not a list of {width, height} pairs of numbers or a list of "
                  "such lists.",
            hspec="`1` is not a known height specification.")


@builtin("ReliefPlot", nargs=1, options=dict(_FRAMED, AspectRatio="Automatic",
                                             FrameTicks="None", PlotRange="All"),
         messages=_MSG,
         usage="ReliefPlot[{{z11, z12, ...}, ...}] shows an array of heights as a shaded "
               "relief (row 1 at the bottom, each cell a unit square from the origin): "
               "terrain colours from green (low) through brown to white (high), lit from "
               "the upper left by the slope; ColorFunction (a gradient name) replaces the "
               "colours.",
         examples=[("ReliefPlot[Table[Sin[x] Cos[y], {y, 0, 6, 0.1}, {x, 0, 6, 0.1}]]",
                    "-Graphics-"),
                   ("Dimensions[Cases[ReliefPlot[{{1, 2, 3}, {2, 3, 4}}], Raster[a_, ___] "
                    ":> a, Infinity][[1]]]", "{2, 3, 4}"),
                   ("ReliefPlot[{1, 2}]", "ReliefPlot[{1, 2}]",
                    ["ReliefPlot::arr2: {1, 2} is not a rectangular array of numbers."])])
def relief_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    a = real_array(pos[0], lambda e: ev.call("N", e))
    if a is None or a.ndim != 2 or min(a.shape) < 2:
        ev.message("ReliefPlot", "arr2", pos[0])
        return None
    return C2.relief_plot(a.astype(float), opts, given)


_DHIST = dict(_CHART, AspectRatio="1", ColorFunction="Automatic", Frame="True",
              PlotLegends="None")


@builtin("DensityHistogram", nargs=(1, 3), options=_DHIST, messages=_MSG,
         usage="DensityHistogram[{{x1, y1}, {x2, y2}, ...}] draws a density histogram of "
               "the pairs: a rectangle for each non-empty bin (the bins of each coordinate "
               "as Histogram chooses them), darker for more points; "
               "DensityHistogram[data, bspec] with bins bspec ({bx, by} for each "
               "coordinate), DensityHistogram[data, bspec, hspec] with heights \"Count\", "
               "\"Probability\" or \"PDF\". PlotLegends -> Automatic adds a bar legend.",
         examples=[("DensityHistogram[{{1, 1}, {1, 2}, {2, 2}, {2, 2.5}}]", "-Graphics-"),
                   ("Cases[DensityHistogram[{{0.5, 0.5}, {0.5, 0.7}, {1.5, 0.5}}, {0, 2, "
                    "1}], Rectangle[a_, b_] :> {a, b}, Infinity]",
                    "{{{1., 0.}, {2., 1.}}, {{0., 0.}, {1., 1.}}}"),
                   ("DensityHistogram[{1, 2}]", "DensityHistogram[{1, 2}]",
                    ["DensityHistogram::pairs: {1, 2} is not a list of {x, y} pairs of "
                     "numbers."])])
def density_histogram(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    pts = pairs(ev, "DensityHistogram", pos[0])
    if pts is None:
        return None
    edges = SD.bins2d(ev, pts, bin_specs(pos))
    if edges is None:
        return None
    H, ex, ey = np.histogram2d(pts[:, 0], pts[:, 1], bins=edges)
    kind = pos[2].value if len(pos) > 2 and type(pos[2]) is String else "Count"
    H = SD.heights2d(np, H, ex, ey, kind, len(pts))
    if H is None:
        ev.message("DensityHistogram", "hspec", pos[2])
        return None
    return C2.density_histogram(np, H, ex, ey, opts, given)


@builtin("SmoothDensityHistogram", nargs=(1, 2),
         options=dict(_DHIST, PlotRange="{Full, Full, Automatic}"), messages=_MSG,
         usage="SmoothDensityHistogram[{{x1, y1}, ...}] shows a smooth kernel estimate of "
               "the density of the pairs (Gaussian kernel, Silverman's bandwidth for each "
               "coordinate) as DensityPlot shows values; SmoothDensityHistogram[data, bw] "
               "with bandwidth bw or {bwx, bwy}.",
         examples=[("SmoothDensityHistogram[{{0, 0}, {1, 1}, {1, 0}, {0.5, 0.2}}]",
                    "-Graphics-"),
                   ("Count[SmoothDensityHistogram[{{0, 0}, {1, 1}}, 0.5], _Raster, "
                    "Infinity]", "1")])
def smooth_density_histogram(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    pts = pairs(ev, "SmoothDensityHistogram", pos[0])
    if pts is None:
        return None
    ok, bw = bandwidths(pos)
    if not ok:
        return None
    xs, ys, D = SD.kde2d(np, pts, bw, 120)
    return C2.smooth_density_histogram(xs, ys, D, opts, given)


def _two(ev, name, pos):
    sets = [_datasets(p) for p in pos[:2]]
    for s, p in zip(sets, pos[:2]):
        if s is None or len(s) != 1:
            ev.message(name, "ldata", p)
            return None
    return [s[0] for s in sets]


@builtin("PairedHistogram", nargs=(2, 4), options=_CHART, messages=_MSG,
         usage="PairedHistogram[{x1, x2, ...}, {y1, y2, ...}] draws the histogram of the xi "
               "above the value axis and that of the yi below it, on common bins (chosen "
               "as Histogram chooses them for all the values); PairedHistogram[data1, "
               "data2, bspec] with bins bspec, PairedHistogram[data1, data2, bspec, hspec] "
               "with heights hspec (\"Count\", \"Probability\", \"PDF\" ...).",
         examples=[("PairedHistogram[{1, 2, 2, 3}, {2, 3, 3, 4}]", "-Graphics-"),
                   ("Cases[PairedHistogram[{1, 2, 2}, {2, 2, 3}, {1}], Rectangle[{_, a_}, "
                    "{_, b_}] :> b - a, Infinity]", "{1., 2., 2., 1.}"),
                   ("PairedHistogram[{1, 2}, x]", "PairedHistogram[{1, 2}, x]",
                    ["PairedHistogram::ldata: x is not a valid dataset or list of "
                     "datasets."])])
def paired_histogram(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    sets = _two(ev, "PairedHistogram", pos)
    if sets is None:
        return None
    joined = Expression(S.List, sets[0].args + sets[1].args)
    bargs = [pos[2]] if len(pos) > 2 else []
    r = ev.call("HistogramList", joined, *bargs)
    if not (isinstance(r, Expression) and r.head is S.List and len(r.args) == 2):
        return None
    edges = r.args[0]
    hs = []
    for d in sets:
        h = ev.call("HistogramList", d, Expression(S.List, (edges,)), *pos[3:4])
        v = real_array(h.args[1]) if isinstance(h, Expression) and h.head is S.List and \
            len(h.args) == 2 else None
        if v is None:
            return None
        hs.append(np.asarray(v, dtype=float))
    return C2.paired_histogram(np.asarray(real_array(edges), dtype=float), hs[0], hs[1],
                               opts, given)


@builtin("PairedSmoothHistogram", nargs=(2, 3), options=_CHART, messages=_MSG,
         usage="PairedSmoothHistogram[{x1, ...}, {y1, ...}] draws a smooth kernel estimate "
               "of the distribution of the xi above the value axis and that of the yi "
               "mirrored below it (Gaussian kernels, Silverman's bandwidths); a third "
               "argument gives the bandwidth.",
         examples=[("PairedSmoothHistogram[{1, 2, 2, 3}, {2, 3, 3, 4}]", "-Graphics-"),
                   ("Count[PairedSmoothHistogram[{1, 2, 2, 3}, {2, 3, 3, 4}], _Polygon, "
                    "Infinity]", "2")])
def paired_smooth_histogram(ev, expr):
    import numpy as np
    from mathilda.algorithms.graphics.charts import silverman
    pos, opts, given = split_given(ev, expr)
    sets = _two(ev, "PairedSmoothHistogram", pos)
    if sets is None:
        return None
    xs = [np.asarray(real_array(d), dtype=float) for d in sets]
    bw = real_scalar(pos[2]) if len(pos) > 2 else None
    hs = [bw or silverman(np, x) for x in xs]
    lo = min(x.min() - 3 * h for x, h in zip(xs, hs))
    hi = max(x.max() + 3 * h for x, h in zip(xs, hs))
    grid = np.linspace(lo, hi, 300)
    dens = [np.exp(-0.5 * ((grid[:, None] - x[None, :]) / h) ** 2).sum(axis=1) /
            (len(x) * h * np.sqrt(2 * np.pi)) for x, h in zip(xs, hs)]
    return C2.paired_smooth_histogram(grid, dens[0], dens[1], opts, given)


_PSCALE = {"AspectRatio": "1/GoldenRatio", "Frame": "True", "FrameLabel": "None",
           "ImageSize": "Automatic", "PlotLabel": "None", "PlotLegends": "None",
           "PlotStyle": "Automatic", "ReferenceLineStyle": "Automatic"}


@builtin("ProbabilityScalePlot", nargs=(1, 2), options=_PSCALE, messages=_MSG,
         usage="ProbabilityScalePlot[{x1, x2, ...}] draws a normal probability plot: the "
               "sorted values against the normal quantiles of the uniform order statistic "
               "medians, the vertical axis labelled with the probabilities in percent, and "
               "a reference line through the quartiles; ProbabilityScalePlot[data, "
               "\"dist\"] for \"Normal\", \"LogNormal\", \"Exponential\", \"Weibull\", "
               "\"Gumbel\", \"Frechet\" or \"Rayleigh\" scales (the values' logarithms for "
               "LogNormal, Weibull and Frechet); several datasets in the default colours.",
         examples=[("ProbabilityScalePlot[{1.2, 0.3, 2.5, 1.7, 0.9, 1.1}]", "-Graphics-"),
                   ("Round[Cases[ProbabilityScalePlot[{1, 2, 3}], Point[p_] :> p, "
                    "Infinity], 0.001]", "{{{1., -0.819}, {2., 0.}, {3., 0.819}}}"),
                   ("ProbabilityScalePlot[{1, 2}, \"Cauchy\"]",
                    "ProbabilityScalePlot[{1, 2}, Cauchy]",
                    ["ProbabilityScalePlot::dist: \"Cauchy\" is not one of \"Normal\", "
                     "\"LogNormal\", \"Exponential\", \"Weibull\", \"Gumbel\", \"Frechet\", "
                     "\"Rayleigh\"."])])
def probability_scale_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    sets = _datasets(pos[0])
    if sets is None:
        ev.message("ProbabilityScalePlot", "ldata", pos[0])
        return None
    name = "Normal"
    if len(pos) > 1:
        if type(pos[1]) is not String or C2._scale(pos[1].value) is None:
            ev.message("ProbabilityScalePlot", "dist", pos[1])
            return None
        name = pos[1].value
    xs = [np.asarray(real_array(d), dtype=float) for d in sets]
    return C2.probability_scale_plot(xs, name, opts, given)


_PARALLEL = {"AspectRatio": "1/GoldenRatio", "AxesLabel": "None", "ImageSize": "Automatic",
             "PlotLabel": "None", "PlotLegends": "None", "PlotStyle": "Automatic"}


@builtin("ParallelAxisPlot", nargs=1, options=_PARALLEL, messages=_MSG,
         usage="ParallelAxisPlot[{{y11, ..., y1n}, ..., {ym1, ..., ymn}}] draws each point "
               "{yi1, ..., yin} as a line through its coordinates on n equally spaced "
               "vertical axes (axis k at x = k, scaled from the least to the greatest value "
               "on it, with its own tick values); ParallelAxisPlot[{data1, data2, ...}] "
               "several sets of points in the default colours. AxesLabel names the axes.",
         examples=[("ParallelAxisPlot[{{1, 2, 3}, {3, 1, 2}, {2, 3, 1}}]", "-Graphics-"),
                   ("Cases[ParallelAxisPlot[{{1, 10}, {3, 30}, {2, 20}}], Line[p_] /; "
                    "p[[1, 1]] != p[[2, 1]] :> p[[All, 2]], Infinity]",
                    "{{0., 0.}, {1., 1.}, {0.5, 0.5}}"),
                   ("ParallelAxisPlot[{1, 2}]", "ParallelAxisPlot[{1, 2}]",
                    ["ParallelAxisPlot::ldata: {1, 2} is not a valid dataset or list of "
                     "datasets."])])
def parallel_axis_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    a = real_array(pos[0], lambda e: ev.call("N", e))
    sets = None
    if a is not None and a.ndim == 2 and a.shape[1] >= 2:
        sets = [a.astype(float)]
    elif a is not None and a.ndim == 3 and a.shape[2] >= 2:
        sets = [s.astype(float) for s in a]
    elif isinstance(pos[0], Expression) and pos[0].head is S.List and pos[0].args:
        parts = [real_array(d) for d in pos[0].args]
        if all(p is not None and p.ndim == 2 and p.shape[1] >= 2 for p in parts) and \
                len({p.shape[1] for p in parts}) == 1:
            sets = [p.astype(float) for p in parts]
    if sets is None:
        ev.message("ParallelAxisPlot", "ldata", pos[0])
        return None
    return C2.parallel_axis_plot(sets, opts, given)


@builtin("CandlestickChart", nargs=1, options=dict(_CHART, Frame="True"), messages=_MSG,
         usage="CandlestickChart[{{o1, h1, l1, c1}, ...}] draws a candle for each {open, "
               "high, low, close}: a line from low to high and a box from open to close, "
               "white when the close is above the open and black when it is below, at x = "
               "1, 2, ...; CandlestickChart[{{date1, {o1, h1, l1, c1}}, ...}] at the dates "
               "(DateObject, {y, m, d} lists or date strings) with dates on the axis, "
               "CandlestickChart[{{x1, {o1, h1, l1, c1}}, ...}] at the numbers xi.",
         examples=[("CandlestickChart[{{1, 3, 0.5, 2}, {2, 2.5, 1, 1.2}}]", "-Graphics-"),
                   ("Cases[CandlestickChart[{{1, 3, 0.5, 2}, {2, 2.5, 1, 1.2}}], "
                    "Rectangle[{_, a_}, {_, b_}] :> {a, b}, Infinity]",
                    "{{1., 2.}, {1.2, 2.}}"),
                   ("CandlestickChart[{1, 2}]", "CandlestickChart[{1, 2}]",
                    ["CandlestickChart::ohlc: {1, 2} is not a list of {open, high, low, "
                     "close} values or of {x, {open, high, low, close}} pairs."])])
def candlestick_chart(ev, expr):
    pos, opts, given = split_given(ev, expr)
    data = pos[0]
    a = real_array(data, lambda x: ev.call("N", x))
    xs, rows, dates = None, None, False
    if a is not None and a.ndim == 2 and a.shape[1] == 4:
        xs, rows = [float(k + 1) for k in range(len(a))], a.tolist()
    elif isinstance(data, Expression) and data.head is S.List and data.args:
        xs, rows = [], []
        from mathilda.builtins.graphics.listplots import _seconds
        for r in data.args:
            v = real_array(r.args[1]) if isinstance(r, Expression) and r.head is S.List \
                and len(r.args) == 2 else None
            if v is None or v.shape != (4,):
                xs = None
                break
            x = real_scalar(r.args[0])
            if x is None:
                x = _seconds(ev, r.args[0])
                dates = True
            if x is None:
                xs = None
                break
            xs.append(float(x))
            rows.append(v.tolist())
    if not xs:
        ev.message("CandlestickChart", "ohlc", data)
        return None
    order = sorted(range(len(xs)), key=lambda k: xs[k])
    xs = [xs[k] for k in order]
    rows = [rows[k] for k in order]
    ticks = None
    if dates:
        from mathilda.algorithms.graphics.listplot import date_ticks_for
        ticks = date_ticks_for(xs[0], xs[-1])
    return C2.candlestick_chart(xs, rows, opts, given, ticks)


@builtin("RectangleChart", nargs=1, options=_CHART, messages=_MSG,
         usage="RectangleChart[{{x1, y1}, {x2, y2}, ...}] draws rectangles of width xi and "
               "height yi side by side from x = 0; RectangleChart[{data1, data2, ...}] "
               "groups of rectangles, each group's i-th in the i-th default colour, with a "
               "gap between groups. ChartStyle and ChartLegends apply.",
         examples=[("RectangleChart[{{1, 2}, {2, 1}, {0.5, 3}}]", "-Graphics-"),
                   ("Cases[RectangleChart[{{1, 2}, {2, 1}}], Rectangle[{a_, _}, {b_, h_}] "
                    ":> {b - a, h}, Infinity]", "{{1., 2.}, {2., 1.}}"),
                   ("RectangleChart[{1, 2}]", "RectangleChart[{1, 2}]",
                    ["RectangleChart::rdata: {1, 2} is not a list of {width, height} pairs "
                     "of numbers or a list of such lists."])])
def rectangle_chart(ev, expr):
    pos, opts, given = split_given(ev, expr)
    a = real_array(pos[0], lambda e: ev.call("N", e))
    groups = None
    if a is not None and a.ndim == 2 and a.shape[1] == 2:
        groups = [[(float(w), float(h))] for w, h in a]
    elif a is not None and a.ndim == 3 and a.shape[2] == 2:
        groups = [[(float(w), float(h)) for w, h in g] for g in a]
    if groups is None or any(w <= 0 for g in groups for w, _ in g):
        ev.message("RectangleChart", "rdata", pos[0])
        return None
    return C2.rectangle_chart(groups, opts, given)
