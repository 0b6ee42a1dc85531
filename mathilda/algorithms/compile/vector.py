"""Vectorised code generation: typed tree -> one NumPy expression over whole arrays.

Used by ``numeric_function(..., vectorized=True)`` (plotting's sampling, and any caller that
evaluates an expression at many points at once).  Every operand is an array (or a scalar that
NumPy broadcasts); ``If``/``Which``/``Piecewise`` become ``where``, comparisons and logic their
ufuncs, ``Equal`` compares within the evaluator's machine tolerance.  Values follow NumPy's
IEEE arithmetic: a point where the evaluator would give a non-real or infinite value gives nan
(in the real variant) and callers treat it as missing.  Names are generated as in scalar.py.
"""

from mathilda.algorithms.compile.functions import ELEMENTARY, numpy_function
from mathilda.algorithms.compile.tree import Unsupported

__all__ = ["VectorEmitter"]

_CMP = {"lt": "less", "le": "less_equal", "gt": "greater", "ge": "greater_equal"}
_ROUND = {"Floor": "floor", "Ceiling": "ceil", "Round": "rint", "IntegerPart": "trunc"}


class VectorEmitter:
    def __init__(self, complex_=False):
        self.complex = complex_
        self.bindings = {}
        self._consts = {}

    def np(self, key):
        name = "h_" + key
        if name not in self.bindings:
            self.bindings[name] = numpy_function(key)
        return name

    def constant(self, value):
        key = (type(value), value)
        name = self._consts.get(key)
        if name is None:
            name = "k%d" % len(self._consts)
            self._consts[key] = name
            self.bindings[name] = value
        return name

    def literal(self, v):
        t = type(v)
        if t is bool:
            return "True" if v else "False"
        if t is int:
            v = float(v)
            t = float
        if t is float and v - v == 0.0:
            return "(%r)" % v
        if t is complex or t is float:
            return self.constant(v)
        return self.literal(float(v))

    def emit(self, node):
        m = getattr(self, "e_" + node.op, None)
        if m is None:
            raise Unsupported("operation %s" % node.op)
        return m(node)

    def e_const(self, node):
        return self.literal(node.value)

    def e_nconst(self, node):
        return self.literal(node.value)

    def e_var(self, node):
        return node.value.name

    def e_float(self, node):
        return self.emit(node.args[0])

    def e_fail(self, node):
        return self.constant(float("nan"))

    def e_plus(self, node):
        return "(%s)" % " + ".join(self.emit(x) for x in node.args)

    def e_times(self, node):
        return "(%s)" % " * ".join(self.emit(x) for x in node.args)

    def e_power(self, node):
        b, e = node.args
        if e.op == "const" and type(e.value) is int and abs(e.value) <= 64:
            # a constant base is a NumPy scalar, so that 1/0 in the body is an infinity
            # (a point the plot leaves out), as for an array, not a ZeroDivisionError
            base = self._numpy_scalar(b.value) if b.op in ("const", "nconst") else \
                self.emit(b)
            if e.value == -1:
                return "((1.0) / %s)" % base
            return "(%s ** %d)" % (base, e.value)
        return "%s(%s, %s)" % (self.np("power"), self.emit(b), self.emit(e))

    def _numpy_scalar(self, v):
        import numpy as np
        if type(v) is bool:
            v = int(v)
        return self.constant(np.complex128(v) if isinstance(v, complex) or self.complex
                             else np.float64(v))

    def e_call(self, node):
        return "%s(%s)" % (self.np(ELEMENTARY[node.value][2]), self.emit(node.args[0]))

    def e_atan2(self, node):
        y, x = node.args
        return "%s(%s, %s)" % (self.np("arctan2"), self.real(y), self.real(x))

    def real(self, node):
        code = self.emit(node)
        return "%s(%s)" % (self.np("real"), code) if self.complex else code

    def e_round(self, node):
        return "%s(%s)" % (self.np(_ROUND[node.value]), self.real(node.args[0]))

    def e_abs(self, node):
        return "%s(%s)" % (self.np("abs"), self.emit(node.args[0]))

    def e_sign(self, node):
        return "%s(%s)" % (self.np("sign"), self.real(node.args[0]))

    def e_mod(self, node):
        a, b = node.args
        return "%s(%s, %s)" % (self.np("mod"), self.real(a), self.real(b))

    def e_quotient(self, node):
        a, b = node.args
        return "%s(%s, %s)" % (self.np("floor_divide"), self.real(a), self.real(b))

    def _fold(self, key, args):
        code = self.real(args[0])
        for x in args[1:]:
            code = "%s(%s, %s)" % (self.np(key), code, self.real(x))
        return code

    def e_max(self, node):
        return self._fold("maximum", node.args)

    def e_min(self, node):
        return self._fold("minimum", node.args)

    def e_cmp(self, node):
        a, b = node.args
        op = node.value
        if op == "eq":
            return "%s(%s, %s)" % (self.np("isclose"), self.emit(a), self.emit(b))
        if op == "ne":
            return "%s(%s(%s, %s))" % (self.np("logical_not"), self.np("isclose"),
                                       self.emit(a), self.emit(b))
        return "%s(%s, %s)" % (self.np(_CMP[op]), self.real(a), self.real(b))

    def e_and(self, node):
        return self._fold_bool("logical_and", node.args)

    def e_or(self, node):
        return self._fold_bool("logical_or", node.args)

    def e_xor(self, node):
        return self._fold_bool("logical_xor", node.args)

    def _fold_bool(self, key, args):
        code = self.emit(args[0])
        for x in args[1:]:
            code = "%s(%s, %s)" % (self.np(key), code, self.emit(x))
        return code

    def e_not(self, node):
        return "%s(%s)" % (self.np("logical_not"), self.emit(node.args[0]))

    def e_parity(self, node):
        return "(%s(%s, (2.0)) == %s)" % (self.np("mod"), self.real(node.args[0]),
                                         "(0.0)" if node.value == "EvenQ" else "(1.0)")

    def e_boole(self, node):
        return "%s(%s, (1.0), (0.0))" % (self.np("where"), self.emit(node.args[0]))

    def e_if(self, node):
        c, a, b = node.args
        return "%s(%s, %s, %s)" % (self.np("where"), self.emit(c), self.emit(a),
                                   self.emit(b))
