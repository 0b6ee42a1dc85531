"""Continued fractions: ContinuedFraction, FromContinuedFraction, Convergents.

Rationals have finite expansions; quadratic irrationals (a + b Sqrt[d])/c periodic ones,
written {a0, a1, ..., {p1, p2, ...}} with the repeating block last; approximate reals give the
terms their precision determines (the expansion of the simplest rational within their
precision); other numeric quantities (Pi, E, Log[2], ...) need an explicit number of terms,
found numerically with enough digits to fix every term.  Negative numbers give the negated
expansion of their absolute value.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import list_of
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ZERO
from mathilda.numbers.nvalues import is_numeric, numeric_value
from mathilda.numbers.rationalize import exact_fraction, simplest_between

MAX_TERMS = 100000


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def cf_of_fraction(f, limit=None):
    """The continued fraction terms of a Fraction f >= 0."""
    out = []
    n, d = f.numerator, f.denominator
    while d and (limit is None or len(out) < limit):
        q, r = divmod(n, d)
        out.append(q)
        n, d = d, r
    return out


# --- quadratic irrationals ---------------------------------------------------------------

def _squarefree(n):
    """(k, m) with n = k^2 m, m squarefree (n > 0)."""
    from mathilda.numbers.primes import factorint
    if n == 1:
        return 1, 1
    k, m = 1, 1
    for p, e in factorint(n).items():
        k *= p ** (e // 2)
        if e % 2:
            m *= p
    return k, m


def _quadratic(x):
    """(p, q, d) with x == p + q Sqrt[d] (Fractions p, q; d > 1 squarefree, or None when
    x is rational), or None when x has no such form."""
    t = type(x)
    if t is Integer or t is Rational:
        return Fraction(x.value), Fraction(0), None
    if t is not Expression:
        return None
    if x.head is S.Power and len(x.args) == 2:
        b, e = x.args
        if type(b) in (Integer, Rational) and b.value > 0 and type(e) is Rational and \
                e.value in (Fraction(1, 2), Fraction(-1, 2)):
            v = Fraction(b.value)
            if e.value < 0:
                v = 1 / v
            # Sqrt[n/m] = Sqrt[n m]/m
            k, sq = _squarefree(v.numerator * v.denominator)
            if sq == 1:
                return Fraction(k, v.denominator), Fraction(0), None
            return Fraction(0), Fraction(k, v.denominator), sq
        return None
    if x.head is S.Times:
        acc = (Fraction(1), Fraction(0), None)
        for f in x.args:
            q = _quadratic(f)
            if q is None:
                return None
            acc = _mul(acc, q)
            if acc is None:
                return None
        return acc
    if x.head is S.Plus:
        p, q, d = Fraction(0), Fraction(0), None
        for f in x.args:
            r = _quadratic(f)
            if r is None:
                return None
            if r[2] is not None:
                if d is not None and d != r[2]:
                    return None
                d = r[2]
            p += r[0]
            q += r[1]
        return p, q, (d if q else None)
    return None


def _mul(a, b):
    p1, q1, d1 = a
    p2, q2, d2 = b
    if d1 is not None and d2 is not None and d1 != d2:
        return None
    d = d1 if d1 is not None else d2
    dv = d if d is not None else 0
    q = p1 * q2 + q1 * p2
    return p1 * p2 + q1 * q2 * dv, q, (d if q else None)


def _sign(p, q, d):
    """The sign of p + q Sqrt[d] (exactly)."""
    sp, sq = (p > 0) - (p < 0), (q > 0) - (q < 0)
    if sp == sq or sq == 0:
        return sp
    if sp == 0:
        return sq
    return sp if p * p > q * q * d else sq


def _periodic_cf(p, q, d, tick):
    """(preperiod, period) of p + q Sqrt[d] > 0 with q != 0."""
    # x = (a + b Sqrt[d]) / c with integers, c > 0
    c = _lcm(p.denominator, q.denominator)
    a, b = int(p * c), int(q * c)
    if b > 0:
        P, D, Q = a, b * b * d, c
    else:
        P, D, Q = -a, b * b * d, -c
    if (D - P * P) % Q:
        P, D, Q = P * abs(Q), D * Q * Q, Q * abs(Q)
    sd = math.isqrt(D)
    seen = {}
    terms = []
    while (P, Q) not in seen:
        tick()
        seen[(P, Q)] = len(terms)
        if Q > 0:
            t = (P + sd) // Q
        else:
            t = -((P + sd) // -Q) - 1
        terms.append(t)
        P = t * Q - P
        Q = (D - P * P) // Q
    i = seen[(P, Q)]
    return terms[:i], terms[i:]


def _lcm(a, b):
    return a * b // math.gcd(a, b)


# --- ContinuedFraction ----------------------------------------------------------------------

def _real_terms(x, limit):
    f = exact_fraction(x)
    if x.prec is None:
        h = Fraction(math.ulp(x.value)) / 2
    else:
        h = abs(f) * Fraction(1, 10 ** max(int(x.prec), 1)) if f else Fraction(0)
    r = simplest_between(abs(f) - h, abs(f) + h) if f else Fraction(0)
    return cf_of_fraction(r, limit), f < 0


def _lockstep(lo, hi, limit):
    """The terms shared by the continued fractions of lo <= hi (Fractions >= 0)."""
    out = []
    a, b = lo, hi
    while len(out) < limit:
        ta, tb = math.floor(a), math.floor(b)
        if ta != tb:
            break
        out.append(ta)
        a, b = a - ta, b - ta
        if a == 0 or b == 0:
            break
        a, b = 1 / b, 1 / a
    return out


MAX_NUMERIC_TERMS = 5000


def _numeric_terms(ev, x, n):
    if n > MAX_NUMERIC_TERMS:
        return None
    digits = max(30, 2 * n + 20)
    while digits <= 20000:
        ev.check_interrupt()
        v = numeric_value(ev, x, digits)
        if v is None or type(v) is Complex:
            return None
        f = exact_fraction(v) if type(v) is Real else Fraction(v.value)
        neg = f < 0
        f = abs(f)
        h = f / Fraction(10) ** (digits - 5)
        terms = _lockstep(f - h, f + h, n)
        if len(terms) >= n:
            return [-t for t in terms] if neg else terms
        digits *= 2
    return None


def _int_list(terms):
    return list_of([Integer(t) for t in terms])


@builtin("ContinuedFraction", nargs=(1, 2),
         usage="ContinuedFraction[x, n] generates a list of the first n terms in the "
               "continued fraction representation of x. ContinuedFraction[x] generates the "
               "complete expansion of a rational or quadratic irrational number (the "
               "repeating block as a final sublist), or the terms determined by the precision "
               "of an approximate number.",
         examples=[("ContinuedFraction[Pi, 5]", "{3, 7, 15, 1, 292}"),
                   ("ContinuedFraction[415/93]", "{4, 2, 6, 7}"),
                   ("ContinuedFraction[Sqrt[2]]", "{1, {2}}"),
                   ("ContinuedFraction[Sqrt[7]]", "{2, {1, 1, 1, 4}}"),
                   ("ContinuedFraction[0.75]", "{0, 1, 3}"),
                   ("ContinuedFraction[-7/3]", "{-2, -3}"),
                   ("ContinuedFraction[E, 8]", "{2, 1, 2, 1, 1, 4, 1, 1}")])
def continued_fraction(ev, expr):
    args = expr.args
    x = args[0]
    limit = None
    if len(args) == 2:
        if type(args[1]) is not Integer or args[1].value < 0:
            ev.message("ContinuedFraction", "intnn", expr, Integer(2))
            return None
        limit = args[1].value
        if limit > MAX_TERMS:
            return None
    t = type(x)
    if t is Integer or t is Rational:
        f = Fraction(x.value)
        terms = cf_of_fraction(abs(f), limit)
        return _int_list([-v for v in terms] if f < 0 else terms)
    if t is Real:
        terms, neg = _real_terms(x, limit)
        return _int_list([-v for v in terms] if neg else terms)
    if not is_numeric(ev, x) or t is Complex:
        return None
    q = _quadratic(x)
    if q is not None and q[2] is not None:
        p, qq, d = q
        neg = _sign(p, qq, d) < 0
        if neg:
            p, qq = -p, -qq
        pre, period = _periodic_cf(p, qq, d, ev.check_interrupt)
        if neg:
            pre, period = [-v for v in pre], [-v for v in period]
        if limit is None:
            return list_of([Integer(v) for v in pre] + [_int_list(period)])
        terms = list(pre)
        while len(terms) < limit:
            terms.extend(period)
        return _int_list(terms[:limit])
    if limit is None:
        return None
    terms = _numeric_terms(ev, x, limit)
    return None if terms is None else _int_list(terms)


# --- FromContinuedFraction, Convergents ---------------------------------------------------------

def _convergents(terms):
    """The convergents p_k/q_k of a list of Fractions."""
    out = []
    p0, p1 = 0, 1            # p_{k-2}, p_{k-1}
    q0, q1 = 1, 0
    for a in terms:
        p0, p1 = p1, a * p1 + p0
        q0, q1 = q1, a * q1 + q0
        if q1 == 0:
            return None
        out.append(Fraction(p1) / q1)
    return out


def _qmul(a, b, d):
    return a[0] * b[0] + a[1] * b[1] * d, a[0] * b[1] + a[1] * b[0]


def _qdiv(a, b, d):
    den = b[0] * b[0] - b[1] * b[1] * d
    num = _qmul(a, (b[0], -b[1]), d)
    return num[0] / den, num[1] / den


def _from_periodic(ev, pre, period):
    """The quadratic irrational [pre; period, period, ...] (terms: ints, period positive)."""
    # y = [period; y]: q_k y^2 + (q_{k-1} - p_k) y - p_{k-1} = 0
    p0, p1, q0, q1 = 0, 1, 1, 0
    for a in period:
        p0, p1 = p1, a * p1 + p0
        q0, q1 = q1, a * q1 + q0
    A, B, C = q1, q0 - p1, -p0
    D = B * B - 4 * A * C
    # y = (-B + Sqrt[D]) / (2 A) as r + s Sqrt[D]
    y = (Fraction(-B, 2 * A), Fraction(1, 2 * A))
    # x = (P y + P') / (Q y + Q') with the convergents of the preperiod
    P0, P1, Q0, Q1 = 0, 1, 1, 0
    for a in pre:
        P0, P1 = P1, a * P1 + P0
        Q0, Q1 = Q1, a * Q1 + Q0
    num = (P1 * y[0] + P0, P1 * y[1])
    den = (Q1 * y[0] + Q0, Q1 * y[1])
    r, s = _qdiv(num, den, D)
    k, d = _squarefree(D)
    s *= k
    if d == 1:
        return make_rational(r + s)
    c = _lcm(r.denominator, s.denominator)
    a_, b_ = int(r * c), int(s * c)
    g = math.gcd(math.gcd(a_, b_), c)
    a_, b_, c = a_ // g, b_ // g, c // g
    root = Expression(S.Times, (Integer(b_), Expression(S.Power, (Integer(d),
                                                                   make_rational(1, 2)))))
    body = Expression(S.Plus, (Integer(a_), root)) if a_ else root
    if c != 1:
        body = Expression(S.Times, (make_rational(1, c), body))
    return ev.evaluate(body)


@builtin("FromContinuedFraction", nargs=1,
         usage="FromContinuedFraction[list] reconstructs a number from the list of its "
               "continued fraction terms; a final sublist is a repeating block.",
         examples=[("FromContinuedFraction[{4, 2, 6, 7}]", "415/93"),
                   ("FromContinuedFraction[{1, {2}}]", "Sqrt[2]"),
                   ("FromContinuedFraction[{2, {1, 1, 1, 4}}]", "Sqrt[7]"),
                   ("FromContinuedFraction[{a, b, c}]", "a + 1/(b + 1/c)"),
                   ("FromContinuedFraction[{3, 7, 15, 1, 292}]", "103993/33102")])
def from_continued_fraction(ev, expr):
    x = expr.args[0]
    if not _is_list(x) or not x.args:
        return None
    items = list(x.args)
    if _is_list(items[-1]):
        period = items[-1].args
        pre = items[:-1]
        if not period or not all(type(a) is Integer for a in list(pre) + list(period)):
            return None
        pv = [a.value for a in period]
        prv = [a.value for a in pre]
        if all(v < 0 for v in pv) and all(v <= 0 for v in prv):
            r = _from_periodic(ev, [-v for v in prv], [-v for v in pv])
            return ev.evaluate(Expression(S.Times, (Integer(-1), r)))
        if not all(v > 0 for v in pv) or any(v <= 0 for v in prv[1:]):
            return None
        return _from_periodic(ev, prv, pv)
    if all(type(a) in (Integer, Rational) for a in items):
        r = None
        for a in reversed(items):
            v = Fraction(a.value)
            if r is None:
                r = v
            else:
                if r == 0:
                    return None
                r = v + 1 / r
        return make_rational(r)
    r = items[-1]
    for a in reversed(items[:-1]):
        r = Expression(S.Plus, (a, Expression(S.Power, (r, Integer(-1)))))
    return ev.evaluate(r)


@builtin("Convergents", nargs=(1, 2),
         usage="Convergents[{a1, a2, ...}] gives a list of the convergents corresponding to "
               "the continued fraction terms ai. Convergents[x, n] gives the first n "
               "convergents of the number x; Convergents[x] all those of a rational or "
               "approximate number.",
         examples=[("Convergents[{1, 2, 2, 2}]", "{1, 3/2, 7/5, 17/12}"),
                   ("Convergents[Pi, 4]", "{3, 22/7, 333/106, 355/113}"),
                   ("Convergents[415/93]", "{4, 9/2, 58/13, 415/93}"),
                   ("Convergents[Sqrt[2], 5]", "{1, 3/2, 7/5, 17/12, 41/29}")])
def convergents(ev, expr):
    args = expr.args
    x = args[0]
    if _is_list(x) and len(args) == 1:
        items = x.args
        if all(type(a) in (Integer, Rational) for a in items):
            cs = _convergents([Fraction(a.value) for a in items])
            if cs is None:
                return None
            return list_of([make_rational(c) for c in cs])
        out = []
        p0, p1 = Integer(0), Integer(1)
        q0, q1 = Integer(1), Integer(0)
        for a in items:
            p0, p1 = p1, ev.evaluate(Expression(S.Expand, (
                Expression(S.Plus, (Expression(S.Times, (a, p1)), p0)),)))
            q0, q1 = q1, ev.evaluate(Expression(S.Expand, (
                Expression(S.Plus, (Expression(S.Times, (a, q1)), q0)),)))
            out.append(ev.evaluate(Expression(S.Times, (p1, Expression(S.Power, (
                q1, Integer(-1)))))))
        return list_of(out)
    cf = ev.evaluate(Expression(S.ContinuedFraction, args))
    if not _is_list(cf) or (cf.args and _is_list(cf.args[-1])):
        return None
    if not all(type(a) is Integer for a in cf.args):
        return None
    cs = _convergents([Fraction(a.value) for a in cf.args])
    return None if cs is None else list_of([make_rational(c) for c in cs])
