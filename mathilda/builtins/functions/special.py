"""Special functions: Gamma (complete and incomplete), Erf, Erfc, InverseErf, Zeta, PolyGamma, Beta, LogGamma, ExpIntegralEi,
LogIntegral, ProductLog, Hypergeometric2F1, EllipticK, EllipticE, AiryAi, BesselJ, BesselY,
BesselI, BesselK.

Each gives its exact special values (``Zeta[2]`` is ``Pi^2/6``), a numeric value when an
argument is an inexact number (``mp_apply``: mpmath at the precision of the arguments, machine
numbers giving machine numbers), and stays unevaluated otherwise.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import call, plus, power, times as _times
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, make_rational
from mathilda.algorithms.functions.gamma import gamma_exact
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.core.registry import builtin
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO, is_zero
from mathilda.numbers.elementary import looks_negative, negate, numeric_apply
from mathilda.numbers.infinity import COMPLEX_INFINITY, INFINITY, MINUS_INFINITY
from mathilda.numbers.precision import to_mpf

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
HALF = Rational(Fraction(1, 2))


# --- numeric evaluation ---------------------------------------------------------------------


def _int(x):
    """The value of an Integer atom, else None."""
    return x.value if type(x) is Integer else None


def _integral(x):
    """The value of an Integer or of an integer-valued Real (N[f[0, x]] gives f[0., x.]),
    else None."""
    if type(x) is Integer:
        return x.value
    if type(x) is Real:
        v = to_mpf(x)
        if v == int(v) and abs(v) < 10 ** 9:
            return int(v)
    return None


def _rat(x):
    if type(x) is Integer or type(x) is Rational:
        return Fraction(x.value)
    return None


def _odd_rule(ev, expr, x):
    """f[-x] -> -f[x] for an odd function."""
    if looks_negative(x):
        return _times(MINUS_ONE, Expression(expr.head, expr.args[:-1] + (negate(ev, x),)))
    return None


# --- error functions ----------------------------------------------------------------------------

def _machine_real(x):
    return type(x) is Real and x.prec is None


@builtin("Erf", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="Erf[z] gives the error function erf(z). Erf[z0, z1] gives the generalized "
               "error function erf(z1) - erf(z0).",
         examples=[("Erf[0]", "0"), ("Erf[1.]", "0.842701"), ("Erf[-x]", "-Erf[x]"),
                   ("Erf[Infinity]", "1"), ("Erf[0, x]", "Erf[x]"),
                   ("N[Erf[1/2], 20]", "0.52049987781304653768")])
def erf(ev, expr):
    args = expr.args
    if len(args) == 2:
        z0, z1 = args
        if inexact(z0, z1):
            return mp_apply(lambda m, a, b: m.erf(b) - m.erf(a), [z0, z1])
        if z0 == ZERO:
            return call(S.Erf, z1)
        if z1 == ZERO:
            return _times(MINUS_ONE, call(S.Erf, z0))
        if z0 == z1:
            return ZERO
        return None
    z = args[0]
    if inexact(z):
        if _machine_real(z):
            return Real(math.erf(z.value))
        return mp_apply(lambda m, a: m.erf(a), [z])
    if z == ZERO:
        return ZERO
    if z == INFINITY:
        return ONE
    if z == MINUS_INFINITY:
        return MINUS_ONE
    return _odd_rule(ev, expr, z)


@builtin("Erfc", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Erfc[z] gives the complementary error function erfc(z) = 1 - erf(z).",
         examples=[("Erfc[0]", "1"), ("Erfc[1.]", "0.157299"), ("Erfc[Infinity]", "0"),
                   ("Erfc[-Infinity]", "2"), ("Erfc[x]", "Erfc[x]")])
def erfc(ev, expr):
    z = expr.args[0]
    if inexact(z):
        if _machine_real(z):
            return Real(math.erfc(z.value))
        return mp_apply(lambda m, a: m.erfc(a), [z])
    if z == ZERO:
        return ONE
    if z == INFINITY:
        return ZERO
    if z == MINUS_INFINITY:
        return Integer(2)
    return None


@builtin("InverseErf", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="InverseErf[s] gives the inverse error function: the solution for z in "
               "s = erf(z).",
         examples=[("InverseErf[0]", "0"), ("InverseErf[0.5]", "0.476936"),
                   ("InverseErf[1]", "Infinity"), ("InverseErf[-x]", "-InverseErf[x]")])
def inverse_erf(ev, expr):
    s = expr.args[0]
    if inexact(s):
        if type(s) is Complex:
            return None
        v = to_mpf(s)
        if abs(v) > 1:
            return None
        if abs(v) == 1:
            return INFINITY if v > 0 else MINUS_INFINITY
        return mp_apply(lambda m, a: m.erfinv(a), [s])
    if s == ZERO:
        return ZERO
    if s == ONE:
        return INFINITY
    if s == MINUS_ONE:
        return MINUS_INFINITY
    return _odd_rule(ev, expr, s)


# --- Bernoulli numbers, Zeta, PolyGamma ------------------------------------------------------------

_BERNOULLI = [Fraction(1)]


def bernoulli(n):
    """The Bernoulli number B_n (B_1 = -1/2), by the recurrence
    sum_{k<=m} Binomial[m + 1, k] B_k = 0."""
    if n == 1:
        return Fraction(-1, 2)
    if n > 1 and n % 2:
        return Fraction(0)
    while len(_BERNOULLI) <= n:
        m = len(_BERNOULLI)
        total = Fraction(0)
        c = 1                                # Binomial[m + 1, k]
        for k in range(m):
            total += c * bernoulli(k)
            c = c * (m + 1 - k) // (k + 1)
        _BERNOULLI.append(-total / (m + 1))
    return _BERNOULLI[n]


MAX_EXACT_ORDER = 400


def _zeta_exact(s):
    """Zeta at an integer s as an unevaluated expression (c Pi^s, a rational), or None."""
    if s == 1:
        return COMPLEX_INFINITY
    if s == 0:
        return make_rational(-1, 2)
    if s < 0:
        if -s > MAX_EXACT_ORDER:
            return None
        n = -s
        return make_rational((-1) ** n * bernoulli(n + 1) / (n + 1))
    if s % 2 == 0 and s <= MAX_EXACT_ORDER:
        c = Fraction((-1) ** (s // 2 + 1)) * bernoulli(s) * Fraction(2) ** (s - 1) \
            / math.factorial(s)
        return _times(make_rational(c), power(S.Pi, Integer(s)))
    return None


@builtin("Zeta", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="Zeta[s] gives the Riemann zeta function \u03b6(s). Zeta[s, a] gives the "
               "generalized Riemann zeta function \u03b6(s, a).",
         examples=[("Zeta[2]", "Pi^2/6"), ("Zeta[4]", "Pi^4/90"), ("Zeta[-1]", "-1/12"),
                   ("Zeta[0]", "-1/2"), ("Zeta[3]", "Zeta[3]"), ("Zeta[3.]", "1.20206"),
                   ("Zeta[1]", "ComplexInfinity"), ("Zeta[2, 2]", "-1 + Pi^2/6")])
def zeta(ev, expr):
    args = expr.args
    s = args[0]
    if len(args) == 2:
        a = args[1]
        if inexact(s, a):
            return mp_apply(lambda m, x, y: m.zeta(x, y), [s, a])
        if a == ONE:
            return call(S.Zeta, s)
        sv, av = _int(s), _int(a)
        if sv is not None and av is not None and 1 < av <= 1000 and sv != 1 \
                and abs(sv) <= MAX_EXACT_ORDER:
            head = _zeta_exact(sv) if sv <= 0 or sv % 2 == 0 else call(S.Zeta, s)
            if head is None:
                return None
            tail = sum(Fraction(k) ** -sv for k in range(1, av))
            return ev.evaluate(plus(head, make_rational(-tail)))
        return None
    if inexact(s):
        return mp_apply(lambda m, x: m.zeta(x), [s])
    if type(s) is Integer:
        return _zeta_exact(s.value)
    if s == INFINITY:
        return ONE
    return None


def _harmonic(k, p=1):
    """sum_{j=1}^{k} 1/j^p."""
    return sum((Fraction(1, j ** p) for j in range(1, k + 1)), Fraction(0))


def _polygamma_exact(ev, n, z):
    """PolyGamma[n, z] for an integer n >= 0 and an exact number z, or None."""
    if n > MAX_EXACT_ORDER:
        return None
    zv = _rat(z)
    if zv is None:
        return None
    if zv.denominator == 1:
        k = zv.numerator
        if k <= 0:
            return COMPLEX_INFINITY
        if k > 10000:
            return None
        if n == 0:
            return ev.evaluate(plus(make_rational(_harmonic(k - 1)),
                                     _times(MINUS_ONE, S.EulerGamma)))
        c = (-1) ** (n + 1) * math.factorial(n)
        return ev.evaluate(plus(_times(Integer(c), call(S.Zeta, Integer(n + 1))),
                                 make_rational(-c * _harmonic(k - 1, n + 1))))
    if zv.denominator == 2 and zv > 0 and zv < 10000:
        k = int(zv - Fraction(1, 2))          # z = k + 1/2
        tail = sum((Fraction(2) ** (n + 1) / Fraction(2 * j - 1) ** (n + 1)
                    for j in range(1, k + 1)), Fraction(0))
        if n == 0:
            return ev.evaluate(plus(make_rational(tail), _times(MINUS_ONE, S.EulerGamma),
                                     _times(Integer(-2), call(S.Log, Integer(2)))))
        c = (-1) ** (n + 1) * math.factorial(n)
        return ev.evaluate(plus(
            _times(Integer(c * (2 ** (n + 1) - 1)), call(S.Zeta, Integer(n + 1))),
            make_rational(-c * tail)))
    return None


@builtin("PolyGamma", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="PolyGamma[z] gives the digamma function \u03c8(z). PolyGamma[n, z] gives the "
               "nth derivative of the digamma function.",
         examples=[("PolyGamma[1]", "-EulerGamma"), ("PolyGamma[3]", "3/2 - EulerGamma"),
                   ("PolyGamma[1/2]", "-EulerGamma - 2 Log[2]"),
                   ("PolyGamma[1, 1]", "Pi^2/6"), ("PolyGamma[2, 1]", "-2 Zeta[3]"),
                   ("PolyGamma[x]", "PolyGamma[0, x]"), ("PolyGamma[2.5]", "0.703157"),
                   ("PolyGamma[0]", "ComplexInfinity")])
def polygamma(ev, expr):
    args = expr.args
    if len(args) == 1:
        return call(S.PolyGamma, ZERO, args[0])
    n, z = args
    nv = _int(n)
    if inexact(n, z):
        nv = _integral(n)
        if nv is None or nv < 0 or nv > 100000:
            return None
        if type(z) is Real and float(z.value).is_integer() and z.value <= 0:
            return COMPLEX_INFINITY
        return mp_apply(lambda m, a, b: m.psi(nv, b), [n, z])
    if nv is None or nv < 0:
        return None
    if z == INFINITY:
        return INFINITY if nv == 0 else ZERO
    if z.is_number:
        return _polygamma_exact(ev, nv, z)
    return None


# --- Gamma and its relatives ----------------------------------------------------------------------

MAX_GAMMA_EXPANSION = 100


def _incomplete_gamma(ev, a, z):
    """Gamma[a, z] in closed form, for exact arguments: 0 at z = Infinity, E^-z times a
    polynomial for a positive integer a, Sqrt[Pi] Erfc[Sqrt[z]] for a = 1/2; else None."""
    if z == INFINITY:
        return ZERO
    n = _int(a)
    if n is not None and 1 < n <= MAX_GAMMA_EXPANSION and not (z.is_number and is_zero(z)):
        terms = []
        for k in range(n):
            c = Integer(math.factorial(n - 1) // math.factorial(k))
            terms.append(c if k == 0 else _times(c, power(z, Integer(k))))
        return ev.evaluate(_times(power(S.E, _times(MINUS_ONE, z)), plus(*terms)))
    if a == HALF and not (z.is_number and is_zero(z)):
        return ev.evaluate(_times(power(S.Pi, HALF), call(
            S.Erfc, power(z, HALF))))
    return None


@builtin("Gamma", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="Gamma[z] is the Euler gamma function. Gamma[a, z] is the incomplete gamma "
               "function.",
         examples=[("Gamma[5]", "24"), ("Gamma[1/2]", "Sqrt[Pi]"),
                   ("Gamma[3/2]", "Sqrt[Pi]/2"), ("Gamma[0]", "ComplexInfinity"),
                   ("Gamma[2.5]", "1.32934"), ("Gamma[2, 1.]", "0.735759")])
def gamma(ev, expr):
    args = expr.args
    if len(args) == 2:
        a, z = args
        if not inexact(a, z):
            r = _incomplete_gamma(ev, a, z)
            if r is not None:
                return r
        if z.is_number and is_zero(z) and type(z) is Integer:
            return Expression(S.Gamma, (a,))
        if inexact(a, z):
            return numeric_apply("Gamma2", [a, z])
        if type(a) is Integer and a.value == 1:
            return Expression(S.Power, (S.E, Expression(S.Times, (Integer(-1), z))))
        return None
    x = args[0]
    if inexact(x):
        if type(x) is Real and float(x.value).is_integer() and x.value <= 0:
            return COMPLEX_INFINITY
        return numeric_apply("Gamma", [x])
    return gamma_exact(x)


@builtin("LogGamma", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="LogGamma[z] gives the logarithm of the gamma function, log \u0393(z).",
         examples=[("LogGamma[5]", "Log[24]"), ("LogGamma[1]", "0"), ("LogGamma[0]", "Infinity"),
                   ("LogGamma[1/2]", "Log[Pi]/2"), ("LogGamma[10.]", "12.8018"),
                   ("LogGamma[-2.5]", "-0.0562437 - 9.42478 I")])
def log_gamma(ev, expr):
    z = expr.args[0]
    if inexact(z):
        if _machine_real(z) and z.value > 0:
            return Real(math.lgamma(z.value))
        if type(z) is Real and float(z.value).is_integer() and z.value <= 0:
            return INFINITY
        return mp_apply(lambda m, a: m.loggamma(a), [z])
    if type(z) is Integer:
        n = z.value
        if n <= 0:
            return INFINITY
        if n <= 2:
            return ZERO
        if n > 2000:
            return None
        return call(S.Log, Integer(math.factorial(n - 1)))
    if z == HALF:
        return _times(HALF, call(S.Log, S.Pi))
    if z == INFINITY:
        return INFINITY
    return None


def _beta_exact(ev, a, b):
    av, bv = _rat(a), _rat(b)
    if av is None or bv is None:
        return None
    for p, q in ((av, bv), (bv, av)):
        if q.denominator == 1 and 0 < q <= 1000:
            # Beta[p, m] = (m - 1)!/(p (p + 1) ... (p + m - 1))
            den = Fraction(1)
            for j in range(int(q)):
                den *= p + j
            if den == 0:
                return COMPLEX_INFINITY
            return make_rational(math.factorial(int(q) - 1) / den)
    if av.denominator == 1 and av <= 0 or bv.denominator == 1 and bv <= 0:
        s = av + bv
        if s.denominator == 1 and s <= 0:
            return None
        return COMPLEX_INFINITY
    if av.denominator == 2 and bv.denominator == 2 and abs(av) < 1000 and abs(bv) < 1000:
        s = av + bv                          # an integer
        if s <= 0:
            return ZERO
        f = _times(call(S.Gamma, a), call(S.Gamma, b),
                   power(call(S.Gamma, Integer(int(s))), MINUS_ONE))
        return ev.evaluate(f)
    return None


@builtin("Beta", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="Beta[a, b] gives the Euler beta function B(a, b). Beta[z, a, b] gives the "
               "incomplete beta function B_z(a, b).",
         examples=[("Beta[2, 3]", "1/12"), ("Beta[1/2, 1/2]", "Pi"), ("Beta[1/2, 2]", "4/3"),
                   ("Beta[2.5, 1.5]", "0.19635"), ("Beta[a, b]", "Beta[a, b]"),
                   ("Beta[0.5, 2, 3]", "0.0572917")])
def beta(ev, expr):
    args = expr.args
    if len(args) == 3:
        z, a, b = args
        if inexact(z, a, b):
            return mp_apply(lambda m, x, p, q: m.betainc(p, q, 0, x), [z, a, b])
        if z == ZERO:
            return ZERO
        return None
    a, b = args
    if inexact(a, b):
        return mp_apply(lambda m, p, q: m.beta(p, q), [a, b])
    return _beta_exact(ev, a, b)


# --- exponential and logarithmic integrals, ProductLog ------------------------------------------

@builtin("ExpIntegralEi", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="ExpIntegralEi[z] gives the exponential integral function Ei(z).",
         examples=[("ExpIntegralEi[1.]", "1.89512"), ("ExpIntegralEi[0]", "-Infinity"),
                   ("ExpIntegralEi[-1.]", "-0.219384"), ("ExpIntegralEi[Infinity]", "Infinity"),
                   ("ExpIntegralEi[x]", "ExpIntegralEi[x]")])
def exp_integral_ei(ev, expr):
    z = expr.args[0]
    if inexact(z):
        if is_zero(z):
            return MINUS_INFINITY
        return mp_apply(lambda m, a: m.ei(a), [z])
    if z == ZERO:
        return MINUS_INFINITY
    if z == INFINITY:
        return INFINITY
    if z == MINUS_INFINITY:
        return ZERO
    return None


@builtin("LogIntegral", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="LogIntegral[z] is the logarithmic integral function li(z).",
         examples=[("LogIntegral[2.]", "1.04516"), ("LogIntegral[0]", "0"),
                   ("LogIntegral[1]", "-Infinity"), ("LogIntegral[0.5]", "-0.378671"),
                   ("LogIntegral[x]", "LogIntegral[x]")])
def log_integral(ev, expr):
    z = expr.args[0]
    if inexact(z):
        if type(z) is not Complex and to_mpf(z) == 1:
            return MINUS_INFINITY
        return mp_apply(lambda m, a: m.li(a), [z])
    if z == ZERO:
        return ZERO
    if z == ONE:
        return MINUS_INFINITY
    if z == INFINITY:
        return INFINITY
    return None


_MINUS_INV_E = _times(MINUS_ONE, power(S.E, MINUS_ONE))


@builtin("ProductLog", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="ProductLog[z] gives the principal solution for w in z = w e^w. "
               "ProductLog[k, z] gives the kth solution.",
         examples=[("ProductLog[0]", "0"), ("ProductLog[E]", "1"), ("ProductLog[-1/E]", "-1"),
                   ("ProductLog[1.]", "0.567143"), ("ProductLog[-1, -0.2]", "-2.54264"),
                   ("ProductLog[-1.]", "-0.318132 + 1.33724 I")])
def product_log(ev, expr):
    args = expr.args
    if len(args) == 2:
        k, z = args
        kv = _integral(k)
        if kv is None:
            return None
        if inexact(k, z):
            return mp_apply(lambda m, _, a: m.lambertw(a, kv), [k, z])
        if kv == 0:
            return call(S.ProductLog, z)
        if k.value == -1 and z == ev.evaluate(_MINUS_INV_E):
            return MINUS_ONE
        return None
    z = args[0]
    if inexact(z):
        return mp_apply(lambda m, a: m.lambertw(a), [z])
    if z == ZERO:
        return ZERO
    if z is S.E:
        return ONE
    if z == INFINITY:
        return INFINITY
    if z == ev.evaluate(_MINUS_INV_E):
        return MINUS_ONE
    return None


# --- hypergeometric and elliptic functions --------------------------------------------------

def _pochhammer(a, k):
    r = Fraction(1)
    for j in range(k):
        r *= a + j
    return r


@builtin("Hypergeometric2F1", nargs=4, attributes=NUMERIC_LISTABLE,
         usage="Hypergeometric2F1[a, b, c, z] is the hypergeometric function 2F1(a, b; c; z).",
         examples=[("Hypergeometric2F1[1, 2, 3, 0.5]", "1.54518"),
                   ("Hypergeometric2F1[a, b, c, 0]", "1"),
                   ("Hypergeometric2F1[-2, 1, 3, z]", "1 - (2 z)/3 + z^2/6"),
                   ("Hypergeometric2F1[1/2, 1/2, 1, 0.3]", "1.0911")])
def hypergeometric_2f1(ev, expr):
    a, b, c, z = expr.args
    if inexact(a, b, c, z):
        cv = to_mpf(c) if type(c) is not Complex else None
        if cv is not None and cv <= 0 and cv == int(cv):
            return None
        return mp_apply(lambda m, p, q, r, x: m.hyp2f1(p, q, r, x), [a, b, c, z])
    if z == ZERO or a == ZERO or b == ZERO:
        return ONE
    if c == b or c == a:
        return power(plus(ONE, _times(MINUS_ONE, z)), _times(MINUS_ONE, a if c == b else b))
    av, bv, cv = _rat(a), _rat(b), _rat(c)
    if av is None or bv is None or cv is None:
        return None
    terminating = [v for v in (av, bv) if v.denominator == 1 and v < 0]
    if cv.denominator == 1 and cv <= 0:
        if not terminating or max(terminating) < cv:
            return None
    if terminating:
        n = -int(max(terminating))
        if n > 1000:
            return None
        terms = []
        for k in range(n + 1):
            coef = _pochhammer(av, k) * _pochhammer(bv, k) / (_pochhammer(cv, k)
                                                              * math.factorial(k))
            if coef:
                terms.append(_times(make_rational(coef), power(z, Integer(k))) if k else
                             make_rational(coef))
        return ev.evaluate(plus(*terms))
    if z == ONE and cv - av - bv > 0:
        f = _times(call(S.Gamma, c), call(S.Gamma, make_rational(cv - av - bv)),
                   power(call(S.Gamma, make_rational(cv - av)), MINUS_ONE),
                   power(call(S.Gamma, make_rational(cv - bv)), MINUS_ONE))
        return ev.evaluate(f)
    return None


HALF_PI = _times(HALF, S.Pi)


@builtin("EllipticK", nargs=1, attributes=NUMERIC_LISTABLE,
         derivatives={1: ("(EllipticE[#1] - (1 - #1) EllipticK[#1])/(2 (1 - #1) #1)",)},
         usage="EllipticK[m] gives the complete elliptic integral of the first kind K(m).",
         examples=[("EllipticK[0]", "Pi/2"), ("EllipticK[0.5]", "1.85407"),
                   ("EllipticK[1]", "ComplexInfinity"), ("EllipticK[m]", "EllipticK[m]")])
def elliptic_k(ev, expr):
    x = expr.args[0]
    if inexact(x):
        if type(x) is not Complex and to_mpf(x) == 1:
            return COMPLEX_INFINITY
        return mp_apply(lambda m, a: m.ellipk(a), [x])
    if x == ZERO:
        return HALF_PI
    if x == ONE:
        return COMPLEX_INFINITY
    if x == MINUS_INFINITY:
        return ZERO
    return None


@builtin("EllipticE", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         derivatives={1: ("(EllipticE[#1] - EllipticK[#1])/(2 #1)",),
                      2: ("Sqrt[1 - #2 Sin[#1]^2]",
                          "(EllipticE[#1, #2] - EllipticF[#1, #2])/(2 #2)")},
         usage="EllipticE[m] gives the complete elliptic integral E(m). EllipticE[phi, m] "
               "gives the elliptic integral of the second kind E(phi | m).",
         examples=[("EllipticE[0]", "Pi/2"), ("EllipticE[1]", "1"), ("EllipticE[0.5]", "1.35064"),
                   ("EllipticE[0.5, 0.3]", "0.493991"), ("EllipticE[0, m]", "0")])
def elliptic_e(ev, expr):
    args = expr.args
    if len(args) == 2:
        phi, x = args
        if inexact(phi, x):
            return mp_apply(lambda m, p, q: m.ellipe(p, q), [phi, x])
        if phi == ZERO:
            return ZERO
        if x == ZERO:
            return phi
        if phi == HALF_PI or phi == ev.evaluate(HALF_PI):
            return call(S.EllipticE, x)
        return None
    x = args[0]
    if inexact(x):
        return mp_apply(lambda m, a: m.ellipe(a), [x])
    if x == ZERO:
        return HALF_PI
    if x == ONE:
        return ONE
    if x == MINUS_INFINITY:
        return INFINITY
    return None


@builtin("AiryAi", nargs=1, attributes=NUMERIC_LISTABLE, derivatives={1: ("AiryAiPrime[#1]",)},
         usage="AiryAi[z] gives the Airy function Ai(z).",
         examples=[("AiryAi[0]", "1/(3^(2/3) Gamma[2/3])"), ("AiryAi[1.]", "0.135292"),
                   ("AiryAi[-2.]", "0.227407"), ("AiryAi[Infinity]", "0")])
def airy_ai(ev, expr):
    z = expr.args[0]
    if inexact(z):
        return mp_apply(lambda m, a: m.airyai(a), [z])
    if z == ZERO:
        return ev.evaluate(power(_times(power(Integer(3), make_rational(2, 3)),
                                         call(S.Gamma, make_rational(2, 3))), MINUS_ONE))
    if z == INFINITY or z == MINUS_INFINITY:
        return ZERO
    return None
