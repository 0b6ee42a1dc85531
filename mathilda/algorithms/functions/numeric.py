"""Numeric values of the mathematical functions, through mpmath.

    inexact(*xs)                   every argument a number, at least one inexact
    int_value(x)                   the value of an Integer atom, else None
    fraction_value(x)              an Integer or Rational atom as a Fraction, else None
    integer_valued(x)              the integer value of an Integer or an integer-valued Real
    mp_apply(fn, args, force_real) ``fn(mpmath, *values)`` at the precision of the arguments:
                                   a machine number for machine arguments, a number of that
                                   many digits otherwise; ComplexInfinity at a pole; None
                                   when the value cannot be computed
"""

import math

from fractions import Fraction

from mathilda.core.expr import Complex, Integer, Rational, Real
from mathilda.numbers.infinity import COMPLEX_INFINITY
from mathilda.numbers.precision import (EXACT, MACHINE, MACHINE_DIGITS, bits_for, level,
                                        level_of_all, mp, to_mpf)


def mp_apply(fn, args, force_real=False):
    """``fn(mpmath, *values)`` for number atoms ``args`` (at least one inexact), computed at
    the lowest precision among them: a machine number for machine arguments, a number of that
    many digits otherwise.  Returns a number atom, ComplexInfinity for a pole, or None when
    the value cannot be computed (the call then stays unevaluated)."""
    lv = level_of_all(args)
    if lv == EXACT:
        return None
    digits = MACHINE_DIGITS if lv == MACHINE else lv
    m = mp()
    bits = bits_for(digits) + (6 if lv == MACHINE else 0)
    complex_in = any(type(a) is Complex for a in args)
    with m.workprec(bits):
        xs = []
        for a in args:
            if type(a) is Complex:
                xs.append(m.mpc(to_mpf(a.re, bits), to_mpf(a.im, bits)))
            else:
                xs.append(to_mpf(a, bits))
        try:
            r = fn(m, *xs)
        except ZeroDivisionError:
            return COMPLEX_INFINITY
        except ValueError as e:
            return COMPLEX_INFINITY if "pole" in str(e) else None
        except (ArithmeticError, _no_convergence()):
            return None
        if r is None:
            return None
        if isinstance(r, m.mpc):
            if (r.imag == 0 and not complex_in) or force_real:
                r = r.real
        return _to_number(m, r, lv)


def _no_convergence():
    from mpmath.libmp import NoConvergence
    return NoConvergence


def _to_number(m, r, lv):
    if isinstance(r, m.mpc):
        re, im = _to_number(m, r.real, lv), _to_number(m, r.imag, lv)
        if re is None or im is None or type(re) is not Real or type(im) is not Real:
            return None
        return Complex(re, im)
    if not isinstance(r, m.mpf):
        r = m.mpf(r)
    if m.isnan(r):
        return None
    if m.isinf(r):
        return COMPLEX_INFINITY
    if lv == MACHINE:
        f = float(r)
        if math.isinf(f):
            return Real(+r, prec=MACHINE_DIGITS)
        return Real(f)
    with m.workprec(bits_for(lv)):
        return Real(+r, prec=float(lv))


def inexact(*xs):
    """All arguments are numbers and at least one is inexact."""
    return all(x.is_number for x in xs) and any(level(x) != EXACT for x in xs)


def int_value(x):
    """The value of an Integer atom, else None."""
    return x.value if type(x) is Integer else None


def fraction_value(x):
    """An Integer or Rational atom as a Fraction, else None."""
    if type(x) is Integer or type(x) is Rational:
        return Fraction(x.value)
    return None


def integer_valued(x, bound=10 ** 15):
    """The integer value of an Integer, or of a Real whose value is an integer below bound
    in size; else None."""
    if type(x) is Integer:
        return x.value
    if type(x) is Real:
        v = to_mpf(x)
        if v == int(v) and abs(v) < bound:
            return int(v)
    return None
