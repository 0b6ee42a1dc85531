"""Structural distribution and the forms of solutions: Distribute, ToRules, SolveValues,
NSolveValues.

SolveValues and NSolveValues call Solve and NSolve through the evaluator and take the
values of the variables from each solution (a variable a solution leaves free stays
itself, as the Wolfram Language gives it).
"""

from itertools import product

from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE
from mathilda.core.registry import builtin

_ZERO = Integer(0)
_MINUS_ONE = Integer(-1)


def _distribute(ev, e, g, f, gp, fp):
    if not isinstance(e, Expression) or e.head != f:
        return e
    choices = []
    hit = False
    for a in e.args:
        if isinstance(a, Expression) and a.head == g:
            choices.append(a.args)
            hit = True
        else:
            choices.append((a,))
    if not hit:
        return e
    n = 1
    for c in choices:
        n *= len(c)
    if not ev.check_size(n, "Distribute"):
        return None
    terms = tuple(Expression(fp, combo) for combo in product(*choices))
    return Expression(gp, terms)


@builtin("Distribute", nargs=(1, 5),
         usage="Distribute[f[x1, x2, ...]] distributes f over Plus appearing in any of the "
               "xi; Distribute[expr, g] over g; Distribute[expr, g, f] only when the head "
               "of expr is f; Distribute[expr, g, f, gp, fp] gives gp and fp in place of g "
               "and f in the result.",
         examples=[("Distribute[f[a + b, c + d]]", "f[a, c] + f[a, d] + f[b, c] + f[b, d]"),
                   ("Distribute[f[a + b]]", "f[a] + f[b]"),
                   ("Distribute[(a + b) . (x + y + z)]",
                    "a . x + a . y + a . z + b . x + b . y + b . z"),
                   ("Distribute[f[{a, b}, {c, d}], List]",
                    "{f[a, c], f[a, d], f[b, c], f[b, d]}"),
                   ("Distribute[f[a + b, c], Plus, g]", "f[a + b, c]"),
                   ("Distribute[And[a || b, c || d], Or, And, Or, And]",
                    "(a && c) || (a && d) || (b && c) || (b && d)"),
                   ("Distribute[f[a, b]]", "f[a, b]")])
def distribute(ev, expr):
    args = expr.args
    e = args[0]
    if not isinstance(e, Expression):
        return e
    g = args[1] if len(args) > 1 else S.Plus
    f = args[2] if len(args) > 2 else e.head
    gp = args[3] if len(args) > 3 else g
    fp = args[4] if len(args) > 4 else f
    r = _distribute(ev, e, g, f, gp, fp)
    return None if r is None else r


def _rules_of(e):
    """The lists of rules of a logical combination of equations, or None."""
    if e is FALSE:
        return []
    if e is TRUE:
        return [()]
    if isinstance(e, Expression) and e.head is S.Or:
        out = []
        for a in e.args:
            r = _rules_of(a)
            if r is None:
                return None
            out.extend(r)
        return out
    if isinstance(e, Expression) and e.head is S.And:
        acc = [()]
        for a in e.args:
            r = _rules_of(a)
            if r is None:
                return None
            acc = [x + y for x in acc for y in r]
        return acc
    if isinstance(e, Expression) and e.head is S.Equal and len(e.args) == 2:
        return [(Expression(S.Rule, e.args),)]
    return None


@builtin("ToRules", nargs=1,
         usage="ToRules[eqns] transforms the logical combination of equations eqns (in the "
               "form Reduce gives) into a sequence of lists of rules.",
         examples=[("ToRules[x == 1 && y == 2]", "{x -> 1, y -> 2}"),
                   ("{ToRules[x == 1 || x == 2]}", "{{x -> 1}, {x -> 2}}"),
                   ("ToRules[x == 1]", "{x -> 1}"),
                   ("{ToRules[(x == 1 || x == 2) && y == 3]}",
                    "{{x -> 1, y -> 3}, {x -> 2, y -> 3}}"),
                   ("{ToRules[False]}", "{}"),
                   ("{ToRules[Reduce[x^2 == 4, x]]}", "{{x -> -2}, {x -> 2}}")])
def to_rules(ev, expr):
    r = _rules_of(expr.args[0])
    if r is None:
        return None
    lists = tuple(Expression(S.List, rules) for rules in r)
    if len(lists) == 1:
        return lists[0]
    return Expression(S.Sequence, lists)


def _values(ev, expr, solver):
    args = expr.args
    if len(args) < 1:
        return None
    sols = ev.call(solver, *args)
    if not (isinstance(sols, Expression) and sols.head is S.List):
        return None
    if any(not (isinstance(s, Expression) and s.head is S.List) for s in sols.args):
        return None
    if len(args) > 1 and not (isinstance(args[1], Expression) and args[1].head is S.List):
        target = args[1]
    elif len(args) > 1:
        target = args[1]
    else:
        vs = []
        for s in sols.args:
            for r in s.args:
                if r.args[0] not in vs:
                    vs.append(r.args[0])
        target = Expression(S.List, tuple(vs)) if len(vs) != 1 else vs[0]
    out = tuple(ev.evaluate(Expression(S.ReplaceAll, (target, s))) for s in sols.args)
    return Expression(S.List, out)


@builtin("SolveValues", nargs=(1, 3), attributes=("Protected",),
         usage="SolveValues[expr, vars] gives the values of vars determined by the solutions "
               "of the system expr (a list of values for one variable, a list of tuples "
               "for a list of variables).",
         examples=[("SolveValues[x^2 == 1, x]", "{-1, 1}"),
                   ("SolveValues[x^2 + 2 x - 3 == 0, {x}]", "{{-3}, {1}}"),
                   ("SolveValues[{x + y == 1, x - y == 0}, {x, y}]", "{{1/2, 1/2}}"),
                   ("SolveValues[x^2 == 3, x]", "{-Sqrt[3], Sqrt[3]}"),
                   ("SolveValues[x + 2 == 1, x]", "{-1}"),
                   ("SolveValues[x^2 == -1, x, Reals]", "{}")])
def solve_values(ev, expr):
    return _values(ev, expr, "Solve")


@builtin("NSolveValues", nargs=(1, 3), attributes=("Protected",),
         usage="NSolveValues[expr, vars] gives numerical approximations of the values of "
               "vars determined by the solutions of the system expr.",
         examples=[("NSolveValues[x^2 == 2, x]", "{-1.41421, 1.41421}"),
                   ("NSolveValues[x^3 - x == 0, {x}]", "{{-1.}, {0.}, {1.}}"),
                   ("NSolveValues[{x + y == 1, x - y == 0}, {x, y}]", "{{0.5, 0.5}}")])
def nsolve_values(ev, expr):
    return _values(ev, expr, "NSolve")


def _sqf_parts(ev, poly, x):
    """[(part, multiplicity)] of the square-free factorisation of poly in x."""
    fl = ev.call("FactorSquareFreeList", poly)
    if not (isinstance(fl, Expression) and fl.head is S.List):
        return None
    out = []
    for pair in fl.args[1:]:
        b, m = pair.args
        if ev.call("FreeQ", b, x) is TRUE:
            continue
        out.append((b, m.value))
    return out


@builtin("Roots", nargs=(2, None), attributes=("Protected",),
         messages={"poly": "`1` is not a polynomial equation in `2`."},
         usage="Roots[lhs == rhs, var] yields a disjunction of equations which represent "
               "the roots of a polynomial equation, each root repeated by its multiplicity.",
         examples=[("Roots[x^2 - 3 x + 2 == 0, x]", "x == 1 || x == 2"),
                   ("Roots[(x - 1)^2 == 0, x]", "x == 1 || x == 1"),
                   ("Roots[x^2 == 2, x]", "x == -Sqrt[2] || x == Sqrt[2]"),
                   ("Roots[(x - 1)^2 (x + 2) == 0, x]", "x == -2 || x == 1 || x == 1"),
                   ("Roots[2 x + 1 == 0, x]", "x == -1/2"),
                   ("Roots[x^3 == x, x]", "x == -1 || x == 0 || x == 1")])
def roots(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 2:
        return None
    eq, x = pos
    if not (isinstance(eq, Expression) and eq.head is S.Equal and len(eq.args) == 2):
        return None
    poly = ev.evaluate(Expression(S.Plus, (eq.args[0],
                                           Expression(S.Times, (_MINUS_ONE, eq.args[1])))))
    poly = ev.call("Expand", poly)
    if ev.call("PolynomialQ", poly, x) is not TRUE:
        ev.message("Roots", "poly", eq, x)
        return None
    if ev.call("FreeQ", poly, x) is TRUE:
        return TRUE if poly == _ZERO else FALSE
    parts = _sqf_parts(ev, poly, x)
    if parts is None:
        return None
    mult = {}
    for b, m in parts:
        sols = ev.call("Solve", Expression(S.Equal, (b, _ZERO)), x)
        if not (isinstance(sols, Expression) and sols.head is S.List):
            return None
        for s in sols.args:
            mult[s.args[0].args[1]] = m
    whole = ev.call("Solve", Expression(S.Equal, (poly, _ZERO)), x)
    values = [s.args[0].args[1] for s in whole.args] \
        if isinstance(whole, Expression) and whole.head is S.List and \
        all(isinstance(s, Expression) and s.head is S.List and len(s.args) == 1
            for s in whole.args) else []
    if sorted(map(str, values)) != sorted(map(str, mult)):
        values = list(mult)
    eqs = []
    for v in values:
        eqs.extend([Expression(S.Equal, (x, v))] * mult[v])
    if len(eqs) == 1:
        return eqs[0]
    return Expression(S.Or, tuple(eqs))
