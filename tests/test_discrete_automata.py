"""CellularAutomaton (elementary, k colours, ranges, totalistic and weighted codes, 2-D, explicit and function rules, backgrounds, step specifications) and SubstitutionSystem."""

import pytest

from mathilda.session import Session

CASES = [
    ('CellularAutomaton[30, {0, 0, 0, 1, 0, 0, 0}, 2]', '{{0, 0, 0, 1, 0, 0, 0}, {0, 0, 1, 1, 1, 0, 0}, {0, 1, 1, 0, 0, 1, 0}}', []),
    ('CellularAutomaton[30, {{1}, 0}, 2]', '{{0, 0, 1, 0, 0}, {0, 1, 1, 1, 0}, {1, 1, 0, 0, 1}}', []),
    ('CellularAutomaton[90, {{1}, 0}, 3]', '{{0, 0, 0, 1, 0, 0, 0}, {0, 0, 1, 0, 1, 0, 0}, {0, 1, 0, 0, 0, 1, 0}, {1, 0, 1, 0, 1, 0, 1}}', []),
    ('CellularAutomaton[110, {{1}, 0}, {{3}}]', '{1, 1, 0, 1, 0, 0, 0}', []),
    ('CellularAutomaton[30, {{1}, 0}, {2}]', '{{1, 1, 0, 0, 1}}', []),
    ('CellularAutomaton[30, {{1}, 0}, {1, 3, 2}]', '{{0, 0, 1, 1, 1, 0, 0}, {1, 1, 0, 1, 1, 1, 1}}', []),
    ('CellularAutomaton[30, {{1}, 0}, {{2}, All}]', '{{1, 1, 0, 0, 1}}', []),
    ('CellularAutomaton[1, {{1}, 0}, 2]', '{{0, 0, 1, 0, 0}, {1, 0, 0, 0, 1}, {0, 0, 1, 0, 0}}', []),
    ('CellularAutomaton[255, {0, 1, 0}, 1]', '{{0, 1, 0}, {1, 1, 1}}', []),
    ('CellularAutomaton[90, {0, 0, 1, 0, 0}]', '{0, 1, 0, 1, 0}', []),
    ('CellularAutomaton[{30, 2}, {0, 1, 0, 0}, 1]', '{{0, 1, 0, 0}, {1, 1, 1, 0}}', []),
    ('CellularAutomaton[{30, 2, 1}, {0, 1, 0, 0}, 1]', '{{0, 1, 0, 0}, {1, 1, 1, 0}}', []),
    ('CellularAutomaton[{1635, {3, 1}}, {{1}, 0}, 2]', '{{0, 0, 1, 0, 0}, {0, 2, 2, 2, 0}, {1, 2, 2, 2, 1}}', []),
    ('CellularAutomaton[{6, {2, 1}, 1}, {{1}, 0}, 2]', '{{0, 0, 1, 0, 0}, {0, 1, 1, 1, 0}, {1, 1, 0, 1, 1}}', []),
    ('CellularAutomaton[{10, {2, {2, 1, 0}}, 1}, {0, 1, 0, 0}, 2]', '{{0, 1, 0, 0}, {0, 1, 0, 0}, {0, 1, 0, 0}}', []),
    ('CellularAutomaton[{1234, 2, 2}, {{1}, 0}, 1]', '{{0, 0, 1, 0, 0}, {1, 0, 1, 0, 0}}', []),
    ('CellularAutomaton[{{1, 1, 1} -> 0, {1, 1, 0} -> 0, {1, 0, 1} -> 0, {1, 0, 0} -> 1, {0, 1, 1} -> 1, {0, 1, 0} -> 1, {0, 0, 1} -> 1, {0, 0, 0} -> 0}, {0, 0, 1, 0, 0}, 2]', '{{0, 0, 1, 0, 0}, {0, 1, 1, 1, 0}, {1, 1, 0, 0, 1}}', []),
    ('CellularAutomaton[{{1, 1} -> 0}, {0, 1}, 1]',
     'CellularAutomaton[{{1, 1} -> 0}, {0, 1}, 1]',
     ['CellularAutomaton::rule: {{1, 1} -> 0} is not a valid cellular automaton rule specification.']),
    ('CellularAutomaton[{Mod[Total[#], 2] &, {}, 1}, {0, 1, 0, 0}, 1]', '{{0, 1, 0, 0}, {1, 1, 1, 0}}', []),
    ('CellularAutomaton[{224, {2, {{2, 2, 2}, {2, 1, 2}, {2, 2, 2}}}, {1, 1}}, {{0, 1, 0, 0, 0}, {0, 0, 1, 0, 0}, {1, 1, 1, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}, {{4}}]', '{{0, 0, 0, 0, 0}, {0, 0, 1, 0, 0}, {0, 0, 0, 1, 0}, {0, 1, 1, 1, 0}, {0, 0, 0, 0, 0}}', []),
    ('CellularAutomaton[{2, {2, 1}, {1, 1}}, {{{1}}, 0}, {{1}}]', '{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}', []),
    ('CellularAutomaton[{1, {2, {{0, 1, 0}, {1, 0, 1}, {0, 1, 0}}}, {1, 1}}, {{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, 1]', '{{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, {{1, 0, 1}, {0, 1, 0}, {1, 0, 1}}}', []),
    ('Total[CellularAutomaton[30, {{1}, 0}, 100], 2]', '5299', []),
    ('Dimensions[CellularAutomaton[30, {{1}, 0}, 1000]]', '{1001, 2001}', []),
    ('CellularAutomaton[30, {0, 2, 0}, 1]',
     'CellularAutomaton[30, {0, 2, 0}, 1]',
     ['CellularAutomaton::bdy: The values in {0, 2, 0} should be integers from 0 to 1.']),
    ('CellularAutomaton[x, {0, 1, 0}, 1]',
     'CellularAutomaton[x, {0, 1, 0}, 1]',
     ['CellularAutomaton::rule: x is not a valid cellular automaton rule specification.']),
    ('CellularAutomaton[30, {a, b}, 1]',
     'CellularAutomaton[30, {a, b}, 1]',
     ['CellularAutomaton::init: {a, b} is not a valid initial condition specification.']),
    ('CellularAutomaton[30, {0, 1, 0}, -1]',
     'CellularAutomaton[30, {0, 1, 0}, -1]',
     ['CellularAutomaton::tspec: -1 is not a valid step specification.']),
    ('SubstitutionSystem[{0 -> {0, 1}, 1 -> {1, 0}}, {0}, 3]', '{{0}, {0, 1}, {0, 1, 1, 0}, {0, 1, 1, 0, 1, 0, 0, 1}}', []),
    ('SubstitutionSystem[{"A" -> "AB", "B" -> "A"}, "A", 4]', '{A, AB, ABA, ABAAB, ABAABABA}', []),
    ('SubstitutionSystem[{"A" -> "AB", "B" -> "A"}, "A", {{5}}]', 'ABAABABAABAAB', []),
    ('SubstitutionSystem[{1 -> {{1, 1}, {1, 0}}, 0 -> {{0, 0}, {0, 0}}}, {{1}}, {{2}}]', '{{1, 1, 1, 1}, {1, 0, 1, 0}, {1, 1, 0, 0}, {1, 0, 0, 0}}', []),
    ('SubstitutionSystem[{1 -> {{1, 1, 1}, {1, 0, 1}, {1, 1, 1}}, 0 -> {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}}, {{1}}, 1]', '{{{1}}, {{1, 1, 1}, {1, 0, 1}, {1, 1, 1}}}', []),
    ('SubstitutionSystem[{a -> {a, b}, b -> {a}}, {a}]', '{a, b}', []),
    ('SubstitutionSystem[{a -> {a, b}, b -> {a}}, {a}, {2}]', '{{a, b, a}}', []),
    ('SubstitutionSystem[{a -> {a, b}, b -> a}, {a}, 3]', '{{a}, {a, b}, {a, b, a}, {a, b, a, a, b}}', []),
    ('Length /@ SubstitutionSystem[{a -> {a, b}, b -> {a}}, {a}, 10]', '{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144}', []),
    ('SubstitutionSystem[x, {a}, 2]',
     'SubstitutionSystem[x, {a}, 2]',
     ['SubstitutionSystem::rule: x is not a valid substitution rule.']),
    ('SubstitutionSystem[{a -> {b}}, {a}, x]',
     'SubstitutionSystem[{a -> {b}}, {a}, x]',
     ['SubstitutionSystem::tspec: x is not a valid step specification.']),
]


@pytest.mark.parametrize("text,expected,messages", CASES)
def test_automata(text, expected, messages):
    s = Session()
    r = s.evaluate(text)
    assert (str(r), [str(m) for m in s.messages]) == (expected, messages), text
