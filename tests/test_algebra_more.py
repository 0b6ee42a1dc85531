"""Subresultants, ApartSquareFree, RootReduce/ToRadicals/RootSum, LinearProgramming and
FindSequenceFunction (issue 20): exact printed results beyond the registered examples and
property tests (a decomposition adds back up, a reduced root has the same value, a linear
program's answer is feasible and optimal, a sequence function reproduces its terms)."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


def out(s, text):
    return s.format(s.evaluate(text))


TABLE = [
    ("Subresultants[(x - a)^2 (x - b), (x - a) (x - c), x]", None),
    ("Subresultants[x^3 - 1, x^2 - 1, x]", "{0, 1, 1}"),
    ("SubresultantPolynomials[x^2 - 1, x - 2, x]", "{3, -2 + x}"),
    ("ApartSquareFree[1/(x^2 (x + 1))]", "(1 - x)/x^2 + 1/(1 + x)"),
    ("ApartSquareFree[x^2 + 1]", "1 + x^2"),
    ("RootReduce[Sqrt[2] + Sqrt[3]]", "Root[1 - 10 #1^2 + #1^4 & , 4]"),
    ("RootReduce[1/Sqrt[2]]", "1/Sqrt[2]"),
    ("RootReduce[(Sqrt[2] + 1) (Sqrt[2] - 1)]", "1"),
    ("ToRadicals[Root[#^3 - 2 &, 1]]", "2^(1/3)"),
    ("RootSum[#^3 + # + 1 &, 1/(1 + #) &]", "4"),
    ("RootSum[#^2 - a &, #^2 &]", "2 a"),
    ("LinearProgramming[{1, 1}, {{1, 2}}, {3}]", "{0, 3/2}"),
    ("LinearProgramming[{-3, -2}, {{1, 1}, {1, 3}, {1, -1}}, {{4, -1}, {6, -1}, {2, -1}}]",
     "{3, 1}"),
    ("LinearProgramming[{1, -1}, {{1, 1}}, {{2, -1}}, {{0, 1}, {0, 5}}]", "{0, 2}"),
    ("FindSequenceFunction[{1, 4, 9, 16, 25}, n]", "n^2"),
    ("FindSequenceFunction[{2, 4, 8, 16, 32}, n]", "2^n"),
    ("FindSequenceFunction[{1, 2, 6, 24, 120}, n]", "n!"),
    ("FindSequenceFunction[{1, 1, 2, 3, 5, 8, 13}, n]", "Fibonacci[n]"),
    ("FindSequenceFunction[{3, 12, 48, 192, 768}, n]", "3 4^(-1 + n)"),
    ("FindSequenceFunction[{1, 2, 6, 24, 120}]", "#1! & "),
]


@pytest.mark.parametrize("text,expected", [t for t in TABLE if t[1] is not None])
def test_table(s, text, expected):
    assert out(s, text) == expected


def test_subresultants_first_is_resultant(s):
    for p, q in (("x^3 + 2 x + 1", "x^2 + 3"), ("a x^2 + b x + c", "x - d"),
                 ("(x - a)^2 (x - b)", "(x - a) (x - c)")):
        assert out(s, "Expand[First[Subresultants[%s, %s, x]] - Resultant[%s, %s, x]]"
                   % (p, q, p, q)) == "0"
        # the length is Min[degrees] + 1
        assert out(s, "Length[Subresultants[%s, %s, x]] == Min[Exponent[%s, x], "
                   "Exponent[%s, x]] + 1" % (p, q, p, q)) == "True"


def test_apart_square_free_adds_back(s):
    for e in ("1/(x^2 (x + 1))", "(x^5 + 2)/((x - 1)^3 (x^2 + 1))", "(x^3 + 1)/(x^2 - 4)",
              "x/((x + 2)^2 (x - 3)^3 (x^2 + x + 1))"):
        assert out(s, "Together[ApartSquareFree[%s, x] - (%s)]" % (e, e)) == "0", e


def test_root_reduce_keeps_value(s):
    for e in ("Sqrt[2] + Sqrt[3]", "1 + 2^(1/3)", "Sqrt[2] + I", "(1 + Sqrt[5])/2 + 3^(1/3)"):
        assert out(s, "Chop[N[RootReduce[%s] - (%s), 20]]" % (e, e)) == "0", e


def test_linear_programming_optimal(s):
    import numpy as np
    from scipy.optimize import linprog
    rng = np.random.default_rng(7)
    for _ in range(5):
        c = rng.integers(1, 9, 3)
        m = rng.integers(1, 9, (2, 3))
        b = rng.integers(1, 20, 2)
        text = "LinearProgramming[{%s}, {%s}, {%s}]" % (
            ", ".join(map(str, c)), ", ".join("{%s}" % ", ".join(map(str, r)) for r in m),
            ", ".join(map(str, b)))
        x = s.evaluate(text)
        vals = [float(s.evaluate("N[%s]" % s.format(v)).value) for v in x.args]
        assert all(v >= -1e-12 for v in vals)
        assert all(np.dot(r, vals) >= bi - 1e-9 for r, bi in zip(m, b))
        ref = linprog(c, A_ub=-m, b_ub=-b, method="highs")
        assert abs(np.dot(c, vals) - ref.fun) < 1e-9


def test_find_sequence_function_reproduces(s):
    for data in ("{1, 3, 6, 10, 15, 21}", "{2, 6, 20, 70, 252}", "{1, 1/2, 1/3, 1/4, 1/5}",
                 "{{2, 4}, {3, 9}, {5, 25}, {7, 49}}"):
        f = out(s, "FindSequenceFunction[%s]" % data)
        assert not f.startswith("FindSequenceFunction"), data
        idx = "Range[Length[%s]]" % data if not data.startswith("{{") else \
            "%s[[All, 1]]" % data
        vals = data if not data.startswith("{{") else "%s[[All, 2]]" % data
        assert out(s, "FullSimplify[(%s) /@ %s] == %s" % (f, idx, vals)) == "True", data


BAD = [
    "Subresultants[Sin[x], x, x]", "Subresultants[x, y]", "ApartSquareFree[]",
    "RootReduce[]", "RootSum[x, y]", "ToRadicals[]", "LinearProgramming[{1}, {{1, 2}}, {3}]",
    "LinearProgramming[{x}, {{1}}, {3}]", "FindSequenceFunction[{x, y}]",
    "FindSequenceFunction[{}]", "FindSequenceFunction[{1, 2}, 3]",
]


@pytest.mark.parametrize("text", BAD)
def test_bad_input(text):
    s = Session()
    r = s.format(s.evaluate(text))
    msgs = [str(m) for m in s.messages]
    assert "Traceback" not in r and not any("interr" in m for m in msgs), (r, msgs)
    assert r.startswith(text.split("[")[0]), r


ELIM = [
    ("Eliminate[{x == 2 + y, y == z}, y]", "x == 2 + z"),
    ("Eliminate[{f == x^5 + y^5, a == x + y, b == x y}, {x, y}]",
     "f == a^5 - 5 a^3 b + 5 a b^2"),
    ("Eliminate[{x == y + 1, x == y + 2}, y]", "False"),
    ("SolveAlways[a x + b == 0, x]", "{{a -> 0, b -> 0}}"),
    ("SolveAlways[a x^2 + b x + c == 3 x^2 - 2, x]", "{{a -> 3, b -> 0, c -> -2}}"),
    ("Resolve[Exists[x, x^2 == a], Reals]", "a >= 0"),
    ("Resolve[ForAll[x, x^2 + 1 > 0], Reals]", "True"),
    ("Resolve[Exists[x, x^2 + 1 == 0], Reals]", "False"),
    ("FindInstance[x^2 == -1, x, Reals]", "{}"),
    ("FindInstance[Mod[n, 7] == 3 && n > 10, n, Integers, 2]", "{{n -> 17}, {n -> 24}}"),
]


@pytest.mark.parametrize("text,expected", ELIM)
def test_elimination(s, text, expected):
    assert out(s, text) == expected


def test_find_instance_satisfies(s):
    for cond, vs, dom in (("x^2 + y^2 == 25 && x > 0 && y > 0", "{x, y}", "Integers"),
                          ("x^2 + y^2 < 1 && x > y", "{x, y}", "Reals"),
                          ("x + y == 1 && x - y > 3", "{x, y}", "Reals"),
                          ("x^3 - 2 x == 0", "{x}", "Complexes"),
                          ("2 x + 3 y == 7 && x > 0 && y > 0", "{x, y}", "Integers")):
        inst = s.evaluate("FindInstance[%s, %s, %s]" % (cond, vs, dom))
        assert len(inst.args) == 1, cond
        assert out(s, "Simplify[(%s) /. %s]" % (cond, s.format(inst.args[0]))) == "True", cond


def test_eliminate_is_implied(s):
    # the eliminant holds at every solution of the system
    r = s.evaluate("Eliminate[{x^2 + y^2 == 5, x y == 2}, y]")
    sols = s.evaluate("Solve[{x^2 + y^2 == 5, x y == 2}, {x, y}]")
    for sol in sols.args:
        assert out(s, "Simplify[%s /. %s]" % (s.format(r), s.format(sol))) == "True"
