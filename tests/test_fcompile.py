"""FunctionCompile, CompiledCodeFunction, Typed, TypeSpecifier and KernelFunction: the types,
the printed form, application, the type errors, the run-time fallback, the evaluator path of
String bodies, the `::` type syntax, and agreement with Compile on the same loops."""

import pickle

import pytest

from mathilda.core.expr import Expression, Integer
from mathilda.session import Session
from mathilda.syntax.parser import parse


def _run(text, s=None):
    s = s or Session()
    r = s.evaluate(text)
    return str(r), [str(m) for m in s.messages]


def _fc(args, body, call):
    return _run("FunctionCompile[Function[%s, %s]]%s" % (args, body, call))


# --- types and values --------------------------------------------------------------------------

@pytest.mark.parametrize("args,body,call,out", [
    ('Typed[x, "MachineInteger"]', "x + 1", "[10]", "11"),
    ('Typed[x, "Integer64"]', "3 x - 1", "[-4]", "-13"),
    ('Typed[x, "MachineInteger"]', "x/2", "[3]", "1.5"),
    ('Typed[x, "Real64"]', "Sin[x] + x^2", "[2]", "4.9093"),
    ('{Typed[x, "MachineInteger"], Typed[y, "Real64"]}', "x + y", "[1, 2.5]", "3.5"),
    ('{Typed[a, "Boolean"], Typed[b, "Boolean"]}', "a && ! b", "[True, False]", "True"),
    ('Typed[x, "Real64"]', "x > 1", "[0.5]", "False"),
    ('Typed[z, "ComplexReal64"]', "z^2 + 1", "[1. + I]", "1. + 2. I"),
    ('Typed[z, "ComplexReal64"]', "Abs[z]", "[3]", "3."),
    ('Typed[v, "PackedArray"::["Real64", 1]]', "Total[v]/Length[v]", "[{1., 2., 4.}]",
     "2.33333"),
    ('Typed[v, "PackedArray"::["Real64", 1]]', "2 v", "[{1, 2}]", "{2., 4.}"),
    ('Typed[m, "PackedArray"::["MachineInteger", 2]]', "m[[2, 1]]", "[{{1, 2}, {3, 4}}]",
     "3"),
    ('Typed[n, "MachineInteger"]', "Module[{s = 0}, Do[s += i^2, {i, n}]; s]", "[10]", "385"),
    ('Typed[n, "MachineInteger"]',
     "Module[{a = 0, b = 1, t}, Do[t = a + b; a = b; b = t, {n}]; a]", "[50]",
     "12586269025"),
    ('Typed[s, "String"]', "StringLength[s] + 1", '["abc"]', "4"),
    ('{Typed[s, "String"], Typed[t, "String"]}', "StringReverse[s] <> t", '["ab", "cd"]',
     "bacd"),
    ('Typed[s, "String"]', 'If[StringLength[s] > 2, ToUpperCase[s], s]', '["abc"]', "ABC"),
])
def test_values(args, body, call, out):
    assert _fc(args, body, call) == (out, [])


@pytest.mark.parametrize("args,body,signature", [
    ('Typed[x, "MachineInteger"]', "x + 1", "{MachineInteger} -> MachineInteger"),
    ('{Typed[x, "MachineInteger"], Typed[y, "Real64"]}', "x + y",
     "{MachineInteger, Real64} -> Real64"),
    ('Typed[x, "MachineInteger"]', "x > 0", "{MachineInteger} -> Boolean"),
    ('Typed[z, "ComplexReal64"]', "z + 1", "{ComplexReal64} -> ComplexReal64"),
    ('Typed[v, "PackedArray"::["Real64", 1]]', "v + 1",
     "{PackedArray::[Real64, 1]} -> PackedArray::[Real64, 1]"),
    ('Typed[s, "String"]', "s <> s", "{String} -> String"),
    ('Typed[s, "String"]', "StringLength[s]", "{String} -> MachineInteger"),
])
def test_printed_form_shows_the_signature(args, body, signature):
    assert _fc(args, body, "") == (
        "CompiledCodeFunction[<<Signature: %s>>]" % signature, [])


def test_the_expression_holds_signature_and_input_and_compiles_again_when_read_back():
    s = Session()
    s.evaluate('cf = FunctionCompile[Function[Typed[x, "MachineInteger"], x^2 + 1]]')
    text = str(s.evaluate("ToString[InputForm[cf]]"))
    assert text == ('CompiledCodeFunction[<|"Signature" -> TypeSpecifier[{"MachineInteger"} '
                    '-> "MachineInteger"], "Input" -> Function[Typed[x, "MachineInteger"], '
                    'x^2 + 1]|>]')
    assert _run("cf2 = ToExpression[ToString[InputForm[cf]]]; cf2[7]", s) == ("50", [])
    assert _run("cf2 === cf", s) == ("True", [])
    back = pickle.loads(pickle.dumps(s.evaluate("cf")))
    assert str(back) == "CompiledCodeFunction[<<Signature: {MachineInteger} -> " \
        "MachineInteger>>]"
    assert str(s.evaluate_expr(Expression(back, (Integer(3),)))) == "10"


def test_lists_and_associations_of_functions():
    assert _run('FunctionCompile[{Function[Typed[x, "Real64"], 2 x], '
                'Function[Typed[x, "MachineInteger"], -x]}]') == (
        "{CompiledCodeFunction[<<Signature: {Real64} -> Real64>>], "
        "CompiledCodeFunction[<<Signature: {MachineInteger} -> MachineInteger>>]}", [])
    assert _run('fs = FunctionCompile[<|"d" -> Function[Typed[x, "Real64"], 2 x]|>]; '
                'fs["d"][1.5]') == ("3.", [])


# --- arguments that do not fit -----------------------------------------------------------------

def test_arguments_of_another_type_give_a_failure():
    fail = ("Failure[ArgumentTypeError, <|MessageTemplate -> The argument `1` at position `2` "
            "does not match the type `3`., MessageParameters -> {%s}|>]")
    assert _fc('Typed[x, "MachineInteger"]', "x + 1", "[2.5]") == (
        fail % "2.5, 1, MachineInteger", [])
    assert _fc('Typed[x, "MachineInteger"]', "x + 1", "[2^70]") == (
        fail % "1180591620717411303424, 1, MachineInteger", [])
    assert _fc('{Typed[x, "Real64"], Typed[s, "String"]}', "x", "[1., 2]") == (
        fail % "2, 2, String", [])
    assert _fc('Typed[x, "Real64"]', "x", "[1/2]") == (fail % "1/2, 1, Real64", [])
    assert _fc('Typed[b, "Boolean"]', "b", "[1]") == (fail % "1, 1, Boolean", [])
    assert _fc('Typed[v, "PackedArray"::["Real64", 1]]', "Total[v]", "[{{1.}}]") == (
        fail % "{{1.}}, 1, TypeSpecifier[PackedArray][Real64, 1]", [])
    assert _fc('Typed[x, "Real64"]', "x", "[1, 2]") == (
        "Failure[ArgumentCountError, <|MessageTemplate -> The function expects `1` arguments "
        "but was given `2`., MessageParameters -> {1, 2}|>]", [])


def test_a_run_time_error_reverts_to_uncompiled_evaluation():
    assert _fc('Typed[n, "MachineInteger"]', "n^n", "[32]") == (
        "1461501637330902918203684832716283019655932542976",
        ["CompiledCodeFunction::uncomp: A compiled code runtime error occurred; reverting to "
         "uncompiled evaluation: IntegerOverflow."])
    assert _fc('Typed[n, "MachineInteger"]', "n^n", "[15]") == ("437893890380859375", [])


# --- compile-time errors -----------------------------------------------------------------------

@pytest.mark.parametrize("fn,message", [
    ('Function[Typed[s, "String"], s + 1]',
     "FunctionCompile::err: Type error: s + 1 does not take arguments of the types "
     "{String, MachineInteger}."),
    ('Function[Typed[n, "MachineInteger"], StringLength[n]]',
     "FunctionCompile::err: Type error: StringLength[n] does not take arguments of the types "
     "{MachineInteger}."),
    ('Function[Typed[n, "MachineInteger"], If[n, 1, 2]]',
     "FunctionCompile::err: Type error: If[n, 1, 2] does not take arguments of the types "
     "{MachineInteger, MachineInteger, MachineInteger}."),
    ('Function[Typed[z, "ComplexReal64"], z < 1]',
     "FunctionCompile::err: Type error: z < 1 does not take arguments of the types "
     "{ComplexReal64, MachineInteger}."),
    ('Function[{Typed[a, "Boolean"], Typed[x, "Real64"]}, a && x]',
     "FunctionCompile::err: Type error: a && x does not take arguments of the types "
     "{Boolean, Real64}."),
    ('Function[Typed[s, "String"], Module[{t = 1}, t = s; t]]',
     "FunctionCompile::err: Type error: t = s does not take arguments of the types "
     "{MachineInteger, String}."),
    ('Function[x, x + 1]',
     "FunctionCompile::untyped: The argument x of Function[x, x + 1] has no type; declare "
     "it as Typed[x, type]."),
    ('Function[Typed[n, "Blah"], n]',
     'FunctionCompile::type: "Blah" is not a valid type specification.'),
    ('Function[Typed[n, "Integer8"], n]',
     'FunctionCompile::nosup: The type "Integer8" is not supported; the supported types are '
     '"MachineInteger", "Integer64", "Real64", "ComplexReal64", "Boolean", "String" and '
     'packed arrays of numbers.'),
    ('3', "FunctionCompile::fun: 3 is not a Function whose arguments are declared with "
          "Typed."),
    ('Function[Typed[n, "MachineInteger"], foo[n] + 1]',
     "FunctionCompile::nodef: No compiled definition is available for foo[n]; evaluate it "
     "with KernelFunction."),
    ('Function[Typed[n, "MachineInteger"], KernelFunction[g][n]]',
     "FunctionCompile::ktype: KernelFunction[g] needs a function type: "
     "Typed[KernelFunction[f], {type, ...} -> type]."),
])
def test_compile_errors_leave_the_call_unevaluated(fn, message):
    out, msgs = _run("FunctionCompile[%s]" % fn)
    assert out.startswith("FunctionCompile[") and msgs == [message]


def test_no_traceback_on_odd_input():
    for text in ["FunctionCompile[]", "FunctionCompile[1, 2]", "FunctionCompile[{1}]",
                 'FunctionCompile[Function[{Typed[x]}, x]]',
                 'FunctionCompile[Function[{Typed[x, "Real64"], Typed[x, "Real64"]}, x]]',
                 'FunctionCompile[Function[Typed[v, "PackedArray"::["Boolean", 1]], v]]',
                 'FunctionCompile[Function[Typed[v, "PackedArray"::["Real64", 0]], v]]',
                 'CompiledCodeFunction[1][2]', 'CompiledCodeFunction[<|"Input" -> 3|>][2]',
                 'FunctionCompile[{FunctionDeclaration[h, Typed[Function[{x, x}, x], '
                 '{"Real64", "Real64"} -> "Real64"]]}, Function[Typed[x, "Real64"], h[x, x]]]',
                 'FunctionCompile[FunctionDeclaration[h, Typed[Function[x, x], '
                 '{"Real64"} -> "Real64"]], Function[Typed[x, "Real64"], h[x, x]]]',
                 'FunctionCompile[FunctionDeclaration[h, Typed[Function[x, x], "Real64"]], '
                 'Function[Typed[x, "Real64"], h[x]]]']:
        out, msgs = _run(text)
        assert "interr" not in " ".join(msgs) and "$Failed" not in out, (text, msgs)


# --- KernelFunction ----------------------------------------------------------------------------

def test_kernel_function_calls_back_into_the_evaluator():
    s = Session()
    s.evaluate("g[n_] := Prime[n]")
    assert _run('cf = FunctionCompile[Function[Typed[n, "MachineInteger"], Module[{t = 0}, '
                'Do[t += Typed[KernelFunction[g], {"MachineInteger"} -> "MachineInteger"][k], '
                '{k, n}]; t]]]; cf[10]', s) == ("129", [])
    assert s.evaluate("cf").compiled is not None
    # a value that is not of the declared type: the uncompiled result
    assert _run('FunctionCompile[Function[Typed[x, "Real64"], Typed[KernelFunction[h], '
                '{"Real64"} -> "Real64"][x] + 1]][2.]', s) == (
        "1 + h[2.]", ["CompiledCodeFunction::uncomp: A compiled code runtime error occurred; "
                      "reverting to uncompiled evaluation: FloatingPointException."])
    assert _run("KernelFunction[f][1, 2]") == ("f[1, 2]", [])


# --- syntax and inert heads --------------------------------------------------------------------

@pytest.mark.parametrize("engine", ["fast", "lalr"])
def test_the_type_syntax(engine):
    assert parse('"PackedArray"::["Real64", 1]', engine=engine).full_form() == \
        'TypeSpecifier["PackedArray"]["Real64", 1]'
    assert parse("a::usage", engine=engine).full_form() == 'MessageName[a, "usage"]'


def test_the_evaluator_ignores_typed_parameters():
    assert _run('Function[Typed[x, "MachineInteger"], x + 1][5]') == ("6", [])
    assert _run('Function[{Typed[x, "Real64"], y}, x y][2, z]') == ("2 z", [])
    assert _run('Function[{Typed[x]}, x][2]') == ("Function[{Typed[x]}, x][2]", [])


def test_typed_and_type_specifier_are_inert():
    assert _run('Typed[x, "MachineInteger"]') == ("Typed[x, MachineInteger]", [])
    assert _run('TypeSpecifier[{"MachineInteger"} -> "Real64"]') == (
        "TypeSpecifier[{MachineInteger} -> Real64]", [])


# --- the same code as Compile ------------------------------------------------------------------

@pytest.mark.parametrize("body,compile_args,fc_args,call", [
    ("Module[{s = 0.}, Do[s += Sin[k x], {k, n}]; s]", "{{x, _Real}, {n, _Integer}}",
     '{Typed[x, "Real64"], Typed[n, "MachineInteger"]}', "[0.3, 200]"),
    ("Module[{s = 0, i = 0}, While[i < n, i++; If[Mod[i, 3] == 0, s += i]]; s]",
     "{{n, _Integer}}", '{Typed[n, "MachineInteger"]}', "[1000]"),
])
def test_agrees_with_compile(body, compile_args, fc_args, call):
    s = Session()
    a = s.evaluate("Compile[%s, %s]%s" % (compile_args, body, call))
    b = s.evaluate("FunctionCompile[Function[%s, %s]]%s" % (fc_args, body, call))
    assert a == b and str(a) != ""


# --- FunctionDeclaration -----------------------------------------------------------------------

FIB = ('decl = FunctionDeclaration[fib, Typed[{"MachineInteger"} -> "MachineInteger"]@'
       'Function[n, If[n < 2, n, fib[n - 1] + fib[n - 2]]]]; ')


def test_declared_functions_are_compiled_and_may_recurse():
    s = Session()
    assert _run(FIB + 'cf = FunctionCompile[decl, Function[Typed[n, "MachineInteger"], '
                'fib[n]]]; cf[20]', s) == ("6765", [])
    assert s.evaluate("cf").compiled is not None
    assert _run("cf2 = ToExpression[ToString[InputForm[cf]]]; cf2[15]", s) == ("610", [])


def test_mutual_recursion_and_argument_conversion():
    s = Session()
    s.evaluate('decls = {FunctionDeclaration[ev, Typed[{"MachineInteger"} -> "Boolean"]@'
               'Function[n, If[n == 0, True, od[n - 1]]]], FunctionDeclaration[od, '
               'Typed[{"MachineInteger"} -> "Boolean"]@Function[n, If[n == 0, False, '
               'ev[n - 1]]]]}')
    assert _run('FunctionCompile[decls, Function[Typed[n, "MachineInteger"], '
                '{ev[n], od[n]}]][7]', s) == ("{False, True}", [])
    assert _run('FunctionCompile[FunctionDeclaration[h, Typed[{"Real64"} -> "Real64"]@'
                'Function[x, x/2]], Function[Typed[n, "MachineInteger"], h[n] + 1]][3]') == (
        "2.5", [])


def test_declaration_errors():
    out, msgs = _run('FunctionCompile[FunctionDeclaration[h, Typed[{"MachineInteger"} -> '
                     '"MachineInteger"]@Function[x, x/2]], Function[Typed[n, '
                     '"MachineInteger"], h[n]]]')
    assert msgs == ["FunctionCompile::dtype: The body of h has the type Real64, not the "
                    "declared type MachineInteger."]
    out, msgs = _run('FunctionCompile[FunctionDeclaration[h, 3], Function[Typed[n, '
                     '"MachineInteger"], h[n]]]')
    assert msgs == ["FunctionCompile::decl: FunctionDeclaration[h, 3] is not a declaration "
                    "FunctionDeclaration[name, Typed[{type, ...} -> type]@Function[{x, ...}, "
                    "body]]."]
    out, msgs = _run(FIB + 'FunctionCompile[decl, Function[Typed[n, "MachineInteger"], '
                     'fib[n, n]]]')
    assert msgs == ["FunctionCompile::err: Type error: fib[n, n] does not take arguments of "
                    "the types {MachineInteger, MachineInteger}."]
    out, msgs = _run(FIB + 'FunctionCompile[decl, Function[Typed[s, "String"], fib[s]]]')
    assert msgs == ["FunctionCompile::err: Type error: fib[s] does not take arguments of the "
                    "types {String}."]


def test_a_declared_function_overflowing_reverts_to_the_evaluator():
    assert _run(FIB.replace("fib[n - 1] + fib[n - 2]", "n^n + fib[n - 1]")
                + 'FunctionCompile[decl, Function[Typed[n, "MachineInteger"], fib[n]]][17]'
                ) == ("846136323944176515621", [
                    "CompiledCodeFunction::uncomp: A compiled code runtime error occurred; "
                    "reverting to uncompiled evaluation: IntegerOverflow."])


def test_typed_operator_form():
    assert _run('Typed["Real64"][x]') == ("Typed[x, Real64]", [])
