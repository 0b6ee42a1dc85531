"""Round 9 regions: NDEigensystem (eigenfunctions as InterpolatingFunction objects),
BooleanRegion and TransformedRegion (membership, measures, bounds, centroids)."""

import pytest

from mathilda.session import Session

_DIR = "DirichletCondition[u[x] == 0, True]"

EIGEN = [
    ("First[NDEigensystem[{-u''[x], %s}, u[x], {x, 0, Pi}, 4]]" % _DIR, "{1., 4., 9., 16.}"),
    ("Last[NDEigensystem[{-u''[x], %s}, u[x], {x, 0, Pi}, 2]]" % _DIR,
     "{InterpolatingFunction[{{0., 3.14159}}, <>][x], "
     "InterpolatingFunction[{{0., 3.14159}}, <>][x]}"),
    ("Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, 2}, 1]]" % _DIR,
     "{InterpolatingFunction[{{0., 2.}}, <>]}"),
    # the normalisation: the integral of u^2 is 1, so sin(k x) Sqrt[2/Pi]
    ("{vals, funs} = NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]; "
     "Chop[Table[f[Pi/2], {f, funs}], 10^-8]" % _DIR, "{0.797885, 0, -0.797885}"),
    ("funs = Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]]; "
     "Max[Abs[Table[funs[[2]][t] - Sqrt[2/Pi] Sin[2 t], {t, 0, Pi, 0.1}]]] < 10^-8" % _DIR,
     "True"),
    ("funs = Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]]; "
     "Max[Abs[Table[funs[[3]]'[t] - 3 Sqrt[2/Pi] Cos[3 t], {t, 0, Pi, 0.1}]]] < 10^-6" % _DIR,
     "True"),
    ("funs = Last[NDEigensystem[{-u''[x], %s}, u, {x, 0, Pi}, 3]]; "
     "Abs[NIntegrate[funs[[3]][t]^2, {t, 0, Pi}] - 1] < 10^-8" % _DIR, "True"),
    # natural (Neumann) ends: the constant mode 1 and Sqrt[2] Cos[Pi x]
    ("{vals, funs} = NDEigensystem[-u''[x], u[x], {x, 0, 1}, 2]; {vals, funs /. x -> 0}",
     "{{0., 9.8696}, {1., 1.41421}}"),
    # the harmonic oscillator: the ground state Pi^(-1/4) Exp[-x^2/2]
    ("{vals, funs} = NDEigensystem[{-u''[x] + x^2 u[x], %s}, u, {x, -6, 6}, 3]; "
     "{vals, Max[Abs[Table[funs[[1]][t] - Pi^(-1/4) Exp[-t^2/2], {t, -3, 3, 0.37}]]] < 10^-8, "
     "Abs[NIntegrate[funs[[1]][t] funs[[2]][t], {t, -6, 6}]] < 10^-8}" % _DIR,
     "{{1., 3., 5.}, True, True}"),
    # a first-order term: -u'' + u' has eigenvalues 1/4 + k^2 Pi^2
    ("First[NDEigensystem[{-u''[x] + u'[x], %s}, u[x], {x, 0, 1}, 2]]" % _DIR,
     "{10.1196, 39.7284}"),
    ("{vals, funs} = NDEigensystem[{-u''[x], DirichletCondition[u[x] == 0, x == 0]}, u, "
     "{x, 0, Pi}, 2]; {vals, funs[[1]][Pi]}", "{{0.25, 2.25}, 0.797885}"),
]

EIGEN_MESSAGES = [
    ("NDEigensystem[{-u''[x], %s}, u[x], {x, 0, a}, 2]" % _DIR,
     "NDEigensystem::ndlim: Range specification {x, 0, a} is not of the form {x, xmin, "
     "xmax} with numerical xmin < xmax."),
    ("NDEigensystem[{-u''[x], %s}, u[x], {x, 0, 1}, -2]" % _DIR,
     "NDEigensystem::neig: The number of eigenvalues -2 should be a positive integer."),
    ("NDEigensystem[{-u''[x] u[x], %s}, u[x], {x, 0, Pi}, 2]" % _DIR,
     "NDEigensystem::nlin: The operator -(u[x] u''[x]) is not linear in the dependent "
     "variable."),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", EIGEN)
def test_ndeigensystem(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("text,message", EIGEN_MESSAGES)
def test_ndeigensystem_messages(text, message):
    s = Session()
    r = s.evaluate(text)
    assert r.head_symbol is not None and r.head_symbol.name == "NDEigensystem"
    assert [str(m) for m in s.messages] == [message]
