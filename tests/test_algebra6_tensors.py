"""Session 6 (helper algebra): TensorTranspose, TensorWedge, HodgeDual on arrays: exact
outputs and the identities (antisymmetry, the double dual's sign, Levi-Civita)."""

import pytest

from algebra6_support import check_examples
from support import formatted, s  # noqa: F401 (s: the module's Session fixture)


CASES = [
    ("t = Array[100 #1 + 10 #2 + #3 &, {2, 3, 4}]; "
     "u = TensorTranspose[t, {2, 3, 1}]; {Dimensions[u], u[[4, 2, 3]]}", "{{4, 2, 3}, 234}"),
    ("t = Array[100 #1 + 10 #2 + #3 &, {2, 3, 4}]; "
     "TensorTranspose[TensorTranspose[t, {2, 3, 1}], {3, 1, 2}] == t", "True"),
    ("TensorTranspose[{{1, 2}, {3, 4}}, Cycles[{{1, 2}}]]", "{{1, 3}, {2, 4}}"),
    ("TensorTranspose[{{1, 2}, {3, 4}}, {1}]", "{{1, 2}, {3, 4}}"),
    ("TensorWedge[{a, b, c}, {d, e, f}] == -TensorWedge[{d, e, f}, {a, b, c}]", "True"),
    ("TensorWedge[{a, b, c}, {d, e, f}][[1]]", "{0, -(b d) + a e, -(c d) + a f}"),
    ("TensorWedge[{{0, 1}, {-1, 0}}, {a, b}]", "{{{0, 0}, {0, 0}}, {{0, 0}, {0, 0}}}"),
    ("TensorWedge[{{0, 1, 0}, {-1, 0, 0}, {0, 0, 0}}, {0, 0, 1}] == LeviCivitaTensor[3, List]",
     "True"),
    ("HodgeDual[TensorWedge[{1, 0, 0}, {0, 1, 0}]]", "{0, 0, 1}"),
    ("HodgeDual[HodgeDual[{a, b, c, d}]]", "{-a, -b, -c, -d}"),
    ("w = TensorWedge[{1, 2, 3, 4}, {0, 1, 0, 2}]; HodgeDual[HodgeDual[w]] == w", "True"),
    ("HodgeDual[LeviCivitaTensor[3, List]]", "1"),
    ("HodgeDual[1, 3] == LeviCivitaTensor[3, List]", "True"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert formatted(s, src) == expected


NAMES = ["TensorTranspose", "TensorWedge", "HodgeDual"]


@pytest.mark.parametrize("name", NAMES)
def test_examples(name):
    check_examples(name)
