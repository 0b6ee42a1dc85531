"""Chop and Rationalize on number atoms and expressions."""

import math
from fractions import Fraction

from mathilda.core.expr import Complex, Expression, Real, make_rational
from mathilda.numbers.arith import ZERO, make_complex
from mathilda.numbers.precision import to_float

__all__ = ["chop_expr", "rationalize_expr", "exact_fraction", "simplest_between"]


def chop_expr(x, tol):
    t = type(x)
    if t is Real:
        return ZERO if abs(to_float(x)) < tol else x
    if t is Complex:
        re_, im_ = chop_expr(x.re, tol), chop_expr(x.im, tol)
        if re_ is x.re and im_ is x.im:
            return x
        if im_ is ZERO:
            return re_
        return make_complex(re_, im_) if re_ is not ZERO else Complex(ZERO, im_)
    if isinstance(x, Expression):          # a packed array too
        args = tuple(chop_expr(a, tol) for a in x.args)
        if all(a is b for a, b in zip(args, x.args)):
            return x
        return Expression(x.head, args)
    return x


def simplest_between(lo, hi):
    """The rational with the smallest denominator in [lo, hi] (Fractions, lo <= hi)."""
    if lo <= 0 <= hi:
        return Fraction(0)
    if hi < 0:
        return -simplest_between(-hi, -lo)
    fl = math.floor(lo)
    if Fraction(fl) == lo:
        return Fraction(fl)
    if fl + 1 <= hi:
        return Fraction(fl + 1)
    # lo and hi share the integer part: recurse on the reciprocals of the fractional parts
    r = simplest_between(1 / (hi - fl), 1 / (lo - fl))
    return fl + 1 / r


def _rationalize_number(x, dx):
    if type(x) is Complex:
        re_, im_ = _rationalize_number(x.re, dx), _rationalize_number(x.im, dx)
        if re_ is None or im_ is None:
            return None
        return make_complex(re_, im_)
    if type(x) is not Real:
        return x
    v = exact_fraction(x)
    half = _half_ulp(x, v)
    if dx is None:
        # the first continued-fraction convergent p/q with |x - p/q| < 10^-4 / q^2, among
        # those that the precision of x can tell apart (up to the first one within x's
        # last digit); x itself when there is none
        h0, h1, k0, k1 = 0, 1, 1, 0
        y = v
        while True:
            a = math.floor(y)
            h0, h1 = h1, a * h1 + h0
            k0, k1 = k1, a * k1 + k0
            p = Fraction(h1, k1)
            err = abs(v - p)
            if err < Fraction(1, 10 ** 4 * k1 * k1):
                return make_rational(p)
            if y == a or err <= half:
                return x
            y = 1 / (y - a)
    if dx == 0:
        # the simplest rational that rounds to x
        return make_rational(simplest_between(v - half, v + half))
    return make_rational(simplest_between(v - dx, v + dx))


def _half_ulp(x, v):
    """Half a unit in the last place of x (machine) or of its precision (big reals)."""
    if x.prec is None:
        return Fraction(math.ulp(x.value)) / 2
    if v == 0:
        return Fraction(0)
    digits = int(x.prec)
    a = abs(v)
    e10 = int((a.numerator.bit_length() - a.denominator.bit_length()) * 0.30102999566398120)
    return Fraction(10) ** (e10 - digits + 1) / 2


def exact_fraction(x):
    if x.prec is None:
        return Fraction(x.value)
    sign, man, exp, _ = x.value._mpf_
    man = int(man)
    f = Fraction(man) * (Fraction(2) ** exp)
    return -f if sign else f


def rationalize_expr(x, dx):
    if x.is_number:
        return _rationalize_number(x, dx)
    if type(x) is Expression:
        args = []
        for a in x.args:
            r = rationalize_expr(a, dx)
            if r is None:
                return None
            args.append(r)
        return Expression(x.head, tuple(args))
    return x
