"""Integer bits and digits, divisibility and modular arithmetic, multiplicative functions and
primes: BitAnd, BitOr, BitXor, BitNot, BitShiftLeft, BitShiftRight, BitLength, IntegerLength,
IntegerReverse, DigitCount, IntegerExponent, Divisible, CoprimeQ, EulerPhi, MoebiusMu,
DivisorSigma, NextPrime, PrimeNu, PrimeOmega, RandomPrime, ModularInverse, ChineseRemainder,
ExtendedGCD.

Pure Python integers throughout; factorisation and primality come from ``numbers.primes``.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import list_of
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Rational, S,
)
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ZERO
from mathilda.numbers.infinity import INFINITY
from mathilda.numbers.primes import divisors, factorint, is_prime

LISTABLE = ("Listable", "Protected")
BITWISE = ("Flat", "Listable", "OneIdentity", "Orderless", "Protected")
MAX_SHIFT = 1 << 26          # shifts beyond this many bits give results too big to build
IBASE = "Base `1` is not an integer greater than 1."


def _ints(args):
    return all(type(a) is Integer for a in args)


def _factor(ev, n):
    """{p: e} for |n| > 1, {} for |n| <= 1."""
    n = abs(n)
    if n <= 1:
        return {}
    return factorint(n, tick=ev.check_interrupt)


def _base(ev, name, b):
    """The integer value of a base argument, or None after name::ibase."""
    if type(b) is Integer and b.value >= 2:
        return b.value
    ev.message(name, "ibase", b)
    return None


# --- bitwise operations ---------------------------------------------------------------------

def _bitwise(name, op, empty, usage, examples):
    @builtin(name, attributes=BITWISE, usage=usage, examples=examples)
    def f(ev, expr):
        args = expr.args
        if not _ints(args):
            return None
        r = empty
        for a in args:
            r = op(r, a.value)
        return Integer(r)
    f.__name__ = name.lower()
    return f


_bitwise("BitAnd", lambda a, b: a & b, -1,
         "BitAnd[n1, n2, ...] gives the bitwise AND of the integers ni.",
         [("BitAnd[61, 15]", "13"), ("BitAnd[-5, 7]", "3"), ("BitAnd[]", "-1"),
          ("BitAnd[{1, 2, 3}, 3]", "{1, 2, 3}")])
_bitwise("BitOr", lambda a, b: a | b, 0,
         "BitOr[n1, n2, ...] gives the bitwise OR of the integers ni.",
         [("BitOr[61, 15]", "63"), ("BitOr[-8, 3]", "-5"), ("BitOr[]", "0")])
_bitwise("BitXor", lambda a, b: a ^ b, 0,
         "BitXor[n1, n2, ...] gives the bitwise XOR of the integers ni.",
         [("BitXor[61, 15]", "50"), ("BitXor[5, 3, 1]", "7"), ("BitXor[]", "0")])


@builtin("BitNot", nargs=1, attributes=LISTABLE,
         usage="BitNot[n] turns ones into zeros and vice versa in the binary bit "
               "representation of the integer n.",
         examples=[("BitNot[5]", "-6"), ("BitNot[-1]", "0"), ("BitNot[x]", "BitNot[x]")])
def bit_not(ev, expr):
    x = expr.args[0]
    return Integer(~x.value) if type(x) is Integer else None


def _shift(n, k):
    """n shifted left by k bits (right for negative k, dropping bits: IntegerPart[n/2^-k])."""
    if k >= 0:
        return n << k
    m = abs(n) >> -k
    return -m if n < 0 else m


def _shift_builtin(name, sign, usage, examples):
    @builtin(name, nargs=(1, 2), attributes=LISTABLE, usage=usage, examples=examples)
    def f(ev, expr):
        args = expr.args
        if not _ints(args):
            return None
        n = args[0].value
        k = sign * (args[1].value if len(args) == 2 else 1)
        if k > MAX_SHIFT and n != 0:
            return None
        return Integer(_shift(n, k))
    f.__name__ = name.lower()
    return f


_shift_builtin("BitShiftLeft", 1,
               "BitShiftLeft[n, k] shifts the binary bits in the integer n to the left by k "
               "places, padding with zeros on the right. BitShiftLeft[n] shifts one bit to "
               "the left.",
               [("BitShiftLeft[1, 10]", "1024"), ("BitShiftLeft[5]", "10"),
                ("BitShiftLeft[16, -2]", "4"), ("BitShiftLeft[-3, 2]", "-12")])
_shift_builtin("BitShiftRight", -1,
               "BitShiftRight[n, k] shifts the binary bits in the integer n to the right by "
               "k places, dropping bits that are shifted past the unit's position on the "
               "right. BitShiftRight[n] shifts one bit to the right.",
               [("BitShiftRight[1024, 3]", "128"), ("BitShiftRight[5]", "2"),
                ("BitShiftRight[-5, 1]", "-2"), ("BitShiftRight[3, -2]", "12")])


@builtin("BitLength", nargs=1, attributes=LISTABLE,
         usage="BitLength[n] gives the number of binary bits necessary to represent the "
               "integer n.",
         examples=[("BitLength[255]", "8"), ("BitLength[256]", "9"), ("BitLength[0]", "0"),
                   ("BitLength[-1]", "0"), ("BitLength[-8]", "3")])
def bit_length(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer:
        return None
    n = x.value
    return Integer((~n).bit_length() if n < 0 else n.bit_length())


# --- digits ---------------------------------------------------------------------------------

def integer_length(n, b):
    """The number of base-b digits of n >= 0 (0 for n == 0), by arithmetic (no str)."""
    if n == 0:
        return 0
    if b & (b - 1) == 0:                      # a power of two
        k = b.bit_length() - 1
        return (n.bit_length() + k - 1) // k
    est = int((n.bit_length() - 1) / math.log2(b))      # a lower bound, maybe 1 too small
    est = max(est - 1, 0)
    p = b ** est
    while p <= n:
        p *= b
        est += 1
    return est


@builtin("IntegerLength", nargs=(1, 2), attributes=LISTABLE,
         usage="IntegerLength[n] gives the number of decimal digits in the integer n. "
               "IntegerLength[n, b] gives the number of base-b digits.",
         messages={"ibase": IBASE},
         examples=[("IntegerLength[123456]", "6"), ("IntegerLength[-99]", "2"),
                   ("IntegerLength[0]", "0"), ("IntegerLength[255, 16]", "2"),
                   ("IntegerLength[10^100]", "101"),
                   ("IntegerLength[10, 1]", "IntegerLength[10, 1]",
                    ["IntegerLength::ibase: Base 1 is not an integer greater than 1."])])
def integer_length_(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is not Integer:
        return None
    b = 10
    if len(args) == 2:
        b = _base(ev, "IntegerLength", args[1])
        if b is None:
            return None
    return Integer(integer_length(abs(x.value), b))


def _digits_of(n, b):
    """Base-b digits of n >= 0, least significant first ([] for 0)."""
    out = []
    if b == 10 and n > 10 ** 200:
        from mathilda.numbers.intstr import int_to_str
        return [ord(c) - 48 for c in reversed(int_to_str(n))]
    while n:
        n, r = divmod(n, b)
        out.append(r)
    return out


@builtin("IntegerReverse", nargs=(1, 3), attributes=LISTABLE,
         usage="IntegerReverse[n] gives the integer whose digits are reversed with respect to "
               "those of the integer n. IntegerReverse[n, b] reverses the base-b digits; "
               "IntegerReverse[n, b, len] first pads the digits with zeros on the left to "
               "length len.",
         messages={"ibase": IBASE},
         examples=[("IntegerReverse[1234]", "4321"), ("IntegerReverse[1200]", "21"),
                   ("IntegerReverse[6, 2]", "3"), ("IntegerReverse[-123]", "321"),
                   ("IntegerReverse[12, 10, 4]", "2100")])
def integer_reverse(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is not Integer:
        return None
    b = 10
    if len(args) >= 2:
        b = _base(ev, "IntegerReverse", args[1])
        if b is None:
            return None
    ds = _digits_of(abs(x.value), b)        # least significant first
    if len(args) == 3:
        ln = args[2]
        if type(ln) is not Integer or ln.value < 0:
            ev.message("IntegerReverse", "intnn", expr, Integer(3))
            return None
        if ln.value > MAX_SHIFT:
            return None
        if ln.value > len(ds):
            ds = ds + [0] * (ln.value - len(ds))
    r = 0
    for d in ds:
        r = r * b + d
    return Integer(r)


@builtin("DigitCount", nargs=(1, 3), attributes=LISTABLE,
         usage="DigitCount[n, b, d] gives the number of d digits in the base-b representation "
               "of n. DigitCount[n, b] gives a list of the numbers of 1, 2, ..., b - 1, 0 "
               "digits; DigitCount[n] uses base 10.",
         messages={"ibase": IBASE},
         examples=[("DigitCount[1234567890]", "{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}"),
                   ("DigitCount[255, 2]", "{8, 0}"), ("DigitCount[1000, 10, 0]", "3"),
                   ("DigitCount[-121, 10, 1]", "2")])
def digit_count(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is not Integer:
        return None
    b = 10
    if len(args) >= 2:
        b = _base(ev, "DigitCount", args[1])
        if b is None:
            return None
    ds = _digits_of(abs(x.value), b) or [0]
    counts = {}
    for d in ds:
        counts[d] = counts.get(d, 0) + 1
    if len(args) == 3:
        d = args[2]
        if type(d) is not Integer:
            return None
        return Integer(counts.get(d.value, 0))
    if not ev.check_size(b, "DigitCount"):
        return None
    return list_of([Integer(counts.get(d % b, 0)) for d in range(1, b + 1)])


@builtin("IntegerExponent", nargs=(1, 2), attributes=LISTABLE,
         usage="IntegerExponent[n, b] gives the highest power of b that divides n. "
               "IntegerExponent[n] gives the number of trailing zeros in the decimal digits "
               "of n.",
         messages={"ibase": IBASE},
         examples=[("IntegerExponent[1000]", "3"), ("IntegerExponent[96, 2]", "5"),
                   ("IntegerExponent[0, 3]", "Infinity"), ("IntegerExponent[-72, 6]", "2")])
def integer_exponent(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is not Integer:
        return None
    b = 10
    if len(args) == 2:
        b = _base(ev, "IntegerExponent", args[1])
        if b is None:
            return None
    n = abs(x.value)
    if n == 0:
        return INFINITY
    if b == 2:
        return Integer((n & -n).bit_length() - 1)
    k = 0
    while n % b == 0:
        n //= b
        k += 1
    return Integer(k)


# --- divisibility --------------------------------------------------------------------------

def _gaussian_parts(x):
    """(re, im) Fractions of an exact (Gaussian) rational, or None."""
    t = type(x)
    if t is Integer or t is Rational:
        return Fraction(x.value), Fraction(0)
    if t is Complex and type(x.re) in (Integer, Rational) and type(x.im) in (Integer, Rational):
        return Fraction(x.re.value), Fraction(x.im.value)
    return None


@builtin("Divisible", nargs=2, attributes=LISTABLE,
         usage="Divisible[n, m] yields True if n is divisible by m, and yields False if it "
               "is not.",
         messages={"divz": "The argument `1` in `2` should be nonzero."},
         examples=[("Divisible[10, 5]", "True"), ("Divisible[10, 4]", "False"),
                   ("Divisible[3/2, 1/2]", "True"), ("Divisible[5 + 5 I, 1 + 2 I]", "True"),
                   ("Divisible[7, 1 + 2 I]", "False"),
                   ("Divisible[6, 0]", "Divisible[6, 0]",
                    ["Divisible::divz: The argument 0 in Divisible[6, 0] should be nonzero."])])
def divisible(ev, expr):
    n, m = expr.args
    pn, pm = _gaussian_parts(n), _gaussian_parts(m)
    if pn is None or pm is None:
        return None
    a, b = pn
    c, d = pm
    den = c * c + d * d
    if den == 0:
        ev.message("Divisible", "divz", m, expr)
        return None
    qr = (a * c + b * d) / den
    qi = (b * c - a * d) / den
    return TRUE if qr.denominator == 1 and qi.denominator == 1 else FALSE


@builtin("CoprimeQ", attributes=LISTABLE,
         usage="CoprimeQ[n1, n2, ...] yields True if all pairs of the ni are relatively "
               "prime, and yields False otherwise.",
         examples=[("CoprimeQ[14, 15]", "True"), ("CoprimeQ[14, 21]", "False"),
                   ("CoprimeQ[6, 10, 15]", "False"), ("CoprimeQ[2, 3, 5]", "True"),
                   ("CoprimeQ[{2, 3, 4}, 6]", "{False, False, False}")])
def coprime_q(ev, expr):
    args = expr.args
    if not _ints(args):
        return FALSE
    vals = [a.value for a in args]
    if len(vals) == 1:
        return TRUE if abs(vals[0]) == 1 else FALSE
    for i in range(len(vals)):
        for j in range(i + 1, len(vals)):
            if math.gcd(vals[i], vals[j]) != 1:
                return FALSE
    return TRUE


# --- multiplicative functions -----------------------------------------------------------------

@builtin("EulerPhi", nargs=1, attributes=LISTABLE,
         usage="EulerPhi[n] gives the Euler totient function: the number of positive integers "
               "up to n that are relatively prime to n.",
         examples=[("EulerPhi[10]", "4"), ("EulerPhi[1]", "1"), ("EulerPhi[0]", "0"),
                   ("EulerPhi[-12]", "4"), ("EulerPhi[2^61 - 1]", "2305843009213693950")])
def euler_phi(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer:
        return None
    n = abs(x.value)
    if n == 0:
        return ZERO
    r = n
    for p in _factor(ev, n):
        r = r // p * (p - 1)
    return Integer(r)


@builtin("MoebiusMu", nargs=1, attributes=LISTABLE,
         usage="MoebiusMu[n] gives the Moebius function \u03bc(n).",
         examples=[("MoebiusMu[30]", "-1"), ("MoebiusMu[12]", "0"), ("MoebiusMu[1]", "1"),
                   ("MoebiusMu[-6]", "1")])
def moebius_mu(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer:
        return None
    n = abs(x.value)
    if n == 0:
        return ZERO
    f = _factor(ev, n)
    if any(e > 1 for e in f.values()):
        return ZERO
    return Integer(-1 if len(f) % 2 else 1)


@builtin("DivisorSigma", nargs=2, attributes=LISTABLE,
         usage="DivisorSigma[k, n] gives the divisor function \u03c3_k(n): the sum of the "
               "kth powers of the divisors of n.",
         examples=[("DivisorSigma[1, 12]", "28"), ("DivisorSigma[0, 12]", "6"),
                   ("DivisorSigma[2, 10]", "130"), ("DivisorSigma[-1, 6]", "2"),
                   ("DivisorSigma[1/2, 4]", "3 + Sqrt[2]")])
def divisor_sigma(ev, expr):
    k, x = expr.args
    if type(x) is not Integer or x.value == 0 or not k.is_number:
        return None
    n = abs(x.value)
    if type(k) is Integer:
        kv = k.value
        f = _factor(ev, n)
        r = Fraction(1)
        for p, e in f.items():
            if kv == 0:
                r *= e + 1
            else:
                q = Fraction(p) ** kv
                r *= (q ** (e + 1) - 1) / (q - 1)
        return Integer(r.numerator) if r.denominator == 1 else Rational(r)
    ds = divisors(n, ev.check_interrupt)
    return ev.evaluate(Expression(S.Plus, tuple(
        Expression(S.Power, (Integer(d), k)) for d in ds)))


@builtin("PrimeNu", nargs=1, attributes=LISTABLE,
         usage="PrimeNu[n] gives the number of distinct primes in n.",
         examples=[("PrimeNu[12]", "2"), ("PrimeNu[1]", "0"), ("PrimeNu[2^10]", "1"),
                   ("PrimeNu[-30]", "3")])
def prime_nu(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer or x.value == 0:
        return None
    return Integer(len(_factor(ev, x.value)))


@builtin("PrimeOmega", nargs=1, attributes=LISTABLE,
         usage="PrimeOmega[n] gives the number of prime factors counting multiplicities in n.",
         examples=[("PrimeOmega[12]", "3"), ("PrimeOmega[1]", "0"), ("PrimeOmega[2^10]", "10"),
                   ("PrimeOmega[-30]", "3")])
def prime_omega(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer or x.value == 0:
        return None
    return Integer(sum(_factor(ev, x.value).values()))


# --- primes -------------------------------------------------------------------------------

def _next_prime_up(n):
    """The smallest prime p > n (n >= 1)."""
    if n < 2:
        return 2
    p = n + 1
    if p % 2 == 0:
        p += 1
    while not is_prime(p):
        p += 2
    return p


def _prev_prime_down(n):
    """The largest prime p < n (n > 2)."""
    if n <= 3:
        return 2
    p = n - 1
    if p % 2 == 0:
        p -= 1
    while p > 2 and not is_prime(p):
        p -= 2
    return p


def next_above(n):
    """The smallest prime above the integer n, with -2, -3, -5, ... counted as primes."""
    if n >= 2:
        return _next_prime_up(n)
    if n >= -2:
        return 2
    return -_prev_prime_down(-n)


def next_below(n):
    """The largest prime below the integer n, with -2, -3, -5, ... counted as primes."""
    if n > 2:
        return _prev_prime_down(n)
    if n > -2:
        return -2
    return -_next_prime_up(-n)


@builtin("NextPrime", nargs=(1, 2), attributes=LISTABLE,
         usage="NextPrime[x] gives the smallest prime above x. NextPrime[x, k] gives the kth "
               "next prime above x (below x for negative k).",
         examples=[("NextPrime[10]", "11"), ("NextPrime[2.5]", "3"), ("NextPrime[10, 3]", "17"),
                   ("NextPrime[10, -1]", "7"), ("NextPrime[-10]", "-7"),
                   ("NextPrime[10^20]", "100000000000000000039")])
def next_prime(ev, expr):
    args = expr.args
    x = args[0]
    k = 1
    if len(args) == 2:
        if type(args[1]) is not Integer or args[1].value == 0 or abs(args[1].value) > 10 ** 5:
            return None
        k = args[1].value
    if not x.is_number or type(x) is Complex:
        return None
    from mathilda.numbers.rounding import ceiling_int, floor_int
    if k > 0:
        n = floor_int(x)
        for _ in range(k):
            ev.check_interrupt()
            n = next_above(n)
    else:
        n = ceiling_int(x)
        for _ in range(-k):
            ev.check_interrupt()
            n = next_below(n)
    return Integer(n)


_ARRAY = ("The array dimensions `1` given in position `2` of `3` should be a list of "
          "non-negative machine-sized integers giving the dimensions for the result.")


def _prime_range(spec):
    if type(spec) is Integer:
        return 2, spec.value
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2 and \
            _ints(spec.args):
        lo, hi = spec.args[0].value, spec.args[1].value
        return (lo, hi) if lo <= hi else (hi, lo)
    return None


def _primes_in(lo, hi, tick):
    """All primes in [lo, hi] when the interval is short, else None."""
    lo = max(lo, 2)
    if hi < lo:
        return []
    if hi - lo > 20000:
        return None
    out = []
    for n in range(lo, hi + 1):
        if n % 4096 == 0:
            tick()
        if is_prime(n):
            out.append(n)
    return out


@builtin("RandomPrime", nargs=(1, 2),
         usage="RandomPrime[{imin, imax}] gives a pseudorandom prime number in the range imin "
               "to imax. RandomPrime[imax] gives a pseudorandom prime in the range 2 to imax. "
               "RandomPrime[range, n] gives a list of n pseudorandom primes, "
               "RandomPrime[range, {n1, n2, ...}] an array.",
         messages={"noprime": "There are no primes in the specified interval.",
                   "array": _ARRAY},
         examples=[("SeedRandom[3]; PrimeQ[RandomPrime[1000]]", "True"),
                   ("RandomPrime[{14, 17}]", "17"),
                   ("Dimensions[RandomPrime[100, {2, 3}]]", "{2, 3}"),
                   ("RandomPrime[{14, 16}]", "RandomPrime[{14, 16}]",
                    ["RandomPrime::noprime: There are no primes in the specified interval."])])
def random_prime(ev, expr):
    from mathilda.algorithms.arithmetic.random import draw_array, generator
    args = expr.args
    r = _prime_range(args[0])
    if r is None:
        return None
    lo, hi = r
    dims = None
    if len(args) == 2:
        spec = args[1]
        if type(spec) is Integer and spec.value >= 0:
            dims = [spec.value]
        elif isinstance(spec, Expression) and spec.head is S.List and spec.args and all(
                type(a) is Integer and a.value >= 0 for a in spec.args):
            dims = [a.value for a in spec.args]
        else:
            ev.message("RandomPrime", "array", spec, Integer(2), expr)
            return None
    pool = _primes_in(lo, hi, ev.check_interrupt)
    if pool is not None and not pool:
        ev.message("RandomPrime", "noprime")
        return None
    g = generator(ev)
    lo2 = max(lo, 2)

    def draw():
        if pool is not None:
            return pool[g.randrange(len(pool))]
        while True:
            ev.check_interrupt()
            n = g.randint(lo2, hi)
            if is_prime(n):
                return n

    if dims is None:
        return Integer(draw())
    return draw_array(ev, "RandomPrime", dims, lambda n: [Integer(draw()) for _ in range(n)])


# --- modular arithmetic -------------------------------------------------------------------------

def _egcd(a, b):
    """(g, x, y) with a x + b y = g = gcd(a, b) >= 0, by the extended Euclidean algorithm."""
    old_r, r = abs(a), abs(b)
    old_s, s = 1, 0
    old_t, t = 0, 1
    while r:
        q = old_r // r
        old_r, r = r, old_r - q * r
        old_s, s = s, old_s - q * s
        old_t, t = t, old_t - q * t
    x = old_s if a >= 0 else -old_s
    y = old_t if b >= 0 else -old_t
    return old_r, x, y


@builtin("ModularInverse", nargs=2, attributes=LISTABLE,
         usage="ModularInverse[k, n] gives the modular inverse of k modulo n.",
         messages={"ninv": "`1` is not invertible modulo `2`."},
         examples=[("ModularInverse[3, 7]", "5"), ("ModularInverse[-3, 7]", "2"),
                   ("ModularInverse[2, 4]", "ModularInverse[2, 4]",
                    ["ModularInverse::ninv: 2 is not invertible modulo 4."])])
def modular_inverse(ev, expr):
    k, n = expr.args
    if not _ints((k, n)) or n.value == 0:
        return None
    g, x, _ = _egcd(k.value, n.value)
    if g != 1:
        ev.message("ModularInverse", "ninv", k, n)
        return None
    return Integer(x % n.value)


def _int_list(x):
    if isinstance(x, Expression) and x.head is S.List and _ints(x.args):
        return [a.value for a in x.args]
    return None


@builtin("ChineseRemainder", nargs=(2, 3),
         usage="ChineseRemainder[{r1, r2, ...}, {m1, m2, ...}] gives the smallest x >= 0 "
               "with Mod[x, mi] == ri. ChineseRemainder[rlist, mlist, d] gives the smallest "
               "x >= d.",
         examples=[("ChineseRemainder[{2, 3, 2}, {3, 5, 7}]", "23"),
                   ("ChineseRemainder[{1, 3}, {4, 6}]", "9"),
                   ("ChineseRemainder[{2, 3, 2}, {3, 5, 7}, 100]", "128"),
                   ("ChineseRemainder[{1, 2}, {2, 4}]", "ChineseRemainder[{1, 2}, {2, 4}]")])
def chinese_remainder(ev, expr):
    args = expr.args
    rs, ms = _int_list(args[0]), _int_list(args[1])
    if rs is None or ms is None or len(rs) != len(ms) or any(m == 0 for m in ms):
        return None
    d = 0
    if len(args) == 3:
        if type(args[2]) is not Integer:
            return None
        d = args[2].value
    x, m = 0, 1
    for r, mi in zip(rs, ms):
        mi = abs(mi)
        g, p, _ = _egcd(m, mi)
        if (r - x) % g:
            return None
        lcm = m // g * mi
        x = (x + m * ((r - x) // g * p % (mi // g))) % lcm
        m = lcm
    return Integer(d + (x - d) % m)


@builtin("ExtendedGCD", attributes=LISTABLE,
         usage="ExtendedGCD[n1, n2, ...] gives the extended greatest common divisor of the "
               "integers ni: {g, {r1, r2, ...}} with g == r1 n1 + r2 n2 + ....",
         examples=[("ExtendedGCD[24, 15]", "{3, {2, -3}}"), ("ExtendedGCD[3, 5]", "{1, {2, -1}}"),
                   ("ExtendedGCD[-3, 5]", "{1, {-2, -1}}")])
def extended_gcd(ev, expr):
    args = expr.args
    if not args or not _ints(args):
        return None
    vals = [a.value for a in args]
    g = abs(vals[0])
    coeffs = [1 if vals[0] >= 0 else -1]
    if vals[0] == 0:
        coeffs = [0]
    for v in vals[1:]:
        g2, x, y = _egcd(g, v)
        if g == 0 and v == 0:
            x, y = 0, 0
        coeffs = [c * x for c in coeffs] + [y]
        g = g2
    return list_of([Integer(g), list_of([Integer(c) for c in coeffs])])
