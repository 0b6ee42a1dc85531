"""FindDistribution: fit each candidate family by maximum likelihood (scipy.stats fits, closed
forms where they exist) and rank them by the Bayesian information criterion
BIC = k Log[n] - 2 LogLikelihood (k parameters, n data).  Integer data are fitted with the
discrete families, other data with the continuous ones (families on the positive reals or
(0, 1) only when the data lie there).  The result is the family with machine-number
parameters, as ``EstimatedDistribution`` gives it."""

import math

from mathilda.core.expr import Expression, Integer, Real, S, Symbol
from mathilda.core.packed import to_numpy

__all__ = ["find_distribution", "candidates"]


def _r(v):
    return Real(float(v))


def _continuous(x):
    import numpy as np
    from scipy import stats
    out = []
    positive = bool(np.all(x > 0))
    unit = positive and bool(np.all(x < 1))

    def add(head, params, logl):
        if np.isfinite(logl):
            out.append((head, params, float(logl)))

    m, s = stats.norm.fit(x)
    add("NormalDistribution", [m, s], stats.norm.logpdf(x, m, s).sum())
    loc, sc = stats.laplace.fit(x)
    add("LaplaceDistribution", [loc, sc], stats.laplace.logpdf(x, loc, sc).sum())
    loc, sc = stats.logistic.fit(x)
    add("LogisticDistribution", [loc, sc], stats.logistic.logpdf(x, loc, sc).sum())
    loc, sc = stats.cauchy.fit(x)
    add("CauchyDistribution", [loc, sc], stats.cauchy.logpdf(x, loc, sc).sum())
    a, b = float(x.min()), float(x.max())
    if b > a:
        add("UniformDistribution", [[a, b]], -len(x) * math.log(b - a))
    if positive:
        lx = np.log(x)
        mu, sg = lx.mean(), lx.std()
        if sg > 0:
            add("LogNormalDistribution", [mu, sg], stats.lognorm.logpdf(x, sg, 0, math.exp(mu)).sum())
        lam = 1 / x.mean()
        add("ExponentialDistribution", [lam], stats.expon.logpdf(x, 0, 1 / lam).sum())
        with np.errstate(all="ignore"):
            ga, _, gs = stats.gamma.fit(x, floc=0)
            add("GammaDistribution", [ga, gs], stats.gamma.logpdf(x, ga, 0, gs).sum())
            wa, _, ws = stats.weibull_min.fit(x, floc=0)
            add("WeibullDistribution", [wa, ws], stats.weibull_min.logpdf(x, wa, 0, ws).sum())
    if unit:
        with np.errstate(all="ignore"):
            ba, bb, _, _ = stats.beta.fit(x, floc=0, fscale=1)
            add("BetaDistribution", [ba, bb], stats.beta.logpdf(x, ba, bb).sum())
    return out


def _discrete(x):
    import numpy as np
    from scipy import stats
    out = []
    m, v = float(x.mean()), float(x.var())
    lo, hi = int(x.min()), int(x.max())
    if lo >= 0:
        if m > 0:
            out.append(("PoissonDistribution", [m], float(stats.poisson.logpmf(x, m).sum())))
            p = 1 / (1 + m)
            out.append(("GeometricDistribution", [p], float(stats.geom.logpmf(x + 1, p).sum())))
        if v > m > 0:
            from scipy.optimize import minimize_scalar
            def nll(logr):
                r = math.exp(logr)
                return -stats.nbinom.logpmf(x, r, r / (r + m)).sum()
            res = minimize_scalar(nll, bounds=(-10, 10), method="bounded")
            r = math.exp(res.x)
            out.append(("NegativeBinomialDistribution", [r, r / (r + m)], -float(res.fun)))
    out.append(("DiscreteUniformDistribution", [[lo, hi]], -len(x) * math.log(hi - lo + 1)))
    return out


def _nparams(params):
    return sum(len(p) if isinstance(p, list) else 1 for p in params)


def _expr(head, params):
    args = []
    for p in params:
        if isinstance(p, list):
            args.append(Expression(S.List, tuple(Integer(v) if isinstance(v, int) else _r(v)
                                                  for v in p)))
        else:
            args.append(_r(p))
    return Expression(Symbol(head), tuple(args))


def candidates(x):
    """[(BIC, head, params)] sorted, best first."""
    import numpy as np
    integral = x.dtype.kind == "i" or bool(np.all(x == np.round(x)))
    fits = _discrete(x.astype(np.int64)) if integral else _continuous(x)
    n = len(x)
    ranked = sorted((_nparams(p) * math.log(n) - 2 * logl, h, p) for h, p, logl in fits)
    return ranked


def find_distribution(ev, expr, data, count):
    import numpy as np
    arr = to_numpy(data) if isinstance(data, Expression) and data.head is S.List else None
    if arr is None and isinstance(data, Expression) and data.head is S.List:
        arr = to_numpy(ev.call("N", data))
    if arr is None or arr.ndim != 1 or arr.dtype.kind not in "fi" or len(arr) < 4 or \
            not np.all(np.isfinite(arr)):
        ev.message("FindDistribution", "data", data)
        return None
    ranked = candidates(arr)
    if not ranked:
        return None
    if count is None:
        return _expr(ranked[0][1], ranked[0][2])
    return Expression(S.List, tuple(_expr(h, p) for _, h, p in ranked[:count]))
