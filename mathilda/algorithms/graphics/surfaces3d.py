"""Surfaces from data and from functions of three variables: ListContourPlot,
ListDensityPlot, ListLinePlot3D, ContourPlot3D, RegionPlot3D, DensityPlot3D.

Level surfaces are found by marching tetrahedra on a grid of samples (each grid cube cut
into six tetrahedra, the surface crossing each tetrahedron as one triangle or two, the
crossing points interpolated linearly along its edges), all tetrahedra at once in NumPy.
RegionPlot3D turns its predicate into a continuous function (as RegionPlot does, see
density.region_function) whose zero level is the region's boundary; the grid is padded
with an outside layer on the box's faces, so a region cut by the box is closed there.
Scattered data ({x, y, f} triples) is interpolated linearly on a grid inside the points'
convex hull (no values outside it, as the Wolfram Language leaves them)."""

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.algorithms.graphics.plotrange import widen
from mathilda.algorithms.graphics.sampling import Sampler

CONTOUR3D_COLORS = [(1.0, 0.8, 0.55), (0.6, 0.75, 0.95), (0.75, 0.9, 0.55),
                    (0.95, 0.6, 0.5)]
# the six tetrahedra of a cube (corner k at offsets (k & 1, k >> 1 & 1, k >> 2 & 1))
_TETS = ((0, 1, 3, 7), (0, 3, 2, 7), (0, 2, 6, 7), (0, 6, 4, 7), (0, 4, 5, 7),
         (0, 5, 1, 7))


def _np():
    import numpy as np
    return np


# --- data on a grid ---------------------------------------------------------------------------

def upsample(np, X, Y, Z, n=200):
    """Z interpolated linearly on an n x n grid over the same box (for a smooth density
    plot of coarse data); NaN stays NaN."""
    from scipy.interpolate import RegularGridInterpolator
    xs, ys = X[0], Y[:, 0]
    if len(xs) >= n and len(ys) >= n:
        return X, Y, Z
    f = RegularGridInterpolator((ys, xs), Z, bounds_error=False, fill_value=np.nan)
    X2, Y2 = np.meshgrid(np.linspace(xs[0], xs[-1], n), np.linspace(ys[0], ys[-1], n))
    Z2 = f(np.column_stack([Y2.ravel(), X2.ravel()])).reshape(X2.shape)
    return X2, Y2, Z2


def scattered_linear(np, pts, columns, X, Y):
    """Linear interpolation of scattered values (each of ``columns`` an array over the
    points ``pts``, n x 2) at the grid X, Y: one Delaunay triangulation, barycentric
    weights; NaN outside the convex hull.  None when the points span no triangle."""
    from scipy.spatial import Delaunay
    try:
        tri = Delaunay(pts)
    except Exception:           # all the points on one line (Qhull refuses)
        return None
    q = np.column_stack([X.ravel(), Y.ravel()])
    simplex = tri.find_simplex(q)
    T = tri.transform[np.maximum(simplex, 0)]
    b = np.einsum("nij,nj->ni", T[:, :2], q - T[:, 2])
    w = np.column_stack([b, 1 - b.sum(axis=1)])
    corners = tri.simplices[np.maximum(simplex, 0)]
    out = []
    for v in columns:
        r = (np.asarray(v, dtype=float)[corners] * w).sum(axis=1)
        r[simplex < 0] = np.nan
        out.append(r.reshape(X.shape))
    return out


def grid_data(data, n=60):
    """(X, Y, Z, box) of 2D data: a matrix of heights (column i at x = i, row j at y = j)
    or {x, y, f} triples interpolated on an n x n grid; None when it is neither."""
    np = _np()
    arr = real_array(data)
    if arr is None or arr.ndim != 2 or min(arr.shape) < 2:
        return None
    if arr.shape[1] == 3 and arr.shape[0] > 3:
        pts, vals = arr[:, :2], arr[:, 2]
        a, b = float(pts[:, 0].min()), float(pts[:, 0].max())
        c, d = float(pts[:, 1].min()), float(pts[:, 1].max())
        if b <= a or d <= c:
            return None
        X, Y = np.meshgrid(np.linspace(a, b, n), np.linspace(c, d, n))
        Z = scattered_linear(np, pts, [vals], X, Y)
        return None if Z is None else (X, Y, Z[0], (a, b, c, d))
    ny, nx = arr.shape
    X, Y = np.meshgrid(np.arange(1.0, nx + 1), np.arange(1.0, ny + 1))
    return X, Y, arr.astype(float), (1.0, float(nx), 1.0, float(ny))


# --- ListLinePlot3D -----------------------------------------------------------------------------

def line_datasets(data):
    """A list of n x 3 arrays: {{x, y, z}, ...} is one line, a list of such lists several,
    and a matrix of heights one line per row (x = column, y = row)."""
    np = _np()
    arr = real_array(data)
    if arr is not None and arr.ndim == 2 and arr.shape[1] == 3 and arr.shape[0] != 3:
        return [arr]
    if arr is not None and arr.ndim == 3 and arr.shape[2] == 3:
        return list(arr)
    if arr is not None and arr.ndim == 2 and arr.shape[0] >= 1:
        ny, nx = arr.shape
        xs = np.arange(1.0, nx + 1)
        return [np.column_stack([xs, np.full(nx, j + 1.0), arr[j]]) for j in range(ny)]
    if isinstance(data, Expression) and data.head is S.List and data.args:
        out = []
        for d in data.args:
            a = real_array(d)
            if a is None or a.ndim != 2 or a.shape[1] != 3:
                return None
            out.append(a)
        return out
    return None


def list_line3d(sets, opts, given):
    from mathilda.algorithms.graphics.plot3d import _finite_runs
    np = _np()
    prims = []
    user = opts.get("PlotStyle")
    for i, pts in enumerate(sets):
        runs = _finite_runs(np, pts)
        st = P.curve_style(i + 1, P.style_for(user, i, len(sets)))
        prims.append(P.lst(st, *[Expression(S.Line, (P.packed(r),)) for r in runs
                                 if len(r) >= 2]))
    allp = np.concatenate(sets)
    allp = allp[np.isfinite(allp).all(axis=1)]
    if not len(allp):
        return None
    lo, hi = allp.min(axis=0), allp.max(axis=0)
    defaults = [("Axes", TRUE), ("BoxRatios", P.lst(Integer(1), Integer(1), Real(0.4))),
                ("PlotRange", P.lst(*[P.range_expr(*widen(float(lo[k]), float(hi[k])))
                                      for k in range(3)]))]
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given), "Graphics3D")


# --- marching tetrahedra -----------------------------------------------------------------------

def isosurface(np, X, Y, Z, F, level=0.0):
    """Triangles (m x 3 x 3) of the surface F == level through the grid samples F (shape
    nz x ny x nx, NaN: no value) at the points X, Y, Z."""
    nz, ny, nx = F.shape
    P3 = np.stack([X, Y, Z], axis=-1)
    G = F - level
    k, j, i = np.meshgrid(np.arange(nz - 1), np.arange(ny - 1), np.arange(nx - 1),
                          indexing="ij")
    k, j, i = k.ravel(), j.ravel(), i.ravel()
    corners = [(k + (c >> 2 & 1), j + (c >> 1 & 1), i + (c & 1)) for c in range(8)]
    tris = []
    for tet in _TETS:
        idx = [corners[c] for c in tet]
        v = np.stack([G[t] for t in idx], axis=1)                    # cells x 4
        p = np.stack([P3[t] for t in idx], axis=1)                   # cells x 4 x 3
        ok = np.isfinite(v).all(axis=1)
        pos = v > 0
        cnt = pos.sum(axis=1)
        for want in (1, 3):                 # one vertex apart: one triangle
            sel = ok & (cnt == want)
            if not sel.any():
                continue
            vs, ps, pp = v[sel], p[sel], pos[sel]
            lone = np.argmax(pp if want == 1 else ~pp, axis=1)
            order = np.argsort(np.where(np.arange(4)[None, :] == lone[:, None], -1,
                                        np.arange(4)[None, :]), axis=1)
            others = order[:, 1:]
            r = np.arange(len(vs))
            tri = [_cross(np, vs, ps, r, lone, others[:, m]) for m in range(3)]
            tris.append(np.stack(tri, axis=1))
        sel = ok & (cnt == 2)
        if sel.any():
            vs, ps, pp = v[sel], p[sel], pos[sel]
            order = np.argsort(~pp, axis=1, kind="stable")           # positives first
            a, b, c_, d = (order[:, m] for m in range(4))
            r = np.arange(len(vs))
            q = [_cross(np, vs, ps, r, a, c_), _cross(np, vs, ps, r, a, d),
                 _cross(np, vs, ps, r, b, d), _cross(np, vs, ps, r, b, c_)]
            tris.append(np.stack([q[0], q[1], q[2]], axis=1))
            tris.append(np.stack([q[0], q[2], q[3]], axis=1))
    if not tris:
        return np.zeros((0, 3, 3))
    return np.concatenate(tris)


def _cross(np, vs, ps, r, e0, e1):
    v0, v1 = vs[r, e0], vs[r, e1]
    t = v0 / (v0 - v1)
    t = np.clip(np.nan_to_num(t, nan=0.5), 0.0, 1.0)[:, None]
    return ps[r, e0] + t * (ps[r, e1] - ps[r, e0])


def surface_complex(np, tris, style):
    """GraphicsComplex[points, {EdgeForm[], style, Polygon[triangles]}] with the shared
    vertices of the triangles merged."""
    from mathilda.core.packed import PackedArray
    flat = tris.reshape(-1, 3)
    scale = np.abs(flat).max() or 1.0
    key = np.round(flat / scale * 1e9).astype(np.int64)
    uniq, inv = np.unique(key, axis=0, return_inverse=True)
    pts = np.zeros((len(uniq), 3))
    pts[inv.ravel()] = flat
    faces = inv.reshape(-1, 3)
    good = (faces[:, 0] != faces[:, 1]) & (faces[:, 1] != faces[:, 2]) & \
        (faces[:, 0] != faces[:, 2])
    faces = faces[good]
    return Expression(S.GraphicsComplex, (P.packed(pts), P.lst(
        Expression(S.EdgeForm, ()), style,
        Expression(S.Polygon, (PackedArray((faces + 1).astype(np.int64)),)))))


def _style(i, user, opacity=None):
    from mathilda.algorithms.graphics.colors import rgb_expr
    r, g, b = CONTOUR3D_COLORS[i % len(CONTOUR3D_COLORS)]
    items = (rgb_expr(r, g, b),)
    if opacity is not None:
        items += (Expression(S.Opacity, (Real(opacity),)),)
    return Expression(S.Directive, items + P._directives(user))


def sample_volume(ev, body, vars_, box, n):
    np = _np()
    (a, b), (c, d), (e, f) = box
    Z, Y, X = np.meshgrid(np.linspace(e, f, n), np.linspace(c, d, n), np.linspace(a, b, n),
                          indexing="ij")
    s = Sampler(ev, body, vars_)
    v = s(X.ravel(), Y.ravel(), Z.ravel())
    if v.ndim > 1:
        v = v[0]
    return X, Y, Z, v.reshape(X.shape)


def _levels3d(np, F, spec):
    from mathilda.algorithms.graphics.numeric import atom_float
    fin = np.isfinite(F)
    if not fin.any():
        return []
    lo, hi = float(F[fin].min()), float(F[fin].max())
    if type(spec) is Integer:
        return list(np.linspace(lo, hi, spec.value + 2)[1:-1])
    if isinstance(spec, Expression) and spec.head is S.List:
        out = [atom_float(x) for x in spec.args]
        return [x for x in out if x is not None]
    return list(np.linspace(lo, hi, 5)[1:-1])


def _box_defaults(box):
    return [("Axes", TRUE), ("BoxRatios", P.lst(Integer(1), Integer(1), Integer(1))),
            ("PlotRange", P.lst(*[P.range_expr(lo, hi) for lo, hi in box]))]


def contour_plot3d(ev, funcs, vars_, box, opts, given):
    """ContourPlot3D of equations (one surface each) or of a function (its Contours)."""
    np = _np()
    from mathilda.algorithms.graphics.plot3d import grid_points
    n = grid_points(opts, 30)[0]
    user = opts.get("ContourStyle")
    prims = []
    eqs = all(isinstance(f, Expression) and f.head is S.Equal and len(f.args) == 2
              for f in funcs)
    if eqs:
        for i, eq in enumerate(funcs):
            body = Expression(S.Plus, (eq.args[0], Expression(S.Times, (Integer(-1),
                                                                       eq.args[1]))))
            X, Y, Z, F = sample_volume(ev, body, vars_, box, n)
            ev.check_interrupt()
            tris = isosurface(np, X, Y, Z, F)
            if len(tris):
                prims.append(surface_complex(np, tris, _style(i, P.style_for(
                    user, i, len(funcs)))))
    else:
        X, Y, Z, F = sample_volume(ev, funcs[0], vars_, box, n)
        levels = _levels3d(np, F, opts.get("Contours"))
        for i, lv in enumerate(levels):
            ev.check_interrupt()
            tris = isosurface(np, X, Y, Z, F, lv)
            if len(tris):
                prims.append(surface_complex(np, tris, _style(i, P.style_for(
                    user, i, len(levels)), 0.5 if len(levels) > 1 else None)))
    return P.graphics(P.lst(*prims), _box_defaults(box), P.passed_options(opts, given),
                      "Graphics3D")


def region_plot3d(ev, preds, vars_, box, opts, given):
    np = _np()
    from mathilda.algorithms.graphics.density import region_function, _eval_region
    from mathilda.algorithms.graphics.plot3d import grid_points
    n = grid_points(opts, 40)[0]
    (a, b), (c, d), (e, f) = box
    xs = np.concatenate([[a], np.linspace(a, b, n), [b]])
    ys = np.concatenate([[c], np.linspace(c, d, n), [d]])
    zs = np.concatenate([[e], np.linspace(e, f, n), [f]])
    Z, Y, X = np.meshgrid(zs, ys, xs, indexing="ij")
    inner = (slice(1, -1),) * 3
    prims = []
    user = opts.get("PlotStyle")
    for i, pred in enumerate(preds):
        tree = region_function(pred)

        def sample(body):
            s = Sampler(ev, body, vars_)
            v = s(X[inner].ravel(), Y[inner].ravel(), Z[inner].ravel())
            return (v[0] if v.ndim > 1 else v).reshape((n, n, n))
        H = _eval_region(np, tree, sample) if tree is not None else \
            sample(Expression(S.Boole, (pred,))) - 0.5
        H = np.where(np.isfinite(H), H, -1.0)
        span = float(np.abs(H).max()) or 1.0
        full = np.full((n + 2, n + 2, n + 2), -span)
        full[inner] = H
        ev.check_interrupt()
        tris = isosurface(np, X, Y, Z, full)
        if len(tris):
            prims.append(surface_complex(np, tris, _style(i, P.style_for(user, i,
                                                                         len(preds)))))
    return P.graphics(P.lst(*prims), _box_defaults(box), P.passed_options(opts, given),
                      "Graphics3D")


def density_plot3d(ev, body, vars_, box, opts, given):
    """DensityPlot3D: the values at a grid of points, as points coloured by the gradient
    with an opacity growing with the value (the cloud the Wolfram Language shows)."""
    np = _np()
    from mathilda.algorithms.graphics.colors import gradient_array, GRADIENTS
    from mathilda.algorithms.graphics.plot3d import grid_points
    n = grid_points(opts, 22)[0]
    X, Y, Z, F = sample_volume(ev, body, vars_, box, n)
    return density_cloud(X, Y, Z, F, box, opts, given)


def density_cloud(X, Y, Z, F, box, opts, given):
    """The cloud of DensityPlot3D for values F at the points X, Y, Z."""
    np = _np()
    from mathilda.algorithms.graphics.colors import gradient_array, GRADIENTS
    fin = np.isfinite(F)
    lo, hi = (float(F[fin].min()), float(F[fin].max())) if fin.any() else (0.0, 1.0)
    t = (F[fin] - lo) / ((hi - lo) or 1.0)
    cf = opts.get("ColorFunction")
    grad = cf.value if type(cf) is String and cf.value in GRADIENTS else \
        "M10DefaultDensityGradient"
    rgb = gradient_array(grad, t)
    pts = np.column_stack([X[fin], Y[fin], Z[fin]])
    from mathilda.algorithms.graphics.colors import rgb_expr
    bins = np.minimum((t * 8).astype(int), 7)
    prims = [Expression(S.PointSize, (Real(0.012),))]
    for k in range(1, 8):               # the lowest values stay clear, as in a fog
        sel = bins == k
        if not sel.any():
            continue
        r, g, b = rgb[sel].mean(axis=0)
        prims.append(P.lst(rgb_expr(float(r), float(g), float(b)), Expression(
            S.Opacity, (Real(round(0.04 + 0.07 * k, 3)),)),
            Expression(S.Point, (P.packed(pts[sel]),))))
    g = P.graphics(P.lst(*prims), _box_defaults(box), P.passed_options(opts, given),
                   "Graphics3D")
    legend = opts.get("PlotLegends")
    if legend is S.Automatic:
        return Expression(S.Legended, (g, Expression(S.BarLegend, (P.lst(
            String(grad), P.lst(Real(lo), Real(hi))),))))
    return g
