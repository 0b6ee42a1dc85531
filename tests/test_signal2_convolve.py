"""Convolve and DiscreteConvolve: printed results for DiracDelta, UnitStep, exponentials
and polynomials, messages, and a numeric check of a closed form against scipy's quad."""

import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("Convolve[DiracDelta[x], Exp[-x^2], x, y]", "E^(-y^2)"),
    ("Convolve[DiracDelta[x - 1], Sin[x], x, y]", "-Sin[1 - y]"),
    ("Convolve[UnitStep[x], UnitStep[x], x, y]", "y UnitStep[y]"),
    ("Convolve[Exp[-x] UnitStep[x], UnitStep[x], x, y]", "(1 - E^(-y)) UnitStep[y]"),
    ("Convolve[Exp[-2 x] UnitStep[x], Exp[-3 x] UnitStep[x], x, y]",
     "E^(-3 y) (-1 + E^y) UnitStep[y]"),
    ("Convolve[x UnitStep[x], UnitStep[x], x, y]", "(y^2 UnitStep[y])/2"),
    ("Convolve[f[x], g[x], x, y]", "Convolve[f[x], g[x], x, y]"),
    ("DiscreteConvolve[DiscreteDelta[n - 2], a^n, n, m]", "a^(-2 + m)"),
    ("DiscreteConvolve[UnitStep[n], UnitStep[n], n, m]", "(1 + m) UnitStep[m]"),
    ("DiscreteConvolve[UnitStep[n] 2^-n, UnitStep[n], n, m]", "(2 - 2^(-m)) UnitStep[m]"),
    ("DiscreteConvolve[n UnitStep[n], UnitStep[n], n, m]", "1/2 m (1 + m) UnitStep[m]"),
    ("Convolve[f, g, 1, y]", "Convolve[f, g, 1, y]",
     ["Convolve::ivar: 1 is not a valid variable."]),
    ("DiscreteConvolve[f, g, n]", "DiscreteConvolve[f, g, n]",
     ["DiscreteConvolve::argrx: DiscreteConvolve called with 3 arguments; 4 arguments are "
      "expected."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def test_box_convolution_numerically():
    from scipy.integrate import quad
    s = Session()
    r = s.evaluate("c = Convolve[UnitStep[x] - UnitStep[x - 1], Exp[-x] UnitStep[x], x, y]")
    for y in (0.3, 1.7, 4.0):
        got = float(s.evaluate("N[c /. y -> %s]" % y).to_python())
        want = quad(lambda t: (0 <= t < 1) * (y - t >= 0) * 2.718281828459045 ** (-(y - t)),
                    -1, 6, points=[0, 1, y], limit=200)[0]
        assert abs(got - want) < 1e-7


def test_discrete_against_direct_sum():
    s = Session()
    r = s.evaluate("DiscreteConvolve[UnitStep[n] (1/3)^n, UnitStep[n] (1/2)^n, n, m] /. m -> 5")
    want = sum((1 / 3) ** k * (1 / 2) ** (5 - k) for k in range(6))
    assert abs(float(s.evaluate("N[%s]" % r.input_form()).to_python()) - want) < 1e-12
