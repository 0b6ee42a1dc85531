"""SeriesData: the power-series object's terms, printed form and normal form.

``SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den]`` stands for
``Sum[a_k (x - x0)^((nmin + k)/den), k] + O[x - x0]^(nmax/den)``; for ``x0 = Infinity`` the
powers are powers of ``1/x``.  Leading and trailing zero coefficients are dropped, as the
Wolfram Language does.

    series_terms(expr)       (terms, order term) of a valid SeriesData, else None
    series_form(expr)        what it prints as: HoldForm[t0 + t1 + ... + O[x]^n]
    normal_series(ev, expr)  Normal[SeriesData[...]]: the terms summed
    make_series_data(x, x0, pairs, order)   a SeriesData from (exponent, coefficient) pairs
"""

from fractions import Fraction
from math import lcm

from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.core.ordering import sort_key

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
