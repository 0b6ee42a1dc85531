"""Settled results: expressions whose evaluation under the current definitions is certain to
give them back unchanged, so that a builtin may mark them as evaluated (``Evaluation.final``)
instead of having the evaluator walk them again after a loop changed the definitions token.

An expression is settled when it is a number, a string, a symbol that has no definitions at
all (no values, no attributes beyond a builtin's own, no value function), or a normal
expression whose head is such a symbol or one of a few structural builtins (``List``,
``Plus``, ``Times``, ``Power``, ``Rule``) without user definitions, and whose parts are all
settled.  This holds for an expression that was a fixed point when it was built, provided no
attributes or rules changed since: a loop checks that with ``Definitions.rule_changes``
(only values were bound and restored meanwhile).
"""

from mathilda.core.expr import Expression, Symbol

_STRUCTURAL = frozenset(["List", "Plus", "Times", "Power", "Rule"])


def _pristine(d):
    """True when the SymbolDef ``d`` carries nothing that could rewrite an expression."""
    if d.own is not None or d.down or d.down_exact or d.up or d.up_exact or d.sub:
        return False
    spec = d.builtin
    if spec is None:
        return d.attributes == 0
    return d.attributes == spec.attributes and spec.value is None


def is_settled(defs, expr, limit=1000000):
    """True when evaluating ``expr`` (a fixed point when built) gives it back unchanged
    under the current definitions (see the module docstring); walks at most ``limit``
    nodes (False beyond)."""
    table = defs.table
    builtins = defs.builtins
    up_symbols = defs.up_symbols
    known = {}                      # symbol -> verdict as an atom, as a head
    stack = [expr]
    pop = stack.pop
    push = stack.extend
    n = 0
    while stack:
        e = pop()
        t = type(e)
        if t is Expression:
            n += 1
            if n > limit:
                return False
            h = e.head
            if type(h) is not Symbol:
                return False
            v = known.get(h)
            if v is None:
                v = _symbol_verdict(h, table, builtins, up_symbols)
                known[h] = v
            if not v[1]:
                return False
            push(e.args)
        elif t is Symbol:
            v = known.get(e)
            if v is None:
                v = _symbol_verdict(e, table, builtins, up_symbols)
                known[e] = v
            if not v[0] or e is _NOTHING:     # (a List drops Nothing)
                return False
        elif not e.is_atom and not isinstance(e, Expression):
            return False
    return True


def _symbol_verdict(sym, table, builtins, up_symbols):
    """(settled as an atom, settled as a head) for ``sym``."""
    if sym in up_symbols:
        return (False, False)
    d = table.get(sym)
    if d is None:
        spec = builtins.get(sym.name)
        if spec is None:
            return (True, True)
        ok = spec.value is None
        return (ok, ok and sym.name in _STRUCTURAL)
    if not _pristine(d):
        return (False, False)
    if d.builtin is None:
        return (True, True)
    return (True, sym.name in _STRUCTURAL)


def is_fixed(defs, expr, limit=1000000):
    """True when ``expr``, however it was built (a rule's result, say), is certainly a fixed
    point of evaluation under the current definitions: every head is List or a symbol with
    no definitions and no attributes that is not a builtin, every symbol is one without a
    value, and nothing is Nothing (a List drops it).  Walks at most ``limit`` nodes."""
    table = defs.table
    builtins = defs.builtins
    up_symbols = defs.up_symbols
    known = {}
    stack = [expr]
    pop = stack.pop
    push = stack.extend
    n = 0
    while stack:
        e = pop()
        t = type(e)
        if t is Expression:
            n += 1
            if n > limit:
                return False
            h = e.head
            if type(h) is not Symbol:
                return False
            v = known.get(h)
            if v is None:
                v = known[h] = _symbol_verdict(h, table, builtins, up_symbols)
            if not v[1] or (h is not _LIST and h.name in builtins):
                return False
            push(e.args)
        elif t is Symbol:
            v = known.get(e)
            if v is None:
                v = known[e] = _symbol_verdict(e, table, builtins, up_symbols)
            if not v[0] or e is _NOTHING:
                return False
        elif not e.is_atom and getattr(e, "_ev", None) is not True:
            return False
    return True


_LIST = Symbol("List")
_NOTHING = Symbol("Nothing")


# --- values that stay evaluated while only values change ---------------------------------------

class SettledMark:
    """The evaluated-mark (``Expression._ev``) of a settled value stored by ``x = value``:
    valid while no rule or attribute changed (``Definitions.rule_changes``) and none of the
    value's symbols got a value (loop variables and reassignments change the definitions
    token on every step, which would have the evaluator walk the value again each time)."""

    __slots__ = ("rule_changes", "symbols", "token")

    def __init__(self, rule_changes, symbols, token):
        self.rule_changes = rule_changes
        self.symbols = symbols
        self.token = token


def settled_mark(defs, expr, limit=100000):
    """A SettledMark for ``expr`` (a fixed point under the current definitions) when it is
    settled (see the module docstring), else None; walks at most ``limit`` nodes."""
    table = defs.table
    builtins = defs.builtins
    up_symbols = defs.up_symbols
    known = {}
    stack = [expr]
    pop = stack.pop
    push = stack.extend
    n = 0
    while stack:
        e = pop()
        t = type(e)
        if t is Expression:
            n += 1
            if n > limit:
                return None
            h = e.head
            if type(h) is not Symbol:
                return None
            v = known.get(h)
            if v is None:
                v = known[h] = _symbol_verdict(h, table, builtins, up_symbols)
            if not v[1]:
                return None
            push(e.args)
        elif t is Symbol:
            v = known.get(e)
            if v is None:
                v = known[e] = _symbol_verdict(e, table, builtins, up_symbols)
            if not v[0]:
                return None
        elif not e.is_atom and getattr(e, "_ev", None) is not True:
            return None             # (a packed array is always evaluated)
    return SettledMark(defs.rule_changes, tuple(known), defs.token)


def still_settled(defs, mark):
    """True when the value marked ``mark`` is still at a fixed point: no rule changed since
    and none of its symbols has a value now (the mark then holds for the current token)."""
    if mark.rule_changes != defs.rule_changes:
        return False
    table = defs.table
    for s in mark.symbols:
        d = table.get(s)
        if d is not None and d.own is not None:
            return False
    mark.token = defs.token
    return True
