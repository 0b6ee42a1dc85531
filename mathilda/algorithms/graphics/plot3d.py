"""Surfaces and space curves: Plot3D, ParametricPlot3D, ListPlot3D, ListPointPlot3D.

A surface is a grid of samples (evaluated all at once, see sampling.Sampler) turned into
``GraphicsComplex[points, {style, Polygon[quads]}]``; quads with a non-real corner are left
out (a hole), mesh lines follow the grid, and ColorFunction colours the vertices."""

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.colors import GRADIENTS, gradient_array
from mathilda.algorithms.graphics.plotrange import robust_range, widen
from mathilda.algorithms.graphics.sampling import Sampler, masked, region_mask

SURFACE_COLORS = [(1.0, 0.8, 0.55), (0.6, 0.75, 0.95), (0.75, 0.9, 0.55), (0.95, 0.6, 0.5)]


def _np():
    import numpy as np
    return np


def grid_points(opts, default=50):
    v = opts.get("PlotPoints")
    if type(v) is Integer and v.value >= 2:
        return v.value, v.value
    if isinstance(v, Expression) and v.head is S.List and len(v.args) == 2 and all(
            type(a) is Integer and a.value >= 2 for a in v.args):
        return v.args[0].value, v.args[1].value
    return default, default


def _surface_style(i, user):
    r, g, b = SURFACE_COLORS[i % len(SURFACE_COLORS)]
    from mathilda.algorithms.graphics.colors import rgb_expr
    base = (rgb_expr(r, g, b),)
    if user is not None and user is not S.Automatic:
        base = base + P._directives(user)
    return Expression(S.Directive, base)


def _vertex_colors(np, values, color_function):
    """RGBColor expressions of a gradient name (ColorFunction -> "Rainbow") at the scaled
    values, or None."""
    if type(color_function) is not String or color_function.value not in GRADIENTS:
        return None
    v = np.asarray(values, dtype=float)
    fin = np.isfinite(v)
    lo, hi = (float(v[fin].min()), float(v[fin].max())) if fin.any() else (0.0, 1.0)
    t = (v - lo) / ((hi - lo) or 1.0)
    rgb = gradient_array(color_function.value, t)
    return rgb


def _colors_expr(rgb):
    from mathilda.algorithms.graphics.colors import rgb_expr
    return P.lst(*[rgb_expr(float(r), float(g), float(b)) for r, g, b in rgb])


def _quads(np, ny, nx):
    idx = np.arange(ny * nx).reshape(ny, nx)
    quads = np.stack([idx[:-1, :-1], idx[:-1, 1:], idx[1:, 1:], idx[1:, :-1]], axis=-1)
    return idx, quads.reshape(-1, 4)


def hole_edges(np, f, X, Y, Z, steps=12):
    """Where a surface has holes (values that are not real), the cells cut by a hole's
    boundary: (points of the boundary as rows x, y, z, triangles over the grid's points
    followed by those points).  Each cell edge from a real value to a hole is bisected
    (``steps`` times, all edges at once) to the last point with a real value, so the hole
    has a smooth edge instead of a staircase of whole cells."""
    ny, nx = Z.shape
    _, quads = _quads(np, ny, nx)
    ok = np.isfinite(Z.ravel())
    fin = ok[quads]
    cut = quads[fin.any(axis=1) & ~fin.all(axis=1)]
    if not len(cut):
        return np.zeros((0, 3)), np.zeros((0, 3), dtype=np.int64)
    xs, ys = X.ravel(), Y.ravel()
    edges = {}
    for q in cut:
        for k in range(4):
            a, b = int(q[k]), int(q[(k + 1) % 4])
            if ok[a] != ok[b]:
                edges.setdefault((a, b) if ok[a] else (b, a), len(edges))
    inside = np.array([e[0] for e in edges])
    outside = np.array([e[1] for e in edges])
    lo = np.column_stack([xs[inside], ys[inside]])
    hi = np.column_stack([xs[outside], ys[outside]])
    for _ in range(steps):
        mid = (lo + hi) / 2
        v = np.asarray(f(mid[:, 0], mid[:, 1]), dtype=float).reshape(-1)[:len(mid)]
        good = np.isfinite(v)
        lo = np.where(good[:, None], mid, lo)
        hi = np.where(good[:, None], hi, mid)
    zb = np.asarray(f(lo[:, 0], lo[:, 1]), dtype=float).reshape(-1)[:len(lo)]
    zb = np.where(np.isfinite(zb), zb, Z.ravel()[inside])
    base = ny * nx
    tris = []
    for q in cut:
        ring = []
        for k in range(4):
            a, b = int(q[k]), int(q[(k + 1) % 4])
            if ok[a]:
                ring.append(a)
            if ok[a] != ok[b]:
                ring.append(base + edges[(a, b) if ok[a] else (b, a)])
        tris.extend((ring[0], ring[j], ring[j + 1]) for j in range(1, len(ring) - 1))
    return np.column_stack([lo, zb]), np.array(tris, dtype=np.int64).reshape(-1, 3)


def surface_complex(np, X, Y, Z, style, mesh, mesh_style, colors=None, edge=None):
    """The primitives of one gridded surface (arrays of shape ny x nx); ``edge`` is what
    hole_edges gives (the cells cut by a hole's boundary, drawn to the boundary)."""
    ny, nx = Z.shape
    pts = np.column_stack([X.ravel(), Y.ravel(), Z.ravel()])
    idx, quads = _quads(np, ny, nx)
    ok = np.isfinite(pts[:, 2])
    quads = quads[ok[quads].all(axis=1)]
    pts_clean = pts.copy()
    pts_clean[~ok, 2] = 0.0
    from mathilda.core.packed import PackedArray
    prims = [Expression(S.EdgeForm, ()), style]
    if len(quads):
        prims.append(Expression(S.Polygon, (PackedArray((quads + 1).astype(np.int64)),)))
    if edge is not None and len(edge[1]):
        pts_clean = np.concatenate([pts_clean, edge[0]])
        prims.append(Expression(S.Polygon, (PackedArray((edge[1] + 1).astype(np.int64)),)))
    if colors is not None and len(colors) < len(pts_clean):
        colors = np.concatenate([colors, np.repeat(colors[-1:], len(pts_clean) - len(colors),
                                                   axis=0)])
    prims = [P.lst(*prims)]
    mesh_lines = []
    if mesh is not None and mesh > 0:
        rows = np.unique(np.linspace(0, ny - 1, mesh + 2).round().astype(int))
        cols = np.unique(np.linspace(0, nx - 1, mesh + 2).round().astype(int))
        for r in rows:
            mesh_lines.extend(_finite_runs(np, pts[idx[r, :]]))
        for c in cols:
            mesh_lines.extend(_finite_runs(np, pts[idx[:, c]]))
    if mesh_lines:
        ms = mesh_style if mesh_style is not None else Expression(
            S.Directive, (Expression(S.GrayLevel, (Integer(0), Real(0.35))),
                          Expression(S.AbsoluteThickness, (Real(0.5),))))
        prims.append(P.lst(ms, *[Expression(S.Line, (P.packed(l_),)) for l_ in mesh_lines]))
    opts = ()
    if colors is not None:
        opts = (Expression(S.Rule, (S.VertexColors, _colors_expr(colors))),)
    return Expression(S.GraphicsComplex, (P.packed(pts_clean), P.lst(*prims)) + opts)


def _finite_runs(np, line):
    fin = np.isfinite(line[:, 2])
    out, cur = [], []
    for p, f in zip(line, fin):
        if f:
            cur.append(p)
        elif cur:
            out.append(np.array(cur))
            cur = []
    if cur:
        out.append(np.array(cur))
    return [o for o in out if len(o) >= 2]


def _mesh(opts, default=15):
    m = opts.get("Mesh")
    if m is None or m is S.Automatic:
        return default
    if m is S["None"] or m is FALSE:
        return 0
    if type(m) is Integer:
        return m.value
    if m is S.All:
        return 10 ** 6
    return default


def _z_range(np, zs, spec):
    fin = np.isfinite(zs)
    if not fin.any():
        return (-1.0, 1.0)
    full = widen(float(zs[fin].min()), float(zs[fin].max()))
    auto = robust_range(zs[fin])
    return P.y_range(spec, auto, full)


def _first(z):
    return z[0] if getattr(z, "ndim", 1) > 1 else z


def _clipped_edge(np, edge, z0, z1):
    if edge is None:
        return None
    pts, tris = edge
    pts = pts.copy()
    pts[:, 2] = np.clip(pts[:, 2], z0, z1)
    return pts, tris


def plot3d(ev, funcs, xv, a, b, yv, c, d, opts, given):
    np = _np()
    nx, ny = grid_points(opts)
    complexes, zs_all = [], []
    region = region_mask(ev, opts, 3)
    for i, body in enumerate(funcs):
        s = Sampler(ev, body, (xv, yv))
        xs = np.linspace(a, b, nx)
        ys = np.linspace(c, d, ny)
        X, Y = np.meshgrid(xs, ys)
        # RegionFunction[x, y, z] False: a hole, with its edge found as for a non-real value
        f = (lambda u, v, _s=s: masked(_first(_s(u, v)), region, u, v))
        Z = f(X.ravel(), Y.ravel()).reshape(ny, nx)
        edge = hole_edges(np, f, X, Y, Z) if not np.isfinite(Z).all() else None
        zs_all.append(Z.ravel() if edge is None else np.concatenate([Z.ravel(), edge[0][:, 2]]))
        complexes.append((X, Y, Z, edge))
    zs = np.concatenate(zs_all) if zs_all else np.zeros(0)
    specs = P.split_plot_range(opts.get("PlotRange"), 3)
    z0, z1 = _z_range(np, zs, specs[2])
    mesh = _mesh(opts)
    user = opts.get("PlotStyle")
    prims = []
    cf = opts.get("ColorFunction")
    for i, (X, Y, Z, edge) in enumerate(complexes):
        Zc = np.where((Z < z0 - 1e-9 * abs(z1 - z0)) | (Z > z1 + 1e-9 * abs(z1 - z0)),
                      np.nan, Z) if opts.get("ClippingStyle") is S["None"] else Z
        values = Zc.ravel() if edge is None else np.concatenate([Zc.ravel(), edge[0][:, 2]])
        colors = _vertex_colors(np, values, cf) if cf is not None else None
        prims.append(surface_complex(np, X, Y, np.clip(Zc, z0, z1), _surface_style(
            i, P.style_for(user, i, len(complexes))), mesh, opts.get("MeshStyle")
            if opts.get("MeshStyle") is not S.Automatic else None, colors,
            _clipped_edge(np, edge, z0, z1)))
    defaults = [("Axes", TRUE), ("BoxRatios", P.lst(Integer(1), Integer(1), Real(0.4))),
                ("PlotRange", P.lst(P.range_expr(a, b), P.range_expr(c, d),
                                    P.range_expr(z0, z1)))]
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given), "Graphics3D")


def parametric3d(ev, bodies, uv, a, b, vv, lims, opts, given):
    """A space curve (one parameter) or surface (two)."""
    np = _np()
    prims = []
    allp = []
    user = opts.get("PlotStyle")
    for i, body in enumerate(bodies):
        if vv is None:
            s = Sampler(ev, body, (uv,))
            n = grid_points(opts, 200)[0]
            ts = np.linspace(a, b, n)
            v = s(ts)
            if v.ndim != 2 or v.shape[0] < 3:
                continue
            pts = v[:3].T
            runs = _finite_runs(np, pts)
            allp.append(pts)
            st = P.curve_style(i + 1, P.style_for(user, i, len(bodies)))
            prims.append(P.lst(st, *[Expression(S.Line, (P.packed(r),)) for r in runs]))
        else:
            c, d = lims
            s = Sampler(ev, body, (uv, vv))
            nu, nv = grid_points(opts, 40)
            U, V = np.meshgrid(np.linspace(a, b, nu), np.linspace(c, d, nv))
            r = s(U.ravel(), V.ravel())
            if r.ndim != 2 or r.shape[0] < 3:
                continue
            X, Y, Z = (r[k].reshape(nv, nu) for k in range(3))
            bad = ~(np.isfinite(X) & np.isfinite(Y) & np.isfinite(Z))
            Z = np.where(bad, np.nan, Z)
            allp.append(np.column_stack([X.ravel(), Y.ravel(), Z.ravel()]))
            prims.append(surface_complex(np, np.nan_to_num(X), np.nan_to_num(Y), Z,
                                         _surface_style(i, P.style_for(user, i, len(bodies))),
                                         _mesh(opts), None))
    defaults = [("Axes", TRUE), ("BoxRatios", S.Automatic)]
    if allp:
        p = np.concatenate(allp)
        fin = np.isfinite(p).all(axis=1)
        if fin.any():
            lo, hi = p[fin].min(axis=0), p[fin].max(axis=0)
            defaults.append(("PlotRange", P.lst(*[P.range_expr(*widen(float(lo[k]),
                                                                      float(hi[k])))
                                                  for k in range(3)])))
    return P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given), "Graphics3D")


def list_surface(data, opts, given, points_only=False):
    """ListPlot3D of a height matrix or of {x, y, z} triples (triangulated in x, y);
    ListPointPlot3D draws the points."""
    np = _np()
    from mathilda.algorithms.graphics.numeric import real_array
    arr = real_array(data)
    if arr is None:
        return None
    user = opts.get("PlotStyle")
    if arr.ndim == 2 and arr.shape[1] == 3 and arr.shape[0] != 3:
        pts = arr
        if points_only:
            st = Expression(S.Directive, (Expression(S.PointSize, (Real(0.01),)),
                                          P.color_expr(1)))
            prims = P.lst(P.lst(st, Expression(S.Point, (P.packed(pts),))))
        else:
            from scipy.spatial import Delaunay
            tri = Delaunay(pts[:, :2]).simplices
            from mathilda.core.packed import PackedArray
            prims = P.lst(Expression(S.GraphicsComplex, (P.packed(pts), P.lst(
                Expression(S.EdgeForm, ()), _surface_style(0, user),
                Expression(S.Polygon, (PackedArray((tri + 1).astype(np.int64)),))))))
    elif arr.ndim == 2:
        ny, nx = arr.shape
        X, Y = np.meshgrid(np.arange(1, nx + 1, dtype=float), np.arange(1, ny + 1,
                                                                        dtype=float))
        if points_only:
            pts = np.column_stack([X.ravel(), Y.ravel(), arr.ravel()])
            prims = P.lst(P.lst(P.color_expr(1), Expression(S.Point, (P.packed(pts),))))
        else:
            prims = P.lst(surface_complex(np, X, Y, arr, _surface_style(0, user),
                                          min(_mesh(opts), max(nx, ny)), None))
        pts = np.column_stack([X.ravel(), Y.ravel(), arr.ravel()])
    else:
        return None
    fin = np.isfinite(pts).all(axis=1)
    lo, hi = pts[fin].min(axis=0), pts[fin].max(axis=0)
    defaults = [("Axes", TRUE), ("BoxRatios", P.lst(Integer(1), Integer(1), Real(0.4))),
                ("PlotRange", P.lst(*[P.range_expr(*widen(float(lo[k]), float(hi[k])))
                                      for k in range(3)]))]
    return P.graphics(prims, defaults, P.passed_options(opts, given), "Graphics3D")
