"""Clearing and removing symbols: Clear, ClearAll, Remove; the contexts they see: Context,
$Context, $ContextPath.

Each takes symbols and string patterns of names (``Clear["Global`*"]``, ``ClearAll["x*"]``):
see mathilda/algorithms/language/names.py for what a pattern matches.
"""

from mathilda.algorithms.language.names import full_name, matching_names
from mathilda.core import attributes as A
from mathilda.core.expr import Expression, String, Symbol, S
from mathilda.core.registry import builtin

_CLEAR_MESSAGES = {"wrsym": "Symbol `1` is Protected.",
                   "ssym": "`1` is not a symbol or a string."}


def _is_system(ev):
    builtins = ev.defs.builtins
    table = None

    def is_system(name):
        nonlocal table
        if name in builtins:
            return True
        if table is None:
            from mathilda.core.system_symbols import system_names
            table = system_names()
        return name in table
    return is_system


def session_names(ev):
    """The names of the symbols this session knows beyond the builtins (sorted)."""
    return sorted(s.name for s in ev.defs.table)


def symbols_matching(ev, pattern):
    """The session's symbols whose names match the string pattern ``pattern``."""
    defs = ev.defs
    names = matching_names(pattern, session_names(ev), _is_system(ev),
                           context_path=tuple(defs.context_path))
    return [Symbol(n) for n in names]


def _targets(ev, expr, name):
    """(symbol, from_pattern) for each argument; None entries after a message."""
    out = []
    for a in expr.args:
        if type(a) is Symbol:
            out.append((a, False))
        elif type(a) is String:
            found = symbols_matching(ev, a.value)
            if not found and name == "Remove":
                ev.message("Remove", "rmnsm", a)
            out.extend((s, True) for s in found)
        else:
            ev.message(name, "ssym", a)
    return out


def _clear(ev, expr, everything, name):
    defs = ev.defs
    for sym, from_pattern in _targets(ev, expr, name):
        if defs.attributes(sym) & (A.PROTECTED | A.LOCKED):
            if not from_pattern:
                ev.message(name, "wrsym", sym)
            continue
        defs.clear(sym, everything)
    return S.Null


@builtin("Clear", nargs=(0, None), attributes=("HoldAll", "Protected"),
         messages=_CLEAR_MESSAGES,
         usage="Clear[s1, s2, ...] clears the values and definitions of the symbols "
               "(attributes stay); Clear[\"form\"] clears every symbol whose name matches "
               "the string pattern (\"Global`*\", \"x*\").",
         examples=[("z = 1; Clear[z]; z", "z"),
                   ("x = 1; y = 2; Clear[\"Global`*\"]; {x, y}", "{x, y}"),
                   ("a1 = 1; a2 = 2; b1 = 3; Clear[\"a*\"]; {a1, a2, b1}", "{a1, a2, 3}"),
                   ("Clear[Pi]", "", ["Clear::wrsym: Symbol Pi is Protected."]),
                   ("Clear[1]", "", ["Clear::ssym: 1 is not a symbol or a string."])])
def clear(ev, expr):
    return _clear(ev, expr, False, "Clear")


@builtin("ClearAll", nargs=(0, None), attributes=("HoldAll", "Protected"),
         messages=_CLEAR_MESSAGES,
         usage="ClearAll[s1, s2, ...] clears values, definitions, attributes, options and "
               "messages of the symbols; ClearAll[\"form\"] of every symbol whose name "
               "matches the string pattern.",
         examples=[("SetAttributes[q, Listable]; ClearAll[q]; Attributes[q]", "{}"),
                   ("SetAttributes[g, Orderless]; g[x_] := 1; ClearAll[\"Global`*\"]; "
                    "{g[b, a], Attributes[g]}", "{g[b, a], {}}")])
def clear_all(ev, expr):
    return _clear(ev, expr, True, "ClearAll")


@builtin("Remove", nargs=(0, None), attributes=("HoldAll", "Locked", "Protected"),
         messages={"rmptc": "Symbol `1` is Protected and cannot be removed.",
                   "rmnsm": "There are no symbols matching `1`.",
                   "ssym": "`1` is not a symbol or a string."},
         usage="Remove[s1, s2, ...] removes the symbols completely, so that their names "
               "are no longer recognized; Remove[\"form\"] removes every symbol whose name "
               "matches the string pattern.",
         examples=[("x = 5; Remove[x]; {x, Names[\"x\"]}", "{x, {}}"),
                   ("Remove[Sin]", "",
                    ["Remove::rmptc: Symbol Sin is Protected and cannot be removed."]),
                   ("Remove[\"zzz*\"]", "",
                    ["Remove::rmnsm: There are no symbols matching \"zzz*\"."])])
def remove(ev, expr):
    defs = ev.defs
    for sym, from_pattern in _targets(ev, expr, "Remove"):
        if defs.attributes(sym) & (A.PROTECTED | A.LOCKED) or sym.name in defs.builtins:
            if not from_pattern:
                ev.message("Remove", "rmptc", sym)
            continue
        defs.clear(sym, True)
        defs.table.pop(sym, None)
        defs.changed(sym)
    return S.Null


@builtin("Context", nargs=(0, 1), attributes=("HoldFirst", "Protected"),
         messages={"notfound": "Symbol `1` not found."},
         usage="Context[] gives the current context; Context[s] gives the context of the "
               "symbol s (or of the symbol named by the string s).",
         examples=[("Context[]", "Global`"), ("Context[Sin]", "System`"),
                   ("Context[myvar]", "Global`"), ("Context[Foo`bar]", "Foo`"),
                   ("Context[\"Plus\"]", "System`")])
def context(ev, expr):
    if not expr.args:
        return String("Global`")
    a = expr.args[0]
    if type(a) is String:
        name = a.value
        if "`" not in name and name not in ev.defs.builtins and \
                not _is_system(ev)(name) and Symbol(name) not in ev.defs.table:
            ev.message("Context", "notfound", name)
            return None
    elif type(a) is Symbol:
        name = a.name
    else:
        ev.message("Context", "ssym", a)
        return None
    full = full_name(name, _is_system(ev))
    return String(full.rpartition("`")[0] + "`")


@builtin("$Context", attributes=(), value=lambda ev: String("Global`"),
         usage="$Context is the current context: new symbols are created in it.",
         examples=[("$Context", "Global`")])
def _context_var(ev, expr):
    return None


@builtin("$ContextPath", attributes=(),
         value=lambda ev: Expression(S.List, tuple(String(c) for c in ev.defs.context_path)),
         usage="$ContextPath is the list of contexts searched, after $Context, for a "
               "symbol named without its context.",
         examples=[("$ContextPath", "{System`, Global`}")])
def _context_path(ev, expr):
    return None
