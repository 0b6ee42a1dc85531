"""Mesh regions: ``MeshRegion[coords, cells]`` and ``BoundaryMeshRegion[coords, cells]``.

A ``MeshExpr`` is an atomic expression (like a Graph) that carries its index:

    coords    the points, a list of float lists (machine numbers, as the Wolfram Language
              stores mesh coordinates), unused points removed
    cells     the cells as given, one per primitive: (head, indices) with 0-based indices
              (``Line`` keeps its whole polyline; the others have one cell each)
    boundary  True for a BoundaryMeshRegion (the cells bound the region; its dimension is
              the embedding dimension)

The k-cells of the mesh (``faces(k)``) are the given cells of dimension k together with the
faces of the higher cells, each once, in order of first appearance.  Measures, centroids,
membership and distances are computed on simplices: a polygon is ear-clipped, a hexahedron,
prism or pyramid split into tetrahedra (the tables of regions.py).

A MeshRegion draws itself (``picture()``): faces in light blue, lines and points darker, as
Graph objects do, so Show and Export accept it."""

import math

from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.algorithms.geometry import metric as MT
from mathilda.algorithms.geometry.polygons import triangulate

__all__ = ["MeshExpr", "MeshError", "is_mesh", "make_mesh", "CELL_DIMS"]

_LIST = S.List
CELL_DIMS = {"Point": 0, "Line": 1, "Triangle": 2, "Polygon": 2, "Tetrahedron": 3,
             "Hexahedron": 3, "Prism": 3, "Pyramid": 3}
_NVERT = {"Triangle": 3, "Tetrahedron": 4, "Hexahedron": 8, "Prism": 6, "Pyramid": 5}
_TETS = {"Tetrahedron": [(0, 1, 2, 3)],
         "Hexahedron": [(0, 1, 2, 6), (0, 2, 3, 6), (0, 3, 7, 6), (0, 7, 4, 6), (0, 4, 5, 6),
                        (0, 5, 1, 6)],
         "Prism": [(0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5)],
         "Pyramid": [(0, 1, 2, 4), (0, 2, 3, 4)]}
_FACES = {"Tetrahedron": [(0, 2, 1), (0, 1, 3), (1, 2, 3), (0, 3, 2)],
          "Hexahedron": [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6),
                         (3, 0, 4, 7)],
          "Prism": [(0, 2, 1), (3, 4, 5), (0, 1, 4, 3), (1, 2, 5, 4), (2, 0, 3, 5)],
          "Pyramid": [(0, 3, 2, 1), (0, 1, 4), (1, 2, 4), (2, 3, 4), (3, 0, 4)]}


class MeshError(Exception):
    """A bad mesh specification: ``tag`` and the message arguments."""

    def __init__(self, tag, *args):
        Exception.__init__(self, tag)
        self.tag = tag
        self.args_ = args


def _real(v):
    return Real(float(v))


def _cell_expr(head, idx):
    if head == "Point":
        return Expression(S.Point, (Integer(idx[0] + 1),))
    return Expression(S[head], (Expression(_LIST, tuple(Integer(i + 1) for i in idx)),))


class MeshExpr(Expression):
    """``MeshRegion[coords, cells]`` / ``BoundaryMeshRegion[coords, cells]`` with its index."""

    __slots__ = ("coords", "cells", "boundary", "options", "_cache")
    is_atom = True

    def __init__(self, coords, cells, boundary=False, options=()):
        self.coords = [list(map(float, p)) for p in coords]
        self.cells = [(h, tuple(i)) for h, i in cells]
        self.boundary = boundary
        self.options = tuple(options)
        self._cache = {}
        args = (Expression(_LIST, tuple(Expression(_LIST, tuple(_real(v) for v in p))
                                        for p in self.coords)),
                Expression(_LIST, tuple(_cell_expr(h, i) for h, i in self.cells)))
        args += self.options
        Expression.__init__(self, S.BoundaryMeshRegion if boundary else S.MeshRegion, args)

    def __reduce__(self):
        return (MeshExpr, (self.coords, self.cells, self.boundary, self.options))

    # --- dimensions ---------------------------------------------------------------------
    @property
    def edim(self):
        return len(self.coords[0])

    @property
    def dim(self):
        if self.boundary:
            return self.edim
        return max(CELL_DIMS[h] for h, _ in self.cells)

    # --- the k-cells --------------------------------------------------------------------
    def faces(self, k):
        """The k-cells as (head, indices), each once, in order of first appearance."""
        key = ("faces", k)
        if key in self._cache:
            return self._cache[key]
        out, seen = [], set()

        def add(head, idx):
            s = frozenset(idx) if head != "Point" else idx
            if s not in seen:
                seen.add(s)
                out.append((head, tuple(idx)))
        if k == 0:
            used = sorted({i for _, idx in self.cells for i in idx})
            out = [("Point", (i,)) for i in used]
        else:
            for h, idx in self.cells:
                d = CELL_DIMS[h]
                if d == k:
                    if h == "Line":
                        for a, b in zip(idx, idx[1:]):
                            add("Line", (a, b))
                    else:
                        add(h, idx)
                elif d > k:
                    for f in _sub_faces(h, idx, k):
                        add(*f)
        self._cache[key] = out
        return out

    def max_cell_dim(self):
        return max(CELL_DIMS[h] for h, _ in self.cells)

    def cell_counts(self):
        return [len(self.faces(k)) for k in range(self.max_cell_dim() + 1)]

    def points(self, idx):
        return [self.coords[i] for i in idx]

    # --- simplices ------------------------------------------------------------------------
    def simplices(self, k=None):
        """The k-simplices (lists of points) of the cells of dimension k (the top one by
        default)."""
        if k is None:
            k = self.max_cell_dim()
        out = []
        for h, idx in self.cells:
            if CELL_DIMS[h] != k:
                continue
            out.extend(self.points(s) for s in cell_simplices(self.coords, h, idx))
        return out

    def all_simplices(self):
        return [self.points(s) for h, idx in self.cells
                for s in cell_simplices(self.coords, h, idx)]

    # --- display --------------------------------------------------------------------------
    def picture(self):
        from mathilda.algorithms.geometry.meshdraw import picture
        return picture(self)

    def is_graphics(self):
        return True

    def _render(self, fmt, width=None, height=None, resolution=72):
        return self.picture()._render(fmt, width, height, resolution)


def is_mesh(x):
    return isinstance(x, MeshExpr)


def _sub_faces(head, idx, k):
    """The k-faces (head, indices) of a cell of higher dimension."""
    d = CELL_DIMS[head]
    if d == 2:
        n = len(idx)
        edges = [(idx[i], idx[(i + 1) % n]) for i in range(n)]
        return [("Line", e) for e in edges]
    faces = [tuple(idx[j] for j in f) for f in _FACES[head]]
    if k == 2:
        return [("Triangle" if len(f) == 3 else "Polygon", f) for f in faces]
    out = []
    for f in faces:
        out.extend(_sub_faces("Polygon", f, 1))
    return out


def cell_simplices(coords, head, idx):
    """The simplices (index tuples) a cell is made of."""
    if head == "Point":
        return [idx]
    if head == "Line":
        return [(a, b) for a, b in zip(idx, idx[1:])]
    if head == "Triangle":
        return [idx]
    if head == "Polygon":
        if len(idx) == 3:
            return [idx]
        pts = plane_coords([coords[i] for i in idx])
        return [tuple(idx[j] for j in t) for t in triangulate(pts)]
    return [tuple(idx[j] for j in t) for t in _TETS[head]]


def plane_coords(pts):
    """2D coordinates of a planar polygon (dropping the axis its normal is largest on)."""
    if len(pts[0]) == 2:
        return pts
    if len(pts[0]) == 1:
        return [[p[0], 0.0] for p in pts]
    n = [0.0, 0.0, 0.0]
    m = len(pts)
    for i in range(m):
        a, b = pts[i], pts[(i + 1) % m]
        n[0] += (a[1] - b[1]) * (a[2] + b[2])
        n[1] += (a[2] - b[2]) * (a[0] + b[0])
        n[2] += (a[0] - b[0]) * (a[1] + b[1])
    ax = max(range(3), key=lambda i: abs(n[i]))
    keep = [i for i in range(3) if i != ax]
    if n[ax] < 0:
        keep = keep[::-1]
    return [[p[keep[0]], p[keep[1]]] for p in pts]


# --- construction -------------------------------------------------------------------------

def _int_index(x, n, cell):
    if type(x) is not Integer:
        raise MeshError("mcell", cell)
    v = x.value
    if not 1 <= v <= n:
        raise MeshError("mcind", x, cell)
    return v - 1


def parse_cells(cells, n, edim):
    """The (head, 0-based indices) of a cell specification (a cell or a list of cells,
    each cell head with one index list or a list of them)."""
    items = cells.args if isinstance(cells, Expression) and cells.head is _LIST else (cells,)
    out = []
    for c in items:
        if not (isinstance(c, Expression) and getattr(c.head, "name", None) in CELL_DIMS
                and len(c.args) == 1):
            raise MeshError("mcell", c)
        h = c.head.name
        a = c.args[0]
        if h == "Point":
            groups = [[a]] if type(a) is Integer else None
            if groups is None and isinstance(a, Expression) and a.head is _LIST:
                groups = [[x] for x in a.args]
        else:
            if not (isinstance(a, Expression) and a.head is _LIST and a.args):
                raise MeshError("mcell", c)
            if all(isinstance(x, Expression) and x.head is _LIST for x in a.args):
                groups = [list(x.args) for x in a.args]
            else:
                groups = [list(a.args)]
        if not groups:
            raise MeshError("mcell", c)
        for g in groups:
            idx = tuple(_int_index(x, n, c) for x in g)
            need = _NVERT.get(h)
            if (need is not None and len(idx) != need) or \
                    (h == "Line" and len(idx) < 2) or (h == "Polygon" and len(idx) < 3):
                raise MeshError("mcell", c)
            if CELL_DIMS[h] == 3 and edim != 3:
                raise MeshError("mcell", c)
            if CELL_DIMS[h] > edim:
                raise MeshError("mcell", c)
            out.append((h, idx))
    return out


def make_mesh(coords, cells, boundary=False, options=()):
    """A MeshExpr with the unused coordinates removed (the indices renumbered)."""
    used = sorted({i for _, idx in cells for i in idx})
    if len(used) != len(coords):
        new = {old: k for k, old in enumerate(used)}
        coords = [coords[i] for i in used]
        cells = [(h, tuple(new[i] for i in idx)) for h, idx in cells]
    return MeshExpr(coords, cells, boundary, options)


def check_boundary(cells, edim):
    """A BoundaryMeshRegion has cells of dimension edim - 1 only."""
    for h, idx in cells:
        if CELL_DIMS[h] != edim - 1:
            raise MeshError("bcell", _cell_expr(h, idx))


# --- measures -----------------------------------------------------------------------------

def simplex_measure(pts):
    """The k-volume of a simplex (sqrt of the Gram determinant over k!)."""
    k = len(pts) - 1
    if k == 0:
        return 1.0
    p0 = pts[0]
    e = [[a - b for a, b in zip(q, p0)] for q in pts[1:]]
    g = [[sum(x * y for x, y in zip(u, v)) for v in e] for u in e]
    det = _det(g)
    return math.sqrt(max(det, 0.0)) / math.factorial(k)


def _det(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    if n == 3:
        return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))
    raise ValueError("dimension")


def _centroid_of(pts):
    n = len(pts)
    return [sum(p[i] for p in pts) / n for i in range(len(pts[0]))]


def _loops(mesh):
    """The boundary loops of a 2D BoundaryMeshRegion (lists of points, closing point
    dropped)."""
    out = []
    for h, idx in mesh.cells:
        pts = mesh.points(idx)
        if len(pts) > 2 and pts[0] == pts[-1]:
            pts = pts[:-1]
        out.append(pts)
    return out


def _signed_area(loop):
    n = len(loop)
    return sum(loop[i][0] * loop[(i + 1) % n][1] - loop[(i + 1) % n][0] * loop[i][1]
               for i in range(n)) / 2.0


def _loop_moments(loop):
    n = len(loop)
    cx = cy = 0.0
    for i in range(n):
        (x1, y1), (x2, y2) = loop[i], loop[(i + 1) % n]
        c = x1 * y2 - x2 * y1
        cx += (x1 + x2) * c
        cy += (y1 + y2) * c
    return cx / 6.0, cy / 6.0


def _segments(mesh):
    return [(mesh.coords[a], mesh.coords[b]) for _, idx in mesh.faces(1) for a, b in [idx]]


def _even_odd(segs, p):
    x, y = p
    inside = False
    for (x1, y1), (x2, y2) in segs:
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


def _loop_signs(loops):
    """+1 or -1 per loop: the parity of the number of other loops around it."""
    signs = []
    for i, lp in enumerate(loops):
        depth = 0
        q = lp[0]
        for j, other in enumerate(loops):
            if j != i and _even_odd([(other[k], other[(k + 1) % len(other)])
                                     for k in range(len(other))], q):
                depth += 1
        signs.append(-1 if depth % 2 else 1)
    return signs


def _boundary_triangles(mesh):
    """The boundary faces of a 3D BoundaryMeshRegion as triangles (lists of points)."""
    tris = []
    for h, idx in mesh.cells:
        for s in cell_simplices(mesh.coords, h, idx):
            tris.append(mesh.points(s))
    return tris


def _tri_det(a, b, c):
    return (a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
            + a[2] * (b[0] * c[1] - b[1] * c[0]))


def measure(mesh):
    """The measure of the region (count, length, area, volume) as a float."""
    if mesh.boundary:
        d = mesh.edim
        if d == 1:
            xs = sorted(p[0] for p in mesh.coords)
            return sum(xs[i + 1] - xs[i] for i in range(0, len(xs) - 1, 2))
        if d == 2:
            loops = _loops(mesh)
            return sum(s * abs(_signed_area(lp)) for s, lp in zip(_loop_signs(loops), loops))
        return abs(sum(_tri_det(*t) for t in _boundary_triangles(mesh))) / 6.0
    k = mesh.max_cell_dim()
    if k == 0:
        return float(len(mesh.faces(0)))
    return sum(simplex_measure(s) for s in mesh.simplices(k))


def centroid(mesh):
    if mesh.boundary:
        d = mesh.edim
        if d == 1:
            xs = sorted(p[0] for p in mesh.coords)
            parts = [(xs[i + 1] - xs[i], (xs[i] + xs[i + 1]) / 2)
                     for i in range(0, len(xs) - 1, 2)]
            m = sum(w for w, _ in parts)
            return [sum(w * x for w, x in parts) / m]
        if d == 2:
            loops = _loops(mesh)
            a = mx = my = 0.0
            for s, lp in zip(_loop_signs(loops), loops):
                sa = _signed_area(lp)
                f = s if sa >= 0 else -s
                cx, cy = _loop_moments(lp)
                a += f * sa
                mx += f * cx
                my += f * cy
            return [mx / a, my / a]
        v = 0.0
        m = [0.0, 0.0, 0.0]
        for t in _boundary_triangles(mesh):
            w = _tri_det(*t)
            v += w
            for i in range(3):
                m[i] += w * (t[0][i] + t[1][i] + t[2][i]) / 4.0
        return [x / v for x in m]
    k = mesh.max_cell_dim()
    if k == 0:
        return _centroid_of(mesh.points([i for _, (i,) in mesh.faces(0)]))
    tot = 0.0
    acc = [0.0] * mesh.edim
    for s in mesh.simplices(k):
        w = simplex_measure(s)
        c = _centroid_of(s)
        tot += w
        acc = [a + w * x for a, x in zip(acc, c)]
    return [a / tot for a in acc]


def bounds(mesh):
    return [[min(p[i] for p in mesh.coords), max(p[i] for p in mesh.coords)]
            for i in range(mesh.edim)]


def boundary_cells(mesh):
    """(head, indices) of the boundary of the region: the (dim-1)-faces that belong to
    exactly one top cell of a MeshRegion; the cells of a BoundaryMeshRegion."""
    if mesh.boundary:
        return list(mesh.cells)
    k = mesh.max_cell_dim()
    if k == 0:
        return [("Point", (i,)) for _, (i,) in mesh.faces(0)]
    if k == 1:
        count = {}
        for _, (a, b) in mesh.faces(1):
            count[a] = count.get(a, 0) + 1
            count[b] = count.get(b, 0) + 1
        return [("Point", (i,)) for i, n in count.items() if n == 1]
    count, first = {}, {}
    for h, idx in mesh.cells:
        if CELL_DIMS[h] != k:
            continue
        for f in _sub_faces(h, idx, k - 1):
            key = frozenset(f[1])
            count[key] = count.get(key, 0) + 1
            first.setdefault(key, f)
    return [first[key] for key in first if count[key] == 1]


def boundary_measure(mesh):
    cells = boundary_cells(mesh)
    tot = 0.0
    for h, idx in cells:
        for s in cell_simplices(mesh.coords, h, idx):
            tot += simplex_measure(mesh.points(s))
    return tot


# --- points and the region ----------------------------------------------------------------

def _scale(mesh):
    b = bounds(mesh)
    return max([hi - lo for lo, hi in b] + [1.0])


def _ray_inside(tris, p):
    """Parity of the crossings of a ray from p with the triangles (3D)."""
    d = (0.5773502691896258, 0.5345224838248488, 0.6172133998483676)
    n = 0
    for a, b, c in tris:
        e1 = [b[i] - a[i] for i in range(3)]
        e2 = [c[i] - a[i] for i in range(3)]
        h = [d[1] * e2[2] - d[2] * e2[1], d[2] * e2[0] - d[0] * e2[2],
             d[0] * e2[1] - d[1] * e2[0]]
        det = sum(e1[i] * h[i] for i in range(3))
        if abs(det) < 1e-14:
            continue
        s = [p[i] - a[i] for i in range(3)]
        u = sum(s[i] * h[i] for i in range(3)) / det
        if u < 0 or u > 1:
            continue
        q = [s[1] * e1[2] - s[2] * e1[1], s[2] * e1[0] - s[0] * e1[2],
             s[0] * e1[1] - s[1] * e1[0]]
        v = sum(d[i] * q[i] for i in range(3)) / det
        if v < 0 or u + v > 1:
            continue
        t = sum(e2[i] * q[i] for i in range(3)) / det
        if t > 0:
            n += 1
    return n % 2 == 1


def _boundary_simplices(mesh):
    if mesh.edim == 1:
        return [[p] for p in mesh.coords]
    if mesh.edim == 2:
        return [list(s) for s in _segments(mesh)]
    return _boundary_triangles(mesh)


def _inside_boundary(mesh, p):
    d = mesh.edim
    if d == 1:
        xs = sorted(q[0] for q in mesh.coords)
        return any(xs[i] <= p[0] <= xs[i + 1] for i in range(0, len(xs) - 1, 2))
    if d == 2:
        return _even_odd(_segments(mesh), p)
    return _ray_inside(_boundary_triangles(mesh), p)


def nearest(mesh, p):
    """(nearest point, squared distance)."""
    if mesh.boundary and _inside_boundary(mesh, p):
        return list(p), 0.0
    simp = _boundary_simplices(mesh) if mesh.boundary else mesh.all_simplices()
    best = None
    for s in simp:
        if len(s) == mesh.edim + 1 and MT._in_full_simplex(s, p):
            return list(p), 0.0
        q = MT.nearest_simplex(s, p)
        d = MT.sqdist(p, q)
        if best is None or d < best[1]:
            best = (q, d)
    return best


def member(mesh, p):
    if mesh.boundary and _inside_boundary(mesh, p):
        return True
    _, d = nearest(mesh, p)
    return math.sqrt(d) <= 1e-10 * _scale(mesh)


def signed_distance(mesh, p):
    """Negative inside a full-dimensional region."""
    q, d = nearest(mesh, p)
    if d > 0:
        return math.sqrt(d)
    simp = _boundary_simplices(mesh) if mesh.boundary else \
        [mesh.points(s) for h, idx in boundary_cells(mesh)
         for s in cell_simplices(mesh.coords, h, idx)]
    return -min(math.sqrt(MT.sqdist(p, MT.nearest_simplex(s, p))) for s in simp)
