"""ParametricNDSolve, ParametricNDSolveValue and ParametricFunction: printed forms, values at
parameter points (checked against the closed forms: y' == a y gives E^a at 1), events inside,
messages."""

import pytest

from mathilda.session import Session

DECAY = "{y'[t] == a y[t], y[0] == 1}"

ROWS = [
    ("ParametricNDSolveValue[%s, y[1], {t, 0, 1}, {a}]" % DECAY, "ParametricFunction[<>]"),
    ("pf = ParametricNDSolveValue[%s, y[1], {t, 0, 1}, {a}]; {pf[1], pf[-1], pf[b]}" % DECAY,
     "{2.71828, 0.367879, ParametricFunction[<>][b]}"),
    ("pf = ParametricNDSolveValue[%s, y[1], {t, 0, 1}, {a}]; Table[pf[a], {a, 0, 1, 1/2}]"
     % DECAY, "{1., 1.64872, 2.71828}"),
    ("pf = ParametricNDSolveValue[%s, y[1], {t, 0, 1}, {a}]; FindRoot[pf[a] == 2, {a, 0, 1}]"
     % DECAY, "{a -> 0.693147}"),
    ("pf = ParametricNDSolveValue[{y''[t] == -w^2 y[t], y[0] == 0, y'[0] == w}, y, "
     "{t, 0, 2}, {w}]; pf[2][1.]", "0.909297"),
    ("pf = ParametricNDSolveValue[{y'[t] == a y[t] + b, y[0] == 1}, y[1], {t, 0, 1}, "
     "{a, b}]; {pf[0, 1], pf[1, 0]}", "{2., 2.71828}"),
    ("ParametricNDSolve[%s, y, {t, 0, 1}, {a}]" % DECAY, "{y -> ParametricFunction[<>]}"),
    ("s = ParametricNDSolve[%s, y, {t, 0, 1}, {a}]; (y /. s)[2]" % DECAY,
     "InterpolatingFunction[{{0., 1.}}, <>]"),
    ("s = ParametricNDSolve[%s, y, {t, 0, 1}, {a}]; y[2][0.5] /. s" % DECAY, "2.71828"),
    ("s = ParametricNDSolve[{x'[t] == -k y[t], y'[t] == k x[t], x[0] == 1, y[0] == 0}, "
     "{x, y}, {t, 0, 2}, {{k, 0, 2}}]; {x[1][1.], y[1][1.]} /. s", "{0.540302, 0.841471}"),
    # an event in the equations: the ball dropped from h stops at Sqrt[2 h/9.81]
    ("pf = ParametricNDSolveValue[{y''[t] == -9.81, y[0] == h, y'[0] == 0, "
     "WhenEvent[y[t] == 0, \"StopIntegration\"]}, y, {t, 0, 5}, {h}]; "
     "{pf[5][\"Domain\"], pf[2][\"Domain\"]}", "{{{0., 1.00964}}, {{0., 0.638551}}}"),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_parametric(session, text, expected):
    assert str(session.evaluate(text)) == expected


def test_bad_parameters():
    s = Session()
    text = "ParametricNDSolveValue[%s, y[1], {t, 0, 1}, 2]" % DECAY
    assert str(s.evaluate(text)) == text
    assert [str(m) for m in s.messages] == [
        "ParametricNDSolveValue::pvar: The parameter specification 2 should be a list of "
        "symbols or of lists {p, pmin, pmax}."]
