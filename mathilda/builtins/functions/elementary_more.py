"""More elementary functions: Log10, Log2, Sinc, LogisticSigmoid, ReIm, AbsArg, RealAbs,
RealSign, MantissaExponent, RealExponent, MixedFractionParts, SquareWave, TriangleWave,
SawtoothWave, HeavisideLambda, HeavisidePi.

Most are defined by the Wolfram Language in terms of functions that exist already (``Log10[x]``
is ``Log[x]/Log[10]``, ``ReIm[z]`` is ``{Re[z], Im[z]}``); they evaluate those and keep the
function's own name when that gives nothing simpler (``Sinc[x]`` stays ``Sinc[x]``).
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import call
from mathilda.algorithms.functions.numeric import mp_apply
from mathilda.core.expr import (FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S,
                                make_rational)
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.elementary import looks_negative, negate
from mathilda.numbers.infinity import INFINITY, MINUS_INFINITY, is_infinite
from mathilda.numbers.nvalues import numeric_value
from mathilda.numbers.precision import EXACT, MACHINE, level, to_float

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
HALF = make_rational(1, 2)


def _is_real_number(x):
    return x.is_number and type(x) is not Complex


def _exact_real_value(ev, x):
    """A float approximation of a numeric quantity that is real (Pi - 4, Sqrt[2]), else None."""
    if type(x) is Complex:
        return None
    if x.is_number:
        return to_float(x)
    v = numeric_value(ev, x)
    if v is None or type(v) is Complex or not v.is_number:
        return None
    return to_float(v)


# --- Log10, Log2 -------------------------------------------------------------------------------


def _log_base(base, name, examples):
    @builtin(name, nargs=1, attributes=NUMERIC_LISTABLE,
             usage="%s[x] gives the base-%d logarithm of x." % (name, base),
             examples=examples)
    def log_base(ev, expr):
        return ev.evaluate(call(S.Log, Integer(base), expr.args[0]))
    return log_base


_log_base(10, "Log10", [("Log10[1000]", "3"), ("Log10[x]", "Log[x]/Log[10]"),
                        ("Log10[2.]", "0.30103"), ("Log10[{10, 100, 1/10}]", "{1, 2, -1}"),
                        ("Log10[0]", "-Infinity"), ("N[Log10[7], 20]", "0.84509804001425683071")])
_log_base(2, "Log2", [("Log2[1024]", "10"), ("Log2[x]", "Log[x]/Log[2]"),
                      ("Log2[10.]", "3.32193"), ("Log2[1/8]", "-3"), ("Log2[3]", "Log[3]/Log[2]")])


# --- Sinc, LogisticSigmoid -----------------------------------------------------------------------


@builtin("Sinc", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Sinc[z] gives sinc(z), equal to Sin[z]/z for z != 0 and 1 for z = 0.",
         examples=[("Sinc[0]", "1"), ("Sinc[Pi/2]", "2/Pi"), ("Sinc[Pi]", "0"),
                   ("Sinc[1.]", "0.841471"), ("Sinc[-x]", "Sinc[x]"), ("Sinc[x]", "Sinc[x]"),
                   ("Sinc[Pi/4]", "(2 Sqrt[2])/Pi"), ("Sinc[Infinity]", "0"),
                   ("D[Sinc[x], x]", "Cos[x]/x - Sin[x]/x^2")])
def sinc(ev, expr):
    z = expr.args[0]
    if z.is_number:
        if z == ZERO:
            return ONE
        if level(z) != EXACT:
            return mp_apply(lambda m, x: m.sinc(x), [z])
    if z == INFINITY or z == MINUS_INFINITY:
        return ZERO
    if looks_negative(z):
        return call(S.Sinc, negate(ev, z))
    if z.is_number or _exact_real_value(ev, z) is not None:
        s = ev.evaluate(call(S.Sin, z))
        if not (isinstance(s, Expression) and s.head is S.Sin):
            return ev.evaluate(Expression(S.Times, (s, Expression(S.Power, (z, Integer(-1))))))
    return None


@builtin("LogisticSigmoid", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="LogisticSigmoid[z] gives the logistic sigmoid function 1/(1 + E^-z).",
         examples=[("LogisticSigmoid[0]", "1/2"), ("LogisticSigmoid[0.5]", "0.622459"),
                   ("LogisticSigmoid[Log[3]]", "3/4"), ("LogisticSigmoid[Infinity]", "1"),
                   ("LogisticSigmoid[-Infinity]", "0"), ("LogisticSigmoid[x]",
                                                         "LogisticSigmoid[x]"),
                   ("D[LogisticSigmoid[x], x]", "(1 - LogisticSigmoid[x]) LogisticSigmoid[x]")])
def logistic_sigmoid(ev, expr):
    z = expr.args[0]
    if z == INFINITY:
        return ONE
    if z == MINUS_INFINITY:
        return ZERO
    if z.is_number and level(z) != EXACT:
        return mp_apply(lambda m, x: 1 / (1 + m.exp(-x)), [z])
    if z.is_number or _exact_real_value(ev, z) is not None:
        e = ev.evaluate(call(S.Power, S.E, ev.evaluate(call(S.Times, Integer(-1), z))))
        if e.is_number:
            return ev.evaluate(call(S.Power, call(S.Plus, ONE, e), Integer(-1)))
    return None


# --- ReIm, AbsArg, RealAbs, RealSign --------------------------------------------------------------


@builtin("ReIm", nargs=1, attributes=("Listable", "Protected"),
         usage="ReIm[z] gives the list {Re[z], Im[z]} of the number z.",
         examples=[("ReIm[3 + 4 I]", "{3, 4}"), ("ReIm[2.5]", "{2.5, 0}"),
                   ("ReIm[{I, 1 - I}]", "{{0, 1}, {1, -1}}"), ("ReIm[x]", "{Re[x], Im[x]}"),
                   ("ReIm[(1 + I)/Sqrt[2]]", "{1/Sqrt[2], 1/Sqrt[2]}")])
def re_im(ev, expr):
    z = expr.args[0]
    return ev.evaluate(Expression(S.List, (call(S.Re, z), call(S.Im, z))))


@builtin("AbsArg", nargs=1, attributes=("Listable", "Protected"),
         usage="AbsArg[z] gives the list {Abs[z], Arg[z]} of the number z.",
         examples=[("AbsArg[1 + I]", "{Sqrt[2], Pi/4}"), ("AbsArg[-2]", "{2, Pi}"),
                   ("AbsArg[-3.]", "{3., 3.14159}"), ("AbsArg[x]", "{Abs[x], Arg[x]}"),
                   ("AbsArg[{I, -I}]", "{{1, Pi/2}, {1, -Pi/2}}")])
def abs_arg(ev, expr):
    z = expr.args[0]
    return ev.evaluate(Expression(S.List, (call(S.Abs, z), call(S.Arg, z))))


def _real_only(ev, expr, name, fn):
    """RealAbs/RealSign: fn of a real numeric quantity; a message for a complex number."""
    x = expr.args[0]
    if type(x) is Complex:
        return None
    if is_infinite(x):
        return None
    v = _exact_real_value(ev, x) if not x.is_number else to_float(x)
    if v is None:
        if looks_negative(x):
            return fn(ev, x, True)
        return None
    return fn(ev, x, False)


@builtin("RealAbs", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="RealAbs[x] gives the absolute value of the real number x.",
         examples=[("RealAbs[-3]", "3"), ("RealAbs[2.5]", "2.5"), ("RealAbs[1 - Pi]", "-1 + Pi"),
                   ("RealAbs[-x]", "RealAbs[x]"), ("RealAbs[x]", "RealAbs[x]"),
                   ("D[RealAbs[x], x]", "x/RealAbs[x]")])
def real_abs(ev, expr):
    def fn(ev, x, symbolic):
        if symbolic:
            return call(S.RealAbs, negate(ev, x))
        return ev.evaluate(call(S.Abs, x))
    return _real_only(ev, expr, "RealAbs", fn)


@builtin("RealSign", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="RealSign[x] gives -1, 0 or 1 depending on whether the real number x is "
               "negative, zero or positive.",
         examples=[("RealSign[-3]", "-1"), ("RealSign[0]", "0"), ("RealSign[2.5]", "1"),
                   ("RealSign[E - 3]", "-1"), ("RealSign[-x]", "-RealSign[x]"),
                   ("D[RealSign[x], x]", "0")])
def real_sign(ev, expr):
    def fn(ev, x, symbolic):
        if symbolic:
            return call(S.Times, Integer(-1), call(S.RealSign, negate(ev, x)))
        r = ev.evaluate(call(S.Sign, x))
        if type(r) is Real:
            return Integer(int(to_float(r)))
        return r
    return _real_only(ev, expr, "RealSign", fn)


# --- MantissaExponent, RealExponent, MixedFractionParts ------------------------------------------


def _base_of(ev, expr, pos):
    if len(expr.args) < 2:
        return Integer(10)
    b = expr.args[1]
    v = _exact_real_value(ev, b)
    if v is None or v <= 1:
        return None
    return b


@builtin("MantissaExponent", nargs=(1, 2), attributes=("Listable", "Protected"),
         messages={"realx": "The value `1` is not a real number.",
                   "rbase": "Base `1` is not a real number greater than 1."},
         usage="MantissaExponent[x] gives a list {m, e} with x = m 10^e and 1/10 <= |m| < 1. "
               "MantissaExponent[x, b] uses base b.",
         examples=[("MantissaExponent[3.4 10^30]", "{0.34, 31}"),
                   ("MantissaExponent[125]", "{1/8, 3}"),
                   ("MantissaExponent[-0.00271]", "{-0.271, -2}"),
                   ("MantissaExponent[Pi]", "{Pi/10, 1}"),
                   ("MantissaExponent[8, 2]", "{1/2, 4}"), ("MantissaExponent[0]", "{0, 0}"),
                   ("MantissaExponent[1000]", "{1/10, 4}")])
def mantissa_exponent(ev, expr):
    x = expr.args[0]
    b = _base_of(ev, expr, 2)
    if b is None:
        ev.message("MantissaExponent", "rbase", expr.args[1])
        return None
    v = _exact_real_value(ev, x)
    if v is None:
        if x.is_number or not isinstance(x, Expression) or True:
            ev.message("MantissaExponent", "realx", x)
        return None
    if v == 0:
        return Expression(S.List, (x, ZERO))
    bv = to_float(b) if b.is_number else _exact_real_value(ev, b)
    if type(x) is Integer or type(x) is Rational:
        if type(b) is Integer:
            # exact: the smallest e with |x| < b^e
            q = abs(Fraction(x.value))
            e = int(math.floor(math.log(float(q), b.value))) + 1 if q else 0
            while Fraction(b.value) ** e <= q:
                e += 1
            while Fraction(b.value) ** (e - 1) > q:
                e -= 1
            m = Fraction(x.value) / Fraction(b.value) ** e
            return Expression(S.List, (make_rational(m.numerator, m.denominator), Integer(e)))
    if type(x) is Real:
        lx = math.log(abs(v)) / math.log(bv)
        e = int(math.floor(lx)) + 1
        m = ev.evaluate(call(S.Times, x, call(S.Power, b, Integer(-e))))
        mv = abs(to_float(m)) if m.is_number else None
        if mv is not None and mv >= 1:
            e += 1
            m = ev.evaluate(call(S.Times, x, call(S.Power, b, Integer(-e))))
        elif mv is not None and mv < 1 / bv:
            e -= 1
            m = ev.evaluate(call(S.Times, x, call(S.Power, b, Integer(-e))))
        return Expression(S.List, (m, Integer(e)))
    # an exact numeric quantity (Pi, Sqrt[2])
    e = int(math.floor(math.log(abs(v)) / math.log(bv))) + 1
    m = ev.evaluate(call(S.Times, x, call(S.Power, b, Integer(-e))))
    return Expression(S.List, (m, Integer(e)))


@builtin("RealExponent", nargs=(1, 2), attributes=("Listable", "Protected"),
         usage="RealExponent[x] gives log10(|x|), a machine number. RealExponent[x, b] gives "
               "log_b(|x|).",
         examples=[("RealExponent[2.5 10^20]", "20.3979"), ("RealExponent[1000]", "3."),
                   ("RealExponent[2^10, 2]", "10."), ("RealExponent[Pi]", "0.49715"),
                   ("RealExponent[{10, 100.}]", "{1., 2.}"), ("RealExponent[0]", "-Infinity")])
def real_exponent(ev, expr):
    x = expr.args[0]
    b = _base_of(ev, expr, 2)
    if b is None:
        return None
    bv = to_float(b) if b.is_number else _exact_real_value(ev, b)
    if type(x) is Complex:
        v = math.hypot(to_float(x.re), to_float(x.im))
    else:
        v = _exact_real_value(ev, x)
    if v is None:
        return None
    if v == 0:
        if type(x) is Real:
            acc = ev.evaluate(call(S.Accuracy, x))
            return ev.evaluate(call(S.Times, Integer(-1), acc))
        return MINUS_INFINITY
    if type(x) is Integer and x.value.bit_length() > 1000:
        n = x.value
        lg = math.log(abs(n))
        return Real(lg / math.log(bv))
    return Real(math.log(abs(v)) / math.log(bv))


@builtin("MixedFractionParts", nargs=1, attributes=("Listable", "Protected"),
         usage="MixedFractionParts[x] gives the list {IntegerPart[x], FractionalPart[x]}.",
         examples=[("MixedFractionParts[7/3]", "{2, 1/3}"),
                   ("MixedFractionParts[-7/3]", "{-2, -1/3}"),
                   ("MixedFractionParts[2.75]", "{2, 0.75}"),
                   ("MixedFractionParts[Pi]", "{3, -3 + Pi}")])
def mixed_fraction_parts(ev, expr):
    x = expr.args[0]
    return ev.evaluate(Expression(S.List, (call(S.IntegerPart, x), call(S.FractionalPart, x))))


# --- waves and step pulses -------------------------------------------------------------------------


def _wave(name, usage, value, examples, integer_valued=False):
    """A periodic wave of period 1: ``value(t)`` for the fractional part t in [0, 1) of a real
    numeric argument (an exact Fraction or a float); the call stays unevaluated otherwise."""
    @builtin(name, nargs=(1, 2), attributes=("NumericFunction", "Protected"), usage=usage,
             examples=examples)
    def wave(ev, expr):
        args = expr.args
        x = args[-1]
        if isinstance(x, Expression) and x.head is S.List:
            return Expression(S.List, tuple(Expression(expr.head, args[:-1] + (e,))
                                            for e in x.args))
        lo, hi = ZERO, ONE
        if len(args) == 2:
            r = args[0]
            if not (isinstance(r, Expression) and r.head is S.List and len(r.args) == 2):
                return None
            lo, hi = r.args
        if type(x) is Integer or type(x) is Rational:
            f = Fraction(x.value)
            t = f - math.floor(f)
            v = value(t)
        else:
            xv = _exact_real_value(ev, x)
            if xv is None:
                return None
            if not x.is_number:
                # an exact numeric quantity: the value at its fractional part, kept exact
                fl = ev.evaluate(call(S.Floor, x))
                if type(fl) is not Integer:
                    return None
                t_expr = ev.evaluate(call(S.Plus, x, Integer(-fl.value)))
                v = value(t_expr, ev)
                if v is None:
                    return None
            else:
                t = xv - math.floor(xv)
                v = value(Fraction(t))
                if not integer_valued and level(x) == MACHINE:
                    v = Real(float(v))
        if isinstance(v, Fraction):
            v = make_rational(v.numerator, v.denominator)
        elif isinstance(v, float):
            v = Real(v)
        if len(args) == 2:
            return ev.evaluate(call(S.Plus, lo, call(S.Times, call(S.Plus, hi, call(
                S.Times, Integer(-1), lo)), v)))
        return v
    return wave


def _square(t, ev=None):
    if ev is not None:
        h = ev.evaluate(call(S.Less, t, HALF))
        return ONE if h is TRUE else Integer(-1) if h is FALSE else None
    return Fraction(1) if t < Fraction(1, 2) else Fraction(-1)


def _triangle(t, ev=None):
    if ev is not None:
        h = ev.evaluate(call(S.Less, t, HALF))
        if h is TRUE:
            return ev.evaluate(call(S.Plus, ONE, call(S.Times, Integer(-4), call(
                S.Abs, call(S.Plus, t, make_rational(-1, 4))))))
        if h is FALSE:
            return ev.evaluate(call(S.Plus, Integer(-1), call(S.Times, Integer(4), call(
                S.Abs, call(S.Plus, t, make_rational(-3, 4))))))
        return None
    if t < Fraction(1, 2):
        return 1 - 4 * abs(t - Fraction(1, 4))
    return -1 + 4 * abs(t - Fraction(3, 4))


def _sawtooth(t, ev=None):
    return t


_wave("SquareWave", "SquareWave[x] gives a square wave that alternates between +1 and -1 with "
      "unit period. SquareWave[{y1, y2}, x] alternates between y1 and y2.", _square,
      [("SquareWave[0.2]", "1"), ("SquareWave[0.7]", "-1"), ("SquareWave[3/4]", "-1"),
       ("SquareWave[{0, 5}, 0.2]", "5"), ("SquareWave[x]", "SquareWave[x]"),
       ("SquareWave[Pi]", "1")], integer_valued=True)
_wave("TriangleWave", "TriangleWave[x] gives a triangle wave that varies between -1 and +1 with "
      "unit period. TriangleWave[{min, max}, x] varies between min and max.", _triangle,
      [("TriangleWave[1/4]", "1"), ("TriangleWave[0]", "0"), ("TriangleWave[0.6]", "-0.4"),
       ("TriangleWave[3/4]", "-1"), ("TriangleWave[x]", "TriangleWave[x]")])
_wave("SawtoothWave", "SawtoothWave[x] gives a sawtooth wave that varies from 0 to 1 with unit "
      "period. SawtoothWave[{min, max}, x] varies from min to max.", _sawtooth,
      [("SawtoothWave[2.3]", "0.3"), ("SawtoothWave[7/4]", "3/4"),
       ("SawtoothWave[{1, 3}, 1/4]", "3/2"), ("SawtoothWave[x]", "SawtoothWave[x]"),
       ("SawtoothWave[Pi]", "-3 + Pi")])


def _pulse(name, usage, value, examples):
    @builtin(name, nargs=(1, None), attributes=("Listable", "NumericFunction", "Orderless",
                                                "Protected"),
             usage=usage, examples=examples)
    def pulse(ev, expr):
        out = ONE
        machine = False
        for x in expr.args:
            v = _exact_real_value(ev, x)
            if v is None:
                return None
            machine = machine or (x.is_number and level(x) == MACHINE)
            if type(x) is Integer or type(x) is Rational:
                v = value(Fraction(x.value))
            else:
                v = value(x, ev)
            if v is None:
                return None
            out = ev.evaluate(call(S.Times, out, v))
        return out
    return pulse


def _lambda(x, ev=None):
    if ev is not None:
        a = ev.evaluate(call(S.Abs, x))
        le = ev.evaluate(call(S.Less, a, ONE))
        if le is TRUE:
            return ev.evaluate(call(S.Plus, ONE, call(S.Times, Integer(-1), a)))
        if le is FALSE:
            return ZERO
        return None
    a = abs(x)
    r = 1 - a if a < 1 else Fraction(0)
    return make_rational(r.numerator, r.denominator)


def _pi(x, ev=None):
    if ev is not None:
        a = ev.evaluate(call(S.Abs, x))
        lt = ev.evaluate(call(S.Less, a, HALF))
        if lt is TRUE:
            return ONE
        gt = ev.evaluate(call(S.Greater, a, HALF))
        if gt is TRUE:
            return ZERO
        return None
    a = abs(x)
    if a < Fraction(1, 2):
        return ONE
    if a > Fraction(1, 2):
        return ZERO
    return None


_pulse("HeavisideLambda", "HeavisideLambda[x] represents the triangle distribution 1 - |x| for "
       "|x| < 1 and 0 otherwise. HeavisideLambda[x1, x2, ...] is the product.", _lambda,
       [("HeavisideLambda[1/2]", "1/2"), ("HeavisideLambda[0]", "1"),
        ("HeavisideLambda[-2]", "0"), ("HeavisideLambda[0.25]", "0.75"),
        ("HeavisideLambda[x]", "HeavisideLambda[x]"),
        ("HeavisideLambda[1/2, 1/4]", "3/8")])
_pulse("HeavisidePi", "HeavisidePi[x] represents the box function, 1 for |x| < 1/2 and 0 for "
       "|x| > 1/2. HeavisidePi[x1, x2, ...] is the product.", _pi,
       [("HeavisidePi[0]", "1"), ("HeavisidePi[1]", "0"), ("HeavisidePi[0.3]", "1"),
        ("HeavisidePi[1/2]", "HeavisidePi[1/2]"), ("HeavisidePi[x]", "HeavisidePi[x]"),
        ("HeavisidePi[1/4, 2]", "0")])
