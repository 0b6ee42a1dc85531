"""Time series processes: WhiteNoiseProcess, ARProcess, MAProcess, ARMAProcess,
ARIMAProcess, SARMAProcess, SARIMAProcess, FARIMAProcess, ARCHProcess and GARCHProcess, and
their properties: proc[t] (the slice distribution of a weakly stationary process),
CovarianceFunction and CorrelationFunction (called from correlation_functions.py),
PowerSpectralDensity, WeakStationarity, TimeSeriesInvertibility, ToInvertibleTimeSeries,
and their simulation by RandomFunction (called from processes.py).  The algebra:
``algorithms/probability/arma.py``."""

from mathilda.algorithms.build import list_of, power, times
from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.probability import arma as A
from mathilda.core.expr import (Expression, Integer, Real, S, Symbol, FALSE, TRUE,
                                make_rational)
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")
TS_HEADS = A.HEADS + A.VOLATILITY


def is_time_series_process(x):
    return isinstance(x, Expression) and type(x.head) is Symbol and x.head.name in TS_HEADS


def _convert(ev, name, expr):
    """ARProcess[tproc, p], MAProcess[tproc, q] (the series of the transfer function or of
    its reciprocal to degree p or q) and ARMAProcess[tproc] (the multiplied-out
    polynomials), or None."""
    args = expr.args
    if not args or not is_time_series_process(args[0]) or \
            args[0].head.name in A.VOLATILITY:
        return None
    m = A.parse(ev, args[0])
    if m is None or m.frac is not None or m.noise is not None or m.init is not None:
        return None
    zero = m.c == Integer(0)
    if name == "ARMAProcess" and len(args) == 1:
        parts = [list_of(m.phi), list_of(m.theta), m.v]
        return Expression(S.ARMAProcess, tuple(parts if zero else [m.c] + parts))
    if len(args) != 2 or type(args[1]) is not Integer or args[1].value < 0:
        return None
    k = args[1].value
    if name == "MAProcess":
        if A.stationary(ev, m) is False:
            return None
        coeffs = A.psi_weights(ev, m, k + 1)[1:]
        c = A.stationary_mean(ev, m)
    elif name == "ARProcess":
        g = A.pi_weights(ev, m, k + 1)
        coeffs = [ev.evaluate(times(Integer(-1), x)) for x in g[1:]]
        c = ev.evaluate(times(m.c, power(Expression(S.Plus, (Integer(1),) + tuple(
            m.theta)), Integer(-1))))
    else:
        return None
    head = Expression(S.MAProcess if name == "MAProcess" else S.ARProcess, ())
    parts = [list_of(coeffs), m.v]
    return Expression(head.head, tuple(parts if zero else [c] + parts))


def _declare(name, usage, examples):
    @builtin(name, attributes=ATTRIBUTES, usage=usage, examples=examples)
    def head(ev, expr):
        if name in ("ARProcess", "MAProcess", "ARMAProcess"):
            return _convert(ev, name, expr)
        return None

    @builtin(name, sub=True)
    def slice_distribution(ev, expr):
        if len(expr.args) != 1:
            return None
        t = expr.args[0]
        if t.is_number and (type(t) is not Integer):
            return None
        m = A.parse(ev, expr.head)
        if m is None:
            return None
        return A.slice_distribution(ev, m, t)

    head.__name__ = name
    return head


_declare("WhiteNoiseProcess",
         "WhiteNoiseProcess[] represents a Gaussian white noise process with mean 0 and "
         "standard deviation 1. WhiteNoiseProcess[\u03c3] has standard deviation \u03c3, "
         "WhiteNoiseProcess[dist] draws its independent values from the distribution dist.",
         [("WhiteNoiseProcess[s][t]", "NormalDistribution[0, s]"),
          ("CovarianceFunction[WhiteNoiseProcess[2], 0]", "4")])
_declare("ARProcess",
         "ARProcess[{a1, ..., ap}, v] represents a weakly stationary autoregressive process "
         "of order p with normal white noise variance v: y[t] = a1 y[t-1] + ... + ap y[t-p] "
         "+ e[t]. ARProcess[c, {a1, ...}, v] has the constant c, ARProcess[{a1, ...}, v, "
         "init] the initial data init. ARProcess[p] is an order for EstimatedProcess and "
         "TimeSeriesModelFit.",
         [("ARProcess[{1/2}, 1][t]", "NormalDistribution[0, 2/Sqrt[3]]"),
          ("CovarianceFunction[ARProcess[{a}, v], h]", "(a^Abs[h] v)/(1 - a^2)"),
          ("Mean[ARProcess[c, {a}, v][t]]", "c/(1 - a)"),
          ("ARProcess[MAProcess[{b}, v], 3]", "ARProcess[{b, -b^2, b^3}, v]")])
_declare("MAProcess",
         "MAProcess[{b1, ..., bq}, v] represents a moving-average process of order q with "
         "normal white noise variance v: y[t] = e[t] + b1 e[t-1] + ... + bq e[t-q]. "
         "MAProcess[c, {b1, ...}, v] has the constant c. MAProcess[q] is an order for "
         "EstimatedProcess.",
         [("Variance[MAProcess[{b}, v][t]]", "(1 + b^2) v"),
          ("CovarianceFunction[MAProcess[{1/2, 1/4}, 1], {3}]", "{21/16, 5/8, 1/4, 0}"),
          ("MAProcess[ARProcess[{a}, v], 3]", "MAProcess[{a, a^2, a^3}, v]")])
_declare("ARMAProcess",
         "ARMAProcess[{a1, ..., ap}, {b1, ..., bq}, v] represents a weakly stationary "
         "autoregressive moving-average process: y[t] = a1 y[t-1] + ... + ap y[t-p] + e[t] + "
         "b1 e[t-1] + ... + bq e[t-q], e normal white noise of variance v. ARMAProcess[c, "
         "...] has the constant c. ARMAProcess[p, q] is an order for EstimatedProcess.",
         [("CovarianceFunction[ARMAProcess[{1/2}, {1/2}, 1], {2}]", "{7/3, 5/3, 5/6}"),
          ("WeakStationarity[ARMAProcess[{2}, {1}, 1]]", "False"),
          ("ARMAProcess[SARMAProcess[{a}, {}, {2, {b}, {}}, v]]",
           "ARMAProcess[{a, b, -(a b)}, {}, v]")])
_declare("ARIMAProcess",
         "ARIMAProcess[{a1, ..., ap}, d, {b1, ..., bq}, v] represents an autoregressive "
         "integrated moving-average process: its d-th differences are the ARMAProcess[{a1, "
         "...}, {b1, ...}, v]. ARIMAProcess[c, ...] has the constant c, a last argument "
         "init the initial data.",
         [("WeakStationarity[ARIMAProcess[{1/2}, 1, {}, 1]]", "False")])
_declare("SARMAProcess",
         "SARMAProcess[{a1, ...}, {b1, ...}, {s, {\u03b11, ...}, {\u03b21, ...}}, v] "
         "represents a weakly stationary seasonal ARMA process with seasonal period s, "
         "seasonal AR coefficients \u03b1i and seasonal MA coefficients \u03b2j.",
         [("CovarianceFunction[SARMAProcess[{}, {}, {2, {1/2}, {}}, 1], {2}]",
           "{4/3, 0, 2/3}")])
_declare("SARIMAProcess",
         "SARIMAProcess[{a1, ...}, d, {b1, ...}, {s, {\u03b11, ...}, D, {\u03b21, ...}}, v] "
         "represents a seasonal ARIMA process: (1 - L)^d (1 - L^s)^D y is the "
         "SARMAProcess with those coefficients.",
         [("WeakStationarity[SARIMAProcess[{}, 0, {}, {4, {}, 1, {}}, 1]]", "False")])
_declare("FARIMAProcess",
         "FARIMAProcess[{a1, ...}, d, {b1, ...}, v] represents a fractionally integrated "
         "ARMA process: (1 - L)^d y is the ARMAProcess[{a1, ...}, {b1, ...}, v], d real.",
         [("WeakStationarity[FARIMAProcess[{}, 0.3, {}, 1]]", "True")])
_declare("ARCHProcess",
         "ARCHProcess[\u03ba, {\u03b11, ..., \u03b1q}] represents an autoregressive "
         "conditionally heteroscedastic process: y[t] = Sqrt[h[t]] z[t] with z standard "
         "normal and h[t] = \u03ba + \u03b11 y[t-1]^2 + ... + \u03b1q y[t-q]^2.",
         [("WeakStationarity[ARCHProcess[1, {1/2}]]", "True"),
          ("CovarianceFunction[ARCHProcess[1, {1/2}], {2}]", "{2, 0, 0}")])
_declare("GARCHProcess",
         "GARCHProcess[\u03ba, {\u03b11, ..., \u03b1q}, {\u03b21, ..., \u03b2p}] represents "
         "a generalized ARCH process: h[t] = \u03ba + \u03b11 y[t-1]^2 + ... + \u03b21 "
         "h[t-1] + ..., y[t] = Sqrt[h[t]] z[t].",
         [("WeakStationarity[GARCHProcess[1, {1/2}, {1/2}]]", "False")])


# --- GARCH ------------------------------------------------------------------------------------------

def garch_parts(ev, proc):
    """(kappa, alpha list, beta list) of an ARCH/GARCH process, or None."""
    args = proc.args
    if proc.head.name == "ARCHProcess" and len(args) == 2 and is_list(args[1]):
        return args[0], list(args[1].args), []
    if proc.head.name == "GARCHProcess" and len(args) == 3 and is_list(args[1]) \
            and is_list(args[2]):
        return args[0], list(args[1].args), list(args[2].args)
    return None


def _garch_sum(ev, proc):
    parts = garch_parts(ev, proc)
    if parts is None:
        return None, None
    k, al, be = parts
    return k, ev.evaluate(Expression(S.Plus, tuple(al + be))) if al + be else Integer(0)


# --- WeakStationarity, TimeSeriesInvertibility, ToInvertibleTimeSeries -----------------------------

@builtin("WeakStationarity", nargs=1,
         usage="WeakStationarity[proc] gives conditions for the time series process proc to "
               "be weakly stationary: True or False for numeric parameters.",
         examples=[("WeakStationarity[ARProcess[{1/2, 1/3}, 1]]", "True"),
                   ("WeakStationarity[ARProcess[{a}, v]]", "-1 < a < 1")])
def weak_stationarity(ev, expr):
    proc = expr.args[0]
    if not is_time_series_process(proc):
        return None
    if proc.head.name in A.VOLATILITY:
        k, s = _garch_sum(ev, proc)
        if s is None:
            return None
        n = A._num(ev, s)
        if n is None:
            return Expression(S.Less, (s, Integer(1)))
        return TRUE if n < 1 else FALSE
    return _condition(ev, proc, A.stationary)


def _condition(ev, proc, test):
    """True, False or the evaluated condition that test (A.stationary, A.invertible) gives
    for the process, or None when it does not parse or test cannot say."""
    m = A.parse(ev, proc)
    r = None if m is None else test(ev, m)
    if r is None:
        return None
    return TRUE if r is True else FALSE if r is False else ev.evaluate(r)


@builtin("TimeSeriesInvertibility", nargs=1,
         usage="TimeSeriesInvertibility[tproc] gives conditions for the time series process "
               "tproc to be invertible: its moving-average polynomial has its roots outside "
               "the unit circle.",
         examples=[("TimeSeriesInvertibility[MAProcess[{2}, 1]]", "False"),
                   ("TimeSeriesInvertibility[MAProcess[{b}, v]]", "-1 < b < 1")])
def ts_invertibility(ev, expr):
    proc = expr.args[0]
    if not is_time_series_process(proc) or proc.head.name in A.VOLATILITY:
        return None
    return _condition(ev, proc, A.invertible)


@builtin("ToInvertibleTimeSeries", nargs=1,
         usage="ToInvertibleTimeSeries[tproc] gives an invertible time series process with "
               "the same covariance function as tproc: the roots of the moving-average "
               "polynomial inside the unit circle are replaced by their reciprocals and the "
               "noise variance rescaled.",
         examples=[("ToInvertibleTimeSeries[MAProcess[{2}, 1]]", "MAProcess[{1/2}, 4]"),
                   ("ToInvertibleTimeSeries[ARMAProcess[{0.5}, {-2.}, 1.]]",
                    "ARMAProcess[{0.5}, {-0.5}, 4.]")])
def to_invertible(ev, expr):
    import numpy as np
    proc = expr.args[0]
    if not (is_time_series_process(proc) and proc.head.name in ("MAProcess", "ARMAProcess")):
        return None
    m = A.parse(ev, proc)
    if m is None or m.init is not None or not m.numeric() or not m.theta:
        return None
    if A.invertible(ev, m) is True:
        return proc
    exact = not m.machine()
    if exact and len(m.theta) == 1:
        b = m.theta[0]
        new_theta = [ev.evaluate(power(b, Integer(-1)))]
        new_v = ev.evaluate(times(m.v, b, b))
    else:
        th = [A._num(ev, b) for b in m.theta]
        roots = np.roots(list(reversed([1.0] + th)))
        scale = 1.0
        fixed = []
        for r in roots:
            if abs(r) < 1:
                scale /= abs(r) ** 2
                r = 1 / np.conj(r)
            fixed.append(r)
        # theta(z) = prod (1 - z/r): coefficients of the monic-at-zero polynomial
        poly = np.array([1.0 + 0j])
        for r in fixed:
            poly = np.convolve(poly, [1.0, -1.0 / r])
        new_theta = [Real(float(x.real)) for x in poly[1:]]
        new_v = Real(A._num(ev, m.v) * scale)
    args = list(proc.args)
    k = 1 if proc.head.name == "MAProcess" else 2
    off = 1 if not is_list(args[0]) else 0
    args[off + k - 1] = list_of(new_theta)
    args[off + k] = new_v
    return Expression(proc.head, tuple(args))


# --- PowerSpectralDensity -----------------------------------------------------------------------

@builtin("PowerSpectralDensity", nargs=2, options={"FourierParameters": "{1, 1}"},
         usage="PowerSpectralDensity[tproc, \u03c9] gives the power spectral density of the "
               "weakly stationary time series process tproc at frequency \u03c9: "
               "Sum[CovarianceFunction[tproc, h] E^(-I h \u03c9), {h, -Infinity, Infinity}]"
               "/(2 Pi); FourierParameters -> {a, b} scales it by (Abs[b]/(2 Pi))^((1 + a)/2) "
               "at frequency b \u03c9.",
         examples=[("PowerSpectralDensity[ARProcess[{a}, v], w]",
                    "v/(2 Pi (1 + a^2 - 2 a Cos[w]))"),
                   ("PowerSpectralDensity[MAProcess[{b}, v], w]",
                    "(v (1 + b^2 + 2 b Cos[w]))/(2 Pi)")])
def power_spectral_density(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    proc, w = pos
    if not is_time_series_process(proc) or proc.head.name in A.VOLATILITY:
        return None
    m = A.parse(ev, proc)
    if m is None or A.stationary(ev, m) is False:
        return None
    fp = opts.get("FourierParameters")
    a, b = Integer(1), Integer(1)
    if is_list(fp) and len(fp.args) == 2:
        a, b = fp.args
    two_pi = times(Integer(2), S.Pi)
    scale = power(times(Expression(S.Abs, (b,)), power(two_pi, Integer(-1))),
                  times(make_rational(1, 2), Expression(S.Plus, (Integer(1), a))))
    r = A.spectral_density(ev, m, ev.evaluate(times(b, w)), ev.evaluate(scale))
    if m.machine() and w.is_number:
        r = ev.call("N", r)
    return r


# --- CovarianceFunction / CorrelationFunction of processes -----------------------------------------

def _lag_list(ev, spec):
    """(list of lag Exprs, single) of a lag spec for a process, or None."""
    if not is_list(spec):
        return [spec], True
    a = spec.args
    if len(a) == 1 and is_list(a[0]):
        return list(a[0].args), False
    if not all(type(x) is Integer for x in a) or not 1 <= len(a) <= 3:
        return None
    v = [x.value for x in a]
    if len(v) == 1:
        hs = range(0, v[0] + 1)
    elif len(v) == 2:
        hs = range(v[0], v[1] + 1)
    else:
        if v[2] <= 0:
            return None
        hs = range(v[0], v[1] + 1, v[2])
    return [Integer(h) for h in hs], False


def _values(ev, m, hs, correlation):
    """The covariances (or correlations) at the lags hs (integers or one symbol)."""
    ints = [abs(h.value) if type(h) is Integer else None for h in hs]
    if all(k is not None for k in ints):
        kmax = max(ints)
        if m.machine():
            vals = A.floats(ev, m)
            g = A.autocovariances_float(m, vals, kmax)
            if correlation:
                g = g / g[0]
            return [Real(float(g[k])) for k in ints]
        gam = A.autocovariances(ev, m, kmax)
        if gam is None:
            return None
        if correlation:
            gam = [A._normalize_sign(ev, times(g, power(gam[0], Integer(-1)))) for g in gam]
        return [gam[k] for k in ints]
    if len(hs) != 1 or hs[0].is_number:
        return None
    r = A.covariance_symbolic_lag(ev, m, hs[0], correlation)
    return None if r is None else [r]


def _farima_values(ev, m, hs, correlation):
    if len(hs) != 1 and not all(type(h) is Integer for h in hs):
        return None
    out = []
    for h in hs:
        g = A.farima_covariance(ev, m, h, correlation)
        if g is None:
            return None
        out.append(g)
    return out


def _garch_values(ev, proc, hs, correlation):
    k, s = _garch_sum(ev, proc)
    if s is None or not all(type(h) is Integer for h in hs):
        return None
    g0 = ev.evaluate(times(k, power(Expression(S.Plus, (Integer(1), times(Integer(-1), s))),
                                     Integer(-1))))
    top = Integer(1) if correlation else g0
    return [top if h.value == 0 else Integer(0) for h in hs]


def _partial(ev, m, hs):
    """The partial autocorrelations at positive integer lags hs (Durbin-Levinson on the
    exact or machine autocorrelations); a symbolic lag of a pure AR(p): a Piecewise."""
    if not all(type(h) is Integer for h in hs):
        if len(hs) != 1 or hs[0].is_number or m.theta:
            return None
        p = len(m.phi)
        vals = _partial(ev, m, [Integer(k) for k in range(1, p + 1)]) if p else []
        cases = [list_of((vals[k - 1], Expression(S.Equal, (hs[0], Integer(k)))))
                 for k in range(1, p + 1)]
        return [ev.evaluate(Expression(S.Piecewise, (list_of(cases), Integer(0))))]
    if any(h.value < 1 for h in hs):
        return None
    kmax = max(h.value for h in hs)
    rho = _values(ev, m, [Integer(k) for k in range(kmax + 1)], True)
    if rho is None:
        return None
    machine = m.machine()
    simplify = (lambda x: x) if machine else (lambda x: A._normalize_sign(ev, x))
    out, phi = [], []
    for k in range(1, kmax + 1):
        num = Expression(S.Plus, (rho[k],) + tuple(
            times(Integer(-1), phi[j], rho[k - 1 - j]) for j in range(k - 1)))
        den = Expression(S.Plus, (Integer(1),) + tuple(
            times(Integer(-1), phi[j], rho[j + 1]) for j in range(k - 1)))
        a = simplify(ev.evaluate(times(num, power(den, Integer(-1)))))
        phi = [simplify(ev.evaluate(Expression(S.Plus, (phi[j], times(
            Integer(-1), a, phi[k - 2 - j]))))) for j in range(k - 1)] + [a]
        out.append(a)
    return [out[h.value - 1] for h in hs]


def process_correlation(ev, name, expr):
    """CovarianceFunction[proc, hspec | s, t], CorrelationFunction, PartialCorrelationFunction
    and AbsoluteCorrelationFunction of a time series process (None: unevaluated)."""
    proc = expr.args[0]
    correlation = name == "CorrelationFunction"
    if name == "PartialCorrelationFunction":
        if len(expr.args) != 2:
            return None
        got = _lag_list(ev, expr.args[1])
        m = A.parse(ev, proc) if proc.head.name not in A.VOLATILITY else None
        if got is None or m is None or A.stationary(ev, m) is False or m.frac is not None:
            return None
        hs, single = got
        if not single and is_list(expr.args[1]) and len(expr.args[1].args) == 1 and \
                type(expr.args[1].args[0]) is Integer:
            hs = hs[1:]         # {hmax}: the lags 1 to hmax
        vals = _partial(ev, m, hs)
        if vals is None:
            return None
        return vals[0] if single else list_of(vals)
    if len(expr.args) == 3:
        s, t = expr.args[1:]
        lag = ev.evaluate(Expression(S.Plus, (s, times(Integer(-1), t))))
        hs, single = [lag], True
    else:
        got = _lag_list(ev, expr.args[1])
        if got is None:
            return None
        hs, single = got
    if any(h.is_number and type(h) is not Integer for h in hs):
        return None
    if proc.head.name in A.VOLATILITY:
        vals = _garch_values(ev, proc, hs, correlation)
    else:
        m = A.parse(ev, proc)
        if m is None or A.stationary(ev, m) is False:
            return None
        if m.frac is not None:
            vals = _farima_values(ev, m, hs, correlation)
        else:
            vals = _values(ev, m, hs, correlation)
    if vals is None:
        return None
    if name == "AbsoluteCorrelationFunction":
        mean = _mean(ev, proc)
        if mean is None:
            return None
        vals = [ev.evaluate(Expression(S.Plus, (g, power(mean, Integer(2))))) for g in vals]
    return vals[0] if single else list_of(vals)


def _mean(ev, proc):
    if proc.head.name in A.VOLATILITY:
        return Integer(0)
    m = A.parse(ev, proc)
    if m.noise is not None:
        return m.c
    return A.stationary_mean(ev, m)


# --- RandomFunction ---------------------------------------------------------------------------------

def _tspec(ev, spec):
    """(tmin, tmax, dt) integers of a time spec for a discrete-time process, or None."""
    if not is_list(spec) or not 1 <= len(spec.args) <= 3:
        return None
    vals = list(spec.args)
    if not all(type(x) is Integer for x in vals):
        return None
    v = [x.value for x in vals]
    if len(v) == 1:
        v = [0, v[0]]
    if len(v) == 2:
        v.append(1)
    if v[1] < v[0] or v[2] <= 0:
        return None
    return tuple(v)


def random_function(ev, expr):
    """RandomFunction[tproc, {tmin, tmax[, dt]}[, n]] for a time series process: its paths
    as TemporalData (None after a message)."""
    import numpy as np
    from mathilda.algorithms.probability.sampling import generator
    from mathilda.builtins.probability.temporal_data import temporal
    proc, spec = expr.args[:2]
    npaths = 1
    if len(expr.args) == 3:
        k = expr.args[2]
        if type(k) is not Integer or k.value < 1:
            ev.message("RandomFunction", "npath", k)
            return None
        npaths = k.value
    ts = _tspec(ev, spec)
    if ts is None:
        ev.message("RandomFunction", "tspec", spec)
        return None
    t0, t1, dt = ts
    # the path is simulated from time 0 (or t0 when it is earlier) up to t1
    first = t0 if t0 < 0 else 0
    n = t1 - first + 1
    if not ev.check_size(npaths * ((t1 - t0) // dt + 1), "RandomFunction"):
        return None
    if proc.head.name in A.VOLATILITY:
        parts = garch_parts(ev, proc)
        nums = None if parts is None else (
            [A._num(ev, parts[0])] + [A._num(ev, a) for a in parts[1] + parts[2]])
        if nums is None or None in nums:
            ev.message("RandomFunction", "proc", proc)
            return None
        q = len(parts[1])
        sim = (lambda rng: A.simulate_garch(rng, nums[0], nums[1:1 + q], nums[1 + q:], n))
    else:
        m = A.parse(ev, proc)
        vals = None if m is None else A.floats(ev, m)
        frac = None if m is None or m.frac is None else A._num(ev, m.frac)
        if m is not None and m.frac is not None and (frac is None or m.init is not None):
            vals = None
        init = None
        if m is not None and m.init is not None:
            init = [A._num(ev, x) for x in m.init.args]
            if None in init:
                vals = None
        if vals is None:
            ev.message("RandomFunction", "proc", proc)
            return None
        if m.integrated and init is None:
            init = [0.0] * len(m.phi)
        if m.noise is not None and not (isinstance(m.noise, Expression) and
                                        m.noise.head is S.NormalDistribution):
            return _noise_paths(ev, m.noise, npaths, t0, t1, dt)
        if frac is not None:
            sim = (lambda rng: _farima_path(rng, vals, frac, n))
        else:
            sim = (lambda rng: A.simulate(rng, vals, n, init))
    rng = generator(ev)
    times_ = np.arange(t0, t1 + 1, dt)
    values = []
    for _ in range(npaths):
        ev.check_interrupt()
        y = sim(rng)
        values.append(y[times_ - first])
    return temporal(values, [times_] * npaths)


def _farima_path(rng, vals, d, n, burn=2000):
    """A FARIMA path: the ARMA part's path through the fractional filter (1 - L)^-d,
    truncated at n + burn weights; the constant added as the stationary mean."""
    from scipy.signal import fftconvolve
    c, v, phi, theta = vals
    x = A.simulate(rng, (0.0, v, phi, theta), n + burn)
    w = A.fractional_filter(d, n + burn)
    y = fftconvolve(x, w)[:n + burn]
    mean = c / (1 - sum(phi)) if len(phi) else c
    return y[burn:] + mean


def _noise_paths(ev, dist, npaths, t0, t1, dt):
    """White noise from any distribution: RandomVariate for each path."""
    import numpy as np
    from mathilda.builtins.probability.temporal_data import temporal
    from mathilda.core.packed import to_numpy
    times_ = np.arange(t0, t1 + 1, dt)
    values = []
    for _ in range(npaths):
        r = ev.call("RandomVariate", dist, Integer(len(times_)))
        a = to_numpy(r) if is_list(r) else None
        if a is None:
            return None
        values.append(a)
    return temporal(values, [times_] * npaths)
