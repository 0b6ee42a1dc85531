"""TimeSeriesModelFit, the TimeSeriesModel it returns (model["prop"], model[t]) and
TimeSeriesForecast of a process with data, or of a model.

The evaluated form is ``TimeSeriesModel[<|"BestFit" -> proc, "ModelFamily" -> "AR", "Order"
-> {p}, "Data" -> {{t1, x1}, ...}, "SelectionCriterion" -> "AIC", "CandidateModels" -> {...},
"CandidateModelSelectionValues" -> {...}, "AIC" -> ..., "BIC" -> ..., "AICc" -> ...,
"LogLikelihood" -> ...|>]``; it prints as ``TimeSeriesModel[<<Family: AR, Order: 1>>]``.
"""

from mathilda.algorithms.build import list_of
from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.probability import arma as A
from mathilda.algorithms.probability import arma_fit as F
from mathilda.builtins.probability.arma_fit import (Spec, data_of, estimate, process_of)
from mathilda.core.expr import Expression, Integer, Real, S, String, Symbol
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

FAMILIES = {"AR": "ARProcess", "MA": "MAProcess", "ARMA": "ARMAProcess",
            "ARIMA": "ARIMAProcess", "ARCH": "ARCHProcess", "GARCH": "GARCHProcess"}
CRITERIA = ("AIC", "AICc", "BIC")
PROPERTIES = ("AIC", "AICc", "BestFit", "BestFitParameters", "BIC", "CandidateModels",
              "CandidateModelSelectionValues", "ErrorVariance", "FitResiduals",
              "LogLikelihood", "ModelFamily", "Order", "Properties", "SelectionCriterion",
              "StandardizedResiduals", "TemporalData")
MESSAGES = {"data": "The argument `1` should be a list of at least three real numbers, a "
                    "list of {time, value} pairs, or a TimeSeries.",
            "mspec": "`1` is not a valid model specification: Automatic, \"AR\", \"MA\", "
                     "\"ARMA\", \"ARIMA\", or {family, orders}.",
            "crit": "The value `1` of the selection criterion should be \"AIC\", \"AICc\" or "
                    "\"BIC\".",
            "nprop": "`1` is not a known property of TimeSeriesModel."}


def _orders(x, default):
    """The list of orders an order spec gives (integer, list, Span), or None."""
    if x is S.Automatic:
        return list(default)
    if type(x) is Integer and x.value >= 0:
        return [x.value]
    if is_list(x) and all(type(a) is Integer and a.value >= 0 for a in x.args):
        return [a.value for a in x.args]
    if isinstance(x, Expression) and x.head is S.Span and len(x.args) == 2 and \
            all(type(a) is Integer for a in x.args):
        return list(range(x.args[0].value, x.args[1].value + 1))
    return None


def candidates(ev, mspec, y):
    """[(family, (p, d, q))] for a model spec, or None."""
    import numpy as np
    fam, params = mspec, None
    if is_list(mspec) and len(mspec.args) == 2 and type(mspec.args[0]) is String:
        fam, params = mspec.args
    if fam is S.Automatic:
        d = _auto_d(y)
        out = [("AR", (p, d, 0)) for p in range(1, 5)] + \
              [("MA", (0, d, q)) for q in range(1, 5)] + \
              [("ARMA", (p, d, q)) for p in (1, 2) for q in (1, 2)]
        return [("ARIMA" if d else f, o) for f, o in out]
    if type(fam) is not String or fam.value not in FAMILIES:
        return None
    name = fam.value
    ps = params.args if params is not None and is_list(params) else None
    if name == "GARCH":
        qp = list(ps) if ps and len(ps) == 2 else [S.Automatic, S.Automatic]
        q_, p_ = _orders(qp[0], (1, 2)), _orders(qp[1], (1, 2))
        if q_ is None or p_ is None:
            return None
        return [("GARCH", (q, p, 0)) for q in q_ for p in p_ if q >= 1]
    if name in ("AR", "MA", "ARCH"):
        spec = ps[0] if ps and len(ps) == 1 else (params if params is not None and not
                                                  is_list(params) else S.Automatic)
        ks = _orders(spec, range(1, 7) if name != "ARCH" else range(1, 5))
        if ks is None:
            return None
        if name == "ARCH":
            return [("ARCH", (k, 0, 0)) for k in ks if k >= 1]
        return [(name, (k, 0, 0) if name == "AR" else (0, 0, k)) for k in ks]
    if name == "ARMA":
        pq = list(ps) if ps and len(ps) == 2 else [S.Automatic, S.Automatic]
        p_, q_ = _orders(pq[0], range(1, 4)), _orders(pq[1], range(1, 4))
        if p_ is None or q_ is None:
            return None
        return [("ARMA", (p, 0, q)) for p in p_ for q in q_]
    pdq = list(ps) if ps and len(ps) == 3 else [S.Automatic] * 3
    p_, d_, q_ = (_orders(pdq[0], range(0, 3)), _orders(pdq[1], [_auto_d(y) or 1]),
                  _orders(pdq[2], range(0, 3)))
    if p_ is None or d_ is None or q_ is None:
        return None
    return [("ARIMA", (p, d, q)) for p in p_ for d in d_ for q in q_ if p + q > 0]


def _auto_d(y):
    """1 when a first-order autoregression of the data is near a unit root, else 0."""
    import numpy as np
    z = np.asarray(y, dtype=float) - np.mean(y)
    r1 = np.dot(z[:-1], z[1:]) / np.dot(z, z) if np.dot(z, z) > 0 else 0.0
    return 1 if r1 > 0.95 else 0


def _head(fam):
    return FAMILIES[fam]


def _order_expr(fam, o):
    p, d, q = o
    vals = {"AR": [p], "MA": [q], "ARMA": [p, q], "ARIMA": [p, d, q], "ARCH": [p],
            "GARCH": [p, d]}[fam]
    return list_of(Integer(x) for x in vals)


def _rule(k, v):
    return Expression(S.Rule, (String(k), v))


@builtin("TimeSeriesModelFit", nargs=(1, 2), messages=MESSAGES,
         options={"ProcessEstimator": "Automatic", "InformationCriterion": "\"AIC\""},
         usage="TimeSeriesModelFit[data] fits time series models of the AR, MA and ARMA "
               "families (ARIMA when the data look integrated) to data and gives the "
               "TimeSeriesModel that minimizes the AIC. TimeSeriesModelFit[data, \"family\"] "
               "or {\"family\", orders} chooses within one family (\"AR\" {p}, \"MA\" {q}, "
               "\"ARMA\" {p, q}, \"ARIMA\" {p, d, q}, \"ARCH\" {q}, \"GARCH\" {q, p}; orders "
               "as integers, lists or spans).",
         examples=[("TimeSeriesModelFit[{1., 2., 1., 3., 2., 4., 3., 5., 4., 3.}, "
                    "{\"AR\", 1}]", "TimeSeriesModel[<<Family: AR, Order: {1}>>]"),
                   ("TimeSeriesModelFit[{1., 2., 1., 3., 2., 4., 3., 5., 4., 3.}, "
                    "{\"AR\", 1}][\"ModelFamily\"]", "AR")])
def time_series_model_fit(ev, expr):
    from mathilda.builtins.probability.arma_fit import _estimator
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    data = pos[0]
    got = data_of(ev, data)
    if got is None:
        ev.message("TimeSeriesModelFit", "data", data)
        return None
    y, ts = got
    mspec = pos[1] if len(pos) == 2 else S.Automatic
    if type(mspec) is String and mspec.value in FAMILIES:
        mspec = list_of((mspec, S.Automatic))
    cands = candidates(ev, mspec, y)
    if not cands:
        ev.message("TimeSeriesModelFit", "mspec", mspec)
        return None
    crit = opts.get("InformationCriterion")
    if type(crit) is not String or crit.value not in CRITERIA:
        ev.message("TimeSeriesModelFit", "crit", crit)
        return None
    method = _estimator(ev, opts) or "MaximumConditionalLikelihood"
    fits = []
    for fam, (p, d, q) in cands:
        ev.check_interrupt()
        if fam == "GARCH":
            spec = Spec("GARCHProcess", p, 0, d, False)
        elif fam == "ARCH":
            spec = Spec("ARCHProcess", p, 0, 0, False)
        else:
            spec = Spec(_head(fam), p, d, q, True)
        fit = estimate(ev, y, spec, method)
        if fit is None:
            continue
        score = {"AIC": fit.aic, "AICc": fit.aicc, "BIC": fit.bic}[crit.value]()
        fits.append((score, fam, (p, d, q), fit))
    if not fits:
        ev.message("TimeSeriesModelFit", "mspec", mspec)
        return None
    fits.sort(key=lambda f: f[0])
    score, fam, order, fit = fits[0]
    procs = [process_of(f, _head(fa), o[1], True) for _, fa, o, f in fits]
    pairs = list_of(list_of((_num_expr(t), Real(float(x)))) for t, x in zip(ts, y))
    assoc = [_rule("BestFit", procs[0]), _rule("ModelFamily", String(fam)),
             _rule("Order", _order_expr(fam, order)), _rule("Data", pairs),
             _rule("SelectionCriterion", crit),
             _rule("CandidateModels", list_of(procs)),
             _rule("CandidateModelSelectionValues", list_of(Real(float(f[0])) for f in fits)),
             _rule("AIC", Real(fit.aic())), _rule("AICc", Real(fit.aicc())),
             _rule("BIC", Real(fit.bic())), _rule("LogLikelihood", Real(fit.loglik))]
    return Expression(S.TimeSeriesModel, (ev.call("Association", *assoc),))


def _num_expr(t):
    return Integer(int(t)) if float(t).is_integer() else Real(float(t))


def _get(model, key):
    a = model.args[0] if len(model.args) == 1 else None
    if a is None or not (isinstance(a, Expression) and a.head is S.Association):
        return None
    for r in a.args:
        if isinstance(r, Expression) and len(r.args) == 2 and r.args[0] == String(key):
            return r.args[1]
    return None


def _model_data(ev, model):
    import numpy as np
    pairs = _get(model, "Data")
    if pairs is None:
        return None
    arr = np.array([[A._num(ev, x) for x in p.args] for p in pairs.args], dtype=float)
    return arr[:, 1], arr[:, 0]


def _garch(ev, proc):
    """(kappa, alpha, beta) floats of an ARCH/GARCH process, or None."""
    from mathilda.builtins.probability.arma import garch_parts
    if not (isinstance(proc, Expression) and proc.head in (S.ARCHProcess, S.GARCHProcess)):
        return None
    parts = garch_parts(ev, proc)
    if parts is None:
        return None
    nums = [A._num(ev, x) for x in [parts[0]] + parts[1] + parts[2]]
    if None in nums:
        return None
    q = len(parts[1])
    return nums[0], nums[1:1 + q], nums[1 + q:]


def _residuals(ev, model):
    import numpy as np
    proc = _get(model, "BestFit")
    g = _garch(ev, proc)
    if g is not None:
        y, ts = _model_data(ev, model)
        h = F.garch_variances(y, *g)
        return y, ts, h
    m = A.parse(ev, proc)
    vals = A.floats(ev, m)
    y, ts = _model_data(ev, model)
    c, v, phi, theta = vals
    e = F.residuals(y, c, phi, theta)
    return e, ts[len(phi):], v


@builtin("TimeSeriesModel", attributes=("Protected", "ReadProtected"), messages=MESSAGES,
         usage="TimeSeriesModel[...] is the time series model TimeSeriesModelFit gives. "
               "model[\"prop\"] gives a property (model[\"Properties\"] lists them), model[t] "
               "the data at time t or, beyond the data, the forecast.",
         examples=[("TimeSeriesModelFit[{1., 2., 1., 3., 2., 4., 3., 5., 4., 3.}, {\"MA\", 1}]"
                    "[\"Order\"]", "{1}")])
def time_series_model(ev, expr):
    return None


@builtin("TimeSeriesModel", sub=True)
def time_series_model_call(ev, expr):
    import numpy as np
    from mathilda.builtins.probability.temporal_data import temporal
    model = expr.head
    if len(expr.args) != 1 or _get(model, "BestFit") is None:
        return None
    x = expr.args[0]
    if type(x) is String:
        name = x.value
        if name not in PROPERTIES:
            ev.message("TimeSeriesModel", "nprop", x)
            return None
        if name == "Properties":
            return list_of(String(p) for p in PROPERTIES)
        best = _get(model, "BestFit")
        g = _garch(ev, best)
        if name == "BestFitParameters":
            if g is not None:
                return list_of(Real(x) for x in [g[0]] + g[1] + g[2])
            m = A.parse(ev, best)
            return list_of([m.c] + m.phi + m.theta + [m.v])
        if name == "ErrorVariance":
            if g is not None:
                return Real(g[0] / (1 - sum(g[1]) - sum(g[2])))
            return A.parse(ev, best).v
        if name in ("FitResiduals", "StandardizedResiduals"):
            e, ts, v = _residuals(ev, model)
            if name == "StandardizedResiduals":
                e = e / np.sqrt(v)
            return temporal([e], [np.asarray(ts, dtype=int) if np.all(ts == np.round(ts))
                                  else ts])
        if name == "TemporalData":
            y, ts = _model_data(ev, model)
            return temporal([y], [np.asarray(ts, dtype=int) if np.all(ts == np.round(ts))
                                  else ts])
        return _get(model, name)
    if x.is_number:
        t = A._num(ev, x)
        y, ts = _model_data(ev, model)
        hit = np.nonzero(np.isclose(ts, t))[0]
        if len(hit):
            return Real(float(y[hit[0]]))
        step = _step(ts)
        k = int(round((t - ts[-1]) / step))
        if k >= 1 and abs(ts[-1] + k * step - t) < 1e-9 * max(1.0, abs(t)):
            preds, _ = _forecast_values(ev, _get(model, "BestFit"), y, k)
            return Real(float(preds[-1]))
    return None


def _step(ts):
    return float(ts[1] - ts[0]) if len(ts) > 1 else 1.0


def _form(x):
    fam, order = _get(x, "ModelFamily"), _get(x, "Order")
    if fam is None or order is None:
        return None
    text = "Family: %s, Order: %s" % (fam.value, order)
    return Expression(S.HoldForm, (Expression(S.TimeSeriesModel, (
        Expression(S.Skeleton, (Symbol(text),)),)),))


register_form("TimeSeriesModel", _form)


# --- TimeSeriesForecast ------------------------------------------------------------------------

def _forecast_values(ev, proc, y, k):
    g = _garch(ev, proc)
    if g is not None:
        return F.garch_forecast(y, g[0], g[1], g[2], k)
    m = A.parse(ev, proc)
    if m is None or m.frac is not None:
        return None
    vals = A.floats(ev, m)
    if vals is None:
        return None
    c, v, phi, theta = vals
    return F.forecast(y, c, phi, theta, v, k)


def _series(values, times):
    from mathilda.algorithms.probability.time_series import Series, series_expr
    return series_expr(Series("TimeSeries", [Real(float(v)) for v in values],
                              [_num_expr(t) for t in times]))


@builtin("TimeSeriesForecast", nargs=(2, 3), messages=MESSAGES,
         usage="TimeSeriesForecast[tproc, data, k] gives the k-step-ahead forecast of the "
               "time series process tproc beyond data; TimeSeriesForecast[tproc, data, {k}] "
               "the forecasts 1 to k steps ahead as a TimeSeries, whose MetaInformation holds "
               "\"MeanSquaredErrors\" (a TimeSeries of the forecast errors' mean squares). "
               "TimeSeriesForecast[model, k] forecasts from a TimeSeriesModel.",
         examples=[("TimeSeriesForecast[ARProcess[{0.5}, 1], {1., 2., 4.}, 2]", "1."),
                   ("Normal[TimeSeriesForecast[ARProcess[{0.5}, 1], {1., 2., 4.}, {2}]]",
                    "{{4, 2.}, {5, 1.}}")])
def time_series_forecast(ev, expr):
    args = expr.args
    if len(args) == 2:
        model, kspec = args
        if not (isinstance(model, Expression) and model.head is S.TimeSeriesModel):
            return None
        proc = _get(model, "BestFit")
        got = _model_data(ev, model)
    else:
        proc, data, kspec = args
        got = data_of(ev, data, 1)
        if got is None:
            ev.message("TimeSeriesForecast", "data", data)
            return None
    if proc is None or got is None:
        return None
    y, ts = got
    if type(kspec) is Integer and kspec.value >= 1:
        ks, single = [kspec.value], True
    elif is_list(kspec) and 1 <= len(kspec.args) <= 2 and \
            all(type(a) is Integer and a.value >= 1 for a in kspec.args):
        lo, hi = (1, kspec.args[0].value) if len(kspec.args) == 1 else \
            (kspec.args[0].value, kspec.args[1].value)
        if hi < lo:
            return None
        ks, single = list(range(lo, hi + 1)), False
    else:
        return None
    r = _forecast_values(ev, proc, y, max(ks))
    if r is None:
        return None
    preds, mse = r
    if single:
        return Real(float(preds[ks[0] - 1]))
    step = _step(ts)
    times = [ts[-1] + k * step for k in ks]
    out = _series([preds[k - 1] for k in ks], times)
    errs = _series([mse[k - 1] for k in ks], times)
    body = out.args[1]
    meta = body.args[6]
    meta = Expression(S.List, meta.args + (Expression(S.Rule, (S.MetaInformation, list_of(
        [Expression(S.Rule, (String("MeanSquaredErrors"), errs))]))),))
    body = Expression(S.List, body.args[:6] + (meta,))
    return Expression(out.head, (out.args[0], body) + out.args[2:])
