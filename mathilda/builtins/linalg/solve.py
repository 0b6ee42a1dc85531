"""Linear systems: Det, Inverse, LinearSolve, RowReduce, MatrixRank, NullSpace,
MatrixPower, LUDecomposition.

Exact matrices are eliminated natively (Bareiss in Python ints for Det, Gauss-Jordan in
Fractions otherwise); machine matrices go to NumPy (LAPACK); arbitrary-precision ones to
mpmath; symbolic ones through SymPy (division-free Berkowitz determinants and adjugates,
so that Det and Inverse come out as Wolfram writes them: ``-b c + a d`` and
``d/(-b c + a d)``) or Gauss-Jordan over rational functions kept in lowest terms.
See algorithms/linalg/common.py for the shared pieces.
"""

from fractions import Fraction
from math import gcd

from mathilda.algorithms.linalg.common import (
    LUC, MATRIX, MATSQ, SING, join_kinds, kind_of, make_list, make_matrix, matrix_kind,
    matrix_rows, np_array, np_result, np_scalar, numeric_tolerance, opaque_entries, rat,
    rect_rows, square_rows, vector_items)
from mathilda.algorithms.linalg.fields import (
    QQ, clear_denominators, exact_det, exact_rref, exact_values, field_for, from_field,
    null_vectors, rref, SymField, to_field, rational_function_det)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

SQ = {"matsq": MATSQ}


def _numpy():
    from mathilda.core.packed import numpy
    return numpy()


def _sym_matrix(rows):
    from mathilda.algorithms.linalg.eigen import sympy_matrix
    return sympy_matrix(rows, "sym")


def _is_poly_matrix(sp, M):
    syms = M.free_symbols
    return all(e.is_polynomial(*syms) for e in M)


def _from_sympy(e, ev):
    from mathilda.bridges.sympy import from_sympy
    return from_sympy(e, ev)


def _mp_matrix(rows):
    import mpmath
    from mathilda.algorithms.linalg.eigen import _mp, _prec
    prec = min(_prec(v) for r in rows for v in r)
    return mpmath.matrix([[_mp(v) for v in r] for r in rows]), prec


def _mp_rows(M, prec):
    from mathilda.algorithms.linalg.eigen import mp_expr
    return make_matrix([[mp_expr(M[i, j], prec) for j in range(M.cols)]
                        for i in range(M.rows)])


# --- Det -----------------------------------------------------------------------------------------

@builtin("Det", nargs=1, messages=SQ,
         usage="Det[m] gives the determinant of the square matrix m.",
         examples=[("Det[{{1, 2}, {3, 4}}]", "-2"), ("Det[{{a, b}, {c, d}}]", "-(b c) + a d"),
                   ("Det[{{1., 2.}, {3., 5.}}]", "-1."),
                   ("Det[{{1, 2, 3}}]", "Det[{{1, 2, 3}}]",
                    ["Det::matsq: Argument {{1, 2, 3}} at position 1 is not a non-empty "
                     "square matrix."])])
@opaque_entries
def det(ev, expr):
    rows = square_rows(ev, "Det", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind in ("int", "rat"):
        return rat(exact_det(rows))
    if kind == "num":
        np = _numpy()
        return np_scalar(np.linalg.det(np_array(x, rows)))
    if kind == "big":
        import mpmath
        from mathilda.algorithms.linalg.eigen import mp_expr
        M, prec = _mp_matrix(rows)
        with mpmath.workdps(int(prec) + 5):
            return mp_expr(mpmath.det(M), prec)
    sp_m = _sym_matrix(rows)
    from mathilda.bridges.sympy import sympy_module
    sp = sympy_module()
    d = rational_function_det(sp_m)
    if d is None:
        d = sp_m.det(method="berkowitz")
    return _from_sympy(sp.expand(d), ev)


# --- Inverse -------------------------------------------------------------------------------------

def _exact_inverse(rows, ev=None):
    """Rows of Fractions of the inverse, or None when singular."""
    n = len(rows)
    ident = [[int(i == j) for j in range(n)] for i in range(n)]
    red, piv = exact_rref(rows, ident, n, ev)
    if len(piv) < n:
        return None
    return [line[n:] for line in red]


def _sym_inverse(ev, rows):
    """(det, inverse rows of Exprs) of a symbolic matrix; inverse None when singular."""
    from mathilda.bridges.sympy import sympy_module
    sp = sympy_module()
    M = _sym_matrix(rows)
    d = sp.expand(M.det(method="berkowitz"))
    if d == 0 or sp.cancel(d) == 0 or (d.is_number and d.equals(0)):
        return None
    adj = M.adjugate(method="berkowitz")
    n = len(rows)
    if _is_poly_matrix(sp, M):
        dx = _from_sympy(d, ev)
        inv_d = Expression(S.Power, (dx, Integer(-1)))
        out = [[ev.evaluate(Expression(S.Times, (_from_sympy(sp.expand(adj[i, j]), ev),
                                                  inv_d)))
                for j in range(n)] for i in range(n)]
    else:
        out = [[_from_sympy(sp.cancel(adj[i, j] / d), ev) for j in range(n)]
               for i in range(n)]
    return out


def _ill_conditioned(np, a):
    try:
        c = np.linalg.cond(a)
    except np.linalg.LinAlgError:
        return True
    return not np.isfinite(c) or c * np.finfo(np.float64).eps > 1


@builtin("Inverse", nargs=1, messages=dict(SQ, sing=SING, luc=LUC),
         usage="Inverse[m] gives the inverse of the square matrix m.",
         examples=[("Inverse[{{1, 2}, {3, 4}}]", "{{-2, 1}, {3/2, -1/2}}"),
                   ("Inverse[{{a, b}, {c, d}}]",
                    "{{d/(-(b c) + a d), -(b/(-(b c) + a d))}, "
                    "{-(c/(-(b c) + a d)), a/(-(b c) + a d)}}"),
                   ("Inverse[{{2., 0.}, {0., 4.}}]", "{{0.5, 0.}, {0., 0.25}}"),
                   ("Inverse[{{1, 2}, {2, 4}}]", "Inverse[{{1, 2}, {2, 4}}]",
                    ["Inverse::sing: Matrix {{1, 2}, {2, 4}} is singular."])])
@opaque_entries
def inverse(ev, expr):
    rows = square_rows(ev, "Inverse", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind in ("int", "rat"):
        inv = _exact_inverse(rows, ev)
        if inv is None:
            ev.message("Inverse", "sing", x)
            return None
        return make_matrix([[rat(v) for v in r] for r in inv])
    if kind == "num":
        np = _numpy()
        a = np_array(x, rows)
        try:
            r = np.linalg.inv(a)
        except np.linalg.LinAlgError:
            ev.message("Inverse", "sing", x)
            return None
        if _ill_conditioned(np, a):
            ev.message("Inverse", "luc", S.Inverse, x)
        return np_result(r)
    if kind == "big":
        import mpmath
        M, prec = _mp_matrix(rows)
        with mpmath.workdps(int(prec) + 5):
            try:
                r = mpmath.inverse(M)
            except ZeroDivisionError:
                ev.message("Inverse", "sing", x)
                return None
            return _mp_rows(r, prec)
    out = _sym_inverse(ev, rows)
    if out is None:
        ev.message("Inverse", "sing", x)
        return None
    return make_matrix(out)


# --- LinearSolve ---------------------------------------------------------------------------------

def _rhs(b, nrows):
    """(columns as lists of Exprs, is_vector) of a right-hand side, or None."""
    items = vector_items(b)
    if items is not None:
        return ([list(items)], True) if len(items) == nrows else None
    brows = matrix_rows(b)
    if brows is not None and len(brows) == nrows:
        return [list(c) for c in zip(*brows)], False
    return None


def _solve_field(F, ev, rows, cols):
    """Solutions (one list per right-hand column) in field F, or None: no solution."""
    n = len(rows[0])
    if F is QQ:
        extra = [[c[i].value for c in cols] for i in range(len(rows))]
        aug, piv = exact_rref(rows, extra, n, ev)
    else:
        conv = F.from_expr
        aug = [[conv(v) for v in r] + [conv(c[i]) for c in cols] for i, r in enumerate(rows)]
        piv = rref(F, aug, n, ev=ev)
    k = len(piv)
    for line in aug[k:]:
        if any(not F.is_zero(v) for v in line[n:]):
            return None
    sols = []
    for j in range(len(cols)):
        x = [F.zero] * n
        for i, pc in enumerate(piv):
            x[pc] = aug[i][n + j]
        sols.append(x)
    return sols


def _shape_result(sols, is_vec, conv):
    if is_vec:
        return make_list([conv(v) for v in sols[0]])
    return make_matrix([[conv(s[i]) for s in sols] for i in range(len(sols[0]))])


@builtin("LinearSolve", nargs=2,
         messages={"matrix": MATRIX, "nosol": "Linear equation encountered that has no "
                   "solution.", "lslc": "Coefficient matrix and target vector or matrix do "
                   "not have the same dimensions.", "luc": LUC},
         usage="LinearSolve[m, b] finds an x that solves the matrix equation m . x == b "
               "(b a vector or a matrix of right-hand sides).",
         examples=[("LinearSolve[{{1, 2}, {3, 4}}, {5, 6}]", "{-4, 9/2}"),
                   ("LinearSolve[{{1, 1, 1}}, {3}]", "{3, 0, 0}"),
                   ("LinearSolve[{{2., 0.}, {0., 4.}}, {1., 1.}]", "{0.5, 0.25}"),
                   ("LinearSolve[{{1, 2}, {2, 4}}, {1, 1}]",
                    "LinearSolve[{{1, 2}, {2, 4}}, {1, 1}]",
                    ["LinearSolve::nosol: Linear equation encountered that has no "
                     "solution."])])
@opaque_entries
def linear_solve(ev, expr):
    rows = rect_rows(ev, "LinearSolve", expr)
    if rows is None:
        return None
    m, b = expr.args
    rhs = _rhs(b, len(rows))
    if rhs is None:
        ev.message("LinearSolve", "lslc")
        return None
    cols, is_vec = rhs
    kind = join_kinds(matrix_kind(m, rows), kind_of(cols))
    if kind in ("int", "rat"):
        sols = _solve_field(QQ, ev, rows, cols)
        if sols is None:
            ev.message("LinearSolve", "nosol")
            return None
        return _shape_result(sols, is_vec, rat)
    if kind == "num":
        return _numeric_solve(ev, m, rows, b, is_vec)
    n = len(rows[0])
    if kind == "sym" and matrix_kind(m, rows) in ("int", "rat"):
        sols = _solve_exact_symbolic_rhs(ev, rows, cols)
        if sols is None:
            ev.message("LinearSolve", "nosol")
            return None
        return _shape_result(sols, is_vec, lambda v: v)
    if kind == "sym" and n == len(rows):
        r = _sym_square_solve(ev, rows, cols, is_vec)
        if r is not None:
            return r
    if kind == "big" and n == len(rows):
        import mpmath
        M, prec = _mp_matrix(rows)
        B, p2 = _mp_matrix([list(r) for r in zip(*cols)])
        prec = min(prec, p2)
        with mpmath.workdps(int(prec) + 5):
            try:
                X = mpmath.lu_solve(M, B) if is_vec else mpmath.inverse(M) * B
            except ZeroDivisionError:
                X = None
            if X is not None:
                res = _mp_rows(X, prec)
                return make_list([r.args[0] for r in res.args]) if is_vec else res
    F = SymField()
    sols = _solve_field(F, ev, rows, cols)
    if sols is None:
        ev.message("LinearSolve", "nosol")
        return None
    return _shape_result(sols, is_vec, lambda v: F.to_expr(v, ev))


def _solve_exact_symbolic_rhs(ev, rows, cols):
    """Solutions for a rational matrix and symbolic right-hand sides: the row operations
    that reduce m, applied to b as explicit linear combinations ({-2 a + b, ...})."""
    n = len(rows[0])
    m = len(rows)
    aug, piv = exact_rref(rows, [[int(i == j) for j in range(m)] for i in range(m)], n, ev)
    sols = []
    for col in cols:
        tb = []
        for line in aug:
            terms = [Expression(S.Times, (rat(c), col[j]))
                     for j, c in enumerate(line[n:]) if c]
            tb.append(ev.evaluate(Expression(S.Plus, tuple(terms))) if terms else Integer(0))
        if any(t != Integer(0) for t in tb[len(piv):]):
            return None
        x = [Integer(0)] * n
        for i, pc in enumerate(piv):
            x[pc] = tb[i]
        sols.append(x)
    return sols


def _sym_square_solve(ev, rows, cols, is_vec):
    from mathilda.bridges.sympy import sympy_module
    sp = sympy_module()
    M = _sym_matrix(rows)
    d = sp.expand(M.det(method="berkowitz"))
    if d == 0 or sp.cancel(d) == 0:
        return None
    B = _sym_matrix([list(r) for r in zip(*cols)])
    adj = M.adjugate(method="berkowitz")
    num = adj * B
    poly = _is_poly_matrix(sp, M) and _is_poly_matrix(sp, B)
    dx = Expression(S.Power, (_from_sympy(d, ev), Integer(-1)))

    def entry(e):
        if poly:
            return ev.evaluate(Expression(S.Times, (_from_sympy(sp.expand(e), ev), dx)))
        return _from_sympy(sp.cancel(e / d), ev)

    out = [[entry(num[i, j]) for j in range(num.cols)] for i in range(num.rows)]
    if is_vec:
        return make_list([r[0] for r in out])
    return make_matrix(out)


def _numeric_solve(ev, m, rows, b, is_vec):
    np = _numpy()
    a = np_array(m, rows)
    brows = None if is_vec else matrix_rows(b)
    bb = np_array(b, brows)
    if a.dtype.kind == "c" or bb.dtype.kind == "c":
        a = a.astype(np.complex128)
        bb = bb.astype(np.complex128)
    if a.shape[0] == a.shape[1]:
        try:
            x = np.linalg.solve(a, bb)
        except np.linalg.LinAlgError:
            x = None
        if x is not None:
            if _ill_conditioned(np, a):
                ev.message("LinearSolve", "luc", S.LinearSolve, m)
            return np_result(x)
    # singular or rectangular: the basic solution of the reduced system (free variables 0)
    n = a.shape[1]
    b2 = bb.reshape(-1, 1) if is_vec else bb
    aug = np.concatenate([a, b2], axis=1)
    red, piv = _numeric_rref(np, aug, n, numeric_tolerance(np, a))
    rank = len(piv)
    rest = red[rank:, n:]
    if rest.size and np.abs(rest).max() > 1e3 * numeric_tolerance(np, aug):
        ev.message("LinearSolve", "nosol")
        return None
    x = np.zeros((n, b2.shape[1]), dtype=aug.dtype)
    for i, c in enumerate(piv):
        x[c] = red[i, n:]
    return np_result(x[:, 0].copy() if is_vec else x)


# --- RowReduce, MatrixRank, NullSpace ------------------------------------------------------------

def _numeric_rref(np, a, ncols=None, tol=None):
    """(reduced copy of a, pivot columns): Gauss-Jordan with partial pivoting on the first
    ``ncols`` columns, entries below ``tol`` (NumPy's rank tolerance) taken as zero."""
    a = a.copy()
    m, n = a.shape
    ncols = n if ncols is None else ncols
    if tol is None:
        tol = numeric_tolerance(np, a)
    r = 0
    pivots = []
    for c in range(ncols):
        if r == m:
            break
        p = r + int(np.argmax(np.abs(a[r:, c])))
        if abs(a[p, c]) <= tol:
            a[r:, c] = 0
            continue
        if p != r:
            a[[r, p]] = a[[p, r]]
        a[r] = a[r] / a[r, c]
        for i in range(m):
            if i != r and a[i, c] != 0:
                a[i] = a[i] - a[i, c] * a[r]
        a[:, c] = 0
        a[r, c] = 1
        pivots.append(c)
        r += 1
    return a, pivots


def _field_rref(ev, rows, kind):
    F = field_for("sym" if kind == "big" else kind)
    if F is QQ:
        mat, piv = exact_rref(rows, ev=ev)
        return F, mat, piv
    mat = to_field(F, rows)
    piv = rref(F, mat, ev=ev)
    return F, mat, piv


@builtin("RowReduce", nargs=1, messages={"matrix": MATRIX},
         usage="RowReduce[m] gives the reduced row echelon form of the matrix m.",
         examples=[("RowReduce[{{1, 2, 3}, {4, 5, 6}}]", "{{1, 0, -1}, {0, 1, 2}}"),
                   ("RowReduce[{{a, b}, {c, d}}]", "{{1, 0}, {0, 1}}"),
                   ("RowReduce[{{1., 2.}, {2., 4.}}]", "{{1., 2.}, {0., 0.}}")])
@opaque_entries
def row_reduce(ev, expr):
    rows = rect_rows(ev, "RowReduce", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind == "num":
        np = _numpy()
        return np_result(_numeric_rref(np, np_array(x, rows))[0])
    F, mat, _ = _field_rref(ev, rows, kind)
    return from_field(F, ev, mat)


@builtin("MatrixRank", nargs=1, messages={"matrix": MATRIX},
         usage="MatrixRank[m] gives the rank of the matrix m.",
         examples=[("MatrixRank[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]", "2"),
                   ("MatrixRank[{{a, b}, {2 a, 2 b}}]", "1"),
                   ("MatrixRank[{{1., 0.}, {0., 1.}}]", "2")])
@opaque_entries
def matrix_rank(ev, expr):
    rows = rect_rows(ev, "MatrixRank", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    if kind == "num":
        np = _numpy()
        return Integer(int(np.linalg.matrix_rank(np_array(x, rows))))
    _, _, piv = _field_rref(ev, rows, kind)
    return Integer(len(piv))


@builtin("NullSpace", nargs=1, messages={"matrix": MATRIX},
         usage="NullSpace[m] gives a list of vectors that forms a basis for the null space "
               "of the matrix m.",
         examples=[("NullSpace[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]", "{{1, -2, 1}}"),
                   ("NullSpace[{{1, 1, 1}}]", "{{-1, 0, 1}, {-1, 1, 0}}"),
                   ("NullSpace[{{1, 2}, {3, 4}}]", "{}"),
                   ("NullSpace[{{a, b}}]", "{{-(b/a), 1}}")])
@opaque_entries
def null_space(ev, expr):
    rows = rect_rows(ev, "NullSpace", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    n = len(rows[0])
    if kind == "num":
        np = _numpy()
        a = np_array(x, rows)
        _, s, vh = np.linalg.svd(a)
        rank = int((s > numeric_tolerance(np, a)).sum())
        basis = vh[rank:].conj()
        if basis.shape[0] == 0:
            return make_list(())
        return np_result(basis)
    F, mat, piv = _field_rref(ev, rows, kind)
    vecs = null_vectors(F, mat, piv, n)
    if F is QQ:
        return make_list([make_list([Integer(c) for c in clear_denominators(v)])
                          for v in vecs])
    return make_list([make_list([F.to_expr(c, ev) for c in v]) for v in vecs])


# --- MatrixPower ---------------------------------------------------------------------------------

def _fmatmul(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(r, c)) for c in bt] for r in a]


SYM_MAX_POWER = 4096       # symbolic powers beyond this: General::ovfl, not hours of SymPy
MAX_BITS = 1 << 21          # entries beyond 2^(2^21) (630 000 digits): General::ovfl


class _Overflow(Exception):
    pass


def _bits(a):
    top = 0
    for r in a:
        for v in r:
            b = v.bit_length()
            if b > top:
                top = b
    return top


def _fpower(a, n, ev):
    """a^n (n >= 0) for a matrix of ints/Fractions: (B/D)^n = B^n / D^n with B in ints,
    by repeated squaring; _Overflow when the entries grow beyond MAX_BITS."""
    den = 1
    for r in a:
        for v in r:
            if type(v) is Fraction:
                den = den * v.denominator // gcd(den, v.denominator)
    if den == 1:
        return _ipower([[int(v) for v in r] for r in a], n, ev)
    if n * den.bit_length() > MAX_BITS:
        raise _Overflow()
    p = _ipower([[int(v * den) for v in r] for r in a], n, ev)
    dn = den ** n
    return [[Fraction(v, dn) for v in r] for r in p]


def _ipower(a, n, ev):
    size = len(a)
    result = [[int(i == j) for j in range(size)] for i in range(size)]
    while n:
        ev.check_interrupt()
        if n & 1:
            result = _fmatmul(result, a)
        n >>= 1
        if n:
            a = _fmatmul(a, a)
            if _bits(a) > MAX_BITS:
                raise _Overflow()
    if _bits(result) > MAX_BITS:
        raise _Overflow()
    return result


@builtin("MatrixPower", nargs=2, messages=dict(SQ, sing=SING),
         usage="MatrixPower[m, n] gives the n-th matrix power of the square matrix m "
               "(negative n: powers of the inverse).",
         examples=[("MatrixPower[{{1, 1}, {1, 0}}, 10]", "{{89, 55}, {55, 34}}"),
                   ("MatrixPower[{{1, 2}, {3, 4}}, -1]", "{{-2, 1}, {3/2, -1/2}}"),
                   ("MatrixPower[{{a, b}, {0, c}}, 2]", "{{a^2, a b + b c}, {0, c^2}}"),
                   ("MatrixPower[{{2., 0.}, {0., 3.}}, 0.5]",
                    "{{1.41421, 0.}, {0., 1.73205}}")])
@opaque_entries
def matrix_power(ev, expr):
    rows = square_rows(ev, "MatrixPower", expr)
    if rows is None:
        return None
    x, p = expr.args
    kind = matrix_kind(x, rows)
    np = None
    if kind == "num":
        np = _numpy()
        a = np_array(x, rows)
        with np.errstate(all="ignore"):
            if type(p) is Integer:
                if p.value < 0:
                    try:
                        a = np.linalg.inv(a)
                    except np.linalg.LinAlgError:
                        ev.message("MatrixPower", "sing", x)
                        return None
                r = np.linalg.matrix_power(a, abs(p.value))
            else:
                r = _numeric_fractional_power(np, a, p)
                if r is None:
                    return None
        if not np.isfinite(r).all():
            ev.message("MatrixPower", "ovfl")
            return None
        return np_result(r)
    if type(p) is not Integer:
        return None
    n = p.value
    if kind in ("int", "rat"):
        a = exact_values(rows)
        if n < 0:
            a = _exact_inverse(rows, ev)
            if a is None:
                ev.message("MatrixPower", "sing", x)
                return None
        try:
            r = _fpower(a, abs(n), ev)
        except _Overflow:
            ev.message("MatrixPower", "ovfl")
            return None
        return make_matrix([[rat(v) for v in line] for line in r])
    if kind == "big":
        import mpmath
        M, prec = _mp_matrix(rows)
        with mpmath.workdps(int(prec) + 5):
            try:
                return _mp_rows(M ** n, prec)
            except ZeroDivisionError:
                ev.message("MatrixPower", "sing", x)
                return None
    from mathilda.bridges.sympy import sympy_module
    sp = sympy_module()
    if abs(n) > SYM_MAX_POWER:
        ev.message("MatrixPower", "ovfl")
        return None
    if n < 0:
        inv = _sym_inverse(ev, rows)
        if inv is None:
            ev.message("MatrixPower", "sing", x)
            return None
        M = _sym_matrix(inv)
        R = M ** (-n)
        return make_matrix([[_from_sympy(sp.cancel(R[i, j]), ev) for j in range(R.cols)]
                            for i in range(R.rows)])
    M = _sym_matrix(rows)
    R = M ** n
    return make_matrix([[_from_sympy(sp.expand(R[i, j]), ev) for j in range(R.cols)]
                        for i in range(R.rows)])


def _numeric_fractional_power(np, a, p):
    """a^p for a real or rational p through the eigendecomposition (an array), or None."""
    t = type(p)
    from mathilda.core.expr import Rational, Real
    if t is Rational or (t is Real and p.prec is None):
        e = float(p.value)
    else:
        return None
    w, v = np.linalg.eig(a)
    try:
        vi = np.linalg.inv(v)
    except np.linalg.LinAlgError:
        return None
    wp = np.power(w.astype(np.complex128), e)
    r = (v * wp) @ vi
    if a.dtype.kind != "c" and np.all(np.abs(r.imag) <= 1e-12 * max(1.0, np.abs(r).max())):
        r = r.real
    return r


# --- LUDecomposition -----------------------------------------------------------------------------

@builtin("LUDecomposition", nargs=1, messages=SQ,
         usage="LUDecomposition[m] gives {lu, p, c}: lu holds the lower (unit diagonal, "
               "below the diagonal) and upper triangular factors, p the row permutation "
               "and c the L-infinity condition number (0 for exact matrices).",
         examples=[("LUDecomposition[{{1, 2}, {3, 4}}]", "{{{1, 2}, {3, -2}}, {1, 2}, 0}"),
                   ("LUDecomposition[{{0, 1}, {1, 0}}]", "{{{1, 0}, {0, 1}}, {2, 1}, 0}")])
@opaque_entries
def lu_decomposition(ev, expr):
    rows = square_rows(ev, "LUDecomposition", expr)
    if rows is None:
        return None
    x = expr.args[0]
    kind = matrix_kind(x, rows)
    n = len(rows)
    if kind == "num":
        np = _numpy()
        a0 = np_array(x, rows)
        a = a0.copy()
        perm = list(range(n))
        for k in range(n):
            p = k + int(np.argmax(np.abs(a[k:, k])))
            if p != k:
                a[[k, p]] = a[[p, k]]
                perm[k], perm[p] = perm[p], perm[k]
            if a[k, k] != 0:
                a[k + 1:, k] /= a[k, k]
                a[k + 1:, k + 1:] -= np.outer(a[k + 1:, k], a[k, k + 1:])
        try:
            cond = np.linalg.norm(a0, np.inf) * np.linalg.norm(np.linalg.inv(a0), np.inf)
        except np.linalg.LinAlgError:
            cond = float("inf")
        c = np_scalar(cond) if np.isfinite(cond) else S.Infinity
        return make_list([np_result(a), make_list([Integer(i + 1) for i in perm]),
                          ev.evaluate(c)])
    F = QQ if kind in ("int", "rat") else SymField()
    a = to_field(F, rows)
    perm = list(range(n))
    for k in range(n):
        p = next((i for i in range(k, n) if not F.is_zero(a[i][k])), None)
        if p is None:
            continue
        if p != k:
            a[k], a[p] = a[p], a[k]
            perm[k], perm[p] = perm[p], perm[k]
        inv = F.inv(a[k][k])
        for i in range(k + 1, n):
            f = F.mul(a[i][k], inv)
            a[i][k] = f
            if not F.is_zero(f):
                for j in range(k + 1, n):
                    a[i][j] = F.sub(a[i][j], F.mul(f, a[k][j]))
    return make_list([from_field(F, ev, a), make_list([Integer(i + 1) for i in perm]),
                      Integer(0)])
