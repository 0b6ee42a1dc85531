"""Fourier series (FourierCoefficient, FourierSinCoefficient, FourierCosCoefficient,
FourierSeries, FourierSinSeries, FourierCosSeries, FourierTrigSeries): printed rows, and the
exact coefficients against NIntegrate of the definition."""

import pytest

from support import check_row
from mathilda.session import Session

ROWS = [
    ("FourierCoefficient[t, t, 3]", "-I/3"),
    ("FourierCoefficient[t, t, n]", "Piecewise[{{0, n == 0}}, (I (-1)^n)/n]"),
    ("FourierCoefficient[Abs[t], t, n]",
     "Piecewise[{{Pi/2, n == 0}}, (-1 + (-1)^n)/(n^2 Pi)]"),
    ("FourierCoefficient[Sin[t], t, n]", "Piecewise[{{I/2, n == -1}, {-I/2, n == 1}}, 0]"),
    ("FourierCoefficient[Exp[t], t, 3]", "((-1/10 - (3 I)/10) Sinh[Pi])/Pi"),
    ("FourierCoefficient[t^2, t, 0]", "Pi^2/3"),
    ("FourierCoefficient[t, t, 2, FourierParameters -> {1, -2 Pi}]", "-I/(4 Pi)"),
    ("FourierCoefficient[x y, {x, y}, {1, 1}]", "-1"),
    ("FourierCosCoefficient[t^2, t, n]", "Piecewise[{{(2 Pi^2)/3, n == 0}}, (4 (-1)^n)/n^2]"),
    ("FourierCosCoefficient[Cos[t], t, n]", "Piecewise[{{1, n == -1}, {1, n == 1}}, 0]"),
    ("FourierSinCoefficient[t, t, n]", "(-2 (-1)^n)/n"),
    ("FourierSinCoefficient[t, t, 0]", "0"),
    ("FourierSinCoefficient[Sin[t], t, n]", "Piecewise[{{-1, n == -1}, {1, n == 1}}, 0]"),
    ("FourierSeries[t, t, 2]", "I E^(-I t) - I E^(I t) - (I E^(-2 I t))/2 + (I E^(2 I t))/2"),
    ("FourierSeries[Cos[t]^2, t, 3]", "1/2 + E^(-2 I t)/4 + E^(2 I t)/4"),
    ("FourierSeries[t, t, 0]", "0"),
    ("FourierCosSeries[t^2, t, 3]", "Pi^2/3 - 4 Cos[t] + Cos[2 t] - (4 Cos[3 t])/9"),
    ("FourierSinSeries[t, t, 3]", "2 Sin[t] - Sin[2 t] + (2 Sin[3 t])/3"),
    ("FourierTrigSeries[t + t^2, t, 2]", "Pi^2/3 - 4 Cos[t] + Cos[2 t] + 2 Sin[t] - Sin[2 t]"),
    ("FourierTrigSeries[t, t, 3, FourierParameters -> {1, 2}]",
     "Sin[2 t] - Sin[4 t]/2 + Sin[6 t]/3"),
    ("FourierCoefficient[t, 1, 2]", "FourierCoefficient[t, 1, 2]",
     ["FourierCoefficient::ivar: 1 is not a valid variable."]),
    ("FourierCoefficient[t, {t, s}, 2]", "FourierCoefficient[t, {t, s}, 2]",
     ["FourierCoefficient::vars: The variables {t, s} and the indices 2 should be lists of "
      "the same length."]),
    ("FourierCoefficient[t, t, 1, FourierParameters -> {1, 0}]",
     "FourierCoefficient[t, t, 1, FourierParameters -> {1, 0}]",
     ["FourierCoefficient::fpar: FourierParameters -> {1, 0} should be a list of two numbers "
      "{a, b} with b != 0."]),
    ("FourierSeries[t, t, -1]", "FourierSeries[t, t, -1]",
     ["FourierSeries::intnm: Non-negative machine-sized integer expected at position 3 in "
      "FourierSeries[t, t, -1]."]),
    ("FourierSinSeries[t, t, x]", "FourierSinSeries[t, t, x]",
     ["FourierSinSeries::intnm: Non-negative machine-sized integer expected at position 3 "
      "in FourierSinSeries[t, t, x]."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_row(row):
    check_row(row)


CHECKS = [
    ("FourierCoefficient[t^3 + Exp[t], t, 2]",
     "NIntegrate[(t^3 + Exp[t]) Exp[-2 I t], {t, -Pi, Pi}]/(2 Pi)"),
    ("FourierCosCoefficient[Abs[t] t^2, t, 3]",
     "NIntegrate[Abs[t] t^2 Cos[3 t], {t, -Pi, Pi}]/Pi"),
    ("FourierSinCoefficient[t Exp[t], t, 2]", "NIntegrate[t Exp[t] Sin[2 t], {t, -Pi, Pi}]/Pi"),
    ("FourierCoefficient[t^2, t, 3, FourierParameters -> {0, 2}]",
     "Sqrt[1/Pi] NIntegrate[t^2 Exp[-6 I t], {t, -Pi/2, Pi/2}]"),
]


@pytest.mark.parametrize("row", CHECKS, ids=[r[0] for r in CHECKS])
def test_against_nintegrate(row):
    s = Session()
    got = s.evaluate("N[%s]" % row[0])
    want = s.evaluate(row[1])
    assert str(s.evaluate("Chop[%s - (%s)] == 0" % (str(got), str(want)))) == "True", \
        (str(got), str(want))
