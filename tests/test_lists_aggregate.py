"""Aggregates and statistics: Total, Accumulate, Differences, Dot, Inner, Outer, Count, Mean,
Median, Variance, StandardDeviation.  Each row: (input, exact OutputForm[, messages])."""

import pytest

from support import run

NORMAL = "%s::normal: Nonatomic expression expected at position 1 in %s."
RECTN = ("%s::rectn: Rectangular array with at least one element expected at position 1 in "
         "%s.")

ROWS = [
    # Total
    ("Total[{1, 2, 3, 4}]", "10"),
    ("Total[{a, b, c}]", "a + b + c"),
    ("Total[{1/2, 1/3}]", "5/6"),
    ("Total[{1.5, 2}]", "3.5"),
    ("Total[{{1, 2}, {3, 4}}]", "{4, 6}"),
    ("Total[{{1, 2}, {3, 4}}, 2]", "10"),
    ("Total[{{1, 2}, {3, 4}}, {2}]", "{3, 7}"),
    ("Total[{{1, {2}}, {3, {4}}}, Infinity]", "10"),
    ("Total[{{1, 2}, {3, 4}}, -1]", "10"),
    ("Total[{{a, b}, {c, d}}, {1, 2}]", "a + b + c + d"),
    ("Total[{}]", "0"),
    ("Total[{x}]", "x"),
    ("Total[f[1, 2]]", "3"),
    ("Total[10^20 + Range[3]]", "300000000000000000006"),
    ("Total[{{1, 2}, {3}}]", "Total[{{1, 2}, {3}}]",
     ["Total::tllen: Lists of unequal length in {{1, 2}, {3}} cannot be added."]),
    ("Total[{1, 2}, x]", "Total[{1, 2}, x]",
     ["Total::level: Level specification x is not of the form n, {n}, or {m, n}."]),
    # Accumulate
    ("Accumulate[{1, 2, 3, 4}]", "{1, 3, 6, 10}"),
    ("Accumulate[{a, b, c}]", "{a, a + b, a + b + c}"),
    ("Accumulate[{{1, 2}, {3, 4}}]", "{{1, 2}, {4, 6}}"),
    ("Accumulate[{1/2, 1/3}]", "{1/2, 5/6}"),
    ("Accumulate[{0.5, 1}]", "{0.5, 1.5}"),
    ("Accumulate[{}]", "{}"),
    ("Accumulate[f[1, 2]]", "f[1, 3]"),
    ("Accumulate[x]", "Accumulate[x]", [NORMAL % ("Accumulate", "Accumulate[x]")]),
    # Differences
    ("Differences[{1, 4, 9, 16}]", "{3, 5, 7}"),
    ("Differences[{1, 4, 9, 16}, 2]", "{2, 2}"),
    ("Differences[{1, 4, 9, 16}, 0]", "{1, 4, 9, 16}"),
    ("Differences[{a, b, c}]", "{-a + b, -b + c}"),
    ("Differences[{{1, 2}, {4, 8}}]", "{{3, 6}}"),
    ("Differences[{{1, 2}, {4, 8}}, {0, 1}]", "{{1}, {4}}"),
    ("Differences[{0.5, 2}]", "{1.5}"),
    ("Differences[{a}]", "{}"),
    ("Differences[{}]", "{}"),
    ("Differences[{1, 2}, -1]", "Differences[{1, 2}, -1]",
     ["Differences::intnm: Non-negative machine-sized integer expected at position 2 in "
      "Differences[{1, 2}, -1]."]),
    ("Differences[x]", "Differences[x]", [NORMAL % ("Differences", "Differences[x]")]),
    # Dot
    ("{a, b} . {c, d}", "a c + b d"),
    ("{1, 2, 3} . {4, 5, 6}", "32"),
    ("{{1, 2}, {3, 4}} . {{5, 6}, {7, 8}}", "{{19, 22}, {43, 50}}"),
    ("{{1, 2}, {3, 4}} . {x, y}", "{x + 2 y, 3 x + 4 y}"),
    ("{x, y} . {{1, 2}, {3, 4}}", "{x + 3 y, 2 x + 4 y}"),
    ("{1/2, 1} . {2, 1/3}", "4/3"),
    ("{1.5, 2} . {2, 1}", "5."),
    ("{1, 2} . {{1, 2}, {3, 4}} . {1, 1}", "17"),
    ("Dot[{{1, 0}, {0, 1}}, {{a, b}, {c, d}}]", "{{a, b}, {c, d}}"),
    ("{} . {}", "0"),
    ("Dot[{a, b}]", "{a, b}"),
    ("a . b", "a . b"),
    ("{1, 2} . {1, 2, 3}", "{1, 2} . {1, 2, 3}",
     ["Dot::dotsh: Tensors {1, 2} and {1, 2, 3} have incompatible shapes."]),
    ("{{1, 2}, {3}} . {1, 2}", "{{1, 2}, {3}} . {1, 2}",
     ["Dot::rect: Nonrectangular tensor encountered."]),
    # Inner
    ("Inner[f, {a, b}, {x, y}, g]", "g[f[a, x], f[b, y]]"),
    ("Inner[Times, {a, b}, {x, y}]", "a x + b y"),
    ("Inner[Times, {1, 2}, {3, 4}, Plus]", "11"),
    ("Inner[f, {{1, 2}, {3, 4}}, {x, y}, g]", "{g[f[1, x], f[2, y]], g[f[3, x], f[4, y]]}"),
    ("Inner[And, {True, False}, {True, True}, Or]", "True"),
    ("Inner[f, {a, b}, {x}, g]", "Inner[f, {a, b}, {x}, g]",
     ["Inner::incom: Length 2 of dimension 1 in {a, b} is incommensurate with length 1 of "
      "dimension 1 in {x}."]),
    # Outer
    ("Outer[f, {a, b}, {x, y}]", "{{f[a, x], f[a, y]}, {f[b, x], f[b, y]}}"),
    ("Outer[Times, {1, 2}, {3, 4}]", "{{3, 4}, {6, 8}}"),
    ("Outer[Plus, {1, 2}, {10, 20}]", "{{11, 21}, {12, 22}}"),
    ("Outer[Times, {a, b}, {x}]", "{{a x}, {b x}}"),
    ("Outer[List, {1, 2}, {x}]", "{{{1, x}}, {{2, x}}}"),
    ("Outer[f, {{1, 2}}, {x}]", "{{{f[1, x]}, {f[2, x]}}}"),
    ("Outer[f, {{1, 2}}, {x}, 1]", "{{f[{1, 2}, x]}}"),
    ("Outer[f, {a}, {b}, {c}]", "{{{f[a, b, c]}}}"),
    ("Outer[f, {}, {a}]", "{}"),
    ("Outer[f, g[a], g[b]]", "g[g[f[a, b]]]"),
    ("Outer[f, {a}, x]", "Outer[f, {a}, x]",
     ["Outer::normal: Nonatomic expression expected at position 3 in Outer[f, {a}, x]."]),
    ("Outer[f, {a}, g[b]]", "Outer[f, {a}, g[b]]",
     ["Outer::heads: Heads List and g at positions 2 and 3 are expected to be the same."]),
    # Count
    ("Count[{a, b, a, c}, a]", "2"),
    ("Count[{1, x, 2, y}, _Integer]", "2"),
    ("Count[{{a, b}, {a}}, a, 2]", "2"),
    ("Count[{{a, b}, {a}}, a]", "0"),
    ("Count[{{a}, {a}}, {a}]", "2"),
    ("Count[{1, 2, 3, 4}, x_ /; x > 2]", "2"),
    ("Count[{a -> 1, b -> 2}, _ -> 1]", "1"),
    ("Count[{}, a]", "0"),
    ("Count[x, x]", "0"),
    ("Count[f[a], a, {0, 1}, Heads -> True]", "1"),
    ("Count[_Integer][{1, 2, a}]", "2"),
    ("Count[{a}, a, x]", "Count[{a}, a, x]",
     ["Count::level: Level specification x is not of the form n, {n}, or {m, n}."]),
    # Mean, Median, Variance, StandardDeviation
    ("Mean[{1, 2, 3, 4}]", "5/2"),
    ("Mean[{a, b}]", "(a + b)/2"),
    ("Mean[{1., 2.}]", "1.5"),
    ("Mean[{1, 2.5}]", "1.75"),
    ("Mean[{{1, 2}, {3, 6}}]", "{2, 4}"),
    ("Mean[{5}]", "5"),
    ("Mean[{}]", "Mean[{}]", [RECTN % ("Mean", "Mean[{}]")]),
    ("Mean[x]", "Mean[x]", [RECTN % ("Mean", "Mean[x]")]),
    ("Median[{3, 1, 2}]", "2"),
    ("Median[{1, 2, 3, 4}]", "5/2"),
    ("Median[{1.5, 0.5}]", "1."),
    ("Median[{{1, 5}, {3, 2}, {4, 4}}]", "{3, 4}"),
    ("Median[{7}]", "7"),
    ("Median[{}]", "Median[{}]", [RECTN % ("Median", "Median[{}]")]),
    ("Variance[{1, 2, 3, 4}]", "5/3"),
    ("Variance[{1., 2., 4.}]", "2.33333"),
    ("Variance[{{1, 2}, {3, 5}}]", "{2, 9/2}"),
    ("Variance[{a, b}]", "1/2 (a - b) (Conjugate[a] - Conjugate[b])"),
    ("Variance[{1, 1}]", "0"),
    ("Variance[{1}]", "Variance[{1}]",
     ["Variance::shlen: The argument {1} should have at least 2 elements."]),
    ("StandardDeviation[{1, 2, 3, 4}]", "Sqrt[5/3]"),
    ("StandardDeviation[{1., 2., 3.}]", "1."),
    ("StandardDeviation[{{1, 2}, {3, 2}}]", "{Sqrt[2], 0}"),
    ("StandardDeviation[{2, 4, 4, 4, 5, 5, 7, 9}]", "4 Sqrt[2/7]"),
    ("StandardDeviation[x]", "StandardDeviation[x]",
     [RECTN % ("StandardDeviation", "StandardDeviation[x]")]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (list(row[2]) if len(row) > 2 else [])
