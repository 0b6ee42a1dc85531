"""Plots in space from data and from discrete functions: ListContourPlot3D,
ListDensityPlot3D, ArrayPlot3D, DiscretePlot3D, Histogram3D, SmoothHistogram3D,
ListSurfacePlot3D (built in mathilda.algorithms.graphics.space_data)."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import space_data as SD
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, bandwidths,
                                                bin_specs, pairs, positional_and_options,
                                                split_given)
from mathilda.builtins.graphics.listplots3d import _SPACE

_MSG = dict(PLOT_MESSAGES,
            arr3="`1` is not a rectangular 3D array of numbers or a list of {x, y, z, f} "
                 "values.",
            pairs="`1` is not a list of {x, y} pairs of numbers.",
            pts3="`1` is not a list of at least four {x, y, z} points.",
            hspec="`1` is not a known height specification.")
_VOLUME = dict(_SPACE, Contours="Automatic", ContourStyle="Automatic",
               ColorFunction="Automatic")
_CHART3D = {"Axes": "True", "AxesLabel": "None", "BoxRatios": "{1, 1, 0.4}",
            "Boxed": "True", "ChartStyle": "Automatic", "ImageSize": "Automatic",
            "PlotLabel": "None", "PlotRange": "Automatic", "ViewPoint": "{1.3, -2.4, 2.}"}


def _volume(ev, expr, name):
    pos, opts, given = split_given(ev, expr)
    vol = SD.volume_data(pos[0])
    if vol is None:
        ev.message(name, "arr3", pos[0])
        return None
    return vol, opts, given


@builtin("ListContourPlot3D", nargs=1, options=_VOLUME, messages=_MSG,
         usage="ListContourPlot3D[array] draws level surfaces of a 3D array of values "
               "(array[[k, j, i]] at x = i, y = j, z = k); ListContourPlot3D[{{x1, y1, z1, "
               "f1}, ...}] of values at scattered points, interpolated linearly. Contours "
               "-> n or a list of levels (three by default, translucent), ContourStyle.",
         examples=[("ListContourPlot3D[Table[x^2 + y^2 + z^2, {z, -1, 1, 0.25}, "
                    "{y, -1, 1, 0.25}, {x, -1, 1, 0.25}], Contours -> {1}]", "-Graphics3D-"),
                   ("PlotRange /. Options[ListContourPlot3D[Table[i + j + k, {k, 3}, {j, 4}, "
                    "{i, 5}]]]", "{{1., 5.}, {1., 4.}, {1., 3.}}"),
                   ("ListContourPlot3D[{1, 2}]", "ListContourPlot3D[{1, 2}]",
                    ["ListContourPlot3D::arr3: {1, 2} is not a rectangular 3D array of "
                     "numbers or a list of {x, y, z, f} values."])])
def list_contour_plot3d(ev, expr):
    r = _volume(ev, expr, "ListContourPlot3D")
    return None if r is None else SD.list_contour3d(*r)


@builtin("ListDensityPlot3D", nargs=1, options=_VOLUME, messages=_MSG,
         usage="ListDensityPlot3D[array] shows a 3D array of values (array[[k, j, i]] at "
               "x = i, y = j, z = k) as a cloud of points coloured by the gradient "
               "(ColorFunction), more opaque where the value is larger, as DensityPlot3D; "
               "ListDensityPlot3D[{{x, y, z, f}, ...}] values at scattered points.",
         examples=[("ListDensityPlot3D[Table[x y z, {z, 5}, {y, 5}, {x, 5}]]", "-Graphics3D-"),
                   ("Count[ListDensityPlot3D[Table[x, {z, 3}, {y, 3}, {x, 3}]], _Point, "
                    "Infinity] > 0", "True")])
def list_density_plot3d(ev, expr):
    r = _volume(ev, expr, "ListDensityPlot3D")
    return None if r is None else SD.list_density3d(*r)


@builtin("ArrayPlot3D", nargs=1, options=dict(_SPACE, BoxRatios="Automatic"),
         messages=_MSG,
         usage="ArrayPlot3D[array] draws a 3D array of numbers as unit cubes, "
               "array[[k, j, i]] the cube from {i - 1, j - 1, k - 1} to {i, j, k}: zero "
               "cells are left out, the others grey by |value| over the largest "
               "(GrayLevel[1 - 0.8 |v|/max]: the largest dark grey).",
         examples=[("ArrayPlot3D[{{{1, 0}, {0, 1}}, {{0, 1}, {1, 0}}}]", "-Graphics3D-"),
                   ("Count[ArrayPlot3D[{{{1, 0}, {0, 1}}, {{0, 1}, {1, 0}}}], _Cuboid, "
                    "Infinity]", "4"),
                   ("ArrayPlot3D[{1}]", "ArrayPlot3D[{1}]",
                    ["ArrayPlot3D::arr3: {1} is not a rectangular 3D array of numbers or a "
                     "list of {x, y, z, f} values."])])
def array_plot3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    arr = real_array(pos[0], lambda e: ev.call("N", e))
    if arr is None or arr.ndim != 3:
        ev.message("ArrayPlot3D", "arr3", pos[0])
        return None
    return SD.array_plot3d(arr.astype(float), opts, given)


@builtin("DiscretePlot3D", attributes=("HoldAll", "Protected", "ReadProtected"),
         options=dict(_SPACE, BoxRatios="{1, 1, 0.4}", Filling="Bottom"), messages=_MSG,
         usage="DiscretePlot3D[f, {i, imin, imax}, {j, jmin, jmax}] plots the values of f "
               "at the integer points (iterators as in Table, also {i, imin, imax, di} and "
               "{i, {i1, i2, ...}}) as points {i, j, f} with stems down to 0 (Filling -> "
               "None leaves them out); a list of functions in the default colours.",
         examples=[("DiscretePlot3D[i + j, {i, 3}, {j, 3}]", "-Graphics3D-"),
                   ("Cases[DiscretePlot3D[i j, {i, 2}, {j, 2}], Point[p_] :> p, Infinity]",
                    "{{{1., 1., 1.}, {1., 2., 2.}, {2., 1., 2.}, {2., 2., 4.}}}"),
                   ("DiscretePlot3D[i, {i, 3}]", "DiscretePlot3D[i, {i, 3}]",
                    ["DiscretePlot3D::argrx: DiscretePlot3D called with 2 arguments; 3 "
                     "arguments are expected."])])
def discrete_plot3d(ev, expr):
    import numpy as np
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 3:
        ev.argcount_message("DiscretePlot3D", len(pos), 3, 3)
        return None
    held = pos[0]
    funcs = list(held.args) if isinstance(held, Expression) and held.head is S.List \
        else [held]
    from mathilda.core.expr import Symbol
    its = pos[1:]
    for it in its:
        if not (isinstance(it, Expression) and it.head is S.List and len(it.args) >= 2 and
                type(it.args[0]) is Symbol):
            ev.message("DiscretePlot3D", "pllim", it)
            return None
    sets = []
    for f in funcs:
        row = Expression(S.List, (its[0].args[0], its[1].args[0], f))
        t = ev.evaluate(Expression(S.Table, (row,) + tuple(its)))
        arr = real_array(t)
        if arr is None or arr.ndim != 3 or arr.shape[2] != 3:
            arr = _points_of(ev, t)
            if arr is None:
                return None
        sets.append(arr.reshape(-1, 3).astype(float))
    if not sets or any(len(s) == 0 for s in sets):
        return None
    return SD.discrete3d(sets, all_options(ev, "DiscretePlot3D", given), given)


def _points_of(ev, t):
    """The {i, j, f} rows of a Table whose values are not all real (those left out)."""
    import numpy as np
    n = ev.call("N", t)
    if not (isinstance(n, Expression) and n.head is S.List):
        return None
    rows = []
    for r in n.args:
        for p in (r.args if isinstance(r, Expression) and r.head is S.List else ()):
            v = real_array(p)
            if v is not None and v.shape == (3,):
                rows.append(v)
    return np.array(rows) if rows else None


@builtin("Histogram3D", nargs=(1, 3), options=_CHART3D, messages=_MSG,
         usage="Histogram3D[{{x1, y1}, {x2, y2}, ...}] draws a 3D histogram of the pairs: "
               "a cuboid over each bin as high as its count, the bins of each coordinate "
               "chosen as Histogram chooses them; Histogram3D[data, bspec] with bins bspec "
               "for both coordinates (a number of bins, {dx}, {min, max, dx}) or {bx, by} "
               "for each; Histogram3D[data, bspec, hspec] with heights \"Count\", "
               "\"Probability\" or \"PDF\".",
         examples=[("Histogram3D[{{1, 1}, {1, 2}, {2, 2}, {2, 2.5}}]", "-Graphics3D-"),
                   ("Cases[Histogram3D[{{0.5, 0.5}, {0.5, 0.7}, {1.5, 0.5}}, {0, 2, 1}], "
                    "Cuboid[a_, b_] :> {a, b}, Infinity]",
                    "{{{0., 0., 0}, {1., 1., 2}}, {{1., 0., 0}, {2., 1., 1}}}"),
                   ("Histogram3D[{1, 2}]", "Histogram3D[{1, 2}]",
                    ["Histogram3D::pairs: {1, 2} is not a list of {x, y} pairs of "
                     "numbers."])])
def histogram3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    pts = pairs(ev, "Histogram3D", pos[0])
    if pts is None:
        return None
    bspecs = bin_specs(pos)
    hspec = pos[2] if len(pos) > 2 else None
    g = SD.histogram3d(ev, pts, bspecs, hspec, opts, given)
    if g is None and hspec is not None:
        ev.message("Histogram3D", "hspec", hspec)
    return g


@builtin("SmoothHistogram3D", nargs=(1, 2),
         options=dict(_CHART3D, Mesh="Automatic", PlotStyle="Automatic"), messages=_MSG,
         usage="SmoothHistogram3D[{{x1, y1}, ...}] plots the surface of a smooth kernel "
               "estimate of the distribution of the pairs (Gaussian kernel, Silverman's "
               "bandwidth for each coordinate); SmoothHistogram3D[data, bw] with bandwidth "
               "bw, or {bwx, bwy}.",
         examples=[("SmoothHistogram3D[{{0, 0}, {1, 1}, {1, 0}, {0.5, 0.2}}]",
                    "-Graphics3D-"),
                   ("Count[SmoothHistogram3D[{{0, 0}, {1, 1}, {1, 0}}, 0.5, Mesh -> None], "
                    "_Line, Infinity]", "0")])
def smooth_histogram3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    pts = pairs(ev, "SmoothHistogram3D", pos[0])
    if pts is None:
        return None
    ok, bw = bandwidths(pos)
    if not ok:
        return None
    return SD.smooth_histogram3d(pts, bw, opts, given)


@builtin("ListSurfacePlot3D", nargs=1, options=_SPACE, messages=_MSG,
         usage="ListSurfacePlot3D[{{x1, y1, z1}, ...}] draws a surface through points in "
               "space: points spread along a sheet are triangulated in the plane of the "
               "sheet (long edges left out), points spread in all directions are wrapped "
               "in their convex hull.",
         examples=[("ListSurfacePlot3D[Flatten[Table[{Cos[t] Sin[p], Sin[t] Sin[p], "
                    "Cos[p]}, {t, 0, 2 Pi, 0.5}, {p, 0.2, 3, 0.4}], 1]]", "-Graphics3D-"),
                   ("Count[ListSurfacePlot3D[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, "
                    "0.1}}], _Polygon, Infinity]", "1"),
                   ("ListSurfacePlot3D[{{1, 2}}]", "ListSurfacePlot3D[{{1, 2}}]",
                    ["ListSurfacePlot3D::pts3: {{1, 2}} is not a list of at least four "
                     "{x, y, z} points."])])
def list_surface_plot3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    a = real_array(pos[0], lambda e: ev.call("N", e))
    if a is None or a.ndim != 2 or a.shape[1] != 3 or len(a) < 4:
        ev.message("ListSurfacePlot3D", "pts3", pos[0])
        return None
    return SD.list_surface3d(a.astype(float), opts, given)
