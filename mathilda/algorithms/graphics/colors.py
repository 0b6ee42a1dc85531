"""Colours: the colour directives as expressions and as RGBA tuples.

    RGBColor[r, g, b]  RGBColor[r, g, b, a]  RGBColor[{r, g, b}]     components in 0..1
    GrayLevel[g]  GrayLevel[g, a]
    Hue[h]  Hue[h, s, b]  Hue[h, s, b, a]                              h taken modulo 1
    CMYKColor[c, m, y, k]  CMYKColor[c, m, y, k, a]

``rgba(expr)`` gives the float tuple (r, g, b, a) of any of these (components clipped to
0..1), or None.  ``exact_rgba(expr)`` keeps exact components (ints and Fractions), which
Blend, Lighter and Darker use so that ``Lighter[Red]`` is ``RGBColor[1, 1/3, 1/3]`` as in
the Wolfram Language.

The named colours (``Red`` ...), the indexed scheme 97 (the default plot colours, first
``RGBColor[0.368417, 0.506779, 0.709798]``) and the gradients used by ColorData and the
density and contour plots are tables below.  The gradient stops approximate the Wolfram
Language's schemes (same hues in the same order); they are not Wolfram's exact data."""

from fractions import Fraction

from mathilda.core.expr import Expression, Integer, Rational, Real, Symbol, S, make_rational

# --- numbers ---------------------------------------------------------------------------------


def num(x):
    """A Python number for a numeric atom (int, Fraction or float), else None."""
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return x.value
    if t is Real:
        return float(x.value)
    return None


def to_expr(v):
    """An Integer, Rational or machine Real for a Python number."""
    if isinstance(v, bool):
        return Integer(int(v))
    if isinstance(v, int):
        return Integer(v)
    if isinstance(v, Fraction):
        return make_rational(v)
    return Real(float(v))


def _clip(v):
    return 0.0 if v < 0 else 1.0 if v > 1 else float(v)


# --- named colours ---------------------------------------------------------------------------

_R = Real

# name -> (head, components) with the components as the Wolfram Language writes them
NAMED = {
    "Red": ("RGBColor", (1, 0, 0)),
    "Green": ("RGBColor", (0, 1, 0)),
    "Blue": ("RGBColor", (0, 0, 1)),
    "Black": ("GrayLevel", (0,)),
    "White": ("GrayLevel", (1,)),
    "Gray": ("GrayLevel", (0.5,)),
    "Cyan": ("RGBColor", (0, 1, 1)),
    "Magenta": ("RGBColor", (1, 0, 1)),
    "Yellow": ("RGBColor", (1, 1, 0)),
    "Brown": ("RGBColor", (0.6, 0.4, 0.2)),
    "Orange": ("RGBColor", (1, 0.5, 0)),
    "Pink": ("RGBColor", (1, 0.5, 0.5)),
    "Purple": ("RGBColor", (0.5, 0, 0.5)),
    "LightRed": ("RGBColor", (1, 0.85, 0.85)),
    "LightGreen": ("RGBColor", (0.88, 1, 0.88)),
    "LightBlue": ("RGBColor", (0.87, 0.94, 1)),
    "LightGray": ("GrayLevel", (0.85,)),
    "LightCyan": ("RGBColor", (0.9, 1, 1)),
    "LightMagenta": ("RGBColor", (1, 0.9, 1)),
    "LightYellow": ("RGBColor", (1, 1, 0.85)),
    "LightBrown": ("RGBColor", (0.94, 0.91, 0.88)),
    "LightOrange": ("RGBColor", (1, 0.9, 0.8)),
    "LightPink": ("RGBColor", (1, 0.925, 0.925)),
    "LightPurple": ("RGBColor", (0.94, 0.88, 0.94)),
    "DarkGray": ("GrayLevel", (0.25,)),
    "Transparent": ("GrayLevel", (0, 0)),
}


def named_color(name):
    """The expression a named colour symbol evaluates to (``Red`` -> RGBColor[1, 0, 0])."""
    head, comps = NAMED[name]
    return Expression(Symbol(head), tuple(to_expr(c) for c in comps))


# --- conversions -----------------------------------------------------------------------------

COLOR_HEADS = ("RGBColor", "GrayLevel", "Hue", "CMYKColor")


def hsb_to_rgb(h, s, b):
    """HSB (hue in turns) to RGB floats."""
    h = float(h) % 1.0
    s = _clip(s)
    b = _clip(b)
    i = int(h * 6.0) % 6
    f = h * 6.0 - int(h * 6.0)
    p = b * (1 - s)
    q = b * (1 - s * f)
    t = b * (1 - s * (1 - f))
    return [(b, t, p), (q, b, p), (p, b, t), (p, q, b), (t, p, b), (b, p, q)][i]


def _components(x):
    """The numeric components of a colour expression (list of Python numbers), or None."""
    args = x.args
    if len(args) == 1 and isinstance(args[0], Expression) and args[0].head is S.List:
        args = args[0].args
    out = []
    for a in args:
        v = num(a)
        if v is None:
            return None
        out.append(v)
    return out


def exact_rgba(x):
    """(r, g, b, alpha_or_None) with exact components where the colour has them, or None.

    GrayLevel, RGBColor and CMYKColor convert exactly; Hue converts with floats."""
    if type(x) is Symbol and x.name in NAMED:
        x = named_color(x.name)
    if not isinstance(x, Expression) or type(x.head) is not Symbol:
        return None
    name = x.head.name
    if name not in COLOR_HEADS:
        return None
    c = _components(x)
    if c is None:
        return None
    n = len(c)
    if name == "RGBColor" and n in (3, 4):
        return c[0], c[1], c[2], (c[3] if n == 4 else None)
    if name == "GrayLevel" and n in (1, 2):
        return c[0], c[0], c[0], (c[1] if n == 2 else None)
    if name == "Hue" and n in (1, 3, 4):
        r, g, b = hsb_to_rgb(c[0], c[1], c[2]) if n >= 3 else hsb_to_rgb(c[0], 1, 1)
        return r, g, b, (c[3] if n == 4 else None)
    if name == "CMYKColor" and n in (4, 5):
        cc, m, y, k = c[:4]
        return (1 - cc) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k), \
            (c[4] if n == 5 else None)
    return None


def is_color(x):
    return exact_rgba(x) is not None


def rgba(x, opacity=None):
    """Float (r, g, b, a) of a colour expression (clipped to 0..1), or None; ``opacity``
    (a float) replaces a missing alpha."""
    c = exact_rgba(x)
    if c is None:
        return None
    r, g, b, a = c
    if a is None:
        a = 1.0 if opacity is None else opacity
    return _clip(r), _clip(g), _clip(b), _clip(a)


def rgb_expr(r, g, b, a=None):
    """RGBColor[r, g, b] (or with alpha) with the components as Exprs."""
    comps = (r, g, b) if a is None else (r, g, b, a)
    return Expression(S.RGBColor, tuple(to_expr(v) for v in comps))


def blend(colors, weights):
    """The colour mixing ``colors`` (exact_rgba tuples) with ``weights`` (summing to 1);
    exact when every input is."""
    r = g = b = 0
    alpha = None
    any_alpha = any(c[3] is not None for c in colors)
    for c, w in zip(colors, weights):
        r += w * c[0]
        g += w * c[1]
        b += w * c[2]
        if any_alpha:
            alpha = (alpha or 0) + w * (1 if c[3] is None else c[3])
    return r, g, b, alpha


def blend_at(colors, positions, t):
    """Blend of ``colors`` placed at increasing ``positions`` at parameter ``t``: linear
    interpolation between the two neighbours (clamped at the ends)."""
    if t <= positions[0]:
        return colors[0]
    if t >= positions[-1]:
        return colors[-1]
    for i in range(len(positions) - 1):
        lo, hi = positions[i], positions[i + 1]
        if lo <= t <= hi:
            if hi == lo:
                return colors[i + 1]
            if all(isinstance(v, (int, Fraction)) for v in (t, lo, hi)):
                u = Fraction(t - lo) / (hi - lo)
            else:
                u = (t - lo) / (hi - lo)
            return blend([colors[i], colors[i + 1]], [1 - u, u])
    return colors[-1]


# --- indexed schemes -------------------------------------------------------------------------

PALETTE_97 = [
    (0.368417, 0.506779, 0.709798), (0.880722, 0.611041, 0.142051),
    (0.560181, 0.691569, 0.194885), (0.922526, 0.385626, 0.209179),
    (0.528488, 0.470624, 0.701351), (0.772079, 0.431554, 0.102387),
    (0.363898, 0.618501, 0.782349), (1, 0.75, 0), (0.647624, 0.37816, 0.614037),
    (0.571589, 0.586483, 0.), (0.915, 0.3325, 0.2125),
    (0.40082222609352647, 0.5220066643438841, 0.85),
    (0.9728288904374106, 0.621644452187053, 0.07336199581899142),
    (0.736782672705901, 0.358, 0.5030266573755369),
    (0.28026441037696703, 0.715, 0.4292089322474965),
]


def palette_97(i):
    """The i-th (1-based) default plot colour as an RGB float triple; the fifteen colours
    repeat."""
    return PALETTE_97[(i - 1) % len(PALETTE_97)]


def palette_1(i):
    """ColorData[1] (the default plot colours before version 10): Hue-based."""
    h = (0.67 + 2 * (i - 1) / 1.618033988749895) % 1.0
    return hsb_to_rgb(h, 0.6, 0.6)


INDEXED = {97: palette_97, 1: palette_1}


def indexed_color(scheme, i):
    f = INDEXED.get(scheme)
    return None if f is None else f(i)


# --- gradients -------------------------------------------------------------------------------

GRADIENTS = {
    "Rainbow": [(0.47, 0.11, 0.53), (0.25, 0.25, 0.78), (0.3, 0.56, 0.77), (0.44, 0.73, 0.5),
                (0.73, 0.79, 0.27), (0.89, 0.66, 0.2), (0.9, 0.4, 0.17), (0.86, 0.13, 0.13)],
    "DarkRainbow": [(0.24, 0.26, 0.57), (0.24, 0.49, 0.58), (0.38, 0.62, 0.45),
                    (0.66, 0.68, 0.3), (0.82, 0.55, 0.2), (0.78, 0.24, 0.15)],
    "TemperatureMap": [(0.18, 0.3, 0.85), (0.46, 0.63, 0.95), (0.79, 0.87, 0.96),
                       (0.97, 0.89, 0.78), (0.95, 0.6, 0.43), (0.8, 0.23, 0.17)],
    "ThermometerColors": [(0.16, 0.1, 0.6), (0.33, 0.5, 0.9), (0.76, 0.84, 0.95),
                          (0.95, 0.82, 0.7), (0.89, 0.45, 0.3), (0.55, 0.05, 0.08)],
    "SunsetColors": [(0, 0, 0), (0.37, 0.14, 0.48), (0.78, 0.23, 0.31), (0.97, 0.55, 0.16),
                     (1, 0.86, 0.45), (1, 1, 1)],
    "GrayTones": [(0.1, 0.1, 0.1), (0.5, 0.5, 0.5), (0.95, 0.95, 0.95)],
    "GrayYellowTones": [(0.2, 0.2, 0.3), (0.55, 0.55, 0.5), (0.95, 0.85, 0.3)],
    "BlueGreenYellow": [(0.13, 0.04, 0.41), (0.1, 0.38, 0.55), (0.2, 0.65, 0.5),
                        (0.6, 0.85, 0.3), (0.98, 0.98, 0.2)],
    "LakeColors": [(0.29, 0.07, 0.54), (0.25, 0.35, 0.72), (0.33, 0.62, 0.82),
                   (0.6, 0.85, 0.86), (0.95, 0.98, 0.95)],
    "AlpineColors": [(0.27, 0.3, 0.36), (0.35, 0.5, 0.47), (0.53, 0.66, 0.47),
                     (0.76, 0.74, 0.57), (0.95, 0.95, 0.95)],
    "SolarColors": [(0.45, 0.05, 0.03), (0.75, 0.25, 0.05), (0.95, 0.55, 0.1),
                    (1, 0.8, 0.25), (1, 0.95, 0.55)],
    "Pastel": [(0.78, 0.49, 0.75), (0.6, 0.66, 0.92), (0.55, 0.85, 0.8), (0.85, 0.9, 0.55),
               (0.98, 0.78, 0.55), (0.95, 0.55, 0.55)],
    "RedBlueTones": [(0.46, 0.09, 0.1), (0.8, 0.45, 0.38), (0.93, 0.88, 0.85),
                     (0.5, 0.67, 0.8), (0.16, 0.3, 0.5)],
    "DeepSeaColors": [(0.17, 0, 0.3), (0.15, 0.2, 0.65), (0.2, 0.55, 0.85),
                      (0.55, 0.85, 0.95), (0.95, 1, 1)],
    "AvocadoColors": [(0, 0, 0), (0.1, 0.35, 0.1), (0.45, 0.65, 0.15), (0.95, 0.95, 0.35)],
    "CMYKColors": [(0.27, 0.8, 0.94), (0.8, 0.3, 0.7), (0.94, 0.9, 0.2), (0.15, 0.15, 0.15)],
    "M10DefaultDensityGradient": [(0.14, 0.08, 0.38), (0.36, 0.2, 0.55), (0.64, 0.3, 0.55),
                                  (0.88, 0.47, 0.42), (0.98, 0.71, 0.43),
                                  (1, 0.93, 0.66)],
}
GRADIENTS["DefaultDensityGradient"] = GRADIENTS["M10DefaultDensityGradient"]


def gradient_rgb(name, t):
    """The RGB float triple of gradient ``name`` at t in 0..1 (clamped)."""
    stops = GRADIENTS[name]
    t = _clip(t)
    n = len(stops) - 1
    x = t * n
    i = min(int(x), n - 1)
    u = x - i
    a, b = stops[i], stops[i + 1]
    return tuple(a[k] + u * (b[k] - a[k]) for k in range(3))


def gradient_array(name, ts):
    """RGB floats (an n x 3 NumPy array) of gradient ``name`` at the values ``ts``
    (NaN gives transparent black rows in the caller's alpha)."""
    import numpy as np
    stops = np.asarray(GRADIENTS[name], dtype=float)
    grid = np.linspace(0.0, 1.0, len(stops))
    t = np.clip(np.nan_to_num(np.asarray(ts, dtype=float), nan=0.0), 0.0, 1.0)
    return np.stack([np.interp(t, grid, stops[:, k]) for k in range(3)], axis=-1)
