"""Digits and names of numbers: RealDigits, NumberDigit, DigitSum, IntegerName,
RomanNumeral, FromRomanNumeral.  The expansions are computed in algorithms/numbertheory/
digits.py on exact Fractions: an inexact real is its exact binary value rounded at its
precision, an exact irrational is approximated with guard digits first."""

import math
from fractions import Fraction

from mathilda.algorithms.build import list_of
from mathilda.algorithms.numbertheory.digits import (
    digit_block, from_roman, int_digits, integer_mixed, integer_words, leading_exponent,
    rational_expansion, roman, rounded_digits)
from mathilda.core.expr import Expression, Integer, Rational, Real, S, String
from mathilda.core.registry import builtin
from mathilda.numbers.nvalues import is_numeric, numeric_value
from mathilda.numbers.precision import MACHINE_DIGITS

LISTABLE = ("Listable", "Protected")
INDET = S.Indeterminate


def _fraction(x):
    """The exact value of an Integer, Rational or Real as a Fraction."""
    if type(x) is Real:
        if x.prec is None:
            return Fraction(x.value)
        sign, man, exp, _ = x.value._mpf_
        f = Fraction(man) * (Fraction(2) ** exp)
        return -f if sign else f
    return Fraction(x.value)


def _precision(x):
    return MACHINE_DIGITS if x.prec is None else float(x.prec)


def _small(x, lo=None):
    if type(x) is Integer and abs(x.value) < 1 << 62 and (lo is None or x.value >= lo):
        return x.value
    return None


def _ints(ds):
    return [Integer(d) for d in ds]


def _cycle_form(digits, cycle):
    items = _ints(digits)
    if cycle:
        items.append(list_of(_ints(cycle)))
    return list_of(items)


def _approximate(ev, x, b, top, count):
    """A Fraction close enough to the exact numeric x that its truncated base-b digits at
    positions top .. top-count+1 are right, or None (x is not a real number)."""
    guard = 20
    digits = (top + count) * math.log10(b) + guard if top >= 0 else count * math.log10(b) + guard
    digits = max(int(digits) + guard, 30)
    v = numeric_value(ev, x, digits)
    if v is None or type(v) is not Real:
        return None
    return abs(_fraction(v))


def _magnitude(ev, x, b):
    """The leading exponent e (b^(e-1) <= |x| < b^e) of a non-zero exact numeric x."""
    v = numeric_value(ev, x, 30)
    if v is None or type(v) is not Real or v.value == 0:
        return None
    return leading_exponent(abs(_fraction(v)), b)


def real_digits(ev, x, b, length=None, start=None):
    """RealDigits[x, b, length, start] for an integer base b (length None: all the digits
    the number determines; start None: from the leading digit).  None: not applicable."""
    exact = type(x) in (Integer, Rational)
    if type(x) is Real:
        f = abs(_fraction(x))
        p = max(int(round(_precision(x) / math.log10(b))), 1)
        if f == 0:
            acc = ev.call("Accuracy", x)
            e = -math.floor(acc.value) if type(acc) is Real else 0
            n = length if type(length) is int else 1
            return list_of([list_of([Integer(0)] * n), Integer(e)])
        ds, e = rounded_digits(f, b, p)
        top = e - 1 if start is None else start
        if length is None or length == "auto":
            count = (top - (e - p) + 1) if length == "auto" or start is not None else p
            if start is None and length is None:
                count = p
            count = max(count, 0)
        else:
            count = length
        out = []
        for k in range(top, top - count, -1):
            i = e - 1 - k
            out.append(Integer(0) if i < 0 else Integer(ds[i]) if i < p else INDET)
        return list_of([list_of(out), Integer(top + 1)])
    if exact:
        f = abs(Fraction(x.value))
        if f == 0:
            n = length if type(length) is int else 1
            return list_of([list_of([Integer(0)] * n), Integer(1 if start is None else start + 1)])
        if length is None:
            digits, cycle, e = rational_expansion(f, b)
            return list_of([_cycle_form(digits, cycle), Integer(e)])
        e = leading_exponent(f, b)
    else:
        if length is None or not is_numeric(ev, x):
            return None
        e = _magnitude(ev, x, b)
        if e is None:
            return None
    top = e - 1 if start is None else start
    if length == "auto":
        return None
    if not exact:
        f = _approximate(ev, x, b, top, length)
        if f is None:
            return None
    ds = digit_block(f, b, top, length)
    return list_of([list_of(_ints(ds)), Integer(top + 1)])


@builtin("RealDigits", nargs=(1, 4), attributes=("Listable", "Protected"),
         messages={"ndig": "The number of digits to return cannot be determined.",
                   "rbase": "Base `1` is not a real number greater than 1."},
         usage="RealDigits[x] gives a list of the digits in the approximate real number x, "
               "together with the number of digits to the left of the decimal point; "
               "RealDigits[x, b] gives base-b digits; RealDigits[x, b, len] gives len "
               "digits; RealDigits[x, b, len, n] gives len digits starting with the "
               "coefficient of b^n.",
         examples=[("RealDigits[N[Pi]]", "{{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3}, 1}"),
                   ("RealDigits[Pi, 10, 25]",
                    "{{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3}, 1}"),
                   ("RealDigits[19/7]", "{{2, {7, 1, 4, 2, 8, 5}}, 1}"),
                   ("RealDigits[1/3]", "{{{3}}, 0}"),
                   ("RealDigits[1/8]", "{{1, 2, 5}, 0}"),
                   ("RealDigits[123.456]",
                    "{{1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 3}"),
                   ("RealDigits[Pi, 10, 5, -3]", "{{1, 5, 9, 2, 6}, -2}"),
                   ("RealDigits[0.1, 2, 8]", "{{1, 1, 0, 0, 1, 1, 0, 0}, -3}"),
                   ("RealDigits[Pi]", "RealDigits[Pi]",
                    ["RealDigits::ndig: The number of digits to return cannot be determined."])])
def real_digits_(ev, expr):
    args = expr.args
    x = args[0]
    b = 10
    if len(args) > 1:
        b = _small(args[1], 2)
        if b is None:
            return _non_integer_base(ev, expr)
    length = start = None
    if len(args) > 2:
        if args[2] is S.Automatic:
            length = "auto"
        else:
            length = _small(args[2], 0)
            if length is None:
                return None
            if not ev.check_size(length, "RealDigits"):
                return None
    if len(args) > 3:
        start = _small(args[3])
        if start is None:
            return None
    if type(x) is Real or type(x) in (Integer, Rational):
        if length == "auto" and type(x) is not Real:
            ev.message("RealDigits", "ndig", expr)
            return None
        return real_digits(ev, x, b, length, start)
    if x.is_number:            # complex
        return None
    if is_numeric(ev, x):
        if length is None or length == "auto":
            ev.message("RealDigits", "ndig")
            return None
        return real_digits(ev, x, b, length, start)
    if len(args) < 3:
        ev.message("RealDigits", "ndig")
    return None


def _non_integer_base(ev, expr):
    """RealDigits[x, b, ...] for a real base b > 1 that is not an integer: the greedy
    expansion (the largest multiple of each power of b that leaves a non-negative rest),
    computed with guard digits."""
    import mpmath
    args = expr.args
    x, bx = args[0], args[1]
    if not is_numeric(ev, bx) or not is_numeric(ev, x):
        return None
    bv = numeric_value(ev, bx, 40)
    if bv is None or type(bv) not in (Integer, Rational, Real) or _fraction(bv) <= 1:
        ev.message("RealDigits", "rbase", bx)
        return None
    if len(args) < 3 and type(x) is not Real:
        ev.message("RealDigits", "ndig")
        return None
    if len(args) > 2:
        count = _small(args[2], 0)
        if count is None or not ev.check_size(count, "RealDigits"):
            return None
    else:
        count = max(int(round(_precision(x) / math.log10(float(_fraction(bv))))), 1)
    dps = int(count * math.log10(max(float(_fraction(bv)), 1.0001))) + 40
    with mpmath.workdps(dps):
        xv = numeric_value(ev, x, dps)
        bvv = numeric_value(ev, bx, dps)
        if xv is None or bvv is None:
            return None
        X = abs(mpmath.mpf(_fraction(xv).numerator) / _fraction(xv).denominator)
        B = mpmath.mpf(_fraction(bvv).numerator) / _fraction(bvv).denominator
        if len(args) > 3:
            top = _small(args[3])
            if top is None:
                return None
        else:
            top = int(mpmath.floor(mpmath.log(X, B))) if X else 0
            if B ** (top + 1) <= X:
                top += 1
        out = []
        p = B ** top
        for _ in range(count):
            d = int(mpmath.floor(X / p))
            out.append(Integer(d))
            X -= d * p
            p /= B
    return list_of([list_of(out), Integer(top + 1)])


@builtin("NumberDigit", nargs=(2, 3), attributes=("Listable", "Protected"),
         usage="NumberDigit[x, n] gives the digit of the real number x that corresponds to "
               "10^n; NumberDigit[x, n, b] the one that corresponds to b^n.",
         examples=[("NumberDigit[123456, 2]", "4"), ("NumberDigit[1.234, -1]", "2"),
                   ("NumberDigit[Pi, -2]", "4"), ("NumberDigit[Pi, -2, 16]", "4"),
                   ("NumberDigit[-321, 0]", "1"), ("NumberDigit[1/7, -3]", "2")])
def number_digit(ev, expr):
    args = expr.args
    x, n = args[0], _small(args[1])
    b = _small(args[2], 2) if len(args) > 2 else 10
    if n is None or b is None:
        return None
    if not (type(x) in (Integer, Rational, Real) or (not x.is_number and is_numeric(ev, x))):
        return None
    r = real_digits(ev, x, b, 1, n)
    if r is None:
        return None
    return r.args[0].args[0]


@builtin("DigitSum", nargs=(1, 2), attributes=("Listable", "Protected"),
         usage="DigitSum[n] gives the sum of the decimal digits of the integer n; "
               "DigitSum[n, b] the sum of its base-b digits.",
         examples=[("DigitSum[1234]", "10"), ("DigitSum[2^100]", "115"),
                   ("DigitSum[255, 2]", "8"), ("DigitSum[255, 16]", "30"),
                   ("DigitSum[0]", "0"), ("DigitSum[-123]", "6")])
def digit_sum(ev, expr):
    args = expr.args
    n = args[0]
    b = _small(args[1], 2) if len(args) > 1 else 10
    if type(n) is not Integer or b is None:
        return None
    v = abs(n.value)
    if b == 10:
        return Integer(sum(map(int, str(v))) if v.bit_length() < 100000 else
                       sum(int(c) for c in ev.call("IntegerString", Integer(v)).value))
    return Integer(sum(int_digits(v, b)))


@builtin("IntegerName", nargs=(1, 2), attributes=("Listable", "Protected"),
         usage="IntegerName[n] gives a string containing the full English name of the "
               "integer n (numerals for the groups of three digits above 999); "
               "IntegerName[n, \"Words\"] spells every group.",
         examples=[("IntegerName[42]", "forty\u2010two"),
                   ("IntegerName[123]", "one hundred twenty\u2010three"),
                   ("IntegerName[12345]", "12 thousand 345"),
                   ("IntegerName[12345, \"Words\"]",
                    "twelve thousand, three hundred forty\u2010five"),
                   ("IntegerName[-7]", "negative seven"), ("IntegerName[0]", "zero"),
                   ("IntegerName[10^6]", "1 million")])
def integer_name(ev, expr):
    args = expr.args
    n = args[0]
    if type(n) is not Integer:
        return None
    form = "Mixed"
    if len(args) > 1:
        if type(args[1]) is not String or args[1].value not in ("Words", "Mixed"):
            return None
        form = args[1].value
    s = (integer_words if form == "Words" else integer_mixed)(n.value)
    return None if s is None else String(s)


@builtin("RomanNumeral", nargs=1, attributes=("Listable", "Protected"),
         usage="RomanNumeral[n] gives a string corresponding to the Roman numeral form of "
               "the integer n (0 is \"N\"; the sign is ignored; up to 4999).",
         examples=[("RomanNumeral[1987]", "MCMLXXXVII"), ("RomanNumeral[4]", "IV"),
                   ("RomanNumeral[3999]", "MMMCMXCIX"), ("RomanNumeral[0]", "N"),
                   ("RomanNumeral[4999]", "MMMMCMXCIX"), ("RomanNumeral[-14]", "XIV")])
def roman_numeral(ev, expr):
    n = expr.args[0]
    if type(n) is not Integer or abs(n.value) >= 5000:
        return None
    return String(roman(abs(n.value)))


@builtin("FromRomanNumeral", nargs=1, attributes=("Listable", "Protected"),
         messages={"notrn": "`1` is not a valid Roman numeral."},
         usage="FromRomanNumeral[\"string\"] gives the integer corresponding to the Roman "
               "numeral \"string\".",
         examples=[("FromRomanNumeral[\"MCMLXXXVII\"]", "1987"),
                   ("FromRomanNumeral[\"iv\"]", "4"), ("FromRomanNumeral[\"N\"]", "0"),
                   ("FromRomanNumeral[\"MMMMCMXCIX\"]", "4999"),
                   ("FromRomanNumeral[\"XIIII\"]", "14"),
                   ("FromRomanNumeral[{\"I\", \"II\", \"III\"}]", "{1, 2, 3}")])
def from_roman_numeral(ev, expr):
    s = expr.args[0]
    if type(s) is not String:
        return None
    v = from_roman(s.value)
    if v is None:
        ev.message("FromRomanNumeral", "notrn", s)
        return None
    return Integer(v)
