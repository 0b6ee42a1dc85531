"""Arithmetic on number atoms (Integer, Rational, Real, Complex), Wolfram rules.

Exact operands give exact results; a machine real anywhere gives a machine result; otherwise
the result carries the lowest precision of the operands (see ``precision``).  Complex numbers
with exact parts collapse to reals when the imaginary part is exactly 0; inexact complex
numbers keep both parts inexact (``1. + 0. I`` stays complex).

None of these functions raise on valid numbers, except the division helpers which require a
nonzero divisor (callers handle 1/0 themselves, with Power::infy).
"""

import math
from fractions import Fraction

from mathilda.core.expr import (
    Complex, Integer, Rational, Real, coprime_rational, make_rational, new_integer,
)
from mathilda.numbers.precision import (
    EXACT, MACHINE, MACHINE_DIGITS, bits_for, level, mp, to_float, to_mpf,
)

__all__ = [
    "add", "mul", "neg", "sub", "inverse", "divide", "is_zero", "is_one", "is_exact",
    "make_complex", "exact_value", "real_sign", "compare_reals", "numbers_equal",
    "from_python_complex", "from_mpc", "ZERO", "ONE", "MINUS_ONE", "I", "exact_sum",
]

ZERO = Integer(0)
ONE = Integer(1)
MINUS_ONE = Integer(-1)
I = Complex(ZERO, ONE)

_EXACT_REAL = (Integer, Rational)
_gcd = math.gcd
from mathilda.core.rational import (  # noqa: F401  (re-exported)
    add_int_rational as _add_int_rational, add_rationals, mul_int_rational, mul_rationals,
)


def exact_value(x):
    """int or Fraction of an exact real atom."""
    return x.value


def is_exact(x):
    t = type(x)
    if t is Integer or t is Rational:
        return True
    if t is Complex:
        return type(x.re) is not Real and type(x.im) is not Real
    return False


def is_zero(x):
    t = type(x)
    if t is Integer or t is Rational:
        return x.value == 0
    if t is Real:
        return x.value == 0
    if t is Complex:
        return is_zero(x.re) and is_zero(x.im)
    return False


def is_one(x):
    t = type(x)
    if t is Integer:
        return x.value == 1
    return False


def exact_sum(items):
    """The sum of Integer and Rational atoms as an Integer or Rational, or None when an
    item is anything else (int arithmetic over the lcm of the denominators, one reduction
    at the end: no Fraction arithmetic)."""
    isum = 0
    num = 0
    den = 1
    gcd = math.gcd
    for a in items:
        t = type(a)
        if t is Integer:
            isum += a.value
        elif t is Rational:
            f = a.value
            n, d = f._numerator, f._denominator
            if d == den:
                num += n
            else:
                g = gcd(den, d)
                num = num * (d // g) + n * (den // g)
                den = den // g * d
        else:
            return None
    if den == 1:
        return Integer(num + isum)
    return make_rational(num + isum * den, den)


# --- construction ---------------------------------------------------------------------------

def _real_at(value, lv):
    """A Real from a float (MACHINE) or mpf value."""
    if lv == MACHINE:
        return Real(value)
    return Real(value, prec=float(lv))


def make_complex(re, im):
    """re + im I from two real atoms, normalised (exact zero imaginary part collapses;
    an inexact part makes both parts inexact at the lowest level)."""
    tr, ti = type(re), type(im)
    if tr is not Real and ti is not Real:
        if im.value == 0:
            return re
        return Complex(re, im)
    lv = min(level(re), level(im))
    if lv == MACHINE:
        re = re if (tr is Real and re.prec is None) else _to_machine(re)
        im = im if (ti is Real and im.prec is None) else _to_machine(im)
        return Complex(re, im)
    from mathilda.numbers.precision import make_real_at
    return Complex(make_real_at(re, lv), make_real_at(im, lv))


def _to_machine(x):
    f = to_float(x)
    if math.isinf(f) and type(x) is Real:
        return x
    return Real(f)


def from_python_complex(z):
    """A machine Complex (or Real when asked for a real) from a Python complex."""
    return Complex(Real(z.real), Real(z.imag))


def from_mpc(z, lv):
    m = mp()
    if isinstance(z, m.mpf):
        return _real_at(z, lv) if lv != MACHINE else _float_or_big(z)
    re, im = z.real, z.imag
    if lv == MACHINE:
        return Complex(_float_or_big(re), _float_or_big(im))
    return Complex(Real(re, prec=float(lv)), Real(im, prec=float(lv)))


def _float_or_big(v):
    f = float(v)
    if math.isinf(f) and not mp().isinf(v):
        return Real(v, prec=MACHINE_DIGITS)
    return Real(f)


# --- real inexact operations ------------------------------------------------------------------

def _inexact_binop(a, b, lv, fop, mop):
    if lv == MACHINE:
        fa, fb = to_float(a), to_float(b)
        try:
            r = fop(fa, fb)
        except (OverflowError, ZeroDivisionError):
            r = math.inf
        if not math.isinf(r) and not math.isnan(r):
            return Real(r)
        m = mp()
        with m.workprec(53):
            v = mop(to_mpf(a, 53), to_mpf(b, 53))
        return Real(v, prec=MACHINE_DIGITS)
    m = mp()
    bits = bits_for(lv)
    with m.workprec(bits):
        v = mop(to_mpf(a, bits), to_mpf(b, bits))
    return Real(v, prec=float(lv))


def _fadd(x, y):
    return x + y


def _fmul(x, y):
    return x * y


def _fdiv(x, y):
    return x / y


# --- the four operations ------------------------------------------------------------------------

def add(a, b):
    ta, tb = type(a), type(b)
    if ta is Integer:
        if tb is Integer:
            return new_integer(a.value + b.value)
        if tb is Rational:
            return _add_int_rational(a.value, b.value)
    elif ta is Rational:
        if tb is Integer:
            return _add_int_rational(b.value, a.value)
        if tb is Rational:
            return add_rationals(a.value, b.value)
    if ta is Complex or tb is Complex:
        ar, ai = (a.re, a.im) if ta is Complex else (a, ZERO)
        br, bi = (b.re, b.im) if tb is Complex else (b, ZERO)
        lv = min(level(a), level(b))
        if lv == EXACT:
            return make_complex(add(ar, br), add(ai, bi))
        return make_complex(_add_real_at(ar, br, lv), _add_real_at(ai, bi, lv))
    lv = min(level(a), level(b))
    return _add_real_at(a, b, lv)


def _add_real_at(a, b, lv):
    r = _inexact_binop(a, b, lv, _fadd, _madd)
    if lv != MACHINE and type(r) is Real and r.prec is not None:
        p = _sum_precision(a, b, r)
        if p < r.prec:
            return Real(r.value, prec=p)
    return r


def _sum_precision(a, b, r):
    """Precision left in the sum r = a + b of arbitrary-precision numbers: the digits of r
    that the accuracies (digits after the point) of a and b still determine.  Cancellation
    loses precision: N[Pi, 30] - 3.14159265358979323846264338327 keeps about one digit."""
    m = mp()
    if not r.value:
        return r.prec
    acc = math.inf
    for x in (a, b):
        if type(x) is Real and x.prec is not None and x.value:
            acc = min(acc, x.prec - float(m.log10(abs(x.value))))
    if math.isinf(acc):
        return r.prec
    return max(1.0, acc + float(m.log10(abs(r.value))))


def _madd(x, y):
    return x + y


def _mmul(x, y):
    return x * y


def _mdiv(x, y):
    return x / y


def neg(a):
    t = type(a)
    if t is Integer:
        return Integer(-a.value)
    if t is Rational:
        return Rational(-a.value)
    if t is Real:
        return Real(-a.value, a.prec)
    if t is Complex:
        return Complex(neg(a.re), neg(a.im))
    raise TypeError("not a number: %r" % (a,))


def sub(a, b):
    return add(a, neg(b))


def mul(a, b):
    ta, tb = type(a), type(b)
    if ta is Integer:
        if tb is Integer:
            return new_integer(a.value * b.value)
        if tb is Rational:
            return mul_int_rational(a.value, b.value)
    elif ta is Rational:
        if tb is Integer:
            return mul_int_rational(b.value, a.value)
        if tb is Rational:
            return mul_rationals(a.value, b.value)
    if ta is Complex or tb is Complex:
        lv = min(level(a), level(b))
        if lv == MACHINE:
            r = _pycomplex(a) * _pycomplex(b)
            if math.isfinite(r.real) and math.isfinite(r.imag):
                return from_python_complex(r)
            lv = MACHINE_DIGITS
        if lv == EXACT:
            ar, ai = (a.re, a.im) if ta is Complex else (a, ZERO)
            br, bi = (b.re, b.im) if tb is Complex else (b, ZERO)
            return make_complex(sub(mul(ar, br), mul(ai, bi)), add(mul(ar, bi), mul(ai, br)))
        m = mp()
        bits = bits_for(lv)
        with m.workprec(bits):
            r = _mpc(a, bits) * _mpc(b, bits)
        return from_mpc(r, lv)       # (m.mpc(r) here rounded it to the default 53 bits)
    lv = min(level(a), level(b))
    return _inexact_binop(a, b, lv, _fmul, _mmul)


def inverse(a):
    """1/a for a nonzero number."""
    t = type(a)
    if t is Integer:
        v = a.value
        if v == 1 or v == -1:
            return a
        return Rational(Fraction(1, v)) if v > 0 else Rational(Fraction(-1, -v))
    if t is Rational:
        p, q = a.value._numerator, a.value._denominator
        return coprime_rational(q, p) if p > 0 else coprime_rational(-q, -p)
    if t is Real:
        return _inexact_binop(ONE, a, level(a), _fdiv, _mdiv)
    if t is Complex:
        lv = level(a)
        if lv == EXACT:
            re, im = a.re.value, a.im.value
            d = re * re + im * im
            return make_complex(make_rational(Fraction(re) / d), make_rational(Fraction(-im) / d))
        if lv == MACHINE:
            try:
                return from_python_complex(1 / _pycomplex(a))
            except (ZeroDivisionError, OverflowError):
                lv = MACHINE_DIGITS
        m = mp()
        bits = bits_for(lv)
        with m.workprec(bits):
            r = 1 / _mpc(a, bits)
        return from_mpc(r, lv)
    raise TypeError("not a number: %r" % (a,))


def divide(a, b):
    return mul(a, inverse(b))


def _pycomplex(x):
    if type(x) is Complex:
        return complex(to_float(x.re), to_float(x.im))
    return complex(to_float(x), 0.0)


def _mpc(x, bits):
    m = mp()
    if type(x) is Complex:
        return m.mpc(to_mpf(x.re, bits), to_mpf(x.im, bits))
    return m.mpc(to_mpf(x, bits), 0)


# --- comparisons of real numbers ---------------------------------------------------------------

def real_sign(x):
    """-1, 0 or 1 for a real number atom."""
    v = x.value
    return (v > 0) - (v < 0)


def _cmp_value(x):
    t = type(x)
    if t is Real:
        if x.prec is None:
            return x.value
        mpf = x.value._mpf_
        sign, man, exp, _bc = mpf
        man = int(man)             # an mpz when mpmath runs on gmpy2
        if not man:
            return float(x.value)
        if sign:
            man = -man
        if exp >= 0:
            return man << exp if exp < 100000 else float(x.value)
        return Fraction(man, 1 << -exp) if exp > -100000 else 0.0
    return x.value


def compare_reals(a, b):
    """-1, 0, 1 comparing two real number atoms by exact value (no tolerance)."""
    if type(a) is Real and type(b) is Real and (a.prec is not None or b.prec is not None):
        # two binary floats: mpmath compares them exactly at any exponent ($MaxNumber/2 <
        # $MaxNumber; the rational values of such numbers are too large to build)
        from mpmath.libmp import from_float, mpf_cmp
        return mpf_cmp(a.value._mpf_ if a.prec is not None else from_float(a.value),
                       b.value._mpf_ if b.prec is not None else from_float(b.value))
    va, vb = _cmp_value(a), _cmp_value(b)
    if type(va) is float and not math.isfinite(va) or type(vb) is float and not math.isfinite(vb):
        va, vb = float(va), float(vb)
    return (va > vb) - (va < vb)


def _tolerance_digits(a, b):
    la, lb = level(a), level(b)
    lv = min(la, lb)
    if lv == EXACT:
        return None
    if lv == MACHINE:
        return MACHINE_DIGITS
    return lv


def numbers_equal(a, b):
    """Equal for two number atoms: exact comparison, or equality up to the last seven
    binary digits of the lower precision when one of them is inexact."""
    ta, tb = type(a), type(b)
    if ta is Complex or tb is Complex:
        ar, ai = (a.re, a.im) if ta is Complex else (a, ZERO)
        br, bi = (b.re, b.im) if tb is Complex else (b, ZERO)
        if is_exact(a) and is_exact(b):
            return ar.value == br.value and ai.value == bi.value
        digits = _tolerance_digits(a, b)
        tol = 2.0 ** -(digits * math.log2(10) - 7)
        scale = max(_abs_float(ar), _abs_float(ai), _abs_float(br), _abs_float(bi))
        return (_near(ar, br, tol, scale) and _near(ai, bi, tol, scale))
    digits = _tolerance_digits(a, b)
    if digits is None:
        return a.value == b.value
    tol = 2.0 ** -(digits * math.log2(10) - 7)
    scale = max(_abs_float(a), _abs_float(b))
    la, lb = level(a), level(b)
    if la != lb:
        # the tolerance is the less precise number's own: 1.`2*^-31 is not 10^-25
        low = _abs_float(a if _lower(la, lb) else b)
        if low:
            scale = low
    return _near(a, b, tol, scale)


def _lower(la, lb):
    """Whether level la is less precise than lb (machine below any other real level)."""
    if la == EXACT:
        return False
    if lb == EXACT:
        return True
    if la == MACHINE:
        return lb != MACHINE and lb > MACHINE_DIGITS
    if lb == MACHINE:
        return la < MACHINE_DIGITS
    return la < lb


def _abs_float(x):
    try:
        return abs(to_float(x))
    except OverflowError:
        return math.inf


def _near(a, b, tol, scale):
    if compare_reals(a, b) == 0:
        return True
    if scale == 0:
        return True
    if level(a) == MACHINE and level(b) == MACHINE or min(level(a), level(b)) < 17:
        try:
            d = abs(to_float(a) - to_float(b))
        except OverflowError:
            d = math.inf
        if math.isfinite(scale) and math.isfinite(d):
            return d <= tol * scale
    m = mp()
    with m.workprec(bits_for(max(level(a) if level(a) != EXACT else 0,
                                 level(b) if level(b) != EXACT else 0, 20))):
        x, y = to_mpf(a), to_mpf(b)
        d = abs(x - y)
        s = max(abs(x), abs(y))
        return d <= tol * s
