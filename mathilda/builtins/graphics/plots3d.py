"""Three-dimensional plots: Plot3D, ParametricPlot3D, ListPlot3D, ListPointPlot3D (built in
mathilda.algorithms.graphics.plot3d); they return Graphics3D expressions."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import plot3d as P3
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, iterator,
                                                positional_and_options, split_given)

_OPTIONS = {
    "Axes": "True", "AxesLabel": "None", "BoxRatios": "{1, 1, 0.4}", "Boxed": "True",
    "ClippingStyle": "Automatic", "ColorFunction": "Automatic", "ImageSize": "Automatic",
    "Lighting": "Automatic", "Mesh": "Automatic", "MeshStyle": "Automatic",
    "PlotLabel": "None", "PlotPoints": "Automatic", "PlotRange": "{Full, Full, Automatic}",
    "PlotStyle": "Automatic", "ViewPoint": "{1.3, -2.4, 2.}",
}
_HOLD = ("HoldAll", "Protected", "ReadProtected")
_PLOT3D = dict(_OPTIONS, RegionFunction="(True &)")       # called with x, y and z


@builtin("Plot3D", attributes=_HOLD, options=_PLOT3D, messages=PLOT_MESSAGES,
         usage="Plot3D[f, {x, xmin, xmax}, {y, ymin, ymax}] plots the surface z = f(x, y); "
               "Plot3D[{f1, f2, ...}, ...] several surfaces. The function is sampled on a "
               "PlotPoints x PlotPoints grid (50) all at once; non-real values leave holes. "
               "Options: PlotRange, PlotStyle, Mesh (15 lines each way), MeshStyle, "
               "ColorFunction (a gradient name), BoxRatios, ViewPoint, Axes, AxesLabel.",
         examples=[("Plot3D[Sin[x y], {x, 0, 3}, {y, 0, 3}]", "-Graphics3D-"),
                   ("Plot3D[x, {x, 0, 1}]", "Plot3D[x, {x, 0, 1}]",
                    ["Plot3D::argrx: Plot3D called with 2 arguments; 3 arguments are "
                     "expected."])])
def plot3d(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 3:
        ev.argcount_message("Plot3D", len(pos), 3, 3)
        return None
    ix = iterator(ev, "Plot3D", pos[1])
    iy = ix and iterator(ev, "Plot3D", pos[2])
    if not ix or not iy:
        return None
    held = pos[0]
    funcs = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    opts = all_options(ev, "Plot3D", given)
    return P3.plot3d(ev, funcs, ix[0], ix[3], ix[4], iy[0], iy[3], iy[4], opts, given)


_PARAM_OPTIONS = dict(_OPTIONS, BoxRatios="Automatic", PlotRange="Automatic")


@builtin("ParametricPlot3D", attributes=_HOLD, options=_PARAM_OPTIONS,
         messages=PLOT_MESSAGES,
         usage="ParametricPlot3D[{fx, fy, fz}, {u, umin, umax}] plots a space curve; "
               "ParametricPlot3D[{fx, fy, fz}, {u, umin, umax}, {v, vmin, vmax}] a surface; "
               "a list of triples plots several.",
         examples=[("ParametricPlot3D[{Cos[t], Sin[t], t/4}, {t, 0, 4 Pi}]",
                    "-Graphics3D-"),
                   ("ParametricPlot3D[{Cos[u] Sin[v], Sin[u] Sin[v], Cos[v]}, {u, 0, 2 Pi}, "
                    "{v, 0, Pi}]", "-Graphics3D-")])
def parametric_plot3d(ev, expr):
    pos, given = positional_and_options(ev, expr)
    if len(pos) not in (2, 3):
        ev.argcount_message("ParametricPlot3D", len(pos), 2, 3)
        return None
    iu = iterator(ev, "ParametricPlot3D", pos[1])
    if not iu:
        return None
    iv = None
    if len(pos) == 3:
        iv = iterator(ev, "ParametricPlot3D", pos[2])
        if not iv:
            return None
    held = pos[0]
    if isinstance(held, Expression) and held.head is S.List and held.args and all(
            isinstance(a, Expression) and a.head is S.List and len(a.args) == 3
            for a in held.args):
        bodies = list(held.args)
    else:
        bodies = [held]
    opts = all_options(ev, "ParametricPlot3D", given)
    return P3.parametric3d(ev, bodies, iu[0], iu[3], iu[4], iv[0] if iv else None,
                           (iv[3], iv[4]) if iv else None, opts, given)


_LIST_OPTIONS = {"Axes": "True", "BoxRatios": "{1, 1, 0.4}", "Boxed": "True",
                 "ImageSize": "Automatic", "Mesh": "Automatic", "PlotLabel": "None",
                 "PlotRange": "Automatic", "PlotStyle": "Automatic",
                 "ViewPoint": "{1.3, -2.4, 2.}"}


def _list3d(ev, expr, name, points_only):
    pos, opts, given = split_given(ev, expr)
    g = P3.list_surface(pos[0], opts, given, points_only)
    if g is None:
        ev.message(name, "arrayp", pos[0])
    return g


@builtin("ListPlot3D", nargs=1, options=_LIST_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListPlot3D[{{z11, z12, ...}, ...}] plots a surface through the heights of "
               "an array (column i at x = i, row j at y = j); ListPlot3D[{{x1, y1, z1}, "
               "...}] a surface through scattered points (triangulated).",
         examples=[("ListPlot3D[{{1, 2, 3}, {2, 3, 4}, {3, 4, 5}}]", "-Graphics3D-")])
def list_plot3d(ev, expr):
    return _list3d(ev, expr, "ListPlot3D", False)


@builtin("ListPointPlot3D", nargs=1, options=_LIST_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListPointPlot3D[{{x1, y1, z1}, ...}] plots points in space; "
               "ListPointPlot3D[array] the heights of an array as points.",
         examples=[("ListPointPlot3D[{{0, 0, 0}, {1, 1, 1}, {2, 0, 1}, {1, 2, 0}}]",
                    "-Graphics3D-")])
def list_point_plot3d(ev, expr):
    return _list3d(ev, expr, "ListPointPlot3D", True)
