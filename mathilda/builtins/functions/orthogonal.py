"""Orthogonal polynomials: LegendreP, HermiteH, LaguerreL, ChebyshevT, ChebyshevU.

For an explicit integer degree the result is the explicit polynomial, written as the Wolfram
Language writes it: integer coefficients as they are (``HermiteH[2, x]`` is ``-2 + 4 x^2``),
rational ones over their common denominator (``LegendreP[2, x]`` is ``1/2 (-1 + 3 x^2)``).
Inexact arguments give numeric values through mpmath (also for non-integer degrees).
"""

import math
from fractions import Fraction

from mathilda.core.expr import Expression, Integer, Rational, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import MINUS_ONE, ZERO
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import vector_of

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_DEGREE = 2000


def _rat(x):
    if type(x) is Integer or type(x) is Rational:
        return Fraction(x.value)
    return None


def _lcm(a, b):
    return a * b // math.gcd(a, b)


def poly_expr(ev, coeffs, variables):
    """The evaluated polynomial sum c m over monomials: coeffs maps exponent tuples (one
    exponent per variable) to Fractions.  Rational coefficients are written over their
    common denominator, as Times[1/d, integer polynomial]."""
    items = [(e, c) for e, c in coeffs.items() if c != 0]
    if not items:
        return ZERO
    exact_vars = all(v.is_number for v in variables)
    d = 1
    if not exact_vars:
        for _, c in items:
            d = _lcm(d, c.denominator)
    terms = []
    for exps, c in items:
        factors = [make_rational(c * d)]
        for v, e in zip(variables, exps):
            if e:
                factors.append(v if e == 1 else Expression(S.Power, (v, Integer(e))))
        terms.append(factors[0] if len(factors) == 1 else Expression(S.Times, tuple(factors)))
    body = terms[0] if len(terms) == 1 else Expression(S.Plus, tuple(terms))
    if d != 1:
        body = Expression(S.Times, (make_rational(1, d), body))
    return ev.evaluate(body)


def _univariate(ev, coeffs, x):
    return poly_expr(ev, {(k,): Fraction(c) for k, c in coeffs.items()}, [x])


def _degree(n):
    """The integer value of an Integer degree below MAX_DEGREE in size, else None."""
    if type(n) is Integer and abs(n.value) <= MAX_DEGREE:
        return n.value
    return None


# --- coefficient lists (index k: coefficient of x^k) ---------------------------------------------

def legendre_coeffs(n):
    c = {}
    for k in range(n // 2 + 1):
        c[n - 2 * k] = Fraction((-1) ** k * math.comb(n, k) * math.comb(2 * n - 2 * k, n),
                                2 ** n)
    return c


def hermite_coeffs(n):
    c = {}
    for m in range(n // 2 + 1):
        c[n - 2 * m] = (-1) ** m * math.factorial(n) * 2 ** (n - 2 * m) // (
            math.factorial(m) * math.factorial(n - 2 * m))
    return c


def _chebyshev_coeffs(n, first):
    """T_n (first) or U_n by the three-term recurrence, n >= 0."""
    prev = {0: 1}
    cur = {1: 1} if first else {1: 2}
    if n == 0:
        return prev
    for _ in range(n - 1):
        nxt = {}
        for k, v in cur.items():
            nxt[k + 1] = nxt.get(k + 1, 0) + 2 * v
        for k, v in prev.items():
            nxt[k] = nxt.get(k, 0) - v
        prev, cur = cur, nxt
    return cur


def _derivative(coeffs, m):
    out = {}
    for k, v in coeffs.items():
        if k >= m:
            out[k - m] = v * math.perm(k, m)
    return out


# --- builtins -------------------------------------------------------------------------------

@builtin("LegendreP", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="LegendreP[n, x] gives the Legendre polynomial P_n(x). LegendreP[n, m, x] gives "
               "the associated Legendre polynomial P_n^m(x).",
         examples=[("LegendreP[2, x]", "(-1 + 3 x^2)/2"), ("LegendreP[3, x]", "(-3 x + 5 x^3)/2"),
                   ("LegendreP[1, x]", "x"), ("LegendreP[2, 3]", "13"),
                   ("LegendreP[2, 0.5]", "-0.125"), ("LegendreP[2, 1, x]", "-3 x Sqrt[1 - x^2]"),
                   ("LegendreP[-3, x]", "(-1 + 3 x^2)/2"), ("LegendreP[n, x]", "LegendreP[n, x]")])
def legendre_p(ev, expr):
    args = expr.args
    if len(args) == 3:
        return _assoc_legendre(ev, *args)
    n, x = args
    nv = _degree(n)
    if nv is not None:
        if nv < 0:
            nv = -nv - 1
        if inexact(x):
            return mp_apply(lambda m, a: m.legendre(nv, a), [x])
        return _univariate(ev, legendre_coeffs(nv), x)
    if inexact(n, x):
        return mp_apply(lambda m, a, b: m.legendre(a, b), [n, x])
    return None


def _assoc_legendre(ev, n, mm, x):
    nv, mv = _degree(n), _degree(mm)
    if nv is None or mv is None or nv < 0:
        if inexact(n, mm, x):
            return mp_apply(lambda m, a, b, c: m.legenp(a, b, c, type=2), [n, mm, x])
        return None
    if abs(mv) > nv:
        return ZERO
    if mv < 0:
        return None
    if inexact(x):
        return mp_apply(lambda m, c: m.legenp(nv, mv, c, type=2), [x])
    poly = _derivative(legendre_coeffs(nv), mv)
    if mv % 2:
        poly = {k: -v for k, v in poly.items()}
    p = _univariate(ev, poly, x)
    if mv == 0:
        return p
    one_minus = Expression(S.Plus, (Integer(1), Expression(S.Times, (
        MINUS_ONE, Expression(S.Power, (x, Integer(2)))))))
    return ev.evaluate(Expression(S.Times, (
        Expression(S.Power, (one_minus, make_rational(mv, 2))), p)))


@builtin("HermiteH", nargs=2, attributes=NUMERIC_LISTABLE,
         usage="HermiteH[n, x] gives the Hermite polynomial H_n(x).",
         examples=[("HermiteH[2, x]", "-2 + 4 x^2"), ("HermiteH[3, x]", "-12 x + 8 x^3"),
                   ("HermiteH[0, x]", "1"), ("HermiteH[4, 1]", "-20"),
                   ("HermiteH[3, 0.5]", "-5."), ("HermiteH[2.5, 1.]", "0.217999")])
def hermite_h(ev, expr):
    n, x = expr.args
    nv = _degree(n)
    if nv is not None and nv >= 0:
        if inexact(x):
            return mp_apply(lambda m, a: m.hermite(nv, a), [x])
        return _univariate(ev, hermite_coeffs(nv), x)
    if inexact(n, x):
        return mp_apply(lambda m, a, b: m.hermite(a, b), [n, x])
    return None


def _binomial_poly(top_shift, count, a_exact):
    """Coefficients (in a) of Binomial[a + top_shift, count] as a polynomial in a, or its
    value when a_exact is a Fraction."""
    den = math.factorial(count)
    if a_exact is not None:
        r = Fraction(1)
        for j in range(count):
            r *= a_exact + top_shift - j
        return {0: r / den}
    poly = {0: Fraction(1)}
    for j in range(count):
        c = top_shift - j                   # multiply by (a + c)
        new = {}
        for i, v in poly.items():
            new[i + 1] = new.get(i + 1, 0) + v
            new[i] = new.get(i, 0) + v * c
        poly = new
    return {i: v / den for i, v in poly.items()}


@builtin("LaguerreL", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="LaguerreL[n, x] gives the Laguerre polynomial L_n(x). LaguerreL[n, a, x] gives "
               "the generalized Laguerre polynomial L_n^a(x).",
         examples=[("LaguerreL[2, x]", "(2 - 4 x + x^2)/2"), ("LaguerreL[1, x]", "1 - x"),
                   ("LaguerreL[3, 1.5]", "-0.6875"), ("LaguerreL[2, 1, x]", "(6 - 6 x + x^2)/2"),
                   ("LaguerreL[2, a, x]", "(2 + 3 a + a^2 - 4 x - 2 a x + x^2)/2"),
                   ("LaguerreL[2.5, 1.]", "-0.616316")])
def laguerre_l(ev, expr):
    args = expr.args
    n, x = args[0], args[-1]
    a = args[1] if len(args) == 3 else ZERO
    nv = _degree(n)
    if nv is not None and nv >= 0:
        if inexact(a, x) or (inexact(x) and a.is_number):
            return mp_apply(lambda m, p, q: m.laguerre(nv, p, q), [a, x])
        av = _rat(a)
        if av is None and a.is_number:
            if not inexact(a):
                return None
            terms = []
            for k in range(nv + 1):
                terms.append(Expression(S.Times, (
                    make_rational((-1) ** k, math.factorial(k)),
                    Expression(S.Binomial, (Expression(S.Plus, (Integer(nv), a)),
                                            Integer(nv - k))),
                    Expression(S.Power, (x, Integer(k))) if k else Integer(1))))
            return ev.evaluate(Expression(S.Plus, tuple(terms)))
        coeffs = {}
        for k in range(nv + 1):
            sign_fact = Fraction((-1) ** k, math.factorial(k))
            for i, v in _binomial_poly(nv, nv - k, av).items():
                coeffs[(i, k)] = coeffs.get((i, k), 0) + v * sign_fact
        if av is not None:
            return poly_expr(ev, {(k,): v for (i, k), v in coeffs.items()}, [x])
        return poly_expr(ev, coeffs, [a, x])
    if inexact(n, a, x):
        return mp_apply(lambda m, p, q, r: m.laguerre(p, q, r), [n, a, x])
    return None


@builtin("ChebyshevT", nargs=2, attributes=NUMERIC_LISTABLE,
         usage="ChebyshevT[n, x] gives the Chebyshev polynomial of the first kind T_n(x).",
         examples=[("ChebyshevT[3, x]", "-3 x + 4 x^3"), ("ChebyshevT[0, x]", "1"),
                   ("ChebyshevT[-2, x]", "-1 + 2 x^2"), ("ChebyshevT[5, 0.3]", "0.99888"),
                   ("ChebyshevT[4, 2]", "97")])
def chebyshev_t(ev, expr):
    n, x = expr.args
    nv = _degree(n)
    if nv is not None:
        nv = abs(nv)
        if inexact(x):
            return mp_apply(lambda m, a: m.chebyt(nv, a), [x])
        return _univariate(ev, _chebyshev_coeffs(nv, True), x)
    if inexact(n, x):
        return mp_apply(lambda m, a, b: m.chebyt(a, b), [n, x])
    return None


@builtin("ChebyshevU", nargs=2, attributes=NUMERIC_LISTABLE,
         usage="ChebyshevU[n, x] gives the Chebyshev polynomial of the second kind U_n(x).",
         examples=[("ChebyshevU[2, x]", "-1 + 4 x^2"), ("ChebyshevU[3, x]", "-4 x + 8 x^3"),
                   ("ChebyshevU[-1, x]", "0"), ("ChebyshevU[-3, x]", "-2 x"),
                   ("ChebyshevU[3, 0.5]", "-1.")])
def chebyshev_u(ev, expr):
    n, x = expr.args
    nv = _degree(n)
    if nv is not None:
        sign = 1
        if nv < 0:
            if nv == -1:
                return ZERO
            nv, sign = -nv - 2, -1
        if inexact(x):
            return mp_apply(lambda m, a: sign * m.chebyu(nv, a), [x])
        coeffs = {k: sign * v for k, v in _chebyshev_coeffs(nv, False).items()}
        return _univariate(ev, coeffs, x)
    if inexact(n, x):
        return mp_apply(lambda m, a, b: m.chebyu(a, b), [n, x])
    return None


def _gegenbauer_numeric_coeffs(n, mv):
    """C_n^(m)(x) for a Fraction m: sum_k (-1)^k (m)_(n-k)/(k! (n-2k)!) (2x)^(n-2k)."""
    c = {}
    for k in range(n // 2 + 1):
        r = Fraction(1)
        for j in range(n - k):
            r *= mv + j
        c[n - 2 * k] = (-1) ** k * r * 2 ** (n - 2 * k) / (
            math.factorial(k) * math.factorial(n - 2 * k))
    return c


def _gegenbauer_symbolic(ev, n, m, x):
    """C_n^(m)(x) with the parameter m symbolic: its Pochhammer products kept as products of
    linear factors, as the Wolfram Language writes them (-m + 2 m (1 + m) x^2)."""
    terms = []
    for k in range(n // 2 + 1):
        c = make_rational(Fraction((-1) ** k * 2 ** (n - 2 * k),
                                   math.factorial(k) * math.factorial(n - 2 * k)))
        factors = [c] + [Expression(S.Plus, (Integer(j), m)) if j else m
                         for j in range(n - k)]
        if n - 2 * k:
            factors.append(Expression(S.Power, (x, Integer(n - 2 * k))))
        terms.append(Expression(S.Times, tuple(factors)))
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


@builtin("GegenbauerC", vector=vector_of("GegenbauerC"),
         nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="GegenbauerC[n, m, x] gives the Gegenbauer polynomial C_n^(m)(x). "
               "GegenbauerC[n, x] gives the renormalized form, the limit of C_n^(m)(x)/m as "
               "m goes to 0 (2/n ChebyshevT[n, x]).",
         examples=[("GegenbauerC[2, m, x]", "-m + 2 m (1 + m) x^2"),
                   ("GegenbauerC[3, 1, x]", "-4 x + 8 x^3"),
                   ("GegenbauerC[2, 1/2, x]", "(-1 + 3 x^2)/2"),
                   ("GegenbauerC[3, x]", "(-6 x + 8 x^3)/3"),
                   ("GegenbauerC[10, 2/3, 0.5]", "-0.357947"),
                   ("GegenbauerC[2.5, 1.5, 0.3]", "-1.58217"),
                   ("GegenbauerC[n, m, x]", "GegenbauerC[n, m, x]")])
def gegenbauer_c(ev, expr):
    args = expr.args
    n, x = args[0], args[-1]
    nv = _degree(n)
    if len(args) == 2:
        if nv is not None and nv >= 1:
            coeffs = {k: Fraction(2 * v, nv) for k, v in _chebyshev_coeffs(nv, True).items()}
            if inexact(x):
                return mp_apply(lambda m, a: 2 * m.chebyt(nv, a) / nv, [x])
            return _univariate(ev, coeffs, x)
        if inexact(n, x) and not (nv is not None and nv <= 0):
            return mp_apply(lambda m, a, b: 2 * m.chebyt(a, b) / a, [n, x])
        return None
    mm = args[1]
    if nv is not None and nv >= 0:
        if inexact(mm, x) and mm.is_number:
            return mp_apply(lambda m, p, q: m.gegenbauer(nv, p, q), [mm, x])
        mv = _rat(mm)
        if mv is not None:
            return _univariate(ev, _gegenbauer_numeric_coeffs(nv, mv), x)
        if not mm.is_number:
            return _gegenbauer_symbolic(ev, nv, mm, x)
        return None
    if inexact(n, mm, x):
        return mp_apply(lambda m, a, p, q: m.gegenbauer(a, p, q), [n, mm, x])
    return None
