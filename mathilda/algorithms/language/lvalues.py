"""Left sides of assignments, shared by the assignment builtins (language area) and the
in-place list updates (AppendTo, AssociateTo, ... in the lists area).

    eval_lhs(ev, lhs)              the left side with its arguments evaluated as Set does
    current_value(ev, lhs, name)   the value an update operator (+=, AppendTo, ...) changes,
                                   or None after name::rvalue
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Symbol, S

__all__ = ["eval_lhs", "current_value"]


def eval_lhs(ev, lhs):
    """Evaluate the arguments of a definition's left side (not its head), as Set does."""
    if not isinstance(lhs, Expression):
        return lhs
    h = lhs.head
    if h is S.HoldPattern:
        return lhs
    if h is S.Condition and len(lhs.args) == 2:
        return Expression(S.Condition, (eval_lhs(ev, lhs.args[0]), lhs.args[1]))
    if type(h) is Symbol:
        attrs = ev.defs.attributes(h)
        if attrs & A.HOLD_ALL_COMPLETE:
            return lhs
        new = []
        for i, a in enumerate(lhs.args):
            held = (attrs & A.HOLD_FIRST_MASK) if i == 0 else (attrs & A.HOLD_REST_MASK)
            new.append(a if held else ev.evaluate(a))
        from mathilda.core.evaluation import _flatten, _sort_args, _splice_sequences
        args = _splice_sequences(tuple(new))
        if attrs & A.FLAT:
            args = _flatten(h, args)
        if attrs & A.ORDERLESS:
            args = _sort_args(args)
        return Expression(h, args)
    return Expression(eval_lhs(ev, h), tuple(ev.evaluate(a) for a in lhs.args))


def current_value(ev, lhs, name):
    """The value of an assignable lhs (a symbol with a value, a part of one, ``as["k"]``
    of an association, ``c[x]`` with a definition such as ``c[_] := 0``), or None after
    ``name::rvalue`` when it has none."""
    if type(lhs) is Symbol:
        d = ev.defs.table.get(lhs)
        if d is None or d.own is None:
            ev.message(name, "rvalue", lhs)
            return None
        return ev.evaluate(lhs)
    if isinstance(lhs, Expression):
        if lhs.head is S.Part:
            return ev.evaluate(lhs)
        held = eval_lhs(ev, lhs)
        value = ev.evaluate(held)
        if value != held:
            return value
    ev.message(name, "rvalue", lhs)
    return None
