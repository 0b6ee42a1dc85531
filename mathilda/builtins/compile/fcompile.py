"""FunctionCompile, CompiledCodeFunction, Typed, TypeSpecifier and KernelFunction: the typed
compiler interface, on Compile's compiler (mathilda/algorithms/compile/codefunction.py)."""

from mathilda.core.association import AssociationExpr, make_association
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

MESSAGES = {
    "fun": "`1` is not a Function whose arguments are declared with Typed.",
    "untyped": "The argument `1` of `2` has no type; declare it as Typed[`1`, type].",
    "type": "`1` is not a valid type specification.",
    "nosup": "The type `1` is not supported; the supported types are \"MachineInteger\", "
             "\"Integer64\", \"Real64\", \"ComplexReal64\", \"Boolean\", \"String\" and "
             "packed arrays of numbers.",
    "err": "Type error: `1` does not take arguments of the types `2`.",
    "nodef": "No compiled definition is available for `1`; evaluate it with "
             "KernelFunction.",
    "kargs": "The call `1` does not give as many arguments as its declared type.",
    "ktype": "`1` needs a function type: Typed[KernelFunction[f], {type, ...} -> type].",
    "decl": "`1` is not a declaration FunctionDeclaration[name, Typed[{type, ...} -> "
            "type]@Function[{x, ...}, body]].",
    "dtype": "The body of `1` has the type `2`, not the declared type `3`.",
}


def _compile_one(ev, fn, defs=None):
    from mathilda.algorithms.compile.codefunction import CompileFailure, function_compile
    try:
        return function_compile(ev, fn, defs)
    except CompileFailure as exc:
        ev.message("FunctionCompile", exc.tag, *exc.args_)
        return None


@builtin("FunctionCompile", nargs=(1, 2), messages=MESSAGES,
         usage="FunctionCompile[f] generates a compiled code function from the pure "
               "function f, whose arguments are declared with Typed. "
               "FunctionCompile[{f1, f2, ...}] generates a list of compiled code functions; "
               "FunctionCompile[<|k1 -> f1, ...|>] an association of them; "
               "FunctionCompile[defs, f] uses the FunctionDeclarations defs.",
         examples=[('cf = FunctionCompile[Function[Typed[x, "MachineInteger"], x + 1]]',
                    "CompiledCodeFunction[<<Signature: {MachineInteger} -> "
                    "MachineInteger>>]"),
                   ("cf = FunctionCompile[Function[Typed[x, \"MachineInteger\"], x + 1]]; "
                    "cf[10]", "11"),
                   ('FunctionCompile[Function[{Typed[x, "Real64"], Typed[n, '
                    '"MachineInteger"]}, Module[{s = 0.}, Do[s += x^k/k!, {k, 0, n}]; '
                    's]]][1., 20]', "2.71828"),
                   ('FunctionCompile[Function[Typed[v, "PackedArray"::["Real64", 1]], '
                    'Total[v]/Length[v]]][{1., 2., 4.}]', "2.33333"),
                   ('FunctionCompile[Function[Typed[s, "String"], StringLength[s] + 1]]'
                    '["abc"]', "4"),
                   ('FunctionCompile[Function[Typed[s, "String"], s + 1]]',
                    'FunctionCompile[Function[Typed[s, String], s + 1]]',
                    ["FunctionCompile::err: Type error: s + 1 does not take arguments of "
                     "the types {String, MachineInteger}."]),
                   ("FunctionCompile[Function[x, x + 1]]",
                    "FunctionCompile[Function[x, x + 1]]",
                    ["FunctionCompile::untyped: The argument x of Function[x, x + 1] has "
                     "no type; declare it as Typed[x, type]."])])
def function_compile(ev, expr):
    x = expr.args[-1]
    defs = expr.args[0] if len(expr.args) == 2 else None
    if isinstance(x, Expression) and x.head is S.List:
        out = [_compile_one(ev, f, defs) for f in x.args]
        return None if any(c is None for c in out) else Expression(S.List, tuple(out))
    if isinstance(x, AssociationExpr):
        rules = []
        for r in x.args:
            c = _compile_one(ev, r.args[1], defs)
            if c is None:
                return None
            rules.append(Expression(S.Rule, (r.args[0], c)))
        return make_association(rules)
    return _compile_one(ev, x, defs)


@builtin("FunctionDeclaration", nargs=2,
         usage="FunctionDeclaration[name, Typed[{type1, ...} -> type]@Function[{x1, ...}, "
               "body]] declares a typed function name for FunctionCompile[decls, f]; "
               "declared functions may call themselves and each other.",
         examples=[('decl = FunctionDeclaration[fib, Typed[{"MachineInteger"} -> '
                    '"MachineInteger"]@Function[n, If[n < 2, n, fib[n - 1] + fib[n - 2]]]]; '
                    'FunctionCompile[decl, Function[Typed[n, "MachineInteger"], fib[n]]][20]',
                    "6765"),
                   ('d = FunctionDeclaration[sq, Typed[{"Real64"} -> "Real64"]@Function[x, '
                    'x^2]]; FunctionCompile[d, Function[Typed[x, "Real64"], sq[x] + sq[2 x]]]'
                    '[1.5]', "11.25")])
def function_declaration(ev, expr):
    return None


@builtin("CompiledCodeFunction", sub=True,
         messages={"uncomp": "A compiled code runtime error occurred; reverting to "
                             "uncompiled evaluation: `1`."},
         usage="CompiledCodeFunction[...] is a function created by FunctionCompile that "
               "contains compiled code that is run when the CompiledCodeFunction is applied "
               "to suitable arguments.",
         examples=[('cf = FunctionCompile[Function[{Typed[x, "MachineInteger"], '
                    'Typed[y, "Real64"]}, x + y]]',
                    "CompiledCodeFunction[<<Signature: {MachineInteger, Real64} -> "
                    "Real64>>]"),
                   ('FunctionCompile[Function[Typed[n, "MachineInteger"], n^n]][32]',
                    "1461501637330902918203684832716283019655932542976",
                    ["CompiledCodeFunction::uncomp: A compiled code runtime error "
                     "occurred; reverting to uncompiled evaluation: IntegerOverflow."]),
                   ('FunctionCompile[Function[Typed[x, "MachineInteger"], x + 1]][2.5]',
                    "Failure[ArgumentTypeError, <|MessageTemplate -> The argument `1` at "
                    "position `2` does not match the type `3`., MessageParameters -> "
                    "{2.5, 1, MachineInteger}|>]")])
def compiled_code_function(ev, expr):
    from mathilda.algorithms.compile.codefunction import (
        CompiledCodeFunctionExpr, call, recompiled,
    )
    f = expr.head
    if not isinstance(f, Expression) or f.head is not S.CompiledCodeFunction:
        return None
    if not isinstance(f, CompiledCodeFunctionExpr):
        f = recompiled(ev, f)
        if f is None:
            return None
    return call(ev, f, expr.args)


@builtin("Typed", nargs=(1, 2), sub=True,
         usage="Typed[expr, type] represents an expression that should be assumed to be of "
               "a specified type for compilation. Function[{Typed[x1, type1], ...}, ...] "
               "specifies the argument types of a Function to be compiled; the operator form "
               "Typed[type][expr] is Typed[expr, type].",
         examples=[('Typed[x, "MachineInteger"]', "Typed[x, MachineInteger]"),
                   ('Typed[f, {"Real64"} -> "Real64"]', "Typed[f, {Real64} -> Real64]"),
                   ('Function[Typed[x, "MachineInteger"], x + 1][5]', "6")])
def typed(ev, expr):
    h = expr.head
    if isinstance(h, Expression) and h.head is S.Typed and len(h.args) == 1 \
            and len(expr.args) == 1:
        return Expression(S.Typed, (expr.args[0], h.args[0]))
    return None


@builtin("TypeSpecifier", nargs=1, sub=True,
         usage="TypeSpecifier[spec] represents a type specification; "
               "TypeSpecifier[\"PackedArray\"][elem, rank] (input \"PackedArray\"::[elem, "
               "rank]) a packed array of rank rank of elements of type elem.",
         examples=[('FullForm["PackedArray"::["Real64", 1]]',
                    'TypeSpecifier["PackedArray"]["Real64", 1]'),
                   ('TypeSpecifier[{"MachineInteger"} -> "Real64"]',
                    "TypeSpecifier[{MachineInteger} -> Real64]")])
def type_specifier(ev, expr):
    return None


@builtin("KernelFunction", nargs=1, sub=True,
         usage="KernelFunction[f] is a function evaluated by the evaluator from compiled "
               "code: Typed[KernelFunction[f], {type1, ...} -> type][args] in a "
               "FunctionCompile body. Outside compiled code KernelFunction[f][args] is "
               "f[args].",
         examples=[("KernelFunction[f][1, 2]", "f[1, 2]"),
                   ('g[n_] := Prime[n]; FunctionCompile[Function[Typed[n, "MachineInteger"]'
                    ', 2 Typed[KernelFunction[g], {"MachineInteger"} -> "MachineInteger"]'
                    '[n]]][10]', "58")])
def kernel_function(ev, expr):
    h = expr.head
    if isinstance(h, Expression) and h.head is S.KernelFunction and len(h.args) == 1:
        return Expression(h.args[0], expr.args)
    return None


# --- the printed form ---------------------------------------------------------------------------

def _spec_text(t):
    if type(t) is String:
        return t.value
    if isinstance(t, Expression):
        h = t.head
        if isinstance(h, Expression) and h.head is S.TypeSpecifier and len(h.args) == 1 \
                and type(h.args[0]) is String:
            return "%s::[%s]" % (h.args[0].value, ", ".join(_spec_text(a) for a in t.args))
        if t.head is S.List:
            return "{%s}" % ", ".join(_spec_text(a) for a in t.args)
        if t.head is S.Rule and len(t.args) == 2:
            return "%s -> %s" % (_spec_text(t.args[0]), _spec_text(t.args[1]))
    if type(t) is Integer:
        return str(t.value)
    raise ValueError("not a type")


def _form(x):
    if len(x.args) != 1 or not isinstance(x.args[0], AssociationExpr):
        return None
    sig = x.args[0].get(String("Signature"))
    if not (isinstance(sig, Expression) and sig.head is S.TypeSpecifier and len(sig.args) == 1):
        return None
    try:
        text = _spec_text(sig.args[0])
    except ValueError:
        return None
    return Expression(S.HoldForm, (Expression(S.CompiledCodeFunction, (
        Expression(S.Skeleton, (Symbol("Signature: " + text),)),)),))


register_form("CompiledCodeFunction", _form)
