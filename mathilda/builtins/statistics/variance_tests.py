"""Dispersion tests: VarianceTest, FisherRatioTest, LeveneTest, BrownForsytheTest,
ConoverTest, SiegelTukeyTest and VarianceEquivalenceTest (the numbers:
``algorithms/statistics/hypothesis.py``; the reports: ``test_report``)."""

from mathilda.algorithms.statistics import hypothesis as H
from mathilda.algorithms.statistics import test_report
from mathilda.builtins.statistics.hypothesis_tests import k_sample_arguments
from mathilda.builtins.statistics.test_data import (
    MESSAGES, OPTIONS, arguments, null_value, relation, samples, show,
)
from mathilda.core.registry import builtin

_TWO = {"BrownForsythe": H.brown_forsythe, "Conover": H.conover, "Levene": H.levene,
        "SiegelTukey": H.siegel_tukey}


def variance_suite(caller, kind, data, ratio0, alt, alpha):
    tests = {}
    if kind == "one":
        x = data
        tests["FisherRatio"] = lambda: H.fisher_one(x, ratio0, alt)
        null = "the variance of the population is %s %s" % (relation(alt), show(ratio0))
        return test_report.Suite(caller, tests, "FisherRatio", null, alpha)
    x, y = data
    tests["FisherRatio"] = lambda: H.fisher_two(x, y, ratio0, alt)
    for name, fn in _TWO.items():
        tests[name] = (lambda fn=fn: fn([x, y], ratio0, alt))
    normal = all(H.shapiro_p(v) >= alpha for v in (x, y))
    null = "the ratio of the population variances is %s %s" % (relation(alt), show(ratio0))
    return test_report.Suite(caller, tests, "FisherRatio" if normal else "BrownForsythe",
                             null, alpha)


def _run(ev, expr, caller, only=None):
    args = arguments(ev, expr, caller)
    if args is None:
        return None
    pos, alt, alpha, _ = args
    got = samples(ev, caller, pos[0], least=1)
    if got is None:
        return None
    kind, data = got
    if kind not in ("one", "two") or (kind == "one" and only not in (None, "FisherRatio")):
        ev.message(caller, "dspec", pos[0], 1, 1)
        return None
    ratio0 = null_value(ev, caller, pos[1], 1.0) if len(pos) > 1 else 1.0
    if ratio0 is None or not isinstance(ratio0, float) or ratio0 <= 0:
        if ratio0 is not None:
            ev.message(caller, "numprm", pos[1])
        return None
    suite = variance_suite(caller, kind, data, ratio0, alt, alpha)
    if only is not None:
        suite.tests = {only: suite.tests[only]}
        suite.auto = only
    return test_report.answer(ev, suite, pos[2] if len(pos) > 2 else None)


def _usage(name, what):
    return ("%s[data] tests whether the variance of data is 1. %s[{data1, data2}] tests "
            "whether the variances of data1 and data2 are equal. %s[dspec, \u03c30^2] tests "
            "the variance (the ratio of the variances) against \u03c30^2. %s[dspec, "
            "\u03c30^2, \"property\"] returns the value of \"property\". %s"
            % (name, name, name, name, what))


@builtin("VarianceTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage=_usage("VarianceTest", "The tests are \"FisherRatio\", \"Levene\", "
                      "\"BrownForsythe\", \"Conover\" and \"SiegelTukey\" (two samples); "
                      "VarianceTest[dspec, \u03c30^2, All] gives the HypothesisTestData of "
                      "all of them."),
         examples=[("VarianceTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 0.5]", "0.273499"),
                   ("VarianceTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, "
                    "2.8}}, 1, \"AllTests\"]",
                    "{BrownForsythe, Conover, FisherRatio, Levene, SiegelTukey}")])
def variance_test(ev, expr):
    return _run(ev, expr, "VarianceTest")


def _declare(name, test, examples):
    @builtin(name, nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
             usage=_usage(name, "It performs the %s test." % test_report.DISPLAY.get(test, test)
                          if test == "FisherRatio" else
                          "It performs the %s test on two samples."
                          % test_report.DISPLAY.get(test, test)),
             examples=examples)
    def impl(ev, expr):
        return _run(ev, expr, name, only=test)
    impl.__name__ = name
    return impl


_declare("FisherRatioTest", "FisherRatio",
         [("FisherRatioTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}]",
           "0.0133677"),
          ("FisherRatioTest[{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, 0.5, \"TestStatistic\"]",
           "1.89667")])
_declare("LeveneTest", "Levene",
         [("LeveneTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}]",
           "0.0407532"),
          ("LeveneTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}, 1, "
           "\"DegreesOfFreedom\"]", "{1, 9}")])
_declare("BrownForsytheTest", "BrownForsythe",
         [("BrownForsytheTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}]",
           "0.0956915"),
          ("BrownForsytheTest[{{1, 2, 3, 4}, {0, 2, 4, 6}}, 1, \"ShortTestConclusion\"]",
           "Do not reject")])
_declare("ConoverTest", "Conover",
         [("ConoverTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}]",
           "0.0423432"),
          ("ConoverTest[{{1, 2, 3, 4}, {0, 2, 4, 6}}, 1, \"ShortTestConclusion\"]",
           "Do not reject")])
_declare("SiegelTukeyTest", "SiegelTukey",
         [("SiegelTukeyTest[{{1.2, 0.8, 1.9, 1.4, 0.7, 1.1}, {3.1, 0.2, 4.5, 1.7, 2.8}}]",
           "0.273322"),
          ("SiegelTukeyTest[{{1, 2, 3, 4}, {0, 2, 4, 6}}, 1, \"ShortTestConclusion\"]",
           "Do not reject")])


@builtin("VarianceEquivalenceTest", nargs=(1, 2), messages=MESSAGES, options=OPTIONS,
         usage="VarianceEquivalenceTest[{data1, data2, ...}] tests whether the variances of "
               "the datai are equal. VarianceEquivalenceTest[{data1, ...}, \"property\"] "
               "returns the value of \"property\"; the tests are \"Bartlett\", \"Levene\", "
               "\"BrownForsythe\", \"Conover\" and (two samples) \"FisherRatio\".",
         examples=[("VarianceEquivalenceTest[{{1, 2, 3, 4}, {2, 4, 6, 9}, {5, 5.5, 6, 6.2}}]",
                    "0.0432025"),
                   ("VarianceEquivalenceTest[{{1, 2, 3, 4}, {2, 4, 6, 9}, {5, 5.5, 6, 6.2}}, "
                    "\"AllTests\"]", "{Bartlett, BrownForsythe, Conover, Levene}")])
def variance_equivalence_test(ev, expr):
    caller = "VarianceEquivalenceTest"
    got = k_sample_arguments(ev, expr, caller)
    if got is None:
        return None
    pos, alpha, xs = got
    tests = {"Bartlett": lambda: H.bartlett(xs), "BrownForsythe": lambda: H.brown_forsythe(xs),
             "Conover": lambda: H.conover(xs), "Levene": lambda: H.levene(xs)}
    if len(xs) == 2:
        tests["FisherRatio"] = lambda: H.fisher_two(xs[0], xs[1], 1.0, "Unequal")
    normal = all(H.shapiro_p(x) >= alpha for x in xs)
    suite = test_report.Suite(caller, tests, "Bartlett" if normal else "BrownForsythe",
                              "the variances of the populations are all equal", alpha)
    return test_report.answer(ev, suite, pos[1] if len(pos) > 1 else None)
