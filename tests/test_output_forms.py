"""Formatting wrappers (builtins/forms/output.py, printing/forms.py): their exact OutputForm text,
messages for bad specifications, Echo's printed lines."""

import pytest

from support import run
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.printing.forms import shallow_expr, string_form_text, to_base

ROWS = [
    # --- NumberForm
    ("NumberForm[N[Pi], 10]", "3.141592654"),
    ("NumberForm[N[Pi], 3]", "3.14"),
    ("NumberForm[N[Pi], 20]", "3.141592653589793"),
    ("NumberForm[1.5, 10]", "1.5"),
    ("NumberForm[{1.23456, 2.5, x}, 3]", "{1.23, 2.5, x}"),
    ("NumberForm[-3.14159 + x, 3]", "-3.14 + x"),
    ("NumberForm[2.71828 y, 2]", "2.7 y"),
    ("NumberForm[12.5, {4, 2}]", "12.50"),
    ("NumberForm[3.14159, {5, 2}]", "3.14"),
    ("NumberForm[2.5, {5, 3}]", "2.500"),
    ("NumberForm[0., {3, 2}]", "0.00"),
    ("NumberForm[123456.7, 3]", "123457."),
    ("NumberForm[1234567.8, 3]", "1.23*^6"),
    ("NumberForm[0.000001234, 3]", "1.23*^-6"),
    ("NumberForm[0.00001, 3]", "0.00001"),
    ("NumberForm[N[Pi, 30], 10]", "3.141592654"),
    ("NumberForm[N[1, 20], 5]", "1.0000"),
    ("NumberForm[12345, 2]", "12345"),
    ("NumberForm[1/3, 2]", "1/3"),
    ("NumberForm[1.5 + 2.75 I, 2]", "1.5 + 2.8 I"),
    ("NumberForm[1234567, DigitBlock -> 3]", "1,234,567"),
    ("NumberForm[1234.56789, 8, DigitBlock -> 3]", "1,234.567 9"),
    ("NumberForm[1234567, DigitBlock -> 3, NumberSeparator -> \" \"]", "1 234 567"),
    ("NumberForm[3.5, NumberPoint -> \",\"]", "3,5"),
    ("NumberForm[-2.5, NumberSigns -> {\"neg \", \"\"}]", "neg 2.5"),
    ("NumberForm[1.5, -1]", "NumberForm[1.5, -1]",
     ["NumberForm::iprf: Formatting specification -1 should be a positive integer or a pair "
      "of a positive integer and a non-negative integer."]),
    ("NumberForm[1.5, {3, x}]", "NumberForm[1.5, {3, x}]",
     ["NumberForm::iprf: Formatting specification {3, x} should be a positive integer or a "
      "pair of a positive integer and a non-negative integer."]),
    ("NumberForm[]", "NumberForm[]",
     ["NumberForm::argt: NumberForm called with 0 arguments; 1 or 2 arguments are "
      "expected."]),
    ("NumberForm[2.5, 2] + 1", "1 + 2.5"),
    ("Head[NumberForm[2.5, 2]]", "NumberForm"),
    # --- ScientificForm, EngineeringForm
    ("ScientificForm[12345.]", "1.2345*^4"),
    ("ScientificForm[0.00123]", "1.23*^-3"),
    ("ScientificForm[1.5]", "1.5"),
    ("ScientificForm[-98765.4, 3]", "-9.88*^4"),
    ("ScientificForm[9.996, {3, 2}]", "1.00*^1"),
    ("ScientificForm[{1234.5, 1.5}, 2]", "{1.2*^3, 1.5}"),
    ("ScientificForm[12345]", "12345"),
    ("EngineeringForm[12345.]", "12.345*^3"),
    ("EngineeringForm[0.5]", "500.*^-3"),
    ("EngineeringForm[123.4]", "123.4"),
    ("EngineeringForm[1.5*^7]", "15.*^6"),
    ("EngineeringForm[0.000123]", "123.*^-6"),
    # --- PaddedForm
    ("PaddedForm[123, 5]", "   123"),
    ("PaddedForm[-123, 5]", "  -123"),
    ("PaddedForm[{1, 10, 100}, 4]", "{    1,    10,   100}"),
    ("PaddedForm[3.14159, {6, 2}]", "    3.14"),
    ("PaddedForm[-3.5, {4, 1}]", "  -3.5"),
    ("PaddedForm[1.5, 5]", " 1.5000"),
    ("PaddedForm[2.5, {3, 2}]", " 2.50"),
    ("PaddedForm[5, 3, NumberPadding -> {\"0\", \"0\"}]", "0005"),
    ("PaddedForm[12345, 3]", " 12345"),
    ("PaddedForm[1.5, x]", "PaddedForm[1.5, x]",
     ["PaddedForm::iprf: Formatting specification x should be a positive integer or a pair "
      "of a positive integer and a non-negative integer."]),
    # --- BaseForm
    ("BaseForm[10, 2]", "1010\n    2"),
    ("BaseForm[255, 16]", "ff\n  16"),
    ("BaseForm[-10, 2]", "-1010\n     2"),
    ("BaseForm[0, 8]", "0\n 8"),
    ("BaseForm[{10, 11}, 2]", "{1010 , 1011 }\n     2      2"),
    ("BaseForm[2.5, 2]", "10.1\n    2"),
    ("BaseForm[35, 36]", "z\n 36"),
    ("BaseForm[x, 2]", "x"),
    ("BaseForm[10, 1]", "BaseForm[10, 1]",
     ["BaseForm::basf: Requested base 1 should be an integer between 2 and 36."]),
    ("BaseForm[10, 37]", "BaseForm[10, 37]",
     ["BaseForm::basf: Requested base 37 should be an integer between 2 and 36."]),
    # --- StringForm
    ("StringForm[\"`1` and `2`\", a, b]", "a and b"),
    ("StringForm[\"x = ``, y = ``\", 1, 1 + 1]", "x = 1, y = 2"),
    ("StringForm[\"`2` before `1`\", \"one\", \"two\"]", "two before one"),
    ("StringForm[\"`1`^2 is `2`\", x + 1, (x + 1)^2]", "1 + x^2 is (1 + x)^2"),
    ("StringForm[\"no slots\"]", "no slots"),
    ("StringForm[\"`3`\", a]", "StringForm[`3`, a]"),
    ("ToString[StringForm[\"a`1`c\", \"b\"]]", "abc"),
    # --- Style, Framed
    ("Style[x + y, Red]", "x + y"),
    ("Style[x + y, Bold] z", "z (x + y)"),
    ("Style[\"text\", 12, Italic]", "text"),
    ("Framed[a + b]", "a + b"),
    ("{Framed[1], Style[2, Blue]}", "{1, 2}"),
    ("Head[Style[1, Red]]", "Style"),
    # --- Short, Shallow, Skeleton
    ("Short[Range[100]]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, <<82>>, 92, 93, 94, 95, 96, 97, 98, "
                          "99, 100}"),
    ("Short[Range[30], 0.5]", "{1, 2, 3, 4, <<22>>, 27, 28, 29, 30}"),
    ("Short[{a, b}]", "{a, b}"),
    ("Short[Range[1000], 2]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, "
                              "<<966>>, 984, 985, 986, 987, 988, 989, 990, 991, 992, 993, "
                              "994, 995, 996, 997, 998, 999, 1000}"),
    ("Shallow[Range[20]]", "{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, <<10>>}"),
    ("Shallow[Nest[f, x, 10]]", "f[f[f[f[<<1>>]]]]"),
    ("Shallow[Range[20], {1, 5}]", "{1, 2, 3, 4, 5, <<15>>}"),
    ("Shallow[{{1, 2}, {3, {4, {5}}}}, 2]", "{{1, 2}, {3, <<1>>}}"),
    ("Skeleton[5]", "<<5>>"),
    ("{a, Skeleton[3], b}", "{a, <<3>>, b}"),
    # --- Echo, EchoFunction (results; printed lines are checked below)
    ("Echo[1 + 1] + 1", "3"),
    ("Echo[x, \"x =\", f]", "x"),
    ("EchoFunction[Length][{a, b, c}]", "{a, b, c}"),
    ("EchoFunction[f]", "EchoFunction[f]"),
    ("Echo[]", "Echo[]",
     ["Echo::argb: Echo called with 0 arguments; between 1 and 3 arguments are expected."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:60] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


ECHO = [
    ("Echo[1 + 1]", ">> 2"),
    ("Echo[a + b, \"sum:\"]", ">> sum: a + b"),
    ("Echo[{1, 2, 3}, \"n =\", Length]", ">> n = 3"),
    ("Echo[x, \"\"]", ">> x"),
    ("EchoFunction[Length][{a, b, c}]", ">> 3"),
    ("EchoFunction[\"n:\", #^2 &][3]", ">> n: 9"),
    ("EchoFunction[][5]", ">> 5"),
    ("Echo[\"text\"]", ">> text"),
]


@pytest.mark.parametrize("text,line", ECHO)
def test_echo_prints(text, line):
    from mathilda.session import Session
    s = Session()
    s.evaluate(text)
    assert s.printed == [line]
    assert s.messages == []


def test_layout_helpers():
    assert to_base(255, 16) == "ff"
    assert to_base(0, 2) == "0"
    fmt = lambda e: e.value if type(e) is String else str(e)
    sf = Expression(S.StringForm, (String("`1`-``-`1`"), String("a"), String("b")))
    assert string_form_text(sf, fmt) == "a-b-a"
    deep = Expression(Symbol("f"), (Expression(Symbol("f"), (Symbol("x"),)),))
    assert str(shallow_expr(deep, 1, 10)) == "f[<<1>>]"
    assert str(shallow_expr(Expression(S.List, tuple(Integer(i) for i in range(5))), 4, 2)) \
        == "{0, 1, <<3>>}"
