"""Messages as data: Messages (the messages defined for a symbol), $MessageList and
MessageList (the messages an input generated), and TagUnset (f /: lhs =.).

A message switched off or silenced by Quiet is not generated, so it is in no list; the
Session keeps the messages of each input line (``Session.message_history``)."""

from mathilda.algorithms.language.lvalues import eval_lhs
from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin


def _names(msgs):
    return Expression(S.List, tuple(
        Expression(S.HoldForm, (Expression(S.MessageName, (Symbol(m.symbol),
                                                            String(m.tag))),))
        for m in msgs))


def _current(ev):
    session = ev.session
    if session is None:
        return Expression(S.List, ())
    msgs, start = getattr(session, "line_messages", ([], 0))
    return _names(msgs[start:])


@builtin("$MessageList", attributes=(), value=_current,
         usage="$MessageList is the list of the messages generated during the evaluation "
               "of the current input line, each as HoldForm[symbol::tag]. Given a value "
               "(Block[{$MessageList = {}}, expr]), the messages generated meanwhile are "
               "appended to it.",
         examples=[("1/0; $MessageList", "{Power::infy}",
                    ["Power::infy: Infinite expression 1/0 encountered."]), ("1 + 1; $MessageList", "{}"),
                   ("Quiet[1/0]; $MessageList", "{}"),
                   ("Block[{$MessageList = {}}, Sqrt[1, 2]; $MessageList]",
                    "{Sqrt::argx}",
                    ["Sqrt::argx: Sqrt called with 2 arguments; 1 argument is expected."]),
                   ("Length[1, 2]; 1/0; InputForm[$MessageList]",
                    "{HoldForm[Length::argx], HoldForm[Power::infy]}",
                    ["Length::argx: Length called with 2 arguments; 1 argument is "
                     "expected.", "Power::infy: Infinite expression 1/0 encountered."])])
def _message_list_symbol(ev, expr):
    return None


@builtin("MessageList", nargs=1,
         usage="MessageList[n] is the list of the messages generated during the "
               "evaluation of the n-th input line, each as HoldForm[symbol::tag] "
               "(MessageList[-k]: k lines back).",
         examples=[("1/0\nLength[1, 2]\nMessageList[$Line - 2]", "{Power::infy}",
                    ["Power::infy: Infinite expression 1/0 encountered.",
                     "Length::argx: Length called with 2 arguments; 1 argument is "
                     "expected."]),
                   ("1 + 1\nMessageList[-1]", "{}"),
                   ("MessageList[x]", "MessageList[x]",
                    ["MessageList::int: Integer expected at position 1 in "
                     "MessageList[x]."])])
def message_list(ev, expr):
    (n,) = expr.args
    if type(n) is not Integer:
        ev.message("MessageList", "int", expr, Integer(1))
        return None
    session = ev.session
    if session is None:
        return Expression(S.List, ())
    k = n.value
    if k < 0:
        k += session.line
    if k == session.line:
        return _current(ev)
    return _names(getattr(session, "message_history", {}).get(k, ()))


def _defined(d):
    """The messages of a SymbolDef set in this session: (tag, text Expr) pairs."""
    spec = d.builtin
    base = spec.messages if spec is not None else {}
    out = []
    for tag, t in d.messages.items():
        text = t.value if hasattr(t, "value") else t
        if tag in base and base[tag] == text:
            continue
        out.append((tag, t if type(t) is String else String(str(text))))
    return out


@builtin("Messages", nargs=1, attributes=("HoldAll", "Protected"),
         usage="Messages[symbol] gives all the messages assigned to a particular symbol, as "
               "rules HoldPattern[symbol::tag] :> \"text\".",
         examples=[("f::oops = \"It broke.\"; Messages[f]",
                    "{HoldPattern[f::oops] :> It broke.}"),
                   ("f::a = \"A `1`.\"; f::b = \"B.\"; InputForm[Messages[f]]",
                    "{HoldPattern[f::a] :> \"A `1`.\", HoldPattern[f::b] :> \"B.\"}"),
                   ("Messages[g]", "{}"),
                   ("Messages[1]", "Messages[1]",
                    ["Messages::sym: Argument 1 at position 1 is expected to be a "
                     "symbol."])])
def messages(ev, expr):
    (s,) = expr.args
    if type(s) is String:
        s = Symbol(s.value) if "`" in s.value else Symbol("Global`" + s.value) \
            if s.value not in ev.defs.builtins else Symbol(s.value)
    if type(s) is not Symbol:
        ev.message("Messages", "sym", s, Integer(1))
        return None
    d = ev.defs.lookup(s)
    if d is None:
        return Expression(S.List, ())
    return Expression(S.List, tuple(
        Expression(S.RuleDelayed, (Expression(S.HoldPattern, (
            Expression(S.MessageName, (s, String(tag))),)), text))
        for tag, text in _defined(d)))


def _strip(lhs):
    while type(lhs) is Expression and lhs.head in (S.HoldPattern, S.Condition) and lhs.args:
        lhs = lhs.args[0]
    return lhs


@builtin("TagUnset", nargs=2, attributes=("HoldAll", "Protected"),
         messages={"norep": "Assignment on `2` for `1` not found.",
                   "tagnf": "Tag `1` not found in `2`."},
         usage="f /: lhs =. or TagUnset[f, lhs] removes the definition of lhs associated "
               "with the symbol f (made with f /: lhs = rhs or f /: lhs := rhs).",
         examples=[("u /: v[u] = 9; u /: v[u] =.; v[u]", "v[u]"),
                   ("u /: v[u] := 1; TagUnset[u, v[u]]; {v[u], UpValues[u]}",
                    "{v[u], {}}"),
                   ("g /: g[1] = 5; g /: g[1] =.; g[1]", "g[1]"),
                   ("u /: v[u] = 9; u /: w[u] =.", "$Failed",
                    ["TagUnset::norep: Assignment on u for w[u] not found."]),
                   ("u /: v[z] =.", "$Failed",
                    ["TagUnset::tagnf: Tag u not found in v[z]."]),
                   ("TagUnset[1, v[1]]", "1 /: v[1] =.",
                    ["TagUnset::sym: Argument 1 at position 1 is expected to be a "
                     "symbol."])])
def tag_unset(ev, expr):
    tag, lhs = expr.args
    if type(tag) is not Symbol:
        ev.message("TagUnset", "sym", tag, Integer(1))
        return None
    if ev.defs.attributes(tag) & (A.PROTECTED | A.LOCKED):
        ev.message("TagUnset", "wrsym", tag)
        return S["$Failed"]
    core = _strip(lhs)
    if core is tag:
        ev.defs.remove_rule(tag, "own", core)
        return S.Null
    if type(core) is not Expression:
        ev.message("TagUnset", "tagnf", tag, lhs)
        return S["$Failed"]
    lhs = eval_lhs(ev, lhs)
    core = _strip(lhs)
    if core.head is tag:
        kind = "down"
    elif core.head_symbol is tag and type(core.head) is not Symbol:
        kind = "sub"
    elif any(a is tag or getattr(a, "head_symbol", None) is tag or _has(a, tag)
             for a in core.args):
        kind = "up"
    else:
        ev.message("TagUnset", "tagnf", tag, lhs)
        return S["$Failed"]
    if ev.defs.remove_rule(tag, kind, lhs):
        return S.Null
    ev.message("TagUnset", "norep", lhs, tag)
    return S["$Failed"]


def _has(a, tag):
    """A pattern for the tag (x_tag, _tag) at level one of a lhs."""
    if type(a) is not Expression:
        return False
    if a.head is S.Pattern and len(a.args) == 2:
        return _has(a.args[1], tag)
    return a.head in (S.Blank, S.BlankSequence, S.BlankNullSequence) and \
        bool(a.args) and a.args[0] is tag
