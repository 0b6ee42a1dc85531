"""Estimating and forecasting time series processes (builtins/probability/arma_fit.py,
arma_model.py, algorithms/probability/arma_fit.py): exact printed results on small data
(checked by hand: AR(1) without constant is sum y[t] y[t-1] / sum y[t-1]^2 = 48/44), the
estimators recovering the parameters of long simulated paths, and forecasts against their
closed forms."""

import numpy as np
import pytest

from mathilda.session import Session
from support import run

D = "{1., 2., 1., 3., 2., 4., 3., 5.}"
ROWS = [
    ("EstimatedProcess[%s, ARProcess[1]]" % D, "ARProcess[{1.09091}, 2.23377]"),
    ("FindProcessParameters[%s, ARProcess[{a}, v]]" % D, "{a -> 1.09091, v -> 2.23377}"),
    ("EstimatedProcess[%s, ARProcess[c, {a}, v]]" % D, "ARProcess[2.15385, {0.307692}, 1.45055]"),
    ("FindProcessParameters[%s, ARProcess[{a}, 3]]" % D, "{a -> 1.09091}"),
    ("EstimatedProcess[{1, 2}, ARProcess[1]]", "EstimatedProcess[{1, 2}, ARProcess[1]]",
     ["EstimatedProcess::data: The argument {1, 2} should be a list of at least three real "
      "numbers, a list of {time, value} pairs, or a TimeSeries."]),
    ("EstimatedProcess[%s, Foo[1]]" % D, "EstimatedProcess[%s, Foo[1]]" % D,
     ["EstimatedProcess::spec: Foo[1] is not a time series process specification that can "
      "be estimated."]),
    ("EstimatedProcess[%s, ARProcess[1], ProcessEstimator -> \"X\"]" % D,
     "EstimatedProcess[%s, ARProcess[1], ProcessEstimator -> X]" % D,
     ["EstimatedProcess::est: The value \"X\" of ProcessEstimator should be one of "
      "\"MaximumConditionalLikelihood\", \"MaximumLikelihood\" or \"MethodOfMoments\" (AR "
      "processes)."]),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}]" % D, "TimeSeriesModel[<<Family: AR, Order: {1}>>]"),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}][\"BestFit\"]" % D,
     "ARProcess[2.15385, {0.307692}, 1.45055]"),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}][\"ModelFamily\"]" % D, "AR"),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}][\"ErrorVariance\"]" % D, "1.45055"),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}][3]" % D, "1."),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}][9]" % D, "3.69231"),
    ("TimeSeriesModelFit[%s, {\"AR\", 1}][\"FitResiduals\"]" % D,
     "TemporalData[<<Time: 2 to 8, Data points: 7, Paths: 1>>]"),
    ("TimeSeriesModelFit[%s, {\"MA\", 1}][\"Foo\"]" % D,
     "TimeSeriesModel[<<Family: MA, Order: {1}>>][Foo]",
     ["TimeSeriesModel::nprop: \"Foo\" is not a known property of TimeSeriesModel."]),
    ("TimeSeriesModelFit[%s, \"XY\"]" % D, "TimeSeriesModelFit[%s, XY]" % D,
     ["TimeSeriesModelFit::mspec: \"XY\" is not a valid model specification: Automatic, \"AR\", "
      "\"MA\", \"ARMA\", \"ARIMA\", or {family, orders}."]),
    ("TimeSeriesForecast[ARProcess[{0.5}, 1], {1., 2., 4.}, 2]", "1."),
    ("Normal[TimeSeriesForecast[ARProcess[{0.5}, 1], {1., 2., 4.}, {2}]]", "{{4, 2.}, {5, 1.}}"),
    ("TimeSeriesForecast[ARProcess[{0.5}, 1], {1., 2., 4.}, {3}]",
     "TimeSeries[<<Time: 4 to 6, Data points: 3>>]"),
    ("TimeSeriesForecast[MAProcess[{0.5}, 1], {1., 2., 4.}, {3}][\"Values\"]", "{1.625, 0., 0.}"),
    ("TimeSeriesForecast[ARIMAProcess[{}, 1, {}, 1], {1., 2., 4.}, {3}][\"Values\"]",
     "{4., 4., 4.}"),
    ("TimeSeriesForecast[ARProcess[1, {0.5}, 1], TimeSeries[{2., 4.}, {10}], {2}][\"Path\"]",
     "{{12, 3.}, {13, 2.5}}"),
    ("TimeSeriesForecast[TimeSeriesModelFit[%s, {\"AR\", 1}], 1]" % D, "3.69231"),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:70] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    if len(row) > 2:
        assert msgs == row[2]


def _floats(s, text):
    r = s.evaluate(text)
    return [float(str(x)) for x in r.args]


@pytest.mark.parametrize("method", ["MaximumConditionalLikelihood", "MaximumLikelihood"])
def test_recovers_arma_parameters(method):
    s = Session()
    s.evaluate("SeedRandom[11]; d = RandomFunction[ARMAProcess[{0.6}, {0.3}, 2.], {1, 3000}]")
    a, b, v = _floats(s, "FindProcessParameters[d, ARMAProcess[{a}, {b}, v], "
                         "ProcessEstimator -> \"%s\"][[All, 2]]" % method)
    assert abs(a - 0.6) < 0.06 and abs(b - 0.3) < 0.06 and abs(v - 2) < 0.15


def test_yule_walker_matches_the_sample_autocovariances():
    s = Session()
    s.evaluate("SeedRandom[2]; d = RandomFunction[ARProcess[{0.5, -0.3}, 1.], {1, 2000}]")
    a1, a2, v = _floats(s, "FindProcessParameters[d, ARProcess[{a1, a2}, v], "
                           "ProcessEstimator -> \"MethodOfMoments\"][[All, 2]]")
    y = np.array(_floats(s, "d[\"Values\"]"))
    z = y        # the template has no constant: a zero-mean model
    g = [np.dot(z[:len(z) - h], z[h:]) / len(z) for h in range(3)]
    phi = np.linalg.solve([[g[0], g[1]], [g[1], g[0]]], [g[1], g[2]])
    assert np.allclose([a1, a2], phi, atol=1e-5)
    assert abs(v - (g[0] - phi @ g[1:])) < 1e-4


def test_forecast_mean_squared_errors():
    s = Session()
    r = s.evaluate("f = TimeSeriesForecast[ARMAProcess[{0.5}, {0.4}, 2.], {1., 0., 2.}, {3}];"
                   " Cases[InputForm[f][[1]], (\"MeanSquaredErrors\" -> e_) :> e[\"Values\"], "
                   "Infinity]")
    mse = [float(str(x)) for x in r.args[0].args]
    psi = [1, 0.9, 0.45]
    assert np.allclose(mse, 2 * np.cumsum(np.square(psi)))


def test_automatic_model_fit_picks_a_low_aic_model():
    s = Session()
    s.evaluate("SeedRandom[5]; d = RandomFunction[ARProcess[1., {0.7}, 1.], {1, 400}]; "
               "m = TimeSeriesModelFit[d]")
    vals = _floats(s, "m[\"CandidateModelSelectionValues\"]")
    assert vals == sorted(vals) and abs(vals[0] - float(str(s.evaluate("m[\"AIC\"]")))) < 1e-9
    assert str(s.evaluate("m[\"ModelFamily\"]")) in ("AR", "ARMA", "MA")


def test_garch_estimation_and_forecast():
    s = Session()
    s.evaluate("SeedRandom[3]; g = RandomFunction[GARCHProcess[0.1, {0.2}, {0.5}], {1, 4000}]")
    k, a, b = _floats(s, "FindProcessParameters[g, GARCHProcess[k, {a}, {b}]][[All, 2]]")
    assert abs(k - 0.1) < 0.05 and abs(a - 0.2) < 0.07 and abs(b - 0.5) < 0.15
    assert str(s.evaluate("TimeSeriesModelFit[g, {\"GARCH\", {1, 1}}]")) == \
        "TimeSeriesModel[<<Family: GARCH, Order: {1, 1}>>]"
    r = s.evaluate("f = TimeSeriesForecast[ARCHProcess[1, {0.5}], {1., 2.}, {2}]; "
                   "{f[\"Values\"], Cases[InputForm[f][[1]], (\"MeanSquaredErrors\" -> e_) :> "
                   "e[\"Values\"], Infinity]}")
    assert str(r) == "{{0., 0.}, {{3., 2.5}}}"
