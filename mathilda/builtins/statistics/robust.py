"""Quartile and robust location statistics: QuartileDeviation, QuartileSkewness,
ContraharmonicMean, WinsorizedMean, TrimmedVariance, WinsorizedVariance (QuartileDeviation and QuartileSkewness of a
distribution through ``algorithms/probability/api.py``)."""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.probability.api import NOT_A_DISTRIBUTION, of_distribution
from mathilda.algorithms.build import divide, minus, plus, power, times
from mathilda.builtins.statistics.descriptive import (
    RECTN, TRIM, by_column, data_arg, mean_after_trimming,
)
from mathilda.core.expr import Integer
from mathilda.core.registry import builtin


def _quartiles(ev, items):
    q = ev.call("Quartiles", items if is_list(items) else None)
    return q.args if is_list(q) and len(q.args) == 3 else None


def _list(items):
    from mathilda.algorithms.lists.common import make_list
    return make_list(items)


@builtin("QuartileDeviation", nargs=1, messages={"rectn": RECTN},
         usage="QuartileDeviation[list] gives the quartile deviation or semi-interquartile "
               "range of the elements in list. QuartileDeviation[dist] gives the quartile "
               "deviation of the distribution dist.",
         examples=[("QuartileDeviation[{1, 2, 3, 4, 5}]", "5/4"),
                   ("QuartileDeviation[{1., 3., 4., 6., 10., 12.}]", "3.5"),
                   ("QuartileDeviation[UniformDistribution[{0, 8}]]", "2")])
def quartile_deviation(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "QuartileDeviation", expr)
    if data is None:
        return None

    def one(items):
        q = _quartiles(ev, _list(items))
        return None if q is None else ev.evaluate(times(minus(q[2], q[0]),
                                                        power(Integer(2), Integer(-1))))
    return by_column(data, one)


@builtin("QuartileSkewness", nargs=1, messages={"rectn": RECTN},
         usage="QuartileSkewness[list] gives the coefficient of quartile skewness for the "
               "elements in list: (q1 - 2 q2 + q3)/(q3 - q1) for the quartiles q1, q2, q3. "
               "QuartileSkewness[dist] gives that of the distribution dist.",
         examples=[("QuartileSkewness[{1, 2, 3, 4, 5}]", "0"),
                   ("QuartileSkewness[{1, 2, 3, 10}]", "3/5"),
                   ("QuartileSkewness[ExponentialDistribution[1]]",
                    "Log[4/3]/Log[3]")])
def quartile_skewness(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "QuartileSkewness", expr)
    if data is None:
        return None

    def one(items):
        q = _quartiles(ev, _list(items))
        if q is None:
            return None
        return ev.evaluate(divide(plus(q[0], times(Integer(-2), q[1]), q[2]), minus(q[2], q[0])))
    return by_column(data, one)


@builtin("ContraharmonicMean", nargs=(1, 2), messages={"rectn": RECTN},
         usage="ContraharmonicMean[list] gives the contraharmonic mean of the elements of "
               "list: Total[list^2]/Total[list]. ContraharmonicMean[list, p] gives the "
               "Lehmer mean of order p, Total[list^(p + 1)]/Total[list^p].",
         examples=[("ContraharmonicMean[{1, 2, 3, 4}]", "3"),
                   ("ContraharmonicMean[{a, b}]", "(a^2 + b^2)/(a + b)"),
                   ("ContraharmonicMean[{1, 2, 4}, 2]", "73/21"),
                   ("ContraharmonicMean[{1., 2., 4.}]", "3.")])
def contraharmonic_mean(ev, expr):
    data = data_arg(ev, "ContraharmonicMean", expr)
    if data is None:
        return None
    p = expr.args[1] if len(expr.args) == 2 else Integer(1)

    def one(items):
        num = plus(*[power(x, plus(p, Integer(1))) for x in items])
        den = plus(*[power(x, p) for x in items])
        return ev.evaluate(divide(num, den))
    return by_column(data, one)


@builtin("WinsorizedMean", nargs=(1, 2), messages={"rectn": RECTN, "trim": TRIM},
         usage="WinsorizedMean[list, f] gives the mean of the elements in list after "
               "replacing the fraction f of the smallest elements by the smallest remaining "
               "element and the fraction f of the largest elements by the largest remaining "
               "element. WinsorizedMean[list, {f1, f2}] replaces the fraction f1 at the bottom "
               "and f2 at the top. WinsorizedMean[list] gives the 5% winsorized mean.",
         examples=[("WinsorizedMean[{1, 2, 3, 4, 100}, 1/5]", "3"),
                   ("WinsorizedMean[{1, 2, 3, 4, 5, 6, 7, 8, 9, 100}, {0.1, 0.2}]", "53/10"),
                   ("WinsorizedMean[{-50, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, "
                    "17, 18, 19, 200}]", "10"),
                   ("WinsorizedMean[{1, 2, 3}, 1/2]", "WinsorizedMean[{1, 2, 3}, 1/2]",
                    ["WinsorizedMean::trim: The trimming specification 1/2 should be a number "
                     "or a pair of numbers between 0 and 1 whose sum is less than 1."])])
def winsorized_mean(ev, expr):
    return mean_after_trimming(ev, "WinsorizedMean", expr, _winsorized)


def _winsorized(xs, lo, hi):
    n = len(xs)
    return [xs[lo]] * lo + xs[lo:n - hi] + [xs[n - hi - 1]] * hi


def _trimmed(xs, lo, hi):
    return xs[lo:len(xs) - hi]


def _variance_of(ev):
    def stat(kept):
        if len(kept) < 2:
            return None
        return ev.call("Variance", _list(kept))
    return stat


@builtin("TrimmedVariance", nargs=(1, 2), messages={"rectn": RECTN, "trim": TRIM},
         usage="TrimmedVariance[list, f] gives the variance of the elements in list after "
               "dropping a fraction f of the smallest and of the largest elements (Floor[f n] "
               "of each). TrimmedVariance[list, {f1, f2}] drops f1 at the bottom and f2 at the "
               "top; TrimmedVariance[list] is TrimmedVariance[list, 0.05]. A matrix gives the "
               "trimmed variance of each column.",
         examples=[("TrimmedVariance[{1, 2, 3, 4, 100}, 1/5]", "1"),
                   ("TrimmedVariance[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {0.1, 0.3}]", "7/2"),
                   ("TrimmedVariance[{1., 2., 4., 8.}, 1/4]", "2."),
                   ("TrimmedVariance[Range[40]]", "111"),
                   ("TrimmedVariance[{{1, 10}, {2, 20}, {3, 30}, {4, 40}, {50, 500}}, 1/5]",
                    "{1, 100}"),
                   ("TrimmedVariance[{1, 2, 3}, 1/2]", "TrimmedVariance[{1, 2, 3}, 1/2]",
                    ["TrimmedVariance::trim: The trimming specification 1/2 should be a number "
                     "or a pair of numbers between 0 and 1 whose sum is less than 1."])])
def trimmed_variance(ev, expr):
    return mean_after_trimming(ev, "TrimmedVariance", expr, _trimmed, _variance_of(ev))


@builtin("WinsorizedVariance", nargs=(1, 2), messages={"rectn": RECTN, "trim": TRIM},
         usage="WinsorizedVariance[list, f] gives the variance of the elements in list after "
               "replacing the fraction f of the smallest elements by the smallest remaining "
               "element and the fraction f of the largest by the largest remaining one. "
               "WinsorizedVariance[list, {f1, f2}] replaces f1 at the bottom and f2 at the top; "
               "WinsorizedVariance[list] is WinsorizedVariance[list, 0.05].",
         examples=[("WinsorizedVariance[{1, 2, 3, 4, 100}, 1/5]", "1"),
                   ("WinsorizedVariance[{1, 2, 3, 4, 5, 6, 7, 8, 9, 100}, {0.1, 0.2}]",
                    "541/90"),
                   ("WinsorizedVariance[{1., 2., 4., 8.}, 1/4]", "1.33333")])
def winsorized_variance(ev, expr):
    return mean_after_trimming(ev, "WinsorizedVariance", expr, _winsorized, _variance_of(ev))
