"""Image geometry: ImageResize, ImageCrop, ImageTake, ImagePad, ImageReflect, ImageRotate,
ImageTrim, ImageTranspose, ImageAssemble and ImagePartition.  Sizes are {width, height};
ImageTake counts rows from the top, ImageTrim takes points in the image coordinate system
(x from the left, y from the bottom)."""

import math

from mathilda.algorithms.image import core
from mathilda.algorithms.image import geometry as G
from mathilda.builtins.image._common import IMGINV, color_values, is_list, number, picture
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin


def _image(pic, data, typ=None):
    return core.to_expr(pic.like(data, typ))


def _sym(x):
    return x.name if type(x) is Symbol else None


def _int(x):
    return x.value if type(x) is Integer else None


_SIZE = "`1` is not a valid size specification."


def _target_size(ev, name, spec, pic):
    """(width, height) of ImageResize's size: w, {w}, {w, h}, {Automatic, h},
    Scaled[s]; None after a message."""
    W, H = pic.width, pic.height
    if isinstance(spec, Expression) and _sym(spec.head) == "Scaled" and \
            len(spec.args) == 1:
        s = number(spec.args[0])
        if s is not None and s > 0:
            return max(1, int(round(W * s))), max(1, int(round(H * s)))
    w = number(spec)
    if w is not None and w >= 1:
        return int(round(w)), max(1, int(round(H * w / W)))
    if is_list(spec) and len(spec.args) in (1, 2):
        a = spec.args
        w = number(a[0])
        h = number(a[1]) if len(a) == 2 else None
        if len(a) == 1 and w is not None and w >= 1:
            return int(round(w)), max(1, int(round(H * w / W)))
        if w is not None and h is not None and w >= 1 and h >= 1:
            return int(round(w)), int(round(h))
        if _sym(a[0]) == "Automatic" and h is not None and h >= 1:
            return max(1, int(round(W * h / H))), int(round(h))
        if w is not None and w >= 1 and len(a) == 2 and _sym(a[1]) == "Automatic":
            return int(round(w)), max(1, int(round(H * w / W)))
    ev.message(name, "size", spec)
    return None


@builtin("ImageResize", nargs=2, messages={"imginv": IMGINV, "size": _SIZE,
                                           "resamp": "`1` is not a valid Resampling "
                                                     "method."},
         options={"Resampling": "Automatic"},
         usage="ImageResize[image, w] resizes image to width w, the height scaled in "
               "proportion; ImageResize[image, {w, h}] to w x h pixels; "
               "ImageResize[image, Scaled[s]] by the factor s. Resampling -> \"Nearest\", "
               "\"Linear\" (the Automatic choice) or \"Cubic\".",
         examples=[("ImageDimensions[ImageResize[Image[ConstantArray[0, {10, 20}]], 8]]",
                    "{8, 4}"),
                   ("ImageData[ImageResize[Image[{{0, 1}}], {4, 1}, Resampling -> "
                    "\"Nearest\"]]", "{{0., 0., 1., 1.}}"),
                   ("ImageData[ImageResize[Image[{{0, 1}}], {4, 1}]]",
                    "{{0., 0.25, 0.75, 1.}}"),
                   ("ImageDimensions[ImageResize[Image[ConstantArray[0, {10, 20}]], "
                    "Scaled[1/2]]]", "{10, 5}")])
def image_resize(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    pic = picture(ev, "ImageResize", pos[0])
    if pic is None:
        return None
    size = _target_size(ev, "ImageResize", pos[1], pic)
    if size is None:
        return None
    r = opts.get("Resampling")
    key = r.value if type(r) is String else _sym(r) if r is not None else "Automatic"
    if key not in G.RESAMPLING:
        ev.message("ImageResize", "resamp", r)
        return None
    order = G.RESAMPLING[key]
    return _image(pic, G.resize(pic.data, size[1], size[0], order))


def _crop_offsets(total, keep, side_low, side_high):
    """Where a crop (or pad) of ``total`` to ``keep`` starts along one axis."""
    if side_low:
        return 0
    if side_high:
        return total - keep
    return (total - keep) // 2


@builtin("ImageCrop", nargs=(1, 3), messages={"imginv": IMGINV, "size": _SIZE},
         usage="ImageCrop[image] removes the borders of the corner pixel's constant colour; "
               "ImageCrop[image, {w, h}] keeps the central w x h pixels (padding with 0 "
               "where larger); ImageCrop[image, w] crops the width only; "
               "ImageCrop[image, size, side] keeps the side (Left, Right, Top, Bottom or "
               "a list of them).",
         examples=[("ImageData[ImageCrop[Image[{{0, 0, 0, 0}, {0, 1, 0.5, 0}, "
                    "{0, 0, 0, 0}}]]]", "{{1., 0.5}}"),
                   ("ImageData[ImageCrop[Image[{{1, 2, 3, 4, 5}}/5], {3, 1}]]",
                    "{{0.4, 0.6, 0.8}}"),
                   ("ImageData[ImageCrop[Image[{{1, 2, 3, 4, 5}}/5], 2, Left]]",
                    "{{0.2, 0.4}}")])
def image_crop(ev, expr):
    import numpy as np
    args = expr.args
    pic = picture(ev, "ImageCrop", args[0])
    if pic is None:
        return None
    d = pic.data
    if len(args) == 1:
        box = G.constant_border_box(d)
        if box is None:
            return args[0]
        r0, r1, c0, c1 = box
        return _image(pic, d[r0:r1, c0:c1])
    spec = args[1]
    w = number(spec)
    if w is not None and w >= 1:
        W, H = int(round(w)), pic.height
    elif is_list(spec) and len(spec.args) == 2 and all(
            number(a) is not None and number(a) >= 1 for a in spec.args):
        W, H = (int(round(number(a))) for a in spec.args)
    else:
        ev.message("ImageCrop", "size", spec)
        return None
    sides = set()
    if len(args) == 3:
        s = args[2]
        sides = {_sym(e) for e in (s.args if is_list(s) else (s,))}
    out = np.zeros((H, W, pic.channels))
    # the source window and where it lands, per axis
    def axis(total, keep, lo, hi):
        start = _crop_offsets(total, keep, lo in sides, hi in sides)
        if start >= 0:
            return slice(start, start + keep), slice(0, keep)
        return slice(0, total), slice(-start, -start + total)
    sr, dr = axis(pic.height, H, "Top", "Bottom")
    sc, dc = axis(pic.width, W, "Left", "Right")
    out[dr, dc] = d[sr, sc]
    return _image(pic, out)


def _take_range(ev, spec, n):
    """A slice of ImageTake's rows (or columns) spec: k, -k, {a, b}; None after a
    message."""
    k = _int(spec)
    if k is not None:
        return slice(0, min(k, n)) if k >= 0 else slice(max(0, n + k), n)
    if _sym(spec) == "All":
        return slice(0, n)
    if is_list(spec) and len(spec.args) == 2 and all(_int(a) is not None
                                                     for a in spec.args):
        a, b = (_int(x) for x in spec.args)
        a = a if a > 0 else n + a + 1
        b = b if b > 0 else n + b + 1
        if 1 <= a <= n and 1 <= b <= n:
            return slice(min(a, b) - 1, max(a, b))
    ev.message("ImageTake", "seqs", spec)
    return None


@builtin("ImageTake", nargs=(2, 3),
         messages={"imginv": IMGINV, "seqs": "`1` is not a valid row or column "
                                             "specification."},
         usage="ImageTake[image, n] gives the first n rows of image (-n: the last n); "
               "ImageTake[image, {r1, r2}] rows r1 to r2 (from the top); "
               "ImageTake[image, rows, cols] rows and columns (All for every one).",
         examples=[("ImageData[ImageTake[Image[{{1, 0}, {0, 1}, {0.5, 0.5}}], 1]]",
                    "{{1., 0.}}"),
                   ("ImageData[ImageTake[Image[{{1, 0}, {0, 1}, {0.5, 0.5}}], -1]]",
                    "{{0.5, 0.5}}"),
                   ("ImageData[ImageTake[Image[{{1, 0, 1}, {0, 1, 0}}], All, {2, 3}]]",
                    "{{0., 1.}, {1., 0.}}")])
def image_take(ev, expr):
    args = expr.args
    pic = picture(ev, "ImageTake", args[0])
    if pic is None:
        return None
    rows = _take_range(ev, args[1], pic.height)
    cols = _take_range(ev, args[2], pic.width) if len(args) == 3 else slice(0, pic.width)
    if rows is None or cols is None:
        return None
    return _image(pic, pic.data[rows, cols])


def _pad_amounts(spec):
    """((left, right), (bottom, top)) of ImagePad's m or {{l, r}, {b, t}}, or None."""
    m = _int(spec)
    if m is not None:
        return (m, m), (m, m)
    if is_list(spec) and len(spec.args) == 2 and all(
            is_list(p) and len(p.args) == 2 and all(_int(v) is not None for v in p.args)
            for p in spec.args):
        (l, r), (b, t) = ([_int(v) for v in p.args] for p in spec.args)
        return (l, r), (b, t)
    return None


_PAD_MODES = {"Fixed": "edge", "Periodic": "wrap", "Reflected": "reflect",
              "Reversed": "symmetric"}


@builtin("ImagePad", nargs=(2, 3),
         messages={"imginv": IMGINV, "padspec": "`1` is not a valid padding size.",
                   "padding": "`1` is not a valid padding specification."},
         usage="ImagePad[image, m] pads image on every side with m pixels of the "
               "background (Automatic: the colour of a constant frame if the image has "
               "one, else black); ImagePad[image, m, padding] with an intensity, a colour, "
               "a list of channel values, \"Fixed\", \"Periodic\", \"Reflected\" or "
               "\"Reversed\"; ImagePad[image, {{left, right}, {bottom, top}}, ...] by side; "
               "a negative m removes pixels.",
         examples=[("ImageData[ImagePad[Image[{{1, 0}}], 1]]",
                    "{{0., 0., 0., 0.}, {0., 1., 0., 0.}, {0., 0., 0., 0.}}"),
                   ("ImageData[ImagePad[Image[{{1}}], 1]]",
                    "{{1., 1., 1.}, {1., 1., 1.}, {1., 1., 1.}}"),
                   ("ImageData[ImagePad[Image[{{0.2, 0.8}}], {{1, 2}, {0, 0}}, "
                    "\"Fixed\"]]", "{{0.2, 0.2, 0.8, 0.8, 0.8}}"),
                   ("ImageData[ImagePad[Image[{{0.2, 0.8}}], {{0, 0}, {1, 0}}, 0.5]]",
                    "{{0.2, 0.8}, {0.5, 0.5}}"),
                   ("ImageDimensions[ImagePad[Image[ConstantArray[0, {5, 5}]], -2]]",
                    "{1, 1}")])
def image_pad(ev, expr):
    import numpy as np
    args = expr.args
    pic = picture(ev, "ImagePad", args[0])
    if pic is None:
        return None
    amounts = _pad_amounts(args[1])
    if amounts is None:
        ev.message("ImagePad", "padspec", args[1])
        return None
    (l, r), (b, t) = amounts
    d = pic.data
    # negative amounts crop first
    d = d[max(0, -t):d.shape[0] - max(0, -b), max(0, -l):d.shape[1] - max(0, -r)]
    if d.shape[0] == 0 or d.shape[1] == 0:
        ev.message("ImagePad", "padspec", args[1])
        return None
    pad = ((max(0, t), max(0, b)), (max(0, l), max(0, r)), (0, 0))
    spec = args[2] if len(args) == 3 else S.Automatic
    typ = None
    if type(spec) is String and spec.value in _PAD_MODES:
        return _image(pic, np.pad(d, pad, mode=_PAD_MODES[spec.value]))
    if _sym(spec) == "Automatic":
        frame = np.concatenate([d[0], d[-1], d[:, 0], d[:, -1]])
        vals = frame.mean(axis=0) if np.ptp(frame, axis=0).max() <= 0.02 else \
            np.zeros(pic.channels)
        if pic.has_alpha() and np.ptp(frame, axis=0).max() > 0.02:
            vals[-1] = 1.0
    else:
        vals = color_values(spec, pic)
        if vals is None:
            ev.message("ImagePad", "padding", spec)
            return None
        if pic.type == "Bit" and not set(vals.tolist()) <= {0.0, 1.0}:
            typ = "Real32"
    out = np.empty((d.shape[0] + pad[0][0] + pad[0][1], d.shape[1] + pad[1][0] + pad[1][1],
                    pic.channels))
    out[:] = vals
    out[pad[0][0]:pad[0][0] + d.shape[0], pad[1][0]:pad[1][0] + d.shape[1]] = d
    return _image(pic, out, typ)


def _reflection(spec):
    """'ud', 'lr', 'tr' (transpose) or 'at' (anti-transpose) for ImageReflect's side."""
    if spec is None:
        return "ud"
    s = _sym(spec)
    if s in ("Top", "Bottom"):
        return "ud"
    if s in ("Left", "Right"):
        return "lr"
    if isinstance(spec, Expression) and spec.head is S.Rule:
        pair = {_sym(spec.args[0]), _sym(spec.args[1])}
        return {frozenset({"Top", "Bottom"}): "ud", frozenset({"Left", "Right"}): "lr",
                frozenset({"Top", "Left"}): "tr", frozenset({"Bottom", "Right"}): "tr",
                frozenset({"Top", "Right"}): "at",
                frozenset({"Bottom", "Left"}): "at"}.get(frozenset(pair))
    return None


@builtin("ImageReflect", nargs=(1, 2),
         messages={"imginv": IMGINV, "side": "`1` is not a valid side specification."},
         usage="ImageReflect[image] reflects image top to bottom; ImageReflect[image, "
               "Left] (or Right, Left -> Right) left to right; ImageReflect[image, Top -> "
               "Left] in the diagonal that maps the top side onto the left side (Top -> "
               "Right: the other diagonal).",
         examples=[("ImageData[ImageReflect[Image[{{1, 0}, {0.5, 0.5}}]]]",
                    "{{0.5, 0.5}, {1., 0.}}"),
                   ("ImageData[ImageReflect[Image[{{1, 0}, {0.5, 0.5}}], Left]]",
                    "{{0., 1.}, {0.5, 0.5}}"),
                   ("ImageData[ImageReflect[Image[{{1, 0}, {0.5, 0.5}}], Top -> Left]]",
                    "{{1., 0.5}, {0., 0.5}}")])
def image_reflect(ev, expr):
    import numpy as np
    pic = picture(ev, "ImageReflect", expr.args[0])
    if pic is None:
        return None
    how = _reflection(expr.args[1] if len(expr.args) == 2 else None)
    if how is None:
        ev.message("ImageReflect", "side", expr.args[1])
        return None
    d = pic.data
    out = {"ud": lambda: d[::-1], "lr": lambda: d[:, ::-1],
           "tr": lambda: np.transpose(d, (1, 0, 2)),
           "at": lambda: np.transpose(d, (1, 0, 2))[::-1, ::-1]}[how]()
    return _image(pic, out)


@builtin("ImageRotate", nargs=(1, 3),
         messages={"imginv": IMGINV, "angle": "`1` is not a valid angle or side."},
         options={"Background": "0", "Resampling": "Automatic"},
         usage="ImageRotate[image] rotates image 90 degrees counterclockwise; "
               "ImageRotate[image, \u03b8] by \u03b8 radians counterclockwise, on the "
               "smallest canvas holding the whole image (ImageRotate[image, \u03b8, Full]: "
               "the size of image) with Background (0) in the corners; "
               "ImageRotate[image, side] turns the top of image to the side (Left, Right, "
               "Bottom); ImageRotate[image, side1 -> side2] turns side1 to side2.",
         examples=[("ImageData[ImageRotate[Image[{{1, 0}, {0.5, 0.25}}]]]",
                    "{{0., 0.25}, {1., 0.5}}"),
                   ("ImageData[ImageRotate[Image[{{1, 0}, {0.5, 0.25}}], Pi]]",
                    "{{0.25, 0.5}, {0., 1.}}"),
                   ("ImageData[ImageRotate[Image[{{1, 0}, {0.5, 0.25}}], Right]]",
                    "{{0.5, 1.}, {0.25, 0.}}"),
                   ("ImageData[ImageRotate[Image[{{1, 0}, {0.5, 0.25}}], Left -> Top]]",
                    "{{0.5, 1.}, {0.25, 0.}}"),
                   ("ImageDimensions[ImageRotate[Image[ConstantArray[1, {10, 20}]], "
                    "Pi/4]]", "{22, 22}")])
def image_rotate(ev, expr):
    # a side rule (Top -> Right) is an argument, not an option
    sides = ("Top", "Bottom", "Left", "Right")
    keep = tuple(a for a in expr.args if not (isinstance(a, Expression) and
                                              a.head is S.Rule and _sym(a.args[0]) in sides))
    pos, opts = ev.split_options(Expression(expr.head, keep))
    if len(keep) != len(expr.args):
        rule = next(a for a in expr.args if a not in keep)
        pos = pos[:1] + (rule,) + pos[1:]
    if not 1 <= len(pos) <= 3:
        return None
    pic = picture(ev, "ImageRotate", pos[0])
    if pic is None:
        return None
    theta = math.pi / 2
    if len(pos) >= 2:
        a = pos[1]
        angles = {"Right": 0.0, "Top": math.pi / 2, "Left": math.pi,
                  "Bottom": 3 * math.pi / 2}
        pair = (_sym(a.args[0]), _sym(a.args[1])) if isinstance(a, Expression) and \
            a.head is S.Rule else ("Top", _sym(a))
        if pair[0] in angles and pair[1] in angles:
            theta = angles[pair[1]] - angles[pair[0]]
        else:
            v = number(a)
            if v is None:
                ev.message("ImageRotate", "angle", a)
                return None
            theta = v
    full = not (len(pos) == 3 and _sym(pos[2]) == "Full")
    bg = color_values(opts.get("Background", S.Black) if opts.get("Background") is not None
                      else Integer(0), pic)
    if bg is None:
        bg = color_values(Integer(0), pic)
    r = opts.get("Resampling")
    order = G.RESAMPLING.get(r.value if type(r) is String else "Automatic", 1)
    return _image(pic, G.rotate(pic.data, theta, bg, order, full))


@builtin("ImageTrim", nargs=(2, 3),
         messages={"imginv": IMGINV, "pts": "`1` is not a list of points {x, y}."},
         usage="ImageTrim[image, {{x1, y1}, {x2, y2}, ...}] gives the smallest part of "
               "image that holds the points, in the image coordinate system (x from the "
               "left edge, y from the bottom edge, in pixels); ImageTrim[image, pts, r] "
               "with a margin of r pixels.",
         examples=[("ImageData[ImageTrim[Image[{{1, 2, 3}, {4, 5, 6}}/6], {{0.5, 0.5}, "
                    "{1.5, 0.5}}]]", "{{0.666667, 0.833333}}"),
                   ("ImageDimensions[ImageTrim[Image[ConstantArray[0, {10, 10}]], "
                    "{{2, 2}, {5, 7}}]]", "{3, 5}")])
def image_trim(ev, expr):
    args = expr.args
    pic = picture(ev, "ImageTrim", args[0])
    if pic is None:
        return None
    pts = args[1]
    if is_list(pts) and len(pts.args) == 2 and all(number(v) is not None
                                                   for v in pts.args):
        pts = Expression(S.List, (pts,))
    ok = is_list(pts) and pts.args and all(
        is_list(p) and len(p.args) == 2 and all(number(v) is not None for v in p.args)
        for p in pts.args)
    margin = number(args[2]) if len(args) == 3 else 0.0
    if not ok or margin is None:
        ev.message("ImageTrim", "pts", pts)
        return None
    points = [(number(p.args[0]), number(p.args[1])) for p in pts.args]
    r0, r1, c0, c1 = G.trim_box(points, pic.height, pic.width, margin)
    return _image(pic, pic.data[r0:r1, c0:c1])


@builtin("ImageTranspose", nargs=1, messages={"imginv": IMGINV},
         usage="ImageTranspose[image] interchanges the rows and the columns of image.",
         examples=[("ImageData[ImageTranspose[Image[{{1, 0, 0.5}}]]]",
                    "{{1.}, {0.}, {0.5}}")])
def image_transpose(ev, expr):
    import numpy as np
    pic = picture(ev, "ImageTranspose", expr.args[0])
    if pic is None:
        return None
    return _image(pic, np.transpose(pic.data, (1, 0, 2)))


@builtin("ImageAssemble", nargs=1,
         messages={"imginv": IMGINV,
                   "imgdim": "The images in `1` do not fit together: the images in a row "
                             "need one height and the rows one width."},
         usage="ImageAssemble[{{im11, im12, ...}, {im21, ...}, ...}] joins the images "
               "into one, row by row (a row's images sharing their height, the rows their "
               "width); ImageAssemble[{im1, im2, ...}] puts them side by side.",
         examples=[("ImageData[ImageAssemble[{{Image[{{1}}], Image[{{0}}]}, "
                    "{Image[{{0.5, 0.25}}]}}]]", "{{1., 0.}, {0.5, 0.25}}"),
                   ("ImageDimensions[ImageAssemble[{Image[{{1}}], Image[{{0, 1}}]}]]",
                    "{3, 1}")])
def image_assemble(ev, expr):
    import numpy as np
    grid = expr.args[0]
    if not is_list(grid) or not grid.args:
        ev.message("ImageAssemble", "imginv", grid)
        return None
    rows = [r.args if is_list(r) else (r,) for r in grid.args]
    if all(not is_list(r) for r in grid.args):
        rows = [grid.args]
    pics = [[picture(ev, "ImageAssemble", x) for x in r] for r in rows]
    if any(p is None for r in pics for p in r) or not all(pics):
        return None
    space = pics[0][0]
    chans = max(p.channels for r in pics for p in r)
    if any(p.channels != chans for r in pics for p in r):
        pics = [[core.convert(p, "RGB") if p.channels < chans else p for p in r]
                for r in pics]
    try:
        out = np.concatenate([np.concatenate([p.data for p in r], axis=1) for r in pics],
                             axis=0)
    except ValueError:
        ev.message("ImageAssemble", "imgdim", grid)
        return None
    types = {p.type for r in pics for p in r}
    typ = space.type if len(types) == 1 else "Real32"
    return core.to_expr(core.Picture(out, typ, pics[0][0].space if out.shape[2] ==
                                     pics[0][0].channels else None))


def _pair(x):
    v = _int(x)
    if v is not None and v > 0:
        return v, v
    if is_list(x) and len(x.args) == 2 and all(_int(a) is not None and _int(a) > 0
                                               for a in x.args):
        return _int(x.args[0]), _int(x.args[1])
    return None


@builtin("ImagePartition", nargs=(2, 3),
         messages={"imginv": IMGINV, "size": _SIZE},
         usage="ImagePartition[image, s] partitions image into s x s tiles (rows of tiles "
               "from the top; incomplete tiles at the right and bottom dropped); "
               "ImagePartition[image, {w, h}] into w x h tiles; ImagePartition[image, "
               "size, {dw, dh}] with offsets dw and dh between tiles.",
         examples=[("Map[ImageData, ImagePartition[Image[{{1, 0, 0.5}, {0, 1, 0.5}}], 1], "
                    "{2}]", "{{{{1.}}, {{0.}}, {{0.5}}}, {{{0.}}, {{1.}}, {{0.5}}}}"),
                   ("Length /@ ImagePartition[Image[ConstantArray[0, {5, 7}]], 2]", "{3, 3}"),
                   ("Length /@ ImagePartition[Image[ConstantArray[0, {5, 7}]], 3, 1]",
                    "{5, 5, 5}")])
def image_partition(ev, expr):
    args = expr.args
    pic = picture(ev, "ImagePartition", args[0])
    if pic is None:
        return None
    size = _pair(args[1])
    offs = _pair(args[2]) if len(args) == 3 else size
    if size is None or offs is None:
        ev.message("ImagePartition", "size", args[1] if size is None else args[2])
        return None
    (w, h), (dw, dh) = size, offs
    d = pic.data
    rows = []
    for top in range(0, pic.height - h + 1, dh):
        rows.append(Expression(S.List, tuple(
            _image(pic, d[top:top + h, left:left + w])
            for left in range(0, pic.width - w + 1, dw))))
    return Expression(S.List, tuple(rows))
