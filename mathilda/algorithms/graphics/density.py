"""Plots over a region of the plane: ContourPlot, DensityPlot, RegionPlot, ArrayPlot and
MatrixPlot.

The function is sampled on a grid all at once (sampling.Sampler).  Contour lines and the
filled bands between contour levels come from contourpy (matplotlib's contouring library,
which does not import matplotlib): the bands become ``Polygon[outer -> holes]``, so the
result is an ordinary Graphics expression.  RegionPlot turns its inequalities into a
continuous function (b - a for a < b; min for And, max for Or, minus for Not) whose
positive part is the region, so the boundary is as smooth as a contour line; predicates it
cannot take apart are sampled as True/False."""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.colors import (GRADIENTS, gradient_array, rgba,
                                                 rgb_expr)
from mathilda.algorithms.graphics.plotrange import nice_ticks, widen
from mathilda.algorithms.graphics.sampling import Sampler, masked, region_mask

DEFAULT_GRADIENT = "M10DefaultDensityGradient"


def _np():
    import numpy as np
    return np


def _grid(opts, default):
    from mathilda.algorithms.graphics.plot3d import grid_points
    return grid_points(opts, default)


def sample_grid(ev, body, xv, a, b, yv, c, d, n, opts=None):
    """(X, Y, Z) arrays of shape ny x nx; Z NaN where not real, and where the
    RegionFunction of ``opts`` (called with x, y, value) is not True."""
    np = _np()
    nx, ny = n
    X, Y = np.meshgrid(np.linspace(a, b, nx), np.linspace(c, d, ny))
    s = Sampler(ev, body, (xv, yv))
    Z = s(X.ravel(), Y.ravel())
    if Z.ndim > 1:
        Z = Z[0]
    if opts is not None:
        Z = masked(Z, region_mask(ev, opts, 3), X.ravel(), Y.ravel())
    return X, Y, Z.reshape(ny, nx), s


def _color_function(cf):
    """A gradient name for ColorFunction (Automatic: the default density gradient)."""
    if type(cf) is String and cf.value in GRADIENTS:
        return cf.value
    return DEFAULT_GRADIENT


def _frame_defaults(a, b, c, d, extra=()):
    return [("AspectRatio", Integer(1)), ("Frame", TRUE),
            ("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                 P.lst(S.Automatic, S.Automatic))),
            ("PlotRange", P.lst(P.range_expr(a, b), P.range_expr(c, d))),
            ("PlotRangePadding", S["None"])] + list(extra)


def _holed_polygons(np, polys, offsets):
    """Polygon[{outer1 -> {holes...}, ...}] (or plain rings) from contourpy OuterOffset."""
    items = []
    for pts, off in zip(polys, offsets):
        rings = [pts[off[k]:off[k + 1]] for k in range(len(off) - 1)]
        rings = [r for r in rings if len(r) >= 3]
        if not rings:
            continue
        outer = P.packed(rings[0])
        if len(rings) > 1:
            holes = P.lst(*[P.packed(r) for r in rings[1:]])
            items.append(Expression(S.Rule, (outer, holes)))
        else:
            items.append(outer)
    if not items:
        return None
    return Expression(S.Polygon, (P.lst(*items),))


def _levels(np, Z, spec):
    fin = np.isfinite(Z)
    if not fin.any():
        return []
    lo, hi = float(Z[fin].min()), float(Z[fin].max())
    if hi <= lo:
        return []
    if type(spec) is Integer:
        n = max(spec.value, 0)
        return list(np.linspace(lo, hi, n + 2)[1:-1])
    if isinstance(spec, Expression) and spec.head is S.List:
        from mathilda.algorithms.graphics.numeric import atom_float
        out = []
        for v in spec.args:
            if isinstance(v, Expression) and v.head is S.List and v.args:
                v = v.args[0]
            f = atom_float(v)
            if f is not None:
                out.append(f)
        return sorted(out)
    major, minor = nice_ticks(lo, hi, 10)
    lv = [v for v in major if lo < v < hi]
    if len(lv) < 4:
        lv = sorted(v for v in major + minor if lo < v < hi)
    return lv


def contour_plot(ev, funcs, xv, a, b, yv, c, d, opts, given):
    """ContourPlot of a function (filled bands and contour lines) or of equations (the
    curves lhs == rhs in the default colours)."""
    import contourpy
    np = _np()
    eqs = [f for f in funcs if isinstance(f, Expression) and f.head is S.Equal and
           len(f.args) == 2]
    n = _grid(opts, 80 if eqs else 60)
    prims = []
    if eqs and len(eqs) == len(funcs):
        user = opts.get("ContourStyle")
        for i, eq in enumerate(eqs):
            body = Expression(S.Plus, (eq.args[0], Expression(S.Times, (Integer(-1),
                                                                       eq.args[1]))))
            X, Y, Z, _ = sample_grid(ev, body, xv, a, b, yv, c, d, n)
            gen = contourpy.contour_generator(X, Y, Z, line_type="Separate")
            lines = [ln for ln in gen.lines(0.0) if len(ln) >= 2]
            st = P.curve_style(i + 1, P.style_for(user, i, len(eqs)))
            prims.append(P.lst(st, *[Expression(S.Line, (P.packed(ln),)) for ln in lines]))
        return P.graphics(P.lst(*prims), _frame_defaults(a, b, c, d),
                          P.passed_options(opts, given))
    X, Y, Z, _ = sample_grid(ev, funcs[0], xv, a, b, yv, c, d, n, opts)
    return contour_grid(X, Y, Z, (a, b, c, d), opts, given)


def contour_grid(X, Y, Z, box, opts, given):
    """The filled contour plot of values Z (NaN: no value) at the grid points X, Y."""
    import contourpy
    np = _np()
    a, b, c, d = box
    prims = []
    levels = _levels(np, Z, opts.get("Contours"))
    gen = contourpy.contour_generator(X, Y, Z, fill_type="OuterOffset",
                                      line_type="Separate")
    fin = np.isfinite(Z)
    zlo, zhi = (float(Z[fin].min()), float(Z[fin].max())) if fin.any() else (0.0, 1.0)
    shading = opts.get("ContourShading")
    grad = _color_function(opts.get("ColorFunction"))
    if shading is not FALSE and shading is not S["None"]:
        bounds = [zlo - 1.0] + levels + [zhi + 1.0]
        mids = [(max(bounds[k], zlo) + min(bounds[k + 1], zhi)) / 2
                for k in range(len(bounds) - 1)]
        span = (zhi - zlo) or 1.0
        colors = gradient_array(grad, [(m - zlo) / span for m in mids])
        bands = []
        for k in range(len(bounds) - 1):
            polys, offs = gen.filled(bounds[k], bounds[k + 1])
            poly = _holed_polygons(np, polys, offs)
            if poly is not None:
                r, g, bl = colors[k]
                bands.append(P.lst(rgb_expr(float(r), float(g), float(bl)), poly))
        prims.append(P.lst(Expression(S.EdgeForm, ()), *bands))
    style = opts.get("ContourStyle")
    if style is None or style is S.Automatic:
        style = Expression(S.Directive, (Expression(S.GrayLevel, (Integer(0),)), Expression(
            S.Opacity, (Real(0.4),)), Expression(S.AbsoluteThickness, (Real(0.6),))))
    if style is not S["None"]:
        lines = []
        for lv in levels:
            lines.extend(Expression(S.Line, (P.packed(ln),)) for ln in gen.lines(lv)
                         if len(ln) >= 2)
        prims.append(P.lst(style, *lines))
    g = P.graphics(P.lst(*prims), _frame_defaults(a, b, c, d), P.passed_options(opts, given))
    legend = opts.get("PlotLegends")
    if legend is S.Automatic or (isinstance(legend, Expression) and
                                 getattr(legend.head, "name", "") == "BarLegend"):
        bar = legend if legend is not S.Automatic else Expression(S.BarLegend, (P.lst(
            String(grad), P.lst(Real(zlo), Real(zhi))),))
        return Expression(S.Legended, (g, bar))
    return g


def density_plot(ev, body, xv, a, b, yv, c, d, opts, given):
    """DensityPlot: the values coloured by the gradient, as a Raster."""
    np = _np()
    probe = Sampler(ev, body, (xv, yv))
    probe(np.array([a, b]), np.array([c, d]))
    # a fine grid when the function is evaluated all at once, a coarser one point by point
    n = _grid(opts, 200 if probe.mode in ("compiled", "packed") else 60)
    X, Y, Z, s = sample_grid(ev, body, xv, a, b, yv, c, d, n, opts)
    return density_grid(Z, (a, b, c, d), opts, given)


def density_grid(Z, box, opts, given):
    """The density plot of values Z (rows y = c .. d, columns x = a .. b; NaN: none)."""
    np = _np()
    a, b, c, d = box
    ny, nx = Z.shape
    fin = np.isfinite(Z)
    zlo, zhi = (float(Z[fin].min()), float(Z[fin].max())) if fin.any() else (0.0, 1.0)
    zlo, zhi = widen(zlo, zhi) if zhi <= zlo else (zlo, zhi)
    grad = _color_function(opts.get("ColorFunction"))
    rgb = gradient_array(grad, ((Z - zlo) / (zhi - zlo)).ravel()).reshape(Z.shape + (3,))
    alpha = np.where(fin, 1.0, 0.0)[..., None]
    img = np.concatenate([rgb, alpha], axis=2)
    dx, dy = (b - a) / (nx - 1) / 2, (d - c) / (ny - 1) / 2
    raster = Expression(S.Raster, (P.packed(img), P.lst(P.lst(Real(a - dx), Real(c - dy)),
                                                        P.lst(Real(b + dx), Real(d + dy)))))
    g = P.graphics(P.lst(raster), _frame_defaults(a, b, c, d), P.passed_options(opts, given))
    legend = opts.get("PlotLegends")
    if legend is S.Automatic:
        return Expression(S.Legended, (g, Expression(S.BarLegend, (P.lst(
            String(grad), P.lst(Real(zlo), Real(zhi))),))))
    return g


# --- RegionPlot --------------------------------------------------------------------------------

_LESS = ("Less", "LessEqual")
_GREATER = ("Greater", "GreaterEqual")


def _minus(a, b):
    return Expression(S.Plus, (a, Expression(S.Times, (Integer(-1), b))))


def region_function(pred):
    """A tree ('f', body) / ('min'|'max', parts) / ('neg', part) whose positive part is the
    region where ``pred`` holds, or None when ``pred`` is no combination of inequalities."""
    if not isinstance(pred, Expression) or type(pred.head) is not Symbol:
        return None
    name = pred.head.name
    args = pred.args
    if name in _LESS + _GREATER and len(args) >= 2:
        parts = []
        for lo, hi in zip(args[:-1], args[1:]):
            parts.append(("f", _minus(hi, lo) if name in _LESS else _minus(lo, hi)))
        return parts[0] if len(parts) == 1 else ("min", parts)
    if name == "Inequality" and len(args) >= 3 and len(args) % 2 == 1:
        parts = []
        for k in range(1, len(args), 2):
            op = getattr(args[k], "name", "")
            lo, hi = args[k - 1], args[k + 1]
            if op in _LESS:
                parts.append(("f", _minus(hi, lo)))
            elif op in _GREATER:
                parts.append(("f", _minus(lo, hi)))
            else:
                return None
        return ("min", parts)
    if name in ("And", "Or") and args:
        parts = [region_function(a) for a in args]
        if any(p is None for p in parts):
            return None
        return ("min" if name == "And" else "max", parts)
    if name == "Not" and len(args) == 1:
        p = region_function(args[0])
        return None if p is None else ("neg", p)
    return None


def _eval_region(np, tree, sample):
    kind = tree[0]
    if kind == "f":
        return sample(tree[1])
    if kind == "neg":
        return -_eval_region(np, tree[1], sample)
    vals = [_eval_region(np, p, sample) for p in tree[1]]
    with np.errstate(invalid="ignore"):
        out = vals[0]
        for v in vals[1:]:
            out = np.fmin(out, v) if kind == "min" else np.fmax(out, v)
    return out


def region_plot(ev, preds, xv, a, b, yv, c, d, opts, given):
    import contourpy
    np = _np()
    n = _grid(opts, 100)
    nx, ny = n
    X, Y = np.meshgrid(np.linspace(a, b, nx), np.linspace(c, d, ny))
    prims = []
    user = opts.get("PlotStyle")
    for i, pred in enumerate(preds):
        tree = region_function(pred)

        def sample(body):
            s = Sampler(ev, body, (xv, yv))
            v = s(X.ravel(), Y.ravel())
            return (v[0] if v.ndim > 1 else v).reshape(ny, nx)
        if tree is not None:
            H = _eval_region(np, tree, sample)
        else:
            truth = Expression(S.Boole, (pred,))
            H = sample(truth) - 0.5
        H = np.where(np.isfinite(H), H, -1.0)
        gen = contourpy.contour_generator(X, Y, H, fill_type="OuterOffset",
                                          line_type="Separate")
        polys, offs = gen.filled(0.0, np.inf)
        poly = _holed_polygons(np, polys, offs)
        col = P.color_expr(i + 1)
        face = Expression(S.Directive, (col, Expression(S.Opacity, (Real(0.3),))) +
                          P._directives(P.style_for(user, i, len(preds))))
        group = [face, Expression(S.EdgeForm, ())]
        if poly is not None:
            group.append(poly)
        boundary = [Expression(S.Line, (P.packed(ln),)) for ln in gen.lines(0.0)
                    if len(ln) >= 2]
        bstyle = opts.get("BoundaryStyle")
        if bstyle is None or bstyle is S.Automatic:
            bstyle = Expression(S.Directive, (col, Expression(S.AbsoluteThickness,
                                                             (Real(1.2),))))
        prims.append(P.lst(P.lst(*group), P.lst(bstyle, *boundary)))
    return P.graphics(P.lst(*prims), _frame_defaults(a, b, c, d),
                      P.passed_options(opts, given))


# --- ArrayPlot and MatrixPlot --------------------------------------------------------------------

def _cells(np, array):
    """(values array with NaN for non-numbers, explicit colours (rows x cols x 4, NaN
    where none), None mask) for a (possibly ragged) array of numbers, colours and None."""
    from mathilda.algorithms.graphics.numeric import atom_float, real_array
    arr = real_array(array)
    if arr is not None and arr.ndim == 2:
        return arr.astype(float), None, None
    if not (isinstance(array, Expression) and array.head is S.List and array.args):
        return None
    rows = [r.args if isinstance(r, Expression) and r.head is S.List else None
            for r in array.args]
    if any(r is None for r in rows):
        return None
    ncol = max(len(r) for r in rows)
    vals = np.full((len(rows), ncol), np.nan)
    cols = np.full((len(rows), ncol, 4), np.nan)
    none = np.zeros((len(rows), ncol), dtype=bool)
    bad = np.zeros((len(rows), ncol), dtype=bool)
    for i, r in enumerate(rows):
        none[i, len(r):] = True
        for j, v in enumerate(r):
            f = atom_float(v)
            if f is not None:
                vals[i, j] = f
            elif v is S["None"]:
                none[i, j] = True
            else:
                c = rgba(v)
                if c is not None:
                    cols[i, j] = c
                else:
                    bad[i, j] = True
    return vals, (cols, none, bad), None


def array_image(np, vals, extra, mode, zrange=None, gradient=None):
    """An RGBA image (rows as given, first row first) for ArrayPlot ("gray") or MatrixPlot
    ("matrix")."""
    fin = np.isfinite(vals)
    if mode == "gray":
        if zrange is not None:
            lo, hi = zrange
            t = np.clip((vals - lo) / ((hi - lo) or 1.0), 0, 1)
        else:
            m = float(np.abs(vals[fin]).max()) if fin.any() else 1.0
            t = np.abs(vals) / (m or 1.0)
        if gradient is not None:
            rgb = gradient_array(gradient, t.ravel()).reshape(vals.shape + (3,))
        else:
            g = 1.0 - np.nan_to_num(t, nan=0.0)
            rgb = np.repeat(g[..., None], 3, axis=2)
    else:
        m = float(np.abs(vals[fin]).max()) if fin.any() else 1.0
        t = np.nan_to_num(vals / (m or 1.0), nan=0.0)
        pos = np.array([0.72, 0.31, 0.09])
        neg = np.array([0.15, 0.32, 0.62])
        white = np.ones(3)
        tp = np.clip(t, 0, 1)[..., None]
        tn = np.clip(-t, 0, 1)[..., None]
        rgb = white - tp * (white - pos) - tn * (white - neg)
        rgb = white + (rgb - white) * 1.0
    img = np.concatenate([rgb, np.ones(vals.shape + (1,))], axis=2)
    if extra is not None:
        cols, none, bad = extra
        has = np.isfinite(cols).all(axis=2)
        img[has] = cols[has]
        img[none] = (1.0, 1.0, 1.0, 0.0)
        img[bad] = (0.7, 0.0, 0.0, 1.0)
    return img


def array_plot(array, opts, given, mode="gray"):
    np = _np()
    cells = _cells(np, array)
    if cells is None:
        return None
    vals, extra, _ = cells
    rows, cols = vals.shape
    zr = None
    pr = opts.get("PlotRange")
    from mathilda.algorithms.graphics.numeric import real_array
    if pr is not None and pr is not S.All and pr is not S.Automatic:
        z = real_array(pr)
        if z is not None and z.shape == (2,):
            zr = (float(z[0]), float(z[1]))
    grad = None
    cf = opts.get("ColorFunction")
    if type(cf) is String and cf.value in GRADIENTS:
        grad = cf.value
    img = array_image(np, vals, extra, mode, zr, grad)
    raster = Expression(S.Raster, (P.packed(img[::-1]), P.lst(
        P.lst(Integer(0), Integer(0)), P.lst(Integer(cols), Integer(rows)))))
    prims = [raster]
    mesh = opts.get("Mesh")
    if mesh is TRUE or mesh is S.All:
        lines = [np.array([[0.0, r], [cols, r]]) for r in range(rows + 1)] + \
            [np.array([[c, 0.0], [c, rows]]) for c in range(cols + 1)]
        ms = Expression(S.GrayLevel, (Real(0.618034),))
        prims.append(P.lst(ms, Expression(S.Line, (P.lst(*[P.packed(l_) for l_ in lines]),))))
    if mode == "matrix":
        ticks = P.lst(P.lst(_index_ticks(rows, True), _index_ticks(rows, True)),
                      P.lst(_index_ticks(cols, False), _index_ticks(cols, False)))
    else:
        ticks = S["None"]
    defaults = [("AspectRatio", S.Automatic), ("Frame", TRUE), ("FrameTicks", ticks),
                ("PlotRange", P.lst(P.lst(Integer(0), Integer(cols)),
                                    P.lst(Integer(0), Integer(rows)))),
                ("PlotRangePadding", S["None"])]
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given))


def _index_ticks(n, rows):
    """Ticks at cell centres labelled 1 .. n (a few of them), counted from the top for
    rows."""
    major, _ = nice_ticks(1, n, 5)
    picks = sorted({1, n} | {int(m) for m in major if 1 <= m <= n and m == int(m)})
    out = []
    for k in picks:
        pos = (n - k + 0.5) if rows else (k - 0.5)
        out.append(P.lst(Real(pos), Integer(k)))
    return P.lst(*out)
