"""Ordering, grouping and combinatorics: Sort, SortBy, Ordering, Order, OrderedQ, Union,
Intersection, Complement, DeleteDuplicates, Tally, Gather, GatherBy, Split, SplitBy,
Tuples, Permutations, Subsets.  Each row: (input, exact OutputForm[, messages])."""

import pytest

from support import run

NORMAL = "%s::normal: Nonatomic expression expected at position 1 in %s."
NNINFSEQ = ("%s::nninfseq: Position 2 of %s must be All, Infinity, a non-negative integer, "
            "or a List whose first element (required) is a non-negative integer, second "
            "element (optional) is a non-negative integer or Infinity, and third element "
            "(optional) is a nonzero integer.")

ROWS = [
    # Sort
    ("Sort[{d, b, c, a}]", "{a, b, c, d}"),
    ("Sort[{3, 1, 2}]", "{1, 2, 3}"),
    ("Sort[{3, 1, 2}, Greater]", "{3, 2, 1}"),
    ("Sort[{b, 2, \"s\", a}]", "{2, s, a, b}"),
    ("Sort[{2.5, 1, 3/2}]", "{1, 3/2, 2.5}"),
    ("Sort[{x^2, x, 1, x^3}]", "{1, x, x^2, x^3}"),
    ("Sort[{b, B, a, A}]", "{a, A, b, B}"),
    ("Sort[{f[b], f[a], g[a], a}]", "{a, f[a], f[b], g[a]}"),
    ("Sort[{{2, 1}, {1, 2}, {1}}]", "{{1}, {1, 2}, {2, 1}}"),
    ("Sort[f[c, a, b]]", "f[a, b, c]"),
    ("Sort[{}]", "{}"),
    ("Sort[{{2, b}, {1, a}}, #1[[2]] > #2[[2]] &]", "{{2, b}, {1, a}}"),
    ("Sort[{3, 1, 2}, #1 > #2 &]", "{3, 2, 1}"),
    ("Sort[{c, a, b}, Order]", "{a, b, c}"),
    ("Sort[x]", "Sort[x]", [NORMAL % ("Sort", "Sort[x]")]),
    # SortBy
    ("SortBy[{{a, 2}, {b, 1}}, Last]", "{{b, 1}, {a, 2}}"),
    ("SortBy[{-3, 1, -2}, Abs]", "{1, -2, -3}"),
    ("SortBy[{b, a, c}, 1 &]", "{a, b, c}"),
    ("SortBy[{{1, b}, {2, a}, {1, a}}, {First, Last}]", "{{1, a}, {1, b}, {2, a}}"),
    ("SortBy[{1, 2, 3}, # &, Greater]", "{3, 2, 1}"),
    ("SortBy[Last][{{x, 3}, {y, 2}}]", "{{y, 2}, {x, 3}}"),
    ("SortBy[x, f]", "SortBy[x, f]", [NORMAL % ("SortBy", "SortBy[x, f]")]),
    # Ordering, Order, OrderedQ
    ("Ordering[{c, a, b}]", "{2, 3, 1}"),
    ("Ordering[{3, 1, 2}, 1]", "{2}"),
    ("Ordering[{3, 1, 2}, -1]", "{1}"),
    ("Ordering[{3, 1, 2}, 2]", "{2, 3}"),
    ("Ordering[{1, 3, 2}, All, Greater]", "{2, 3, 1}"),
    ("Ordering[{a, a, b}]", "{1, 2, 3}"),
    ("Ordering[{}]", "{}"),
    ("Ordering[x]", "Ordering[x]", [NORMAL % ("Ordering", "Ordering[x]")]),
    ("Order[a, b]", "1"),
    ("Order[b, a]", "-1"),
    ("Order[x, x]", "0"),
    ("Order[2, a]", "1"),
    ("Order[{1}, {1, 2}]", "1"),
    ("Order[a]", "Order[a]",
     ["Order::argr: Order called with 1 argument; 2 arguments are expected."]),
    ("OrderedQ[{a, b, c}]", "True"),
    ("OrderedQ[{b, a}]", "False"),
    ("OrderedQ[{a, a}]", "True"),
    ("OrderedQ[{}]", "True"),
    ("OrderedQ[{3, 2, 1}, Greater]", "True"),
    ("OrderedQ[{1, 3, 2}, Less]", "False"),
    ("OrderedQ[x]", "True"),
    ("OrderedQ[]", "OrderedQ[]",
     ["OrderedQ::argt: OrderedQ called with 0 arguments; 1 or 2 arguments are expected."]),
    # Union, Intersection, Complement
    ("Union[{c, a, b, a}]", "{a, b, c}"),
    ("Union[{1, 3}, {2, 1}]", "{1, 2, 3}"),
    ("Union[{}]", "{}"),
    ("Union[]", "{}"),
    ("Union[f[b, a], f[c]]", "f[a, b, c]"),
    ("Union[{a -> 1}, {b -> 2}]", "{a -> 1, b -> 2}"),
    ("Union[{3, 1, 1.2}, SameTest -> (Abs[#1 - #2] < 1 &)]", "{1, 3}"),
    ("Union[{a}, f[b]]", "Union[{a}, f[b]]",
     ["Union::heads: Heads List and f at positions 1 and 2 are expected to be the same."]),
    ("Union[x]", "Union[x]", [NORMAL % ("Union", "Union[x]")]),
    ("Intersection[{a, b, c}, {b, c, d}]", "{b, c}"),
    ("Intersection[{3, 1, 1}, {1, 3}, {3}]", "{3}"),
    ("Intersection[{a}, {b}]", "{}"),
    ("Intersection[{c, b, a}]", "{a, b, c}"),
    ("Intersection[x, {b}]", "Intersection[x, {b}]",
     [NORMAL % ("Intersection", "Intersection[x, {b}]")]),
    ("Intersection[]", "Intersection[]",
     ["Intersection::argm: Intersection called with 0 arguments; 1 or more arguments are "
      "expected."]),
    ("Complement[{a, b, c, d}, {b}, {d, e}]", "{a, c}"),
    ("Complement[{3, 1, 2, 1}, {}]", "{1, 2, 3}"),
    ("Complement[{a, b}, {a, b}]", "{}"),
    ("Complement[{a}, b]", "Complement[{a}, b]",
     ["Complement::normal: Nonatomic expression expected at position 2 in "
      "Complement[{a}, b]."]),
    # DeleteDuplicates
    ("DeleteDuplicates[{a, b, a, c, b}]", "{a, b, c}"),
    ("DeleteDuplicates[{3, 1, 3, 2, 1}]", "{3, 1, 2}"),
    ("DeleteDuplicates[{1, 2, 3, 4}, Abs[#1 - #2] <= 1 &]", "{1, 3}"),
    ("DeleteDuplicates[{}]", "{}"),
    ("DeleteDuplicates[{1, 1.}]", "{1, 1.}"),
    ("DeleteDuplicates[x]", "DeleteDuplicates[x]",
     [NORMAL % ("DeleteDuplicates", "DeleteDuplicates[x]")]),
    # Tally
    ("Tally[{a, b, a, c, a}]", "{{a, 3}, {b, 1}, {c, 1}}"),
    ("Tally[{1, 2, 1, 1}]", "{{1, 3}, {2, 1}}"),
    ("Tally[{{1}, {1}, 1}]", "{{{1}, 2}, {1, 1}}"),
    ("Tally[{1, 2, 3, 4}, Mod[#1, 2] == Mod[#2, 2] &]", "{{1, 2}, {2, 2}}"),
    ("Tally[{}]", "{}"),
    ("Tally[x]", "Tally[x]", [NORMAL % ("Tally", "Tally[x]")]),
    # Gather, GatherBy
    ("Gather[{a, b, a, c, b}]", "{{a, a}, {b, b}, {c}}"),
    ("Gather[{1, 2, 3, 4}, Mod[#1, 2] == Mod[#2, 2] &]", "{{1, 3}, {2, 4}}"),
    ("Gather[{}]", "{}"),
    ("Gather[x]", "Gather[x]", [NORMAL % ("Gather", "Gather[x]")]),
    ("GatherBy[{1, 2, 3, 4, 5}, OddQ]", "{{1, 3, 5}, {2, 4}}"),
    ("GatherBy[{{a, 1}, {b, 2}, {c, 1}}, Last]", "{{{a, 1}, {c, 1}}, {{b, 2}}}"),
    ("GatherBy[{1, 2, 3, 4, 5, 6}, {EvenQ, # > 3 &}]",
     "{{{1, 3}, {5}}, {{2}, {4, 6}}}"),
    ("GatherBy[EvenQ][{1, 2}]", "{{1}, {2}}"),
    ("GatherBy[x, f]", "GatherBy[x, f]", [NORMAL % ("GatherBy", "GatherBy[x, f]")]),
    # Split, SplitBy
    ("Split[{a, a, b, b, b, a}]", "{{a, a}, {b, b, b}, {a}}"),
    ("Split[{1, 2, 3, 5, 6, 8}, #2 - #1 == 1 &]", "{{1, 2, 3}, {5, 6}, {8}}"),
    ("Split[{}]", "{}"),
    ("Split[{a}]", "{{a}}"),
    ("Split[x]", "Split[x]", [NORMAL % ("Split", "Split[x]")]),
    ("SplitBy[{1, 3, 2, 4, 5}, OddQ]", "{{1, 3}, {2, 4}, {5}}"),
    ("SplitBy[{{a, 1}, {b, 1}, {c, 2}}, Last]", "{{{a, 1}, {b, 1}}, {{c, 2}}}"),
    ("SplitBy[{1, 2, 3, 4}, {# > 2 &, EvenQ}]", "{{{1}, {2}}, {{3}, {4}}}"),
    ("SplitBy[{}, f]", "{}"),
    ("SplitBy[x, f]", "SplitBy[x, f]", [NORMAL % ("SplitBy", "SplitBy[x, f]")]),
    # Tuples
    ("Tuples[{a, b}, 2]", "{{a, a}, {a, b}, {b, a}, {b, b}}"),
    ("Tuples[{{1, 2}, {x}}]", "{{1, x}, {2, x}}"),
    ("Tuples[{{1, 2}, {}}]", "{}"),
    ("Tuples[{a, b}, 0]", "{{}}"),
    ("Tuples[{}, 2]", "{}"),
    ("Tuples[f[a, b], 1]", "{f[a], f[b]}"),
    ("Tuples[{a, b}, {2, 1}]", "{{{a}, {a}}, {{a}, {b}}, {{b}, {a}}, {{b}, {b}}}"),
    ("Length[Tuples[{0, 1}, 10]]", "1024"),
    ("Tuples[{a, b}, -1]", "Tuples[{a, b}, -1]",
     ["Tuples::intnn: Non-negative integer expected at position 2 in Tuples[{a, b}, -1]."]),
    ("Tuples[x, 2]", "Tuples[x, 2]", [NORMAL % ("Tuples", "Tuples[x, 2]")]),
    # Permutations
    ("Permutations[{a, b, c}]",
     "{{a, b, c}, {a, c, b}, {b, a, c}, {b, c, a}, {c, a, b}, {c, b, a}}"),
    ("Permutations[{a, a, b}]", "{{a, a, b}, {a, b, a}, {b, a, a}}"),
    ("Permutations[{a, b, c}, {2}]", "{{a, b}, {a, c}, {b, a}, {b, c}, {c, a}, {c, b}}"),
    ("Permutations[{a, b}, 1]", "{{}, {a}, {b}}"),
    ("Permutations[{}]", "{{}}"),
    ("Permutations[{a, b}, {0, 1}]", "{{}, {a}, {b}}"),
    ("Length[Permutations[Range[5]]]", "120"),
    ("Permutations[{a, b}, -1]", "Permutations[{a, b}, -1]",
     [NNINFSEQ % ("Permutations", "Permutations[{a, b}, -1]")]),
    # Subsets
    ("Subsets[{a, b, c}]", "{{}, {a}, {b}, {c}, {a, b}, {a, c}, {b, c}, {a, b, c}}"),
    ("Subsets[{a, b, c}, {2}]", "{{a, b}, {a, c}, {b, c}}"),
    ("Subsets[{a, b, c}, 1]", "{{}, {a}, {b}, {c}}"),
    ("Subsets[{a, b, c}, {1, 2}]", "{{a}, {b}, {c}, {a, b}, {a, c}, {b, c}}"),
    ("Subsets[{a, b, c, d}, {0, 4, 2}]",
     "{{}, {a, b}, {a, c}, {a, d}, {b, c}, {b, d}, {c, d}, {a, b, c, d}}"),
    ("Subsets[{a, b, c, d}, 2, 3]", "{{}, {a}, {b}}"),
    ("Subsets[{a, b, c}, All, {5}]", "{{a, b}}"),
    ("Subsets[{a, b, c}, All, {2, 3}]", "{{a}, {b}}"),
    ("Subsets[{}]", "{{}}"),
    ("Subsets[{a, a}]", "{{}, {a}, {a}, {a, a}}"),
    ("Length[Subsets[Range[10]]]", "1024"),
    ("Subsets[{a, b}, -1]", "Subsets[{a, b}, -1]",
     [NNINFSEQ % ("Subsets", "Subsets[{a, b}, -1]")]),
    ("Subsets[x]", "Subsets[x]", [NORMAL % ("Subsets", "Subsets[x]")]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (list(row[2]) if len(row) > 2 else [])
