"""Matrix predicates: DiagonalMatrixQ, UpperTriangularMatrixQ, LowerTriangularMatrixQ,
AntisymmetricMatrixQ, AntihermitianMatrixQ, OrthogonalMatrixQ, UnitaryMatrixQ,
NormalMatrixQ, PositiveDefiniteMatrixQ, PositiveSemidefiniteMatrixQ,
NegativeDefiniteMatrixQ, NegativeSemidefiniteMatrixQ.

Each gives True or False.  Exact entries are tested exactly (definiteness by the signs of
the coefficients of the characteristic polynomial of the Hermitian part, whose roots are
all real); machine entries with the tolerance the Wolfram Language uses for them."""

from mathilda.algorithms.linalg.common import kind_of, matrix_rows, np_array
from mathilda.core.expr import FALSE, TRUE, Complex, Expression, Integer, Real, S
from mathilda.algorithms.linalg.entry_tests import entry_test
from mathilda.core.registry import builtin

TOL = "Tolerance"


def _bool(v):
    return TRUE if v else FALSE


def _is_zero(v):
    t = type(v)
    if t is Integer:
        return v.value == 0
    if t is Real:
        return v.value == 0
    if t is Complex:
        return _is_zero(v.re) and _is_zero(v.im)
    return False


def _band_q(ev, expr, keep):
    args = expr.args
    rows = matrix_rows(args[0])
    if rows is None:
        return FALSE
    k = 0
    if len(args) > 1:
        if type(args[1]) is not Integer:
            return None
        k = args[1].value
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            if not keep(j - i, k) and not _is_zero(v):
                return FALSE
    return TRUE


@builtin("DiagonalMatrixQ", nargs=(1, 2),
         usage="DiagonalMatrixQ[m] gives True if m is diagonal (every element off the leading "
               "diagonal is zero); DiagonalMatrixQ[m, k] tests the k-th diagonal instead.",
         examples=[("DiagonalMatrixQ[{{1, 0}, {0, 2}}]", "True"),
                   ("DiagonalMatrixQ[{{1, 0}, {3, 2}}]", "False"),
                   ("DiagonalMatrixQ[{{0, 1, 0}, {0, 0, 2}}, 1]", "True"),
                   ("DiagonalMatrixQ[{{a, 0}, {0, b}}]", "True"),
                   ("DiagonalMatrixQ[{{1., 0.}, {0., 2.}}]", "True"),
                   ("DiagonalMatrixQ[{1, 2}]", "False")])
def diagonal_matrix_q(ev, expr):
    return _band_q(ev, expr, lambda d, k: d == k)


@builtin("UpperTriangularMatrixQ", nargs=(1, 2),
         usage="UpperTriangularMatrixQ[m] gives True if m is upper triangular (zero below the "
               "leading diagonal); UpperTriangularMatrixQ[m, k] zero below the k-th diagonal.",
         examples=[("UpperTriangularMatrixQ[{{1, 2}, {0, 3}}]", "True"),
                   ("UpperTriangularMatrixQ[{{1, 2}, {4, 3}}]", "False"),
                   ("UpperTriangularMatrixQ[{{0, 2}, {0, 0}}, 1]", "True"),
                   ("UpperTriangularMatrixQ[{{1, 2, 3}, {0, 4, 5}}]", "True"),
                   ("UpperTriangularMatrixQ[{{a, b}, {0, c}}]", "True")])
def upper_triangular_matrix_q(ev, expr):
    return _band_q(ev, expr, lambda d, k: d >= k)


@builtin("LowerTriangularMatrixQ", nargs=(1, 2),
         usage="LowerTriangularMatrixQ[m] gives True if m is lower triangular (zero above the "
               "leading diagonal); LowerTriangularMatrixQ[m, k] zero above the k-th diagonal.",
         examples=[("LowerTriangularMatrixQ[{{1, 0}, {2, 3}}]", "True"),
                   ("LowerTriangularMatrixQ[{{1, 2}, {4, 3}}]", "False"),
                   ("LowerTriangularMatrixQ[{{0, 0}, {2, 0}}, -1]", "True"),
                   ("LowerTriangularMatrixQ[{{1, 0, 0}, {4, 5, 0}}]", "True"),
                   ("LowerTriangularMatrixQ[x]", "False")])
def lower_triangular_matrix_q(ev, expr):
    return _band_q(ev, expr, lambda d, k: d <= k)


def _square(x):
    rows = matrix_rows(x)
    if rows is None or len(rows) != len(rows[0]):
        return None
    return rows


def _zero_expr(ev, e):
    """True when the expression e is zero (numbers compared exactly, others simplified)."""
    if e.is_number:
        return _is_zero(e)
    v = ev.evaluate(e)
    if v.is_number:
        return _is_zero(v)
    return _is_zero(ev.call("Simplify", v))


def _conj(v):
    return v if type(v) in (Integer, Real) or type(v).__name__ == "Rational" else \
        Expression(S.Conjugate, (v,))


_TOLNN = {"tolnn": "Tolerance specification `1` must be a non-negative number."}
_ENTRY_OPTIONS = {"SameTest": "Automatic", "Tolerance": "Automatic"}


def _anti(ev, expr, conj):
    name = "AntihermitianMatrixQ" if conj else "AntisymmetricMatrixQ"
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    test = entry_test(ev, opts)
    if test == "bad":
        ev.message(name, "tolnn", opts.get("Tolerance"))
        return None
    rows = _square(pos[0])
    if rows is None:
        return FALSE
    n = len(rows)
    for i in range(n):
        for j in range(i, n):
            a = rows[i][j]
            b = rows[j][i]
            if conj:
                b = _conj(b)
            if test is not None:
                if not test(a, ev.evaluate(Expression(S.Times, (Integer(-1), b)))):
                    return FALSE
            elif not _zero_expr(ev, Expression(S.Plus, (a, b))):
                return FALSE
    return TRUE


@builtin("AntisymmetricMatrixQ", nargs=(1, 3), options=_ENTRY_OPTIONS, messages=_TOLNN,
         usage="AntisymmetricMatrixQ[m] gives True if m is explicitly antisymmetric "
               "(Transpose[m] == -m), and False otherwise; SameTest -> f compares entries "
               "with f, Tolerance -> t takes approximate entries within t as equal.",
         examples=[("AntisymmetricMatrixQ[{{0, 1.}, {-1.0000001, 0}}, Tolerance -> 10^-5]",
                    "True"),
                   ("AntisymmetricMatrixQ[{{0, 1.}, {-1.0000001, 0}}]", "False"),
                   ("AntisymmetricMatrixQ[{{0, 1}, {-1, 0}}, Tolerance -> -1]",
                    "AntisymmetricMatrixQ[{{0, 1}, {-1, 0}}, Tolerance -> -1]",
                    ["AntisymmetricMatrixQ::tolnn: Tolerance specification -1 must be a "
                     "non-negative number."]),
                   ("AntisymmetricMatrixQ[{{0, 1}, {-1, 0}}]", "True"),
                   ("AntisymmetricMatrixQ[{{0, a}, {-a, 0}}]", "True"),
                   ("AntisymmetricMatrixQ[{{1, 1}, {-1, 0}}]", "False"),
                   ("AntisymmetricMatrixQ[{{0, 2, -1}, {-2, 0, 3}, {1, -3, 0}}]", "True"),
                   ("AntisymmetricMatrixQ[{{0, 1, 2}}]", "False")])
def antisymmetric_matrix_q(ev, expr):
    return _anti(ev, expr, False)


@builtin("AntihermitianMatrixQ", nargs=(1, 3), options=_ENTRY_OPTIONS, messages=_TOLNN,
         usage="AntihermitianMatrixQ[m] gives True if m is explicitly antihermitian "
               "(ConjugateTranspose[m] == -m), and False otherwise; SameTest and Tolerance "
               "as for AntisymmetricMatrixQ.",
         examples=[("AntihermitianMatrixQ[{{1. I, 1.}, {-1.000001, 0}}, Tolerance -> 10^-4]",
                    "True"),
                   ("AntihermitianMatrixQ[{{I, 1}, {-1, 2 I}}]", "True"),
                   ("AntihermitianMatrixQ[{{0, I}, {I, 0}}]", "True"),
                   ("AntihermitianMatrixQ[{{1, I}, {I, 0}}]", "False"),
                   ("AntihermitianMatrixQ[{{0, 1 + I}, {-1 + I, 0}}]", "True"),
                   ("AntihermitianMatrixQ[{{0, 1}, {1, 0}}]", "False")])
def antihermitian_matrix_q(ev, expr):
    return _anti(ev, expr, True)


def _numeric_kind(rows):
    k = kind_of(rows)
    return k


def _gram_identity(ev, x, rows, conj):
    """Whether the rows (or, for a tall matrix, the columns) of x are orthonormal."""
    m, n = len(rows), len(rows[0])
    kind = _numeric_kind(rows)
    if kind == "num":
        from mathilda.core.packed import numpy
        np = numpy()
        a = np_array(x, rows)
        g = a @ a.conj().T if m <= n else a.conj().T @ a
        return bool(np.allclose(g, np.eye(min(m, n)), atol=1e-10, rtol=0))
    t = Expression(S.ConjugateTranspose if conj else S.Transpose, (x,))
    prod = Expression(S.Dot, (x, t) if m <= n else (t, x))
    g = ev.evaluate(prod)
    k = min(m, n)
    grows = matrix_rows(g)
    if grows is None:
        return False
    for i in range(k):
        for j in range(k):
            e = grows[i][j]
            target = Integer(1) if i == j else Integer(0)
            if not _zero_expr(ev, Expression(S.Plus, (e, Expression(S.Times, (Integer(-1), target))))):
                return False
    return True


@builtin("OrthogonalMatrixQ", nargs=1,
         usage="OrthogonalMatrixQ[m] gives True if m is an explicitly orthogonal matrix (its "
               "rows, or for a tall matrix its columns, orthonormal), and False otherwise.",
         examples=[("OrthogonalMatrixQ[{{0, 1}, {1, 0}}]", "True"),
                   ("OrthogonalMatrixQ[{{1, 1}, {1, -1}}/Sqrt[2]]", "True"),
                   ("OrthogonalMatrixQ[{{1, 2}, {3, 4}}]", "False"),
                   ("OrthogonalMatrixQ[{{Cos[t], -Sin[t]}, {Sin[t], Cos[t]}}]", "True"),
                   ("OrthogonalMatrixQ[{{1, 0, 0}, {0, 1, 0}}]", "True"),
                   ("OrthogonalMatrixQ[N[RotationMatrix[1]]]", "True")])
def orthogonal_matrix_q(ev, expr):
    x = expr.args[0]
    rows = matrix_rows(x)
    if rows is None:
        return FALSE
    if any(type(v) is Complex for r in rows for v in r):
        return FALSE
    return _bool(_gram_identity(ev, x, rows, False))


@builtin("UnitaryMatrixQ", nargs=1,
         usage="UnitaryMatrixQ[m] gives True if m is an explicitly unitary matrix "
               "(m . ConjugateTranspose[m] is the identity), and False otherwise.",
         examples=[("UnitaryMatrixQ[{{0, I}, {I, 0}}]", "True"),
                   ("UnitaryMatrixQ[{{1, I}, {I, 1}}/Sqrt[2]]", "True"),
                   ("UnitaryMatrixQ[{{1, I}, {I, 1}}]", "False"),
                   ("UnitaryMatrixQ[{{0, 1}, {1, 0}}]", "True"),
                   ("UnitaryMatrixQ[{{1., 0.}, {0., 1.}}]", "True")])
def unitary_matrix_q(ev, expr):
    x = expr.args[0]
    rows = matrix_rows(x)
    if rows is None:
        return FALSE
    return _bool(_gram_identity(ev, x, rows, True))


@builtin("NormalMatrixQ", nargs=1,
         usage="NormalMatrixQ[m] gives True if m is an explicitly normal matrix (m commutes "
               "with its conjugate transpose), and False otherwise.",
         examples=[("NormalMatrixQ[{{1, 2}, {2, 1}}]", "True"),
                   ("NormalMatrixQ[{{1, 2}, {0, 1}}]", "False"),
                   ("NormalMatrixQ[{{0, 1}, {-1, 0}}]", "True"),
                   ("NormalMatrixQ[{{1, I}, {I, 1}}]", "True"),
                   ("NormalMatrixQ[{{1., 2.}, {3., 4.}}]", "False")])
def normal_matrix_q(ev, expr):
    x = expr.args[0]
    rows = _square(x)
    if rows is None:
        return FALSE
    if kind_of(rows) == "num":
        from mathilda.core.packed import numpy
        np = numpy()
        a = np_array(x, rows)
        h = a.conj().T
        return _bool(np.allclose(a @ h, h @ a, atol=1e-10 * max(1.0, float(abs(a).max()) ** 2)))
    t = Expression(S.ConjugateTranspose, (x,))
    d = ev.evaluate(Expression(S.Plus, (Expression(S.Dot, (x, t)),
                                        Expression(S.Times, (Integer(-1),
                                                             Expression(S.Dot, (t, x)))))))
    drows = matrix_rows(d)
    if drows is None:
        return FALSE
    return _bool(all(_zero_expr(ev, v) for r in drows for v in r))


# --- definiteness --------------------------------------------------------------------------------

def _definiteness(ev, x):
    """(count of eigenvalues > 0, == 0, < 0) of the Hermitian part (m + m*)/2 of the
    numeric square matrix x, or None when its entries are not numbers."""
    rows = _square(x)
    if rows is None:
        return None
    kind = kind_of(rows)
    n = len(rows)
    from mathilda.core.packed import numpy
    if kind == "num":
        np = numpy()
        a = np_array(x, rows)
        h = (a + a.conj().T) / 2
        w = np.linalg.eigvalsh(h)
        tol = n * np.finfo(float).eps * max(1.0, float(np.abs(w).max()) if w.size else 1.0) * 10
        return (int((w > tol).sum()), int((abs(w) <= tol).sum()), int((w < -tol).sum()))
    if kind == "sym":
        if not all(v.is_number or ev.call("NumericQ", v) is TRUE for r in rows for v in r):
            return None
    from mathilda.bridges.sympy import sympy_module, to_sympy
    sp = sympy_module()
    try:
        m = sp.Matrix([[to_sympy(v) for v in r] for r in rows])
        h = (m + m.H) / 2
        t = sp.Symbol("t")
        p = sp.Poly(sp.expand(h.charpoly(t).as_expr()), t)
    except Exception:
        return None
    coeffs = [sp.nsimplify(c) if not c.is_Rational else c for c in p.all_coeffs()]
    # all roots are real: Descartes' rule counts them exactly
    zeros = 0
    while coeffs and coeffs[-1] == 0:
        coeffs.pop()
        zeros += 1
    try:
        signs = [sp.sign(sp.re(c)) for c in coeffs]
        signs = [int(s) for s in signs if s != 0]
    except (TypeError, ValueError):
        return None
    pos = sum(1 for a, b in zip(signs, signs[1:]) if a != b)
    return (pos, zeros, n - zeros - pos)


def _definite_builtin(name, test, doc, examples):
    def fn(ev, expr):
        d = _definiteness(ev, expr.args[0])
        return FALSE if d is None else _bool(test(*d))
    fn.__name__ = name
    return builtin(name, nargs=1, usage=doc, examples=examples)(fn)


_definite_builtin(
    "PositiveDefiniteMatrixQ", lambda p, z, m: z == 0 and m == 0,
    "PositiveDefiniteMatrixQ[m] gives True if m is explicitly positive definite "
    "(Re[Conjugate[x] . m . x] > 0 for every non-zero vector x), and False otherwise.",
    [("PositiveDefiniteMatrixQ[{{2, -1}, {-1, 2}}]", "True"),
     ("PositiveDefiniteMatrixQ[{{1, 2}, {2, 1}}]", "False"),
     ("PositiveDefiniteMatrixQ[HilbertMatrix[6]]", "True"),
     ("PositiveDefiniteMatrixQ[{{1, 3}, {-3, 1}}]", "True"),
     ("PositiveDefiniteMatrixQ[{{2., 1.}, {1., 2.}}]", "True"),
     ("PositiveDefiniteMatrixQ[{{1, 0}, {0, 0}}]", "False"),
     ("PositiveDefiniteMatrixQ[{{a, 0}, {0, 1}}]", "False")])
_definite_builtin(
    "PositiveSemidefiniteMatrixQ", lambda p, z, m: m == 0,
    "PositiveSemidefiniteMatrixQ[m] gives True if m is explicitly positive semidefinite "
    "(Re[Conjugate[x] . m . x] >= 0 for every vector x), and False otherwise.",
    [("PositiveSemidefiniteMatrixQ[{{1, 0}, {0, 0}}]", "True"),
     ("PositiveSemidefiniteMatrixQ[{{1, 1}, {1, 1}}]", "True"),
     ("PositiveSemidefiniteMatrixQ[{{1, 2}, {2, 1}}]", "False"),
     ("PositiveSemidefiniteMatrixQ[{{2, -1}, {-1, 2}}]", "True"),
     ("PositiveSemidefiniteMatrixQ[{{0, 0}, {0, -1}}]", "False")])
_definite_builtin(
    "NegativeDefiniteMatrixQ", lambda p, z, m: z == 0 and p == 0,
    "NegativeDefiniteMatrixQ[m] gives True if m is explicitly negative definite "
    "(Re[Conjugate[x] . m . x] < 0 for every non-zero vector x), and False otherwise.",
    [("NegativeDefiniteMatrixQ[{{-2, 1}, {1, -2}}]", "True"),
     ("NegativeDefiniteMatrixQ[{{-1, 0}, {0, 0}}]", "False"),
     ("NegativeDefiniteMatrixQ[-HilbertMatrix[3]]", "True"),
     ("NegativeDefiniteMatrixQ[{{2, -1}, {-1, 2}}]", "False"),
     ("NegativeDefiniteMatrixQ[{{-1., 0.5}, {0.5, -1.}}]", "True")])
_definite_builtin(
    "NegativeSemidefiniteMatrixQ", lambda p, z, m: p == 0,
    "NegativeSemidefiniteMatrixQ[m] gives True if m is explicitly negative semidefinite "
    "(Re[Conjugate[x] . m . x] <= 0 for every vector x), and False otherwise.",
    [("NegativeSemidefiniteMatrixQ[{{-1, 0}, {0, 0}}]", "True"),
     ("NegativeSemidefiniteMatrixQ[{{-1, -1}, {-1, -1}}]", "True"),
     ("NegativeSemidefiniteMatrixQ[{{1, 0}, {0, 0}}]", "False"),
     ("NegativeSemidefiniteMatrixQ[{{-2, 1}, {1, -2}}]", "True"),
     ("NegativeSemidefiniteMatrixQ[{{0, 0}, {0, 0}}]", "True")])
