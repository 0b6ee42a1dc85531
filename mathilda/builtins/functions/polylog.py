"""The polylogarithm and the Hurwitz-Lerch family: PolyLog, HurwitzZeta, LerchPhi,
HurwitzLerchPhi.

Exact arguments give the closed forms the Wolfram Language gives automatically
(``PolyLog[2, 1]`` is ``Pi^2/6``, ``PolyLog[1, z]`` is ``-Log[1 - z]``, ``PolyLog[-2, z]`` a
rational function, ``HurwitzZeta[s, 1]`` is ``Zeta[s]``, ``LerchPhi[z, s, 1]`` is
``PolyLog[s, z]/z``); inexact ones numeric values through mpmath at their precision.
LerchPhi sums ``z^k/((a + k)^2)^(s/2)`` leaving out a term where ``a + k`` is 0 (the
Wolfram Language's definition); HurwitzLerchPhi sums ``z^k/(a + k)^s``.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import call, divide, minus, neg, plus, power, times
from mathilda.algorithms.functions.combinatorial import harmonic
from mathilda.algorithms.functions.numeric import (fraction_value as _rat, inexact,
                                                   int_value as _int, mp_apply)
from mathilda.algorithms.functions.vector import vector_of
from mathilda.core.expr import Complex, Integer, S, make_rational
from mathilda.core.registry import builtin
from mathilda.builtins.functions.special import bernoulli
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO
from mathilda.numbers.infinity import COMPLEX_INFINITY
from mathilda.numbers.precision import to_mpf

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
HALF = make_rational(1, 2)
MAX_ORDER = 200             # PolyLog[-n, z] is written out as a rational function up to n


def _real_below_one(z):
    """z is a real number (exact or not) at most 1: the polylogarithm is real there."""
    if type(z) is Complex or not z.is_number:
        return False
    try:
        return to_mpf(z) <= 1
    except (TypeError, ValueError):
        return False


def _eulerian(n):
    """The coefficients of the Eulerian polynomial A_n (index k: of z^k), n >= 1:
    PolyLog[-n, z] = z A_n(z)/(1 - z)^(n + 1)."""
    a = [1]
    for m in range(2, n + 1):
        b = [0] * (len(a) + 1)
        for k, c in enumerate(a):
            b[k] += (k + 1) * c
            b[k + 1] += (m - k - 1) * c
        a = b
    return a


def _negative_order(ev, n, z):
    """PolyLog[-n, z] for an integer n >= 1: z A_n(z)/(1 - z)^(n + 1)."""
    coeffs = _eulerian(n)
    poly = plus(*[times(Integer(c), power(z, Integer(k))) for k, c in enumerate(coeffs)])
    return ev.evaluate(divide(times(z, poly), power(minus(ONE, z), Integer(n + 1))))


def _polylog_numeric(m, s, z):
    try:
        return m.polylog(s, z)
    except NotImplementedError:
        return z * m.lerchphi(z, s, 1)


def _nielsen_numeric(m, n, p, z):
    """S_{n,p}(z) = (-1)^(n+p-1)/((n-1)! p!) Integral[Log[t]^(n-1) Log[1 - z t]^p/t, {t, 0, 1}]."""
    if any(isinstance(v, m.mpc) for v in (n, p)):
        return None         # complex orders: no integral representation here
    if n != int(n) or p != int(p) or n < 1 or p < 1:
        return None
    n, p = int(n), int(p)
    c = (-1) ** (n + p - 1) / (m.factorial(n - 1) * m.factorial(p))
    return c * m.quad(lambda t: m.log(t) ** (n - 1) * m.log(1 - z * t) ** p / t, [0, 1])


@builtin("PolyLog", vector=vector_of("PolyLog"),
         nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="PolyLog[n, z] gives the polylogarithm function Li_n(z). PolyLog[n, p, z] "
               "gives the Nielsen generalized polylogarithm S_{n,p}(z).",
         examples=[("PolyLog[2, 1]", "Pi^2/6"), ("PolyLog[2, -1]", "-Pi^2/12"),
                   ("PolyLog[1, z]", "-Log[1 - z]"), ("PolyLog[0, z]", "z/(1 - z)"),
                   ("PolyLog[2, 0.5]", "0.582241"), ("PolyLog[n, 0]", "0"),
                   ("PolyLog[-2, z]", "(z (1 + z))/(1 - z)^3"),
                   ("PolyLog[2, 1/2]", "Pi^2/12 - Log[2]^2/2"),
                   ("PolyLog[2, 3.]", "2.32018 - 3.45139 I"),
                   ("N[PolyLog[3, 1/3], 25]", "0.3488278611548400842142519")])
def polylog(ev, expr):
    args = expr.args
    if len(args) == 3:
        n, p, z = args
        if p == ONE:
            return call(S.PolyLog, plus(n, ONE), z)
        if inexact(n, p, z):
            return mp_apply(_nielsen_numeric, [n, p, z], force_real=_real_below_one(z))
        if z == ZERO:
            return ZERO
        return None
    s, z = args
    if inexact(s, z):
        if z == ONE or (type(z) is not Complex and z.is_number and to_mpf(z) == 1):
            if type(s) is not Complex and to_mpf(s) <= 1:
                return COMPLEX_INFINITY
        return mp_apply(_polylog_numeric, [s, z], force_real=_real_below_one(z)
                        and type(s) is not Complex)
    if z == ZERO:
        return ZERO
    k = _int(s)
    if k is not None:
        if k == 1:
            return ev.evaluate(neg(call(S.Log, minus(ONE, z))))
        if k == 0:
            return ev.evaluate(divide(z, minus(ONE, z)))
        if k < 0:
            return _negative_order(ev, -k, z) if -k <= MAX_ORDER else None
    if z == ONE:
        return call(S.Zeta, s)
    if z == MINUS_ONE:
        # -(1 - 2^(1 - s)) Zeta[s]
        return ev.evaluate(times(MINUS_ONE, minus(ONE, power(Integer(2), minus(ONE, s))),
                                 call(S.Zeta, s)))
    if k == 2 and z == HALF:
        log2 = call(S.Log, Integer(2))
        return ev.evaluate(minus(divide(power(S.Pi, Integer(2)), Integer(12)),
                                 divide(power(log2, Integer(2)), Integer(2))))
    return None


def _bernoulli_polynomial(n, x):
    """B_n(x) = sum_k Binomial[n, k] B_k x^(n - k) at a Fraction x."""
    return sum((math.comb(n, k) * bernoulli(k) * x ** (n - k) for k in range(n + 1)),
               Fraction(0))


# --- HurwitzZeta ----------------------------------------------------------------------------

def _hurwitz_exact(ev, s, a):
    """HurwitzZeta at exact arguments: the Riemann zeta function shifted, Bernoulli
    polynomials at the nonpositive integers; None when there is no closed form."""
    if a == ONE:
        return call(S.Zeta, s)
    if a == HALF:
        return ev.evaluate(times(plus(MINUS_ONE, power(Integer(2), s)), call(S.Zeta, s)))
    k, av = _int(s), _rat(a)
    if k is None:
        return None
    if k == 1:
        return COMPLEX_INFINITY
    if k <= 0 and av is not None:
        # HurwitzZeta[-n, a] = -BernoulliB[n + 1, a]/(n + 1)
        n = -k
        if n > MAX_ORDER:
            return None
        return make_rational(-_bernoulli_polynomial(n + 1, av) / (n + 1))
    if av is not None and av.denominator == 1:
        j = av.numerator
        if j <= 0:
            return COMPLEX_INFINITY
        if j <= 10000:
            return ev.evaluate(minus(call(S.Zeta, s), make_rational(harmonic(j - 1, k))))
    return None


@builtin("HurwitzZeta", vector=vector_of("HurwitzZeta"),
         nargs=2, attributes=NUMERIC_LISTABLE,
         usage="HurwitzZeta[s, a] gives the Hurwitz zeta function \u03b6(s, a), the sum of "
               "1/(k + a)^s for k from 0.",
         examples=[("HurwitzZeta[2, 1]", "Pi^2/6"), ("HurwitzZeta[3, 1/2]", "7 Zeta[3]"),
                   ("HurwitzZeta[2, 3]", "-5/4 + Pi^2/6"), ("HurwitzZeta[2., 0.5]", "4.9348"),
                   ("HurwitzZeta[-1, 1/3]", "1/36"), ("HurwitzZeta[s, a]", "HurwitzZeta[s, a]"),
                   ("HurwitzZeta[2.5, -1.5]", "6.24711 - 6.01974 I")])
def hurwitz_zeta(ev, expr):
    s, a = expr.args
    if inexact(s, a):
        return mp_apply(lambda m, x, y: m.zeta(x, y), [s, a])
    if s.is_number or a.is_number:
        return _hurwitz_exact(ev, s, a)
    return None


# --- LerchPhi and HurwitzLerchPhi -------------------------------------------------------------

def _lerch_wolfram(m, z, s, a):
    """sum z^k/((a + k)^2)^(s/2), terms with a + k = 0 left out."""
    if isinstance(a, m.mpc) or a > 0:
        return m.lerchphi(z, s, a)
    k0 = int(m.ceil(-a)) + (1 if a == int(a) else 0)        # first k with a + k > 0
    total = m.mpf(0)
    for k in range(k0):
        if a + k != 0:
            total += z ** k * ((a + k) ** 2) ** (-s / 2)
    return total + z ** k0 * m.lerchphi(z, s, a + k0)


def _lerch_exact(ev, expr, hurwitz):
    z, s, a = expr.args
    if a == ONE:
        return ev.evaluate(divide(call(S.PolyLog, s, z), z))
    if z == ONE:
        return call(S.HurwitzZeta if hurwitz else S.Zeta, s, a)
    if z == ZERO:
        av = _rat(a)
        if av is not None and av > 0 or hurwitz:
            return power(a, neg(s))
    if s == ZERO:
        av = _rat(a)
        if av is not None and av > 0:
            return ev.evaluate(divide(ONE, minus(ONE, z)))
    return None


@builtin("LerchPhi", nargs=3, attributes=NUMERIC_LISTABLE,
         usage="LerchPhi[z, s, a] gives the Lerch transcendent \u03a6(z, s, a): the sum of "
               "z^k/((a + k)^2)^(s/2) for k from 0, leaving out any term with a + k = 0.",
         examples=[("LerchPhi[z, s, 1]", "PolyLog[s, z]/z"), ("LerchPhi[1, s, a]", "Zeta[s, a]"),
                   ("LerchPhi[0.5, 2, 3]", "0.157924"),
                   ("LerchPhi[1/2, 2, 1]", "2 (Pi^2/12 - Log[2]^2/2)"),
                   ("LerchPhi[0.5, 2.5, -0.5]", "8.59244"),
                   ("N[LerchPhi[1/3, 3, 1/2], 20]", "8.1069070020587114392")])
def lerch_phi(ev, expr):
    if inexact(*expr.args):
        return mp_apply(_lerch_wolfram, list(expr.args))
    return _lerch_exact(ev, expr, False)


@builtin("HurwitzLerchPhi", nargs=3, attributes=NUMERIC_LISTABLE,
         usage="HurwitzLerchPhi[z, s, a] gives the Hurwitz-Lerch transcendent \u03a6(z, s, a): "
               "the sum of z^k/(a + k)^s for k from 0.",
         examples=[("HurwitzLerchPhi[z, s, 1]", "PolyLog[s, z]/z"),
                   ("HurwitzLerchPhi[1, s, a]", "HurwitzZeta[s, a]"),
                   ("HurwitzLerchPhi[0.5, 2, 3]", "0.157924"),
                   ("HurwitzLerchPhi[0.5, 2.5, -0.5]", "2.93559 - 5.65685 I"),
                   ("HurwitzLerchPhi[0, s, a]", "a^(-s)")])
def hurwitz_lerch_phi(ev, expr):
    if inexact(*expr.args):
        return mp_apply(lambda m, z, s, a: m.lerchphi(z, s, a), list(expr.args))
    return _lerch_exact(ev, expr, True)
