"""WhenEvent in NDSolve and NDSolveValue: state changes (the bouncing ball), StopIntegration,
RemoveEvent, Sow in actions, time events, inequality events; exact printed outputs (values
checked against the closed-form solutions between the events)."""

import pytest

from mathilda.session import Session

BALL = ("{y''[t] == -9.81, y[0] == 5, y'[0] == 0, "
        "WhenEvent[y[t] == 0, {Sow[{t, y'[t]}], y'[t] -> -0.9 y'[t]}]}")

ROWS = [
    # bouncing ball: bounces at t = Sqrt[10/9.81] = 1.00964 and every 2 v/9.81 after
    ("Reap[NDSolveValue[%s, y[5], {t, 0, 5}]]" % BALL,
     "{2.4637, {{{1.00964, -9.90454}, {2.82699, -8.91409}, {4.4626, -8.02268}}}}"),
    ("f = NDSolveValue[%s, y, {t, 0, 5}]; Round[{f[1.5], f[3.], f[4.9]}, 0.0001]" % BALL,
     "{3.1917, 1.2412, 2.2198}"),
    ("NDSolveValue[%s, y, {t, 0, 5}][\"Domain\"]" % BALL, "{{0., 5.}}"),
    # StopIntegration: the domain ends at the event
    ("NDSolve[{y'[t] == 1, y[0] == 0, WhenEvent[y[t] == 1/2, \"StopIntegration\"]}, y, "
     "{t, 0, 2}]", "{{y -> InterpolatingFunction[{{0., 0.5}}, <>]}}"),
    ("NDSolveValue[{y''[t] == -9.81, y[0] == 5, y'[0] == 0, "
     "WhenEvent[y[t] == 0, \"StopIntegration\"]}, y, {t, 0, 5}][\"Domain\"]",
     "{{0., 1.00964}}"),
    # Sow at each crossing, RemoveEvent after the first
    ("Reap[NDSolve[{y'[t] == 1, y[0] == 0, WhenEvent[y[t] == 1/4, Sow[t]]}, y, {t, 0, 1}]]",
     "{{{y -> InterpolatingFunction[{{0., 1.}}, <>]}}, {{0.25}}}"),
    ("Reap[NDSolveValue[{x'[t] == Cos[t], x[0] == 0, WhenEvent[x[t] == 0.5, Sow[t]]}, "
     "x[10], {t, 0, 10}]]", "{-0.544021, {{0.523599, 2.61799, 6.80678, 8.90118}}}"),
    ("Reap[NDSolveValue[{x'[t] == Cos[t], x[0] == 0, WhenEvent[x[t] == 0.5, "
     "{Sow[t], \"RemoveEvent\"}]}, x[10], {t, 0, 10}]]", "{-0.544021, {{0.523599}}}"),
    # an inequality fires where it becomes true
    ("Reap[NDSolveValue[{x'[t] == Cos[t], x[0] == 0, WhenEvent[x[t] > 0.5, Sow[t]]}, "
     "x[10], {t, 0, 10}]]", "{-0.544021, {{0.523599, 6.80678}}}"),
    # a time event resets the state
    ("NDSolveValue[{x'[t] == 1, x[0] == 0, WhenEvent[t == 1, x[t] -> 0]}, x[1.5], "
     "{t, 0, 2}]", "0.5"),
    ("NDSolveValue[{x'[t] == 1, x[0] == 0, WhenEvent[t == 1.25, x[t] -> 0, "
     "\"DetectionMethod\" -> Automatic, \"LocationMethod\" -> \"Brent\"]}, x[1.75], "
     "{t, 0, 2}]", "0.5"),
    # the events also apply integrating backwards from the initial point
    ("NDSolveValue[{x'[t] == 1, x[0] == 0, WhenEvent[x[t] == -1, x[t] -> 5]}, x[-2], "
     "{t, -2, 0}]", "4."),
    # a pure y'[t] change in a system
    ("NDSolveValue[{x'[t] == v[t], v'[t] == -1, x[0] == 0, v[0] == 1, "
     "WhenEvent[x[t] == 0, v[t] -> -v[t]]}, x[3], {t, 0, 3}]", "0.5"),
    ("WhenEvent[x[t] > 1, \"StopIntegration\"]", "WhenEvent[x[t] > 1, StopIntegration]"),
]


@pytest.fixture(scope="module")
def session():
    return Session()


@pytest.mark.parametrize("text,expected", ROWS)
def test_events(session, text, expected):
    assert str(session.evaluate(text)) == expected
