"""FunctionCompile's CompiledCodeFunction: building one from a typed Function, and calling it.

``function_compile(ev, fn)`` takes ``Function[{Typed[x, t], ...}, body]`` (or
``Function[Typed[x, t], body]``), checks the body's types (typecheck.py: an ill-typed call is
a FunctionCompile::err message and no function) and compiles it with Compile's compiler
(compiler.compile_body), which here calls back into the evaluator only for
``Typed[KernelFunction[f], {t1, ...} -> t][args]``.  A body of Strings, or of functions the
compiler does not translate but the type check types, runs in the evaluator with the
declared argument types checked.  Anything else cannot be compiled: FunctionCompile::nodef.

The result is a ``CompiledCodeFunctionExpr``: the expression
``CompiledCodeFunction[<|"Signature" -> TypeSpecifier[{t1, ...} -> t], "Input" -> fn|>]``
with the code on the object.  The same expression without the code (read back from text, or
sent to another process) is compiled again at its first call.

``call(ev, cf, args)``: arguments that do not fit the declared types give a Failure (as the
reference says); a value leaving the machine numbers at run time gives
CompiledCodeFunction::uncomp and the uncompiled result (CompilerRuntimeErrorAction ->
Automatic).
"""

from mathilda.core.association import AssociationExpr, make_association
from mathilda.core.expr import Complex, Expression, Integer, Real, String, Symbol, S
from mathilda.algorithms.compile.body import BodyLowering
from mathilda.algorithms.compile.compiler import compile_body, convert_arg, to_expr
from mathilda.algorithms.compile.runtime import Fallback
from mathilda.algorithms.compile.tree import Unsupported
from mathilda.algorithms.compile.typecheck import KNOWN_HEADS, TypeFail, infer
from mathilda.algorithms.compile.declarations import (
    Declared, block_of, lower_declared_call, parse_declarations,
)
from mathilda.algorithms.compile.types import (
    TypeSpecError, parse_function_type, parse_type, signature_expr, type_expr, type_text,
)

__all__ = ["CompiledCodeFunctionExpr", "function_compile", "call", "CompileFailure",
           "recompiled"]


class CompileFailure(Exception):
    """FunctionCompile cannot compile: ``tag`` and ``args`` of its message."""

    def __init__(self, tag, *args):
        Exception.__init__(self, tag)
        self.tag = tag
        self.args_ = args


class CompiledCodeFunctionExpr(Expression):
    __slots__ = ("function", "symbols", "arg_types", "result_type", "body", "compiled",
                 "context")

    def __init__(self, function, symbols, arg_types, result_type, body, compiled, context,
                 declarations=None):
        fields = [
            Expression(S.Rule, (String("Signature"), signature_expr(arg_types,
                                                                     result_type))),
            Expression(S.Rule, (String("Input"), function))]
        if declarations is not None:
            fields.append(Expression(S.Rule, (String("Declarations"), declarations)))
        Expression.__init__(self, S.CompiledCodeFunction, (make_association(fields),))
        self.function = function
        self.symbols = tuple(symbols)
        self.arg_types = tuple(arg_types)
        self.result_type = result_type
        self.body = body                # the body evaluated uncompiled (KernelFunction bare)
        self.compiled = compiled        # a compiler.Compiled, or None: the evaluator runs it
        self.context = context

    def __reduce__(self):
        return (Expression, (S.CompiledCodeFunction, self.args))

    def __eq__(self, other):
        if self is other:
            return True
        return isinstance(other, Expression) and other.head is S.CompiledCodeFunction \
            and other.args == self.args

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash(("CompiledCodeFunction", self.function))
        return h


# --- compiling ----------------------------------------------------------------------------------

def _parameters(fn):
    """[(Symbol, Type)] of Function[{Typed[x, t], ...}, body]; CompileFailure if not so."""
    if not (isinstance(fn, Expression) and fn.head is S.Function and len(fn.args) == 2):
        raise CompileFailure("fun", fn)
    spec = fn.args[0]
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    out = []
    for item in items:
        if type(item) is Symbol:
            raise CompileFailure("untyped", item, fn)
        if not (isinstance(item, Expression) and item.head is S.Typed and len(item.args) == 2
                and type(item.args[0]) is Symbol):
            raise CompileFailure("fun", fn)
        try:
            t = parse_type(item.args[1])
        except TypeSpecError as exc:
            raise CompileFailure(exc.tag, exc.spec)
        out.append((item.args[0], t))
    if len({s for s, _ in out}) != len(out):
        raise CompileFailure("fun", fn)
    return out


def _kernel_calls(e, found):
    """e with Typed[KernelFunction[f], type][args] made KernelFunction[f][args]; found gets
    (pattern, result Type) for each."""
    if not isinstance(e, Expression) or type(e) is not Expression:
        return e
    h = e.head
    if isinstance(h, Expression) and h.head is S.Typed and len(h.args) == 2 \
            and isinstance(h.args[0], Expression) and h.args[0].head is S.KernelFunction:
        try:
            targs, tres = parse_function_type(h.args[1])
        except TypeSpecError as exc:
            raise CompileFailure(exc.tag, exc.spec)
        if len(targs) != len(e.args):
            raise CompileFailure("kargs", e)
        kf = h.args[0]
        found.append((Expression(kf, (Expression(S.BlankNullSequence, ()),)), tres))
        return Expression(kf, tuple(_kernel_calls(a, found) for a in e.args))
    if h is S.KernelFunction:
        raise CompileFailure("ktype", e)
    args = tuple(_kernel_calls(a, found) for a in e.args)
    head = _kernel_calls(h, found)
    if head is h and all(a is b for a, b in zip(args, e.args)):
        return e
    return Expression(head, args)


class _Lowering(BodyLowering):
    """Compile's lowering, evaluating only KernelFunction calls in the evaluator, and
    calling the declared functions (``decls``: {Symbol: Declared})."""

    decls = {}

    def expr(self, e):
        if type(e) is Expression and type(e.head) is Symbol:
            d = self.decls.get(e.head)
            if d is not None:
                return lower_declared_call(self, e, d)
        return BodyLowering.expr(self, e)

    def external_call(self, e):
        if isinstance(e, Expression) and isinstance(e.head, Expression) \
                and e.head.head is S.KernelFunction:
            return BodyLowering.external_call(self, e)
        raise Unsupported("no compiled definition")


def _unknown_call(e, ev, decls):
    """The first call in e of a function neither the compiler nor the type check knows."""
    if not isinstance(e, Expression):
        return None
    h = e.head
    if h is S.Function or (isinstance(h, Expression) and h.head is S.KernelFunction):
        return None
    if type(h) is Symbol and h.name not in KNOWN_HEADS and h not in decls \
            and BodyLowering("machine", ev).handler(h.name) is None:
        return e
    for a in e.args:
        r = _unknown_call(a, ev, decls)
        if r is not None:
            return r
    return None


def _checked(body, env, decls):
    try:
        return infer(body, env, decls)
    except TypeFail as exc:
        raise CompileFailure("err", exc.call, "{%s}" % ", ".join(
            "?" if t is None else type_text(t) for t in exc.types))


def _compiled(ev, params, body, external, found, decls):
    """compile_body with FunctionCompile's lowering, or None (not compilable here)."""
    if any(t.kind == "S" for _, t in params):
        return None

    def lowering(mode, ev_, external=False):
        low = _Lowering(mode, ev_, external=external)
        low.decls = decls
        return low
    try:
        return compile_body(ev, params, body, "machine", external, found, lowering=lowering)
    except Unsupported:
        return None


def _declarations(ev, defs, external, found):
    """{name: Declared} of FunctionCompile's first argument, each compiled when it can be
    (all or none: a declaration that cannot be compiled leaves them all to the
    evaluator)."""
    try:
        decls = parse_declarations(defs)
    except TypeSpecError as exc:
        raise CompileFailure(exc.tag, exc.spec)
    except ValueError as exc:
        raise CompileFailure("decl", exc.args[0])
    codes = []
    for d in decls.values():
        d.body = _kernel_calls(d.body, found)
        _checked(d.body, dict(zip(d.params, d.arg_types)), decls)
        c = _compiled(ev, list(zip(d.params, d.arg_types)), d.body, external, found, decls)
        if c is not None and c.result_type != d.result_type and not (
                c.result_type.kind == "I" and d.result_type.kind == "R"
                and c.result_type.rank == d.result_type.rank == 0):
            raise CompileFailure("dtype", d.name, type_text(c.result_type),
                                 type_text(d.result_type))
        codes.append(c)
    if all(c is not None for c in codes):
        for d, c in zip(decls.values(), codes):
            d.fn = c.fn
        return decls, True
    return decls, False


def function_compile(ev, fn, defs=None):
    """The CompiledCodeFunctionExpr for fn (with the FunctionDeclarations defs), or
    CompileFailure."""
    from mathilda.algorithms.compile.function import _External
    params = _parameters(fn)
    found = []
    context = {"ev": None}

    def external(expr, symbols, want=True, type_=None):
        if isinstance(symbols, Declared):
            return symbols
        return _External(expr, symbols, context, want, type_)

    decls, native = _declarations(ev, defs, external, found) if defs is not None \
        else ({}, True)
    body = _kernel_calls(fn.args[1], found)
    checked = _checked(body, dict(params), decls)
    compiled = None
    if native and (checked is None or checked.kind != "S"):
        compiled = _compiled(ev, params, body, external, found, decls)
    if compiled is not None:
        result = compiled.result_type
    elif checked is not None and checked.kind != "V":
        result = checked
    else:
        bad = _unknown_call(body, ev, decls)
        raise CompileFailure("nodef", bad if bad is not None else fn.args[1])
    return CompiledCodeFunctionExpr(fn, [s for s, _ in params], [t for _, t in params],
                                    result, block_of(decls, body), compiled, context, defs)


# --- calling ------------------------------------------------------------------------------------

def _argument(x, t):
    """The machine value of argument x for declared Type t, or None."""
    if t.kind == "S":
        return x.value if type(x) is String and t.rank == 0 else None
    if t.rank == 0 and t.kind in "RC" and type(x) not in (Integer, Real) \
            and not (t.kind == "C" and type(x) is Complex):
        return None
    return convert_arg(x, t)


def _failure(tag, template, params):
    return Expression(S.Failure, (String(tag), make_association([
        Expression(S.Rule, (String("MessageTemplate"), String(template))),
        Expression(S.Rule, (String("MessageParameters"), Expression(S.List, params)))])))


def recompiled(ev, head):
    """The CompiledCodeFunctionExpr of a CompiledCodeFunction[<|..., "Input" -> fn|>]
    without code, or None."""
    if len(head.args) != 1 or not isinstance(head.args[0], AssociationExpr):
        return None
    fn = head.args[0].get(String("Input"))
    if fn is None:
        return None
    try:
        return function_compile(ev, fn, head.args[0].get(String("Declarations")))
    except CompileFailure:
        return None


def call(ev, cf, args):
    """The value of cf[args...]."""
    types = cf.arg_types
    if len(args) != len(types):
        return _failure("ArgumentCountError", "The function expects `1` arguments but was "
                        "given `2`.", (Integer(len(types)), Integer(len(args))))
    values = []
    for i, (a, t) in enumerate(zip(args, types)):
        v = _argument(a, t)
        if v is None:
            return _failure("ArgumentTypeError", "The argument `1` at position `2` does not "
                            "match the type `3`.", (a, Integer(i + 1), type_expr(t)))
        values.append(v)
    if cf.compiled is None:
        return _uncompiled(ev, cf, args)
    saved = cf.context["ev"]
    cf.context["ev"] = ev
    try:
        r = cf.compiled.run(values)
        return to_expr(r, cf.result_type)
    except Fallback:
        ev.message("CompiledCodeFunction", "uncomp", _error_name(cf))
        return _uncompiled(ev, cf, args)
    finally:
        cf.context["ev"] = saved


def _error_name(cf):
    if cf.result_type.kind == "I" or all(t.kind == "I" for t in cf.arg_types):
        return "IntegerOverflow"
    return "FloatingPointException"


def _uncompiled(ev, cf, args):
    fn = Expression(S.Function, (Expression(S.List, cf.symbols), cf.body))
    return ev.evaluate(Expression(fn, tuple(args)))
