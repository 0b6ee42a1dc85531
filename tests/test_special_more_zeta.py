"""ZetaZero, RiemannSiegelZ/Theta, RiemannXi, RiemannR, PrimeZetaP, StieltjesGamma,
DirichletEta, DirichletBeta, DirichletLambda: exact printed values, and numeric values
against independent computations (defining sums, the functional relations)."""

import math

import pytest
from scipy.special import zeta as sz

from support import check_rows
from mathilda.core.expr import Complex
from mathilda.session import Session

ROWS = [
    ('ZetaZero[k]', 'ZetaZero[k]'), ('N[ZetaZero[1], 15]', '0.500000000000000 + 14.1347251417347 I'),
    ('RiemannSiegelTheta[0]', '0'), ('RiemannSiegelZ[0]', 'Zeta[1/2]'),
    ('D[RiemannSiegelTheta[t], t]',
     '-Log[Pi]/2 + (PolyGamma[0, 1/4 - (I t)/2] + PolyGamma[0, 1/4 + (I t)/2])/4'),
    ('RiemannXi[1]', '1/2'), ('RiemannXi[6]', '(2 Pi^3)/63'),
    ('PrimeZetaP[1]', 'Infinity'), ('StieltjesGamma[0, 1]', 'EulerGamma'),
    ('DirichletEta[4]', '(7 Pi^4)/720'), ('DirichletEta[-2]', '0'),
    ('DirichletEta[5]', '(15 Zeta[5])/16'),
    ('DirichletLambda[4]', 'Pi^4/96'), ('DirichletLambda[-1]', '1/12'),
    ('DirichletBeta[5]', '(5 Pi^5)/1536'), ('DirichletBeta[-1]', '0'),
    ('DirichletBeta[-4]', '5/2'), ('DirichletBeta[4]', 'DirichletBeta[4]'),
    ('DirichletBeta[{1, 3}]', '{Pi/4, Pi^3/32}'),
]


def test_rows():
    check_rows(ROWS)


def _num(e):
    if type(e) is Complex:
        return complex(float(e.re.value), float(e.im.value))
    return float(e.value)


def test_against_sums():
    s = Session()
    for x in (1.5, 2.5, 4.0):
        eta = sum((-1) ** (n + 1) / n ** x for n in range(1, 200001))
        assert abs(_num(s.evaluate("DirichletEta[%r]" % x)) - eta) < 1e-5
        assert abs(_num(s.evaluate("DirichletLambda[%r]" % x)) - (1 - 2 ** -x) * sz(x)) < 1e-13
        beta = sum((-1) ** n / (2 * n + 1) ** x for n in range(200000))
        assert abs(_num(s.evaluate("DirichletBeta[%r]" % x)) - beta) < 1e-5
    primes = [p for p in range(2, 20000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]
    assert abs(_num(s.evaluate("PrimeZetaP[3.]")) - sum(p ** -3.0 for p in primes)) < 1e-8
    # the Stieltjes constant gamma_1 from its limit definition
    n = 10 ** 6
    g1 = sum(math.log(k) / k for k in range(1, n + 1)) - math.log(n) ** 2 / 2
    assert abs(_num(s.evaluate("N[StieltjesGamma[1]]")) - g1) < 1e-4


def test_riemann_siegel_and_zeros():
    s = Session()
    for t in (3.0, 10.0, 25.5):
        th = _num(s.evaluate("RiemannSiegelTheta[%r]" % t))
        z = _num(s.evaluate("RiemannSiegelZ[%r]" % t))
        zeta = _num(s.evaluate("Zeta[0.5 + %r I]" % t))
        w = complex(math.cos(th), math.sin(th)) * zeta
        assert abs(w.imag) < 1e-10 and abs(w.real - z) < 1e-10
    z1 = _num(s.evaluate("N[ZetaZero[1]]"))
    assert abs(z1 - complex(0.5, 14.134725141734693)) < 1e-12
    assert abs(_num(s.evaluate("Zeta[N[ZetaZero[4]]]"))) < 1e-10
    # xi(s) = xi(1 - s)
    assert abs(_num(s.evaluate("RiemannXi[0.3]")) - _num(s.evaluate("RiemannXi[0.7]"))) < 1e-14
    # R(x) for x = 10^3 is close to the prime count 168
    assert abs(_num(s.evaluate("RiemannR[1000.]")) - 168.359446281167) < 1e-9


CHARACTER_ROWS = [
    ('Table[DirichletCharacter[5, 4, n], {n, 5}]', '{1, -I, I, -1, 0}'),
    ('Table[DirichletCharacter[5, 3, n], {n, 5}]', '{1, -1, -1, 1, 0}'),
    ('DirichletCharacter[7, 1, 14]', '0'), ('DirichletCharacter[7, 4, -1]', '-1'),
    ('DirichletCharacter[8, 2, 3]', 'DirichletCharacter[8, 2, 3]'),
    ('DirichletCharacter[5, 7, 2]', 'DirichletCharacter[5, 7, 2]'),
    ('DirichletL[4, 1, 2]', 'Pi^2/8'), ('DirichletL[9, 1, 2]', '(4 Pi^2)/27'),
]


def test_character_rows():
    check_rows(CHARACTER_ROWS)


@pytest.mark.parametrize("k", [3, 5, 7, 9, 11, 25, 18])
def test_characters_form_the_group(k):
    """Completely multiplicative, periodic, phi(k) distinct characters, orthogonal."""
    s = Session()
    phi = int(str(s.evaluate("EulerPhi[%d]" % k)))
    table = [[_num(s.evaluate("N[DirichletCharacter[%d, %d, %d]]" % (k, j, n)))
              for n in range(2 * k)] for j in range(1, phi + 1)]
    for row in table:
        assert all(abs(row[n] - row[n + k]) < 1e-12 for n in range(k))
        for a in range(1, k):
            for b in range(1, k):
                assert abs(row[a * b % k] - row[a] * row[b]) < 1e-12
    for i in range(phi):
        for j in range(phi):
            dot = sum(table[i][n] * complex(table[j][n]).conjugate() for n in range(k))
            assert abs(dot - (phi if i == j else 0)) < 1e-9
    # DirichletL against the defining sum (s = 3, to 1e-10)
    chi = table[1]
    direct = sum(chi[n % k] / n ** 3 for n in range(1, 200000))
    assert abs(_num(s.evaluate("DirichletL[%d, 2, 3.]" % k)) - direct) < 1e-9
