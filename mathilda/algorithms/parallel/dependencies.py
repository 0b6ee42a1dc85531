"""The definitions a parallel expression depends on, as packets another session installs.

The Wolfram Language distributes, before a parallel computation, the definitions of every
symbol the computation mentions, and of every symbol those definitions mention, and so on
(``DistributeDefinitions`` "applies itself recursively to any symbols appearing in the
definitions"), for symbols of the contexts in ``DistributedContexts`` (by default the current
context, ``Global```: never the system's own symbols).

``gather(defs, exprs, contexts)`` walks the symbols of ``exprs`` and, transitively, of the
definitions found, and gives ``{symbol: packet}``: a packet is an expression holding every
definition of the symbol (attributes, own/down/up/sub/N values, defaults, options, messages),
or ``None`` for a symbol of those contexts that has no definitions (so that a kernel still
holding an old definition of it can be told to forget it).  ``install(defs, packet)`` puts a
packet into another session's Definitions, replacing what that symbol had.

A packet is ``{sym, attrs, {own}, {down...}, {up...}, {sub...}, {n...}, {defaults...},
{options...}, {messages...}}`` where a rule is ``{lhs, rhs, delayed, tag}``; the attribute
bits are the same in every process of one installation.
"""

from mathilda.core.definitions import Rule
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE, NULL

__all__ = ["gather", "install", "packet", "symbols_of", "in_contexts"]

_LIST = S.List


def symbols_of(exprs):
    """The symbols appearing anywhere in ``exprs`` (heads included), in the order they
    are first met reading the expressions left to right (a dict used as an ordered set)."""
    out = {}
    stack = list(reversed(exprs))
    seen = set()
    while stack:
        e = stack.pop()
        t = type(e)
        if t is Symbol:
            out[e] = None
        elif isinstance(e, Expression):
            if hasattr(type(e), "array"):          # packed arrays hold only numbers
                continue
            k = id(e)
            if k in seen:
                continue
            seen.add(k)
            stack.extend(reversed(e.args))
            stack.append(e.head)
    return out


def in_contexts(defs, sym, contexts):
    """Is ``sym`` a symbol whose definitions are distributed: not a builtin, not in
    ``System```, and (unless ``contexts`` is None: all) in one of ``contexts``?"""
    name = sym.name
    if name in defs.builtins:
        return False
    ctx = sym.context
    if ctx == "System`":
        return False
    return contexts is None or ctx in contexts


def _rule(r):
    tag = r.tag if r.tag is not None and hasattr(r.tag, "head") else NULL
    return Expression(_LIST, (r.lhs, r.rhs, TRUE if r.delayed else FALSE, tag))


def _rules(rules):
    return Expression(_LIST, tuple(_rule(r) for r in rules))


def packet(defs, sym):
    """The packet of every definition of ``sym`` in ``defs``, or None when it has none."""
    d = defs.table.get(sym)
    if d is None:
        return None
    down = list(d.down_exact.values()) + list(d.down)
    up = list(d.up_exact.values()) + list(d.up)
    options = d.options or {}
    if not (d.own or down or up or d.sub or d.nvalues or d.defaults or options
            or d.messages or d.attributes):
        return None
    defaults = Expression(_LIST, tuple(
        Expression(_LIST, (NULL if k is None else Integer(k), v))
        for k, v in d.defaults.items()))
    opts = Expression(_LIST, tuple(Expression(_LIST, (String(k), v))
                                   for k, v in options.items()))
    msgs = Expression(_LIST, tuple(
        Expression(_LIST, (String(k), String(v) if isinstance(v, str) else v))
        for k, v in d.messages.items()))
    return Expression(_LIST, (
        sym, Integer(d.attributes), _rules([d.own] if d.own is not None else []),
        _rules(down), _rules(up), _rules(d.sub), _rules(d.nvalues), defaults, opts, msgs))


def gather(defs, exprs, contexts=("Global`",), stubs=None):
    """``{symbol: packet or None}`` for the symbols of ``exprs`` in ``contexts`` (None:
    every context but ``System```) and, transitively, those their definitions mention.
    ``stubs`` maps symbols to ready packets used instead of their definitions (shared
    variables); their definitions are not walked."""
    from collections import deque
    stubs = stubs or {}
    found = {}
    todo = deque(s for s in symbols_of(exprs) if in_contexts(defs, s, contexts))
    while todo:
        sym = todo.popleft()
        if sym in found:
            continue
        stub = stubs.get(sym)
        if stub is not None:
            found[sym] = stub
            continue
        p = packet(defs, sym)
        found[sym] = p
        if p is not None:
            for s in symbols_of(p.args[2:]):
                if s not in found and in_contexts(defs, s, contexts):
                    todo.append(s)
    return found


def _as_rule(item):
    lhs, rhs, delayed, tag = item.args
    return Rule(lhs, rhs, delayed is TRUE, None if tag is NULL else tag)


def install(defs, pkt):
    """Make ``pkt`` (from ``packet``, or ``{sym}``: no definitions) the definitions of its
    symbol in ``defs``, replacing whatever the symbol had."""
    sym = pkt.args[0]
    if type(sym) is not Symbol:
        raise ValueError("not a definitions packet")
    defs.clear(sym, everything=True)
    if len(pkt.args) == 1:
        return sym
    _, attrs, own, down, up, sub, nvals, defaults, opts, msgs = pkt.args
    d = defs.get(sym)
    d.attributes = attrs.value
    if own.args:
        d.own = _as_rule(own.args[0])
    for kind, rules in (("down", down), ("up", up), ("sub", sub), ("n", nvals)):
        for item in rules.args:
            defs.add_rule(sym, kind, _as_rule(item))
    for item in defaults.args:
        k, v = item.args
        d.defaults[None if k is NULL else k.value] = v
    if opts.args:
        d.options = {k.value: v for k, v in (item.args for item in opts.args)}
    for item in msgs.args:
        k, v = item.args
        d.messages[k.value] = v.value if type(v) is String else v
    defs.changed(sym)
    return sym
