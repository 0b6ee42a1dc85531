"""The embedded API: Session.evaluate / call / messages / printed, to_python and
from_python, to_sympy and from_sympy, and examples/embed.py."""

import os
import subprocess
import sys
from fractions import Fraction

import pytest

import mathilda
from mathilda import Session, from_python
from mathilda.core.expr import Expr, Integer, String, Symbol, TRUE, NULL

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_evaluate_returns_an_expr_with_its_forms():
    s = Session()
    r = s.evaluate("ArrayPad[{1, 2, 3}, 1]")
    assert isinstance(r, Expr)
    assert str(r) == "{0, 1, 2, 3, 0}"
    assert r.to_python() == [0, 1, 2, 3, 0]
    r = s.evaluate('{x^2, 1/2, "s"}')
    assert r.input_form() == '{x^2, 1/2, "s"}'
    assert r.full_form() == 'List[Power[x, 2], Rational[1, 2], "s"]'
    assert str(r) == "{x^2, 1/2, s}"


def test_state_persists_and_sessions_are_independent():
    s = Session()
    assert s.evaluate("f[x_] := x^2") is NULL
    assert str(s.evaluate("f[3]")) == "9"
    assert s.line == 3 and str(s.out_history[2]) == "9"
    assert str(Session().evaluate("f[3]")) == "f[3]"


def test_call_converts_python_arguments():
    s = Session()
    assert str(s.call("ArrayPad", [1, 2, 3], 1)) == "{0, 1, 2, 3, 0}"
    assert s.call("ArrayPad", [1, 2, 3], 1).to_python() == [0, 1, 2, 3, 0]
    assert s.call("Plus", Fraction(1, 3), 1).to_python() == Fraction(4, 3)
    assert str(s.call("StringJoin", "a", "b")) == "ab"
    s.evaluate("g[x_] := {x, x}")
    assert s.call("g", None).to_python() == [None, None]


def test_to_python():
    s = Session()
    r = s.evaluate('{1, 1/3, 2.5, 2 + 3 I, "s", True, False, Null, {1, {2}}, '
                   '<|"a" -> 1, {1, 2} -> b|>, x}')
    v = r.to_python()
    assert v[:10] == [1, Fraction(1, 3), 2.5, complex(2, 3), "s", True, False, None,
                      [1, [2]], {"a": 1, (1, 2): Symbol("b")}]
    assert type(v[1]) is Fraction and type(v[0]) is int and type(v[5]) is bool
    assert v[10] is Symbol("x")
    assert s.evaluate("Sin[x]").to_python() == s.evaluate("Sin[x]")


def test_from_python():
    assert from_python(True) is TRUE
    assert from_python(None) is NULL
    assert from_python(7) == Integer(7)
    assert str(from_python(Fraction(6, 4))) == "3/2"
    assert from_python(Fraction(4, 2)) == Integer(2)
    assert str(from_python(2.5)) == "2.5"
    assert from_python(complex(1, 2)).input_form() == "1. + 2.*I"
    assert from_python("hi") == String("hi")
    assert str(from_python([1, (2, 3), range(2)])) == "{1, {2, 3}, {0, 1}}"
    assert str(from_python({"a": [1, None]})) == "<|a -> {1, Null}|>"
    x = Symbol("x")
    assert from_python(x) is x
    with pytest.raises(TypeError):
        from_python(object())


def test_round_trip_and_evaluate_python_values():
    s = Session()
    value = [1, Fraction(2, 3), 0.5, "s", True, None, [1, 2], {"k": [3]}]
    assert s.evaluate(value).to_python() == value
    assert str(s.evaluate([1, 2])) == "{1, 2}"


def test_numpy_arrays():
    np = pytest.importorskip("numpy")
    s = Session()
    a = np.arange(6).reshape(2, 3)
    e = from_python(a)
    assert str(e) == "{{0, 1, 2}, {3, 4, 5}}"
    assert getattr(e, "array", None) is not None
    a[0, 0] = 99                           # the expression keeps its own copy
    assert str(e) == "{{0, 1, 2}, {3, 4, 5}}"
    back = e.to_python()
    assert isinstance(back, np.ndarray) and back.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert str(from_python(np.float64(1.5))) == "1.5"
    assert from_python(np.array([True, False])).to_python() == [True, False]
    r = s.call("ArrayPad", np.array([1.5, 2.5]), 1)
    assert str(r) == "{0, 1.5, 2.5, 0}"
    assert list(r.to_python()) == [0, 1.5, 2.5, 0]


def test_sympy_both_ways():
    sympy = pytest.importorskip("sympy")
    s = Session()
    x = sympy.Symbol("x")
    assert s.evaluate("x^2 + 1").to_sympy() == x ** 2 + 1
    assert str(mathilda.from_sympy(sympy.sin(x) ** 2)) == "Sin[x]^2"
    assert str(from_python(sympy.Rational(1, 3))) == "1/3"


def test_messages_are_captured_per_call():
    seen = []
    s = Session(message_sink=seen.append)
    r = s.evaluate("Length[1, 2]")
    assert str(r) == "Length[1, 2]"
    assert [str(m) for m in s.messages] == [
        "Length::argx: Length called with 2 arguments; 1 argument is expected."]
    assert seen == s.messages
    s.evaluate("1 + 1")
    assert s.messages == []


def test_print_output_and_syntax_errors():
    lines = []
    s = Session(output=lines.append)
    assert s.evaluate('Print["a", 1]; Print["b"]') is NULL
    assert s.printed == ["a1", "b"] and lines == ["a1", "b"]
    r = s.evaluate("f[x]]")
    assert str(r) == "$Failed"
    assert str(s.messages[0]).startswith("Syntax::")


def test_timeout_aborts():
    s = Session()
    assert str(s.evaluate("While[True]", timeout=0.2)) == "$Aborted"
    assert str(s.evaluate("1 + 1")) == "2"


def test_module_level_evaluate():
    assert str(mathilda.evaluate("2 + 2")) == "4"


def test_embed_example_runs():
    p = subprocess.run([sys.executable, os.path.join(ROOT, "examples", "embed.py")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stderr == ""
    assert p.stdout == EMBED_OUTPUT


EMBED_OUTPUT = """\
{0, 1, 2, 3, 0}
[0, 1, 2, 3, 0]
List[Power[x, 2], Rational[1, 2]]
"text"
10 1 + a^2 + 2 a b + b^2
{0, 1, 2, 3, 0}
5/4
<|name -> Ada, scores -> {3, 1/2, 2.5}, ok -> True, x -> Null|>
[Fraction(1, 3), 2.5, 1j, 's', True, None, [1, 2], {'k': 1}]
<Sin[x]>
ndarray [[0, 0, 0, 0], [0, 1, 2, 0], [0, 3, 4, 0], [0, 0, 0, 0]]
x**2 + 2*x + 1
Sin[y]^2
Length[1, 2] ['Length::argx: Length called with 2 arguments; 1 argument is expected.']
['line 1', 'line 2'] ['line 1', 'line 2']
$Aborted
f[3]
"""


def test_out_keeps_the_expression_inside_an_output_form():
    """Out[n] (and %) after MatrixForm[m] is m, as in the Wolfram Language; the value
    evaluate returns is the form itself (it prints as the form)."""
    s = Session()
    r = s.evaluate("MatrixForm[{{1, 2}}]")
    assert r.head.name == "MatrixForm"
    assert str(s.evaluate("%")) == "{{1, 2}}"
    assert str(s.evaluate("Out[1] + 1")) == "{{2, 3}}"
