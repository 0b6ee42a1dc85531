"""The reporting side of every hypothesis test: properties, tables, conclusions and the
``HypothesisTestData`` object.

A ``Suite`` holds the tests that apply to the data (name -> a thunk giving a
``hypothesis.Result``), the name of the test chosen automatically, the text of the null
hypothesis and the significance level.  ``answer(ev, suite, spec)`` gives what the last
argument of a test function asks for:

    Automatic (or nothing)      the p-value of the automatic test
    "test"                      the p-value of that test ("T", "Sign", "KolmogorovSmirnov", ...)
    "property"                  the property of the automatic test ("TestStatistic", ...)
    All, "HypothesisTestData"   the HypothesisTestData object
    {"property", "test", ...}   the property of the given tests ({"property", All}: of all)
    {"p1", "p2", ...}           the list of the properties

``HypothesisTestData["Caller", {"Tests" -> {{"T", stat, p, dof}, ...}, "AutomaticTest" ->
"T", ...}]`` keeps the computed numbers, so its properties need no data; OutputForm shows it
as ``HypothesisTestData[<<LocationTest>>]``.
"""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.expr import Expression, Integer, Real, S, String

PROPERTIES = ("AllTests", "AutomaticTest", "DegreesOfFreedom", "HypothesisTestData",
              "PValue", "PValueTable", "Properties", "ShortTestConclusion",
              "TestConclusion", "TestData", "TestDataTable", "TestStatistic",
              "TestStatisticTable")

DISPLAY = {"SignedRank": "Signed-Rank", "MannWhitney": "Mann-Whitney",
           "PairedT": "Paired T", "PairedZ": "Paired Z", "FisherRatio": "Fisher Ratio",
           "BrownForsythe": "Brown-Forsythe", "SiegelTukey": "Siegel-Tukey",
           "KruskalWallis": "Kruskal-Wallis", "KSampleT": "K-Sample T",
           "CompleteBlockF": "Complete Block F", "FriedmanRank": "Friedman Rank",
           "HotellingTSquare": "Hotelling T^2",
           "KolmogorovSmirnov": "Kolmogorov-Smirnov", "AndersonDarling": "Anderson-Darling",
           "CramerVonMises": "Cram\u00e9r-von Mises", "PearsonChiSquare": "Pearson \u03c7^2",
           "ShapiroWilk": "Shapiro-Wilk", "JarqueBeraALM": "Jarque-Bera ALM",
           "WatsonUSquare": "Watson U^2", "PearsonCorrelation": "Pearson Correlation",
           "SpearmanRank": "Spearman Rank", "KendallTau": "Kendall Tau",
           "BlomqvistBeta": "Blomqvist Beta", "MardiaSkewness": "Mardia Skewness",
           "MardiaKurtosis": "Mardia Kurtosis", "GoodmanKruskalGamma": "Goodman-Kruskal \u03b3"}


class Suite:
    def __init__(self, caller, tests, auto, null, alpha, extra=None):
        self.caller = caller
        self.tests = dict(tests)          # name -> thunk or Result
        self.auto = auto
        self.null = null
        self.alpha = alpha
        self.extra = extra or {}          # further properties: name -> Expr
        self.who = caller                 # the symbol of the messages

    def names(self):
        return sorted(self.tests)

    def result(self, name):
        r = self.tests[name]
        if callable(r):
            r = self.tests[name] = quietly(r, name)
        return r


def quietly(fn, name):
    """fn() with NumPy's floating-point warnings off; a degenerate sample (zero variance,
    a singular covariance) gives an Indeterminate statistic and p-value."""
    import warnings
    import numpy as np
    from mathilda.algorithms.statistics.hypothesis import Result
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        try:
            return fn()
        except (np.linalg.LinAlgError, ZeroDivisionError, ValueError, FloatingPointError):
            return Result(name, float("nan"), float("nan"))


def real(v):
    """A machine real of the float v: Indeterminate for NaN, (-)Infinity for infinities."""
    import math
    v = float(v)
    if math.isnan(v):
        return S.Indeterminate
    if math.isinf(v):
        return S.Infinity if v > 0 else Expression(S.DirectedInfinity, (Integer(-1),))
    return Real(v)


def _dof(v):
    if v is None:
        return Expression(S.Missing, (String("NotApplicable"),))
    if isinstance(v, (tuple, list)):
        return make_list(_dof(a) for a in v)
    v = float(v)
    if v.is_integer():
        return Integer(int(v))
    return real(v)


def _percent(alpha):
    pct = alpha * 100
    if abs(pct - round(pct)) < 1e-9:
        return str(int(round(pct)))
    return ("%g" % pct)


def conclusion(suite, name, short):
    r = suite.result(name)
    rejected = r.p < suite.alpha      # NaN: not rejected
    if short:
        return String("Reject" if rejected else "Do not reject")
    return String("The null hypothesis that %s is %s at the %s percent level based on the "
                  "%s test." % (suite.null, "rejected" if rejected else "not rejected",
                                _percent(suite.alpha), DISPLAY.get(name, name)))


def _table(suite, names, cols):
    heads = {"stat": "Statistic", "p": "P-Value"}
    rows = [make_list([String("")] + [String(heads[c]) for c in cols])]
    for n in names:
        r = suite.result(n)
        vals = {"stat": real(r.stat), "p": real(r.p)}
        rows.append(make_list([String(DISPLAY.get(n, n))] + [vals[c] for c in cols]))
    return Expression(S.Grid, (make_list(rows), Expression(S.Rule, (S.Alignment, S.Left))))


def prop(suite, name, names):
    """Property ``name`` of the tests ``names`` (one value for one test, else a list)."""
    if name == "AllTests":
        return make_list(String(n) for n in suite.names())
    if name == "AutomaticTest":
        return String(suite.auto)
    if name == "Properties":
        return make_list(String(p) for p in sorted(PROPERTIES + tuple(suite.extra)))
    if name == "HypothesisTestData":
        return to_expr(suite)
    if name in suite.extra:
        return suite.extra[name]
    if name == "TestDataTable":
        return _table(suite, names, ("stat", "p"))
    if name == "PValueTable":
        return _table(suite, names, ("p",))
    if name == "TestStatisticTable":
        return _table(suite, names, ("stat",))

    def one(n):
        r = suite.result(n)
        if name == "PValue":
            return real(r.p)
        if name == "TestStatistic":
            return real(r.stat)
        if name == "TestData":
            return make_list((real(r.stat), real(r.p)))
        if name == "DegreesOfFreedom":
            return _dof(r.dof)
        if name == "ShortTestConclusion":
            return conclusion(suite, n, True)
        if name == "TestConclusion":
            return conclusion(suite, n, False)
        return None

    vals = [one(n) for n in names]
    return vals[0] if len(vals) == 1 else make_list(vals)


NPROP = "`1` is not a known property or test of `2`."


def answer(ev, suite, spec):
    """What the last argument of the test function asks for, or None after a message."""
    if spec is None or spec is S.Automatic:
        return real(suite.result(suite.auto).p)
    if spec is S.All:
        return to_expr(suite)
    if type(spec) is String:
        v = spec.value
        if v in suite.tests:
            return real(suite.result(v).p)
        if v in PROPERTIES or v in suite.extra:
            return prop(suite, v, [suite.auto])
        ev.message(suite.who, "nprop", spec, S[suite.caller])
        return None
    if is_list(spec) and spec.args:
        items = spec.args
        tests = [a for a in items if a is S.All or (type(a) is String and a.value in suite.tests)]
        props = [a for a in items if a not in tests]
        if tests and all(type(a) is String and (a.value in PROPERTIES or a.value in suite.extra)
                         for a in props):
            names = suite.names() if S.All in tests else [a.value for a in tests]
            props = [a.value for a in props] or ["PValue"]
            vals = [prop(suite, p, names) for p in props]
            return vals[0] if len(vals) == 1 else make_list(vals)
        out = [answer(ev, suite, a) for a in items]
        return None if any(o is None for o in out) else make_list(out)
    ev.message(suite.who, "nprop", spec, S[suite.caller])
    return None


# --- HypothesisTestData ------------------------------------------------------------------------

def _rule(k, v):
    return Expression(S.Rule, (String(k), v))


def to_expr(suite):
    rows = []
    for n in suite.names():
        r = suite.result(n)
        rows.append(make_list((String(n), real(r.stat), real(r.p), _dof(r.dof))))
    info = [_rule("Tests", make_list(rows)), _rule("AutomaticTest", String(suite.auto)),
            _rule("NullHypothesis", String(suite.null)),
            _rule("SignificanceLevel", Real(suite.alpha))]
    info += [_rule(k, v) for k, v in suite.extra.items()]
    return Expression(S.HypothesisTestData, (String(suite.caller), make_list(info)))


def from_expr(x):
    """The Suite of HypothesisTestData[caller, info], or None."""
    from mathilda.algorithms.statistics.hypothesis import Result
    if not (len(x.args) == 2 and type(x.args[0]) is String and is_list(x.args[1])):
        return None
    info = {}
    for r in x.args[1].args:
        if not (isinstance(r, Expression) and r.head is S.Rule and type(r.args[0]) is String):
            return None
        info[r.args[0].value] = r.args[1]
    try:
        tests = {}
        for row in info.pop("Tests").args:
            name, stat, p, dof = row.args
            tests[name.value] = Result(name.value, _unreal(stat), _unreal(p), _undof(dof))
        auto = info.pop("AutomaticTest").value
        null = info.pop("NullHypothesis").value
        alpha = float(info.pop("SignificanceLevel").value)
    except (KeyError, AttributeError, ValueError, TypeError):
        return None
    return Suite(x.args[0].value, tests, auto, null, alpha, info)


def _unreal(x):
    if type(x) in (Real, Integer):
        return float(x.value)
    if x is S.Infinity:
        return float("inf")
    if isinstance(x, Expression) and x.head is S.DirectedInfinity:
        return float("-inf")
    return float("nan")


def _undof(d):
    if is_list(d):
        return tuple(_undof(a) for a in d.args)
    if type(d) is Integer:
        return int(d.value)
    if type(d) is Real or d is S.Indeterminate:
        return _unreal(d)
    return None
