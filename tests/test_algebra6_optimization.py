"""Session 6 (helper algebra): QuadraticOptimization (exact active sets, SLSQP for machine
input), LinearFractionalOptimization (Charnes-Cooper), KnapsackSolve: exact outputs checked
by hand and against brute force, and the messages of bad input."""

import pytest

from algebra6_support import check_examples, check_message
from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def _run(s, src):
    return s.format(s.evaluate(src))


CASES = [
    ("QuadraticOptimization[x^2 + y^2 + z^2, {x + y + z == 3, x - y >= 1}, {x, y, z}]",
     "{x -> 3/2, y -> 1/2, z -> 1}"),
    ("QuadraticOptimization[x^2 - 2 x, {}, {x}]", "{x -> 1}"),
    ("QuadraticOptimization[x, {x >= 0}, {x}]", "{x -> 0}"),
    ("QuadraticOptimization[x^2 + y^2, {x + y >= 1}, {x, y}, "
     "{\"PrimalMinimizer\", \"PrimalMinimumValue\"}]", "{{1/2, 1/2}, 1/2}"),
    ("QuadraticOptimization[(x - y)^2 + x, {x >= 0, y >= 0, x + y <= 4}, {x, y}]",
     "{x -> 0, y -> 0}"),
    ("QuadraticOptimization[2 x^2 + y^2 - x y - 4 x, {x + y <= 1, x >= 0, y >= 0}, {x, y}]",
     "{x -> 7/8, y -> 1/8}"),
    ("QuadraticOptimization[{{{2, 0}, {0, 2}}, {-2, -4}}, {{{-1, -1}}, {1}}, "
     "\"PrimalMinimumValue\"]", "-3"),
    ("r = QuadraticOptimization[x^2 + 2 y^2 + 0.5 x, {x + y >= 2.}, {x, y}]; "
     "Chop[({x, y} /. r) - {1.25, 0.75}, 10^-6]", "{0, 0}"),
    ("KnapsackSolve[{3, 4, 5}, 20]", "{6, 0, 0}"),
    ("KnapsackSolve[{{6, 4, 2}, {5, 3, 3}, {1, 2, 5}}, 10]", "{1, 2, 0}"),
    ("LinearFractionalOptimization[(x + 1)/(2 x + 3), {x >= 0, x <= 10}, {x}]", "{x -> 0}"),
    ("LinearFractionalOptimization[(-x - y)/(x + 2), {x + y <= 4, x >= 0, y >= 0}, {x, y}, "
     "\"PrimalMinimumValue\"]", "-2"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert _run(s, src) == expected


def test_knapsack_against_brute_force(s):
    from itertools import product
    profits, costs, cap = [7, 9, 5, 12], [3, 4, 2, 6], 13
    best = max((sum(p * k for p, k in zip(profits, ks)), ks)
               for ks in product(range(7), repeat=4)
               if sum(c * k for c, k in zip(costs, ks)) <= cap)[0]
    got = s.evaluate("KnapsackSolve[{{7, 3}, {9, 4}, {5, 2}, {12, 6}}, 13]")
    ks = [int(str(a)) for a in got.args]
    assert sum(c * k for c, k in zip(costs, ks)) <= cap
    assert sum(p * k for p, k in zip(profits, ks)) == best


MESSAGES = [
    ("QuadraticOptimization[-x, {}, {x}]", "QuadraticOptimization[-x, {}, {x}]",
     "QuadraticOptimization::ubnd: The problem is unbounded."),
    ("QuadraticOptimization[x^2, {x^2 <= 1}, {x}]", "QuadraticOptimization[x^2, {x^2 <= 1}, {x}]",
     "QuadraticOptimization::lincon: The constraint x^2 <= 1 is not linear in the variables."),
    ("QuadraticOptimization[x^2, {x >= 0}, {x}, \"Foo\"]",
     "QuadraticOptimization[x^2, {x >= 0}, {x}, Foo]",
     "QuadraticOptimization::prop: \"Foo\" is not a known property of QuadraticOptimization."),
    ("QuadraticOptimization[x^2, {x >= 0}, {2}]", "QuadraticOptimization[x^2, {x >= 0}, {2}]",
     "QuadraticOptimization::ivar: 2 is not a valid variable."),
    ("KnapsackSolve[{{1, {1, 2}}}, 3]", "KnapsackSolve[{{1, {1, 2}}}, 3]",
     "KnapsackSolve::dims: The dimensions of the arguments are inconsistent."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(src, expected, message):
    check_message(src, expected, message)


NAMES = ["QuadraticOptimization", "LinearFractionalOptimization", "KnapsackSolve"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
