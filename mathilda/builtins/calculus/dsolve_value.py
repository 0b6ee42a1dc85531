"""DSolveValue: the value of an expression in the functions a symbolic solution of
differential equations gives (the same solver as DSolve, ``ode.py``)."""

from mathilda.builtins.calculus.ndsolve_value import _unknowns
from mathilda.builtins.calculus.ode import _DS_MESSAGES, _dsolve
from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin


@builtin("DSolveValue", nargs=3, messages=_DS_MESSAGES,
         usage="DSolveValue[eqn, expr, x] gives the value of expr determined by a symbolic "
               "solution of the ordinary differential equation eqn (or a list of equations, "
               "with initial conditions) in the independent variable x: y gives a pure "
               "function, y[x] an expression in x; when there are several solutions, the "
               "first.",
         examples=[("DSolveValue[y'[x] == x y[x], y[x], x]", "E^(x^2/2) C[1]"),
                   ("DSolveValue[{y'[x] == x y[x], y[0] == 1}, y[x], x]", "E^(x^2/2)"),
                   ("DSolveValue[y'[x] == y[x], y, x]", "Function[{x}, E^x C[1]]"),
                   ("DSolveValue[{y''[x] + y[x] == 0, y[0] == 0, y'[0] == 1}, y[Pi/2], x]",
                    "1"),
                   ("DSolveValue[{x'[t] == y[t], y'[t] == -x[t], x[0] == 1, y[0] == 0}, "
                    "{x[t], y[t]}, t]", "{Cos[t], -Sin[t]}"),
                   ("DSolveValue[{y'[x] == y[x], y[0] == 1}, y[x] + y'[x], x]", "2 E^x"),
                   ("DSolveValue[y'[x] == y[x], y[x], 1]", "DSolveValue[y'[x] == y[x], y[x], 1]",
                    ["DSolveValue::dsvar: 1 cannot be used as a variable."])])
def dsolve_value(ev, expr):
    eqns, e, x = expr.args
    funcs = _unknowns(ev, eqns, e)
    if not funcs:
        return None
    spec = Expression(S.List, tuple(funcs))
    r = _dsolve(ev, Expression(S.DSolve, (eqns, spec, x)), "DSolveValue")
    if r is None or not (isinstance(r, Expression) and r.head is S.List and r.args):
        return None
    return ev.evaluate(Expression(S.ReplaceAll, (e, r.args[0])))
