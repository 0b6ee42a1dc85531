"""Coordinate systems and rotations as exact expressions (``Calc``): polar (hyperspherical)
and spherical coordinates, the named charts of CoordinateTransform, elementary rotation
matrices and the roll-pitch-yaw and Euler angle conventions, angle paths.

Conventions (those of the Wolfram Language):
* polar coordinates of {x1, ..., xn}: {r, ArcCos[x1/r1], ..., ArcCos[x(n-2)/r(n-2)],
  ArcTan[x(n-1), xn]} with rk the norm of {xk, ..., xn};
* spherical coordinates of {x, y, z}: {r, ArcTan[z, Sqrt[x^2 + y^2]], ArcTan[x, y]} (the
  polar angle from the z axis, then the azimuth); cylindrical: {Sqrt[x^2 + y^2], ArcTan[x,
  y], z};
* RollPitchYawMatrix[{a, b, c}, {i, j, k}] = R_k(c).R_j(b).R_i(a) (rotations about fixed
  axes, default {3, 2, 1}); EulerMatrix[{a, b, c}, {i, j, k}] = R_i(a).R_j(b).R_k(c)
  (default {3, 2, 3})."""

from mathilda.core.expr import Expression, Integer, Real, S

__all__ = ["atan2", "to_polar", "from_polar", "to_spherical", "from_spherical",
           "to_cylindrical", "from_cylindrical", "axis_rotation", "matmul", "rpy_matrix",
           "euler_matrix", "rpy_angles", "euler_angles", "CHARTS"]


def _is_machine(x):
    return type(x) is Real


def atan2(c, x, y):
    """ArcTan[x, y], for exact numbers x != 0 reduced to ArcTan[y/x] plus the quadrant's
    multiple of Pi (ArcTan[1/2, Sqrt[3]/2] is Pi/3, ArcTan[-3, 1] is Pi - ArcTan[1/3])."""
    r = c.call("ArcTan", x, y)
    if not (isinstance(r, Expression) and r.head is S.ArcTan and len(r.args) == 2):
        return r
    if not (c.is_numeric(x) and c.is_numeric(y)) or _is_machine(x) or _is_machine(y):
        return r
    sx = c.call("Sign", x)
    sy = c.call("Sign", y)
    if not isinstance(sx, Integer) or not isinstance(sy, Integer):
        return r
    if sx.value == 0:
        return r if sy.value == 0 else c.div(c.mul(Integer(sy.value), S.Pi), Integer(2))
    t = c.call("ArcTan", c.call("Simplify", c.div(y, x)))
    if sx.value > 0:
        return t
    return c.add(t, S.Pi) if sy.value >= 0 else c.sub(t, S.Pi)


def _norm2(c, xs):
    return c.add(*[c.pow(a, 2) for a in xs])


def to_polar(c, p):
    n = len(p)
    out = [c.sqrt(_norm2(c, p))]
    for k in range(n - 2):
        out.append(c.call("ArcCos", c.div(p[k], c.sqrt(_norm2(c, p[k:])))))
    out.append(atan2(c, p[n - 2], p[n - 1]))
    return out


def from_polar(c, q):
    r, th = q[0], q[1:]
    out = []
    prod = r
    for k, t in enumerate(th):
        if k == len(th) - 1:
            out.append(c.mul(prod, c.call("Cos", t)))
            out.append(c.mul(prod, c.call("Sin", t)))
        else:
            out.append(c.mul(prod, c.call("Cos", t)))
            prod = c.mul(prod, c.call("Sin", t))
    return out


def to_spherical(c, p):
    x, y, z = p
    return [c.sqrt(_norm2(c, p)), atan2(c, z, c.sqrt(_norm2(c, [x, y]))), atan2(c, x, y)]


def from_spherical(c, q):
    r, th, ph = q
    s = c.call("Sin", th)
    return [c.mul(r, c.call("Cos", ph), s), c.mul(r, s, c.call("Sin", ph)),
            c.mul(r, c.call("Cos", th))]


def to_cylindrical(c, p):
    x, y, z = p
    return [c.sqrt(_norm2(c, [x, y])), atan2(c, x, y), z]


def from_cylindrical(c, q):
    r, th, z = q
    return [c.mul(r, c.call("Cos", th)), c.mul(r, c.call("Sin", th)), z]


def _spherical_to_cylindrical(c, q):
    r, th, ph = q
    return [c.mul(r, c.call("Sin", th)), ph, c.mul(r, c.call("Cos", th))]


def _cylindrical_to_spherical(c, q):
    r, th, z = q
    return [c.sqrt(_norm2(c, [r, z])), atan2(c, z, r), th]


# name -> (to Cartesian, from Cartesian, allowed dimension or None for any n >= 2)
CHARTS = {
    "Cartesian": (lambda c, q: list(q), lambda c, p: list(p), None),
    "Polar": (from_polar, to_polar, None),
    "Spherical": (from_spherical, to_spherical, 3),
    "Cylindrical": (from_cylindrical, to_cylindrical, 3),
}
_DIRECT = {("Spherical", "Cylindrical"): _spherical_to_cylindrical,
           ("Cylindrical", "Spherical"): _cylindrical_to_spherical}


def transform(c, old, new, p):
    """The point p of chart ``old`` in chart ``new`` (None when a chart does not fit)."""
    if old not in CHARTS or new not in CHARTS:
        return None
    for name in (old, new):
        d = CHARTS[name][2]
        if (d is not None and len(p) != d) or len(p) < (1 if name == "Cartesian" else 2):
            return None
    if old == new:
        return list(p)
    if (old, new) in _DIRECT:
        return _DIRECT[(old, new)](c, p)
    return CHARTS[new][1](c, CHARTS[old][0](c, p))


# --- rotations ---------------------------------------------------------------------------------

def axis_rotation(c, t, axis):
    """RotationMatrix[t, UnitVector[3, axis]] (axis 1, 2 or 3)."""
    co, si = c.call("Cos", t), c.call("Sin", t)
    z, o = Integer(0), Integer(1)
    if axis == 1:
        return [[o, z, z], [z, co, c.neg(si)], [z, si, co]]
    if axis == 2:
        return [[co, z, si], [z, o, z], [c.neg(si), z, co]]
    return [[co, c.neg(si), z], [si, co, z], [z, z, o]]


def matmul(c, a, b):
    return [[c.add(*[c.mul(a[i][k], b[k][j]) for k in range(len(b))])
             for j in range(len(b[0]))] for i in range(len(a))]


def rpy_matrix(c, angles, axes=(3, 2, 1)):
    (a, b, g), (i, j, k) = angles, axes
    return matmul(c, axis_rotation(c, g, k), matmul(c, axis_rotation(c, b, j),
                                                    axis_rotation(c, a, i)))


def euler_matrix(c, angles, axes=(3, 2, 3)):
    (a, b, g), (i, j, k) = angles, axes
    return matmul(c, axis_rotation(c, a, i), matmul(c, axis_rotation(c, b, j),
                                                    axis_rotation(c, g, k)))


def _perm_sign(i, j, k):
    return 1 if (i, j, k) in ((1, 2, 3), (2, 3, 1), (3, 1, 2)) else -1


def _zero(c, x):
    return c.true(Expression(S.Equal, (x, Integer(0))))


def _tait_bryan(c, m, i, j, k):
    """(first, middle, last) angles of m = R_i(a).R_j(b).R_k(c) for distinct axes; the middle
    angle in [-Pi/2, Pi/2]."""
    e = _perm_sign(i, j, k)
    g = lambda r, s: m[r - 1][s - 1]
    sb = c.mul(Integer(e), g(i, k))
    b = c.call("ArcSin", sb)
    cb2 = c.simplify(c.sub(Integer(1), c.pow(sb, 2)))
    if _zero(c, cb2):
        # gimbal lock: the last angle is 0
        first = atan2(c, g(j, j), c.mul(Integer(e), g(k, j)))
        return first, b, Integer(0)
    first = atan2(c, g(k, k), c.mul(Integer(-e), g(j, k)))
    last = atan2(c, g(i, i), c.mul(Integer(-e), g(i, j)))
    return first, b, last


def _proper_euler(c, m, i, j):
    """(a, b, c) of m = R_i(a).R_j(b).R_i(c) (i != j); b in [0, Pi]."""
    k = 6 - i - j
    e = _perm_sign(i, j, k)
    g = lambda r, s: m[r - 1][s - 1]
    cb = g(i, i)
    b = c.call("ArcCos", cb)
    sb2 = c.simplify(c.sub(Integer(1), c.pow(cb, 2)))
    if _zero(c, sb2):
        first = atan2(c, g(j, j), c.mul(Integer(e), g(k, j)))
        return first, b, Integer(0)
    first = atan2(c, c.mul(Integer(-e), g(k, i)), g(j, i))
    last = atan2(c, c.mul(Integer(e), g(i, k)), g(i, j))
    return first, b, last


def euler_angles(c, m, axes=(3, 2, 3)):
    """Angles {a, b, c} with EulerMatrix[{a, b, c}, axes] == m, or None for repeated
    neighbouring axes."""
    i, j, k = axes
    if i == j or j == k:
        return None
    if i == k:
        return list(_proper_euler(c, m, i, j))
    return list(_tait_bryan(c, m, i, j, k))


def rpy_angles(c, m, axes=(3, 2, 1)):
    """Angles {a, b, c} with RollPitchYawMatrix[{a, b, c}, axes] == m: the transpose
    relation R_k(c).R_j(b).R_i(a) = (R_i(-a).R_j(-b).R_k(-c))^T."""
    i, j, k = axes
    mt = [[m[s][r] for s in range(3)] for r in range(3)]
    r = euler_angles(c, mt, (i, j, k))
    if r is None:
        return None
    a, b, g = [c.neg(x) for x in r]
    if i == k and not _zero(c, b):
        # R_i(a).R_j(b).R_i(g) = R_i(a + Pi).R_j(-b).R_i(g + Pi): the middle angle in [0, Pi]
        a, b, g = _wrap(c, c.add(a, S.Pi)), c.neg(b), _wrap(c, c.add(g, S.Pi))
    return [a, b, g]


def _wrap(c, t):
    """t reduced into (-Pi, Pi] (t is in (-Pi, 2 Pi])."""
    if c.true(Expression(S.Greater, (t, S.Pi))):
        return c.sub(t, c.mul(Integer(2), S.Pi))
    return t
