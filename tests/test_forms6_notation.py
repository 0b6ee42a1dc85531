"""The notation heads and wrappers in OutputForm (one- and two-dimensional text), InputForm,
TeXForm and MathMLForm; PercentForm, DecimalForm and the NumberForm exponent options."""

import pytest

from mathilda import Session


def out(code):
    s = Session()
    r = s.evaluate(code)
    assert [str(m) for m in s.messages] == []
    return s.format(r)


OUTPUT = [
    # Infix, Prefix, Postfix, PrecedenceForm, SequenceForm
    ("Infix[f[a, b, c]]", "a ~ f ~ b ~ f ~ c"),
    ("Infix[{a, b, c}, \"~\"]", "a~b~c"),
    ("Infix[{a, b, c}, {\"+\", \"-\"}]", "a+b-c"),
    ("Infix[{a + b, c}, \" * \", 400, Left]", "(a + b) * c"),
    ("Infix[{a, b^c}, \"^\", 590, Right]", "a^b^c"),
    ("Infix[{a^b, c}, \"^\", 590, Right]", "(a^b)^c"),
    ("Infix[{x, y}, \"+\", 310] z", "z (x+y)"),
    ("Infix[f[a]]", "a"),
    ("Infix[f[]]", "Infix[f[]]"),
    ("Prefix[f[x]]", "f @ x"), ("Prefix[f[x], \"-\"]", "-x"),
    ("Prefix[f[a + b], \"-\", 480]", "-(a + b)"),
    ("Postfix[f[x]]", "x // f"), ("Postfix[g[n], \"!\"]", "n!"),
    ("Postfix[g[a + b], \"!\", 610]", "(a + b)!"),
    ("Postfix[g[a, b]]", "Postfix[g[a, b]]"),
    ("PrecedenceForm[a + b, 100] c", "c (a + b)"),
    ("PrecedenceForm[a + b, 1000] c", "c a + b"),
    ("SequenceForm[a, \"+\", b]", "a+b"),
    ("SequenceForm[\"x = \", 1 + 1, \"; \", {1}]", "x = 2; {1}"),
    # ColumnForm
    ("ColumnForm[{a, bbb, cc}]", "a\nbbb\ncc"),
    ("ColumnForm[{1, 100, 10}, Right]", "  1\n100\n 10"),
    ("ColumnForm[{a, bbb, cc}, Center]", " a\nbbb\ncc"),
    ("{ColumnForm[{a, b, c}, Left, Above], d}", " a\n b\n{c, d}"),
    ("{ColumnForm[{a, b, c}, Left, Center], d}", " a\n{b, d}\n c"),
    ("ColumnForm[f[a, b]]", "a\nb"),
    ("{ColumnForm[{a, b}], c}", "{a, c}\n b"),
    # two-dimensional notation
    ("Subscript[x, 1]", "x\n 1"),
    ("Subscript[x, i, j]", "x\n i,j"),
    ("{Subscript[x, 1], y}", "{x , y}\n  1"),
    ("Subscript[x, 1] + Subscript[y, 2]", "x  + y\n 1    2"),
    ("Subscript[a + b, n]", "(a + b)\n       n"),
    ("Superscript[x, 2]", " 2\nx"),
    ("Superscript[x, 2] + 1", "     2\n1 + x"),
    ("Superscript[E, x y]", " x y\nE"),
    ("Subsuperscript[x, 1, 2]", " 2\nx\n 1"),
    ("Subscript[x, Superscript[n, 2]]", "x\n  2\n n"),
    ("Overscript[x, \"~\"]", "~\nx"),
    ("Overscript[abc, 1]", " 1\nabc"),
    ("Underscript[Max, k]", "Max\n k"),
    ("Underoverscript[Sum, i, n]", " n\nSum\n i"),
    ("OverBar[abc]", "___\nabc"), ("UnderBar[ab]", "ab\n__"),
    ("OverDot[x]", ".\nx"), ("OverHat[x]", "^\nx"), ("OverTilde[x]", "~\nx"),
    ("OverVector[x]", "->\nx"),
    ("Subscript[x]", "Subscript[x]"),
    ("Subscript[x, Subscript[y, 2], 3]", "x\n y ,3\n  2"),
    # MatrixForm and BaseForm inside an expression keep their blocks
    ("{BaseForm[10, 2], x}", "{1010 , x}\n     2"),
    ("f[MatrixForm[{{1, 2}, {3, 4}}]]", "f[1   2]\n\n  3   4"),
    # wrappers that show their first argument
    ("Interpretation[1 + 1, x + y]", "2"),
    ("Interpretation[{n = 3}, n^2, n]", "9"),
    ("Tooltip[x + y, \"sum\"]", "x + y"), ("Tooltip[a, b] + 1", "1 + a"),
    ("Annotation[x^2, \"note\"]", "x^2"), ("Panel[a + b]", "a + b"),
    ("TextForm[\"abc\"]", "abc"), ("TraditionalForm[x^2 + Sin[x]]", "x^2 + Sin[x]"),
    ("Placeholder[]", "\\[Placeholder]"), ("Placeholder[x]", "x"),
    ("Labeled[x, \"label\"]", "  x\nlabel"),
    ("Labeled[x, \"lbl\", Left]", "lbl x"), ("Labeled[x, \"lbl\", Right]", "x lbl"),
    ("Labeled[abc, y, Top]", " y\nabc"),
    ("{Invisible[abc], d}", "{   , d}"),
    # DisplayForm of boxes
    ("DisplayForm[RowBox[{\"a\", \"+\", \"b\"}]]", "a+b"),
    ("DisplayForm[RowBox[{\"a\", \"+\", SuperscriptBox[\"b\", \"2\"]}]]", "   2\na+b"),
    ("DisplayForm[SubscriptBox[\"x\", \"i\"]]", "x\n i"),
    ("DisplayForm[FractionBox[\"1\", \"x+y\"]]", " 1\n---\nx+y"),
    ("DisplayForm[RowBox[{\"1\", \"+\", FractionBox[\"a\", \"b\"]}]]", "  a\n1+-\n  b"),
    ("DisplayForm[SqrtBox[\"x\"]]", "Sqrt[x]"),
    ("DisplayForm[GridBox[{{\"a\", \"b\"}, {\"c\", \"d\"}}]]", "a   b\nc   d"),
    ("DisplayForm[StyleBox[\"x\", Bold]]", "x"),
    ("DisplayForm[x + y]", "x + y"),
    # SurdForm
    ("SurdForm[2^(1/3)]", "Surd[2, 3]"),
    ("SurdForm[{2^(2/5), 3^(1/4) x, 5^(-1/3)}]", "{Surd[2, 5]^2, Surd[3, 4] x, 1/Surd[5, 3]}"),
    ("SurdForm[(-1)^(1/3)]", "(-1)^(1/3)"),
    ("SurdForm[Sqrt[2] + 1]", "1 + Sqrt[2]"),
    # blocks inside Row and StringForm
    ("Row[{Superscript[x, 2], \"+1\"}]", " 2\nx +1"),
    ("Row[{a, Subscript[x, 1]}, \", \"]", "a, x\n    1"),
    ("StringForm[\"`1` is small\", Subscript[x, 1]]", "x  is small\n 1"),
    ("Column[{Subscript[x, 1], y}]", "x\n 1\ny"),
]


@pytest.mark.parametrize("code,text", OUTPUT)
def test_output_form(code, text):
    assert out(code) == text


INPUT = [
    ("Subscript[x, 1]", "Subscript[x, 1]"),
    ("Superscript[x, 2]", "Superscript[x, 2]"),
    ("OverBar[x]", "OverBar[x]"),
    ("Infix[{a, b}, \"+\"]", "Infix[{a, b}, \"+\"]"),
    ("Interpretation[\"shown\", 1 + 1]", "Interpretation[\"shown\", 1 + 1]"),
    ("Tooltip[a, b]", "Tooltip[a, b]"),
    ("PercentForm[0.5]", "PercentForm[0.5]"),
]


@pytest.mark.parametrize("code,text", INPUT)
def test_input_form(code, text):
    s = Session()
    assert s.evaluate(code).input_form() == text


TEX = [
    ("Subscript[x, 1]", "x_1"), ("Subscript[x, i, j]", "x_{i,j}"),
    ("Superscript[x, n]", "x^n"), ("Subsuperscript[a, i, 2]", "a_i^2"),
    ("Overscript[x, y]", "\\overset{y}{x}"), ("Underscript[x, y]", "\\underset{y}{x}"),
    ("Underoverscript[x, a, b]", "\\overset{b}{\\underset{a}{x}}"),
    ("OverBar[x]", "\\bar{x}"), ("UnderBar[x]", "\\underline{x}"),
    ("OverDot[x]", "\\dot{x}"), ("OverHat[x]", "\\hat{x}"), ("OverTilde[x]", "\\tilde{x}"),
    ("OverVector[v]", "\\vec{v}"),
    ("Interpretation[a, b]", "a"), ("Tooltip[x^2, t]", "x^2"),
    ("Infix[{a, b}, \"+\"]", "a+b"),
    ("Prefix[f[x], \"-\"]", "-x"), ("Postfix[f[n], \"!\"]", "n!"),
    ("PrecedenceForm[a + b, 100]", "a+b"),
    ("ColumnForm[{a, b}, Right]", "\\begin{array}{r} a \\\\ b \\\\ \\end{array}"),
]


@pytest.mark.parametrize("code,text", TEX)
def test_tex_form(code, text):
    s = Session()
    assert str(s.evaluate("ToString[%s, TeXForm]" % code)) == text


def test_mathml_of_scripts():
    s = Session()
    got = str(s.evaluate("ToString[Subsuperscript[x, 1, 2], MathMLForm]"))
    assert got == ("<math xmlns='http://www.w3.org/1998/Math/MathML'>\n <msubsup>\n"
                   "  <mi>x</mi>\n  <mn>1</mn>\n  <mn>2</mn>\n </msubsup>\n</math>")
    got = str(s.evaluate("ToString[OverBar[x], MathMLForm]"))
    assert got == ("<math xmlns='http://www.w3.org/1998/Math/MathML'>\n <mover>\n"
                   "  <mi>x</mi>\n  <mo>&#175;</mo>\n </mover>\n</math>")


NUMBERS = [
    ("PercentForm[0.5]", "50%"),
    ("PercentForm[{0.123456, 2, -0.25, 1/3}]", "{12.35%, 200%, -25%, 1/3}"),
    ("PercentForm[0.123456, 2]", "12%"),
    ("PercentForm[0.5, {3, 1}]", "50.0%"),
    ("PercentForm[1.*^10]", "1000000000000%"),
    ("DecimalForm[10.^20]", "100000000000000000000"),
    ("DecimalForm[{1.0, 1.1, 1.23456789*^-8}]", "{1, 1.1, 0.0000000123457}"),
    ("DecimalForm[N[Pi], 10]", "3.141592654"),
    ("DecimalForm[2.5, {4, 2}]", "2.50"),
    ("DecimalForm[1234567.5, DigitBlock -> 3]", "1,234,568"),
    ("NumberForm[1.5*^10, ExponentFunction -> (Null &)]", "15000000000."),
    ("NumberForm[123456789., ExponentFunction -> (3 Quotient[#, 3] &)]", "123.457*^6"),
    ("NumberForm[1.23*^8, NumberFormat -> (Row[{#1, \"e\", #3}] &)]", "1.23e8"),
    ("NumberForm[1.5, NumberFormat -> (Row[{#1, \"e\", #3}] &)]", "1.5e"),
    ("NumberForm[12345.6, ScientificNotationThreshold -> {-3, 3}]", "1.23456*^4"),
    ("NumberForm[1.5*^7, ExponentStep -> 3]", "15.*^6"),
    ("NumberForm[0.0001234]", "0.0001234"),
    ("NumberForm[1.5, NumberPadding -> {\"0\", \"0\"}]", "1.5"),
    ("NumberForm[123456789, DigitBlock -> 3, NumberSeparator -> \" \"]", "123 456 789"),
    ("AccountingForm[1.*^10]", "10000000000."),
]


@pytest.mark.parametrize("code,text", NUMBERS)
def test_number_forms(code, text):
    assert out(code) == text


def test_number_form_messages():
    s = Session()
    r = s.evaluate("PercentForm[0.5, -2]")
    assert str(r) == "PercentForm[0.5, -2]"
    assert [str(m) for m in s.messages] == [
        "PercentForm::iprf: Formatting specification -2 should be a positive integer or a "
        "pair of a positive integer and a non-negative integer."]


def test_attributes():
    s = Session()
    assert str(s.evaluate("Attributes[Subscript]")) == "{NHoldRest}"
    assert str(s.evaluate("Attributes[Interpretation]")) == "{HoldAll, Protected}"
    assert str(s.evaluate("Subscript[x, 1] = 5; Subscript[x, 1] + 1")) == "6"
