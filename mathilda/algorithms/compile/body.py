"""Lowering of procedural bodies: scoping, assignments, loops, tensors (Compile and the
automatic compilation of loops).

``BodyLowering`` extends ``Lowering`` with the constructs a compiled body may use: Module,
Block, With, CompoundExpression, Set (of a variable or of a part), AddTo and the other
assignment operators, Increment/Decrement, If with statements, Which, Switch, Do, For, While,
Table, Sum, Product, Nest, Fold, Return, Break, Continue, pure-function application, and the
tensor functions Part, Length, Total, Dot, Range, Append and list literals.

Variable types are inferred by iteration: a variable's type is the join of everything assigned
to it (tree.join); when a pass finds a wider type than it assumed, the body is lowered again
(``lower_body``).  A loop variable is local to its loop (Block-scoped, as the evaluator does).
"""

from mathilda.core.expr import Expression, Integer, Symbol
from mathilda.algorithms.compile.lower import Lowering, const
from mathilda.algorithms.compile.tree import (
    BOOL, INT, REAL, VOID, Node, Type, Unsupported, join,
)

__all__ = ["BodyLowering", "STATEMENT_OPS", "is_pure"]

STATEMENT_OPS = frozenset((
    "seq", "set", "setpart", "postinc", "while", "loop", "table", "reduce", "nest", "fold",
    "return", "break", "continue", "sif", "null", "append", "list", "range", "total", "dot",
    "eval", "csum", "nestlist", "fixedpoint",
))
"""Operations the inline (expression) emitter cannot produce; the body emitter does."""


def is_pure(node):
    if node.op in STATEMENT_OPS:
        return False
    return all(is_pure(a) for a in node.args)


_ASSIGN_OPS = {"AddTo": "plus", "SubtractFrom": "minus", "TimesBy": "times",
               "DivideBy": "divide"}
_INCREMENTS = {"Increment": (1, True), "Decrement": (-1, True),
               "PreIncrement": (1, False), "PreDecrement": (-1, False)}


class BodyLowering(Lowering):
    def __init__(self, mode="machine", ev=None, external=False):
        Lowering.__init__(self, mode, ev)
        self.changed = False
        self.external = external        # unsupported subexpressions call the evaluator
        self.external_types = ()        # [(pattern, Type)]: Compile's third argument
        self.loop_depth = 0
        self.fixed = set()              # Vars whose type may not change (arguments)
        self.locals = {}                # (construct, symbol) -> Var, kept across passes
        self.returns = [[]]             # types of Return values, per enclosing loop
        self.memo = {}                  # expressions derived from the input, kept across
                                        # passes (locals are keyed by object identity)

    def stable(self, origin, tag, make):
        """An expression derived from ``origin``, the same object in every pass."""
        key = (id(origin), tag)
        hit = self.memo.get(key)
        if hit is None:
            hit = self.memo[key] = (origin, make())
        return hit[1]

    def handler(self, name):
        h = _BODY.get(name)
        if h is not None:
            return h
        return Lowering.handler(self, name)

    def expr(self, e):
        if isinstance(e, Expression) and type(e.head) is not Symbol:
            try:
                return self.applied(e)
            except Unsupported:
                if not self.external or self.changed:
                    raise
                return self.external_call(e)
        try:
            return Lowering.expr(self, e)
        except Unsupported:
            if not self.external or self.changed:
                raise
            return self.external_call(e)

    def external_call(self, e):
        """An expression the compiler cannot translate, evaluated by the evaluator at run
        time with the current values of the variables in scope; its value is assumed to be
        a machine real (as Compile assumes), else the compiled function falls back."""
        if self.mode != "machine" or type(e) is Symbol and e.name in ("Null",):
            raise Unsupported("external")
        scope = [v for v in self.vars.values() if v.type is not None and v.type.scalar
                 and v.type.kind in "IRCB"]
        args = tuple(self.var_node(v) for v in scope)
        t = self.external_type(e)
        return Node("eval", t, args, (e, tuple(v.symbol for v in scope), t))

    def external_type(self, e):
        """Compile's third argument: the type of the first pattern e matches (else real)."""
        from mathilda.core.patterns import match_q
        for pattern, t in self.external_types:
            if match_q(pattern, e, self.ev):
                return t
        return REAL

    # --- variables and assignment --------------------------------------------------------
    def assign_type(self, var, t):
        """Record that a value of type t is assigned to var; returns the var's type."""
        if var.type is None:
            var.type = t
            self.changed = True
            return t
        j = join(var.type, t)
        if j is not None and j.kind == "N" and self.mode == "machine":
            j = Type("R", j.rank)
        if j is None or (var in self.fixed and j != var.type):
            raise Unsupported("assignment of another type")
        if j != var.type:
            var.type = j
            self.changed = True
        return j

    def symbol(self, sym):
        v = self.vars.get(sym)
        if v is not None:
            if v.type is None:
                raise Unsupported("variable used before it has a value")
            return self.var_node(v)
        if sym.name == "Null":
            return Node("null", VOID)
        return Lowering.symbol(self, sym)

    def target(self, lhs):
        if type(lhs) is not Symbol:
            raise Unsupported("assignment target")
        v = self.vars.get(lhs)
        if v is None:
            raise Unsupported("assignment to a global")
        return v

    def set_(self, e):
        if len(e.args) != 2:
            raise Unsupported("Set form")
        lhs, rhs = e.args
        if isinstance(lhs, Expression) and lhs.head.name == "Part":
            return self.set_part(lhs, rhs)
        v = self.target(lhs)
        r = self.expr(rhs)
        if r.type is None or r.type.kind in "VQ":
            raise Unsupported("assigned value")
        self.assign_type(v, r.type)
        v.assigned = True
        return Node("set", v.type, (r,), v)

    def set_part(self, lhs, rhs):
        v = self.target(lhs.args[0])
        if v.type is None or not v.type.rank:
            raise Unsupported("part of a scalar")
        idx = [self.index(a) for a in lhs.args[1:]]
        if len(idx) != v.type.rank:
            raise Unsupported("part assignment of a sub-array")
        r = self.expr(rhs)
        if r.type.rank or r.type.kind not in "IRCB":
            raise Unsupported("part value")
        if join(v.type.element(), r.type) != v.type.element() and not (
                v.type.kind in "RC" and r.type.kind in "IR"):
            raise Unsupported("part value of another type")
        v.assigned = True
        return Node("setpart", r.type, tuple([r] + idx), v)

    def index(self, a):
        n = self.expr(a)
        if n.type != INT:
            raise Unsupported("index")
        return n

    def assign_op(self, e):
        if len(e.args) != 2:
            raise Unsupported("form")
        lhs, d = e.args
        v = self.target(lhs)
        if v.type is None:
            raise Unsupported("variable used before it has a value")
        cur = self.var_node(v)
        dn = self.expr(d)
        op = _ASSIGN_OPS[e.head.name]
        if op == "plus":
            r = self.nary("plus", [cur, dn])
        elif op == "minus":
            r = self.nary("plus", [cur, self.negate(dn)])
        elif op == "times":
            r = self.nary("times", [cur, dn])
        else:
            r = self.nary("times", [cur, self.make_power(dn, const(-1, INT))])
        self.assign_type(v, r.type)
        v.assigned = True
        return Node("set", v.type, (r,), v)

    def increment(self, e):
        if len(e.args) != 1:
            raise Unsupported("form")
        step, post = _INCREMENTS[e.head.name]
        v = self.target(e.args[0])
        if v.type is None:
            raise Unsupported("variable used before it has a value")
        r = self.nary("plus", [self.var_node(v), const(step, INT)])
        self.assign_type(v, r.type)
        v.assigned = True
        if post:
            return Node("postinc", v.type, (r,), v)
        return Node("set", v.type, (r,), v)

    # --- scoping ------------------------------------------------------------------------------
    def scoping(self, e):
        if len(e.args) != 2:
            raise Unsupported("scoping form")
        spec, body = e.args
        if not (isinstance(spec, Expression) and spec.head.name == "List"):
            raise Unsupported("scoping specification")
        saved = dict(self.vars)
        items = []
        for item in spec.args:
            if type(item) is Symbol:
                items.append((item, None))
            elif isinstance(item, Expression) and item.head.name in ("Set", "SetDelayed") \
                    and len(item.args) == 2 and type(item.args[0]) is Symbol:
                items.append((item.args[0], item.args[1]))
            else:
                raise Unsupported("local variable")
        inits = []
        try:
            # the initial values are evaluated outside the new scope
            values = []
            for sym, init in items:
                n = self.expr(init) if init is not None else None
                if n is not None and (n.type is None or n.type.kind in "VQ"):
                    raise Unsupported("initial value")
                values.append(n)
            for (sym, _), n in zip(items, values):
                inits.append((self.local(sym, e, n), n))
            b = self.expr(body)
        finally:
            self.vars = saved
        stmts = []
        for v, n in inits:
            if n is not None:
                stmts.append(Node("set", v.type, (n,), v))
        stmts.append(b)
        if len(stmts) == 1:
            return b
        return Node("seq", b.type, tuple(stmts))

    def local(self, sym, e, init):
        key = (id(e), sym)
        v = self.locals.get(key)
        if v is None:
            v = self.declare(sym, None)
            self.locals[key] = v
        self.vars[sym] = v
        if init is not None:
            self.assign_type(v, init.type)
        return v

    def compound(self, e):
        if not e.args:
            return Node("null", VOID)
        xs = [self.expr(a) for a in e.args]
        if len(xs) == 1:
            return xs[0]
        return Node("seq", xs[-1].type, tuple(xs))

    # --- control --------------------------------------------------------------------------
    def if_(self, e):
        n = len(e.args)
        if n not in (2, 3):
            raise Unsupported("If form")
        c = self.expr(e.args[0])
        if c.type != BOOL:
            raise Unsupported("If condition")
        a = self.expr(e.args[1])
        b = self.expr(e.args[2]) if n == 3 else Node("null", VOID)
        t = join(a.type, b.type)
        if t is not None and t.kind == "N" and self.mode == "machine":
            t = Type("R", t.rank)
        if t is None or t.kind == "V" or not (is_pure(a) and is_pure(b)):
            return Node("sif", t if t is not None else VOID, (c, a, b))
        return Node("if", t, (c, a, b))

    def switch(self, e):
        if len(e.args) < 3 or len(e.args) % 2 == 0:
            raise Unsupported("Switch form")
        x = self.expr(e.args[0])
        if x.type.rank or x.type.kind not in "IRB":
            raise Unsupported("Switch subject")
        result = Node("fail", None)
        pairs = list(zip(e.args[1::2], e.args[2::2]))
        for pat, val in reversed(pairs):
            v = self.expr(val)
            if isinstance(pat, Expression) and pat.head.name == "Blank" and not pat.args:
                result = v
                continue
            p = self.expr(pat)
            if p.op != "const" or p.type != x.type:
                raise Unsupported("Switch pattern")
            cond = Node("cmp", BOOL, (x, p), "same")
            t = v.type if result.type is None else join(v.type, result.type)
            if t is None:
                raise Unsupported("Switch values of different types")
            op = "if" if is_pure(v) and is_pure(result) else "sif"
            result = Node(op, t, (cond, v, result))
        return result

    def while_(self, e):
        if len(e.args) not in (1, 2):
            raise Unsupported("While form")
        c = self.expr(e.args[0])
        if c.type != BOOL:
            raise Unsupported("While test")
        self.enter_loop()
        try:
            b = self.expr(e.args[1]) if len(e.args) == 2 else Node("null", VOID)
        finally:
            t = self.leave_loop()
        return Node("while", t, (c, b, Node("null", VOID)))

    def for_(self, e):
        if len(e.args) not in (3, 4):
            raise Unsupported("For form")
        start = self.expr(e.args[0])
        c = self.expr(e.args[1])
        if c.type != BOOL:
            raise Unsupported("For test")
        self.enter_loop()
        try:
            b = self.expr(e.args[3]) if len(e.args) == 4 else Node("null", VOID)
            incr = self.expr(e.args[2])
        finally:
            t = self.leave_loop()
        return Node("seq", t, (start, Node("while", t, (c, b, incr))))

    def enter_loop(self):
        self.loop_depth += 1
        self.returns.append([])

    def leave_loop(self):
        """The loop's value type: Null, or the type of its Return values."""
        self.loop_depth -= 1
        ts = [t for t in self.returns.pop() if t.kind != "V"]
        if not ts:
            return VOID
        t = ts[0]
        for u in ts[1:]:
            t = join(t, u)
            if t is None:
                raise Unsupported("Return values of different types")
        if t.kind == "N" and self.mode == "machine":
            t = Type("R", t.rank)
        return t

    def control(self, e):
        name = e.head.name
        if name == "Return":
            if len(e.args) > 1:
                raise Unsupported("Return with a tag")
            v = self.expr(e.args[0]) if e.args else Node("null", VOID)
            self.returns[-1].append(v.type)
            return Node("return", VOID, (v,))
        if e.args:
            raise Unsupported("form")
        if not self.loop_depth:
            raise Unsupported("%s outside a loop" % name)
        return Node("break" if name == "Break" else "continue", VOID)

    # --- iterators --------------------------------------------------------------------------
    def iterator(self, spec, e):
        """(Var or None, lo node, count node, step node) for one iterator spec."""
        origin = spec
        if not (isinstance(spec, Expression) and spec.head.name == "List"):
            spec = self.stable(origin, "iterator", lambda: Expression(Symbol("List"),
                                                                      (origin,)))
        args = spec.args
        if not args:
            raise Unsupported("empty iterator")    # the evaluator gives the message
        if len(args) == 1:
            n = self.expr(args[0])
            if n.type.rank or n.type.kind not in "IR":
                raise Unsupported("iterator bound")
            return None, const(1, INT), n, const(1, INT)
        if type(args[0]) is not Symbol or len(args) > 4:
            raise Unsupported("iterator form")
        if len(args) == 2:
            lo, hi, st = const(1, INT), self.expr(args[1]), const(1, INT)
            if hi.type.rank:
                raise Unsupported("iterator over a list")
        else:
            lo, hi = self.expr(args[1]), self.expr(args[2])
            st = self.expr(args[3]) if len(args) == 4 else const(1, INT)
        for x in (lo, hi, st):
            if x.type.rank or x.type.kind not in "IR":
                raise Unsupported("iterator bound")
        kind = "I" if lo.type.kind == "I" and st.type.kind == "I" else "R"
        key = (id(e), args[0], id(spec))
        v = self.locals.get(key)
        if v is None:
            v = self.declare(args[0], Type(kind))
            self.locals[key] = v
        self.vars[args[0]] = v
        v.type = Type(kind)
        return v, lo, hi, st

    def loop_construct(self, e):
        """Do, Table, Sum, Product: nested loops over the iterators."""
        name = e.head.name
        if len(e.args) < 2:
            raise Unsupported("%s form" % name)
        body, specs = e.args[0], e.args[1:]
        saved = dict(self.vars)
        iters = []
        try:
            for spec in specs:
                it = self.iterator(spec, e)
                iters.append(it)
            if name == "Do":
                self.enter_loop()
            try:
                b = self.expr(body)
            finally:
                if name == "Do":
                    loop_type = self.leave_loop()
        finally:
            self.vars = saved
        loop_vars = [it[0] for it in iters if it[0] is not None]
        if name in ("Table", "Sum", "Product"):
            # rectangular only: an inner bound may not depend on an outer iterator
            for k, it in enumerate(iters):
                for x in it[1:]:
                    if _uses(x, loop_vars[:k]):
                        raise Unsupported("iterator bound depending on an outer iterator")
        if name == "Do":
            return Node("loop", loop_type, (b,), tuple(iters))
        if name == "Table":
            if b.type.rank or b.type.kind not in "IRCB":
                raise Unsupported("Table of non-scalars")
            return Node("table", Type(b.type.kind, len(iters)), (b,), tuple(iters))
        if b.type.rank or b.type.kind not in "IRC":
            raise Unsupported("%s of non-numbers" % name)
        return Node("reduce", b.type, (b,), (name, tuple(iters)))

    # --- functional -----------------------------------------------------------------------
    def apply_function(self, f, args):
        """The body of f applied to lowered argument nodes (f: a Function, a known head)."""
        if type(f) is Symbol:
            return self.expr_of_head(f, args)
        if not (isinstance(f, Expression) and f.head.name == "Function"):
            raise Unsupported("function")
        if len(f.args) == 1:
            params = None
            body = f.args[0]
        elif len(f.args) == 2:
            ps = f.args[0]
            params = [ps] if type(ps) is Symbol else list(ps.args) if (
                isinstance(ps, Expression) and ps.head.name == "List") else None
            if params is None or any(type(p) is not Symbol for p in params):
                raise Unsupported("function parameters")
            body = f.args[1]
        else:
            raise Unsupported("function form")
        if params is not None and len(params) != len(args):
            raise Unsupported("function arity")
        saved = dict(self.vars)
        stmts = []
        try:
            names = params if params is not None else [
                Symbol("#%d" % (i + 1)) for i in range(len(args))]
            for p, a in zip(names, args):
                v = self.local(p, f, a)
                stmts.append(Node("set", v.type, (a,), v))
            if params is None:
                n = len(args)
                body = self.stable(f, ("slots", n), lambda: _slots_to_symbols(body, n))
            b = self.expr(body)
        finally:
            self.vars = saved
        return Node("seq", b.type, tuple(stmts + [b]))

    def expr_of_head(self, f, args):
        h = self.handler(f.name)
        if h is None:
            raise Unsupported("function %s" % f.name)
        holders = [Symbol("#%d" % (i + 1)) for i in range(len(args))]
        saved = dict(self.vars)
        stmts = []
        try:
            for p, a in zip(holders, args):
                v = self.local(p, f, a)
                stmts.append(Node("set", v.type, (a,), v))
            b = self.expr(self.stable(f, ("head", len(args)),
                                      lambda: Expression(f, tuple(holders))))
        finally:
            self.vars = saved
        return Node("seq", b.type, tuple(stmts + [b]))

    def applied(self, e):
        """Function[...][args]: inlined."""
        if not (isinstance(e.head, Expression) and e.head.head.name == "Function"):
            raise Unsupported("compound head")
        return self.apply_function(e.head, [self.expr(a) for a in e.args])

    def nest(self, e, origin=None):
        if len(e.args) != 3:
            raise Unsupported("Nest form")
        f, x0, n = e.args
        e = origin if origin is not None else e
        x = self.expr(x0)
        nn = self.expr(n)
        if nn.type != INT:
            raise Unsupported("Nest count")
        key = (id(e), "nest")
        v = self.locals.get(key)
        if v is None:
            v = self.declare(Symbol("Nest"), None)
            self.locals[key] = v
        self.assign_type(v, x.type)
        step = self.apply_function(f, [self.var_node(v)])
        self.assign_type(v, step.type)
        return Node("nest", v.type, (x, nn, step), v)

    def fold(self, e):
        if len(e.args) != 3:
            raise Unsupported("Fold form")
        f, x0, lst = e.args
        x = self.expr(x0)
        t = self.expr(lst)
        if not t.type.rank:
            raise Unsupported("Fold over a non-list")
        key = (id(e), "fold")
        acc, el = self.locals.get(key, (None, None))
        if acc is None:
            acc = self.declare(Symbol("Fold"), None)
            el = self.declare(Symbol("Fold"), t.type.tensor(t.type.rank - 1))
            self.locals[key] = (acc, el)
        self.assign_type(acc, x.type)
        step = self.apply_function(f, [self.var_node(acc), self.var_node(el)])
        self.assign_type(acc, step.type)
        return Node("fold", acc.type, (x, t, step), (acc, el))

    # --- tensors ----------------------------------------------------------------------------
    def list_(self, e):
        xs = [self.expr(a) for a in e.args]
        if not xs:
            raise Unsupported("empty list")
        t = xs[0].type
        for x in xs[1:]:
            t = join(t, x.type)
            if t is None:
                raise Unsupported("list of mixed types")
        if t.kind == "N":
            t = Type("R", t.rank)
        if t.kind not in "IRCB":
            raise Unsupported("list elements")
        return Node("list", t.tensor(t.rank + 1), tuple(xs))

    def part(self, e):
        if len(e.args) < 2:
            raise Unsupported("Part form")
        t = self.expr(e.args[0])
        idx = [self.index(a) for a in e.args[1:]]
        if len(idx) > t.type.rank:
            raise Unsupported("Part too deep")
        return Node("part", t.type.tensor(t.type.rank - len(idx)), tuple([t] + idx))

    def length(self, e):
        (t,) = self.args(e, 1)
        if not t.type.rank:
            return const(0, INT)
        return Node("length", INT, (t,))

    def total(self, e):
        (t,) = self.args(e, 1)
        if not t.type.rank or t.type.kind not in "IRC":
            raise Unsupported("Total of a non-list")
        return Node("total", t.type.tensor(t.type.rank - 1), (t,))

    def dot(self, e):
        a, b = self.args(e, 2)
        ra, rb = a.type.rank, b.type.rank
        if not ra or not rb or ra > 2 or rb > 2:
            raise Unsupported("Dot ranks")
        kind = max(a.type.kind, b.type.kind, key="IRC".index) if a.type.kind in "IRC" \
            and b.type.kind in "IRC" else None
        if kind is None:
            raise Unsupported("Dot of non-numbers")
        return Node("dot", Type(kind, ra + rb - 2), (a, b))

    def range_(self, e):
        xs = self.args(e)
        if not 1 <= len(xs) <= 3 or any(x.type.rank or x.type.kind not in "IR" for x in xs):
            raise Unsupported("Range form")
        kind = "I" if all(x.type.kind == "I" for x in xs) else "R"
        if len(xs) == 1:
            xs = [const(1, INT), xs[0], const(1, INT)]
        elif len(xs) == 2:
            xs = xs + [const(1, INT)]
        return Node("range", Type(kind, 1), tuple(xs))

    def append(self, e):
        t, x = self.args(e, 2)
        if t.type.rank != x.type.rank + 1:
            raise Unsupported("Append ranks")
        kt, kx = t.type.kind, x.type.kind
        if kt != kx and not (kt in "RC" and kx in "IR"):
            raise Unsupported("Append of another type")
        return Node("append", t.type, (t, x))

    def tensor_arith(self, op, xs):
        kinds = [x.type.kind for x in xs]
        if any(k not in "IRC" for k in kinds):
            raise Unsupported("tensor operand")
        rank = max(x.type.rank for x in xs)
        if self.mode != "machine":
            raise Unsupported("tensor arithmetic")
        kind = max(kinds, key="IRC".index)
        if op == "power" and kind == "I" and not (xs[1].op == "const" and xs[1].value >= 0):
            kind = "R"
        return Node("tarith", Type(kind, rank), tuple(xs), op)

    def elementary(self, e):
        if len(e.args) == 1:
            a = self.expr(e.args[0])
            if a.type.rank:
                if a.type.kind not in "IR" or self.mode != "machine":
                    raise Unsupported("tensor argument")
                return Node("tcall", Type("R", a.type.rank), (a,), e.head.name)
        return Lowering.elementary(self, e)


def _uses(node, vars_):
    if not vars_:
        return False
    if node.op == "var" and node.value in vars_:
        return True
    return any(_uses(a, vars_) for a in node.args)


def _slots_to_symbols(body, n):
    """#, #1, #2 in a Function body as the symbols #1, #2 (bound as locals); nested Functions
    keep their own slots."""
    t = type(body)
    if t is not Expression:
        return body
    h = body.head
    if type(h) is Symbol and h.name == "Slot" and len(body.args) == 1 \
            and type(body.args[0]) is Integer and 1 <= body.args[0].value <= n:
        return Symbol("#%d" % body.args[0].value)
    if type(h) is Symbol and h.name == "Function":
        return body
    return Expression(_slots_to_symbols(h, n), tuple(_slots_to_symbols(a, n)
                                                      for a in body.args))


_BODY = {
    "Set": BodyLowering.set_, "CompoundExpression": BodyLowering.compound,
    "Module": BodyLowering.scoping, "Block": BodyLowering.scoping,
    "With": BodyLowering.scoping, "If": BodyLowering.if_, "Switch": BodyLowering.switch,
    "While": BodyLowering.while_, "For": BodyLowering.for_,
    "Return": BodyLowering.control, "Break": BodyLowering.control,
    "Continue": BodyLowering.control,
    "Do": BodyLowering.loop_construct, "Table": BodyLowering.loop_construct,
    "Sum": BodyLowering.loop_construct, "Product": BodyLowering.loop_construct,
    "Nest": BodyLowering.nest, "Fold": BodyLowering.fold, "List": BodyLowering.list_,
    "Part": BodyLowering.part, "Length": BodyLowering.length, "Total": BodyLowering.total,
    "Dot": BodyLowering.dot, "Range": BodyLowering.range_, "Append": BodyLowering.append,
}
for _name in _ASSIGN_OPS:
    _BODY[_name] = BodyLowering.assign_op
for _name in _INCREMENTS:
    _BODY[_name] = BodyLowering.increment
