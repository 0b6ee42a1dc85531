"""Precision bookkeeping for inexact numbers.

A machine real is ``Real(float)`` (``prec is None``); an arbitrary-precision real is
``Real(mpf, prec=digits)`` where ``digits`` is its precision in decimal digits (a float, as in
the Wolfram Language: ``Precision[N[Pi, 30]]`` is ``30.``).

The *level* of a number orders the three kinds for mixed arithmetic::

    MACHINE (-1.0)  <  any precision in digits  <  EXACT (inf)

and the result of an operation has the lowest level of its operands: exact + machine gives
machine, machine + 30-digit gives machine, 30-digit + 20-digit gives 20 digits.

mpmath is imported lazily (on the first arbitrary-precision operation).
"""

import math

from mathilda.core.expr import Complex, Integer, Rational, Real

__all__ = [
    "MACHINE", "EXACT", "MACHINE_DIGITS", "LOG2_10", "level", "level_of_all", "bits_for",
    "mp", "to_mpf", "to_float", "real", "make_real_at", "constant_value", "GUARD_DIGITS",
    "MIN_NORMAL", "number_precision", "result_precision", "max_extra_precision",
]

MACHINE = -1.0
EXACT = math.inf
MACHINE_DIGITS = 53 * math.log10(2)          # $MachinePrecision = 15.9546
LOG2_10 = math.log2(10)
GUARD_DIGITS = 10                            # extra digits N works with internally
MIN_NORMAL = 2.2250738585072014e-308         # $MinMachineNumber (smallest normal double)

_mpmath = None


def mp():
    """The mpmath module (imported on first use)."""
    global _mpmath
    if _mpmath is None:
        import mpmath
        _mpmath = mpmath
    return _mpmath


def level(x):
    """EXACT, MACHINE or the precision in digits of a number atom."""
    t = type(x)
    if t is Integer or t is Rational:
        return EXACT
    if t is Real:
        return MACHINE if x.prec is None else x.prec
    if t is Complex:
        return min(level(x.re), level(x.im))
    return EXACT


def level_of_all(nums):
    lv = EXACT
    for x in nums:
        v = level(x)
        if v < lv:
            lv = v
    return lv


def bits_for(digits):
    """Binary precision used to compute with ``digits`` decimal digits (a few guard bits)."""
    return max(int(math.ceil(digits * LOG2_10)) + 8, 20)


def to_mpf(x, bits=None):
    """A real number atom as an mpmath ``mpf`` (computed with ``bits`` when inexact)."""
    m = mp()
    t = type(x)
    if t is Integer:
        return m.mpf(x.value)
    if t is Rational:
        if bits is None:
            bits = 120
        with m.workprec(bits):
            return m.mpf(x.value.numerator) / x.value.denominator
    if t is Real:
        # an mpf is returned as it is: mpf(x) would round it to the working precision
        return x.value if x.prec is not None else m.mpf(x.value)
    raise TypeError("not a real number: %r" % (x,))


def to_mpc(x, bits=None):
    m = mp()
    if type(x) is Complex:
        return m.mpc(to_mpf(x.re, bits), to_mpf(x.im, bits))
    return m.mpc(to_mpf(x, bits))


def to_float(x):
    """A real number atom as a Python float (may be inf for huge values)."""
    t = type(x)
    if t is Integer:
        try:
            return float(x.value)
        except OverflowError:
            return math.inf if x.value > 0 else -math.inf
    if t is Rational:
        try:
            return float(x.value)
        except OverflowError:
            return math.inf if x.value > 0 else -math.inf
    if t is Real:
        return float(x.value)
    raise TypeError("not a real number: %r" % (x,))


def real(value, lv):
    """A Real at level ``lv`` from a float or mpf ``value`` (MACHINE: a machine real;
    a float that overflowed is recomputed by the caller)."""
    if lv == MACHINE:
        return Real(float(value))
    m = mp()
    if not isinstance(value, m.mpf):
        value = m.mpf(value)
    return Real(value, prec=float(lv))


def make_real_at(x, lv):
    """The real number atom ``x`` converted to level ``lv`` (MACHINE or digits).

    A machine real asked for more digits stays as it is (precision is never invented);
    a number with more digits than asked is rounded down to ``lv``.
    """
    t = type(x)
    if lv == EXACT:
        return x
    if lv == MACHINE:
        if t is Real and x.prec is None:
            return x
        if t is Real:
            f = float(x.value)
        else:
            f = to_float(x)
        if math.isinf(f) or (abs(f) < MIN_NORMAL and x.value):
            # beyond the machine range (either way): an arbitrary-precision number
            return Real(to_mpf(x, 53) if t is not Real else x.value, prec=MACHINE_DIGITS)
        return Real(f)
    if t is Real:
        if x.prec is None:
            return x
        if x.prec <= lv:
            return x
        m = mp()
        with m.workprec(bits_for(lv)):
            return Real(+x.value, prec=float(lv))
    m = mp()
    with m.workprec(bits_for(lv)):
        if t is Integer:
            v = m.mpf(x.value)
        else:
            v = m.mpf(x.value.numerator) / x.value.denominator
        return Real(v, prec=float(lv))


# --- mathematical constants -------------------------------------------------------------------

def _golden(m):
    return m.phi


def constant_value(name, lv):
    """The numeric value of a constant symbol at level ``lv`` as a Real, or None."""
    if lv == MACHINE:
        f = _MACHINE_CONSTANTS.get(name)
        return Real(f) if f is not None else None
    getter = MP_CONSTANTS.get(name)
    if getter is None:
        return None
    m = mp()
    with m.workprec(bits_for(lv)):
        return Real(+getter(m), prec=float(lv))


_MACHINE_CONSTANTS = {
    "Pi": math.pi,
    "E": math.e,
    "Degree": math.pi / 180,
    "GoldenRatio": (1 + math.sqrt(5)) / 2,
    "GoldenAngle": (3 - math.sqrt(5)) * math.pi,
    "EulerGamma": 0.5772156649015329,
    "Catalan": 0.915965594177219,
    "Glaisher": 1.2824271291006226,
    "Khinchin": 2.6854520010653062,
}

MP_CONSTANTS = {
    "Pi": lambda m: m.pi,
    "E": lambda m: m.e,
    "Degree": lambda m: m.pi / 180,
    "GoldenRatio": _golden,
    "GoldenAngle": lambda m: (3 - m.sqrt(5)) * m.pi,
    "EulerGamma": lambda m: m.euler,
    "Catalan": lambda m: m.catalan,
    "Glaisher": lambda m: m.glaisher,
    "Khinchin": lambda m: m.khinchin,
}

CONSTANT_NAMES = frozenset(_MACHINE_CONSTANTS)


# --- $MinPrecision and $MaxPrecision ----------------------------------------------------------
#
# The bounds are process-wide (like mpmath's working precision): $MinPrecision = lo and
# $MaxPrecision = hi (digits; hi may be MACHINE: arbitrary-precision numbers become machine
# numbers).  While they are 0 and Infinity nothing is installed; otherwise every
# arbitrary-precision Real made anywhere passes through ``_clamp`` (core/expr.Real), so
# arithmetic, N, SetPrecision and the parser all honour them in this one place.

_bounds = [0.0, EXACT]
DEFAULT_BOUNDS = (0.0, EXACT)


def use_session_bounds(ev):
    """Install the $MinPrecision/$MaxPrecision of ``ev``'s session (the bounds are one
    process-wide hook in Real; each session keeps its own values and installs them when an
    evaluation of it starts, so one session's setting never leaks into another)."""
    b = getattr(ev, "precision_bounds", DEFAULT_BOUNDS)
    if (_bounds[0], _bounds[1]) != b:
        set_precision_bounds(*b)


def _remember(ev):
    ev.precision_bounds = (_bounds[0], _bounds[1])


def precision_bounds():
    """(lo, hi): $MinPrecision and $MaxPrecision in digits (hi MACHINE or EXACT possible)."""
    return _bounds[0], _bounds[1]


def _clamp(value, prec):
    lo, hi = _bounds
    if hi == MACHINE:
        f = float(value)
        if math.isfinite(f):
            return f, None
        return value, prec
    if prec > hi:
        m = mp()
        with m.workprec(bits_for(hi)):
            return +value, float(hi)
    if prec < lo:
        return value, float(lo)
    return value, prec


def set_precision_bounds(lo, hi):
    """Install $MinPrecision = lo, $MaxPrecision = hi (digits; hi MACHINE or EXACT)."""
    from mathilda.core import expr as _expr
    _bounds[0], _bounds[1] = float(lo), hi
    _expr.set_real_bounds(None if (lo <= 0 and hi == EXACT) else _clamp)


def clamp_level(lv):
    """A precision asked for (digits) brought into the bounds; MACHINE and EXACT as they are."""
    if lv == MACHINE or lv == EXACT:
        return lv
    lo, hi = _bounds
    if hi == MACHINE:
        return MACHINE
    return min(max(lv, lo), hi)


def _bound_digits(value):
    """A bound's value in digits: a non-negative real number, MachinePrecision (MACHINE) or
    Infinity (EXACT); None for anything else."""
    from mathilda.core.expr import Expression, S
    t = type(value)
    if value is S.MachinePrecision:
        return MACHINE
    if t is Integer or t is Rational or t is Real:
        v = float(value.value)
        return v if v >= 0 and math.isfinite(v) else None
    if isinstance(value, Expression) and value.head is S.DirectedInfinity and \
            value.args == (Integer(1),):
        return EXACT
    return None


def assign_precision_bound(ev, name, value):
    """``$MinPrecision = value`` or ``$MaxPrecision = value`` (name says which): True when
    the bound is set, False after a message."""
    lo, hi = _bounds
    v = _bound_digits(value)
    if name == "$MinPrecision":
        if v is None or v == EXACT:
            ev.message(name, "precset", name, value)
            return False
        v = MACHINE_DIGITS if v == MACHINE else v
        top = MACHINE_DIGITS if hi == MACHINE else hi
        if v > top:
            ev.message(name, "preccon", name)
            return False
        set_precision_bounds(v, hi)
        _remember(ev)
        return True
    if v is None or v == 0:
        ev.message(name, "precset", name, value)
        return False
    if (MACHINE_DIGITS if v == MACHINE else v) < lo:
        ev.message(name, "preccon", name)
        return False
    set_precision_bounds(lo, v)
    _remember(ev)
    return True


def bound_value(which):
    """The value of $MinPrecision (which 0) or $MaxPrecision (1) as an Expr."""
    from mathilda.core.expr import Expression, S
    v = _bounds[which]
    if v == EXACT:
        return Expression(S.DirectedInfinity, (Integer(1),))
    if v == MACHINE or (which == 0 and v == MACHINE_DIGITS):
        return S.MachinePrecision
    return Integer(int(v)) if v == int(v) else Real(v)


# --- the precision of a result, and $MaxExtraPrecision ------------------------------------

MAX_EXTRA_DEFAULT = 50.0


def _abs_log10(v):
    """log10 |v| of a nonzero float or mpf."""
    if isinstance(v, float):
        return math.log10(abs(v))
    m, e = mp().frexp(v)          # v = m 2^e with 1/2 <= |m| < 1
    return math.log10(abs(float(m))) + e * math.log10(2)


def _real_accuracy(x):
    """(accuracy in digits, log10 |x| or None for a zero) of an arbitrary-precision real: a
    zero's ``prec`` is its accuracy (0``30 has accuracy 30)."""
    if not x.value:
        return x.prec, None
    lg = _abs_log10(x.value)
    return x.prec - lg, lg


def number_precision(x):
    """The precision of a number atom for the adaptive loop of N: MACHINE for machine
    numbers, EXACT for exact ones, digits otherwise; a zero obtained by inexact arithmetic
    has precision 0 (it says nothing about the digits of the value), and a complex number's
    precision is relative to its magnitude (a tiny real or imaginary part next to a big one
    costs nothing), as in the Wolfram Language."""
    t = type(x)
    if t is Real:
        if x.prec is None:
            return MACHINE
        return x.prec if x.value else 0.0
    if t is Complex:
        lv = level(x)
        if lv == MACHINE or lv == EXACT:
            return lv
        acc, big = math.inf, None
        for part in (x.re, x.im):
            if type(part) is Real:
                a, lg = _real_accuracy(part)
            elif part.value == 0:
                continue
            else:                                   # an exact part: no error of its own
                a, lg = math.inf, _abs_log10(to_mpf(part))
            acc = min(acc, a)
            if lg is not None and (big is None or lg > big):
                big = lg
        if big is None:
            return 0.0
        return max(acc + big, 0.0)
    return EXACT


def result_precision(expr):
    """The lowest precision (``number_precision``) of the numbers in ``expr``: EXACT when it
    holds no inexact number, MACHINE as soon as it holds a machine number."""
    if expr.is_number:
        return number_precision(expr)
    args = getattr(expr, "args", None)
    if args is None:
        return EXACT
    if type(expr).__name__ != "Expression" and hasattr(type(expr), "array"):
        kind = getattr(expr, "kind", None)       # a packed array holds machine numbers
        return MACHINE if kind in ("Real", "Complex") else EXACT
    lv = EXACT
    stack = [expr.head, *args]
    while stack:
        y = stack.pop()
        if y.is_number:
            v = number_precision(y)
            if v < lv:
                if v == MACHINE:
                    return MACHINE
                lv = v
        else:
            a = getattr(y, "args", None)
            if a is not None:
                stack.append(y.head)
                stack.extend(a)
    return lv


def max_extra_precision(ev):
    """The value of $MaxExtraPrecision in digits (EXACT for Infinity); the default 50 when
    it is not a non-negative real number."""
    from mathilda.core.expr import Expression, S
    v = ev.evaluate(S["$MaxExtraPrecision"])
    t = type(v)
    if t is Integer or t is Rational or (t is Real and math.isfinite(float(v.value))):
        f = float(v.value)
        return f if f >= 0 else MAX_EXTRA_DEFAULT
    if isinstance(v, Expression) and v.head is S.DirectedInfinity and v.args == (Integer(1),):
        return EXACT
    return MAX_EXTRA_DEFAULT
