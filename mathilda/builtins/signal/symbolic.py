"""Convolve and DiscreteConvolve of expressions: the defining integral (sum) over the whole
line, done by Integrate (Sum).  UnitStep factors of the integration variable t (arguments
t - a or b - t) become the limits of the integral (sum), times UnitStep[b - a] when both
are present; DiscreteDelta[t - c] factors substitute t = c."""

from mathilda.algorithms.build import from_text as _lang
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {"ivar": "`1` is not a valid variable."}


def _factors(ev, e):
    if isinstance(e, Expression) and e.head is S.Times:
        return list(e.args)
    return [e]


def _linear(ev, arg, t):
    """(sign, c) with arg == sign t + c, or None."""
    coef = ev.evaluate(_lang("Coefficient[a, t]", a=arg, t=t))
    rest = ev.evaluate(_lang("Expand[a - c t]", a=arg, c=coef, t=t))
    if ev.call("FreeQ", rest, t) is not TRUE:
        return None
    if coef == Integer(1) or coef == Integer(-1):
        return coef.value, rest
    return None


def _defining(ev, integrand, t, discrete):
    lower, upper, rest = [], [], []
    for f in _factors(ev, integrand):
        if isinstance(f, Expression) and f.head == Symbol("UnitStep") and len(f.args) == 1:
            lin = _linear(ev, f.args[0], t)
            if lin is not None:
                sign, c = lin
                (lower if sign == 1 else upper).append(
                    ev.evaluate(Expression(S.Times, (Integer(-1), c))) if sign == 1 else c)
                continue
        if discrete and isinstance(f, Expression) and f.head == Symbol("DiscreteDelta") \
                and len(f.args) == 1:
            lin = _linear(ev, f.args[0], t)
            if lin is not None:
                sign, c = lin
                at = ev.evaluate(Expression(S.Times, (Integer(-sign), c)))
                others = [g for g in _factors(ev, integrand) if g is not f]
                body = Expression(S.Times, tuple(others)) if others else Integer(1)
                return ev.evaluate(_lang("b /. t -> c", b=body, t=t, c=at))
        rest.append(f)
    if len(lower) > 1 or len(upper) > 1:
        return None
    a = lower[0] if lower else _lang("-Infinity")
    b = upper[0] if upper else _lang("Infinity")
    body = Expression(S.Times, tuple(rest)) if rest else Integer(1)
    op = "Sum" if discrete else "Integrate"
    r = ev.evaluate(_lang("%s[f, {t, a, b}]" % op, f=body, t=t, a=a, b=b))
    if lower and upper:
        r = ev.evaluate(_lang("Simplify[r UnitStep[b - a]]", r=r, a=a, b=b))
    else:
        r = ev.evaluate(_lang("Simplify[r]", r=r))
    return r


def _convolve(ev, expr, name, discrete):
    pos, _ = ev.split_options(expr)
    if len(pos) != 4:
        return None
    f, g, x, y = pos
    for v in (x, y):
        if type(v) is not Symbol:
            ev.message(name, "ivar", v)
            return None
    for i, h in ((0, f), (1, g)):
        h = ev.call("Expand", h)
        if isinstance(h, Expression) and h.head is S.Plus:     # linearity
            parts = []
            for term in h.args:
                args = [term, g] if i == 0 else [f, term]
                r = _convolve(ev, Expression(expr.head, tuple(args) + (x, y)), name, discrete)
                if r is None:
                    return None
                parts.append(r)
            return ev.evaluate(_lang("Simplify[s]", s=Expression(S.Plus, tuple(parts))))
    t = Symbol("K$1") if discrete else Symbol("T$1")
    integrand = ev.evaluate(_lang("(f /. x -> t) (g /. x -> y - t)", f=f, g=g, x=x, y=y, t=t))
    r = _defining(ev, integrand, t, discrete)
    if r is None or ev.call("FreeQ", r, S.Integrate if not discrete else S.Sum) is not TRUE:
        return None
    return r


@builtin("Convolve", nargs=4, messages=_MESSAGES,
         usage="Convolve[f, g, x, y] gives the convolution Integrate[f(t) g(y - t), {t, "
               "-Infinity, Infinity}] of the expressions f and g in x, as a function of y.",
         examples=[("Convolve[DiracDelta[x], Exp[-x^2], x, y]", "E^(-y^2)"),
                   ("Convolve[UnitStep[x], UnitStep[x], x, y]", "y UnitStep[y]"),
                   ("Convolve[Exp[-x] UnitStep[x], UnitStep[x], x, y]",
                    "(1 - E^(-y)) UnitStep[y]"),
                   ("Convolve[f, g, 1, y]", "Convolve[f, g, 1, y]",
                    ["Convolve::ivar: 1 is not a valid variable."])])
def convolve(ev, expr):
    return _convolve(ev, expr, "Convolve", False)


@builtin("DiscreteConvolve", nargs=4, messages=_MESSAGES,
         usage="DiscreteConvolve[f, g, n, m] gives the convolution Sum[f(k) g(m - k), {k, "
               "-Infinity, Infinity}] of the sequences f and g in n, as a function of m.",
         examples=[("DiscreteConvolve[DiscreteDelta[n - 2], a^n, n, m]", "a^(-2 + m)"),
                   ("DiscreteConvolve[UnitStep[n], UnitStep[n], n, m]",
                    "(1 + m) UnitStep[m]")])
def discrete_convolve(ev, expr):
    return _convolve(ev, expr, "DiscreteConvolve", True)
