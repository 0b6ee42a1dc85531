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


SOLVE_SETS = [
    ("Solve[x^2 < 4, x]", "{{x -> ConditionalExpression[x, -2 < x < 2]}}"),
    ("Solve[x^2 < 4]", "{{x -> ConditionalExpression[x, -2 < x < 2]}}"),
    ("Solve[x > 1 && x < 3 && Element[x, Integers], x]", "{{x -> 2}}"),
    ("Solve[x^2 < 10, x, Integers]",
     "{{x -> -3}, {x -> -2}, {x -> -1}, {x -> 0}, {x -> 1}, {x -> 2}, {x -> 3}}"),
    ("Solve[x > 1, x, Integers]",
     "{{x -> ConditionalExpression[C[1], C[1] ∈ Integers && C[1] >= 2]}}"),
    ("Solve[x^2 - 3 x + 2 > 0, x]",
     "{{x -> ConditionalExpression[x, x < 1]}, {x -> ConditionalExpression[x, x > 2]}}"),
    ("Solve[x^3 - x > 0, x]",
     "{{x -> ConditionalExpression[x, -1 < x < 0]}, {x -> ConditionalExpression[x, x > 1]}}"),
    ("Solve[x^2 <= 0, x]", "{{x -> 0}}"),
    ("Solve[x^2 + 1 < 0, x]", "{}"),
    ("Solve[Abs[x - 1] < 2, x]", "{{x -> ConditionalExpression[x, -1 < x < 3]}}"),
    ("Solve[x^2 == 4 && x > 0, x]", "{{x -> 2}}"),
    ("Solve[x^2 == 1 || x^2 == 4, x]", "{{x -> -2}, {x -> -1}, {x -> 1}, {x -> 2}}"),
    ("Solve[x^2 == 2 && Element[x, Reals], x]", "{{x -> -Sqrt[2]}, {x -> Sqrt[2]}}"),
    ("Solve[x^4 == 1 && Element[x, Reals], x]", "{{x -> -1}, {x -> 1}}"),
    ("Solve[x^2 + y^2 == 25, {x, y}, Integers]",
     "{{x -> -5, y -> 0}, {x -> -4, y -> -3}, {x -> -4, y -> 3}, {x -> -3, y -> -4}, "
     "{x -> -3, y -> 4}, {x -> 0, y -> -5}, {x -> 0, y -> 5}, {x -> 3, y -> -4}, "
     "{x -> 3, y -> 4}, {x -> 4, y -> -3}, {x -> 4, y -> 3}, {x -> 5, y -> 0}}"),
    ("Solve[2 x + 3 y == 7, {x, y}, Integers]",
     "{{x -> ConditionalExpression[2 + 3 C[1], C[1] ∈ Integers], "
     "y -> ConditionalExpression[1 - 2 C[1], C[1] ∈ Integers]}}"),
    ("Solve[{2 x + 3 y == 4, 3 x - 4 y <= 5, x - 2 y > -21}, {x, y}, Integers]",
     "{{x -> -7, y -> 6}, {x -> -4, y -> 4}, {x -> -1, y -> 2}}"),
    ("Solve[x > 0 && y > 0 && x + y < 4, {x, y}, Integers]",
     "{{x -> 1, y -> 1}, {x -> 1, y -> 2}, {x -> 2, y -> 1}}"),
]

REDUCE_SETS = [
    ("Reduce[x^2 == 1 && Element[x, Integers], x]", "x == -1 || x == 1"),
    ("Reduce[x^2 < 5 && Element[x, Integers], x]",
     "x == -2 || x == -1 || x == 0 || x == 1 || x == 2"),
    ("Reduce[x > 1 && Element[x, Reals], x]", "x > 1"),
    ("Reduce[x^2 + y^2 == 5, {x, y}, Integers]",
     "(x == -2 && y == -1) || (x == -2 && y == 1) || (x == -1 && y == -2) || "
     "(x == -1 && y == 2) || (x == 1 && y == -2) || (x == 1 && y == 2) || "
     "(x == 2 && y == -1) || (x == 2 && y == 1)"),
    ("Reduce[x^2 + y^2 == 5 && Element[x | y, Integers], {x, y}]",
     "(x == -2 && y == -1) || (x == -2 && y == 1) || (x == -1 && y == -2) || "
     "(x == -1 && y == 2) || (x == 1 && y == -2) || (x == 1 && y == 2) || "
     "(x == 2 && y == -1) || (x == 2 && y == 1)"),
    ("Reduce[2 x + 3 y == 7, {x, y}, Integers]",
     "C[1] ∈ Integers && x == 2 + 3 C[1] && y == 1 - 2 C[1]"),
    ("Reduce[2 x + 3 y == 7 && x > 0 && y > 0, {x, y}, Integers]", "x == 2 && y == 1"),
    ("Reduce[x > 0 && y > 0 && x + y < 4, {x, y}, Integers]",
     "(x == 1 && y == 1) || (x == 1 && y == 2) || (x == 2 && y == 1)"),
    ("Reduce[x^2 + y^2 == 3, {x, y}, Integers]", "False"),
]


@pytest.mark.parametrize("src,expected", SOLVE_SETS + REDUCE_SETS)
def test_solve_reduce_sets(s, src, expected):
    assert _run(s, src) == expected


def test_solutions_satisfy_the_system(s):
    # each enumerated integer solution satisfies the system (a property, not a table)
    r = s.evaluate("sys = {2 x + 3 y == 4, 3 x - 4 y <= 5, x - 2 y > -21}; "
                   "sols = Solve[sys, {x, y}, Integers]; And @@ (And @@ (sys /. #) & /@ sols)")
    assert s.format(r) == "True"
    r = s.evaluate("Length[Solve[x^2 + y^2 == 65, {x, y}, Integers]]")
    assert s.format(r) == "16"


SVD_PROPERTY = ["{{1, 2}, {3, 4}}", "{{1, 1}, {0, 1}}", "{{2, 1, 0}, {1, 2, 1}}",
                "{{1, 0}, {1, 1}, {0, 1}}"]


@pytest.mark.parametrize("m", SVD_PROPERTY)
def test_exact_svd_reconstructs(s, m):
    # algebraic singular values: u . w . v^T is m and u, v are orthogonal (exactly)
    r = s.evaluate("m = %s; {u, w, v} = SingularValueDecomposition[m]; "
                   "RootReduce[{u . w . Transpose[v] - m, Transpose[u] . u - "
                   "IdentityMatrix[Length[u]], Transpose[v] . v - IdentityMatrix[Length[v]]}]"
                   " // Flatten // Union" % m)
    assert s.format(r) == "{0}"
    w = s.evaluate("Diagonal[w] == SingularValueList[m]")
    assert s.format(w) == "True"


def test_exact_svd_singular_values(s):
    assert _run(s, "SingularValueDecomposition[{{1, 2}, {3, 4}}][[2]]") == \
        "{{Sqrt[15 + Sqrt[221]], 0}, {0, Sqrt[15 - Sqrt[221]]}}"
