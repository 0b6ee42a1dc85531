"""Linear time series processes: WhiteNoiseProcess, ARProcess, MAProcess, ARMAProcess,
ARIMAProcess, SARMAProcess, SARIMAProcess and FARIMAProcess (scalar ones), read into one
form: the difference equation

    y[t] = c + phi1 y[t-1] + ... + phip y[t-p] + e[t] + theta1 e[t-1] + ... + thetaq e[t-q]

with e normal white noise of variance v.  The seasonal factors and the differencing
(1 - L)^d (1 - L^s)^D are multiplied out into phi and theta (so an ARIMA process is an ARMA
one whose AR polynomial has unit roots; ``integrated`` records that).  FARIMA keeps its
fractional d apart.

The symbolic results (covariances, spectra, slices) are built as expressions for the
evaluator; machine-number parameters go to NumPy.
"""

from mathilda.algorithms.build import call, list_of, plus, power, times
from mathilda.algorithms.lists.common import is_list
from mathilda.core.expr import (Expression, Integer, Rational, Real, S, String, Symbol,
                                make_rational)

ONE, ZERO, MINUS_ONE = Integer(1), Integer(0), Integer(-1)
HALF = make_rational(1, 2)
HEADS = ("WhiteNoiseProcess", "ARProcess", "MAProcess", "ARMAProcess", "ARIMAProcess",
         "SARMAProcess", "SARIMAProcess", "FARIMAProcess")
VOLATILITY = ("ARCHProcess", "GARCHProcess")


class Linear:
    """A scalar linear time series process (see the module's docstring)."""

    def __init__(self, proc, c, phi, theta, v, init=None, integrated=False, frac=None,
                 noise=None):
        self.proc = proc              # the expression
        self.c = c
        self.phi = list(phi)          # full AR coefficients
        self.theta = list(theta)      # full MA coefficients
        self.v = v
        self.init = init              # a List of past values {..., y[-2], y[-1]} or None
        self.integrated = integrated  # unit roots from differencing
        self.frac = frac              # FARIMA's fractional d
        self.noise = noise            # WhiteNoiseProcess[dist]: the distribution

    @property
    def params(self):
        return [self.c, self.v] + self.phi + self.theta + ([self.frac] if self.frac else [])

    def machine(self):
        """True when every parameter is a number and one is a machine real."""
        ps = self.params
        return all(x.is_number for x in ps) and any(type(x) is Real for x in ps)

    def numeric(self):
        return all(x.is_number for x in self.params)


def _coeffs(x):
    """The coefficient list of a List of scalars, or None."""
    if not is_list(x):
        return None
    for a in x.args:
        if is_list(a) or type(a) is String:
            return None
    return list(x.args)


def _seasonal(ev, coeffs, s):
    """The coefficients of the polynomial sum(c_i L^(s i)) as a plain list (length s*k)."""
    out = [ZERO] * (s * len(coeffs))
    for i, a in enumerate(coeffs):
        out[s * (i + 1) - 1] = a
    return out


def poly_mul(ev, p, q):
    """Product of polynomials given as full coefficient lists [1, x1, x2, ...]."""
    out = [ZERO] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            out[i + j] = plus(out[i + j], times(a, b))
    return [ev.call("Expand", t) for t in out]


def _ar_poly(phi):
    return [ONE] + [times(MINUS_ONE, a) for a in phi]


def _ma_poly(theta):
    return [ONE] + list(theta)


def _from_ar_poly(ev, poly):
    return [ev.evaluate(times(MINUS_ONE, a)) for a in poly[1:]]


def _diff_poly(ev, d, s=1):
    """(1 - L^s)^d as a coefficient list."""
    base = [ONE] + [ZERO] * (s - 1) + [MINUS_ONE]
    out = [ONE]
    for _ in range(d):
        out = poly_mul(ev, out, base)
    return out


def _int(x):
    return x.value if type(x) is Integer and x.value >= 0 else None


def parse(ev, proc):
    """The Linear form of a linear time series process expression, or None."""
    if not isinstance(proc, Expression) or type(proc.head) is not Symbol:
        return None
    name, args = proc.head.name, list(proc.args)
    if name == "WhiteNoiseProcess":
        return _white(ev, proc, args)
    if name not in HEADS:
        return None
    # the constant comes first when the first argument is no list of coefficients
    lead = {"ARProcess": 2, "MAProcess": 2, "ARMAProcess": 3, "ARIMAProcess": 4,
            "SARMAProcess": 4, "SARIMAProcess": 5, "FARIMAProcess": 4}[name]
    c = ZERO
    if args and not is_list(args[0]) and len(args) >= lead + 1:
        c, args = args[0], args[1:]
    if len(args) == lead + 1:
        init, args = args[-1], args[:-1]
        if not is_list(init) or any(is_list(a) for a in init.args):
            return None
    elif len(args) == lead:
        init = None
    else:
        return None
    v = args[-1]
    if is_list(v) or type(v) is String:
        return None
    if v.is_number and _num(ev, v) is not None and _num(ev, v) <= 0:
        return None
    integrated, frac = False, None
    if name == "ARProcess":
        phi, theta = _coeffs(args[0]), []
    elif name == "MAProcess":
        phi, theta = [], _coeffs(args[0])
    elif name == "ARMAProcess":
        phi, theta = _coeffs(args[0]), _coeffs(args[1])
    elif name in ("ARIMAProcess", "FARIMAProcess"):
        phi, theta = _coeffs(args[0]), _coeffs(args[2])
        d = args[1]
        if phi is None or theta is None:
            return None
        if name == "ARIMAProcess":
            if _int(d) is None:
                return None
            phi = _from_ar_poly(ev, poly_mul(ev, _ar_poly(phi), _diff_poly(ev, d.value)))
            integrated = d.value > 0
        else:
            frac = d
    else:       # SARMAProcess, SARIMAProcess
        seas = args[-2]
        if name == "SARMAProcess":
            phi, theta = _coeffs(args[0]), _coeffs(args[1])
            ok = is_list(seas) and len(seas.args) == 3
            if ok:
                s, sphi, stheta = seas.args
                sd = ZERO
        else:
            phi, theta = _coeffs(args[0]), _coeffs(args[2])
            d = args[1]
            ok = is_list(seas) and len(seas.args) == 4 and _int(d) is not None
            if ok:
                s, sphi, sd, stheta = seas.args
        if not ok or phi is None or theta is None or _int(s) is None or s.value < 1 \
                or _int(sd) is None:
            return None
        sphi, stheta = _coeffs(sphi), _coeffs(stheta)
        if sphi is None or stheta is None:
            return None
        sv = s.value
        ar = poly_mul(ev, _ar_poly(phi), _ar_poly(_seasonal(ev, sphi, sv)))
        ma = poly_mul(ev, _ma_poly(theta), _ma_poly(_seasonal(ev, stheta, sv)))
        if name == "SARIMAProcess":
            ar = poly_mul(ev, ar, _diff_poly(ev, d.value))
            ar = poly_mul(ev, ar, _diff_poly(ev, sd.value, sv))
            integrated = d.value > 0 or sd.value > 0
        phi, theta = _from_ar_poly(ev, ar), ma[1:]
    if phi is None or theta is None:
        return None
    return Linear(proc, c, _trim(phi), _trim(theta), v, init, integrated, frac)


def _trim(xs):
    xs = list(xs)
    while xs and xs[-1] == ZERO:
        xs.pop()
    return xs


def _white(ev, proc, args):
    if not args:
        return Linear(proc, ZERO, [], [], ONE,
                      noise=Expression(S.NormalDistribution, (ZERO, ONE)))
    if len(args) != 1:
        return None
    a = args[0]
    if isinstance(a, Expression) and type(a.head) is Symbol and \
            a.head.name.endswith("Distribution"):
        m, var = ev.call("Mean", a), ev.call("Variance", a)
        return Linear(proc, m, [], [], var, noise=a)
    if is_list(a) or type(a) is String:
        return None
    n = _num(ev, a)
    if n is not None and n <= 0:
        return None
    return Linear(proc, ZERO, [], [], ev.evaluate(power(a, Integer(2))),
                  noise=Expression(S.NormalDistribution, (ZERO, a)))


def _num(ev, x):
    """The float of a numeric real expression, or None."""
    t = type(x)
    if t is Integer:
        return float(x.value)
    if t is Rational:
        return x.value.numerator / x.value.denominator
    if t is Real:
        return float(x.value)
    if x.is_number:
        y = ev.call("N", x)
        if type(y) is Real:
            return float(y.value)
    return None


# --- stationarity and invertibility ---------------------------------------------------------------

def _roots_outside(coeffs):
    """Whether every root of 1 + coeffs[0] z + coeffs[1] z^2 + ... lies outside the unit
    circle (coeffs as floats)."""
    import numpy as np
    cs = list(coeffs)
    while cs and cs[-1] == 0:
        cs.pop()
    if not cs:
        return True
    roots = np.roots([float(x) for x in reversed([1.0] + cs)])
    return bool(np.all(np.abs(roots) > 1 + 1e-12))


def stationary(ev, m):
    """True, False, or a condition expression (one symbolic AR coefficient), or None."""
    if m.integrated:
        return False
    if m.frac is not None:
        f = _num(ev, m.frac)
        if f is None:
            return None
        if not f < 0.5:
            return False
    if not m.phi:
        return True
    vals = [_num(ev, a) for a in m.phi]
    if None in vals:
        if len(m.phi) == 1:
            a = m.phi[0]
            return Expression(S.Less, (MINUS_ONE, a, ONE))
        return None
    return _roots_outside([-x for x in vals])


def invertible(ev, m):
    if m.frac is not None:
        f = _num(ev, m.frac)
        if f is None:
            return None
        if not f > -0.5:
            return False
    if not m.theta:
        return True
    vals = [_num(ev, b) for b in m.theta]
    if None in vals:
        if len(m.theta) == 1:
            return Expression(S.Less, (MINUS_ONE, m.theta[0], ONE))
        return None
    return _roots_outside(vals)


# --- covariances --------------------------------------------------------------------------------

def psi_weights(ev, m, n):
    """The first n coefficients psi_0 = 1, psi_1, ... of the MA(infinity) form."""
    psi = [ONE]
    for j in range(1, n):
        t = m.theta[j - 1] if j <= len(m.theta) else ZERO
        terms = [t] + [times(m.phi[i - 1], psi[j - i])
                       for i in range(1, min(j, len(m.phi)) + 1)]
        psi.append(ev.call("Expand", plus(*terms)))
    return psi


def _const_term(ev, x):
    syms = ev.call("Variables", x)
    if not syms.args:
        return _num(ev, x)
    at0 = ev.call("ReplaceAll", x, list_of(Expression(S.Rule, (v, ZERO)) for v in syms.args))
    return _num(ev, at0) if at0.is_number else None


def pi_weights(ev, m, n):
    """The first n coefficients g_0 = 1, g_1, ... of phi(z)/theta(z) (the AR(infinity)
    form: y[t] = -g_1 y[t-1] - g_2 y[t-2] - ... + e[t])."""
    a = _ar_poly(m.phi)
    g = [ONE]
    for k in range(1, n):
        terms = [a[k] if k < len(a) else ZERO]
        terms += [times(MINUS_ONE, m.theta[j - 1], g[k - j])
                  for j in range(1, min(k, len(m.theta)) + 1)]
        g.append(ev.call("Expand", plus(*terms)))
    return g


def _normalize_sign(ev, r):
    """A rational expression N/D, N factored, with the denominator's constant term
    positive (its factors too when D is factored: of degree above 2)."""
    r = ev.call("Together", r)
    num, den = ev.call("Numerator", r), ev.call("Denominator", r)
    sign = 1
    k = _const_term(ev, den)
    if k is not None and k < 0:
        sign, den = -sign, ev.call("Expand", times(MINUS_ONE, den))
    if den.is_number is False and _degree(ev, den) > 2:
        k, den = _factor_positive(ev, den)
        sign *= k
    k, num = _factor_positive(ev, num)
    sign *= k
    if sign < 0:
        num = times(MINUS_ONE, num)
    return ev.evaluate(times(num, power(den, MINUS_ONE)))


def _factor_positive(ev, x):
    """(sign, product) of the factors of x, each with a nonnegative constant term."""
    if x.is_number:
        return 1, x
    fs = ev.call("FactorList", x)
    sign, parts = 1, []
    for f in fs.args:
        base, e = f.args
        k = _const_term(ev, base)
        if base.is_number and _num(ev, base) is not None and _num(ev, base) < 0:
            base = ev.evaluate(times(MINUS_ONE, base))
            sign = -sign if type(e) is Integer and e.value % 2 else sign
        elif k is not None and k < 0:
            base = ev.call("Expand", times(MINUS_ONE, base))
            if type(e) is Integer and e.value % 2:
                sign = -sign
        parts.append(power(base, e))
    return sign, ev.evaluate(times(*parts))


def _degree(ev, x):
    syms = ev.call("Variables", x)
    if not syms.args:
        return 0
    d = ev.call("Exponent", ev.call("ReplaceAll", x, list_of(
        Expression(S.Rule, (v, times(v, Symbol("tsproc$k")))) for v in syms.args)),
        Symbol("tsproc$k"))
    return d.value if type(d) is Integer else 0


def autocovariances(ev, m, hmax):
    """[gamma(0), ..., gamma(hmax)] of a weakly stationary m (exact or symbolic
    expressions; None when the linear system cannot be solved)."""
    p, q = len(m.phi), len(m.theta)
    theta = [ONE] + m.theta
    psi = psi_weights(ev, m, q + 1)
    rhs = []
    for k in range(max(p, hmax) + 1):
        terms = [times(m.v, theta[j], psi[j - k]) for j in range(k, q + 1)]
        rhs.append(ev.evaluate(plus(*terms)) if terms else ZERO)
    if p == 0:
        return [ev.call("Factor", r) if not r.is_number else r for r in rhs[:hmax + 1]]
    # unknowns gamma(0..p): gamma(k) - sum phi_i gamma(|k - i|) = rhs[k]
    rows = []
    for k in range(p + 1):
        row = [ZERO] * (p + 1)
        row[k] = ONE
        for i in range(1, p + 1):
            j = abs(k - i)
            row[j] = plus(row[j], times(MINUS_ONE, m.phi[i - 1]))
        rows.append(list_of(ev.evaluate(x) for x in row))
    sol = ev.call("LinearSolve", list_of(rows), list_of(rhs[:p + 1]))
    if not is_list(sol) or len(sol.args) != p + 1:
        return None
    gam = [_normalize_sign(ev, g) for g in sol.args]
    for k in range(p + 1, hmax + 1):
        terms = [times(m.phi[i - 1], gam[k - i]) for i in range(1, p + 1)] + [rhs[k]]
        gam.append(_normalize_sign(ev, plus(*terms)))
    return gam[:hmax + 1]


def autocovariances_float(m, vals, hmax):
    """Machine-number autocovariances: (c, v, phi, theta) floats in vals."""
    import numpy as np
    _, v, phi, theta = vals
    p, q = len(phi), len(theta)
    th = np.concatenate(([1.0], theta))
    psi = np.zeros(q + 1)
    psi[0] = 1.0
    for j in range(1, q + 1):
        psi[j] = th[j] + sum(phi[i - 1] * psi[j - i] for i in range(1, min(j, p) + 1))
    n = max(p, hmax) + 1
    rhs = np.array([v * sum(th[j] * psi[j - k] for j in range(k, q + 1)) for k in range(n)])
    if p == 0:
        return rhs[:hmax + 1]
    a = np.eye(p + 1)
    for k in range(p + 1):
        for i in range(1, p + 1):
            a[k, abs(k - i)] -= phi[i - 1]
    g = list(np.linalg.solve(a, rhs[:p + 1]))
    for k in range(p + 1, hmax + 1):
        g.append(sum(phi[i - 1] * g[k - i] for i in range(1, p + 1)) + rhs[k])
    return np.array(g[:hmax + 1])


def floats(ev, m):
    """(c, v, phi array, theta array) as floats, or None."""
    import numpy as np
    c, v = _num(ev, m.c), _num(ev, m.v)
    phi = [_num(ev, a) for a in m.phi]
    theta = [_num(ev, b) for b in m.theta]
    if c is None or v is None or None in phi or None in theta:
        return None
    return c, v, np.array(phi, dtype=float), np.array(theta, dtype=float)


def covariance_symbolic_lag(ev, m, h, correlation=False):
    """gamma(h) (rho(h) with correlation) for a symbolic lag h (pure MA: a Piecewise; AR(1)
    and ARMA(1, q): a power of the coefficient), or None."""
    p, q = len(m.phi), len(m.theta)
    if p > 1:
        return None
    absh = Expression(S.Abs, (h,))
    gam = autocovariances(ev, m, q)
    if gam is None:
        return None
    if correlation:
        gam = [_normalize_sign(ev, times(g, power(gam[0], MINUS_ONE))) for g in gam]
    if p == 0:
        cases = [list_of((gam[0], Expression(S.Equal, (h, ZERO))))]
        cases += [list_of((gam[k], Expression(S.Equal, (absh, Integer(k)))))
                  for k in range(1, q + 1)]
        return ev.evaluate(Expression(S.Piecewise, (list_of(cases), ZERO)))
    if p == 1:
        a = m.phi[0]
        if q == 0:
            return ev.evaluate(times(gam[0], power(a, absh)))
        tail = times(gam[q], power(a, plus(absh, Integer(-q))))
        cases = [list_of((gam[0], Expression(S.Equal, (h, ZERO))))]
        cases += [list_of((gam[k], Expression(S.Equal, (absh, Integer(k)))))
                  for k in range(1, q)]
        return ev.evaluate(Expression(S.Piecewise, (list_of(cases), tail)))
    return None


def farima_covariance(ev, m, h, correlation=False):
    """gamma(h) of fractional noise FARIMAProcess[{}, d, {}, v]: v Gamma[1 - 2 d]
    Gamma[h + d]/(Gamma[d] Gamma[1 - d] Gamma[1 + h - d]) (Abs[h] for a symbolic lag), or
    None with ARMA parts."""
    if m.phi or m.theta:
        return None
    d = m.frac
    k = h if type(h) is Integer else Expression(S.Abs, (h,))
    if type(k) is Integer:
        k = Integer(abs(k.value))

    def g(x):
        return call("Gamma", x)
    if correlation:
        r = times(g(plus(ONE, times(MINUS_ONE, d))), g(plus(k, d)),
                  power(times(g(d), g(plus(ONE, k, times(MINUS_ONE, d)))), MINUS_ONE))
    else:
        r = times(m.v, g(plus(ONE, times(Integer(-2), d))), g(plus(k, d)),
                  power(times(g(d), g(plus(ONE, times(MINUS_ONE, d))),
                              g(plus(ONE, k, times(MINUS_ONE, d)))), MINUS_ONE))
    r = ev.evaluate(r)
    if type(h) is Integer:
        if m.machine():
            return ev.call("N", r)
        r = ev.call("Simplify", ev.call("FunctionExpand", r))
        if correlation and not d.is_number:
            r = _normalize_sign(ev, r)
    return r


def fractional_filter(d, n):
    """The first n MA(infinity) weights of (1 - L)^-d."""
    import numpy as np
    w = np.empty(n)
    w[0] = 1.0
    for j in range(1, n):
        w[j] = w[j - 1] * (j - 1 + d) / j
    return w


# --- spectrum -----------------------------------------------------------------------------------

def _cos_series(ev, poly, w):
    """|sum_k poly[k] E^(I k w)|^2 for real coefficients, as sum of cosines."""
    n = len(poly)
    terms = [times(a, a) for a in poly]
    for k in range(1, n):
        ck = plus(*[times(poly[j], poly[j + k]) for j in range(n - k)])
        terms.append(times(Integer(2), ck, call("Cos", times(Integer(k), w))))
    return ev.call("Expand", plus(*terms))


def spectral_density(ev, m, w, scale):
    """The power spectral density at w: scale v |theta(E^(I w))|^2 / |phi(E^(I w))|^2."""
    num = _cos_series(ev, _ma_poly(m.theta), w)
    den = _cos_series(ev, _ar_poly(m.phi), w)
    parts = [scale, m.v, num, power(den, MINUS_ONE)]
    if m.frac is not None:
        parts.append(power(times(Integer(4), power(call("Sin", times(HALF, w)),
                                                   Integer(2))), times(MINUS_ONE, m.frac)))
    return ev.evaluate(times(*parts))


# --- slices -------------------------------------------------------------------------------------

def stationary_mean(ev, m):
    if not m.phi:
        return m.c
    return ev.evaluate(times(m.c, power(plus(ONE, *[times(MINUS_ONE, a) for a in m.phi]),
                                         MINUS_ONE)))


def slice_distribution(ev, m, t):
    """proc[t]: the NormalDistribution of a weakly stationary process (or the noise's
    distribution for white noise), None otherwise."""
    if m.noise is not None:
        return m.noise
    st = stationary(ev, m)
    if st is False or m.init is not None:
        return None
    if m.frac is not None:
        g0 = farima_covariance(ev, m, ZERO)
        if g0 is None:
            return None
        r = ev.evaluate(Expression(S.NormalDistribution, (
            stationary_mean(ev, m), Expression(S.Sqrt, (g0,)))))
        return ev.call("N", r) if m.machine() else r
    if m.machine():
        vals = floats(ev, m)
        g0 = float(autocovariances_float(m, vals, 0)[0])
        mean = vals[0] / (1 - sum(vals[2])) if len(vals[2]) else vals[0]
        return Expression(S.NormalDistribution, (Real(mean), Real(g0 ** 0.5)))
    gam = autocovariances(ev, m, 0)
    if gam is None:
        return None
    return ev.evaluate(Expression(S.NormalDistribution, (
        stationary_mean(ev, m), Expression(S.Sqrt, (gam[0],)))))


# --- simulation ---------------------------------------------------------------------------------

def simulate(rng, vals, n, init=None, burn=None):
    """n values of y from t = 0 (c, v, phi, theta as floats); a stationary start (a long
    burn-in) unless init gives the past values {..., y[-2], y[-1]}."""
    import numpy as np
    from scipy.signal import lfilter
    c, v, phi, theta = vals
    a = np.concatenate(([1.0], -np.asarray(phi, dtype=float)))
    b = np.concatenate(([1.0], np.asarray(theta, dtype=float)))
    if init is not None:
        return _recurse(rng, c, v, phi, theta, n, np.asarray(init, dtype=float))
    k = burn if burn is not None else 100 * (len(a) + len(b)) + 500
    e = rng.normal(size=n + k) * v ** 0.5
    y = lfilter(b, a, e)
    if c:
        y = y + lfilter([1.0], a, np.full(n + k, c))
    return y[k:]


def _recurse(rng, c, v, phi, theta, n, past):
    """The difference equation run from the past values (earlier noise taken as 0)."""
    import numpy as np
    p, q = len(phi), len(theta)
    y = np.concatenate((past, np.zeros(n)))
    e = np.concatenate((np.zeros(len(past)), rng.normal(size=n) * v ** 0.5))
    k0 = len(past)
    for t in range(k0, k0 + n):
        acc = c + e[t]
        for i in range(1, p + 1):
            if t - i >= 0:
                acc += phi[i - 1] * y[t - i]
        for j in range(1, q + 1):
            if t - j >= 0:
                acc += theta[j - 1] * e[t - j]
        y[t] = acc
    return y[k0:]


def simulate_garch(rng, kappa, alpha, beta, n, burn=500):
    """n values of a GARCH(q, p) process: y = sqrt(h) z, h = kappa + sum alpha y^2 +
    sum beta h."""
    import numpy as np
    q, p = len(alpha), len(beta)
    total = n + burn
    y = np.zeros(total)
    h = np.zeros(total)
    denom = 1 - sum(alpha) - sum(beta)
    h0 = kappa / denom if denom > 0 else kappa
    z = rng.normal(size=total)
    for t in range(total):
        ht = kappa
        for i in range(q):
            ht += alpha[i] * (y[t - 1 - i] ** 2 if t - 1 - i >= 0 else h0)
        for j in range(p):
            ht += beta[j] * (h[t - 1 - j] if t - 1 - j >= 0 else h0)
        h[t] = ht
        y[t] = np.sqrt(ht) * z[t]
    return y[burn:]
