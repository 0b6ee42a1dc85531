"""HarmonicNumber, AlternatingHarmonicNumber, Pochhammer, Hyperfactorial, BarnesG, LogBarnesG:
exact printed values (the reference pages' examples and special values), numeric values
checked against mpmath in the same test, derivatives, messages."""

import mpmath
import pytest

from support import run
from mathilda.session import Session

ROWS = [
    # HarmonicNumber
    ('Table[HarmonicNumber[n], {n, 10}]',
     '{1, 3/2, 11/6, 25/12, 137/60, 49/20, 363/140, 761/280, 7129/2520, 7381/2520}'),
    ('HarmonicNumber[0]', '0'),
    ('HarmonicNumber[n]', 'HarmonicNumber[n]'),
    ('HarmonicNumber[n, 1]', 'HarmonicNumber[n]'),
    ('HarmonicNumber[3, 2]', '49/36'),
    ('HarmonicNumber[4, a]', '1 + 2^(-a) + 3^(-a) + 4^(-a)'),
    ('HarmonicNumber[Infinity]', 'Infinity'),
    ('HarmonicNumber[Infinity, 4]', 'Pi^4/90'),
    ('HarmonicNumber[Infinity, 3]', 'Zeta[3]'),
    ('HarmonicNumber[-2]', 'ComplexInfinity'),
    ('HarmonicNumber[5, -2]', '55'),
    ('HarmonicNumber[1.5]', '1.28037'),
    ('HarmonicNumber[{1, 2, 3}]', '{1, 3/2, 11/6}'),
    ('N[HarmonicNumber[1/3], 30]', '0.445181884880726537610093015795'),
    ('HarmonicNumber[2.5`30]', '1.68037230554677604783220242375'),
    ('D[HarmonicNumber[x], x]', 'Pi^2/6 - HarmonicNumber[x, 2]'),
    ('D[HarmonicNumber[x, 2], x]', '2 (-HarmonicNumber[x, 3] + Zeta[3])'),
    ('Attributes[HarmonicNumber]', '{Listable, NumericFunction, Protected}'),
    ('HarmonicNumber[1, 2, 3]', 'HarmonicNumber[1, 2, 3]',
     ['HarmonicNumber::argt: HarmonicNumber called with 3 arguments; 1 or 2 arguments '
      'are expected.']),
    # AlternatingHarmonicNumber
    ('Table[AlternatingHarmonicNumber[n], {n, 10}]',
     '{1, 1/2, 5/6, 7/12, 47/60, 37/60, 319/420, 533/840, 1879/2520, 1627/2520}'),
    ('AlternatingHarmonicNumber[4, 1/2]', '1/2 - 1/Sqrt[2] + 1/Sqrt[3]'),
    ('N[AlternatingHarmonicNumber[3], 50]',
     '0.83333333333333333333333333333333333333333333333333'),
    ('N[AlternatingHarmonicNumber[3, 5], 50]',
     '0.97286522633744855967078189300411522633744855967078'),
    ('N[AlternatingHarmonicNumber[3, 5, 1/2], 50]',
     '0.49270190329218106995884773662551440329218106995885'),
    ('AlternatingHarmonicNumber[Infinity, 2]', 'Pi^2/12'),
    ('AlternatingHarmonicNumber[0]', '0'),
    ('AlternatingHarmonicNumber[n]', 'AlternatingHarmonicNumber[n]'),
    # Pochhammer
    ('Pochhammer[1, 3]', '6'),
    ('Pochhammer[10, 5]', '240240'),
    ('Pochhammer[x, 1/2]', 'Pochhammer[x, 1/2]'),
    ('Pochhammer[-1/2, 3]', '-3/8'),
    ('Pochhammer[0, 3]', '0'),
    ('Pochhammer[3, -3]', 'ComplexInfinity'),
    ('Pochhammer[1 + I, 2]', '1 + 3 I'),
    ('Pochhammer[2, 1.5]', '3.32335'),
    ('Pochhammer[{1, 2, 3}, 2]', '{2, 6, 12}'),
    ('N[Pochhammer[1/2, 1/3], 20]', '0.63684988431797430665'),
    ('D[Pochhammer[a, n], n]', 'Pochhammer[a, n] PolyGamma[0, a + n]'),
    ('Pochhammer[1, 2, 3]', 'Pochhammer[1, 2, 3]',
     ['Pochhammer::argrx: Pochhammer called with 3 arguments; 2 arguments are expected.']),
    # Hyperfactorial, BarnesG, LogBarnesG
    ('Hyperfactorial[10]', '215779412229418562091680268288000000000000000'),
    ('Hyperfactorial[-4]', '108'),
    ('N[Hyperfactorial[1/2], 20]', '0.88044923517342339328'),
    ('Table[BarnesG[n], {n, -1, 3}]', '{0, 0, 1, 1, 1}'),
    ('BarnesG[10]', '5056584744960000'),
    ('N[BarnesG[1/2], 20]', '0.60324428120944620619'),
    ('LogBarnesG[4]', 'Log[2]'),
    ('LogBarnesG[1.5]', '0.0669319'),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1], row[0]
    assert msgs == (list(row[2]) if len(row) > 2 else []), row[0]


NUMERIC = [
    ('HarmonicNumber[%s]', lambda x: mpmath.harmonic(x)),
    ('HarmonicNumber[%s, 3]', lambda x: mpmath.zeta(3) - mpmath.zeta(3, x + 1)),
    ('AlternatingHarmonicNumber[%s]',
     lambda x: mpmath.log(2) - mpmath.expjpi(x) * mpmath.lerchphi(-1, 1, x + 1)),
    ('Pochhammer[%s, 9/4]', lambda x: mpmath.rf(x, mpmath.mpf(9) / 4)),
    ('Hyperfactorial[%s]', lambda x: mpmath.hyperfac(x)),
    ('BarnesG[%s]', lambda x: mpmath.barnesg(x)),
    ('LogBarnesG[%s]', lambda x: mpmath.log(mpmath.barnesg(x))),
]


@pytest.mark.parametrize("template,ref", NUMERIC, ids=[t for t, _ in NUMERIC])
def test_numeric_against_mpmath(template, ref):
    s = Session()
    for x in ("0.75", "3.", "7.5"):
        got = s.evaluate(template % x).to_python()
        want = complex(ref(mpmath.mpf(x)))
        assert abs(got - want) <= 1e-12 * max(1, abs(want)), (template % x, got, want)
    with mpmath.workdps(40):
        got = s.evaluate("N[%s, 30]" % (template % "37/10"))
        want = ref(mpmath.mpf(37) / 10)
        assert abs(mp_value(got) - want) < mpmath.mpf(10) ** -28 * max(1, abs(want))


def mp_value(x):
    """The mpmath value of a number atom (a Real or a Complex of Reals)."""
    from mathilda.core.expr import Complex
    from mathilda.numbers.precision import to_mpf
    if type(x) is Complex:
        return mpmath.mpc(to_mpf(x.re), to_mpf(x.im))
    return to_mpf(x)
