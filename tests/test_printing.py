"""The printers: OutputForm, InputForm, FullForm, numbers, round trips through the parser."""


import mpmath
from hypothesis import given, settings, strategies as st

from mathilda.core.expr import (
    Complex, Expression, Integer, Real, String, Symbol, S, make_rational,
)
from mathilda.printing import full_form, input_form, output_form, short_form
from mathilda.printing.numbers import machine_input, machine_output
from mathilda.syntax.parser import parse

# (input text, OutputForm).  Inputs are parsed, not evaluated: write them in the shape an
# evaluated expression has (canonical order, Times[-1, x] for -x, ...).
OUTPUT = [
    ("{4 a - 3 b, -b + 2 c}", "{4 a - 3 b, -b + 2 c}"),
    ("Plus[Times[2, a], b, Times[-2, c]]", "2 a + b - 2 c"),
    ("Plus[Times[-3, b], Times[4, c]]", "-3 b + 4 c"),
    ("Plus[Times[-2, b], Times[3, c]]", "-2 b + 3 c"),
    ("Plus[1, x, Power[x, 2]]", "1 + x + x^2"),
    ("Plus[a, b, c]", "a + b + c"),
    ("Plus[Times[x, y], z]", "x y + z"),
    ("Plus[-1, x]", "-1 + x"),
    ("Times[Plus[-1, x], Plus[1, x]]", "(-1 + x) (1 + x)"),
    ("Plus[1, Times[3, x], Times[3, Power[x, 2]], Power[x, 3]]", "1 + 3 x + 3 x^2 + x^3"),
    ("Power[x, 2]", "x^2"),
    ("Times[a, Power[b, -1]]", "a/b"),
    ("Rational[1, 2]", "1/2"),
    ("Rational[-1, 2]", "-1/2"),
    ("Times[Rational[1, 2], x]", "x/2"),
    ("Times[Rational[-1, 2], x]", "-x/2"),
    ("Times[Rational[3, 2], x]", "(3 x)/2"),
    ("Times[Rational[-3, 2], x, y]", "(-3 x y)/2"),
    ("Times[Plus[a, b], Power[c, -1]]", "(a + b)/c"),
    ("Times[a, Power[Plus[b, c], -1]]", "a/(b + c)"),
    ("Times[a, b, Power[c, -1]]", "(a b)/c"),
    ("Times[a, Power[b, -1], Power[c, -1]]", "a/(b c)"),
    ("Times[2, Plus[a, b]]", "2 (a + b)"),
    ("Power[Plus[a, b], 2]", "(a + b)^2"),
    ("Power[a, Power[b, c]]", "a^b^c"),
    ("Power[Power[a, b], c]", "(a^b)^c"),
    ("Times[f[x], g[y]]", "f[x] g[y]"),
    ("Power[2, Rational[1, 2]]", "Sqrt[2]"),
    ("Power[2, Rational[-1, 2]]", "1/Sqrt[2]"),
    ("Times[2, Power[2, Rational[1, 2]]]", "2 Sqrt[2]"),
    ("Power[x, Rational[1, 3]]", "x^(1/3)"),
    ("Power[x, -1]", "1/x"),
    ("Power[x, -2]", "1/x^2"),
    ("Power[E, x]", "E^x"),
    ("Power[x, Times[2, y]]", "x^(2 y)"),
    ("Power[x, Times[-1, a]]", "x^(-a)"),
    ("Power[-1, Rational[1, 3]]", "(-1)^(1/3)"),
    ("Power[Rational[1, 2], x]", "(1/2)^x"),
    ("Power[Times[a, b], 2]", "(a b)^2"),
    ("Times[-1, x]", "-x"),
    ("Times[-1, Power[x, 2]]", "-x^2"),
    ("Times[-1, x, y]", "-(x y)"),
    ("Times[-1, a, Power[b, -1]]", "-(a/b)"),
    ("Times[-1, Plus[a, b]]", "-(a + b)"),
    ("Times[-2, x]", "-2 x"),
    ("Times[-2, Power[x, -1]]", "-2/x"),
    ("Times[2, Power[x, -1]]", "2/x"),
    ("Times[Rational[-1, 2], Power[x, -1]]", "-1/(2 x)"),
    ("Times[-2.5, x]", "-2.5 x"),
    ("Plus[a, Times[-1, b, c]]", "a - b c"),
    ("Plus[a, Times[-1, Plus[b, c]]]", "a - (b + c)"),
    ("Plus[a, Times[Rational[-1, 2], x]]", "a - x/2"),
    ("Plus[a, -5]", "a - 5"),
    ("Plus[a, Rational[-1, 2]]", "a - 1/2"),
    ("Plus[x, Complex[0, -1]]", "x - I"),
    ("Plus[Rational[1, 2], x]", "1/2 + x"),
    ("Plus[a, Times[-1, a, Power[b, -1]]]", "a - a/b"),
    ("Times[Complex[0, 1], x]", "I x"),
    ("Times[Complex[0, 2], x]", "2 I x"),
    ("Times[Complex[0, -1], x]", "-I x"),
    ("Times[Complex[1, 1], x]", "(1 + I) x"),
    ("Times[Complex[0, Rational[1, 2]], x]", "(I x)/2"),
    ("Complex[5, 5]", "5 + 5 I"),
    ("Complex[0, 2]", "2 I"),
    ("Complex[0, 1]", "I"),
    ("Complex[0, -1]", "-I"),
    ("Complex[0.5, -1.5]", "0.5 - 1.5 I"),
    ("Complex[1, Rational[1, 2]]", "1 + I/2"),
    ("Complex[0, Rational[1, 2]]", "I/2"),
    ("Complex[0, Rational[-2, 3]]", "(-2 I)/3"),
    ("Complex[1, -1]", "1 - I"),
    ("Power[Complex[1, 1], 2]", "(1 + I)^2"),
    ('"abc"', "abc"),
    ('"a\\"b"', 'a"b'),
    ('{"x", "y"}', "{x, y}"),
    ("x_", "x_"),
    ("x_Integer", "x_Integer"),
    ("x__", "x__"),
    ("x___", "x___"),
    ("_", "_"),
    ("_h", "_h"),
    ("x_.", "x_."),
    ("x_:1", "x_:1"),
    ("x:_Integer | _Real", "x:_Integer | _Real"),
    ("x_?NumberQ", "x_?NumberQ"),
    ("x_ /; x > 0", "x_ /; x > 0"),
    ("a -> b", "a -> b"),
    ("a :> b", "a :> b"),
    ("a -> b -> c", "a -> b -> c"),
    ("Rule[Rule[a, b], c]", "(a -> b) -> c"),
    ("#^2 &", "#1^2 & "),
    ("#1 + #2 &", "#1 + #2 & "),
    ("##", "##1"),
    ("#name", "#name"),
    ("Function[x, x^2]", "Function[x, x^2]"),
    ("#^2 &[3]", "#1^2 & [3]"),
    ("Plus[1, Function[x][y]]", "1 + (x & [y])"),
    ("{1, 2}[[5]]", "{1, 2}[[5]]"),
    ("Part[x, 1, 2]", "x[[1, 2]]"),
    ("Part[x, Span[1, All]]", "x[[1;;All]]"),
    ("Part[x, Span[1, -1, 2]]", "x[[1;;-1;;2]]"),
    ("f'[x]", "f'[x]"),
    ("f''", "f''"),
    ("Derivative[1, 0][f]", "Derivative[1, 0][f]"),
    ("Derivative[1][Derivative[1][f]]", "(f')'"),
    ("a == b", "a == b"),
    ("a != b", "a != b"),
    ("a == b == c", "a == b == c"),
    ("a < b <= c", "a < b <= c"),
    ("Inequality[a, Less, b]", "Inequality[a, Less, b]"),
    ("a === b", "a === b"),
    ("a && b", "a && b"),
    ("a || b && c", "a || (b && c)"),
    ("And[Or[a, b], c]", "(a || b) && c"),
    ("!a", "!a"),
    ("Not[And[a, b]]", "!(a && b)"),
    ("Not[Not[a]]", "!!a"),
    ("a; b", "a; b"),
    ("a; b;", "a; b;"),
    ("x = 5", "x = 5"),
    ("f[x_] := x^2", "f[x_] := x^2"),
    ("a = b = c", "a = b = c"),
    ("x += 1", "x += 1"),
    ("x++", "x++"),
    ("++x", "++x"),
    ("x =.", "x =."),
    ("f /: g[f] = 1", "f /: g[f] = 1"),
    ("Hold[1 + 1]", "Hold[1 + 1]"),
    ("<|a -> 1, b -> 2|>", "<|a -> 1, b -> 2|>"),
    ("Association[]", "<||>"),
    ("{}", "{}"),
    ("f[]", "f[]"),
    ("Null", "Null"),
    ("{Null, 1}", "{Null, 1}"),
    ("HoldForm[1 + 1]", "1 + 1"),
    ("HoldForm[x]", "x"),
    ("Power[HoldForm[a + b], 2]", "(a + b)^2"),
    ("FullForm[a + b^2]", "Plus[a, Power[b, 2]]"),
    ("InputForm[a/b + \"s\"]", 'a/b + "s"'),
    ("OutputForm[x^2]", "x^2"),
    ("f @@ x", "f @@ x"),
    ("f @@@ x", "f @@@ x"),
    ("f /@ x", "f /@ x"),
    ("Composition[f, g][x]", "(f @* g)[x]"),
    ("a <-> b", "a <-> b"),
    ("Apply[f, x, {2}]", "Apply[f, x, {2}]"),
    ("x /. a -> b", "x /. a -> b"),
    ("ReplaceAll[x, ReplaceAll[a, b]]", "x /. (a /. b)"),
    ("a.b.c", "a . b . c"),
    ('"a" <> "b"', "a <> b"),
    ("a | b", "a | b"),
    ("x..", "x.."),
    ("1..", "1 .."),
    ("x!", "x!"),
    ("Factorial[Factorial[x]]", "(x!)!"),
    ("x!!", "x!!"),
    ("General::argx", "General::argx"),
    ("%", "%"),
    ("%%", "%%"),
    ("%3", "%3"),
    ("Out[-1]", "Out[-1]"),
    ("<<file.m", "<<file.m"),
    ("x >> out", "x >> out"),
    ("Plus[x]", "Plus[x]"),
    ("Times[]", "Times[]"),
    ("Power[x]", "Power[x]"),
    ("Rule[a]", "Rule[a]"),
    ("f[x][y]", "f[x][y]"),
    ("(a + b)[x]", "(a + b)[x]"),
    ("Sqrt[x]", "Sqrt[x]"),
    ("Times[a, Power[b, Rational[-1, 2]]]", "a/Sqrt[b]"),
    ("Times[-1, Power[x, -1]]", "-(1/x)"),
    ("x -> -1", "x -> -1"),
    ("{-1, -x}", "{-1, -x}"),
    ("Power[-2, 2]", "(-2)^2"),
    ("Power[2, -1]", "1/2"),
    ("Power[x, -1.5]", "1/x^1.5"),
    ("Power[x, 2.5]", "x^2.5"),
    ("Dot[Plus[a, b], c]", "(a + b) . c"),
    ("Times[Dot[a, b], c]", "a . b c"),
    ("Part[Plus[a, b], 1]", "(a + b)[[1]]"),
    ("x[[1]][[2]]", "x[[1]][[2]]"),
]

# (input text, InputForm)
INPUT = [
    ("{4 a - 3 b, -b + 2 c}", "{4*a - 3*b, -b + 2*c}"),
    ("a + b c^2", "a + b*c^2"),
    ("Times[a, Power[b, -1]]", "a/b"),
    ("Times[Rational[1, 2], x]", "x/2"),
    ("Times[Rational[-1, 2], x]", "-x/2"),
    ("Power[x, Rational[1, 2]]", "x^(1/2)"),
    ("Power[-1, Rational[1, 2]]", "(-1)^(1/2)"),
    ("Power[x, -1]", "x^(-1)"),
    ("Power[2, -1]", "2^(-1)"),
    ("Times[1, Power[x, -1]]", "1/x"),
    ("Times[2, Power[3, -1]]", "2/3"),
    ("Times[-1, x]", "-x"),
    ("Times[-1, x, y]", "-x*y"),
    ("Times[-1, Times[x, y]]", "-(x*y)"),
    ("Times[-1, 2]", "-1*2"),
    ("Times[a, -2]", "a*-2"),
    ("Times[a, Times[b, c]]", "a*(b*c)"),
    ("Plus[a, Plus[b, c]]", "a + (b + c)"),
    ("Plus[a, Times[-1, b]]", "a - b"),
    ("Plus[a, Times[-2, b]]", "a - 2*b"),
    ("Plus[a, Times[-1, Times[b, c]]]", "a - (b*c)"),
    ("Plus[a, Times[-1, 2]]", "a + -1*2"),
    ("Plus[a, -5]", "a - 5"),
    ("Plus[a, Times[-1, b, Power[c, -1]]]", "a - b/c"),
    ('"abc"', '"abc"'),
    ('"a\\"b\\\\c\\nd"', '"a\\"b\\\\c\\nd"'),
    ("Complex[5, 5]", "5 + 5*I"),
    ("Complex[0, 2]", "2*I"),
    ("Complex[0, -1]", "-I"),
    ("Complex[1, Rational[1, 2]]", "1 + I/2"),
    ("Complex[0.5, -1.5]", "0.5 - 1.5*I"),
    ("x_", "x_"),
    ("Optional[Pattern[x, Blank[Integer]]]", "Optional[x_Integer]"),
    ("Pattern[1, Blank[]]", "Pattern[1, _]"),
    ("Optional[a, 1]", "Optional[a, 1]"),
    ("Slot[1]", "#1"),
    ("Slot[x]", "Slot[x]"),
    ("Derivative[1][f][x]", "f'[x]"),
    ("a; b;", "a; b;"),
    ("CompoundExpression[a]", "CompoundExpression[a]"),
    ("Span[1, All]", "1;;All"),
    ("Repeated[Pattern[x, Blank[]]]", "x_ .."),
    ("MessageName[f, \"a b\"]", 'f::"a b"'),
    ("Get[\"my file\"]", '<<"my file"'),
    ("HoldForm[1 + 1]", "HoldForm[1 + 1]"),
    ("0.1", "0.1"),
    ("1/3.", "1/3."),
    ("Dot[1, 2]", "1 . 2"),
    ("Power[Derivative[1][f], 2]", "f'^2"),
]

# (input text, FullForm)
FULL = [
    ("a + b c^2", "Plus[a, Times[b, Power[c, 2]]]"),
    ("{1, 2}", "List[1, 2]"),
    ('"a\\"b"', '"a\\"b"'),
    ("1/2", "Rational[1, 2]"),
    ("-1/2", "Rational[-1, 2]"),
    ("Complex[1, 2]", "Complex[1, 2]"),
    ("-5", "-5"),
    ("x_", "Pattern[x, Blank[]]"),
    ("#^2 &", "Function[Power[Slot[1], 2]]"),
    ("f'[x]", "Derivative[1][f][x]"),
    ("a -> b", "Rule[a, b]"),
    ("1/3.", "Times[1, Power[3., -1]]"),
    ("0.1", "0.1"),
    ("3.14159265358979", "3.14159265358979"),
    ("<|a -> 1|>", "Association[Rule[a, 1]]"),
    ("x[[1]]", "Part[x, 1]"),
    ("-x", "Times[-1, x]"),
]

# (machine real, OutputForm, InputForm)
REALS = [
    (1 / 3, "0.333333", "0.3333333333333333"),
    (3.141592653589793, "3.14159", "3.141592653589793"),
    (10.0, "10.", "10."),
    (1.5e20, "1.5*^20", "1.5*^20"),
    (1e-6, "1.*^-6", "1.*^-6"),
    (0.5, "0.5", "0.5"),
    (-2.5, "-2.5", "-2.5"),
    (0.0, "0.", "0."),
    (100000.0, "100000.", "100000."),
    (123456.7, "123457.", "123456.7"),
    (1234567.0, "1.23457*^6", "1.234567*^6"),
    (0.00001, "0.00001", "0.00001"),
    (0.1 + 0.2, "0.3", "0.30000000000000004"),
    (2.0 ** 70, "1.18059*^21", "1.1805916207174113*^21"),
    (999999.5, "1.*^6", "999999.5"),
    (-1e-10, "-1.*^-10", "-1.*^-10"),
]


def _rows(rows, printer):
    return [(t, e, printer(parse(t))) for t, e in rows if printer(parse(t)) != e]


def test_output_form_table():
    assert not _rows(OUTPUT, output_form)


def test_input_form_table():
    assert not _rows(INPUT, input_form)


def test_full_form_table():
    assert not _rows(FULL, full_form)


def test_machine_reals():
    for x, out, inp in REALS:
        assert (machine_output(x), machine_input(x)) == (out, inp), x
        assert output_form(Real(x)) == out
        assert input_form(Real(x)) == inp
        assert parse(inp) == Real(x)


def _pi(digits):
    from mathilda.syntax.literals import bits_for
    with mpmath.workprec(bits_for(digits)):
        return Real(+mpmath.pi, float(digits))


def test_arbitrary_precision_reals():
    x = _pi(20)
    assert output_form(x) == "3.1415926535897932385"
    assert input_form(x) == "3.1415926535897932384626`20."
    assert parse(input_form(x)) == x
    assert parse(full_form(x)) == x
    assert output_form(parse("1.0`20")) == "1.0000000000000000000"
    assert input_form(parse("1.0`20")) == "1.`20."
    assert output_form(parse("2.5`30*^40")) == "2.50000000000000000000000000000*^40"
    assert input_form(parse("-2.5`30*^-40")) == "-2.5`30.*^-40"
    assert input_form(parse("0``10")) == "0.`10."
    big = parse("3.14159265358979323846264338327950288419716939937510")
    assert big.prec == 51.0 and parse(input_form(big)) == big
    for digits in (16, 25, 50, 100):
        y = _pi(digits)
        assert parse(input_form(y)) == y
        assert len(output_form(y).replace(".", "")) == digits


def test_integers_and_rationals():
    assert output_form(Integer(10 ** 30)) == "1" + "0" * 30
    assert output_form(Integer(-7)) == "-7"
    assert output_form(make_rational(-3, 4)) == "-3/4"
    assert input_form(make_rational(-3, 4)) == "-3/4"
    assert full_form(make_rational(-3, 4)) == "Rational[-3, 4]"


def test_str_and_forms_on_expr():
    e = parse("a + b c^2")
    assert str(e) == "a + b c^2"
    assert e.input_form() == "a + b*c^2"
    assert e.full_form() == "Plus[a, Times[b, Power[c, 2]]]"
    assert repr(e) == "<Plus[a, Times[b, Power[c, 2]]]>"


def test_display_wrappers_use_the_layout_module():
    assert output_form(parse("MatrixForm[{{1, 2}, {3, 4}}]")) == "1   2\n\n3   4"
    assert output_form(parse("Row[{a, b}]")) == "ab"


def test_short_form():
    assert short_form(parse("{1, 2, 3}")) == "{1, 2, 3}"
    long_list = Expression(S.List, tuple(Integer(i) for i in range(1, 1001)))
    s = short_form(long_list)
    assert s.startswith("{1, 2, 3, 4, 5, 6, 7, 8, <<984>>, 993,") and s.endswith("1000}")
    assert len(s) <= 500
    s = short_form(String("x" * 2000))
    assert "<<" in s and len(s) < 200


def test_deep_and_long_expressions_print():
    depth = 5000
    e = Symbol("x")
    for _ in range(depth):
        e = Expression(Symbol("f"), (e,))
    assert full_form(e) == "f[" * depth + "x" + "]" * depth
    assert output_form(e) == full_form(e)
    p = Symbol("x")
    for i in range(3000):
        p = Expression(S.Power, (p, Integer(2))) if i % 2 else Expression(S.Plus, (p, Integer(1)))
    text = input_form(p)
    assert full_form(parse(text)) == full_form(p)    # (== itself would recurse 3000 deep)

    # printing long lists in linear time: measured by bench/scaling.py
    big = Expression(S.List, tuple(Expression(S.Plus, (Symbol("a"), Integer(i)))
                                   for i in range(20000)))
    assert output_form(big) == "{" + ", ".join("a + %d" % i for i in range(20000)) + "}"


# --- round trips ---------------------------------------------------------------------------

_SYMBOLS = [Symbol(n) for n in ("a", "b", "x", "y", "f", "g", "Global`z", "ctx`w", "$v",
                                "All", "Null", "I", "E", "List", "Times", "Plus")]
_HEADS = [Symbol(n) for n in (
    "Plus", "Times", "Power", "Rule", "RuleDelayed", "Set", "SetDelayed", "List", "f",
    "Pattern", "Blank", "BlankSequence", "Optional", "PatternTest", "Condition",
    "Alternatives", "Repeated", "RepeatedNull", "Function", "Slot", "SlotSequence", "Part",
    "Span", "Equal", "Less", "LessEqual", "Inequality", "SameQ", "And", "Or", "Not",
    "CompoundExpression", "Dot", "StringJoin", "Apply", "Map", "Factorial", "Factorial2",
    "Increment", "PreIncrement", "Unset", "AddTo", "ReplaceAll", "MessageName", "Out",
    "TagSet", "TagUnset", "Association", "Derivative", "Condition", "Put", "Get",
    "Hold", "HoldForm", "UpSet", "Greater", "Unequal", "NonCommutativeMultiply",
    "Composition", "RightComposition", "TwoWayRule")]


def _atoms():
    ints = st.integers(-10 ** 20, 10 ** 20).map(Integer)
    rats = st.tuples(st.integers(-50, 50), st.integers(2, 50)).map(
        lambda t: make_rational(t[0], t[1]))
    reals = st.floats(allow_nan=False, allow_infinity=False, width=64).map(Real)
    bigs = st.tuples(st.integers(-10 ** 40, 10 ** 40), st.integers(-30, 30),
                     st.sampled_from([20.0, 30.0, 17.5])).map(_bigreal)
    strings = st.text(max_size=6).map(String)
    return st.one_of(st.sampled_from(_SYMBOLS), ints, rats, reals, bigs, strings)


def _bigreal(t):
    m, e, p = t
    from mathilda.syntax.literals import bits_for
    with mpmath.workprec(bits_for(p)):
        v = mpmath.mpf(m) * mpmath.mpf(10) ** e
    return Real(v, p)


def _derivative(t):
    n, f = t
    return Expression(Expression(S.Derivative, (Integer(n),)), (f,))


_EXPRS = st.recursive(
    _atoms(),
    lambda children: st.one_of(
        st.tuples(st.sampled_from(_HEADS), st.lists(children, max_size=4)).map(
            lambda t: Expression(t[0], tuple(t[1]))),
        st.tuples(children, st.lists(children, max_size=2)).map(
            lambda t: Expression(t[0], tuple(t[1]))),
        st.tuples(st.integers(1, 3), children).map(_derivative),
    ),
    max_leaves=14)


def _complex_as_parsed(e):
    """What the InputForm text of a complex number parses to (it evaluates back to it)."""
    if type(e) is Complex:
        return parse(input_form(e))
    if isinstance(e, Expression):
        args = []
        for a in e.args:
            p = _complex_as_parsed(a)
            if type(a) is Complex and isinstance(p, Expression) and p.head is e.head \
                    and e.head in (S.Times, S.Plus) and len(e.args) >= 2:
                args.extend(p.args)       # a*I/2 reads back as one flat product
            else:
                args.append(p)
        return Expression(_complex_as_parsed(e.head), tuple(args))
    return e


@settings(max_examples=400, deadline=None)
@given(_EXPRS)
def test_round_trip_input_form_and_full_form(e):
    text = input_form(e)
    assert parse(text) == e, text
    ftext = full_form(e)
    assert parse(ftext) == e, ftext
    output_form(e)                # never raises


@settings(max_examples=300, deadline=None)
@given(st.recursive(
    st.one_of(_atoms(), st.tuples(st.integers(-5, 5), st.integers(-5, 5)).map(
        lambda t: Complex(Integer(t[0]), make_rational(t[1] or 1, 2)))),
    lambda ch: st.tuples(st.sampled_from(_HEADS), st.lists(ch, max_size=3)).map(
        lambda t: Expression(t[0], tuple(t[1]))),
    max_leaves=8))
def test_round_trip_with_complex_numbers(e):
    assert parse(full_form(e)) == e
    # InputForm writes a complex number as 1 + I/2, which reads back as a sum that
    # evaluates to the number: both sides, held against everything else, evaluate alike
    assert _release_numbers(parse(input_form(e))) == _release_numbers(e)


_SESSION = None


def _release_numbers(x):
    """Evaluate the complex-number parts (sums/products of numbers and I) of a held
    expression, leaving the rest of its structure alone."""
    from mathilda.session import Session
    global _SESSION
    if _SESSION is None:
        _SESSION = Session()
    if x is S.I:                      # Complex[0, 1] prints as I
        return _SESSION.evaluate(x)
    if isinstance(x, Expression):
        if x.head in (S.Plus, S.Times, S.Power) and _numeric_only(x):
            return _SESSION.evaluate(x)
        args = []
        for a in x.args:
            r = _release_numbers(a)
            if isinstance(r, Expression) and r.head is x.head and x.head in (S.Plus, S.Times) \
                    and len(x.args) >= 2:
                args.extend(r.args)
            else:
                args.append(r)
        return Expression(_release_numbers(x.head), tuple(args))
    return x


def _numeric_only(x):
    if isinstance(x, Expression):
        return all(_numeric_only(a) for a in x.args) and x.head in (S.Plus, S.Times, S.Power)
    return x.is_number or x is S.I
