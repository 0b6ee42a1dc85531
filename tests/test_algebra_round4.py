"""Issue 20, the last pieces: $MinPrecision/$MaxPrecision, conditions decided by
assumptions (Refine, Simplify, FullSimplify), Solve/Reduce with inequalities and domains,
Symmetrize and the symmetry predicates, exact SingularValueDecomposition."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def _run(s, src):
    r = s.evaluate(src)
    return s.format(r)


PRECISION = [
    ("Block[{$MinPrecision = 20}, Precision[N[1/3, 5]]]", "20."),
    ("Block[{$MinPrecision = 20}, Precision[N[Pi, 30] - 3.14159265358979`30]]", "20."),
    ("Precision[N[Pi, 30] - 3.14159265358979`30] < 16", "True"),
    ("Block[{$MaxPrecision = 10}, Precision[N[Pi, 30]]]", "10."),
    ("Block[{$MaxPrecision = 10}, N[Pi, 30]]", "3.141592654"),
    ("Block[{$MaxPrecision = 10}, Precision[2.5`40 * 3]]", "10."),
    ("Block[{$MaxPrecision = MachinePrecision}, Precision[N[Pi, 30]]]", "MachinePrecision"),
    ("Block[{$MaxPrecision = MachinePrecision}, N[Sqrt[2], 40]]", "1.41421"),
    ("Block[{$MinPrecision = 20}, {$MinPrecision, $MaxPrecision}]", "{20, Infinity}"),
    ("{$MinPrecision, $MaxPrecision}", "{0, Infinity}"),
    ("Block[{$MinPrecision = 20}, Precision[1.5]]", "MachinePrecision"),
    ("Precision[N[1/3, 5]]", "5."),
]


@pytest.mark.parametrize("src,expected", PRECISION)
def test_precision_bounds(s, src, expected):
    assert _run(s, src) == expected


def test_precision_bound_messages(s):
    r = s.evaluate("$MaxPrecision = -1")
    assert [str(m) for m in s.messages] == [
        "$MaxPrecision::precset: Cannot set $MaxPrecision to -1; value must be a "
        "non-negative real number, MachinePrecision or (for $MaxPrecision) Infinity."]
    assert s.format(s.evaluate("$MaxPrecision")) == "Infinity"
    s.evaluate("Block[{$MaxPrecision = 10}, N[Pi, 30]]")
    assert [str(m) for m in s.messages] == [
        "N::preclg: Requested precision 30 is larger than $MaxPrecision. Using current "
        "$MaxPrecision of 10 instead. $MaxPrecision = Infinity specifies that any precision "
        "should be allowed."]
    s.evaluate("$MinPrecision = 40; $MaxPrecision = 30")
    assert [str(m) for m in s.messages] == [
        "$MaxPrecision::preccon: Cannot set $MaxPrecision such that $MaxPrecision < "
        "$MinPrecision."]
    s.evaluate("$MinPrecision = 0")
    assert s.format(s.evaluate("{$MinPrecision, $MaxPrecision}")) == "{0, Infinity}"
    del r


ASSUMED = [
    ("FullSimplify[x^2 >= 0, Element[x, Reals]]", "True"),
    ("Simplify[x^2 >= 0, Element[x, Reals]]", "True"),
    ("Simplify[x^2 >= 0]", "x^2 >= 0"),
    ("Refine[x^2 < 0, Element[x, Reals]]", "False"),
    ("Simplify[x + y > 0, x > 0 && y > 0]", "True"),
    ("Refine[x y > 0, x > 0 && y > 0]", "True"),
    ("Refine[x y < 0, x > 0 && y < 0]", "True"),
    ("Refine[x^2 + y^2 >= 0, Element[x | y, Reals]]", "True"),
    ("Refine[Abs[x] > -1, Element[x, Reals]]", "True"),
    ("Refine[Exp[x] > 0, Element[x, Reals]]", "True"),
    ("Simplify[Abs[x] >= 0, Element[x, Reals]]", "True"),
    ("Refine[Max[x, y], x > y]", "x"),
    ("Refine[Min[x, y], x > y]", "y"),
    ("Assuming[x > 0 && y > 0, Refine[x + y > 0]]", "True"),
    ("Assuming[Element[x, Reals], FullSimplify[x^2 + 1 > 0]]", "True"),
    ("Refine[x + 1 > x, Element[x, Reals]]", "True"),
    ("Refine[x^3 > 0, x > 0]", "True"),
]


@pytest.mark.parametrize("src,expected", ASSUMED)
def test_conditions_under_assumptions(s, src, expected):
    assert _run(s, src) == expected
