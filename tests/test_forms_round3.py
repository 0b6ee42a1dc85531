"""TreeForm's text tree, named operators printed as operators (x ∈ Reals), and the other
printed forms of this round: exact OutputForm text."""

from support import check_rows

TREE = [
    ("TreeForm[a + b^2 + c^3 + d]",
     "Plus[a, |          , |          , d]\n        Power[b, 2]  Power[c, 3]"),
    ("TreeForm[x^3 + (1 + x)^2]",
     "Plus[|          , |                   ]\n     Power[x, 3]  Power[|         , 2]\n"
     "                        Plus[1, x]"),
    ("TreeForm[f[x]]", "f[x]"),
    ("TreeForm[x]", "x"),
    ("TreeForm[f[]]", "f[]"),
    ("TreeForm[{1, {2, 3}}]", "List[1, |         ]\n        List[2, 3]"),
    ("TreeForm[f[g[a], h[b, k[c]]]]",
     "f[|   , |         ]\n  g[a]  h[b, |   ]\n             k[c]"),
    ("TreeForm[f[g[h[x]]], 1]", "f[g[h[x]]]"),
    ("TreeForm[f[g[h[x]]], 2]", "f[|      ]\n  g[h[x]]"),
    ("InputForm[TreeForm[a + b]]", "TreeForm[a + b]"),
    ("TreeForm[f[x], 1, 2]", "TreeForm[f[x], 1, 2]"),
]


def test_tree_form():
    check_rows(TREE)


OPERATORS = [
    ("x \\[Element] Reals", "x ∈ Reals"),
    ("Element[x + y, Reals]", "x + y ∈ Reals"),
    ("Element[{x, y}, Reals]", "(x | y) ∈ Reals"),
    ("NotElement[x, Integers]", "x ∉ Integers"),
    ("f[Element[x, Reals]]", "f[x ∈ Reals]"),
    ("Element[x, Reals] && x > 0", "x ∈ Reals && x > 0"),
    ("Implies[p, q]", "p \\[Implies] q"),
    ("Implies[a || b, c]", "a || b \\[Implies] c"),
    ("Equivalent[a, b, c]", "a ⧦ b ⧦ c"),
    ("Xor[a, b]", "a ⊻ b"),
    ("Nand[a, b]", "a ⊼ b"),
    ("Subset[a, b]", "a ⊂ b"),
    ("Divides[a, b]", "a ∣ b"),
    ("InputForm[x ∈ Reals]", "Element[x, Reals]"),
    ("FullForm[p \\[Implies] q]", "Implies[p, q]"),
]


def test_named_operators_print_as_wolfram_prints_them():
    check_rows(OPERATORS)
