"""Exact Wigner 3j and 6j symbols and Clebsch-Gordan coefficients by Racah's formulas.

Angular momenta are given doubled (``2 j`` as an int), so half-integers stay exact.  Each
function returns ``(sign, r)``: the value is ``sign * Sqrt[r]`` with ``r`` a nonnegative
Fraction (``sign`` 0 for a vanishing symbol).

    three_j(j1, j2, j3, m1, m2, m3)    the 3j symbol (all doubled)
    clebsch_gordan(j1, m1, j2, m2, j, m)
    six_j(j1, j2, j3, j4, j5, j6)
    physical(j, m)                     j >= 0, |m| <= j, j - m an integer (doubled values)
    triangular(a, b, c)                |a - b| <= c <= a + b, a + b + c an integer
"""

from fractions import Fraction
from math import factorial


def physical(j, m):
    return j >= 0 and abs(m) <= j and (j - m) % 2 == 0


def triangular(a, b, c):
    return abs(a - b) <= c <= a + b and (a + b + c) % 2 == 0


def _f(x2):
    """factorial of a doubled nonnegative integer value."""
    return factorial(x2 // 2)


def _delta(a, b, c):
    return Fraction(_f(a + b - c) * _f(a - b + c) * _f(-a + b + c), _f(a + b + c + 2))


def _signed(s, r):
    """s * Sqrt[r] with s rational as (sign, s^2 r)."""
    if s == 0 or r == 0:
        return 0, Fraction(0)
    return (1 if s > 0 else -1), s * s * r


def three_j(j1, j2, j3, m1, m2, m3):
    if m1 + m2 + m3 != 0 or not triangular(j1, j2, j3):
        return 0, Fraction(0)
    if not (physical(j1, m1) and physical(j2, m2) and physical(j3, m3)):
        return 0, Fraction(0)
    r = _delta(j1, j2, j3) * _f(j1 + m1) * _f(j1 - m1) * _f(j2 + m2) * _f(j2 - m2) \
        * _f(j3 + m3) * _f(j3 - m3)
    # k runs (in doubled units) over the range where every factorial argument is >= 0
    lo = max(0, j2 - j3 - m1, j1 - j3 + m2)
    hi = min(j1 + j2 - j3, j1 - m1, j2 + m2)
    total = Fraction(0)
    for k in range(lo, hi + 1, 2):
        den = _f(k) * _f(j3 - j2 + k + m1) * _f(j3 - j1 + k - m2) * _f(j1 + j2 - j3 - k) \
            * _f(j1 - k - m1) * _f(j2 - k + m2)
        total += Fraction((-1) ** (k // 2), den)
    phase = (j1 - j2 - m3) // 2
    return _signed(-total if phase % 2 else total, r)


def clebsch_gordan(j1, m1, j2, m2, j, m):
    sign, r = three_j(j1, j2, j, m1, m2, -m)
    if sign == 0:
        return 0, Fraction(0)
    phase = (j1 - j2 + m) // 2
    return (-sign if phase % 2 else sign), r * (j + 1)


def six_j(j1, j2, j3, j4, j5, j6):
    triads = ((j1, j2, j3), (j1, j5, j6), (j4, j2, j6), (j4, j5, j3))
    if not all(triangular(*t) for t in triads):
        return 0, Fraction(0)
    r = Fraction(1)
    for t in triads:
        r *= _delta(*t)
    sums = [sum(t) for t in triads]
    pairs = (j1 + j2 + j4 + j5, j2 + j3 + j5 + j6, j3 + j1 + j6 + j4)
    total = Fraction(0)
    for t in range(max(sums), min(pairs) + 1, 2):
        den = 1
        for s in sums:
            den *= _f(t - s)
        for p in pairs:
            den *= _f(p - t)
        total += Fraction((-1) ** (t // 2) * _f(t + 2), den)
    return _signed(total, r)
