"""Control flow: CompoundExpression, If, Which, Switch, loops, Return/Break/Continue,
Throw/Catch, Abort/CheckAbort, CheckAll."""

from functools import partial

from mathilda.core.evaluation import (AbortSignal, BreakSignal, ContinueSignal,
                                      ControlFlow, ReturnSignal, ThrowSignal)
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.iterators import iterator_values
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin
from mathilda.algorithms.compile import compiled_loop
from mathilda.core import attributes as A
from mathilda.core.arguments import _splice_sequences
from mathilda.core.functions import apply_pure_function
from mathilda.builtins.language.assignment import _HOLD_SET, _set_symbol, set_


@builtin("CompoundExpression", attributes=("HoldAll", "Protected", "ReadProtected"),
         usage="expr1; expr2; ... evaluates the expressions in turn, giving the last "
               "result; a trailing ; gives Null.",
         examples=[("a1 = 1; a1 + 1", "2"), ("x1 = 3;", "")])
def compound_expression(ev, expr):
    r = S.Null
    args = expr.args
    try:
        for a in args:
            r = evaluate_statement(ev, a)
    except GotoSignal as g:
        return _goto(ev, args, g)
    return r


class GotoSignal(ControlFlow):
    """Goto[tag]: caught by the innermost CompoundExpression holding Label[tag]."""

    def __init__(self, value):
        self.value = value

    def uncaught_message(self, ev):
        ev.message("Goto", "nolabel", self.value)


def _label_index(ev, args, tag):
    for i, a in enumerate(args):
        if type(a) is Expression and a.head is S.Label and len(a.args) == 1 and \
                (a.args[0] == tag or ev.evaluate(a.args[0]) == tag):
            return i
    return None


def _goto(ev, args, g):
    """Go on from the Label[tag] of a CompoundExpression after Goto[tag] (or pass the
    jump outwards when this CompoundExpression has no such label)."""
    while True:
        i = _label_index(ev, args, g.value)
        if i is None:
            raise g
        r = S.Null
        try:
            for a in args[i + 1:]:
                ev.check_interrupt()
                r = ev.evaluate(a)
            return r
        except GotoSignal as again:
            g = again


@builtin("Goto", nargs=1, messages={"nolabel": "Label `1` not found."},
         usage="Goto[tag] scans for Label[tag] in the enclosing compound expression and "
               "transfers control to that point.",
         examples=[("Module[{i = 0}, Label[start]; i++; If[i < 3, Goto[start]]; i]", "3"),
                   ("(q = 1; Goto[end]; q = 2; Label[end]; q)", "1"),
                   ("Goto[nowhere]", "Hold[Goto[nowhere]]",
                    ["Goto::nolabel: Label nowhere not found."])])
def goto(ev, expr):
    raise GotoSignal(expr.args[0])


@builtin("Label", nargs=1, attributes=("HoldFirst", "Protected"),
         usage="Label[tag] represents a point in a compound expression to which control "
               "can be transferred using Goto.",
         examples=[("Label[a]", "Label[a]"),
                   ("k = 0; (Label[top]; k += 2; If[k < 7, Goto[top]]; k)", "8")])
def label(ev, expr):
    return None


@builtin("If", nargs=(2, 4), attributes=("HoldRest", "Protected"),
         usage="If[cond, t, f] gives t if cond is True and f if it is False; "
               "If[cond, t, f, u] gives u if it is neither.",
         examples=[("If[1 < 2, yes, no]", "yes"), ("If[c, yes, no]", "If[c, yes, no]"),
                   ("If[False, 1]", "")])
def if_(ev, expr):
    args = expr.args
    c = args[0]
    if c is TRUE:
        return ev.evaluate(args[1])
    if c is FALSE:
        return ev.evaluate(args[2]) if len(args) > 2 else S.Null
    if len(args) == 4:
        return ev.evaluate(args[3])
    return None


@builtin("Which", attributes=("HoldAll", "Protected"),
         messages={"argct": "Which called with `1` arguments; an even number of "
                            "arguments is expected."},
         usage="Which[test1, value1, test2, value2, ...] gives the value of the first test "
               "that is True.",
         examples=[("x2 = 5; Which[x2 < 0, neg, x2 == 0, zero, True, pos]", "pos")])
def which(ev, expr):
    args = expr.args
    if len(args) % 2:
        ev.message("Which", "argct", Integer(len(args)))
        return None
    for i in range(0, len(args), 2):
        c = ev.evaluate(args[i])
        if c is TRUE:
            return ev.evaluate(args[i + 1])
        if c is not FALSE:
            if i == 0:
                return Expression(S.Which, (c,) + args[1:])
            return Expression(S.Which, (c,) + args[i + 1:])
    return S.Null


@builtin("Switch", nargs=(3, None), attributes=("HoldRest", "Protected"),
         messages={"argct": "Switch called with `1` arguments. Switch must be called with "
                            "an odd number of arguments."},
         usage="Switch[expr, form1, value1, form2, value2, ...] gives the value of the first "
               "form that expr matches.",
         examples=[("Switch[3, _String, str, _Integer, int]", "int"),
                   ("Switch[2, 1 + 1, \"two\", _, \"other\"]", "two"),
                   ("Switch[x, 1, one, _, other]", "other"),
                   ("Switch[7, 1, one, 2, two]", ""),
                   ("Switch[{1, 2}, {_, _}, pair, _, no]", "pair")])
def switch(ev, expr):
    args = expr.args
    if len(args) % 2 == 0:
        ev.message("Switch", "argct", Integer(len(args)))
        return None
    x = args[0]
    for i in range(1, len(args), 2):
        # each form is evaluated when its match is tried (Switch[2, 1 + 1, two] is two)
        for b in compile_pattern(ev.evaluate(args[i])).match(x, {}, ev):
            return ev.evaluate(args[i + 1])
    return S.Null


def _loop_body(ev, body):
    """Evaluate a loop body; True when Break[] asked to leave the loop."""
    try:
        ev.evaluate(body)
    except BreakSignal:
        return True
    except ContinueSignal:
        pass
    return False


def _iterate(ev, specs, body_fn, name, body=None):
    """Run body_fn() for every combination of the iterators (Block-scoped variables).
    With ``body`` given (Do's), the innermost iterator evaluates it itself, Break[] and
    Continue[] caught around each evaluation: the same as body_fn, without its calls."""
    if not specs:
        return body_fn()
    spec = specs[0]
    r = iterator_values(ev, spec, name)
    if r is None:
        return "fail"
    var, values = r
    defs = ev.defs
    rest = specs[1:]
    check = ev.check_interrupt
    if var is None:
        if not rest and body is not None:
            evaluate = partial(evaluate_statement, ev)
            for _ in values:
                check()
                try:
                    evaluate(body)
                except BreakSignal:
                    return "break"
                except ContinueSignal:
                    pass
            return None
        for _ in values:
            check()
            if _iterate(ev, rest, body_fn, name, body) == "break":
                return "break"
        return None
    d = defs.get(var)
    saved = d.own
    set_own = defs.set_own
    try:
        if not rest and body is not None:
            evaluate = partial(evaluate_statement, ev)
            for v in values:
                check()
                set_own(var, v)
                try:
                    evaluate(body)
                except BreakSignal:
                    return "break"
                except ContinueSignal:
                    pass
            return None
        for v in values:
            check()
            set_own(var, v)
            if _iterate(ev, rest, body_fn, name, body) == "break":
                return "break"
    finally:
        defs.restore_own(var, saved)
    return None


@builtin("Do", nargs=(2, None), attributes=("HoldAll", "Protected"),
         usage="Do[expr, {i, imin, imax, di}] evaluates expr for each value of i; all the "
               "iterator forms of Table are accepted.",
         examples=[("s = 0; Do[s = s + i, {i, 10}]; s", "55"),
                   ("Do[If[i == 3, Return[i]], {i, 5}]", "3")])
def do(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    body = expr.args[0]
    result = [S.Null]

    def run():
        if _loop_body(ev, body):
            return "break"
        return None
    try:
        r = _iterate(ev, list(expr.args[1:]), run, "Do", body)
    except ReturnSignal as ret:
        if ret.tag is not None:
            raise
        return ret.value
    if r == "fail":
        return None
    return result[0]


@builtin("While", nargs=(1, 2), attributes=("HoldAll", "Protected"),
         usage="While[test, body] evaluates body repeatedly while test is True.",
         examples=[("n = 1; While[n < 100, n = 2 n]; n", "128")])
def while_(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    test = expr.args[0]
    body = expr.args[1] if len(expr.args) > 1 else S.Null
    try:
        while ev.evaluate(test) is TRUE:
            ev.check_interrupt()
            if _loop_body(ev, body):
                break
    except ReturnSignal as ret:
        if ret.tag is not None:
            raise
        return ret.value
    return S.Null


@builtin("For", nargs=(3, 4), attributes=("HoldAll", "Protected"),
         usage="For[start, test, incr, body] evaluates start, then repeatedly body and incr "
               "while test is True.",
         examples=[("t = 0; For[i = 1, i <= 4, i++, t += i]; t", "10")])
def for_(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    args = expr.args
    start, test, incr = args[0], args[1], args[2]
    body = args[3] if len(args) > 3 else S.Null
    try:
        ev.evaluate(start)
        while ev.evaluate(test) is TRUE:
            ev.check_interrupt()
            if _loop_body(ev, body):
                break
            ev.evaluate(incr)
    except ReturnSignal as ret:
        if ret.tag is not None:
            raise
        return ret.value
    return S.Null


@builtin("Return", nargs=(0, 2),
         usage="Return[expr] returns the value expr from a function or loop; Return[] "
               "returns Null.",
         examples=[("f1[x_] := (If[x > 0, Return[pos]]; neg); {f1[1], f1[-1]}",
                    "{pos, neg}")])
def return_(ev, expr):
    args = expr.args
    raise ReturnSignal(args[0] if args else S.Null, args[1] if len(args) > 1 else None)


@builtin("Break", nargs=0, usage="Break[] exits the nearest enclosing loop.",
         examples=[("k = 0; While[True, k++; If[k > 4, Break[]]]; k", "5")])
def break_(ev, expr):
    raise BreakSignal()


@builtin("Continue", nargs=0,
         usage="Continue[] goes on to the next step of the nearest enclosing loop.",
         examples=[("t = 0; Do[If[OddQ[i], Continue[]]; t += i, {i, 6}]; t", "12")])
def continue_(ev, expr):
    raise ContinueSignal()


@builtin("Throw", nargs=(1, 3),
         messages={"nocatch": "Uncaught `1` returned to top level."},
         usage="Throw[value] stops evaluation and returns value as the value of the nearest "
               "enclosing Catch; Throw[value, tag] is caught by Catch[expr, form] when tag "
               "matches form; Throw[value, tag, f] gives f[value, tag] as the top-level value "
               "when no Catch catches it.",
         examples=[("Catch[Do[If[i > 3, Throw[i]], {i, 10}]]", "4"),
                   ("Catch[Throw[x, u], u]", "x"),
                   ("Catch[Throw[1, a], a | b]", "1"),
                   ("Catch[Throw[2, b], _, f]", "f[2, b]"),
                   ("Catch[Catch[Throw[1, u], v], u]", "1"),
                   ("Throw[1, t, h]", "h[1, t]"),
                   ("Catch[Throw[1, t, h], t]", "1"),
                   ("Catch[Throw[a, u]]", "Hold[Throw[a, u]]",
                    ["Throw::nocatch: Uncaught Throw[a, u] returned to top level."])])
def throw(ev, expr):
    args = expr.args
    signal = ThrowSignal(args[0], args[1] if len(args) > 1 else None)
    if len(args) == 3:
        signal.handler = args[2]
    raise signal


@builtin("Catch", nargs=(1, 3), attributes=("HoldFirst", "Protected"),
         usage="Catch[expr] returns the argument of the first Throw generated while "
               "evaluating expr; Catch[expr, form] catches only tags matching form; "
               "Catch[expr, form, f] gives f[value, tag].",
         examples=[("Catch[a; Throw[b]; c]", "b"),
                   ("Catch[Throw[1, x], x]", "1")])
def catch(ev, expr):
    args = expr.args
    try:
        return ev.evaluate(args[0])
    except ThrowSignal as t:
        if len(args) == 1:
            if t.tag is not None:
                raise
            return t.value
        if t.tag is None:
            raise
        for _ in compile_pattern(args[1]).match(t.tag, {}, ev):
            if len(args) == 3:
                return Expression(args[2], (t.value, t.tag))
            return t.value
        raise


@builtin("Abort", nargs=0, usage="Abort[] aborts the evaluation; it returns $Aborted.",
         examples=[("CheckAbort[Abort[]; 1, aborted]", "aborted")])
def abort(ev, expr):
    raise AbortSignal("abort")


@builtin("CheckAbort", nargs=2, attributes=("HoldAll", "Protected"),
         usage="CheckAbort[expr, failexpr] evaluates expr, returning failexpr if an abort "
               "occurs (the abort is absorbed).",
         examples=[("CheckAbort[1 + 1, failed]", "2")])
def check_abort(ev, expr):
    try:
        r = ev.evaluate(expr.args[0])
        if ev.abort_requested and ev.abort_reason == "abort":
            # requested but not taken by a step (swallowed by SymPy, deferred by
            # AbortProtect): the evaluation was aborted all the same
            ev.abort_requested = False
            return ev.evaluate(expr.args[1])
        return r
    except AbortSignal as a:
        if a.reason == "timeout":
            raise
        ev.abort_requested = False       # absorbed (an interrupt's request is still set)
        return ev.evaluate(expr.args[1])


@builtin("AbortProtect", nargs=1, attributes=("HoldAll", "Protected"),
         usage="AbortProtect[expr] evaluates expr, deferring any abort requested meanwhile "
               "until it has finished.",
         examples=[("AbortProtect[1 + 2]", "3")])
def abort_protect(ev, expr):
    pending = None
    saved = ev.abort_requested
    ev.abort_requested = False
    try:
        r = ev.evaluate(expr.args[0])
    except AbortSignal as a:
        pending = a.reason       # a time limit's abort stays one (General::timeout)
        r = S["$Aborted"]
    if pending is not None or ev.abort_requested or saved:
        if pending is not None and pending != "abort":
            ev.abort_reason = pending
        ev.abort_requested = True
    return r


@builtin("Nothing", nargs=None, attributes=("Protected",),
         usage="Nothing is removed from any List in which it appears.",
         examples=[("{1, Nothing, 2}", "{1, 2}")])
def nothing(ev, expr):
    return None


@builtin("Once", nargs=(1, 3), attributes=("HoldAll", "Protected"),
         messages={"loc": "`1` is not a valid location: \"Local\", \"KernelSession\" or "
                          "\"FrontEndSession\" expected."},
         usage="Once[expr] evaluates expr the first time it is met in a session and gives "
               "the same value, without evaluating expr again, every later time; "
               "Once[expr, loc] keeps the value for the location loc (\"KernelSession\", "
               "\"FrontEndSession\" or \"Local\": all the session here).",
         examples=[("n = 0; {Once[++n], Once[++n], n}", "{1, 1, 1}"),
                   ("Once[1 + 1]", "2"),
                   ("k = 5; Once[k^2]; k = 6; Once[k^2]", "25"),
                   ("c = 0; Table[Once[c++; c], {3}]", "{1, 1, 1}"),
                   ("Once[Print[\"once\"]; 7]; Once[Print[\"once\"]; 7]", "7"),
                   ("Once[x, \"KernelSession\"]", "x"),
                   ("Once[1, \"Cloud\"]", "Once[1, Cloud]",
                    ["Once::loc: \"Cloud\" is not a valid location: \"Local\", \"KernelSession\" "
                     "or \"FrontEndSession\" expected."])])
def once(ev, expr):
    if len(expr.args) > 1:
        loc = ev.evaluate(expr.args[1])
        if getattr(loc, "value", None) not in ("Local", "KernelSession", "FrontEndSession"):
            ev.message("Once", "loc", loc)
            return None
    cache = ev.defs.__dict__.setdefault("once_values", {})
    key = expr.args[0]
    if key in cache:
        return cache[key]
    v = ev.evaluate(key)
    cache[key] = v
    return v


def _control_form(sig):
    """(value, the control-flow call that unwound) for a signal CheckAll takes."""
    if isinstance(sig, ThrowSignal):
        args = (sig.value,) if sig.tag is None else (sig.value, sig.tag)
        return S.Null, Expression(S.Throw, args)
    if isinstance(sig, ReturnSignal):
        args = () if sig.value is None else (sig.value,)
        if sig.tag is not None:
            args = args + (sig.tag,)
        return S.Null, Expression(S.Return, args)
    if isinstance(sig, BreakSignal):
        return S.Null, Expression(S.Break, ())
    if isinstance(sig, ContinueSignal):
        return S.Null, Expression(S.Continue, ())
    if isinstance(sig, GotoSignal):
        return S.Null, Expression(S.Goto, (sig.value,))
    return None


@builtin("CheckAll", nargs=2, attributes=("HoldFirst", "Protected"),
         usage="CheckAll[expr, f] evaluates expr and returns f[result, HoldComplete[]], or "
               "f[result, HoldComplete[control]] when a non-local control (Throw, Return, "
               "Break, Continue, Goto, Abort) unwound the evaluation (the result is then "
               "Null, or $Aborted for an abort).",
         examples=[("CheckAll[1 + 1, List]", "{2, HoldComplete[]}"),
                   ("CheckAll[Throw[3], List]", "{Null, HoldComplete[Throw[3]]}"),
                   ("CheckAll[Throw[3, t], f]", "f[Null, HoldComplete[Throw[3, t]]]"),
                   ("CheckAll[Abort[], List]", "{$Aborted, HoldComplete[Abort[]]}"),
                   ("CheckAll[Print[1]; Break[]; Print[2], #2 &]", "HoldComplete[Break[]]"),
                   ("Catch[CheckAll[Throw[7], ReleaseHold[#2] &]]", "7")])
def check_all(ev, expr):
    body, f = expr.args
    try:
        value = ev.evaluate(body)
        if ev.abort_requested and ev.abort_reason == "abort":
            ev.abort_requested = False
            value, control = S["$Aborted"], Expression(S.Abort, ())
        else:
            control = None
    except AbortSignal as a:
        if a.reason != "abort":
            raise
        ev.abort_requested = False
        value, control = S["$Aborted"], Expression(S.Abort, ())
    except ControlFlow as sig:
        r = _control_form(sig)
        if r is None:
            raise
        value, control = r
    held = Expression(S.HoldComplete, () if control is None else (control,))
    return Expression(f, (value, held))


# --- statements evaluated without the generic step ------------------------------------------
# Loop bodies, scoping constructs' bodies and iterated pure functions, evaluated without
# the evaluator's generic step.
#
# ``evaluate_statement(ev, e)`` gives what ``ev.evaluate(e)`` gives, for the body of Do, the
# statements of a CompoundExpression and the bodies of With and Module.  Two shapes, the
# commonest statements, take a shorter way than the evaluator's step (``core/evaluation.py``),
# doing exactly what that step would do with them:
#
# - ``x = rhs``: rhs evaluated at the depth the step would evaluate it, then Set's answer
#   (``assignment._set_symbol``), which the evaluator goes on evaluating, evaluated;
# - a call of a HoldAll builtin (With, Module, Block, CompoundExpression, Do, While, ...):
#   the builtin's function called on the call as it is (the step would not change a held
#   argument), then its answer evaluated, or the call marked as a fixed point when the
#   builtin leaves it.
#
# ``apply_function(ev, f, args)`` gives what ``ev.evaluate(Expression(f, args))`` gives, for
# the function Nest, FixedPoint, Fold and their relatives apply at each step: a pure function
# is applied as the evaluator's step applies one.
#
# Anything the step would treat otherwise takes ``ev.evaluate``: definitions or attributes
# the user gave the head, Trace, an argument an UpValue could apply to, Unevaluated,
# Evaluate or Sequence arguments, a wrong argument count, the recursion limit near.

_SET = S.Set
_UNEVALUATED = S.Unevaluated
_EVALUATE = S.Evaluate
_SEQUENCE = S.Sequence
_SET_BITS = A.from_names(_HOLD_SET)
_HOLD_ALL = A.HOLD_ALL
_HOLD_ALL_COMPLETE = A.HOLD_ALL_COMPLETE
_NOT_PLAIN = A.FLAT | A.ORDERLESS | A.LISTABLE


def evaluate_statement(ev, e):
    """``ev.evaluate(e)``, shorter for ``x = rhs`` and calls of HoldAll builtins (see the
    module docstring)."""
    if type(e) is not Expression or e._ev is not None:
        return ev.evaluate(e)       # an atom, or marked (perhaps a fixed point)
    head = e.head
    if type(head) is not Symbol:
        return ev.evaluate(e)
    defs = ev.defs
    sd = defs.table.get(head)
    if sd is None or sd.own is not None or sd.down or sd.down_exact or ev.tracing:
        return ev.evaluate(e)
    spec = sd.builtin
    depth0 = ev.depth
    if spec is None or sd.attributes != spec.attributes or \
            depth0 + 4 > ev.recursion_limit or ev.reclim_unwinding or ev.abort_requested:
        return ev.evaluate(e)
    if head is _SET:
        return _set_statement(ev, e, spec, depth0)
    if head in _UPDATES:
        return _update_statement(ev, e, spec, depth0)
    attrs = sd.attributes
    func = spec.func
    if not attrs & (_HOLD_ALL | _HOLD_ALL_COMPLETE) or attrs & _NOT_PLAIN or func is None:
        return ev.evaluate(e)
    args = e.args
    nargs = spec.nargs
    if nargs is not None:
        if spec.options:
            return ev.evaluate(e)
        n = len(args)
        if type(nargs) is int:
            if n != nargs:
                return ev.evaluate(e)
        elif n < nargs[0] or (nargs[1] is not None and n > nargs[1]):
            return ev.evaluate(e)
    if not attrs & _HOLD_ALL_COMPLETE:
        ups = defs.up_symbols if defs.up_count else None
        for a in args:
            ta = type(a)
            if ta is Expression:
                h = a.head
                if h is _UNEVALUATED or h is _EVALUATE or h is _SEQUENCE or \
                        (ups is not None and (type(h) is not Symbol or h in ups)):
                    return ev.evaluate(e)
            elif ups is not None:
                if ta is Symbol:
                    if a in ups:
                        return ev.evaluate(e)
                elif not a.is_atom:
                    return ev.evaluate(e)
    token = defs.token
    ev.depth = depth0 + 1
    try:
        try:
            r = func(ev, e)
        except ControlFlow:
            raise
        except RecursionError:
            raise
        except Exception as exc:
            r = ev._builtin_failed(spec, exc)
        if r is None or r is e:
            if token is defs.token:
                e._ev = token
            return e
        return ev.evaluate(r)
    finally:
        ev.depth = depth0


def _set_statement(ev, e, spec, depth0):
    """``x = rhs`` (Set's SymbolDef as the builtin made it)."""
    args = e.args
    if len(args) != 2 or spec.func is not set_:
        return ev.evaluate(e)
    lhs, rhs = args
    defs = ev.defs
    ups = defs.up_symbols if defs.up_count else None
    if type(lhs) is not Symbol or (ups is not None and lhs in ups) or \
            (type(rhs) is Expression and rhs.head is _UNEVALUATED):
        return ev.evaluate(e)
    ev.depth = depth0 + 1
    try:
        v = ev.evaluate(rhs)
        if ups is not None:
            tv = type(v)
            if tv is Symbol:
                up = v in ups
            elif tv is Expression:
                up = type(v.head) is not Symbol or v.head in ups
            else:
                up = not v.is_atom
            if up:
                # an UpValue could apply to Set[x, value]: the evaluator's own step, the
                # value held as it is (evaluated once, as there)
                ev.depth = depth0
                return ev.evaluate(Expression(_SET, (lhs, Expression(_UNEVALUATED, (v,)))))
        try:
            r = _set_symbol(ev, lhs, v)
        except ControlFlow:
            raise
        except RecursionError:
            raise
        except Exception as exc:
            r = ev._builtin_failed(spec, exc)
        return ev.evaluate(r)
    finally:
        ev.depth = depth0


# x += v, x -= v, x *= v, x /= v (HoldFirst builtins that evaluate their value again)
_UPDATES = frozenset((S.AddTo, S.SubtractFrom, S.TimesBy, S.DivideBy))


def _update_statement(ev, e, spec, depth0):
    """``x += rhs`` and its relatives (the builtin's SymbolDef as the builtin made it): rhs
    evaluated at the depth the step would evaluate it, then the builtin called on the call
    with that value, as the step calls it; an argument an UpValue could apply to, or a
    Sequence, takes the evaluator's step with the value held (evaluated once, as there)."""
    args = e.args
    if len(args) != 2 or spec.func is None:
        return ev.evaluate(e)
    lhs, rhs = args
    defs = ev.defs
    ups = defs.up_symbols if defs.up_count else None
    if type(lhs) is not Symbol or (ups is not None and lhs in ups) or \
            (type(rhs) is Expression and rhs.head is _UNEVALUATED):
        return ev.evaluate(e)
    ev.depth = depth0 + 1
    try:
        v = ev.evaluate(rhs)
        tv = type(v)
        if tv is Expression:
            vh = v.head
            up = vh is _SEQUENCE or (ups is not None and (type(vh) is not Symbol or
                                                         vh in ups))
        elif tv is Symbol:
            up = ups is not None and v in ups
        else:
            up = ups is not None and tv is not Integer and isinstance(v, Expression)
        if up:
            ev.depth = depth0
            return ev.evaluate(Expression(e.head, (lhs, Expression(_UNEVALUATED, (v,)))))
        call = e if v is rhs else Expression(e.head, (lhs, v))
        token = defs.token
        try:
            r = spec.func(ev, call)
        except ControlFlow:
            raise
        except RecursionError:
            raise
        except Exception as exc:
            r = ev._builtin_failed(spec, exc)
        if r is None or r is call:
            if token is defs.token:
                call._ev = token
            return call
        return ev.evaluate(r)
    finally:
        ev.depth = depth0


_FUNCTION = S.Function


def apply_function(ev, f, args):
    """``ev.evaluate(Expression(f, args))``, for the function an iterating builtin (Nest,
    FixedPoint, Fold, ...) applies at each step: a pure function ``Function[body]`` or
    ``Function[params, body]`` already evaluated (marked under the current definitions) is
    applied as the evaluator's step applies it (the arguments evaluated, Sequence
    spliced, the body filled in by ``apply_pure_function``, the result evaluated at the
    depth the evaluator would), without building the call ``f[args]`` and the step's
    calls.  Any other f, Trace, or the recursion limit near, takes ``ev.evaluate``."""
    if type(f) is not Expression or f.head is not _FUNCTION or len(f.args) > 2 or \
            ev.tracing or ev.abort_requested or ev.reclim_unwinding:
        return ev.evaluate(Expression(f, args))
    defs = ev.defs
    token = defs.token
    depth0 = ev.depth
    if f._ev is not token or depth0 + 4 > ev.recursion_limit:
        return ev.evaluate(Expression(f, args))
    ev.depth = depth0 + 1
    try:
        evaluate = ev.evaluate
        args = tuple(map(evaluate, args))
        for a in args:
            if type(a) is Expression and a.head is _SEQUENCE:
                args = _splice_sequences(args)
                break
        r = apply_pure_function(ev, f, args, None)
        if r is None:
            e = Expression(f, args)
            if token is defs.token:
                e._ev = token
            return e
        return evaluate(r)
    finally:
        ev.depth = depth0
