"""InterpolatingFunction: the approximate functions NDSolve returns.

An ``InterpolatingFunctionExpr`` is an Expression with head InterpolatingFunction whose
arguments are the domain ``{{xmin, xmax}}`` and the string "<>" (so that it prints as the
Wolfram Language prints one, ``InterpolatingFunction[{{0., 1.}}, <>]``); the data (the
abscissas, the values and the derivatives) live in Python lists on the object.  The evaluator
never re-evaluates an Expression subclass, so the object survives rules and replacement.
Two InterpolatingFunctions are the same expression only when they hold the same data.

``ifun[x]`` interpolates with the cubic Hermite polynomial of the step that contains x (values
and derivatives at both ends); outside the domain it extrapolates from the end step after the
InterpolatingFunction::dmval message.  ``ifun["Domain"]`` gives the domain.
"""

import bisect

from mathilda.core.expr import Expression, Integer, Rational, Real, String, Symbol, S, TRUE
from mathilda.core.registry import builtin

__all__ = ["InterpolatingFunctionExpr", "make_interpolating_function"]


class InterpolatingFunctionExpr(Expression):
    __slots__ = ("ts", "vals", "ders", "order")

    def __init__(self, ts, vals, ders, order=0):
        dom = Expression(S.List, (Expression(S.List, (Real(float(ts[0])),
                                                      Real(float(ts[-1])))),))
        Expression.__init__(self, S.InterpolatingFunction, (dom, String("<>")))
        self.ts = ts
        self.vals = vals
        self.ders = ders
        self.order = order              # the derivative this function stands for

    def __reduce__(self):
        return (InterpolatingFunctionExpr, (self.ts, self.vals, self.ders, self.order))

    def __eq__(self, other):
        if self is other:
            return True
        return isinstance(other, InterpolatingFunctionExpr) and self.ts == other.ts \
            and self.vals == other.vals and self.ders == other.ders \
            and self.order == other.order

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash((tuple(self.ts), tuple(self.vals), self.order))
        return h

    def derivative(self, n):
        """The n-th derivative (ifun' is the derivative of the interpolating polynomials)."""
        return InterpolatingFunctionExpr(self.ts, self.vals, self.ders, self.order + n)

    def value(self, t):
        """The interpolated value (or derivative of order ``order``) at t (a float)."""
        ts = self.ts
        k = self.order
        if len(ts) == 1:
            return self.vals[0] if k == 0 else (self.ders[0] if k == 1 else 0.0)
        if k > 3:
            return 0.0
        i = bisect.bisect_right(ts, t) - 1
        i = max(0, min(i, len(ts) - 2))
        t0, t1 = ts[i], ts[i + 1]
        h = t1 - t0
        s = (t - t0) / h
        y0, y1 = self.vals[i], self.vals[i + 1]
        d0, d1 = self.ders[i] * h, self.ders[i + 1] * h
        s2, s3 = s * s, s * s * s
        if k == 0:
            return ((2 * s3 - 3 * s2 + 1) * y0 + (s3 - 2 * s2 + s) * d0
                    + (-2 * s3 + 3 * s2) * y1 + (s3 - s2) * d1)
        if k == 1:
            r = ((6 * s2 - 6 * s) * y0 + (3 * s2 - 4 * s + 1) * d0
                 + (-6 * s2 + 6 * s) * y1 + (3 * s2 - 2 * s) * d1)
        elif k == 2:
            r = ((12 * s - 6) * y0 + (6 * s - 4) * d0 + (6 - 12 * s) * y1 + (6 * s - 2) * d1)
        else:
            r = 12 * y0 + 6 * d0 - 12 * y1 + 6 * d1
        return r / h ** k


def make_interpolating_function(ts, vals, ders):
    return InterpolatingFunctionExpr(list(ts), list(vals), list(ders))


def _number(x):
    t = type(x)
    if t is Integer or t is Rational:
        return float(x.value)
    if t is Real:
        return float(x.value)
    return None


def _exact_number(ev, x):
    """The machine value of a real numeric quantity that is not a number (Pi, Sqrt[2]), or
    None."""
    if not isinstance(x, (Expression, Symbol)) or ev.call("NumericQ", x) is not TRUE:
        return None
    return _number(ev.evaluate(Expression(S.N, (x,))))


@builtin("InterpolatingFunction", sub=True,
         messages={"dmval": "Input value `1` lies outside the range of data in the "
                            "interpolating function. Extrapolation will be used."},
         usage="InterpolatingFunction[domain, <>] represents an approximate function whose "
               "values are found by interpolation (NDSolve returns them); ifun[x] gives its "
               "value at the number x, ifun[\"Domain\"] its domain.",
         examples=[("f = y /. First[NDSolve[{y'[x] == 2 x, y[0] == 0}, y, {x, 0, 2}]]; "
                    "{f[1.5], f[\"Domain\"]}", "{2.25, {{0., 2.}}}"),
                   ("f = y /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 4}]]; "
                    "Round[f[Pi], 0.001]", "23.141"),
                   ("f = y /. First[NDSolve[{y''[x] == -y[x], y[0] == 0, y'[0] == 1}, y, "
                    "{x, 0, 2}]]; Round[f'[1.], 0.0001]", "0.5403"),
                   ("f = y /. First[NDSolve[{y'[x] == 1, y[0] == 0}, y, {x, 0, 1}]]; f[2]",
                    "2.", ["InterpolatingFunction::dmval: Input value {2} lies outside the "
                           "range of data in the interpolating function. Extrapolation will "
                           "be used."])])
def interpolating_function(ev, expr):
    f = expr.head
    if not isinstance(f, InterpolatingFunctionExpr) or len(expr.args) != 1:
        return None
    x = expr.args[0]
    if type(x) is String and x.value == "Domain":
        return f.args[0]
    if isinstance(x, Expression) and x.head is S.List:
        return Expression(S.List, tuple(ev.evaluate(Expression(f, (a,))) for a in x.args))
    t = _number(x)
    if t is None:
        t = _exact_number(ev, x)        # Pi, Sqrt[2], E/3: their machine value
    if t is None:
        return None
    if t < f.ts[0] - 1e-12 * max(1.0, abs(f.ts[0])) or \
            t > f.ts[-1] + 1e-12 * max(1.0, abs(f.ts[-1])):
        ev.message("InterpolatingFunction", "dmval", Expression(S.List, (x,)))
    return Real(float(f.value(t)))
