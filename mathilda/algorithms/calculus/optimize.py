"""Numeric optimisation machinery for FindMinimum, NMinimize and the numeric fallback of
Minimize (the builtins are in mathilda.builtins.calculus.optimize).

* ``Objective`` compiles an expression in some variables to a Python function and its
  gradient: through the translator (mathilda/algorithms/compile: the expression and its
  derivatives by D) when it maps the expression, else through the evaluator (N[expr] with
  the variables bound, as Block does) with central-difference gradients.
* ``local_minimize`` is BFGS with a backtracking (Armijo) line search.
* ``constrained_minimize`` is the augmented Lagrangian method (equalities h == 0 and
  inequalities g >= 0) with BFGS for the inner problems.
"""

import math

from mathilda.algorithms.compile import Fallback
from mathilda.core.expr import Expression, Integer, Rational, Real, S


class NotReal(Exception):
    """The function value at a point is not a real number."""

    def __init__(self, point):
        self.point = point


class Diverged(Exception):
    """The values decrease without bound."""


class Objective:
    """f(point) -> float and grad(point) -> list of floats for an expression in vars_."""

    def __init__(self, ev, expr, vars_):
        self.ev = ev
        self.expr = expr
        self.vars = vars_
        self.n = len(vars_)
        self._f = None
        self._g = None
        self.compiled = self._compile()

    def _compile(self):
        """The function and its gradient (D) through the translator, bit for bit the
        evaluator's values (mathilda/algorithms/compile); False when the expression has
        anything the translator does not map (the evaluator is used then)."""
        from mathilda.algorithms.compile import numeric_function
        from mathilda.core.expr import Symbol
        if not all(type(v) is Symbol for v in self.vars):
            return False
        ev = self.ev
        f = numeric_function(self.expr, self.vars, ev=ev, vectorized=False)
        if f is None:
            return False
        grads = []
        for v in self.vars:
            g = numeric_function(ev.evaluate(Expression(S.D, (self.expr, v))), self.vars,
                                 ev=ev, vectorized=False)
            if g is None:
                return False
            grads.append(g)
        self._f = f
        self._g = lambda *point: [g(*point) for g in grads]
        return True

    def _eval_expr(self, body, point):
        ev = self.ev
        ev.check_interrupt()
        defs = ev.defs
        saved = [defs.get(v).own for v in self.vars]
        try:
            for v, p in zip(self.vars, point):
                defs.set_own(v, Real(float(p)))
            return ev.evaluate(Expression(S.N, (body,)))
        finally:
            for v, sv in zip(self.vars, saved):
                defs.restore_own(v, sv)

    def value_expr(self, point):
        """The value at point as an expression (for messages)."""
        return self._eval_expr(self.expr, point)

    def __call__(self, point):
        if self._f is not None:
            try:
                return self._f(*point)
            except Fallback:        # not a machine real there: the evaluator decides
                pass
        r = self._eval_expr(self.expr, point)
        t = type(r)
        if t is Real or t is Integer or t is Rational:
            v = float(r.value)
            if math.isnan(v):
                raise NotReal(point)
            return v
        raise NotReal(point)

    def grad(self, point):
        if self._g is not None:
            try:
                return self._g(*point)
            except Fallback:
                pass
        out = []
        for i in range(self.n):
            h = 1e-6 * max(1.0, abs(point[i]))
            p1 = list(point)
            p2 = list(point)
            p1[i] += h
            p2[i] -= h
            out.append((self(p1) - self(p2)) / (2 * h))
        return out


def _dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def local_minimize(ev, fun, grad, x0, max_iter=100):
    """BFGS from x0: (point, value, status) with status "ok", "cvmit" or "lstol"; raises
    NotReal at the start point and Diverged when the values fall without bound."""
    n = len(x0)
    x = list(x0)
    f = fun(x)
    g = grad(x)
    H = [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]
    for _ in range(max_iter):
        ev.check_interrupt()
        gnorm = max(abs(v) for v in g) if g else 0.0
        if gnorm <= 1e-11 * max(1.0, abs(f)):
            return x, f, "ok"
        p = [-sum(H[i][j] * g[j] for j in range(n)) for i in range(n)]
        slope = _dot(g, p)
        if slope >= 0:
            H = [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]
            p = [-v for v in g]
            slope = _dot(g, p)
        t = 1.0
        gn = None
        noise = 1e-14 * max(1.0, abs(f))
        while True:
            xn = [xi + t * pi for xi, pi in zip(x, p)]
            try:
                fn = fun(xn)
            except NotReal:
                fn = math.inf
            if fn <= f + 1e-4 * t * slope and fn < f - noise:
                break
            if abs(fn - f) <= noise:
                # the values no longer resolve the decrease: accept a step that reduces the
                # gradient (the derivatives are still informative)
                try:
                    gt = grad(xn)
                except NotReal:
                    gt = None
                if gt is not None and max(abs(v) for v in gt) < gnorm:
                    gn = gt
                    break
            t *= 0.5
            if t < 1e-20:
                return x, f, "ok" if gnorm <= 1e-7 * max(1.0, abs(f)) else "lstol"
        if t == 1.0 and gn is None:
            # the full step was accepted: extend it while the decrease keeps its rate (a
            # function unbounded below runs off quickly instead of one step at a time)
            while t < 1e120:
                xt = [xi + 2 * t * pi for xi, pi in zip(x, p)]
                try:
                    ft = fun(xt)
                except NotReal:
                    break
                if not (ft <= f + 0.5 * 2 * t * slope and ft < fn - noise):
                    break
                t, xn, fn = 2 * t, xt, ft
        if fn < -1e100 or max(abs(v) for v in xn) > 1e100:
            raise Diverged
        try:
            gn = grad(xn)
        except NotReal:
            return x, f, "lstol"
        s = [a - b for a, b in zip(xn, x)]
        y = [a - b for a, b in zip(gn, g)]
        sy = _dot(s, y)
        if sy > 1e-300:
            Hy = [sum(H[i][j] * y[j] for j in range(n)) for i in range(n)]
            yHy = _dot(y, Hy)
            rho = 1.0 / sy
            for i in range(n):
                for j in range(n):
                    H[i][j] += (rho * rho * (sy + yHy) * s[i] * s[j]
                                - rho * (Hy[i] * s[j] + s[i] * Hy[j]))
        small = max(abs(v) for v in s) <= 1e-15 * max(1.0, max(abs(v) for v in x)) and \
            abs(fn - f) <= 1e-15 * max(1.0, abs(f))
        x, f, g = xn, fn, gn
        if small:
            return x, f, "ok"
    gnorm = max(abs(v) for v in g) if g else 0.0
    return x, f, "ok" if gnorm <= 1e-8 * max(1.0, abs(f)) else "cvmit"


def constrained_minimize(ev, obj, eqs, ineqs, x0, max_outer=30):
    """Minimise obj subject to h(x) == 0 for h in eqs and g(x) >= 0 for g in ineqs (all
    Objective instances) by the augmented Lagrangian method: (point, value, violation)."""
    lam = [0.0] * len(eqs)
    mu = [0.0] * len(ineqs)
    rho = 10.0
    x = list(x0)
    prev_violation = math.inf

    def violation(p):
        v = 0.0
        for h in eqs:
            v = max(v, abs(h(p)))
        for g in ineqs:
            v = max(v, -g(p))
        return v

    for _ in range(max_outer):
        def L(p):
            val = obj(p)
            for li, h in zip(lam, eqs):
                hv = h(p)
                val += li * hv + 0.5 * rho * hv * hv
            for mi, g in zip(mu, ineqs):
                gv = g(p)
                m = max(0.0, mi - rho * gv)
                val += (m * m - mi * mi) / (2 * rho)
            return val

        def dL(p):
            gr = obj.grad(p)
            for li, h in zip(lam, eqs):
                hv = h(p)
                hg = h.grad(p)
                gr = [a + (li + rho * hv) * b for a, b in zip(gr, hg)]
            for mi, g in zip(mu, ineqs):
                gv = g(p)
                m = max(0.0, mi - rho * gv)
                if m:
                    gg = g.grad(p)
                    gr = [a - m * b for a, b in zip(gr, gg)]
            return gr

        x, _, _ = local_minimize(ev, L, dL, x, max_iter=200)
        viol = violation(x)
        lam = [li + rho * h(x) for li, h in zip(lam, eqs)]
        mu = [max(0.0, mi - rho * g(x)) for mi, g in zip(mu, ineqs)]
        if viol < 1e-12:
            break
        if viol > 0.25 * prev_violation:
            rho = min(rho * 10.0, 1e12)
        prev_violation = viol
    return x, obj(x), violation(x)
