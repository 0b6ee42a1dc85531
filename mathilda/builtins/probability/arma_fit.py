"""Estimating and forecasting time series processes: EstimatedProcess,
FindProcessParameters, TimeSeriesModelFit (a TimeSeriesModel and its properties) and
TimeSeriesForecast.  The numerics: ``algorithms/probability/arma_fit.py``.

Data: a list of numbers (times 1, 2, ...), a list of {t, x} pairs, a TimeSeries or a
one-path TemporalData.  ProcessEstimator: "MaximumConditionalLikelihood" (the default),
"MaximumLikelihood" (exact Gaussian likelihood) or "MethodOfMoments" (Yule-Walker, AR).
"""

from mathilda.algorithms.build import list_of
from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.probability import arma as A
from mathilda.algorithms.probability import arma_fit as F
from mathilda.core.expr import (Expression, Integer, Real, S, String, Symbol)
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

ESTIMATORS = ("MaximumConditionalLikelihood", "MaximumLikelihood", "MethodOfMoments")
MESSAGES = {"data": "The argument `1` should be a list of at least three real numbers, a "
                    "list of {time, value} pairs, or a TimeSeries.",
            "spec": "`1` is not a time series process specification that can be estimated.",
            "est": "The value `1` of ProcessEstimator should be one of "
                   "\"MaximumConditionalLikelihood\", \"MaximumLikelihood\" or "
                   "\"MethodOfMoments\" (AR processes)."}


# --- data ----------------------------------------------------------------------------------

def data_of(ev, data, least=3):
    """(values float array, times float array) of the data (at least ``least`` values), or
    None."""
    import numpy as np
    from mathilda.algorithms.probability.time_series import parse_series
    from mathilda.core.packed import to_numpy
    s = parse_series(data)
    if s is not None:
        vals = [A._num(ev, x) for x in s.values]
        ts = [A._num(ev, x) for x in s.times]
        if None in vals or None in ts or len(vals) < least:
            return None
        return np.array(vals), np.array(ts)
    if isinstance(data, Expression) and data.head is S.TemporalData:
        data = ev.call("Normal", data)
        if is_list(data) and data.args and is_list(data.args[0]) and \
                data.args[0].args and is_list(data.args[0].args[0]) and \
                len(data.args) == 1:
            data = data.args[0]
    if not is_list(data):
        return None
    a = to_numpy(data)
    if a is None:
        a = to_numpy(ev.call("N", data))
    if a is None or a.dtype.kind not in "if":
        return None
    a = np.asarray(a, dtype=float)
    if a.ndim == 1 and len(a) >= least:
        return a, np.arange(1, len(a) + 1, dtype=float)
    if a.ndim == 2 and a.shape[1] == 2 and a.shape[0] >= least:
        return a[:, 1], a[:, 0]
    return None


# --- specifications ------------------------------------------------------------------------

class Spec:
    """What to estimate: the family, orders (p, d, q), whether there is a constant, the
    symbols of a template (to give rules) and fixed c / v."""

    def __init__(self, head, p, d, q, const, symbols=None, fixed=None):
        self.head, self.p, self.d, self.q, self.const = head, p, d, q, const
        self.symbols = symbols      # {"c": sym, "v": sym, "phi": [syms], "theta": [syms]}
        self.fixed = fixed or {}


def _ints(args):
    return all(type(a) is Integer and a.value >= 0 for a in args)


def parse_spec(ev, spec):
    """The Spec of ARProcess[p], MAProcess[q], ARMAProcess[p, q], ARIMAProcess[p, d, q] or a
    template with symbolic parameters, or None."""
    if not isinstance(spec, Expression) or type(spec.head) is not Symbol:
        return None
    h, args = spec.head.name, spec.args
    if h in ("ARProcess", "MAProcess") and len(args) == 1 and _ints(args):
        k = args[0].value
        return Spec(h, k if h == "ARProcess" else 0, 0, k if h == "MAProcess" else 0, False)
    if h == "ARMAProcess" and len(args) == 2 and _ints(args):
        return Spec(h, args[0].value, 0, args[1].value, False)
    if h == "ARIMAProcess" and len(args) == 3 and _ints(args):
        return Spec(h, args[0].value, args[1].value, args[2].value, False)
    if h == "WhiteNoiseProcess" and not args:
        return Spec(h, 0, 0, 0, False)
    if h == "ARCHProcess" and len(args) == 1 and _ints(args) and args[0].value >= 1:
        return Spec(h, args[0].value, 0, 0, False)
    if h == "GARCHProcess" and len(args) == 2 and _ints(args) and args[0].value >= 1:
        return Spec(h, args[0].value, 0, args[1].value, False)
    if h in ("ARCHProcess", "GARCHProcess"):
        return _garch_template(spec)
    m = A.parse(ev, spec) if h in ("ARProcess", "MAProcess", "ARMAProcess",
                                   "ARIMAProcess") else None
    if m is None or m.init is not None:
        return None
    lead = {"ARProcess": 2, "MAProcess": 2, "ARMAProcess": 3, "ARIMAProcess": 4}[h]
    const = len(args) == lead + 1
    raw = list(args[1:] if const else args)
    phi = list(raw[0].args) if h in ("ARProcess", "ARMAProcess", "ARIMAProcess") else []
    theta = list(raw[-2].args) if h != "ARProcess" else []
    d = raw[1].value if h == "ARIMAProcess" else 0
    if not all(type(x) is Symbol for x in phi + theta):
        return None
    symbols = {"phi": phi, "theta": theta}
    fixed = {}
    for key, x in (("v", raw[-1]), ("c", args[0] if const else None)):
        if x is None:
            continue
        if type(x) is Symbol:
            symbols[key] = x
        elif A._num(ev, x) is not None:
            fixed[key] = A._num(ev, x)
        else:
            return None
    return Spec(h, len(phi), d, len(theta), const and "c" not in fixed, symbols, fixed)


def _garch_template(spec):
    """ARCHProcess[k, {a1, ...}] / GARCHProcess[k, {a...}, {b...}] with symbols."""
    args = spec.args
    n = 2 if spec.head.name == "ARCHProcess" else 3
    if len(args) != n or not all(is_list(a) for a in args[1:]):
        return None
    alpha = list(args[1].args)
    beta = list(args[2].args) if n == 3 else []
    if not all(type(x) is Symbol for x in [args[0]] + alpha + beta) or not alpha:
        return None
    return Spec(spec.head.name, len(alpha), 0, len(beta), False,
                {"kappa": args[0], "alpha": alpha, "beta": beta})


def estimate(ev, y, spec, method):
    """The Fit of spec to y (after d differences), or None."""
    import numpy as np
    if spec.head in ("ARCHProcess", "GARCHProcess"):
        if len(y) <= spec.p + spec.q + 2:
            return None
        return F.fit_garch(y, spec.p, spec.q)
    z = np.diff(y, n=spec.d) if spec.d else y
    const = spec.const or "c" in spec.fixed
    if len(z) <= spec.p + spec.q + 2:
        return None
    if method == "MethodOfMoments":
        if spec.q:
            return None
        return F.fit_yule_walker(z, spec.p, const)
    if method == "MaximumLikelihood" and not spec.fixed:
        return F.fit_ml(z, spec.p, spec.q, const)
    return F.fit_css(z, spec.p, spec.q, const, spec.fixed)


def _reals(xs):
    return list_of(Real(float(x)) for x in xs)


def process_of(fit, head, d, const):
    """The process expression of a fit in the family head."""
    if head == "ARCHProcess":
        return Expression(S.ARCHProcess, (Real(fit.kappa), _reals(fit.alpha)))
    if head == "GARCHProcess":
        return Expression(S.GARCHProcess, (Real(fit.kappa), _reals(fit.alpha),
                                           _reals(fit.beta)))
    c = [Real(fit.c)] if const else []
    v = Real(fit.v)
    if head == "ARProcess":
        return Expression(S.ARProcess, tuple(c + [_reals(fit.phi), v]))
    if head == "MAProcess":
        return Expression(S.MAProcess, tuple(c + [_reals(fit.theta), v]))
    if head == "ARIMAProcess":
        return Expression(S.ARIMAProcess, tuple(c + [_reals(fit.phi), Integer(d),
                                                     _reals(fit.theta), v]))
    if head == "WhiteNoiseProcess":
        return Expression(S.WhiteNoiseProcess, (Expression(S.NormalDistribution, (
            Real(fit.c), Real(fit.v ** 0.5))),))
    return Expression(S.ARMAProcess, tuple(c + [_reals(fit.phi), _reals(fit.theta), v]))


def _rules(spec, fit):
    rules = []
    sy = spec.symbols
    if "kappa" in sy:
        rules = [(sy["kappa"], fit.kappa)] + list(zip(sy["alpha"], fit.alpha)) + \
            list(zip(sy["beta"], fit.beta))
        return list_of(Expression(S.Rule, (k, Real(float(x)))) for k, x in rules)
    if "c" in sy:
        rules.append((sy["c"], fit.c))
    rules += list(zip(sy["phi"], fit.phi)) + list(zip(sy["theta"], fit.theta))
    if "v" in sy:
        rules.append((sy["v"], fit.v))
    return list_of(Expression(S.Rule, (k, Real(float(x)))) for k, x in rules)


def _estimator(ev, opts):
    m = opts.get("ProcessEstimator")
    if m is None or m is S.Automatic:
        return "MaximumConditionalLikelihood"
    if type(m) is String and m.value in ESTIMATORS:
        return m.value
    return None


def _fit_call(ev, expr, name):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    data, template = pos
    got = data_of(ev, data)
    if got is None:
        ev.message(name, "data", data)
        return None
    spec = parse_spec(ev, template)
    if spec is None or (name == "FindProcessParameters" and spec.symbols is None):
        ev.message(name, "spec", template)
        return None
    method = _estimator(ev, opts)
    if method is None:
        ev.message(name, "est", opts.get("ProcessEstimator"))
        return None
    fit = estimate(ev, got[0], spec, method)
    if fit is None:
        ev.message(name, "spec", template)
        return None
    return spec, fit


@builtin("EstimatedProcess", nargs=(2, None), messages=MESSAGES,
         options={"ProcessEstimator": "Automatic"},
         usage="EstimatedProcess[data, proc] estimates the time series process proc from "
               "data: proc is an order (ARProcess[p], MAProcess[q], ARMAProcess[p, q], "
               "ARIMAProcess[p, d, q], ARCHProcess[q], GARCHProcess[q, p]) or a template "
               "with symbolic parameters "
               "(ARProcess[{a1, a2}, v], ARProcess[c, {a}, v], ...; numeric c or v are held "
               "fixed). ProcessEstimator -> \"MaximumConditionalLikelihood\" (default), "
               "\"MaximumLikelihood\" or \"MethodOfMoments\".",
         examples=[("EstimatedProcess[{1., 2., 1., 3., 2., 4., 3., 5.}, ARProcess[1]]",
                    "ARProcess[{1.09091}, 2.23377]"),
                   ("EstimatedProcess[{1., 2., 1., 3., 2., 4., 3., 5.}, ARProcess[c, {a}, v]]",
                    "ARProcess[2.15385, {0.307692}, 1.45055]")])
def estimated_process(ev, expr):
    got = _fit_call(ev, expr, "EstimatedProcess")
    if got is None:
        return None
    spec, fit = got
    return process_of(fit, spec.head, spec.d, spec.const or "c" in spec.fixed)


@builtin("FindProcessParameters", nargs=(2, None), messages=MESSAGES,
         options={"ProcessEstimator": "Automatic"},
         usage="FindProcessParameters[data, proc] finds the values of the symbolic parameters "
               "of the time series process template proc that fit data, as a list of rules "
               "(see EstimatedProcess for the estimators).",
         examples=[("FindProcessParameters[{1., 2., 1., 3., 2., 4., 3., 5.}, "
                    "ARProcess[{a}, v]]", "{a -> 1.09091, v -> 2.23377}")])
def find_process_parameters(ev, expr):
    got = _fit_call(ev, expr, "FindProcessParameters")
    if got is None:
        return None
    spec, fit = got
    return _rules(spec, fit)
