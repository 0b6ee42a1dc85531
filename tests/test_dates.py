"""Dates and times (builtins/system/dates.py).  Nothing here depends on the current time or the machine's
time zone except through structure: clock readings are checked by type and shape, and the
zone is fixed with Block[{$TimeZone = z}, ...] or TimeZone -> z where it shows."""

import pytest

from support import run
from mathilda.builtins.system.dates import civil_from_days, days_from_civil, parse_date_string

ROWS = [
    # --- AbsoluteTime
    ("IntegerQ[Round[AbsoluteTime[]]]", "True"),
    ("AbsoluteTime[] > 3.9*^9", "True"),
    ("AbsoluteTime[{1900, 1, 1}]", "0"),
    ("AbsoluteTime[{2000, 1, 1}]", "3155673600"),
    ("AbsoluteTime[{2000}]", "3155673600"),
    ("AbsoluteTime[{1900, 1, 2, 0, 0, 1.5}]", "86401.5"),
    ("AbsoluteTime[{1900, 1, 1, 0, 0, 1/2}]", "1/2"),
    ("AbsoluteTime[{1899, 12, 31}]", "-86400"),
    ("AbsoluteTime[{1600, 3, 1}]", "-9461923200"),
    ("AbsoluteTime[\"1970-01-01\"]", "2208988800"),
    ("AbsoluteTime[\"2000-01-01 12:00\"]", "3155716800"),
    ("Block[{$TimeZone = 0}, AbsoluteTime[DateObject[{2000, 1, 1}, TimeZone -> 2]]]",
     "3155666400"),
    ("AbsoluteTime[x]", "AbsoluteTime[x]",
     ["AbsoluteTime::arg: Argument x cannot be interpreted as a date or time input."]),
    ("AbsoluteTime[{2000, 1.5}]", "AbsoluteTime[{2000, 1.5}]",
     ["AbsoluteTime::arg: Argument {2000, 1.5} cannot be interpreted as a date or time "
      "input."]),
    ("AbsoluteTime[\"tomorrowish\"]", "AbsoluteTime[tomorrowish]",
     ["AbsoluteTime::str: String \"tomorrowish\" cannot be interpreted as a date."]),
    # --- UnixTime, $TimeZone
    ("IntegerQ[UnixTime[]]", "True"),
    ("UnixTime[] > 1500000000", "True"),
    ("Block[{$TimeZone = 0}, UnixTime[{1970, 1, 1, 0, 0, 0}]]", "0"),
    ("Block[{$TimeZone = 0}, UnixTime[{2000, 1, 1}]]", "946684800"),
    ("Block[{$TimeZone = 2}, UnixTime[{2000, 1, 1}]]", "946677600"),
    ("UnixTime[DateObject[{2000, 1, 1, 0, 0, 0}, TimeZone -> 0]]", "946684800"),
    ("UnixTime[DateObject[{2000, 1, 1, 0, 0, 0}, TimeZone -> -5]]", "946702800"),
    ("Round[UnixTime[{1970, 1, 2}] + 3600 $TimeZone]", "86400"),
    ("NumberQ[$TimeZone]", "True"),
    ("Block[{$TimeZone = 5.5}, $TimeZone]", "5.5"),
    ("UnixTime[y]", "UnixTime[y]",
     ["UnixTime::arg: Argument y cannot be interpreted as a date or time input."]),
    # --- DateList
    ("Length[DateList[]]", "6"),
    ("Head[DateList[][[6]]]", "Real"),
    ("And @@ IntegerQ /@ Most[DateList[]]", "True"),
    ("1 <= DateList[][[2]] <= 12", "True"),
    ("DateList[0]", "{1900, 1, 1, 0, 0, 0.}"),
    ("DateList[3155673600]", "{2000, 1, 1, 0, 0, 0.}"),
    ("DateList[3155673600 + 86399.5]", "{2000, 1, 1, 23, 59, 59.5}"),
    ("DateList[-1]", "{1899, 12, 31, 23, 59, 59.}"),
    ("DateList[{2024, 1, 5}]", "{2024, 1, 5, 0, 0, 0.}"),
    ("DateList[{2024}]", "{2024, 1, 1, 0, 0, 0.}"),
    ("DateList[{2024, 2, 29, 12}]", "{2024, 2, 29, 12, 0, 0.}"),
    ("DateList[{2023, 2, 29}]", "{2023, 3, 1, 0, 0, 0.}"),
    ("DateList[{2024, 13, 32, 25, 61, 70}]", "{2025, 2, 2, 2, 2, 10.}"),
    ("DateList[{2024, 0, 1}]", "{2023, 12, 1, 0, 0, 0.}"),
    ("DateList[{2023, 3, 1, 0, 0, -1}]", "{2023, 2, 28, 23, 59, 59.}"),
    ("DateList[{2000, 1, 1, 0, 0, 1/4}]", "{2000, 1, 1, 0, 0, 0.25}"),
    ("DateList[\"2024-03-15T10:30:00\"]", "{2024, 3, 15, 10, 30, 0.}"),
    ("DateList[\"2024-03-15 10:30:05.5\"]", "{2024, 3, 15, 10, 30, 5.5}"),
    ("DateList[\"2024-03\"]", "{2024, 3, 1, 0, 0, 0.}"),
    ("DateList[\"January 5, 2024\"]", "{2024, 1, 5, 0, 0, 0.}"),
    ("DateList[\"Friday, Jan 5, 2024\"]", "{2024, 1, 5, 0, 0, 0.}"),
    ("DateList[\"5 Jan 2024 3:04 PM\"]", "{2024, 1, 5, 15, 4, 0.}"),
    ("DateList[\"12/25/2023\"]", "{2023, 12, 25, 0, 0, 0.}"),
    ("DateList[DateObject[{2024, 6, 1}, TimeZone -> 0]]", "{2024, 6, 1, 0, 0, 0.}"),
    ("DateList[\"not a date\"]", "DateList[not a date]",
     ["DateList::str: String \"not a date\" cannot be interpreted as a date."]),
    ("DateList[\"Smarch 5, 2024\"]", "DateList[Smarch 5, 2024]",
     ["DateList::str: String \"Smarch 5, 2024\" cannot be interpreted as a date."]),
    ("DateList[{a, 1}]", "DateList[{a, 1}]",
     ["DateList::arg: Argument {a, 1} cannot be interpreted as a date or time input."]),
    ("DateList[{}]", "DateList[{}]",
     ["DateList::arg: Argument {} cannot be interpreted as a date or time input."]),
    ("DateList[1, 2]", "DateList[1, 2]",
     ["DateList::argt: DateList called with 2 arguments; 0 or 1 arguments are expected."]),
    # --- DateString
    ("StringQ[DateString[]]", "True"),
    ("StringLength[DateString[\"ISODate\"]]", "10"),
    ("StringLength[DateString[{\"Year\"}]]", "4"),
    ("DateString[{2024, 1, 5, 9, 3, 7}]", "Fri 5 Jan 2024 09:03:07"),
    ("DateString[{2024, 1, 5}, \"ISODate\"]", "2024-01-05"),
    ("DateString[3155673600, \"ISODateTime\"]", "2000-01-01T00:00:00"),
    ("DateString[{2024, 7, 4}, \"DateTime\"]", "Thursday 4 July 2024 00:00:00"),
    ("DateString[{2024, 7, 4}, \"Date\"]", "Thursday 4 July 2024"),
    ("DateString[{2024, 7, 4}, \"DateShort\"]", "Thu 4 Jul 2024"),
    ("DateString[{2024, 7, 4, 18, 5, 9}, \"Time\"]", "18:05:09"),
    ("DateString[{2024, 1, 1}, \"ISOWeekDate\"]", "2024-W01-1"),
    ("DateString[{2021, 1, 3}, \"ISOWeekDate\"]", "2020-W53-7"),
    ("DateString[{2024, 3, 1}, \"ISOOrdinalDate\"]", "2024-061"),
    ("DateString[{2024, 1, 5, 14, 30}, {\"Hour12\", \":\", \"Minute\", \" \", \"AMPM\"}]",
     "02:30 PM"),
    ("DateString[{2024, 7, 4, 0, 5}, {\"Hour\", \":\", \"Minute\", \" \", \"AMPMLowerCase\"}]",
     "12:05 am"),
    ("DateString[{2023, 12, 25}, {\"DayName\", \", \", \"MonthName\", \" \", \"DayShort\"}]",
     "Monday, December 25"),
    ("DateString[{2024, 7, 4}, {\"Quarter\", \" \", \"QuarterNameShort\", \" \", \"Week\", "
     "\" \", \"YearShort\"}]", "3 Q3 27 24"),
    ("DateString[{2024, 7, 4, 1, 2, 3.25}, {\"Second\", \".\", \"Millisecond\"}]", "03.250"),
    ("DateString[{2024, 2, 9}, {\"MonthNameInitial\", \"DayNameInitial\", \"MonthShort\", "
     "\"/\", \"Day\"}]", "FF2/09"),
    ("DateString[\"2024-03-15\", \"DateShort\"]", "Fri 15 Mar 2024"),
    ("DateString[DateObject[{2024, 1, 5}]]", "Fri 5 Jan 2024 00:00:00"),
    ("DateString[{2024, 1, 5}, \"Year\"]", "2024"),
    ("DateString[x]", "DateString[x]",
     ["DateString::arg: Argument x cannot be interpreted as a date or time input."]),
    ("DateString[{2024, 1, 5}, 7]", "DateString[{2024, 1, 5}, 7]"),
    # --- DateObject, Now
    ("DateObject[{2024, 1, 5}, TimeZone -> 0]", "DateObject[{2024, 1, 5}, Day, Gregorian, 0.]"),
    ("DateObject[{2024, 13, 1}, TimeZone -> 1]",
     "DateObject[{2025, 1, 1}, Day, Gregorian, 1.]"),
    ("DateObject[{2024, 1, 5, 10, 30, 0}, TimeZone -> -5]",
     "DateObject[{2024, 1, 5, 10, 30, 0.}, Instant, Gregorian, -5.]"),
    ("DateObject[{2024, 2}, TimeZone -> 0]", "DateObject[{2024, 2}, Month, Gregorian, 0.]"),
    ("DateObject[{2024}, TimeZone -> 0]", "DateObject[{2024}, Year, Gregorian, 0.]"),
    ("DateObject[{2024, 1, 5, 10, 30}, TimeZone -> 0]",
     "DateObject[{2024, 1, 5, 10, 30}, Minute, Gregorian, 0.]"),
    ("Block[{$TimeZone = 3}, DateObject[{2024, 1, 5}]]",
     "DateObject[{2024, 1, 5}, Day, Gregorian, 3.]"),
    ("Block[{$TimeZone = 0}, DateObject[\"2024-05-06\"]]",
     "DateObject[{2024, 5, 6}, Day, Gregorian, 0.]"),
    ("Block[{$TimeZone = 0}, DateObject[3155673600]]",
     "DateObject[{2000, 1, 1, 0, 0, 0.}, Instant, Gregorian, 0.]"),
    ("DateObject[{2024, 1, 5}, \"Day\", \"Gregorian\", 0.]",
     "DateObject[{2024, 1, 5}, Day, Gregorian, 0.]"),
    ("Head[DateObject[]]", "DateObject"),
    ("DateObject[][[2]]", "Instant"),
    ("DateObject[x]", "DateObject[x]",
     ["DateObject::arg: Argument x cannot be interpreted as a date or time input."]),
    ("Head[Now]", "DateObject"),
    ("Now[[2]]", "Instant"),
    ("Length[Now[[1]]]", "6"),
    ("Now[[3]]", "Gregorian"),
    ("Now[[4]] == $TimeZone", "True"),
    # --- DayOfWeek, SessionTime
    ("DayOfWeek[{2024, 1, 5}]", "Friday"),
    ("DayOfWeek[{1900, 1, 1}]", "Monday"),
    ("DayOfWeek[\"2000-01-01\"]", "Saturday"),
    ("DayOfWeek[{1582, 10, 15}]", "Friday"),
    ("DayOfWeek[{2024, 2, 30}]", "Friday"),
    ("DayOfWeek[q]", "DayOfWeek[q]",
     ["DayOfWeek::arg: Argument q cannot be interpreted as a date or time input."]),
    ("SessionTime[] >= 0", "True"),
    ("Head[SessionTime[]]", "Real"),
    ("SessionTime[1]", "SessionTime[1]",
     ["SessionTime::argsu: SessionTime called with 1 argument; no arguments are expected."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:60] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


@pytest.mark.parametrize("y,m,d", [(1900, 1, 1), (2000, 2, 29), (1600, 3, 1), (2024, 12, 31),
                                   (1, 1, 1), (9999, 12, 31), (1899, 12, 31)])
def test_calendar_round_trip(y, m, d):
    assert civil_from_days(days_from_civil(y, m, d)) == (y, m, d)


def test_days_are_consecutive_across_a_century():
    n = days_from_civil(1899, 1, 1)
    seen = civil_from_days(n)
    for k in range(1, 366 * 102):
        cur = civil_from_days(n + k)
        assert cur > seen
        seen = cur


def test_parse_date_string():
    assert parse_date_string("2024-01-05") == [2024, 1, 5]
    assert parse_date_string("2024-01-05T01:02:03") == [2024, 1, 5, 1, 2, 3]
    assert parse_date_string("Sept 9, 2001") == [2001, 9, 9]
    assert parse_date_string("yesterday") is None


def test_clock_readings_agree():
    """AbsoluteTime, UnixTime and DateList read the same clock (within a few seconds)."""
    out, msgs = run("Abs[AbsoluteTime[] - (UnixTime[] + 2208988800 + 3600 $TimeZone)] < 5")
    assert out == "True" and msgs == []
    out, _ = run("Abs[AbsoluteTime[DateList[]] - AbsoluteTime[]] < 5")
    assert out == "True"
