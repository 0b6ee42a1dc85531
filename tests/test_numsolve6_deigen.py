"""DEigenvalues and DEigensystem: exact Dirichlet eigenvalues and eigenfunctions of
constant-coefficient operators (checked against NDEigenvalues), the message otherwise."""

import pytest

from mathilda.session import Session

DIR = "DirichletCondition[u[x] == 0, True]"

ROWS = [
    ("DEigenvalues[{-u''[x], %s}, u[x], {x, 0, Pi}, 4]" % DIR, "{1, 4, 9, 16}"),
    ("DEigenvalues[{-u''[x] + 2 u[x], %s}, u, {x, 0, 1}, 2]" % DIR, "{2 + Pi^2, 2 + 4 Pi^2}"),
    ("DEigensystem[{-u''[x], %s}, u[x], {x, 0, Pi}, 3]" % DIR,
     "{{1, 4, 9}, {Sin[x], Sin[2 x], Sin[3 x]}}"),
    ("DEigensystem[{-u''[x] - 2 u'[x], %s}, u[x], {x, 0, 1}, 2]" % DIR,
     "{{1 + Pi^2, 1 + 4 Pi^2}, {E^(-x) Sin[Pi x], E^(-x) Sin[2 Pi x]}}"),
    ("Max[Abs[N[DEigenvalues[{-u''[x] - 2 u'[x], %s}, u[x], {x, 0, 1}, 3]] - "
     "NDEigenvalues[{-u''[x] - 2 u'[x], %s}, u[x], {x, 0, 1}, 3]]] < 10^-6" % (DIR, DIR),
     "True"),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_exact(session, text, expected):
    assert str(session.evaluate(text)) == expected


def test_variable_coefficient_unsupported():
    s = Session()
    text = "DEigenvalues[{-u''[x] + x u[x], %s}, u[x], {x, 0, 1}, 2]" % DIR
    r = s.evaluate(text)
    assert str(r) == "DEigenvalues[{x u[x] - u''[x], %s}, u[x], {x, 0, 1}, 2]" % DIR
    assert [str(m).split(":")[0] for m in s.messages] == ["DEigenvalues"]
