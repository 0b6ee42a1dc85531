"""Vector fields: VectorPlot, StreamPlot, ListVectorPlot, ListStreamPlot,
VectorDensityPlot, StreamDensityPlot (built in mathilda.algorithms.graphics.vectors)."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.algorithms.graphics import vectors as V
from mathilda.builtins.graphics._common import (PLOT_MESSAGES, all_options, iterator,
                                                positional_and_options, split_given)

_HOLD = ("HoldAll", "Protected", "ReadProtected")
_MSG = dict(PLOT_MESSAGES,
            vfld="`1` is not a pair of functions {vx, vy} or a list of such pairs.",
            vdata="`1` is not an array of vectors or a list of {{x, y}, {vx, vy}} pairs.")
_BASE = {
    "AspectRatio": "1", "Epilog": "{}", "Frame": "True", "FrameLabel": "None",
    "ImageSize": "Automatic", "PlotLabel": "None", "PlotLegends": "None",
    "PlotRange": "Automatic", "PlotRangePadding": "Automatic", "Prolog": "{}",
}
_VECTOR = dict(_BASE, VectorColorFunction="Automatic", VectorPoints="Automatic",
               VectorScale="Automatic", VectorScaling="Automatic",
               VectorStyle="Automatic")
_STREAM = dict(_BASE, StreamColorFunction="Automatic", StreamPoints="Automatic",
               StreamStyle="Automatic", StreamMarkers="Automatic")
_VDENSITY = dict(_VECTOR, ColorFunction="Automatic", VectorColorFunction="None")
_SDENSITY = dict(_STREAM, ColorFunction="Automatic", StreamColorFunction="None")


def _is_pair(x):
    return isinstance(x, Expression) and x.head is S.List and len(x.args) == 2


def _fields(ev, name, held):
    """The list of {vx, vy} bodies of a held first argument, or None after a message."""
    if _is_pair(held) and all(_is_pair(a) for a in held.args):
        return list(held.args)
    if _is_pair(held):
        return [held]
    if isinstance(held, Expression) and held.head is S.List and held.args and all(
            _is_pair(a) for a in held.args):
        return list(held.args)
    value = ev.evaluate(held)          # a name for a pair, Grad[f, {x, y}], ...
    if value is not held and (_is_pair(value) or isinstance(value, Expression) and
                              value.head is S.List):
        return _fields(ev, name, value)
    ev.message(name, "vfld", held)
    return None


def _region(ev, expr, name):
    pos, given = positional_and_options(ev, expr)
    if len(pos) != 3:
        ev.argcount_message(name, len(pos), 3, 3)
        return None
    ix = iterator(ev, name, pos[1])
    iy = ix and iterator(ev, name, pos[2])
    if not ix or not iy:
        return None
    return pos, given, ix, iy


def _field_plot(ev, expr, name, kind):
    r = _region(ev, expr, name)
    if r is None:
        return None
    pos, given, ix, iy = r
    fields = _fields(ev, name, pos[0])
    if fields is None:
        return None
    opts = all_options(ev, name, given)
    g = V.field_plot(ev, fields, ix[0], ix[3], ix[4], iy[0], iy[3], iy[4], opts, given,
                     kind)
    if g is None:
        ev.message(name, "vfld", pos[0])
    return g


@builtin("VectorPlot", attributes=_HOLD, options=_VECTOR, messages=_MSG,
         usage="VectorPlot[{vx, vy}, {x, xmin, xmax}, {y, ymin, ymax}] draws the vector "
               "field as arrows of one length on a grid, coloured by the field's magnitude; "
               "VectorPlot[{{vx, vy}, {wx, wy}, ...}, ...] several fields in the default "
               "colours. Options: VectorPoints (n, {nx, ny}, Coarse, Fine), VectorScale "
               "(the arrow length as a fraction of the plot), VectorScaling -> \"Linear\" "
               "(lengths proportional to the magnitude), VectorColorFunction (a gradient "
               "name, None), VectorStyle, PlotLegends -> Automatic (a bar legend).",
         examples=[("VectorPlot[{-y, x}, {x, -3, 3}, {y, -3, 3}]", "-Graphics-"),
                   ("Count[VectorPlot[{1, 1}, {x, 0, 1}, {y, 0, 1}, VectorPoints -> 4], "
                    "_Arrow, Infinity]", "16"),
                   ("VectorPlot[x, {x, 0, 1}, {y, 0, 1}]",
                    "VectorPlot[x, {x, 0, 1}, {y, 0, 1}]",
                    ["VectorPlot::vfld: x is not a pair of functions {vx, vy} or a list "
                     "of such pairs."])])
def vector_plot(ev, expr):
    return _field_plot(ev, expr, "VectorPlot", "vector")


@builtin("StreamPlot", attributes=_HOLD, options=_STREAM, messages=_MSG,
         usage="StreamPlot[{vx, vy}, {x, xmin, xmax}, {y, ymin, ymax}] draws evenly spaced "
               "streamlines of the vector field, each with an arrowhead, coloured by the "
               "field's magnitude; several fields are drawn in the default colours. "
               "Options: StreamPoints (Coarse, Fine, a number), StreamColorFunction, "
               "StreamStyle, StreamMarkers -> \"Line\" (no arrowheads), PlotLegends.",
         examples=[("StreamPlot[{-y, x}, {x, -3, 3}, {y, -3, 3}]", "-Graphics-"),
                   ("Count[StreamPlot[{1, 0}, {x, 0, 1}, {y, 0, 1}], _Arrow, Infinity] > 5",
                    "True")])
def stream_plot(ev, expr):
    return _field_plot(ev, expr, "StreamPlot", "stream")


def _density(ev, expr, name, kind):
    r = _region(ev, expr, name)
    if r is None:
        return None
    pos, given, ix, iy = r
    held = pos[0]
    scalar = None
    if _is_pair(held) and all(_is_pair(a) for a in held.args):
        body = held.args[0]
        held_ok = True
    elif _is_pair(held) and _is_pair(held.args[0]):
        body, scalar = held.args
        held_ok = True
    else:
        body, held_ok = held, _is_pair(held)
    if not held_ok:
        ev.message(name, "vfld", held)
        return None
    opts = all_options(ev, name, given)
    g = V.density_field_plot(ev, body, scalar, ix[0], ix[3], ix[4], iy[0], iy[3], iy[4],
                             opts, given, kind)
    if g is None:
        ev.message(name, "vfld", held)
    return g


@builtin("VectorDensityPlot", attributes=_HOLD, options=_VDENSITY, messages=_MSG,
         usage="VectorDensityPlot[{vx, vy}, {x, xmin, xmax}, {y, ymin, ymax}] draws the "
               "field's arrows over a density plot of its magnitude; VectorDensityPlot[{{vx, "
               "vy}, s}, ...] over a density plot of s. ColorFunction colours the density, "
               "VectorColorFunction the arrows (black by default).",
         examples=[("VectorDensityPlot[{x, y}, {x, -1, 1}, {y, -1, 1}]", "-Graphics-"),
                   ("Count[VectorDensityPlot[{{1, 0}, x y}, {x, 0, 1}, {y, 0, 1}], _Raster, "
                    "Infinity]", "1")])
def vector_density_plot(ev, expr):
    return _density(ev, expr, "VectorDensityPlot", "vector")


@builtin("StreamDensityPlot", attributes=_HOLD, options=_SDENSITY, messages=_MSG,
         usage="StreamDensityPlot[{vx, vy}, {x, xmin, xmax}, {y, ymin, ymax}] draws "
               "streamlines of the field over a density plot of its magnitude; "
               "StreamDensityPlot[{{vx, vy}, s}, ...] over a density plot of s.",
         examples=[("StreamDensityPlot[{-y, x}, {x, -1, 1}, {y, -1, 1}]", "-Graphics-"),
                   ("Count[StreamDensityPlot[{{1, 0}, x}, {x, 0, 1}, {y, 0, 1}], _Raster, "
                    "Infinity]", "1")])
def stream_density_plot(ev, expr):
    return _density(ev, expr, "StreamDensityPlot", "stream")


def _list_field(ev, expr, name, plot):
    pos, opts, given = split_given(ev, expr)
    data = V.field_data(pos[0])
    g = None
    if data is not None:
        g = V.list_field_plot(ev, data[0], data[1], opts, given, plot)
    if g is None:
        ev.message(name, "vdata", pos[0])
    return g


@builtin("ListVectorPlot", nargs=1, options=_VECTOR, messages=_MSG,
         usage="ListVectorPlot[{{{vx11, vy11}, ...}, ...}] draws an array of vectors as "
               "arrows (column i at x = i, row j at y = j); ListVectorPlot[{{{x1, y1}, {vx1, "
               "vy1}}, ...}] the vectors at the given points. VectorPoints -> n resamples "
               "the field (interpolated) on an n x n grid.",
         examples=[("ListVectorPlot[Table[{-y, x}, {y, -2, 2}, {x, -2, 2}]]", "-Graphics-"),
                   ("Count[ListVectorPlot[{{{0, 0}, {1, 0}}, {{1, 0}, {0, 1}}, {{0, 1}, "
                    "{1, 1}}}], _Arrow, Infinity]", "3"),
                   ("ListVectorPlot[{1, 2}]", "ListVectorPlot[{1, 2}]",
                    ["ListVectorPlot::vdata: {1, 2} is not an array of vectors or a list "
                     "of {{x, y}, {vx, vy}} pairs."])])
def list_vector_plot(ev, expr):
    return _list_field(ev, expr, "ListVectorPlot", "vector")


@builtin("ListStreamPlot", nargs=1, options=_STREAM, messages=_MSG,
         usage="ListStreamPlot[array of vectors] or ListStreamPlot[{{{x, y}, {vx, vy}}, "
               "...}] draws streamlines of the field interpolated from the data.",
         examples=[("ListStreamPlot[Table[{-y, x}, {y, -2, 2}, {x, -2, 2}]]", "-Graphics-"),
                   ("Count[ListStreamPlot[Table[{1, 0}, {4}, {4}]], _Arrow, Infinity] > 0",
                    "True")])
def list_stream_plot(ev, expr):
    return _list_field(ev, expr, "ListStreamPlot", "stream")
