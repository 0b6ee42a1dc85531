"""Plots in space from data: ListContourPlot3D, ListDensityPlot3D, ArrayPlot3D,
DiscretePlot3D, Histogram3D, SmoothHistogram3D, ListSurfacePlot3D.

A 3D array of values is read as Image3D reads it: the first index is z (the slices), the
second y, the third x, at the integer coordinates 1, 2, ...; scattered {x, y, z, f} values
are interpolated linearly onto a grid.  The level surfaces come from the marching
tetrahedra of ContourPlot3D (surfaces3d.isosurface), the density cloud from
DensityPlot3D's, the surfaces of SmoothHistogram3D from Plot3D's surface builder."""

import math

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics import surfaces3d as S3
from mathilda.algorithms.graphics.colors import rgb_expr
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.algorithms.graphics.plotrange import widen


def _np():
    import numpy as np
    return np


# --- volumes ------------------------------------------------------------------------------------

def volume_data(data, n=25):
    """(X, Y, Z, F, box) of a rectangular 3D array of values or of {x, y, z, f} rows (then
    interpolated linearly onto an n^3 grid, NaN outside their convex hull); None when the
    data is neither."""
    np = _np()
    arr = real_array(data)
    if arr is None:
        return None
    if arr.ndim == 3 and min(arr.shape) >= 2:
        nz, ny, nx = arr.shape
        Z, Y, X = np.meshgrid(np.arange(1.0, nz + 1), np.arange(1.0, ny + 1),
                              np.arange(1.0, nx + 1), indexing="ij")
        box = ((1.0, float(nx)), (1.0, float(ny)), (1.0, float(nz)))
        return X, Y, Z, arr.astype(float), box
    if arr.ndim == 2 and arr.shape[1] == 4 and arr.shape[0] >= 4:
        from scipy.interpolate import LinearNDInterpolator
        pts, f = arr[:, :3], arr[:, 3]
        box = tuple((float(pts[:, k].min()), float(pts[:, k].max())) for k in range(3))
        if any(hi <= lo for lo, hi in box):
            return None
        Z, Y, X = np.meshgrid(*[np.linspace(lo, hi, n) for lo, hi in box[::-1]],
                              indexing="ij")
        try:
            F = LinearNDInterpolator(pts, f)(X, Y, Z)
        except Exception:               # degenerate (coplanar) points
            return None
        return X, Y, Z, np.asarray(F, dtype=float), box
    return None


def _box3d(box, ratios=(1, 1, 1)):
    return [("Axes", TRUE), ("BoxRatios", P.lst(*[Integer(r) if r == int(r) else Real(r)
                                                   for r in ratios])),
            ("PlotRange", P.lst(*[P.range_expr(lo, hi) for lo, hi in box]))]


def list_contour3d(vol, opts, given):
    """Level surfaces of the values: Contours -> n, a list of levels, or Automatic (three
    levels between the least and greatest value, translucent)."""
    np = _np()
    X, Y, Z, F, box = vol
    levels = S3._levels3d(np, F, opts.get("Contours"))
    user = opts.get("ContourStyle")
    prims = []
    for i, lv in enumerate(levels):
        tris = S3.isosurface(np, X, Y, Z, F, lv)
        if len(tris):
            prims.append(S3.surface_complex(np, tris, S3._style(i, P.style_for(
                user, i, len(levels)), 0.5 if len(levels) > 1 else None)))
    return P.graphics(P.lst(*prims), _box3d(box), P.passed_options(opts, given),
                      "Graphics3D")


def list_density3d(vol, opts, given):
    X, Y, Z, F, box = vol
    return S3.density_cloud(X, Y, Z, F, box, opts, given)


# --- ArrayPlot3D ------------------------------------------------------------------------------

def array_plot3d(arr, opts, given):
    """One Cuboid per non-zero cell (array[[k, j, i]] the unit cube at x = i - 1 .. i,
    y = j - 1 .. j, z = k - 1 .. k), grey by |value| / max (GrayLevel[1 - 0.8 |v| / max], so that the lighting still
    shows the faces of the largest), grouped by shade."""
    np = _np()
    nz, ny, nx = arr.shape
    fin = np.isfinite(arr) & (arr != 0)
    m = float(np.abs(arr[fin]).max()) if fin.any() else 1.0
    shade = np.round(1.0 - 0.8 * np.abs(np.nan_to_num(arr)) / m, 4)
    groups = []
    for g in sorted(set(shade[fin].tolist())):
        cells = np.argwhere(fin & (shade == g))
        cubes = [Expression(S.Cuboid, (P.lst(Integer(int(i)), Integer(int(j)),
                                               Integer(int(k))),
                                        P.lst(Integer(int(i) + 1), Integer(int(j) + 1),
                                              Integer(int(k) + 1))))
                 for k, j, i in cells]
        groups.append(P.lst(Expression(S.GrayLevel, (Real(g),)), *cubes))
    edge = Expression(S.EdgeForm, (Expression(S.GrayLevel, (Real(0.5),)),))
    defaults = [("Boxed", TRUE), ("BoxRatios", P.lst(Integer(nx), Integer(ny), Integer(nz))),
                ("Lighting", String("Neutral")),
                ("PlotRange", P.lst(P.lst(Integer(0), Integer(nx)),
                                    P.lst(Integer(0), Integer(ny)),
                                    P.lst(Integer(0), Integer(nz))))]
    return P.graphics(P.lst(edge, *groups), defaults, P.passed_options(opts, given),
                      "Graphics3D")


# --- DiscretePlot3D --------------------------------------------------------------------------

def discrete3d(sets, opts, given):
    """``sets``: one (n x 3) array of {i, j, f} per function: points with stems down to
    z = 0 (Filling -> Bottom) in the default colours."""
    np = _np()
    prims = []
    fill = opts.get("Filling")
    stems = fill is not S["None"] and fill is not FALSE
    allp = np.concatenate(sets)
    zlo, zhi = float(np.nanmin(allp[:, 2])), float(np.nanmax(allp[:, 2]))
    base = 0.0 if zlo <= 0 <= zhi else (zlo if zlo > 0 else zhi)
    if stems and (zlo > 0 or zhi < 0):
        base = 0.0
    for i, pts in enumerate(sets):
        pts = pts[np.isfinite(pts).all(axis=1)]
        col = P.color_expr(i + 1)
        user = P._directives(P.style_for(opts.get("PlotStyle"), i, len(sets)))
        group = [col, *user]
        if stems:
            segs = [np.array([[x, y, base], [x, y, z]]) for x, y, z in pts]
            group.append(P.lst(Expression(S.Opacity, (Real(0.5),)), Expression(
                S.Line, (P.lst(*[P.packed(s) for s in segs]),))))
        group += [Expression(S.PointSize, (Real(0.012),)),
                  Expression(S.Point, (P.packed(pts),))]
        prims.append(P.lst(*group))
    box = [(float(allp[:, 0].min()), float(allp[:, 0].max())),
           (float(allp[:, 1].min()), float(allp[:, 1].max())),
           (min(zlo, base), max(zhi, base))]
    box = [widen(lo, hi) if hi <= lo else (lo, hi) for lo, hi in box]
    return P.graphics(P.lst(*prims), _box3d(box, (1, 1, 0.4)),
                      P.passed_options(opts, given), "Graphics3D")


# --- Histogram3D and SmoothHistogram3D ------------------------------------------------------

def bins2d(ev, pts, bspecs):
    """The bin edges of the two coordinates of pts (m x 2), each from HistogramList with
    its spec (None: automatic), or None."""
    np = _np()
    edges = []
    for k in range(2):
        col = Expression(S.List, tuple(Real(float(v)) for v in pts[:, k]))
        args = [bspecs[k]] if bspecs[k] is not None else []
        r = ev.call("HistogramList", col, *args)
        if not (isinstance(r, Expression) and r.head is S.List and len(r.args) == 2):
            return None
        e = real_array(r.args[0])
        if e is None or len(e) < 2:
            return None
        edges.append(np.asarray(e, dtype=float))
    return edges


def heights2d(np, H, ex, ey, kind, n):
    """Counts H of 2D bins as "Count", "Probability" or "PDF" heights (None: unknown)."""
    if kind == "Probability":
        return H / n
    if kind == "PDF":
        return H / (n * np.outer(np.diff(ex), np.diff(ey)))
    return H if kind == "Count" else None


def histogram3d(ev, pts, bspecs, hspec, opts, given):
    """Cuboids over the bins of the {x, y} pairs: the bin edges of each coordinate from
    HistogramList (so they agree with Histogram's), heights "Count" (default),
    "Probability", "PDF" (the count over n times the bin area)."""
    np = _np()
    edges = bins2d(ev, pts, bspecs)
    if edges is None:
        return None
    H, ex, ey = np.histogram2d(pts[:, 0], pts[:, 1], bins=edges)
    kind = hspec.value if type(hspec) is String else "Count"
    H = heights2d(np, H, ex, ey, kind, len(pts))
    if H is None:
        return None
    from mathilda.algorithms.graphics.charts import HIST_COLOR, bar_edge
    cubes = []
    for i in range(H.shape[0]):
        for j in range(H.shape[1]):
            if H[i, j] > 0:
                h = H[i, j]
                hv = Integer(int(h)) if kind == "Count" else Real(float(h))
                cubes.append(Expression(S.Cuboid, (
                    P.lst(Real(float(ex[i])), Real(float(ey[j])), Integer(0)),
                    P.lst(Real(float(ex[i + 1])), Real(float(ey[j + 1])), hv))))
    style = opts.get("ChartStyle")
    col = rgb_expr(*HIST_COLOR) if style in (None, S.Automatic) else style
    box = [(float(ex[0]), float(ex[-1])), (float(ey[0]), float(ey[-1])),
           (0.0, float(H.max()) or 1.0)]
    return P.graphics(P.lst(P.lst(col, bar_edge(), *cubes)), _box3d(box, (1, 1, 0.4)),
                      P.passed_options(opts, given), "Graphics3D")


def _bandwidths(np, pts, bw):
    from mathilda.algorithms.graphics.charts import silverman
    if bw is not None:
        return bw
    return [silverman(np, pts[:, k]) for k in range(2)]


def kde2d(np, pts, bw, n):
    """(xs, ys, D): a Gaussian kernel density estimate of the pairs on an n x n grid (rows
    y, columns x) over their range widened by three bandwidths."""
    hx, hy = _bandwidths(np, pts, bw)
    xs = np.linspace(pts[:, 0].min() - 3 * hx, pts[:, 0].max() + 3 * hx, n)
    ys = np.linspace(pts[:, 1].min() - 3 * hy, pts[:, 1].max() + 3 * hy, n)
    gx = np.exp(-0.5 * ((xs[:, None] - pts[None, :, 0]) / hx) ** 2)     # n x m
    gy = np.exp(-0.5 * ((ys[:, None] - pts[None, :, 1]) / hy) ** 2)
    return xs, ys, gy @ gx.T / (len(pts) * 2 * math.pi * hx * hy)


def smooth_histogram3d(pts, bw, opts, given):
    """The surface of a Gaussian kernel density estimate of the {x, y} pairs (a
    bandwidth per coordinate, Silverman's rule unless given), over the data's range
    widened by three bandwidths."""
    np = _np()
    from mathilda.algorithms.graphics.plot3d import _mesh, _surface_style, surface_complex
    xs, ys, D = kde2d(np, pts, bw, 50)
    X, Y = np.meshgrid(xs, ys)
    surf = surface_complex(np, X, Y, D, _surface_style(0, opts.get("PlotStyle")),
                           _mesh(opts, 15), None)
    box = [(float(xs[0]), float(xs[-1])), (float(ys[0]), float(ys[-1])),
           (0.0, float(D.max()))]
    return P.graphics(P.lst(surf), _box3d(box, (1, 1, 0.4)), P.passed_options(opts, given),
                      "Graphics3D")


def _folded(np, uv, c):
    """The fraction of points whose nearest neighbour in the projection uv is more than
    five times as far in space (the projection covers part of the surface twice)."""
    from scipy.spatial import cKDTree
    d2, k = cKDTree(uv).query(uv, k=2)
    d3 = np.linalg.norm(c - c[k[:, 1]], axis=1)
    return float(np.mean(d3 > 5 * np.maximum(d2[:, 1], 1e-12)))


def _edges(np, p, tri):
    return np.column_stack([np.linalg.norm(p[tri[:, a]] - p[tri[:, b]], axis=1)
                            for a, b in ((0, 1), (1, 2), (2, 0))])


# --- ListSurfacePlot3D ---------------------------------------------------------------------

def list_surface3d(pts, opts, given):
    """A surface through points in space: points over a sheet (a projection, on the
    plane of the two principal axes or a coordinate plane, in which fewer than 5% of the
    points have a nearest neighbour more than five times as far in space) are
    triangulated in that plane, dropping triangles with an edge over three times the
    median edge; other points get their convex hull."""
    np = _np()
    from scipy.spatial import ConvexHull, Delaunay
    from mathilda.core.packed import PackedArray
    c = pts - pts.mean(axis=0)
    _, sv, vt = np.linalg.svd(c, full_matrices=False)
    if sv[0] == 0:
        return None
    tri = None
    best = None
    for basis in (vt[:2], np.eye(3)[[0, 1]], np.eye(3)[[0, 2]], np.eye(3)[[1, 2]]):
        uv = c @ basis.T
        folded = _folded(np, uv, c)
        if best is None or folded < best[0]:
            best = (folded, uv)
    if best[0] < 0.05:                  # a sheet over that plane
        uv = best[1]
        t2 = Delaunay(uv).simplices
        e3 = _edges(np, pts, t2)
        tri = t2[e3.max(axis=1) <= 3 * np.median(e3)]
    if tri is None:
        tri = ConvexHull(pts).simplices
    user = opts.get("PlotStyle")
    from mathilda.algorithms.graphics.plot3d import _surface_style
    surf = Expression(S.GraphicsComplex, (P.packed(pts), P.lst(
        Expression(S.EdgeForm, (Expression(S.GrayLevel, (Integer(0), Real(0.3))),)),
        _surface_style(0, user),
        Expression(S.Polygon, (PackedArray((tri + 1).astype(np.int64)),)))))
    box = [(float(pts[:, k].min()), float(pts[:, k].max())) for k in range(3)]
    box = [widen(lo, hi) if hi <= lo else (lo, hi) for lo, hi in box]
    return P.graphics(P.lst(surf), _box3d(box), P.passed_options(opts, given), "Graphics3D")
