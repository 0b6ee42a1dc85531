"""Plots of the complex plane drawn by the plots of the real plane: ComplexContourPlot,
ComplexRegionPlot, ComplexVectorPlot, ComplexStreamPlot (the variable z becomes x + I y and
ContourPlot, RegionPlot, VectorPlot or StreamPlot draws), and pictures of complex arrays and
escape-time sets: ComplexArrayPlot, MandelbrotSetPlot, JuliaSetPlot (built in
mathilda.algorithms.graphics.complex_more)."""

from mathilda.core.expr import Expression, Integer, Real, Symbol, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import complex_more as CM
from mathilda.algorithms.graphics.complexplot import _complex_of
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, positional_and_options,
                                                split_given)
from mathilda.builtins.graphics.density import _CONTOUR, _REGION
from mathilda.builtins.graphics.vectorplots import _STREAM, _VECTOR

_HOLD = ("HoldAll", "Protected")
_MSG = dict(PLOT_MESSAGES,
            crange="`1` is not a range {z, zmin, zmax} with complex corners zmin and zmax "
                   "that differ in their real and in their imaginary parts, nor {z, n}.",
            carr="`1` is not a rectangular array of complex numbers.",
            maxit="The value `1` of MaxIterations is not a positive integer.",
            cpar="`1` is not a complex number.")
_X, _Y = Symbol("ComplexPlot$x"), Symbol("ComplexPlot$y")


def _corners(ev, name, spec):
    """(z, zmin, zmax) of {z, zmin, zmax} or {z, n} (the square -n - n I .. n + n I)."""
    import numpy as np
    ok = isinstance(spec, Expression) and spec.head is S.List and \
        len(spec.args) in (2, 3) and type(spec.args[0]) is Symbol
    ends = []
    if ok:
        for e in spec.args[1:]:
            v = _complex_of(np, ev.call("N", ev.evaluate(e)))
            ok = ok and v == v
            ends.append(v)
    if ok and len(ends) == 1:
        n = abs(ends[0].real) if ends[0].imag == 0 else None
        ends = [complex(-n, -n), complex(n, n)] if n else []
        ok = bool(ends)
    if ok:
        lo, hi = ends
        ok = lo.real != hi.real and lo.imag != hi.imag
    if not ok:
        ev.message(name, "crange", spec)
        return None
    lo, hi = ends
    return spec.args[0], complex(min(lo.real, hi.real), min(lo.imag, hi.imag)), \
        complex(max(lo.real, hi.real), max(lo.imag, hi.imag))


def _as_plane(ev, expr, target, vector=False):
    """Evaluate target[body(x + I y), {x, ...}, {y, ...}, options] for expr."""
    name = expr.head.name
    pos, _ = positional_and_options(ev, expr)
    if len(pos) != 2:
        ev.argcount_message(name, len(pos), 2, 2)
        return None
    r = _corners(ev, name, pos[1])
    if r is None:
        return None
    z, lo, hi = r
    body = CM.xy_body(pos[0], z, _X, _Y)
    if vector:
        held = body
        if isinstance(held, Expression) and held.head is S.List:
            body = Expression(S.List, tuple(CM.re_im(b) for b in held.args))
        else:
            body = CM.re_im(held)
    its = (Expression(S.List, (_X, Real(lo.real), Real(hi.real))),
           Expression(S.List, (_Y, Real(lo.imag), Real(hi.imag))))
    g = ev.evaluate(Expression(Symbol(target), (body,) + its + tuple(expr.args[2:])))
    if isinstance(g, Expression) and g.head in (S.Graphics, S.Legended):
        return g
    return None


@builtin("ComplexContourPlot", attributes=_HOLD, options=_CONTOUR, messages=_MSG,
         usage="ComplexContourPlot[f, {z, zmin, zmax}] draws a filled contour plot of the "
               "real function f (of Re[z], Im[z], Abs[z], Arg[z] ...) over the rectangle "
               "with corners zmin and zmax; ComplexContourPlot[f == g, ...] the curves "
               "where f equals g, a list of equations several; {z, n} is the square from "
               "-n - n I to n + n I. It draws as ContourPlot in x and y with z = x + I y, "
               "so the options of ContourPlot apply.",
         examples=[("ComplexContourPlot[Abs[z], {z, -1 - I, 1 + I}]", "-Graphics-"),
                   ("PlotRange /. Options[ComplexContourPlot[Re[z^2] == 0, {z, 2}]]",
                    "{{-2., 2.}, {-2., 2.}}"),
                   ("ComplexContourPlot[Abs[z], {z, 0, 1}]",
                    "ComplexContourPlot[Abs[z], {z, 0, 1}]",
                    ["ComplexContourPlot::crange: {z, 0, 1} is not a range {z, zmin, zmax} "
                     "with complex corners zmin and zmax that differ in their real and in "
                     "their imaginary parts, nor {z, n}."])])
def complex_contour_plot(ev, expr):
    return _as_plane(ev, expr, "ContourPlot")


@builtin("ComplexRegionPlot", attributes=_HOLD, options=_REGION, messages=_MSG,
         usage="ComplexRegionPlot[pred, {z, zmin, zmax}] shades the part of the rectangle "
               "with corners zmin and zmax where pred (inequalities in Re[z], Im[z], "
               "Abs[z] ...) is True; {z, n} is the square from -n - n I to n + n I. It "
               "draws as RegionPlot in x and y with z = x + I y.",
         examples=[("ComplexRegionPlot[Abs[z] < 1, {z, 2}]", "-Graphics-"),
                   ("Count[ComplexRegionPlot[Re[z] > 0 && Abs[z] < 1, {z, -1 - I, 1 + I}], "
                    "_Polygon, Infinity] > 0", "True")])
def complex_region_plot(ev, expr):
    return _as_plane(ev, expr, "RegionPlot")


@builtin("ComplexVectorPlot", attributes=_HOLD, options=_VECTOR, messages=_MSG,
         usage="ComplexVectorPlot[f, {z, zmin, zmax}] draws the complex function f as the "
               "vector field {Re[f], Im[f]} over the rectangle with corners zmin and zmax "
               "(VectorPlot's arrows and options); a list of functions several fields.",
         examples=[("ComplexVectorPlot[z^2, {z, -1 - I, 1 + I}]", "-Graphics-"),
                   ("Count[ComplexVectorPlot[1, {z, 1}, VectorPoints -> 3], _Arrow, "
                    "Infinity]", "9")])
def complex_vector_plot(ev, expr):
    return _as_plane(ev, expr, "VectorPlot", vector=True)


@builtin("ComplexStreamPlot", attributes=_HOLD, options=_STREAM, messages=_MSG,
         usage="ComplexStreamPlot[f, {z, zmin, zmax}] draws streamlines of the vector field "
               "{Re[f], Im[f]} of the complex function f over the rectangle with corners "
               "zmin and zmax (StreamPlot's streamlines and options).",
         examples=[("ComplexStreamPlot[1/z, {z, -1 - I, 1 + I}]", "-Graphics-"),
                   ("Count[ComplexStreamPlot[I z, {z, 1}], _Arrow, Infinity] > 3", "True")])
def complex_stream_plot(ev, expr):
    return _as_plane(ev, expr, "StreamPlot", vector=True)


_CARRAY = {"AspectRatio": "Automatic", "ColorFunction": "Automatic", "Epilog": "{}",
           "Frame": "True", "FrameLabel": "None", "FrameTicks": "None",
           "ImageSize": "Automatic", "Mesh": "False", "PlotLabel": "None",
           "PlotRange": "All", "Prolog": "{}"}


def _complex_rows(ev, x):
    import numpy as np
    if not (isinstance(x, Expression) and x.head is S.List and x.args):
        return None
    rows = []
    for r in x.args:
        if not (isinstance(r, Expression) and r.head is S.List):
            return None
        row = []
        for v in r.args:
            if v is S["None"]:
                row.append(complex(np.nan, np.nan))
                continue
            c = _complex_of(np, v)
            if c != c:
                c = _complex_of(np, ev.call("N", v))
                if c != c:
                    return None
            row.append(c)
        rows.append(row)
    return rows if any(rows) else None


@builtin("ComplexArrayPlot", nargs=1, options=_CARRAY, messages=_MSG,
         usage="ComplexArrayPlot[{{z11, z12, ...}, ...}] draws an array of complex numbers "
               "as squares, row 1 at the top: the hue gives Arg[z] (red for positive reals, "
               "cyan for negative), the lightness Abs[z] (dark near 0, light for large "
               "values); None leaves a cell clear. Mesh -> True draws the cell edges, "
               "ColorFunction -> \"CyclicArg\" shows the argument alone.",
         examples=[("ComplexArrayPlot[{{1, I}, {-1, -I}}]", "-Graphics-"),
                   ("Dimensions[Cases[ComplexArrayPlot[Table[x + I y, {y, 3}, {x, 4}]], "
                    "Raster[a_, ___] :> a, Infinity][[1]]]", "{3, 4, 4}"),
                   ("ComplexArrayPlot[{1, 2}]", "ComplexArrayPlot[{1, 2}]",
                    ["ComplexArrayPlot::carr: {1, 2} is not a rectangular array of complex "
                     "numbers."])])
def complex_array_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    rows = _complex_rows(ev, pos[0])
    if rows is None:
        ev.message("ComplexArrayPlot", "carr", pos[0])
        return None
    return CM.complex_array_plot(rows, opts, given)


_ESCAPE = {"AspectRatio": "Automatic", "Frame": "True", "FrameLabel": "None",
           "ImageSize": "Automatic", "MaxIterations": "1000", "PlotLabel": "None",
           "PlotPoints": "Automatic"}


def _limit_points(ev, name, opts, default_points):
    m = opts.get("MaxIterations")
    if type(m) is not Integer or m.value < 1:
        ev.message(name, "maxit", m)
        return None
    n = opts.get("PlotPoints")
    n = n.value if type(n) is Integer and n.value >= 10 else default_points
    return m.value, n


def _rectangle(ev, name, spec):
    import numpy as np
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2):
        ev.message(name, "crange", spec)
        return None
    a, b = (_complex_of(np, ev.call("N", e)) for e in spec.args)
    if a != a or b != b or a.real == b.real or a.imag == b.imag:
        ev.message(name, "crange", spec)
        return None
    return complex(min(a.real, b.real), min(a.imag, b.imag)), \
        complex(max(a.real, b.real), max(a.imag, b.imag))


@builtin("MandelbrotSetPlot", nargs=(0, 1), options=_ESCAPE, messages=_MSG,
         usage="MandelbrotSetPlot[] draws the Mandelbrot set (black) with the points outside "
               "coloured by how fast z -> z^2 + c escapes from z = 0 (|z| > 2, "
               "MaxIterations 1000 as MandelbrotSetIterationCount counts); "
               "MandelbrotSetPlot[{zmin, zmax}] the rectangle with corners zmin and zmax. "
               "PlotPoints sets the number of pixels along the longer side (400).",
         examples=[("MandelbrotSetPlot[]", "-Graphics-"),
                   ("PlotRange /. Options[MandelbrotSetPlot[{-2 - I, 1 + I}, PlotPoints -> "
                    "20]]", "{{-2., 1.}, {-1., 1.}}"),
                   ("MandelbrotSetPlot[{0, 1}]", "MandelbrotSetPlot[{0, 1}]",
                    ["MandelbrotSetPlot::crange: {0, 1} is not a range {z, zmin, zmax} with "
                     "complex corners zmin and zmax that differ in their real and in their "
                     "imaginary parts, nor {z, n}."])])
def mandelbrot_set_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    if pos:
        box = _rectangle(ev, "MandelbrotSetPlot", pos[0])
    else:
        box = (complex(-2.2, -1.3), complex(0.7, 1.3))
    lp = box and _limit_points(ev, "MandelbrotSetPlot", opts, 400)
    if not lp:
        return None
    img = CM.mandelbrot_image(np, box[0], box[1], lp[1], lp[0])
    return CM.escape_graphics(img, box[0], box[1], opts, given)


@builtin("JuliaSetPlot", nargs=(1, 2), options=_ESCAPE, messages=_MSG,
         usage="JuliaSetPlot[c] draws the Julia set of z -> z^2 + c (the boundary of the "
               "points whose orbits stay bounded; for c outside the Mandelbrot set a Cantor "
               "dust), found by the escape-time distance estimate on a grid of PlotPoints "
               "pixels along a side (400); JuliaSetPlot[c, {zmin, zmax}] over the rectangle "
               "with corners zmin and zmax.",
         examples=[("JuliaSetPlot[-1]", "-Graphics-"),
                   ("PlotRange /. Options[JuliaSetPlot[I, {-2 - 2 I, 2 + 2 I}, PlotPoints -> "
                    "20]]", "{{-2., 2.}, {-2., 2.}}"),
                   ("JuliaSetPlot[x]", "JuliaSetPlot[x]",
                    ["JuliaSetPlot::cpar: x is not a complex number."])])
def julia_set_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    c = _complex_of(np, ev.call("N", pos[0]))
    if c != c:
        ev.message("JuliaSetPlot", "cpar", pos[0])
        return None
    box = _rectangle(ev, "JuliaSetPlot", pos[1]) if len(pos) > 1 else CM.julia_extent(c)
    lp = box and _limit_points(ev, "JuliaSetPlot", opts, 400)
    if not lp:
        return None
    img = CM.julia_image(np, c, box[0], box[1], lp[1], lp[0])
    return CM.escape_graphics(img, box[0], box[1], opts, given)

