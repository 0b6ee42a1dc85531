"""Asymptotic solutions of differential equations (AsymptoticDSolveValue).

* About a point x0 of the independent variable: the Taylor polynomial
  ``y = Sum c_j (x - x0)^j`` put into the equations, whose expansion to the order the
  polynomial determines gives equations for the c_j (Solve), with the initial conditions;
  the coefficients left free are written ``C[j + 1]`` for the derivative ``y^(j)(x0)``.
* In a parameter e about 0 (a regular perturbation): ``y = Sum e^j y_j(x)``; the equations
  and conditions expanded in e give one equation per order, each solved with DSolve after
  the lower orders are known.

All through the evaluator (Series, Solve, DSolve); None when a method does not apply.
"""

from mathilda.core.expr import Expression, Integer, Symbol, S

__all__ = ["taylor_solution", "perturbation_solution", "ode_order"]


def _call(ev, name, *args):
    return ev.call(name, *args)


def _is(e, head):
    return isinstance(e, Expression) and e.head is head


def ode_order(e, y):
    """The highest derivative of y in e (0 for y itself, -1 when y does not occur)."""
    best = -1
    stack = [e]
    while stack:
        a = stack.pop()
        if not isinstance(a, Expression):
            continue
        h = a.head
        if h is y:
            best = max(best, 0)
        elif isinstance(h, Expression) and h.args == (y,) and _is(h.head, S.Derivative) \
                and len(h.head.args) == 1 and type(h.head.args[0]) is Integer:
            best = max(best, h.head.args[0].value)
        stack.extend(a.args)
    return best


def _residuals(ev, eqs):
    out = []
    for q in eqs:
        if _is(q, S.Equal) and len(q.args) == 2:
            out.append(ev.evaluate(Expression(S.Plus, (q.args[0], Expression(
                S.Times, (Integer(-1), q.args[1]))))))
        else:
            return None
    return out


def _split(ev, eqs, y, x):
    """(differential equations, conditions): a condition mentions y only at points."""
    odes, conds = [], []
    for q in eqs:
        if _mentions_at(q, y, x):
            odes.append(q)
        else:
            conds.append(q)
    return odes, conds


def _mentions_at(e, y, x):
    """True when e has y[x] or a derivative of y at x itself (an equation, not a
    condition)."""
    if not isinstance(e, Expression):
        return False
    h = e.head
    if (h is y or (isinstance(h, Expression) and _is(h.head, S.Derivative)
                   and h.args and h.args[0] is y)) and e.args == (x,):
        return True
    return any(_mentions_at(a, y, x) for a in e.args) or (
        isinstance(h, Expression) and _mentions_at(h, y, x))


def _coefficients(ev, r, x, x0, n):
    """The coefficients of (x - x0)^0 .. (x - x0)^n in the expansion of r."""
    from mathilda.algorithms.calculus.series import _parts
    s = _call(ev, "Series", r, Expression(S.List, (x, x0, Integer(n))))
    p = _parts(s)
    if p is None:
        from mathilda.algorithms.algebra.polynomial import free_of
        if free_of(r, x):
            return [r] + [Integer(0)] * n
        return None
    from fractions import Fraction
    if any(e < 0 or e.denominator != 1 for e in p[2]):
        return None
    return [p[2].get(Fraction(j), Integer(0)) for j in range(n + 1)]


def taylor_solution(ev, eqs, y, x, x0, n):
    """The Taylor polynomial of degree n about x0 of the solution, or None."""
    from mathilda.algorithms.algebra.polynomial import free_of
    odes, conds = _split(ev, eqs, y, x)
    if not odes:
        return None
    order = max(ode_order(q, y) for q in odes)
    if order < 1 or n < 0:
        return None
    cs = [Symbol("Internal`c$asym%d" % j) for j in range(n + 1)]
    base = ev.evaluate(Expression(S.Plus, (x, Expression(S.Times, (Integer(-1), x0)))))
    ansatz = Expression(S.Plus, tuple(c if j == 0 else Expression(S.Times, (c, Expression(
        S.Power, (base, Integer(j))))) for j, c in enumerate(cs)))
    fn = Expression(S.Function, (Expression(S.List, (x,)), ansatz))
    rule = Expression(S.Rule, (y, fn))
    res = _residuals(ev, [ev.evaluate(Expression(S.ReplaceAll, (q, rule))) for q in odes])
    cres = _residuals(ev, [ev.evaluate(Expression(S.ReplaceAll, (q, rule))) for q in conds])
    if res is None or cres is None:
        return None
    system = []
    for r in res:
        co = _coefficients(ev, r, x, x0, n - order)
        if co is None:
            return None
        system.extend(c for c in co if c != Integer(0))
    for r in cres:
        if not free_of(r, x):
            return None
        if r != Integer(0):
            system.append(r)
    unknowns = cs[order:] + cs[:order]
    eqs_list = Expression(S.List, tuple(Expression(S.Equal, (e, Integer(0))) for e in system))
    sol = _call(ev, "Solve", eqs_list, Expression(S.List, tuple(unknowns)))
    if not (_is(sol, S.List) and sol.args and _is(sol.args[0], S.List)):
        return None
    value = ev.evaluate(Expression(S.ReplaceAll, (ansatz, sol.args[0])))
    expand = x0 == Integer(0)
    # the coefficients still free: C[j + 1], the j-th derivative at x0
    reps = []
    k = 0
    for j, c in enumerate(cs):
        if not free_of(value, c):
            k += 1
            fac = ev.call("Factorial", Integer(j))
            reps.append(Expression(S.Rule, (c, Expression(S.Times, (
                Expression(S.C, (Integer(k),)), Expression(S.Power, (fac, Integer(-1))))))))
    if reps:
        value = ev.evaluate(Expression(S.ReplaceAll, (value, Expression(S.List, tuple(reps)))))
    if any(not free_of(value, c) for c in cs):
        return None
    return ev.call("Expand", value) if expand else value


def _point_terms(e, yj, x, out):
    """The values yj[a] and Derivative[k][yj][a] at points a other than x in e."""
    if not isinstance(e, Expression):
        return
    h = e.head
    if len(e.args) == 1 and e.args[0] != x and (h is yj or (
            isinstance(h, Expression) and h.args == (yj,) and _is(h.head, S.Derivative))):
        if e not in out:
            out.append(e)
        return
    for a in e.args:
        _point_terms(a, yj, x, out)


def _as_condition(ev, q, yj, x):
    """q == 0 as DSolve reads conditions: yj[a] == value (q linear in one value of yj at a
    point); q == 0 itself otherwise."""
    terms = []
    _point_terms(q, yj, x, terms)
    if len(terms) != 1:
        return Expression(S.Equal, (q, Integer(0)))
    t = terms[0]
    a = ev.call("Coefficient", q, t)
    rest = ev.evaluate(Expression(S.ReplaceAll, (q, Expression(S.Rule, (t, Integer(0))))))
    value = ev.evaluate(Expression(S.Times, (Integer(-1), rest, Expression(
        S.Power, (a, Integer(-1))))))
    return Expression(S.Equal, (t, value))


def perturbation_solution(ev, eqs, y, x, e, n):
    """Sum e^j y_j(x) to order n of the solution of the equations in the small parameter e
    (about e = 0), each order solved with DSolve; None when one cannot be."""
    from mathilda.algorithms.algebra.polynomial import free_of
    ys = [Symbol("Internal`y$asym%d" % j) for j in range(n + 1)]
    xs = Symbol("Internal`x$asym")
    expansion = Expression(S.Plus, tuple(Expression(yj, (xs,)) if j == 0 else Expression(
        S.Times, (Expression(S.Power, (e, Integer(j))), Expression(yj, (xs,))))
        for j, yj in enumerate(ys)))
    fn = Expression(S.Function, (Expression(S.List, (xs,)), expansion))
    rule = Expression(S.Rule, (y, fn))
    res = _residuals(ev, [ev.evaluate(Expression(S.ReplaceAll, (q, rule))) for q in eqs])
    if res is None:
        return None
    orders = []
    for r in res:
        co = _coefficients(ev, r, e, Integer(0), n)
        if co is None:
            return None
        orders.append(co)
    known = []
    total = Integer(0)
    for j in range(n + 1):
        ev.check_interrupt()
        eqj = []
        for co in orders:
            q = ev.evaluate(Expression(S.ReplaceAll, (co[j], Expression(S.List, tuple(known)))))
            if q != Integer(0):
                eqj.append(_as_condition(ev, q, ys[j], x))
        target = Expression(ys[j], (x,))
        if not eqj:
            return None
        sol = _call(ev, "DSolve", Expression(S.List, tuple(eqj)), target, x)
        if not (_is(sol, S.List) and sol.args and _is(sol.args[0], S.List)):
            return None
        rhs = None
        for rr in sol.args[0].args:
            if _is(rr, S.Rule) and rr.args[0] == target:
                rhs = rr.args[1]
        if rhs is None:
            return None
        known.append(Expression(S.Rule, (ys[j], Expression(S.Function, (
            Expression(S.List, (x,)), rhs)))))
        total = Expression(S.Plus, (total, rhs if j == 0 else Expression(S.Times, (
            Expression(S.Power, (e, Integer(j))), rhs))))
    out = ev.call("Expand", total)
    if any(not free_of(out, yj) for yj in ys):
        return None
    return out
