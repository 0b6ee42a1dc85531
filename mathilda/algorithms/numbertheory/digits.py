"""Digits of numbers: RealDigits' expansions (exact rationals with their cycles, inexact
reals rounded at their precision, any integer base), Roman numerals and the English names
of integers.  Plain Python integers and Fractions."""

from fractions import Fraction


def int_digits(n, b):
    """The base-b digits of n >= 0, most significant first ([0] for 0)."""
    if n == 0:
        return [0]
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(r)
    out.reverse()
    return out


def leading_exponent(x, b):
    """e with b^(e-1) <= x < b^e for a Fraction x > 0 and an integer base b."""
    num, den = x.numerator, x.denominator
    # an estimate from bit lengths, then corrected
    import math
    e = int(math.floor((num.bit_length() - den.bit_length()) / math.log2(b))) + 1
    while _cmp_pow(x, b, e) >= 0:          # x >= b^e
        e += 1
    while _cmp_pow(x, b, e - 1) < 0:       # x < b^(e-1)
        e -= 1
    return e


def _cmp_pow(x, b, e):
    p = Fraction(b) ** e
    return (x > p) - (x < p)


def digit_block(x, b, top, count):
    """The base-b digits of the Fraction x >= 0 at the positions top, top-1, ...,
    top-count+1 (the coefficients of b^top ...), truncated."""
    low = top - count + 1
    scaled = x / Fraction(b) ** low
    n = scaled.numerator // scaled.denominator
    n %= b ** count
    ds = int_digits(n, b)
    return [0] * (count - len(ds)) + ds


def rational_expansion(x, b):
    """(digits, cycle, exponent) of the Fraction x > 0 in base b: x is
    0.d1 d2 ... (c1 c2 ...)(c1 c2 ...)... times b^exponent; cycle is [] when the expansion
    terminates (the integer part's trailing zeros are kept, the fraction's dropped)."""
    e = leading_exponent(x, b)
    r = x / Fraction(b) ** e              # in [1/b, 1)
    num, den = r.numerator, r.denominator
    digits = []
    seen = {}
    while num and num not in seen:
        seen[num] = len(digits)
        num *= b
        digits.append(num // den)
        num %= den
    if not num:
        if e > len(digits):
            digits += [0] * (e - len(digits))
        return digits, [], e
    k = seen[num]
    return digits[:k], digits[k:], e


def rounded_digits(x, b, count):
    """(digits, exponent): the Fraction x > 0 rounded to count significant base-b digits
    (half to even), and the exponent of its leading digit as in rational_expansion."""
    e = leading_exponent(x, b)
    scaled = x * Fraction(b) ** (count - e)
    n = round(scaled)
    if n >= b ** count:
        e += 1
        n = round(x * Fraction(b) ** (count - e))
    ds = int_digits(n, b)
    return [0] * (count - len(ds)) + ds, e


# --- Roman numerals ------------------------------------------------------------------------------

_ROMAN = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
_ROMAN_VALUE = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def roman(n):
    """The Roman numeral of 0 <= n < 5000 ("N" for 0)."""
    if n == 0:
        return "N"
    out = []
    for v, s in _ROMAN:
        while n >= v:
            out.append(s)
            n -= v
    return "".join(out)


def from_roman(s):
    """The integer a Roman numeral denotes (subtractive pairs allowed), or None."""
    s = s.strip().upper()
    if s == "N":
        return 0
    if not s or any(c not in _ROMAN_VALUE for c in s):
        return None
    total = 0
    for i, c in enumerate(s):
        v = _ROMAN_VALUE[c]
        if i + 1 < len(s) and _ROMAN_VALUE[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total


# --- English names -------------------------------------------------------------------------------

HYPHEN = "\u2010"
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
         "fourteen fifteen sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = ("", "thousand", "million", "billion", "trillion", "quadrillion", "quintillion",
           "sextillion", "septillion", "octillion", "nonillion", "decillion", "undecillion",
           "duodecillion", "tredecillion", "quattuordecillion", "quindecillion",
           "sexdecillion", "septendecillion", "octodecillion", "novemdecillion",
           "vigintillion")


def _below_thousand(n):
    parts = []
    h, r = divmod(n, 100)
    if h:
        parts.append(_ONES[h] + " hundred")
    if r:
        if r < 20:
            parts.append(_ONES[r])
        else:
            t, o = divmod(r, 10)
            parts.append(_TENS[t] + (HYPHEN + _ONES[o] if o else ""))
    return " ".join(parts)


def _groups(n):
    gs = []
    while n:
        n, g = divmod(n, 1000)
        gs.append(g)
    return gs


def _name(n, group):
    """Words below 1000, else the groups of three digits, each written by group(g) and
    followed by its scale; None beyond the named scales."""
    if n < 1000:
        return _below_thousand(n) if n else "zero"
    gs = _groups(n)
    if len(gs) > len(_SCALES):
        return None
    return [(group(g) + (" " + _SCALES[i] if i else ""))
            for i, g in reversed(list(enumerate(gs))) if g]


def integer_words(n):
    """The English name of the integer n ("negative ..." below 0), groups joined by ", ",
    or None beyond the named scales."""
    r = _name(abs(n), _below_thousand)
    r = r if r is None or isinstance(r, str) else ", ".join(r)
    return "negative " + r if r is not None and n < 0 else r


def integer_mixed(n):
    """IntegerName's default form: words below 1000, else each group of three digits as
    a numeral followed by its scale ("12 thousand 345"), or None beyond the scales."""
    r = _name(abs(n), str)
    r = r if r is None or isinstance(r, str) else " ".join(r)
    return "negative " + r if r is not None and n < 0 else r
