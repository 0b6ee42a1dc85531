"""Plus, Times, Power, Subtract, Minus, Divide, Sqrt, infinities and complex arithmetic:
table-driven, end to end (text in, OutputForm text out)."""

import subprocess
import sys
import textwrap

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


def check(session, text, expected, messages=()):
    r = session.evaluate(text)
    assert str(r) == expected, text
    assert [str(m) for m in session.messages] == list(messages), text


PLUS = [
    ("1 + 2", "3"),
    ("1/2 + 1/3", "5/6"),
    ("1 + 2.5", "3.5"),
    ("1/2 + 0.5", "1."),
    ("a + b + a", "2 a + b"),
    ("2 a - 3 a", "-a"),
    ("x - x", "0"),
    ("x + 0", "x"),
    ("b + a", "a + b"),
    ("a + 1", "1 + a"),
    ("2 x + 3 x + y", "5 x + y"),
    ("x + 2 y - x", "2 y"),
    ("1.5 x + x", "2.5 x"),
    ("x/2 + x/2", "x"),
    ("a + b - (a + b)", "0"),
    ("3 + x + 4", "7 + x"),
    ("Plus[]", "0"),
    ("Plus[x]", "x"),
    ("{1, 2} + {3, 4}", "{4, 6}"),
    ("{1, 2} + 1", "{2, 3}"),
    ("x + {1, 2}", "{1 + x, 2 + x}"),
    ("1 + Pi", "1 + Pi"),
    ("1. + Pi", "4.14159"),
    ("Pi + Pi", "2 Pi"),
    ("Sqrt[2] + Sqrt[2]", "2 Sqrt[2]"),
    ("f[x] + f[x]", "2 f[x]"),
    ("x^2 + x + 1", "1 + x + x^2"),
    ("2^100 + 1", "1267650600228229401496703205377"),
    ("(1 + I) + (2 - 3 I)", "3 - 2 I"),
    ("a + b + c - b", "a + c"),
    ("-x - y", "-x - y"),
    ("x - y + y", "x"),
    ("c + b + a + b", "a + 2 b + c"),
    ("1/3 + 2/3", "1"),
    ("-5 + 5", "0"),
    ("3 x y + 2 y x", "5 x y"),
    ("x + x + x", "3 x"),
    ("10^20 + 10^20", "200000000000000000000"),
    ("0.1 + 0.2", "0.3"),
    ("2 a + 3 b - a - 3 b", "a"),
]

TIMES = [
    ("2 3", "6"),
    ("2/3 3/4", "1/2"),
    ("2 x 3", "6 x"),
    ("x x", "x^2"),
    ("x x^2 y", "x^3 y"),
    ("x^2/x", "x"),
    ("x/x", "1"),
    ("x^a x^b", "x^(a + b)"),
    ("2 (a + b)", "2 (a + b)"),
    ("-(a + b)", "-a - b"),
    ("-(x - 1)", "1 - x"),
    ("0 x", "0"),
    ("0. x", "0."),
    ("1.5 x 2", "3. x"),
    ("Sqrt[2] Sqrt[2]", "2"),
    ("Sqrt[2] Sqrt[3]", "Sqrt[6]"),
    ("Sqrt[2]/2", "1/Sqrt[2]"),
    ("2/Sqrt[2]", "Sqrt[2]"),
    ("Sqrt[6]/2", "Sqrt[3/2]"),
    ("3 Sqrt[2]", "3 Sqrt[2]"),
    ("2^(1/3) 2^(2/3)", "2"),
    ("(1 + 2 I) (3 - I)", "5 + 5 I"),
    ("I I", "-1"),
    ("2. Pi", "6.28319"),
    ("a b c a", "a^2 b c"),
    ("x y/(x y)", "1"),
    ("Times[]", "1"),
    ("Times[x]", "x"),
    ("{1, 2} {3, 4}", "{3, 8}"),
    ("2 {x, y}", "{2 x, 2 y}"),
    ("(a b)^2", "a^2 b^2"),
    ("x^-1 y", "y/x"),
    ("a/b", "a/b"),
    ("1/(a b)", "1/(a b)"),
    ("3 x/6", "x/2"),
    ("Sqrt[x] x", "x^(3/2)"),
    ("x^(1/2) x^(1/2)", "x"),
    ("2^x 2^y", "2^(x + y)"),
    ("E^x E^-x", "1"),
    ("-1 (-1)", "1"),
    ("10! / 8!", "90"),
    ("(2/3) x (3/2)", "x"),
]

POWER = [
    ("2^10", "1024"),
    ("2^-2", "1/4"),
    ("(2/3)^3", "8/27"),
    ("(-2)^3", "-8"),
    ("0^5", "0"),
    ("Sqrt[16]", "4"),
    ("Sqrt[8]", "2 Sqrt[2]"),
    ("Sqrt[12]", "2 Sqrt[3]"),
    ("8^(1/3)", "2"),
    ("16^(1/4)", "2"),
    ("16^(1/3)", "2 2^(1/3)"),
    ("Sqrt[1/4]", "1/2"),
    ("Sqrt[3/4]", "Sqrt[3]/2"),
    ("Sqrt[1/2]", "1/Sqrt[2]"),
    ("Sqrt[2/3]", "Sqrt[2/3]"),
    ("4^(3/2)", "8"),
    ("2^(3/2)", "2 Sqrt[2]"),
    ("8^(-1/3)", "1/2"),
    ("Sqrt[-4]", "2 I"),
    ("Sqrt[-2]", "I Sqrt[2]"),
    ("Sqrt[-1]", "I"),
    ("(-8)^(1/3)", "2 (-1)^(1/3)"),
    ("(-1)^(1/3)", "(-1)^(1/3)"),
    ("I^2", "-1"),
    ("I^3", "-I"),
    ("I^-1", "-I"),
    ("(1 + I)^2", "2 I"),
    ("(2 + I)^-1", "2/5 - I/5"),
    ("E^(I Pi)", "-1"),
    ("E^(I Pi/2)", "I"),
    ("Exp[2 Pi I]", "1"),
    ("E^Log[x]", "x"),
    ("x^0", "1"),
    ("x^1", "x"),
    ("1^x", "1"),
    ("(x^2)^3", "x^6"),
    ("(x^a)^2", "x^(2 a)"),
    ("(x^2)^(1/2)", "Sqrt[x^2]"),
    ("Sqrt[x]^2", "x"),
    ("(2 x)^2", "4 x^2"),
    ("Sqrt[4 x]", "2 Sqrt[x]"),
    ("2^0.5", "1.41421"),
    ("2.^10", "1024."),
    ("(-8.)^(1/3)", "1. + 1.73205 I"),
    ("Sqrt[2.]", "1.41421"),
    ("Pi^2.", "9.8696"),
    ("E^1.", "2.71828"),
    ("2^100", "1267650600228229401496703205376"),
    ("x^2 x^3", "x^5"),
    ("Power[2, 3, 2]", "512"),
    ("{1, 2, 3}^2", "{1, 4, 9}"),
    ("2^{1, 2, 3}", "{2, 4, 8}"),
    ("Sqrt[x]", "Sqrt[x]"),
    ("1/Sqrt[x]", "1/Sqrt[x]"),
    ("x^(-2)", "1/x^2"),
    ("Sqrt[18]", "3 Sqrt[2]"),
    ("12^(1/3)", "2^(2/3) 3^(1/3)"),
    ("1000000^(1/3)", "100"),
    ("(1/8)^(-1/3)", "2"),
    ("Sqrt[2] ^ 4", "4"),
    ("(Sqrt[2] x)^2", "2 x^2"),
    ("CubeRoot[-27]", "-3"),
    ("Surd[-8, 3]", "-2"),
]

OTHER = [
    ("Subtract[a, b]", "a - b"),
    ("Subtract[5, 7]", "-2"),
    ("10 - 2.5", "7.5"),
    ("Minus[a]", "-a"),
    ("-(-x)", "x"),
    ("Divide[6, 4]", "3/2"),
    ("Divide[a, b]", "a/b"),
    ("6/4", "3/2"),
    ("1/3 - 1/3", "0"),
    ("Divide[1., 4]", "0.25"),
    ("Sqrt[{4, 9}]", "{2, 3}"),
    ("Minus[{1, -2}]", "{-1, 2}"),
]

INFINITY = [
    ("Infinity + 1", "Infinity"),
    ("2 Infinity", "Infinity"),
    ("-2 Infinity", "-Infinity"),
    ("1/Infinity", "0"),
    ("Infinity^2", "Infinity"),
    ("Infinity + Infinity", "Infinity"),
    ("Infinity Infinity", "Infinity"),
    ("-Infinity - 5", "-Infinity"),
    ("2^Infinity", "Infinity"),
    ("(1/2)^Infinity", "0"),
    ("Infinity + Pi", "Infinity"),
    ("ComplexInfinity + 1", "ComplexInfinity"),
    ("Indeterminate + 1", "Indeterminate"),
    ("Infinity^-1", "0"),
    ("-Infinity^3", "-Infinity"),
    ("Exp[-Infinity]", "0"),
]

COMPLEX = [
    ("(1 + I)/(1 - I)", "I"),
    ("1/(1 + I)", "1/2 - I/2"),
    ("(0.5 - 1.5 I) 2", "1. - 3. I"),
    ("I + 1.", "1. + 1. I"),
    ("2 I", "2 I"),
    ("Complex[1, 2]", "1 + 2 I"),
    ("(2 I)^2", "-4"),
    ("(3 + 4 I) - (3 + 4 I)", "0"),
    ("I x + I x", "2 I x"),
    ("x + I x", "(1 + I) x"),
]

MESSAGES = [
    ("0^0", "Indeterminate", ["Power::indet: Indeterminate expression 0^0 encountered."]),
    ("1/0", "ComplexInfinity", ["Power::infy: Infinite expression 1/0 encountered."]),
    ("0^-2", "ComplexInfinity", ["Power::infy: Infinite expression 1/0^2 encountered."]),
    ("Infinity - Infinity", "Indeterminate",
     ["Infinity::indet: Indeterminate expression -Infinity + Infinity encountered."]),
    ("0 Infinity", "Indeterminate",
     ["Infinity::indet: Indeterminate expression 0 Infinity encountered."]),
    ("Infinity/Infinity", "Indeterminate",
     ["Infinity::indet: Indeterminate expression 0 Infinity encountered."]),
    ("x/0", "ComplexInfinity", ["Power::infy: Infinite expression 1/0 encountered."]),
    ("Subtract[1]", "Subtract[1]",
     ["Subtract::argr: Subtract called with 1 argument; 2 arguments are expected."]),
    ("Sqrt[1, 2]", "Sqrt[1, 2]",
     ["Sqrt::argx: Sqrt called with 2 arguments; 1 argument is expected."]),
]


@pytest.mark.parametrize("text,expected", PLUS)
def test_plus(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", TIMES)
def test_times(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", POWER)
def test_power(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", OTHER)
def test_subtract_divide_minus(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", INFINITY)
def test_infinity(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected", COMPLEX)
def test_complex(session, text, expected):
    check(session, text, expected)


@pytest.mark.parametrize("text,expected,messages", MESSAGES)
def test_messages(session, text, expected, messages):
    check(session, text, expected, messages)


def test_attributes(session):
    check(session, "Attributes[Plus]",
          "{Flat, Listable, NumericFunction, OneIdentity, Orderless, Protected}")
    check(session, "Attributes[Times]",
          "{Flat, Listable, NumericFunction, OneIdentity, Orderless, Protected}")
    check(session, "Attributes[Power]", "{Listable, NumericFunction, OneIdentity, Protected}")


def test_big_integer_product_is_exact(session):
    # its time against a Python loop: bench/scaling.py
    r = session.evaluate("p = 1; Do[p = p k, {k, 12000}]; p")
    import math
    assert r.value == math.factorial(12000)
    check(session, "Mod[p, 10^6]", "0")
    check(session, "Length[IntegerDigits[p]]", "43742")


def test_loop_accumulation(session):
    check(session, "s = 0; Do[s = s + 1, {1000}]; s", "1000")
    check(session, "t = 0; Do[t = t + 1/3, {300}]; t", "100")


def test_plain_arithmetic_never_imports_sympy():
    code = textwrap.dedent("""
        import sys
        from mathilda.session import Session
        s = Session()
        for text in ["1 + 2", "a + b + a", "x^2 x^3", "Sqrt[8]", "(1 + 2 I) (3 - I)",
                     "N[Pi, 50]", "Sin[Pi/6]", "2^100 + 1/3", "Sqrt[2] Sqrt[6]",
                     "Table[k^2 + x k, {k, 50}]", "1/0",
                     "Floor[Pi]", "Max[1, 2, Pi]", "Log[2, 8]", "GCD[12, 18]",
                     "FactorInteger[360]", "Pi < 4", "Rationalize[0.25]"]:
            s.evaluate(text)
        print("sympy" in sys.modules)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.stdout.strip() == "False", out.stderr
