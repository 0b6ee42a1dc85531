"""FindRoot's iteration: Newton's method damped by a backtracking line search on the merit
function |F|^2 / 2, the Wolfram Language's default ("Newton" with a line search), so that a
far start such as Exp[x] - 1000 from x = 1 is not thrown to x = 368 and lost.

    damped_newton(values, jacobian, x0, maxit, check) -> (point, converged)

``values(point)`` gives the residuals and ``jacobian(point)`` the matrix of derivatives (a
list of rows), both as mpmath numbers; ``check()`` is called once per iteration (the
evaluator's interrupt check).  A singular Jacobian raises Singular(point).
"""


class Singular(ZeroDivisionError):
    def __init__(self, point):
        super().__init__("singular Jacobian")
        self.point = point


def _norm2(v):
    return sum(abs(t) ** 2 for t in v)


def _solve(mpmath, jac, rhs):
    n = len(rhs)
    if n == 1:
        d = jac[0][0]
        if d == 0:
            raise ZeroDivisionError
        return [rhs[0] / d]
    m = mpmath.matrix(jac)
    try:
        sol = mpmath.lu_solve(m, mpmath.matrix(rhs))
    except ZeroDivisionError:
        raise
    except ValueError as exc:       # mpmath: "matrix is numerically singular"
        raise ZeroDivisionError from exc
    return [sol[i] for i in range(n)]


def damped_newton(values, jacobian, x0, maxit, check, tol=None):
    import mpmath
    eps = mpmath.mpf("1e-15") if tol is None else tol
    x = list(x0)
    f = values(x)
    m = _norm2(f)
    for _ in range(maxit):
        check()
        if m == 0:
            return x, True
        try:
            p = _solve(mpmath, jacobian(x), [-t for t in f])
        except ZeroDivisionError:
            raise Singular(x) from None
        lam = mpmath.mpf(1)
        while True:
            trial = [a + lam * b for a, b in zip(x, p)]
            try:
                ft = values(trial)
                mt = _norm2(ft)
                ok = mpmath.isfinite(mt) and mt <= (1 - 1e-4 * lam) * m
            except (OverflowError, ZeroDivisionError, ValueError):
                ok = False
            if ok:
                break
            lam /= 2
            if lam < 1e-12:
                # no descent along the Newton direction (at a minimum of |F| that is not
                # a root, or at the rounding floor of a root): the caller judges |F|
                return x, False
        step = max(abs(lam * b) for b in p)
        scale = max([mpmath.mpf(1)] + [abs(a) for a in trial])
        x, f, m = trial, ft, mt
        if step <= eps * scale:
            return x, True
    return x, False
