"""FunctionInterpolation: InterpolatingFunction objects sampled from an expression, their
values and derivatives (checked against the functions), the messages for bad input."""

import pytest

from mathilda.session import Session

ROWS = [
    ("FunctionInterpolation[Sin[x], {x, 0, Pi}]", "InterpolatingFunction[{{0., 3.14159}}, <>]"),
    ("f = FunctionInterpolation[Sin[x], {x, 0, Pi}]; Round[f[1.], 10.^-6]", "0.841471"),
    ("f = FunctionInterpolation[x^2 + Exp[x], {x, 0, 2}]; Round[{f[0.5], f'[1.5]}, 10.^-6]",
     "{1.89872, 7.48169}"),
    ("FunctionInterpolation[Abs[x - 1/3], {x, 0, 1}][0.2]", "0.133333"),
    ("FunctionInterpolation[If[x < 0.5, 0, 1], {x, 0, 1}][0.7]", "1."),
    ("f = FunctionInterpolation[BesselJ[0, x], {x, 0, 10}, InterpolationPoints -> 30]; "
     "Abs[f[5.5] - BesselJ[0, 5.5]] < 10^-7", "True"),
    ("FunctionInterpolation[Sin[t], {t, -1, 1}][\"Domain\"]", "{{-1., 1.}}"),
]

MESSAGES = [
    ("FunctionInterpolation[a x, {x, 0, 1}]", "FunctionInterpolation[a x, {x, 0, 1}]",
     "FunctionInterpolation::nreal: Near x = 0., the function did not evaluate to a real "
     "number."),
    ("FunctionInterpolation[Sin[x], {x, 1, 0}]", "FunctionInterpolation[Sin[x], {x, 1, 0}]",
     "FunctionInterpolation::fiarg: Range specification {x, 1, 0} is not of the form "
     "{x, xmin, xmax} with numerical xmin < xmax."),
    ("FunctionInterpolation[Sin[x], x]", "FunctionInterpolation[Sin[x], x]",
     "FunctionInterpolation::itraw: Raw object x cannot be used as an iterator."),
    ("FunctionInterpolation[Sin[x], {x, 0, 1}, InterpolationPoints -> 1]",
     "FunctionInterpolation[Sin[x], {x, 0, 1}, InterpolationPoints -> 1]",
     "FunctionInterpolation::ipts: The value of InterpolationPoints -> 1 should be an "
     "integer greater than 1."),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_values(session, text, expected):
    assert str(session.evaluate(text)) == expected


@pytest.mark.parametrize("text,expected,message", MESSAGES)
def test_messages(text, expected, message):
    s = Session()
    assert str(s.evaluate(text)) == expected
    assert [str(m) for m in s.messages] == [message]
