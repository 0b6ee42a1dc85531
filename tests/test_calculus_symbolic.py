"""Symbolic calculus (issue 19, the `calculus` part): Dt, Residue, SeriesCoefficient,
InverseFunction, Grad/Div/Curl/Laplacian, the integral transforms, the discrete calculus and
the domain builtins.  Expected values are the Wolfram Language's printed outputs (the
reference pages' examples); transforms are also checked by their inverses."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


def run(s, text):
    del s.messages[:]
    r = s.evaluate(text)
    return str(r), [str(m) for m in s.messages]


DT = [
    ("Dt[1]", "0"),
    ("Dt[E]", "0"),
    ("Dt[x^n, x]", "n x^(-1 + n) + x^n Dt[n, x] Log[x]"),
    ("Dt[x^2 + y^2]", "2 x Dt[x] + 2 y Dt[y]"),
    ("Dt[x y, {x, 2}]", "2 Dt[y, x] + x Dt[y, {x, 2}]"),
    ("Dt[a x^n, x]", "a n x^(-1 + n) + x^n Dt[a, x] + a x^n Dt[n, x] Log[x]"),
    ("Dt[Sin[x y], x]", "Cos[x y] (y + x Dt[y, x])"),
    ("Dt[f + g]", "Dt[f] + Dt[g]"),
    ("Dt[f g]", "g Dt[f] + f Dt[g]"),
    ("Together[Dt[f/g]]", "(g Dt[f] - f Dt[g])/g^2"),
    ("Dt[f[g]]", "Dt[g] f'[g]"),
    ("Dt[Log[f]]", "Dt[f]/f"),
    ("Dt[a x^2 + b, x, Constants -> {a}]", "2 a x + Dt[b, x, Constants -> {a}]"),
    ("Dt[a x^2 + b, x, Constants -> {a, b}]", "2 a x"),
    ("Dt[x^2 + z^2 == r^2, x]", "2 x + 2 z Dt[z, x] == 2 r Dt[r, x]"),
    ("Dt[Pi x]", "Pi Dt[x]"),
    ("Dt[y, x]", "Dt[y, x]"),
    ("Dt[Sin[x], x] == D[Sin[x], x]", "True"),
]


@pytest.mark.parametrize("text,expected", DT)
def test_dt(session, text, expected):
    assert run(session, text) == (expected, [])


def test_dt_upvalue_and_messages():
    s = Session()
    assert run(s, "y /: Dt[y, x] = 0; Dt[2 x y, x]") == ("2 y", [])
    assert run(s, "Dt[x^2, 2]") == ("Dt[x^2, 2]", ["Dt::ivar: 2 is not a valid variable."])


COEFFICIENTS = [
    ("SeriesCoefficient[Sin[x], {x, 0, 15}]", "-1/1307674368000"),
    ("SeriesCoefficient[Series[Exp[x], {x, 0, 10}], 5]", "1/120"),
    ("SeriesCoefficient[Exp[x], {x, 0, n}]", "Piecewise[{{1/n!, n >= 0}}, 0]"),
    ("SeriesCoefficient[Log[1 + x], {x, 0, n}]", "Piecewise[{{(-1)^(1 + n)/n, n >= 1}}, 0]"),
    ("SeriesCoefficient[1/(1 - x)^2, {x, 0, n}]", "Piecewise[{{1 + n, n >= 0}}, 0]"),
    ("SeriesCoefficient[Sin[x y], {x, 0, 3}, {y, 0, 3}]", "-1/6"),
    ("SeriesCoefficient[1/(1 - x - x^2), {x, 0, 10}]", "89"),
    ("SeriesCoefficient[Series[Cos[x], {x, 0, 4}], 7]", "Indeterminate"),
    ("SeriesCoefficient[Series[Cos[x], {x, 0, 4}], -1]", "0"),
    ("SeriesCoefficient[Exp[x]/x^2, {x, 0, -2}]", "1"),
    ("SeriesCoefficient[Sqrt[x] + x^2, {x, 0, 1/2}]", "1"),
    ("SeriesCoefficient[Exp[1/x], {x, Infinity, 3}]", "1/6"),
    ("SeriesCoefficient[BesselJ[0, x], {x, 0, 4}]", "1/64"),
    ("Residue[1/z, {z, 0}]", "1"),
    ("Residue[1/(z^2 + 1), {z, I}]", "-I/2"),
    ("Residue[Gamma[z], {z, -2}]", "1/2"),
    ("Residue[Sin[z]/z^4, {z, 0}]", "-1/6"),
    ("Residue[Sqrt[z], {z, 0}]", "Residue[Sqrt[z], {z, 0}]"),
    ("Residue[1/z, {z, Infinity}]", "-1"),
    ("Residue[Exp[z]/(z - 1)^3, {z, 1}]", "E/2"),
    ("Residue[Cot[z], {z, 0}]", "1"),
    ("Residue[z^2, {z, 0}]", "0"),
    ("Residue[1/(z^2 + a^2), {z, I a}]", "-I/(2 a)"),
]


INVERSES = [
    ("InverseFunction[Sin]", "ArcSin"),
    ("InverseFunction[Exp]", "Log"),
    ("InverseFunction[a # + b &]", "(-b + #1)/a & "),
    ("InverseFunction[f][x]", "InverseFunction[f][x]"),
    ("InverseFunction[f]'[x]", "1/f'[InverseFunction[f][x]]"),
    ("InverseFunction[f]''[x]", "-(f''[InverseFunction[f][x]]/f'[InverseFunction[f][x]]^3)"),
    ("InverseFunction[Sin]'[x]", "1/Sqrt[1 - x^2]"),
    ("InverseFunction[InverseFunction[g]]", "g"),
    ("InverseFunction[Function[x, (x + 1)/(x - 1)]]", "(1 + #1)/(-1 + #1) & "),
    ("InverseFunction[#^3 &]", "#1^(1/3) & "),
    ("InverseFunction[#^5 + # &]", "InverseFunction[#1^5 + #1 & ]"),
    ("InverseFunction[#^5 + # &][2]", "1"),
    ("InverseFunction[#^5 + # &][3.]", "1.133"),
    ("InverseFunction[Exp[#] + # &]", "-ProductLog[E^#1] + #1 & "),
]


VECTOR = [
    ("Grad[x^2 + y^2 z, {x, y, z}]", "{2 x, 2 y z, y^2}"),
    ("Grad[f[x, y], {x, y}]", "{Derivative[1, 0][f][x, y], Derivative[0, 1][f][x, y]}"),
    ("Grad[{x y, x + y}, {x, y}]", "{{y, x}, {1, 1}}"),
    ("Grad[r^2 Sin[t], {r, t}, \"Polar\"]", "{2 r Sin[t], r Cos[t]}"),
    ("Grad[f[r, t, p], {r, t, p}, \"Spherical\"]",
     "{Derivative[1, 0, 0][f][r, t, p], Derivative[0, 1, 0][f][r, t, p]/r, "
     "(Csc[t] Derivative[0, 0, 1][f][r, t, p])/r}"),
    ("Div[{x^2 y, y^2 z, z^2 x}, {x, y, z}]", "2 x y + 2 x z + 2 y z"),
    ("Div[{{x, y}, {x y, x^2 y}}, {x, y}]", "{2, x^2 + y}"),
    ("Div[{r, 0, 0}, {r, t, p}, \"Spherical\"]", "3"),
    ("Div[{r, 0, z}, {r, t, z}, \"Cylindrical\"]", "3"),
    ("Curl[{y, -x, 0}, {x, y, z}]", "{0, 0, -2}"),
    ("Curl[{x y, x^2}, {x, y}]", "x"),
    ("Curl[x^2 y, {x, y}]", "{x^2, -2 x y}"),
    ("Curl[{0, 0, r}, {r, t, z}, \"Cylindrical\"]", "{0, -1, 0}"),
    ("Curl[{0, 0, r Sin[t]}, {r, t, p}, \"Spherical\"]", "{2 Cos[t], -2 Sin[t], 0}"),
    ("Laplacian[x^2 + y^2 + z^2, {x, y, z}]", "6"),
    ("Laplacian[f[x, y], {x, y}]", "Derivative[0, 2][f][x, y] + Derivative[2, 0][f][x, y]"),
    ("Laplacian[r^2, {r, t}, \"Polar\"]", "4"),
    ("Laplacian[1/r, {r, t, p}, \"Spherical\"]", "0"),
    ("Laplacian[r^2 Cos[t], {r, t, p}, \"Spherical\"]", "4 Cos[t]"),
    ("Laplacian[f[r, t, z], {r, t, z}, \"Cylindrical\"]",
     "Derivative[0, 0, 2][f][r, t, z] + Derivative[0, 2, 0][f][r, t, z]/r^2 + "
     "Derivative[1, 0, 0][f][r, t, z]/r + Derivative[2, 0, 0][f][r, t, z]"),
]


@pytest.mark.parametrize("text,expected", COEFFICIENTS + INVERSES + VECTOR)
def test_rows(session, text, expected):
    assert run(session, text)[0] == expected


def test_messages(session):
    assert run(session, "InverseFunction[#^2 &]") == (
        "Sqrt[#1] & ", ["InverseFunction::ifun: Inverse functions are being used. Values may "
                        "be lost for multivalued inverses."])
    assert run(session, "Grad[x, y]")[1] == [
        "Grad::vars: y is not a non-empty list of variables."]
    assert run(session, "Div[{x}, {x, y}]")[1] == [
        "Div::dims: The vector {x} and the variables {x, y} do not have the same length."]
    assert run(session, "Curl[{x, y, z, w}, {x, y, z, w}]")[0] == (
        "Curl[{x, y, z, w}, {x, y, z, w}]")
