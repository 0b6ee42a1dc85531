"""Total derivatives (Dt): the chain rule over the structure of an expression.

Every symbol that is not a constant is taken to depend on the differentiation variable, so
its derivative stays as ``Dt[y, x]`` (or ``Dt[y]`` for the total differential).  Constants:
numbers, symbols with the Constant attribute (Pi, E, ...), the symbols listed in the
``Constants`` option and any expression whose head is one of them.

    total_derivative(ev, f, x, consts, opts)   d f / d x  (x None: the differential d f)

The result is built unevaluated; the caller evaluates it (so user values for ``Dt[y, x]``,
e.g. ``y /: Dt[y, x] = 0``, apply to the pieces left symbolic).
"""

from mathilda.core.attributes import CONSTANT
from mathilda.core.expr import Expression, Integer, Symbol, S

__all__ = ["total_derivative", "dt_leftover"]

_ZERO = Integer(0)
_ONE = Integer(1)
_THREAD = frozenset({"List", "Equal", "Unequal", "Less", "LessEqual", "Greater",
                     "GreaterEqual", "And", "Or", "Not", "Rule"})


def _is_constant(ev, e, consts):
    if e.is_number:
        return True
    if type(e) is Symbol:
        return e in consts or bool(ev.defs.attributes(e) & CONSTANT)
    if isinstance(e, Expression):
        h = e.head
        while isinstance(h, Expression):
            h = h.head
        if type(h) is Symbol and h in consts:
            return True
    return False


def dt_leftover(y, specs, opts):
    """``Dt[y, specs..., opts...]``: the derivative of a symbol left symbolic."""
    return Expression(S.Dt, (y,) + tuple(specs) + tuple(opts))


def _merge_spec(specs, x):
    """The specs of a nested Dt after one more derivative in x (``{x, n}`` counted)."""
    specs = list(specs)
    for i, s in enumerate(specs):
        if s is x:
            specs[i] = Expression(S.List, (x, Integer(2)))
            return specs
        if (isinstance(s, Expression) and s.head is S.List and len(s.args) == 2
                and s.args[0] is x and type(s.args[1]) is Integer):
            specs[i] = Expression(S.List, (x, Integer(s.args[1].value + 1)))
            return specs
    specs.append(x)
    return specs


def _nonzero(terms):
    return [t for t in terms if t != _ZERO]


def _sum(terms):
    terms = _nonzero(terms)
    if not terms:
        return _ZERO
    return terms[0] if len(terms) == 1 else Expression(S.Plus, tuple(terms))


def _prod(factors):
    if any(f == _ZERO for f in factors):
        return _ZERO
    factors = [f for f in factors if f != _ONE]
    if not factors:
        return _ONE
    return factors[0] if len(factors) == 1 else Expression(S.Times, tuple(factors))


def total_derivative(ev, f, x, consts, opts=()):
    """The total derivative of f with respect to the symbol x (None: the differential)."""
    ev.check_interrupt()
    if _is_constant(ev, f, consts):
        return _ZERO
    if type(f) is Symbol:
        if f is x:
            return _ONE
        return dt_leftover(f, () if x is None else (x,), opts)
    if not isinstance(f, Expression):
        return _ZERO                     # strings and other atoms
    h = f.head
    args = f.args

    def d(e):
        return total_derivative(ev, e, x, consts, opts)

    if h is S.Plus:
        return _sum([d(a) for a in args])
    if h is S.Times:
        terms = []
        for i, a in enumerate(args):
            da = d(a)
            if da == _ZERO:
                continue
            rest = list(args[:i]) + list(args[i + 1:])
            # a sum from the product rule is distributed (a x^n -> a n x^(n-1) + ...)
            parts = da.args if isinstance(da, Expression) and da.head is S.Plus else (da,)
            terms.extend(_prod(rest + [p]) for p in parts)
        return _sum(terms)
    if h is S.Power and len(args) == 2:
        u, v = args
        du, dv = d(u), d(v)
        terms = []
        if du != _ZERO:
            terms.append(_prod([v, Expression(S.Power, (u, Expression(S.Plus, (v, Integer(-1))))),
                                du]))
        if dv != _ZERO:
            terms.append(_prod([f, Expression(S.Log, (u,)), dv]))
        return _sum(terms)
    if type(h) is Symbol and h.name in _THREAD:
        return Expression(h, tuple(d(a) for a in args))
    if h is S.Dt and args:
        if x is None:
            return Expression(S.Dt, (f,))
        specs = [a for a in args[1:] if not (isinstance(a, Expression) and a.head is S.Rule)]
        if not specs:               # Dt[y] differentiated in x: leave it
            return Expression(S.Dt, (f, x) + tuple(opts))
        return dt_leftover(args[0], _merge_spec(specs, x), opts)
    # a function of its arguments: the chain rule through Derivative
    n = len(args)
    terms = []
    for i, a in enumerate(args):
        da = d(a)
        if da == _ZERO:
            continue
        orders = tuple(Integer(1 if j == i else 0) for j in range(n))
        fd = Expression(Expression(Expression(S.Derivative, orders), (h,)), args)
        terms.append(_prod([da, ev.evaluate(fd)]))
    return _sum(terms)
