"""Iterator specifications shared by Do, Table, Sum, Product, ...

``{n}`` / ``n``, ``{i, n}``, ``{i, a, b}``, ``{i, a, b, d}``, ``{i, {v1, v2, ...}}``.
``iterator_values(ev, spec, name)`` returns ``(symbol_or_None, list_of_values)`` or None after
an ``iterb`` / ``itform`` message.
"""

from fractions import Fraction

from mathilda.core.expr import (
    Expression, Integer, Real, Rational, Symbol, S, make_rational, new_integer,
)


def _num(x):
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return x.value
    if t is Real and x.prec is None:
        return x.value
    return None


def _count(ev, lo, hi, step):
    """Number of values lo, lo+step, ... <= hi (exact or machine arithmetic)."""
    if step == 0:
        return None
    n = (hi - lo) / step
    if isinstance(n, float):
        import math
        n = math.floor(n + 1e-12 * max(1.0, abs(n)))
    else:
        n = Fraction(n).__floor__()
    return max(0, int(n) + 1)


def iterator_values(ev, spec, name):
    """Expand one iterator spec (already evaluated where the iterator evaluates it)."""
    if not (isinstance(spec, Expression) and spec.head is S.List):
        spec = Expression(S.List, (spec,))
    args = spec.args
    if not args:
        ev.message(name, "itform", spec, Integer(2))
        return None
    if len(args) == 1:
        n = ev.evaluate(args[0])
        v = _num(n)
        if v is None:
            ev.message(name, "iterb", spec)
            return None
        count = _count(ev, 1, v, 1)
        if not ev.check_size(count, name):
            return None
        return None, [None] * count
    var = args[0]
    if type(var) is not Symbol:
        ev.message(name, "itform", spec, Integer(2))
        return None
    if len(args) == 2:
        bound = ev.evaluate(args[1])
        if isinstance(bound, Expression) and bound.head is S.List:
            return var, list(bound.args)
        lo_e, hi_e, st_e = Integer(1), bound, Integer(1)
    elif len(args) in (3, 4):
        lo_e = ev.evaluate(args[1])
        hi_e = ev.evaluate(args[2])
        st_e = ev.evaluate(args[3]) if len(args) == 4 else Integer(1)
    else:
        ev.message(name, "itform", spec, Integer(2))
        return None
    lo, hi, st = _num(lo_e), _num(hi_e), _num(st_e)
    if lo is None or hi is None or st is None:
        # symbolic bounds: {i, a, a + 3} style ranges work through exact differences
        diff = ev.evaluate(Expression(S.Plus, (hi_e, Expression(S.Times, (Integer(-1),
                                                                           lo_e)))))
        d, s = _num(diff), _num(st_e)
        if s is None and st_e != Integer(0):
            # a symbolic step: {i, a, a + 2 b, b} takes (hi - lo)/step steps
            d = _num(ev.evaluate(Expression(S.Times, (diff, Expression(
                S.Power, (st_e, Integer(-1)))))))
            s = 1
        if d is None and s is not None:
            # numeric quantities such as {x, 0, 2 Pi, 0.1}: count with their values
            d = _num(ev.evaluate(Expression(S.N, (diff,))))
        if d is None or s is None or s == 0:
            ev.message(name, "iterb", spec)
            return None
        count = _count(ev, 0, d, s)
        if type(st_e) is Real and st_e.prec is None:
            lo_f = _num(ev.evaluate(Expression(S.N, (lo_e,))))
            if lo_f is not None:          # a machine step gives machine numbers throughout
                if not ev.check_size(count, name):
                    return None
                return var, [Real(float(lo_f) + k * s) for k in range(count)]
        if not ev.check_size(count, name):
            return None
        return var, [ev.evaluate(Expression(S.Plus, (lo_e, Expression(
            S.Times, (Integer(k), st_e))))) for k in range(count)]
    if st == 0:
        ev.message(name, "iterb", spec)
        return None
    count = _count(ev, lo, hi, st)
    if not ev.check_size(count, name):
        return None
    if type(lo_e) is Integer and type(st_e) is Integer:
        return var, list(map(new_integer, range(lo, lo + count * st, st))) if count > 0 else []
    if isinstance(lo, float) or isinstance(st, float) or isinstance(hi, float):
        lo_f, st_f = float(lo), float(st)
        if type(lo_e) is Real or type(st_e) is Real:
            return var, [Real(lo_f + k * st_f) for k in range(count)]
    return var, [make_rational(Fraction(lo) + k * Fraction(st)) for k in range(count)]
