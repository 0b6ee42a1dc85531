"""AsymptoticIntegrate and AsymptoticSum (the methods are in
``mathilda/algorithms/calculus/asymptotic.py``): expansions of indefinite integrals and sums
about a point (0, any x0, Infinity), of definite integrals and sums in a parameter (a
regular perturbation about a finite point, Laplace's method and Watson's lemma at
Infinity), and of sums whose upper limit tends to Infinity (Euler-Maclaurin).
``x -> x0`` gives the leading term, ``{x, x0, n}`` the terms to order n."""

from mathilda.algorithms.calculus import asymptotic as asy
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin

_OPTIONS = {"Assumptions": "$Assumptions", "GenerateConditions": "Automatic",
            "Method": "Automatic", "SeriesTermGoal": "Automatic",
            "PerformanceGoal": "$PerformanceGoal", "AccuracyGoal": "Automatic",
            "PrecisionGoal": "Automatic", "WorkingPrecision": "Automatic",
            "GeneratedParameters": "None"}
_MESSAGES = {"ivar": "`1` is not a valid variable.",
             "aspec": "`1` is not a valid asymptotic specification: it must be x -> x0 or "
                      "{x, x0, n} with a variable x and a non-negative integer n."}


def point_spec(ev, name, spec):
    """(x, x0, n or None) of ``x -> x0`` or ``{x, x0, n}``; None after a message."""
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        x, x0 = spec.args
        n = None
    elif isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3 \
            and type(spec.args[2]) is Integer and spec.args[2].value >= 0:
        x, x0, n = spec.args[0], spec.args[1], spec.args[2].value
    else:
        ev.message(name, "aspec", spec)
        return None
    if type(x) is not Symbol:
        ev.message(name, "ivar", x)
        return None
    return x, x0, n


def _sympy_args(*exprs):
    out = [bridge.try_to_sympy(e) for e in exprs]
    return None if any(o is None for o in out) else out


def expansion(ev, sp, compute, var, point, n):
    """compute(order) to order n, or its leading term (n None: the orders tried grow until
    a nonzero expansion comes out)."""
    if n is not None:
        r = compute(n)
    else:
        r = None
        for order in (1, 2, 4, 6):
            ev.check_interrupt()
            r = compute(order)
            if r is None or r != 0:
                break
        if r is not None and r != 0:
            r = asy.leading_term(sp, r, var, point)
    return None if r is None else bridge.try_from_sympy(r, ev)


def _integral_spec(ev, name, spec):
    """(x, a, b) of a definite range {x, a, b}, (x, None, None) of a variable; None."""
    if type(spec) is Symbol:
        return spec, None, None
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3 \
            and type(spec.args[0]) is Symbol:
        return spec.args
    ev.message(name, "ivar", spec)
    return None


@builtin("AsymptoticIntegrate", nargs=(3, None), options=_OPTIONS, messages=_MESSAGES,
         usage="AsymptoticIntegrate[f, x, x -> x0] gives the leading term of an asymptotic "
               "approximation of the indefinite integral of f about x0 (0, any point or "
               "Infinity); AsymptoticIntegrate[f, {x, a, b}, a0 -> a00] of the definite "
               "integral as its parameter a0 tends to a00 (a regular perturbation about a "
               "finite point; Laplace's method, interior or endpoint maxima, at "
               "Infinity); AsymptoticIntegrate[f, ..., {t, t0, n}] the approximation to "
               "order n.",
         examples=[("AsymptoticIntegrate[Exp[-x^2], x, {x, 0, 5}]", "x - x^3/3 + x^5/10"),
                   ("AsymptoticIntegrate[Sin[x]/x, x, x -> 0]", "x"),
                   ("AsymptoticIntegrate[1/(1 + x^2), x, {x, Infinity, 5}]",
                    "-1/(5 x^5) + 1/(3 x^3) - 1/x"),
                   ("AsymptoticIntegrate[Exp[-x^2 - e x^4], {x, -Infinity, Infinity}, "
                    "{e, 0, 2}]", "Sqrt[Pi] - (3 e Sqrt[Pi])/4 + (105 e^2 Sqrt[Pi])/32"),
                   ("AsymptoticIntegrate[Exp[-t x]/(1 + x), {x, 0, Infinity}, "
                    "{t, Infinity, 3}]", "-6/t^4 + 2/t^3 - 1/t^2 + 1/t"),
                   ("AsymptoticIntegrate[Exp[t Cos[x]], {x, 0, Pi}, t -> Infinity]",
                    "(E^t Sqrt[Pi])/(Sqrt[2] Sqrt[t])")])
def asymptotic_integrate(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 3:
        return None
    f, rng, spec = pos
    r = _integral_spec(ev, "AsymptoticIntegrate", rng)
    p = point_spec(ev, "AsymptoticIntegrate", spec)
    if r is None or p is None:
        return None
    x, a, b = r
    t, t0, n = p
    sp = bridge.sympy_module()
    conv = _sympy_args(f, x, t, t0) if a is None else _sympy_args(f, x, a, b, t, t0)
    if conv is None:
        return None
    if a is None:
        sf, sx, st, st0 = conv
        if st != sx:
            ev.message("AsymptoticIntegrate", "ivar", t)
            return None
        return expansion(ev, sp, lambda k: asy.indefinite_integral(sp, sf, sx, st0, k),
                         sx, st0, n)
    sf, sx, sa, sb, st, st0 = conv
    if st == sx:
        ev.message("AsymptoticIntegrate", "ivar", t)
        return None
    return expansion(ev, sp, lambda k: asy.parametric_integral(sp, sf, sx, sa, sb, st, st0,
                                                               k), st, st0, n)


@builtin("AsymptoticSum", nargs=(3, None), attributes=("HoldAll", "Protected"),
         options=dict(_OPTIONS, Regularization="None"), messages=_MESSAGES,
         usage="AsymptoticSum[f, {k, a, n}, n -> Infinity] gives the leading term of an "
               "asymptotic approximation of the sum of f for k from a to n as n tends to "
               "Infinity (Euler-Maclaurin, the constant from the infinite sum, the closed "
               "form or Zeta); AsymptoticSum[f, k, k -> Infinity] of the indefinite sum; "
               "AsymptoticSum[f, {k, a, b}, p -> p0] of a sum as its parameter p tends to "
               "p0; AsymptoticSum[f, ..., {n, n0, m}] the approximation to order m.",
         examples=[("AsymptoticSum[1/k, {k, 1, n}, {n, Infinity, 2}]",
                    "EulerGamma - 1/(12 n^2) + 1/(2 n) + Log[n]"),
                   ("AsymptoticSum[1/k, {k, 1, n}, n -> Infinity]", "Log[n]"),
                   ("AsymptoticSum[1/k^2, {k, 1, n}, {n, Infinity, 3}]",
                    "-1/(6 n^3) + 1/(2 n^2) - 1/n + Pi^2/6"),
                   ("AsymptoticSum[Sqrt[k], {k, 1, n}, {n, Infinity, 1}]",
                    "1/(24 Sqrt[n]) + Sqrt[n]/2 + (2 n^(3/2))/3 + Zeta[-1/2]"),
                   ("AsymptoticSum[1/(k^2 + a), {k, 1, Infinity}, {a, 0, 1}]",
                    "Pi^2/6 - (a Pi^4)/90")])
def asymptotic_sum(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 3:
        return None
    f, rng, spec = pos
    p = point_spec(ev, "AsymptoticSum", ev.evaluate(spec))
    if p is None:
        return None
    t, t0, n = p
    sp = bridge.sympy_module()
    if type(rng) is Symbol:
        k, lo, hi = rng, None, None
    elif isinstance(rng, Expression) and rng.head is S.List and len(rng.args) == 3 \
            and type(rng.args[0]) is Symbol:
        k = rng.args[0]
        lo, hi = ev.evaluate(rng.args[1]), ev.evaluate(rng.args[2])
    else:
        ev.message("AsymptoticSum", "ivar", rng)
        return None
    body = ev.evaluate_in_block([(k, None)], f)
    conv = _sympy_args(body, k, t, t0)
    if conv is None:
        return None
    sf, sk, st, st0 = conv
    if lo is None:
        if st != sk or st0 != sp.oo:
            return None
        return expansion(ev, sp, lambda m: asy.indefinite_sum_at_infinity(sp, sf, sk, m),
                         sk, st0, n)
    bounds = _sympy_args(lo, hi)
    if bounds is None:
        return None
    slo, shi = bounds
    if shi == st and st0 == sp.oo and not slo.has(st) and not sf.has(st):
        return expansion(ev, sp, lambda m: asy.sum_at_infinity(sp, sf, sk, slo, st, m),
                         st, st0, n)
    if not (slo.has(st) or shi.has(st)):
        return expansion(ev, sp, lambda m: asy.parametric_sum(sp, sf, sk, slo, shi, st, st0,
                                                              m), st, st0, n)
    return None
