"""The canonical order of terms and factors: numeric quantities in a product (Cos[1],
Log[2], Sqrt[2]) belong to its coefficient when products are compared as terms of a
polynomial; powers of rationals times numeric quantities with reciprocal rests combine."""

from support import check_rows

ROWS = [
    ("1 - 2 z Cos[1] + z^2", "1 - 2 z Cos[1] + z^2"),
    ("z^2 + 1 - 2 Cos[1] z", "1 - 2 z Cos[1] + z^2"),
    ("x^2 + x Cos[1]", "x Cos[1] + x^2"),
    ("3 + x^3 + x Sin[2]", "3 + x Sin[2] + x^3"),
    ("b + a Log[2]", "a Log[2] + b"),
    ("y + x Log[2]", "x Log[2] + y"),
    ("x Log[2] + y z", "x Log[2] + y z"),
    ("x + Cos[1]", "x + Cos[1]"),
    ("x Sqrt[2] + x", "x + Sqrt[2] x"),
    ("x Cos[1] + 2 x", "2 x + x Cos[1]"),
    ("x Sin[1] + x^2 Cos[1]", "x Sin[1] + x^2 Cos[1]"),
    ("a b Cos[1] + a^2", "a^2 + a b Cos[1]"),
    ("E^x Cos[1] + x", "E^x Cos[1] + x"),
    ("Expand[(x + Sqrt[2])^2]", "2 + 2 Sqrt[2] x + x^2"),
    ("Expand[(x + Pi)^2]", "Pi^2 + 2 Pi x + x^2"),
    ("Expand[(x + Cos[1])^2]", "2 x Cos[1] + x^2 + Cos[1]^2"),
    ("x^2 + a x + b", "b + a x + x^2"),
    ("D[f[x] g[x], x]", "g[x] f'[x] + f[x] g'[x]"),
    ("Sort[{x^2, x Cos[1], x, Cos[1]}]", "{x, x Cos[1], x^2, Cos[1]}"),
    ("OrderedQ[{z Cos[1], z^2}]", "True"),
    ("Order[z^2, z Cos[1]]", "-1"),
    # products of numeric factors keep their factors' order
    ("Cos[1] Sqrt[2] 2", "2 Sqrt[2] Cos[1]"),
    ("a Sqrt[Pi]", "a Sqrt[Pi]"),
    ("Sqrt[Pi] x", "Sqrt[Pi] x"),
    # reciprocal radicals
    ("Sqrt[Pi/2] Sqrt[2/Pi]", "1"),
    ("Sqrt[Pi/2] Sqrt[2/Pi] x", "x"),
    ("Sqrt[2 Pi] Sqrt[3/Pi]", "Sqrt[6]"),
    ("(2 E)^(1/3) (3/E)^(1/3)", "6^(1/3)"),
    ("Sqrt[2/Pi] Sqrt[Pi/2] Sqrt[3 Pi]", "Sqrt[3 Pi]"),
]


def test_term_order():
    check_rows(ROWS)
