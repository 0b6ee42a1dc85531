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
