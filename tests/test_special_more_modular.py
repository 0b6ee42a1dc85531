"""Theta, Neville, Weierstrass and modular functions: exact printed values, parity,
derivatives, and numeric values against independent computations (theta series, the
Weierstrass differential equation and Laurent series, Jacobi functions from SciPy, known
modular values)."""

import math

import mpmath
import pytest
import scipy.special as sp

from support import check_rows
from mathilda.core.expr import Complex
from mathilda.session import Session

ROWS = [
    ('EllipticTheta[1, 0, 1/2]', '0'), ('EllipticTheta[2, u, 0]', '0'),
    ('EllipticTheta[4, u, 0]', '1'), ('EllipticTheta[3, -u, q]', 'EllipticTheta[3, u, q]'),
    ('EllipticTheta[1, q]', '0'), ('EllipticThetaPrime[1, -u, q]', 'EllipticThetaPrime[1, u, q]'),
    ('EllipticThetaPrime[4, 0, q]', '0'),
    ('D[EllipticTheta[1, 2 u, q], u]', '2 EllipticThetaPrime[1, 2 u, q]'),
    ('EllipticNomeQ[0]', '0'), ('InverseEllipticNomeQ[0]', '0'),
    ('NevilleThetaS[z, 0]', 'Sin[z]'), ('NevilleThetaC[0, m]', '1'),
    ('NevilleThetaS[-z, m]', '-NevilleThetaS[z, m]'),
    ('WeierstrassP[u, {0, 0}]', '1/u^2'), ('WeierstrassSigma[0, {0, 0}]', '0'),
    ('WeierstrassZeta[-2 u, {a, b}]', '-WeierstrassZeta[2 u, {a, b}]'),
    ('D[WeierstrassZeta[u, {g2, g3}], {u, 2}]', '-WeierstrassPPrime[u, {g2, g3}]'),
    ('WeierstrassP[{1, 2}, {g2, g3}]', 'WeierstrassP[{1, 2}, {g2, g3}]'),
    ('KleinInvariantJ[I]', '1'), ('ModularLambda[I]', '1/2'),
    ('DedekindEta[I]', 'Gamma[1/4]/(2 Pi^(3/4))'), ('KleinInvariantJ[2. I]', '166.375'),
    ('DedekindEta[-I]', 'DedekindEta[-I]'), ('KleinInvariantJ[-0.5 I]', 'KleinInvariantJ[0. - 0.5 I]'),
    ('Attributes[WeierstrassP]', '{NumericFunction, Protected, ReadProtected}'),
]


def test_rows():
    check_rows(ROWS)


def _num(e):
    if type(e) is Complex:
        return complex(float(e.re.value), float(e.im.value))
    return float(e.value)


def test_theta_against_series():
    s = Session()
    q, u = 0.23, 0.7
    series = {
        1: 2 * sum((-1) ** n * q ** ((n + 0.5) ** 2) * math.sin((2 * n + 1) * u)
                   for n in range(30)),
        2: 2 * sum(q ** ((n + 0.5) ** 2) * math.cos((2 * n + 1) * u) for n in range(30)),
        3: 1 + 2 * sum(q ** (n * n) * math.cos(2 * n * u) for n in range(1, 30)),
        4: 1 + 2 * sum((-1) ** n * q ** (n * n) * math.cos(2 * n * u) for n in range(1, 30)),
    }
    for a, ref in series.items():
        assert abs(_num(s.evaluate("EllipticTheta[%d, %r, %r]" % (a, u, q))) - ref) < 1e-13
    d = _num(s.evaluate("EllipticThetaPrime[3, %r, %r]" % (u, q)))
    ref = -4 * sum(n * q ** (n * n) * math.sin(2 * n * u) for n in range(1, 30))
    assert abs(d - ref) < 1e-13


def test_neville_against_jacobi():
    s = Session()
    u, m = 0.8, 0.45
    sn, cn, dn, _ = sp.ellipj(u, m)
    th = {k: _num(s.evaluate("NevilleTheta%s[%r, %r]" % (k, u, m))) for k in "SCDN"}
    assert abs(th["S"] / th["N"] - sn) < 1e-13
    assert abs(th["C"] / th["N"] - cn) < 1e-13
    assert abs(th["D"] / th["N"] - dn) < 1e-13


@pytest.mark.parametrize("g2,g3", [(1.0, 2.0), (2.0, 0.3), (-1.5, 0.7), (4.0, -1.0)])
def test_weierstrass(g2, g3):
    s = Session()
    for u in (0.2, 0.45):
        p = _num(s.evaluate("WeierstrassP[%r, {%r, %r}]" % (u, g2, g3)))
        laurent = 1 / u ** 2 + g2 * u ** 2 / 20 + g3 * u ** 4 / 28 + g2 ** 2 * u ** 6 / 1200
        assert abs(p - laurent) < 1e-4 * abs(p)
        dp = _num(s.evaluate("WeierstrassPPrime[%r, {%r, %r}]" % (u, g2, g3)))
        assert abs(dp ** 2 - (4 * p ** 3 - g2 * p - g3)) < 1e-9 * abs(dp) ** 2
        back = _num(s.evaluate("InverseWeierstrassP[%r, {%r, %r}]" % (p, g2, g3)))
        assert abs(back - u) < 1e-10
        z = _num(s.evaluate("WeierstrassZeta[%r, {%r, %r}]" % (u, g2, g3)))
        assert abs(z - (1 / u - g2 * u ** 3 / 60 - g3 * u ** 5 / 140)) < 1e-4
        sig = _num(s.evaluate("WeierstrassSigma[%r, {%r, %r}]" % (u, g2, g3)))
        assert abs(sig - (u - g2 * u ** 5 / 240 - g3 * u ** 7 / 840)) < 1e-5
    # zeta' = -P and sigma'/sigma = zeta, by differences of the computed values
    h, u = 1e-5, 0.35
    val = lambda f, x: _num(s.evaluate("%s[%r, {%r, %r}]" % (f, x, g2, g3)))
    dz = (val("WeierstrassZeta", u + h) - val("WeierstrassZeta", u - h)) / (2 * h)
    assert abs(dz + val("WeierstrassP", u)) < 1e-5 * abs(val("WeierstrassP", u))
    ds = (val("WeierstrassSigma", u + h) - val("WeierstrassSigma", u - h)) / (2 * h)
    assert abs(ds / val("WeierstrassSigma", u) - val("WeierstrassZeta", u)) < 1e-6


def test_modular_values():
    s = Session()
    # j(2 i) = 66^3; eta(2 i) = Gamma(1/4)/(2^(11/8) Pi^(3/4)); lambda(i/2) = 1 - lambda(2 i)
    assert abs(_num(s.evaluate("KleinInvariantJ[2. I]")) - 66 ** 3 / 1728) < 1e-9
    ref = math.gamma(0.25) / (2 ** (11 / 8) * math.pi ** 0.75)
    assert abs(_num(s.evaluate("DedekindEta[2. I]")) - ref) < 1e-14
    a = _num(s.evaluate("ModularLambda[0.5 I]"))
    b = _num(s.evaluate("ModularLambda[2. I]"))
    assert abs(a + b - 1) < 1e-14
    q = _num(s.evaluate("EllipticNomeQ[0.3]"))
    kk = mpmath.ellipk(0.3)
    assert abs(q - float(mpmath.exp(-mpmath.pi * mpmath.ellipk(0.7) / kk))) < 1e-15
    assert abs(_num(s.evaluate("InverseEllipticNomeQ[EllipticNomeQ[0.3]]")) - 0.3) < 1e-14
