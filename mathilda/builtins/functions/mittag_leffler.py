"""MittagLefflerE: the Mittag-Leffler function E_a(z) = sum z^k/Gamma[a k + 1] and its
two-parameter form E_{a,b}(z) = sum z^k/Gamma[a k + b].

The parameters for which it is elementary give those forms (``MittagLefflerE[1, z]`` is
``E^z``, ``MittagLefflerE[2, z]`` is ``Cosh[Sqrt[z]]``); numeric values come from the power
series, summed in mpmath with as many guard digits as the cancellation of its largest
term needs (about |z|^(1/a)/log(10) of them), for a > 0.
"""

from mathilda.algorithms.build import call, divide, minus, neg, power, sqrt, times
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.core.expr import Complex, Integer, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.precision import to_mpf

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
HALF = make_rational(1, 2)
MAX_GUARD_DIGITS = 3000


def mittag_leffler_series(m, a, b, z):
    """sum_k z^k/Gamma(a k + b) at the current precision, a > 0 (real part); None when the
    cancellation would need more than MAX_GUARD_DIGITS extra digits."""
    if (a.real if isinstance(a, m.mpc) else a) <= 0:
        return None
    size = abs(z)
    guard = int(float(size) ** (1 / float(abs(a))) / 2.302585) + 15 if size > 0 else 15
    if guard > MAX_GUARD_DIGITS:
        return _asymptotic(m, a, b, z)
    target = m.mp.prec
    with m.extradps(guard):
        eps = m.mpf(2) ** -(target + 10)
        total = m.mpf(0)
        zk = m.mpf(1)
        k = 0
        peak = float(size) ** (1 / float(abs(a))) if size > 0 else 0
        while True:
            g = a * k + b
            if not (m.isint(g) and g <= 0):
                term = zk * m.rgamma(g)
                total += term
                if k > peak + 2 and abs(term) <= eps * max(abs(total), eps):
                    break
            zk *= z
            k += 1
            if k > 10 ** 6:
                return None
        return +total


def _asymptotic(m, a, b, z):
    """The expansion at large |z| for 0 < a < 2: (1/a) z^((1 - b)/a) Exp[z^(1/a)] (where
    |Arg[z]| is small enough for it to matter) minus sum_k z^-k/Gamma[b - a k], summed to its
    smallest term; None when that term is not below the working precision."""
    if isinstance(a, m.mpc) or not 0 < a < 2:
        return None
    with m.extradps(10):
        eps = m.mpf(2) ** -(m.mp.prec + 4)
        phase = abs(m.arg(z))
        limit = (m.pi * a / 2 + min(m.pi, m.pi * a)) / 2
        total = m.mpf(0)
        if phase < limit:
            total = m.power(z, (1 - b) / a) * m.exp(m.power(z, 1 / a)) / a
        bound_prev = None
        k = 1
        while True:
            total -= m.power(z, -k) * m.rgamma(b - a * k)
            # |1/Gamma[b - a k]| <= Gamma[a k + 1 - b]/Pi roughly: a monotone bound
            bound = m.exp(m.loggamma(abs(a * k - b) + 1) - k * m.log(abs(z)))
            if bound <= eps * abs(total) and k > 2:
                return +total
            if bound_prev is not None and bound > bound_prev:
                return None                  # past the smallest term: not accurate enough
            bound_prev = bound
            k += 1
            if k > 5000:
                return None


def _elementary(ev, a, b, z):
    """E_{a,b}(z) in closed form for the parameters where it is elementary, else None."""
    if b == ONE:
        if a == ZERO:
            return ev.evaluate(divide(ONE, minus(ONE, z)))
        if a == ONE:
            return power(S.E, z)
        if a == Integer(2):
            return call(S.Cosh, sqrt(z))
        if a == HALF:
            return ev.evaluate(times(power(S.E, power(z, Integer(2))), call(S.Erfc, neg(z))))
        return None
    if b == Integer(2):
        if a == ONE:
            return ev.evaluate(divide(minus(power(S.E, z), ONE), z))
        if a == Integer(2):
            return ev.evaluate(divide(call(S.Sinh, sqrt(z)), sqrt(z)))
    return None


@builtin("MittagLefflerE", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="MittagLefflerE[a, z] gives the Mittag-Leffler function E_a(z), the sum of "
               "z^k/Gamma[a k + 1]. MittagLefflerE[a, b, z] gives the generalized function "
               "E_{a,b}(z), the sum of z^k/Gamma[a k + b].",
         examples=[("MittagLefflerE[1, z]", "E^z"), ("MittagLefflerE[2, z]", "Cosh[Sqrt[z]]"),
                   ("MittagLefflerE[a, 0]", "1"), ("MittagLefflerE[a, b, 0]", "1/Gamma[b]"),
                   ("MittagLefflerE[0.5, 1.]", "5.00898"),
                   ("MittagLefflerE[1.5, -2.]", "0.0294307"),
                   ("N[MittagLefflerE[1/3, 1/2, 1], 20]", "8.2577273593890760579"),
                   ("MittagLefflerE[1, 2, z]", "(-1 + E^z)/z")])
def mittag_leffler_e(ev, expr):
    args = expr.args
    if len(args) == 2:
        a, z = args
        b = ONE
    else:
        a, b, z = args
    if inexact(*args):
        if type(a) is not Complex and to_mpf(a) <= 0:
            return None
        return mp_apply(mittag_leffler_series, [a, b, z])
    if z == ZERO:
        return ONE if b == ONE else ev.evaluate(divide(ONE, call(S.Gamma, b)))
    if len(args) == 3 and b == ONE:
        return call(S.MittagLefflerE, a, z)
    return _elementary(ev, a, b, z)
