"""Session 6 (helper algebra): PiecewiseExpand: the primitives' Piecewise forms, functions
of them, merged nested forms (checked pointwise against the original), impossible branches
left out."""

import pytest

from algebra6_support import check_examples
from support import formatted, s  # noqa: F401 (s: the module's Session fixture)


CASES = [
    ("PiecewiseExpand[Max[x, 0] + Min[x, 1]]", "Piecewise[{{x, x <= 0}, {1 + x, x >= 1}}, 2 x]"),
    ("PiecewiseExpand[UnitStep[x - 1]]", "Piecewise[{{1, x >= 1}}, 0]"),
    ("PiecewiseExpand[Sign[x], Element[x, Reals]]", "Piecewise[{{-1, x < 0}, {1, x > 0}}, 0]"),
    ("PiecewiseExpand[KroneckerDelta[x, y]]", "Piecewise[{{1, x - y == 0}}, 0]"),
    ("PiecewiseExpand[Ramp[x]]", "Piecewise[{{x, x >= 0}}, 0]"),
    ("PiecewiseExpand[Boole[x > 2]]", "Piecewise[{{1, x > 2}}, 0]"),
    ("PiecewiseExpand[Clip[x, {a, b}]]", "Piecewise[{{a, x < a}, {b, x > b}}, x]"),
    ("PiecewiseExpand[Abs[x]]", "Abs[x]"),
    ("PiecewiseExpand[Sin[x] + 1]", "1 + Sin[x]"),
    ("g = Max[x, 0] + Min[x, 1] + UnitStep[x - 1/2] + Clip[2 x]; f = PiecewiseExpand[g]; "
     "Union[Table[(f - g) /. x -> t, {t, -2, 2, 1/8}]]", "{0}"),
    ("g = Max[x, y] + Max[y, z]; f = PiecewiseExpand[g]; "
     "Union[Flatten[Table[(f - g) /. {x -> p, y -> q, z -> r}, {p, -1, 1}, {q, -1, 1}, "
     "{r, -1, 1}]]]", "{0}"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_cases(s, src, expected):
    assert formatted(s, src) == expected


def test_examples():
    check_examples("PiecewiseExpand")
