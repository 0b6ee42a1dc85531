"""Round-5 continuous families: the exact formulas (N of the exact PDF/CDF at exact points),
the machine-number path, InverseCDF, Mean and Variance against scipy.stats, and seeded
RandomVariate samples against scipy's CDF (Kolmogorov-Smirnov); printed exact forms; messages
for bad parameters."""

import math

import numpy as np
import pytest
from scipy import stats

from mathilda import Session

S = Session()


def out(text):
    return str(S.evaluate(text))


def num(text):
    return float(S.evaluate(text).to_python())


PI = math.pi
# name: (Wolfram text, scipy frozen distribution, has exact pdf, has exact cdf)
CONTINUOUS = {
    "Chi": ("ChiDistribution[7/2]", stats.chi(3.5), True, True),
    "HalfNormal": ("HalfNormalDistribution[3/2]",
                   stats.halfnorm(scale=math.sqrt(PI / 2) / 1.5), True, True),
    "InverseGamma": ("InverseGammaDistribution[7/2, 3/2]", stats.invgamma(3.5, scale=1.5),
                     True, True),
    "InverseGaussian": ("InverseGaussianDistribution[3/2, 5/2]",
                        stats.invgauss(1.5 / 2.5, scale=2.5), True, True),
    "InverseChiSquare": ("InverseChiSquareDistribution[7]",
                         stats.invgamma(3.5, scale=0.5), True, True),
    "ScaledInverseChiSquare": ("InverseChiSquareDistribution[7, 3/2]",
                               stats.invgamma(3.5, scale=7 * 1.5 / 2), True, True),
    "Levy": ("LevyDistribution[1/2, 3/2]", stats.levy(0.5, 1.5), True, True),
    "Maxwell": ("MaxwellDistribution[3/2]", stats.maxwell(scale=1.5), True, True),
    "Frechet": ("FrechetDistribution[5, 3/2]", stats.invweibull(5, scale=1.5), True, True),
    "Frechet3": ("FrechetDistribution[5, 3/2, -1]", stats.invweibull(5, -1, 1.5),
                 True, True),
    "LogLogistic": ("LogLogisticDistribution[5, 3/2]", stats.fisk(5, scale=1.5), True, True),
    "BetaPrime": ("BetaPrimeDistribution[5/2, 11/2]", stats.betaprime(2.5, 5.5), True, True),
    "Gompertz": ("GompertzMakehamDistribution[3/2, 1/2]",
                 stats.gompertz(0.5, scale=1 / 1.5), True, True),
    "BirnbaumSaunders": ("BirnbaumSaundersDistribution[1/2, 3/2]",
                         stats.fatiguelife(0.5, scale=1 / 1.5), True, True),
    "Dagum": ("DagumDistribution[3/2, 5, 2]", stats.burr(5, 1.5, scale=2), True, True),
    "Nakagami": ("NakagamiDistribution[3/2, 2]", stats.nakagami(1.5, scale=math.sqrt(2)),
                 True, True),
    "Rice": ("RiceDistribution[3/2, 1/2]", stats.rice(3, scale=0.5), True, True),
    "NoncentralChiSquare": ("NoncentralChiSquareDistribution[3, 3/2]", stats.ncx2(3, 1.5),
                            True, True),
    "NoncentralFRatio": ("NoncentralFRatioDistribution[4, 11, 3/2]",
                         stats.ncf(4, 11, 1.5), True, False),
    "Gumbel": ("GumbelDistribution[1/2, 3/2]", stats.gumbel_l(0.5, 1.5), True, True),
    "ExtremeValue": ("ExtremeValueDistribution[1/2, 3/2]", stats.gumbel_r(0.5, 1.5),
                     True, True),
    "SkewNormal": ("SkewNormalDistribution[1/2, 3/2, 2]", stats.skewnorm(2, 0.5, 1.5),
                   True, False),
    "VonMises": ("VonMisesDistribution[1/2, 3/2]", stats.vonmises(1.5, 0.5), True, False),
    "Sech": ("SechDistribution[1/2, 3/2]", stats.hypsecant(0.5, 3 / PI), True, True),
    "ExponentialPower": ("ExponentialPowerDistribution[3, 1/2, 3/2]",
                         stats.gennorm(3, 0.5, 1.5 * 3 ** (1 / 3)), True, True),
    "Moyal": ("MoyalDistribution[1/2, 3/2]", stats.moyal(0.5, 1.5), True, True),
    "NoncentralStudentT": ("NoncentralStudentTDistribution[7, 1/2]", stats.nct(7, 0.5),
                           False, False),
    "ArcSin": ("ArcSinDistribution[{-1, 3}]", stats.arcsine(-1, 4), True, True),
    "PERT": ("PERTDistribution[{-1, 3}, 1/2]",
             stats.beta(1 + 4 * 1.5 / 4, 1 + 4 * 2.5 / 4, -1, 4), True, True),
    "PERT3": ("PERTDistribution[{-1, 3}, 1/2, 3]",
              stats.beta(1 + 3 * 1.5 / 4, 1 + 3 * 2.5 / 4, -1, 4), True, True),
}


@pytest.mark.parametrize("name", sorted(CONTINUOUS))
def test_continuous_against_scipy(name):
    text, ref, has_pdf, has_cdf = CONTINUOUS[name]
    for q in (0.1, 0.5, 0.85):
        xq = float(ref.ppf(q))
        exact = "Rationalize[%r, 10^-12]" % xq
        xe = float(S.evaluate(exact).to_python())
        if has_pdf:
            assert num("N[PDF[%s, %s]]" % (text, exact)) == pytest.approx(ref.pdf(xe), rel=1e-8)
        if has_cdf:
            assert num("N[CDF[%s, %s]]" % (text, exact)) == \
                pytest.approx(ref.cdf(xe), rel=1e-8, abs=1e-12)
        assert num("PDF[%s, %r]" % (text, xq)) == pytest.approx(ref.pdf(xq), rel=1e-9)
        assert num("CDF[%s, %r]" % (text, xq)) == pytest.approx(q, rel=1e-9)
        assert num("InverseCDF[%s, %r]" % (text, q)) == pytest.approx(xq, rel=1e-8)
    if name == "Levy":
        assert out("{Mean[%s], Variance[%s]}" % (text, text)) == "{Infinity, Infinity}"
    elif name != "VonMises":
        assert num("N[Mean[%s]]" % text) == pytest.approx(ref.mean(), rel=1e-8)
    if name not in ("VonMises", "Gompertz", "Levy"):
        assert num("N[Variance[%s]]" % text) == pytest.approx(ref.var(), rel=1e-7)


@pytest.mark.parametrize("name", sorted(CONTINUOUS))
def test_continuous_samples(name):
    text, ref, _, _ = CONTINUOUS[name]
    S.evaluate("SeedRandom[%d]" % (1000 + len(name)))
    arr = np.asarray(S.evaluate("RandomVariate[%s, 20000]" % text).array)
    assert arr.shape == (20000,)
    assert stats.kstest(arr, ref.cdf).pvalue > 1e-4, text


class _Table:
    """A reference discrete distribution from a pmf function (for families scipy lacks)."""

    def __init__(self, pmf, lo, hi=400):
        self.ks = np.arange(lo, hi + 1)
        self.p = np.array([pmf(int(k)) for k in self.ks])
        self.c = np.cumsum(self.p)

    def pmf(self, k):
        return float(self.p[k - self.ks[0]]) if k >= self.ks[0] else 0.0

    def cdf(self, k):
        return float(self.c[int(k) - self.ks[0]]) if k >= self.ks[0] else 0.0

    def ppf(self, q):
        return float(self.ks[np.searchsorted(self.c, q * (1 - 1e-15))])

    def mean(self):
        return float((self.ks * self.p).sum())

    def var(self):
        return float((self.ks ** 2 * self.p).sum() - self.mean() ** 2)

    def support(self):
        return self.ks[0], np.inf


def _borel(a, n):
    return lambda k: n * math.exp(-a * k + (k - n) * math.log(a * k) - math.lgamma(k - n + 1)) / k \
        if k >= n else 0.0


def _consul(m, l):
    return lambda k: m * math.exp((k - 1) * math.log(m + k * l) - m - k * l - math.lgamma(k + 1))


DISCRETE = {
    "BetaBinomial": ("BetaBinomialDistribution[3/2, 5/2, 12]", stats.betabinom(12, 1.5, 2.5)),
    "BetaNegativeBinomial": ("BetaNegativeBinomialDistribution[7/2, 5/2, 3]",
                             stats.betanbinom(3, 3.5, 2.5)),
    "LogSeries": ("LogSeriesDistribution[3/5]", stats.logser(0.6)),
    "Zipf": ("ZipfDistribution[5/2]", stats.zipf(3.5)),
    "ZipfFinite": ("ZipfDistribution[20, 3/2]", stats.zipfian(2.5, 20)),
    "Skellam": ("SkellamDistribution[5/2, 3/2]", stats.skellam(2.5, 1.5)),
    "Pascal": ("PascalDistribution[3, 2/5]", stats.nbinom(3, 0.4, 3)),
    "Waring": ("WaringYuleDistribution[7/2, 3/2]", stats.betanbinom(1, 3.5, 1.5)),
    "Yule": ("WaringYuleDistribution[7/2]", stats.yulesimon(3.5, -1)),
    "BorelTanner": ("BorelTannerDistribution[2/5, 3]", _Table(_borel(0.4, 3), 3)),
    "PoissonConsul": ("PoissonConsulDistribution[2, 1/4]", _Table(_consul(2, 0.25), 0)),
    "Benford": ("BenfordDistribution[10]",
                _Table(lambda k: math.log10(1 + 1 / k) if k <= 9 else 0.0, 1, 9)),
}


@pytest.mark.parametrize("name", sorted(DISCRETE))
def test_discrete_against_reference(name):
    text, ref = DISCRETE[name]
    lo = int(max(ref.support()[0], -6))
    for k in range(lo, lo + 7):
        p, c = ref.pmf(k), ref.cdf(k)
        assert num("N[PDF[%s, %d]]" % (text, k)) == pytest.approx(p, rel=1e-9, abs=1e-15)
        assert num("PDF[%s, %d.]" % (text, k)) == pytest.approx(p, rel=1e-9, abs=1e-15)
        if name != "Skellam":
            assert num("N[CDF[%s, %d + 1/2]]" % (text, k)) == pytest.approx(c, rel=1e-9)
        assert num("CDF[%s, %d + 0.5]" % (text, k)) == pytest.approx(c, rel=1e-9)
    for q in (0.2, 0.5, 0.9):
        assert out("InverseCDF[%s, %r]" % (text, q)) == str(int(ref.ppf(q)))
    assert num("N[Mean[%s]]" % text) == pytest.approx(ref.mean(), rel=1e-8)
    if name != "Benford":
        assert num("N[Variance[%s]]" % text) == pytest.approx(ref.var(), rel=1e-7)
    S.evaluate("SeedRandom[%d]" % (77 + len(name)))
    arr = np.asarray(S.evaluate("RandomVariate[%s, 20000]" % text).array)
    assert arr.dtype.kind == "i"
    m, v = ref.mean(), ref.var()
    assert abs(arr.mean() - m) < 5 * math.sqrt(v / len(arr)), (text, arr.mean(), m)


# (input, the Wolfram Language's result): compared as expressions (both sides evaluated here)
TABLE = [
    ("PDF[ChiDistribution[n], x]",
     "Piecewise[{{(2^(1 - n/2) x^(-1 + n))/(E^(x^2/2) Gamma[n/2]), x > 0}}, 0]"),
    ("CDF[ChiDistribution[n], x]", "Piecewise[{{GammaRegularized[n/2, 0, x^2/2], x > 0}}, 0]"),
    ("PDF[HalfNormalDistribution[t], x]",
     "Piecewise[{{(2 t)/(E^((t^2 x^2)/Pi) Pi), x >= 0}}, 0]"),
    ("Variance[HalfNormalDistribution[t]]", "(-2 + Pi)/(2 t^2)"),
    ("PDF[InverseGammaDistribution[a, b], x]",
     "Piecewise[{{(b/x)^a/(E^(b/x) x Gamma[a]), x > 0}}, 0]"),
    ("CDF[InverseGammaDistribution[a, b], x]", "Piecewise[{{GammaRegularized[a, b/x], x > 0}}, 0]"),
    ("Mean[InverseGammaDistribution[a, b]]", "Piecewise[{{b/(-1 + a), a > 1}}, Infinity]"),
    ("Mean[InverseGaussianDistribution[m, l]]", "m"),
    ("Variance[InverseGaussianDistribution[m, l]]", "m^3/l"),
    ("CDF[LevyDistribution[m, s], x]", "Piecewise[{{Erfc[Sqrt[s/(2 (-m + x))]], x > m}}, 0]"),
    ("Quantile[LevyDistribution[m, s], q]",
     "ConditionalExpression[m + s/(2 InverseErfc[q]^2), 0 <= q <= 1]"),
    ("Variance[MaxwellDistribution[s]]", "(3 - 8/Pi) s^2"),
    ("CDF[FrechetDistribution[a, b], x]", "Piecewise[{{E^(-(x/b)^(-a)), x > 0}}, 0]"),
    ("CDF[FrechetDistribution[a, b, m], x]",
     "Piecewise[{{E^(-((-m + x)/b)^(-a)), x > m}}, 0]"),
    ("CDF[LogLogisticDistribution[g, s], x]", "Piecewise[{{1/(1 + (x/s)^(-g)), x > 0}}, 0]"),
    ("PDF[BetaPrimeDistribution[p, q], x]",
     "Piecewise[{{(x^(-1 + p) (1 + x)^(-p - q))/Beta[p, q], x > 0}}, 0]"),
    ("Mean[BetaPrimeDistribution[p, q]]", "Piecewise[{{p/(-1 + q), q > 1}}, Infinity]"),
    ("CDF[GompertzMakehamDistribution[l, x], t]",
     "Piecewise[{{1 - E^(x (1 - E^(l t))), t >= 0}}, 0]"),
    ("Mean[BirnbaumSaundersDistribution[a, l]]", "(1 + a^2/2)/l"),
    ("CDF[DagumDistribution[p, a, b], x]", "Piecewise[{{(1 + (x/b)^(-a))^(-p), x > 0}}, 0]"),
    ("CDF[NakagamiDistribution[m, w], x]",
     "Piecewise[{{GammaRegularized[m, 0, (m x^2)/w], x > 0}}, 0]"),
    ("Mean[NoncentralChiSquareDistribution[n, l]]", "l + n"),
    ("Variance[NoncentralChiSquareDistribution[n, l]]", "2 (2 l + n)"),
    ("CDF[GumbelDistribution[a, b], x]", "1 - E^(-E^((-a + x)/b))"),
    ("Quantile[GumbelDistribution[a, b], q]",
     "ConditionalExpression[a + b Log[-Log[1 - q]], 0 <= q <= 1]"),
    ("CDF[ExtremeValueDistribution[a, b], x]", "E^(-E^((a - x)/b))"),
    ("Mean[ExtremeValueDistribution[a, b]]", "a + b EulerGamma"),
    ("Variance[GumbelDistribution[a, b]]", "(b^2 Pi^2)/6"),
    ("PDF[SechDistribution[m, s], x]", "Sech[(Pi (-m + x))/(2 s)]/(2 s)"),
    ("Quantile[SechDistribution[m, s], q]",
     "ConditionalExpression[m + (2 s Log[Tan[(Pi q)/2]])/Pi, 0 <= q <= 1]"),
    ("Mean[MoyalDistribution[m, s]]", "m + s (EulerGamma + Log[2])"),
    ("CDF[KumaraswamyDistribution[a, b], x]",
     "Piecewise[{{1 - (1 - x^a)^b, 0 < x < 1}, {1, x >= 1}}, 0]"),
    ("Mean[KumaraswamyDistribution[a, b]]", "b Beta[1 + 1/a, b]"),
    ("CDF[ArcSinDistribution[{a, b}], x]",
     "Piecewise[{{(2 ArcSin[Sqrt[(-a + x)/(-a + b)]])/Pi, a <= x <= b}, {1, x > b}}, 0]"),
    ("Mean[PERTDistribution[{a, b}, c]]", "(a + b + 4 c)/6"),
    ("Mean[PERTDistribution[{a, b}, c, l]]", "(a + b + c l)/(2 + l)"),
    ("CDF[UniformSumDistribution[2], x]",
     "Piecewise[{{x^2/2, 0 <= x <= 1}, {-1 + 2 x - x^2/2, 1 < x <= 2}, {1, x > 2}}, 0]"),
    ("PDF[BatesDistribution[2], x]",
     "Piecewise[{{4 x, 0 <= x <= 1/2}, {4 - 4 x, 1/2 < x <= 1}}, 0]"),
    ("Mean[UniformSumDistribution[n, {a, b}]]", "(a + b) n/2"),
    ("PDF[BetaBinomialDistribution[a, b, n], k]",
     "Piecewise[{{(Beta[a + k, b - k + n] Binomial[n, k])/Beta[a, b], 0 <= k <= n}}, 0]"),
    ("Variance[BetaBinomialDistribution[a, b, n]]",
     "(a b n (a + b + n))/((a + b)^2 (1 + a + b))"),
    ("PDF[LogSeriesDistribution[t], k]", "Piecewise[{{-(t^k/(k Log[1 - t])), k >= 1}}, 0]"),
    ("Mean[LogSeriesDistribution[t]]", "-(t/((1 - t) Log[1 - t]))"),
    ("PDF[ZipfDistribution[r], k]", "Piecewise[{{k^(-1 - r)/Zeta[1 + r], k >= 1}}, 0]"),
    ("CDF[ZipfDistribution[r], k]",
     "Piecewise[{{HarmonicNumber[Floor[k], 1 + r]/Zeta[1 + r], k >= 1}}, 0]"),
    ("Mean[ZipfDistribution[r]]", "Piecewise[{{Zeta[r]/Zeta[1 + r], r > 1}}, Infinity]"),
    ("PDF[SkellamDistribution[m1, m2], k]",
     "(BesselI[k, 2 Sqrt[m1 m2]] (m1/m2)^(k/2))/E^(m1 + m2)"),
    ("Mean[BorelTannerDistribution[a, n]]", "n/(1 - a)"),
    ("Variance[BorelTannerDistribution[a, n]]", "(a n)/(1 - a)^3"),
    ("PDF[BenfordDistribution[b], k]", "Piecewise[{{Log[b, 1 + 1/k], 1 <= k <= -1 + b}}, 0]"),
    ("PDF[PascalDistribution[n, p], k]",
     "Piecewise[{{(1 - p)^(k - n) p^n Binomial[-1 + k, -1 + n], k >= n}}, 0]"),
    ("Variance[PascalDistribution[n, p]]", "(n (1 - p))/p^2"),
    ("Mean[PoissonConsulDistribution[m, l]]", "m/(1 - l)"),
    ("Mean[WaringYuleDistribution[a, b]]", "Piecewise[{{b/(-1 + a), a > 1}}, Infinity]"),
]


@pytest.mark.parametrize("text,wolfram", TABLE)
def test_exact_forms(text, wolfram):
    assert out(text) == out(wolfram), (text, out(text))


BAD = [
    ("Mean[ChiDistribution[-1]]",
     "ChiDistribution::posprm: Parameter -1 at position 1 in ChiDistribution[-1] is expected "
     "to be positive."),
    ("PDF[GumbelDistribution[0, -2], 1]",
     "GumbelDistribution::posprm: Parameter -2 at position 2 in GumbelDistribution[0, -2] is "
     "expected to be positive."),
    ("CDF[BetaBinomialDistribution[1, 1, 3/2], 1]",
     "BetaBinomialDistribution::nnintprm: Parameter 3/2 at position 3 in "
     "BetaBinomialDistribution[1, 1, 3/2] is expected to be a nonnegative integer."),
    ("Mean[LogSeriesDistribution[2]]",
     "LogSeriesDistribution::probprm: Parameter 2 at position 1 in LogSeriesDistribution[2] is "
     "expected to be a probability between 0 and 1."),
    ("Mean[ArcSinDistribution[{2, 1}]]",
     "ArcSinDistribution::rngprm: Parameters {2, 1} in ArcSinDistribution[{2, 1}] are "
     "expected to satisfy min < max."),
    ("Mean[PERTDistribution[{0, 1}, 2]]",
     "PERTDistribution::rngprm: Parameters {0, 1, 2} in PERTDistribution[{0, 1}, 2] are "
     "expected to satisfy min <= c <= max."),
    ("RandomVariate[StableDistribution[3, 0, 0, 1]]",
     "StableDistribution::rngprm: Parameters {3, 0, 0, 1} in StableDistribution[3, 0, 0, 1] "
     "are expected to satisfy 0 < \u03b1 <= 2."),
]


@pytest.mark.parametrize("text,message", BAD)
def test_bad_parameters(text, message):
    s = Session()
    r = s.evaluate(text)
    assert [str(m) for m in s.messages] == [message]
    assert str(r) == text


def test_sums_of_uniforms_and_kumaraswamy_numbers():
    # Irwin-Hall and Bates against a direct convolution / the closed form
    for n in (1, 2, 3, 5):
        ref = lambda x: sum((-1) ** k * math.comb(n, k) * (x - k) ** (n - 1)
                            for k in range(int(math.floor(x)) + 1)) / math.factorial(n - 1)
        for x in (0.3, 1.2, n / 2, n - 0.1):
            if 0 < x < n:
                assert num("PDF[UniformSumDistribution[%d], %r]" % (n, x)) == \
                    pytest.approx(ref(x), rel=1e-10)
                assert num("N[PDF[UniformSumDistribution[%d], Rationalize[%r]]]" % (n, x)) == \
                    pytest.approx(ref(x), rel=1e-10)
                assert num("PDF[BatesDistribution[%d], %r]" % (n, x / n)) == \
                    pytest.approx(n * ref(x), rel=1e-10)
        q = num("InverseCDF[UniformSumDistribution[%d], 0.3]" % n)
        assert num("CDF[UniformSumDistribution[%d], %r]" % (n, q)) == pytest.approx(0.3)
    assert num("CDF[UniformSumDistribution[3, {1, 2}], 4.5]") == pytest.approx(0.5)
    assert num("CDF[BatesDistribution[3, {-1, 1}], 0.]") == pytest.approx(0.5)
    assert out("Variance[BatesDistribution[n, {a, b}]]") == out("(-a + b)^2/(12 n)")
    # Kumaraswamy: CDF 1 - (1 - x^a)^b
    assert num("CDF[KumaraswamyDistribution[2, 3], 0.4]") == pytest.approx(1 - (1 - 0.16) ** 3)
    assert num("N[Mean[KumaraswamyDistribution[2, 3]]]") == pytest.approx(
        3 * math.gamma(1.5) * math.gamma(3) / math.gamma(4.5))
    assert num("InverseCDF[KumaraswamyDistribution[2, 3], 0.3]") == pytest.approx(
        math.sqrt(1 - 0.7 ** (1 / 3)))
    S.evaluate("SeedRandom[5]")
    arr = np.asarray(S.evaluate("RandomVariate[KumaraswamyDistribution[2, 3], 20000]").array)
    assert stats.kstest(arr, lambda x: 1 - (1 - np.clip(x, 0, 1) ** 2) ** 3).pvalue > 1e-4
    arr = np.asarray(S.evaluate("RandomVariate[UniformSumDistribution[3], 20000]").array)
    assert abs(arr.mean() - 1.5) < 0.02 and abs(arr.var() - 0.25) < 0.02


def test_numeric_only_families():
    # Landau: the reference page's integral at one point; Stable against scipy
    from scipy.integrate import quad
    f = quad(lambda t: np.exp(-2 / PI * t * np.log(t) - t * (1.3 - 0.5) / 2) * np.sin(2 * t)
             / (2 * PI), 0, np.inf, limit=500)[0]
    assert num("PDF[LandauDistribution[1/2, 2], 1.3]") == pytest.approx(f, rel=1e-7)
    assert num("CDF[StableDistribution[1.5, 0.5, 0, 1], 0.5]") == pytest.approx(
        stats.levy_stable(1.5, 0.5).cdf(0.5), rel=1e-6)
    assert out("Mean[StableDistribution[a, b, m, s]]") == out(
        "Piecewise[{{m, a > 1}}, Indeterminate]")
    S.evaluate("SeedRandom[3]")
    assert len(S.evaluate("RandomVariate[StableDistribution[1.5, 0, 0, 1], 50]").array) == 50
    assert len(S.evaluate("RandomVariate[LandauDistribution[], 50]").array) == 50
    # symbolic point and parameters stay unevaluated where there is no closed form
    assert out("CDF[NoncentralStudentTDistribution[3, 1], x]") == \
        "CDF[NoncentralStudentTDistribution[3, 1], x]"
    assert out("CDF[BetaBinomialDistribution[1, 2, 5], x]") == \
        "CDF[BetaBinomialDistribution[1, 2, 5], x]"
    assert out("CDF[BetaBinomialDistribution[1, 1, 3], 1]") == "1/2"


def test_benktander_and_hoyt():
    from scipy.integrate import quad
    # Benktander I: the PDF integrates to the CDF, the mean is 1 + 1/a
    for text, a in [("BenktanderGibratDistribution[2, 1]", 2),
                    ("BenktanderWeibullDistribution[2, 1/2]", 2)]:
        for x in (1.2, 1.7, 3.0):
            c = num("CDF[%s, %r]" % (text, x))
            assert num("N[CDF[%s, Rationalize[%r]]]" % (text, x)) == pytest.approx(c, rel=1e-10)
            assert num("N[PDF[%s, Rationalize[%r]]]" % (text, x)) == pytest.approx(
                num("PDF[%s, %r]" % (text, x)), rel=1e-10)
            integ = quad(lambda t: num("PDF[%s, %r]" % (text, t)), 1, x)[0]
            assert integ == pytest.approx(c, rel=1e-7)
        q = num("InverseCDF[%s, 0.4]" % text)
        assert num("CDF[%s, %r]" % (text, q)) == pytest.approx(0.4, rel=1e-10)
        assert out("Mean[%s]" % text) == out("1 + 1/%d" % a)
        S.evaluate("SeedRandom[21]")
        arr = np.asarray(S.evaluate("RandomVariate[%s, 5000]" % text).array)
        assert arr.min() >= 1 and abs(arr.mean() - (1 + 1 / a)) < 0.05
    # Hoyt: the norm of two normals with variances w/(1 + q^2) and q^2 w/(1 + q^2)
    s1 = math.sqrt(2 / 1.25)
    s2 = 0.5 * s1
    f = lambda r: quad(lambda t: r * math.exp(-r * r * (math.cos(t) ** 2 / (2 * s1 ** 2)
                                                         + math.sin(t) ** 2 / (2 * s2 ** 2)))
                       / (2 * PI * s1 * s2), 0, 2 * PI)[0]
    for x in (0.5, 1.3):
        assert num("PDF[HoytDistribution[1/2, 2], %r]" % x) == pytest.approx(f(x), rel=1e-9)
        assert num("N[PDF[HoytDistribution[1/2, 2], %s]]" % x) == pytest.approx(f(x), rel=1e-9)
    assert num("N[Mean[HoytDistribution[1/2, 2]]]") == pytest.approx(
        quad(lambda r: r * f(r), 0, 12)[0], rel=1e-8)
    c = num("CDF[HoytDistribution[1/2, 2], 1.]")
    assert c == pytest.approx(quad(f, 0, 1)[0], rel=1e-9)
    assert num("InverseCDF[HoytDistribution[1/2, 2], %r]" % c) == pytest.approx(1, rel=1e-9)


def test_stable_types():
    s0 = stats.levy_stable
    old = s0.parameterization
    try:
        s0.parameterization = "S0"
        ref0 = s0(1.5, 0.5).cdf(0.5)
    finally:
        s0.parameterization = old
    assert num("CDF[StableDistribution[0, 1.5, 0.5, 0, 1], 0.5]") == pytest.approx(ref0, rel=1e-6)
    assert num("CDF[StableDistribution[1, 1.5, 0.5, 0, 1], 0.5]") == pytest.approx(
        num("CDF[StableDistribution[1.5, 0.5, 0, 1], 0.5]"), rel=1e-12)
