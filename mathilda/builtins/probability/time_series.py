"""TimeSeries and EventSeries: the constructors, the properties ``ts["prop"]``, ``ts[t]``, and
the functions that act on a series through upvalues of TemporalData (Mean, Min, Max, Total,
Length, Accumulate, Differences, Map, arithmetic).

A series is a TemporalData, as in the Wolfram Language (``Head[ts]`` is TemporalData): see
algorithms/probability/time_series.py for the evaluated form.  OutputForm:
``TimeSeries[<<Time: 0 to 2, Data points: 3>>]`` (the summary that TemporalData prints, less
the path count).
"""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.probability.time_series import (
    Series, is_series, missing, number_of, parse_series, resampling_order, series_expr,
    times_of_spec, value_at, values_at)
from mathilda.core.expr import Expression, Integer, Real, S, String, Symbol
from mathilda.core.registry import builtin

MESSAGES = {"tdata": "The argument `1` is not a valid specification of temporal data.",
            "nprop": "`1` is not a known property of `2`."}

PROPERTIES = ("Components", "DateList", "DatePath", "DatePaths", "Dates", "FirstDate",
              "FirstTime", "FirstValue", "LastDate", "LastTime", "LastValue",
              "MinimumTimeIncrement", "Path", "PathComponent", "PathComponents", "PathCount",
              "PathFunction", "PathLength", "PathLengths", "Paths", "Properties",
              "ResamplingMethod", "SliceData", "TimeList", "Times", "ValueDimensions",
              "ValueList", "Values")

SERIES = "td:HoldPattern[TemporalData[TimeSeries | EventSeries, __]]"
ACTING = ("Min", "Max", "Total", "Length", "Accumulate", "Differences")
NUMERIC = ("Plus", "Times", "Power", "Abs", "Sign", "Exp", "Log", "Sin", "Cos", "Tan",
           "Floor", "Ceiling", "Round")
RULES = [    # TemporalData's (registered with it: the symbol is protected after)
"TemporalData /: (h:%s)[%s] := td[h]" % ("|".join(ACTING), SERIES),
         "TemporalData /: Map[f_, %s] := TimeSeriesMap[f, td]" % SERIES,
         "TemporalData /: (h:%s)[a___, %s, b___] := Probability`SeriesArithmetic[h, {a, td, b}]"
         % ("|".join(NUMERIC), SERIES)]


# --- the constructors ----------------------------------------------------------------------

def time_number(ev, t):
    """(number Expr, is_date) of a time: a real number, or a date (DateObject, a date list
    {y, m, d, ...}, a date string) as AbsoluteTime; None if it is neither."""
    if number_of(t) is not None:
        return t, False
    if isinstance(t, Expression) and (t.head is S.DateObject or (
            is_list(t) and _date_list(t))) or type(t) is String:
        a = ev.call("AbsoluteTime", t)
        if number_of(a) is not None:
            return a, True
    return None


def _date_list(x):
    """Whether a list is a date list {y, m, ...} (numbers, an integer year above 31 first)
    rather than a list of times."""
    return (1 <= len(x.args) <= 6 and all(type(a) in (Integer, Real) for a in x.args) and
            type(x.args[0]) is Integer and x.args[0].value > 31)


def date_step(ev, t, k, unit):
    """The AbsoluteTime k calendar units after the AbsoluteTime t (an Integer when whole)."""
    a = ev.call("AbsoluteTime", ev.call("DatePlus", ev.call("DateObject", t),
                                        make_list((Integer(k), String(unit)))))
    if type(a) is Real and float(a.value).is_integer():
        return Integer(int(a.value))
    return a


def _is_pair(ev, p):
    return is_list(p) and len(p.args) == 2 and time_number(ev, p.args[0]) is not None


def make_series(ev, kind, values, times, order=1):
    """The Series of values at times (Exprs: numbers or dates), sorted by time, or None."""
    nums, dates = [], False
    for t in times:
        r = time_number(ev, t)
        if r is None:
            return None
        nums.append(r[0])
        dates = dates or r[1]
    if not values or len(values) != len(nums):
        return None
    keys = [number_of(t) for t in nums]
    idx = sorted(range(len(keys)), key=keys.__getitem__)
    return Series(kind, [values[i] for i in idx], [nums[i] for i in idx], order, dates)


def _spec_times(ev, n, spec):
    """The times of a time specification whose parts may be dates, as Exprs."""
    dates = False
    if is_list(spec) and 1 <= len(spec.args) <= 3 and not (
            len(spec.args) == 1 and is_list(spec.args[0])):
        parts = list(spec.args)
        for i, p in enumerate(parts[:2]):
            if p is S.Automatic:
                continue
            r = time_number(ev, p)
            if r is None:
                return None
            parts[i], dates = r[0], dates or r[1]
        if len(parts) == 3 and parts[2] is not S.Automatic and number_of(parts[2]) is None:
            step = _calendar_step(parts[2])
            if step is None or not dates or parts[0] is S.Automatic:
                return None
            d0 = ev.call("DateObject", parts[0])
            return [ev.call("DatePlus", d0, make_list((Integer(k * step[0]), String(step[1]))))
                    for k in range(n)]
        spec = make_list(parts)
    ts = times_of_spec(ev, n, spec)
    if ts is None:
        return None
    if dates:
        return [ev.call("DateObject", t) for t in ts]
    return ts


UNITS = {"Second": "Second", "Seconds": "Second", "Minute": "Minute", "Minutes": "Minute",
         "Hour": "Hour", "Hours": "Hour", "Day": "Day", "Days": "Day", "Week": "Week",
         "Weeks": "Week", "Month": "Month", "Months": "Month", "Quarter": "Quarter",
         "Quarters": "Quarter", "Year": "Year", "Years": "Year"}


def _calendar_step(dt):
    """(count, calendar unit) of a date step: "Day", Quantity[2, "Weeks"]; or None."""
    if type(dt) is String and dt.value in UNITS:
        return 1, UNITS[dt.value]
    if (isinstance(dt, Expression) and dt.head is S.Quantity and len(dt.args) == 2 and
            type(dt.args[0]) is Integer and type(dt.args[1]) is String and
            dt.args[1].value in UNITS):
        return dt.args[0].value, UNITS[dt.args[1].value]
    return None


def series_of(ev, kind, pos, order=1):
    """The Series that TimeSeries[pos...] / EventSeries[pos...] describes, or None."""
    if len(pos) == 1:
        x = pos[0]
        s = parse_series(x)
        if s is not None:
            return Series(kind, s.values, s.times, order, s.dates)
        if isinstance(x, Expression) and x.head is S.TemporalData:
            ps = ev.evaluate(Expression(x, (String("Paths"),)))
            if is_list(ps) and len(ps.args) == 1:
                x = ps.args[0]
            else:
                return None
        if not is_list(x) or not x.args:
            return None
        if all(_is_pair(ev, p) for p in x.args):
            return make_series(ev, kind, [p.args[1] for p in x.args],
                               [p.args[0] for p in x.args], order)
        return make_series(ev, kind, list(x.args), times_of_spec(ev, len(x.args),
                                                                 S.Automatic), order)
    if len(pos) == 2:
        vals, spec = pos
        if not is_list(vals) or not vals.args:
            return None
        times = _spec_times(ev, len(vals.args), spec)
        if times is None:
            return None
        return make_series(ev, kind, list(vals.args), times, order)
    return None


def _construct(ev, expr, kind):
    if is_series(expr):
        return None
    pos, opts = ev.split_options(expr)
    order = 1
    method = opts.get("ResamplingMethod")
    if kind == "TimeSeries" and method is not None:
        order = resampling_order(method)
        order = 1 if order is None else order
    s = series_of(ev, kind, pos, order)
    if s is None:
        ev.message(kind, "tdata", pos[0] if pos else expr)
        return None
    return series_expr(s)


@builtin("TimeSeries", nargs=(1, 2), messages=MESSAGES,
         options={"ResamplingMethod": "Automatic", "MetaInformation": "None"},
         usage="TimeSeries[{{t1, v1}, {t2, v2}, ...}] represents a time series given by "
               "time-value pairs. TimeSeries[{v1, v2, ...}, tspec] takes the values vi at the "
               "times tspec: Automatic (0, 1, ...), {tmin}, {tmin, tmax}, {tmin, tmax, dt} or "
               "{{t1, t2, ...}}; times may be dates. ts[t] is the value at time t "
               "(interpolated), ts[\"prop\"] a property; Mean, Min, Max, Total, Accumulate, "
               "Differences, Map and arithmetic act on the values.",
         examples=[("TimeSeries[{5, 3, 6}]", "TimeSeries[<<Time: 0 to 2, Data points: 3>>]"),
                   ("TimeSeries[{{1, 5}, {3, 3}, {4, 6}}][\"Path\"]",
                    "{{1, 5}, {3, 3}, {4, 6}}"),
                   ("TimeSeries[{5, 3, 6}, {{1, 3, 4}}][2]", "4"),
                   ("Head[TimeSeries[{1, 2}]]", "TemporalData"),
                   ("Normal[TimeSeries[{1, 2}] + 10]", "{{0, 11}, {1, 12}}"),
                   ("Mean[TimeSeries[{5, 3, 7}]]", "5")])
def time_series(ev, expr):
    return _construct(ev, expr, "TimeSeries")


@builtin("EventSeries", nargs=(1, 2), messages=MESSAGES,
         options={"MetaInformation": "None"},
         usage="EventSeries[{{t1, v1}, {t2, v2}, ...}] represents a series of events: values "
               "at times, with no value in between. EventSeries[{v1, v2, ...}, tspec] takes "
               "the times as TimeSeries does. es[t] is the value at an event time (Missing[] "
               "elsewhere), es[\"prop\"] a property.",
         examples=[("EventSeries[{{1, a}, {3, b}}]",
                    "EventSeries[<<Time: 1 to 3, Data points: 2>>]"),
                   ("EventSeries[{{1, a}, {3, b}}][{1, 2, 3}]", "{a, Missing[], b}")])
def event_series(ev, expr):
    return _construct(ev, expr, "EventSeries")


# --- properties and values ------------------------------------------------------------------

def path_of(s):
    return make_list(make_list((t, v)) for t, v in zip(s.times, s.values))


def _dates(ev, s):
    return [ev.call("DateObject", t) for t in s.times]


def _components(ev, s):
    v0 = s.values[0]
    if not is_list(v0):
        return [s]
    return [s.like([v.args[k] if is_list(v) and k < len(v.args) else missing()
                    for v in s.values]) for k in range(len(v0.args))]


def at(ev, s, x):
    """ts[x]: x a time (number or date) or a list of times."""
    if is_list(x) and not (s.dates and _date_list(x)):
        vals = [at(ev, s, a) for a in x.args]
        return None if any(v is None for v in vals) else make_list(vals)
    r = time_number(ev, x)
    if r is None:
        n = ev.call("N", x)
        if number_of(n) is None:
            return None
        r = (n, False)
    return value_at(ev, s, r[0])


def _increment(ev, s):
    if len(s.times) < 2:
        return Expression(S.Missing, (String("NotApplicable"),))
    return ev.call("Min", ev.call("Differences", make_list(s.times)))


def _property(ev, s, name, rest):
    if name == "Properties":
        return make_list(String(p) for p in PROPERTIES)
    simple = {
        "Path": lambda: path_of(s), "Paths": lambda: make_list([path_of(s)]),
        "Values": lambda: make_list(s.values), "ValueList": lambda: make_list([make_list(
            s.values)]),
        "Times": lambda: make_list(s.times), "TimeList": lambda: make_list([make_list(
            s.times)]),
        "FirstTime": lambda: s.times[0], "LastTime": lambda: s.times[-1],
        "FirstValue": lambda: s.values[0], "LastValue": lambda: s.values[-1],
        "PathLength": lambda: Integer(len(s.times)),
        "PathLengths": lambda: make_list([Integer(len(s.times))]),
        "PathCount": lambda: Integer(1),
        "Dates": lambda: make_list(_dates(ev, s)),
        "DateList": lambda: make_list([make_list(_dates(ev, s))]),
        "DatePath": lambda: make_list(make_list((d, v)) for d, v in zip(_dates(ev, s),
                                                                         s.values)),
        "FirstDate": lambda: ev.call("DateObject", s.times[0]),
        "LastDate": lambda: ev.call("DateObject", s.times[-1]),
        "Components": lambda: make_list([series_expr(s)]),
        "PathComponents": lambda: make_list(series_expr(c) for c in _components(ev, s)),
        "ValueDimensions": lambda: Integer(len(s.values[0].args)) if is_list(s.values[0])
        else Integer(1),
        "MinimumTimeIncrement": lambda: _increment(ev, s),
    }
    if name == "DatePaths":
        return make_list([_property(ev, s, "DatePath", ())])
    if name in simple and not rest:
        return simple[name]()
    if name == "ResamplingMethod" and not rest:
        if s.order is None:
            return S["None"]
        return make_list((String("Interpolation"), Expression(S.Rule, (
            S.InterpolationOrder, Integer(s.order)))))
    if name == "PathFunction" and not rest:
        return ev.call("Interpolation", path_of(s), Expression(S.Rule, (
            S.InterpolationOrder, Integer(1 if s.order is None else s.order))))
    if name == "PathComponent" and len(rest) == 1 and type(rest[0]) is Integer:
        cs = _components(ev, s)
        k = rest[0].value
        if 1 <= k <= len(cs) or -len(cs) <= k <= -1:
            return series_expr(cs[k - 1 if k > 0 else k])
        return None
    if name == "SliceData" and len(rest) == 1:
        v = at(ev, s, rest[0])
        return None if v is None else make_list([v])
    return None


def _acting(ev, s, name):
    """Min, Max, Total, Length, Accumulate, Differences and the statistics of TemporalData's
    rules (Mean, Median, Variance, StandardDeviation) on a series."""
    vals = make_list(s.values)
    if name == "Length":
        return Integer(len(s.values))
    if name == "Accumulate":
        out = ev.call("Accumulate", vals)
        return series_expr(s.like(out.args)) if is_list(out) else None
    if name == "Differences":
        if len(s.values) < 2:
            return None
        out = ev.call("Differences", vals)
        return series_expr(s.like(out.args, s.times[1:])) if is_list(out) else None
    return ev.call(name, vals)


def series_call(ev, td, args):
    """td[args...] for a series td (TemporalData's SubValues come here)."""
    s = parse_series(td)
    if s is None or not args:
        return None
    a = args[0]
    if type(a) is String:
        if a.value not in PROPERTIES:
            ev.message("TemporalData", "nprop", a)
            return None
        return _property(ev, s, a.value, args[1:])
    if type(a) is Symbol and len(args) == 1 and a.name in (
            ACTING + ("Mean", "Median", "Variance", "StandardDeviation")):
        return _acting(ev, s, a.name)
    if len(args) == 1:
        return at(ev, s, a)
    return None


def print_form(td):
    """The summary text of a series, ``Time: a to b, Data points: n`` (None if malformed)."""
    s = parse_series(td)
    if s is None or not s.times:
        return None
    if s.dates:
        first, last = (_date_text(t) for t in (s.times[0], s.times[-1]))
    else:
        first, last = s.times[0], s.times[-1]
    return "%s[<<Time: %s to %s, Data points: %d>>]" % (s.kind, first, last, len(s.times))


def _date_text(t):
    """dd Mon yyyy of an AbsoluteTime (the Gregorian calendar, as the summary shows it)."""
    import datetime
    x = number_of(t)
    d = datetime.datetime(1900, 1, 1) + datetime.timedelta(seconds=x)
    text = d.strftime("%d %b %Y")
    if d.hour or d.minute or d.second:
        text += d.strftime(" %H:%M:%S")
    return text


# --- arithmetic -------------------------------------------------------------------------------

@builtin("Probability`SeriesArithmetic", nargs=2,
         usage="Probability`SeriesArithmetic[h, {x1, x2, ...}] applies h to the xi, some of "
               "them TimeSeries or EventSeries, at each time: the union of the series' times "
               "within the times they share, others being constants (ts + 1, 2 ts, ts1 + ts2 "
               "and Sin[ts] come here through upvalues of TemporalData).",
         examples=[("Normal[TimeSeries[{{0, 1}, {2, 3}}] + TimeSeries[{{1, 10}, {2, 20}}]]",
                    "{{1, 12}, {2, 23}}")])
def series_arithmetic(ev, expr):
    h, xs = expr.args
    if not is_list(xs):
        return None
    parsed = [parse_series(x) for x in xs.args]
    series = [s for s in parsed if s is not None]
    if not series:
        return None
    times = common_times(series)
    if times is None:
        return None
    first = series[0]
    rows = _elementwise(ev, h, parsed, xs.args)
    if rows is None:
        cols = [values_at(ev, s, times) if s is not None else None for s in parsed]
        rows = [ev.evaluate(Expression(h, tuple(c[k] if c is not None else x
                                                for c, x in zip(cols, xs.args))))
                for k in range(len(times))]
    kind = "EventSeries" if all(s.kind == "EventSeries" for s in series) else "TimeSeries"
    return series_expr(first.like(rows, times, kind))


def _elementwise(ev, h, parsed, xs):
    """h of whole value lists at once (h is Listable) when the series share their times and
    no value or constant is a list; None otherwise."""
    series = [s for s in parsed if s is not None]
    times = series[0].times
    if any(s.times != times for s in series) or any(
            is_list(x) for s, x in zip(parsed, xs) if s is None) or any(
            is_list(s.values[0]) for s in series):
        return None
    r = ev.evaluate(Expression(h, tuple(make_list(s.values) if s is not None else x
                                        for s, x in zip(parsed, xs))))
    if not is_list(r) or len(r.args) != len(times):
        return None
    return list(r.args)


def common_times(series):
    """The union of the series' times within [latest first time, earliest last time], or None
    when they do not overlap; one series: its own times."""
    if len(series) == 1:
        return list(series[0].times)
    lo = max(number_of(s.times[0]) for s in series)
    hi = min(number_of(s.times[-1]) for s in series)
    if lo > hi:
        return None
    seen = {}
    for s in series:
        for t in s.times:
            v = number_of(t)
            if lo <= v <= hi and v not in seen:
                seen[v] = t
    return [seen[v] for v in sorted(seen)]
