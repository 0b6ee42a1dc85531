"""Session 10 of the lead: limits decided after the frame is disarmed."""
import threading
import time

from mathilda.core.evaluation import AbortSignal
from mathilda.runtime import limits
from mathilda.session import Session


def _ev():
    s = Session()
    return s, s.ev


def _kick(tid):
    # from another thread, as the watchdog does (a thread cannot kick itself: the
    # exception would land in _set_async_exc's own handler)
    t = threading.Thread(target=limits._set_async_exc, args=(tid, limits.TimeLimitAbort))
    t.start()
    t.join()


def test_second_kick_during_handling_stays_inside_the_limit(monkeypatch):
    # the watchdog kicks an exceeded frame every GRACE seconds; on a loaded machine the
    # next kick can land while the previous abort is being handled: it must still count
    # as this limit's abort, not escape as an abort of the whole evaluation (CI saw
    # TimeConstrained[Expand[(a + b + c + d)^100], 0.1, slow] give $Aborted)
    s, ev = _ev()
    real = limits._disarm
    kicked = []

    def disarm_with_a_kick(ev_, frame):
        if not kicked:
            kicked.append(True)
            _kick(threading.get_ident())
        real(ev_, frame)
    monkeypatch.setattr(limits, "_disarm", disarm_with_a_kick)

    def body():
        time.sleep(0.06)                         # past the deadline: the frame fires
        assert ev.abort_requested
        raise limits.TimeLimitAbort()

    value, hit = limits.limited(ev, body, seconds=0.05)
    assert kicked and (value, hit) == (None, True)
    assert not ev.abort_requested
    monkeypatch.undo()
    assert str(s.evaluate("1 + 1")) == "2"


def test_abort_swallowed_by_python_code_still_hits_the_limit():
    # SymPy's own `except Exception` can swallow an asynchronous abort
    s, ev = _ev()

    def body():
        t0 = time.monotonic()
        while time.monotonic() - t0 < 0.5:
            try:
                sum(range(1000))
            except AbortSignal:
                pass
        return "done"

    value, hit = limits.limited(ev, body, seconds=0.05)
    assert hit and value == "done"
    assert not ev.abort_requested


def test_enclosing_limit_abort_passes_through():
    s, ev = _ev()
    outer = limits.push(ev, seconds=0.05)
    try:
        time.sleep(0.08)
        try:
            limits.limited(ev, lambda: ev.evaluate(s.parse("While[True]")[0]), seconds=5)
        except AbortSignal as a:
            assert limits.owner(ev, a) is outer
        else:
            raise AssertionError("the outer limit's abort was absorbed")
    finally:
        limits.pop(ev, outer)


def test_time_constrained_of_a_long_sympy_call_gives_failexpr():
    s = Session()
    r = s.evaluate("TimeConstrained[Expand[(a + b + c + d)^100], 0.1, slow]", timeout=5)
    assert str(r) == "slow"
    assert [str(m) for m in s.messages] == []


import pytest  # noqa: E402

DATES = [
    ('DatePlus[DateObject[{2024, 1, 15}], Quantity[3, "Days"]]',
     "DateObject[{2024, 1, 18}, Day, Gregorian, 0.]"),
    ('DatePlus[{2024, 1, 15}, {Quantity[1, "Years"], Quantity[-3, "Days"]}]', "{2025, 1, 12}"),
    ('DateObject[{2024, 1, 15}] + Quantity[3, "Days"]',
     "DateObject[{2024, 1, 18}, Day, Gregorian, 0.]"),
    ('DateObject[{2024, 1, 1}] + Quantity[1, "Years"] + Quantity[2, "Days"]',
     "DateObject[{2025, 1, 3}, Day, Gregorian, 0.]"),
    ("DateObject[{2024, 1, 1}] - DateObject[{2024, 3, 1}]", "-60 days"),
    ("DateObject[{2024, 3, 1}] >= DateObject[{2024, 1, 1}]", "True"),
    ("DateObject[{2024, 1, 1}] + x", "x + DateObject[{2024, 1, 1}, Day, Gregorian, 0.]"),
    ('DateObject[{2024, 1, 1}] + Quantity[3, "Meters"]',
     "DateObject[{2024, 1, 1}, Day, Gregorian, 0.] + 3 m"),
    ("DateObject[{2024, 1, 1}] < 5", "DateObject[{2024, 1, 1}, Day, Gregorian, 0.] < 5"),
]


@pytest.mark.parametrize("code,expected", DATES)
def test_dates_in_arithmetic_and_comparisons(code, expected):
    s = Session()
    r = s.evaluate(code)
    assert s.format(r) == expected
    assert s.messages == []
