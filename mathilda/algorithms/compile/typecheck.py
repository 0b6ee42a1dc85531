"""The type check of a FunctionCompile body: the type of its value, or the ill-typed call.

``infer(body, env)`` walks the body with ``env`` {Symbol: Type} (the typed arguments) and
gives the Type of its value, or None when it meets something it does not know (an unknown
function, a loop: the compiler then decides).  It raises ``TypeFail(call, types)`` when a
known function is given arguments of types it does not take (a String in arithmetic, a
number where a String or a Boolean is needed): FunctionCompile reports that call and
compiles nothing.  Types are tree.Type; kind ``S`` is a String (types.STRING).
"""

from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Real, String, Symbol, S,
)
from mathilda.algorithms.compile.tree import BOOL, COMPLEX, INT, REAL, VOID, Type
from mathilda.algorithms.compile.types import STRING, TypeSpecError, parse_function_type, \
    parse_type

__all__ = ["infer", "TypeFail", "KNOWN_HEADS"]

_INT_MIN, _INT_MAX = -(1 << 63), (1 << 63) - 1
_ORDER = {"I": 0, "R": 1, "C": 2}


class TypeFail(Exception):
    """``call`` (an expression) applies a function to arguments of ``types`` it does not
    take."""

    def __init__(self, call, types):
        Exception.__init__(self, "type error")
        self.call = call
        self.types = types


def _numeric(ts):
    """The numeric join of the known Types ts (ranks equal or scalar), else None."""
    kind, rank = "I", 0
    for t in ts:
        if t.kind not in _ORDER:
            return None
        if _ORDER[t.kind] > _ORDER[kind]:
            kind = t.kind
        if t.rank:
            if rank and rank != t.rank:
                return None
            rank = t.rank
    return Type(kind, rank)


class _Checker:
    def __init__(self, env, decls):
        self.env = dict(env)
        self.decls = decls

    def fail(self, e, types):
        raise TypeFail(e, types)

    def infer(self, e):
        te = type(e)
        if te is Integer:
            return INT if _INT_MIN <= e.value <= _INT_MAX else None
        if te is Real:
            return REAL
        if te is Complex:
            return COMPLEX
        if te is String:
            return STRING
        if te is Symbol:
            if e is TRUE or e is FALSE:
                return BOOL
            if e is S.Null:
                return VOID
            if e in self.env:
                return self.env[e]
            if e.name in ("Pi", "E", "Degree", "GoldenRatio", "EulerGamma", "Catalan"):
                return REAL
            return None
        if not isinstance(e, Expression):
            return None
        h = e.head
        if type(h) is Symbol:
            d = self.decls.get(h)
            if d is not None:
                return self.declared_call(e, d.arg_types, d.result_type)
            rule = _RULES.get(h.name)
            if rule is not None:
                return rule(self, e)
            self.walk(e.args)
            return None
        if isinstance(h, Expression) and h.head is S.Typed and len(h.args) == 2:
            return self.typed_call(e, h)
        self.walk(e.args)
        return None

    def walk(self, args):
        return [self.infer(a) for a in args]

    def typed_call(self, e, h):
        """Typed[KernelFunction[f], {t1, ...} -> t][args]: the declared result type."""
        try:
            targs, tres = parse_function_type(h.args[1])
        except TypeSpecError:
            return None
        return self.declared_call(e, targs, tres)

    def declared_call(self, e, targs, tres):
        """A call of a function of declared types: the result type (TypeFail for an
        argument of another type)."""
        got = self.walk(e.args)
        if len(got) != len(targs):
            self.fail(e, got)
        for want, t in zip(targs, got):
            if t is not None and not _fits(t, want):
                self.fail(e, got)
        return tres


def _fits(t, want):
    """A value of Type t may be passed where Type want is declared."""
    if t == want:
        return True
    if t.rank != want.rank or t.kind not in _ORDER or want.kind not in _ORDER:
        return False
    return _ORDER[t.kind] <= _ORDER[want.kind]


def _numbers(c, e, kinds="IRC"):
    """The numeric join of e's argument types (each of one of kinds, else TypeFail), or
    None when one is not known."""
    ts = c.walk(e.args)
    if any(t is not None and t.kind not in kinds for t in ts):
        c.fail(e, ts)
    if any(t is None for t in ts):
        return None
    return _numeric(ts)


def _arith(c, e):
    r = _numbers(c, e)
    if r is not None and e.head is S.Divide and r.kind == "I":
        r = Type("R", r.rank)
    if r is not None and e.head is S.Power and r.kind == "I" and len(e.args) == 2 \
            and type(e.args[1]) is Integer and e.args[1].value < 0:
        r = Type("R", r.rank)
    return r


def _elementary(c, e):
    r = _numbers(c, e)
    return None if r is None else Type("C" if r.kind == "C" else "R", r.rank)


def _integer_valued(c, e):
    r = _numbers(c, e, "IR")
    return None if r is None else Type("I", r.rank)


def _abs(c, e):
    ts = c.walk(e.args)
    if any(t is not None and t.kind not in _ORDER for t in ts):
        c.fail(e, ts)
    if len(ts) != 1 or ts[0] is None:
        return None
    t = ts[0]
    return Type("R", t.rank) if t.kind == "C" else t


def _order(c, e):
    ts = c.walk(e.args)
    if any(t is not None and (t.kind not in "IR" or t.rank) for t in ts):
        c.fail(e, ts)
    return BOOL


def _equality(c, e):
    ts = c.walk(e.args)
    known = [t for t in ts if t is not None]
    numeric = [t for t in known if t.kind in _ORDER]
    if numeric and len(numeric) != len(known):
        c.fail(e, ts)
    if len({t.kind for t in known if t.kind not in _ORDER}) > 1:
        c.fail(e, ts)
    return BOOL


def _same(c, e):
    c.walk(e.args)
    return BOOL


def _logic(c, e):
    ts = c.walk(e.args)
    if any(t is not None and t != BOOL for t in ts):
        c.fail(e, ts)
    return BOOL


def _if(c, e):
    if not 2 <= len(e.args) <= 4:
        return None
    ts = c.walk(e.args)
    if ts[0] is not None and ts[0] != BOOL:
        c.fail(e, ts)
    if len(ts) != 3 or ts[1] is None or ts[2] is None:
        return None
    a, b = ts[1], ts[2]
    if a == b:
        return a
    r = _numeric([a, b])
    if r is None and (a.kind == "S") != (b.kind == "S"):
        c.fail(e, ts)
    return r


def _strings(result):
    """A function of Strings (with Integer counts after the first argument for StringTake
    and StringDrop)."""
    def rule(c, e):
        ts = c.walk(e.args)
        for i, t in enumerate(ts):
            if t is None:
                continue
            if i == 0 or e.head is S.StringJoin:
                if t != STRING:
                    c.fail(e, ts)
            elif t != INT:
                c.fail(e, ts)
        return result
    return rule


def _to_string(c, e):
    c.walk(e.args)
    return STRING if len(e.args) == 1 else None


def _length(c, e):
    ts = c.walk(e.args)
    if len(ts) == 1 and ts[0] is not None and ts[0].rank:
        return INT
    return None


def _total(c, e):
    ts = c.walk(e.args)
    if len(ts) == 1 and ts[0] is not None and ts[0].rank:
        return Type(ts[0].kind, ts[0].rank - 1)
    return None


def _part(c, e):
    ts = c.walk(e.args)
    if not ts or ts[0] is None or any(t is None for t in ts[1:]):
        return None
    t = ts[0]
    if any(i != INT for i in ts[1:]) or len(ts) - 1 > t.rank:
        if t.kind == "S" or t.rank == 0 or any(i.kind in "BS" for i in ts[1:]):
            c.fail(e, ts)
        return None
    return Type(t.kind, t.rank - (len(ts) - 1))


def _compound(c, e):
    ts = c.walk(e.args)
    if not ts:
        return VOID
    return ts[-1]


def _set(c, e):
    if len(e.args) != 2:
        return None
    t = c.infer(e.args[1])
    x = e.args[0]
    if type(x) is Symbol and t is not None:
        old = c.env.get(x)
        if old is not None and old != t and _numeric([old, t]) is None:
            c.fail(e, [old, t])
        if old is None:
            c.env[x] = t
    return t


def _scoping(c, e):
    if len(e.args) != 2 or not (isinstance(e.args[0], Expression)
                                and e.args[0].head is S.List):
        return None
    saved = c.env
    c.env = dict(saved)
    try:
        for item in e.args[0].args:
            if type(item) is Symbol:
                c.env.pop(item, None)
            elif isinstance(item, Expression) and item.head in (S.Set, S.SetDelayed) \
                    and len(item.args) == 2 and type(item.args[0]) is Symbol:
                c.env.pop(item.args[0], None)
                t = c.infer(item.args[1])
                if t is not None:
                    c.env[item.args[0]] = t
        return c.infer(e.args[1])
    finally:
        c.env = saved


def _iterating(c, e):
    """Do, Table, Sum, Product: the iterator variables shadow the arguments."""
    if len(e.args) < 2:
        return None
    saved = c.env
    c.env = dict(saved)
    try:
        for spec in e.args[1:]:
            if isinstance(spec, Expression) and spec.head is S.List and spec.args:
                c.walk(spec.args[1:])
                if type(spec.args[0]) is Symbol:
                    c.env.pop(spec.args[0], None)
        t = c.infer(e.args[0])
    finally:
        c.env = saved
    if e.head is S.Do:
        return VOID
    if e.head is S.Table:
        return None
    return t if t is not None and t.kind in _ORDER else None


def _held(c, e):
    return None


def _typed(c, e):
    if len(e.args) != 2:
        return None
    c.infer(e.args[0])
    try:
        return parse_type(e.args[1])
    except TypeSpecError:
        return None


_RULES = {}
for _n in ("Plus", "Times", "Subtract", "Minus", "Divide", "Power", "Mod", "Quotient",
           "Max", "Min"):
    _RULES[_n] = _arith
for _n in ("Sqrt", "Exp", "Log", "Sin", "Cos", "Tan", "Cot", "Sec", "Csc", "ArcSin",
           "ArcCos", "ArcTan", "Sinh", "Cosh", "Tanh", "ArcSinh", "ArcCosh", "ArcTanh",
           "Log2", "Log10", "N"):
    _RULES[_n] = _elementary
for _n in ("Floor", "Ceiling", "Round", "IntegerPart"):
    _RULES[_n] = _integer_valued
for _n in ("Less", "Greater", "LessEqual", "GreaterEqual"):
    _RULES[_n] = _order
for _n in ("Equal", "Unequal"):
    _RULES[_n] = _equality
for _n in ("SameQ", "UnsameQ"):
    _RULES[_n] = _same
for _n in ("And", "Or", "Not", "Xor", "Nand", "Nor", "Implies"):
    _RULES[_n] = _logic
for _n in ("StringJoin", "StringReverse", "ToUpperCase", "ToLowerCase", "StringTake",
           "StringDrop"):
    _RULES[_n] = _strings(STRING)
_RULES["StringLength"] = _strings(INT)
for _n in ("Module", "Block", "With"):
    _RULES[_n] = _scoping
for _n in ("Do", "Table", "Sum", "Product"):
    _RULES[_n] = _iterating
for _n in ("Function", "KernelFunction", "Hold", "HoldComplete"):
    _RULES[_n] = _held
_RULES.update({"Abs": _abs, "If": _if, "ToString": _to_string, "Length": _length,
               "Total": _total, "Part": _part, "CompoundExpression": _compound,
               "Set": _set, "Typed": _typed})

KNOWN_HEADS = frozenset(_RULES)


def infer(body, env, decls=None):
    """The Type of body's value with the arguments typed by env ({Symbol: Type}) and the
    declared functions decls ({Symbol: declarations.Declared}), or None (not known);
    TypeFail for an ill-typed call."""
    return _Checker(env, decls or {}).infer(body)
