"""Regions given by formulas: ImplicitRegion and ParametricRegion (simple cases), and the
measures of parametrized curves and surfaces.

ImplicitRegion[cond, {x1, ..., xn}] is understood when ``cond`` is
    * a ball or ellipsoid  sum a_i (x_i - c_i)^2 <= r (a_i > 0), or its sphere with ==, or
    * a cylindrical box    lo_1 <= x_1 <= hi_1 && lo_2(x_1) <= x_2 <= hi_2(x_1) && ...
      (bounds of each variable in terms of the earlier ones), measured by iterated
      integration.
ParametricRegion[{f1, ..., fn}, {{u, a, b}, ...}] is measured by integrating the
k-dimensional Jacobian factor sqrt(det(J^T J)) (|det J| when k = n)."""

from mathilda.core.expr import TRUE, Expression, Integer, S

__all__ = ["implicit_shape", "parametric_measure", "jacobian_factor", "cylindrical_bounds"]

_LIST = S.List


def _ineq_parts(cond):
    """The conjuncts of an And (or the condition itself)."""
    if isinstance(cond, Expression) and cond.head is S.And:
        return list(cond.args)
    return [cond]


def cylindrical_bounds(c, cond, xs):
    """[(x, lo, hi)] in the order of ``xs`` when every conjunct bounds one variable by
    expressions of the earlier ones; None otherwise."""
    lo = {}
    hi = {}
    for part in _ineq_parts(cond):
        if not isinstance(part, Expression):
            return None
        h = part.head
        a = part.args
        chain = None
        if h is S.Inequality and len(a) == 5:
            chain = [(a[0], a[1], a[2]), (a[2], a[3], a[4])]
        elif h in (S.LessEqual, S.Less, S.GreaterEqual, S.Greater) and len(a) >= 2:
            chain = [(a[i], h, a[i + 1]) for i in range(len(a) - 1)]
        else:
            return None
        for left, op, right in chain:
            if op in (S.GreaterEqual, S.Greater):
                left, right = right, left
            if left in xs and not _has(c, right, left):
                hi[left] = right
            elif right in xs and not _has(c, left, right):
                lo[right] = left
            else:
                return None
    out = []
    for i, x in enumerate(xs):
        if x not in lo or x not in hi:
            return None
        later = xs[i:]
        if any(_has(c, lo[x], y) or _has(c, hi[x], y) for y in later):
            return None
        out.append((x, lo[x], hi[x]))
    return out


def _has(c, e, x):
    return c.call("FreeQ", e, x) is not TRUE


def implicit_shape(c, cond, xs):
    """("ball", center, radii, solid) for a quadratic condition; ("box", bounds) for
    cylindrical bounds; None otherwise."""
    b = cylindrical_bounds(c, cond, xs)
    if b is not None:
        return ("bounds", b)
    if not isinstance(cond, Expression) or cond.head not in (S.LessEqual, S.Less, S.Equal) \
            or len(cond.args) != 2:
        return None
    poly = c.call("Expand", c.sub(cond.args[0], cond.args[1]))
    coeffs = []
    for x in xs:
        a2 = c.call("Coefficient", poly, x, Integer(2))
        a1 = c.call("Coefficient", poly, x, Integer(1))
        coeffs.append((a2, a1))
    rest = poly
    for x in xs:
        rest = c.call("ReplaceAll", rest, Expression(S.Rule, (x, Integer(0))))
    # poly = sum a2 x^2 + a1 x + rest, with no cross terms
    rebuilt = c.add(*[c.add(c.mul(a2, c.pow(x, 2)), c.mul(a1, x)) for x, (a2, a1)
                      in zip(xs, coeffs)], rest)
    if c.call("Expand", c.sub(rebuilt, poly)) != Integer(0):
        return None
    if any(not c.true(Expression(S.Greater, (a2, Integer(0)))) for a2, _ in coeffs):
        return None
    center = [c.div(c.neg(a1), c.mul(Integer(2), a2)) for a2, a1 in coeffs]
    # sum a2 (x - center)^2 <= k
    k = c.sub(c.add(*[c.div(c.pow(a1, 2), c.mul(Integer(4), a2)) for a2, a1 in coeffs]), rest)
    if not c.true(Expression(S.Greater, (k, Integer(0)))):
        return None
    radii = [c.sqrt(c.div(k, a2)) for a2, _ in coeffs]
    return ("ball", center, radii, cond.head is not S.Equal)


def jacobian_factor(c, fs, params):
    jac = [[c.call("D", f, u) for u in params] for f in fs]
    k = len(params)
    if k == len(fs):
        return c.abs(c.det(jac))
    jt = [[jac[i][j] for i in range(len(fs))] for j in range(k)]
    gram = [[c.dot(a, b) for b in jt] for a in jt]
    return c.sqrt(c.simplify(c.det(gram)))


def parametric_measure(c, fs, ranges):
    """The measure of the parametrized region: the integral of the Jacobian factor."""
    params = [r[0] for r in ranges]
    factor = c.simplify(jacobian_factor(c, fs, params))
    specs = [Expression(_LIST, tuple(r)) for r in ranges]
    r = c.call("Integrate", factor, *specs)
    return r if c.is_numeric(r) else c.simplify(r)
