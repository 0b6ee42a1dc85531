"""Generalised inverses, matrix functions and orthogonality: PseudoInverse, DrazinInverse,
MatrixMinimalPolynomial, MatrixFunction, MatrixLog, Orthogonalize, Projection.

Exact matrices are computed exactly (the pseudoinverse from a rank factorisation, the
Drazin inverse from it, matrix functions through SymPy's Jordan form); machine ones on
their NumPy/SciPy buffers."""

from mathilda.algorithms.build import divide, minus, plus, times
from mathilda.algorithms.linalg.common import (
    MATRIX, MATSQ, is_list, kind_of, make_list, make_matrix, matrix_rows, np_array, np_result,
    rect_rows, square_rows, vector_items)
from mathilda.core.expr import TRUE, Expression, Integer, Rational, Real, S, Symbol
from mathilda.core.registry import builtin

ZERO = Integer(0)
ONE = Integer(1)


def _np():
    from mathilda.core.packed import numpy
    return numpy()


def _ct(x):
    return Expression(S.ConjugateTranspose, (x,))


def _dot(*xs):
    return Expression(S.Dot, xs)


def _exact_pinv(ev, x, rows):
    """The Moore-Penrose inverse of an exact matrix from its rank factorisation x = c . f
    (c: the pivot columns, f: the non-zero rows of RowReduce[x]):
    f^H (f f^H)^-1 (c^H c)^-1 c^H."""
    m, n = len(rows), len(rows[0])
    red = ev.call("RowReduce", x)
    rrows = matrix_rows(red)
    if rrows is None:
        return None
    f_rows, pivots = [], []
    for r in rrows:
        for j, v in enumerate(r):
            if not (v.is_number and ev.call("PossibleZeroQ", v) is TRUE):
                f_rows.append(list(r))
                pivots.append(j)
                break
    if not f_rows:
        return make_matrix([[ZERO] * m for _ in range(n)])
    c = make_matrix([[rows[i][j] for j in pivots] for i in range(m)])
    f = make_matrix(f_rows)
    r = ev.evaluate(_dot(_ct(f), Expression(S.Inverse, (_dot(f, _ct(f)),)),
                         Expression(S.Inverse, (_dot(_ct(c), c),)), _ct(c)))
    if not all(v.is_number for rr in r.args for v in rr.args):
        r = ev.call("Simplify", r)
    return r


@builtin("PseudoInverse", nargs=1, messages={"matrix": MATRIX},
         usage="PseudoInverse[m] finds the pseudoinverse (Moore-Penrose inverse) of the "
               "rectangular matrix m.",
         examples=[("PseudoInverse[{{1, 2}, {2, 4}}]", "{{1/25, 2/25}, {2/25, 4/25}}"),
                   ("PseudoInverse[{{1, 2}, {3, 4}}]", "{{-2, 1}, {3/2, -1/2}}"),
                   ("PseudoInverse[{{1, 2, 3}}]", "{{1/14}, {1/7}, {3/14}}"),
                   ("PseudoInverse[{{1., 2.}, {2., 4.}}]", "{{0.04, 0.08}, {0.08, 0.16}}"),
                   ("PseudoInverse[{{0, 0}, {0, 0}}]", "{{0, 0}, {0, 0}}"),
                   ("m = {{1, 2}, {3, 4}, {5, 6}}; p = PseudoInverse[m]; m . p . m == m",
                    "True")])
def pseudo_inverse(ev, expr):
    rows = rect_rows(ev, "PseudoInverse", expr)
    if rows is None:
        return None
    x = expr.args[0]
    if kind_of(rows) == "num":
        return np_result(_np().linalg.pinv(np_array(x, rows)))
    return _exact_pinv(ev, x, rows)


@builtin("DrazinInverse", nargs=1, messages={"matsq": MATSQ},
         usage="DrazinInverse[m] finds the Drazin generalized inverse of the square matrix m "
               "(the inverse for a non-singular m).",
         examples=[("DrazinInverse[{{1, 2}, {3, 4}}]", "{{-2, 1}, {3/2, -1/2}}"),
                   ("DrazinInverse[{{0, 1}, {0, 0}}]", "{{0, 0}, {0, 0}}"),
                   ("DrazinInverse[{{1, 1}, {0, 0}}]", "{{1, 1}, {0, 0}}"),
                   ("DrazinInverse[{{2, 0, 0}, {0, 0, 1}, {0, 0, 0}}]",
                    "{{1/2, 0, 0}, {0, 0, 0}, {0, 0, 0}}"),
                   ("DrazinInverse[{{1., 1.}, {0., 0.}}]", "{{1., 1.}, {0., 0.}}")])
def drazin_inverse(ev, expr):
    rows = square_rows(ev, "DrazinInverse", expr)
    if rows is None:
        return None
    x = expr.args[0]
    n = len(rows)
    # m^D = m^k (m^(2k+1))^+ m^k for any k at least the index of m (k = n suffices)
    if kind_of(rows) == "num":
        np = _np()
        a = np_array(x, rows)
        ak = np.linalg.matrix_power(a, n)
        return np_result(ak @ np.linalg.pinv(np.linalg.matrix_power(a, 2 * n + 1)) @ ak)
    d = ev.call("Det", x)
    if ev.call("PossibleZeroQ", d) is not TRUE:
        return ev.call("Inverse", x)          # non-singular: the inverse
    k = ev.call("MatrixPower", x, Integer(n))
    big = ev.call("MatrixPower", x, Integer(2 * n + 1))
    brows = matrix_rows(big)
    if brows is None:
        return None
    p = _exact_pinv(ev, big, brows)
    if p is None:
        return None
    r = ev.evaluate(_dot(k, p, k))
    if not all(v.is_number for rr in r.args for v in rr.args):
        r = ev.call("Simplify", r)
    return r


@builtin("MatrixMinimalPolynomial", nargs=2, messages={"matsq": MATSQ},
         usage="MatrixMinimalPolynomial[m, x] gives the minimal polynomial in x of the square "
               "matrix m: the monic polynomial p of least degree with p(m) == 0.",
         examples=[("MatrixMinimalPolynomial[{{1, 1}, {0, 1}}, x]", "1 - 2 x + x^2"),
                   ("MatrixMinimalPolynomial[IdentityMatrix[3], x]", "-1 + x"),
                   ("MatrixMinimalPolynomial[{{2, 0, 0}, {0, 2, 0}, {0, 0, 3}}, x]",
                    "6 - 5 x + x^2"),
                   ("MatrixMinimalPolynomial[{{1, 2}, {3, 4}}, x]", "-2 - 5 x + x^2"),
                   ("MatrixMinimalPolynomial[{{0, 1}, {0, 0}}, t]", "t^2"),
                   ("MatrixMinimalPolynomial[{{a, 0}, {0, a}}, x]", "-a + x")])
def matrix_minimal_polynomial(ev, expr):
    rows = square_rows(ev, "MatrixMinimalPolynomial", expr)
    if rows is None:
        return None
    x, var = expr.args
    n = len(rows)
    if not ev.check_size(n ** 3, "MatrixMinimalPolynomial"):
        return None
    powers = [ev.call("IdentityMatrix", Integer(n))]
    for k in range(1, n + 1):
        ev.check_interrupt()
        powers.append(ev.evaluate(_dot(powers[-1], x)))
        # the columns: flattened powers I, m, ..., m^k; a null vector gives the relation
        cols = make_list([ev.call("Flatten", p) for p in powers])
        ns = ev.call("NullSpace", ev.call("Transpose", cols))
        if is_list(ns) and ns.args:
            c = ns.args[-1].args if len(ns.args) == 1 else ns.args[0].args
            lead = c[-1]
            terms = [times(divide(c[i], lead), Expression(S.Power, (var, Integer(i))))
                     for i in range(len(c))]
            return ev.call("Expand", ev.call("Simplify", plus(*terms)))
    return None


def _sympy_matrix(rows):
    from mathilda.bridges.sympy import sympy_module, to_sympy
    sp = sympy_module()
    return sp.Matrix([[to_sympy(v) for v in r] for r in rows])


def _exact_function(ev, f, rows):
    """f(m) by SymPy's analytic_func on the Jordan form (f a function of one variable);
    None for a matrix with symbolic entries."""
    if not all(v.is_number or ev.call("NumericQ", v) is TRUE for r in rows for v in r):
        return None
    from mathilda.bridges.sympy import from_sympy, to_sympy
    t = Symbol("Linalg$t")
    body = ev.evaluate(Expression(f, (t,)))
    try:
        sb = to_sympy(body)
        m = _sympy_matrix(rows)
        st = to_sympy(t)
        r = m.analytic_func(sb, st)
    except Exception:
        return None
    from mathilda.bridges.sympy import sympy_module
    sp = sympy_module()
    r = r.applyfunc(sp.simplify)
    return from_sympy(r, ev)


@builtin("MatrixFunction", nargs=2, messages={"matsq": MATSQ},
         usage="MatrixFunction[f, m] gives the matrix generated by the scalar function f at "
               "the matrix argument m.",
         examples=[("MatrixFunction[Exp, {{0, 0}, {0, 1}}]", "{{1, 0}, {0, E}}"),
                   ("MatrixFunction[Sqrt, {{4, 0}, {0, 9}}]", "{{2, 0}, {0, 3}}"),
                   ("MatrixFunction[#^2 &, {{1, 2}, {3, 4}}]", "{{7, 10}, {15, 22}}"),
                   ("MatrixFunction[Exp, {{0, 1}, {0, 0}}]", "{{1, 1}, {0, 1}}"),
                   ("MatrixFunction[Sin, {{1., 0.}, {0., 2.}}]",
                    "{{0.841471, 0.}, {0., 0.909297}}")])
def matrix_function(ev, expr):
    f, x = expr.args
    rows = square_rows(ev, "MatrixFunction", expr, 2)
    if rows is None:
        return None
    if kind_of(rows) == "num":
        np = _np()
        a = np_array(x, rows)
        w, v = np.linalg.eig(a)
        if abs(np.linalg.cond(v)) > 1e12:
            return None
        fw = []
        for z in w:
            r = ev.call("N", Expression(f, (Real(float(z.real)) if abs(z.imag) == 0 else
                                            ev.evaluate(Expression(S.Complex, (Real(float(z.real)), Real(float(z.imag))))),)))
            if not r.is_number:
                return None
            from mathilda.algorithms.linalg.common import _num
            fw.append(_num(r, True))
        res = v @ np.diag(np.array(fw, dtype=complex)) @ np.linalg.inv(v)
        if np.isrealobj(a) and np.abs(res.imag).max() <= 1e-12 * max(1.0, np.abs(res).max()):
            res = res.real
        return np_result(res)
    return _exact_function(ev, f, rows)


@builtin("MatrixLog", nargs=1, messages={"matsq": MATSQ},
         usage="MatrixLog[m] gives the matrix logarithm of the square matrix m (the principal "
               "one: MatrixExp[MatrixLog[m]] == m).",
         examples=[("MatrixLog[{{1, 0}, {0, E}}]", "{{0, 0}, {0, 1}}"),
                   ("MatrixLog[{{1, 1}, {0, 1}}]", "{{0, 1}, {0, 0}}"),
                   ("MatrixLog[{{E, 0}, {0, E^2}}]", "{{1, 0}, {0, 2}}"),
                   ("MatrixLog[{{2., 0.}, {0., 3.}}]", "{{0.693147, 0.}, {0., 1.09861}}"),
                   ("Chop[MatrixExp[MatrixLog[{{1., 2.}, {3., 4.}}]] - {{1., 2.}, {3., 4.}}]",
                    "{{0, 0}, {0, 0}}")])
def matrix_log(ev, expr):
    rows = square_rows(ev, "MatrixLog", expr)
    if rows is None:
        return None
    x = expr.args[0]
    if kind_of(rows) == "num":
        from scipy.linalg import logm
        np = _np()
        a = np_array(x, rows)
        r = logm(a)
        if np.iscomplexobj(r) and np.abs(r.imag).max() <= 1e-12 * max(1.0, np.abs(r).max()):
            r = r.real
        return np_result(np.asarray(r))
    return _exact_function(ev, S.Log, rows)


# --- Orthogonalize, Projection -------------------------------------------------------------------

def _inner(ev, u, v):
    """u . Conjugate[v] (the Wolfram default inner product)."""
    return ev.evaluate(plus(*[times(a, Expression(S.Conjugate, (b,))) for a, b in zip(u, v)]))


def _tidy(ev, e):
    """Simplify a numeric entry (radicals); symbolic entries are left as evaluated."""
    if e.is_number or ev.call("NumericQ", e) is not TRUE:
        return e
    return ev.call("Simplify", e)


@builtin("Orthogonalize", nargs=(1, 2),
         usage="Orthogonalize[{v1, v2, ...}] gives an orthonormal basis found by orthogonalizing "
               "the vectors vi (Gram-Schmidt; dependent vectors give zero vectors); "
               "Orthogonalize[vecs, f] uses the inner product f.",
         examples=[("Orthogonalize[{{1, 0, 1}, {1, 1, 1}}]",
                    "{{1/Sqrt[2], 0, 1/Sqrt[2]}, {0, 1, 0}}"),
                   ("Orthogonalize[{{3, 4}, {1, 0}}]", "{{3/5, 4/5}, {4/5, -3/5}}"),
                   ("Orthogonalize[{{1, 2}, {2, 4}}]", "{{1/Sqrt[5], 2/Sqrt[5]}, {0, 0}}"),
                   ("Orthogonalize[{{1., 1.}, {1., 0.}}]",
                    "{{0.707107, 0.707107}, {0.707107, -0.707107}}"),
                   ("Orthogonalize[{{1, 0}, {0, 1}}]", "{{1, 0}, {0, 1}}"),
                   ("Orthogonalize[{{1, 1}, {0, 1}}, (#1 . {{2, 0}, {0, 1}} . #2) &]",
                    "{{1/Sqrt[3], 1/Sqrt[3]}, {-(1/Sqrt[6]), Sqrt[2/3]}}")])
def orthogonalize(ev, expr):
    args = expr.args
    vecs = args[0]
    if not is_list(vecs) or not vecs.args:
        return None
    vs = [vector_items(v) for v in vecs.args]
    if any(v is None for v in vs) or len({len(v) for v in vs}) != 1:
        return None
    f = args[1] if len(args) > 1 else None

    def ip(u, v):
        if f is None:
            return _inner(ev, u, v)
        return ev.evaluate(Expression(f, (make_list(u), make_list(v))))
    numeric = all(type(a) is Real or (type(a).__name__ == "Complex" and
                                     any(type(p) is Real for p in (a.re, a.im)))
                  for v in vs for a in v)
    out = []
    basis = []
    for v in vs:
        ev.check_interrupt()
        w = list(v)
        for b in basis:
            c = ip(w, b)
            w = [ev.evaluate(minus(a, times(c, e))) for a, e in zip(w, b)]
        w = [_tidy(ev, a) for a in w]
        nrm = ip(w, w)
        nrm = _tidy(ev, nrm)
        zero = ev.call("PossibleZeroQ", nrm) is TRUE if not nrm.is_number else \
            (abs(complex(*(float(p.value) for p in ((nrm.re, nrm.im) if hasattr(nrm, "re")
                                                     else (nrm, Integer(0)))))) <= 1e-20
             if numeric else ev.call("PossibleZeroQ", nrm) is TRUE)
        if zero:
            out.append([Real(0.0) if numeric else ZERO] * len(w))
            continue
        s = ev.evaluate(Expression(S.Sqrt, (nrm,)))
        u = [_tidy(ev, ev.evaluate(divide(a, s))) for a in w]
        basis.append(u)
        out.append(u)
    return make_matrix(out)


@builtin("Projection", nargs=(2, 3),
         usage="Projection[u, v] finds the projection of the vector u onto the vector v; "
               "Projection[u, v, f] uses the inner product f.",
         examples=[("Projection[{5, 6, 7}, {1, 0, 0}]", "{5, 0, 0}"),
                   ("Projection[{1, 2}, {1, 1}]", "{3/2, 3/2}"),
                   ("Projection[{1., 2.}, {3., 4.}]", "{1.32, 1.76}"),
                   ("Projection[{1, 0}, {0, 1}]", "{0, 0}"),
                   ("Projection[{x, y}, {1, 0}]", "{x, 0}"),
                   ("Projection[{1, 1}, {1, 2}, Dot]", "{3/5, 6/5}")])
def projection(ev, expr):
    args = expr.args
    u, v = vector_items(args[0]), vector_items(args[1])
    if u is None or v is None or len(u) != len(v):
        return None
    if len(args) == 3:
        f = args[2]
        uv = ev.evaluate(Expression(f, (args[0], args[1])))
        vv = ev.evaluate(Expression(f, (args[1], args[1])))
    else:
        uv, vv = _inner(ev, u, v), _inner(ev, v, v)
    c = divide(uv, vv)
    return ev.evaluate(make_list([times(c, b) for b in v]))
