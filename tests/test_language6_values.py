"""ValueQ, NameQ, SyntaxQ, SyntaxLength, ToHeldExpression, ExactNumberQ, InexactNumberQ and
the set predicates and operations of this round: exact OutputForm results and messages."""

from support import check_rows

VALUES = [
    ("ValueQ[x]", "False"),
    ("x = 5; ValueQ[x]", "True"),
    ("x := Print[1]; ValueQ[x]", "True"),         # nothing is evaluated
    ("f[y_] := y; ValueQ[f]", "False"),
    ("f[y_] := y; ValueQ[f[1]]", "True"),
    ("f[1] = 1; ValueQ[f[2]]", "True"),
    ("f[1] = 1; ValueQ[f[2], Method -> \"TrialEvaluation\"]", "False"),
    ("f[1] = 1; ValueQ[f[2], Method -> \"Legacy\"]", "False"),
    ("f[1] = 1; ValueQ[f[1], Method -> \"Legacy\"]", "True"),
    ("x = 1; ValueQ[x, Method -> \"Legacy\"]", "True"),
    ("ValueQ[g[h], Method -> \"OwnValuesPresent\"]", "False"),
    ("h = 2; ValueQ[g[h], Method -> \"OwnValuesPresent\"]", "True"),
    ("ValueQ[1 + 2]", "True"),                     # Plus has definitions
    ("ValueQ[Pi]", "False"),
    ("ValueQ[Unevaluated[x]]", "False"),
    ("ValueQ[x, Method -> 3]", "ValueQ[x, Method -> 3]",
     ["ValueQ::meth: Value of option Method -> 3 is not Automatic, "
      "\"SymbolDefinitionsPresent\", \"TrialEvaluation\", \"OwnValuesPresent\" or "
      "\"Legacy\"."]),
    ("ValueQ[]", "ValueQ[]",
     ["ValueQ::argx: ValueQ called with 0 arguments; 1 argument is expected."]),
    ("NameQ[\"Sin\"]", "True"), ("NameQ[\"Si*\"]", "True"),
    ("NameQ[\"qqqZZZ\"]", "False"), ("qqqZZZ = 3; NameQ[\"qqqZZZ\"]", "True"),
    ("SyntaxQ[\"f[x, y]\"]", "True"), ("SyntaxQ[\"f[x, \"]", "False"),
    ("SyntaxQ[\"1 +* 2\"]", "False"), ("SyntaxQ[\"\"]", "True"),
    ("SyntaxLength[\"1 +* 2\"]", "3"), ("SyntaxLength[\"(a + b\"]", "7"),
    ("SyntaxLength[\"f[x]]\"]", "4"), ("SyntaxLength[\"abc\"]", "3"),
    ("ToHeldExpression[\"x = 5\"]; x", "x"),
    ("ToHeldExpression[\"a + b\"]", "Hold[a + b]"),
    ("ExactNumberQ[1/3]", "True"), ("ExactNumberQ[I]", "True"),
    ("ExactNumberQ[0.5 I]", "False"), ("ExactNumberQ[x]", "False"),
    ("ExactNumberQ[Sqrt[2]]", "False"),
    ("InexactNumberQ[1.]", "True"), ("InexactNumberQ[2 + 0.5 I]", "True"),
    ("InexactNumberQ[1]", "False"), ("InexactNumberQ[\"1.5\"]", "False"),
    ("ExactNumberQ[1, 2]", "ExactNumberQ[1, 2]",
     ["ExactNumberQ::argx: ExactNumberQ called with 2 arguments; 1 argument is expected."]),
]


def test_values_names_syntax():
    check_rows(VALUES)


SETS = [
    ("DisjointQ[{1, 2, 3}, {4, 5}]", "True"), ("DisjointQ[{1, 2, 3}, {3, 4}]", "False"),
    ("DisjointQ[{}, {}]", "True"),
    ("DisjointQ[{a, b}, {A}, SameTest -> (ToUpperCase[ToString[#1]] == "
     "ToUpperCase[ToString[#2]] &)]", "False"),
    ("IntersectingQ[{1, 2, 3}, {3, 4}]", "True"), ("IntersectingQ[{}, {1}]", "False"),
    ("IntersectingQ[{a}, {b}, {c}]", "IntersectingQ[{a}, {b}, {c}]",
     ["IntersectingQ::argrx: IntersectingQ called with 3 arguments; 2 arguments are "
      "expected."]),
    ("SymmetricDifference[{b, a}, {c, b}]", "{a, c}"),
    ("SymmetricDifference[{a, a, b}]", "{a, b}"),
    ("SymmetricDifference[{1, 2, 3}, {2, 3, 4}, {3, 4, 5}]", "{1, 3, 5}"),
    ("SymmetricDifference[{a}, f[a]]", "SymmetricDifference[{a}, f[a]]",
     ["SymmetricDifference::heads: Heads List and f at positions 1 and 2 are expected to "
      "be the same."]),
    ("UniqueElements[{{a, b, c}, {b, c, d}, {c, e}}]", "{{a}, {d}, {e}}"),
    ("UniqueElements[{{1, 1, 2}}]", "{{1, 2}}"),
    ("UniqueElements[{{a}, f[a]}]", "UniqueElements[{{a}, f[a]}]",
     ["UniqueElements::heads: Heads List and f at positions 1 and 2 are expected to be "
      "the same."]),
    ("PalindromeQ[\"racecar\"]", "True"), ("PalindromeQ[\"\"]", "True"),
    ("PalindromeQ[{a, {b}, a}]", "True"), ("PalindromeQ[{a, {b}, {a}}]", "False"),
    ("PalindromeQ[10]", "False"), ("PalindromeQ[0]", "True"),
    ("PalindromeQ[3/2]", "False"),
    ("Subset[a, b]", "a ⊂ b"), ("SupersetEqual[x, y]", "x ⊇ y"),
]


def test_sets():
    check_rows(SETS)
