"""Classify, the ClassifierFunction it returns, ClassifierMeasurements and
ClassifierInformation."""

import math

from mathilda.algorithms.learning import classifiers, select
from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.builtins.learning import _common as C
from mathilda.core.association import make_association
from mathilda.core.expr import Expression, Integer, Real, S, String
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

FUNCTION_PROPERTIES = ("Decision", "DistributionEntropy", "LogProbabilities",
                       "Probabilities", "Probability", "Properties", "TopProbabilities")
INFO_PROPERTIES = ("Classes", "ExampleNumber", "FeatureTypes", "FunctionProperties",
                   "InputType", "Method", "Properties")
MEASUREMENTS = ("Accuracy", "AccuracyBaseline", "CohenKappa", "ConfusionMatrix", "Error",
                "F1Score", "LogLikelihood", "MeanCrossEntropy", "Perplexity", "Precision",
                "Properties", "Recall")
_DATA = [
    "{1 -> \"A\", 2 -> \"A\", 3.5 -> \"B\", 4 -> \"B\", 5 -> \"B\", 1.5 -> \"A\"}",
    "{{0., 0.} -> \"red\", {1., 0.} -> \"red\", {0., 1.} -> \"red\", {10., 10.} -> \"blue\", "
    "{11., 10.} -> \"blue\", {10., 11.} -> \"blue\"}",
]


class _State:
    """A fitted classifier: the encoder, the classes (in canonical order) and the model."""
    __slots__ = ("enc", "classes", "model", "method")


def _fit(ev, ins, outs, method):
    import numpy as np
    enc = C.encoder_for(ins)
    if enc is None:
        return None
    classes = list(ev.call("Union", make_list(outs)).args)
    if len(classes) < 1:
        return None
    index = {c: i for i, c in enumerate(classes)}
    X = enc.transform(ins)
    if X is None:
        return None
    y = np.array([index[o] for o in outs])
    groups = C.nominal_groups(enc)
    if method == "Automatic":
        method = select.best_classifier(X, y, len(classes), groups) \
            if len(classes) > 1 else "LogisticRegression"
    st = _State()
    st.enc, st.classes, st.method = enc, classes, method
    st.model = classifiers.METHODS[method]().fit(X, y, len(classes), groups)
    return st


def _state(ev, data):
    ins, outs = data.get(String("Inputs")), data.get(String("Outputs"))
    method = data.get(String("Method"))
    if not (is_list(ins) and is_list(outs) and type(method) is String):
        return None
    return C.cached(data, lambda: _fit(ev, list(ins.args), list(outs.args), method.value))


def _train(ev, name, data, opts):
    ex = C.examples(ev, name, data, allow_classes=True)
    if ex is None:
        return None
    method = C.method_option(ev, name, opts, sorted(classifiers.METHODS))
    if method is None:
        return None
    ins, outs = ex
    st = _fit(ev, ins, outs, method)
    if st is None:
        ev.message(name, "mlbddata")
        return None
    fields = C.with_fields([("Method", String(st.method)), ("Classes", make_list(st.classes)),
                            ("Inputs", make_list(ins)), ("Outputs", make_list(outs))])
    C.cached(fields, lambda: st)
    return Expression(S.ClassifierFunction, (fields,))


def _probabilities(st, examples):
    X = st.enc.transform(examples)
    return None if X is None else st.model.proba(X)


def _decision(st, p):
    return st.classes[int(max(range(len(p)), key=lambda i: (p[i], -i)))]


def _one(ev, st, p, prop):
    """The property prop (an expression) for one example's probabilities p."""
    classes = st.classes
    if type(prop) is String:
        name = prop.value
        if name == "Decision":
            return _decision(st, p)
        if name == "Probabilities":
            return make_association(Expression(S.Rule, (c, Real(float(q))))
                                    for c, q in zip(classes, p))
        if name == "LogProbabilities":
            return make_association(Expression(S.Rule, (c, Real(math.log(q)) if q > 0 else
                                                        Expression(S.DirectedInfinity,
                                                                   (Integer(-1),))))
                                    for c, q in zip(classes, p))
        if name == "TopProbabilities":
            return _top(classes, p, None)
        if name == "DistributionEntropy":
            return Real(-sum(float(q) * math.log(q) for q in p if q > 0))
    if isinstance(prop, Expression) and prop.head is S.Rule and type(prop.args[0]) is String:
        key, val = prop.args
        if key.value == "TopProbabilities" and type(val) is Integer and val.value > 0:
            return _top(classes, p, val.value)
        if key.value == "Probability":
            if val in classes:
                return Real(float(p[classes.index(val)]))
            return Real(0.0)
    return None


def _top(classes, p, n):
    """The most probable classes as rules class -> probability, most probable first: the n
    first, or (no n) those with a probability of at least 0.1 (at least one)."""
    order = sorted(range(len(classes)), key=lambda i: (-p[i], i))
    keep = order[:n] if n else [i for k, i in enumerate(order) if k == 0 or p[i] >= 0.1]
    return make_list(Expression(S.Rule, (classes[i], Real(float(p[i])))) for i in keep)


def _known_prop(prop):
    if type(prop) is String:
        return prop.value in FUNCTION_PROPERTIES and prop.value != "Probability"
    return isinstance(prop, Expression) and prop.head is S.Rule and \
        type(prop.args[0]) is String and prop.args[0].value in ("TopProbabilities",
                                                                "Probability")


def apply_classifier(ev, st, x, prop, who="ClassifierFunction"):
    if type(prop) is String and prop.value == "Properties":
        return make_list(String(p) for p in FUNCTION_PROPERTIES)
    if not _known_prop(prop):
        ev.message(who, "nprop", prop)
        return None
    got = C.as_inputs(st.enc, x)
    if got is None:
        ev.message(who, "mlincfttp", st.enc.input_type(), x)
        return None
    exs, batch = got
    P = _probabilities(st, exs)
    if P is None:
        return None
    out = [_one(ev, st, p, prop) for p in P]
    if any(o is None for o in out):
        return None
    return make_list(out) if batch else out[0]


@builtin("Classify", nargs=(1, 3), options={"Method": "Automatic"}, messages=C.MESSAGES,
         usage="Classify[{in1 -> class1, in2 -> class2, ...}] generates a ClassifierFunction "
               "that attempts to predict classi from the example ini.  Classify[data, "
               "input] predicts the class of input; Classify[data, input, prop] gives the "
               "property prop (\"Decision\", \"Probabilities\", \"TopProbabilities\", "
               "\"Probability\" -> class, ...).  Data may also be {in1, ...} -> {class1, "
               "...}, {list1, ...} -> n (the nth element is the class), {assoc1, ...} -> "
               "key, or <|class1 -> {in11, ...}, ...|>.  Method: \"LogisticRegression\", "
               "\"NaiveBayes\", \"NearestNeighbors\", \"DecisionTree\", \"RandomForest\" or "
               "Automatic (chosen by cross-validation).",
         examples=[("c = Classify[%s, Method -> \"LogisticRegression\"]; {c[1.2], c[4.5], "
                    "c[{0, 6}]}" % _DATA[0], "{A, B, {A, B}}"),
                   ("Classify[%s, {9., 9.5}]" % _DATA[1], "blue"),
                   ("Classify[<|\"small\" -> {1, 2, 3}, \"large\" -> {10, 11, 12}|>, 2.5]",
                    "small"),
                   ("Classify[%s, Method -> \"NearestNeighbors\"]" % _DATA[1],
                    "ClassifierFunction[<<Input type: NumericalVector (length: 2), "
                    "Classes: blue, red>>]"),
                   ("Classify[{{1, \"x\"} -> True, {2, \"y\"} -> False, {1, \"x\"} -> True, "
                    "{3, \"y\"} -> False}, {1, \"x\"}]", "True")])
def classify(ev, expr):
    return C.train_and_apply(ev, expr, "Classify", _train, _state, apply_classifier)


@builtin("ClassifierFunction", sub=True, messages=C.MESSAGES,
         attributes=("Protected", "ReadProtected"),
         usage="ClassifierFunction[...] represents a function generated by Classify that "
               "classifies data into classes.  c[x] gives the most likely class of x, "
               "c[{x1, x2, ...}] the classes of each, c[x, prop] the property prop "
               "(c[x, \"Properties\"] lists them).",
         examples=[("c = Classify[%s, Method -> \"LogisticRegression\"]; "
                    "c[2, \"Decision\"]" % _DATA[0], "A"),
                   ("c = Classify[%s, Method -> \"NaiveBayes\"]; Keys[c[3, "
                    "\"Probabilities\"]]" % _DATA[0], "{A, B}"),
                   ("c = Classify[%s, Method -> \"NearestNeighbors\"]; c[{0.5, 0.5}, "
                    "\"Probabilities\"]" % _DATA[1], "<|blue -> 0., red -> 1.|>"),
                   ("c = Classify[%s, Method -> \"NearestNeighbors\"]; c[{0.5, 0.5}, "
                    "\"TopProbabilities\"]" % _DATA[1], "{red -> 1.}")])
def classifier_function(ev, expr):
    return C.apply_trained(ev, expr, S.ClassifierFunction, _state, apply_classifier)


def _classifier_state(ev, c):
    data = C.trained_data(c, S.ClassifierFunction)
    return None if data is None else _state(ev, data)


@builtin("ClassifierInformation", nargs=(1, 2), messages=C.MESSAGES,
         usage="ClassifierInformation[c, prop] gives the property prop of the "
               "ClassifierFunction c: \"Classes\", \"Method\", \"ExampleNumber\", "
               "\"FeatureTypes\", \"InputType\", \"FunctionProperties\" or \"Properties\"; "
               "ClassifierInformation[c] gives them all as an association.",
         examples=[("c = Classify[%s, Method -> \"NaiveBayes\"]; "
                    "ClassifierInformation[c, \"Method\"]" % _DATA[0], "NaiveBayes"),
                   ("c = Classify[%s]; ClassifierInformation[c, {\"Classes\", "
                    "\"ExampleNumber\", \"FeatureTypes\"}]" % _DATA[1],
                    "{{blue, red}, 6, {Numerical, Numerical}}")])
def classifier_information(ev, expr):
    st = _classifier_state(ev, expr.args[0])
    if st is None:
        return None
    return C.information(ev, expr, "ClassifierInformation", st, {
        "Classes": make_list(st.classes),
        "FunctionProperties": make_list(String(p) for p in FUNCTION_PROPERTIES)},
        INFO_PROPERTIES)


def _classes(data):
    classes = data.get(String("Classes"))
    if not is_list(classes):
        return None
    return "Classes: " + ", ".join(c.value if type(c) is String else str(c)
                                   for c in classes.args)


register_form("ClassifierFunction",
              lambda x: C.summary(x, "ClassifierFunction", _classes))
