"""Integer parts of real numbers (Floor, Ceiling, Round, IntegerPart) and Mod.

The functions take real number atoms and return Python ints (Mod returns an atom).  For a
numeric quantity (``Floor[Pi]``, ``Round[Sqrt[2] 10^6]``) ``integer_part_of`` evaluates it
with increasing precision until the answer is certain.
"""

import math

from mathilda.core.expr import Complex, Integer, Rational, Real
from mathilda.numbers.arith import add, is_zero, mul, neg, divide
from mathilda.numbers.nvalues import numeric_value

__all__ = ["floor_int", "ceiling_int", "round_int", "trunc_int", "ROUNDERS",
           "integer_part_of", "mod_numbers"]


def _mp_int(v, how):
    from mathilda.numbers.precision import mp
    m = mp()
    if how == "floor":
        return int(m.floor(v))
    if how == "ceiling":
        return int(m.ceil(v))
    if how == "round":
        return int(m.nint(v))
    return int(m.floor(v)) if v >= 0 else int(m.ceil(v))


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
    for digits in (30, 120, 500):
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


def _frac_distance(v):
    """Distance from v to the nearest multiple of 1/2 (float), or None if unknown."""
    from mathilda.numbers.precision import mp, to_mpf
    m = mp()
    x = to_mpf(v) * 2
    return float(abs(x - m.nint(x))) / 2


def mod_numbers(m, n, d=None):
    """Mod[m, n, d] = m - n Floor[(m - d)/n] for real number atoms (n nonzero)."""
    q = divide(m if d is None else add(m, neg(d)), n)
    k = Integer(floor_int(q))
    r = add(m, neg(mul(n, k)))
    if type(r) is Real and is_zero(r) and r.prec is None:
        return Real(0.0)
    return r
