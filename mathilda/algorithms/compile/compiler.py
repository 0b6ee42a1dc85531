"""The compiler behind Compile: a typed body to a Python (or Numba) function, and the
conversions between expressions and machine values at its boundary.

``compile_body(ev, params, body)`` lowers ``body`` (body.py) with the parameters' declared
types, inferring the types of local variables by iteration, emits the source (stmts.py) and
builds it (runtime.build).  It raises Unsupported when the body cannot be compiled.

``Compiled.run(values)`` calls the function on Python values (``convert_arg`` makes them from
expressions) and gives a Python value (``to_expr`` makes the expression); it raises Fallback
when a value leaves the machine numbers, and the caller evaluates uncompiled.
"""

import math

from mathilda.core.expr import (
    FALSE, NULL, TRUE, Complex, Expression, Integer, Rational, Real, S,
)
from mathilda.algorithms.compile.body import BodyLowering
from mathilda.algorithms.compile.runtime import INT_MAX, INT_MIN, Fallback, build
from mathilda.algorithms.compile.stmts import emit_function
from mathilda.algorithms.compile.tree import Type, Unsupported, join

__all__ = ["compile_body", "Compiled", "convert_arg", "to_expr", "type_description"]

MAX_PASSES = 8


class Compiled:
    __slots__ = ("fn", "params", "result_type", "source", "target", "vectorised")

    def __init__(self, fn, params, result_type, source, target="WVM"):
        self.fn = fn
        self.params = params
        self.result_type = result_type
        self.source = source
        self.target = target
        self.vectorised = None          # a NumPy-vectorised variant for Listable calls

    def run(self, values):
        try:
            return self.fn(*values)
        except Fallback:
            raise
        except (ArithmeticError, ValueError, TypeError, IndexError):
            # a domain error of math, a float conversion of a huge integer, ...
            raise Fallback()


def compile_body(ev, params, body, mode="machine", external=None, external_types=(),
                 lowering=BodyLowering):
    """A Compiled for ``body`` with ``params`` [(Symbol, Type), ...]; ``external_types``
    [(pattern, Type), ...] types the subexpressions evaluated by the evaluator;
    ``lowering`` a BodyLowering class (FunctionCompile's refuses most external calls)."""
    low = lowering(mode, ev, external=external is not None)
    low.external_types = tuple(external_types)
    args = []
    for sym, t in params:
        v = low.declare(sym, t)
        low.fixed.add(v)
        args.append(v)
    root = None
    for _ in range(MAX_PASSES):
        low.changed = False
        low.vars = {v.symbol: v for v in args}
        try:
            root = low.expr(body)
        except Unsupported:
            if low.changed:
                continue
            raise
        if not low.changed:
            break
    else:
        raise Unsupported("types do not settle")
    t = root.type
    if t is None:
        raise Unsupported("no value")
    for r in low.returns[0]:
        if r.kind != "V":
            t = r if t.kind == "V" else join(t, r)
            if t is None:
                raise Unsupported("Return value of another type")
    if t.kind == "N":
        t = Type("R", t.rank)
    if t.kind == "Q":
        raise Unsupported("rational result")
    source, bindings = emit_function(root, [v.name for v in args], mode, external,
                                     result_type=t)
    fn = build(source, bindings, "f")
    return Compiled(fn, params, t, source)


# --- the boundary -------------------------------------------------------------------------------

_SCALAR_NAMES = {"I": "machine-size integer", "R": "machine-size real number",
                 "C": "machine-size complex number", "B": "True or False"}
_TENSOR_NAMES = {"I": "machine-size integers", "R": "machine-size real numbers",
                 "C": "machine-size complex numbers", "B": "True or False"}


def type_description(t):
    """As CompiledFunction::cfsa names a type."""
    if t.rank == 0:
        return _SCALAR_NAMES[t.kind]
    return "rank %d tensor of %s" % (t.rank, _TENSOR_NAMES[t.kind])


def _scalar_value(x, kind):
    tx = type(x)
    if kind == "B":
        if x is TRUE:
            return True
        if x is FALSE:
            return False
        return None
    if kind == "I":
        if tx is Integer and INT_MIN <= x.value <= INT_MAX:
            return x.value
        return None
    if kind == "R":
        if tx is Integer or tx is Rational or tx is Real:
            try:
                f = float(x.value)
            except OverflowError:
                return None
            return f if math.isfinite(f) else None
        return None
    if kind == "C":
        if tx is Complex:
            try:
                z = complex(float(x.re.value), float(x.im.value))
            except OverflowError:
                return None
            return z if math.isfinite(z.real) and math.isfinite(z.imag) else None
        r = _scalar_value(x, "R")
        return None if r is None else complex(r)
    return None


def convert_arg(x, t):
    """The Python value (a number, bool or NumPy array) for argument x of type t, or None."""
    if t.rank == 0:
        return _scalar_value(x, t.kind)
    from mathilda.core.packed import to_numpy
    import numpy as np
    if t.kind == "B":
        return _bool_array(x, t.rank)
    arr = to_numpy(x)
    if arr is None or arr.ndim != t.rank:
        return None
    k = arr.dtype.kind
    if t.kind == "I":
        if k != "i":
            return None
        return np.array(arr, dtype=np.int64)
    if t.kind == "R":
        if k not in "if":
            return None
        return np.array(arr, dtype=np.float64)
    if k not in "ifc":
        return None
    return np.array(arr, dtype=np.complex128)


def _bool_array(x, rank):
    import numpy as np

    def walk(e, depth):
        if depth == 0:
            if e is TRUE:
                return True
            if e is FALSE:
                return False
            raise ValueError
        if not (isinstance(e, Expression) and e.head is S.List):
            raise ValueError
        return [walk(a, depth - 1) for a in e.args]
    try:
        arr = np.array(walk(x, rank), dtype=bool)
    except ValueError:
        return None
    return arr if arr.ndim == rank else None


def to_expr(v, t):
    """The expression for a compiled function's value v of type t."""
    if v is None:
        return NULL
    if t.rank:
        from mathilda.core.packed import from_numpy
        return from_numpy(v)
    k = t.kind
    if k == "B":
        return TRUE if v else FALSE
    if k == "I":
        return Integer(int(v))
    if k == "R":
        return Real(float(v))
    if k == "C":
        z = complex(v)
        return Complex(Real(z.real), Real(z.imag))
    if k == "V":
        return NULL
    raise Fallback()


def result_type_join(a, b):
    return join(a, b)
