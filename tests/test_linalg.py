"""Linear algebra (mathilda/builtins/linalg*.py): Det, Inverse, LinearSolve, RowReduce,
MatrixRank, NullSpace, MatrixPower, LUDecomposition, CharacteristicPolynomial, Eigenvalues,
Eigenvectors, Eigensystem, SingularValueList, MatrixExp, QRDecomposition, IdentityMatrix,
DiagonalMatrix, Diagonal, Tr, UpperTriangularize, LowerTriangularize, ConjugateTranspose,
SquareMatrixQ, SymmetricMatrixQ, HermitianMatrixQ, Cross, KroneckerProduct, Norm, Normalize.

ROWS: (input, exact OutputForm[, messages]); SAME means the call stays unevaluated.  The
property tests below check identities (m . Inverse[m], m . x == b, m . v == lambda v, ...)
on seeded random matrices of every kind."""

import random

import pytest

from support import run
from mathilda.session import Session

SAME = object()
MATSQ = "%s::matsq: Argument %s at position 1 is not a non-empty square matrix."
MATRIX = "%s::matrix: Argument %s at position 1 is not a non-empty rectangular matrix."

ROWS = [
    ('Det[{{1, 2}, {3, 4}}]', '-2'),
    ('Det[{{a, b}, {c, d}}]', '-(b c) + a d'),
    ('Det[{{a, b, c}, {d, e, f}, {g, h, i}}]', '-(c e g) + b f g + c d h - a f h - b d i + a e i'),
    ('Det[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '0'),
    ('Det[{{1/2, 1/3}, {1/4, 1/5}}]', '1/60'),
    ('Det[{{2}}]', '2'),
    ('Det[{{x}}]', 'x'),
    ('Det[{{0, 1}, {1, 0}}]', '-1'),
    ('Det[{{1., 2.}, {3., 5.}}]', '-1.'),
    ('Det[{{1, I}, {-I, 2}}]', '1'),
    ('Det[{{1. + I, 2}, {3, 4}}]', '-2. + 4. I'),
    ('Det[IdentityMatrix[5]]', '1'),
    ('Det[{{1, 2, 3}}]', SAME, [MATSQ % ('Det', '{{1, 2, 3}}')]),
    ('Det[{1, 2}]', SAME, [MATSQ % ('Det', '{1, 2}')]),
    ('Det[m]', SAME, [MATSQ % ('Det', 'm')]),
    ('Det[{}]', SAME, [MATSQ % ('Det', '{}')]),
    ('Det[{{1, 2}, {3}}]', SAME, [MATSQ % ('Det', '{{1, 2}, {3}}')]),
    ('Det[{{1, 2}, {3, 4}}, 5]', SAME,
     ['Det::argx: Det called with 2 arguments; 1 argument is expected.']),
    ('Inverse[{{1, 2}, {3, 4}}]', '{{-2, 1}, {3/2, -1/2}}'),
    ('Inverse[{{a, b}, {c, d}}]',
     '{{d/(-(b c) + a d), -(b/(-(b c) + a d))}, {-(c/(-(b c) + a d)), a/(-(b c) + a d)}}'),
    ('Inverse[{{2, 0, 0}, {0, 3, 0}, {0, 0, 4}}]', '{{1/2, 0, 0}, {0, 1/3, 0}, {0, 0, 1/4}}'),
    ('Inverse[{{1, 1/2}, {1/3, 1/4}}]', '{{3, -6}, {-4, 12}}'),
    ('Inverse[{{2., 0.}, {0., 4.}}]', '{{0.5, 0.}, {0., 0.25}}'),
    ('Inverse[{{1, I}, {-I, 2}}]', '{{2, -I}, {I, 1}}'),
    ('Inverse[{{x}}]', '{{1/x}}'),
    ('Inverse[{{1, 2}, {2, 4}}]', SAME, ['Inverse::sing: Matrix {{1, 2}, {2, 4}} is singular.']),
    ('Inverse[{{a, b}, {2 a, 2 b}}]', SAME,
     ['Inverse::sing: Matrix {{a, b}, {2 a, 2 b}} is singular.']),
    ('Inverse[{{1., 2.}, {2., 4.}}]', SAME,
     ['Inverse::sing: Matrix {{1., 2.}, {2., 4.}} is singular.']),
    ('Inverse[{{1, 2, 3}, {4, 5, 6}}]', SAME, [MATSQ % ('Inverse', '{{1, 2, 3}, {4, 5, 6}}')]),
    ('Inverse[{1, 2}]', SAME, [MATSQ % ('Inverse', '{1, 2}')]),
    ('Inverse[x]', SAME, [MATSQ % ('Inverse', 'x')]),
    ('LinearSolve[{{1, 2}, {3, 4}}, {5, 6}]', '{-4, 9/2}'),
    ('LinearSolve[{{1, 1, 1}}, {3}]', '{3, 0, 0}'),
    ('LinearSolve[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, {1, 2, 3}]', '{-1/3, 2/3, 0}'),
    ('LinearSolve[{{1, 2}, {3, 4}}, {{1, 0}, {0, 1}}]', '{{-2, 1}, {3/2, -1/2}}'),
    ('LinearSolve[{{1, 2}, {3, 4}}, {a, b}]', '{-2 a + b, (3 a)/2 - b/2}'),
    ('LinearSolve[{{a, b}, {c, d}}, {x, y}]',
     '{(d x - b y)/(-(b c) + a d), (-(c x) + a y)/(-(b c) + a d)}'),
    ('LinearSolve[{{2., 0.}, {0., 4.}}, {1., 1.}]', '{0.5, 0.25}'),
    ('LinearSolve[{{1., 2., 3.}}, {6.}]', '{6., 0., 0.}'),
    ('LinearSolve[{{1., 2.}, {3., 4.}, {5., 6.}}, {3., 7., 11.}]', '{1., 1.}'),
    ('LinearSolve[{{1, 2}, {2, 4}}, {1, 1}]', SAME,
     ['LinearSolve::nosol: Linear equation encountered that has no solution.']),
    ('LinearSolve[{{1., 2.}, {2., 4.}}, {1., 3.}]', SAME,
     ['LinearSolve::nosol: Linear equation encountered that has no solution.']),
    ('LinearSolve[{{1, 2}, {2, 4}}, {a, b}]', SAME,
     ['LinearSolve::nosol: Linear equation encountered that has no solution.']),
    ('LinearSolve[{{1, 2}, {3, 4}}, {1, 2, 3}]', SAME,
     ['LinearSolve::lslc: Coefficient matrix and target vector or matrix do not have the same '
      'dimensions.']),
    ('LinearSolve[{1, 2}, {3}]', SAME, [MATRIX % ('LinearSolve', '{1, 2}')]),
    ('RowReduce[{{1, 2, 3}, {4, 5, 6}}]', '{{1, 0, -1}, {0, 1, 2}}'),
    ('RowReduce[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '{{1, 0, -1}, {0, 1, 2}, {0, 0, 0}}'),
    ('RowReduce[{{0, 0}, {0, 1}}]', '{{0, 1}, {0, 0}}'),
    ('RowReduce[{{a, b}, {c, d}}]', '{{1, 0}, {0, 1}}'),
    ('RowReduce[{{1, a}, {1, a}}]', '{{1, a}, {0, 0}}'),
    ('RowReduce[{{1., 2.}, {2., 4.}}]', '{{1., 2.}, {0., 0.}}'),
    ('RowReduce[{{2, 4}, {1, 3}}]', '{{1, 0}, {0, 1}}'),
    ('RowReduce[{1, 2}]', SAME, [MATRIX % ('RowReduce', '{1, 2}')]),
    ('MatrixRank[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '2'),
    ('MatrixRank[{{1, 2}, {3, 4}}]', '2'),
    ('MatrixRank[{{0, 0}, {0, 0}}]', '0'),
    ('MatrixRank[{{a, b}, {2 a, 2 b}}]', '1'),
    ('MatrixRank[{{1., 0.}, {0., 1.}}]', '2'),
    ('MatrixRank[{{1., 2.}, {2., 4.}}]', '1'),
    ('MatrixRank[{1, 2}]', SAME, [MATRIX % ('MatrixRank', '{1, 2}')]),
    ('NullSpace[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '{{1, -2, 1}}'),
    ('NullSpace[{{1, 1, 1}}]', '{{-1, 0, 1}, {-1, 1, 0}}'),
    ('NullSpace[{{2, 3}}]', '{{-3, 2}}'),
    ('NullSpace[{{1, 2}, {3, 4}}]', '{}'),
    ('NullSpace[{{0, 0}, {0, 0}}]', '{{0, 1}, {1, 0}}'),
    ('NullSpace[{{a, b}}]', '{{-(b/a), 1}}'),
    ('NullSpace[{{1., 2.}, {2., 4.}}]', '{{-0.894427, 0.447214}}'),
    ('NullSpace[x]', SAME, [MATRIX % ('NullSpace', 'x')]),
    ('MatrixPower[{{1, 1}, {1, 0}}, 10]', '{{89, 55}, {55, 34}}'),
    ('MatrixPower[{{1, 2}, {3, 4}}, 0]', '{{1, 0}, {0, 1}}'),
    ('MatrixPower[{{1, 2}, {3, 4}}, -1]', '{{-2, 1}, {3/2, -1/2}}'),
    ('MatrixPower[{{1, 2}, {3, 4}}, -2]', '{{11/2, -5/2}, {-15/4, 7/4}}'),
    ('MatrixPower[{{a, b}, {0, c}}, 2]', '{{a^2, a b + b c}, {0, c^2}}'),
    ('MatrixPower[{{1., 1.}, {0., 1.}}, 3]', '{{1., 3.}, {0., 1.}}'),
    ('MatrixPower[{{2., 0.}, {0., 3.}}, 0.5]', '{{1.41421, 0.}, {0., 1.73205}}'),
    ('MatrixPower[{{1, 2}, {2, 4}}, -1]', SAME,
     ['MatrixPower::sing: Matrix {{1, 2}, {2, 4}} is singular.']),
    ('MatrixPower[{{1, 2, 3}}, 2]', SAME, [MATSQ % ('MatrixPower', '{{1, 2, 3}}')]),
    ('LUDecomposition[{{1, 2}, {3, 4}}]', '{{{1, 2}, {3, -2}}, {1, 2}, 0}'),
    ('LUDecomposition[{{0, 1}, {1, 0}}]', '{{{1, 0}, {0, 1}}, {2, 1}, 0}'),
    ('LUDecomposition[{{1., 2.}, {3., 4.}}]', '{{{3., 4.}, {0.333333, 0.666667}}, {2, 1}, 21.}'),
    ('LUDecomposition[{{1, 2, 3}}]', SAME, [MATSQ % ('LUDecomposition', '{{1, 2, 3}}')]),
    ('CharacteristicPolynomial[{{1, 2}, {3, 4}}, x]', '-2 - 5 x + x^2'),
    ('CharacteristicPolynomial[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, x]', '18 x + 15 x^2 - x^3'),
    ('CharacteristicPolynomial[{{a, b}, {c, d}}, x]', '-(b c) + a d - a x - d x + x^2'),
    ('CharacteristicPolynomial[{{1., 2.}, {3., 4.}}, t]', '-2. - 5. t + 1. t^2'),
    ('CharacteristicPolynomial[{{1, 2, 3}}, x]', SAME,
     [MATSQ % ('CharacteristicPolynomial', '{{1, 2, 3}}')]),
    ('Eigenvalues[{{1, 2}, {3, 4}}]', '{(5 + Sqrt[33])/2, (5 - Sqrt[33])/2}'),
    ('Eigenvalues[{{2, 0}, {0, 3}}]', '{3, 2}'),
    ('Eigenvalues[{{0, 1}, {1, 0}}]', '{-1, 1}'),
    ('Eigenvalues[{{0, 1}, {-1, 0}}]', '{I, -I}'),
    ('Eigenvalues[{{1, 1}, {2, 1}}]', '{1 + Sqrt[2], 1 - Sqrt[2]}'),
    ('Eigenvalues[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]',
     '{(3 (5 + Sqrt[33]))/2, (3 (5 - Sqrt[33]))/2, 0}'),
    ('Eigenvalues[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]',
     '{Root[3 - 12 #1 - 16 #1^2 + #1^3 & , 3], Root[3 - 12 #1 - 16 #1^2 + #1^3 & , 1], '
     'Root[3 - 12 #1 - 16 #1^2 + #1^3 & , 2]}'),
    ('Eigenvalues[{{1, 1, 0}, {0, 1, 0}, {0, 0, 2}}]', '{2, 1, 1}'),
    ('Eigenvalues[{{a, b}, {c, d}}]',
     '{(a + d - Sqrt[a^2 + 4 b c - 2 a d + d^2])/2, (a + d + Sqrt[a^2 + 4 b c - 2 a d + d^2])/2}'),
    ('Eigenvalues[{{1, I}, {-I, 1}}]', '{2, 0}'),
    ('Eigenvalues[{{2., 1.}, {1., 2.}}]', '{3., 1.}'),
    ('Eigenvalues[{{1., 2.}, {3., 4.}}]', '{5.37228, -0.372281}'),
    ('Eigenvalues[{{0., 1.}, {-1., 0.}}]', '{0. + 1. I, 0. - 1. I}'),
    ('Eigenvalues[{{1, 2}, {3, 4}}, 1]', '{(5 + Sqrt[33])/2}'),
    ('Eigenvalues[{{1, 2}, {3, 4}}, -1]', '{(5 - Sqrt[33])/2}'),
    ('N[Eigenvalues[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]]', '{16.7075, -0.90574, 0.198247}'),
    ('Eigenvalues[{{1, 2, 3}}]', SAME, [MATSQ % ('Eigenvalues', '{{1, 2, 3}}')]),
    ('Eigenvalues[{{1, 2}, {3, 4}}, 3]', SAME,
     ['Eigenvalues::take: Cannot take the eigenvalues 3 of {{1, 2}, {3, 4}}: the matrix has 2 '
      'of them.']),
    ('Eigenvectors[{{1, 2}, {3, 2}}]', '{{2, 3}, {-1, 1}}'),
    ('Eigenvectors[{{1, 2}, {3, 4}}]', '{{(-3 + Sqrt[33])/6, 1}, {(-3 - Sqrt[33])/6, 1}}'),
    ('Eigenvectors[{{2, 1}, {1, 2}}]', '{{1, 1}, {-1, 1}}'),
    ('Eigenvectors[{{1, 1}, {0, 1}}]', '{{1, 0}, {0, 0}}'),
    ('Eigenvectors[IdentityMatrix[2]]', '{{0, 1}, {1, 0}}'),
    ('Eigenvectors[{{1, I}, {-I, 1}}]', '{{I, 1}, {-I, 1}}'),
    ('Eigenvectors[{{a, b}, {c, d}}]',
     '{{(a - d - Sqrt[a^2 + 4 b c - 2 a d + d^2])/(2 c), 1}, {(a - d + Sqrt[a^2 + 4 b c - 2 a '
     'd + d^2])/(2 c), 1}}'),
    ('Eigenvectors[{{1., 2.}, {3., 4.}}]', '{{-0.415974, -0.909377}, {-0.824565, 0.565767}}'),
    ('Eigenvectors[{{2., 1.}, {1., 2.}}]', '{{0.707107, 0.707107}, {-0.707107, 0.707107}}'),
    ('Eigenvectors[{{1, 2}}]', SAME, [MATSQ % ('Eigenvectors', '{{1, 2}}')]),
    ('Eigensystem[{{2, 1}, {1, 2}}]', '{{3, 1}, {{1, 1}, {-1, 1}}}'),
    ('Eigensystem[{{1, 1, 0}, {0, 1, 0}, {0, 0, 2}}]',
     '{{2, 1, 1}, {{0, 0, 1}, {1, 0, 0}, {0, 0, 0}}}'),
    ('Eigensystem[{{0, 1}, {-1, 0}}]', '{{I, -I}, {{-I, 1}, {I, 1}}}'),
    ('Eigensystem[x]', SAME, [MATSQ % ('Eigensystem', 'x')]),
    ('SingularValueList[{{1., 2.}, {3., 4.}}]', '{5.46499, 0.365966}'),
    ('SingularValueList[{{1, 2}, {2, 4}}]', '{5}'),
    ('SingularValueList[{{3, 0}, {0, 4}}]', '{4, 3}'),
    ('SingularValueList[{{1, 2}, {3, 4}}]', '{Sqrt[15 + Sqrt[221]], Sqrt[15 - Sqrt[221]]}'),
    ('SingularValueList[{{1., 0., 0.}, {0., 0., 0.}}]', '{1.}'),
    ('SingularValueList[{1, 2}]', SAME, [MATRIX % ('SingularValueList', '{1, 2}')]),
    ('MatrixExp[{{0, 1}, {0, 0}}]', '{{1, 1}, {0, 1}}'),
    ('MatrixExp[{{1, 0}, {0, 2}}]', '{{E, 0}, {0, E^2}}'),
    ('MatrixExp[{{0, t}, {-t, 0}}]', '{{Cos[t], Sin[t]}, {-Sin[t], Cos[t]}}'),
    ('MatrixExp[{{2, 1}, {1, 2}}]',
     '{{1/2 E (1 + E^2), 1/2 E (-1 + E^2)}, {1/2 E (-1 + E^2), 1/2 E (1 + E^2)}}'),
    ('MatrixExp[{{0., 1.}, {0., 0.}}]', '{{1., 1.}, {0., 1.}}'),
    ('MatrixExp[{{1., 2.}, {3., 4.}}]', '{{51.969, 74.7366}, {112.105, 164.074}}'),
    ('MatrixExp[{{1, 2}}]', SAME, [MATSQ % ('MatrixExp', '{{1, 2}}')]),
    ('QRDecomposition[{{1, 2}, {3, 4}}]',
     '{{{1/Sqrt[10], 3/Sqrt[10]}, {3/Sqrt[10], -(1/Sqrt[10])}}, {{Sqrt[10], 7 Sqrt[2/5]}, {0, '
     'Sqrt[2/5]}}}'),
    ('QRDecomposition[{{3., 0.}, {4., 5.}}]',
     '{{{-0.6, -0.8}, {-0.8, 0.6}}, {{-5., -4.}, {0., 3.}}}'),
    ('QRDecomposition[{1, 2}]', SAME, [MATRIX % ('QRDecomposition', '{1, 2}')]),
    ('IdentityMatrix[3]', '{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}'),
    ('IdentityMatrix[1]', '{{1}}'),
    ('IdentityMatrix[{2, 3}]', '{{1, 0, 0}, {0, 1, 0}}'),
    ('IdentityMatrix[0]', '{}'),
    ('IdentityMatrix[-1]', SAME,
     ['IdentityMatrix::intnm: Non-negative machine-sized integer expected at position 1 in '
      'IdentityMatrix[-1].']),
    ('IdentityMatrix[x]', SAME,
     ['IdentityMatrix::intnm: Non-negative machine-sized integer expected at position 1 in '
      'IdentityMatrix[x].']),
    ('IdentityMatrix[{2, -3}]', SAME,
     ['IdentityMatrix::intnm: Non-negative machine-sized integer expected at position 1 in '
      'IdentityMatrix[{2, -3}].']),
    ('Dimensions[IdentityMatrix[50]]', '{50, 50}'),
    ('Tr[IdentityMatrix[50]]', '50'),
    ('DiagonalMatrix[{a, b}]', '{{a, 0}, {0, b}}'),
    ('DiagonalMatrix[{a, b}, 1]', '{{0, a, 0}, {0, 0, b}, {0, 0, 0}}'),
    ('DiagonalMatrix[{a, b}, -1]', '{{0, 0, 0}, {a, 0, 0}, {0, b, 0}}'),
    ('DiagonalMatrix[{1, 2}, 0, 3]', '{{1, 0, 0}, {0, 2, 0}, {0, 0, 0}}'),
    ('DiagonalMatrix[{1, 2}, 1, {2, 4}]', '{{0, 1, 0, 0}, {0, 0, 2, 0}}'),
    ('DiagonalMatrix[{}]', '{}'),
    ('DiagonalMatrix[x]', 'DiagonalMatrix[x]'),
    ('Diagonal[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '{1, 5, 9}'),
    ('Diagonal[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, 1]', '{2, 6}'),
    ('Diagonal[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, -2]', '{7}'),
    ('Diagonal[{{1, 2, 3}, {4, 5, 6}}]', '{1, 5}'),
    ('Diagonal[{{1, 2, 3}, {4, 5, 6}}, 5]', '{}'),
    ('Diagonal[N[{{1, 2}, {3, 4}}]]', '{1., 4.}'),
    ('Tr[{{1, 2}, {3, 4}}]', '5'),
    ('Tr[{{a, b}, {c, d}}]', 'a + d'),
    ('Tr[{{1, 2}, {3, 4}}, List]', '{1, 4}'),
    ('Tr[{{1, 2}, {3, 4}}, Times]', '4'),
    ('Tr[{1, 2, 3}]', '6'),
    ('Tr[{{1, 2, 3}, {4, 5, 6}}]', '6'),
    ('Tr[{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}]', '9'),
    ('Tr[N[{{1, 2}, {3, 4}}]]', '5.'),
    ('Tr[x]', 'Tr[x]'),
    ('UpperTriangularize[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '{{1, 2, 3}, {0, 5, 6}, {0, 0, 9}}'),
    ('UpperTriangularize[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, 1]',
     '{{0, 2, 3}, {0, 0, 6}, {0, 0, 0}}'),
    ('UpperTriangularize[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, -1]',
     '{{1, 2, 3}, {4, 5, 6}, {0, 8, 9}}'),
    ('LowerTriangularize[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]', '{{1, 0, 0}, {4, 5, 0}, {7, 8, 9}}'),
    ('LowerTriangularize[{{1, 2, 3}, {4, 5, 6}}, -1]', '{{0, 0, 0}, {4, 0, 0}}'),
    ('LowerTriangularize[{{a, b}, {c, d}}, 1]', '{{a, b}, {c, d}}'),
    ('UpperTriangularize[{1, 2}]', SAME, [MATRIX % ('UpperTriangularize', '{1, 2}')]),
    ('ConjugateTranspose[{{1, 2 I}, {3, 4}}]', '{{1, 3}, {-2 I, 4}}'),
    ('ConjugateTranspose[{{a, b}}]', '{{Conjugate[a]}, {Conjugate[b]}}'),
    ('ConjugateTranspose[{{1. + 2. I, 3.}}]', '{{1. - 2. I}, {3.}}'),
    ('ConjugateTranspose[{{1, 2}, {3, 4}}]', '{{1, 3}, {2, 4}}'),
    ('SquareMatrixQ[{{1, 2}, {3, 4}}]', 'True'),
    ('SquareMatrixQ[{{1, 2, 3}}]', 'False'),
    ('SquareMatrixQ[{}]', 'False'),
    ('SquareMatrixQ[x]', 'False'),
    ('SymmetricMatrixQ[{{1, a}, {a, 2}}]', 'True'),
    ('SymmetricMatrixQ[{{1, 2}, {3, 4}}]', 'False'),
    ('SymmetricMatrixQ[{{1, 2, 3}}]', 'False'),
    ('SymmetricMatrixQ[{{1., 2.}, {2., 1.}}]', 'True'),
    ('HermitianMatrixQ[{{1, I}, {-I, 2}}]', 'True'),
    ('HermitianMatrixQ[{{1, I}, {I, 2}}]', 'False'),
    ('HermitianMatrixQ[{{a, b}, {b, a}}]', 'False'),
    ('HermitianMatrixQ[{{1, 2}, {2, 1}}]', 'True'),
    ('Cross[{1, 2, 3}, {4, 5, 6}]', '{-3, 6, -3}'),
    ('Cross[{a, b, c}, {x, y, z}]', '{-(c y) + b z, c x - a z, -(b x) + a y}'),
    ('Cross[{x, y}]', '{-y, x}'),
    ('Cross[{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}]', '{0, 0, 0, 1}'),
    ('Cross[{1., 2., 3.}, {4., 5., 6.}]', '{-3., 6., -3.}'),
    ('Cross[{1, 2}, {3, 4}]', SAME,
     ['Cross::nonn1: The arguments are expected to be vectors of equal length, and the number '
      'of arguments is expected to be 1 less than their length.']),
    ('Cross[{1, 2, 3}, {4, 5}]', SAME,
     ['Cross::nonn1: The arguments are expected to be vectors of equal length, and the number '
      'of arguments is expected to be 1 less than their length.']),
    ('KroneckerProduct[{{1, 2}, {3, 4}}, {{0, 1}, {1, 0}}]',
     '{{0, 1, 0, 2}, {1, 0, 2, 0}, {0, 3, 0, 4}, {3, 0, 4, 0}}'),
    ('KroneckerProduct[{a, b}, {c, d}]', '{a c, a d, b c, b d}'),
    ('KroneckerProduct[{1, 2}, {3, 4}, {5, 6}]', '{15, 18, 20, 24, 30, 36, 40, 48}'),
    ('KroneckerProduct[{{1., 2.}}, {{1.}, {2.}}]', '{{1., 2.}, {2., 4.}}'),
    ('Norm[{3, 4}]', '5'),
    ('Norm[{x, y}]', 'Sqrt[Abs[x]^2 + Abs[y]^2]'),
    ('Norm[{1, 2, 3}, 1]', '6'),
    ('Norm[{1, -5, 3}, Infinity]', '5'),
    ('Norm[{1, 2, 3}, 3]', '6^(2/3)'),
    ('Norm[{x, y}, p]', '(Abs[x]^p + Abs[y]^p)^(1/p)'),
    ('Norm[-3 + 4 I]', '5'),
    ('Norm[{1 + I, 1}]', 'Sqrt[3]'),
    ('Norm[{1., 2., 2.}]', '3.'),
    ('Norm[{{1, 2}, {3, 4}}]', 'Sqrt[15 + Sqrt[221]]'),
    ('Norm[{{1., 2.}, {3., 4.}}]', '5.46499'),
    ('Norm[{{1, 2}, {3, 4}}, 1]', '6'),
    ('Norm[{{1, 2}, {3, 4}}, Infinity]', '7'),
    ('Norm[{{1, 2}, {3, 4}}, "Frobenius"]', 'Sqrt[30]'),
    ('Norm[{{1, -2}, {3, 4}}, 1]', '6'),
    ('Norm[{1, 2}, 1/2]', SAME, ['Norm::ninv: 1/2 is not a valid norm specification.']),
    ('Norm[{{1}, {2, 3}}]', SAME,
     ['Norm::nvm: The first Norm argument should be a number, vector or matrix.']),
    ('Norm["abc"]', 'Norm[abc]',
     ['Norm::nvm: The first Norm argument should be a number, vector or matrix.']),
    ('Norm[x]', 'Norm[x]'),
    ('Normalize[{3, 4}]', '{3/5, 4/5}'),
    ('Normalize[{1, 1}]', '{1/Sqrt[2], 1/Sqrt[2]}'),
    ('Normalize[{0, 0}]', '{0, 0}'),
    ('Normalize[3 + 4 I]', '3/5 + (4 I)/5'),
    ('Normalize[{1., 1.}]', '{0.707107, 0.707107}'),
    ('Normalize[{x, y}]', '{x/Sqrt[Abs[x]^2 + Abs[y]^2], y/Sqrt[Abs[x]^2 + Abs[y]^2]}'),
    ('Normalize[{1, 2}, Total]', '{1/3, 2/3}'),
    # arbitrary precision, packed arrays, exact complexes, larger exact matrices
    ('Det[N[{{1, 2}, {3, 5}}, 25]]', '-1.000000000000000000000000'),
    ('Inverse[N[{{1, 2}, {3, 4}}, 20]]',
     '{{-2.0000000000000000000, 1.0000000000000000000}, '
     '{1.5000000000000000000, -0.50000000000000000000}}'),
    ('LinearSolve[N[{{1, 2}, {3, 5}}, 20], {1, 2}]',
     '{-1.0000000000000000000, 1.0000000000000000000}'),
    ('Eigenvalues[N[{{1, 2}, {3, 4}}, 20]]', '{5.3722813232690143299, -0.37228132326901432993}'),
    ('Norm[N[{{1, 2}, {3, 4}}, 20]]', '5.4649857042190426505'),
    ('Inverse[Table[1/(i + j - 1), {i, 3}, {j, 3}]]',
     '{{9, -36, 30}, {-36, 192, -180}, {30, -180, 180}}'),
    ('Det[Table[1/(i + j - 1), {i, 4}, {j, 4}]]', '1/6048000'),
    ('IntegerLength[Det[Table[i^j, {i, 20}, {j, 20}]]]', '157'),
    ('Det[Partition[Range[400], 20]]', '0'),
    ('MatrixRank[Partition[Range[400], 20]]', '2'),
    ('Length[NullSpace[Partition[Range[400], 20]]]', '18'),
    ('Tr[Partition[Range[400], 20]]', '4010'),
    ('Diagonal[Partition[Range[400], 20], 18]', '{19, 40}'),
    ('Det[N[Partition[Range[400], 20]]] < 10^-6', 'True'),
    ('Eigenvalues[{{2, I, 0}, {-I, 1, 0}, {0, 0, 1}}]', '{(3 + Sqrt[5])/2, 1, (3 - Sqrt[5])/2}'),
    ('Eigensystem[{{1, I}, {-I, 2}}]',
     '{{(3 + Sqrt[5])/2, (3 - Sqrt[5])/2}, {{(-I + I Sqrt[5])/2, 1}, {(-I - I Sqrt[5])/2, 1}}}'),
    ('Eigenvectors[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]',
     '{{(-11 + 3 Sqrt[33])/22, (11 + 3 Sqrt[33])/44, 1}, '
     '{(-11 - 3 Sqrt[33])/22, (11 - 3 Sqrt[33])/44, 1}, {1, -2, 1}}'),
    ('Eigenvalues[{{1/2, 1/3}, {1/4, 1/5}}]', '{(21 + Sqrt[381])/60, (21 - Sqrt[381])/60}'),
    ('Eigenvalues[{{5}}]', '{5}'),
    ('Eigenvectors[{{5}}]', '{{1}}'),
    ('Eigenvalues[{{1, 2, 0}, {2, 1, 0}, {0, 0, 5}}]', '{5, 3, -1}'),
    ('Eigenvalues[DiagonalMatrix[{1, -3, 2}]]', '{-3, 2, 1}'),
    ('Eigenvalues[{{a, 0}, {0, a}}]', '{a, a}'),
    ('Eigenvalues[{{a, b, c}, {d, e, f}, {g, h, i}}]', SAME),
    ('Eigenvalues[{{1, 2}, {3, 4}}, UpTo[5]]', '{(5 + Sqrt[33])/2, (5 - Sqrt[33])/2}'),
    ('Eigenvalues[{{1, 2}, {3, 4}}, x]', SAME,
     ['Eigenvalues::take: Cannot take the eigenvalues x of {{1, 2}, {3, 4}}: the matrix has '
      '2 of them.']),
    ('Eigenvalues[N[{{0, 0, 2}, {1, 0, 0}, {0, 1, 0}}]]',
     '{-0.629961 + 1.09112 I, -0.629961 - 1.09112 I, 1.25992 + 0. I}'),
    ('MatrixExp[{{a, b}, {0, a}}]', '{{E^a, b E^a}, {0, E^a}}'),
    ('MatrixExp[{{0, 1, 0}, {0, 0, 1}, {0, 0, 0}}]', '{{1, 1, 1/2}, {0, 1, 1}, {0, 0, 1}}'),
    ('Max[Abs[MatrixExp[N[{{0, Pi}, {-Pi, 0}}]] + IdentityMatrix[2]]] < 10^-12', 'True'),
    ('Max[Abs[N[MatrixExp[{{1, 2}, {3, 4}}]] - MatrixExp[N[{{1, 2}, {3, 4}}]]]] < 10^-10',
     'True'),
    ('MatrixPower[{{1, 1}, {0, 1}}, n]', SAME),
    ('LinearSolve[{{1., 2.}, {3., 4.}}, {1, I}]', '{-2. + 1. I, 1.5 - 0.5 I}'),
    ('LinearSolve[{{1, 2}, {2, 4}}, {a, 2 a}]', '{a, 0}'),
    ('LinearSolve[{{a, b}, {2 a, 2 b}}, {1, 2}]', '{1/a, 0}'),
    ('LinearSolve[{{1, 2}, {3, 4}}]', SAME,
     ['LinearSolve::argr: LinearSolve called with 1 argument; 2 arguments are expected.']),
    ('Det[{{1., I}, {2, 3}}]', '3. - 2. I'),
    ('Max[Abs[Inverse[{{1., 2., 3.}, {4., 5., 6.}, {7., 8., 10.}}] . {{1., 2., 3.}, '
     '{4., 5., 6.}, {7., 8., 10.}} - IdentityMatrix[3]]] < 10^-12', 'True'),
    ('Cross[{1, 2, 3}, {1, 2, 3}]', '{0, 0, 0}'),
    ('Cross[{a, b, c}, {a, b, c}]', '{0, 0, 0}'),
    ('ConjugateTranspose[{{{1}}}]', '{{{1}}}'),
    ('Normalize[{{3, 0}, {0, 4}}]', '{{3/4, 0}, {0, 1}}'),
    ('Norm[{{1, 2}, {3, 4}}, 3]', SAME, ['Norm::ninv: 3 is not a valid norm specification.']),
    ('Norm[Range[300]]', '5 Sqrt[361802]'),
    ('Norm[N[Range[300]]]', '3007.5'),
    ('Norm[{1., -5., 3.}, Infinity]', '5.'),
    ('Norm[{1., 2.}, 1]', '3.'),
    ('Tr[IdentityMatrix[{3, 5}]]', '3'),
    ('IdentityMatrix[{2, 0}]', '{{}, {}}'),
    ('DiagonalMatrix[{a, b}, x]', SAME),
    ('Diagonal[x]', SAME),
    ('UpperTriangularize[{{1, 2}, {3, 4}}, x]', SAME),
    ('KroneckerProduct[{{1, 2}}, {3}]', SAME),
    ('Head[KroneckerProduct[IdentityMatrix[300], IdentityMatrix[300]]]', 'KroneckerProduct',
     ['KroneckerProduct::rsize: The result would have 8100000000 elements, more than '
      '$MaxResultSize (1000000000).']),
    # entries SymPy cannot represent take part as opaque symbols
    ('Det[{{a, "s"}, {1, 2}}]', '-s + 2 a'),
    ('Det[{{"s", "s"}, {"s", "s"}}]', '0'),
    ('InputForm[CharacteristicPolynomial[{{a, "s"}, {1, 2}}, x]]',
     '-"s" + 2*a - 2*x - a*x + x^2'),
    ('NullSpace[{{1, "s"}}]', '{{-s, 1}}'),
    # growth guards
    ('MatrixPower[{{1, 2}, {3, 4}}, 10^20]',
     'MatrixPower[{{1, 2}, {3, 4}}, 100000000000000000000]',
     ['MatrixPower::ovfl: Overflow occurred in computation.']),
    ('MatrixPower[{{1., 2.}, {3., 4.}}, 10^20]',
     'MatrixPower[{{1., 2.}, {3., 4.}}, 100000000000000000000]',
     ['MatrixPower::ovfl: Overflow occurred in computation.']),
    ('MatrixPower[{{0, 1}, {1, 0}}, 10^20]', '{{1, 0}, {0, 1}}'),
    ('MatrixPower[{{1/2, 1}, {1, 0}}, 5]', '{{65/32, 29/16}, {29/16, 9/8}}'),
    ('MatrixPower[{{1, 2}, {3, 4}}, -3]', '{{-59/4, 27/4}, {81/8, -37/8}}'),
    ('Max[Abs[MatrixPower[{{1., 2.}, {3., 4.}}, 1/2] . MatrixPower[{{1., 2.}, {3., 4.}}, 1/2] - '
     '{{1., 2.}, {3., 4.}}]] < 10^-12', 'True'),
    ('Inverse[{{0}}]', 'Inverse[{{0}}]', ['Inverse::sing: Matrix {{0}} is singular.']),
    ('Eigenvalues[{{Sqrt[2], 1}, {1, Sqrt[2]}}]', '{1 + Sqrt[2], -1 + Sqrt[2]}'),
    ('Eigenvectors[{{a, b}, {b, a}}]', '{{1, 1}, {-1, 1}}'),
    ('Inverse[{{x, 1}, {1, 1/x + 1}}]', '{{(1 + x)/x^2, -(1/x)}, {-(1/x), 1}}'),
    ('Det[{{1.5, x}, {2, 3}}]', '4.5 - 2 x'),
    ('Inverse[{{1., 1.}, {1., 1.0000000000000002}}] // Length', '2',
     ['Inverse::luc: Result for Inverse of badly conditioned matrix {{1., 1.}, {1., 1.}} may '
      'contain significant numerical errors.']),
    ('IdentityMatrix[10^5]', 'IdentityMatrix[100000]',
     ['IdentityMatrix::rsize: The result would have 10000000000 elements, more than '
      '$MaxResultSize (1000000000).']),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    expected = row[0] if row[1] is SAME else row[1]
    if row[1] is SAME:
        # the unevaluated call, as the printer writes it
        s = Session()
        expected = str(s.evaluate("Hold[%s]" % row[0]))[5:-1]
    assert out == expected
    assert msgs == (list(row[2]) if len(row) > 2 else [])


def test_row_count():
    assert len(ROWS) >= 120


# --- properties on seeded random matrices --------------------------------------------------------

def _mat(rng, n, m, lo=-9, hi=9, den=1):
    def cell():
        v = rng.randint(lo, hi)
        if den > 1:
            return "%d/%d" % (v, rng.randint(1, den))
        return str(v)
    return "{" + ", ".join("{" + ", ".join(cell() for _ in range(m)) + "}"
                           for _ in range(n)) + "}"


def _true(session, text):
    r = session.evaluate(text)
    assert str(r) == "True", (text, str(r), [str(m) for m in session.messages])


@pytest.mark.parametrize("seed", range(6))
def test_exact_identities(seed):
    rng = random.Random(seed)
    s = Session()
    n = rng.randint(2, 5)
    s.evaluate("m = %s" % _mat(rng, n, n, den=rng.choice([1, 4])))
    s.evaluate("b = %s" % _mat(rng, 1, n)[1:-1])
    if str(s.evaluate("Det[m]")) != "0":
        _true(s, "m . Inverse[m] == IdentityMatrix[%d]" % n)
        _true(s, "m . LinearSolve[m, b] == b")
        _true(s, "Det[Inverse[m]] == 1/Det[m]")
        _true(s, "MatrixPower[m, -2] == Inverse[m] . Inverse[m]")
    _true(s, "Det[m] == Det[Transpose[m]]")
    _true(s, "Abs[Det[m] - Det[N[m]]] < 10^-6 Max[1, Abs[Det[m]]]")
    _true(s, "MatrixRank[m] + Length[NullSpace[m]] == %d" % n)
    _true(s, "And @@ Map[m . # == ConstantArray[0, %d] &, NullSpace[m]]" % n)
    _true(s, "RowReduce[RowReduce[m]] == RowReduce[m]")
    _true(s, "Tr[m] == Total[Diagonal[m]]")
    _true(s, "Expand[CharacteristicPolynomial[m, x] /. x -> 2] == Det[m - 2 IdentityMatrix[%d]]"
          % n)
    _true(s, "MatrixPower[m, 3] == m . m . m")


@pytest.mark.parametrize("seed", range(4))
def test_rectangular_identities(seed):
    rng = random.Random(100 + seed)
    s = Session()
    n, k = rng.randint(1, 4), rng.randint(1, 4)
    s.evaluate("m = %s" % _mat(rng, n, k, -3, 3))
    _true(s, "MatrixRank[m] + Length[NullSpace[m]] == %d" % k)
    _true(s, "MatrixRank[m] == MatrixRank[Transpose[m]]")
    _true(s, "MatrixRank[m] == MatrixRank[N[m]]")
    s.evaluate("b = m . Range[%d]" % k)
    _true(s, "m . LinearSolve[m, b] == b")
    _true(s, "Max[Abs[m . LinearSolve[N[m], b] - b]] < 10^-8")


@pytest.mark.parametrize("m", ["{{1, 2}, {3, 4}}", "{{2, 1}, {1, 2}}", "{{0, 1}, {-1, 0}}",
                               "{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}", "{{1, 1}, {2, 1}}",
                               "{{1, I}, {-I, 2}}", "{{4, 1}, {2, 3}}",
                               "{{2, 0, 0}, {0, 2, 0}, {0, 0, 3}}"])
def test_exact_eigensystem(m):
    s = Session()
    s.evaluate("m = %s; {vals, vecs} = Eigensystem[m]" % m)
    _true(s, "And @@ MapThread[Expand[m . #2 - #1 #2] == 0 #2 &, {vals, vecs}]")
    _true(s, "Expand[Total[vals]] == Tr[m]")
    key = "Round[{Re[#], Im[#]}, 10^-6] &"
    _true(s, "Max[Abs[SortBy[N[vals], %s] - SortBy[Eigenvalues[N[m]], %s]]] < 10^-8"
          % (key, key))


def test_root_eigensystem_numerically():
    s = Session()
    s.evaluate("m = {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}; {vals, vecs} = Eigensystem[m]")
    _true(s, "Max[Abs[N[m . Transpose[vecs] - Transpose[vecs] . DiagonalMatrix[vals]]]] "
             "< 10^-8")
    _true(s, "Max[Abs[N[vals] - Eigenvalues[N[m]]]] < 10^-8")


@pytest.mark.parametrize("seed", range(3))
def test_numeric_identities(seed):
    s = Session()
    s.evaluate("SeedRandom[%d]; m = RandomReal[{-1, 1}, {6, 6}]; h = m + Transpose[m]" % seed)
    _true(s, "Max[Abs[m . Inverse[m] - IdentityMatrix[6]]] < 10^-8")
    _true(s, "Abs[Det[m] - Times @@ Eigenvalues[m]] < 10^-8")
    _true(s, "Max[Abs[m . Transpose[Eigenvectors[m]] - Transpose[Eigenvectors[m]] . "
             "DiagonalMatrix[Eigenvalues[m]]]] < 10^-8")
    _true(s, "Max[Abs[h . Transpose[Eigenvectors[h]] - Transpose[Eigenvectors[h]] . "
             "DiagonalMatrix[Eigenvalues[h]]]] < 10^-8")
    _true(s, "Max[Abs[ConjugateTranspose[First[QRDecomposition[m]]] . "
             "Last[QRDecomposition[m]] - m]] < 10^-8")
    _true(s, "Abs[Norm[m] - First[SingularValueList[m]]] < 10^-10")
    _true(s, "Max[Abs[MatrixExp[m] . MatrixExp[-m] - IdentityMatrix[6]]] < 10^-8")
    _true(s, "Max[Abs[MatrixPower[h . h, 1/2] - MatrixPower[MatrixPower[h . h, 1/2], 1]]] "
             "< 10^-8")


def test_exact_qr_and_singular_values():
    s = Session()
    s.evaluate("m = {{1, 2}, {3, 4}, {5, 6}}; {q, r} = QRDecomposition[m]")
    _true(s, "Simplify[ConjugateTranspose[q] . r] == m")
    _true(s, "Simplify[q . ConjugateTranspose[q]] == IdentityMatrix[2]")
    _true(s, "Max[Abs[N[SingularValueList[m]] - SingularValueList[N[m]]]] < 10^-10")


def test_no_sympy_for_exact_numbers():
    from mathilda.bridges.sympy import STATS
    s = Session()
    before = dict(STATS)
    for text in ["Det[{{1, 2}, {3, 4}}]", "Inverse[{{1, 2}, {3, 4}}]",
                 "LinearSolve[{{1, 2}, {3, 4}}, {5, 6}]", "RowReduce[{{1, 2}, {3, 4}}]",
                 "NullSpace[{{1, 2}, {2, 4}}]", "MatrixPower[{{1, 1}, {1, 0}}, 20]"]:
        s.evaluate(text)
    assert STATS == before
