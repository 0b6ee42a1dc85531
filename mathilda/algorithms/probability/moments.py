"""Moments of a distribution: Mean, Variance, StandardDeviation, Skewness, Kurtosis, Moment,
CentralMoment, FactorialMoment, Cumulant.

A family's own formula is used when it has one.  Otherwise, for an integer order ``r``, the raw
moment is derived by the first route that applies, each giving the Wolfram Language's form:
from the factorial moments (discrete families: ``Sum[StirlingS2[r, k] FactorialMoment[k]]``,
factored, as in ``Moment[PoissonDistribution[m], 2]`` = ``m (1 + m)``), from the cumulants
(expanded: ``Moment[NormalDistribution[m, s], 3]`` = ``m^3 + 3 m s^2``), from the moment
generating function (``D[mgf, {t, r}] /. t -> 0``), and last by integrating (summing)
``x^r PDF[d, x]`` over the support.  Central moments, factorial moments and cumulants are
then the binomial / Stirling / recursive combinations of raw moments, expanded and factored.
"""

from math import comb

from mathilda.algorithms.probability.build import ex
from mathilda.algorithms.probability.dist import DISCRETE
from mathilda.algorithms.probability.functions import evaluate
from mathilda.core.expr import Expression, Integer, Rational, Real, S, Symbol, make_rational

__all__ = ["mean", "variance", "standard_deviation", "skewness", "kurtosis", "moment",
           "central_moment", "factorial_moment", "cumulant", "sqrt_positive"]


def _plus(*xs):
    return Expression(S.Plus, tuple(xs))


def _times(*xs):
    return Expression(S.Times, tuple(xs))


def _power(b, e):
    return Expression(S.Power, (b, e if not isinstance(e, int) else Integer(e)))


def _order(r):
    """A Python int for a non-negative Integer order, else None."""
    return r.value if type(r) is Integer and r.value >= 0 else None


def _stirling2(n, k):
    rows = [[1]]
    for i in range(1, n + 1):
        prev = rows[-1]
        row = [0] * (i + 1)
        for j in range(1, i + 1):
            row[j] = (prev[j - 1] if j - 1 < len(prev) else 0) + j * (prev[j] if j < len(prev)
                                                                        else 0)
        rows.append(row)
    return rows[n][k] if k <= n else 0


def _stirling1(n, k):
    """Signed Stirling numbers of the first kind."""
    rows = [[1]]
    for i in range(1, n + 1):
        prev = rows[-1]
        row = [0] * (i + 1)
        for j in range(1, i + 1):
            row[j] = (prev[j - 1] if j - 1 < len(prev) else 0) - (i - 1) * (
                prev[j] if j < len(prev) else 0)
        rows.append(row)
    return rows[n][k] if k <= n else 0


def _rational(e):
    """True for a rational function of symbols (numbers, symbols, Plus, Times, integer
    powers): the expressions Factor puts in the Wolfram Language's form."""
    if isinstance(e, Expression):
        if e.head is S.Power:
            return type(e.args[1]) is Integer and _rational(e.args[0])
        if e.head is S.Plus or e.head is S.Times:
            return all(_rational(a) for a in e.args)
        return False
    return True


def _factor(ev, e):
    """Factor a rational result, Simplify any other."""
    e = ev.evaluate(e)
    return ev.call("Factor" if _rational(e) else "Simplify", e)


def _expand(ev, e):
    return ev.call("Expand", ev.evaluate(e))


def _table(ev, d, name, r):
    f = d.formula(name, r)
    return evaluate(ev, f)


# --- raw moments ------------------------------------------------------------------------------

def moment(ev, d, r):
    n = _order(r)
    if n == 0:
        return Integer(1)
    f = d.formula("moment", n if n is not None else r)
    if f is not None:
        v = evaluate(ev, f)
        return _factor(ev, v) if n is not None and _rational(v) else v
    if n is None:
        return None
    cache = getattr(d, "_moments", None)
    if cache is None:
        cache = d._moments = {}
    if n in cache:
        return cache[n]
    v = _moment_routes(ev, d, n)
    cache[n] = v
    return v


def _moment_routes(ev, d, n):
    if d.kind is DISCRETE and d.formula("factorial_moment", 1) is not None:
        terms = []
        for k in range(1, n + 1):
            fm = d.formula("factorial_moment", k)
            terms.append(_times(Integer(_stirling2(n, k)), ex(fm)))
        return _factor(ev, _plus(*terms))
    if d.formula("cumulant", 1) is not None:
        return _expand(ev, _from_cumulants(ev, d, n))
    if n == 1:
        m = d.formula("mean")
        if m is not None:
            return evaluate(ev, m)
    if n == 2:
        m, v = d.formula("mean"), d.formula("variance")
        if m is not None and v is not None:
            return _factor(ev, _plus(ex(v), _power(ex(m), 2)))
    t = Symbol("t$")
    g = d.formula("mgf", t)
    if g is not None:
        der = ev.call("D", ev.evaluate(ex(g)), Expression(S.List, (t, Integer(n))))
        at0 = ev.call("ReplaceAll", der, Expression(S.Rule, (t, Integer(0))))
        if not _has_bad(at0):
            return ev.call("Factor", ev.call("Together", at0))
    return _expect_power(ev, d, n)


def _has_bad(e):
    """True when e contains Indeterminate or an infinity (a moment that does not exist)."""
    if e is S.Indeterminate or e is S.ComplexInfinity:
        return True
    if isinstance(e, Expression):
        return e.head is S.DirectedInfinity or any(_has_bad(a) for a in e.args)
    return False


def _from_cumulants(ev, d, n):
    """mu'_n = Sum[Binomial[n - 1, k - 1] kappa_k mu'_(n - k), {k, n}] (raw Exprs)."""
    kap = [None] + [ex(d.formula("cumulant", k)) for k in range(1, n + 1)]
    mu = [Integer(1)]
    for m in range(1, n + 1):
        terms = [_times(Integer(comb(m - 1, k - 1)), kap[k], mu[m - k]) for k in range(1, m + 1)]
        mu.append(_expand(ev, _plus(*terms)))
    return mu[n]


def _expect_power(ev, d, n):
    """Integrate (sum) x^n PDF[d, x] over the support."""
    from mathilda.algorithms.probability.expectation import integrate_against
    x = Symbol("x$")
    return integrate_against(ev, d, _power(x, n), x)


def mean(ev, d):
    f = d.formula("mean")
    if f is not None:
        return evaluate(ev, f)
    return moment(ev, d, Integer(1))


def variance(ev, d):
    f = d.formula("variance")
    if f is not None:
        return evaluate(ev, f)
    return central_moment(ev, d, Integer(2))


def sqrt_positive(ev, v):
    """Sqrt of a variance as the Wolfram Language writes a standard deviation: numeric
    factors and even powers (of positive quantities) come out of the radical, the rest stays
    under one Sqrt (``Sqrt[a b^2]`` is ``Sqrt[a] b``, ``Sqrt[(b - a)^2/12]`` is
    ``(-a + b)/(2 Sqrt[3])``, ``Sqrt[n (1 - p) p]`` stays); inside a Piecewise, per branch."""
    if isinstance(v, Expression) and v.head is S.Piecewise and v.args and \
            v.args[0].head is S.List:
        rows = tuple(Expression(S.List, (_sqrt_split(r.args[0]), r.args[1]))
                     for r in v.args[0].args)
        default = v.args[1] if len(v.args) > 1 else Integer(0)
        return ev.evaluate(Expression(S.Piecewise, (Expression(S.List, rows),
                                                    _sqrt_split(default))))
    return ev.evaluate(_sqrt_split(v))


def _sqrt_split(v):
    half = make_rational(1, 2)
    if v is S.Indeterminate:
        return v
    factors = v.args if isinstance(v, Expression) and v.head is S.Times else (v,)
    out, rest = [], []
    for f in factors:
        t = type(f)
        if t is Integer or t is Rational or t is Real:
            out.append(_power(f, half))
        elif isinstance(f, Expression) and f.head is S.Power and type(f.args[1]) is Integer \
                and f.args[1].value % 2 == 0:
            out.append(_power(f.args[0], Integer(f.args[1].value // 2)))
        else:
            rest.append(f)
    if rest:
        out.append(_power(rest[0] if len(rest) == 1 else _times(*rest), half))
    return _times(*out) if len(out) > 1 else out[0]


def standard_deviation(ev, d):
    v = variance(ev, d)
    if v is None:
        return None
    return sqrt_positive(ev, v)


def skewness(ev, d):
    f = d.formula("skewness")
    if f is not None:
        return evaluate(ev, f)
    c3 = central_moment(ev, d, Integer(3))
    v = variance(ev, d)
    if c3 is None or v is None:
        return None
    return ev.call("Simplify", ev.evaluate(_times(c3, _power(v, make_rational(-3, 2)))))


def kurtosis(ev, d):
    f = d.formula("kurtosis")
    if f is not None:
        return evaluate(ev, f)
    c4 = central_moment(ev, d, Integer(4))
    v = variance(ev, d)
    if c4 is None or v is None:
        return None
    return ev.call("Simplify", ev.evaluate(_times(c4, _power(v, -2))))


# --- central and factorial moments, cumulants -------------------------------------------------

def central_moment(ev, d, r):
    n = _order(r)
    f = d.formula("central_moment", n if n is not None else r)
    if f is not None:
        return evaluate(ev, f)
    if n is None:
        return None
    if n == 0:
        return Integer(1)
    if n == 1:
        return Integer(0)
    if n == 2 and d.formula("variance") is not None:
        return evaluate(ev, d.formula("variance"))
    m = mean(ev, d)
    if m is None:
        return None
    terms = []
    for k in range(n + 1):
        mk = moment(ev, d, Integer(k))
        if mk is None:
            return None
        terms.append(_times(Integer(comb(n, k)), mk, _power(_times(Integer(-1), m), n - k)))
    return _factor(ev, ev.call("Expand", ev.evaluate(_plus(*terms))))


def factorial_moment(ev, d, r):
    n = _order(r)
    if n == 0:
        return Integer(1)
    f = d.formula("factorial_moment", n if n is not None else r)
    if f is not None:
        return _factor(ev, ex(f)) if n is not None else evaluate(ev, f)
    if n is None:
        return None
    terms = []
    for k in range(n + 1):
        s = _stirling1(n, k)
        if s:
            mk = moment(ev, d, Integer(k))
            if mk is None:
                return None
            terms.append(_times(Integer(s), mk))
    return _factor(ev, ev.call("Expand", ev.evaluate(_plus(*terms))))


def cumulant(ev, d, r):
    n = _order(r)
    f = d.formula("cumulant", n if n is not None else r)
    if f is not None:
        return evaluate(ev, f)
    if n is None:
        return None
    if n == 1:
        return mean(ev, d)
    if n == 2:
        return variance(ev, d)
    mus = [moment(ev, d, Integer(k)) for k in range(n + 1)]
    if any(m is None for m in mus):
        return None
    kap = [None]
    for m in range(1, n + 1):
        terms = [mus[m]]
        for k in range(1, m):
            terms.append(_times(Integer(-comb(m - 1, k - 1)), kap[k], mus[m - k]))
        kap.append(ev.call("Expand", ev.evaluate(_plus(*terms))))
    return ev.call("Factor", kap[n])
