"""AsymptoticIntegrate, AsymptoticSum (and AsymptoticDSolveValue): exact printed results,
and the approximations checked against the exact values where the parameter is near its
limit."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # indefinite integrals about a point
    ("AsymptoticIntegrate[Exp[-x^2], x, {x, 0, 5}]", "x - x^3/3 + x^5/10"),
    ("AsymptoticIntegrate[Sin[x]/x, x, x -> 0]", "x"),
    ("AsymptoticIntegrate[Sin[x]/x, x, {x, 0, 7}]", "x - x^3/18 + x^5/600 - x^7/35280"),
    ("AsymptoticIntegrate[Log[x], x, x -> 0]", "x Log[x]"),
    ("AsymptoticIntegrate[Cos[x]/Sqrt[x], x, {x, 0, 3}]", "2 Sqrt[x] - x^(5/2)/5"),
    # ... about Infinity
    ("AsymptoticIntegrate[1/(1 + x^2), x, {x, Infinity, 5}]", "-1/(5 x^5) + 1/(3 x^3) - 1/x"),
    ("AsymptoticIntegrate[Exp[-x^2], x, {x, Infinity, 3}]", "E^(-x^2) (1/(4 x^3) - 1/(2 x))"),
    ("AsymptoticIntegrate[Exp[x]/x, x, {x, Infinity, 3}]", "E^x (2/x^3 + 1/x^2 + 1/x)"),
    # definite integrals in a parameter: regular perturbation
    ("AsymptoticIntegrate[Exp[-x^2 - e x^4], {x, -Infinity, Infinity}, {e, 0, 3}]",
     "Sqrt[Pi] - (3 e Sqrt[Pi])/4 + (105 e^2 Sqrt[Pi])/32 - (3465 e^3 Sqrt[Pi])/128"),
    ("AsymptoticIntegrate[Exp[-x^2 - e x^4], {x, -Infinity, Infinity}, e -> 0]", "Sqrt[Pi]"),
    ("AsymptoticIntegrate[Cos[a x], {x, 0, 1}, {a, 0, 4}]", "1 - a^2/6 + a^4/120"),
    # Laplace's method and Watson's lemma
    ("AsymptoticIntegrate[Exp[-t x]/(1 + x), {x, 0, Infinity}, {t, Infinity, 3}]",
     "-6/t^4 + 2/t^3 - 1/t^2 + 1/t"),
    ("AsymptoticIntegrate[Exp[-l x^2] Cos[x], {x, -Infinity, Infinity}, {l, Infinity, 2}]",
     "Sqrt[Pi]/(32 l^(5/2)) - Sqrt[Pi]/(4 l^(3/2)) + Sqrt[Pi]/Sqrt[l]"),
    ("AsymptoticIntegrate[Exp[t Cos[x]], {x, 0, Pi}, t -> Infinity]",
     "(E^t Sqrt[Pi])/(Sqrt[2] Sqrt[t])"),
    ("AsymptoticIntegrate[Exp[-t x] Sqrt[x]/(1 + x), {x, 0, Infinity}, {t, Infinity, 2}]",
     "(15 Sqrt[Pi])/(8 t^(7/2)) - (3 Sqrt[Pi])/(4 t^(5/2)) + Sqrt[Pi]/(2 t^(3/2))"),
    ("AsymptoticIntegrate[Exp[t (x - x^2)], {x, 0, 1}, t -> Infinity]",
     "(E^(t/4) Sqrt[Pi])/Sqrt[t]"),
    # sums with the upper limit tending to Infinity
    ("AsymptoticSum[1/k, {k, 1, n}, {n, Infinity, 2}]",
     "EulerGamma - 1/(12 n^2) + 1/(2 n) + Log[n]"),
    ("AsymptoticSum[1/k, {k, 1, n}, n -> Infinity]", "Log[n]"),
    ("AsymptoticSum[1/k^2, {k, 1, n}, {n, Infinity, 3}]",
     "-1/(6 n^3) + 1/(2 n^2) - 1/n + Pi^2/6"),
    ("AsymptoticSum[Sqrt[k], {k, 1, n}, {n, Infinity, 1}]",
     "1/(24 Sqrt[n]) + Sqrt[n]/2 + (2 n^(3/2))/3 + Zeta[-1/2]"),
    ("AsymptoticSum[Log[k], {k, 1, n}, {n, Infinity, 1}]",
     "1/(12 n) - n + Log[2]/2 + Log[n]/2 + n Log[n] + Log[Pi]/2"),
    ("AsymptoticSum[k^2, {k, 1, n}, {n, Infinity, 2}]", "n/6 + n^2/2 + n^3/3"),
    ("AsymptoticSum[1/k, k, {k, Infinity, 3}]", "-1/(12 k^2) - 1/(2 k) + Log[k]"),
    # sums in a parameter
    ("AsymptoticSum[1/(k^2 + a), {k, 1, Infinity}, {a, 0, 1}]", "Pi^2/6 - (a Pi^4)/90"),
    ("AsymptoticSum[x^k/k!, {k, 0, Infinity}, {x, 0, 3}]", "1 + x + x^2/2 + x^3/6"),
]

NUMERIC = [
    # (approximation, exact value at the point, tolerance)
    ("AsymptoticSum[1/k, {k, 1, n}, {n, Infinity, 4}] /. n -> 1000",
     "HarmonicNumber[1000]", 1e-15),
    ("AsymptoticSum[Sqrt[k], {k, 1, n}, {n, Infinity, 3}] /. n -> 400",
     "Sum[Sqrt[k], {k, 1, 400}]", 1e-9),
    ("AsymptoticIntegrate[Exp[-t x]/(1 + x), {x, 0, Infinity}, {t, Infinity, 4}] /. t -> 50",
     "E^50 Gamma[0, 50]", 1e-5),
    ("AsymptoticIntegrate[Exp[t Cos[x]], {x, 0, Pi}, {t, Infinity, 3}] /. t -> 40",
     "Pi BesselI[0, 40]", 1e-6),
]

MESSAGES = [
    ("AsymptoticIntegrate[Exp[-x^2], 3, x -> 0]", "AsymptoticIntegrate::ivar"),
    ("AsymptoticIntegrate[Exp[-x^2], x, {x, 0}]", "AsymptoticIntegrate::aspec"),
    ("AsymptoticSum[1/k, {k, 1, n}, n]", "AsymptoticSum::aspec"),
]


@pytest.mark.parametrize("text,expected", ROWS)
def test_rows(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("approx,exact,tol", NUMERIC)
def test_numeric(session, approx, exact, tol):
    text = "Abs[N[(%s)/(%s) - 1, 30]] < %s" % (approx, exact, repr(tol).replace("e", "*^"))
    assert str(session.evaluate(text)) == "True"


@pytest.mark.parametrize("text,tag", MESSAGES)
def test_messages(text, tag):
    s = Session()
    r = s.evaluate(text)
    assert str(r).startswith(text.split("[")[0])
    assert any(str(m).startswith(tag) for m in s.messages)


ODE_ROWS = [
    ("AsymptoticDSolveValue[{y''[x] - x y[x] == 0, y[0] == 1, y'[0] == 0}, y[x], {x, 0, 6}]",
     "1 + x^3/6 + x^6/180"),
    ("AsymptoticDSolveValue[y''[x] + y[x] == 0, y[x], {x, 0, 3}]",
     "C[1] - (x^2 C[1])/2 + x C[2] - (x^3 C[2])/6"),
    ("AsymptoticDSolveValue[{y'[x] == y[x]^2, y[0] == 1}, y[x], {x, 0, 4}]",
     "1 + x + x^2 + x^3 + x^4"),
    ("AsymptoticDSolveValue[{y'[x] == Sin[x] y[x], y[0] == 1}, y[x], {x, 0, 5}]",
     "1 + x^2/2 + x^4/12"),
    ("AsymptoticDSolveValue[{y'[x] == y[x], y[0] == 1}, y[x], x -> 0]", "1"),
    ("AsymptoticDSolveValue[{y'[x] == x + y[x], y[1] == 2}, y[x], {x, 1, 3}]",
     "2 + 3 (-1 + x) + 2 (-1 + x)^2 + (2 (-1 + x)^3)/3"),
    ("AsymptoticDSolveValue[{y'[x] + e y[x]^2 == 0, y[0] == 1}, y[x], {e, 0, 2}]",
     "1 - e x + e^2 x^2"),
    ("AsymptoticDSolveValue[{y''[x] + (1 + e x) y[x] == 0, y[0] == 1, y'[0] == 0}, y[x], "
     "{e, 0, 1}]", "Cos[x] - (e x Cos[x])/4 + (e Sin[x])/4 - (e x^2 Sin[x])/4"),
]


@pytest.mark.parametrize("text,expected", ODE_ROWS)
def test_ode_rows(session, text, expected):
    assert str(session.evaluate(text)) == expected


def test_perturbation_residual(session):
    """The first-order perturbation solution satisfies the equation to O[e]^2."""
    text = ("With[{r = AsymptoticDSolveValue[{y''[x] + (1 + e x) y[x] == 0, y[0] == 1, "
            "y'[0] == 0}, y[x], {e, 0, 1}]}, Simplify[Normal[Series[D[r, x, x] + "
            "(1 + e x) r, {e, 0, 1}]]]]")
    assert str(session.evaluate(text)) == "0"


def test_ode_bad_spec():
    s = Session()
    s.evaluate("AsymptoticDSolveValue[y'[x] == y[x], y[x], {x, 0}]")
    assert any(str(m).startswith("AsymptoticDSolveValue::aspec") for m in s.messages)
