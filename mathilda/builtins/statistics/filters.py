"""Filters over lists: MovingAverage, MovingMedian, ExponentialMovingAverage, Ratios
(ListConvolve and ListCorrelate are in the signal area).

Exact numbers are combined exactly (Fractions), machine reals natively; other elements
(symbols, vectors) are written as expressions for the evaluator.
"""

import math

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.build import divide, plus, times
from mathilda.builtins.statistics.descriptive import median_value, number, values
from mathilda.core.expr import Integer, Real
from mathilda.core.registry import builtin

WINDOW = ("The window specification `1` should be a positive integer or a non-empty list of "
          "weights, no longer than the list `2`.")


def _window(ev, name, expr, weights_ok=True):
    """(list expr, r, weights or None) or None after a message."""
    x, spec = expr.args
    if not is_list(x):
        ev.message(name, "list", expr, Integer(1))
        return None
    n = len(x.args)
    if type(spec) is Integer and 1 <= spec.value <= n:
        return x, spec.value, None
    if weights_ok and is_list(spec) and 1 <= len(spec.args) <= n:
        return x, len(spec.args), list(spec.args)
    ev.message(name, "wind", spec, x)
    return None


@builtin("MovingAverage", nargs=2, messages={"wind": WINDOW},
         usage="MovingAverage[list, r] gives the averages of the runs of r consecutive "
               "elements of list (n - r + 1 of them). MovingAverage[list, {w1, ..., wr}] "
               "gives the averages weighted by the wi.",
         examples=[("MovingAverage[{1, 2, 3, 4, 5}, 2]", "{3/2, 5/2, 7/2, 9/2}"),
                   ("MovingAverage[{a, b, c}, 2]", "{(a + b)/2, (b + c)/2}"),
                   ("MovingAverage[{1., 2., 4., 8.}, 3]", "{2.33333, 4.66667}"),
                   ("MovingAverage[{1, 2, 3, 4}, {1, 2}]", "{5/3, 8/3, 11/3}"),
                   ("MovingAverage[{1, 2}, 3]", "MovingAverage[{1, 2}, 3]",
                    ["MovingAverage::wind: The window specification 3 should be a positive "
                     "integer or a non-empty list of weights, no longer than the list {1, "
                     "2}."])])
def moving_average(ev, expr):
    w = _window(ev, "MovingAverage", expr)
    if w is None:
        return None
    x, r, weights = w
    items = x.args
    n = len(items)
    vals = values(items)
    wv = values(weights) if weights is not None else None
    if vals is not None and (weights is None or wv is not None):
        if weights is None:
            if vals and type(vals[0]) is float:
                return make_list(Real(math.fsum(vals[i:i + r]) / r)
                                 for i in range(n - r + 1))
            total = sum(vals[:r])
            out = [total]
            for i in range(r, n):
                total += vals[i] - vals[i - r]
                out.append(total)
            return make_list(number(t / r) for t in out)
        if type(vals[0]) is float or any(type(v) is float for v in wv):
            vals, wv = [float(v) for v in vals], [float(v) for v in wv]
            s = math.fsum(wv)
            if s != 0:
                return make_list(Real(math.fsum(a * b for a, b in zip(wv, vals[i:i + r])) / s)
                                 for i in range(n - r + 1))
        else:
            s = sum(wv)
            if s != 0:
                return make_list(number(sum(a * b for a, b in zip(wv, vals[i:i + r])) / s)
                                 for i in range(n - r + 1))
    if weights is None:
        return make_list(ev.evaluate(divide(plus(*items[i:i + r]), Integer(r)))
                         for i in range(n - r + 1))
    total = plus(*weights)
    return make_list(ev.evaluate(divide(plus(*[times(a, b) for a, b in
                                               zip(weights, items[i:i + r])]), total))
                     for i in range(n - r + 1))


@builtin("MovingMedian", nargs=2, messages={"wind": WINDOW},
         usage="MovingMedian[list, r] gives the medians of the runs of r consecutive "
               "elements of list (real numbers).",
         examples=[("MovingMedian[{1, 5, 2, 8, 3}, 3]", "{2, 5, 3}"),
                   ("MovingMedian[{1, 2, 4, 7}, 2]", "{3/2, 3, 11/2}"),
                   ("MovingMedian[{1., 9., 2., 3.}, 3]", "{2., 3.}")])
def moving_median(ev, expr):
    w = _window(ev, "MovingMedian", expr, weights_ok=False)
    if w is None:
        return None
    x, r, _ = w
    vals = values(x.args)
    if vals is None:
        return None
    return make_list(number(median_value(vals[i:i + r])) for i in range(len(vals) - r + 1))


# --- Ratios ------------------------------------------------------------------------------------

@builtin("Ratios", nargs=(1, 2),
         usage="Ratios[list] gives the successive ratios of the elements of list: {b/a, c/b, "
               "...}. Ratios[list, n] gives the nth iterated ratios.",
         examples=[("Ratios[{1, 2, 4, 8}]", "{2, 2, 2}"),
                   ("Ratios[{a, b, c}]", "{b/a, c/b}"),
                   ("Ratios[{1, 2, 6, 24}, 2]", "{3/2, 4/3}"),
                   ("Ratios[{2., 3.}]", "{1.5}")])
def ratios(ev, expr):
    x = expr.args[0]
    if not is_list(x):
        ev.message("Ratios", "list", expr, Integer(1))
        return None
    k = 1
    if len(expr.args) == 2:
        s = expr.args[1]
        if type(s) is not Integer or s.value < 0:
            ev.message("Ratios", "intnn", expr, Integer(2))
            return None
        k = s.value
    items = list(x.args)
    for _ in range(k):
        if len(items) < 2:
            items = []
            break
        items = [ev.evaluate(divide(b, a)) for a, b in zip(items, items[1:])]
    return make_list(items)



@builtin("ExponentialMovingAverage", nargs=2,
         messages={"alph": "The smoothing constant `1` should be a number between 0 and 1 or "
                           "a symbol."},
         usage="ExponentialMovingAverage[list, a] gives the exponential moving average of list "
               "with smoothing constant a: y1 = x1 and yk = y(k-1) + a (xk - y(k-1)). The "
               "elements may be numbers, symbols or vectors (averaged elementwise).",
         examples=[("ExponentialMovingAverage[{1, 2, 3, 4}, 1/2]", "{1, 3/2, 9/4, 25/8}"),
                   ("ExponentialMovingAverage[{a, b, c}, α]",
                    "{a, a + (-a + b) α, a + (-a + b) α + α (-a + c - (-a + b) α)}"),
                   ("ExponentialMovingAverage[{1., 5., 2.}, 0.25]", "{1., 2., 2.}"),
                   ("ExponentialMovingAverage[{{1, 2}, {3, 6}}, 1/2]", "{{1, 2}, {2, 4}}"),
                   ("ExponentialMovingAverage[{1, 2}, 3/2]",
                    "ExponentialMovingAverage[{1, 2}, 3/2]",
                    ["ExponentialMovingAverage::alph: The smoothing constant 3/2 should be a "
                     "number between 0 and 1 or a symbol."])])
def exponential_moving_average(ev, expr):
    x, a = expr.args
    if not is_list(x):
        ev.message("ExponentialMovingAverage", "list", expr, Integer(1))
        return None
    if not x.args:
        return x
    av = values([a]) if a.is_number else None
    if a.is_number and (av is None or not 0 <= av[0] <= 1):
        ev.message("ExponentialMovingAverage", "alph", a)
        return None
    vals = values(x.args) if av is not None else None
    if vals is not None:
        alpha = av[0]
        if type(alpha) is float or type(vals[0]) is float:
            alpha, vals = float(alpha), [float(v) for v in vals]
        y = vals[0]
        out = [y]
        for v in vals[1:]:
            y = y + alpha * (v - y)
            out.append(y)
        return make_list(number(v) for v in out)
    y = x.args[0]
    out = [y]
    for v in x.args[1:]:
        y = ev.evaluate(plus(y, times(a, plus(v, times(Integer(-1), y)))))
        out.append(y)
    return make_list(out)
