"""Distributions estimated from data (round 5): HistogramDistribution (piecewise-constant
density on the bins HistogramList chooses) and SmoothKernelDistribution /
KernelMixtureDistribution (a Gaussian kernel density estimate; Silverman's bandwidth
0.9 Min[StandardDeviation, InterquartileRange/1.34] n^(-1/5) by default).

The heads stay as they are written (the Wolfram Language rewrites them to a
``DataDistribution[...]`` whose printed form is not reproduced here).  The histogram's
PDF/CDF/moments are exact when the data are; the kernel estimates are numeric (machine
numbers at any numeric point) with exact mean and variance of the mixture.
"""

from fractions import Fraction

from mathilda.algorithms.probability.build import ex, ineq, pw, wrap
from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, Dist
from mathilda.algorithms.probability.families import number_value
from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.core.packed import to_numpy

__all__ = ["Histogram", "Kernel", "silverman"]


def _list(x):
    return isinstance(x, Expression) and x.head is S.List


def _exact(v):
    n = number_value(v)
    return n if isinstance(n, (int, Fraction)) else None


class Histogram(Dist):
    kind = CONTINUOUS

    def __init__(self, ev, edges, counts, expr):
        self.ev, self.edges, self.counts, self.expr = ev, edges, counts, expr
        self.n = sum(number_value(c) for c in counts)

    def params(self):
        return tuple(self.edges)

    def support(self):
        return self.edges[0], self.edges[-1]

    def _probs(self):
        return [wrap(c) / self.n for c in self.counts]

    def formula(self, name, *args):
        e, p = [wrap(v) for v in self.edges], self._probs()
        m = len(p)
        if name == "pdf":
            x = args[0]
            rows = [(p[i] / (e[i + 1] - e[i]), ineq(e[i], "<=", x, "<", e[i + 1]))
                    for i in range(m) if number_value(self.counts[i]) != 0]
            return ex(pw(*rows)) if rows else Integer(0)
        if name == "cdf":
            x = wrap(args[0])
            rows, acc = [], 0
            for i in range(m):
                if number_value(self.counts[i]) != 0:
                    rows.append((acc + p[i] * (x - e[i]) / (e[i + 1] - e[i]),
                                 ineq(e[i], "<=", x, "<", e[i + 1])))
                acc = acc + p[i]
            rows.append((1, x >= e[-1]))
            return ex(pw(*rows))
        if name == "mean":
            out = 0
            for i in range(m):
                out = out + p[i] * (e[i] + e[i + 1]) / 2
            return ex(out)
        if name == "moment" and isinstance(args[0], int):
            r = args[0]
            out = 0
            for i in range(m):
                out = out + p[i] * (e[i + 1] ** (r + 1) - e[i] ** (r + 1)) / (
                    (r + 1) * (e[i + 1] - e[i]))
            return ex(out)
        if name == "variance":
            m1, m2 = wrap(self.formula("mean")), wrap(self.formula("moment", 2))
            return ex(m2 - m1 ** 2)
        return None

    def _floats(self):
        import numpy as np
        return (np.array([float(number_value(v)) for v in self.edges]),
                np.array([float(number_value(c)) for c in self.counts]))

    def machine(self, name, values):
        import numpy as np
        e, c = self._floats()
        p = c / c.sum()
        w = np.diff(e)
        x = np.asarray(values, float)
        i = np.clip(np.searchsorted(e, x, side="right") - 1, 0, len(p) - 1)
        inside = (x >= e[0]) & (x < e[-1])
        if name == "pdf":
            return np.where(inside, p[i] / w[i], 0.0)
        cum = np.concatenate([[0.0], np.cumsum(p)])
        if name in ("cdf", "sf"):
            v = np.where(x < e[0], 0.0, np.where(x >= e[-1], 1.0,
                                                 cum[i] + p[i] * (x - e[i]) / w[i]))
            return v if name == "cdf" else 1 - v
        if name in ("quantile", "inverse_sf"):
            q = x if name == "quantile" else 1 - x
            j = np.clip(np.searchsorted(cum, q, side="left") - 1, 0, len(p) - 1)
            with np.errstate(all="ignore"):
                return np.where(p[j] > 0, e[j] + (q - cum[j]) / p[j] * w[j], e[j])
        return None

    def sample(self, rng, n):
        e, c = self._floats()
        j = rng.choice(len(c), size=n, p=c / c.sum())
        return e[j] + rng.random(n) * (e[j + 1] - e[j])


def histogram(ev, expr):
    if not expr.args or len(expr.args) > 2 or not _list(expr.args[0]) or not expr.args[0].args:
        return None
    data = expr.args[0]
    if any(_list(v) for v in data.args):
        return None
    h = ev.call("HistogramList", *expr.args)
    if not (_list(h) and len(h.args) == 2 and _list(h.args[0]) and _list(h.args[1])):
        return None
    edges, counts = h.args[0].args, h.args[1].args
    if len(edges) != len(counts) + 1 or any(number_value(v) is None for v in edges + counts):
        return None
    if sum(number_value(c) for c in counts) == 0:
        return None
    return Histogram(ev, list(edges), list(counts), expr)


def silverman(x):
    import numpy as np
    n = len(x)
    sd = float(np.std(x, ddof=1)) if n > 1 else 0.0
    q1, q3 = np.quantile(x, [0.25, 0.75])
    iqr = float(q3 - q1) / 1.34
    s = min(sd, iqr) if iqr > 0 else sd
    return 0.9 * s * n ** -0.2 if s > 0 else 1.0


class Kernel(Dist):
    kind = CONTINUOUS

    def __init__(self, ev, data, h, expr, exact):
        self.ev, self.x, self.h, self.expr, self.exact = ev, data, h, expr, exact

    def params(self):
        return (Real(self.h),)          # machine: every point takes the numeric path

    def support(self):
        return ex(-wrap(S.Infinity)), S.Infinity

    def formula(self, name, *args):
        if name == "mean":
            return Real(float(self.x.mean()))
        if name == "variance":
            return Real(float(self.x.var() + self.h ** 2))
        return None

    def machine(self, name, values):
        import numpy as np
        from scipy.special import ndtr, ndtri
        x = np.asarray(values, float).reshape(-1, 1)
        z = (x - self.x.reshape(1, -1)) / self.h
        if name == "pdf":
            return np.exp(-0.5 * z * z).mean(axis=1) / (self.h * np.sqrt(2 * np.pi))
        if name in ("cdf", "sf"):
            c = ndtr(z).mean(axis=1)
            return c if name == "cdf" else 1 - c
        if name in ("quantile", "inverse_sf"):
            from scipy.optimize import brentq
            q = x.reshape(-1) if name == "quantile" else 1 - x.reshape(-1)
            lo, hi = self.x.min() - 40 * self.h, self.x.max() + 40 * self.h
            out = []
            for v in q:
                if v <= 0 or v >= 1:
                    out.append(-np.inf if v <= 0 else np.inf)
                    continue
                out.append(brentq(lambda t: ndtr((t - self.x) / self.h).mean() - v, lo, hi,
                                  xtol=1e-13))
            return np.array(out)
        return None

    def sample(self, rng, n):
        return rng.choice(self.x, size=n) + self.h * rng.normal(0.0, 1.0, n)


def kernel(ev, expr):
    a = expr.args
    if not a or not _list(a[0]) or len(a[0].args) < 2:
        return None
    arr = to_numpy(ev.call("N", a[0]))
    if arr is None or arr.ndim != 1 or arr.dtype.kind not in "fi":
        return None
    arr = arr.astype(float)
    if len(a) >= 2 and not (isinstance(a[1], Expression) and a[1].head is S.Rule):
        h = number_value(ev.call("N", a[1]))
        if h is None or isinstance(h, complex) or not h > 0:
            return None
        h = float(h)
    elif expr.head.name == "KernelMixtureDistribution" and len(a) < 2:
        h = silverman(arr)
    else:
        h = silverman(arr)
    return Kernel(ev, arr, h, expr, False)


CONSTRUCTORS["HistogramDistribution"] = histogram
CONSTRUCTORS["SmoothKernelDistribution"] = kernel
CONSTRUCTORS["KernelMixtureDistribution"] = kernel


class Categorical(Dist):
    """CategoricalDistribution[{c1, c2, ...}, {p1, p2, ...}]: outcome ci with probability
    pi/Total[p].  Only the PDF (at a category) and variates (the categories themselves) are
    defined: the outcomes need not be numbers."""

    kind = "Categorical"
    integers = False

    def __init__(self, cats, probs, expr):
        self.cats, self.probs, self.expr = cats, probs, expr
        self.categories = cats          # sampling.variates maps drawn indices back

    def params(self):
        return ()

    def formula(self, name, *args):
        if name != "pdf":
            return None
        x = args[0]
        total = 0
        for p in self.probs:
            total = total + wrap(p)
        for c, p in zip(self.cats, self.probs):
            if c == x:
                return ex(wrap(p) / total)
        if all(_exact(c) is not None or type(c) is not Expression for c in self.cats) and \
                (type(x) is not Expression or x.head is S.List):
            return Integer(0)
        return None

    def sample(self, rng, n):
        import numpy as np
        p = np.array([float(number_value(v)) for v in self.probs])
        return rng.choice(len(p), size=n, p=p / p.sum())


def categorical(ev, expr):
    a = expr.args
    if not a or len(a) > 2 or not _list(a[0]) or not a[0].args:
        return None
    cats = list(a[0].args)
    if len(a) == 1:
        probs = [Integer(1)] * len(cats)
    else:
        if not _list(a[1]) or len(a[1].args) != len(cats):
            return None
        probs = list(a[1].args)
    vals = [number_value(p) for p in probs]
    if any(v is None for v in vals):
        return None
    if any(isinstance(v, complex) or v < 0 for v in vals) or sum(vals) == 0:
        ev.message("CategoricalDistribution", "catprob", Expression(S.List, tuple(probs)), expr)
        return None
    return Categorical(cats, probs, expr)


CONSTRUCTORS["CategoricalDistribution"] = categorical


def survival(ev, expr):
    """SurvivalDistribution[{t1, t2, ...}]: with every event observed, the Kaplan-Meier
    estimate is the empirical distribution of the times."""
    from mathilda.algorithms.probability.derived import empirical_data
    from mathilda.algorithms.probability.dist import parse
    if len(expr.args) != 1 or not _list(expr.args[0]) or not expr.args[0].args:
        return None
    if any(number_value(v) is None or isinstance(number_value(v), complex)
           for v in expr.args[0].args):
        return None
    data = empirical_data(ev, expr.args[0])
    d = parse(ev, data) if data is not None else None
    if d is not None:
        d.expr = expr
    return d


CONSTRUCTORS["SurvivalDistribution"] = survival
