"""Failures and confirmation: Failure, FailureQ, Assert, Enclose, Confirm, ConfirmBy,
ConfirmMatch, ConfirmAssert, ConfirmQuiet.

A Confirm* that fails unwinds (a ControlFlow signal) to the innermost Enclose, which gives the
failure (or f[failure]).  A failing expression that is already a Failure object is passed on
as it is; anything else becomes Failure["ConfirmationFailed", <|"Expression" :> expr,
"ConfirmationType" -> type, ...|>].  Assertions are off until On[Assert].
"""

from mathilda.core.evaluation import ControlFlow
from mathilda.core.expr import Expression, String, S, TRUE, FALSE
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin


class ConfirmSignal(ControlFlow):
    def __init__(self, failure, tag=None):
        self.value = failure
        self.tag = tag

    def uncaught_message(self, ev):
        ev.message("Confirm", "noencl", self.value)


def _is_failure(x):
    return x is S["$Failed"] or x is S["$Aborted"] or \
        (isinstance(x, Expression) and x.head is S.Failure)


def _association(pairs):
    from mathilda.core.association import make_association
    return make_association([Expression(S.RuleDelayed if delayed else S.Rule,
                                        (String(k), v)) for k, v, delayed in pairs])


def _fail(expr, kind, info=None, tag=None, message=None, extra=()):
    """Unwind to the innermost Enclose with the failure of a confirmation: ``message`` is
    (template, parameters) and ``extra`` more (key, value) entries after "Expression"
    (ConfirmBy: <|"MessageTemplate" -> "``[``] did not return True.", "MessageParameters"
    -> {f, expr}, "ConfirmationType" -> "ConfirmBy", "Expression" -> expr, "Function" -> f,
    "Information" -> info|>, as the Wolfram Language gives it)."""
    if isinstance(expr, Expression) and expr.head is S.Failure:
        raise ConfirmSignal(expr, tag)
    pairs = []
    if message is not None:
        pairs += [("MessageTemplate", String(message[0]), False),
                  ("MessageParameters", Expression(S.List, tuple(message[1])), False)]
    pairs += [("ConfirmationType", String(kind), False), ("Expression", expr, False)]
    pairs += [(k, v, False) for k, v in extra]
    if info is not None:
        pairs.append(("Information", info, False))
    raise ConfirmSignal(Expression(S.Failure, (String("ConfirmationFailed"),
                                               _association(pairs))), tag)


@builtin("Failure", nargs=(1, 2),
         usage="Failure[tag, assoc] represents a failure of a type given by tag, with "
               "details in the association assoc (\"MessageTemplate\", "
               "\"MessageParameters\", ...); Failure[...][\"Message\"] is the filled "
               "template, [\"Tag\"] the tag.",
         examples=[("Failure[\"err\", <|\"MessageTemplate\" -> \"bad `1`\", "
                    "\"MessageParameters\" -> {3}|>][\"Message\"]", "bad 3"),
                   ("Failure[\"err\", <||>][\"Tag\"]", "err"),
                   ("Head[Failure[\"x\", <||>]]", "Failure"),
                   ("Failure[\"x\", <|\"a\" -> 1|>][\"a\"]", "1"),
                   ("Failure[\"x\", <|\"a\" -> 1|>]", "Failure[x, <|a -> 1|>]")])
def failure(ev, expr):
    return None


def _failure_property(ev, expr):
    f = expr.head
    if len(f.args) != 2 or len(expr.args) != 1:
        return None
    tag, info = f.args
    key = expr.args[0]
    if key == String("Tag"):
        return tag
    if not (info.head is S.Association and hasattr(info, "index")):
        return None
    if key == String("Message"):
        template = info.get(String("MessageTemplate"))
        if template is None:
            return None
        params = info.get(String("MessageParameters"), Expression(S.List, ()))
        return _fill(ev, template, params)
    v = info.get(key)
    return v


def _fill(ev, template, params):
    from mathilda.core.messages import format_template
    if isinstance(template, Expression) and template.head is S.MessageName:
        template = ev.evaluate(template)        # "MessageTemplate" :> sym::tag
    if type(template) is not String:
        return None
    args = [str(ev.call("ToString", p)) if type(p) is not String else p.value
            for p in (params.args if params.head is S.List else ())]
    return String(format_template(template.value, args))


builtin("Failure", sub=True)(_failure_property)


@builtin("FailureQ", nargs=1,
         usage="FailureQ[expr] gives True if expr has head Failure or is $Failed or "
               "$Aborted, and False otherwise.",
         examples=[("FailureQ[Failure[\"x\", <||>]]", "True"), ("FailureQ[$Failed]", "True"),
                   ("FailureQ[$Aborted]", "True"), ("FailureQ[1]", "False"),
                   ("FailureQ[Missing[]]", "False"),
                   ("FailureQ[Enclose[Confirm[$Failed]]]", "True")])
def failure_q(ev, expr):
    return TRUE if _is_failure(expr.args[0]) else FALSE


@builtin("Confirm", nargs=(1, 3), attributes=("HoldAll", "Protected"),
         messages={"noencl": "Confirmation failed with `1` outside of Enclose."},
         usage="Confirm[expr] gives the value of expr unless it is a failure ($Failed, "
               "$Aborted, Failure[...]), in which case the innermost Enclose gives a "
               "Failure; Confirm[expr, info] adds information; Confirm[expr, info, tag] is "
               "caught only by Enclose[..., f, tag].",
         examples=[("Enclose[Confirm[1 + 1]]", "2"),
                   ("Enclose[Confirm[$Failed]; 2]",
                    "Failure[ConfirmationFailed, <|ConfirmationType -> Confirm, "
                    "Expression -> $Failed|>]"),
                   ("Enclose[Confirm[Failure[\"mine\", <||>]]]", "Failure[mine, <||>]"),
                   ("Enclose[Confirm[$Failed, \"oops\"]][\"Information\"]", "oops"),
                   ("Enclose[Confirm[$Failed], Head]", "Failure"),
                   ("Confirm[3]", "3")])
def confirm(ev, expr):
    args = expr.args
    v = ev.evaluate(args[0])
    if _is_failure(v):
        _fail(v, "Confirm", ev.evaluate(args[1]) if len(args) > 1 else None,
              ev.evaluate(args[2]) if len(args) > 2 else None)
    return v


@builtin("ConfirmBy", nargs=(2, 4), attributes=("HoldAll", "Protected"),
         usage="ConfirmBy[expr, f] gives the value of expr if f applied to it gives True; "
               "otherwise the innermost Enclose gives a Failure.",
         examples=[("Enclose[ConfirmBy[4, EvenQ]]", "4"),
                   ("Enclose[ConfirmBy[3, EvenQ]][\"Expression\"]", "3"),
                   ("Enclose[ConfirmBy[3, EvenQ]][\"ConfirmationType\"]", "ConfirmBy"),
                   ("Enclose[ConfirmBy[x, NumberQ]; 1, FailureQ]", "True"),
                   ("Enclose[ConfirmBy[{1, 2}, VectorQ]]", "{1, 2}"),
                   ("Enclose[ConfirmBy[3, EvenQ]]",
                    "Failure[ConfirmationFailed, <|MessageTemplate -> ``[``] did not return "
                    "True., MessageParameters -> {EvenQ, 3}, ConfirmationType -> ConfirmBy, "
                    "Expression -> 3, Function -> EvenQ|>]"),
                   ("Enclose[ConfirmBy[3, EvenQ]][\"Message\"]", "EvenQ[3] did not return True.")])
def confirm_by(ev, expr):
    args = expr.args
    v = ev.evaluate(args[0])
    f = ev.evaluate(args[1])
    if ev.evaluate(Expression(f, (v,))) is not TRUE:
        _fail(v, "ConfirmBy", ev.evaluate(args[2]) if len(args) > 2 else None,
              ev.evaluate(args[3]) if len(args) > 3 else None,
              message=("``[``] did not return True.", (f, v)), extra=[("Function", f)])
    return v


@builtin("ConfirmMatch", nargs=(2, 4), attributes=("HoldAll", "Protected"),
         usage="ConfirmMatch[expr, form] gives the value of expr if it matches the pattern "
               "form; otherwise the innermost Enclose gives a Failure.",
         examples=[("Enclose[ConfirmMatch[1 + 1, _Integer]]", "2"),
                   ("Enclose[ConfirmMatch[{1, 2}, {__Integer}]]", "{1, 2}"),
                   ("Enclose[ConfirmMatch[x, _Integer]][\"Expression\"]", "x"),
                   ("Enclose[ConfirmMatch[x, _Integer]][\"ConfirmationType\"]",
                    "ConfirmMatch"),
                   ("Enclose[ConfirmMatch[\"a\", _String]; ok]", "ok"),
                   ("Enclose[ConfirmMatch[1.5, _Integer], FailureQ]", "True"),
                   ("Enclose[ConfirmMatch[1, _String, \"need a string\"]][\"Information\"]",
                    "need a string")])
def confirm_match(ev, expr):
    from mathilda.algorithms.lists.common import matcher
    args = expr.args
    v = ev.evaluate(args[0])
    if not matcher(ev, ev.evaluate(args[1]))(v):
        _fail(v, "ConfirmMatch", ev.evaluate(args[2]) if len(args) > 2 else None,
              ev.evaluate(args[3]) if len(args) > 3 else None)
    return v


@builtin("ConfirmAssert", nargs=(1, 3), attributes=("HoldAll", "Protected"),
         usage="ConfirmAssert[test] confirms that test is True (giving Null); otherwise the "
               "innermost Enclose gives a Failure.",
         examples=[("Enclose[ConfirmAssert[1 < 2]; done]", "done"),
                   ("Enclose[ConfirmAssert[1 > 2]; done][\"ConfirmationType\"]",
                    "ConfirmAssert"),
                   ("Enclose[ConfirmAssert[x > 0], FailureQ]", "True"),
                   ("Enclose[ConfirmAssert[True]]", ""),
                   ("Enclose[ConfirmAssert[1 > 2]][\"Expression\"]", "False")])
def confirm_assert(ev, expr):
    args = expr.args
    v = ev.evaluate(args[0])
    if v is not TRUE:
        _fail(v, "ConfirmAssert", ev.evaluate(args[1]) if len(args) > 1 else None,
              ev.evaluate(args[2]) if len(args) > 2 else None)
    return S.Null


@builtin("ConfirmQuiet", nargs=(1, 4), attributes=("HoldAll", "Protected"),
         usage="ConfirmQuiet[expr] gives the value of expr if no message was generated "
               "while evaluating it; otherwise (the messages are quieted) the innermost "
               "Enclose gives a Failure.",
         examples=[("Enclose[ConfirmQuiet[1 + 1]]", "2"),
                   ("Enclose[ConfirmQuiet[1/0]][\"ConfirmationType\"]", "ConfirmQuiet"),
                   ("Enclose[ConfirmQuiet[1/0], FailureQ]", "True"),
                   ("Enclose[ConfirmQuiet[Sqrt[4]]]", "2"),
                   ("Enclose[ConfirmQuiet[f[1]]; 3]", "3")])
def confirm_quiet(ev, expr):
    args = expr.args
    frame = []
    ev.check_stack.append(frame)
    ev.quiet.append(None)
    try:
        v = ev.evaluate(args[0])
    finally:
        ev.quiet.pop()
        ev.check_stack.pop()
    if frame:
        _fail(v, "ConfirmQuiet", ev.evaluate(args[2]) if len(args) > 2 else None,
              ev.evaluate(args[3]) if len(args) > 3 else None)
    return v


@builtin("Enclose", nargs=(1, 3), attributes=("HoldAll", "Protected"),
         usage="Enclose[expr] evaluates expr and gives its value, unless a Confirm, "
               "ConfirmBy, ConfirmAssert or ConfirmQuiet inside it fails: then it gives the "
               "Failure; Enclose[expr, f] gives f[failure]; Enclose[expr, f, tag] catches "
               "only confirmations with that tag.",
         examples=[("Enclose[1 + 1]", "2"),
                   ("Enclose[Confirm[$Failed]; Print[\"not reached\"]; 1, FailureQ]", "True"),
                   ("Enclose[Enclose[Confirm[$Failed, i, t], f, u], g, t] // Head", "g"),
                   ("Enclose[Confirm[Failure[\"e\", <||>]], #[\"Tag\"] &]", "e"),
                   ("f9[x_] := Enclose[ConfirmBy[x, Positive]; Sqrt[x]]; "
                    "{f9[4], FailureQ[f9[-4]]}", "{2, True}")])
def enclose(ev, expr):
    args = expr.args
    try:
        return ev.evaluate(args[0])
    except ConfirmSignal as c:
        if len(args) == 3:
            if c.tag is None or not any(True for _ in compile_pattern(
                    ev.evaluate(args[2])).match(c.tag, {}, ev)):
                raise
        elif c.tag is not None and len(args) < 3:
            raise
        if len(args) >= 2:
            return ev.evaluate(Expression(ev.evaluate(args[1]), (c.value,)))
        return c.value


@builtin("Assert", nargs=(1, 2), attributes=("HoldAll", "Protected"),
         messages={"asrtf": "Assertion `1` failed.",
                   "asrtfe": "Assertion `1` in `2` failed."},
         usage="Assert[test] issues a message if test is not True when assertions are on "
               "(On[Assert]); by default assertions are off and test is not evaluated.",
         examples=[("Assert[1 > 2]", ""),
                   ("On[Assert]; Assert[1 > 2]", "", ["Assert::asrtf: Assertion 1 > 2 "
                                                      "failed."]),
                   ("On[Assert]; Assert[1 < 2]", ""),
                   ("On[Assert]; Assert[x > 0]", "", ["Assert::asrtf: Assertion x > 0 "
                                                      "failed."]),
                   ("On[Assert]; Off[Assert]; Assert[False]", ""),
                   ("Assert[Print[1]; True]", "")])
def assert_(ev, expr):
    if ("Assert", "asrtf") in ev.defs.off:
        return S.Null
    if ev.evaluate(expr.args[0]) is not TRUE:
        ev.message("Assert", "asrtf", Expression(S.HoldForm, (expr.args[0],)))
    return S.Null
