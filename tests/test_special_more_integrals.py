"""CosIntegral, SinIntegral, CoshIntegral, SinhIntegral, ExpIntegralE, FresnelS/C/F/G, Erfi,
DawsonF, MarcumQ: exact printed values, derivatives, and machine values against SciPy
(computed independently of the mpmath path), scalar and packed."""

import math

import pytest
import scipy.special as sp
import scipy.stats as st

from support import check_rows
from mathilda.session import Session

ROWS = [
    ('CosIntegral[0]', '-Infinity'), ('CosIntegral[Infinity]', '0'),
    ('CosIntegral[-Infinity]', 'I Pi'), ('CosIntegral[I Infinity]', '(I Pi)/2'),
    ('CosIntegral[x]', 'CosIntegral[x]'), ('D[CosIntegral[x^2], x]', '(2 Cos[x^2])/x'),
    ('SinIntegral[0]', '0'), ('SinIntegral[Infinity]', 'Pi/2'),
    ('SinIntegral[-Infinity]', '-Pi/2'), ('SinIntegral[-2 x]', '-SinIntegral[2 x]'),
    ('SinIntegral[I Infinity]', 'I Infinity'), ('SinIntegral[x] + SinIntegral[-x]', '0'),
    ('CoshIntegral[0]', '-Infinity'), ('CoshIntegral[Infinity]', 'Infinity'),
    ('CoshIntegral[-Infinity]', 'Infinity'), ('D[CoshIntegral[x], x]', 'Cosh[x]/x'),
    ('CoshIntegral[x]', 'CoshIntegral[x]'),
    ('SinhIntegral[0]', '0'), ('SinhIntegral[Infinity]', 'Infinity'),
    ('SinhIntegral[-Infinity]', '-Infinity'), ('SinhIntegral[-x]', '-SinhIntegral[x]'),
    ('SinhIntegral[I Infinity]', '(I Pi)/2'),
    ('ExpIntegralE[2, 0]', '1'), ('ExpIntegralE[5/2, 0]', '2/3'),
    ('ExpIntegralE[1, 0]', 'ComplexInfinity'), ('ExpIntegralE[0, 2]', '1/(2 E^2)'),
    ('ExpIntegralE[n, x]', 'ExpIntegralE[n, x]'),
    ('D[ExpIntegralE[2, x], x]', '-ExpIntegralE[1, x]'),
    ('FresnelS[0]', '0'), ('FresnelS[Infinity]', '1/2'), ('FresnelS[-Infinity]', '-1/2'),
    ('FresnelS[I Infinity]', '-I/2'), ('D[FresnelS[x], {x, 2}]', 'Pi x Cos[(Pi x^2)/2]'),
    ('FresnelC[0]', '0'), ('FresnelC[-Infinity]', '-1/2'), ('FresnelC[I Infinity]', 'I/2'),
    ('FresnelC[-2 x]', '-FresnelC[2 x]'), ('D[FresnelC[2 x], x]', '2 Cos[2 Pi x^2]'),
    ('FresnelF[0]', '1/2'), ('FresnelF[Infinity]', '0'), ('FresnelF[x]', 'FresnelF[x]'),
    ('FresnelF[30.]', '0.0106103'), ('N[FresnelG[30], 20]', '3.7526293901130898316*^-6'),
    ('FresnelG[0]', '1/2'), ('FresnelG[Infinity]', '0'), ('FresnelG[x]', 'FresnelG[x]'),
    ('Erfi[0]', '0'), ('Erfi[Infinity]', 'Infinity'), ('Erfi[-Infinity]', '-Infinity'),
    ('Erfi[I Infinity]', 'I'), ('Erfi[-3 x]', '-Erfi[3 x]'),
    ('DawsonF[0]', '0'), ('DawsonF[Infinity]', '0'), ('DawsonF[-Infinity]', '0'),
    ('DawsonF[-x]', '-DawsonF[x]'), ('D[DawsonF[x], {x, 2}]',
                                     '-2 DawsonF[x] - 2 x (1 - 2 x DawsonF[x])'),
    ('MarcumQ[m, a, 0]', '1'), ('MarcumQ[m, a, Infinity]', '0'),
    ('MarcumQ[1, 0, b]', 'E^(-b^2/2)'), ('MarcumQ[m, a, b, b]', '0'),
    ('N[MarcumQ[1, 1/2, 3/2], 25]', '0.3690689840062106823369329'),
    ('FresnelS[{0, Infinity}]', '{0, 1/2}'),
    ('Attributes[FresnelF]', '{Listable, NumericFunction, Protected}'),
]


def test_rows():
    check_rows(ROWS)


SCALARS = [
    ("CosIntegral[%r]", lambda x: sp.sici(x)[1]), ("SinIntegral[%r]", lambda x: sp.sici(x)[0]),
    ("CoshIntegral[%r]", lambda x: sp.shichi(x)[1]),
    ("SinhIntegral[%r]", lambda x: sp.shichi(x)[0]),
    ("ExpIntegralE[3, %r]", lambda x: sp.expn(3, x)),
    ("FresnelS[%r]", lambda x: sp.fresnel(x)[0]), ("FresnelC[%r]", lambda x: sp.fresnel(x)[1]),
    ("FresnelF[%r]", lambda x: (0.5 - sp.fresnel(x)[0]) * math.cos(math.pi * x * x / 2)
     - (0.5 - sp.fresnel(x)[1]) * math.sin(math.pi * x * x / 2)),
    ("Erfi[%r]", sp.erfi), ("DawsonF[%r]", sp.dawsn),
    ("MarcumQ[2, 1.5, %r]", lambda x: st.ncx2.sf(x * x, 4, 2.25)),
]


@pytest.mark.parametrize("template,ref", SCALARS)
def test_machine_values(template, ref):
    s = Session()
    xs = [0.25, 0.75, 1.5, 3.25]
    for x in xs:
        got = s.evaluate(template % x)
        assert abs(float(got.value) - ref(x)) <= 1e-12 * max(1.0, abs(ref(x))), template % x
    # the packed (SciPy) path agrees with the scalar path
    packed = s.evaluate((template % 0.0).replace("0.0", "N[{1, 3, 5, 13}/4]"))
    scalar = [s.evaluate(template % x).value for x in (0.25, 0.75, 1.25, 3.25)]
    got = [float(v.value) for v in packed.args]
    assert all(abs(a - b) <= 1e-12 * max(1.0, abs(b)) for a, b in zip(got, scalar))


def test_arbitrary_precision():
    s = Session()
    import mpmath
    with mpmath.workdps(50):       # by quadrature, not through mpmath.fresnelc
        ref = mpmath.quad(lambda t: mpmath.cos(mpmath.pi * t * t / 2), [0, 1, 2, 3])
        ref = mpmath.nstr(ref, 35)
    r = s.evaluate("N[FresnelC[3], 40]")
    assert str(r)[:30] == ref[:30]
    assert str(s.evaluate("Precision[SinIntegral[N[1, 30]]]")) == "30."
