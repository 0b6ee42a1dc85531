"""FactorialPower: the falling factorial x (x - h) ... (x - (n - 1) h), for numbers."""

from mathilda.algorithms.build import divide, minus, plus, power, times
from mathilda.core.expr import Integer, Real, S, TRUE
from mathilda.core.registry import builtin

_ONE = Integer(1)


def _number(ev, e):
    return e.is_number if hasattr(e, "is_number") else ev.call("NumberQ", e) is TRUE


@builtin("FactorialPower", nargs=(2, 3), attributes=("Listable", "NumericFunction",
                                                     "Protected", "ReadProtected"),
         usage="FactorialPower[x, n] gives the falling factorial x (x - 1) ... (x - n + 1); "
               "FactorialPower[x, n, h] the step-h factorial x (x - h) ... (x - (n - 1) h).",
         examples=[("FactorialPower[10, 3]", "720"),
                   ("FactorialPower[5, 3, 2]", "15"),
                   ("FactorialPower[1/2, 3]", "3/8"),
                   ("FactorialPower[4, -2]", "1/30"),
                   ("FactorialPower[2.5, 2]", "3.75"),
                   ("FactorialPower[x, 3]", "FactorialPower[x, 3]"),
                   ("FactorialPower[7, 0]", "1")])
def factorial_power(ev, expr):
    x, n = expr.args[0], expr.args[1]
    h = expr.args[2] if len(expr.args) == 3 else _ONE
    if not (_number(ev, x) and _number(ev, n) and _number(ev, h)):
        return None
    if type(n) is Integer:
        k = n.value
        if not ev.check_size(abs(k), "FactorialPower"):
            return None
        if k >= 0:
            factors = [minus(x, times(Integer(j), h)) for j in range(k)]
            return ev.evaluate(times(*factors)) if factors else _ONE
        factors = [plus(x, times(Integer(j), h)) for j in range(1, -k + 1)]
        return ev.evaluate(power(times(*factors), Integer(-1)))
    if type(x) is Real or type(n) is Real or type(h) is Real or h == _ONE:
        xh = divide(x, h)
        r = times(power(h, n), divide(ev.call("Gamma", plus(xh, _ONE)),
                                      ev.call("Gamma", plus(minus(xh, n), _ONE))))
        return ev.evaluate(r)
    return None
