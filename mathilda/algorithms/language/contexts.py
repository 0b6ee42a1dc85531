"""Symbol names in contexts: the Wolfram Language reads a name without a context (``f``) as
the symbol of that name in $Context or in the first context of $ContextPath that has one,
and creates it in $Context when there is none.  The parser reads every such name as a
Global` (or System`) symbol; ``resolve_contexts`` rewrites a parsed top-level expression for
the session's current context and path, just before it is evaluated (as the Wolfram Language
reads each input once the previous one has run, so that ``BeginPackage["P`"]`` on one line
makes the names of the next lines ``P`name``).

Nothing changes, and nothing is walked, while the context is Global` and the path is the
default {System`, Global`}.  A symbol of System` (a builtin or a name of the system table)
stays a System` symbol whenever System` is on the path (it always is), unless the current
context already has a symbol of that name.
"""

from mathilda.core.expr import Expression, Symbol

__all__ = ["resolve_contexts", "resolve_name", "current_context"]

_DEFAULT_PATH = ["System`", "Global`"]


def current_context(defs):
    stack = defs.__dict__.get("context_stack")
    return stack[-1][0] if stack else "Global`"


def _created(defs):
    s = defs.__dict__.get("context_names")
    if s is None:
        s = defs.__dict__["context_names"] = set()
    return s


def _exists(defs, full):
    """Does the session know the symbol ``full`` (a full name, Global` and System` ones
    without their prefix)?"""
    if full in _created(defs):
        return True
    return Symbol.exists(full) and Symbol(full) in defs.table


def _lookup(defs, ctx, path, name, system, create):
    """The full name that ``name`` (no context) reads as."""
    own = name if ctx == "Global`" else ctx + name
    if _exists(defs, own):
        return own
    for c in path:
        if c == "System`":
            if name in defs.builtins or name in system:
                return name
        elif c == "Global`":
            if _exists(defs, name):
                return name
        elif _exists(defs, c + name):
            return c + name
    if ctx != "Global`" and create:
        _created(defs).add(own)
    return own


def resolve_name(ev, name):
    """The full name a symbol name given as a string (``?double``, ``Information["f"]``)
    reads as in the session's contexts, creating nothing."""
    defs = ev.defs
    ctx = current_context(defs)
    path = list(defs.context_path)
    if "`" in name or (ctx == "Global`" and path == _DEFAULT_PATH):
        return name
    from mathilda.core.system_symbols import system_names
    return _lookup(defs, ctx, path, name, system_names(), False)


def resolve_contexts(ev, expr):
    """``expr`` with each name written without a context read in the session's current
    context and context path."""
    defs = ev.defs
    ctx = current_context(defs)
    path = list(defs.context_path)
    if ctx == "Global`" and path == _DEFAULT_PATH:
        return expr
    from mathilda.core.system_symbols import system_names
    system = system_names()
    cache = {}

    def full_name(name):
        r = cache.get(name)
        if r is None:
            r = name if "`" in name else _lookup(defs, ctx, path, name, system, True)
            cache[name] = r
        return r

    def walk(x):
        t = type(x)
        if t is Symbol:
            n = full_name(x.name)
            return x if n == x.name else Symbol(n)
        if t is not Expression:
            return x
        h = walk(x.head)
        args = x.args
        new = None
        for i, a in enumerate(args):
            b = walk(a)
            if b is not a:
                if new is None:
                    new = list(args)
                new[i] = b
        if h is x.head and new is None:
            return x
        return Expression(h, tuple(new) if new is not None else args)

    return walk(expr)
