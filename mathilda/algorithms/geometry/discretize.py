"""DiscretizeRegion: a region (a Shape of regions.py, with float data) as mesh cells.

Each function gives (coords, cells) for one kind of shape (region_cells in
builtins/geometry/mesh_discretize.py picks it):

    points, polyline             Point / Line cells (lines split to the cell measure)
    polygon, simplices, box, parallelotope (2D)   ear clipping + 1 -> 4 subdivision
    box (3D)                     cubes of 6 tetrahedra
    simplices (3D)               the tetrahedra themselves
    ellipsoid (Disk, Ball)       boundary samples and an interior lattice, Delaunay
    annulus                      the same, the triangles of the hole dropped
    sphere (Circle, Sphere)      a closed Line / the hull triangles of sphere samples

``amax`` is the largest cell measure (None: a default resolution of about 1/16 of the
region's size for curved regions, the coarsest cells for flat ones)."""

import math

from mathilda.algorithms.geometry import meshgen as G

__all__ = ["discretize", "Unsupported"]


class Unsupported(Exception):
    pass


def _merge_all(parts):
    merge = G.Merger()
    cells = []
    for coords, cs in parts:
        ids = [merge.add(p) for p in coords]
        cells += [(h, tuple(ids[i] for i in idx)) for h, idx in cs]
    return merge.coords, cells


def _split_line(pts, lmax):
    out = [pts[0]]
    for a, b in zip(pts, pts[1:]):
        d = math.dist(a, b)
        k = max(1, math.ceil(d / lmax)) if lmax else 1
        for j in range(1, k + 1):
            out.append([x + (y - x) * j / k for x, y in zip(a, b)])
    return out


def polyline(lines, lmax=None):
    parts = []
    for ln in lines:
        pts = _split_line(ln, lmax)
        parts.append((pts, [("Line", tuple(range(len(pts))))]))
    return _merge_all(parts)


def _ellipse_points(center, radii, n):
    return [[center[0] + radii[0] * math.cos(2 * math.pi * k / n),
             center[1] + radii[1] * math.sin(2 * math.pi * k / n)] for k in range(n)]


def _h_for(amax, dim):
    """A lattice spacing whose regular cells have measure about amax."""
    if dim == 2:
        return math.sqrt(4 * amax / math.sqrt(3))
    return (6 * math.sqrt(2) * amax) ** (1 / 3.0)


def _measures(coords, cells):
    from mathilda.algorithms.geometry.mesh import simplex_measure
    return [simplex_measure([coords[i] for i in idx]) for _, idx in cells]


def _refined(build, size, amax, dim):
    """Build with spacing h = size/16 in 2D, size/8 in 3D (or from amax), shrinking h
    until every cell has measure at most amax."""
    h = size / (16.0 if dim == 2 else 8.0) if amax is None else \
        min(size / 2.0, _h_for(amax, dim))
    for _ in range(12):
        coords, cells = build(h)
        if amax is None or max(_measures(coords, cells)) <= amax:
            return coords, cells
        h *= 0.8
    return coords, cells


def disk(center, radii, amax=None, inner=None):
    a, b = radii
    size = 2 * max(a, b)

    def build(h):
        per = math.pi * (3 * (a + b) - math.sqrt((3 * a + b) * (a + 3 * b)))
        n = max(8, math.ceil(per / h))
        bnd = _ellipse_points(center, radii, n)
        keep_pt = (lambda p: ((p[0] - center[0]) / a) ** 2 + ((p[1] - center[1]) / b) ** 2
                   <= (1 - 0.5 * h / max(a, b)) ** 2)
        keep = None
        if inner is not None:
            m = max(8, math.ceil(2 * math.pi * inner / h))
            bnd = bnd + _ellipse_points(center, [inner, inner], m)
            rin = inner + 0.5 * h

            def keep_pt(p, f=keep_pt):
                return f(p) and math.dist(p, center) >= rin

            def keep(c):
                return math.dist(c, center) >= inner
        lo = [center[0] - a, center[1] - b]
        hi = [center[0] + a, center[1] + b]
        inside = G.lattice(lo, hi, h, keep_pt)
        return G.convex_mesh(bnd, inside, keep)
    return _refined(build, size, amax, 2)


def ball(center, radii, amax=None):
    size = 2 * max(radii)

    def build(h):
        area = 4 * math.pi * max(radii) ** 2
        n = max(12, math.ceil(area / (0.5 * h * h)))
        bnd = [[c + r * x for c, r, x in zip(center, radii, p)]
               for p in G.fibonacci_sphere(n)]
        lo = [c - r for c, r in zip(center, radii)]
        hi = [c + r for c, r in zip(center, radii)]

        def keep(p):
            return sum(((x - c) / r) ** 2 for x, c, r in zip(p, center, radii)) <= \
                (1 - 0.6 * h / max(radii)) ** 2
        return G.convex_mesh(bnd, G.lattice(lo, hi, h, keep))
    return _refined(build, size, amax, 3)


def circle(center, radii, lmax=None):
    per = 2 * math.pi * max(radii)
    n = max(8, math.ceil(per / lmax)) if lmax else 64
    pts = _ellipse_points(center, radii, n)
    return pts, [("Line", tuple(range(n)) + (0,))]


def sphere(center, r, amax=None):
    n = 200 if amax is None else max(12, math.ceil(4 * math.pi * r * r / amax))
    pts = [[c + r * x for c, x in zip(center, p)] for p in G.fibonacci_sphere(n)]
    from scipy.spatial import ConvexHull
    import numpy as np
    hull = ConvexHull(np.asarray(pts))
    cells = []
    for s, eq in zip(hull.simplices, hull.equations):
        a, b, c = (int(i) for i in s)
        pa, pb, pc = (np.asarray(pts[i]) for i in (a, b, c))
        if np.dot(np.cross(pb - pa, pc - pa), eq[:3]) < 0:
            b, c = c, b
        cells.append(("Triangle", (a, b, c)))
    return pts, cells


def polygons(loops, amax=None):
    return _merge_all([G.polygon_mesh(lp, amax) for lp in loops])


def tetrahedra(tets):
    parts = [(t, [("Tetrahedron", (0, 1, 2, 3))]) for t in tets]
    return _merge_all(parts)


def box(lo, hi, amax=None):
    if len(lo) == 2:
        return G.polygon_mesh([[lo[0], lo[1]], [hi[0], lo[1]], [hi[0], hi[1]],
                               [lo[0], hi[1]]], amax)
    return G.box_mesh(lo, hi, amax)
