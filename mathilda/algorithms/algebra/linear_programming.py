"""LinearProgramming's algorithm: SciPy's HiGHS finds an optimal vertex; for exact input the
vertex is then recovered exactly by solving its active constraints in rational arithmetic
and checked against every constraint (so the answer is exact, as the Wolfram Language gives
it, and never a rounded float passed off as exact).

    solve_lp(c, rows, lower, upper, integer, exact) -> ("ok", [x...]) | ("infeasible",) |
                                                       ("unbounded",) | ("failed",)

``rows`` are (coefficients, bound, sense) with sense 1 (>=), 0 (==), -1 (<=); ``lower`` and
``upper`` per variable (None: unbounded); numbers are Fractions when ``exact``.
``integer`` is a bool for all the variables or a list of bools, one per variable (a mixed
integer program, as LinearOptimization gives).
"""

from fractions import Fraction


def _scipy(c, rows, lower, upper, integer):
    import numpy as np
    from scipy.optimize import linprog, milp, LinearConstraint, Bounds
    n = len(c)
    cf = np.array([float(v) for v in c])
    bounds = [(None if lo is None else float(lo), None if hi is None else float(hi))
              for lo, hi in zip(lower, upper)]
    if integer:
        A = np.array([[float(v) for v in r[0]] for r in rows]) if rows else np.zeros((0, n))
        lo_r, hi_r = [], []
        for coeffs, b, sense in rows:
            b = float(b)
            lo_r.append(b if sense >= 0 else -np.inf)
            hi_r.append(b if sense <= 0 else np.inf)
        cons = [LinearConstraint(A, lo_r, hi_r)] if rows else []
        lb = [-np.inf if lo is None else lo for lo, _ in bounds]
        ub = [np.inf if hi is None else hi for _, hi in bounds]
        kinds = np.array([1 if b else 0 for b in integer]) if isinstance(integer, list) \
            else np.ones(n)
        res = milp(cf, constraints=cons, integrality=kinds, bounds=Bounds(lb, ub))
    else:
        A_ub, b_ub, A_eq, b_eq = [], [], [], []
        for coeffs, b, sense in rows:
            row = [float(v) for v in coeffs]
            if sense == 0:
                A_eq.append(row)
                b_eq.append(float(b))
            elif sense > 0:
                A_ub.append([-v for v in row])
                b_ub.append(-float(b))
            else:
                A_ub.append(row)
                b_ub.append(float(b))
        res = linprog(cf, A_ub=A_ub or None, b_ub=b_ub or None, A_eq=A_eq or None,
                      b_eq=b_eq or None, bounds=bounds, method="highs")
    return res


def _solve_exact(active, n):
    """The unique solution of the active equations (a list of (coeffs, rhs)) by Gaussian
    elimination over the rationals, or None when they do not determine it."""
    rows = []
    for coeffs, rhs in active:
        rows.append([Fraction(v) for v in coeffs] + [Fraction(rhs)])
    m = len(rows)
    r = 0
    pivots = []
    for col in range(n):
        p = next((i for i in range(r, m) if rows[i][col] != 0), None)
        if p is None:
            continue
        rows[r], rows[p] = rows[p], rows[r]
        piv = rows[r][col]
        rows[r] = [v / piv for v in rows[r]]
        for i in range(m):
            if i != r and rows[i][col] != 0:
                f = rows[i][col]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        pivots.append(col)
        r += 1
        if r == m:
            break
    if len(pivots) < n:
        return None
    x = [Fraction(0)] * n
    for i, col in enumerate(pivots):
        x[col] = rows[i][n]
    return x


def _feasible(x, rows, lower, upper):
    for coeffs, b, sense in rows:
        v = sum(Fraction(a) * xi for a, xi in zip(coeffs, x))
        if (sense == 0 and v != b) or (sense > 0 and v < b) or (sense < 0 and v > b):
            return False
    for xi, lo, hi in zip(x, lower, upper):
        if (lo is not None and xi < lo) or (hi is not None and xi > hi):
            return False
    return True


def _exact_vertex(xs, c, rows, lower, upper, integer):
    n = len(c)
    mixed = isinstance(integer, list) and not all(integer)
    if integer and not mixed:
        x = [Fraction(round(v)) for v in xs]
        return x if _feasible(x, rows, lower, upper) else None
    active = []
    if mixed:       # the integer coordinates are fixed at their rounded values
        for j in range(n):
            if integer[j]:
                unit = [0] * n
                unit[j] = 1
                active.append((unit, Fraction(round(xs[j]))))
    for coeffs, b, sense in rows:
        v = sum(float(a) * xi for a, xi in zip(coeffs, xs))
        if sense == 0 or abs(v - float(b)) <= 1e-7 * (1 + abs(float(b))):
            active.append((coeffs, b))
    for j in range(n):
        unit = [0] * n
        unit[j] = 1
        if lower[j] is not None and abs(xs[j] - float(lower[j])) <= 1e-7 * (1 + abs(xs[j])):
            active.append((unit, lower[j]))
        elif upper[j] is not None and abs(xs[j] - float(upper[j])) <= 1e-7 * (1 + abs(xs[j])):
            active.append((unit, upper[j]))
    x = _solve_exact(active, n)
    if x is None:
        # the optimum is not a unique vertex of the active constraints (a face of optima):
        # fix the coordinates one by one at the solver's values, zeros first
        order = sorted(range(n), key=lambda j: abs(xs[j]) > 1e-9)
        extra = list(active)
        for j in order:
            unit = [0] * n
            unit[j] = 1
            extra.append((unit, Fraction(xs[j]).limit_denominator(10 ** 6)
                          if abs(xs[j]) > 1e-9 else Fraction(0)))
            x = _solve_exact(extra, n)
            if x is not None:
                break
    if x is None or not _feasible(x, rows, lower, upper):
        return None
    best = sum(float(a) * v for a, v in zip(c, xs))
    got = float(sum(Fraction(a) * v for a, v in zip(c, x)))
    if abs(got - best) > 1e-7 * (1 + abs(best)):
        return None
    return x


def solve_lp(c, rows, lower, upper, integer, exact):
    res = _scipy(c, rows, lower, upper, integer)
    status = getattr(res, "status", 4)
    if status == 2:
        return ("infeasible",)
    if status == 3:
        return ("unbounded",)
    if status != 0 or res.x is None:
        return ("failed",)
    xs = [float(v) for v in res.x]
    if exact:
        x = _exact_vertex(xs, c, rows, lower, upper, integer)
        if x is not None:
            return ("ok", x)
        return ("failed",)
    if integer:
        kinds = integer if isinstance(integer, list) else [True] * len(xs)
        return ("ok", [float(round(v)) if k else v for v, k in zip(xs, kinds)])
    return ("ok", xs)
