"""Reading recurrence equations (RecurrenceTable, RSolve): which functions are unknown,
which equations are recurrences in n and which are initial values, and how far each
recurrence reaches.

    equations(e)                        the list of Equal expressions of e (a list, an And
                                        or one equation), or None
    dependents(ev, eqs, n)              the unknown function heads: symbols applied to
                                        n + k that are neither builtins nor protected
    offsets(ev, e, heads, n)            [(head, k, subexpr)] of the calls head[n + k] in e
    split(ev, eqs, heads, n)            (recurrences, {(head, index): value}) or None
"""

from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core import attributes as A
from mathilda.algorithms.algebra.polynomial import free_of


def equations(e):
    if isinstance(e, Expression) and e.head in (S.List, S.And):
        out = []
        for a in e.args:
            sub = equations(a)
            if sub is None:
                return None
            out.extend(sub)
        return out
    if isinstance(e, Expression) and e.head is S.Equal and len(e.args) == 2:
        return [e]
    return None


def _shift(ev, arg, n):
    """k when arg is n + k for an integer k, else None."""
    if arg == n:
        return 0
    if not (isinstance(arg, Expression) and arg.head is S.Plus):
        return None
    d = ev.evaluate(Expression(S.Plus, (arg, Expression(S.Times, (Integer(-1), n)))))
    return d.value if type(d) is Integer else None


def _is_unknown(ev, h):
    if type(h) is not Symbol:
        return False
    if ev.defs.builtins.get(h.name) is not None:
        return False
    d = ev.defs.table.get(h)
    return d is None or not (d.attributes & A.PROTECTED)


def offsets(ev, e, heads, n, out=None):
    if out is None:
        out = []
    if isinstance(e, Expression):
        if e.head in heads and len(e.args) == 1:
            k = _shift(ev, e.args[0], n)
            if k is not None:
                out.append((e.head, k, e))
                return out
        for a in e.args:
            offsets(ev, a, heads, n, out)
    return out


def dependents(ev, eqs, n):
    found = []

    def walk(e):
        if isinstance(e, Expression):
            if len(e.args) == 1 and _is_unknown(ev, e.head) and \
                    _shift(ev, e.args[0], n) is not None and e.head not in found:
                found.append(e.head)
            walk(e.head)
            for a in e.args:
                walk(a)
    for q in eqs:
        walk(q)
    return found


def split(ev, eqs, heads, n):
    """(recurrence equations, initial values) or None when an equation free of n is not
    of the form h[i] == value."""
    recs, init = [], {}
    for q in eqs:
        if not free_of(q, n):
            recs.append(q)
            continue
        lhs, rhs = q.args
        for a, b in ((lhs, rhs), (rhs, lhs)):
            if isinstance(a, Expression) and a.head in heads and len(a.args) == 1 and \
                    a.args[0].is_number:
                init[(a.head, a.args[0])] = b
                break
        else:
            return None
    return recs, init
