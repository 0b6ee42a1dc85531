"""Scoping: Module, Block, With, Function, Unique."""

from mathilda.core import attributes as A
from mathilda.core.definitions import Rule
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.functions import _subst_scoped
from mathilda.core.registry import builtin, symbol_spec
from mathilda.builtins.language.control import evaluate_statement
from mathilda.numbers.precision import precision_bounds, set_precision_bounds

_LV = {
    "lvlist": "Local variable specification `1` is not a List.",
    "lvsym": "Local variable specification `1` contains `2`, which is not a symbol or an "
             "assignment to a symbol.",
    "dup": "Duplicate local variable `1` found in local variable specification `2`.",
}


def _local_specs(ev, name, spec):
    """[(symbol, init_expr_or_None, delayed)] or None after a message."""
    if not (isinstance(spec, Expression) and spec.head is S.List):
        ev.message(name, "lvlist", spec)
        return None
    out = []
    seen = set()
    for a in spec.args:
        if type(a) is Symbol:
            sym, init, delayed = a, None, False
        elif isinstance(a, Expression) and a.head in (S.Set, S.SetDelayed) and \
                len(a.args) == 2 and type(a.args[0]) is Symbol:
            sym, init, delayed = a.args[0], a.args[1], a.head is S.SetDelayed
        else:
            ev.message(name, "lvsym", spec, a)
            return None
        if sym in seen:
            ev.message(name, "dup", sym, spec)
            return None
        seen.add(sym)
        out.append((sym, init, delayed))
    return out


@builtin("Module", nargs=2, attributes=("HoldAll", "Protected"), messages=_LV,
         usage="Module[{x, y = v, ...}, body] evaluates body with x, y, ... replaced by new "
               "unique local symbols (x$nnn).",
         examples=[("Module[{t = 3}, t^2]", "9"),
                   ("x3 = 1; Module[{x3 = 5}, x3]; x3", "1")])
def module(ev, expr):
    specs = _local_specs(ev, "Module", expr.args[0])
    if specs is None:
        return None
    defs = ev.defs
    n = fresh_module_number(defs, [sym.name for sym, _init, _delayed in specs])
    b = {}
    inits = []
    for sym, init, delayed in specs:
        new = Symbol("%s$%d" % (sym.name, n))
        b[sym] = new
        if init is not None:
            inits.append((new, ev.evaluate(init) if not delayed else init, delayed))
    for new, value, delayed in inits:
        d = defs.get(new)
        d.attributes |= A.TEMPORARY
        d.own = Rule(new, value, delayed)
    defs.changed(None if not inits else inits[0][0])
    body = _subst_scoped(expr.args[1], b)
    outer_log = defs.write_log
    log = defs.write_log = set()
    try:
        result = evaluate_statement(ev, body)
    finally:
        defs.write_log = outer_log
    # Locals that nothing refers to any more are removed (Wolfram's Temporary symbols are
    # garbage collected): only when the body changed no definitions but the locals', so no
    # other definition can refer to them, and the result does not contain them.
    locals_ = set(b.values())
    if log <= locals_:
        gone = locals_ - _symbols_in(result, locals_)
        if gone:
            defs.forget(gone)
            log -= gone
    if outer_log is not None:
        outer_log |= log
    return result


def _symbols_in(expr, wanted):
    """The members of ``wanted`` that occur in ``expr``."""
    found = set()
    stack = [expr]
    while stack:
        e = stack.pop()
        if type(e) is Symbol:
            if e in wanted:
                found.add(e)
                if len(found) == len(wanted):
                    break
        elif isinstance(e, Expression) and not hasattr(type(e), "array"):
            stack.append(e.head)
            stack.extend(e.args)
    return found


@builtin("Block", nargs=2, attributes=("HoldAll", "Protected"), messages=_LV,
         usage="Block[{x, y = v, ...}, body] evaluates body with the values of x, y, ... "
               "temporarily cleared (or set), restoring them afterwards.",
         examples=[("x4 = 7; {Block[{x4 = 2}, x4 + 1], x4}", "{3, 7}")])
def block(ev, expr):
    specs = _local_specs(ev, "Block", expr.args[0])
    if specs is None:
        return None
    defs = ev.defs
    values = [(sym, ev.evaluate(init) if init is not None and not delayed else init, delayed)
              for sym, init, delayed in specs]
    saved = []
    bounds = precision_bounds()
    for sym, _, _ in values:
        d = defs.get(sym)
        saved.append((d, d.own, d.down, d.down_exact))
        d.own = None
        d.down = []
        d.down_exact = {}
    for sym, value, delayed in values:
        if value is not None:
            if sym.name in ("$RecursionLimit", "$IterationLimit", "$MaxResultSize",
                            "$MinPrecision", "$MaxPrecision"):
                from mathilda.builtins.language.assignment import assign
                assign(ev, sym, value, False)
            else:
                defs.get(sym).own = Rule(sym, value, delayed)
    limits = (ev.recursion_limit, ev.iteration_limit, ev.max_result_size)
    defs.changed()
    try:
        return ev.evaluate(expr.args[1])
    finally:
        for d, own, down, exact in saved:
            d.own, d.down, d.down_exact = own, down, exact
        ev.recursion_limit, ev.iteration_limit, ev.max_result_size = limits
        if bounds != precision_bounds():
            set_precision_bounds(*bounds)
            ev.precision_bounds = bounds
        defs.changed()


@builtin("With", nargs=2, attributes=("HoldAll", "Protected"), messages=_LV,
         usage="With[{x = x0, y = y0, ...}, body] evaluates body with x, y, ... replaced "
               "by the values x0, y0, ... (constants, not variables).",
         examples=[("With[{c = 2}, c x + c]", "2 + 2 x")])
def with_(ev, expr):
    spec, body = expr.args
    sa = spec.args if type(spec) is Expression and spec.head is _LIST else None
    if sa is not None and len(sa) == 1 and type(sa[0]) is Expression and \
            sa[0].head is _SET and len(sa[0].args) == 2 and type(sa[0].args[0]) is Symbol:
        # With[{x = v}, body], the commonest form, without _local_specs' lists
        b = {sa[0].args[0]: ev.evaluate(sa[0].args[1])}
    else:
        specs = _local_specs(ev, "With", spec)
        if specs is None:
            return None
        b = {}
        for sym, init, delayed in specs:
            if init is None:
                ev.message("With", "lvsym", spec, sym)
                return None
            b[sym] = init if delayed else ev.evaluate(init)
    return evaluate_statement(ev, _subst_scoped(body, b))


_LIST = S.List
_SET = S.Set


@builtin("Function", nargs=(1, 3), attributes=("HoldAll", "Protected"),
         usage="Function[body] or body & is a pure function with slots #, #2, ##; "
               "Function[{x, y}, body] has named parameters.",
         examples=[("(#^2 &)[3]", "9"), ("Function[{x, y}, x + y][1, 2]", "3"),
                   ("f5 = #1 - #2 &; f5[10, 3]", "7")])
def function(ev, expr):
    return None


@builtin("Unique", nargs=(0, 1), usage="Unique[x] gives a new symbol of the form x$nnn.",
         examples=[("Head[Unique[x]]", "Symbol")])
def unique(ev, expr):
    defs = ev.defs
    base = "$"
    if expr.args:
        a = expr.args[0]
        if type(a) is Symbol:
            base = a.name
        elif type(a) is String:
            base = a.value
        else:
            return None
    return Symbol("%s$%d" % (base, fresh_module_number(defs, [base])))


def fresh_module_number(defs, names):
    """The next $ModuleNumber n for which no symbol name$n exists yet, for every name (so a
    local never takes over a symbol the user made, such as u$5 = 42); the counter moves past
    it, as Module and Unique advance $ModuleNumber."""
    n = defs.module_counter
    while any(Symbol.exists("%s$%d" % (name, n)) for name in names):
        n += 1
    defs.module_counter = n + 1
    return n


def _module_number(ev):
    return Integer(ev.defs.module_counter)


@builtin("$ModuleNumber", attributes=(), value=_module_number,
         messages={"modnum": "Cannot set $ModuleNumber to `1`; value must be a positive "
                             "machine-sized integer."},
         usage="$ModuleNumber gives the current serial number used for the names x$nnn of "
               "the local symbols that Module and Unique make.",
         examples=[("IntegerQ[$ModuleNumber]", "True"),
                   ("n7 = $ModuleNumber; Module[{t}, t]; $ModuleNumber > n7", "True")])
def _module_number_builtin(ev, expr):
    return None


for _name in ("Slot", "SlotSequence"):
    symbol_spec(_name, attributes=("NHoldAll", "Protected"),
                usage="#n (Slot[n]) is the n-th argument of a pure function; ## "
                      "(SlotSequence[n]) is the sequence of arguments from the n-th on.",
                examples=[("#2 &[a, b]", "b")] if _name == "Slot" else
                [("{##} &[a, b, c]", "{a, b, c}")])
