"""Integral transforms in the Wolfram form through the shared module
(mathilda/algorithms/calculus/wolfram_form.py): rows of the reference pages that needed the
form fixed (tests/transform_pages.py holds them all; bench/transform_pages.py counts them),
each transform checked by its inverse where one exists, and Integrate's radicals."""

import pytest

from mathilda.session import Session

ROWS = [
    ("LaplaceTransform[Sin[t]/t, t, s]", "ArcCot[s]"),
    ("LaplaceTransform[Log[t], t, s]", "(-EulerGamma - Log[s])/s"),
    ("LaplaceTransform[Log[t]^2, t, s]",
     "(6 EulerGamma^2 + Pi^2 + 12 EulerGamma Log[s] + 6 Log[s]^2)/(6 s)"),
    ("LaplaceTransform[SinIntegral[t], t, s]", "ArcCot[s]/s"),
    ("LaplaceTransform[Piecewise[{{t, 0 <= t < 1}, {1, t >= 1}}], t, s]", "(1 - E^(-s))/s^2"),
    ("LaplaceTransform[t^4 Sin[t], t, 2.]", "0.31488"),
    ("LaplaceTransform[t^4 Sin[t], t, 2]", "984/3125"),
    ("LaplaceTransform[g[t], t, 2]", "LaplaceTransform[g[t], t, 2]"),
    ("InverseLaplaceTransform[ArcCot[s], s, t]", "Sin[t]/t"),
    ("InverseLaplaceTransform[ArcTan[1/s], s, t]", "Sin[t]/t"),
    ("InverseLaplaceTransform[Log[s]/s, s, t]", "-EulerGamma - Log[t]"),
    ("InverseLaplaceTransform[Log[(s + 1)/s], s, t]", "(1 - E^(-t))/t"),
    ("InverseLaplaceTransform[1/(s^4 - 1), s, t]", "(-Sin[t] + Sinh[t])/2"),
    ("FourierTransform[Sign[t], t, w]", "(I Sqrt[2/Pi])/w"),
    ("InverseFourierTransform[(I Sqrt[2/Pi])/w, w, t]", "Sign[t]"),
    ("FourierTransform[1/t, t, w]", "I Sign[w] Sqrt[Pi/2]"),
    ("FourierTransform[HeavisideTheta[t], t, w]",
     "I/(w Sqrt[2 Pi]) + DiracDelta[w] Sqrt[Pi/2]"),
    ("FourierTransform[1/(1 + t^4), t, w]", "FourierTransform[1/(1 + t^4), t, w]"),
    ("ZTransform[UnitStep[n], n, z]", "z/(-1 + z)"),
    ("ZTransform[1 + n, n, z]", "z^2/(-1 + z)^2"),
    ("ZTransform[n + 1/n!, n, z]", "E^(1/z) + z/(-1 + z)^2"),
    ("ZTransform[UnitStep[n - 2], n, z]", "1/((-1 + z) z)"),
    ("ZTransform[InverseZTransform[1/((-1 + z) z), z, n], n, z]", "1/((-1 + z) z)"),
    ("ZTransform[DiscreteDelta[n - 3], n, z]", "1/z^3"),
    ("ZTransform[FactorialPower[n, 2], n, z]", "(2 z)/(-1 + z)^3"),
    ("InverseZTransform[(2 z)/(-1 + z)^3, z, n]", "(-1 + n) n"),
    ("InverseZTransform[z^2/(z^2 + 1), z, n]", "Cos[(n Pi)/2]"),
    ("ZTransform[Cos[(n Pi)/2], n, z]", "z^2/(1 + z^2)"),
    ("InverseZTransform[E^(1/z), z, n]", "1/n!"),
    ("InverseZTransform[E^(2/z), z, n]", "2^n/n!"),
    ("MellinTransform[Sin[x], x, s]", "Gamma[s] Sin[(Pi s)/2]"),
    ("MellinTransform[Cos[x], x, s]", "Cos[(Pi s)/2] Gamma[s]"),
    ("MellinTransform[x^2 E^(-x), x, s]", "Gamma[2 + s]"),
    ("InverseMellinTransform[Gamma[s]^2, s, x]", "InverseMellinTransform[Gamma[s]^2, s, x]"),
    ("Integrate[E^(-x^2/2), {x, 0, Infinity}]", "Sqrt[Pi/2]"),
    ("Integrate[E^(-x^2/2), {x, -Infinity, Infinity}]", "Sqrt[2 Pi]"),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_row(session, text, expected):
    assert session.format(session.evaluate(text)) == expected
