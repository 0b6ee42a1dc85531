"""Session 7 fixes by the lead: ArcTan[x, y] of exact numeric quantities, and Dot of a
SparseArray with a list of the wrong length (the message and the unevaluated call keep the
SparseArray)."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # the quadrant from the signs of x and y, the angle from ArcTan[y/x]
    ("ArcTan[1/2, Sqrt[3]/2]", "Pi/3"),
    ("ArcTan[1, Sqrt[3]]", "Pi/3"),
    ("ArcTan[-1/2, Sqrt[3]/2]", "(2 Pi)/3"),
    ("ArcTan[-Sqrt[2], -Sqrt[2]]", "(-3 Pi)/4"),
    ("ArcTan[1, 2 + Sqrt[3]]", "(5 Pi)/12"),
    ("ArcTan[2, Sqrt[3]]", "ArcTan[Sqrt[3]/2]"),
    ("ArcTan[Pi, E]", "ArcTan[E/Pi]"),
    ("ArcTan[-Pi, -E]", "-Pi + ArcTan[E/Pi]"),
    ("ArcTan[-Pi, 0]", "Pi"),
    ("ArcTan[0, -Sqrt[5]]", "-Pi/2"),
    ("ArcTan[x, Sqrt[2]]", "ArcTan[x, Sqrt[2]]"),
    ("ArcTan[1 + I, 2]", "ArcTan[1 + I, 2]"),
    ("N[ArcTan[-Sqrt[2], 1]]", "2.52611"),
    # Dot with a SparseArray
    ("SparseArray[{1 -> 1, 2 -> 2}] . {a, b}", "a + 2 b"),
    ("{a, b} . SparseArray[{1 -> 1, 2 -> 2}]", "a + 2 b"),
    ("SparseArray[{1 -> 1, 2 -> 2}] . x", "SparseArray[<2>, {2}] . x"),
]


@pytest.mark.parametrize("src,expected", ROWS)
def test_rows(session, src, expected):
    assert str(session.evaluate(src)) == expected


MESSAGES = [
    ("SparseArray[{1 -> 1, 2 -> 2}] . {1, 2, 3}", "SparseArray[<2>, {2}] . {1, 2, 3}",
     "Dot::dotsh: Tensors SparseArray[<2>, {2}] and {1, 2, 3} have incompatible shapes."),
    ("ArcTan[Sqrt[2] - Sqrt[2], 0]", "Indeterminate",
     "ArcTan::indet: Indeterminate expression ArcTan[0, 0] encountered."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(session, src, expected, message):
    out = str(session.evaluate(src))
    msgs = [str(m) for m in session.messages]
    assert out == expected
    assert msgs == [message]
