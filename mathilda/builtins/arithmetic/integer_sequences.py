"""Integer functions and sequences: BernoulliB, EulerE, Subfactorial, AlternatingFactorial,
Fibonorial, PolygonalNumber, RudinShapiro, ThueMorse, MangoldtLambda, LiouvilleLambda,
RamanujanTau, SquaresR, PowersRepresentations, DivisorSum, PrimePowerQ, FareySequence,
FrobeniusNumber, FrobeniusSolve, NumberExpand, PowerModList, MersennePrimeExponent,
PerfectNumber, DeBruijnSequence.

Exact integer arithmetic throughout (mpmath only for numeric values of BernoulliB, EulerE and
Subfactorial at inexact arguments); factorisations come from ``numbers.primes``.
"""

import math
from fractions import Fraction
from functools import lru_cache

from mathilda.algorithms.build import call
from mathilda.algorithms.functions.numeric import mp_apply
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Rational, S, String, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ZERO
from mathilda.numbers.infinity import INFINITY
from mathilda.numbers.precision import EXACT, level
from mathilda.numbers.primes import divisors, factorint

LISTABLE = ("Listable", "Protected")
NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_N = 10 ** 5              # the largest index the product-like sequences accept
MAX_BERNOULLI = 30000        # mpmath's bernfrac: 0.6 s at 3*10^4, 8 s at 10^5, not stoppable
MAX_EULER = 2000             # the exact recurrence is quadratic in big integers


def _int(x):
    return x.value if type(x) is Integer else None


def _fraction_atom(f):
    return make_rational(f.numerator, f.denominator)


def _inexact_number(x):
    return x.is_number and level(x) != EXACT


# --- Bernoulli and Euler numbers and polynomials -------------------------------------------------


def bernoulli_number(n):
    """B_n as a Fraction (B_1 = -1/2), from mpmath's exact bernfrac."""
    from mathilda.numbers.precision import mp
    p, q = mp().bernfrac(n)
    return Fraction(int(p), int(q))


@lru_cache(maxsize=256)
def euler_number(n):
    """E_n, from the recurrence sum_{k even} Binomial[n, k] E_k = 0 (E_0 = 1)."""
    if n % 2:
        return 0
    es = [1]
    for m in range(2, n + 1, 2):
        s = 0
        c = 1                                 # Binomial[m, k] for k = 0, 2, 4, ...
        k = 0
        while k < m:
            s += c * es[k // 2]
            c = c * (m - k) * (m - k - 1) // ((k + 1) * (k + 2))
            k += 2
        es.append(-s)
    return es[n // 2]


def _polynomial(ev, coeffs, x):
    """sum coeffs[k] x^k, evaluated."""
    terms = [call(S.Times, _fraction_atom(Fraction(c)), call(S.Power, x, Integer(k)))
             for k, c in enumerate(coeffs) if c]
    if not terms:
        return ZERO
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


def _check_index(ev, name, n, limit=MAX_N):
    if n > limit:
        ev.message(name, "large", Integer(n))
        return False
    return True


_LARGE = {"large": "The index `1` is too large for an exact computation here."}


@builtin("BernoulliB", nargs=(1, 2), attributes=NUMERIC_LISTABLE, messages=_LARGE,
         usage="BernoulliB[n] gives the Bernoulli number B_n. BernoulliB[n, x] gives the "
               "Bernoulli polynomial B_n(x).",
         examples=[("BernoulliB[4]", "-1/30"), ("BernoulliB[1]", "-1/2"),
                   ("BernoulliB[Range[0, 6]]", "{1, -1/2, 1/6, 0, -1/30, 0, 1/42}"),
                   ("BernoulliB[2, x]", "1/6 - x + x^2"), ("BernoulliB[3, 1/2]", "0"),
                   ("BernoulliB[20]", "-174611/330"), ("BernoulliB[3, 2.5]", "7.5")])
def bernoulli_b(ev, expr):
    args = expr.args
    n = _int(args[0])
    if n is None or n < 0:
        return None
    if not _check_index(ev, "BernoulliB", n, MAX_BERNOULLI):
        return None
    if len(args) == 1:
        return _fraction_atom(bernoulli_number(n))
    x = args[1]
    coeffs = [Fraction(math.comb(n, k)) * bernoulli_number(n - k) for k in range(n + 1)]
    if _inexact_number(x):
        return mp_apply(lambda m, v: m.bernpoly(n, v), [x])
    return _polynomial(ev, coeffs, x)


@builtin("EulerE", nargs=(1, 2), attributes=NUMERIC_LISTABLE, messages=_LARGE,
         usage="EulerE[n] gives the Euler number E_n. EulerE[n, x] gives the Euler "
               "polynomial E_n(x).",
         examples=[("EulerE[4]", "5"), ("EulerE[Range[0, 8]]", "{1, 0, -1, 0, 5, 0, -61, 0, "
                                                           "1385}"),
                   ("EulerE[2, x]", "-x + x^2"), ("EulerE[3, x]", "1/4 - (3 x^2)/2 + x^3"),
                   ("EulerE[10]", "-50521"), ("EulerE[2, 0.5]", "-0.25")])
def euler_e(ev, expr):
    args = expr.args
    n = _int(args[0])
    if n is None or n < 0:
        return None
    if not _check_index(ev, "EulerE", n, MAX_EULER):
        return None
    if len(args) == 1:
        return Integer(euler_number(n))
    x = args[1]
    if _inexact_number(x):
        return mp_apply(lambda m, v: m.eulerpoly(n, v), [x])
    # E_n(x) = sum_k Binomial[n, k] E_k/2^k (x - 1/2)^(n - k), expanded
    coeffs = [Fraction(0)] * (n + 1)
    for k in range(n + 1):
        c = Fraction(math.comb(n, k) * euler_number(k), 2 ** k)
        if not c:
            continue
        m = n - k
        for j in range(m + 1):          # (x - 1/2)^m
            coeffs[j] += c * math.comb(m, j) * Fraction(-1, 2) ** (m - j)
    return _polynomial(ev, coeffs, x)


# --- factorial-like integer functions ----------------------------------------------------------


@lru_cache(maxsize=64)
def _subfactorial(n):
    a, b = 1, 0                        # !0, !1
    if n == 0:
        return 1
    for k in range(2, n + 1):
        a, b = b, (k - 1) * (a + b)
    return b


@builtin("Subfactorial", nargs=1, attributes=NUMERIC_LISTABLE, messages=_LARGE,
         usage="Subfactorial[n] gives the number of permutations of n objects that leave no "
               "object fixed (derangements).",
         examples=[("Subfactorial[5]", "44"), ("Subfactorial[Range[0, 6]]",
                                               "{1, 0, 1, 2, 9, 44, 265}"),
                   ("Subfactorial[20]", "895014631192902121"), ("Subfactorial[x]",
                                                                 "Subfactorial[x]")])
def subfactorial(ev, expr):
    x = expr.args[0]
    n = _int(x)
    if n is not None:
        if n < 0:
            return None
        if not _check_index(ev, "Subfactorial", n):
            return None
        return Integer(_subfactorial(n))
    return None


@builtin("AlternatingFactorial", nargs=1, attributes=NUMERIC_LISTABLE, messages=_LARGE,
         usage="AlternatingFactorial[n] gives the alternating factorial n! - (n - 1)! + "
               "(n - 2)! - ... +- 1!.",
         examples=[("AlternatingFactorial[5]", "101"),
                   ("AlternatingFactorial[Range[6]]", "{1, 1, 5, 19, 101, 619}"),
                   ("AlternatingFactorial[0]", "0"),
                   ("AlternatingFactorial[x]", "AlternatingFactorial[x]")])
def alternating_factorial(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 0 or not _check_index(ev, "AlternatingFactorial", n):
        return None
    s, f = 0, 1
    for k in range(1, n + 1):
        f *= k
        s = f - s
        if not k & 1023:
            ev.check_interrupt()
    return Integer(s)


@builtin("Fibonorial", nargs=1, attributes=NUMERIC_LISTABLE, messages=_LARGE,
         usage="Fibonorial[n] gives the product of the first n Fibonacci numbers.",
         examples=[("Fibonorial[5]", "30"), ("Fibonorial[Range[0, 7]]",
                                             "{1, 1, 1, 2, 6, 30, 240, 3120}"),
                   ("Fibonorial[x]", "Fibonorial[x]")])
def fibonorial(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 0 or not _check_index(ev, "Fibonorial", n):
        return None
    p, a, b = 1, 1, 1
    for k in range(n):
        p *= a
        a, b = b, a + b
        if not k & 1023:
            ev.check_interrupt()
    return Integer(p)


@builtin("PolygonalNumber", nargs=(1, 2), attributes=LISTABLE,
         usage="PolygonalNumber[n] gives the n-th triangular number. PolygonalNumber[r, n] "
               "gives the n-th r-gonal number.",
         examples=[("PolygonalNumber[4]", "10"), ("PolygonalNumber[Range[6]]",
                                                  "{1, 3, 6, 10, 15, 21}"),
                   ("PolygonalNumber[5, Range[5]]", "{1, 5, 12, 22, 35}"),
                   ("PolygonalNumber[n]", "1/2 n (1 + n)"),
                   ("PolygonalNumber[r, 3]", "3 (-1 + r)")])
def polygonal_number(ev, expr):
    args = expr.args
    r, n = (Integer(3), args[0]) if len(args) == 1 else args
    if type(r) is Integer and type(n) is Integer:
        rv, nv = r.value, n.value
        return Integer(((rv - 2) * nv * nv - (rv - 4) * nv) // 2)
    if any(x is TRUE or x is FALSE or type(x) is String for x in (r, n)):
        return None     # not a number nor a symbolic quantity: Factor would hand SymPy a Boolean
    body = call(S.Times, make_rational(1, 2), n, call(S.Plus, call(S.Times, call(
        S.Plus, r, Integer(-2)), n), call(S.Plus, Integer(4), call(S.Times, Integer(-1), r))))
    r = ev.evaluate(call(S.Factor, body))
    return r


@builtin("RudinShapiro", nargs=1, attributes=LISTABLE,
         usage="RudinShapiro[n] gives the n-th term of the Rudin-Shapiro sequence: (-1) to the "
               "number of (possibly overlapping) 11 blocks in the binary digits of n.",
         examples=[("RudinShapiro[Range[0, 7]]", "{1, 1, 1, -1, 1, 1, -1, 1}"),
                   ("RudinShapiro[3]", "-1"), ("RudinShapiro[x]", "RudinShapiro[x]")])
def rudin_shapiro(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 0:
        return None
    return Integer(-1 if bin(n & (n >> 1)).count("1") % 2 else 1)


@builtin("ThueMorse", nargs=1, attributes=LISTABLE,
         usage="ThueMorse[n] gives the n-th term of the Thue-Morse sequence: the parity of the "
               "number of 1s in the binary digits of n.",
         examples=[("ThueMorse[Range[0, 7]]", "{0, 1, 1, 0, 1, 0, 0, 1}"),
                   ("ThueMorse[1000]", "0"), ("ThueMorse[x]", "ThueMorse[x]")])
def thue_morse(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 0:
        return None
    return Integer(bin(n).count("1") % 2)


# --- arithmetic functions -----------------------------------------------------------------------


@builtin("MangoldtLambda", nargs=1, attributes=LISTABLE,
         usage="MangoldtLambda[n] gives the von Mangoldt function: Log[p] if n is a power of "
               "the prime p, and 0 otherwise.",
         examples=[("MangoldtLambda[8]", "Log[2]"), ("MangoldtLambda[6]", "0"),
                   ("MangoldtLambda[Range[5]]", "{0, Log[2], Log[3], Log[2], Log[5]}"),
                   ("MangoldtLambda[x]", "MangoldtLambda[x]")])
def mangoldt_lambda(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 1:
        return None
    if n == 1:
        return ZERO
    f = factorint(n, tick=ev.check_interrupt)
    if len(f) != 1:
        return ZERO
    return call(S.Log, Integer(next(iter(f))))


@builtin("LiouvilleLambda", nargs=1, attributes=LISTABLE,
         usage="LiouvilleLambda[n] gives the Liouville function (-1)^Omega(n), Omega(n) the "
               "number of prime factors of n counted with multiplicity.",
         examples=[("LiouvilleLambda[12]", "-1"), ("LiouvilleLambda[Range[8]]",
                                                   "{1, -1, -1, 1, -1, 1, -1, -1}"),
                   ("LiouvilleLambda[x]", "LiouvilleLambda[x]")])
def liouville_lambda(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 1:
        return None
    omega = sum(factorint(n, tick=ev.check_interrupt).values()) if n > 1 else 0
    return Integer(-1 if omega % 2 else 1)


@builtin("PrimePowerQ", nargs=1, attributes=LISTABLE,
         usage="PrimePowerQ[n] gives True if n is a power of a prime (p^k with k >= 1), and "
               "False otherwise.",
         examples=[("PrimePowerQ[27]", "True"), ("PrimePowerQ[12]", "False"),
                   ("PrimePowerQ[1]", "False"), ("PrimePowerQ[-8]", "True"),
                   ("Select[Range[20], PrimePowerQ]",
                    "{2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19}"), ("PrimePowerQ[x]", "False")])
def prime_power_q(ev, expr):
    n = _int(expr.args[0])
    if n is None or abs(n) < 2:
        return FALSE
    return TRUE if len(factorint(abs(n), tick=ev.check_interrupt)) == 1 else FALSE


def _tau_table(n):
    """tau(1..n): the coefficients of q prod_k (1 - q^k)^24, by the power-series recurrence
    for the 24th power of Euler's function (the Euler function's sparse pentagonal series)."""
    # Euler's function prod (1 - q^k) = sum (-1)^j q^(j(3j-1)/2) over all integers j
    eul = [0] * n
    j = 0
    while True:
        done = True
        for jj in (j, -j) if j else (0,):
            e = jj * (3 * jj - 1) // 2
            if e < n:
                eul[e] += -1 if jj % 2 else 1
                done = False
        if done and j:
            break
        j += 1
    # P^24 by the J. C. P. Miller recurrence: a_m = 1/(m a0) sum_{k=1}^m (24 k - m + k) ...
    a = [0] * n
    a[0] = 1
    for m in range(1, n):
        s = 0
        for k in range(1, m + 1):
            if eul[k]:
                s += (24 * k - (m - k)) * eul[k] * a[m - k]
        a[m] = s // m
    return a


@builtin("RamanujanTau", nargs=1, attributes=LISTABLE, messages=_LARGE,
         usage="RamanujanTau[n] gives the Ramanujan tau function, the coefficient of q^n in "
               "q prod_k (1 - q^k)^24.",
         examples=[("RamanujanTau[Range[6]]", "{1, -24, 252, -1472, 4830, -6048}"),
                   ("RamanujanTau[12]", "-370944"), ("RamanujanTau[0]", "0"),
                   ("RamanujanTau[x]", "RamanujanTau[x]")])
def ramanujan_tau(ev, expr):
    n = _int(expr.args[0])
    if n is None:
        return None
    if n <= 0:
        return ZERO
    if n > 20000:
        ev.message("RamanujanTau", "large", Integer(n))
        return None
    return Integer(_tau_table(n)[n - 1])


@builtin("SquaresR", nargs=2, attributes=LISTABLE, messages=_LARGE,
         usage="SquaresR[d, n] gives the number of ways of writing n as a sum of d squares of "
               "integers (signs and order distinguished).",
         examples=[("SquaresR[2, 5]", "8"), ("SquaresR[4, 10]", "144"),
                   ("SquaresR[3, Range[6]]", "{6, 12, 8, 6, 24, 24}"), ("SquaresR[2, 3]", "0"),
                   ("SquaresR[d, 4]", "SquaresR[d, 4]")])
def squares_r(ev, expr):
    d, n = _int(expr.args[0]), _int(expr.args[1])
    if d is None or n is None or d < 0:
        return None
    if n < 0:
        return ZERO
    if n > 10 ** 7 or d * n * math.isqrt(n + 1) > 10 ** 9:
        ev.message("SquaresR", "large", Integer(n))
        return None
    # r_d(m) for m = 0..n by convolving d times with the theta series
    theta = [0] * (n + 1)
    k = 0
    while k * k <= n:
        theta[k * k] += 1 if k == 0 else 2
        k += 1
    r = [1] + [0] * n
    squares = [m for m in range(n + 1) if theta[m]]
    for _ in range(d):
        new = [0] * (n + 1)
        for m in range(n + 1):
            if r[m]:
                rm = r[m]
                for s in squares:
                    if m + s > n:
                        break
                    new[m + s] += rm * theta[s]
            if not m & 4095:
                ev.check_interrupt()
        r = new
        ev.check_interrupt()
    return Integer(r[n])


@builtin("PowersRepresentations", nargs=3, attributes=("Protected",),
         usage="PowersRepresentations[n, k, p] gives the distinct representations of n as a "
               "sum of k non-negative p-th powers, each as a non-decreasing list of the bases.",
         examples=[("PowersRepresentations[50, 2, 2]", "{{1, 7}, {5, 5}}"),
                   ("PowersRepresentations[1729, 2, 3]", "{{1, 12}, {9, 10}}"),
                   ("PowersRepresentations[10, 3, 2]", "{{0, 1, 3}}"),
                   ("PowersRepresentations[3, 2, 2]", "{}")])
def powers_representations(ev, expr):
    n, k, p = (_int(a) for a in expr.args)
    if n is None or k is None or p is None or n < 0 or k < 1 or p < 1:
        return None
    out = []

    def rec(rest, parts, lo):
        ev.check_interrupt()
        if parts == 1:
            b = round(rest ** (1 / p)) if rest else 0
            for c in (b - 1, b, b + 1):
                if c >= lo and c >= 0 and c ** p == rest:
                    yield [c]
            return
        b = lo
        while parts * b ** p <= rest:
            for tail in rec(rest - b ** p, parts - 1, b):
                yield [b] + tail
            b += 1

    for rep in rec(n, k, 0):
        out.append(Expression(S.List, tuple(Integer(c) for c in rep)))
    return Expression(S.List, tuple(out))


@builtin("DivisorSum", nargs=(2, 3), attributes=("Protected",),
         usage="DivisorSum[n, form] gives the sum of form[d] over the divisors d of n. "
               "DivisorSum[n, form, cond] includes only the divisors for which cond[d] is "
               "True.",
         examples=[("DivisorSum[20, #^2 &]", "546"), ("DivisorSum[12, f]",
                                                     "f[1] + f[2] + f[3] + f[4] + f[6] + "
                                                     "f[12]"),
                   ("DivisorSum[30, # &, PrimeQ]", "10"), ("DivisorSum[1, g]", "g[1]"),
                   ("DivisorSum[n, f]", "DivisorSum[n, f]")])
def divisor_sum(ev, expr):
    args = expr.args
    n = _int(args[0])
    if n is None or n < 1:
        return None
    terms = []
    for d in divisors(n, tick=ev.check_interrupt):
        dd = Integer(d)
        if len(args) == 3 and ev.evaluate(Expression(args[2], (dd,))) is not TRUE:
            continue
        terms.append(Expression(args[1], (dd,)))
    if not terms:
        return ZERO
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


# --- sequences of numbers ---------------------------------------------------------------------


@builtin("FareySequence", nargs=(1, 2), attributes=LISTABLE, messages=_LARGE,
         usage="FareySequence[n] gives the Farey sequence of order n: the fractions between 0 "
               "and 1 with denominators at most n, in increasing order. FareySequence[n, k] "
               "gives its k-th element.",
         examples=[("FareySequence[4]", "{0, 1/4, 1/3, 1/2, 2/3, 3/4, 1}"),
                   ("FareySequence[1]", "{0, 1}"), ("FareySequence[5, 3]", "1/4"),
                   ("Length[FareySequence[10]]", "33")])
def farey_sequence(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 1:
        return None
    if n > 3000:
        ev.message("FareySequence", "large", Integer(n))
        return None
    seq = []
    a, b, c, d = 0, 1, 1, n
    seq.append(Fraction(0))
    while c <= n:
        k = (n + b) // d
        a, b, c, d = c, d, k * c - a, k * d - b
        seq.append(Fraction(a, b))
    if len(expr.args) == 2:
        k = _int(expr.args[1])
        if k is None or not 1 <= k <= len(seq):
            return None
        return _fraction_atom(seq[k - 1])
    return Expression(S.List, tuple(_fraction_atom(f) for f in seq))


def _positive_ints(x):
    if isinstance(x, Expression) and x.head is S.List and x.args and all(
            type(a) is Integer and a.value > 0 for a in x.args):
        return [a.value for a in x.args]
    return None


@builtin("FrobeniusNumber", nargs=1, attributes=("Protected",),
         usage="FrobeniusNumber[{a1, ..., an}] gives the largest integer that cannot be "
               "written as a non-negative integer combination of the ai.",
         examples=[("FrobeniusNumber[{3, 5}]", "7"), ("FrobeniusNumber[{6, 9, 20}]", "43"),
                   ("FrobeniusNumber[{1, 7}]", "-1"), ("FrobeniusNumber[{4, 6}]", "Infinity"),
                   ("FrobeniusNumber[{12, 16, 20, 27}]", "89")])
def frobenius_number(ev, expr):
    a = _positive_ints(expr.args[0])
    if a is None:
        return None
    if math.gcd(*a) != 1:
        return INFINITY
    a = sorted(set(a))
    m = a[0]
    if m == 1:
        return Integer(-1)
    if m > 10 ** 6:
        return None
    # shortest paths in the residue graph mod m (round-robin: Boecker & Liptak)
    inf = float("inf")
    dist = [inf] * m
    dist[0] = 0
    for ai in a[1:]:
        g = math.gcd(m, ai)
        for r in range(g):
            # the cycle through residues r, r + ai, ... ; start at its minimum
            best = min(range(r, m, g), key=lambda q: dist[q])
            if dist[best] == inf:
                continue
            q = best
            for _ in range(m // g):
                nq = (q + ai) % m
                if dist[q] + ai < dist[nq]:
                    dist[nq] = dist[q] + ai
                q = nq
        ev.check_interrupt()
    return Integer(max(dist) - m)


class _TooLarge(Exception):
    """FrobeniusSolve's solutions outgrew $MaxResultSize."""


@builtin("FrobeniusSolve", nargs=(2, 3), attributes=("Protected",),
         usage="FrobeniusSolve[{a1, ..., an}, b] gives the lists {x1, ..., xn} of non-negative "
               "integers with a1 x1 + ... + an xn == b. FrobeniusSolve[{a1, ..., an}, b, m] "
               "gives at most m of them.",
         examples=[("FrobeniusSolve[{2, 3}, 10]", "{{2, 2}, {5, 0}}"),
                   ("FrobeniusSolve[{1, 5, 10}, 12]",
                    "{{2, 0, 1}, {2, 2, 0}, {7, 1, 0}, {12, 0, 0}}"),
                   ("FrobeniusSolve[{4, 6}, 7]", "{}"),
                   ("Length[FrobeniusSolve[{1, 5, 10, 25, 50, 100}, 100]]", "293")])
def frobenius_solve(ev, expr):
    a = _positive_ints(expr.args[0])
    b = _int(expr.args[1])
    if a is None or b is None:
        return None
    limit = None
    if len(expr.args) == 3:
        limit = _int(expr.args[2])
        if limit is None or limit < 0:
            return None
    n = len(a)
    sols = []
    g_suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        g_suffix[i] = math.gcd(a[i], g_suffix[i + 1])

    def rec(i, rest, prefix):
        if limit is not None and len(sols) >= limit:
            return
        if i == n - 1:
            if rest % a[i] == 0:
                sols.append(prefix + [rest // a[i]])
                if len(sols) % 4096 == 0 and not ev.check_size(len(sols) * n,
                                                               "FrobeniusSolve"):
                    raise _TooLarge()
            return
        ev.check_interrupt()
        for x in range(rest // a[i] + 1):
            r = rest - x * a[i]
            if r % g_suffix[i + 1] == 0:
                rec(i + 1, r, prefix + [x])
            if limit is not None and len(sols) >= limit:
                return

    if b >= 0:
        try:
            rec(0, b, [])
        except _TooLarge:
            return None
    return Expression(S.List, tuple(Expression(S.List, tuple(Integer(x) for x in s))
                                    for s in sols))


@builtin("NumberExpand", nargs=(1, 3), attributes=("Listable", "Protected"),
         usage="NumberExpand[x] gives the digits of x multiplied by their place values, as a "
               "list. NumberExpand[x, b] uses base b; NumberExpand[x, b, len] gives len terms.",
         examples=[("NumberExpand[1234]", "{1000, 200, 30, 4}"),
                   ("NumberExpand[-507]", "{-500, 0, -7}"),
                   ("NumberExpand[10, 2]", "{8, 0, 2, 0}"),
                   ("NumberExpand[12, 10, 4]", "{0, 0, 10, 2}")])
def number_expand(ev, expr):
    args = expr.args
    x = _int(args[0])
    b = _int(args[1]) if len(args) > 1 else 10
    if x is None or b is None or b < 2:
        return None
    sign = -1 if x < 0 else 1
    x = abs(x)
    digits = []
    while x:
        x, d = divmod(x, b)
        digits.append(d)
    if not digits:
        digits = [0]
    if len(args) == 3:
        ln = _int(args[2])
        if ln is None or ln < 0:
            return None
        digits = (digits + [0] * ln)[:ln]
    terms = [sign * d * b ** k for k, d in enumerate(digits)]
    return Expression(S.List, tuple(Integer(t) for t in reversed(terms)))


@builtin("PowerModList", nargs=3, attributes=("Listable", "Protected"),
         usage="PowerModList[a, s/r, m] gives the list of all x modulo m for which x^r is "
               "congruent to a^s modulo m.",
         examples=[("PowerModList[2, 1/2, 7]", "{3, 4}"), ("PowerModList[3, 1/3, 13]", "{}"),
                   ("PowerModList[4, 1/2, 15]", "{2, 7, 8, 13}"),
                   ("PowerModList[2, 3, 7]", "{1}")])
def power_mod_list(ev, expr):
    a, e, m = expr.args
    av, mv = _int(a), _int(m)
    if av is None or mv is None or mv < 1:
        return None
    if type(e) is Integer:
        s, r = e.value, 1
    elif type(e) is Rational:
        s, r = e.value.numerator, e.value.denominator
    else:
        return None
    if mv > 10 ** 6:
        return None
    if s < 0:
        if math.gcd(av, mv) != 1:
            return Expression(S.List, ())
        target = pow(pow(av, -1, mv), -s, mv)
    else:
        target = pow(av, s, mv)
    xs = [x for x in range(mv) if pow(x, r, mv) == target % mv]
    return Expression(S.List, tuple(Integer(x) for x in xs))


# the exponents p of the known Mersenne primes 2^p - 1, in increasing order
MERSENNE_EXPONENTS = (
    2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127, 521, 607, 1279, 2203, 2281, 3217, 4253,
    4423, 9689, 9941, 11213, 19937, 21701, 23209, 44497, 86243, 110503, 132049, 216091,
    756839, 859433, 1257787, 1398269, 2976221, 3021377, 6972593, 13466917, 20996011,
    24036583, 25964951, 30402457, 32582657, 37156667, 42643801, 43112609, 57885161,
    74207281, 77232917, 82589933, 136279841)
VERIFIED_MERSENNE = 48        # the ones known to be consecutive


@builtin("MersennePrimeExponent", nargs=1, attributes=LISTABLE,
         usage="MersennePrimeExponent[n] gives the exponent of the n-th Mersenne prime.",
         examples=[("MersennePrimeExponent[Range[10]]",
                    "{2, 3, 5, 7, 13, 17, 19, 31, 61, 89}"),
                   ("MersennePrimeExponent[48]", "57885161"),
                   ("MersennePrimeExponent[x]", "MersennePrimeExponent[x]")])
def mersenne_prime_exponent(ev, expr):
    n = _int(expr.args[0])
    if n is None or not 1 <= n <= VERIFIED_MERSENNE:
        return None
    return Integer(MERSENNE_EXPONENTS[n - 1])


@builtin("PerfectNumber", nargs=1, attributes=LISTABLE,
         usage="PerfectNumber[n] gives the n-th perfect number.",
         examples=[("PerfectNumber[Range[5]]", "{6, 28, 496, 8128, 33550336}"),
                   ("PerfectNumber[8]", "2305843008139952128"),
                   ("PerfectNumber[x]", "PerfectNumber[x]")])
def perfect_number(ev, expr):
    n = _int(expr.args[0])
    if n is None or not 1 <= n <= 20:
        return None
    p = MERSENNE_EXPONENTS[n - 1]
    return Integer(2 ** (p - 1) * (2 ** p - 1))


@builtin("DeBruijnSequence", nargs=2, attributes=("Protected",),
         usage="DeBruijnSequence[list, n] gives a de Bruijn sequence on the elements of list: "
               "a cyclic sequence in which every length-n string of the elements appears "
               "once.",
         examples=[("DeBruijnSequence[{0, 1}, 3]", "{0, 0, 0, 1, 0, 1, 1, 1}"),
                   ("DeBruijnSequence[{a, b}, 2]", "{a, a, b, b}"),
                   ("Length[DeBruijnSequence[{1, 2, 3}, 4]]", "81"),
                   ("DeBruijnSequence[{x}, 3]", "{x}")])
def de_bruijn_sequence(ev, expr):
    lst, n = expr.args
    nv = _int(n)
    if not (isinstance(lst, Expression) and lst.head is S.List and lst.args) or \
            nv is None or nv < 1:
        return None
    elems = lst.args
    k = len(elems)
    if k ** nv > 10 ** 7:
        return None
    # the FKM algorithm: Lyndon words of length dividing n, in lexicographic order
    a = [0] * (k * nv + 1)
    seq = []

    def db(t, p):
        if t > nv:
            if nv % p == 0:
                seq.extend(a[1:p + 1])
            return
        a[t] = a[t - p]
        db(t + 1, p)
        for j in range(a[t - p] + 1, k):
            a[t] = j
            db(t + 1, t)

    db(1, 1)
    return Expression(S.List, tuple(elems[i] for i in seq))
