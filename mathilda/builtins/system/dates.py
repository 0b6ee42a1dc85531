"""Dates and times: AbsoluteTime, UnixTime, DateList, DateString, DateObject, Now,
DayOfWeek, SessionTime, $TimeZone.

Absolute times are seconds since the beginning of 1 January 1900 in the time zone
$TimeZone (the local offset from UTC in hours), as in the Wolfram Language; the calendar
is the proleptic Gregorian one.  A date is given as a list {y, m, d, h, min, s} (trailing
elements optional; values out of range carry over: {2024, 13, 1} is {2025, 1, 1}), an
absolute time, a DateObject or a string (ISO 8601 "2024-01-05T10:30:00", "2024-01-05",
"January 5, 2024", "5 Jan 2024", ...).

DateObject[{y, m, d, ...}, granularity, "Gregorian", timezone] stays as an expression and
prints as one: DateObject[{2024, 1, 5}, Day, Gregorian, 0.].
"""

import math
import re
import time
from fractions import Fraction

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.expr import Expression, Integer, Rational, Real, S, String, Symbol, \
    make_rational
from mathilda.core.registry import builtin

EPOCH_1970 = 2208988800          # AbsoluteTime of 1970-01-01 00:00:00
_START = time.time()             # SessionTime: when the builtins were loaded (see below)

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
GRANULARITY = ("Year", "Month", "Day", "Hour", "Minute", "Instant")

ARG = "Argument `1` cannot be interpreted as a date or time input."
STR = "String `1` cannot be interpreted as a date."


# --- the calendar --------------------------------------------------------------------------------

def days_from_civil(y, m, d):
    """Days from 1900-01-01 to y-m-d (proleptic Gregorian; m and d may be out of range)."""
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    y2 = y - (m <= 2)
    era = y2 // 400
    yoe = y2 - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 693901 + (d - 1)


def civil_from_days(n):
    """(y, m, d) of the day n days after 1900-01-01."""
    z = n + 693901
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    return y + (m <= 2), m, d


def weekday(y, m, d):
    """0 for Monday ... 6 for Sunday (1900-01-01 was a Monday)."""
    return days_from_civil(y, m, d) % 7


def _num(x):
    """Fraction (exact) or float (machine real) of a real number Expr, else None."""
    t = type(x)
    if t is Integer or t is Rational:
        return Fraction(x.value)
    if t is Real:
        return float(x.value)
    return None


def _expr(v):
    if type(v) is float:
        return Real(v)
    return make_rational(Fraction(v))


def absolute_from_list(parts):
    """Seconds since 1900 of [y, m, d, h, mi, s] (Python numbers, trailing ones optional)."""
    parts = list(parts) + [1, 1, 0, 0, 0][len(parts) - 1:]
    y, m, d, h, mi, s = parts
    whole = [int(math.floor(v)) for v in (y, m)]
    days = days_from_civil(whole[0], whole[1], 1)
    total = (days + (d - 1)) * 86400 + h * 3600 + mi * 60 + s
    return total


def list_from_absolute(t):
    """[y, m, d, h, mi, s] of an absolute time (s keeps the type of t's fraction)."""
    days = math.floor(t / 86400)
    rest = t - days * 86400
    y, m, d = civil_from_days(int(days))
    h = int(rest // 3600)
    rest -= h * 3600
    mi = int(rest // 60)
    s = rest - mi * 60
    if type(s) is float and s > 59.9999995 and s < 60:
        s = 59.9999995
    return [y, m, d, h, mi, s]


def time_zone(ev):
    """$TimeZone as a Python number (hours)."""
    v = _num(ev.evaluate(Symbol("$TimeZone")))
    return v if v is not None else _local_offset()


def _local_offset(t=None):
    lt = time.localtime(t)
    return (lt.tm_gmtoff or 0) / 3600.0


def now_absolute():
    t = time.time()
    return t + EPOCH_1970 + _local_offset(t) * 3600


# --- parsing date specifications ----------------------------------------------------------------

_MONTH_NAMES = {name.lower(): i + 1 for i, name in enumerate(MONTHS)}
_MONTH_NAMES.update({name[:3].lower(): i + 1 for i, name in enumerate(MONTHS)})
_MONTH_NAMES["sept"] = 9

_ISO = re.compile(r"^\s*(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})"
                  r"(?::(\d{2}(?:\.\d+)?))?)?)?)?\s*$")
_TIME = r"(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?\s*([AaPp][Mm])?)?"
_MDY = re.compile(r"^\s*(?:[A-Za-z]+,?\s+)?([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})" + _TIME +
                  r"\s*$")
_DMY = re.compile(r"^\s*(?:[A-Za-z]+,?\s+)?(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})" + _TIME +
                  r"\s*$")
_SLASH = re.compile(r"^\s*(\d{1,2})/(\d{1,2})/(\d{4})\s*$")


def _seconds(text):
    if text is None:
        return None
    return float(text) if "." in text else Fraction(int(text))


def parse_date_string(s):
    """[y, m, d, h, mi, s] (as many as the string gives), or None."""
    m = _ISO.match(s)
    if m:
        out = [Fraction(int(g)) for g in m.groups()[:5] if g is not None]
        sec = _seconds(m.group(6))
        if m.group(4) is not None:
            out.append(sec if sec is not None else Fraction(0))
        return out
    for rx, order in ((_MDY, "mdy"), (_DMY, "dmy")):
        m = rx.match(s)
        if not m:
            continue
        a, b, y = m.group(1), m.group(2), m.group(3)
        name, day = (a, b) if order == "mdy" else (b, a)
        month = _MONTH_NAMES.get(name.lower())
        if month is None:
            return None
        out = [Fraction(int(y)), Fraction(month), Fraction(int(day))]
        if m.group(4) is not None:
            h = int(m.group(4))
            ampm = (m.group(7) or "").lower()
            if ampm == "pm" and h < 12:
                h += 12
            elif ampm == "am" and h == 12:
                h = 0
            sec = _seconds(m.group(6))
            out += [Fraction(h), Fraction(int(m.group(5))),
                    sec if sec is not None else Fraction(0)]
        return out
    m = _SLASH.match(s)
    if m:
        return [Fraction(int(m.group(3))), Fraction(int(m.group(1))), Fraction(int(m.group(2)))]
    return None


class Date:
    """A date: its absolute time (in the zone ``tz``), the number of list elements given
    (granularity), and the zone (hours, None: $TimeZone)."""

    __slots__ = ("abs", "count", "tz", "gran")

    def __init__(self, abs_time, count=6, tz=None, gran=None):
        self.abs = abs_time
        self.count = count
        self.tz = tz
        self.gran = gran

    def parts(self):
        return list_from_absolute(self.abs)


def date_spec(ev, name, x, messages=True):
    """A Date from a date specification, or None (after name::arg or name::str)."""
    if is_list(x):
        vals = [_num(a) for a in x.args]
        if not 1 <= len(vals) <= 6 or any(v is None for v in vals) or any(
                type(v) is not Fraction or v.denominator != 1 for v in vals[:2]):
            if messages:
                ev.message(name, "arg", x)
            return None
        return Date(absolute_from_list(vals), len(vals))
    v = _num(x)
    if v is not None:
        return Date(v, 6)
    if type(x) is String:
        parts = parse_date_string(x.value)
        if parts is None:
            if messages:
                ev.message(name, "str", x)
            return None
        return Date(absolute_from_list(parts), len(parts))
    if isinstance(x, Expression) and x.head is S.DateObject and x.args and is_list(x.args[0]):
        d = date_spec(ev, name, x.args[0], messages)
        if d is None:
            return None
        if len(x.args) >= 4:
            d.tz = _num(x.args[3])
        if len(x.args) >= 2 and type(x.args[1]) is String and \
                x.args[1].value in GRANULARITY:
            d.gran = x.args[1].value
        return d
    if messages:
        ev.message(name, "arg", x)
    return None


def _in_zone(ev, d):
    """The absolute time of d in $TimeZone (a DateObject may carry another zone)."""
    if d.tz is None:
        return d.abs
    shift = time_zone(ev) - d.tz
    if shift == 0:
        return d.abs
    return d.abs + (Fraction(shift).limit_denominator(3600) * 3600
                    if type(d.abs) is not float else shift * 3600)


def _list_expr(parts, count=6, real_seconds=True):
    out = [Integer(int(v)) for v in parts[:min(count, 5)]]
    if count >= 6:
        s = parts[5]
        out.append(Real(float(s)) if real_seconds else _expr(s))
    return make_list(out)


# --- builtins -------------------------------------------------------------------------------------

_MESSAGES = {"arg": ARG, "str": STR}


@builtin("$TimeZone", attributes=(), value=lambda ev: Real(_local_offset()),
         usage="$TimeZone gives the time zone of the session: the offset from UTC in hours "
               "(assign it to change the zone that dates are taken in).",
         examples=[("NumberQ[$TimeZone]", "True"),
                   ("Block[{$TimeZone = 2}, $TimeZone]", "2")])
def _time_zone(ev, expr):
    return None


@builtin("AbsoluteTime", nargs=(0, 1), messages=_MESSAGES,
         usage="AbsoluteTime[] gives the total number of seconds since the beginning of 1 "
               "January 1900, in $TimeZone. AbsoluteTime[date] gives it for a date list {y, "
               "m, d, h, min, s}, a DateObject or a date string (exact for exact dates).",
         examples=[("IntegerQ[Round[AbsoluteTime[]]]", "True"),
                   ("AbsoluteTime[{2000, 1, 1}]", "3155673600"),
                   ("AbsoluteTime[{1900, 1, 2, 0, 0, 1.5}]", "86401.5"),
                   ("AbsoluteTime[\"1970-01-01\"]", "2208988800"),
                   ("AbsoluteTime[x]", "AbsoluteTime[x]",
                    ["AbsoluteTime::arg: Argument x cannot be interpreted as a date or time "
                     "input."])])
def absolute_time(ev, expr):
    if not expr.args:
        return Real(now_absolute())
    d = date_spec(ev, "AbsoluteTime", expr.args[0])
    if d is None:
        return None
    return _expr(_in_zone(ev, d))


@builtin("UnixTime", nargs=(0, 1), messages=_MESSAGES,
         usage="UnixTime[] gives the number of seconds since 1 January 1970 00:00 UTC, as an "
               "integer. UnixTime[date] gives it for a date (taken in its own time zone or "
               "$TimeZone).",
         examples=[("UnixTime[] > 1500000000", "True"),
                   ("Round[UnixTime[{1970, 1, 2}] + 3600 $TimeZone]", "86400"),
                   ("UnixTime[DateObject[{2000, 1, 1, 0, 0, 0}, TimeZone -> 0]]",
                    "946684800")])
def unix_time(ev, expr):
    if not expr.args:
        return Integer(int(math.floor(time.time())))
    d = date_spec(ev, "UnixTime", expr.args[0])
    if d is None:
        return None
    tz = d.tz if d.tz is not None else time_zone(ev)
    t = d.abs - EPOCH_1970 - (tz * 3600 if type(tz) is float else Fraction(tz) * 3600)
    return Integer(int(math.floor(t)))


@builtin("DateList", nargs=(0, 1), messages=_MESSAGES,
         usage="DateList[] gives the current local date and time as {year, month, day, "
               "hour, minute, second} (seconds a real number). DateList[time] converts an "
               "absolute time, DateList[{y, m, d, ...}] completes and normalizes a date list, "
               "DateList[\"string\"] reads a date string.",
         examples=[("Length[DateList[]]", "6"),
                   ("DateList[3155673600]", "{2000, 1, 1, 0, 0, 0.}"),
                   ("DateList[{2024, 1, 5}]", "{2024, 1, 5, 0, 0, 0.}"),
                   ("DateList[{2024, 13, 32, 25, 61, 70}]", "{2025, 2, 2, 2, 2, 10.}"),
                   ("DateList[\"2024-03-15T10:30:00\"]", "{2024, 3, 15, 10, 30, 0.}"),
                   ("DateList[\"January 5, 2024\"]", "{2024, 1, 5, 0, 0, 0.}"),
                   ("DateList[\"not a date\"]", "DateList[not a date]",
                    ["DateList::str: String \"not a date\" cannot be interpreted as a "
                     "date."])])
def date_list(ev, expr):
    if not expr.args:
        return _list_expr(list_from_absolute(now_absolute()))
    d = date_spec(ev, "DateList", expr.args[0])
    if d is None:
        return None
    return _list_expr(list_from_absolute(d.abs))


# --- DateString -------------------------------------------------------------------------------

def _hour12(h):
    return 12 if h % 12 == 0 else h % 12


def _element(name, p, has_ampm):
    y, m, d, h, mi, s = p
    wd = weekday(y, m, d)
    iso_y, iso_w = _iso_week(y, m, d)
    sec = int(math.floor(s))
    table = {
        "Year": str(y), "YearShort": "%02d" % (y % 100), "ISOYear": str(iso_y),
        "Quarter": str((m - 1) // 3 + 1), "QuarterName": "Quarter %d" % ((m - 1) // 3 + 1),
        "QuarterNameShort": "Q%d" % ((m - 1) // 3 + 1),
        "Month": "%02d" % m, "MonthShort": str(m), "MonthName": MONTHS[m - 1],
        "MonthNameShort": MONTHS[m - 1][:3], "MonthNameInitial": MONTHS[m - 1][0],
        "Week": "%02d" % iso_w, "WeekShort": str(iso_w),
        "Day": "%02d" % d, "DayShort": str(d), "DayName": DAYS[wd],
        "DayNameShort": DAYS[wd][:3], "DayNameInitial": DAYS[wd][0],
        "Hour": "%02d" % (_hour12(h) if has_ampm else h), "HourShort":
            str(_hour12(h) if has_ampm else h),
        "Hour12": "%02d" % _hour12(h), "Hour12Short": str(_hour12(h)),
        "Hour24": "%02d" % h, "Hour24Short": str(h),
        "AMPM": "AM" if h < 12 else "PM", "AMPMLowerCase": "am" if h < 12 else "pm",
        "Minute": "%02d" % mi, "MinuteShort": str(mi),
        "Second": "%02d" % sec, "SecondShort": str(sec),
        "Millisecond": "%03d" % int((s - sec) * 1000),
        "MillisecondShort": str(int((s - sec) * 1000)),
    }
    return table.get(name)


def _iso_week(y, m, d):
    n = days_from_civil(y, m, d)
    wd = n % 7                                  # Monday 0
    thursday = n - wd + 3
    ty = civil_from_days(thursday)[0]
    first = days_from_civil(ty, 1, 1)
    return ty, (thursday - first) // 7 + 1


_NAMED = {
    "DateTime": ["DayName", " ", "DayShort", " ", "MonthName", " ", "Year", " ", "Hour",
                 ":", "Minute", ":", "Second"],
    "DateTimeShort": ["DayNameShort", " ", "DayShort", " ", "MonthNameShort", " ", "Year",
                      " ", "Hour", ":", "Minute", ":", "Second"],
    "Date": ["DayName", " ", "DayShort", " ", "MonthName", " ", "Year"],
    "DateShort": ["DayNameShort", " ", "DayShort", " ", "MonthNameShort", " ", "Year"],
    "Time": ["Hour", ":", "Minute", ":", "Second"],
    "ISODate": ["Year", "-", "Month", "-", "Day"],
    "ISODateTime": ["Year", "-", "Month", "-", "Day", "T", "Hour", ":", "Minute", ":",
                    "Second"],
    "ISOWeekDate": ["ISOYear", "-W", "Week", "-", "ISOWeekDay"],
    "ISOOrdinalDate": ["Year", "-", "DayOfYear"],
}
_DEFAULT = _NAMED["DateTimeShort"]


def _is_format_name(s):
    return s in _NAMED or _element(s, [2000, 1, 1, 0, 0, 0], False) is not None or \
        s in ("ISOWeekDay", "DayOfYear")


def format_date(parts, fmt):
    """The text of the date parts under a list of element names and literal strings."""
    elems = []
    for f in fmt:
        elems.extend(_NAMED.get(f, [f]))
    has_ampm = any(e in ("AMPM", "AMPMLowerCase") for e in elems)
    y, m, d = parts[:3]
    out = []
    for e in elems:
        if e == "ISOWeekDay":
            out.append(str(weekday(y, m, d) + 1))
        elif e == "DayOfYear":
            out.append("%03d" % (days_from_civil(y, m, d) - days_from_civil(y, 1, 1) + 1))
        else:
            t = _element(e, parts, has_ampm)
            out.append(t if t is not None else e)
    return "".join(out)


def _format_spec(x):
    """A list of element names / literals from a string or a list of strings, or None."""
    if type(x) is String:
        return [x.value]
    if is_list(x) and all(type(e) is String for e in x.args):
        return [e.value for e in x.args]
    return None


@builtin("DateString", nargs=(0, 2), messages=_MESSAGES,
         usage="DateString[] gives the current local date and time as a string, as in \"Fri 5 "
               "Jan 2024 09:03:07\". DateString[date] gives it for a date list, absolute "
               "time, DateObject or date string; DateString[date, elems] uses the elements "
               "\"Year\", \"YearShort\", \"Month\", \"MonthName\", \"MonthNameShort\", "
               "\"Day\", \"DayShort\", \"DayName\", \"DayNameShort\", \"Hour\", \"Hour12\", "
               "\"AMPM\", \"Minute\", \"Second\", \"Millisecond\", \"Week\", \"Quarter\", ... "
               "or the formats \"DateTime\", \"Date\", \"Time\", \"ISODate\", \"ISODateTime\", "
               "\"ISOWeekDate\", \"ISOOrdinalDate\", \"DateShort\", \"DateTimeShort\"; other "
               "strings in the list are copied. DateString[elems] formats the current date.",
         examples=[("DateString[{2024, 1, 5, 9, 3, 7}]", "Fri 5 Jan 2024 09:03:07"),
                   ("DateString[{2024, 1, 5}, \"ISODate\"]", "2024-01-05"),
                   ("DateString[{2024, 1, 5, 14, 30}, {\"Hour12\", \":\", \"Minute\", \" \", "
                    "\"AMPM\"}]", "02:30 PM"),
                   ("DateString[{2023, 12, 25}, {\"DayName\", \", \", \"MonthName\", \" \", "
                    "\"DayShort\"}]", "Monday, December 25"),
                   ("StringLength[DateString[\"ISODate\"]]", "10"),
                   ("DateString[3155673600, \"ISODateTime\"]", "2000-01-01T00:00:00")])
def date_string(ev, expr):
    args = expr.args
    if not args:
        return String(format_date(list_from_absolute(now_absolute()), _DEFAULT))
    first = args[0]
    if len(args) == 1 and _format_spec(first) is not None and (
            is_list(first) or _is_format_name(first.value)):
        return String(format_date(list_from_absolute(now_absolute()), _format_spec(first)))
    d = date_spec(ev, "DateString", first)
    if d is None:
        return None
    fmt = _DEFAULT
    if len(args) == 2:
        fmt = _format_spec(args[1])
        if fmt is None:
            return None
    return String(format_date(list_from_absolute(d.abs), fmt))


# --- DateObject, Now, DayOfWeek, SessionTime ---------------------------------------------------

def _date_object(parts, count, gran, tz):
    shown = _list_expr(parts, count)
    return Expression(S.DateObject, (shown, String(gran), String("Gregorian"), Real(float(tz))))


def _tz_option(args):
    """(positional args, TimeZone value or None)."""
    pos, tz = [], None
    for a in args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
                len(a.args) == 2 and a.args[0] is S.TimeZone:
            tz = _num(a.args[1])
        else:
            pos.append(a)
    return pos, tz


# DateObject's up-values: dates in arithmetic and comparisons (date_algebra.py)
DATE_RULES = (["DateObject /: HoldPattern[Plus[a___, d_DateObject, b___]] /; "
          "Dates`DateSumQ[{a, d, b}] := Dates`DateSum[{a, d, b}]"]
         + ["DateObject /: HoldPattern[%s[d__DateObject]] /; Length[{d}] > 1 && "
            "Dates`DateCompare[%s, {d}] =!= Null := Dates`DateCompare[%s, {d}]" % (h, h, h)
            for h in ("Less", "Greater", "LessEqual", "GreaterEqual")])


@builtin("DateObject", messages=_MESSAGES, rules=DATE_RULES,
         usage="DateObject[{y, m, d, h, min, s}] represents a date (granularity \"Year\" to "
               "\"Instant\" by the number of elements given), normalized, in the Gregorian "
               "calendar and the time zone $TimeZone (or TimeZone -> z). DateObject[] is the "
               "current instant; DateObject[time] and DateObject[\"string\"] convert. It "
               "prints as DateObject[{...}, granularity, Gregorian, zone].",
         examples=[("DateObject[{2024, 1, 5}, TimeZone -> 0]",
                    "DateObject[{2024, 1, 5}, Day, Gregorian, 0.]"),
                   ("DateObject[{2024, 13, 1}, TimeZone -> 1]",
                    "DateObject[{2025, 1, 1}, Day, Gregorian, 1.]"),
                   ("DateObject[{2024, 1, 5, 10, 30, 0}, TimeZone -> -5]",
                    "DateObject[{2024, 1, 5, 10, 30, 0.}, Instant, Gregorian, -5.]"),
                   ("DateObject[{2024, 2}, TimeZone -> 0]",
                    "DateObject[{2024, 2}, Month, Gregorian, 0.]"),
                   ("Head[DateObject[]]", "DateObject"),
                   ("DateString[DateObject[{2024, 1, 5}]]", "Fri 5 Jan 2024 00:00:00")])
def date_object(ev, expr):
    pos, tz = _tz_option(expr.args)
    if not pos:
        z = time_zone(ev) if tz is None else tz
        return _date_object(list_from_absolute(now_absolute() + (z - time_zone(ev)) * 3600),
                            6, "Instant", z)
    x = pos[0]
    if len(pos) == 4 and is_list(x) and type(pos[1]) is String and pos[1].value in \
            GRANULARITY and pos[2] == String("Gregorian") and type(pos[3]) is Real and \
            tz is None:
        d = date_spec(ev, "DateObject", x, messages=False)
        if d is not None and _date_object(d.parts(), d.count, pos[1].value, pos[3].value) \
                == expr:
            return None                    # already normalized
    if isinstance(x, Expression) and x.head is S.DateObject and len(pos) == 1 and tz is None:
        return x
    d = date_spec(ev, "DateObject", x)
    if d is None:
        return None
    gran = GRANULARITY[d.count - 1]
    if len(pos) >= 2 and type(pos[1]) is String and pos[1].value in GRANULARITY:
        gran = pos[1].value
    if len(pos) >= 4 and tz is None:
        tz = _num(pos[3])
    z = time_zone(ev) if tz is None else tz
    count = GRANULARITY.index(gran) + 1
    return _date_object(d.parts(), count, gran, z)


@builtin("Now", value=lambda ev: Expression(S.DateObject, ()),
         usage="Now gives a DateObject for the current instant, in $TimeZone.",
         examples=[("Head[Now]", "DateObject"), ("Now[[2]]", "Instant"),
                   ("Length[Now[[1]]]", "6")])
def now(ev, expr):
    return None


@builtin("DayOfWeek", nargs=1, messages=_MESSAGES,
         usage="DayOfWeek[date] gives the day of the week of a date (Monday, Tuesday, ...).",
         examples=[("DayOfWeek[{2024, 1, 5}]", "Friday"),
                   ("DayOfWeek[{1900, 1, 1}]", "Monday"),
                   ("DayOfWeek[\"2000-01-01\"]", "Saturday")])
def day_of_week(ev, expr):
    d = date_spec(ev, "DayOfWeek", expr.args[0])
    if d is None:
        return None
    y, m, dd = d.parts()[:3]
    return Symbol(DAYS[weekday(y, m, dd)])


@builtin("SessionTime", nargs=0,
         usage="SessionTime[] gives the number of seconds of real time since the beginning "
               "of the session (a machine real).",
         examples=[("SessionTime[] >= 0", "True"), ("Head[SessionTime[]]", "Real")])
def session_time(ev, expr):
    start = getattr(ev.session, "start_time", None) or _START
    return Real(time.time() - start)
