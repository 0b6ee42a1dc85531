"""Session 6 (helper algebra): BooleanVariables, SatisfiabilityCount,
SatisfiabilityInstances, BooleanMinterms, BooleanMaxterms, Exists and ForAll (and Reduce
eliminating them through Resolve): exact printed outputs and messages."""

import pytest

from algebra6_support import check_examples, check_message
from support import formatted, s  # noqa: F401 (s: the module's Session fixture)


CASES = [
    ("BooleanVariables[Implies[a, b] || Xor[c, a]]", "{a, b, c}"),
    ("SatisfiabilityCount[Xor @@ Array[p, 12]]", "2048"),
    ("SatisfiabilityCount[Majority[a, b, c]]", "4"),
    ("SatisfiabilityCount[Equivalent[a, b, c]]", "2"),
    ("SatisfiabilityCount[Nand[a, b] && c, {a, b, c, d}]", "6"),
    ("SatisfiabilityInstances[Majority[a, b, c], {a, b, c}, All]",
     "{{True, True, True}, {True, True, False}, {True, False, True}, {False, True, True}}"),
    ("Length[SatisfiabilityInstances[Xor[a, b, c, d], {a, b, c, d}, All]]", "8"),
    ("SatisfiabilityInstances[a && b, {a, b}, 5]", "{{True, True}}"),
    ("And @@ (BooleanTable[BooleanMinterms[{1, 4, 6}, {x, y, z}], {x, y, z}] == "
     "{False, True, False, True, False, False, True, False})", "True"),
    ("BooleanMinterms[0, {x, y}]", "!x && !y"),
    ("BooleanMinterms[1, {x}]", "x"),
    ("BooleanMaxterms[1, {x}]", "!x"),
    ("BooleanMaxterms[{1, 2}, {x, y}]", "(x || !y) && (!x || y)"),
    ("TautologyQ[Equivalent[BooleanMinterms[{0, 3}, {x, y}], !BooleanMaxterms[{1, 2}, {x, y}]] "
     "|| True]", "True"),
    ("Exists[{x, y}, x > y]", "Exists[{x, y}, x > y]"),
    ("ForAll[x, x > 0, True]", "True"),
    ("Exists[x, x > 0, True]", "Exists[x, x > 0, True]"),
    ("Reduce[Exists[x, x^2 == a], a, Reals]", "a >= 0"),
    ("Reduce[ForAll[x, x^2 >= c], c, Reals]", "c <= 0"),
    ("Reduce[Exists[x, x^2 == a && x > 1], a, Reals]", "a > 1"),
    ("Reduce[ForAll[x, x^2 + b x + 1 > 0], b, Reals]", "-2 < b < 2"),
    ("Resolve[Exists[x, x > 1 && x < 1 + 1], Reals]", "True"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert formatted(s, src) == expected


MESSAGES = [
    ("SatisfiabilityInstances[a, {\"s\"}]", "SatisfiabilityInstances[a, {s}]",
     "SatisfiabilityInstances::bvar: \"s\" is not a valid Boolean variable."),
    ("BooleanMaxterms[{{1, 2}}, {x, y}]", "BooleanMaxterms[{{1, 2}}, {x, y}]",
     "BooleanMaxterms::spec: {{1, 2}} is not a valid term specification for 2 variables: an "
     "index from 0 to 2^2 - 1, a list of them or a list of 0/1 vectors."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(src, expected, message):
    check_message(src, expected, message)


NAMES = ["BooleanVariables", "SatisfiabilityCount", "SatisfiabilityInstances",
         "BooleanMinterms", "BooleanMaxterms", "Exists", "ForAll"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
