"""LinearProgramming (the algorithm in mathilda/algorithms/algebra/linear_programming.py)."""

from fractions import Fraction

from mathilda.core.expr import Expression, Integer, Rational, Real, S, make_rational
from mathilda.core.registry import builtin

_MESSAGES = {
    "lpsnf": "No solution can be found that satisfies the constraints.",
    "lpsub": "This problem is unbounded.",
    "lpip": "Warning: integer linear programming will use a machine-precision approximation "
            "of the inputs.",
    "lpdim": "The dimensions of the arguments are inconsistent.",
    "lpnum": "The arguments should be lists of numbers.",
}


class _Bad(Exception):
    pass


def _num(x, state):
    """A Fraction (exact input) or float; Infinity as None-markers handled by the caller."""
    t = type(x)
    if t is Integer:
        return Fraction(x.value)
    if t is Rational:
        return Fraction(x.value)
    if t is Real:
        state["exact"] = False
        return float(x.value)
    raise _Bad


def _is_inf(x, sign):
    if sign > 0 and x is S.Infinity:
        return True
    return isinstance(x, Expression) and x.head is S.DirectedInfinity and \
        x.args == (Integer(sign),)


def _list(x):
    if not (isinstance(x, Expression) and x.head is S.List):
        raise _Bad
    return x.args


def _bounds(ev, spec, n, state):
    if spec is None:
        return [Fraction(0)] * n, [None] * n
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else \
        (spec,) * n
    if len(items) != n:
        raise _Bad
    lower, upper = [], []
    for it in items:
        lo, hi = it, S.Infinity
        if isinstance(it, Expression) and it.head is S.List:
            if len(it.args) != 2:
                raise _Bad
            lo, hi = it.args
        lower.append(None if _is_inf(lo, -1) else _num(lo, state))
        upper.append(None if _is_inf(hi, 1) else _num(hi, state))
    return lower, upper


def _out(v, exact):
    if exact:
        return make_rational(v.numerator, v.denominator)
    return Real(float(v))


@builtin("LinearProgramming", nargs=(3, 5), messages=_MESSAGES,
         usage="LinearProgramming[c, m, b] finds a vector x that minimizes c.x subject to "
               "m.x >= b and x >= 0; b may give {bi, si} pairs (si = 1: >=, 0: ==, -1: <=); "
               "LinearProgramming[c, m, b, l] uses the lower bounds l (or {li, ui} pairs); "
               "LinearProgramming[c, m, b, l, Integers] looks for an integer vector.",
         examples=[("LinearProgramming[{1, 1}, {{1, 2}}, {3}]", "{0, 3/2}"),
                   ("LinearProgramming[{-1, -1}, {{1, 2}, {3, 1}}, {{4, -1}, {5, -1}}]",
                    "{6/5, 7/5}"),
                   ("LinearProgramming[{2, 3}, {{1, 1}}, {{5, 0}}]", "{5, 0}"),
                   ("LinearProgramming[{1., 1.}, {{1., 2.}}, {3.}]", "{0., 1.5}"),
                   ("LinearProgramming[{-1, -1}, {{2, 1}}, {{3, -1}}, 0, Integers]",
                    "{0, 3}"),
                   ("LinearProgramming[{1, 1}, {{1, 1}}, {{1, -1}}, {{2, 3}, {0, 4}}]",
                    "LinearProgramming[{1, 1}, {{1, 1}}, {{1, -1}}, {{2, 3}, {0, 4}}]",
                    ["LinearProgramming::lpsnf: No solution can be found that satisfies "
                     "the constraints."]),
                   ("LinearProgramming[{-1, 0}, {{0, 1}}, {1}]",
                    "LinearProgramming[{-1, 0}, {{0, 1}}, {1}]",
                    ["LinearProgramming::lpsub: This problem is unbounded."])])
def linear_programming(ev, expr):
    args = expr.args
    state = {"exact": True}
    try:
        c = [_num(v, state) for v in _list(args[0])]
        n = len(c)
        if n == 0:
            raise _Bad
        m = [[_num(v, state) for v in _list(r)] for r in _list(args[1])]
        if any(len(r) != n for r in m):
            ev.message("LinearProgramming", "lpdim")
            return None
        bs = _list(args[2])
        if len(bs) != len(m):
            ev.message("LinearProgramming", "lpdim")
            return None
        rows = []
        for r, b in zip(m, bs):
            sense = 1
            if isinstance(b, Expression) and b.head is S.List:
                if len(b.args) != 2 or type(b.args[1]) is not Integer or \
                        b.args[1].value not in (-1, 0, 1):
                    raise _Bad
                b, sense = b.args[0], b.args[1].value
            rows.append((r, _num(b, state), sense))
        lower, upper = _bounds(ev, args[3] if len(args) > 3 else None, n, state)
    except _Bad:
        ev.message("LinearProgramming", "lpnum")
        return None
    integer = False
    if len(args) == 5:
        if args[4] is S.Integers:
            integer = True
        elif args[4] is not S.Reals:
            return None
    if not ev.check_size(n * (len(rows) + 1), "LinearProgramming"):
        return None
    from mathilda.algorithms.algebra.linear_programming import solve_lp
    r = solve_lp(c, rows, lower, upper, integer, state["exact"])
    if r[0] == "infeasible":
        ev.message("LinearProgramming", "lpsnf")
        return None
    if r[0] == "unbounded":
        ev.message("LinearProgramming", "lpsub")
        return None
    if r[0] != "ok":
        return None
    exact = state["exact"]
    return Expression(S.List, tuple(_out(Fraction(v) if exact else v, exact) for v in r[1]))
