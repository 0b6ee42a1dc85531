"""TemporalData: paths of values at times, as RandomFunction returns them.

The evaluated form is ``TemporalData[{{v11, v12, ...}, ...}, {{t11, t12, ...}, ...}]``: one
list of values and one of times per path (itself a valid input).  The other inputs become it:
``TemporalData[{v1, ...}, {t1, ...}]``, ``TemporalData[{{t1, v1}, ...}]``, a list of such
paths, ``TemporalData[{v1, ...}, {tmin}]`` and ``TemporalData[{v1, ...}, {{tmin, tmax,
dt}}]``.  ``td["prop"]`` gives a property, ``td[t]`` the value at time t (linear
interpolation; integer-valued paths hold their value until the next time, as counting
processes do), and ``Mean``, ``Median``, ``Variance`` and ``StandardDeviation`` of several
paths are the TemporalData of the statistic across the paths at each time (of one path: the
statistic of its values).  OutputForm: ``TemporalData[<<Time: 0 to 10, Data points: 11,
Paths: 1>>]``."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.expr import Expression, Integer, Real, S, String, Symbol
from mathilda.core.packed import from_numpy, to_numpy
from mathilda.builtins.probability.time_series import RULES as SERIES_RULES
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

PROPERTIES = ("Components", "FirstTime", "FirstValue", "LastTime", "LastValue", "Path", "PathCount",
              "PathLength", "PathLengths", "Paths", "Properties", "SliceData",
              "SliceDistribution", "Times", "ValueDimensions", "Values")
STATISTICS = ("Mean", "Median", "Variance", "StandardDeviation")
MESSAGES = {"nprop": "`1` is not a known property of TemporalData.",
            "tdata": "The argument `1` is not a valid specification of temporal data."}


def _vec(ev, x):
    import numpy as np
    if not is_list(x):
        return None
    a = to_numpy(x)
    if a is None and x.args:
        a = to_numpy(ev.call("N", x))
    if a is None or a.ndim != 1 or a.dtype.kind not in "if":
        return None
    return a if a.dtype.kind == "i" else np.asarray(a, dtype=float)


def _pairs(ev, x):
    """(values, times) of a path given as {{t1, v1}, ...}, or None."""
    if not is_list(x) or not x.args:
        return None
    a = to_numpy(x)
    if a is None:
        a = to_numpy(ev.call("N", x))
    if a is None or a.ndim != 2 or a.shape[1] != 2 or a.dtype.kind not in "if":
        return None
    return a[:, 1], a[:, 0]


def _step_rule():
    """ResamplingMethod -> {"Interpolation", InterpolationOrder -> 0}: hold each value until
    the next time (the paths of counting and discrete-time processes)."""
    return Expression(S.Rule, (S.ResamplingMethod, make_list((
        String("Interpolation"), Expression(S.Rule, (S.InterpolationOrder, Integer(0)))))))


def order(td):
    """The interpolation order of the evaluated form: 0 with the step rule, else 1."""
    return 0 if len(td.args) == 3 and td.args[2] == _step_rule() else 1


def paths(ev, td):
    """[(values, times), ...] of the evaluated form, or None."""
    if len(td.args) not in (2, 3) or not (is_list(td.args[0]) and is_list(td.args[1])):
        return None
    if len(td.args) == 3 and td.args[2] != _step_rule():
        return None
    vs, ts = td.args[:2]
    if len(vs.args) != len(ts.args) or not vs.args:
        return None
    out = []
    for v, t in zip(vs.args, ts.args):
        a, b = _vec(ev, v), _vec(ev, t)
        if a is None or b is None or len(a) != len(b) or not len(a):
            return None
        out.append((a, b))
    return out


def temporal(values, times, step=False):
    """TemporalData of NumPy paths (step: hold each value until the next time)."""
    args = (make_list(from_numpy(v) for v in values), make_list(from_numpy(t) for t in times))
    return Expression(S.TemporalData, args + ((_step_rule(),) if step else ()))


def _normalize(ev, expr):
    """The evaluated form of another input form, or None."""
    import numpy as np
    args = expr.args
    if len(args) == 1:
        combined = _combine(ev, args[0])
        if combined is not None:
            return combined
        one = _pairs(ev, args[0])
        if one is not None:
            return temporal([one[0]], [one[1]])
        if is_list(args[0]) and args[0].args:
            many = [_pairs(ev, p) for p in args[0].args]
            if all(m is not None for m in many):
                return temporal([m[0] for m in many], [m[1] for m in many])
        return None
    if len(args) != 2:
        return None
    vals, tspec = args
    v = _vec(ev, vals)
    if v is None:
        if is_list(vals) and vals.args and all(is_list(a) for a in vals.args):
            t = _vec(ev, tspec)
            vs = [_vec(ev, a) for a in vals.args]
            if t is not None and all(a is not None and len(a) == len(t) for a in vs):
                return temporal(vs, [t] * len(vs))
        return None
    n = len(v)
    t = _vec(ev, tspec)
    if t is not None and len(t) == n and n != 1:
        return temporal([v], [t])
    if t is not None and len(t) == 1:
        return temporal([v], [t[0] + np.arange(n)])
    if is_list(tspec) and len(tspec.args) == 1:
        r = _vec(ev, tspec.args[0])
        if r is not None and len(r) == 3 and r[2] > 0:
            return temporal([v], [r[0] + r[2] * np.arange(n)])
        if r is not None and len(r) == 2 and n > 1:
            return temporal([v], [np.linspace(r[0], r[1], n)])
    return None


def _combine(ev, x):
    """TemporalData[{ts1, ts2, ...}] (TimeSeries, EventSeries or TemporalData objects; also
    one of them alone): one TemporalData of all their paths, or None."""
    from mathilda.algorithms.probability.time_series import is_series
    items = x.args if is_list(x) else (x,)
    if not items or not all(is_series(a) or (isinstance(a, Expression) and
                                             a.head is S.TemporalData) for a in items):
        return None
    vs, ts = [], []
    for a in items:
        ps = paths(ev, a) if not is_series(a) else None
        if ps is None and is_series(a):
            v, t = _vec(ev, ev.call(a, String("Values"))), _vec(ev, ev.call(a, String("Times")))
            ps = None if v is None or t is None else [(v, t)]
        if ps is None:
            return None
        vs.extend(p[0] for p in ps)
        ts.extend(p[1] for p in ps)
    return temporal(vs, ts)


@builtin("TemporalData", attributes=("Protected", "ReadProtected"), messages=MESSAGES,
         rules=["TemporalData /: %s[td_TemporalData] := td[%s]" % (f, f) for f in STATISTICS]
         + ["TemporalData /: Normal[td_TemporalData] := If[td[\"PathCount\"] == 1, "
            "td[\"Path\"], td[\"Paths\"]]",
            "TemporalData /: ListPlot[td_TemporalData, opts___] := ListPlot[td[\"Paths\"], "
            "opts]",
            "TemporalData /: ListLinePlot[td_TemporalData, opts___] := "
            "ListLinePlot[td[\"Paths\"], opts]"] + SERIES_RULES,
         usage="TemporalData[{v1, v2, ...}, {t1, t2, ...}] represents temporal data given as "
               "values vi at times ti. TemporalData[{{t1, v1}, {t2, v2}, ...}] takes "
               "time-value pairs; TemporalData[{{v11, ...}, {v21, ...}}, {{t11, ...}, {t21, "
               "...}}] several paths; TemporalData[{v1, ...}, {tmin}] and TemporalData[{v1, "
               "...}, {{tmin, tmax, dt}}] regularly spaced times. td[\"Values\"], "
               "td[\"Times\"], td[\"Paths\"], td[\"PathCount\"], td[\"SliceData\", t], ... "
               "give properties, td[t] the value at time t; Mean[td] the mean over the paths; "
               "Normal[td] the path (the paths) as time-value pairs; ListPlot and ListLinePlot "
               "plot the paths.",
         examples=[("TemporalData[{1, 4, 2}, {0, 1, 2}]",
                    "TemporalData[<<Time: 0 to 2, Data points: 3, Paths: 1>>]"),
                   ("TemporalData[{{0, 1}, {1, 4}, {2, 2}}][\"Values\"]", "{1, 4, 2}"),
                   ("TemporalData[{1, 4, 2}, {0, 1, 2}][0.5]", "2.5"),
                   ("Mean[TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}]][\"Values\"]",
                    "{2, 3, 5}"),
                   ("TemporalData[{{1, 2, 3}, {3, 4, 7}}, {0, 1, 2}][\"SliceData\", 2]",
                    "{3, 7}")])
def temporal_data(ev, expr):
    from mathilda.algorithms.probability.time_series import is_series, parse_series
    if is_series(expr):
        if parse_series(expr) is not None:
            return None
        ev.message("TemporalData", "tdata", expr.args[0])
        return None
    if paths(ev, expr) is not None:
        return None
    out = _normalize(ev, expr)
    if out is None:
        ev.message("TemporalData", "tdata", expr.args[0] if expr.args else expr)
    return out


def _at(v, t, x, k=1):
    """The value of the path (v at times t) at time x, interpolated with order k."""
    import numpy as np
    i = int(np.searchsorted(t, x, side="left"))
    if i < len(t) and t[i] == x:
        return v[i]
    if k == 0:
        return v[max(int(np.searchsorted(t, x, side="right")) - 1, 0)]
    return float(np.interp(x, t, v))


def _num(x):
    return Integer(int(x)) if hasattr(x, "dtype") and x.dtype.kind == "i" or \
        isinstance(x, int) else Real(float(x))


def _statistic(ev, name, ps, k):
    import numpy as np
    if len(ps) == 1:
        return ev.call(name, from_numpy(ps[0][0]))
    ts = ps[0][1]
    if all(len(t) == len(ts) and np.array_equal(t, ts) for _, t in ps):
        grid, rows = ts, [v for v, _ in ps]
    else:
        grid = np.unique(np.concatenate([t for _, t in ps]))
        rows = [np.array([_at(v, t, x, k) for x in grid]) for v, t in ps]
    m = make_list(from_numpy(np.asarray(r)) for r in rows)
    cols = ev.call("Transpose", m)
    vals = ev.evaluate(Expression(S.Map, (S[name], cols)))
    extra = (_step_rule(),) if k == 0 else ()
    return Expression(S.TemporalData, (make_list([vals]), make_list([from_numpy(grid)])) + extra)


def _property(ev, ps, name, rest, k):
    single = len(ps) == 1

    def each(f):
        out = [f(v, t) for v, t in ps]
        return out[0] if single else make_list(out)

    if name == "Properties":
        return make_list(String(p) for p in PROPERTIES)
    if name == "Values":
        return each(lambda v, t: from_numpy(v))
    if name == "Times":
        return each(lambda v, t: from_numpy(t))
    if name == "Paths":
        return make_list(_pairs_of(v, t) for v, t in ps)
    if name == "Path":
        return _pairs_of(*ps[0])
    if name == "PathCount":
        return Integer(len(ps))
    if name == "Components":
        from mathilda.algorithms.probability.time_series import Series, series_expr
        return make_list(series_expr(Series("TimeSeries", [_num(x) for x in v],
                                            [_num(x) for x in t], k)) for v, t in ps)
    if name == "PathLength":
        return each(lambda v, t: Integer(len(v)))
    if name == "PathLengths":
        return make_list(Integer(len(v)) for v, _ in ps)
    if name == "FirstTime":
        return _num(min(t[0] for _, t in ps))
    if name == "LastTime":
        return _num(max(t[-1] for _, t in ps))
    if name == "FirstValue":
        return each(lambda v, t: _num(v[0]))
    if name == "LastValue":
        return each(lambda v, t: _num(v[-1]))
    if name == "ValueDimensions":
        return Integer(1)
    if name in ("SliceData", "SliceDistribution"):
        if len(rest) != 1:
            return None
        x = ev.call("N", rest[0])
        if type(x) not in (Real, Integer):
            return None
        data = make_list(_num(_at(v, t, float(x.value), k)) for v, t in ps)
        return data if name == "SliceData" else ev.call("EmpiricalDistribution", data)
    return None


def _pairs_of(v, t):
    return make_list(make_list((_num(a), _num(b))) for a, b in zip(t, v))


@builtin("TemporalData", sub=True)
def temporal_data_property(ev, expr):
    td = expr.head
    if len(td.args) == 4 and type(td.args[0]) is Symbol:
        from mathilda.builtins.probability.time_series import series_call
        return series_call(ev, td, expr.args)
    ps = paths(ev, td)
    if ps is None or not expr.args:
        return None
    a = expr.args[0]
    if type(a) is String:
        if a.value not in PROPERTIES:
            ev.message("TemporalData", "nprop", a)
            return None
        return _property(ev, ps, a.value, expr.args[1:], order(td))
    if type(a) is Symbol and a.name in STATISTICS and len(expr.args) == 1:
        return _statistic(ev, a.name, ps, order(td))
    if len(expr.args) == 1 and a.is_number:
        x = ev.call("N", a)
        if type(x) not in (Real, Integer):
            return None
        vals = [_num(_at(v, t, float(x.value), order(td))) for v, t in ps]
        return vals[0] if len(vals) == 1 else make_list(vals)
    return None


def _form(x):
    if len(x.args) == 4 and type(x.args[0]) is Symbol:
        from mathilda.builtins.probability.time_series import print_form
        text = print_form(x)
        return None if text is None else Expression(S.HoldForm, (Symbol(text),))
    if len(x.args) not in (2, 3) or not is_list(x.args[0]) or not is_list(x.args[1]):
        return None
    ts = x.args[1].args
    try:
        first = min((t.args[0] for t in ts if is_list(t) and t.args), key=_key)
        last = max((t.args[-1] for t in ts if is_list(t) and t.args), key=_key)
    except (ValueError, TypeError, AttributeError):
        return None
    points = sum(len(t.args) for t in ts)
    text = "Time: %s to %s, Data points: %d, Paths: %d" % (first, last, points, len(ts))
    return Expression(S.HoldForm, (Expression(S.TemporalData, (
        Expression(S.Skeleton, (Symbol(text),)),)),))


def _key(x):
    return float(x.value)


register_form("TemporalData", _form)
