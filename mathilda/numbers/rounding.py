"""Integer parts of real numbers (Floor, Ceiling, Round, IntegerPart) and Mod.

The functions take real number atoms and return Python ints (Mod returns an atom).  For a
numeric quantity (``Floor[Pi]``, ``Round[Sqrt[2] 10^6]``) ``integer_part_of`` evaluates it
with increasing precision until the answer is certain.
"""

import math
from fractions import Fraction

from mathilda.core.expr import Complex, Integer, Rational, Real
from mathilda.numbers.arith import add, is_zero, mul, neg, divide
from mathilda.numbers.nvalues import numeric_value

__all__ = ["floor_int", "ceiling_int", "round_int", "trunc_int", "ROUNDERS",
           "integer_part_of", "mod_numbers"]


def _mp_int(v, how):
    """Exact floor / ceiling / round-half-even / truncation of an mpf, from its binary
    representation (mpmath's own floor rounds to the working precision)."""
    sign, man, exp, _bc = v._mpf_
    man = int(man)                 # an mpz when mpmath runs on gmpy2
    if not man:
        return 0
    if exp >= 0:
        n = man << exp
        return -n if sign else n
    # |v| = q + r / 2^k with 0 <= r < 2^k: shifts only (a Fraction of a million-digit
    # mantissa reduces by gcd, which is quadratic: IntegerPart[10^6 N[Pi, 10^6]] took 8 s)
    k = -exp
    q = man >> k
    r = man - (q << k)
    if how == "round":
        twice, half = r << 1, 1 << k
        n = q + 1 if twice > half or (twice == half and q & 1) else q
        return -n if sign else n
    if how == "floor":
        n = q + 1 if sign and r else q           # away from zero only below zero
    elif how == "ceiling":
        n = q + 1 if r and not sign else q
    else:
        n = q
    return -n if sign else n


def floor_int(x):
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return math.floor(x.value)
    if x.prec is None:
        return math.floor(x.value)
    return _mp_int(x.value, "floor")


def ceiling_int(x):
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return math.ceil(x.value)
    if x.prec is None:
        return math.ceil(x.value)
    return _mp_int(x.value, "ceiling")


def round_int(x):
    """Nearest integer, ties to even (Round)."""
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return round(x.value)
    if x.prec is None:
        return round(x.value)
    return _mp_int(x.value, "round")


def trunc_int(x):
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return math.trunc(x.value)
    if x.prec is None:
        return math.trunc(x.value)
    return _mp_int(x.value, "trunc")


ROUNDERS = {"Floor": floor_int, "Ceiling": ceiling_int, "Round": round_int,
            "IntegerPart": trunc_int}


def integer_part_of(ev, expr, fn):
    """fn (one of ROUNDERS) of the real numeric quantity expr, or None if it is not real
    or does not evaluate."""
    last = None
    v0 = numeric_value(ev, expr, 20)
    if v0 is None or type(v0) is Complex:
        return None
    mag = _magnitude_digits(v0)
    if mag > 100000:
        return None
    for extra in (30, 120, 500):
        digits = mag + extra
        v = numeric_value(ev, expr, digits)
        if v is None or type(v) is Complex:
            return None
        lo = fn(v)
        # certain when the value is far from any integer or half-integer boundary
        f = _frac_distance(v)
        if f is None or f > 10.0 ** (-digits // 2):
            return lo
        last = lo
    return last


def _magnitude_digits(v):
    """Number of decimal digits before the point of the real number v (>= 0)."""
    from mathilda.numbers.precision import mp, to_mpf
    m = mp()
    x = abs(to_mpf(v))
    if x < 1:
        return 0
    return int(m.log10(x)) + 1


def _frac_distance(v):
    """Distance from v to the nearest multiple of 1/2 (float)."""
    if type(v) is Real and v.prec is not None:
        sign, man, exp, _bc = v.value._mpf_
        man = int(man)
        if not man or exp >= 0:
            return 0.0
        x = Fraction(man, 1 << -exp) * 2
    else:
        x = Fraction(v.value) * 2
    return float(abs(x - round(x))) / 2


def mod_numbers(m, n, d=None):
    """Mod[m, n, d] = m - n Floor[(m - d)/n] for real number atoms (n nonzero)."""
    q = divide(m if d is None else add(m, neg(d)), n)
    k = Integer(floor_int(q))
    r = add(m, neg(mul(n, k)))
    if type(r) is Real and is_zero(r) and r.prec is None:
        return Real(0.0)
    return r
