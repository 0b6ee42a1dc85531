"""Questions about values, names and syntax: ValueQ, NameQ, SyntaxQ, SyntaxLength,
ToHeldExpression, ExactNumberQ, InexactNumberQ.

ValueQ follows Version 13's definition: by default it looks for an OwnValue when given a
symbol and for a definition of any of the symbols in a larger expression, without
evaluating anything; ``Method -> "TrialEvaluation"`` (and ``"Legacy"``, the rule of 12.1 and
earlier) evaluate the expression and see whether it changes."""

from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, String, Symbol,
                                S, TRUE, FALSE)
from mathilda.core.registry import builtin

_METHODS = ("Automatic", "SymbolDefinitionsPresent", "TrialEvaluation", "OwnValuesPresent",
            "Legacy")


def _symbols(expr):
    """The symbols of expr, heads included, each once, in the order met."""
    seen = {}
    stack = [expr]
    while stack:
        e = stack.pop()
        if type(e) is Symbol:
            seen.setdefault(e, None)
        elif type(e) is Expression:
            stack.extend(reversed(e.args))
            stack.append(e.head)
    return list(seen)


def _has_own(ev, sym):
    d = ev.defs.lookup(sym)
    if d is None:
        return False
    return d.own is not None or (d.builtin is not None and d.builtin.value is not None)


def _has_definitions(ev, sym):
    d = ev.defs.lookup(sym)
    if d is None:
        return False
    if d.has_values:
        return True
    spec = d.builtin
    return spec is not None and (spec.func is not None or spec.sub is not None
                                 or bool(spec.rules) or spec.value is not None)


def _changes(ev, x):
    return ev.evaluate(x) != x


@builtin("ValueQ", nargs=1, attributes=("HoldAll", "Protected"),
         options={"Method": "Automatic"},
         messages={"meth": "Value of option Method -> `1` is not Automatic, "
                           "\"SymbolDefinitionsPresent\", \"TrialEvaluation\", "
                           "\"OwnValuesPresent\" or \"Legacy\"."},
         usage="ValueQ[expr] gives True if a value has been defined for expr, and False "
               "otherwise: for a symbol, whether it has an OwnValue; for other "
               "expressions, whether any of their symbols has a definition. ValueQ[expr, "
               "Method -> m] uses \"SymbolDefinitionsPresent\", \"OwnValuesPresent\", "
               "\"TrialEvaluation\" (does expr change when evaluated) or \"Legacy\" (the "
               "rule of Version 12.1).",
         examples=[("ValueQ[x]", "False"), ("x = 5; ValueQ[x]", "True"),
                   ("f[y_] := y^2; ValueQ[f[z]]", "True"), ("ValueQ[g[z]]", "False"),
                   ("x := 1; ValueQ[x]", "True"),
                   ("f[1] = 1; ValueQ[f]", "False"),
                   ("f[1] = 1; ValueQ[f[2], Method -> \"TrialEvaluation\"]", "False"),
                   ("f[1] = 1; ValueQ[f[1], Method -> \"TrialEvaluation\"]", "True"),
                   ("f[1] = 1; ValueQ[f[2], Method -> \"SymbolDefinitionsPresent\"]",
                    "True"),
                   ("f[1] = 1; ValueQ[f, Method -> \"SymbolDefinitionsPresent\"]", "True"),
                   ("x = 1; ValueQ[g[x], Method -> \"OwnValuesPresent\"]", "True"),
                   ("ValueQ[f[2] + 1, Method -> \"Legacy\"]", "True"),
                   ("ValueQ[x, Method -> foo]", "ValueQ[x, Method -> foo]",
                    ["ValueQ::meth: Value of option Method -> foo is not Automatic, "
                     "\"SymbolDefinitionsPresent\", \"TrialEvaluation\", "
                     "\"OwnValuesPresent\" or \"Legacy\"."])])
def value_q(ev, expr):
    (x,), opts = ev.split_options(expr, 1)
    method = ev.evaluate(opts.get("Method", S.Automatic))
    name = method.value if type(method) is String else \
        method.name if method is S.Automatic else None
    if name not in _METHODS:
        ev.message("ValueQ", "meth", method)
        return None
    if type(x) is Expression and x.head in (S.Unevaluated, S.HoldPattern) and \
            len(x.args) == 1:
        x = x.args[0]
    if name == "Automatic":
        name = "OwnValuesPresent" if type(x) is Symbol else "SymbolDefinitionsPresent"
    if name == "OwnValuesPresent":
        r = any(_has_own(ev, s) for s in _symbols(x))
    elif name == "SymbolDefinitionsPresent":
        r = any(_has_definitions(ev, s) for s in _symbols(x))
    elif name == "Legacy" and type(x) is Symbol:
        r = _has_own(ev, x)
    elif x.is_atom and type(x) is not Symbol:
        r = False
    else:
        r = _changes(ev, x)
    return TRUE if r else FALSE


@builtin("NameQ", nargs=1,
         usage="NameQ[\"string\"] yields True if there are any symbols whose names match "
               "the string pattern given (* stands for any characters, as in Names).",
         examples=[("NameQ[\"Plus\"]", "True"), ("NameQ[\"Plu*\"]", "True"),
                   ("NameQ[\"NoSuchSymbolAnywhere\"]", "False"),
                   ("abc = 1; NameQ[\"abc\"]", "True"),
                   ("NameQ[x]", "NameQ[x]",
                    ["NameQ::string: String expected at position 1 in NameQ[x]."])])
def name_q(ev, expr):
    (s,) = expr.args
    if type(s) is not String:
        ev.message("NameQ", "string", expr, Integer(1))
        return None
    found = ev.evaluate(Expression(S.Names, (s,)))
    if type(found) is not Expression or found.head is not S.List:
        return None
    return TRUE if found.args else FALSE


def _parse(text):
    """(expressions, None) or (None, the syntax error)."""
    from mathilda.syntax.errors import MathildaSyntaxError
    from mathilda.syntax.parser import parse_all
    try:
        return parse_all(text), None
    except MathildaSyntaxError as e:
        return None, e


@builtin("SyntaxQ", nargs=1,
         usage="SyntaxQ[\"string\"] returns True if the string corresponds to "
               "syntactically correct input for a single expression, and False otherwise.",
         examples=[("SyntaxQ[\"a + b\"]", "True"), ("SyntaxQ[\"a + \"]", "False"),
                   ("SyntaxQ[\"f[x]]\"]", "False"), ("SyntaxQ[\"x = 5; y\"]", "True"),
                   ("SyntaxQ[x]", "SyntaxQ[x]",
                    ["SyntaxQ::string: String expected at position 1 in SyntaxQ[x]."])])
def syntax_q(ev, expr):
    (s,) = expr.args
    if type(s) is not String:
        ev.message("SyntaxQ", "string", expr, Integer(1))
        return None
    exprs, err = _parse(s.value)
    return TRUE if err is None else FALSE


@builtin("SyntaxLength", nargs=1,
         usage="SyntaxLength[\"string\"] finds the number of characters starting at the "
               "beginning of the string that correspond to syntactically correct input for "
               "an expression: the position of a syntax error if there is one, and a "
               "position past the end if the input is correct so far but incomplete.",
         examples=[("SyntaxLength[\"a + b\"]", "5"), ("SyntaxLength[\"1 + 2) + 3\"]", "5"),
                   ("SyntaxLength[\"f[x, \"]", "6"), ("SyntaxLength[\"\"]", "0"),
                   ("SyntaxLength[1]", "SyntaxLength[1]",
                    ["SyntaxLength::string: String expected at position 1 in "
                     "SyntaxLength[1]."])])
def syntax_length(ev, expr):
    (s,) = expr.args
    if type(s) is not String:
        ev.message("SyntaxLength", "string", expr, Integer(1))
        return None
    text = s.value
    exprs, err = _parse(text)
    if err is None:
        return Integer(len(text))
    from mathilda.syntax.errors import IncompleteInput
    if isinstance(err, IncompleteInput):
        return Integer(len(text) + 1)
    offset = err.offset if err.offset is not None else len(text)
    return Integer(len(text[:offset].rstrip()))


@builtin("ToHeldExpression", nargs=1,
         usage="ToHeldExpression[\"string\"] converts the string to an expression, wrapped "
               "in Hold so that it is not evaluated (ToExpression[\"string\", InputForm, "
               "Hold]).",
         examples=[("ToHeldExpression[\"1 + 1\"]", "Hold[1 + 1]"),
                   ("ReleaseHold[ToHeldExpression[\"2 3\"]]", "6"),
                   ("ToHeldExpression[\"f[x\"]", "$Failed",
                    ["ToExpression::sntxi: Incomplete expression; more input is needed ."]),
                   ("ToHeldExpression[x]", "ToHeldExpression[x]",
                    ["ToHeldExpression::string: String expected at position 1 in "
                     "ToHeldExpression[x]."])])
def to_held_expression(ev, expr):
    (s,) = expr.args
    if type(s) is not String:
        ev.message("ToHeldExpression", "string", expr, Integer(1))
        return None
    return ev.evaluate(Expression(S.ToExpression, (s, S.InputForm, S.Hold)))


def _exact(x):
    t = type(x)
    if t is Integer or t is Rational:
        return True
    return t is Complex and type(x.re) is not Real and type(x.im) is not Real


def _inexact(x):
    t = type(x)
    return t is Real or (t is Complex and (type(x.re) is Real or type(x.im) is Real))


@builtin("ExactNumberQ", nargs=1,
         usage="ExactNumberQ[expr] returns True if expr is an exact number (an integer, a "
               "rational or a complex number with exact parts), and False otherwise.",
         examples=[("ExactNumberQ[10]", "True"), ("ExactNumberQ[3/4]", "True"),
                   ("ExactNumberQ[2 + 3 I]", "True"), ("ExactNumberQ[2.5]", "False"),
                   ("ExactNumberQ[Pi]", "False"), ("ExactNumberQ[1 + 2. I]", "False")])
def exact_number_q(ev, expr):
    return TRUE if _exact(expr.args[0]) else FALSE


@builtin("InexactNumberQ", nargs=1,
         usage="InexactNumberQ[expr] returns True if expr is an inexact (approximate real "
               "or complex) number, and False otherwise.",
         examples=[("InexactNumberQ[2.5]", "True"), ("InexactNumberQ[1 + 2. I]", "True"),
                   ("InexactNumberQ[N[Pi, 30]]", "True"), ("InexactNumberQ[3/4]", "False"),
                   ("InexactNumberQ[Pi]", "False")])
def inexact_number_q(ev, expr):
    return TRUE if _inexact(expr.args[0]) else FALSE
