"""Machine numbers between Mathilda and mpmath, for the numeric calculus builtins (NIntegrate,
FindRoot, NSolve).

    to_mp(r)         an mpmath number for a numeric atom, else NotNumeric(r)
    mp_to_expr(v)    a Real or Complex atom for an mpmath number
"""

from mathilda.core.expr import Complex, Integer, Rational, Real


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
