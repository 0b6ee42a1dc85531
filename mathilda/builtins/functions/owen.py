"""Owen's T function: OwenT[h, a] = 1/(2 Pi) Integrate[E^(-h^2 (1 + t^2)/2)/(1 + t^2),
{t, 0, a}]; even in h, odd in a, with the exact values at h = 0, a = 0, a = 1 and a = Infinity.
Machine reals go through scipy.special.owens_t, other numbers through mpmath quadrature."""

from mathilda.algorithms.build import call, divide, neg, power, sqrt, times
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import real_vector
from mathilda.core.expr import Complex, Integer, Real, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.elementary import looks_negative, negate
from mathilda.numbers.infinity import INFINITY, MINUS_INFINITY
from mathilda.numbers.precision import MACHINE, level_of_all, to_float

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")


def _owen_kernel(np, sp, h, a):
    return sp.owens_t(h, a)


def _owen_mp(m, h, a):
    """T(h, a) by quadrature; for real |a| > 1 through T(h, a) = (Phi(h) + Phi(a h))/2 -
    Phi(h) Phi(a h) - [a < 0]/2 - T(a h, 1/a), whose integrand range is at most 1."""
    def t(hh, aa):
        c = hh * hh / 2
        return m.quad(lambda u: m.exp(-c * (1 + u * u)) / (1 + u * u), [0, aa]) / (2 * m.pi)
    if isinstance(h, m.mpf) and isinstance(a, m.mpf) and abs(a) > 1:
        ph, pah = m.ncdf(h), m.ncdf(a * h)
        return (ph + pah) / 2 - ph * pah - (m.mpf(1) / 2 if a < 0 else 0) - t(a * h, 1 / a)
    return t(h, a)


@builtin("OwenT", vector=real_vector(_owen_kernel), nargs=2, attributes=NUMERIC_LISTABLE,
         usage="OwenT[h, a] gives Owen's T function T(h, a) = 1/(2 Pi) Integrate[E^(-h^2 "
               "(1 + t^2)/2)/(1 + t^2), {t, 0, a}].",
         examples=[("OwenT[0.5, 2.]", "0.141581"), ("OwenT[0, a]", "ArcTan[a]/(2 Pi)"),
                   ("OwenT[h, 0]", "0"), ("OwenT[-h, a]", "OwenT[h, a]"),
                   ("OwenT[h, -a]", "-OwenT[h, a]"),
                   ("N[OwenT[1, 1/2], 20]", "0.043064691120785365632"),
                   ("OwenT[h, 1]", "(1 - Erf[h/Sqrt[2]]^2)/8")])
def owen_t(ev, expr):
    h, a = expr.args
    if inexact(h, a):
        if level_of_all([h, a]) == MACHINE and all(type(x) is not Complex for x in (h, a)):
            import math
            import scipy.special as sp
            v = float(sp.owens_t(to_float(h), to_float(a)))
            if math.isfinite(v):
                return Real(v)
        return mp_apply(_owen_mp, [h, a])
    if a == ZERO or h == INFINITY or h == MINUS_INFINITY:
        return ZERO
    if h == ZERO:
        return ev.evaluate(divide(call(S.ArcTan, a), times(Integer(2), S.Pi)))
    if looks_negative(h):
        return call(S.OwenT, negate(ev, h), a)
    if looks_negative(a):
        return neg(call(S.OwenT, h, negate(ev, a)))
    if a == ONE:
        erf = call(S.Erf, divide(h, sqrt(Integer(2))))
        return ev.evaluate(times(make_rational(1, 8),
                                 call(S.Plus, ONE, neg(power(erf, Integer(2))))))
    if a == INFINITY:
        return ev.evaluate(times(make_rational(1, 4),
                                 call(S.Erfc, divide(call(S.Abs, h), sqrt(Integer(2))))))
    return None
