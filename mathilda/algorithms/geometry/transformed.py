"""TransformedRegion[reg, f]: the image {f(p) : p in reg}.

For an affine f (a TransformationFunction whose matrix has the last row {0, ..., 0, 1}) the
regions whose image is a region of the same family are computed explicitly (``explicit``):
the polytopes map their corners, a Rectangle or Cuboid becomes a Parallelogram or
Parallelepiped (or stays a box under a diagonal map), a Disk, Ball, Circle or Sphere stays
one under a diagonal map or a similarity.  What is left keeps its head, and the region
functions use: membership of f^-1(p) in reg, |det A| times the measure, f(centroid), the
bounds of an ellipsoid's image (center' +- Sqrt[sum_j (A_ij r_j)^2]).  For any other f the
measure and centroid of a full-dimensional image are integrals of |det Df| over reg.
"""

from mathilda.algorithms.geometry.calc import Calc, from_list, to_list
from mathilda.algorithms.geometry.regions import shape_of
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE

__all__ = ["affine_parts", "explicit", "apply_map", "member", "measure", "centroid",
           "bounds", "dimensions", "map_coords"]

_LIST = S.List


def affine_parts(ev, f):
    """(A, b, m) of an affine TransformationFunction[m] (A, b nested lists of Exprs), else
    None."""
    if not (isinstance(f, Expression) and f.head is S.TransformationFunction
            and len(f.args) == 1):
        return None
    m = to_list(f.args[0])
    if not m or not all(isinstance(r, list) and len(r) == len(m) for r in m):
        return None
    n = len(m) - 1
    last = m[n]
    if any(isinstance(v, list) for v in last) or not all(
            v == Integer(0) for v in last[:n]) or last[n] != Integer(1):
        return None
    return [r[:n] for r in m[:n]], [r[n] for r in m[:n]], f.args[0]


def _affine_point(c, A, b, p):
    return [c.add(c.add(*[c.mul(a, x) for a, x in zip(row, p)]), bi)
            for row, bi in zip(A, b)]


def _linear(c, A, v):
    return [c.add(*[c.mul(a, x) for a, x in zip(row, v)]) for row in A]


def _is_point(x, n):
    return isinstance(x, list) and len(x) == n and not any(isinstance(a, list) for a in x)


def _map_points(c, A, b, x):
    """Every point (a list of n coordinates) in the nested list x mapped; None if x holds
    anything else."""
    n = len(b)
    if _is_point(x, n):
        return _affine_point(c, A, b, x)
    if isinstance(x, list) and x and all(isinstance(a, list) for a in x):
        out = [_map_points(c, A, b, a) for a in x]
        return None if any(o is None for o in out) else out
    return None


def _numeric_true(c, cond):
    return c.ev.evaluate(cond) is TRUE


def _diagonal(c, A):
    return all(A[i][j] == Integer(0) for i in range(len(A)) for j in range(len(A)) if i != j)


def _similarity(c, A):
    """k with A A^T == k^2 I (k >= 0), or None."""
    n = len(A)
    aat = [[c.simplify(c.add(*[c.mul(A[i][k], A[j][k]) for k in range(n)]))
            for j in range(n)] for i in range(n)]
    k2 = aat[0][0]
    for i in range(n):
        for j in range(n):
            want = k2 if i == j else Integer(0)
            if c.simplify(c.sub(aat[i][j], want)) != Integer(0):
                return None
    return c.simplify(c.sqrt(k2))


_POINT_HEADS = ("Point", "Line", "Polygon", "Triangle", "Simplex", "Tetrahedron",
                "Hexahedron", "Prism", "Pyramid")


def explicit(ev, reg, A, b):
    """The image of reg under x -> A x + b as a region of a known head, or None."""
    if not isinstance(reg, Expression) or type(reg.head) is not Symbol:
        return None
    c = Calc(ev)
    name = reg.head.name
    n = len(b)
    args = [to_list(a) if isinstance(a, Expression) and a.head is _LIST else a
            for a in reg.args]
    if name in _POINT_HEADS:
        if len(args) != 1:
            return None
        x = args[0]
        if isinstance(x, Expression) and x.head is S.Rule and name == "Polygon":
            parts = [_map_points(c, A, b, to_list(side)) for side in x.args]
            if any(p is None for p in parts):
                return None
            return Expression(reg.head, (Expression(S.Rule, tuple(from_list(p) for p in parts)),))
        y = _map_points(c, A, b, x)
        return None if y is None else Expression(reg.head, (from_list(y),))
    s = shape_of(reg)
    if s is None or s.edim != n:
        return None
    if s.kind == "box":
        lo = s.lo
        hi = [ev.evaluate(h) for h in s.hi]
        if _diagonal(c, A):
            p, q = _affine_point(c, A, b, lo), _affine_point(c, A, b, hi)
            if not all(_numeric_true(c, Expression(S.LessEqual, (x, y))) or
                       _numeric_true(c, Expression(S.Greater, (x, y))) for x, y in zip(p, q)):
                return None
            new_lo = [c.min(x, y) for x, y in zip(p, q)]
            new_hi = [c.max(x, y) for x, y in zip(p, q)]
            return Expression(reg.head, (from_list(new_lo), from_list(new_hi)))
        vs = []
        for i in range(n):
            e = [c.sub(hi[j], lo[j]) if j == i else Integer(0) for j in range(n)]
            vs.append(_linear(c, A, e))
        head = S.Parallelogram if n == 2 else S.Parallelepiped
        return Expression(head, (from_list(_affine_point(c, A, b, lo)), from_list(vs)))
    if s.kind == "parallelotope":
        return Expression(reg.head, (from_list(_affine_point(c, A, b, s.origin)),
                                     from_list([_linear(c, A, v) for v in s.vectors])))
    if s.kind in ("ellipsoid", "sphere") and name in ("Disk", "Ball", "Circle", "Sphere"):
        center = from_list(_affine_point(c, A, b, s.center))
        given_r = len(reg.args) > 1
        if _diagonal(c, A):
            radii = [c.simplify(c.mul(c.abs(A[i][i]), s.radii[i])) for i in range(n)]
        else:
            k = _similarity(c, A)
            if k is None or s.r is None:
                return None
            radii = [c.simplify(c.mul(k, s.r))] * n
        if all(r == radii[0] for r in radii):
            if radii[0] == Integer(1) and not given_r:
                return Expression(reg.head, (center,))
            return Expression(reg.head, (center, radii[0]))
        return Expression(reg.head, (center, from_list(radii)))
    return None


def apply_map(ev, f, point):
    """f applied to a point (a list of Exprs): f[{x1, ..., xn}], or f[x1, ..., xn] for a
    Function of n named parameters."""
    if isinstance(f, Expression) and f.head is S.Function and len(f.args) >= 2:
        params = f.args[0]
        if isinstance(params, Expression) and params.head is _LIST and \
                len(params.args) == len(point) > 1:
            return ev.call(f, *point)
    return ev.call(f, from_list(point))


def _symbols(n):
    return [Symbol("TransformedRegion`x%d" % (i + 1)) for i in range(n)]


def dimensions(ev, reg, f, inner_dim, inner_edim):
    """(dimension, embedding dimension) of the image."""
    ab = affine_parts(ev, f)
    if ab is not None:
        return inner_dim, len(ab[1])
    img = to_list(apply_map(ev, f, _symbols(inner_edim)))
    if img is None:
        return None
    return min(inner_dim, len(img)), len(img)


def member(ev, reg, f, pts):
    """RegionMember of each numeric point (lists of Exprs) of an affine image, or None."""
    ab = affine_parts(ev, f)
    if ab is None:
        return None
    A, b, _m = ab
    inv = to_list(ev.call("Inverse", from_list(A)))
    if inv is None:
        return None
    c = Calc(ev)
    pre = [_linear(c, inv, c.vsub(p, b)) for p in pts]
    return ev.call("RegionMember", reg, from_list(pre))


def _jacobian_det(ev, f, n):
    xs = _symbols(n)
    img = apply_map(ev, f, xs)
    jac = ev.call("D", img, Expression(_LIST, (from_list(xs),)))
    return xs, img, ev.call("Simplify", ev.call("Det", jac))


def _substitute(ev, e, xs, p):
    return ev.call("ReplaceAll", e, from_list([Expression(S.Rule, (x, v))
                                               for x, v in zip(xs, p)]))


def measure(ev, reg, f, inner_dim, inner_edim, integral):
    """The measure of a full-dimensional image; integral(reg, fn) integrates fn(point) over
    reg (or gives None)."""
    ab = affine_parts(ev, f)
    if ab is not None:
        if inner_dim != inner_edim or len(ab[1]) != inner_edim:
            return None
        m = ev.call("RegionMeasure", reg)
        if isinstance(m, Expression) and m.head is S.RegionMeasure:
            return None
        return ev.call("Simplify", ev.call("Times", ev.call("Abs", ev.call(
            "Det", from_list(ab[0]))), m))
    img = to_list(apply_map(ev, f, _symbols(inner_edim)))
    if img is None or inner_dim != inner_edim or len(img) != inner_edim:
        return None
    xs, _img, det = _jacobian_det(ev, f, inner_edim)
    ad = ev.call("Abs", det)
    return integral(reg, lambda p: _substitute(ev, ad, xs, p))


def centroid(ev, reg, f, inner_dim, inner_edim, integral):
    ab = affine_parts(ev, f)
    if ab is not None:
        if inner_dim != inner_edim or len(ab[1]) != inner_edim:
            return None
        cen = to_list(ev.call("RegionCentroid", reg))
        if cen is None:
            return None
        return from_list(_affine_point(Calc(ev), ab[0], ab[1], cen))
    img = to_list(apply_map(ev, f, _symbols(inner_edim)))
    if img is None or inner_dim != inner_edim or len(img) != inner_edim:
        return None
    xs, img, det = _jacobian_det(ev, f, inner_edim)
    ad = ev.call("Abs", det)
    total = integral(reg, lambda p: _substitute(ev, ad, xs, p))
    if total is None:
        return None
    out = []
    for comp in to_list(img):
        w = ev.call("Times", comp, ad)
        v = integral(reg, lambda p, w=w: _substitute(ev, w, xs, p))
        if v is None:
            return None
        out.append(ev.call("Simplify", ev.call("Divide", v, total)))
    return from_list(out)


def bounds(ev, reg, f):
    """The bounds of an affine image of an ellipsoid, a circle or a sphere (the other
    families are explicit), or None."""
    ab = affine_parts(ev, f)
    if ab is None:
        return None
    A, b, _m = ab
    s = shape_of(reg)
    if s is None or s.kind not in ("ellipsoid", "sphere") or s.edim != len(b):
        return None
    c = Calc(ev)
    center = _affine_point(c, A, b, s.center)
    out = []
    for i, row in enumerate(A):
        half = c.simplify(c.sqrt(c.add(*[c.pow(c.mul(a, r), Integer(2))
                                         for a, r in zip(row, s.radii)])))
        out.append([c.simplify(c.sub(center[i], half)), c.simplify(c.add(center[i], half))])
    return from_list(out)


def map_coords(ev, f, coords):
    """Mesh coordinates (float lists) mapped by f (NumPy for an affine f)."""
    import numpy as np
    ab = affine_parts(ev, f)
    if ab is not None:
        A = np.array([[float(ev.call("N", a).value) for a in row] for row in ab[0]])
        b = np.array([float(ev.call("N", v).value) for v in ab[1]])
        return (np.asarray(coords, dtype=float) @ A.T + b).tolist()
    from mathilda.algorithms.graphics.sampling import Sampler
    n = len(coords[0])
    xs = _symbols(n)
    body = apply_map(ev, f, xs)
    arr = np.asarray(coords, dtype=float)
    vals = np.asarray(Sampler(ev, body, tuple(xs))(*[arr[:, i] for i in range(n)]))
    return vals.reshape(-1, len(arr)).T.tolist()
