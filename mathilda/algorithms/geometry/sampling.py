"""Uniform random points of regions (RandomPoint), with NumPy, from the session's generator
(so SeedRandom makes them reproducible).

Exact constructions where there is one: a union of simplices picks a simplex in proportion to
its measure and a point by Dirichlet(1, ..., 1) barycentric weights; balls scale a normal
direction by U^(1/n); shells and annuli invert the radial distribution r^(n-1); cones take the
distance from the apex as U^(1/3); segments and polylines pick a segment by length.  Other
bounded regions (non-convex polygons, capsules, stadiums, solid tori, disk segments, torus
surfaces) use rejection from a simpler region that contains them."""

from mathilda.algorithms.geometry.calc import py_number

__all__ = ["sample", "Unsupported"]


class Unsupported(Exception):
    """The region has no sampler here."""


def _f(c, x):
    v = py_number(x)
    if v is None:
        v = py_number(c.call("N", x))
    if v is None or isinstance(v, complex):
        raise Unsupported()
    return float(v)


def _vec(c, xs):
    import numpy as np
    return np.array([_f(c, x) for x in xs], dtype=float)


def _unit_ball(rng, n, d):
    g = rng.standard_normal((n, d))
    g /= _norms(g)[:, None]
    return g * rng.random(n)[:, None] ** (1.0 / d)


def _norms(a):
    import numpy as np
    return np.sqrt((a * a).sum(axis=1))


def _unit_sphere(rng, n, d):
    g = rng.standard_normal((n, d))
    return g / _norms(g)[:, None]


def _simplices(rng, simplices, n):
    import numpy as np
    from math import factorial
    ws = []
    for t in simplices:
        e = t[1:] - t[0]
        k = len(e)
        if k == 0:
            ws.append(1.0)
            continue
        ws.append(np.sqrt(max(np.linalg.det(e @ e.T), 0.0)) / factorial(k))
    ws = np.array(ws)
    idx = rng.choice(len(simplices), size=n, p=ws / ws.sum())
    k = simplices[0].shape[0]
    lam = rng.exponential(size=(n, k))
    lam /= lam.sum(axis=1)[:, None]
    arr = np.stack(simplices)          # (m, k, d)
    return np.einsum("nk,nkd->nd", lam, arr[idx])


def _frame(axis):
    """Two unit vectors orthogonal to the 3D unit vector axis."""
    import numpy as np
    a = np.array([1.0, 0, 0]) if abs(axis[0]) < 0.9 else np.array([0, 1.0, 0])
    u = np.cross(axis, a)
    u /= np.linalg.norm(u)
    return u, np.cross(axis, u)


def _inside_polygon(poly, pts):
    """Even-odd test of many points against one plane polygon."""
    import numpy as np
    x, y = pts[:, 0], pts[:, 1]
    inside = np.zeros(len(pts), dtype=bool)
    q = np.roll(poly, -1, axis=0)
    for (x1, y1), (x2, y2) in zip(poly, q):
        cross = (y1 > y) != (y2 > y)
        with np.errstate(divide="ignore", invalid="ignore"):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
        inside ^= cross & (xi > x)
    return inside


def _rejection(rng, n, lo, hi, test):
    import numpy as np
    out = []
    got = 0
    for _ in range(200):
        m = max(64, 2 * (n - got))
        pts = lo + (hi - lo) * rng.random((m, len(lo)))
        keep = pts[test(pts)]
        out.append(keep)
        got += len(keep)
        if got >= n:
            return np.concatenate(out)[:n]
    raise Unsupported()


def _segment_dist(pts, a, b):
    import numpy as np
    d = b - a
    t = np.clip(((pts - a) @ d) / (d @ d), 0, 1)
    return _norms(pts - (a + t[:, None] * d))


def sample(c, s, n, rng):
    """An (n, edim) array of uniform random points of the shape s; Unsupported raised when
    there is no sampler for it."""
    import numpy as np
    k = s.kind
    if getattr(s, "proxy", None) is not None:
        return sample(c, s.proxy, n, rng)
    if k == "points":
        pts = np.array([_vec(c, p) for p in s.points])
        return pts[rng.integers(0, len(pts), size=n)]
    if k == "polyline":
        segs = [np.array([_vec(c, l[i]), _vec(c, l[i + 1])]) for l in s.lines
                for i in range(len(l) - 1)]
        return _simplices(rng, segs, n)
    if k == "regular_tetrahedron":
        from mathilda.algorithms.geometry.measures import regular_tetrahedron_points
        t = np.array([_vec(c, p) for p in regular_tetrahedron_points(c, s.length)])
        return _simplices(rng, [t], n)
    if k == "simplices":
        return _simplices(rng, [np.array([_vec(c, p) for p in t]) for t in s.simplices], n)
    if k == "polygon":
        polys = [np.array([_vec(c, p) for p in poly]) for poly in s.polygons]
        if s.edim != 2:
            tris = [np.array([p[0], p[i], p[i + 1]]) for p in polys for i in range(1, len(p) - 1)]
            return _simplices(rng, tris, n)
        allp = np.concatenate(polys)
        lo, hi = allp.min(axis=0), allp.max(axis=0)

        def test(pts):
            inside = np.zeros(len(pts), dtype=bool)
            for p in polys:
                inside ^= _inside_polygon(p, pts)
            return inside
        return _rejection(rng, n, lo, hi, test)
    if k == "box":
        lo, hi = _vec(c, s.lo), _vec(c, s.hi)
        return lo + (hi - lo) * rng.random((n, len(lo)))
    if k == "parallelotope":
        o = _vec(c, s.origin)
        vs = np.array([_vec(c, v) for v in s.vectors])
        return o + rng.random((n, len(vs))) @ vs
    if k == "ellipsoid":
        cen, radii = _vec(c, s.center), _vec(c, s.radii)
        return cen + _unit_ball(rng, n, len(cen)) * radii
    if k == "ellipsoid_matrix":
        cen = _vec(c, s.center)
        m = np.array([_vec(c, r) for r in s.matrix])
        return cen + _unit_ball(rng, n, len(cen)) @ np.linalg.cholesky(m).T
    if k == "sphere":
        if s.r is None:
            raise Unsupported()
        return _vec(c, s.center) + _f(c, s.r) * _unit_sphere(rng, n, s.edim)
    if k in ("sector", "arc", "disk_segment"):
        cen, r = _vec(c, s.center), _f(c, s.r)
        a, b = _f(c, s.angles[0]), _f(c, s.angles[1])
        if k == "disk_segment":
            mid, half = (a + b) / 2, (b - a) / 2
            u = np.array([np.cos(mid), np.sin(mid)])
            return cen + _rejection(rng, n, np.array([-r, -r]), np.array([r, r]), lambda p: (
                _norms(p) <= r) & (p @ u >= r * np.cos(half)))
        th = a + (b - a) * rng.random(n)
        rad = r * (np.sqrt(rng.random(n)) if k == "sector" else np.ones(n))
        return cen + rad[:, None] * np.c_[np.cos(th), np.sin(th)]
    if k in ("annulus", "shell"):
        cen = _vec(c, s.center)
        d = len(cen)
        r0, r1 = _f(c, s.inner), _f(c, s.outer)
        rad = (r0 ** d + (r1 ** d - r0 ** d) * rng.random(n)) ** (1.0 / d)
        return cen + rad[:, None] * _unit_sphere(rng, n, d)
    if k in ("cylinder", "cone"):
        p, q = _vec(c, s.ends[0]), _vec(c, s.ends[1])
        r = _f(c, s.r)
        axis = q - p
        h = np.linalg.norm(axis)
        u, v = _frame(axis / h)
        disk = _unit_ball(rng, n, 2) * r
        if k == "cylinder":
            t = rng.random(n)
            return p + t[:, None] * axis + disk[:, :1] * u + disk[:, 1:] * v
        f = rng.random(n) ** (1.0 / 3)      # distance from the apex q, as a fraction
        return q - f[:, None] * axis + f[:, None] * (disk[:, :1] * u + disk[:, 1:] * v)
    if k == "capsule":
        a, b = _vec(c, s.ends[0]), _vec(c, s.ends[1])
        r = _f(c, s.r)
        lo, hi = np.minimum(a, b) - r, np.maximum(a, b) + r
        return _rejection(rng, n, lo, hi, lambda p: _segment_dist(p, a, b) <= r)
    if k in ("torus", "filled_torus"):
        cen = _vec(c, s.center)
        r0, r1 = _f(c, s.inner), _f(c, s.outer)
        big, t = (r0 + r1) / 2, (r1 - r0) / 2
        if k == "filled_torus":
            lo, hi = np.array([-r1, -r1, -t]), np.array([r1, r1, t])
            return cen + _rejection(rng, n, lo, hi, lambda p: (
                np.hypot(p[:, 0], p[:, 1]) - big) ** 2 + p[:, 2] ** 2 <= t * t)
        # the surface: tube angle phi with density (R + t cos(phi)), by rejection
        ang = _rejection(rng, n, np.array([0.0, 0.0]), np.array([2 * np.pi, 1.0]),
                         lambda a: a[:, 1] <= (big + t * np.cos(a[:, 0])) / (big + t))
        phi = ang[:, 0]
        th = 2 * np.pi * rng.random(n)
        rho = big + t * np.cos(phi)
        return cen + np.c_[rho * np.cos(th), rho * np.sin(th), t * np.sin(phi)]
    raise Unsupported()
