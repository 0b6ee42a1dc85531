"""The canonical order (mathilda/core/ordering.py): what Sort and Orderless use."""

import random

from mathilda.core.expr import Complex, Integer, Real, String, Symbol, make_rational
from mathilda.core.ordering import order, sort_exprs, sort_key
from mathilda.printing import output_form
from mathilda.syntax.parser import parse

# (elements, in the shape evaluation gives them; the canonical order, in OutputForm)
ROWS = [
    ("{b, a, 2 c, -b}", "{a, -b, b, 2 c}"),
    ("{2 c, -b}", "{-b, 2 c}"),
    ("{-2 c, b, 2 a}", "{2 a, b, -2 c}"),
    ("{-3 b, 4 a}", "{4 a, -3 b}"),
    ("{4 c, -3 b}", "{-3 b, 4 c}"),
    ("{x^2, 1, x}", "{1, x, x^2}"),
    ("{c, b, a}", "{a, b, c}"),
    ("{z, x y}", "{x y, z}"),
    ("{x, -1}", "{-1, x}"),
    ("{x^3, 3 x^2, 1, 3 x}", "{1, 3 x, 3 x^2, x^3}"),
    ("{y, x^2, x}", "{x, x^2, y}"),
    ("{x y, x^2}", "{x^2, x y}"),
    ("{y^2, 2 x y, x^2}", "{x^2, 2 x y, y^2}"),
    ("{z^2, 2 y z, 2 x z, y^2, 2 x y, x^2}", "{x^2, 2 x y, y^2, 2 x z, 2 y z, z^2}"),
    ("{y^3, 3 x y^2, 3 x^2 y, x^3}", "{x^3, 3 x^2 y, 3 x y^2, y^3}"),
    ("{b d, a d, b c, a c}", "{a c, b c, a d, b d}"),
    ("{y^2, 2 x y, 2 y, x^2, 2 x, 1}", "{1, 2 x, x^2, 2 y, 2 x y, y^2}"),
    ("{a d, b c}", "{b c, a d}"),
    ("{x^2 y, x y, y}", "{y, x y, x^2 y}"),
    ("{1 + x, -1 + x}", "{-1 + x, 1 + x}"),
    ("{3, 1/2, 2.5, 1, -1, 0, -7/2}", "{-7/2, -1, 0, 1/2, 1, 2.5, 3}"),
    ('{"b", "a", "B", "A"}', "{a, A, b, B}"),
    ('{"ab", "Ab", "aB", "a"}', "{a, ab, aB, Ab}"),
    ("{b, B, a, A}", "{a, A, b, B}"),
    ('{f[x], x, "s", 1}', "{1, s, x, f[x]}"),
    ("{{1, 2, 3}, {4}, {2, 1}}", "{{4}, {2, 1}, {1, 2, 3}}"),
    ("{g[a], f[b], f[a]}", "{f[a], f[b], g[a]}"),
    ("{f[a, b], f[c]}", "{f[c], f[a, b]}"),
    ("{x, Power[x, -1]}", "{1/x, x}"),
    ("{Times[a, Power[b, -1]], a}", "{a, a/b}"),
    ("{x, Power[2, Rational[1, 2]], 1}", "{1, Sqrt[2], x}"),
    ("{2 x, -x, x}", "{-x, x, 2 x}"),
    ("{f[x], x^2}", "{x^2, f[x]}"),
    ("{Sin[x], Cos[x]}", "{Cos[x], Sin[x]}"),
    ("{Log[1 + x], ArcTan[x]}", "{ArcTan[x], Log[1 + x]}"),
    ("{y, Pi, E, a}", "{a, E, Pi, y}"),
    ("{x`a, a}", "{a, x`a}"),
    ("{b[1], a[2][1]}", "{b[1], a[2][1]}"),
    ("{Plus[a, b, c], Plus[a, b]}", "{a + b, a + b + c}"),
]


def _sorted_text(text):
    return "{%s}" % ", ".join(output_form(x) for x in sort_exprs(parse(text).args))


def test_canonical_order_table():
    failures = [(t, e, _sorted_text(t)) for t, e in ROWS if _sorted_text(t) != e]
    assert not failures


def test_complex_numbers_by_real_then_imaginary_part():
    items = [Complex(Integer(1), Integer(1)), Complex(Integer(1), Integer(-1)), Integer(1),
             Complex(Integer(0), Integer(2)), Real(0.5)]
    got = [output_form(x) for x in sorted(items, key=sort_key)]
    assert got == ["2 I", "0.5", "1", "1 - I", "1 + I"]


def test_exact_before_inexact_of_equal_value():
    assert order(Integer(1), Real(1.0)) == -1
    assert order(make_rational(1, 2), Real(0.5)) == -1
    assert order(Real(0.5), parse("0.5`30")) == -1


def test_order_values():
    a, b = Symbol("a"), Symbol("b")
    assert order(a, b) == -1
    assert order(b, a) == 1
    assert order(a, a) == 0
    assert order(Integer(1), a) == -1
    assert order(String("z"), a) == -1
    assert order(parse("x^2"), parse("x y")) == -1
    assert order(parse("b c"), parse("a d")) == -1
    assert order(parse("f[x]"), parse("f[x]")) == 0


def test_sort_key_is_a_total_order_consistent_with_order():
    pool = [parse(t) for t in (
        "a", "b", "A", "x^2", "x y", "2 x", "-x", "x", "1", "-1", "1/2", "2.5", '"s"',
        '"S"', "f[x]", "f[x, y]", "g[a]", "{1, 2}", "{3}", "a + b", "Sqrt[2]", "x^-1",
        "f[x][y]", "a/b", "3.1`20", "Complex[1, 2]")]
    rnd = random.Random(7)
    for _ in range(5):
        items = pool[:]
        rnd.shuffle(items)
        assert sorted(items, key=sort_key) == sorted(pool, key=sort_key)
    for x in pool:
        for y in pool:
            o = order(x, y)
            assert o == -order(y, x)
            assert (o == 0) == (x == y)
            if o < 0:
                assert sort_key(x) <= sort_key(y)


# A sum against a non-sum (rule 4 of core/ordering.py).  (input, Wolfram's output, where the
# output was seen: the list, Rubi's Mathematica-written test suite, Mathematica-
# generated formula files in public repositories, the Factor and FunctionExpand pages.)
SUM_ORDER = [
    ("z (a + b + 2)", "(2 + a + b) z", "issue 22"),
    ("f[x]^2 (f[x] - 1)", "(-1 + f[x]) f[x]^2", "issue 22"),
    ("Factor[x^3 - x]", "(-1 + x) x (1 + x)", "issue 22"),
    ("x (c + a)", "(a + c) x", "issue 22"),
    ("4032/(Pi (Pi - 67/2))", "4032/((-67/2 + Pi) Pi)", "issue 22"),
    ("c + 5 (b + 5 a)", "5 (5 a + b) + c", "issue 22"),
    ("x + 2/(x - 1)", "2/(-1 + x) + x", "issue 22"),
    ("x (a + b) + w", "w + (a + b) x", "issue 22"),
    ("x^2 (x - 1)", "(-1 + x) x^2", "generated formula file"),
    ("(x + 1) x^2", "x^2 (1 + x)", "Rubi"),
    ("(x^2 + 1) x^2 (x - 1)", "(-1 + x) x^2 (1 + x^2)", "Rubi"),
    ("x (x - 1)^2", "(-1 + x)^2 x", "Rubi"),
    ("(x - 1)^(3/2) (x + 1)^(3/2) x^2", "(-1 + x)^(3/2) x^2 (1 + x)^(3/2)", "Rubi"),
    ("x (x - 2) + 2", "2 + (-2 + x) x", "generated formula file"),
    # the files have Greek letters (which sort after Latin ones) where these have z
    ("x (4 - 3 x + 4 I (x - 2) z)", "x (4 - 3 x + 4 I (-2 + x) z)", "generated formula file"),
    ("-1 + 2 x + 2 z x (x - 1)", "-1 + 2 x + 2 (-1 + x) x z", "generated formula file"),
    ("(x - 1) (s^2 - 1)", "(-1 + s^2) (-1 + x)", "generated formula file"),
    ("x^2 (x + 1)^2 (ep - 1)", "(-1 + ep) x^2 (1 + x)^2", "generated formula file"),
    ("Factor[x^4 - 1]", "(-1 + x) (1 + x) (1 + x^2)", "Factor"),
    ("FunctionExpand[Binomial[n, 2]]", "1/2 (-1 + n) n", "FunctionExpand"),
    ("Sort[{1 + x, x, -1 + x}]", "{-1 + x, x, 1 + x}", "issue 22"),
]


def test_sum_against_non_sum():
    from mathilda import Session
    s = Session()
    failures = [(t, e, str(s.evaluate(t))) for t, e, _src in SUM_ORDER
                if str(s.evaluate(t)) != e]
    assert not failures
