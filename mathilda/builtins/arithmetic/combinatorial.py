"""Combinatorial numbers: IntegerPartitions, PartitionsP, PartitionsQ, StirlingS1, StirlingS2,
CatalanNumber, BellB, LucasL, Multinomial.

Exact integer arithmetic in pure Python; numeric values for inexact arguments go through
``special_functions.mp_apply`` (mpmath at the precision of the arguments).
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import list_of
from mathilda.core.expr import Complex, Expression, Integer, Rational, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.precision import EXACT, level

LISTABLE = ("Listable", "Protected")
NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_N = 100000            # exact combinatorial numbers beyond this index stay unevaluated
MAX_WORK = 4000000        # bound on the big-integer operations of a triangle recurrence


def _inexact(*xs):
    return all(x.is_number for x in xs) and any(level(x) != EXACT for x in xs)


def _mp(fn, args):
    from mathilda.algorithms.functions.numeric import mp_apply
    return mp_apply(fn, args)


def _polynomial(ev, coeffs, x):
    """sum c_k x^k (coeffs: {k: int}) as an evaluated expression."""
    terms = []
    for k in sorted(coeffs):
        c = coeffs[k]
        if c == 0:
            continue
        if k == 0:
            terms.append(Integer(c))
        else:
            p = x if k == 1 else Expression(S.Power, (x, Integer(k)))
            terms.append(p if c == 1 else Expression(S.Times, (Integer(c), p)))
    if not terms:
        return ZERO
    return ev.evaluate(terms[0] if len(terms) == 1 else Expression(S.Plus, tuple(terms)))


# --- partitions -------------------------------------------------------------------------------

_P = [1]                   # the partition numbers p(0), p(1), ... computed so far


def partitions_p(n):
    """p(n), the number of unrestricted partitions of n >= 0."""
    if n < len(_P):
        return _P[n]
    if n > 3000:
        from sympy.functions.combinatorial.numbers import partition
        return int(partition(n))
    for m in range(len(_P), n + 1):
        total = 0
        k = 1
        while True:
            g1 = k * (3 * k - 1) // 2
            if g1 > m:
                break
            g2 = k * (3 * k + 1) // 2
            t = _P[m - g1] + (_P[m - g2] if g2 <= m else 0)
            total += t if k % 2 else -t
            k += 1
        _P.append(total)
    return _P[n]


def partitions_q(n):
    """q(n), the number of partitions of n >= 0 into distinct parts: Q(x) = P(x) E(x^2) with
    Euler's pentagonal series E(x) = sum (-1)^k x^(k(3k-1)/2)."""
    total = 0
    k = 0
    while True:
        done = True
        for j in ((k,) if k == 0 else (k, -k)):
            g = j * (3 * j - 1)          # 2 * pentagonal number of j
            if g <= n:
                done = False
                t = partitions_p(n - g)
                total += -t if j % 2 else t
        if done and k > 0:
            break
        k += 1
    return total


@builtin("PartitionsP", nargs=1, attributes=LISTABLE,
         usage="PartitionsP[n] gives the number p(n) of unrestricted partitions of the "
               "integer n.",
         examples=[("PartitionsP[10]", "42"), ("PartitionsP[0]", "1"), ("PartitionsP[-1]", "0"),
                   ("PartitionsP[100]", "190569292"),
                   ("PartitionsP[{1, 2, 3, 4, 5}]", "{1, 2, 3, 5, 7}")])
def partitions_p_(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer or x.value > 10 * MAX_N:
        return None
    return Integer(partitions_p(x.value) if x.value >= 0 else 0)


@builtin("PartitionsQ", nargs=1, attributes=LISTABLE,
         usage="PartitionsQ[n] gives the number q(n) of partitions of the integer n into "
               "distinct parts.",
         examples=[("PartitionsQ[10]", "10"), ("PartitionsQ[0]", "1"), ("PartitionsQ[-3]", "0"),
                   ("PartitionsQ[100]", "444793")])
def partitions_q_(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer or x.value > MAX_N:
        return None
    return Integer(partitions_q(x.value) if x.value >= 0 else 0)


def _kspec(x):
    """(kmin, kmax, dk) for IntegerPartitions' second argument (kmax None: no bound)."""
    if x is S.All:
        return 0, None, 1
    if type(x) is Integer and x.value >= 0:
        return 0, x.value, 1
    if x == Expression(S.DirectedInfinity, (ONE,)):
        return 0, None, 1
    if isinstance(x, Expression) and x.head is S.List and 1 <= len(x.args) <= 3 and all(
            type(a) is Integer for a in x.args):
        vals = [a.value for a in x.args]
        if len(vals) == 1:
            return vals[0], vals[0], 1
        if len(vals) == 2:
            return vals[0], vals[1], 1
        if vals[2] > 0:
            return vals[0], vals[1], vals[2]
    return None


def _rat(x):
    if type(x) is Integer or type(x) is Rational:
        return Fraction(x.value)
    return None


def _all_partitions(ev, n, limit):
    """All partitions of the integer n >= 1 in reverse lexicographic order (tuples), by
    Zoghbi and Stojmenovic's algorithm ZS1."""
    x = [1] * (n + 1)
    x[1] = n
    m = h = 1
    out = [(n,)]
    while x[1] != 1 and (limit is None or len(out) < limit):
        if x[h] == 2:
            m += 1
            x[h] = 1
            h -= 1
        else:
            r = x[h] - 1
            t = m - h + 1
            x[h] = r
            while t >= r:
                h += 1
                x[h] = r
                t -= r
            if t == 0:
                m = h
            else:
                m = h + 1
                if t > 1:
                    h += 1
                    x[h] = t
        out.append(tuple(x[1:m + 1]))
        if len(out) & 16383 == 0:
            ev.check_interrupt()
    return out


def _gen_partitions(ev, n, elems, kmin, kmax, dk, limit, backwards=False):
    """Partitions of the integer n into parts from the integers elems (listed in output
    priority order), with a number of parts k in kmin..kmax (k - kmin divisible by dk); at
    most ``limit`` of them (the last ones, in reverse order, when ``backwards``)."""
    out = []
    m = len(elems)
    positive = all(e > 0 for e in elems)
    sufmax = [0] * (m + 1)
    for i in range(m - 1, -1, -1):
        sufmax[i] = max(elems[i], sufmax[i + 1]) if i < m - 1 else elems[i]
    parts = []

    def rec(i, r, used):
        if i == m or (positive and r <= 0):
            if r == 0 and used >= kmin and (used - kmin) % dk == 0:
                out.append(tuple(parts))
                if len(out) & 16383 == 0:
                    ev.check_interrupt()
                    if not ev.check_size(len(out), "IntegerPartitions"):
                        raise _TooBig
            return
        left = None if kmax is None else kmax - used
        if positive and left is not None and r > left * sufmax[i]:
            return
        e = elems[i]
        if positive:
            top = r // e if r > 0 else 0
        else:
            top = left                      # kmax bounds the parts when some are negative
        if left is not None and top > left:
            top = left
        for c in (range(top + 1) if backwards else range(top, -1, -1)):
            if c:
                parts.extend([e] * c)
            rec(i + 1, r - c * e, used + c)
            if c:
                del parts[-c:]
            if limit is not None and len(out) >= limit:
                return

    rec(0, n, 0)
    return out


class _TooBig(Exception):
    pass


@builtin("IntegerPartitions", nargs=(1, 4),
         usage="IntegerPartitions[n] gives a list of all possible ways to partition the "
               "integer n into smaller integers. IntegerPartitions[n, k] gives partitions "
               "into at most k integers, IntegerPartitions[n, {k}] into exactly k, "
               "IntegerPartitions[n, {kmin, kmax}] into between kmin and kmax. "
               "IntegerPartitions[n, kspec, {s1, s2, ...}] gives partitions involving only "
               "the si; IntegerPartitions[n, kspec, sspec, m] limits the result to the first "
               "m partitions (the last m for negative m).",
         examples=[("IntegerPartitions[5]",
                    "{{5}, {4, 1}, {3, 2}, {3, 1, 1}, {2, 2, 1}, {2, 1, 1, 1}, {1, 1, 1, 1, 1}}"),
                   ("IntegerPartitions[8, {3}]",
                    "{{6, 1, 1}, {5, 2, 1}, {4, 3, 1}, {4, 2, 2}, {3, 3, 2}}"),
                   ("IntegerPartitions[8, All, {1, 2, 5}, 3]",
                    "{{5, 2, 1}, {5, 1, 1, 1}, {2, 2, 2, 2}}"),
                   ("IntegerPartitions[0]", "{{}}"), ("IntegerPartitions[-1]", "{}")])
def integer_partitions(ev, expr):
    args = expr.args
    n = _rat(args[0])
    if n is None:
        return None
    ks = _kspec(args[1]) if len(args) >= 2 else (0, None, 1)
    if ks is None:
        return None
    kmin, kmax, dk = ks
    kmin = max(kmin, 0)
    if len(args) >= 3 and args[2] is not S.All:
        s = args[2]
        if not (isinstance(s, Expression) and s.head is S.List):
            return None
        vals = [_rat(a) for a in s.args]
        if any(v is None or v == 0 for v in vals):
            return None
        seen = []
        for v in vals:
            if v in seen:
                seen.remove(v)
            seen.append(v)
        elems = list(reversed(seen))
    else:
        top = math.floor(n) if n > 0 else 0
        if top > MAX_N:
            return None
        elems = [Fraction(k) for k in range(top, 0, -1)]
    if any(e < 0 for e in elems) and kmax is None:
        return None
    limit = None
    last = None
    if len(args) == 4 and args[3] is not S.All:
        mm = args[3]
        if type(mm) is not Integer:
            return None
        if mm.value >= 0:
            limit = mm.value
        else:
            last = -mm.value
    if kmax is not None and kmin > kmax:
        return list_of([])
    den = 1                                  # rational parts: work with integer multiples
    for v in [n] + elems:
        den = den * v.denominator // math.gcd(den, v.denominator)
    ni, ei = int(n * den), [int(e * den) for e in elems]
    all_parts = len(args) < 3 or args[2] is S.All
    try:
        if last is not None:
            parts = _gen_partitions(ev, ni, ei, kmin, kmax, dk, last, True)[::-1] \
                if last else []
        elif all_parts and kmin == 0 and kmax is None and den == 1 and ni > 0:
            if limit is None and (ni > MAX_N or not ev.check_size(partitions_p(ni),
                                                                    "IntegerPartitions")):
                return None
            parts = _all_partitions(ev, ni, limit)
        else:
            parts = _gen_partitions(ev, ni, ei, kmin, kmax, dk, limit)
    except _TooBig:
        return None
    cache = {}

    def num(v):
        r = cache.get(v)
        if r is None:
            r = cache[v] = make_rational(Fraction(v, den))
        return r

    return ev.final(list_of([Expression(S.List, tuple([num(v) for v in q])) for q in parts]))


# --- Stirling, Bell, Catalan, Lucas, Multinomial -------------------------------------------------

def stirling1(n, m):
    """The signed Stirling number of the first kind s(n, m), n, m >= 0: the row recurrence
    s(i + 1, k) = s(i, k - 1) - i s(i, k), keeping only the columns k <= m."""
    if m > n:
        return 0
    if n == m:
        return 1
    if m == 0:
        return 0
    row = [1]                               # s(0, 0)
    for i in range(n):
        width = min(len(row) + 1, m + 1)
        new = [0] * width
        for k in range(width):
            v = row[k] if k < len(row) else 0
            if k + 1 < width:
                new[k + 1] += v
            new[k] -= i * v
        row = new
    return row[m]


def stirling2_row(n):
    """[S(n, 0), ..., S(n, n)] by S(i + 1, k) = k S(i, k) + S(i, k - 1)."""
    row = [1]
    for _ in range(n):
        new = [0] * (len(row) + 1)
        for k, v in enumerate(row):
            new[k] += k * v
            new[k + 1] += v
        row = new
    return row


def stirling2(n, m):
    """The Stirling number of the second kind S(n, m), n, m >= 0."""
    if m > n:
        return 0
    if n == m:
        return 1
    if m == 0:
        return 0
    total = 0
    c = 1                                   # Binomial[m, j]
    for j in range(m + 1):
        t = c * j ** n
        total += -t if (m - j) % 2 else t
        c = c * (m - j) // (j + 1)
    return total // math.factorial(m)


def _stirling(name, fn, usage, examples, max_n, max_work):
    @builtin(name, nargs=2, attributes=LISTABLE, usage=usage, examples=examples)
    def f(ev, expr):
        n, m = expr.args
        if type(n) is not Integer or type(m) is not Integer:
            return None
        if n.value < 0 or m.value < 0 or n.value > max_n or \
                n.value * min(m.value, n.value) > max_work:
            return None
        return Integer(fn(n.value, m.value))
    f.__name__ = name.lower()
    return f


_stirling("StirlingS1", stirling1,
          "StirlingS1[n, m] gives the Stirling number of the first kind s(n, m).",
          [("StirlingS1[5, 2]", "-50"), ("StirlingS1[5, 5]", "1"), ("StirlingS1[0, 0]", "1"),
           ("StirlingS1[6, 3]", "-225"), ("StirlingS1[4, 0]", "0")], 10000, MAX_WORK)
_stirling("StirlingS2", stirling2,
          "StirlingS2[n, m] gives the Stirling number of the second kind S(n, m).",
          [("StirlingS2[5, 2]", "15"), ("StirlingS2[10, 3]", "9330"), ("StirlingS2[3, 5]", "0"),
           ("StirlingS2[0, 0]", "1")], MAX_N, 4 * MAX_WORK)


def bell_number(n):
    """B(n) by the Bell triangle."""
    row = [1]
    for _ in range(n):
        new = [row[-1]]
        for v in row:
            new.append(new[-1] + v)
        row = new
    return row[0]


@builtin("BellB", nargs=(1, 2), attributes=LISTABLE,
         usage="BellB[n] gives the Bell number B(n). BellB[n, x] gives the Bell polynomial "
               "B_n(x).",
         examples=[("BellB[5]", "52"), ("BellB[0]", "1"), ("BellB[3, x]", "x + 3 x^2 + x^3"),
                   ("BellB[4, 2]", "94"), ("BellB[20]", "51724158235372")])
def bell_b(ev, expr):
    args = expr.args
    n = args[0]
    if type(n) is not Integer or n.value < 0 or n.value * n.value > 2 * MAX_WORK:
        return None
    if len(args) == 1:
        return Integer(bell_number(n.value))
    x = args[1]
    coeffs = dict(enumerate(stirling2_row(n.value)))
    return _polynomial(ev, coeffs, x)


def _fib_pair(n):
    """(F(n), F(n+1)), n >= 0."""
    if n == 0:
        return 0, 1
    a, b = _fib_pair(n >> 1)
    c = a * (2 * b - a)
    d = a * a + b * b
    return (d, c + d) if n & 1 else (c, d)


def lucas(n):
    """The Lucas number L(n) for any integer n."""
    a, b = _fib_pair(abs(n))
    v = 2 * b - a                        # L(m) = F(m - 1) + F(m + 1) = 2 F(m + 1) - F(m)
    return -v if n < 0 and n % 2 else v


def _lucas_numeric(m, nu, z=None):
    if z is None:
        phi = (1 + m.sqrt(5)) / 2
    else:
        phi = (z + m.sqrt(z * z + 4)) / 2
    return m.power(phi, nu) + m.cospi(nu) * m.power(phi, -nu)


@builtin("LucasL", nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="LucasL[n] gives the Lucas number L_n. LucasL[n, x] gives the Lucas polynomial "
               "L_n(x).",
         examples=[("LucasL[10]", "123"), ("LucasL[0]", "2"), ("LucasL[-5]", "-11"),
                   ("LucasL[4, x]", "2 + 4 x^2 + x^4"), ("LucasL[2.5]", "3.33019")])
def lucas_l(ev, expr):
    args = expr.args
    n = args[0]
    if len(args) == 1:
        if type(n) is Integer:
            if abs(n.value) > 10 ** 6:
                return None
            return Integer(lucas(n.value))
        if _inexact(n):
            return _mp(_lucas_numeric, [n])
        return None
    x = args[1]
    if type(n) is Integer:
        k = abs(n.value)
        if k > 5000:
            return None
        coeffs = {}
        for j in range(k // 2 + 1):
            c = 2 if k == 0 else k * math.comb(k - j, j) // (k - j)
            coeffs[k - 2 * j] = c
        if n.value < 0 and k % 2:
            coeffs = {e: -c for e, c in coeffs.items()}
        return _polynomial(ev, coeffs, x)
    if _inexact(n, x):
        return _mp(_lucas_numeric, [n, x])
    return None


def _catalan_numeric(m, n):
    return m.power(4, n) * m.gamma(n + 0.5) / (m.sqrt(m.pi) * m.gamma(n + 2))


@builtin("CatalanNumber", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="CatalanNumber[n] gives the nth Catalan number C_n.",
         examples=[("CatalanNumber[10]", "16796"), ("CatalanNumber[0]", "1"),
                   ("CatalanNumber[-1]", "-1/2"), ("CatalanNumber[1/2]", "8/(3 Pi)"),
                   ("CatalanNumber[2.5]", "3.10428")])
def catalan_number(ev, expr):
    x = expr.args[0]
    if type(x) is Integer:
        n = x.value
        if n > MAX_N:
            return None
        if n >= 0:
            return Integer(math.comb(2 * n, n) // (n + 1))
        return make_rational(-1, 2) if n == -1 else ZERO
    if type(x) is Rational and x.value.denominator == 2 and abs(x.value) < 1000:
        # 4^n Gamma[n + 1/2] / (Sqrt[Pi] Gamma[n + 2]) with exact half-integer Gammas
        n = x.value
        f = Expression(S.Times, (
            Expression(S.Power, (Integer(4), x)),
            Expression(S.Gamma, (make_rational(n + Fraction(1, 2)),)),
            Expression(S.Power, (S.Pi, make_rational(-1, 2))),
            Expression(S.Power, (Expression(S.Gamma, (make_rational(n + 2),)), Integer(-1)))))
        return ev.evaluate(f)
    if _inexact(x):
        return _mp(_catalan_numeric, [x])
    return None


@builtin("Multinomial", attributes=("Listable", "NumericFunction", "Orderless", "Protected"),
         usage="Multinomial[n1, n2, ...] gives the multinomial coefficient "
               "(n1 + n2 + ...)!/(n1! n2! ...).",
         examples=[("Multinomial[1, 2, 3]", "60"), ("Multinomial[]", "1"),
                   ("Multinomial[5]", "1"), ("Multinomial[2, 2, 2, 2]", "2520"),
                   ("Multinomial[1.5, 2]", "4.375")])
def multinomial(ev, expr):
    args = expr.args
    if not args:
        return ONE
    if all(type(a) is Integer and a.value >= 0 for a in args):
        total = sum(a.value for a in args)
        if total > MAX_N:
            return None
        r = math.factorial(total)
        for a in args:
            r //= math.factorial(a.value)
        return Integer(r)
    if _inexact(*args) and not any(type(a) is Complex for a in args):
        def fn(m, *xs):
            r = m.gamma(m.fsum(xs) + 1)
            for v in xs:
                r /= m.gamma(v + 1)
            return r
        return _mp(fn, list(args))
    return None
