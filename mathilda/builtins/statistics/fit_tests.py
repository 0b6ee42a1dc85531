"""Goodness-of-fit tests: DistributionFitTest and the named tests KolmogorovSmirnovTest,
AndersonDarlingTest, CramerVonMisesTest, KuiperTest, WatsonUSquareTest,
PearsonChiSquareTest, ShapiroWilkTest and JarqueBeraALMTest.

The hypothesized distribution may be Automatic (normality, its mean and variance estimated),
a distribution with numeric parameters (a simple hypothesis), one with symbolic parameters
(they are estimated with EstimatedDistribution first) or a second sample (two-sample
tests).  Statistics and p-values: ``algorithms/statistics/fit_tests.py``."""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.statistics import fit_tests as F
from mathilda.algorithms.statistics import test_report
from mathilda.builtins.statistics.test_data import MESSAGES, OPTIONS, arguments, vector
from mathilda.core.expr import TRUE, Expression, Integer, Real, S, String, Symbol
from mathilda.core.packed import from_numpy, to_numpy
from mathilda.core.registry import builtin

FIT_MESSAGES = dict(MESSAGES)
FIT_MESSAGES.update({
    "dist": "The argument `1` should be a univariate distribution, Automatic, or a list of "
            "real numbers (a second sample).",
    "nrml": "The `1` test applies to the normal distribution only, not to `2`.",
    "ntest": "The `1` test does not apply to `2`.",
    "fdata": "The argument `1` at position 1 should be a list of at least `2` real numbers."})

CONTINUOUS_TESTS = ("AndersonDarling", "CramerVonMises", "KolmogorovSmirnov", "Kuiper",
                    "PearsonChiSquare", "WatsonUSquare")
NORMAL_TESTS = ("JarqueBeraALM", "ShapiroWilk")
AUTO_NORMAL = "\u03bc"


def _free_symbols(ev, x, out):
    if type(x) is Symbol:
        if ev.call("NumericQ", x) is not TRUE and x not in out:
            out.append(x)
    elif isinstance(x, Expression):
        for a in x.args:
            _free_symbols(ev, a, out)
    return out


def _machine(ev, d, expr, name, values):
    """name (cdf, pdf, quantile) of the distribution at the float array values."""
    import numpy as np
    r = d.machine(name, values) if d is not None else None
    if r is None:
        head = {"cdf": "CDF", "pdf": "PDF", "quantile": "InverseCDF"}[name]
        got = to_numpy(ev.call("N", ev.call(head, expr, from_numpy(values))))
        if got is None or got.dtype.kind not in "if":
            return None
        r = got
    return np.asarray(r, dtype=float)


class Hypothesis:
    """The hypothesized distribution: its expression, Dist, kind, the number of estimated
    parameters, and whether it is the normal family with estimated mean and variance."""

    def __init__(self, expr, d, estimated, composite_normal, shown, fitted_rules=None):
        self.expr = expr
        self.d = d
        self.kind = d.kind if d is not None else "Continuous"
        self.estimated = estimated
        self.composite_normal = composite_normal
        self.shown = shown
        self.fitted_rules = fitted_rules
        self.normal = isinstance(expr, Expression) and expr.head is S.NormalDistribution


def _quiet_call(ev, name, *args):
    """ev.call with NumPy's floating-point warnings silenced (the estimation of parameters
    from extreme data overflows on its way to a message)."""
    import warnings
    import numpy as np
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return ev.call(name, *args)


def hypothesis(ev, caller, x, dist):
    """The Hypothesis for the data x and the distribution argument, or None after a
    message."""
    import numpy as np
    from mathilda.algorithms.probability import dist as D
    data = from_numpy(x)
    if dist is S.Automatic:
        with np.errstate(all="ignore"):
            fitted = Expression(S.NormalDistribution, (Real(float(x.mean())),
                                                       Real(float(x.std()))))
        return Hypothesis(fitted, D.parse(ev, fitted), 2, True,
                          "NormalDistribution[%s, %s]" % (AUTO_NORMAL, "\u03c3"))
    if not isinstance(dist, Expression) or not D.is_distribution_head(dist):
        ev.message(caller, "dist", dist)
        return None
    free = _free_symbols(ev, dist, [])
    rules = None
    fitted = dist
    if free:
        fitted = _quiet_call(ev, "EstimatedDistribution", data, dist)
        if not isinstance(fitted, Expression) or fitted.head is S.EstimatedDistribution or \
                _free_symbols(ev, fitted, []):
            ev.message(caller, "dist", dist)
            return None
        rules = _quiet_call(ev, "FindDistributionParameters", data, dist)
    d = D.parse(ev, fitted)
    if d is None or getattr(d, "dim", 1) != 1:
        ev.message(caller, "dist", dist)
        return None
    normal = dist.head is S.NormalDistribution
    return Hypothesis(fitted, d, len(free), normal and len(free) == 2,
                      str(dist), rules)


def fit_suite(ev, caller, x, dist, alpha):
    import numpy as np
    if is_list(dist):
        y = vector(ev, dist)
        if y is None or len(y) < 2:
            ev.message(caller, "dist", dist)
            return None
        tests = {"KolmogorovSmirnov": lambda: F.ks_two(x, y),
                 "CramerVonMises": lambda: F.cvm_two(x, y)}
        return test_report.Suite(caller, tests, "KolmogorovSmirnov",
                                 "the data are drawn from the same distribution", alpha)
    h = hypothesis(ev, caller, x, dist)
    if h is None:
        return None
    xs = np.sort(x)
    tests = {}
    if h.kind == "Continuous":
        if h.composite_normal:
            from scipy import stats
            with np.errstate(all="ignore"):
                m, s = xs.mean(), xs.std(ddof=1)
                u = stats.norm.cdf((xs - m) / s) if s > 0 else np.full(len(xs), 0.5)
        else:
            u = _machine(ev, h.d, h.expr, "cdf", xs)
            if u is None:
                ev.message(caller, "dist", dist)
                return None
        comp = h.composite_normal
        tests["KolmogorovSmirnov"] = lambda: F.kolmogorov_smirnov(u, comp)
        tests["CramerVonMises"] = lambda: F.cramer_von_mises(u, comp)
        tests["AndersonDarling"] = lambda: F.anderson_darling(u, comp)
        tests["Kuiper"] = lambda: F.kuiper(u)
        tests["WatsonUSquare"] = lambda: F.watson_u2(u)
        tests["PearsonChiSquare"] = lambda: F.pearson_continuous(
            xs, lambda q: _machine(ev, h.d, h.expr, "quantile", q), h.estimated)
        if h.normal:
            tests["ShapiroWilk"] = lambda: F.shapiro_wilk(xs)
            tests["JarqueBeraALM"] = lambda: F.jarque_bera_alm(xs)
        auto = "ShapiroWilk" if h.normal and h.estimated else "AndersonDarling"
    else:
        tests["PearsonChiSquare"] = lambda: F.pearson_discrete(
            np.round(xs), lambda v: _machine(ev, h.d, h.expr, "pdf", v),
            lambda v: _machine(ev, h.d, h.expr, "cdf", v), h.estimated)
        auto = "PearsonChiSquare"
    extra = {"FittedDistribution": h.expr}
    if h.fitted_rules is not None:
        extra["FittedDistributionParameters"] = h.fitted_rules
    return test_report.Suite(caller, tests, auto, "the data is distributed according to the "
                             + h.shown, alpha, extra)


def _run(ev, expr, caller, only=None, least=2):
    got = arguments(ev, expr, caller)
    if got is None:
        return None
    pos, _, alpha, _ = got
    x = vector(ev, pos[0])
    if x is None:
        m = _matrix(ev, pos[0])
        if m is not None:
            return _multivariate(ev, caller, m, pos, alpha, only)
    if x is None or len(x) < least:
        ev.message(caller, "fdata", pos[0], Integer(least))
        return None
    dist = pos[1] if len(pos) > 1 else S.Automatic
    suite = fit_suite(ev, caller, x, dist, alpha)
    if suite is None:
        return None
    if only is not None:
        if only not in suite.tests:
            shown = dist if dist is not S.Automatic else String("Automatic")
            tag = "nrml" if only in NORMAL_TESTS and not is_list(dist) else "ntest"
            ev.message(caller, tag, String(test_report.DISPLAY.get(only, only)), shown)
            return None
        suite.tests = {only: suite.tests[only]}
        suite.auto = only
    return test_report.answer(ev, suite, pos[2] if len(pos) > 2 else None)


def _matrix(ev, d):
    """A float matrix of multivariate data (n > p + 1 rows of p >= 2 reals), or None."""
    import numpy as np
    if not (is_list(d) and d.args and all(is_list(r) for r in d.args)):
        return None
    m = to_numpy(ev.call("N", d))
    if m is None or m.ndim != 2 or m.dtype.kind not in "if" or m.shape[1] < 2 or \
            m.shape[0] <= m.shape[1] + 1 or not np.all(np.isfinite(m)):
        return None
    return np.asarray(m, dtype=float)


MULTI_TESTS = ("MardiaKurtosis", "MardiaSkewness")


def _multivariate(ev, caller, m, pos, alpha, only):
    """Multivariate normality (Automatic or MultinormalDistribution): Mardia's tests."""
    dist = pos[1] if len(pos) > 1 else S.Automatic
    if dist is not S.Automatic and not (isinstance(dist, Expression) and
                                        dist.head is S.MultinormalDistribution):
        ev.message(caller, "dist", dist)
        return None
    tests = {t: (lambda t=t: F.mardia(m, t)) for t in MULTI_TESTS}
    if only is not None:
        ev.message(caller, "ntest", String(test_report.DISPLAY.get(only, only)),
                   dist if dist is not S.Automatic else String("multivariate data"))
        return None
    suite = test_report.Suite(caller, tests, "MardiaSkewness", "the data is distributed "
                              "according to the MultinormalDistribution[\u03bc, \u03a3]", alpha)
    return test_report.answer(ev, suite, pos[2] if len(pos) > 2 else None)


D3 = "{0.12, -0.53, 1.21, 0.34, -1.02, 0.77, -0.18, 0.45, -0.66, 1.53}"


@builtin("DistributionFitTest", nargs=(1, 3), messages=FIT_MESSAGES, options=OPTIONS,
         usage="DistributionFitTest[data] tests whether data is normally distributed. "
               "DistributionFitTest[data, dist] tests whether data is distributed according "
               "to dist (symbolic parameters are estimated first). DistributionFitTest[data1, "
               "data2] tests whether the two samples come from a common distribution. "
               "DistributionFitTest[data, dist, \"property\"] returns the value of "
               "\"property\"; \"test\" one of \"AndersonDarling\", \"CramerVonMises\", "
               "\"JarqueBeraALM\", \"KolmogorovSmirnov\", \"Kuiper\", \"PearsonChiSquare\", "
               "\"ShapiroWilk\", \"WatsonUSquare\" uses that test; All gives the "
               "HypothesisTestData of all the tests that apply. For multivariate data "
               "{{x1, y1, ...}, ...} it tests multivariate normality with Mardia's "
               "\"MardiaSkewness\" and \"MardiaKurtosis\" tests.",
         examples=[("DistributionFitTest[%s]" % D3, "0.948209"),
                   ("DistributionFitTest[%s, NormalDistribution[0, 1], \"KolmogorovSmirnov\"]"
                    % D3, "0.941899"),
                   ("DistributionFitTest[%s, Automatic, \"AutomaticTest\"]" % D3,
                    "ShapiroWilk"),
                   ("DistributionFitTest[%s, NormalDistribution[m, s], \"FittedDistribution\"]"
                    % D3, "NormalDistribution[0.203, 0.781512]"),
                   ("DistributionFitTest[%s, NormalDistribution[0, 1], All]" % D3,
                    "HypothesisTestData[<<DistributionFitTest>>]")])
def distribution_fit_test(ev, expr):
    return _run(ev, expr, "DistributionFitTest")


def _named(name, test, text, examples, least=2):
    @builtin(name, nargs=(1, 3), messages=FIT_MESSAGES, options=OPTIONS,
             usage="%s[data] tests whether data is normally distributed using the %s test. "
                   "%s[data, dist] tests whether data is distributed according to dist. "
                   "%s[data, dist, \"property\"] returns the value of \"property\". %s"
                   % (name, test_report.DISPLAY.get(test, test), name, name, text),
             examples=examples)
    def impl(ev, expr):
        return _run(ev, expr, name, only=test, least=least)
    impl.__name__ = name
    return impl


_named("KolmogorovSmirnovTest", "KolmogorovSmirnov",
       "The statistic is the largest distance between the empirical and the hypothesized "
       "CDF.",
       [("KolmogorovSmirnovTest[%s, NormalDistribution[0, 1]]" % D3, "0.941899"),
        ("KolmogorovSmirnovTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]" % D3,
         "0.154627")])
_named("AndersonDarlingTest", "AndersonDarling",
       "The statistic weights the squared distance of the CDFs by 1/(F (1 - F)).",
       [("AndersonDarlingTest[%s, NormalDistribution[0, 1]]" % D3, "0.871888"),
        ("AndersonDarlingTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]" % D3,
         "0.376015")])
_named("CramerVonMisesTest", "CramerVonMises",
       "The statistic is the integrated squared distance of the CDFs.",
       [("CramerVonMisesTest[%s, NormalDistribution[0, 1]]" % D3, "0.838109"),
        ("CramerVonMisesTest[%s]" % D3, "0.986234")])
_named("KuiperTest", "Kuiper",
       "The statistic is the sum of the largest distances of the CDFs above and below.",
       [("KuiperTest[%s, NormalDistribution[0, 1]]" % D3, "0.992781"),
        ("KuiperTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]" % D3, "0.217635")])
_named("WatsonUSquareTest", "WatsonUSquare",
       "The statistic is the Cram\u00e9r-von Mises statistic corrected for the mean, "
       "invariant under rotations of the circle.",
       [("WatsonUSquareTest[%s, NormalDistribution[0, 1]]" % D3, "0.998497"),
        ("WatsonUSquareTest[%s, NormalDistribution[0, 1], \"TestStatistic\"]" % D3,
         "0.0228163")])
_named("PearsonChiSquareTest", "PearsonChiSquare",
       "Continuous distributions are binned into 2 n^(2/5) equiprobable classes; discrete "
       "ones by value, merging classes of expected count below 5.",
       [("PearsonChiSquareTest[%s, NormalDistribution[0, 1]]" % D3, "0.977033"),
        ("PearsonChiSquareTest[{0, 1, 1, 2, 0, 3, 1, 0, 2, 1, 1, 0, 4, 2, 1}, "
         "PoissonDistribution[1], \"DegreesOfFreedom\"]", "1")])
_named("ShapiroWilkTest", "ShapiroWilk",
       "It applies to the normal distribution only.",
       [("ShapiroWilkTest[%s]" % D3, "0.948209"),
        ("ShapiroWilkTest[%s, Automatic, \"TestStatistic\"]" % D3, "0.977165")], least=3)
_named("JarqueBeraALMTest", "JarqueBeraALM",
       "It applies to the normal distribution only: the adjusted Lagrange multiplier form of "
       "the Jarque-Bera statistic, chi-square with 2 degrees of freedom.",
       [("JarqueBeraALMTest[%s]" % D3, "0.790771"),
        ("JarqueBeraALMTest[%s, Automatic, \"TestStatistic\"]" % D3, "0.469495")], least=4)

