"""Printing rules of issue 22 (mathilda/printing/): each table is (input, the Wolfram
Language's printed output)."""

import pytest

from mathilda import Session

SLOTS = [
    ("3 #^2 &", "3 #1^2 & "),
    ("# &", "#1 & "),
    ("#1 + #2 &", "#1 + #2 & "),
    ("f[##] &", "f[##1] & "),
    ("{# &, 1}", "{#1 & , 1}"),
    ("InputForm[#^2 &]", "#1^2 & "),
    ("InputForm[f[#, ##2] &]", "f[#1, ##2] & "),
    ("Function[x, x^2]", "Function[x, x^2]"),
    ("#", "#1"),
    ("#3", "#3"),
    ("FullForm[# &]", "Function[Slot[1]]"),
]

INPUT_FORM_TIMES = [
    ("InputForm[x^2/2]", "x^2/2"),
    ("InputForm[-2/(5 x^2)]", "-2/(5*x^2)"),
    ("InputForm[a/b]", "a/b"),
    ("InputForm[-a/b]", "-(a/b)"),
    ("InputForm[a b/c]", "(a*b)/c"),
    ("InputForm[3 x/2]", "(3*x)/2"),
    ("InputForm[x/2]", "x/2"),
    ("InputForm[-x/2]", "-x/2"),
    ("InputForm[2 x]", "2*x"),
    ("InputForm[1/x]", "x^(-1)"),
    ("InputForm[a/(b c)]", "a/(b*c)"),
    ("InputForm[3/(2 x)]", "3/(2*x)"),
    ("InputForm[-2 x/y]", "(-2*x)/y"),
    ("InputForm[2/3]", "2/3"),
]

LOGIC = [
    ("(a && b) || (a && c)", "(a && b) || (a && c)"),
    ("(a && b) || c", "(a && b) || c"),
    ("a || b && c", "a || (b && c)"),
    ("InputForm[(a && b) || c]", "(a && b) || c"),
    ("BooleanConvert[Xor[a, b]]", "(a && !b) || (!a && b)"),
    ("LogicalExpand[(a || b) && (a || c)]", "a || (b && c)"),
    ("a && (b || c)", "a && (b || c)"),
    ("a || b || c", "a || b || c"),
    ("a && b && c", "a && b && c"),
    ("!a || b", "!a || b"),
]

DEFER = [
    ("Defer[1 + 1]", "1 + 1"),
    ("Defer[Sin[Pi]]", "Sin[Pi]"),
    ("{Defer[2 + 3], 1}", "{2 + 3, 1}"),
    ("Defer[x = 1]; x", "x"),
    ("Defer[2 2]", "2 2"),
    ("Defer[1/2 + 1/3]", "1/2 + 1/3"),
    ("Defer[f[1 + 1]]", "f[1 + 1]"),
    ("HoldForm[1 + 1]", "1 + 1"),
    ("Defer[{1 + 1}]", "{1 + 1}"),
    ("Defer[a + a]", "a + a"),
]


@pytest.mark.parametrize("table", [SLOTS, INPUT_FORM_TIMES, LOGIC, DEFER],
                         ids=["slots", "inputform", "logic", "defer"])
def test_printing_table(table):
    s = Session()
    got = [(t, e, str(s.evaluate(t))) for t, e in table]
    assert [g for g in got if g[1] != g[2]] == []


# AccountingForm: negative numbers in parentheses, never an exponent (reference page).
ACCOUNTING = [
    ("AccountingForm[{1.5, -2.25, 3}]", "{1.5, (2.25), 3}"),
    ("AccountingForm[-5]", "(5)"),
    ("AccountingForm[5]", "5"),
    ("AccountingForm[1.*^10]", "10000000000."),
    ("AccountingForm[-1.*^10]", "(10000000000.)"),
    ("AccountingForm[0.00001]", "0.00001"),
    ("AccountingForm[-123.]", "(123.)"),
    ("AccountingForm[-1234.5, DigitBlock -> 3]", "(1,234.5)"),
    ("AccountingForm[-3.14159, 3]", "(3.14)"),
    ("AccountingForm[{-1, 0, 1}]", "{(1), 0, 1}"),
    ("AccountingForm[12.5, {4, 2}]", "12.50"),
]


def test_accounting_form():
    s = Session()
    got = [(t, e, str(s.evaluate(t))) for t, e in ACCOUNTING]
    assert [g for g in got if g[1] != g[2]] == []
