"""JacobiP, LegendreQ, ZernikeR, SphericalHarmonicY, the regularized hypergeometric functions,
Whittaker, parabolic cylinder and Coulomb functions, AppellF1, MeijerG: exact printed forms and
numeric values against SciPy, defining series and closed forms."""

import math

import mpmath
import pytest
import scipy.special as sp

from support import check_rows
from mathilda.core.expr import Complex
from mathilda.session import Session

ROWS = [
    ('JacobiP[3, 0, 0, x]', '(-3 x + 5 x^3)/2'), ('JacobiP[1, a, b, x]', 'JacobiP[1, a, b, x]'),
    ('JacobiP[2, 1/2, 1/2, 0]', '-5/8'),
    ('LegendreQ[0, 1/2]', '(Log[3/2] + Log[2])/2'),
    ('LegendreQ[2, x]', '(-3 x)/2 + 1/4 (-1 + 3 x^2) (-Log[1 - x] + Log[1 + x])'),
    ('D[LegendreQ[n, x], x]', '(n LegendreQ[-1 + n, x] - n x LegendreQ[n, x])/(1 - x^2)'),
    ('ZernikeR[4, 0, r]', '1 - 6 r^2 + 6 r^4'), ('ZernikeR[4, -2, r]', '-3 r^2 + 4 r^4'),
    ('ZernikeR[2, 4, r]', '0'),
    ('SphericalHarmonicY[1, -1, t, p]', '(E^(-I p) Sin[t] Sqrt[3/(2 Pi)])/2'),
    ('SphericalHarmonicY[2, 0, t, p]', '1/4 (-1 + 3 Cos[t]^2) Sqrt[5/Pi]'),
    ('Hypergeometric0F1Regularized[3, 0]', '1/2'),
    ('Hypergeometric2F1Regularized[a, b, 1, 0]', '1'),
    ('HypergeometricPFQRegularized[{1}, {2, 3}, 0]', '1/2'),
    ('ParabolicCylinderD[1, z]', 'E^(-z^2/4) z'),
    ('AppellF1[a, b1, b2, c, 0, 0]', '1'),
    ('MeijerG[{{}, {}}, {{a}, {}}, z]', 'MeijerG[{{}, {}}, {{a}, {}}, z]'),
    ('MeijerG[{{1, 1}, {}}, {{1}, {0}}, z]', 'Log[1 + z]'),
    ('MeijerG[{{1}, {}}, {{1}, {0}}, z]', '1 - E^(-z)'),
]


def test_rows():
    check_rows(ROWS)


def _num(e):
    if type(e) is Complex:
        return complex(float(e.re.value), float(e.im.value))
    return float(e.value)


def _reg(up, lo, z, n=120):
    """The regularized series, term by term (finite at poles of the lower parameters)."""
    s = 0
    for k in range(n):
        t = mpmath.mpf(1)
        for a in up:
            t *= mpmath.rf(a, k)
        for b in lo:
            t *= mpmath.rgamma(b + k)
        s += t * mpmath.mpf(z) ** k / mpmath.factorial(k)
    return float(s)


def test_against_scipy_and_series():
    s = Session()
    for x in (-0.7, 0.2, 0.9):
        got = _num(s.evaluate("JacobiP[4, 0.5, -0.3, %r]" % x))
        assert abs(got - sp.eval_jacobi(4, 0.5, -0.3, x)) < 1e-13
        exact = _num(s.evaluate("N[JacobiP[5, 1/3, 2, x] /. x -> %r]" % x))
        assert abs(exact - sp.eval_jacobi(5, 1 / 3, 2, x)) < 1e-12
        q = _num(s.evaluate("N[LegendreQ[3, x] /. x -> %r]" % x))
        assert abs(q - float(mpmath.legenq(3, 0, x, type=2))) < 1e-12
        r = abs(x)
        z = _num(s.evaluate("N[ZernikeR[6, 2, r] /. r -> %r]" % r))
        assert abs(z - _num(s.evaluate("ZernikeR[6, 2, %r]" % r))) < 1e-12
    for up, lo, z, text in [([], [-1.0], 2.0, "Hypergeometric0F1Regularized[-1., 2.]"),
                            ([1.5], [-2.0], 0.5, "Hypergeometric1F1Regularized[1.5, -2., 0.5]"),
                            ([1.0, 2.5], [-1.0], 0.3,
                             "Hypergeometric2F1Regularized[1., 2.5, -1., 0.3]"),
                            ([1.0, 2.0], [3.0, -1.0], 0.4,
                             "HypergeometricPFQRegularized[{1., 2.}, {3., -1.}, 0.4]")]:
        assert abs(_num(s.evaluate(text)) - _reg(up, lo, z)) < 1e-12, text
    k, mu, z = 0.3, 0.8, 1.7
    pre = math.exp(-z / 2) * z ** (mu + 0.5)
    assert abs(_num(s.evaluate("WhittakerM[%r, %r, %r]" % (k, mu, z)))
               - pre * sp.hyp1f1(mu - k + 0.5, 1 + 2 * mu, z)) < 1e-12
    assert abs(_num(s.evaluate("WhittakerW[%r, %r, %r]" % (k, mu, z)))
               - pre * sp.hyperu(mu - k + 0.5, 1 + 2 * mu, z)) < 1e-12
    assert abs(_num(s.evaluate("ParabolicCylinderD[2.5, 1.2]")) - sp.pbdv(2.5, 1.2)[0]) < 1e-12
    # Coulomb functions at eta = 0 are Riccati-Bessel functions
    assert abs(_num(s.evaluate("CoulombF[2, 0, 3.]")) - 3 * sp.spherical_jn(2, 3.0)) < 1e-12
    assert abs(_num(s.evaluate("CoulombG[2, 0, 3.]")) + 3 * sp.spherical_yn(2, 3.0)) < 1e-12
    f1 = sum(mpmath.rf(1, i + j) * mpmath.rf(2, i) * mpmath.rf(3, j)
             / (mpmath.rf(4, i + j) * mpmath.factorial(i) * mpmath.factorial(j))
             * 0.2 ** i * 0.3 ** j for i in range(60) for j in range(60))
    assert abs(_num(s.evaluate("AppellF1[1., 2., 3., 4., 0.2, 0.3]")) - float(f1)) < 1e-12
    # G^{1,0}_{0,2}(z | a, b) = z^((a + b)/2) J_(a - b)(2 Sqrt[z])
    g = _num(s.evaluate("MeijerG[{{}, {}}, {{0.7}, {0.2}}, 1.3]"))
    assert abs(g - 1.3 ** 0.45 * sp.jv(0.5, 2 * math.sqrt(1.3))) < 1e-12


def test_spherical_harmonics_exact_agree_with_numeric():
    s = Session()
    for l in range(4):
        for m in range(-l, l + 1):
            exact = _num(s.evaluate("N[SphericalHarmonicY[%d, %d, t, p] /. {t -> 0.7, "
                                    "p -> 1.1}]" % (l, m)))
            ref = complex(mpmath.spherharm(l, m, 0.7, 1.1))
            assert abs(exact - ref) < 1e-13, (l, m)
