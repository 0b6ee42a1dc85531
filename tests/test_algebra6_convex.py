"""Session 6 (helper algebra): ConvexOptimization and SecondOrderConeOptimization (through
NMinimize): machine results checked against the known minimizers, and the messages."""

import pytest

from algebra6_support import check_examples, check_message
from support import formatted, s  # noqa: F401 (s: the module's Session fixture)


CASES = [
    ("r = ConvexOptimization[-Log[x] - Log[y], {x + y <= 2, x >= 1/10, y >= 1/10}, {x, y}]; "
     "Chop[({x, y} /. r) - {1, 1}, 10^-5]", "{0, 0}"),
    ("ConvexOptimization[x^2 + y^2, {x + y >= 1}, {x, y}, {\"PrimalMinimizer\", "
     "\"PrimalMinimumValue\"}]", "{{0.5, 0.5}, 0.5}"),
    ("Chop[SecondOrderConeOptimization[x, {Norm[{x, y}] <= 2, y >= 1}, {x, y}, "
     "\"PrimalMinimumValue\"] + Sqrt[3.], 10^-5]", "0"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert formatted(s, src) == expected


MESSAGES = [
    ("ConvexOptimization[-x^2, {x <= 1}, {x}]", "ConvexOptimization[-x^2, {x <= 1}, {x}]",
     "ConvexOptimization::ncvx: The objective function -x^2 is not convex in the variables."),
    ("ConvexOptimization[x^2, {x <= 1}, {x}, \"Foo\"]",
     "ConvexOptimization[x^2, {x <= 1}, {x}, Foo]",
     "ConvexOptimization::prop: \"Foo\" is not a known property of ConvexOptimization."),
    ("ConvexOptimization[x^2, {x <= 1}, {1}]", "ConvexOptimization[x^2, {x <= 1}, {1}]",
     "ConvexOptimization::ivar: 1 is not a valid variable."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(src, expected, message):
    check_message(src, expected, message)


NAMES = ["ConvexOptimization", "SecondOrderConeOptimization"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
