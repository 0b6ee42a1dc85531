"""Elementary and numerical functions: Exp, Log, trigonometric and hyperbolic functions and
their inverses, Abs, Sign, Re, Im, Conjugate, Arg, Floor, Ceiling, Round, IntegerPart,
FractionalPart, Mod, Quotient, QuotientRemainder, Chop, Rationalize, Boole.

Each gives exact special values (``Sin[Pi/6]`` is ``1/2``), numeric values for inexact
arguments (through ``numbers.elementary``), and stays unevaluated otherwise.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import call, times
from mathilda.algorithms.packed.arith import VECTORS, packed_chop, vector_path
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S, Symbol, make_rational,
)
from mathilda.core.registry import builtin
from mathilda.numbers.arith import (
    I, MINUS_ONE, ONE, ZERO, compare_reals, is_exact, is_zero,
    make_complex, mul, neg,
)
from mathilda.numbers.elementary import (
    inverse_trig_value, looks_negative, negate, numeric_apply, pi_multiple, trig_shift,
    trig_value,
)
from mathilda.numbers.infinity import (
    COMPLEX_INFINITY, INFINITY, MINUS_INFINITY, is_infinite,
)
from mathilda.numbers.nvalues import is_numeric, level_in, numeric_value
from mathilda.numbers.precision import EXACT, MACHINE, level, to_float
from mathilda.numbers.range import check_range
from mathilda.numbers.rounding import ROUNDERS, integer_part_of, mod_numbers
from mathilda.numbers.rationalize import chop_expr, exact_fraction, rationalize_expr

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
HALF_PI = Expression(S.Times, (Rational(Fraction(1, 2)), S.Pi))


def _inexact_number(x):
    return x.is_number and level(x) != EXACT


def _imaginary_part_of(x):
    """y when x is I y with y real-looking (Complex[0, k] or I k rest), else None."""
    if type(x) is Complex and is_exact(x) and is_zero(x.re):
        return x.im
    if type(x) is Expression and x.head is S.Times and x.args:
        c = x.args[0]
        if type(c) is Complex and is_exact(c) and is_zero(c.re):
            rest = x.args[1:]
            if type(c.im) is Integer and c.im.value == 1:
                return rest[0] if len(rest) == 1 else Expression(S.Times, rest)
            return Expression(S.Times, (c.im,) + rest)
    return None


# name -> (function of I y in terms of y: (factor, other function)), parity
_IMAG = {
    "Sin": (I, "Sinh"), "Cos": (ONE, "Cosh"), "Tan": (I, "Tanh"),
    "Cot": (Complex(ZERO, MINUS_ONE), "Coth"), "Sec": (ONE, "Sech"),
    "Csc": (Complex(ZERO, MINUS_ONE), "Csch"),
    "Sinh": (I, "Sin"), "Cosh": (ONE, "Cos"), "Tanh": (I, "Tan"),
    "Coth": (Complex(ZERO, MINUS_ONE), "Cot"), "Sech": (ONE, "Sec"),
    "Csch": (Complex(ZERO, MINUS_ONE), "Csc"),
}

_ODD = {"Sin", "Tan", "Cot", "Csc", "ArcSin", "ArcTan", "ArcCot", "ArcCsc", "Sinh", "Tanh",
        "Coth", "Csch", "ArcSinh", "ArcTanh", "ArcCoth", "ArcCsch"}
_EVEN = {"Cos", "Sec", "Cosh", "Sech"}

# special values at 0 and at Infinity
_AT_ZERO = {
    "Sin": ZERO, "Cos": ONE, "Tan": ZERO, "Cot": COMPLEX_INFINITY, "Sec": ONE,
    "Csc": COMPLEX_INFINITY, "ArcSin": ZERO, "ArcCos": HALF_PI, "ArcTan": ZERO,
    "ArcCot": HALF_PI, "Sinh": ZERO, "Cosh": ONE, "Tanh": ZERO, "Coth": COMPLEX_INFINITY,
    "Sech": ONE, "Csch": COMPLEX_INFINITY, "ArcSinh": ZERO, "ArcTanh": ZERO,
    "ArcCosh": times(Rational(Fraction(1, 2)), I, S.Pi),
    "ArcCoth": times(Rational(Fraction(1, 2)), I, S.Pi),
    "ArcSec": COMPLEX_INFINITY, "ArcCsc": COMPLEX_INFINITY,
}
_AT_INFINITY = {
    "ArcTan": HALF_PI, "ArcCot": ZERO, "Sinh": INFINITY, "Cosh": INFINITY, "Tanh": ONE,
    "Coth": ONE, "Sech": ZERO, "Csch": ZERO, "ArcSinh": INFINITY, "ArcCosh": INFINITY,
    "ArcSec": HALF_PI, "ArcCsc": ZERO,
}
# the periodic functions at Infinity: the intervals of their values (builtins/intervals/)
_UNIT = Expression(S.List, (MINUS_ONE, ONE))
_OUTSIDE = Expression(S.Interval, (Expression(S.List, (MINUS_INFINITY, MINUS_ONE)),
                                   Expression(S.List, (ONE, INFINITY))))
_AT_INFINITY.update({
    "Sin": Expression(S.Interval, (_UNIT,)), "Cos": Expression(S.Interval, (_UNIT,)),
    "Csc": _OUTSIDE, "Sec": _OUTSIDE,
    "Tan": Expression(S.Interval, (Expression(S.List, (MINUS_INFINITY, INFINITY)),)),
    "Cot": Expression(S.Interval, (Expression(S.List, (MINUS_INFINITY, INFINITY)),)),
})
_AT_ONE = {"ArcSin": HALF_PI, "ArcCos": ZERO, "ArcCosh": ZERO, "ArcTanh": INFINITY,
           "ArcCoth": INFINITY, "ArcSec": ZERO, "ArcCsc": HALF_PI, "ArcTan": None,
           "ArcSinh": None}


def _exact_value(ev, name, x):
    if type(x) is Integer:
        if x.value == 0:
            return _AT_ZERO.get(name)
        if x.value == 1 and _AT_ONE.get(name) is not None:
            return _AT_ONE[name]
    if x == INFINITY:
        return _AT_INFINITY.get(name)
    if name in ("Sin", "Cos", "Tan", "Cot", "Sec", "Csc"):
        r = pi_multiple(x)
        if r is not None:
            return trig_value(ev, name, r, x)
        r = trig_shift(name, x)
        if r is not None:
            return r
    elif name in ("ArcSin", "ArcCos", "ArcTan"):
        return inverse_trig_value(ev, name, x)
    elif name in ("ArcCot", "ArcSec", "ArcCsc") and is_exact_numeric(x):
        base = {"ArcCot": "ArcTan", "ArcSec": "ArcCos", "ArcCsc": "ArcSin"}[name]
        v = inverse_trig_value(ev, base, ev.evaluate(Expression(S.Power, (x, MINUS_ONE))))
        return v
    if name in _IMAG:
        y = _imaginary_part_of(x)
        if y is not None:
            factor, other = _IMAG[name]
            f = call(other, y)
            return f if factor == ONE else times(factor, f)
    return None


def is_exact_numeric(x):
    return x.is_number and is_exact(x) or (type(x) is Expression and x.head is S.Power)


def _elementary(name, usage, examples):
    @builtin(name, nargs=1, attributes=NUMERIC_LISTABLE, usage=usage, examples=examples,
             vector=VECTORS.get(name))
    def f(ev, expr):
        x = expr.args[0]
        if _inexact_number(x):
            return check_range(ev, numeric_apply(name, [x]))
        r = _exact_value(ev, name, x)
        if r is not None:
            return r
        if name in _ODD and looks_negative(x):
            return times(MINUS_ONE, Expression(expr.head, (negate(ev, x),)))
        if name in _EVEN and looks_negative(x):
            return Expression(expr.head, (negate(ev, x),))
        return None
    f.__name__ = name.lower()
    return f


for _name, _usage, _examples in (
        ("Sin", "Sin[z] gives the sine of z.",
         [("Sin[Pi/6]", "1/2"), ("Sin[1.]", "0.841471"), ("Sin[-x]", "-Sin[x]"),
          ("Sin[30 Degree]", "1/2")]),
        ("Cos", "Cos[z] gives the cosine of z.",
         [("Cos[Pi]", "-1"), ("Cos[Pi/4]", "1/Sqrt[2]"), ("Cos[-x]", "Cos[x]"),
          ("Cos[0.5]", "0.877583")]),
        ("Tan", "Tan[z] gives the tangent of z.",
         [("Tan[Pi/3]", "Sqrt[3]"), ("Tan[Pi/2]", "ComplexInfinity"), ("Tan[1.]", "1.55741")]),
        ("Cot", "Cot[z] gives the cotangent of z.",
         [("Cot[Pi/4]", "1"), ("Cot[0]", "ComplexInfinity"), ("Cot[1.]", "0.642093")]),
        ("Sec", "Sec[z] gives the secant of z.",
         [("Sec[Pi/3]", "2"), ("Sec[0.5]", "1.13949")]),
        ("Csc", "Csc[z] gives the cosecant of z.",
         [("Csc[Pi/6]", "2"), ("Csc[1.]", "1.1884")]),
        ("ArcSin", "ArcSin[z] gives the arc sine of the complex number z.",
         [("ArcSin[1/2]", "Pi/6"), ("ArcSin[1]", "Pi/2"), ("ArcSin[0.5]", "0.523599")]),
        ("ArcCos", "ArcCos[z] gives the arc cosine of the complex number z.",
         [("ArcCos[0]", "Pi/2"), ("ArcCos[-1]", "Pi"), ("ArcCos[0.3]", "1.2661")]),
        ("ArcCot", "ArcCot[z] gives the arc cotangent of the complex number z.",
         [("ArcCot[1]", "Pi/4"), ("ArcCot[0]", "Pi/2"), ("ArcCot[2.]", "0.463648")]),
        ("ArcSec", "ArcSec[z] gives the arc secant of the complex number z.",
         [("ArcSec[2]", "Pi/3"), ("ArcSec[1]", "0")]),
        ("ArcCsc", "ArcCsc[z] gives the arc cosecant of the complex number z.",
         [("ArcCsc[2]", "Pi/6"), ("ArcCsc[1]", "Pi/2")]),
        ("Sinh", "Sinh[z] gives the hyperbolic sine of z.",
         [("Sinh[0]", "0"), ("Sinh[1.]", "1.1752"), ("Sinh[-x]", "-Sinh[x]")]),
        ("Cosh", "Cosh[z] gives the hyperbolic cosine of z.",
         [("Cosh[0]", "1"), ("Cosh[1.]", "1.54308"), ("Cosh[-x]", "Cosh[x]")]),
        ("Tanh", "Tanh[z] gives the hyperbolic tangent of z.",
         [("Tanh[0]", "0"), ("Tanh[0.5]", "0.462117"), ("Tanh[Infinity]", "1")]),
        ("Coth", "Coth[z] gives the hyperbolic cotangent of z.",
         [("Coth[1.]", "1.31304"), ("Coth[0]", "ComplexInfinity")]),
        ("Sech", "Sech[z] gives the hyperbolic secant of z.",
         [("Sech[0]", "1"), ("Sech[1.]", "0.648054")]),
        ("Csch", "Csch[z] gives the hyperbolic cosecant of z.",
         [("Csch[1.]", "0.850918"), ("Csch[0]", "ComplexInfinity")]),
        ("ArcSinh", "ArcSinh[z] gives the inverse hyperbolic sine of the complex number z.",
         [("ArcSinh[0]", "0"), ("ArcSinh[1.]", "0.881374")]),
        ("ArcCosh", "ArcCosh[z] gives the inverse hyperbolic cosine of the complex number z.",
         [("ArcCosh[1]", "0"), ("ArcCosh[2.]", "1.31696")]),
        ("ArcTanh", "ArcTanh[z] gives the inverse hyperbolic tangent of the complex number "
                    "z.", [("ArcTanh[0]", "0"), ("ArcTanh[0.5]", "0.549306")]),
        ("ArcCoth", "ArcCoth[z] gives the inverse hyperbolic cotangent of the complex number "
                    "z.", [("ArcCoth[2.]", "0.549306")]),
        ("ArcSech", "ArcSech[z] gives the inverse hyperbolic secant of the complex number z.",
         [("ArcSech[0.5]", "1.31696")]),
        ("ArcCsch", "ArcCsch[z] gives the inverse hyperbolic cosecant of the complex number "
                    "z.", [("ArcCsch[1.]", "0.881374")]),
):
    _elementary(_name, _usage, _examples)


@builtin("ArcTan", vector=vector_path("ArcTan"), nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="ArcTan[z] gives the arc tangent of the complex number z. ArcTan[x, y] gives "
               "the arc tangent of y/x, taking into account which quadrant the point (x, y) "
               "is in.",
         examples=[("ArcTan[1]", "Pi/4"), ("ArcTan[-Sqrt[3]]", "-Pi/3"),
                   ("ArcTan[-1, 0]", "Pi"), ("ArcTan[1.]", "0.785398"),
                   ("ArcTan[1/2, Sqrt[3]/2]", "Pi/3"), ("ArcTan[-Pi, -E]", "-Pi + ArcTan[E/Pi]"),
                   ("ArcTan[Infinity]", "Pi/2")])
def arctan(ev, expr):
    if len(expr.args) == 2:
        return _arctan2(ev, expr, *expr.args)
    x = expr.args[0]
    if _inexact_number(x):
        return numeric_apply("ArcTan", [x])
    if x == MINUS_INFINITY:
        return times(Rational(Fraction(-1, 2)), S.Pi)
    r = _exact_value(ev, "ArcTan", x)
    if r is not None:
        return r
    if looks_negative(x):
        return times(MINUS_ONE, Expression(S.ArcTan, (negate(ev, x),)))
    return None


def _arctan2(ev, expr, x, y):
    if x.is_number and y.is_number and type(x) is not Complex and type(y) is not Complex:
        if level(x) != EXACT or level(y) != EXACT:
            lv = min(level(x), level(y))
            if lv == MACHINE:
                return Real(math.atan2(to_float(y), to_float(x)))
            return numeric_apply("ArcTan2", [y, x])
        sx, sy = compare_reals(x, ZERO), compare_reals(y, ZERO)
        if sx == 0 and sy == 0:
            ev.message("ArcTan", "indet", expr)
            return S.Indeterminate
        if sx == 0:
            return times(Rational(Fraction(sy, 2)), S.Pi)
        base = ev.evaluate(Expression(S.ArcTan, (ev.evaluate(times(y, Expression(
            S.Power, (x, MINUS_ONE)))),)))
        if sx > 0:
            return base
        return Expression(S.Plus, (base, S.Pi if sy >= 0 else times(MINUS_ONE, S.Pi)))
    if _exact_numeric(ev, x) and _exact_numeric(ev, y):
        # ArcTan[1/2, Sqrt[3]/2] is Pi/3: the quadrant from the signs, the angle from y/x
        sx, sy = _numeric_sign(ev, x), _numeric_sign(ev, y)
        if sx is None or sy is None:
            return None
        if sx == 0 and sy == 0:
            return None
        if sx == 0:
            return times(Rational(Fraction(sy, 2)), S.Pi)
        base = ev.evaluate(Expression(S.ArcTan, (ev.evaluate(times(y, Expression(
            S.Power, (x, MINUS_ONE)))),)))
        if sx > 0:
            return base
        return ev.evaluate(Expression(S.Plus, (base, S.Pi if sy >= 0 else
                                               times(MINUS_ONE, S.Pi))))
    return None


def _exact_numeric(ev, x):
    """An exact numeric quantity (1/2, Sqrt[3]/2, 2 + Sqrt[3], Pi/4)."""
    return is_numeric(ev, x) and level_in(x) == EXACT


def _numeric_sign(ev, x):
    s = ev.call("Sign", x)
    return s.value if type(s) is Integer and s.value in (-1, 0, 1) else None


@builtin("Exp", vector=vector_path("Exp"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Exp[z] gives the exponential of z.",
         examples=[("Exp[0]", "1"), ("Exp[1.]", "2.71828"), ("Exp[x]", "E^x"),
                   ("Exp[I Pi]", "-1")])
def exp(ev, expr):
    return Expression(S.Power, (S.E, expr.args[0]))


def _perfect_power(q):
    """(c, k) with q = c^k, c > 1 a rational that is not a perfect power, k an integer
    (negative when q < 1); None for q <= 0 or q == 1."""
    from mathilda.numbers.primes import iroot
    q = Fraction(q)
    if q <= 0 or q == 1:
        return None
    sign = 1
    if q < 1:
        q = 1 / q
        sign = -1
    n, d = q.numerator, q.denominator
    best = 1
    for k in range(2, max(n.bit_length(), 2) + 1):
        rn, en = iroot(n, k)
        if not en:
            continue
        rd, ed = iroot(d, k)
        if ed:
            best = k
    rn, _ = iroot(n, best)
    rd, _ = iroot(d, best)
    return Fraction(rn, rd), sign * best


@builtin("Log", vector=vector_path("Log"), nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="Log[z] gives the natural logarithm of z (logarithm to base e). Log[b, z] "
               "gives the logarithm to base b.",
         examples=[("Log[E]", "1"), ("Log[1]", "0"), ("Log[2, 8]", "3"), ("Log[2.]",
                   "0.693147"), ("Log[0]", "-Infinity"), ("Log[-1]", "I Pi"),
                   ("Log[2, x]", "Log[x]/Log[2]")])
def log(ev, expr):
    if len(expr.args) == 2:
        return _log2(ev, *expr.args)
    x = expr.args[0]
    t = type(x)
    if x.is_number:
        if is_zero(x):
            return MINUS_INFINITY
        if level(x) != EXACT:
            return numeric_apply("Log", [x])
        if t is Integer:
            if x.value == 1:
                return ZERO
            if x.value == -1:
                return times(I, S.Pi)
            return None
        if t is Rational:
            if x.value.numerator == 1:
                return times(MINUS_ONE, Expression(S.Log, (Integer(x.value.denominator),)))
            return None
        if t is Complex and is_zero(x.re) and type(x.im) is Integer and abs(x.im.value) == 1:
            return times(Rational(Fraction(x.im.value, 2)), I, S.Pi)
        return None
    if x is S.E:
        return ONE
    if is_infinite(x):
        return INFINITY
    if type(x) is Expression and x.head is S.Power and x.args[0] is S.E:
        e = x.args[1]
        if e.is_number and type(e) is not Complex:
            return e
    return None


def _log2(ev, b, x):
    if b.is_number and x.is_number and (level(b) != EXACT or level(x) != EXACT):
        lb = ev.evaluate(Expression(S.Log, (b,)))
        lx = ev.evaluate(Expression(S.Log, (x,)))
        return times(lx, Expression(S.Power, (lb, MINUS_ONE)))
    if type(b) in (Integer, Rational) and type(x) in (Integer, Rational):
        pb, px = _perfect_power(b.value), _perfect_power(x.value)
        if x.value == 1:
            return ZERO
        if pb is not None and px is not None and pb[0] == px[0]:
            return make_rational(Fraction(px[1], pb[1]))
    if b is S.E:
        return Expression(S.Log, (x,))
    return times(Expression(S.Log, (x,)), Expression(S.Power, (Expression(S.Log, (b,)),
                                                                 MINUS_ONE)))


# --- complex parts ------------------------------------------------------------------------------

def _real_sign(ev, x):
    """-1/0/1 for a real numeric quantity, 'complex' for a non-real one, None if unknown."""
    if x.is_number:
        if type(x) is Complex:
            return "complex"
        return compare_reals(x, ZERO)
    if is_numeric(ev, x):
        v = numeric_value(ev, x, 30)
        if v is None:
            return None
        if type(v) is Complex:
            return "complex"
        return compare_reals(v, ZERO)
    return None


@builtin("Abs", vector=vector_path("Abs"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Abs[z] gives the absolute value of the real or complex number z.",
         examples=[("Abs[-3]", "3"), ("Abs[3 + 4 I]", "5"), ("Abs[1 + I]", "Sqrt[2]"),
                   ("Abs[-2.5]", "2.5"), ("Abs[-x]", "Abs[x]"), ("Abs[-Pi]", "Pi")])
def abs_(ev, expr):
    x = expr.args[0]
    t = type(x)
    if t is Integer:
        return Integer(abs(x.value)) if x.value < 0 else x
    if t is Rational:
        return Rational(abs(x.value)) if x.value < 0 else x
    if t is Real:
        return x if x.value >= 0 else neg(x)
    if t is Complex:
        if is_exact(x):
            s = ev.evaluate(Expression(S.Plus, (mul(x.re, x.re), mul(x.im, x.im))))
            return Expression(S.Power, (s, Rational(Fraction(1, 2))))
        if level(x) == MACHINE:
            return Real(abs(complex(to_float(x.re), to_float(x.im))))
        return _mp_abs(x)
    if is_infinite(x):
        return INFINITY
    if looks_negative(x):
        return Expression(S.Abs, (negate(ev, x),))
    if type(x) is Expression and x.head is S.Times and x.args[0].is_number:
        c = x.args[0]
        rest = x.args[1:]
        rest = rest[0] if len(rest) == 1 else Expression(S.Times, rest)
        return times(Expression(S.Abs, (c,)), Expression(S.Abs, (rest,)))
    s = _real_sign(ev, x)
    if s is not None and s != "complex":
        return x if s >= 0 else negate(ev, x)
    return None


def _mp_abs(x):
    from mathilda.numbers.precision import bits_for, mp, to_mpf
    m = mp()
    lv = level(x)
    with m.workprec(bits_for(lv)):
        return Real(m.hypot(to_mpf(x.re), to_mpf(x.im)), prec=float(lv))


@builtin("Sign", vector=vector_path("Sign"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Sign[x] gives -1, 0 or 1 depending on whether x is negative, zero, or "
               "positive; for complex z it gives z/Abs[z].",
         examples=[("Sign[-2.5]", "-1"), ("Sign[0]", "0"), ("Sign[Pi]", "1"),
                   ("Sign[3 + 4 I]", "3/5 + (4 I)/5"), ("Sign[-2 x]", "-Sign[x]")])
def sign(ev, expr):
    x = expr.args[0]
    if x.is_number:
        if type(x) is Complex:
            if is_zero(x):
                return ZERO
            return times(x, Expression(S.Power, (Expression(S.Abs, (x,)), MINUS_ONE)))
        return Integer(compare_reals(x, ZERO))
    if looks_negative(x):
        return times(MINUS_ONE, Expression(S.Sign, (negate(ev, x),)))
    if type(x) is Expression and x.head is S.Times and x.args[0].is_number:
        rest = x.args[1:]
        rest = rest[0] if len(rest) == 1 else Expression(S.Times, rest)
        return times(Expression(S.Sign, (x.args[0],)), Expression(S.Sign, (rest,)))
    s = _real_sign(ev, x)
    if s is not None and s != "complex":
        return Integer(s)
    return None


def _complex_split(ev, x):
    """(re, im) of a number, of a real numeric quantity, or of c y with complex number c and
    real numeric y; else None."""
    if x.is_number:
        if type(x) is Complex:
            return x.re, x.im
        return x, ZERO
    s = _real_sign(ev, x)
    if s is not None and s != "complex":
        return x, ZERO
    if type(x) is Expression and x.head is S.Times and type(x.args[0]) is Complex:
        rest = x.args[1:]
        rest = rest[0] if len(rest) == 1 else Expression(S.Times, rest)
        s = _real_sign(ev, rest)
        if s is not None and s != "complex":
            c = x.args[0]
            return times(c.re, rest), times(c.im, rest)
    if type(x) is Expression and x.head is S.Plus:
        parts = [_complex_split(ev, a) for a in x.args]
        if all(p is not None for p in parts):
            return (Expression(S.Plus, tuple(p[0] for p in parts)),
                    Expression(S.Plus, tuple(p[1] for p in parts)))
    return None


@builtin("Re", vector=vector_path("Re"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Re[z] gives the real part of the complex number z.",
         examples=[("Re[3 + 4 I]", "3"), ("Re[Pi]", "Pi"), ("Re[2.5 - I]", "2.5"),
                   ("Re[x]", "Re[x]")])
def re(ev, expr):
    p = _complex_split(ev, expr.args[0])
    return None if p is None else p[0]


@builtin("Im", vector=vector_path("Im"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Im[z] gives the imaginary part of the complex number z.",
         examples=[("Im[3 + 4 I]", "4"), ("Im[Pi]", "0"), ("Im[I Sqrt[2]]", "Sqrt[2]")])
def im(ev, expr):
    p = _complex_split(ev, expr.args[0])
    return None if p is None else p[1]


@builtin("Conjugate", vector=vector_path("Conjugate"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Conjugate[z] gives the complex conjugate of the complex number z.",
         examples=[("Conjugate[3 + 4 I]", "3 - 4 I"), ("Conjugate[Pi]", "Pi"),
                   ("Conjugate[0.5 - 1.5 I]", "0.5 + 1.5 I")])
def conjugate(ev, expr):
    x = expr.args[0]
    if type(x) is Complex:
        return make_complex(x.re, neg(x.im))
    p = _complex_split(ev, x)
    if p is None:
        return None
    if p[1] == ZERO:
        return x
    return Expression(S.Plus, (p[0], times(MINUS_ONE, I, p[1])))


@builtin("Arg", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Arg[z] gives the argument of the complex number z.",
         examples=[("Arg[-1]", "Pi"), ("Arg[I]", "Pi/2"), ("Arg[1 + I]", "Pi/4"),
                   ("Arg[1. + I]", "0.785398"), ("Arg[5]", "0")])
def arg(ev, expr):
    x = expr.args[0]
    p = _complex_split(ev, x)
    if p is None:
        return None
    re_, im_ = p
    if x.is_number and level(x) != EXACT:
        if is_zero(x):
            return ZERO
        return ev.evaluate(Expression(S.ArcTan, (re_, im_)))
    if im_ == ZERO:
        s = _real_sign(ev, re_)
        if s is None or s == "complex":
            return None
        return S.Pi if s < 0 else ZERO
    re_, im_ = ev.evaluate(re_), ev.evaluate(im_)
    return Expression(S.ArcTan, (re_, im_))


# --- integer parts ----------------------------------------------------------------------------

def _rounder(name, usage, examples):
    fn = ROUNDERS[name]

    @builtin(name, nargs=(1, 2), attributes=NUMERIC_LISTABLE, usage=usage, examples=examples,
             vector=VECTORS.get(name))
    def f(ev, expr):
        if len(expr.args) == 2:
            x, a = expr.args
            if a.is_number and is_zero(a):
                return None
            q = ev.evaluate(times(x, Expression(S.Power, (a, MINUS_ONE))))
            k = ev.evaluate(Expression(expr.head, (q,)))
            if type(k) is not Integer:
                return None
            return times(k, a)
        x = expr.args[0]
        if x.is_number:
            if type(x) is Complex:
                return make_complex(Integer(fn(x.re)), Integer(fn(x.im)))
            return Integer(fn(x))
        if is_infinite(x):
            return x
        if is_numeric(ev, x):
            v = integer_part_of(ev, x, fn)
            return None if v is None else Integer(v)
        return None
    return f


_rounder("Floor", "Floor[x] gives the greatest integer less than or equal to x. Floor[x, a] "
         "gives the greatest multiple of a less than or equal to x.",
         [("Floor[2.7]", "2"), ("Floor[-7/2]", "-4"), ("Floor[Pi]", "3"),
          ("Floor[7, 3]", "6")])
_rounder("Ceiling", "Ceiling[x] gives the smallest integer greater than or equal to x.",
         [("Ceiling[2.1]", "3"), ("Ceiling[-7/2]", "-3"), ("Ceiling[E]", "3")])
_rounder("Round", "Round[x] gives the integer closest to x (ties to even). Round[x, a] rounds "
         "to the nearest multiple of a.",
         [("Round[2.5]", "2"), ("Round[3.5]", "4"), ("Round[-2.7]", "-3"),
          ("Round[7/2]", "4"), ("Round[17, 5]", "15")])
_rounder("IntegerPart", "IntegerPart[x] gives the integer part of x (rounding towards zero).",
         [("IntegerPart[2.7]", "2"), ("IntegerPart[-2.7]", "-2"), ("IntegerPart[7/3]", "2")])


@builtin("FractionalPart", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="FractionalPart[x] gives the fractional part of x.",
         examples=[("FractionalPart[7/3]", "1/3"), ("FractionalPart[-2.5]", "-0.5"),
                   ("FractionalPart[Pi]", "-3 + Pi")])
def fractional_part(ev, expr):
    x = expr.args[0]
    k = ev.evaluate(Expression(S.IntegerPart, (x,)))
    if k.is_number:
        if x.is_number:
            from mathilda.numbers.arith import add
            if type(x) is Complex:
                return make_complex(add(x.re, neg(k.re if type(k) is Complex else k)),
                                    add(x.im, neg(k.im if type(k) is Complex else ZERO)))
            return add(x, neg(k))
        return Expression(S.Plus, (x, neg(k)))
    return None


def _real_args(*xs):
    return all(x.is_number and type(x) is not Complex for x in xs)


@builtin("Mod", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="Mod[m, n] gives the remainder on division of m by n. Mod[m, n, d] uses an "
               "offset d.",
         messages={"indet": "Indeterminate expression `1` encountered."},
         examples=[("Mod[7, 3]", "1"), ("Mod[-7, 3]", "2"), ("Mod[5.5, 2]", "1.5"),
                   ("Mod[7, 3, 1]", "1"), ("Mod[Pi, 2]", "-2 + Pi"),
                   ("Mod[5, 0]", "Indeterminate",
                    ["Mod::indet: Indeterminate expression Mod[5, 0] encountered."])])
def mod(ev, expr):
    args = expr.args
    m, n = args[0], args[1]
    d = args[2] if len(args) == 3 else None
    if n.is_number and is_zero(n):
        ev.message("Mod", "indet", expr)
        return S.Indeterminate
    if _real_args(m, n) and (d is None or _real_args(d)):
        return mod_numbers(m, n, d)
    if is_numeric(ev, m) and is_numeric(ev, n) and (d is None or is_numeric(ev, d)):
        shifted = m if d is None else Expression(S.Plus, (m, times(MINUS_ONE, d)))
        q = ev.evaluate(Expression(S.Floor, (times(shifted, Expression(
            S.Power, (n, MINUS_ONE))),)))
        if type(q) is Integer:
            return Expression(S.Plus, (m, times(Integer(-q.value), n)))
    return None


@builtin("Quotient", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="Quotient[m, n] gives the integer quotient of m and n. Quotient[m, n, d] uses "
               "an offset d.",
         messages={"infy": "Infinite expression `1` encountered."},
         examples=[("Quotient[17, 5]", "3"), ("Quotient[-17, 5]", "-4"),
                   ("Quotient[5.5, 2]", "2"),
                   ("Quotient[5, 0]", "ComplexInfinity",
                    ["Quotient::infy: Infinite expression Quotient[5, 0] encountered."])])
def quotient(ev, expr):
    args = expr.args
    m, n = args[0], args[1]
    d = args[2] if len(args) == 3 else None
    if n.is_number and is_zero(n):
        ev.message("Quotient", "infy", expr)
        return COMPLEX_INFINITY
    if is_numeric(ev, m) and is_numeric(ev, n) and (d is None or is_numeric(ev, d)):
        shifted = m if d is None else Expression(S.Plus, (m, times(MINUS_ONE, d)))
        q = ev.evaluate(Expression(S.Floor, (times(shifted, Expression(
            S.Power, (n, MINUS_ONE))),)))
        if type(q) is Integer:
            return q
    return None


@builtin("QuotientRemainder", nargs=2, attributes=("Listable", "Protected"),
         usage="QuotientRemainder[m, n] gives a list of the quotient and remainder from "
               "division of m by n.",
         messages={"divz": "The argument `1` in `2` should be nonzero."},
         examples=[("QuotientRemainder[17, 5]", "{3, 2}"),
                   ("QuotientRemainder[-17, 5]", "{-4, 3}"),
                   ("QuotientRemainder[5, 0]", "QuotientRemainder[5, 0]",
                    ["QuotientRemainder::divz: The argument 0 in QuotientRemainder[5, 0] "
                     "should be nonzero."])])
def quotient_remainder(ev, expr):
    m, n = expr.args
    if n.is_number and is_zero(n):
        ev.message("QuotientRemainder", "divz", n, expr)
        return None
    if not (is_numeric(ev, m) and is_numeric(ev, n)):
        return None
    q = ev.evaluate(Expression(S.Quotient, (m, n)))
    r = ev.evaluate(Expression(S.Mod, (m, n)))
    return Expression(S.List, (q, r))


# --- Chop, Rationalize, Boole ------------------------------------------------------------------

@builtin("Chop", nargs=(1, 2), packed=packed_chop,
         usage="Chop[expr] replaces approximate real numbers in expr that are close to zero "
               "by the exact integer 0. Chop[expr, delta] uses the tolerance delta (default "
               "10^-10).",
         examples=[("Chop[1.*^-12]", "0"), ("Chop[{1.5, 2.*^-11}]", "{1.5, 0}"),
                   ("Chop[1. + 1.*^-12 I]", "1."), ("Chop[0.01, 0.1]", "0"),
                   ("Chop[{{1., 2.}, {3., 4.}} - {{1., 2.}, {3., 4.}}]", "{{0, 0}, {0, 0}}"),
                   ("Chop[x]", "x")])
def chop(ev, expr):
    tol = 1e-10
    if len(expr.args) == 2:
        d = expr.args[1]
        if not (d.is_number and type(d) is not Complex):
            return None
        tol = abs(to_float(d))
    return chop_expr(expr.args[0], tol)


@builtin("Rationalize", nargs=(1, 2),
         usage="Rationalize[x] converts an approximate number x to a nearby rational with "
               "small denominator. Rationalize[x, dx] yields the rational number with "
               "smallest denominator that lies within dx of x.",
         examples=[("Rationalize[0.25]", "1/4"), ("Rationalize[N[Pi], 1/100]", "22/7"),
                   ("Rationalize[0.333333]", "1/3"), ("Rationalize[3.78]", "189/50")])
def rationalize(ev, expr):
    dx = None
    if len(expr.args) == 2:
        d = expr.args[1]
        if not (d.is_number and type(d) is not Complex):
            return None
        dx = abs(exact_fraction(d) if type(d) is Real else Fraction(d.value))
    r = rationalize_expr(expr.args[0], dx)
    return None if r is None else r


@builtin("Boole", nargs=1, attributes=("Listable", "Protected"),
         usage="Boole[expr] yields 1 if expr is True and 0 if it is False.",
         examples=[("Boole[True]", "1"), ("Boole[False]", "0"),
                   ("Boole[{True, False, x}]", "{1, 0, Boole[x]}")])
def boole(ev, expr):
    x = expr.args[0]
    if x is TRUE:
        return ONE
    if x is FALSE:
        return ZERO
    return None

