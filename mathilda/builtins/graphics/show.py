"""Show, GraphicsRow, GraphicsColumn, GraphicsGrid, Legended and the legend heads,
Rasterize, Image and $DisplayFunction."""

from mathilda.core.expr import Expression, Integer, String, S, NULL, TRUE
from mathilda.core.registry import builtin, symbol_spec
from mathilda.algorithms.graphics import combine
from mathilda.algorithms.graphics.export import is_graphics

_MSG = {"gtype": "`1` is not a type of graphics.",
        "gcomb": "Could not combine the graphics objects in `1`.",
        "notg": "`1` is not a list of graphics."}


def _is_rule(a):
    return isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed)


@builtin("Show", nargs=(1, None), messages=_MSG,
         usage="Show[g1, g2, ...] draws the graphics together (the primitives of all, the "
               "options of the first, so its PlotRange is used); Show[g, opts] draws g with "
               "the options changed; Show[{g1, g2, ...}] combines a list.",
         examples=[("Show[Plot[x, {x, 0, 1}], Graphics[Point[{0.5, 0.5}]]]", "-Graphics-"),
                   ("Options[Show[Graphics[Disk[]], PlotLabel -> \"A\"], PlotLabel]",
                    "{PlotLabel -> A}"),
                   ("Show[1]", "Show[1]", ["Show::gtype: 1 is not a type of graphics."])])
def show(ev, expr):
    items, options = [], []
    for a in expr.args:
        if _is_rule(a):
            options.append(a)
            continue
        for g in (a.args if isinstance(a, Expression) and a.head is S.List and not
                  _is_rule_list(a) else (a,)):
            if _is_rule(g):
                options.append(g)
                continue
            inner, legends = combine.unwrap(g)
            if callable(getattr(inner, "picture", None)) and is_graphics(inner):
                inner = inner.picture()     # a Graph or mesh region shows as its drawing
            if not is_graphics(inner) or inner.head.name not in ("Graphics", "Graphics3D"):
                ev.message("Show", "gtype", g)
                return None
            items.append((inner, legends))
    if not items:
        return None
    if len({g.head.name for g, _ in items}) > 1:
        ev.message("Show", "gcomb", expr)
        return None
    return combine.show(items, options)


def _is_rule_list(a):
    return bool(a.args) and all(_is_rule(r) for r in a.args)


def _grid_options(ev, expr, name):
    pos = [a for a in expr.args if not _is_rule(a)]
    opts = {getattr(r.args[0], "name", None): r.args[1] for r in expr.args if _is_rule(r)}
    return pos, opts


def _pictures(ev, name, items):
    out = []
    for g in items:
        if g is S["None"] or g is NULL:
            out.append(None)
        elif is_graphics(g):
            out.append(g)
        else:
            # anything else is shown as its text
            out.append(Expression(S.Graphics, (Expression(S.Text, (g, Expression(
                S.List, (Integer(0), Integer(0))))),)))
    return out


def _layout(ev, expr, name, shape):
    pos, opts = _grid_options(ev, expr, name)
    if not pos or not (isinstance(pos[0], Expression) and pos[0].head is S.List):
        ev.message(name, "notg", pos[0] if pos else expr)
        return None
    items = pos[0].args
    if shape == "grid":
        if not all(isinstance(r, Expression) and r.head is S.List for r in items):
            ev.message(name, "notg", pos[0])
            return None
        rows = [_pictures(ev, name, r.args) for r in items]
    elif shape == "row":
        rows = [_pictures(ev, name, items)]
    else:
        rows = [[p] for p in _pictures(ev, name, items)]
    spacing = 0.1
    from mathilda.algorithms.graphics.numeric import real_scalar
    if len(pos) > 1:
        v = real_scalar(pos[1])
        if v is not None:
            spacing = max(0.0, v)
    frame = opts.get("Frame") in (S.All, TRUE)
    width = None
    size = opts.get("ImageSize")
    if size is not None:
        from mathilda.algorithms.graphics.options import image_size
        width = image_size(size)[0]
    return combine.grid(rows, spacing, frame, width)


_GRID_EX = "GraphicsRow[{Graphics[Disk[]], Graphics[Circle[]]}]"


@builtin("GraphicsRow", nargs=(1, 2), options={"Frame": "None", "ImageSize": "Automatic"},
         messages=_MSG,
         usage="GraphicsRow[{g1, g2, ...}] lays the pictures out side by side (a Graphics "
               "of Insets); GraphicsRow[list, spacing] with spacing a fraction of a cell; "
               "Frame -> All draws the cells' frames.",
         examples=[(_GRID_EX, "-Graphics-"),
                   ("Count[%s, _Inset, Infinity]" % _GRID_EX, "2")])
def graphics_row(ev, expr):
    return _layout(ev, expr, "GraphicsRow", "row")


@builtin("GraphicsColumn", nargs=(1, 2), options={"Frame": "None", "ImageSize": "Automatic"},
         messages=_MSG,
         usage="GraphicsColumn[{g1, g2, ...}] lays the pictures out one above the other.",
         examples=[("GraphicsColumn[{Graphics[Disk[]], Graphics[Circle[]]}]", "-Graphics-")])
def graphics_column(ev, expr):
    return _layout(ev, expr, "GraphicsColumn", "column")


@builtin("GraphicsGrid", nargs=(1, 2), options={"Frame": "None", "ImageSize": "Automatic"},
         messages=_MSG,
         usage="GraphicsGrid[{{g11, g12, ...}, ...}] lays the pictures out in a grid (None "
               "leaves a cell empty).",
         examples=[("GraphicsGrid[{{Graphics[Disk[]], Graphics[Circle[]]}, "
                    "{Graphics[Point[{0, 0}]], None}}]", "-Graphics-")])
def graphics_grid(ev, expr):
    return _layout(ev, expr, "GraphicsGrid", "grid")


symbol_spec("Legended", usage="Legended[g, legend] is the graphic g shown with a legend (a "
                              "LineLegend, SwatchLegend, PointLegend, BarLegend, a list of "
                              "labels), optionally Placed[legend, pos].",
            examples=[("Legended[Graphics[Disk[]], \"disk\"]", "Legended[-Graphics-, disk]")])
symbol_spec("LineLegend", usage="LineLegend[{style1, ...}, {label1, ...}] is a legend of line "
                                "samples in the styles with the labels.",
            examples=[("LineLegend[{Red}, {\"a\"}]", "LineLegend[{RGBColor[1, 0, 0]}, {a}]")])
symbol_spec("SwatchLegend", usage="SwatchLegend[{col1, ...}, {label1, ...}] is a legend of "
                                  "colour swatches with the labels.",
            examples=[("SwatchLegend[{Red}, {\"a\"}]",
                       "SwatchLegend[{RGBColor[1, 0, 0]}, {a}]")])
symbol_spec("PointLegend", usage="PointLegend[{style1, ...}, {label1, ...}] is a legend of "
                                 "point markers with the labels.",
            examples=[("PointLegend[{Red}, {\"a\"}]",
                       "PointLegend[{RGBColor[1, 0, 0]}, {a}]")])
symbol_spec("BarLegend", usage="BarLegend[{\"gradient\", {min, max}}] is a colour bar of the "
                               "gradient from min to max.",
            examples=[("BarLegend[{\"Rainbow\", {0, 1}}]", "BarLegend[{Rainbow, {0, 1}}]")])
symbol_spec("Placed", usage="Placed[legend, pos] puts a legend at pos (After, Before, Top, "
                            "Bottom, Right, Left; legends are drawn to the right).",
            examples=[("Placed[\"x\", After]", "Placed[x, After]")])


# --- pictures as data ---------------------------------------------------------------------

_RASTER_ELEMENTS = ("Image", "Data", "RasterSize")


def _numericalizer(ev):
    def n(x):
        return ev.call("N", x)
    return n


@builtin("Rasterize", nargs=(1, 2),
         options={"ImageSize": "Automatic", "ImageResolution": "72"},
         messages={"nogr": "`1` cannot be rasterized.",
                   "elem": "`1` is not \"Image\", \"Data\" or \"RasterSize\".",
                   "imgres": "Value of option ImageResolution -> `1` is not a positive "
                             "number."},
         usage="Rasterize[g] renders a graphic (or any expression, as text) to an Image of "
               "RGB bytes; Rasterize[g, \"Data\"] gives the pixel array, Rasterize[g, "
               "\"RasterSize\"] its {width, height}. ImageSize and ImageResolution (dots per "
               "inch, 72: one pixel per point) set the size.",
         examples=[("Rasterize[Graphics[Disk[]], \"RasterSize\"]", "{360, 360}"),
                   ("Head[Rasterize[Graphics[Disk[]]]]", "Image"),
                   ("Rasterize[Graphics[Disk[]], \"RasterSize\", ImageSize -> 100]",
                    "{100, 100}"),
                   ("Rasterize[x, 1 + 2 I]", "Rasterize[x, 1 + 2 I]",
                    ["Rasterize::elem: 1 + 2 I is not \"Image\", \"Data\" or "
                     "\"RasterSize\"."])])
def rasterize(ev, expr):
    from mathilda.algorithms.graphics.export import render_array
    from mathilda.algorithms.graphics.numeric import real_scalar
    from mathilda.algorithms.graphics.options import image_size
    pos, opts = ev.split_options(expr)
    g = pos[0]
    what = "Image"
    if len(pos) > 1:
        # the element asked for is checked before anything is drawn
        what = pos[1].value if type(pos[1]) is String else None
        if what not in _RASTER_ELEMENTS:
            ev.message("Rasterize", "elem", pos[1])
            return None
    if not is_graphics(g):
        g = Expression(S.Graphics, (Expression(S.Text, (g, Expression(
            S.List, (Integer(0), Integer(0))))),))
    res = real_scalar(opts.get("ImageResolution")) or 72.0
    w, h = image_size(opts.get("ImageSize"))
    size = (w, h) if w is not None or h is not None else None
    if not (0 < res < float("inf")):
        ev.message("Rasterize", "imgres", opts.get("ImageResolution"))
        return None
    # the raster's size (the aspect ratio is the graphic's: assume square) is checked
    # against $MaxResultSize before anything is drawn
    side = max(w or 0.0, h or 0.0) or 360.0
    if not ev.check_size(int(min(side * res / 72.0, 1e12)) ** 2 * 3, "Rasterize"):
        return None
    try:
        arr = render_array(g, size, _numericalizer(ev), res)
    except (ValueError, TypeError, RuntimeError):
        ev.message("Rasterize", "nogr", pos[0])
        return None
    from mathilda.core.packed import PackedArray
    import numpy as np
    rgb = PackedArray(np.ascontiguousarray(arr[:, :, :3]).astype(np.int64))
    if what == "Data":
        return rgb
    if what == "RasterSize":
        return Expression(S.List, (Integer(arr.shape[1]), Integer(arr.shape[0])))
    return Expression(S.Image, (rgb, String("Byte")))


def _image_array(x):
    """The pixel array (rows x columns [x channels]) of Image[data, ...], or None."""
    from mathilda.algorithms.image import core
    p = core.from_expr(x)
    return None if p is None else p.data


@builtin("ImageDimensions", nargs=1, messages={"imginv": "Expecting an image instead of `1`."},
         usage="ImageDimensions[image] gives the {width, height} of an Image in pixels.",
         examples=[("ImageDimensions[Image[{{{255, 0, 0}, {0, 0, 255}}}, \"Byte\"]]",
                    "{2, 1}"),
                   ("ImageDimensions[Rasterize[Graphics[Disk[]], ImageSize -> 50]]",
                    "{50, 50}"),
                   ("ImageDimensions[x]", "ImageDimensions[x]",
                    ["ImageDimensions::imginv: Expecting an image instead of x."])])
def image_dimensions(ev, expr):
    a = _image_array(expr.args[0])
    if a is None:
        ev.message("ImageDimensions", "imginv", expr.args[0])
        return None
    return Expression(S.List, (Integer(a.shape[1]), Integer(a.shape[0])))


@builtin("ImageData", nargs=(1, 2), messages={"imginv": "Expecting an image instead of `1`.",
                                              "imgtype": "`1` is not a valid image type."},
         usage="ImageData[image] gives the pixel values of an Image as reals (0 to 1 for "
               "the integer types; 0 and 1 as integers for \"Bit\"; rows from the top, "
               "channels last); ImageData[image, "
               "\"type\"] in the units of \"Bit\", \"Byte\" (0 to 255), \"Bit16\", "
               "\"Real32\" or \"Real64\".",
         examples=[("ImageData[Image[{{{255, 0, 51}}}, \"Byte\"]]", "{{{1., 0., 0.2}}}"),
                   ("ImageData[Image[{{{255, 0, 51}}}, \"Byte\"], \"Byte\"]",
                    "{{{255, 0, 51}}}"),
                   ("ImageData[Image[{{0.2, 0.7}}], \"Bit\"]", "{{0, 1}}"),
                   ("ImageData[Image[{{1, 0}}, \"Bit\"], \"Bit16\"]", "{{65535, 0}}")])
def image_data(ev, expr):
    from mathilda.algorithms.image import core
    from mathilda.core.packed import PackedArray
    img = expr.args[0]
    p = core.from_expr(img)
    if p is None:
        ev.message("ImageData", "imginv", img)
        return None
    want = "Real64"
    if len(expr.args) > 1:
        t = expr.args[1]
        want = t.value if type(t) is String else None
        if want == "Real":
            want = "Real64"
        if want not in core.TYPES:
            ev.message("ImageData", "imgtype", t)
            return None
    if want == "Real64" and p.type == "Real32":
        want = "Real32"
    elif len(expr.args) == 1 and p.type == "Bit":
        want = "Bit"                    # a binary image's data are the integers 0 and 1
    return PackedArray(core.raw(p, want))


def _display_function(ev):
    return S.Identity


builtin("$DisplayFunction", attributes=(), value=_display_function,
        usage="$DisplayFunction is applied to every picture (Graphics, Graphics3D, Legended, "
              "Image) that a top-level input gives, for its side effect; it is Identity (do "
              "nothing) by default. $DisplayFunction = (Export[\"plot.png\", #]; #) & writes "
              "each picture to a file; `mathilda --display DIR` writes each to DIR and says "
              "where.",
        examples=[("$DisplayFunction", "Identity")])(lambda ev, expr: None)
