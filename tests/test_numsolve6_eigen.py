"""NDEigenvalues by Chebyshev collocation: Dirichlet and natural (u' == 0) ends, a variable
coefficient (the harmonic oscillator, eigenvalues 2 k + 1), messages."""

import pytest

from mathilda.session import Session

ROWS = [
    ("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, True]}, u[x], {x, 0, Pi}, 4]",
     "{1., 4., 9., 16.}"),
    ("Max[Abs[NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, True]}, u[x], "
     "{x, 0, Pi}, 6] - Range[6]^2]] < 10^-8", "True"),
    ("NDEigenvalues[-u''[x], u, {x, 0, 1}, 3]", "{0., 9.8696, 39.4784}"),
    ("NDEigenvalues[{-u''[x] + x^2 u[x], DirichletCondition[u[x] == 0, True]}, u[x], "
     "{x, -6, 6}, 3]", "{1., 3., 5.}"),
    ("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, x == 0]}, u[x], {x, 0, Pi}, 2]",
     "{0.25, 2.25}"),
    ("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, x == 0], "
     "DirichletCondition[u[x] == 0, x == 2]}, u[x], {x, 0, 2}, 2]", "{2.4674, 9.8696}"),
]

MESSAGES = [
    ("NDEigenvalues[{-u''[x] u[x], DirichletCondition[u[x] == 0, True]}, u[x], {x, 0, Pi}, 2]",
     "NDEigenvalues::nlin: The operator -(u[x] u''[x]) is not linear in the dependent "
     "variable."),
    ("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, True]}, u[x], {x, 0, Pi}, 0]",
     "NDEigenvalues::neig: The number of eigenvalues 0 should be a positive integer."),
    ("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 1, True]}, u[x], {x, 0, Pi}, 2]",
     "NDEigenvalues::bdcond: The condition DirichletCondition[u[x] == 1, True] is not a "
     "homogeneous DirichletCondition supported here."),
    ("NDEigenvalues[-u''[x], u, {x, 1, 0}, 2]",
     "NDEigenvalues::ndlim: Range specification {x, 1, 0} is not of the form {x, xmin, "
     "xmax} with numerical xmin < xmax."),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_eigenvalues(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("text,message", MESSAGES)
def test_messages(text, message):
    s = Session()
    r = s.evaluate(text)
    assert r.head_symbol is not None and r.head_symbol.name == "NDEigenvalues"
    assert [str(m) for m in s.messages] == [message]
