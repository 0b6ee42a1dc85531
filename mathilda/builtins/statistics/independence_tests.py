"""IndependenceTest and CorrelationTest (the numbers: ``algorithms/statistics/hypothesis.py``,
the reports: ``test_report``)."""

from mathilda.algorithms.statistics import hypothesis as H
from mathilda.algorithms.statistics import test_report
from mathilda.builtins.statistics.test_data import (
    MESSAGES, OPTIONS, arguments, null_value, relation, samples, show, vector,
)
from mathilda.core.expr import Integer
from mathilda.core.registry import builtin

PAIR = "The arguments `1` and `2` should be lists of real numbers of equal length above 3."


def _normal(xs, alpha):
    return all(H.shapiro_p(x) >= alpha for x in xs)


@builtin("IndependenceTest", nargs=(2, 3), messages=dict(MESSAGES, pair=PAIR),
         options=OPTIONS,
         usage="IndependenceTest[v1, v2] tests whether the vectors v1 and v2 are independent. "
               "IndependenceTest[v1, v2, \"property\"] returns the value of \"property\"; the "
               "tests are \"PearsonCorrelation\" (for normal data), \"SpearmanRank\" and "
               "\"KendallTau\", the test statistic the correlation coefficient.",
         examples=[("IndependenceTest[{1, 2, 3, 4, 5, 6}, {2.1, 3.9, 6.2, 7.8, 10.1, 12.2}]",
                    "1.20136*^-6"),
                   ("IndependenceTest[{1, 2, 3, 4, 5, 6}, {2.1, 3.9, 6.2, 7.8, 10.1, 12.2}, "
                    "\"AllTests\"]", "{KendallTau, PearsonCorrelation, SpearmanRank}"),
                   ("IndependenceTest[{1, 2, 3, 4, 5, 6}, {1, 3, 2, 5, 4, 6}, "
                    "{\"TestStatistic\", \"KendallTau\"}]", "0.733333")])
def independence_test(ev, expr):
    caller = "IndependenceTest"
    args = arguments(ev, expr, caller, 2, 3)
    if args is None:
        return None
    pos, alt, alpha, _ = args
    x, y = vector(ev, pos[0]), vector(ev, pos[1])
    if x is None or y is None or len(x) != len(y) or len(x) < 4:
        ev.message(caller, "pair", pos[0], pos[1])
        return None
    tests = {"PearsonCorrelation": lambda: H.pearson_correlation(x, y, 0.0, alt),
             "SpearmanRank": lambda: H.spearman_rank(x, y, alt),
             "KendallTau": lambda: H.kendall_tau(x, y, alt)}
    auto = "PearsonCorrelation" if _normal([x, y], alpha) else "SpearmanRank"
    suite = test_report.Suite(caller, tests, auto, "the variables are independent", alpha)
    return test_report.answer(ev, suite, pos[2] if len(pos) > 2 else None)


@builtin("CorrelationTest", nargs=(1, 3), messages=MESSAGES, options=OPTIONS,
         usage="CorrelationTest[data] tests whether the correlation coefficient of the "
               "bivariate data {{x1, y1}, {x2, y2}, ...} is zero. CorrelationTest[{data1, "
               "data2}] tests whether the correlation coefficients of the bivariate samples "
               "data1 and data2 are equal. CorrelationTest[dspec, \u03c10] tests the "
               "correlation coefficient against \u03c10 (Fisher's z). CorrelationTest[dspec, "
               "\u03c10, \"property\"] returns the value of \"property\".",
         examples=[("CorrelationTest[{{1, 2.1}, {2, 3.9}, {3, 6.2}, {4, 7.8}, {5, 10.1}, "
                    "{6, 12.2}}]", "1.20136*^-6"),
                   ("CorrelationTest[{{1, 2.1}, {2, 3.9}, {3, 6.2}, {4, 7.8}, {5, 10.1}, "
                    "{6, 12.2}}, 0.9, \"PValue\"]", "0.0000365563")])
def correlation_test(ev, expr):
    caller = "CorrelationTest"
    args = arguments(ev, expr, caller)
    if args is None:
        return None
    pos, alt, alpha, _ = args
    d = pos[0]
    rho0 = null_value(ev, caller, pos[1]) if len(pos) > 1 else 0.0
    if rho0 is None:
        return None
    if not isinstance(rho0, float) or not -1 < rho0 < 1:
        ev.message(caller, "numprm", pos[1])
        return None
    spec = pos[2] if len(pos) > 2 else None
    pairs = _bivariate_pair(ev, d)
    if pairs is not None:
        a, b = pairs
        suite = test_report.Suite(
            caller, {"PearsonCorrelation": lambda: H.correlation_difference(a, b, alt)},
            "PearsonCorrelation", "the correlation coefficients are %s each other"
            % relation(alt).replace(" to", ""), alpha)
        return test_report.answer(ev, suite, spec)
    got = samples(ev, caller, d, least=3)
    if got is None:
        return None
    kind, data = got
    if kind != "multi" or data.shape[1] != 2:
        ev.message(caller, "dspec", d, Integer(1), Integer(3))
        return None
    x, y = data[:, 0], data[:, 1]
    tests = {"PearsonCorrelation": lambda: H.pearson_correlation(x, y, rho0, alt)}
    if rho0 == 0:
        tests["SpearmanRank"] = lambda: H.spearman_rank(x, y, alt)
        tests["KendallTau"] = lambda: H.kendall_tau(x, y, alt)
    auto = "PearsonCorrelation" if rho0 != 0 or _normal([x, y], alpha) else "SpearmanRank"
    null = "the correlation coefficient is %s %s" % (relation(alt), show(rho0))
    suite = test_report.Suite(caller, tests, auto, null, alpha)
    return test_report.answer(ev, suite, spec)


def _bivariate_pair(ev, d):
    """Two bivariate samples {data1, data2}, each n x 2 with n > 3, or None."""
    from mathilda.algorithms.lists.common import is_list
    from mathilda.core.packed import to_numpy
    if not (is_list(d) and len(d.args) == 2):
        return None
    out = []
    for a in d.args:
        m = to_numpy(ev.call("N", a)) if is_list(a) else None
        if m is None or m.ndim != 2 or m.shape[1] != 2 or m.shape[0] < 4 or \
                m.dtype.kind not in "if":
            return None
        out.append(m.astype(float))
    return out
