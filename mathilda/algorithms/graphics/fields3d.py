"""Fields and slices in space: VectorPlot3D, ListVectorPlot3D, StreamPlot3D,
SliceDensityPlot3D and SliceContourPlot3D.

Arrows are ``Arrow[{tail, head}]`` centred on their sample points, as VectorPlot's: their
length is 0.8 of a cell in the box's scaled coordinates, coloured by the magnitude with
the default vector gradient.  Streamlines are traced by fixed-step RK2 through the field
interpolated trilinearly.  A slice is a GraphicsComplex of the sampled plane with
VertexColors from the density gradient over the values of all slices (for
SliceContourPlot3D, the colour of the band between contour levels, and the contour lines
on the plane)."""

from mathilda.core.expr import Expression, Integer, Real, String, S, TRUE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.colors import GRADIENTS, gradient_array
from mathilda.algorithms.graphics.numeric import atom_float
from mathilda.algorithms.graphics.sampling import Sampler

DENSITY = "M10DefaultDensityGradient"


def _np():
    import numpy as np
    return np


def sample3(ev, body, vars_, X, Y, Z):
    """Values of body at the points (an array of X's shape, or 3 of them for a vector)."""
    s = Sampler(ev, body, vars_)
    v = s(X.ravel(), Y.ravel(), Z.ravel())
    return v


def _box_defaults(box):
    return [("Axes", TRUE),
            ("BoxRatios", P.lst(Integer(1), Integer(1), Integer(1))),
            ("PlotRange", P.lst(*[P.range_expr(lo, hi) for lo, hi in box]))]


def arrows3d(np, pts, vecs, box, cells, opts):
    """(primitives, (min, max) magnitude) of arrows at pts (m x 3) for vecs (m x 3)."""
    from mathilda.algorithms.graphics.vectors import _item_colors
    norm = np.linalg.norm(vecs, axis=1)
    ok = np.isfinite(norm) & (norm > 0)
    if not ok.any():
        return [], None
    pts, vecs, norm = pts[ok], vecs[ok], norm[ok]
    span = np.array([(hi - lo) or 1.0 for lo, hi in box])
    sv = vecs / span
    sn = np.linalg.norm(sv, axis=1)
    length = np.full(len(pts), 0.8 / max(cells))
    scaling = opts.get("VectorScaling")
    if type(scaling) is String and scaling.value == "Linear":
        length = length * norm / norm.max()
    d = sv / sn[:, None] * length[:, None] * span
    tails, heads = pts - d / 2, pts + d / 2
    cols = _item_colors(np, opts.get("VectorColorFunction"), norm, None, None)
    user = P._directives(opts.get("VectorStyle"))
    prims = [P.lst(cols[k], *user, Expression(S.Arrow, (P.packed(np.array(
        [tails[k], heads[k]])),))) for k in range(len(pts))]
    return prims, (float(norm.min()), float(norm.max()))


def _grid3(np, box, n):
    axes = [lo + (np.arange(n) + 0.5) * (hi - lo) / n for lo, hi in box]
    Z, Y, X = np.meshgrid(axes[2], axes[1], axes[0], indexing="ij")
    return X, Y, Z


def field_graphics(prims, box, opts, given, rng):
    from mathilda.algorithms.graphics.vectors import _legend, gradient_name
    g = P.graphics(P.lst(*prims), _box_defaults(box), P.passed_options(opts, given),
                   "Graphics3D")
    return _legend(g, opts, gradient_name(opts.get("VectorColorFunction")), rng)


def vector_plot3d(ev, body, vars_, box, opts, given):
    np = _np()
    from mathilda.algorithms.graphics.vectors import vector_points
    spec = opts.get("VectorPoints")
    n = 7 if spec is None or spec is S.Automatic else vector_points(spec, 7)[0]
    X, Y, Z = _grid3(np, box, n)
    v = sample3(ev, body, vars_, X, Y, Z)
    if v.ndim != 2 or v.shape[0] != 3:
        return None
    pts = np.column_stack([X.ravel(), Y.ravel(), Z.ravel()])
    prims, rng = arrows3d(np, pts, v.T, box, (n,), opts)
    return field_graphics(prims, box, opts, given, rng)


def vector_data3d(data):
    """(points, vectors, box, cells) of an array of 3-vectors (first index z, then y,
    then x, at 1, 2, ...) or of {{x, y, z}, {vx, vy, vz}} pairs; None otherwise."""
    from mathilda.algorithms.graphics.numeric import real_array
    np = _np()
    arr = real_array(data)
    if arr is None:
        return None
    if arr.ndim == 3 and arr.shape[1:] == (2, 3):
        pts, vec = arr[:, 0, :], arr[:, 1, :]
        box = [(float(pts[:, k].min()), float(pts[:, k].max())) for k in range(3)]
        k = max(2, int(round(len(pts) ** (1 / 3))))
        return pts, vec, box, (k,)
    if arr.ndim == 4 and arr.shape[3] == 3:
        nz, ny, nx = arr.shape[:3]
        Z, Y, X = np.meshgrid(np.arange(1.0, nz + 1), np.arange(1.0, ny + 1),
                              np.arange(1.0, nx + 1), indexing="ij")
        pts = np.column_stack([X.ravel(), Y.ravel(), Z.ravel()])
        box = [(1.0, float(nx)), (1.0, float(ny)), (1.0, float(nz))]
        return pts, arr.reshape(-1, 3), box, (nx, ny, nz)
    return None


def list_vector_plot3d(data, opts, given):
    np = _np()
    r = vector_data3d(data)
    if r is None:
        return None
    pts, vec, box, cells = r
    if any(hi <= lo for lo, hi in box):
        return None
    prims, rng = arrows3d(np, pts, vec, box, cells, opts)
    return field_graphics(prims, box, opts, given, rng)


# --- StreamPlot3D ------------------------------------------------------------------------------

def stream_plot3d(ev, body, vars_, box, opts, given):
    """Streamlines from a 4 x 4 x 4 grid of seeds, traced both ways (RK2, steps of 1/60
    of the box in scaled coordinates, at most 300 each way) through the field sampled on
    a 20^3 grid, drawn as arrows coloured by the mean speed."""
    np = _np()
    from scipy.interpolate import RegularGridInterpolator
    from mathilda.algorithms.graphics.vectors import _item_colors
    n = 20
    axes = [np.linspace(lo, hi, n) for lo, hi in box]
    Z, Y, X = np.meshgrid(axes[2], axes[1], axes[0], indexing="ij")
    v = sample3(ev, body, vars_, X, Y, Z)
    if v.ndim != 2 or v.shape[0] != 3:
        return None
    span = np.array([(hi - lo) or 1.0 for lo, hi in box])
    lo = np.array([b[0] for b in box])
    comps = [RegularGridInterpolator((axes[2], axes[1], axes[0]),
                                     np.nan_to_num(v[k].reshape(Z.shape)),
                                     bounds_error=False, fill_value=np.nan)
             for k in range(3)]

    def field(p):                       # p in scaled coordinates, m x 3
        q = lo + p * span
        pts = np.column_stack([q[:, 2], q[:, 1], q[:, 0]])
        return np.column_stack([c(pts) for c in comps]) / span

    seeds = (np.stack(np.meshgrid(*[np.arange(4) + 0.5] * 3, indexing="ij"), -1)
             .reshape(-1, 3) / 4)
    h = 1 / 60
    paths = []
    for sign in (1.0, -1.0):
        p = seeds.copy()
        path = [p.copy()]
        alive = np.ones(len(p), dtype=bool)
        for _ in range(300):
            ev.check_interrupt()
            f1 = field(p)
            nrm = np.linalg.norm(f1, axis=1)
            step = np.where(nrm > 0, h / np.where(nrm > 0, nrm, 1), 0)[:, None] * sign
            mid = p + 0.5 * step * f1
            f2 = field(mid)
            newp = p + step * np.nan_to_num(f2)
            out = ~((newp >= 0) & (newp <= 1)).all(axis=1) | ~np.isfinite(f2).all(axis=1) \
                | (nrm == 0)
            alive &= ~out
            p = np.where(alive[:, None], newp, p)
            path.append(np.where(alive[:, None], p, np.nan))
            if not alive.any():
                break
        paths.append(np.stack(path, axis=1))       # seeds x steps x 3
    lines, speeds = [], []
    for k in range(len(seeds)):
        back = paths[1][k][::-1]
        fwd = paths[0][k][1:]
        ln = np.concatenate([back, fwd])
        ln = ln[np.isfinite(ln).all(axis=1)]
        if len(ln) < 3:
            continue
        q = lo + ln * span
        lines.append(q)
        sp = np.linalg.norm(field(ln[::max(1, len(ln) // 8)]) * span, axis=1)
        speeds.append(float(np.nanmean(sp)))
    if not lines:
        return P.graphics(P.lst(), _box_defaults(box), P.passed_options(opts, given),
                          "Graphics3D")
    speeds = np.array(speeds)
    cols = _item_colors(np, opts.get("StreamColorFunction"), speeds, None, None)
    prims = [P.lst(c, Expression(S.Arrow, (P.packed(ln),))) for c, ln in zip(cols, lines)]
    from mathilda.algorithms.graphics.vectors import _legend, gradient_name
    g = P.graphics(P.lst(*prims), _box_defaults(box), P.passed_options(opts, given),
                   "Graphics3D")
    return _legend(g, opts, gradient_name(opts.get("StreamColorFunction")),
                   (float(speeds.min()), float(speeds.max())))


# --- slices ----------------------------------------------------------------------------------

def slice_planes(spec, box):
    """[(axis 0/1/2, value)] for a slice specification: "CenterPlanes", "BackPlanes",
    "XStackedPlanes" (also {"XStackedPlanes", n} and Y, Z), an equation x == c (given the
    variable names as axis 0..2 in ``box``'s order), or a list of these; None if unknown."""
    (a, b), (c, d), (e, f) = box
    if type(spec) is String or (isinstance(spec, Expression) and spec.head is S.List and
                                len(spec.args) == 2 and type(spec.args[0]) is String and
                                type(spec.args[1]) is Integer):
        name = spec.value if type(spec) is String else spec.args[0].value
        count = 3 if type(spec) is String else max(1, spec.args[1].value)
        if name == "CenterPlanes":
            return [(0, (a + b) / 2), (1, (c + d) / 2), (2, (e + f) / 2)]
        if name == "BackPlanes":
            return [(0, a), (1, d), (2, e)]
        if name in ("XStackedPlanes", "YStackedPlanes", "ZStackedPlanes"):
            k = "XYZ".index(name[0])
            lo, hi = box[k]
            return [(k, lo + (hi - lo) * (m + 0.5) / count) for m in range(count)]
        return None
    return None


def equation_planes(spec, vars_):
    """[(axis, value)] for x == c equations (or a list of them) in the variables."""
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    out = []
    for eq in items:
        if not (isinstance(eq, Expression) and eq.head is S.Equal and len(eq.args) == 2):
            return None
        lhs, rhs = eq.args
        if lhs not in vars_:
            lhs, rhs = rhs, lhs
        v = atom_float(rhs)
        if lhs not in vars_ or v is None:
            return None
        out.append((vars_.index(lhs), v))
    return out


def _plane_grid(np, k, value, box, n):
    u_ax, v_ax = [m for m in range(3) if m != k]
    U, V = np.meshgrid(np.linspace(*box[u_ax], n), np.linspace(*box[v_ax], n))
    coords = [None] * 3
    coords[k] = np.full(U.shape, value)
    coords[u_ax], coords[v_ax] = U, V
    return coords, (U, V, u_ax, v_ax)


def slice_plot(ev, body, planes, vars_, box, opts, given, contour=False):
    np = _np()
    from mathilda.algorithms.graphics.plot3d import surface_complex
    from mathilda.algorithms.graphics.density import _levels
    from mathilda.algorithms.graphics.plot3d import grid_points
    n = grid_points(opts, 60)[0]
    samples = []
    for k, value in planes:
        coords, uv = _plane_grid(np, k, value, box, n)
        F = sample3(ev, body, vars_, *coords)
        if F.ndim > 1:
            F = F[0]
        samples.append((coords, uv, F.reshape(coords[0].shape)))
    allF = np.concatenate([s[2].ravel() for s in samples])
    fin = np.isfinite(allF)
    lo, hi = (float(allF[fin].min()), float(allF[fin].max())) if fin.any() else (0.0, 1.0)
    span = (hi - lo) or 1.0
    cf = opts.get("ColorFunction")
    grad = cf.value if type(cf) is String and cf.value in GRADIENTS else DENSITY
    levels = _levels(np, allF.reshape(1, -1), opts.get("Contours")) if contour else []
    prims = []
    white = Expression(S.Directive, (Expression(S.GrayLevel, (Integer(1),)),))
    for coords, (U, V, u_ax, v_ax), F in samples:
        if contour:
            bounds = np.array([lo] + list(levels) + [hi])
            band = np.clip(np.searchsorted(bounds, F, side="right") - 1, 0,
                           len(bounds) - 2)
            mids = (bounds[:-1] + bounds[1:]) / 2
            t = (mids[band] - lo) / span
        else:
            t = (F - lo) / span
        rgb = gradient_array(grad, np.nan_to_num(t.ravel(), nan=0.0))
        surf = surface_complex(np, coords[0], coords[1], coords[2], white, 0, None, rgb)
        prims.append(surf)
        if contour and levels:
            import contourpy
            gen = contourpy.contour_generator(U, V, F, line_type="Separate")
            lines = []
            for lv in levels:
                for ln in gen.lines(lv):
                    if len(ln) < 2:
                        continue
                    p3 = np.zeros((len(ln), 3))
                    p3[:, u_ax], p3[:, v_ax] = ln[:, 0], ln[:, 1]
                    k = 3 - u_ax - v_ax
                    p3[:, k] = coords[k].flat[0]
                    lines.append(Expression(S.Line, (P.packed(p3),)))
            if lines:
                prims.append(P.lst(Expression(S.GrayLevel, (Integer(0), Real(0.5))),
                                   *lines))
    defaults = [("Axes", TRUE),
                ("BoxRatios", P.lst(Integer(1), Integer(1), Integer(1))),
                ("Lighting", String("Neutral")),
                ("PlotRange", P.lst(*[P.range_expr(a, b) for a, b in box]))]
    g = P.graphics(P.lst(*prims), defaults, P.passed_options(opts, given), "Graphics3D")
    if opts.get("PlotLegends") is S.Automatic:
        return Expression(S.Legended, (g, Expression(S.BarLegend, (P.lst(
            String(grad), P.lst(Real(lo), Real(hi))),))))
    return g
