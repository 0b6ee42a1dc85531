"""Power series: Series (through the SymPy bridge), the SeriesData object, its OutputForm
(``format_series``) and its normal form (``normal_series``, for Normal).

``SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den]`` stands for
``Sum[a_k (x - x0)^((nmin + k)/den), k] + O[x - x0]^(nmax/den)``; for ``x0 = Infinity`` the
powers are powers of ``1/x``.  Leading and trailing zero coefficients are dropped, as the
Wolfram Language does.
"""

from fractions import Fraction
from math import lcm

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Rational, Symbol, S, make_rational
from mathilda.core.registry import builtin, symbol_spec

__all__ = ["normal_series", "format_series", "series_terms", "make_series_data"]


def _is_infinity(x0):
    return isinstance(x0, Expression) and x0.head is S.DirectedInfinity and len(x0.args) == 1


def _base(x, x0):
    """The expansion variable: x - x0, or 1/x at infinity (unevaluated)."""
    if _is_infinity(x0):
        d = x0.args[0]
        return Expression(S.Power, (Expression(S.Times, (d, x)), Integer(-1)))
    if x0 == Integer(0):
        return x
    return Expression(S.Plus, (x, Expression(S.Times, (Integer(-1), x0))))


def _valid(expr):
    a = expr.args
    return (len(a) == 6 and isinstance(a[2], Expression) and a[2].head is S.List
            and type(a[3]) is Integer and type(a[4]) is Integer and type(a[5]) is Integer
            and a[5].value > 0)


def series_terms(ev, expr):
    """The evaluated terms of a SeriesData in increasing order, and the order term
    ``O[base]^p`` (unevaluated), or None when expr is not a valid SeriesData."""
    if not _valid(expr):
        return None
    x, x0, coeffs, nmin, nmax, den = expr.args
    base = ev.evaluate(_base(x, x0))
    terms = []
    for k, c in enumerate(coeffs.args):
        if c == Integer(0):
            continue
        p = make_rational(nmin.value + k, den.value)
        if p == Integer(0):
            terms.append(c)
        else:
            terms.append(ev.evaluate(Expression(S.Times, (c, Expression(S.Power, (base, p))))))
    order = make_rational(nmax.value, den.value)
    o = Expression(S.O, (base,))
    if order != Integer(1):
        o = Expression(S.Power, (o, order))
    return terms, o


def normal_series(ev, expr):
    """Normal[SeriesData[...]]: the sum of the terms (the order term dropped); None when
    expr is not a valid SeriesData.  Normal (mathilda/builtins/associations.py) calls this."""
    r = series_terms(ev, expr)
    if r is None:
        return None
    terms = r[0]
    if not terms:
        return Integer(0)
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


def format_series(ev, expr, fmt):
    """The OutputForm text of a SeriesData, ``1 + x + x^2/2 + O[x]^3``: each term printed with
    ``fmt`` (an Expr -> str printer) in increasing order, sums in parentheses; None when
    expr is not a valid SeriesData (print it as a normal expression then)."""
    r = series_terms(ev, expr)
    if r is None:
        return None
    terms, o = r
    parts = []
    for t in terms:
        s = fmt(t)
        if isinstance(t, Expression) and t.head is S.Plus:
            s = "(" + s + ")"
        parts.append(s)
    parts.append(fmt(o))
    out = parts[0]
    for s in parts[1:]:
        if s.startswith("-"):
            out += " - " + s[1:]
        else:
            out += " + " + s
    return out


def make_series_data(x, x0, pairs, order):
    """SeriesData from ``pairs`` [(exponent Fraction, coefficient Expr)] and the order of
    the O term (a Fraction)."""
    pairs = [(p, c) for p, c in pairs if c != Integer(0)]
    den = 1
    for p, _ in pairs:
        den = lcm(den, Fraction(p).denominator)
    den = lcm(den, Fraction(order).denominator)
    nmax = int(Fraction(order) * den)
    if not pairs:
        return Expression(S.SeriesData, (x, x0, Expression(S.List, ()), Integer(nmax),
                                         Integer(nmax), Integer(den)))
    idx = {int(Fraction(p) * den): c for p, c in pairs}
    lo = min(idx)
    hi = max(idx)
    coeffs = tuple(idx.get(k, Integer(0)) for k in range(lo, hi + 1))
    return Expression(S.SeriesData, (x, x0, Expression(S.List, coeffs), Integer(lo),
                                     Integer(nmax), Integer(den)))


def _series(ev, f, x, x0, n):
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(f)
    p0 = bridge.try_to_sympy(x0)
    if s is None or p0 is None:
        return None
    xs = bridge.sympy_symbol(x)
    t = sp.Dummy("t", positive=True)
    if p0 in (sp.oo, -sp.oo):
        sign = 1 if p0 == sp.oo else -1
        st = s.subs(xs, sign / t)
        back = sign / xs
    else:
        st = s.subs(xs, p0 + t)
        back = xs - p0
    try:
        ser = sp.series(st, t, 0, n + 1)
    except Exception as exc:  # SymPy cannot expand this function
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    o = ser.getO()
    order = Fraction(n + 1)
    if o is not None:
        oe = o.expr
        if oe == t:
            order = Fraction(1)
        elif oe.is_Pow and oe.base == t and oe.exp.is_Rational:
            order = Fraction(int(oe.exp.p), int(oe.exp.q))
        else:
            return None
    body = sp.expand(ser.removeO())
    pairs = {}
    for term in sp.Add.make_args(body):
        if term == 0:
            continue
        c, e = term.as_coeff_exponent(t)
        if not e.is_Rational:
            return None
        e = Fraction(int(e.p), int(e.q))
        if c.has(t):
            c = c.subs(t, back)
        pairs[e] = pairs.get(e, 0) + c
    conv = []
    for e in sorted(pairs):
        if e >= order:
            continue
        w = bridge.try_from_sympy(pairs[e], ev)
        if w is None:
            return None
        conv.append((e, w))
    return make_series_data(x, x0, conv, order)


@builtin("Series", nargs=2,
         messages={"sspec": "Series specification `1` is not a list with three elements."},
         usage="Series[f, {x, x0, n}] gives the power series expansion of f about x = x0 to "
               "order (x - x0)^n.",
         examples=[("Series[Exp[x], {x, 0, 3}]", "1 + x + x^2/2 + x^3/6 + O[x]^4"),
                   ("Series[Sin[x], {x, 0, 5}]", "x - x^3/6 + x^5/120 + O[x]^6"),
                   ("Series[1/(1 - x), {x, 0, 3}]", "1 + x + x^2 + x^3 + O[x]^4"),
                   ("Series[Exp[x], {x, 0, 3}] // FullForm",
                    "SeriesData[x, 0, List[1, 1, Rational[1, 2], Rational[1, 6]], 0, 4, 1]")])
def series(ev, expr):
    f, spec = expr.args
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3):
        ev.message("Series", "sspec", spec)
        return None
    x, x0, n = spec.args
    if type(x) is not Symbol:
        ev.message("Series", "sspec", spec)
        return None
    if type(n) is not Integer:
        return None
    if isinstance(f, Expression) and f.head is S.List:
        out = []
        for g in f.args:
            r = _series(ev, g, x, x0, n.value)
            out.append(Expression(S.Series, (g, spec)) if r is None else r)
        return Expression(S.List, tuple(out))
    return _series(ev, f, x, x0, n.value)


symbol_spec("SeriesData",
            usage="SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den] represents a power "
                  "series in x - x0 (in 1/x when x0 is Infinity) with coefficients a_k of "
                  "(x - x0)^((nmin + k)/den) and an order term O[x - x0]^(nmax/den).",
            examples=[("Series[Cos[x], {x, 0, 4}]", "1 - x^2/2 + x^4/24 + O[x]^5")])
