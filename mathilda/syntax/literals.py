"""Number and string literals: the text of a NUMBER or STRING token -> an atom.

Numbers follow the Wolfram Language:

    123            Integer (any size)
    1.5  .5  1.    machine Real (a literal with more than 17 significant digits is an
                   arbitrary-precision Real with that many digits of precision)
    1.5*^-3        scientific notation (2*^3 is the Integer 2000, 2*^-3 the Rational 1/500)
    16^^FF         Integer 255 in base 16;  2^^101.1 is the Real 5.5
    3.14`20        arbitrary-precision Real with precision 20 (mpmath);  1.5` machine Real
    1.0``5         accuracy 5 (precision = accuracy + log10|x|)

An arbitrary-precision Real of precision ``p`` digits holds an ``mpf`` rounded to
``bits_for(p)`` bits (mathilda.numbers.precision), so that printing it with enough digits and
reading it back gives the same value.
"""

import math
import re
from fractions import Fraction

from mathilda.core.expr import Real, String, make_rational
from mathilda.syntax.operators import NAMED_OPERATORS

__all__ = ["number_value", "string_value", "bits_for", "rational_to_mpf", "named_token",
           "MACHINE_DIGITS_LIMIT"]

# Literals with more significant digits than this are arbitrary precision.  17 digits always
# suffice to write a machine double exactly, so every machine real prints and reads back as
# a machine real.
MACHINE_DIGITS_LIMIT = 17

_NUM = re.compile(
    r"(?:(?P<base>\d+)\^\^(?P<bdigits>[0-9a-zA-Z]+(?:\.[0-9a-zA-Z]*)?)"
    r"|(?P<mant>\d+\.?\d*|\.\d+))"
    r"(?P<mark>``?)?(?P<prec>\d+\.?\d*|\.\d+)?"
    r"(?:\*\^(?P<exp>[+-]?\d+))?$")

_LOG2_10 = math.log2(10)


def bits_for(digits):
    try:
        from mathilda.numbers.precision import bits_for as b
        return b(digits)
    except ImportError:  # pragma: no cover - numbers package absent
        return max(int(math.ceil(digits * _LOG2_10)) + 8, 20)


class LiteralError(ValueError):
    pass


def digits_int(text, base=10):
    """int(text, base) for a digit string of any length: Python's int() refuses more than
    4300 digits unless the process lifted its limit (the command line parses before any
    Session exists), and is quadratic; GMP is neither."""
    if len(text) <= 4000:
        return int(text, base)
    try:
        import gmpy2
    except ImportError:          # pragma: no cover - gmpy2 is a dependency
        from mathilda.numbers.intstr import str_to_int
        if base == 10:
            return str_to_int(text)
        raise
    return int(gmpy2.mpz(text, base))


def _digits_value(digits, base):
    """Exact value (Fraction) and number of significant digits of a digit string that may
    contain a point, in ``base``."""
    if "." in digits:
        ip, fp = digits.split(".", 1)
    else:
        ip, fp = digits, ""
    allds = (ip + fp).lstrip("0")
    sig = len(allds) if allds else 0
    try:
        n = digits_int(ip + fp, base) if (ip + fp) else 0
    except ValueError:
        raise LiteralError("digit out of range for base %d" % base)
    return Fraction(n, base ** len(fp)), sig, "." in digits


def rational_to_mpf(num, den, bits):
    """The mpf nearest to num/den with ``bits`` bits (one correct rounding)."""
    import mpmath
    return mpmath.mp.make_mpf(mpmath.libmp.from_rational(num, den, bits, "n"))


def _big_real(value, prec):
    """Real(mpf, prec) for the exact Fraction ``value`` with ``prec`` digits."""
    return Real(rational_to_mpf(value.numerator, value.denominator, bits_for(prec)),
                prec=float(prec))


def number_value(tok):
    """The atom for the text of a NUMBER token."""
    m = _NUM.match(tok)
    if m is None:
        raise LiteralError("malformed number")
    if m.group("base") is not None:
        base = int(m.group("base"))
        if not 2 <= base <= 36:
            raise LiteralError("base %d is not between 2 and 36" % base)
        value, sig, is_real = _digits_value(m.group("bdigits"), base)
    else:
        base = 10
        value, sig, is_real = _digits_value(m.group("mant"), 10)
    exp = m.group("exp")
    if exp is not None:
        e = int(exp) if len(exp) < 12 else 10 ** 12
        if abs(e) > 100000:
            raise LiteralError("exponent too large")
        value = value * (Fraction(base) ** e)
    mark = m.group("mark")
    prec = m.group("prec")
    if mark is None:
        if not is_real:
            return make_rational(value)
        if sig > MACHINE_DIGITS_LIMIT:
            return _big_real(value, sig)
        return _machine(value)
    if prec is None:
        if mark == "``":
            raise LiteralError("accuracy mark without digits")
        return _machine(value)           # 1.5` is a machine real
    p = float(prec)
    if mark == "``":                      # accuracy -> precision
        if value == 0:
            p = max(p, 1.0)
        else:
            p = p + math.log10(abs(float(value))) if abs(value) < 1e300 else p
        if p < 1:
            p = 1.0
    if p > 1000000:
        raise LiteralError("precision too large")
    if p <= 0:
        p = 1.0
    return _big_real(value, p)


def _machine(value):
    try:
        f = value.numerator / value.denominator
    except OverflowError:
        f = math.inf
    if math.isinf(f) or (f == 0 and value != 0):
        # beyond the machine range: an arbitrary-precision number with machine digits
        return _big_real(value, 53 * math.log10(2))
    return Real(f)


_ESC = re.compile(r"\\(:[0-9a-fA-F]{4}|\|[0-9a-fA-F]{6}|\.[0-9a-fA-F]{2}|\[[A-Za-z0-9]+\]|.)",
                  re.S)

_SIMPLE_ESC = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", '"': '"',
               "\\": "\\", "<": "<", ">": ">", "!": "!"}

# A few named characters (\[Name]); the rest keep their \[Name] spelling.
NAMED_CHARACTERS = {
    "Alpha": "\u03b1", "Beta": "\u03b2", "Gamma": "\u03b3", "Delta": "\u03b4",
    "Epsilon": "\u03f5", "Theta": "\u03b8", "Lambda": "\u03bb", "Mu": "\u03bc",
    "Pi": "\u03c0", "Sigma": "\u03c3", "Tau": "\u03c4", "Phi": "\u03d5", "Omega": "\u03c9",
    "Infinity": "\u221e", "Degree": "\u00b0", "Rule": "\uf522", "RuleDelayed": "\uf51f",
    "Element": "\u2208", "LessEqual": "\u2264", "GreaterEqual": "\u2265",
    "NotEqual": "\u2260", "Times": "\u00d7", "Divide": "\u00f7", "RightArrow": "\u2192",
    "LeftArrow": "\u2190", "Equal": "\uf431", "Micro": "\u00b5", "CapitalDelta": "\u0394",
    "CapitalOmega": "\u03a9", "CapitalSigma": "\u03a3", "CapitalPi": "\u03a0",
    "ImaginaryI": "\uf74e", "ExponentialE": "\uf74d", "Null": "", "NewLine": "\n",
    "Tab": "\t", "SpaceIndicator": "\u2423", "Bullet": "\u2022", "Ellipsis": "\u2026",
    "Distributed": "\uf3d2",
}


def _esc(m):
    s = m.group(1)
    c = s[0]
    if len(s) == 1:
        r = _SIMPLE_ESC.get(c)
        return r if r is not None else "\\" + c
    if c == ":" or c == "|" or c == ".":
        return chr(int(s[1:], 16))
    name = s[1:-1]
    r = NAMED_CHARACTERS.get(name)
    return r if r is not None else "\\" + s


# the whole table of named characters (syntax/named_characters.py); the entries above win
from mathilda.syntax.named_characters import LETTERLIKE, NAMED as _ALL_NAMED  # noqa: E402

NAMED_CHARACTERS.update({k: v for k, v in _ALL_NAMED.items() if k not in NAMED_CHARACTERS})


def string_value(tok):
    """The String atom for the text of a STRING token (with its quotes)."""
    body = tok[1:-1]
    if "\\" in body:
        body = _ESC.sub(_esc, body)
    return String(body)


# Named characters and their Unicode forms outside strings: constants, letters, operators.
_NAMED_SYMBOLS = {"Pi": "Pi", "\u03c0": "Pi", "Infinity": "Infinity", "\u221e": "Infinity",
                  "ExponentialE": "E", "\uf74d": "E", "ImaginaryI": "I", "\uf74e": "I",
                  "Degree": "Degree", "\u00b0": "Degree"}
_NAMED_OPERATORS = {"Rule": "->", "\uf522": "->", "\u2192": "->", "RuleDelayed": ":>",
                    "\uf51f": ":>", "LessEqual": "<=", "\u2264": "<=", "GreaterEqual": ">=",
                    "\u2265": ">=", "NotEqual": "!=", "\u2260": "!=", "Equal": "==",
                    "\uf431": "==", "LongEqual": "==", "Times": "*", "\u00d7": "*",
                    "Divide": "/", "\u00f7": "/", "And": "&&", "Or": "||", "Not": "!",
                    "UndirectedEdge": "\uf3d4", "\uf3d4": "\uf3d4",
                    "DirectedEdge": "\uf3d5", "\uf3d5": "\uf3d5", "TwoWayRule": "<->",
                    "\uf120": "<->"}
# Operators spelled only by their named character (syntax/operators.py ``named``).
for _op in NAMED_OPERATORS.values():
    _NAMED_OPERATORS[_op.named] = _NAMED_OPERATORS[_op.spelling] = _op.spelling


def named_token(text):
    """(type, value) for a NAMED token (``\\[Name]`` or a Unicode operator character):
    a SYMBOL or an OP; None for an unknown name."""
    name = text[2:-1] if text.startswith("\\[") else text
    s = _NAMED_SYMBOLS.get(name)
    if s is not None:
        return "SYMBOL", s
    op = _NAMED_OPERATORS.get(name)
    if op is not None:
        return "OP", op
    c = NAMED_CHARACTERS.get(name) if len(name) > 1 else name
    if c is not None and len(c) == 1 and (c.isalpha() or c in LETTERLIKE):
        return "SYMBOL", c
    return None


# the Unicode forms of And, Or and Not read as their operators
_NAMED_OPERATORS.update({"\u2227": "&&", "\u2228": "||", "\u00ac": "!"})
