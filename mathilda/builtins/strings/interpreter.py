"""Interpreter: strings read as values of a type, and DelimitedSequence.

``Interpreter["Integer"]["42"]`` is 42; an input that is not of the type gives a
``Failure["InterpretationFailure", <|...|>]`` (no message is printed, as in the Wolfram
Language).  The types: "Integer", "Number", "Real" (a number given as a machine real),
"Boolean", "String", "Character", "EmailAddress", "URL", "Expression", "HeldExpression",
"Color" (the named colors), ``Restricted["Integer" | "Number", {min, max}]`` and
``DelimitedSequence[type, sep]`` (a list); alternatives ``type1 | type2`` are tried in
order; a list of inputs gives the list of results.
"""

import re

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "integer": "Enter an integer.",
    "number": "Enter a number.",
    "real": "Enter a real number.",
    "boolean": "Enter True or False.",
    "string": "Enter a string.",
    "character": "Enter a single character.",
    "email": "Enter a valid email address.",
    "url": "Enter a valid URL.",
    "expression": "Enter a valid Wolfram Language expression.",
    "color": "Enter a color.",
    "range": "Enter a value between `1` and `2`.",
    "type": "`1` is not a known interpreter type.",
}
_TAG = {"Integer": "integer", "Number": "number", "Real": "real", "Boolean": "boolean",
        "String": "string", "Character": "character", "EmailAddress": "email",
        "URL": "url", "Expression": "expression", "HeldExpression": "expression",
        "Color": "color"}
_INT = re.compile(r"[+-]?(\d{1,3}(,\d{3})+|\d+)")
_NUM = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+|\*\^[+-]?\d+)?")
_EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}")
_URL = re.compile(r"(https?|ftp)://[^\s/$.?#][^\s]*|www\.[^\s]+\.[^\s]+", re.I)
_TRUE = {"true", "yes", "y", "t", "1", "on"}
_FALSE = {"false", "no", "n", "f", "0", "off"}
_COLORS = {"red": "Red", "green": "Green", "blue": "Blue", "black": "Black",
           "white": "White", "gray": "Gray", "grey": "Gray", "cyan": "Cyan",
           "magenta": "Magenta", "yellow": "Yellow", "brown": "Brown", "orange": "Orange",
           "pink": "Pink", "purple": "Purple", "lightgray": "LightGray"}


class _Fail(Exception):
    def __init__(self, tag, params=()):
        self.tag = tag
        self.params = params


def _number(ev, s, kind):
    t = s.strip().replace(" ", "")
    if kind == "Integer":
        if _INT.fullmatch(t):
            return Integer(int(t.replace(",", "")))
        raise _Fail("integer")
    if _INT.fullmatch(t) and kind == "Number":
        return Integer(int(t.replace(",", "")))
    if _NUM.fullmatch(t.replace(",", "")):
        from mathilda.syntax.parser import parse
        v = ev.evaluate(parse(t.replace(",", "").replace("e", "*^").replace("E", "*^")))
        if kind == "Real":
            v = ev.call("N", v)
        return v
    raise _Fail("number" if kind == "Number" else "real")


def _interpret(ev, spec, x):
    """The value of ``x`` read as ``spec``; raises _Fail."""
    if isinstance(spec, Expression) and spec.head is S.Alternatives:
        first = None
        for alt in spec.args:
            try:
                return _interpret(ev, alt, x)
            except _Fail as f:
                first = first or f
        raise first or _Fail("type")
    if isinstance(spec, Expression) and spec.head is S.Restricted and len(spec.args) == 2:
        v = _interpret(ev, spec.args[0], x)
        r = spec.args[1]
        if isinstance(r, Expression) and r.head is S.List and len(r.args) == 2:
            lo, hi = r.args
            ok = ev.evaluate(Expression(S.LessEqual, (lo, v, hi)))
            if ok is not TRUE:
                raise _Fail("range", (lo, hi))
        return v
    if isinstance(spec, Expression) and spec.head is S.DelimitedSequence and \
            1 <= len(spec.args) <= 2 and type(x) is String:
        sep = spec.args[1].value if len(spec.args) == 2 and type(spec.args[1]) is String \
            else ","
        parts = [p for p in x.value.split(sep)] if x.value.strip() else []
        return Expression(S.List, tuple(_interpret(ev, spec.args[0], String(p.strip()))
                                        for p in parts))
    if type(spec) is not String or spec.value not in _TAG:
        raise _Fail("type", (spec,))
    kind = spec.value
    if type(x) is not String:
        return _non_string(ev, kind, x)
    s = x.value
    if kind in ("Integer", "Number", "Real"):
        return _number(ev, s, kind)
    if kind == "Boolean":
        low = s.strip().lower()
        if low in _TRUE:
            return TRUE
        if low in _FALSE:
            return FALSE
        raise _Fail("boolean")
    if kind == "String":
        return x
    if kind == "Character":
        if len(s) == 1:
            return x
        raise _Fail("character")
    if kind == "EmailAddress":
        if _EMAIL.fullmatch(s.strip()):
            return String(s.strip())
        raise _Fail("email")
    if kind == "URL":
        if _URL.fullmatch(s.strip()):
            return Expression(S.URL, (String(s.strip()),))
        raise _Fail("url")
    if kind == "Color":
        name = _COLORS.get(s.strip().lower().replace(" ", ""))
        if name is None:
            raise _Fail("color")
        return ev.evaluate(Symbol(name))
    from mathilda.syntax.errors import MathildaSyntaxError
    from mathilda.syntax.parser import parse
    try:
        e = parse(s)
    except MathildaSyntaxError:
        raise _Fail("expression")
    if kind == "HeldExpression":
        return Expression(S.Hold, (e,))
    return ev.evaluate(e)


def _non_string(ev, kind, x):
    """A value given as itself (Interpreter["Integer"][5] is 5)."""
    if kind == "Integer" and type(x) is Integer:
        return x
    if kind in ("Number", "Real") and type(x) in (Integer, Real) or \
            (kind == "Number" and ev.evaluate(Expression(S.NumberQ, (x,))) is TRUE):
        return ev.call("N", x) if kind == "Real" else x
    if kind == "Boolean" and x in (TRUE, FALSE):
        return x
    if kind in ("Expression",):
        return x
    raise _Fail(_TAG[kind])


def _failure(ev, spec, x, f):
    from mathilda.core.association import make_association
    msg = Expression(S.MessageName, (S.Interpreter, String(f.tag)))
    rules = [Expression(S.RuleDelayed, (String("MessageTemplate"), msg)),
             Expression(S.Rule, (String("MessageParameters"),
                                 Expression(S.List, tuple(f.params)))),
             Expression(S.Rule, (String("Input"), x)),
             Expression(S.Rule, (String("Type"), spec))]
    return Expression(S.Failure, (String("InterpretationFailure"), make_association(rules)))


@builtin("Interpreter", sub=True, messages=_MESSAGES,
         usage="Interpreter[form][input] interprets the string input as an object of the "
               "form: \"Integer\", \"Number\", \"Real\", \"Boolean\", \"String\", "
               "\"Character\", \"EmailAddress\", \"URL\", \"Expression\", \"HeldExpression\", "
               "\"Color\", Restricted[\"Integer\", {min, max}], DelimitedSequence[form, sep] "
               "or alternatives form1 | form2; a list of inputs gives a list. An input that "
               "cannot be interpreted gives a Failure[\"InterpretationFailure\", ...].",
         examples=[("Interpreter[\"Integer\"][\"42\"]", "42"),
                   ("Interpreter[\"Number\"][\"3.25\"]", "3.25"),
                   ("Interpreter[\"Integer\"][{\"1\", \"-7\", \"1,000\"}]", "{1, -7, 1000}"),
                   ("Interpreter[\"Boolean\"][\"yes\"]", "True"),
                   ("Interpreter[DelimitedSequence[\"Integer\"]][\"1, 2, 3\"]", "{1, 2, 3}"),
                   ("Interpreter[\"EmailAddress\"][\"info@example.com\"]", "info@example.com"),
                   ("FailureQ[Interpreter[\"Integer\"][\"abc\"]]", "True"),
                   ("Interpreter[\"Integer\"][\"abc\"][\"Message\"]", "Enter an integer."),
                   ("Interpreter[Restricted[\"Integer\", {1, 10}]][\"12\"][\"Message\"]",
                    "Enter a value between 1 and 10.")])
def interpreter(ev, expr):
    head = expr.head
    if len(head.args) != 1 or len(expr.args) != 1:
        return None
    spec, x = head.args[0], expr.args[0]
    inputs = x.args if isinstance(x, Expression) and x.head is S.List else None
    out = []
    for item in (inputs if inputs is not None else (x,)):
        ev.check_interrupt()
        try:
            out.append(_interpret(ev, spec, item))
        except _Fail as f:
            if f.tag == "type":
                ev.message("Interpreter", "type", spec)
                return None
            out.append(_failure(ev, spec, item, f))
    return Expression(S.List, tuple(out)) if inputs is not None else out[0]
