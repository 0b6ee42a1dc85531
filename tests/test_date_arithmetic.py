"""DateDifference, DatePlus, DateRange, DayCount, DayPlus, DayName, DateValue, LeapYearQ,
Today/Tomorrow/Yesterday, FromAbsoluteTime, FromUnixTime, JulianDate, DateObjectQ."""

from tests.support import check_rows, run

ROWS = [
    ("DateDifference[{2024, 1, 1}, {2024, 1, 1}]", "0 days"),
    ("DateDifference[{2024, 1, 1}, {2024, 1, 2}]", "1 day"),
    ("DateDifference[{2023, 1, 31}, {2023, 3, 3}, \"Month\"]", "34/31 mo"),
    ("DateDifference[{2024, 1, 1}, {2024, 1, 1, 0, 30}, \"Minute\"]", "30 min"),
    ("QuantityMagnitude[DateDifference[{1900, 1, 1}, {2000, 1, 1}]]", "36524"),
    ("DatePlus[{2023, 1, 31}, {1, \"Month\"}]", "{2023, 2, 28}"),
    ("DatePlus[{2024, 2, 29}, {1, \"Year\"}]", "{2025, 2, 28}"),
    ("DatePlus[{2024, 1, 1}, {2, \"Quarter\"}]", "{2024, 7, 1}"),
    ("DatePlus[{2024, 1, 1, 23, 0, 0}, {90, \"Minute\"}]", "{2024, 1, 2, 0, 30, 0}"),
    ("DatePlus[{2024, 1}, 40]", "{2024, 2, 10}"),
    ("DateRange[{2024, 1, 1}, {2024, 1, 3}, {12, \"Hour\"}]",
     "{{2024, 1, 1}, {2024, 1, 1, 12}, {2024, 1, 2}, {2024, 1, 2, 12}, {2024, 1, 3}}"),
    ("DateRange[{2024, 1, 5}, {2024, 1, 1}]", "{}"),
    ("DateRange[{2020, 6, 1}, {2024, 1, 1}, \"Year\"]",
     "{{2020, 6, 1}, {2021, 6, 1}, {2022, 6, 1}, {2023, 6, 1}}"),
    ("DayCount[{2024, 1, 1}, {2024, 12, 31}, \"Weekend\"]", "104"),
    ("DayPlus[{2024, 1, 1}, 0]", "{2024, 1, 1}"),
    ("DayPlus[{2024, 1, 1}, 5, \"Weekday\"]", "{2024, 1, 8}"),
    ("DayName /@ {{2024, 1, 6}, {2024, 1, 7}}", "{Saturday, Sunday}"),
    ("DateValue[{2024, 12, 30}, \"Week\"]", "1"),
    ("DateValue[{2024, 3, 15, 10, 20, 30}, {\"Hour\", \"Minute\", \"Second\"}]",
     "{10, 20, 30}"),
    ("LeapYearQ[{2100}]", "False"), ("LeapYearQ[\"2024-05-01\"]", "True"),
    ("DateObjectQ[Tomorrow] && DateObjectQ[Yesterday]", "True"),
    ("DayCount[Yesterday, Tomorrow]", "2"),
    ("DateDifference[{2024, 1, 1}, {2024, 1, 8}, \"Weeks\"]", "1 wk"),
    ("DatePlus[{2024, 1, 1}, {1, \"Fortnight\"}]", "DatePlus[{2024, 1, 1}, {1, Fortnight}]",
     ["DatePlus::unit: {1, \"Fortnight\"} is not a valid calendar unit."]),
]


def test_rows():
    check_rows(ROWS)


def test_date_plus_inverts_date_difference():
    out, msgs = run("Table[With[{d = DateDifference[{2024, 1, 1}, DatePlus[{2024, 1, 1}, k]]},"
                    " QuantityMagnitude[d] == k], {k, {-400, -1, 0, 1, 59, 366, 10^4}}]")
    assert out == "{True, True, True, True, True, True, True}" and not msgs


def test_date_object_round_trip():
    out, _ = run("DatePlus[DateObject[{2024, 1, 31}, TimeZone -> 0], {1, \"Month\"}]")
    assert out == "DateObject[{2024, 2, 29}, Day, Gregorian, 0.]"
