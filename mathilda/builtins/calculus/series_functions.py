"""Functions of a series (Sin[x + O[x]^6], Exp, Log, Gamma, BesselJ[0, s], ...: any numeric
function), ComposeSeries and InverseSeries; the algorithms are in
``mathilda/algorithms/calculus/series_compose.py``.  The functions reach SeriesData through
one up-value that series.py installs with the arithmetic ones."""

from mathilda.algorithms.calculus.series_compose import (
    compose_function, compose_series, empty_series_power, inverse_series,
)
from mathilda.core.attributes import NUMERIC_FUNCTION
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_ARITH = ("Plus", "Times")


@builtin("Internal`SeriesFunctionQ", nargs=1,
         usage="Internal`SeriesFunctionQ[f] is True when f is a numeric function (other "
               "than Plus and Times) that composes with a SeriesData argument.",
         examples=[("Internal`SeriesFunctionQ[Sin]", "True"),
                   ("Internal`SeriesFunctionQ[List]", "False")])
def series_function_q(ev, expr):
    f = expr.args[0]
    if type(f) is not Symbol or f.name in _ARITH:
        return FALSE
    return TRUE if ev.defs.get(f).attributes & NUMERIC_FUNCTION else FALSE


@builtin("Internal`SeriesFunction", nargs=2,
         usage="Internal`SeriesFunction[f, {args}] gives f[args] as a series when one of "
               "args is a SeriesData (the body of SeriesData's up-value for functions); "
               "$Failed when it does not compose.",
         examples=[("Internal`SeriesFunction[Sin, {x + O[x]^4}]", "x - x^3/6 + O[x]^4"),
                   ("Internal`SeriesFunction[Sin, {x}]", "$Failed")])
def series_function(ev, expr):
    f, lst = expr.args
    if type(f) is not Symbol or not (isinstance(lst, Expression) and lst.head is S.List):
        return S["$Failed"]
    args = lst.args
    if f is S.Power and len(args) == 2 and args[1].is_number:
        r = empty_series_power(ev, args[0], args[1])   # O[x]^n; the rest is the series
        return S["$Failed"] if r is None else r        # arithmetic's
    r = compose_function(ev, f, args)
    return S["$Failed"] if r is None else r


def _is_series(e):
    return isinstance(e, Expression) and e.head is S.SeriesData and len(e.args) == 6


@builtin("ComposeSeries", nargs=(2, None),
         messages={"cser": "`1` is not a power series whose constant term is the expansion "
                           "point of the series before it."},
         usage="ComposeSeries[s1, s2] gives the series s1 with its variable replaced by the "
               "series s2 (whose constant term is s1's expansion point); ComposeSeries[s1, "
               "s2, s3, ...] composes s1(s2(s3(...))).",
         examples=[("ComposeSeries[Series[Exp[x], {x, 0, 4}], Series[Sin[x], {x, 0, 4}]]",
                    "1 + x + x^2/2 - x^4/8 + O[x]^5"),
                   ("ComposeSeries[Series[1/(1 - x), {x, 0, 3}], x^2 + O[x]^4]",
                    "1 + x^2 + O[x]^4"),
                   ("ComposeSeries[Series[Log[1 + x], {x, 0, 3}], Series[Exp[x] - 1, "
                    "{x, 0, 3}]]", "x + O[x]^4")])
def compose_series_(ev, expr):
    args = expr.args
    for a in args:
        if not _is_series(a):
            ev.message("ComposeSeries", "cser", a)
            return None
    r = args[-1]
    for outer in reversed(args[:-1]):
        ev.check_interrupt()
        c = compose_series(ev, outer, r)
        if c is None:
            ev.message("ComposeSeries", "cser", r)
            return None
        r = c
    return r


@builtin("InverseSeries", nargs=(1, 2),
         messages={"inv": "The series `1` has no linear term to invert."},
         usage="InverseSeries[s] gives the series inverse of the power series s (the series "
               "x(y) with s(x(y)) = y, in the same variable); InverseSeries[s, y] writes it "
               "in y.  s must have a nonzero linear term.",
         examples=[("InverseSeries[Series[Sin[x], {x, 0, 7}]]",
                    "x + x^3/6 + (3 x^5)/40 + (5 x^7)/112 + O[x]^8"),
                   ("InverseSeries[Series[Exp[x] - 1, {x, 0, 4}], y]",
                    "y - y^2/2 + y^3/3 - y^4/4 + O[y]^5"),
                   ("InverseSeries[Series[Tan[x], {x, 0, 5}]]",
                    "x - x^3/3 + x^5/5 + O[x]^6"),
                   ("InverseSeries[Series[Exp[x], {x, 0, 3}]]",
                    "(-1 + x) - (-1 + x)^2/2 + (-1 + x)^3/3 + O[-1 + x]^4")])
def inverse_series_(ev, expr):
    s = expr.args[0]
    if not _is_series(s):
        return None
    y = expr.args[1] if len(expr.args) == 2 else s.args[0]
    if type(y) is not Symbol:
        ev.message("InverseSeries", "ivar", y)
        return None
    r = inverse_series(ev, s, y)
    if r is None:
        ev.message("InverseSeries", "inv", s)
    return r


@builtin("O", nargs=(1, 2),
         usage="O[x]^n represents a term of order x^n (the order term of a power series); "
               "O[x, x0]^n a term of order (x - x0)^n.  Added to an expression it makes a "
               "series: x + O[x]^3 is SeriesData[x, 0, {1}, 1, 3, 1].",
         examples=[("x + O[x]^3 // FullForm", "SeriesData[x, 0, List[1], 1, 3, 1]"),
                   ("O[x]^4", "O[x]^4"),
                   ("Sin[x + O[x]^6]", "x - x^3/6 + x^5/120 + O[x]^6"),
                   ("1 + x + O[x, 1]^2", "2 + (-1 + x) + O[-1 + x]^2")])
def o_(ev, expr):
    x = expr.args[0]
    x0 = expr.args[1] if len(expr.args) == 2 else Integer(0)
    if type(x) is not Symbol:
        ev.message("O", "ivar", x)
        return None
    return Expression(S.SeriesData, (x, x0, Expression(S.List, ()), Integer(1), Integer(1),
                                     Integer(1)))
