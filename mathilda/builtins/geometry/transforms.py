"""Geometric transformations: TransformationFunction (an affine or linear fractional map as
a homogeneous matrix, applied to points and lists of points), TranslationTransform,
RotationTransform, ScalingTransform, ReflectionTransform, ShearingTransform,
AffineTransform, LinearFractionalTransform, TransformationMatrix.

GeometricTransformation (the graphics wrapper) belongs to the graphics area."""

from mathilda.algorithms.geometry.calc import Calc, from_list, to_list
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin, symbol_spec

_LIST = S.List


def _vec(x):
    v = to_list(x)
    if v is None or not v or any(isinstance(a, list) for a in v):
        return None
    return v


def _square(x):
    m = to_list(x)
    if m and all(isinstance(r, list) and len(r) == len(m) for r in m):
        return m
    return None


def _identity(n):
    return [[Integer(1) if i == j else Integer(0) for j in range(n)] for i in range(n)]


def _homogeneous(lin, shift):
    n = len(lin)
    rows = [list(lin[i]) + [shift[i]] for i in range(n)]
    rows.append([Integer(0)] * n + [Integer(1)])
    return Expression(S.TransformationFunction, (from_list(rows),))


def _about(c, lin, p):
    """The map x -> lin.(x - p) + p."""
    lp = [c.dot(row, p) for row in lin]
    return _homogeneous(lin, c.vsub(p, lp))


@builtin("TransformationFunction", sub=True)
def transformation_apply(ev, expr):
    """``TransformationFunction[m][p]``: p (a point or a list of points) mapped by m."""
    h = expr.head
    if len(h.args) != 1 or len(expr.args) != 1:
        return None
    m = _square(h.args[0])
    if m is None:
        return None
    n = len(m) - 1
    c = Calc(ev)
    x = to_list(expr.args[0])
    if x is None:
        return None
    pts = [x] if not any(isinstance(a, list) for a in x) else x
    if any(not isinstance(p, list) or len(p) != n for p in pts):
        return None
    out = []
    for p in pts:
        hp = list(p) + [Integer(1)]
        v = [c.dot(row, hp) for row in m]
        last = v[-1]
        if last == Integer(1):
            out.append(v[:-1])
        else:
            out.append([c.div(a, last) for a in v[:-1]])
    return from_list(out[0] if pts is not x else out)


symbol_spec("TransformationFunction",
            usage="TransformationFunction[m] represents the transformation of points by the "
                  "homogeneous matrix m: TransformationFunction[m][p] maps the point p (or "
                  "each point of a list).",
            examples=[("TransformationFunction[{{1, 0, 1}, {0, 1, 2}, {0, 0, 1}}][{3, 4}]",
                       "{4, 6}"),
                      ("TranslationTransform[{1, 1}][{{0, 0}, {1, 2}}]", "{{1, 1}, {2, 3}}"),
                      ("RotationTransform[Pi/2][{1, 0}]", "{0, 1}"),
                      ("TransformationFunction[{{2, 0, 0}, {0, 2, 0}, {0, 0, 1}}][{x, y}]",
                       "{2 x, 2 y}"),
                      ("TransformationFunction[{{1, 0, 0}, {0, 1, 0}, {1, 0, 1}}][{1, 2}]",
                       "{1/2, 1}")])


@builtin("TranslationTransform", nargs=1,
         usage="TranslationTransform[v] gives the TransformationFunction of the translation "
               "by the vector v.",
         examples=[("TranslationTransform[{1, 2}]",
                    "TransformationFunction[{{1, 0, 1}, {0, 1, 2}, {0, 0, 1}}]"),
                   ("TranslationTransform[{a, b}][{x, y}]", "{a + x, b + y}"),
                   ("TranslationTransform[{1, 2, 3}][{0, 0, 0}]", "{1, 2, 3}"),
                   ("TransformationMatrix[TranslationTransform[{5}]]", "{{1, 5}, {0, 1}}"),
                   ("TranslationTransform[{1, 1}][{{0, 0}, {1, 0}}]", "{{1, 1}, {2, 1}}")])
def translation_transform(ev, expr):
    v = _vec(expr.args[0])
    if v is None:
        return None
    return _homogeneous(_identity(len(v)), v)


def _rodrigues(c, th, w):
    """The rotation by th about the axis w (3D)."""
    k = c.norm(w)
    u = [c.div(a, k) for a in w]
    co, si = c.call("Cos", th), c.call("Sin", th)
    one_c = c.sub(Integer(1), co)
    m = []
    for i in range(3):
        row = []
        for j in range(3):
            e = c.mul(one_c, u[i], u[j])
            if i == j:
                e = c.add(co, e)
            else:
                # the cross-product matrix of u
                s = {(0, 1): c.neg(u[2]), (0, 2): u[1], (1, 0): u[2], (1, 2): c.neg(u[0]),
                     (2, 0): c.neg(u[1]), (2, 1): u[0]}[(i, j)]
                e = c.add(e, c.mul(si, s))
            row.append(c.simplify(e) if not c.is_numeric(e) else e)
        m.append(row)
    return m


@builtin("RotationTransform", nargs=(1, 3),
         usage="RotationTransform[t] gives the rotation by the angle t about the origin in "
               "the plane; RotationTransform[t, p] about the point p; RotationTransform[t, w] "
               "about the axis w in 3D; RotationTransform[t, w, p] about the axis w through "
               "p.",
         examples=[("RotationTransform[t]",
                    "TransformationFunction[{{Cos[t], -Sin[t], 0}, {Sin[t], Cos[t], 0}, "
                    "{0, 0, 1}}]"),
                   ("RotationTransform[Pi/2][{1, 0}]", "{0, 1}"),
                   ("RotationTransform[Pi, {1, 1}][{0, 0}]", "{2, 2}"),
                   ("RotationTransform[Pi/2, {0, 0, 1}][{1, 0, 0}]", "{0, 1, 0}"),
                   ("RotationTransform[Pi/2, {1, 0, 0}, {0, 1, 0}][{0, 0, 0}]",
                    "{0, 1, -1}")])
def rotation_transform(ev, expr):
    c = Calc(ev)
    th = expr.args[0]
    if isinstance(th, Expression) and th.head is _LIST:
        return None
    co, si = c.call("Cos", th), c.call("Sin", th)
    rot2 = [[co, c.neg(si)], [si, co]]
    if len(expr.args) == 1:
        return _homogeneous(rot2, [Integer(0), Integer(0)])
    x = _vec(expr.args[1])
    if x is None:
        return None
    if len(expr.args) == 2 and len(x) == 2:
        return _about(c, rot2, x)
    if len(x) != 3:
        return None
    m = _rodrigues(c, th, x)
    if len(expr.args) == 2:
        return _homogeneous(m, [Integer(0)] * 3)
    p = _vec(expr.args[2])
    return None if p is None or len(p) != 3 else _about(c, m, p)


@builtin("ScalingTransform", nargs=(1, 3),
         usage="ScalingTransform[{s1, s2, ...}] gives the scaling by si along the i-th axis; "
               "ScalingTransform[{s1, ...}, p] about the point p; ScalingTransform[s, v] by s "
               "along the direction v; ScalingTransform[s, v, p] about p.",
         examples=[("ScalingTransform[{2, 3}]",
                    "TransformationFunction[{{2, 0, 0}, {0, 3, 0}, {0, 0, 1}}]"),
                   ("ScalingTransform[{2, 3}][{1, 1}]", "{2, 3}"),
                   ("ScalingTransform[{2, 2}, {1, 1}][{2, 2}]", "{3, 3}"),
                   ("ScalingTransform[2, {1, 0}][{1, 1}]", "{2, 1}"),
                   ("ScalingTransform[3, {1, 1}][{1, 0}]", "{2, 1}")])
def scaling_transform(ev, expr):
    c = Calc(ev)
    a = expr.args
    s = _vec(a[0])
    if s is not None:
        lin = [[s[i] if i == j else Integer(0) for j in range(len(s))] for i in range(len(s))]
        if len(a) == 1:
            return _homogeneous(lin, [Integer(0)] * len(s))
        p = _vec(a[1])
        if len(a) != 2 or p is None or len(p) != len(s):
            return None
        return _about(c, lin, p)
    if len(a) < 2:
        return None
    v = _vec(a[1])
    if v is None:
        return None
    vv = c.dot(v, v)
    k = c.sub(a[0], Integer(1))
    lin = [[c.add(Integer(1 if i == j else 0), c.div(c.mul(k, v[i], v[j]), vv))
            for j in range(len(v))] for i in range(len(v))]
    if len(a) == 2:
        return _homogeneous(lin, [Integer(0)] * len(v))
    p = _vec(a[2])
    return None if p is None or len(p) != len(v) else _about(c, lin, p)


@builtin("ReflectionTransform", nargs=(1, 2),
         usage="ReflectionTransform[v] gives the reflection in the hyperplane through the "
               "origin normal to v; ReflectionTransform[v, p] in the one through p.",
         examples=[("ReflectionTransform[{1, 0}]",
                    "TransformationFunction[{{-1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]"),
                   ("ReflectionTransform[{1, 0}][{3, 4}]", "{-3, 4}"),
                   ("ReflectionTransform[{1, -1}][{1, 0}]", "{0, 1}"),
                   ("ReflectionTransform[{0, 1}, {0, 1}][{5, 0}]", "{5, 2}"),
                   ("ReflectionTransform[{0, 0, 1}][{1, 2, 3}]", "{1, 2, -3}")])
def reflection_transform(ev, expr):
    c = Calc(ev)
    v = _vec(expr.args[0])
    if v is None:
        return None
    vv = c.dot(v, v)
    lin = [[c.sub(Integer(1 if i == j else 0), c.div(c.mul(Integer(2), v[i], v[j]), vv))
            for j in range(len(v))] for i in range(len(v))]
    if len(expr.args) == 1:
        return _homogeneous(lin, [Integer(0)] * len(v))
    p = _vec(expr.args[1])
    return None if p is None or len(p) != len(v) else _about(c, lin, p)


@builtin("ShearingTransform", nargs=(3, 4),
         usage="ShearingTransform[t, v, n] gives the shear by the angle t in the direction v, "
               "moving points in proportion to their distance along n; "
               "ShearingTransform[t, v, n, p] with p fixed.",
         examples=[("ShearingTransform[Pi/4, {1, 0}, {0, 1}]",
                    "TransformationFunction[{{1, 1, 0}, {0, 1, 0}, {0, 0, 1}}]"),
                   ("ShearingTransform[Pi/4, {1, 0}, {0, 1}][{0, 2}]", "{2, 2}"),
                   ("ShearingTransform[Pi/4, {0, 1}, {1, 0}][{3, 0}]", "{3, 3}"),
                   ("ShearingTransform[Pi/4, {1, 0}, {0, 1}, {0, 1}][{0, 2}]", "{1, 2}"),
                   ("ShearingTransform[Pi/4, {1, 0, 0}, {0, 0, 1}][{0, 0, 1}]", "{1, 0, 1}")])
def shearing_transform(ev, expr):
    c = Calc(ev)
    th = expr.args[0]
    v, n = _vec(expr.args[1]), _vec(expr.args[2])
    if v is None or n is None or len(v) != len(n):
        return None
    t = c.call("Tan", th)
    nv, nn = c.norm(v), c.norm(n)
    lin = [[c.add(Integer(1 if i == j else 0), c.div(c.mul(t, v[i], n[j]), c.mul(nv, nn)))
            for j in range(len(v))] for i in range(len(v))]
    if len(expr.args) == 3:
        return _homogeneous(lin, [Integer(0)] * len(v))
    p = _vec(expr.args[3])
    return None if p is None or len(p) != len(v) else _about(c, lin, p)


@builtin("AffineTransform", nargs=1,
         usage="AffineTransform[m] gives the linear map x -> m.x; AffineTransform[{m, v}] the "
               "affine map x -> m.x + v.",
         examples=[("AffineTransform[{{1, 2}, {3, 4}}]",
                    "TransformationFunction[{{1, 2, 0}, {3, 4, 0}, {0, 0, 1}}]"),
                   ("AffineTransform[{{{1, 2}, {3, 4}}, {1, 1}}]",
                    "TransformationFunction[{{1, 2, 1}, {3, 4, 1}, {0, 0, 1}}]"),
                   ("AffineTransform[{{0, -1}, {1, 0}}][{1, 0}]", "{0, 1}"),
                   ("AffineTransform[{{{2, 0}, {0, 2}}, {1, 0}}][{1, 1}]", "{3, 2}"),
                   ("AffineTransform[{{a, b}, {c, d}}][{x, y}]", "{a x + b y, c x + d y}")])
def affine_transform(ev, expr):
    x = expr.args[0]
    m = _square(x)
    if m is not None and not any(isinstance(a, list) for r in m for a in r):
        return _homogeneous(m, [Integer(0)] * len(m))
    parts = to_list(x)
    if parts is not None and len(parts) == 2 and isinstance(parts[0], list):
        m = parts[0]
        v = parts[1]
        if m and all(isinstance(r, list) and len(r) == len(m) for r in m) and \
                isinstance(v, list) and len(v) == len(m):
            return _homogeneous(m, v)
    return None


@builtin("LinearFractionalTransform", nargs=1,
         usage="LinearFractionalTransform[m] gives the map of points by the homogeneous "
               "matrix m (with division by the last coordinate); "
               "LinearFractionalTransform[{a, b, c, d}] the map x -> (a.x + b)/(c.x + d).",
         examples=[("LinearFractionalTransform[{{{1, 0}, {0, 1}}, {0, 0}, {1, 0}, 1}]",
                    "TransformationFunction[{{1, 0, 0}, {0, 1, 0}, {1, 0, 1}}]"),
                   ("LinearFractionalTransform[{{{1, 0}, {0, 1}}, {0, 0}, {1, 0}, 1}][{1, 2}]",
                    "{1/2, 1}"),
                   ("LinearFractionalTransform[{{1, 0, 0}, {0, 1, 0}, {0, 1, 1}}][{2, 1}]",
                    "{1, 1/2}"),
                   ("LinearFractionalTransform[{{{2, 0}, {0, 2}}, {0, 0}, {0, 0}, 2}][{3, 4}]",
                    "{3, 4}"),
                   ("TransformationMatrix[LinearFractionalTransform[{{{1}}, {2}, {3}, 4}]]",
                    "{{1, 2}, {3, 4}}")])
def linear_fractional_transform(ev, expr):
    x = expr.args[0]
    m = _square(x)
    if m is not None and not any(isinstance(a, list) for r in m for a in r):
        return Expression(S.TransformationFunction, (from_list(m),))
    parts = to_list(x)
    if parts is None or len(parts) != 4:
        return None
    a, b, cc, d = parts
    if not (isinstance(a, list) and isinstance(b, list) and isinstance(cc, list)) or \
            isinstance(d, list):
        return None
    n = len(a)
    if len(b) != n or len(cc) != n or any(not isinstance(r, list) or len(r) != n for r in a):
        return None
    rows = [list(a[i]) + [b[i]] for i in range(n)] + [list(cc) + [d]]
    return Expression(S.TransformationFunction, (from_list(rows),))


@builtin("TransformationMatrix", nargs=1,
         usage="TransformationMatrix[tf] gives the homogeneous matrix of the "
               "TransformationFunction tf.",
         examples=[("TransformationMatrix[TranslationTransform[{1, 2}]]",
                    "{{1, 0, 1}, {0, 1, 2}, {0, 0, 1}}"),
                   ("TransformationMatrix[ScalingTransform[{2, 3}]]",
                    "{{2, 0, 0}, {0, 3, 0}, {0, 0, 1}}"),
                   ("TransformationMatrix[RotationTransform[Pi]]",
                    "{{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}}"),
                   ("TransformationMatrix[ReflectionTransform[{0, 1}]]",
                    "{{1, 0, 0}, {0, -1, 0}, {0, 0, 1}}"),
                   ("TransformationMatrix[AffineTransform[{{1, 2}, {3, 4}}]]",
                    "{{1, 2, 0}, {3, 4, 0}, {0, 0, 1}}")])
def transformation_matrix(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.TransformationFunction and len(x.args) == 1:
        return x.args[0]
    return None
