"""The statistics of a distribution, for the data builtins of the statistics area.

``Mean``, ``Median``, ``Variance``, ``StandardDeviation``, ``Skewness``, ``Kurtosis``,
``Moment``, ``CentralMoment``, ``FactorialMoment``, ``Cumulant``, ``Quantile``, ``Quartiles``,
``InterquartileRange``, ``QuartileDeviation``, ``QuartileSkewness``, ``Covariance`` and
``Correlation`` take a list of data or a distribution; their bodies start with::

    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r

which answers (or leaves unevaluated, after the parameter message) when the first argument
is a distribution expression, and hands every other call back to the data code.
"""

from mathilda.algorithms.probability import functions, moments
from mathilda.algorithms.probability.dist import is_distribution_head, parse
from mathilda.core.expr import Expression, Integer, S, make_rational

import mathilda.algorithms.probability.derived  # noqa: F401  (distribution heads)
import mathilda.algorithms.probability.multivariate  # noqa: F401
import mathilda.algorithms.probability.transforms  # noqa: F401

__all__ = ["of_distribution", "NOT_A_DISTRIBUTION"]

NOT_A_DISTRIBUTION = object()


def _list(x):
    return isinstance(x, Expression) and x.head is S.List


def _quantiles(ev, d, qs):
    out = []
    for q in qs:
        v = functions.quantile(ev, d, q)
        if v is None:
            return None
        out.append(v)
    return out


def _quartiles(ev, d):
    return _quantiles(ev, d, [make_rational(1, 4), make_rational(1, 2), make_rational(3, 4)])


def _plus(*xs):
    return Expression(S.Plus, xs)


def _times(*xs):
    return Expression(S.Times, xs)


def _minus(x):
    return _times(Integer(-1), x)


def _quantile(ev, d, args):
    if len(args) != 1:
        return None
    return functions.quantile(ev, d, args[0])      # a List of q is one vectorised call


def _iqr(ev, d, args):
    qs = _quartiles(ev, d)
    return None if qs is None else ev.call("Simplify", ev.evaluate(_plus(qs[2], _minus(qs[0]))))


def _quartile_deviation(ev, d, args):
    r = _iqr(ev, d, args)
    return None if r is None else ev.evaluate(_times(make_rational(1, 2), r))


def _quartile_skewness(ev, d, args):
    qs = _quartiles(ev, d)
    if qs is None:
        return None
    q1, q2, q3 = qs
    num = ev.call("Simplify", ev.evaluate(_plus(q1, _times(Integer(-2), q2), q3)))
    den = ev.call("Simplify", ev.evaluate(_plus(q3, _minus(q1))))
    return ev.evaluate(_times(num, Expression(S.Power, (den, Integer(-1)))))


def _covariance(ev, d, args):
    if d.dim == 1:
        return None
    m = d.formula("covariance")
    if m is None:
        return None
    m = ev.evaluate(m)
    if len(args) == 2 and all(type(a) is Integer for a in args):
        i, j = args[0].value, args[1].value
        if 1 <= i <= d.dim and 1 <= j <= d.dim:
            return m.args[i - 1].args[j - 1]
        return None
    return m if not args else None


def _correlation(ev, d, args):
    c = _covariance(ev, d, ())
    if c is None or args:
        return None
    k = d.dim
    rows = []
    for i in range(k):
        row = []
        for j in range(k):
            den = Expression(S.Power, (_times(c.args[i].args[i], c.args[j].args[j]),
                                       make_rational(-1, 2)))
            row.append(Integer(1) if i == j else _times(c.args[i].args[j], den))
        rows.append(Expression(S.List, tuple(row)))
    return ev.evaluate(Expression(S.List, tuple(rows)))


def _standard_deviation(ev, d, args):
    v = moments.variance(ev, d)
    if v is None:
        return None
    if _list(v):
        return Expression(S.List, tuple(moments.sqrt_positive(ev, a) for a in v.args))
    return moments.sqrt_positive(ev, v)


def _order(fn):
    def call(ev, d, args):
        if len(args) != 1:
            return None
        return fn(ev, d, args[0])
    return call


def _plain(fn):
    def call(ev, d, args):
        return None if args else fn(ev, d)
    return call


HANDLERS = {
    "Mean": _plain(moments.mean),
    "Median": _plain(functions.median),
    "Variance": _plain(moments.variance),
    "StandardDeviation": _standard_deviation,
    "Skewness": _plain(moments.skewness),
    "Kurtosis": _plain(moments.kurtosis),
    "Moment": _order(moments.moment),
    "CentralMoment": _order(moments.central_moment),
    "FactorialMoment": _order(moments.factorial_moment),
    "Cumulant": _order(moments.cumulant),
    "Quantile": _quantile,
    "Quartiles": lambda ev, d, args: (None if args else (
        lambda qs: None if qs is None else Expression(S.List, tuple(qs)))(_quartiles(ev, d))),
    "InterquartileRange": _iqr,
    "QuartileDeviation": _quartile_deviation,
    "QuartileSkewness": _quartile_skewness,
    "Covariance": _covariance,
    "Correlation": _correlation,
}


def of_distribution(ev, expr):
    """The value of ``Name[dist, ...]`` (None: stays unevaluated), or NOT_A_DISTRIBUTION
    when the first argument is not a distribution expression."""
    if not expr.args or not is_distribution_head(expr.args[0]):
        return NOT_A_DISTRIBUTION
    d = parse(ev, expr.args[0])
    if d is None:
        return None
    fn = HANDLERS.get(expr.head.name)
    if fn is None:
        return None
    return fn(ev, d, expr.args[1:])
