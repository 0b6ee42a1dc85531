"""Logic beyond And/Or/Not: the connectives Implies, Equivalent, Nand, Nor, Xnor; Boolean
tables, tests and normal forms; Element and the domains; Refine, Assuming, $Assumptions;
ConditionalExpression.  Each row: input, exact OutputForm, and the messages (if any)."""

import pytest

from mathilda.session import Session

ROWS = [
    # --- connectives --------------------------------------------------------------------
    ("Implies[a, True]", "True"),
    ("Implies[True, False]", "False"),
    ("Implies[False, a]", "True"),
    ("Implies[a, False]", "!a"),
    ("Implies[a, b]", "a \\[Implies] b"),
    ("Implies[a, b] /. {a -> True, b -> False}", "False"),
    ("Implies[a]", "Implies[a]",
     ["Implies::argr: Implies called with 1 argument; 2 arguments are expected."]),
    ("Equivalent[]", "True"),
    ("Equivalent[a]", "True"),
    ("Equivalent[a, a]", "True"),
    ("Equivalent[b, a]", "a ⧦ b"),
    ("Equivalent[True, False, a]", "False"),
    ("Equivalent[a, True, b]", "a && b"),
    ("Equivalent[a, False]", "!a"),
    ("Nand[]", "False"),
    ("Nand[a]", "!a"),
    ("Nand[False, Print[1]]", "True"),
    ("Nand[True, True, True]", "False"),
    ("Nand[a, b, True]", "a ⊼ b"),
    ("Nor[]", "True"),
    ("Nor[True, Print[1]]", "False"),
    ("Nor[a, b, False]", "a ⊽ b"),
    ("Nor[False, False]", "True"),
    ("Xnor[]", "True"),
    ("Xnor[a]", "!a"),
    ("Xnor[a, b, True]", "a ⊻ b"),
    ("Xnor[a, b, False]", "Xnor[a, b]"),
    ("Xnor[True, True, False]", "True"),
    ("Xnor[True, False, False]", "False"),
    # --- tables and tests ---------------------------------------------------------------
    ("BooleanTable[a || b, {a, b}]", "{True, True, True, False}"),
    ("BooleanTable[Nand[a, b], {a, b}]", "{False, True, True, True}"),
    ("BooleanTable[Equivalent[a, b, c], {a, b, c}]",
     "{True, False, False, False, False, False, False, True}"),
    ("BooleanTable[If[p, 1, 0], {p}]", "{1, 0}"),
    ("BooleanTable[a && b]", "{True, False, False, False}"),
    ("BooleanTable[Implies[p, q], {p}, {q}]", "{{True, False}, {True, True}}"),
    ("BooleanTable[p, {1}]", "BooleanTable[p, {1}]",
     ["BooleanTable::bvar: 1 is not a valid Boolean variable."]),
    ("SatisfiableQ[a && b && !c]", "True"),
    ("SatisfiableQ[(a || b) && !a && !b]", "False"),
    ("SatisfiableQ[a, {a, b}]", "True"),
    ("SatisfiableQ[True]", "True"),
    ("SatisfiableQ[a, {1}]", "SatisfiableQ[a, {1}]",
     ["SatisfiableQ::bvar: 1 is not a valid Boolean variable."]),
    ("TautologyQ[Implies[a, Implies[b, a]]]", "True"),
    ("TautologyQ[Equivalent[a, !!a]]", "True"),
    ("TautologyQ[Xor[a, b] || Xnor[a, b]]", "True"),
    ("TautologyQ[a && b]", "False"),
    ("TautologyQ[Nor[a, !a]]", "False"),
    # --- normal forms ---------------------------------------------------------------------
    ("LogicalExpand[a && (b || c)]", "(a && b) || (a && c)"),
    ("LogicalExpand[!(a || b)]", "!a && !b"),
    ("LogicalExpand[Xor[a, b]]", "(a && !b) || (!a && b)"),
    ("LogicalExpand[a && !a]", "False"),
    ("LogicalExpand[a || !a]", "True"),
    ("LogicalExpand[a && (a || b)]", "a"),
    ("LogicalExpand[Nor[a, b]]", "!a && !b"),
    ("LogicalExpand[a && b || a && !b || c]", "a || c"),
    ("LogicalExpand[x > 0 && (y > 0 || z > 0)]", "(x > 0 && y > 0) || (x > 0 && z > 0)"),
    ("LogicalExpand[f[x]]", "f[x]"),
    ("BooleanConvert[Nand[a, b]]", "!a || !b"),
    ("BooleanConvert[Equivalent[a, b]]", "(a && b) || (!a && !b)"),
    ("BooleanConvert[a && (b || c), \"SOP\"]", "(a && b) || (a && c)"),
    ("BooleanConvert[(a && b) || (c && d), \"CNF\"]",
     "(a || c) && (a || d) && (b || c) && (b || d)"),
    ("BooleanConvert[Implies[a, b], \"POS\"]", "!a || b"),
    ("BooleanConvert[(a || !a) && b]", "b"),
    ("BooleanConvert[a || b, \"XYZ\"]", "BooleanConvert[a || b, XYZ]",
     ["BooleanConvert::bfmt: \"XYZ\" is not a known Boolean form specification; use "
      "\"DNF\", \"SOP\", \"CNF\" or \"POS\"."]),
    ("BooleanMinimize[a && b || a && !b || !a && b]", "a || b"),
    ("BooleanMinimize[a && b && c || a && b && !c || a && !b && c]", "(a && b) || (a && c)"),
    ("BooleanMinimize[Xor[a, b, c]]",
     "(a && b && c) || (a && !b && !c) || (!a && b && !c) || (!a && !b && c)"),
    ("BooleanMinimize[a && !a]", "False"),
    ("BooleanMinimize[Implies[a, b] && Implies[b, c] && a]", "a && b && c"),
    ("BooleanMinimize[a || b, \"Fancy\"]", "BooleanMinimize[a || b, Fancy]",
     ["BooleanMinimize::bfmt: \"Fancy\" is not a known Boolean form specification; use "
      "\"DNF\", \"SOP\", \"CNF\" or \"POS\"."]),
    # --- Element ------------------------------------------------------------------------------
    ("Element[3/4, Rationals]", "True"),
    ("Element[0.5, Reals]", "True"),
    ("Element[2 + I, Complexes]", "True"),
    ("Element[2 + I, Reals]", "False"),
    ("Element[Sqrt[-1], Reals]", "False"),
    ("Element[9, Primes]", "False"),
    ("Element[-7, Primes]", "False"),
    ("Element[True, Booleans]", "True"),
    ("Element[x, Booleans]", "x ∈ Booleans"),
    ("Element[2, Booleans]", "False"),
    ("Element[E, Algebraics]", "False"),
    ("Element[Sqrt[2] + 1, Algebraics]", "True"),
    ("Element[Infinity, Reals]", "False"),
    ("Element[\"a\", Reals]", "False"),
    ("Element[x, Foo]", "x ∈ Foo"),
    ("Element[{1/2, 2}, Integers]", "False"),
    ("Element[{x, y}, Reals]", "(x | y) ∈ Reals"),
    ("Element[x | 2, Integers]", "x ∈ Integers"),
    ("Element[Sqrt[4], Integers]", "True"),
    ("Element[Pi^2, Reals]", "True"),
    ("NotElement[Pi, Rationals]", "True"),
    ("NotElement[2, Integers]", "False"),
    ("NotElement[{1, x}, Integers]", "x ∉ Integers"),
    ("Element[]", "Element[]",
     ["Element::argrx: Element called with 0 arguments; 2 arguments are expected."]),
    ("Element[1, 2, 3]", "Element[1, 2, 3]",
     ["Element::argrx: Element called with 3 arguments; 2 arguments are expected."]),
    # --- Refine, Assuming, $Assumptions -----------------------------------------------------
    ("Refine[Abs[x], x > 0]", "x"),
    ("Refine[Sqrt[x^2], x < 0]", "-x"),
    ("Refine[Sqrt[x^2 y^2], x > 0 && y > 0]", "x y"),
    ("Refine[x^2 > 0, x < -1]", "True"),
    ("Refine[x > 5, x < 2]", "False"),
    ("Refine[x >= 0, x > 0]", "True"),
    ("Refine[x > 1 && x < 3, x > 1 && x < 2]", "True"),
    ("Refine[Im[x], Element[x, Reals]]", "0"),
    ("Refine[Cos[2 n Pi], Element[n, Integers]]", "1"),
    ("Refine[(-1)^n, Element[n, Integers]]", "(-1)^n"),
    ("Refine[{Abs[x], Sign[x]}, x > 0]", "{x, 1}"),
    ("Refine[Sqrt[x^2], True]", "Sqrt[x^2]"),
    ("Refine[x, 1, 2]", "Refine[x, 1, 2]",
     ["Refine::argt: Refine called with 3 arguments; 1 or 2 arguments are expected."]),
    ("Assuming[x < 0, Simplify[Sqrt[x^2]]]", "-x"),
    ("Assuming[x > 0 && y > 0, Simplify[Sqrt[x^2 y^2]]]", "x y"),
    ("Assuming[{x > 0}, Refine[Abs[x]]]", "x"),
    ("Assuming[x > 0, Assuming[y < 0, $Assumptions]]", "x > 0 && y < 0"),
    ("Assuming[x > 0, 1 + 1]", "2"),
    ("$Assumptions", "True"),
    ("Block[{$Assumptions = x > 0}, Simplify[Sqrt[x^2]]]", "x"),
    ("$Assumptions = x < 0; Refine[Abs[x]]", "-x"),
    ("Simplify[Sqrt[x^2]]", "Sqrt[x^2]"),
    ("Assuming[x > 0, Simplify[Sqrt[x^2], x < 0]]", "-x"),
    ("Assuming[x]", "Assuming[x]",
     ["Assuming::argr: Assuming called with 1 argument; 2 arguments are expected."]),
    # --- ConditionalExpression ------------------------------------------------------------------
    ("ConditionalExpression[a, 1 < 2]", "a"),
    ("ConditionalExpression[a, 1 > 2]", "Undefined"),
    ("ConditionalExpression[ConditionalExpression[a, c1], True]",
     "ConditionalExpression[a, c1]"),
    ("ConditionalExpression[x^2, x > 0] /. x -> -1", "Undefined"),
    ("Normal[ConditionalExpression[x^2, x > 0]]", "x^2"),
    ("ConditionalExpression[x]", "ConditionalExpression[x]",
     ["ConditionalExpression::argr: ConditionalExpression called with 1 argument; 2 "
      "arguments are expected."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    s = Session()
    r = s.evaluate(row[0])
    got = (str(r), [str(m) for m in s.messages])
    want = (row[1], list(row[2]) if len(row) > 2 else [])
    assert got == want


def test_satisfiable_many_variables():
    # beyond the truth-table limit SymPy's DPLL decides
    s = Session()
    clause = " && ".join("(a%d || !a%d)" % (i, i + 1) for i in range(20))
    assert str(s.evaluate("SatisfiableQ[%s && a20 && !a0]" % clause)) == "False"
    assert str(s.evaluate("SatisfiableQ[%s]" % clause)) == "True"
