"""More multivariate distributions (round 5): BinormalDistribution (a Multinormal with the
2x2 covariance built from the standard deviations and the correlation),
DirichletDistribution (k + 1 shape parameters, k-dimensional on the simplex) and
MultivariateTDistribution.  Each is a ``Dist`` registered in ``CONSTRUCTORS``.
"""

from mathilda.algorithms.probability.build import F, ex, wrap
from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, Dist
from mathilda.algorithms.probability.families import number_value
from mathilda.algorithms.probability.multivariate import Multinormal, _list, _matrix
from mathilda.core.expr import Expression, Integer, S

__all__ = ["Dirichlet", "MultivariateT"]


def _num(x):
    v = number_value(x)
    return None if v is None or isinstance(v, complex) else v


def _positive_or_message(ev, expr, p, pos):
    v = _num(p)
    if v is not None and not v > 0:
        ev.message(expr.head, "posprm", p, Integer(pos), expr)
        return False
    return True


def _binormal(ev, expr):
    a = expr.args
    if len(a) == 1:
        mu, sd, rho = [0, 0], [1, 1], a[0]
    elif len(a) == 2 and _list(a[0]) and len(a[0].args) == 2:
        mu, sd, rho = [0, 0], list(a[0].args), a[1]
    elif len(a) == 3 and _list(a[0]) and _list(a[1]) and len(a[0].args) == len(a[1].args) == 2:
        mu, sd, rho = list(a[0].args), list(a[1].args), a[2]
    else:
        return None
    pos = 1 if len(a) == 2 else 2
    for s in sd:
        if not _positive_or_message(ev, expr, s, pos):
            return None
    r = _num(rho)
    if r is not None and not -1 < r < 1:
        ev.message(expr.head, "corprm", rho, Integer(len(a)), expr)
        return None
    s1, s2 = wrap(sd[0]), wrap(sd[1])
    w = wrap(rho)
    cov = ev.evaluate(ex([[s1 ** 2, w * s1 * s2], [w * s1 * s2, s2 ** 2]]))
    d = Binormal(ev.evaluate(ex(mu)), cov, expr)
    d.ev = ev
    d.sd, d.rho = (s1, s2), w
    return d


class Binormal(Multinormal):
    """The density written as the reference page does: the quadratic form over
    2 (1 - rho^2), the normalisation 2 Pi s1 s2 Sqrt[1 - rho^2]."""

    def _pdf(self, x):
        if not _list(x) or len(x.args) != 2:
            return None
        (s1, s2), r = self.sd, self.rho
        m1, m2 = (wrap(m) for m in self.mu.args)
        u, v = (wrap(a) - m for a, m in zip(x.args, (m1, m2)))
        q = u ** 2 / s1 ** 2 - 2 * r * u * v / (s1 * s2) + v ** 2 / s2 ** 2
        expo = Expression(S.Times, (Integer(-1), ex(q), ex((2 * (1 - r ** 2)) ** -1)))
        return ex(wrap(S.E) ** wrap(expo)
                  / (2 * wrap(S.Pi) * s1 * s2 * (1 - r ** 2) ** (wrap(1) / 2)))


class Dirichlet(Dist):
    kind = CONTINUOUS

    def __init__(self, alpha, expr, ev):
        self.alpha, self.expr, self.ev = alpha, expr, ev
        self.dim = len(alpha.args) - 1

    def params(self):
        return tuple(self.alpha.args)

    def _total(self):
        out = 0
        for a in self.alpha.args:
            out = out + wrap(a)
        return out

    def formula(self, name, *args):
        al = [wrap(a) for a in self.alpha.args]
        a0, k = self._total(), self.dim
        if name == "mean":
            return ex([ex(al[i] / a0) for i in range(k)])
        if name == "variance":
            return ex([ex(al[i] * (a0 - al[i]) / (a0 ** 2 * (1 + a0))) for i in range(k)])
        if name == "covariance":
            return ex([[ex(al[i] * (a0 - al[i]) / (a0 ** 2 * (1 + a0))) if i == j else
                        ex(-al[i] * al[j] / (a0 ** 2 * (1 + a0))) for j in range(k)]
                       for i in range(k)])
        if name == "pdf":
            x = args[0]
            if k == 1 and not _list(x):
                x = Expression(S.List, (x,))
            if not _list(x) or len(x.args) != k:
                return None
            xs = [wrap(v) for v in x.args]
            rest = 1
            for v in xs:
                rest = rest - v
            val = F.Gamma(a0)
            den = 1
            for a, v in zip(al, xs + [rest]):
                val = val * v ** (a - 1)
                den = den * F.Gamma(a)
            conds = [v > 0 for v in xs]
            total = xs[0]
            for v in xs[1:]:
                total = total + v
            conds.append(total < 1)
            from mathilda.algorithms.probability.build import And, pw
            return pw((val / den, And(*conds)))
        return None

    def _floats(self):
        vals = [_num(a) for a in self.alpha.args]
        return None if any(v is None for v in vals) else [float(v) for v in vals]

    def sample(self, rng, n):
        al = self._floats()
        if al is None:
            return None
        return rng.dirichlet(al, n)[:, :self.dim]


def _dirichlet(ev, expr):
    if len(expr.args) != 1 or not _list(expr.args[0]) or len(expr.args[0].args) < 2:
        return None
    for p in expr.args[0].args:
        if not _positive_or_message(ev, expr, p, 1):
            return None
    return Dirichlet(expr.args[0], expr, ev)


class MultivariateT(Dist):
    kind = CONTINUOUS

    def __init__(self, mu, sigma, nu, expr, ev):
        self.mu, self.sigma, self.nu, self.expr, self.ev = mu, sigma, nu, expr, ev
        self.dim = len(mu.args)

    def params(self):
        return tuple(self.mu.args) + tuple(a for r in self.sigma.args for a in r.args) + (
            self.nu,)

    def formula(self, name, *args):
        v, ev, k = wrap(self.nu), self.ev, self.dim
        from mathilda.algorithms.probability.build import Indeterminate, pw
        if name == "mean":
            return ex(pw((self.mu, v > 1), default=ex([Indeterminate] * k)))
        if name == "covariance":
            return ex(pw((v / (v - 2) * wrap(self.sigma), v > 2), default=ex(
                [[Indeterminate] * k for _ in range(k)])))
        if name == "variance":
            return ex(pw((v / (v - 2) * wrap(ex([self.sigma.args[i].args[i] for i in range(k)])),
                          v > 2), default=ex([Indeterminate] * k)))
        if name == "pdf":
            x = args[0]
            if not _list(x) or len(x.args) != k:
                return None
            inv = ev.call("Inverse", self.sigma)
            if isinstance(inv, Expression) and inv.head is S.Inverse:
                return None
            dx = ev.evaluate(ex(wrap(x) - wrap(self.mu)))
            quad = ev.call("Expand", ev.evaluate(Expression(S.Dot, (dx, inv, dx))))
            det = ev.call("Det", self.sigma)
            return (F.Gamma((v + k) / 2) / (F.Gamma(v / 2) * (v * wrap(S.Pi)) ** (wrap(k) / 2)
                                           * wrap(det) ** (wrap(1) / 2))
                    * (1 + wrap(quad) / v) ** (-(v + k) / 2))
        return None

    def _floats(self):
        import numpy as np
        from mathilda.core.packed import to_numpy
        m = to_numpy(self.ev.call("N", self.mu))
        s = to_numpy(self.ev.call("N", self.sigma))
        v = _num(self.nu)
        if m is None or s is None or v is None or m.dtype.kind not in "fi" or \
                s.dtype.kind not in "fi":
            return None
        return m.astype(float), s.astype(float), float(v)

    def machine(self, name, values):
        fl = self._floats()
        if fl is None or name not in ("pdf", "cdf", "logpdf"):
            return None
        from scipy import stats
        return getattr(stats.multivariate_t(fl[0], fl[1], df=fl[2]), name)(values)

    def sample(self, rng, n):
        fl = self._floats()
        if fl is None:
            return None
        import numpy as np
        m, s, v = fl
        z = rng.multivariate_normal(np.zeros(len(m)), s, n)
        w = rng.chisquare(v, n) / v
        return m + z / np.sqrt(w)[:, None]


def _multivariate_t(ev, expr):
    a = expr.args
    if len(a) == 2 and _list(a[0]) and a[0].args and _matrix(a[0], len(a[0].args)):
        sigma, nu = a
        mu = Expression(S.List, tuple(Integer(0) for _ in sigma.args))
    elif len(a) == 3 and _list(a[0]) and a[0].args:
        mu, sigma, nu = a
        if not _matrix(sigma, len(mu.args)):
            ev.message(expr.head, "vctmat", mu, sigma, expr)
            return None
    else:
        return None
    if not _positive_or_message(ev, expr, nu, len(a)):
        return None
    from mathilda.core.packed import to_numpy
    s = to_numpy(ev.call("N", sigma))
    if s is not None and s.dtype.kind in "fi":
        import numpy as np
        s = s.astype(float)
        if not np.allclose(s, s.T) or np.any(np.linalg.eigvalsh((s + s.T) / 2) <= 0):
            ev.message(expr.head, "cvmt", sigma, expr)
            return None
    return MultivariateT(mu, sigma, nu, expr, ev)


CONSTRUCTORS["BinormalDistribution"] = _binormal
CONSTRUCTORS["DirichletDistribution"] = _dirichlet
CONSTRUCTORS["MultivariateTDistribution"] = _multivariate_t
