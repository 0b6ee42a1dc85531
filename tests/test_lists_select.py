"""Selecting and testing: Select, Cases, DeleteCases, MemberQ, FreeQ.
Each row: (input, exact OutputForm[, messages])."""

import pytest

from support import run

LEVEL = "%s::level: Level specification %s is not of the form n, {n}, or {m, n}."

ROWS = [
    # Select
    ("Select[{1, 2, 3, 4, 5}, EvenQ]", "{2, 4}"),
    ("Select[{1, 2, 3, 4, 5}, # > 2 &]", "{3, 4, 5}"),
    ("Select[{1, 2, 3, 4, 5}, # > 2 &, 2]", "{3, 4}"),
    ("Select[{1, 2, 3}, # > 5 &]", "{}"),
    ("Select[{a, 1, b}, True &]", "{a, 1, b}"),
    ("Select[{a, b}, f]", "{}"),
    ("Select[f[1, a, 2], IntegerQ]", "f[1, 2]"),
    ("Select[OddQ][{1, 2, 3}]", "{1, 3}"),
    ("Select[{}, EvenQ]", "{}"),
    ("Select[{1, 2, 3, 4}, EvenQ, Infinity]", "{2, 4}"),
    ("Select[<|a -> 1, b -> 2|>, EvenQ]", "<|b -> 2|>"),
    ("Select[x, EvenQ]", "Select[x, EvenQ]",
     ["Select::normal: Nonatomic expression expected at position 1 in Select[x, EvenQ]."]),
    ("Select[{1}, EvenQ, -1]", "Select[{1}, EvenQ, -1]",
     ["Select::innf: Non-negative integer or Infinity expected at position 3 in "
      "Select[{1}, EvenQ, -1]."]),
    # Cases
    ("Cases[{1, a, 2, b}, _Integer]", "{1, 2}"),
    ("Cases[{1, a, 2}, x_Integer :> x^2]", "{1, 4}"),
    ("Cases[{f[1], g[2], f[3]}, f[x_] -> x]", "{1, 3}"),
    ("Cases[{a, {b, {c}}}, _Symbol, Infinity]", "{a, b, c}"),
    ("Cases[{a, {b, {c}}}, _List, Infinity]", "{{c}, {b, {c}}}"),
    ("Cases[{1, 2, 3}, _, 1, 2]", "{1, 2}"),
    ("Cases[{{1, 2}, {3}}, {x_, y_} :> x + y]", "{3}"),
    ("Cases[{1, 2, 3, 4}, x_ /; x > 2]", "{3, 4}"),
    ("Cases[{a -> 1, b -> 2}, (b -> x_) :> x]", "{2}"),
    ("Cases[{a -> 1, b -> 2}, a -> 1]", "{}"),
    ("Cases[f[a, g[b]], _Symbol, {2}]", "{b}"),
    ("Cases[f[a, g[b]], _Symbol, -1]", "{a, b}"),
    ("Cases[{a, f[b]}, _Symbol, Infinity, Heads -> True]", "{List, a, f, b}"),
    ("Cases[x, _]", "{}"),
    ("Cases[{}, _]", "{}"),
    ("Cases[_String][{\"a\", 1}]", "{a}"),
    ("Cases[<|a -> 1, b -> x|>, _Integer]", "{1}"),
    ("Cases[{a}, a, x]", "Cases[{a}, a, x]", [LEVEL % ("Cases", "x")]),
    ("Cases[{a}, a, 1, -2]", "Cases[{a}, a, 1, -2]",
     ["Cases::innf: Non-negative integer or Infinity expected at position 4 in "
      "Cases[{a}, a, 1, -2]."]),
    # DeleteCases
    ("DeleteCases[{1, a, 2, b}, _Integer]", "{a, b}"),
    ("DeleteCases[{a, {a, b}}, a, Infinity]", "{{b}}"),
    ("DeleteCases[{a, {a, b}}, a]", "{{a, b}}"),
    ("DeleteCases[{a, a, a}, a, 1, 2]", "{a}"),
    ("DeleteCases[f[a, b], a]", "f[b]"),
    ("DeleteCases[{1, 2, 3, 4}, x_ /; x > 2]", "{1, 2}"),
    ("DeleteCases[{{a}, {b}}, a, {2}]", "{{}, {b}}"),
    ("DeleteCases[{}, a]", "{}"),
    ("DeleteCases[<|a -> 1, b -> 2|>, 1]", "<|b -> 2|>"),
    ("DeleteCases[_Integer][{1, x}]", "{x}"),
    ("DeleteCases[{a}, a, {1}, -1]", "DeleteCases[{a}, a, {1}, -1]",
     ["DeleteCases::innf: Non-negative integer or Infinity expected at position 4 in "
      "DeleteCases[{a}, a, {1}, -1]."]),
    ("DeleteCases[{a}, a, q]", "DeleteCases[{a}, a, q]", [LEVEL % ("DeleteCases", "q")]),
    # MemberQ
    ("MemberQ[{a, b, c}, b]", "True"),
    ("MemberQ[{a, b, c}, d]", "False"),
    ("MemberQ[{a, {b}}, b]", "False"),
    ("MemberQ[{a, {b}}, b, 2]", "True"),
    ("MemberQ[{a, {b}}, b, Infinity]", "True"),
    ("MemberQ[{1, x}, _Integer]", "True"),
    ("MemberQ[{1, 2}, x_ /; x > 1]", "True"),
    ("MemberQ[f[a], f]", "False"),
    ("MemberQ[f[a], f, Heads -> True]", "True"),
    ("MemberQ[x][{x, y}]", "True"),
    ("MemberQ[{}, a]", "False"),
    ("MemberQ[x, x]", "False"),
    ("MemberQ[{a}, a, z]", "MemberQ[{a}, a, z]", [LEVEL % ("MemberQ", "z")]),
    # FreeQ
    ("FreeQ[{a, f[b]}, b]", "False"),
    ("FreeQ[x^2 + y, z]", "True"),
    ("FreeQ[x^2 + y, x]", "False"),
    ("FreeQ[f[x], f]", "False"),
    ("FreeQ[f[x], f, Heads -> False]", "True"),
    ("FreeQ[{a, {b}}, b, 1]", "True"),
    ("FreeQ[{1, 2}, _Integer]", "False"),
    ("FreeQ[{a, b}, _Integer]", "True"),
    ("FreeQ[x, x]", "False"),
    ("FreeQ[_Integer][{a, 1}]", "False"),
    ("FreeQ[{a}, a, z]", "FreeQ[{a}, a, z]", [LEVEL % ("FreeQ", "z")]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (list(row[2]) if len(row) > 2 else [])
