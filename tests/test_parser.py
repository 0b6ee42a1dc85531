"""The parser: syntax, precedence, numbers, errors; both drivers (fast and Lark LALR)."""

import re

import pytest
from hypothesis import given, settings, strategies as st

from mathilda.core.expr import Integer, Rational, Real, String, Symbol
from mathilda.printing import full_form
from mathilda.syntax.errors import IncompleteInput, MathildaSyntaxError, ParseError
from mathilda.syntax.operators import SPELLINGS
from mathilda.syntax.parser import grammar_text, parse, parse_all

ENGINES = ["fast", "lalr"]

# (input, FullForm of the parsed expression)
SYNTAX = [
    # atoms
    ("x", "x"),
    ("$Var", "$Var"),
    ("x1y2", "x1y2"),
    ("a`b", "a`b"),
    ("Developer`PackedArrayQ", "Developer`PackedArrayQ"),
    ("System`Plus", "Plus"),
    ("123", "123"),
    ("123456789012345678901234567890", "123456789012345678901234567890"),
    ("0", "0"),
    ('"abc"', '"abc"'),
    ('"a\\"b"', '"a\\"b"'),
    ('"a\\\\b"', '"a\\\\b"'),
    ('"line\\nnext"', '"line\\nnext"'),
    ('"tab\\there"', '"tab\\there"'),
    ('""', '""'),
    ('"(* not a comment *)"', '"(* not a comment *)"'),
    # calls, lists, associations, parts
    ("f[x]", "f[x]"),
    ("f[]", "f[]"),
    ("f[x, y, z]", "f[x, y, z]"),
    ("f[x][y]", "f[x][y]"),
    ("f [x]", "f[x]"),
    ("{}", "List[]"),
    ("{1, 2, 3}", "List[1, 2, 3]"),
    ("{{1, 2}, {3, 4}}", "List[List[1, 2], List[3, 4]]"),
    ("<||>", "Association[]"),
    ("<|a -> 1|>", "Association[Rule[a, 1]]"),
    ("<|a -> 1, b :> 2|>", "Association[Rule[a, 1], RuleDelayed[b, 2]]"),
    ("expr[[1]]", "Part[expr, 1]"),
    ("expr[[i, j]]", "Part[expr, i, j]"),
    ("m[[1]][[2]]", "Part[Part[m, 1], 2]"),
    ("f[g[[1]]]", "f[Part[g, 1]]"),
    ("{1, 2}[[5]]", "Part[List[1, 2], 5]"),
    ("f[x][[2]]", "Part[f[x], 2]"),
    ("(a)", "a"),
    # an empty argument between commas is Null
    ("f[x, ]", "f[x, Null]"),
    ("f[x,]", "f[x, Null]"),
    ("f[,x]", "f[Null, x]"),
    ("f[, ]", "f[Null, Null]"),
    ("{1, , 2}", "List[1, Null, 2]"),
    ("{,}", "List[Null, Null]"),
    ("x[[1, ]]", "Part[x, 1, Null]"),
    ("f[x,\n]", "f[x, Null]"),
    ("((a + b))", "Plus[a, b]"),
    # spans
    ("1;;3", "Span[1, 3]"),
    ("x[[;;]]", "Part[x, Span[1, All]]"),
    ("x[[2;;]]", "Part[x, Span[2, All]]"),
    ("x[[;;;;2]]", "Part[x, Span[1, All, 2]]"),
    ("x[[1;;-1;;2]]", "Part[x, Span[1, -1, 2]]"),
    ("x[[;;3]]", "Part[x, Span[1, 3]]"),
    ("x[[2;;n + 1]]", "Part[x, Span[2, Plus[n, 1]]]"),
    ("x[[All, 1]]", "Part[x, All, 1]"),
    # arithmetic
    ("a + b", "Plus[a, b]"),
    ("a + b + c", "Plus[a, b, c]"),
    ("(a + b) + c", "Plus[Plus[a, b], c]"),
    ("a - b", "Plus[a, Times[-1, b]]"),
    ("a - b - c", "Plus[a, Times[-1, b], Times[-1, c]]"),
    ("a - b + c", "Plus[a, Times[-1, b], c]"),
    ("a - 2 b", "Plus[a, Times[-2, b]]"),
    ("a - 5", "Plus[a, -5]"),
    ("a - b c", "Plus[a, Times[-1, b, c]]"),
    ("a - (b c)", "Plus[a, Times[-1, Times[b, c]]]"),
    ("a*b", "Times[a, b]"),
    ("a*b*c", "Times[a, b, c]"),
    ("a b c", "Times[a, b, c]"),
    ("4 a", "Times[4, a]"),
    ("2x", "Times[2, x]"),
    ("2 (a + b)", "Times[2, Plus[a, b]]"),
    ("(a + b) (c + d)", "Times[Plus[a, b], Plus[c, d]]"),
    ("f[x] g[y]", "Times[f[x], g[y]]"),
    ("a/b", "Times[a, Power[b, -1]]"),
    ("a/b/c", "Times[a, Power[b, -1], Power[c, -1]]"),
    ("a*b/c", "Times[a, b, Power[c, -1]]"),
    ("a/b*c", "Times[a, Power[b, -1], c]"),
    ("a/(b c)", "Times[a, Power[Times[b, c], -1]]"),
    ("1/x", "Times[1, Power[x, -1]]"),
    ("1/2", "Rational[1, 2]"),
    ("2/4", "Rational[1, 2]"),
    ("4/2", "2"),
    ("-1/2", "Rational[-1, 2]"),
    ("1/0", "Times[1, Power[0, -1]]"),
    ("x^2", "Power[x, 2]"),
    ("a^b^c", "Power[a, Power[b, c]]"),
    ("(a^b)^c", "Power[Power[a, b], c]"),
    ("2^-1", "Power[2, -1]"),
    ("x^-a", "Power[x, Times[-1, a]]"),
    ("2^-1 x", "Times[Power[2, -1], x]"),
    ("-x", "Times[-1, x]"),
    ("-5", "-5"),
    ("-2.5", "-2.5"),
    ("-2.5 a", "Times[-2.5, a]"),
    ("-x^2", "Times[-1, Power[x, 2]]"),
    ("-a b", "Times[-1, a, b]"),
    ("-2 x", "Times[-2, x]"),
    ("-a/b", "Times[-1, a, Power[b, -1]]"),
    ("-(a + b)", "Times[-1, Plus[a, b]]"),
    ("-(a b)", "Times[-1, Times[a, b]]"),
    ("+x", "x"),
    ("a + -b", "Plus[a, Times[-1, b]]"),
    ("a*-b", "Times[a, -1, b]"),
    ("x!", "Factorial[x]"),
    ("x!!", "Factorial2[x]"),
    ("n! m", "Times[Factorial[n], m]"),
    ("-x!", "Times[-1, Factorial[x]]"),
    ("a.b", "Dot[a, b]"),
    ("a.b.c", "Dot[a, b, c]"),
    ("a ** b ** c", "NonCommutativeMultiply[a, b, c]"),
    # assignments and rules
    ("x = 5", "Set[x, 5]"),
    ("a = b = c", "Set[a, Set[b, c]]"),
    ("f[x_] := x^2", "SetDelayed[f[Pattern[x, Blank[]]], Power[x, 2]]"),
    ("f[x] ^= 1", "UpSet[f[x], 1]"),
    ("f[g[x_]] ^:= x", "UpSetDelayed[f[g[Pattern[x, Blank[]]]], x]"),
    ("f /: g[f] = 1", "TagSet[f, g[f], 1]"),
    ("f /: g[f[x_]] := x", "TagSetDelayed[f, g[f[Pattern[x, Blank[]]]], x]"),
    ("f /: g[f] =.", "TagUnset[f, g[f]]"),
    ("x =.", "Unset[x]"),
    ("x += 1", "AddTo[x, 1]"),
    ("x -= 1", "SubtractFrom[x, 1]"),
    ("x *= 2", "TimesBy[x, 2]"),
    ("x /= 2", "DivideBy[x, 2]"),
    ("x++", "Increment[x]"),
    ("x--", "Decrement[x]"),
    ("++x", "PreIncrement[x]"),
    ("--x", "PreDecrement[x]"),
    ("a -> b", "Rule[a, b]"),
    ("a :> b", "RuleDelayed[a, b]"),
    ("a -> b -> c", "Rule[a, Rule[b, c]]"),
    ("x /. a -> b", "ReplaceAll[x, Rule[a, b]]"),
    ("x //. a -> b", "ReplaceRepeated[x, Rule[a, b]]"),
    ("x /. a -> b /. c -> d", "ReplaceAll[ReplaceAll[x, Rule[a, b]], Rule[c, d]]"),
    ("a -> b /. c", "ReplaceAll[Rule[a, b], c]"),
    ("x /. {a -> 1, b -> 2}", "ReplaceAll[x, List[Rule[a, 1], Rule[b, 2]]]"),
    # logic and comparisons
    ("a && b", "And[a, b]"),
    ("a && b && c", "And[a, b, c]"),
    ("a || b || c", "Or[a, b, c]"),
    ("a && b || c", "Or[And[a, b], c]"),
    ("a || b && c", "Or[a, And[b, c]]"),
    ("!a", "Not[a]"),
    ("!a && b", "And[Not[a], b]"),
    ("!!a", "Not[Not[a]]"),
    ("!a == b", "Not[Equal[a, b]]"),
    ("a == b", "Equal[a, b]"),
    ("a != b", "Unequal[a, b]"),
    ("a === b", "SameQ[a, b]"),
    ("a =!= b", "UnsameQ[a, b]"),
    ("a === b === c", "SameQ[a, b, c]"),
    ("a < b", "Less[a, b]"),
    ("a <= b", "LessEqual[a, b]"),
    ("a > b", "Greater[a, b]"),
    ("a >= b", "GreaterEqual[a, b]"),
    ("a == b == c", "Equal[a, b, c]"),
    ("a < b < c", "Less[a, b, c]"),
    ("a < b <= c", "Inequality[a, Less, b, LessEqual, c]"),
    ("a > b >= c > d", "Inequality[a, Greater, b, GreaterEqual, c, Greater, d]"),
    ("a == b != c", "Inequality[a, Equal, b, Unequal, c]"),
    ("a + 1 < b c", "Less[Plus[a, 1], Times[b, c]]"),
    ("x > 0 && y < 1", "And[Greater[x, 0], Less[y, 1]]"),
    # functional forms
    ("f @ x", "f[x]"),
    ("f @ g @ x", "f[g[x]]"),
    ("x // f", "f[x]"),
    ("x // f // g", "g[f[x]]"),
    ("f @@ x", "Apply[f, x]"),
    ("f @@@ x", "Apply[f, x, List[1]]"),
    ("f /@ x", "Map[f, x]"),
    ("f //@ x", "MapAll[f, x]"),
    ("f /@ g /@ x", "Map[f, Map[g, x]]"),
    ("f @* g @* h", "Composition[f, g, h]"),
    ("f /* g", "RightComposition[f, g]"),
    ("(f @* g)[x]", "Composition[f, g][x]"),
    ("a <-> b", "TwoWayRule[a, b]"),
    ("f @@ g /@ x", "Apply[f, Map[g, x]]"),
    ("#", "Slot[1]"),
    ("#2", "Slot[2]"),
    ("##", "SlotSequence[1]"),
    ("##2", "SlotSequence[2]"),
    ("#name", 'Slot["name"]'),
    ("#^2 &", "Function[Power[Slot[1], 2]]"),
    ("#1 + #2 &", "Function[Plus[Slot[1], Slot[2]]]"),
    ("#^2 &[3]", "Function[Power[Slot[1], 2]][3]"),
    ("#^2 & /@ {1, 2}", "Map[Function[Power[Slot[1], 2]], List[1, 2]]"),
    ("f = # + 1 &", "Set[f, Function[Plus[Slot[1], 1]]]"),
    ("Function[x, x^2]", "Function[x, Power[x, 2]]"),
    ("f'", "Derivative[1][f]"),
    ("f'[x]", "Derivative[1][f][x]"),
    ("f''[x]", "Derivative[2][f][x]"),
    ("f'''", "Derivative[3][f]"),
    # patterns
    ("_", "Blank[]"),
    ("__", "BlankSequence[]"),
    ("___", "BlankNullSequence[]"),
    ("x_", "Pattern[x, Blank[]]"),
    ("x__", "Pattern[x, BlankSequence[]]"),
    ("x___", "Pattern[x, BlankNullSequence[]]"),
    ("_Integer", "Blank[Integer]"),
    ("x_Integer", "Pattern[x, Blank[Integer]]"),
    ("x__Real", "Pattern[x, BlankSequence[Real]]"),
    ("x_.", "Optional[Pattern[x, Blank[]]]"),
    ("_.", "Optional[Blank[]]"),
    ("x_:0", "Optional[Pattern[x, Blank[]], 0]"),
    ("x_Integer:5", "Optional[Pattern[x, Blank[Integer]], 5]"),
    ("x:_", "Pattern[x, Blank[]]"),
    ("x:(_Integer | _Real)", "Pattern[x, Alternatives[Blank[Integer], Blank[Real]]]"),
    ("x:_Integer | _Real", "Pattern[x, Alternatives[Blank[Integer], Blank[Real]]]"),
    ("x_ /; x > 0", "Condition[Pattern[x, Blank[]], Greater[x, 0]]"),
    ("x_ /; x > 0 -> y", "Rule[Condition[Pattern[x, Blank[]], Greater[x, 0]], y]"),
    ("f[x_] := x /; x > 0", "SetDelayed[f[Pattern[x, Blank[]]], Condition[x, Greater[x, 0]]]"),
    ("x_?NumberQ", "PatternTest[Pattern[x, Blank[]], NumberQ]"),
    ("_?(# > 0 &)", "PatternTest[Blank[], Function[Greater[Slot[1], 0]]]"),
    ("a | b | c", "Alternatives[a, b, c]"),
    ("x..", "Repeated[x]"),
    ("x...", "RepeatedNull[x]"),
    ("{a..}", "List[Repeated[a]]"),
    ("1..", "Repeated[1]"),
    # strings
    ('"a" <> "b" <> "c"', 'StringJoin["a", "b", "c"]'),
    ('"a" ~~ x_ ~~ "b"', 'StringExpression["a", Pattern[x, Blank[]], "b"]'),
    # compound expressions
    ("a; b", "CompoundExpression[a, b]"),
    ("a; b; c", "CompoundExpression[a, b, c]"),
    ("a;", "CompoundExpression[a, Null]"),
    ("a; b;", "CompoundExpression[a, b, Null]"),
    ("x = 1; y = 2", "CompoundExpression[Set[x, 1], Set[y, 2]]"),
    ("Module[{x}, x = 1; x]", "Module[List[x], CompoundExpression[Set[x, 1], x]]"),
    ("(a; b)", "CompoundExpression[a, b]"),
    # history, messages, files
    ("%", "Out[]"),
    ("%%", "Out[-2]"),
    ("%%%", "Out[-3]"),
    ("%5", "Out[5]"),
    ("% + 1", "Plus[Out[], 1]"),
    ("General::argx", 'MessageName[General, "argx"]'),
    ("f::usage = \"text\"", 'Set[MessageName[f, "usage"], "text"]'),
    ('f::"tag"', 'MessageName[f, "tag"]'),
    ("a::b::c", 'MessageName[a, "b", "c"]'),
    ("<<file.m", 'Get["file.m"]'),
    ('<< "dir/my file.m"', 'Get["dir/my file.m"]'),
    ("x >> out.txt", 'Put[x, "out.txt"]'),
    ("x >>> out.txt", 'PutAppend[x, "out.txt"]'),
    # comments and whitespace
    ("a (* comment *) + b", "Plus[a, b]"),
    ("a (* outer (* nested *) still *) b", "Times[a, b]"),
    ("(* lead *) x", "x"),
    ("f[x,\n y]", "f[x, y]"),
    ("{1,\n 2}", "List[1, 2]"),
    ("1 + \\\n 2", "Plus[1, 2]"),
    ("  x  ", "x"),
    # named characters and Unicode forms outside strings
    ("\\[Pi] r^2", "Times[Pi, Power[r, 2]]"),
    ("2\u03c0", "Times[2, Pi]"),
    ("\\[Alpha] + \\[Beta]", "Plus[\u03b1, \u03b2]"),
    ("x \\[Rule] \\[Infinity]", "Rule[x, Infinity]"),
    ("a \u2192 b", "Rule[a, b]"),
    ("a \u2264 b \u2260 c", "Inequality[a, LessEqual, b, Unequal, c]"),
    ("90\u00b0", "Times[90, Degree]"),
    # Rational and Complex in FullForm read back as numbers
    ("Rational[1, 2]", "Rational[1, 2]"),
    ("Rational[-3, 4]", "Rational[-3, 4]"),
    ("Rational[a, 2]", "Rational[a, 2]"),
    ("Complex[1, 2]", "Complex[1, 2]"),
    ("Complex[0.5, -1.5]", "Complex[0.5, -1.5]"),
    ("Complex[1, Rational[1, 2]]", "Complex[1, Rational[1, 2]]"),
]

# (input, FullForm): precedence of mixed operators
PRECEDENCE = [
    ("a + b c^2", "Plus[a, Times[b, Power[c, 2]]]"),
    ("a b + c d", "Plus[Times[a, b], Times[c, d]]"),
    ("a^2 b", "Times[Power[a, 2], b]"),
    ("-a^b", "Times[-1, Power[a, b]]"),
    ("a.b + c", "Plus[Dot[a, b], c]"),
    ("a.b c", "Times[Dot[a, b], c]"),
    ("a + b == c", "Equal[Plus[a, b], c]"),
    ("a == b && c", "And[Equal[a, b], c]"),
    ("a = b + c", "Set[a, Plus[b, c]]"),
    ("a = b -> c", "Set[a, Rule[b, c]]"),
    ("a -> b = c", "Set[Rule[a, b], c]"),
    ("a := b; c", "CompoundExpression[SetDelayed[a, b], c]"),
    ("a = b; c = d", "CompoundExpression[Set[a, b], Set[c, d]]"),
    ("x = y /. a -> b", "Set[x, ReplaceAll[y, Rule[a, b]]]"),
    ("a -> b && c", "Rule[a, And[b, c]]"),
    ("a | b -> c", "Rule[Alternatives[a, b], c]"),
    ("x_ | y_ :> z", "RuleDelayed[Alternatives[Pattern[x, Blank[]], Pattern[y, Blank[]]], z]"),
    ("f @ x + 1", "Plus[f[x], 1]"),
    ("f @ x^2", "Power[f[x], 2]"),
    ("x^2 // f", "f[Power[x, 2]]"),
    ("a + b // f", "f[Plus[a, b]]"),
    ("a = b // f", "Set[a, f[b]]"),
    ("a -> b // f", "f[Rule[a, b]]"),
    ("f /@ x + 1", "Plus[Map[f, x], 1]"),
    ("f @@ x.y", "Dot[Apply[f, x], y]"),
    ("a <> b == c", "Equal[StringJoin[a, b], c]"),
    ("a ~~ b | c", "StringExpression[a, Alternatives[b, c]]"),
    ("a && b & ", "Function[And[a, b]]"),
    ("x + 1 & /@ y", "Map[Function[Plus[x, 1]], y]"),
    ("x /. a -> b & ", "Function[ReplaceAll[x, Rule[a, b]]]"),
    ("a = # &", "Set[a, Function[Slot[1]]]"),
    ("x++ + 1", "Plus[Increment[x], 1]"),
    ("x! ^ 2", "Power[Factorial[x], 2]"),
    ("-x!", "Times[-1, Factorial[x]]"),
    ("2 x!", "Times[2, Factorial[x]]"),
    ("f'[x]^2", "Power[Derivative[1][f][x], 2]"),
    ("a /; b -> c", "Rule[Condition[a, b], c]"),
    ("a -> b /; c", "Rule[a, Condition[b, c]]"),
    ("x_?f /; g", "Condition[PatternTest[Pattern[x, Blank[]], f], g]"),
    ("a ;; b + 1", "Span[a, Plus[b, 1]]"),
    ("!a || b", "Or[Not[a], b]"),
    ("a || !b && c", "Or[a, And[Not[b], c]]"),
    ("-1^2", "Times[-1, Power[1, 2]]"),
    ("(-1)^2", "Power[-1, 2]"),
    ("a^-b c", "Times[Power[a, Times[-1, b]], c]"),
    ("1 - x^2", "Plus[1, Times[-1, Power[x, 2]]]"),
    ("a - b/c", "Plus[a, Times[-1, b, Power[c, -1]]]"),
    ("a = b := c", "Set[a, SetDelayed[b, c]]"),
    ("f[x_] := f[x - 1] + 1 /; x > 0",
     "SetDelayed[f[Pattern[x, Blank[]]], Condition[Plus[f[Plus[x, -1]], 1], Greater[x, 0]]]"),
    ("a + b /. c", "ReplaceAll[Plus[a, b], c]"),
    ("If[a, b, c] + 1", "Plus[If[a, b, c], 1]"),
]

# (input, atom): number literals
NUMBERS = [
    ("1.5", Real(1.5)),
    (".5", Real(0.5)),
    ("1.", Real(1.0)),
    ("1.5*^-3", Real(0.0015)),
    ("1.5*^3", Real(1500.0)),
    ("2*^3", Integer(2000)),
    ("16^^FF", Integer(255)),
    ("16^^ff", Integer(255)),
    ("2^^101", Integer(5)),
    ("2^^101.1", Real(5.5)),
    ("36^^z", Integer(35)),
    ("1.5`", Real(1.5)),
    ("0.1", Real(0.1)),
    ("1234567890123456789", Integer(1234567890123456789)),
]


def ff(text, engine="fast"):
    return full_form(parse(text, engine))


@pytest.mark.parametrize("engine", ENGINES)
def test_syntax_table(engine):
    failures = [(t, e, ff(t, engine)) for t, e in SYNTAX if ff(t, engine) != e]
    assert not failures


@pytest.mark.parametrize("engine", ENGINES)
def test_precedence_table(engine):
    failures = [(t, e, ff(t, engine)) for t, e in PRECEDENCE if ff(t, engine) != e]
    assert not failures


@pytest.mark.parametrize("engine", ENGINES)
def test_number_literals(engine):
    for text, atom in NUMBERS:
        assert parse(text, engine) == atom, text


def test_precision_marks():
    x = parse("3.14`20")
    assert type(x) is Real and x.prec == 20.0
    assert str(x.value)[:4] == "3.14"
    y = parse("1.0``5")
    assert type(y) is Real and y.prec == 5.0
    z = parse("3.14159265358979323846264338327950288")
    assert type(z) is Real and z.prec == 36.0
    assert full_form(parse("-3.14`20")) == "-3.14`20."
    assert parse("0.30000000000000004") == Real(0.1 + 0.2)


# (input, FullForms of the top-level expressions)
SPLITTING = [
    ("a = 1\nb = 2", ["Set[a, 1]", "Set[b, 2]"]),
    ("f[x,\n y]", ["f[x, y]"]),
    ("1 +\n 2", ["Plus[1, 2]"]),
    ("a\nb\nc", ["a", "b", "c"]),
    ("a; b", ["CompoundExpression[a, b]"]),
    ("a;\nb", ["CompoundExpression[a, Null]", "b"]),
    ("x = 1;\nPrint[x]", ["CompoundExpression[Set[x, 1], Null]", "Print[x]"]),
    ("\n\n a \n\n", ["a"]),
    ("", []),
    ("(* only a comment *)", []),
    ("f[\n]", ["f[]"]),
    ("{1, 2,\n 3}", ["List[1, 2, 3]"]),
    ("(a\n+ b)", ["Plus[a, b]"]),
    ("a\n+ b", ["a", "b"]),
    ("a (* x *)\nb", ["a", "b"]),
    ("If[x,\n  y,\n  z]\nw", ["If[x, y, z]", "w"]),
    ("a = \n 5", ["Set[a, 5]"]),
    ("a\r\nb", ["a", "b"]),
]


@pytest.mark.parametrize("engine", ENGINES)
def test_parse_all_splits_on_complete_lines(engine):
    for text, expected in SPLITTING:
        got = [full_form(e) for e in parse_all(text, engine)]
        assert got == expected, text


def test_parse_single_expression_api():
    assert parse("") is Symbol("Null")
    with pytest.raises(ParseError):
        parse("a\nb")


# (input, error class, line, column)
ERRORS = [
    ("f[x", IncompleteInput, 1, 4),
    ('"abc', IncompleteInput, 1, 5),
    ("1 +", IncompleteInput, 1, 4),
    ("(* comment", IncompleteInput, 1, 11),
    ("{1, 2", IncompleteInput, 1, 6),
    ("a = ", IncompleteInput, 1, 4),
    ("f[g[x]", IncompleteInput, 1, 7),
    ("x::", IncompleteInput, 1, 4),
    ("a = 1\nb = ", IncompleteInput, 2, 4),
    ("f[x,\n", IncompleteInput, 1, 5),
    ("<|a -> 1", IncompleteInput, 1, 9),
    ("x[[1]", IncompleteInput, 1, 6),
    ("1 + * 2", ParseError, 1, 5),
    ("f[x]]", ParseError, 1, 5),
    ("(a]", ParseError, 1, 3),
    ("* 2", ParseError, 1, 1),
    ("()", ParseError, 1, 2),
    ("f[1 +]", ParseError, 1, 6),
    ("a)", ParseError, 1, 2),
    ("x[[]]", ParseError, 1, 4),
    ("a\n)", ParseError, 2, 1),
    ("1:2", ParseError, 1, 2),
    ("x /: y", IncompleteInput, 1, 7),
    ("x /: y; z", ParseError, 1, 7),
    ("16^^G", ParseError, 1, 1),
    ("a @@", IncompleteInput, 1, 5),
    ("\\[NoSuchName]", ParseError, 1, 1),
]


@pytest.mark.parametrize("engine", ENGINES)
def test_errors(engine):
    for text, cls, line, col in ERRORS:
        with pytest.raises(cls) as info:
            parse_all(text, engine)
        e = info.value
        assert (e.line, e.column) == (line, col), (text, e.line, e.column, e.message)
        assert e.text == text


MESSAGES = [
    ("f[x +]", "sntxf", '"f[x +" cannot be followed by "]".'),
    ("1 + * 2", "sntxf", '"1 +" cannot be followed by "* 2".'),
    ("* 2", "sntxb", 'Expression cannot begin with "* 2".'),
    ("1 +", "sntxi", '"1 +" is incomplete; more input is needed.'),
    ("f[x", "sntxi", '"f[x" is incomplete; more input is needed.'),
    ("a = 1\nf[x]]", "sntxf", '"f[x]" cannot be followed by "]".'),
]


def test_error_messages():
    for text, tag, message in MESSAGES:
        with pytest.raises(MathildaSyntaxError) as info:
            parse_all(text)
        assert info.value.tag == tag and info.value.message == message, text
    with pytest.raises(ParseError) as info:
        parse("f[x+]")
    assert str(info.value) == 'Syntax::sntxf: "f[x+" cannot be followed by "]".'
    assert info.value.pointer() == "f[x+]\n    ^"


def test_non_string_input_is_a_syntax_error():
    with pytest.raises(ParseError):
        parse(None)


def test_grammar_operators_match_the_table():
    """Every operator spelling of the table is one OP token of the grammar, and the OP
    terminal knows no spelling the table lacks."""
    m = re.search(r"^OP\.\d+: /(.*)/$", grammar_text(), re.M)
    op = re.compile("(?:%s)$" % m.group(1))
    for sp in SPELLINGS:
        assert op.match(sp), sp
    alternatives = re.findall(r"(?:\\.|[^|\[])+|\[[^\]]*\]", m.group(1))
    literal = set()
    for alt in alternatives:
        if alt.startswith("["):
            literal.update(c for c in alt[1:-1].replace("\\", ""))
        elif alt == "'+":
            literal.add("'")
        else:
            literal.add(re.sub(r"\(\?!.*?\)", "", alt).replace("\\", ""))
    assert literal == set(SPELLINGS), literal ^ set(SPELLINGS)


def test_both_drivers_agree_on_every_table_row():
    for text, _ in SYNTAX + PRECEDENCE:
        assert parse(text, "fast") == parse(text, "lalr"), text


def test_deep_nesting_parses():
    depth = 3000
    text = "f[" * depth + "x" + "]" * depth
    e = parse(text)
    n = 0
    while not e.is_atom:
        e = e.args[0]
        n += 1
    assert n == depth
    e = parse("(" * 2000 + "a" + ")" * 2000)
    assert e == Symbol("a")
    e = parse(" + ".join("x%d" % i for i in range(20000)))
    assert len(e.args) == 20000
    e = parse("^".join(["a"] * 3000))
    assert e.args[0] == Symbol("a")


_ALPHABET = list("abxyz0123456789.+-*/^=:;,!?@#%&|<>~'_`\"()[]{} \n\\") + \
    ["->", ":>", "/.", "[[", "]]", "<|", "|>", "(*", "*)", ";;", "&&", "||", "==", "@@"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_ALPHABET), max_size=25))
def test_arbitrary_text_never_raises_anything_else(pieces):
    text = "".join(pieces)
    for engine in ENGINES:
        try:
            r = parse_all(text, engine)
        except MathildaSyntaxError as e:
            assert isinstance(e.message, str) and e.line >= 1 and e.column >= 1
            r = type(e)
        if engine == "fast":
            first = r
        else:
            assert (r == first) or (isinstance(r, list) and isinstance(first, list)
                                    and [full_form(x) for x in r]
                                    == [full_form(x) for x in first]), text


def test_unicode_symbols_and_strings():
    assert parse("\u03b1 + \u03b2") == parse("Plus[\u03b1, \u03b2]")
    assert parse('"\u00e9t\u00e9"') == String("\u00e9t\u00e9")
    assert parse('"\\[Alpha]"') == String("\u03b1")
    assert parse('"\\:03b1"') == String("\u03b1")


def test_rational_literals_are_exact():
    assert parse("2/3") == Rational(__import__("fractions").Fraction(2, 3))


def test_long_inputs_parse_in_little_memory():
    """A long list keeps Exprs, not token lists, until its bracket closes, and a long string
    literal is matched without a backtracking record per character (a 2 MB literal peaked
    at 2.5 GB, a 200000-element list at 76 MB)."""
    import tracemalloc
    from mathilda.syntax.parser import parse_all
    text = "{" + ", ".join(str(i) for i in range(200000)) + "}"
    literal = '"' + "ab" * 10 ** 6 + '\\"c"'
    parse_all("1")
    tracemalloc.start()
    try:
        e = parse_all(text)[0]
        list_peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.reset_peak()
        s = parse_all(literal)[0]
        string_peak = tracemalloc.get_traced_memory()[1] - list_peak
    finally:
        tracemalloc.stop()
    assert len(e.args) == 200000 and e.args[-1].value == 199999
    assert s.value == "ab" * 10 ** 6 + '"c'
    assert list_peak < 40 * 2 ** 20
    assert string_peak < 20 * 2 ** 20


def test_errors_in_slots_keep_their_order_and_incomplete_input():
    from mathilda.syntax.errors import IncompleteInput, ParseError
    from mathilda.syntax.parser import parse_all
    with pytest.raises(IncompleteInput):
        parse_all("{1 +, 2")                 # unclosed: more input, not a syntax error
    with pytest.raises(ParseError) as e:
        parse_all("{1, 2 +, 3 *}")           # the first bad slot is reported
    assert str(e.value) == 'Syntax::sntxf: "{1, 2 +" cannot be followed by ", 3 *}".'
    assert e.value.offset == 7
