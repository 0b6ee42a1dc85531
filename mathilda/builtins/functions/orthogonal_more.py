"""More orthogonal functions: JacobiP, LegendreQ, ZernikeR, SphericalHarmonicY.

Explicit integer degrees give the explicit functions (polynomials written as orthogonal.py
writes them; LegendreQ as P_n Q_0 - W_{n-1} with Q_0 = (Log[1 + x] - Log[1 - x])/2;
SphericalHarmonicY in Sin, Cos and E^(I m phi) with the Condon-Shortley phase); inexact
arguments give mpmath's values.  Declared through ``tabulated.special``.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import plus, power, times
from mathilda.algorithms.functions.numeric import fraction_value, int_value
from mathilda.builtins.functions.orthogonal import (
    _derivative as derivative_coeffs, _univariate, legendre_coeffs,
)
from mathilda.builtins.functions.tabulated import form, special
from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO

MAX_DEGREE = 200


def _degree(n):
    k = int_value(n)
    return k if k is not None and 0 <= k <= MAX_DEGREE else None


def _add(p, q, c=1):
    out = dict(p)
    for k, v in q.items():
        out[k] = out.get(k, 0) + c * v
    return out


def _mul(p, q):
    out = {}
    for i, a in p.items():
        for j, b in q.items():
            out[i + j] = out.get(i + j, 0) + a * b
    return out


# --- JacobiP ---------------------------------------------------------------------------------


def jacobi_coeffs(n, a, b):
    """P_n^(a, b)(x) as {power: Fraction} for rational a, b:
    (a + 1)_n/n! sum_k (-n)_k (n + a + b + 1)_k/((a + 1)_k k!) ((1 - x)/2)^k."""
    lead = Fraction(1)
    for j in range(n):
        lead *= (a + 1 + j)
    lead /= math.factorial(n)
    out, term, half = {}, Fraction(1), {0: Fraction(1)}
    step = {0: Fraction(1, 2), 1: Fraction(-1, 2)}
    for k in range(n + 1):
        if k:
            if a + k == 0:
                return None
            term *= Fraction(-n + k - 1) * (n + a + b + k) / ((a + k) * k)
            half = _mul(half, step)
        out = _add(out, half, lead * term)
    return out


def _jacobi_rule(ev, expr):
    n, a, b, x = expr.args
    k = _degree(n)
    if k is None:
        return None
    if k == 0:
        return ONE
    av, bv = fraction_value(a), fraction_value(b)
    if av is None or bv is None:
        return None
    c = jacobi_coeffs(k, av, bv)
    return None if c is None else _univariate(ev, c, x)


special("JacobiP", 4, lambda m, n, a, b, x: m.jacobi(n, a, b, x), rule=_jacobi_rule,
        usage="JacobiP[n, a, b, x] gives the Jacobi polynomial P_n^(a, b)(x).",
        derivatives=(None, None, None,
                     "((1 + #1 + #2 + #3) JacobiP[-1 + #1, 1 + #2, 1 + #3, #4])/2"),
        kernel=lambda np, sp, n, a, b, x: sp.eval_jacobi(n, a, b, x),
        examples=[("JacobiP[1, 1, 1, x]", "2 x"), ("JacobiP[2, 0, 0, x]", "(-1 + 3 x^2)/2"),
                  ("JacobiP[2, 1, 2, x]", "(-3 - 6 x + 21 x^2)/4"),
                  ("JacobiP[0, a, b, x]", "1"), ("JacobiP[3, 0.5, 1.5, 0.3]", "-0.39725"),
                  ("D[JacobiP[n, a, b, x], x]",
                   "1/2 (1 + a + b + n) JacobiP[-1 + n, 1 + a, 1 + b, x]")])

# --- LegendreQ ---------------------------------------------------------------------------------

_Q0 = "(-Log[1 - #1] + Log[1 + #1])/2"


def _legendre_q_rule(ev, expr):
    if len(expr.args) == 3:
        if int_value(expr.args[1]) == 0:
            return Expression(expr.head, (expr.args[0], expr.args[2]))
        return None
    n, x = expr.args
    k = _degree(n)
    if k is None:
        return None
    q0 = form(_Q0, x)
    if k == 0:
        return q0
    w = {}
    for j in range(1, k + 1):          # W_{n-1} = sum_j P_{j-1} P_{n-j}/j
        w = _add(w, _mul(legendre_coeffs(j - 1), legendre_coeffs(k - j)), Fraction(1, j))
    return plus(times(_univariate(ev, legendre_coeffs(k), x), q0),
                times(MINUS_ONE, _univariate(ev, w, x)))


def _legendre_q(m, *xs):
    n, mu, z = (xs[0], 0, xs[1]) if len(xs) == 2 else xs
    return m.legenq(n, mu, z, type=2)


special("LegendreQ", (2, 3), _legendre_q, rule=_legendre_q_rule,
        usage="LegendreQ[n, x] gives the Legendre function of the second kind Q_n(x); "
              "LegendreQ[n, m, x] the associated Legendre function Q_n^m(x).",
        derivatives={2: (None, "(-(#1 #2 LegendreQ[#1, #2]) + #1 LegendreQ[-1 + #1, #2])/"
                               "(1 - #2^2)")},
        examples=[("LegendreQ[0, x]", "(-Log[1 - x] + Log[1 + x])/2"),
                  ("LegendreQ[1, x]", "-1 + 1/2 x (-Log[1 - x] + Log[1 + x])"),
                  ("LegendreQ[2, 0.5]", "-0.818663"),
                  ("LegendreQ[1, 0, x]", "-1 + 1/2 x (-Log[1 - x] + Log[1 + x])"),
                  ("LegendreQ[1.5, 1, 0.3]", "0.422981"),
                  ("LegendreQ[n, x]", "LegendreQ[n, x]")])

# --- ZernikeR -----------------------------------------------------------------------------------


def zernike_coeffs(n, m):
    if (n - m) % 2:
        return {}
    c = {}
    for k in range((n - m) // 2 + 1):
        c[n - 2 * k] = Fraction((-1) ** k * math.factorial(n - k),
                                math.factorial(k) * math.factorial((n + m) // 2 - k)
                                * math.factorial((n - m) // 2 - k))
    return c


def _zernike(m, n, k, r):
    if n != int(n) or k != int(k):
        return None
    n, k = int(n), abs(int(k))
    if k > n or (n - k) % 2:
        return m.mpf(0)
    j = (n - k) // 2
    return (-1) ** j * r ** k * m.jacobi(j, k, 0, 1 - 2 * r * r)


def _zernike_rule(ev, expr):
    n, mm, r = expr.args
    nv, mv = _degree(n), int_value(mm)
    if nv is None or mv is None:
        return None
    mv = abs(mv)
    if mv > nv:
        return ZERO
    return _univariate(ev, zernike_coeffs(nv, mv), r)


special("ZernikeR", 3, _zernike, rule=_zernike_rule,
        usage="ZernikeR[n, m, r] gives the radial Zernike polynomial R_n^m(r).",
        examples=[("ZernikeR[4, 2, r]", "-3 r^2 + 4 r^4"), ("ZernikeR[2, 0, r]", "-1 + 2 r^2"),
                  ("ZernikeR[3, 1, r]", "-2 r + 3 r^3"), ("ZernikeR[3, 0, r]", "0"),
                  ("ZernikeR[5, 1, 0.3]", "0.6003"), ("ZernikeR[n, m, r]", "ZernikeR[n, m, r]")])

# --- SphericalHarmonicY -------------------------------------------------------------------------


def _square_part(n):
    """(a, r) with n = a^2 r and r squarefree (n a positive integer of moderate size)."""
    a, r, d = 1, n, 2
    while d * d <= r:
        while r % (d * d) == 0:
            r //= d * d
            a *= d
        d += 1
    return a, r


def _sqrt_over_pi(c):
    """Sqrt[c/Pi] for a positive Fraction c as the Wolfram Language writes it: the squares
    taken out, 1/Sqrt[q Pi] for a squarefree 1/q, else (a/b) Sqrt[p/(q Pi)]."""
    a, p = _square_part(c.numerator)
    b, q = _square_part(c.denominator)
    k = make_rational(Fraction(a, b))
    if p == 1:
        return times(k, power(times(Integer(q), S.Pi), make_rational(-1, 2)))
    return times(k, power(times(make_rational(Fraction(p, q)), power(S.Pi, MINUS_ONE)),
                          make_rational(1, 2)))


def _spherical_harmonic_rule(ev, expr):
    l, mm, theta, phi = expr.args
    lv, mv = _degree(l), int_value(mm)
    if lv is None or mv is None:
        return None
    k = abs(mv)
    if k > lv:
        return ZERO
    # Y_l^m = N (-1)^m Sin^m P_l^(m)(Cos) E^(I m phi), N^2 = (2l + 1)(l - m)!/(4 Pi (l + m)!);
    # Y_l^(-m) = (-1)^m Conjugate[Y_l^m]
    norm = Fraction((2 * lv + 1) * math.factorial(lv - k), 4 * math.factorial(lv + k))
    sign = -1 if (mv > 0 and k % 2) else 1
    poly = derivative_coeffs(legendre_coeffs(lv), k)
    cos = Expression(S.Cos, (theta,))
    # the polynomial's content joins the square root, as the Wolfram Language writes it
    g, d = 0, 1
    for v in poly.values():
        v = Fraction(v)
        g, d = math.gcd(g, v.numerator), d * v.denominator // math.gcd(d, v.denominator)
    content = Fraction(g, d)
    poly = {e: Fraction(v) / content for e, v in poly.items()}
    parts = [Integer(sign), _sqrt_over_pi(norm * content ** 2), _univariate(ev, poly, cos)]
    if k:
        parts.append(power(Expression(S.Sin, (theta,)), Integer(k)))
        parts.append(power(S.E, times(S.I, Integer(mv), phi)))
    return times(*parts)


special("SphericalHarmonicY", 4, lambda m, l, k, t, p: m.spherharm(l, k, t, p),
        rule=_spherical_harmonic_rule,
        usage="SphericalHarmonicY[l, m, theta, phi] gives the spherical harmonic Y_l^m(theta, "
              "phi).",
        derivatives=(None, None,
                     "#2 Cot[#3] SphericalHarmonicY[#1, #2, #3, #4] + Sqrt[Gamma[1 + #1 - #2]] "
                     "Sqrt[Gamma[2 + #1 + #2]] SphericalHarmonicY[#1, 1 + #2, #3, #4]/"
                     "(E^(I #4) Sqrt[Gamma[#1 - #2]] Sqrt[Gamma[1 + #1 + #2]])",
                     "I #2 SphericalHarmonicY[#1, #2, #3, #4]"),
        examples=[("SphericalHarmonicY[0, 0, t, p]", "1/(2 Sqrt[Pi])"),
                  ("SphericalHarmonicY[1, 0, t, p]", "(Cos[t] Sqrt[3/Pi])/2"),
                  ("SphericalHarmonicY[1, 1, t, p]", "(-E^(I p) Sin[t] Sqrt[3/(2 Pi)])/2"),
                  ("SphericalHarmonicY[2, -1, t, p]",
                   "(E^(-I p) Cos[t] Sin[t] Sqrt[15/(2 Pi)])/2"),
                  ("SphericalHarmonicY[3, 4, t, p]", "0"),
                  ("SphericalHarmonicY[2, 1, 0.5, 0.3]", "-0.310521 - 0.0960555 I")])
