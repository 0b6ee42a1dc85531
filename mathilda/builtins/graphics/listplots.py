"""Plots of data: ListPlot, ListLinePlot, ListLogPlot, ListLogLogPlot, ListLogLinearPlot,
DateListPlot (the Graphics are built in mathilda.algorithms.graphics.listplot)."""

from mathilda.core.expr import Expression, S, TRUE, FALSE
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import listplot as L
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.builtins.graphics._common import PLOT_MESSAGES, split_given

_OPTIONS = {
    "AspectRatio": "1/GoldenRatio", "Axes": "True", "AxesLabel": "None",
    "AxesOrigin": "Automatic", "DataRange": "Automatic", "Epilog": "{}",
    "Filling": "None", "FillingStyle": "Automatic", "Frame": "False", "FrameLabel": "None",
    "GridLines": "None", "ImageSize": "Automatic", "InterpolationOrder": "None",
    "Joined": "False", "Mesh": "None", "PlotLabel": "None", "PlotLegends": "None",
    "PlotLabels": "None", "PlotMarkers": "None", "PlotRange": "Automatic", "PlotRangeClipping": "True",
    "PlotStyle": "Automatic", "Prolog": "{}", "Ticks": "Automatic",
}


def _given(ev, expr):
    return split_given(ev, expr)


def _data_range(opts):
    dr = opts.get("DataRange")
    a = real_array(dr) if dr is not None and dr is not S.Automatic else None
    if a is not None and a.shape == (2,):
        return (float(a[0]), float(a[1]))
    return None


def _list_plot(ev, expr, name, joined, scale="linear"):
    pos, opts, given = _given(ev, expr)
    sets = L.datasets(pos[0], _data_range(opts))
    if sets is None:
        ev.message(name, "lpn", pos[0])
        return None
    j = opts.get("Joined")
    if j is TRUE:
        joined = True
    return L.list_plot(sets, opts, given, joined, scale)


_EX = "{1, 4, 9, 16, 25}"


@builtin("ListPlot", nargs=1, attributes=("Protected", "ReadProtected"),
         options=_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListPlot[{y1, y2, ...}] plots points {1, y1}, {2, y2}, ...; ListPlot[{{x1, "
               "y1}, {x2, y2}, ...}] the given points; ListPlot[{data1, data2, ...}] several "
               "datasets in the default colours. Non-numeric values are skipped. Options: "
               "Joined, DataRange, PlotStyle, PlotMarkers, PlotLabels (labels at the datasets' "
               "last points), Filling (Axis draws stems), "
               "PlotRange, PlotLegends, AxesLabel, PlotLabel, Frame, ImageSize.",
         examples=[("ListPlot[%s]" % _EX, "-Graphics-"),
                   ("Cases[ListPlot[{{1, 2}, {3, 4}}], Point[p_] :> p, Infinity]",
                    "{{{1., 2.}, {3., 4.}}}"),
                   ("ListPlot[x]", "ListPlot[x]",
                    ["ListPlot::lpn: x is not a list of numbers or pairs of numbers."])])
def list_plot(ev, expr):
    return _list_plot(ev, expr, "ListPlot", False)


@builtin("ListLinePlot", nargs=1, attributes=("Protected", "ReadProtected"),
         options=_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListLinePlot[{y1, y2, ...}] joins the points {i, yi} by lines; "
               "ListLinePlot[{{x1, y1}, ...}] and several datasets as ListPlot; "
               "InterpolationOrder -> 0 draws steps, 3 a smooth curve through the points.",
         examples=[("ListLinePlot[%s]" % _EX, "-Graphics-"),
                   ("Count[ListLinePlot[{1, 2, Missing[], 4, 5}], _Line, Infinity]", "2")])
def list_line_plot(ev, expr):
    return _list_plot(ev, expr, "ListLinePlot", True)


@builtin("ListLogPlot", nargs=1, options=_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListLogPlot[data] plots data (as ListPlot) with a logarithmic vertical axis.",
         examples=[("ListLogPlot[{1, 10, 100, 1000}]", "-Graphics-")])
def list_log_plot(ev, expr):
    return _list_plot(ev, expr, "ListLogPlot", False, "log")


@builtin("ListLogLogPlot", nargs=1, options=_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListLogLogPlot[data] plots data with logarithmic axes.",
         examples=[("ListLogLogPlot[{{1, 1}, {10, 100}, {100, 10^4}}]", "-Graphics-")])
def list_log_log_plot(ev, expr):
    return _list_plot(ev, expr, "ListLogLogPlot", False, "loglog")


@builtin("ListLogLinearPlot", nargs=1, options=_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListLogLinearPlot[data] plots data with a logarithmic horizontal axis.",
         examples=[("ListLogLinearPlot[{{1, 1}, {10, 2}, {100, 3}}]", "-Graphics-")])
def list_log_linear_plot(ev, expr):
    return _list_plot(ev, expr, "ListLogLinearPlot", False, "loglinear")


_DATE_OPTIONS = dict(_OPTIONS, Joined="True")


def _seconds(ev, d):
    from mathilda.algorithms.graphics.numeric import atom_float
    return atom_float(ev.call("AbsoluteTime", d))


def date_rows(ev, name, pos):
    """(seconds, value) rows of DateListPlot's data (pos: its positional arguments), or
    None after ``name::ldata``."""
    import numpy as np
    data = pos[0]
    if not (isinstance(data, Expression) and data.head is S.List and data.args):
        ev.message(name, "ldata", data)
        return None
    rows = []
    if len(pos) == 2:
        start = _seconds(ev, pos[1])
        if start is None:
            ev.message(name, "ldata", data)
            return None
        from mathilda.algorithms.graphics.numeric import atom_float
        for k, v in enumerate(data.args):
            y = atom_float(v)
            rows.append((start + 86400.0 * k, np.nan if y is None else y))
    else:
        from mathilda.algorithms.graphics.numeric import atom_float
        for r in data.args:
            if not (isinstance(r, Expression) and r.head is S.List and len(r.args) == 2):
                ev.message(name, "ldata", data)
                return None
            t = _seconds(ev, r.args[0])
            y = atom_float(r.args[1])
            if t is None:
                ev.message(name, "ldata", data)
                return None
            rows.append((t, np.nan if y is None else y))
    return rows


@builtin("DateListPlot", nargs=(1, 2), options=_DATE_OPTIONS, messages=PLOT_MESSAGES,
         usage="DateListPlot[{{date1, v1}, {date2, v2}, ...}] plots values against dates "
               "(DateObject, {y, m, d, ...} lists or date strings), joined, with dates on "
               "the horizontal axis; DateListPlot[{v1, v2, ...}, start] gives the values "
               "daily from the start date.",
         examples=[("DateListPlot[{{{2020, 1, 1}, 1}, {{2020, 2, 1}, 3}, {{2020, 3, 1}, 2}}]",
                    "-Graphics-")])
def date_list_plot(ev, expr):
    pos, opts, given = _given(ev, expr)
    rows = date_rows(ev, "DateListPlot", pos)
    if rows is None:
        return None
    return date_plot(rows, opts, given)


def date_plot(rows, opts, given, scale="linear"):
    """The DateListPlot of (absolute time, value) rows."""
    import numpy as np
    sets = [L.Dataset(np.array(rows, dtype=float))]
    joined = opts.get("Joined") is not FALSE
    return L.list_plot(sets, opts, given, joined, scale,
                       date_ticks=lambda xr: L.date_ticks_for(*xr))
