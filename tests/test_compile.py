"""Compile and CompiledFunction: a differential table (every supported construct compiled
against the same body evaluated uncompiled, on random inputs), the fallback messages, integer
overflow, Listable, the Numba target, and the HoldAll fix."""

import random
import zlib

import pytest

from mathilda.session import Session

# (argument template, body, generator of argument lists as language text)
R = lambda rnd: "%r" % rnd.uniform(-3, 3)            # noqa: E731
P = lambda rnd: "%r" % rnd.uniform(0.1, 4)           # noqa: E731
N = lambda rnd: "%d" % rnd.randint(0, 12)            # noqa: E731
Z = lambda rnd: "%d" % rnd.randint(-20, 20)          # noqa: E731
V = lambda rnd: "{%s}" % ", ".join("%r" % rnd.uniform(-2, 2) for _ in range(rnd.randint(1, 6)))  # noqa: E731,E501
IV = lambda rnd: "{%s}" % ", ".join("%d" % rnd.randint(-9, 9) for _ in range(rnd.randint(1, 6)))  # noqa: E731,E501
M = lambda rnd: "{{%r, %r}, {%r, %r}}" % tuple(rnd.uniform(-2, 2) for _ in range(4))  # noqa: E731,E501
B = lambda rnd: rnd.choice(["True", "False"])        # noqa: E731

TABLE = [
    ("{x}", "x^2 + Sin[x] - 1/(1 - x)", [R]),
    ("{x, y}", "x y + x/y - y^3", [R, R]),
    ("{{x, _Real}}", "Exp[x] + Log[Abs[x] + 1] + ArcTan[x] + Tanh[x] + Sqrt[Abs[x]]", [R]),
    ("{{x, _Real}}", "Floor[x] + Ceiling[x] + Round[x] + Abs[x] + Sign[x]", [R]),
    ("{{n, _Integer}, {m, _Integer}}", "Mod[n, m + 21] + Quotient[n, m + 21] + n m - n",
     [Z, Z]),
    ("{{n, _Integer}}", "n^3 - 2 n + 1", [Z]),
    ("{{x, _Real}, {y, _Real}}", "Max[x, y] - Min[x, y, 0.5]", [R, R]),
    ("{{x, _Real}, {y, _Real}}", "If[x < y, x, y]", [R, R]),
    ("{{x, _Real}}", "Which[x < -1, -x, x < 1, x^2, True, 1/x]", [R]),
    ("{{n, _Integer}}", "Switch[n, 1, 10, 2, 20, _, n]", [lambda r: str(r.randint(0, 3))]),
    ("{{a, True | False}, {b, True | False}}", "(a && ! b) || Xor[a, b]", [B, B]),
    ("{{x, _Real}, {y, _Real}}", "Boole[x > y] + Boole[x == y] + Boole[x != y]", [R, R]),
    ("{{n, _Integer}}", "Module[{s = 0}, Do[s += i, {i, n}]; s]", [N]),
    ("{{n, _Integer}}", "Module[{s = 0.}, Do[s += 1./k^2, {k, n}]; s]", [N]),
    ("{{n, _Integer}}", "Module[{s = 0, i = 0}, While[i < n, i++; s += i^2]; s]", [N]),
    ("{{n, _Integer}}", "Module[{t = 0, i}, For[i = 1, i <= n, i++, "
                        "If[Mod[i, 3] == 0, Continue[]]; t += i]; t]", [N]),
    ("{{n, _Integer}}", "Module[{t = 0}, Do[If[i > 5, Break[]]; t += i, {i, n}]; t]", [N]),
    ("{{n, _Integer}}", "Do[If[i^2 > n, Return[i]], {i, n}]", [N]),
    ("{{n, _Integer}}", "Module[{s = 0}, Do[s += i j, {i, n}, {j, 3}]; s]", [N]),
    ("{{n, _Integer}}", "Table[i^2 - 1, {i, n}]", [N]),
    ("{{n, _Integer}}", "Table[i + 0.5 j, {i, 3}, {j, n}]", [N]),
    ("{{n, _Integer}}", "Sum[i^2, {i, n}] + Product[i, {i, Min[n, 8]}]", [N]),
    ("{{x, _Real}}", "Sum[x^k, {k, 0, 5}]", [R]),
    ("{{x, _Real}, {n, _Integer}}", "Nest[(# + 2/#)/2 &, x, n]", [P, N]),
    ("{{x, _Real}}", "Nest[Sin, x, 5]", [R]),
    ("{{v, _Real, 1}}", "Fold[#1 + 2 #2 &, 0., v]", [V]),
    ("{{v, _Real, 1}}", "Total[v]/Length[v]", [V]),
    ("{{v, _Integer, 1}}", "Total[v] + v[[1]] - v[[-1]]", [IV]),
    ("{{v, _Real, 1}}", "v . v", [V]),
    ("{{m, _Real, 2}}", "m . {1., 2.}", [M]),
    ("{{m, _Real, 2}}", "Total[m]", [M]),
    ("{{n, _Integer}}", "Range[n] + 1", [N]),
    ("{{n, _Integer}}", "Append[Range[n], 0]", [N]),
    ("{{v, _Real, 1}}", "2 v + 1", [V]),
    ("{{v, _Real, 1}}", "Sin[v] + v^2", [V]),
    ("{{x, _Real}}", "Module[{v = {1., 2., 3.}}, v[[2]] = x; v]", [R]),
    ("{{x, _Real}}", "Block[{y = x^2}, y + 1]", [R]),
    ("{{x, _Real}}", "With[{y = 2 x}, y^2 - y]", [R]),
    ("{{x, _Real}}", "Module[{y = x}, y *= 3; y -= 1; y /= 2; y]", [R]),
    ("{{n, _Integer}}", "Module[{k = n}, k--; --k; ++k; k]", [Z]),
    ("{{x, _Real}}", "Function[{y}, y^2 + 1][x]", [R]),
    ("{{x, _Complex}}", "x^2 + 1", [lambda r: "%r + %r I" % (r.uniform(-2, 2),
                                                             r.uniform(-2, 2))]),
    ("{{x, _Real}}", "Piecewise[{{x^2, x < 0}}, Sqrt[x]]", [R]),
]


@pytest.fixture(scope="module")
def session():
    return Session()


def _same(s, a, b):
    """Compiled a and uncompiled b agree: identical, or equal as machine numbers."""
    if a == b:
        return True
    return str(s.evaluate("Chop[N[(%s) - (%s)], 10^-12] == 0 || N[%s] == N[%s]" % (
        a.input_form(), b.input_form(), a.input_form(), b.input_form()))) == "True"


@pytest.mark.parametrize("spec,body,gens", TABLE, ids=[t[1][:40] for t in TABLE])
def test_compiled_agrees_with_uncompiled(session, spec, body, gens):
    s = session
    rnd = random.Random(zlib.crc32(body.encode()))
    s.evaluate("cf = Compile[%s, %s]" % (spec, body))
    assert s.evaluate("cf").compiled is not None, body
    syms = s.evaluate("First[cf]").input_form()
    for _ in range(8):
        args = ", ".join(g(rnd) for g in gens)
        c = s.evaluate("cf[%s]" % args)
        msgs = [str(m) for m in s.messages]
        u = s.evaluate("Function[%s, %s][%s]" % (syms, body, args))
        assert _same(s, c, u), (body, args, str(c), str(u), msgs)


def test_holdall_the_body_is_not_evaluated_at_creation():
    s = Session()
    r = s.evaluate('Compile[{x}, Print["body ran"]]')
    assert str(r) == "CompiledFunction[{x}, Print[body ran], -CompiledCode-]"
    assert s.printed == []
    assert str(s.evaluate("Attributes[Compile]")) == "{HoldAll, Protected}"
    assert str(s.evaluate("x = 5; Compile[{x}, x^2]")) == \
        "CompiledFunction[{x}, x^2, -CompiledCode-]"
    assert str(s.evaluate("Compile[{y}, Evaluate[x y]]")) == \
        "CompiledFunction[{y}, 5 y, -CompiledCode-]"


def _run(text):
    s = Session()
    r = s.evaluate(text)
    return str(r), [str(m) for m in s.messages]


def test_fallback_messages():
    assert _run('Compile[{{x, _Real}}, x^2]["a"]') == (
        "a^2", ["CompiledFunction::cfsa: Argument a at position 1 should be a machine-size "
                "real number."])
    assert _run("Compile[{{n, _Integer}}, n + 1][1.5]") == (
        "2.5", ["CompiledFunction::cfsa: Argument 1.5 at position 1 should be a "
                "machine-size integer."])
    assert _run("Compile[{{v, _Real, 1}}, Total[v]][{{1., 2.}}]") == (
        "{1., 2.}", ["CompiledFunction::cfsa: Argument {{1., 2.}} at position 1 should be "
                     "a rank 1 tensor of machine-size real numbers."])
    assert _run("Compile[{{x, _Real}}, Sqrt[x]][-4.]") == (
        "0. + 2. I", ["CompiledFunction::cfne: Numerical error encountered; proceeding with "
                      "uncompiled evaluation."])
    assert _run("Compile[{{x, _Real}}, Exp[x]][1000.]")[1] == [
        "CompiledFunction::cfne: Numerical error encountered; proceeding with uncompiled "
        "evaluation."]
    assert _run("Compile[{x}, x][1, 2]")[1] == [
        "CompiledFunction::cfct: Number of arguments 2 does not match the length 1 of the "
        "argument template."]
    assert _run("Compile[{1}, 2]")[1] == [
        "Compile::cpvar: Compile variable specification 1 should be a symbol, or a list of a "
        "symbol, a type (_Integer, _Real, _Complex or True | False) and an optional rank."]


def test_integer_overflow_is_detected_never_wrapped():
    msg = ["CompiledFunction::cfne: Numerical error encountered; proceeding with uncompiled "
           "evaluation."]
    assert _run("Compile[{{n, _Integer}}, n^n][30]") == (
        "205891132094649000000000000000000000000000000", msg)
    assert _run("Compile[{{n, _Integer}}, Module[{s = 1}, Do[s = s i, {i, n}]; s]][25]") == (
        "15511210043330985984000000", msg)
    assert _run("Compile[{{n, _Integer}}, n^2][3037000500]") == ("9223372037000250000", msg)
    assert _run("Compile[{{n, _Integer}}, n^2][3037000499]") == ("9223372030926249001", [])
    assert _run("Compile[{{v, _Integer, 1}}, 3 v][{4611686018427387904}]") == (
        "{13835058055282163712}", msg)


def test_external_evaluation_of_what_does_not_compile():
    assert _run("g[x_] := x^3; Compile[{x}, g[x] + 1][2.]") == ("9.", [])
    s = Session()
    s.evaluate('cf = Compile[{x}, Print["ran ", x]; x + 1]')
    assert str(s.evaluate("cf[2]")) == "3."


def test_listable():
    assert _run("Compile[{{x, _Real}}, x^2, RuntimeAttributes -> {Listable}]"
                "[{1., 2., 3.}]") == ("{1., 4., 9.}", [])
    assert _run("Compile[{{x, _Real}}, Sin[x] + 1, RuntimeAttributes -> {Listable}]"
                "[{{0., 1.}, {2., 3.}}]")[0] == "{{1., 1.84147}, {1.9093, 1.14112}}"
    assert _run("Compile[{{n, _Integer}}, n^2, RuntimeAttributes -> {Listable}]"
                "[{1, 2, 3}]") == ("{1, 4, 9}", [])
    # a point off the machine reals is evaluated uncompiled, as the scalar call is
    assert _run("Compile[{{x, _Real}}, Sqrt[x], RuntimeAttributes -> {Listable}]"
                "[{4., -4.}]")[0] == "{2., 0. + 2. I}"
    s = Session()
    s.evaluate("f = Compile[{{x, _Real}}, 2 x + 1, RuntimeAttributes -> {Listable}]")
    assert str(s.evaluate("Total[f[Range[10.^5]]]")) == "1.00002*^10"


def test_numba_target():
    pytest.importorskip("numba")
    s = Session()
    s.evaluate('newton = Compile[{{x, _Real}, {n, _Integer}}, Module[{y = x}, '
               'Do[y = (y + x/y)/2, {n}]; y], CompilationTarget -> "Numba"]')
    assert s.evaluate("newton").target == "Numba"
    assert str(s.evaluate("newton[2., 10]")) == "1.41421"
    s.evaluate('fact = Compile[{{n, _Integer}}, Module[{p = 1}, Do[p = p i, {i, n}]; p], '
               'CompilationTarget -> "Numba"]')
    assert str(s.evaluate("fact[20]")) == "2432902008176640000"
    assert str(s.evaluate("fact[25]")) == "15511210043330985984000000"
    assert [str(m) for m in s.messages] == [
        "CompiledFunction::cfne: Numerical error encountered; proceeding with uncompiled "
        "evaluation."]
    assert str(s.evaluate('Compile[{{x, _Real}}, Sqrt[x], CompilationTarget -> "C"][-4.]')) \
        == "0. + 2. I"


def test_third_argument_types_external_evaluations():
    assert _run("g[n_] := n!; Compile[{{n, _Integer}}, g[n] + 1, {{g[_], _Integer}}][5]") \
        == ("121", [])
    assert _run("g[n_] := n!; Compile[{{n, _Integer}}, g[n] + 1][5]") == ("121.", [])
    assert _run("h[x_] := {x, 2 x}; Compile[{x}, Total[h[x]], {{h[_], _Real, 1}}][1.5]") \
        == ("4.5", [])
    # the external value is not of the declared type: the uncompiled result
    assert _run("k[x_] := a; Compile[{x}, k[x] + 1][1.5]") == (
        "1 + a", ["CompiledFunction::cfne: Numerical error encountered; proceeding with "
                  "uncompiled evaluation."])
