"""A small builder for writing formulas in Python: the per-family tables read like the
Wolfram Language.

``X`` wraps an expression and overloads the arithmetic operators, so that with ``x``, ``m`` and
``s`` wrapped, ``E ** (-(x - m) ** 2 / (2 * s ** 2)) / (sqrt(2 * Pi) * s)`` builds the raw
(unevaluated) ``Times[Power[E, ...], ...]`` that the evaluator then puts in canonical form,
exactly as it would the same text typed in.  Python ints become Integers, ``Fraction``
Rationals.  ``F.Erfc(z)`` builds ``Erfc[z]`` (any head by name), ``pw((v, cond), ...,
default)`` a Piecewise, ``lt/le/ineq`` the inequalities ``0 < x < 1``, ``a <= x <= b`` and
``Inequality[a, LessEqual, x, Less, b]`` that Python's chained comparisons cannot express.
"""

from fractions import Fraction

from mathilda.core.expr import Expression, Integer, Real, Symbol, S, make_rational

__all__ = ["X", "ex", "wrap", "F", "pw", "lt", "le", "ineq", "eq", "ne", "sqrt", "half",
           "Pi", "E", "I", "oo", "Indeterminate", "And", "Or"]


def ex(v):
    """The expression for ``v``: an X, an Expr, a Python int, Fraction or float, or a list
    of those (a List)."""
    t = type(v)
    if t is X:
        return v.e
    if t is int:
        return Integer(v)
    if t is Fraction:
        return make_rational(v.numerator, v.denominator)
    if t is float:
        return Real(v)
    if t is list or t is tuple:
        return Expression(S.List, tuple(ex(a) for a in v))
    return v


def wrap(v):
    return v if type(v) is X else X(ex(v))


def _call(head, *args):
    return X(Expression(head, tuple(ex(a) for a in args)))


class X:
    """An expression under construction (see the module docstring)."""

    __slots__ = ("e",)

    def __init__(self, e):
        self.e = e

    def __add__(self, o):
        return _call(S.Plus, self, o)

    def __radd__(self, o):
        return _call(S.Plus, o, self)

    def __sub__(self, o):
        return _call(S.Plus, self, _call(S.Times, -1, o))

    def __rsub__(self, o):
        return _call(S.Plus, o, _call(S.Times, -1, self))

    def __mul__(self, o):
        return _call(S.Times, self, o)

    def __rmul__(self, o):
        return _call(S.Times, o, self)

    def __truediv__(self, o):
        return _call(S.Times, self, _call(S.Power, o, -1))

    def __rtruediv__(self, o):
        return _call(S.Times, o, _call(S.Power, self, -1))

    def __pow__(self, o):
        return _call(S.Power, self, o)

    def __rpow__(self, o):
        return _call(S.Power, o, self)

    def __neg__(self):
        return _call(S.Times, -1, self)

    def __lt__(self, o):
        return _call(S.Less, self, o)

    def __le__(self, o):
        return _call(S.LessEqual, self, o)

    def __gt__(self, o):
        return _call(S.Greater, self, o)

    def __ge__(self, o):
        return _call(S.GreaterEqual, self, o)

    def __bool__(self):
        raise TypeError("a formula has no truth value (chained comparison? use lt/le/ineq)")

    __hash__ = None

    def __repr__(self):
        return "X(%s)" % self.e.full_form() if hasattr(self.e, "full_form") else repr(self.e)


class _Functions:
    """``F.Name(a, b)`` builds ``Name[a, b]``."""

    def __getattr__(self, name):
        head = Symbol(name)

        def build(*args):
            return _call(head, *args)

        setattr(self, name, build)
        return build


F = _Functions()


def pw(*cases, default=0):
    """``Piecewise[{{v1, c1}, ...}, default]`` from ``(v, c)`` pairs."""
    rows = tuple(Expression(S.List, (ex(v), ex(c))) for v, c in cases)
    return X(Expression(S.Piecewise, (Expression(S.List, rows), ex(default))))


def lt(*xs):
    """``Less[a, b, ...]`` (``a < b < ...``)."""
    return _call(S.Less, *xs)


def le(*xs):
    """``LessEqual[a, b, ...]`` (``a <= b <= ...``)."""
    return _call(S.LessEqual, *xs)


_REL = {"<": S.Less, "<=": S.LessEqual, ">": S.Greater, ">=": S.GreaterEqual, "==": S.Equal}


def ineq(*parts):
    """``Inequality[a, LessEqual, x, Less, b]`` from ``a, "<=", x, "<", b``."""
    out = []
    for k, p in enumerate(parts):
        out.append(_REL[p] if k % 2 else ex(p))
    return X(Expression(S.Inequality, tuple(out)))


def eq(a, b):
    return _call(S.Equal, a, b)


def ne(a, b):
    return _call(S.Unequal, a, b)


def And(*cs):
    return _call(S.And, *cs)


def Or(*cs):
    return _call(S.Or, *cs)


def sqrt(v):
    return _call(S.Power, v, Fraction(1, 2))


half = X(make_rational(1, 2))
Pi = X(S.Pi)
E = X(S.E)
I = X(S.I)
oo = X(S.Infinity)


def half_line(*params):
    """The support (0, Infinity) of a family (``support = half_line`` in its class)."""
    return 0, oo


def real_line(*params):
    """The support (-Infinity, Infinity) of a family."""
    return -oo, oo
Indeterminate = X(S.Indeterminate)
