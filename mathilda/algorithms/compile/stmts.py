"""Code generation for procedural bodies: the statement forms of body.py to Python source.

``BodyEmitter`` extends the inline emitter (scalar.py) with statements.  A node without
statements inside is emitted inline; a statement node (``set``, ``loop``, ``sif``, ...) emits
lines and gives the name holding its value; an expression with statements among its operands
evaluates every operand into a temporary first, in order, so the order of evaluation is the
evaluator's.  Loops keep a context saying how Break, Continue and Return leave them (a flag
for a Do over several iterators, the increment of a For before Continue).

Tensors are NumPy arrays (int64, float64, complex128, bool); an array assigned from another
variable or a part is copied, as a Wolfram value is never shared.
"""

from mathilda.algorithms.compile.body import STATEMENT_OPS, is_pure
from mathilda.algorithms.compile.scalar import HELPERS, ScalarEmitter
from mathilda.algorithms.compile.tensors import TENSOR_HELPERS
from mathilda.algorithms.compile.tree import Node, Unsupported

__all__ = ["BodyEmitter", "emit_function"]


_VALUE_OPS = frozenset(("eval", "list", "range", "total", "dot", "append"))


class Temp:
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name


class _Loop:
    """How Break/Continue/Return leave the innermost loop construct."""

    def __init__(self, flag=None, result=None, before_continue=None, depth=1):
        self.flag = flag                      # set to True to leave nested loops
        self.result = result                  # holds the Return value
        self.before_continue = before_continue  # node run before continue (For's incr)
        self.depth = depth                    # how many Python loops deep we are inside


class BodyEmitter(ScalarEmitter):
    def __init__(self, mode="machine", external=None):
        ScalarEmitter.__init__(self, mode)
        self.lines = []
        self.level = 1
        self.ntemp = 0
        self.loops = []
        self.external = external             # factory(expr, symbols) -> callable
        self._pure = {}
        self.result_kind = None

    # --- plumbing -----------------------------------------------------------------------------
    def line(self, text):
        self.lines.append("    " * self.level + text)

    def temp(self):
        self.ntemp += 1
        return "t%d" % self.ntemp

    def pure(self, node):
        k = id(node)
        r = self._pure.get(k)
        if r is None:
            r = self._pure[k] = is_pure(node)
        return r

    def helper(self, name):
        # the scalar helpers first: the tensor table imports NumPy when it is first read
        if name not in self.bindings and name not in HELPERS and name in TENSOR_HELPERS:
            self.bindings[name] = TENSOR_HELPERS[name]
            return name
        return ScalarEmitter.helper(self, name)

    def emit(self, node):
        if node.op in STATEMENT_OPS:
            return getattr(self, "s_" + node.op)(node, True)
        if self.pure(node):
            return ScalarEmitter.emit(self, node)
        args = tuple(self.to_temp(a) for a in node.args)
        return ScalarEmitter.emit(self, Node(node.op, node.type, args, node.value))

    def to_temp(self, node):
        code = self.value(node)
        t = self.temp()
        self.line("%s = %s" % (t, code))
        return Node("var", node.type, (), Temp(t))

    def stmt(self, node):
        """Emit node for its effect only."""
        if node.op in STATEMENT_OPS:
            code = getattr(self, "s_" + node.op)(node, False)
            if node.op in _VALUE_OPS:
                self.line(code)
        elif node.op == "var" or node.op == "const" or node.op == "nconst":
            pass
        else:
            self.line(self.value(node))

    def coerce(self, code, target, source):
        if self.mode != "machine" or target is None or target.rank:
            return code
        if target.kind == "R" and source.kind in "IN":
            return "%s(%s)" % (self.helper("h_float"), code)
        if target.kind == "C" and source.kind in "INR":
            return "%s(%s)" % (self.helper("h_complex"), code)
        return code

    def assign(self, name, node, target):
        """``name = <node>`` for a variable of type target, with the checks inline: a real
        leaving a chain of additions and multiplications must be finite, a machine integer
        (Compile) must fit in 64 bits.  (The exact mode's integers are Python's, exact as the
        evaluator's, and need no bound.)"""
        arith = node.op in ("plus", "times") and node.type.kind in "RNC" and not target.rank
        code = self.emit(node) if arith else self.value(node)
        code = self.coerce(code, target, node.type)
        if target.rank and node.op in ("var", "part", "const"):
            code = "%s(%s)" % (self.helper("h_copy"), code)
        self.line("%s = %s" % (name, code))
        if node.op == "const" or target.rank:
            return
        if target.kind == "I" and self.mode == "machine":
            self.line("if not -9223372036854775808 <= %s <= 9223372036854775807:" % name)
            self.line("    %s()" % self.helper("h_fail"))
        elif arith:
            self.line("if %s - %s != 0.0:" % (name, name))
            self.line("    %s()" % self.helper("h_fail"))

    # --- statements -----------------------------------------------------------------------------
    def s_null(self, node, want):
        return "None"

    def s_seq(self, node, want):
        for x in node.args[:-1]:
            self.stmt(x)
        last = node.args[-1]
        if want:
            return self.value(last)
        self.stmt(last)
        return None

    def s_set(self, node, want):
        v = node.value
        self.assign(v.name, node.args[0], v.type)
        return v.name

    def s_postinc(self, node, want):
        v = node.value
        if not want:
            self.assign(v.name, node.args[0], v.type)
            return None
        t = self.temp()
        self.line("%s = %s" % (t, v.name))
        self.assign(v.name, node.args[0], v.type)
        return t

    def s_setpart(self, node, want):
        v = node.value
        val = node.args[0]
        code = self.coerce(self.value(val), v.type.element(), val.type)
        idx = self.indices(v.name, node.args[1:])
        t = self.temp()
        self.line("%s = %s" % (t, code))
        self.line("%s[%s] = %s" % (v.name, idx, t))
        return t

    def indices(self, arr, idx_nodes):
        parts = []
        for k, i in enumerate(idx_nodes):
            parts.append("%s(%s, %s(%s, %d))" % (self.helper("h_index"), self.value(i),
                                                 self.helper("h_dim"), arr, k))
        return ", ".join(parts)

    def s_sif(self, node, want):
        c, a, b = node.args
        r = self.temp() if (want and node.type.kind != "V") else None
        self.line("if %s:" % self.value(c))
        self.branch(a, r, node.type)
        self.line("else:")
        self.branch(b, r, node.type)
        return r if r is not None else "None"

    def branch(self, node, r, t):
        self.level += 1
        n0 = len(self.lines)
        if r is None:
            self.stmt(node)
        else:
            self.line("%s = %s" % (r, self.coerce(self.value(node), t, node.type)))
        if len(self.lines) == n0:
            self.line("pass")
        self.level -= 1

    def s_while(self, node, want):
        c, body, incr = node.args
        ctx = _Loop(before_continue=incr if incr.op != "null" else None)
        result = self.loop_result(body, ctx)
        self.line("while True:")
        self.level += 1
        self.line("if not %s:" % self.value(c))
        self.line("    break")
        self.loops.append(ctx)
        self.stmt(body)
        self.loops.pop()
        if incr.op != "null":
            self.stmt(incr)
        self.level -= 1
        return result or "None"

    def pass_if_empty(self, n0):
        if len(self.lines) == n0:
            self.line("pass")

    def loop_result(self, body, ctx):
        if _has(body, "return"):
            ctx.result = self.temp()
            self.line("%s = None" % ctx.result)
        return ctx.result

    def s_return(self, node, want):
        value = node.args[0]
        if not self.loops:
            code = self.value(value) if value.op != "null" else "None"
            self.line("return %s" % code)
            return "None"
        ctx = self.loops[-1]
        self.line("%s = %s" % (ctx.result, self.value(value) if value.op != "null"
                               else "None"))
        self.leave(ctx)
        return "None"

    def leave(self, ctx):
        if ctx.flag is not None:
            self.line("%s = True" % ctx.flag)
        self.line("break")

    def s_break(self, node, want):
        self.leave(self.loops[-1])
        return "None"

    def s_continue(self, node, want):
        ctx = self.loops[-1]
        if ctx.before_continue is not None:
            self.stmt(ctx.before_continue)
        self.line("continue")
        return "None"

    # --- iterators ------------------------------------------------------------------------------
    def bounds(self, iters):
        """Evaluate (lo, count, step) of each iterator into temporaries."""
        out = []
        for var, lo, hi, st in iters:
            tl, th, ts = (self.to_temp(x).value.name for x in (lo, hi, st))
            tc = self.temp()
            self.line("%s = %s(%s, %s, %s)" % (tc, self.helper("h_count"), tl, th, ts))
            out.append((var, lo, st, tl, tc, ts))
        return out

    def open_iterator(self, var, lo, st, tl, tc, ts, counter=None):
        k = counter or self.temp()
        if var is not None and lo.type.kind == "I" and st.type.kind == "I" and counter is None:
            self.line("for %s in %s(%s, %s + %s * %s, %s):" % (
                var.name, self.helper("h_range"), tl, tl, tc, ts, ts))
        else:
            self.line("for %s in %s(%s):" % (k, self.helper("h_range"), tc))
            if var is not None:
                if var.type.kind == "I":
                    self.line("    %s = %s + %s * %s" % (var.name, tl, k, ts))
                else:
                    f = self.helper("h_float")
                    self.line("    %s = %s(%s) + %s * %s(%s)" % (var.name, f, tl, k, f, ts))
        self.level += 1
        return k

    def s_loop(self, node, want):
        iters = node.value
        body = node.args[0]
        ctx = _Loop()
        if len(iters) > 1 and (_has(body, "break") or _has(body, "return")):
            ctx.flag = self.temp()
            self.line("%s = False" % ctx.flag)
        result = self.loop_result(body, ctx)
        levels = self.bounds(iters[:1])
        self.open_iterator(*levels[0])
        for it in iters[1:]:
            inner = self.bounds([it])[0]
            self.open_iterator(*inner)
        self.loops.append(ctx)
        n0 = len(self.lines)
        self.stmt(body)
        self.pass_if_empty(n0)
        self.loops.pop()
        for _ in iters[1:]:
            self.level -= 1
            if ctx.flag is not None:
                self.line("if %s:" % ctx.flag)
                self.line("    break")
        self.level -= 1
        return result or "None"

    def s_table(self, node, want):
        iters = node.value
        body = node.args[0]
        levels = self.bounds(iters)
        arr = self.temp()
        shape = ", ".join(lv[4] for lv in levels)
        self.line("%s = %s((%s,))" % (arr, self.helper("h_empty_" + node.type.kind), shape))
        counters = []
        for lv in levels:
            counters.append(self.open_iterator(*lv, counter=self.temp()))
        code = self.coerce(self.value(body), node.type.element(), body.type)
        self.line("%s[%s] = %s" % (arr, ", ".join(counters), code))
        self.level -= len(levels)
        return arr

    def s_reduce(self, node, want):
        name, iters = node.value
        body = node.args[0]
        acc = self.temp()
        kind = node.type.kind
        zero = {"Sum": 0, "Product": 1}[name]
        init = {"I": "%d" % zero, "R": "(%r)" % float(zero), "C": "(%r)" % float(zero)}
        self.line("%s = %s" % (acc, init[kind] if self.mode == "machine" else "%d" % zero))
        levels = self.bounds(iters)
        for lv in levels:
            self.open_iterator(*lv)
        v = self.value(body)
        code = self.accumulate("plus" if name == "Sum" else "times", acc, v, kind)
        if kind in "RNC":
            code = "%s(%s)" % (self.helper("h_finite"), code)
        elif kind == "I":
            code = "%s(%s)" % (self.helper("h_machine_int"), code)
        self.line("%s = %s" % (acc, code))
        self.level -= len(levels)
        return acc

    def accumulate(self, op, acc, v, kind):
        return "(%s %s %s)" % (acc, "+" if op == "plus" else "*", v)

    def s_nest(self, node, want):
        x, n, step = node.args
        v = node.value
        self.assign(v.name, x, v.type)
        tn = self.to_temp(n).value.name
        k = self.temp()
        self.line("for %s in %s(%s(%s)):" % (k, self.helper("h_range"),
                                            self.helper("h_nonneg"), tn))
        self.level += 1
        self.assign(v.name, step, v.type)
        self.level -= 1
        return v.name

    def s_fold(self, node, want):
        x, t, step = node.args
        acc, el = node.value
        self.assign(acc.name, x, acc.type)
        tt = self.to_temp(t).value.name
        self.line("for %s in %s:" % (el.name, tt))
        self.level += 1
        self.assign(acc.name, step, acc.type)
        self.level -= 1
        return acc.name

    # --- tensors --------------------------------------------------------------------------------
    def s_list(self, node, want):
        items = [self.coerce(self.value(a), node.type.tensor(node.type.rank - 1), a.type)
                 for a in node.args]
        return "%s([%s])" % (self.helper("h_array_" + node.type.kind), ", ".join(items))

    def e_part(self, node):
        t = node.args[0]
        arr = self.value(t)
        return "%s[%s]" % (arr, self.indices(arr, node.args[1:]))

    def e_length(self, node):
        return "%s(%s)" % (self.helper("h_len"), self.value(node.args[0]))

    def s_total(self, node, want):
        return "%s(%s)" % (self.helper("h_total"), self.value(node.args[0]))

    def s_dot(self, node, want):
        a, b = node.args
        return "%s(%s, %s)" % (self.helper("h_dot"), self.value(a), self.value(b))

    def s_range(self, node, want):
        lo, hi, st = (self.value(x) for x in node.args)
        return "%s(%s, %s, %s)" % (self.helper("h_range_" + node.type.kind), lo, hi, st)

    def s_append(self, node, want):
        t, x = node.args
        return "%s(%s, %s)" % (self.helper("h_append_" + node.type.kind), self.value(t),
                               self.value(x))

    def e_tarith(self, node):
        op = node.value
        kind = node.type.kind
        xs = [self.value(x) for x in node.args]
        if op == "power":
            return "%s(%s, %s)" % (self.helper("h_tpow_" + kind), xs[0], xs[1])
        name = self.helper("h_t%s_%s" % ("add" if op == "plus" else "mul", kind))
        code = xs[0]
        for x in xs[1:]:
            code = "%s(%s, %s)" % (name, code, x)
        return code

    def e_tcall(self, node):
        return "%s(%s)" % (self.helper("h_t_" + node.value), self.value(node.args[0]))

    def s_eval(self, node, want):
        if self.external is None:
            raise Unsupported("external evaluation")
        expr, symbols, t = node.value
        name = "h_ext%d" % len([k for k in self.bindings if k.startswith("h_ext")])
        self.bindings[name] = self.external(expr, symbols, want, t)
        return "%s(%s)" % (name, ", ".join(self.value(a) for a in node.args))

    def e_cmp(self, node):
        if node.value == "same":
            a, b = node.args
            return "(%s == %s)" % (self.value(a), self.value(b))
        return ScalarEmitter.e_cmp(self, node)

    def e_var(self, node):
        return node.value.name


def _has(node, op):
    if node.op == op:
        return True
    if node.op in ("loop", "while") and op in ("break", "continue", "return"):
        # those belong to the inner loop
        return op == "return" and False
    return any(_has(a, op) for a in node.args)


def emit_function(root, params, mode, external=None, result_type=None):
    """(source, bindings) of ``def f(params): <body>; return <value>``."""
    em = BodyEmitter(mode, external)
    value = em.value(root) if root.type.kind != "V" else (em.stmt(root) or "None")
    if result_type is not None and root.type.kind != "V":
        value = em.coerce(value, result_type, root.type)
        if result_type.rank == 0 and result_type.kind == "I":
            value = "%s(%s)" % (em.helper("h_machine_int"), value)
    em.line("return %s" % value)
    source = "def f(%s):\n%s\n" % (", ".join(params), "\n".join(em.lines))
    return source, em.bindings
