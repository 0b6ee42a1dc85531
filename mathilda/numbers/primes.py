"""Integer number theory in pure Python: primality, factorisation, prime counting, roots.

``is_prime``   deterministic Miller-Rabin below 3.3*10^24, Baillie-PSW above
``factorint``  trial division, then Pollard-Brent rho on the cofactor
``prime_pi``   Lucy Hedgehog's O(n^(3/4)) prime counting
``nth_prime``  sieve for small n, otherwise counting + sieving a window
``iroot``      exact integer k-th roots
"""

import math
import random

__all__ = [
    "small_primes", "is_prime", "factorint", "trial_factor", "iroot", "prime_pi",
    "nth_prime", "divisors",
]

_SIEVE_LIMIT = 1 << 16
_small = None


def _sieve(n):
    """List of the primes <= n."""
    if n < 2:
        return []
    bs = bytearray([1]) * (n + 1)
    bs[0] = bs[1] = 0
    for i in range(2, int(n ** 0.5) + 1):
        if bs[i]:
            bs[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    return [i for i, v in enumerate(bs) if v]


def small_primes():
    global _small
    if _small is None:
        _small = _sieve(_SIEVE_LIMIT)
    return _small


_MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def _mr(n, a, d, s):
    if n.bit_length() > 1000:
        from mathilda.numbers.bigint import powmod     # GMP, in interruptible steps
        x = powmod(a, d, n)
    else:
        x = pow(a, d, n)
    if x == 1 or x == n - 1:
        return True
    for _ in range(s - 1):
        x = x * x % n
        if x == n - 1:
            return True
    return False


def _jacobi(a, n):
    a %= n
    result = 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                result = -result
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


def _strong_lucas(n):
    """Strong Lucas probable-prime test with Selfridge parameters."""
    r = math.isqrt(n)
    if r * r == n:
        return False
    d = 5
    while True:
        j = _jacobi(d, n)
        if j == -1:
            break
        if j == 0 and abs(d) != n:
            return False
        d = -d - 2 if d > 0 else -d + 2
    p, q = 1, (1 - d) // 4
    k = n + 1
    s = (k & -k).bit_length() - 1
    k >>= s
    # Lucas sequences by binary expansion of k
    u, v, qk = 0, 2, 1
    inv2 = (n + 1) // 2
    for bit in bin(k)[2:]:
        u, v = u * v % n, (v * v - 2 * qk) % n
        qk = qk * qk % n
        if bit == "1":
            u, v = (p * u + v) * inv2 % n, (d * u + p * v) * inv2 % n
            qk = qk * q % n
    if u == 0 or v == 0:
        return True
    for _ in range(s - 1):
        v = (v * v - 2 * qk) % n
        qk = qk * qk % n
        if v == 0:
            return True
    return False


def is_prime(n):
    if n < 2:
        return False
    if n < 4:
        return True
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47):
        if n % p == 0:
            return n == p
    if n < 2809:
        return True
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    if n < 3317044064679887385961981:
        return all(_mr(n, a, d, s) for a in _MR_BASES)
    if n.bit_length() > 1000:
        # GMP integers: the squarings below (and Lucas' loop) are Python loops over GMP
        # calls of bounded size, so a time limit interrupts them (issue 27)
        from mathilda.numbers.bigint import to_mpz
        n, d = to_mpz(n), to_mpz(d)
    return _mr(n, 2, d, s) and _strong_lucas(n)


def iroot(n, k):
    """(r, exact): r = floor(n^(1/k)) for n >= 0, exact if r^k == n."""
    if n < 2:
        return n, True
    if k == 1:
        return n, True
    if k == 2:
        r = math.isqrt(n)
        return r, r * r == n
    bl = n.bit_length()
    if bl <= 52:
        r = int(round(n ** (1.0 / k)))
    else:
        # Newton's method from an overestimate
        r = 1 << ((bl + k - 1) // k)
        while True:
            nr = ((k - 1) * r + n // r ** (k - 1)) // k
            if nr >= r:
                break
            r = nr
    while r ** k > n:
        r -= 1
    while (r + 1) ** k <= n:
        r += 1
    return r, r ** k == n


def trial_factor(n, limit=None):
    """({p: e}, cofactor) dividing n > 0 by the small primes up to ``limit``; the
    cofactor is 1 when n was factored completely."""
    f = {}
    complete = False
    for p in small_primes():
        if limit is not None and p > limit:
            break
        if p * p > n:
            complete = True
            break
        if n % p == 0:
            e = 0
            while n % p == 0:
                n //= p
                e += 1
            f[p] = e
    if complete and n > 1:
        f[n] = f.get(n, 0) + 1
        n = 1
    return f, n


def _pollard_brent(n, max_iter=None, tick=None):
    """A nontrivial factor of the composite n, or None if max_iter ran out.  ``tick()`` is
    called now and then (it may raise to abort)."""
    if n % 2 == 0:
        return 2
    rng = random.Random(n)
    count = 0
    while True:
        y, c, m = rng.randrange(1, n), rng.randrange(1, n), 128
        g, r, q = 1, 1, 1
        x = ys = y
        while g == 1:
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(m, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += m
                if tick is not None:
                    tick()
            r *= 2
            count += r
            if max_iter is not None and count > max_iter:
                return None
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g


# --- elliptic curve method (Montgomery curves, Suyama parametrisation) -------------------------

def _xdbl(x, z, a24, n):
    s, d = (x + z) % n, (x - z) % n
    ss, dd = s * s % n, d * d % n
    t = ss - dd
    return ss * dd % n, t * (dd + a24 * t) % n


def _xadd(xp, zp, xq, zq, xd, zd, n):
    u = (xp - zp) * (xq + zq) % n
    v = (xp + zp) * (xq - zq) % n
    a, b = u + v, u - v
    return zd * a * a % n, xd * b * b % n


def _ladder(k, x, z, a24, n):
    """k * (x : z) on the curve, Montgomery ladder."""
    if k == 1:
        return x, z
    x1, z1 = x, z
    x2, z2 = _xdbl(x, z, a24, n)
    for bit in bin(k)[3:]:
        if bit == "1":
            x1, z1 = _xadd(x2, z2, x1, z1, x, z, n)
            x2, z2 = _xdbl(x2, z2, a24, n)
        else:
            x2, z2 = _xadd(x1, z1, x2, z2, x, z, n)
            x1, z1 = _xdbl(x1, z1, a24, n)
    return x1, z1


def _ecm_curve(n, sigma, b1, b2, primes):
    """One ECM curve: a nontrivial factor of n or None."""
    u = (sigma * sigma - 5) % n
    v = 4 * sigma % n
    x, z = pow(u, 3, n), pow(v, 3, n)
    den = 16 * x * v % n
    g = math.gcd(den, n)
    if g != 1:
        return g if g != n else None
    a24 = pow(v - u, 3, n) * (3 * u + v) * pow(den, -1, n) % n
    for p in primes:
        if p > b1:
            break
        pk = p
        while pk * p <= b1:
            pk *= p
        x, z = _ladder(pk, x, z, a24, n)
    g = math.gcd(z, n)
    if g != 1:
        return g if g != n else None
    # stage 2: primes q in (b1, b2], baby steps of 2d
    d = 60
    sx, sz = [0] * (d + 1), [0] * (d + 1)
    sx[1], sz[1] = _xdbl(x, z, a24, n)
    sx[2], sz[2] = _xdbl(sx[1], sz[1], a24, n)
    for k in range(3, d + 1):
        sx[k], sz[k] = _xadd(sx[k - 1], sz[k - 1], sx[1], sz[1], sx[k - 2], sz[k - 2], n)
    beta = [sx[k] * sz[k] % n for k in range(d + 1)]
    start = b1 - 1 if b1 % 2 == 0 else b1
    rx, rz = _ladder(start, x, z, a24, n)
    tx, tz = _ladder(start - 2 * d, x, z, a24, n)
    acc = 1
    import bisect
    i = bisect.bisect_right(primes, start)
    r = start
    while r < b2 and i < len(primes):
        alpha = rx * rz % n
        limit = r + 2 * d
        while i < len(primes) and primes[i] <= limit:
            delta = (primes[i] - r) // 2
            acc = acc * ((rx - sx[delta]) * (rz + sz[delta]) - alpha + beta[delta]) % n
            i += 1
        rx, rz, tx, tz = (*_xadd(rx, rz, sx[d], sz[d], tx, tz, n), rx, rz)
        r = limit
    g = math.gcd(acc, n)
    if g != 1 and g != n:
        return g
    return None


_ECM_SCHEDULE = ((2000, 25), (11000, 90), (50000, 300), (250000, 700), (1000000, 1800))
_ecm_primes = None


def _ecm(n, tick=None):
    """A nontrivial factor of the composite n by ECM, or None when the schedule ran out."""
    global _ecm_primes
    rng = random.Random(n)
    for b1, curves in _ECM_SCHEDULE:
        b2 = 100 * b1
        if _ecm_primes is None or _ecm_primes[-1] < b2:
            _ecm_primes = _sieve(b2)
        for _ in range(curves):
            if tick is not None:
                tick()
            g = _ecm_curve(n, rng.randrange(6, 1 << 62), b1, b2, _ecm_primes)
            if g is not None:
                return g
    return None


def _split(n, out, max_iter, tick=None):
    """Factor n > 1 into out (prime -> exponent); False if a part could not be split."""
    if is_prime(n):
        out[n] = out.get(n, 0) + 1
        return True
    for k in (2, 3, 5, 7):
        r, exact = iroot(n, k)
        if exact:
            sub = {}
            ok = _split(r, sub, max_iter, tick)
            for p, e in sub.items():
                out[p] = out.get(p, 0) + e * k
            return ok
    if max_iter is not None:
        d = _pollard_brent(n, max_iter, tick)
    elif n.bit_length() <= FLINT_BITS and _flint_split(n, out):
        return True
    else:
        # rho finds the small factors quickly; ECM the larger ones
        d = _pollard_brent(n, 30000, tick)
        if d is None:
            d = _ecm(n, tick)
        if d is None:
            d = _pollard_brent(n, None, tick)
    if d is None:
        out[n] = out.get(n, 0) + 1
        return False
    return _split(d, out, max_iter, tick) & _split(n // d, out, max_iter, tick)


# composites up to this size are factored by FLINT (python-flint: its ECM and quadratic
# sieve take about a second at 160 bits on a loaded machine, where rho and the ECM above take
# ten); one FLINT call cannot be interrupted, so larger parts stay with the code above
FLINT_BITS = 160


def _flint_split(n, out):
    """Factor the composite n with FLINT into out; False when python-flint is missing."""
    try:
        import flint
    except ImportError:
        return False
    for p, e in flint.fmpz(n).factor():
        p = int(p)
        out[p] = out.get(p, 0) + int(e)
    return True


def factorint(n, max_iter=None, tick=None):
    """{prime: exponent} of |n| > 1 (with ``max_iter`` a composite part may be left
    unsplit and reported as if prime; ``tick()`` is called periodically)."""
    n = abs(n)
    f, rest = trial_factor(n)
    if rest > 1:
        _split(rest, f, max_iter, tick)
    return dict(sorted(f.items()))


def divisors(n, tick=None):
    """Sorted positive divisors of n != 0."""
    n = abs(n)
    if n == 1:
        return [1]
    ds = [1]
    for p, e in factorint(n, tick=tick).items():
        ds = [d * p ** k for d in ds for k in range(e + 1)]
    return sorted(ds)


def prime_pi(n, tick=None):
    """Number of primes <= n (Lucy Hedgehog)."""
    if n < 2:
        return 0
    if n <= _SIEVE_LIMIT:
        import bisect
        return bisect.bisect_right(small_primes(), n)
    r = math.isqrt(n)
    small = [v - 1 for v in range(r + 1)]                       # small[v] = S(v), v <= r
    large = [0] + [n // i - 1 for i in range(1, r + 1)]         # large[i] = S(n // i)
    small[0] = 0
    for p in range(2, r + 1):
        if small[p] == small[p - 1]:
            continue
        if tick is not None:
            tick()
        sp = small[p - 1]
        p2 = p * p
        for i in range(1, r + 1):
            v = n // i
            if v < p2:
                break
            j = i * p
            s = large[j] if j <= r else small[n // j]
            large[i] -= s - sp
        for v in range(r, p2 - 1, -1):
            small[v] -= small[v // p] - sp
    return large[1]


def nth_prime(k):
    """The k-th prime (k >= 1)."""
    ps = small_primes()
    if k <= len(ps):
        return ps[k - 1]
    # upper bound (Rosser): p_k < k (ln k + ln ln k) for k >= 6
    lk = math.log(k)
    hi = int(k * (lk + math.log(lk))) + 10
    if hi <= 5_000_000:
        return _sieve(hi)[k - 1]
    lo_est = int(k * (lk + math.log(lk) - 1)) - 10
    count = prime_pi(lo_est)
    # sieve segments upward from lo_est until the k-th prime is found
    start = lo_est + 1
    seg = 1 << 18
    while True:
        end = start + seg
        bs = bytearray([1]) * seg
        for p in _sieve(math.isqrt(end) + 1):
            first = max(p * p, (start + p - 1) // p * p)
            if first >= end:
                continue
            bs[first - start::p] = bytearray(len(range(first - start, seg, p)))
        for i, v in enumerate(bs):
            if v and start + i > 1:
                count += 1
                if count == k:
                    return start + i
        start = end
