"""CopulaDistribution[kernel, {dist1, dist2, ...}]: the joint distribution with the given
marginals joined by a copula C: CDF = C[CDF[dist1, x1], ...], PDF = c[F1, ...] f1 f2 ...
with c the mixed derivative of C (taken by D on the kernel's formula).

Kernels: "Product" (any dimension), {"FGM", a}, {"Clayton", c}, {"Frank", c},
{"GumbelHougaard", a} and {"Binormal", r} (two marginals).  Variates: uniforms from the
copula (conditional inversion for FGM and Frank, the Marshall-Olkin gamma frailty for Clayton,
correlated normals for Binormal; GumbelHougaard has none here) mapped through the marginals'
quantiles.
"""

from mathilda.algorithms.probability.build import E, F, ex, wrap
from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, Dist, parse
from mathilda.algorithms.probability.families import number_value
from mathilda.core.expr import Expression, Integer, S, String, Symbol

__all__ = ["Copula", "KERNELS"]

U, V = Symbol("u$"), Symbol("v$")


def _fgm(a, u, v):
    return u * v * (1 + a * (1 - u) * (1 - v))


def _clayton(c, u, v):
    return (u ** -c + v ** -c - 1) ** (-1 / c)


def _frank(c, u, v):
    return -F.Log(1 + (E ** (-c * u) - 1) * (E ** (-c * v) - 1) / (E ** -c - 1)) / c


def _gumbel(a, u, v):
    return E ** (-((-F.Log(u)) ** a + (-F.Log(v)) ** a) ** (1 / a))


KERNELS = {"FGM": _fgm, "Clayton": _clayton, "Frank": _frank, "GumbelHougaard": _gumbel}


def _list(x):
    return isinstance(x, Expression) and x.head is S.List


def _call(head, *args):
    return Expression(S[head], tuple(args))


class Copula(Dist):
    kind = CONTINUOUS

    def __init__(self, ev, name, theta, comps, expr):
        self.ev, self.name, self.theta, self.comps, self.expr = ev, name, theta, comps, expr
        self.dim = len(comps)

    def params(self):
        return tuple(p for c in self.comps for p in c.params()) + (
            (self.theta,) if self.theta is not None else ())

    def _c(self, us):
        """C at the points us (X's)."""
        if self.name == "Product":
            out = 1
            for u in us:
                out = out * u
            return out
        return KERNELS[self.name](wrap(self.theta), *us)

    def formula(self, name, *args):
        cs = [c.expr for c in self.comps]
        if name in ("mean", "variance"):
            return Expression(S.List, tuple(_call(name.capitalize(), c) for c in cs))
        if name not in ("pdf", "cdf"):
            return None
        x = args[0]
        if not _list(x) or len(x.args) != self.dim:
            return None
        us = [wrap(_call("CDF", c, xi)) for c, xi in zip(cs, x.args)]
        if name == "cdf":
            if self.name == "Binormal":
                return _call("CDF", _call("BinormalDistribution", self.theta), ex(
                    [_call("InverseCDF", _call("NormalDistribution", Integer(0), Integer(1)),
                           u.e) for u in us]))
            return ex(self._c(us))
        dens = 1
        for c, xi in zip(cs, x.args):
            dens = dens * wrap(_call("PDF", c, xi))
        if self.name == "Product":
            return ex(dens)
        if self.name == "Binormal":
            n01 = _call("NormalDistribution", Integer(0), Integer(1))
            zs = [ex(F.InverseCDF(n01, u)) for u in us]
            c = wrap(_call("PDF", _call("BinormalDistribution", self.theta), ex(zs)))
            for z in zs:
                c = c / wrap(_call("PDF", n01, z))
            return ex(c * dens)
        ev = self.ev
        cuv = ev.call("D", ev.evaluate(ex(self._c([wrap(U), wrap(V)]))), U, V)
        rules = Expression(S.List, (Expression(S.Rule, (U, us[0].e)),
                                    Expression(S.Rule, (V, us[1].e))))
        return ex(wrap(ev.call("ReplaceAll", cuv, rules)) * dens)

    def _uniforms(self, rng, n):
        import numpy as np
        k = self.dim
        if self.name == "Product":
            return rng.random((n, k))
        t = number_value(self.theta)
        if t is None or isinstance(t, complex):
            return None
        t = float(t)
        if self.name == "Binormal":
            from scipy.special import ndtr
            z = rng.multivariate_normal([0, 0], [[1, t], [t, 1]], n)
            return ndtr(z)
        u, w = rng.random(n), rng.random(n)
        if self.name == "FGM":
            a = t * (1 - 2 * u)
            v = 2 * w / ((1 + a) + np.sqrt((1 + a) ** 2 - 4 * a * w))
            return np.column_stack([u, v])
        if self.name == "Frank":
            e = np.exp(-t * u)
            v = -np.log1p(w * np.expm1(-t) / (w + (1 - w) * e)) / t
            return np.column_stack([u, v])
        if self.name == "Clayton" and t > 0:
            g = rng.gamma(1 / t, 1.0, n)
            ex_ = rng.exponential(1.0, (n, 2))
            return (1 + ex_ / g[:, None]) ** (-1 / t)
        return None

    def sample(self, rng, n):
        import numpy as np
        us = self._uniforms(rng, n)
        if us is None:
            return None
        cols = []
        for j, c in enumerate(self.comps):
            q = c.machine("quantile", np.clip(us[:, j], 1e-300, 1 - 1e-16))
            if q is None:
                return None
            cols.append(np.asarray(q, float))
        return np.column_stack(cols)


_RANGES = {"FGM": lambda t: -1 <= t <= 1, "Clayton": lambda t: t > 0 or -1 <= t < 0,
           "Frank": lambda t: t != 0, "GumbelHougaard": lambda t: t >= 1,
           "Binormal": lambda t: -1 <= t <= 1}


def copula(ev, expr):
    if len(expr.args) != 2 or not _list(expr.args[1]) or len(expr.args[1].args) < 2:
        return None
    ker, dists = expr.args
    if type(ker) is String and ker.value == "Product":
        name, theta = "Product", None
    elif _list(ker) and len(ker.args) == 2 and type(ker.args[0]) is String and \
            ker.args[0].value in _RANGES:
        name, theta = ker.args[0].value, ker.args[1]
        if len(dists.args) != 2:
            return None
        t = number_value(theta)
        if t is not None and not isinstance(t, complex) and not _RANGES[name](t):
            ev.message("CopulaDistribution", "cprm", theta, expr)
            return None
    else:
        return None
    comps = []
    for d in dists.args:
        p = parse(ev, d)
        if p is None or p.dim != 1:
            return None
        comps.append(p)
    return Copula(ev, name, theta, comps, expr)


CONSTRUCTORS["CopulaDistribution"] = copula
