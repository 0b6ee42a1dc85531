"""Colours: RGBColor, Hue, GrayLevel, CMYKColor, Opacity, the named colours, ColorQ,
Blend, Lighter, Darker, ColorData and ColorConvert.

The colour heads are inert (``Hue[0.5]`` stays); named colours evaluate to their
specification (``Red`` is ``RGBColor[1, 0, 0]``); Blend, Lighter and Darker compute exactly
when the colours and fractions are exact (``Lighter[Red]`` is ``RGBColor[1, 1/3, 1/3]``)."""

from fractions import Fraction

from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin, symbol_spec
from mathilda.algorithms.graphics import colors as C


def _no_call(ev, expr):
    return None


_DESCRIBE = {
    "Red": "red", "Green": "green", "Blue": "blue", "Black": "black", "White": "white",
    "Gray": "gray", "Cyan": "cyan", "Magenta": "magenta", "Yellow": "yellow",
    "Brown": "brown", "Orange": "orange", "Pink": "pink", "Purple": "purple",
    "DarkGray": "dark gray", "Transparent": "fully transparent",
    "LightRed": "light red", "LightGreen": "light green", "LightBlue": "light blue",
    "LightGray": "light gray", "LightCyan": "light cyan", "LightMagenta": "light magenta",
    "LightYellow": "light yellow", "LightBrown": "light brown",
    "LightOrange": "light orange", "LightPink": "light pink", "LightPurple": "light purple",
}


def _named(name):
    head, comps = C.NAMED[name]
    text = "%s[%s]" % (head, ", ".join(_num_text(c) for c in comps))
    what = _DESCRIBE.get(name, name.lower())
    builtin(name, value=lambda ev, n=name: C.named_color(n),
            usage="%s represents the %s colour in graphics: %s." % (name, what, text),
            examples=[(name, text)])(_no_call)


def _num_text(v):
    if isinstance(v, int):
        return str(v)
    s = "%g" % v
    return s if "." in s else s + "."


for _n in C.NAMED:
    _named(_n)


@builtin("RGBColor", nargs=(1, 4),
         usage="RGBColor[r, g, b] is the colour with red, green and blue parts between 0 "
               "and 1; RGBColor[r, g, b, a] with opacity a; RGBColor[{r, g, b}] is "
               "RGBColor[r, g, b]; RGBColor[\"#rrggbb\"] reads a hexadecimal colour.",
         examples=[("RGBColor[{1, 0.5, 0}]", "RGBColor[1, 0.5, 0]"),
                   ("RGBColor[\"#ff8000\"]", "RGBColor[1., 0.501961, 0.]"),
                   ("RGBColor[0.2, 0.4, 0.6]", "RGBColor[0.2, 0.4, 0.6]")])
def rgb_color(ev, expr):
    args = expr.args
    if len(args) == 1:
        a = args[0]
        if isinstance(a, Expression) and a.head is S.List and len(a.args) in (3, 4):
            return Expression(S.RGBColor, a.args)
        if type(a) is String:
            h = a.value.strip().lstrip("#")
            if len(h) in (3, 4):
                h = "".join(c * 2 for c in h)
            if len(h) in (6, 8):
                try:
                    vals = [int(h[i:i + 2], 16) / 255.0 for i in range(0, len(h), 2)]
                except ValueError:
                    return None
                return C.rgb_expr(*vals)
    return None


symbol_spec("Hue", usage="Hue[h] is the fully saturated, bright colour of hue h (0 red, 1/3 "
                         "green, 2/3 blue, taken modulo 1); Hue[h, s, b] with saturation and "
                         "brightness; Hue[h, s, b, a] with opacity.",
            examples=[("Hue[0.5]", "Hue[0.5]"),
                      ("ColorConvert[Hue[1/3], \"RGB\"]", "RGBColor[0., 1., 0.]")])
symbol_spec("GrayLevel", usage="GrayLevel[g] is the gray of level g (0 black, 1 white); "
                               "GrayLevel[g, a] with opacity a.",
            examples=[("GrayLevel[0.3]", "GrayLevel[0.3]")])
symbol_spec("CMYKColor", usage="CMYKColor[c, m, y, k] is the colour of cyan, magenta, "
                               "yellow and black parts between 0 and 1.",
            examples=[("ColorConvert[CMYKColor[0, 1, 1, 0], \"RGB\"]", "RGBColor[1, 0, 0]")])
symbol_spec("Opacity", usage="Opacity[a] is a directive: what follows is drawn with opacity "
                             "a (0 transparent, 1 opaque); Opacity[a, color] the colour with "
                             "that opacity.",
            examples=[("Opacity[0.5, Red]", "Opacity[0.5, RGBColor[1, 0, 0]]")])


@builtin("ColorQ", nargs=1,
         usage="ColorQ[expr] gives True if expr is a colour directive (RGBColor, Hue, "
               "GrayLevel, CMYKColor with numeric components), and False otherwise.",
         examples=[("ColorQ[Red]", "True"), ("ColorQ[Hue[0.2, 0.5, 1]]", "True"),
                   ("ColorQ[RGBColor[a, 0, 0]]", "False"), ("ColorQ[1]", "False")])
def color_q(ev, expr):
    return TRUE if C.is_color(expr.args[0]) else FALSE


def _rgb_result(c, keep_alpha=True):
    r, g, b, a = c
    return C.rgb_expr(r, g, b, a if keep_alpha else None)


def _fraction(ev, x):
    v = C.num(x)
    if v is None:
        n = ev.call("N", x)
        v = C.num(n)
    return v


_MSG = {"arg": "`1` is not a valid color or gradient specification.",
        "notent": "`1` is not a known entity, class, or tag for ColorData."}


@builtin("Blend", nargs=(1, 2), messages=_MSG,
         usage="Blend[{c1, c2}, t] mixes the colours: c1 at t = 0, c2 at t = 1; Blend[{c1, "
               "c2, ...}, t] runs through the colours at equal steps; Blend[{{x1, c1}, {x2, "
               "c2}, ...}, x] places them at the xi; Blend[{c1, c2, ...}] mixes them equally; "
               "Blend[\"gradient\", t] uses a ColorData gradient. Exact colours and t give "
               "exact components.",
         examples=[("Blend[{Red, Blue}]", "RGBColor[1/2, 0, 1/2]"),
                   ("Blend[{Red, Yellow}, 0.3]", "RGBColor[1., 0.3, 0.]"),
                   ("Blend[{Red, Green, Blue}, 3/4]", "RGBColor[0, 1/2, 1/2]"),
                   ("Blend[{{0, Black}, {10, White}}, 2]", "RGBColor[1/5, 1/5, 1/5]")])
def blend(ev, expr):
    spec = expr.args[0]
    if type(spec) is String:
        if spec.value not in C.GRADIENTS or len(expr.args) < 2:
            ev.message("Blend", "arg", spec)
            return None
        t = _fraction(ev, expr.args[1])
        if t is None:
            return None
        return C.rgb_expr(*C.gradient_rgb(spec.value, float(t)))
    if not (isinstance(spec, Expression) and spec.head is S.List and spec.args):
        return None
    items = spec.args
    if all(isinstance(i, Expression) and i.head is S.List and len(i.args) == 2
           for i in items) and not C.is_color(items[0]):
        pos = [_fraction(ev, i.args[0]) for i in items]
        cols = [C.exact_rgba(i.args[1]) for i in items]
    else:
        n = len(items)
        pos = [Fraction(k, n - 1) if n > 1 else 0 for k in range(n)]
        cols = [C.exact_rgba(i) for i in items]
    if any(c is None for c in cols) or any(p is None for p in pos):
        ev.message("Blend", "arg", spec)
        return None
    if len(expr.args) == 1:
        n = len(cols)
        return _rgb_result(C.blend(cols, [Fraction(1, n)] * n))
    t = expr.args[1]
    if isinstance(t, Expression) and t.head is S.List and len(t.args) == len(cols):
        w = [_fraction(ev, a) for a in t.args]
        if any(x is None for x in w) or sum(w) == 0:
            return None
        total = sum(w)
        return _rgb_result(C.blend(cols, [x / total for x in w]))
    tv = _fraction(ev, t)
    if tv is None:
        return None
    order = sorted(range(len(pos)), key=lambda i: pos[i])
    return _rgb_result(C.blend_at([cols[i] for i in order], [pos[i] for i in order], tv))


def _lighten(ev, expr, name, target):
    args = expr.args
    c = args[0]
    if isinstance(c, Expression) and c.head is S.List:
        return Expression(S.List, tuple(ev.call(name, x, *args[1:]) for x in c.args))
    f = Fraction(1, 3) if len(args) == 1 else _fraction(ev, args[1])
    col = C.exact_rgba(c)
    if col is None or f is None:
        return None
    f = max(0, min(1, f))
    r, g, b, a = C.blend([col, (target, target, target, None)], [1 - f, f])
    return C.rgb_expr(r, g, b, col[3])


@builtin("Lighter", nargs=(1, 2),
         usage="Lighter[color] is the colour a third of the way to white; Lighter[color, f] "
               "the fraction f of the way (an RGBColor; the opacity is kept).",
         examples=[("Lighter[Red]", "RGBColor[1, 1/3, 1/3]"),
                   ("Lighter[Blue, 0.5]", "RGBColor[0.5, 0.5, 1.]"),
                   ("Lighter[{Red, Green}, 1]", "{RGBColor[1, 1, 1], RGBColor[1, 1, 1]}")])
def lighter(ev, expr):
    return _lighten(ev, expr, "Lighter", 1)


@builtin("Darker", nargs=(1, 2),
         usage="Darker[color] is the colour a third of the way to black; Darker[color, f] "
               "the fraction f of the way (an RGBColor; the opacity is kept).",
         examples=[("Darker[Red]", "RGBColor[2/3, 0, 0]"),
                   ("Darker[GrayLevel[1], 1/2]", "RGBColor[1/2, 1/2, 1/2]")])
def darker(ev, expr):
    return _lighten(ev, expr, "Darker", 0)


# --- ColorData ----------------------------------------------------------------------------

_COLLECTIONS = ("Gradients", "Indexed", "Named")


def _cdf(name, kind):
    if kind == "Indexed":
        rng = Expression(S.List, (Integer(1), S.Infinity, Integer(1)))
    else:
        rng = Expression(S.List, (Integer(0), Integer(1)))
    return Expression(S.ColorDataFunction, (name, String(kind), rng))


def _indexed(scheme, i):
    rgb = C.indexed_color(scheme, i)
    return None if rgb is None else C.rgb_expr(*rgb)


@builtin("ColorData", nargs=(0, 2), messages=_MSG,
         usage="ColorData[\"scheme\"] gives a ColorDataFunction for a gradient (\"Rainbow\", "
               "\"TemperatureMap\", \"SunsetColors\", ...); ColorData[\"scheme\", t] the "
               "colour at t in 0..1; ColorData[n] an indexed scheme (97: the default plot "
               "colours, 1: the colours before version 10) and ColorData[n, i] its i-th "
               "colour; ColorData[n, \"ColorList\"] its list; ColorData[\"Gradients\"], "
               "ColorData[\"Indexed\"] and ColorData[] list what exists.",
         examples=[("ColorData[97, 1]", "RGBColor[0.368417, 0.506779, 0.709798]"),
                   ("ColorData[97][2]", "RGBColor[0.880722, 0.611041, 0.142051]"),
                   ("ColorData[\"Rainbow\"]",
                    "ColorDataFunction[Rainbow, Gradients, {0, 1}]"),
                   ("ColorQ[ColorData[\"TemperatureMap\", 0.3]]", "True"),
                   ("ColorData[\"NoSuch\"]", "ColorData[NoSuch]",
                    ["ColorData::notent: \"NoSuch\" is not a known entity, class, or tag for "
                     "ColorData."])])
def color_data(ev, expr):
    args = expr.args
    if not args:
        return Expression(S.List, tuple(String(c) for c in _COLLECTIONS))
    a = args[0]
    if type(a) is Integer:
        if C.indexed_color(a.value, 1) is None:
            ev.message("ColorData", "notent", a)
            return None
        if len(args) == 1:
            return _cdf(a, "Indexed")
        b = args[1]
        if type(b) is Integer:
            return _indexed(a.value, b.value)
        if type(b) is String and b.value == "ColorList":
            n = len(C.PALETTE_97) if a.value == 97 else 10
            return Expression(S.List, tuple(_indexed(a.value, i) for i in range(1, n + 1)))
        return None
    if type(a) is String:
        name = a.value
        if name in C.GRADIENTS:
            if len(args) == 1:
                return _cdf(a, "Gradients")
            t = _fraction(ev, args[1])
            if t is None:
                return None
            return C.rgb_expr(*C.gradient_rgb(name, float(t)))
        if len(args) == 1 and name == "Gradients":
            return Expression(S.List, tuple(String(g) for g in C.GRADIENTS
                                            if g != "DefaultDensityGradient"))
        if len(args) == 1 and name == "Indexed":
            return Expression(S.List, tuple(Integer(k) for k in sorted(C.INDEXED)))
        if len(args) == 1 and name == "Named":
            return Expression(S.List, tuple(String(n) for n in C.NAMED))
    ev.message("ColorData", "notent", a)
    return None


symbol_spec("ColorDataFunction",
            usage="ColorDataFunction[name, kind, range] is a colour scheme from ColorData; "
                  "applied to a value (a position 0..1 of a gradient, an index of an indexed "
                  "scheme) it gives the colour there.",
            examples=[("ColorData[97][1]", "RGBColor[0.368417, 0.506779, 0.709798]")])


@builtin("ColorDataFunction", sub=True,
         usage="ColorDataFunction[name, kind, range][x] gives the scheme's colour at x.",
         examples=[("ColorData[\"GrayTones\"][0]", "RGBColor[0.1, 0.1, 0.1]")])
def color_data_function_apply(ev, expr):
    f = expr.head
    if not (isinstance(f, Expression) and len(f.args) >= 2 and len(expr.args) == 1):
        return None
    name, x = f.args[0], expr.args[0]
    if isinstance(x, Expression) and x.head is S.List:
        return Expression(S.List, tuple(Expression(f, (e,)) for e in x.args))
    if type(name) is Integer:
        if type(x) is Integer:
            return _indexed(name.value, x.value)
        return None
    if type(name) is String and name.value in C.GRADIENTS:
        t = _fraction(ev, x)
        if t is None:
            return None
        return C.rgb_expr(*C.gradient_rgb(name.value, float(t)))
    return None


# --- ColorConvert ---------------------------------------------------------------------------

_SPACES = {"RGB": "RGBColor", "RGBColor": "RGBColor", "HSB": "Hue", "Hue": "Hue",
           "GrayLevel": "GrayLevel", "Grayscale": "GrayLevel", "CMYK": "CMYKColor",
           "CMYKColor": "CMYKColor"}


@builtin("ColorConvert", nargs=2,
         usage="ColorConvert[color, space] converts a colour to \"RGB\", \"HSB\" (Hue), "
               "\"GrayLevel\" or \"CMYK\" (also given as RGBColor, Hue, GrayLevel, "
               "CMYKColor).",
         examples=[("ColorConvert[Red, \"HSB\"]", "Hue[0., 1., 1.]"),
                   ("ColorConvert[RGBColor[1, 0.5, 0], \"GrayLevel\"]",
                    "GrayLevel[0.5925]")])
def color_convert(ev, expr):
    c, space = expr.args
    key = space.value if type(space) is String else space.name if type(space) is Symbol \
        else None
    target = _SPACES.get(key)
    col = C.exact_rgba(c)
    if target is None or col is None:
        return None
    r, g, b, a = col
    if target == "RGBColor":
        if isinstance(c, Expression) and c.head is S.RGBColor:
            return c
        return C.rgb_expr(r, g, b, a)
    fr, fg, fb = float(r), float(g), float(b)
    extra = () if a is None else (C.to_expr(a),)
    if target == "GrayLevel":
        return Expression(S.GrayLevel, (C.to_expr(0.299 * fr + 0.587 * fg + 0.114 * fb),)
                          + extra)
    if target == "Hue":
        mx, mn = max(fr, fg, fb), min(fr, fg, fb)
        d = mx - mn
        if d == 0:
            h = 0.0
        elif mx == fr:
            h = ((fg - fb) / d % 6) / 6
        elif mx == fg:
            h = ((fb - fr) / d + 2) / 6
        else:
            h = ((fr - fg) / d + 4) / 6
        s = 0.0 if mx == 0 else d / mx
        return Expression(S.Hue, (C.to_expr(float(h)), C.to_expr(float(s)),
                                  C.to_expr(float(mx))) + extra)
    k = 1 - max(fr, fg, fb)
    if k >= 1:
        cmy = (0.0, 0.0, 0.0)
    else:
        cmy = tuple((1 - v - k) / (1 - k) for v in (fr, fg, fb))
    return Expression(S.CMYKColor, tuple(C.to_expr(v) for v in cmy + (k,)) + extra)
