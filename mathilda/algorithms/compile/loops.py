"""Automatic compilation of numeric loops: Do, Table, Sum, Product, Nest, NestList,
FixedPoint and While whose bodies are purely numeric on machine numbers.

``compile_loop(ev, expr)`` gives the loop's value computed by generated code, or None when the
loop is not such a loop (the builtin then evaluates it as usual).  The result is the
evaluator's, bit for bit:

* the code is generated in the "exact" mode (lower.py): the evaluator's own arithmetic on
  machine numbers, integers exact (and kept within 64 bits), reals folded in the evaluator's
  order; anything else (a rational, a complex number, a symbolic value, an overflow) raises
  Fallback while running, before anything is written back, and the loop is then evaluated
  uncompiled from the start;
* a symbol of the body that is not local to it (a "global") takes part when it holds a
  machine number (or has no value and is assigned before it is read); the globals the loop
  assigns are set afterwards to their final values, and the iterator variables are left as
  the evaluator leaves them (restored: they are Block-scoped);
* Sum and Product add (multiply) their terms as the evaluator does: in chunks of 4096 through
  Plus (Times), which sorts them by value;
* Table gives a packed array when the evaluator's would be packed (250 elements or more),
  the same List otherwise.

Small loops stay with the evaluator (compiling costs about a millisecond): fewer than
``AUTO_MIN`` iterations (Table: fewer than 250 elements).  Compiled code is cached per
session by the loop expression and the types of its globals.
"""

import weakref

from mathilda.core import attributes as A
from mathilda.core.expr import (
    FALSE, NULL, TRUE, Expression, Integer, Real, S, Symbol,
)
from mathilda.algorithms.compile.body import BodyLowering
from mathilda.algorithms.compile.runtime import INT_MAX, INT_MIN, Fallback, build
from mathilda.algorithms.compile.stmts import BodyEmitter
from mathilda.algorithms.compile.tree import INT, REAL, Node, Unsupported

__all__ = ["compile_loop", "set_auto_compile", "AUTO_MIN", "PACK_MIN"]

AUTO_MIN = 64
PACK_MIN = 250          # as builtins/packed_ops.py: Table packs from this many elements
NATIVE_TERMS = 10000    # as builtins/calculus.py: Sum's own loop up to this many terms
CHUNK = 4096            # ... combining partial sums every this many terms
MAX_PASSES = 8

_CACHE = weakref.WeakKeyDictionary()
_OFF = weakref.WeakSet()


def set_auto_compile(ev, on):
    """Switch the automatic compilation of loops on or off for one session (tests compare
    compiled loops with the evaluator's own)."""
    if on:
        _OFF.discard(ev)
    else:
        _OFF.add(ev)


# --- lowering ------------------------------------------------------------------------------------

class LoopLowering(BodyLowering):
    """The exact mode, where a symbol holding a machine number is a global of the loop."""

    def __init__(self, ev):
        BodyLowering.__init__(self, "exact", ev)
        self.globals = {}
        self.heads = set()
        self.readonly = set()

    def check_head(self, head):
        BodyLowering.check_head(self, head)
        self.heads.add(head)

    def global_var(self, sym, write):
        v = self.globals.get(sym)
        if v is not None:
            return v
        t = _global_type(self.ev, sym, write)
        if t is False:
            return None
        v = self.declare(sym, t)
        del self.vars[sym]
        self.globals[sym] = v
        return v

    def symbol(self, sym):
        if sym not in self.vars and sym.name not in ("True", "False", "Null"):
            v = self.global_var(sym, False)
            if v is not None:
                if v.type is None:
                    raise Unsupported("global read before it has a value")
                return self.var_node(v)
        return BodyLowering.symbol(self, sym)

    def target(self, lhs):
        if type(lhs) is Symbol and lhs not in self.vars:
            v = self.global_var(lhs, True)
            if v is not None:
                return v
        v = BodyLowering.target(self, lhs)
        if v in self.readonly:
            raise Unsupported("assignment to a With or Function variable")
        return v

    def scoping(self, e):
        if e.head.name == "With":
            r = BodyLowering.scoping(self, e)
            for (key_e, _), v in self.locals.items():
                if key_e == id(e):
                    self.readonly.add(v)
            return r
        return BodyLowering.scoping(self, e)

    # exact mode: no tensors (their arithmetic would not be the evaluator's)
    def _no_tensors(self, e):
        raise Unsupported("tensors in an automatically compiled loop")

    list_ = part = total = dot = range_ = append = fold = _no_tensors

    def tensor_arith(self, op, xs):
        raise Unsupported("tensor arithmetic")

    def loop_construct(self, e):
        if e.head.name == "Table" and self.depth_table:
            raise Unsupported("nested Table")
        if e.head.name == "Table":
            self.depth_table = True
        return BodyLowering.loop_construct(self, e)

    depth_table = False


def _global_type(ev, sym, write):
    """The type of a global: its value's, None for no value (assignable), False when it
    cannot take part."""
    d = ev.defs.table.get(sym)
    if d is None:
        if ev.defs.builtins.get(sym.name) is not None:
            return False
        return None if write else False
    if d.builtin is not None or d.down or d.down_exact or d.up or d.up_exact or d.sub:
        return False
    if d.attributes & (A.PROTECTED | A.LOCKED):
        return False
    rule = d.own
    if rule is None:
        return None if write else False
    if rule.delayed:
        return False
    v = rule.rhs
    t = type(v)
    if t is Integer and INT_MIN <= v.value <= INT_MAX:
        return INT
    if t is Real and v.prec is None:
        return REAL
    return False


# --- the loops ------------------------------------------------------------------------------------

def compile_loop(ev, expr):
    """The value of the loop ``expr``, computed by compiled code, or None."""
    if ev in _OFF:
        return None
    name = expr.head.name if type(expr.head) is Symbol else None
    check = _CHECKS.get(name)
    if check is None or not check(ev, expr):
        return None
    key = (expr, _global_signature(ev, expr))
    cache = _CACHE.setdefault(ev, {})
    entry = cache.get(key)
    if entry is not None and not _still_valid(ev, entry):
        entry = None
    if entry is None:
        try:
            entry = _build(ev, expr, name)
        except Unsupported:
            entry = _REFUSED
        if len(cache) > 256:
            cache.clear()
        cache[key] = entry
    if entry is _REFUSED:
        return None
    fn, globals_, kind, heads = entry
    values = []
    for v in globals_:
        d = ev.defs.table.get(v.symbol)
        rule = d.own if d is not None else None
        values.append(None if rule is None else rule.rhs.value)
    try:
        out = fn(*values)
    except Fallback:
        return None
    except (ArithmeticError, ValueError, TypeError, IndexError):
        return None
    result = out[0]
    for v, new, old in zip(globals_, out[1:], values):
        if new is not None and (new is not old or type(new) is not type(old)):
            ev.defs.set_own(v.symbol, _atom(new))
    return _result(result, kind)


_REFUSED = object()


def _still_valid(ev, entry):
    if entry is _REFUSED:
        return True
    for h in entry[3]:
        d = ev.defs.table.get(h)
        if d is not None and (d.down or d.down_exact or d.up or d.up_exact or d.sub):
            return False
    return True


def _global_signature(ev, expr):
    """The types of the values of the symbols in expr (part of the cache key)."""
    out = []
    seen = set()

    def walk(e):
        t = type(e)
        if t is Symbol:
            if e not in seen:
                seen.add(e)
                d = ev.defs.table.get(e)
                r = d.own if d is not None else None
                out.append(type(r.rhs).__name__ if r is not None else "-")
            return
        if t is Expression:             # not a packed array's elements
            walk(e.head)
            for a in e.args:
                walk(a)
    walk(expr)
    return tuple(out)


def _atom(v):
    if type(v) is bool:
        return TRUE if v else FALSE
    if type(v) is int:
        return Integer(v)
    return Real(float(v))


def _result(r, kind):
    if kind == "list":
        return Expression(S.List, tuple(_atom(x) for x in r))
    if kind == "table":
        from mathilda.core.packed import from_numpy, unpack
        e = from_numpy(r)
        if r.size < PACK_MIN:
            e = unpack(e)
        return e
    if r is None:
        return NULL
    return _atom(r)


def _build(ev, expr, name):
    low = LoopLowering(ev)
    root = None
    for _ in range(MAX_PASSES):
        low.changed = False
        low.vars = {}
        low.depth_table = False
        try:
            root = _LOWER[name](low, expr)
        except Unsupported:
            if low.changed:
                continue
            raise
        if not low.changed:
            break
    else:
        raise Unsupported("types do not settle")
    globals_ = list(low.globals.values())
    if root.type.kind == "Q":
        raise Unsupported("rational result")
    em = LoopEmitter()
    if root.op == "table":
        if root.type.kind not in "IRB":
            raise Unsupported("Table elements of mixed types")
        kind = "table"
    elif root.op == "nestlist":
        kind = "list"
    else:
        kind = "value"
    value = em.value(root) if root.type.kind != "V" else (em.stmt(root) or "None")
    for v in globals_:
        if v.type is not None and v.type.kind not in "INRB":
            raise Unsupported("global of another type")
    em.line("return (%s)" % ", ".join([value] + [v.name for v in globals_]) + (
        "," if not globals_ else ""))
    source = "def f(%s):\n%s\n" % (", ".join(v.name for v in globals_), "\n".join(em.lines))
    fn = build(source, em.bindings, "f")
    return fn, globals_, kind, frozenset(low.heads)


# --- what each loop needs before it is worth compiling ---------------------------------------------

def _count_of(ev, spec):
    """The number of values of an iterator spec whose bounds are numbers (after a pure
    numeric evaluation), or None when they are not."""
    from mathilda.algorithms.compile.runtime import count
    args = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    if not args or len(args) > 4:
        return None
    bounds = args if len(args) == 1 else args[1:]
    vals = []
    for b in bounds:
        v = _pure_number(ev, b)
        if v is None:
            return None
        vals.append(v)
    if len(args) == 1:
        lo, hi, st = 1, vals[0], 1
    elif len(args) == 2:
        lo, hi, st = 1, vals[0], 1
    else:
        lo, hi = vals[0], vals[1]
        st = vals[2] if len(vals) == 3 else 1
    try:
        return count(lo, hi, st)
    except Fallback:
        return None


_PURE_HEADS = frozenset(("Plus", "Times", "Power", "Subtract", "Minus", "Divide", "Floor",
                         "Ceiling", "Round", "Abs", "Max", "Min"))


def _pure_number(ev, e):
    """The machine value of e when it is numbers, numeric globals and plain arithmetic
    (evaluating it has no effect), else None."""
    if not _is_pure_arith(ev, e):
        return None
    v = ev.evaluate(e)
    t = type(v)
    if t is Integer:
        return v.value
    if t is Real and v.prec is None:
        return v.value
    return None


def _is_pure_arith(ev, e):
    t = type(e)
    if t is Integer or t is Real:
        return True
    if t is Symbol:
        return _global_type(ev, e, False) not in (False, None)
    if type(e) is Expression and type(e.head) is Symbol and e.head.name in _PURE_HEADS:
        return all(_is_pure_arith(ev, a) for a in e.args)
    return False


def _check_iterated(ev, expr):
    if len(expr.args) < 2:
        return False
    total = 1
    for spec in expr.args[1:]:
        c = _count_of(ev, spec)
        if c is None:
            return True          # bounds computed by the code: try
        total *= c
    threshold = PACK_MIN if expr.head.name == "Table" else AUTO_MIN
    if total < threshold:
        return False
    if expr.head.name == "Table":
        if total > ev.max_result_size:
            return False        # the builtin says so (Table::rsize)
        ev.check_size(total, "Table")       # inside MemoryConstrained: may abort
    return True


def _check_sum(ev, expr):
    """Sum/Product: only where the evaluator adds the terms itself (builtins/calculus.py:
    up to NATIVE_TERMS terms, or up to 100 times that many when the summand is not a
    polynomial; beyond, it asks SymPy for a closed form)."""
    args = expr.args
    if len(args) != 2:
        return False
    spec = args[1]
    if not (isinstance(spec, Expression) and spec.head is S.List) or not 3 <= len(spec.args) \
            <= 4 and len(spec.args) != 2:
        return False
    if type(spec.args[0]) is not Symbol:
        return False
    c = _count_of(ev, spec)
    if c is None or c < AUTO_MIN:
        return False
    if c <= NATIVE_TERMS:
        return True
    if c > 100 * NATIVE_TERMS:
        return False
    poly = ev.evaluate(Expression(S.PolynomialQ, (Expression(S.Unevaluated, (args[0],)),
                                                 spec.args[0])))
    return poly is not TRUE


def _check_nest(ev, expr):
    if len(expr.args) != 3:
        return False
    n = _pure_number(ev, expr.args[2])
    if type(n) is not int or n < AUTO_MIN:
        return False
    if expr.head.name == "NestList":
        if n + 1 > ev.max_result_size:
            return False        # the builtin says so
        ev.check_size(n + 1, "NestList")    # inside MemoryConstrained: may abort
    return True


def _check_always(ev, expr):
    return True


_CHECKS = {"Do": _check_iterated, "Table": _check_iterated, "Sum": _check_sum,
           "Product": _check_sum, "Nest": _check_nest, "NestList": _check_nest,
           "FixedPoint": lambda ev, e: len(e.args) in (2, 3) and not any(
               isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed)
               for a in e.args), "While": _check_always, "For": _check_always}


# --- lowering of the loop forms --------------------------------------------------------------------

def _lower_loop(low, expr):
    return low.expr(expr)


def _lower_sum(low, expr):
    node = low.expr(expr)
    if node.op != "reduce":
        raise Unsupported("Sum form")
    return Node("csum", node.type, node.args, node.value)


def _lower_nestlist(low, expr):
    node = low.nest(expr)
    return Node("nestlist", node.type, node.args, node.value)


def _lower_fixed_point(low, expr):
    f, x0 = expr.args[0], expr.args[1]
    limit = low.expr(expr.args[2]) if len(expr.args) == 3 else None
    if limit is not None and limit.type != INT:
        raise Unsupported("FixedPoint limit")
    node = low.nest(Expression(S.Nest, (f, x0, Integer(0))), origin=expr)
    x, _, step = node.args
    if node.type.kind not in "IRN":
        raise Unsupported("FixedPoint of non-numbers")
    return Node("fixedpoint", node.type, (x, step) + ((limit,) if limit else ()), node.value)


_LOWER = {"Do": _lower_loop, "Table": _lower_loop, "Sum": _lower_sum, "Product": _lower_sum,
          "Nest": lambda low, e: low.nest(e), "NestList": _lower_nestlist,
          "FixedPoint": _lower_fixed_point, "While": _lower_loop, "For": _lower_loop}


# --- emission of what only loops need ------------------------------------------------------------

class LoopEmitter(BodyEmitter):
    def __init__(self):
        BodyEmitter.__init__(self, "exact")
        from mathilda.algorithms.compile import runtime
        self.bindings.update({"h_chunk": runtime.chunk_list, "h_plus_flush": runtime.plus_flush,
                              "h_times_flush": runtime.times_flush,
                              "h_plus_end": runtime.plus_end,
                              "h_times_end": runtime.times_end,
                              "h_sameq": runtime.same_q})

    def s_csum(self, node, want):
        name, iters = node.value
        body = node.args[0]
        acc, j = self.temp(), self.temp()
        op = "plus" if name == "Sum" else "times"
        self.line("%s = h_chunk()" % acc)
        self.line("%s = 0" % j)
        levels = self.bounds(iters)
        for lv in levels:
            self.open_iterator(*lv)
        # a non-finite term makes the sum non-finite: the final Plus falls back
        self.line("%s[%s] = %s" % (acc, j, self.emit(body)))
        self.line("%s = %s + 1" % (j, j))
        self.line("if %s == %d:" % (j, CHUNK))
        self.line("    %s = h_%s_flush(%s)" % (j, op, acc))
        self.level -= len(levels)
        return "h_%s_end(%s, %s)" % (op, acc, j)

    def s_nestlist(self, node, want):
        x, n, step = node.args
        v = node.value
        out = self.temp()
        self.assign(v.name, x, v.type)
        self.line("%s = [%s]" % (out, v.name))
        tn = self.to_temp(n).value.name
        k = self.temp()
        self.line("%s = %s + [None] * %s(%s)" % (out, out, self.helper("h_nonneg"), tn))
        self.line("for %s in %s(1, %s + 1):" % (k, self.helper("h_range"), tn))
        self.level += 1
        self.assign(v.name, step, v.type)
        self.line("%s[%s] = %s" % (out, k, v.name))
        self.level -= 1
        return out

    def s_fixedpoint(self, node, want):
        x, step = node.args[0], node.args[1]
        limit = node.args[2] if len(node.args) == 3 else None
        v = node.value
        prev = self.temp()
        self.assign(v.name, x, v.type)
        if limit is not None:
            k = self.temp()
            tl = self.to_temp(limit).value.name
            self.line("for %s in %s(%s(%s)):" % (k, self.helper("h_range"),
                                                self.helper("h_nonneg"), tl))
        else:
            self.line("while True:")
        self.level += 1
        self.line("%s = %s" % (prev, v.name))
        self.assign(v.name, step, v.type)
        self.line("if h_sameq(%s, %s):" % (prev, v.name))
        self.line("    break")
        self.level -= 1
        return v.name

