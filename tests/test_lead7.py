"""Session 7 fixes by the lead: ArcTan[x, y] of exact numeric quantities, Dot of a
SparseArray with a list of the wrong length (the message and the unevaluated call keep the
SparseArray), and what a fuzz run found (internal errors and a hang)."""

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
    # fuzz: RootApproximant of a huge integer (LLL's height test rejected x + 10^20 and
    # Root's polyroots failed to converge on the degree-7 relation taken instead)
    ("RootApproximant[-10^20]", "-100000000000000000000"),
    ("RootApproximant[-10.^20]", "-100000000000000000000"),
    ("RootApproximant[N[Sqrt[2]]]", "Sqrt[2]"),
    ("StieltjesGamma[1.*^300]", "StieltjesGamma[1.*^300]"),
    ("TTest[{{1, 2}, {3, 4}, {2, 2}}, {1, 2}]", "0.57735"),
]


@pytest.mark.parametrize("src,expected", ROWS)
def test_rows(session, src, expected):
    assert str(session.evaluate(src)) == expected


MESSAGES = [
    ("SparseArray[{1 -> 1, 2 -> 2}] . {1, 2, 3}", "SparseArray[<2>, {2}] . {1, 2, 3}",
     "Dot::dotsh: Tensors SparseArray[<2>, {2}] and {1, 2, 3} have incompatible shapes."),
    ("ArcTan[Sqrt[2] - Sqrt[2], 0]", "Indeterminate",
     "ArcTan::indet: Indeterminate expression ArcTan[0, 0] encountered."),
    # fuzz: a matrix null value, a mean vector of the wrong length
    ("TTest[{{1, 2}, {3, 4}}, {{1., 0.}, {0., 1.}}]",
     "TTest[{{1, 2}, {3, 4}}, {{1., 0.}, {0., 1.}}]",
     "TTest::numprm: The null value {{1., 0.}, {0., 1.}} should be a real number or a list of "
     "real numbers."),
    ("TTest[{{1, 2}, {3, 4}, {2, 2}}, {1, 2, 3}]", "TTest[{{1, 2}, {3, 4}, {2, 2}}, {1, 2, 3}]",
     "TTest::numprm: The null value {1, 2, 3} should be a real number or a list of real "
     "numbers."),
    # fuzz: a list objective reached SymPy's expand
    ("ConvexOptimization[{0., 0.5}, x > 0, x]", "ConvexOptimization[{0., 0.5}, x > 0, x]",
     "ConvexOptimization::nsolc: There are no points that satisfy the constraints."),
    # fuzz: 4^(2^64) was being computed to compare it with $MaxResultSize
    ("HilbertCurve[2^64]", "HilbertCurve[18446744073709551616]",
     "HilbertCurve::rsize: The result would have 4^18446744073709551616 elements, more than "
     "$MaxResultSize ("),     # its value depends on the machine's memory
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(session, src, expected, message):
    out = str(session.evaluate(src))
    msgs = [str(m) for m in session.messages]
    assert out == expected
    assert len(msgs) == 1 and msgs[0].startswith(message), msgs
