"""Time series processes (builtins/probability/arma.py, algorithms/probability/arma.py):
slices, covariance and correlation functions, spectra, stationarity and invertibility, and
RandomFunction's paths checked against the processes' moments."""

import numpy as np
import pytest

from support import run

ROWS = [
    ("ARProcess[{1/2}, 1][t]", "NormalDistribution[0, 2/Sqrt[3]]"),
    ("ARProcess[{0.5}, 1.][t]", "NormalDistribution[0., 1.1547]"),
    ("Mean[ARProcess[c, {a}, v][t]]", "c/(1 - a)"),
    ("Variance[ARProcess[{a}, v][t]]", "v/(1 - a^2)"),
    ("Variance[MAProcess[{b}, v][t]]", "(1 + b^2) v"),
    ("WhiteNoiseProcess[s][t]", "NormalDistribution[0, s]"),
    ("WhiteNoiseProcess[PoissonDistribution[2]][3]", "PoissonDistribution[2]"),
    ("CovarianceFunction[ARProcess[{a}, v], h]", "(a^Abs[h] v)/(1 - a^2)"),
    ("CovarianceFunction[ARProcess[{a}, s^2], s, t]", "(a^Abs[s - t] s^2)/(1 - a^2)"),
    ("CorrelationFunction[ARProcess[{a}, v], h]", "a^Abs[h]"),
    ("CovarianceFunction[MAProcess[{b1, b2}, v], h]",
     "Piecewise[{{(1 + b1^2 + b2^2) v, h == 0}, {b1 (1 + b2) v, Abs[h] == 1}, "
     "{b2 v, Abs[h] == 2}}, 0]"),
    ("CorrelationFunction[MAProcess[{b}, v], h]",
     "Piecewise[{{1, h == 0}, {b/(1 + b^2), Abs[h] == 1}}, 0]"),
    ("CovarianceFunction[ARMAProcess[{a}, {b}, v], h]",
     "Piecewise[{{((1 + 2 a b + b^2) v)/(1 - a^2), h == 0}}, "
     "(a^(-1 + Abs[h]) (a + b) (1 + a b) v)/(1 - a^2)]"),
    ("CovarianceFunction[ARProcess[{a1, a2}, v], 0]",
     "((1 - a2) v)/((1 - a1 - a2) (1 + a1 - a2) (1 + a2))"),
    ("CovarianceFunction[ARProcess[{1/2, 1/5}, 1], {3}]", "{200/117, 125/117, 205/234, 305/468}"),
    ("CovarianceFunction[ARProcess[{0.5, 0.2}, 1.], {3}]",
     "{1.7094, 1.06838, 0.876068, 0.651709}"),
    ("CovarianceFunction[MAProcess[{1/2, 1/4}, 1], {3}]", "{21/16, 5/8, 1/4, 0}"),
    ("CovarianceFunction[ARMAProcess[{1/2}, {1/2}, 1], {2}]", "{7/3, 5/3, 5/6}"),
    ("CovarianceFunction[ARMAProcess[{1/2}, {1/2}, 1], {{0, 2}}]", "{7/3, 5/6}"),
    ("CovarianceFunction[SARMAProcess[{}, {}, {2, {1/2}, {}}, 1], {2}]", "{4/3, 0, 2/3}"),
    ("CovarianceFunction[ARCHProcess[1, {1/2}], {2}]", "{2, 0, 0}"),
    ("CovarianceFunction[WhiteNoiseProcess[2], 0]", "4"),
    ("CovarianceFunction[ARIMAProcess[{1/2}, 1, {}, 1], 1]",
     "CovarianceFunction[ARIMAProcess[{1/2}, 1, {}, 1], 1]"),
    ("CovarianceFunction[FARIMAProcess[{}, d, {}, v], h]",
     "(v Gamma[1 - 2 d] Gamma[d + Abs[h]])/(Gamma[1 - d] Gamma[d] Gamma[1 - d + Abs[h]])"),
    ("CorrelationFunction[FARIMAProcess[{}, d, {}, v], 1]", "d/(1 - d)"),
    ("CorrelationFunction[FARIMAProcess[{}, 1/4, {}, v], {2}]", "{1, 1/3, 5/21}"),
    ("CovarianceFunction[FARIMAProcess[{}, 0.3, {}, 1.], {2}]", "{1.31646, 0.564195, 0.431444}"),
    ("FARIMAProcess[{}, 0.3, {}, 1.][t]", "NormalDistribution[0., 1.14737]"),
    ("PowerSpectralDensity[ARProcess[{a}, v], w]", "v/(2 Pi (1 + a^2 - 2 a Cos[w]))"),
    ("PowerSpectralDensity[MAProcess[{b}, v], w]", "(v (1 + b^2 + 2 b Cos[w]))/(2 Pi)"),
    ("PowerSpectralDensity[ARMAProcess[{a}, {b}, v], w]",
     "(v (1 + b^2 + 2 b Cos[w]))/(2 Pi (1 + a^2 - 2 a Cos[w]))"),
    ("PowerSpectralDensity[ARProcess[{a}, v], w, FourierParameters -> {-1, 1}]",
     "v/(1 + a^2 - 2 a Cos[w])"),
    ("WeakStationarity[ARProcess[{1/2, 1/3}, 1]]", "True"),
    ("WeakStationarity[ARProcess[{a}, v]]", "-1 < a < 1"),
    ("WeakStationarity[ARMAProcess[{2}, {1}, 1]]", "False"),
    ("WeakStationarity[ARIMAProcess[{1/2}, 1, {}, 1]]", "False"),
    ("WeakStationarity[SARIMAProcess[{}, 0, {}, {4, {}, 1, {}}, 1]]", "False"),
    ("WeakStationarity[FARIMAProcess[{}, 0.3, {}, 1]]", "True"),
    ("WeakStationarity[GARCHProcess[1, {1/2}, {1/2}]]", "False"),
    ("TimeSeriesInvertibility[MAProcess[{2}, 1]]", "False"),
    ("TimeSeriesInvertibility[MAProcess[{b}, v]]", "-1 < b < 1"),
    ("ToInvertibleTimeSeries[MAProcess[{2}, 1]]", "MAProcess[{1/2}, 4]"),
    ("ToInvertibleTimeSeries[ARMAProcess[{0.5}, {-2.}, 1.]]", "ARMAProcess[{0.5}, {-0.5}, 4.]"),
    ("PartialCorrelationFunction[ARProcess[{a}, v], h]", "Piecewise[{{a, h == 1}}, 0]"),
    ("PartialCorrelationFunction[ARProcess[{a1, a2}, v], h]",
     "Piecewise[{{a1/(1 - a2), h == 1}, {a2, h == 2}}, 0]"),
    ("PartialCorrelationFunction[ARProcess[{1/2, 1/5}, 1], {4}]", "{5/8, 1/5, 0, 0}"),
    ("PartialCorrelationFunction[ARProcess[{0.5, 0.2}, 1.], {3}]", "{0.625, 0.2, 0.}"),
    ("AbsoluteCorrelationFunction[ARProcess[c, {a}, v], h]",
     "c^2/(1 - a)^2 + (a^Abs[h] v)/(1 - a^2)"),
    ("AbsoluteCorrelationFunction[ARProcess[1, {1/2}, 1], {2}]", "{16/3, 14/3, 13/3}"),
    ("ARProcess[MAProcess[{b}, v], 3]", "ARProcess[{b, -b^2, b^3}, v]"),
    ("MAProcess[ARProcess[{a}, v], 3]", "MAProcess[{a, a^2, a^3}, v]"),
    ("ARMAProcess[SARMAProcess[{a}, {}, {2, {b}, {}}, v]]", "ARMAProcess[{a, b, -(a b)}, {}, v]"),
    ("MAProcess[ARMAProcess[c, {1/2}, {1/3}, 1], 3]", "MAProcess[2 c, {5/6, 5/12, 5/24}, 1]"),
    ("ARProcess[ARMAProcess[c, {1/2}, {1/3}, 1], 2]", "ARProcess[(3 c)/4, {5/6, -5/18}, 1]"),
    ("ARMAProcess[ARIMAProcess[{a}, 1, {b}, v]]", "ARMAProcess[{1 + a, -a}, {b}, v]"),
    ("SeedRandom[1]; RandomFunction[ARProcess[{0.5}, 1.], {1, 100}]",
     "TemporalData[<<Time: 1 to 100, Data points: 100, Paths: 1>>]"),
    ("SeedRandom[1]; RandomFunction[ARProcess[1, {.5}, 1], {30}, 4]",
     "TemporalData[<<Time: 0 to 30, Data points: 124, Paths: 4>>]"),
    ("SeedRandom[1]; RandomFunction[ARProcess[{1}, 0.000001, {5}], {0, 2}][\"Values\"] // "
     "Round", "{5, 5, 5}"),
    ("RandomFunction[ARProcess[{a}, 1], {0, 3}]", "RandomFunction[ARProcess[{a}, 1], {0, 3}]",
     ["RandomFunction::proc: ARProcess[{a}, 1] is not a random process with numeric "
      "parameters."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    if len(row) > 2:
        assert msgs == row[2]


def _values(text):
    from mathilda.session import Session
    s = Session()
    r = s.evaluate(text)
    return np.array([float(str(x)) if "*^" not in str(x) else float(str(x).replace("*^", "e"))
                     for x in r.args])


def test_seed_reproducible():
    a = run("SeedRandom[7]; RandomFunction[ARMAProcess[{0.3}, {0.4}, 1], {0, 50}][\"Values\"]")
    b = run("SeedRandom[7]; RandomFunction[ARMAProcess[{0.3}, {0.4}, 1], {0, 50}][\"Values\"]")
    assert a == b


def test_paths_have_the_process_moments():
    y = _values("SeedRandom[3]; RandomFunction[ARProcess[1, {0.5}, 1], {0, 40000}][\"Values\"]")
    assert abs(y.mean() - 2) < 0.05
    assert abs(y.var() - 4 / 3) < 0.05
    r1 = np.corrcoef(y[:-1], y[1:])[0, 1]
    assert abs(r1 - 0.5) < 0.02
    z = _values("SeedRandom[3]; RandomFunction[MAProcess[{0.5}, 2], {0, 40000}][\"Values\"]")
    assert abs(z.var() - 2.5) < 0.08
    f = _values("SeedRandom[2]; RandomFunction[FARIMAProcess[{}, 0.3, {}, 1.], "
                "{0, 40000}][\"Values\"]")
    assert abs(np.corrcoef(f[:-1], f[1:])[0, 1] - 0.3 / 0.7) < 0.03
    g = _values("SeedRandom[3]; RandomFunction[GARCHProcess[0.1, {0.2}, {0.3}], "
                "{0, 40000}][\"Values\"]")
    assert abs(g.var() - 0.2) < 0.02
