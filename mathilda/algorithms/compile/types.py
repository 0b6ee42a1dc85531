"""The type specifications of FunctionCompile (Typed, TypeSpecifier) and the compiler's types.

A FunctionCompile type is written as a string (``"MachineInteger"``, ``"Real64"``, ...), as a
packed array ``TypeSpecifier["PackedArray"][elem, rank]`` (input ``"PackedArray"::[elem,
rank]``) or, for a function, ``{t1, ...} -> t``.  ``parse_type`` turns one into the compiler's
``Type`` (tree.py: a kind and a rank); kind ``S`` (a string) exists only here and in the type
checker (typecheck.py): the code generators never see it.  ``type_expr`` is the way back, as
the signature of a CompiledCodeFunction shows it.
"""

from mathilda.core.expr import Expression, Integer, String, S
from mathilda.algorithms.compile.tree import Type

__all__ = ["parse_type", "parse_function_type", "type_expr", "signature_expr", "type_text",
           "TypeSpecError", "STRING", "NATIVE"]

STRING = Type("S")

NATIVE = {"MachineInteger": "I", "Integer64": "I", "Real64": "R", "ComplexReal64": "C",
          "Boolean": "B", "String": "S"}
"""The native types FunctionCompile compiles, by name; the kind letters of tree.Type."""

_KNOWN_ELSEWHERE = frozenset((
    "Integer8", "Integer16", "Integer32", "Integer128", "UnsignedInteger8",
    "UnsignedInteger16", "UnsignedInteger32", "UnsignedInteger64", "UnsignedInteger128",
    "UnsignedMachineInteger", "Real32", "InertExpression", "Expression", "NumericArray",
    "CArray", "Void"))
"""Wolfram compiler types that exist but are not compiled here."""

_NAMES = {"I": "MachineInteger", "R": "Real64", "C": "ComplexReal64", "B": "Boolean",
          "S": "String"}


class TypeSpecError(ValueError):
    """A type specification that is not one: ``.spec`` is the expression, ``.tag`` the
    message (``type``: not a type; ``nosup``: a type this compiler does not handle)."""

    def __init__(self, spec, tag="type"):
        ValueError.__init__(self, tag)
        self.spec = spec
        self.tag = tag


def _packed(spec):
    """(elem, rank) of TypeSpecifier["PackedArray"][elem, rank], else None."""
    h = spec.head if isinstance(spec, Expression) else None
    if not (isinstance(h, Expression) and h.head is S.TypeSpecifier and len(h.args) == 1
            and type(h.args[0]) is String and h.args[0].value == "PackedArray"):
        return None
    if len(spec.args) == 1:
        return spec.args[0], Integer(1)
    if len(spec.args) == 2:
        return spec.args[0], spec.args[1]
    raise TypeSpecError(spec)


def parse_type(spec):
    """The Type of a value type specification (TypeSpecError if it is not one)."""
    if isinstance(spec, Expression) and spec.head is S.TypeSpecifier and len(spec.args) == 1:
        return parse_type(spec.args[0])
    if type(spec) is String:
        kind = NATIVE.get(spec.value)
        if kind is not None:
            return Type(kind)
        if spec.value in _KNOWN_ELSEWHERE or spec.value == "PackedArray":
            raise TypeSpecError(spec, "nosup")
        raise TypeSpecError(spec)
    packed = _packed(spec)
    if packed is None:
        raise TypeSpecError(spec)
    elem, rank = packed
    if type(elem) is not String or type(rank) is not Integer or not 1 <= rank.value <= 16:
        raise TypeSpecError(spec)
    kind = NATIVE.get(elem.value)
    if kind is None or kind in "BS":
        raise TypeSpecError(spec, "nosup" if kind or elem.value in _KNOWN_ELSEWHERE
                            else "type")
    return Type(kind, rank.value)


def parse_function_type(spec):
    """([argument Types], result Type) of {t1, ...} -> t, else TypeSpecError."""
    if isinstance(spec, Expression) and spec.head is S.TypeSpecifier and len(spec.args) == 1:
        spec = spec.args[0]
    if not (isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2):
        raise TypeSpecError(spec)
    lhs, rhs = spec.args
    items = lhs.args if isinstance(lhs, Expression) and lhs.head is S.List else (lhs,)
    return [parse_type(t) for t in items], parse_type(rhs)


def type_expr(t):
    """The specification of Type t: "Real64", TypeSpecifier["PackedArray"]["Real64", 1]."""
    if t.kind == "V":
        return String("Void")
    name = String(_NAMES[t.kind])
    if t.rank == 0:
        return name
    return Expression(Expression(S.TypeSpecifier, (String("PackedArray"),)),
                      (name, Integer(t.rank)))


def signature_expr(args, result):
    """TypeSpecifier[{t1, ...} -> t]."""
    return Expression(S.TypeSpecifier, (Expression(S.Rule, (
        Expression(S.List, tuple(type_expr(t) for t in args)), type_expr(result))),))


def type_text(t):
    """How a summary names Type t: MachineInteger, PackedArray::[Real64, 1]."""
    if t.kind == "V":
        return "Void"
    if t.rank == 0:
        return _NAMES[t.kind]
    return "PackedArray::[%s, %d]" % (_NAMES[t.kind], t.rank)
