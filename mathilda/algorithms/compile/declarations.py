"""FunctionDeclaration for FunctionCompile: named typed functions the compiled code calls,
recursively if need be.

``FunctionDeclaration[name, Typed[Function[{x, ...}, body], {t1, ...} -> t]]`` (the input
``Typed[{t1, ...} -> t]@Function[...]`` evaluates to it) declares ``name``.  Each declaration
is compiled on its own (compiler.compile_body) with its declared argument types; a call
``name[args]`` in compiled code is an ``eval`` node of the typed tree whose callable (a
``Declared``) runs the declaration's compiled function directly, converting the arguments to
the declared types.  The callable is bound before the code it runs exists, so declarations may
call themselves and each other.  Where code runs uncompiled, the declarations are the
Functions bound by ``Block[{name = Function[...], ...}, ...]``.
"""

from mathilda.core.expr import Expression, Symbol, S
from mathilda.algorithms.compile.runtime import Fallback
from mathilda.algorithms.compile.tree import Node, Unsupported
from mathilda.algorithms.compile.types import TypeSpecError, parse_function_type, parse_type

__all__ = ["Declared", "parse_declarations", "lower_declared_call", "block_of"]


class Declared:
    """A declared function: its name, Function, declared types and, once compiled, code."""

    __slots__ = ("name", "function", "params", "body", "arg_types", "result_type", "fn",
                 "converts")

    def __init__(self, name, function, params, arg_types, result_type):
        self.name = name
        self.function = function
        self.params = params                # [Symbol]
        self.body = function.args[1]
        self.arg_types = arg_types
        self.result_type = result_type
        self.fn = None                      # the compiled Python function, set after
        self.converts = result_type.kind == "R" or any(
            t.kind in "RC" and t.rank == 0 for t in arg_types)

    def __call__(self, *values):
        if not self.converts:
            if self.fn is None:
                raise Fallback()
            return self.fn(*values)
        if self.fn is None:
            raise Fallback()
        vs = []
        for v, t in zip(values, self.arg_types):
            if t.kind == "R" and t.rank == 0 and type(v) is int:
                v = float(v)
            elif t.kind == "C" and t.rank == 0 and type(v) in (int, float):
                v = complex(v)
            vs.append(v)
        r = self.fn(*vs)
        if self.result_type.kind == "R" and type(r) is int:
            r = float(r)
        return r


def _one(d):
    """The Declared of FunctionDeclaration[name, Typed[Function[...], type]]; raises
    ValueError (decl) or TypeSpecError."""
    if not (isinstance(d, Expression) and d.head is S.FunctionDeclaration
            and len(d.args) == 2 and type(d.args[0]) is Symbol):
        raise ValueError(d)
    name, spec = d.args
    if not (isinstance(spec, Expression) and spec.head is S.Typed and len(spec.args) == 2):
        raise ValueError(d)
    fn, ftype = spec.args
    if not (isinstance(fn, Expression) and fn.head is S.Function and len(fn.args) == 2):
        raise ValueError(d)
    arg_types, result_type = parse_function_type(ftype)
    ps = fn.args[0]
    items = ps.args if isinstance(ps, Expression) and ps.head is S.List else (ps,)
    params = []
    for p, t in zip(items, arg_types):
        if isinstance(p, Expression) and p.head is S.Typed and len(p.args) == 2:
            if parse_type(p.args[1]) != t:
                raise ValueError(d)
            p = p.args[0]
        if type(p) is not Symbol:
            raise ValueError(d)
        params.append(p)
    if len(items) != len(arg_types) or len(set(params)) != len(params):
        raise ValueError(d)
    plain = Expression(S.Function, (Expression(S.List, tuple(params)), fn.args[1]))
    return Declared(name, plain, params, arg_types, result_type)


def parse_declarations(defs):
    """{name Symbol: Declared} of a FunctionDeclaration or a list of them; ValueError (with
    the bad declaration) or TypeSpecError."""
    items = defs.args if isinstance(defs, Expression) and defs.head is S.List else (defs,)
    out = {}
    for d in items:
        decl = _one(d)
        out[decl.name] = decl
    return out


def lower_declared_call(low, e, decl):
    """The eval node of decl.name[args] in the lowering low (the arguments lowered)."""
    if len(e.args) != len(decl.arg_types):
        raise Unsupported("declared function arity")
    args = tuple(low.expr(a) for a in e.args)
    for a, t in zip(args, decl.arg_types):
        at = a.type
        if at is None or at.rank != t.rank:
            raise Unsupported("declared argument type")
        if at.kind != t.kind and not (at.kind in "IN" and t.kind in "RC"
                                      or at.kind == "R" and t.kind == "C"):
            raise Unsupported("declared argument type")
    return Node("eval", decl.result_type, args, (e, decl, decl.result_type))


def block_of(decls, body):
    """Block[{name = Function[...], ...}, body]: body evaluated with the declarations."""
    if not decls:
        return body
    return Expression(S.Block, (Expression(S.List, tuple(
        Expression(S.Set, (d.name, d.function)) for d in decls.values())), body))
