"""Distributions given by data or by a formula: EmpiricalDistribution (and the DataDistribution
it evaluates to) and ProbabilityDistribution.

``EmpiricalDistribution[{x1, x2, ...}]`` evaluates, as in the Wolfram Language, to
``DataDistribution["Empirical", {weights, values, False}, dim, n]``: the distinct values in
canonical order, their weights (counts over n, or the normalized weights of
``EmpiricalDistribution[{w1, ...} -> {x1, ...}]``), the dimension and the number of data
points.  Its PDF is the weight at each value, its CDF a step function, its moments weighted
sums; variates are drawn with ``Generator.choice``.

``ProbabilityDistribution[pdf, {x, xmin, xmax}]`` (``{x, xmin, xmax, 1}``: on the integers) is
a distribution with that density: the CDF and the moments by integration (summation), and
variates by inverting the numerically integrated CDF.
"""

from fractions import Fraction

from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, DISCRETE, Dist
from mathilda.core.expr import (
    FALSE, Expression, Integer, Rational, Real, S, String, Symbol, make_rational,
)
from mathilda.core.ordering import sort_key
from mathilda.core.substitution import substitute

__all__ = ["empirical_data", "Empirical", "UserDistribution"]


def _list(x):
    return isinstance(x, Expression) and x.head is S.List


def _weight(w):
    return make_rational(w.numerator, w.denominator)


def empirical_data(ev, data, weights=None):
    """The DataDistribution["Empirical", ...] expression for a data list (and optional
    weights), or None when the data is not a non-empty list."""
    if not _list(data) or not data.args:
        return None
    vals = data.args
    dim = 1
    if all(_list(v) for v in vals):
        lens = {len(v.args) for v in vals}
        if len(lens) != 1:
            return None
        dim = lens.pop()
    elif any(_list(v) for v in vals):
        return None
    if weights is None:
        ws = [Fraction(1)] * len(vals)
    else:
        if not _list(weights) or len(weights.args) != len(vals):
            return None
        ws = []
        for w in weights.args:
            if type(w) is Integer or type(w) is Rational:
                ws.append(Fraction(w.value))
            elif type(w) is Real:
                ws.append(float(w.value))
            else:
                return None
    total = {}
    order = []
    for v, w in zip(vals, ws):
        if v not in total:
            total[v] = 0
            order.append(v)
        total[v] += w
    order.sort(key=sort_key)
    s = sum(total.values())
    if s == 0:
        return None
    wexprs = []
    for v in order:
        w = total[v] / s
        wexprs.append(_weight(w) if isinstance(w, Fraction) else Real(float(w)))
    body = Expression(S.List, (Expression(S.List, tuple(wexprs)),
                               Expression(S.List, tuple(order)), FALSE))
    return Expression(S.DataDistribution, (String("Empirical"), body, Integer(dim),
                                           Integer(len(vals))))


class Empirical(Dist):
    kind = DISCRETE
    integers = False

    def __init__(self, weights, values, dim, expr):
        self.w = weights
        self.v = values
        self.dim = dim
        self.expr = expr

    def points(self):
        return self.v, self.w

    def params(self):
        return ()

    def support(self):
        if self.dim != 1:
            return None
        return self.v[0], self.v[-1]

    def _sum(self, fn):
        return Expression(S.Plus, tuple(Expression(S.Times, (w, fn(v)))
                                        for v, w in zip(self.v, self.w)))

    def formula(self, name, *args):
        if self.dim != 1:
            if name == "mean":
                k = len(self.v[0].args)
                return Expression(S.List, tuple(self._sum(lambda v, i=i: v.args[i])
                                                for i in range(k)))
            if name == "pdf":
                x = args[0]
                rows = tuple(Expression(S.List, (w, Expression(S.Equal, (x, v))))
                             for v, w in zip(self.v, self.w))
                return Expression(S.Piecewise, (Expression(S.List, rows), Integer(0)))
            return None
        if name == "pdf":
            x = args[0]
            rows = tuple(Expression(S.List, (w, Expression(S.Equal, (x, v))))
                         for v, w in zip(self.v, self.w))
            return Expression(S.Piecewise, (Expression(S.List, rows), Integer(0)))
        if name == "cdf":
            x = args[0]
            rows = [Expression(S.List, (Integer(0), Expression(S.Less, (x, self.v[0]))))]
            acc = []
            for k in range(len(self.v) - 1):
                acc.append(self.w[k])
                cond = Expression(S.Inequality, (self.v[k], S.LessEqual, x, S.Less,
                                                 self.v[k + 1]))
                rows.append(Expression(S.List, (Expression(S.Plus, tuple(acc)), cond)))
            return Expression(S.Piecewise, (Expression(S.List, tuple(rows)), Integer(1)))
        if name == "mean":
            return self._sum(lambda v: v)
        if name == "moment":
            r = args[0]
            r = Integer(r) if isinstance(r, int) else r
            return self._sum(lambda v: Expression(S.Power, (v, r)))
        if name == "quantile":
            return _empirical_quantile(self, args[0])
        return None

    def machine(self, name, values):
        import numpy as np
        try:
            v = np.array([float(x.value) for x in self.v])
            w = np.array([float(x.value) for x in self.w])
        except (AttributeError, TypeError):
            return None
        c = np.cumsum(w)
        if name == "pdf":
            idx = np.searchsorted(v, values)
            hit = (idx < len(v)) & (v[np.minimum(idx, len(v) - 1)] == values)
            return np.where(hit, w[np.minimum(idx, len(v) - 1)], 0.0)
        if name == "cdf":
            idx = np.searchsorted(v, values, side="right")
            return np.where(idx > 0, c[np.maximum(idx - 1, 0)], 0.0)
        if name == "sf":
            return 1.0 - self.machine("cdf", values)
        if name == "quantile":
            idx = np.searchsorted(c, values - 1e-15, side="left")
            return v[np.minimum(idx, len(v) - 1)]
        return None

    def sample(self, rng, n):
        import numpy as np
        from mathilda.core.packed import to_numpy
        try:
            w = np.array([float(x.value) for x in self.w])
        except (AttributeError, TypeError):
            return None
        vals = to_numpy(Expression(S.List, tuple(self.v)))
        if vals is None:
            return None
        idx = rng.choice(len(self.v), size=n, p=w / w.sum())
        return vals[idx]


def _empirical_quantile(d, q):
    """The least value whose cumulative weight reaches q (exact q)."""
    qv = q.value if type(q) in (Integer, Rational) else None
    if qv is None:
        return None
    acc = Fraction(0)
    for v, w in zip(d.v, d.w):
        if type(w) not in (Integer, Rational):
            return None
        acc += Fraction(w.value)
        if acc >= qv:
            return v
    return d.v[-1]


def _data_distribution(ev, expr):
    a = expr.args
    if len(a) != 4 or a[0] != String("Empirical") or not _list(a[1]) or len(a[1].args) != 3:
        return None
    ws, vs = a[1].args[0], a[1].args[1]
    if not (_list(ws) and _list(vs)) or len(ws.args) != len(vs.args) or not vs.args:
        return None
    dim = a[2].value if type(a[2]) is Integer else 1
    return Empirical(ws.args, vs.args, dim, expr)


CONSTRUCTORS["DataDistribution"] = _data_distribution


class UserDistribution(Dist):
    """ProbabilityDistribution[f, {x, lo, hi}] (step 1: discrete on the integers)."""

    def __init__(self, ev, f, x, lo, hi, discrete, expr):
        self.f, self.x, self.lo, self.hi = f, x, lo, hi
        self.kind = DISCRETE if discrete else CONTINUOUS
        self.expr = expr
        self.ev = ev
        self._cdf = None

    def support(self):
        return self.lo, self.hi

    def _at(self, x):
        return substitute(self.f, {self.x: x})

    def _condition(self, x):
        conds = []
        if not _is_inf(self.lo):
            conds.append(Expression(S.LessEqual, (self.lo, x)))
        if not _is_inf(self.hi):
            conds.append(Expression(S.LessEqual, (x, self.hi)))
        if not conds:
            return None
        if len(conds) == 2:
            return Expression(S.LessEqual, (self.lo, x, self.hi))
        return conds[0]

    def formula(self, name, *args):
        if name == "pdf":
            x = args[0]
            c = self._condition(x)
            v = self._at(x)
            if c is None:
                return v
            return Expression(S.Piecewise, (Expression(S.List, (
                Expression(S.List, (v, c)),)), Integer(0)))
        if name == "cdf":
            return self._cdf_formula(args[0])
        if name == "quantile" and self.kind is CONTINUOUS:
            return self._quantile(args[0])
        return None

    def _quantile(self, q):
        """The root in the support of CDF[d, t] == q (Solve), checked at q = 1/2."""
        ev = self.ev
        if self._cdf_formula(Symbol("t$")) is None:
            return None
        t = Symbol("t$")
        body = substitute(self._cdf, {Symbol("u$"): t})
        sols = ev.call("Solve", Expression(S.Equal, (body, q)), t)
        if not (isinstance(sols, Expression) and sols.head is S.List):
            return None
        lo, hi = _float(ev, self.lo), _float(ev, self.hi)
        for sol in sols.args:
            if not (isinstance(sol, Expression) and sol.head is S.List and sol.args):
                continue
            v = sol.args[0].args[1]
            probe = ev.call("N", substitute(v, {q: make_rational(1, 2)}) if type(q) is Symbol
                            else v)
            if type(probe) is Real and lo is not None and hi is not None and \
                    lo - 1e-12 <= float(probe.value) <= hi + 1e-12:
                return v
        return None

    def _cdf_formula(self, t):
        ev = self.ev
        u = Symbol("u$")
        if self._cdf is None:
            head = "Sum" if self.kind is DISCRETE else "Integrate"
            upper = Expression(S.Floor, (u,)) if self.kind is DISCRETE else u
            r = ev.call(head, self._at(self.x), Expression(S.List, (self.x, self.lo, upper)))
            if isinstance(r, Expression) and r.head is S.ConditionalExpression:
                r = r.args[0]
            if isinstance(r, Expression) and r.head in (S.Integrate, S.Sum):
                return None
            self._cdf = r
        body = substitute(self._cdf, {u: t})
        rows = []
        if _is_inf(self.hi):
            if _is_inf(self.lo):
                return body
            rows.append(Expression(S.List, (body, Expression(S.GreaterEqual, (t, self.lo)))))
            return Expression(S.Piecewise, (Expression(S.List, tuple(rows)), Integer(0)))
        if _is_inf(self.lo):
            rows.append(Expression(S.List, (body, Expression(S.LessEqual, (t, self.hi)))))
            return Expression(S.Piecewise, (Expression(S.List, tuple(rows)), Integer(1)))
        rows.append(Expression(S.List, (body, Expression(S.LessEqual, (self.lo, t, self.hi)))))
        rows.append(Expression(S.List, (Integer(1), Expression(S.Greater, (t, self.hi)))))
        return Expression(S.Piecewise, (Expression(S.List, tuple(rows)), Integer(0)))

    def sample(self, rng, n):
        """Inverse-CDF sampling from the density tabulated on a grid (x = tan(theta) when
        the support is unbounded)."""
        import numpy as np
        from mathilda.core.packed import from_numpy, to_numpy
        ev = self.ev
        lo = _float(ev, self.lo)
        hi = _float(ev, self.hi)
        if lo is None or hi is None:
            return None
        if self.kind is DISCRETE:
            a = int(max(lo, -10 ** 6))
            b = int(min(hi, a + 10 ** 6))
            ks = np.arange(a, b + 1, dtype=np.int64)
            p = to_numpy(ev.call("N", ev.evaluate(substitute(self.f, {self.x: from_numpy(ks)}))))
            if p is None or p.shape != ks.shape:
                return None
            p = np.clip(p.astype(float), 0, None)
            return rng.choice(ks, size=n, p=p / p.sum())
        t0, t1 = np.arctan(lo), np.arctan(hi)
        th = np.linspace(t0, t1, 1 << 14)[1:-1]
        xs = np.tan(th)
        p = to_numpy(ev.call("N", ev.evaluate(substitute(self.f, {self.x: from_numpy(xs)}))))
        if p is None or p.shape != xs.shape:
            return None
        dens = np.clip(p.astype(float), 0, None) / np.cos(th) ** 2
        c = np.concatenate([[0.0], np.cumsum((dens[1:] + dens[:-1]) / 2 * np.diff(th))])
        if c[-1] <= 0:
            return None
        c /= c[-1]
        return np.tan(np.interp(rng.random(n), c, th))


def _is_inf(e):
    return isinstance(e, Expression) and e.head is S.DirectedInfinity


def _float(ev, e):
    if _is_inf(e):
        return float("inf") * (e.args[0].value if e.args and type(e.args[0]) is Integer else 1)
    n = ev.call("N", e)
    return float(n.value) if type(n) in (Real, Integer) else None


def user_distribution(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2 or not _list(pos[1]) or len(pos[1].args) not in (3, 4):
        return None
    f = pos[0]
    x, lo, hi = pos[1].args[:3]
    discrete = len(pos[1].args) == 4
    if type(x) is not Symbol:
        return None
    lo, hi = ev.evaluate(lo), ev.evaluate(hi)
    method = opts.get("Method")
    if method == String("Normalize"):
        head = "Sum" if discrete else "Integrate"
        z = ev.call(head, f, Expression(S.List, (x, lo, hi)))
        if isinstance(z, Expression) and z.head is S.ConditionalExpression:
            z = z.args[0]
        f = ev.evaluate(Expression(S.Times, (f, Expression(S.Power, (z, Integer(-1))))))
    return UserDistribution(ev, f, x, lo, hi, discrete, expr)


CONSTRUCTORS["ProbabilityDistribution"] = user_distribution
