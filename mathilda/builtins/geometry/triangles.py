"""Triangles from sides and angles, spheres and lines through points, angles of polygons,
solids and half-planes: SSSTriangle, SASTriangle, ASATriangle, AASTriangle, Circumsphere,
Insphere, CircleThrough, AngleBisector, PerpendicularBisector, PolygonAngle, SolidAngle and
DihedralAngle.  Exact for exact input.

The triangles have A at the origin, B on the positive x axis and C above it, with a, b, c the
sides opposite A, B, C and α, β, γ the angles at A, B, C.  The inradius of an n-simplex is
n V/(F1 + ... + F(n+1)) with Fi the measure of the facet opposite the corner pi, and its
incentre the Fi-weighted mean of the corners.  The solid angle of the cone of u, v, w is
2 ArcTan[|u.(v x w)|/(|u||v||w| + (u.v)|w| + (u.w)|v| + (v.w)|u|)] (Van Oosterom and
Strackee)."""

from mathilda.algorithms.geometry.calc import Calc, from_list, to_list
from mathilda.algorithms.geometry.coordinates import atan2
from mathilda.algorithms.geometry.measures import simplex_measure
from mathilda.builtins.geometry.constructions import _circumcenter, _points
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S
from mathilda.core.registry import builtin

_LIST = S.List
_TRI = {"tri": "The values `1` do not describe a triangle."}


def _triangle(c, pts):
    return Expression(S.Triangle, (from_list([[c.simplify(x) for x in p] for p in pts]),))


def _bad_numeric(c, cond):
    """True when cond (a relation) is False for the numbers given."""
    return c.ev.evaluate(cond) is FALSE


_NOT_QUANTITIES = frozenset(("And", "Or", "Not", "Xor", "Nand", "Nor", "Implies", "Equal",
                             "Unequal", "Less", "LessEqual", "Greater", "GreaterEqual", "Rule",
                             "RuleDelayed", "List", "Association"))


def _quantity(x):
    """False for what can be no length or angle: a string, a truth value, a logical
    combination, a relation, a list, a rule."""
    from mathilda.core.expr import String
    if type(x) is String or x is TRUE or x is FALSE:
        return False
    h = getattr(x, "head_symbol", None)
    return not (isinstance(x, Expression) and h is not None and h.name in _NOT_QUANTITIES)


def _positive(c, *xs):
    if not all(_quantity(x) for x in xs):
        return False
    return not any(_bad_numeric(c, Expression(S.Greater, (x, Integer(0)))) for x in xs)


@builtin("SSSTriangle", nargs=3, messages=_TRI,
         usage="SSSTriangle[a, b, c] gives the Triangle with sides a, b and c opposite the "
               "corners A (at the origin), B (on the positive x axis) and C (above it).",
         examples=[("SSSTriangle[3, 4, 5]", "Triangle[{{0, 0}, {5, 0}, {16/5, 12/5}}]"),
                   ("SSSTriangle[1, 1, 1]", "Triangle[{{0, 0}, {1, 0}, {1/2, Sqrt[3]/2}}]"),
                   ("Area[SSSTriangle[5, 5, 6]]", "12"),
                   ("SSSTriangle[1, 2, 5]", "SSSTriangle[1, 2, 5]",
                    ["SSSTriangle::tri: The values {1, 2, 5} do not describe a triangle."])])
def sss_triangle(ev, expr):
    a, b, cc = expr.args
    c = Calc(ev)
    if not _positive(c, a, b, cc) or any(_bad_numeric(c, Expression(S.Less, (x, c.add(y, z))))
                                         for x, y, z in ((a, b, cc), (b, a, cc), (cc, a, b))):
        ev.message("SSSTriangle", "tri", from_list([a, b, cc]))
        return None
    y = c.div(c.add(c.neg(c.pow(a, 2)), c.pow(b, 2), c.pow(cc, 2)), c.mul(Integer(2), cc))
    prod = c.mul(c.add(a, b, c.neg(cc)), c.add(a, c.neg(b), cc), c.add(c.neg(a), b, cc),
                 c.add(a, b, cc))
    z = c.div(c.sqrt(prod), c.mul(Integer(2), cc))
    return _triangle(c, [[Integer(0), Integer(0)], [cc, Integer(0)], [y, z]])


@builtin("SASTriangle", nargs=3, messages=_TRI,
         usage="SASTriangle[a, γ, b] gives the Triangle with sides a and b and the angle γ "
               "between them (A at the origin, B on the positive x axis, C above it).",
         examples=[("SASTriangle[1, Pi/2, 1]", "Triangle[{{0, 0}, {Sqrt[2], 0}, "
                    "{1/Sqrt[2], 1/Sqrt[2]}}]"),
                   ("SASTriangle[2, Pi/3, 2]", "Triangle[{{0, 0}, {2, 0}, {1, Sqrt[3]}}]"),
                   ("Area[SASTriangle[3, Pi/6, 4]]", "3"),
                   ("SASTriangle[1, Pi, 1]", "SASTriangle[1, Pi, 1]",
                    ["SASTriangle::tri: The values {1, Pi, 1} do not describe a triangle."])])
def sas_triangle(ev, expr):
    a, g, b = expr.args
    c = Calc(ev)
    if not _positive(c, a, b, g) or _bad_numeric(c, Expression(S.Less, (g, S.Pi))):
        ev.message("SASTriangle", "tri", from_list([a, g, b]))
        return None
    x = c.sqrt(c.sub(c.add(c.pow(a, 2), c.pow(b, 2)),
                     c.mul(Integer(2), a, b, c.call("Cos", g))))
    y = c.div(c.sub(c.pow(b, 2), c.mul(a, b, c.call("Cos", g))), x)
    z = c.div(c.mul(a, b, c.call("Sin", g)), x)
    return _triangle(c, [[Integer(0), Integer(0)], [x, Integer(0)], [y, z]])


@builtin("ASATriangle", nargs=3, messages=_TRI,
         usage="ASATriangle[α, c, β] gives the Triangle with the angles α at A and β at B and "
               "the side c between them (A at the origin, B at {c, 0}, C above it).",
         examples=[("ASATriangle[Pi/4, 2, Pi/4]", "Triangle[{{0, 0}, {2, 0}, {1, 1}}]"),
                   ("ASATriangle[Pi/2, b, Pi/3]", "Triangle[{{0, 0}, {b, 0}, {0, Sqrt[3] b}}]"),
                   ("Area[ASATriangle[Pi/6, 1, Pi/3]]", "Sqrt[3]/8"),
                   ("ASATriangle[Pi/2, 1, Pi/2]", "ASATriangle[Pi/2, 1, Pi/2]",
                    ["ASATriangle::tri: The values {Pi/2, 1, Pi/2} do not describe a "
                     "triangle."])])
def asa_triangle(ev, expr):
    al, cc, be = expr.args
    c = Calc(ev)
    if not _positive(c, al, cc, be) or _bad_numeric(c, Expression(S.Less, (c.add(al, be),
                                                                            S.Pi))):
        ev.message("ASATriangle", "tri", from_list([al, cc, be]))
        return None
    csc = c.div(Integer(1), c.call("Sin", c.add(al, be)))
    x = c.mul(cc, c.call("Cos", al), csc, c.call("Sin", be))
    y = c.mul(cc, csc, c.call("Sin", al), c.call("Sin", be))
    return _triangle(c, [[Integer(0), Integer(0)], [cc, Integer(0)], [x, y]])


@builtin("AASTriangle", nargs=3, messages=_TRI,
         usage="AASTriangle[α, β, a] gives the Triangle with the angles α at A and β at B and "
               "the side a opposite A (A at the origin, B on the positive x axis, C above it).",
         examples=[("AASTriangle[Pi/2, Pi/3, b]",
                    "Triangle[{{0, 0}, {b/2, 0}, {0, (Sqrt[3] b)/2}}]"),
                   ("AASTriangle[Pi/4, Pi/4, Sqrt[2]]", "Triangle[{{0, 0}, {2, 0}, {1, 1}}]"),
                   ("Perimeter[AASTriangle[Pi/3, Pi/3, 1]]", "3"),
                   ("AASTriangle[2, 2, 1]", "AASTriangle[2, 2, 1]",
                    ["AASTriangle::tri: The values {2, 2, 1} do not describe a triangle."])])
def aas_triangle(ev, expr):
    al, be, a = expr.args
    c = Calc(ev)
    if not _positive(c, al, be, a) or _bad_numeric(c, Expression(S.Less, (c.add(al, be),
                                                                           S.Pi))):
        ev.message("AASTriangle", "tri", from_list([al, be, a]))
        return None
    csc = c.div(Integer(1), c.call("Sin", al))
    bx = c.mul(a, csc, c.call("Sin", c.add(al, be)))
    cx = c.mul(a, c.call("Cot", al), c.call("Sin", be))
    cy = c.mul(a, c.call("Sin", be))
    return _triangle(c, [[Integer(0), Integer(0)], [bx, Integer(0)], [cx, cy]])


def _simplex_points(x):
    if isinstance(x, Expression) and x.head in (S.Triangle, S.Simplex, S.Tetrahedron) and \
            len(x.args) == 1:
        x = x.args[0]
    return _points(x)


def _affinely_independent(ev, c, pts):
    r = ev.call("MatrixRank", from_list([c.vsub(q, pts[0]) for q in pts[1:]]))
    return r == Integer(len(pts) - 1)


@builtin("Circumsphere", nargs=1,
         messages={"degen": "The points `1` are not affinely independent."},
         usage="Circumsphere[{p1, ..., pk}] gives the Sphere through the points pi (the corners "
               "of a simplex), centred in their affine hull; Circumsphere[Triangle[...]] and "
               "Circumsphere[Tetrahedron[...]] the same.",
         examples=[("Circumsphere[{{0, 0}, {1, 0}, {0, 1}}]", "Sphere[{1/2, 1/2}, 1/Sqrt[2]]"),
                   ("Circumsphere[Tetrahedron[{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0, 0, 2}}]]",
                    "Sphere[{1, 1, 1}, Sqrt[3]]"),
                   ("Circumsphere[{{0, 0}, {6, 0}}]", "Sphere[{3, 0}, 3]"),
                   ("Circumsphere[SSSTriangle[3, 4, 5]]", "Sphere[{5/2, 0}, 5/2]"),
                   ("Circumsphere[{{0, 0}, {1, 1}, {2, 2}}]",
                    "Circumsphere[{{0, 0}, {1, 1}, {2, 2}}]",
                    ["Circumsphere::degen: The points {{0, 0}, {1, 1}, {2, 2}} are not "
                     "affinely independent."])])
def circumsphere(ev, expr):
    pts = _simplex_points(expr.args[0])
    if pts is None or len(pts) < 2:
        return None
    c = Calc(ev)
    if not _affinely_independent(ev, c, pts):
        ev.message("Circumsphere", "degen", expr.args[0])
        return None
    center = _circumcenter(c, pts)
    if center is None:
        return None
    center = [c.simplify(x) for x in center]
    return Expression(S.Sphere, (from_list(center), c.simplify(c.norm(c.vsub(pts[0], center)))))


@builtin("CircleThrough", nargs=1,
         messages={"coll": "The points `1` lie on a line."},
         usage="CircleThrough[{p1, p2, p3}] gives the Circle through the three points of the "
               "plane.",
         examples=[("CircleThrough[{{1, 0}, {0, 1}, {-1, 0}}]", "Circle[{0, 0}, 1]"),
                   ("CircleThrough[{{0, 0}, {4, 0}, {0, 3}}]", "Circle[{2, 3/2}, 5/2]"),
                   ("CircleThrough[{{0, 0}, {1, 1}, {2, 2}}]",
                    "CircleThrough[{{0, 0}, {1, 1}, {2, 2}}]",
                    ["CircleThrough::coll: The points {{0, 0}, {1, 1}, {2, 2}} lie on a "
                     "line."])])
def circle_through(ev, expr):
    pts = _points(expr.args[0])
    if pts is None or len(pts) != 3 or len(pts[0]) != 2:
        return None
    c = Calc(ev)
    if ev.call("MatrixRank", from_list([c.vsub(q, pts[0]) for q in pts[1:]])) != Integer(2):
        ev.message("CircleThrough", "coll", expr.args[0])
        return None
    center = _circumcenter(c, pts)
    if center is None:
        return None
    center = [c.simplify(x) for x in center]
    return Expression(S.Circle, (from_list(center), c.simplify(c.norm(c.vsub(pts[0], center)))))


@builtin("Insphere", nargs=1,
         usage="Insphere[{p1, ..., pn+1}] gives the Sphere inscribed in the n-simplex with "
               "corners pi (the incircle of a triangle, the insphere of a tetrahedron).",
         examples=[("Insphere[{{0, 0}, {4, 0}, {0, 3}}]", "Sphere[{1, 1}, 1]"),
                   ("Insphere[Tetrahedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]]",
                    "Sphere[{1/(3 + Sqrt[3]), 1/(3 + Sqrt[3]), 1/(3 + Sqrt[3])}, "
                    "1/(3 + Sqrt[3])]"),
                   ("Insphere[SSSTriangle[1, 1, 1]]", "Sphere[{1/2, 1/(2 Sqrt[3])}, "
                    "1/(2 Sqrt[3])]")])
def insphere(ev, expr):
    pts = _simplex_points(expr.args[0])
    if pts is None or len(pts) != len(pts[0]) + 1:
        return None
    c = Calc(ev)
    n = len(pts[0])
    facets = [simplex_measure(c, pts[:i] + pts[i + 1:]) for i in range(n + 1)]
    total = c.add(*facets)
    vol = simplex_measure(c, pts)
    if c.true(Expression(S.Equal, (vol, Integer(0)))):
        return None
    center = [c.simplify(c.div(c.add(*[c.mul(f, p[j]) for f, p in zip(facets, pts)]), total))
              for j in range(n)]
    r = c.simplify(c.div(c.mul(Integer(n), vol), total))
    return Expression(S.Sphere, (from_list(center), r))


def _unit(c, v):
    k = c.norm(v)
    return [c.div(a, k) for a in v]


@builtin("AngleBisector", nargs=1,
         messages={"zvec": "The points `1` do not make an angle: an end is the vertex."},
         usage="AngleBisector[{q1, p, q2}] gives the InfiniteLine through p that bisects the "
               "angle at p between the rays to q1 and q2 (its direction the sum of the unit "
               "vectors along them).",
         examples=[("AngleBisector[{{1, 0}, {0, 0}, {0, 1}}]",
                    "InfiniteLine[{0, 0}, {1, 1}]"),
                   ("AngleBisector[{{2, 0}, {0, 0}, {0, 3}}]", "InfiniteLine[{0, 0}, {1, 1}]"),
                   ("AngleBisector[{{1, 0, 0}, {0, 0, 0}, {0, 0, 1}}]",
                    "InfiniteLine[{0, 0, 0}, {1, 0, 1}]"),
                   ("AngleBisector[{{1, 0}, {0, 0}, {-1, Sqrt[3]}}]",
                    "InfiniteLine[{0, 0}, {1/2, Sqrt[3]/2}]")])
def angle_bisector(ev, expr):
    pts = _points(expr.args[0])
    if pts is None or len(pts) != 3:
        return None
    q1, p, q2 = pts
    c = Calc(ev)
    if any(all(c.true(Expression(S.Equal, (a, b))) for a, b in zip(q, p)) for q in (q1, q2)):
        ev.message("AngleBisector", "zvec", expr.args[0])
        return None
    d = c.vadd(_unit(c, c.vsub(q1, p)), _unit(c, c.vsub(q2, p)))
    d = [c.simplify(x) for x in d]
    return Expression(S.InfiniteLine, (from_list(p), from_list(d)))


@builtin("PerpendicularBisector", nargs=1,
         usage="PerpendicularBisector[{p, q}] gives the points at equal distance from p and q: "
               "an InfiniteLine in the plane, a Hyperplane in higher dimensions.",
         examples=[("PerpendicularBisector[{{0, 0}, {2, 0}}]", "InfiniteLine[{1, 0}, {0, 2}]"),
                   ("PerpendicularBisector[{{0, 0}, {1, 1}}]",
                    "InfiniteLine[{1/2, 1/2}, {-1, 1}]"),
                   ("PerpendicularBisector[{{0, 0, 0}, {0, 0, 2}}]",
                    "Hyperplane[{0, 0, 2}, {0, 0, 1}]")])
def perpendicular_bisector(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.Line and len(x.args) == 1:
        x = x.args[0]
    pts = _points(x)
    if pts is None or len(pts) != 2 or len(pts[0]) < 2:
        return None
    c = Calc(ev)
    p, q = pts
    mid = c.mean(pts)
    d = c.vsub(q, p)
    if len(p) == 2:
        return Expression(S.InfiniteLine, (from_list(mid), from_list([c.neg(d[1]), d[0]])))
    return Expression(S.Hyperplane, (from_list(d), from_list(mid)))


def _corner_angle(c, prev, p, nxt, ccw):
    u, v = c.vsub(prev, p), c.vsub(nxt, p)
    ang = c.call("ArcCos", c.simplify(c.div(c.dot(u, v), c.mul(c.norm(u), c.norm(v)))))
    turn = c.sub(c.mul(u[0], v[1]), c.mul(u[1], v[0]))   # < 0: convex corner when ccw
    sign = c.ev.evaluate(Expression(S.Sign, (turn,)))
    if not isinstance(sign, Integer):
        return ang
    reflex = (sign.value > 0) if ccw else (sign.value < 0)
    return c.sub(c.mul(Integer(2), S.Pi), ang) if reflex else ang


@builtin("PolygonAngle", nargs=(1, 2),
         usage="PolygonAngle[poly] gives the interior angles of the plane polygon poly (a "
               "Polygon or a list of points) at its vertices; PolygonAngle[poly, p] the angle "
               "at the vertex p.",
         examples=[("PolygonAngle[Polygon[{{0, 0}, {1, 0}, {0, 1}}]]", "{Pi/2, Pi/4, Pi/4}"),
                   ("PolygonAngle[RegularPolygon[6]]",
                    "{(2 Pi)/3, (2 Pi)/3, (2 Pi)/3, (2 Pi)/3, (2 Pi)/3, (2 Pi)/3}"),
                   ("PolygonAngle[Polygon[{{0, 0}, {2, 0}, {2, 2}, {1, 1}, {0, 2}}], {1, 1}]",
                    "(3 Pi)/2"),
                   ("Total[PolygonAngle[Polygon[{{0, 0}, {2, 0}, {2, 2}, {1, 1}, {0, 2}}]]]",
                    "3 Pi")])
def polygon_angle(ev, expr):
    x = expr.args[0]
    c = Calc(ev)
    if isinstance(x, Expression) and x.head is S.RegularPolygon:
        x = ev.call("CirclePoints", *x.args)
    elif isinstance(x, Expression) and x.head in (S.Polygon, S.Triangle) and len(x.args) == 1:
        x = x.args[0]
    pts = _points(x)
    if pts is None or len(pts) < 3 or len(pts[0]) != 2:
        return None
    n = len(pts)
    area2 = c.add(*[c.sub(c.mul(pts[i][0], pts[(i + 1) % n][1]),
                          c.mul(pts[(i + 1) % n][0], pts[i][1])) for i in range(n)])
    sign = ev.evaluate(Expression(S.Sign, (area2,)))
    if not isinstance(sign, Integer) or sign.value == 0:
        return None
    ccw = sign.value > 0
    angles = [_corner_angle(c, pts[i - 1], pts[i], pts[(i + 1) % n], ccw) for i in range(n)]
    if len(expr.args) == 2:
        q = to_list(expr.args[1])
        for p, a in zip(pts, angles):
            if q is not None and len(q) == 2 and all(
                    c.true(Expression(S.Equal, (u, v))) for u, v in zip(p, q)):
                return a
        return None
    return from_list(angles)


@builtin("SolidAngle", nargs=2,
         usage="SolidAngle[p, {u, v, w}] gives the solid angle at p of the cone spanned by the "
               "vectors u, v and w; SolidAngle[p, Triangle[{a, b, c}]] that subtended at p by "
               "the triangle.",
         examples=[("SolidAngle[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]", "Pi/2"),
                   ("SolidAngle[{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {-1, 0, 0}}]", "0"),
                   ("SolidAngle[{0, 0, 0}, Triangle[{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]]",
                    "Pi/2"),
                   ("SolidAngle[{1, 1, 1}, {{1, 0, 0}, {0, 2, 0}, {1, 1, 1}}]",
                    "Pi/6")])
def solid_angle(ev, expr):
    p = to_list(expr.args[0])
    x = expr.args[1]
    c = Calc(ev)
    if p is None or len(p) != 3:
        return None
    if isinstance(x, Expression) and x.head is S.Triangle and len(x.args) == 1:
        pts = _points(x.args[0])
        if pts is None or len(pts) != 3 or len(pts[0]) != 3:
            return None
        vs = [c.vsub(q, p) for q in pts]
    else:
        vs = _points(x)
        if vs is None or len(vs) != 3 or len(vs[0]) != 3:
            return None
    u, v, w = vs
    num = c.simplify(c.abs(c.dot(u, c.cross(v, w))))
    if num == Integer(0):
        return Integer(0)
    nu, nv, nw = c.norm(u), c.norm(v), c.norm(w)
    den = c.add(c.mul(nu, nv, nw), c.mul(c.dot(u, v), nw), c.mul(c.dot(u, w), nv),
                c.mul(c.dot(v, w), nu))
    return c.simplify(c.mul(Integer(2), atan2(c, c.simplify(den), c.simplify(num))))


@builtin("DihedralAngle", nargs=2,
         usage="DihedralAngle[{p1, p2}, {u, v}] gives the angle between the half-planes "
               "bounded by the line through p1 and p2 that extend in the directions u and v.",
         examples=[("DihedralAngle[{{0, 0, 0}, {0, 0, 1}}, {{1, 0, 0}, {0, 1, 0}}]", "Pi/2"),
                   ("DihedralAngle[{{0, 0, 0}, {0, 0, 1}}, {{1, 0, 5}, {-1, 1, 0}}]",
                    "(3 Pi)/4"),
                   ("DihedralAngle[{{0, 0, 0}, {1, 1, 1}}, {{1, 0, 0}, {0, 1, 0}}]",
                    "(2 Pi)/3")])
def dihedral_angle(ev, expr):
    line, dirs = _points(expr.args[0]), _points(expr.args[1])
    if line is None or dirs is None or len(line) != 2 or len(dirs) != 2 or \
            len(line[0]) != len(dirs[0]):
        return None
    c = Calc(ev)
    d = c.vsub(line[1], line[0])
    dd = c.dot(d, d)

    def perp(w):
        return c.vsub(w, c.vscale(c.div(c.dot(w, d), dd), d))
    u, v = perp(dirs[0]), perp(dirs[1])
    return c.call("ArcCos", c.simplify(c.div(c.dot(u, v), c.mul(c.norm(u), c.norm(v)))))
