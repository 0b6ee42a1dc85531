"""Exact arithmetic on two rationals given as Fractions (or an int and a Fraction), with
the Integer or Rational result built directly: the int arithmetic of Fraction's own
operators (Knuth 4.5.1) without their dispatch and construction.  Used by the numbers
layer (numbers/arith.py) and by the evaluator's argument fold of exact numbers
(core/rhsfold.py)."""

from math import gcd as _gcd

from mathilda.core.expr import coprime_rational, new_integer

__all__ = ["add_int_rational", "add_rationals", "mul_rationals", "mul_int_rational",
           "power_rational"]


def add_int_rational(n, f):
    """n + f for an int and a Fraction: (n q + p)/q is already in lowest terms."""
    q = f._denominator
    return coprime_rational(n * q + f._numerator, q)


def add_rationals(f1, f2):
    """f1 + f2 for two Fractions, as an Integer or Rational: the int arithmetic of
    Fraction's own sum (Knuth 4.5.1: the gcd of the denominators, then one more gcd)
    without its operator dispatch and construction."""
    na, da = f1._numerator, f1._denominator
    nb, db = f2._numerator, f2._denominator
    g = _gcd(da, db)
    if g == 1:
        return coprime_rational(na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = _gcd(t, g)
    if g2 == 1:
        return coprime_rational(t, s * db)
    return coprime_rational(t // g2, s * (db // g2))


def mul_rationals(f1, f2):
    """f1 f2 for two Fractions, as an Integer or Rational (two cross gcds)."""
    na, da = f1._numerator, f1._denominator
    nb, db = f2._numerator, f2._denominator
    g1 = _gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = _gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return coprime_rational(na * nb, da * db)


def mul_int_rational(n, f):
    """n f for an int and a Fraction, as an Integer or Rational (one gcd, no Fraction
    arithmetic)."""
    q = f._denominator
    g = _gcd(n, q)
    if g != 1:
        n //= g
        q //= g
    return coprime_rational(n * f._numerator, q)


def power_rational(f, e):
    """f^e for a Fraction f (not an integer) and an int e, as Power gives it when that is a
    number of moderate size at once, else None (Power decides: huge powers)."""
    p, q = f._numerator, f._denominator
    if e < 0:
        if p < 0:
            p, q = -q, -p
        else:
            p, q = q, p
        e = -e
    if e == 1:
        return coprime_rational(p, q)
    if (max(abs(p), q).bit_length()) * e > 4096:
        return None
    return coprime_rational(p ** e, q ** e) if e else new_integer(1)
