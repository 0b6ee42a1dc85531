"""Convex quadratic programs: minimize 1/2 x.q.x + c.x subject to linear constraints
(rows (coefficients, bound, sense) as in linear_programming.py: sense 1 is >=, -1 <=, 0 ==).

    solve_qp(q, c, rows, exact) -> ("ok", [x...]) | ("infeasible",) | ("unbounded",) |
                                   ("failed",)

For exact (Fraction) data with few inequalities, the active sets are tried in order of size:
for each, the KKT system q x - a_S^T lambda - e^T nu = -c, a_S x = b_S, e x = d is solved in
rational arithmetic (free parameters of a singular system set to 0), and the first solution
with lambda >= 0 that satisfies every constraint is a minimizer (the problem is convex).
Otherwise SciPy's SLSQP finds a machine-number minimizer.  Feasibility and unboundedness
are decided with the linear program of the constraints."""

from fractions import Fraction
from itertools import combinations

MAX_EXACT_INEQUALITIES = 12


def _normal(rows):
    """(inequalities as (a, b) meaning a.x >= b, equalities (e, d))."""
    ineq, eq = [], []
    for a, b, s in rows:
        if s == 0:
            eq.append((list(a), b))
        elif s > 0:
            ineq.append((list(a), b))
        else:
            ineq.append(([-v for v in a], -b))
    return ineq, eq


def _solve_linear(m, rhs):
    """One solution of m y = rhs over the rationals (free variables 0), None if none."""
    rows = [list(r) + [v] for r, v in zip(m, rhs)]
    n = len(m[0]) if m else 0
    pivots = []
    r = 0
    for col in range(n):
        p = next((i for i in range(r, len(rows)) if rows[i][col] != 0), None)
        if p is None:
            continue
        rows[r], rows[p] = rows[p], rows[r]
        pv = rows[r][col]
        rows[r] = [v / pv for v in rows[r]]
        for i in range(len(rows)):
            if i != r and rows[i][col] != 0:
                f = rows[i][col]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        pivots.append(col)
        r += 1
    if any(all(v == 0 for v in row[:-1]) and row[-1] != 0 for row in rows[r:]):
        return None
    y = [Fraction(0)] * n
    for i, col in enumerate(pivots):
        y[col] = rows[i][-1]
    return y


def _feasible(x, ineq, eq):
    return all(sum(ai * xi for ai, xi in zip(a, x)) >= b for a, b in ineq) and \
        all(sum(ai * xi for ai, xi in zip(a, x)) == b for a, b in eq)


def _exact(q, c, ineq, eq):
    n = len(c)
    for k in range(len(ineq) + 1):
        for active in combinations(range(len(ineq)), k):
            cons = [ineq[i] for i in active] + eq
            m = len(cons)
            top = [list(q[i]) + [-cons[j][0][i] for j in range(m)] for i in range(n)]
            bottom = [list(cons[j][0]) + [Fraction(0)] * m for j in range(m)]
            sol = _solve_linear(top + bottom, [-v for v in c] + [b for _, b in cons])
            if sol is None:
                continue
            x, lam = sol[:n], sol[n:n + k]
            if all(v >= 0 for v in lam) and _feasible(x, ineq, eq):
                return x
    return None


def _numeric(q, c, rows):
    import numpy as np
    from scipy.optimize import minimize
    n = len(c)
    qf = np.array([[float(v) for v in r] for r in q]) if n else np.zeros((0, 0))
    cf = np.array([float(v) for v in c])
    ineq, eq = _normal(rows)
    cons = []
    for a, b in ineq:
        av, bv = np.array([float(v) for v in a]), float(b)
        cons.append({"type": "ineq", "fun": lambda x, av=av, bv=bv: av @ x - bv,
                     "jac": lambda x, av=av: av})
    for a, b in eq:
        av, bv = np.array([float(v) for v in a]), float(b)
        cons.append({"type": "eq", "fun": lambda x, av=av, bv=bv: av @ x - bv,
                     "jac": lambda x, av=av: av})
    res = minimize(lambda x: 0.5 * x @ qf @ x + cf @ x, np.zeros(n),
                   jac=lambda x: qf @ x + cf, constraints=cons, method="SLSQP",
                   options={"maxiter": 500, "ftol": 1e-12})
    if not res.success:
        return None
    x = res.x
    if np.max(np.abs(x)) > 1e8:
        return "unbounded"
    return [float(v) for v in x]


def solve_qp(q, c, rows, exact):
    from mathilda.algorithms.algebra.linear_programming import solve_lp
    n = len(c)
    feas = solve_lp([Fraction(0)] * n if exact else [0.0] * n, rows, [None] * n, [None] * n,
                    False, exact)
    if feas[0] == "infeasible":
        return ("infeasible",)
    if all(v == 0 for r in q for v in r):
        res = solve_lp(c, rows, [None] * n, [None] * n, False, exact)
        return res
    ineq, eq = _normal(rows)
    if exact and len(ineq) <= MAX_EXACT_INEQUALITIES:
        x = _exact(q, c, ineq, eq)
        if x is not None:
            return ("ok", x)
    x = _numeric(q, c, rows)
    if x is None:
        return ("failed",)
    if x == "unbounded":
        return ("unbounded",)
    return ("ok", x)
