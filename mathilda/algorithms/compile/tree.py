"""The typed tree: what every code generator works from.

A ``Node`` is ``(op, type, args, value)``: ``op`` is one of a fixed set of operation names,
``type`` a ``Type``, ``args`` a tuple of Nodes and ``value`` the operation's datum (a Python
number for ``const``, a ``Var`` for ``var``, a key of the function tables for ``call``).  No
user string is stored in a tree: symbols become ``Var`` objects numbered by the lowering, so
generated code names them ``v0``, ``v1``, ...

Types: a scalar kind and a rank (0 for scalars; packed tensors in Compile have rank >= 1).

    B  Boolean           I  machine integer     R  machine real     C  machine complex
    Q  exact rational (transient: only as an operand that an inexact operation turns real)
    N  an integer or a real, known only at run time (automatic compilation of loops, where a
       variable may start as 0 and become 0.5: Python's own int/float promotion reproduces
       the evaluator's, so such code stays exact)
"""

__all__ = ["Type", "Node", "Var", "Unsupported", "BOOL", "INT", "REAL", "COMPLEX", "RATIONAL",
           "NUMBER", "join", "numeric_kind", "VOID"]


class Unsupported(Exception):
    """The expression cannot be compiled (an unknown head, a free symbol, a type that does not
    fit); the caller evaluates it through the evaluator instead."""


class Type:
    __slots__ = ("kind", "rank")

    def __init__(self, kind, rank=0):
        self.kind = kind
        self.rank = rank

    def __eq__(self, other):
        return isinstance(other, Type) and self.kind == other.kind and self.rank == other.rank

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash((self.kind, self.rank))

    def __repr__(self):
        return "Type(%s%s)" % (self.kind, "" if not self.rank else ", %d" % self.rank)

    @property
    def scalar(self):
        return self.rank == 0

    def element(self):
        return Type(self.kind, 0)

    def tensor(self, rank):
        return Type(self.kind, rank)


BOOL = Type("B")
INT = Type("I")
REAL = Type("R")
COMPLEX = Type("C")
RATIONAL = Type("Q")
NUMBER = Type("N")
VOID = Type("V")          # statements: Null

_NUMERIC_ORDER = {"I": 0, "Q": 1, "N": 2, "R": 3, "C": 4}


def numeric_kind(kinds):
    """The kind of an arithmetic result from the kinds of its operands (None: not numeric)."""
    best = None
    for k in kinds:
        if k not in _NUMERIC_ORDER:
            return None
        if best is None or _NUMERIC_ORDER[k] > _NUMERIC_ORDER[best]:
            best = k
    if best == "N" and "Q" in kinds:
        return "Q"              # an int-or-real with a rational: may stay exact
    return best


def join(a, b):
    """The type a variable takes when both a and b are assigned to it (None: no such type)."""
    if a is None:
        return b
    if b is None or a == b:
        return a
    if a.rank != b.rank:
        return None
    if a.kind in "BV" or b.kind in "BV":
        return None
    k = {a.kind, b.kind}
    if k == {"I", "R"}:
        return Type("N", a.rank)
    if "Q" in k:
        return None
    order = max(k, key=lambda x: _NUMERIC_ORDER[x])
    return Type(order, a.rank)


class Var:
    """A variable of the generated code: ``index`` names it (``v<index>``); ``symbol`` is kept
    for messages only and never reaches generated source."""

    __slots__ = ("index", "symbol", "type", "assigned")

    def __init__(self, index, symbol, type_):
        self.index = index
        self.symbol = symbol
        self.type = type_
        self.assigned = False

    @property
    def name(self):
        return "v%d" % self.index


class Node:
    __slots__ = ("op", "type", "args", "value")

    def __init__(self, op, type_, args=(), value=None):
        self.op = op
        self.type = type_
        self.args = args
        self.value = value

    def __repr__(self):
        if self.op == "const":
            return "%r:%s" % (self.value, self.type.kind)
        if self.op == "var":
            return "v%d:%s" % (self.value.index, self.type.kind)
        inner = ", ".join(repr(a) for a in self.args)
        v = "" if self.value is None else "[%s]" % (self.value,)
        return "%s%s(%s):%s" % (self.op, v, inner, self.type.kind)
