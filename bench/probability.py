"""Probability and statistics benchmark: distributions and model fits through the evaluator
against NumPy/SciPy doing the same directly.

    python bench/probability.py [--quick]
    python bench/probability.py --rows [--quick]

Each row evaluates a call (parsed once, evaluated with ``ev.evaluate``: the evaluator's
dispatch, the argument checks, the SciPy/NumPy call and the wrapping of the result as a
packed array are all timed) and the same computation written directly, in the same run,
alternately (so a fluctuating machine load affects both alike); medians of several runs, and
the ratio mathilda / reference.

    RandomVariate[NormalDistribution[], 10^6]      rng.normal(size=10**6)
    RandomVariate[GammaDistribution[2, 3], 10^6]   rng.gamma(2, 3, 10**6)
    CDF[NormalDistribution[1, 2], x], 10^5 points  scipy.stats.norm(1, 2).cdf(x)
    PDF[PoissonDistribution[4], k], 10^5 points    scipy.stats.poisson(4).pmf(k)
    Quantile[GammaDistribution[2, 3], q], 10^5 q   scipy.stats.gamma(2, scale=3).ppf(q)
    LinearModelFit[data, {x, x^2}, x], 10^4 points design matrix + numpy.linalg.lstsq
        (data packed, as RandomReal and Import give it, and the same data as a List of
        Lists, converted on the way in)
    lm["ParameterErrors"] of that model            the same standard errors with NumPy
    EstimatedDistribution[data, NormalDistribution[m, s]], 10^5   scipy.stats.norm.fit
    EstimatedDistribution[data, GammaDistribution[a, b]], 10^5    scipy.stats.gamma.fit (loc 0)
    LogLikelihood[GammaDistribution[2, 3], data], 10^5            gamma.logpdf(data).sum()
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import numpy as np  # noqa: E402
from scipy import stats  # noqa: E402

from mathilda.core.packed import PackedArray, to_numpy  # noqa: E402
from mathilda.session import Session  # noqa: E402
from mathilda.syntax.parser import parse  # noqa: E402


def cases():
    """Yield (name, ours, reference, check) after a check of each result."""
    s = Session()
    ev = s.ev

    def run(text):
        expr = parse(text)
        return lambda: ev.evaluate(expr)

    rng = np.random.default_rng(1)

    r = ev.evaluate(parse("RandomVariate[NormalDistribution[], 10^6]"))
    a = r.array
    ok = "ok" if type(r) is PackedArray and a.shape == (10 ** 6,) and abs(a.mean()) < 0.01 \
        and abs(a.std() - 1) < 0.01 else "WRONG"
    yield ("RandomVariate Normal, 10^6", run("RandomVariate[NormalDistribution[], 10^6]"),
           lambda: rng.normal(size=10 ** 6), ok)

    r = ev.evaluate(parse("RandomVariate[GammaDistribution[2, 3], 10^6]"))
    ok = "ok" if type(r) is PackedArray and abs(r.array.mean() - 6) < 0.05 else "WRONG"
    yield ("RandomVariate Gamma, 10^6", run("RandomVariate[GammaDistribution[2, 3], 10^6]"),
           lambda: rng.gamma(2, 3, 10 ** 6), ok)

    s.evaluate("SeedRandom[2]; x5 = RandomReal[{-5, 5}, 10^5]; k5 = RandomInteger[12, 10^5]; "
               "q5 = RandomReal[1, 10^5];")
    x5, k5, q5 = (ev.evaluate(parse(n)).array for n in ("x5", "k5", "q5"))
    norm = stats.norm(1, 2)
    r = ev.evaluate(parse("CDF[NormalDistribution[1, 2], x5]"))
    ok = "ok" if type(r) is PackedArray and np.allclose(r.array, norm.cdf(x5), rtol=1e-14) \
        else "WRONG"
    yield ("CDF Normal, 10^5 points", run("CDF[NormalDistribution[1, 2], x5]"),
           lambda: norm.cdf(x5), ok)

    pois = stats.poisson(4)
    r = ev.evaluate(parse("PDF[PoissonDistribution[4.], k5]"))
    ok = "ok" if type(r) is PackedArray and np.allclose(r.array, pois.pmf(k5), rtol=1e-14) \
        else "WRONG"
    yield ("PDF Poisson, 10^5 points", run("PDF[PoissonDistribution[4.], k5]"),
           lambda: pois.pmf(k5), ok)

    gam = stats.gamma(2, scale=3)
    r = ev.evaluate(parse("Quantile[GammaDistribution[2, 3], q5]"))
    ok = "ok" if type(r) is PackedArray and np.allclose(r.array, gam.ppf(q5), rtol=1e-12) \
        else "WRONG"
    yield ("Quantile Gamma, 10^5 points", run("Quantile[GammaDistribution[2, 3], q5]"),
           lambda: gam.ppf(q5), ok)

    s.evaluate("SeedRandom[3]; xs = RandomReal[{0, 10}, 10^4]; "
               "data = Developer`ToPackedArray[Transpose[{xs, 1 + 2 xs - 0.3 xs^2 + "
               "RandomVariate[NormalDistribution[], 10^4]}]]; dataU = Developer`FromPackedArray[data];")
    d = to_numpy(ev.evaluate(parse("data")))
    xv, yv = d[:, 0], d[:, 1]

    def numpy_fit():
        X = np.stack([np.ones_like(xv), xv, xv ** 2], axis=1)
        return np.linalg.lstsq(X, yv, rcond=None)[0]

    r = ev.evaluate(parse("LinearModelFit[data, {x, x^2}, x]['BestFitParameters']".replace(
        "'", '"')))
    ok = "ok" if np.allclose(to_numpy(r), numpy_fit(), rtol=1e-10) else "WRONG"
    yield ("LinearModelFit, 10^4 points, 3 terms", run("LinearModelFit[data, {x, x^2}, x]"),
           numpy_fit, ok)

    yield ("LinearModelFit, same data unpacked", run("LinearModelFit[dataU, {x, x^2}, x]"),
           numpy_fit, ok)

    s.evaluate("lm = LinearModelFit[data, {x, x^2}, x];")

    def numpy_errors():
        X = np.stack([np.ones_like(xv), xv, xv ** 2], axis=1)
        beta = np.linalg.lstsq(X, yv, rcond=None)[0]
        res = yv - X @ beta
        s2 = res @ res / (len(yv) - 3)
        return np.sqrt(np.diag(s2 * np.linalg.inv(X.T @ X)))

    r = ev.evaluate(parse('lm["ParameterErrors"]'))
    ok = "ok" if np.allclose(to_numpy(r), numpy_errors(), rtol=1e-8) else "WRONG"
    yield ('lm["ParameterErrors"] of that model', run('lm["ParameterErrors"]'), numpy_errors,
           ok)

    # fitting a distribution to data, and the log-likelihood of data
    s.evaluate("SeedRandom[4]; g5 = RandomVariate[GammaDistribution[2, 3], 10^5]; "
               "n5 = RandomVariate[NormalDistribution[1, 2], 10^5];")
    g5, n5 = (ev.evaluate(parse(n)).array for n in ("g5", "n5"))
    r = ev.evaluate(parse("{m, s} /. FindDistributionParameters[n5, NormalDistribution[m, s]]"))
    ok = "ok" if np.allclose(to_numpy(r), [n5.mean(), n5.std()], rtol=1e-12) else "WRONG"
    yield ("EstimatedDistribution Normal, 10^5",
           run("EstimatedDistribution[n5, NormalDistribution[m, s]]"),
           lambda: stats.norm.fit(n5), ok)

    r = ev.evaluate(parse("{a, b} /. FindDistributionParameters[g5, GammaDistribution[a, b]]"))
    ra, _, rb = stats.gamma.fit(g5, floc=0)
    ok = "ok" if np.allclose(to_numpy(r), [ra, rb], rtol=1e-3) else "WRONG"
    yield ("EstimatedDistribution Gamma, 10^5",
           run("EstimatedDistribution[g5, GammaDistribution[a, b]]"),
           lambda: stats.gamma.fit(g5, floc=0), ok)

    gam = stats.gamma(2, scale=3)
    r = ev.evaluate(parse("LogLikelihood[GammaDistribution[2, 3], g5]"))
    ok = "ok" if np.isclose(float(r.value), gam.logpdf(g5).sum(), rtol=1e-12) else "WRONG"
    yield ("LogLikelihood Gamma, 10^5 points", run("LogLikelihood[GammaDistribution[2, 3], g5]"),
           lambda: gam.logpdf(g5).sum(), ok)



if __name__ == "__main__":
    _common.paired_main(cases, "NumPy/SciPy", 9, 40)
