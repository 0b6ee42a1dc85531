"""Image and its structure: ImageQ, ImageType, ImageChannels, ImageColorSpace,
ImageAspectRatio, ColorSeparate and ColorCombine (ImageData and ImageDimensions are in
graphics/show.py beside Rasterize, on the same representation)."""

from mathilda.algorithms.image import core
from mathilda.builtins.image._common import IMGINV, picture
from mathilda.core.expr import Expression, Integer, Rational, String, S, TRUE, FALSE
from mathilda.core.registry import builtin

_MSG = {"imgarray": "The specified argument `1` should be an array of rank 2 or 3 with "
                    "machine-sized numbers.",
        "imgtype": "`1` is not a valid image type.",
        "imginv": IMGINV}


@builtin("Image", nargs=(1, None), messages=_MSG,
         options={"ColorSpace": "Automatic"},
         usage="Image[data] is a raster image of real values (nominally 0 to 1; a matrix is "
               "grayscale, an array of triples RGB, rows from the top); Image[data, \"type\"] "
               "with type \"Bit\", \"Byte\" (0 to 255), \"Bit16\" (0 to 65535), \"Real32\" "
               "or \"Real64\"; Image[image, \"type\"] converts; ColorSpace -> \"RGB\", "
               "\"Grayscale\", \"HSB\", \"CMYK\" ... says what the channels are. It prints "
               "as -Image-.",
         examples=[("Image[{{{255, 0, 0}}}, \"Byte\"]", "-Image-"),
                   ("ImageData[Image[{{0, 1/2}}]]", "{{0., 0.5}}"),
                   ("ImageData[Image[Image[{{0., 0.5, 1.}}], \"Byte\"], \"Byte\"]",
                    "{{0, 128, 255}}"),
                   ("Image[{1, 2}]", "Image[{1, 2}]",
                    ["Image::imgarray: The specified argument {1, 2} should be an array of "
                     "rank 2 or 3 with machine-sized numbers."])])
def image(ev, expr):
    args = expr.args
    if core.is_canonical(expr):
        return None
    src = core.from_expr(args[0]) if isinstance(args[0], Expression) and \
        args[0].head is S.Image else None
    if src is not None:               # Image[image, type, opts]: a conversion
        rest = args[1:]
        typ = None
        if rest and type(rest[0]) is String:
            if rest[0].value not in core.TYPES:
                ev.message("Image", "imgtype", rest[0])
                return None
            typ, rest = rest[0].value, rest[1:]
        got = core.parse_image_args((args[0].args[0],) + tuple(rest))
        space = got[2] if got else None
        pic = core.Picture(src.data, typ or src.type, space or src.space,
                           src.options + tuple(got[3] if got else ()))
        return core.to_expr(pic)
    if len(args) > 1 and type(args[1]) is String and args[1].value not in core.TYPES:
        ev.message("Image", "imgtype", args[1])
        return None
    pic = core.from_expr(expr)
    if pic is None:
        ev.message("Image", "imgarray", args[0])
        return None
    return core.to_expr(pic)


@builtin("ImageQ", nargs=1,
         usage="ImageQ[expr] is True for a valid Image and False otherwise.",
         examples=[("ImageQ[Image[{{0, 1}}]]", "True"), ("ImageQ[{{0, 1}}]", "False")])
def image_q(ev, expr):
    return TRUE if core.from_expr(expr.args[0]) is not None else FALSE


def _ratio(a, b):
    from fractions import Fraction
    f = Fraction(a, b)
    return Integer(f.numerator) if f.denominator == 1 else Rational(f)


def _property(name, f, usage, examples):
    @builtin(name, nargs=1, messages={"imginv": IMGINV}, usage=usage, examples=examples)
    def prop(ev, expr):
        p = picture(ev, name, expr.args[0])
        return None if p is None else f(p)
    return prop


_property("ImageType", lambda p: String(p.type),
          "ImageType[image] gives the type of the pixel values: \"Bit\", \"Byte\", "
          "\"Bit16\", \"Real32\" or \"Real64\".",
          [("ImageType[Image[{{0, 1}}]]", "Real32"),
           ("ImageType[Image[{{0, 1}}, \"Bit\"]]", "Bit"),
           ("ImageType[3]", "ImageType[3]",
            ["ImageType::imginv: Expecting an image instead of 3."])])
_property("ImageChannels", lambda p: Integer(p.channels),
          "ImageChannels[image] gives the number of channels (an alpha channel counts).",
          [("ImageChannels[Image[{{{1, 0, 0}}}]]", "3"),
           ("ImageChannels[Image[{{0.5}}]]", "1")])
_property("ImageColorSpace", lambda p: String(p.space) if p.space != "Automatic"
          else S.Automatic,
          "ImageColorSpace[image] gives the colour space of the channels: \"Grayscale\", "
          "\"RGB\", \"HSB\", \"CMYK\", ... or Automatic.",
          [("ImageColorSpace[Image[{{{1, 0, 0}}}]]", "RGB"),
           ("ImageColorSpace[Image[{{0.5}}]]", "Grayscale"),
           ("ImageColorSpace[Image[{{{0.5, 1, 1}}}, ColorSpace -> \"HSB\"]]", "HSB")])
_property("ImageAspectRatio", lambda p: _ratio(p.height, p.width),
          "ImageAspectRatio[image] gives the height over the width of the image.",
          [("ImageAspectRatio[Image[{{0, 1, 0}, {1, 0, 1}}]]", "2/3")])


@builtin("ColorSeparate", nargs=(1, 2), messages={"imginv": IMGINV,
                                                  "chan": "`1` is not a channel of `2`."},
         usage="ColorSeparate[image] gives a list of grayscale images, one per channel "
               "(alpha included); ColorSeparate[image, space] converts to the colour space "
               "first; ColorSeparate[image, \"R\"] (\"G\", \"B\", \"H\", \"S\", \"C\", "
               "\"M\", \"Y\", \"K\", \"A\") gives one channel.",
         examples=[("ImageData /@ ColorSeparate[Image[{{{1, 0.5, 0}}}]]",
                    "{{{1.}}, {{0.5}}, {{0.}}}"),
                   ("ImageData[ColorSeparate[Image[{{{1, 0.5, 0}}}], \"G\"]]", "{{0.5}}")])
def color_separate(ev, expr):
    p = picture(ev, "ColorSeparate", expr.args[0])
    if p is None:
        return None
    typ = p.type
    if len(expr.args) == 2:
        x = expr.args[1]
        key = x.value if type(x) is String else getattr(x, "name", None)
        letters = {"R": ("RGB", 0), "G": ("RGB", 1), "B": ("RGB", 2), "H": ("HSB", 0),
                   "S": ("HSB", 1), "C": ("CMYK", 0), "M": ("CMYK", 1), "Y": ("CMYK", 2),
                   "K": ("CMYK", 3), "L": ("Grayscale", 0)}
        if key == "A" and p.has_alpha():
            return core.make(p.data[:, :, -1], typ)
        if key in letters:
            space, i = letters[key]
            q = core.convert(p, space)
            return None if q is None else core.make(q.data[:, :, i], q.type)
        if key == "Grayscale":
            key = "Grayscale"
        q = core.convert(p, {"GrayLevel": "Grayscale", "RGBColor": "RGB", "Hue": "HSB",
                             "CMYKColor": "CMYK"}.get(key, key))
        if q is None:
            ev.message("ColorSeparate", "chan", x, expr.args[0])
            return None
        p = q
    return Expression(S.List, tuple(core.make(p.data[:, :, i], p.type)
                                    for i in range(p.channels)))


@builtin("ColorCombine", nargs=(1, 2),
         messages={"imginv": IMGINV,
                   "imgdim": "The images in `1` do not all have the same dimensions."},
         usage="ColorCombine[{image1, image2, ...}] makes one image with the grayscale "
               "images as its channels (three: RGB, four: RGB with alpha); "
               "ColorCombine[images, space] gives them the colour space space.",
         examples=[("ImageData[ColorCombine[{Image[{{1}}], Image[{{0.5}}], Image[{{0}}]}]]",
                    "{{{1., 0.5, 0.}}}"),
                   ("ImageColorSpace[ColorCombine[{Image[{{1}}], Image[{{0.5}}], "
                    "Image[{{0}}]}, \"HSB\"]]", "HSB")])
def color_combine(ev, expr):
    import numpy as np
    lst = expr.args[0]
    if not (isinstance(lst, Expression) and lst.head is S.List and lst.args):
        ev.message("ColorCombine", "imginv", lst)
        return None
    pics = [picture(ev, "ColorCombine", x) for x in lst.args]
    if any(p is None for p in pics):
        return None
    if len({(p.height, p.width) for p in pics}) != 1:
        ev.message("ColorCombine", "imgdim", lst)
        return None
    data = np.stack([core.gray(p) for p in pics], axis=2)
    space = None
    if len(expr.args) == 2 and type(expr.args[1]) is String:
        space = expr.args[1].value
    return core.make(data, pics[0].type, space)
