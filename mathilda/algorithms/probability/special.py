"""The regularized incomplete gamma and beta functions, their inverses, and InverseErfc:
the special functions the CDFs and quantiles of the families are written with.

Exact values where the Wolfram Language gives them (``GammaRegularized[3, 3]`` is
``17/(2 E^3)``: for a positive integer a the regularized gamma is a finite sum;
``BetaRegularized[1/2, 2, 3]`` is ``11/16``: for positive integers a, b and a rational z a
polynomial), the end points (``InverseErfc[1]`` is 0), and numbers: SciPy at machine
precision, mpmath at any other precision.  Everything else stays unevaluated.
"""

from math import comb, factorial

from mathilda.core.expr import Expression, Integer, Rational, Real, S, make_rational
from mathilda.numbers.precision import EXACT, MACHINE, bits_for, level_of_all, mp, to_mpf

__all__ = ["gamma_regularized", "beta_regularized", "inverse_erfc",
           "inverse_gamma_regularized", "inverse_beta_regularized", "numeric"]

ZERO, ONE = Integer(0), Integer(1)
INF = Expression(S.DirectedInfinity, (Integer(1),))
MINUS_INF = Expression(S.DirectedInfinity, (Integer(-1),))


def _numbers(args):
    return all(type(a) in (Integer, Rational, Real) for a in args)


def numeric(args, machine_fn, mp_fn):
    """The value of a function of real number atoms, at least one inexact: ``machine_fn``
    (SciPy, floats) at machine precision, ``mp_fn(mpmath, *mpf)`` otherwise; None when not
    numeric or not finite."""
    if not _numbers(args):
        return None
    lv = level_of_all(args)
    if lv == EXACT:
        return None
    import math
    if lv == MACHINE:
        try:
            r = float(machine_fn(*[float(to_mpf(a)) for a in args]))
        except (ValueError, ZeroDivisionError, OverflowError):
            return None
        if math.isnan(r):
            return None
        if math.isinf(r):
            return INF if r > 0 else MINUS_INF
        return Real(r)
    m = mp()
    with m.workprec(bits_for(lv) + 10):
        try:
            r = mp_fn(m, *[to_mpf(a, bits_for(lv) + 10) for a in args])
        except (ValueError, ZeroDivisionError, ArithmeticError):
            return None
        if isinstance(r, m.mpc):
            if r.imag != 0:
                return None
            r = r.real
        if m.isnan(r):
            return None
        if m.isinf(r):
            return INF if r > 0 else MINUS_INF
    with m.workprec(bits_for(lv)):
        return Real(+r, prec=float(lv))


def _plus(*xs):
    return Expression(S.Plus, xs)


def _times(*xs):
    return Expression(S.Times, xs)


def _power(b, e):
    return Expression(S.Power, (b, e))


def _q_integer(n, z):
    """E^-z Sum[z^k/k!, {k, 0, n - 1}] (raw): the upper regularized gamma for integer n."""
    terms = [_times(make_rational(1, factorial(k)), _power(z, Integer(k))) for k in range(n)]
    return _times(_power(S.E, _times(Integer(-1), z)), _plus(*terms))


def _posint(a):
    return a.value if type(a) is Integer and 0 < a.value <= 50 else None


def gamma_regularized(args):
    """GammaRegularized[a, z] (upper, Gamma[a, z]/Gamma[a]) and GammaRegularized[a, z0, z1]
    (Gamma[a, z0, z1]/Gamma[a]): a raw Expr to evaluate, or None."""
    if len(args) == 2:
        a, z = args
        r = numeric(args, _sc("gammaincc"), lambda m, a, z: m.gammainc(a, z, regularized=True))
        if r is not None:
            return r
        if z == ZERO and _positive(a):
            return ONE
        if z == INF:
            return ZERO
        n = _posint(a)
        if n is not None and not _inexact(z):
            return _q_integer(n, z)
        if a == make_rational(1, 2):
            return Expression(S.Erfc, (_power(z, make_rational(1, 2)),))
        return None
    a, z0, z1 = args
    r = numeric(args, lambda a, x, y: _sc("gammaincc")(a, x) - _sc("gammaincc")(a, y),
                lambda m, a, x, y: m.gammainc(a, x, y, regularized=True))
    if r is not None:
        return r
    if z0 == z1:
        return ZERO
    if z0 == ZERO and z1 == INF and _positive(a):
        return ONE
    n = _posint(a)
    if n is not None and not _inexact(z0) and not _inexact(z1):
        lo = ONE if z0 == ZERO else _q_integer(n, z0)
        hi = ZERO if z1 == INF else _q_integer(n, z1)
        return _plus(lo, _times(Integer(-1), hi))
    return None


def _inexact(z):
    """True when z holds a Real (a numeric value is computed instead)."""
    if type(z) is Real:
        return True
    if isinstance(z, Expression):
        return any(_inexact(a) for a in z.args)
    return False


def _positive(a):
    return type(a) in (Integer, Rational) and a.value > 0


def _exact_number(z):
    return type(z) in (Integer, Rational) or (isinstance(z, Expression) and _constant(z))


def _constant(e):
    """An exact numeric expression (no symbols but the constants)."""
    if type(e) in (Integer, Rational):
        return True
    if e is S.Pi or e is S.E:
        return True
    if isinstance(e, Expression) and e.head in (S.Plus, S.Times, S.Power, S.Log):
        return all(_constant(x) for x in e.args)
    return False


def beta_regularized(args):
    """BetaRegularized[z, a, b] (and BetaRegularized[z0, z1, a, b]): raw Expr or None."""
    if len(args) == 4:
        z0, z1, a, b = args
        r = numeric(args, lambda x, y, a, b: _sc("betainc")(a, b, y) - _sc("betainc")(a, b, x),
                    lambda m, x, y, a, b: m.betainc(a, b, x, y, regularized=True))
        if r is not None:
            return r
        return _plus(Expression(S.BetaRegularized, (z1, a, b)),
                     _times(Integer(-1), Expression(S.BetaRegularized, (z0, a, b)))) \
            if z0 != ZERO else Expression(S.BetaRegularized, (z1, a, b))
    z, a, b = args
    r = numeric(args, lambda z, a, b: _sc("betainc")(a, b, z),
                lambda m, z, a, b: m.betainc(a, b, 0, z, regularized=True))
    if r is not None:
        return r
    if z == ZERO and (_positive(a) or type(a) is not Integer):
        return ZERO if _positive(a) else None
    if z == ONE and _positive(b):
        return ONE
    p, q = _posint(a), _posint(b)
    if p is not None and q is not None and type(z) in (Integer, Rational) and p + q <= 400:
        zv = z.value
        from fractions import Fraction
        zf = Fraction(zv)
        n = p + q - 1
        total = sum(comb(n, j) * zf ** j * (1 - zf) ** (n - j) for j in range(p, n + 1))
        return make_rational(total.numerator, total.denominator)
    return None


def inverse_erfc(args):
    (s,) = args
    if type(s) in (Integer, Rational, Real):
        v = to_mpf(s) if type(s) is Real else s.value
        if not 0 <= v <= 2:
            return None
    r = numeric(args, _sc("erfcinv"), lambda m, s: m.erfinv(1 - s))
    if r is not None:
        return r
    if s == ONE:
        return ZERO
    if s == ZERO:
        return INF
    if s == Integer(2):
        return MINUS_INF
    return None


def inverse_gamma_regularized(args):
    """InverseGammaRegularized[a, s] (inverse of the upper Q) and
    InverseGammaRegularized[a, z0, s] (z0 = 0: inverse of the lower P)."""
    if len(args) == 2:
        a, s = args
        r = numeric(args, _sc("gammainccinv"),
                    lambda m, a, s: _mp_root(m, lambda z: m.gammainc(a, z, regularized=True)
                                             - s, a))
        if r is not None:
            return r
        if s == ONE:
            return ZERO
        if s == ZERO:
            return INF
        return None
    a, z0, s = args
    if z0 != ZERO and not (type(z0) is Real and to_mpf(z0) == 0):
        return None
    r = numeric((a, s), _sc("gammaincinv"),
                lambda m, a, s: _mp_root(m, lambda z: m.gammainc(a, 0, z, regularized=True)
                                         - s, a))
    if r is not None:
        return r
    if s == ZERO:
        return ZERO
    if s == ONE:
        return INF
    return None


def inverse_beta_regularized(args):
    if len(args) != 3:
        return None
    s, a, b = args
    r = numeric(args, lambda s, a, b: _sc("betaincinv")(a, b, s),
                lambda m, s, a, b: _mp_root(m, lambda z: m.betainc(a, b, 0, z,
                                                                   regularized=True) - s,
                                            a / (a + b)))
    if r is not None:
        return r
    if s == ZERO:
        return ZERO
    if s == ONE:
        return ONE
    return None


def _mp_root(m, f, start):
    return m.findroot(f, start)


def _sc(name):
    import scipy.special
    return getattr(scipy.special, name)
