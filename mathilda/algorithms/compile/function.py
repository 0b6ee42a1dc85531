"""CompiledFunction objects: what Compile returns, and what calling one does.

A ``CompiledFunctionExpr`` is an Expression with head CompiledFunction and the arguments
``{x, y, ...}``, the body as written and the string ``-CompiledCode-``, so that it prints as
the Wolfram Language prints one: ``CompiledFunction[{x}, x^2, -CompiledCode-]``.  The code
itself lives on the object (``compiled``: a compiler.Compiled, or None when the body could
not be compiled: every call then evaluates the body uncompiled).

``call(ev, cf, args)`` is the Wolfram calling convention:

* arguments are coerced to the declared types (an integer or rational for a real, a real for
  a complex); one that does not fit gives ``CompiledFunction::cfsa`` and the body is
  evaluated uncompiled with the arguments as given;
* with ``RuntimeAttributes -> {Listable}``, arguments of higher rank than declared thread the
  function over their elements (through a NumPy-vectorised variant when the body is one
  numeric expression of reals);
* a value leaving the machine numbers at run time (an overflow, a complex result of a real
  computation, an integer beyond 64 bits, an external evaluation that is not a number) gives
  ``CompiledFunction::cfne`` and the uncompiled result.
"""

from mathilda.core.expr import Expression, Integer, String, S
from mathilda.algorithms.compile.compiler import (
    compile_body, convert_arg, to_expr, type_description,
)
from mathilda.algorithms.compile.runtime import Fallback
from mathilda.algorithms.compile.tree import Type, Unsupported

__all__ = ["CompiledFunctionExpr", "make_compiled_function", "call", "numba_available"]


class CompiledFunctionExpr(Expression):
    __slots__ = ("params", "body", "compiled", "listable", "target", "vectorised", "context")

    def __init__(self, params, body, compiled, listable=False, target="WVM", vector=None,
                 context=None):
        Expression.__init__(self, S.CompiledFunction, (
            Expression(S.List, tuple(p for p, _ in params)), body, String("-CompiledCode-")))
        self.params = tuple(params)
        self.body = body
        self.compiled = compiled
        self.listable = listable
        self.target = target
        self.vectorised = vector
        self.context = context if context is not None else {"ev": None}

    def __reduce__(self):
        return (_rebuild, (self.params, self.body, self.listable))

    def __eq__(self, other):
        if self is other:
            return True
        return isinstance(other, CompiledFunctionExpr) and self.params == other.params \
            and self.body == other.body and self.listable == other.listable \
            and self.target == other.target

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash(("CompiledFunction", self.params, self.body))
        return h

    @property
    def function(self):
        """The uncompiled function: Function[{x, ...}, body]."""
        return Expression(S.Function, (self.args[0], self.body))


def _rebuild(params, body, listable):
    return CompiledFunctionExpr(params, body, None, listable)


class _External:
    """Generated code's call back into the evaluator for a subexpression the compiler does
    not translate (Compile's MainEvaluate): Block[{vars = values}, expr], whose value must be
    a machine real."""

    __slots__ = ("expr", "symbols", "context", "want", "type")

    def __init__(self, expr, symbols, context, want=True, type_=None):
        self.expr = expr
        self.symbols = symbols
        self.context = context
        self.want = want        # False: evaluated for its effect (Print[...]; ...)
        self.type = type_ if type_ is not None else Type("R")

    def __call__(self, *values):
        ev = self.context["ev"]
        if ev is None:
            raise Fallback()
        spec = Expression(S.List, tuple(
            Expression(S.Set, (s, to_expr(v, _kind_of(v)))) for s, v in zip(self.symbols,
                                                                              values)))
        r = ev.evaluate(Expression(S.Block, (spec, self.expr)))
        if not self.want:
            return None
        v = convert_arg(r, self.type)
        if v is None:
            raise Fallback()
        return v


def _kind_of(v):
    if v is True or v is False:
        return Type("B")
    if type(v) is int:
        return Type("I")
    if type(v) is complex:
        return Type("C")
    return Type("R")


def numba_available():
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def make_compiled_function(ev, params, body, listable=False, target="WVM",
                           external_types=()):
    """The CompiledFunctionExpr for Compile[params, body]; ``target`` "WVM" (Python) or
    "Numba" (the caller checks that numba is installed); ``external_types`` [(pattern,
    Type)] as Compile's third argument."""
    context = {"ev": None}

    def external(expr, symbols, want=True, type_=None):
        return _External(expr, symbols, context, want, type_)

    try:
        compiled = compile_body(ev, params, body, "machine", external, external_types)
    except Unsupported:
        compiled = None
    if compiled is not None and target == "Numba":
        from mathilda.algorithms.compile.native import native_compile
        native = native_compile(ev, params, body, compiled)
        if native is not None:
            compiled = native
        else:
            target = "WVM"
    vector = None
    if listable and all(t == Type("R") for _, t in params):
        from mathilda.algorithms.compile import numeric_function
        vector = numeric_function(body, [p for p, _ in params], ev=ev)
    return CompiledFunctionExpr(params, body, compiled, listable, target, vector, context)


def call(ev, cf, args):
    """The value of cf[args...], or None (unevaluated) after a message."""
    params = cf.params
    if len(args) != len(params):
        ev.message("CompiledFunction", "cfct", Integer(len(args)), Integer(len(params)))
        return None
    values = []
    for i, (a, (_, t)) in enumerate(zip(args, params)):
        v = convert_arg(a, t)
        if v is None:
            if cf.listable and _deeper(a, t):
                return _thread(ev, cf, args)
            ev.message("CompiledFunction", "cfsa", str(a), Integer(i + 1),
                       type_description(t))
            return _uncompiled(ev, cf, args)
        values.append(v)
    if cf.compiled is None:
        return _uncompiled(ev, cf, args)
    saved = cf.context["ev"]
    cf.context["ev"] = ev
    try:
        r = cf.compiled.run(values)
        return to_expr(r, cf.compiled.result_type)
    except Fallback:
        ev.message("CompiledFunction", "cfne")
        return _uncompiled(ev, cf, args)
    finally:
        cf.context["ev"] = saved


def _uncompiled(ev, cf, args):
    return ev.evaluate(Expression(cf.function, tuple(args)))


def _depth(x):
    d = 0
    while isinstance(x, Expression) and x.head is S.List and len(x.args):
        d += 1
        x = x.args[0]
    return d


def _deeper(a, t):
    return isinstance(a, Expression) and a.head is S.List and _depth(a) > t.rank


def _thread(ev, cf, args):
    """Listable: cf over the elements of the arguments of higher rank than declared."""
    if cf.vectorised is not None:
        r = _vectorised(ev, cf, args)
        if r is not None:
            return r
    lists = [i for i, (a, (_, t)) in enumerate(zip(args, cf.params)) if _deeper(a, t)]
    n = len(args[lists[0]].args)
    if any(len(args[i].args) != n for i in lists):
        ev.message("Thread", "tdlen", Expression(cf, tuple(args)))
        return None
    out = []
    for k in range(n):
        ev.check_interrupt()
        item = [a.args[k] if i in lists else a for i, a in enumerate(args)]
        out.append(ev.evaluate(Expression(cf, tuple(item))))
    return Expression(S.List, tuple(out))


def _vectorised(ev, cf, args):
    """All-real parameters: the NumPy variant over whole arrays, when every argument is a
    number or a rectangular array of machine reals of one shape."""
    import numpy as np
    from mathilda.core.packed import from_numpy, to_numpy
    arrays = []
    shape = None
    for a in args:
        if isinstance(a, Expression) and a.head is S.List:
            arr = to_numpy(a)
            if arr is None or arr.dtype.kind not in "if":
                return None
            if shape is not None and arr.shape != shape:
                return None
            shape = arr.shape
            arrays.append(arr.astype(float, copy=False))
        else:
            v = convert_arg(a, Type("R"))
            if v is None:
                return None
            arrays.append(v)
    if not ev.check_size(int(np.prod(shape)), "CompiledFunction"):
        return None
    out = cf.vectorised(*arrays)
    if np.isnan(out).any():
        return None             # a point off the machine reals: element by element
    return from_numpy(out)

