"""Canonical form of products of exact numeric radicals, as the Wolfram Language writes them.

A product ``c * b1^e1 * b2^e2 ...`` with ``c`` rational, positive rational bases ``bi`` and
non-integer rational exponents ``ei`` is rewritten prime by prime: every prime ``p`` gets the
total exponent ``E``; its integer part (towards zero) moves into the coefficient and the
fractional part ``f`` stays under a radical; primes whose fractional parts have the same
absolute value share one radical.  This gives the Wolfram forms::

    Sqrt[8] -> 2 Sqrt[2]      8^(1/3) -> 2          Sqrt[2]/2 -> 1/Sqrt[2]
    Sqrt[2] Sqrt[3] -> Sqrt[6]   Sqrt[6]/2 -> Sqrt[3/2]   12^(1/3) -> 2^(2/3) 3^(1/3)
    2^(-3/2) -> 1/(2 Sqrt[2])    Sqrt[2/3] stays     16^(1/3) -> 2 2^(1/3)

Only primes that occur under a radical are divided out of the coefficient, so a huge
coefficient costs nothing.  Bases are factored by trial division and a bounded Pollard rho; a
part that resists is treated as if it were prime (the form stays correct, only less reduced).
"""

from fractions import Fraction

from mathilda.numbers.primes import factorint

__all__ = ["normalize_radicals", "factor_base"]

_MAX_RHO = 20000
_cache = {}


def factor_base(n):
    """{p: e} of the integer n > 1 (cached; bounded effort)."""
    f = _cache.get(n)
    if f is None:
        f = factorint(n, max_iter=_MAX_RHO)
        if len(_cache) > 4096:
            _cache.clear()
        _cache[n] = f
    return f


def normalize_radicals(coeff, radicals):
    """Canonical ``(coeff, [(base, exponent), ...])``.

    ``coeff`` is an int or Fraction, ``radicals`` a list of (base, exponent) with ``base`` a
    positive int or Fraction (not 1) and ``exponent`` a non-integer Fraction.  The result has
    the same shape: exponents are Fractions in (-1, 1), bases positive int or Fraction,
    listed in no particular order.
    """
    total = {}
    for base, e in radicals:
        base = Fraction(base)
        num, den = base.numerator, base.denominator
        if num > 1:
            for p, k in factor_base(num).items():
                total[p] = total.get(p, 0) + e * k
        if den > 1:
            for p, k in factor_base(den).items():
                total[p] = total.get(p, 0) - e * k
    c = Fraction(coeff)
    cn, cd = c.numerator, c.denominator
    for p in total:
        k = 0
        if cn % p == 0:
            while cn % p == 0:
                cn //= p
                k += 1
        elif cd % p == 0:
            while cd % p == 0:
                cd //= p
                k -= 1
        if k:
            total[p] += k
    groups = {}
    for p, e in total.items():
        e = Fraction(e)
        k = int(e)                      # towards zero
        f = e - k
        if k > 0:
            cn *= p ** k
        elif k < 0:
            cd *= p ** (-k)
        if f:
            a = abs(f)
            g = groups.get(a)
            if g is None:
                g = groups[a] = [1, 1]
            if f > 0:
                g[0] *= p
            else:
                g[1] *= p
    out = []
    for a, (n, d) in groups.items():
        if n == 1:
            out.append((d, -a))
        elif d == 1:
            out.append((n, a))
        else:
            out.append((Fraction(n, d), a))
    return Fraction(cn, cd), out
