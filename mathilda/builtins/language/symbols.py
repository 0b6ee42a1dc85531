"""Symbols from their names: Symbol, SymbolName."""

import re

from mathilda.core.expr import String, Symbol
from mathilda.core.registry import builtin

# a name as the parser reads it: letters, letter-like forms and digits, not starting with a
# digit, with optional contexts ("Global`x", "`x")
_NAME = re.compile(r"`?(?:[^\W\d_]|\$)[^\W_]*(?:\$[^\W_]*)*"
                   r"(?:`(?:[^\W\d_]|\$)[^\W_]*(?:\$[^\W_]*)*)*\Z")


@builtin("Symbol", nargs=1, attributes=("Locked", "Protected"),
         usage='Symbol["name"] refers to a symbol with the specified name.',
         messages={"symname": "The string `1` cannot be used for a symbol name."},
         examples=[('Symbol["x"] + 1', "1 + x"), ('Head[Symbol["abc"]]', "Symbol"),
                   ('Symbol["Global`y"] === y', "True"),
                   ('Symbol["1x"]', "Symbol[1x]",
                    ['Symbol::symname: The string "1x" cannot be used for a symbol name.'])])
def symbol(ev, expr):
    (name,) = expr.args
    if type(name) is not String:
        ev.message("Symbol", "string", expr, 1)
        return None
    text = name.value
    if len(text) > 10000 or not _NAME.match(text):
        ev.message("Symbol", "symname", name)
        return None
    if text[0] == "`":
        text = "Global" + text
    return Symbol(text)


@builtin("SymbolName", nargs=1,
         usage="SymbolName[symbol] gives the name of the specified symbol.",
         examples=[("SymbolName[x]", "x"), ('SymbolName[Symbol["Global`z"]]', "z"),
                   ("SymbolName[Plus]", "Plus")])
def symbol_name(ev, expr):
    (sym,) = expr.args
    if type(sym) is not Symbol:
        ev.message("SymbolName", "sym", sym, 1)
        return None
    return String(sym.short_name)
