"""AsymptoticDSolveValue: series solutions of differential equations about a point and
perturbation solutions in a small parameter (``mathilda/algorithms/calculus/asymptotic_ode.py``);
AsymptoticSolve: roots of equations as series in a small parameter
(``mathilda/algorithms/calculus/asymptotic_solve.py``)."""

from mathilda.algorithms.calculus.asymptotic_ode import (
    ode_order, perturbation_solution, taylor_solution,
)
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {"ivar": "`1` is not a valid variable.",
             "aspec": "`1` is not a valid asymptotic specification: it must be x -> x0 or "
                      "{x, x0, n} with a variable x and a non-negative integer n.",
             "dvar": "`1` is not a function of one variable y[x]."}


def _spec(ev, spec, name="AsymptoticDSolveValue"):
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        return spec.args[0], spec.args[1], None
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3 \
            and type(spec.args[2]) is Integer and spec.args[2].value >= 0:
        return spec.args[0], spec.args[1], spec.args[2].value
    ev.message(name, "aspec", spec)
    return None


@builtin("AsymptoticDSolveValue", nargs=(3, None),
         options={"Assumptions": "$Assumptions", "GenerateConditions": "Automatic",
                  "Method": "Automatic", "SeriesTermGoal": "Automatic"},
         messages=_MESSAGES,
         usage="AsymptoticDSolveValue[eqns, y[x], {x, x0, n}] gives the Taylor polynomial "
               "of degree n about x0 of the solution of the differential equations eqns "
               "(with initial conditions at x0; the derivatives left free are C[1], C[2], "
               "...: C[j + 1] is the j-th derivative at x0); AsymptoticDSolveValue[eqns, "
               "y[x], {e, 0, n}] the perturbation solution to order n in the small "
               "parameter e; x -> x0 (e -> 0) gives the leading term.",
         examples=[("AsymptoticDSolveValue[{y''[x] - x y[x] == 0, y[0] == 1, y'[0] == 0}, "
                    "y[x], {x, 0, 6}]", "1 + x^3/6 + x^6/180"),
                   ("AsymptoticDSolveValue[y''[x] + y[x] == 0, y[x], {x, 0, 3}]",
                    "C[1] - (x^2 C[1])/2 + x C[2] - (x^3 C[2])/6"),
                   ("AsymptoticDSolveValue[{y'[x] == y[x]^2, y[0] == 1}, y[x], {x, 0, 4}]",
                    "1 + x + x^2 + x^3 + x^4"),
                   ("AsymptoticDSolveValue[{y'[x] + e y[x]^2 == 0, y[0] == 1}, y[x], "
                    "{e, 0, 2}]", "1 - e x + e^2 x^2")])
def asymptotic_dsolve_value(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 3:
        return None
    eqs, target, spec = pos
    eqs = eqs.args if isinstance(eqs, Expression) and eqs.head is S.List else (eqs,)
    if not (isinstance(target, Expression) and type(target.head) is Symbol
            and len(target.args) == 1 and type(target.args[0]) is Symbol):
        ev.message("AsymptoticDSolveValue", "dvar", target)
        return None
    y, x = target.head, target.args[0]
    p = _spec(ev, spec)
    if p is None:
        return None
    t, t0, n = p
    if type(t) is not Symbol:
        ev.message("AsymptoticDSolveValue", "ivar", t)
        return None
    if max(ode_order(q, y) for q in eqs) < 1:
        return None
    if t is x:
        if n is not None:
            return taylor_solution(ev, eqs, y, x, t0, n)
        for k in (1, 2, 4, 8):
            r = taylor_solution(ev, eqs, y, x, t0, k)
            if r is None or r != Integer(0):
                return None if r is None else _leading(ev, r, x, t0)
        return r
    if t0 != Integer(0):
        return None
    if n is not None:
        return perturbation_solution(ev, eqs, y, x, t, n)
    for k in (0, 1, 2):
        r = perturbation_solution(ev, eqs, y, x, t, k)
        if r is None or r != Integer(0):
            return None if r is None else _leading(ev, r, t, t0)
    return r


def _leading(ev, r, x, x0):
    """The terms of the lowest power of (x - x0) in the polynomial r."""
    shifted = ev.evaluate(Expression(S.ReplaceAll, (r, Expression(S.Rule, (x, Expression(
        S.Plus, (x, x0)))))))
    co = ev.call("CoefficientList", shifted, x)
    if not (isinstance(co, Expression) and co.head is S.List):
        return r
    for j, c in enumerate(co.args):
        if c != Integer(0):
            base = ev.evaluate(Expression(S.Plus, (x, Expression(S.Times, (Integer(-1), x0)))))
            return ev.evaluate(Expression(S.Times, (c, Expression(S.Power, (base, Integer(j))))))
    return r


@builtin("AsymptoticSolve", nargs=(3, None),
         options={"Assumptions": "$Assumptions", "GenerateConditions": "Automatic",
                  "Method": "Automatic", "SeriesTermGoal": "Automatic"},
         messages=_MESSAGES,
         usage="AsymptoticSolve[eqn, x, {e, e0, n}] gives the roots x of the equation eqn as "
               "power series in e - e0 to order n (a regular perturbation: each root of eqn "
               "at e = e0 that is simple gives one series), as {{x -> ...}, ...}; "
               "e -> e0 gives the leading terms.",
         examples=[("AsymptoticSolve[x^2 + e x - 1 == 0, x, {e, 0, 3}]",
                    "{{x -> -1 - e/2 - e^2/8}, {x -> 1 - e/2 + e^2/8}}"),
                   ("AsymptoticSolve[x^3 + e x == 1, x, {e, 0, 2}]",
                    "{{x -> 1 - e/3}, {x -> -(-1)^(1/3) - ((-1)^(2/3) e)/3}, "
                    "{x -> (-1)^(2/3) + ((-1)^(1/3) e)/3}}"),
                   ("AsymptoticSolve[x == 1 + e Sin[x], x, {e, 0, 2}]",
                    "{{x -> 1 + e Sin[1] + (e^2 Sin[2])/2}}"),
                   ("AsymptoticSolve[x^2 + e x - 1 == 0, x, e -> 0]", "{{x -> -1}, {x -> 1}}")])
def asymptotic_solve(ev, expr):
    from mathilda.algorithms.calculus.asymptotic_solve import perturbed_roots
    pos, _ = ev.split_options(expr)
    if len(pos) != 3:
        return None
    eq, x, spec = pos
    if type(x) is not Symbol:
        ev.message("AsymptoticSolve", "ivar", x)
        return None
    p = _spec(ev, spec, "AsymptoticSolve")
    if p is None:
        return None
    e, e0, n = p
    if type(e) is not Symbol or e is x:
        ev.message("AsymptoticSolve", "ivar", e)
        return None
    r = perturbed_roots(ev, eq, x, e, e0, 0 if n is None else n)
    if r is None:
        return None
    return Expression(S.List, tuple(Expression(S.List, (Expression(S.Rule, (x, v)),))
                                    for v in r))
