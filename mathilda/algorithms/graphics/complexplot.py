"""Plots of complex functions: ComplexPlot, ComplexPlot3D, AbsArgPlot (ReImPlot and
ComplexListPlot are drawn by Plot and ListPlot).

``ComplexSampler(ev, body, z)`` gives complex values of ``body`` at a complex NumPy array
of points: through the translator to NumPy in complex mode when it knows every function
of the body, else with ``z`` bound to a packed complex array of all the points (checked at
three points against point-by-point evaluation), else point by point; NaN marks values
that are not numbers.  The colours follow the Wolfram Language's: the hue gives the
argument (red for positive reals, cyan for negative, Hue[Arg/(2 Pi)]), and by default the
lightness grows with the modulus (dark at zeros, light at poles)."""

import math

from mathilda.core.expr import Complex, Expression, Integer, Real, S, String, TRUE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.sampling import _Bound


def _np():
    import numpy as np
    return np


def _complex_of(np, x):
    """A Python complex for a numeric atom, or NaN."""
    from mathilda.algorithms.graphics.numeric import atom_float
    if type(x) is Complex:
        re, im = atom_float(x.re), atom_float(x.im)
        if re is None or im is None:
            return complex(np.nan, np.nan)
        return complex(re, im)
    v = atom_float(x)
    return complex(np.nan, np.nan) if v is None else complex(v, 0.0)


class ComplexSampler:
    def __init__(self, ev, body, var):
        self.ev, self.body, self.var = ev, body, var
        self.compiled = None
        self.packed = True
        self.mode = None

    def __call__(self, Z):
        np = _np()
        Z = np.ascontiguousarray(Z, dtype=complex).ravel()
        if self.compiled is None:
            from mathilda.algorithms.compile import numeric_function
            self.compiled = numeric_function(self.body, (self.var,), ev=self.ev,
                                             complex=True) or False
        if self.compiled is not False:
            self.ev.check_interrupt()
            out = np.asarray(self.compiled(Z), dtype=complex).reshape(-1)
            self.mode = "compiled"
            return out
        if self.packed:
            v = self._packed(np, Z)
            if v is not None:
                self.mode = "packed"
                return v
            self.packed = False
        self.mode = "pointwise"
        out = np.empty(len(Z), dtype=complex)
        with _Bound(self.ev, (self.var,)) as b:
            for i, z in enumerate(Z):
                if i % 64 == 0:
                    self.ev.check_interrupt()
                out[i] = self._point(np, b, z)
        return out

    def _point(self, np, b, z):
        b.set([Complex(Real(float(z.real)), Real(float(z.imag)))])
        r = self.ev.evaluate(self.body)
        v = _complex_of(np, r)
        if v != v:
            v = _complex_of(np, self.ev.call("N", r))
        return v

    def _packed(self, np, Z):
        from mathilda.core.packed import PackedArray
        with _Bound(self.ev, (self.var,)) as b:
            b.set([PackedArray(Z)])
            self.ev.check_interrupt()
            r = self.ev.evaluate(self.body)
            arr = getattr(r, "array", None)
            if arr is None or arr.shape != Z.shape or arr.dtype.kind not in "fcib":
                return None
            vals = np.asarray(arr, dtype=complex)
            for i in sorted({0, len(Z) // 2, len(Z) - 1}):
                p = self._point(np, b, Z[i])
                q = vals[i]
                if not (abs(p - q) <= 1e-7 * max(1.0, abs(p)) or (p != p and q != q)):
                    return None
        vals = vals.copy()
        vals[~np.isfinite(vals)] = np.nan
        return vals


# --- colours ----------------------------------------------------------------------------------

def hsl_rgb(np, h, s, l_):
    """RGB (n x 3) of hues h (turns), saturations s, lightnesses l_."""
    h = np.mod(h, 1.0)
    c = (1 - np.abs(2 * l_ - 1)) * s
    hp = h * 6
    x = c * (1 - np.abs(np.mod(hp, 2) - 1))
    z = np.zeros_like(h)
    k = np.floor(hp).astype(int) % 6
    r = np.choose(k, [c, x, z, z, x, c])
    g = np.choose(k, [x, c, c, x, z, z])
    b = np.choose(k, [z, z, x, c, c, x])
    m = l_ - c / 2
    return np.stack([r + m, g + m, b + m], axis=-1)


def complex_colors(np, W, scheme):
    """RGBA (n x 4) colours of the values W for ColorFunction -> scheme (a name)."""
    W = np.asarray(W, dtype=complex)
    fin = np.isfinite(W)
    A = np.where(fin, np.abs(W), 0.0)
    hue = np.where(fin, np.angle(np.where(fin, W, 0)) / (2 * math.pi), 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        logabs = np.where(A > 0, np.log(A), -50.0)
    if scheme == "CyclicArg":
        light = np.full(A.shape, 0.5)
    elif scheme in ("CyclicLogAbs", "CyclicLogAbsArg"):
        frac = np.mod(logabs / math.log(2.0), 1.0)
        light = 0.32 + 0.3 * frac
        if scheme == "CyclicLogAbsArg":
            light = light + 0.08 * np.cos(2 * math.pi * 8 * hue)
    else:
        light = 0.08 + 0.84 * (2 / math.pi) * np.arctan(A)
    rgb = hsl_rgb(np, hue, np.full(A.shape, 0.8), np.clip(light, 0, 1))
    alpha = np.where(fin, 1.0, 0.0)
    return np.concatenate([rgb, alpha[..., None]], axis=-1)


def _scheme(opts):
    cf = opts.get("ColorFunction")
    return cf.value if type(cf) is String else "Automatic"


# --- the plots ---------------------------------------------------------------------------------

def _grid(np, sampler, lo, hi, n_fast, n_slow, opts):
    from mathilda.algorithms.graphics.plot3d import grid_points
    probe = sampler(np.array([lo, hi]))
    del probe
    n = grid_points(opts, n_fast if sampler.mode in ("compiled", "packed") else n_slow)
    nx, ny = n
    xs = np.linspace(lo.real, hi.real, nx)
    ys = np.linspace(lo.imag, hi.imag, ny)
    X, Y = np.meshgrid(xs, ys)
    W = sampler((X + 1j * Y).ravel()).reshape(X.shape)
    return X, Y, W


def complex_plot(ev, body, var, lo, hi, opts, given):
    np = _np()
    s = ComplexSampler(ev, body, var)
    X, Y, W = _grid(np, s, lo, hi, 300, 100, opts)
    img = complex_colors(np, W.ravel(), _scheme(opts)).reshape(W.shape + (4,))
    ny, nx = W.shape
    a, b, c, d = lo.real, hi.real, lo.imag, hi.imag
    dx, dy = (b - a) / (nx - 1) / 2, (d - c) / (ny - 1) / 2
    raster = Expression(S.Raster, (P.packed(img), P.lst(P.lst(Real(a - dx), Real(c - dy)),
                                                        P.lst(Real(b + dx), Real(d + dy)))))
    defaults = [("AspectRatio", S.Automatic), ("Frame", TRUE),
                ("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                     P.lst(S.Automatic, S.Automatic))),
                ("PlotRange", P.lst(P.range_expr(a, b), P.range_expr(c, d))),
                ("PlotRangePadding", S["None"])]
    return P.graphics(P.lst(raster), defaults, P.passed_options(opts, given))


def complex_plot3d(ev, body, var, lo, hi, opts, given):
    """The surface of |f| over the rectangle, coloured by Arg[f]."""
    np = _np()
    from mathilda.algorithms.graphics.plot3d import _mesh, _z_range, surface_complex
    s = ComplexSampler(ev, body, var)
    X, Y, W = _grid(np, s, lo, hi, 80, 35, opts)
    A = np.where(np.isfinite(W), np.abs(W), np.nan)
    specs = P.split_plot_range(opts.get("PlotRange"), 3)
    z0, z1 = _z_range(np, A.ravel(), specs[2])
    z0 = min(z0, 0.0) if z0 > 0 and z0 < 0.2 * z1 else z0
    cols = complex_colors(np, W.ravel(), _scheme(opts))[:, :3]
    white = Expression(S.Directive, (Expression(S.GrayLevel, (Integer(1),)),))
    mesh = _mesh(opts, 0)
    surf = surface_complex(np, X, Y, np.clip(A, z0, z1), white, mesh, None, cols)
    a, b, c, d = lo.real, hi.real, lo.imag, hi.imag
    defaults = [("Axes", TRUE), ("BoxRatios", P.lst(Integer(1), Integer(1), Real(0.4))),
                ("PlotRange", P.lst(P.range_expr(a, b), P.range_expr(c, d),
                                    P.range_expr(z0, z1)))]
    return P.graphics(P.lst(surf), defaults, P.passed_options(opts, given), "Graphics3D")


def abs_arg_plot(ev, bodies, var, a, b, opts, given):
    """Curves of |f| coloured by Arg[f] (as hue), one per function."""
    np = _np()
    from mathilda.algorithms.graphics.plotrange import robust_range, widen
    from mathilda.algorithms.graphics.colors import rgb_expr
    prims, allv = [], []
    xs = np.linspace(a, b, 400)
    for body in bodies:
        s = ComplexSampler(ev, body, var)
        W = s(xs.astype(complex))
        A = np.where(np.isfinite(W), np.abs(W), np.nan)
        allv.append(A)
        hue = np.angle(np.where(np.isfinite(W), W, 0)) / (2 * math.pi)
        mid_h = (hue[:-1] + hue[1:]) / 2
        jump = np.abs(np.diff(hue)) > 0.25          # the hue wraps: colour by one end
        mid_h = np.where(jump, hue[:-1], mid_h)
        bins = np.floor(np.mod(mid_h, 1.0) * 48).astype(int) % 48
        ok = np.isfinite(A[:-1]) & np.isfinite(A[1:])
        for k in np.unique(bins[ok]):
            sel = np.flatnonzero(ok & (bins == k))
            r, g, bl = hsl_rgb(np, np.array([(k + 0.5) / 48]), np.array([0.9]),
                               np.array([0.45]))[0]
            segs = [np.array([[xs[i], A[i]], [xs[i + 1], A[i + 1]]]) for i in sel]
            quads = [np.array([[xs[i], 0.0], [xs[i], A[i]], [xs[i + 1], A[i + 1]],
                               [xs[i + 1], 0.0]]) for i in sel]
            fr, fg, fb = (1 - 0.45 * (1 - r), 1 - 0.45 * (1 - g), 1 - 0.45 * (1 - bl))
            prims.append(P.lst(rgb_expr(float(fr), float(fg), float(fb)),
                               Expression(S.EdgeForm, ()),
                               Expression(S.Polygon, (P.lst(*[P.packed(q) for q in quads]),))))
            prims.append(P.lst(rgb_expr(float(r), float(g), float(bl)),
                               Expression(S.AbsoluteThickness, (Real(P.THICKNESS * 1.5),)),
                               Expression(S.Line, (P.lst(*[P.packed(sg) for sg in segs]),))))
    v = np.concatenate(allv)
    fin = np.isfinite(v)
    lo, hi = robust_range(v[fin]) if fin.any() else (0.0, 1.0)
    lo, hi = widen(min(lo, 0.0), hi)
    defaults = [("AspectRatio", P.GOLDEN_INV), ("Axes", P.lst(TRUE, TRUE)),
                ("AxesOrigin", P.lst(Real(a), Real(0.0))),
                ("PlotRange", P.lst(P.range_expr(a, b), P.range_expr(lo, hi))),
                ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                           P.lst(P.scaled(0.05), P.scaled(0.05))))]
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))


def complex_points(np, data):
    """The {Re, Im} pairs (n x 2 arrays) of a list of numbers or a list of lists; None when
    an entry is no number."""
    if not (isinstance(data, Expression) and data.head is S.List and data.args):
        return None
    arr = getattr(data, "array", None)
    if arr is not None and arr.ndim == 1:
        w = np.asarray(arr, dtype=complex)
        return [np.column_stack([w.real, w.imag])]
    nested = all(isinstance(d, Expression) and d.head is S.List for d in data.args)
    groups = data.args if nested else (data,)
    out = []
    for g in groups:
        items = getattr(g, "array", None)
        vals = [complex(v) for v in items] if items is not None else \
            [_complex_of(np, x) for x in g.args]
        if any(v != v for v in vals):
            return None
        w = np.array(vals, dtype=complex)
        out.append(np.column_stack([w.real, w.imag]))
    return out
