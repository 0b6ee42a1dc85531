"""Goodness-of-fit statistics and their p-values (NumPy arrays in, ``hypothesis.Result`` out).

``u`` is the sorted probability integral transform F(x_(i)) of the data under the
hypothesized continuous distribution.  When the distribution is fully specified the p-values
are those of the simple hypothesis:

    KolmogorovSmirnov   the exact distribution of D_n (SciPy's kstwo)
    CramerVonMises      SciPy's cramervonmises (Csorgo-Faraway)
    AndersonDarling     Marsaglia & Marsaglia (2004): the limiting distribution and its
                        correction for n
    Kuiper              the asymptotic series with Stephens' modified statistic
    WatsonUSquare       the asymptotic series with Stephens' modified statistic

When the normal distribution's mean and variance are estimated from the data (``composite``)
the KS, CvM and AD p-values come from the published approximations for that case
(Dallal-Wilkinson/Lilliefors; Stephens's modified statistics as tabulated by D'Agostino and
Stephens, 1986).  For other families with estimated parameters the simple-hypothesis p-values
are given (they are conservative).
"""

import math


from mathilda.algorithms.statistics.hypothesis import Result


def _clip01(p):
    return float(min(1.0, max(0.0, p)))


# --- Kolmogorov-Smirnov, Kuiper -----------------------------------------------------------------

def _d_plus_minus(u):
    import numpy as np
    n = len(u)
    i = np.arange(1, n + 1)
    return float(np.max(i / n - u)), float(np.max(u - (i - 1) / n))


def kolmogorov_smirnov(u, composite=False):
    from scipy import stats
    n = len(u)
    dp, dm = _d_plus_minus(u)
    d = max(dp, dm)
    p = lilliefors_p(d, n) if composite else float(stats.kstwo(n).sf(d))
    return Result("KolmogorovSmirnov", d, _clip01(p))


def lilliefors_p(d, n):
    """p-value of the KS statistic for normality with estimated mean and variance:
    Dallal and Wilkinson's formula, Stephens's modified statistic above p = 0.1."""
    if n > 100:
        kd, nd = d * (n / 100.0) ** 0.49, 100
    else:
        kd, nd = d, n
    p = math.exp(-7.01256 * kd * kd * (nd + 2.78019) + 2.99587 * kd * math.sqrt(nd + 2.78019)
                 - 0.122119 + 0.974598 / math.sqrt(nd) + 1.67997 / nd)
    if p > 0.1:
        k = (math.sqrt(n) - 0.01 + 0.85 / math.sqrt(n)) * d
        if k <= 0.302:
            p = 1.0
        elif k <= 0.5:
            p = 2.76773 - 19.828315 * k + 80.709644 * k ** 2 - 138.55152 * k ** 3 + \
                81.218052 * k ** 4
        elif k <= 0.9:
            p = -4.901232 + 40.662806 * k - 97.490286 * k ** 2 + 94.029866 * k ** 3 - \
                32.355711 * k ** 4
        elif k <= 1.31:
            p = 6.198765 - 19.558097 * k + 23.186922 * k ** 2 - 12.234627 * k ** 3 + \
                2.423045 * k ** 4
        else:
            p = 0.0
    return p


def kuiper(u):
    n = len(u)
    dp, dm = _d_plus_minus(u)
    v = dp + dm
    lam = (math.sqrt(n) + 0.155 + 0.24 / math.sqrt(n)) * v
    if lam < 0.4:
        return Result("Kuiper", v, 1.0)
    s = 0.0
    for j in range(1, 101):
        t = 2.0 * j * j * lam * lam
        term = (2.0 * t - 1.0) * math.exp(-t)
        s += term
        if abs(term) < 1e-16:
            break
    return Result("Kuiper", v, _clip01(2.0 * s))


# --- quadratic statistics -------------------------------------------------------------------------

def _w2(u):
    import numpy as np
    n = len(u)
    i = np.arange(1, n + 1)
    return float(1.0 / (12 * n) + ((u - (2 * i - 1) / (2.0 * n)) ** 2).sum())


def cramer_von_mises(u, composite=False):
    n = len(u)
    w = _w2(u)
    if composite:
        ws = w * (1 + 0.5 / n)
        if ws < 0.0275:
            p = 1 - math.exp(-13.953 + 775.5 * ws - 12542.61 * ws * ws)
        elif ws < 0.051:
            p = 1 - math.exp(-5.903 + 179.546 * ws - 1515.29 * ws * ws)
        elif ws < 0.092:
            p = math.exp(0.886 - 31.62 * ws + 10.897 * ws * ws)
        else:
            p = math.exp(1.111 - 34.242 * ws + 12.832 * ws * ws)
        return Result("CramerVonMises", w, _clip01(p))
    from scipy.stats._hypotests import _cdf_cvm
    return Result("CramerVonMises", w, _clip01(1.0 - float(_cdf_cvm(w, n))))


def watson_u2(u):
    n = len(u)
    w = _w2(u)
    u2 = w - n * (float(u.mean()) - 0.5) ** 2
    us = (u2 - 0.1 / n + 0.1 / (n * n)) * (1 + 0.8 / n)
    s = 0.0
    for j in range(1, 101):
        term = (-1) ** (j - 1) * math.exp(-2.0 * j * j * math.pi ** 2 * us)
        s += term
        if abs(term) < 1e-16:
            break
    return Result("WatsonUSquare", u2, _clip01(2.0 * s))


def _adinf(z):
    if z < 2.0:
        return math.exp(-1.2337141 / z) / math.sqrt(z) * (
            2.00012 + (0.247105 - (0.0649821 - (0.0347962 - (0.011672 - 0.00168691 * z) * z)
                                   * z) * z) * z)
    return math.exp(-math.exp(1.0776 - (2.30695 - (0.43424 - (0.082433 - (
        0.008056 - 0.0003146 * z) * z) * z) * z) * z))


def _errfix(n, x):
    if x > 0.8:
        return (-130.2137 + (745.2337 - (1705.091 - (1950.646 - (1116.360 - 255.7844 * x) * x)
                                         * x) * x) * x) / n
    c = 0.01265 + 0.1757 / n
    if x < c:
        t = x / c
        t = math.sqrt(t) * (1.0 - t) * (49 * t - 102)
        return t * (0.0037 / (n * n) + 0.00078 / n + 0.00006) / n
    x = (x - c) / (0.8 - c)
    x = -0.00022633 + (6.54034 - (14.6538 - (14.458 - (8.259 - 1.91864 * x) * x) * x) * x) * x
    return x * (0.04213 / n + 0.01365 / n / n) / n


def ad_cdf(n, z):
    """P(A^2 < z) for a sample of size n from the hypothesized distribution (Marsaglia)."""
    if z <= 0:
        return 0.0
    x = _adinf(z)
    return x + _errfix(n, x)


def anderson_darling(u, composite=False):
    import numpy as np
    n = len(u)
    eps = 1e-300
    i = np.arange(1, n + 1)
    a2 = float(-n - ((2 * i - 1) * (np.log(np.maximum(u, eps)) +
                                     np.log(np.maximum(1 - u[::-1], eps)))).sum() / n)
    if composite:
        a = a2 * (1 + 0.75 / n + 2.25 / (n * n))
        if a >= 0.6:
            p = math.exp(1.2937 - 5.709 * a + 0.0186 * a * a)
        elif a >= 0.34:
            p = math.exp(0.9177 - 4.279 * a - 1.38 * a * a)
        elif a >= 0.2:
            p = 1 - math.exp(-8.318 + 42.796 * a - 59.938 * a * a)
        else:
            p = 1 - math.exp(-13.436 + 101.14 * a - 223.73 * a * a)
        return Result("AndersonDarling", a2, _clip01(p))
    return Result("AndersonDarling", a2, _clip01(1.0 - ad_cdf(n, a2)))


# --- normality ------------------------------------------------------------------------------------

def shapiro_wilk(x):
    from scipy import stats
    r = stats.shapiro(x)
    return Result("ShapiroWilk", float(r.statistic), float(r.pvalue))


def jarque_bera_alm(x):
    """The adjusted Lagrange multiplier form of the Jarque-Bera statistic (Urzua, 1996): the
    skewness and kurtosis standardized by their exact means and variances under normality;
    chi-square with 2 degrees of freedom."""
    from scipy import stats
    n = len(x)
    d = x - x.mean()
    m2 = (d ** 2).mean()
    b1 = (d ** 3).mean() / m2 ** 1.5
    b2 = (d ** 4).mean() / m2 ** 2
    vs = 6.0 * (n - 2) / ((n + 1) * (n + 3))
    ek = 3.0 * (n - 1) / (n + 1)
    vk = 24.0 * n * (n - 2) * (n - 3) / ((n + 1) ** 2 * (n + 3) * (n + 5))
    alm = b1 * b1 / vs + (b2 - ek) ** 2 / vk
    return Result("JarqueBeraALM", float(alm), float(stats.chi2(2).sf(alm)), 2)


# --- Pearson chi-square -------------------------------------------------------------------------

def pearson_bins(n):
    """The number of equiprobable classes for n values: 2 n^(2/5) (Moore), at least 3."""
    return max(3, int(math.ceil(2 * n ** 0.4)))


def pearson_continuous(x, quantile, estimated):
    """Equiprobable classes between the quantiles of the hypothesized distribution."""
    import numpy as np
    from scipy import stats
    n = len(x)
    k = pearson_bins(n)
    edges = quantile(np.arange(1, k) / k)
    counts = np.bincount(np.searchsorted(edges, x, side="right"), minlength=k)
    e = n / k
    chi = float(((counts - e) ** 2 / e).sum())
    df = k - 1 - estimated
    return Result("PearsonChiSquare", chi, float(stats.chi2(max(df, 1)).sf(chi)), max(df, 1))


def pearson_discrete(x, pmf, cdf, estimated):
    """Classes: the integers from the smallest to the largest value, the tails folded into
    the first and last class; classes with expected count below 5 merged into neighbours."""
    import numpy as np
    from scipy import stats
    n = len(x)
    lo, hi = int(x.min()), int(x.max())
    pts = np.arange(lo, hi + 1)
    probs = pmf(pts.astype(float))
    probs[0] = cdf(np.array([float(lo)]))[0]
    probs[-1] = max(0.0, 1.0 - (cdf(np.array([float(hi - 1)]))[0] if hi > lo else 0.0)) \
        if hi > lo else 1.0
    counts = np.array([(x == v).sum() for v in pts], dtype=float)
    obs, exp = [], []
    co, ce = 0.0, 0.0
    for c, p in zip(counts, probs):
        co += c
        ce += n * p
        if ce >= 5:
            obs.append(co)
            exp.append(ce)
            co, ce = 0.0, 0.0
    if ce > 0 or co > 0:
        if exp:
            obs[-1] += co
            exp[-1] += ce
        else:
            obs.append(co)
            exp.append(ce)
    obs, exp = np.array(obs), np.array(exp)
    chi = float(((obs - exp) ** 2 / np.maximum(exp, 1e-300)).sum())
    df = max(len(obs) - 1 - estimated, 1)
    return Result("PearsonChiSquare", chi, float(stats.chi2(df).sf(chi)), df)


# --- two samples ----------------------------------------------------------------------------------

def ks_two(x, y):
    from scipy import stats
    r = stats.ks_2samp(x, y)
    return Result("KolmogorovSmirnov", float(r.statistic), float(r.pvalue))


def cvm_two(x, y):
    from scipy import stats
    r = stats.cramervonmises_2samp(x, y)
    return Result("CramerVonMises", float(r.statistic), float(r.pvalue))


# --- multivariate normality -------------------------------------------------------------------

def mardia(x, which):
    """Mardia's multivariate skewness (n b1/6, chi-square with p (p + 1) (p + 2)/6 degrees
    of freedom) or kurtosis ((b2 - p (p + 2))/Sqrt[8 p (p + 2)/n], normal) of the rows of x,
    with the maximum-likelihood covariance."""
    import numpy as np
    from scipy import stats
    n, p = x.shape
    z = x - x.mean(axis=0)
    s_inv = np.linalg.inv(z.T @ z / n)
    w = z @ s_inv
    if which == "MardiaKurtosis":
        b2 = float(((w * z).sum(axis=1) ** 2).mean())
        k = (b2 - p * (p + 2)) / math.sqrt(8.0 * p * (p + 2) / n)
        return Result(which, k, float(2 * stats.norm.sf(abs(k))))
    b1 = 0.0
    for i in range(0, n, 512):
        b1 += float(((w[i:i + 512] @ z.T) ** 3).sum())
    b1 /= n * n
    stat = n * b1 / 6.0
    df = p * (p + 1) * (p + 2) // 6
    return Result(which, stat, float(stats.chi2(df).sf(stat)), df)
