"""Matrix construction, structure and vector operations: IdentityMatrix, DiagonalMatrix,
Diagonal, Tr, UpperTriangularize, LowerTriangularize, ConjugateTranspose, SquareMatrixQ,
SymmetricMatrixQ, HermitianMatrixQ, Cross, KroneckerProduct, Norm, Normalize.

Determinants, inverses and linear systems are in solve.py, eigenvalues and the
decompositions in eigen.py; the shared helpers in algorithms/linalg/common.py.  Exact entries
are combined natively or by building one expression for the evaluator; packed (machine)
arrays are handled on their NumPy buffers.
"""

from mathilda.algorithms.build import minus, times
from mathilda.algorithms.linalg.common import (
    MATRIX, is_list, make_list, make_matrix, matrix_kind, matrix_rows, np_array, np_result,
    np_scalar, vector_items, zero_like)
from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, String, S,
                                TRUE, FALSE)
from mathilda.algorithms.linalg.entry_tests import entry_test
from mathilda.core.registry import builtin

ZERO = Integer(0)
ONE = Integer(1)
INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."


def _numpy():
    from mathilda.core.packed import numpy
    return numpy()


def _packed(x):
    return getattr(x, "array", None)


def _small_int(x, lo=None):
    if type(x) is Integer and abs(x.value) < 2 ** 31 and (lo is None or x.value >= lo):
        return x.value
    return None


# --- IdentityMatrix, DiagonalMatrix --------------------------------------------------------------

def _build(ev, m, n, cell, name):
    """An m x n matrix of cell(i, j) (0-based); None after General::rsize when too large."""
    if not ev.check_size(m * n, name):
        return None
    return make_matrix([[cell(i, j) for j in range(n)] for i in range(m)])


@builtin("IdentityMatrix", nargs=1, messages={"intnm": INTNM},
         usage="IdentityMatrix[n] gives the n x n identity matrix; IdentityMatrix[{m, n}] "
               "the m x n matrix with 1 on the leading diagonal.",
         examples=[("IdentityMatrix[3]", "{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}"),
                   ("IdentityMatrix[{2, 3}]", "{{1, 0, 0}, {0, 1, 0}}"),
                   ("IdentityMatrix[-1]", "IdentityMatrix[-1]",
                    ["IdentityMatrix::intnm: Non-negative machine-sized integer expected at "
                     "position 1 in IdentityMatrix[-1]."])])
def identity_matrix(ev, expr):
    a = expr.args[0]
    n = _small_int(a, 0)
    if n is not None:
        m = n
    else:
        items = vector_items(a)
        dims = [_small_int(v, 0) for v in items] if items is not None else []
        if len(dims) != 2 or None in dims:
            ev.message("IdentityMatrix", "intnm", expr, ONE)
            return None
        m, n = dims
    if m == 0 or n == 0:
        return make_list([make_list(())] * m) if n == 0 and m else make_list(())
    if m * n >= 250:
        if not ev.check_size(m * n, "IdentityMatrix"):
            return None
        from mathilda.core.packed import PackedArray
        return PackedArray(_numpy().eye(m, n, dtype=_numpy().int64))
    return _build(ev, m, n, lambda i, j: ONE if i == j else ZERO, "IdentityMatrix")


@builtin("DiagonalMatrix", nargs=(1, 3),
         usage="DiagonalMatrix[list] gives a matrix with the elements of list on the leading "
               "diagonal and 0 elsewhere; DiagonalMatrix[list, k] puts them on the k-th "
               "diagonal (above for k > 0, below for k < 0); DiagonalMatrix[list, k, n] pads "
               "to an n x n matrix (or m x n for {m, n}).",
         examples=[("DiagonalMatrix[{a, b}]", "{{a, 0}, {0, b}}"),
                   ("DiagonalMatrix[{a, b}, 1]", "{{0, a, 0}, {0, 0, b}, {0, 0, 0}}"),
                   ("DiagonalMatrix[{a, b}, -1]", "{{0, 0, 0}, {a, 0, 0}, {0, b, 0}}"),
                   ("DiagonalMatrix[{1, 2}, 0, 3]", "{{1, 0, 0}, {0, 2, 0}, {0, 0, 0}}"),
                   ("DiagonalMatrix[{1., 2.}]", "{{1., 0.}, {0., 2.}}")])
def diagonal_matrix(ev, expr):
    args = expr.args
    if not is_list(args[0]):
        return None
    items = args[0].args
    k = 0
    if len(args) > 1:
        k = _small_int(args[1])
        if k is None:
            return None
    size = len(items) + abs(k)
    m = n = size
    if len(args) > 2:
        s = args[2]
        m = n = _small_int(s, 0)
        if m is None:
            dims = vector_items(s)
            dims = [_small_int(v, 0) for v in dims] if dims is not None else []
            if len(dims) != 2 or None in dims:
                return None
            m, n = dims
    if m == 0 or n == 0:
        return make_list(())
    zero = zero_like(items)

    def cell(i, j):
        t = i if k >= 0 else j
        if j - i == k and t < len(items):
            return items[t]
        return zero
    return _build(ev, m, n, cell, "DiagonalMatrix")


# --- Diagonal, Tr, triangular parts --------------------------------------------------------------

@builtin("Diagonal", nargs=(1, 2),
         usage="Diagonal[m] gives the list of elements on the leading diagonal of the matrix "
               "m; Diagonal[m, k] the elements on the k-th diagonal.",
         examples=[("Diagonal[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]", "{1, 5, 9}"),
                   ("Diagonal[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, 1]", "{2, 6}"),
                   ("Diagonal[{{1, 2, 3}, {4, 5, 6}}, -1]", "{4}")])
def diagonal(ev, expr):
    x = expr.args[0]
    k = 0
    if len(expr.args) == 2:
        k = _small_int(expr.args[1])
        if k is None:
            return None
    arr = _packed(x)
    if arr is not None and arr.ndim == 2:
        d = _numpy().diagonal(arr, k)
        return np_result(d.copy()) if d.size else make_list(())
    if not is_list(x):
        return None
    out = []
    for i, row in enumerate(x.args):
        j = i + k
        if not is_list(row):
            return None
        if 0 <= j < len(row.args):
            out.append(row.args[j])
    return make_list(out)


def _tensor_diagonal(x):
    """The elements t[[i, i, ..., i]] of a list x (any rank), as far as they exist."""
    out = []
    i = 0
    while True:
        e = x
        while is_list(e):
            if i >= len(e.args):
                return out
            e = e.args[i]
        out.append(e)
        i += 1


@builtin("Tr", nargs=(1, 2),
         usage="Tr[list] gives the trace of the matrix or tensor list (the sum of its "
               "diagonal elements; the total of a vector); Tr[list, f] applies f to the "
               "diagonal elements instead of Plus.",
         examples=[("Tr[{{1, 2}, {3, 4}}]", "5"), ("Tr[{{a, b}, {c, d}}]", "a + d"),
                   ("Tr[{{1, 2}, {3, 4}}, List]", "{1, 4}"), ("Tr[{1, 2, 3}]", "6"),
                   ("Tr[{{1, 2, 3}, {4, 5, 6}}]", "6")])
def tr(ev, expr):
    x = expr.args[0]
    if not is_list(x):
        return None
    arr = _packed(x)
    f = expr.args[1] if len(expr.args) == 2 else S.Plus
    if arr is not None and f is S.Plus:
        np = _numpy()
        if arr.ndim == 1:
            d = arr
        else:
            n = min(arr.shape)
            d = arr[(np.arange(n),) * arr.ndim]
        v = d.sum()
        return np_scalar(v) if arr.dtype.kind != "i" else Integer(int(d.astype(object).sum()))
    diag = _tensor_diagonal(x)
    return Expression(f, tuple(diag))


def _triangularize(ev, expr, name, keep):
    x = expr.args[0]
    k = 0
    if len(expr.args) == 2:
        k = _small_int(expr.args[1])
        if k is None:
            return None
    rows = matrix_rows(x)
    if rows is None:
        ev.message(name, "matrix", x, ONE)
        return None
    arr = _packed(x)
    if arr is not None:
        np = _numpy()
        fn = np.triu if name == "UpperTriangularize" else np.tril
        return np_result(fn(arr, k))
    zero = zero_like([v for r in rows for v in r])
    return make_matrix([[v if keep(j - i, k) else zero for j, v in enumerate(r)]
                        for i, r in enumerate(rows)])


@builtin("UpperTriangularize", nargs=(1, 2), messages={"matrix": MATRIX},
         usage="UpperTriangularize[m] gives m with the elements below the leading diagonal "
               "replaced by 0; UpperTriangularize[m, k] keeps the elements on and above the "
               "k-th diagonal.",
         examples=[("UpperTriangularize[{{1, 2}, {3, 4}}]", "{{1, 2}, {0, 4}}"),
                   ("UpperTriangularize[{{1, 2, 3}, {4, 5, 6}}, 1]", "{{0, 2, 3}, {0, 0, 6}}")])
def upper_triangularize(ev, expr):
    return _triangularize(ev, expr, "UpperTriangularize", lambda d, k: d >= k)


@builtin("LowerTriangularize", nargs=(1, 2), messages={"matrix": MATRIX},
         usage="LowerTriangularize[m] gives m with the elements above the leading diagonal "
               "replaced by 0; LowerTriangularize[m, k] keeps the elements on and below the "
               "k-th diagonal.",
         examples=[("LowerTriangularize[{{1, 2}, {3, 4}}]", "{{1, 0}, {3, 4}}"),
                   ("LowerTriangularize[{{1, 2, 3}, {4, 5, 6}}, -1]", "{{0, 0, 0}, {4, 0, 0}}")])
def lower_triangularize(ev, expr):
    return _triangularize(ev, expr, "LowerTriangularize", lambda d, k: d <= k)


# --- ConjugateTranspose and the matrix predicates ------------------------------------------------

def _conj(ev, v):
    t = type(v)
    if t is Integer or t is Rational or t is Real:
        return v
    return ev.evaluate(Expression(S.Conjugate, (v,)))


@builtin("ConjugateTranspose", nargs=1,
         usage="ConjugateTranspose[m] gives the conjugate transpose of the matrix m.",
         examples=[("ConjugateTranspose[{{1, 2 I}, {3, 4}}]", "{{1, 3}, {-2 I, 4}}"),
                   ("ConjugateTranspose[{{a, b}}]", "{{Conjugate[a]}, {Conjugate[b]}}")])
def conjugate_transpose(ev, expr):
    x = expr.args[0]
    arr = _packed(x)
    if arr is not None and arr.ndim == 2:
        return np_result(arr.conj().T.copy())
    rows = matrix_rows(x)
    if rows is None:
        if is_list(x):
            return ev.evaluate(Expression(S.Conjugate, (Expression(S.Transpose, (x,)),)))
        return None
    return make_matrix([[_conj(ev, v) for v in col] for col in zip(*rows)])


def _square(x):
    rows = matrix_rows(x)
    if rows is None or len(rows) != len(rows[0]):
        return None
    return rows


def _same(a, b):
    if a == b:
        return True
    if a.is_number and b.is_number:
        try:
            return _complex(a) == _complex(b)
        except (TypeError, ValueError):
            return False
    return False


def _complex(v):
    if type(v) is Complex:
        return complex(float(v.re.value), float(v.im.value))
    return complex(float(v.value))


@builtin("SquareMatrixQ", nargs=1,
         usage="SquareMatrixQ[m] gives True if m is a square matrix, and False otherwise.",
         examples=[("SquareMatrixQ[{{1, 2}, {3, 4}}]", "True"),
                   ("SquareMatrixQ[{{1, 2, 3}}]", "False"), ("SquareMatrixQ[x]", "False")])
def square_matrix_q(ev, expr):
    return TRUE if _square(expr.args[0]) is not None else FALSE


_TOLNN = {"tolnn": "Tolerance specification `1` must be a non-negative number."}
_ENTRY_OPTIONS = {"SameTest": "Automatic", "Tolerance": "Automatic"}


def _entry_options(ev, expr, name):
    """(matrix, test or None) from the arguments and options; None when they are not valid
    (after a message for a bad Tolerance)."""
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    test = entry_test(ev, opts)
    if test == "bad":
        ev.message(name, "tolnn", opts.get("Tolerance"))
        return None
    return pos[0], test


def _close(a, b):
    """Equal except for the last bits (4 ulps) of machine numbers; exact for integers."""
    if a.dtype.kind in "iub":
        return bool((a == b).all())
    from mathilda.core.packed import numpy
    np = numpy()
    return bool(np.allclose(a, b, rtol=2.0 ** -50, atol=0))


def _has_reals(x):
    """An unpacked matrix with approximate entries (compared except for their last bits)."""
    rows = None if _packed(x) is not None else _square(x)
    return rows is not None and any(type(v) is Real or type(v) is Complex and (
        type(v.re) is Real or type(v.im) is Real) for r in rows for v in r)


def _pairs_q(ev, x, test, partner, diagonal):
    """Whether test(m[i, j], partner(m[j, i])) holds for every pair (with i == j when
    ``diagonal``)."""
    rows = _square(x)
    if rows is None:
        return FALSE
    n = len(rows)
    for i in range(n):
        for j in range(i if diagonal else i + 1, n):
            if not test(rows[i][j], partner(rows[j][i])):
                return FALSE
    return TRUE


@builtin("SymmetricMatrixQ", nargs=(1, 3), options=_ENTRY_OPTIONS, messages=_TOLNN,
         usage="SymmetricMatrixQ[m] gives True if m is explicitly symmetric, and False "
               "otherwise; SameTest -> f compares entries with f, Tolerance -> t takes "
               "approximate entries differing by at most t as equal.",
         examples=[("SymmetricMatrixQ[{{1, a}, {a, 2}}]", "True"),
                   ("SymmetricMatrixQ[{{1, 2}, {3, 4}}]", "False"),
                   ("SymmetricMatrixQ[{{1., 2.}, {2. + 10^-12, 1.}}]", "False"),
                   ("SymmetricMatrixQ[{{1., 2.}, {2.0000000000000004, 1.}}]", "True"),
                   ("SymmetricMatrixQ[{{1., 2.}, {2. + 10^-12, 1.}}, Tolerance -> 10^-10]",
                    "True"),
                   ("SymmetricMatrixQ[{{1, Sqrt[x^2]}, {x, 1}}]", "False"),
                   ("SymmetricMatrixQ[{{1, Sqrt[x^2]}, {x, 1}}, "
                    "SameTest -> (Simplify[#1 == #2, x > 0] &)]", "True")])
def symmetric_matrix_q(ev, expr):
    parsed = _entry_options(ev, expr, "SymmetricMatrixQ")
    if parsed is None:
        return None
    x, test = parsed
    if test is None and _has_reals(x):
        test = entry_test(ev, {"Tolerance": Integer(0)})
    if test is not None:
        return _pairs_q(ev, x, test, lambda v: v, False)
    arr = _packed(x)
    if arr is not None:
        return TRUE if arr.ndim == 2 and arr.shape[0] == arr.shape[1] and \
            _close(arr, arr.T) else FALSE
    rows = _square(x)
    if rows is None:
        return FALSE
    n = len(rows)
    for i in range(n):
        for j in range(i + 1, n):
            if not _same(rows[i][j], rows[j][i]):
                return FALSE
    return TRUE


@builtin("HermitianMatrixQ", nargs=(1, 3), options=_ENTRY_OPTIONS, messages=_TOLNN,
         usage="HermitianMatrixQ[m] gives True if m is explicitly Hermitian (equal to its "
               "conjugate transpose), and False otherwise; SameTest and Tolerance as for "
               "SymmetricMatrixQ.",
         examples=[("HermitianMatrixQ[{{1, I}, {-I, 2}}]", "True"),
                   ("HermitianMatrixQ[{{1, I}, {I, 2}}]", "False"),
                   ("HermitianMatrixQ[{{a, b}, {b, a}}]", "False"),
                   ("HermitianMatrixQ[{{1., I}, {-1.000001 I, 2.}}, Tolerance -> 10^-5]",
                    "True")])
def hermitian_matrix_q(ev, expr):
    parsed = _entry_options(ev, expr, "HermitianMatrixQ")
    if parsed is None:
        return None
    x, test = parsed
    if test is None and _has_reals(x):
        test = entry_test(ev, {"Tolerance": Integer(0)})
    if test is not None:
        return _pairs_q(ev, x, test, lambda v: _conj(ev, v), True)
    arr = _packed(x)
    if arr is not None:
        return TRUE if arr.ndim == 2 and arr.shape[0] == arr.shape[1] and \
            _close(arr, arr.conj().T) else FALSE
    rows = _square(x)
    if rows is None:
        return FALSE
    n = len(rows)
    for i in range(n):
        for j in range(i, n):
            if not _same(rows[i][j], _conj(ev, rows[j][i])):
                return FALSE
    return TRUE


# --- Cross, KroneckerProduct ---------------------------------------------------------------------


@builtin("Cross", nargs=(1, None),
         messages={"nonn1": "The arguments are expected to be vectors of equal length, and "
                   "the number of arguments is expected to be 1 less than their length."},
         usage="Cross[a, b] gives the vector cross product of the 3-vectors a and b; "
               "Cross[v] the perpendicular of a 2-vector; Cross[v1, ..., v(n-1)] the "
               "totally antisymmetric product of n-1 vectors of length n.",
         examples=[("Cross[{1, 2, 3}, {4, 5, 6}]", "{-3, 6, -3}"),
                   ("Cross[{a, b, c}, {x, y, z}]", "{-(c y) + b z, c x - a z, -(b x) + a y}"),
                   ("Cross[{x, y}]", "{-y, x}"),
                   ("Cross[{1, 2}, {3, 4}]", "{1, 2} \\[Cross] {3, 4}",
                    ["Cross::nonn1: The arguments are expected to be vectors of equal "
                     "length, and the number of arguments is expected to be 1 less than "
                     "their length."])])
def cross(ev, expr):
    vecs = [vector_items(a) for a in expr.args]
    n = len(vecs) + 1
    if any(v is None or len(v) != n for v in vecs):
        ev.message("Cross", "nonn1")
        return None
    if n == 3:
        arrs = [_packed(a) for a in expr.args]
        if all(a is not None for a in arrs):
            return np_result(_numpy().cross(arrs[0], arrs[1]))
        (a1, a2, a3), (b1, b2, b3) = vecs
        out = [minus(times(a2, b3), times(a3, b2)), minus(times(a3, b1), times(a1, b3)),
               minus(times(a1, b2), times(a2, b1))]
        return ev.evaluate(make_list(out))
    if n == 2:
        x, y = vecs[0]
        return ev.evaluate(make_list([Expression(S.Times, (Integer(-1), y)), x]))
    out = []
    for i in range(n):
        minor = make_matrix([[v[j] for j in range(n) if j != i] for v in vecs])
        d = ev.evaluate(Expression(S.Det, (minor,)))
        out.append(d if (n + i) % 2 == 1 else Expression(S.Times, (Integer(-1), d)))
    return ev.evaluate(make_list(out))


def _array(x):
    """(dims, flat list of Exprs) of a vector or matrix, else None."""
    items = vector_items(x)
    if items is not None:
        return (len(items),), list(items)
    rows = matrix_rows(x)
    if rows is not None:
        return (len(rows), len(rows[0])), [v for r in rows for v in r]
    return None


def _kron2(ev, a, b):
    (da, la), (db, lb) = a, b
    if len(da) == 1:
        return (da[0] * db[0],), [_mul(ev, x, y) for x in la for y in lb]
    (m, n), (p, q) = da, db
    out = []
    for i in range(m):
        for k in range(p):
            for j in range(n):
                x = la[i * n + j]
                for t in range(q):
                    out.append(_mul(ev, x, lb[k * q + t]))
    return (m * p, n * q), out


def _mul(ev, x, y):
    if type(x) is Integer and type(y) is Integer:
        return Integer(x.value * y.value)
    return Expression(S.Times, (x, y))


@builtin("KroneckerProduct", nargs=(1, None),
         usage="KroneckerProduct[m1, m2, ...] gives the Kronecker (tensor) product of the "
               "matrices (or vectors) mi.",
         examples=[("KroneckerProduct[{{1, 2}, {3, 4}}, {{0, 1}, {1, 0}}]",
                    "{{0, 1, 0, 2}, {1, 0, 2, 0}, {0, 3, 0, 4}, {3, 0, 4, 0}}"),
                   ("KroneckerProduct[{a, b}, {c, d}]", "{a c, a d, b c, b d}")])
def kronecker_product(ev, expr):
    arrs = [_packed(a) for a in expr.args]
    if all(a is not None for a in arrs) and len({a.ndim for a in arrs}) == 1 and \
            arrs[0].ndim <= 2:
        size = 1
        for a in arrs:
            size *= a.size
        if not ev.check_size(size, "KroneckerProduct"):
            return None
        np = _numpy()
        r = arrs[0]
        for a in arrs[1:]:
            r = np.kron(r, a)
        return np_result(r)
    parts = [_array(a) for a in expr.args]
    if any(p is None for p in parts) or len({len(p[0]) for p in parts}) != 1:
        return None
    size = 1
    for dims, _ in parts:
        for d in dims:
            size *= d
    if not ev.check_size(size, "KroneckerProduct"):
        return None
    acc = parts[0]
    for p in parts[1:]:
        acc = _kron2(ev, acc, p)
    dims, flat = acc
    if len(dims) == 1:
        return ev.evaluate(make_list(flat))
    m, n = dims
    return ev.evaluate(make_matrix([flat[i * n:(i + 1) * n] for i in range(m)]))


# --- Norm, Normalize ----------------------------------------------------------------------------

def _abs(v):
    return Expression(S.Abs, (v,))


def _is_infinity(p):
    return p is S.Infinity or (isinstance(p, Expression) and p.head is S.DirectedInfinity
                               and p.args == (ONE,))


def _vector_norm(ev, items, p):
    if p is None or p == Integer(2) or (type(p) is String and p.value == "Frobenius"):
        terms = [Expression(S.Power, (_abs(v), Integer(2))) for v in items]
        return ev.evaluate(Expression(S.Sqrt, (Expression(S.Plus, tuple(terms)),)))
    if _is_infinity(p):
        return ev.evaluate(Expression(S.Max, tuple(_abs(v) for v in items)))
    if p == ONE:
        return ev.evaluate(Expression(S.Plus, tuple(_abs(v) for v in items)))
    terms = [Expression(S.Power, (_abs(v), p)) for v in items]
    return ev.evaluate(Expression(S.Power, (Expression(S.Plus, tuple(terms)),
                                            Expression(S.Power, (p, Integer(-1))))))


def _valid_p(p):
    """False for a numeric p below 1 (not a norm)."""
    t = type(p)
    if t is Integer or t is Rational or t is Real:
        return p.value >= 1
    if t is Complex:
        return False
    return True


def _matrix_norm(ev, x, rows, p):
    kind = matrix_kind(x, rows)
    if p is None or p == Integer(2):
        if kind == "num":
            np = _numpy()
            return np_scalar(np.linalg.norm(np_array(x, rows), 2))
        if kind in ("int", "rat"):
            from mathilda.builtins.linalg.eigen import exact_singular_values
            sv = exact_singular_values(ev, rows, kind)
            if sv is None:
                return None
            return sv[0] if sv else ZERO
        if kind == "big":
            from mathilda.builtins.linalg.eigen import big_singular_values
            return big_singular_values(rows)[0]
        return None
    if type(p) is String and p.value == "Frobenius":
        if kind == "num":
            np = _numpy()
            return np_scalar(np.linalg.norm(np_array(x, rows), "fro"))
        return _vector_norm(ev, [v for r in rows for v in r], None)
    if p == ONE or _is_infinity(p):
        if kind == "num":
            np = _numpy()
            return np_scalar(np.linalg.norm(np_array(x, rows), 1 if p == ONE else np.inf))
        lines = list(zip(*rows)) if p == ONE else rows
        sums = [Expression(S.Plus, tuple(_abs(v) for v in line)) for line in lines]
        return ev.evaluate(Expression(S.Max, tuple(sums)))
    return False


@builtin("Norm", nargs=(1, 2),
         messages={"nvm": "The first Norm argument should be a number, vector or matrix.",
                   "ninv": "`1` is not a valid norm specification."},
         usage="Norm[expr] gives the norm of a number, vector or matrix (the 2-norm); "
               "Norm[expr, p] the p-norm (p >= 1, Infinity, or \"Frobenius\").",
         examples=[("Norm[{3, 4}]", "5"), ("Norm[{x, y}]", "Sqrt[Abs[x]^2 + Abs[y]^2]"),
                   ("Norm[{1, 2, 3}, 1]", "6"), ("Norm[{1, -5, 3}, Infinity]", "5"),
                   ("Norm[{1, 2, 3}, 3]", "6^(2/3)"), ("Norm[-3 + 4 I]", "5"),
                   ("Norm[{{1, 2}, {3, 4}}]", "Sqrt[15 + Sqrt[221]]"),
                   ("Norm[{{1., 2.}, {3., 4.}}]", "5.46499")])
def norm(ev, expr):
    x = expr.args[0]
    p = expr.args[1] if len(expr.args) == 2 else None
    if p is not None and not _valid_p(p):
        ev.message("Norm", "ninv", p)
        return None
    if x.is_number:
        return ev.evaluate(_abs(x))
    if not is_list(x):
        if type(x) is String:
            ev.message("Norm", "nvm")
        return None
    arr = _packed(x)
    if arr is not None and arr.ndim == 1:
        np = _numpy()
        if p is None or p == Integer(2) or (type(p) is String and p.value == "Frobenius"):
            v = np.linalg.norm(arr.astype(np.complex128 if arr.dtype.kind == "c"
                                          else np.float64))
            return np_scalar(v) if arr.dtype.kind != "i" else _vector_norm(ev, x.args, p)
        if arr.dtype.kind != "i" and (_is_infinity(p) or p.is_number):
            order = np.inf if _is_infinity(p) else float(p.value)
            return np_scalar(np.linalg.norm(arr, order))
    items = vector_items(x)
    if items is not None:
        return _vector_norm(ev, items, p)
    rows = matrix_rows(x)
    if rows is None:
        ev.message("Norm", "nvm")
        return None
    r = _matrix_norm(ev, x, rows, p)
    if r is False:
        ev.message("Norm", "ninv", p)
        return None
    return r


@builtin("Normalize", nargs=(1, 2),
         usage="Normalize[v] gives the normalized form of a vector v (v/Norm[v]; a zero "
               "vector is returned unchanged); Normalize[z] gives z/Abs[z] for a number; "
               "Normalize[v, f] divides by f[v].",
         examples=[("Normalize[{3, 4}]", "{3/5, 4/5}"),
                   ("Normalize[{1, 1}]", "{1/Sqrt[2], 1/Sqrt[2]}"),
                   ("Normalize[{0, 0}]", "{0, 0}"), ("Normalize[3 + 4 I]", "3/5 + (4 I)/5"),
                   ("Normalize[{1., 1.}]", "{0.707107, 0.707107}")])
def normalize(ev, expr):
    x = expr.args[0]
    arr = _packed(x)
    if len(expr.args) == 2:
        nv = ev.evaluate(Expression(expr.args[1], (x,)))
    elif arr is not None and arr.ndim == 1 and arr.dtype.kind != "i":
        np = _numpy()
        nrm = np.linalg.norm(arr)
        return x if nrm == 0 else np_result(arr / nrm)
    else:
        nv = ev.evaluate(Expression(S.Norm, (x,)))
        if isinstance(nv, Expression) and nv.head is S.Norm:
            return None
    if nv == ZERO or (type(nv) is Real and nv.value == 0):
        return x
    inv = Expression(S.Power, (nv, Integer(-1)))
    if is_list(x):
        return ev.evaluate(Expression(S.Times, (x, inv)))
    return ev.evaluate(Expression(S.Times, (x, inv)))
