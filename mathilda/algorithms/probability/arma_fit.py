"""Fitting and forecasting scalar ARMA-type processes on machine numbers (NumPy, SciPy).

Conventions: y[t] = c + sum phi_i y[t-i] + e[t] + sum theta_j e[t-j], e ~ N(0, v).

* ``fit_css``: maximum conditional likelihood (conditional sum of squares: the first p
  values given, earlier noise 0), started from Hannan-Rissanen (a long AR fit's residuals
  as regressors), refined with ``scipy.optimize.least_squares``.
* ``fit_yule_walker``: the method of moments for AR.
* ``exact_loglik``: the exact Gaussian log-likelihood of a stationary ARMA model by the
  Durbin-Levinson recursion on its autocovariances (prediction errors and their variances).
* ``forecast``: k-step predictions given the data and the MSEs v sum psi_j^2.
"""

import math


class Fit:
    def __init__(self, c, phi, theta, v, loglik, n, residuals, const):
        self.c, self.phi, self.theta, self.v = c, list(phi), list(theta), v
        self.loglik, self.n, self.residuals, self.const = loglik, n, residuals, const

    @property
    def k(self):
        """The number of estimated parameters (coefficients, the constant, the variance)."""
        return len(self.phi) + len(self.theta) + (1 if self.const else 0) + 1

    def aic(self):
        return -2 * self.loglik + 2 * self.k

    def aicc(self):
        n, k = self.n, self.k
        return self.aic() + (2 * k * (k + 1) / (n - k - 1) if n - k - 1 > 0 else math.inf)

    def bic(self):
        return -2 * self.loglik + self.k * math.log(self.n)


def residuals(y, c, phi, theta):
    """The conditional residuals e[t], t = p .. n-1 (earlier e = 0)."""
    import numpy as np
    from scipy.signal import lfilter
    p = len(phi)
    y = np.asarray(y, dtype=float)
    n = len(y)
    # x[t] = y[t] - c - sum phi y[t-i] for t >= p; then e = x / theta(L)
    x = y[p:] - c
    for i in range(1, p + 1):
        x = x - phi[i - 1] * y[p - i:n - i]
    if not len(theta):
        return x
    return lfilter([1.0], np.concatenate(([1.0], theta)), x)


def _ols(X, z):
    import numpy as np
    beta, *_ = np.linalg.lstsq(X, z, rcond=None)
    return beta


def _lagged(y, p, start):
    import numpy as np
    n = len(y)
    return np.column_stack([y[start - i:n - i] for i in range(1, p + 1)]) if p else \
        np.zeros((n - start, 0))


def hannan_rissanen(y, p, q, const):
    """Starting values (c, phi, theta)."""
    import numpy as np
    y = np.asarray(y, dtype=float)
    n = len(y)
    if q == 0:
        X = _lagged(y, p, p)
        if const:
            X = np.column_stack((np.ones(n - p), X))
        beta = _ols(X, y[p:]) if X.shape[1] else np.zeros(0)
        c = beta[0] if const else 0.0
        return c, beta[1:] if const else beta, np.zeros(0)
    m = min(max(p + q + 5, int(round(math.log(n) ** 2))), n // 3)
    X = _lagged(y, m, m)
    Xc = np.column_stack((np.ones(n - m), X)) if const else X
    b = _ols(Xc, y[m:])
    e = np.zeros(n)
    e[m:] = y[m:] - Xc @ b
    s = m + q
    cols = [y[s - i:n - i] for i in range(1, p + 1)] + [e[s - j:n - j] for j in range(1, q + 1)]
    X2 = np.column_stack(cols)
    if const:
        X2 = np.column_stack((np.ones(n - s), X2))
    beta = _ols(X2, y[s:])
    c = beta[0] if const else 0.0
    rest = beta[1:] if const else beta
    theta = np.clip(rest[p:], -0.95, 0.95)
    return c, rest[:p], theta


def fit_css(y, p, q, const=True, fixed=None):
    """Maximum conditional likelihood fit of ARMA(p, q) (``fixed``: {name: value} of c
    and/or v held at given values)."""
    import numpy as np
    from scipy.optimize import least_squares
    y = np.asarray(y, dtype=float)
    fixed = fixed or {}
    const = const and "c" not in fixed
    c0, phi0, theta0 = hannan_rissanen(y, p, q, const)
    if not const:
        c_fixed = fixed.get("c", 0.0)

    def unpack(x):
        c = x[0] if const else c_fixed
        k = 1 if const else 0
        return c, x[k:k + p], x[k + p:k + p + q]

    def f(x):
        c, phi, theta = unpack(x)
        return residuals(y, c, phi, theta)

    x0 = np.concatenate(([c0] if const else [], phi0, theta0))
    if len(x0) and q:
        x = least_squares(f, x0, method="lm" if len(y) - p > len(x0) else "trf").x
    else:
        x = x0
    c, phi, theta = unpack(x)
    e = residuals(y, c, phi, theta)
    m = len(e)
    v = fixed.get("v", float(np.dot(e, e) / m))
    loglik = -0.5 * m * math.log(2 * math.pi * v) - 0.5 * float(np.dot(e, e)) / v
    return Fit(float(c), [float(a) for a in phi], [float(b) for b in theta], float(v),
               loglik, len(y), e, const)


def fit_yule_walker(y, p, const=True):
    """The method of moments for AR(p) (sample autocovariances, divisor n)."""
    import numpy as np
    from scipy.linalg import solve_toeplitz
    y = np.asarray(y, dtype=float)
    n = len(y)
    mu = y.mean() if const else 0.0
    z = y - mu
    g = np.array([np.dot(z[:n - h], z[h:]) / n for h in range(p + 1)])
    phi = solve_toeplitz(g[:p], g[1:]) if p else np.zeros(0)
    v = float(g[0] - np.dot(phi, g[1:]))
    c = mu * (1 - phi.sum())
    e = residuals(y, c, phi, [])
    loglik = -0.5 * len(e) * (math.log(2 * math.pi * v) + 1)
    return Fit(float(c), [float(a) for a in phi], [], v, loglik, n, e, const)


def autocov(phi, theta, v, hmax):
    """Autocovariances 0..hmax of a stationary ARMA (floats)."""
    import numpy as np
    p, q = len(phi), len(theta)
    th = np.concatenate(([1.0], theta))
    psi = psi_weights(phi, theta, q + 1)
    n = max(p, hmax) + 1
    rhs = np.array([v * sum(th[j] * psi[j - k] for j in range(k, q + 1)) for k in range(n)])
    if p == 0:
        out = np.zeros(hmax + 1)
        out[:min(hmax, q) + 1] = rhs[:min(hmax, q) + 1]
        return out
    a = np.eye(p + 1)
    for k in range(p + 1):
        for i in range(1, p + 1):
            a[k, abs(k - i)] -= phi[i - 1]
    g = list(np.linalg.solve(a, rhs[:p + 1]))
    for k in range(p + 1, hmax + 1):
        g.append(sum(phi[i - 1] * g[k - i] for i in range(1, p + 1)) + rhs[k])
    return np.array(g[:hmax + 1])


def exact_loglik(y, c, phi, theta, v):
    """The exact Gaussian log-likelihood (Durbin-Levinson), -inf when not stationary."""
    import numpy as np
    y = np.asarray(y, dtype=float)
    n = len(y)
    if len(phi):
        roots = np.roots(np.concatenate(([1.0], -np.asarray(phi)))[::-1])
        if np.any(np.abs(roots) <= 1.0):
            return -math.inf
        mu = c / (1 - sum(phi))
    else:
        mu = c
    z = y - mu
    g = autocov(phi, theta, v, n)
    ll = 0.0
    a = np.zeros(0)
    r = g[0]
    for t in range(n):
        pred = float(np.dot(a, z[t - 1::-1][:len(a)])) if t and len(a) else 0.0
        err = z[t] - pred
        ll += -0.5 * (math.log(2 * math.pi * r) + err * err / r)
        if t + 1 < n:
            k = (g[t + 1] - np.dot(a, g[t:0:-1][:len(a)])) / r if len(a) else g[1] / r
            a = np.concatenate((a - k * a[::-1], [k])) if len(a) else np.array([k])
            r = r * (1 - k * k)
            if r <= 0:
                return -math.inf
    return ll


def fit_ml(y, p, q, const=True):
    """Maximum likelihood: the exact likelihood maximized from the conditional fit."""
    import numpy as np
    from scipy.optimize import minimize
    start = fit_css(y, p, q, const)
    x0 = np.concatenate(([start.c] if const else [], start.phi, start.theta,
                         [math.log(start.v)]))

    def unpack(x):
        k = 1 if const else 0
        return (x[0] if const else 0.0), x[k:k + p], x[k + p:k + p + q], math.exp(x[-1])

    def nll(x):
        c, phi, theta, v = unpack(x)
        ll = exact_loglik(y, c, phi, theta, v)
        return 1e300 if not math.isfinite(ll) else -ll

    res = minimize(nll, x0, method="Nelder-Mead",
                   options={"maxiter": 400 * len(x0), "xatol": 1e-8, "fatol": 1e-10})
    c, phi, theta, v = unpack(res.x)
    e = residuals(y, c, phi, theta)
    return Fit(float(c), [float(a) for a in phi], [float(b) for b in theta], float(v),
               -float(res.fun), len(y), e, const)


def psi_weights(phi, theta, n):
    import numpy as np
    psi = np.zeros(n)
    psi[0] = 1.0
    for j in range(1, n):
        t = theta[j - 1] if j <= len(theta) else 0.0
        psi[j] = t + sum(phi[i - 1] * psi[j - i] for i in range(1, min(j, len(phi)) + 1))
    return psi


def forecast(y, c, phi, theta, v, k):
    """(predictions, mean squared errors) for 1..k steps beyond y (the conditional
    residuals stand for the past noise)."""
    import numpy as np
    y = np.asarray(y, dtype=float)
    p, q = len(phi), len(theta)
    e = np.zeros(len(y))
    if len(y) > p:
        e[p:] = residuals(y, c, phi, theta)
    hist = list(y)
    noise = list(e)
    preds = []
    for h in range(k):
        acc = c
        for i in range(1, p + 1):
            acc += phi[i - 1] * hist[-i]
        for j in range(1, q + 1):
            if j > h:
                acc += theta[j - 1] * noise[len(y) - (j - h)]
        preds.append(acc)
        hist.append(acc)
    psi = psi_weights(phi, theta, k)
    mse = v * np.cumsum(psi ** 2)
    return np.array(preds), mse


# --- ARCH / GARCH ---------------------------------------------------------------------------

def garch_variances(y, kappa, alpha, beta):
    """The conditional variances h[t] (the start: the sample second moment)."""
    import numpy as np
    y = np.asarray(y, dtype=float)
    n, q, p = len(y), len(alpha), len(beta)
    h = np.empty(n)
    h0 = float(np.mean(y * y))
    y2 = y * y
    for t in range(n):
        ht = kappa
        for i in range(q):
            ht += alpha[i] * (y2[t - 1 - i] if t - 1 - i >= 0 else h0)
        for j in range(p):
            ht += beta[j] * (h[t - 1 - j] if t - 1 - j >= 0 else h0)
        h[t] = ht
    return h


def garch_loglik(y, kappa, alpha, beta):
    import numpy as np
    h = garch_variances(y, kappa, alpha, beta)
    if np.any(h <= 0):
        return -math.inf
    y = np.asarray(y, dtype=float)
    return float(-0.5 * np.sum(np.log(2 * math.pi * h) + y * y / h))


class GarchFit:
    def __init__(self, kappa, alpha, beta, loglik, n):
        self.kappa, self.alpha, self.beta, self.loglik, self.n = kappa, alpha, beta, loglik, n

    @property
    def k(self):
        return 1 + len(self.alpha) + len(self.beta)

    aic, aicc, bic = Fit.aic, Fit.aicc, Fit.bic


def fit_garch(y, q, p):
    """Maximum likelihood GARCH(q, p) (ARCH(q) for p = 0): kappa > 0 and the alphas and
    betas positive with sum below 1, by a softmax parametrization, Nelder-Mead."""
    import numpy as np
    from scipy.optimize import minimize
    y = np.asarray(y, dtype=float)
    var = float(np.mean(y * y))
    m = q + p

    def unpack(x):
        kappa = math.exp(x[0])
        w = np.exp(np.concatenate((x[1:], [0.0])))
        s = w / w.sum()          # m shares and the remainder, summing to 1
        coeffs = s[:m]
        return kappa, coeffs[:q], coeffs[q:]

    def nll(x):
        kappa, alpha, beta = unpack(x)
        ll = garch_loglik(y, kappa, alpha, beta)
        return 1e300 if not math.isfinite(ll) else -ll

    share = 0.1 / max(q, 1)
    start = [share] * q + [0.8 / max(p, 1)] * p if p else [0.3 / max(q, 1)] * q
    rest = max(1 - sum(start), 0.05)
    x0 = np.concatenate(([math.log(var * rest)], np.log(np.array(start) / rest)))
    res = minimize(nll, x0, method="Nelder-Mead",
                   options={"maxiter": 600 * (m + 1), "xatol": 1e-7, "fatol": 1e-9})
    kappa, alpha, beta = unpack(res.x)
    return GarchFit(float(kappa), [float(a) for a in alpha], [float(b) for b in beta],
                    -float(res.fun), len(y))


def garch_forecast(y, kappa, alpha, beta, k):
    """(zeros, the forecast conditional variances) for 1..k steps beyond y."""
    import numpy as np
    y = np.asarray(y, dtype=float)
    h = list(garch_variances(y, kappa, alpha, beta))
    y2 = list(y * y)
    out = []
    for _ in range(k):
        ht = kappa + sum(a * y2[-1 - i] for i, a in enumerate(alpha)) + \
            sum(b * h[-1 - j] for j, b in enumerate(beta))
        h.append(ht)
        y2.append(ht)          # E[y^2] of a future value is its conditional variance
        out.append(ht)
    return np.zeros(k), np.array(out)
