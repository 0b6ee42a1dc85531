"""Assignments: Set, SetDelayed, UpSet, TagSet, Unset, and the update operators.

(Clear, ClearAll and Remove live in clearing.py.)"""

from mathilda.core import attributes as A
from mathilda.core.definitions import Rule
from mathilda.core.expr import Expression, Integer, Rational, String, Symbol, S, E
from mathilda.core.registry import builtin
from mathilda.core.settled import SettledMark, _symbol_verdict, settled_mark
from mathilda.core.parts import set_part
from mathilda.algorithms.language.lvalues import current_value, eval_lhs as _eval_lhs
from mathilda.numbers.precision import assign_precision_bound

_HOLD_SET = ("HoldFirst", "Protected", "SequenceHold")


def _strip(lhs):
    """The lhs with HoldPattern and Condition wrappers removed (to find its symbol)."""
    while isinstance(lhs, Expression) and lhs.head in (S.HoldPattern, S.Condition) \
            and lhs.args:
        lhs = lhs.args[0]
    return lhs


def _protected(ev, sym, name="Set"):
    if ev.defs.attributes(sym) & (A.PROTECTED | A.LOCKED):
        ev.message(name, "wrsym", sym)
        return True
    return False


def assign(ev, lhs, rhs, delayed, name="Set"):
    """Make the definition ``lhs = rhs`` (or ``:=``); True on success."""
    if type(lhs) is Symbol:
        # the hot path of loops: x = value
        defs = ev.defs
        d = defs.table.get(lhs)
        if d is not None and not d.attributes & (A.PROTECTED | A.LOCKED) \
                and lhs.name not in _SYSTEM_SETTERS:
            if delayed:
                d.own = Rule(lhs, rhs, True)
                defs.changed(lhs)
            else:
                defs.set_own(lhs, rhs)      # a value: no rule change (core/settled.py)
            return True
    core = _strip(lhs)
    if type(core) is Symbol:
        if core.name in _SYSTEM_SETTERS and not delayed:
            return _SYSTEM_SETTERS[core.name](ev, rhs)
        if _protected(ev, core, name):
            return False
        ev.defs.add_rule(core, "own", Rule(core, rhs, delayed))
        return True
    if not isinstance(core, Expression):
        ev.message(name, "setraw", core)
        return False
    h = core.head
    if h is S.Part and not delayed:
        return _assign_part(ev, core, rhs, name)
    if h is S.Attributes and len(core.args) == 1 and type(core.args[0]) is Symbol:
        return ev.evaluate(E("SetAttributes", core.args[0], rhs)) is S.Null
    if h is S.Options and len(core.args) == 1 and type(core.args[0]) is Symbol:
        sym = core.args[0]
        d = ev.defs.get(sym)
        d.options = {}
        for r in (rhs.args if rhs.head is S.List else (rhs,)):
            if r.head in (S.Rule, S.RuleDelayed) and len(r.args) == 2:
                k = r.args[0]
                d.options[k.name if type(k) is Symbol else str(k)] = r.args[1]
        ev.defs.changed()
        return True
    if h in _VALUE_KINDS and len(core.args) == 1 and not delayed:
        return _assign_values(ev, core, rhs, name)
    if h is S.Default and core.args and type(core.args[0]) is Symbol:
        pos = core.args[1].value if len(core.args) > 1 and type(core.args[1]) is Integer \
            else None
        ev.defs.get(core.args[0]).defaults[pos] = rhs
        ev.defs.changed()
        return True
    if h is S.MessageName and len(core.args) == 2 and type(core.args[0]) is Symbol:
        tag = core.args[1]
        ev.defs.get(core.args[0]).messages[tag.value if type(tag) is String else str(tag)] = \
            rhs.value if type(rhs) is String else rhs
        return True
    if type(h) is Symbol and len(core.args) == 1 and not delayed:
        d = ev.defs.table.get(h)
        if d is not None and d.own is not None and d.own.rhs.head is S.Association:
            # assoc[key] = value updates (or extends) the association held by assoc
            from mathilda.core.association import as_association, make_association
            a = as_association(d.own.rhs)
            if a is not None:
                if _protected(ev, h, name):
                    return False
                key = ev.evaluate(core.args[0])
                new = make_association(a.args + (Expression(S.Rule, (key, rhs)),))
                ev.defs.add_rule(h, "own", Rule(h, new, False))
                return True
    if h is S.Format and core.args:
        # Format[f[x_]] := v (Format[f[x_], form] := v) is a FormatValue of f, its lhs
        # kept as written (printing/formatvalues.py); Format itself stays protected
        s2 = _format_tag(core)
        if s2 is not None and not _protected(ev, s2, name):
            ev.defs.add_rule(s2, "format", Rule(core, rhs, delayed))
            return True
        if s2 is None:
            ev.message(name, "setraw", core.args[0])
        return False
    lhs = _eval_lhs(ev, lhs)
    core = _strip(lhs)
    sym = core.head
    kind = "down"
    if type(sym) is not Symbol:
        sym = core.head_symbol
        kind = "sub"
        if sym is None:
            ev.message(name, "setraw", core)
            return False
    if sym is S.N and core.args:
        # N[c] = v defines an NValue of c (N itself stays protected)
        inner = core.args[0]
        s2 = inner if type(inner) is Symbol else inner.head_symbol
        if s2 is not None and not _protected(ev, s2, name):
            ev.defs.add_rule(s2, "n", Rule(lhs, rhs, delayed))
            return True
        return False
    if _protected(ev, sym, name):
        return False
    ev.defs.add_rule(sym, kind, Rule(lhs, rhs, delayed))
    return True


def _format_tag(core):
    """The symbol a Format[pattern, ...] definition belongs to, or None."""
    inner = _strip(core.args[0])
    return inner if type(inner) is Symbol else getattr(inner, "head_symbol", None)


def _assign_part(ev, part, rhs, name):
    target = part.args[0]
    if type(target) is not Symbol:
        ev.message(name, "setps", target)
        return False
    d = ev.defs.table.get(target)
    if d is None or d.own is None:
        ev.message(name, "noval", target)
        return False
    if _protected(ev, target, name):
        return False
    specs = tuple(ev.evaluate(a) for a in part.args[1:])
    new = set_part(ev, ev.evaluate(target), specs, rhs)
    if new is None:
        return False
    ev.defs.add_rule(target, "own", Rule(target, new, False))
    return True


_ASSIGN_MESSAGES = {
    "shape": "Lists `1` and `2` are not the same shape.",
    "setps": "`1` in the part assignment is not a symbol.",
    "noval": "Symbol `1` in part assignment does not have an immediate value.",
    "setraw": "Cannot assign to raw object `1`.",
    "wrsym": "Symbol `1` is Protected.",
    "vrule": "Cannot set `1` to `2`; the value must be a list of rules lhs -> rhs or "
             "lhs :> rhs.",
}

_VALUE_KINDS = {S.OwnValues: "own", S.DownValues: "down", S.UpValues: "up",
                S.SubValues: "sub", S.NValues: "n"}


def _assign_values(ev, core, rhs, name):
    """DownValues[f] = {HoldPattern[lhs] :> rhs, ...} (OwnValues, UpValues, SubValues,
    NValues alike): f's rules of that kind become the list, in the order given."""
    sym = core.args[0]
    if type(sym) is String:
        sym = Symbol(sym.value)
    if type(sym) is not Symbol:
        ev.message(name, "setraw", core)
        return False
    items = rhs.args if isinstance(rhs, Expression) and rhs.head is S.List else None
    rules = []
    for r in items if items is not None else ():
        if not (isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) and
                len(r.args) == 2):
            items = None
            break
        lhs = r.args[0]
        while isinstance(lhs, Expression) and lhs.head is S.HoldPattern and \
                len(lhs.args) == 1:
            lhs = lhs.args[0]
        rules.append(Rule(lhs, r.args[1], r.head is S.RuleDelayed))
    if items is None:
        ev.message(name, "vrule", core, rhs)
        return False
    if _protected(ev, sym, name):
        return False
    ev.defs.replace_rules(sym, _VALUE_KINDS[core.head], rules)
    return True


@builtin("Set", nargs=2, attributes=_HOLD_SET, messages=_ASSIGN_MESSAGES,
         usage="lhs = rhs evaluates rhs and assigns the result to lhs; from then on lhs "
               "is replaced by the value wherever it appears.",
         examples=[("x = 5; x + 1", "6"), ("{a, b} = {1, 2}; a + b", "3"),
                   ("{d, {r1, r2}} = {1, {2, 3}}; {d, r1, r2}", "{1, 2, 3}"),
                   ("a = 1; b = 2; {a, b} = {b, a}; {a, b}", "{2, 1}"),
                   ("Pi = 3", "3", ["Set::wrsym: Symbol Pi is Protected."]),
                   ("{a, b} = {1}", "{1}",
                    ["Set::shape: Lists {a, b} and {1} are not the same shape."])])
def set_(ev, expr):
    lhs, rhs = expr.args
    if type(lhs) is Symbol:
        return _set_symbol(ev, lhs, rhs)
    if isinstance(lhs, Expression) and lhs.head is S.List:
        _set_lists(ev, lhs, rhs)
        return rhs
    return _set_symbol(ev, lhs, rhs)


def _set_symbol(ev, lhs, rhs):
    """Set's answer for ``lhs = rhs`` (rhs evaluated) other than a list of targets."""
    defs = ev.defs
    fixed = type(rhs) is Expression and rhs._ev is defs.token
    assign(ev, lhs, rhs, False)
    if fixed and type(lhs) is Symbol:
        # a settled value stays marked evaluated while only values change (a loop's
        # variable, this very assignment): reading it needs no walk over its parts
        mark = _product_mark(defs, rhs) or settled_mark(defs, rhs)
        if mark is not None:
            rhs._ev = mark
            return rhs
    return ev.final(rhs)     # the value is returned as it is, not evaluated again


def _product_mark(defs, rhs):
    """settled_mark's answer for ``c x`` (an exact number times a symbol: s = s + a's
    value), from the two symbols' verdicts without the walk; None for another shape or
    when the value is not settled."""
    args = rhs.args
    if rhs.head is not _TIMES or len(args) != 2:
        return None
    c, x = args
    tc = type(c)
    if (tc is not Integer and tc is not Rational) or type(x) is not Symbol:
        return None
    table, ups = defs.table, defs.up_symbols
    # _symbol_verdict's tests written out for these two symbols: Times pristine (a
    # builtin's own attributes, no rules or value), x without definitions
    d = table.get(_TIMES)
    if d is None or _TIMES in ups:
        if not _symbol_verdict(_TIMES, table, defs.builtins, ups)[1]:
            return None
    else:
        spec = d.builtin
        if d.own is not None or d.down or d.down_exact or d.up or d.up_exact or d.sub or \
                spec is None or d.attributes != spec.attributes or spec.value is not None:
            return None
    if x in ups:
        return None
    dx = table.get(x)
    if dx is None:
        if x.name in defs.builtins and not _symbol_verdict(x, table, defs.builtins, ups)[0]:
            return None
    elif not _symbol_verdict(x, table, defs.builtins, ups)[0]:
        return None
    return SettledMark(defs.rule_changes, (_TIMES, x), defs.token)


_TIMES = S.Times


def _set_lists(ev, lhs, rhs):
    """{a, {b, c}} = {1, {2, 3}}: element by element, into nested lists as deep as the
    left side goes (Set::shape where a level's lengths differ)."""
    if not (isinstance(rhs, Expression) and rhs.head is S.List
            and len(rhs.args) == len(lhs.args)):
        ev.message("Set", "shape", lhs, rhs)
        return
    for l, r in zip(lhs.args, rhs.args):
        if isinstance(l, Expression) and l.head is S.List:
            _set_lists(ev, l, r)
        else:
            assign(ev, l, r, False)


@builtin("SetDelayed", nargs=2, attributes=("HoldAll", "Protected", "SequenceHold"),
         messages=_ASSIGN_MESSAGES,
         usage="lhs := rhs assigns rhs to be the delayed value of lhs: rhs is evaluated "
               "afresh each time lhs is used.",
         examples=[("f[x_] := x^2; f[3]", "9"),
                   ("g[n_Integer] := n + 1; {g[1], g[a]}", "{2, g[a]}")])
def set_delayed(ev, expr):
    lhs, rhs = expr.args
    if assign(ev, lhs, rhs, True, "SetDelayed"):
        return S.Null
    return S["$Failed"]


def _upset(ev, expr, delayed, name):
    lhs, rhs = expr.args
    lhs = _eval_lhs(ev, lhs)
    core = _strip(lhs)
    if not isinstance(core, Expression):
        ev.message(name, "normal", Integer(1), expr)
        return None
    done = False
    for a in core.args:
        s = a if type(a) is Symbol else (a.head_symbol if isinstance(a, Expression) else None)
        if s is None:
            continue
        if _protected(ev, s, name):
            continue
        ev.defs.add_rule(s, "up", Rule(lhs, rhs, delayed))
        done = True
    if not done:
        ev.message(name, "nosym", core)
    return S.Null if delayed else rhs


@builtin("UpSet", nargs=2, attributes=_HOLD_SET,
         messages={"nosym": "`1` does not contain a symbol to attach a rule to."},
         usage="lhs ^= rhs assigns rhs to lhs, and associates the assignment with symbols "
               "that occur at level one in lhs.",
         examples=[("area[sq] ^= 4; area[sq]", "4")])
def upset(ev, expr):
    return _upset(ev, expr, False, "UpSet")


@builtin("UpSetDelayed", nargs=2, attributes=("HoldAll", "Protected", "SequenceHold"),
         messages={"nosym": "`1` does not contain a symbol to attach a rule to."},
         usage="lhs ^:= rhs assigns rhs to be the delayed value of lhs, associated with "
               "the symbols at level one in lhs.",
         examples=[("g /: h[g] := 3; h[g]", "3"), ("p[q] ^:= 7; p[q]", "7")])
def upset_delayed(ev, expr):
    return _upset(ev, expr, True, "UpSetDelayed")


def _tagset(ev, expr, delayed, name):
    tag, lhs, rhs = expr.args
    if type(tag) is not Symbol:
        ev.message(name, "sym", tag, Integer(1))
        return None
    core = _strip(lhs)
    if isinstance(core, Expression) and core.head is S.Format and core.args:
        # f /: Format[g[f[x_]]] := v: a FormatValue kept with f (printing/formatvalues.py)
        if _protected(ev, tag, name):
            return rhs if not delayed else S["$Failed"]
        ev.defs.add_rule(tag, "format", Rule(core, rhs, delayed))
        return S.Null if delayed else rhs
    lhs = _eval_lhs(ev, lhs)
    core = _strip(lhs)
    if _protected(ev, tag, name):
        return rhs if not delayed else S["$Failed"]
    if type(core) is Symbol and core is tag:
        ev.defs.add_rule(tag, "own", Rule(core, rhs, delayed))
    elif isinstance(core, Expression) and core.head is tag:
        ev.defs.add_rule(tag, "down", Rule(lhs, rhs, delayed))
    elif isinstance(core, Expression) and any(_mentions_tag(a, tag) for a in core.args):
        ev.defs.add_rule(tag, "up", Rule(lhs, rhs, delayed))
    else:
        ev.message(name, "tagnf", tag, core)
        return S["$Failed"]
    return S.Null if delayed else rhs


def _mentions_tag(a, tag):
    """Is ``a`` (an argument of a TagSet lhs) the tag, headed by it, or a pattern for it
    (``x_tag``, ``_tag``, ``x : tag[...]``)?"""
    if a is tag:
        return True
    if not isinstance(a, Expression):
        return False
    if a.head_symbol is tag:
        return True
    h = a.head
    if h in (S.Blank, S.BlankSequence, S.BlankNullSequence):
        return bool(a.args) and a.args[0] is tag
    if h in (S.Pattern, S.Condition, S.PatternTest, S.HoldPattern, S.Optional) and a.args:
        return _mentions_tag(a.args[1] if h is S.Pattern and len(a.args) > 1 else a.args[0],
                             tag)
    return False


_TAG_MESSAGES = {"tagnf": "Tag `1` not found in `2`.",
                 "sym": "Argument `1` at position `2` is expected to be a symbol."}


@builtin("TagSet", nargs=3, attributes=("HoldAll", "Protected", "SequenceHold"),
         messages=_TAG_MESSAGES,
         usage="f /: lhs = rhs assigns rhs to lhs, and associates the assignment with f.",
         examples=[("u /: v[u] = 9; v[u]", "9")])
def tagset(ev, expr):
    tag, lhs, rhs = expr.args
    rhs = ev.evaluate(rhs)
    return _tagset(ev, Expression(S.TagSet, (tag, lhs, rhs)), False, "TagSet")


@builtin("TagSetDelayed", nargs=3, attributes=("HoldAll", "Protected", "SequenceHold"),
         messages=_TAG_MESSAGES,
         usage="f /: lhs := rhs assigns rhs as the delayed value of lhs, associated with f.",
         examples=[("w /: len[w] := 2 + 2; len[w]", "4")])
def tagset_delayed(ev, expr):
    return _tagset(ev, expr, True, "TagSetDelayed")


@builtin("Unset", nargs=1, attributes=("HoldFirst", "Listable", "Protected", "ReadProtected"),
         messages={"norep": "Assignment on `2` for `1` not found."},
         usage="lhs =. removes any rules defined for lhs.",
         examples=[("y = 3; y =.; y", "y")])
def unset(ev, expr):
    lhs = expr.args[0]
    core = _strip(lhs)
    if type(core) is Symbol:
        if _protected(ev, core, "Unset"):
            return S["$Failed"]
        ev.defs.remove_rule(core, "own", core)
        return S.Null
    if isinstance(core, Expression) and core.head is S.Format and core.args:
        s2 = _format_tag(core)                  # Format[f[x_]] =. removes a FormatValue
        if s2 is not None and ev.defs.remove_rule(s2, "format", core):
            return S.Null
        ev.message("Unset", "norep", lhs, s2 if s2 is not None else S.Format)
        return S["$Failed"]
    if isinstance(core, Expression):
        lhs = _eval_lhs(ev, lhs)
        core = _strip(lhs)
        sym = core.head if type(core.head) is Symbol else core.head_symbol
        if sym is None:
            return S["$Failed"]
        if _protected(ev, sym, "Unset"):
            return S["$Failed"]
        if ev.defs.remove_rule(sym, "down" if type(core.head) is Symbol else "sub", lhs):
            return S.Null
        for a in core.args:
            s = a if type(a) is Symbol else getattr(a, "head_symbol", None)
            if s is not None and ev.defs.remove_rule(s, "up", lhs):
                return S.Null
        ev.message("Unset", "norep", lhs, sym)
        return S["$Failed"]
    return S["$Failed"]


# --- update operators ----------------------------------------------------------------------

def _update(ev, expr, op, post, name):
    lhs = expr.args[0]
    old = current_value(ev, lhs, name)
    if old is None:
        return None
    delta = expr.args[1] if len(expr.args) > 1 else Integer(1)
    if op == "sub":
        new = ev.evaluate(E("Plus", old, E("Times", Integer(-1), delta)))
    elif op == "add":
        new = ev.evaluate(E("Plus", old, delta))
    elif op == "mul":
        new = ev.evaluate(E("Times", old, delta))
    elif op == "apply":
        new = ev.evaluate(Expression(delta, (old,)))
    else:
        new = ev.evaluate(E("Times", old, E("Power", delta, Integer(-1))))
    if not assign(ev, lhs, new, False, name):
        return None
    return old if post else new


_RV = {"rvalue": "`1` is not a variable with a value, so its value cannot be changed."}


def _reg_update(name, op, post, n, sym, doc, example):
    nargs = n

    @builtin(name, nargs=nargs, attributes=("HoldFirst", "Protected"), messages=_RV,
             usage=doc, examples=[example])
    def f(ev, expr):
        args = expr.args
        if len(args) == 2:
            expr = Expression(expr.head, (args[0], ev.evaluate(args[1])))
        return _update(ev, expr, op, post, name)
    f.__name__ = name.lower()
    return f


_reg_update("Increment", "add", True, 1, "++",
            "x++ increases the value of x by 1, returning the old value of x.",
            ("i = 5; {i++, i}", "{5, 6}"))
_reg_update("Decrement", "sub", True, 1, "--",
            "x-- decreases the value of x by 1, returning the old value of x.",
            ("i = 5; {i--, i}", "{5, 4}"))
_reg_update("PreIncrement", "add", False, 1, "++",
            "++x increases the value of x by 1, returning the new value of x.",
            ("i = 5; {++i, i}", "{6, 6}"))
_reg_update("PreDecrement", "sub", False, 1, "--",
            "--x decreases the value of x by 1, returning the new value of x.",
            ("i = 5; {--i, i}", "{4, 4}"))
_reg_update("AddTo", "add", False, 2, "+=",
            "x += dx adds dx to x and returns the new value of x.",
            ("t = 10; t += 5; t", "15"))
_reg_update("SubtractFrom", "sub", False, 2, "-=",
            "x -= dx subtracts dx from x and returns the new value of x.",
            ("t = 10; t -= 4", "6"))
_reg_update("TimesBy", "mul", False, 2, "*=",
            "x *= c multiplies x by c and returns the new value of x.",
            ("t = 10; t *= 3", "30"))
_reg_update("DivideBy", "div", False, 2, "/=",
            "x /= c divides x by c and returns the new value of x.",
            ("t = 10; t /= 4", "5/2"))
_reg_update("ApplyTo", "apply", False, 2, "//=",
            "x //= f (ApplyTo[x, f]) replaces the value of x by f[x] and returns the new "
            "value; x may be a part (x[[i]]) or an association entry (as[\"k\"]).",
            ("t = 4; ApplyTo[t, Sqrt]; t", "2"))


# --- system variables that the evaluator reads directly ---------------------------------------

def _is_infinity(v):
    """Infinity, which evaluates to DirectedInfinity[1]."""
    return v is S.Infinity or (isinstance(v, Expression) and v.head is S.DirectedInfinity
                               and v.args == (Integer(1),))


def _limit_setter(attr, name, minimum, infinite):
    """The assignment of a system limit read by the evaluator (``ev.<attr>``): an integer of
    at least ``minimum``, or Infinity (stored as ``infinite``)."""
    def setter(ev, value):
        if type(value) is Integer and value.value >= minimum:
            setattr(ev, attr, value.value)
            return True
        if _is_infinity(value):
            setattr(ev, attr, infinite)
            return True
        ev.message(name, "limset", value)
        return False
    return setter


_set_recursion_limit = _limit_setter("recursion_limit", "$RecursionLimit", 20, 10 ** 6)
_set_iteration_limit = _limit_setter("iteration_limit", "$IterationLimit", 20, float("inf"))
_set_max_result_size = _limit_setter("max_result_size", "$MaxResultSize", 1, float("inf"))


def _set_module_number(ev, value):
    if type(value) is Integer and value.value >= 1:
        ev.defs.module_counter = value.value
        return True
    ev.message("$ModuleNumber", "modnum", value)
    return False


_SYSTEM_SETTERS = {
    "$ModuleNumber": _set_module_number,
    "$MinPrecision": lambda ev, v: assign_precision_bound(ev, "$MinPrecision", v),
    "$MaxPrecision": lambda ev, v: assign_precision_bound(ev, "$MaxPrecision", v),
    "$RecursionLimit": _set_recursion_limit,
    "$IterationLimit": _set_iteration_limit,
    "$MaxResultSize": _set_max_result_size,
}

_LIMSET = {"limset": "Cannot set `1` to `2`; value must be an integer of at least 20 or "
                     "Infinity."}


def _limit_value(attr):
    def value(ev):
        v = getattr(ev, attr)
        if v == float("inf") or (attr == "recursion_limit" and v >= 10 ** 6):
            return S.Infinity
        return Integer(int(v))
    return value


@builtin("$RecursionLimit", attributes=(), value=_limit_value("recursion_limit"),
         messages={"limset": "Cannot set $RecursionLimit to `1`; value must be an integer "
                             "of at least 20 or Infinity.",
                   "reclim2": "Recursion depth of `1` exceeded during evaluation of `2`."},
         usage="$RecursionLimit gives the maximum depth of nested evaluation (1024).",
         examples=[("$RecursionLimit", "1024")])
def _recursion_limit(ev, expr):
    return None


@builtin("$IterationLimit", attributes=(), value=_limit_value("iteration_limit"),
         messages={"limset": "Cannot set $IterationLimit to `1`; value must be an integer "
                             "of at least 20 or Infinity.",
                   "itlim": "Iteration limit of `1` exceeded."},
         usage="$IterationLimit gives the maximum number of rewrites of one expression "
               "(4096).",
         examples=[("$IterationLimit", "4096")])
def _iteration_limit(ev, expr):
    return None


@builtin("$MaxResultSize", attributes=(), value=_limit_value("max_result_size"),
         messages={"limset": "Cannot set $MaxResultSize to `1`; value must be a positive "
                             "integer or Infinity."},
         usage="$MaxResultSize is the largest number of elements a builtin may allocate "
               "for one result; larger requests are refused with General::rsize.",
         examples=[("$MaxResultSize > 1000", "True")])
def _max_result_size(ev, expr):
    return None
