"""Calendar arithmetic: DateDifference, DatePlus, DateRange, DayCount, DayPlus, DayName,
DateValue, LeapYearQ, Today, Tomorrow, Yesterday, FromAbsoluteTime, FromUnixTime, JulianDate,
DateObjectQ.

Dates are read by ``dates.date_spec`` (lists, absolute times, strings, DateObjects).  A date
moved by DatePlus comes back in the form it was given (a list of the same length, a
DateObject, or an absolute time); months and years move by the calendar and a day past the
end of the month is clamped to it, as in the Wolfram Language (one month after 31 January
2020 is 29 February 2020).
"""

import calendar
from fractions import Fraction

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.builtins.system.dates import (
    DAYS, EPOCH_1970, GRANULARITY, _MESSAGES, _date_object, _expr, _num, absolute_from_list,
    civil_from_days, date_spec, days_from_civil, list_from_absolute, now_absolute, time_zone,
    weekday,
)
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, S, String, Symbol
from mathilda.core.registry import builtin

# unit name (singular) -> (plural unit of the Quantity, seconds, or None for calendar units)
UNITS = {
    "Year": ("Years", None), "Quarter": ("QuarterYears", None), "Month": ("Months", None),
    "Week": ("Weeks", 7 * 86400), "Day": ("Days", 86400), "Hour": ("Hours", 3600),
    "Minute": ("Minutes", 60), "Second": ("Seconds", 1),
}
_PLURAL = {v[0]: k for k, v in UNITS.items()}
_PLURAL.update({"Quarters": "Quarter", "QuarterYear": "Quarter"})

_DATE_MESSAGES = dict(_MESSAGES, unit="`1` is not a valid calendar unit.")


def _unit_name(x):
    """The singular calendar unit named by a String (\"Month\", \"Months\"), else None."""
    if type(x) is not String:
        return None
    v = x.value
    if v in UNITS:
        return v
    return _PLURAL.get(v)


def _months_between(p1, p2):
    """Calendar months from date parts p1 to p2 (fractional: the remainder as a fraction of
    the month it falls in)."""
    sign = 1
    if absolute_from_list(p2) < absolute_from_list(p1):
        p1, p2, sign = p2, p1, -1
    months = (p2[0] - p1[0]) * 12 + (p2[1] - p1[1])
    start = _add_months(p1, months)
    if absolute_from_list(start) > absolute_from_list(p2):
        months -= 1
        start = _add_months(p1, months)
    nxt = _add_months(p1, months + 1)
    a, b, c = (absolute_from_list(x) for x in (start, p2, nxt))
    frac = Fraction(b - a) / Fraction(c - a) if b != a else 0
    return sign * (months + frac)


def _add_months(parts, k):
    y, m = parts[0], parts[1]
    total = y * 12 + (m - 1) + k
    y2, m2 = divmod(total, 12)
    m2 += 1
    d = min(parts[2], calendar.monthrange(y2, m2)[1]) if len(parts) > 2 else 1
    return [y2, m2, d] + list(parts[3:])


def _full_parts(d):
    """[y, m, d, h, mi, s] of a Date (exact seconds where the date is exact)."""
    return list_from_absolute(d.abs)


def _quantity(v, unit):
    if isinstance(v, Fraction):
        v = _expr(v) if v.denominator != 1 else Integer(int(v))
    elif isinstance(v, int):
        v = Integer(v)
    elif isinstance(v, float):
        v = Real(v)
    return Expression(S.Quantity, (v, String(UNITS[unit][0])))


def _difference(p1, p2, a1, a2, unit):
    if unit in ("Year", "Quarter", "Month"):
        months = _months_between(p1, p2)
        div = {"Year": 12, "Quarter": 3, "Month": 1}[unit]
        return Fraction(months) / div
    secs = UNITS[unit][1]
    diff = a2 - a1
    if isinstance(diff, float):
        return diff / secs
    return Fraction(diff) / secs


@builtin("DateDifference", nargs=(2, 3), messages=_DATE_MESSAGES,
         usage="DateDifference[date1, date2] gives the number of days from date1 to date2, "
               "as a Quantity. DateDifference[date1, date2, \"unit\"] gives it in the unit "
               "(\"Year\", \"Quarter\", \"Month\", \"Week\", \"Day\", \"Hour\", \"Minute\", "
               "\"Second\"); a list of units gives a mixed quantity.",
         examples=[("DateDifference[{2020, 1, 1}, {2020, 3, 1}]", "60 days"),
                   ("DateDifference[{2020, 1, 1}, {2021, 1, 1}, \"Week\"]", "366/7 wk"),
                   ("DateDifference[{2020, 1, 1}, {2020, 3, 1}, \"Month\"]", "2 mo"),
                   ("DateDifference[{2020, 1, 1}, {2022, 7, 1}, \"Year\"]", "5/2 yr"),
                   ("DateDifference[{2024, 1, 1}, {2024, 1, 2, 6}, \"Hour\"]", "30 h"),
                   ("DateDifference[{2020, 1, 1}, {2021, 3, 15}, {\"Year\", \"Month\", "
                    "\"Day\"}]", "1 yr 2 mo 14 days"),
                   ("DateDifference[{2020, 3, 1}, {2020, 1, 1}]", "-60 days")])
def date_difference(ev, expr):
    args = expr.args
    d1 = date_spec(ev, "DateDifference", args[0])
    d2 = date_spec(ev, "DateDifference", args[1]) if d1 is not None else None
    if d2 is None:
        return None
    units = ["Day"]
    if len(args) == 3:
        spec = args[2]
        items = spec.args if is_list(spec) else (spec,)
        units = [_unit_name(u) for u in items]
        if not units or None in units:
            ev.message("DateDifference", "unit", spec)
            return None
    p1, p2 = _full_parts(d1), _full_parts(d2)
    if len(units) == 1:
        v = _difference(p1, p2, d1.abs, d2.abs, units[0])
        return _quantity(v, units[0])
    # mixed units: the whole number of each unit in turn, the last one fractional
    mags = []
    cur = p1
    for i, u in enumerate(units):
        acur = absolute_from_list(cur)
        v = _difference(cur, p2, acur, d2.abs, u)
        if i < len(units) - 1:
            k = int(v) if v >= 0 else -int(-v)
            mags.append(Integer(k))
            cur = _plus(cur, k, u)
        else:
            mags.append(_quantity(v, u).args[0])
    return Expression(S.Quantity, (
        Expression(S.MixedMagnitude, (make_list(mags),)),
        Expression(S.MixedUnit, (make_list([String(UNITS[u][0]) for u in units]),))))


def _plus(parts, k, unit):
    """Date parts moved by k units (k an int or a Fraction for the fixed-length units)."""
    if unit in ("Year", "Quarter", "Month"):
        months = k * {"Year": 12, "Quarter": 3, "Month": 1}[unit]
        if int(months) != months:
            return None
        return _add_months(parts, int(months))
    secs = UNITS[unit][1]
    return list_from_absolute(absolute_from_list(parts) + k * secs)


def quantity_step(x):
    """(n, "Unit") for a Quantity of a calendar or time unit (Quantity[3, "Days"]), with n
    the magnitude Expr and "Unit" the singular unit's String; None otherwise."""
    if isinstance(x, Expression) and x.head is S.Quantity and len(x.args) == 2 and \
            _num(x.args[0]) is not None:
        u = _unit_name(x.args[1])
        if u is not None:
            return x.args[0], String(u)
    return None


def _step_spec(ev, name, x):
    """[(k, unit), ...] from n, {n, "unit"}, "unit", Quantity[n, "unit"] or a list of
    those; None if invalid."""
    if type(x) is Integer or (x.is_number and _num(x) is not None):
        return [(_num(x), "Day")]
    q = quantity_step(x)
    if q is not None:
        return [(_num(q[0]), q[1].value)]
    u = _unit_name(x)
    if u is not None:
        return [(1, u)]
    if is_list(x) and len(x.args) == 2 and _num(x.args[0]) is not None and \
            _unit_name(x.args[1]) is not None:
        return [(_num(x.args[0]), _unit_name(x.args[1]))]
    if is_list(x) and x.args and all(is_list(a) or quantity_step(a) for a in x.args):
        out = []
        for a in x.args:
            s = _step_spec(ev, name, a)
            if s is None or len(s) != 1:
                return None
            out.extend(s)
        return out
    return None


def _reform(ev, original, d, parts):
    """parts back in the form of the original date specification."""
    x = original
    if is_list(x):
        n = len(x.args)
        n = max(n, _significant(parts))
        vals = parts[:n]
        out = [Integer(int(v)) for v in vals[:5]]
        if n >= 6:
            s = vals[5]
            out.append(Real(float(s)) if isinstance(s, float) or type(x.args[-1]) is Real
                       else _expr(Fraction(s)))
        return make_list(out)
    if isinstance(x, Expression) and x.head is S.DateObject:
        count = d.count
        gran = d.gran or GRANULARITY[count - 1]
        z = d.tz if d.tz is not None else time_zone(ev)
        return _date_object(parts, count, gran, z)
    v = absolute_from_list(parts)
    return _expr(v) if not isinstance(v, float) else Real(v)


def _significant(parts):
    """How many elements of [y, m, d, h, mi, s] carry information (at least 3)."""
    n = 6
    while n > 3 and not parts[n - 1]:
        n -= 1
    return n


@builtin("DatePlus", nargs=2, messages=_DATE_MESSAGES,
         usage="DatePlus[date, n] gives the date n days after date. DatePlus[date, {n, "
               "\"unit\"}] moves by n units; DatePlus[date, {{n1, \"unit1\"}, ...}] by several. "
               "The result has the form of date (a list, a DateObject or an absolute time).",
         examples=[("DatePlus[{2020, 1, 31}, 1]", "{2020, 2, 1}"),
                   ("DatePlus[{2020, 1, 31}, {1, \"Month\"}]", "{2020, 2, 29}"),
                   ("DatePlus[{2024, 12, 25}, {{1, \"Year\"}, {-3, \"Day\"}}]",
                    "{2025, 12, 22}"),
                   ("DatePlus[{2024, 3, 1}, -1]", "{2024, 2, 29}"),
                   ("DatePlus[{2024, 1, 1}, {36, \"Hour\"}]", "{2024, 1, 2, 12}"),
                   ("DatePlus[{2024, 1, 1}, \"Week\"]", "{2024, 1, 8}")])
def date_plus(ev, expr):
    x, step = expr.args
    d = date_spec(ev, "DatePlus", x)
    if d is None:
        return None
    steps = _step_spec(ev, "DatePlus", step)
    if steps is None:
        ev.message("DatePlus", "unit", step)
        return None
    parts = _full_parts(d)
    for k, u in steps:
        parts = _plus(parts, k, u)
        if parts is None:
            return None
    return _reform(ev, x, d, parts)


@builtin("DateRange", nargs=(2, 3), messages=_DATE_MESSAGES,
         usage="DateRange[date1, date2] gives the dates from date1 to date2 in steps of one "
               "day. DateRange[date1, date2, step] uses the step n, {n, \"unit\"} or "
               "\"unit\".",
         examples=[("DateRange[{2024, 1, 30}, {2024, 2, 2}]",
                    "{{2024, 1, 30}, {2024, 1, 31}, {2024, 2, 1}, {2024, 2, 2}}"),
                   ("DateRange[{2024, 1, 31}, {2024, 5, 1}, \"Month\"]",
                    "{{2024, 1, 31}, {2024, 2, 29}, {2024, 3, 31}, {2024, 4, 30}}"),
                   ("DateRange[{2024, 1, 1}, {2024, 1, 15}, 7]",
                    "{{2024, 1, 1}, {2024, 1, 8}, {2024, 1, 15}}"),
                   ("Length[DateRange[{2024, 1, 1}, {2024, 12, 31}]]", "366")])
def date_range(ev, expr):
    args = expr.args
    d1 = date_spec(ev, "DateRange", args[0])
    d2 = date_spec(ev, "DateRange", args[1]) if d1 is not None else None
    if d2 is None:
        return None
    steps = [(1, "Day")]
    if len(args) == 3:
        steps = _step_spec(ev, "DateRange", args[2])
        if steps is None or len(steps) != 1 or steps[0][0] <= 0:
            ev.message("DateRange", "unit", args[2])
            return None
    k, unit = steps[0]
    start = _full_parts(d1)
    out = []
    i = 0
    while True:
        p = _plus(start, k * i, unit) if unit in ("Year", "Quarter", "Month") else \
            list_from_absolute(absolute_from_list(start) + k * i * UNITS[unit][1])
        if p is None or absolute_from_list(p) > d2.abs:
            break
        out.append(_reform(ev, args[0], d1, p))
        i += 1
        if not i & 1023:
            ev.check_interrupt()
            if not ev.check_size(i, "DateRange"):
                return None
    return make_list(out)


def _day_type(x):
    """A predicate on a weekday index 0..6 for a day type, or None."""
    if type(x) is Symbol and x.name in DAYS:
        k = DAYS.index(x.name)
        return lambda w: w == k
    if type(x) is String:
        v = x.value
        if v in ("Day", "Days"):
            return lambda w: True
        if v in ("Weekday", "BusinessDay"):
            return lambda w: w < 5
        if v == "Weekend":
            return lambda w: w >= 5
    return None


def _day_number(d):
    y, m, dd = list_from_absolute(d.abs)[:3]
    return days_from_civil(y, m, dd)


@builtin("DayCount", nargs=(2, 3), messages=_DATE_MESSAGES,
         usage="DayCount[date1, date2] gives the number of days from date1 to date2. "
               "DayCount[date1, date2, daytype] counts only days of the type (\"Weekday\", "
               "\"Weekend\", \"BusinessDay\" or a day such as Monday).",
         examples=[("DayCount[{2024, 1, 1}, {2024, 3, 1}]", "60"),
                   ("DayCount[{2024, 1, 1}, {2024, 2, 1}, \"Weekday\"]", "23"),
                   ("DayCount[{2024, 1, 1}, {2024, 2, 1}, Monday]", "4"),
                   ("DayCount[{2024, 3, 1}, {2024, 1, 1}]", "-60")])
def day_count(ev, expr):
    args = expr.args
    d1 = date_spec(ev, "DayCount", args[0])
    d2 = date_spec(ev, "DayCount", args[1]) if d1 is not None else None
    if d2 is None:
        return None
    a, b = _day_number(d1), _day_number(d2)
    if len(args) == 2:
        return Integer(b - a)
    pred = _day_type(args[2])
    if pred is None:
        return None
    lo, hi, sign = (a, b, 1) if a <= b else (b, a, -1)
    # the days after the first up to and including the last: whole weeks, then the rest
    weeks, rest = divmod(hi - lo, 7)
    count = weeks * sum(1 for w in range(7) if pred(w))
    count += sum(1 for n in range(lo + 1, lo + 1 + rest) if pred(n % 7))
    return Integer(sign * count)


@builtin("DayPlus", nargs=(2, 3), messages=_DATE_MESSAGES,
         usage="DayPlus[date, n] gives the date n days after date. DayPlus[date, n, daytype] "
               "counts only days of the type (\"Weekday\", \"BusinessDay\", \"Weekend\", a "
               "day such as Friday).",
         examples=[("DayPlus[{2024, 1, 1}, 10]", "{2024, 1, 11}"),
                   ("DayPlus[{2024, 1, 5}, 1, \"BusinessDay\"]", "{2024, 1, 8}"),
                   ("DayPlus[{2024, 1, 1}, 2, Friday]", "{2024, 1, 12}"),
                   ("DayPlus[{2024, 1, 8}, -1, \"Weekday\"]", "{2024, 1, 5}")])
def day_plus(ev, expr):
    args = expr.args
    d = date_spec(ev, "DayPlus", args[0])
    if d is None or type(args[1]) is not Integer:
        return None
    n = args[1].value
    pred = (lambda w: True) if len(args) == 2 else _day_type(args[2])
    if pred is None:
        return None
    day = _day_number(d)
    step = 1 if n >= 0 else -1
    left = abs(n)
    per_week = sum(1 for w in range(7) if pred(w))
    if per_week == 0:
        return None
    if left > per_week:
        # whole weeks at once, then day by day (at most a week)
        weeks = (left - 1) // per_week
        day += step * 7 * weeks
        left -= weeks * per_week
    while left:
        day += step
        if pred(day % 7):
            left -= 1
    y, m, dd = civil_from_days(day)
    parts = [y, m, dd] + _full_parts(d)[3:]
    return _reform(ev, args[0], d, parts)


@builtin("DayName", nargs=(0, 1), messages=_MESSAGES,
         usage="DayName[date] gives the day of the week of date (Monday, ..., Sunday); "
               "DayName[] that of today.",
         examples=[("DayName[{2024, 1, 1}]", "Monday"), ("DayName[{1969, 7, 20}]", "Sunday"),
                   ("DayName[\"2000-02-29\"]", "Tuesday"), ("Head[DayName[]]", "Symbol")])
def day_name(ev, expr):
    if expr.args:
        d = date_spec(ev, "DayName", expr.args[0])
        if d is None:
            return None
        y, m, dd = d.parts()[:3]
    else:
        y, m, dd = list_from_absolute(now_absolute())[:3]
    return Symbol(DAYS[weekday(y, m, dd)])


_VALUE_OF = {
    "Year": 0, "Month": 1, "Day": 2, "Hour": 3, "Minute": 4, "Second": 5,
}


@builtin("DateValue", nargs=(1, 2), messages=_MESSAGES,
         usage="DateValue[date, \"elem\"] gives the element of date: \"Year\", \"Month\", "
               "\"Day\", \"Hour\", \"Minute\", \"Second\", \"DayName\", \"MonthName\", "
               "\"DayOfYear\", \"Quarter\", \"Week\" or \"ISOYearDay\"; a list of elements "
               "gives a list. DateValue[\"elem\"] is that of the current date.",
         examples=[("DateValue[{2024, 3, 15}, \"Year\"]", "2024"),
                   ("DateValue[{2024, 3, 15}, {\"Month\", \"Day\"}]", "{3, 15}"),
                   ("DateValue[{2024, 3, 15}, \"DayName\"]", "Friday"),
                   ("DateValue[{2024, 3, 15}, \"DayOfYear\"]", "75"),
                   ("DateValue[{2024, 3, 15}, \"MonthName\"]", "March"),
                   ("DateValue[{2024, 3, 15}, \"Quarter\"]", "1")])
def date_value(ev, expr):
    args = expr.args
    if len(args) == 1:
        x, elem = Real(float(now_absolute())), args[0]
    else:
        x, elem = args
    d = date_spec(ev, "DateValue", x)
    if d is None:
        return None
    parts = _full_parts(d)

    def one(e):
        if type(e) is not String:
            return None
        v = e.value
        if v in _VALUE_OF:
            p = parts[_VALUE_OF[v]]
            if v == "Second":
                return Real(float(p)) if isinstance(p, float) else _expr(Fraction(p))
            return Integer(int(p))
        y, m, dd = parts[:3]
        if v == "DayName":
            return Symbol(DAYS[weekday(y, m, dd)])
        if v == "MonthName":
            return String(calendar.month_name[m])
        if v == "DayOfYear":
            return Integer(days_from_civil(y, m, dd) - days_from_civil(y, 1, 1) + 1)
        if v == "Quarter":
            return Integer((m - 1) // 3 + 1)
        if v == "Week":
            import datetime
            return Integer(datetime.date(y, m, dd).isocalendar()[1])
        return None

    if is_list(elem):
        vals = [one(e) for e in elem.args]
        if None in vals:
            return None
        return make_list(vals)
    return one(elem)


@builtin("LeapYearQ", nargs=1, messages=_MESSAGES,
         usage="LeapYearQ[y] or LeapYearQ[{y, ...}] gives True if the year is a leap year in "
               "the Gregorian calendar.",
         examples=[("LeapYearQ[2024]", "True"), ("LeapYearQ[1900]", "False"),
                   ("LeapYearQ[2000]", "True"), ("LeapYearQ[{2023, 5, 1}]", "False"),
                   ("Count[Range[1901, 2000], _?LeapYearQ]", "25")])
def leap_year_q(ev, expr):
    x = expr.args[0]
    if type(x) is Integer:
        return TRUE if calendar.isleap(x.value) else FALSE
    d = date_spec(ev, "LeapYearQ", x, messages=False)
    if d is None:
        return FALSE
    return TRUE if calendar.isleap(d.parts()[0]) else FALSE


def _day_object(ev, offset):
    z = time_zone(ev)
    y, m, d = list_from_absolute(now_absolute())[:3]
    y, m, d = civil_from_days(days_from_civil(y, m, d) + offset)
    return _date_object([y, m, d, 0, 0, 0], 3, "Day", z)


def _relative_day(name, offset, what):
    @builtin(name, value=lambda ev: _day_object(ev, offset),
             usage="%s gives a DateObject for %s, with day granularity." % (name, what),
             examples=[("%s[[2]]" % name, "Day"), ("Length[%s[[1]]]" % name, "3")])
    def relative(ev, expr):
        return None
    return relative


_relative_day("Today", 0, "the current date")
_relative_day("Tomorrow", 1, "the day after the current date")
_relative_day("Yesterday", -1, "the day before the current date")


@builtin("FromAbsoluteTime", nargs=1, attributes=("Listable", "Protected"),
         usage="FromAbsoluteTime[t] gives a DateObject for the absolute time t (seconds since "
               "the beginning of 1 January 1900).",
         examples=[("FromAbsoluteTime[0][[1]]", "{1900, 1, 1, 0, 0, 0.}"),
                   ("FromAbsoluteTime[3786825600][[1]]", "{2020, 1, 1, 0, 0, 0.}")])
def from_absolute_time(ev, expr):
    t = _num(expr.args[0])
    if t is None:
        return None
    return _date_object(list_from_absolute(t), 6, "Instant", time_zone(ev))


@builtin("FromUnixTime", nargs=1, attributes=("Listable", "Protected"),
         usage="FromUnixTime[t] gives a DateObject for the Unix time t (seconds since the "
               "beginning of 1 January 1970 UTC), in $TimeZone.",
         examples=[("Block[{$TimeZone = 0}, FromUnixTime[86400][[1]]]",
                    "{1970, 1, 2, 0, 0, 0.}")])
def from_unix_time(ev, expr):
    t = _num(expr.args[0])
    if t is None:
        return None
    z = time_zone(ev)
    return _date_object(list_from_absolute(t + EPOCH_1970 + z * 3600), 6, "Instant", z)


@builtin("JulianDate", nargs=(0, 1), messages=_MESSAGES,
         usage="JulianDate[date] gives the Julian date (days since noon of 1 January 4713 BC, "
               "Universal Time) of date; JulianDate[] that of now.",
         examples=[("JulianDate[{2000, 1, 1, 12, 0, 0}]", "2.45154*^6"),
                   ("InputForm[JulianDate[{1900, 1, 1}]]", "2.4150205*^6"),
                   ("JulianDate[{2000, 1, 2}] - JulianDate[{2000, 1, 1}]", "1.")])
def julian_date(ev, expr):
    if expr.args:
        d = date_spec(ev, "JulianDate", expr.args[0])
        if d is None:
            return None
        t = d.abs
        z = d.tz if d.tz is not None else (time_zone(ev) if not is_list(expr.args[0])
                                            else 0)
    else:
        t, z = now_absolute(), time_zone(ev)
    days = float(t) / 86400 - float(z) / 24
    return Real(2415020.5 + days)


@builtin("DateObjectQ", nargs=1,
         usage="DateObjectQ[expr] gives True if expr is a valid DateObject, False otherwise.",
         examples=[("DateObjectQ[DateObject[{2024, 1, 5}]]", "True"),
                   ("DateObjectQ[{2024, 1, 5}]", "False"), ("DateObjectQ[Today]", "True")])
def date_object_q(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.DateObject and x.args and \
            date_spec(ev, "DateObjectQ", x, messages=False) is not None:
        return TRUE
    return FALSE
