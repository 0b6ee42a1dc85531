"""Argument helpers shared by the image builtins."""

from mathilda.algorithms.image import core
from mathilda.core.expr import Expression, Integer, Real, Rational, String, Symbol, S

IMGINV = "Expecting an image instead of `1`."
DATINV = "Expecting an image or a nonempty numerical array instead of `1`."
PADDING = "`1` is not a valid padding specification."


def picture(ev, name, x):
    """The Picture of argument ``x``, or None after ``name::imginv``."""
    p = core.from_expr(x)
    if p is None:
        ev.message(name, "imginv", x)
    return p


def is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def number(x):
    """The float of a real number atom (or an exact numeric constant), else None."""
    if type(x) in (Integer, Real, Rational):
        return float(x.value)
    from mathilda.algorithms.graphics.numeric import real_scalar
    return real_scalar(x)


def data_argument(ev, name, x):
    """("image", Picture, pixels) or ("list", None, float array) of a filter's data, or
    None after ``name::imginv``."""
    p = core.from_expr(x)
    if p is not None:
        return "image", p, p.data
    if is_list(x) or hasattr(type(x), "array"):
        from mathilda.algorithms.graphics.numeric import real_array
        a = real_array(x, lambda e: ev.call("N", e))
        if a is not None and a.size and a.ndim >= 1:
            return "list", None, a
    ev.message(name, "imginv", x)
    return None


def rank_of(kind, arr):
    return 2 if kind == "image" else arr.ndim


def result(kind, pic, arr, typ=None):
    """The filtered data as the argument's kind: an Image (of ``typ``, by default the
    original type) or a packed array of reals."""
    if kind == "image":
        if arr.size == 0:               # Padding -> None and a kernel larger than it
            return None
        return core.to_expr(pic.like(arr if arr.ndim == 3 else arr[:, :, None], typ))
    from mathilda.core.packed import PackedArray
    import numpy as np
    return PackedArray(np.ascontiguousarray(arr, dtype=float))


def padding_option(ev, name, opts, default="Fixed"):
    """(mode, cval) of the Padding option, or False after ``name::padding``."""
    from mathilda.algorithms.image.filters import pad_spec
    v = opts.get("Padding")
    if v is None:
        return pad_spec(default)
    if type(v) is String:
        got = pad_spec(v.value)
    elif type(v) is Symbol and v.name == "None":
        got = pad_spec(None)
    else:
        f = number(v)
        got = pad_spec(f) if f is not None else False
    if got is False:
        ev.message(name, "padding", v)
    return got


def color_values(x, pic):
    """The channel values (a float array of length pic.channels) of a padding or
    background spec: an intensity, {c1, c2, ...}, GrayLevel[g] or RGBColor[r, g, b];
    None when it is none of those."""
    import numpy as np
    c = pic.channels
    colour = len(core.without_alpha(pic)[0, 0]) if pic.channels else 1
    vals = None
    v = number(x)
    if v is not None:
        vals = [v] * colour
    elif isinstance(x, Expression) and x.args and all(number(a) is not None
                                                      for a in x.args):
        nums = [number(a) for a in x.args]
        head = getattr(x.head, "name", None)
        if head == "List" and len(nums) in (colour, c):
            vals = nums
        elif head == "GrayLevel":
            vals = [nums[0]] * colour if colour != 3 else [nums[0]] * 3
        elif head == "RGBColor" and len(nums) >= 3:
            rgb = nums[:3]
            vals = rgb if colour == 3 else [sum(w * u for w, u in
                                                zip(core.GRAY_WEIGHTS, rgb))] * colour
    if vals is None:
        return None
    vals = list(vals[:c])
    while len(vals) < c:
        vals.append(1.0)                  # an alpha channel: opaque
    return np.array(vals, dtype=float)
