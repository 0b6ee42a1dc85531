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
    ("Simplify[x^2 + 2 x + 1 >= 0, Element[x, Reals]]", "True"),
    ("FullSimplify[x^2 - 2 x + 1 >= 0, Element[x, Reals]]", "True"),
    ("Simplify[Abs[x] + x > -1, Element[x, Reals]]", "True"),
    ("Refine[x^2 != 2, Element[x, Integers]]", "x^2 != 2"),
    ("Refine[x > 0, Element[x, Reals]]", "x > 0"),
    ("Simplify[x > 2 && x > 3]", "x > 3"),
    ("Simplify[x > 2 || x > 3]", "x > 2"),
    ("Simplify[x^2 > 1 && x > 0]", "x > 1"),
    ("Simplify[x > 0 && y > 0]", "x > 0 && y > 0"),
    ("Simplify[x > 2 && y > 3 && x > 1]", "x > 2 && y > 3"),
    ("Simplify[x > 1 && x < 5, x > 2]", "x < 5"),
    ("Refine[Sin[x + 2 n Pi], Element[n, Integers]]", "Sin[x]"),
    ("Refine[Cos[x + n Pi], Element[n, Integers]]", "(-1)^n Cos[x]"),
    ("Refine[Sqrt[a b], a > 0]", "Sqrt[a] Sqrt[b]"),
    ("Refine[x^2 > 0, x < 0]", "True"),
    ("Refine[Log[x] < 0, 0 < x < 1]", "True"),
    ("Assuming[x > 0, Simplify[Log[x^2] - 2 Log[x]]]", "0"),
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


PLANE = [
    ("Reduce[x^2 + y^2 < 1, {x, y}]", "-1 < x < 1 && -Sqrt[1 - x^2] < y < Sqrt[1 - x^2]"),
    ("Reduce[x + y == 1 && x > 0 && y > 0, {x, y}]", "0 < x < 1 && y == 1 - x"),
    ("Reduce[x^2 + y^2 <= 1, {x, y}]",
     "-1 <= x <= 1 && -Sqrt[1 - x^2] <= y <= Sqrt[1 - x^2]"),
    ("Reduce[x^2 + y^2 == 1, {x, y}, Reals]",
     "(x == -1 && y == 0) || (-1 < x < 1 && (y == -Sqrt[1 - x^2] || y == Sqrt[1 - x^2])) "
     "|| (x == 1 && y == 0)"),
    ("Reduce[y > x^2, {x, y}]", "y > x^2"),
    ("Reduce[x y > 1, {x, y}]", "(x < 0 && y < 1/x) || (x > 0 && y > 1/x)"),
    ("Reduce[x > 0 && y > 0, {x, y}]", "x > 0 && y > 0"),
    ("Reduce[x^2 + y^2 < 1 && x + y > 1, {x, y}]", "0 < x < 1 && 1 - x < y < Sqrt[1 - x^2]"),
    ("Reduce[y^2 < x, {x, y}]", "x > 0 && -Sqrt[x] < y < Sqrt[x]"),
    ("Reduce[x + y < 1, {x, y}]", "y < 1 - x"),
    ("Reduce[x^2 + y^2 < 1 && x^2 + y^2 > 4, {x, y}]", "False"),
    ("Solve[x + y == 1 && x > 0 && y > 0, {x, y}]",
     "{{y -> ConditionalExpression[1 - x, 0 < x < 1]}}"),
    ("Solve[x^2 + y^2 == 1 && y > 0, {x, y}]",
     "{{y -> ConditionalExpression[Sqrt[1 - x^2], -1 < x < 1]}}"),
    ("Solve[{x + y == 1, x - y == 3, x > 0}, {x, y}]", "{{x -> 2, y -> -1}}"),
    ("Solve[x^2 + y^2 == 1, y, Reals]",
     "{{y -> ConditionalExpression[-Sqrt[1 - x^2], -1 <= x <= 1]}, "
     "{y -> ConditionalExpression[Sqrt[1 - x^2], -1 <= x <= 1]}}"),
    ("Solve[y^2 == x, y, Reals]",
     "{{y -> ConditionalExpression[-Sqrt[x], x >= 0]}, "
     "{y -> ConditionalExpression[Sqrt[x], x >= 0]}}"),
    ("Solve[y^2 == -1 - x^2, y, Reals]", "{}"),
    ("Solve[y^2 == x, y]", "{{y -> -Sqrt[x]}, {y -> Sqrt[x]}}"),
    ("Reduce[x^3 - 3 x + 1 > 0, x]",
     "Root[1 - 3 #1 + #1^3 & , 1] < x < Root[1 - 3 #1 + #1^3 & , 2] || "
     "x > Root[1 - 3 #1 + #1^3 & , 3]"),
    ("Reduce[(x - 1)^2 (x - 2) >= 0, x]", "x == 1 || x >= 2"),
    ("Reduce[x^2 < 4 && x != 0, x]", "-2 < x < 0 || 0 < x < 2"),
    ("Reduce[x^2 + y^2 < 4 && x > 0 && y > 0, {x, y}, Integers]", "x == 1 && y == 1"),
    ("Length[Solve[x^2 + y^2 < 5, {x, y}, Integers]]", "13"),
    ("Solve[Element[x, Integers], x]", "{{x -> ConditionalExpression[C[1], C[1] ∈ Integers]}}"),
    ("Reduce[Element[x, Integers], x]", "x ∈ Integers"),
    ("Reduce[Element[x, Reals], x]", "x ∈ Reals"),
    ("Reduce[x == x, x, Integers]", "x ∈ Integers"),
    ("Reduce[x == x, x]", "True"),
    ("Solve[x^2 + y^2 == 25 && x > 0 && y > 0, {x, y}, Integers]",
     "{{x -> 3, y -> 4}, {x -> 4, y -> 3}}"),
]


@pytest.mark.parametrize("src,expected", SOLVE_SETS + REDUCE_SETS + PLANE)
def test_solve_reduce_sets(s, src, expected):
    assert _run(s, src) == expected


def test_solutions_satisfy_the_system(s):
    # each enumerated integer solution satisfies the system (a property, not a table)
    r = s.evaluate("sys = {2 x + 3 y == 4, 3 x - 4 y <= 5, x - 2 y > -21}; "
                   "sols = Solve[sys, {x, y}, Integers]; And @@ (And @@ (sys /. #) & /@ sols)")
    assert s.format(r) == "True"
    r = s.evaluate("Length[Solve[x^2 + y^2 == 65, {x, y}, Integers]]")
    assert s.format(r) == "16"


SVD_PROPERTY = ["{{1, 1}, {0, 1}}", "{{1, 0}, {1, 1}, {0, 1}}"]


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


SYMMETRY = [
    ("Symmetrize[{{a, b}, {c, d}}, Antisymmetric[{1, 2}]]",
     "SymmetrizedArray[<1>, {2, 2}, Antisymmetric[{1, 2}]]"),
    ("Normal[Symmetrize[{{a, b}, {c, d}}, Antisymmetric[{1, 2}]]]",
     "{{0, (b - c)/2}, {(-b + c)/2, 0}}"),
    ("Symmetrize[{{a, b}, {c, d}}]", "SymmetrizedArray[<3>, {2, 2}, Symmetric[{1, 2}]]"),
    ("Normal[Symmetrize[{{a, b}, {c, d}}]]", "{{a, (b + c)/2}, {(b + c)/2, d}}"),
    ("Normal[Symmetrize[{{a, b}, {c, d}}, Symmetric[All]]]",
     "{{a, (b + c)/2}, {(b + c)/2, d}}"),
    ("SymmetrizedArrayRules[Symmetrize[{{a, b}, {c, d}}]]",
     "{{1, 1} -> a, {1, 2} -> (b + c)/2, {2, 2} -> d}"),
    ("Normal[Symmetrize[Array[x, {2, 2, 2}], {{Cycles[{{1, 3}}], -1}}]][[1]]",
     "{{0, (x[1, 1, 2] - x[2, 1, 1])/2}, {0, (x[1, 2, 2] - x[2, 2, 1])/2}}"),
    ("Normal[Symmetrize[Array[x, {2, 2, 2}], {{{3, 2, 1}, -1}}]] == "
     "Normal[Symmetrize[Array[x, {2, 2, 2}], Antisymmetric[{1, 3}]]]", "True"),
    ("Symmetrize[Array[x, {3, 3, 3}], Antisymmetric[All]]",
     "SymmetrizedArray[<1>, {3, 3, 3}, Antisymmetric[{1, 2, 3}]]"),
    ("SymmetrizedArrayRules[Symmetrize[Array[x, {3, 3, 3}], Antisymmetric[All]]]",
     "{{1, 2, 3} -> (x[1, 2, 3] - x[1, 3, 2] - x[2, 1, 3] + x[2, 3, 1] + x[3, 1, 2] - "
     "x[3, 2, 1])/6}"),
    ("Normal[Symmetrize[{{1, 2}, {3, 4}}, ZeroSymmetric[{1, 2}]]]", "{{0, 0}, {0, 0}}"),
    ("Normal[Symmetrize[{{1, 2}, {3, 4}}, {}]]", "{{1, 2}, {3, 4}}"),
    ("Normal[Symmetrize[{{a, b}, {c, d}}, {{Cycles[{{1, 2}}], I}}]]", "{{0, 0}, {0, 0}}"),
    ("SymmetrizedArray[{{1, 2} -> a, {2, 3} -> b}, {3, 3}, Antisymmetric[{1, 2}]]",
     "SymmetrizedArray[<2>, {3, 3}, Antisymmetric[{1, 2}]]"),
    ("Normal[SymmetrizedArray[{{1, 2} -> a, {2, 3} -> b}, {3, 3}, Antisymmetric[{1, 2}]]]",
     "{{0, a, 0}, {-a, 0, b}, {0, -b, 0}}"),
    ("SymmetrizedArray[{{1, 2}, {2, 3}}]", "SymmetrizedArray[<3>, {2, 2}, Symmetric[{1, 2}]]"),
    ("Normal[SymmetrizedArray[{{0, 5}, {-5, 0}}]]", "{{0, 5}, {-5, 0}}"),
    ("Dimensions[Symmetrize[Array[x, {3, 3}]]]", "{3, 3}"),
    ("TensorSymmetry[{{1, 2}, {2, 1}}]", "Symmetric[{1, 2}]"),
    ("TensorSymmetry[{{0, 2}, {-2, 0}}]", "Antisymmetric[{1, 2}]"),
    ("TensorSymmetry[{{1, 2}, {3, 4}}]", "{}"),
    ("TensorSymmetry[{{0, 0}, {0, 0}}]", "ZeroSymmetric[{1, 2}]"),
    ("TensorSymmetry[Array[Signature[{##}] &, {3, 3, 3}]]", "Antisymmetric[{1, 2, 3}]"),
    ("TensorSymmetry[Array[x[#1, #2, #3] - x[#3, #2, #1] &, {2, 2, 2}]]",
     "Antisymmetric[{1, 3}]"),
    ("TensorSymmetry[Array[x[#1, #2, #3] + x[#2, #3, #1] + x[#3, #1, #2] &, {3, 3, 3}]]",
     "{{Cycles[{{1, 2, 3}}], 1}}"),
    ("TensorSymmetry[Normal[Symmetrize[Array[x, {3, 3}]]]]", "Symmetric[{1, 2}]"),
    ("SymmetricMatrixQ[{{1., 2.}, {2. + 10^-12, 1.}}]", "False"),
    ("SymmetricMatrixQ[{{1., 2.}, {2. + 10^-12, 1.}}, Tolerance -> 10^-10]", "True"),
    ("SymmetricMatrixQ[{{1., 2.}, {2.0000000000000004, 1.}}]", "True"),
    ("SymmetricMatrixQ[{{1, Sqrt[x^2]}, {x, 1}}]", "False"),
    ("SymmetricMatrixQ[{{1, Sqrt[x^2]}, {x, 1}}, SameTest -> (Simplify[#1 == #2, x > 0] &)]",
     "True"),
    ("HermitianMatrixQ[{{1., I}, {-1.000001 I, 2.}}, Tolerance -> 10^-5]", "True"),
    ("HermitianMatrixQ[{{1., I}, {-1.000001 I, 2.}}]", "False"),
    ("AntisymmetricMatrixQ[{{0, 1.}, {-1.0000001, 0}}, Tolerance -> 10^-5]", "True"),
    ("AntisymmetricMatrixQ[{{0, 1.}, {-1.0000001, 0}}]", "False"),
    ("AntihermitianMatrixQ[{{1. I, 1.}, {-1.000001, 0}}, Tolerance -> 10^-4]", "True"),
    ("SymmetricMatrixQ[Normal[Symmetrize[RandomReal[1, {4, 4}]]]]", "True"),
    ("AntisymmetricMatrixQ[Normal[Symmetrize[RandomInteger[9, {4, 4}], "
     "Antisymmetric[{1, 2}]]]]", "True"),
]


@pytest.mark.parametrize("src,expected", SYMMETRY)
def test_symmetry(s, src, expected):
    assert _run(s, src) == expected


def test_symmetry_messages(s):
    s.evaluate("Symmetrize[{{1, 2}, {3, 4}}, Symmetric[{1, 3}]]")
    assert [str(m) for m in s.messages] == [
        "Symmetrize::sym: Symmetric[{1, 3}] is not a valid symmetry specification for an "
        "array of rank 2."]
    s.evaluate("Symmetrize[Array[x, {2, 3}]]")
    assert [str(m) for m in s.messages] == [
        "Symmetrize::symdim: The symmetry Symmetric[All] exchanges slots of different "
        "dimensions in an array of dimensions {2, 3}."]
    s.evaluate("SymmetricMatrixQ[{{1}}, Tolerance -> x]")
    assert [str(m) for m in s.messages] == [
        "SymmetricMatrixQ::tolnn: Tolerance specification x must be a non-negative number."]


RESOLVE = [
    ("Resolve[Exists[x, x^2 + a x + 1 == 0], Reals]", "a <= -2 || a >= 2"),
    ("Resolve[ForAll[x, x^2 + a x + 1 > 0], Reals]", "-2 < a < 2"),
    ("Resolve[Exists[y, x^2 + y^2 < 1], Reals]", "-1 < x < 1"),
    ("Resolve[ForAll[x, x > a, x^2 > 1], Reals]", "a >= 1"),
    ("Resolve[Exists[x, x > a && a x < 1], Reals]", "a < 1"),
    ("Resolve[ForAll[x, a x^2 + 1 > 0], Reals]", "a >= 0"),
    ("Resolve[Exists[x, x^2 == a], Reals]", "a >= 0"),
    ("Resolve[Exists[y, y^2 == x && y > 1], Reals]", "x > 1"),
    ("Resolve[ForAll[y, x y^2 + y + x >= 0], Reals]", "x >= 1/2"),
]


@pytest.mark.parametrize("src,expected", RESOLVE)
def test_resolve(s, src, expected):
    assert _run(s, src) == expected
