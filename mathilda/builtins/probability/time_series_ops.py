"""The TimeSeries* family: TimeSeriesMap, TimeSeriesMapThread, TimeSeriesThread,
TimeSeriesWindow, TimeSeriesShift, TimeSeriesRescale, TimeSeriesResample, TimeSeriesAggregate
and TimeSeriesInsert.

Each takes a TimeSeries or EventSeries (the result is of the same kind), a TemporalData
(applied path by path) or a list of time-value pairs (the result is such a list)."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.probability.time_series import (
    Series, number_of, parse_series, series_expr, values_at)
from mathilda.builtins.probability.time_series import (
    MESSAGES, _calendar_step, common_times, date_step, make_series, path_of, time_number)
from mathilda.core.expr import Expression, Integer, S, String
from mathilda.core.registry import builtin

TS = "TimeSeries[{{0, 1}, {1, 4}, {2, 9}, {3, 16}}]"


def _paths_of(ev, x):
    """(list of Series, rebuild(list of Series) -> Expr) of a series argument, or None."""
    s = parse_series(x)
    if s is not None:
        return [s], lambda ss: series_expr(ss[0])
    if isinstance(x, Expression) and x.head is S.TemporalData:
        from mathilda.builtins.probability.temporal_data import order, paths
        ps = paths(ev, x)
        if ps is None:
            return None
        k = order(x)
        tds = [ev.evaluate(Expression(x, (String("Paths"),)))]
        out = []
        for p in tds[0].args:
            out.append(make_series(ev, "TimeSeries", [q.args[1] for q in p.args],
                                   [q.args[0] for q in p.args], k))
        extra = x.args[2:]

        def rebuild(ss):
            return Expression(S.TemporalData, (make_list(make_list(s.values) for s in ss),
                                               make_list(make_list(s.times) for s in ss))
                              + extra)
        return out, rebuild
    if is_list(x) and x.args and all(is_list(p) and len(p.args) == 2 for p in x.args):
        s = make_series(ev, "TimeSeries", [p.args[1] for p in x.args],
                        [p.args[0] for p in x.args])
        if s is None:
            return None
        return [s], lambda ss: path_of(ss[0])
    return None


def _apply(ev, name, x, fn):
    """fn(Series) -> Series on every path of x (None from fn: no result)."""
    got = _paths_of(ev, x)
    if got is None:
        ev.message(name, "tdata", x)
        return None
    ss, rebuild = got
    out = [fn(s) for s in ss]
    if any(o is None for o in out):
        return None
    return rebuild(out)


def _values(ev, f, s, with_times):
    if with_times:
        return [ev.evaluate(Expression(f, (t, v))) for t, v in zip(s.times, s.values)]
    return [ev.evaluate(Expression(f, (v,))) for v in s.values]


@builtin("TimeSeriesMap", nargs=2, messages=MESSAGES,
         usage="TimeSeriesMap[f, tseries] applies f to the values of tseries (a TimeSeries, "
               "EventSeries, TemporalData or list of time-value pairs).",
         examples=[("TimeSeriesMap[f, {{1, a}, {2, b}}]", "{{1, f[a]}, {2, f[b]}}"),
                   ("Normal[TimeSeriesMap[Sqrt, %s]]" % TS,
                    "{{0, 1}, {1, 2}, {2, 3}, {3, 4}}")])
def time_series_map(ev, expr):
    f, x = expr.args
    return _apply(ev, "TimeSeriesMap", x, lambda s: s.like(_values(ev, f, s, False)))


@builtin("TimeSeriesMapThread", nargs=2, messages=MESSAGES,
         usage="TimeSeriesMapThread[f, tseries] replaces each value v at time t of tseries "
               "with f[t, v].",
         examples=[("TimeSeriesMapThread[f, {{1, a}, {2, b}}]",
                    "{{1, f[1, a]}, {2, f[2, b]}}"),
                   ("Normal[TimeSeriesMapThread[#2 - #1 &, %s]]" % TS,
                    "{{0, 1}, {1, 3}, {2, 7}, {3, 13}}")])
def time_series_map_thread(ev, expr):
    f, x = expr.args
    return _apply(ev, "TimeSeriesMapThread", x, lambda s: s.like(_values(ev, f, s, True)))


@builtin("TimeSeriesThread", nargs=2, messages=MESSAGES,
         options={"ResamplingMethod": "Automatic"},
         usage="TimeSeriesThread[f, {tseries1, tseries2, ...}] combines the series with f: at "
               "each time of the union of their times (within the times they share), f is "
               "applied to the list of their values, each series interpolated as it "
               "interpolates.",
         examples=[("TimeSeriesThread[f, {{{1, a}, {2, b}}, {{1, c}, {2, d}}}]",
                    "{{1, f[{a, c}]}, {2, f[{b, d}]}}"),
                   ("Normal[TimeSeriesThread[Total, {TimeSeries[{{0, 1}, {2, 3}}], "
                    "TimeSeries[{{1, 10}, {2, 20}}]}]]", "{{1, 12}, {2, 23}}")])
def time_series_thread(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) != 2:
        return None
    f, xs = pos
    if isinstance(xs, Expression) and xs.head is S.TemporalData and parse_series(xs) is None:
        got = _paths_of(ev, xs)
        if got is None:
            return None
        items = [(s, lambda ss: series_expr(ss[0])) for s in got[0]]
    elif is_list(xs) and xs.args:
        items = []
        for x in xs.args:
            got = _paths_of(ev, x)
            if got is None or len(got[0]) != 1:
                ev.message("TimeSeriesThread", "tdata", x)
                return None
            items.append((got[0][0], got[1]))
    else:
        ev.message("TimeSeriesThread", "tdata", xs)
        return None
    series = [s for s, _ in items]
    times = common_times(series)
    if times is None:
        return None
    cols = [values_at(ev, s, times) for s in series]
    rows = [ev.evaluate(Expression(f, (make_list(c[k] for c in cols),)))
            for k in range(len(times))]
    kind = "EventSeries" if all(s.kind == "EventSeries" for s in series) else "TimeSeries"
    return items[0][1]([series[0].like(rows, times, kind)])


def _time(ev, t):
    r = time_number(ev, t)
    if r is None:
        n = ev.call("N", t)
        return n if number_of(n) is not None else None
    return r[0]


def _window(s, lo, hi):
    keep = [i for i, t in enumerate(s.times)
            if (lo is None or number_of(t) >= lo) and (hi is None or number_of(t) <= hi)]
    if not keep:
        return None
    return s.like([s.values[i] for i in keep], [s.times[i] for i in keep])


def _bound(ev, b):
    if b in (S.All, S.Automatic) or (isinstance(b, Expression) and b.head is S.DirectedInfinity):
        return None, True
    t = _time(ev, b)
    return (None, False) if t is None else (number_of(t), True)


@builtin("TimeSeriesWindow", nargs=2, messages=MESSAGES,
         usage="TimeSeriesWindow[tseries, {tmin, tmax}] gives the part of tseries from time "
               "tmin to time tmax (both included; times may be dates, All for no bound).",
         examples=[("Normal[TimeSeriesWindow[%s, {1, 2}]]" % TS, "{{1, 4}, {2, 9}}"),
                   ("TimeSeriesWindow[{{1, a}, {2, b}, {3, c}}, {2, All}]",
                    "{{2, b}, {3, c}}")])
def time_series_window(ev, expr):
    x, w = expr.args
    if not (is_list(w) and len(w.args) == 2):
        return None
    (lo, ok1), (hi, ok2) = _bound(ev, w.args[0]), _bound(ev, w.args[1])
    if not (ok1 and ok2):
        return None
    return _apply(ev, "TimeSeriesWindow", x, lambda s: _window(s, lo, hi))


def _shifted(ev, s, dt):
    step = _calendar_step(dt)
    if step is not None and s.dates:
        times = [date_step(ev, t, step[0], step[1]) for t in s.times]
    elif number_of(dt) is not None or dt.is_number:
        times = [ev.call("Plus", t, dt) for t in s.times]
    else:
        return None
    return s.like(s.values, times)


@builtin("TimeSeriesShift", nargs=(1, 2), messages=MESSAGES,
         usage="TimeSeriesShift[tseries, dt] shifts the times of tseries by dt (a number, or "
               "a calendar step such as \"Day\" or Quantity[2, \"Weeks\"] for dates); "
               "TimeSeriesShift[tseries] shifts by the smallest time increment.",
         examples=[("TimeSeriesShift[{{1, a}, {2, b}}, 10]", "{{11, a}, {12, b}}"),
                   ("TimeSeriesShift[%s][\"Times\"]" % TS, "{1, 2, 3, 4}")])
def time_series_shift(ev, expr):
    x = expr.args[0]
    if len(expr.args) == 2:
        dt = expr.args[1]
        return _apply(ev, "TimeSeriesShift", x, lambda s: _shifted(ev, s, dt))

    def by_increment(s):
        if len(s.times) < 2:
            return s
        return _shifted(ev, s, ev.call("Min", ev.call("Differences", make_list(s.times))))
    return _apply(ev, "TimeSeriesShift", x, by_increment)


@builtin("TimeSeriesRescale", nargs=2, messages=MESSAGES,
         usage="TimeSeriesRescale[tseries, {tmin, tmax}] rescales the times of tseries "
               "linearly so that they run from tmin to tmax.",
         examples=[("TimeSeriesRescale[{{1, a}, {2, b}, {5, c}}, {0, 1}]",
                    "{{0, a}, {1/4, b}, {1, c}}")])
def time_series_rescale(ev, expr):
    x, w = expr.args
    if not (is_list(w) and len(w.args) == 2):
        return None
    a, b = (_time(ev, t) for t in w.args)
    if a is None or b is None:
        return None

    def rescale(s):
        t0, t1 = s.times[0], s.times[-1]
        if len(s.times) == 1 or number_of(t0) == number_of(t1):
            return s.like(s.values, [a])
        k = ev.call("Divide", ev.call("Subtract", b, a), ev.call("Subtract", t1, t0))
        return s.like(s.values, [ev.call("Plus", a, ev.call("Times", k, ev.call(
            "Subtract", t, t0))) for t in s.times])
    return _apply(ev, "TimeSeriesRescale", x, rescale)


def _grid(ev, s, spec):
    """The times a resampling specification gives for the series, or None."""
    t0, t1 = s.times[0], s.times[-1]
    if spec is None:
        if len(s.times) < 2:
            return list(s.times)
        spec = ev.call("Min", ev.call("Differences", make_list(s.times)))
    if is_list(spec) and len(spec.args) == 1 and is_list(spec.args[0]):
        ts = [_time(ev, t) for t in spec.args[0].args]
        return None if any(t is None for t in ts) else ts
    if is_list(spec) and len(spec.args) == 3:
        t0, t1 = _time(ev, spec.args[0]), _time(ev, spec.args[1])
        spec = spec.args[2]
        if t0 is None or t1 is None:
            return None
    step = _calendar_step(spec)
    if step is not None and s.dates:
        out, k = [], 0
        while True:
            t = date_step(ev, t0, k * step[0], step[1])
            if number_of(t) > number_of(t1) or not ev.check_size(len(out) + 1,
                                                                  "TimeSeriesResample"):
                return out
            out.append(t)
            k += 1
    d = number_of(spec)
    if d is None or d <= 0:
        return None
    n = int((number_of(t1) - number_of(t0)) / d + 1e-9) + 1
    if not ev.check_size(n, "TimeSeriesResample"):
        return None
    return [ev.call("Plus", t0, ev.call("Times", Integer(k), spec)) for k in range(n)]


@builtin("TimeSeriesResample", nargs=(1, 2), messages=MESSAGES,
         options={"ResamplingMethod": "Automatic"},
         usage="TimeSeriesResample[tseries] resamples tseries at uniformly spaced times, the "
               "smallest time increment apart; TimeSeriesResample[tseries, dt] at steps dt "
               "from its first time, TimeSeriesResample[tseries, {tmin, tmax, dt}] from tmin "
               "to tmax, TimeSeriesResample[tseries, {{t1, t2, ...}}] at the ti.",
         examples=[("Normal[TimeSeriesResample[TimeSeries[{{0, 0}, {1, 2}, {3, 6}}]]]",
                    "{{0, 0}, {1, 2}, {2, 4}, {3, 6}}"),
                   ("Normal[TimeSeriesResample[%s, 3/2]]" % TS,
                    "{{0, 1}, {3/2, 13/2}, {3, 16}}")])
def time_series_resample(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    spec = pos[1] if len(pos) == 2 else None
    method = opts.get("ResamplingMethod")
    from mathilda.algorithms.probability.time_series import resampling_order

    def resample(s):
        times = _grid(ev, s, spec)
        if times is None:
            return None
        k = None if method in (None, S.Automatic) else resampling_order(method)
        src = s if k is None else Series("TimeSeries", s.values, s.times, k, s.dates)
        return s.like(values_at(ev, src, times), times)
    return _apply(ev, "TimeSeriesResample", pos[0], resample)


@builtin("TimeSeriesAggregate", nargs=(2, 3), messages=MESSAGES,
         usage="TimeSeriesAggregate[tseries, dt] gives the mean of the values of tseries in "
               "consecutive windows of width dt (each window's values at its start time, "
               "from the first time; empty windows are left out); "
               "TimeSeriesAggregate[tseries, dt, f] applies f to the list of each window's "
               "values instead. For dates dt may be a calendar step (\"Month\").",
         examples=[("Normal[TimeSeriesAggregate[%s, 2]]" % TS, "{{0, 5/2}, {2, 25/2}}"),
                   ("TimeSeriesAggregate[{{0, a}, {1, b}, {3, c}}, 2, f]",
                    "{{0, f[{a, b}]}, {2, f[{c}]}}")])
def time_series_aggregate(ev, expr):
    x, spec = expr.args[:2]
    f = expr.args[2] if len(expr.args) == 3 else S.Mean

    def aggregate(s):
        starts = None if is_list(spec) else _grid(ev, s, spec)
        if not starts:
            return None
        edges = [number_of(t) for t in starts]
        groups = {}
        for t, v in zip(s.times, s.values):
            tv = number_of(t)
            i = max(j for j, e in enumerate(edges) if e <= tv) if tv >= edges[0] else None
            if i is not None:
                groups.setdefault(i, []).append(v)
        keys = sorted(groups)
        vals = [ev.evaluate(Expression(f, (make_list(groups[i]),))) for i in keys]
        return s.like(vals, [starts[i] for i in keys])
    return _apply(ev, "TimeSeriesAggregate", x, aggregate)


@builtin("TimeSeriesInsert", nargs=2, messages=MESSAGES,
         usage="TimeSeriesInsert[tseries, {t, v}] inserts the value v at time t into tseries "
               "(replacing a value at that time); TimeSeriesInsert[tseries, {{t1, v1}, ...}] "
               "inserts several, TimeSeriesInsert[tseries1, tseries2] the values of tseries2.",
         examples=[("TimeSeriesInsert[{{1, a}, {3, c}}, {2, b}]",
                    "{{1, a}, {2, b}, {3, c}}"),
                   ("Normal[TimeSeriesInsert[%s, {{1, 0}, {4, 25}}]]" % TS,
                    "{{0, 1}, {1, 0}, {2, 9}, {3, 16}, {4, 25}}")])
def time_series_insert(ev, expr):
    x, new = expr.args
    other = parse_series(new)
    if other is not None:
        pairs = list(zip(other.times, other.values))
    elif is_list(new) and len(new.args) == 2 and time_number(ev, new.args[0]) is not None:
        pairs = [(new.args[0], new.args[1])]
    elif is_list(new) and all(is_list(p) and len(p.args) == 2 for p in new.args):
        pairs = [(p.args[0], p.args[1]) for p in new.args]
    else:
        ev.message("TimeSeriesInsert", "tdata", new)
        return None

    def insert(s):
        table = {number_of(t): (t, v) for t, v in zip(s.times, s.values)}
        for t, v in pairs:
            r = time_number(ev, t)
            if r is None:
                return None
            table[number_of(r[0])] = (r[0], v)
        keys = sorted(table)
        return s.like([table[k][1] for k in keys], [table[k][0] for k in keys])
    return _apply(ev, "TimeSeriesInsert", x, insert)

