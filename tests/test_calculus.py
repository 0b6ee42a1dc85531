"""Calculus and solving end to end: D, Derivative, Integrate, Sum, Product, Limit, Series
(SeriesData and its display), Normal of a series, NIntegrate, Solve, NSolve, FindRoot."""

import pytest

from mathilda.core.expr import S
from mathilda.session import Session


def check(text, expected, messages=()):
    s = Session()
    r = s.evaluate(text)
    assert (str(r), [str(m) for m in s.messages]) == (expected, list(messages)), text


D_ROWS = [
    ("D[x^3, x]", "3 x^2"),
    ("D[Sin[x], x]", "Cos[x]"),
    ("D[x^4, {x, 2}]", "12 x^2"),
    ("D[x^2 y^3, x, y]", "6 x y^2"),
    ("D[f[x], x]", "f'[x]"),
    ("D[Sin[x]^2, x]", "2 Cos[x] Sin[x]"),
    ("D[Tan[x], x]", "Sec[x]^2"),
    ("D[x Sin[x], x]", "x Cos[x] + Sin[x]"),
    ("D[Sqrt[x], x]", "1/(2 Sqrt[x])"),
    ("D[1/x, x]", "-(1/x^2)"),
    ("D[ArcSin[x], x]", "1/Sqrt[1 - x^2]"),
    ("D[ArcTan[x], x]", "1/(1 + x^2)"),
    ("D[a x^2 + b x + c, x]", "b + 2 a x"),
    ("D[x^2 y, y]", "x^2"),
    ("D[Cos[x], {x, 4}]", "Cos[x]"),
    ("D[Log[x], {x, 3}]", "2/x^3"),
    ("D[E^(2 x), x]", "2 E^(2 x)"),
    ("D[x^x, x]", "x^x (1 + Log[x])"),
    ("D[2^x, x]", "2^x Log[2]"),
    ("D[Log[2, x], x]", "1/(x Log[2])"),
    ("D[Sinh[x], x]", "Cosh[x]"),
    ("D[Gamma[x], x]", "Gamma[x] PolyGamma[0, x]"),
    ("D[f[x]^2, x]", "2 f[x] f'[x]"),
    ("D[f[x] g[x], x]", "g[x] f'[x] + f[x] g'[x]"),
    ("D[f[g[x]], x]", "f'[g[x]] g'[x]"),
    ("D[f'[x], x]", "f''[x]"),
    ("D[f[x, y], x, y]", "Derivative[1, 1][f][x, y]"),
    ("D[Abs[x], x]", "Abs'[x]"),
    ("D[Sin[y], x]", "0"),
    ("D[{x^2, x^3}, x]", "{2 x, 3 x^2}"),
    ("D[x^2 == y, x]", "2 x == 0"),
    ("D[x^2 + y^2, {{x, y}}]", "{2 x, 2 y}"),
    ("D[x^2, {x, 0}]", "x^2"),
    ("D[x^2]", "x^2"),
    ("D[Sin[f[x]], f[x]]", "Cos[f[x]]"),
    ("D[Integrate[f[t], {t, 0, x}], x]", "f[x]"),
    ("D[Integrate[f[t], {t, x, x^2}], x]", "-f[x] + 2 x f[x^2]"),
    ("D[Integrate[f[t, x], {t, 0, 1}], x]",
     "Integrate[Derivative[0, 1][f][t, x], {t, 0, 1}]"),
    ("D[x^2, 2]", "D[x^2, 2]", ["D::ivar: 2 is not a valid variable."]),
    ("D[x^2, {x, -1}]", "D[x^2, {x, -1}]"),
    ("D[]", "D[]", ["D::argm: D called with 0 arguments; 1 or more arguments are expected."]),
    ("Sin'[x]", "Cos[x]"),
    ("Tan'[x]", "Sec[x]^2"),
    ("Cos''[x]", "-Cos[x]"),
    ("f'[x]", "f'[x]"),
    ("f''[0]", "f''[0]"),
    ("f'", "f'"),
    ("Derivative[0][f]", "f"),
    ("Derivative[1, 0][f]", "Derivative[1, 0][f]"),
    ("h[x_] := Sin[x]^2; h'[x]", "2 Cos[x] Sin[x]"),
    ("g[x_] := x^3; g'[2]", "12"),
    ("(Sin[#]^2 &)'[x]", "2 Cos[x] Sin[x]"),
    ("(#^3 &)'[2]", "12"),
    ("Exp'[0]", "1"),
]

INTEGRATE = [
    ("Integrate[x^2, x]", "x^3/3"),
    ("Integrate[Sin[x], x]", "-Cos[x]"),
    ("Integrate[1/x, x]", "Log[x]"),
    ("Integrate[Exp[x], x]", "E^x"),
    ("Integrate[x Exp[x], x]", "E^x (-1 + x)"),
    ("Integrate[Log[x], x]", "-x + x Log[x]"),
    ("Integrate[1/(1 + x^2), x]", "ArcTan[x]"),
    ("Integrate[1/Sqrt[1 - x^2], x]", "ArcSin[x]"),
    ("Integrate[Sqrt[x], x]", "(2 x^(3/2))/3"),
    ("Integrate[x^2 + 3 x + 1, x]", "x + (3 x^2)/2 + x^3/3"),
    ("Integrate[a, x]", "a x"),
    ("Integrate[x^n, x]", "x^(1 + n)/(1 + n)"),
    ("Integrate[x y, x, y]", "(x^2 y^2)/4"),
    ("Integrate[x^2, {x, 0, 1}]", "1/3"),
    ("Integrate[Cos[x]^2, {x, 0, Pi}]", "Pi/2"),
    ("Integrate[1/x^2, {x, 1, Infinity}]", "1"),
    ("Integrate[E^(-x), {x, 0, Infinity}]", "1"),
    ("Integrate[Exp[-x^2], {x, -Infinity, Infinity}]", "Sqrt[Pi]"),
    ("Integrate[x^2 y, {x, 0, 1}, {y, 0, 2}]", "2/3"),
    ("Integrate[f[x], x]", "Integrate[f[x], x]"),
    ("Integrate[{x, x^2}, x]", "{x^2/2, x^3/3}"),
    ("Integrate[{1/x, f[x]}, {x, 1, 2}]", "{Log[2], Integrate[f[x], {x, 1, 2}]}"),
    ("Integrate[2.5 x, x]", "1.25 x^2"),
    ("Integrate[Sin[x], {x, 0, 1.}]", "0.459698"),
    ("Integrate[x, 2]", "Integrate[x, 2]",
     ["Integrate::ilim: Invalid integration variable or limit(s) in 2."]),
    ("Integrate[x]", "Integrate[x]",
     ["Integrate::argmu: Integrate called with 1 argument; 2 or more arguments are "
      "expected."]),
    ("Integrate[1/x, {x, 0, 1}]", "Integrate[1/x, {x, 0, 1}]",
     ["Integrate::idiv: Integral of 1/x does not converge on {0, 1}."]),
]

SUMS = [
    ("Sum[k^2, {k, 1, 10}]", "385"),
    ("Sum[x^k, {k, 0, 3}]", "1 + x + x^2 + x^3"),
    ("Sum[1/k^2, {k, 1, Infinity}]", "Pi^2/6"),
    ("Sum[i j, {i, 1, 3}, {j, 1, i}]", "25"),
    ("Sum[1/2^k, {k, 1, Infinity}]", "1"),
    ("Sum[x^k/k!, {k, 0, Infinity}]", "E^x"),
    ("Sum[(-1)^k/(2 k + 1), {k, 0, Infinity}]", "Pi/4"),
    ("Sum[1/k, {k, 1, n}]", "HarmonicNumber[n]"),
    ("Sum[a^k, {k, 0, n}]", "(-1 + a^(1 + n))/(-1 + a)"),
    ("Sum[Binomial[n, k], {k, 0, n}]", "2^n"),
    ("Sum[i, {i, 10}]", "55"),
    ("Sum[i^2, {i, 1, 10, 2}]", "165"),
    ("Sum[f[i], {i, 1, 3}]", "f[1] + f[2] + f[3]"),
    ("Sum[1/i, {i, 1, 5}]", "137/60"),
    ("Sum[x, {i, 1, 4}]", "4 x"),
    ("Sum[i, {i, {a, b, c}}]", "a + b + c"),
    ("Sum[i + j, {i, 1, 2}, {j, 1, 2}]", "12"),
    ("Sum[1.5 k, {k, 1, 4}]", "15."),
    ("Sum[k, {k, 1, 20000}]", "200010000"),
    ("Sum[k^2, {k, 0, 100000}]", "333338333350000"),
    ("Sum[Mod[k, 7], {k, 1, 30000}]", "90000"),
    ("Sum[i, {i, 1/2, 5/2}]", "9/2"),
    ("Sum[i, {i, 0.5, 2}]", "2."),
    ("Sum[f[i], {i, a, a + 2}]", "f[a] + f[1 + a] + f[2 + a]"),
    ("Sum[k, {k, 1, 10, 0}]", "Sum[k, {k, 1, 10, 0}]",
     ["Sum::iterb: Iterator {k, 1, 10, 0} does not have appropriate bounds."]),
    ("k = 5; Sum[k, {k, 1, 3}]", "6"),
    ("k = 5; Sum[k, {k, 1, 3}]; k", "5"),
    ("Sum[k, {k, 1, Infinity}]", "Sum[k, {k, 1, Infinity}]",
     ["Sum::div: Sum does not converge."]),
    ("Sum[k, {2, 1, 3}]", "Sum[k, {2, 1, 3}]",
     ["Sum::itform: Argument {2, 1, 3} at position 2 does not have the correct form for an "
      "iterator."]),
    ("Product[k, {k, 1, 10}]", "3628800"),
    ("Product[k, {k, 1, n}]", "n!"),
    ("Product[x - k, {k, 1, 3}]", "(-3 + x) (-2 + x) (-1 + x)"),
    ("Product[2, {k, 1, n}]", "2^n"),
    ("Product[(k + 1)/k, {k, 1, n}]", "1 + n"),
    ("Product[i, {i, 5}]", "120"),
    ("Product[x + i, {i, 0, 2}]", "x (1 + x) (2 + x)"),
]

LIMITS = [
    ("Limit[Sin[x]/x, x -> 0]", "1"),
    ("Limit[(1 + 1/n)^n, n -> Infinity]", "E"),
    ("Limit[1/x, x -> 0]", "Indeterminate"),
    ("Limit[1/x, x -> 0, Direction -> \"FromAbove\"]", "Infinity"),
    ("Limit[1/x^2, x -> 0]", "Infinity"),
    ("Limit[x Log[x], x -> 0]", "0"),
    ("Limit[(Sin[x] - x)/x^3, x -> 0]", "-1/6"),
    ("Limit[Exp[-x], x -> Infinity]", "0"),
    ("Limit[x^2, x -> a]", "a^2"),
    ("Limit[(x^2 - 1)/(x - 1), x -> 1]", "2"),
    ("Limit[Abs[x]/x, x -> 0, Direction -> \"FromBelow\"]", "-1"),
    ("Limit[Abs[x]/x, x -> 0, Direction -> \"FromAbove\"]", "1"),
    ("Limit[Abs[x]/x, x -> 0, Direction -> -1]", "1"),
    ("Limit[{Sin[x]/x, Cos[x]}, x -> 0]", "{1, 1}"),
    ("Limit[(1 + a/n)^n, n -> Infinity]", "E^a"),
    ("Limit[Sin[1/x], x -> 0]", "Interval[{-1, 1}]"),
    ("Limit[f[x], x -> 0]", "Limit[f[x], x -> 0]"),
    ("Limit[x, 0]", "Limit[x, 0]",
     ["Limit::lim: Limit specification 0 is neither a list of rules nor a rule."]),
    ("Limit[Sin[x]/x]", "Limit[Sin[x]/x]",
     ["Limit::argr: Limit called with 1 argument; 2 arguments are expected."]),
]

SERIES = [
    ("Series[Exp[x], {x, 0, 3}] // FullForm",
     "SeriesData[x, 0, List[1, 1, Rational[1, 2], Rational[1, 6]], 0, 4, 1]"),
    ("Series[Sin[x], {x, 0, 5}] // FullForm",
     "SeriesData[x, 0, List[1, 0, Rational[-1, 6], 0, Rational[1, 120]], 1, 6, 1]"),
    ("Series[x^5, {x, 0, 3}] // FullForm", "SeriesData[x, 0, List[], 4, 4, 1]"),
    ("Series[Sqrt[x] Exp[x], {x, 0, 2}] // FullForm",
     "SeriesData[x, 0, List[1, 0, 1], 1, 5, 2]"),
    ("Normal[Series[Exp[x], {x, 0, 3}]]", "1 + x + x^2/2 + x^3/6"),
    ("Normal[Series[Sin[x], {x, 0, 5}]] /. x -> 1", "101/120"),
    ("Normal[Series[1/(1 - x), {x, 0, 4}]]", "1 + x + x^2 + x^3 + x^4"),
    ("Normal[Series[Cos[x], {x, 0, 4}]]", "1 - x^2/2 + x^4/24"),
    ("Normal[Series[Log[1 + x], {x, 0, 3}]]", "x - x^2/2 + x^3/3"),
    ("Normal[Series[Exp[x], {x, 1, 2}]] // FullForm",
     "Plus[E, Times[E, Plus[-1, x]], Times[Rational[1, 2], E, Power[Plus[-1, x], 2]]]"),
    ("Series[{Sin[x], Cos[x]}, {x, 0, 2}] // Normal", "{x, 1 - x^2/2}"),
    ("Series[f[x], {x, 0, 2}] // Normal // FullForm",
     "Plus[f[0], Times[x, Derivative[1][f][0]], "
     "Times[Rational[1, 2], Power[x, 2], Derivative[2][f][0]]]"),
    ("Series[Sin[x], x]", "Series[Sin[x], x]",
     ["Series::sspec: Series specification x is not a list with three elements."]),
    ("Series[Sin[x], {1, 0, 3}]", "Series[Sin[x], {1, 0, 3}]",
     ["Series::ivar: 1 is not a valid variable."]),
]

# what a SeriesData prints as (mathilda.algorithms.calculus.series.series_form)
SERIES_FORM = [
    ("Series[Exp[x], {x, 0, 3}]", "1 + x + x^2/2 + x^3/6 + O[x]^4"),
    ("Series[Sin[x], {x, 0, 5}]", "x - x^3/6 + x^5/120 + O[x]^6"),
    ("Series[Cos[x], {x, 0, 3}]", "1 - x^2/2 + O[x]^4"),
    ("Series[1/(1 - x), {x, 0, 3}]", "1 + x + x^2 + x^3 + O[x]^4"),
    ("Series[1/Sin[x], {x, 0, 3}]", "1/x + x/6 + (7 x^3)/360 + O[x]^4"),
    ("Series[Sqrt[x] Exp[x], {x, 0, 2}]", "Sqrt[x] + x^(3/2) + O[x]^(5/2)"),
    ("Series[Exp[1/x], {x, Infinity, 3}]", "1 + 1/x + 1/(2 x^2) + 1/(6 x^3) + O[1/x]^4"),
    ("Series[ArcTan[x], {x, Infinity, 3}]", "Pi/2 - 1/x + 1/(3 x^3) + O[1/x]^4"),
    ("Series[x^5, {x, 0, 3}]", "O[x]^4"),
    ("Series[Exp[a x], {x, 0, 2}]", "1 + a x + (a^2 x^2)/2 + O[x]^3"),
    ("Series[Exp[x], {x, 0, 0}]", "1 + O[x]"),
    ("Series[x Log[x], {x, 0, 2}]", "x Log[x] + O[x]^3"),
]

NUMERIC = [
    ("NIntegrate[Sin[x], {x, 0, Pi}]", "2."),
    ("NIntegrate[Exp[-x^2], {x, -Infinity, Infinity}]", "1.77245"),
    ("NIntegrate[x y, {x, 0, 1}, {y, 0, x}]", "0.125"),
    ("NIntegrate[1/Sqrt[x], {x, 0, 1}]", "2."),
    ("NIntegrate[x^2, {x, 0, 1}]", "0.333333"),
    ("NIntegrate[1/(1 + x^2), {x, -Infinity, Infinity}]", "3.14159"),
    ("NIntegrate[Exp[I x], {x, 0, Pi}]", "0. + 2. I"),
    ("NIntegrate[f[x], {x, 0, 1}]", "NIntegrate[f[x], {x, 0, 1}]",
     ["NIntegrate::inumr: The integrand f[x] has evaluated to non-numerical values for all "
      "sampling points in the region with boundaries {{0, 1}}."]),
    ("NIntegrate[x, x]", "NIntegrate[x, x]",
     ["NIntegrate::nlim: x is not a valid limit of integration."]),
    ("FindRoot[Cos[x] == x, {x, 1}]", "{x -> 0.739085}"),
    ("FindRoot[x^2 - 2, {x, 1}]", "{x -> 1.41421}"),
    ("FindRoot[Exp[x] == 2, {x, 0}]", "{x -> 0.693147}"),
    ("FindRoot[x^3 - 2 x - 5, {x, 2}]", "{x -> 2.09455}"),
    ("FindRoot[Sin[x] == 0, {x, 3}]", "{x -> 3.14159}"),
    ("FindRoot[{x + y == 3, x - y == 1}, {{x, 0}, {y, 0}}]", "{x -> 2., y -> 1.}"),
    ("FindRoot[{Exp[x] + y == 2, x - y == 0}, {{x, 0}, {y, 0}}]",
     "{x -> 0.442854, y -> 0.442854}"),
    ("FindRoot[Cos[x] == x, x]", "FindRoot[Cos[x] == x, x]",
     ["FindRoot::fdss: Search specification x should be a list with 2 to 5 elements."]),
    ("FindRoot[f[x], {x, 1}]", "FindRoot[f[x], {x, 1}]",
     ["FindRoot::nlnum: The function value {f[1.]} is not a list of numbers with "
      "dimensions {1} at {x} = {1.}."]),
]

SOLVE = [
    ("Solve[x^2 == 4, x]", "{{x -> -2}, {x -> 2}}"),
    ("Solve[{x + y == 1, x - y == 3}, {x, y}]", "{{x -> 2, y -> -1}}"),
    ("Solve[a x + b == 0, x]", "{{x -> -(b/a)}}"),
    ("Solve[x^2 + 1 == 0, x]", "{{x -> -I}, {x -> I}}"),
    ("Solve[x == x + 1, x]", "{}"),
    ("Solve[x == x, x]", "{{}}"),
    ("Solve[True, x]", "{{}}"),
    ("Solve[x^2 == 1]", "{{x -> -1}, {x -> 1}}"),
    ("Solve[x^2 - 5 x + 6 == 0, x]", "{{x -> 2}, {x -> 3}}"),
    ("Solve[2 x + 3 == 7, x]", "{{x -> 2}}"),
    ("Solve[x^2 == a, x]", "{{x -> -Sqrt[a]}, {x -> Sqrt[a]}}"),
    ("Solve[Exp[x] == 2, x]", "{{x -> Log[2]}}"),
    ("Solve[x + y == 1, x]", "{{x -> 1 - y}}"),
    ("Solve[{x == 1, x == 2}, x]", "{}"),
    ("Solve[x^3 == 1, x, Reals]", "{{x -> 1}}"),
    ("Solve[x^2 == -4, x, Reals]", "{}"),
    ("Solve[{x + y == 2, x y == 1}, {x, y}]", "{{x -> 1, y -> 1}}"),
    ("Solve[x^2 + y == 3 && x == 1, {x, y}]", "{{x -> 1, y -> 2}}"),
    ("Solve[{a x + y == 1, x - y == 0}, {x, y}]", "{{x -> 1/(1 + a), y -> 1/(1 + a)}}"),
    ("Solve[f[x] + 1 == 3, f[x]]", "{{f[x] -> 2}}"),
    ("Solve[{x^2 == 4, x > 0}, x]", "{{x -> 2}}"),
    ("Solve[x^2 == 4 && x > 0, x]", "{{x -> 2}}"),
    ("Solve[{x^2 == 4, x != 2}, x]", "{{x -> -2}}"),
    ("Solve[{x^2 + y^2 == 5, x y == 2, x > 0, y > x}, {x, y}]", "{{x -> 1, y -> 2}}"),
    ("Solve[x^2 < 4, x]", "{{x -> ConditionalExpression[x, -2 < x < 2]}}"),
    ("Solve[x^2 == 1, 2]", "Solve[x^2 == 1, 2]", ["Solve::ivar: 2 is not a valid variable."]),
    ("Solve[x^2, x]", "Solve[x^2, x]",
     ["Solve::naqs: x^2 is not a quantified system of equations and inequalities."]),
    ("NSolve[x^2 == 2, x]", "{{x -> -1.41421}, {x -> 1.41421}}"),
    ("NSolve[x^3 - 2 x + 1 == 0, x]", "{{x -> -1.61803}, {x -> 0.618034}, {x -> 1.}}"),
    ("NSolve[x^2 + 1 == 0, x]", "{{x -> 0. - 1. I}, {x -> 0. + 1. I}}"),
    ("NSolve[x^3 + x + 1 == 0, x]",
     "{{x -> -0.682328}, {x -> 0.341164 - 1.16154 I}, {x -> 0.341164 + 1.16154 I}}"),
    ("NSolve[x^5 - x - 1 == 0, x] // Length", "5"),
    ("NSolve[{x^2 + y^2 == 2, x - y == 0}, {x, y}]",
     "{{x -> -1., y -> -1.}, {x -> 1., y -> 1.}}"),
    ("NSolve[x^2 == 2, 3]", "NSolve[x^2 == 2, 3]", ["NSolve::ivar: 3 is not a valid variable."]),
]

KNOWN_OTHER_MODULES = [
    ("Sum[k, {k, 1, n}]", "1/2 n (1 + n)", "printer: rational coefficient of a product"),
    ("Sum[k^2, {k, 1, n}]", "1/6 n (1 + n) (1 + 2 n)",
     "printer: rational coefficient of a product"),
    ("Sum[2^k, {k, 0, n}]", "-1 + 2^(1 + n)", "arithmetic: 2 2^n should be 2^(1 + n)"),
    ("Product[k^2, {k, 1, n}]", "(n!)^2", "printer: Factorial inside Power"),
    ("Sin'", "Cos[#1] &", "printer: Slot[1] prints as #1"),
    ("Derivative[2][Sin]", "-Sin[#1] &", "printer: Slot[1] prints as #1"),
    ("D[Log[Sin[x]], x]", "Cot[x]", "arithmetic: Cos[x]/Sin[x] should be Cot[x]"),
    ("Series[Exp[x], {x, 0, 3}]", "1 + x + x^2/2 + x^3/6 + O[x]^4",
     "printer: SeriesData should print through series.series_form"),
    ("Normal[Series[Exp[x], {x, 1, 2}]]", "E + E (-1 + x) + 1/2 E (-1 + x)^2",
     "printer: rational coefficient of a product"),
    ("Series[f[x], {x, 0, 2}] // Normal", "f[0] + x f'[0] + 1/2 x^2 f''[0]",
     "printer: rational coefficient of a product"),
    ("Solve[x^5 + 2 x + 1 == 0, x][[1]]", "{x -> Root[1 + 2 #1 + #1^5 &, 1]}",
     "ordering of powers of #1; printer: #1"),
]


@pytest.mark.parametrize("row", D_ROWS + INTEGRATE + SUMS + LIMITS + SERIES + NUMERIC + SOLVE,
                         ids=lambda r: r[0])
def test_calculus(row):
    check(*row)


@pytest.mark.parametrize("row", SERIES_FORM, ids=lambda r: r[0])
def test_series_form(row):
    from mathilda.algorithms.calculus.series import series_form
    text, expected = row
    s = Session()
    r = s.evaluate(text)
    assert r.head is S.SeriesData
    form = series_form(r)
    assert form.head is S.HoldForm
    assert str(form.args[0]) == expected


@pytest.mark.parametrize("row", KNOWN_OTHER_MODULES, ids=lambda r: r[0])
def test_known_dependencies(row):
    text, expected, reason = row
    r = str(Session().evaluate(text))
    if r != expected:
        pytest.xfail("%s (got %s)" % (reason, r))


def test_series_form_about_a_point():
    from mathilda.algorithms.calculus.series import series_form
    r = Session().evaluate("Series[Log[x], {x, 1, 3}]")
    assert series_form(r).full_form() == (
        "HoldForm[Plus[Plus[-1, x], Times[Rational[-1, 2], Power[Plus[-1, x], 2]], "
        "Times[Rational[1, 3], Power[Plus[-1, x], 3]], Power[O[Plus[-1, x]], 4]]]")


def test_derivative_pure_functions():
    s = Session()
    r = s.evaluate("Sin'")
    assert r.full_form() == "Function[Cos[Slot[1]]]"
    assert s.evaluate("Derivative[2][Sin]").full_form() == "Function[Times[-1, Sin[Slot[1]]]]"
    assert s.evaluate("(#^3 &)'").full_form() == "Function[Times[3, Power[Slot[1], 2]]]"
    assert s.evaluate("Derivative[1][Exp]").full_form() == "Function[Power[E, Slot[1]]]"
    assert s.evaluate("f'[x]").full_form() == "Derivative[1][f][x]"


def test_sum_block_scoping_and_native_path():
    from mathilda.bridges.sympy import STATS
    s = Session()
    before = dict(STATS)
    assert str(s.evaluate("Sum[k^2, {k, 1, 1000}]")) == "333833500"
    assert str(s.evaluate("Product[1 + 1/k, {k, 1, 99}]")) == "100"
    assert STATS == before            # numeric ranges are added by the evaluator
    assert str(s.evaluate("Sum[k, {k, 1, n}] /. n -> 10")) == "55"
    assert STATS != before            # a symbolic bound goes through SymPy


def test_nintegrate_oscillating_integrands_are_refined():
    """The whole range at once gave Sin[200 x] Exp[-x] on [0, 10] wrong by 1e-1 and
    Sin[1/x] near 0 by 1e-4; the adaptive halving agrees with closed forms."""
    import math
    from mathilda.session import Session
    s = Session()
    r = s.evaluate("NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]")
    exact = 200 * (1 - math.exp(-10) * (math.cos(2000) + math.sin(2000) / 200)) / 40001
    assert abs(r.value - exact) < 1e-12
    r = s.evaluate("NIntegrate[Sin[1/x], {x, 0.001, 1}]")
    assert abs(r.value - 0.50406649787748705) < 1e-11      # = Integrate[Sin[u]/u^2, {u, 1, 1000}]
    assert str(s.evaluate("NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]")) == "0.00499996"
