"""Sample correlation functions of data: CovarianceFunction, CorrelationFunction,
AbsoluteCorrelationFunction and PartialCorrelationFunction at lags hspec (h, {hmax},
{hmin, hmax} or {hmin, hmax, dh}).  Exact data give exact values (Fractions), machine
numbers machine values.  Time series processes (ARProcess, ...) go to arma.py."""

from fractions import Fraction

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.expr import Integer, Rational, Real, make_rational

from mathilda.core.registry import builtin

MESSAGES = {"data": "The argument `1` should be a list of at least two real numbers.",
            "lag": "The lag specification `1` should be a non-negative integer h, {hmax}, "
                   "{hmin, hmax} or {hmin, hmax, dh} with lags less than the length `2` of "
                   "the data."}


def _vals(x):
    if not is_list(x) or len(x.args) < 2:
        return None
    out, real = [], False
    for a in x.args:
        if type(a) in (Integer, Rational):
            out.append(Fraction(a.value))
        elif type(a) is Real and a.prec is None:
            out.append(a.value)
            real = True
        else:
            return None
    return [float(v) for v in out] if real else out


def _lags(spec, n, lo):
    """The lags of the spec (a list, and whether a single one was asked), or None."""
    def ints(xs):
        return all(type(a) is Integer for a in xs)
    if type(spec) is Integer:
        hs, single = [spec.value], True
    elif is_list(spec) and 1 <= len(spec.args) <= 3 and ints(spec.args):
        v = [a.value for a in spec.args]
        if len(v) == 1:
            hs = list(range(lo, v[0] + 1))
        elif len(v) == 2:
            hs = list(range(v[0], v[1] + 1))
        else:
            if v[2] <= 0:
                return None
            hs = list(range(v[0], v[1] + 1, v[2]))
        single = False
    else:
        return None
    if any(h < lo or h >= n for h in hs):
        return None
    return hs, single


def _acov(x, h, center=True):
    n = len(x)
    m = sum(x) / n if center else 0 * x[0]
    return sum((x[t] - m) * (x[t + h] - m) for t in range(n - h)) / n


def _pacf(x, hmax):
    """Durbin-Levinson: the partial autocorrelations 1..hmax from the sample correlations."""
    g0 = _acov(x, 0)
    r = [_acov(x, h) / g0 for h in range(hmax + 1)]
    out, phi = [], []
    for k in range(1, hmax + 1):
        num = r[k] - sum(phi[j] * r[k - 1 - j] for j in range(k - 1))
        den = 1 - sum(phi[j] * r[j + 1] for j in range(k - 1))
        a = num / den
        phi = [phi[j] - a * phi[k - 2 - j] for j in range(k - 1)] + [a]
        out.append(a)
    return out


def _num(v):
    return Real(v) if type(v) is float else make_rational(v)


def _declare(name, lo, fn, usage, examples):
    @builtin(name, nargs=(2, 3), messages=MESSAGES, usage=usage, examples=examples)
    def f(ev, expr):
        from mathilda.builtins.probability.arma import is_time_series_process
        if is_time_series_process(expr.args[0]):
            from mathilda.builtins.probability.arma import process_correlation
            return process_correlation(ev, name, expr)
        if len(expr.args) != 2:
            return None
        data, spec = expr.args
        x = _vals(data)
        if x is None:
            ev.message(name, "data", data)
            return None
        got = _lags(spec, len(x), lo)
        if got is None:
            ev.message(name, "lag", spec, Integer(len(x)))
            return None
        hs, single = got
        if name == "CorrelationFunction" and _acov(x, 0) == 0:
            return None
        vals = fn(x, hs)
        return _num(vals[0]) if single else make_list(_num(v) for v in vals)
    f.__name__ = name
    return f


_declare("CovarianceFunction", 0, lambda x, hs: [_acov(x, h) for h in hs],
         "CovarianceFunction[data, h] estimates the covariance function of data at lag h: "
         "Sum[(x[t] - m)(x[t + h] - m), {t, n - h}]/n with m the mean. CovarianceFunction["
         "data, {hmax}] gives the lags 0 to hmax, {hmin, hmax} and {hmin, hmax, dh} "
         "others.",
         [("CovarianceFunction[{1, 3, 2, 5, 4}, 1]", "0"),
          ("CovarianceFunction[{1, 3, 2, 5, 4}, {2}]", "{2, 0, 1/5}"),
          ("CovarianceFunction[{1., 2., 4.}, 1]", "-0.037037")])
_declare("CorrelationFunction", 0,
         lambda x, hs: [_acov(x, h) / _acov(x, 0) for h in hs],
         "CorrelationFunction[data, h] estimates the autocorrelation function of data at lag "
         "h: CovarianceFunction[data, h]/CovarianceFunction[data, 0]. {hmax}, {hmin, hmax} "
         "and {hmin, hmax, dh} give several lags.",
         [("CorrelationFunction[{1, 3, 2, 5, 4}, {2}]", "{1, 0, 1/10}"),
          ("CorrelationFunction[{1, 3, 2, 5, 4}, {1, 3, 2}]", "{0, -2/5}"),
          ("CorrelationFunction[{1, 2}, 5]", "CorrelationFunction[{1, 2}, 5]",
           ["CorrelationFunction::lag: The lag specification 5 should be a non-negative "
            "integer h, {hmax}, {hmin, hmax} or {hmin, hmax, dh} with lags less than the "
            "length 2 of the data."])])
_declare("AbsoluteCorrelationFunction", 0,
         lambda x, hs: [_acov(x, h, center=False) for h in hs],
         "AbsoluteCorrelationFunction[data, h] estimates the absolute correlation function "
         "E[x[t] x[t + h]] of data at lag h: Sum[x[t] x[t + h], {t, n - h}]/n. {hmax}, "
         "{hmin, hmax} and {hmin, hmax, dh} give several lags.",
         [("AbsoluteCorrelationFunction[{1, 3, 2, 5, 4}, 1]", "39/5"),
          ("AbsoluteCorrelationFunction[{1, 3, 2, 5, 4}, {2}]", "{11, 39/5, 5}")])
_declare("PartialCorrelationFunction", 1, lambda x, hs: [_pacf(x, max(hs))[h - 1] for h in hs],
         "PartialCorrelationFunction[data, h] estimates the partial autocorrelation of data "
         "at lag h >= 1 (Durbin-Levinson recursion on the sample CorrelationFunction). "
         "{hmax} gives the lags 1 to hmax, {hmin, hmax} and {hmin, hmax, dh} others.",
         [("PartialCorrelationFunction[{1, 3, 2, 5, 4}, {2}]", "{0, 1/10}"),
          ("PartialCorrelationFunction[{1., 3., 2., 5., 4.}, 2]", "0.1")])
