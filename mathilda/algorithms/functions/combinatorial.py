"""Exact values of the combinatorial special functions, on Python integers and Fractions.

    harmonic(n, r=1)            sum_{k=1}^{n} 1/k^r (n >= 0, r an integer): a Fraction,
                                by binary splitting (one gcd at the end)
    alternating_harmonic(n, r)  sum_{k=1}^{n} (-1)^(k+1)/k^r
    rising(a, k)                a (a + 1) ... (a + k - 1) for a Fraction a, k >= 0
    hyperfactorial(n)           prod_{k=1}^{n} k^k, and its values at the negative integers
    barnes_g(n)                 G(n) = prod_{k=0}^{n-2} k! at the integers (0 for n <= 0)
    q_pochhammer(a, q, n)       prod_{k=0}^{n-1} (1 - a q^k) for Fractions, n >= 0
    q_integer(k, q)             1 + q + ... + q^(k-1); q_factorial(n, q) their product
    q_binomial(n, m, q)         the Gaussian binomial, from its coefficients in q
    product_range(lo, hi)       lo (lo + 1) ... (hi - 1) by binary splitting
"""

from fractions import Fraction

MAX_EXACT = 10 ** 6     # larger arguments stay symbolic (values with millions of digits)


def _split(a, b, r, sign, mpz):
    """(p, q) with p/q = sum_{k=a}^{b-1} s_k/k^r, s_k = 1 or (-1)^(k+1)."""
    if b - a == 1:
        s = -1 if sign and a % 2 == 0 else 1
        return mpz(s), mpz(a) ** r
    m = (a + b) // 2
    p1, q1 = _split(a, m, r, sign, mpz)
    p2, q2 = _split(m, b, r, sign, mpz)
    return p1 * q2 + p2 * q1, q1 * q2


def _power_sum(n, r, sign):
    if n <= 0:
        return Fraction(0)
    if r < 0:       # a polynomial in n: plain sum of integers
        return Fraction(sum((-1 if sign and k % 2 == 0 else 1) * k ** -r
                            for k in range(1, n + 1)))
    import gmpy2
    p, q = _split(1, n + 1, r, sign, gmpy2.mpz)
    g = gmpy2.gcd(p, q)
    return Fraction(int(p // g), int(q // g))


def harmonic(n, r=1):
    """The harmonic number H_n^(r) for an integer n >= 0 and an integer r."""
    return _power_sum(n, r, False)


def alternating_harmonic(n, r=1):
    """sum_{k=1}^{n} (-1)^(k+1)/k^r for an integer n >= 0 and an integer r."""
    return _power_sum(n, r, True)


def product_range(lo, hi):
    """lo (lo + 1) ... (hi - 1) for integers lo <= hi (1 for an empty range)."""
    if hi - lo < 16:
        p = 1
        for j in range(lo, hi):
            p *= j
        return p
    m = (lo + hi) // 2
    return product_range(lo, m) * product_range(m, hi)


def _linear_product(p, q, k):
    """prod_{j=0}^{k-1} (p + j q) by binary splitting."""
    def go(a, b):
        if b - a < 16:
            r = 1
            for j in range(a, b):
                r *= p + j * q
            return r
        m = (a + b) // 2
        return go(a, m) * go(m, b)
    return go(0, k)


def rising(a, k):
    """a (a + 1) ... (a + k - 1) for a Fraction a and an integer k >= 0."""
    p, q = a.numerator, a.denominator
    return Fraction(_linear_product(p, q, k), q ** k)


def falling_reciprocal(a, k):
    """1/((a - 1) (a - 2) ... (a - k)), the Pochhammer symbol (a)_(-k); None at a pole."""
    d = rising(a - k, k)
    if d == 0:
        return None
    return 1 / d


def hyperfactorial(n):
    """H(n) = prod_{k=1}^{n} k^k; H(-n) = (-1)^floor(n/2) H(n - 1) at the negative integers
    (an integer or a Fraction)."""
    if n >= 0:
        r = 1
        for k in range(2, n + 1):
            r *= k ** k
        return r
    m = -n
    return (-1) ** (m // 2) * hyperfactorial(m - 1)


def barnes_g(n):
    """The Barnes G-function at an integer: 1!, 2!, ... (n - 2)! multiplied; 0 for n <= 0."""
    if n <= 0:
        return 0
    r, f = 1, 1
    for k in range(1, n - 1):
        f *= k
        r *= f
    return r


def q_pochhammer(a, q, n):
    """prod_{k=0}^{n-1} (1 - a q^k) for exact numbers (Fractions or ints), n >= 0."""
    r = Fraction(1)
    t = Fraction(a)
    for _ in range(n):
        r *= 1 - t
        t *= q
    return r


def q_integer(k, q):
    """[k]_q = 1 + q + ... + q^(k-1)."""
    return sum((Fraction(q) ** j for j in range(k)), Fraction(0))


def q_factorial(n, q):
    """[1]_q [2]_q ... [n]_q."""
    r = Fraction(1)
    for k in range(1, n + 1):
        r *= q_integer(k, q)
    return r


def q_binomial_coeffs(n, m):
    """The coefficients (index k: of q^k) of the Gaussian binomial (n m)_q, 0 <= m <= n,
    by the q-Pascal rule (n m) = (n-1 m-1) + q^m (n-1 m)."""
    m = min(m, n - m)
    row = [[1]] + [[0] for _ in range(m)]       # row[j]: (i j)_q for the current i
    for i in range(1, n + 1):
        for j in range(min(i, m), 0, -1):
            a, b = row[j - 1], row[j]
            c = [0] * max(len(a), len(b) + j)
            for k, v in enumerate(a):
                c[k] += v
            for k, v in enumerate(b):
                c[k + j] += v
            row[j] = c
    c = row[m]
    while len(c) > 1 and c[-1] == 0:
        c.pop()
    return c


def q_binomial(n, m, q):
    """The Gaussian binomial (n m)_q for integers 0 <= m <= n and an exact number q."""
    q = Fraction(q)
    return sum((c * q ** k for k, c in enumerate(q_binomial_coeffs(n, m))), Fraction(0))
