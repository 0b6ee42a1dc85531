"""Least-squares fitting: Fit (linear combinations of basis functions), FindFit (nonlinear
models, Levenberg-Marquardt) and LeastSquares (the matrix problem).

Fit always gives machine reals, as in the Wolfram Language.  When the data and the values of
the basis functions are exact, the normal equations are solved exactly and the coefficients
rounded once, so an exact fit prints without rounding noise (``Fit[{1, 4, 9}, {1, x, x^2},
x]`` is ``0. + 1. x^2``); otherwise NumPy's least squares (minimum norm) is used.

FindFit compiles the model and its derivatives (D) through the translator
(mathilda/algorithms/compile) when it can (falling back to the evaluator and finite
differences) and runs Levenberg-Marquardt from the starting values
(1 unless given) in machine precision.

LeastSquares is exact for exact (or symbolic) matrices, through SymPy's pseudo-inverse when
the columns are dependent, and NumPy's minimum-norm solution for machine numbers.
"""

import math
from fractions import Fraction

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.build import plus, times
from mathilda.builtins.statistics.descriptive import value
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, String, \
    Symbol
from mathilda.core.registry import builtin

FITD = "First argument `1` in `2` is not a list or a rectangular array."
FITC = "Number of coordinates (`1`) is not equal to the number of variables (`2`)."
NRLNUM = ("The function value `1` is not a list of real numbers with dimensions `2` at `3` = "
          "`4`.")


def _vars(x):
    items = x.args if is_list(x) else (x,)
    return list(items) if items and all(type(v) is Symbol for v in items) else None


def fit_data(ev, name, data, nvars):
    """(points, ys): points a list of tuples of nvars Exprs, ys a list of Exprs; or None
    after name::fitd / fitc."""
    if not is_list(data) or not data.args:
        ev.message(name, "fitd", data, S[name])
        return None
    rows = data.args
    if not any(is_list(r) for r in rows):
        if nvars != 1:
            ev.message(name, "fitc", Integer(1), Integer(nvars))
            return None
        return [(Integer(i + 1),) for i in range(len(rows))], list(rows)
    if not all(is_list(r) for r in rows) or len({len(r.args) for r in rows}) != 1:
        ev.message(name, "fitd", data, S[name])
        return None
    width = len(rows[0].args)
    if width - 1 != nvars:
        ev.message(name, "fitc", Integer(width - 1), Integer(nvars))
        return None
    return [tuple(r.args[:-1]) for r in rows], [r.args[-1] for r in rows]


def _rules(variables, point):
    return make_list(Expression(S.Rule, (v, p)) for v, p in zip(variables, point))


def _solve_exact(a, b):
    """Solve the square system a x = b in Fractions; None when singular."""
    n = len(a)
    m = [list(row) + [rhs] for row, rhs in zip(a, b)]
    for c in range(n):
        piv = next((r for r in range(c, n) if m[r][c] != 0), None)
        if piv is None:
            return None
        m[c], m[piv] = m[piv], m[c]
        inv = 1 / m[c][c]
        m[c] = [v * inv for v in m[c]]
        for r in range(n):
            if r != c and m[r][c] != 0:
                f = m[r][c]
                m[r] = [u - f * v for u, v in zip(m[r], m[c])]
    return [m[r][n] for r in range(n)]


def _lstsq_float(rows, ys):
    import numpy as np
    sol = np.linalg.lstsq(np.array(rows, dtype=float), np.array(ys, dtype=float), rcond=None)
    return [float(v) for v in sol[0]]


def _design(ev, basis, variables, points):
    """The rows of basis-function values at the points: Fractions when all are exact,
    floats otherwise; None when one is not a real number."""
    rows = []
    exact = True
    blist = make_list(basis)
    for p in points:
        vals = ev.evaluate(Expression(S.ReplaceAll, (blist, _rules(variables, p))))
        row = [value(v) for v in vals.args] if is_list(vals) else [None]
        if any(v is None for v in row):
            nv = ev.evaluate(Expression(S.N, (vals,)))
            row = [value(v) for v in nv.args] if is_list(nv) else [None]
            if any(v is None for v in row):
                return None
        if any(type(v) is float for v in row):
            exact = False
        rows.append(row)
    if not exact:
        rows = [[float(v) for v in row] for row in rows]
    return rows, exact


def fit_coefficients(ev, rows, exact, ys):
    """Least-squares coefficients (floats) of the design rows for the ys (Python numbers)."""
    if exact and all(type(y) is not float for y in ys):
        k = len(rows[0])
        ata = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
        atb = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(k)]
        sol = _solve_exact(ata, atb)
        if sol is not None:
            return [float(Fraction(v)) for v in sol]
    return _lstsq_float([[float(v) for v in r] for r in rows], [float(y) for y in ys])


_FIT_PROPS = ("BestFit", "BestFitParameters", "FitResiduals", "Function")


@builtin("Fit", nargs=(3, 4), messages={"fitd": FITD, "fitc": FITC},
         usage="Fit[data, {f1, f2, ...}, x] finds the least-squares fit to data of a linear "
               "combination of the functions fi of x, with machine-real coefficients. data is "
               "{y1, y2, ...} (x = 1, 2, ...) or {{x1, y1}, ...}; Fit[data, funs, {x, y, ...}] "
               "fits data {{x1, y1, ..., z1}, ...}. Fit[data, funs, vars, prop] gives "
               "\"BestFit\", \"BestFitParameters\", \"FitResiduals\" or \"Function\".",
         examples=[("Fit[{{0, 1}, {1, 3}, {2, 5}}, {1, x}, x]", "1. + 2. x"),
                   ("Fit[{1, 4, 9, 16}, {1, x, x^2}, x]", "0. + 1. x^2"),
                   ("Fit[{{0, 1}, {1, 0}, {2, 2}}, {1, x}, x]", "0.5 + 0.5 x"),
                   ("Fit[{{0, 0, 1}, {1, 0, 3}, {0, 1, 4}, {1, 1, 6}}, {1, x, y}, {x, y}]",
                    "1. + 2. x + 3. y"),
                   ("Fit[{2, 4, 6}, {1, x}, x, \"BestFitParameters\"]", "{0., 2.}"),
                   ("Fit[{{1, 2}}, {1, x}, {x, y}]", "Fit[{{1, 2}}, {1, x}, {x, y}]",
                    ["Fit::fitc: Number of coordinates (1) is not equal to the number of "
                     "variables (2)."])])
def fit(ev, expr):
    args = expr.args
    data, funs, vspec = args[0], args[1], args[2]
    variables = _vars(vspec)
    if variables is None:
        return None
    basis = list(funs.args) if is_list(funs) else [funs]
    if not basis:
        return None
    prop = "BestFit"
    if len(args) == 4:
        p = args[3]
        props = p.args if is_list(p) else (p,)
        if not all(type(q) is String and q.value in _FIT_PROPS for q in props):
            return None
    fd = fit_data(ev, "Fit", data, len(variables))
    if fd is None:
        return None
    points, ys = fd
    yv = [value(y) for y in ys]
    if any(v is None for v in yv):
        nys = [ev.evaluate(Expression(S.N, (y,))) for y in ys]
        yv = [value(y) for y in nys]
        if any(v is None for v in yv):
            return None
    design = _design(ev, basis, variables, points)
    if design is None:
        return None
    rows, exact = design
    coef = fit_coefficients(ev, rows, exact, yv)
    best = ev.evaluate(plus(*[times(Real(c), f) for c, f in zip(coef, basis)]))
    if len(args) < 4:
        return best

    def prop_value(name):
        if name == "BestFit":
            return best
        if name == "BestFitParameters":
            return make_list(Real(c) for c in coef)
        if name == "FitResiduals":
            return make_list(Real(float(y) - math.fsum(c * float(v) for c, v in zip(coef, r)))
                             for y, r in zip(yv, rows))
        slots = [Expression(S.Slot, (Integer(i + 1),)) for i in range(len(variables))]
        body = ev.evaluate(Expression(S.ReplaceAll, (best, _rules(variables, slots))))
        return Expression(S.Function, (body,))

    p = args[3]
    if is_list(p):
        return make_list(prop_value(q.value) for q in p.args)
    return prop_value(p.value)


# --- FindFit ------------------------------------------------------------------------------------

def _params(spec):
    """[(symbol, start)] from a, {a, b, ...}, {a, a0} or {{a, a0}, ...}, or None."""
    def one(x):
        if type(x) is Symbol:
            return x, 1.0
        if is_list(x) and len(x.args) == 2 and type(x.args[0]) is Symbol:
            v = value(x.args[1])
            if v is not None:
                return x.args[0], float(v)
        return None

    if type(spec) is Symbol:
        return [(spec, 1.0)]
    if is_list(spec):
        if len(spec.args) == 2 and type(spec.args[0]) is Symbol and \
                value(spec.args[1]) is not None:
            return [one(spec)]
        out = [one(x) for x in spec.args]
        return None if not out or any(o is None for o in out) else out
    return None


def _compiled(ev, model, psyms, vsyms):
    """(f, jac) evaluating the model and its parameter derivatives (D) on NumPy arrays of
    the variables, through the translator (mathilda/algorithms/compile); None when the
    model has anything the translator does not map."""
    import numpy as np
    from mathilda.algorithms.compile import numeric_function
    args = list(vsyms) + list(psyms)
    fn = numeric_function(model, args, ev=ev, complex=True)
    if fn is None:
        return None
    dfs = []
    for p in psyms:
        d = numeric_function(ev.evaluate(Expression(S.D, (model, p))), args, ev=ev,
                             complex=True)
        if d is None:
            return None
        dfs.append(d)

    def f(xs, p):
        return fn(*xs, *p)

    def jac(xs, p):
        return np.stack([d(*xs, *p) for d in dfs], axis=1)
    return f, jac


def _evaluated(ev, model, psyms, vsyms):
    """(f, jac) through the evaluator (finite differences for the Jacobian)."""
    import numpy as np

    def f(xs, p):
        out = []
        prules = [Expression(S.Rule, (s, Real(float(v)))) for s, v in zip(psyms, p)]
        for i in range(len(xs[0])):
            rules = make_list(prules + [Expression(S.Rule, (s, Real(float(x[i]))))
                                        for s, x in zip(vsyms, xs)])
            r = ev.evaluate(Expression(S.N, (Expression(S.ReplaceAll, (model, rules)),)))
            v = value(r)
            if v is None and type(r) is Complex:
                re, im = value(r.re), value(r.im)
                v = complex(float(re), float(im)) if re is not None and im is not None \
                    else None
            out.append(complex(v) if v is not None else complex("nan"))
        return np.array(out)

    def jac(xs, p):
        base = f(xs, p)
        cols = []
        for j in range(len(p)):
            h = 1e-7 * max(1.0, abs(p[j]))
            q = list(p)
            q[j] += h
            cols.append((f(xs, q) - base) / h)
        return np.stack(cols, axis=1)
    return f, jac


def levenberg_marquardt(f, jac, xs, ys, p0, max_iter=500, tick=None):
    """Minimize |f(xs, p) - ys|^2 from p0; the parameters (floats) or None if the residuals
    are not finite reals at the start.  ``tick()`` is called once per iteration (to let the
    evaluator abort a long search)."""
    import numpy as np
    p = np.array(p0, dtype=float)

    def residual(q):
        r = f(xs, q)
        if np.any(np.abs(r.imag) > 1e-10 * (1 + np.abs(r.real))):
            return None
        r = r.real - ys
        return r if np.all(np.isfinite(r)) else None

    r = residual(p)
    if r is None:
        return None
    cost = float(r @ r)
    lam = 1e-3
    for _ in range(max_iter):
        if tick is not None:
            tick()
        J = jac(xs, p).real
        if not np.all(np.isfinite(J)):
            break
        A = J.T @ J
        g = J.T @ r
        if np.max(np.abs(g), initial=0.0) < 1e-15 * (1 + cost):
            break
        improved = False
        while lam < 1e16:
            D = np.diag(np.maximum(np.diag(A), 1e-12))
            try:
                step = np.linalg.solve(A + lam * D, -g)
            except np.linalg.LinAlgError:
                lam *= 10
                continue
            q = p + step
            rq = residual(q)
            if rq is not None:
                cq = float(rq @ rq)
                if cq <= cost:
                    small = np.all(np.abs(step) <= 1e-12 * (np.abs(p) + 1e-12)) or \
                        cost - cq <= 1e-15 * cost
                    p, r, cost = q, rq, cq
                    lam = max(lam / 10, 1e-12)
                    improved = True
                    break
            lam *= 10
        if not improved or small:
            break
    return p


@builtin("FindFit", nargs=4, messages={"fitd": FITD, "fitc": FITC, "nrlnum": NRLNUM},
         usage="FindFit[data, expr, pars, vars] finds numerical values of the parameters "
               "pars that make expr, a function of vars, a least-squares fit to data, and "
               "gives them as rules {a -> a0, ...}. A parameter given as {a, a0} starts the "
               "search at a0 (else 1). data is {y1, y2, ...} or {{x1, y1}, ...} (or "
               "{{x1, y1, ..., z1}, ...} for several variables). The model may be nonlinear "
               "(Levenberg-Marquardt, machine precision).",
         examples=[("FindFit[{{0, 2}, {1, 2 E}, {2, 2 E^2}}, a Exp[b x], {a, b}, x]",
                    "{a -> 2., b -> 1.}"),
                   ("FindFit[{{1, 3}, {2, 5}, {3, 7}}, m x + c, {m, c}, x]",
                    "{m -> 2., c -> 1.}"),
                   ("FindFit[{{0, 1.}, {1, 0.5}, {2, 0.25}}, Exp[-k x], {{k, 0.1}}, x]",
                    "{k -> 0.693147}"),
                   ("FindFit[x, a y, a, y]", "FindFit[x, a y, a, y]",
                    ["FindFit::fitd: First argument x in FindFit is not a list or a "
                     "rectangular array."])])
def find_fit(ev, expr):
    import numpy as np
    data, model, pspec, vspec = expr.args
    params = _params(pspec)
    variables = _vars(vspec)
    if params is None or variables is None or is_list(model):
        return None
    fd = fit_data(ev, "FindFit", data, len(variables))
    if fd is None:
        return None
    points, ys = fd
    xv = [[value(c) for c in p] for p in points]
    yv = [value(y) for y in ys]
    if any(v is None for row in xv for v in row) or any(v is None for v in yv):
        npts = ev.evaluate(Expression(S.N, (make_list(make_list(p + (y,))
                                                       for p, y in zip(points, ys)),)))
        rows = [[value(c) for c in r.args] for r in npts.args]
        if any(v is None for r in rows for v in r):
            return None
        xv = [r[:-1] for r in rows]
        yv = [r[-1] for r in rows]
    xs = [np.array([float(row[j]) for row in xv]) for j in range(len(variables))]
    y = np.array([float(v) for v in yv])
    psyms = [s for s, _ in params]
    start = np.array([v for _, v in params])
    fj = _compiled(ev, model, psyms, variables)
    if fj is None:
        fj = _evaluated(ev, model, psyms, variables)
    p = levenberg_marquardt(fj[0], fj[1], xs, y, list(start), tick=ev.check_interrupt)
    if p is None:
        prules = [Expression(S.Rule, (s, Real(float(v)))) for s, v in zip(psyms, start)]
        shown = make_list(ev.evaluate(Expression(S.N, (plus(Expression(S.ReplaceAll, (
            model, make_list(prules + [Expression(S.Rule, (s, c)) for s, c in
                                       zip(variables, pt)]))), times(Integer(-1), yy)),)))
            for pt, yy in zip(points, ys))
        ev.message("FindFit", "nrlnum", shown, make_list((Integer(len(yv)),)),
                   make_list(psyms), make_list(Real(float(v)) for v in start))
        return None
    return make_list(Expression(S.Rule, (s, Real(float(v)))) for s, v in zip(psyms, p))


# --- LeastSquares ----------------------------------------------------------------------------

LSLC = "Coefficient matrix and target vector or matrix do not have the same dimensions."
MATRIX = "Argument `1` at position `2` is not a non-empty rectangular matrix."


def _matrix(x):
    if not is_list(x) or not x.args or not all(is_list(r) for r in x.args):
        return None
    n = len(x.args[0].args)
    if n == 0 or any(len(r.args) != n or any(is_list(e) for e in r.args) for r in x.args):
        return None
    return [list(r.args) for r in x.args]


def _kind(cells):
    kind = "exact"
    for c in cells:
        t = type(c)
        if t is Integer or t is Rational or (t is Real and c.prec is None):
            if t is Real:
                kind = "float"
            continue
        if t is Complex and all(type(p) is not Real or p.prec is None for p in (c.re, c.im)):
            if Real in (type(c.re), type(c.im)):
                kind = "float"
            continue
        return "sym" if kind == "exact" else "mixed"
    return kind


@builtin("LeastSquares", nargs=2, messages={"lslc": LSLC, "matrix": MATRIX},
         usage="LeastSquares[m, b] finds an x that minimizes Norm[m . x - b] (the one of "
               "least norm when there are several); b may be a vector or a matrix. Exact "
               "input gives exact results.",
         examples=[("LeastSquares[{{1, 2}, {3, 4}, {5, 6}}, {1, 2, 3}]", "{0, 1/2}"),
                   ("LeastSquares[{{1, 0}, {1, 1}, {1, 2}}, {1, 0, 2}]", "{1/2, 1/2}"),
                   ("LeastSquares[{{1., 1.}, {1., 1.}}, {1., 3.}]", "{1., 1.}"),
                   ("LeastSquares[{{1, 2}, {3, 4}}, {1, 2, 3}]",
                    "LeastSquares[{{1, 2}, {3, 4}}, {1, 2, 3}]",
                    ["LeastSquares::lslc: Coefficient matrix and target vector or matrix do "
                     "not have the same dimensions."])])
def least_squares(ev, expr):
    m, b = expr.args
    rows = _matrix(m)
    if rows is None:
        ev.message("LeastSquares", "matrix", m, Integer(1))
        return None
    if not is_list(b) or len(b.args) != len(rows):
        ev.message("LeastSquares", "lslc")
        return None
    vec = not any(is_list(e) for e in b.args)
    brows = [[e] for e in b.args] if vec else _matrix(b)
    if brows is None or len(brows) != len(rows):
        ev.message("LeastSquares", "lslc")
        return None
    kind = _kind([c for r in rows + brows for c in r])
    if kind == "mixed":
        return None
    if kind == "float":
        return _least_squares_float(rows, brows, vec)
    return _least_squares_exact(ev, rows, brows, vec)


def _complex_value(c):
    if type(c) is Complex:
        return complex(float(value(c.re)), float(value(c.im)))
    return float(value(c))


def _least_squares_float(rows, brows, vec):
    import numpy as np
    a = np.array([[_complex_value(c) for c in r] for r in rows])
    bb = np.array([[_complex_value(c) for c in r] for r in brows])
    sol = np.linalg.lstsq(a, bb, rcond=None)[0]

    def cell(v):
        v = complex(v)
        if np.iscomplexobj(a) or np.iscomplexobj(bb):
            return Complex(Real(v.real), Real(v.imag))
        return Real(v.real)
    if vec:
        return make_list(cell(v) for v in sol[:, 0])
    return make_list(make_list(cell(v) for v in r) for r in sol)


def _least_squares_exact(ev, rows, brows, vec):
    from mathilda.bridges.sympy import from_sympy, to_sympy, sympy_module
    sp = sympy_module()
    try:
        A = sp.Matrix([[to_sympy(c) for c in r] for r in rows])
        B = sp.Matrix([[to_sympy(c) for c in r] for r in brows])
        if A.rank() == A.cols:
            AH = A.H
            X = (AH * A).inv() * (AH * B)
        else:
            X = A.pinv() * B
        X = X.applyfunc(sp.cancel)
    except Exception:
        return None
    if vec:
        return ev.evaluate(make_list(from_sympy(X[i, 0], ev) for i in range(X.rows)))
    return ev.evaluate(make_list(make_list(from_sympy(X[i, j], ev) for j in range(X.cols))
                                 for i in range(X.rows)))

