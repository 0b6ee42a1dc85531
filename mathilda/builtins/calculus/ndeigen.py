"""NDEigenvalues: eigenvalues of a linear ordinary differential operator on an interval,
by Chebyshev collocation (spectral accuracy: the first eigenvalues to about 1e-10).

The operator a2(x) u''[x] + a1(x) u'[x] + a0(x) u[x] is read off by differentiation with
respect to u[x], u'[x] and u''[x]; the ends carry the DirichletCondition[u[x] == 0, pred]
given for them (pred True: both ends) and the natural condition u' == 0 otherwise.  The
collocation gives the generalised eigenproblem A v = lambda B v (the boundary rows of B
zero); its finite eigenvalues smallest in absolute value come first.
"""

from mathilda.core.expr import Expression, Integer, Real, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {
    "nlin": "The operator `1` is not linear in the dependent variable.",
    "bdcond": "The condition `1` is not a homogeneous DirichletCondition supported here.",
    "ndlim": "Range specification `1` is not of the form {x, xmin, xmax} with numerical "
             "xmin < xmax.",
    "neig": "The number of eigenvalues `1` should be a positive integer.",
}

_NODES = 96


def _cheb(n):
    """Chebyshev points on [-1, 1] (descending) and the differentiation matrix."""
    import numpy as np
    k = np.arange(n + 1)
    xi = np.cos(np.pi * k / n)
    c = np.ones(n + 1)
    c[0] = c[-1] = 2.0
    c *= (-1.0) ** k
    dx = xi[:, None] - xi[None, :]
    d = np.outer(c, 1.0 / c) / (dx + np.eye(n + 1))
    d -= np.diag(d.sum(axis=1))
    return xi, d


def _coefficients(ev, op, u, x):
    """[a0, a1, a2] (Exprs in x) of the linear operator op, or None."""
    syms = [Symbol("NDEigen`d%d" % k) for k in range(3)]
    table = {Expression(u, (x,)): syms[0]}
    for k in (1, 2):
        table[Expression(Expression(Expression(S.Derivative, (Integer(k),)), (u,)), (x,))] \
            = syms[k]
    from mathilda.builtins.calculus.ndsolve_events import _substitute
    e = _substitute(op, table)
    coeffs = []
    for s in syms:
        c = ev.evaluate(Expression(S.D, (e, s)))
        if any(not ev.evaluate(Expression(S.FreeQ, (c, t))) is TRUE for t in syms) \
                or ev.evaluate(Expression(S.FreeQ, (c, u))) is not TRUE:
            return None
        coeffs.append(c)
    rest = ev.evaluate(Expression(S.ReplaceAll, (e, Expression(S.List, tuple(
        Expression(S.Rule, (s, Integer(0))) for s in syms)))))
    if rest != Integer(0) and ev.evaluate(Expression(S.PossibleZeroQ, (rest,))) is not TRUE:
        return None
    return coeffs


def _values(ev, c, x, xs):
    out = []
    for t in xs:
        v = ev.evaluate(Expression(S.N, (Expression(S.ReplaceAll, (c, Expression(
            S.Rule, (x, Real(float(t)))))),)))
        if type(v) not in (Integer, Real):
            return None
        out.append(float(v.value))
    return out


def eigen_arguments(ev, name, expr):
    """(operators, u, {x, x0, x1}, n) of name[ops, u[x] or u, {x, x0, x1}, n], or None (after
    name::neig or name::ndlim for a bad n or range)."""
    pos, _opts = ev.split_options(expr)
    if len(pos) != 4:
        return None
    ops, fu, rng, n = pos
    u = fu.head if isinstance(fu, Expression) and type(fu.head) is Symbol else fu
    if type(u) is not Symbol:
        return None
    if type(n) is not Integer or n.value < 1:
        ev.message(name, "neig", n)
        return None
    if not (isinstance(rng, Expression) and rng.head is S.List and len(rng.args) == 3
            and type(rng.args[0]) is Symbol):
        ev.message(name, "ndlim", rng)
        return None
    return ops, u, rng, n


def _solve(ev, name, expr, vectors=False):
    """(eigenvalues, eigenvectors or None, nodes xs (descending), differentiation matrix, the
    second argument) of name[ops, u, {x, a, b}, n], or None after a message."""
    import numpy as np
    import scipy.linalg
    args = eigen_arguments(ev, name, expr)
    if args is None:
        return None
    ops, u, rng, n = args
    x = rng.args[0]
    ends = []
    for e in rng.args[1:]:
        v = ev.evaluate(Expression(S.N, (e,)))
        ends.append(float(v.value) if type(v) in (Integer, Real) else None)
    a, b = ends
    if a is None or b is None or not a < b:
        ev.message(name, "ndlim", rng)
        return None
    items = ops.args if isinstance(ops, Expression) and ops.head is S.List else (ops,)
    op, dirichlet = None, [False, False]
    for it in items:
        if isinstance(it, Expression) and it.head is S.DirichletCondition:
            ok = len(it.args) == 2 and isinstance(it.args[0], Expression) \
                and it.args[0].head is S.Equal \
                and ev.evaluate(Expression(S.PossibleZeroQ, (it.args[0].args[1],))) is TRUE
            if not ok:
                ev.message(name, "bdcond", it)
                return None
            for i, t in enumerate((a, b)):
                p = ev.evaluate(Expression(S.ReplaceAll, (it.args[1], Expression(
                    S.Rule, (x, Real(t))))))
                dirichlet[i] = dirichlet[i] or p is TRUE
        elif op is None:
            op = it
        else:
            return None
    coeffs = _coefficients(ev, op, u, x) if op is not None else None
    if coeffs is None:
        ev.message(name, "nlin", op)
        return None
    xi, d = _cheb(_NODES)
    xs = a + (b - a) * (xi + 1) / 2            # xs[0] == b, xs[-1] == a
    d = d * (2.0 / (b - a))
    vals = [_values(ev, c, x, xs) for c in coeffs]
    if any(v is None for v in vals):
        ev.message(name, "nlin", op)
        return None
    a0, a1, a2 = (np.array(v) for v in vals)
    mat = a2[:, None] * (d @ d) + a1[:, None] * d + np.diag(a0)
    bmat = np.eye(len(xs))
    for row, is_dirichlet in ((len(xs) - 1, dirichlet[0]), (0, dirichlet[1])):
        mat[row] = 0.0
        if is_dirichlet:
            mat[row, row] = 1.0
        else:
            mat[row] = d[row]
        bmat[row] = 0.0
    if vectors:
        lam, vecs = scipy.linalg.eig(mat, bmat)
    else:
        lam, vecs = scipy.linalg.eigvals(mat, bmat), None
    keep = np.isfinite(lam)
    lam = lam[keep]
    order = np.argsort(np.abs(lam), kind="stable")[:n.value]
    if vecs is not None:
        vecs = vecs[:, keep][:, order]
    return lam[order], vecs, xs, d, expr.args[1]


def _eigenvalue_list(ev, lam):
    import numpy as np
    out = []
    tiny = 1e-9 * max([1.0] + [abs(v) for v in lam])     # a zero mode's rounding noise
    for v in np.asarray(lam):
        re, im = float(v.real), float(v.imag)
        re = 0.0 if abs(re) <= tiny else re
        if abs(im) <= 1e-9 * max(1.0, abs(re)):
            out.append(Real(re + 0.0))
        else:
            out.append(ev.evaluate(Expression(S.Complex, (Real(re), Real(im)))))
    return Expression(S.List, tuple(out))


_SAMPLES = 1025      # the eigenfunctions' cubic Hermite grid (error about 1e-10)


def _barycentric(xs, vals, ts):
    """The Chebyshev interpolant through (xs, vals) (xs the Chebyshev points) at ts."""
    import numpy as np
    n = len(xs) - 1
    w = (-1.0) ** np.arange(n + 1)
    w[0] *= 0.5
    w[-1] *= 0.5
    diff = ts[:, None] - xs[None, :]
    exact = diff == 0.0
    diff[exact] = 1.0
    q = w / diff
    out = (q @ vals) / q.sum(axis=1)
    rows, cols = np.nonzero(exact)
    out[rows] = vals[cols]
    return out


def _clenshaw_curtis(n):
    """The quadrature weights of the Chebyshev points cos(pi k/n) on [-1, 1]."""
    import numpy as np
    theta = np.pi * np.arange(n + 1) / n
    w = np.zeros(n + 1)
    v = np.ones(n - 1)
    if n % 2 == 0:
        w[0] = w[n] = 1.0 / (n * n - 1)
        for k in range(1, n // 2):
            v -= 2 * np.cos(2 * k * theta[1:-1]) / (4 * k * k - 1)
        v -= np.cos(n * theta[1:-1]) / (n * n - 1)
    else:
        w[0] = w[n] = 1.0 / (n * n)
        for k in range(1, (n - 1) // 2 + 1):
            v -= 2 * np.cos(2 * k * theta[1:-1]) / (4 * k * k - 1)
    w[1:-1] = 2 * v / n
    return w


@builtin("NDEigenvalues", nargs=(4, None), messages=_MESSAGES,
         usage="NDEigenvalues[{op, DirichletCondition[u[x] == 0, pred]}, u, {x, xmin, xmax}, "
               "n] gives the n eigenvalues smallest in magnitude of the linear differential "
               "operator op (in u[x], u'[x], u''[x]) on the interval, computed by Chebyshev "
               "collocation; ends without a DirichletCondition have u' == 0.",
         examples=[("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, True]}, u[x], "
                    "{x, 0, Pi}, 4]", "{1., 4., 9., 16.}"),
                   ("NDEigenvalues[-u''[x], u, {x, 0, 1}, 3]", "{0., 9.8696, 39.4784}"),
                   ("NDEigenvalues[{-u''[x] + x^2 u[x], DirichletCondition[u[x] == 0, "
                    "True]}, u[x], {x, -6, 6}, 3]", "{1., 3., 5.}"),
                   ("NDEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, x == 0]}, u[x], "
                    "{x, 0, Pi}, 2]", "{0.25, 2.25}")])
def ndeigenvalues(ev, expr):
    r = _solve(ev, "NDEigenvalues", expr)
    return None if r is None else _eigenvalue_list(ev, r[0])


@builtin("NDEigensystem", nargs=(4, None), messages=dict(
             _MESSAGES, cplx="Eigenfunctions of complex eigenvalues are not supported here."),
         usage="NDEigensystem[{op, DirichletCondition[u[x] == 0, pred]}, u, {x, xmin, xmax}, "
               "n] gives {{l1, ..., ln}, {u1, ..., un}}: the n eigenvalues smallest in "
               "magnitude of the linear differential operator op and its eigenfunctions as "
               "InterpolatingFunction objects (applied to x when u[x] is given), normalised "
               "so that the integral of ui^2 over the interval is 1; ends without a "
               "DirichletCondition have u' == 0.",
         examples=[("First[NDEigensystem[{-u''[x], DirichletCondition[u[x] == 0, True]}, "
                    "u[x], {x, 0, Pi}, 4]]", "{1., 4., 9., 16.}"),
                   ("Last[NDEigensystem[{-u''[x], DirichletCondition[u[x] == 0, True]}, "
                    "u[x], {x, 0, Pi}, 2]]",
                    "{InterpolatingFunction[{{0., 3.14159}}, <>][x], "
                    "InterpolatingFunction[{{0., 3.14159}}, <>][x]}"),
                   ("{vals, funs} = NDEigensystem[{-u''[x], DirichletCondition[u[x] == 0, "
                    "True]}, u, {x, 0, Pi}, 3]; Chop[Table[f[Pi/2], {f, funs}], 10^-8]",
                    "{0.797885, 0, -0.797885}"),
                   ("{vals, funs} = NDEigensystem[-u''[x], u[x], {x, 0, 1}, 2]; "
                    "{vals, funs /. x -> 0}", "{{0., 9.8696}, {1., 1.41421}}")])
def ndeigensystem(ev, expr):
    import numpy as np
    from mathilda.builtins.calculus.interpolating import make_interpolating_function
    r = _solve(ev, "NDEigensystem", expr, vectors=True)
    if r is None:
        return None
    lam, vecs, xs, d, fu = r
    if np.any(np.abs(vecs.imag) > 1e-9 * np.abs(vecs).max()):
        ev.message("NDEigensystem", "cplx")
        return None
    weights = _clenshaw_curtis(len(xs) - 1) * (xs[0] - xs[-1]) / 2
    ts = np.linspace(xs[-1], xs[0], _SAMPLES)
    funcs = []
    for j in range(vecs.shape[1]):
        v = np.real(vecs[:, j])
        v = v / np.sqrt(np.dot(weights, v * v))
        big = np.nonzero(np.abs(v[::-1]) > 1e-3 * np.abs(v).max())[0]
        if big.size and v[::-1][big[0]] < 0:      # the first sizeable value is positive
            v = -v
        f = make_interpolating_function(ts, _barycentric(xs, v, ts),
                                        _barycentric(xs, d @ v, ts))
        if isinstance(fu, Expression) and fu.head is not S.List:
            f = Expression(f, fu.args)
        funcs.append(f)
    return Expression(S.List, (_eigenvalue_list(ev, lam), Expression(S.List, tuple(funcs))))
