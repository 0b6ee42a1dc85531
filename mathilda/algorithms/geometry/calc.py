"""Exact arithmetic on expressions through the evaluator, for the region formulas.

``Calc(ev)`` builds and evaluates expressions (``c.add(a, b)`` is ``a + b`` evaluated), so
the formulas are exact for exact inputs, numeric for machine inputs and symbolic for symbols
(``Area[Disk[{0, 0}, r]]`` is ``Pi r^2``).  ``vec``/``mat`` helpers work on Python lists of
expressions."""

from fractions import Fraction

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Rational, Real, S, make_rational

__all__ = ["Calc", "to_list", "from_list", "py_number", "expr_number"]

_LIST = S.List


def to_list(x):
    """A List expression (or packed array) as a Python list (nested), else None."""
    if isinstance(x, Expression) and x.head is _LIST:
        return [to_list(a) if isinstance(a, Expression) and a.head is _LIST else a
                for a in x.args]
    return None


def from_list(v):
    if isinstance(v, (list, tuple)):
        return Expression(_LIST, tuple(from_list(a) for a in v))
    return v


def py_number(x):
    """An int, Fraction or float for a number Expr; None otherwise."""
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return Fraction(x.value)
    if t is Real:
        return float(x.value)
    return None


def expr_number(v):
    if type(v) is int:
        return Integer(v)
    if type(v) is Fraction:
        return make_rational(v.numerator, v.denominator)
    if type(v) is bool:
        return TRUE if v else FALSE
    return Real(float(v))


class Calc:
    def __init__(self, ev):
        self.ev = ev

    def call(self, head, *args):
        return self.ev.call(head, *args)

    # scalars
    def add(self, *xs):
        return self.call("Plus", *xs) if len(xs) != 1 else xs[0]

    def sub(self, a, b):
        return self.call("Plus", a, self.call("Times", Integer(-1), b))

    def mul(self, *xs):
        return self.call("Times", *xs) if len(xs) != 1 else xs[0]

    def div(self, a, b):
        return self.call("Times", a, self.call("Power", b, Integer(-1)))

    def pow(self, a, b):
        return self.call("Power", a, b if not isinstance(b, int) else Integer(b))

    def sqrt(self, a):
        return self.call("Sqrt", a)

    def abs(self, a):
        return self.call("Abs", a)

    def neg(self, a):
        return self.call("Times", Integer(-1), a)

    def num(self, v):
        return expr_number(v) if not isinstance(v, Expression) and not hasattr(v, "head") \
            else v

    def simplify(self, x):
        return self.call("Simplify", x)

    def is_numeric(self, x):
        return self.call("NumericQ", x) is TRUE

    def min(self, *xs):
        return self.call("Min", *xs)

    def max(self, *xs):
        return self.call("Max", *xs)

    def true(self, x):
        return self.ev.evaluate(x) is TRUE

    # vectors (Python lists of Exprs)
    def vadd(self, u, v):
        return [self.add(a, b) for a, b in zip(u, v)]

    def vsub(self, u, v):
        return [self.sub(a, b) for a, b in zip(u, v)]

    def vscale(self, s, u):
        return [self.mul(s, a) for a in u]

    def dot(self, u, v):
        return self.add(*[self.mul(a, b) for a, b in zip(u, v)]) if u else Integer(0)

    def norm(self, u):
        return self.sqrt(self.dot(u, u))

    def mean(self, pts):
        k = Integer(len(pts))
        return [self.div(self.add(*[p[i] for p in pts]), k) for i in range(len(pts[0]))]

    def det(self, m):
        return self.call("Det", from_list(m))

    def cross(self, u, v):
        return [self.sub(self.mul(u[1], v[2]), self.mul(u[2], v[1])),
                self.sub(self.mul(u[2], v[0]), self.mul(u[0], v[2])),
                self.sub(self.mul(u[0], v[1]), self.mul(u[1], v[0]))]
