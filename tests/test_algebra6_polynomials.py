"""Session 6 (helper algebra): CoefficientRules, MonomialList, CoefficientArrays,
PolynomialQuotientRemainder, SymmetricPolynomial, SymmetricReduction, PadeApproximant,
DifferenceQuotient, NRoots, RootApproximant: exact printed outputs, identities, messages."""

import pytest

from algebra6_support import check_examples, check_message
from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def _run(s, src):
    return s.format(s.evaluate(src))


CASES = [
    ("CoefficientRules[x^2 y + 3 x y^2 + 5 + y^3 + x^3, {x, y}, \"DegreeReverseLexicographic\"]",
     "{{3, 0} -> 1, {2, 1} -> 1, {1, 2} -> 3, {0, 3} -> 1, {0, 0} -> 5}"),
    ("CoefficientRules[x y^2 + x^2 z, {x, y, z}, \"DegreeReverseLexicographic\"]",
     "{{1, 2, 0} -> 1, {2, 0, 1} -> 1}"),
    ("CoefficientRules[x y^2 + x^2 z, {x, y, z}, \"DegreeLexicographic\"]",
     "{{2, 0, 1} -> 1, {1, 2, 0} -> 1}"),
    ("CoefficientRules[1 + x + x^2 + y, {x, y}, \"NegativeDegreeReverseLexicographic\"]",
     "{{0, 0} -> 1, {1, 0} -> 1, {0, 1} -> 1, {2, 0} -> 1}"),
    ("CoefficientRules[x^2 + 2.5 x y + 1, {x, y}]", "{{2, 0} -> 1, {1, 1} -> 2.5, {0, 0} -> 1}"),
    ("CoefficientRules[(1 + I) x + 2, x]", "{{1} -> 1 + I, {0} -> 2}"),
    ("CoefficientRules[5]", "{{} -> 5}"),
    ("MonomialList[x^2 + 2.5 x + 1]", "{x^2, 2.5 x, 1}"),
    ("MonomialList[x y z, {x, y}]", "{x y z}"),
    ("MonomialList[(x + 1)^3, x, \"NegativeLexicographic\"]", "{1, 3 x, 3 x^2, x^3}"),
    ("Total[MonomialList[(a + b + c)^3]] == Expand[(a + b + c)^3]", "True"),
    ("CoefficientArrays[{x + y == 1, x - y == 3}, {x, y}] // Map[Normal]",
     "{{-1, -3}, {{1, 1}, {1, -1}}}"),
    ("{c0, c1, c2} = CoefficientArrays[3 x^2 + x y + 2 y^2 - x + 7, {x, y}]; "
     "Expand[c0 + c1 . {x, y} + Normal[c2] . {x, y} . {x, y}]", "7 - x + 3 x^2 + x y + 2 y^2"),
    ("CoefficientArrays[{a x + b y - c, d x + e y - f}, {x, y}]",
     "{SparseArray[<2>, {2}], SparseArray[<4>, {2, 2}]}"),
    ("PolynomialQuotientRemainder[2 x^3 + x - 1, 2 x + 1, x]", "{3/4 - x/2 + x^2, -7/4}"),
    ("{qq, rr} = PolynomialQuotientRemainder[x^5 + 3, x^2 - x + 1, x]; "
     "Expand[qq (x^2 - x + 1) + rr]", "3 + x^5"),
    ("SymmetricPolynomial[2, {a, b, c, d}]", "a b + a c + b c + a d + b d + c d"),
    ("SymmetricReduction[x^3 + y^3 + z^3, {x, y, z}]",
     "{3 x y z + (x + y + z)^3 - 3 (x + y + z) (x y + x z + y z), 0}"),
    ("SymmetricReduction[x^2 y, {x, y}]", "{x y (x + y), -(x y^2)}"),
    ("SymmetricReduction[x^2, {x}, {s}]", "{s^2, 0}"),
    ("SymmetricReduction[(x - y)^2, {x, y}, {p, q}]", "{p^2 - 4 q, 0}"),
    ("PadeApproximant[Cos[x], {x, 0, 2}]", "(1 - (5 x^2)/12)/(1 + x^2/12)"),
    ("PadeApproximant[Tan[x], {x, 0, {3, 2}}]", "(x - x^3/15)/(1 - (2 x^2)/5)"),
    ("Series[PadeApproximant[Exp[x], {x, 0, {3, 3}}] - Exp[x], {x, 0, 6}]", "O[x]^7"),
    ("DifferenceQuotient[x^3, {x, h}]", "h^2 + 3 h x + 3 x^2"),
    ("DifferenceQuotient[x^4, {x, 4, h}]", "24"),
    ("DifferenceQuotient[x y, {x, h}, {y, k}]", "1"),
    ("NRoots[x^5 - x - 1 == 0, x]",
     "x == 1.1673 || x == -0.764884 - 0.352472 I || x == -0.764884 + 0.352472 I || "
     "x == 0.181232 - 1.08395 I || x == 0.181232 + 1.08395 I"),
    ("NRoots[x^2 == 2 x + 5, x]", "x == -1.44949 || x == 3.44949"),
    ("NRoots[2 x^2 == 1/2, x]", "x == -0.5 || x == 0.5"),
    ("RootApproximant[N[Sqrt[2] + Sqrt[3]]]", "Root[1 - 10 #1^2 + #1^4 & , 4]"),
    ("RootApproximant[N[Sqrt[2] + Sqrt[3], 40]]", "Root[1 - 10 #1^2 + #1^4 & , 4]"),
    ("RootApproximant[2.5]", "5/2"),
    ("RootApproximant[N[Sqrt[5]], 2]", "Sqrt[5]"),
    ("RootApproximant[-0.75]", "-3/4"),
    ("RootApproximant[N[GoldenRatio]]", "(1 + Sqrt[5])/2"),
    ("Head[RootApproximant[N[Pi]]]", "Root"),
    ("Abs[N[RootApproximant[N[Pi]]] - Pi] < 10^-10", "True"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert _run(s, src) == expected


MESSAGES = [
    ("CoefficientRules[x + y, {x, y}, \"Bad\"]", "CoefficientRules[x + y, {x, y}, Bad]",
     "CoefficientRules::order: \"Bad\" is not a valid monomial order."),
    ("MonomialList[Sin[x], x]", "MonomialList[Sin[x], x]",
     "MonomialList::poly: Sin[x] is not a polynomial."),
    ("SymmetricPolynomial[2, x]", "SymmetricPolynomial[2, x]",
     "SymmetricPolynomial::list: List expected at position 2 in SymmetricPolynomial[2, x]."),
    ("PadeApproximant[Sin[x], {x, 0, -1}]", "PadeApproximant[Sin[x], {x, 0, -1}]",
     "PadeApproximant::spec: {x, 0, -1} is not a valid specification {x, x0, n} or "
     "{x, x0, {m, n}}."),
    ("DifferenceQuotient[x^2, {x}]", "DifferenceQuotient[x^2, {x}]",
     "DifferenceQuotient::spec: {x} is not a valid difference specification {x, h} or "
     "{x, n, h}."),
    ("NRoots[x^2 - 1, x]", "NRoots[-1 + x^2, x]", "NRoots::neq: -1 + x^2 is not an equation."),
    ("NRoots[x^2 == 1, 2]", "NRoots[x^2 == 1, 2]", "NRoots::ivar: 2 is not a valid variable."),
    ("RootApproximant[a]", "RootApproximant[a]", "RootApproximant::inum: a is not a number."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(src, expected, message):
    check_message(src, expected, message)


NAMES = ["CoefficientRules", "MonomialList", "CoefficientArrays", "PolynomialQuotientRemainder",
         "SymmetricPolynomial", "SymmetricReduction", "PadeApproximant", "DifferenceQuotient",
         "NRoots", "RootApproximant"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
