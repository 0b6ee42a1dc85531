"""Hypergeometric functions: Hypergeometric0F1, Hypergeometric1F1, HypergeometricPFQ,
HypergeometricU (Hypergeometric2F1 is with the other classical functions in special.py).

Exact arguments give what the Wolfram Language gives automatically: 1 at z = 0, the
terminating series as polynomials (``Hypergeometric1F1[-2, b, z]``), ``E^z`` for equal
parameters, HypergeometricPFQ of one and two parameter lists as the named functions with
common parameters cancelled; inexact arguments give mpmath's values at their precision.
"""


from mathilda.algorithms.build import call, divide, list_of, minus, plus, power, times
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import vector_of
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO
from mathilda.numbers.infinity import COMPLEX_INFINITY

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_TERMS = 200             # terminating series are written out up to this degree


def _nonpositive_int(x):
    """-n for an Integer x = -n <= 0, else None."""
    if type(x) is Integer and x.value <= 0:
        return -x.value
    return None


def _rising(ev, a, k):
    """(a)_k written out as a product (1 for k = 0), unevaluated."""
    return times(*[plus(a, Integer(j)) for j in range(k)]) if k else ONE


def _terminating(ev, upper, lower, z):
    """The polynomial sum_k prod (a)_k / prod (b)_k z^k/k! for a nonpositive integer among
    the upper parameters (its smallest degree), or None (no termination, too long, or a
    lower parameter that is a nonpositive integer reached first)."""
    degrees = [d for d in (_nonpositive_int(a) for a in upper) if d is not None]
    if not degrees:
        return None
    n = min(degrees)
    if n > MAX_TERMS:
        return None
    for b in lower:
        d = _nonpositive_int(b)
        if d is not None and d < n:
            return None
    terms = []
    for k in range(n + 1):
        num = times(*[_rising(ev, a, k) for a in upper])
        den = times(Integer(1), *[_rising(ev, b, k) for b in lower])
        terms.append(divide(times(num, power(z, Integer(k))),
                            times(den, Integer(_factorial(k)))))
    return ev.evaluate(plus(*terms))


def _factorial(k):
    r = 1
    for j in range(2, k + 1):
        r *= j
    return r


def _all_numbers(xs):
    return all(x.is_number for x in xs)


# --- 0F1 and 1F1 ------------------------------------------------------------------------------

@builtin("Hypergeometric0F1", vector=vector_of("Hypergeometric0F1"),
         nargs=2, attributes=NUMERIC_LISTABLE,
         usage="Hypergeometric0F1[a, z] is the confluent hypergeometric function 0F1(; a; z), "
               "the sum of z^k/((a)_k k!).",
         examples=[("Hypergeometric0F1[a, 0]", "1"), ("Hypergeometric0F1[2, 1.]", "1.59064"),
                   ("Hypergeometric0F1[0.5, -2.]", "-0.951363"),
                   ("N[Hypergeometric0F1[1/3, 1/2], 20]", "2.8021102936172378672"),
                   ("Hypergeometric0F1[a, z]", "Hypergeometric0F1[a, z]")])
def hypergeometric_0f1(ev, expr):
    a, z = expr.args
    if inexact(a, z):
        return mp_apply(lambda m, p, x: m.hyp0f1(p, x), [a, z])
    if z == ZERO:
        return ONE
    if _nonpositive_int(a) is not None and z.is_number:
        return COMPLEX_INFINITY
    return None


@builtin("Hypergeometric1F1", vector=vector_of("Hypergeometric1F1"),
         nargs=3, attributes=NUMERIC_LISTABLE,
         usage="Hypergeometric1F1[a, b, z] is the Kummer confluent hypergeometric function "
               "1F1(a; b; z), the sum of (a)_k z^k/((b)_k k!).",
         examples=[("Hypergeometric1F1[a, a, z]", "E^z"), ("Hypergeometric1F1[a, b, 0]", "1"),
                   ("Hypergeometric1F1[-2, b, z]", "1 - (2 z)/b + z^2/(b (1 + b))"),
                   ("Hypergeometric1F1[1, 2, z]", "(-1 + E^z)/z"),
                   ("Hypergeometric1F1[1, 2, 3.]", "6.36185"),
                   ("N[Hypergeometric1F1[1/2, 3/2, -1], 20]", "0.74682413281242702540")])
def hypergeometric_1f1(ev, expr):
    a, b, z = expr.args
    if inexact(a, b, z):
        return mp_apply(lambda m, p, q, x: m.hyp1f1(p, q, x), [a, b, z])
    if z == ZERO or a == ZERO:
        return ONE
    if a == b:
        return power(S.E, z)
    r = _terminating(ev, (a,), (b,), z)
    if r is not None:
        return r
    if a == ONE and b == Integer(2):
        return ev.evaluate(divide(plus(MINUS_ONE, power(S.E, z)), z))
    return None


# --- HypergeometricPFQ ------------------------------------------------------------------------

def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _cancel(upper, lower):
    """Remove parameters common to both lists (once each)."""
    upper, lower = list(upper), list(lower)
    for a in list(upper):
        if a in lower and _nonpositive_int(a) is None:
            upper.remove(a)
            lower.remove(a)
    return upper, lower


@builtin("HypergeometricPFQ", nargs=3, attributes=("NumericFunction", "Protected"),
         usage="HypergeometricPFQ[{a1, ..., ap}, {b1, ..., bq}, z] is the generalized "
               "hypergeometric function pFq(a; b; z).",
         examples=[("HypergeometricPFQ[{}, {}, z]", "E^z"),
                   ("HypergeometricPFQ[{a}, {b}, z]", "Hypergeometric1F1[a, b, z]"),
                   ("HypergeometricPFQ[{a, b}, {b}, z]", "(1 - z)^(-a)"),
                   ("HypergeometricPFQ[{1, 2, 3}, {4, 5}, 0.5]", "1.18987"),
                   ("HypergeometricPFQ[{-2, a}, {b, c}, z]",
                    "1 - (2 a z)/(b c) + (a (1 + a) z^2)/(b (1 + b) c (1 + c))"),
                   ("HypergeometricPFQ[{a, b}, {c, d}, 0]", "1")])
def hypergeometric_pfq(ev, expr):
    up, low, z = expr.args
    if not (_is_list(up) and _is_list(low)):
        return None
    upper, lower = list(up.args), list(low.args)
    everything = upper + lower + [z]
    if _all_numbers(everything) and inexact(*everything):
        p = len(upper)
        q = len(lower)
        return mp_apply(lambda m, *xs: m.hyper(list(xs[:p]), list(xs[p:p + q]), xs[-1]),
                        everything)
    if z == ZERO:
        return ONE
    upper2, lower2 = _cancel(upper, lower)
    r = _terminating(ev, tuple(upper2), tuple(lower2), z)
    if r is not None:
        return r
    p, q = len(upper2), len(lower2)
    if (p, q) == (0, 0):
        return power(S.E, z)
    if (p, q) == (1, 0):
        return power(minus(ONE, z), times(MINUS_ONE, upper2[0]))
    if (p, q) == (0, 1):
        return call(S.Hypergeometric0F1, lower2[0], z)
    if (p, q) == (1, 1):
        return call(S.Hypergeometric1F1, upper2[0], lower2[0], z)
    if (p, q) == (2, 1):
        return call(S.Hypergeometric2F1, upper2[0], upper2[1], lower2[0], z)
    if (p, q) != (len(upper), len(lower)):
        return call(S.HypergeometricPFQ, list_of(upper2), list_of(lower2), z)
    return None


# --- HypergeometricU --------------------------------------------------------------------------

def _u_polynomial(ev, n, b, z):
    """U(-n, b, z) = sum_k Binomial[n, k] (b + k)_(n - k) (-1)^(n - k) z^k."""
    terms = []
    c = 1
    for k in range(n + 1):
        t = times(Integer(c * (-1) ** (n - k)), _rising(ev, plus(b, Integer(k)), n - k),
                  power(z, Integer(k)))
        terms.append(t)
        c = c * (n - k) // (k + 1)
    return ev.evaluate(plus(*terms))


@builtin("HypergeometricU", vector=vector_of("HypergeometricU"),
         nargs=3, attributes=NUMERIC_LISTABLE,
         usage="HypergeometricU[a, b, z] is the confluent hypergeometric function U(a, b, z) "
               "of the second kind (Tricomi's function).",
         examples=[("HypergeometricU[0, b, z]", "1"), ("HypergeometricU[a, 1 + a, z]",
                                                        "z^(-a)"),
                   ("HypergeometricU[-1, b, z]", "-b + z"),
                   ("HypergeometricU[1, 2, 3.]", "0.333333"),
                   ("HypergeometricU[1/2, 1/3, 2.]", "0.581359"),
                   ("N[HypergeometricU[2, 1/2, 1], 20]", "0.14042614619562631319")])
def hypergeometric_u(ev, expr):
    a, b, z = expr.args
    if inexact(a, b, z):
        return mp_apply(lambda m, p, q, x: m.hyperu(p, q, x), [a, b, z])
    if a == ZERO:
        return ONE
    n = _nonpositive_int(a)
    if n is not None and n <= MAX_TERMS:
        return _u_polynomial(ev, n, b, z)
    if b == ev.evaluate(plus(a, ONE)):
        return power(z, times(MINUS_ONE, a))
    return None
