"""Power series: Series (through the SymPy bridge), the SeriesData object, its OutputForm
(``series_form``, for the printer) and its normal form (``normal_series``, for Normal).

``SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den]`` stands for
``Sum[a_k (x - x0)^((nmin + k)/den), k] + O[x - x0]^(nmax/den)``; for ``x0 = Infinity`` the
powers are powers of ``1/x``.  Leading and trailing zero coefficients are dropped, as the
Wolfram Language does.
"""

from fractions import Fraction
from math import lcm

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S, make_rational
from mathilda.core.ordering import sort_key
from mathilda.core.registry import builtin, symbol_spec

__all__ = ["normal_series", "series_form", "series_terms", "make_series_data"]


def _is_infinity(x0):
    return isinstance(x0, Expression) and x0.head is S.DirectedInfinity and len(x0.args) == 1


def _valid(expr):
    a = expr.args
    return (len(a) == 6 and isinstance(a[2], Expression) and a[2].head is S.List
            and type(a[3]) is Integer and type(a[4]) is Integer and type(a[5]) is Integer
            and a[5].value > 0)


def _base(x, x0):
    """The expansion variable in canonical form without an evaluator: x, -x0 + x, or 1/x
    (-1/x) at Infinity (-Infinity)."""
    if _is_infinity(x0):
        inv = Expression(S.Power, (x, Integer(-1)))
        if x0.args[0] == Integer(-1):
            return Expression(S.Times, (Integer(-1), inv))
        return inv
    if x0 == Integer(0):
        return x
    if x0.is_number:
        from mathilda.numbers.arith import neg
        shift = neg(x0)
    else:
        shift = _times([Integer(-1), x0])
    return Expression(S.Plus, tuple(sorted((shift, x), key=sort_key)))


def _times(factors):
    """A product in canonical form (flattened, numbers multiplied first, sorted), for the
    simple products series terms are made of."""
    flat = []
    for f in factors:
        if isinstance(f, Expression) and f.head is S.Times:
            flat.extend(f.args)
        else:
            flat.append(f)
    nums = [f for f in flat if f.is_number]
    rest = [f for f in flat if not f.is_number]
    coeff = Integer(1)
    if nums:
        from mathilda.numbers.arith import mul
        for n in nums:
            coeff = mul(coeff, n)
    if coeff == Integer(0):
        return coeff
    rest.sort(key=sort_key)
    if coeff != Integer(1) or not rest:
        rest.insert(0, coeff)
    return rest[0] if len(rest) == 1 else Expression(S.Times, tuple(rest))


def _power(base, p):
    if p == Integer(1):
        return base
    if isinstance(base, Expression) and base.head is S.Power and base.args[1] == Integer(-1):
        from mathilda.numbers.arith import neg
        return Expression(S.Power, (base.args[0], neg(p)))
    if isinstance(base, Expression) and base.head is S.Times:     # (-1/x)^p
        from mathilda.numbers.arith import neg
        inner = base.args[1]
        sign = Integer(-1) if type(p) is Integer and p.value % 2 else Integer(1)
        return _times([sign, Expression(S.Power, (inner.args[0], neg(p)))])
    return Expression(S.Power, (base, p))


def series_terms(expr):
    """The terms of a SeriesData in increasing order, in canonical form, and the order term
    ``O[base]^p``; None when expr is not a valid SeriesData."""
    if not _valid(expr):
        return None
    x, x0, coeffs, nmin, nmax, den = expr.args
    base = _base(x, x0)
    terms = []
    for k, c in enumerate(coeffs.args):
        if c == Integer(0):
            continue
        p = make_rational(nmin.value + k, den.value)
        if p == Integer(0):
            terms.append(c)
        else:
            terms.append(_times([c, _power(base, p)]))
    order = make_rational(nmax.value, den.value)
    o = Expression(S.O, (base,))
    if order != Integer(1):
        o = Expression(S.Power, (o, order))
    return terms, o


def series_form(expr):
    """What a SeriesData prints as: ``HoldForm[t0 + t1 + ... + O[x]^n]`` with the terms in
    increasing order (``1 + x + x^2/2 + O[x]^3``); None when expr is not a valid
    SeriesData.  The OutputForm printer prints SeriesData through this."""
    r = series_terms(expr)
    if r is None:
        return None
    terms, o = r
    items = tuple(terms) + (o,)
    body = items[0] if len(items) == 1 else Expression(S.Plus, items)
    return Expression(S.HoldForm, (body,))


def normal_series(ev, expr):
    """Normal[SeriesData[...]]: the sum of the terms (the order term dropped); None when
    expr is not a valid SeriesData.  Registered with Normal (mathilda/builtins/lists/associations.py)."""
    r = series_terms(expr)
    if r is None:
        return None
    terms = r[0]
    if not terms:
        return Integer(0)
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


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
         messages={"sspec": "Series specification `1` is not a list with three elements.",
                   "ivar": "`1` is not a valid variable."},
         usage="Series[f, {x, x0, n}] gives the power series expansion of f about x = x0 to "
               "order (x - x0)^n.",
         examples=[("Series[Exp[x], {x, 0, 3}] // FullForm",
                    "SeriesData[x, 0, List[1, 1, Rational[1, 2], Rational[1, 6]], 0, 4, 1]"),
                   ("Normal[Series[Sin[x], {x, 0, 5}]]", "x - x^3/6 + x^5/120"),
                   ("Normal[Series[1/(1 - x), {x, 0, 3}]]", "1 + x + x^2 + x^3")])
def series(ev, expr):
    f, spec = expr.args
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3):
        ev.message("Series", "sspec", spec)
        return None
    x, x0, n = spec.args
    if type(x) is not Symbol:
        ev.message("Series", "ivar", x)
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
            examples=[("Series[Cos[x], {x, 0, 4}] // FullForm",
                       "SeriesData[x, 0, List[1, 0, Rational[-1, 2], 0, Rational[1, 24]], "
                       "0, 5, 1]")])


def _register_normal():
    from mathilda.builtins.lists.associations import register_normal
    register_normal("SeriesData", normal_series)


_register_normal()
