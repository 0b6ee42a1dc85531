"""PiecewiseExpand: piecewise functions written as one Piecewise.

Max, Min, UnitStep, Ramp, Clip, Boole, If, KroneckerDelta (and Abs and Sign of arguments
assumed real) become Piecewise expressions; a function of a Piecewise argument is applied
to each of its values, and nested Piecewise expressions are merged, the conditions of a
nested one joined with And to the condition of its branch."""

from mathilda.algorithms.build import list_of, plus, times
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S, Symbol
from mathilda.core.registry import builtin

ZERO = Integer(0)
ONE = Integer(1)


def _pw(branches, default):
    return Expression(S.Piecewise, (list_of(list_of([v, c]) for v, c in branches), default))


def _diff(a, b):
    return plus(a, times(Integer(-1), b))


def _ge(a, b):
    return Expression(S.GreaterEqual, (a, b))


_FLIP = {"GreaterEqual": S.LessEqual, "LessEqual": S.GreaterEqual, "Greater": S.Less,
         "Less": S.Greater, "Equal": S.Equal}


def _tidy(ev, c):
    """c + x op 0 as x op -c, and -x op k as x op' -k, for a numeric c or k."""
    if not (isinstance(c, Expression) and type(c.head) is Symbol and c.head.name in _FLIP
            and len(c.args) == 2 and c.args[1] == ZERO):
        return c
    op, lhs = c.head, c.args[0]
    rhs = ZERO
    if isinstance(lhs, Expression) and lhs.head is S.Plus and lhs.args[0].is_number:
        rhs = ev.evaluate(times(Integer(-1), lhs.args[0]))
        lhs = ev.evaluate(Expression(S.Plus, lhs.args[1:]))
    if isinstance(lhs, Expression) and lhs.head is S.Times and len(lhs.args) == 2 and \
            lhs.args[0] == Integer(-1):
        lhs, rhs, op = lhs.args[1], ev.evaluate(times(Integer(-1), rhs)), _FLIP[op.name]
    return ev.evaluate(Expression(op, (lhs, rhs)))


def _tidy_all(ev, c):
    if isinstance(c, Expression) and c.head is S.And:
        return ev.evaluate(Expression(S.And, tuple(_tidy_all(ev, a) for a in c.args)))
    return _tidy(ev, ev.evaluate(c))


def _primitive(ev, e, real):
    """The Piecewise form of one primitive (its arguments already expanded), else None."""
    h = e.head if isinstance(e, Expression) else None
    if type(h) is not Symbol:
        return None
    a = e.args
    name = h.name
    if name in ("Max", "Min") and len(a) >= 2:
        op = S.GreaterEqual if name == "Max" else S.LessEqual
        branches = []
        for i in range(len(a) - 1):
            conds = [Expression(op, (_diff(a[i], a[j]), ZERO)) for j in range(i + 1, len(a))]
            branches.append((a[i], conds[0] if len(conds) == 1 else
                             Expression(S.And, tuple(conds))))
        return _pw(branches, a[-1])
    if name == "UnitStep" and a:
        conds = [_ge(x, ZERO) for x in a]
        return _pw([(ONE, conds[0] if len(conds) == 1 else Expression(S.And, tuple(conds)))],
                   ZERO)
    if name == "Ramp" and len(a) == 1:
        return _pw([(a[0], _ge(a[0], ZERO))], ZERO)
    if name == "Boole" and len(a) == 1:
        return _pw([(ONE, a[0])], ZERO)
    if name == "If" and len(a) == 3:
        return _pw([(a[1], a[0])], a[2])
    if name == "KroneckerDelta" and a:
        conds = [Expression(S.Equal, (a[0], ZERO))] if len(a) == 1 else \
            [Expression(S.Equal, (_diff(a[0], x), ZERO)) for x in a[1:]]
        return _pw([(ONE, conds[0] if len(conds) == 1 else Expression(S.And, tuple(conds)))],
                   ZERO)
    if name == "Clip" and a:
        lo, hi = Integer(-1), ONE
        if len(a) >= 2:
            if not (isinstance(a[1], Expression) and a[1].head is S.List and
                    len(a[1].args) == 2):
                return None
            lo, hi = a[1].args
        x = a[0]
        return _pw([(lo, Expression(S.Less, (x, lo))), (hi, Expression(S.Greater, (x, hi)))], x)
    if name in ("Abs", "Sign") and len(a) == 1 and real(a[0]):
        x = a[0]
        neg = Expression(S.Less, (x, ZERO))
        if name == "Abs":
            return _pw([(times(Integer(-1), x), neg)], x)
        return _pw([(Integer(-1), neg), (ONE, Expression(S.Greater, (x, ZERO)))], ZERO)
    return None


def _branches(pw):
    """([(value, condition)], default) of a Piecewise expression."""
    pairs = [(p.args[0], p.args[1]) for p in pw.args[0].args]
    return pairs, pw.args[1] if len(pw.args) > 1 else ZERO


def _is_pw(e):
    return isinstance(e, Expression) and e.head is S.Piecewise and e.args and \
        isinstance(e.args[0], Expression) and e.args[0].head is S.List


def _and(ev, a, b):
    if a is TRUE:
        return b
    if b is TRUE:
        return a
    return ev.evaluate(Expression(S.And, (a, b)))


def _flatten(ev, e):
    """Merge nested Piecewise values and defaults into one list of branches."""
    if not _is_pw(e):
        return [], e
    out = []
    pairs, default = _branches(e)
    for v, c in pairs:
        c = ev.evaluate(c)
        if c is FALSE:
            continue
        inner, idef = _flatten(ev, v)
        for iv, ic in inner:
            cond = _and(ev, c, ic)
            if cond is not FALSE:
                out.append((iv, cond))
        out.append((idef, c))
        if c is TRUE:
            return out[:-1], idef
    inner, idef = _flatten(ev, default)
    return out + inner, idef


def _impossible(ev, c):
    """True when Reduce finds no real point satisfying the condition c."""
    if not (isinstance(c, Expression) and c.head is S.And):
        return False
    lhs = Expression(S.List, tuple(a.args[0] for a in c.args
                                   if isinstance(a, Expression) and a.args))
    vars_ = ev.call("Variables", lhs)
    r = ev.call("Quiet", Expression(S.Reduce, (c, vars_, S.Reals)))
    return r is FALSE


def _expand(ev, e, real):
    if not isinstance(e, Expression):
        return e
    if e.head is S.Piecewise:
        args = e.args
    else:
        args = tuple(_expand(ev, a, real) for a in e.args)
    node = ev.evaluate(Expression(e.head, args)) if args != e.args else e
    prim = _primitive(ev, node, real)
    if prim is not None:
        node = prim
    if not isinstance(node, Expression):
        return node
    if _is_pw(node):
        pairs, default = _branches(node)
        node = _pw([(_expand(ev, v, real), c) for v, c in pairs], _expand(ev, default, real))
    else:
        k = next((i for i, a in enumerate(node.args) if _is_pw(a)), None)
        if k is None:
            return node
        pairs, default = _branches(node.args[k])

        def put(v):
            args = list(node.args)
            args[k] = v
            return _expand(ev, ev.evaluate(Expression(node.head, tuple(args))), real)
        node = _pw([(put(v), c) for v, c in pairs], put(default))
    branches, default = _flatten(ev, node)
    branches = [(v, _tidy_all(ev, c)) for v, c in branches]
    branches = [(v, c) for v, c in branches if not _impossible(ev, c)]
    if not branches:
        return ev.evaluate(default)
    return ev.evaluate(_pw(branches, default))


@builtin("PiecewiseExpand", nargs=(1, 2),
         usage="PiecewiseExpand[expr] writes the piecewise functions in expr (Max, Min, "
               "UnitStep, Ramp, Clip, Boole, If, KroneckerDelta) as one Piecewise expression, "
               "applying functions to each branch and merging nested Piecewise forms; "
               "PiecewiseExpand[expr, assum] also expands Abs and Sign of arguments the "
               "assumptions make real.",
         examples=[("PiecewiseExpand[Max[x, y]]", "Piecewise[{{x, x - y >= 0}}, y]"),
                   ("PiecewiseExpand[Min[x, y, z]]",
                    "Piecewise[{{x, x - y <= 0 && x - z <= 0}, {y, y - z <= 0}}, z]"),
                   ("PiecewiseExpand[UnitStep[x]]", "Piecewise[{{1, x >= 0}}, 0]"),
                   ("PiecewiseExpand[1 + 2 Max[x, 0]]", "Piecewise[{{1, x <= 0}}, 1 + 2 x]"),
                   ("PiecewiseExpand[Clip[x]]", "Piecewise[{{-1, x < -1}, {1, x > 1}}, x]"),
                   ("PiecewiseExpand[Abs[x], Element[x, Reals]]",
                    "Piecewise[{{-x, x < 0}}, x]"),
                   ("PiecewiseExpand[If[x > 0, a, b]]", "Piecewise[{{a, x > 0}}, b]"),
                   ("PiecewiseExpand[Max[x, 0] /. x -> 2]", "2"),
                   ("PiecewiseExpand[UnitStep[x] UnitStep[x - 1]] /. x -> 1/2", "0")])
def piecewise_expand(ev, expr):
    e = expr.args[0]
    assum = expr.args[1] if len(expr.args) == 2 else None

    def real(x):
        if assum is None:
            return False
        r = ev.call("Simplify", Expression(S.Element, (x, S.Reals)), assum)
        return r is TRUE

    return _expand(ev, e, real)
