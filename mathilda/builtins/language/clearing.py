"""Clearing and removing symbols: Clear, ClearAll, Remove; the contexts they see: Context,
Contexts, $Context, $ContextPath, Begin, End, BeginPackage, EndPackage.

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
        return String(current_context(ev))
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


@builtin("$Context", attributes=(), value=lambda ev: String(current_context(ev)),
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


# --- Begin, End, BeginPackage, EndPackage ----------------------------------------------------
#
# These keep $Context and $ContextPath as the Wolfram Language does; each later top-level
# input is read in them (algorithms/language/contexts.py: a new name inside Begin["Foo`"]
# is Foo`name, a name a package on $ContextPath has is that package's symbol).

def current_context(ev):
    from mathilda.algorithms.language.contexts import current_context as of_defs
    return of_defs(ev.defs)


def _context_name(ev, expr, name):
    a = expr.args[0]
    if type(a) is not String or not a.value.endswith("`") or "``" in a.value:
        ev.message(name, "cxt", expr)
        return None
    c = a.value
    if c.startswith("`"):
        c = current_context(ev) + c[1:]
    return c


_CXT = {"cxt": "Invalid context specified at position 1 in `1`. A context must consist "
               "of valid symbol names separated by and ending with `."}


@builtin("Begin", nargs=1, messages=_CXT,
         usage="Begin[\"context`\"] makes context` the current context ($Context) until the "
               "matching End[]; a context starting with ` is taken inside the current one.",
         examples=[("Begin[\"Foo`\"]", "Foo`"),
                   ("Begin[\"Foo`\"]; $Context", "Foo`"),
                   ("Begin[\"Foo`\"]; Begin[\"`Private`\"]", "Foo`Private`"),
                   ("Begin[\"Foo`\"]; End[]; $Context", "Global`"),
                   ("Begin[\"Foo`\"]; f[x_] := x^2; End[]; f[3]", "9"),
                   ("Begin[\"Foo\"]", "Begin[Foo]",
                    ["Begin::cxt: Invalid context specified at position 1 in Begin[\"Foo\"]. "
                     "A context must consist of valid symbol names separated by and ending "
                     "with `."])])
def begin(ev, expr):
    c = _context_name(ev, expr, "Begin")
    if c is None:
        return None
    ev.defs.__dict__.setdefault("context_stack", []).append((c, None))
    return String(c)


@builtin("End", nargs=0, messages={"noctx": "No previous context defined."},
         usage="End[] returns from the context entered by the last Begin, giving its name.",
         examples=[("Begin[\"Foo`\"]; End[]", "Foo`"),
                   ("Begin[\"A`\"]; Begin[\"B`\"]; End[]; $Context", "A`"),
                   ("End[]", "End[]", ["End::noctx: No previous context defined."])])
def end(ev, expr):
    stack = ev.defs.__dict__.get("context_stack")
    if not stack or stack[-1][1] is not None:
        ev.message("End", "noctx")
        return None
    return String(stack.pop()[0])


@builtin("BeginPackage", nargs=(1, 2), messages=_CXT,
         usage="BeginPackage[\"Package`\"] makes Package` the current context and "
               "{Package`, System`} the context path (with BeginPackage[\"Package`\", "
               "{needed`, ...}] the needed contexts too) until EndPackage[].",
         examples=[("BeginPackage[\"Pkg`\"]", ""),
                   ("BeginPackage[\"Pkg`\"]; {$Context, $ContextPath}",
                    "{Pkg`, {Pkg`, System`}}"),
                   ("BeginPackage[\"Pkg`\", {\"Other`\"}]; $ContextPath",
                    "{Pkg`, Other`, System`}"),
                   ("BeginPackage[\"Pkg`\"]; EndPackage[]; {$Context, $ContextPath}",
                    "{Global`, {Pkg`, System`, Global`}}"),
                   ("BeginPackage[\"Pkg`\"]; sq[x_] := x^2; Begin[\"`Private`\"]; "
                    "h = 1; End[]; EndPackage[]; sq[4]", "16"),
                   ("BeginPackage[x]", "BeginPackage[x]",
                    ["BeginPackage::cxt: Invalid context specified at position 1 in "
                     "BeginPackage[x]. A context must consist of valid symbol names "
                     "separated by and ending with `."])])
def begin_package(ev, expr):
    c = _context_name(ev, expr, "BeginPackage")
    if c is None:
        return None
    needs = []
    if len(expr.args) == 2:
        n = expr.args[1]
        items = n.args if isinstance(n, Expression) and n.head is S.List else (n,)
        for x in items:
            if type(x) is not String:
                ev.message("BeginPackage", "cxt", expr)
                return None
            needs.append(x.value)
    defs = ev.defs
    defs.__dict__.setdefault("context_stack", []).append((c, list(defs.context_path)))
    defs.context_path = [c] + [x for x in needs if x != c] + ["System`"]
    return S.Null


@builtin("EndPackage", nargs=0, messages={"noctx": "No previous context defined."},
         usage="EndPackage[] ends the package begun by the last BeginPackage: the context "
               "and context path are restored, with the package's context put first in "
               "$ContextPath.",
         examples=[("BeginPackage[\"P`\"]; EndPackage[]", ""),
                   ("BeginPackage[\"P`\"]; EndPackage[]; $ContextPath",
                    "{P`, System`, Global`}"),
                   ("BeginPackage[\"P`\"]; EndPackage[]; $Context", "Global`"),
                   ("EndPackage[]", "EndPackage[]",
                    ["EndPackage::noctx: No previous context defined."])])
def end_package(ev, expr):
    defs = ev.defs
    stack = defs.__dict__.get("context_stack")
    if not stack or stack[-1][1] is None:
        ev.message("EndPackage", "noctx")
        return None
    c, saved = stack.pop()
    defs.context_path = [c] + [x for x in saved if x != c]
    from mathilda.printing.core import VISIBLE_CONTEXTS
    VISIBLE_CONTEXTS.add(c)             # its symbols print without the context
    return S.Null


# --- Contexts ----------------------------------------------------------------------------------

@builtin("Contexts", nargs=(0, 1),
         usage="Contexts[] gives the list of the contexts in use; Contexts[\"string\"] those "
               "that match the string pattern (* matches any characters).",
         examples=[("Contexts[\"Global*\"]", "{Global`}"),
                   ("Contexts[\"System`\"]", "{System`}"),
                   ("Foo`Bar`x = 1; Contexts[\"Foo*\"]", "{Foo`, Foo`Bar`}"),
                   ("MemberQ[Contexts[], \"Global`\"]", "True"),
                   ("Contexts[\"None*\"]", "{}")])
def contexts(ev, expr):
    found = {"Global`", "System`"}
    found.update(ev.defs.context_path)
    for sym in ev.defs.table:
        name = sym.name
        while "`" in name:
            name = name.rpartition("`")[0]
            found.add(name + "`")
    for c, _ in ev.defs.__dict__.get("context_stack", ()):
        found.add(c)
    out = sorted(found)
    if expr.args:
        a = expr.args[0]
        if type(a) is not String:
            ev.message("Contexts", "string", expr, 1)
            return None
        import re
        rx = re.compile("".join(".*" if ch == "*" else re.escape(ch) for ch in a.value) + r"\Z")
        out = [c for c in out if rx.match(c)]
    return Expression(S.List, tuple(String(c) for c in out))
