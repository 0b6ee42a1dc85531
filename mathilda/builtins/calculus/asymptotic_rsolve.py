"""AsymptoticRSolveValue: the leading asymptotic terms of the solution of a recurrence as
n -> Infinity, from its closed form (RSolveValue, rsolve.py) and the growth comparison of
``mathilda/algorithms/calculus/leading_terms.py``."""

from mathilda.algorithms.calculus.leading_terms import leading_terms
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {"aspec": "`1` is not a valid asymptotic specification: it must be n -> Infinity "
                      "or {n, Infinity, k} with a variable n and a positive integer k."}


def _spec(ev, spec):
    """(n, number of terms) of n -> Infinity or {n, Infinity, k}; None after a message."""
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        n, at, k = spec.args[0], spec.args[1], 1
    elif isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3 \
            and type(spec.args[2]) is Integer and spec.args[2].value > 0:
        n, at, k = spec.args[0], spec.args[1], spec.args[2].value
    else:
        ev.message("AsymptoticRSolveValue", "aspec", spec)
        return None
    if type(n) is not Symbol or at != Expression(S.DirectedInfinity, (Integer(1),)):
        ev.message("AsymptoticRSolveValue", "aspec", spec)
        return None
    return n, k


@builtin("AsymptoticRSolveValue", nargs=(3, None),
         options={"Assumptions": "$Assumptions", "GenerateConditions": "Automatic",
                  "Method": "Automatic", "SeriesTermGoal": "Automatic"},
         messages=_MESSAGES,
         usage="AsymptoticRSolveValue[eqns, a[n], n -> Infinity] gives the leading term of the "
               "solution of the recurrence equations eqns as n -> Infinity; "
               "{n, Infinity, k} keeps the terms of the k fastest-growing orders.",
         examples=[("AsymptoticRSolveValue[{a[n + 1] == 2 a[n] + 1, a[0] == 0}, a[n], "
                    "n -> Infinity]", "2^n"),
                   ("AsymptoticRSolveValue[{a[n + 2] == a[n + 1] + a[n], a[0] == 0, "
                    "a[1] == 1}, a[n], n -> Infinity]", "GoldenRatio^n/Sqrt[5]"),
                   ("AsymptoticRSolveValue[{a[n + 1] == 2 a[n] + 1, a[0] == 0}, a[n], "
                    "{n, Infinity, 2}]", "-1 + 2^n"),
                   ("AsymptoticRSolveValue[{a[n + 1] == 2 a[n]}, a[n], 3]",
                    "AsymptoticRSolveValue[{a[1 + n] == 2 a[n]}, a[n], 3]",
                    ["AsymptoticRSolveValue::aspec: 3 is not a valid asymptotic "
                     "specification: it must be n -> Infinity or {n, Infinity, k} with a "
                     "variable n and a positive integer k."])])
def asymptotic_rsolve_value(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 3:
        return None
    eqs, target, spec = pos
    p = _spec(ev, spec)
    if p is None:
        return None
    n, k = p
    exact = ev.evaluate(Expression(S.RSolveValue, (eqs, target, n)))
    if isinstance(exact, Expression) and exact.head is S.RSolveValue:
        return None
    s = bridge.try_to_sympy(exact)
    if s is None:
        return None
    sp = bridge.sympy_module()
    sn = bridge.sympy_symbol(n)
    r = leading_terms(sp, s, sn, k)
    if r is None:
        return None
    w = bridge.try_from_sympy(r, ev)
    if w is None:
        return None
    return ev.evaluate(Expression(S.ReplaceAll, (w, _rule())))   # Sqrt[2 Pi], as Wolfram


def _sqrt_2pi():
    from mathilda.syntax.parser import parse
    return parse("Times[Sqrt[2], Sqrt[Pi], r___] :> Times[Sqrt[2 Pi], r]")


class _Lazy:
    """The Sqrt[2] Sqrt[Pi] -> Sqrt[2 Pi] rule, parsed on first use."""
    rule = None


def _rule():
    if _Lazy.rule is None:
        _Lazy.rule = _sqrt_2pi()
    return _Lazy.rule
