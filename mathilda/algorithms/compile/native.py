"""CompilationTarget -> "Numba": the same checked source, with plain machine arithmetic,
compiled to machine code by Numba (an optional dependency: ``pip install mathilda[numba]``).

``NativeEmitter`` differs from the Python target's emitter in what the code computes with:
integers are int64 with every addition, subtraction and multiplication checked for overflow
(``h_iadd``, ``h_imul``: Numba's integers would wrap), reals are added and multiplied in the
order written (as the Wolfram compiler does), and every helper is a Numba-compiled function.
A function result that is not finite (Numba's math returns nan off the domain where Python's
raises) raises Fallback, so the caller evaluates uncompiled as for the Python target.

The source is checked and executed by runtime.build exactly as for the Python target; Numba
then compiles that function object, whose globals are the checked namespace.
"""

import math

from mathilda.algorithms.compile.body import BodyLowering
from mathilda.algorithms.compile.functions import ELEMENTARY
from mathilda.algorithms.compile.runtime import INT_MAX, INT_MIN, Fallback, build, comparisons
from mathilda.algorithms.compile.stmts import BodyEmitter
from mathilda.algorithms.compile.tree import Unsupported

__all__ = ["native_compile", "NativeCompiled"]

_HELPERS = None


def _jit():
    import numba
    return numba.njit(cache=False)


def _native_helpers():
    """The Numba-compiled helpers (built once per process)."""
    global _HELPERS
    if _HELPERS is not None:
        return _HELPERS
    import numpy as np
    jit = _jit()
    tol = 2.0 ** -(53 - 7)
    h = {}

    # checks that do not compute the overflowing value first: LLVM may assume that a
    # signed operation does not overflow and fold a check made afterwards
    def iadd(a, b):
        if (b > 0 and a > INT_MAX - b) or (b < 0 and a < INT_MIN - b):
            raise Fallback()
        return a + b

    def imul(a, b):
        if -3037000499 <= a <= 3037000499 and -3037000499 <= b <= 3037000499:
            return a * b
        p = float(a) * float(b)       # within 2^-52 of the exact product
        if p > 9.0e18 or p < -9.0e18:
            raise Fallback()
        return a * b

    def finite(x):
        if x - x != 0.0:
            raise Fallback()
        return x

    def cfinite(z):
        if z.real - z.real != 0.0 or z.imag - z.imag != 0.0:
            raise Fallback()
        return z

    def fpow(b, e):
        fb = float(b)
        fe = float(e)
        if fb == 0.0:
            if fe > 0:
                return 0.0
            raise Fallback()
        if fb < 0 and fe != math.floor(fe):
            raise Fallback()
        r = fb ** fe
        if r - r != 0.0:
            raise Fallback()
        return r

    def near(a, b):
        if a == b:
            return True
        scale = max(abs(a), abs(b))
        return abs(a - b) <= tol * scale

    eq, ne, lt, le, gt, ge = comparisons(jit(near))

    def count(lo, hi, st):
        if st == 0:
            raise Fallback()
        n = (hi - lo) / st
        n = math.floor(n + 1e-12 * max(1.0, abs(n)))
        return max(0, int(n) + 1)

    def index(i, n):
        if 1 <= i <= n:
            return i - 1
        if -n <= i <= -1:
            return n + i
        raise Fallback()

    def dim(a, k):
        return a.shape[k]

    def length(a):
        return len(a)

    def nonneg(n):
        if n < 0:
            raise Fallback()
        return n

    def quotient(m, n):
        if n == 0:
            raise Fallback()
        return m // n

    def mod(m, n):
        if n == 0:
            raise Fallback()
        return m % n

    def sign(x):
        return (x > 0) - (x < 0)

    def copy(a):
        return a.copy()

    def total(a):
        return np.sum(a)

    def to_float(x):
        return float(x)

    def to_int(x):
        return int(x)

    def to_complex(x):
        return complex(x)

    def fabs(x):
        return abs(x)

    def fround(x):
        return round(x)

    def floor(x):
        return math.floor(x)

    def ceil(x):
        return math.ceil(x)

    def ident(x):
        return x

    def fail():
        raise Fallback()

    for name, f in [("h_iadd", iadd), ("h_imul", imul), ("h_finite", finite),
                    ("h_cfinite", cfinite), ("h_power", fpow),
                    ("h_eq", eq), ("h_ne", ne), ("h_lt", lt), ("h_le", le), ("h_gt", gt),
                    ("h_ge", ge), ("h_count", count), ("h_index", index), ("h_dim", dim),
                    ("h_len", length), ("h_nonneg", nonneg), ("h_quotient", quotient),
                    ("h_mod", mod), ("h_sign", sign), ("h_copy", copy), ("h_total", total),
                    ("h_float", to_float), ("h_int", to_int), ("h_complex", to_complex),
                    ("h_abs", fabs), ("h_round", fround), ("h_floor", floor),
                    ("h_ceil", ceil), ("h_machine_int", ident),
                    ("h_fail", fail)]:
        h[name] = jit(f)
    h["h_ipow"] = jit(_ipow_factory(h["h_imul"]))
    h["h_range"] = range
    h["h_max"] = max
    h["h_min"] = min
    for kind, dt in (("I", np.int64), ("R", np.float64), ("C", np.complex128),
                     ("B", np.bool_)):
        h["h_empty_" + kind] = jit(_empty_factory(dt))
    for name, entry in ELEMENTARY.items():
        key = "h_f_" + entry[2]
        f = entry[0]
        if f in (math.exp, math.log, math.sin, math.cos, math.tan, math.asin, math.acos, math.atan,
                 math.sinh, math.cosh, math.tanh, math.asinh, math.acosh, math.atanh,
                 math.gamma, math.lgamma, math.erf, math.erfc):
            h[key] = f
    h["h_f_atan2"] = math.atan2
    _HELPERS = h
    return h


def _ipow_factory(imul):
    def ipow(b, e):
        if e < 0:
            raise Fallback()
        r = 1
        for _ in range(e):
            r = imul(r, b)
        return r
    return ipow


def _empty_factory(dt):
    import numpy as np

    def empty(shape):
        return np.empty(shape, dt)
    return empty


class NativeEmitter(BodyEmitter):
    def __init__(self):
        BodyEmitter.__init__(self, "machine", None)
        self.native = _native_helpers()

    def helper(self, name):
        if name in self.native:
            self.bindings[name] = self.native[name]
            return name
        raise Unsupported("no native helper %s" % name)

    def function(self, fname, complex_=False):
        key = "h_f_" + ELEMENTARY[fname][2]
        if complex_ or key not in self.native:
            raise Unsupported("no native function %s" % fname)
        self.bindings[key] = self.native[key]
        return key

    def e_atan2(self, node):
        y, x = node.args
        self.bindings["h_f_atan2"] = self.native["h_f_atan2"]
        return "h_f_atan2(%s, %s)" % (self.value(y), self.value(x))

    def e_call(self, node):
        code = BodyEmitter.e_call(self, node)
        return "%s(%s)" % (self.helper("h_finite"), code)

    def value(self, node):
        code = self.emit(node)
        if node.op in ("plus", "times") and node.type.kind == "R":
            return "%s(%s)" % (self.helper("h_finite"), code)
        if node.op in ("plus", "times") and node.type.kind == "C":
            return "%s(%s)" % (self.helper("h_cfinite"), code)
        return code

    def _fold(self, node, op):
        kind = node.type.kind
        codes = [self.emit(x) for x in node.args]
        if kind == "I":
            h = self.helper("h_iadd" if op == "+" else "h_imul")
            code = codes[0]
            for c in codes[1:]:
                code = "%s(%s, %s)" % (h, code, c)
            return code
        if any(x.type.kind == "Q" for x in node.args):
            raise Unsupported("rational operand")
        return "(%s)" % (" %s " % op).join(codes)

    def e_plus(self, node):
        return self._fold(node, "+")

    def e_times(self, node):
        return self._fold(node, "*")

    def e_power(self, node):
        b, e = node.args
        kind = node.type.kind
        if kind == "I":
            return "%s(%s, %s)" % (self.helper("h_ipow"), self.value(b), self.value(e))
        if kind == "C":
            raise Unsupported("complex power")
        if e.op == "const" and type(e.value) is int and 0 < e.value <= 4:
            return "%s(%s)" % (self.helper("h_finite"), " * ".join(
                [self.value(b)] * e.value)) if b.op in ("var", "const") else \
                "%s(%s, %s)" % (self.helper("h_power"), self.value(b), self.value(e))
        return "%s(%s, %s)" % (self.helper("h_power"), self.value(b), self.value(e))

    def accumulate(self, op, acc, v, kind):
        if kind == "I":
            return "%s(%s, %s)" % (self.helper("h_iadd" if op == "plus" else "h_imul"),
                                   acc, v)
        return BodyEmitter.accumulate(self, op, acc, v, kind)

    def s_eval(self, node, want):
        raise Unsupported("external evaluation")


class NativeCompiled:
    """A Numba-compiled function, with the Python target's function behind it: if Numba
    cannot type the code (on the first call), the Python function is used from then on."""

    __slots__ = ("native", "python", "params", "result_type", "source", "target",
                 "vectorised")

    def __init__(self, native, python, params, result_type, source):
        self.native = native
        self.python = python
        self.params = params
        self.result_type = result_type
        self.source = source
        self.target = "Numba"
        self.vectorised = None

    def run(self, values):
        if self.native is not None:
            try:
                return self.native(*values)
            except Fallback:
                raise
            except (ArithmeticError, ValueError, IndexError):
                raise Fallback()
            except Exception as exc:       # Numba cannot type or lower the code
                if not _is_numba_error(exc):
                    raise
                self.native = None
        return self.python.run(values)


def _is_numba_error(exc):
    mod = type(exc).__module__ or ""
    return mod.startswith("numba")


def native_compile(ev, params, body, python):
    """A NativeCompiled for Compile[params, body], or None when the body needs what the
    native target does not do (external evaluation, complex functions, rationals)."""
    import numba
    low = BodyLowering("machine", ev, external=False)
    args = []
    for sym, t in params:
        v = low.declare(sym, t)
        low.fixed.add(v)
        args.append(v)
    try:
        root = None
        for _ in range(8):
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
            return None
        em = NativeEmitter()
        value = em.value(root) if root.type.kind != "V" else (em.stmt(root) or "None")
        t = python.result_type
        if root.type.kind != "V":
            value = em.coerce(value, t, root.type)
        em.line("return %s" % value)
        source = "def f(%s):\n%s\n" % (", ".join(v.name for v in args), "\n".join(em.lines))
        fn = build(source, em.bindings, "f")
    except Unsupported:
        return None
    return NativeCompiled(numba.njit(fn), python, params, t, source)

