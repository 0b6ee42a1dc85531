"""Plane polygons taken apart: PolygonCoordinates, OuterPolygon, InnerPolygon,
CanonicalizePolygon, PolygonDecomposition (convex parts: ear clipping, then the diagonals
whose removal keeps both sides convex are removed, Hertel-Mehlhorn) and TriangulateMesh."""

from mathilda.algorithms.geometry import mesh as MM
from mathilda.algorithms.geometry import meshgen as G
from mathilda.algorithms.geometry import polygons as PG
from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.registry import builtin

_LIST = S.List


def _is_pts(x):
    return isinstance(x, Expression) and x.head is _LIST and x.args and all(
        isinstance(p, Expression) and p.head is _LIST and p.args and not any(
            isinstance(a, Expression) and a.head is _LIST for a in p.args) for p in x.args)


def _parts(x):
    """(outer point lists, hole point lists) of a Polygon, or None."""
    if not (isinstance(x, Expression) and x.head is S.Polygon and len(x.args) == 1):
        return None
    a = x.args[0]
    if isinstance(a, Expression) and a.head is S.Rule and _is_pts(a.args[0]):
        holes = a.args[1]
        hs = [holes] if _is_pts(holes) else list(holes.args) if isinstance(
            holes, Expression) and holes.head is _LIST and all(_is_pts(h) for h in
                                                                holes.args) else None
        return None if hs is None else ([a.args[0]], hs)
    if _is_pts(a):
        return [a], []
    if isinstance(a, Expression) and a.head is _LIST and a.args and all(_is_pts(p)
                                                                        for p in a.args):
        return list(a.args), []
    return None


def _poly(lists):
    if len(lists) == 1:
        return Expression(S.Polygon, (lists[0],))
    return Expression(S.Polygon, (Expression(_LIST, tuple(lists)),))


@builtin("PolygonCoordinates", nargs=1,
         usage="PolygonCoordinates[poly] gives the list of the vertices of the polygon poly "
               "(a list of such lists for a polygon of several parts).",
         examples=[("PolygonCoordinates[Polygon[{{0, 0}, {1, 0}, {0, 1}}]]",
                    "{{0, 0}, {1, 0}, {0, 1}}"),
                   ("PolygonCoordinates[Polygon[{{{0, 0}, {1, 0}, {0, 1}}, {{2, 2}, {3, 2}, "
                    "{2, 3}}}]]", "{{{0, 0}, {1, 0}, {0, 1}}, {{2, 2}, {3, 2}, {2, 3}}}"),
                   ("PolygonCoordinates[Disk[]]", "PolygonCoordinates[Disk[]]")])
def polygon_coordinates(ev, expr):
    p = _parts(expr.args[0])
    if p is None or p[1]:
        return None
    return p[0][0] if len(p[0]) == 1 else Expression(_LIST, tuple(p[0]))


_HOLED = "Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}} -> {{{1, 1}, {2, 1}, {2, 2}}}]"


@builtin("OuterPolygon", nargs=1,
         usage="OuterPolygon[poly] gives the polygon poly without its holes.",
         examples=[("OuterPolygon[" + _HOLED + "]", "Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}]"),
                   ("OuterPolygon[Polygon[{{0, 0}, {1, 0}, {0, 1}}]]",
                    "Polygon[{{0, 0}, {1, 0}, {0, 1}}]"),
                   ("Area[OuterPolygon[" + _HOLED + "]]", "16")])
def outer_polygon(ev, expr):
    p = _parts(expr.args[0])
    return None if p is None else _poly(p[0])


@builtin("InnerPolygon", nargs=1,
         usage="InnerPolygon[poly] gives the holes of the polygon poly as a polygon "
               "(EmptyRegion[2] when it has none).",
         examples=[("InnerPolygon[" + _HOLED + "]", "Polygon[{{1, 1}, {2, 1}, {2, 2}}]"),
                   ("InnerPolygon[Polygon[{{0, 0}, {1, 0}, {0, 1}}]]", "EmptyRegion[2]")])
def inner_polygon(ev, expr):
    p = _parts(expr.args[0])
    if p is None:
        return None
    if not p[1]:
        return Expression(S.EmptyRegion, (Integer(2),))
    return _poly(p[1])


def _plane(ev, pts):
    """Exact (int/Fraction) or float corners, or None."""
    from mathilda.algorithms.geometry.calc import py_number
    out = []
    for p in pts.args:
        if len(p.args) != 2:
            return None
        q = [py_number(a) for a in p.args]
        if any(v is None or isinstance(v, complex) for v in q):
            q = [py_number(ev.call("N", a)) for a in p.args]
            if any(v is None or isinstance(v, complex) for v in q):
                return None
        out.append((q, p))
    return out


def _clean(corners):
    """Consecutive repeats and straight corners dropped."""
    pts = []
    for c in corners:
        if not pts or pts[-1][0] != c[0]:
            pts.append(c)
    if len(pts) > 1 and pts[0][0] == pts[-1][0]:
        pts.pop()
    changed = True
    while changed and len(pts) > 3:
        changed = False
        for i in range(len(pts)):
            a, b, c = pts[i - 1][0], pts[i][0], pts[(i + 1) % len(pts)][0]
            if PG._cross(a, b, c) == 0:
                del pts[i]
                changed = True
                break
    return pts


@builtin("CanonicalizePolygon", nargs=1,
         usage="CanonicalizePolygon[poly] gives the plane polygon poly without repeated or "
               "straight corners, counterclockwise (its holes clockwise).",
         examples=[("CanonicalizePolygon[Polygon[{{0, 0}, {0, 1}, {1, 1}, {1, 1}, {1, 0}, "
                    "{1/2, 0}}]]", "Polygon[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}]"),
                   ("CanonicalizePolygon[Polygon[{{0, 0}, {2, 0}, {0, 2}}]]",
                    "Polygon[{{0, 0}, {2, 0}, {0, 2}}]")])
def canonicalize_polygon(ev, expr):
    p = _parts(expr.args[0])
    if p is None or len(p[0]) != 1:
        return None
    loops = []
    for k, pts in enumerate(p[0] + p[1]):
        c = _plane(ev, pts)
        if c is None:
            return None
        c = _clean(c)
        ccw = PG.signed_area2([q for q, _ in c]) >= 0
        if ccw != (k == 0):
            c = [c[0]] + c[1:][::-1]
        loops.append(Expression(_LIST, tuple(e for _, e in c)))
    if len(loops) == 1:
        return Expression(S.Polygon, (loops[0],))
    return Expression(S.Polygon, (Expression(S.Rule, (loops[0], Expression(
        _LIST, tuple(loops[1:])))),))


def _convex_parts(pts):
    """Index lists of convex pieces of a simple polygon (Hertel-Mehlhorn)."""
    pieces = [list(t) for t in PG.triangulate(pts)]
    merged = True
    while merged:
        merged = False
        for i in range(len(pieces)):
            for j in range(i + 1, len(pieces)):
                u = _join(pieces[i], pieces[j])
                if u is not None and PG.is_convex([pts[k] for k in u]):
                    pieces[i] = u
                    del pieces[j]
                    merged = True
                    break
            if merged:
                break
    return pieces


def _join(a, b):
    """The union of two counterclockwise index loops sharing one edge, or None."""
    for i in range(len(a)):
        p, q = a[i], a[(i + 1) % len(a)]
        if q in b and b[(b.index(q) + 1) % len(b)] == p:
            k = b.index(p)
            rest = [b[(k + m) % len(b)] for m in range(1, len(b) - 1)]
            return a[:i + 1] + rest + a[i + 1:]
    return None


@builtin("PolygonDecomposition", nargs=(1, 2),
         usage="PolygonDecomposition[poly] gives a list of convex polygons whose union is the "
               "simple plane polygon poly; PolygonDecomposition[poly, \"Triangle\"] a list of "
               "triangles (ear clipping).",
         examples=[("PolygonDecomposition[Polygon[{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, "
                    "{0, 2}}]]", "{Polygon[{{0, 0}, {2, 0}, {2, 1}, {1, 1}}], "
                    "Polygon[{{0, 2}, {0, 0}, {1, 1}, {1, 2}}]}"),
                   ("Length[PolygonDecomposition[Polygon[{{0, 0}, {2, 0}, {2, 1}, {1, 1}, "
                    "{1, 2}, {0, 2}}], \"Triangle\"]]", "4"),
                   ("PolygonDecomposition[Polygon[{{0, 0}, {1, 0}, {0, 1}}]]",
                    "{Polygon[{{0, 0}, {1, 0}, {0, 1}}]}")])
def polygon_decomposition(ev, expr):
    p = _parts(expr.args[0])
    if p is None or len(p[0]) != 1 or p[1]:
        return None
    c = _plane(ev, p[0][0])
    if c is None or not PG.is_simple([q for q, _ in c]):
        return None
    pts = [q for q, _ in c]
    if len(expr.args) == 2:
        if expr.args[1] != String("Triangle"):
            return None
        pieces = [list(t) for t in PG.triangulate(pts)]
        head = S.Triangle
    else:
        pieces = _convex_parts(pts)
        head = S.Polygon
    return Expression(_LIST, tuple(Expression(head, (Expression(_LIST, tuple(
        c[k][1] for k in piece)),)) for piece in pieces))


@builtin("TriangulateMesh", nargs=(1, None), options={"MaxCellMeasure": "Automatic"},
         messages={"holes": "Triangulating the region `1` with holes is not supported."},
         usage="TriangulateMesh[mreg] gives a MeshRegion of triangles covering the 2D mesh "
               "region mreg (its polygons ear-clipped; a BoundaryMeshRegion of one loop "
               "filled); MaxCellMeasure -> a splits the triangles 1 -> 4 until each has area "
               "at most a.",
         examples=[("MeshCells[TriangulateMesh[ConvexHullMesh[{{0, 0}, {1, 0}, {1, 1}, "
                    "{0, 1}}]], 2]", "{Triangle[{1, 2, 3}], Triangle[{3, 4, 1}]}"),
                   ("Area[TriangulateMesh[ConvexHullMesh[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}], "
                    "MaxCellMeasure -> 0.1]]", "1."),
                   ("MeshCellCount[TriangulateMesh[ConvexHullMesh[{{0, 0}, {1, 0}, {1, 1}, "
                    "{0, 1}}], MaxCellMeasure -> 0.1], 2]", "32")])
def triangulate_mesh(ev, expr):
    from mathilda.algorithms.geometry.calc import py_number
    m = expr.args[0]
    if not MM.is_mesh(m) or m.edim != 2:
        return None
    amax = None
    for r in expr.args[1:]:
        if isinstance(r, Expression) and r.head is S.Rule and r.args[0] is S.MaxCellMeasure:
            v = py_number(ev.call("N", r.args[1]))
            if v is None or isinstance(v, complex) or v <= 0:
                return None
            amax = float(v)
        else:
            return None
    if m.boundary:
        if len(m.cells) != 1:
            ev.message("TriangulateMesh", "holes", m)
            return None
        loops = [MM._loops(m)[0]]
    else:
        loops = [m.points(idx) for h, idx in m.cells if MM.CELL_DIMS[h] == 2]
    merge = G.Merger()
    cells = []
    for lp in loops:
        coords, cs = G.polygon_mesh(lp, amax)
        ids = [merge.add(q) for q in coords]
        cells += [(h, tuple(ids[i] for i in idx)) for h, idx in cs]
    return MM.make_mesh(merge.coords, cells)
