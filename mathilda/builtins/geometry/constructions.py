"""Constructions and tests on points and polygons: CirclePoints, TriangleCenter, PlanarAngle,
CollinearPoints, CoplanarPoints, CircumscribedBall, BoundingRegion, ConvexPolygonQ,
SimplePolygonQ, RegionIntersection, RegionUnion, RegionDifference, RegionDisjoint, RegionEqual."""

from fractions import Fraction

from mathilda.algorithms.geometry import polygons as PG
from mathilda.algorithms.geometry.calc import (
    Calc, expr_number, from_list, py_number, to_list)
from mathilda.algorithms.geometry.regions import shape_of
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, String, S, make_rational
from mathilda.algorithms.geometry import mesh as MM
from mathilda.core.registry import builtin

_LIST = S.List


def _points(x):
    """A list of points (lists of Exprs, all of one length) from a list expression."""
    p = to_list(x)
    if p and all(isinstance(q, list) and q and len(q) == len(p[0]) and
                 not any(isinstance(a, list) for a in q) for q in p):
        return p
    return None


def _exact(pts, ev=None):
    """The points as Fractions (or floats when any is machine, or when ``ev`` is given and
    a coordinate is an exact non-rational number), or None."""
    out = []
    for q in pts:
        row = []
        for a in q:
            v = py_number(a)
            if v is None and ev is not None:
                v = py_number(ev.call("N", a))
                v = float(v) if v is not None else None
            if v is None:
                return None
            row.append(Fraction(v) if type(v) is int else v)
        out.append(row)
    if any(type(v) is float for q in out for v in q):
        out = [[float(v) for v in q] for q in out]
    return out


def _pexpr(p):
    return from_list([expr_number(v) for v in p])


@builtin("CirclePoints", nargs=(1, 3),
         usage="CirclePoints[n] gives n points evenly spaced on the unit circle, the first at "
               "angle Pi/n - Pi/2; CirclePoints[r, n] on the circle of radius r; "
               "CirclePoints[{r, t}, n] starting at angle t; CirclePoints[{x, y}, rspec, n] "
               "around {x, y}.",
         examples=[("CirclePoints[4]",
                    "{{1/Sqrt[2], -(1/Sqrt[2])}, {1/Sqrt[2], 1/Sqrt[2]}, "
                    "{-(1/Sqrt[2]), 1/Sqrt[2]}, {-(1/Sqrt[2]), -(1/Sqrt[2])}}"),
                   ("CirclePoints[3]", "{{Sqrt[3]/2, -1/2}, {0, 1}, {-Sqrt[3]/2, -1/2}}"),
                   ("CirclePoints[{1, 0}, 4]", "{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}"),
                   ("CirclePoints[{1, 1}, {2, 0}, 2]", "{{3, 1}, {-1, 1}}"),
                   ("CirclePoints[2, 2]", "{{2, 0}, {-2, 0}}")])
def circle_points(ev, expr):
    c = Calc(ev)
    args = list(expr.args)
    n = args[-1]
    if type(n) is not Integer or n.value < 1:
        return None
    if not ev.check_size(2 * n.value, "CirclePoints"):
        return None
    center = [Integer(0), Integer(0)]
    spec = Integer(1)
    if len(args) == 3:
        center = to_list(args[0])
        if center is None or len(center) != 2:
            return None
        spec = args[1]
    elif len(args) == 2:
        spec = args[0]
    sl = to_list(spec)
    if sl is not None:
        if len(sl) != 2:
            return None
        r, start = sl
    else:
        r = spec
        start = c.sub(c.div(S.Pi, n), c.div(S.Pi, Integer(2)))
    out = []
    for k in range(n.value):
        th = c.add(start, c.div(c.mul(Integer(2), S.Pi, Integer(k)), n))
        out.append([c.add(center[0], c.mul(r, c.call("Cos", th))),
                    c.add(center[1], c.mul(r, c.call("Sin", th)))])
    return from_list(out)


def _triangle_points(x):
    if isinstance(x, Expression) and x.head is S.Triangle and len(x.args) == 1:
        x = x.args[0]
    pts = _points(x)
    return pts if pts is not None and len(pts) == 3 else None


def _circumcenter(c, pts):
    """The point of the affine hull of pts at equal distance from all of them."""
    p0 = pts[0]
    e = [c.vsub(p, p0) for p in pts[1:]]
    gram = [[c.dot(u, v) for v in e] for u in e]
    rhs = [c.div(c.dot(u, u), Integer(2)) for u in e]
    lam = c.call("LinearSolve", from_list(gram), from_list(rhs))
    lam = to_list(lam)
    if lam is None:
        return None
    out = list(p0)
    for x, u in zip(lam, e):
        out = c.vadd(out, c.vscale(x, u))
    return out


@builtin("TriangleCenter", nargs=(1, 2),
         usage="TriangleCenter[tri, type] gives the center of the given type of the triangle "
               "tri ({p1, p2, p3} or Triangle[{p1, p2, p3}]): \"Centroid\" (the default), "
               "\"Circumcenter\", \"Incenter\", \"Orthocenter\" or \"NinePointCenter\".",
         examples=[("TriangleCenter[{{0, 0}, {4, 0}, {0, 3}}]", "{4/3, 1}"),
                   ("TriangleCenter[{{0, 0}, {4, 0}, {0, 3}}, \"Circumcenter\"]", "{2, 3/2}"),
                   ("TriangleCenter[{{0, 0}, {4, 0}, {0, 3}}, \"Incenter\"]", "{1, 1}"),
                   ("TriangleCenter[{{0, 0}, {4, 0}, {0, 3}}, \"Orthocenter\"]", "{0, 0}"),
                   ("TriangleCenter[Triangle[{{0, 0}, {4, 0}, {0, 3}}], \"NinePointCenter\"]",
                    "{1, 3/4}")])
def triangle_center(ev, expr):
    pts = _triangle_points(expr.args[0])
    if pts is None:
        return None
    kind = expr.args[1].value if len(expr.args) == 2 and type(expr.args[1]) is String \
        else "Centroid" if len(expr.args) == 1 else None
    c = Calc(ev)
    a, b, d = pts
    if kind == "Centroid":
        r = c.mean(pts)
    elif kind == "Circumcenter":
        r = _circumcenter(c, pts)
    elif kind == "Incenter":
        la, lb, ld = c.norm(c.vsub(b, d)), c.norm(c.vsub(a, d)), c.norm(c.vsub(a, b))
        tot = c.add(la, lb, ld)
        r = [c.simplify(c.div(c.add(c.mul(la, x), c.mul(lb, y), c.mul(ld, z)), tot))
             for x, y, z in zip(a, b, d)]
    elif kind in ("Orthocenter", "NinePointCenter"):
        o = _circumcenter(c, pts)
        if o is None:
            return None
        h = c.vsub(c.vadd(c.vadd(a, b), d), c.vscale(Integer(2), o))
        r = h if kind == "Orthocenter" else c.vscale(make_rational(1, 2), c.vadd(o, h))
    else:
        return None
    return None if r is None else from_list(r)


@builtin("PlanarAngle", nargs=1,
         usage="PlanarAngle[{p1, q, p2}] gives the angle at q between the rays to p1 and p2; "
               "PlanarAngle[q -> {p1, p2}] the same.",
         examples=[("PlanarAngle[{{1, 0}, {0, 0}, {0, 1}}]", "Pi/2"),
                   ("PlanarAngle[{{1, 0}, {0, 0}, {1, 1}}]", "Pi/4"),
                   ("PlanarAngle[{0, 0} -> {{1, 0}, {-1, 0}}]", "Pi"),
                   ("PlanarAngle[{{1, 0, 0}, {0, 0, 0}, {0, 0, 1}}]", "Pi/2"),
                   ("PlanarAngle[{{1, 0}, {0, 0}, {1, Sqrt[3]}}]", "Pi/3")])
def planar_angle(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.Rule:
        q = to_list(x.args[0])
        ends = _points(x.args[1])
        if q is None or ends is None or len(ends) != 2:
            return None
        p1, p2 = ends
    else:
        pts = _points(x)
        if pts is None or len(pts) != 3:
            return None
        p1, q, p2 = pts
    c = Calc(ev)
    u, v = c.vsub(p1, q), c.vsub(p2, q)
    cos = c.simplify(c.div(c.dot(u, v), c.mul(c.norm(u), c.norm(v))))
    return c.call("ArcCos", cos)


def _rank(ev, pts):
    c = Calc(ev)
    if len(pts) <= 1:
        return 0
    m = from_list([c.vsub(p, pts[0]) for p in pts[1:]])
    r = ev.call("MatrixRank", m)
    return r.value if type(r) is Integer else None


def _rank_builtin(name, limit, usage, examples):
    @builtin(name, nargs=1, usage=usage, examples=examples)
    def fn(ev, expr):
        pts = _points(expr.args[0])
        if pts is None:
            return None
        r = _rank(ev, pts)
        return None if r is None else (TRUE if r <= limit else FALSE)
    fn.__name__ = name
    return fn


_rank_builtin("CollinearPoints", 1,
              "CollinearPoints[{p1, p2, ...}] gives True if the points pi lie on one line.",
              [("CollinearPoints[{{0, 0}, {1, 1}, {3, 3}}]", "True"),
               ("CollinearPoints[{{0, 0}, {1, 1}, {3, 2}}]", "False"),
               ("CollinearPoints[{{1, 2, 3}, {2, 3, 4}, {4, 5, 6}}]", "True"),
               ("CollinearPoints[{{0, 0}, {1, 2}}]", "True"),
               ("CollinearPoints[{{0, 0}, {a, a}, {2 a, 2 a}}]", "True")])
_rank_builtin("CoplanarPoints", 2,
              "CoplanarPoints[{p1, p2, ...}] gives True if the points pi lie in one plane.",
              [("CoplanarPoints[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}]", "True"),
               ("CoplanarPoints[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]", "False"),
               ("CoplanarPoints[{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}]", "True"),
               ("CoplanarPoints[{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1/3, 1/3, 1/3}}]", "True"),
               ("CoplanarPoints[{{0, 0}, {5, 1}, {2, 7}}]", "True")])


@builtin("CircumscribedBall", nargs=1,
         usage="CircumscribedBall[{p1, ..., pk}] gives the ball whose boundary passes "
               "through the points pi (the corners of a simplex).",
         examples=[("CircumscribedBall[{{0, 0}, {2, 0}, {0, 2}}]", "Ball[{1, 1}, Sqrt[2]]"),
                   ("CircumscribedBall[{{0, 0}, {4, 0}}]", "Ball[{2, 0}, 2]"),
                   ("CircumscribedBall[{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0, 0, 2}}]",
                    "Ball[{1, 1, 1}, Sqrt[3]]"),
                   ("CircumscribedBall[{{1, 0}, {0, 1}, {-1, 0}}]", "Ball[{0, 0}, 1]"),
                   ("Volume[CircumscribedBall[{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0, 0, 2}}]]",
                    "4 Sqrt[3] Pi")])
def circumscribed_ball(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head in (S.Triangle, S.Simplex, S.Tetrahedron) and \
            len(x.args) == 1:
        x = x.args[0]
    pts = _points(x)
    if pts is None or len(pts) < 2:
        return None
    c = Calc(ev)
    center = _circumcenter(c, pts)
    if center is None:
        return None
    r = c.norm(c.vsub(pts[0], center))
    return Expression(S.Ball, (from_list(center), r))


@builtin("BoundingRegion", nargs=(1, 2),
         usage="BoundingRegion[{p1, p2, ...}] gives the smallest axis-aligned Rectangle "
               "(Cuboid in 3D) containing the points; BoundingRegion[pts, form] with form "
               "\"MinDisk\", \"MinBall\" or \"MinConvexPolygon\".",
         examples=[("BoundingRegion[{{0, 0}, {1, 3}, {2, 1}}]", "Rectangle[{0, 0}, {2, 3}]"),
                   ("BoundingRegion[{{0, 0, 0}, {1, 2, 3}}]", "Cuboid[{0, 0, 0}, {1, 2, 3}]"),
                   ("BoundingRegion[{{0, 0}, {2, 0}, {1, 1}, {1, 1/2}}, \"MinConvexPolygon\"]",
                    "Polygon[{{0, 0}, {2, 0}, {1, 1}}]"),
                   ("BoundingRegion[{{0, 0}, {2, 0}, {1, 1/2}}, \"MinDisk\"]", "Disk[{1, 0}, 1]"),
                   ("BoundingRegion[{{-1, 0, 0}, {1, 0, 0}, {0, 1/2, 0}}, \"MinBall\"]",
                    "Ball[{0, 0, 0}, 1]")])
def bounding_region(ev, expr):
    pts = _points(expr.args[0])
    if pts is None:
        return None
    form = expr.args[1].value if len(expr.args) == 2 and type(expr.args[1]) is String \
        else None
    if len(expr.args) == 2 and form is None:
        return None
    c = Calc(ev)
    n = len(pts[0])
    if form in (None, "MinCuboid"):
        lo = [c.min(*[p[i] for p in pts]) for i in range(n)]
        hi = [c.max(*[p[i] for p in pts]) for i in range(n)]
        head = S.Rectangle if n == 2 else S.Cuboid
        return Expression(head, (from_list(lo), from_list(hi)))
    ex = _exact(pts)
    if ex is None:
        return None
    if form == "MinConvexPolygon" and n == 2:
        return Expression(S.Polygon, (from_list([[expr_number(v) for v in p]
                                                  for p in PG.convex_hull(ex)]),))
    if form in ("MinDisk", "MinBall"):
        found = _min_ball(c, pts, ex)
        if found is None:
            return None
        center, r = found
        head = S.Disk if n == 2 and form == "MinDisk" else S.Ball
        return Expression(head, (from_list(center), r))
    return None


def _min_ball(c, pts, ex):
    """The smallest enclosing ball among the circumballs of 1 to dim + 1 of the points
    (exact, for small sets)."""
    import itertools
    n = len(ex[0])
    best = None
    idx = range(len(ex))
    if len(ex) > 30:
        return None
    for k in range(1, n + 2):
        for combo in itertools.combinations(idx, k):
            sub = [pts[i] for i in combo]
            if k == 1:
                center = sub[0]
            else:
                center = _circumcenter(c, sub)
                if center is None:
                    continue
            cn = [py_number(v) for v in center]
            if any(v is None for v in cn):
                cn = [py_number(c.call("N", v)) for v in center]
            r2 = sum((a - b) ** 2 for a, b in zip(ex[combo[0]], cn))
            slack = r2 * 1e-12 if type(r2) is float else 0
            if all(sum((a - b) ** 2 for a, b in zip(p, cn)) <= r2 + slack for p in ex):
                if best is None or r2 < best[0]:
                    best = (r2, center, sub)
        if best is not None:
            break
    if best is None:
        return None
    return best[1], c.norm(c.vsub(best[2][0], best[1]))


def _plane_polygon(x, ev=None):
    """The corners of a plane polygon-like region (Polygon, Triangle, Rectangle) as exact
    numbers (machine numbers for other exact coordinates when ``ev`` is given), or None.
    A 2D BoundaryMeshRegion of one loop gives its (machine) corners."""
    if MM.is_mesh(x):
        if x.boundary and x.edim == 2 and len(x.cells) == 1:
            return [list(p) for p in MM._loops(x)[0]]
        return None
    s = shape_of(x)
    if s is None or s.edim != 2:
        return None
    if s.kind == "polygon" and len(s.polygons) == 1:
        return _exact(s.polygons[0], ev)
    if s.kind == "simplices" and len(s.simplices) == 1 and s.dim == 2:
        return _exact(s.simplices[0])
    if s.kind == "box" and not getattr(s, "unit", False):
        lo, hi = _exact([s.lo, s.hi]) or (None, None)
        if lo is None:
            return None
        return [[lo[0], lo[1]], [hi[0], lo[1]], [hi[0], hi[1]], [lo[0], hi[1]]]
    return None


def _poly_q(name, test, usage, examples):
    @builtin(name, nargs=1, usage=usage, examples=examples)
    def fn(ev, expr):
        x = expr.args[0]
        if not (isinstance(x, Expression) and x.head is S.Polygon):
            return FALSE
        p = _plane_polygon(x, ev)
        if p is None:
            return None
        return TRUE if test(p) else FALSE
    fn.__name__ = name
    return fn


_poly_q("ConvexPolygonQ", PG.is_convex,
        "ConvexPolygonQ[poly] gives True if the polygon poly is convex.",
        [("ConvexPolygonQ[Polygon[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}]]", "True"),
         ("ConvexPolygonQ[Polygon[{{0, 0}, {2, 0}, {1, 1/2}, {1, 2}}]]", "False"),
         ("ConvexPolygonQ[Polygon[{{0, 0}, {1, 0}, {0, 1}}]]", "True"),
         ("ConvexPolygonQ[Polygon[{{0, 0}, {1, 1}, {1, 0}, {0, 1}}]]", "False"),
         ("ConvexPolygonQ[Disk[]]", "False")])
_poly_q("SimplePolygonQ", PG.is_simple,
        "SimplePolygonQ[poly] gives True if the boundary of the polygon poly does not cross "
        "itself.",
        [("SimplePolygonQ[Polygon[{{0, 0}, {1, 0}, {1, 1}, {0, 1}}]]", "True"),
         ("SimplePolygonQ[Polygon[{{0, 0}, {1, 1}, {1, 0}, {0, 1}}]]", "False"),
         ("SimplePolygonQ[Polygon[{{0, 0}, {2, 0}, {1, 1/2}, {1, 2}}]]", "True"),
         ("SimplePolygonQ[Polygon[{{0, 0}, {2, 0}, {2, 2}, {1, 0}, {0, 2}}]]", "False"),
         ("SimplePolygonQ[Disk[]]", "False")])


def _polygon_result(loops):
    if not loops:
        return Expression(S.EmptyRegion, (Integer(2),))
    exprs = [from_list([[expr_number(v) for v in p] for p in loop]) for loop in loops]
    if len(exprs) == 1:
        return Expression(S.Polygon, (exprs[0],))
    return Expression(S.Polygon, (from_list(exprs),))


def _mesh_result(loops):
    """The loops of a Boolean operation on mesh regions as a BoundaryMeshRegion."""
    if not loops:
        return Expression(S.EmptyRegion, (Integer(2),))
    coords, cells = [], []
    for lp in loops:
        k = len(coords)
        coords += [[float(v) for v in p] for p in lp]
        cells.append(("Line", tuple(range(k, k + len(lp))) + (k,)))
    return MM.make_mesh(coords, cells, True)


def _boolean_builtin(name, op, usage, examples):
    @builtin(name, nargs=(1, None), usage=usage, examples=examples)
    def fn(ev, expr):
        if len(expr.args) == 1:
            return expr.args[0]
        r = _polygon_boolean(expr, op)
        if r is not None or any(MM.is_mesh(x) for x in expr.args):
            return r
        if op == "difference" and len(expr.args) != 2:
            return None
        from mathilda.builtins.geometry.boolean_regions import boolean_region
        return boolean_region(ev, {"union": "Or", "intersection": "And",
                                   "difference": "Difference"}[op], expr.args)
    fn.__name__ = name
    return fn


def _polygon_boolean(expr, op):
    """The Polygon (BoundaryMeshRegion for meshes, EmptyRegion[2]) of a Boolean operation on
    simple plane polygons, or None."""
    meshes = any(MM.is_mesh(x) for x in expr.args)
    polys = [_plane_polygon(x) for x in expr.args]
    if any(p is None for p in polys) or not all(PG.is_simple(p) for p in polys):
        return None
    acc = [polys[0]]
    if op == "difference" and len(polys) != 2:
        return None
    for p in polys[1:]:
        nxt = []
        for a in acc:
            nxt.extend(PG.boolean(a, p, op))
        if op == "union" and len(acc) > 1:
            return None
        acc = nxt
        if not acc:
            break
    if op == "union" and len(acc) > 1:
        return None
    if op == "difference" and len(acc) > 1 and not meshes:
        return None
    return _mesh_result(acc) if meshes else _polygon_result(acc)


_boolean_builtin(
    "RegionIntersection", "intersection",
    "RegionIntersection[reg1, reg2, ...] gives the intersection of the regions (plane "
    "polygons, triangles and rectangles: a Polygon, or EmptyRegion[2]; other regions: "
    "BooleanRegion[#1 && #2 && ... &, {reg1, reg2, ...}]).",
    [("RegionIntersection[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 1}, {3, 3}]]",
      "Polygon[{{2, 1}, {2, 2}, {1, 2}, {1, 1}}]"),
     ("Area[RegionIntersection[Triangle[{{0, 0}, {2, 0}, {0, 2}}], "
      "Rectangle[{0, 0}, {1, 1}]]]", "1"),
     ("RegionIntersection[Rectangle[{0, 0}, {1, 1}], Rectangle[{2, 2}, {3, 3}]]",
      "EmptyRegion[2]"),
     ("Area[RegionIntersection[Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}], "
      "Polygon[{{2, -2}, {6, 2}, {2, 6}, {-2, 2}}]]]", "16"),
     ("Area[RegionIntersection[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 0}, {3, 2}], "
      "Rectangle[{0, 1}, {2, 3}]]]", "1"),
     ("RegionIntersection[ConvexHullMesh[{{0, 0}, {2, 0}, {2, 2}, {0, 2}}], "
      "Rectangle[{1, 1}, {3, 3}]]",
      "BoundaryMeshRegion[{{2., 1.}, {2., 2.}, {1., 2.}, {1., 1.}}, {Line[{1, 2, 3, 4, 1}]}]")])
_boolean_builtin(
    "RegionUnion", "union",
    "RegionUnion[reg1, reg2, ...] gives the union of the regions (overlapping plane "
    "polygons, triangles and rectangles: a Polygon; other regions: "
    "BooleanRegion[#1 || #2 || ... &, {reg1, reg2, ...}]).",
    [("RegionUnion[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 1}, {3, 3}]]",
      "Polygon[{{0, 0}, {2, 0}, {2, 1}, {3, 1}, {3, 3}, {1, 3}, {1, 2}, {0, 2}}]"),
     ("Area[RegionUnion[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 1}, {3, 3}]]]", "7"),
     ("Area[RegionUnion[Triangle[{{0, 0}, {2, 0}, {0, 2}}], Rectangle[{0, 0}, {1, 1}]]]",
      "2"),
     ("Perimeter[RegionUnion[Rectangle[{0, 0}, {1, 1}], Rectangle[{1, 0}, {2, 1}]]]", "6"),
     ("Area[RegionUnion[Polygon[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}], "
      "Polygon[{{2, -2}, {6, 2}, {2, 6}, {-2, 2}}]]]", "32"),
     ("Area[RegionUnion[ConvexHullMesh[{{0, 0}, {2, 0}, {2, 2}, {0, 2}}], "
      "ConvexHullMesh[{{1, 1}, {3, 1}, {3, 3}, {1, 3}}]]]", "7.")])


_boolean_builtin(
    "RegionDifference", "difference",
    "RegionDifference[reg1, reg2] gives the points of reg1 that are not in reg2 (simple plane "
    "polygons, triangles, rectangles and 2D boundary meshes of one loop: a Polygon, a "
    "BoundaryMeshRegion for meshes, or EmptyRegion[2]; other regions: "
    "BooleanRegion[#1 && !#2 &, {reg1, reg2}]).",
    [("RegionDifference[Rectangle[{0, 0}, {2, 2}], Rectangle[{1, 1}, {3, 3}]]",
      "Polygon[{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}]"),
     ("Area[RegionDifference[Rectangle[{0, 0}, {4, 4}], Triangle[{{0, 0}, {4, 0}, {0, 4}}]]]",
      "8"),
     ("RegionDifference[Rectangle[{0, 0}, {1, 1}], Rectangle[{0, 0}, {2, 2}]]",
      "EmptyRegion[2]"),
     ("Area[RegionDifference[ConvexHullMesh[{{0, 0}, {4, 0}, {4, 4}, {0, 4}}], "
      "Rectangle[{1, 1}, {2, 2}]]]", "15."),
     ("RegionDifference[Rectangle[{0, 0}, {4, 4}], Rectangle[{1, 1}, {2, 2}]]",
      "BooleanRegion[#1 && !#2 & , {Rectangle[{0, 0}, {4, 4}], Rectangle[{1, 1}, {2, 2}]}]"),
     ("RegionDifference[Disk[], Disk[{1, 0}]]",
      "BooleanRegion[#1 && !#2 & , {Disk[], Disk[{1, 0}]}]")])


def _round_shape(s):
    return s is not None and s.kind == "ellipsoid" and s.r is not None


@builtin("RegionDisjoint", nargs=2,
         usage="RegionDisjoint[reg1, reg2] gives True if the regions have no point in common.",
         examples=[("RegionDisjoint[Disk[{0, 0}, 1], Disk[{3, 0}, 1]]", "True"),
                   ("RegionDisjoint[Disk[{0, 0}, 2], Disk[{3, 0}, 1]]", "False"),
                   ("RegionDisjoint[Rectangle[{0, 0}, {1, 1}], Rectangle[{2, 0}, {3, 1}]]",
                    "True"),
                   ("RegionDisjoint[Rectangle[{0, 0}, {1, 1}], Rectangle[{1, 0}, {2, 1}]]",
                    "False"),
                   ("RegionDisjoint[Triangle[{{0, 0}, {2, 0}, {0, 2}}], Disk[{2, 2}, 1]]",
                    "True")])
def region_disjoint(ev, expr):
    a, b = expr.args
    c = Calc(ev)
    sa, sb = shape_of(a), shape_of(b)
    if _round_shape(sa) and _round_shape(sb) and sa.edim == sb.edim:
        d = c.norm(c.vsub(sa.center, sb.center))
        r = ev.evaluate(Expression(S.Greater, (d, c.add(sa.r, sb.r))))
        return r if r in (TRUE, FALSE) else None
    for round_s, other in ((sa, b), (sb, a)):
        if _round_shape(round_s) and shape_of(other) is not None:
            dist = ev.call("RegionDistance", other, from_list(round_s.center))
            r = ev.evaluate(Expression(S.Greater, (dist, round_s.r)))
            return r if r in (TRUE, FALSE) else None
    pa, pb = _plane_polygon(a), _plane_polygon(b)
    if pa is None or pb is None:
        return None
    for i in range(len(pa)):
        for j in range(len(pb)):
            if PG._segments_cross(pa[i], pa[(i + 1) % len(pa)], pb[j], pb[(j + 1) % len(pb)]):
                return FALSE
    if PG._classify(pb, pa[0]) >= 0 or PG._classify(pa, pb[0]) >= 0:
        return FALSE
    return TRUE


def _canonical(poly):
    p = PG._drop_collinear(PG.orient(poly))
    k = p.index(min(p))
    return [tuple(v) for v in p[k:] + p[:k]]


@builtin("RegionEqual", nargs=(2, None),
         usage="RegionEqual[reg1, reg2, ...] gives True if the regions are the same set of "
               "points.",
         examples=[("RegionEqual[Rectangle[{0, 0}, {1, 1}], "
                    "Polygon[{{1, 1}, {0, 1}, {0, 0}, {1, 0}}]]", "True"),
                   ("RegionEqual[Triangle[], Polygon[{{0, 0}, {1, 0}, {0, 1}}]]", "True"),
                   ("RegionEqual[Disk[], Disk[{0, 0}, 1]]", "True"),
                   ("RegionEqual[Disk[], Disk[{0, 0}, 2]]", "False"),
                   ("RegionEqual[Rectangle[{0, 0}, {1, 1}], Rectangle[{0, 0}, {1, 2}]]",
                    "False")])
def region_equal(ev, expr):
    regs = expr.args
    if all(r == regs[0] for r in regs[1:]):
        return TRUE
    shapes = [shape_of(r) for r in regs]
    if all(_round_shape(s) for s in shapes):
        s0 = shapes[0]
        ok = all(s.edim == s0.edim and ev.evaluate(Expression(S.And, (
            Expression(S.Equal, (from_list(s.center), from_list(s0.center))),
            Expression(S.Equal, (s.r, s0.r))))) is TRUE for s in shapes[1:])
        return TRUE if ok else FALSE
    polys = [_plane_polygon(r) for r in regs]
    if any(p is None for p in polys):
        return None
    first = _canonical(polys[0])
    return TRUE if all(_canonical(p) == first for p in polys[1:]) else FALSE
