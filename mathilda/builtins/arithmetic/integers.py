"""Integer functions: GCD, LCM, Factorial, Factorial2, Binomial, Fibonacci, PrimeQ,
Prime, PrimePi, FactorInteger, Divisors, IntegerDigits, FromDigits, PowerMod, EvenQ, OddQ,
IntegerQ.  Pure Python integers throughout (see ``numbers.primes``)."""

import math
from fractions import Fraction

from mathilda.algorithms.build import list_of
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S, String, make_rational,
)
from mathilda.algorithms.functions.gamma import MAX_FACTORIAL, gamma_exact
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.elementary import numeric_apply
from mathilda.numbers.infinity import COMPLEX_INFINITY
from mathilda.numbers.precision import EXACT, level
from mathilda.numbers.primes import divisors, factorint, is_prime, nth_prime, prime_pi

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_RESULT_BITS = 1 << 19     # the same bound for Binomial and Fibonacci results


def _inexact(*xs):
    return any(x.is_number and level(x) != EXACT for x in xs) and all(x.is_number for x in xs)


def _exact_rationals(args):
    return all(type(a) is Integer or type(a) is Rational for a in args)


@builtin("GCD", attributes=("Flat", "Listable", "OneIdentity", "Orderless", "Protected"),
         usage="GCD[n1, n2, ...] gives the greatest common divisor of the ni.",
         examples=[("GCD[12, 18]", "6"), ("GCD[12, 18, 8]", "2"), ("GCD[1/2, 1/3]", "1/6"),
                   ("GCD[]", "0")])
def gcd(ev, expr):
    args = expr.args
    if not _exact_rationals(args):
        return None
    num = 0
    den = 1
    for a in args:
        f = Fraction(a.value)
        num = math.gcd(num, f.numerator)
        den = den * f.denominator // math.gcd(den, f.denominator)
    return make_rational(num, den)


@builtin("LCM", attributes=("Flat", "Listable", "OneIdentity", "Orderless", "Protected"),
         usage="LCM[n1, n2, ...] gives the least common multiple of the ni.",
         examples=[("LCM[4, 6]", "12"), ("LCM[2, 3, 5]", "30"), ("LCM[1/2, 1/3]", "1"),
                   ("LCM[]", "1")])
def lcm(ev, expr):
    args = expr.args
    if not _exact_rationals(args):
        return None
    num = 1
    den = 0
    for a in args:
        f = Fraction(a.value)
        if f == 0:
            return ZERO
        num = abs(num * f.numerator) // math.gcd(num, f.numerator)
        den = math.gcd(den, f.denominator)
    return make_rational(num, den or 1)


@builtin("Factorial", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="n! gives the factorial of n.",
         examples=[("5!", "120"), ("20!", "2432902008176640000"), ("0!", "1"),
                   ("(1/2)!", "Sqrt[Pi]/2"), ("(-1)!", "ComplexInfinity"),
                   ("3.5!", "11.6317")])
def factorial(ev, expr):
    x = expr.args[0]
    t = type(x)
    if t is Integer:
        n = x.value
        if n < 0:
            return COMPLEX_INFINITY
        if n > MAX_FACTORIAL:
            return None                  # pure-Python bignums: seconds beyond this
        return Integer(math.factorial(n))
    if t is Rational:
        return gamma_exact(Rational(x.value + 1)) if (x.value + 1).denominator != 1 \
            else None
    if _inexact(x):
        if type(x) is Real and float(x.value).is_integer() and x.value < 0:
            return COMPLEX_INFINITY
        from mathilda.numbers.arith import add
        return numeric_apply("Gamma", [add(x, ONE)])
    return None


@builtin("Factorial2", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="n!! gives the double factorial of n.",
         examples=[("5!!", "15"), ("6!!", "48"), ("0!!", "1"), ("(-1)!!", "1"),
                   ("(-3)!!", "-1")])
def factorial2(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer:
        return None
    n = x.value
    if abs(n) > 2 * MAX_FACTORIAL:
        return None
    if n >= 0:
        return Integer(_double_factorial(n))
    if n % 2 == 0:
        return COMPLEX_INFINITY
    # (-2m-1)!! = (-1)^m / (2m-1)!!
    m = (-n - 1) // 2
    return make_rational((-1) ** m, _double_factorial(2 * m - 1))


def _double_factorial(n):
    """n!! for n >= -1: (2m)!! = 2^m m!, (2m-1)!! = (2m)!/(2^m m!)."""
    if n <= 0:
        return 1
    m = (n + 1) // 2
    if n % 2 == 0:
        return math.factorial(n // 2) << (n // 2)
    return math.factorial(2 * m) // (math.factorial(m) << m)


def _binomial_bits(n, k):
    """An upper estimate of the bits of Binomial[n, k] (n >= 0, 0 <= k <= n)."""
    k = min(k, n - k)
    if k <= 0:
        return 1
    return k * (max(n // k, 1).bit_length() + 2)


def _binomial_int(n, k):
    if n >= 0:
        if k < 0 or k > n:
            return 0
        return math.comb(n, k)
    if k >= 0:
        return (-1) ** k * math.comb(-n + k - 1, k)
    if k <= n:
        return (-1) ** (n - k) * math.comb(-k - 1, n - k)
    return 0


@builtin("Binomial", nargs=2, attributes=NUMERIC_LISTABLE,
         usage="Binomial[n, m] gives the binomial coefficient.",
         examples=[("Binomial[10, 3]", "120"), ("Binomial[5, 7]", "0"),
                   ("Binomial[-3, 2]", "6"), ("Binomial[n, 1]", "n"),
                   ("Binomial[5.5, 2]", "12.375")])
def binomial(ev, expr):
    n, k = expr.args
    if type(n) is Integer and type(k) is Integer:
        nv, kv = n.value, k.value
        if nv >= 0:
            big = 0 <= kv <= nv and _binomial_bits(nv, kv) > MAX_RESULT_BITS
        else:
            m = -nv + kv - 1 if kv >= 0 else -kv - 1
            j = kv if kv >= 0 else nv - kv
            big = m >= 0 and 0 <= j <= m and _binomial_bits(m, j) > MAX_RESULT_BITS
        if big:
            return None
        return Integer(_binomial_int(nv, kv))
    if _inexact(n, k):
        return numeric_apply("Binomial", [n, k])
    if type(k) is Integer:
        if k.value == 0:
            return ONE
        if k.value == 1:
            return n
        if k.value < 0 and not n.is_number:
            return None
        if type(n) is Rational and 0 < k.value <= 10000:
            r = Fraction(1)
            for i in range(k.value):
                r *= n.value - i
            return make_rational(r / math.factorial(k.value))
    if n == k:
        return ONE
    return None


def _fib(n):
    """(F(n), F(n+1)) by fast doubling, n >= 0."""
    if n == 0:
        return 0, 1
    a, b = _fib(n >> 1)
    c = a * (2 * b - a)
    d = a * a + b * b
    if n & 1:
        return d, c + d
    return c, d


@builtin("Fibonacci", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Fibonacci[n] gives the nth Fibonacci number.",
         examples=[("Fibonacci[10]", "55"), ("Fibonacci[-8]", "-21"),
                   ("Fibonacci[100]", "354224848179261915075"),
                   ("Fibonacci[1.5]", "0.920442")])
def fibonacci(ev, expr):
    x = expr.args[0]
    if type(x) is Integer:
        n = x.value
        if abs(n) * 7 > MAX_RESULT_BITS * 40:
            return None
        f = _fib(abs(n))[0]
        if n < 0 and n % 2 == 0:
            f = -f
        return Integer(f)
    if _inexact(x):
        return numeric_apply("Fibonacci", [x])
    return None


@builtin("PrimeQ", nargs=1, attributes=("Listable", "Protected"),
         usage="PrimeQ[n] yields True if n is a prime number, and yields False otherwise.",
         examples=[("PrimeQ[7]", "True"), ("PrimeQ[1]", "False"),
                   ("PrimeQ[2^61 - 1]", "True"), ("PrimeQ[x]", "False")])
def prime_q(ev, expr):
    x = expr.args[0]
    if type(x) is Integer:
        return TRUE if is_prime(abs(x.value)) else FALSE
    return FALSE


@builtin("Prime", nargs=1, attributes=("Listable", "Protected"),
         usage="Prime[n] gives the nth prime number.",
         messages={"intpp": "Positive integer argument expected in `1`."},
         examples=[("Prime[1]", "2"), ("Prime[100]", "541"), ("Prime[10^6]", "15485863"),
                   ("Prime[0]", "Prime[0]",
                    ["Prime::intpp: Positive integer argument expected in Prime[0]."])])
def prime(ev, expr):
    x = expr.args[0]
    if type(x) is Integer and x.value >= 1:
        if x.value > 10 ** 9:
            return None
        return Integer(nth_prime(x.value))
    if x.is_number:
        ev.message("Prime", "intpp", expr)
    return None


@builtin("PrimePi", nargs=1, attributes=("Listable", "Protected"),
         usage="PrimePi[x] gives the number of primes less than or equal to x.",
         examples=[("PrimePi[100]", "25"), ("PrimePi[10^6]", "78498"), ("PrimePi[2.5]", "1"),
                   ("PrimePi[-3]", "0")])
def prime_pi_(ev, expr):
    x = expr.args[0]
    if x.is_number and type(x) is not Complex:
        from mathilda.numbers.rounding import floor_int
        n = floor_int(x)
        if n > 10 ** 12:
            return None
        return Integer(prime_pi(n, ev.check_interrupt))
    return None


@builtin("FactorInteger", nargs=1, attributes=("Listable", "Protected"),
         usage="FactorInteger[n] gives a list of the prime factors of the integer n, "
               "together with their exponents.",
         messages={"exact": "Argument `1` is not an exact number."},
         examples=[("FactorInteger[360]", "{{2, 3}, {3, 2}, {5, 1}}"),
                   ("FactorInteger[-10]", "{{-1, 1}, {2, 1}, {5, 1}}"),
                   ("FactorInteger[2/9]", "{{2, 1}, {3, -2}}"),
                   ("FactorInteger[1]", "{{1, 1}}")])
def factor_integer(ev, expr):
    x = expr.args[0]
    if type(x) is Integer or type(x) is Rational:
        f = Fraction(x.value)
        n, d = f.numerator, f.denominator
        if n == 0:
            return list_of([list_of([ZERO, ONE])])
        pairs = []
        if n < 0:
            pairs.append((-1, 1))
        if abs(n) == 1 and d == 1:
            return list_of([list_of([Integer(n), ONE])])
        facs = dict(factorint(abs(n), tick=ev.check_interrupt)) if abs(n) > 1 else {}
        if d > 1:
            for p, e in factorint(d, tick=ev.check_interrupt).items():
                facs[p] = -e
        pairs.extend(sorted(facs.items()))
        return list_of([list_of([Integer(p), Integer(e)]) for p, e in pairs])
    if x.is_number:
        ev.message("FactorInteger", "exact", x)
    return None


@builtin("Divisors", nargs=1, attributes=("Listable", "Protected"),
         usage="Divisors[n] gives a list of the integers that divide n.",
         examples=[("Divisors[12]", "{1, 2, 3, 4, 6, 12}"), ("Divisors[-7]", "{1, 7}"),
                   ("Divisors[1]", "{1}")])
def divisors_(ev, expr):
    x = expr.args[0]
    if type(x) is Integer and x.value != 0:
        return list_of([Integer(d) for d in divisors(x.value, ev.check_interrupt)])
    return None


def _digits(n, b):
    if n == 0:
        return [0]
    out = []
    if b == 10 and n > 10 ** 50:
        from mathilda.numbers.intstr import int_to_str
        return [ord(c) - 48 for c in int_to_str(n)]
    if b <= 36 and n.bit_length() > 4000:
        import gmpy2        # GMP's base conversion; Python's divmod loop is quadratic
        return [int(c, 36) for c in gmpy2.mpz(n).digits(b)]
    while n:
        n, r = divmod(n, b)
        out.append(r)
    out.reverse()
    return out


@builtin("IntegerDigits", nargs=(1, 3), attributes=("Listable", "Protected"),
         usage="IntegerDigits[n] gives a list of the decimal digits in the integer n. "
               "IntegerDigits[n, b] gives the digits in base b; IntegerDigits[n, b, len] pads "
               "the list on the left with zeros to give a list of length len.",
         messages={"ibase": "Base `1` is not an integer greater than 1."},
         examples=[("IntegerDigits[1234]", "{1, 2, 3, 4}"),
                   ("IntegerDigits[10, 2]", "{1, 0, 1, 0}"),
                   ("IntegerDigits[5, 2, 6]", "{0, 0, 0, 1, 0, 1}"),
                   ("IntegerDigits[-42]", "{4, 2}")])
def integer_digits(ev, expr):
    args = expr.args
    x = args[0]
    if type(x) is not Integer:
        if x.is_number:
            ev.message("IntegerDigits", "int", expr, Integer(1))
        return None
    b = 10
    if len(args) >= 2:
        bb = args[1]
        if type(bb) is not Integer or bb.value < 2:
            ev.message("IntegerDigits", "ibase", bb)
            return None
        b = bb.value
    v = abs(x.value)
    if v.bit_length() > 10000:       # a size guard before the conversion (issue 27)
        import math
        n_digits = int(v.bit_length() / math.log2(b)) + 1
        if len(args) == 3 and type(args[2]) is Integer and 0 <= args[2].value < n_digits:
            pass                         # (the last len digits are still all converted)
        if not ev.check_size(n_digits, "IntegerDigits"):
            return None
    ds = _digits(v, b)
    if len(args) == 3:
        ln = args[2]
        if type(ln) is not Integer or ln.value < 0:
            ev.message("IntegerDigits", "intnn", expr, Integer(3))
            return None
        k = ln.value
        ds = ([0] * (k - len(ds)) + ds) if k >= len(ds) else ds[len(ds) - k:]
    return list_of([Integer(d) for d in ds])


@builtin("FromDigits", nargs=(1, 2),
         usage="FromDigits[list] constructs an integer from the list of its decimal digits. "
               "FromDigits[list, b] takes the digits to be given in base b; "
               "FromDigits[{{d1, ..., {c1, ...}}, e}, b] inverts RealDigits.",
         examples=[("FromDigits[{1, 2, 3}]", "123"), ("FromDigits[{1, 0, 1}, 2]", "5"),
                   ("FromDigits[\"ff\", 16]", "255"), ("FromDigits[{a, b, c}, x]",
                                                       "c + x (b + a x)"),
                   ("FromDigits[{{2, {7, 1, 4, 2, 8, 5}}, 1}]", "19/7"),
                   ("FromDigits[{{1, 2, 5}, 0}]", "1/8"),
                   ("FromDigits[{{1, {0, 1}}, 1}, 2]", "4/3")])
def from_digits(ev, expr):
    args = expr.args
    x = args[0]
    b = args[1] if len(args) == 2 else Integer(10)
    if type(x) is String:
        if type(b) is not Integer:
            return None
        try:
            if b.value == 10:
                from mathilda.numbers.intstr import str_to_int
                return Integer(str_to_int(x.value))
            return Integer(int(x.value, b.value))
        except ValueError:
            return None
    if not (isinstance(x, Expression) and x.head is S.List):
        return None
    ds = x.args
    if len(ds) == 2 and type(ds[1]) is Integer and type(b) is Integer and b.value > 1 \
            and isinstance(ds[0], Expression) and ds[0].head is S.List:
        return _from_real_digits(ds[0].args, ds[1].value, b.value)
    if type(b) is Integer and all(type(d) is Integer for d in ds):
        r = 0
        bv = b.value
        for d in ds:
            r = r * bv + d.value
        return Integer(r)
    if not ds:
        return ZERO
    # Horner form with symbolic digits or base
    r = ds[0]
    for d in ds[1:]:
        r = Expression(S.Plus, (d, Expression(S.Times, (b, r))))
    return r


def _from_real_digits(ds, e, b):
    """FromDigits[{{d1, ..., {c1, ...}}, e}, b], the inverse of RealDigits: the exact
    rational 0.d1 d2 ... (c1 c2 ...) (the cycle repeated for ever) times b^e."""
    cycle = ()
    if ds and isinstance(ds[-1], Expression) and ds[-1].head is S.List:
        cycle, ds = ds[-1].args, ds[:-1]
    if not all(type(d) is Integer for d in ds) or not all(type(c) is Integer for c in cycle):
        return None
    p = 0
    for d in ds:
        p = p * b + d.value
    v = Fraction(p)
    if cycle:
        c = 0
        for d in cycle:
            c = c * b + d.value
        v += Fraction(c, b ** len(cycle) - 1)
    v = v / Fraction(b) ** len(ds) * Fraction(b) ** e
    return make_rational(v.numerator, v.denominator)


@builtin("PowerMod", nargs=3, attributes=("Listable", "Protected"),
         usage="PowerMod[a, b, n] gives a^b mod n; PowerMod[a, -1, n] the inverse of a "
               "modulo n; PowerMod[a, 1/r, n] the smallest modular r-th root of a, "
               "PowerMod[a, p/q, n] that of a^p.",
         messages={"ninv": "`1` is not invertible modulo `2`.",
                   "root": "The equation x^`1` = `2` (mod `3`) has no integer solutions."},
         examples=[("PowerMod[2, 10, 1000]", "24"), ("PowerMod[3, -1, 7]", "5"),
                   ("PowerMod[2, 1/2, 7]", "3"), ("PowerMod[3, 1/3, 11]", "9"),
                   ("PowerMod[8, 2/3, 13]", "4"), ("PowerMod[2, 10^100, 17]", "1"),
                   ("PowerMod[3, 1/2, 7]", "PowerMod[3, 1/2, 7]",
                    ["PowerMod::root: The equation x^2 = 3 (mod 7) has no integer "
                     "solutions."]),
                   ("PowerMod[2, -1, 4]", "PowerMod[2, -1, 4]",
                    ["PowerMod::ninv: 2 is not invertible modulo 4."])])
def power_mod(ev, expr):
    a, b, n = expr.args
    if type(b) is Rational and type(a) is Integer and type(n) is Integer and n.value:
        return _power_mod_root(ev, a, b, n)
    if not all(type(v) is Integer for v in (a, b, n)) or n.value == 0:
        return None
    try:
        av, bv, nv = a.value, b.value, n.value
        if bv >= 0 and abs(nv) > 1:
            from mathilda.numbers.bigint import powmod      # GMP, interruptible steps
            r = int(powmod(av, bv, abs(nv)))
            return Integer(r % nv)          # Mod[a^b, n]: in (n, 0] for n < 0
        return Integer(pow(av, bv, abs(nv)) if nv > 0 else -pow(av, bv, -nv) % nv)
    except ValueError:
        ev.message("PowerMod", "ninv", a, n)
        return None


def _power_mod_root(ev, a, b, n):
    """PowerMod[a, p/q, n]: the least x >= 0 with x^q = a^p (mod |n|)."""
    from mathilda.algorithms.numbertheory.residues import kth_roots
    f = Fraction(b.value)
    p, q = f.numerator, f.denominator
    m = abs(n.value)
    try:
        t = pow(a.value, p, m)
    except ValueError:
        ev.message("PowerMod", "ninv", a, n)
        return None
    roots = kth_roots(t, q, m)
    if not roots:
        ev.message("PowerMod", "root", Integer(q), Integer(t), Integer(m))
        return None
    return Integer(roots[0])


@builtin("EvenQ", nargs=1, usage="EvenQ[expr] gives True if expr is an even integer, and "
                                 "False otherwise.",
         examples=[("EvenQ[4]", "True"), ("EvenQ[3]", "False"), ("EvenQ[x]", "False")])
def even_q(ev, expr):
    x = expr.args[0]
    return TRUE if type(x) is Integer and x.value % 2 == 0 else FALSE


@builtin("OddQ", nargs=1, usage="OddQ[expr] gives True if expr is an odd integer, and False "
                                "otherwise.",
         examples=[("OddQ[-3]", "True"), ("OddQ[2]", "False"), ("OddQ[1.]", "False")])
def odd_q(ev, expr):
    x = expr.args[0]
    return TRUE if type(x) is Integer and x.value % 2 == 1 else FALSE


@builtin("IntegerQ", nargs=1, usage="IntegerQ[expr] gives True if expr is an integer, and "
                                    "False otherwise.",
         examples=[("IntegerQ[3]", "True"), ("IntegerQ[3.]", "False"),
                   ("IntegerQ[x]", "False")])
def integer_q(ev, expr):
    return TRUE if type(expr.args[0]) is Integer else FALSE

