"""Powers of numbers: ``power_numbers(base, exponent)`` for two number atoms.

Returns an Expr (a number, or a canonical product of radicals such as ``2 Sqrt[2]``), None
when the power stays as it is (``2^(1/2)``, ``(-2)^(1/3)``, ``2^I``), or one of the markers
``INFINITE`` (``0^-1``: the caller emits Power::infy and gives ComplexInfinity),
``INDETERMINATE`` (``0^0``: Power::indet, Indeterminate) or ``OVERFLOW`` (the exact result
would be astronomically large: General::ovfl, Overflow[]).
"""

import math
from fractions import Fraction

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, S, make_rational,
)
from mathilda.numbers.arith import (
    ONE, ZERO, MINUS_ONE, from_mpc, from_python_complex, inverse, is_zero, mul,
)
from mathilda.numbers.precision import (
    EXACT, MACHINE, MACHINE_DIGITS, bits_for, level, mp, to_float, to_mpf,
)
from mathilda.numbers.radicals import normalize_radicals

__all__ = ["power_numbers", "INFINITE", "INDETERMINATE", "OVERFLOW", "radical_product",
           "minus_one_power", "MAX_BITS", "COST_BITS"]

INFINITE = object()
INDETERMINATE = object()
OVERFLOW = object()
TOO_COSTLY = object()        # internal: the power stays unevaluated

MAX_BITS = 1 << 31           # exact results beyond this many bits give Overflow[]
COST_BITS = 1 << 22          # beyond this, pure-Python powering takes seconds: left as it is
                             # (except powers of two, which are shifts)


def _exact_int_power(v, n):
    """v ** n for int/Fraction v and int n >= 0, or OVERFLOW."""
    if n == 0:
        return 1
    if isinstance(v, int):
        a = abs(v)
        if a <= 1:
            return v ** n
        bits = (a.bit_length() - 1) * n
        if bits > MAX_BITS:
            return OVERFLOW
        if bits > COST_BITS and a & (a - 1):
            return TOO_COSTLY
        return v ** n
    num, den = v.numerator, v.denominator
    bits = max(abs(num).bit_length(), den.bit_length()) * n
    if bits > MAX_BITS + 64:
        return OVERFLOW
    if bits > COST_BITS:
        return TOO_COSTLY
    return Fraction(num ** n, den ** n)


def _complex_int_power(b, n):
    """Exact complex b to the integer n (binary powering)."""
    if n < 0:
        b = inverse(b)
        n = -n
    result = ONE
    while n:
        if n & 1:
            result = mul(result, b)
        n >>= 1
        if n:
            b = mul(b, b)
    return result


def minus_one_power(e):
    """(-1)^e for a rational e, normalised: (coefficient, remaining exponent or None).

    (-1)^(4/3) -> (-1, 1/3); (-1)^(1/2) -> (I, None); (-1)^(-1/3) -> (-1, 2/3)."""
    k = e.numerator // e.denominator          # floor
    f = e - k
    c = MINUS_ONE if k % 2 else ONE
    if f == 0:
        return c, None
    if f == Fraction(1, 2):
        return mul(c, Complex(ZERO, ONE)), None
    return c, f


def radical_product(coeff, rads):
    """The expression ``coeff * b^e ...`` from normalize_radicals output (unsorted factors
    are sorted by the evaluator's Times; a single factor is returned bare)."""
    factors = [Expression(S.Power, (make_rational(b), make_rational(e))) for b, e in rads]
    c = make_rational(coeff)
    if not factors:
        return c
    if c == ONE:
        if len(factors) == 1:
            return factors[0]
        return Expression(S.Times, tuple(_sorted(factors)))
    return Expression(S.Times, (c,) + tuple(_sorted(factors)))


def _sorted(factors):
    from mathilda.core.ordering import sort_key
    return sorted(factors, key=sort_key)


def _exact_real_rational_power(b, e):
    """b^e for exact real b and non-integer rational e (a Fraction)."""
    v = b.value
    if v == 0:
        return ZERO if e > 0 else INFINITE
    if v == 1:
        return ONE
    if v > 0:
        c, rads = normalize_radicals(1, [(v, e)])
        if c == 1 and len(rads) == 1 and rads[0] == (v, e):
            return None
        return radical_product(c, rads)
    # negative base: (-1)^e |b|^e
    if v == -1:
        c, f = minus_one_power(e)
        if f is None:
            return c
        if c == ONE and f == e:
            return None
        rest = Expression(S.Power, (MINUS_ONE, make_rational(f)))
        return Expression(S.Times, (c, rest)) if c != ONE else rest
    a = -v
    c, rads = normalize_radicals(1, [(a, e)])
    unchanged = c == 1 and len(rads) == 1 and rads[0] == (a, e)
    if unchanged and e.denominator != 2:
        if -1 < e < 1:
            return None
        k = int(e)                            # towards zero
        f = e - k
        head = make_rational(Fraction(v) ** k)
        return Expression(S.Times, (head, Expression(S.Power, (b, make_rational(f)))))
    sign, f = minus_one_power(e)
    coeff = mul(sign, make_rational(c))
    factors = [Expression(S.Power, (make_rational(bb), make_rational(ee))) for bb, ee in rads]
    if f is not None:
        factors.append(Expression(S.Power, (MINUS_ONE, make_rational(f))))
    if not factors:
        return coeff
    factors = _sorted(factors)
    if coeff == ONE:
        return factors[0] if len(factors) == 1 else Expression(S.Times, tuple(factors))
    return Expression(S.Times, (coeff,) + tuple(factors))


def _inexact_power(b, e):
    lv = min(level(b), level(e))
    tb, te = type(b), type(e)
    if lv == MACHINE:
        try:
            if tb is Complex or te is Complex:
                zb = complex(to_float(b.re), to_float(b.im)) if tb is Complex \
                    else complex(to_float(b))
                ze = complex(to_float(e.re), to_float(e.im)) if te is Complex \
                    else to_float(e)
                if zb == 0:
                    return _zero_power(b, e)
                r = zb ** ze
                if math.isfinite(r.real) and math.isfinite(r.imag):
                    return from_python_complex(r)
            else:
                fb, fe = to_float(b), to_float(e)
                if fb == 0:
                    return _zero_power(b, e)
                if te is Integer and math.isfinite(fb):
                    r = fb ** e.value
                elif fb < 0 and fe == 0.5:
                    r = complex(0.0, math.sqrt(-fb))      # exact zero real part
                else:
                    r = fb ** fe
                if isinstance(r, complex):
                    if math.isfinite(r.real) and math.isfinite(r.imag):
                        return from_python_complex(r)
                elif math.isfinite(r):
                    return Real(r)
        except (OverflowError, ZeroDivisionError, ValueError):
            pass
        lv = MACHINE_DIGITS
    m = mp()
    bits = bits_for(lv)
    with m.workprec(bits):
        if tb is Complex:
            xb = m.mpc(to_mpf(b.re, bits), to_mpf(b.im, bits))
        else:
            xb = to_mpf(b, bits)
        if te is Integer:
            xe = e.value
        elif te is Complex:
            xe = m.mpc(to_mpf(e.re, bits), to_mpf(e.im, bits))
        else:
            xe = to_mpf(e, bits)
        if xb == 0:
            return _zero_power(b, e)
        r = m.power(xb, xe)
    if isinstance(r, m.mpc):
        return from_mpc(r, lv)
    return Real(r, prec=float(lv))


def _zero_power(b, e):
    """0^e (b is an exact or inexact zero)."""
    if type(e) is Complex:
        re = e.re
    else:
        re = e
    s = (re.value > 0) - (re.value < 0)
    if s > 0:
        if type(b) is Real:
            return b
        if type(e) is Real:
            return Real(0.0) if e.prec is None else Real(mp().mpf(0), prec=e.prec)
        return ZERO
    if s < 0:
        return INFINITE
    return INDETERMINATE


def power_numbers(b, e):
    tb, te = type(b), type(e)
    if te is Integer:
        n = e.value
        if tb is Integer or tb is Rational:
            v = b.value
            if n >= 0:
                if n == 0 and v == 0:
                    return INDETERMINATE
                r = _exact_int_power(v, n)
                if r is TOO_COSTLY:
                    return None
                return r if r is OVERFLOW else make_rational(r)
            if v == 0:
                return INFINITE
            r = _exact_int_power(v, -n)
            if r is TOO_COSTLY:
                return None
            if r is OVERFLOW:
                return OVERFLOW
            return make_rational(Fraction(1) / r) if not isinstance(r, int) or r != 0 \
                else INFINITE
        if tb is Complex and level(b) == EXACT:
            if n == 0:
                return ONE
            if n < 0 and is_zero(b):
                return INFINITE
            bits = abs(n) * max(_bits(b.re), _bits(b.im), 1)
            if bits > MAX_BITS:
                return OVERFLOW
            if bits > COST_BITS:
                return None
            return _complex_int_power(b, n)
        if n == 0 and is_zero(b):
            return INDETERMINATE
    if te is Rational and level(b) == EXACT:
        if tb is Complex:
            return _complex_rational_power(b, e.value)
        return _exact_real_rational_power(b, e.value)
    if level(b) == EXACT and level(e) == EXACT:
        # exact complex exponent: 0^(a + b I), 1^z; everything else stays
        if is_zero(b):
            return _zero_power(b, e)
        if tb is Integer and b.value == 1:
            return ONE
        return None
    return _inexact_power(b, e)


def _bits(x):
    v = x.value
    if isinstance(v, int):
        return abs(v).bit_length()
    return max(abs(v.numerator).bit_length(), v.denominator.bit_length())


def _complex_rational_power(b, e):
    """Exact complex base, rational exponent: I^e = (-1)^(e/2); others stay."""
    re, im = b.re, b.im
    if re.value == 0 and abs(im.value) == 1:
        f = e / 2 if im.value > 0 else -e / 2
        c, rest = minus_one_power(f)
        if rest is None:
            return c
        factor = Expression(S.Power, (MINUS_ONE, make_rational(rest)))
        return factor if c == ONE else Expression(S.Times, (c, factor))
    return None
