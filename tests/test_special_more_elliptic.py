"""EllipticF, EllipticPi, JacobiZeta, JacobiAmplitude, the twelve Jacobi elliptic functions
and their inverses: exact printed values, derivatives, identities, and machine values
against SciPy (ellipj, ellipkinc, ellipeinc) and quadrature."""

import math

import numpy as np
import pytest
import scipy.special as sp
from scipy.integrate import quad

from support import check_rows
from mathilda.core.expr import Complex
from mathilda.session import Session

ROWS = [
    ('EllipticF[Pi/2, 1/2]', 'EllipticK[1/2]'), ('EllipticF[x, 0]', 'x'),
    ('EllipticF[0, 1/3]', '0'), ('EllipticF[-2 x, m]', '-EllipticF[2 x, m]'),
    ('D[EllipticK[m], m]', '(EllipticE[m] - (1 - m) EllipticK[m])/(2 (1 - m) m)'),
    ('D[EllipticE[m], m]', '(EllipticE[m] - EllipticK[m])/(2 m)'),
    ('D[EllipticE[phi, m], phi]', 'Sqrt[1 - m Sin[phi]^2]'),
    ('EllipticPi[0, 1/2]', 'EllipticK[1/2]'), ('EllipticPi[1/2, 0]', 'Pi/Sqrt[2]'),
    ('EllipticPi[0, phi, m]', 'EllipticF[phi, m]'),
    ('JacobiZeta[Pi/2, m]', '0'), ('JacobiZeta[x, 0]', '0'),
    ('JacobiAmplitude[u, 1]', 'Gudermannian[u]'),
    ('JacobiSN[u, 0]', 'Sin[u]'), ('JacobiCN[u, 1]', 'Sech[u]'), ('JacobiDN[u, 0]', '1'),
    ('JacobiNS[0, m]', 'ComplexInfinity'), ('JacobiSC[-u, m]', '-JacobiSC[u, m]'),
    ('JacobiCD[-u, m]', 'JacobiCD[u, m]'), ('JacobiSN[{0, u}, 0]', '{0, Sin[u]}'),
    ('D[JacobiCN[2 u, m], u]', '-2 JacobiDN[2 u, m] JacobiSN[2 u, m]'),
    ('D[JacobiSN[u, m], {u, 2}]',
     '-(m JacobiCN[u, m]^2 JacobiSN[u, m]) - JacobiDN[u, m]^2 JacobiSN[u, m]'),
    ('InverseJacobiSN[x, 0]', 'ArcSin[x]'), ('InverseJacobiSN[1, m]', 'EllipticK[m]'),
    ('InverseJacobiCN[1, m]', '0'), ('InverseJacobiSC[-x, m]', '-InverseJacobiSC[x, m]'),
    ('InverseJacobiSN[0, m]', '0'),
    ('Attributes[JacobiSN]', '{Listable, NumericFunction, Protected}'),
]


def test_rows():
    check_rows(ROWS)


def _num(e):
    if type(e) is Complex:
        return complex(float(e.re.value), float(e.im.value))
    return float(e.value)


def _ellpi(n, phi, m):
    return quad(lambda t: 1 / ((1 - n * math.sin(t) ** 2) * math.sqrt(1 - m * math.sin(t) ** 2)),
                0, phi)[0]


def test_jacobi_against_scipy():
    s = Session()
    us, m = [0.3, 1.1, 2.7, -1.9], 0.37
    for u in us:
        sn, cn, dn, ph = sp.ellipj(u, m)
        v = {"S": float(sn), "C": float(cn), "D": float(dn), "N": 1.0}
        for p in "SCDN":
            for q in "SCDN":
                if p == q:
                    continue
                got = float(s.evaluate("Jacobi%s%s[%r, %r]" % (p, q, u, m)).value)
                assert abs(got - v[p] / v[q]) < 1e-12 * max(1, abs(v[p] / v[q])), (p, q, u)
                inv = s.evaluate("Jacobi%s%s[InverseJacobi%s%s[%r, %r], %r]"
                                 % (p, q, p, q, v[p] / v[q], m, m))
                assert abs(_num(inv) - v[p] / v[q]) < 1e-9, (p, q, u, str(inv))
        am = float(s.evaluate("JacobiAmplitude[%r, %r]" % (u, m)).value)
        assert abs(am - float(ph)) < 1e-12
    packed = s.evaluate("JacobiCN[N[Range[-2, 2]], 0.37]")
    assert np.allclose([float(x.value) for x in packed.args],
                       sp.ellipj(np.arange(-2.0, 3.0), 0.37)[1], rtol=1e-13)


@pytest.mark.parametrize("phi,m", [(0.4, 0.2), (1.2, 0.75), (2.5, 0.5)])
def test_integrals_against_scipy(phi, m):
    s = Session()
    f = float(s.evaluate("EllipticF[%r, %r]" % (phi, m)).value)
    assert abs(f - sp.ellipkinc(phi, m)) < 1e-13
    z = float(s.evaluate("JacobiZeta[%r, %r]" % (phi, m)).value)
    ref = sp.ellipeinc(phi, m) - sp.ellipe(m) * sp.ellipkinc(phi, m) / sp.ellipk(m)
    assert abs(z - ref) < 1e-13
    p = float(s.evaluate("EllipticPi[0.3, %r, %r]" % (phi, m)).value)
    assert abs(p - _ellpi(0.3, phi, m)) < 1e-11
