"""Watching an evaluation: TracePrint, TraceScan, EchoTiming, EchoEvaluation, QuietEcho,
PrintTemporary, Monitor; and evaluation with guarantees: WithCleanup, BlockRandom.

TracePrint and TraceScan record the evaluation with Trace's tracer (tracing.py) and then
print or scan the forms it recorded, in order, so their output comes after anything the
expression itself prints.  QuietEcho silences the Echo family (Echo, EchoFunction,
EchoLabel, EchoTiming, EchoEvaluation) by wrapping the evaluation context's builtin call
for its duration, as Trace does."""

import time

from mathilda.builtins.language.tracing import Tracer, _Frame, _form_filter, _hold
from mathilda.core.evaluation import AbortSignal
from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import builtin

_ECHOES = frozenset(("Echo", "EchoFunction", "EchoLabel", "EchoTiming", "EchoEvaluation"))


def _text(expr):
    from mathilda.printing import output_form
    return output_form(expr)


def _traced(ev, expr):
    """Evaluate expr under the tracer: (its value, the root chain)."""
    tracer = Tracer(ev)
    box = []
    inner = tracer.evaluate

    def first(e):
        if box:
            return inner(e)
        box.append(None)
        r = inner(e)
        box[0] = r
        return r
    tracer.evaluate = first
    root = tracer.run(expr)
    return (box[0] if box else expr), root


def _forms(fr, depth=1):
    """(depth, form) of the recorded forms, in order."""
    for it in fr.items:
        if type(it) is _Frame:
            yield from _forms(it, depth + 1)
        else:
            yield depth, it


@builtin("TracePrint", nargs=(1, 2), attributes=("HoldAll", "Protected"),
         usage="TracePrint[expr] prints all expressions used in the evaluation of expr (each "
               "on a line, indented by the depth of the evaluation chain it belongs to) and "
               "gives the result; TracePrint[expr, form] prints only those that match form.",
         examples=[("TracePrint[1 + 1]", "2"),
                   ("fac[1] = 1; fac[n_] := n fac[n - 1]; TracePrint[fac[3], fac[_]]", "6"),
                   ("TracePrint[x]", "x")])
def trace_print(ev, expr):
    value, root = _traced(ev, expr.args[0])
    keep = _hold if len(expr.args) == 1 else _form_filter(ev, expr.args[1])
    for depth, form in _forms(root, 0):
        if keep(form) is not None:
            ev.print_line(" " * depth + _text(form))
    return value


@builtin("TraceScan", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         usage="TraceScan[f, expr] applies f to each expression used in the evaluation of "
               "expr (wrapped in HoldForm, in the order Trace lists them) and gives the "
               "result of expr; TraceScan[f, expr, form] only to those that match form.",
         examples=[("n = 0; TraceScan[n++ &, 1 + 2 + 3]; n", "2"),
                   ("Reap[TraceScan[Sow, 2 3 + 4]][[2, 1]]",
                    "{2 3, 6, 6 + 4, 10}"),
                   ("Reap[TraceScan[Sow, f[1 + 1], _Plus]][[2, 1]]", "{1 + 1}"),
                   ("TraceScan[Print, x]", "x")])
def trace_scan(ev, expr):
    f = ev.evaluate(expr.args[0])
    value, root = _traced(ev, expr.args[1])
    keep = _hold if len(expr.args) == 2 else _form_filter(ev, expr.args[2])
    for _, form in _forms(root):
        ev.check_interrupt()
        if keep(form) is not None:
            ev.evaluate(Expression(f, (_hold(form),)))
    return value


def _quiet(ev):
    return ev.__dict__.get("_quiet_echo", 0) > 0


def _echo_line(label, text):
    if label is None:
        return ">> " + text
    lt = _text(label)
    return ">> " + (lt + " " if lt else "") + text


@builtin("EchoTiming", nargs=(1, 2), attributes=("HoldFirst", "Protected"),
         usage="EchoTiming[expr] evaluates expr, prints the wall-clock time it took (after "
               ">> ) and returns the result; EchoTiming[expr, label] prints label first.",
         examples=[("EchoTiming[1 + 1]", "2"), ("EchoTiming[x, \"t:\"]", "x")])
def echo_timing(ev, expr):
    t0 = time.perf_counter()
    r = ev.evaluate(expr.args[0])
    t = time.perf_counter() - t0
    if not _quiet(ev):
        label = expr.args[1] if len(expr.args) == 2 else None
        ev.print_line(_echo_line(label, _text(Real(t))))
    return r


def _labels(x):
    if type(x) is Expression and x.head is S.Rule and len(x.args) == 2:
        return x.args[0], x.args[1]
    return x, x


@builtin("EchoEvaluation", nargs=(1, 3), attributes=("HoldFirst", "Protected"),
         usage="EchoEvaluation[expr] prints expr before evaluation and the result after it "
               "(each after >> ), and returns the result; EchoEvaluation[expr, label] "
               "prepends label to both, EchoEvaluation[expr, label1 -> label2] label1 before "
               "and label2 after; EchoEvaluation[expr, labels, f] prints f[result] after, "
               "and EchoEvaluation[expr, labels, g -> f] also g[expr] before.",
         examples=[("EchoEvaluation[1 + 1]", "2"),
                   ("EchoEvaluation[2 + 3, \"sum:\" -> \"result:\"] + 1", "6"),
                   ("EchoEvaluation[Range[3], None, Total]", "{1, 2, 3}")])
def echo_evaluation(ev, expr):
    args = expr.args
    x = args[0]
    before, after = _labels(args[1]) if len(args) > 1 else (None, None)
    if before is S["None"]:
        before = None
    if after is S["None"]:
        after = None
    g = f = None
    if len(args) == 3:
        spec = args[2]
        if type(spec) is Expression and spec.head is S.Rule and len(spec.args) == 2:
            g, f = spec.args
        else:
            f = spec
    quiet = _quiet(ev)
    if not quiet:
        shown = ev.evaluate(Expression(g, (x,))) if g is not None else x
        ev.print_line(_echo_line(before, _text(shown)))
    r = ev.evaluate(x)
    if not quiet:
        shown = ev.evaluate(Expression(f, (r,))) if f is not None else r
        ev.print_line(_echo_line(after, _text(shown)))
    return r


@builtin("QuietEcho", nargs=1, attributes=("HoldAll", "Protected"),
         usage="QuietEcho[expr] evaluates expr without printing anything from Echo, "
               "EchoFunction, EchoLabel, EchoTiming or EchoEvaluation (Print still prints).",
         examples=[("QuietEcho[Echo[1] + 1]", "2"),
                   ("QuietEcho[EchoFunction[f][3]]", "3"),
                   ("QuietEcho[EchoEvaluation[2 + 2]]", "4")])
def quiet_echo(ev, expr):
    d = ev.__dict__
    had = {n: d[n] for n in ("_call_builtin", "_sub_values") if n in d}
    call, sub = ev._call_builtin, ev._sub_values

    def silenced(fn, *a):
        saved = d.get("print_line")
        ev.print_line = lambda text: None
        try:
            return fn(*a)
        finally:
            if saved is None:
                d.pop("print_line", None)
            else:
                d["print_line"] = saved

    def call_builtin(spec, e):
        if spec.name in _ECHOES:
            return silenced(call, spec, e)
        return call(spec, e)

    def sub_values(e):
        hs = e.head_symbol
        if hs is not None and hs.name in _ECHOES:
            return silenced(sub, e)
        return sub(e)
    ev._call_builtin, ev._sub_values = call_builtin, sub_values
    tracing, ev.tracing = ev.tracing, True      # every builtin call goes through the wrapper
    d["_quiet_echo"] = d.get("_quiet_echo", 0) + 1
    try:
        return ev.evaluate(expr.args[0])
    finally:
        d["_quiet_echo"] -= 1
        ev.tracing = tracing
        for n in ("_call_builtin", "_sub_values"):
            d.pop(n, None)
        d.update(had)


@builtin("PrintTemporary",
         usage="PrintTemporary[expr1, expr2, ...] prints the expressions as Print does (a "
               "notebook removes the output when the evaluation ends; a terminal keeps it).",
         examples=[("PrintTemporary[\"working\", 1 + 1]; 3", "3")])
def print_temporary(ev, expr):
    ev.print_line("".join(_text(a) for a in expr.args))
    return S.Null


@builtin("Monitor", nargs=2, attributes=("HoldAll", "Protected"),
         usage="Monitor[expr, mon] evaluates expr and gives its result; a notebook would "
               "show mon as a temporary display while expr is evaluated (a terminal shows "
               "nothing).",
         examples=[("Monitor[Sum[i, {i, 10}], i]", "55"),
                   ("Monitor[Table[k^2, {k, 3}], k]", "{1, 4, 9}")])
def monitor(ev, expr):
    return ev.evaluate(expr.args[0])


@builtin("WithCleanup", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         usage="WithCleanup[expr, cleanup] evaluates expr, then cleanup, and gives the value "
               "of expr: cleanup is evaluated even when expr is aborted, throws or returns "
               "early. WithCleanup[init, expr, cleanup] evaluates init first (and cleanup "
               "whatever happens after it).",
         examples=[("WithCleanup[x = 1; x + 1, x = 0]", "2"),
                   ("WithCleanup[1 + 1, y = 5]; y", "5"),
                   ("Catch[WithCleanup[Throw[3], z = 7]]; z", "7"),
                   ("CheckAbort[WithCleanup[Abort[], w = 1], aborted]; {w}", "{1}"),
                   ("WithCleanup[k = 1, k + 10, k = 2]; k", "2")])
def with_cleanup(ev, expr):
    args = expr.args
    if len(args) == 3:
        ev.evaluate(args[0])
    body, cleanup = args[-2], args[-1]
    try:
        r = ev.evaluate(body)
    finally:
        _cleanup(ev, cleanup)
    return r


def _cleanup(ev, cleanup):
    """Evaluate cleanup with a pending abort held back until it is done."""
    pending, ev.abort_requested = ev.abort_requested, False
    try:
        ev.evaluate(cleanup)
    except AbortSignal:
        pass
    finally:
        ev.abort_requested = ev.abort_requested or pending


@builtin("BlockRandom", nargs=1, attributes=("HoldAll", "Protected"),
         options={"RandomSeeding": "Inherited"},
         messages={"seed": "The value `1` of RandomSeeding is not Inherited, Automatic, an "
                           "integer or a string."},
         usage="BlockRandom[expr] evaluates expr and restores the state of the "
               "pseudorandom generator afterwards, so the random numbers drawn after it are "
               "those that would have been drawn without it; BlockRandom[expr, "
               "RandomSeeding -> s] seeds the generator with s inside.",
         examples=[("SeedRandom[3]; a = {BlockRandom[RandomReal[]], RandomReal[]}; "
                    "a[[1]] == a[[2]]", "True"),
                   ("BlockRandom[SeedRandom[1]; 5]", "5"),
                   ("SeedRandom[2]; u = RandomInteger[100]; SeedRandom[2]; "
                    "BlockRandom[RandomInteger[100, 5]]; u == RandomInteger[100]", "True"),
                   ("BlockRandom[RandomInteger[10^6], RandomSeeding -> 7] == "
                    "BlockRandom[RandomInteger[10^6], RandomSeeding -> 7]", "True"),
                   ("BlockRandom[1, RandomSeeding -> x]",
                    "BlockRandom[1, RandomSeeding -> x]",
                    ["BlockRandom::seed: The value x of RandomSeeding is not Inherited, "
                     "Automatic, an integer or a string."])])
def block_random(ev, expr):
    from mathilda.algorithms.arithmetic.random import generator, reseed
    (body,), opts = ev.split_options(expr, 1)
    seeding = ev.evaluate(opts.get("RandomSeeding", S.Inherited))
    if not (seeding is S.Inherited or seeding is S.Automatic or
            type(seeding) in (Integer, String)):
        ev.message("BlockRandom", "seed", seeding)
        return None
    state = generator(ev).getstate()
    try:
        if type(seeding) in (Integer, String):
            reseed(ev, seeding.value)
        elif seeding is S.Automatic:
            reseed(ev, None)
        return ev.evaluate(body)
    finally:
        generator(ev).setstate(state)


__all__ = ["Symbol"]
