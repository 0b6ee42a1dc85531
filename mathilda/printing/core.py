"""The shared core of the printers: dispatch on the head, parenthesisation from the operator
table, and linear-time output.

A printer appends text pieces to ``self.out`` (never concatenates strings level by level,
so printing is linear in the output size however deep the expression).  ``emit(x, need)``
writes ``x`` in parentheses when the precedence of its printed form, ``prec(x)``, is below
``need``.  ``prec`` looks only at the top of ``x``; the writing methods decide the
precedence their operands need from the operator table (mathilda/syntax/operators.py), so the
parser reads back what the printers write.

Forms subclass ``Printer``: ``FullFormPrinter`` (no special syntax), ``InputFormPrinter``
(operators, reads back exactly) and ``OutputFormPrinter`` (the one-line OutputForm).
"""

import re
import sys

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, String, Symbol, S,
)
from mathilda.syntax.operators import ATOM_PREC, BY_NAME, CALL_PREC, \
    COMPARISON_SPELLING

__all__ = ["Printer", "run_printer", "escape_string", "is_name"]

_NAME = re.compile(r"`?(?:[^\W\d_]|\$)[^\W_]*(?:\$[^\W_]*)*"
                   r"(?:`(?:[^\W\d_]|\$)[^\W_]*(?:\$[^\W_]*)*)*$")


def is_name(s):
    """Is ``s`` spelled like a symbol name (so that it reads back as that symbol)?"""
    return bool(_NAME.match(s))


_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r",
            "\b": "\\b", "\f": "\\f"}
_NEEDS_ESCAPE = re.compile(r'[\\"\n\t\r\b\f\x00-\x1f\x7f]')


def _escape_char(m):
    c = m.group()
    r = _ESCAPES.get(c)
    return r if r is not None else "\\:%04x" % ord(c)


def escape_string(s):
    """``s`` as a string literal, with quotes and escapes."""
    if _NEEDS_ESCAPE.search(s):
        s = _NEEDS_ESCAPE.sub(_escape_char, s)
    return '"' + s + '"'


def run_printer(printer_class, expr):
    """Print ``expr`` with a new printer; very deep expressions are printed on a thread with
    a large stack.  Never raises for any expression."""
    try:
        return printer_class().text(expr)
    except RecursionError:
        return _deep(printer_class, expr)


# Contexts a package put on $ContextPath (EndPackage): their symbols print without the
# context (Pkg`f as f), as the Wolfram Language prints a symbol its context path reaches.
# One set for the process: the printers know no session.
VISIBLE_CONTEXTS = set()


def symbol_text(name):
    """How a symbol named ``name`` prints: without its context if that is a package's."""
    ctx, _, short = name.rpartition("`")
    return short if ctx + "`" in VISIBLE_CONTEXTS else name


_DEEP_RECURSION_LIMIT = 4000000     # Python frames on the big-stack thread (a few per level)


def _deep(printer_class, expr):
    """On the big-stack thread, with a recursion limit high enough for any expression
    that fits in memory (Nest[List, x, 10^5] printed <<RecursionError: ...>>): Python 3.11
    calls between Python functions take no C stack, and the thread has 512 MB of it."""
    import sys
    from mathilda.runtime.deep import run_deep

    def text():
        old = sys.getrecursionlimit()
        if old < _DEEP_RECURSION_LIMIT:
            sys.setrecursionlimit(_DEEP_RECURSION_LIMIT)
        try:
            return printer_class().text(expr)
        finally:
            if old < _DEEP_RECURSION_LIMIT:
                sys.setrecursionlimit(old)
    return run_deep(text)


# Heads printed with a binary infix operator when they have two arguments.
_BINARY = frozenset(("Set", "SetDelayed", "UpSet", "UpSetDelayed", "AddTo", "SubtractFrom",
                     "TimesBy", "DivideBy", "ApplyTo", "ReplaceAll", "ReplaceRepeated", "Rule",
                     "RuleDelayed", "Condition", "Map", "MapAll", "PatternTest",
                     "TwoWayRule"))
# Heads printed with an n-ary operator when they have two or more arguments.
_FLAT = frozenset(("StringExpression", "Alternatives", "Or", "And", "SameQ", "UnsameQ",
                   "Dot", "NonCommutativeMultiply", "StringJoin", "Composition",
                   "RightComposition"))
_CHAIN = frozenset(COMPARISON_SPELLING)
_PREFIX = frozenset(("Not", "PreIncrement", "PreDecrement"))
_POSTFIX = frozenset(("Repeated", "RepeatedNull", "Factorial", "Factorial2", "Increment",
                      "Decrement", "Unset"))
_BLANK_TAILS = {"Blank": "_", "BlankSequence": "__", "BlankNullSequence": "___"}

_P_PATTERN = BY_NAME["Pattern"].prec
_P_OPTIONAL = BY_NAME["Optional"].prec
_P_TIMES = BY_NAME["Times"].prec
_P_PLUS = BY_NAME["Plus"].prec
_P_POWER = BY_NAME["Power"].prec
_P_DIVIDE = BY_NAME["Divide"].prec
_P_FUNCTION = BY_NAME["Function"].prec
_P_DERIVATIVE = BY_NAME["Derivative"].prec
_P_SPAN = BY_NAME["Span"].prec
_P_COMPOUND = BY_NAME["CompoundExpression"].prec
_P_SET = BY_NAME["Set"].prec
_P_MESSAGENAME = BY_NAME["MessageName"].prec
_P_APPLY = BY_NAME["Apply"].prec
_P_PUT = BY_NAME["Put"].prec
_P_GET = BY_NAME["Get"].prec
_P_NEG = _P_TIMES            # -x and negative numbers print like a product


def _is_int(x, v):
    return type(x) is Integer and x.value == v


def _normal(x):
    return isinstance(x, Expression)


class Printer:
    """FullForm-like base: every expression as head[args]; forms override ``write_*``."""

    use_operators = False

    def __init__(self):
        self.out = []

    def text(self, expr):
        self.write(expr)
        return "".join(self.out)

    # --- dispatch ---------------------------------------------------------------------------
    def write(self, x):
        t = type(x)
        if t is Symbol:
            name = x.name
            self.out.append(symbol_text(name) if "`" in name and VISIBLE_CONTEXTS else name)
        elif t is Integer:
            v = x.value
            if -(1 << 4000) < v < (1 << 4000):
                self.out.append(str(v))
            else:       # Python's str() refuses (and is quadratic on) huge integers
                from mathilda.numbers.intstr import int_to_str
                self.out.append(int_to_str(v))
        elif t is String:
            self.write_string(x)
        elif t is Real:
            self.write_real(x)
        elif t is Rational:
            self.write_rational(x)
        elif t is Complex:
            self.write_complex(x)
        elif isinstance(x, Expression):
            if self.use_operators:
                rule = self.rule_for(x)
                if rule is not None and rule[0](self, x) is not None:
                    rule[1](self, x)
                    return
            self.write_call(x)
        else:
            self.out.append(x if isinstance(x, str) else str(x))

    def rule_for(self, x):
        """The (prec_fn, write_fn) pair for the special syntax of ``x``'s head, or None."""
        h = x.head
        if type(h) is Symbol:
            return self.rules.get(h.name)
        if type(h) is Expression:
            if h.head is S.Derivative:
                return self.rules.get("Derivative[n][f]")
            if h.head is S.Inactive and len(h.args) == 1:
                return self.rules.get("Inactive[f][args]")
        return None

    def prec(self, x):
        """The precedence of the printed form of ``x`` (ATOM_PREC: never parenthesised)."""
        t = type(x)
        if t is Symbol or t is String:
            return ATOM_PREC
        if t is Integer:
            return _P_NEG if x.value < 0 else ATOM_PREC
        if t is Real or t is Rational or t is Complex:
            return self.number_prec(x)
        if isinstance(x, Expression):
            if self.use_operators:
                rule = self.rule_for(x)
                if rule is not None:
                    p = rule[0](self, x)
                    if p is not None:
                        return p
                return self.call_prec(x)
            return CALL_PREC
        return ATOM_PREC

    def emit(self, x, need):
        if self.prec(x) < need:
            self.out.append("(")
            self.write(x)
            self.out.append(")")
        else:
            self.write(x)

    # --- atoms (FullForm versions) ---------------------------------------------------------
    def number_prec(self, x):
        if type(x) is Real and str(x.value).startswith("-"):
            return _P_NEG                     # -1.[x] would read as Times[-1, 1.[x]]
        return ATOM_PREC

    def write_string(self, x):
        self.out.append(escape_string(x.value))

    def write_real(self, x):
        from mathilda.printing.numbers import real_input
        self.out.append(real_input(x))

    def write_rational(self, x):
        v = x.value
        self.out.append("Rational[%d, %d]" % (v.numerator, v.denominator))

    def write_complex(self, x):
        self.out.append("Complex[")
        self.write(x.re)
        self.out.append(", ")
        self.write(x.im)
        self.out.append("]")

    # --- normal expressions -----------------------------------------------------------------
    def write_head(self, h):
        """``h`` before ``[args]`` or ``[[parts]]``: in parentheses unless it reads back as the
        head anyway (an atom, a call, or a postfix form such as ``f'`` or ``#^2 &``)."""
        if self.use_operators and _normal(h) and self.trailing_call_ok(h):
            self.write(h)
        else:
            self.emit(h, CALL_PREC)

    def write_call(self, x):
        self.write_head(x.head)
        self.out.append("[")
        # an object whose printed arguments are not its parts (ByteArray["AQID"])
        args = x.args if type(x) is Expression else getattr(x, "printed_args", x.args)
        self.write_sequence(args)
        self.out.append("]")

    def write_sequence(self, args, sep=", "):
        out = self.out
        first = True
        for a in args:
            if first:
                first = False
            else:
                out.append(sep)
            self.write(a)

    def trailing_call_ok(self, h):
        """Does ``h[...]`` read back as a call on ``h``?  True when ``h`` prints as a call
        or part, or ends with a postfix operator (the call then applies to the whole postfix
        form, as in ``f'[x]`` and ``#^2 &[3]``)."""
        rule = self.rule_for(h)
        if rule is None or rule[0](self, h) is None:
            return True                      # printed as a call itself
        return rule[0] in self.postfix_prec_fns

    def call_prec(self, x):
        """``h[args]`` binds tightest, unless ``h`` prints with a trailing postfix operator:
        then the whole reads as the postfix form applied, at that form's precedence."""
        h = x.head
        if _normal(h) and self.trailing_call_ok(h):
            p = self.prec(h)
            return p if p < CALL_PREC else CALL_PREC
        return CALL_PREC

    rules = {}
    postfix_prec_fns = frozenset()
