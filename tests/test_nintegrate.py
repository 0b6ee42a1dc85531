"""NIntegrate: machine precision through the compiled integrand and QUADPACK (break points,
infinite ranges, oscillatory weights), the mpmath fallback, WorkingPrecision."""

import math

import pytest

from mathilda.session import Session

ROWS = [
    ("NIntegrate[Exp[-x^2] Cos[x], {x, 0, 3}]", "0.690214"),
    ("NIntegrate[Sin[x]/x, {x, 0, Infinity}]", "1.5708"),
    ("NIntegrate[Sin[x]/x, {x, -Infinity, Infinity}]", "3.14159"),
    ("NIntegrate[Cos[3 x]/(1 + x^2), {x, -Infinity, 0}]", "0.0782053"),
    ("NIntegrate[Cos[x] Exp[-x^2], {x, -Infinity, Infinity}]", "1.38039"),
    ("NIntegrate[1/Sqrt[Abs[x]], {x, -1, 0, 1}]", "4."),
    ("NIntegrate[Log[x], {x, 0, 1}]", "-1."),
    ("NIntegrate[1/x^2, {x, 1, Infinity}]", "1."),
    ("NIntegrate[x^2, {x, 1, 0}]", "-0.333333"),
    ("NIntegrate[Exp[I x], {x, 0, Pi}]", "0. + 2. I"),
    ("NIntegrate[Exp[-x^2], {x, 0, 1}, WorkingPrecision -> 30]",
     "0.746824132812427025399467436132"),
    ("NIntegrate[1/(1 + x^2), {x, 0, Infinity}, WorkingPrecision -> 25]",
     "1.570796326794896619231322"),
    ("NIntegrate[x, {x, 0, 1}, WorkingPrecision -> -1]",
     "NIntegrate[x, {x, 0, 1}, WorkingPrecision -> -1]"),
    # multiple integrals at machine precision: nested QUADPACK, inner limits of the outer
    # variables
    ("NIntegrate[x y, {x, 0, 1}, {y, 0, x}]", "0.125"),
    ("NIntegrate[Exp[-x^2 - y^2], {x, -Infinity, Infinity}, {y, -Infinity, Infinity}]",
     "3.14159"),
    ("NIntegrate[1, {x, 0, 1}, {y, 0, x}, {z, 0, y}]", "0.166667"),
    ("NIntegrate[Sqrt[x + y], {x, 0, 1}, {y, 0, 1}]", "0.975161"),
    ("NIntegrate[x^2 + y^2, {x, -1, 1}, {y, -Sqrt[1 - x^2], Sqrt[1 - x^2]}]", "1.5708"),
    ("NIntegrate[Exp[I x] y, {x, 0, Pi}, {y, 0, 1}]", "0. + 1. I"),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_row(session, text, expected):
    assert session.format(session.evaluate(text)) == expected


def test_accuracy(session):
    """The machine path keeps the accuracy the adaptive mpmath refinement reached."""
    r = session.evaluate("NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]")
    exact = 200 * (1 - math.exp(-10) * (math.cos(2000) + math.sin(2000) / 200)) / 40001
    assert abs(r.value - exact) < 1e-12
    r = session.evaluate("NIntegrate[Sin[1/x], {x, 0.001, 1}]")
    assert abs(r.value - 0.50406649787748705) < 1e-11
    r = session.evaluate("NIntegrate[Sin[200 x]/x, {x, 0, 10}]")
    import mpmath
    assert abs(r.value - float(mpmath.si(2000))) < 1e-10


def test_multiple_integral_accuracy(session):
    """Nested QUADPACK keeps the machine path's accuracy: the quarter disc's moment
    Integrate[x y, {x, 0, 1}, {y, 0, Sqrt[1 - x^2]}] is 1/8."""
    r = session.evaluate("NIntegrate[x y, {x, 0, 1}, {y, 0, Sqrt[1 - x^2]}]")
    assert abs(r.value - 0.125) < 1e-12
    r = session.evaluate("NIntegrate[Exp[x], {x, 0, 1}, {y, 0, x}]")     # Integrate[x E^x]
    assert abs(r.value - 1.0) < 1e-12


def test_redefinition_is_seen(session):
    """A translation kept from an earlier call is not used once a head is redefined."""
    assert session.format(session.evaluate("NIntegrate[Cos[x]^2, {x, 0, 1}]")) == "0.727324"
    session.evaluate("Unprotect[Cos]; Cos[x_?NumericQ] := 1; Protect[Cos]")
    try:
        assert session.format(session.evaluate("NIntegrate[Cos[x]^2, {x, 0, 1}]")) == "1."
    finally:
        session.evaluate("Unprotect[Cos]; Clear[Cos]; Protect[Cos]")
