"""FunctionDomain, FunctionRange, MaxLimit, MinLimit and Asymptotic over the reals
(mathilda/algorithms/calculus/domains.py; SymPy's continuous_domain, function_range,
limit and series)."""

from mathilda.algorithms.calculus.domains import (
    asymptotic_terms, limit_bounds, real_domain, real_range, set_to_conditions,
)
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_MESSAGES = {"ivar": "`1` is not a valid variable.",
             "lim": "`1` should be a rule x -> x0.",
             "dom": "The domain `1` is not supported; only Reals is."}


def _e(head, *args):
    return Expression(getattr(S, head), args)


def _conditions(ev, s, x):
    """A SymPy set of reals as conditions on the Expr x (Or of inequalities)."""
    sp = bridge.sympy_module()
    ivs = set_to_conditions(s, sp)
    if ivs is None:
        return None
    parts = []
    for lo, lc, hi, hc in ivs:
        wlo = bridge.try_from_sympy(lo, ev) if lo != -sp.oo else None
        whi = bridge.try_from_sympy(hi, ev) if hi != sp.oo else None
        if lo == hi:
            parts.append(_e("Equal", x, wlo))
        elif wlo is None and whi is None:
            return TRUE
        elif wlo is None:
            parts.append(_e("LessEqual" if hc else "Less", x, whi))
        elif whi is None:
            parts.append(_e("GreaterEqual" if lc else "Greater", x, wlo))
        else:
            if lc == hc:
                parts.append(_e("LessEqual" if lc else "Less", wlo, x, whi))
            else:
                parts.append(_e("Inequality", wlo, S.LessEqual if lc else S.Less, x,
                                S.LessEqual if hc else S.Less, whi))
    if not parts:
        return FALSE
    return parts[0] if len(parts) == 1 else Expression(S.Or, tuple(parts))


def _domain_args(ev, name, expr, n):
    pos, _ = ev.split_options(expr)
    if len(pos) not in (n, n + 1):
        return None
    if len(pos) == n + 1 and pos[n] is not S.Reals:
        ev.message(name, "dom", pos[n])
        return None
    for v in pos[1:n]:
        if type(v) is not Symbol:
            ev.message(name, "ivar", v)
            return None
    return pos[:n]


@builtin("FunctionDomain", nargs=(2, 3), options={"Assumptions": "$Assumptions"},
         messages=_MESSAGES,
         usage="FunctionDomain[f, x] gives the largest real domain on which f is defined, as "
               "conditions on x (functions of one variable; built from the elementary and "
               "special functions SymPy models).",
         examples=[("FunctionDomain[Sqrt[x], x]", "x >= 0"),
                   ("FunctionDomain[1/x, x]", "x < 0 || x > 0"),
                   ("FunctionDomain[Log[x], x]", "x > 0"),
                   ("FunctionDomain[Sqrt[1 - x^2], x]", "-1 <= x <= 1"),
                   ("FunctionDomain[x^2 + 1, x]", "True"),
                   ("FunctionDomain[Log[x^2 - 1], x]", "x < -1 || x > 1")])
def function_domain(ev, expr):
    a = _domain_args(ev, "FunctionDomain", expr, 2)
    if a is None:
        return None
    f, x = a
    g = bridge.try_to_sympy(f)
    if g is None:
        return None
    d = real_domain(g, bridge.sympy_symbol(x))
    return None if d is None else _conditions(ev, d, x)


@builtin("FunctionRange", nargs=(3, 4), options={"Assumptions": "$Assumptions"},
         messages=_MESSAGES,
         usage="FunctionRange[f, x, y] gives the range of the real function f of x as "
               "conditions on y.",
         examples=[("FunctionRange[x^2, x, y]", "y >= 0"),
                   ("FunctionRange[Sin[x], x, y]", "-1 <= y <= 1"),
                   ("FunctionRange[E^x, x, y]", "y > 0"),
                   ("FunctionRange[1/x, x, y]", "y < 0 || y > 0"),
                   ("FunctionRange[Sqrt[1 - x^2], x, y]", "0 <= y <= 1")])
def function_range(ev, expr):
    a = _domain_args(ev, "FunctionRange", expr, 3)
    if a is None:
        return None
    f, x, y = a
    g = bridge.try_to_sympy(f)
    if g is None:
        return None
    r = real_range(g, bridge.sympy_symbol(x))
    return None if r is None else _conditions(ev, r, y)


def _limit_args(ev, name, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 2:
        return None
    f, rule = pos
    if not (isinstance(rule, Expression) and rule.head is S.Rule and len(rule.args) == 2):
        ev.message(name, "lim", rule)
        return None
    x, x0 = rule.args
    if type(x) is not Symbol:
        ev.message(name, "ivar", x)
        return None
    g, p = bridge.try_to_sympy(f), bridge.try_to_sympy(x0)
    if g is None or p is None:
        return None
    return limit_bounds(g, bridge.sympy_symbol(x), p)


_LIMIT_OPTS = {"Direction": "Reals", "Assumptions": "$Assumptions"}


@builtin("MaxLimit", nargs=(2, None), options=_LIMIT_OPTS, messages=_MESSAGES,
         usage="MaxLimit[f, x -> x0] gives the upper limit (limit superior) of f as x "
               "approaches x0 from both sides (x0 may be Infinity).",
         examples=[("MaxLimit[Sin[1/x], x -> 0]", "1"),
                   ("MaxLimit[Sin[x], x -> Infinity]", "1"),
                   ("MaxLimit[1/x, x -> 0]", "Infinity"),
                   ("MaxLimit[x Sin[1/x], x -> 0]", "0"),
                   ("MaxLimit[Sign[x], x -> 0]", "1")])
def max_limit(ev, expr):
    r = _limit_args(ev, "MaxLimit", expr)
    return None if r is None else bridge.try_from_sympy(r[1], ev)


@builtin("MinLimit", nargs=(2, None), options=_LIMIT_OPTS, messages=_MESSAGES,
         usage="MinLimit[f, x -> x0] gives the lower limit (limit inferior) of f as x "
               "approaches x0 from both sides (x0 may be Infinity).",
         examples=[("MinLimit[Sin[1/x], x -> 0]", "-1"),
                   ("MinLimit[Cos[x], x -> Infinity]", "-1"),
                   ("MinLimit[1/x, x -> 0]", "-Infinity"),
                   ("MinLimit[x^2, x -> 2]", "4"),
                   ("MinLimit[Sign[x], x -> 0]", "-1")])
def min_limit(ev, expr):
    r = _limit_args(ev, "MinLimit", expr)
    return None if r is None else bridge.try_from_sympy(r[0], ev)


@builtin("Asymptotic", nargs=(2, None), options={"Assumptions": "$Assumptions"},
         messages=_MESSAGES,
         usage="Asymptotic[f, x -> x0] gives the leading term of f as x approaches x0 "
               "(x0 may be Infinity); Asymptotic[f, {x, x0, n}] the terms of the expansion "
               "up to order n.  Covered: expansions SymPy's series computes (elementary and "
               "many special functions); not AsymptoticIntegrate, AsymptoticSum, "
               "AsymptoticDSolveValue.",
         examples=[("Asymptotic[Sqrt[x^2 + 1], x -> Infinity]", "x"),
                   ("Asymptotic[(x^3 + 1)/(x - 1), x -> Infinity]", "x^2"),
                   ("Asymptotic[Sin[x], x -> 0]", "x"),
                   ("Asymptotic[Exp[x] - 1 - x, x -> 0]", "x^2/2"),
                   ("Asymptotic[Sin[x]/x, {x, 0, 4}]", "1 - x^2/6 + x^4/120")])
def asymptotic(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 2:
        return None
    f, spec = pos
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        x, x0 = spec.args
        order = None
    elif (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3
          and type(spec.args[2]) is Integer):
        x, x0, order = spec.args[0], spec.args[1], spec.args[2].value
    else:
        ev.message("Asymptotic", "lim", spec)
        return None
    if type(x) is not Symbol:
        ev.message("Asymptotic", "ivar", x)
        return None
    g, p = bridge.try_to_sympy(f), bridge.try_to_sympy(x0)
    if g is None or p is None:
        return None
    r = asymptotic_terms(g, bridge.sympy_symbol(x), p, order)
    return None if r is None else bridge.try_from_sympy(r, ev)
