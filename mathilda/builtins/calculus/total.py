"""Dt: total derivatives and total differentials (mathilda/algorithms/calculus/total.py)."""

from mathilda.algorithms.calculus.total import total_derivative
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin


def _spec(s):
    """(variable, count) of one differentiation spec, or None."""
    if type(s) is Symbol:
        return s, 1
    if (isinstance(s, Expression) and s.head is S.List and len(s.args) == 2
            and type(s.args[0]) is Symbol and type(s.args[1]) is Integer
            and s.args[1].value >= 0):
        return s.args[0], s.args[1].value
    return None


@builtin("Dt", nargs=(1, None), options={"Constants": "{}"},
         messages={"ivar": "`1` is not a valid variable.",
                   "con": "Bad constants specification `1`; it must be a symbol or a list "
                          "of symbols."},
         usage="Dt[f, x] gives the total derivative of f with respect to x; Dt[f] the total "
               "differential; Dt[f, {x, n}] the n-th total derivative; Dt[f, x1, x2, ...] "
               "the mixed total derivative d/dx1 d/dx2 ... f.",
         examples=[("Dt[x^n, x]", "n x^(-1 + n) + x^n Dt[n, x] Log[x]"),
                   ("Dt[x^2 + y^2]", "2 x Dt[x] + 2 y Dt[y]"),
                   ("Dt[x y, {x, 2}]", "2 Dt[y, x] + x Dt[y, {x, 2}]"),
                   ("Dt[Sin[x y], x]", "Cos[x y] (y + x Dt[y, x])"),
                   ("Dt[a x^2 + b, x, Constants -> {a, b}]", "2 a x"),
                   ("Dt[f[g]]", "Dt[g] f'[g]")])
def dt_(ev, expr):
    pos, opts = ev.split_options(expr)
    if not pos:
        return None
    f = pos[0]
    c = opts.get("Constants", Expression(S.List, ()))
    items = c.args if isinstance(c, Expression) and c.head is S.List else (c,)
    if not all(type(s) is Symbol for s in items):
        ev.message("Dt", "con", c)
        return None
    consts = frozenset(items)
    given = tuple(a for a in expr.args[1:] if isinstance(a, Expression) and a.head is S.Rule
                  and a.args[0] == S.Constants)
    specs = []
    for s in pos[1:]:
        sp = _spec(s)
        if sp is None:
            ev.message("Dt", "ivar", s)
            return None
        specs.append(sp)
    if type(f) is Symbol and f not in consts and not any(v is f for v, _ in specs):
        r = total_derivative(ev, f, None if not specs else specs[0][0], consts, given)
        if r.head is S.Dt:
            return None                  # a symbol's own derivative stays symbolic
        return r
    if not specs:
        return total_derivative(ev, f, None, consts, given)
    e = f
    for v, n in reversed(specs):
        for _ in range(n):
            e = ev.evaluate(total_derivative(ev, e, v, consts, given))
    return e
