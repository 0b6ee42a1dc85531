"""Charts: Histogram, SmoothHistogram, BarChart, PieChart, BoxWhiskerChart (built in
mathilda.algorithms.graphics.charts).  Histogram takes its bins from HistogramList and
BoxWhiskerChart its quartiles from Quartiles, through the evaluator."""

from mathilda.core.expr import Expression, String, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import charts as C
from mathilda.algorithms.graphics.numeric import real_array, real_scalar
from mathilda.builtins.graphics._common import PLOT_MESSAGES, split_given

_CHART = {"AspectRatio": "1/GoldenRatio", "AxesLabel": "None", "ChartLabels": "None",
          "ChartLegends": "None", "ChartStyle": "Automatic", "Frame": "False",
          "ImageSize": "Automatic", "PlotLabel": "None", "PlotRange": "Automatic"}
_MSG = dict(PLOT_MESSAGES, ldata="`1` is not a valid dataset or list of datasets.")


def _split(ev, expr):
    return split_given(ev, expr)


def _datasets(x):
    """A list of 1D data Exprs: a list of numbers is one dataset, a list of lists several."""
    if not (isinstance(x, Expression) and x.head is S.List and x.args):
        return None
    a = real_array(x)
    if a is not None and a.ndim == 1:
        return [x]
    if all(isinstance(d, Expression) and d.head is S.List and real_array(d) is not None
           and real_array(d).ndim == 1 for d in x.args):
        return list(x.args)
    return None


@builtin("Histogram", nargs=(1, 3), options=_CHART, messages=_MSG,
         usage="Histogram[{x1, x2, ...}] draws a histogram of the values with the bins "
               "HistogramList chooses; Histogram[data, bspec] with bins bspec (a number of "
               "bins, {dx}, {xmin, xmax, dx}, {{b1, b2, ...}}); Histogram[data, bspec, hspec] "
               "with heights \"Count\", \"Probability\", \"PDF\", \"CDF\" ...; "
               "Histogram[{data1, data2, ...}] several datasets on common bins.",
         examples=[("Histogram[{1, 2, 2, 3, 3, 3, 4, 5, 6, 7, 7, 7, 7}]", "-Graphics-"),
                   ("Cases[Histogram[{1, 2, 2, 3, 3, 3, 4, 5, 6, 7, 7, 7, 7}, {2}], "
                    "Rectangle[{_, _}, {_, h_}] :> h, Infinity]", "{1., 5., 2., 5.}"),
                   ("Histogram[x]", "Histogram[x]",
                    ["Histogram::ldata: x is not a valid dataset or list of datasets."])])
def histogram(ev, expr):
    pos, opts, given = _split(ev, expr)
    sets = _datasets(pos[0])
    if sets is None:
        ev.message("Histogram", "ldata", pos[0])
        return None
    bspec = pos[1] if len(pos) > 1 else None
    hspec = pos[2] if len(pos) > 2 else None
    return C.histogram(ev, sets, bspec, hspec, opts, given)


@builtin("SmoothHistogram", nargs=(1, 2), options=dict(_CHART, PlotStyle="Automatic",
                                                       Filling="None"), messages=_MSG,
         usage="SmoothHistogram[{x1, x2, ...}] plots a smooth kernel estimate of the "
               "distribution of the values (Gaussian kernel, Silverman's bandwidth); "
               "SmoothHistogram[data, bw] with bandwidth bw; several datasets give several "
               "curves.",
         examples=[("SmoothHistogram[{1, 2, 2, 3, 3, 3, 4, 5}]", "-Graphics-")])
def smooth_histogram(ev, expr):
    pos, opts, given = _split(ev, expr)
    sets = _datasets(pos[0])
    if sets is None:
        ev.message("SmoothHistogram", "ldata", pos[0])
        return None
    bw = real_scalar(pos[1]) if len(pos) > 1 else None
    return C.smooth_histogram([real_array(d) for d in sets], bw, opts, given)


@builtin("BarChart", nargs=1, options=dict(_CHART, BarOrigin="Bottom",
                                           ChartLayout="Automatic"), messages=_MSG,
         usage="BarChart[{y1, y2, ...}] draws bars of heights yi; BarChart[{{y11, y12, ...}, "
               "...}] groups of bars, each group's i-th bar in the i-th default colour. "
               "Options: ChartStyle (a colour, a list, a gradient name), ChartLabels, "
               "ChartLegends, BarOrigin -> Left for horizontal bars, ChartLayout -> "
               "\"Stacked\" (a group's values in one bar) or \"Percentile\" (stacked "
               "to 1).",
         examples=[("BarChart[{1, 3, 2}]", "-Graphics-"),
                   ("Length[Cases[BarChart[{{1, 2}, {3, 4}}], _Rectangle, Infinity]]",
                    "4"),
                   ("Cases[BarChart[{{1, 2}, {3, 4}}, ChartLayout -> \"Stacked\"], "
                    "Rectangle[{_, a_}, {_, b_}] :> b - a, Infinity]", "{1., 2., 3., 4.}")])
def bar_chart(ev, expr):
    pos, opts, given = _split(ev, expr)
    groups = bar_groups(pos[0])
    if groups is None:
        ev.message("BarChart", "ldata", pos[0])
        return None
    return C.bar_chart([[(v, None) for v in g] for g in groups], opts, given)


def bar_groups(x):
    """The bar heights of BarChart data: per item a list of floats (a number is a group of
    one, a list of numbers a group); None when ``x`` is not such data."""
    if not (isinstance(x, Expression) and x.head is S.List and x.args):
        return None
    groups = []
    for item in x.args:
        if isinstance(item, Expression) and item.head is S.List:
            vals = real_array(item)
            if vals is None or vals.ndim != 1:
                return None
            groups.append([float(v) for v in vals])
        else:
            v = real_scalar(item)
            if v is None:
                return None
            groups.append([v])
    return groups


@builtin("PieChart", nargs=1, options=dict(_CHART, AspectRatio="Automatic",
                                           SectorOrigin="{Automatic, 0}"), messages=_MSG,
         usage="PieChart[{y1, y2, ...}] draws a pie chart with sectors proportional to the "
               "yi, in the default colours, counterclockwise from angle 0; PieChart[{data1, "
               "data2, ...}] concentric rings, the first innermost. ChartLabels places "
               "labels in the sectors, ChartLegends adds a legend, SectorOrigin -> {theta, "
               "r} (or {{theta, \"Clockwise\"}, r}) starts at angle theta with a hole of "
               "radius r.",
         examples=[("PieChart[{1, 2, 3}]", "-Graphics-"),
                   ("Count[PieChart[{{1, 2}, {3, 4}}], _Polygon, Infinity]", "2"),
                   ("Count[PieChart[{1, 2, 3}], _Disk, Infinity]", "3")])
def pie_chart(ev, expr):
    pos, opts, given = _split(ev, expr)
    sets = _datasets(pos[0])
    g = C.pie_chart([[float(v) for v in real_array(d)] for d in sets], opts, given) \
        if sets is not None else None
    if g is None:
        ev.message("PieChart", "ldata", pos[0])
    return g


@builtin("BoxWhiskerChart", nargs=(1, 2), options=_CHART, messages=_MSG,
         usage="BoxWhiskerChart[{x1, x2, ...}] draws a box from the first to the third "
               "quartile (as Quartiles gives them) with a line at the median and whiskers "
               "to the minimum and maximum; BoxWhiskerChart[{data1, data2, ...}] one box "
               "per dataset; BoxWhiskerChart[data, \"Outliers\"] draws the values more "
               "than 1.5 interquartile ranges beyond the box as points, the whiskers "
               "ending at the last values inside.",
         examples=[("BoxWhiskerChart[{1, 2, 3, 4, 5, 6, 7, 8, 20}]", "-Graphics-"),
                   ("Cases[BoxWhiskerChart[{1, 2, 3, 4, 5, 6, 7, 8, 20}, \"Outliers\"], "
                    "Point[p_] :> p, Infinity]", "{{{1., 20.}}}")])
def box_whisker_chart(ev, expr):
    pos, opts, given = _split(ev, expr)
    sets = _datasets(pos[0])
    if sets is None:
        ev.message("BoxWhiskerChart", "ldata", pos[0])
        return None
    stats = []
    for d in sets:
        q = real_array(ev.call("N", ev.call("Quartiles", d)))
        a = real_array(d)
        if q is None or q.shape != (3,) or a is None or a.size == 0:
            ev.message("BoxWhiskerChart", "ldata", pos[0])
            return None
        stats.append((float(a.min()), float(q[0]), float(q[1]), float(q[2]),
                      float(a.max())))
    outliers = None
    if len(pos) > 1:
        spec = pos[1]
        items = spec.args if isinstance(spec, Expression) and spec.head is S.List else \
            (spec,)
        names = [e.value for e in items if type(e) is String]
        if "Outliers" in names:
            outliers = []
            for i, d in enumerate(sets):
                mn, q1, q2, q3, mx = stats[i]
                a = real_array(d)
                lo, hi = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
                inside = a[(a >= lo) & (a <= hi)]
                outliers.append(a[(a < lo) | (a > hi)])
                stats[i] = (float(inside.min()), q1, q2, q3, float(inside.max()))
    return C.box_whisker(stats, opts, given, outliers)
