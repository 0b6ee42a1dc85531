"""Points and regions: RegionMember, RegionDistance, SignedRegionDistance, RegionNearest,
RandomPoint.
Exact for exact data (distances such as ``Sqrt[2]``), machine numbers otherwise; a point may
be a list of points (the results are then listed)."""

import math
from fractions import Fraction

from mathilda.algorithms.geometry import flats as FL
from mathilda.algorithms.geometry import mesh as MM
from mathilda.algorithms.geometry import metric as MT
from mathilda.algorithms.geometry import solids as SO
from mathilda.algorithms.geometry.calc import Calc, expr_number, from_list, py_number, to_list
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.geometry.regions import region_arg

_LIST = S.List


def _point(c, x, edim):
    p = to_list(x)
    if p is None or len(p) != edim or any(isinstance(a, list) for a in p):
        return None
    out = []
    for a in p:
        v = py_number(a)
        if v is None:
            v = py_number(c.call("N", a)) if c.is_numeric(a) else None
            if v is None:
                return None
        out.append(v)
    return out


def _points_arg(c, x, edim):
    """([points], listed?) for a point or a list of points, or (None, False)."""
    p = _point(c, x, edim)
    if p is not None:
        return [p], False
    lst = to_list(x)
    if lst is not None and lst and all(isinstance(q, list) for q in lst):
        pts = [_point(c, from_list(q), edim) for q in lst]
        if all(q is not None for q in pts):
            return pts, True
    return None, False


def _sqrt_expr(c, v):
    if type(v) is float:
        return expr_number(math.sqrt(v))
    if v == 0:
        return Integer(0)
    return c.sqrt(expr_number(v))


def _same_kind(d, p):
    """Promote the point to floats when the shape is machine, and the shape's data when the
    point is machine."""
    if any(type(x) is float for x in p):
        return [float(x) for x in p]
    return [Fraction(x) if type(x) is int else x for x in p]


def _round(s):
    return s.kind in ("ellipsoid", "sphere") and s.r is not None


def _round_parts(c, s, p):
    pe = [expr_number(x) for x in p]
    diff = c.vsub(pe, s.center)
    return pe, diff, c.norm(diff)


def _annulus_parts(c, s, p):
    pe = [expr_number(x) for x in p]
    return c.norm(c.vsub(pe, s.center))


def _more(s):
    """The module of solids.py / flats.py that answers for the shape, or None."""
    if s.kind in FL.KINDS:
        return FL
    if s.kind in SO.METRIC_KINDS or (s.kind == "ellipsoid" and s.r is None):
        return SO
    return None


def _numeric(c, s):
    if _round(s) or s.kind == "annulus" or _more(s) is not None:
        return None
    return MT.numeric_shape(c, getattr(s, "proxy", None) or s)


def _member(c, s, d, p):
    m = _more(s)
    if m is not None or s.kind == "platonic":
        return (m or SO).member(c, s, [expr_number(x) for x in p])
    if s.kind == "annulus":
        nrm = _annulus_parts(c, s, p)
        r = c.ev.evaluate(Expression(S.LessEqual, (s.inner, nrm, s.outer)))
        return r if r in (TRUE, FALSE) else None
    if _round(s):
        pe, diff, _ = _round_parts(c, s, p)
        sq = c.dot(diff, diff)
        rel = S.LessEqual if s.kind == "ellipsoid" else S.Equal
        r = c.ev.evaluate(Expression(rel, (sq, c.pow(s.r, 2))))
        return r if r in (TRUE, FALSE) else None
    if d is None:
        return None
    return TRUE if MT.inside(d, _same_kind(d, p)) else FALSE


def _distance(c, s, d, p, signed=False):
    m = _more(s)
    if m is not None:
        return m.distance(c, s, [expr_number(x) for x in p], signed)
    if s.kind == "platonic" and not signed and \
            SO.member(c, s, [expr_number(x) for x in p]) is TRUE:
        return Integer(0)
    if s.kind == "annulus":
        nrm = _annulus_parts(c, s, p)
        out, inn = c.sub(nrm, s.outer), c.sub(s.inner, nrm)
        if signed:
            return c.max(out, inn)
        return c.max(Integer(0), out, inn)
    if _round(s):
        pe, diff, nrm = _round_parts(c, s, p)
        if s.kind == "sphere":
            v = c.sub(nrm, s.r)
            return v if signed else c.abs(v)
        v = c.sub(nrm, s.r)
        if signed:
            return v
        return c.max(Integer(0), v)
    if d is None:
        return None
    q = _same_kind(d, p)
    near = MT.nearest(d, q)
    if near is None:
        return None
    dist2 = MT.sqdist(q, near)
    if signed and dist2 == 0 and d["dim"] == d["edim"]:
        b = MT.boundary_sqdist(d, q)
        if b is None:
            return None
        return c.neg(_sqrt_expr(c, b)) if b else Integer(0)
    return _sqrt_expr(c, dist2)


def _nearest(c, s, d, p):
    if s.kind in FL.KINDS:
        r = FL.nearest(c, s, [expr_number(x) for x in p])
        return None if r is None else from_list(r)
    if _round(s):
        pe, diff, nrm = _round_parts(c, s, p)
        if s.kind == "ellipsoid" and c.true(Expression(S.LessEqual, (nrm, s.r))):
            return from_list(pe)
        if c.true(Expression(S.Equal, (nrm, Integer(0)))):
            return from_list(c.vadd(s.center, [s.r] + [Integer(0)] * (len(pe) - 1)))
        return from_list(c.vadd(s.center, c.vscale(c.div(s.r, nrm), diff)))
    if d is None:
        return None
    near = MT.nearest(d, _same_kind(d, p))
    return None if near is None else from_list([expr_number(x) for x in near])


def _mesh_point_fn(ev, m, x, f):
    """f(mesh, point) over a point or a list of points, for a mesh region."""
    pts, listed = _points_arg(Calc(ev), x, m.edim)
    if pts is None:
        return None
    out = tuple(f(m, [float(v) for v in p]) for p in pts)
    return Expression(_LIST, out) if listed else out[0]


def _real_point(p):
    return Expression(_LIST, tuple(expr_number(float(v)) for v in p))


_MESH_FNS = {
    "RegionDistance": lambda m, p: expr_number(MM.nearest(m, p)[1] ** 0.5),
    "SignedRegionDistance": lambda m, p: expr_number(MM.signed_distance(m, p)),
    "RegionNearest": lambda m, p: _real_point(MM.nearest(m, p)[0]),
    "RegionMember": lambda m, p: TRUE if MM.member(m, p) else FALSE}


def _region_point_builtin(name, fn, usage, examples):
    @builtin(name, nargs=2, usage=usage, examples=examples)
    def body(ev, expr):
        if MM.is_mesh(expr.args[0]):
            return _mesh_point_fn(ev, expr.args[0], expr.args[1], _MESH_FNS[name])
        c, s = region_arg(ev, expr.args[0])
        if s is None or isinstance(s, tuple):
            return None
        pts, listed = _points_arg(c, expr.args[1], s.edim)
        if pts is None:
            return None
        d = _numeric(c, s)
        out = []
        for p in pts:
            r = fn(c, s, d, p)
            if r is None:
                return None
            out.append(r)
        return Expression(_LIST, tuple(out)) if listed else out[0]
    body.__name__ = name
    return body


def _symbolic_member(c, s, point):
    """The membership condition for a point of symbols: ``(x | y) \u2208 Reals && ...``
    for balls, spheres and boxes; None otherwise."""
    from mathilda.core.expr import Symbol
    p = to_list(point)
    if p is None or len(p) != s.edim or not all(type(a) is Symbol for a in p):
        return None
    reals = Expression(S.Element, (p[0] if len(p) == 1 else Expression(S.Alternatives,
                                                                        tuple(p)), S.Reals))
    if _round(s):
        sq = c.dot(*[c.vsub(p, s.center)] * 2)
        rel = S.LessEqual if s.kind == "ellipsoid" else S.Equal
        cond = Expression(rel, (sq, c.pow(s.r, 2)))
        parts = [cond]
    elif s.kind == "box" and not getattr(s, "unit", False):
        parts = [Expression(S.LessEqual, (c.add(lo), x, c.add(hi)))
                 for x, lo, hi in zip(p, s.lo, s.hi)]
    else:
        return None
    return c.ev.evaluate(Expression(S.And, (reals,) + tuple(parts)))


@builtin("RegionMember", nargs=2,
         usage="RegionMember[reg, p] gives True if the point p is in the region reg; "
               "RegionMember[reg, {p1, p2, ...}] tests each point; for a point of symbols "
               "{x, y, ...} it gives the condition for membership.",
         examples=[("RegionMember[Disk[], {1/2, 1/2}]", "True"),
                   ("RegionMember[Disk[], {1, 1}]", "False"),
                   ("RegionMember[Polygon[{{0, 0}, {2, 0}, {0, 2}}], {{1, 1}, {1, 2}}]",
                    "{True, False}"),
                   ("RegionMember[Circle[], {0, 1}]", "True"),
                   ("RegionMember[Line[{{0, 0}, {2, 2}}], {1, 1}]", "True"),
                   ("RegionMember[Tetrahedron[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}], "
                    "{0.2, 0.2, 0.2}]", "True"),
                   ("RegionMember[Disk[], {x, y}]", "(x | y) ∈ Reals && x^2 + y^2 <= 1"),
                   ("RegionMember[Rectangle[{0, 0}, {1, 2}], {x, y}]",
                    "(x | y) ∈ Reals && 0 <= x <= 1 && 0 <= y <= 2")])
def region_member(ev, expr):
    from mathilda.builtins.geometry.regions import _derived, _NOT
    r = _derived(ev, "RegionMember", expr.args[0], expr.args[1])
    if r is not _NOT:
        return r
    if MM.is_mesh(expr.args[0]):
        return _mesh_point_fn(ev, expr.args[0], expr.args[1], _MESH_FNS["RegionMember"])
    c, s = region_arg(ev, expr.args[0])
    if s is None or isinstance(s, tuple):
        return None
    pts, listed = _points_arg(c, expr.args[1], s.edim)
    if pts is None:
        return _symbolic_member(c, s, expr.args[1])
    d = _numeric(c, s)
    out = []
    for p in pts:
        r = _member(c, s, d, p)
        if r is None:
            return None
        out.append(r)
    return Expression(_LIST, tuple(out)) if listed else out[0]


_region_point_builtin(
    "RegionDistance", _distance,
    "RegionDistance[reg, p] gives the distance from the point p to the nearest point of the "
    "region reg (0 inside it).",
    [("RegionDistance[Disk[], {3, 4}]", "4"),
     ("RegionDistance[Rectangle[], {2, 2}]", "Sqrt[2]"),
     ("RegionDistance[Line[{{0, 0}, {1, 0}}], {1/2, 3}]", "3"),
     ("RegionDistance[Point[{{0, 0}, {3, 4}}], {3, 5}]", "1"),
     ("RegionDistance[Triangle[], {1, 1}]", "1/Sqrt[2]"),
     ("RegionDistance[Ball[], {0.5, 0, 0}]", "0")])
_region_point_builtin(
    "SignedRegionDistance", lambda c, s, d, p: _distance(c, s, d, p, True),
    "SignedRegionDistance[reg, p] gives the distance from the point p to the boundary of the "
    "full-dimensional region reg: negative inside, positive outside.",
    [("SignedRegionDistance[Disk[], {0, 1/2}]", "-1/2"),
     ("SignedRegionDistance[Disk[], {3, 4}]", "4"),
     ("SignedRegionDistance[Rectangle[{0, 0}, {4, 2}], {1, 1}]", "-1"),
     ("SignedRegionDistance[Polygon[{{0, 0}, {4, 0}, {0, 4}}], {1, 1}]", "-1"),
     ("SignedRegionDistance[Ball[], {0, 0, 3}]", "2")])
_region_point_builtin(
    "RegionNearest", _nearest,
    "RegionNearest[reg, p] gives the point of the region reg nearest to the point p.",
    [("RegionNearest[Disk[], {3, 4}]", "{3/5, 4/5}"),
     ("RegionNearest[Rectangle[], {2, 1/2}]", "{1, 1/2}"),
     ("RegionNearest[Line[{{0, 0}, {2, 2}}], {2, 0}]", "{1, 1}"),
     ("RegionNearest[Polygon[{{0, 0}, {2, 0}, {0, 2}}], {2, 2}]", "{1, 1}"),
     ("RegionNearest[Point[{{0, 0}, {5, 5}}], {4, 4}]", "{5, 5}")])


@builtin("RandomPoint", nargs=(1, 2),
         messages={"unsup": "No uniform sampler is known for the region `1`."},
         usage="RandomPoint[reg] gives a point chosen uniformly at random in the bounded "
               "region reg; RandomPoint[reg, n] a list of n points; RandomPoint[reg, {n1, n2, "
               "...}] an array of them.  SeedRandom makes the points reproducible.",
         examples=[("Length[RandomPoint[Disk[], 5]]", "5"),
                   ("Dimensions[RandomPoint[Ball[], {2, 3}]]", "{2, 3, 3}"),
                   ("And @@ RegionMember[Triangle[], RandomPoint[Triangle[], 20]]", "True"),
                   ("SeedRandom[1]; a = RandomPoint[Cuboid[], 3]; SeedRandom[1]; "
                    "a == RandomPoint[Cuboid[], 3]", "True"),
                   ("Max[Norm /@ RandomPoint[Sphere[], 10]] < 1.0000001", "True"),
                   ("RandomPoint[InfiniteLine[{0, 0}, {1, 1}]]",
                    "RandomPoint[InfiniteLine[{0, 0}, {1, 1}]]",
                    ["RandomPoint::unsup: No uniform sampler is known for the region "
                     "InfiniteLine[{0, 0}, {1, 1}]."])])
def random_point(ev, expr):
    from mathilda.algorithms.arithmetic.random import generator
    from mathilda.algorithms.geometry import sampling
    from mathilda.core.packed import from_numpy
    c, s = region_arg(ev, expr.args[0])
    if s is None or isinstance(s, tuple):
        return None
    shape = ()
    if len(expr.args) == 2:
        spec = expr.args[1]
        dims = [spec] if type(spec) is Integer else to_list(spec)
        if not dims or any(type(d) is not Integer or d.value < 0 for d in dims):
            return None
        shape = tuple(d.value for d in dims)
    total = 1
    for d in shape:
        total *= d
    if not ev.check_size(total * max(s.edim, 1), "RandomPoint"):
        return None
    import numpy as np
    rng = np.random.default_rng(generator(ev).getrandbits(64))
    try:
        pts = sampling.sample(c, s, max(total, 1), rng)
    except sampling.Unsupported:
        ev.message("RandomPoint", "unsup", expr.args[0])
        return None
    out = pts[0] if not shape else pts[:total].reshape(shape + (pts.shape[1],))
    return from_numpy(np.asarray(out, dtype=float))
