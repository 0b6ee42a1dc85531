"""Lowering: a Wolfram expression to the typed tree (tree.py), for numeric expressions.

``Lowering(mode, ev).expr(e)`` returns a Node or raises ``Unsupported``.  It maps only the heads
it knows (the arithmetic, the functions of ``functions.py``, comparisons, logic, ``If``,
``Which``, ``Piecewise``, ``Boole``, ``N``); a symbol is a declared variable, a numeric constant
(Pi, E, Degree, ...), True or False, and anything else refuses: no user name ever becomes code.
With ``ev``, a known head that the session has given definitions of (``Unprotect[Sin];
Sin[x_] := ...``) refuses too, so compiled code never disagrees with the evaluator.

Modes:

``"exact"``   the evaluator's own semantics on machine numbers (automatic compilation of loops,
              ``numeric_function``): integers stay exact, an exact rational result refuses (or
              falls back at run time), Plus/Times reproduce the evaluator's order of operations.
``"machine"`` Compile's semantics: integers are machine integers, an integer divided by an
              integer is a real.
"""

from fractions import Fraction

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, String, Symbol
from mathilda.algorithms.compile.functions import CONSTANTS, ELEMENTARY
from mathilda.algorithms.compile.runtime import INT_MAX, INT_MIN
from mathilda.algorithms.compile.tree import (
    BOOL, COMPLEX, INT, NUMBER, RATIONAL, REAL, Node, Type, Unsupported, Var, join,
    numeric_kind,
)

__all__ = ["Lowering", "const"]


def const(value, type_):
    return Node("const", type_, (), value)


_ONE = Integer(1)
_MINUS_ONE = Integer(-1)
_HALF = Rational(Fraction(1, 2))

_COMPARISONS = {"Less": "lt", "LessEqual": "le", "Greater": "gt", "GreaterEqual": "ge",
                "Equal": "eq", "Unequal": "ne"}


class Lowering:
    """Expr -> typed tree.  ``vars`` maps each declared Symbol to its Var."""

    def __init__(self, mode="exact", ev=None):
        if mode not in ("exact", "machine"):
            raise ValueError(mode)
        self.mode = mode
        self.ev = ev
        self.vars = {}
        self.all_vars = []

    # --- variables --------------------------------------------------------------------------
    def declare(self, sym, type_):
        v = Var(len(self.all_vars), sym, type_)
        self.all_vars.append(v)
        self.vars[sym] = v
        return v

    def var_node(self, v):
        return Node("var", v.type, (), v)

    # --- entry ------------------------------------------------------------------------------
    def expr(self, e):
        t = type(e)
        if t is Integer:
            v = e.value
            if not INT_MIN <= v <= INT_MAX:
                raise Unsupported("integer beyond machine size")
            return const(v, INT)
        if t is Real:
            if e.prec is not None and self.mode == "exact":
                raise Unsupported("arbitrary-precision number")
            return const(float(e.value), REAL)
        if t is Rational:
            if self.mode == "machine":
                return const(float(e.value), REAL)
            return const(e.value, RATIONAL)
        if t is Complex:
            if self.mode == "exact":
                raise Unsupported("complex number")
            return const(complex(float(e.re.value), float(e.im.value)), COMPLEX)
        if t is Symbol:
            return self.symbol(e)
        if t is String:
            raise Unsupported("string")
        if t is not Expression and getattr(e, "array", None) is not None:
            return self.packed(e)
        if isinstance(e, Expression):
            head = e.head
            if type(head) is not Symbol:
                raise Unsupported("compound head")
            handler = self.handler(head.name)
            if handler is None:
                raise Unsupported("head %s" % head.name)
            self.check_head(head)
            return handler(self, e)
        raise Unsupported("expression")

    def handler(self, name):
        return _HANDLERS.get(name)

    def packed(self, e):
        """A packed array literal: a constant tensor (Compile only)."""
        arr = e.array
        kind = {"i": "I", "f": "R", "c": "C"}.get(arr.dtype.kind)
        if kind is None or self.mode != "machine" or not type(e).__name__ == "PackedArray":
            raise Unsupported("packed array")
        return const(arr.copy(), Type(kind, arr.ndim))

    def check_head(self, head):
        """Refuse a known head the session has redefined."""
        ev = self.ev
        if ev is None:
            return
        d = ev.defs.table.get(head)
        if d is not None and (d.down or d.down_exact or d.up or d.up_exact or d.sub):
            raise Unsupported("redefined head")

    def symbol(self, sym):
        v = self.vars.get(sym)
        if v is not None:
            return self.var_node(v)
        name = sym.name
        if name == "True":
            return const(True, BOOL)
        if name == "False":
            return const(False, BOOL)
        if name in CONSTANTS:
            self.check_head(sym)
            if self.ev is not None:
                d = self.ev.defs.table.get(sym)
                if d is not None and d.own is not None:
                    raise Unsupported("redefined constant")
            return Node("nconst", REAL, (), CONSTANTS[name])
        if name == "I" and self.mode == "machine":
            return const(1j, COMPLEX)
        raise Unsupported("symbol")

    def args(self, e, n=None):
        if n is not None and len(e.args) not in (n if isinstance(n, tuple) else (n,)):
            raise Unsupported("argument count")
        return [self.expr(a) for a in e.args]

    # --- arithmetic -------------------------------------------------------------------------
    def plus(self, e):
        xs = self.args(e)
        if not xs:
            return const(0, INT)
        if len(xs) == 1:
            return xs[0]
        return self.nary("plus", xs)

    def times(self, e):
        xs = self.args(e)
        if not xs:
            return const(1, INT)
        if len(xs) == 1:
            return xs[0]
        return self.nary("times", xs)

    def nary(self, op, xs):
        kinds = [x.type.kind for x in xs]
        if any(x.type.rank for x in xs):
            return self.tensor_arith(op, xs)
        k = numeric_kind(kinds)
        if k is None:
            raise Unsupported("non-numeric operand")
        if self.mode == "exact":
            # an exact rational (1/k^2) may take part as long as an inexact operation
            # consumes it: every sink (assignment, argument, comparison) refuses kind Q
            nconst = sum(1 for x in xs if x.op == "nconst")
            if nconst and not any(x.type.kind == "R" and x.op != "nconst" for x in xs):
                raise Unsupported("exact numeric quantity")
        if self.mode == "machine" and k == "Q":
            k = "R"
        return Node(op, Type(k), tuple(xs))

    def tensor_arith(self, op, xs):
        raise Unsupported("tensor arithmetic")

    def power(self, e):
        if len(e.args) != 2:
            raise Unsupported("argument count")
        b, x = self.args(e)
        return self.make_power(b, x)

    def make_power(self, b, x):
        if b.type.rank or x.type.rank:
            return self.tensor_arith("power", [b, x])
        kb, kx = b.type.kind, x.type.kind
        if b.op == "nconst" and b.value == CONSTANTS["E"] and not x.type.rank:
            # E^x. is the exponential, as the evaluator computes it (numeric_apply "Exp")
            if kx == "R":
                return Node("call", REAL, (x,), "Exp")
            if kx == "C" and self.mode != "exact":
                return Node("call", COMPLEX, (x,), "Exp")
        if kb not in "IQNRC" or kx not in "IQNRC":
            raise Unsupported("non-numeric operand")
        if self.mode == "exact":
            if kb == "C" or kx == "C":
                raise Unsupported("complex")
            if b.op == "nconst" and kx == "I":
                raise Unsupported("exact numeric quantity")
            if kx == "Q":
                if x.op != "const":
                    raise Unsupported("exact rational exponent")
                if kb != "R":
                    raise Unsupported("radical")
                return Node("power", REAL, (b, const(float(x.value), REAL)))
            if kb == "Q":
                raise Unsupported("exact rational")
            if kb == "I" and kx == "I":
                if x.op == "const" and x.value < 0:
                    return Node("power", RATIONAL, (b, x))
                return Node("power", INT, (b, x))     # a negative exponent falls back
            if kb == "I" and kx == "N" or kb == "N" and kx in "IN":
                return Node("power", NUMBER, (b, x))
            return Node("power", REAL, (b, x))
        # machine mode
        if kb == "C" or kx == "C":
            return Node("power", COMPLEX, (b, x))
        if kb == "I" and kx == "I":
            if x.op == "const" and x.value < 0:
                return Node("power", REAL, (b, x))
            return Node("power", INT, (b, x))      # a negative exponent falls back
        return Node("power", REAL, (b, x))

    def subtract(self, e):
        a, b = self.args(e, 2)
        return self.nary("plus", [a, self.negate(b)])

    def negate(self, x):
        return self.nary("times", [const(-1, INT), x])

    def minus(self, e):
        (a,) = self.args(e, 1)
        return self.negate(a)

    def divide(self, e):
        a, b = self.args(e, 2)
        return self.nary("times", [a, self.make_power(b, const(-1, INT))])

    def sqrt(self, e):
        (a,) = self.args(e, 1)
        half = const(Fraction(1, 2), RATIONAL) if self.mode == "exact" else const(0.5, REAL)
        return self.make_power(a, half)

    def exp(self, e):
        (a,) = self.args(e, 1)
        return self.make_power(Node("nconst", REAL, (), CONSTANTS["E"]), a)

    def n(self, e):
        if len(e.args) != 1:
            raise Unsupported("N with a precision")
        (a,) = self.args(e, 1)
        k = a.type.kind
        if a.type.rank or k not in "IQNRC":
            raise Unsupported("N of a non-number")
        if k in "RC":
            return a
        return Node("float", REAL, (a,))

    # --- functions --------------------------------------------------------------------------
    def elementary(self, e):
        name = e.head.name
        (a,) = self.args(e, 1)
        if a.type.rank:
            raise Unsupported("tensor argument")
        k = a.type.kind
        if k == "C":
            if ELEMENTARY[name][1] is None or self.mode == "exact":
                raise Unsupported("complex argument")
            return Node("call", COMPLEX, (a,), name)
        if k not in "IQNR":
            raise Unsupported("non-numeric argument")
        if self.mode == "exact" and k in "IQ":
            raise Unsupported("exact argument")
        if k in "IQ":
            a = Node("float", REAL, (a,))
        return Node("call", REAL, (a,), name)

    def arctan(self, e):
        if len(e.args) == 1:
            return self.elementary(e)
        x, y = self.args(e, 2)
        for a in (x, y):
            if a.type.rank or a.type.kind not in "IQNR":
                raise Unsupported("ArcTan argument")
        if self.mode == "exact" and not (x.type.kind == "R" or y.type.kind == "R"):
            raise Unsupported("exact arguments")
        return Node("atan2", REAL, (y, x))

    def log(self, e):
        if len(e.args) == 1:
            return self.elementary(e)
        b, x = self.args(e, 2)
        for a in (b, x):
            if a.type.rank or a.type.kind not in ("R",) + (("I", "Q") if self.mode ==
                                                          "machine" else ()):
                raise Unsupported("Log argument")
        lb = self.elementary_node("Log", b)
        lx = self.elementary_node("Log", x)
        return self.nary("times", [lx, self.make_power(lb, const(-1, INT))])

    def elementary_node(self, name, a):
        if a.type.kind in "IQ":
            a = Node("float", REAL, (a,))
        return Node("call", REAL, (a,), name)

    def rounding(self, e):
        name = e.head.name
        (a,) = self.args(e, 1)
        k = a.type.kind
        if a.type.rank or k not in "INRQ":
            raise Unsupported("rounding argument")
        if k == "I":
            return a
        return Node("round", INT, (a,), name)

    def abs_(self, e):
        (a,) = self.args(e, 1)
        k = a.type.kind
        if a.type.rank or k not in "INRC":
            raise Unsupported("Abs argument")
        return Node("abs", REAL if k == "C" else a.type, (a,))

    def sign(self, e):
        (a,) = self.args(e, 1)
        if a.type.rank or a.type.kind not in "INR":
            raise Unsupported("Sign argument")
        return Node("sign", INT, (a,))

    def mod_quotient(self, e):
        name = e.head.name
        a, b = self.args(e, 2)
        if a.type != INT or b.type != INT:
            raise Unsupported("%s of non-integers" % name)
        return Node("mod" if name == "Mod" else "quotient", INT, (a, b))

    def extremum(self, e):
        xs = self.args(e)
        if not xs:
            raise Unsupported("empty Max/Min")
        if any(x.type.rank or x.type.kind not in "IR" for x in xs):
            raise Unsupported("Max/Min argument")
        if self.mode == "exact" and len({x.type.kind for x in xs}) > 1:
            raise Unsupported("mixed exact and inexact")
        t = REAL if any(x.type.kind == "R" for x in xs) else INT
        if len(xs) == 1:
            return xs[0]
        return Node("max" if e.head.name == "Max" else "min", t, tuple(xs))

    # --- comparisons and logic --------------------------------------------------------------
    def comparison(self, e):
        op = _COMPARISONS[e.head.name]
        xs = self.args(e)
        if len(xs) < 2:
            raise Unsupported("comparison of one argument")
        if op == "ne" and len(xs) > 2:
            raise Unsupported("Unequal of more than two")
        for x in xs:
            k = x.type.kind
            if x.type.rank or k not in "INRB" + ("C" if op in ("eq", "ne") else ""):
                raise Unsupported("comparison operand")
            if k == "B" and op not in ("eq", "ne"):
                raise Unsupported("ordering of booleans")
        if any(x.type.kind == "B" for x in xs) and not all(x.type.kind == "B" for x in xs):
            raise Unsupported("boolean compared with a number")
        pairs = [Node("cmp", BOOL, (a, b), op) for a, b in zip(xs, xs[1:])]
        if len(pairs) == 1:
            return pairs[0]
        return Node("and", BOOL, tuple(pairs))

    def logic(self, e):
        name = e.head.name
        xs = self.args(e)
        for x in xs:
            if x.type != BOOL:
                raise Unsupported("logic operand")
        if name == "Not":
            if len(xs) != 1:
                raise Unsupported("argument count")
            return Node("not", BOOL, (xs[0],))
        if not xs:
            return const(name != "Or" and name != "Xor", BOOL)
        if len(xs) == 1:
            return xs[0]
        return Node({"And": "and", "Or": "or", "Xor": "xor"}[name], BOOL, tuple(xs))

    def parity(self, e):
        (a,) = self.args(e, 1)
        if a.type.rank or a.type.kind not in "IRB":
            raise Unsupported("EvenQ argument")
        if a.type.kind != "I":
            return const(False, BOOL)       # EvenQ[2.] is False
        return Node("parity", BOOL, (a,), e.head.name)

    def boole(self, e):
        (a,) = self.args(e, 1)
        if a.type != BOOL:
            raise Unsupported("Boole of a non-boolean")
        return Node("boole", INT, (a,))

    def if_(self, e):
        if len(e.args) != 3:
            raise Unsupported("If without both branches")
        c, a, b = self.args(e, 3)
        return self.make_if(c, a, b)

    def make_if(self, c, a, b):
        if c.type != BOOL:
            raise Unsupported("If condition")
        t = self.branch_type(a.type, b.type)
        return Node("if", t, (c, a, b))

    def branch_type(self, a, b):
        t = join(a, b)
        if t is None:
            raise Unsupported("branches of different types")
        if t.kind == "N" and self.mode == "machine":
            t = Type("R", t.rank)
        return t

    def which(self, e):
        if len(e.args) % 2 or not e.args:
            raise Unsupported("Which form")
        xs = self.args(e)
        result = Node("fail", None)
        for c, v in reversed(list(zip(xs[0::2], xs[1::2]))):
            if c.op == "const" and c.value is True:
                result = v
                continue
            if c.type != BOOL:
                raise Unsupported("Which condition")
            result = Node("if", self.branch_type(v.type, result.type) if result.type
                          else v.type, (c, v, result))
        if result.type is None:
            raise Unsupported("Which without a true case")
        return result

    def piecewise(self, e):
        if not 1 <= len(e.args) <= 2:
            raise Unsupported("Piecewise form")
        cases = e.args[0]
        if not (isinstance(cases, Expression) and cases.head.name == "List"):
            raise Unsupported("Piecewise form")
        result = self.expr(e.args[1]) if len(e.args) == 2 else const(0, INT)
        for case in reversed(cases.args):
            if not (isinstance(case, Expression) and case.head.name == "List"
                    and len(case.args) == 2):
                raise Unsupported("Piecewise case")
            v, c = self.expr(case.args[0]), self.expr(case.args[1])
            if c.op == "const" and c.value is True:
                result = v
                continue
            result = self.make_if(c, v, result)
        return result


_HANDLERS = {
    "Plus": Lowering.plus, "Times": Lowering.times, "Power": Lowering.power,
    "Subtract": Lowering.subtract, "Minus": Lowering.minus, "Divide": Lowering.divide,
    "Sqrt": Lowering.sqrt, "Exp": Lowering.exp, "N": Lowering.n,
    "ArcTan": Lowering.arctan, "Log": Lowering.log,
    "Floor": Lowering.rounding, "Ceiling": Lowering.rounding, "Round": Lowering.rounding,
    "IntegerPart": Lowering.rounding,
    "Abs": Lowering.abs_, "Sign": Lowering.sign, "Mod": Lowering.mod_quotient,
    "Quotient": Lowering.mod_quotient, "Max": Lowering.extremum, "Min": Lowering.extremum,
    "And": Lowering.logic, "Or": Lowering.logic, "Not": Lowering.logic, "Xor": Lowering.logic,
    "Boole": Lowering.boole, "EvenQ": Lowering.parity, "OddQ": Lowering.parity, "If": Lowering.if_, "Which": Lowering.which,
    "Piecewise": Lowering.piecewise,
}
for _name in _COMPARISONS:
    _HANDLERS[_name] = Lowering.comparison
for _name in ELEMENTARY:
    _HANDLERS.setdefault(_name, lambda self, e: self.elementary(e))
