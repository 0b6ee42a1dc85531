"""Pixel values and arithmetic: PixelValue, ImageValue, ImageAdjust, ColorNegate, Binarize,
ImageAdd, ImageSubtract, ImageMultiply, ImageDifference, ImageApply, ImageClip,
ImageLevels and ImageHistogram.  Values are in unit scale (0 to 1 whatever the type);
results of an integer type are clipped and rounded by the type, reals are not clipped."""

from mathilda.algorithms.image import core
from mathilda.algorithms.image import values as V
from mathilda.builtins.image._common import IMGINV, is_list, number, picture
from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import builtin


def _image(pic, data, typ=None):
    return core.to_expr(pic.like(data, typ))


def _channels_expr(vals):
    """A pixel's values: a real for one channel, else a list of reals."""
    if len(vals) == 1:
        return Real(float(vals[0]))
    return Expression(S.List, tuple(Real(float(v)) for v in vals))


def _points(x):
    """[(x, y), ...] and whether a single point was given, or None."""
    def pt(p):
        if is_list(p) and len(p.args) == 2:
            a, b = number(p.args[0]), number(p.args[1])
            if a is not None and b is not None:
                return a, b
        return None
    one = pt(x)
    if one is not None:
        return [one], True
    if is_list(x) and x.args:
        pts = [pt(p) for p in x.args]
        if None not in pts:
            return pts, False
    return None


_POS = "`1` is not a valid pixel position or list of positions."


def _value_builtin(name, order_default, usage, examples):
    @builtin(name, nargs=(2, 3), messages={"imginv": IMGINV, "pos": _POS},
             options={"Resampling": "Automatic"} if order_default else {},
             usage=usage, examples=examples)
    def value(ev, expr):
        import numpy as np
        pos, opts = ev.split_options(expr)
        if not 2 <= len(pos) <= 3:
            return None
        pic = picture(ev, name, pos[0])
        if pic is None:
            return None
        got = _points(pos[1])
        if got is None:
            ev.message(name, "pos", pos[1])
            return None
        pts, single = got
        order = order_default
        r = opts.get("Resampling")
        if type(r) is String and r.value == "Nearest":
            order = 0
        out = []
        typ = pos[2].value if len(pos) == 3 and type(pos[2]) is String else None
        for x, y in pts:
            if order == 0 and name == "PixelValue":
                c, rr = int(np.ceil(x)) - 1, pic.height - int(np.ceil(y))
                if not (0 <= c < pic.width and 0 <= rr < pic.height):
                    vals = np.zeros(pic.channels)
                else:
                    vals = pic.data[rr, c]
            else:
                vals = V.sample(pic.data, x, y, order)
            if typ in core.MAXIMA:
                m = core.MAXIMA[typ]
                ints = np.clip(np.rint(np.asarray(vals) * m), 0, m).astype(int)
                out.append(Integer(int(ints[0])) if len(ints) == 1 else
                           Expression(S.List, tuple(Integer(int(i)) for i in ints)))
            else:
                out.append(_channels_expr(np.atleast_1d(vals)))
        return out[0] if single else Expression(S.List, tuple(out))
    return value


_value_builtin("PixelValue", 0,
               "PixelValue[image, {x, y}] gives the values of the pixel in column x and "
               "row y counted from the bottom (1-based; a real position picks the pixel "
               "holding it; 0 outside the image); PixelValue[image, {pos1, pos2, ...}] "
               "several; PixelValue[image, pos, \"Byte\"] in the units of a type.",
               [("PixelValue[Image[{{0.1, 0.2}, {0.3, 0.4}}], {1, 1}]", "0.3"),
                ("PixelValue[Image[{{0.1, 0.2}, {0.3, 0.4}}], {{2, 2}, {1.5, 0.5}}]",
                 "{0.2, 0.4}"),
                ("PixelValue[Image[{{{255, 0, 51}}}, \"Byte\"], {1, 1}, \"Byte\"]",
                 "{255, 0, 51}")])
_value_builtin("ImageValue", 1,
               "ImageValue[image, {x, y}] gives the channel values of image at the point "
               "{x, y} of the image coordinate system (x from the left edge, y from the "
               "bottom, pixel centres at half-integers), interpolated linearly between the "
               "pixel centres (Resampling -> \"Nearest\": the pixel holding the point); "
               "ImageValue[image, {pt1, pt2, ...}] at several points.",
               [("ImageValue[Image[{{0.1, 0.2}, {0.3, 0.4}}], {0.5, 0.5}]", "0.3"),
                ("ImageValue[Image[{{0.1, 0.2}, {0.3, 0.4}}], {1, 1}]", "0.25"),
                ("ImageValue[Image[{{0, 1}}], {{0.5, 0.5}, {1.25, 0.5}}]", "{0., 0.75}")])


@builtin("ImageAdjust", nargs=(1, 3), messages={"imginv": IMGINV,
                                                "adj": "`1` is not a valid adjustment "
                                                       "{c, b, \u03b3}."},
         usage="ImageAdjust[image] rescales the values of image linearly so that the "
               "smallest becomes 0 and the largest 1; ImageAdjust[image, c] changes the "
               "contrast by c (x -> (1 + c) (x - 1/2) + 1/2), ImageAdjust[image, {c, b}] "
               "also the brightness (+ b), ImageAdjust[image, {c, b, \u03b3}] then raises "
               "the values to the power \u03b3; ImageAdjust[image, {c, b, \u03b3}, {min, "
               "max}] first rescales the range min..max to 0..1.",
         examples=[("ImageData[ImageAdjust[Image[{{0.2, 0.4, 0.6}}]]]", "{{0., 0.5, 1.}}"),
                   ("ImageData[ImageAdjust[Image[{{0.25, 0.5}}], {1, 0.1}]]",
                    "{{0.1, 0.6}}"),
                   ("ImageData[ImageAdjust[Image[{{0.25, 0.5}}], {0, 0, 2}]]",
                    "{{0.0625, 0.25}}")])
def image_adjust(ev, expr):
    import numpy as np
    args = expr.args
    pic = picture(ev, "ImageAdjust", args[0])
    if pic is None:
        return None
    d = core.without_alpha(pic).astype(float)
    if len(args) == 1:
        lo, hi = float(np.nanmin(d)), float(np.nanmax(d))
        out = (d - lo) / (hi - lo) if hi > lo else np.zeros_like(d)
        return _image(pic, core.with_alpha(pic, out))
    spec = args[1]
    vals = [number(spec)] if number(spec) is not None else \
        [number(a) for a in spec.args] if is_list(spec) and 1 <= len(spec.args) <= 3 \
        else [None]
    if None in vals:
        ev.message("ImageAdjust", "adj", spec)
        return None
    c, b, g = (vals + [0.0, 0.0, 1.0][len(vals):])[:3]
    if len(args) == 3:
        rng = args[2]
        if not (is_list(rng) and len(rng.args) == 2 and all(number(a) is not None
                                                             for a in rng.args)):
            ev.message("ImageAdjust", "adj", rng)
            return None
        lo, hi = (_in_type(pic, number(a)) for a in rng.args)
        d = (d - lo) / (hi - lo) if hi != lo else np.zeros_like(d)
    out = (1 + c) * (d - 0.5) + 0.5 + b
    if g != 1:
        out = np.sign(out) * np.abs(out) ** g
    return _image(pic, core.with_alpha(pic, out))


def _in_type(pic, v):
    """A bound rounded as the image's values are (a Real32 image holds float32 values)."""
    import numpy as np
    return float(np.float32(v)) if pic.type == "Real32" else v


def _negate_colour(ev, x):
    head = getattr(x.head, "name", None) if isinstance(x, Expression) else None
    nums = [number(a) for a in x.args] if head else []
    if None in nums or not nums:
        return None
    if head == "GrayLevel":
        return Expression(x.head, (Real(1 - nums[0]),) + x.args[1:])
    if head == "RGBColor" and len(nums) >= 3:
        return Expression(x.head, tuple(Real(1 - v) if type(a) is Real else
                                        ev.call("Subtract", Integer(1), a)
                                        for v, a in zip(nums[:3], x.args[:3])) +
                          x.args[3:])
    if head == "CMYKColor" and len(nums) >= 4:
        return Expression(x.head, tuple(ev.call("Subtract", Integer(1), a)
                                        for a in x.args[:4]) + x.args[4:])
    return None


@builtin("ColorNegate", nargs=1, messages={"imginv": IMGINV},
         usage="ColorNegate[image] replaces every channel value x of image by 1 - x (the "
               "alpha channel kept); ColorNegate[color] gives the negated RGBColor, "
               "GrayLevel or CMYKColor.",
         examples=[("ImageData[ColorNegate[Image[{{0, 0.25, 1}}]]]", "{{1., 0.75, 0.}}"),
                   ("ImageData[ColorNegate[Image[{{1, 0}}, \"Bit\"]], \"Bit\"]",
                    "{{0, 1}}"),
                   ("ColorNegate[RGBColor[1, 0, 0.25]]", "RGBColor[0, 1, 0.75]"),
                   ("ColorNegate[GrayLevel[0.25]]", "GrayLevel[0.75]")])
def color_negate(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is not S.Image:
        c = _negate_colour(ev, x)
        if c is not None:
            return c
    pic = picture(ev, "ColorNegate", x)
    if pic is None:
        return None
    d = pic.data
    if pic.space == "HSB":
        rgb = core.convert(pic, "RGB")
        neg = core.Picture(core.with_alpha(rgb, 1 - core.without_alpha(rgb)), pic.type,
                           "RGB", pic.options)
        return core.to_expr(core.convert(neg, "HSB"))
    return _image(pic, core.with_alpha(pic, 1 - core.without_alpha(pic)))


@builtin("Binarize", nargs=(1, 2), messages={"imginv": IMGINV,
                                             "thr": "`1` is not a valid threshold."},
         usage="Binarize[image] gives a \"Bit\" image with 1 where the intensity of image "
               "is above a threshold chosen by Otsu's method (the largest between-class "
               "variance) and 0 elsewhere; Binarize[image, t] with the threshold t; "
               "Binarize[image, {t1, t2}] 1 for the intensities from t1 to t2.",
         examples=[("ImageData[Binarize[Image[{{0.1, 0.2, 0.8, 0.9}}]]]",
                    "{{0, 0, 1, 1}}"),
                   ("ImageData[Binarize[Image[{{0.1, 0.5, 0.8}}], 0.5]]", "{{0, 0, 1}}"),
                   ("ImageData[Binarize[Image[{{0.1, 0.5, 0.8}}], {0.4, 0.6}]]",
                    "{{0, 1, 0}}"),
                   ("ImageType[Binarize[Image[{{0, 255}}, \"Byte\"]]]", "Bit")])
def binarize(ev, expr):
    import numpy as np
    args = expr.args
    pic = picture(ev, "Binarize", args[0])
    if pic is None:
        return None
    g = core.gray(pic)
    if len(args) == 1:
        out = g > V.otsu_threshold(g)
    else:
        t = args[1]
        v = number(t)
        if v is not None:
            out = g > v
        elif is_list(t) and len(t.args) == 2 and all(number(a) is not None
                                                     for a in t.args):
            lo, hi = (number(a) for a in t.args)
            out = (g >= lo) & (g <= hi)
        else:
            ev.message("Binarize", "thr", t)
            return None
    return core.make(out.astype(float), "Bit")


def _operand(ev, name, x, pic):
    """The array for an ImageAdd-like operand: an image (same size) or a number or
    channel list broadcast over the pixels; None after a message."""
    import numpy as np
    q = core.from_expr(x)
    if q is not None:
        if (q.height, q.width) != (pic.height, pic.width):
            ev.message(name, "imgdim", x)
            return None
        if q.channels != pic.channels:
            if q.channels == 1:
                return np.repeat(q.data, pic.channels, axis=2)
            ev.message(name, "imgdim", x)
            return None
        return q.data
    v = number(x)
    if v is not None:
        return np.full(pic.data.shape, v)
    if is_list(x) and len(x.args) == pic.channels and all(number(a) is not None
                                                          for a in x.args):
        return np.broadcast_to(np.array([number(a) for a in x.args]), pic.data.shape)
    ev.message(name, "arg", x)
    return None


def _arith(name, op, usage, examples):
    @builtin(name, nargs=(2, None),
             messages={"imginv": IMGINV,
                       "imgdim": "The image `1` does not have the dimensions and channels "
                                 "of the first image.",
                       "arg": "`1` should be an image, a number or a list of channel "
                              "values."},
             usage=usage, examples=examples)
    def arith(ev, expr):
        args = expr.args
        pic = picture(ev, name, args[0])
        if pic is None:
            return None
        out = pic.data
        for x in args[1:]:
            b = _operand(ev, name, x, pic)
            if b is None:
                return None
            out = op(out, b)
        return _image(pic, out)
    return arith


_arith("ImageAdd", lambda a, b: a + b,
       "ImageAdd[image, x] adds x to every channel value of image; ImageAdd[image1, "
       "image2, ...] adds the images pixel by pixel (values of an integer type are clipped "
       "to 0..1, reals are not).",
       [("ImageData[ImageAdd[Image[{{0.25, 0.5}}], 0.25]]", "{{0.5, 0.75}}"),
        ("ImageData[ImageAdd[Image[{{0.5, 1}}], Image[{{0.25, 0.5}}]]]", "{{0.75, 1.5}}"),
        ("ImageData[ImageAdd[Image[{{128, 255}}, \"Byte\"], 0.5], \"Byte\"]",
         "{{255, 255}}")])
_arith("ImageSubtract", lambda a, b: a - b,
       "ImageSubtract[image, x] subtracts x from every channel value of image; "
       "ImageSubtract[image1, image2, ...] subtracts the later images pixel by pixel.",
       [("ImageData[ImageSubtract[Image[{{0.25, 0.5}}], 0.25]]", "{{0., 0.25}}"),
        ("ImageData[ImageSubtract[Image[{{0, 255}}, \"Byte\"], Image[{{1, 0}}]], "
         "\"Byte\"]", "{{0, 255}}")])
_arith("ImageMultiply", lambda a, b: a * b,
       "ImageMultiply[image, x] multiplies every channel value of image by x; "
       "ImageMultiply[image1, image2, ...] multiplies the images pixel by pixel.",
       [("ImageData[ImageMultiply[Image[{{0.25, 0.5}}], 2]]", "{{0.5, 1.}}"),
        ("ImageData[ImageMultiply[Image[{{{1, 0.5, 0}}}], {0.5, 0.5, 1}]]",
         "{{{0.5, 0.25, 0.}}}")])
_arith("ImageDifference", lambda a, b: abs(a - b),
       "ImageDifference[image1, image2] gives the absolute difference of the images pixel "
       "by pixel (or of image and a value).",
       [("ImageData[ImageDifference[Image[{{0.25, 1}}], Image[{{0.5, 0.5}}]]]",
         "{{0.25, 0.5}}")])


@builtin("ImageClip", nargs=(1, 3), messages={"imginv": IMGINV,
                                              "rng": "`1` is not a valid range {min, max}."},
         usage="ImageClip[image] clips the channel values of image to the range 0 to 1; "
               "ImageClip[image, {min, max}] to min..max; ImageClip[image, {min, max}, "
               "{vmin, vmax}] replaces the values below min by vmin and above max by vmax.",
         examples=[("ImageData[ImageClip[Image[{{-0.5, 0.5, 1.5}}]]]", "{{0., 0.5, 1.}}"),
                   ("ImageData[ImageClip[Image[{{0.1, 0.5, 0.9}}], {0.2, 0.8}]]",
                    "{{0.2, 0.5, 0.8}}"),
                   ("ImageData[ImageClip[Image[{{0.1, 0.5, 0.9}}], {0.2, 0.8}, {0, 1}]]",
                    "{{0., 0.5, 1.}}")])
def image_clip(ev, expr):
    import numpy as np
    args = expr.args
    pic = picture(ev, "ImageClip", args[0])
    if pic is None:
        return None

    def pair(x):
        if is_list(x) and len(x.args) == 2 and all(number(a) is not None for a in x.args):
            return [number(a) for a in x.args]
        ev.message("ImageClip", "rng", x)
        return None, None
    lo, hi = pair(args[1]) if len(args) > 1 else (0.0, 1.0)
    if lo is None:
        return None
    vlo, vhi = pair(args[2]) if len(args) > 2 else (lo, hi)
    if vlo is None:
        return None
    d = pic.data
    out = np.where(d < lo, vlo, np.where(d > hi, vhi, d))
    return _image(pic, out)


@builtin("ImageLevels", nargs=(1, 2), messages={"imginv": IMGINV},
         usage="ImageLevels[image] gives the {value, count} pairs of the pixel values of "
               "image on 256 levels (2 for a \"Bit\" image), a list per channel for a "
               "multichannel image; ImageLevels[image, n] on n levels.",
         examples=[("ImageLevels[Image[{{0, 1, 1}}], 2]", "{{0., 1}, {1., 2}}"),
                   ("ImageLevels[Image[{{1, 0, 1}}, \"Bit\"]]", "{{0, 1}, {1, 2}}"),
                   ("Length[ImageLevels[Image[{{0.5}}]]]", "256")])
def image_levels(ev, expr):
    pic = picture(ev, "ImageLevels", expr.args[0])
    if pic is None:
        return None
    n = 2 if pic.type == "Bit" else 256
    if len(expr.args) == 2:
        if type(expr.args[1]) is not Integer or expr.args[1].value < 2:
            return None
        n = expr.args[1].value
    exact = pic.type == "Bit" and n == 2

    def one(ch):
        return Expression(S.List, tuple(Expression(S.List, (
            Integer(int(v)) if exact else Real(v), Integer(c)))
            for v, c in V.levels(ch, n)))
    chans = [one(pic.data[:, :, k]) for k in range(pic.channels)]
    return chans[0] if len(chans) == 1 else Expression(S.List, tuple(chans))


@builtin("ImageHistogram", nargs=(1, 2), messages={"imginv": IMGINV},
         usage="ImageHistogram[image] plots the histogram of the pixel values of image "
               "(one histogram per channel) on 64 bins from 0 to 1; ImageHistogram[image, "
               "n] on n bins.",
         examples=[("Head[ImageHistogram[Image[{{0, 0.5, 1}}]]]", "Graphics")])
def image_histogram(ev, expr):
    import numpy as np
    from mathilda.core.packed import PackedArray
    from mathilda.core.expr import make_rational
    pic = picture(ev, "ImageHistogram", expr.args[0])
    if pic is None:
        return None
    n = 64
    if len(expr.args) == 2:
        if type(expr.args[1]) is not Integer or expr.args[1].value < 1:
            return None
        n = expr.args[1].value
    chans = [PackedArray(np.ascontiguousarray(np.clip(pic.data[:, :, k].ravel(), 0, 1)))
             for k in range(pic.channels)]
    data = chans[0] if len(chans) == 1 else Expression(S.List, tuple(chans))
    spec = Expression(S.List, (Integer(0), Integer(1), make_rational(1, n)))
    return ev.call("Histogram", data, spec)


@builtin("ImageApply", nargs=2,
         messages={"imginv": IMGINV,
                   "fres": "The function gave `1` for a pixel instead of `2` real "
                           "values."},
         usage="ImageApply[f, image] applies f to the value of every pixel of image (a real "
               "for one channel, the list of the channel values otherwise, in unit scale) "
               "and makes an image of the results (a real per pixel: one channel; a list: as many "
               "channels), of the type of image.",
         examples=[("ImageData[ImageApply[#^2 &, Image[{{0.5, 1}}]]]", "{{0.25, 1.}}"),
                   ("ImageData[ImageApply[Reverse, Image[{{{1, 0.5, 0}}}]]]",
                    "{{{0., 0.5, 1.}}}"),
                   ("ImageData[ImageApply[1 - # &, Image[{{0, 51}}, \"Byte\"]], "
                    "\"Byte\"]", "{{255, 204}}")])
def image_apply(ev, expr):
    import numpy as np
    f, img = expr.args
    pic = picture(ev, "ImageApply", img)
    if pic is None:
        return None
    if not ev.check_size(pic.height * pic.width, "ImageApply"):
        return None
    d = pic.data
    out = None
    k = None                           # the results' channels (the first one decides)
    cache = {}
    for i in range(pic.height):
        ev.check_interrupt()
        for j in range(pic.width):
            key = tuple(d[i, j])
            got = cache.get(key)
            if got is None:
                r = ev.evaluate(Expression(f, (_channels_expr(d[i, j]),)))
                vals = [number(r)] if not is_list(r) else [number(a) for a in r.args]
                if k is None:
                    k = len(vals)
                if None in vals or len(vals) != k or not vals:
                    ev.message("ImageApply", "fres", r, Integer(k or 1))
                    return None
                got = cache[key] = vals
            if out is None:
                out = np.empty((pic.height, pic.width, k))
            out[i, j] = got
    return _image(pic, out)
