"""Residues: Jacobi and Kronecker symbols, multiplicative orders, primitive roots, the
Carmichael function and k-th roots modulo n.  Python integers; factorisations from
``numbers.primes``."""

from math import gcd

from mathilda.numbers.primes import factorint


def jacobi(a, n):
    """The Jacobi symbol (a/n) for odd n > 0."""
    a %= n
    t = 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                t = -t
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            t = -t
        a %= n
    return t if n == 1 else 0


def kronecker(a, n):
    """The Kronecker symbol (a/n) for any integers a, n."""
    if n == 0:
        return 1 if abs(a) == 1 else 0
    t = 1
    if n < 0:
        n = -n
        if a < 0:
            t = -t
    v = 0
    while n % 2 == 0:
        n //= 2
        v += 1
    if v:
        if a % 2 == 0:
            return 0
        if v % 2 and a % 8 in (3, 5):
            t = -t
    return t * jacobi(a, n)


def carmichael(n, tick=None):
    """The Carmichael function lambda(n) of n >= 1."""
    lam = 1
    for p, e in factorint(n, tick=tick).items() if n > 1 else ():
        if p == 2:
            v = 1 if e == 1 else 2 if e == 2 else 2 ** (e - 2)
        else:
            v = (p - 1) * p ** (e - 1)
        lam = lam * v // gcd(lam, v)
    return lam


def multiplicative_order(k, n, tick=None):
    """The least m > 0 with k^m = 1 (mod n), for gcd(k, n) = 1 and n > 0."""
    if n == 1:
        return 1
    m = carmichael(n, tick)
    for p in factorint(m, tick=tick) if m > 1 else ():
        while m % p == 0 and pow(k, m // p, n) == 1:
            m //= p
    return m


def euler_phi(n, tick=None):
    r = n
    for p in factorint(n, tick=tick) if n > 1 else ():
        r = r // p * (p - 1)
    return r


def has_primitive_root(n, tick=None):
    if n in (1, 2, 4):
        return True
    if n % 4 == 0:
        return False
    m = n // 2 if n % 2 == 0 else n
    return m > 1 and len(factorint(m, tick=tick)) == 1


def is_primitive_root(g, n, phi, primes):
    return gcd(g, n) == 1 and all(pow(g, phi // p, n) != 1 for p in primes)


def primitive_root(n, start=1, tick=None):
    """The least primitive root g >= start of n, or None (none exists below n)."""
    if not has_primitive_root(n, tick):
        return None
    if n == 1:
        return 0 if start <= 0 else None
    phi = euler_phi(n, tick)
    primes = list(factorint(phi, tick=tick)) if phi > 1 else []
    for g in range(max(start, 1), n):
        if tick is not None and g % 1024 == 0:
            tick()
        if is_primitive_root(g % n, n, phi, primes):
            return g
    return None


def primitive_roots(n, tick=None):
    """All primitive roots of n in [1, n), in increasing order ([] when none exist)."""
    if not has_primitive_root(n, tick):
        return []
    if n == 1:
        return [0]
    g = primitive_root(n, tick=tick)
    phi = euler_phi(n, tick)
    out = sorted(pow(g, k, n) for k in range(1, phi + 1) if gcd(k, phi) == 1)
    return out


def kth_roots(a, k, n):
    """All x in [0, n) with x^k = a (mod n), increasing."""
    from sympy.ntheory.residue_ntheory import nthroot_mod
    a %= n
    if k == 1:
        return [a]
    if n == 1:
        return [0]
    if k == 2:
        from sympy.ntheory.residue_ntheory import sqrt_mod
        r = sqrt_mod(a, n, all_roots=True)
    else:
        try:
            r = nthroot_mod(a, k, n, all_roots=True)
        except (NotImplementedError, ValueError):
            r = [x for x in range(n) if pow(x, k, n) == a] if n < 1 << 20 else None
    return sorted(r) if r else []
