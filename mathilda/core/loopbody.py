"""Loop bodies evaluated by substitution (Table's elements without the evaluator's walk).

``Table[node[k, x, k^2], {k, 10^5}]`` evaluates its body once per value of ``k``: bind ``k``
(a new definitions token), evaluate ``node[...]`` (its head, each argument, the symbol ``k``,
the folds, the search for rules of ``node``), and at the end walk the list again to see that
it is settled.  When the body has a shape whose evaluation is certain to be the substitution
of the value, the element is built directly instead: ``body_template(ev, body, var)`` gives a
function ``value -> element`` for such a body (the value a number or a string), else None.

A body is served when every part of it is one of:

* the variable itself (the value must then be a number or a string: an evaluated atom that
  carries no definitions);
* a number, a string, or a symbol without any definitions or attributes that is not a
  builtin with a value (the part evaluates to itself), other than ``Nothing``;
* ``h[parts...]`` with ``h`` a symbol without definitions, attributes or UpValues that is no
  builtin, or ``List`` (``Nothing`` and ``Sequence`` cannot come out of its parts): it is
  built, and marked as evaluated under the current token, as the evaluator would leave it;
* ``Plus``, ``Times`` or ``Power`` of parts, the head without rules of the user's or changed
  attributes: its parts are built and the part is evaluated (``Evaluation.evaluate``) with
  them in place, as the evaluator evaluates it after its arguments; two Integers are folded
  as the evaluator's argument loop folds them.  These builtins read no variable's value and
  change no definition, so the variable need not be bound: their messages (``1/0``) are the
  ones the general path gives.

Nothing of this runs under Trace, or near ``$RecursionLimit``.
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, Rational, Real, Complex, String, Symbol
from mathilda.core.rhsfold import ARG_FOLD
from mathilda.core.settled import _pristine

_new = object.__new__
_LIST = Symbol("List")
_NOTHING = Symbol("Nothing")
_EVALUATED_HEADS = frozenset([Symbol("Plus"), Symbol("Times"), Symbol("Power")])
VALUE_TYPES = (Integer, Rational, Real, Complex, String)
_MAX_PARTS = 64            # bodies larger than this take the general path


class _Unserved(Exception):
    pass


def body_template(ev, body, var):
    """``(fn, evaluates)``: ``fn(value)`` is the value of ``body`` with ``var`` bound to
    ``value`` (a number or string: see VALUE_TYPES), ``evaluates`` True when some part is
    evaluated (see the module docstring); None when the body has another shape."""
    if ev.tracing or type(body) is not Expression:
        return None
    if ev.depth + 8 >= ev.recursion_limit:
        return None
    st = _State(ev, var)
    try:
        fn = st.compile(body)
    except _Unserved:
        return None
    if not st.uses_var:
        return None
    return fn, st.evaluates


class _State:
    def __init__(self, ev, var):
        self.ev = ev
        self.defs = ev.defs
        self.var = var
        self.parts = 0
        self.uses_var = False
        self.evaluates = False

    def head_kind(self, h):
        """'build', 'evaluate', or raise _Unserved."""
        if type(h) is not Symbol:
            raise _Unserved
        defs = self.defs
        if h in defs.up_symbols:
            raise _Unserved
        d = defs.table.get(h)
        if h is _LIST or h in _EVALUATED_HEADS:
            if d is None:
                d = defs.get(h)
            if not _pristine(d):
                raise _Unserved
            return "build" if h is _LIST else "evaluate"
        if h.name in defs.builtins:
            raise _Unserved
        if d is not None and not (_pristine(d) and d.builtin is None):
            raise _Unserved
        return "build"

    def atom_ok(self, a):
        t = type(a)
        if t is Symbol:
            if a is _NOTHING or a in self.defs.up_symbols:
                return False
            d = self.defs.table.get(a)
            if d is None:
                spec = self.defs.builtins.get(a.name)
                return spec is None or spec.value is None
            return _pristine(d)
        return t in VALUE_TYPES

    def compile(self, e):
        self.parts += 1
        if self.parts > _MAX_PARTS:
            raise _Unserved
        if e is self.var:
            self.uses_var = True
            return _identity
        if type(e) is not Expression:
            if not self.atom_ok(e):
                raise _Unserved
            return _constant(e)
        kind = self.head_kind(e.head)
        if e.head is self.var:
            raise _Unserved
        fns = [self.compile(a) for a in e.args]
        if kind == "build":
            return _builder(self.defs, e.head, e.args, fns, self.var)
        self.evaluates = True
        return _evaluator(self.ev, e.head, fns)


def _identity(v):
    return v


def _constant(c):
    return lambda v: c


def _builder(defs, head, args, fns, var):
    """The function building ``head[parts...]`` marked as evaluated."""
    new = _new
    E = Expression
    if all(a is var or a.is_atom for a in args):
        # parts that are the variable or constants: one tuple per value
        slots = [i for i, a in enumerate(args) if a is var]
        if len(args) == 1:
            def build(v):
                e = new(E)
                e.head = head
                e.args = (v,)
                e._hash = None
                e._ev = defs.token
                return e
            return build
        tpl = list(args)
        if len(slots) == 1:
            i = slots[0]
            before, after = tuple(args[:i]), tuple(args[i + 1:])

            def build(v):
                e = new(E)
                e.head = head
                e.args = before + (v,) + after
                e._hash = None
                e._ev = defs.token
                return e
            return build

        def build(v):
            t = tpl[:]
            for i in slots:
                t[i] = v
            e = new(E)
            e.head = head
            e.args = tuple(t)
            e._hash = None
            e._ev = defs.token
            return e
        return build

    def build(v):
        parts = []
        for f in fns:
            x = f(v)
            parts.append(x)
        e = new(E)
        e.head = head
        e.args = tuple(parts)
        e._hash = None
        e._ev = defs.token
        return e
    return build


def _evaluator(ev, head, fns):
    """The function evaluating ``head[parts...]`` (Plus, Times, Power) with its parts
    built; two Integers are folded as the evaluator's argument loop folds them."""
    fold = ARG_FOLD.get(head)
    evaluate = ev.evaluate
    new = _new
    E = Expression
    if fold is not None and len(fns) == 2:
        f0, f1 = fns
        step = _direct_step(ev, head)

        def evaluate_part(v):
            x = f0(v)
            y = f1(v)
            if type(x) is Integer and type(y) is Integer:
                r = fold(x.value, y.value)
                if r is not None:
                    return r
            e = new(E)
            e.head = head
            e.args = (x, y)
            e._hash = None
            e._ev = None
            return evaluate(e) if step is None else step(e)
        return evaluate_part

    def evaluate_part(v):
        return evaluate(Expression(head, tuple([f(v) for f in fns])))
    return evaluate_part


def _direct_step(ev, head):
    """For a head that is neither Flat nor Orderless (Power): the function evaluating
    ``head[parts...]`` of evaluated parts as the evaluator's step does when no part is a
    List (Listable) or carries UpValues and the head still has no rules: its builtin is
    called at once (the result, when it differs, evaluated further).  None for other
    heads."""
    defs = ev.defs
    d = defs.get(head)
    if d.attributes & (A.FLAT | A.ORDERLESS | A.HOLD_ALL | A.HOLD_FIRST | A.HOLD_REST |
                       A.HOLD_ALL_COMPLETE) or d.builtin is None or d.builtin.func is None:
        return None
    spec = d.builtin
    call = ev._call_builtin
    evaluate = ev.evaluate
    rule_changes = defs.rule_changes
    ups = defs.up_symbols
    E = Expression
    LIST = _LIST

    def step(e):
        if defs.rule_changes != rule_changes:
            return evaluate(e)
        for a in e.args:
            t = type(a)
            if t is E:
                h = a.head
                if h is LIST or type(h) is not Symbol or h in ups:
                    return evaluate(e)
            elif t is Symbol:
                if a in ups:
                    return evaluate(e)
            elif t not in VALUE_TYPES:
                return evaluate(e)          # a packed array, another atomic object
        token = defs.token
        depth0 = ev.depth
        ev.depth = depth0 + 1
        try:
            r = call(spec, e)
        finally:
            ev.depth = depth0
        if r is None or r is e:
            if token is defs.token:
                e._ev = token
            return e
        return evaluate(r)
    return step
