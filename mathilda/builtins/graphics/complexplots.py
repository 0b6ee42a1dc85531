"""Plots of complex functions and numbers: ComplexPlot, ComplexPlot3D, ReImPlot,
AbsArgPlot, ComplexListPlot (built in mathilda.algorithms.graphics.complexplot; ReImPlot
draws with Plot and ComplexListPlot with ListPlot)."""

from mathilda.core.expr import Complex, Expression, Integer, Symbol, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import complexplot as C
from mathilda.algorithms.graphics import plotting as P
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, is_rule,
                                                iterator, positional_and_options,
                                                split_given)
from mathilda.builtins.graphics.listplots import _OPTIONS as _LIST_OPTIONS
from mathilda.builtins.graphics.plots import _COMMON

_HOLD = ("HoldAll", "Protected")
_MSG = dict(PLOT_MESSAGES,
            crange="`1` is not a range {z, zmin, zmax} with complex corners zmin and zmax "
                   "that differ in their real and in their imaginary parts.",
            lpn="`1` is not a list of numbers or a list of lists of numbers.")
_CPLOT = {"AspectRatio": "Automatic", "ColorFunction": "Automatic", "Epilog": "{}",
          "Frame": "True", "FrameLabel": "None", "ImageSize": "Automatic",
          "PlotLabel": "None", "PlotLegends": "None", "PlotPoints": "Automatic",
          "PlotRange": "Automatic", "Prolog": "{}"}
_CPLOT3D = {"Axes": "True", "AxesLabel": "None", "BoxRatios": "{1, 1, 0.4}",
            "Boxed": "True", "ColorFunction": "Automatic", "ImageSize": "Automatic",
            "Mesh": "None", "PlotLabel": "None", "PlotPoints": "Automatic",
            "PlotRange": "{Full, Full, Automatic}", "ViewPoint": "{1.3, -2.4, 2.}"}


def _complex_range(ev, name, spec):
    """(variable, zmin, zmax) as Python complex numbers, or None after a message."""
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3
            and type(spec.args[0]) is Symbol):
        ev.message(name, "crange", spec)
        return None
    import numpy as np
    ends = []
    for e in spec.args[1:]:
        v = C._complex_of(np, ev.call("N", ev.evaluate(e)))
        if v != v:
            ev.message(name, "crange", spec)
            return None
        ends.append(v)
    lo, hi = ends
    if lo.real == hi.real or lo.imag == hi.imag:
        ev.message(name, "crange", spec)
        return None
    lo, hi = complex(min(lo.real, hi.real), min(lo.imag, hi.imag)), \
        complex(max(lo.real, hi.real), max(lo.imag, hi.imag))
    return spec.args[0], lo, hi


def _cplot(ev, expr, name, draw):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 2:
        ev.argcount_message(name, len(pos), 2, 2)
        return None
    r = _complex_range(ev, name, pos[1])
    if r is None:
        return None
    opts = all_options(ev, name, given)
    return draw(ev, pos[0], r[0], r[1], r[2], opts, given)


@builtin("ComplexPlot", attributes=_HOLD, options=_CPLOT, messages=_MSG,
         usage="ComplexPlot[f, {z, zmin, zmax}] colours the rectangle with corners zmin and "
               "zmax by the values of f: the hue gives Arg[f] (red for positive reals, cyan "
               "for negative), the lightness |f| (dark at zeros, light at poles). "
               "ColorFunction -> \"CyclicArg\" shows the argument alone, \"CyclicLogAbs\" "
               "and \"CyclicLogAbsArg\" add bands of log |f|.",
         examples=[("ComplexPlot[(z^2 - 1)/(z^2 + 1), {z, -2 - 2 I, 2 + 2 I}]", "-Graphics-"),
                   ("Count[ComplexPlot[z, {z, -1 - I, 1 + I}], _Raster, Infinity]", "1"),
                   ("ComplexPlot[z, {z, 0, 1}]", "ComplexPlot[z, {z, 0, 1}]",
                    ["ComplexPlot::crange: {z, 0, 1} is not a range {z, zmin, zmax} with "
                     "complex corners zmin and zmax that differ in their real and in their "
                     "imaginary parts."])])
def complex_plot(ev, expr):
    return _cplot(ev, expr, "ComplexPlot", C.complex_plot)


@builtin("ComplexPlot3D", attributes=_HOLD, options=_CPLOT3D, messages=_MSG,
         usage="ComplexPlot3D[f, {z, zmin, zmax}] draws the surface of |f| over the "
               "rectangle with corners zmin and zmax, coloured by Arg[f] as ComplexPlot "
               "colours it; poles are clipped by the automatic PlotRange.",
         examples=[("ComplexPlot3D[1/z, {z, -1 - I, 1 + I}]", "-Graphics3D-"),
                   ("Count[ComplexPlot3D[z^2, {z, -1 - I, 1 + I}], VertexColors -> _, "
                    "Infinity]", "1")])
def complex_plot3d(ev, expr):
    return _cplot(ev, expr, "ComplexPlot3D", C.complex_plot3d)


def _options_of(expr):
    return tuple(a for a in expr.args if is_rule(a) or (
        isinstance(a, Expression) and a.head is S.List and a.args and
        all(is_rule(r) for r in a.args)))


def _functions(held):
    return list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]


@builtin("ReImPlot", attributes=_HOLD, options=_COMMON, messages=_MSG,
         usage="ReImPlot[f, {x, xmin, xmax}] plots the real part of f (in the first default "
               "colour) and its imaginary part (in the second) as functions of x; with "
               "several functions, the i-th function's parts are drawn in the i-th colour, "
               "the imaginary part dashed. It takes the options of Plot.",
         examples=[("ReImPlot[Sqrt[x], {x, -1, 1}]", "-Graphics-"),
                   ("Count[ReImPlot[Exp[I x], {x, 0, 6}], _Line, Infinity] >= 2", "True")])
def re_im_plot(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 2:
        ev.argcount_message("ReImPlot", len(pos), 2, 2)
        return None
    if iterator(ev, "ReImPlot", pos[1]) is None:
        return None
    fs = _functions(pos[0])
    parts, styles = [], []
    for i, f in enumerate(fs):
        parts += [Expression(S.Re, (f,)), Expression(S.Im, (f,))]
        if len(fs) == 1:
            styles += [P.color_expr(1), P.color_expr(2)]
        else:
            styles += [P.color_expr(i + 1), Expression(S.Directive, (
                P.color_expr(i + 1), S.Dashed))]
    extra = () if "PlotStyle" in given else (
        Expression(S.Rule, (S.PlotStyle, P.lst(*styles))),)
    plot = Expression(S.Plot, (P.lst(*parts), pos[1]) + _options_of(expr) + extra)
    return ev.evaluate(plot)


@builtin("AbsArgPlot", attributes=_HOLD, options=_COMMON, messages=_MSG,
         usage="AbsArgPlot[f, {x, xmin, xmax}] plots |f| as a function of real x, the curve "
               "coloured by Arg[f] (the hue: red for positive values, cyan for negative, as "
               "ComplexPlot colours the argument); a list of functions draws several "
               "curves.",
         examples=[("AbsArgPlot[Exp[I x], {x, 0, 6}]", "-Graphics-"),
                   ("Count[AbsArgPlot[x, {x, -1, 1}], _Line, Infinity]", "2")])
def abs_arg_plot(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 2:
        ev.argcount_message("AbsArgPlot", len(pos), 2, 2)
        return None
    it = iterator(ev, "AbsArgPlot", pos[1])
    if it is None:
        return None
    opts = all_options(ev, "AbsArgPlot", given)
    return C.abs_arg_plot(ev, _functions(pos[0]), it[0], it[3], it[4], opts, given)


@builtin("ComplexListPlot", nargs=1, options=dict(_LIST_OPTIONS, AspectRatio="Automatic"),
         messages=_MSG,
         usage="ComplexListPlot[{z1, z2, ...}] plots complex numbers as points {Re[z], "
               "Im[z]} of the plane; ComplexListPlot[{list1, list2, ...}] several lists in "
               "the default colours. It takes the options of ListPlot (Joined, PlotStyle, "
               "PlotLegends, ...).",
         examples=[("ComplexListPlot[{1, I, -1, -I}]", "-Graphics-"),
                   ("Cases[ComplexListPlot[{1 + 2 I, 3}], Point[p_] :> p, Infinity]",
                    "{{{1., 2.}, {3., 0.}}}"),
                   ("ComplexListPlot[{1, x}]", "ComplexListPlot[{1, x}]",
                    ["ComplexListPlot::lpn: {1, x} is not a list of numbers or a list of "
                     "lists of numbers."])])
def complex_list_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    data = ev.call("N", pos[0])
    sets = C.complex_points(np, data)
    if sets is None:
        ev.message("ComplexListPlot", "lpn", pos[0])
        return None
    arg = P.packed(sets[0]) if len(sets) == 1 else P.lst(*[P.packed(s) for s in sets])
    rules = tuple(Expression(S.Rule, (Symbol(k), v)) for k, v in given.items())
    if "AspectRatio" not in given:
        rules += (Expression(S.Rule, (S.AspectRatio, S.Automatic)),)
    return ev.evaluate(Expression(S.ListPlot, (arg,) + rules))
