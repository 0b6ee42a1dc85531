"""The gamma function at exact arguments: the values Gamma, Factorial and Binomial share.

    gamma_exact(x)           Gamma[x] of an Integer or a half-integer Rational: an exact
                             value, ComplexInfinity at the poles, or None (left unevaluated)
    half_integer_gamma(q)    Gamma[q] for a half-integer Fraction q: a rational times Sqrt[Pi]
    MAX_FACTORIAL            n! for larger n takes seconds in pure Python: left unevaluated
"""

import math
from fractions import Fraction

from mathilda.core.expr import Expression, Integer, Rational, S, make_rational
from mathilda.numbers.infinity import COMPLEX_INFINITY

MAX_FACTORIAL = 200000        # n! for larger n takes seconds in pure Python: left unevaluated


SQRT_PI = Expression(S.Power, (S.Pi, Rational(Fraction(1, 2))))


def half_integer_gamma(q):
    """Gamma[q] for a half-integer q: rational * Sqrt[Pi]."""
    n = q - Fraction(1, 2)          # q = n + 1/2
    n = int(n)
    if n >= 0:
        c = Fraction(math.factorial(2 * n), 4 ** n * math.factorial(n))
    else:
        m = -n
        c = Fraction((-4) ** m * math.factorial(m), math.factorial(2 * m))
    return Expression(S.Times, (make_rational(c), SQRT_PI))


def gamma_exact(x):
    """Gamma of an exact rational: an Expr, COMPLEX_INFINITY, or None."""
    if type(x) is Integer:
        n = x.value
        if n <= 0:
            return COMPLEX_INFINITY
        if n > MAX_FACTORIAL:
            return None
        return Integer(math.factorial(n - 1))
    if type(x) is Rational and x.value.denominator == 2 and abs(x.value) < MAX_FACTORIAL:
        return half_integer_gamma(x.value)
    return None
