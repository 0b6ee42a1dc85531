"""Factored forms, ideals, interpolation and solution forms (issue 20): tables of exact
printed results beyond the registered examples, property tests (a factorisation multiplies
back, a Groebner basis generates the same ideal, interpolation reproduces its data, solution
values satisfy the equations) and bad input (a message or unevaluated, never a traceback)."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def out(s, text):
    return s.format(s.evaluate(text))


TABLE = [
    ("FactorList[x^4 - 1]", "{{1, 1}, {-1 + x, 1}, {1 + x, 1}, {1 + x^2, 1}}"),
    ("FactorList[(x^2 - 1)/(x + 2)]", "{{1, 1}, {-1 + x, 1}, {1 + x, 1}, {2 + x, -1}}"),
    ("FactorList[x^2 + 1, GaussianIntegers -> True]", "{{1, 1}, {-I + x, 1}, {I + x, 1}}"),
    ("FactorSquareFreeList[(x - 1)^3 (x + 2)]", "{{1, 1}, {2 + x, 1}, {-1 + x, 3}}"),
    ("FactorSquareFree[(x^2 - 1)/(x + 1)^2]", "(-1 + x^2)/(1 + x)^2"),
    ("FactorTerms[6 x y + 3 x^2]", "3 (x^2 + 2 x y)"),
    ("FactorTermsList[-4 - 6 x]", "{-2, 2 + 3 x}"),
    ("Cyclotomic[{1, 2, 3}, x]", "{-1 + x, 1 + x, 1 + x + x^2}"),
    ("HornerForm[x^3 y + x y^2 + 1, x]", "1 + x (x^2 y + y^2)"),
    ("MinimalPolynomial[Sqrt[2] + I, x]", "9 - 2 x^2 + x^4"),
    ("PolynomialReduce[x^3, {x - 1}, {x}]", "{{1 + x + x^2}, 1}"),
    ("CountRoots[x^4 - 5 x^2 + 4, {x, -1, 1}]", "2"),
    ("Distribute[f[a + b, c + d, e]]", "f[a, c, e] + f[a, d, e] + f[b, c, e] + f[b, d, e]"),
    ("Distribute[f[g[a, b], g[c]], g]", "g[f[a, c], f[b, c]]"),
    ("SolveValues[{x^2 == 1, y == x}, {x, y}]", "{{-1, -1}, {1, 1}}"),
    ("InterpolatingPolynomial[{a, b}, x]", "a + (-a + b) (-1 + x)"),
    ("PolynomialLCM[x^2 - 1, x - 1, x + 1]", "(-1 + x) (1 + x)"),
    ("PolynomialLCM[x^2 - y^2, x^2 + 2 x y + y^2]", "(x - y) (x + y)^2"),
    ("PolynomialLCM[2 x, 3 x^2]", "6 x^2"),
    ("Simplify[Log[2] - Log[3]]", "-Log[3/2]"),
    ("Simplify[Log[3] - Log[2]]", "Log[3/2]"),
    ("Simplify[Log[2/3]]", "Log[2/3]"),
]


@pytest.mark.parametrize("text,expected", TABLE)
def test_table(s, text, expected):
    assert out(s, text) == expected


FACTORABLE = ["x^6 - 1", "12 x^3 - 18 x^2 + 6 x", "x^4 y - y^5", "(x^2 + 2 x + 1) (x - 3)^2",
              "3/4 x^2 - 3", "x^5 + x + 1"]


@pytest.mark.parametrize("p", FACTORABLE)
def test_factor_lists_multiply_back(s, p):
    for fn in ("FactorList", "FactorSquareFreeList"):
        r = out(s, f"Expand[Times @@ (#[[1]]^#[[2]] & /@ {fn}[{p}]) - ({p})]")
        assert r == "0", (fn, p)
    assert out(s, f"Expand[Times @@ FactorTermsList[{p}] - ({p})]") == "0"
    assert out(s, f"Expand[FactorSquareFree[{p}] - ({p})]") == "0"
    assert out(s, f"Expand[HornerForm[{p}] - ({p})]") == "0"


IDEALS = [("{x^2 - 2 y^2, x y - 3}", "{x, y}"), ("{x^2 + y^2 + z^2 - 1, x - y z, y - z^2}",
                                                  "{x, y, z}"),
          ("{a x + b, x^2 - a}", "{x, a, b}")]


@pytest.mark.parametrize("polys,vars_", IDEALS)
def test_groebner_same_ideal(s, polys, vars_):
    s.evaluate(f"gb = GroebnerBasis[{polys}, {vars_}]")
    # every original reduces to 0 modulo the basis
    assert out(s, f"Union[Last /@ (PolynomialReduce[#, gb, {vars_}] & /@ {polys})]") == "{0}"
    # every basis element is a combination of the originals: its reduction modulo the
    # basis of the originals is 0, and the basis of the basis is the basis itself
    assert out(s, f"GroebnerBasis[gb, {vars_}] === gb") == "True"


def test_extended_gcd_identity(s):
    for a, b in [("x^4 - 1", "x^3 + 2 x^2 + 2 x + 1"), ("x^5 + 3", "x^2 - 7 x + 1")]:
        s.evaluate(f"g = PolynomialExtendedGCD[{a}, {b}, x]; d = g[[1]]; "
                   "r1 = g[[2, 1]]; r2 = g[[2, 2]]")
        assert out(s, f"Expand[r1 ({a}) + r2 ({b}) - d]") == "0"
        assert out(s, f"PolynomialRemainder[{a}, d, x]") == "0"


def test_interpolation_reproduces_data(s):
    s.evaluate("data = {{-2, 5}, {1/2, -1}, {3, 7}, {4, 0}}; "
               "ip = InterpolatingPolynomial[data, x]")
    assert out(s, "(ip /. x -> #[[1]]) - #[[2]] & /@ data") == "{0, 0, 0, 0}"
    s.evaluate("ip2 = InterpolatingPolynomial[{{0, 1, 2}, {1, 3, -1, 4}}, x]")
    assert out(s, "{ip2 /. x -> 0, D[ip2, x] /. x -> 0, ip2 /. x -> 1, "
                  "D[ip2, x] /. x -> 1, D[ip2, {x, 2}] /. x -> 1}") == "{1, 2, 3, -1, 4}"


def test_solve_values_satisfy(s):
    s.evaluate("vs = SolveValues[{x^2 + y^2 == 5, x - y == 1}, {x, y}]")
    assert out(s, "Union[Simplify[{#[[1]]^2 + #[[2]]^2, #[[1]] - #[[2]]}] & /@ vs]") \
        == "{{5, 1}}"


def test_primitive_polynomials_count(s):
    # over GF(2) there are phi(2^4 - 1)/4 = 2 primitive quartics among the 16 monic ones
    s.evaluate("quartics = x^4 + FromDigits[#, x] & /@ Tuples[{0, 1}, 4]")
    assert out(s, "Count[PrimitivePolynomialQ[#, 2] & /@ quartics, True]") == "2"


BAD = [
    ("FactorList[1, 2, 3]", "FactorList::argx"),
    ("FactorList[x, y, z]", "FactorList::argx"),
    ("FactorList[x^2 + 1, Modulus -> -3]", "FactorList::modp"),
    ("GroebnerBasis[{x^2 - y}, {x, y}, MonomialOrder -> Foo]", "GroebnerBasis::mord"),
    ("GroebnerBasis[x]", None),
    ("PolynomialReduce[Sin[x], {x}, {x}]", None),
    ("HornerForm[Sin[x] + x^2]", None),
    ("CountRoots[Sin[x], x]", "CountRoots::npoly"),
    ("CountRoots[x^2 - y, x]", "CountRoots::npoly"),
    ("MinimalPolynomial[Pi, x]", None),
    ("InterpolatingPolynomial[{{1, 2}, {1, 3}}, x]", "InterpolatingPolynomial::poly"),
    ("InterpolatingPolynomial[{}, x]", None),
    ("Cyclotomic[-2, x]", None),
    ("PrimitivePolynomialQ[x^2 + 1, 4]", None),
    ("ToRules[x > 1]", None),
    ("SolveValues[]", None),
    ("Distribute[]", None),
]


@pytest.mark.parametrize("text,tag", BAD)
def test_bad_input(text, tag):
    s = Session()
    r = s.format(s.evaluate(text))
    msgs = [str(m) for m in s.messages]
    assert "Traceback" not in r and not any("interr" in m for m in msgs), (r, msgs)
    if tag:
        assert any(m.startswith(tag) for m in msgs), msgs
