"""The range of arbitrary-precision numbers: $MaxNumber, $MinNumber, Overflow[], Underflow[].

As in the Wolfram Language, an arbitrary-precision number has a bounded binary exponent:
``$MaxNumber`` is about 1.605216761933662*10^1355718576299609 (the largest exponent, every
significant bit set: 2^(2^52 - 128) less one unit in the last place) and ``$MinNumber``
about 1.887662394852453*10^-1355718576299610; both have machine precision but are not
machine numbers.  A result beyond them gives ``General::ovfl`` and ``Overflow[]``
(``General::unfl`` and ``Underflow[]``), not a number with an exponent of a million digits.

``check_range(ev, r)`` is the one place builtins send an inexact result through: it returns
``r`` itself when it is within range (always, for machine numbers and exact numbers).
"""

from mathilda.core.expr import Complex, Expression, Real, S

__all__ = ["max_number", "min_number", "out_of_range", "check_range", "OVERFLOW_EXPR",
           "UNDERFLOW_EXPR", "MAX_BINARY_EXPONENT"]

# log2($MaxNumber) just below this; log2($MinNumber) is about -(this + 1.72).
MAX_BINARY_EXPONENT = (1 << 52) - 128
# $MinNumber = _MIN_MANTISSA * 2^_MIN_EXPONENT (a 53-bit mantissa).
_MIN_MANTISSA = 5458556073653847
_MIN_EXPONENT = -4503599627370370 - 52

OVERFLOW_EXPR = Expression(S.Overflow, ())
UNDERFLOW_EXPR = Expression(S.Underflow, ())

_MACHINE_DIGITS = 53 * 0.30102999566398119521

_cache = {}


def _mpf(man, exp):
    from mathilda.numbers.precision import mp
    m = mp()
    return m.mpf((0, m.libmp.MPZ(man), exp, man.bit_length()))


def max_number():
    """$MaxNumber: a Real of machine precision (not a machine number)."""
    r = _cache.get("max")
    if r is None:
        r = _cache["max"] = Real(_mpf((1 << 53) - 1, MAX_BINARY_EXPONENT - 53),
                                 prec=_MACHINE_DIGITS)
    return r


def min_number():
    """$MinNumber: the smallest positive arbitrary-precision number."""
    r = _cache.get("min")
    if r is None:
        r = _cache["min"] = Real(_mpf(_MIN_MANTISSA, _MIN_EXPONENT), prec=_MACHINE_DIGITS)
    return r


def _real_range(x):
    if x.prec is None:
        return None
    mpf = getattr(x.value, "_mpf_", None)
    if mpf is None:
        return None
    _sign, man, exp, bc = mpf
    if not man:
        return None                         # zero, infinity or nan
    top = exp + bc                          # 2^(top-1) <= |x| < 2^top
    if top > MAX_BINARY_EXPONENT:
        return "ovfl"
    if top <= _MIN_EXPONENT + 53:
        if top < _MIN_EXPONENT + 53 or (man << (53 - bc) if bc <= 53
                                        else man >> (bc - 53)) < _MIN_MANTISSA:
            return "unfl"
    return None


def out_of_range(x):
    """"ovfl" when the number atom ``x`` is beyond $MaxNumber, "unfl" when it is a nonzero
    number below $MinNumber in magnitude, else None (machine and exact numbers: None)."""
    t = type(x)
    if t is Real:
        return _real_range(x)
    if t is Complex:
        a = _real_range(x.re) if type(x.re) is Real else None
        b = _real_range(x.im) if type(x.im) is Real else None
        if a == "ovfl" or b == "ovfl":
            return "ovfl"
        if a == "unfl" and (b == "unfl" or not _nonzero(x.im)):
            return "unfl"
        if b == "unfl" and not _nonzero(x.re):
            return "unfl"
    return None


def _nonzero(x):
    v = x.value
    return bool(v)


def check_range(ev, r):
    """``r``, or Overflow[] / Underflow[] after General::ovfl / General::unfl when ``r`` is
    an inexact number beyond the range of arbitrary-precision numbers."""
    t = type(r)
    if (t is Real and r.prec is not None) or t is Complex:
        w = out_of_range(r)
        if w is not None:
            ev.message("General", w)
            return OVERFLOW_EXPR if w == "ovfl" else UNDERFLOW_EXPR
    return r
