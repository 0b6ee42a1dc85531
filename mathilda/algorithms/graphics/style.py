"""Graphics directives: the drawing state a primitive is drawn with.

A ``Style`` holds the colour, opacity, thickness, point size, dashing, edge and face forms,
arrowheads and font of the primitives that follow a directive in a list (and in its
sublists: the walker copies the style on entering a list).  ``apply(style, d)`` returns
the style with directive ``d`` applied, or None when ``d`` is not a directive.

Sizes: absolute sizes are in printer's points (1/72 inch); relative ones (Thickness[0.01],
PointSize[0.02]) are fractions of the plot's width, resolved by the renderer."""

from mathilda.core.expr import Expression, Symbol, S, String, TRUE
from mathilda.algorithms.graphics.colors import is_color, num, rgba

# named sizes in points (Thickness[Large], PointSize[Small], Dashing[{Small, Small}])
THICKNESS_NAMED = {"Tiny": 0.25, "Small": 0.5, "Medium": 1.0, "Large": 2.0}
POINTSIZE_NAMED = {"Tiny": 2.0, "Small": 3.0, "Medium": 5.0, "Large": 8.0}
DASH_NAMED = {"Tiny": 1.5, "Small": 4.0, "Medium": 7.0, "Large": 12.0}
ARROW_NAMED = {"Tiny": 0.015, "Small": 0.025, "Medium": 0.04, "Large": 0.07}


class Style:
    __slots__ = ("color", "opacity", "thickness", "pointsize", "dashing", "edge", "face",
                 "arrowheads", "font")

    def __init__(self):
        self.color = None           # (r, g, b, a) or None: the primitive's default
        self.opacity = None         # float multiplying the alpha
        self.thickness = None       # ("abs", points) | ("rel", fraction of width)
        self.pointsize = None       # the same
        self.dashing = None         # list of ("abs"|"rel", length); [] = solid
        self.edge = None            # None: default edges; False: none; Style: this style
        self.face = None            # None: default faces; False: none; Style
        self.arrowheads = None      # (size spec, positions) or False
        self.font = None            # dict: size, weight, slant, family, color

    def copy(self):
        s = Style.__new__(Style)
        for k in Style.__slots__:
            setattr(s, k, getattr(self, k))
        return s

    def rgba(self, default=(0.0, 0.0, 0.0, 1.0)):
        """The colour to draw with, opacity applied."""
        c = self.color if self.color is not None else default
        if self.opacity is not None:
            c = (c[0], c[1], c[2], c[3] * self.opacity)
        return c

    def edge_style(self):
        return self.edge if isinstance(self.edge, Style) else None

    def face_rgba(self, default):
        f = self.face
        if isinstance(f, Style):
            base = f.rgba(self.rgba(default))
            return base
        return self.rgba(default)


def _size(x, named):
    """("abs", v) for a named size, a float for a number, else None."""
    if type(x) is Symbol and x.name in named:
        return ("abs", named[x.name])
    v = num(x)
    return None if v is None else float(v)


def _dash_list(x, absolute):
    items = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    out = []
    for it in items:
        if type(it) is Symbol and it.name in DASH_NAMED:
            out.append(("abs", DASH_NAMED[it.name]))
            continue
        v = num(it)
        if v is None:
            return None
        out.append(("abs" if absolute else "rel", float(v)))
    if len(out) == 1:
        out = out * 2
    return out


_DASHES = {"Dashed": [("abs", 4.0), ("abs", 4.0)], "Dotted": [("abs", 0.0), ("abs", 4.0)],
           "DotDashed": [("abs", 0.0), ("abs", 4.0), ("abs", 4.0), ("abs", 4.0)]}
_THICK = {"Thick": ("abs", THICKNESS_NAMED["Large"]), "Thin": ("abs", THICKNESS_NAMED["Tiny"])}
IGNORED = {"CapForm", "JoinForm", "Specularity", "Glow", "Lighting", "ZOffset",
           "AbsoluteDashingOffset", "StrokeForm", "Antialiasing"}


def apply(style, d):
    """``style`` with directive ``d`` applied (a copy), or None when ``d`` is no directive."""
    if is_color(d):
        s = style.copy()
        s.color = rgba(d)
        return s
    if type(d) is Symbol:
        name = d.name
        if name in _DASHES:
            s = style.copy()
            s.dashing = list(_DASHES[name])
            return s
        if name in _THICK:
            s = style.copy()
            s.thickness = _THICK[name]
            return s
        return None
    if not isinstance(d, Expression) or type(d.head) is not Symbol:
        return None
    name = d.head.name
    args = d.args
    if name == "Directive":
        s = style
        for a in _flat(args):
            t = apply(s, a)
            if t is not None:
                s = t
        return s if s is not style else style.copy()
    if name == "Opacity" and args:
        a = num(args[0])
        if a is None:
            return None
        s = style.copy()
        s.opacity = max(0.0, min(1.0, float(a)))
        if len(args) > 1 and is_color(args[1]):
            s.color = rgba(args[1])
        return s
    if name in ("Thickness", "AbsoluteThickness") and len(args) == 1:
        v = _size(args[0], THICKNESS_NAMED)
        if v is None:
            return None
        s = style.copy()
        s.thickness = v if isinstance(v, tuple) else \
            (("abs" if name == "AbsoluteThickness" else "rel"), v)
        return s
    if name in ("PointSize", "AbsolutePointSize") and len(args) == 1:
        v = _size(args[0], POINTSIZE_NAMED)
        if v is None:
            return None
        s = style.copy()
        s.pointsize = v if isinstance(v, tuple) else \
            (("abs" if name == "AbsolutePointSize" else "rel"), v)
        return s
    if name in ("Dashing", "AbsoluteDashing") and args:
        dl = _dash_list(args[0], name == "AbsoluteDashing")
        if dl is None:
            return None
        s = style.copy()
        s.dashing = [x for x in dl if x[1] >= 0] if any(x[1] > 0 for x in dl) else []
        return s
    if name == "EdgeForm":
        s = style.copy()
        if not args:
            s.edge = False
            return s
        e = Style()
        for a in _flat(args):
            if a is S["None"]:
                s.edge = False
                return s
            t = apply(e, a)
            if t is not None:
                e = t
        s.edge = e
        return s
    if name == "FaceForm":
        s = style.copy()
        if not args or args[0] is S["None"]:
            s.face = False
            return s
        f = Style()
        for a in _flat(args[:1]):
            t = apply(f, a)
            if t is not None:
                f = t
        s.face = f
        return s
    if name == "Arrowheads":
        s = style.copy()
        s.arrowheads = _arrowheads(args)
        return s
    if name in IGNORED:
        return style.copy()
    return None


def _flat(args):
    for a in args:
        if isinstance(a, Expression) and a.head is S.List:
            yield from _flat(a.args)
        else:
            yield a


def _arrowheads(args):
    """(list of (size, position)) for Arrowheads[s], Arrowheads[{s1, s2}],
    Arrowheads[{{s, pos}, ...}]; sizes are fractions of the plot width."""
    if not args:
        return False
    spec = args[0]
    if isinstance(spec, Expression) and spec.head is S.List:
        out = []
        items = spec.args
        n = len(items)
        for i, it in enumerate(items):
            if isinstance(it, Expression) and it.head is S.List and it.args:
                sz = _arrow_size(it.args[0])
                pos = num(it.args[1]) if len(it.args) > 1 else (1.0 if n == 1 else i / (n - 1))
                if sz is None or pos is None:
                    continue
                out.append((sz, float(pos)))
            else:
                sz = _arrow_size(it)
                if sz is None:
                    continue
                # {-s, s}: a backward head at the start and one at the end
                out.append((sz, 1.0 if n == 1 else i / (n - 1)))
        return out
    sz = _arrow_size(spec)
    if sz is None:
        return None
    return [(sz, 1.0)]


def _arrow_size(x):
    if type(x) is Symbol:
        v = ARROW_NAMED.get(x.name)
        return v
    v = num(x)
    return None if v is None else float(v)


# --- fonts (Style[text, ...] options and directives) -------------------------------------------

def font_of(style, items):
    """``style`` with the font settings among ``items`` applied: a number (the size),
    Bold, Italic, Plain, colours, FontSize -> n, FontWeight -> w, FontSlant -> s,
    FontColor -> c, FontFamily -> "name"; other directives apply as usual."""
    s = style.copy()
    font = dict(s.font or {})
    for it in _flat(items):
        v = num(it)
        if v is not None:
            font["size"] = float(v)
            continue
        if type(it) is Symbol:
            if it.name == "Bold":
                font["weight"] = "bold"
                continue
            if it.name == "Italic":
                font["slant"] = "italic"
                continue
            if it.name == "Plain":
                font["weight"] = "normal"
                font["slant"] = "normal"
                continue
            if it.name in ("Small", "Medium", "Large", "Tiny"):
                font["size"] = {"Tiny": 7.0, "Small": 9.0, "Medium": 12.0,
                                "Large": 16.0}[it.name]
                continue
        if isinstance(it, Expression) and it.head in (S.Rule, S.RuleDelayed) and \
                len(it.args) == 2:
            key, val = it.args
            key = key.name if type(key) is Symbol else key.value if type(key) is String \
                else None
            if key == "FontSize":
                v = num(val)
                if v is not None:
                    font["size"] = float(v)
            elif key == "FontWeight":
                w = _name(val)
                font["weight"] = "bold" if w in ("Bold", "SemiBold", "Heavy", "Black") \
                    else "normal"
            elif key == "FontSlant":
                font["slant"] = "italic" if _name(val) in ("Italic", "Oblique") \
                    else "normal"
            elif key == "FontColor" and is_color(val):
                font["color"] = rgba(val)
            elif key == "FontFamily" and type(val) is String:
                font["family"] = val.value
            elif key == "Background" and is_color(val):
                font["background"] = rgba(val)
            continue
        t = apply(s, it)
        if t is not None:
            s = t
    s.font = font
    return s


def _name(v):
    if type(v) is Symbol:
        return v.name
    if type(v) is String:
        return v.value
    return None


def truthy(x):
    return x is TRUE
