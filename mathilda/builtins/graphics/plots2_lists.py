"""More plots of lists: ListVectorDensityPlot, ListStreamDensityPlot (built in
mathilda.algorithms.graphics.fields2d), DateListLogPlot, DateListStepPlot, DateHistogram and
TimelinePlot (dates read as DateListPlot reads them)."""

from mathilda.core.expr import Expression, String, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import fields2d as F2
from mathilda.algorithms.graphics import vectors as V
from mathilda.builtins.graphics._common import PLOT_MESSAGES, split_given
from mathilda.builtins.graphics.charts import _CHART
from mathilda.builtins.graphics.listplots import (_DATE_OPTIONS, _seconds, date_plot,
                                                  date_rows)
from mathilda.builtins.graphics.vectorplots import _SDENSITY, _VDENSITY

_MSG = dict(PLOT_MESSAGES,
            vdata="`1` is not an array of vectors or a list of {{x, y}, {vx, vy}} pairs.",
            dates="`1` is not a list of dates.",
            dbin="`1` is not one of \"Hour\", \"Day\", \"Week\", \"Month\", \"Year\" or "
                 "Automatic.")


def _density(ev, expr, name, plot):
    pos, opts, given = split_given(ev, expr)
    data = V.field_data(pos[0])
    g = None if data is None else F2.list_density_field(ev, data[0], data[1], opts, given,
                                                         plot)
    if g is None:
        ev.message(name, "vdata", pos[0])
    return g


@builtin("ListVectorDensityPlot", nargs=1, options=_VDENSITY, messages=_MSG,
         usage="ListVectorDensityPlot[array of vectors] or ListVectorDensityPlot[{{{x, y}, "
               "{vx, vy}}, ...}] draws the vectors (interpolated onto a grid, as "
               "ListVectorPlot with VectorPoints) as black arrows over a density plot of "
               "their magnitude (ColorFunction; PlotLegends -> Automatic adds its bar "
               "legend).",
         examples=[("ListVectorDensityPlot[Table[{-y, x}, {y, -2, 2}, {x, -2, 2}]]",
                    "-Graphics-"),
                   ("Count[ListVectorDensityPlot[Table[{1, 1}, {3}, {3}], VectorPoints -> "
                    "2], _Arrow, Infinity]", "4"),
                   ("ListVectorDensityPlot[{1, 2}]", "ListVectorDensityPlot[{1, 2}]",
                    ["ListVectorDensityPlot::vdata: {1, 2} is not an array of vectors or a "
                     "list of {{x, y}, {vx, vy}} pairs."])])
def list_vector_density_plot(ev, expr):
    return _density(ev, expr, "ListVectorDensityPlot", "vector")


@builtin("ListStreamDensityPlot", nargs=1, options=_SDENSITY, messages=_MSG,
         usage="ListStreamDensityPlot[array of vectors] or ListStreamDensityPlot[{{{x, y}, "
               "{vx, vy}}, ...}] draws black streamlines of the field interpolated from the "
               "data over a density plot of its magnitude.",
         examples=[("ListStreamDensityPlot[Table[{-y, x}, {y, -2, 2}, {x, -2, 2}]]",
                    "-Graphics-"),
                   ("Count[ListStreamDensityPlot[Table[{1, 0}, {4}, {4}]], _Raster, "
                    "Infinity]", "1")])
def list_stream_density_plot(ev, expr):
    return _density(ev, expr, "ListStreamDensityPlot", "stream")


@builtin("DateListLogPlot", nargs=(1, 2), options=_DATE_OPTIONS, messages=_MSG,
         usage="DateListLogPlot[{{date1, v1}, ...}] plots positive values against dates as "
               "DateListPlot does, with a logarithmic vertical axis; DateListLogPlot[{v1, "
               "v2, ...}, start] the values daily from the start date.",
         examples=[("DateListLogPlot[{{{2020, 1, 1}, 1}, {{2020, 2, 1}, 100}}]",
                    "-Graphics-"),
                   ("Round[Cases[DateListLogPlot[{{{2020, 1, 1}, 1}, {{2020, 1, 2}, 100}}], "
                    "Line[p_] :> p[[All, 2]], Infinity], 0.001]", "{{0., 4.605}}")])
def date_list_log_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    rows = date_rows(ev, "DateListLogPlot", pos)
    return None if rows is None else date_plot(rows, opts, given, "log")


@builtin("DateListStepPlot", nargs=(1, 2), options=_DATE_OPTIONS, messages=_MSG,
         usage="DateListStepPlot[{{date1, v1}, {date2, v2}, ...}] plots the values against "
               "dates as steps: each value holds from its date to the next.",
         examples=[("DateListStepPlot[{{{2020, 1, 1}, 1}, {{2020, 2, 1}, 3}, {{2020, 3, 1}, "
                    "2}}]", "-Graphics-"),
                   ("Cases[DateListStepPlot[{{{2020, 1, 1}, 1}, {{2020, 1, 2}, 3}, {{2020, "
                    "1, 3}, 2}}], Line[p_] :> p[[All, 2]], Infinity]",
                    "{{1., 1., 3., 3., 2.}}")])
def date_list_step_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    rows = date_rows(ev, "DateListStepPlot", pos)
    if rows is None:
        return None
    rows = sorted(rows)
    steps = [rows[0]]
    for (t0, y0), (t1, y1) in zip(rows, rows[1:]):
        steps += [(t1, y0), (t1, y1)]
    return date_plot(steps, opts, given)


_UNITS = ("Hour", "Day", "Week", "Month", "Year")


@builtin("DateHistogram", nargs=(1, 2), options=_CHART, messages=_MSG,
         usage="DateHistogram[{date1, date2, ...}] draws a histogram of dates (DateObject, "
               "{y, m, d, ...} lists or date strings) with calendar bins: the unit among "
               "hours, days, weeks, months and years that gives between about 4 and 40 "
               "bins; DateHistogram[dates, \"unit\"] with bins of that unit.",
         examples=[("DateHistogram[{{2020, 1, 1}, {2020, 1, 2}, {2020, 1, 2}, {2020, 1, "
                    "5}}]", "-Graphics-"),
                   ("Cases[DateHistogram[{{2020, 1, 1}, {2020, 1, 2}, {2020, 1, 2}, {2020, "
                    "1, 5}}, \"Day\"], Rectangle[_, {_, h_}] :> h, Infinity]",
                    "{1., 2., 1.}"),
                   ("DateHistogram[{{2020, 1, 1}}, \"Fortnight\"]",
                    "DateHistogram[{{2020, 1, 1}}, Fortnight]",
                    ["DateHistogram::dbin: \"Fortnight\" is not one of \"Hour\", \"Day\", "
                     "\"Week\", \"Month\", \"Year\" or Automatic."])])
def date_histogram(ev, expr):
    from mathilda.algorithms.graphics import charts2d as C2
    pos, opts, given = split_given(ev, expr)
    data = pos[0]
    ts = None
    if isinstance(data, Expression) and data.head is S.List and data.args:
        ts = [_seconds(ev, d) for d in data.args]
        if any(t is None for t in ts):
            ts = None
    if ts is None:
        ev.message("DateHistogram", "dates", data)
        return None
    unit = None
    if len(pos) > 1 and pos[1] is not S.Automatic:
        if type(pos[1]) is not String or pos[1].value not in _UNITS:
            ev.message("DateHistogram", "dbin", pos[1])
            return None
        unit = pos[1].value
    return C2.date_histogram(ts, unit, opts, given)


_TIMELINE = {"AspectRatio": "0.25", "ImageSize": "Automatic", "PlotLabel": "None"}


def _events(ev, data):
    """(seconds, label) pairs of TimelinePlot's data, or None."""
    if isinstance(data, Expression) and data.head is S.Association:
        items = [(r.args[1], r.args[0]) for r in data.args
                 if isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)]
    elif isinstance(data, Expression) and data.head is S.List and data.args:
        items = []
        for e in data.args:
            if isinstance(e, Expression) and e.head is S.Labeled and len(e.args) >= 2:
                items.append((e.args[0], e.args[1]))
            elif isinstance(e, Expression) and e.head in (S.Rule, S.RuleDelayed):
                items.append((e.args[1], e.args[0]))
            else:
                items.append((e, None))
    else:
        return None
    out = []
    for d, lab in items:
        t = _seconds(ev, d)
        if t is None:
            return None
        out.append((t, lab))
    return out or None


@builtin("TimelinePlot", nargs=1, options=_TIMELINE, messages=_MSG,
         usage="TimelinePlot[{date1, date2, ...}] marks the dates (DateObject, {y, m, d, "
               "...} lists or date strings) as points on a time axis with date ticks; "
               "TimelinePlot[{Labeled[date1, lbl1], ...}], TimelinePlot[{lbl1 -> date1, "
               "...}] and TimelinePlot[<|lbl1 -> date1, ...|>] label them above the axis, "
               "on stems of three staggered heights.",
         examples=[("TimelinePlot[{{2020, 1, 1}, {2020, 6, 1}, {2021, 1, 1}}]", "-Graphics-"),
                   ("Cases[TimelinePlot[{\"a\" -> {2020, 1, 1}, \"b\" -> {2020, 3, 1}}], "
                    "Text[l_, ___] :> l, Infinity]", "{a, b}"),
                   ("TimelinePlot[{x}]", "TimelinePlot[{x}]",
                    ["AbsoluteTime::arg: Argument x cannot be interpreted as a date or time "
                     "input.", "TimelinePlot::dates: {x} is not a list of dates."])])
def timeline_plot(ev, expr):
    from mathilda.algorithms.graphics import charts2d as C2
    pos, opts, given = split_given(ev, expr)
    events = _events(ev, pos[0])
    if events is None:
        ev.message("TimelinePlot", "dates", pos[0])
        return None
    return C2.timeline_plot(events, opts, given)
