"""Plots of data over the plane and plots in space: ListContourPlot, ListDensityPlot,
ListLinePlot3D, ContourPlot3D, RegionPlot3D, DensityPlot3D (built in
mathilda.algorithms.graphics.surfaces3d), SphericalPlot3D and RevolutionPlot3D (surfaces
drawn by ParametricPlot3D)."""

from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import density as D
from mathilda.algorithms.graphics import surfaces3d as S3
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, is_rule,
                                                iterator, positional_and_options,
                                                split_given)
from mathilda.builtins.graphics.density import _CONTOUR, _FRAMED
from mathilda.builtins.graphics.plots3d import _PARAM_OPTIONS

_HOLD = ("HoldAll", "Protected", "ReadProtected")
_MSG = dict(PLOT_MESSAGES, arrayp="`1` is not a rectangular array of numbers or a list of "
            "{x, y, f} triples.")


def _grid_plot(ev, expr, name, contour):
    pos, opts, given = split_given(ev, expr)
    g = S3.grid_data(pos[0])
    if g is None:
        ev.message(name, "arrayp", pos[0])
        return None
    X, Y, Z, box = g
    if contour:
        return D.contour_grid(X, Y, Z, box, opts, given)
    import numpy as np
    X, Y, Z = S3.upsample(np, X, Y, Z)
    return D.density_grid(Z, box, opts, given)


@builtin("ListContourPlot", nargs=1, options=dict(_CONTOUR, PlotRange="Automatic"),
         messages=_MSG,
         usage="ListContourPlot[{{f11, f12, ...}, ...}] draws contours of an array of values "
               "(column i at x = i, row j at y = j); ListContourPlot[{{x1, y1, f1}, ...}] of "
               "values at scattered points, interpolated linearly inside their convex hull. "
               "The options of ContourPlot (Contours, ContourShading, ContourStyle, "
               "ColorFunction, PlotLegends) apply.",
         examples=[("ListContourPlot[Table[Sin[x] Cos[y], {y, 0, 3, 0.2}, {x, 0, 3, 0.2}]]",
                    "-Graphics-"),
                   ("PlotRange /. Options[ListContourPlot[{{1, 2, 3}, {2, 3, 4}}]]",
                    "{{1., 3.}, {1., 2.}}"),
                   ("ListContourPlot[{1, 2}]", "ListContourPlot[{1, 2}]",
                    ["ListContourPlot::arrayp: {1, 2} is not a rectangular array of "
                     "numbers or a list of {x, y, f} triples."])])
def list_contour_plot(ev, expr):
    return _grid_plot(ev, expr, "ListContourPlot", True)


@builtin("ListDensityPlot", nargs=1, options=dict(_FRAMED, PlotRange="Automatic"),
         messages=_MSG,
         usage="ListDensityPlot[{{f11, f12, ...}, ...}] shows an array of values as colours "
               "(column i at x = i, row j at y = j); ListDensityPlot[{{x1, y1, f1}, ...}] "
               "values at scattered points, interpolated linearly inside their convex hull. "
               "ColorFunction (a gradient name) and PlotLegends -> Automatic apply.",
         examples=[("ListDensityPlot[Table[Sin[x y], {y, 0, 3, 0.1}, {x, 0, 3, 0.1}]]",
                    "-Graphics-"),
                   ("Count[ListDensityPlot[{{1, 2}, {3, 4}}], _Raster, Infinity]", "1")])
def list_density_plot(ev, expr):
    return _grid_plot(ev, expr, "ListDensityPlot", False)


_LINE3D = {"Axes": "True", "BoxRatios": "{1, 1, 0.4}", "Boxed": "True",
           "ImageSize": "Automatic", "PlotLabel": "None", "PlotRange": "Automatic",
           "PlotStyle": "Automatic", "ViewPoint": "{1.3, -2.4, 2.}"}


@builtin("ListLinePlot3D", nargs=1, options=_LINE3D, messages=_MSG,
         usage="ListLinePlot3D[{{x1, y1, z1}, ...}] draws a line through points in space; "
               "ListLinePlot3D[{data1, data2, ...}] several lines in the default colours; "
               "ListLinePlot3D[{{z11, z12, ...}, ...}] one line per row of an array of "
               "heights.",
         examples=[("ListLinePlot3D[Table[{Cos[t], Sin[t], t}, {t, 0, 10, 0.1}]]",
                    "-Graphics3D-"),
                   ("Count[ListLinePlot3D[{{1, 2, 3, 4}, {2, 3, 4, 5}}], _Line, Infinity]", "2"),
                   ("ListLinePlot3D[x]", "ListLinePlot3D[x]",
                    ["ListLinePlot3D::arrayp: x is not a rectangular array of numbers or "
                     "a list of {x, y, f} triples."])])
def list_line_plot3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    sets = S3.line_datasets(pos[0])
    g = S3.list_line3d(sets, opts, given) if sets else None
    if g is None:
        ev.message("ListLinePlot3D", "arrayp", pos[0])
    return g


_SPACE = {"Axes": "True", "AxesLabel": "None", "BoxRatios": "{1, 1, 1}", "Boxed": "True",
          "ImageSize": "Automatic", "Mesh": "None", "PlotLabel": "None",
          "PlotLegends": "None", "PlotPoints": "Automatic", "PlotRange": "Automatic",
          "PlotStyle": "Automatic", "ViewPoint": "{1.3, -2.4, 2.}"}
_CONTOUR3D = dict(_SPACE, Contours="Automatic", ContourStyle="Automatic")
_DENSITY3D = dict(_SPACE, ColorFunction="Automatic")


def _space(ev, expr, name):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 4:
        ev.argcount_message(name, len(pos), 4, 4)
        return None
    its = []
    for spec in pos[1:]:
        it = iterator(ev, name, spec)
        if not it:
            return None
        its.append(it)
    held = pos[0]
    items = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    return items, tuple(it[0] for it in its), tuple((it[3], it[4]) for it in its), \
        all_options(ev, name, given), given


@builtin("ContourPlot3D", attributes=_HOLD, options=_CONTOUR3D, messages=_MSG,
         usage="ContourPlot3D[f == g, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, zmax}] "
               "draws the surface where f equals g (a list of equations several surfaces); "
               "ContourPlot3D[f, ...] draws level surfaces of f (Contours -> n or a list of "
               "levels; three by default), translucent when there are several. The "
               "surfaces are found by marching tetrahedra on a PlotPoints^3 grid (30).",
         examples=[("ContourPlot3D[x^2 + y^2 + z^2 == 1, {x, -1, 1}, {y, -1, 1}, "
                    "{z, -1, 1}]", "-Graphics3D-"),
                   ("Count[ContourPlot3D[x y z, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}, "
                    "Contours -> {0.1, 0.2}], _Polygon, Infinity]", "2"),
                   ("ContourPlot3D[x == 1, {x, 0, 2}, {y, 0, 2}]",
                    "ContourPlot3D[x == 1, {x, 0, 2}, {y, 0, 2}]",
                    ["ContourPlot3D::argrx: ContourPlot3D called with 3 arguments; 4 "
                     "arguments are expected."])])
def contour_plot3d(ev, expr):
    r = _space(ev, expr, "ContourPlot3D")
    return None if r is None else S3.contour_plot3d(ev, *r)


@builtin("RegionPlot3D", attributes=_HOLD, options=_SPACE, messages=_MSG,
         usage="RegionPlot3D[pred, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, zmax}] draws "
               "the surface of the region where pred (inequalities combined with And, Or, "
               "Not) is True, closed where the box cuts it; a list of predicates draws "
               "several regions.",
         examples=[("RegionPlot3D[x^2 + y^2 + z^2 < 1, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}]",
                    "-Graphics3D-"),
                   ("Count[RegionPlot3D[x < y, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], _Polygon, "
                    "Infinity]", "1")])
def region_plot3d(ev, expr):
    r = _space(ev, expr, "RegionPlot3D")
    return None if r is None else S3.region_plot3d(ev, *r)


@builtin("DensityPlot3D", attributes=_HOLD, options=_DENSITY3D, messages=_MSG,
         usage="DensityPlot3D[f, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, zmax}] shows "
               "the values of f in a box as a cloud of points coloured by the gradient "
               "(ColorFunction), more opaque where f is larger; PlotLegends -> Automatic "
               "adds a bar legend.",
         examples=[("DensityPlot3D[x y z, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}]",
                    "-Graphics3D-"),
                   ("Count[DensityPlot3D[x, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], _Point, "
                    "Infinity] > 0", "True")])
def density_plot3d(ev, expr):
    r = _space(ev, expr, "DensityPlot3D")
    if r is None:
        return None
    items, vars_, box, opts, given = r
    return S3.density_plot3d(ev, items[0], vars_, box, opts, given)


# --- surfaces drawn by ParametricPlot3D ------------------------------------------------------------

def _times(*xs):
    return Expression(S.Times, xs)


def _f(name, x):
    return Expression(Symbol(name), (x,))


def _parametric(ev, expr, body, iters):
    """ParametricPlot3D of the surface, after the ranges are checked in the caller's name
    (so that a bad range gives the caller's message and leaves the call unevaluated)."""
    name = expr.head.name
    for spec in iters:
        if iterator(ev, name, spec) is None:
            return None
    opts = tuple(a for a in expr.args if is_rule(a) or (
        isinstance(a, Expression) and a.head is S.List and a.args and
        all(is_rule(r) for r in a.args)))
    g = ev.evaluate(Expression(S.ParametricPlot3D, (body,) + tuple(iters) + opts))
    return g if isinstance(g, Expression) and g.head is S.Graphics3D else None


def _is_iter(x):
    return isinstance(x, Expression) and x.head is S.List and len(x.args) == 3 and \
        type(x.args[0]) is Symbol


@builtin("SphericalPlot3D", attributes=_HOLD, options=_PARAM_OPTIONS, messages=_MSG,
         usage="SphericalPlot3D[r, {theta, thetamin, thetamax}, {phi, phimin, phimax}] "
               "draws the surface at radius r in the direction of polar angle theta (from "
               "the z axis) and azimuth phi; a list of radii draws several surfaces.",
         examples=[("SphericalPlot3D[1, {t, 0, Pi}, {p, 0, 2 Pi}]", "-Graphics3D-"),
                   ("SphericalPlot3D[1, {t, 0, Pi}]",
                    "SphericalPlot3D[1, {t, 0, Pi}]",
                    ["SphericalPlot3D::argrx: SphericalPlot3D called with 2 arguments; 3 "
                     "arguments are expected."])])
def spherical_plot3d(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 3:
        ev.argcount_message("SphericalPlot3D", len(pos), 3, 3)
        return None
    for spec in pos[1:]:
        if not _is_iter(spec):
            ev.message("SphericalPlot3D", "pllim", spec)
            return None
    t, p = pos[1].args[0], pos[2].args[0]
    held = pos[0]
    radii = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    bodies = [Expression(S.List, (_times(r, _f("Sin", t), _f("Cos", p)),
                                  _times(r, _f("Sin", t), _f("Sin", p)),
                                  _times(r, _f("Cos", t)))) for r in radii]
    body = bodies[0] if len(bodies) == 1 else Expression(S.List, tuple(bodies))
    return _parametric(ev, expr, body, pos[1:])


@builtin("RevolutionPlot3D", attributes=_HOLD, options=_PARAM_OPTIONS, messages=_MSG,
         usage="RevolutionPlot3D[fz, {t, tmin, tmax}] draws the surface swept by the curve "
               "z = fz(t) at radius t turned once around the z axis; RevolutionPlot3D[{fx, "
               "fz}, {t, tmin, tmax}] turns the curve {fx, fz}; a third argument {theta, "
               "thetamin, thetamax} gives the angles swept.",
         examples=[("RevolutionPlot3D[t^2, {t, 0, 1}]", "-Graphics3D-"),
                   ("RevolutionPlot3D[{Sin[t] + 2, t}, {t, 0, 2 Pi}, {q, 0, Pi}]",
                    "-Graphics3D-")])
def revolution_plot3d(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) not in (2, 3):
        ev.argcount_message("RevolutionPlot3D", len(pos), 2, 3)
        return None
    for spec in pos[1:]:
        if not _is_iter(spec):
            ev.message("RevolutionPlot3D", "pllim", spec)
            return None
    t = pos[1].args[0]
    if len(pos) == 3:
        turn = pos[2]
    else:
        turn = Expression(S.List, (Symbol("RevolutionPlot3D$theta"), Integer(0),
                                   _times(Integer(2), S.Pi)))
    q = turn.args[0]
    held = pos[0]
    if isinstance(held, Expression) and held.head is S.List and len(held.args) == 2:
        fx, fz = held.args
    else:
        fx, fz = t, held
    body = Expression(S.List, (_times(fx, _f("Cos", q)), _times(fx, _f("Sin", q)), fz))
    return _parametric(ev, expr, body, (pos[1], turn))
