"""Functions of a series: f[SeriesData], ComposeSeries and InverseSeries.

A series ``s = c0 + u`` (``u`` of positive order in ``x - x0``, or in ``1/x`` at Infinity)
goes into a function ``g`` through the expansion of ``g`` about ``c0``:
``g(c0 + u) = Sum a_e u^e``, the ``a_e`` read from ``Series[g[t], {t, c0, k}]`` (so Laurent
and Puiseux expansions, as Gamma and Sqrt have at 0, compose too) and the powers ``u^e``
taken with the series arithmetic of ``series.py``.  Log of a series vanishing at x0 splits
off ``Log[c] + m Log[x - x0]``, as the Wolfram Language writes it.  The order of the result
is what the terms determine (the leading orders of the omitted terms), never more than the
argument carries.

    compose_function(ev, head, args)    head[args] with one SeriesData among args, or None
    compose_series(ev, outer, inner)    the series outer with inner substituted, or None
    inverse_series(ev, s, y)            the series inverse of s in y, or None
"""

from fractions import Fraction
import math

from mathilda.algorithms.calculus.series import (
    _parts, _plus, _power_series, _times_terms, _is_infinity, make_series_data,
)
from mathilda.core.expr import Expression, Integer, Symbol, S, make_rational

__all__ = ["compose_function", "compose_series", "empty_series_power", "inverse_series"]

_ARITH = ("Plus", "Times")


def _frac_expr(e):
    return make_rational(e.numerator, e.denominator)


def _scale(ev, terms, c):
    """terms times the scalar c."""
    out = {}
    for e, a in terms.items():
        v = ev.evaluate(Expression(S.Times, (c, a)))
        if v != Integer(0):
            out[e] = v
    return out


def _power(ev, u, ou, e):
    """u^e as (terms, order), u of positive leading exponent; e a Fraction."""
    if e == 0:
        return {Fraction(0): Integer(1)}, None
    if not u:             # u = O[x]^ou: u^e is O[x]^(e ou) (e > 0)
        return ({}, ou * e) if e > 0 else None
    return _power_series(ev, u, ou, _frac_expr(e))


def _substitute(ev, coeffs, gorder, u, ou):
    """Sum a_e u^e over the (exponent, coefficient) pairs ``coeffs`` of an expansion known
    to O[t]^gorder: (terms, order), or None."""
    lead_u = min(u) if u else ou
    total, order = {}, (gorder * lead_u if gorder is not None else None)
    powers = {}                  # u^k for integer k, each from the one before
    for e, a in coeffs:
        ev.check_interrupt()
        if e.denominator == 1 and e > 1 and u and (e - 1) in powers:
            pt, po = powers[e - 1]
            p = _times_terms(ev, pt, u, None), po + lead_u
            p = ({k: c for k, c in p[0].items() if k < p[1]}, p[1])
        else:
            p = _power(ev, u, ou, e)
        if p is not None and e.denominator == 1 and e > 0:
            powers[e] = p
        if p is None:
            return None
        pt, po = p
        total = _plus(ev, total, _scale(ev, pt, a))
        if po is not None:
            order = po if order is None else min(order, po)
    if order is None:
        return None
    return {e: c for e, c in total.items() if e < order}, order


def _expansion(ev, g, t, c0, k):
    """(pairs [(Fraction exponent, coefficient)], order) of g about t = c0 to order k, the
    coefficients free of t; None when Series cannot (or gives logarithms of t)."""
    from mathilda.algorithms.algebra.polynomial import free_of
    s = ev.call("Series", g, Expression(S.List, (t, c0, Integer(k))))
    p = _parts(s)
    if p is None or p[0] is not t:
        return None
    pairs = sorted(p[2].items())
    if not all(free_of(c, t) for _, c in pairs):
        return None
    return pairs, p[3]


def _split(terms):
    """(c0, u): the constant term and the rest of a series' terms; None when a term has a
    negative exponent (the series is not small about its constant)."""
    if any(e < 0 for e in terms):
        return None
    c0 = terms.get(Fraction(0), Integer(0))
    return c0, {e: c for e, c in terms.items() if e != 0}


def _log_base(ev, x, x0):
    """Log of the expansion variable: Log[x - x0]; -Log[x] at Infinity (Log[-1/x] at
    -Infinity)."""
    if _is_infinity(x0):
        if x0.args[0] == Integer(1):
            return Expression(S.Times, (Integer(-1), Expression(S.Log, (x,))))
        return ev.evaluate(Expression(S.Log, (Expression(S.Times, (
            Integer(-1), Expression(S.Power, (x, Integer(-1))))),)))
    return Expression(S.Log, (ev.evaluate(Expression(S.Plus, (x, Expression(
        S.Times, (Integer(-1), x0))))),))


def _compose_log(ev, x, x0, terms, order):
    """Log of a series that vanishes at x0: Log[c] + m Log[x - x0] + Log[1 + v]."""
    if not terms:
        return None
    m = min(terms)
    c = terms[m]
    inv = Expression(S.Power, (c, Integer(-1)))
    v = {e - m: ev.evaluate(Expression(S.Times, (a, inv))) for e, a in terms.items() if e != m}
    ov = order - m
    t = Symbol("Internal`t$series")
    r = _compose_g(ev, Expression(S.Log, (Expression(S.Plus, (Integer(1), t)),)), t,
                   Integer(0), v, ov)
    if r is None:
        return None
    rt, ro = r
    const = ev.evaluate(Expression(S.Plus, (Expression(S.Log, (c,)), Expression(
        S.Times, (_frac_expr(m), _log_base(ev, x, x0))))))
    rt = _plus(ev, rt, {Fraction(0): const} if const != Integer(0) else {})
    return make_series_data(x, x0, sorted(rt.items()), ro)


def _compose_g(ev, g, t, c0, u, ou):
    """g(c0 + u) as (terms, order) for u of positive order, g an expression in t."""
    lead = min(u) if u else ou
    if lead <= 0:
        return None
    k = max(1, math.ceil(ou / lead))
    for _ in range(3):
        ex = _expansion(ev, g, t, c0, k)
        if ex is None:
            return None
        pairs, gorder = ex
        r = _substitute(ev, pairs, gorder, u, ou)
        if r is None:
            return None
        # enough terms of g when the omitted ones lie beyond what the argument determines
        if gorder * lead >= r[1] or gorder * lead >= ou:
            return r
        k = math.ceil(ou / lead) + k
    return r


def compose_function(ev, head, args):
    """head[args] where one argument is a SeriesData (the others free of its variable): the
    composed series, or None.  Plus and Times belong to the series arithmetic; Power is
    handled here only for what it leaves (a symbolic exponent, a series as the exponent)."""
    from mathilda.algorithms.algebra.polynomial import free_of
    if type(head) is not Symbol or head.name in _ARITH:
        return None
    idx = [i for i, a in enumerate(args)
           if isinstance(a, Expression) and a.head is S.SeriesData]
    if len(idx) != 1:
        return None
    i = idx[0]
    p = _parts(args[i])
    if p is None:
        return None
    x, x0, terms, order = p
    if not all(free_of(a, x) for j, a in enumerate(args) if j != i):
        return None
    sp = _split(terms)
    if sp is None:
        return None
    c0, u = sp
    if head is S.Log and len(args) == 1 and c0 == Integer(0):
        return _compose_log(ev, x, x0, terms, order)
    if head is S.Power and i == 0 and c0 == Integer(0):
        return None          # x^a with a symbolic a is no power series in x
    t = Symbol("Internal`t$series")
    g = Expression(head, tuple(t if j == i else a for j, a in enumerate(args)))
    r = _compose_g(ev, g, t, c0, u, order)
    if r is None:
        return None
    rt, ro = r
    return make_series_data(x, x0, sorted(rt.items()), ro)


def compose_series(ev, outer, inner):
    """ComposeSeries[outer, inner]: outer's variable replaced by the series inner, whose
    constant term must be outer's expansion point; None when they do not compose."""
    po, pi = _parts(outer), _parts(inner)
    if po is None or pi is None or _is_infinity(po[1]):
        return None
    sp = _split(pi[2])
    if sp is None:
        return None
    c0, u = sp
    if ev.evaluate(Expression(S.Plus, (c0, Expression(S.Times, (Integer(-1), po[1]))))) \
            != Integer(0):
        return None
    r = _substitute(ev, sorted(po[2].items()), po[3], u, pi[3])
    if r is None:
        return None
    return make_series_data(pi[0], pi[1], sorted(r[0].items()), r[1])


def inverse_series(ev, s, y):
    """InverseSeries[s, y]: the series x(y) with s(x(y)) = y, about y = s(x0); s must have a
    nonzero linear term and integer exponents.  None otherwise."""
    p = _parts(s)
    if p is None or _is_infinity(p[1]):
        return None
    x, x0, terms, order = p
    if any(e.denominator != 1 for e in terms) or order.denominator != 1:
        return None
    sp = _split(terms)
    if sp is None:
        return None
    c0, u = sp
    a1 = u.get(Fraction(1))
    if a1 is None or order <= 1:
        return None
    inv_a1 = ev.evaluate(Expression(S.Power, (a1, Integer(-1))))
    higher = {e: c for e, c in u.items() if e > 1}
    w = {Fraction(1): Integer(1)}
    v = {Fraction(1): inv_a1}                  # V = (w - Sum a_k V^k) / a1, iterated
    for _ in range(int(order) - 1):
        ev.check_interrupt()
        acc = dict(w)
        vk = {Fraction(0): Integer(1)}
        kmax = max(higher) if higher else 1
        for k in range(1, int(kmax) + 1):
            vk = _times_terms(ev, vk, v, order)
            a = higher.get(Fraction(k))
            if a is not None and k > 1:
                acc = _plus(ev, acc, _scale(ev, vk, ev.evaluate(
                    Expression(S.Times, (Integer(-1), a)))))
        new = _scale(ev, acc, inv_a1)
        if new == v:
            break
        v = new
    if x0 != Integer(0):
        v = _plus(ev, v, {Fraction(0): x0})
    return make_series_data(y, c0, sorted((e, c) for e, c in v.items() if e < order), order)


def empty_series_power(ev, s, p):
    """O[x]^p: the order term of a series without terms raised to a positive rational
    power; None otherwise."""
    q = _parts(s)
    if q is None or q[2]:
        return None
    v = getattr(p, "value", None)
    try:
        pf = Fraction(v)
    except (TypeError, ValueError):
        return None
    if pf <= 0:
        return None
    return make_series_data(q[0], q[1], [], q[3] * pf)
