"""The TimeSeries* family (builtins/probability/time_series_ops.py) and TemporalData's
Components and combination of series: exact printed outputs."""

import pytest

from support import run

TS = "TimeSeries[{{0, 1}, {1, 4}, {2, 9}, {3, 16}}]"
TD = "TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}]"
DAYS = "TimeSeries[{1, 2, 3, 4}, {DateObject[{2020, 1, 30}], Automatic, \"Day\"}]"
ROWS = [
    ("TimeSeriesMap[f, {{1, a}, {2, b}}]", "{{1, f[a]}, {2, f[b]}}"),
    ("Normal[TimeSeriesMap[Sqrt, %s]]" % TS, "{{0, 1}, {1, 2}, {2, 3}, {3, 4}}"),
    ("TimeSeriesMap[f, %s]" % TS, "TimeSeries[<<Time: 0 to 3, Data points: 4>>]"),
    ("Normal[Map[f, %s]]" % TS, "{{0, f[1]}, {1, f[4]}, {2, f[9]}, {3, f[16]}}"),
    ("TimeSeriesMap[# + 1 &, %s][\"Values\"]" % TD, "{{2, 3, 4}, {4, 5, 8}}"),
    ("Normal[TimeSeriesMap[g, EventSeries[{{1, a}}]]]", "{{1, g[a]}}"),
    ("TimeSeriesMapThread[f, {{1, a}, {2, b}}]", "{{1, f[1, a]}, {2, f[2, b]}}"),
    ("Normal[TimeSeriesMapThread[#2 - #1 &, %s]]" % TS, "{{0, 1}, {1, 3}, {2, 7}, {3, 13}}"),
    ("TimeSeriesThread[f, {{{1, a}, {2, b}}, {{1, c}, {2, d}}}]",
     "{{1, f[{a, c}]}, {2, f[{b, d}]}}"),
    ("Normal[TimeSeriesThread[Total, {TimeSeries[{{0, 1}, {2, 3}}], "
     "TimeSeries[{{1, 10}, {2, 20}}]}]]", "{{1, 12}, {2, 23}}"),
    ("Normal[TimeSeriesThread[Mean, %s]]" % TD, "{{0, 2}, {1, 3}, {2, 5}}"),
    ("Normal[TimeSeriesWindow[%s, {1, 2}]]" % TS, "{{1, 4}, {2, 9}}"),
    ("TimeSeriesWindow[{{1, a}, {2, b}, {3, c}}, {2, All}]", "{{2, b}, {3, c}}"),
    ("TimeSeriesWindow[%s, {DateObject[{2020, 1, 31}], DateObject[{2020, 2, 1}]}][\"Values\"]"
     % DAYS, "{2, 3}"),
    ("TimeSeriesShift[{{1, a}, {2, b}}, 10]", "{{11, a}, {12, b}}"),
    ("TimeSeriesShift[%s][\"Times\"]" % TS, "{1, 2, 3, 4}"),
    ("TimeSeriesShift[%s, \"Day\"]" % DAYS,
     "TimeSeries[<<Time: 31 Jan 2020 to 03 Feb 2020, Data points: 4>>]"),
    ("TimeSeriesRescale[{{1, a}, {2, b}, {5, c}}, {0, 1}]", "{{0, a}, {1/4, b}, {1, c}}"),
    ("Normal[TimeSeriesResample[TimeSeries[{{0, 0}, {1, 2}, {3, 6}}]]]",
     "{{0, 0}, {1, 2}, {2, 4}, {3, 6}}"),
    ("Normal[TimeSeriesResample[%s, 3/2]]" % TS, "{{0, 1}, {3/2, 13/2}, {3, 16}}"),
    ("Normal[TimeSeriesResample[%s, {{1/2, 5/2}}]]" % TS, "{{1/2, 5/2}, {5/2, 25/2}}"),
    ("Normal[TimeSeriesResample[%s, 1, ResamplingMethod -> {\"Interpolation\", "
     "InterpolationOrder -> 0}]]" % "TimeSeries[{{0, 1}, {2, 5}}]", "{{0, 1}, {1, 1}, {2, 5}}"),
    ("Normal[TimeSeriesResample[EventSeries[{{0, a}, {2, b}}], 1]]",
     "{{0, a}, {1, Missing[]}, {2, b}}"),
    ("Normal[TimeSeriesAggregate[%s, 2]]" % TS, "{{0, 5/2}, {2, 25/2}}"),
    ("TimeSeriesAggregate[{{0, a}, {1, b}, {3, c}}, 2, f]", "{{0, f[{a, b}]}, {2, f[{c}]}}"),
    ("TimeSeriesAggregate[{{0, a}, {5, b}}, 2, f]", "{{0, f[{a}]}, {4, f[{b}]}}"),
    ("TimeSeriesInsert[{{1, a}, {3, c}}, {2, b}]", "{{1, a}, {2, b}, {3, c}}"),
    ("Normal[TimeSeriesInsert[%s, {{1, 0}, {4, 25}}]]" % TS,
     "{{0, 1}, {1, 0}, {2, 9}, {3, 16}, {4, 25}}"),
    ("Normal[TimeSeriesInsert[TimeSeries[{{0, 1}}], TimeSeries[{{2, 3}}]]]",
     "{{0, 1}, {2, 3}}"),
    # machine values (NumPy interpolation, more than 8 points)
    ("TimeSeriesResample[TimeSeries[N[Range[10]]^2], 1/2][\"Values\"][[{1, 2, 4, 19}]]",
     "{1., 2.5, 6.5, 100.}"),
    ("TimeSeriesResample[TimeSeries[N[Range[10]], ResamplingMethod -> {\"Interpolation\", "
     "InterpolationOrder -> 0}], 1/2][\"Values\"][[{2, 3, 4}]]", "{1., 2., 2.}"),
    ("TimeSeriesResample[EventSeries[N[Range[10]]], 1/2][\"Values\"][[{1, 2, 3}]]",
     "{1., Missing[], 2.}"),
    ("TimeSeriesResample[TimeSeries[N[Range[10]]], {{-1, 0, 9, 10}}][\"Values\"]",
     "{Missing[], 1., 10., Missing[]}"),
    ("(TimeSeries[N[Range[10]]] + TimeSeries[N[Range[10]]])[\"Values\"][[{1, 10}]]",
     "{2., 20.}"),
    # TemporalData and series
    ("%s[\"Components\"]" % TD,
     "{TimeSeries[<<Time: 0 to 2, Data points: 3>>], TimeSeries[<<Time: 0 to 2, "
     "Data points: 3>>]}"),
    ("TemporalData[{TimeSeries[{1, 2, 3}], TimeSeries[{{0, 5}, {4, 6}}]}]",
     "TemporalData[<<Time: 0 to 4, Data points: 5, Paths: 2>>]"),
    ("TemporalData[TimeSeries[{1, 2, 3}]][\"Paths\"]", "{{{0, 1}, {1, 2}, {2, 3}}}"),
    # bad input
    ("TimeSeriesMap[f, 3]", "TimeSeriesMap[f, 3]",
     ["TimeSeriesMap::tdata: The argument 3 is not a valid specification of temporal data."]),
    ("TimeSeriesInsert[{{1, a}}, x]", "TimeSeriesInsert[{{1, a}}, x]",
     ["TimeSeriesInsert::tdata: The argument x is not a valid specification of temporal "
      "data."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])
