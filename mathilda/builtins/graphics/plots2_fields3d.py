"""Fields and slices in space: VectorPlot3D, ListVectorPlot3D, StreamPlot3D,
SliceDensityPlot3D, SliceContourPlot3D (built in mathilda.algorithms.graphics.fields3d)."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import fields3d as F3
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, iterator,
                                                positional_and_options, split_given)
from mathilda.builtins.graphics.listplots3d import _SPACE, _space

_HOLD = ("HoldAll", "Protected", "ReadProtected")
_MSG = dict(PLOT_MESSAGES,
            vec3="`1` is not a vector of three components.",
            vdata="`1` is not an array of 3-vectors or a list of {{x, y, z}, {vx, vy, vz}} "
                  "pairs.",
            slice="`1` is not a slice specification (\"CenterPlanes\", \"BackPlanes\", "
                  "\"XStackedPlanes\" ..., x == c or a list of equations).")
_VEC3 = dict(_SPACE, VectorColorFunction="Automatic", VectorPoints="Automatic",
             VectorScaling="None", VectorStyle="Automatic")
_STREAM3 = dict(_SPACE, StreamColorFunction="Automatic")
_SLICE = dict(_SPACE, ColorFunction="Automatic", PlotLegends="None")
_SLICEC = dict(_SLICE, Contours="Automatic")


def _field(ev, expr, name):
    r = _space(ev, expr, name)
    if r is None:
        return None
    items, vars_, box, opts, given = r
    if len(items) != 3:
        ev.message(name, "vec3", expr.args[0])
        return None
    return Expression(S.List, tuple(items)), vars_, box, opts, given


@builtin("VectorPlot3D", attributes=_HOLD, options=_VEC3, messages=_MSG,
         usage="VectorPlot3D[{vx, vy, vz}, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, "
               "zmax}] draws the vector field as arrows at the centres of a 7 x 7 x 7 grid "
               "of cells (VectorPoints -> n), all of one length unless VectorScaling -> "
               "\"Linear\", coloured by the magnitude (VectorColorFunction; PlotLegends -> "
               "Automatic adds its bar legend).",
         examples=[("VectorPlot3D[{x, y, z}, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}]",
                    "-Graphics3D-"),
                   ("Count[VectorPlot3D[{1, 0, 0}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, "
                    "VectorPoints -> 2], _Arrow, Infinity]", "8"),
                   ("VectorPlot3D[{x, y}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
                    "VectorPlot3D[{x, y}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
                    ["VectorPlot3D::vec3: {x, y} is not a vector of three components."])])
def vector_plot3d(ev, expr):
    r = _field(ev, expr, "VectorPlot3D")
    return None if r is None else F3.vector_plot3d(ev, *r)


@builtin("ListVectorPlot3D", nargs=1, options=_VEC3, messages=_MSG,
         usage="ListVectorPlot3D[array] draws an array of 3-vectors (array[[k, j, i]] at "
               "x = i, y = j, z = k) as arrows coloured by their magnitude; "
               "ListVectorPlot3D[{{{x, y, z}, {vx, vy, vz}}, ...}] vectors at given points.",
         examples=[("ListVectorPlot3D[Table[{-y, x, z}, {z, 3}, {y, 3}, {x, 3}]]",
                    "-Graphics3D-"),
                   ("Count[ListVectorPlot3D[Table[{1, 1, 1}, {2}, {2}, {2}]], _Arrow, "
                    "Infinity]", "8"),
                   ("ListVectorPlot3D[{1, 2}]", "ListVectorPlot3D[{1, 2}]",
                    ["ListVectorPlot3D::vdata: {1, 2} is not an array of 3-vectors or a "
                     "list of {{x, y, z}, {vx, vy, vz}} pairs."])])
def list_vector_plot3d(ev, expr):
    pos, opts, given = split_given(ev, expr)
    g = F3.list_vector_plot3d(pos[0], opts, given)
    if g is None:
        ev.message("ListVectorPlot3D", "vdata", pos[0])
    return g


@builtin("StreamPlot3D", attributes=_HOLD, options=_STREAM3, messages=_MSG,
         usage="StreamPlot3D[{vx, vy, vz}, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, "
               "zmax}] draws streamlines of the vector field from a 4 x 4 x 4 grid of "
               "seeds, traced both ways to the box's faces, coloured by the mean speed "
               "along them (StreamColorFunction).",
         examples=[("StreamPlot3D[{-y, x, 0.2}, {x, -1, 1}, {y, -1, 1}, {z, -1, 1}]",
                    "-Graphics3D-"),
                   ("Count[StreamPlot3D[{1, 0, 0}, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}], "
                    "_Arrow, Infinity]", "64")])
def stream_plot3d(ev, expr):
    r = _field(ev, expr, "StreamPlot3D")
    return None if r is None else F3.stream_plot3d(ev, *r)


def _slice(ev, expr, name, contour):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 5:
        ev.argcount_message(name, len(pos), 5, 5)
        return None
    its = []
    for spec in pos[2:]:
        it = iterator(ev, name, spec)
        if not it:
            return None
        its.append(it)
    vars_ = tuple(it[0] for it in its)
    box = tuple((it[3], it[4]) for it in its)
    surf = ev.evaluate(pos[1])
    planes = F3.slice_planes(surf, box)
    if planes is None:
        planes = F3.equation_planes(surf, list(vars_))
    if not planes:
        ev.message(name, "slice", surf)
        return None
    return F3.slice_plot(ev, pos[0], planes, vars_, box, all_options(ev, name, given),
                         given, contour)


@builtin("SliceDensityPlot3D", attributes=_HOLD, options=_SLICE, messages=_MSG,
         usage="SliceDensityPlot3D[f, surf, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, "
               "zmax}] colours the planes surf in the box by the values of f (one gradient, "
               "ColorFunction, over all of them): surf is \"CenterPlanes\" (x, y, z through "
               "the centre), \"BackPlanes\", \"XStackedPlanes\" (also {\"XStackedPlanes\", "
               "n}, Y, Z), an equation x == c or a list of equations. PlotLegends -> "
               "Automatic adds a bar legend.",
         examples=[("SliceDensityPlot3D[x y z, \"CenterPlanes\", {x, -1, 1}, {y, -1, 1}, "
                    "{z, -1, 1}]", "-Graphics3D-"),
                   ("Count[SliceDensityPlot3D[x, {x == 0, y == 0.5}, {x, -1, 1}, {y, -1, "
                    "1}, {z, -1, 1}], _GraphicsComplex, Infinity]", "2"),
                   ("SliceDensityPlot3D[x, \"Planes\", {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
                    "SliceDensityPlot3D[x, Planes, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}]",
                    ["SliceDensityPlot3D::slice: \"Planes\" is not a slice specification "
                     "(\"CenterPlanes\", \"BackPlanes\", \"XStackedPlanes\" ..., x == c "
                     "or a list of equations)."])])
def slice_density_plot3d(ev, expr):
    return _slice(ev, expr, "SliceDensityPlot3D", False)


@builtin("SliceContourPlot3D", attributes=_HOLD, options=_SLICEC, messages=_MSG,
         usage="SliceContourPlot3D[f, surf, {x, xmin, xmax}, {y, ymin, ymax}, {z, zmin, "
               "zmax}] draws filled contours of f on the planes surf (as for "
               "SliceDensityPlot3D): the bands between contour levels (Contours -> n or a "
               "list; chosen as ContourPlot chooses them over all the planes) in the "
               "gradient's colours, and the contour lines.",
         examples=[("SliceContourPlot3D[x + y + z, \"CenterPlanes\", {x, -1, 1}, {y, -1, "
                    "1}, {z, -1, 1}]", "-Graphics3D-"),
                   ("Count[SliceContourPlot3D[x, z == 0, {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, "
                    "Contours -> {0.5}], _Line, Infinity]", "1")])
def slice_contour_plot3d(ev, expr):
    return _slice(ev, expr, "SliceContourPlot3D", True)
