"""Reading the options of a Graphics or Graphics3D expression.

``graphics_options(expr)`` gives a dict name -> Expr of the options of ``Graphics[prims,
opts...]`` (the first setting of a name wins, as option lookup does; lists of rules are
flattened).  The parsers below turn one option value into what the renderers use:
plot ranges, paddings, aspect ratios, image sizes, ticks, axes and frame flags, labels."""

from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.algorithms.graphics.colors import num
from mathilda.algorithms.graphics.numeric import real_array, real_scalar

GOLDEN = 0.6180339887498949
NAMED_SIZES = {"Tiny": 100.0, "Small": 180.0, "Medium": 360.0, "Large": 576.0}
AUTO = S.Automatic


def _rules(args):
    for a in args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
                len(a.args) == 2:
            yield a
        elif isinstance(a, Expression) and a.head is S.List:
            yield from _rules(a.args)


def graphics_options(expr):
    """name -> value for the options after the first argument of ``expr``."""
    out = {}
    for r in _rules(expr.args[1:]):
        k = r.args[0]
        name = k.name if type(k) is Symbol else k.value if type(k) is String else None
        if name is not None and name not in out:
            out[name] = r.args[1]
    return out


def is_true(x):
    return x is TRUE


def is_list(x, n=None):
    return isinstance(x, Expression) and x.head is S.List and (n is None or len(x.args) == n)


def pair(x, default=None):
    """(a, b) for {a, b}; (x, x) otherwise."""
    if is_list(x, 2):
        return x.args[0], x.args[1]
    return (x, x) if x is not None else (default, default)


# --- plot range ---------------------------------------------------------------------------------

def _range_entry(x):
    """One dimension's PlotRange: (lo, hi) with floats or the strings 'auto', 'all', 'full'
    for an end, or None for the whole dimension being automatic."""
    if x is AUTO or x is None:
        return ("auto", "auto")
    if x is S.All:
        return ("all", "all")
    if x is S.Full:
        return ("full", "full")
    if is_list(x, 2):
        ends = []
        for e in x.args:
            if e is AUTO:
                ends.append("auto")
            elif e is S.All:
                ends.append("all")
            elif e is S.Full:
                ends.append("full")
            else:
                v = real_scalar(e)
                ends.append(v if v is not None else "auto")
        return tuple(ends)
    v = real_scalar(x)
    if v is not None:
        return (-abs(v), abs(v))
    return ("auto", "auto")


def plot_range(x, dim=2):
    """A list of ``dim`` (lo, hi) entries from a PlotRange value."""
    if x is None or x is AUTO or x is S.All or x is S.Full:
        return [_range_entry(x)] * dim
    if is_list(x) and len(x.args) == dim and all(
            is_list(e, 2) or e in (AUTO, S.All, S.Full) or real_scalar(e) is not None
            for e in x.args) and any(not _is_number(e) for e in x.args):
        return [_range_entry(e) for e in x.args]
    if is_list(x, 2) and dim == 2:
        # {min, max}: the y range
        return [("auto", "auto"), _range_entry(x)]
    if is_list(x, 2) and dim == 3 and all(_is_number(e) for e in x.args):
        return [("auto", "auto"), ("auto", "auto"), _range_entry(x)]
    v = real_scalar(x)
    if v is not None:
        return [(-abs(v), abs(v))] * dim
    return [("auto", "auto")] * dim


def _is_number(e):
    return real_scalar(e) is not None


def resolve_range(spec, data_lo, data_hi):
    """Float (lo, hi) for one dimension from its spec and the data bounds."""
    lo, hi = spec
    lo = data_lo if isinstance(lo, str) else lo
    hi = data_hi if isinstance(hi, str) else hi
    if lo is None or hi is None:
        return None
    if hi < lo:
        lo, hi = hi, lo
    return lo, hi


def padding(x, dim=2, default=0.02):
    """Per dimension (lo_pad, hi_pad): each ('scaled', s) or ('abs', v)."""
    def one(e):
        if e is None or e is AUTO:
            return ("scaled", default)
        if e is S["None"]:
            return ("abs", 0.0)
        if isinstance(e, Expression) and e.head is S.Scaled and e.args:
            v = real_scalar(e.args[0])
            return ("scaled", v if v is not None else default)
        v = real_scalar(e)
        return ("abs", v) if v is not None else ("scaled", default)

    if is_list(x, dim):
        out = []
        for e in x.args:
            if is_list(e, 2):
                out.append((one(e.args[0]), one(e.args[1])))
            else:
                p = one(e)
                out.append((p, p))
        return out
    p = one(x)
    return [(p, p)] * dim


def image_padding(x):
    """ImagePadding as (left, right, bottom, top) in points, None where it is automatic:
    a number for every side, {{left, right}, {bottom, top}}, None (no padding)."""
    def one(e):
        if e is S["None"]:
            return 0.0
        v = real_scalar(e)
        return max(0.0, v) if v is not None else None

    if x is None or x is AUTO or x is S.All:
        return (None,) * 4
    if is_list(x, 2) and all(is_list(e, 2) for e in x.args):
        (l_, r), (b, t) = x.args[0].args, x.args[1].args
        return one(l_), one(r), one(b), one(t)
    v = one(x)
    return (v,) * 4


def apply_padding(lo, hi, pad):
    span = hi - lo
    (k0, v0), (k1, v1) = pad
    lo -= v0 * span if k0 == "scaled" else v0
    hi += v1 * span if k1 == "scaled" else v1
    return lo, hi


# --- sizes ------------------------------------------------------------------------------------

def aspect_ratio(x):
    """A float, 'auto' (true scale) or 'full'."""
    if x is None or x is AUTO:
        return "auto"
    if x is S.Full:
        return "full"
    v = real_scalar(x)
    if v is None:
        return "auto"
    return v if v > 0 else "auto"


def image_size(x):
    """(width or None, height or None) in points."""
    if x is None or x is AUTO:
        return None, None
    if type(x) is Symbol and x.name in NAMED_SIZES:
        return NAMED_SIZES[x.name], None
    v = real_scalar(x)
    if v is not None:
        return v, None
    if is_list(x, 2):
        w, h = x.args
        wv = NAMED_SIZES.get(w.name) if type(w) is Symbol else real_scalar(w)
        hv = NAMED_SIZES.get(h.name) if type(h) is Symbol else real_scalar(h)
        return wv, hv
    if isinstance(x, Expression) and x.head in (S.UpTo,) and x.args:
        return real_scalar(x.args[0]), None
    return None, None


# --- axes, frames, ticks ------------------------------------------------------------------------

def bool_pair(x, default=(False, False)):
    if x is None:
        return default
    if is_list(x, 2):
        return tuple(a is TRUE for a in x.args)
    if x is TRUE:
        return (True, True)
    if x is FALSE or x is S["None"]:
        return (False, False)
    return default


def frame_flags(x):
    """(left, right, bottom, top) from Frame -> True | {bottom/left..} forms."""
    if x is None or x is FALSE or x is S["None"]:
        return (False, False, False, False)
    if x is TRUE or x is S.All:
        return (True, True, True, True)
    if is_list(x, 2):
        a, b = x.args
        if is_list(a, 2) and is_list(b, 2):
            return (a.args[0] is TRUE, a.args[1] is TRUE, b.args[0] is TRUE,
                    b.args[1] is TRUE)
        # {bottom&top?, left&right?}: Frame -> {True, False} means bottom and left...
        return (b is TRUE, False, a is TRUE, False)
    if is_list(x, 4):
        b, l_, t, r = (e is TRUE for e in x.args)
        return (l_, r, b, t)
    return (False, False, False, False)


def frame_labels(x):
    """(left, right, bottom, top) label expressions (None for none)."""
    none = S["None"]

    def lab(e):
        return None if e is None or e is none else e
    if x is None or x is none:
        return (None, None, None, None)
    if is_list(x, 2):
        a, b = x.args
        if is_list(a, 2) and is_list(b, 2):
            return (lab(a.args[0]), lab(a.args[1]), lab(b.args[0]), lab(b.args[1]))
        return (lab(b), None, lab(a), None)
    if is_list(x, 4):
        b, l_, t, r = x.args
        return (lab(l_), lab(r), lab(b), lab(t))
    return (None, None, lab(x), None)


def ticks_spec(x):
    """'auto', None (no ticks) or a list of (position, label-or-None, (len_in, len_out) or
    None, style expr or None)."""
    if x is None or x is AUTO or x is TRUE:
        return "auto"
    if x is S["None"] or x is FALSE:
        return None
    if is_list(x):
        out = []
        for t in x.args:
            if is_list(t) and t.args:
                pos = real_scalar(t.args[0])
                if pos is None:
                    continue
                label = t.args[1] if len(t.args) > 1 else None
                length = None
                if len(t.args) > 2:
                    ln = real_array(t.args[2])
                    if ln is not None:
                        length = (float(ln), 0.0) if ln.ndim == 0 else \
                            (float(ln[0]), float(ln[1]))
                style = t.args[3] if len(t.args) > 3 else None
                out.append((pos, label, length, style))
            else:
                pos = real_scalar(t)
                if pos is not None:
                    out.append((pos, "number", None, None))
        return out
    return "auto"


def per_axis(x, n=2):
    """The per-axis entries of an option like Ticks -> {xspec, yspec}; a single value
    applies to all axes."""
    if is_list(x, n) and not all(_is_number(e) or is_list(e) and e.args and
                                 _is_number(e.args[0]) for e in x.args):
        return list(x.args)
    if is_list(x, n) and all(is_list(e) or e in (AUTO, S["None"]) for e in x.args):
        return list(x.args)
    return [x] * n


def gridlines_spec(x):
    """Per axis: None, 'auto' or a list of (position, style expr or None)."""
    def one(e):
        if e is None or e is S["None"] or e is FALSE:
            return None
        if e is AUTO or e is TRUE:
            return "auto"
        if is_list(e):
            out = []
            for t in e.args:
                if is_list(t) and t.args:
                    p = real_scalar(t.args[0])
                    if p is not None:
                        out.append((p, t.args[1] if len(t.args) > 1 else None))
                else:
                    p = real_scalar(t)
                    if p is not None:
                        out.append((p, None))
            return out
        return None
    if x is None or x is S["None"]:
        return [None, None]
    if x is AUTO:
        return ["auto", "auto"]
    if is_list(x, 2) and all(is_list(e) or type(e) is Symbol for e in x.args):
        return [one(e) for e in x.args]
    return [one(x), one(x)]


def axes_origin(x):
    if is_list(x, 2):
        return tuple(real_scalar(e) for e in x.args)
    return (None, None)


def label_pair(x):
    """AxesLabel: (xlabel, ylabel) expressions or None."""
    none = S["None"]
    if x is None or x is none:
        return (None, None)
    if is_list(x, 2):
        return tuple(None if e is none else e for e in x.args)
    if is_list(x, 3):
        return tuple(None if e is none else e for e in x.args)
    return (None, x)


def integer(x, default):
    return x.value if type(x) is Integer else default


def number(x, default):
    v = num(x) if x is not None else None
    return float(v) if v is not None else default
