"""AsymptoticSolve for a regular perturbation: the roots of f(x, e) == 0 as power series
in the small parameter e about e0, ``x = c_0 + c_1 (e - e0) + ...``: c_0 runs over the roots
of f(x, e0) == 0, and each further coefficient solves a linear equation (the root must be
simple).  Through the evaluator (Solve, Series); None when it does not apply.

    perturbed_roots(ev, eq, x, e, e0, n)   [series of each root] or None
"""

from mathilda.core.expr import Expression, Integer, Symbol, S

__all__ = ["perturbed_roots"]


def _is(e, head):
    return isinstance(e, Expression) and e.head is head


def perturbed_roots(ev, eq, x, e, e0, n):
    from mathilda.algorithms.calculus.series import _parts
    from fractions import Fraction
    if not (_is(eq, S.Equal) and len(eq.args) == 2):
        return None
    f = ev.evaluate(Expression(S.Plus, (eq.args[0], Expression(S.Times, (
        Integer(-1), eq.args[1])))))
    f0 = ev.evaluate(Expression(S.ReplaceAll, (f, Expression(S.Rule, (e, e0)))))
    roots = ev.call("Solve", Expression(S.Equal, (f0, Integer(0))), x)
    if not (_is(roots, S.List) and roots.args):
        return None
    base = ev.evaluate(Expression(S.Plus, (e, Expression(S.Times, (Integer(-1), e0)))))
    cs = [Symbol("Internal`c$asolve%d" % j) for j in range(1, n + 1)]
    out = []
    for r in roots.args:
        ev.check_interrupt()
        if not (_is(r, S.List) and len(r.args) == 1 and _is(r.args[0], S.Rule)):
            return None
        c0 = r.args[0].args[1]
        terms = [c0] + [Expression(S.Times, (c, Expression(S.Power, (base, Integer(j)))))
                        for j, c in enumerate(cs, 1)]
        ansatz = Expression(S.Plus, tuple(terms))
        g = ev.evaluate(Expression(S.ReplaceAll, (f, Expression(S.Rule, (x, ansatz)))))
        s = ev.call("Series", g, Expression(S.List, (e, e0, Integer(n))))
        p = _parts(s)
        if p is None:
            return None
        known = []
        for j, c in enumerate(cs, 1):
            co = p[2].get(Fraction(j), Integer(0))
            co = ev.evaluate(Expression(S.ReplaceAll, (co, Expression(S.List, tuple(known)))))
            sol = ev.call("Solve", Expression(S.Equal, (co, Integer(0))), c)
            if not (_is(sol, S.List) and len(sol.args) == 1):
                return None           # a multiple root: no power series in e
            known.append(sol.args[0].args[0])
        value = ev.evaluate(Expression(S.ReplaceAll, (ansatz, Expression(S.List,
                                                                          tuple(known)))))
        out.append(value)
    return out
