"""Refine and Simplify with assumptions (issue 20): the reference pages' forms (nested
powers, products of powers, logarithms, piecewise functions, Re/Im/Arg, Floor and its
relatives, Element, Max/Min, conditions decided by the assumptions, $Assumptions, Assuming)."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


TABLE = [
    ("Refine[Ramp[x], x < 0]", "0"),
    ("Refine[Ramp[x], x > 0]", "x"),
    ("Refine[UnitStep[x], x > 0]", "1"),
    ("Refine[HeavisideTheta[x], x < 0]", "0"),
    ("Refine[(a^b)^c, a > 0 && Element[b, Reals]]", "a^(b c)"),
    ("Refine[(a b)^c, a > 0]", "a^c b^c"),
    ("Refine[Log[x], x < 0]", "I Pi + Log[-x]"),
    ("Refine[Log[x^2], x > 0]", "2 Log[x]"),
    ("Refine[Log[Exp[x]], Element[x, Reals]]", "x"),
    ("Refine[Tan[x + k Pi], Element[k, Integers]]", "Tan[x]"),
    ("Refine[Element[x^2 + 1, Reals], Element[x, Reals]]", "True"),
    ("Refine[Floor[x], Element[x, Integers]]", "x"),
    ("Refine[Round[x], Element[x, Integers]]", "x"),
    ("Refine[FractionalPart[x], Element[x, Integers]]", "0"),
    ("Refine[Mod[x, 1], Element[x, Integers]]", "0"),
    ("Refine[Re[x], Element[x, Reals]]", "x"),
    ("Refine[Im[x], Element[x, Reals]]", "0"),
    ("Refine[Arg[x], x < 0]", "Pi"),
    ("Refine[Conjugate[x], Element[x, Reals]]", "x"),
    ("Refine[Sign[x], x < 0]", "-1"),
    ("Refine[Abs[x y], x > 0 && y < 0]", "-(x y)"),
    ("Refine[Max[x, 1], x > 2]", "x"),
    ("Refine[Min[x, 1, y], x > 2]", "Min[1, y]"),
    ("Refine[ArcSin[Sin[x]], -Pi/2 < x < Pi/2]", "x"),
    ("Refine[Abs[x] == x, x > 0]", "True"),
    ("Refine[Sqrt[x^2]]", "Sqrt[x^2]"),
    ("Refine[Sqrt[x^2], x < 0]", "-x"),
    ("Refine[Abs[x - 1], x > 2]", "-1 + x"),
    ("Refine[Exp[I Pi n], Element[n, Integers]]", "(-1)^n"),
    ("Refine[Exp[2 I Pi n], Element[n, Integers]]", "1"),
    ("Simplify[Sin[x + 2 n Pi], Element[n, Integers]]", "Sin[x]"),
    ("Simplify[Abs[x]^2, Element[x, Reals]]", "x^2"),
    ("Simplify[x^2 > 3, x > 2]", "True"),
    ("Simplify[Cos[k Pi]^m, Element[k, Integers] && Mod[m, 2] == 0]", "1"),
    ("Simplify[Sqrt[x^2] + Abs[x], x < 0]", "-2 x"),
    ("Simplify[Ramp[x] + x, x < 0]", "x"),
    ("Assuming[x > 0, {$Assumptions, Refine[Sqrt[x^2]]}]", "{x > 0, x}"),
    ("Block[{$Assumptions = x > 0}, {$Assumptions, Refine[Sqrt[x^2]]}]", "{x > 0, x}"),
    ("Assuming[x >= 0, Assuming[y < 0, Refine[Sqrt[x^2 y^2]]]]", "-(x y)"),
]


@pytest.mark.parametrize("text,expected", TABLE)
def test_table(s, text, expected):
    assert s.format(s.evaluate(text)) == expected


def test_bad_input_is_unevaluated(s):
    assert s.format(s.evaluate("Refine[]")) == "Refine[]"
    assert s.format(s.evaluate("Refine[Abs[x], x < 0, 3, 4]")) == "Refine[Abs[x], x < 0, 3, 4]"


# FindRoot's damped Newton iteration (mathilda/algorithms/algebra/newton.py)
FINDROOT = [
    ("FindRoot[Exp[x] - 1000, {x, 1}]", "{x -> 6.90776}"),
    ("FindRoot[Sin[x] + Exp[x], {x, 0}]", "{x -> -0.588533}"),
    ("FindRoot[{Exp[x - 2] == y, y^2 == x}, {{x, 1}, {y, 1}}]", "{x -> 0.019026, y -> 0.137935}"),
    ("FindRoot[{y == Exp[x], x + y == 2}, {x, 1}, {y, 1}]", "{x -> 0.442854, y -> 1.55715}"),
    ("FindRoot[ArcTan[x], {x, 1.5}]", "{x -> 0.}"),
    ("FindRoot[Cos[x] - x, {x, 0, 1}]", "{x -> 0.739085}"),
    ("FindRoot[x^2 + 1, {x, I}]", "{x -> 0. + 1. I}"),
    ("FindRoot[Abs[x] - 1, {x, 3}]", "{x -> 1.}"),
    ("FindRoot[Sin[x] == 0, {x, 3}, WorkingPrecision -> 50]",
     "{x -> 3.1415926535897932384626433832795028841971693993751}"),
    ("FindRoot[Exp[x] - 1000, {x, 1}, WorkingPrecision -> 25]",
     "{x -> 6.907755278982137052053974}"),
]


@pytest.mark.parametrize("text,expected", FINDROOT)
def test_find_root(s, text, expected):
    assert s.format(s.evaluate(text)) == expected


def test_find_root_singular_jacobian(s):
    assert s.format(s.evaluate("FindRoot[x^2 + 1, {x, 1}]")) == "{x -> 0.}"
    assert [str(m) for m in s.messages] == [
        "FindRoot::jsing: Encountered a singular Jacobian at the point {x} = {0.}. Try "
        "perturbing the initial point(s)."]


# Solve's forms: roots of unity, quadratics over one denominator, Root objects, copies of
# multiple roots, canonical order, Modulus, Abs
SOLVE = [
    ("Solve[x^3 == 1, x]", "{{x -> 1}, {x -> -(-1)^(1/3)}, {x -> (-1)^(2/3)}}"),
    ("Solve[x^2 + x + 1 == 0, x]", "{{x -> -(-1)^(1/3)}, {x -> (-1)^(2/3)}}"),
    ("Solve[x^2 - x + 1 == 0, x]", "{{x -> (-1)^(1/3)}, {x -> -(-1)^(2/3)}}"),
    ("Solve[x^4 == 1, x]", "{{x -> -1}, {x -> -I}, {x -> I}, {x -> 1}}"),
    ("Solve[x^5 == 1, x]", "{{x -> 1}, {x -> -(-1)^(1/5)}, {x -> (-1)^(2/5)}, "
                           "{x -> -(-1)^(3/5)}, {x -> (-1)^(4/5)}}"),
    ("Solve[x^2 + x - 1 == 0, x]", "{{x -> (-1 - Sqrt[5])/2}, {x -> (-1 + Sqrt[5])/2}}"),
    ("Solve[x^2 - 2 x - 1 == 0, x]", "{{x -> 1 - Sqrt[2]}, {x -> 1 + Sqrt[2]}}"),
    ("Solve[x^2 + x + 2 == 0, x]", "{{x -> (-1 - I Sqrt[7])/2}, {x -> (-1 + I Sqrt[7])/2}}"),
    ("Solve[2 x^2 - 3 == 0, x]", "{{x -> -Sqrt[3/2]}, {x -> Sqrt[3/2]}}"),
    ("Solve[x^2 + 3 == 0, x]", "{{x -> -I Sqrt[3]}, {x -> I Sqrt[3]}}"),
    ("Solve[(x - 1)^2 == 0, x]", "{{x -> 1}, {x -> 1}}"),
    ("Solve[x^4 - 5 x^2 + 6 == 0, x]",
     "{{x -> -Sqrt[2]}, {x -> Sqrt[2]}, {x -> -Sqrt[3]}, {x -> Sqrt[3]}}"),
    ("Solve[x^5 - x + 1 == 0, x]", "{{x -> Root[1 - #1 + #1^5 & , 1]}, "
     "{x -> Root[1 - #1 + #1^5 & , 2]}, {x -> Root[1 - #1 + #1^5 & , 3]}, "
     "{x -> Root[1 - #1 + #1^5 & , 4]}, {x -> Root[1 - #1 + #1^5 & , 5]}}"),
    ("Solve[x^6 == 1, x, Reals]", "{{x -> -1}, {x -> 1}}"),
    ("Root[#^5 - # + 1 &, 1]", "Root[1 - #1 + #1^5 & , 1]"),
    ("Root[2 #^5 - 2 # + 2 &, 3]", "Root[1 - #1 + #1^5 & , 3]"),
    ("Solve[x^2 == 3, x, Modulus -> 7]", "{}"),
    ("Solve[x^2 == 2, x, Modulus -> 7]", "{{x -> 3}, {x -> 4}}"),
    ("Solve[x^2 == 1, x, Modulus -> 8]", "{{x -> 1}, {x -> 3}, {x -> 5}, {x -> 7}}"),
    ("Solve[{x + y == 1, x - y == 2}, {x, y}, Modulus -> 5]", "{{x -> 4, y -> 2}}"),
    ("Solve[x^2 == 4, x, Modulus -> 1000003]", "{{x -> 2}, {x -> 1000001}}"),
    ("Solve[{x + 2 y == 3, 3 x - y == 1}, {x, y}, Modulus -> 1000003]",
     "{{x -> 571431, y -> 714289}}"),
    ("Solve[Abs[x] == 2, x]", "{{x -> -2}, {x -> 2}}"),
    ("Solve[Abs[x - 1] == 3, x]", "{{x -> -2}, {x -> 4}}"),
    ("Reduce[x^3 == 1, x]", "x == 1 || x == -(-1)^(1/3) || x == (-1)^(2/3)"),
    ("Reduce[(x - 1)^2 == 0, x]", "x == 1"),
    ("Reduce[x^2 + x - 1 == 0, x, Reals]", "x == (-1 - Sqrt[5])/2 || x == (-1 + Sqrt[5])/2"),
    ("Reduce[x^3 == 1, x, Reals]", "x == 1"),
]


@pytest.mark.parametrize("text,expected", SOLVE)
def test_solve_forms(s, text, expected):
    assert s.format(s.evaluate(text)) == expected


def test_solve_roots_satisfy_equations(s):
    for eq in ("x^3 == 1", "x^5 == 1", "x^2 + x + 2 == 0", "3 x^2 + x - 1 == 0", "x^3 == 8",
               "x^4 - 5 x^2 + 6 == 0", "x^6 == 1"):
        r = s.evaluate("Union[Chop[N[Subtract @@ (%s) /. Solve[%s, x]]]]" % (eq, eq))
        assert s.format(r) == "{0}", eq


def test_solve_modulus_bad(s):
    assert s.format(s.evaluate("Solve[x^2 == 2, x, Modulus -> -3]")) == \
        "Solve[x^2 == 2, x, Modulus -> -3]"
    assert [str(m) for m in s.messages] == [
        "Solve::modp: Value of option Modulus -> -3 should be a non-negative integer."]
