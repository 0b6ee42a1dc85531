"""Eliminate, SolveAlways, FindInstance and Resolve (algorithms in
mathilda/algorithms/algebra/elimination.py; Solve and Reduce are called through the
evaluator)."""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.reduce import normalize
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.ordering import sort_key
from mathilda.core.registry import builtin

_MESSAGES = {
    "ivar": "`1` is not a valid variable.",
    "naqs": "`1` is not a quantified system of equations and inequalities.",
    "eqf": "`1` is not a well-formed equation.",
    "fiv": "Number of instances `1` should be a positive integer.",
}

_RELS = frozenset(("Less", "LessEqual", "Greater", "GreaterEqual", "Unequal"))


def _var_list(spec):
    return list(spec.args) if isinstance(spec, Expression) and spec.head is S.List \
        else [spec]


def _equations(ev, eqns, name):
    """lhs - rhs of each equation, or None after a message."""
    e = normalize(eqns)
    items = e.args if isinstance(e, Expression) and e.head is S.And else (e,)
    out = []
    for it in items:
        if it is TRUE:
            continue
        if not (isinstance(it, Expression) and it.head is S.Equal and len(it.args) == 2):
            ev.message(name, "eqf", it)
            return None
        out.append(ev.evaluate(Expression(S.Plus, (it.args[0], Expression(
            S.Times, (Integer(-1), it.args[1]))))))
    return out


def _appearance(ev, exprs):
    """The variables of exprs in the order of first appearance."""
    seen = []

    def walk(e):
        if type(e) is Symbol:
            if e not in seen and ev.call("NumericQ", e) is not TRUE:
                seen.append(e)
        elif isinstance(e, Expression):
            if type(e.head) is not Symbol:
                walk(e.head)
            for a in e.args:
                walk(a)
    for e in exprs:
        walk(e)
    return seen


def _sympy_all(exprs):
    conv = [bridge.try_to_sympy(e) for e in exprs]
    return None if None in conv else conv


@builtin("Eliminate", nargs=2, messages=_MESSAGES,
         usage="Eliminate[eqns, vars] eliminates the variables vars between the simultaneous "
               "polynomial equations eqns, giving the equations the other variables satisfy.",
         examples=[("Eliminate[{x == 2 + y, y == z}, y]", "x == 2 + z"),
                   ("Eliminate[{f == x^5 + y^5, a == x + y, b == x y}, {x, y}]",
                    "f == a^5 - 5 a^3 b + 5 a b^2"),
                   ("Eliminate[{x^2 + y^2 == 1, x == y}, y]", "2 x^2 == 1"),
                   ("Eliminate[{x == y + 1, x == y + 2}, y]", "False"),
                   ("Eliminate[{x == y}, y]", "True")])
def eliminate(ev, expr):
    from mathilda.algorithms.algebra.elimination import eliminate as algo
    eqns, spec = expr.args
    polys = _equations(ev, eqns, "Eliminate")
    if polys is None:
        return None
    elims = _var_list(spec)
    for v in elims:
        if v.is_number:
            ev.message("Eliminate", "ivar", v)
            return None
    keep = [v for v in _appearance(ev, [eqns]) if v not in elims]
    conv = _sympy_all(polys + elims + keep)
    if conv is None:
        return None
    k = len(polys)
    return algo(ev, conv[:k], conv[k:k + len(elims)], conv[k + len(elims):])


@builtin("SolveAlways", nargs=2, messages=_MESSAGES,
         usage="SolveAlways[eqns, vars] gives the values of the parameters that make the "
               "polynomial equations eqns true for all values of the variables vars.",
         examples=[("SolveAlways[a x + b == 0, x]", "{{a -> 0, b -> 0}}"),
                   ("SolveAlways[a x^2 + b x + c == 3 x^2 - 2, x]",
                    "{{a -> 3, b -> 0, c -> -2}}"),
                   ("SolveAlways[(a + b) x + a - b == 2 x, x]", "{{a -> 1, b -> 1}}"),
                   ("SolveAlways[x^2 + a == 0, x]", "{}")])
def solve_always(ev, expr):
    from mathilda.algorithms.algebra.elimination import always_equations
    eqns, spec = expr.args
    polys = _equations(ev, eqns, "SolveAlways")
    if polys is None:
        return None
    xs = _var_list(spec)
    conv = _sympy_all(polys + xs)
    if conv is None:
        return None
    coeffs = always_equations(ev, conv[:len(polys)], conv[len(polys):])
    if coeffs is None:
        return None
    if not coeffs:
        return Expression(S.List, (Expression(S.List, ()),))
    cw = [bridge.from_sympy(c, ev) for c in coeffs]
    params = sorted({v for v in _appearance(ev, cw) if v not in xs}, key=sort_key)
    if not params:
        return Expression(S.List, ())
    system = Expression(S.List, tuple(Expression(S.Equal, (c, Integer(0))) for c in cw))
    return ev.call("Solve", system, Expression(S.List, tuple(params)))


def _has_inequality(e):
    if not isinstance(e, Expression):
        return False
    if getattr(e.head, "name", "") in _RELS or e.head is S.Inequality:
        return True
    return any(_has_inequality(a) for a in e.args)


@builtin("FindInstance", nargs=(1, 4), messages=_MESSAGES,
         usage="FindInstance[expr, vars] finds an instance of vars that makes the condition "
               "expr True; FindInstance[expr, vars, dom, n] finds up to n instances over "
               "the domain dom (Reals, Integers, Complexes).",
         examples=[("FindInstance[x^2 == 4 && x > 0, x]", "{{x -> 2}}"),
                   ("FindInstance[x^2 + y^2 == 25 && x > 0 && y > 0, {x, y}, Integers]",
                    "{{x -> 3, y -> 4}}"),
                   ("FindInstance[x + y == 1, {x, y}]", "{{x -> 1, y -> 0}}"),
                   ("FindInstance[x^2 < 2 && x > 1, x, Reals]", "{{x -> 4/3}}"),
                   ("FindInstance[x^2 == -1, x, Reals]", "{}"),
                   ("FindInstance[Mod[n, 7] == 3 && n > 10, n, Integers, 2]",
                    "{{n -> 17}, {n -> 24}}")])
def find_instance(ev, expr):
    from mathilda.algorithms.algebra.elimination import search_instances
    args = expr.args
    cond = args[0]
    if len(args) >= 2:
        vars_ = _var_list(args[1])
    else:
        vars_ = _appearance(ev, [cond])
    if not vars_ or not all(type(v) is Symbol for v in vars_):
        if vars_:
            ev.message("FindInstance", "ivar", next(v for v in vars_ if type(v) is not Symbol))
        return None
    dom = args[2] if len(args) >= 3 else None
    count = 1
    if len(args) == 4:
        if not (type(args[3]) is Integer and args[3].value > 0):
            ev.message("FindInstance", "fiv", args[3])
            return None
        count = args[3].value
    if cond is FALSE:
        return Expression(S.List, ())
    vl = Expression(S.List, tuple(vars_))
    integers = dom is S.Integers
    real = dom is S.Reals or _has_inequality(cond)
    found = []
    # equations alone over the complexes (or reals): Solve's finitely many solutions
    if not integers:
        sols = ev.call("Solve", cond, vl, *((S.Reals,) if real else ()))
        if isinstance(sols, Expression) and sols.head is S.List and any(
                isinstance(r.args[1], Expression) and r.args[1].head is S.ConditionalExpression
                for sol in sols.args for r in sol.args):
            sols = None         # sets of solutions (intervals, families): searched below
        if isinstance(sols, Expression) and sols.head is S.List:
            for sol in sols.args:
                bound = {r.args[0] for r in sol.args}
                if all(v in bound for v in vars_):
                    found.append(Expression(S.List, tuple(
                        r for r in sol.args if r.args[0] in vars_)))
                else:           # free variables: fix them by the search below
                    free = [v for v in vars_ if v not in bound]
                    sub = ev.evaluate(Expression(S.ReplaceAll, (cond, sol)))
                    for inst in search_instances(ev, sub, free, False, 1):
                        rules = {r.args[0]: r.args[1] for r in inst.args}
                        vals = {r.args[0]: ev.evaluate(Expression(S.ReplaceAll, (
                            r.args[1], inst))) for r in sol.args}
                        vals.update(rules)
                        found.append(Expression(S.List, tuple(
                            Expression(S.Rule, (v, vals[v])) for v in vars_)))
                if len(found) >= count:
                    return Expression(S.List, tuple(found[:count]))
            if found or not sols.args:
                return Expression(S.List, tuple(found[:count]))
    found = search_instances(ev, cond, vars_, integers, count)
    if found or integers or real:
        return Expression(S.List, tuple(found))
    return None


# --- Resolve ---------------------------------------------------------------------------------

def _quantified(e):
    """(kind, vars, condition) of Exists/ForAll (the 3-argument forms combined)."""
    if not (isinstance(e, Expression) and e.head in (S.Exists, S.ForAll)
            and len(e.args) in (2, 3)):
        return None
    vs = _var_list(e.args[0])
    if len(e.args) == 2:
        body = e.args[1]
    elif e.head is S.Exists:
        body = Expression(S.And, (e.args[1], e.args[2]))
    else:
        body = Expression(S.Implies, (e.args[1], e.args[2]))
    return e.head, vs, body


def _plane(ev, vs, body, dom, forall):
    """Exists (ForAll) over the reals of one variable with one parameter, by the
    cylindrical decomposition of the plane; None when that does not apply."""
    free = [v for v in _appearance(ev, [body]) if v not in vs]
    if dom is not S.Reals or len(vs) != 1 or len(free) != 1:
        return None
    from mathilda.algorithms.algebra.cad2 import exists_plane
    from mathilda.algorithms.algebra.reduce import Unsupported
    try:
        return exists_plane(ev, body, free[0], vs[0], forall)
    except Unsupported:
        return None


def _exists(ev, vs, body, dom):
    """Exists[vs, body] without quantifiers inside, or None when not decided."""
    free = [v for v in _appearance(ev, [body]) if v not in vs]
    if not free:
        r = ev.evaluate(Expression(S.Quiet, (Expression(
            S.Reduce, (body, Expression(S.List, tuple(vs)), dom)),)))
        if r is FALSE:
            return FALSE
        if isinstance(r, Expression) and r.head is S.Reduce:
            return None
        return TRUE
    if len(vs) != 1:
        return None
    x = vs[0]
    r = _plane(ev, vs, body, dom, False)
    if r is not None:
        return r
    polys = None
    if isinstance(body, Expression) and body.head is S.Equal and len(body.args) == 2:
        polys = _equations(ev, body, "Resolve")
    if not polys:
        return None
    sp = bridge.sympy_module()
    p, sx = bridge.try_to_sympy(polys[0]), bridge.try_to_sympy(x)
    if p is None or sx is None:
        return None
    try:
        poly = sp.Poly(sp.expand(p), sx)
    except sp.PolynomialError:
        return None
    d = poly.degree()
    coeffs = poly.all_coeffs()
    if d < 1 or not coeffs[0].is_number or coeffs[0] == 0:
        return None
    if dom is not S.Reals or d == 1:
        return TRUE
    if d == 2:
        a, b, c = coeffs
        disc = bridge.from_sympy(sp.expand(b * b - 4 * a * c), ev)
        cond = Expression(S.GreaterEqual, (disc, Integer(0)))
        r = ev.call("Reduce", cond, Expression(S.List, tuple(free)), S.Reals)
        if isinstance(r, Expression) and r.head is S.Reduce:
            return ev.evaluate(cond)
        return r
    return None


@builtin("Resolve", nargs=(1, 2), messages=_MESSAGES,
         usage="Resolve[expr] eliminates the quantifiers (Exists, ForAll) from expr; "
               "Resolve[expr, dom] works over the domain dom (Reals, Complexes, Integers). "
               "Decided: quantified conditions without free parameters; over the reals, "
               "one quantified variable and one parameter in polynomial equations and "
               "inequalities (of degree up to two in the quantified variable); otherwise one "
               "quantified variable in a polynomial equation of degree one or two.",
         examples=[("Resolve[Exists[x, x^2 == a], Reals]", "a >= 0"),
                   ("Resolve[Exists[x, x^2 == a]]", "True"),
                   ("Resolve[Exists[x, x^2 + 1 == 0], Reals]", "False"),
                   ("Resolve[ForAll[x, x^2 + 1 > 0], Reals]", "True"),
                   ("Resolve[ForAll[x, x^2 > 1], Reals]", "False"),
                   ("Resolve[Exists[x, x > 2 && x < 1], Reals]", "False"),
                   ("Resolve[Exists[x, x^2 + a x + 1 == 0], Reals]", "a <= -2 || a >= 2"),
                   ("Resolve[ForAll[x, x^2 + a x + 1 > 0], Reals]", "-2 < a < 2"),
                   ("Resolve[Exists[y, x^2 + y^2 < 1], Reals]", "-1 < x < 1"),
                   ("Resolve[ForAll[x, x > a, x^2 > 1], Reals]", "a >= 1"),
                   ("Resolve[Exists[x, x > a && a x < 1], Reals]", "a < 1")])
def resolve(ev, expr):
    e = expr.args[0]
    dom = expr.args[1] if len(expr.args) == 2 else None
    q = _quantified(e)
    if q is None:
        return e if dom is None else None
    head, vs, body = q
    if _quantified(body) is not None:
        inner = ev.call("Resolve", body, *((dom,) if dom is not None else ()))
        if isinstance(inner, Expression) and inner.head is S.Resolve:
            return None
        body = inner
    d = dom if dom is not None else (S.Reals if _has_inequality(body) else S.Complexes)
    if head is S.Exists:
        return _exists(ev, vs, body, d)
    r = _plane(ev, vs, body, d, True)
    if r is not None:
        return r
    r = _exists(ev, vs, ev.evaluate(Expression(S.Not, (body,))), d)
    if r is None:
        return None
    return ev.evaluate(Expression(S.Not, (r,)))
