"""Mathematical morphology on images and arrays: Dilation, Erosion, Opening, Closing (with
a radius, BoxMatrix[r], or any structuring element), MorphologicalComponents, Thinning and
ComponentMeasurements ("Count", "Area", "Centroid", "BoundingBox")."""

from mathilda.algorithms.image import core
from mathilda.algorithms.image import morphology as M
from mathilda.builtins.image._common import DATINV, is_list, number
from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.core.registry import builtin

_KER = "`1` is not a valid radius or structuring element for data of rank `2`."


def _data(ev, name, x):
    """(pic or None, array, integers?) of an image or a numeric array; None after a
    message."""
    import numpy as np
    pic = core.from_expr(x)
    if pic is not None:
        return pic, pic.data, False
    if is_list(x) or hasattr(type(x), "array"):
        from mathilda.algorithms.graphics.numeric import real_array
        a = real_array(x)
        if a is not None and a.size:
            arr = getattr(x, "array", None)
            ints = arr.dtype.kind in "iu" if arr is not None else \
                ev.call("MatchQ", ev.call("Flatten", x), Expression(
                    S.List, (Expression(S.BlankNullSequence, (S.Integer,)),))) is TRUE
            return None, (a.astype(np.int64) if ints else a), ints
    ev.message(name, "imginv", x)
    return None


def _kernel(ev, name, spec, rank):
    import numpy as np
    from mathilda.algorithms.graphics.numeric import real_array
    if type(spec) is Integer and spec.value >= 0:
        return np.ones((2 * spec.value + 1,) * rank)
    if is_list(spec) and rank > 1 and len(spec.args) == rank and all(
            type(a) is Integer and a.value >= 0 for a in spec.args):
        return np.ones(tuple(2 * a.value + 1 for a in spec.args))
    k = real_array(spec) if is_list(spec) or hasattr(type(spec), "array") else None
    if k is not None and k.ndim == rank and k.size:
        return k
    ev.message(name, "ker", spec, Integer(rank))
    return None


def _result(pic, arr, ints):
    import numpy as np
    if pic is not None:
        return core.to_expr(pic.like(arr))
    from mathilda.core.packed import PackedArray
    return PackedArray(np.ascontiguousarray(arr if ints else arr.astype(float)))


def _morph(name, ops, usage, examples):
    @builtin(name, nargs=2, messages={"imginv": DATINV, "ker": _KER}, usage=usage,
             examples=examples)
    def morph(ev, expr):
        got = _data(ev, name, expr.args[0])
        if got is None:
            return None
        pic, arr, ints = got
        rank = 2 if pic is not None else arr.ndim
        k = _kernel(ev, name, expr.args[1], rank)
        if k is None:
            return None
        out = arr
        for op in ops:
            out = op(out, k, rank)
        return _result(pic, out, ints)
    return morph


_KERNEL_TEXT = ("; r stands for BoxMatrix[r], ker is any array of 0s and 1s of the data's "
                "rank centred on each element (the outside of the data is ignored)")
_morph("Dilation", (M.dilate,),
       "Dilation[data, ker] gives the morphological dilation of an image or array: the "
       "maximum over the positions of the structuring element ker" + _KERNEL_TEXT + ".",
       [("Dilation[{0, 0, 1, 0, 0, 0}, 1]", "{0, 1, 1, 1, 0, 0}"),
        ("Dilation[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, {{0, 1, 0}, {1, 1, 1}, {0, 1, 0}}]",
         "{{0, 1, 0}, {1, 1, 1}, {0, 1, 0}}"),
        ("ImageData[Dilation[Image[{{0, 0.5, 0, 0}}], 1]]", "{{0.5, 0.5, 0.5, 0.}}")])
_morph("Erosion", (M.erode,),
       "Erosion[data, ker] gives the morphological erosion of an image or array: the "
       "minimum over the positions of the structuring element ker" + _KERNEL_TEXT + ".",
       [("Erosion[{1, 1, 1, 0, 1, 1}, 1]", "{1, 1, 0, 0, 0, 1}"),
        ("ImageData[Erosion[Image[{{1, 1, 1}, {1, 1, 1}, {1, 1, 0}}, \"Bit\"], 1]]",
         "{{1, 1, 1}, {1, 0, 0}, {1, 0, 0}}")])
_morph("Opening", (M.erode, M.dilate),
       "Opening[data, ker] gives the morphological opening of an image or array: the "
       "dilation of its erosion by ker (what is smaller than ker is removed)" +
       _KERNEL_TEXT + ".",
       [("Opening[{0, 1, 0, 1, 1, 1, 0}, 1]", "{0, 0, 0, 1, 1, 1, 0}")])
_morph("Closing", (M.dilate, M.erode),
       "Closing[data, ker] gives the morphological closing of an image or array: the "
       "erosion of its dilation by ker (gaps smaller than ker are filled)" +
       _KERNEL_TEXT + ".",
       [("Closing[{1, 1, 0, 1, 1, 0, 0, 0, 1}, 1]", "{1, 1, 1, 1, 1, 0, 0, 0, 1}")])


def _mask(ev, name, x, t):
    """The foreground of an image (intensity above t) or of a matrix (entries above t)."""
    import numpy as np
    pic = core.from_expr(x)
    if pic is not None:
        return core.gray(pic) > t
    from mathilda.algorithms.graphics.numeric import real_array
    a = real_array(x) if is_list(x) or hasattr(type(x), "array") else None
    if a is not None and a.ndim == 2 and a.size:
        return a > t
    ev.message(name, "imginv", x)
    return None


def _packed_ints(a):
    import numpy as np
    from mathilda.core.packed import PackedArray
    return PackedArray(np.ascontiguousarray(a.astype(np.int64)))


@builtin("MorphologicalComponents", nargs=(1, 2),
         messages={"imginv": "Expecting an image or a matrix instead of `1`."},
         options={"CornerNeighbors": "True"},
         usage="MorphologicalComponents[image] gives a matrix in which the pixels of each "
               "connected component of the foreground (intensity above 0) are labelled 1, "
               "2, ... in the order of their first pixels, row by row, and the background "
               "0; MorphologicalComponents[image, t] with the threshold t; also for a "
               "matrix. CornerNeighbors -> False: pixels meeting at a corner only are not "
               "connected.",
         examples=[("MorphologicalComponents[{{1, 0, 1}, {0, 1, 0}, {0, 0, 0}, {1, 1, 0}}]",
                    "{{1, 0, 1}, {0, 1, 0}, {0, 0, 0}, {2, 2, 0}}"),
                   ("MorphologicalComponents[{{1, 0, 1}, {0, 1, 0}}, CornerNeighbors -> "
                    "False]", "{{1, 0, 2}, {0, 3, 0}}"),
                   ("MorphologicalComponents[Image[{{0.2, 0.8, 0.1, 0.9}}], 0.5]",
                    "{{0, 1, 0, 2}}")])
def morphological_components(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    t = number(pos[1]) if len(pos) == 2 else 0.0
    if t is None:
        return None
    mask = _mask(ev, "MorphologicalComponents", pos[0], t)
    if mask is None:
        return None
    corners = opts.get("CornerNeighbors") is not FALSE
    return _packed_ints(M.components(mask, corners))


@builtin("Thinning", nargs=1, messages={"imginv": "Expecting an image or a matrix instead "
                                                  "of `1`."},
         usage="Thinning[image] thins the foreground of a binary image (intensity above "
               "1/2) to lines one pixel wide (Zhang and Suen's method), as a \"Bit\" image; "
               "Thinning[matrix] for a matrix of 0s and 1s.",
         examples=[("ImageData[Thinning[Image[{{0, 0, 0, 0, 0}, {0, 1, 1, 1, 0}, "
                    "{0, 1, 1, 1, 0}, {0, 1, 1, 1, 0}, {0, 0, 0, 0, 0}}]]]",
                    "{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 1, 0, 0}, {0, 0, 0, 0, 0}, "
                    "{0, 0, 0, 0, 0}}"),
                   ("Thinning[{{1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}}]",
                    "{{0, 0, 0, 0, 0}, {0, 1, 1, 0, 0}, {0, 0, 0, 0, 0}}")])
def thinning(ev, expr):
    x = expr.args[0]
    pic = core.from_expr(x)
    mask = core.gray(pic) > 0.5 if pic is not None else _mask(ev, "Thinning", x, 0.5)
    if mask is None:
        return None
    out = M.thin(mask)
    if pic is not None:
        return core.make(out.astype(float), "Bit")
    return _packed_ints(out)


def _value(v):
    if isinstance(v, tuple):
        return Expression(S.List, tuple(_value(e) for e in v))
    return Integer(v) if isinstance(v, int) else Real(v)


@builtin("ComponentMeasurements", nargs=2,
         messages={"imginv": "Expecting an image or a label matrix instead of `1`.",
                   "prop": "`1` is not a known property (\"Count\", \"Area\", "
                           "\"Centroid\", \"BoundingBox\")."},
         usage="ComponentMeasurements[image, prop] gives {1 -> v1, 2 -> v2, ...}, the "
               "property prop of each connected component of image "
               "(MorphologicalComponents); ComponentMeasurements[labels, prop] of the "
               "components of a label matrix; prop is \"Count\" (pixels), \"Area\", "
               "\"Centroid\" ({x, y}) or \"BoundingBox\" ({{xmin, ymin}, {xmax, ymax}}), "
               "in the image coordinate system (y from the bottom), or a list of them.",
         examples=[("ComponentMeasurements[{{1, 1, 0}, {0, 0, 0}, {0, 0, 2}}, \"Count\"]",
                    "{1 -> 2, 2 -> 1}"),
                   ("ComponentMeasurements[Image[{{1, 1, 0}, {0, 0, 0}, {0, 0, 1}}], "
                    "\"Centroid\"]", "{1 -> {1., 2.5}, 2 -> {2.5, 0.5}}"),
                   ("ComponentMeasurements[{{1, 1, 0}, {0, 0, 0}, {0, 0, 2}}, "
                    "{\"Area\", \"BoundingBox\"}]",
                    "{1 -> {2., {{0, 2}, {2, 3}}}, 2 -> {1., {{2, 0}, {3, 1}}}}")])
def component_measurements(ev, expr):
    import numpy as np
    x, p = expr.args
    props = p.args if is_list(p) else (p,)
    names = [q.value if type(q) is String else None for q in props]
    for q, n in zip(props, names):
        if n not in M.PROPERTIES:
            ev.message("ComponentMeasurements", "prop", q)
            return None
    pic = core.from_expr(x)
    if pic is not None:
        labels = M.components(core.gray(pic) > 0)
    else:
        from mathilda.algorithms.graphics.numeric import real_array
        a = real_array(x) if is_list(x) or hasattr(type(x), "array") else None
        if a is None or a.ndim != 2 or not np.all(a == np.round(a)) or a.min() < 0:
            ev.message("ComponentMeasurements", "imginv", x)
            return None
        labels = a.astype(np.int64)
    tables = [M.measure(labels, n) for n in names]
    rules = []
    for lab in sorted(tables[0]):
        vals = [_value(t[lab]) for t in tables]
        v = vals[0] if not is_list(p) else Expression(S.List, tuple(vals))
        rules.append(Expression(S.Rule, (Integer(lab), v)))
    return Expression(S.List, tuple(rules))
