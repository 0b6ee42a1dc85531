"""More charts and statistical plots: StackedListPlot, NumberLinePlot, QuantilePlot,
ProbabilityPlot, BubbleChart, SectorChart, PairedBarChart, DistributionChart, BarChart3D
(built in mathilda.algorithms.graphics.charts_more; StackedListPlot draws with
ListLinePlot, the quantiles and CDFs of a distribution come from InverseCDF and CDF)."""

import math

from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import charts_more as M
from mathilda.algorithms.graphics import listplot as L
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.numeric import real_array, real_scalar
from mathilda.builtins.graphics._common import PLOT_MESSAGES, split_given
from mathilda.builtins.graphics.charts import _CHART, _datasets, bar_groups
from mathilda.builtins.graphics.listplots import _OPTIONS as _LIST

_MSG = dict(PLOT_MESSAGES,
            ldata="`1` is not a valid dataset or list of datasets.",
            nlp="`1` is not a list of numbers, an Interval or an inequality in `2`.",
            pair="`1` and `2` are not two lists of numbers of equal length.")


def _options_rules(given):
    return tuple(Expression(S.Rule, (Symbol(k), v)) for k, v in given.items())


@builtin("StackedListPlot", nargs=1, options=dict(_LIST, Joined="True"), messages=_MSG,
         usage="StackedListPlot[{data1, data2, ...}] plots each dataset added to the ones "
               "before it (on the union of their x values), the bands between consecutive "
               "curves filled in their colours; the data are lists of values or of {x, y} "
               "pairs, and the options of ListLinePlot apply.",
         examples=[("StackedListPlot[{{1, 2, 3}, {1, 1, 1}}]", "-Graphics-"),
                   ("Cases[StackedListPlot[{{1, 2, 3}, {1, 1, 1}}], Line[p_] :> p[[All, 2]], "
                    "Infinity]", "{{1., 2., 3.}, {2., 3., 4.}}"),
                   ("StackedListPlot[x]", "StackedListPlot[x]",
                    ["StackedListPlot::ldata: x is not a valid dataset or list of "
                     "datasets."])])
def stacked_list_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    sets = L.datasets(pos[0])
    if not sets or any(len(d.points) == 0 for d in sets):
        ev.message("StackedListPlot", "ldata", pos[0])
        return None
    stacks = M.stacked(np, [d.points for d in sets])
    data = P.lst(*[P.packed(s) for s in stacks])
    fill = [Expression(S.Rule, (Integer(1), S.Axis))] + [
        Expression(S.Rule, (Integer(k + 1), P.lst(Integer(k)))) for k in range(1, len(stacks))]
    rules = _options_rules(given)
    if "Filling" not in given:
        rules += (Expression(S.Rule, (S.Filling, P.lst(*fill))),)
    return ev.evaluate(Expression(S.ListLinePlot, (data,) + rules))


# --- NumberLinePlot --------------------------------------------------------------------------------

_INF = float("inf")


def _bound(ev, x):
    v = real_scalar(x)
    if v is None:
        y = ev.call("N", x)
        if y is S.Infinity or (isinstance(y, Expression) and y.head is S.DirectedInfinity
                               and y.args and real_scalar(y.args[0]) == 1):
            return _INF
        if isinstance(y, Expression) and y.head is S.DirectedInfinity and y.args and \
                real_scalar(y.args[0]) == -1:
            return -_INF
        v = real_scalar(y)
    return v


def _relation(op, a, b, var):
    """Intervals for ``a op b`` with one side the variable, or None."""
    if a is var and not isinstance(b, Symbol):
        lhs_var, other = True, b
    elif b is var:
        lhs_var, other = False, a
    else:
        return None
    c = other
    if c is None:
        return None
    less = op in ("Less", "LessEqual")
    closed = op in ("LessEqual", "GreaterEqual")
    if op == "Equal":
        return [("point", c)]
    upper = less if lhs_var else not less        # var < c  or  c > var
    if upper:
        return [("interval", -_INF, c, False, closed)]
    return [("interval", c, _INF, closed, False)]


def _intersect(xs, ys):
    out = []
    for x in xs:
        for y in ys:
            if x[0] == "point" or y[0] == "point":
                p, o = (x, y) if x[0] == "point" else (y, x)
                v = p[1]
                if o[0] == "point":
                    if o[1] == v:
                        out.append(p)
                elif (o[1] < v or (o[1] == v and o[3])) and (v < o[2] or (v == o[2] and
                                                                          o[4])):
                    out.append(p)
                continue
            a, ca = max((x[1], x[3]), (y[1], y[3]), key=lambda t: (t[0], not t[1]))
            b, cb = min((x[2], x[4]), (y[2], y[4]), key=lambda t: (t[0], t[1]))
            if a < b or (a == b and ca and cb):
                out.append(("interval", a, b, ca, cb))
    return out


def _intervals(ev, pred, var):
    """The pieces where ``pred`` holds (points and intervals), or None."""
    if not isinstance(pred, Expression) or type(pred.head) is not Symbol:
        return None
    name, args = pred.head.name, pred.args
    if name in ("Less", "LessEqual", "Greater", "GreaterEqual", "Equal") and len(args) >= 2:
        pieces = None
        for a, b in zip(args[:-1], args[1:]):
            av = a if a is var else _bound(ev, a)
            bv = b if b is var else _bound(ev, b)
            if av is None or bv is None:
                return None
            r = _relation(name, av, bv, var)
            if r is None:
                return None
            pieces = r if pieces is None else _intersect(pieces, r)
        return pieces
    if name == "Inequality" and len(args) >= 3 and len(args) % 2:
        parts = [Expression(args[k], (args[k - 1], args[k + 1]))
                 for k in range(1, len(args), 2)]
        return _intervals(ev, Expression(S.And, tuple(parts)), var)
    if name in ("And", "Or") and args:
        subs = [_intervals(ev, a, var) for a in args]
        if any(s is None for s in subs):
            return None
        if name == "Or":
            return [p for s in subs for p in s]
        out = subs[0]
        for s in subs[1:]:
            out = _intersect(out, s)
        return out
    if name == "Interval":
        out = []
        for iv in args:
            v = real_array(ev.call("N", iv))
            if v is None or v.shape != (2,):
                lo_hi = [_bound(ev, e) for e in iv.args] if isinstance(iv, Expression) \
                    and len(iv.args) == 2 else [None]
                if None in lo_hi:
                    return None
                v = lo_hi
            out.append(("interval", float(v[0]), float(v[1]), True, True))
        return out
    return None


def _row(ev, x, var):
    if isinstance(x, Expression) and x.head is S.Interval:
        return _intervals(ev, x, var)
    a = real_array(ev.call("N", x)) if isinstance(x, Expression) and x.head is S.List \
        else None
    if a is not None and a.ndim == 1:
        return [("point", float(v)) for v in a]
    if var is not None:
        return _intervals(ev, x, var)
    v = real_scalar(ev.call("N", x))
    return [("point", v)] if v is not None else None


@builtin("NumberLinePlot", nargs=(1, 2), options=dict(_LIST, AspectRatio="Automatic"),
         messages=_MSG,
         usage="NumberLinePlot[{x1, x2, ...}] draws the numbers as points on a number line; "
               "NumberLinePlot[Interval[{a, b}]] the interval as a segment with closed "
               "ends; NumberLinePlot[pred, x] the set where the inequality pred in x holds "
               "(And, Or, Inequality; open ends as hollow points, infinite ones as arrows); "
               "NumberLinePlot[{v1, v2, ...}] each on its own line, in the default colours.",
         examples=[("NumberLinePlot[{1, 2, 5}]", "-Graphics-"),
                   ("Cases[NumberLinePlot[1 < x <= 3, x], Line[p_] :> p, Infinity]",
                    "{{{1., 1.}, {3., 1.}}}"),
                   ("Count[NumberLinePlot[x > 2, x], _Arrow, Infinity]", "1"),
                   ("NumberLinePlot[f[x], x]", "NumberLinePlot[f[x], x]",
                    ["NumberLinePlot::nlp: f[x] is not a list of numbers, an Interval or an "
                     "inequality in x."])])
def number_line_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    var = pos[1] if len(pos) > 1 else None
    if var is not None and type(var) is not Symbol:
        return None
    x = pos[0]
    rows = None
    if isinstance(x, Expression) and x.head is S.List and x.args and all(
            isinstance(e, Expression) and (e.head is S.List or e.head is S.Interval or
                                           var is not None) for e in x.args):
        rows = [_row(ev, e, var) for e in x.args]
        if any(r is None for r in rows):
            rows = None
    if rows is None:
        r = _row(ev, x, var)
        rows = [r] if r is not None else None
    if rows is None:
        ev.message("NumberLinePlot", "nlp", x, var if var is not None else S.Null)
        return None
    return M.number_line(rows, opts, given)


# --- QuantilePlot and ProbabilityPlot ---------------------------------------------------------------

def _is_distribution(x):
    return isinstance(x, Expression) and type(x.head) is Symbol and \
        x.head.name.endswith("Distribution")


def _values(ev, name, dist, fn, points):
    """fn[dist, points] (CDF or InverseCDF) as floats, or None."""
    import numpy as np
    r = ev.call("N", ev.call(fn, dist, P.packed(np.asarray(points, dtype=float))))
    a = real_array(r)
    return a if a is not None and a.shape == (len(points),) else None


def _data_sets(x):
    sets = _datasets(x)
    return None if sets is None else [real_array(d) for d in sets]


def _qp(ev, expr, name, kind):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    first = pos[0]
    ref = pos[1] if len(pos) > 1 else None
    if _is_distribution(first):
        p = np.linspace(0.01, 0.99, 99)
        if kind == "quantile":
            y = _values(ev, name, first, "InverseCDF", p)
            if y is None:
                ev.message(name, "ldata", first)
                return None
            x = _ref_points(ev, ref, p, kind, y)
        else:
            y = p
            xs = _values(ev, name, first, "InverseCDF", p)
            x = _ref_points(ev, ref, xs, kind, None) if xs is not None else None
        if x is None:
            ev.message(name, "ldata", first if ref is None else ref)
            return None
        return M.reference_plot([np.column_stack([x, y])], opts, given, _diag(kind, x, y),
                                [True])
    sets = _data_sets(first)
    if sets is None or any(len(d) == 0 for d in sets):
        ev.message(name, "ldata", first)
        return None
    out = []
    for d in sets:
        d = np.sort(d)
        p = M.plot_positions(np, len(d))
        if kind == "quantile":
            x = _ref_points(ev, ref, p, kind, d)
            y = d
        else:
            x = _ref_points(ev, ref, d, kind, d)
            y = p
        if x is None:
            ev.message(name, "ldata", ref)
            return None
        out.append(np.column_stack([x, y]))
    allp = np.concatenate(out)
    return M.reference_plot(out, opts, given, _diag(kind, allp[:, 0], allp[:, 1]))


def _diag(kind, x, y):
    if kind == "probability":
        return [[0.0, 0.0], [1.0, 1.0]]
    lo = float(min(x.min(), y.min()))
    hi = float(max(x.max(), y.max()))
    return [[lo, lo], [hi, hi]]


def _ref_points(ev, ref, at, kind, data):
    """The reference's quantiles at the probabilities ``at`` (QuantilePlot) or its CDF at
    the values ``at`` (ProbabilityPlot); None when the reference is no distribution or
    data.  The default reference: the normal distribution with the data's mean and
    standard deviation."""
    import numpy as np
    from scipy import stats
    if ref is None:
        mu, sd = M.normal_fit(np, data) if data is not None else (0.0, 1.0)
        sd = sd or 1.0
        return stats.norm.ppf(at, mu, sd) if kind == "quantile" else \
            stats.norm.cdf(at, mu, sd)
    if _is_distribution(ref):
        fn = "InverseCDF" if kind == "quantile" else "CDF"
        return _values(ev, "", ref, fn, at)
    r = real_array(ref)
    if r is None or r.ndim != 1 or r.size == 0:
        return None
    r = np.sort(r)
    if kind == "quantile":
        return np.quantile(r, at)
    return np.searchsorted(r, at, side="right") / len(r)


_QP_OPTIONS = dict(_LIST, Frame="True", ReferenceLineStyle="Automatic")


@builtin("QuantilePlot", nargs=(1, 2), options=_QP_OPTIONS, messages=_MSG,
         usage="QuantilePlot[data] plots the sorted data against the quantiles of the "
               "normal distribution with the data's mean and standard deviation (at "
               "probabilities (i - 1/2)/n), with the reference line y = x; QuantilePlot[data, "
               "dist] against the quantiles of a distribution, QuantilePlot[data, rdata] "
               "against those of other data; QuantilePlot[dist] draws a distribution's "
               "quantiles as a curve. ReferenceLineStyle -> None leaves the line out.",
         examples=[("QuantilePlot[{1, 2, 3, 4, 10}]", "-Graphics-"),
                   ("Cases[QuantilePlot[{3, 1, 2}, {10, 20, 30}], Point[p_] :> p, Infinity]",
                    "{{{13.3333, 1.}, {20., 2.}, {26.6667, 3.}}}"),
                   ("QuantilePlot[a]", "QuantilePlot[a]",
                    ["QuantilePlot::ldata: a is not a valid dataset or list of datasets."])])
def quantile_plot(ev, expr):
    return _qp(ev, expr, "QuantilePlot", "quantile")


@builtin("ProbabilityPlot", nargs=(1, 2), options=_QP_OPTIONS, messages=_MSG,
         usage="ProbabilityPlot[data] plots the empirical CDF of the data ((i - 1/2)/n at "
               "the i-th smallest value) against the CDF of the normal distribution with the "
               "data's mean and standard deviation, with the reference line y = x; "
               "ProbabilityPlot[data, dist] against the CDF of a distribution, "
               "ProbabilityPlot[data, rdata] against the empirical CDF of other data.",
         examples=[("ProbabilityPlot[{1, 2, 3, 4, 10}]", "-Graphics-"),
                   ("Cases[ProbabilityPlot[{0.5, 1}, UniformDistribution[{0, 2}]], "
                    "Point[p_] :> p, Infinity]", "{{{0.25, 0.25}, {0.5, 0.75}}}")])
def probability_plot(ev, expr):
    return _qp(ev, expr, "ProbabilityPlot", "probability")


# --- charts ---------------------------------------------------------------------------------------

def _triples_sets(x, width):
    """A list of n x width arrays: one dataset of rows, or a list of them."""
    a = real_array(x)
    if a is not None and a.ndim == 2 and a.shape[1] == width:
        return [a]
    if a is not None and a.ndim == 3 and a.shape[2] == width:
        return list(a)
    if isinstance(x, Expression) and x.head is S.List and x.args:
        out = []
        for d in x.args:
            b = real_array(d)
            if b is None or b.ndim != 2 or b.shape[1] != width:
                return None
            out.append(b)
        return out
    return None


@builtin("BubbleChart", nargs=1, options=dict(_CHART, BubbleSizes="Automatic"),
         messages=_MSG,
         usage="BubbleChart[{{x1, y1, z1}, ...}] draws a bubble at each {x, y} with its area "
               "proportional to z (BubbleSizes -> {min, max}: the radii as fractions of the "
               "width, 0.03 and 0.12 by default); BubbleChart[{data1, data2, ...}] several "
               "datasets in the default colours.",
         examples=[("BubbleChart[{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}}]", "-Graphics-"),
                   ("Count[BubbleChart[{{{1, 2, 3}, {2, 3, 1}}, {{3, 1, 2}}}], _Disk, "
                    "Infinity]", "3"),
                   ("BubbleChart[{1, 2}]", "BubbleChart[{1, 2}]",
                    ["BubbleChart::ldata: {1, 2} is not a valid dataset or list of "
                     "datasets."])])
def bubble_chart(ev, expr):
    pos, opts, given = split_given(ev, expr)
    sets = _triples_sets(pos[0], 3)
    if not sets:
        ev.message("BubbleChart", "ldata", pos[0])
        return None
    return M.bubble_chart(sets, opts, given)


@builtin("SectorChart", nargs=1, options=dict(_CHART, AspectRatio="Automatic",
                                              SectorOrigin="{Automatic, 0}"),
         messages=_MSG,
         usage="SectorChart[{{a1, r1}, {a2, r2}, ...}] draws sectors with angles "
               "proportional to the ai and radii ri, counterclockwise from angle 0, in the "
               "default colours; SectorChart[{data1, data2, ...}] stacks the datasets' "
               "sectors outwards. SectorOrigin as for PieChart.",
         examples=[("SectorChart[{{1, 1}, {2, 2}, {1, 3}}]", "-Graphics-"),
                   ("Cases[SectorChart[{{1, 1}, {1, 2}}], Disk[_, r_, _] :> r, Infinity]",
                    "{1., 2.}")])
def sector_chart(ev, expr):
    pos, opts, given = split_given(ev, expr)
    sets = _triples_sets(pos[0], 2)
    if not sets or any((d < 0).any() for d in sets):
        ev.message("SectorChart", "ldata", pos[0])
        return None
    return M.sector_chart([[(float(a), float(r)) for a, r in d] for d in sets], opts,
                          given)


@builtin("PairedBarChart", nargs=2, options=_CHART, messages=_MSG,
         usage="PairedBarChart[{y1, y2, ...}, {z1, z2, ...}] draws horizontal bars of the "
               "yi to the left of a central axis and of the zi to the right (bar 1 at the "
               "bottom), in the first and second default colours; the axis is labelled with "
               "absolute values. ChartLabels places labels on the axis.",
         examples=[("PairedBarChart[{1, 2, 3}, {3, 2, 1}]", "-Graphics-"),
                   ("Cases[PairedBarChart[{1}, {2}], Rectangle[{a_, _}, {b_, _}] :> {a, b}, "
                    "Infinity]", "{{-1., 0.}, {0., 2.}}"),
                   ("PairedBarChart[{1, 2}, x]", "PairedBarChart[{1, 2}, x]",
                    ["PairedBarChart::pair: {1, 2} and x are not two lists of numbers of "
                     "equal length."])])
def paired_bar_chart(ev, expr):
    pos, opts, given = split_given(ev, expr)
    a, b = real_array(pos[0]), real_array(pos[1])
    if a is None or b is None or a.ndim != 1 or b.ndim != 1 or len(a) != len(b) or \
            len(a) == 0:
        ev.message("PairedBarChart", "pair", pos[0], pos[1])
        return None
    return M.paired_bar_chart([float(v) for v in a], [float(v) for v in b], opts, given)


@builtin("DistributionChart", nargs=1, options=_CHART, messages=_MSG,
         usage="DistributionChart[{data1, data2, ...}] draws each dataset's distribution as "
               "a violin: its smooth kernel density (Gaussian kernel, Silverman's bandwidth) "
               "mirrored about the dataset's position, with a line at the median; "
               "DistributionChart[data] one violin.",
         examples=[("DistributionChart[{{1, 2, 2, 3, 3, 3, 4}, {2, 4, 4, 5, 6}}]",
                    "-Graphics-"),
                   ("Count[DistributionChart[{1, 2, 2, 3}], _Polygon, Infinity]", "1")])
def distribution_chart(ev, expr):
    pos, opts, given = split_given(ev, expr)
    sets = _data_sets(pos[0])
    if not sets or any(len(d) == 0 for d in sets):
        ev.message("DistributionChart", "ldata", pos[0])
        return None
    return M.distribution_chart(sets, opts, given)


@builtin("BarChart3D", nargs=1, options=dict(_CHART, BoxRatios="Automatic",
                                             ViewPoint="{1.3, -2.4, 2.}"), messages=_MSG,
         usage="BarChart3D[{y1, y2, ...}] draws the values as boxes in space; "
               "BarChart3D[{{y11, y12, ...}, ...}] groups of boxes, each group's i-th box "
               "in the i-th default colour. ChartStyle and ChartLegends apply.",
         examples=[("BarChart3D[{1, 3, 2}]", "-Graphics3D-"),
                   ("Count[BarChart3D[{{1, 2}, {3, 4}}], _Cuboid, Infinity]", "4")])
def bar_chart3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    groups = bar_groups(pos[0])
    if groups is None or not all(g and all(math.isfinite(v) for v in g) for g in groups):
        ev.message("BarChart3D", "ldata", pos[0])
        return None
    return M.bar_chart3d(groups, opts, given)


@builtin("RadialAxisPlot", nargs=1, options={"AxesLabel": "None", "ImageSize": "Automatic",
                                              "PlotLabel": "None", "PlotLegends": "None",
                                              "PlotStyle": "Automatic"}, messages=_MSG,
         usage="RadialAxisPlot[{y1, y2, ..., yn}] draws the values on n axes radiating from "
               "a centre (the first straight up, then clockwise), each axis scaled to the "
               "largest value on it, joined into a closed polygon; RadialAxisPlot[{data1, "
               "data2, ...}] several datasets of n values in the default colours. "
               "AxesLabel -> {l1, ...} labels the axes.",
         examples=[("RadialAxisPlot[{1, 2, 3, 2, 1}]", "-Graphics-"),
                   ("Cases[RadialAxisPlot[{{1, 2, 3}, {2, 2, 2}}], Polygon[p_] :> "
                    "Round[Norm /@ p, 0.01], Infinity]", "{{0.5, 1., 1.}, {1., 1., 0.67}}"),
                   ("RadialAxisPlot[{1, 2}]", "RadialAxisPlot[{1, 2}]",
                    ["RadialAxisPlot::ldata: {1, 2} is not a valid dataset or list of "
                     "datasets."])])
def radial_axis_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    sets = _data_sets(pos[0])
    if not sets or len({len(d) for d in sets}) != 1 or len(sets[0]) < 3:
        ev.message("RadialAxisPlot", "ldata", pos[0])
        return None
    return M.radial_axis_plot([list(map(float, d)) for d in sets], opts, given)
