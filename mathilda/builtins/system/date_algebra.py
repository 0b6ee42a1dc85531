"""Dates in arithmetic and comparisons: DateObject + Quantity, DateObject - DateObject,
DateObject < DateObject, as in the Wolfram Language.

``date + Quantity[n, "Days"]`` (any calendar or time unit, either order, several quantities)
is ``DatePlus[date, ...]``; ``date2 - date1`` is ``DateDifference[date1, date2]`` (a Quantity
of days); ``Less``, ``Greater``, ``LessEqual``, ``GreaterEqual`` of DateObjects compare their
instants.  They are up-values of DateObject, so no other Plus or Less pays for them.
"""

from mathilda.builtins.system.date_arithmetic import quantity_step
from mathilda.builtins.system.dates import date_spec
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S, Symbol
from mathilda.core.registry import builtin

_COMPARE = ("Less", "Greater", "LessEqual", "GreaterEqual")   # as in dates.DATE_RULES


def _is_date(x):
    return isinstance(x, Expression) and x.head is S.DateObject


def _negated_date(x):
    """d for Times[-1, d] with d a DateObject, else None."""
    if isinstance(x, Expression) and x.head is S.Times and len(x.args) == 2:
        c, d = x.args
        if type(c) is Integer and c.value == -1 and _is_date(d):
            return d
    return None


def _sum(ev, args):
    """date + quantities, or date - date: the result, or None."""
    dates = [a for a in args if _is_date(a)]
    if len(dates) != 1:
        return None
    date = dates[0]
    rest = [a for a in args if a is not date]
    if len(rest) == 1 and _negated_date(rest[0]) is not None:
        return Expression(S.DateDifference, (_negated_date(rest[0]), date))
    steps = []
    for q in rest:
        s = quantity_step(q)
        if s is None:
            return None
        steps.append(s)
    if not steps:
        return None
    out = date
    for k, unit in steps:
        out = ev.evaluate(Expression(S.DatePlus, (out, Expression(S.List, (k, unit)))))
        if not _is_date(out):
            return None
    return out


def _instants(ev, dates):
    out = []
    for d in dates:
        spec = date_spec(ev, "DateObject", d, messages=False)
        if spec is None:
            return None
        out.append(spec.abs)
    return out


def _compare(ev, name, dates):
    ts = _instants(ev, dates)
    if ts is None:
        return None
    test = {"Less": lambda a, b: a < b, "Greater": lambda a, b: a > b,
            "LessEqual": lambda a, b: a <= b, "GreaterEqual": lambda a, b: a >= b}[name]
    return TRUE if all(test(a, b) for a, b in zip(ts, ts[1:])) else FALSE


def _args(expr):
    lst = expr.args[0]
    if isinstance(lst, Expression) and lst.head is S.List:
        return lst.args
    return None


@builtin("Dates`DateSumQ", nargs=1,
         usage="Dates`DateSumQ[{args}] is True when Plus[args] is a date moved by time "
               "quantities or a difference of two dates (the condition of DateObject's "
               "up-value for Plus).",
         examples=[("DateObject[{2024, 1, 15}] + Quantity[3, \"Days\"]",
                    "DateObject[{2024, 1, 18}, Day, Gregorian, 0.]"),
                   ("Quantity[2, \"Weeks\"] + DateObject[{2024, 1, 15}]",
                    "DateObject[{2024, 1, 29}, Day, Gregorian, 0.]"),
                   ("DateObject[{2024, 1, 31}] + Quantity[1, \"Months\"]",
                    "DateObject[{2024, 2, 29}, Day, Gregorian, 0.]"),
                   ("DateObject[{2024, 1, 15}] - Quantity[3, \"Days\"]",
                    "DateObject[{2024, 1, 12}, Day, Gregorian, 0.]"),
                   ("DateObject[{2024, 3, 1}] - DateObject[{2024, 1, 1}]", "60 days"),
                   ("Dates`DateSumQ[{DateObject[{2024, 1, 1}], x}]", "False")])
def date_sum_q(ev, expr):
    args = _args(expr)
    return TRUE if args is not None and _sum(ev, args) is not None else FALSE


@builtin("Dates`DateSum", nargs=1,
         usage="Dates`DateSum[{args}] computes Plus[args] for a date and time quantities, or "
               "for two dates (the body of DateObject's up-value for Plus).",
         examples=[("Dates`DateSum[{DateObject[{2024, 1, 1}], Quantity[1, \"Years\"]}]",
                    "DateObject[{2025, 1, 1}, Day, Gregorian, 0.]")])
def date_sum(ev, expr):
    args = _args(expr)
    return _sum(ev, args) if args is not None else None


@builtin("Dates`DateCompare", nargs=2,
         usage="Dates`DateCompare[head, {dates}] compares DateObjects by their instants with "
               "Less, Greater, LessEqual or GreaterEqual; Null when it cannot.",
         examples=[("DateObject[{2024, 1, 15}] < DateObject[{2024, 3, 1}]", "True"),
                   ("DateObject[{2024, 1, 15}] > DateObject[{2024, 3, 1}]", "False"),
                   ("DateObject[{2024, 1, 1}] <= DateObject[{2024, 1, 1}] <= "
                    "DateObject[{2024, 1, 2}]", "True"),
                   ("Dates`DateCompare[Less, {1, 2}] === Null", "True")])
def date_compare(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or h.name not in _COMPARE or not (
            isinstance(lst, Expression) and lst.head is S.List) or \
            not all(_is_date(d) for d in lst.args):
        return S.Null
    r = _compare(ev, h.name, lst.args)
    return S.Null if r is None else r
