"""PolyLog, HurwitzZeta, LerchPhi, HurwitzLerchPhi, the hypergeometric functions, GegenbauerC,
Carlson's integrals, ArithmeticGeometricMean, Gudermannian, MittagLefflerE and the q-analogs:
exact printed values, numeric values against mpmath (computed independently, from sums and
products where mpmath has no such function), derivatives, messages."""

import mpmath
import pytest

from support import run
from mathilda.session import Session
from mathilda.core.expr import Complex
from mathilda.numbers.precision import to_mpf

ROWS = [
    # PolyLog
    ('PolyLog[2, 1]', 'Pi^2/6'), ('PolyLog[4, 1]', 'Pi^4/90'), ('PolyLog[3, 1]', 'Zeta[3]'),
    ('PolyLog[3, -1]', '(-3 Zeta[3])/4'), ('PolyLog[1, z]', '-Log[1 - z]'),
    ('PolyLog[-1, z]', 'z/(1 - z)^2'), ('PolyLog[-3, z]', '(z (1 + 4 z + z^2))/(1 - z)^4'),
    ('PolyLog[2, 1/2]', 'Pi^2/12 - Log[2]^2/2'),
    ('PolyLog[s, 0]', '0'), ('PolyLog[2, x]', 'PolyLog[2, x]'),
    ('PolyLog[2, -1.]', '-0.822467'), ('PolyLog[2.5, 0.5]', '0.554997'),
    ('PolyLog[0.5, -2.]', '-0.891289'),
    ('PolyLog[2, 1, z]', 'PolyLog[3, z]'), ('PolyLog[2, 2, 0.5]', '0.0407582'),
    ('D[PolyLog[2, x], x]', '-(Log[1 - x]/x)'),
    ('PolyLog[{1, 2}, 0]', '{0, 0}'),
    ('PolyLog[1]', 'PolyLog[1]',
     ['PolyLog::argtu: PolyLog called with 1 argument; 2 or 3 arguments are expected.']),
    # HurwitzZeta, LerchPhi, HurwitzLerchPhi
    ('HurwitzZeta[s, 1]', 'Zeta[s]'), ('HurwitzZeta[s, 1/2]', '(-1 + 2^s) Zeta[s]'),
    ('HurwitzZeta[3, 2]', '-1 + Zeta[3]'), ('HurwitzZeta[1, a]', 'ComplexInfinity'),
    ('HurwitzZeta[-2, 2]', '-1'), ('HurwitzZeta[2, 0]', 'ComplexInfinity'),
    ('D[HurwitzZeta[s, x], x]', '-(s HurwitzZeta[1 + s, x])'),
    ('LerchPhi[0, s, 2]', '2^(-s)'), ('LerchPhi[z, 0, 3]', '1/(1 - z)'),
    ('LerchPhi[0.5, 2.5, -2]', '0.815526'),
    ('HurwitzLerchPhi[1, 2, a]', 'HurwitzZeta[2, a]'),
    # hypergeometric functions
    ('Hypergeometric0F1[a, 0]', '1'), ('Hypergeometric0F1[-1, 2]', 'ComplexInfinity'),
    ('Hypergeometric1F1[0, b, z]', '1'), ('Hypergeometric1F1[-3, 2, 1]', '-1/24'),
    ('Hypergeometric1F1[2., 3., -1.]', '0.528482'),
    ('D[Hypergeometric1F1[a, b, x], x]', '(a Hypergeometric1F1[1 + a, 1 + b, x])/b'),
    ('HypergeometricPFQ[{a}, {}, z]', '(1 - z)^(-a)'),
    ('HypergeometricPFQ[{}, {b}, z]', 'Hypergeometric0F1[b, z]'),
    ('HypergeometricPFQ[{a, b, c}, {c, d}, z]', 'Hypergeometric2F1[a, b, d, z]'),
    ('HypergeometricPFQ[{1/2, 1}, {3/2}, -1.]', '0.785398'),
    ('HypergeometricPFQ[a, b, z]', 'HypergeometricPFQ[a, b, z]'),
    ('HypergeometricU[-2, b, z]', 'b (1 + b) - 2 (1 + b) z + z^2'),
    ('HypergeometricU[a, 1 + a, z]', 'z^(-a)'),
    ('D[HypergeometricU[a, b, x], x]', '-(a HypergeometricU[1 + a, 1 + b, x])'),
    # GegenbauerC
    ('GegenbauerC[0, m, x]', '1'), ('GegenbauerC[1, m, x]', '2 m x'),
    ('GegenbauerC[3, m, 2]', '-4 m (1 + m) + 32/3 m (1 + m) (2 + m)'),
    ('GegenbauerC[3, 2, 0.5]', '-2.'), ('GegenbauerC[2, x]', '-1 + 2 x^2'),
    ('D[GegenbauerC[n, m, x], x]', '2 m GegenbauerC[-1 + n, 1 + m, x]'),
    # Carlson, AGM, Gudermannian
    ('CarlsonRF[2, 2, 2]', '1/Sqrt[2]'), ('CarlsonRG[4, 4, 4]', '2'),
    ('CarlsonRJ[1., 2., 3., 4.]', '0.239848'), ('CarlsonRC[0, 1.]', '1.5708'),
    ('ArithmeticGeometricMean[2, 2]', '2'),
    ('Attributes[ArithmeticGeometricMean]', '{Listable, NumericFunction, Orderless, Protected}'),
    ('Gudermannian[-Infinity]', '-Pi/2'), ('Gudermannian[{0, 1.}]', '{0, 0.865769}'),
    ('D[InverseGudermannian[x], x]', 'Sec[x]'),
    ('InverseGudermannian[Gudermannian[2.5]]', '2.5'),
    # MittagLefflerE
    ('MittagLefflerE[0, z]', '1/(1 - z)'), ('MittagLefflerE[1/2, z]', 'E^z^2 Erfc[-z]'),
    ('MittagLefflerE[2, 2, z]', 'Sinh[Sqrt[z]]/Sqrt[z]'),
    ('MittagLefflerE[a, 1, z]', 'MittagLefflerE[a, z]'),
    ('MittagLefflerE[1., -30.]', '9.35762*^-14'),
    ('MittagLefflerE[0.3, -50.]', '0.0152282'),
    ('N[MittagLefflerE[1/2, -3], 30]', '0.179001151181389950419294815314'),
    # q-analogs
    ('QPochhammer[2, 3, -2]', '27/7'), ('QPochhammer[0, q]', '1'),
    ('QPochhammer[0.5, 0.3, 3]', '0.405875'), ('QFactorial[5, 1]', '120'),
    ('QGamma[0, 1/2]', 'ComplexInfinity'), ('QGamma[2.5, 0.5]', '1.19059'),
    ('QBinomial[4, 2, q]', 'QBinomial[4, 2, q]'), ('QBinomial[4, 5, 2]', '0'),
    ('QBinomial[5, 2, 3]', '1210'),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1], row[0]
    assert msgs == (list(row[2]) if len(row) > 2 else []), row[0]


def _lerch_direct(z, s, a, terms=400):
    """sum z^k/((a + k)^2)^(s/2), terms with a + k = 0 left out (|z| < 1)."""
    return mpmath.fsum(z ** k * ((a + k) ** 2) ** (-s / 2) for k in range(terms) if a + k != 0)


def _ml_direct(a, b, z):
    return mpmath.nsum(lambda k: z ** k * mpmath.rgamma(a * k + b), [0, mpmath.inf])


def _qp_direct(a, q, n):
    return mpmath.fprod(1 - a * q ** k for k in range(n))


NUMERIC = [
    ('PolyLog[3, %s/7]', lambda x: mpmath.polylog(3, x / 7)),
    ('PolyLog[5/2, %s/9]', lambda x: mpmath.polylog(2.5, x / 9)),
    ('HurwitzZeta[5/2, %s]', lambda x: mpmath.zeta(2.5, x)),
    ('LerchPhi[1/2, 5/2, -%s]', lambda x: _lerch_direct(0.5, 2.5, -x)),
    ('HurwitzLerchPhi[1/3, 3, %s]', lambda x: mpmath.lerchphi(mpmath.mpf(1) / 3, 3, x)),
    ('Hypergeometric0F1[%s, -3]', lambda x: mpmath.hyp0f1(x, -3)),
    ('Hypergeometric1F1[1/3, %s, 2]', lambda x: mpmath.hyp1f1(mpmath.mpf(1) / 3, x, 2)),
    ('HypergeometricPFQ[{1, %s}, {5/2, 3}, -2]',
     lambda x: mpmath.nsum(lambda k: mpmath.rf(1, k) * mpmath.rf(x, k) * (-2) ** k /
                           (mpmath.rf(2.5, k) * mpmath.rf(3, k) * mpmath.factorial(k)),
                           [0, mpmath.inf])),
    ('HypergeometricU[1/2, %s, 3]', lambda x: mpmath.hyperu(0.5, x, 3)),
    ('GegenbauerC[7/2, %s, 1/3]', lambda x: mpmath.gegenbauer(3.5, x, mpmath.mpf(1) / 3)),
    ('CarlsonRF[1, 2, %s]', lambda x: mpmath.elliprf(1, 2, x)),
    ('CarlsonRJ[1, 2, 3, %s]', lambda x: mpmath.elliprj(1, 2, 3, x)),
    ('ArithmeticGeometricMean[1, %s]', lambda x: mpmath.agm(1, x)),
    ('Gudermannian[%s]', lambda x: mpmath.atan(mpmath.sinh(x))),
    ('InverseGudermannian[%s/3]', lambda x: mpmath.asinh(mpmath.tan(x / 3))),
    ('MittagLefflerE[%s, -2]', lambda x: _ml_direct(x, 1, -2)),
    ('MittagLefflerE[2/3, %s, 3]', lambda x: _ml_direct(mpmath.mpf(2) / 3, x, 3)),
    ('QPochhammer[%s, 1/2, 6]', lambda x: _qp_direct(x, 0.5, 6)),
    ('QPochhammer[%s/5, 1/3]', lambda x: _qp_direct(x / 5, mpmath.mpf(1) / 3, 400)),
    ('QFactorial[%s, 1/2]', lambda x: mpmath.qfac(x, 0.5)),
    ('QGamma[%s, 1/3]', lambda x: mpmath.qgamma(x, mpmath.mpf(1) / 3)),
]


def mp_value(x):
    if type(x) is Complex:
        return mpmath.mpc(to_mpf(x.re), to_mpf(x.im))
    return to_mpf(x)


@pytest.mark.parametrize("template,ref", NUMERIC, ids=[t for t, _ in NUMERIC])
def test_numeric_against_mpmath(template, ref):
    s = Session()
    for x in ("0.75", "1.25", "2.5"):
        got = s.evaluate(template % x)
        want = ref(mpmath.mpf(x))
        assert abs(mp_value(got) - want) <= 1e-12 * max(1, abs(want)), (template % x, got)
    with mpmath.workdps(40):
        got = s.evaluate("N[%s, 30]" % (template % "13/10"))
        want = ref(mpmath.mpf(13) / 10)
        assert abs(mp_value(got) - want) < mpmath.mpf(10) ** -28 * max(1, abs(want)), \
            (template, got)


VECTOR_CASES = [
    "HarmonicNumber[%s]", "HarmonicNumber[%s, 3]", "Pochhammer[%s, 2.5]", "PolyLog[2, %s - 2]",
    "PolyLog[1, %s - 3]", "HurwitzZeta[2.5, %s]", "Hypergeometric0F1[1.5, %s]",
    "Hypergeometric1F1[0.5, 1.5, %s]", "HypergeometricU[0.5, 1.5, %s]",
    "GegenbauerC[3.5, 1.5, %s/4]", "CarlsonRC[%s, 2.]", "CarlsonRD[1., %s, 2.]",
    "CarlsonRF[%s, 2., 3.]", "CarlsonRG[1., %s, 2.]", "CarlsonRJ[1., %s, 3., 4.]",
    "ArithmeticGeometricMean[%s, 2.]", "Gudermannian[%s]", "InverseGudermannian[%s/3]",
]


def test_vector_paths_agree_with_threading():
    """On a packed array the SciPy/NumPy path gives a packed result equal (to 1e-14) to the
    element-by-element mpmath values of the same List unpacked."""
    from mathilda.core.packed import PackedArray
    s = Session()
    s.evaluate("xs = N[Range[300]/100]; ys = Developer`FromPackedArray[xs];")
    for case in VECTOR_CASES:
        assert type(s.evaluate(case % "xs")) is PackedArray, case
        d = s.evaluate("Max[Abs[(%s) - (%s)]/Max[1, Max[Abs[%s]]]]"
                       % (case % "xs", case % "ys", case % "ys"))
        assert d.to_python() < 1e-14, (case, d)
    # outside a kernel's domain the elements are computed one by one, exactly as threading
    assert str(s.evaluate("PolyLog[2, {0.5, 3.}]")) == "{0.582241, 2.32018 - 3.45139 I}"
    assert str(s.evaluate("HarmonicNumber[N[Range[-2, 1]]]")) == \
        "{ComplexInfinity, ComplexInfinity, 0., 1.}"
    assert str(s.evaluate("HarmonicNumber[Range[3]]")) == "{1, 3/2, 11/6}"
