"""NDSolveValue: the value of an expression in the functions NDSolve finds (the same solver,
``ode.py``)."""

from mathilda.builtins.calculus.ode import _ND_MESSAGES
from mathilda.core.expr import Expression, Symbol, S
from mathilda.core.registry import builtin


def _unknowns(ev, eqns, e):
    """The unknown functions of NDSolveValue: the symbols differentiated in the equations
    (Derivative[n][y]), then the heads of e applied in the equations, in order of
    appearance."""
    found = []

    def walk(x):
        if not isinstance(x, Expression):
            return
        h = x.head
        if isinstance(h, Expression) and h.head is S.Derivative and len(x.args) == 1 \
                and type(x.args[0]) is Symbol:            # Derivative[n][y]
            if x.args[0] not in found:
                found.append(x.args[0])
        walk(h)
        for a in x.args:
            walk(a)

    walk(eqns)
    if not found:
        return found
    applied = set()

    def heads(x):
        if isinstance(x, Expression):
            if type(x.head) is Symbol:
                applied.add(x.head)
            else:
                heads(x.head)
            for a in x.args:
                heads(a)

    heads(eqns)
    extra = []

    def from_e(x):
        if type(x) is Symbol and x in applied and x not in found and x not in extra \
                and x.name not in ev.defs.builtins:
            extra.append(x)
        elif isinstance(x, Expression):
            from_e(x.head)
            for a in x.args:
                from_e(a)

    from_e(e)
    return found + extra


@builtin("NDSolveValue", nargs=(3, None), options={"MaxSteps": "10000"},
         messages=_ND_MESSAGES,
         usage="NDSolveValue[{eqns, ics}, expr, {x, xmin, xmax}] gives the value of expr "
               "with the functions in it the numerical solution of the ordinary differential "
               "equations (the same solver as NDSolve): y gives an InterpolatingFunction, "
               "y[x] one applied to x, y[1] a number.",
         examples=[("NDSolveValue[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]",
                    "InterpolatingFunction[{{0., 1.}}, <>]"),
                   ("NDSolveValue[{y'[x] == y[x], y[0] == 1}, y[1], {x, 0, 1}]", "2.71828"),
                   ("f = NDSolveValue[{y''[x] == -y[x], y[0] == 0, y'[0] == 1}, y, "
                    "{x, 0, 2}]; f[1.]", "0.841471"),
                   ("NDSolveValue[{x'[t] == -y[t], y'[t] == x[t], x[0] == 1, y[0] == 0}, "
                    "x[2] + y[2], {t, 0, 3}]", "0.493151"),
                   ("NDSolveValue[{y'[x] == 2 x, y[0] == 0}, y[x], {x, 0, 2}] /. x -> 1.5",
                    "2.25"),
                   ("NDSolveValue[{y'[x] == y[x]}, y, {x, 0, 1}]",
                    "NDSolveValue[{y'[x] == y[x]}, y, {x, 0, 1}]",
                    ["NDSolve::ndnco: The number of constraints (0) (initial conditions) is "
                     "not equal to the total differential order of the system plus the "
                     "number of discrete variables (1)."])])
def ndsolve_value(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 3:
        return None
    eqns, e, rng = pos
    funcs = _unknowns(ev, eqns, e)
    if not funcs:
        ev.message("NDSolve", "ndode", eqns)
        return None
    spec = funcs[0] if len(funcs) == 1 else Expression(S.List, tuple(funcs))
    rules = tuple(Expression(S.Rule, (S[k], v)) for k, v in opts.items()
                  if k in ("MaxSteps",))
    sol = ev.evaluate(Expression(S.NDSolve, (eqns, spec, rng) + rules))
    if not (isinstance(sol, Expression) and sol.head is S.List and len(sol.args) == 1
            and isinstance(sol.args[0], Expression) and sol.args[0].head is S.List):
        return None
    return ev.evaluate(Expression(S.ReplaceAll, (e, sol.args[0])))
