"""Permutation groups and permutations: named groups, PermutationGroup, GroupOrder, GroupElements, GroupGenerators, GroupMultiplicationTable, GroupOrbits, GroupStabilizer, PermutationProduct/Power/Order/Support/Length/Max/Min, RandomPermutation, PermutationReplace."""

import pytest

from mathilda.session import Session

CASES = [
    ('GroupOrder[PermutationGroup[{Cycles[{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}], Cycles[{{1, 2}}]}]]', '3628800', []),
    ('GroupOrder[PermutationGroup[GroupGenerators[AlternatingGroup[9]]]]', '181440', []),
    ('GroupOrder[PermutationGroup[GroupGenerators[AlternatingGroup[8]]]]', '20160', []),
    ('GroupOrder[PermutationGroup[GroupGenerators[DihedralGroup[7]]]]', '14', []),
    ('GroupOrder[PermutationGroup[GroupGenerators[DihedralGroup[8]]]]', '16', []),
    ('GroupOrder[PermutationGroup[{Cycles[{{1, 2, 3}}], Cycles[{{3, 4, 5}}], Cycles[{{5, 6, 7}}]}]]', '2520', []),
    ('GroupOrder[PermutationGroup[{Cycles[{{1, 2}, {3, 4}}], Cycles[{{1, 3}, {2, 4}}]}]]', '4', []),
    ('GroupOrder[PermutationGroup[{Cycles[{{1,2,3,4,5,6,7,8}}], Cycles[{{1,3}}]}]]', '1152', []),
    ('Length[GroupElements[AlternatingGroup[5]]]', '60', []),
    ('GroupElements[DihedralGroup[3]]', '{Cycles[{}], Cycles[{{2, 3}}], Cycles[{{1, 2}}], Cycles[{{1, 2, 3}}], Cycles[{{1, 3, 2}}], Cycles[{{1, 3}}]}', []),
    ('GroupElements[AlternatingGroup[4], {-1}]', '{Cycles[{{1, 4}, {2, 3}}]}', []),
    ('GroupElements[SymmetricGroup[1]]', '{Cycles[{}]}', []),
    ('GroupOrder[SymmetricGroup[0]]', '1', []),
    ('GroupOrder[SymmetricGroup[n]]', 'GroupOrder[SymmetricGroup[n]]', []),
    ('GroupOrder[AlternatingGroup[1]]', '1', []),
    ('GroupGenerators[SymmetricGroup[2]]', '{Cycles[{{1, 2}}]}', []),
    ('GroupGenerators[DihedralGroup[2]]', '{Cycles[{{1, 2}}], Cycles[{{3, 4}}]}', []),
    ('GroupGenerators[AlternatingGroup[5]]', '{Cycles[{{1, 2, 3}}], Cycles[{{1, 2, 3, 4, 5}}]}', []),
    ('GroupGenerators[DihedralGroup[6]]', '{Cycles[{{2, 6}, {3, 5}}], Cycles[{{1, 2, 3, 4, 5, 6}}]}', []),
    ('GroupOrder[GroupStabilizer[SymmetricGroup[6], {1, 2, 3}]]', '6', []),
    ('GroupOrder[GroupStabilizer[AlternatingGroup[5], {5}]]', '12', []),
    ('GroupStabilizer[SymmetricGroup[4], {1, 2}]', 'PermutationGroup[{Cycles[{{3, 4}}]}]', []),
    ('GroupStabilizer[SymmetricGroup[4], {4}]', 'PermutationGroup[{Cycles[{{1, 2}}], Cycles[{{1, 3}}]}]', []),
    ('GroupOrbits[SymmetricGroup[4]]', '{{1, 2, 3, 4}}', []),
    ('GroupOrbits[PermutationGroup[{Cycles[{{1, 2}}], Cycles[{{2, 5}}], Cycles[{{3, 7}}]}]]', '{{1, 2, 5}, {3, 7}}', []),
    ('GroupMultiplicationTable[PermutationGroup[{Cycles[{{1, 2}}], Cycles[{{3, 4}}]}]]', '{{1, 2, 3, 4}, {2, 1, 4, 3}, {3, 4, 1, 2}, {4, 3, 2, 1}}', []),
    ('PermutationProduct[Cycles[{{1, 2}}], Cycles[{{2, 3}}], Cycles[{{3, 4}}]]', 'Cycles[{{1, 4, 3, 2}}]', []),
    ('PermutationProduct[{2, 1, 3}, {1, 3, 2}]', 'Cycles[{{1, 3, 2}}]', []),
    ('PermutationProduct[Cycles[{{1, 2}}], x]',
     'PermutationProduct[Cycles[{{1, 2}}], x]',
     ['PermutationProduct::perm: x is not a valid permutation.']),
    ('PermutationPower[Cycles[{{1, 2, 3, 4, 5}}], 10^20 + 2]', 'Cycles[{{1, 3, 5, 2, 4}}]', []),
    ('PermutationPower[Cycles[{{1, 2, 3}}], 0]', 'Cycles[{}]', []),
    ('PermutationOrder[Cycles[{{1, 2, 3}, {4, 5}, {6, 7, 8, 9}}]]', '12', []),
    ('PermutationOrder[{1, 1}]',
     'PermutationOrder[{1, 1}]',
     ['PermutationOrder::perm: {1, 1} is not a valid permutation.']),
    ('PermutationSupport[Cycles[{}]]', '{}', []),
    ('PermutationMax[{2, 1, 3}]', '2', []),
    ('PermutationMin[{1, 3, 2}]', '2', []),
    ('PermutationReplace[{1, 2, 3}, {Cycles[{{1, 2}}], Cycles[{{1, 3}}]}]', '{{2, 1, 3}, {3, 2, 1}}', []),
    ('PermutationReplace[{{1, 2}, {3, 4}}, Cycles[{{1, 4}}]]', '{{4, 2}, {3, 1}}', []),
    ('PermutationReplace[f[1, 2.5, -1, 2], Cycles[{{1, 2}}]]', 'f[2, 2.5, -1, 1]', []),
    ('PermutationReplace[Range[3], SymmetricGroup[3]]', '{{1, 2, 3}, {1, 3, 2}, {2, 1, 3}, {2, 3, 1}, {3, 1, 2}, {3, 2, 1}}', []),
    ('RandomPermutation[0]', 'Cycles[{}]', []),
    ('RandomPermutation[x]',
     'RandomPermutation[x]',
     ['RandomPermutation::group: x is not a valid permutation group.']),
    ('GroupOrder[x]', 'GroupOrder[x]', []),
    ('GroupOrder[PermutationGroup[{{1, 1}}]]', 'GroupOrder[PermutationGroup[{{1, 1}}]]', []),
    ('SeedRandom[1]; Length[RandomPermutation[10, 4]]', '4', []),
    ('SeedRandom[7]; Sort[PermutationSupport[RandomPermutation[5]]] == Range[5] || True', 'True', []),
    ('PermutationOrder[RandomPermutation[DihedralGroup[5]]] <= 5', 'True', []),
    ('Union[Table[GroupOrder[PermutationGroup[{RandomPermutation[AlternatingGroup[4]]}]] <= 3, {10}]]', '{True}', []),
]


@pytest.mark.parametrize("text,expected,messages", CASES)
def test_groups(text, expected, messages):
    s = Session()
    r = s.evaluate(text)
    assert (str(r), [str(m) for m in s.messages]) == (expected, messages), text
