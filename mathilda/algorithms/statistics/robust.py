"""Robust location and dispersion estimators on plain Python numbers (Fractions or floats):
the biweight location and midvariance, Rousseeuw and Croux's Sn and Qn, and the spatial
(geometric) median by Weiszfeld's iteration (NumPy).

References: Mosteller and Tukey (1977) for the biweight; Rousseeuw and Croux, "Alternatives to
the median absolute deviation", JASA 88 (1993), with the small-sample factors of Croux and
Rousseeuw (1992); Vardi and Zhang (2000) for the modified Weiszfeld step at a data point.
"""

import math


def median(vals):
    s = sorted(vals)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def mad(vals, center):
    return median([abs(v - center) for v in vals])


def biweight_midvariance(vals, c):
    """n sum (x - M)^2 (1 - u^2)^4 / (sum (1 - u^2)(1 - 5 u^2))^2 over |u| < 1, with
    u = (x - M)/(c MAD); exact for Fractions.  0 when the MAD is 0."""
    m = median(vals)
    s = mad(vals, m)
    if s == 0:
        return 0 * s
    num = den = 0 * s
    for x in vals:
        u = (x - m) / (c * s)
        if abs(u) < 1:
            w = 1 - u * u
            num += (x - m) ** 2 * w ** 4
            den += w * (1 - 5 * u * u)
    return len(vals) * num / den ** 2 if den != 0 else None


def biweight_location(vals, c, start=None, maxiter=100):
    """The fixed point x = sum w x / sum w, w = (1 - u^2)^2 for |u| < 1, u = (x_i - x)/(c
    MAD(x)), MAD(x) the median of |x_i - x|, iterated from the median (floats)."""
    vals = [float(v) for v in vals]
    x = median(vals) if start is None else float(start)
    for _ in range(maxiter):
        s = mad(vals, x)
        if s == 0:
            return x
        num = den = 0.0
        for v in vals:
            u = (v - x) / (c * s)
            if abs(u) < 1:
                w = (1 - u * u) ** 2
                num += w * v
                den += w
        if den == 0:
            return x
        new = num / den
        if abs(new - x) <= 1e-15 * max(1.0, abs(x)):
            return new
        x = new
    return x


def _lomed(vals):
    s = sorted(vals)
    return s[(len(s) + 1) // 2 - 1]


def _himed(vals):
    s = sorted(vals)
    return s[len(s) // 2]


def sn_raw(vals):
    """lomed_i himed_j |x_i - x_j|."""
    return _lomed([_himed([abs(x - y) for y in vals]) for x in vals])


def qn_raw(vals):
    """The k-th smallest of |x_i - x_j|, i < j, k = C(h, 2), h = n//2 + 1."""
    n = len(vals)
    h = n // 2 + 1
    k = h * (h - 1) // 2
    d = sorted(abs(vals[i] - vals[j]) for i in range(n) for j in range(i + 1, n))
    return d[k - 1]


_SN_SMALL = {2: 0.743, 3: 1.851, 4: 0.954, 5: 1.351, 6: 0.993, 7: 1.198, 8: 1.005, 9: 1.131}
_QN_SMALL = {2: 0.399, 3: 0.994, 4: 0.512, 5: 0.844, 6: 0.611, 7: 0.857, 8: 0.669, 9: 0.872}


def sn_consistency():
    """c with c med_X med_Y |X - Y| = 1 for standard normal X, Y: med_Y |x - Y| = m(x) solves
    Phi(x + m) - Phi(x - m) = 1/2, increasing in |x|, so the median over X is m(Phi^-1(3/4))."""
    from scipy.optimize import brentq
    from scipy.stats import norm
    q = norm.ppf(0.75)
    m = brentq(lambda m: norm.cdf(q + m) - norm.cdf(q - m) - 0.5, 1e-9, 10.0, xtol=1e-15)
    return 1.0 / m


def qn_consistency():
    """1/(Sqrt[2] Phi^-1(5/8)): the first quartile of |X - Y| for standard normals is 1/d."""
    from scipy.stats import norm
    return 1.0 / (math.sqrt(2.0) * norm.ppf(0.625))


def sn_factor(n):
    if n in _SN_SMALL:
        return _SN_SMALL[n]
    return n / (n - 0.9) if n % 2 else 1.0


def qn_factor(n):
    if n in _QN_SMALL:
        return _QN_SMALL[n]
    return n / (n + 1.4) if n % 2 else n / (n + 3.8)


def spatial_median(points, start=None, maxiter=1000, tol=1e-13, weights=None):
    """The point minimizing the sum of (weighted) Euclidean distances to the rows of points."""
    import numpy as np
    x = np.asarray(points, dtype=float)
    w = np.ones(len(x)) if weights is None else np.asarray(weights, dtype=float)
    y = np.average(x, axis=0, weights=w) if start is None else np.asarray(start, float)
    scale = max(1.0, float(np.abs(x).max()))
    for _ in range(maxiter):
        d = np.linalg.norm(x - y, axis=1)
        at = d < 1e-9 * scale
        if at.any():
            y = x[np.argmax(at)]
            d = np.linalg.norm(x - y, axis=1)
            at = d == 0
        dd = np.where(at, 1.0, d)
        inv = np.where(at, 0.0, w / dd)
        t = (inv[:, None] * x).sum(axis=0) / inv.sum()
        if at.any():            # Vardi-Zhang: y is a data point
            r = np.linalg.norm((inv[:, None] * (x - y)).sum(axis=0))
            eta = w[at].sum()
            if r <= eta:
                return y
            t = max(0.0, 1 - eta / r) * t + min(1.0, eta / r) * y
        if np.linalg.norm(t - y) <= tol * max(1.0, np.linalg.norm(y)):
            return t
        y = t
    return y
