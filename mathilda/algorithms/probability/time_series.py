"""TimeSeries and EventSeries: one path of values at increasing times.

The evaluated form is the Wolfram Language's: a TemporalData whose first argument names the
kind,

    TemporalData[TimeSeries, {{{v1, v2, ...}}, {{t1, t2, ...}}, 1, {"Continuous", 1},
                 {"Discrete", 1}, d, {ResamplingMethod -> {"Interpolation",
                 InterpolationOrder -> 1}, ValueDimensions -> d}}, dates, version]

(``EventSeries``: time kind ``{"Discrete", 1}`` and ``ResamplingMethod -> None``); the times
are always stored explicitly (numbers: AbsoluteTime seconds when ``dates`` is True).
``Series`` is the parsed form; ``series_expr`` builds the expression back.  Values are
expressions (numbers, symbols, vectors); arithmetic on them goes through the evaluator, so
exact values stay exact.
"""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.expr import (FALSE, TRUE, Expression, Integer, Rational, Real, S, String,
                                Symbol)

__all__ = ["Series", "parse_series", "series_expr", "is_series", "value_at", "times_of_spec",
           "number_of", "missing", "KINDS", "values_at"]

KINDS = ("TimeSeries", "EventSeries")
VERSION = Real(13.3)


def missing():
    return Expression(S.Missing, ())


class Series:
    """One path: ``values`` and ``times`` (tuples of Exprs, times numbers in increasing
    order), ``kind`` ("TimeSeries" or "EventSeries"), ``order`` (the interpolation order of a
    TimeSeries: 1 linear, 0 hold the value until the next time; None for an EventSeries),
    ``dates`` (the times are AbsoluteTime seconds of dates)."""

    __slots__ = ("kind", "values", "times", "order", "dates")

    def __init__(self, kind, values, times, order=1, dates=False):
        self.kind = kind
        self.values = tuple(values)
        self.times = tuple(times)
        self.order = None if kind == "EventSeries" else order
        self.dates = dates

    def like(self, values, times=None, kind=None):
        """A series of the same kind, order and dates with other values (and times)."""
        return Series(kind or self.kind, values, self.times if times is None else times,
                      1 if self.order is None else self.order, self.dates)


def _resampling(order):
    if order is None:
        return S["None"]
    return make_list((String("Interpolation"),
                      Expression(S.Rule, (S.InterpolationOrder, Integer(order)))))


def value_dimensions(values):
    """The ValueDimensions of a path: 1 for scalars, n for vectors of length n."""
    v = values[0] if values else None
    if v is not None and is_list(v):
        return Integer(len(v.args))
    return Integer(1)


def series_expr(s):
    """The evaluated TemporalData of a Series."""
    d = value_dimensions(s.values)
    kind = "Discrete" if s.kind == "EventSeries" else "Continuous"
    meta = make_list((Expression(S.Rule, (S.ResamplingMethod, _resampling(s.order))),
                      Expression(S.Rule, (S.ValueDimensions, d))))
    body = make_list((make_list([make_list(s.values)]), make_list([make_list(s.times)]),
                      Integer(1), make_list((String(kind), Integer(1))),
                      make_list((String("Discrete"), Integer(1))), d, meta))
    return Expression(S.TemporalData, (Symbol(s.kind), body, TRUE if s.dates else FALSE,
                                       VERSION))


def is_series(expr):
    """Whether ``expr`` is the TemporalData form of a TimeSeries or EventSeries."""
    return (isinstance(expr, Expression) and expr.head is S.TemporalData and
            len(expr.args) == 4 and type(expr.args[0]) is Symbol and
            expr.args[0].name in KINDS)


def parse_series(expr):
    """The Series of an evaluated TimeSeries/EventSeries expression, or None."""
    if not is_series(expr):
        return None
    kind, body, dates = expr.args[0].name, expr.args[1], expr.args[2]
    if not is_list(body) or len(body.args) != 7:
        return None
    vs, ts, meta = body.args[0], body.args[1], body.args[6]
    if not (is_list(vs) and is_list(ts) and len(vs.args) == 1 and len(ts.args) == 1):
        return None
    values, times = vs.args[0], ts.args[0]
    if not (is_list(values) and is_list(times)) or len(values.args) != len(times.args):
        return None
    order = 1
    if is_list(meta):
        for r in meta.args:
            if (isinstance(r, Expression) and r.head is S.Rule and
                    r.args[0] is S.ResamplingMethod):
                order = _order_of(r.args[1])
    return Series(kind, values.args, times.args, order, dates is TRUE)


def _order_of(method):
    """The interpolation order of a ResamplingMethod setting (1 when not given)."""
    if is_list(method):
        for r in method.args[1:]:
            if (isinstance(r, Expression) and r.head is S.Rule and
                    r.args[0] is S.InterpolationOrder and type(r.args[1]) is Integer):
                return min(max(r.args[1].value, 0), 1)
    return 1


def resampling_order(method):
    """The order of a ResamplingMethod option value: 1, 0, or None when not understood."""
    if method is S.Automatic:
        return 1
    if type(method) is String and method.value == "Interpolation":
        return 1
    if is_list(method) and method.args and method.args[0] == String("Interpolation"):
        return _order_of(method)
    return None


def number_of(x):
    """A Python number of a real number Expr (Integer/Rational/Real), else None."""
    if type(x) is Integer:
        return x.value
    if type(x) is Real:
        return float(x.value)
    if type(x) is Rational:
        return float(x.value)
    return None


def _search(times, x, ev):
    """The index i of the last time <= x (by the evaluator's comparison), -1 if none."""
    nums = [number_of(t) for t in times]
    xv = number_of(x)
    if xv is None:
        xv = number_of(ev.call("N", x))
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] <= xv:
            lo = mid + 1
        else:
            hi = mid
    return lo - 1, xv, nums


def value_at(ev, s, x):
    """The value of the series at time x (a real number Expr): the value at a time stamp;
    between stamps, linear interpolation (order 1) or the value before (order 0) for a
    TimeSeries, Missing[] for an EventSeries; Missing[] outside the time range."""
    i, xv, nums = _search(s.times, x, ev)
    if xv is None or i < 0:
        return missing()
    if nums[i] == xv:
        return s.values[i]
    if i >= len(nums) - 1 or s.order is None:
        return missing()
    if s.order == 0:
        return s.values[i]
    t0, t1 = s.times[i], s.times[i + 1]
    v0, v1 = s.values[i], s.values[i + 1]
    # v0 + (v1 - v0) (x - t0) / (t1 - t0)
    w = ev.call("Divide", ev.call("Subtract", x, t0), ev.call("Subtract", t1, t0))
    return ev.call("Plus", v0, ev.call("Times", w, ev.call("Subtract", v1, v0)))


def values_at(ev, s, xs):
    """[value_at(ev, s, x) for x in xs], with NumPy when the values are machine reals and
    the times real numbers (the same results: interpolation of machine reals)."""
    vals = s.values
    if len(xs) > 8 and all(type(v) is Real and v.prec is None for v in vals):
        import numpy as np
        ts = [number_of(t) for t in s.times]
        ps = [number_of(x) for x in xs]
        if None not in ts and None not in ps:
            t, v, p = (np.asarray(a, dtype=float) for a in (ts, [x.value for x in vals], ps))
            inside = (p >= t[0]) & (p <= t[-1])
            i = np.clip(np.searchsorted(t, p, side="right") - 1, 0, len(t) - 1)
            exact = t[i] == p
            if s.order == 1:
                out = np.interp(p, t, v)
            else:
                out = v[i]
            ok = inside & (exact | (s.order is not None))
            return [Real(float(out[k])) if ok[k] else missing() for k in range(len(p))]
    return [value_at(ev, s, x) for x in xs]


def times_of_spec(ev, n, spec):
    """The n times of a time specification (Automatic, {tmin}, {tmin, tmax},
    {tmin, tmax, dt}, {{t1, ...}}) as Exprs, or None.  Numbers only (dates are converted
    to AbsoluteTime by the caller)."""
    zero, one = Integer(0), Integer(1)
    if spec is S.Automatic:
        return [Integer(k) for k in range(n)]
    if not is_list(spec):
        return None
    a = spec.args
    if len(a) == 1 and is_list(a[0]):
        ts = list(a[0].args)
        return ts if len(ts) == n else None
    if len(a) == 1:
        t0 = zero if a[0] is S.Automatic else a[0]
        return [ev.call("Plus", t0, Integer(k)) for k in range(n)]
    if len(a) == 2:
        t0, t1 = a
        if t0 is S.Automatic:
            t0 = ev.call("Subtract", t1, Integer(n - 1))
        if t1 is S.Automatic:
            t1 = ev.call("Plus", t0, Integer(n - 1))
        if n == 1:
            return [t0]
        dt = ev.call("Divide", ev.call("Subtract", t1, t0), Integer(n - 1))
        return [ev.call("Plus", t0, ev.call("Times", Integer(k), dt)) for k in range(n)]
    if len(a) == 3:
        t0, t1, dt = a
        dt = one if dt is S.Automatic else dt
        if t0 is S.Automatic:
            if t1 is S.Automatic:
                t0 = zero
            else:
                t0 = ev.call("Subtract", t1, ev.call("Times", Integer(n - 1), dt))
        return [ev.call("Plus", t0, ev.call("Times", Integer(k), dt)) for k in range(n)]
    return None
