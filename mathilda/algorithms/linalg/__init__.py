"""Linear-algebra algorithms behind the linalg builtins.

    common.py   matrices as rows, the kind of a matrix (integer, rational, machine, big,
                symbolic), conversions to and from NumPy, the shared message texts
    fields.py   exact elimination: Bareiss determinants, fraction-free Gauss-Jordan, the
                fields it runs over (rationals, SymPy expressions, algebraic extensions),
                null spaces in Wolfram's order
    eigen.py    eigenvalues and eigenvectors (exact: the characteristic polynomial factored
                over the entries' field, roots written as Wolfram writes them; numeric:
                NumPy), singular values, the exact matrix 2-norm"""
