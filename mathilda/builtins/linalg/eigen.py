"""Spectral builtins and decompositions: CharacteristicPolynomial, Eigenvalues,
Eigenvectors, Eigensystem, SingularValueList, MatrixExp, QRDecomposition.

The algorithms live in algorithms/linalg/eigen.py (exact roots written as Wolfram writes them,
exact eigenvectors in the field of each root, LAPACK for machine matrices, mpmath for
arbitrary precision).  MatrixExp of a machine matrix uses scaling and squaring with the
degree-13 Pade approximant (Higham 2005); of an exact or symbolic matrix, SymPy's Jordan
form route, each entry then simplified.
"""

from fractions import Fraction

from mathilda.algorithms.linalg.common import (
    MATRIX, MATSQ, make_list, make_matrix, matrix_kind, np_array, np_result, opaque_entries, rat,
    rect_rows, square_rows)
from mathilda.algorithms.linalg.eigen import (
    Failed, big_eigen, charpoly_sympy, exact_eigenvalues, exact_eigenvectors, mp_expr,
    numeric_eigen)
from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.core.registry import builtin

SQ = {"matsq": MATSQ}
TAKE = "Cannot take the eigenvalues `1` of `2`: the matrix has `3` of them."


def _numpy():
    from mathilda.core.packed import numpy
    return numpy()


# --- CharacteristicPolynomial --------------------------------------------------------------------

@builtin("CharacteristicPolynomial", nargs=2, messages=SQ,
         usage="CharacteristicPolynomial[m, x] gives the characteristic polynomial "
               "Det[m - x IdentityMatrix[n]] of the square matrix m, in the variable x.",
         examples=[("CharacteristicPolynomial[{{1, 2}, {3, 4}}, x]", "-2 - 5 x + x^2"),
                   ("CharacteristicPolynomial[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, x]",
                    "18 x + 15 x^2 - x^3"),
                   ("CharacteristicPolynomial[{{a, b}, {c, d}}, x]",
                    "-(b c) + a d - a x - d x + x^2")])
@opaque_entries
def characteristic_polynomial(ev, expr):
    rows = square_rows(ev, "CharacteristicPolynomial", expr)
    if rows is None:
        return None
    m, x = expr.args
    n = len(rows)
    kind = matrix_kind(m, rows)
    sign = -1 if n % 2 else 1
    if kind == "num":
        np = _numpy()
        from mathilda.algorithms.linalg.common import np_scalar
        coeffs = np.poly(np_array(m, rows))[::-1] * sign
        terms = [Expression(S.Times, (np_scalar(c), Expression(S.Power, (x, Integer(k)))))
                 for k, c in enumerate(coeffs)]
        return ev.evaluate(Expression(S.Plus, tuple(terms)))
    from mathilda.bridges.sympy import from_sympy
    sp, t, p = charpoly_sympy(rows, "sym" if kind == "big" else kind)
    poly = sp.Poly(p, t)
    terms = []
    for (k,), c in poly.terms():
        cx = from_sympy(sp.expand(sign * c), ev)
        terms.append(Expression(S.Times, (cx, Expression(S.Power, (x, Integer(k))))))
    return ev.evaluate(Expression(S.Expand, (Expression(S.Plus, tuple(terms)),)))


# --- Eigenvalues, Eigenvectors, Eigensystem ------------------------------------------------------

def _eigen(ev, name, x, rows, want_vectors):
    """(values, vectors or None) as lists of Exprs; None when the method does not apply."""
    kind = matrix_kind(x, rows)
    if kind == "num":
        w, v = numeric_eigen(np_array(x, rows), want_vectors)
        vals = list(np_result(w).args)
        vecs = list(np_result(v).args) if v is not None else None
        return vals, vecs
    if kind == "big":
        w, v, prec = big_eigen(rows, want_vectors)
        vals = [mp_expr(z, prec) for z in w]
        vecs = [make_list([mp_expr(c, prec) for c in vec]) for vec in v] if v else None
        return vals, vecs
    try:
        roots = exact_eigenvalues(ev, rows, kind)
    except Failed:
        return None
    vals = [r.expr for r in roots]
    vecs = None
    if want_vectors:
        vecs = exact_eigenvectors(ev, rows, kind, roots)
        if vecs is None:
            return None
    return vals, vecs


def _take_spec(ev, name, expr, n):
    """A slice for Eigenvalues[m, k] / UpTo[k]; None after a message; True: all."""
    if len(expr.args) == 1:
        return True
    k = expr.args[1]
    upto = False
    if isinstance(k, Expression) and k.head is S.UpTo and len(k.args) == 1:
        k = k.args[0]
        upto = True
    if type(k) is not Integer or k.value == 0 and not upto:
        ev.message(name, "take", expr.args[1], expr.args[0], Integer(n))
        return None
    kv = k.value
    if abs(kv) > n:
        if not upto:
            ev.message(name, "take", expr.args[1], expr.args[0], Integer(n))
            return None
        kv = n if kv > 0 else -n
    return slice(0, kv) if kv >= 0 else slice(n + kv, n)


def _eigen_builtin(ev, expr, name, what):
    rows = square_rows(ev, name, expr)
    if rows is None:
        return None
    spec = _take_spec(ev, name, expr, len(rows))
    if spec is None:
        return None
    r = _eigen(ev, name, expr.args[0], rows, what != "values")
    if r is None:
        return None
    vals, vecs = r
    if spec is not True:
        vals = vals[spec]
        vecs = vecs[spec] if vecs is not None else None
    if what == "values":
        return make_list(vals)
    if what == "vectors":
        return make_list(vecs)
    return make_list([make_list(vals), make_list(vecs)])


@builtin("Eigenvalues", nargs=(1, 2), messages=dict(SQ, take=TAKE),
         usage="Eigenvalues[m] gives the eigenvalues of the square matrix m, largest in "
               "absolute value first (exact roots as radicals or Root objects); "
               "Eigenvalues[m, k] gives the first k (the last -k for negative k).",
         examples=[("Eigenvalues[{{1, 2}, {3, 4}}]", "{(5 + Sqrt[33])/2, (5 - Sqrt[33])/2}"),
                   ("Eigenvalues[{{2, 0}, {0, 3}}]", "{3, 2}"),
                   ("Eigenvalues[{{0, 1}, {-1, 0}}]", "{I, -I}"),
                   ("Eigenvalues[{{2., 1.}, {1., 2.}}]", "{3., 1.}"),
                   ("Eigenvalues[{{1, 2, 3}}]", "Eigenvalues[{{1, 2, 3}}]",
                    ["Eigenvalues::matsq: Argument {{1, 2, 3}} at position 1 is not a "
                     "non-empty square matrix."])])
@opaque_entries
def eigenvalues(ev, expr):
    return _eigen_builtin(ev, expr, "Eigenvalues", "values")


@builtin("Eigenvectors", nargs=(1, 2), messages=dict(SQ, take=TAKE),
         usage="Eigenvectors[m] gives the eigenvectors of the square matrix m, in the order "
               "of Eigenvalues[m] (zero vectors complete a defective matrix).",
         examples=[("Eigenvectors[{{1, 2}, {3, 2}}]", "{{2, 3}, {-1, 1}}"),
                   ("Eigenvectors[{{1, 2}, {3, 4}}]",
                    "{{(-3 + Sqrt[33])/6, 1}, {(-3 - Sqrt[33])/6, 1}}"),
                   ("Eigenvectors[{{1, 1}, {0, 1}}]", "{{1, 0}, {0, 0}}")])
@opaque_entries
def eigenvectors(ev, expr):
    return _eigen_builtin(ev, expr, "Eigenvectors", "vectors")


@builtin("Eigensystem", nargs=(1, 2), messages=dict(SQ, take=TAKE),
         usage="Eigensystem[m] gives {eigenvalues, eigenvectors} of the square matrix m.",
         examples=[("Eigensystem[{{2, 1}, {1, 2}}]", "{{3, 1}, {{1, 1}, {-1, 1}}}")])
@opaque_entries
def eigensystem(ev, expr):
    return _eigen_builtin(ev, expr, "Eigensystem", "system")


# --- singular values -----------------------------------------------------------------------------

def exact_singular_values(ev, rows, kind):
    """The non-zero singular values (Exprs, decreasing) of a rational matrix, or None."""
    a = [[Fraction(v.value) for v in r] for r in rows]
    at = list(zip(*a))
    g = at if len(at) <= len(a) else a          # the smaller Gram matrix
    gram = [[sum(x * y for x, y in zip(r1, r2)) for r2 in g] for r1 in g]
    grows = [[rat(v) for v in r] for r in gram]
    try:
        roots = exact_eigenvalues(ev, grows, "rat")
    except Failed:
        return None
    out = []
    for r in roots:
        if r.value is not None and abs(r.value) > 0 and r.expr != Integer(0):
            out.append(ev.evaluate(Expression(S.Sqrt, (r.expr,))))
    return out


def big_singular_values(rows):
    import mpmath
    from mathilda.algorithms.linalg.eigen import _mp, _prec
    prec = min(_prec(v) for r in rows for v in r)
    with mpmath.workdps(int(prec) + 5):
        M = mpmath.matrix([[_mp(v) for v in r] for r in rows])
        s = mpmath.svd(M, compute_uv=False)
        vals = sorted((s[i] for i in range(len(s))), reverse=True)
        return [mp_expr(v, prec) for v in vals]


@builtin("SingularValueList", nargs=1, messages={"matrix": MATRIX},
         usage="SingularValueList[m] gives the list of non-zero singular values of the "
               "matrix m, largest first.",
         examples=[("SingularValueList[{{1., 2.}, {3., 4.}}]", "{5.46499, 0.365966}"),
                   ("SingularValueList[{{1, 2}, {2, 4}}]", "{5}"),
                   ("SingularValueList[{{3, 0}, {0, 4}}]", "{4, 3}")])
def singular_value_list(ev, expr):
    rows = rect_rows(ev, "SingularValueList", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind == "num":
        np = _numpy()
        a = np_array(x, rows)
        s = np.linalg.svd(a, compute_uv=False)
        tol = max(a.shape) * np.finfo(np.float64).eps * (s[0] if s.size else 0.0)
        s = s[s > tol]
        return np_result(s) if s.size else make_list(())
    if kind in ("int", "rat"):
        sv = exact_singular_values(ev, rows, kind)
        return None if sv is None else make_list(sv)
    if kind == "big":
        vals = big_singular_values(rows)
        return make_list([v for v in vals if v.value != 0])
    return None


# --- MatrixExp -----------------------------------------------------------------------------------

_PADE13 = (64764752532480000.0, 32382376266240000.0, 7771770303897600.0,
           1187353796428800.0, 129060195264000.0, 10559470521600.0, 670442572800.0,
           33522128640.0, 1323241920.0, 40840800.0, 960960.0, 16380.0, 182.0, 1.0)


def expm(np, a):
    """exp(a) by scaling and squaring with the [13/13] Pade approximant."""
    n = a.shape[0]
    b = _PADE13
    nrm = float(np.abs(a).sum(axis=0).max()) if n else 0.0
    s = 0
    if nrm > 5.371920351148152:
        s = int(np.ceil(np.log2(nrm / 5.371920351148152)))
        a = a / (2.0 ** s)
    ident = np.eye(n, dtype=a.dtype)
    a2 = a @ a
    a4 = a2 @ a2
    a6 = a4 @ a2
    u = a @ (a6 @ (b[13] * a6 + b[11] * a4 + b[9] * a2) + b[7] * a6 + b[5] * a4
             + b[3] * a2 + b[1] * ident)
    v = a6 @ (b[12] * a6 + b[10] * a4 + b[8] * a2) + b[6] * a6 + b[4] * a4 + b[2] * a2 \
        + b[0] * ident
    r = np.linalg.solve(v - u, v + u)
    for _ in range(s):
        r = r @ r
    return r


@builtin("MatrixExp", nargs=1, messages=SQ,
         usage="MatrixExp[m] gives the matrix exponential of the square matrix m.",
         examples=[("MatrixExp[{{0, 1}, {0, 0}}]", "{{1, 1}, {0, 1}}"),
                   ("MatrixExp[{{1, 0}, {0, 2}}]", "{{E, 0}, {0, E^2}}"),
                   ("MatrixExp[{{0, t}, {-t, 0}}]", "{{Cos[t], Sin[t]}, {-Sin[t], Cos[t]}}"),
                   ("MatrixExp[{{0., 1.}, {0., 0.}}]", "{{1., 1.}, {0., 1.}}")])
@opaque_entries
def matrix_exp(ev, expr):
    rows = square_rows(ev, "MatrixExp", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind == "num":
        np = _numpy()
        a = np_array(x, rows)
        r = expm(np, a)
        if not np.isfinite(r).all():
            ev.message("MatrixExp", "ovfl")
            return None
        return np_result(r)
    if kind == "big":
        import mpmath
        from mathilda.algorithms.linalg.eigen import _mp, _prec
        prec = min(_prec(v) for r in rows for v in r)
        with mpmath.workdps(int(prec) + 5):
            M = mpmath.expm(mpmath.matrix([[_mp(v) for v in r] for r in rows]))
            return make_matrix([[mp_expr(M[i, j], prec) for j in range(M.cols)]
                                for i in range(M.rows)])
    from mathilda.bridges.sympy import from_sympy
    from mathilda.algorithms.linalg.eigen import sympy_matrix
    import sympy as sp
    M = sympy_matrix(rows, "sym" if kind not in ("int", "rat") else kind)
    n = len(rows)
    power = M ** n
    if all(e == 0 for e in power):        # nilpotent: the series ends
        acc = sp.eye(n)
        term = sp.eye(n)
        for k in range(1, n):
            term = term * M / k
            acc = acc + term
        R = acc.applyfunc(sp.expand)
    else:
        try:
            R = M.exp()
        except Exception:       # noqa: BLE001 - SymPy cannot find a Jordan form
            return None
        R = R.applyfunc(lambda e: _tidy(sp, e))
    return make_matrix([[from_sympy(R[i, j], ev) for j in range(n)] for i in range(n)])


def _tidy(sp, e):
    """Simplify an entry of a symbolic exponential, then factor it with each power of E
    kept whole (1/2 E (-1 + E^2), not 1/2 E (-1 + E) (1 + E))."""
    e = sp.simplify(e)
    reps = {a: sp.Dummy() for a in e.atoms(sp.exp)}
    if e.has(sp.E):
        reps[sp.E] = sp.Dummy()
    try:
        f = sp.factor(e.xreplace(reps))
    except Exception:       # noqa: BLE001 - keep the simplified form
        return e
    return f.xreplace({v: k for k, v in reps.items()})


# --- QRDecomposition -----------------------------------------------------------------------------

@builtin("QRDecomposition", nargs=1, messages={"matrix": MATRIX},
         usage="QRDecomposition[m] gives {q, r}: q has orthonormal rows, r is upper "
               "triangular and m == ConjugateTranspose[q] . r.",
         examples=[("QRDecomposition[{{1, 2}, {3, 4}}]",
                    "{{{1/Sqrt[10], 3/Sqrt[10]}, {3/Sqrt[10], -(1/Sqrt[10])}}, "
                    "{{Sqrt[10], 7 Sqrt[2/5]}, {0, Sqrt[2/5]}}}"),
                   ("QRDecomposition[{{3., 0.}, {4., 5.}}]",
                    "{{{-0.6, -0.8}, {-0.8, 0.6}}, {{-5., -4.}, {0., 3.}}}")])
def qr_decomposition(ev, expr):
    rows = rect_rows(ev, "QRDecomposition", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind == "num":
        np = _numpy()
        q, r = np.linalg.qr(np_array(x, rows))
        return make_list([np_result(q.conj().T.copy()), np_result(r)])
    if kind not in ("int", "rat"):
        return None
    cols = [[Fraction(v.value) for v in c] for c in zip(*rows)]
    us = []          # orthogonal (unnormalised) vectors with their squared norms
    for c in cols:
        u = list(c)
        for w, nw in us:
            f = sum(a * b for a, b in zip(w, c)) / nw
            if f:
                u = [a - f * b for a, b in zip(u, w)]
        nu = sum(a * a for a in u)
        if nu:
            us.append((u, nu))
    half = make_rational(-1, 2)
    q_rows = []
    r_rows = []
    for i, (u, nu) in enumerate(us):
        isq = Expression(S.Power, (rat(nu), half))
        q_rows.append([ev.evaluate(Expression(S.Times, (rat(a), isq))) for a in u])
        r_rows.append([ev.evaluate(Expression(S.Times, (rat(sum(a * b for a, b in zip(u, c))),
                                                        isq)))
                       for c in cols])
    return make_list([make_matrix(q_rows), make_matrix(r_rows)])
