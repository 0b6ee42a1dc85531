"""TimeSeries and EventSeries (builtins/probability/time_series.py, algorithms/probability/
time_series.py): the evaluated form, properties, ts[t], the upvalues (Mean, Min, Total,
Accumulate, Differences, arithmetic), dates, messages; exact printed outputs."""

import pytest

from support import run

TS = "TimeSeries[{5, 3, 6}]"
ROWS = [
    (TS, "TimeSeries[<<Time: 0 to 2, Data points: 3>>]"),
    ("InputForm[%s]" % TS,
     "TemporalData[TimeSeries, {{{5, 3, 6}}, {{0, 1, 2}}, 1, {\"Continuous\", 1}, "
     "{\"Discrete\", 1}, 1, {ResamplingMethod -> {\"Interpolation\", InterpolationOrder -> 1}, "
     "ValueDimensions -> 1}}, False, 13.3]"),
    ("Head[%s]" % TS, "TemporalData"),
    ("%s[\"Path\"]" % TS, "{{0, 5}, {1, 3}, {2, 6}}"),
    ("Normal[%s]" % TS, "{{0, 5}, {1, 3}, {2, 6}}"),
    ("%s[\"Paths\"]" % TS, "{{{0, 5}, {1, 3}, {2, 6}}}"),
    ("%s[\"Values\"]" % TS, "{5, 3, 6}"),
    ("%s[\"Times\"]" % TS, "{0, 1, 2}"),
    ("{%s[\"FirstTime\"], %s[\"LastTime\"], %s[\"FirstValue\"], %s[\"LastValue\"]}"
     % (TS, TS, TS, TS), "{0, 2, 5, 6}"),
    ("{%s[\"PathLength\"], %s[\"PathCount\"], %s[\"ValueDimensions\"]}" % (TS, TS, TS),
     "{3, 1, 1}"),
    ("%s[0.5]" % TS, "4."),
    ("%s[3/2]" % TS, "9/2"),
    ("%s[{0, 1/2, 2}]" % TS, "{5, 4, 6}"),
    ("%s[7]" % TS, "Missing[]"),
    ("TimeSeries[{5, 3, 6}, ResamplingMethod -> {\"Interpolation\", InterpolationOrder -> 0}]"
     "[1.5]", "3"),
    ("TimeSeries[{{3, b}, {1, a}}][\"Path\"]", "{{1, a}, {3, b}}"),
    ("TimeSeries[{{1, 5}, {3, 3}, {4, 6}}][2]", "4"),
    ("TimeSeries[{1, 2, 3}, {10}][\"Times\"]", "{10, 11, 12}"),
    ("TimeSeries[{1, 2, 3}, {0, 1}][\"Times\"]", "{0, 1/2, 1}"),
    ("TimeSeries[{1, 2, 3}, {0, 10, 5}][\"Times\"]", "{0, 5, 10}"),
    ("TimeSeries[{1, 2, 3}, {{0, 4, 9}}][\"Times\"]", "{0, 4, 9}"),
    ("TimeSeries[{{1, 2}, {3, 4}}, Automatic][1/2]", "{2, 3}"),
    # functions acting on the values
    ("Mean[%s]" % TS, "14/3"),
    ("{Min[%s], Max[%s], Total[%s], Length[%s]}" % (TS, TS, TS, TS), "{3, 6, 14, 3}"),
    ("Normal[Accumulate[%s]]" % TS, "{{0, 5}, {1, 8}, {2, 14}}"),
    ("Normal[Differences[%s]]" % TS, "{{1, -2}, {2, 3}}"),
    ("Normal[%s + 1]" % TS, "{{0, 6}, {1, 4}, {2, 7}}"),
    ("Normal[2 %s]" % TS, "{{0, 10}, {1, 6}, {2, 12}}"),
    ("Normal[%s^2]" % TS, "{{0, 25}, {1, 9}, {2, 36}}"),
    ("Normal[TimeSeries[{{0, 1}, {2, 3}}] + TimeSeries[{{1, 10}, {3, 30}}]]",
     "{{1, 12}, {2, 23}}"),
    # EventSeries
    ("EventSeries[{{1, a}, {3, b}}]", "EventSeries[<<Time: 1 to 3, Data points: 2>>]"),
    ("EventSeries[{{1, a}, {3, b}}][{1, 2, 3}]", "{a, Missing[], b}"),
    ("EventSeries[{{1, a}, {3, b}}][\"ResamplingMethod\"]", "None"),
    # dates
    ("TimeSeries[{1, 2, 3}, {DateObject[{2020, 1, 1}], Automatic, \"Day\"}]",
     "TimeSeries[<<Time: 01 Jan 2020 to 03 Jan 2020, Data points: 3>>]"),
    ("TimeSeries[{{DateObject[{2020, 1, 1}], 1}, {DateObject[{2020, 1, 3}], 5}}][\"Times\"]",
     "{3786825600, 3786998400}"),
    ("TimeSeries[{{DateObject[{2020, 1, 1}], 1}, {DateObject[{2020, 1, 3}], 5}}]"
     "[DateObject[{2020, 1, 2}]]", "3"),
    ("TimeSeries[{{{2020, 1, 1}, 1}, {{2020, 1, 3}, 5}}][{2020, 1, 2}]", "3"),
    # bad input
    ("TimeSeries[x]", "TimeSeries[x]",
     ["TimeSeries::tdata: The argument x is not a valid specification of temporal data."]),
    ("%s[\"Foo\"]" % TS, "TimeSeries[<<Time: 0 to 2, Data points: 3>>][Foo]",
     ["TemporalData::nprop: \"Foo\" is not a known property of TemporalData."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])
