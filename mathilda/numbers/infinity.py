"""Infinite quantities: ``Infinity`` is ``DirectedInfinity[1]``, ``-Infinity`` is
``DirectedInfinity[-1]``, ``ComplexInfinity`` is ``DirectedInfinity[]``.

These helpers combine them in sums and products the way the Wolfram Language does; the
callers emit ``Infinity::indet`` for the indeterminate forms.
"""

from mathilda.core.expr import Complex, Expression, Integer, Real, S
from mathilda.numbers.arith import is_exact, numbers_equal

__all__ = ["is_infinite", "direction", "INFINITY", "MINUS_INFINITY", "COMPLEX_INFINITY",
           "directed", "sum_infinities", "unit_direction"]

INFINITY = Expression(S.DirectedInfinity, (Integer(1),))
MINUS_INFINITY = Expression(S.DirectedInfinity, (Integer(-1),))
COMPLEX_INFINITY = Expression(S.DirectedInfinity, ())


def is_infinite(x):
    return type(x) is Expression and x.head is S.DirectedInfinity and len(x.args) <= 1


def direction(x):
    """The direction of a DirectedInfinity (None for ComplexInfinity)."""
    return x.args[0] if x.args else None


def directed(d):
    if d is None:
        return COMPLEX_INFINITY
    return Expression(S.DirectedInfinity, (d,))


def unit_direction(z):
    """z / Abs[z] for a nonzero number when it is simple (exact ±1, ±I, or inexact), else
    None (DirectedInfinity[1 + I] is normalised by the evaluator with Sqrt)."""
    t = type(z)
    if t is Complex:
        if is_exact(z):
            re, im = z.re.value, z.im.value
            if re == 0:
                return Complex(Integer(0), Integer(1 if im > 0 else -1))
            return None
        from mathilda.numbers.precision import mp, to_mpf
        m = mp()
        re, im = to_mpf(z.re), to_mpf(z.im)
        a = m.hypot(re, im)
        if not a or m.isinf(a) or m.isnan(a):
            return None
        return Complex(Real(float(re / a)), Real(float(im / a)))
    if t is Real:
        return Real(1.0 if z.value > 0 else -1.0)
    return Integer(1 if z.value > 0 else -1)


def sum_infinities(infs):
    """Combine the infinite terms of a sum: (result, indeterminate) where result is the
    DirectedInfinity the sum equals, or None when it must stay (symbolic directions)."""
    complex_inf = any(not x.args for x in infs)
    if complex_inf:
        if len(infs) > 1:
            return None, True
        return COMPLEX_INFINITY, False
    dirs = [x.args[0] for x in infs]
    first = dirs[0]
    if not all(d.is_number for d in dirs):
        if all(d == first for d in dirs):
            return infs[0], False
        return None, False
    for d in dirs[1:]:
        if not numbers_equal(d, first):
            return None, True
    return infs[0], False

