"""Dynamic, DynamicModule, Refresh, ControlActive, $ControlActiveSetting, Clock,
DynamicModuleValues: the dynamic language as it behaves with no front end to update
anything."""

from mathilda.core import attributes as A
from mathilda.core.definitions import Rule
from mathilda.core.expr import Expression, Integer, Symbol, S, FALSE, TRUE
from mathilda.core.registry import builtin, symbol_spec
from mathilda.algorithms.dynamic.scoping import dynamic_module
from mathilda.printing.formatvalues import active_evaluation
from mathilda.printing.outputform import register_form

_REFRESH = Symbol("Refresh")


@builtin("Dynamic", nargs=(1, None), attributes=("HoldFirst", "Protected", "ReadProtected"),
         usage="Dynamic[expr] represents an object that a front end displays as the "
               "dynamically updated current value of expr (Dynamic[expr, f] also names the "
               "function an interactive change calls). Without a front end it stays "
               "Dynamic[expr], expr unevaluated; OutputForm prints the current value of "
               "expr, InputForm the expression itself. Nothing is ever updated.",
         examples=[("x8 = 5; ToString[Dynamic[x8]]", "5"),
                   ("x8 = 5; InputForm[Dynamic[x8]]", "Dynamic[x8]"),
                   ("x8 = 2; ToString[Dynamic[x8^2 + 1, None]]", "5"),
                   ("ToString[Dynamic[Refresh[1 + 1, UpdateInterval -> 1]]]", "2"),
                   ("Dynamic[]", "Dynamic[]",
                    ["Dynamic::argm: Dynamic called with 0 arguments; 1 or more arguments "
                     "are expected."])])
def dynamic(ev, expr):
    return None


def _dynamic_form(x):
    """Dynamic[e, ...] prints as the current value of e (within a session's printing)."""
    ev = active_evaluation()
    if ev is None or not x.args:
        return None
    last = _LAST[0]
    if last is not None and last[0] is x and last[1] is ev.defs.token:
        return last[2]          # the printer asks twice (precedence, then text): one value
    e = x.args[0]
    while isinstance(e, Expression) and e.head is _REFRESH and e.args:
        e = e.args[0]          # a Refresh inside Dynamic gives the value of its expression
    value = Expression(S.HoldForm, (ev.evaluate(e),))
    _LAST[0] = (x, ev.defs.token, value)
    return value


# the last Dynamic printed, the definitions' token after its evaluation and its value: the
# same Dynamic printed again with no definition changed since is not evaluated again
_LAST = [None]


register_form("Dynamic", _dynamic_form)


@builtin("DynamicModule", nargs=(2, None), attributes=("HoldAll", "Protected", "ReadProtected"),
         messages={"lvlist": "Local variable specification `1` is not a List.",
                   "lvsym": "Local variable specification `1` contains `2`, which is not a "
                            "symbol or an assignment to a symbol."},
         usage="DynamicModule[{x, y = v, ...}, expr] represents an object that keeps local "
               "instances of x, y, ... for the Dynamic objects in expr. As in the Wolfram "
               "kernel, it gives the local variables unique names (x$$nnn), evaluates expr "
               "once and gives DynamicModule[{x$$nnn = value, ...}, result, "
               "DynamicModuleValues :> {}], the values being those after the evaluation. "
               "Without a front end nothing re-evaluates it; Initialization and the other "
               "options are kept, not run.",
         examples=[("DynamicModule[{t = 2}, t^2] // Last", "DynamicModuleValues :> {}"),
                   ("DynamicModule[{t = 2}, t^2][[2]]", "4"),
                   ("t9 = 1; DynamicModule[{t9 = 5}, t9]; t9", "1"),
                   ("ToString[DynamicModule[{u9 = 3}, Dynamic[u9 + 1]][[2]]]", "4"),
                   ("DynamicModule[x, x]", "DynamicModule[x, x]",
                    ["DynamicModule::lvlist: Local variable specification x is not a "
                     "List."])])
def dynamic_module_(ev, expr):
    return dynamic_module(ev, expr)


symbol_spec(
    "DynamicModuleValues",
    usage="DynamicModuleValues is an option of DynamicModule for the values a front end "
          "saves for its variables; the kernel gives DynamicModuleValues :> {}.",
    examples=[("Options[DynamicModuleValues]", "{}")])


@builtin("Refresh", nargs=(1, None), attributes=("HoldFirst", "Protected"),
         usage="Refresh[expr, opts] represents an object whose value in a Dynamic is "
               "refreshed at the times the options (UpdateInterval, TrackedSymbols) say; "
               "Refresh[expr, None] is never refreshed. It stays as it is (expr held); a "
               "Dynamic containing it prints the value of expr. Without a front end nothing "
               "is refreshed.",
         examples=[("Refresh[1 + 1, None]", "Refresh[1 + 1, None]"),
                   ("ToString[Dynamic[Refresh[2^10, None]]]", "1024")])
def refresh(ev, expr):
    return None


def _control_active_setting(ev):
    return FALSE


@builtin("$ControlActiveSetting", attributes=(), value=_control_active_setting,
         usage="$ControlActiveSetting is True while a control is being moved in a front "
               "end; without a front end it is False (Block can set it locally).",
         examples=[("$ControlActiveSetting", "False"),
                   ("Block[{$ControlActiveSetting = True}, ControlActive[fast, slow]]",
                    "fast")])
def _control_active_setting_builtin(ev, expr):
    return None


@builtin("ControlActive", nargs=(0, 2), attributes=("HoldAll", "Protected"),
         usage="ControlActive[act, norm] evaluates to act while a control that affects it "
               "is being used and to norm otherwise: effectively If[$ControlActiveSetting, "
               "act, norm]. Without a front end no control is ever active, so it gives "
               "norm. ControlActive[] is ControlActive[True, False].",
         examples=[("ControlActive[10, 100]", "100"), ("ControlActive[]", "False"),
                   ("ControlActive[Print[1]; a, b]", "b"),
                   ("ControlActive[1]", "ControlActive[1]",
                    ["ControlActive::argtu: ControlActive called with 1 argument; 0 or 2 "
                     "arguments are expected."])])
def control_active(ev, expr):
    args = expr.args
    if len(args) == 1:
        ev.message("ControlActive", "argtu", Symbol("ControlActive"), Integer(0), Integer(2))
        return None
    act, norm = args if args else (TRUE, FALSE)
    setting = ev.evaluate(Symbol("$ControlActiveSetting"))
    return act if setting is TRUE else norm


def _numeric(ev, x):
    return ev.call("NumericQ", x) is TRUE or x == ev.evaluate(Symbol("Infinity"))


@builtin("Clock", nargs=(0, 3), attributes=("Protected", "ReadProtected"),
         usage="Clock[] represents a clock variable that cycles from 0 to 1 once per second "
               "inside a Dynamic; Clock[t] cycles from 0 to t every t seconds, Clock[vmax, "
               "t] from 0 to vmax, Clock[{vmin, vmax}] and Clock[{vmin, vmax, dv}] through "
               "that range, Clock[vals, t, n] only n times. Outside a Dynamic it evaluates "
               "to its starting value -- and without a front end nothing is ever inside a "
               "Dynamic that updates, so it always gives that value.",
         examples=[("Clock[]", "0"), ("Clock[5]", "0"), ("Clock[{5, 7}, 2]", "5"),
                   ("Clock[{1, 10, 1}]", "1"), ("Clock[{2.5, 3}]", "2.5"),
                   ("Clock[x]", "Clock[x]")])
def clock(ev, expr):
    args = expr.args
    if not args:
        return Integer(0)
    vals = args[0]
    if isinstance(vals, Expression) and vals.head is S.List:
        if len(vals.args) in (2, 3) and all(_numeric(ev, v) for v in vals.args):
            return vals.args[0]
        return None
    return Integer(0) if _numeric(ev, vals) else None
