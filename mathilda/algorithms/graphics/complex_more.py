"""More pictures of the complex plane: ComplexArrayPlot, MandelbrotSetPlot, JuliaSetPlot,
and the rewriting of a plot in a complex variable z into a plot over x and y (z = x + I y)
that ComplexContourPlot, ComplexRegionPlot, ComplexVectorPlot and ComplexStreamPlot use.

The escape-time pictures iterate z -> z^2 + c on the whole grid at once (NumPy), with the
escape radius of MandelbrotSetIterationCount / JuliaSetIterationCount (2 for the
Mandelbrot set, Max[2, Abs[c]] for a Julia set); points that never escape are black, the
others are coloured by their (smoothed) escape count."""

import math

from mathilda.core.expr import Expression, Integer, Real, S, TRUE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.colors import gradient_array
from mathilda.algorithms.graphics.complexplot import complex_colors


def _np():
    import numpy as np
    return np


# --- z -> x + I y -------------------------------------------------------------------------------

def replace_symbol(expr, sym, value):
    """``expr`` with every occurrence of the symbol ``sym`` replaced by ``value``."""
    if expr is sym:
        return value
    if not isinstance(expr, Expression):
        return expr
    head = replace_symbol(expr.head, sym, value)
    args = tuple(replace_symbol(a, sym, value) for a in expr.args)
    if head is expr.head and all(a is b for a, b in zip(args, expr.args)):
        return expr
    return Expression(head, args)


def xy_body(body, z, x, y):
    """``body`` with z replaced by x + I y."""
    return replace_symbol(body, z, Expression(S.Plus, (x, Expression(S.Times, (S.I, y)))))


def re_im(body):
    """{Re[body], Im[body]}: the vector field of a complex function."""
    return P.lst(Expression(S.Re, (body,)), Expression(S.Im, (body,)))


# --- ComplexArrayPlot --------------------------------------------------------------------------

def complex_array_plot(rows, opts, given):
    """``rows``: a list of lists of Python complex numbers (NaN: no value, drawn clear);
    row 1 at the top, as ArrayPlot draws."""
    np = _np()
    ncol = max(len(r) for r in rows)
    W = np.full((len(rows), ncol), complex(np.nan, np.nan))
    for i, r in enumerate(rows):
        W[i, :len(r)] = r
    cf = opts.get("ColorFunction")
    scheme = cf.value if hasattr(cf, "value") and isinstance(cf.value, str) else "Automatic"
    img = complex_colors(np, W.ravel(), scheme).reshape(W.shape + (4,))
    nr = len(rows)
    raster = Expression(S.Raster, (P.packed(img[::-1]), P.lst(
        P.lst(Integer(0), Integer(0)), P.lst(Integer(ncol), Integer(nr)))))
    prims = [raster]
    mesh = opts.get("Mesh")
    if mesh is TRUE or mesh is S.All:
        lines = [np.array([[0.0, r], [ncol, r]]) for r in range(nr + 1)] + \
            [np.array([[c, 0.0], [c, nr]]) for c in range(ncol + 1)]
        prims.append(P.lst(Expression(S.GrayLevel, (Real(0.618034),)), Expression(
            S.Line, (P.lst(*[P.packed(l_) for l_ in lines]),))))
    defaults = [("AspectRatio", S.Automatic), ("Frame", TRUE), ("FrameTicks", S["None"]),
                ("PlotRange", P.lst(P.lst(Integer(0), Integer(ncol)),
                                    P.lst(Integer(0), Integer(nr)))),
                ("PlotRangePadding", S["None"])]
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))


# --- escape-time sets ---------------------------------------------------------------------------

def escape_counts(np, Z, C, limit, radius, deriv=False):
    """(counts, escaped, |z| at escape) for z -> z^2 + c from Z with parameters C (arrays of
    one shape): the first iteration after which |z| > radius (as
    MandelbrotSetIterationCount counts), ``limit`` where that does not happen."""
    Z = np.array(Z, dtype=complex)
    C = np.broadcast_to(np.asarray(C, dtype=complex), Z.shape).copy()
    counts = np.full(Z.shape, limit, dtype=float)
    mod = np.zeros(Z.shape)
    alive = np.ones(Z.shape, dtype=bool)
    r2 = radius * radius
    dist = np.full(Z.shape, np.inf)
    idx = np.flatnonzero(alive)
    z, c = Z.ravel().copy(), C.ravel()
    dz = np.ones(z.shape, dtype=complex)
    for k in range(1, limit + 1):
        if deriv:
            dz[idx] = 2 * z[idx] * dz[idx]
        z[idx] = z[idx] * z[idx] + c[idx]
        zz = z[idx]
        out = zz.real * zz.real + zz.imag * zz.imag > r2
        if out.any():
            hit = idx[out]
            counts.ravel()[hit] = k
            m = np.abs(zz[out])
            mod.ravel()[hit] = m
            if deriv:
                with np.errstate(divide="ignore", invalid="ignore"):
                    dist.ravel()[hit] = m * np.log(m) / np.abs(dz[hit])
            alive.ravel()[hit] = False
            idx = idx[~out]
        if idx.size == 0:
            break
    if deriv:
        return counts, ~alive, mod, dist
    return counts, ~alive, mod


def _smooth(np, counts, escaped, mod):
    """A continuous escape count (k + 1 - log2 log |z|) where the point escaped."""
    with np.errstate(divide="ignore", invalid="ignore"):
        s = counts + 1 - np.log2(np.log(np.maximum(mod, 1.0000001)))
    return np.where(escaped, s, np.nan)


def escape_image(np, counts, escaped, mod, gradient="SunsetColors"):
    """RGBA image: black where the orbit stays bounded, else the gradient over the
    logarithm of the smoothed count."""
    s = _smooth(np, counts, escaped, mod)
    fin = np.isfinite(s)
    img = np.zeros(counts.shape + (4,))
    img[..., 3] = 1.0
    if fin.any():
        v = np.log1p(np.maximum(s[fin], 0.0))
        lo, hi = float(v.min()), float(v.max())
        t = (v - lo) / ((hi - lo) or 1.0)
        img[fin, :3] = gradient_array(gradient, 0.15 + 0.85 * t)
    return img


def _pixel_grid(np, lo, hi, n):
    w, h = hi.real - lo.real, hi.imag - lo.imag
    nx = n if w >= h else max(2, int(round(n * w / h)))
    ny = n if h >= w else max(2, int(round(n * h / w)))
    xs = lo.real + (np.arange(nx) + 0.5) * w / nx
    ys = lo.imag + (np.arange(ny) + 0.5) * h / ny
    X, Y = np.meshgrid(xs, ys)
    return X + 1j * Y, max(w / nx, h / ny)


def in_cardioid_or_bulb(np, C):
    """The test of mathilda.algorithms.geometry.curves.in_cardioid_or_bulb on an array."""
    x, y = C.real, C.imag
    q = (x - 0.25) ** 2 + y * y
    return (q * (q + (x - 0.25)) <= 0.25 * y * y) | ((x + 1) ** 2 + y * y <= 0.0625)


def mandelbrot_image(np, lo, hi, n, limit, gradient="SunsetColors"):
    """RGBA image (rows from Im zmin up) of the Mandelbrot set over lo .. hi."""
    C, _ = _pixel_grid(np, lo, hi, n)
    known = in_cardioid_or_bulb(np, C)
    counts = np.full(C.shape, float(limit))
    esc = np.zeros(C.shape, dtype=bool)
    mod = np.zeros(C.shape)
    rest = ~known
    if rest.any():
        k, e, m = escape_counts(np, np.zeros(int(rest.sum()), dtype=complex), C[rest],
                                limit, 2.0)
        counts[rest], esc[rest], mod[rest] = k, e, m
    return escape_image(np, counts, esc, mod, gradient)


def julia_image(np, c, lo, hi, n, limit):
    """RGBA image of the Julia set of z^2 + c: dark where a pixel is within a pixel of the
    set (the distance estimate |z| log |z| / |dz/dz0| at escape, and bounded pixels next to
    escaping ones), clear elsewhere."""
    Z0, pix = _pixel_grid(np, lo, hi, n)
    counts, esc, mod, dist = escape_counts(np, Z0, c, limit, max(2.0, abs(c)), deriv=True)
    near = esc & (dist < 0.5 * pix)
    bounded = ~esc
    edge = np.zeros_like(bounded)
    if bounded.any() and esc.any():
        pad = np.pad(esc, 1, constant_values=True)
        nb = pad[:-2, 1:-1] | pad[2:, 1:-1] | pad[1:-1, :-2] | pad[1:-1, 2:]
        edge = bounded & nb
    dark = near | edge
    img = np.zeros(Z0.shape + (4,))
    img[..., :3] = (0.20, 0.22, 0.46)
    img[..., 3] = np.where(dark, 1.0, 0.0)
    return img


def escape_graphics(img, lo, hi, opts, given):
    raster = Expression(S.Raster, (P.packed(img), P.lst(
        P.lst(Real(lo.real), Real(lo.imag)), P.lst(Real(hi.real), Real(hi.imag)))))
    defaults = [("AspectRatio", S.Automatic), ("Frame", TRUE),
                ("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                     P.lst(S.Automatic, S.Automatic))),
                ("PlotRange", P.lst(P.range_expr(lo.real, hi.real),
                                    P.range_expr(lo.imag, hi.imag))),
                ("PlotRangePadding", S["None"])]
    return P.graphics(P.lst(raster), defaults, P.passed_options(opts, given))


def julia_extent(c):
    """A square around the filled Julia set of c: it lies within |z| <= Max[2, |c|]
    (in practice within about 1/2 + Sqrt[1/4 + |c|])."""
    r = min(max(2.0, abs(c)), 0.5 + math.sqrt(0.25 + abs(c)) + 0.1)
    return complex(-r, -r), complex(r, r)

