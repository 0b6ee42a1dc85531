"""Symbol-name patterns, as Names, Clear, ClearAll and Remove take them.

A pattern is a string with the metacharacters ``*`` (zero or more characters) and ``@`` (one
or more characters that are not upper-case letters); neither matches the context mark
`````.  A pattern with a context mark (``"Global`*"``, ``"`x*"``, ``"*`*"``) is matched
against full names ``context`name`` (a leading ````` stands for ``$Context``); a pattern
without one is matched against the short names of the symbols in ``$Context`` and the
contexts of ``$ContextPath``.

In a session, short symbol names are those of ``System``` (the builtins and the system
symbol table) and ``Global``` (everything else); other contexts keep their full names.
"""

import re

__all__ = ["compile_name_pattern", "full_name", "matching_names"]

_CACHE = {}


def compile_name_pattern(pattern):
    """A compiled regular expression for a symbol-name pattern."""
    r = _CACHE.get(pattern)
    if r is None:
        out = []
        for ch in pattern:
            if ch == "*":
                out.append("[^`]*")
            elif ch == "@":
                out.append("[^`A-Z]+")
            else:
                out.append(re.escape(ch))
        r = _CACHE[pattern] = re.compile("".join(out) + r"\Z")
    return r


def full_name(name, is_system):
    """``context`name`` of a session symbol name (``is_system(short_name)`` tells System`
    symbols from Global` ones)."""
    if "`" in name:
        return name
    return ("System`" if is_system(name) else "Global`") + name


def matching_names(pattern, names, is_system, context="Global`",
                   context_path=("System`", "Global`")):
    """The names (as stored: short for System` and Global`) among ``names`` that match
    ``pattern``, in the order of ``names``."""
    if pattern.startswith("`"):
        pattern = context + pattern[1:]
    rx = compile_name_pattern(pattern)
    out = []
    if "`" in pattern:
        for n in names:
            if rx.match(full_name(n, is_system)):
                out.append(n)
        return out
    visible = set(context_path)
    visible.add(context)
    for n in names:
        full = full_name(n, is_system)
        ctx, _, short = full.rpartition("`")
        if ctx + "`" in visible and rx.match(short):
            out.append(n)
    return out
