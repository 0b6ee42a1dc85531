"""Maximum likelihood: FindDistributionParameters and EstimatedDistribution.

``estimate(ev, data, dist)``: ``dist`` is a family with some parameters symbols (the ones to
estimate) and the others given.  Families with closed-form estimates use them through the
evaluator, so exact data give exact answers (``NormalDistribution[m, s]`` from ``{1, 2, 3}``
gives ``{m -> 2, s -> Sqrt[2/3]}``): Normal, LogNormal, Exponential, Poisson, Bernoulli,
Geometric, Uniform, Laplace, Rayleigh, Pareto, Binomial (p, n given).  Every other case (and
any closed form with some parameters fixed) maximizes the log-likelihood numerically (SciPy's
log densities, parameters mapped to the whole real line: log for positive ones, logit for
probabilities) from moment-matched starting values.  Returns a list of rules or None.
"""

import math

from mathilda.algorithms.probability.dist import Parametric
from mathilda.algorithms.probability.families import (
    NONNEGATIVE, POSINT, POSITIVE, PROBABILITY, _fails, lookup_family, number_value,
)
from mathilda.core.expr import Expression, Integer, Real, S, Symbol, make_rational
from mathilda.core.packed import to_numpy

__all__ = ["estimate"]


def _rule(a, b):
    return Expression(S.Rule, (a, b))


def _call(ev, head, *args):
    return ev.call(head, *args)


def _sqrt(ev, e):
    return ev.evaluate(Expression(S.Power, (e, make_rational(1, 2))))


def _closed(ev, name, data, free):
    """Closed-form estimates {index: value} for the free parameter indices, or None."""
    mean = lambda d: _call(ev, "Mean", d)       # noqa: E731
    n = len(data.args)

    def pop_sd(d, m):
        dev = ev.evaluate(Expression(S.Plus, (d, Expression(S.Times, (Integer(-1), m)))))
        return _sqrt(ev, _call(ev, "Mean", ev.evaluate(Expression(S.Power, (dev, Integer(2))))))

    if name in ("NormalDistribution", "LogNormalDistribution") and free == {0, 1}:
        d = data if name == "NormalDistribution" else ev.evaluate(Expression(S.Log, (data,)))
        m = mean(d)
        return {0: m, 1: pop_sd(d, m)}
    if name == "ExponentialDistribution" and free == {0}:
        return {0: ev.evaluate(Expression(S.Power, (mean(data), Integer(-1))))}
    if name in ("PoissonDistribution", "BernoulliDistribution") and free == {0}:
        return {0: mean(data)}
    if name == "GeometricDistribution" and free == {0}:
        return {0: ev.evaluate(Expression(S.Power, (Expression(S.Plus, (
            Integer(1), mean(data))), Integer(-1))))}
    if name == "UniformDistribution" and free == {0, 1}:
        return {0: _call(ev, "Min", data), 1: _call(ev, "Max", data)}
    if name == "LaplaceDistribution" and free == {0, 1}:
        med = _call(ev, "Median", data)
        dev = ev.evaluate(Expression(S.Abs, (Expression(S.Plus, (data, Expression(
            S.Times, (Integer(-1), med)))),)))
        return {0: med, 1: mean(dev)}
    if name == "RayleighDistribution" and free == {0}:
        m2 = mean(ev.evaluate(Expression(S.Power, (data, Integer(2)))))
        return {0: _sqrt(ev, ev.evaluate(Expression(S.Times, (make_rational(1, 2), m2))))}
    if name == "ParetoDistribution" and free == {0, 1}:
        k = _call(ev, "Min", data)
        logs = ev.evaluate(Expression(S.Log, (Expression(S.Times, (data, Expression(
            S.Power, (k, Integer(-1))))),)))
        tot = _call(ev, "Total", logs)
        return {0: k, 1: ev.evaluate(Expression(S.Times, (Integer(n), Expression(
            S.Power, (tot, Integer(-1))))))}
    return None


def _closed_machine(name, arr, free):
    """The closed forms of ``_closed`` on a float array (NumPy), or None."""
    import numpy as np
    n = arr.size
    if name in ("NormalDistribution", "LogNormalDistribution") and free == {0, 1}:
        if name == "LogNormalDistribution":
            if np.any(arr <= 0):
                return None
            arr = np.log(arr)
        m = float(arr.mean())
        return {0: m, 1: float(np.sqrt(np.mean((arr - m) ** 2)))}
    if name == "ExponentialDistribution" and free == {0}:
        return {0: 1.0 / float(arr.mean())}
    if name in ("PoissonDistribution", "BernoulliDistribution") and free == {0}:
        return {0: float(arr.mean())}
    if name == "GeometricDistribution" and free == {0}:
        return {0: 1.0 / (1.0 + float(arr.mean()))}
    if name == "UniformDistribution" and free == {0, 1}:
        return {0: float(arr.min()), 1: float(arr.max())}
    if name == "LaplaceDistribution" and free == {0, 1}:
        med = float(np.median(arr))
        return {0: med, 1: float(np.mean(np.abs(arr - med)))}
    if name == "RayleighDistribution" and free == {0}:
        return {0: float(np.sqrt(np.mean(arr ** 2) / 2))}
    if name == "ParetoDistribution" and free == {0, 1}:
        k = float(arr.min())
        if k <= 0:
            return None
        return {0: k, 1: n / float(np.sum(np.log(arr / k)))}
    if name == "GammaDistribution" and free == {0, 1}:
        return _gamma_machine(arr)
    return None


def _gamma_machine(arr):
    """Gamma's maximum likelihood: the shape a solves Log[a] - PolyGamma[a] = Log[mean] -
    mean of the logs (one root, by bracketing), the scale is mean/a."""
    import numpy as np
    from scipy import optimize, special
    if np.any(arr <= 0):
        return None
    m = float(arr.mean())
    c = float(np.log(m) - np.mean(np.log(arr)))
    if not c > 0:
        return None
    f = lambda a: np.log(a) - special.digamma(a) - c      # noqa: E731  (decreasing in a)
    lo, hi = 1e-3, 1.0
    while f(hi) > 0:
        hi *= 2
        if hi > 1e12:
            return None
    while f(lo) < 0:
        lo /= 2
        if lo < 1e-300:
            return None
    a = optimize.brentq(f, lo, hi, xtol=1e-300, rtol=1e-15)
    return {0: a, 1: m / a}


def _transform(kind):
    """(to_real, from_real) for a parameter check kind."""
    if kind in (POSITIVE, POSINT, NONNEGATIVE):
        return math.log, math.exp
    if kind is PROBABILITY:
        return (lambda p: math.log(p / (1 - p)),
                lambda t: 1 / (1 + math.exp(-t)))
    return (lambda v: v), (lambda t: t)


def _start(name, k, arr):
    """A starting value for parameter k of the family from the sample moments."""
    import numpy as np
    m, v = float(np.mean(arr)), float(np.var(arr)) or 1.0
    med = float(np.median(arr))
    iqr = float(np.subtract(*np.percentile(arr, [75, 25])))
    logs = np.log(np.abs(arr) + 1e-300)
    beta_c = m * (1 - m) / v - 1
    guesses = {
        "GammaDistribution": (m * m / v, v / m),
        "ErlangDistribution": (max(1, round(m * m / v)), m / v),
        "BetaDistribution": (max(m * beta_c, 0.1), max((1 - m) * beta_c, 0.1)),
        "WeibullDistribution": (1.2, m),
        "CauchyDistribution": (med, max(iqr / 2, 1e-3)),
        "LogisticDistribution": (m, math.sqrt(3 * v) / math.pi),
        "StudentTDistribution": (5.0,),
        "ChiSquareDistribution": (max(m, 0.1),),
        "NormalDistribution": (m, math.sqrt(v)),
        "LaplaceDistribution": (med, math.sqrt(v / 2)),
        "ExponentialDistribution": (1 / m if m > 0 else 1.0,),
        "PoissonDistribution": (max(m, 1e-3),),
        "LogNormalDistribution": (float(np.mean(logs)), float(np.std(logs)) or 1.0),
        "FRatioDistribution": (5.0, 5.0),
        "RayleighDistribution": (math.sqrt(float(np.mean(arr ** 2)) / 2),),
        "BinomialDistribution": (max(round(float(np.max(arr))), 1), 0.5),
        "NegativeBinomialDistribution": (max(m * m / max(v - m, 1e-3), 0.1),
                                         min(max(m / v, 1e-3), 0.999)),
        "GeometricDistribution": (1 / (1 + m),),
        "BernoulliDistribution": (min(max(m, 1e-3), 1 - 1e-3),),
        "ParetoDistribution": (float(np.min(arr)), 2.0),
    }
    g = guesses.get(name)
    if g is None or k >= len(g):
        return 1.0
    return float(g[k])


_OUTSIDE = "outside"          # no parameters give the data a positive likelihood


def _numeric(ev, fam, params, free, arr, starts=None):
    """Maximize the log-likelihood over the free parameters (machine numbers), from the
    given starting values ({index: float}) or moment-matched ones."""
    import numpy as np
    from scipy import optimize
    fixed = {}
    for k, p in enumerate(params):
        if k not in free:
            v = ev.call("N", p)
            if type(v) not in (Integer, Real):
                return None
            fixed[k] = float(v.value)
    idx = sorted(free)
    tr = [_transform(fam.checks[k]) for k in idx]
    x0 = []
    for j, k in enumerate(idx):
        s = starts[k] if starts and k in starts else _start(fam.head, k, arr)
        if fam.checks[k] is PROBABILITY:
            s = min(max(s, 1e-6), 1 - 1e-6)
        elif fam.checks[k] in (POSITIVE, POSINT, NONNEGATIVE):
            s = max(s, 1e-8)
        x0.append(tr[j][0](s))

    def full(theta):
        vals = dict(fixed)
        for j, k in enumerate(idx):
            vals[k] = tr[j][1](theta[j])
        return [vals[k] for k in range(len(params))]

    # repeated values (discrete data, rounded measurements) are evaluated once, weighted
    points, counts = np.unique(arr, return_counts=True)
    if points.size * 2 > arr.size:
        points, counts = arr, None

    def nll(theta):
        try:
            vals = full(theta)
            d = Parametric(fam, tuple(Real(v) for v in vals), None)
            d._frozen = None
            with np.errstate(all="ignore"):
                lp = d.machine("logpdf", points)
        except (OverflowError, ValueError, ZeroDivisionError):
            return 1e300
        s = float(np.sum(lp) if counts is None else np.dot(counts, lp))
        return -s if math.isfinite(s) else 1e300

    res = optimize.minimize(nll, np.array(x0), method="BFGS", options={"gtol": 1e-9})
    if not (res.success and math.isfinite(res.fun) and res.fun < 1e300):
        res = optimize.minimize(nll, np.array(x0), method="Nelder-Mead",
                                options={"xatol": 1e-10, "fatol": 1e-12, "maxiter": 4000})
        polished = optimize.minimize(nll, res.x, method="BFGS")
        if polished.fun <= res.fun:
            res = polished
    if not res.fun < 1e300:
        return _OUTSIDE
    vals = full(res.x)
    out = {}
    for k in idx:
        v = vals[k]
        if fam.checks[k] is POSINT:
            v = max(1, round(v))
            out[k] = Integer(int(v))
        else:
            out[k] = Real(float(v))
    return out


def _fits(ev, fam, k, v):
    """True when the value v (an Expr) is a number passing parameter k's check."""
    x = number_value(ev.call("N", v))
    return x is not None and not isinstance(x, complex) and not _fails(fam.checks[k], x)


def by_moments(ev, data, dist, central=False):
    """Method of moments: solve Moment[dist, j] == Moment[data, j] (j = 1 .. number of
    unknowns; central moments from j = 2 when central) for the unknown parameters; the
    first solution that passes the parameter checks, as rules, or None."""
    found = lookup_family(dist) if isinstance(dist, Expression) else None
    if found is None:
        return None
    fam, params = found
    free = [k for k, p in enumerate(params) if type(p) is Symbol]
    if not free:
        return Expression(S.List, ())
    eqs = []
    for j in range(1, len(free) + 1):
        head = "CentralMoment" if central and j > 1 else "Moment"
        eqs.append(Expression(S.Equal, (Expression(S[head], (dist, Integer(j))),
                                        ev.call(head, data, Integer(j)))))
    syms = Expression(S.List, tuple(params[k] for k in free))
    sols = ev.call("Solve", Expression(S.List, tuple(eqs)), syms)
    if not (isinstance(sols, Expression) and sols.head is S.List):
        return None
    for sol in sols.args:
        if not (isinstance(sol, Expression) and sol.head is S.List):
            continue
        vals = {r.args[0]: r.args[1] for r in sol.args}
        if all(params[k] in vals and _fits(ev, fam, k, vals[params[k]]) for k in free):
            return Expression(S.List, tuple(_rule(params[k], vals[params[k]]) for k in free))
    return None


def starting_values(ev, dist, spec):
    """{index: float} from {{p, p0}, ...} or an instantiated distribution of the same
    family, or None when spec is neither."""
    found = lookup_family(dist) if isinstance(dist, Expression) else None
    if found is None:
        return None
    fam, params = found
    out = {}
    if isinstance(spec, Expression) and spec.head is S.List:
        for pair in spec.args:
            if not (isinstance(pair, Expression) and pair.head is S.List and
                    len(pair.args) == 2 and pair.args[0] in params):
                return None
            v = ev.call("N", pair.args[1])
            if type(v) not in (Integer, Real):
                return None
            out[params.index(pair.args[0])] = float(v.value)
        return out
    other = lookup_family(spec) if isinstance(spec, Expression) else None
    if other is None or other[0] is not fam:
        return None
    for k, p in enumerate(other[1]):
        v = ev.call("N", p)
        if type(v) in (Integer, Real):
            out[k] = float(v.value)
    return out


def estimate(ev, data, dist, name="EstimatedDistribution", starts=None, check_only=False):
    """[Rule[param, value], ...] for the symbolic parameters of dist, or None (after
    ``name::dsupp`` when the data are outside the support for every parameter value)."""
    found = lookup_family(dist) if isinstance(dist, Expression) else None
    if found is None:
        ev.message(name, "ndist", dist)
        return None
    fam, params = found
    arr = to_numpy(data) if isinstance(data, Expression) and data.head is S.List and \
        data.args else None
    if arr is None or arr.ndim != 1 or arr.dtype.kind not in "if":
        ev.message(name, "rctndm1", data, Integer(1))
        return None
    free = {k for k, p in enumerate(params) if type(p) is Symbol}
    if not free or check_only:
        return Expression(S.List, ())
    values = None
    if arr.dtype.kind == "f":
        fl = _closed_machine(fam.head, arr, free)
        if fl is not None:
            values = {k: Real(float(v)) for k, v in fl.items()}
    if values is None:
        values = _closed(ev, fam.head, data, free)
    if values is None and fam.head == "BinomialDistribution" and free == {1} and \
            type(params[0]) is Integer:
        values = {1: ev.evaluate(Expression(S.Times, (ev.call("Mean", data), Expression(
            S.Power, (params[0], Integer(-1))))))}
    if values is None and fam.head == "GammaDistribution" and free == {0, 1}:
        fl = _gamma_machine(arr.astype(float))
        if fl is not None:
            values = {k: Real(float(v)) for k, v in fl.items()}
    if values is None:
        values = _numeric(ev, fam, params, free, arr.astype(float), starts)
        if values is _OUTSIDE:
            ev.message(name, "dsupp", dist)
            return None
        if values is None:
            return None
    return Expression(S.List, tuple(_rule(params[k], values[k]) for k in sorted(free)))

