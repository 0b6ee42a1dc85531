"""Pure functions of slots compiled into Python functions that fill them in.

Fold, FoldList, FixedPoint and FixedPointList apply one pure function ``Function[body]``
thousands of times.  ``core.functions._fill_slots`` walks the whole body at every step to
find the slots; ``slot_filler(f, nargs)`` walks it once and generates a Python function of
``nargs`` arguments that builds the filled body directly: the same expression
``_fill_slots`` builds (the parts without slots are the body's own objects, shared, as
there), so the results are identical.

Only the plain case is compiled: a body whose slots are ``#1`` ... ``#nargs`` (and ``#0``,
the function itself).  Any other slot (``##``, ``#name``, a slot beyond the arguments, which
has a message), a body too large or too deep, or a Function with parameters gives None and
the caller applies the function as usual.  Slots inside a nested Function belong to it and
are left alone, as ``_fill_slots`` leaves them.
"""

from mathilda.core.codegen import check_generated, run
from mathilda.core.expr import Expression, Integer, S, String

__all__ = ["slot_filler", "apply_filled"]

_SLOT = S.Slot
_SLOT_SEQUENCE = S.SlotSequence
_FUNCTION = S.Function
_SEQUENCE = S.Sequence

_MAX_NODES = 400
_MAX_DEPTH = 40

# id(f) -> (f, nargs, filler or None): a function applied again (a loop's body calling
# FixedPoint with the same held function) is compiled once; f is kept so that its id stays
# its own while cached
_cache = {}
_CACHE_SIZE = 256


class _Refuse(Exception):
    pass


def slot_filler(f, nargs):
    """For ``f = Function[body]``: a Python function of ``nargs`` Exprs returning the body
    with its slots filled in (as ``_fill_slots`` would), or None when ``f`` is of another
    form (see the module's docstring)."""
    entry = _cache.get(id(f))
    if entry is not None and entry[0] is f and entry[1] == nargs:
        return entry[2]
    fill = _compile(f, nargs)
    if len(_cache) >= _CACHE_SIZE:
        _cache.clear()
    _cache[id(f)] = (f, nargs, fill)
    return fill


def _compile(f, nargs):
    if type(f) is not Expression or f.head is not _FUNCTION or len(f.args) != 1:
        return None
    body = f.args[0]
    gen = _Generator(f, nargs)
    try:
        code = gen.expr(body, 0)
    except _Refuse:
        return None
    if code is None:            # no slot: the body itself (a constant function)
        code = gen.bind(body)
    params = ", ".join("a%d" % i for i in range(nargs))
    source = "def fill(%s):\n    return %s\n" % (params, code)
    return run(check_generated(source), gen.bindings, "fill")


class _Generator:
    """The source of the filled body: ``E(h, (part, ...))`` for a part holding slots, an
    argument ``a<i>`` for ``#i``, a bound name for every part without slots."""

    def __init__(self, f, nargs):
        self.f = f
        self.nargs = nargs
        self.bindings = {"E": Expression}
        self.names = {}         # id(part) -> bound name
        self.nodes = 0

    def bind(self, e):
        name = self.names.get(id(e))
        if name is None:
            name = self.names[id(e)] = "k%d" % len(self.names)
            self.bindings[name] = e
        return name

    def expr(self, e, depth):
        """The source building ``e`` filled, or None when ``e`` holds no slot."""
        if type(e) is not Expression:
            return None             # atoms, and packed arrays (no slots in them)
        self.nodes += 1
        if self.nodes > _MAX_NODES or depth > _MAX_DEPTH:
            raise _Refuse()
        h = e.head
        if h is _SLOT:
            if len(e.args) != 1 or type(e.args[0]) is not Integer:
                raise _Refuse()     # #name, Slot[] and the like: the general path
            i = e.args[0].value
            if i == 0:
                return self.bind(self.f)
            if 1 <= i <= self.nargs:
                return "a%d" % (i - 1)
            raise _Refuse()         # beyond the arguments: Function::slotn
        if h is _SLOT_SEQUENCE:
            raise _Refuse()
        if h is _FUNCTION:
            return None             # its slots are its own
        hcode = self.expr(h, depth + 1) if type(h) is Expression else None
        parts = [self.expr(a, depth + 1) for a in e.args]
        if hcode is None and all(p is None for p in parts):
            return None
        if hcode is None:
            hcode = self.bind(h)
        items = [p if p is not None else self.bind(a) for p, a in zip(parts, e.args)]
        if len(items) == 1:
            return "E(%s, (%s,))" % (hcode, items[0])
        return "E(%s, (%s))" % (hcode, ", ".join(items))


def apply_filled(ev, f, fill, args):
    """``apply_function(ev, f, args)`` (control.py) with the body filled in by ``fill``
    (from ``slot_filler(f, len(args))``): the same guards, the arguments evaluated, a
    Sequence among them (the argument count changes) spliced and the body filled in by
    the general ``apply_pure_function``."""
    if ev.tracing or ev.abort_requested or ev.reclim_unwinding:
        return ev.evaluate(Expression(f, args))
    token = ev.defs.token
    depth0 = ev.depth
    if f._ev is not token or depth0 + 4 > ev.recursion_limit:
        return ev.evaluate(Expression(f, args))
    ev.depth = depth0 + 1
    try:
        evaluate = ev.evaluate
        new = None
        for i, a in enumerate(args):
            t = type(a)
            if t is Integer or t is String:
                continue            # evaluate() would return it: no call
            v = evaluate(a)
            if type(v) is Expression and v.head is _SEQUENCE:
                new = _evaluated_rest(evaluate, args, new, i, v)
                return _apply_spliced(ev, f, new, token)
            if v is not a:
                if new is None:
                    new = list(args)
                new[i] = v
        if new is not None:
            args = new
        return evaluate(fill(*args))
    finally:
        ev.depth = depth0


def _evaluated_rest(evaluate, args, new, i, v):
    """The arguments evaluated: those before ``i`` in ``new`` (or ``args``), ``v`` at ``i``,
    the rest evaluated now (in order, as ``tuple(map(evaluate, args))`` does)."""
    out = list(args if new is None else new)
    out[i] = v
    for j in range(i + 1, len(out)):
        out[j] = evaluate(out[j])
    return tuple(out)


def _apply_spliced(ev, f, args, token):
    """The rest of apply_function for evaluated arguments holding a Sequence: spliced, then
    the body filled in by the general ``apply_pure_function``."""
    from mathilda.core.functions import apply_pure_function
    out = []
    for a in args:
        if type(a) is Expression and a.head is _SEQUENCE:
            out.extend(a.args)
        else:
            out.append(a)
    args = tuple(out)
    r = apply_pure_function(ev, f, args, None)
    if r is None:
        e = Expression(f, args)
        if token is ev.defs.token:
            e._ev = token
        return e
    return ev.evaluate(r)
