"""Matrix decompositions: CholeskyDecomposition, SingularValueDecomposition,
SchurDecomposition, HessenbergDecomposition, JordanDecomposition.

Machine matrices go to LAPACK through NumPy/SciPy; exact ones are computed exactly
(Cholesky by its recurrence, Jordan through SymPy, the SVD from the exact eigensystem of
m^H m).  Schur and Hessenberg need approximate numbers, as in the Wolfram Language."""

from mathilda.algorithms.build import divide, minus, plus, power, times
from mathilda.algorithms.linalg.common import (
    MATRIX, MATSQ, is_list, kind_of, make_list, make_matrix, matrix_rows, np_array, np_result,
    rect_rows, square_rows)
from mathilda.core.expr import TRUE, Complex, Expression, Integer, Rational, Real, S
from mathilda.core.registry import builtin

ZERO = Integer(0)
ONE = Integer(1)
SQ = {"matsq": MATSQ}
POSDEF = ("The matrix `1` is not sufficiently positive definite to complete the Cholesky "
          "decomposition to reasonable accuracy.")
INEXACT = ("`1` is not a matrix of approximate numbers; `2` needs approximate numbers "
           "(use N).")


def _np():
    from mathilda.core.packed import numpy
    return numpy()


def _conj(v):
    if type(v) in (Integer, Rational, Real):
        return v
    return Expression(S.Conjugate, (v,))


def _simplify_entries(ev, m):
    """Simplify the non-numeric entries of the matrix m."""
    rows = []
    for r in m.args:
        rows.append([v if v.is_number else ev.call("Simplify", v) for v in r.args])
    return make_matrix(rows)


# --- Cholesky ------------------------------------------------------------------------------------

@builtin("CholeskyDecomposition", nargs=1, messages=dict(SQ, posdef=POSDEF),
         usage="CholeskyDecomposition[m] gives the Cholesky decomposition of the positive "
               "definite matrix m: the upper triangular u with ConjugateTranspose[u] . u == m.",
         examples=[("CholeskyDecomposition[{{2, 1}, {1, 2}}]",
                    "{{Sqrt[2], 1/Sqrt[2]}, {0, Sqrt[3/2]}}"),
                   ("CholeskyDecomposition[{{4, 2}, {2, 5}}]", "{{2, 1}, {0, 2}}"),
                   ("CholeskyDecomposition[{{4., 2.}, {2., 5.}}]", "{{2., 1.}, {0., 2.}}"),
                   ("CholeskyDecomposition[{{1, 2}, {2, 1}}]", "CholeskyDecomposition[{{1, 2}, {2, 1}}]",
                    ["CholeskyDecomposition::posdef: The matrix {{1, 2}, {2, 1}} is not "
                     "sufficiently positive definite to complete the Cholesky decomposition "
                     "to reasonable accuracy."]),
                   ("u = CholeskyDecomposition[HilbertMatrix[3]]; ConjugateTranspose[u] . u == "
                    "HilbertMatrix[3]", "True")])
def cholesky_decomposition(ev, expr):
    rows = square_rows(ev, "CholeskyDecomposition", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = kind_of(rows)
    n = len(rows)
    if kind == "num":
        np = _np()
        a = np_array(x, rows)
        if not np.allclose(a, a.conj().T, rtol=1e-12, atol=0):
            ev.message("CholeskyDecomposition", "posdef", x)
            return None
        try:
            low = np.linalg.cholesky(a)
        except np.linalg.LinAlgError:
            ev.message("CholeskyDecomposition", "posdef", x)
            return None
        return np_result(low.conj().T.copy())
    if ev.call("HermitianMatrixQ", x) is not TRUE:
        ev.message("CholeskyDecomposition", "posdef", x)
        return None
    numeric = kind in ("int", "rat", "big") or all(
        v.is_number or ev.call("NumericQ", v) is TRUE for r in rows for v in r)
    u = [[ZERO] * n for _ in range(n)]
    for i in range(n):
        ev.check_interrupt()
        s = ev.evaluate(minus(rows[i][i], plus(*[times(_conj(u[k][i]), u[k][i])
                                                  for k in range(i)])))
        if not s.is_number:
            s = ev.call("Simplify", s)
        if numeric and ev.call("Positive", s) is not TRUE:
            ev.message("CholeskyDecomposition", "posdef", x)
            return None
        d = ev.evaluate(Expression(S.Sqrt, (s,)))
        u[i][i] = d
        for j in range(i + 1, n):
            e = divide(minus(rows[i][j], plus(*[times(_conj(u[k][i]), u[k][j])
                                                 for k in range(i)])), d)
            u[i][j] = ev.evaluate(e)
    m = make_matrix(u)
    return m if kind in ("int", "rat", "big") else _simplify_entries(ev, ev.evaluate(m))


# --- SVD -----------------------------------------------------------------------------------------

@builtin("SingularValueDecomposition", nargs=1, messages={"matrix": MATRIX},
         usage="SingularValueDecomposition[m] gives the singular value decomposition {u, w, v} "
               "of the numerical matrix m: u and v have orthonormal columns, w is diagonal "
               "with the singular values in decreasing order, and m == u . w . "
               "ConjugateTranspose[v]; for an exact matrix, exact (radicals or Root objects "
               "when the singular values are algebraic).",
         examples=[("{u, w, v} = SingularValueDecomposition[{{3., 0.}, {0., -2.}}]; w",
                    "{{3., 0.}, {0., 2.}}"),
                   ("{u, w, v} = SingularValueDecomposition[{{1., 2.}, {3., 4.}}]; Diagonal[w]",
                    "{5.46499, 0.365966}"),
                   ("{u, w, v} = SingularValueDecomposition[{{1., 2.}, {3., 4.}, {5., 6.}}]; "
                    "Dimensions /@ {u, w, v}", "{{3, 3}, {3, 2}, {2, 2}}"),
                   ("SingularValueDecomposition[{{2, 0}, {0, 1}}]",
                    "{{{1, 0}, {0, 1}}, {{2, 0}, {0, 1}}, {{1, 0}, {0, 1}}}"),
                   ("SingularValueDecomposition[{{1, 2}, {3, 4}}][[2]]",
                    "{{Sqrt[15 + Sqrt[221]], 0}, {0, Sqrt[15 - Sqrt[221]]}}"),
                   ("{u, w, v} = SingularValueDecomposition[{{1, 1}, {0, 1}}]; "
                    "RootReduce[{u . w . Transpose[v], Transpose[u] . u}]",
                    "{{{1, 1}, {0, 1}}, {{1, 0}, {0, 1}}}"),
                   ("{u, w, v} = SingularValueDecomposition[{{0, 2}, {1, 0}, {0, 0}}]; "
                    "{w, u . w . Transpose[v]}",
                    "{{{2, 0}, {0, 1}, {0, 0}}, {{0, 2}, {1, 0}, {0, 0}}}")])
def singular_value_decomposition(ev, expr):
    rows = rect_rows(ev, "SingularValueDecomposition", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = kind_of(rows)
    if kind == "num":
        np = _np()
        a = np_array(x, rows)
        u, s, vh = np.linalg.svd(a, full_matrices=True)
        w = np.zeros(a.shape, dtype=np.float64)
        w[:len(s), :len(s)] = np.diag(s)
        return make_list([np_result(u), np_result(w), np_result(vh.conj().T.copy())])
    if kind not in ("int", "rat"):
        return None
    return _exact_svd(ev, x, rows)


def _exact_svd(ev, x, rows):
    """u, w, v from the exact eigensystem of m^T m (a rational matrix)."""
    m, n = len(rows), len(rows[0])
    mt = ev.call("Transpose", x)
    es = ev.call("Eigensystem", ev.call("Dot", mt, x))
    if not is_list(es) or len(es.args) != 2:
        return None
    vals, vecs = es.args
    pairs = list(zip(vals.args, vecs.args))
    # decreasing singular values (the eigenvalues are real and >= 0)
    keyed = []
    for lam, vec in pairs:
        v = ev.call("N", lam)
        if type(v) not in (Integer, Rational, Real):
            return None
        keyed.append((-float(v.value), lam, vec))
    keyed.sort(key=lambda t: t[0])
    basis = ev.call("Orthogonalize", make_list([k[2] for k in keyed]))
    if not is_list(basis):
        return None
    vcols = list(basis.args)
    sig = [ev.evaluate(Expression(S.Sqrt, (k[1],))) for k in keyed]
    ucols = []
    for s, vc in zip(sig, vcols):
        if s == ZERO:
            break
        ucols.append(ev.evaluate(divide(Expression(S.Dot, (x, vc)), s)))
    # complete u to an orthonormal basis with the null space of m^T
    if len(ucols) < m:
        ns = ev.call("NullSpace", mt)
        extra = list(ns.args) if is_list(ns) else []
        full = ev.call("Orthogonalize", make_list(ucols + extra))
        ucols = list(full.args)[:m]
        if len(ucols) < m:
            return None
    u = ev.call("Transpose", make_list(ucols))
    v = ev.call("Transpose", make_list(vcols))
    if not all(type(lam) in (Integer, Rational) for _, lam, _ in keyed):
        # algebraic singular values: radicals (or Root objects) simplified entry by entry
        u, v = _simplify_entries(ev, u), _simplify_entries(ev, v)
    w = make_matrix([[sig[i] if i == j and i < len(sig) else ZERO for j in range(n)]
                     for i in range(m)])
    return make_list([u, w, v])


# --- Schur, Hessenberg ---------------------------------------------------------------------------

def _inexact_square(ev, name, expr):
    rows = square_rows(ev, name, expr)
    if rows is None:
        return None
    x = expr.args[0]
    if kind_of(rows) != "num":
        ev.message(name, "inexact", x, name)
        return None
    return np_array(x, rows)


@builtin("SchurDecomposition", nargs=1, messages=dict(SQ, inexact=INEXACT),
         usage="SchurDecomposition[m] gives the Schur decomposition {q, t} of the numerical "
               "matrix m: q is unitary, t is upper triangular (quasi-triangular for a real m) "
               "and m == q . t . ConjugateTranspose[q].",
         examples=[("SchurDecomposition[{{2., 0.}, {0., 1.}}]",
                    "{{{1., 0.}, {0., 1.}}, {{2., 0.}, {0., 1.}}}"),
                   ("{q, t} = SchurDecomposition[{{1., 2.}, {3., 4.}}]; Chop[q . t . "
                    "Transpose[q] - {{1., 2.}, {3., 4.}}]", "{{0, 0}, {0, 0}}"),
                   ("{q, t} = SchurDecomposition[{{1., 2.}, {3., 4.}}]; Diagonal[t]",
                    "{-0.372281, 5.37228}"),
                   ("UpperTriangularMatrixQ[Last[SchurDecomposition[N[{{1, 2, 3}, {0, 4, 5}, "
                    "{1, 0, 6}}]]]]", "True"),
                   ("SchurDecomposition[{{1, 2}, {3, 4}}]",
                    "SchurDecomposition[{{1, 2}, {3, 4}}]",
                    ["SchurDecomposition::inexact: {{1, 2}, {3, 4}} is not a matrix of "
                     "approximate numbers; SchurDecomposition needs approximate numbers "
                     "(use N)."])])
def schur_decomposition(ev, expr):
    a = _inexact_square(ev, "SchurDecomposition", expr)
    if a is None:
        return None
    from scipy.linalg import schur
    t, q = schur(a, output="complex" if a.dtype.kind == "c" else "real")
    return make_list([np_result(q), np_result(t)])


@builtin("HessenbergDecomposition", nargs=1, messages=dict(SQ, inexact=INEXACT),
         usage="HessenbergDecomposition[m] gives the Hessenberg decomposition {p, h} of the "
               "numerical matrix m: p is unitary, h is upper Hessenberg (zero below the first "
               "subdiagonal) and m == p . h . ConjugateTranspose[p].",
         examples=[("HessenbergDecomposition[{{1., 2.}, {3., 4.}}]",
                    "{{{1., 0.}, {0., 1.}}, {{1., 2.}, {3., 4.}}}"),
                   ("{p, h} = HessenbergDecomposition[N[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]]; "
                    "Chop[h[[3, 1]]]", "0"),
                   ("{p, h} = HessenbergDecomposition[N[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]]; "
                    "Chop[p . h . Transpose[p] - N[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]]",
                    "{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}"),
                   ("UpperTriangularMatrixQ[Last[HessenbergDecomposition[N[HilbertMatrix[4]]]], "
                    "-1]", "True"),
                   ("HessenbergDecomposition[{{1, 2}, {3, 4}}]",
                    "HessenbergDecomposition[{{1, 2}, {3, 4}}]",
                    ["HessenbergDecomposition::inexact: {{1, 2}, {3, 4}} is not a matrix of "
                     "approximate numbers; HessenbergDecomposition needs approximate numbers "
                     "(use N)."])])
def hessenberg_decomposition(ev, expr):
    a = _inexact_square(ev, "HessenbergDecomposition", expr)
    if a is None:
        return None
    from scipy.linalg import hessenberg
    h, p = hessenberg(a, calc_q=True)
    np = _np()
    h = np.triu(h, -1)
    return make_list([np_result(p), np_result(h)])


# --- Jordan --------------------------------------------------------------------------------------

@builtin("JordanDecomposition", nargs=1, messages=SQ,
         usage="JordanDecomposition[m] gives the Jordan decomposition {s, j} of the square "
               "matrix m: j is in Jordan normal form and m == s . j . Inverse[s].",
         examples=[("JordanDecomposition[{{1, 1}, {0, 1}}]",
                    "{{{1, 0}, {0, 1}}, {{1, 1}, {0, 1}}}"),
                   ("JordanDecomposition[{{2, 0}, {0, 3}}]",
                    "{{{1, 0}, {0, 1}}, {{2, 0}, {0, 3}}}"),
                   ("Last[JordanDecomposition[{{5, 4, 2, 1}, {0, 1, -1, -1}, {-1, -1, 3, 0}, "
                    "{1, 1, -1, 2}}]]",
                    "{{1, 0, 0, 0}, {0, 2, 0, 0}, {0, 0, 4, 1}, {0, 0, 0, 4}}"),
                   ("{s, j} = JordanDecomposition[{{1, 2}, {3, 4}}]; "
                    "Simplify[s . j . Inverse[s]]", "{{1, 2}, {3, 4}}"),
                   ("JordanDecomposition[{{1, 2}, {0, 1}}]",
                    "{{{2, 0}, {0, 1}}, {{1, 1}, {0, 1}}}")])
def jordan_decomposition(ev, expr):
    rows = square_rows(ev, "JordanDecomposition", expr)
    if rows is None:
        return None
    from mathilda.bridges.sympy import from_sympy, sympy_module, to_sympy
    sp = sympy_module()
    x = expr.args[0]
    kind = kind_of(rows)
    if kind == "num":
        m = sp.Matrix([[sp.nsimplify(to_sympy(v), rational=True) for v in r] for r in rows])
    else:
        m = sp.Matrix([[to_sympy(v) for v in r] for r in rows])
    try:
        p, j = m.jordan_form()
    except Exception:
        return None
    s_m = from_sympy(p, ev)
    j_m = from_sympy(j, ev)
    if kind == "num":
        s_m, j_m = ev.call("N", s_m), ev.call("N", j_m)
    return make_list([s_m, j_m])


@builtin("JordanReduce", nargs=1, messages=SQ,
         usage="JordanReduce[m] gives the Jordan normal form of the square matrix m (the "
               "second part of JordanDecomposition[m]).",
         examples=[("JordanReduce[{{1, 1}, {0, 1}}]", "{{1, 1}, {0, 1}}"),
                   ("JordanReduce[{{2, 0}, {0, 3}}]", "{{2, 0}, {0, 3}}"),
                   ("JordanReduce[{{1, 2}, {0, 1}}]", "{{1, 1}, {0, 1}}"),
                   ("JordanReduce[{{5, 4, 2, 1}, {0, 1, -1, -1}, {-1, -1, 3, 0}, {1, 1, -1, 2}}]",
                    "{{1, 0, 0, 0}, {0, 2, 0, 0}, {0, 0, 4, 1}, {0, 0, 0, 4}}"),
                   ("JordanReduce[{{0, 1, 0}, {0, 0, 1}, {0, 0, 0}}]",
                    "{{0, 1, 0}, {0, 0, 1}, {0, 0, 0}}")])
def jordan_reduce(ev, expr):
    if square_rows(ev, "JordanReduce", expr) is None:
        return None
    r = ev.call("JordanDecomposition", expr.args[0])
    return r.args[1] if is_list(r) and len(r.args) == 2 else None


@builtin("FrobeniusReduce", nargs=1, messages=SQ,
         usage="FrobeniusReduce[m] gives the Frobenius normal form (rational canonical form) "
               "of the square matrix m: the block diagonal matrix of the companion matrices "
               "of its invariant factors, each dividing the next.",
         examples=[("FrobeniusReduce[{{1, 0, 0, 0}, {0, 1, 0, 0}, {-2, -2, 0, 1}, {-2, 0, -1, 2}}]",
                    "{{1, 0, 0, 0}, {0, 0, 0, 1}, {0, 1, 0, -3}, {0, 0, 1, 3}}"),
                   ("FrobeniusReduce[{{2, 0}, {0, 2}}]", "{{2, 0}, {0, 2}}"),
                   ("FrobeniusReduce[{{1, 2}, {3, 4}}]", "{{0, 2}, {1, 5}}"),
                   ("FrobeniusReduce[IdentityMatrix[3]]", "{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}"),
                   ("FrobeniusReduce[{{0, 1}, {0, 0}}]", "{{0, 0}, {1, 0}}")])
def frobenius_reduce(ev, expr):
    rows = square_rows(ev, "FrobeniusReduce", expr)
    if rows is None:
        return None
    from mathilda.bridges.sympy import from_sympy, sympy_module, to_sympy
    from sympy.matrices.normalforms import invariant_factors
    sp = sympy_module()
    t = sp.Symbol("t")
    n = len(rows)
    try:
        m = sp.Matrix([[to_sympy(v) for v in r] for r in rows])
        facs = invariant_factors(t * sp.eye(n) - m, domain=sp.QQ[t])
    except Exception:
        return None
    out = [[ZERO] * n for _ in range(n)]
    k = 0
    for f in facs:
        p = sp.Poly(sp.sympify(f.as_expr() if hasattr(f, "as_expr") else f), t)
        d = p.degree()
        if d < 1:
            continue
        c = p.monic().all_coeffs()[::-1]          # c0, c1, ..., 1
        for i in range(d):
            if i > 0:
                out[k + i][k + i - 1] = ONE
            out[k + i][k + d - 1] = from_sympy(-c[i], ev)
        k += d
    return make_matrix(out)
