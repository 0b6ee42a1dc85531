"""Information: the text that ``?Name`` and ``??Name`` show.

``?Name`` is ``Information[Name, LongForm -> False]``: the usage text (from the builtin
registry, or ``Name::usage`` set by the user); a symbol without usage shows its context
name and definitions instead.  ``??Name`` (``LongForm -> True``, the default) adds the
attributes, definitions and options, and for a builtin the file and line that define it
(``Defined at mathilda/builtins/lists/order.py:389``).  A name with ``*`` wildcards lists the matching
symbols (or describes the only one).  The text is printed, as a terminal front end prints
it, and the result is Null.
"""

import fnmatch

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, String, Symbol, S, TRUE, FALSE
from mathilda.algorithms.language.symbols import defined_at, definition_lines, usage_text
from mathilda.core.registry import builtin


def _known(ev, sym):
    if sym.name in ev.defs.builtins:
        return True
    d = ev.defs.table.get(sym)
    return d is not None and (d.has_values or d.attributes or d.messages or d.options
                              or d.defaults or d.formats)


def _context_name(ev, sym):
    if "`" in sym.name:
        return sym.name
    return ("System`" if sym.name in ev.defs.builtins else "Global`") + sym.name


def information_text(ev, sym, long_form=True):
    """The text ``?sym`` (or ``??sym`` when long_form) shows, for a known symbol."""
    usage = usage_text(ev, sym.name)
    ev.defs.lookup(sym)       # a builtin's definitions entry (options, attributes)
    lines = definition_lines(ev, sym)
    if ev.defs.attributes(sym) & A.READ_PROTECTED:
        lines = [ln for ln in lines if ln.startswith("Attributes[")
                 or ln.startswith("Options[")]
    if not long_form:
        if usage:
            return usage
        lines = [ln for ln in lines if not ln.startswith("Attributes[")
                 and not ln.startswith("Options[")]
    blocks = [usage or _context_name(ev, sym)] + lines
    where = defined_at(ev, sym.name)
    if where is not None:
        blocks.append("Defined at " + where)
    return "\n\n".join(blocks)


def _columns(names, width=78):
    """Names laid out in columns, as a terminal front end lists them."""
    w = max(len(n) for n in names) + 2
    per = max(1, width // w)
    rows = (len(names) + per - 1) // per
    out = []
    for r in range(rows):
        cells = [names[c * rows + r] for c in range(per) if c * rows + r < len(names)]
        out.append("".join(n.ljust(w) for n in cells).rstrip())
    return "\n".join(out)


@builtin("Information", nargs=1, attributes=("HoldAll", "Protected"),
         options={"LongForm": "True"},
         messages={"notfound": "Symbol `1` not found.",
                   "nomatch": "No symbol matching `1` found.",
                   "ssle": "Symbol, string, or HoldPattern[symbol] expected at position 1 "
                           "in `1`."},
         usage="Information[symbol] prints the usage, attributes, definitions and options "
               "of symbol (??symbol); Information[symbol, LongForm -> False] only its usage "
               "(?symbol).  Information[\"pat*\"] lists the symbols whose names match.",
         examples=[("Information[Hold, LongForm -> False]", "")])
def information(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    x = pos[0]
    if isinstance(x, Expression) and x.head is S.HoldPattern and len(x.args) == 1:
        x = x.args[0]
    long_form = opts.get("LongForm", TRUE) is not FALSE
    if type(x) is Symbol:
        sym = x
    elif type(x) is String:
        if "*" in x.value or "@" in x.value:
            pat = x.value.replace("@", "*")
            names = sorted(n for n in ev.defs.all_symbols() if fnmatch.fnmatchcase(n, pat)
                           and _known(ev, Symbol(n)))
            if not names:
                ev.message("Information", "nomatch", x.value)
                return S.Null
            if len(names) > 1:
                ev.print_line(_columns(names))
                return S.Null
            x = String(names[0])
        from mathilda.algorithms.language.contexts import resolve_name
        sym = Symbol(resolve_name(ev, x.value))
    else:
        ev.message("Information", "ssle", expr)
        return None
    if not _known(ev, sym):
        ev.message("Information", "notfound", sym.name)
        return S.Null
    ev.print_line(information_text(ev, sym, long_form))
    return S.Null
