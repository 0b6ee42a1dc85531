"""Series as SeriesData (arithmetic, D, multivariate, non-analytic input left alone), Sum and
Product closed forms in the Wolfram form, NDSolveValue and the InterpolatingFunction at exact
arguments, ArcLength of curves."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # Series: SeriesData objects, printed as sums with an O term
    ("FullForm[Series[(1 - 3 x + 2 x^2)/x, {x, 0, 3}]]",
     "SeriesData[x, 0, List[1, -3, 2], -1, 4, 1]"),
    ("Series[Exp[x], {x, 0, 3}] + Series[Sin[x], {x, 0, 4}]", "1 + 2 x + x^2/2 + O[x]^4"),
    ("Series[Exp[x], {x, 0, 3}] Series[Sin[x], {x, 0, 3}]", "x + x^2 + x^3/3 + O[x]^4"),
    ("1/Series[Cos[x], {x, 0, 4}]", "1 + x^2/2 + (5 x^4)/24 + O[x]^5"),
    ("Series[Exp[x], {x, 0, 3}]^2", "1 + 2 x + 2 x^2 + (4 x^3)/3 + O[x]^4"),
    ("Sqrt[Series[Exp[x], {x, 0, 3}]]", "1 + x/2 + x^2/8 + x^3/48 + O[x]^4"),
    ("x Series[Exp[x], {x, 0, 3}]", "x + x^2 + x^3/2 + x^4/6 + O[x]^5"),
    ("Series[Exp[x], {x, 0, 3}] + x^2", "1 + x + (3 x^2)/2 + x^3/6 + O[x]^4"),
    ("2 Series[Exp[x], {x, 0, 3}]", "2 + 2 x + x^2 + x^3/3 + O[x]^4"),
    ("Series[Sin[x], {x, 0, 5}]/x", "1 - x^2/6 + x^4/120 + O[x]^5"),
    ("Series[Exp[x], {x, 0, 3}] + Series[Exp[y], {y, 0, 3}]",
     "(1 + x + x^2/2 + x^3/6 + O[x]^4) + (1 + y + y^2/2 + y^3/6 + O[y]^4)"),
    ("Series[Exp[x], {x, 0, 2}] Sin[x]", "x + x^2 + x^3/3 + O[x]^4"),
    ("D[Series[Sin[x], {x, 0, 5}], x]", "1 - x^2/2 + x^4/24 + O[x]^5"),
    ("Integrate[Series[Cos[x], {x, 0, 4}], x]", "x - x^3/6 + x^5/120 + O[x]^6"),
    ("Integrate[Series[Sqrt[x] Exp[x], {x, 0, 2}], x]",
     "(2 x^(3/2))/3 + (2 x^(5/2))/5 + O[x]^(7/2)"),
    ("D[Series[Exp[x y], {x, 0, 2}, {y, 0, 2}], y]",
     "O[y]^2 + x (1 + O[y]^2) + x^2 (y + O[y]^2) + O[x]^3"),
    ("Normal[Series[Exp[x], {x, 0, 3}] Series[Exp[-x], {x, 0, 3}]]", "1"),
    ("Series[Sqrt[x] + x^2, {x, 0, 2}]", "Sqrt[x] + x^2 + O[x]^(5/2)"),
    ("Series[Sqrt[x] Exp[x], {x, 0, 2}] // FullForm",
     "SeriesData[x, 0, List[1, 0, 1], 1, 5, 2]"),
    ("Series[Sqrt[Sin[x]], {x, 0, 5}]", "Sqrt[x] - x^(5/2)/12 + x^(9/2)/1440 + O[x]^(11/2)"),
    ("Series[Exp[x^3] Sin[x], {x, 0, 8}]",
     "x - x^3/6 + x^4 + x^5/120 - x^6/6 + (2519 x^7)/5040 + x^8/120 + O[x]^9"),
    ("Series[x Log[x], {x, 0, 2}]", "x Log[x] + O[x]^3"),
    ("Series[Abs[x], {x, 0, 2}]", "Series[Abs[x], {x, 0, 2}]"),
    ("Series[Floor[x], {x, 0, 2}]", "Series[Floor[x], {x, 0, 2}]"),
    ("Series[Exp[x y], {x, 0, 2}, {y, 0, 2}]",
     "(1 + O[y]^3) + x (y + O[y]^3) + x^2 (y^2/2 + O[y]^3) + O[x]^3"),
    ("Normal[Series[Exp[x y], {x, 0, 2}, {y, 0, 2}]]", "1 + x y + (x^2 y^2)/2"),
    ("Normal[Series[Sin[x + y], {x, 0, 1}, {y, 0, 1}]]", "x + y"),
    # Sum and Product closed forms
    ("Sum[i^2, {i, 1, n}]", "1/6 n (1 + n) (1 + 2 n)"),
    ("Sum[1/k, {k, 1, n}]", "HarmonicNumber[n]"),
    ("Sum[1/k^3, {k, 1, n}]", "HarmonicNumber[n, 3]"),
    ("Sum[1/(k (k + 1)), {k, 1, n}]", "n/(1 + n)"),
    ("Sum[(-1)^k/k, {k, 1, Infinity}]", "-Log[2]"),
    ("Sum[1/k^s, {k, 1, Infinity}]", "Zeta[s]"),
    ("Sum[x^k/k, {k, 1, Infinity}]", "-Log[1 - x]"),
    ("Sum[Binomial[n, k], {k, 0, n}]", "2^n"),
    ("Sum[i^2, i]", "1/6 (-1 + i) i (-1 + 2 i)"),
    ("Sum[i, i]", "1/2 (-1 + i) i"),
    ("Sum[x^i, i]", "x^i/(-1 + x)"),
    ("Sum[i 2^i, i]", "2^i (-2 + i)"),
    ("Sum[1/i, i]", "PolyGamma[0, i]"),
    ("Sum[f[i], i]", "Sum[f[i], i]"),
    ("Product[k, {k, 1, n}]", "n!"),
    ("Product[2 k, {k, 1, n}]", "2^n n!"),
    ("Product[(k + 1)/k, {k, 1, n}]", "1 + n"),
    ("Product[x + k, {k, 0, n}]", "Pochhammer[x, 1 + n]"),
    ("Product[a^k, {k, 1, n}]", "a^(1/2 n (1 + n))"),
    ("Product[k, {k, 1, 2 n}]", "(2 n)!"),
    # NDSolveValue and InterpolatingFunction at exact arguments
    ("NDSolveValue[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]",
     "InterpolatingFunction[{{0., 1.}}, <>]"),
    ("NDSolveValue[{y'[x] == y[x], y[0] == 1}, y[1], {x, 0, 1}]", "2.71828"),
    ("NDSolveValue[{x'[t] == -y[t], y'[t] == x[t], x[0] == 1, y[0] == 0}, x[2] + y[2], "
     "{t, 0, 3}]", "0.493151"),
    ("NDSolveValue[{y''[x] + y[x] == 0, y[0] == 1, y'[0] == 0}, y[Pi], {x, 0, 4}]", "-1."),
    ("sol = NDSolve[{x'[t] == -x[t], x[0] == 1}, x, {t, 0, 5}]; "
     "Round[{x[Pi], x[Sqrt[2]]} /. First[sol], 0.0001]", "{0.0432, 0.2431}"),
    ("NDSolveValue[{y''[x] + y[x] == 0, y[0] == 1, y'[0] == 0}, {y[Pi], y'[Pi/2]}, "
     "{x, 0, 4}]", "{-1., -1.}"),
    ("s = NDSolve[{y''[x] == -y[x], y[0] == 0, y'[0] == 1}, y, {x, 0, 4}]; "
     "Round[{y'[1.], y''[1.]} /. First[s], 0.001]", "{0.54, -0.841}"),
    # ArcLength of curves
    ("ArcLength[{Cos[t], Sin[t]}, {t, 0, 2 Pi}]", "2 Pi"),
    ("ArcLength[{t, t^2}, {t, 0, 1}]", "Sqrt[5]/2 + ArcSinh[2]/4"),
    ("ArcLength[{t, Cosh[t]}, {t, -1, 1}]", "2 Sinh[1]"),
    ("ArcLength[{x[t], y[t]}, {t, a, b}]", "Integrate[Sqrt[x'[t]^2 + y'[t]^2], {t, a, b}]"),
]


@pytest.mark.parametrize("text, expected", ROWS)
def test_forms(session, text, expected):
    assert str(session.evaluate(text)) == expected


def test_ndsolvevalue_without_conditions_message():
    s = Session()
    r = s.evaluate("NDSolveValue[{y'[x] == y[x]}, y, {x, 0, 1}]")
    assert str(r) == "NDSolveValue[{y'[x] == y[x]}, y, {x, 0, 1}]"
    assert [str(m).split(":")[0] for m in s.messages] == ["NDSolve"]
