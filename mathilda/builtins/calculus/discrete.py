"""Discrete calculus: DifferenceDelta, DiscreteShift, DiscreteRatio (native, then
simplified), GeneratingFunction, ExponentialGeneratingFunction and SumConvergence (SymPy,
mathilda/algorithms/calculus/domains.py)."""

from mathilda.algorithms.calculus.domains import generating_sum, sum_converges
from mathilda.algorithms.calculus.wolfram_form import rational_form
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_MESSAGES = {"ivar": "`1` is not a valid variable.",
             "spec": "`1` is not a valid step specification: a variable, {i, n} or "
                     "{i, n, h}."}


def _step_specs(ev, name, specs):
    """[(i, n, h)] for specs i, {i, n}, {i, n, h}; None after a message."""
    out = []
    for sp in specs:
        if type(sp) is Symbol:
            out.append((sp, Integer(1), Integer(1)))
            continue
        if (isinstance(sp, Expression) and sp.head is S.List and 2 <= len(sp.args) <= 3
                and type(sp.args[0]) is Symbol):
            n = sp.args[1]
            h = sp.args[2] if len(sp.args) == 3 else Integer(1)
            out.append((sp.args[0], n, h))
            continue
        ev.message(name, "spec", sp)
        return None
    return out


def _shift(f, i, k, h):
    """f with i replaced by i + k h."""
    return Expression(S.ReplaceAll, (f, Expression(S.Rule, (i, Expression(S.Plus, (
        i, Expression(S.Times, (k, h))))))))


def _simplify(ev, e):
    return ev.call("Simplify", ev.evaluate(e))


@builtin("DiscreteShift", nargs=(2, None), messages=_MESSAGES,
         usage="DiscreteShift[f, i] gives f with i replaced by i + 1; DiscreteShift[f, {i, n}] "
               "the n-th shift (i + n); DiscreteShift[f, {i, n, h}] with step h; several "
               "specifications shift in each variable.",
         examples=[("DiscreteShift[f[i], i]", "f[1 + i]"),
                   ("DiscreteShift[i^2, i]", "(1 + i)^2"),
                   ("DiscreteShift[f[i], {i, 3}]", "f[3 + i]"),
                   ("DiscreteShift[f[i], {i, 2, h}]", "f[2 h + i]"),
                   ("DiscreteShift[f[i, j], i, j]", "f[1 + i, 1 + j]")])
def discrete_shift(ev, expr):
    specs = _step_specs(ev, "DiscreteShift", expr.args[1:])
    if specs is None:
        return None
    e = expr.args[0]
    for i, n, h in specs:
        e = ev.evaluate(_shift(e, i, n, h))
    return e


def _difference(ev, f, i, n, h):
    if type(n) is not Integer or n.value < 0 or not ev.check_size(n.value + 1,
                                                                   "DifferenceDelta"):
        return None
    terms = []
    from math import comb
    for k in range(n.value + 1):
        ev.check_interrupt()
        c = (-1) ** (n.value - k) * comb(n.value, k)
        terms.append(Expression(S.Times, (Integer(c), _shift(f, i, Integer(k), h))))
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


@builtin("DifferenceDelta", nargs=(2, None), messages=_MESSAGES,
         usage="DifferenceDelta[f, i] gives the forward difference f(i + 1) - f(i); "
               "DifferenceDelta[f, {i, n}] the n-th difference; DifferenceDelta[f, {i, n, h}] "
               "with step h; DifferenceDelta[f, i, j, ...] the mixed difference.",
         examples=[("DifferenceDelta[i^3, i]", "1 + 3 i + 3 i^2"),
                   ("DifferenceDelta[f[i], i]", "-f[i] + f[1 + i]"),
                   ("DifferenceDelta[i^3, {i, 2}]", "6 + 6 i"),
                   ("DifferenceDelta[2^i, i]", "2^i"),
                   ("DifferenceDelta[f[i], {i, 1, h}]", "-f[i] + f[h + i]"),
                   ("DifferenceDelta[i j^2, i, j]", "1 + 2 j")])
def difference_delta(ev, expr):
    specs = _step_specs(ev, "DifferenceDelta", expr.args[1:])
    if specs is None:
        return None
    e = expr.args[0]
    for i, n, h in specs:
        e = _difference(ev, e, i, n, h)
        if e is None:
            return None
    return ev.call("Simplify", e)


@builtin("DiscreteRatio", nargs=(2, None), messages=_MESSAGES,
         usage="DiscreteRatio[f, i] gives the ratio f(i + 1)/f(i); DiscreteRatio[f, {i, n}] "
               "the n-th ratio; DiscreteRatio[f, {i, n, h}] with step h.",
         examples=[("DiscreteRatio[2^i, i]", "2"),
                   ("DiscreteRatio[i!, i]", "1 + i"),
                   ("DiscreteRatio[f[i], i]", "f[1 + i]/f[i]"),
                   ("DiscreteRatio[i^2, i]", "(1 + i)^2/i^2"),
                   ("DiscreteRatio[2^i, {i, 1, h}]", "2^h")])
def discrete_ratio(ev, expr):
    specs = _step_specs(ev, "DiscreteRatio", expr.args[1:])
    if specs is None:
        return None
    e = expr.args[0]
    for i, n, h in specs:
        if type(n) is not Integer or n.value < 0:
            return None
        for _ in range(n.value):
            ev.check_interrupt()
            ratio = Expression(S.Times, (_shift(e, i, Integer(1), h),
                                         Expression(S.Power, (e, Integer(-1)))))
            e = ev.call("FullSimplify", ev.evaluate(ratio))
    return e


def _generating(ev, expr, name, exponential):
    f, n, x = expr.args
    if type(n) is not Symbol:
        ev.message(name, "ivar", n)
        return None
    if type(x) is not Symbol:
        ev.message(name, "ivar", x)
        return None
    if isinstance(f, Expression) and f.head is S.List:
        return Expression(S.List, tuple(Expression(expr.head, (g, n, x)) for g in f.args))
    sp = bridge.sympy_module()
    g = bridge.try_to_sympy(f)
    if g is None:
        return None
    xs = bridge.sympy_symbol(x)
    r = generating_sum(g, bridge.sympy_symbol(n), xs, exponential)
    if r is None:
        return None
    if r.is_rational_function(xs):
        r = rational_form(sp, sp.cancel(r), xs) if isinstance(r, sp.Add) else r
        num, den = sp.fraction(r)
        if num.is_number and den.subs(xs, 0).is_negative:     # -1/(-1 + x): 1/(1 - x)
            r = sp.Mul(-num, sp.Pow(sp.expand(-den), -1), evaluate=False)
    return bridge.try_from_sympy(r, ev)


@builtin("GeneratingFunction", nargs=3, messages=_MESSAGES,
         usage="GeneratingFunction[f, n, x] gives the generating function Sum[f x^n, "
               "{n, 0, Infinity}] of the sequence f.",
         examples=[("GeneratingFunction[1, n, x]", "1/(1 - x)"),
                   ("GeneratingFunction[n, n, x]", "x/(-1 + x)^2"),
                   ("GeneratingFunction[1/n!, n, x]", "E^x"),
                   ("GeneratingFunction[a^n, n, x]", "1/(1 - a x)"),
                   ("GeneratingFunction[1/(n + 1), n, x]", "-(Log[1 - x]/x)")])
def generating_function(ev, expr):
    return _generating(ev, expr, "GeneratingFunction", False)


@builtin("ExponentialGeneratingFunction", nargs=3, messages=_MESSAGES,
         usage="ExponentialGeneratingFunction[f, n, x] gives the exponential generating "
               "function Sum[f x^n/n!, {n, 0, Infinity}] of the sequence f.",
         examples=[("ExponentialGeneratingFunction[1, n, x]", "E^x"),
                   ("ExponentialGeneratingFunction[n, n, x]", "E^x x"),
                   ("ExponentialGeneratingFunction[2^n, n, x]", "E^(2 x)"),
                   ("ExponentialGeneratingFunction[n!, n, x]", "1/(1 - x)"),
                   ("ExponentialGeneratingFunction[(-1)^n, n, x]", "E^(-x)")])
def exponential_generating_function(ev, expr):
    return _generating(ev, expr, "ExponentialGeneratingFunction", True)


@builtin("SumConvergence", nargs=(2, None), messages=_MESSAGES,
         options={"Assumptions": "$Assumptions", "Method": "Automatic"},
         usage="SumConvergence[f, n] gives True when Sum[f, {n, n0, Infinity}] converges "
               "and False when it diverges (numeric sequences; conditions on parameters are "
               "not derived).",
         examples=[("SumConvergence[1/n^2, n]", "True"),
                   ("SumConvergence[1/n, n]", "False"),
                   ("SumConvergence[(-1)^n/n, n]", "True"),
                   ("SumConvergence[2^-n, n]", "True"),
                   ("SumConvergence[1/Log[n], n]", "False")])
def sum_convergence(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 2:
        return None
    f, n = pos
    if type(n) is not Symbol:
        ev.message("SumConvergence", "ivar", n)
        return None
    g = bridge.try_to_sympy(f)
    if g is None:
        return None
    r = sum_converges(g, bridge.sympy_symbol(n))
    return None if r is None else (TRUE if r else FALSE)
