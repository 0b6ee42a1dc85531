"""Number formatting for the printers.

Machine reals:
    OutputForm  6 significant digits, trailing zeros dropped: 0.333333, 3.14159, 10., 0.5;
                scientific (``1.5*^20``, ``1.*^-6``) when the decimal exponent is >= 6 or <= -6
    InputForm   the shortest digits that read back as the same double (Python's repr):
                0.1, 0.30000000000000004, 1.*^-6, 1.5*^20

Arbitrary-precision reals ``Real(mpf, prec)``:
    OutputForm  ``prec`` significant digits: N[Pi, 20] is 3.1415926535897932385
    InputForm   the shortest digits that read back as the same mpf at the working precision
                of ``prec`` digits, then the precision mark: 3.14159265358979323846264`20.

All exact: digits come from integer arithmetic on the binary value, never from float
formatting of an mpf.
"""

import math
from decimal import Decimal

from mathilda.core.expr import Complex, Integer, Rational, Real

__all__ = ["machine_output", "machine_input", "bigreal_output", "bigreal_input",
           "real_output", "real_input", "is_negative_number", "SCI_HIGH", "SCI_LOW"]

SCI_HIGH = 6      # decimal exponent from which reals print in scientific form
SCI_LOW = -6      # ... and up to which


def _layout(negative, digits, e10, keep_all=False):
    """Text of ``0.d1d2d3... * 10^(e10+1)``, i.e. first digit at decimal position e10.

    ``digits`` is a string of significant digits; trailing zeros are dropped unless
    ``keep_all``."""
    if not keep_all:
        digits = digits.rstrip("0") or "0"
    sign = "-" if negative else ""
    if e10 >= SCI_HIGH or e10 <= SCI_LOW:
        return "%s%s.%s*^%d" % (sign, digits[0], digits[1:], e10)
    if e10 >= 0:
        ip = digits[:e10 + 1]
        if len(ip) < e10 + 1:
            ip += "0" * (e10 + 1 - len(ip))
        return "%s%s.%s" % (sign, ip, digits[e10 + 1:])
    return "%s0.%s%s" % (sign, "0" * (-e10 - 1), digits)


def _special(x):
    if math.isnan(x):
        return "Indeterminate"
    return "Infinity" if x > 0 else "-Infinity"


def machine_output(x):
    """6 significant digits (OutputForm)."""
    if x == 0:
        return "0."
    if math.isinf(x) or math.isnan(x):
        return _special(x)
    s = "%.5e" % abs(x)                   # d.ddddde±XX, correctly rounded
    mant, exp = s.split("e")
    return _layout(x < 0, mant.replace(".", ""), int(exp))


def machine_input(x):
    """All the digits needed to read back the same double (InputForm)."""
    if x == 0:
        return "0."
    if math.isinf(x) or math.isnan(x):
        return _special(x)
    sign, digits, exp = Decimal(repr(abs(x))).as_tuple()
    ds = "".join(map(str, digits))
    e10 = len(ds) - 1 + exp
    return _layout(x < 0, ds, e10)


# --- arbitrary precision ----------------------------------------------------------------------

def _exact(value):
    """(negative, numerator, denominator) of an mpf, exactly; None for inf/nan."""
    sign, man, exp, bc = value._mpf_
    man = int(man)                 # an mpz when mpmath runs on gmpy2
    if not man:
        if exp == 0 or bc == 0:          # zero (mpmath keeps fzero as (0, 0, 0, 0))
            return (False, 0, 1)
        return None
    if exp >= 0:
        return (bool(sign), man << exp, 1)
    return (bool(sign), man, 1 << -exp)


def _round_digits(num, den, n):
    """(digits, e10): ``num/den`` (> 0) rounded to ``n`` significant digits."""
    if max(num.bit_length(), den.bit_length(), n * 4) > 20000:
        return _round_digits_gmp(num, den, n)
    e10 = int(math.floor((num.bit_length() - den.bit_length()) * 0.30102999566398120))
    for _ in range(4):
        k = n - 1 - e10
        if k >= 0:
            a, b = num * 10 ** k, den
        else:
            a, b = num, den * 10 ** (-k)
        q, r = divmod(a, b)
        if 2 * r > b or (2 * r == b and q & 1):
            q += 1
        if q >= 10 ** n:
            e10 += 1
            continue
        if q < 10 ** (n - 1):
            e10 -= 1
            continue
        return str(q), e10
    return str(q), e10


def _round_digits_gmp(num, den, n):
    """_round_digits on GMP integers (CPython's division and str() are quadratic: a
    million-digit real took a minute to print); the digits in interruptible pieces."""
    import gmpy2
    from mathilda.numbers.bigint import decimal
    num, den = gmpy2.mpz(num), gmpy2.mpz(den)
    ten = gmpy2.mpz(10)
    e10 = int(math.floor((num.bit_length() - den.bit_length()) * 0.30102999566398120))
    q = 0
    for _ in range(4):
        k = n - 1 - e10
        if k >= 0:
            a, b = num * ten ** k, den
        else:
            a, b = num, den * ten ** (-k)
        q, r = gmpy2.f_divmod(a, b)
        if 2 * r > b or (2 * r == b and q & 1):
            q += 1
        if q.num_digits(10) > n and q >= ten ** n:
            e10 += 1
            continue
        if q.num_digits(10) < n or q < ten ** (n - 1):
            e10 -= 1
            continue
        return decimal(q), e10
    return decimal(q), e10


# an exponent this far beyond the digits makes the exact numerator/denominator too large to
# build (Exp[1.*^300] has a binary exponent of 10^300): such numbers print through mpmath's
# own decimal conversion, which works with the exponent's logarithm
_HUGE_EXP = 1 << 20


def _huge_exponent(value):
    sign, man, exp, bc = value._mpf_
    return bool(man) and abs(exp) > _HUGE_EXP + 4 * bc


def _digits_mpmath(value, n):
    """(negative, digits, e10) of an mpf rounded to n digits: value ~ d1.d2...dn 10^e10.

    Through the decimal logarithm, computed with enough bits for the exponent's integer
    part as well as the n digits (mpmath's to_digits_exp works with n digits' worth only,
    which loses the last digits once the exponent has more digits than that)."""
    import mpmath
    sign, man, exp, bc = value._mpf_
    wp = 4 * n + 32 + abs(exp).bit_length() + bc
    with mpmath.workprec(wp):
        lg = mpmath.log10(mpmath.mpf(man)) + exp * mpmath.log10(2)
        e10 = int(mpmath.floor(lg))
        d = int(mpmath.nint(mpmath.power(10, lg - e10 + (n - 1))))
    if d >= 10 ** n:
        d //= 10
        e10 += 1
    return bool(sign), str(d), e10


def _digits_count(prec):
    return max(1, int(round(prec)))


def bigreal_output(x):
    """``prec`` significant digits, trailing zeros kept (OutputForm)."""
    if _huge_exponent(x.value):
        neg, digits, e10 = _digits_mpmath(x.value, _digits_count(x.prec))
        return _layout(neg, digits, e10, keep_all=True)
    ex = _exact(x.value)
    if ex is None:
        return _special(float(x.value))
    neg, num, den = ex
    n = _digits_count(x.prec)
    if num == 0:
        return "0."
    digits, e10 = _round_digits(num, den, n)
    return _layout(neg, digits, e10, keep_all=True)


def _prec_text(p):
    if float(p).is_integer():
        return "%d." % int(p)
    return repr(float(p))


def bigreal_input(x):
    """The shortest digits that read back as the same value, then `` `prec `` (InputForm)."""
    if _huge_exponent(x.value):
        neg, digits, e10 = _digits_mpmath(x.value, _digits_count(x.prec) + 2)
        text = _layout(neg, digits.rstrip("0") or "0", e10)
        m, _, e = text.partition("*^")
        return m + "`" + _prec_text(x.prec) + ("*^" + e if e else "")
    ex = _exact(x.value)
    if ex is None:
        return _special(float(x.value))
    neg, num, den = ex
    mark = "`" + _prec_text(x.prec)
    if num == 0:
        return "0." + mark
    from mathilda.syntax.literals import bits_for, rational_to_mpf
    bits = bits_for(x.prec)
    target = (0,) + tuple(x.value._mpf_[1:])      # |value| (abs() would round it)
    lo = max(1, min(_digits_count(x.prec), int(bits * 0.30103)))
    hi = int(math.ceil(max(bits, num.bit_length() - den.bit_length() + 1,
                           (target[3] or 1)) * 0.30103)) + 2
    digits, e10 = _round_digits(num, den, hi)
    for n in range(lo, hi + 1):
        d, e = _round_digits(num, den, n)
        k = e - n + 1                       # value = int(d) * 10^k
        if k >= 0:
            v = rational_to_mpf(int(d) * 10 ** k, 1, bits)
        else:
            v = rational_to_mpf(int(d), 10 ** -k, bits)
        if v._mpf_ == target:
            digits, e10 = d, e
            break
    text = _layout(neg, digits, e10)
    if "*^" in text:
        m, e = text.split("*^")
        return m + mark + "*^" + e
    return text + mark


# --- dispatch ---------------------------------------------------------------------------

def real_output(x):
    return machine_output(x.value) if x.prec is None else bigreal_output(x)


def real_input(x):
    return machine_input(x.value) if x.prec is None else bigreal_input(x)


def is_negative_number(x):
    """Is ``x`` an Integer, Rational or Real below zero (it prints with a leading minus)?"""
    t = type(x)
    if t is Integer or t is Rational:
        return x.value < 0
    if t is Real:
        v = x.value
        try:
            return v < 0 or (v == 0 and math.copysign(1.0, float(v)) < 0)
        except (TypeError, ValueError):
            return False
    return False


def is_number_atom(x):
    t = type(x)
    return t is Integer or t is Rational or t is Real or t is Complex
