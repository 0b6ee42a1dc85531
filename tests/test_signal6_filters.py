"""MeanFilter, MedianFilter, MinFilter, MaxFilter: printed rows (exact, symbolic, machine,
1-D and 2-D, per-dimension radii, messages) and a random 2-D check against a direct
definition in the language."""

import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("MeanFilter[{1, 2, 3, 4, 5}, 1]", "{3/2, 2, 3, 4, 9/2}"),
    ("MeanFilter[{1, 2, 3, 4, 5}, 0]", "{1, 2, 3, 4, 5}"),
    ("MeanFilter[{a, b, c}, 1]", "{(a + b)/2, (a + b + c)/3, (b + c)/2}"),
    ("MeanFilter[{{1, 2}, {3, 4}}, 1]", "{{5/2, 5/2}, {5/2, 5/2}}"),
    ("MeanFilter[{{1, 2}, {3, 4}}, {1, 0}]", "{{2, 3}, {2, 3}}"),
    ("MeanFilter[N[Range[4]], 1]", "{1.5, 2., 3., 3.5}"),
    ("MedianFilter[{1, 5, 2, 8, 3}, 1]", "{3, 2, 5, 3, 11/2}"),
    ("MedianFilter[{1., 9., 2., 7.}, 1]", "{5., 2., 7., 4.5}"),
    ("MinFilter[{1, 5, 2, 8, 3}, 1]", "{1, 1, 2, 2, 3}"),
    ("MinFilter[{{1, 5}, {7, 3}}, {0, 1}]", "{{1, 1}, {3, 3}}"),
    ("MaxFilter[{1, 5, 2, 8, 3}, 1]", "{5, 5, 8, 8, 8}"),
    ("MaxFilter[{3, 1, 4, 1, 5}, 2]", "{4, 4, 5, 5, 5}"),
    ("MaxFilter[x, 1]", "MaxFilter[x, 1]",
     ["MaxFilter::arr: Argument x is not a nonempty rectangular array."]),
    ("MinFilter[{{1, 2}, {3}}, 1]", "MinFilter[{{1, 2}, {3}}, 1]",
     ["MinFilter::arr: Argument {{1, 2}, {3}} is not a nonempty rectangular array."]),
    ("MeanFilter[{1, 2}, -1]", "MeanFilter[{1, 2}, -1]",
     ["MeanFilter::rad: The radius -1 should be a non-negative integer or a list of as many "
      "non-negative integers as the data have dimensions."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


@pytest.mark.parametrize("name,stat", [("MeanFilter", "Mean"), ("MedianFilter", "Median"),
                                       ("MinFilter", "Min"), ("MaxFilter", "Max")])
def test_against_a_direct_definition(name, stat):
    s = Session()
    s.evaluate("SeedRandom[7]; m = RandomInteger[20, {5, 6}]")
    want = s.evaluate("Table[%s[Flatten[m[[Max[1, i - 1] ;; Min[5, i + 1], "
                      "Max[1, j - 2] ;; Min[6, j + 2]]]]], {i, 5}, {j, 6}]" % stat)
    got = s.evaluate("%s[m, {1, 2}]" % name)
    assert str(got) == str(want)
