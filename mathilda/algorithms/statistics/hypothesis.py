"""Location and dispersion hypothesis tests on machine numbers (NumPy arrays in, floats out).

Every test returns a ``Result``: the name the Wolfram Language gives it ("T", "Sign",
"MannWhitney", "FisherRatio", ...), the test statistic, the p-value and the degrees of
freedom (None when the test has none).  ``alt`` is the AlternativeHypothesis: "Unequal"
(two-sided), "Less" or "Greater" (the true parameter below or above its null value).

Conventions (checked against SciPy in tests/test_hyptests*.py):
- T: Student t; two samples pooled when ``equal_var`` (df n1 + n2 - 2), else Welch with the
  Satterthwaite degrees of freedom.
- Z: normal, the variance known (given) or taken from the sample.
- Sign: the number of values above mu0 (ties dropped), exact binomial p-value (two-sided:
  twice the smaller tail, at most 1).
- SignedRank: W+, the sum of the ranks of |d| for the positive d = x - mu0 (zeros dropped);
  exact null distribution without ties for n <= 50, else normal with the tie and continuity
  corrections.
- MannWhitney: U = R1 - n1 (n1 + 1)/2 of the first sample (shifted by mu0); exact without
  ties for n1 + n2 <= 50, else normal with tie and continuity corrections.
"""

import math
from dataclasses import dataclass


@dataclass
class Result:
    name: str
    stat: float
    p: float
    dof: object = None


def _tail(dist, t, alt):
    """The p-value of statistic t under the frozen SciPy distribution dist."""
    if alt == "Less":
        return float(dist.cdf(t))
    if alt == "Greater":
        return float(dist.sf(t))
    return float(min(1.0, 2.0 * min(dist.cdf(t), dist.sf(t))))


def _discrete_tail(cdf_le, sf_ge, alt):
    """p-value of a discrete statistic from P(S <= s) and P(S >= s)."""
    if alt == "Less":
        return float(min(1.0, cdf_le))
    if alt == "Greater":
        return float(min(1.0, sf_ge))
    return float(min(1.0, 2.0 * min(cdf_le, sf_ge)))


# --- location -------------------------------------------------------------------------------

def t_one(x, mu0, alt, name="T"):
    from scipy import stats
    n = len(x)
    s = x.std(ddof=1)
    t = (x.mean() - mu0) / (s / math.sqrt(n))
    return Result(name, float(t), _tail(stats.t(n - 1), t, alt), n - 1)


def t_two(x, y, mu0, alt, equal_var):
    from scipy import stats
    n1, n2 = len(x), len(y)
    v1, v2 = x.var(ddof=1), y.var(ddof=1)
    diff = x.mean() - y.mean() - mu0
    if equal_var:
        df = n1 + n2 - 2
        sp = ((n1 - 1) * v1 + (n2 - 1) * v2) / df
        t = diff / math.sqrt(sp * (1.0 / n1 + 1.0 / n2))
    else:
        a, b = v1 / n1, v2 / n2
        t = diff / math.sqrt(a + b)
        df = (a + b) ** 2 / (a * a / (n1 - 1) + b * b / (n2 - 1))
    return Result("T", float(t), _tail(stats.t(df), t, alt), df)


def z_one(x, var, mu0, alt, name="Z"):
    from scipy import stats
    n = len(x)
    if var is None:
        var = x.var(ddof=1)
    z = (x.mean() - mu0) / math.sqrt(var / n)
    return Result(name, float(z), _tail(stats.norm(), z, alt))


def z_two(x, y, var1, var2, mu0, alt):
    from scipy import stats
    if var1 is None:
        var1 = x.var(ddof=1)
    if var2 is None:
        var2 = y.var(ddof=1)
    z = (x.mean() - y.mean() - mu0) / math.sqrt(var1 / len(x) + var2 / len(y))
    return Result("Z", float(z), _tail(stats.norm(), z, alt))


def sign(x, mu0, alt):
    from scipy import stats
    d = x - mu0
    d = d[d != 0]
    n = len(d)
    k = int((d > 0).sum())
    b = stats.binom(n, 0.5)
    return Result("Sign", float(k), _discrete_tail(b.cdf(k), b.sf(k - 1), alt))


def _ranks(v):
    from scipy import stats
    return stats.rankdata(v)


def _has_ties(v):
    import numpy as np
    return len(np.unique(v)) != len(v)


def _signed_rank_counts(n):
    """counts[w] = the number of subsets of {1..n} with sum w (exact null of W+)."""
    import numpy as np
    top = n * (n + 1) // 2
    c = np.zeros(top + 1)
    c[0] = 1.0
    for k in range(1, n + 1):
        c[k:] = c[k:] + c[:-k].copy()
    return c


def signed_rank(x, mu0, alt):
    import numpy as np
    from scipy import stats
    d = x - mu0
    d = d[d != 0]
    n = len(d)
    r = _ranks(np.abs(d))
    w = float(r[d > 0].sum())
    if n == 0:
        return Result("SignedRank", 0.0, 1.0)
    if n <= 50 and not _has_ties(np.abs(d)):
        c = _signed_rank_counts(n)
        c = c / c.sum()
        iw = int(round(w))
        return Result("SignedRank", w, _discrete_tail(c[:iw + 1].sum(), c[iw:].sum(), alt))
    mean = n * (n + 1) / 4.0
    _, t = np.unique(np.abs(d), return_counts=True)
    var = n * (n + 1) * (2 * n + 1) / 24.0 - (t ** 3 - t).sum() / 48.0
    return Result("SignedRank", w, _normal_cc(w, mean, var, alt, stats))


def _normal_cc(w, mean, var, alt, stats):
    """Normal approximation with continuity correction of a discrete statistic w."""
    sd = math.sqrt(var)
    if sd == 0:
        return 1.0
    lo = stats.norm.cdf((w - mean + 0.5) / sd)
    hi = stats.norm.sf((w - mean - 0.5) / sd)
    return _discrete_tail(lo, hi, alt)


def _mw_counts(n1, n2):
    """counts[u] of the exact null distribution of the Mann-Whitney U (no ties)."""
    import numpy as np
    # f[i][j] = distribution for sizes (i, j); recurrence f(i,j,u) = f(i-1,j,u-j) + f(i,j-1,u)
    prev = [np.ones(1) for _ in range(n2 + 1)]   # i = 0: U = 0 only
    for i in range(1, n1 + 1):
        cur = [None] * (n2 + 1)
        cur[0] = np.ones(1)
        for j in range(1, n2 + 1):
            a = np.zeros(i * j + 1)
            p = prev[j]
            a[j:j + len(p)] += p
            q = cur[j - 1]
            a[:len(q)] += q
            cur[j] = a
        prev = cur
    return prev[n2]


def mann_whitney(x, y, mu0, alt):
    import numpy as np
    from scipy import stats
    x = x - mu0
    n1, n2 = len(x), len(y)
    allv = np.concatenate([x, y])
    r = _ranks(allv)
    u = float(r[:n1].sum() - n1 * (n1 + 1) / 2.0)
    if n1 + n2 <= 50 and not _has_ties(allv):
        c = _mw_counts(n1, n2)
        c = c / c.sum()
        iu = int(round(u))
        return Result("MannWhitney", u, _discrete_tail(c[:iu + 1].sum(), c[iu:].sum(), alt))
    n = n1 + n2
    _, t = np.unique(allv, return_counts=True)
    var = n1 * n2 / 12.0 * ((n + 1) - (t ** 3 - t).sum() / (n * (n - 1)))
    return Result("MannWhitney", u, _normal_cc(u, n1 * n2 / 2.0, var, alt, stats))


def hotelling_one(x, mu0, alt):
    """Hotelling T^2 of multivariate data x (n x p) against the vector mu0."""
    import numpy as np
    from scipy import stats
    n, p = x.shape
    d = x.mean(axis=0) - mu0
    s = np.cov(x, rowvar=False)
    t2 = float(n * d @ np.linalg.solve(s, d))
    f = (n - p) / (p * (n - 1)) * t2
    return Result("HotellingTSquare", t2, float(stats.f(p, n - p).sf(f)), (p, n - 1))


# --- k samples ------------------------------------------------------------------------------

def k_sample_t(samples):
    from scipy import stats
    f, p = stats.f_oneway(*samples)
    k = len(samples)
    n = sum(len(s) for s in samples)
    return Result("KSampleT", float(f), float(p), (k - 1, n - k))


def kruskal_wallis(samples):
    from scipy import stats
    h, p = stats.kruskal(*samples)
    return Result("KruskalWallis", float(h), float(p), len(samples) - 1)


def complete_block_f(samples):
    """Two-way ANOVA without interaction: the treatments are the samples, the blocks the
    positions (all samples of equal length)."""
    import numpy as np
    from scipy import stats
    m = np.array(samples, dtype=float)      # k treatments x b blocks
    k, b = m.shape
    g = m.mean()
    sst = b * ((m.mean(axis=1) - g) ** 2).sum()
    ssb = k * ((m.mean(axis=0) - g) ** 2).sum()
    sse = ((m - g) ** 2).sum() - sst - ssb
    df1, df2 = k - 1, (k - 1) * (b - 1)
    f = (sst / df1) / (sse / df2)
    return Result("CompleteBlockF", float(f), float(stats.f(df1, df2).sf(f)), (df1, df2))


def friedman_rank(samples):
    from scipy import stats
    q, p = stats.friedmanchisquare(*samples)
    return Result("FriedmanRank", float(q), float(p), len(samples) - 1)


# --- dispersion -----------------------------------------------------------------------------

def fisher_one(x, var0, alt):
    from scipy import stats
    n = len(x)
    c = (n - 1) * x.var(ddof=1) / var0
    return Result("FisherRatio", float(c), _tail(stats.chi2(n - 1), c, alt), n - 1)


def fisher_two(x, y, ratio0, alt):
    from scipy import stats
    f = x.var(ddof=1) / y.var(ddof=1) / ratio0
    df = (len(x) - 1, len(y) - 1)
    return Result("FisherRatio", float(f), _tail(stats.f(*df), f, alt), df)


def _scaled(samples, ratio0):
    """Two samples with the second rescaled so that the null ratio of variances is 1."""
    if ratio0 == 1 or len(samples) != 2:
        return samples
    return [samples[0], samples[1] * math.sqrt(ratio0)]


def _levene_core(samples, center, name, alt):
    """Levene/Brown-Forsythe: a one-way ANOVA of |x - centre|; for two samples and a
    one-sided alternative, the t statistic of the deviations (same p-value two-sided)."""
    import numpy as np
    from scipy import stats
    devs = [np.abs(s - (np.median(s) if center == "median" else s.mean())) for s in samples]
    k = len(devs)
    n = sum(len(d) for d in devs)
    if k == 2 and alt != "Unequal":
        r = t_two(devs[0], devs[1], 0.0, alt, True)
        return Result(name, r.stat ** 2 * (1 if r.stat >= 0 else -1), r.p, (1, n - 2))
    f, _ = stats.f_oneway(*devs)
    return Result(name, float(f), float(stats.f(k - 1, n - k).sf(f)), (k - 1, n - k))


def levene(samples, ratio0=1.0, alt="Unequal"):
    return _levene_core(_scaled(samples, ratio0), "mean", "Levene", alt)


def brown_forsythe(samples, ratio0=1.0, alt="Unequal"):
    return _levene_core(_scaled(samples, ratio0), "median", "BrownForsythe", alt)


def bartlett(samples):
    from scipy import stats
    b, p = stats.bartlett(*samples)
    return Result("Bartlett", float(b), float(p), len(samples) - 1)


def conover(samples, ratio0=1.0, alt="Unequal"):
    """Conover's squared-ranks test: the squared ranks of |x - mean| of the pooled samples.
    Two samples: the standardized sum of the first sample's squared ranks (normal); k
    samples: the chi-square statistic with k - 1 degrees of freedom."""
    import numpy as np
    from scipy import stats
    samples = _scaled(samples, ratio0)
    devs = [np.abs(s - s.mean()) for s in samples]
    allv = np.concatenate(devs)
    r2 = _ranks(allv) ** 2
    n = len(allv)
    sizes = [len(d) for d in devs]
    mean_r2 = r2.mean()
    s2 = (r2 ** 2).sum()
    d2 = (s2 - n * mean_r2 ** 2) / (n - 1)
    if len(samples) == 2:
        n1 = sizes[0]
        t = r2[:n1].sum()
        z = (t - n1 * mean_r2) / math.sqrt(n1 * sizes[1] / n * d2)
        return Result("Conover", float(z), _tail(stats.norm(), z, alt))
    start = 0
    acc = 0.0
    for m in sizes:
        sj = r2[start:start + m].sum()
        acc += sj * sj / m
        start += m
    t = (acc - n * mean_r2 ** 2) / d2
    k = len(samples)
    return Result("Conover", float(t), float(stats.chi2(k - 1).sf(t)), k - 1)


def _siegel_tukey_ranks(v):
    """Siegel-Tukey ranks of the pooled values v: 1 to the smallest, 2 and 3 to the two
    largest, 4 and 5 to the next two smallest, ...; tied values share their mean rank."""
    import numpy as np
    n = len(v)
    order = np.argsort(v, kind="mergesort")
    ranks = np.empty(n)
    lo, hi = 0, n - 1
    r = 1
    turn = 0          # 0: take from below (one, then pairs), 1: from above
    first = True
    while lo <= hi:
        take = 1 if first else 2
        first = False
        for _ in range(take):
            if lo > hi:
                break
            if turn == 0:
                ranks[order[lo]] = r
                lo += 1
            else:
                ranks[order[hi]] = r
                hi -= 1
            r += 1
        turn = 1 - turn
    # ties: average the ranks within each group of equal values
    vals, inv = np.unique(v, return_inverse=True)
    if len(vals) != n:
        sums = np.bincount(inv, weights=ranks)
        counts = np.bincount(inv)
        ranks = (sums / counts)[inv]
    return ranks


def siegel_tukey(samples, ratio0=1.0, alt="Unequal"):
    """Siegel-Tukey: the samples centred on their medians, pooled and ranked from both ends;
    the standardized rank sum of the first sample (normal).  A small rank sum means a
    larger spread of the first sample, so the statistic is the negated z (positive when
    the first variance is the larger)."""
    import numpy as np
    from scipy import stats
    samples = _scaled(samples, ratio0)
    x, y = (s - np.median(s) for s in samples)
    n1, n2 = len(x), len(y)
    r = _siegel_tukey_ranks(np.concatenate([x, y]))
    w = r[:n1].sum()
    mean = n1 * (n1 + n2 + 1) / 2.0
    var = n1 * n2 / 12.0 * (n1 + n2 + 1)
    z = -(w - mean) / math.sqrt(var)
    return Result("SiegelTukey", float(z), _tail(stats.norm(), z, alt))


def shapiro_p(x):
    """The p-value of a normality test of x (1 when it cannot be computed): Shapiro-Wilk
    up to 5000 values, D'Agostino's K^2 beyond (Shapiro-Wilk's p is not accurate there)."""
    import warnings
    import numpy as np
    from scipy import stats
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        if x.ndim != 1 or len(x) < 3 or not float(x.std()) > 0.0:
            return 1.0
        p = stats.shapiro(x).pvalue if len(x) <= 5000 else stats.normaltest(x).pvalue
    return float(p) if p == p else 1.0


# --- association ----------------------------------------------------------------------------

def pearson_correlation(x, y, rho0=0.0, alt="Unequal"):
    """r, with Student's t (n - 2 degrees of freedom) for rho0 = 0 and Fisher's z
    transformation otherwise."""
    from scipy import stats
    n = len(x)
    r = float(stats.pearsonr(x, y).statistic)
    if rho0 == 0:
        t = r * math.sqrt((n - 2) / max(1e-300, 1 - r * r))
        return Result("PearsonCorrelation", r, _tail(stats.t(n - 2), t, alt), n - 2)
    z = (math.atanh(r) - math.atanh(rho0)) * math.sqrt(n - 3)
    return Result("PearsonCorrelation", r, _tail(stats.norm(), z, alt))


def spearman_rank(x, y, alt="Unequal"):
    from scipy import stats
    n = len(x)
    r = float(stats.spearmanr(x, y).statistic)
    t = r * math.sqrt((n - 2) / max(1e-300, 1 - r * r))
    return Result("SpearmanRank", r, _tail(stats.t(n - 2), t, alt), n - 2)


def kendall_tau(x, y, alt="Unequal"):
    from scipy import stats
    sc = {"Unequal": "two-sided", "Less": "less", "Greater": "greater"}[alt]
    r = stats.kendalltau(x, y, alternative=sc)
    return Result("KendallTau", float(r.statistic), float(r.pvalue))


def correlation_difference(a, b, alt="Unequal"):
    """Fisher's z test of equal correlations of two bivariate samples a, b (n x 2)."""
    from scipy import stats
    r1 = float(stats.pearsonr(a[:, 0], a[:, 1]).statistic)
    r2 = float(stats.pearsonr(b[:, 0], b[:, 1]).statistic)
    z = (math.atanh(r1) - math.atanh(r2)) / math.sqrt(1.0 / (len(a) - 3) + 1.0 / (len(b) - 3))
    return Result("PearsonCorrelation", z, _tail(stats.norm(), z, alt))
