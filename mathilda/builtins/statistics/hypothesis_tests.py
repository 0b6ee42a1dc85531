"""Location tests: TTest, PairedTTest, ZTest, PairedZTest, SignTest, SignedRankTest,
MannWhitneyTest, LocationTest, LocationEquivalenceTest; and HypothesisTestData, the object
they return with ``All`` or ``"HypothesisTestData"``.

Each function builds a ``test_report.Suite`` of the tests that apply to its data (the numbers
come from ``algorithms/statistics/hypothesis.py``) and answers its last argument through
``test_report.answer``: a p-value by default, a property, a list of properties, a table or
the HypothesisTestData object."""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.statistics import hypothesis as H
from mathilda.algorithms.statistics import test_report
from mathilda.builtins.statistics.test_data import (
    MESSAGES, OPTIONS, arguments, assumption, null_value, relation, samples, show,
)
from mathilda.core.expr import Expression, S, String
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form


def _normal(xs, alpha):
    return all(H.shapiro_p(x) >= alpha for x in xs)


def _equal_var(x, y, alpha, verify):
    forced = assumption(verify, "EqualVariance")
    if forced is not None:
        return forced
    return H.fisher_two(x, y, 1.0, "Unequal").p >= alpha


def location_suite(ev, caller, kind, data, mu0, var, alt, alpha, verify):
    """The Suite of the location tests that apply to data (None after a message)."""
    import numpy as np
    tests = {}
    if kind == "multi":
        mu = np.broadcast_to(np.asarray(mu0, dtype=float), (data.shape[1],))
        tests["T"] = lambda: H.hotelling_one(data, mu, alt)
        null = "the mean of the population is %s %s" % (relation(alt), show(mu))
        return test_report.Suite(caller, tests, "T", null, alpha)
    if isinstance(mu0, np.ndarray):
        ev.message(caller, "numprm", String(show(mu0)))
        return None
    if kind == "one":
        x = data
        tests["T"] = lambda: H.t_one(x, mu0, alt)
        tests["Z"] = lambda: H.z_one(x, var, mu0, alt)
        tests["Sign"] = lambda: H.sign(x, mu0, alt)
        tests["SignedRank"] = lambda: H.signed_rank(x, mu0, alt)
        normal = _normal([x], alpha)
        auto = "T" if normal else "SignedRank"
        what = "mean" if normal else "median"
        null = "the %s of the population is %s %s" % (what, relation(alt), show(mu0))
        return test_report.Suite(caller, tests, auto, null, alpha)
    x, y = data
    v1, v2 = (var if isinstance(var, tuple) else (var, var))
    tests["T"] = lambda: H.t_two(x, y, mu0, alt, _equal_var(x, y, alpha, verify))
    tests["Z"] = lambda: H.z_two(x, y, v1, v2, mu0, alt)
    tests["MannWhitney"] = lambda: H.mann_whitney(x, y, mu0, alt)
    if len(x) == len(y):
        d = x - y
        vd = (v1 + v2) if isinstance(var, tuple) else var
        tests["PairedT"] = lambda: H.t_one(d, mu0, alt, "PairedT")
        tests["PairedZ"] = lambda: H.z_one(d, vd, mu0, alt, "PairedZ")
        tests["Sign"] = lambda: H.sign(d, mu0, alt)
        tests["SignedRank"] = lambda: H.signed_rank(d, mu0, alt)
    normal = _normal([x, y], alpha)
    auto = "T" if normal else "MannWhitney"
    null = "the %s difference is %s %s" % ("mean" if normal else "median", relation(alt),
                                           show(mu0))
    return test_report.Suite(caller, tests, auto, null, alpha)


def _fits(mu0, sample):
    """Whether the null mean vector mu0 has the dimension of the multivariate sample."""
    shape = getattr(sample, "shape", None)
    return shape is not None and len(shape) == 2 and shape[1] == len(mu0)


def _run(ev, expr, caller, only=None, with_var=False, paired=False):
    """The common body: arguments (dspec[, var][, mu0][, spec]) and options."""
    args = arguments(ev, expr, caller, 1, 4)
    if args is None:
        return None
    pos, alt, alpha, verify = args
    got = samples(ev, caller, pos[0], least=1)
    if got is None:
        return None
    kind, data = got
    if kind == "k":
        ev.message(caller, "dspec", pos[0], 1, 1)
        return None
    rest = list(pos[1:])
    var = None
    if with_var:
        v = rest.pop(0) if rest else S.Automatic
        if v is not S.Automatic:
            if kind == "two" and is_list(v) and len(v.args) == 2:
                vs = [null_value(ev, caller, a) for a in v.args]
                if any(a is None for a in vs):
                    return None
                var = tuple(vs)
            else:
                var = null_value(ev, caller, v)
                if var is None:
                    return None
                if not isinstance(var, float) or var <= 0:
                    ev.message(caller, "numprm", v)
                    return None
    given = rest.pop(0) if rest else S.Automatic
    mu0 = null_value(ev, caller, given)
    if mu0 is None:
        return None
    if not isinstance(mu0, float) and not _fits(mu0, data if kind in ("one", "multi")
                                                else data[0]):
        ev.message(caller, "numprm", given)     # a mean vector of the wrong length
        return None
    spec = rest.pop(0) if rest else None
    if rest:
        return None
    if paired and kind == "two":
        x, y = data
        if len(x) != len(y):
            ev.message(caller, "dspec", pos[0], 1, 1)
            return None
    suite = location_suite(ev, caller, kind, data, mu0, var, alt, alpha, verify)
    if suite is None:
        return None
    if only is not None:
        name = only[kind == "two"] if isinstance(only, tuple) else only
        if kind == "multi":
            name = "T"
        if name not in suite.tests:
            ev.message(caller, "dspec", pos[0], 1, 1)
            return None
        suite.tests = {name: suite.tests[name]}
        suite.auto = name
        if name in ("T", "Z", "PairedT", "PairedZ"):
            suite.null = suite.null.replace("median", "mean")
        else:
            suite.null = suite.null.replace("mean", "median")
    return test_report.answer(ev, suite, spec)


_USAGE_TAIL = (" The last argument can be \"property\" (\"PValue\", \"TestStatistic\", "
               "\"TestData\", \"DegreesOfFreedom\", \"TestDataTable\", \"TestConclusion\", "
               "\"ShortTestConclusion\", ...), a list of them, or \"HypothesisTestData\".")


@builtin("TTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="TTest[data] tests whether the mean of data is zero. TTest[{data1, data2}] "
               "tests whether the means of data1 and data2 are equal. TTest[dspec, \u03bc0] "
               "tests the mean against \u03bc0. TTest[dspec, \u03bc0, \"property\"] returns "
               "the value of \"property\"." + _USAGE_TAIL,
         examples=[("TTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1]", "0.349744"),
                   ("TTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, \"TestStatistic\"]", "1.03115"),
                   ("TTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, \"DegreesOfFreedom\"]", "5"),
                   ("TTest[{{1, 2, 3, 4, 5}, {3, 4, 5, 6, 9}}]", "0.0908997"),
                   ("TTest[{1, 2, 3, 4, 5}, 0, \"ShortTestConclusion\"]", "Reject")])
def t_test(ev, expr):
    return _run(ev, expr, "TTest", only="T")


@builtin("PairedTTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="PairedTTest[data] tests whether the mean of data is zero. "
               "PairedTTest[{data1, data2}] tests whether the mean of data1 - data2 is zero. "
               "PairedTTest[dspec, \u03bc0] tests the mean against \u03bc0. "
               "PairedTTest[dspec, \u03bc0, \"property\"] returns the value of "
               "\"property\"." + _USAGE_TAIL,
         examples=[("PairedTTest[{{1, 2, 3, 4, 5}, {1.5, 2.2, 3.9, 4.1, 5.6}}]", "0.0327453"),
                   ("PairedTTest[{{1, 2, 3, 4, 5}, {1.5, 2.2, 3.9, 4.1, 5.6}}, 0, "
                    "\"TestStatistic\"]", "-3.20497")])
def paired_t_test(ev, expr):
    return _run(ev, expr, "PairedTTest", only=("PairedT", "PairedT"), paired=True) \
        if _is_two(expr) else _run(ev, expr, "PairedTTest", only="T")


def _is_two(expr):
    d = expr.args[0] if expr.args else None
    return is_list(d) and len(d.args) == 2 and all(is_list(a) for a in d.args) and \
        not any(is_list(b) for a in d.args for b in a.args)


@builtin("ZTest", nargs=(1, 4), messages=MESSAGES, options=OPTIONS,
         usage="ZTest[data] tests whether the mean of data is zero. ZTest[{data1, data2}] "
               "tests whether the means of data1 and data2 are equal. ZTest[dspec, \u03c3^2] "
               "tests for zero or equal means assuming a population variance \u03c3^2 "
               "({\u03c31^2, \u03c32^2} for two samples; Automatic: the sample variance). "
               "ZTest[dspec, \u03c3^2, \u03bc0] tests the mean against \u03bc0. ZTest[dspec, "
               "\u03c3^2, \u03bc0, \"property\"] returns the value of \"property\"."
               + _USAGE_TAIL,
         examples=[("ZTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 0.25, 1]", "0.369108"),
                   ("ZTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 0.25, 1, \"TestStatistic\"]",
                    "0.898146")])
def z_test(ev, expr):
    return _run(ev, expr, "ZTest", only="Z", with_var=True)


@builtin("PairedZTest", nargs=(1, 4), messages=MESSAGES, options=OPTIONS,
         usage="PairedZTest[data] tests whether the mean of data is zero. "
               "PairedZTest[{data1, data2}] tests whether the mean of data1 - data2 is zero. "
               "PairedZTest[dspec, \u03c3^2] assumes the variance \u03c3^2 of the "
               "differences. PairedZTest[dspec, \u03c3^2, \u03bc0] tests the mean against "
               "\u03bc0. PairedZTest[dspec, \u03c3^2, \u03bc0, \"property\"] returns the "
               "value of \"property\"." + _USAGE_TAIL,
         examples=[("PairedZTest[{{1, 2, 3, 4, 5}, {1.5, 2.2, 3.9, 4.1, 5.6}}, 0.2]",
                    "0.0214482"),
                   ("PairedZTest[{{1, 2, 3, 4, 5}, {1.5, 2.2, 3.9, 4.1, 5.6}}, 0.2, 0, "
                    "\"TestStatistic\"]", "-2.3")])
def paired_z_test(ev, expr):
    if _is_two(expr):
        return _run(ev, expr, "PairedZTest", only=("PairedZ", "PairedZ"), with_var=True,
                    paired=True)
    return _run(ev, expr, "PairedZTest", only="Z", with_var=True)


@builtin("SignTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="SignTest[data] tests whether the median of data is zero. "
               "SignTest[{data1, data2}] tests whether the median of data1 - data2 is zero. "
               "SignTest[dspec, \u03bc0] tests the median against \u03bc0. SignTest[dspec, "
               "\u03bc0, \"property\"] returns the value of \"property\"." + _USAGE_TAIL,
         examples=[("SignTest[{1, 2, 3, 4, 5, 6, 7, 8}, 2]", "0.125"),
                   ("SignTest[{1, 2, 3, 4, 5, 6, 7, 8}, 2, \"TestStatistic\"]", "6."),
                   ("SignTest[{{1, 2, 3, 4, 5}, {2, 3, 2, 5, 7}}]", "0.375")])
def sign_test(ev, expr):
    return _run(ev, expr, "SignTest", only=("Sign", "Sign"), paired=True)


@builtin("SignedRankTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="SignedRankTest[data] tests whether the median of data is zero. "
               "SignedRankTest[{data1, data2}] tests whether the median of data1 - data2 is "
               "zero. SignedRankTest[dspec, \u03bc0] tests the median against \u03bc0. "
               "SignedRankTest[dspec, \u03bc0, \"property\"] returns the value of "
               "\"property\"." + _USAGE_TAIL,
         examples=[("SignedRankTest[{1.3, 0.8, 1.9, 1.45, 0.6, 1.15, 2.3}, 1]", "0.21875"),
                   ("SignedRankTest[{1.3, 0.8, 1.9, 1.45, 0.6, 1.15, 2.3}, 1, "
                    "\"TestStatistic\"]", "22.")])
def signed_rank_test(ev, expr):
    return _run(ev, expr, "SignedRankTest", only=("SignedRank", "SignedRank"), paired=True)


@builtin("MannWhitneyTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="MannWhitneyTest[{data1, data2}] tests whether the medians of data1 and data2 "
               "are equal. MannWhitneyTest[{data1, data2}, \u03bc0] tests whether the median "
               "difference is \u03bc0. MannWhitneyTest[{data1, data2}, \u03bc0, \"property\"] "
               "returns the value of \"property\"." + _USAGE_TAIL,
         examples=[("MannWhitneyTest[{{1.1, 2.3, 0.4, 1.7}, {2.9, 3.8, 2.5, 4.1, 3.3}}]",
                    "0.015873"),
                   ("MannWhitneyTest[{{1.1, 2.3, 0.4, 1.7}, {2.9, 3.8, 2.5, 4.1, 3.3}}, 0, "
                    "\"TestStatistic\"]", "0.")])
def mann_whitney_test(ev, expr):
    pos = expr.args
    if pos and not _is_two(expr) and samples(ev, "MannWhitneyTest", pos[0]) is not None:
        ev.message("MannWhitneyTest", "dspec", pos[0], 1, 1)
        return None
    return _run(ev, expr, "MannWhitneyTest", only=("MannWhitney", "MannWhitney"))


@builtin("LocationTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="LocationTest[data] tests whether the mean or median of the data is zero. "
               "LocationTest[{data1, data2}] tests whether the means or medians of data1 and "
               "data2 are equal. LocationTest[dspec, \u03bc0] tests a location measure "
               "against \u03bc0. LocationTest[dspec, \u03bc0, \"property\"] returns the value "
               "of \"property\". LocationTest[dspec, \u03bc0, \"test\"] uses the test \"T\", "
               "\"Z\", \"Sign\", \"SignedRank\", \"MannWhitney\", \"PairedT\" or \"PairedZ\"; "
               "LocationTest[dspec, \u03bc0, All] gives the HypothesisTestData of all the "
               "tests that apply.",
         examples=[("LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1]", "0.349744"),
                   ("LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, \"AllTests\"]",
                    "{Sign, SignedRank, T, Z}"),
                   ("LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, All]",
                    "HypothesisTestData[<<LocationTest>>]"),
                   ("LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, {\"PValue\", \"Sign\"}]",
                    "0.6875"),
                   ("LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, \"TestConclusion\"]",
                    "The null hypothesis that the mean of the population is equal to 1 is not "
                    "rejected at the 5 percent level based on the T test.")])
def location_test(ev, expr):
    return _run(ev, expr, "LocationTest")


@builtin("LocationEquivalenceTest", nargs=(1, 2), messages=MESSAGES, options=OPTIONS,
         usage="LocationEquivalenceTest[{data1, data2, ...}] tests whether the means or "
               "medians of the datai are equal. LocationEquivalenceTest[{data1, ...}, "
               "\"property\"] returns the value of \"property\"; the tests are \"KSampleT\" "
               "(one-way analysis of variance), \"KruskalWallis\", \"CompleteBlockF\" and "
               "\"FriedmanRank\" (the last two for samples of equal length).",
         examples=[("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7, 9}}]",
                    "0.0060908"),
                   ("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7, 9}}, "
                    "\"KruskalWallis\"]", "0.0226281"),
                   ("LocationEquivalenceTest[{{1, 2, 3, 4}, {2, 3, 4, 5}, {5, 6, 7, 9}}, "
                    "{\"TestStatistic\", \"DegreesOfFreedom\"}]", "{9.48, {2, 9}}")])
def location_equivalence_test(ev, expr):
    caller = "LocationEquivalenceTest"
    got = k_sample_arguments(ev, expr, caller)
    if got is None:
        return None
    pos, alpha, xs = got
    tests = {"KSampleT": lambda: H.k_sample_t(xs), "KruskalWallis": lambda: H.kruskal_wallis(xs)}
    if len({len(x) for x in xs}) == 1:
        tests["CompleteBlockF"] = lambda: H.complete_block_f(xs)
        tests["FriedmanRank"] = lambda: H.friedman_rank(xs)
    normal = _normal(xs, alpha)
    suite = test_report.Suite(caller, tests, "KSampleT" if normal else "KruskalWallis",
                              "the %s of the populations are all equal"
                              % ("means" if normal else "medians"), alpha)
    return test_report.answer(ev, suite, pos[1] if len(pos) > 1 else None)


def k_sample_arguments(ev, expr, caller):
    """(positional arguments, significance level, samples) of an equivalence test."""
    args = arguments(ev, expr, caller, 1, 2)
    if args is None:
        return None
    xs = k_samples(ev, caller, args[0][0])
    return None if xs is None else (args[0], args[2], xs)


def k_samples(ev, caller, d):
    """Two or more univariate samples {data1, data2, ...}, or None after a message."""
    if is_list(d) and len(d.args) >= 2 and all(is_list(a) for a in d.args):
        from mathilda.builtins.statistics.test_data import vector
        xs = [vector(ev, a) for a in d.args]
        if all(x is not None and len(x) > 1 for x in xs):
            return xs
    ev.message(caller, "dspec", d, 1, 1)
    return None


# --- HypothesisTestData -------------------------------------------------------------------------

@builtin("HypothesisTestData", sub=True, attributes=("Protected", "ReadProtected"),
         messages={"nprop": test_report.NPROP},
         usage="HypothesisTestData[...] represents hypothesis test data such as generated by "
               "DistributionFitTest, LocationTest, TTest, etc. htd[\"property\"] gives a "
               "property (htd[\"Properties\"] lists them); htd[\"property\", \"test\"] or "
               "htd[\"property\", All] gives it for one test or for all of them.",
         examples=[("h = LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, "
                    "\"HypothesisTestData\"]; h[\"TestData\"]", "{1.03115, 0.349744}"),
                   ("h = LocationTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 1, All]; "
                    "h[\"PValue\", All]", "{0.6875, 0.461838, 0.349744, 0.302471}"),
                   ("h = TTest[{1, 2, 3, 4}, 0, \"HypothesisTestData\"]; h", 
                    "HypothesisTestData[<<TTest>>]")])
def hypothesis_test_data(ev, expr):
    h = expr.head
    if not (isinstance(h, Expression) and h.head is S.HypothesisTestData):
        return None
    suite = test_report.from_expr(h)
    if suite is None or not expr.args:
        return None
    suite.who = "HypothesisTestData"
    spec = expr.args[0] if len(expr.args) == 1 else Expression(S.List, expr.args)
    return test_report.answer(ev, suite, spec)


def _htd_form(x):
    if len(x.args) != 2 or type(x.args[0]) is not String:
        return None
    return Expression(S.HoldForm, (Expression(S.HypothesisTestData, (
        Expression(S.Skeleton, (S[x.args[0].value],)),)),))


register_form("HypothesisTestData", _htd_form)
