"""Construct, Compose, ComposeList, OperatorApplied, Curry, CurryApplied, ReverseApplied,
SequenceFold, TwoWayRule, UpTo, and the Subset* pattern functions: exact OutputForm results
and the messages of bad input."""

from support import check_rows

FUNCTIONAL = [
    ("Construct[f, x]", "f[x]"), ("Construct[Construct[f, a], b]", "f[a][b]"),
    ("Construct[]", "Construct[]",
     ["Construct::argm: Construct called with 0 arguments; 1 or more arguments are "
      "expected."]),
    ("Compose[f, g, h, x]", "f[g[h[x]]]"), ("Compose[]", "Compose[]"),
    ("ComposeList[{f, g}, x]", "{x, f[x], g[f[x]]}"),
    ("ComposeList[{Sqrt, # + 1 &}, 16]", "{16, 4, 5}"),
    ("ComposeList[{f}]", "ComposeList[{f}]",
     ["ComposeList::argr: ComposeList called with 1 argument; 2 arguments are expected."]),
    ("OperatorApplied[f][1][2]", "f[2, 1]"),
    ("OperatorApplied[f, 2][1]", "OperatorApplied[f, 2][1]"),
    ("OperatorApplied[f, 2][1][2]", "f[1, 2]"),
    ("OperatorApplied[f, 2][1][2][3]", "f[1, 2][3]"),
    ("OperatorApplied[f, {2, 1, \"x\" -> 1}][a][b]", "f[b, a, x -> 1]"),
    ("OperatorApplied[f, 3 -> {3}][a][b][c]", "f[c]"),
    ("OperatorApplied[f, 0][x]", "f[][x]"),
    ("OperatorApplied[f, {0}]", "OperatorApplied[f, {0}]",
     ["OperatorApplied::arity: {0} is not a valid arity specification: a non-negative "
      "integer, a list of positive integers or k -> {i1, ..., in}."]),
    ("OperatorApplied[f, 1 -> {2}]", "OperatorApplied[f, 1 -> {2}]",
     ["OperatorApplied::arity: 1 -> {2} is not a valid arity specification: a "
      "non-negative integer, a list of positive integers or k -> {i1, ..., in}."]),
    ("Map[OperatorApplied[Power][2], {1, 2, 3}]", "{1, 4, 9}"),
    ("Curry[f][x][y]", "f[y, x]"), ("Curry[f, 2][x][y]", "f[x, y]"),
    ("CurryApplied[3][f][a, b][c]", "f[a, b, c]"),
    ("CurryApplied[f, 2 -> {2}][a][b]", "f[b]"),
    ("CurryApplied[x][f]", "CurryApplied[x][f]"),
    ("ReverseApplied[f][a]", "f[a]"),
    ("ReverseApplied[f, 5][a, b]", "f[b, a]"),
    ("ReverseApplied[List][1, 2, 3]", "{3, 2, 1}"),
    ("Fold[ReverseApplied[f], x, {a, b}]", "f[b, f[a, x]]"),
    ("SequenceFold[f, {1, 2}, {a}]", "f[1, 2, a]"),
    ("SequenceFold[#1 + #2 + #3 &, {0, 0, 1}, Range[5]]", "13"),
    ("SequenceFold[f, x]", "SequenceFold[f, x]",
     ["SequenceFold::init: The initial values x should be a nonempty list."]),
    ("a <-> b /. TwoWayRule -> List", "{a, b}"),
    ("InputForm[x <-> y]", "x <-> y"),
    ("Head[a <-> b]", "TwoWayRule"),
]


def test_functional():
    check_rows(FUNCTIONAL)


UPTO = [
    ("Take[{1, 2, 3}, UpTo[2]]", "{1, 2}"), ("Drop[{1, 2, 3}, UpTo[7]]", "{}"),
    ("TakeDrop[{1, 2, 3}, UpTo[5]]", "{{1, 2, 3}, {}}"),
    ("Partition[{a, b, c}, UpTo[5]]", "{{a, b, c}}"),
    ("Partition[{}, UpTo[2]]", "{}"),
    ("Partition[Range[7], UpTo[3], 3]", "{{1, 2, 3}, {4, 5, 6}, {7}}"),
    ("Partition[Range[4], UpTo[2], 3]", "{{1, 2}, {4}}"),
    ("Partition[{a, b}, UpTo[0]]", "Partition[{a, b}, UpTo[0]]",
     ["Partition::ilsmp: Single or list of positive machine-size integers expected at "
      "position 2 of Partition[{a, b}, UpTo[0]]."]),
    ("Ordering[{5, 3, 4}, UpTo[2]]", "{2, 3}"),
    ("Ordering[{5, 3, 4}, UpTo[x]]", "Ordering[{5, 3, 4}, UpTo[x]]",
     ["Ordering::intm: Machine-sized integer expected at position 2 in "
      "Ordering[{5, 3, 4}, UpTo[x]]."]),
    ("StringTake[\"abcdef\", UpTo[3]]", "abc"),
    ("TakeSmallest[{3, 1, 2}, UpTo[9]]", "{1, 2, 3}"),
]


def test_upto():
    check_rows(UPTO)


SUBSETS = [
    ("SubsetCases[{1, 2, 3, 4, 5}, {x_, y_, z_} /; x + y + z == 10]", "{{1, 4, 5}}"),
    ("SubsetCases[{a, b, c}, {c, a}]", "{{c, a}}"),
    ("SubsetCases[{a, b, c}, {a, a}]", "{}"),
    ("SubsetCases[{a, a, b}, {x_, x_}]", "{{a, a}}"),
    ("SubsetCases[{1, b, 2, c}, {x__Integer, y_Symbol}]", "{{1, 2, b}}"),
    ("SubsetCases[{1, 2, 3}, {x_, y_} -> x - y]", "{-1}"),
    ("SubsetCases[{1, 2, 3, 4}, {_, _}, Overlaps -> True, 2]",
     "SubsetCases[{1, 2, 3, 4}, {_, _}, Overlaps -> True, 2]",
     ["SubsetCases::argb: SubsetCases called with 4 arguments; between 1 and 3 arguments "
      "are expected."]),
    ("SubsetCases[{1, 2, 3, 4}, {_, _}, 1, Overlaps -> True]", "{{1, 2}}"),
    ("SubsetCount[{1, 2, 3, 4}, {_, _}]", "2"),
    ("SubsetCount[{1, 2, 3, 4}, {_, _}, Overlaps -> True]", "6"),
    ("SubsetCount[{a, b}, {}]", "1"),
    ("SubsetPosition[{x, 1, y, 2}, {_Integer, _Symbol}, Overlaps -> False]",
     "{{2, 1}, {4, 3}}"),
    ("SubsetPosition[{1, 2, 3}, {_, _}]", "{{1, 2}, {1, 3}, {2, 3}}"),
    ("SubsetReplace[{a, b, c, a, b}, {b, a} -> z]", "{z, c, z}"),
    ("SubsetReplace[{1, 2, 3, 4}, {x_, y_} /; x + y == 5 :> Sequence[]]", "{}"),
    ("SubsetReplace[{a, b}, {c} -> d]", "{a, b}"),
    ("SubsetReplace[f[a, b, c], {c, a} -> x]", "f[x, b]"),
    ("SubsetReplace[x, {a} -> b]", "SubsetReplace[x, {a} -> b]",
     ["SubsetReplace::normal: Nonatomic expression expected at position 1 in "
      "SubsetReplace[x, {a} -> b]."]),
]


def test_subsets():
    check_rows(SUBSETS)
