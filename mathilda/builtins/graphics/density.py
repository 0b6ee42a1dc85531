"""Plots over a region of the plane: ContourPlot, DensityPlot, RegionPlot, ArrayPlot,
MatrixPlot (built in mathilda.algorithms.graphics.density)."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import density as D
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, iterator,
                                                positional_and_options, split_given)

_HOLD = ("HoldAll", "Protected", "ReadProtected")
_FRAMED = {
    "AspectRatio": "1", "ColorFunction": "Automatic", "Epilog": "{}", "Frame": "True",
    "FrameLabel": "None", "ImageSize": "Automatic", "PlotLabel": "None",
    "PlotLegends": "None", "PlotPoints": "Automatic", "PlotRange": "{Full, Full, Automatic}",
    "PlotRangePadding": "None", "Prolog": "{}",
}
_SAMPLED = dict(_FRAMED, RegionFunction="(True &)")     # called with x, y and the value
_CONTOUR = dict(_SAMPLED, Contours="Automatic", ContourShading="Automatic",
                ContourStyle="Automatic")
_REGION = dict(_FRAMED, PlotStyle="Automatic", BoundaryStyle="Automatic")


def _two_d(ev, expr, name):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 3:
        ev.argcount_message(name, len(pos), 3, 3)
        return None
    ix = iterator(ev, name, pos[1])
    iy = ix and iterator(ev, name, pos[2])
    if not ix or not iy:
        return None
    return pos, given, ix, iy


@builtin("ContourPlot", attributes=_HOLD, options=_CONTOUR, messages=PLOT_MESSAGES,
         usage="ContourPlot[f, {x, xmin, xmax}, {y, ymin, ymax}] draws contour lines of f "
               "with the bands between them shaded (dark for low values, light for high); "
               "ContourPlot[f == g, ...] draws the curve where f equals g, and a list of "
               "equations several curves. Options: Contours (a number or a list of levels), "
               "ContourShading, ContourStyle, ColorFunction (a gradient name), PlotPoints, "
               "PlotLegends -> Automatic (a bar legend).",
         examples=[("ContourPlot[Sin[x] Cos[y], {x, 0, 5}, {y, 0, 5}]", "-Graphics-"),
                   ("Length[Cases[ContourPlot[x^2 + y^2 == 1, {x, -1, 1}, {y, -1, 1}], "
                    "_Line, Infinity]] > 0", "True")])
def contour_plot(ev, expr):
    r = _two_d(ev, expr, "ContourPlot")
    if r is None:
        return None
    pos, given, ix, iy = r
    held = pos[0]
    funcs = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    opts = all_options(ev, "ContourPlot", given)
    return D.contour_plot(ev, funcs, ix[0], ix[3], ix[4], iy[0], iy[3], iy[4], opts, given)


@builtin("DensityPlot", attributes=_HOLD, options=_SAMPLED, messages=PLOT_MESSAGES,
         usage="DensityPlot[f, {x, xmin, xmax}, {y, ymin, ymax}] shows the values of f as "
               "colours (ColorFunction: a gradient name; by default dark for low values, "
               "light for high); PlotLegends -> Automatic adds a bar legend.",
         examples=[("DensityPlot[Sin[x y], {x, 0, 3}, {y, 0, 3}]", "-Graphics-"),
                   ("Head[DensityPlot[x, {x, 0, 1}, {y, 0, 1}, PlotLegends -> Automatic]]",
                    "Legended")])
def density_plot(ev, expr):
    r = _two_d(ev, expr, "DensityPlot")
    if r is None:
        return None
    pos, given, ix, iy = r
    opts = all_options(ev, "DensityPlot", given)
    return D.density_plot(ev, pos[0], ix[0], ix[3], ix[4], iy[0], iy[3], iy[4], opts,
                          given)


@builtin("RegionPlot", attributes=_HOLD, options=_REGION, messages=PLOT_MESSAGES,
         usage="RegionPlot[pred, {x, xmin, xmax}, {y, ymin, ymax}] shades the region where "
               "pred (inequalities combined with And, Or, Not) is True, with its boundary; "
               "RegionPlot[{pred1, pred2, ...}, ...] several regions.",
         examples=[("RegionPlot[x^2 + y^2 < 1, {x, -1, 1}, {y, -1, 1}]", "-Graphics-"),
                   ("Count[RegionPlot[x < y && y < 1/2, {x, 0, 1}, {y, 0, 1}], _Polygon, "
                    "Infinity]", "1")])
def region_plot(ev, expr):
    r = _two_d(ev, expr, "RegionPlot")
    if r is None:
        return None
    pos, given, ix, iy = r
    held = pos[0]
    preds = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    opts = all_options(ev, "RegionPlot", given)
    return D.region_plot(ev, preds, ix[0], ix[3], ix[4], iy[0], iy[3], iy[4], opts, given)


_ARRAY = {"AspectRatio": "Automatic", "ColorFunction": "Automatic", "Epilog": "{}",
          "Frame": "True", "FrameLabel": "None", "FrameTicks": "None",
          "ImageSize": "Automatic", "Mesh": "False", "PlotLabel": "None", "PlotRange": "All"}


def _array(ev, expr, name, mode):
    pos, opts, given = split_given(ev, expr)
    g = D.array_plot(pos[0], opts, given, mode)
    if g is None:
        ev.message(name, "arrayp", pos[0])
    return g


@builtin("ArrayPlot", nargs=1, options=_ARRAY, messages=PLOT_MESSAGES,
         usage="ArrayPlot[array] shows the array as a grid of squares, rows down the page: "
               "0 white, the largest absolute value black (with PlotRange -> {min, max}: "
               "min white, max black); colour entries are drawn in their colour, None as "
               "the background. Mesh -> True draws the cell boundaries.",
         examples=[("ArrayPlot[{{1, 0, 1}, {0, 1, 0}}]", "-Graphics-"),
                   ("ArrayPlot[ArrayPad[{{1}}, 2]]", "-Graphics-"),
                   ("ArrayPlot[x]", "ArrayPlot[x]",
                    ["ArrayPlot::arrayp: x is not a rectangular array of numbers or "
                     "colors."])])
def array_plot(ev, expr):
    return _array(ev, expr, "ArrayPlot", "gray")


_MATRIX = dict(_ARRAY, FrameTicks="Automatic")


@builtin("MatrixPlot", nargs=1, options=_MATRIX, messages=PLOT_MESSAGES,
         usage="MatrixPlot[m] shows a matrix as a grid of cells: positive entries in "
               "shades of red-brown, negative in blue, zero white, scaled by the largest "
               "absolute value, with row and column numbers on the frame.",
         examples=[("MatrixPlot[{{1, -1}, {0, 2}}]", "-Graphics-")])
def matrix_plot(ev, expr):
    return _array(ev, expr, "MatrixPlot", "matrix")
