"""The Airy, Scorer, Hankel, spherical Bessel, Struve, Kelvin, Anger and Weber functions and
the Bessel and Airy zeros: exact printed values, derivatives, and machine values against
SciPy or quadrature (independent of the mpmath path)."""

import math

import numpy as np
import pytest
import scipy.special as sp
from scipy.integrate import quad

from support import check_rows
from mathilda.session import Session

ROWS = [
    ('AiryAiPrime[0]', '-(1/(3^(1/3) Gamma[1/3]))'), ('AiryBi[-Infinity]', '0'),
    ('D[AiryAi[x], x]', 'AiryAiPrime[x]'), ('D[AiryBi[2 x], x]', '2 AiryBiPrime[2 x]'),
    ('D[AiryBiPrime[x], {x, 2}]', 'AiryBi[x] + x AiryBiPrime[x]'),
    ('AiryAiZero[k]', 'AiryAiZero[k]'), ('N[AiryBiZero[1], 25]', '-1.173713222709127924919980'),
    ('AiryAiZero[1.5]', 'AiryAiZero[1.5]'),
    ('ScorerGiPrime[0]', '1/(3^(5/6) Gamma[1/3])'),
    ('D[ScorerHi[x], {x, 2}]', '1/Pi + x ScorerHi[x]'),
    ('HankelH2[0, 0]', 'ComplexInfinity'), ('HankelH1[n, x]', 'HankelH1[n, x]'),
    ('SphericalBesselJ[2, x]', '(-3 Cos[x])/x^2 + (3 Sin[x])/x^3 - Sin[x]/x'),
    ('SphericalBesselY[2, x]', '(-3 Cos[x])/x^3 + Cos[x]/x - (3 Sin[x])/x^2'),
    ('SphericalBesselJ[n, x]', 'SphericalBesselJ[n, x]'), ('SphericalBesselJ[1, 0]', '0'),
    ('SphericalBesselY[3, 0]', 'ComplexInfinity'),
    ('D[SphericalBesselJ[n, x], x]',
     '(n SphericalBesselJ[n, x])/x - SphericalBesselJ[1 + n, x]'),
    ('StruveH[1/2, z]', '((1 - Cos[z]) Sqrt[2/Pi])/Sqrt[z]'), ('StruveH[3, 0]', '0'),
    ('StruveL[1/2, x]', '((-1 + Cosh[x]) Sqrt[2/Pi])/Sqrt[x]'), ('StruveL[2/3, 0]', '0'),
    ('KelvinBer[0]', '1'), ('KelvinBei[0]', '0'), ('KelvinKer[0]', 'Infinity'),
    ('KelvinKei[0]', '-Pi/4'), ('D[KelvinKei[x], x]', '(KelvinKei[1, x] - KelvinKer[1, x])/Sqrt[2]'),
    ('AngerJ[n, x]', 'AngerJ[n, x]'), ('WeberE[n, x]', 'WeberE[n, x]'),
    ('BesselJZero[n, k]', 'BesselJZero[n, k]'),
    ('N[BesselJZero[0, 3], 30]', '8.65372791291101221695419871266'),
    ('N[BesselYZero[0, 2]]', '3.95768'),
    ('Attributes[SphericalBesselJ]', '{Listable, NumericFunction, Protected}'),
]


def test_rows():
    check_rows(ROWS)


def _anger(n, z):
    return quad(lambda t: math.cos(n * t - z * math.sin(t)), 0, math.pi)[0] / math.pi


def _weber(n, z):
    return quad(lambda t: math.sin(n * t - z * math.sin(t)), 0, math.pi)[0] / math.pi


def _hi(x, k=0):
    return quad(lambda t: t ** k * math.exp(x * t - t ** 3 / 3), 0, np.inf)[0] / math.pi


def _kelvin1(x):
    """ber_1 + i bei_1 and ker_1 + i kei_1 from J_1 and K_1 of a complex argument."""
    return (complex(sp.jv(1, x * np.exp(3j * np.pi / 4))),
            complex(np.exp(-1j * np.pi / 2) * sp.kv(1, x * np.exp(1j * np.pi / 4))))


REAL = [
    ("AiryAiPrime[%r]", lambda x: sp.airy(x)[1]), ("AiryBi[%r]", lambda x: sp.airy(x)[2]),
    ("AiryBiPrime[%r]", lambda x: sp.airy(x)[3]),
    ("ScorerHi[%r]", _hi), ("ScorerHiPrime[%r]", lambda x: _hi(x, 1)),
    ("ScorerGi[%r]", lambda x: sp.airy(x)[2] - _hi(x)),
    ("ScorerGiPrime[%r]", lambda x: sp.airy(x)[3] - _hi(x, 1)),
    ("SphericalBesselJ[2, %r]", lambda x: sp.spherical_jn(2, x)),
    ("SphericalBesselY[1, %r]", lambda x: sp.spherical_yn(1, x)),
    ("StruveH[1.5, %r]", lambda x: sp.struve(1.5, x)),
    ("StruveL[0, %r]", lambda x: sp.modstruve(0, x)),
    ("KelvinBer[%r]", sp.ber), ("KelvinBei[%r]", sp.bei), ("KelvinKer[%r]", sp.ker),
    ("KelvinKei[%r]", sp.kei),
    ("KelvinBei[1, %r]", lambda x: _kelvin1(x)[0].imag),
    ("KelvinKer[1, %r]", lambda x: _kelvin1(x)[1].real),
    ("AngerJ[0.3, %r]", lambda x: _anger(0.3, x)), ("WeberE[1.7, %r]", lambda x: _weber(1.7, x)),
]


@pytest.mark.parametrize("template,ref", REAL)
def test_machine_values(template, ref):
    s = Session()
    for x in (0.25, 0.75, 1.5, 3.25):
        got = float(s.evaluate(template % x).value)
        assert abs(got - ref(x)) <= 1e-9 * max(1.0, abs(ref(x))), template % x


def test_complex_values_and_zeros():
    s = Session()
    h = s.evaluate("HankelH1[0.5, 2.5]")
    ref = complex(sp.hankel1(0.5, 2.5))
    assert abs(complex(float(h.re.value), float(h.im.value)) - ref) < 1e-12
    h = s.evaluate("SphericalHankelH2[2, 1.5]")
    ref = complex(sp.spherical_jn(2, 1.5) - 1j * sp.spherical_yn(2, 1.5))
    assert abs(complex(float(h.re.value), float(h.im.value)) - ref) < 1e-12
    zs = s.evaluate("N[BesselJZero[1, {1, 2, 3}]]")
    assert np.allclose([float(v.value) for v in zs.args], sp.jn_zeros(1, 3), rtol=1e-13)
    zs = s.evaluate("N[BesselYZero[0, {1, 2}]]")
    assert np.allclose([float(v.value) for v in zs.args], sp.yn_zeros(0, 2), rtol=1e-13)
    zs = s.evaluate("N[AiryAiZero[{1, 2, 3}]]")
    assert np.allclose([float(v.value) for v in zs.args], sp.ai_zeros(3)[0], rtol=1e-13)
    # the packed path agrees with the scalar path
    packed = s.evaluate("AiryBi[N[Range[-2, 2]]]")
    assert np.allclose([float(v.value) for v in packed.args],
                       sp.airy(np.arange(-2.0, 3.0))[2], rtol=1e-13)
