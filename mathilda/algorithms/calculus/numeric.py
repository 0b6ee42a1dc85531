"""Machine numbers between Mathilda and mpmath, for the numeric calculus builtins (NIntegrate,
FindRoot, NSolve).

    to_mp(r)         an mpmath number for a numeric atom, else NotNumeric(r)
    mp_to_expr(v)    a Real or Complex atom for an mpmath number
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, String, Symbol


class NotNumeric(Exception):
    def __init__(self, value):
        self.value = value


def to_mp(r):
    import mpmath
    t = type(r)
    if t is Real or t is Integer or t is Rational:
        return mpmath.mpf(float(r.value))
    if t is Complex:
        return mpmath.mpc(float(r.re.value), float(r.im.value))
    raise NotNumeric(r)


def mp_to_expr(v):
    import mpmath
    if isinstance(v, mpmath.mpc):
        if v.imag == 0:
            return Real(float(v.real))
        return Complex(Real(float(v.real)), Real(float(v.imag)))
    return Real(float(v))


_UNDERFLOW = Expression(Symbol("Underflow"), ())


def quiet_underflow(body):
    """``Quiet[body, General::unfl]``: the numeric body of a sum or an integral, whose
    values below $MinNumber count as 0 (underflow_as_zero) without a message each."""
    unfl = Expression(S.MessageName, (S.General, String("unfl")))
    return Expression(S.Quiet, (body, unfl))


def underflow_as_zero(ev, r):
    """A numeric value with its Underflow[] parts (results below $MinNumber, E^(-x) at
    x = 1.*^30) counted as 0: what a sum or an integral of such values adds up to."""
    from mathilda.algorithms.algebra.polynomial import free_of
    if isinstance(r, Expression) and not free_of(r, _UNDERFLOW):
        return ev.evaluate(Expression(S.ReplaceAll, (r, Expression(S.Rule, (
            _UNDERFLOW, Integer(0))))))
    return r

