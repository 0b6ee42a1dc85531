"""Direct matching of the common left sides, without generators.

Most definitions and rules have a left side ``f[p1, ..., pn]``: a literal head and a fixed
number of arguments, each one of ``x_``, ``x_h``, ``_``, ``_h``, a literal, ``x_?test``,
``x_ /; test`` (in any nesting of the two), or again such a normal pattern ``g[...]``,
possibly under ``lhs /; test`` as a whole.  Such a pattern matches an expression in at
most one way when the heads involved are neither Flat nor Orderless, so the matcher needs
no backtracking: ``compile_args`` turns the argument patterns into a program (a tuple of
steps) once, and ``match_normal`` runs it over the arguments, building the bindings dict
as it goes and evaluating each test as soon as its pattern is bound (the order in which
the general matcher of ``core.patterns`` evaluates them).

``match_normal`` answers the bindings dict, None (no match), or NOT_SIMPLE when the
general matcher must decide (a Flat or Orderless head, a different head at the top).
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, Rational, Real, Complex, String, \
    Symbol, TRUE, FALSE
from mathilda.core.codegen import check_generated, run
from types import FunctionType

GENERATED_BUILTINS = ("len", "type", "tuple", "dict")     # what generated matchers call
from mathilda.core.substitution import _subst

__all__ = ["NOT_SIMPLE", "compile_args", "match_normal", "match_condition", "generate",
           "matching_code", "truth", "direct_matcher", "first_argument_key"]

NOT_SIMPLE = object()
_FLAT_ORDERLESS = A.FLAT | A.ORDERLESS

# step kinds
_ANY, _HEAD, _TYPE, _LIT, _NEST = range(5)
# check kinds
_COND, _TEST = 0, 1

_ATOM_TYPES = {"Integer": Integer, "Rational": Rational, "Real": Real, "Complex": Complex,
               "String": String, "Symbol": Symbol}
_TYPE_HEADS = {t: Symbol(n) for n, t in _ATOM_TYPES.items()}


def _step(p, names):
    """The program step for argument pattern ``p``: ``(kind, name, data, checks)``, or None
    when ``p`` is not one of the shapes handled here."""
    from mathilda.core import patterns as P
    checks = []
    while True:
        tp = type(p)
        if tp is P.Condition:
            checks.append((_COND, p.test))
        elif tp is P.PatternTest:
            checks.append((_TEST, p.test))
        else:
            break
        p = p.inner
    checks.reverse()            # the innermost test is evaluated first
    name = None
    if tp is P.Named:
        name = p.name
        if type(name) is not Symbol:
            return None
        names.add(name)
        p = p.inner
        tp = type(p)
    if tp is P.AnyBlank:
        kind, data = _ANY, None
    elif tp is P.HeadBlank:
        h = p.head
        t = _ATOM_TYPES.get(h.name) if type(h) is Symbol else None
        kind, data = (_TYPE, t) if t is not None else (_HEAD, h)
    elif tp is P.Literal and name is None:
        kind, data = _LIT, p.expr
    elif tp is P.Normal and name is None and p.simple is not None:
        kind, data = _NEST, p
    else:
        return None
    return (kind, name, data, tuple(checks))


def compile_args(m):
    """The program of Normal matcher ``m`` (literal head, plain arguments), or None.
    Also sets ``m.heads``: the heads whose attributes must be neither Flat nor Orderless
    (checked before anything is evaluated)."""
    if m.head_literal is None or not m.all_plain:
        return None
    prog = []
    names = set()
    for p in m.pats:
        st = _step(p, names)
        if st is None:
            return None
        prog.append(st)
    m.heads = _heads(m, [])
    return tuple(prog)


def _heads(m, acc):
    """The literal heads of ``m`` and of its nested normal patterns."""
    from mathilda.core import patterns as P
    if type(m.head_literal) is Symbol:
        acc.append(m.head_literal)
    for p in m.pats:
        while type(p) in (P.Condition, P.PatternTest, P.Named):
            p = p.inner
        if type(p) is P.Normal and p.simple is not None:
            _heads(p, acc)
    return tuple(acc)


def match_normal(m, expr, b, ev):
    """Match ``expr`` against Normal matcher ``m`` (``m.simple`` is its program), extending
    bindings ``b`` (None or empty: none): a new dict, None, or NOT_SIMPLE."""
    if not b:
        f = m.fast
        if f is None:
            f = _compiled_or_count(m, ())
        if f is not None:
            return f(expr, ev)
    if expr.is_atom:
        return None
    hl = m.head_literal
    if expr.head is not hl and expr.head != hl:
        return None
    attributes = ev.defs.attributes
    for h in m.heads:
        if attributes(h) & _FLAT_ORDERLESS:
            return NOT_SIMPLE
    return _run(m.simple, expr.args, dict(b) if b else {}, ev)


def match_condition(c, normal, tests, expr, ev):
    """``normal /; test1 /; ...`` (Condition matcher ``c``; tests innermost first) with no
    prior bindings: a new dict, None, or NOT_SIMPLE."""
    f = c.fast
    if f is None:
        f = _compiled_or_count(c, tests, normal)
        if f is None:
            r = match_normal(normal, expr, None, ev)
            if r is None or r is NOT_SIMPLE:
                return r
            for t in tests:
                if not truth(ev, _subst(t, r)):
                    return None
            return r
    return f(expr, ev)


# A pattern is interpreted by _run for its first uses; after _COMPILE_AFTER of them its
# matcher is generated as Python code (a ReplaceAll or MatchQ pattern used once is not
# worth compiling).
_COMPILE_AFTER = 2


def _compiled_or_count(m, tests, normal=None):
    n = m.uses = m.uses + 1
    if n <= _COMPILE_AFTER:
        return None
    f = m.fast = generate(normal if normal is not None else m, tests)
    return f


def _run(prog, args, b, ev):
    """Interpret program ``prog`` over ``args``, extending ``b`` in place."""
    if len(args) != len(prog):
        return None
    i = 0
    for kind, name, data, checks in prog:
        a = args[i]
        i += 1
        if kind == _ANY:
            pass
        elif kind == _TYPE:
            if type(a) is not data:
                return None
        elif kind == _HEAD:
            h = a.head
            if h is not data and h != data:
                return None
        elif kind == _LIT:
            if a is not data and a != data:
                return None
        else:
            if a.is_atom:
                return None
            hl = data.head_literal
            if a.head is not hl and a.head != hl:
                return None
            if _run(data.simple, a.args, b, ev) is None:
                return None
        if name is not None:
            old = b.get(name)
            if old is None:
                b[name] = a
            elif old != a:
                return None
        if checks:
            for ck, test in checks:
                if ck == _COND:
                    if not truth(ev, _subst(test, b)):
                        return None
                elif not truth(ev, Expression(test, (a,))):
                    return None
    return b


# --- tests ----------------------------------------------------------------------------------

_PLAIN_ATOMS = frozenset((Integer, Rational, Real, Complex, String))
_CONTROL = []       # core.evaluation.ControlFlow (imported on first use)


def truth(ev, e):
    """``ev.evaluate(e) is TRUE`` for a test ``e``, without the evaluation loop when ``e``
    is a builtin called with numbers or strings (``EvenQ[6]``, ``3 < 3000``): nothing of
    the loop applies there (no argument changes, no Up/DownValues, no threading), so the
    builtin's function is called directly.  A Trace in progress (it wraps ev.evaluate), a
    user definition of the head, or a builtin that fails takes the evaluation loop."""
    if type(e) is not Expression or type(e.head) is not Symbol:
        return ev.evaluate(e) is TRUE
    args = e.args
    for a in args:
        if type(a) not in _PLAIN_ATOMS:
            return ev.evaluate(e) is TRUE
    h = e.head
    defs = ev.defs
    d = defs.table.get(h)
    if d is None:
        spec = defs.builtins.get(h.name)
        if spec is None:
            return ev.evaluate(e) is TRUE
        attrs = spec.attributes
    else:
        spec = d.builtin
        attrs = d.attributes
        if spec is None or d.own is not None or d.down or d.down_exact:
            return ev.evaluate(e) is TRUE
    func = spec.func
    nargs = spec.nargs
    n = len(args)
    if func is None or attrs & _FLAT_ORDERLESS or "evaluate" in ev.__dict__ or not (
            nargs is None or (n == nargs if type(nargs) is int else
                              nargs[0] <= n and (nargs[1] is None or n <= nargs[1]))):
        return ev.evaluate(e) is TRUE
    if not _CONTROL:
        from mathilda.core.evaluation import ControlFlow
        _CONTROL.append(ControlFlow)
    try:
        r = func(ev, e)
    except _CONTROL[0]:
        raise
    except Exception:       # the evaluation loop reports it (General::interr)
        return ev.evaluate(e) is TRUE
    if r is TRUE:
        return True
    if r is None or r is e or r is FALSE:
        return False
    return ev.evaluate(r) is TRUE


# --- code generation ------------------------------------------------------------------------

# generated functions by their source (the code is the same for every definition of one
# shape: only the constants of the namespace differ)
_MADE = {}
_MADE_SIZE = 1024


class _Gen:
    """Generates the source of one matcher function ``match(expr, ev)``."""

    def __init__(self):
        self.lines = []
        self.consts = {}
        self.ids = {}
        self.bound = {}          # pattern name Symbol -> local variable holding its value
        self.order = []          # the names in the order they were bound
        self.nvars = 0

    def const(self, obj):
        k = self.ids.get(id(obj))
        if k is None or self.consts[k] is not obj:
            k = "k%d" % len(self.consts)
            self.consts[k] = obj
            self.ids[id(obj)] = k
        return k

    def var(self):
        self.nvars += 1
        return "v%d" % self.nvars

    def emit(self, line):
        self.lines.append("    " + line)

    def args(self, m, expr_var):
        """Code matching the arguments of ``expr_var`` (head already checked) against
        Normal matcher ``m``."""
        av = self.var()
        self.emit("%s = %s.args" % (av, expr_var))
        self.emit("if len(%s) != %d: return None" % (av, len(m.simple)))
        for i, (kind, name, data, checks) in enumerate(m.simple):
            a = self.var()
            self.emit("%s = %s[%d]" % (a, av, i))
            if kind == _TYPE:
                self.emit("if type(%s) is not %s: return None" % (a, self.const(data)))
            elif kind == _HEAD:
                k = self.const(data)
                if type(data) is Symbol:    # interned: equal is identical
                    self.emit("if %s.head is not %s: return None" % (a, k))
                else:
                    self.emit("if %s.head is not %s and %s.head != %s: return None"
                              % (a, k, a, k))
            elif kind == _LIT:
                self.literal(a, data)
            elif kind == _NEST:
                k = self.const(data.head_literal)
                if type(data.head_literal) is Symbol:
                    self.emit("if %s.is_atom or %s.head is not %s: return None" % (a, a, k))
                else:
                    self.emit("if %s.is_atom or (%s.head is not %s and %s.head != %s): "
                              "return None" % (a, a, k, a, k))
                self.args(data, a)
            if name is not None:
                old = self.bound.get(name)
                if old is None:
                    self.bound[name] = a
                    self.order.append(name)
                else:
                    self.emit("if %s != %s: return None" % (a, old))
            for ck, test in checks:
                if ck == _COND:
                    self.condition(test)
                else:
                    self.emit("if not truth(ev, Expression(%s, (%s,))): return None"
                              % (self.const(test), a))

    def literal(self, a, data):
        """Code rejecting ``a`` unless it is the literal ``data`` (SameQ): a symbol by
        identity, an Integer or a String by its value, without calling __eq__."""
        k = self.const(data)
        t = type(data)
        if t is Symbol:
            self.emit("if %s is not %s: return None" % (a, k))
        elif t is Integer or t is String:
            self.emit("if %s is not %s and (type(%s) is not %s or %s.value != %s.value): "
                      "return None" % (a, k, a, self.const(t), a, k))
        else:
            self.emit("if %s is not %s and %s != %s: return None" % (a, k, a, k))

    def condition(self, test):
        code = self.build(test, 0)
        if code is None:        # too deep to build inline: substitute at run time
            code = "_subst(%s, %s)" % (self.const(test), self.bindings())
        self.emit("if not truth(ev, %s): return None" % code)

    def bindings(self):
        return "{%s}" % ", ".join("%s: %s" % (self.const(n), self.bound[n])
                                  for n in self.order)

    def build(self, e, depth):
        """Code building ``e`` with the bound names replaced by their values (what
        core.substitution does for these bindings), or None when too deep."""
        if depth > 40:
            return None
        t = type(e)
        if t is Symbol:
            v = self.bound.get(e)
            return v if v is not None else self.const(e)
        if t is not Expression or not self.mentions(e):
            return self.const(e)
        h = self.build(e.head, depth + 1)
        parts = [self.build(a, depth + 1) for a in e.args]
        if h is None or None in parts:
            return None
        return "Expression(%s, (%s))" % (h, "".join(p + ", " for p in parts))

    def function(self, name, **env):
        """The function ``name(expr, ev)`` with the code emitted so far as its body."""
        src = "def %s(expr, ev):\n" % name + "\n".join(self.lines) + "\n"
        glob = dict(self.consts)
        glob.update(Expression=Expression, NOT_SIMPLE=NOT_SIMPLE, FO=_FLAT_ORDERLESS,
                    truth=truth, _subst=_subst)
        glob.update(env)
        made = _MADE.get(src)
        if made is not None:
            # the same source made before (another definition of this shape, or a new
            # session): its checked code in a namespace of this definition's constants
            glob["__builtins__"] = made.__globals__["__builtins__"]
            f = FunctionType(made.__code__, glob, name)
        else:
            f = run(check_generated(src), glob, name, "<%s>" % name,
                    allowed_builtins=GENERATED_BUILTINS)
            if len(_MADE) >= _MADE_SIZE:
                _MADE.clear()
            _MADE[src] = f
        f.source = src
        return f

    def mentions(self, e):
        t = type(e)
        if t is Symbol:
            return e in self.bound
        if t is not Expression:
            return False
        return self.mentions(e.head) or any(self.mentions(a) for a in e.args)


def generate(m, tests=()):
    """The generated matcher function of Normal matcher ``m`` (under the conditions
    ``tests``, innermost first): ``match(expr, ev)`` answering a bindings dict, None or
    NOT_SIMPLE, as ``match_normal`` does with no prior bindings."""
    g = matching_code(m, tests)
    g.emit("return %s" % g.bindings())
    return g.function("match")


def matching_code(m, tests):
    """A _Gen holding the code that matches Normal matcher ``m`` and then ``tests``: it
    returns None (no match) or NOT_SIMPLE, or goes on with the pattern names bound."""
    g = _Gen()
    g.emit("if expr.is_atom: return None")
    k = g.const(m.head_literal)
    if type(m.head_literal) is Symbol:      # interned: equal is identical
        g.emit("if expr.head is not %s: return None" % k)
    else:
        g.emit("if expr.head is not %s and expr.head != %s: return None" % (k, k))
    if m.heads:
        g.emit("table = ev.defs.table")
        for h in dict.fromkeys(m.heads):
            k = g.const(h)
            g.emit("d = table.get(%s)" % k)
            g.emit("if (d.attributes if d is not None else ev.defs.attributes(%s)) & FO: "
                   "return NOT_SIMPLE" % k)
    g.args(m, "expr")
    for t in tests:
        g.condition(t)
    return g


def first_argument_key(m):
    """How matcher ``m`` (of a definition's left side) constrains the first argument:
    ("literal", expr), ("head", head), or (None, None) for anything (or unknown)."""
    if m.simple is None:
        return None, None
    if m.__class__.__name__ == "Condition":
        m = m.normal
    if not m.simple:
        return None, None
    kind, _name, data, _checks = m.simple[0]
    if kind == _LIT:
        t = type(data)
        if t is Symbol or t is Integer or t is String:     # hashing agrees with SameQ
            return "literal", data
        return "head", _TYPE_HEADS[t] if t in _TYPE_HEADS else data.head
    if kind == _TYPE:
        return "head", _TYPE_HEADS[data]
    if kind == _HEAD:
        return "head", data
    if kind == _NEST:
        return "head", data.head_literal
    return None, None


# --- one matcher for any pattern -------------------------------------------------------------

def direct_matcher(m):
    """A function ``f(expr, ev)`` matching ``expr`` against matcher ``m`` with no prior
    bindings in the one way there is (a bindings dict, None, or NOT_SIMPLE when the general
    matcher must decide), or None when ``m`` is not of the shapes handled here: a normal
    pattern with a program, ``lhs /; test`` of one, or one argument-like pattern (``x_h``,
    ``_?test``, ``x_ /; test``, a literal) on its own."""
    if m.simple is not None:
        return m.match_simple
    st = _step(m, set())
    if st is None:
        return None
    prog = (st,)
    heads = ()
    if st[0] == _NEST:
        heads = tuple(dict.fromkeys(st[2].heads))

    def match(expr, ev):
        if heads:
            attributes = ev.defs.attributes
            for h in heads:
                if attributes(h) & _FLAT_ORDERLESS:
                    return NOT_SIMPLE
        return _run(prog, (expr,), {}, ev)
    return match
