"""Integrate[..., PrincipalValue -> True] beyond rational integrands
(algorithms/calculus/principal_value.py)."""

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
