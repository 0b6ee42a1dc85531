"""ArgMin and friends, the N and Find variants, and LinearOptimization (text in, exact OutputForm and messages out)."""

import pytest

from mathilda.session import Session

CASES = [
    ('ArgMin[2 x^2 - 3 x + 5, x]', '3/4', []),
    ('ArgMin[(x - 1)^2 + (y - 2)^2, {x, y}]', '{1, 2}', []),
    ('ArgMin[{x^2, x >= 1}, x]', '1', []),
    ('ArgMin[x^2 - 3 x, {x}]', '{3/2}', []),
    ('ArgMax[-x^2 + 4 x, x]', '2', []),
    ('ArgMax[{x, x^2 <= 2}, x]', 'Sqrt[2]', []),
    ('ArgMax[{x + y, x^2 + y^2 <= 1}, {x, y}]', '{0.707107, 0.707107}', []),
    ('MinValue[2 x^2 - 3 x + 5, x]', '31/8', []),
    ('MinValue[{x^2 + y^2, x + y == 1}, {x, y}]', '1/2', []),
    ('MaxValue[-x^2 + 4 x, x]', '4', []),
    ('MaxValue[x/(x^2 + 1), x]', '1/2', []),
    ('MinValue[{x, x^2 < -1}, x]', 'Infinity', []),
    ('ArgMin[{x, x^2 < -1}, x]', 'Indeterminate', []),
    ('NArgMin[x^4 - 3 x^2 + x, x]', '{-1.30084}', []),
    ('NArgMin[{x^2 + y^2, x + y >= 1}, {x, y}]', '{0.5, 0.5}', []),
    ('NArgMax[Sin[x] Exp[-x^2], x]', '{0.653271}', []),
    ('NMinValue[x^4 - 3 x^2 + x, x]', '-3.51391', []),
    ('NMaxValue[{x y, x + y == 2}, {x, y}]', '1.', []),
    ('FindArgMin[2 x^2 + 3 x - 5, {x, 1}]', '{-0.75}', []),
    ('FindArgMin[(x - 1)^2 + (y - 2)^2 + 3, {{x, 0}, {y, 0}}]', '{1., 2.}', []),
    ('FindArgMax[Sin[x], {x, 1}]', '{1.5708}', []),
    ('FindMinValue[x^2 - 3 x + 2, {x, 1}]', '-0.25', []),
    ('FindMaxValue[x Exp[-x], {x, 2}]', '0.367879', []),
    ('ArgMin[f, 3]',
     'ArgMin[f, 3]',
     ['Minimize::ivar: 3 is not a valid variable.']),
    ('LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}]', '{x -> 0, y -> 3/2}', []),
    ('LinearOptimization[x + 2 y, {-5 x + y == 7, x + y >= 26, x >= 3, y >= 4}, {x, y}]', '{x -> 19/6, y -> 137/6}', []),
    ('LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}, "PrimalMinimumValue"]', '3/2', []),
    ('LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}, "PrimalMinimizer"]', '{0, 3/2}', []),
    ('LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}, {"PrimalMinimizer", "PrimalMinimumValue"}]', '{{0, 3/2}, 3/2}', []),
    ('LinearOptimization[x + y + 5, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}, "PrimalMinimumValue"]', '13/2', []),
    ('LinearOptimization[{1, 1}, {{{1, 2}, {1, 0}, {0, 1}}, {-3, 0, 0}}]', '{0, 3/2}', []),
    ('LinearOptimization[{1, 1}, {{{1, 2}}, {-3}}, {{{1, -1}}, {0}}]', '{1, 1}', []),
    ('LinearOptimization[{-1, -1}, {{{-2, -1}, {1, 0}, {0, 1}}, {7/2, 0, 0}}, {Integers, Integers}]', '{0, 3}', []),
    ('LinearOptimization[-x - y, {2 x + y <= 7/2, x >= 0, y >= 0, x \\[Element] Integers, y \\[Element] Integers}, {x, y}]', '{x -> 0, y -> 3}', []),
    ('LinearOptimization[-x - y, {x + 2 y <= 7/2, x >= 0, y >= 0}, {x \\[Element] Integers, y}]', '{x -> 3, y -> 1/4}', []),
    ('LinearOptimization[1. x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}]', '{x -> 0., y -> 1.5}', []),
    ('LinearOptimization[x, {x >= 1, x <= 0}, {x}]',
     '{x -> Indeterminate}',
     ['LinearOptimization::nsolc: There are no points that satisfy the constraints.']),
    ('LinearOptimization[x, {x <= 1}, {x}]',
     '{x -> Indeterminate}',
     ['LinearOptimization::ubnd: The problem is unbounded.']),
    ('LinearOptimization[x^2, {x >= 1}, {x}]',
     'LinearOptimization[x^2, {x >= 1}, {x}]',
     ['LinearOptimization::linobj: The objective function x^2 is not linear in the variables.']),
    ('LinearOptimization[x, {x >= 1}, {x}, "Foo"]',
     'LinearOptimization[x, {x >= 1}, {x}, Foo]',
     ['LinearOptimization::prop: "Foo" is not a known property of LinearOptimization.']),
    ('LinearOptimization[x + y, {1 <= x <= 2, 0 <= y <= 3, x + y >= 2}, {x, y}]', '{x -> 1, y -> 1}', []),
    ('LinearOptimization[x, {x >= 1}, {x}, "ObjectiveVector"]', '{1}', []),
    ('LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}, {"DualMaximizer", "DualMaximumValue"}]', '{{{1/2, 1/2, 0}, {}}, 3/2}', []),
    ('LinearOptimization[{1, 1}, {{{1, 2}}, {-3}}, {{{1, -1}}, {0}}, "DualMaximizer"]', '{{2/3}, {1/3}}', []),
    ('LinearOptimization[x + 2 y, {-5 x + y == 7, x + y >= 26, x >= 3, y >= 4}, {x, y}, "DualMaximizer"]', '{{11/6, 0, 0}, {1/6}}', []),
    ('LinearOptimization[x, {x >= 1, x <= 0}, {x}, "DualMaximizer"]',
     'Indeterminate',
     ['LinearOptimization::nsolc: There are no points that satisfy the constraints.']),
]


@pytest.mark.parametrize("text,expected,messages", CASES)
def test_optimize(text, expected, messages):
    s = Session()
    r = s.evaluate(text)
    assert (str(r), [str(m) for m in s.messages]) == (expected, messages), text
