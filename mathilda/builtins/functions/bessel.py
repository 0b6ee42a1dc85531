"""Bessel functions: BesselJ, BesselY, BesselI, BesselK.

Exact values at 0 and Infinity, the order symmetries (``BesselJ[-1, x]`` is
``-BesselJ[1, x]``), elementary closed forms for half-integer orders, and numeric values
through mpmath for inexact arguments.
"""

from fractions import Fraction

from mathilda.algorithms.build import plus, power, sqrt, times
from mathilda.core.expr import Expression, Integer, Rational, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO
from mathilda.numbers.elementary import looks_negative, negate
from mathilda.numbers.infinity import COMPLEX_INFINITY, INFINITY, MINUS_INFINITY
from mathilda.algorithms.functions.numeric import inexact, mp_apply

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_HALF_ORDER = 40          # half-integer orders up to this expand to elementary functions


def _rat(x):
    if type(x) is Integer or type(x) is Rational:
        return Fraction(x.value)
    return None


def _over_sqrt(f, z):
    return times(f, power(z, make_rational(-1, 2)))


_TWO_OVER_PI = times(Integer(2), power(S.Pi, MINUS_ONE))
_PI_OVER_TWO = times(make_rational(1, 2), S.Pi)

# name -> (mpmath function, p, f_{1/2}, f_{-1/2}, a, b): the value at a half-integer order
# nu is Sqrt[p] f_nu, where f_{nu+1} = a (2 nu / z) f_nu + b f_{nu-1}
_SPECS = {
    "BesselJ": ("besselj", _TWO_OVER_PI, lambda z: _over_sqrt(Expression(S.Sin, (z,)), z),
                lambda z: _over_sqrt(Expression(S.Cos, (z,)), z), 1, -1),
    "BesselY": ("bessely", _TWO_OVER_PI,
                lambda z: times(MINUS_ONE, _over_sqrt(Expression(S.Cos, (z,)), z)),
                lambda z: _over_sqrt(Expression(S.Sin, (z,)), z), 1, -1),
    "BesselI": ("besseli", _TWO_OVER_PI, lambda z: _over_sqrt(Expression(S.Sinh, (z,)), z),
                lambda z: _over_sqrt(Expression(S.Cosh, (z,)), z), -1, 1),
    "BesselK": ("besselk", _PI_OVER_TWO,
                lambda z: _over_sqrt(power(S.E, times(MINUS_ONE, z)), z),
                lambda z: _over_sqrt(power(S.E, times(MINUS_ONE, z)), z), 1, 1),
}


def _half_order(ev, name, nu, z):
    """The closed form of a Bessel function of half-integer order nu (a Fraction)."""
    _, pref, f_half, f_mhalf, a, b = _SPECS[name]
    expand = S.Expand

    def step(c, fa, fb):
        # a (2 c / z) fa + b fb, expanded
        t = plus(times(Integer(a), make_rational(2 * c), power(z, MINUS_ONE), fa),
                  times(Integer(b), fb))
        return ev.evaluate(Expression(expand, (t,)))

    lo, hi = ev.evaluate(f_mhalf(z)), ev.evaluate(f_half(z))    # f_{-1/2}, f_{1/2}
    cur = Fraction(1, 2)
    if nu > 0:
        while cur < nu:
            lo, hi = hi, step(cur, hi, lo)     # f_{cur+1} from f_cur, f_{cur-1}
            cur += 1
        f = hi
    else:
        cur = Fraction(-1, 2)
        # f_{c-1} = (f_{c+1} - a (2c/z) f_c) / b, with lo = f_c, hi = f_{c+1}
        while cur > nu:
            new = ev.evaluate(Expression(expand, (times(Integer(b), plus(
                hi, times(Integer(-a), make_rational(2 * cur), power(z, MINUS_ONE), lo))),)))
            lo, hi = new, lo
            cur -= 1
        f = lo
    return ev.evaluate(times(sqrt(pref), f))


def _bessel(name, usage, examples):
    mpname = _SPECS[name][0]

    @builtin(name, nargs=2, attributes=NUMERIC_LISTABLE, usage=usage, examples=examples)
    def f(ev, expr):
        n, z = expr.args
        if inexact(n, z):
            return mp_apply(lambda m, a, x: getattr(m, mpname)(a, x), [n, z])
        nv = _rat(n)
        if z == ZERO and nv is not None:
            return _at_zero(name, nv)
        if z == INFINITY and nv is not None:
            return INFINITY if name == "BesselI" else ZERO
        if nv is None:
            return None
        if nv.denominator == 1:
            k = nv.numerator
            if k < 0:
                if name == "BesselI":
                    return Expression(expr.head, (Integer(-k), z))
                if name == "BesselK":
                    return Expression(expr.head, (Integer(-k), z))
                return times(Integer((-1) ** k), Expression(expr.head, (Integer(-k), z)))
            if name in ("BesselJ", "BesselI") and looks_negative(z):
                g = Expression(expr.head, (n, negate(ev, z)))
                return g if k % 2 == 0 else times(MINUS_ONE, g)
            return None
        if name == "BesselK" and nv < 0:
            return Expression(expr.head, (make_rational(-nv), z))
        if nv.denominator == 2 and abs(nv) <= MAX_HALF_ORDER:
            return _half_order(ev, name, nv, z)
        return None
    f.__name__ = name.lower()
    return f


def _at_zero(name, nv):
    if name in ("BesselJ", "BesselI"):
        if nv == 0:
            return ONE
        if nv > 0 or nv.denominator == 1:
            return ZERO
        return COMPLEX_INFINITY
    if nv == 0:
        return MINUS_INFINITY if name == "BesselY" else INFINITY
    return COMPLEX_INFINITY


_bessel("BesselJ", "BesselJ[n, z] gives the Bessel function of the first kind J_n(z).",
        [("BesselJ[0, 0]", "1"), ("BesselJ[1, 0]", "0"), ("BesselJ[0, 1.]", "0.765198"),
         ("BesselJ[-1, x]", "-BesselJ[1, x]"), ("BesselJ[2, -x]", "BesselJ[2, x]"),
         ("BesselJ[1/2, x] == Sqrt[2/Pi] Sin[x]/Sqrt[x]", "True"),
         ("BesselJ[2.5, 3.]", "0.41271")])
_bessel("BesselY", "BesselY[n, z] gives the Bessel function of the second kind Y_n(z).",
        [("BesselY[0, 0]", "-Infinity"), ("BesselY[1, 2.]", "-0.107032"),
         ("BesselY[-2, x]", "BesselY[2, x]"), ("BesselY[0, 1.]", "0.088257")])
_bessel("BesselI", "BesselI[n, z] gives the modified Bessel function of the first kind "
        "I_n(z).",
        [("BesselI[0, 0]", "1"), ("BesselI[1, 1.]", "0.565159"),
         ("BesselI[-3, x]", "BesselI[3, x]"), ("BesselI[1, -x]", "-BesselI[1, x]")])
_bessel("BesselK", "BesselK[n, z] gives the modified Bessel function of the second kind "
        "K_n(z).",
        [("BesselK[0, 0]", "Infinity"), ("BesselK[0, 1.]", "0.421024"),
         ("BesselK[-1, x]", "BesselK[1, x]"), ("BesselK[1, Infinity]", "0")])
