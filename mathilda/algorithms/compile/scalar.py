"""Scalar code generation: typed tree -> Python source on Python numbers (int, float, complex).

``ScalarEmitter`` turns expression nodes into Python expressions that reproduce the evaluator's
arithmetic on machine numbers (see runtime.py): two-operand sums and products inline, longer
ones through ``h_plus_n``/``h_times_n`` (which sort by value as Plus and Times do), powers
through ``h_power`` unless the exponent is a known positive integer, functions through the
evaluator's own ``math`` functions.  Every value that leaves a chain of additions and
multiplications is checked to be finite (``h_finite``): an overflow to inf falls back.

Names in the generated source are generated: ``v<i>`` for variables, ``k<i>`` for bound
constants, ``h_<name>`` for helpers from ``runtime.HELPERS`` and the function table.
"""

import math
from fractions import Fraction

from mathilda.algorithms.compile.functions import ELEMENTARY
from mathilda.algorithms.compile.runtime import HELPERS
from mathilda.algorithms.compile.tree import Unsupported

__all__ = ["ScalarEmitter"]

_CMP = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
_ROUND = {"Floor": "h_floor", "Ceiling": "h_ceil", "Round": "h_round",
          "IntegerPart": "h_int"}


class ScalarEmitter:
    def __init__(self, mode="exact"):
        self.mode = mode
        self.bindings = {}
        self._consts = {}

    # --- names ------------------------------------------------------------------------------
    def helper(self, name):
        if name not in self.bindings:
            self.bindings[name] = HELPERS[name]
        return name

    def function(self, fname, complex_=False):
        entry = ELEMENTARY[fname]
        key = ("h_c_" if complex_ else "h_f_") + entry[2]
        self.bindings[key] = entry[1] if complex_ else entry[0]
        return key

    def constant(self, value):
        key = (type(value), value) if getattr(value, "__hash__", None) else id(value)
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
            return "(%d)" % v if v < 0 else "%d" % v
        if t is float and v - v == 0.0:
            return "(%r)" % v
        return self.constant(v)

    # --- expressions ------------------------------------------------------------------------
    def value(self, node):
        """An operand leaving the arithmetic: checked to be finite (inline, through an
        assignment expression: no call)."""
        code = self.emit(node)
        if node.op in ("plus", "times") and node.type.kind in "RNC":
            self._nchecks = getattr(self, "_nchecks", 0) + 1
            t = "c%d" % self._nchecks
            return "(%s if (%s := %s) - %s == 0.0 else %s())" % (
                t, t, code, t, self.helper("h_fail"))
        return code

    def emit(self, node):
        op = node.op
        m = getattr(self, "e_" + op, None)
        if m is None:
            raise Unsupported("operation %s" % op)
        return m(node)

    def e_const(self, node):
        return self.literal(node.value)

    def e_nconst(self, node):
        return self.literal(node.value)

    def e_var(self, node):
        return node.value.name

    def e_float(self, node):
        return "%s(%s)" % (self.helper("h_float"), self.value(node.args[0]))

    def e_fail(self, node):
        return "%s()" % self.helper("h_fail")

    def exact_operand(self, node):
        """A rational-valued node as a Python Fraction (for the exact part of a sum)."""
        if node.type.kind != "Q":
            return self.emit(node)
        if node.op == "const":
            return self.constant(Fraction(node.value))
        if node.op == "power":
            b, e = node.args
            return "%s(1, %s ** %d)" % (self.helper("h_Fraction"), self.value(b), -e.value)
        if node.op in ("plus", "times"):
            return self.emit(node)
        raise Unsupported("rational operand")

    def float_operand(self, node):
        """A rational-valued node rounded to a float as the evaluator rounds it (a Fraction
        converts to the correctly rounded float, as does Python's int / int)."""
        if node.op == "const":
            return self.literal(float(node.value))
        if node.op == "power":
            b, e = node.args
            return "(1 / (%s ** %d))" % (self.value(b), -e.value)
        return "%s(%s)" % (self.helper("h_float"), self.exact_operand(node))

    def e_plus(self, node):
        xs = [x for x in node.args if x.op != "nconst"]
        consts = [x for x in node.args if x.op == "nconst"]
        kind = node.type.kind
        if kind == "I" or kind == "C":
            code = "(%s)" % " + ".join(self.emit(x) for x in xs)
        else:
            exact = [x for x in xs if x.type.kind in "IQ"]
            reals = [x for x in xs if x.type.kind == "R"]
            maybe = [x for x in xs if x.type.kind == "N"]
            if len(reals) + len(maybe) <= 1:
                if len(exact) == 1 and exact[0].type.kind == "Q" and reals:
                    parts = [self.float_operand(exact[0])]
                else:
                    parts = [self.exact_operand(x) for x in exact]
                parts += [self.emit(x) for x in reals + maybe]
                code = "(%s)" % " + ".join(parts)
            elif len(reals) == 2 and not maybe and all(x.type.kind == "I" for x in exact):
                pair = "(%s + %s)" % (self.emit(reals[0]), self.emit(reals[1]))
                code = "(%s)" % " + ".join([self.emit(x) for x in exact] + [pair])
            else:
                code = "%s(%s)" % (self.helper("h_plus_n"), ", ".join(
                    self.exact_operand(x) for x in xs))
        for c in consts:
            code = "(%s + %s)" % (code, self.emit(c))
        return code

    def e_times(self, node):
        sign = 1
        xs = []
        consts = []
        for x in node.args:
            if x.op == "const" and type(x.value) is int and x.value in (1, -1):
                sign *= x.value
            elif x.op == "nconst":
                consts.append(x)
            else:
                xs.append(x)
        kind = node.type.kind
        if not xs:
            code = "1"
        elif kind == "I" or kind == "C" or len(xs) == 1:
            code = "(%s)" % " * ".join(self.emit(x) for x in xs)
        elif len(xs) == 2:
            a, b = xs
            if a.type.kind == "Q" and b.type.kind == "R":
                code = "(%s * %s)" % (self.float_operand(a), self.emit(b))
            elif b.type.kind == "Q" and a.type.kind == "R":
                code = "(%s * %s)" % (self.emit(a), self.float_operand(b))
            else:
                code = "(%s * %s)" % (self.exact_operand(a), self.exact_operand(b))
        else:
            code = "%s(%s)" % (self.helper("h_times_n"), ", ".join(
                self.exact_operand(x) for x in xs))
        if sign < 0:
            code = "(-%s)" % code
        for c in consts:
            code = "(%s * %s)" % (code, self.emit(c))
        return code

    def e_power(self, node):
        b, e = node.args
        kind = node.type.kind
        if kind == "Q":
            return "%s(1, %s ** %d)" % (self.helper("h_Fraction"), self.value(b), -e.value)
        if kind == "C":
            return "%s(%s, %s)" % (self.helper("h_cpower"), self.value(b), self.value(e))
        if e.op == "const" and type(e.value) is int and e.value != 0 and abs(e.value) <= 64:
            # x^k for a known k: Python's float ** int is the evaluator's own computation;
            # 0.^-1 raises ZeroDivisionError and an overflow OverflowError (a fallback)
            if b.type.kind == "R" or (b.type.kind == "I" and (
                    e.value > 0 or self.mode == "machine")):
                return "(%s ** %d)" % (self.value(b), e.value)
        if self.mode == "machine" and kind == "R" and b.type.kind in "IN":
            return "%s(%s(%s), %s)" % (self.helper("h_power"), self.helper("h_float"),
                                       self.value(b), self.value(e))
        return "%s(%s, %s)" % (self.helper("h_power"), self.value(b), self.value(e))

    def e_call(self, node):
        (a,) = node.args
        complex_ = node.type.kind == "C"
        arg = self.value(a)
        if a.type.kind == "N" and self.mode == "exact":
            arg = "%s(%s)" % (self.helper("h_real_arg"), arg)
        return "%s(%s)" % (self.function(node.value, complex_), arg)

    def e_atan2(self, node):
        y, x = node.args
        self.bindings["h_f_atan2"] = math.atan2
        return "h_f_atan2(%s, %s)" % (self.value(y), self.value(x))

    def e_round(self, node):
        a = node.args[0]
        arg = self.exact_operand(a) if a.type.kind == "Q" else self.value(a)
        return "%s(%s)" % (self.helper(_ROUND[node.value]), arg)

    def e_abs(self, node):
        return "%s(%s)" % (self.helper("h_abs"), self.value(node.args[0]))

    def e_sign(self, node):
        return "%s(%s)" % (self.helper("h_sign"), self.value(node.args[0]))

    def e_mod(self, node):
        a, b = node.args
        return "%s(%s, %s)" % (self.helper("h_mod"), self.value(a), self.value(b))

    def e_quotient(self, node):
        a, b = node.args
        return "%s(%s, %s)" % (self.helper("h_quotient"), self.value(a), self.value(b))

    def e_max(self, node):
        return "%s(%s)" % (self.helper("h_max"), ", ".join(self.value(x) for x in node.args))

    def e_min(self, node):
        return "%s(%s)" % (self.helper("h_min"), ", ".join(self.value(x) for x in node.args))

    def e_cmp(self, node):
        a, b = node.args
        op = node.value
        if a.type.kind in "IB" and b.type.kind in "IB":
            return "(%s %s %s)" % (self.value(a), _CMP[op], self.value(b))
        return "%s(%s, %s)" % (self.helper("h_" + op), self.value(a), self.value(b))

    def e_and(self, node):
        return "(%s)" % " and ".join(self.emit(x) for x in node.args)

    def e_or(self, node):
        return "(%s)" % " or ".join(self.emit(x) for x in node.args)

    def e_not(self, node):
        return "(not %s)" % self.emit(node.args[0])

    def e_xor(self, node):
        code = self.emit(node.args[0])
        for x in node.args[1:]:
            code = "(%s != %s)" % (code, self.emit(x))
        return code

    def e_parity(self, node):
        return "((%s %% 2) == %d)" % (self.value(node.args[0]),
                                      0 if node.value == "EvenQ" else 1)

    def e_boole(self, node):
        return "(1 if %s else 0)" % self.emit(node.args[0])

    def e_if(self, node):
        c, a, b = node.args
        return "(%s if %s else %s)" % (self.value(a), self.emit(c), self.value(b))
