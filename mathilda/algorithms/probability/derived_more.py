"""Distributions built from others (round 5): ProductDistribution (independent components),
MarginalDistribution (closed forms for Multinormal/Binormal, Dirichlet, Product),
CensoredDistribution, OrderDistribution, ParameterMixtureDistribution.  Each is a ``Dist``
registered in ``CONSTRUCTORS``; formulas are built from the components' own functions
through the evaluator (``PDF[di, xi]``), machine numbers from the components' machine paths.
The data-based ones (Histogram, SmoothKernel, KernelMixture) are in ``data_dists.py``.
"""

from mathilda.algorithms.probability.build import F, ex, le, pw, wrap
from mathilda.algorithms.probability.compound import refine_piecewise
from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, DISCRETE, Dist, parse
from mathilda.algorithms.probability.families import number_value
from mathilda.core.expr import Expression, Integer, S

__all__ = ["Product", "Censored", "Order", "ParameterMixture", "marginal"]


def _list(x):
    return isinstance(x, Expression) and x.head is S.List


def _call(head, *args):
    return Expression(S[head], tuple(args))


class Product(Dist):
    def __init__(self, ev, comps, expr):
        self.ev, self.comps, self.expr = ev, comps, expr
        self.dim = len(comps)
        kinds = {c.kind for c in comps}
        self.kind = kinds.pop() if len(kinds) == 1 else CONTINUOUS

    def params(self):
        return tuple(p for c in self.comps for p in c.params())

    def formula(self, name, *args):
        cs = [c.expr for c in self.comps]
        if name in ("pdf", "cdf"):
            x = args[0]
            if not _list(x) or len(x.args) != self.dim:
                return None
            out = 1
            for c, xi in zip(cs, x.args):
                out = out * wrap(_call(name.upper(), c, xi))
            return ex(out)
        if name in ("mean", "variance"):
            return Expression(S.List, tuple(_call(name.capitalize(), c) for c in cs))
        if name == "covariance":
            return ex([[_call("Variance", c) if i == j else 0 for j in range(self.dim)]
                       for i, c in enumerate(cs)])
        if name == "cf":
            t = args[0]
            out = 1
            for c, ti in zip(cs, t.args if _list(t) else ()):
                out = out * wrap(_call("CharacteristicFunction", c, ti))
            return ex(out) if _list(t) else None
        return None

    def machine(self, name, values):
        import numpy as np
        if name not in ("pdf", "cdf"):
            return None
        v = np.asarray(values, float).reshape(-1, self.dim)
        out = np.ones(len(v))
        for j, c in enumerate(self.comps):
            r = c.machine(name, v[:, j])
            if r is None:
                return None
            out = out * np.asarray(r, float)
        return out

    def sample(self, rng, n):
        import numpy as np
        cols = []
        for c in self.comps:
            s = c.sample(rng, n)
            if s is None:
                return None
            cols.append(np.asarray(s, float).reshape(n, -1))
        return np.hstack(cols)


def product(ev, expr):
    args = expr.args
    if not args:
        return None
    comps = []
    for a in args:
        if isinstance(a, Expression) and a.head is S.List and len(a.args) == 2 and \
                type(a.args[1]) is Integer:       # {dist, n}: n copies
            d = parse(ev, a.args[0])
            if d is None or d.dim != 1:
                return None
            comps.extend([d] * a.args[1].value)
            continue
        d = parse(ev, a)
        if d is None or d.dim != 1:
            return None
        comps.append(d)
    if len(comps) < 2:
        return None
    return Product(ev, comps, expr)


def marginal(ev, dist, ks):
    """The closed form of MarginalDistribution[dist, k] (ks: 1-based indices), or None."""
    d = parse(ev, dist)
    if d is None or d.dim < 2 or any(not 1 <= k <= d.dim for k in ks):
        return None
    from mathilda.algorithms.probability.multivariate import Multinormal
    from mathilda.algorithms.probability.multivariate_more import Dirichlet
    if isinstance(d, Product):
        if len(ks) == 1:
            return d.comps[ks[0] - 1].expr
        return Expression(S.ProductDistribution, tuple(d.comps[k - 1].expr for k in ks))
    if isinstance(d, Multinormal):
        mu = [d.mu.args[k - 1] for k in ks]
        if len(ks) == 1:
            k = ks[0] - 1
            return ev.evaluate(_call("NormalDistribution", mu[0],
                                     ex(F.Sqrt(d.sigma.args[k].args[k]))))
        sig = Expression(S.List, tuple(Expression(S.List, tuple(
            d.sigma.args[i - 1].args[j - 1] for j in ks)) for i in ks))
        return _call("MultinormalDistribution", Expression(S.List, tuple(mu)), sig)
    if isinstance(d, Dirichlet) and len(ks) == 1:
        al = d.alpha.args
        a = al[ks[0] - 1]
        total = 0
        for v in al:
            total = total + wrap(v)
        return ev.evaluate(_call("BetaDistribution", a, ex(total - wrap(a))))
    return None


class Censored(Dist):
    """X clipped to [lo, hi]: the CDF is the base's on [lo, hi), 0 below, 1 from hi on."""

    def __init__(self, ev, base, lo, hi, expr):
        self.ev, self.base, self.lo, self.hi, self.expr = ev, base, lo, hi, expr
        self.kind = base.kind

    def params(self):
        return tuple(self.base.params()) + (self.lo, self.hi)

    def support(self):
        s = self.base.support()
        lo = self.lo if not _infinite(self.lo) or s is None else s[0]
        hi = self.hi if not _infinite(self.hi) or s is None else s[1]
        return lo, hi

    def formula(self, name, *args):
        b = self.base.expr
        if b is None:
            return None
        lo, hi = wrap(self.lo), wrap(self.hi)
        if name == "cdf":
            x = wrap(args[0])
            rows = []
            if _infinite(self.hi):
                body = (wrap(_call("CDF", b, x.e)), x >= lo)
                return ex(pw(body)) if not _infinite(self.lo) else _call("CDF", b, x.e)
            if _infinite(self.lo):
                return ex(pw((wrap(_call("CDF", b, x.e)), x < hi), default=1))
            rows = [(wrap(_call("CDF", b, x.e)), F.Inequality(lo, S.LessEqual, x, S.Less, hi)),
                    (1, x >= hi)]
            return ex(pw(*rows))
        if name == "mean":
            return self._expect(1)
        if name == "moment" and isinstance(args[0], int):
            return self._expect(args[0])
        return None

    def _expect(self, r):
        """lo^r P[X <= lo] + E[X^r; lo < X < hi] + hi^r P[X >= hi] (continuous base)."""
        if self.kind is not CONTINUOUS:
            return None
        b, x = self.base.expr, S["x$"]
        lo, hi = self.lo, self.hi
        terms = []
        if not _infinite(lo):
            terms.append(ex(wrap(lo) ** r * wrap(_call("CDF", b, lo))))
        if not _infinite(hi):
            terms.append(ex(wrap(hi) ** r * (1 - wrap(_call("CDF", b, hi)))))
        integrand = ex(wrap(x) ** r * wrap(_call("PDF", b, x)))
        terms.append(_call("Integrate", integrand, Expression(S.List, (x, lo, hi))))
        return Expression(S.Plus, tuple(terms))

    def _ends(self):
        import math
        lo, hi = _float(self.ev, self.lo), _float(self.ev, self.hi)
        return None if lo is None or hi is None else (lo, hi)

    def machine(self, name, values):
        import numpy as np
        ends = self._ends()
        if ends is None or name not in ("cdf", "sf"):
            return None
        lo, hi = ends
        values = np.asarray(values, float)
        c = self.base.machine("cdf", values)
        if c is None:
            return None
        c = np.where(values < lo, 0.0, np.where(values >= hi, 1.0, np.asarray(c, float)))
        return c if name == "cdf" else 1 - c

    def sample(self, rng, n):
        import numpy as np
        ends = self._ends()
        s = self.base.sample(rng, n)
        if ends is None or s is None:
            return None
        return np.clip(np.asarray(s), ends[0], ends[1])


def _infinite(e):
    return isinstance(e, Expression) and e.head is S.DirectedInfinity


def _float(ev, e):
    if _infinite(e):
        sign = e.args[0].value if e.args and type(e.args[0]) is Integer else 1
        return float("inf") * sign
    v = number_value(ev.call("N", e))
    return None if v is None or isinstance(v, complex) else float(v)


def censored(ev, expr):
    if len(expr.args) != 2 or not _list(expr.args[0]) or len(expr.args[0].args) != 2:
        return None
    base = parse(ev, expr.args[1])
    if base is None or base.dim != 1:
        return None
    lo, hi = expr.args[0].args
    a, b = _float(ev, lo), _float(ev, hi)
    if a is not None and b is not None and not a < b:
        ev.message("CensoredDistribution", "cnrng", expr.args[0], expr)
        return None
    return Censored(ev, base, lo, hi, expr)


class Order(Dist):
    """The k-th smallest of n independent variates of a continuous base."""

    def __init__(self, ev, base, n, k, expr):
        self.ev, self.base, self.n, self.k, self.expr = ev, base, n, k, expr
        self.kind = base.kind

    def params(self):
        return tuple(self.base.params()) + (self.n, self.k)

    def support(self):
        return self.base.support()

    def formula(self, name, *args):
        b, n, k = self.base.expr, wrap(self.n), wrap(self.k)
        if name == "cdf":
            x = args[0]
            nv, kv = number_value(self.n), number_value(self.k)

            def of(c):
                c = wrap(c)
                if kv == nv:
                    return ex(c ** n)
                return ex(F.BetaRegularized(c, k, n - k + 1))
            return _rowwise(self.ev, self.ev.evaluate(_call("CDF", b, x)), of)
        if name == "pdf" and self.kind is CONTINUOUS:
            x = args[0]
            ev = self.ev
            coef = F.Factorial(n) / (F.Factorial(k - 1) * F.Factorial(n - k))
            cdf = ev.evaluate(_call("CDF", b, x))
            pdf = ev.evaluate(_call("PDF", b, x))

            def of(p, cond=None):
                c = _same_row(refine_piecewise(ev, cdf, cond) if cond is not None else cdf, cond)
                return ex(coef * c ** (k - 1) * (1 - c) ** (n - k) * wrap(p))
            return _rowwise(ev, pdf, of, with_condition=True)
        if name == "quantile" and self.kind is CONTINUOUS:
            q = args[0]
            return _call("InverseCDF", b, ex(F.InverseBetaRegularized(q, k, n - k + 1)))
        return None

    def machine(self, name, values):
        import numpy as np
        from scipy import special
        n, k = int(number_value(self.n)), int(number_value(self.k))
        values = np.asarray(values, float)
        if name in ("cdf", "sf"):
            c = self.base.machine("cdf", values)
            if c is None:
                return None
            r = special.betainc(k, n - k + 1, np.asarray(c, float))
            return r if name == "cdf" else 1 - r
        if name == "pdf" and self.kind is CONTINUOUS:
            c, p = self.base.machine("cdf", values), self.base.machine("pdf", values)
            if c is None or p is None:
                return None
            c = np.asarray(c, float)
            coef = np.exp(special.gammaln(n + 1) - special.gammaln(k) - special.gammaln(n - k + 1))
            return coef * c ** (k - 1) * (1 - c) ** (n - k) * np.asarray(p, float)
        if name in ("quantile", "inverse_sf"):
            q = values if name == "quantile" else 1 - values
            return self.base.machine("quantile", special.betaincinv(k, n - k + 1, q))
        return None

    def sample(self, rng, n_draws):
        import numpy as np
        n, k = int(number_value(self.n)), int(number_value(self.k))
        s = self.base.sample(rng, n_draws * n)
        if s is None:
            return None
        return np.sort(np.asarray(s).reshape(n_draws, n), axis=1)[:, k - 1]


def _same_row(f, cond):
    """f's first value when f is a Piecewise whose first condition is cond itself."""
    if cond is not None and isinstance(f, Expression) and f.head is S.Piecewise and \
            _list(f.args[0]) and f.args[0].args and f.args[0].args[0].args[1] == cond:
        return wrap(f.args[0].args[0].args[0])
    return wrap(f)


def _rowwise(ev, f, of, with_condition=False):
    """``of`` applied to each value of a Piecewise f (given the row's condition when
    ``with_condition``: the other Piecewise forms are refined under it), or to f itself."""
    if not (isinstance(f, Expression) and f.head is S.Piecewise and len(f.args) == 2 and
            _list(f.args[0])):
        return of(f)
    rows = []
    for row in f.args[0].args:
        v, c = row.args
        rows.append(Expression(S.List, (ev.evaluate(of(v, c) if with_condition else of(v)), c)))
    default = f.args[1]
    d = ev.evaluate(of(default) if not with_condition else of(default, None))
    return Expression(S.Piecewise, (Expression(S.List, tuple(rows)), d))


def order(ev, expr):
    if len(expr.args) != 2 or not _list(expr.args[0]) or len(expr.args[0].args) != 2:
        return None
    dist, n = expr.args[0].args
    k = expr.args[1]
    nv, kv = number_value(n), number_value(k)
    if not (type(nv) is int and type(kv) is int and nv >= 1 and 1 <= kv <= nv):
        if nv is not None and kv is not None:
            ev.message("OrderDistribution", "ordk", k, expr)
        return None
    base = parse(ev, dist)
    if base is None or base.dim != 1:
        return None
    return Order(ev, base, n, k, expr)


class ParameterMixture(Dist):
    """dist[theta] with theta drawn from another distribution: PDF and CDF are expectations
    over theta, the moments the expectations of the conditional moments."""

    def __init__(self, ev, template, var, pdist, expr, kind):
        self.ev, self.template, self.var, self.pdist, self.expr = ev, template, var, pdist, expr
        self.kind = kind

    def params(self):
        return ()

    def support(self):
        return None

    def _expect(self, inner):
        return _call("Expectation", inner, _call("Distributed", self.var, self.pdist.expr))

    def formula(self, name, *args):
        t = self.template
        heads = {"pdf": "PDF", "cdf": "CDF", "cf": "CharacteristicFunction",
                 "mgf": "MomentGeneratingFunction"}
        if name in heads:
            return self._expect(_call(heads[name], t, args[0]))
        if name == "mean":
            return self._expect(_call("Mean", t))
        if name == "moment" and isinstance(args[0], int):
            return self._expect(_call("Moment", t, Integer(args[0])))
        if name == "variance":
            m = _call("Mean", t)
            return ex(wrap(self._expect(_call("Variance", t))) + wrap(self._expect(
                ex(wrap(m) ** 2))) - wrap(self._expect(m)) ** 2)
        return None

    def sample(self, rng, n):
        import numpy as np
        thetas = self.pdist.sample(rng, n)
        if thetas is None:
            return None
        out = np.empty(n)
        ev = self.ev
        from mathilda.core.expr import Real
        cache = {}
        for i, th in enumerate(np.asarray(thetas, float).reshape(-1)):
            ev.check_interrupt()
            d = parse(ev, ev.evaluate(_call("ReplaceAll", self.template, Expression(
                S.Rule, (self.var, Real(float(th)))))), check=False)
            if d is None:
                return None
            s = d.sample(rng, 1)
            if s is None:
                return None
            out[i] = np.asarray(s).reshape(-1)[0]
        return out


def parameter_mixture(ev, expr):
    if len(expr.args) != 2:
        return None
    template, spec = expr.args
    if not (isinstance(spec, Expression) and spec.head is S.Distributed and len(spec.args) == 2):
        return None
    var, pd = spec.args
    pdist = parse(ev, pd)
    if pdist is None or pdist.dim != 1:
        return None
    if not (isinstance(template, Expression) and type(template.head) is type(S.List)):
        return None
    from mathilda.algorithms.probability.dist import is_distribution_head
    if not is_distribution_head(template):
        return None
    kind = DISCRETE if template.head.name in _DISCRETE_HEADS() else CONTINUOUS
    return ParameterMixture(ev, template, var, pdist, expr, kind)


def _DISCRETE_HEADS():
    from mathilda.algorithms.probability.families import FAMILIES
    return {h for (h, _), fam in FAMILIES.items() if fam.kind is DISCRETE}


CONSTRUCTORS["ProductDistribution"] = product
CONSTRUCTORS["CensoredDistribution"] = censored
CONSTRUCTORS["OrderDistribution"] = order
CONSTRUCTORS["ParameterMixtureDistribution"] = parameter_mixture
