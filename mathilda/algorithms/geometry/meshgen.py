"""Building meshes from points and regions (machine numbers; SciPy's Qhull lazily).

Each function returns ``(coords, cells)``: a list of float points and a list of (head,
0-based indices) cells, for ``mesh.make_mesh``.

    convex_hull(pts)            the boundary cells of the hull (Point, Line loop, Polygon)
    delaunay(pts)               Line / Triangle / Tetrahedron cells
    voronoi(pts, box)           one Polygon cell per site, clipped to the box
    array_mesh(array)           unit cells for the nonzero elements
    polygon_mesh(loop, amax)    ear clipping, then 1 -> 4 subdivision to the cell measure
    convex_mesh(boundary, inside_pts)   Delaunay of boundary and interior points
    box_mesh(lo, hi, vmax)      cubes split into 6 tetrahedra each (a conforming split)
    marching_squares(f, box, n) the cells of {f <= 0} on an n x n grid"""

import math

__all__ = ["convex_hull", "delaunay", "voronoi", "array_mesh", "polygon_mesh",
           "convex_mesh", "box_mesh", "marching_squares", "Degenerate", "Merger",
           "fibonacci_sphere", "lattice", "boundary_of_tets"]


class Degenerate(Exception):
    """The points do not span the space (a flat hull or triangulation)."""


class Merger:
    """Points merged by their coordinates rounded to ``digits`` (the index of each)."""

    def __init__(self, digits=10):
        self.coords = []
        self.index = {}
        self.digits = digits

    def add(self, p):
        key = tuple(round(float(v), self.digits) + 0.0 for v in p)
        i = self.index.get(key)
        if i is None:
            i = self.index[key] = len(self.coords)
            self.coords.append([float(v) for v in p])
        return i


def _np():
    import numpy as np
    return np


def _qhull_error():
    from scipy.spatial import QhullError
    return QhullError


def convex_hull(pts):
    d = len(pts[0])
    if d == 1:
        xs = [p[0] for p in pts]
        lo, hi = min(xs), max(xs)
        if lo == hi:
            raise Degenerate()
        return [[lo], [hi]], [("Point", (0,)), ("Point", (1,))]
    if d == 2:
        from mathilda.algorithms.geometry.polygons import convex_hull as hull2
        h = hull2([tuple(p) for p in pts])
        if len(h) < 3:
            raise Degenerate()
        n = len(h)
        return [list(p) for p in h], [("Line", tuple(range(n)) + (0,))]
    from scipy.spatial import ConvexHull
    np = _np()
    try:
        hull = ConvexHull(np.asarray(pts, dtype=float))
    except _qhull_error():
        raise Degenerate()
    return _merged_faces(hull)


def _merged_faces(hull):
    """Coplanar hull facets merged into polygons (outward counterclockwise)."""
    np = _np()
    pts = hull.points
    groups = {}
    for k, eq in enumerate(hull.equations):
        key = tuple(np.round(eq, 9))
        groups.setdefault(key, []).append(k)
    merge = Merger()
    cells = []
    for key, facets in groups.items():
        normal = np.array(key[:3])
        edges = {}
        for k in facets:
            a, b, c = hull.simplices[k]
            if np.dot(np.cross(pts[b] - pts[a], pts[c] - pts[a]), normal) < 0:
                b, c = c, b
            for u, v in ((a, b), (b, c), (c, a)):
                if (v, u) in edges:
                    del edges[(v, u)]
                else:
                    edges[(u, v)] = True
        nxt = {u: v for u, v in edges}
        start = next(iter(nxt))
        loop = [start]
        while nxt[loop[-1]] != start and len(loop) <= len(nxt):
            loop.append(nxt[loop[-1]])
        loop = _drop_straight([pts[i] for i in loop], loop)
        idx = tuple(merge.add(pts[i]) for i in loop)
        cells.append(("Triangle" if len(idx) == 3 else "Polygon", idx))
    return merge.coords, cells


def _drop_straight(ps, ids):
    np = _np()
    out = []
    n = len(ps)
    for i in range(n):
        a, b, c = ps[i - 1], ps[i], ps[(i + 1) % n]
        if np.linalg.norm(np.cross(b - a, c - b)) > 1e-12 * (1 + np.linalg.norm(c - a)) ** 2:
            out.append(ids[i])
    return out


def delaunay(pts):
    d = len(pts[0])
    if d == 1:
        order = sorted(range(len(pts)), key=lambda i: pts[i][0])
        if len(order) < 2:
            raise Degenerate()
        return pts, [("Line", (order[i], order[i + 1])) for i in range(len(order) - 1)]
    from scipy.spatial import Delaunay
    np = _np()
    arr = np.asarray(pts, dtype=float)
    try:
        tri = Delaunay(arr)
    except _qhull_error():
        raise Degenerate()
    head = "Triangle" if d == 2 else "Tetrahedron"
    cells = []
    for s in tri.simplices:
        s = [int(i) for i in s]
        v = arr[s[1:]] - arr[s[0]]
        if np.linalg.det(v) < 0:
            s[1], s[2] = s[2], s[1]
        k = s.index(min(s)) if d == 2 else 0
        cells.append((head, tuple(s[k:] + s[:k])))
    return pts, cells


def _clip(poly, a, b):
    """The part of a polygon with a.x <= b (Sutherland-Hodgman for one half-plane)."""
    out = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp = a[0] * p[0] + a[1] * p[1] - b
        fq = a[0] * q[0] + a[1] * q[1] - b
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])])
    return out


def voronoi(pts, box):
    """One Polygon cell per site: the box clipped by the bisectors with every other site."""
    (x0, x1), (y0, y1) = box
    merge = Merger(9)
    cells = []
    for i, p in enumerate(pts):
        poly = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]
        for j, q in enumerate(pts):
            if j == i or q == p:
                continue
            a = [q[0] - p[0], q[1] - p[1]]
            b = (q[0] ** 2 + q[1] ** 2 - p[0] ** 2 - p[1] ** 2) / 2.0
            poly = _clip(poly, a, b)
            if not poly:
                break
        if len(poly) >= 3:
            idx = []
            for v in poly:
                k = merge.add(v)
                if not idx or idx[-1] != k:
                    idx.append(k)
            if len(idx) > 1 and idx[0] == idx[-1]:
                idx.pop()
            if len(idx) >= 3:
                cells.append(("Polygon", tuple(idx)))
    return merge.coords, cells


def array_mesh(arr, depth):
    """Unit segments (1D), squares (2D, the first row at the top) or cubes (3D) for the
    nonzero elements."""
    merge = Merger()
    cells = []
    if depth == 1:
        for i, v in enumerate(arr):
            if v:
                cells.append(("Line", (merge.add([i]), merge.add([i + 1]))))
    elif depth == 2:
        m = len(arr)
        for i, row in enumerate(arr):
            for j, v in enumerate(row):
                if v:
                    y = m - 1 - i
                    cells.append(("Polygon", tuple(merge.add(q) for q in (
                        [j, y], [j + 1, y], [j + 1, y + 1], [j, y + 1]))))
    else:
        for i, plane in enumerate(arr):
            for j, row in enumerate(plane):
                for k, v in enumerate(row):
                    if v:
                        c = [[i, j, k], [i + 1, j, k], [i + 1, j + 1, k], [i, j + 1, k],
                             [i, j, k + 1], [i + 1, j, k + 1], [i + 1, j + 1, k + 1],
                             [i, j + 1, k + 1]]
                        cells.append(("Hexahedron", tuple(merge.add(q) for q in c)))
    return merge.coords, cells


def _tri_area(a, b, c):
    return abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2.0


def polygon_mesh(loop, amax=None):
    """Triangles of a simple polygon (ear clipping), each split 1 -> 4 at its edge
    midpoints until every triangle has area at most ``amax``."""
    from mathilda.algorithms.geometry.polygons import triangulate
    tris = [[loop[i] for i in t] for t in triangulate(loop)]
    if amax is not None and amax > 0:
        while max(_tri_area(*t) for t in tris) > amax:
            nxt = []
            for a, b, c in tris:
                ab = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
                bc = [(b[0] + c[0]) / 2, (b[1] + c[1]) / 2]
                ca = [(c[0] + a[0]) / 2, (c[1] + a[1]) / 2]
                nxt += [[a, ab, ca], [ab, b, bc], [ca, bc, c], [ab, bc, ca]]
            tris = nxt
    merge = Merger()
    cells = [("Triangle", tuple(merge.add(p) for p in t)) for t in tris]
    return merge.coords, cells


def lattice(lo, hi, h, keep):
    """Points of a grid of spacing h in the box that ``keep`` accepts."""
    np = _np()
    axes = [np.arange(a + h / 2, b, h) for a, b in zip(lo, hi)]
    if any(len(ax) == 0 for ax in axes):
        return []
    grid = np.stack(np.meshgrid(*axes, indexing="ij"), -1).reshape(-1, len(lo))
    return [list(p) for p in grid if keep(p)]


def convex_mesh(boundary, inside, keep=None):
    """Delaunay of the boundary and interior points; ``keep(centroid)`` drops cells (for
    regions with holes)."""
    coords, cells = delaunay([list(p) for p in boundary] + [list(p) for p in inside])
    if keep is not None:
        cells = [c for c in cells if keep(_centroid([coords[i] for i in c[1]]))]
    return coords, cells


def _centroid(ps):
    return [sum(p[i] for p in ps) / len(ps) for i in range(len(ps[0]))]


def box_mesh(lo, hi, vmax=None):
    """The box cut into k^3 equal boxes (fewest with volume/6 <= vmax), each in 6
    tetrahedra around its main diagonal."""
    vol = 1.0
    for a, b in zip(lo, hi):
        vol *= b - a
    k = 1
    if vmax is not None and vmax > 0:
        while vol / (6.0 * k ** 3) > vmax:
            k += 1
    tets = [(0, 1, 2, 6), (0, 2, 3, 6), (0, 3, 7, 6), (0, 7, 4, 6), (0, 4, 5, 6),
            (0, 5, 1, 6)]
    merge = Merger()
    cells = []
    step = [(b - a) / k for a, b in zip(lo, hi)]
    for i in range(k):
        for j in range(k):
            for m in range(k):
                o = [lo[0] + i * step[0], lo[1] + j * step[1], lo[2] + m * step[2]]
                c = [[o[0] + dx * step[0], o[1] + dy * step[1], o[2] + dz * step[2]]
                     for dx, dy, dz in ((0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0),
                                        (0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1))]
                ids = [merge.add(q) for q in c]
                for t in tets:
                    cells.append(("Tetrahedron", tuple(ids[x] for x in t)))
    return merge.coords, cells


def fibonacci_sphere(n):
    """n nearly even points on the unit sphere."""
    out = []
    golden = math.pi * (3 - math.sqrt(5))
    for i in range(n):
        z = 1 - 2 * (i + 0.5) / n
        r = math.sqrt(max(0.0, 1 - z * z))
        t = golden * i
        out.append([r * math.cos(t), r * math.sin(t), z])
    return out


def boundary_of_tets(coords, cells):
    """The triangles of a tetrahedral mesh that bound it, oriented outward."""
    np = _np()
    count = {}
    for h, (a, b, c, d) in cells:
        for f, opp in (((a, c, b), d), ((a, b, d), c), ((b, c, d), a), ((a, d, c), b)):
            key = frozenset(f)
            if key in count:
                count[key] = None
            else:
                count[key] = (f, opp)
    out = []
    for v in count.values():
        if v is None:
            continue
        (a, b, c), opp = v
        pa, pb, pc, po = (np.asarray(coords[i]) for i in (a, b, c, opp))
        if np.dot(np.cross(pb - pa, pc - pa), po - pa) > 0:
            b, c = c, b
        out.append(("Triangle", (a, b, c)))
    return out


def marching_squares(values, xs, ys, curve=False):
    """The cells of {f <= 0} (triangles) or of {f == 0} (segments) from the values of f on
    the grid xs x ys (values[i][j] at (xs[i], ys[j]))."""
    merge = Merger(9)
    cells = []
    for i in range(len(xs) - 1):
        for j in range(len(ys) - 1):
            corners = [(xs[i], ys[j], values[i][j]), (xs[i + 1], ys[j], values[i + 1][j]),
                       (xs[i + 1], ys[j + 1], values[i + 1][j + 1]),
                       (xs[i], ys[j + 1], values[i][j + 1])]
            if any(math.isnan(c[2]) for c in corners):
                continue
            poly, cross = [], []
            for k in range(4):
                x1, y1, f1 = corners[k]
                x2, y2, f2 = corners[(k + 1) % 4]
                if f1 <= 0:
                    poly.append([x1, y1])
                if (f1 <= 0) != (f2 <= 0):
                    t = f1 / (f1 - f2) if f1 != f2 else 0.5
                    q = [x1 + t * (x2 - x1), y1 + t * (y2 - y1)]
                    poly.append(q)
                    cross.append(q)
            if curve:
                for a, b in zip(cross[0::2], cross[1::2]):
                    ia, ib = merge.add(a), merge.add(b)
                    if ia != ib:
                        cells.append(("Line", (ia, ib)))
                continue
            ids = []
            for q in poly:
                k = merge.add(q)
                if not ids or ids[-1] != k:
                    ids.append(k)
            if len(ids) > 1 and ids[0] == ids[-1]:
                ids.pop()
            for k in range(1, len(ids) - 1):
                t = (ids[0], ids[k], ids[k + 1])
                pa, pb, pc = (merge.coords[x] for x in t)
                if _tri_area(pa, pb, pc) > 0:
                    cells.append(("Triangle", t))
    return merge.coords, cells
