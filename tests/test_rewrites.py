"""Automatic rewrites of the evaluator (mathilda/numbers/rewrites.py and the special values
in numbers/elementary.py): each table is (input, the Wolfram Language's output)."""

import pytest

from mathilda import Session

RECIPROCAL_AND_PRODUCTS = [
    ("Cos[x]/Sin[x]", "Cot[x]"),
    ("Sin[x]/Cos[x]", "Tan[x]"),
    ("1/Sin[x]", "Csc[x]"),
    ("1/Cos[x]^2", "Sec[x]^2"),
    ("1/Tan[x]", "Cot[x]"),
    ("1/Cot[x]", "Tan[x]"),
    ("1/Sec[x]", "Cos[x]"),
    ("1/Csc[x]", "Sin[x]"),
    ("Sin[x]^2/Cos[x]^2", "Tan[x]^2"),
    ("Cos[x]^2/Sin[x]", "Cos[x] Cot[x]"),
    ("Sin[x]/Cos[x]^2", "Sec[x] Tan[x]"),
    ("D[Sec[x], x]", "Sec[x] Tan[x]"),
    ("D[Log[Sin[x]], x]", "Cot[x]"),
    ("Sinh[x]/Cosh[x]", "Tanh[x]"),
    ("Cosh[x]/Sinh[x]", "Coth[x]"),
    ("1/Sinh[x]", "Csch[x]"),
    ("Cos[x] Sin[x]", "Cos[x] Sin[x]"),
    ("Sin[x]/Cos[y]", "Sec[y] Sin[x]"),
]

COEFFICIENT_INTO_POWER = [
    ("2 2^n", "2^(1 + n)"),
    ("2^n/2", "2^(-1 + n)"),
    ("3 3^x", "3^(1 + x)"),
    ("3^x/3", "3^(-1 + x)"),
    ("2^(n - 1) 2", "2^n"),
    ("2 2^(n + 1)", "2^(2 + n)"),
    ("5 5^k", "5^(1 + k)"),
    ("10^n/10", "10^(-1 + n)"),
    ("4 2^n", "4 2^n"),
    ("2 3^n", "2 3^n"),
    ("2 2^n x", "2^(1 + n) x"),
]

SIGN = [
    ("-(a - b)", "-a + b"),
    ("(-1/2) (a - b)", "(-a + b)/2"),
    ("-(a + b)/2", "(-a - b)/2"),
    ("-(a + b)", "-a - b"),
    ("-(x - 1)/3", "(1 - x)/3"),
    ("-(1 + x)", "-1 - x"),
    ("-(2 a - 3 b)", "-2 a + 3 b"),
    ("(-1/4) (x + y)", "(-x - y)/4"),
    ("-2 (a - b)", "-2 (a - b)"),
    ("(a + b)/2", "(a + b)/2"),
    ("-(a - b) x", "-((a - b) x)"),
]

EXP_OF_SUM = [
    ("E^(3 + I Pi)", "-E^3"),
    ("E^(x + I Pi)", "-E^x"),
    ("E^(x + I Pi/2)", "I E^x"),
    ("E^(x - I Pi/2)", "-I E^x"),
    ("E^(x + 2 I Pi)", "E^x"),
    ("E^(x + 3 I Pi)", "-E^x"),
    ("E^(a + b + I Pi)", "-E^(a + b)"),
    ("E^(x + I Pi/3)", "E^((I Pi)/3 + x)"),
    ("E^(I Pi)", "-1"),
    ("E^(I Pi/2)", "I"),
    ("E^(1 + I Pi)", "-E"),
]

RADICALS = [
    ("Sqrt[2/Pi]", "Sqrt[2/Pi]"),
    ("Sqrt[2 Pi]", "Sqrt[2 Pi]"),
    ("Sqrt[Pi/2]", "Sqrt[Pi/2]"),
    ("Sqrt[8 Pi]", "2 Sqrt[2 Pi]"),
    ("Sqrt[4 Pi]", "2 Sqrt[Pi]"),
    ("Sqrt[8/Pi]", "2 Sqrt[2/Pi]"),
    ("1/Sqrt[2 Pi]", "1/Sqrt[2 Pi]"),
    ("Sqrt[2 E]", "Sqrt[2 E]"),
    ("Sqrt[2 x]", "Sqrt[2] Sqrt[x]"),
    ("Sqrt[x/2]", "Sqrt[x]/Sqrt[2]"),
    ("Sqrt[3/Pi]", "Sqrt[3/Pi]"),
]

SEC_CSC = [
    ("Sec[Pi/12]", "Sqrt[2] (-1 + Sqrt[3])"),
    ("Sec[5 Pi/12]", "Sqrt[2] (1 + Sqrt[3])"),
    ("Csc[Pi/12]", "Sqrt[2] (1 + Sqrt[3])"),
    ("Csc[5 Pi/12]", "Sqrt[2] (-1 + Sqrt[3])"),
    ("Sec[Pi/5]", "-1 + Sqrt[5]"),
    ("Sec[2 Pi/5]", "1 + Sqrt[5]"),
    ("Csc[Pi/10]", "1 + Sqrt[5]"),
    ("Csc[3 Pi/10]", "-1 + Sqrt[5]"),
    ("Sec[Pi/6]", "2/Sqrt[3]"),
    ("Sec[Pi/4]", "Sqrt[2]"),
    ("Sec[Pi/3]", "2"),
    ("Csc[Pi/6]", "2"),
]

DELTA_AND_THREADED = [
    ("DiracDelta[-x]", "DiracDelta[x]"),
    ("DiracDelta[-2 x]", "DiracDelta[2 x]"),
    ("DiracDelta[x]", "DiracDelta[x]"),
    ("DiracDelta[0]", "DiracDelta[0]"),
    ("DiracDelta[3]", "0"),
    ("DiracDelta[-1.5]", "0"),
    ("DiracDelta[{-1, 0, 1}]", "{0, DiracDelta[0], 0}"),
    ("Im[a + b I]", "Im[a + I b]"),
    ("DirectedInfinity[2]", "Infinity"),
    ("DirectedInfinity[-3]", "-Infinity"),
    ("{{a, b}, {c, d}} + Threaded[{1, 2}]", "{{1 + a, 2 + b}, {1 + c, 2 + d}}"),
    ("{{1, 2}, {3, 4}} Threaded[{x, y}]", "{{x, 2 y}, {3 x, 4 y}}"),
]


@pytest.mark.parametrize("table", [RECIPROCAL_AND_PRODUCTS, COEFFICIENT_INTO_POWER, SIGN,
                                   EXP_OF_SUM, RADICALS, SEC_CSC, DELTA_AND_THREADED],
                         ids=["trig", "coefficient", "sign", "exp", "radicals", "sec",
                              "delta"])
def test_rewrite_table(table):
    s = Session()
    got = [(t, e, str(s.evaluate(t))) for t, e in table]
    assert [g for g in got if g[1] != g[2]] == []
