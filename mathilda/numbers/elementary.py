"""Numerical values of the elementary functions, and their exact special values.

``numeric_apply(name, args)`` evaluates a function of number atoms at least one of which is
inexact: machine numbers go through ``math`` (falling back on ``cmath`` off the real domain),
arbitrary-precision numbers through mpmath at the lowest precision of the arguments.  It
returns a number atom, ``COMPLEX_INFINITY`` for a pole, or None.

The exact values of the trigonometric functions at rational multiples of Pi (denominators
1, 2, 3, 4, 5, 6, 8, 10, 12) are built once per session from a small table.
"""

import cmath
import math
from fractions import Fraction

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, S, Symbol, make_rational,
)
from mathilda.numbers.arith import from_mpc, from_python_complex
from mathilda.numbers.infinity import COMPLEX_INFINITY
from mathilda.numbers.precision import (
    MACHINE, MACHINE_DIGITS, bits_for, level_of_all, mp, to_float, to_mpf,
)

__all__ = ["numeric_apply", "pi_multiple", "trig_value", "inverse_trig_value",
           "looks_negative", "negate", "trig_shift"]


def _inv(f):
    def g(x):
        return 1 / f(x)
    return g


def _acot(x):
    return math.pi / 2 if x == 0 else math.atan(1 / x)


def _cacot(z):
    return cmath.atan(1 / z)


_MACHINE = {
    "Exp": (math.exp, cmath.exp),
    "Log": (math.log, cmath.log),
    "Sin": (math.sin, cmath.sin),
    "Cos": (math.cos, cmath.cos),
    "Tan": (math.tan, cmath.tan),
    "Cot": (_inv(math.tan), _inv(cmath.tan)),
    "Sec": (_inv(math.cos), _inv(cmath.cos)),
    "Csc": (_inv(math.sin), _inv(cmath.sin)),
    "ArcSin": (math.asin, cmath.asin),
    "ArcCos": (math.acos, cmath.acos),
    "ArcTan": (math.atan, cmath.atan),
    "ArcCot": (_acot, _cacot),
    "ArcSec": (lambda x: math.acos(1 / x), lambda z: cmath.acos(1 / z)),
    "ArcCsc": (lambda x: math.asin(1 / x), lambda z: cmath.asin(1 / z)),
    "Sinh": (math.sinh, cmath.sinh),
    "Cosh": (math.cosh, cmath.cosh),
    "Tanh": (math.tanh, cmath.tanh),
    "Coth": (_inv(math.tanh), _inv(cmath.tanh)),
    "Sech": (_inv(math.cosh), _inv(cmath.cosh)),
    "Csch": (_inv(math.sinh), _inv(cmath.sinh)),
    "ArcSinh": (math.asinh, cmath.asinh),
    "ArcCosh": (math.acosh, cmath.acosh),
    "ArcTanh": (math.atanh, cmath.atanh),
    "ArcCoth": (lambda x: math.atanh(1 / x), lambda z: cmath.atanh(1 / z)),
    "ArcSech": (lambda x: math.acosh(1 / x), lambda z: cmath.acosh(1 / z)),
    "ArcCsch": (lambda x: math.asinh(1 / x), lambda z: cmath.asinh(1 / z)),
    "Gamma": (math.gamma, None),
    "LogGamma": (math.lgamma, None),
    "Erf": (math.erf, None),
    "Erfc": (math.erfc, None),
}

MP_NAMES = {
    "Exp": "exp", "Log": "log", "Sin": "sin", "Cos": "cos", "Tan": "tan", "Cot": "cot",
    "Sec": "sec", "Csc": "csc", "ArcSin": "asin", "ArcCos": "acos", "ArcTan": "atan",
    "ArcCot": "acot", "ArcSec": "asec", "ArcCsc": "acsc", "Sinh": "sinh", "Cosh": "cosh",
    "Tanh": "tanh", "Coth": "coth", "Sech": "sech", "Csch": "csch", "ArcSinh": "asinh",
    "ArcCosh": "acosh", "ArcTanh": "atanh", "ArcCoth": "acoth", "ArcSech": "asech",
    "ArcCsch": "acsch", "Gamma": "gamma", "LogGamma": "loggamma", "Erf": "erf",
    "Erfc": "erfc", "ArcTan2": "atan2", "Log2": "log", "Gamma2": "gammainc",
    "Factorial": "factorial", "Binomial": "binomial", "Beta": "beta", "Zeta": "zeta",
    "PolyGamma": "psi", "Fibonacci": "fibonacci",
}
"""The mpmath function of each builtin (and of a few internal names: ArcTan2, Log2, Gamma2)
evaluated by mpmath at a precision."""


def numeric_apply(name, args):
    lv = level_of_all(args)
    if lv == MACHINE:
        r = _machine_apply(name, args)
        if r is not _FAIL:
            return r
        lv = MACHINE_DIGITS
    return _mp_apply(name, args, lv)


_FAIL = object()


def _machine_apply(name, args):
    pair = _MACHINE.get(name)
    if pair is None or len(args) != 1:
        return _FAIL
    x = args[0]
    fr, fc = pair
    try:
        if type(x) is Complex:
            if fc is None:
                return _FAIL
            z = fc(complex(to_float(x.re), to_float(x.im)))
            if not (math.isfinite(z.real) and math.isfinite(z.imag)):
                return _FAIL
            return from_python_complex(z)
        f = to_float(x)
        if not math.isfinite(f):
            return _FAIL
        try:
            r = fr(f)
        except ValueError:
            # off the real domain (Log[-2.], ArcSin[2.]): mpmath's branch cuts are the
            # Wolfram Language's (cmath's signed-zero convention differs on the cuts)
            return _FAIL
        if not math.isfinite(r):
            return _FAIL
        return Real(r)
    except ZeroDivisionError:
        return COMPLEX_INFINITY
    except (OverflowError, ValueError):
        return _FAIL


def _mp_apply(name, args, lv):
    fname = MP_NAMES.get(name)
    if fname is None:
        return None
    m = mp()
    bits = bits_for(lv)
    with m.workprec(bits):
        xs = []
        for a in args:
            if type(a) is Complex:
                xs.append(m.mpc(to_mpf(a.re, bits), to_mpf(a.im, bits)))
            else:
                xs.append(to_mpf(a, bits))
        try:
            r = getattr(m, fname)(*xs)
        except (ZeroDivisionError, ValueError):
            return COMPLEX_INFINITY
        if isinstance(r, m.mpc):
            if r.imag == 0 and not any(isinstance(x, m.mpc) for x in xs) \
                    and name not in ("Log", "ArcSin", "ArcCos", "ArcCosh", "ArcTanh"):
                r = r.real
        if isinstance(r, m.mpf):
            if m.isinf(r) or m.isnan(r):
                return COMPLEX_INFINITY if m.isinf(r) else None
            if lv == MACHINE_DIGITS and level_of_all(args) == MACHINE:
                f = float(r)
                return Real(f) if math.isfinite(f) else Real(+r, prec=MACHINE_DIGITS)
            if len(xs) == 1 and name in _CONDITION:
                return Real(+r, prec=_conditioned(name, xs[0], r, float(lv)))
            return Real(+r, prec=float(lv))
        if lv == MACHINE_DIGITS and level_of_all(args) == MACHINE:
            return from_mpc(r, MACHINE)
        return from_mpc(r, lv)


def _sin_cos_condition(x, r):
    return abs(x) * (abs(1 - r * r)) ** 0.5 / abs(r)


_CONDITION = {
    # |x f'(x) / f(x)| from x and r = f(x): the factor by which f multiplies the relative
    # error of its argument (Sin[x] of a big x knows fewer digits than x)
    "Sin": _sin_cos_condition,
    "Cos": _sin_cos_condition,
    "Tan": lambda x, r: abs(x) * (1 + r * r) / abs(r),
    "Cot": lambda x, r: abs(x) * (1 + r * r) / abs(r),
    "Sec": lambda x, r: abs(x) * (abs(r * r - 1)) ** 0.5,
    "Csc": lambda x, r: abs(x) * (abs(r * r - 1)) ** 0.5,
    "Exp": lambda x, r: abs(x),
    "Log": lambda x, r: 1 / abs(r),
    "Sinh": lambda x, r: abs(x) * (1 + r * r) ** 0.5 / abs(r),
    "Cosh": lambda x, r: abs(x) * (abs(r * r - 1)) ** 0.5 / abs(r),
}


def _conditioned(name, x, r, lv):
    """The precision of r = name[x] for an argument of precision lv: lv less the digits
    the function's condition number costs (never more than lv, never below 1 digit, as the
    sum of numbers in numbers/arith does); the condition is estimated at 30 bits."""
    if not r or not x:
        return lv
    m = mp()
    try:
        with m.workprec(30):
            c = _CONDITION[name](+x, +r)
            if not c or c <= 1:
                return lv
            lost = float(m.log10(c))
    except (ZeroDivisionError, ValueError, OverflowError):
        return lv
    return max(1.0, lv - lost)


# --- exact values -----------------------------------------------------------------------------

def pi_multiple(x):
    """r (a Fraction) when x is r Pi or r Degree with r rational; else None."""
    if x is S.Pi:
        return Fraction(1)
    if x is S.Degree:
        return Fraction(1, 180)
    t = type(x)
    if t is Integer and x.value == 0:
        return Fraction(0)
    if t is Expression and x.head is S.Times and len(x.args) == 2:
        c, k = x.args
        tc = type(c)
        if tc is Integer or tc is Rational:
            if k is S.Pi:
                return Fraction(c.value)
            if k is S.Degree:
                return Fraction(c.value) / 180
    return None


def _q(n, d=1):
    return make_rational(n, d)


def _sqrt(x):
    return Expression(S.Power, (x if not isinstance(x, int) else Integer(x), _q(1, 2)))


def _plus(*a):
    return Expression(S.Plus, a)


def _times(*a):
    return Expression(S.Times, a)


def _div(a, b):
    return _times(a, Expression(S.Power, (b, Integer(-1))))


def _sin_table():
    s2, s3, s5 = _sqrt(2), _sqrt(3), _sqrt(5)
    return {
        Fraction(0): Integer(0),
        Fraction(1, 12): _div(_plus(Integer(-1), s3), _times(Integer(2), s2)),
        Fraction(1, 10): _times(_q(1, 4), _plus(Integer(-1), s5)),
        Fraction(1, 8): _times(_q(1, 2), _sqrt(_plus(Integer(2), _times(Integer(-1), s2)))),
        Fraction(1, 6): _q(1, 2),
        Fraction(1, 5): _sqrt(_plus(_q(5, 8), _times(_q(-1, 8), s5))),
        Fraction(1, 4): _div(Integer(1), s2),
        Fraction(3, 10): _times(_q(1, 4), _plus(Integer(1), s5)),
        Fraction(1, 3): _times(_q(1, 2), s3),
        Fraction(3, 8): _times(_q(1, 2), _sqrt(_plus(Integer(2), s2))),
        Fraction(2, 5): _sqrt(_plus(_q(5, 8), _times(_q(1, 8), s5))),
        Fraction(5, 12): _div(_plus(Integer(1), s3), _times(Integer(2), s2)),
        Fraction(1, 2): Integer(1),
    }


def _tan_table():
    s2, s3, s5 = _sqrt(2), _sqrt(3), _sqrt(5)
    return {
        Fraction(0): Integer(0),
        Fraction(1, 12): _plus(Integer(2), _times(Integer(-1), s3)),
        Fraction(1, 10): _sqrt(_plus(Integer(1), _times(Integer(-2), _div(Integer(1), s5)))),
        Fraction(1, 8): _plus(Integer(-1), s2),
        Fraction(1, 6): _div(Integer(1), s3),
        Fraction(1, 5): _sqrt(_plus(Integer(5), _times(Integer(-2), s5))),
        Fraction(1, 4): Integer(1),
        Fraction(3, 10): _sqrt(_plus(Integer(1), _times(Integer(2), _div(Integer(1), s5)))),
        Fraction(1, 3): s3,
        Fraction(3, 8): _plus(Integer(1), s2),
        Fraction(2, 5): _sqrt(_plus(Integer(5), _times(Integer(2), s5))),
        Fraction(5, 12): _plus(Integer(2), s3),
        Fraction(1, 2): COMPLEX_INFINITY,
    }


def _sec_table():
    """Sec[r Pi] where the Wolfram Language's value is not the plain reciprocal of Cos's
    (Csc[r Pi] is Sec[(1/2 - r) Pi])."""
    s2, s3, s5 = _sqrt(2), _sqrt(3), _sqrt(5)
    return {
        Fraction(1, 12): _times(s2, _plus(Integer(-1), s3)),
        Fraction(5, 12): _times(s2, _plus(Integer(1), s3)),
        Fraction(1, 10): _sqrt(_plus(Integer(2), _times(Integer(-2), _div(Integer(1), s5)))),
        Fraction(3, 10): _sqrt(_plus(Integer(2), _times(Integer(2), _div(Integer(1), s5)))),
        Fraction(1, 8): _sqrt(_plus(Integer(4), _times(Integer(-2), s2))),
        Fraction(3, 8): _sqrt(_plus(Integer(4), _times(Integer(2), s2))),
        Fraction(1, 5): _plus(Integer(-1), s5),
        Fraction(2, 5): _plus(Integer(1), s5),
    }


class _Tables:
    """Evaluated tables, built on first use with an evaluator."""
    sin = None
    tan = None
    sec = None
    inverse = None


def _tables(ev):
    if _Tables.sin is None:
        _Tables.sin = {r: ev.evaluate(v) for r, v in _sin_table().items()}
        _Tables.tan = {r: ev.evaluate(v) for r, v in _tan_table().items()}
        _Tables.sec = {r: ev.evaluate(v) for r, v in _sec_table().items()}
        inv = {"ArcSin": {}, "ArcCos": {}, "ArcTan": {}}
        for r, v in _Tables.sin.items():
            inv["ArcSin"][v] = r
            inv["ArcCos"][v] = Fraction(1, 2) - r
            if r:
                inv["ArcSin"][ev.evaluate(_times(Integer(-1), v))] = -r
                inv["ArcCos"][ev.evaluate(_times(Integer(-1), v))] = Fraction(1, 2) + r
        for r, v in _Tables.tan.items():
            if v is not COMPLEX_INFINITY:
                inv["ArcTan"][v] = r
                if r:
                    inv["ArcTan"][ev.evaluate(_times(Integer(-1), v))] = -r
        _Tables.inverse = inv
    return _Tables


def _pi_times(r):
    if r == 1:
        return S.Pi
    return Expression(S.Times, (make_rational(r), S.Pi))


def _signed(sign, x):
    if sign > 0:
        return x
    return Expression(S.Times, (Integer(-1), x))


def trig_value(ev, name, r, x):
    """Sin/Cos/Tan/Cot/Sec/Csc of r Pi (the argument x): an exact value, a reduced
    symbolic form, or None when x is already reduced."""
    t = _tables(ev)
    sign = 1
    if name in ("Sin", "Csc"):
        r = r % 2
        if r >= 1:
            r -= 1
            sign = -sign
        if r > Fraction(1, 2):
            r = 1 - r
        v = t.sin.get(r)
        if name == "Csc" and Fraction(1, 2) - r in t.sec:
            v = t.sec[Fraction(1, 2) - r]
            return ev.evaluate(_signed(sign, v)) if sign < 0 else v
    elif name in ("Cos", "Sec"):
        r = r % 2
        if r > 1:
            r = 2 - r
        if r > Fraction(1, 2):
            r = 1 - r
            sign = -sign
        v = t.sin.get(Fraction(1, 2) - r)
        if name == "Sec" and r in t.sec:
            v = t.sec[r]
            return ev.evaluate(_signed(sign, v)) if sign < 0 else v
    else:                                   # Tan, Cot: period 1, odd
        r = r % 1
        if r > Fraction(1, 2):
            r = 1 - r
            sign = -sign
        v = t.tan.get(r if name == "Tan" else Fraction(1, 2) - r)
    if v is not None:
        if name in ("Sec", "Csc"):
            if v == Integer(0):
                return COMPLEX_INFINITY
            v = ev.evaluate(Expression(S.Power, (v, Integer(-1))))
        if v is COMPLEX_INFINITY:
            return v
        return ev.evaluate(_signed(sign, v)) if sign < 0 else v
    if x is S.Degree or (type(x) is Expression and x.args[-1] is S.Degree):
        return None
    new = _signed(sign, Expression(Symbol(name), (_pi_times(r),)))
    if sign > 0 and new.args[0] == x:
        return None
    return new


def inverse_trig_value(ev, name, v):
    """ArcSin/ArcCos/ArcTan of an exact value from the tables: r Pi, or None."""
    inv = _tables(ev).inverse[name]
    r = inv.get(v)
    if r is None:
        return None
    if r == 0:
        return Integer(0)
    return _pi_times(r)


def looks_negative(x):
    """True for expressions the Wolfram Language treats as negative for symmetry
    (Sin[-x] -> -Sin[x]): negative numbers, products with a negative coefficient, and sums
    whose first term looks negative."""
    if x.is_number:
        if type(x) is Complex:
            return False
        return x.value < 0
    if type(x) is Expression:
        h = x.head
        if h is S.Times and x.args:
            c = x.args[0]
            return c.is_number and type(c) is not Complex and c.value < 0
        if h is S.Plus and x.args:
            return looks_negative(x.args[0])
        if h is S.DirectedInfinity and len(x.args) == 1:
            return looks_negative(x.args[0])
    return False


def negate(ev, x):
    return ev.evaluate(Expression(S.Times, (Integer(-1), x)))


# f[x + k Pi/2] in terms of f or its co-function: quarter turns k -> (sign, function)
_SHIFTS = {
    "Sin": (2, {1: (1, "Cos"), 2: (-1, "Sin"), 3: (-1, "Cos")}),
    "Cos": (2, {1: (-1, "Sin"), 2: (-1, "Cos"), 3: (1, "Sin")}),
    "Sec": (2, {1: (-1, "Csc"), 2: (-1, "Sec"), 3: (1, "Csc")}),
    "Csc": (2, {1: (1, "Sec"), 2: (-1, "Csc"), 3: (-1, "Sec")}),
    "Tan": (1, {1: (-1, "Cot")}),
    "Cot": (1, {1: (-1, "Tan")}),
}


def trig_shift(name, x):
    """Sin[x + 2 Pi] -> Sin[x], Cos[x + Pi/2] -> -Sin[x], Sin[x + 7 Pi/3] -> Sin[Pi/3 + x]:
    the rational multiples of Pi in a sum, reduced by the period; None if nothing to do."""
    if type(x) is not Expression or x.head is not S.Plus:
        return None
    total = Fraction(0)
    rest = []
    found = False
    for t in x.args:
        r = pi_multiple(t) if not t.is_number else None
        if r is None:
            rest.append(t)
        else:
            total += r
            found = True
    if not found or not rest:
        return None
    period, table = _SHIFTS[name]
    red = total % period
    arg = rest[0] if len(rest) == 1 else Expression(S.Plus, tuple(rest))
    if (2 * red).denominator == 1:
        k = int(2 * red)
        if k == 0:
            return Expression(Symbol(name), (arg,))
        sign, other = table[k]
        f = Expression(Symbol(other), (arg,))
        return f if sign > 0 else Expression(S.Times, (Integer(-1), f))
    if red == total:
        return None
    return Expression(Symbol(name), (Expression(S.Plus, (_pi_times(red), arg)),))
