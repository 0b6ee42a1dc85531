"""Integrate[..., PrincipalValue -> True] beyond rational integrands
(algorithms/calculus/principal_value.py), and AsymptoticSolve (regular perturbation)."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    ("Integrate[1/(x Log[x]), {x, 1/2, 2}, PrincipalValue -> True]", "0"),
    ("Integrate[Tan[x], {x, 0, Pi}, PrincipalValue -> True]", "0"),
    ("Integrate[Tan[x], {x, 0, 2}, PrincipalValue -> True]", "-Log[-Cos[2]]"),
    ("Integrate[Exp[x]/x, {x, -1, 1}, PrincipalValue -> True]",
     "-ExpIntegralEi[-1] + ExpIntegralEi[1]"),
    # rational integrands: SymPy's own method, as before
    ("Integrate[1/x, {x, -1, 2}, PrincipalValue -> True]", "Log[2]"),
    ("Integrate[1/(x^2 - 1), {x, 0, 2}, PrincipalValue -> True]", "-Log[3]/2"),
]


@pytest.mark.parametrize("text,expected", ROWS)
def test_rows(session, text, expected):
    assert str(session.evaluate(text)) == expected


def test_tan_value_numerically(session):
    """The principal value over (0, 2) agrees with the symmetric excision done numerically."""
    text = ("Abs[N[Integrate[Tan[x], {x, 0, 2}, PrincipalValue -> True]] - "
            "(NIntegrate[Tan[x], {x, 0, Pi/2 - 10^-6}] + "
            "NIntegrate[Tan[x], {x, Pi/2 + 10^-6, 2}])] < 10^-5")
    assert str(session.evaluate(text)) == "True"


SOLVE_ROWS = [
    ("AsymptoticSolve[x^2 + e x - 1 == 0, x, {e, 0, 3}]",
     "{{x -> -1 - e/2 - e^2/8}, {x -> 1 - e/2 + e^2/8}}"),
    ("AsymptoticSolve[x == 1 + e Sin[x], x, {e, 0, 2}]",
     "{{x -> 1 + e Sin[1] + (e^2 Sin[2])/2}}"),
    ("AsymptoticSolve[x^2 + e x - 1 == 0, x, e -> 0]", "{{x -> -1}, {x -> 1}}"),
    ("AsymptoticSolve[x^2 == e, x, {e, 0, 2}]",          # a double root: no power series
     "AsymptoticSolve[x^2 == e, x, {e, 0, 2}]"),
]


@pytest.mark.parametrize("text,expected", SOLVE_ROWS)
def test_solve_rows(session, text, expected):
    assert str(session.evaluate(text)) == expected
