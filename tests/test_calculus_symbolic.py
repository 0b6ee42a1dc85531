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


# (transform, inverse, f, variables, F, inverse variables): forward(f) prints as F and the
# inverse of F gives f back
TRANSFORM_PAIRS = [
    ("LaplaceTransform", "InverseLaplaceTransform", "Sin[t]", "t, s", "1/(1 + s^2)", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "E^(-a t)", "t, s", "1/(a + s)", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "t", "t, s", "1/s^2", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "Cos[a t]", "t, s", "s/(a^2 + s^2)",
     "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "Sinh[t]", "t, s", "1/(-1 + s^2)", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "t E^(-t)", "t, s", "1/(1 + s)^2", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "HeavisideTheta[-1 + t]", "t, s",
     "E^(-s)/s", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "DiracDelta[t]", "t, s", "1", "s, t"),
    ("LaplaceTransform", "InverseLaplaceTransform", "t^4 Sin[t]", "t, s",
     "(24 (1 - 10 s^2 + 5 s^4))/(1 + s^2)^5", "s, t"),
    ("FourierTransform", "InverseFourierTransform", "E^(-t^2)", "t, w", "E^(-w^2/4)/Sqrt[2]",
     "w, t"),
    ("FourierTransform", "InverseFourierTransform", "E^(-Abs[t])", "t, w",
     "Sqrt[2/Pi]/(1 + w^2)", "w, t"),
    ("FourierTransform", "InverseFourierTransform", "1", "t, w", "DiracDelta[w] Sqrt[2 Pi]",
     "w, t"),
    ("FourierTransform", "InverseFourierTransform", "Sin[t]", "t, w",
     "I DiracDelta[-1 + w] Sqrt[Pi/2] - I DiracDelta[1 + w] Sqrt[Pi/2]", "w, t"),
    ("FourierTransform", "InverseFourierTransform", "DiracDelta[t]", "t, w", "1/Sqrt[2 Pi]",
     "w, t"),
    ("FourierSinTransform", "InverseFourierSinTransform", "E^(-t)", "t, w",
     "(w Sqrt[2/Pi])/(1 + w^2)", "w, t"),
    ("FourierCosTransform", "InverseFourierCosTransform", "E^(-t)", "t, w",
     "Sqrt[2/Pi]/(1 + w^2)", "w, t"),
    ("ZTransform", "InverseZTransform", "n", "n, z", "z/(-1 + z)^2", "z, n"),
    ("ZTransform", "InverseZTransform", "a^n", "n, z", "z/(-a + z)", "z, n"),
    ("ZTransform", "InverseZTransform", "1", "n, z", "z/(-1 + z)", "z, n"),
    ("ZTransform", "InverseZTransform", "n^2", "n, z", "(z (1 + z))/(-1 + z)^3", "z, n"),
    ("ZTransform", "InverseZTransform", "KroneckerDelta[n]", "n, z", "1", "z, n"),
    ("ZTransform", "InverseZTransform", "n a^n", "n, z", "(a z)/(-a + z)^2", "z, n"),
    ("MellinTransform", "InverseMellinTransform", "E^(-x)", "x, s", "Gamma[s]", "s, x"),
    ("MellinTransform", "InverseMellinTransform", "E^(-x^2)", "x, s", "Gamma[s/2]/2", "s, x"),
]


@pytest.mark.parametrize("fwd,inv,f,vs,F,ivs", TRANSFORM_PAIRS)
def test_transform_and_inverse(session, fwd, inv, f, vs, F, ivs):
    assert run(session, "%s[%s, %s]" % (fwd, f, vs)) == (F, [])
    assert run(session, "%s[%s, %s]" % (inv, F, ivs))[0] == run(session, f)[0]


TRANSFORM_ROWS = [
    ("LaplaceTransform[f'[t], t, s]", "-f[0] + s LaplaceTransform[f[t], t, s]"),
    ("LaplaceTransform[f''[t], t, s]", "-(s f[0]) + s^2 LaplaceTransform[f[t], t, s] - f'[0]"),
    ("LaplaceTransform[t + f[t], t, s]", "1/s^2 + LaplaceTransform[f[t], t, s]"),
    ("LaplaceTransform[{Sin[t], Cos[t]}, t, s]", "{1/(1 + s^2), s/(1 + s^2)}"),
    ("LaplaceTransform[x^2 y, {x, y}, {s, t}]", "2/(s^3 t^2)"),
    ("LaplaceTransform[UnitStep[t - 1], t, s]", "E^(-s)/s"),
    ("LaplaceTransform[DiracDelta[t - 3], t, s]", "E^(-3 s)"),
    ("LaplaceTransform[Sqrt[t], t, s]", "Sqrt[Pi]/(2 s^(3/2))"),
    ("LaplaceTransform[BesselJ[0, t], t, s]", "1/Sqrt[1 + s^2]"),
    ("InverseLaplaceTransform[LaplaceTransform[f[t], t, s], s, t]", "f[t]"),
    ("InverseLaplaceTransform[1/(s (s + 1)), s, t]", "1 - E^(-t)"),
    ("InverseLaplaceTransform[1/Sqrt[s], s, t]", "1/(Sqrt[Pi] Sqrt[t])"),
    ("FourierTransform[f'[t], t, w]", "-I w FourierTransform[f[t], t, w]"),
    ("FourierTransform[DiracDelta[t - 3], t, w]", "E^(3 I w)/Sqrt[2 Pi]"),
    ("FourierTransform[Cos[2 t], t, w]",
     "DiracDelta[-2 + w] Sqrt[Pi/2] + DiracDelta[2 + w] Sqrt[Pi/2]"),
    ("InverseFourierTransform[FourierTransform[3 + Cos[2 t], t, w], w, t]", "3 + Cos[2 t]"),
    ("FourierTransform[E^(-t^2), t, w, FourierParameters -> {1, -1}]", "E^(-w^2/4) Sqrt[Pi]"),
    ("ZTransform[KroneckerDelta[n - 2], n, z]", "1/z^2"),
    ("ZTransform[1/n!, n, z]", "E^(1/z)"),
    ("InverseZTransform[1/z, z, n]", "KroneckerDelta[-1 + n]"),
    ("InverseZTransform[z/(z - a)^2, z, n]", "a^(-1 + n) n"),
    ("MellinTransform[1/(1 + x), x, s]", "Pi Csc[Pi s]"),
    ("MellinTransform[x^2 E^(-x), x, s]", "Gamma[2 + s]"),
    ("InverseMellinTransform[Pi Csc[Pi s], s, x]", "1/(1 + x)"),
    ("LaplaceTransform[t Cos[t], t, s]", "(-1 + s^2)/(1 + s^2)^2"),
    ("LaplaceTransform[E^(-t) Sin[2 t], t, s]", "2/(4 + (1 + s)^2)"),
    ("InverseLaplaceTransform[1/(s - a)^2, s, t]", "E^(a t) t"),
    ("ZTransform[Sin[n], n, z]", "(z Sin[1])/(1 - 2 z Cos[1] + z^2)"),
    ("InverseZTransform[ZTransform[Sin[n], n, z], z, n]", "Sin[n]"),
]


@pytest.mark.parametrize("text,expected", TRANSFORM_ROWS)
def test_transform_rows(session, text, expected):
    assert run(session, text) == (expected, [])


def test_transform_messages(session):
    assert run(session, "LaplaceTransform[Sin[t], 1, s]") == (
        "LaplaceTransform[Sin[t], 1, s]", ["LaplaceTransform::ivar: 1 is not a valid variable."])
    assert run(session, "FourierTransform[E^(-t^2), t, w, FourierParameters -> {0}]")[1] == [
        "FourierTransform::fpar: FourierParameters -> {0} should be a list of two numbers "
        "{a, b} with b != 0."]
    assert run(session, "LaplaceTransform[g[t], t, s]") == ("LaplaceTransform[g[t], t, s]", [])


DISCRETE = [
    ("DiscreteShift[f[i], i]", "f[1 + i]"),
    ("DiscreteShift[i^2, i]", "(1 + i)^2"),
    ("DiscreteShift[f[i], {i, 2, h}]", "f[2 h + i]"),
    ("DiscreteShift[f[i, j], i, j]", "f[1 + i, 1 + j]"),
    ("DifferenceDelta[i^3, i]", "1 + 3 i + 3 i^2"),
    ("DifferenceDelta[f[i], i]", "-f[i] + f[1 + i]"),
    ("DifferenceDelta[2^i, i]", "2^i"),
    ("DifferenceDelta[i j^2, i, j]", "1 + 2 j"),
    ("DiscreteRatio[2^i, i]", "2"),
    ("DiscreteRatio[i!, i]", "1 + i"),
    ("DiscreteRatio[f[i], i]", "f[1 + i]/f[i]"),
    ("GeneratingFunction[1, n, x]", "1/(1 - x)"),
    ("GeneratingFunction[n, n, x]", "x/(-1 + x)^2"),
    ("GeneratingFunction[1/n!, n, x]", "E^x"),
    ("GeneratingFunction[a^n, n, x]", "1/(1 - a x)"),
    ("GeneratingFunction[1/(n + 1), n, x]", "-(Log[1 - x]/x)"),
    ("ExponentialGeneratingFunction[1, n, x]", "E^x"),
    ("ExponentialGeneratingFunction[n, n, x]", "E^x x"),
    ("ExponentialGeneratingFunction[2^n, n, x]", "E^(2 x)"),
    ("ExponentialGeneratingFunction[n!, n, x]", "1/(1 - x)"),
    ("SumConvergence[1/n^2, n]", "True"),
    ("SumConvergence[1/n, n]", "False"),
    ("SumConvergence[(-1)^n/n, n]", "True"),
    ("SumConvergence[1/Log[n], n]", "False"),
    ("FunctionDomain[Sqrt[x], x]", "x >= 0"),
    ("FunctionDomain[1/x, x]", "x < 0 || x > 0"),
    ("FunctionDomain[Log[x], x]", "x > 0"),
    ("FunctionDomain[Sqrt[1 - x^2], x]", "-1 <= x <= 1"),
    ("FunctionDomain[x^2 + 1, x]", "True"),
    ("FunctionDomain[Sqrt[x] + 1/(1 - x), x]", "0 <= x < 1 || x > 1"),
    ("FunctionDomain[Floor[x], x]", "FunctionDomain[Floor[x], x]"),
    ("FunctionRange[x^2, x, y]", "y >= 0"),
    ("FunctionRange[Sin[x], x, y]", "-1 <= y <= 1"),
    ("FunctionRange[E^x, x, y]", "y > 0"),
    ("FunctionRange[x/(1 + x^2), x, y]", "-1/2 <= y <= 1/2"),
    ("MaxLimit[Sin[1/x], x -> 0]", "1"),
    ("MaxLimit[Sin[x], x -> Infinity]", "1"),
    ("MaxLimit[1/x, x -> 0]", "Infinity"),
    ("MaxLimit[x Sin[1/x], x -> 0]", "0"),
    ("MinLimit[Sin[1/x], x -> 0]", "-1"),
    ("MinLimit[1/x, x -> 0]", "-Infinity"),
    ("MinLimit[Sign[x], x -> 0]", "-1"),
    ("Asymptotic[Sqrt[x^2 + 1], x -> Infinity]", "x"),
    ("Asymptotic[(x^3 + 1)/(x - 1), x -> Infinity]", "x^2"),
    ("Asymptotic[E^x - 1 - x, x -> 0]", "x^2/2"),
    ("Asymptotic[Sin[x]/x, {x, 0, 4}]", "1 - x^2/6 + x^4/120"),
]


@pytest.mark.parametrize("text,expected", DISCRETE)
def test_discrete_and_domains(session, text, expected):
    assert run(session, text) == (expected, [])


def test_discrete_messages(session):
    assert run(session, "DiscreteShift[f[i], 2]")[1] == [
        "DiscreteShift::spec: 2 is not a valid step specification: a variable, {i, n} or "
        "{i, n, h}."]
    assert run(session, "MaxLimit[Sin[x], x]")[1] == ["MaxLimit::lim: x should be a rule x -> x0."]
    assert run(session, "GeneratingFunction[1, 2, x]")[1] == [
        "GeneratingFunction::ivar: 2 is not a valid variable."]
