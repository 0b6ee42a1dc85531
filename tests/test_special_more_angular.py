"""ThreeJSymbol, ClebschGordan, SixJSymbol: exact printed values, orthogonality, and a sweep
against SymPy's independent implementation (sympy.physics.wigner)."""

import random

from sympy import Rational as R
from sympy.physics.wigner import clebsch_gordan, wigner_3j, wigner_6j

from support import check_rows
from mathilda.session import Session

ROWS = [
    ('ThreeJSymbol[{1, 0}, {1, 0}, {2, 0}]', 'Sqrt[2/15]'),
    ('ThreeJSymbol[{1, 1}, {1, 0}, {2, 0}]', '0'),
    ('ThreeJSymbol[{3/2, 1/2}, {1, 0}, {1/2, -1/2}]', '1/Sqrt[6]'),
    ('ThreeJSymbol[{0, 0}, {0, 0}, {0, 0}]', '1'),
    ('ClebschGordan[{1/2, 1/2}, {1/2, 1/2}, {1, 1}]', '1'),
    ('ClebschGordan[{1/2, -1/2}, {1/2, 1/2}, {0, 0}]', '-(1/Sqrt[2])'),
    ('ClebschGordan[{1/2, 1/2}, {1/2, -1/2}, {0, 0}]', '1/Sqrt[2]'),
    ('ClebschGordan[{1, 1}, {1, 0}, {3, 1}]', '0'),
    ('SixJSymbol[{1/2, 1/2, 0}, {1/2, 1/2, 0}]', '-1/2'),
    ('SixJSymbol[{1, 1, 1}, {1, 1, 0}]', '-1/3'),
    ('SixJSymbol[{a, b, c}, {1, 1, 1}]', 'SixJSymbol[{a, b, c}, {1, 1, 1}]'),
    ('ThreeJSymbol[{3/2, 1/2}, {1, 0}, {1/4, 0}]', 'ThreeJSymbol[{3/2, 1/2}, {1, 0}, {1/4, 0}]'),
    ('ClebschGordan[{1, 2}, {1, 0}, {2, 2}]', '0',
     ['ClebschGordan::phy: ClebschGordan[{1, 2}, {1, 0}, {2, 2}] is not physical.']),
    ('Sum[ClebschGordan[{1, m1}, {1, -m1}, {j, 0}]^2, {m1, -1, 1}, {j, 0, 2}]', '3'),
]


def test_rows():
    check_rows(ROWS)


def _h(x):
    return str(R(x, 2))


def test_against_sympy():
    s = Session()
    rng = random.Random(7)
    checked = 0
    while checked < 60:
        j1, j2 = rng.randint(0, 5), rng.randint(0, 5)
        j3 = rng.randint(abs(j1 - j2), j1 + j2)
        if (j1 + j2 + j3) % 2:
            continue
        m1 = rng.choice(range(-j1, j1 + 1, 2))
        m2 = rng.choice(range(-j2, j2 + 1, 2))
        m3 = -m1 - m2
        if abs(m3) > j3:
            continue
        checked += 1
        text = "ThreeJSymbol[{%s, %s}, {%s, %s}, {%s, %s}]" % tuple(
            _h(v) for v in (j1, m1, j2, m2, j3, m3))
        ref = wigner_3j(*[R(v, 2) for v in (j1, j2, j3, m1, m2, m3)])
        # exactly: the square is the rational ref^2, and the sign agrees
        assert str(s.evaluate("(%s)^2" % text)) == str(ref ** 2).replace("**", "^"), text
        assert abs(float(s.evaluate("N[%s]" % text).value) - float(ref)) < 1e-14, text
        text = "ClebschGordan[{%s, %s}, {%s, %s}, {%s, %s}]" % tuple(
            _h(v) for v in (j1, m1, j2, m2, j3, -m3))
        ref = clebsch_gordan(*[R(v, 2) for v in (j1, j2, j3, m1, m2, -m3)])
        assert abs(float(s.evaluate("N[%s]" % text).value) - float(ref)) < 1e-14, text
    for _ in range(40):
        js = [rng.randint(0, 4) for _ in range(6)]
        text = "SixJSymbol[{%s, %s, %s}, {%s, %s, %s}]" % tuple(_h(v) for v in js)
        try:
            ref = float(wigner_6j(*[R(v, 2) for v in js]))
        except ValueError:
            ref = 0.0
        assert abs(float(s.evaluate("N[%s]" % text).value) - ref) < 1e-14, text
