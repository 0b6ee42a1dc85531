"""ParametricNDSolve and ParametricNDSolveValue: NDSolve with symbolic parameters, giving
ParametricFunction objects that solve the equations (NDSolveValue, ndsolve_value.py) with
the parameters replaced by the numbers they are applied to.

A ParametricFunction prints as ParametricFunction[<>]; pf[p1, ..., pn] with numeric
values gives the InterpolatingFunction (ParametricNDSolve) or the value of the expression
(ParametricNDSolveValue); with symbolic values it stays unevaluated.
"""

from mathilda.builtins.calculus.ndsolve_events import _substitute
from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "pvar": "The parameter specification `1` should be a list of symbols or of lists "
            "{p, pmin, pmax}.",
}


class ParametricFunctionExpr(Expression):
    """ParametricFunction[<>]: params (Symbols), the held NDSolveValue call to make."""

    __slots__ = ("params", "call")

    def __init__(self, params, call):
        Expression.__init__(self, S.ParametricFunction, (String("<>"),))
        self.params = tuple(params)
        self.call = call

    def __reduce__(self):
        return (ParametricFunctionExpr, (self.params, self.call))

    def __eq__(self, other):
        return isinstance(other, ParametricFunctionExpr) and self.params == other.params \
            and self.call == other.call

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(("ParametricFunction", self.params, self.call))


def _params(ev, name, spec):
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    out = []
    for p in items:
        if isinstance(p, Expression) and p.head is S.List and p.args:
            p = p.args[0]
        if type(p) is not Symbol or p.is_number:
            ev.message(name, "pvar", spec)
            return None
        out.append(p)
    return out


def _make(ev, expr, name):
    pos, opts = ev.split_options(expr)
    if len(pos) != 4:
        return None
    eqns, target, rng, spec = pos
    params = _params(ev, name, spec)
    if params is None:
        return None
    rules = tuple(Expression(S.Rule, (S[k], v)) for k, v in opts.items() if k == "MaxSteps")
    return params, eqns, target, rng, rules


@builtin("ParametricNDSolveValue", nargs=(4, None), options={"MaxSteps": "10000"},
         messages=_MESSAGES,
         usage="ParametricNDSolveValue[eqns, expr, {x, xmin, xmax}, {p1, ..., pn}] gives a "
               "ParametricFunction pf: pf[v1, ..., vn] is the value of expr with the "
               "functions in it the numerical solution of eqns for parameters p = v.",
         examples=[("ParametricNDSolveValue[{y'[t] == a y[t], y[0] == 1}, y[1], {t, 0, 1}, "
                    "{a}]", "ParametricFunction[<>]"),
                   ("pf = ParametricNDSolveValue[{y'[t] == a y[t], y[0] == 1}, y[1], "
                    "{t, 0, 1}, {a}]; {pf[1], pf[-1], pf[b]}", "{2.71828, 0.367879, ParametricFunction[<>][b]}"),
                   ("pf = ParametricNDSolveValue[{y''[t] == -w^2 y[t], y[0] == 0, "
                    "y'[0] == w}, y, {t, 0, 2}, {w}]; pf[2][1.]", "0.909297"),
                   ("ParametricNDSolveValue[{y'[t] == a y[t], y[0] == 1}, y[1], {t, 0, 1}, 2]",
                    "ParametricNDSolveValue[{y'[t] == a y[t], y[0] == 1}, y[1], {t, 0, 1}, 2]",
                    ["ParametricNDSolveValue::pvar: The parameter specification 2 should be "
                     "a list of symbols or of lists {p, pmin, pmax}."])])
def parametric_ndsolve_value(ev, expr):
    made = _make(ev, expr, "ParametricNDSolveValue")
    if made is None:
        return None
    params, eqns, target, rng, rules = made
    return ParametricFunctionExpr(params, Expression(S.NDSolveValue,
                                                     (eqns, target, rng) + rules))


@builtin("ParametricNDSolve", nargs=(4, None), options={"MaxSteps": "10000"},
         messages=_MESSAGES,
         usage="ParametricNDSolve[eqns, y, {x, xmin, xmax}, {p1, ..., pn}] gives {y -> pf} "
               "with pf a ParametricFunction: pf[v1, ..., vn] is the InterpolatingFunction "
               "solving eqns for parameters p = v (several functions: a rule for each).",
         examples=[("ParametricNDSolve[{y'[t] == a y[t], y[0] == 1}, y, {t, 0, 1}, {a}]",
                    "{y -> ParametricFunction[<>]}"),
                   ("s = ParametricNDSolve[{y'[t] == a y[t], y[0] == 1}, y, {t, 0, 1}, {a}]; "
                    "(y /. s)[2]", "InterpolatingFunction[{{0., 1.}}, <>]"),
                   ("s = ParametricNDSolve[{y'[t] == a y[t], y[0] == 1}, y, {t, 0, 1}, {a}]; "
                    "y[2][0.5] /. s", "2.71828"),
                   ("s = ParametricNDSolve[{x'[t] == -k y[t], y'[t] == k x[t], x[0] == 1, "
                    "y[0] == 0}, {x, y}, {t, 0, 2}, {{k, 0, 2}}]; {x[1][1.], y[1][1.]} /. s",
                    "{0.540302, 0.841471}")])
def parametric_ndsolve(ev, expr):
    made = _make(ev, expr, "ParametricNDSolve")
    if made is None:
        return None
    params, eqns, target, rng, rules = made
    funcs = target.args if isinstance(target, Expression) and target.head is S.List \
        else (target,)
    out = []
    for f in funcs:
        if type(f) is not Symbol:
            ev.message("NDSolve", "dsvar", f)
            return None
        out.append(Expression(S.Rule, (f, ParametricFunctionExpr(
            params, Expression(S.NDSolveValue, (eqns, f, rng) + rules)))))
    return Expression(S.List, tuple(out))


@builtin("ParametricFunction", sub=True,
         usage="ParametricFunction[<>] represents a function of parameters that "
               "ParametricNDSolve and ParametricNDSolveValue return; pf[v1, ..., vn] solves "
               "the equations for the numeric parameter values v.",
         examples=[("pf = ParametricNDSolveValue[{y'[t] == a y[t] + b, y[0] == 1}, y[1], "
                    "{t, 0, 1}, {a, b}]; pf[0, 1]", "2."),
                   ("pf = ParametricNDSolveValue[{y'[t] == a y[t], y[0] == 1}, y[1], "
                    "{t, 0, 1}, {a}]; Table[pf[a], {a, 0, 1, 1/2}]",
                    "{1., 1.64872, 2.71828}")])
def parametric_function(ev, expr):
    pf = expr.head
    if not isinstance(pf, ParametricFunctionExpr):
        return None
    args = expr.args
    if len(args) != len(pf.params):
        return None
    values = []
    for a in args:
        v = ev.evaluate(Expression(S.N, (a,)))
        if type(v) not in (Integer, Real):
            return None
        values.append(v)
    table = dict(zip(pf.params, values))
    return ev.evaluate(_substitute(pf.call, table))
