"""Interpolation, ListInterpolation and the InterpolatingFunction object (shared with NDSolve).

Each row: input, exact OutputForm, and the messages (if any); values checked against SciPy
and against the Lagrange polynomial through the nearest points in the same tests."""

import pytest

from support import check_row
from mathilda.session import Session

_INHR2 = "Interpolation::inhr: Requested order is too high; order has been reduced to {2}."
_DMVAL = ("InterpolatingFunction::dmval: Input value {%s} lies outside the range of data in "
          "the interpolating function. Extrapolation will be used.")

ROWS = [
    # reference page examples (Interpolation, InterpolatingFunction) and values from them
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]", "InterpolatingFunction[{{1., 6.}}, <>]"),
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; f[2.5]", "2.4375"),
    ("f = Interpolation[{{0, 0}, {1, 2}, {2, 4}, {3, 8}, {4, 16}, {5, 32}}]; {f[3.4], f'[3.4]}",
     "{10.496, 7.25333}"),
    ("{Interpolation[{1, 4, 9}][5/2], Interpolation[{1., 4., 9.}][3/2]}", "{25/4, 2.25}",
     [_INHR2, _INHR2]),
    ("Interpolation[{{0, 0}, {1, 1}, {2, 4}}][3]", "9", [_INHR2, _DMVAL % "3"]),
    ("f = Interpolation[{{0, 0}, {1, 1}, {2, 4}}]; {f'[1], f''[1], Head[f']}",
     "{2, 2, InterpolatingFunction}", [_INHR2]),
    ("Head[Interpolation[{{0, 1}, {1, 4}, {2, 9}, {3, 16}}]]", "InterpolatingFunction"),
    # exact data at exact points: exact values (the reference page's "exact arithmetic")
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; {f[5/2], f[2], f'[5/2]}", "{39/16, 2, 23/24}"),
    ("Interpolation[{1, 2, 3, 5, 8, 5}][Pi]", "3 - (3 Pi)/2 + Pi^2/2"),
    ("Interpolation[{{0, 0}, {1, 1}, {2, 4}}, 1/2, InterpolationOrder -> 1]", "1/2"),
    ("Interpolation[{a, b, c, d}][5/2]", "-a/16 + (9 b)/16 + (9 c)/16 - d/16"),
    ("Interpolation[{a, b, c, d}][2.5]", "-0.0625 a + 0.5625 b + 0.5625 c - 0.0625 d"),
    # lists of arguments, vector values, derivative data, orders
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; f[{1.5, 2.5}]", "{1.5625, 2.4375}"),
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; f[Range[6]]", "{1, 2, 3, 5, 8, 5}"),
    ("Interpolation[{{1, {1, 2}}, {2, {3, 4}}, {3, {5, 7}}}, InterpolationOrder -> 1][2.5]",
     "{4., 5.5}"),
    ("Interpolation[{{{0}, 0, 1}, {{1}, 1, 0}, {{2}, 0, -1}}][1/2]", "5/8"),
    ("Interpolation[{{{0}, 0, 1}, {{1}, 1, 0}, {{2}, 0, -1}}]'[0.5]", "1.25"),
    ("Interpolation[{1, 2, 3, 5, 8, 5}, InterpolationOrder -> 1][{1.5, 4.5}]", "{1.5, 6.5}"),
    ("Interpolation[{1, 2, 3, 5, 8, 5}, InterpolationOrder -> 2][3.5]", "3.875"),
    ("D[Interpolation[{1, 2, 3, 5, 8, 5}][x], x] /. x -> 2.5", "0.958333"),
    # properties
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; {f[\"Domain\"], f[\"InterpolationOrder\"], "
     "f[\"DerivativeOrder\"], f'[\"DerivativeOrder\"]}", "{{{1., 6.}}, {3}, {0}, {1}}"),
    ("Interpolation[{{1, 4}, {2, 5}, {4, 7}}, InterpolationOrder -> 1][\"Coordinates\"]",
     "{{1, 2, 4}}"),
    ("Interpolation[{1, 2, 3, 5, 8, 5}][\"ValuesOnGrid\"]", "{1, 2, 3, 5, 8, 5}"),
    # ListInterpolation
    ("ListInterpolation[{1, 2, 3, 5, 8, 5}]", "InterpolatingFunction[{{1., 6.}}, <>]"),
    ("ListInterpolation[{1, 2, 3, 5, 8, 5}][2.5]", "2.4375"),
    ("f = ListInterpolation[{{1, 2}, {3, 5}}, InterpolationOrder -> 1]; f[3/2, 3/2]", "11/4"),
    ("ListInterpolation[{{1, 2}, {3, 5}}, InterpolationOrder -> 1]",
     "InterpolatingFunction[{{1., 2.}, {1., 2.}}, <>]"),
    ("f = ListInterpolation[{0, 1, 4, 9}, {{0, 3}}]; f[5/2]", "25/4"),
    ("f = ListInterpolation[{0, 1, 4, 9}, {{0, 1, 2, 3}}]; f[1.5]", "2.25"),
    ("ListInterpolation[Table[x^2 + y, {x, 5}, {y, 5}]][2.5, 1.5]", "7.75"),
    ("Interpolation[Flatten[Table[{{x, y}, x y}, {x, 0, 3}, {y, 0, 3}], 1]][1.5, 2.5]",
     "3.75"),
    # NDSolve's InterpolatingFunction: the same object (exact arguments, derivatives)
    ("s = NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]; {y[1/2], y'[0.5], y[Pi/4]} /. "
     "s[[1]]", "{1.64872, 1.64872, 2.19328}"),
    # bad input: messages, unevaluated
    ("Interpolation[{{1, 2}, {1, 3}}]", "Interpolation[{{1, 2}, {1, 3}}]",
     ["Interpolation::inddp: The point 1 in dimension 1 is duplicated."]),
    ("Interpolation[{{x, 2}, {1, 3}}]", "Interpolation[{{x, 2}, {1, 3}}]",
     ["Interpolation::indat: Data point {x, 2} contains abscissa x, which is not a real "
      "number."]),
    ("Interpolation[{1, 2, 3}, InterpolationOrder -> -1]",
     "Interpolation[{1, 2, 3}, InterpolationOrder -> -1]",
     ["Interpolation::iord: Value of option InterpolationOrder -> -1 should be a non-negative "
      "machine-sized integer or a list of integers with length equal to the number of "
      "dimensions, 1."]),
    ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; f[a]", "InterpolatingFunction[{{1., 6.}}, <>][a]"),
    ("Interpolation[{1, 2, 3, 5}][7.]", "27.", [_DMVAL % "7."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


def test_values_against_scipy_and_lagrange():
    import numpy as np
    from scipy.interpolate import BarycentricInterpolator, make_interp_spline
    s = Session()
    xs = np.sort(np.random.default_rng(1).uniform(0, 10, 40))
    ys = np.sin(xs)
    s.evaluate("data = %s" % str([[float(a), float(b)] for a, b in zip(xs, ys)])
               .replace("[", "{").replace("]", "}").replace("e", "*^"))
    pts = np.linspace(xs[0], xs[-1], 57)
    s.evaluate("pts = %s" % ("{" + ", ".join(repr(float(p)).replace("e", "*^") for p in pts)
                             + "}"))
    got = np.array(s.evaluate("Interpolation[data][pts]").to_python())
    # the local cubic through the four nearest points (the interval's ends and one either side)
    want = []
    for p in pts:
        i = min(max(np.searchsorted(xs, p, side="right") - 1, 0), len(xs) - 2)
        st = min(max(i - 1, 0), len(xs) - 4)
        want.append(BarycentricInterpolator(xs[st:st + 4], ys[st:st + 4])(p))
    assert np.allclose(got, want, rtol=1e-12, atol=1e-12)
    spl = make_interp_spline(xs, ys, k=3)
    got = np.array(s.evaluate("Interpolation[data, Method -> \"Spline\"][pts]").to_python())
    assert np.allclose(got, spl(pts), rtol=1e-12, atol=1e-12)
    got = np.array(s.evaluate("Interpolation[data, Method -> \"Spline\"]'[pts]").to_python())
    assert np.allclose(got, spl(pts, nu=1), rtol=1e-10, atol=1e-10)


def test_packed_arguments_give_packed_results():
    s = Session()
    r = s.evaluate("f = Interpolation[Table[{x, x^2}, {x, 0., 10., 0.5}]]; "
                   "v = f[Range[0., 10., 0.001]]; {Developer`PackedArrayQ[v], Length[v], "
                   "Max[Abs[v - Range[0., 10., 0.001]^2]] < 10^-12}")
    assert str(r) == "{True, 10001, True}"


def test_two_dimensional_against_tensor_lagrange():
    s = Session()
    # a bicubic polynomial is reproduced exactly by tensor-product cubics
    s.evaluate("g = ListInterpolation[Table[x^3 - 2 x y^2 + y^3, {x, 0, 6}, {y, 0, 5}], "
               "{{0, 6}, {0, 5}}]")
    assert str(s.evaluate("g[7/3, 11/4]")) == str(s.evaluate("x^3 - 2 x y^2 + y^3 /. "
                                                               "{x -> 7/3, y -> 11/4}"))
    assert str(s.evaluate("Derivative[1, 1][g][2.5, 1.5]")) == "-6."
