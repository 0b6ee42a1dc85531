"""Linear algebra and intervals of issue 20: constructors, predicates, decompositions,
generalised inverses, tensors, SparseArray and Interval -- tables of exact printed results
and properties (decompositions reconstruct their matrix, sparse arithmetic agrees with the
dense arrays, an interval contains the values at random points)."""

import random

from support import check_rows
from mathilda.session import Session

ROWS = [
    ('DiagonalMatrix[{1., 2.}]', '{{1., 0.}, {0., 2.}}'),
    ('DiagonalMatrix[{1., 2.}, -1]', '{{0., 0., 0.}, {1., 0., 0.}, {0., 2., 0.}}'),
    ('LowerTriangularize[{{1., 2.}, {3., 4.}}]', '{{1., 0.}, {3., 4.}}'),
    ('HilbertMatrix[{1, 4}]', '{{1, 1/2, 1/3, 1/4}}'),
    ('ToeplitzMatrix[{1., 2., 3.}, {1., 4., 5.}]', '{{1., 4., 5.}, {2., 1., 4.}, {3., 2., 1.}}'),
    ('HankelMatrix[{a, b}, {b, c, d}]', '{{a, b, c}, {b, c, d}}'),
    ('VandermondeMatrix[{x, y}]', '{{1, x}, {1, y}}'),
    ('CompanionMatrix[x^2 + 1, x]', '{{0, -1}, {1, 0}}'),
    ('CompanionMatrix[x, y]', 'CompanionMatrix[x, y]',
     ['CompanionMatrix::poly: x is not a polynomial of degree at least 1 in y.']),
    ('RotationMatrix[Pi/4] . {1, 0}', '{1/Sqrt[2], 1/Sqrt[2]}'),
    ('ReflectionMatrix[{1, -1}] . {1, -1}', '{-1, 1}'),
    ('DiagonalMatrixQ[{{1, 0}, {0, 1.}}]', 'True'),
    ('UpperTriangularMatrixQ[{{1, 2}, {3, 4}}, -1]', 'True'),
    ('PositiveDefiniteMatrixQ[{{1, I}, {-I, 2}}]', 'True'),
    ('NegativeDefiniteMatrixQ[{{-1, 2}, {2, -1}}]', 'False'),
    ('OrthogonalMatrixQ[{{1, 1}, {1, -1}}]', 'False'),
    ('CholeskyDecomposition[{{4, 2, 2}, {2, 5, 3}, {2, 3, 6}}]',
     '{{2, 1, 1}, {0, 2, 1}, {0, 0, 2}}'),
    ('CholeskyDecomposition[{{1, 2}, {3}}]', 'CholeskyDecomposition[{{1, 2}, {3}}]',
     ['CholeskyDecomposition::matsq: Argument {{1, 2}, {3}} at position 1 is not a '
      'non-empty square matrix.']),
    ('PseudoInverse[{{1, 0}, {0, 0}, {0, 0}}]', '{{1, 0, 0}, {0, 0, 0}}'),
    ('MatrixMinimalPolynomial[{{1, 1, 0}, {0, 1, 0}, {0, 0, 2}}, x]', '-2 + 5 x - 4 x^2 + x^3'),
    ('MatrixLog[{{1, 0}, {0, 1}}]', '{{0, 0}, {0, 0}}'),
    ('Orthogonalize[{{1, 1, 0}, {1, 0, 1}, {0, 1, 1}}][[3]]',
     '{-(1/Sqrt[3]), 1/Sqrt[3], 1/Sqrt[3]}'),
    ('Projection[{1, 2, 3}, {0, 0, 2}]', '{0, 0, 3}'),
    ('ArrayFlatten[{{1, {{2, 3}}}}]', '{{1, 2, 3}}'),
    ('TensorContract[TensorProduct[{a, b}, {c, d}], {{1, 2}}]', 'a c + b d'),
    ('TensorRank[TensorProduct[{1, 2}, {3, 4}, {5, 6}]]', '3'),
    # SparseArray
    ('s = SparseArray[{{1, 2} -> 3, {3, 1} -> 4}]; {s, Dimensions[s], s[[3, 1]], s[[2, 2]]}',
     '{SparseArray[<2>, {3, 2}], {3, 2}, 4, 0}'),
    ('Normal[SparseArray[{{1, 1} -> a}, {2, 2}] + SparseArray[{{2, 2} -> b}, {2, 2}]]',
     '{{a, 0}, {0, b}}'),
    ('Normal[Transpose[SparseArray[{{1, 2} -> x}, {2, 3}]]]', '{{0, 0}, {x, 0}, {0, 0}}'),
    ('SparseArray[{{1, 1} -> 1, {2, 2} -> 1}] . {a, b}', '{a, b}'),
    ('Det[SparseArray[{{1, 1} -> 2, {2, 2} -> 3, {1, 2} -> 1}]]', '6'),
    ('LinearSolve[SparseArray[{{1, 1} -> 2., {2, 2} -> 4.}], {1., 1.}]', '{0.5, 0.25}'),
    ('ArrayRules[SparseArray[{{1, 1} -> 1, {2, 2} -> 2}] . SparseArray[{{1, 1} -> 1, '
     '{2, 2} -> 2}]]', '{{1, 1} -> 1, {2, 2} -> 4, {_, _} -> 0}'),
    ('N[SparseArray[{1 -> 1/2}, 2]]', 'SparseArray[<1>, {2}]'),
    ('Normal[N[SparseArray[{1 -> 1/2}, 2]]]', '{0.5, 0.}'),
    ('SparseArray[{1 -> 1, 2 -> 2}] + 1', 'SparseArray[<2>, {2}, 1]'),
    ('Normal[SparseArray[{1 -> 1, 2 -> 2}, 3] + 1]', '{2, 3, 1}'),
    ('Normal[3 SparseArray[{2 -> x}]]', '{0, 3 x}'),
    ('Tr[SparseArray[{i_, i_} -> i, {4, 4}]]', '10'),
    # Interval
    ('Interval[{1, 2}] - Interval[{1, 2}]', 'Interval[{-1, 1}]'),
    ('Interval[{-1, 2}]^3', 'Interval[{-1, 8}]'),
    ('Interval[{2, 3}]^-1', 'Interval[{1/3, 1/2}]'),
    ('Sqrt[Interval[{4, 9}]]', 'Interval[{2, 3}]'),
    ('Cos[Interval[{0, Pi}]]', 'Interval[{-1, 1}]'),
    ('Sin[Interval[{Pi/6, Pi/3}]]', 'Interval[{1/2, Sqrt[3]/2}]'),
    ('ArcSin[Interval[{0, 1}]]', 'Interval[{0, Pi/2}]'),
    ('Log[Interval[{0, 1}]]', 'Interval[{-Infinity, 0}]'),
    ('Interval[{0, 1}] Infinity', 'Interval[{0, Infinity}]'),
    ('Csc[Interval[{-Pi/2, Pi/2}]]', 'Interval[{-Infinity, -1}, {1, Infinity}]'),
    ('Max[Interval[{1, 2}], 5]', '5'),
    ('Interval[{1, 2}] <= Interval[{2, 3}]', 'True'),
    ('Interval[{1, 3}] > 2', 'Interval[{1, 3}] > 2'),
    ('IntervalMemberQ[Sin[Interval[{0, 1}]], Sin[1/2]]', 'True'),
    ('Tan[Infinity]', 'Interval[{-Infinity, Infinity}]'),
    ('Sec[-Infinity]', 'Interval[{-Infinity, -1}, {1, Infinity}]'),
]


def test_rows():
    check_rows(ROWS)


def _true(s, text):
    out = str(s.evaluate(text))
    assert out == "True", (text, out)


def test_decompositions_reconstruct():
    s = Session()
    rng = random.Random(3)
    _true(s, "a = {{5, 4, 2, 1}, {0, 1, -1, -1}, {-1, -1, 3, 0}, {1, 1, -1, 2}}; "
             "{sm, j} = JordanDecomposition[a]; sm . j . Inverse[sm] == a")
    for _ in range(2):
        m = [[rng.randint(-5, 5) for _ in range(3)] for _ in range(3)]
        s.evaluate("m = %s; a = m . Transpose[m] + 3 IdentityMatrix[3];" % str(m).replace(
            "[", "{").replace("]", "}"))
        _true(s, "u = CholeskyDecomposition[a]; ConjugateTranspose[u] . u == a")
        _true(s, "u = CholeskyDecomposition[N[a]]; Max[Abs[ConjugateTranspose[u] . u - N[a]]] "
                 "< 10^-10")
        _true(s, "{u, w, v} = SingularValueDecomposition[N[m]]; "
                 "Max[Abs[u . w . ConjugateTranspose[v] - N[m]]] < 10^-10")
        _true(s, "{q, t} = SchurDecomposition[N[m]]; "
                 "Max[Abs[q . t . ConjugateTranspose[q] - N[m]]] < 10^-10")
        _true(s, "{p, h} = HessenbergDecomposition[N[m]]; "
                 "Max[Abs[p . h . ConjugateTranspose[p] - N[m]]] < 10^-10")
        _true(s, "p = PseudoInverse[m]; m . p . m == m && p . m . p == p")
        _true(s, "d = DrazinInverse[m]; d . m . d == d")


def test_sparse_agrees_with_dense():
    s = Session()
    rng = random.Random(11)
    for _ in range(2):
        rules = ", ".join("{%d, %d} -> %d" % (rng.randint(1, 4), rng.randint(1, 4),
                                              rng.randint(-9, 9)) for _ in range(6))
        s.evaluate("sa = SparseArray[{%s}, {4, 4}]; sb = SparseArray[{{1, 1} -> 2, "
                   "{4, 4} -> 3}, {4, 4}]; da = Normal[sa]; db = Normal[sb];" % rules)
        _true(s, "Normal[sa + sb] == da + db")
        _true(s, "Normal[sa sb] == da db")
        _true(s, "Normal[sa . sb] == da . db")
        _true(s, "sa . {1, 2, 3, 4} == da . {1, 2, 3, 4}")
        _true(s, "Normal[Transpose[sa]] == Transpose[da]")
        _true(s, "Det[sa] == Det[da] && Tr[sa] == Tr[da]")
        _true(s, "Abs[Det[N[sa]] - Det[N[da]]] < 10^-8")
        _true(s, "Normal[SparseArray[ArrayRules[sa], {4, 4}]] == da")


def test_intervals_contain_their_values():
    s = Session()
    rng = random.Random(5)
    fns = ["Sin", "Cos", "Exp", "ArcTan", "Tanh", "#^2 &", "#^3 - # &", "1/(1 + #^2) &",
           "Abs", "Cosh"]
    for f in fns:
        for _ in range(2):
            a = rng.uniform(-4, 4)
            b = a + rng.uniform(0, 3)
            x = rng.uniform(a, b)
            _true(s, "IntervalMemberQ[%s[Interval[{%r, %r}]], %s[%r]]" % (f, a, b, f, x))
