"""ClassifierMeasurements and PredictorMeasurements: a trained function measured on test
data, and the ...MeasurementsObject that keeps the measurements for later queries."""

import math

from mathilda.algorithms.lists.common import make_list
from mathilda.builtins.learning import _common as C
from mathilda.builtins.learning.classify import _classifier_state, _probabilities
from mathilda.builtins.learning.predict import predictions, predictor_state
from mathilda.core.association import AssociationExpr, make_association
from mathilda.core.expr import Expression, Integer, Real, S, String
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

CLASSIFIER = ("Accuracy", "AccuracyBaseline", "CohenKappa", "ConfusionMatrix", "Error",
              "F1Score", "LogLikelihood", "MeanCrossEntropy", "Perplexity", "Precision",
              "Properties", "Recall")
PREDICTOR = ("FractionVarianceUnexplained", "LogLikelihood", "MeanCrossEntropy",
             "MeanDeviation", "MeanSquare", "Perplexity", "Properties", "RSquared",
             "Residuals", "StandardDeviation", "StandardDeviationBaseline")
_TRAIN = ("{1 -> \"A\", 2 -> \"A\", 3.5 -> \"B\", 4 -> \"B\", 5 -> \"B\", 1.5 -> \"A\"}")
_TEST = "{1.2 -> \"A\", 2.2 -> \"A\", 1.8 -> \"B\", 4.4 -> \"B\"}"
_PTRAIN = "{1 -> 1.3, 2 -> 2.4, 3 -> 3.1, 4 -> 4.6, 5 -> 5.2, 6 -> 5.9}"
_PTEST = "{1.5 -> 1.9, 2.5 -> 2.6, 4.5 -> 4.8}"


def _rules(classes, values):
    return make_association(Expression(S.Rule, (c, v)) for c, v in zip(classes, values))


def _classifier_table(st, actual, P):
    import numpy as np
    classes = st.classes
    index = {c: i for i, c in enumerate(classes)}
    n, K = len(actual), len(classes)
    pred = [int(i) for i in P.argmax(axis=1)]
    truth = [index.get(a) for a in actual]
    M = np.zeros((K, K), int)
    for t, p in zip(truth, pred):
        if t is not None:
            M[t, p] += 1
    right = sum(1 for t, p in zip(truth, pred) if t == p)
    acc = right / n
    counts = {}
    for a in actual:
        counts[a] = counts.get(a, 0) + 1
    base = max(counts.values()) / n
    probs = [float(P[i, t]) if t is not None else 0.0 for i, t in enumerate(truth)]
    ll = sum(math.log(p) if p > 0 else -math.inf for p in probs)
    expected = sum(M[i].sum() * M[:, i].sum() for i in range(K)) / (n * n)
    kappa = (acc - expected) / (1 - expected) if expected < 1 else 0.0

    def ratio(a, b):
        return Real(a / b) if b else S.Indeterminate
    prec = [ratio(M[i, i], M[:, i].sum()) for i in range(K)]
    rec = [ratio(M[i, i], M[i].sum()) for i in range(K)]
    f1 = []
    for i in range(K):
        d = M[:, i].sum() + M[i].sum()
        f1.append(Real(2 * M[i, i] / d) if d else S.Indeterminate)
    real = lambda v: Real(v) if math.isfinite(v) else \
        Expression(S.DirectedInfinity, (Integer(1 if v > 0 else -1),))   # noqa: E731
    return {"Accuracy": Real(acc), "Error": Real(1 - acc), "AccuracyBaseline": Real(base),
            "CohenKappa": Real(kappa),
            "ConfusionMatrix": make_list(make_list(Integer(int(v)) for v in row) for row in M),
            "Precision": _rules(classes, prec), "Recall": _rules(classes, rec),
            "F1Score": _rules(classes, f1), "LogLikelihood": real(ll),
            "MeanCrossEntropy": real(-ll / n), "Perplexity": real(math.exp(-ll / n))
            if ll > -math.inf else real(math.inf),
            "Properties": make_list(String(p) for p in CLASSIFIER)}


def _predictor_table(st, actual, mean, sd):
    import numpy as np
    y = np.array(actual)
    res = y - mean
    n = len(y)
    ss_res = float((res ** 2).sum())
    ss_tot = float(((y - y.mean()) ** 2).sum())
    s = np.maximum(sd, 1e-12)
    ll = float((-0.5 * np.log(2 * np.pi * s * s) - res ** 2 / (2 * s * s)).sum())
    fvu = ss_res / ss_tot if ss_tot else math.inf
    return {"StandardDeviation": Real(math.sqrt(ss_res / n)),
            "StandardDeviationBaseline": Real(float(y.std())),
            "MeanDeviation": Real(float(np.abs(res).mean())), "MeanSquare": Real(ss_res / n),
            "RSquared": Real(1 - fvu) if ss_tot else S.Indeterminate,
            "FractionVarianceUnexplained": Real(fvu) if ss_tot else S.Indeterminate,
            "LogLikelihood": Real(ll), "MeanCrossEntropy": Real(-ll / n),
            "Perplexity": Real(math.exp(-ll / n)),
            "Residuals": make_list(Real(float(r)) for r in res),
            "Properties": make_list(String(p) for p in PREDICTOR)}


def _measure(ev, name, fn, test):
    """The table of measurements of the trained function fn on test, or None."""
    if fn.head is S.ClassifierFunction:
        st = _classifier_state(ev, fn)
        ex = C.examples(ev, name, test, allow_classes=True)
        if st is None or ex is None:
            return None
        ins, outs = ex
        if not all(st.enc.fits(x) for x in ins):
            ev.message(name, "mlbddata")
            return None
        return _classifier_table(st, outs, _probabilities(st, ins))
    st = predictor_state(ev, fn)
    ex = C.examples(ev, name, test)
    if st is None or ex is None:
        return None
    ins, outs = ex
    from mathilda.algorithms.learning.features import _real
    ys = [_real(o) for o in outs]
    if any(v is None for v in ys) or not all(st.enc.fits(x) for x in ins):
        ev.message(name, "mlbddata")
        return None
    mean, sd = predictions(st, ins)
    return _predictor_table(st, ys, mean, sd)


def _measurements(ev, expr, name, head, obj):
    if len(expr.args) not in (2, 3):
        return None
    fn = expr.args[0]
    if not (isinstance(fn, Expression) and fn.head is head):
        return None
    table = _measure(ev, name, fn, expr.args[1])
    if table is None:
        return None
    if len(expr.args) == 3:
        return C.lookup(ev, name, table, expr.args[2])
    return Expression(obj, (C.with_fields(sorted(table.items())),))


@builtin("ClassifierMeasurements", nargs=(2, 3), messages=C.MESSAGES,
         usage="ClassifierMeasurements[classifier, testset, prop] gives the measurement "
               "prop of the ClassifierFunction classifier on the test examples testset: "
               "\"Accuracy\", \"Error\", \"AccuracyBaseline\", \"ConfusionMatrix\" (rows: "
               "actual classes, columns: predicted, in the classifier's class order), "
               "\"Precision\", \"Recall\", \"F1Score\", \"CohenKappa\", \"LogLikelihood\", "
               "\"MeanCrossEntropy\", \"Perplexity\"; ClassifierMeasurements[classifier, "
               "testset] gives a ClassifierMeasurementsObject to query later.",
         examples=[("c = Classify[%s, Method -> \"LogisticRegression\"]; "
                    "ClassifierMeasurements[c, %s, {\"Accuracy\", \"ConfusionMatrix\"}]"
                    % (_TRAIN, _TEST), "{0.75, {{2, 0}, {1, 1}}}"),
                   ("c = Classify[%s, Method -> \"LogisticRegression\"]; "
                    "cm = ClassifierMeasurements[c, %s]; cm[\"Recall\"]" % (_TRAIN, _TEST),
                    "<|A -> 1., B -> 0.5|>")])
def classifier_measurements(ev, expr):
    return _measurements(ev, expr, "ClassifierMeasurements", S.ClassifierFunction,
                         S.ClassifierMeasurementsObject)


@builtin("PredictorMeasurements", nargs=(2, 3), messages=C.MESSAGES,
         usage="PredictorMeasurements[predictor, testset, prop] gives the measurement prop "
               "of the PredictorFunction predictor on the test examples testset: "
               "\"StandardDeviation\" (root mean square of the residuals), "
               "\"StandardDeviationBaseline\", \"MeanDeviation\", \"MeanSquare\", "
               "\"RSquared\", \"FractionVarianceUnexplained\", \"LogLikelihood\", "
               "\"MeanCrossEntropy\", \"Perplexity\", \"Residuals\" (test value minus "
               "prediction); PredictorMeasurements[predictor, testset] gives a "
               "PredictorMeasurementsObject to query later.",
         examples=[("p = Predict[%s, Method -> \"LinearRegression\"]; "
                    "PredictorMeasurements[p, %s, {\"Residuals\", \"MeanSquare\"}]"
                    % (_PTRAIN, _PTEST), "{{0.03, -0.21, 0.11}, 0.0190333}")])
def predictor_measurements(ev, expr):
    return _measurements(ev, expr, "PredictorMeasurements", S.PredictorFunction,
                         S.PredictorMeasurementsObject)


def _object(ev, expr, name):
    head = expr.head
    if not (isinstance(head, Expression) and len(head.args) == 1 and
            isinstance(head.args[0], AssociationExpr) and len(expr.args) == 1):
        return None
    table = {k.value: v for k, v in zip(head.args[0].keys(), head.args[0].values())
             if type(k) is String}
    return C.lookup(ev, name, table, expr.args[0])


@builtin("ClassifierMeasurementsObject", sub=True, messages=C.MESSAGES,
         attributes=("Protected", "ReadProtected"),
         usage="ClassifierMeasurementsObject[...] holds the measurements of a classifier on "
               "a test set, made by ClassifierMeasurements[c, testset]; cm[prop] gives the "
               "measurement prop (cm[\"Properties\"] lists them).",
         examples=[("c = Classify[%s, Method -> \"LogisticRegression\"]; "
                    "cm = ClassifierMeasurements[c, %s]; cm[{\"Error\", \"AccuracyBaseline\"}]"
                    % (_TRAIN, _TEST), "{0.25, 0.5}")])
def classifier_measurements_object(ev, expr):
    return _object(ev, expr, "ClassifierMeasurementsObject")


@builtin("PredictorMeasurementsObject", sub=True, messages=C.MESSAGES,
         attributes=("Protected", "ReadProtected"),
         usage="PredictorMeasurementsObject[...] holds the measurements of a predictor on a "
               "test set, made by PredictorMeasurements[p, testset]; pm[prop] gives the "
               "measurement prop (pm[\"Properties\"] lists them).",
         examples=[("p = Predict[%s, Method -> \"LinearRegression\"]; pm = "
                    "PredictorMeasurements[p, %s]; pm[\"StandardDeviation\"]"
                    % (_PTRAIN, _PTEST), "0.137961")])
def predictor_measurements_object(ev, expr):
    return _object(ev, expr, "PredictorMeasurementsObject")


def _form_of(head, what):
    def form(x):
        if len(x.args) != 1 or not isinstance(x.args[0], AssociationExpr):
            return None
        return C.summary_form(head, what)
    return form


register_form("ClassifierMeasurementsObject",
              _form_of("ClassifierMeasurementsObject", "Classifier measurements"))
register_form("PredictorMeasurementsObject",
              _form_of("PredictorMeasurementsObject", "Predictor measurements"))
