"""Plots of functions of one variable: Plot, LogPlot, LogLinearPlot, LogLogPlot,
ParametricPlot, PolarPlot.

Each holds its arguments (HoldAll), evaluates the function with the variable bound to
sample values (Block-like, so the variable is local), and returns a Graphics expression
(Legended[Graphics[...], ...] with PlotLegends); the sampling and the primitives are built
in mathilda.algorithms.graphics.plot1d."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import plot1d
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, iterator,
                                                positional_and_options)

_COMMON = {
    "AspectRatio": "1/GoldenRatio", "Axes": "True", "AxesLabel": "None",
    "AxesOrigin": "Automatic", "Epilog": "{}", "Exclusions": "Automatic",
    "ExclusionsStyle": "None", "Filling": "None", "FillingStyle": "Automatic",
    "Frame": "False", "FrameLabel": "None", "GridLines": "None", "ImageSize": "Automatic",
    "MaxRecursion": "Automatic", "Mesh": "None", "PlotLabel": "None",
    "PlotLabels": "None", "PlotLegends": "None", "PlotPoints": "Automatic", "PlotRange": "{Full, Automatic}",
    "PlotRangeClipping": "True", "PlotRangePadding": "Automatic",
    "PlotStyle": "Automatic", "Prolog": "{}", "RegionFunction": "(True &)",
    "Ticks": "Automatic", "WorkingPrecision": "MachinePrecision",
}

_HOLD = ("HoldAll", "Protected", "ReadProtected")


def _function_plot(ev, expr, name, scale):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 2:
        ev.argcount_message(name, len(pos), 2, 2)
        return None
    it = iterator(ev, name, pos[1])
    if it is None:
        return None
    var, a_e, b_e, a, b = it
    if scale in ("loglinear", "loglog") and a <= 0:
        ev.message(name, "plln", a_e, pos[1])
        return None
    opts = all_options(ev, name, given)
    funcs = plot1d.unwrap_functions(pos[0])
    labels = [f.body for f in funcs]
    return plot1d.function_plot(ev, funcs, labels, var, a_e, b_e, a, b, opts, given, scale)


@builtin("Plot", attributes=_HOLD, options=_COMMON, messages=PLOT_MESSAGES,
         usage="Plot[f, {x, xmin, xmax}] plots f as a function of x from xmin to xmax; "
               "Plot[{f1, f2, ...}, {x, xmin, xmax}] plots several functions, in the "
               "default colours (ColorData[97]). The function is sampled on PlotPoints "
               "points (50), refined up to MaxRecursion (6) times where the curve bends, "
               "and broken at poles, jumps and non-real values. Options include PlotStyle, "
               "PlotRange (Automatic clips outlying values; All, {ymin, ymax}), Filling "
               "(Axis, Bottom, Top, a value, {i -> {j}}), PlotLegends (\"Expressions\", a "
               "list of labels), PlotLabels (labels at the curves' right ends), Exclusions, Mesh, AxesLabel, PlotLabel, Frame, ImageSize.",
         examples=[("Plot[Sin[x], {x, 0, 2 Pi}]", "-Graphics-"),
                   ("Head[Plot[{x, x^2}, {x, 0, 1}, PlotLegends -> \"Expressions\"]]",
                    "Legended"),
                   ("Cases[Plot[{x, x^2}, {x, 0, 1}, PlotLabels -> {\"a\", \"b\"}], "
                    "Text[s_, __] :> s, Infinity]", "{a, b}"),
                   ("Cases[Plot[x, {x, 0, 1}], _RGBColor, Infinity]",
                    "{RGBColor[0.368417, 0.506779, 0.709798]}"),
                   ("PlotRange /. Options[Plot[x^2, {x, 0, 2}, PlotRange -> All]]",
                    "{{0, 2}, {0., 4.}}"),
                   ("Plot[Sin[x], {x, 0, a}]", "Plot[Sin[x], {x, 0, a}]",
                    ["Plot::plln: Limiting value a in {x, 0, a} is not a machine-sized "
                     "real number."])])
def plot(ev, expr):
    return _function_plot(ev, expr, "Plot", "linear")


@builtin("LogPlot", attributes=_HOLD, options=_COMMON, messages=PLOT_MESSAGES,
         usage="LogPlot[f, {x, xmin, xmax}] plots f with a logarithmic vertical axis "
               "(values that are not positive leave gaps); it takes the options of Plot.",
         examples=[("LogPlot[Exp[x], {x, 0, 10}]", "-Graphics-")])
def log_plot(ev, expr):
    return _function_plot(ev, expr, "LogPlot", "log")


@builtin("LogLinearPlot", attributes=_HOLD, options=_COMMON, messages=PLOT_MESSAGES,
         usage="LogLinearPlot[f, {x, xmin, xmax}] plots f with a logarithmic horizontal "
               "axis (xmin > 0).",
         examples=[("LogLinearPlot[Log[x], {x, 1, 1000}]", "-Graphics-")])
def log_linear_plot(ev, expr):
    return _function_plot(ev, expr, "LogLinearPlot", "loglinear")


@builtin("LogLogPlot", attributes=_HOLD, options=_COMMON, messages=PLOT_MESSAGES,
         usage="LogLogPlot[f, {x, xmin, xmax}] plots f with logarithmic axes (xmin > 0).",
         examples=[("LogLogPlot[x^3, {x, 1, 100}]", "-Graphics-")])
def log_log_plot(ev, expr):
    return _function_plot(ev, expr, "LogLogPlot", "loglog")


_PARAMETRIC = dict(_COMMON, AspectRatio="Automatic", PlotRange="Automatic")


def _pairs(held):
    """The curves of ParametricPlot's first argument: {fx, fy} or {{fx, fy}, ...}."""
    if isinstance(held, Expression) and held.head is S.List and held.args and all(
            isinstance(a, Expression) and a.head is S.List and len(a.args) == 2
            for a in held.args):
        return list(held.args)
    return [held]


@builtin("ParametricPlot", attributes=_HOLD, options=dict(_PARAMETRIC, Mesh="Automatic"),
         messages=PLOT_MESSAGES,
         usage="ParametricPlot[{fx, fy}, {u, umin, umax}] plots the curve with coordinates "
               "{fx, fy} as u runs from umin to umax; ParametricPlot[{{fx, fy}, {gx, gy}, "
               "...}, {u, umin, umax}] several curves; ParametricPlot[{fx, fy}, {u, umin, "
               "umax}, {v, vmin, vmax}] the region they cover (filled, with its boundary "
               "and mesh lines of constant u and v). The scale is true (AspectRatio -> "
               "Automatic).",
         examples=[("ParametricPlot[{Cos[t], Sin[2 t]}, {t, 0, 2 Pi}]", "-Graphics-"),
                   ("AspectRatio /. Options[ParametricPlot[{t, t^2}, {t, 0, 1}]]",
                    "Automatic"),
                   ("PlotRange /. Options[ParametricPlot[{u + v, u - v}, {u, 0, 1}, "
                    "{v, 0, 1}]]", "{{0., 2.}, {-1., 1.}}")])
def parametric_plot(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) not in (2, 3):
        ev.argcount_message("ParametricPlot", len(pos), 2, 3)
        return None
    its = [iterator(ev, "ParametricPlot", p) for p in pos[1:]]
    if any(it is None for it in its):
        return None
    opts = all_options(ev, "ParametricPlot", given)
    if len(its) == 2:
        (u, _, _, a, b), (v, _, _, c, d) = its
        return plot1d.parametric_region(ev, _pairs(pos[0]), u, a, b, v, c, d, opts, given)
    var, _, _, a, b = its[0]
    return plot1d.parametric_plot(ev, _pairs(pos[0]), var, a, b, opts, given)


@builtin("PolarPlot", attributes=_HOLD, options=_PARAMETRIC, messages=PLOT_MESSAGES,
         usage="PolarPlot[r, {theta, tmin, tmax}] plots the curve at radius r (a function "
               "of theta) in polar coordinates; PolarPlot[{r1, r2, ...}, ...] several.",
         examples=[("PolarPlot[1 + Cos[t], {t, 0, 2 Pi}]", "-Graphics-")])
def polar_plot(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 2:
        ev.argcount_message("PolarPlot", len(pos), 2, 2)
        return None
    it = iterator(ev, "PolarPlot", pos[1])
    if it is None:
        return None
    var, _, _, a, b = it
    opts = all_options(ev, "PolarPlot", given)
    held = pos[0]
    funcs = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    return plot1d.parametric_plot(ev, funcs, var, a, b, opts, given, polar=True)
