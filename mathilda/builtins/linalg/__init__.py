"""Linear algebra: vectors and matrices as lists.

Products (``Dot``, ``Inner``), constructing and testing matrices (``IdentityMatrix``, ``DiagonalMatrix``, ``Diagonal``,
``Tr``, ``SymmetricMatrixQ``, ``Cross``, ``KroneckerProduct``, ``Norm``, ``Normalize``),
linear systems (``Det``, ``Inverse``, ``LinearSolve``, ``RowReduce``, ``MatrixRank``,
``NullSpace``, ``MatrixPower``, ``LUDecomposition``) and spectral questions
(``CharacteristicPolynomial``, ``Eigenvalues``, ``Eigenvectors``, ``Eigensystem``,
``SingularValueList``, ``MatrixExp``, ``QRDecomposition``).  Exact matrices are computed
exactly (fraction-free elimination over the integers, rationals or a polynomial field),
machine matrices with NumPy; the algorithms are in ``mathilda.algorithms.linalg``."""
