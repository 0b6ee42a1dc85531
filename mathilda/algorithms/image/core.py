"""The Image representation shared by every image builtin (and by Rasterize, Import and
the renderer): ``Image[data, "type"]`` or ``Image[data, "type", ColorSpace -> cs, opts...]``
with ``data`` a packed array (rows from the top; a matrix for one channel, channels last
otherwise) holding the values in the type's own units: 0/1 for "Bit", 0..255 for "Byte",
0..65535 for "Bit16", reals for "Real32" and "Real64" (unclipped, nominally 0..1).

A ``Picture`` is the same image as a float64 array height x width x channels in unit scale
(integer types divided by their maximum), with its type, colour space and other options."""

from mathilda.core.expr import Expression, String, Symbol, S

TYPES = ("Bit", "Byte", "Bit16", "Real32", "Real64")
MAXIMA = {"Bit": 1, "Byte": 255, "Bit16": 65535}
SPACES = ("Grayscale", "RGB", "CMYK", "HSB", "XYZ", "LAB", "LCH", "LUV")


class Picture:
    __slots__ = ("data", "type", "space", "options")

    def __init__(self, data, type="Real32", space=None, options=()):
        self.data = data            # float64, (h, w, c)
        self.type = type
        self.space = space or auto_space(data.shape[2])
        self.options = tuple(options)

    @property
    def channels(self):
        return self.data.shape[2]

    @property
    def width(self):
        return self.data.shape[1]

    @property
    def height(self):
        return self.data.shape[0]

    def has_alpha(self):
        c = self.channels
        return (self.space == "Grayscale" and c == 2) or (self.space in ("RGB", "HSB")
                                                         and c == 4)

    def like(self, data, type=None, space=None):
        """A Picture with new pixels and this one's options."""
        return Picture(data, type or self.type, space or (self.space if data.shape[2] ==
                       self.channels else None), self.options)


def auto_space(channels):
    return {1: "Grayscale", 2: "Grayscale", 3: "RGB", 4: "RGB"}.get(channels, "Automatic")


def _np():
    import numpy as np
    return np


def _array(x):
    """A float array of a rectangular numeric List or packed array, or None."""
    np = _np()
    arr = getattr(x, "array", None)
    if arr is not None:
        return arr.astype(float) if arr.dtype.kind in "iuf" else None
    from mathilda.algorithms.graphics.numeric import real_array
    return real_array(x)


def _rule_name(r):
    if isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) and len(r.args) == 2:
        k = r.args[0]
        return k.name if type(k) is Symbol else k.value if type(k) is String else None
    return None


def parse_image_args(args):
    """(data array, type or None, space or None, other options) of Image's arguments, or
    None when they are not an image's."""
    if not args:
        return None
    a = _array(args[0])
    if a is None or a.ndim not in (2, 3) or a.size == 0:
        return None
    typ, space, opts = None, None, []
    for x in args[1:]:
        name = _rule_name(x)
        if name == "ColorSpace":
            v = x.args[1]
            if type(v) is String and v.value in SPACES:
                space = v.value
            elif not (type(v) is Symbol and v.name == "Automatic"):
                return None
        elif name is not None:
            opts.append(x)
        elif type(x) is String and x.value in TYPES and typ is None:
            typ = x.value
        else:
            return None
    return a, typ, space, opts


def from_expr(x):
    """The Picture of an Image expression, or None."""
    if not (isinstance(x, Expression) and x.head is S.Image):
        return None
    got = parse_image_args(x.args)
    if got is None:
        return None
    a, typ, space, opts = got
    np = _np()
    if a.ndim == 2:
        a = a[:, :, None]
    typ = typ or "Real32"
    if typ in MAXIMA:
        a = np.clip(np.rint(a), 0, MAXIMA[typ]) / MAXIMA[typ]
    return Picture(a, typ, space, opts)


def raw(pic, typ=None):
    """The pixel values of ``pic`` in the units of ``typ`` (its own type by default):
    integers for Bit, Byte and Bit16, floats otherwise; a matrix for one channel."""
    np = _np()
    typ = typ or pic.type
    a = pic.data
    if typ in MAXIMA:
        m = MAXIMA[typ]
        if typ == "Bit":
            a = (a > 0.5 if pic.type != "Bit" else a >= 0.5).astype(np.int64)
        else:
            a = np.clip(np.rint(np.nan_to_num(a) * m), 0, m).astype(np.int64)
    elif typ == "Real32":
        a = a.astype(np.float32).astype(np.float64)
    else:
        a = a.astype(np.float64)
    return a[:, :, 0] if a.shape[2] == 1 else a


def to_expr(pic, typ=None):
    """The canonical Image expression of a Picture (in type ``typ`` when given)."""
    from mathilda.core.packed import PackedArray
    np = _np()
    typ = typ or pic.type
    arr = np.ascontiguousarray(raw(pic, typ))
    if arr.dtype.kind == "f" and not np.isfinite(arr).all():
        arr = np.nan_to_num(arr)
    args = [PackedArray(arr), String(typ)]
    if pic.space != auto_space(pic.channels):
        args.append(Expression(S.Rule, (S.ColorSpace, String(pic.space))))
    return Expression(S.Image, tuple(args) + pic.options)


def make(data, typ="Real32", space=None, options=()):
    """The Image expression for a float array (h, w[, c]) in unit scale."""
    if data.ndim == 2:
        data = data[:, :, None]
    return to_expr(Picture(data, typ, space, options))


def is_canonical(x):
    """True when Image[...] is already in the form to_expr gives."""
    args = x.args
    if len(args) < 2 or not hasattr(args[0], "array") or type(args[1]) is not String \
            or args[1].value not in TYPES:
        return False
    arr, typ = args[0].array, args[1].value
    if arr.ndim not in (2, 3):
        return False
    if typ in MAXIMA:
        if arr.dtype.kind not in "iu" or arr.min() < 0 or arr.max() > MAXIMA[typ]:
            return False
    elif arr.dtype.kind != "f":
        return False
    ch = 1 if arr.ndim == 2 else arr.shape[2]
    for r in args[2:]:
        name = _rule_name(r)
        if name is None:
            return False
        if name == "ColorSpace" and (type(r.args[1]) is not String or
                                     r.args[1].value == auto_space(ch)):
            return False
    return True


def to_rgb(pic):
    """(h, w, 3 or 4) float RGB[A] in 0..1 for display and export."""
    np = _np()
    d = np.clip(np.nan_to_num(pic.data), 0, 1)
    c = pic.channels
    alpha = d[:, :, -1:] if pic.has_alpha() else None
    if pic.space == "Grayscale" or c == 1:
        rgb = np.repeat(d[:, :, :1], 3, axis=2)
    elif pic.space == "HSB" and c >= 3:
        rgb = hsb_to_rgb(d[:, :, :3])
    elif pic.space == "CMYK" and c >= 4:
        k = d[:, :, 3:4]
        rgb = (1 - d[:, :, :3]) * (1 - k)
    elif c >= 3:
        rgb = d[:, :, :3]
    else:
        rgb = np.repeat(d[:, :, :1], 3, axis=2)
    return rgb if alpha is None else np.concatenate([rgb, alpha], axis=2)


def hsb_to_rgb(d):
    np = _np()
    h, s, v = d[..., 0] % 1.0 * 6, d[..., 1], d[..., 2]
    i = np.floor(h).astype(int) % 6
    f = h - np.floor(h)
    p, q, t = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
    choices = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)]
    out = np.zeros(d.shape)
    for k, (r, g, b) in enumerate(choices):
        m = i == k
        out[..., 0][m], out[..., 1][m], out[..., 2][m] = r[m], g[m], b[m]
    return out


def rgb_to_hsb(d):
    np = _np()
    r, g, b = d[..., 0], d[..., 1], d[..., 2]
    mx, mn = d[..., :3].max(-1), d[..., :3].min(-1)
    delta = mx - mn
    safe = np.where(delta == 0, 1, delta)
    h = np.where(mx == r, ((g - b) / safe) % 6, np.where(mx == g, (b - r) / safe + 2,
                                                       (r - g) / safe + 4)) / 6
    h = np.where(delta == 0, 0.0, h)
    s = np.where(mx == 0, 0.0, delta / np.where(mx == 0, 1, mx))
    return np.stack([h, s, mx], axis=-1)


GRAY_WEIGHTS = (0.299, 0.587, 0.114)


def convert(pic, space):
    """The Picture in colour space ``space`` ("Grayscale", "RGB", "HSB", "CMYK"), the alpha
    channel kept; None for a space not converted."""
    np = _np()
    if space == pic.space:
        return pic
    if space not in ("Grayscale", "RGB", "HSB", "CMYK"):
        return None
    rgba = to_rgb(Picture(pic.data, "Real64", pic.space)) if pic.space != "RGB" else \
        pic.data
    rgb = rgba[:, :, :3]
    alpha = rgba[:, :, 3:] if pic.has_alpha() else None
    if space == "RGB":
        out = rgb
    elif space == "Grayscale":
        out = (rgb * np.array(GRAY_WEIGHTS)).sum(axis=2, keepdims=True)
    elif space == "HSB":
        out = rgb_to_hsb(rgb)
    else:
        k = 1 - rgb.max(axis=2, keepdims=True)
        den = np.where(k >= 1, 1, 1 - k)
        out = np.concatenate([np.where(k >= 1, 0, (1 - rgb - k) / den), k], axis=2)
    if alpha is not None and space != "CMYK":
        out = np.concatenate([out, alpha], axis=2)
    return Picture(out, pic.type if pic.type != "Bit" else "Byte", space, pic.options)


def gray(pic):
    """The intensity matrix (h, w) of a Picture (alpha dropped)."""
    if pic.space == "Grayscale" or pic.channels == 1:
        return pic.data[:, :, 0]
    g = convert(pic, "Grayscale")
    return g.data[:, :, 0] if g is not None else pic.data.mean(axis=2)


def without_alpha(pic):
    return pic.data[:, :, :-1] if pic.has_alpha() else pic.data


def with_alpha(pic, data):
    """``data`` (colour channels) with ``pic``'s alpha channel appended back."""
    np = _np()
    return np.concatenate([data, pic.data[:, :, -1:]], axis=2) if pic.has_alpha() else data
