"""Integrate in the Wolfram form: antiderivatives as the Wolfram Language prints them (each
verified by differentiating it), definite integrals with their conditions, Assumptions and
GenerateConditions."""

import pytest

from mathilda.session import Session

# (integrand, variable, the antiderivative as the Wolfram Language prints it)
ANTIDERIVATIVES = [
    ("Sin[x]^2", "x", "x/2 - Sin[2 x]/4"),
    ("1/Sin[x]", "x", "-ArcTanh[Cos[x]]"),
    ("Cos[x]/x", "x", "CosIntegral[x]"),
    ("Sin[x]/x", "x", "SinIntegral[x]"),
    ("Sinh[a x]^2", "x", "-x/2 + Sinh[2 a x]/(4 a)"),
    ("Sin[x]^3", "x", "(-3 Cos[x])/4 + Cos[3 x]/12"),
    ("Cos[x]^4", "x", "(3 x)/8 + Sin[2 x]/4 + Sin[4 x]/32"),
    ("x Sin[x]^2", "x", "x^2/4 - Cos[2 x]/8 - (x Sin[2 x])/4"),
    ("1/(1 - x^2)", "x", "ArcTanh[x]"),
    ("1/(1 + x^3)", "x",
     "ArcTan[(-1 + 2 x)/Sqrt[3]]/Sqrt[3] + Log[1 + x]/3 - Log[1 - x + x^2]/6"),
    ("x/(1 + x^3)", "x",
     "ArcTan[(-1 + 2 x)/Sqrt[3]]/Sqrt[3] - Log[1 + x]/3 + Log[1 - x + x^2]/6"),
    ("1/(x^3 - 1)", "x",
     "-(ArcTan[(1 + 2 x)/Sqrt[3]]/Sqrt[3]) + Log[-1 + x]/3 - Log[1 + x + x^2]/6"),
    ("Exp[x] Sin[x]", "x", "1/2 E^x (-Cos[x] + Sin[x])"),
    ("x^2 Exp[x]", "x", "E^x (2 - 2 x + x^2)"),
    ("Exp[-x^2]", "x", "(Sqrt[Pi] Erf[x])/2"),
    ("Tan[x]", "x", "-Log[Cos[x]]"),
    ("ArcTan[x]", "x", "x ArcTan[x] - Log[1 + x^2]/2"),
    ("1/(x Log[x])", "x", "Log[Log[x]]"),
    ("1/(a + b x)", "x", "Log[a + b x]/b"),
    ("Sqrt[1 - x^2]", "x", "(x Sqrt[1 - x^2] + ArcSin[x])/2"),
    ("1/(x^2 - a^2)", "x", "-(ArcTanh[x/a]/a)"),
    ("1/(a + b x^2)", "x", "ArcTan[(Sqrt[b] x)/Sqrt[a]]/(Sqrt[a] Sqrt[b])"),
    ("1/(x^2 + a^2)", "x", "ArcTan[x/a]/a"),
    ("1/(x^2 - 1)", "x", "(Log[-1 + x] - Log[1 + x])/2"),
    ("Sin[2 x] Cos[3 x]", "x", "Cos[x]/2 - Cos[5 x]/10"),
    ("Sin[x]^2 Cos[x]^2", "x", "x/8 - Sin[4 x]/32"),
    ("Cosh[x]^2", "x", "x/2 + Sinh[2 x]/4"),
    ("Tan[x]^2", "x", "-x + Tan[x]"),
    ("1/(1 + Cos[x])", "x", "Tan[x/2]"),
    ("Log[x]^2", "x", "2 x - 2 x Log[x] + x Log[x]^2"),
    ("1/Sqrt[x^2 + 1]", "x", "ArcSinh[x]"),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("f, x, expected", ANTIDERIVATIVES)
def test_antiderivative(session, f, x, expected):
    r = session.evaluate(f"Integrate[{f}, {x}]")
    assert str(r) == expected
    # verified by differentiating it (at sample points: D[F, x] - f vanishes)
    check = session.evaluate(
        f"Max[Abs[N[(D[{expected}, {x}] - ({f})) /. {{{{{x} -> 0.31}}, {{{x} -> 0.47}}, "
        f"{{{x} -> 0.73}}}} /. a -> 1.3 /. b -> 0.7]]]")
    assert abs(float(check.value)) < 1e-10, (f, str(check))


DEFINITE = [
    ("Integrate[Exp[-a x], {x, 0, Infinity}]", "ConditionalExpression[1/a, Re[a] > 0]"),
    ("Integrate[x^n, {x, 0, 1}]", "ConditionalExpression[1/(1 + n), Re[n] > -1]"),
    ("Integrate[x^(a - 1) Exp[-x], {x, 0, Infinity}]",
     "ConditionalExpression[Gamma[a], Re[a] > 0]"),
    ("Integrate[Exp[-a x^2], {x, -Infinity, Infinity}]",
     "ConditionalExpression[Sqrt[Pi]/Sqrt[a], Re[a] > 0]"),
    ("Integrate[1/(x^2 + a^2), {x, 0, Infinity}]",
     "ConditionalExpression[Pi/(2 a), Re[a] > 0]"),
    ("Integrate[Exp[-a x], {x, 0, Infinity}, Assumptions -> a > 0]", "1/a"),
    ("Integrate[Exp[-a x], {x, 0, Infinity}, GenerateConditions -> False]", "1/a"),
    ("Assuming[a > 0, Integrate[Exp[-a x], {x, 0, Infinity}]]", "1/a"),
    ("Integrate[x^n, {x, 0, 1}, Assumptions -> n > 0]", "1/(1 + n)"),
    ("Integrate[Sin[x]/x, {x, 0, Infinity}]", "Pi/2"),
    ("Integrate[Log[x], {x, 0, 1}]", "-1"),
    ("Integrate[Sin[x]^2, {x, 0, Pi}]", "Pi/2"),
]


@pytest.mark.parametrize("text, expected", DEFINITE)
def test_definite(session, text, expected):
    assert str(session.evaluate(text)) == expected


def test_divergent_integral_message():
    s = Session()
    r = s.evaluate("Integrate[1/x, {x, 0, 1}]")
    assert str(r) == "Integrate[1/x, {x, 0, 1}]"
    assert [str(m) for m in s.messages] == [
        "Integrate::idiv: Integral of 1/x does not converge on {0, 1}."]


def test_conditional_result_normal():
    s = Session()
    assert str(s.evaluate("Normal[Integrate[Exp[-a x], {x, 0, Infinity}]]")) == "1/a"


# examples of the Integrate reference page (Wolfram Language 10 and later) that reproduce
REFERENCE = [
    ('Integrate[1/(1 + x^2/a), x]', 'Sqrt[a] ArcTan[x/Sqrt[a]]'),
    ('Integrate[1/(1 - x^2/b), x]', 'Sqrt[b] ArcTanh[x/Sqrt[b]]'),
    ('Integrate[x Exp[x^2], {x, 0, 2}]', '(-1 + E^4)/2'),
    ('Integrate[Sin[x y], {x, 0, 1}, {y, 0, x}]', '(EulerGamma - CosIntegral[1])/2'),
]


@pytest.mark.parametrize("text, expected", REFERENCE)
def test_reference_page(session, text, expected):
    assert str(session.evaluate(text)) == expected
