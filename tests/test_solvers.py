"""Solvers and optimisation: Reduce, DSolve, NDSolve with InterpolatingFunction,
FindMinimum/FindMaximum, NMinimize/NMaximize, Minimize/Maximize.
Each row: input, exact OutputForm, and the messages (if any)."""

import pytest

from mathilda.session import Session

_NSMET = "Reduce::nsmet: This system cannot be solved with the methods available to Reduce."

ROWS = [
    # --- Reduce: one variable -------------------------------------------------------------
    ("Reduce[x^2 == 4, x]", "x == -2 || x == 2"),
    ("Reduce[x^3 - x == 0, x]", "x == -1 || x == 0 || x == 1"),
    ("Reduce[(x - 1)^2 == 0, x]", "x == 1"),
    ("Reduce[x^2 + 1 == 0, x]", "x == -I || x == I"),
    ("Reduce[x^2 - 2 x - 3 < 0, x]", "-1 < x < 3"),
    ("Reduce[x^2 - 2 x - 3 >= 0, x]", "x <= -1 || x >= 3"),
    ("Reduce[1/x > 0, x]", "x > 0"),
    ("Reduce[1/x < 1, x]", "x < 0 || x > 1"),
    ("Reduce[(x - 1)/(x + 2) >= 0, x]", "x < -2 || x >= 1"),
    ("Reduce[x^2 >= 0, x]", "True"),
    ("Reduce[x^2 < 0, x]", "False"),
    ("Reduce[x^2 <= 0, x]", "x == 0"),
    ("Reduce[x^3 < x, x]", "x < -1 || 0 < x < 1"),
    ("Reduce[x^2 (x - 1) >= 0, x]", "x == 0 || x >= 1"),
    ("Reduce[Abs[x - 1] <= 2, x]", "-1 <= x <= 3"),
    ("Reduce[Sqrt[x] < 2, x]", "0 <= x < 4"),
    ("Reduce[x^2 < 2, x]", "-Sqrt[2] < x < Sqrt[2]"),
    ("Reduce[2 x + 3 == 7, x]", "x == 2"),
    ("Reduce[x == x, x]", "True"),
    ("Reduce[x^2 == -4, x, Reals]", "False"),
    ("Reduce[x^2 == 1, x, Complexes]", "x == -1 || x == 1"),
    ("Reduce[x^2 == 2, x, Integers]", "False"),
    ("Reduce[x^2 < 3, x, Integers]", "x == -1 || x == 0 || x == 1"),
    ("Reduce[x >= 2.5, x, Integers]", "x ∈ Integers && x >= 3"),
    ("Reduce[x^2 - 1 == 0 && x < 0, x]", "x == -1"),
    ("Reduce[x^2 < 1 || x > 3, x]", "-1 < x < 1 || x > 3"),
    ("Reduce[0 < x <= 2 && x != 1, x]", "0 < x < 1 || 1 < x <= 2"),
    ("Reduce[!(x > 0), x]", "x <= 0"),
    ("Reduce[x != 0, x]", "x != 0"),
    ("Reduce[x != 0, x, Reals]", "x < 0 || x > 0"),
    ("Reduce[x^2 == a, x]", "x == -Sqrt[a] || x == Sqrt[a]"),
    ("Reduce[a x + b == 0, x]", "(b == 0 && a == 0) || (a != 0 && x == -(b/a))"),
    ("Reduce[a x == 1, x]", "a != 0 && x == 1/a"),
    ("Reduce[Sin[x] == 0, x]",
     "C[1] ∈ Integers && (x == 2 Pi C[1] || x == Pi + 2 Pi C[1])"),
    ("Reduce[Cos[x] == 1, x]", "C[1] ∈ Integers && x == 2 Pi C[1]"),
    ("Reduce[x^2 - 1 == 0]", "x == -1 || x == 1"),
    # --- Reduce: systems -------------------------------------------------------------------
    ("Reduce[{x + y == 3, 2 x - y == 0}, {x, y}]", "x == 1 && y == 2"),
    ("Reduce[{x + y + z == 6, x - y == 0, z == 2 x}, {x, y, z}]",
     "x == 3/2 && y == 3/2 && z == 3"),
    ("Reduce[{x + y == 1, x + y == 2}, {x, y}]", "False"),
    ("Reduce[x y == 1 && x == 2, {x, y}]", "x == 2 && y == 1/2"),
    ("Reduce[x + y == 1, {x, y}]", "y == 1 - x"),
    # --- Reduce: bad input -------------------------------------------------------------------
    ("Reduce[x^2 == 1, x, Foo]", "Reduce[x^2 == 1, x, Foo]", [_NSMET]),
    ("Reduce[x^2 == 1, \"x\"]", "Reduce[x^2 == 1, x]",
     ["Reduce::ivar: \"x\" is not a valid variable."]),
    ("Reduce[Sin[x] == x, x]", "Reduce[Sin[x] == x, x]", [_NSMET]),
    ("Reduce[x > y, {x, y}]", "y < x", []),
    ("Reduce[x^3 + y^3 > 1, {x, y}]", "Reduce[x^3 + y^3 > 1, {x, y}]", [_NSMET]),
    ("Reduce[f[x], x]", "Reduce[f[x], x]",
     ["Reduce::naqs: f[x] is not a quantified system of equations and inequalities."]),
    ("Reduce[]", "Reduce[]",
     ["Reduce::argb: Reduce called with 0 arguments; between 1 and 3 arguments are "
      "expected."]),
    # --- DSolve ----------------------------------------------------------------------------------
    ("DSolve[y'[x] == 3 y[x], y[x], x]", "{{y[x] -> E^(3 x) C[1]}}"),
    ("DSolve[y'[x] == a y[x], y[x], x]", "{{y[x] -> E^(a x) C[1]}}"),
    ("DSolve[y'[x] == -y[x]/x, y[x], x]", "{{y[x] -> C[1]/x}}"),
    ("DSolve[y''[x] == 6 x, y[x], x]", "{{y[x] -> x^3 + C[1] + x C[2]}}"),
    ("DSolve[y''[x] + 4 y[x] == 0, y[x], x]", "{{y[x] -> C[1] Cos[2 x] + C[2] Sin[2 x]}}"),
    ("DSolve[y''[x] - y[x] == 0, y[x], x]", "{{y[x] -> E^x C[1] + E^(-x) C[2]}}"),
    ("DSolve[y''[x] + 2 y'[x] + y[x] == 0, y[x], x]",
     "{{y[x] -> E^(-x) C[1] + E^(-x) x C[2]}}"),
    # the constants in the order of the Wolfram Language's own answers
    ("DSolve[y''[x] - y'[x] - 2 y[x] == 0, y[x], x]", "{{y[x] -> E^(-x) C[1] + E^(2 x) C[2]}}"),
    ("DSolve[y''[x] + y'[x] - 2 y[x] == 0, y[x], x]", "{{y[x] -> E^(-2 x) C[1] + E^x C[2]}}"),
    ("DSolve[y''[x] + 2 y'[x] + 5 y[x] == 0, y[x], x]",
     "{{y[x] -> E^(-x) C[2] Cos[2 x] + E^(-x) C[1] Sin[2 x]}}"),
    ("DSolve[y''[x] == y'[x], y[x], x]", "{{y[x] -> E^x C[1] + C[2]}}"),
    ("DSolve[y'''[x] == y[x], y[x], x]",
     "{{y[x] -> E^x C[1] + E^(-x/2) C[2] Cos[(Sqrt[3] x)/2] + "
     "E^(-x/2) C[3] Sin[(Sqrt[3] x)/2]}}"),
    ("DSolve[y'[x] + y[x] == Sin[x], y[x], x]",
     "{{y[x] -> E^(-x) C[1] + (-Cos[x] + Sin[x])/2}}"),
    ("DSolve[y'[x] == y[x] + Exp[x], y[x], x]", "{{y[x] -> E^x x + E^x C[1]}}"),
    ("DSolve[{y'[x] == 2 y[x], y[0] == 5}, y[x], x]", "{{y[x] -> 5 E^(2 x)}}"),
    ("DSolve[{y''[x] == -y[x], y[0] == 1, y'[0] == 0}, y[x], x]", "{{y[x] -> Cos[x]}}"),
    ("DSolve[{y''[x] == 0, y[0] == 1, y[1] == 3}, y[x], x]", "{{y[x] -> 1 + 2 x}}"),
    ("DSolve[{y'[x] == x y[x], y[0] == 1}, y[x], x]", "{{y[x] -> E^(x^2/2)}}"),
    ("DSolve[y'[x] == y[x], y, x]", "{{y -> Function[{x}, E^x C[1]]}}"),
    ("DSolve[{y'[x] == 1, y[0] == 2}, y, x]", "{{y -> Function[{x}, 2 + x]}}"),
    ("DSolve[{x'[t] == y[t], y'[t] == -x[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> C[1] Cos[t] + C[2] Sin[t], y[t] -> C[2] Cos[t] - C[1] Sin[t]}}"),
    ("DSolve[y'[x]^2 == 1, y[x], x]", "{{y[x] -> -x + C[1]}, {y[x] -> x + C[1]}}"),
    ("DSolve[{y''[x] + y[x] == 0, y[0] == 0, y[Pi] == 1}, y[x], x]", "{}",
     ["DSolve::bvnul: For some branches of the general solution, the given boundary "
      "conditions lead to an empty solution."]),
    ("DSolve[y'[x] == y[x], y[x], 1]", "DSolve[y'[x] == y[x], y[x], 1]",
     ["DSolve::dsvar: 1 cannot be used as a variable."]),
    ("DSolve[y'[x] == y[x], y[x]]", "DSolve[y'[x] == y[x], y[x]]",
     ["DSolve::argrx: DSolve called with 2 arguments; 3 arguments are expected."]),
    ("DSolve[{y'[x] == y[x], 3}, y[x], x]", "DSolve[{y'[x] == y[x], 3}, y[x], x]",
     ["DSolve::deqn: Equation or list of equations expected instead of 3 in the first "
      "argument {y'[x] == y[x], 3}."]),
    ("DSolve[y + 1 == 0, y, x]", "DSolve[1 + y == 0, y, x]",
     ["DSolve::dvnoarg: The function y appears with no arguments."]),
    # --- NDSolve and InterpolatingFunction ---------------------------------------------------
    ("NDSolve[{y'[x] == -2 y[x], y[0] == 1}, y, {x, 0, 2}]",
     "{{y -> InterpolatingFunction[{{0., 2.}}, <>]}}"),
    ("NDSolve[{y'[x] == y[x], y[0] == 1}, y[x], {x, 0, 1}]",
     "{{y[x] -> InterpolatingFunction[{{0., 1.}}, <>][x]}}"),
    ("y[1.] /. First[NDSolve[{y'[x] == -2 y[x], y[0] == 1}, y, {x, 0, 2}]]", "0.135335"),
    ("y[x] /. First[NDSolve[{y'[x] == -2 y[x], y[0] == 1}, y[x], {x, 0, 2}]] /. x -> 0.5",
     "0.367879"),
    ("y[0.5] /. First[NDSolve[{y''[x] + y[x] == 0, y[0] == 1, y'[0] == 0}, y, {x, 0, 1}]]",
     "0.877583"),
    ("f = y /. First[NDSolve[{y'[x] == Sin[x] y[x], y[0] == 1}, y, {x, 0, 3}]]; f[2.]",
     "4.12121"),
    ("f = y /. First[NDSolve[{y'[x] == x, y[1] == 0}, y, {x, 0, 2}]]; {f[0], f[2]}",
     "{-0.5, 1.5}"),
    ("sol = NDSolve[{x'[t] == y[t], y'[t] == -x[t], x[0] == 1, y[0] == 0}, {x, y}, "
     "{t, 0, 10}]; {x[10], y[10]} /. sol[[1]]", "{-0.839072, 0.544021}"),
    ("NDSolve[y'[x] == y[x] && y[0] == 1, y, {x, 0, 1}]",
     "{{y -> InterpolatingFunction[{{0., 1.}}, <>]}}"),
    ("f = y /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]]; f[a]",
     "InterpolatingFunction[{{0., 1.}}, <>][a]"),
    ("f = y /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]]; f[{0., 1.}]",
     "{1., 2.71828}"),
    ("f = y /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]]; f[\"Domain\"]",
     "{{0., 1.}}"),
    ("NDSolve[{y'[x] == 1/(1 - x), y[0] == 0}, y, {x, 0, 2}]",
     "{{y -> InterpolatingFunction[{{0., 1.}}, <>]}}",
     ["NDSolve::ndsz: At x == 1., step size is effectively zero; singularity or stiff "
      "system suspected."]),
    ("NDSolve[{y'[x] == y[x], y[0] == 1, y[1] == 2}, y, {x, 0, 1}]",
     "NDSolve[{y'[x] == y[x], y[0] == 1, y[1] == 2}, y, {x, 0, 1}]",
     ["NDSolve::ndnco: The number of constraints (2) (initial conditions) is not equal to "
      "the total differential order of the system plus the number of discrete variables "
      "(1)."]),
    ("NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0}]",
     "NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0}]",
     ["NDSolve::ndlim: Range specification {x, 0} is not of the form {x, xmin, xmax} with "
      "numerical xmin and xmax."]),
    ("NDSolve[{y'[x] == y[x], y[0] == 1}, 2, {x, 0, 1}]",
     "NDSolve[{y'[x] == y[x], y[0] == 1}, 2, {x, 0, 1}]",
     ["NDSolve::dsvar: 2 cannot be used as a variable."]),
    ("NDSolve[{y'[x] == y[x], y[0] == a}, y, {x, 0, 1}]",
     "NDSolve[{y'[x] == y[x], y[0] == a}, y, {x, 0, 1}]",
     ["NDSolve::ndinnt: Initial condition y[0] == a is not a number or a rectangular array "
      "of numbers."]),
    # --- FindMinimum / FindMaximum ------------------------------------------------------------
    ("FindMinimum[x^4 - 4 x, {x, 2}]", "{-3., {x -> 1.}}"),
    ("FindMinimum[(x - 3)^2 + 1, x]", "{1., {x -> 3.}}"),
    ("FindMinimum[x^2 + y^2 + x y - 3 x, {{x, 1}, {y, 1}}]", "{-3., {x -> 2., y -> -1.}}"),
    ("FindMinimum[Cosh[x] - x, {x, 0}]", "{0.53284, {x -> 0.881374}}"),
    ("FindMinimum[x^4 - 3 x^2 + x, {x, 1}]", "{-1.07023, {x -> 1.1309}}"),
    ("FindMinimum[100 (y - x^2)^2 + (1 - x)^2 + 1, {{x, -1.2}, {y, 1}}]",
     "{1., {x -> 1., y -> 1.}}"),
    ("FindMinimum[{x + y, x^2 + y^2 <= 2}, {{x, 0}, {y, 0}}]", "{-2., {x -> -1., y -> -1.}}"),
    ("FindMinimum[{(x - 2)^2, x <= 1}, {x, 0}]", "{1., {x -> 1.}}"),
    ("FindMaximum[Sin[x] Cos[x], {x, 0.5}]", "{0.5, {x -> 0.785398}}"),
    ("FindMaximum[-x^2 - y^2 + 2 y, {{x, 1}, {y, 1}}]", "{1., {x -> 0., y -> 1.}}"),
    ("FindMinimum[x^2, {x, \"a\"}]", "FindMinimum[x^2, {x, a}]",
     ["FindMinimum::fdss: Search specification {x, \"a\"} should be a list with 1 to 4 "
      "elements."]),
    ("FindMinimum[Sqrt[x], {x, -1}]", "FindMinimum[Sqrt[x], {x, -1}]",
     ["FindMinimum::nrnum: The function value 0. + 1. I is not a real number at {x} = "
      "{-1.}."]),
    ("FindMinimum[x, {x, 1}]", "FindMinimum[x, {x, 1}]",
     ["FindMinimum::cvdiv: Failed to converge to a minimum; the function may be "
      "unbounded."]),
    # --- NMinimize / NMaximize ----------------------------------------------------------------
    ("NMinimize[(x^2 - 4)^2 + x, x]", "{-2.01539, {x -> -2.03055}}"),
    ("NMinimize[x^2 - 2 x + 5, x]", "{4., {x -> 1.}}"),
    ("NMinimize[Sin[x] + Cos[2 x], x]", "{-2., {x -> -1.5708}}"),
    ("NMinimize[{x^2 + y^2, x + 2 y == 5}, {x, y}]", "{5., {x -> 1., y -> 2.}}"),
    ("NMinimize[{(x - 5)^2, x <= 2}, x]", "{9., {x -> 2.}}"),
    ("NMinimize[Cos[x] + x^2/10, x]", "{-0.180898, {x -> 2.59574}}"),
    ("NMinimize[{x + y, x^2 + y^2 <= 1}, {x, y}]",
     "{-1.41421, {x -> -0.707107, y -> -0.707107}}"),
    ("NMaximize[x (1 - x), x]", "{0.25, {x -> 0.5}}"),
    ("NMaximize[{x + 2 y, x >= 0, y >= 0, x + y <= 1}, {x, y}]",
     "{2., {x -> 0., y -> 1.}}"),
    ("NMaximize[Sin[x], {x, 0, 3}]", "{1., {x -> 1.5708}}"),
    ("NMinimize[{x^2, Element[x, Integers]}, x]", "NMinimize[{x^2, x ∈ Integers}, x]",
     ["NMinimize::bcons: The following constraints are not valid: x ∈ Integers."]),
    ("NMinimize[x^2, 3]", "NMinimize[x^2, 3]", ["NMinimize::ivar: 3 is not a valid variable."]),
    # --- Minimize / Maximize --------------------------------------------------------------------
    ("Minimize[x^2 + 2 x + 3, x]", "{2, {x -> -1}}"),
    ("Minimize[(x - 2)^4 + 1, x]", "{1, {x -> 2}}"),
    ("Minimize[{x^2 - 4 x, 0 <= x <= 1}, x]", "{-3, {x -> 1}}"),
    ("Minimize[{x, x >= 3}, x]", "{3, {x -> 3}}"),
    ("Minimize[{x, x > 1}, x]", "{1, {x -> 1}}",
     ["Minimize::natt: The minimum is not attained at any point satisfying the given "
      "constraints."]),
    ("Minimize[{1/x, x > 0}, x]", "{0, {x -> Infinity}}",
     ["Minimize::natt: The minimum is not attained at any point satisfying the given "
      "constraints."]),
    ("Minimize[{(x^2 + 1)/x, x > 0}, x]", "{2, {x -> 1}}"),
    ("Minimize[x Log[x], x]", "{-(1/E), {x -> 1/E}}"),
    ("Minimize[Exp[x] - 2 x, x]", "{2 - 2 Log[2], {x -> Log[2]}}"),
    ("Minimize[x^2 - 2 a x, x]", "{-a^2, {x -> a}}"),
    ("Minimize[x^2 + y^2 + 2 x - 4 y, {x, y}]", "{-5, {x -> -1, y -> 2}}"),
    ("Minimize[{x^2 + 2 y^2, x + y == 3}, {x, y}]", "{6, {x -> 2, y -> 1}}"),
    ("Minimize[-x^2, x]", "{-Infinity, {x -> -Infinity}}",
     ["Minimize::natt: The minimum is not attained at any point satisfying the given "
      "constraints."]),
    ("Minimize[{x^2, x^2 < 0}, x]", "{Infinity, {x -> Indeterminate}}"),
    ("Minimize[x^4 - 3 x^2 + x, x]", "{-3.51391, {x -> -1.30084}}"),
    ("Maximize[{x^2 (1 - x), 0 <= x <= 1}, x]", "{4/27, {x -> 2/3}}"),
    ("Maximize[{4 - x^2 - y^2, x + y == 2}, {x, y}]", "{2, {x -> 1, y -> 1}}"),
    ("Maximize[Exp[-x^2], x]", "{1, {x -> 0}}"),
    ("Maximize[x Exp[-x], x]", "{1/E, {x -> 1}}"),
    ("Maximize[x^2 (1 - x), {x}]", "{Infinity, {x -> -Infinity}}",
     ["Maximize::natt: The maximum is not attained at any point satisfying the given "
      "constraints."]),
    ("Minimize[x^2, {1}]", "Minimize[x^2, {1}]", ["Minimize::ivar: 1 is not a valid variable."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    s = Session()
    r = s.evaluate(row[0])
    got = (str(r), [str(m) for m in s.messages])
    want = (row[1], list(row[2]) if len(row) > 2 else [])
    assert got == want


def test_ndsolve_accuracy():
    # the interpolated solution of y' = y agrees with E^x to 1e-7 over the whole range
    s = Session()
    s.evaluate("f = y /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, -1, 3}]]")
    err = s.evaluate("Max[Table[Abs[f[t] - Exp[t]]/Exp[t], {t, -1, 3, 0.01}]]")
    assert err.to_python() < 1e-7


def test_dsolve_solutions_satisfy_the_equation():
    s = Session()
    for eq in ("y''[x] - 3 y'[x] + 2 y[x] == 0", "y''[x] + y[x] == x",
               "y'[x] + 2 x y[x] == x"):
        s.evaluate("sol = DSolve[%s, y, x]" % eq)
        assert str(s.evaluate("Simplify[(%s) /. sol[[1]]]" % eq)) == "True", eq


def test_reduce_and_refine_agree():
    s = Session()
    assert str(s.evaluate("Refine[x^2 > 1, x > 2]")) == "True"
    assert str(s.evaluate("Refine[x^2 - 5 x + 6 < 0, x > 2 && x < 3]")) == "True"
