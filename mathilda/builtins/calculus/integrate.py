"""Integrate: antiderivatives and definite integrals through SymPy, post-processed toward the
Wolfram forms by ``mathilda/algorithms/calculus/wolfram_form.py``; definite integrals carry
their conditions (ConditionalExpression), honour ``Assumptions`` (and ``$Assumptions``) and
``GenerateConditions``."""

from mathilda.algorithms.algebra.simplify import assumption_symbols
from mathilda.algorithms.calculus.principal_value import principal_value
from mathilda.algorithms.calculus.series import series_integral
from mathilda.algorithms.calculus.wolfram_form import (
    antiderivative_form, definite_form, result_form,
)
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin


class _NoResult(Exception):
    """SymPy could not do the integral (or its answer cannot be used)."""


def _sympy_ok(r, sp):
    return r is not None and not r.has(sp.Integral, sp.Sum, sp.Product, sp.Limit)


def _infinite(r, sp):
    return r in (sp.oo, -sp.oo, sp.zoo, sp.nan)


def _assumed_symbols(ev, opts, sp):
    """{plain SymPy symbol: the symbol carrying the assumptions} from the Assumptions option
    (its default, $Assumptions, included)."""
    table = {}
    for assum in (ev.evaluate(S["$Assumptions"]), opts.get("Assumptions")):
        if assum is None or assum is TRUE or assum is S.Automatic \
                or assum is S["$Assumptions"]:
            continue
        assumption_symbols(ev, assum, sp, table)
    reps = {}
    for sym, kw in table.items():
        plain = bridge.sympy_symbol(sym)
        try:
            reps[plain] = sp.Symbol(plain.name, **kw)
        except Exception as exc:  # contradictory keywords: that assumption is not used
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
    return reps


def _call_sympy(fn, *args, **kw):
    try:
        return fn(*args, **kw)
    except Exception as exc:  # SymPy gives up with assorted exceptions
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        raise _NoResult from exc


@builtin("Integrate", nargs=(2, None), attributes=("Protected", "ReadProtected"),
         options={"Assumptions": "$Assumptions", "GenerateConditions": "Automatic",
                  "PrincipalValue": "False"},
         messages={"ilim": "Invalid integration variable or limit(s) in `1`.",
                   "idiv": "Integral of `1` does not converge on `2`."},
         usage="Integrate[f, x] gives the indefinite integral of f; Integrate[f, {x, a, b}] "
               "the definite integral from a to b, as a ConditionalExpression when it holds "
               "only for some values of the parameters (Assumptions -> ... states them, "
               "GenerateConditions -> False drops the conditions, PrincipalValue -> True "
               "gives the Cauchy principal value); several specifications "
               "integrate repeatedly (the last one innermost).",
         examples=[("Integrate[x^2, x]", "x^3/3"), ("Integrate[Sin[x], x]", "-Cos[x]"),
                   ("Integrate[Sin[x]^2, x]", "x/2 - Sin[2 x]/4"),
                   ("Integrate[1/Sin[x], x]", "-ArcTanh[Cos[x]]"),
                   ("Integrate[Cos[x]/x, x]", "CosIntegral[x]"),
                   ("Integrate[x^2, {x, 0, 1}]", "1/3"),
                   ("Integrate[Exp[-x^2], {x, -Infinity, Infinity}]", "Sqrt[Pi]"),
                   ("Integrate[Exp[-a x], {x, 0, Infinity}]",
                    "ConditionalExpression[1/a, Re[a] > 0]"),
                   ("Integrate[Exp[-a x], {x, 0, Infinity}, Assumptions -> a > 0]", "1/a"),
                   ("Integrate[Series[Cos[x], {x, 0, 4}], x]", "x - x^3/6 + x^5/120 + O[x]^6"),
                   ("Integrate[x y, x, y]", "(x^2 y^2)/4")])
def integrate(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) < 2:
        return None
    f = pos[0]
    specs = pos[1:]
    sp = bridge.sympy_module()
    parsed = []
    for spec in specs:
        if type(spec) is Symbol:
            parsed.append((spec, None))
        elif isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3 \
                and type(spec.args[0]) is Symbol:
            parsed.append((spec.args[0], spec.args[1:]))
        else:
            ev.message("Integrate", "ilim", spec)
            return None
    if isinstance(f, Expression) and f.head is S.SeriesData and len(parsed) == 1 \
            and parsed[0][1] is None:
        return series_integral(ev, f, parsed[0][0])
    gc = opts.get("GenerateConditions", S.Automatic)
    if opts.get("PrincipalValue") is TRUE:
        gc = "PrincipalValue"
    reps = _assumed_symbols(ev, opts, sp)
    if isinstance(f, Expression) and f.head is S.List:
        out = []
        for g in f.args:
            r = _integrate(ev, g, parsed, sp, reps, gc)
            out.append(Expression(S.Integrate, (g,) + tuple(specs)) if r is None else r)
        return Expression(S.List, tuple(out))
    return _integrate(ev, f, parsed, sp, reps, gc)


def _integrate(ev, f, parsed, sp, reps, gc):
    s = bridge.try_to_sympy(f)
    if s is None:
        return None
    s = s.xreplace(reps)
    cond = sp.true
    try:
        for var, lims in reversed(parsed):
            sv = bridge.sympy_symbol(var)
            sv = reps.get(sv, sv)              # the variable with its assumptions
            if lims is None:
                r = _antiderivative(sp, s, sv)
                if r is None:
                    return None
            else:
                a, b = (bridge.try_to_sympy(x) for x in lims)
                if a is None or b is None:
                    return None
                a, b = a.xreplace(reps), b.xreplace(reps)
                r, c = _definite(sp, s, sv, a, b, gc)
                if r is None:
                    return None
                if _infinite(r, sp) or c is sp.false:
                    ev.message("Integrate", "idiv", f, Expression(S.List, tuple(lims)))
                    return None
                cond = sp.And(cond, c)
            s = r
    except _NoResult:
        return None
    value = bridge.try_from_sympy(s, ev)
    if value is None:
        return None
    value = result_form(ev, value)
    if cond is sp.true or gc is FALSE:
        return value
    c = bridge.try_from_sympy(cond, ev)
    if c is None or c is TRUE:
        return value
    return ev.evaluate(Expression(S.ConditionalExpression, (value, c)))


def _antiderivative(sp, s, sv):
    """An antiderivative of s in the Wolfram form, or None.  When SymPy's answer brings in I
    for a real-looking integrand (1/(1 + x^2/a) as logarithms of x +- a Sqrt[-1/a]), the
    parameters are taken positive, as the generic answer the Wolfram Language gives
    (Sqrt[a] ArcTan[x/Sqrt[a]])."""
    r = bridge.generic_piece(_call_sympy(sp.integrate, s, sv))
    if not _sympy_ok(r, sp):
        return None
    params = [p for p in s.free_symbols - {sv} if p.is_positive is None]
    if params and not s.has(sp.I) and (r.has(sp.I) or _has_root_of_negative(sp, r)):
        pos = {p: sp.Dummy(p.name, positive=True) for p in params}
        try:
            alt = bridge.generic_piece(_call_sympy(sp.integrate, s.xreplace(pos), sv))
        except _NoResult:
            alt = None
        if alt is not None and _sympy_ok(alt, sp) and not alt.has(sp.I):
            back = {d: p for p, d in pos.items()}
            r = alt.xreplace(back)
    r = antiderivative_form(sp, r, s, sv)
    if params and any(p.exp.is_Rational and not p.exp.is_Integer and p.base.free_symbols
                      and not p.base.has(sv) for p in r.atoms(sp.Pow)):
        # roots of the parameters in the generic (positive) form: b Sqrt[1/b] is Sqrt[b]
        pos = {p: sp.Dummy(p.name, positive=True) for p in params}
        back = {d: p for p, d in pos.items()}
        cand = r.xreplace(pos).xreplace(back)
        if sp.count_ops(cand) < sp.count_ops(r):
            r = cand
    return r


def _has_root_of_negative(sp, r):
    """Sqrt[-1/a] and the like: a power with a fractional exponent of a negated term."""
    return any(p.exp.is_Rational and not p.exp.is_Integer and p.base.could_extract_minus_sign()
               for p in r.atoms(sp.Pow))


def _definite(sp, s, sv, a, b, gc):
    """(value, condition) of the integral of s over [a, b]; (None, None) when SymPy cannot."""
    if gc == "PrincipalValue":            # the Cauchy principal value (rational integrands:
        if not s.is_rational_function(sv):    # SymPy's method hangs on others)
            return principal_value(sp, s, sv, a, b), sp.true
        r = _call_sympy(lambda: sp.Integral(s, (sv, a, b)).principal_value())
        c = sp.true
    elif gc is FALSE:
        r = _call_sympy(sp.integrate, s, (sv, a, b), conds="none")
        c = sp.true
    else:
        r = _call_sympy(sp.integrate, s, (sv, a, b), conds="separate")
        if isinstance(r, tuple):
            r, c = r
        else:
            c = sp.true
    r = bridge.generic_piece(r)
    if not _sympy_ok(r, sp):
        return None, None
    r, c = definite_form(sp, r, c)
    if gc is FALSE or gc == "PrincipalValue":
        c = sp.true
    return r, c
