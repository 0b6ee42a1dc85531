"""Multivariate distributions: MultinormalDistribution and MultinomialDistribution.

``MultinormalDistribution[m, S]`` (``MultinormalDistribution[S]``: zero mean) has the density
``E^(1/2 (-(x - m).Inverse[S].(x - m)))/((2 Pi)^(k/2) Sqrt[Det[S]])`` with the quadratic form
expanded, as the Wolfram Language writes it (``E^(1/2 (-x^2 - y^2))/(2 Pi)`` for the standard
bivariate normal); mean m, covariance S; machine values and variates through SciPy/NumPy.
``MultinomialDistribution[n, {p1, ..., pk}]``: counts of n trials over k outcomes.
"""

from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, DISCRETE, Dist
from mathilda.algorithms.probability.families import PARAM_MESSAGES, number_value
from mathilda.core.expr import Expression, Integer, Rational, Real, S, make_rational
from mathilda.core.packed import to_numpy

__all__ = ["Multinormal", "Multinomial", "MULTIVARIATE_MESSAGES"]

MULTIVARIATE_MESSAGES = dict(PARAM_MESSAGES, **{
    "vctmat": "The mean vector `1` and covariance matrix `2` in `3` should be a vector and a "
              "square matrix of the same length.",
    "cvmt": "The covariance matrix `1` in `2` is expected to be symmetric and positive "
            "definite.",
    "mnprob": "The probabilities `1` in `2` are expected to be a list of numbers between 0 "
              "and 1 that add up to 1.",
})


def _list(x):
    return isinstance(x, Expression) and x.head is S.List


def _matrix(m, k):
    return _list(m) and len(m.args) == k and all(_list(r) and len(r.args) == k for r in m.args)


def _numeric_array(e, ev=None):
    """A float array for a numeric List (exact entries through N), else None."""
    a = to_numpy(e)
    if a is None and ev is not None:
        a = to_numpy(ev.call("N", e))
    if a is None or a.dtype.kind not in "fi":
        return None
    return a.astype(float)


def _plus(*xs):
    return Expression(S.Plus, xs)


def _times(*xs):
    return Expression(S.Times, xs)


class Multinormal(Dist):
    kind = CONTINUOUS

    def __init__(self, mu, sigma, expr):
        self.mu, self.sigma, self.expr = mu, sigma, expr
        self.dim = len(mu.args)

    def params(self):
        return tuple(self.mu.args) + tuple(a for r in self.sigma.args for a in r.args)

    def formula(self, name, *args):
        if name == "mean":
            return self.mu
        if name == "covariance":
            return self.sigma
        if name == "variance":
            return Expression(S.List, tuple(self.sigma.args[i].args[i] for i in range(self.dim)))
        if name == "pdf":
            return self._pdf(args[0])
        if name == "cf":
            t = args[0]
            q = Expression(S.Dot, (t, self.sigma, t))
            return Expression(S.Power, (S.E, _plus(_times(S.I, Expression(S.Dot, (self.mu, t))),
                                                   _times(make_rational(-1, 2), q))))
        return None

    def _pdf(self, x):
        if not _list(x) or len(x.args) != self.dim:
            return None
        ev = self.ev
        inv = ev.call("Inverse", self.sigma)
        if isinstance(inv, Expression) and inv.head is S.Inverse:
            return None
        dx = ev.evaluate(_plus(x, _times(Integer(-1), self.mu)))
        quad = ev.call("Expand", ev.evaluate(Expression(S.Dot, (dx, inv, dx))))
        expo = _times(make_rational(1, 2), ev.call("Expand", _times(Integer(-1), quad)))
        det = ev.call("Det", self.sigma)
        k = self.dim
        norm = _times(Expression(S.Power, (_times(Integer(2), S.Pi), make_rational(k, 2))),
                      Expression(S.Power, (det, make_rational(1, 2))))
        return _times(Expression(S.Power, (S.E, expo)), Expression(S.Power, (norm, Integer(-1))))

    def _floats(self):
        m, s = _numeric_array(self.mu, self.ev), _numeric_array(self.sigma, self.ev)
        if m is None or s is None:
            return None
        return m, s

    def machine(self, name, values):
        fl = self._floats()
        if fl is None:
            return None
        from scipy import stats
        mv = stats.multivariate_normal(fl[0], fl[1])
        if name == "pdf":
            return mv.pdf(values)
        if name == "logpdf":
            return mv.logpdf(values)
        if name == "cdf":
            return mv.cdf(values)
        return None

    def sample(self, rng, n):
        fl = self._floats()
        if fl is None:
            return None
        return rng.multivariate_normal(fl[0], fl[1], n)


def _multinormal(ev, expr):
    a = expr.args
    if len(a) == 1 and _list(a[0]) and a[0].args and _matrix(a[0], len(a[0].args)):
        mu = Expression(S.List, tuple(Integer(0) for _ in a[0].args))
        sigma = a[0]
    elif len(a) == 2 and _list(a[0]) and a[0].args:
        mu, sigma = a
        if not _matrix(sigma, len(mu.args)):
            ev.message(expr.head, "vctmat", mu, sigma, expr)
            return None
    else:
        return None
    s = _numeric_array(sigma, ev)
    if s is not None:
        import numpy as np
        if not np.allclose(s, s.T) or np.any(np.linalg.eigvalsh((s + s.T) / 2) <= 0):
            ev.message(expr.head, "cvmt", sigma, expr)
            return None
    d = Multinormal(mu, sigma, expr)
    d.ev = ev
    return d


class Multinomial(Dist):
    kind = DISCRETE

    def __init__(self, n, p, expr):
        self.n, self.p, self.expr = n, p, expr
        self.dim = len(p.args)

    def params(self):
        return (self.n,) + tuple(self.p.args)

    def formula(self, name, *args):
        n, ps = self.n, self.p.args
        if name == "mean":
            return Expression(S.List, tuple(_times(n, p) for p in ps))
        if name == "variance":
            return Expression(S.List, tuple(_times(n, p, _plus(Integer(1), _times(
                Integer(-1), p))) for p in ps))
        if name == "covariance":
            rows = []
            for i, pi in enumerate(ps):
                row = []
                for j, pj in enumerate(ps):
                    if i == j:
                        row.append(_times(n, pi, _plus(Integer(1), _times(Integer(-1), pi))))
                    else:
                        row.append(_times(Integer(-1), n, pi, pj))
                rows.append(Expression(S.List, tuple(row)))
            return Expression(S.List, tuple(rows))
        if name == "pdf":
            x = args[0]
            if not _list(x) or len(x.args) != self.dim:
                return None
            if all(type(v) is Integer for v in x.args) and any(v.value < 0 for v in x.args):
                return Integer(0)
            if any(type(v) in (Rational, Real) and float(v.value) != int(float(v.value))
                   for v in x.args):
                return Integer(0)
            num = [Expression(S.Factorial, (n,))]
            den = []
            for p, v in zip(ps, x.args):
                num.append(Expression(S.Power, (p, v)))
                den.append(Expression(S.Factorial, (v,)))
            val = _times(*num, Expression(S.Power, (_times(*den), Integer(-1))))
            cond = Expression(S.Equal, (_plus(*x.args), n))
            return Expression(S.Piecewise, (Expression(S.List, (
                Expression(S.List, (val, cond)),)), Integer(0)))
        return None

    def sample(self, rng, size):
        nv = number_value(self.n)
        p = _numeric_array(self.p, self.ev)
        if nv is None or p is None or isinstance(nv, complex):
            return None
        return rng.multinomial(int(nv), p / p.sum(), size)


def _multinomial(ev, expr):
    a = expr.args
    if len(a) != 2 or not _list(a[1]) or not a[1].args:
        return None
    n, p = a
    nv = number_value(n)
    if nv is not None and (isinstance(nv, complex) or nv < 0 or nv != int(nv)):
        ev.message(expr.head, "nnintprm", n, Integer(1), expr)
        return None
    vals = [number_value(x) for x in p.args]
    if all(v is not None and not isinstance(v, complex) for v in vals):
        if any(v < 0 or v > 1 for v in vals) or abs(float(sum(vals)) - 1) > 1e-10:
            ev.message(expr.head, "mnprob", p, expr)
            return None
    d = Multinomial(n, p, expr)
    d.ev = ev
    return d


CONSTRUCTORS["MultinormalDistribution"] = _multinormal
CONSTRUCTORS["MultinomialDistribution"] = _multinomial
