"""Systems over the integers in several variables (Solve[..., Integers], Reduce[...,
Integers] and systems with Element[x, Integers]): ``integer_solutions(ev, system, vars)``.

* One polynomial equation with integer coefficients, through SymPy's ``diophantine``:
  finitely many solutions (x^2 + y^2 == 25) are listed in increasing order; a family with
  one parameter (2 x + 3 y == 7) is written with C[1], its first coordinate as
  ``c + a C[1]`` with ``a > 0`` and ``0 <= c < a`` (x -> 2 + 3 C[1], y -> 1 - 2 C[1]), as the
  Wolfram Language writes it; inequalities in the system bound the parameter and the
  solutions they leave are listed.
* Linear inequalities alone (with or without linear equations) whose real solutions are
  bounded: the integer points of the bounding box that satisfy the system.

Anything else raises Unsupported (Reduce says nsmet, Solve stays unevaluated).
"""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.reduce import RELATIONS, Unsupported, relations_of
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE

_MAX_POINTS = 100000


def _c(k):
    return Expression(S.C, (Integer(k),))


def _relations(system):
    if isinstance(system, Expression) and system.head in (S.Or, S.Not):
        raise Unsupported
    rels = relations_of(system, [])
    for r in rels:
        if r is TRUE:
            continue
        if r is FALSE or not (isinstance(r, Expression) and r.head in RELATIONS):
            raise Unsupported
        if isinstance(r, Expression) and r.head in (S.Or, S.Not):
            raise Unsupported
    return [r for r in rels if r is not TRUE]


def _holds(ev, rels, vars_, point):
    rules = Expression(S.List, tuple(Expression(S.Rule, (v, Integer(int(p))))
                                     for v, p in zip(vars_, point)))
    for r in rels:
        v = ev.evaluate(Expression(S.ReplaceAll, (r, rules)))
        if v is not TRUE:
            if v is FALSE:
                return False
            raise Unsupported
    return True


def _sympy_difference(r):
    a, b = (bridge.try_to_sympy(t) for t in r.args)
    if a is None or b is None:
        raise Unsupported
    return a - b


def integer_solutions(ev, system, vars_):
    """("points", [tuple of ints, ...]) or ("family", [Expr per variable], n_params,
    condition or None); raises Unsupported."""
    sp = bridge.sympy_module()
    rels = _relations(system)
    syms = [bridge.try_to_sympy(v) for v in vars_]
    if any(s is None or not s.is_Symbol for s in syms):
        raise Unsupported
    eqs = [r for r in rels if r.head is S.Equal]
    others = [r for r in rels if r.head is not S.Equal]
    polys = []
    for r in rels:
        d = sp.expand(_sympy_difference(r))
        if d.free_symbols - set(syms):
            raise Unsupported           # parameters: not handled here
        try:
            p = sp.Poly(d, *syms)
        except sp.PolynomialError:
            raise Unsupported
        if not all(c.is_rational for c in p.coeffs()):
            raise Unsupported
        polys.append((r, p))
    if len(eqs) == 1:
        d = sp.expand(_sympy_difference(eqs[0]))
        d = d * sp.lcm([sp.fraction(c)[1] for c in sp.Poly(d, *syms).coeffs()])
        try:
            sols = sp.diophantine(d, syms=syms, permute=True)
        except Exception as exc:  # SymPy has no method for this equation
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            raise Unsupported
        sols = list(sols)
        params = set()
        for t in sols:
            for c in t:
                params |= c.free_symbols
        if not params:
            pts = sorted({tuple(int(c) for c in t) for t in sols})
            return "points", [p for p in pts if _holds(ev, others, vars_, p)]
        if len(sols) != 1 or len(params) != 1:
            raise Unsupported
        (t,) = params
        sol = _normalized(sp, list(sols[0]), t)
        return _family(ev, sp, sol, t, vars_, others)
    if all(p.total_degree() <= 1 for _, p in polys) and others:
        return "points", _box_points(ev, sp, polys, syms, vars_, rels)
    if len(vars_) == 2 and others:
        return "points", _plane_points(ev, system, vars_)
    raise Unsupported


def _points_of(cond):
    """The integers of an enumerated condition x == a || x == b || ...; None otherwise."""
    if cond is FALSE:
        return []
    alts = cond.args if isinstance(cond, Expression) and cond.head is S.Or else (cond,)
    out = []
    for a in alts:
        if not (isinstance(a, Expression) and a.head is S.Equal and type(a.args[1]) is Integer):
            return None
        out.append(a.args[1].value)
    return out


def _plane_points(ev, system, vars_):
    """Two variables: the integer x of the real projection (bounded), then the integer y
    over each of them."""
    from mathilda.algorithms.algebra.cad2 import exists_plane
    from mathilda.algorithms.algebra.reduce import _univariate, normalize
    x, y = vars_
    xs = _points_of(_univariate(ev, normalize(exists_plane(ev, system, x, y)), x, "Integers"))
    if xs is None or len(xs) > _MAX_POINTS:
        raise Unsupported
    pts = []
    for a in xs:
        ev.check_interrupt()
        sub = ev.evaluate(Expression(S.ReplaceAll, (system, Expression(S.Rule, (x, Integer(a))))))
        if sub is FALSE:
            continue
        ys = _points_of(_univariate(ev, normalize(sub), y, "Integers"))
        if ys is None:
            raise Unsupported
        pts.extend((a, b) for b in ys)
    return sorted(pts)


def _normalized(sp, sol, t):
    """The family with its first non-constant coordinate c + a t, a > 0, 0 <= c < a."""
    for c in sol:
        pc = sp.Poly(c, t)
        if pc.degree() == 1:
            a, b = pc.all_coeffs()
            if a < 0:
                sol = [sp.expand(x.subs(t, -t)) for x in sol]
                a = -a
                b = sp.Poly(sp.expand(c.subs(t, -t)), t).all_coeffs()[1]
            shift = (b - (b % a)) / a
            return [sp.expand(x.subs(t, t - shift)) for x in sol]
    return sol


def _family(ev, sp, sol, t, vars_, others):
    c1 = _c(1)
    st = bridge.try_to_sympy(c1)
    exprs = [bridge.try_from_sympy(x.subs(t, st), ev) for x in sol]
    if any(e is None for e in exprs):
        raise Unsupported
    if not others:
        return "family", exprs, 1, None
    # the inequalities as conditions on the parameter, over the integers
    from mathilda.algorithms.algebra.reduce import _univariate
    k = Symbol("Diophantine$k")         # a plain symbol for the parameter
    exprs = [bridge.try_from_sympy(x.subs(t, bridge.try_to_sympy(k)), ev) for x in sol]
    rules = Expression(S.List, tuple(Expression(S.Rule, (v, e))
                                     for v, e in zip(vars_, exprs)))
    cond = ev.evaluate(Expression(S.ReplaceAll, (Expression(S.And, tuple(others)), rules)))
    rc = _univariate(ev, cond, k, "Integers")
    alts = rc.args if isinstance(rc, Expression) and rc.head is S.Or else (rc,)
    values = []
    for a in alts:
        if a is FALSE:
            continue
        if not (isinstance(a, Expression) and a.head is S.Equal and type(a.args[1]) is Integer):
            raise Unsupported            # an unbounded family of solutions
        values.append(a.args[1].value)
    pts = []
    for n in values:
        pts.append(tuple(int(x.subs(t, n)) for x in sol))
    return "points", sorted(set(pts))


def _box_points(ev, sp, polys, syms, vars_, rels):
    """The integer points of a bounded region of linear relations."""
    import numpy as np
    from scipy.optimize import linprog
    n = len(syms)
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    for r, p in polys:
        coeffs = [float(p.coeff_monomial(s)) for s in syms]
        const = float(p.coeff_monomial(1))
        if r.head is S.Equal:
            a_eq.append(coeffs)
            b_eq.append(-const)
        elif r.head in (S.Less, S.LessEqual):
            a_ub.append(coeffs)
            b_ub.append(-const)
        elif r.head in (S.Greater, S.GreaterEqual):
            a_ub.append([-c for c in coeffs])
            b_ub.append(const)
        else:
            continue            # Unequal: checked on the points
    bounds = []
    for i in range(n):
        lo_hi = []
        for sign in (1, -1):
            c = np.zeros(n)
            c[i] = sign
            res = linprog(c, A_ub=a_ub or None, b_ub=b_ub or None, A_eq=a_eq or None,
                          b_eq=b_eq or None, bounds=[(None, None)] * n, method="highs")
            if res.status == 2:
                return []                   # infeasible
            if res.status != 0:
                raise Unsupported           # unbounded
            lo_hi.append(sign * res.fun)
        bounds.append((int(np.floor(lo_hi[0] + 1e-9)) - 1, int(np.ceil(lo_hi[1] - 1e-9)) + 1))
    size = 1
    for lo, hi in bounds:
        size *= hi - lo + 1
    if size > _MAX_POINTS:
        raise Unsupported
    pts = []
    import itertools
    for p in itertools.product(*[range(lo, hi + 1) for lo, hi in bounds]):
        ev.check_interrupt()
        if all(_exact_holds(r, poly, p, syms) for r, poly in polys):
            pts.append(p)
    return pts


_TESTS = {"Equal": lambda v: v == 0, "Unequal": lambda v: v != 0, "Less": lambda v: v < 0,
          "LessEqual": lambda v: v <= 0, "Greater": lambda v: v > 0,
          "GreaterEqual": lambda v: v >= 0}


def _exact_holds(r, poly, point, syms):
    v = poly.eval(dict(zip(syms, point)))
    return _TESTS[r.head.name](v)
