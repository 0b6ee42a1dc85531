"""Curves and solids as polylines and polygons: ellipses and sectors, rounded rectangles,
Bezier and B-spline curves, and the 3D solids (spheres, cuboids, cylinders, cones, tubes,
tetrahedra, hexahedra, pyramids, prisms, parallelepipeds) as arrays of faces."""

import math


def _np():
    import numpy as np
    return np


def ellipse(c, radii, angles=None, closed=True, sector=False, n=96):
    """Points on the ellipse of centre ``c`` and radii (rx, ry); with ``angles`` (a, b)
    the arc from a to b; ``sector`` closes an arc through the centre (Disk)."""
    np = _np()
    if angles is None:
        t = np.linspace(0, 2 * math.pi, n + 1)
        if not closed or sector:
            t = t[:-1]
    else:
        a, b = float(angles[0]), float(angles[1])
        k = max(8, int(n * abs(b - a) / (2 * math.pi)) + 1)
        t = np.linspace(a, b, k)
    pts = np.column_stack([c[0] + radii[0] * np.cos(t), c[1] + radii[1] * np.sin(t)])
    if sector and angles is not None and abs(angles[1] - angles[0]) < 2 * math.pi - 1e-9:
        pts = np.vstack([[c[0], c[1]], pts])
    return pts


def annulus(c, r1, r2, angles=None, n=96):
    np = _np()
    a, b = (0.0, 2 * math.pi) if angles is None else (float(angles[0]), float(angles[1]))
    t = np.linspace(a, b, n)
    outer = np.column_stack([c[0] + r2 * np.cos(t), c[1] + r2 * np.sin(t)])
    inner = np.column_stack([c[0] + r1 * np.cos(t[::-1]), c[1] + r1 * np.sin(t[::-1])])
    return np.vstack([outer, inner])


def rounded_rect(x0, y0, x1, y1, r, n=8):
    np = _np()
    xa, xb = min(x0, x1), max(x0, x1)
    ya, yb = min(y0, y1), max(y0, y1)
    r = min(abs(r), (xb - xa) / 2, (yb - ya) / 2)
    pts = []
    for cx, cy, a in ((xb - r, ya + r, -math.pi / 2), (xb - r, yb - r, 0.0),
                      (xa + r, yb - r, math.pi / 2), (xa + r, ya + r, math.pi)):
        t = np.linspace(a, a + math.pi / 2, n)
        pts.append(np.column_stack([cx + r * np.cos(t), cy + r * np.sin(t)]))
    return np.vstack(pts)


def bezier(np, pts, degree=3, n=24):
    """A composite Bezier curve of the given degree through the control points (as
    BezierCurve: consecutive pieces share an end point)."""
    pts = np.asarray(pts, dtype=float)
    if len(pts) < 2:
        return pts
    degree = max(1, min(int(degree), len(pts) - 1))
    out = []
    i = 0
    t = np.linspace(0.0, 1.0, n)
    while i < len(pts) - 1:
        ctrl = pts[i:i + degree + 1]
        d = len(ctrl) - 1
        coef = np.array([math.comb(d, k) for k in range(d + 1)], dtype=float)
        basis = coef[None, :] * t[:, None] ** np.arange(d + 1) * \
            (1 - t[:, None]) ** (d - np.arange(d + 1))
        seg = basis @ ctrl
        out.append(seg if not out else seg[1:])
        i += d
    return np.vstack(out)


def bspline(np, pts, degree=3, n=200):
    """A clamped uniform B-spline curve through de Boor's algorithm."""
    pts = np.asarray(pts, dtype=float)
    m = len(pts)
    p = max(1, min(int(degree), m - 1))
    knots = np.concatenate([np.zeros(p), np.linspace(0, 1, m - p + 1), np.ones(p)])
    ts = np.linspace(0, 1, n)
    out = np.empty((n, pts.shape[1]))
    for j, t in enumerate(ts):
        k = min(max(int(np.searchsorted(knots, t, side="right")) - 1, p), m - 1)
        d = [pts[k - p + i].copy() for i in range(p + 1)]
        for r in range(1, p + 1):
            for i in range(p, r - 1, -1):
                a0 = knots[i + k - p]
                a1 = knots[i + 1 + k - r]
                alpha = 0.0 if a1 == a0 else (t - a0) / (a1 - a0)
                d[i] = (1 - alpha) * d[i - 1] + alpha * d[i]
        out[j] = d[p]
    return out


# --- 3D -------------------------------------------------------------------------------------

def sphere(c, radii, nu=48, nv=24):
    """Quadrilateral faces (an m x 4 x 3 array) of an ellipsoid."""
    np = _np()
    u = np.linspace(0, 2 * math.pi, nu + 1)
    v = np.linspace(0, math.pi, nv + 1)
    U, V = np.meshgrid(u, v)
    X = c[0] + radii[0] * np.cos(U) * np.sin(V)
    Y = c[1] + radii[1] * np.sin(U) * np.sin(V)
    Z = c[2] + radii[2] * np.cos(V)
    return grid_quads(np, X, Y, Z)


def grid_quads(np, X, Y, Z):
    P = np.stack([X, Y, Z], axis=-1)
    q = np.stack([P[:-1, :-1], P[:-1, 1:], P[1:, 1:], P[1:, :-1]], axis=2)
    return q.reshape(-1, 4, 3)


def cuboid(lo, hi):
    np = _np()
    x0, y0, z0 = lo
    x1, y1, z1 = hi
    v = np.array([[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0],
                  [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]])
    faces = [[0, 3, 2, 1], [4, 5, 6, 7], [0, 1, 5, 4], [2, 3, 7, 6], [1, 2, 6, 5],
             [0, 4, 7, 3]]
    return v[np.array(faces)]


def _frame(np, axis):
    a = axis / (np.linalg.norm(axis) or 1.0)
    t = np.array([1.0, 0, 0]) if abs(a[0]) < 0.9 else np.array([0, 1.0, 0])
    u = np.cross(a, t)
    u /= np.linalg.norm(u)
    w = np.cross(a, u)
    return a, u, w


def axis_solid(p1, p2, r, kind, n=32):
    """Faces of a cylinder (with its two caps) or a cone (with its base) from p1 to p2."""
    np = _np()
    p1 = np.asarray(p1, dtype=float)
    p2 = np.asarray(p2, dtype=float)
    _, u, w = _frame(np, p2 - p1)
    t = np.linspace(0, 2 * math.pi, n + 1)
    ring = np.cos(t)[:, None] * u + np.sin(t)[:, None] * w
    bottom = p1 + r * ring
    top = p2 + r * ring if kind == "cylinder" else np.repeat(p2[None, :], n + 1, axis=0)
    side = np.stack([bottom[:-1], bottom[1:], top[1:], top[:-1]], axis=1)
    faces = list(side)
    faces.append(bottom[:-1][::-1])
    if kind == "cylinder":
        faces.append(top[:-1])
    return faces


def tube(path, r, n=16):
    """Faces of a tube of radius r around a polyline."""
    np = _np()
    path = np.asarray(path, dtype=float)
    faces = []
    t = np.linspace(0, 2 * math.pi, n + 1)
    for a, b in zip(path[:-1], path[1:]):
        if np.allclose(a, b):
            continue
        _, u, w = _frame(np, b - a)
        ring = np.cos(t)[:, None] * u + np.sin(t)[:, None] * w
        ra, rb = a + r * ring, b + r * ring
        faces.extend(np.stack([ra[:-1], ra[1:], rb[1:], rb[:-1]], axis=1))
    return faces


def rotation3(axis, th):
    np = _np()
    a = np.asarray(axis, dtype=float)
    a = a / (np.linalg.norm(a) or 1.0)
    K = np.array([[0, -a[2], a[1]], [a[2], 0, -a[0]], [-a[1], a[0], 0]])
    return np.eye(3) + math.sin(th) * K + (1 - math.cos(th)) * (K @ K)


TETRA = [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]


def tetra_faces(p):
    np = _np()
    p = np.asarray(p, dtype=float)
    return [p[[0, 1, 2]], p[[0, 1, 3]], p[[0, 2, 3]], p[[1, 2, 3]]]


def hexa_faces(p):
    np = _np()
    p = np.asarray(p, dtype=float)
    idx = [[0, 1, 2, 3], [4, 5, 6, 7], [0, 1, 5, 4], [1, 2, 6, 5], [2, 3, 7, 6], [3, 0, 4, 7]]
    return [p[i] for i in idx]


def pyramid_faces(p):
    np = _np()
    p = np.asarray(p, dtype=float)
    return [p[[0, 1, 2, 3]], p[[0, 1, 4]], p[[1, 2, 4]], p[[2, 3, 4]], p[[3, 0, 4]]]


def prism_faces(p):
    np = _np()
    p = np.asarray(p, dtype=float)
    return [p[[0, 1, 2]], p[[3, 4, 5]], p[[0, 1, 4, 3]], p[[1, 2, 5, 4]], p[[2, 0, 3, 5]]]


def parallelepiped(p, v):
    np = _np()
    p = np.asarray(p, dtype=float)
    a, b, c = (np.asarray(x, dtype=float) for x in v)
    corners = np.array([p, p + a, p + a + b, p + b, p + c, p + a + c, p + a + b + c,
                        p + b + c])
    return hexa_faces(corners)


def torus(c, big, t, nu=48, nv=24):
    """Quadrilateral faces of the torus about the z axis through c: the circle of radius
    ``big`` swept by a tube of radius ``t``."""
    np = _np()
    U, V = np.meshgrid(np.linspace(0, 2 * math.pi, nu + 1), np.linspace(0, 2 * math.pi, nv + 1))
    rho = big + t * np.cos(V)
    return grid_quads(np, c[0] + rho * np.cos(U), c[1] + rho * np.sin(U), c[2] + t * np.sin(V))


def stadium(a, b, r, n=24):
    """The outline of the points within r of the segment from a to b (2D)."""
    np = _np()
    d = np.asarray(b, float) - np.asarray(a, float)
    th = math.atan2(d[1], d[0]) if d.any() else 0.0
    t1 = np.linspace(th - math.pi / 2, th + math.pi / 2, n)
    t2 = t1 + math.pi
    return np.vstack([np.column_stack([b[0] + r * np.cos(t1), b[1] + r * np.sin(t1)]),
                      np.column_stack([a[0] + r * np.cos(t2), a[1] + r * np.sin(t2)])])
