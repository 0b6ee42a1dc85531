"""Dirichlet characters of cyclic groups of units: moduli 1, 2, 4, p^a and 2 p^a (p an odd
prime), whose unit group has a primitive root g (the smallest).  The j-th character is
chi_j(g^e) = exp(2 Pi i (j - 1) e / phi(k)), the ordering the Wolfram Language uses for prime
moduli (j = 1 the principal character).

    cyclic_modulus(k)          the smallest primitive root mod k and phi(k), or None
    character(k, j, n)         chi_j(n) as a Fraction r (the value exp(2 Pi i r)), or None
                               for chi_j(n) = 0
    character_table(k, j)      [chi_j(0), ..., chi_j(k - 1)] in that form
"""

from fractions import Fraction
from math import gcd


def _factor(n):
    out, d = {}, 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def _phi(k):
    r = k
    for p in _factor(k):
        r = r // p * (p - 1)
    return r


_ROOTS = {}


def cyclic_modulus(k):
    """(g, phi) for a modulus whose unit group is cyclic, else None."""
    if k in _ROOTS:
        return _ROOTS[k]
    f = _factor(k)
    odd = [p for p in f if p != 2]
    cyclic = k in (1, 2, 4) or (len(odd) == 1 and f.get(2, 0) <= 1)
    out = None
    if cyclic:
        phi = _phi(k)
        if k <= 2:
            out = (1, phi)
        else:
            primes = list(_factor(phi))
            for g in range(2, k):
                if gcd(g, k) == 1 and all(pow(g, phi // q, k) != 1 for q in primes):
                    out = (g, phi)
                    break
    _ROOTS[k] = out
    return out


_LOGS = {}


def _discrete_logs(k):
    """{g^e mod k: e} for the primitive root g."""
    if k not in _LOGS:
        g, phi = cyclic_modulus(k)
        logs, x = {}, 1 % k
        for e in range(phi):
            logs[x] = e
            x = x * g % k
        _LOGS[k] = logs
    return _LOGS[k]


def character(k, j, n):
    g_phi = cyclic_modulus(k)
    if g_phi is None:
        raise ValueError("non-cyclic modulus")
    if gcd(n, k) != 1:
        return None
    phi = g_phi[1]
    e = _discrete_logs(k)[n % k]
    return Fraction(((j - 1) * e) % phi, phi)


def character_table(k, j):
    return [character(k, j, n) for n in range(k)]
