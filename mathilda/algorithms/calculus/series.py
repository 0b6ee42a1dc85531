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

from mathilda.core.expr import Expression, Integer, Rational, S, make_rational
from mathilda.core.ordering import sort_key

__all__ = ["normal_series", "series_form", "series_terms", "make_series_data", "series_op",
           "series_derivative", "series_integral"]


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


def _raw_power(b, p):
    return b if p == Integer(1) else Expression(S.Power, (b, p))


def _power(base, p):
    if p == Integer(1):
        return base
    if isinstance(base, Expression) and base.head is S.Power and base.args[1] == Integer(-1):
        from mathilda.numbers.arith import neg
        return _raw_power(base.args[0], neg(p))      # (1/x)^-1 is x, not x^1
    if isinstance(base, Expression) and base.head is S.Times:     # (-1/x)^p
        from mathilda.numbers.arith import neg
        inner = base.args[1]
        sign = Integer(-1) if type(p) is Integer and p.value % 2 else Integer(1)
        return _times([sign, _raw_power(inner.args[0], neg(p))])
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
    obase = base
    if isinstance(base, Expression) and base.head is S.Times:
        obase = base.args[1]          # at -Infinity the order term is O[1/x]^n, not O[-(1/x)]^n
    o = Expression(S.O, (obase,))
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
    terms = [_normal_inner(ev, c) for c in r[0]]
    if not terms:
        return Integer(0)
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


def _normal_inner(ev, e):
    """The SeriesData inside a term (the coefficients of a multivariate series) made
    normal too."""
    if not isinstance(e, Expression):
        return e
    if e.head is S.SeriesData:
        n = normal_series(ev, e)
        return e if n is None else n
    if any(isinstance(a, Expression) for a in e.args):
        return Expression(e.head, tuple(_normal_inner(ev, a) for a in e.args))
    return e


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


# --- arithmetic on series -----------------------------------------------------------------------
#
# A series is handled here as (x, x0, {exponent: coefficient}, order) with Fraction exponents
# and order (None for an exact, finite expansion such as a polynomial).

def _parts(expr):
    """(x, x0, {Fraction exponent: coefficient}, Fraction order) of a valid SeriesData."""
    if not (isinstance(expr, Expression) and expr.head is S.SeriesData and _valid(expr)):
        return None
    x, x0, coeffs, nmin, nmax, den = expr.args
    d = den.value
    terms = {}
    for k, c in enumerate(coeffs.args):
        if c != Integer(0):
            terms[Fraction(nmin.value + k, d)] = c
    return x, x0, terms, Fraction(nmax.value, d)


def _leading(terms, order):
    return min(terms) if terms else order


def _plus(ev, a, b):
    out = dict(a)
    for e, c in b.items():
        out[e] = ev.evaluate(Expression(S.Plus, (out[e], c))) if e in out else c
    return {e: c for e, c in out.items() if c != Integer(0)}


def _times_terms(ev, a, b, order):
    out = {}
    for ea, ca in a.items():
        for eb, cb in b.items():
            e = ea + eb
            if order is not None and e >= order:
                continue
            ev.check_interrupt()
            t = Expression(S.Times, (ca, cb))
            out.setdefault(e, []).append(t)
    res = {}
    for e, ts in out.items():
        c = ev.evaluate(Expression(S.Plus, tuple(ts)))
        if c != Integer(0):
            res[e] = c
    return res


def _min_order(*orders):
    known = [o for o in orders if o is not None]
    return min(known) if known else None


def _mul_series(ev, a, oa, b, ob):
    """The product of two series (terms, order); None orders are exact."""
    order = _min_order(None if oa is None else oa + _leading(b, ob),
                       None if ob is None else ob + _leading(a, oa))
    return _times_terms(ev, a, b, order), order


def _power_series(ev, a, oa, p):
    """A series to the power p (a rational number, or any number when a is one term)."""
    if not a:
        return None
    m = min(a)
    c0 = a[m]
    if oa is None and len(a) == 1:
        if type(p) is not Integer and type(p) is not Rational:
            return None
        pf = Fraction(p.value) if type(p) is Integer else Fraction(p.value)
        return {m * pf: ev.evaluate(Expression(S.Power, (c0, p)))}, None
    if type(p) is Integer:
        pf = Fraction(p.value)
    elif type(p) is Rational:
        pf = Fraction(p.value)
    else:
        return None
    if pf == 0:
        return {Fraction(0): Integer(1)}, None
    if pf > 0 and pf.denominator == 1 and oa is None:
        out, order = {Fraction(0): Integer(1)}, None
        for _ in range(int(pf)):
            out, order = _mul_series(ev, out, order, a, oa)
        return out, order
    rel = oa - m                          # the relative precision
    inv_c0 = Expression(S.Power, (c0, Integer(-1)))
    u = {e - m: ev.evaluate(Expression(S.Times, (c, inv_c0))) for e, c in a.items() if e != m}
    # (1 + u)^p = Sum Binomial[p, k] u^k, u of positive order: k up to rel / min(u)
    total = {Fraction(0): Integer(1)}
    if u:
        step = min(u)
        kmax = int(rel / step)
        uk = {Fraction(0): Integer(1)}
        binom = Fraction(1)
        for k in range(1, kmax + 1):
            ev.check_interrupt()
            uk = _times_terms(ev, uk, u, rel)
            binom = binom * (pf - k + 1) / k
            if binom == 0:
                break
            coeff = make_rational(binom.numerator, binom.denominator)
            total = _plus(ev, total, {e: ev.evaluate(Expression(S.Times, (coeff, c)))
                                      for e, c in uk.items()})
    lead = ev.evaluate(Expression(S.Power, (c0, p)))
    out = {e + m * pf: ev.evaluate(Expression(S.Times, (lead, c))) for e, c in total.items()
           if e < rel}
    return {e: c for e, c in out.items() if c != Integer(0)}, m * pf + rel


def _as_series(ev, t, x, x0, rel):
    """A term that is not a SeriesData as (terms, order): a constant or a polynomial in x
    exactly (order None), anything else through Series with ``rel`` orders beyond its
    leading term."""
    from mathilda.algorithms.algebra.polynomial import free_of, is_polynomial
    if free_of(t, x):
        return ({Fraction(0): t} if t != Integer(0) else {}), None
    if x0 == Integer(0) and is_polynomial(t, (x,)):
        poly = ev.call("CoefficientList", t, x)
        if isinstance(poly, Expression) and poly.head is S.List:
            return {Fraction(k): c for k, c in enumerate(poly.args) if c != Integer(0)}, None
    import math
    n = max(1, math.ceil(rel))
    for _ in range(2):
        s = ev.call("Series", t, Expression(S.List, (x, x0, Integer(n))))
        p = _parts(s)
        if p is None or p[0] != x or p[1] != x0:
            return None
        terms, order = p[2], p[3]
        have = order - _leading(terms, order)
        if have >= rel:
            return terms, order
        n += math.ceil(rel - have)
    return terms, order


def series_op(ev, head, args):
    """Plus, Times or Power (a series to a number) of arguments among which at least one
    SeriesData: the resulting SeriesData, or None when the series do not combine (different
    variables or expansion points, a symbolic power)."""
    series = [_parts(a) for a in args]
    first = next((p for p in series if p is not None), None)
    if first is None:
        return None
    x, x0 = first[0], first[1]
    if any(p is not None and (p[0] != x or p[1] != x0) for p in series):
        return None
    if head is S.Power:
        if len(args) != 2 or series[1] is not None or series[0] is None:
            return None
        r = _power_series(ev, series[0][2], series[0][3], args[1])
        if r is None:
            return None
        return _make(x, x0, *r)
    rel = min(p[3] - _leading(p[2], p[3]) for p in series if p is not None)
    items = []
    for a, p in zip(args, series):
        if p is not None:
            items.append((p[2], p[3]))
        else:
            s = _as_series(ev, a, x, x0, rel)
            if s is None:
                return None
            items.append(s)
    terms, order = items[0]
    for t, o in items[1:]:
        if head is S.Plus:
            terms, order = _plus(ev, terms, t), _min_order(order, o)
        else:
            terms, order = _mul_series(ev, terms, order, t, o)
    if order is None:
        return None
    return _make(x, x0, terms, order)


def _make(x, x0, terms, order):
    if order is None:
        return None
    return make_series_data(x, x0, sorted((e, c) for e, c in terms.items() if e < order),
                            order)


def series_derivative(ev, expr, x):
    """D[SeriesData, x] term by term (the coefficients differentiated when x is another
    variable); None when expr is not a series."""
    p = _parts(expr)
    if p is None or _is_infinity(p[1]):
        return None
    if p[0] != x:          # another variable: the coefficients are differentiated
        from mathilda.algorithms.algebra.polynomial import free_of
        if not free_of(p[1], x):
            return None
        out = [(e, ev.call("D", c, x)) for e, c in sorted(p[2].items())]
        return make_series_data(p[0], p[1], out, p[3])
    out = []
    for e, c in sorted(p[2].items()):
        if e == 0:
            continue
        k = make_rational(e.numerator, e.denominator)
        out.append((e - 1, ev.evaluate(Expression(S.Times, (k, c)))))
    return make_series_data(x, p[1], out, p[3] - 1)


def series_integral(ev, expr, x):
    """Integrate[SeriesData, x] term by term; None when expr is not a series in x about a
    finite point or has a 1/(x - x0) term (its integral is a logarithm)."""
    p = _parts(expr)
    if p is None or p[0] != x or _is_infinity(p[1]):
        return None
    out = []
    for e, c in sorted(p[2].items()):
        if e == -1:
            return None
        k = make_rational((e + 1).denominator, (e + 1).numerator)
        out.append((e + 1, ev.evaluate(Expression(S.Times, (k, c)))))
    return make_series_data(x, p[1], out, p[3] + 1)
