"""Predict, the PredictorFunction it returns, and PredictorInformation."""

from mathilda.algorithms.learning import regressors, select
from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.builtins.learning import _common as C
from mathilda.core.association import AssociationExpr
from mathilda.core.expr import Expression, Integer, Real, S, String
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

FUNCTION_PROPERTIES = ("Decision", "Distribution", "Properties", "StandardDeviation")
INFO_PROPERTIES = ("ExampleNumber", "FeatureTypes", "FunctionProperties", "InputType",
                   "Method", "Properties", "StandardDeviation")
_DATA = "{1 -> 1.3, 2 -> 2.4, 3 -> 3.1, 4 -> 4.6, 5 -> 5.2, 6 -> 5.9}"


class _State:
    __slots__ = ("enc", "model", "method", "ym")


def _fit(ev, ins, outs, method):
    import numpy as np
    from mathilda.algorithms.learning.features import _real
    enc = C.encoder_for(ins)
    if enc is None:
        return None
    y = [_real(o) for o in outs]
    if any(v is None for v in y):
        return None
    X = enc.transform(ins)
    if X is None:
        return None
    y = np.array(y)
    if method == "Automatic":
        method = select.best_regressor(X, y)
    st = _State()
    st.enc, st.method = enc, method
    st.model = regressors.METHODS[method]().fit(X, y)
    return st


def state(ev, data):
    ins, outs = data.get(String("Inputs")), data.get(String("Outputs"))
    method = data.get(String("Method"))
    if not (is_list(ins) and is_list(outs) and type(method) is String):
        return None
    return C.cached(data, lambda: _fit(ev, list(ins.args), list(outs.args), method.value))


def _train(ev, name, data, opts):
    ex = C.examples(ev, name, data)
    if ex is None:
        return None
    method = C.method_option(ev, name, opts, sorted(regressors.METHODS))
    if method is None:
        return None
    ins, outs = ex
    st = _fit(ev, ins, outs, method)
    if st is None:
        ev.message(name, "mlbddata")
        return None
    fields = C.with_fields([("Method", String(st.method)), ("Inputs", make_list(ins)),
                            ("Outputs", make_list(outs))])
    C.cached(fields, lambda: st)
    return Expression(S.PredictorFunction, (fields,))


def _one(mean, sd, prop):
    name = prop.value
    if name == "Decision":
        return Real(float(mean))
    if name == "StandardDeviation":
        return Real(float(sd))
    return Expression(S.NormalDistribution, (Real(float(mean)), Real(float(sd))))


def predictions(st, examples):
    X = st.enc.transform(examples)
    return None if X is None else st.model.predict(X)


def apply_predictor(ev, st, x, prop, who="PredictorFunction"):
    if type(prop) is String and prop.value == "Properties":
        return make_list(String(p) for p in FUNCTION_PROPERTIES)
    if type(prop) is not String or prop.value not in FUNCTION_PROPERTIES:
        ev.message(who, "nprop", prop)
        return None
    got = C.as_inputs(st.enc, x)
    if got is None:
        ev.message(who, "mlincfttp", st.enc.input_type(), x)
        return None
    exs, batch = got
    r = predictions(st, exs)
    if r is None:
        return None
    out = [_one(m, s, prop) for m, s in zip(*r)]
    return make_list(out) if batch else out[0]


@builtin("Predict", nargs=(1, 3), options={"Method": "Automatic"}, messages=C.MESSAGES,
         usage="Predict[{in1 -> out1, in2 -> out2, ...}] generates a PredictorFunction that "
               "attempts to predict outi from the example ini.  Predict[data, input] "
               "predicts the value for input; Predict[data, input, prop] gives the property "
               "prop (\"Decision\", \"Distribution\", \"StandardDeviation\").  Data may also "
               "be {in1, ...} -> {out1, ...}, {list1, ...} -> n or {assoc1, ...} -> key.  "
               "Method: \"LinearRegression\", \"GaussianProcess\", \"NearestNeighbors\", "
               "\"RandomForest\" or Automatic (chosen by cross-validation).",
         examples=[("p = Predict[%s, Method -> \"LinearRegression\"]; {p[7], p[{0, 10}]}"
                    % _DATA, "{7.04, {0.46, 9.86}}"),
                   ("Predict[%s, 3.5, \"Distribution\", Method -> \"LinearRegression\"]"
                    % _DATA, "NormalDistribution[3.75, 0.240832]"),
                   ("Predict[{{1, 2} -> 5, {2, 1} -> 4, {3, 3} -> 9, {0, 1} -> 2}, "
                    "Method -> \"LinearRegression\"]",
                    "PredictorFunction[<<Input type: NumericalVector (length: 2), "
                    "Method: LinearRegression>>]")])
def predict(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 3:
        return None
    p = _train(ev, "Predict", pos[0], opts)
    if p is None or len(pos) == 1:
        return p
    st = state(ev, p.args[0])
    prop = pos[2] if len(pos) == 3 else String("Decision")
    return apply_predictor(ev, st, pos[1], prop, "Predict")


@builtin("PredictorFunction", sub=True, messages=C.MESSAGES,
         attributes=("Protected", "ReadProtected"),
         usage="PredictorFunction[...] represents a function generated by Predict that "
               "predicts numerical values from data.  p[x] gives the predicted value, "
               "p[{x1, x2, ...}] the values for each, p[x, prop] the property prop "
               "(\"Decision\", \"Distribution\", \"StandardDeviation\", \"Properties\").",
         examples=[("p = Predict[%s, Method -> \"LinearRegression\"]; "
                    "p[2.5, \"StandardDeviation\"]" % _DATA, "0.240832"),
                   ("p = Predict[{\"a\" -> 1., \"b\" -> 5., \"a\" -> 1.2, \"b\" -> 5.2}, "
                    "Method -> \"LinearRegression\"]; p[{\"a\", \"b\"}]", "{1.1, 5.1}")])
def predictor_function(ev, expr):
    head = expr.head
    if not (isinstance(head, Expression) and head.head is S.PredictorFunction and
            len(head.args) == 1 and isinstance(head.args[0], AssociationExpr)):
        return None
    if not 1 <= len(expr.args) <= 2:
        return None
    st = state(ev, head.args[0])
    if st is None:
        return None
    prop = expr.args[1] if len(expr.args) == 2 else String("Decision")
    return apply_predictor(ev, st, expr.args[0], prop)


def predictor_state(ev, p):
    if isinstance(p, Expression) and p.head is S.PredictorFunction and len(p.args) == 1 \
            and isinstance(p.args[0], AssociationExpr):
        return state(ev, p.args[0])
    return None


@builtin("PredictorInformation", nargs=(1, 2), messages=C.MESSAGES,
         usage="PredictorInformation[p, prop] gives the property prop of the "
               "PredictorFunction p: \"Method\", \"ExampleNumber\", \"FeatureTypes\", "
               "\"InputType\", \"StandardDeviation\" (estimated on the training data), "
               "\"FunctionProperties\" or \"Properties\"; PredictorInformation[p] gives "
               "them all as an association.",
         examples=[("p = Predict[%s, Method -> \"GaussianProcess\"]; "
                    "PredictorInformation[p, {\"Method\", \"ExampleNumber\"}]" % _DATA,
                    "{GaussianProcess, 6}")])
def predictor_information(ev, expr):
    st = predictor_state(ev, expr.args[0])
    if st is None:
        return None
    from mathilda.builtins.learning.classify import _lookup
    data = expr.args[0].args[0]
    ins = list(data.get(String("Inputs")).args)
    _, sd = predictions(st, ins)
    table = {"Method": String(st.method), "ExampleNumber": Integer(len(ins)),
             "FeatureTypes": make_list(String(k) for k in st.enc.feature_types()),
             "InputType": String(st.enc.input_type()),
             "StandardDeviation": Real(float(sd.mean())),
             "FunctionProperties": make_list(String(p) for p in FUNCTION_PROPERTIES),
             "Properties": make_list(String(p) for p in INFO_PROPERTIES)}
    if len(expr.args) == 1:
        return C.with_fields([(k, table[k]) for k in INFO_PROPERTIES])
    return _lookup(ev, "PredictorInformation", table, expr.args[1])


def _form(x):
    if len(x.args) != 1 or not isinstance(x.args[0], AssociationExpr):
        return None
    method, ins = x.args[0].get(String("Method")), x.args[0].get(String("Inputs"))
    if type(method) is not String or not is_list(ins):
        return None
    enc = C.encoder_for(list(ins.args))
    kind = enc.input_type() if enc is not None else "Unknown"
    return C.summary_form("PredictorFunction", "Input type: %s, Method: %s"
                          % (kind, method.value))


register_form("PredictorFunction", _form)
