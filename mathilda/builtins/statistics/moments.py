"""Moment, CentralMoment, FactorialMoment, Cumulant: of data (population moments, exact for
exact data) and of distributions (``algorithms/probability/api.py``)."""

from fractions import Fraction

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.probability.api import NOT_A_DISTRIBUTION, of_distribution
from mathilda.algorithms.statistics import sample_moments as sm
from mathilda.algorithms.build import divide, minus, plus, power, times
from mathilda.builtins.statistics.descriptive import (
    RECTN, by_column, columns, data_arg, number, values,
)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

_ORDER = "The order `1` in `2` should be a non-negative integer or a list of them."


def _order(r):
    return r.value if type(r) is Integer and r.value >= 0 else None


def _symbolic(ev, name, items, r):
    """The moment of symbolic data through the evaluator."""
    n = Integer(len(items))
    m = divide(plus(*items), n)
    if name == "Moment":
        terms = [power(x, r) for x in items]
    elif name == "CentralMoment":
        terms = [power(minus(x, m), r) for x in items]
    elif name == "FactorialMoment":
        terms = [Expression(S.FactorialPower, (x, r)) for x in items]
    else:
        return None
    return ev.evaluate(divide(plus(*terms), n))


_NUMERIC = {"Moment": sm.raw, "CentralMoment": sm.central, "FactorialMoment": sm.factorial,
            "Cumulant": sm.cumulant}


def _one(ev, name, items, r):
    k = _order(r)
    vals = values(items)
    if vals is not None and k is not None:
        if k == 0:
            return Integer(1)
        v = _NUMERIC[name](vals, k)
        return number(Fraction(v) if type(v) is int else v)
    return _symbolic(ev, name, items, r)


def _mixed(ev, name, data, orders):
    """Moment[matrix, {r1, r2, ...}]: the mixed moment of the columns."""
    cols = columns(data)
    if cols is None or len(cols) != len(orders):
        return None
    n = len(data.args)
    if name == "Moment":
        rows = [r.args for r in data.args]
        terms = [times(*[power(x, k) for x, k in zip(row, orders)]) for row in rows]
        return ev.evaluate(divide(plus(*terms), Integer(n)))
    if name == "CentralMoment":
        means = [ev.evaluate(divide(plus(*c.args), Integer(n))) for c in cols]
        rows = [r.args for r in data.args]
        terms = [times(*[power(minus(x, m), k) for x, m, k in zip(row, means, orders)])
                 for row in rows]
        return ev.evaluate(divide(plus(*terms), Integer(n)))
    return None


def _declare(name, usage, examples):
    @builtin(name, nargs=2, messages={"rectn": RECTN, "order": _ORDER}, usage=usage,
             examples=examples)
    def impl(ev, expr, _name=name):
        r = of_distribution(ev, expr)
        if r is not NOT_A_DISTRIBUTION:
            return r
        data = data_arg(ev, _name, expr)
        if data is None:
            return None
        order = expr.args[1]
        if is_list(order):
            return _mixed(ev, _name, data, order.args)
        return by_column(data, lambda items: _one(ev, _name, items, order))

    impl.__name__ = name.lower()
    return impl


_declare("Moment",
         "Moment[list, r] gives the r-th moment of the elements of list with respect to the "
         "origin. Moment[list, {r1, r2, ...}] gives the multivariate moment of a matrix. "
         "Moment[dist, r] gives the r-th moment of the distribution dist.",
         [("Moment[{1, 2, 3, 4}, 2]", "15/2"),
          ("Moment[{a, b}, 2]", "(a^2 + b^2)/2"),
          ("Moment[NormalDistribution[m, s], 3]", "m^3 + 3 m s^2"),
          ("Moment[PoissonDistribution[m], 2]", "m (1 + m)"),
          ("Moment[{{1, 2}, {3, 4}}, {1, 1}]", "7")])
_declare("CentralMoment",
         "CentralMoment[list, r] gives the r-th central moment of the elements of list with "
         "respect to their mean. CentralMoment[dist, r] gives the r-th central moment of the "
         "distribution dist.",
         [("CentralMoment[{1, 2, 3, 4}, 2]", "5/4"),
          ("CentralMoment[{1., 2., 4.}, 3]", "0.740741"),
          ("CentralMoment[NormalDistribution[m, s], 4]", "3 s^4"),
          ("CentralMoment[GammaDistribution[a, b], 3]", "2 a b^3")])
_declare("FactorialMoment",
         "FactorialMoment[list, r] gives the r-th factorial moment of the elements of list. "
         "FactorialMoment[dist, r] gives the r-th factorial moment of the distribution dist.",
         [("FactorialMoment[{1, 2, 3, 4}, 2]", "5"),
          ("FactorialMoment[PoissonDistribution[m], 3]", "m^3"),
          ("FactorialMoment[BinomialDistribution[n, p], 2]", "(-1 + n) n p^2")])
_declare("Cumulant",
         "Cumulant[list, r] gives the r-th cumulant of the elements of list. Cumulant[dist, r] "
         "gives the r-th cumulant of the distribution dist.",
         [("Cumulant[{1, 2, 3, 10}, 3]", "45"),
          ("Cumulant[PoissonDistribution[m], 5]", "m"),
          ("Cumulant[NormalDistribution[m, s], 2]", "s^2")])
