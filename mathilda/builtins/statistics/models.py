"""LinearModelFit, NonlinearModelFit and the FittedModel they return.

``FittedModel[bestfit, {"key" -> value, ...}]`` keeps the best fit first (OutputForm shows
only it, as ``FittedModel[0.186441 + 0.694915 x]``) and, in a list of rules, what the
properties are
computed from: the type, the variables, the basis functions (linear) or the model and its
parameters (nonlinear), the design matrix (or the Jacobian at the optimum), the response and
the weights.  ``model[x0]`` evaluates the best fit at a point, ``model["prop"]`` gives a
property (``"BestFit"``, ``"BestFitParameters"``, ``"ParameterTable"``, ``"RSquared"``, ...;
``model["Properties"]`` lists them), ``Normal[model]`` is the best fit.

The numbers come from ``algorithms/statistics/linear_models.py``; the basis functions are
evaluated on whole columns of the data at once (packed arrays), so 10^4 points cost a few
evaluations, not 10^4.
"""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.statistics import linear_models
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Rational, Real, S, String, Symbol
from mathilda.core.packed import from_numpy, to_numpy
from mathilda.core.registry import builtin
from mathilda.core.substitution import substitute
from mathilda.printing.outputform import register_form

FITD = "First argument `1` in `2` is not a list or a rectangular array."
FITC = "Number of coordinates (`1`) is not equal to the number of variables (`2`)."
NPROP = "`1` is not a property of FittedModel."
PROPERTIES = ("AdjustedRSquared", "AIC", "BasisFunctions", "BestFit", "BestFitParameters",
              "BIC", "Data", "DesignMatrix", "EstimatedVariance", "FitResiduals", "Function",
              "ParameterConfidenceIntervals", "ParameterErrors", "ParameterPValues",
              "ParameterTable", "ParameterTableEntries", "ParameterTStatistics",
              "PredictedResponse", "Properties", "Response", "RSquared")


def _assoc(ev, pairs):
    """The model's data: a List of "key" -> value rules."""
    return make_list(Expression(S.Rule, (String(k), v)) for k, v in pairs)


def _info(x):
    """{key: value} of the rules list, or None when x is not one."""
    if not is_list(x):
        return None
    out = {}
    for r in x.args:
        if not (isinstance(r, Expression) and r.head is S.Rule and type(r.args[0]) is String):
            return None
        out[r.args[0].value] = r.args[1]
    return out


def _variables(spec):
    items = spec.args if is_list(spec) else (spec,)
    return list(items) if items and all(type(v) is Symbol for v in items) else None


_NUMBER_TYPES = (Integer, Rational, Real)


def _float_rows(data):
    """A float array for a List of Lists of real number atoms (one pass, one NumPy call:
    data typed in or built by Transpose are not packed), else None."""
    import numpy as np
    rows = data.args
    if not rows or not all(type(r) is Expression and r.head is S.List for r in rows):
        return None
    try:
        vals = [[float(a.value) for a in r.args] for r in rows
                if all(type(a) in _NUMBER_TYPES for a in r.args)]
    except (TypeError, OverflowError):
        return None
    if len(vals) != len(rows) or len({len(v) for v in vals}) != 1:
        return None
    return np.array(vals, dtype=float)


def _data(ev, name, data, nvars):
    """(X columns: list of float arrays, y: float array), or None after a message."""
    import numpy as np
    arr = getattr(data, "array", None)
    if arr is None and is_list(data):
        arr = _float_rows(data)
    if arr is None and is_list(data):
        arr = to_numpy(data)
    if arr is None and is_list(data):
        arr = to_numpy(ev.call("N", data))
    if arr is None or arr.dtype.kind not in "if" or arr.ndim not in (1, 2) or not arr.size:
        ev.message(name, "fitd", data, S[name])
        return None
    arr = arr.astype(float)
    if arr.ndim == 1:
        if nvars != 1:
            ev.message(name, "fitc", Integer(1), Integer(nvars))
            return None
        return [np.arange(1.0, len(arr) + 1)], arr
    if arr.shape[1] - 1 != nvars:
        ev.message(name, "fitc", Integer(arr.shape[1] - 1), Integer(nvars))
        return None
    return [arr[:, j] for j in range(nvars)], arr[:, -1]


def _column(ev, f, variables, cols, n):
    """The values of f on the data points (one evaluation on packed columns)."""
    import numpy as np
    if type(f) in (Integer, Real):
        return np.full(n, float(f.value))
    if f in variables:
        return cols[variables.index(f)]
    b = {v: from_numpy(c) for v, c in zip(variables, cols)}
    r = ev.evaluate(substitute(f, b))
    a = getattr(r, "array", None)
    if a is None or a.dtype.kind != "f":
        r = ev.call("N", r)
        a = to_numpy(r)
    if a is None:
        if type(r) in (Integer, Real):
            return np.full(n, float(r.value))
        return None
    a = np.asarray(a, dtype=float) if a.dtype.kind in "if" else None
    if a is None or a.shape != (n,):
        return None
    return a


def _real(v):
    return Real(float(v))


def _best(ev, coef, basis):
    return ev.evaluate(Expression(S.Plus, tuple(
        Expression(S.Times, (_real(c), f)) for c, f in zip(coef, basis))))


@builtin("LinearModelFit", nargs=(1, 3), messages={"fitd": FITD, "fitc": FITC},
         options={"IncludeConstantBasis": "True", "Weights": "Automatic"},
         usage="LinearModelFit[{y1, y2, ...}, {f1, f2, ...}, x] constructs a linear model of "
               "the form b0 + b1 f1 + b2 f2 + ... that fits the yi for successive x values "
               "1, 2, .... LinearModelFit[{{x11, x12, ..., y1}, ...}, {f1, f2, ...}, {x1, x2, "
               "...}] constructs a linear model where the fi depend on the variables xk. "
               "LinearModelFit[{m, v}] constructs a linear model from the design matrix m "
               "and response vector v.",
         examples=[("LinearModelFit[{{0, 1}, {1, 0}, {3, 2}, {5, 4}}, x, x]",
                    "FittedModel[0.186441 + 0.694915 x]"),
                   ("LinearModelFit[{{0, 1}, {1, 0}, {3, 2}, {5, 4}}, x, x][2.3]", "1.78475"),
                   ("LinearModelFit[{{0, 1}, {1, 0}, {3, 2}, {5, 4}}, x, x][\"RSquared\"]",
                    "0.814044"),
                   ("Normal[LinearModelFit[{1, 3, 5, 7.5}, {x, x^2}, x]]",
                    "-0.625 + 1.525 x + 0.125 x^2")])
def linear_model_fit(ev, expr):
    import numpy as np
    pos, opts = ev.split_options(expr)
    weights = opts.get("Weights", S.Automatic)
    constant = opts.get("IncludeConstantBasis", TRUE) is TRUE
    if len(pos) == 1:
        m = pos[0]
        if not (is_list(m) and len(m.args) == 2):
            return None
        X, y = to_numpy(ev.call("N", m.args[0])), to_numpy(ev.call("N", m.args[1]))
        if X is None or y is None or X.ndim != 2 or y.ndim != 1 or len(y) != X.shape[0]:
            ev.message("LinearModelFit", "fitd", m, S.LinearModelFit)
            return None
        variables = [Symbol("#%d" % (k + 1)) for k in range(X.shape[1])]
        basis = [Expression(S.Slot, (Integer(k + 1),)) for k in range(X.shape[1])]
        X = X.astype(float)
        y = y.astype(float)
        constant = False
    elif len(pos) == 3:
        data, funs, vspec = pos
        variables = _variables(vspec)
        if variables is None:
            return None
        basis = list(funs.args) if is_list(funs) else [funs]
        if constant and Integer(1) not in basis:
            basis = [Integer(1)] + basis
        got = _data(ev, "LinearModelFit", data, len(variables))
        if got is None:
            return None
        cols, y = got
        n = len(y)
        columns = []
        for f in basis:
            ev.check_interrupt()
            c = _column(ev, f, variables, cols, n)
            if c is None:
                return None
            columns.append(c)
        X = np.stack(columns, axis=1)
        constant = constant or Integer(1) in basis
    else:
        return None
    w = None
    if weights is not S.Automatic:
        w = to_numpy(ev.call("N", weights))
        if w is None or w.shape != y.shape:
            return None
        w = w.astype(float)
    beta = linear_models.solve(X, y, w)
    best = _best(ev, beta, basis)
    info = _assoc(ev, [
        ("Type", String("Linear")), ("Variables", make_list(variables)),
        ("Basis", make_list(basis)), ("Parameters", make_list(basis)),
        ("DesignMatrix", from_numpy(X)), ("Response", from_numpy(y)),
        ("Weights", from_numpy(np.ones_like(y) if w is None else w)),
        ("Constant", TRUE if constant else FALSE), ("Coefficients", from_numpy(beta))])
    return Expression(S.FittedModel, (best, info))


@builtin("NonlinearModelFit", nargs=4, messages={"fitd": FITD, "fitc": FITC},
         usage="NonlinearModelFit[{y1, y2, ...}, form, {b1, b2, ...}, x] constructs a "
               "nonlinear model with structure form that fits the yi for successive x values "
               "1, 2, ... using the parameters b1, b2, .... NonlinearModelFit[{{x11, x12, "
               "..., y1}, ...}, form, {b1, ...}, {x1, ...}] constructs a nonlinear model where "
               "form depends on the variables xk. Parameters may be given as {b, b0} with a "
               "starting value.",
         examples=[("NonlinearModelFit[{{0, 1.}, {1, 2.7}, {2, 7.4}, {3, 20.1}}, a Exp[b x], "
                    "{a, b}, x][\"BestFitParameters\"]", "{a -> 0.998317, b -> 1.00083}"),
                   ("Normal[NonlinearModelFit[{1, 4, 9, 16}, a x^b, {a, b}, x]]",
                    "1. x^2.")])
def nonlinear_model_fit(ev, expr):
    import numpy as np
    data, form, pspec, vspec = expr.args
    variables = _variables(vspec)
    if variables is None:
        return None
    rules = ev.call("FindFit", data, form, pspec, vspec)
    if not (is_list(rules) and rules.args and all(
            isinstance(r, Expression) and r.head is S.Rule for r in rules.args)):
        return None
    params = [r.args[0] for r in rules.args]
    beta = np.array([float(r.args[1].value) for r in rules.args])
    got = _data(ev, "NonlinearModelFit", data, len(variables))
    if got is None:
        return None
    cols, y = got
    n = len(y)
    best = ev.evaluate(substitute(form, dict(zip(params, rules_values(rules)))))

    def model(b):
        f = substitute(form, {p: Real(float(v)) for p, v in zip(params, b)})
        return _column(ev, f, variables, cols, n)

    yhat = model(beta)
    if yhat is None:
        return None
    J = np.empty((n, len(beta)))
    for k in range(len(beta)):
        h = 1e-6 * max(abs(beta[k]), 1.0)
        up, down = beta.copy(), beta.copy()
        up[k] += h
        down[k] -= h
        a, b = model(up), model(down)
        if a is None or b is None:
            return None
        J[:, k] = (a - b) / (2 * h)
    fit = linear_models.from_jacobian(J, y, yhat, beta)
    info = _assoc(ev, [
        ("Type", String("Nonlinear")), ("Variables", make_list(variables)),
        ("Model", form), ("Parameters", make_list(params)),
        ("DesignMatrix", from_numpy(J)), ("Response", from_numpy(y)),
        ("Predicted", from_numpy(yhat)), ("Weights", from_numpy(fit.w)),
        ("Constant", FALSE), ("Coefficients", from_numpy(beta))])
    return Expression(S.FittedModel, (best, info))


def rules_values(rules):
    return [r.args[1] for r in rules.args]


def _stats(ev, info):
    import numpy as np
    X = np.asarray(to_numpy(info["DesignMatrix"]), dtype=float)
    y = np.asarray(to_numpy(info["Response"]), dtype=float)
    w = np.asarray(to_numpy(info["Weights"]), dtype=float)
    beta = np.asarray(to_numpy(info["Coefficients"]), dtype=float)
    constant = info["Constant"] is TRUE
    if info["Type"] == String("Linear"):
        return linear_models.Fit(beta, X, y, w, X @ beta, constant)
    yhat = np.asarray(to_numpy(info["Predicted"]), dtype=float)
    return linear_models.Fit(beta, X, y, w, yhat, False)


def _vec(a):
    return from_numpy(a)


def _property(ev, best, info, name):
    params = info["Parameters"].args
    variables = info["Variables"]
    if name == "BestFit":
        return best
    if name == "Function":
        return Expression(S.Function, (variables if len(variables.args) > 1
                                       else variables.args[0], best))
    if name == "Properties":
        return make_list(String(p) for p in PROPERTIES)
    if name == "BasisFunctions":
        return info["Parameters"] if info["Type"] == String("Linear") else None
    if name == "DesignMatrix":
        return info["DesignMatrix"]
    if name == "Response":
        return info["Response"]
    st = _stats(ev, info)
    if name == "BestFitParameters":
        if info["Type"] == String("Linear"):
            return _vec(st.beta)
        return make_list(Expression(S.Rule, (p, _real(v))) for p, v in zip(params, st.beta))
    simple = {"RSquared": st.r2, "AdjustedRSquared": st.adj_r2, "EstimatedVariance": st.sigma2,
              "AIC": st.aic, "BIC": st.bic}
    if name in simple:
        return _real(simple[name])
    arrays = {"ParameterErrors": st.se, "ParameterTStatistics": st.t,
              "ParameterPValues": st.pvalues, "FitResiduals": st.residuals,
              "PredictedResponse": st.yhat}
    if name in arrays:
        return _vec(arrays[name])
    if name == "ParameterConfidenceIntervals":
        return from_numpy(st.intervals())
    if name in ("ParameterTable", "ParameterTableEntries"):
        rows = make_list(make_list((_real(b), _real(s), _real(t), _real(p)))
                         for b, s, t, p in zip(st.beta, st.se, st.t, st.pvalues))
        if name == "ParameterTableEntries":
            return rows
        heads = make_list((make_list(params), make_list(String(h) for h in (
            "Estimate", "Standard Error", "t-Statistic", "P-Value"))))
        return Expression(S.TableForm, (rows, Expression(S.Rule, (S.TableHeadings, heads))))
    if name == "Data":
        return None
    return None


@builtin("FittedModel", sub=True, attributes=("Protected", "ReadProtected"),
         messages={"nprop": NPROP},
         rules=["FittedModel /: Normal[FittedModel[f_, _List]] := f"],
         usage="FittedModel[...] represents the symbolic fitted model obtained from functions "
               "like LinearModelFit. model[x] evaluates the best fit at x; model[\"prop\"] "
               "gives the property prop (model[\"Properties\"] lists them).",
         examples=[("lm = LinearModelFit[{{0, 1}, {1, 0}, {3, 2}, {5, 4}}, x, x]; "
                    "lm[\"BestFitParameters\"]", "{0.186441, 0.694915}"),
                   ("lm = LinearModelFit[{{0, 1}, {1, 0}, {3, 2}, {5, 4}}, x, x]; "
                    "lm[{\"ParameterErrors\", \"RSquared\"}]",
                    "{{0.694709, 0.234854}, 0.814044}")])
def fitted_model(ev, expr):
    model = expr.head
    if not (isinstance(model, Expression) and model.head is S.FittedModel and
            len(model.args) == 2):
        return None
    best = model.args[0]
    info = _info(model.args[1])
    if info is None:
        return None
    if len(expr.args) != 1:
        return None
    a = expr.args[0]
    if type(a) is String:
        if a.value not in PROPERTIES:
            ev.message("FittedModel", "nprop", a)
            return None
        return _property(ev, best, info, a.value)
    if is_list(a) and a.args and all(type(p) is String for p in a.args):
        out = [_property(ev, best, info, p.value) for p in a.args]
        return None if any(o is None for o in out) else make_list(out)
    variables = info["Variables"].args
    vals = a.args if is_list(a) and len(variables) > 1 else (a,)
    if len(vals) != len(variables):
        return None
    return ev.evaluate(substitute(best, dict(zip(variables, vals))))


def _model_form(x):
    """OutputForm of FittedModel[bestfit, info]: FittedModel[bestfit]."""
    if len(x.args) != 2:
        return None
    return Expression(S.HoldForm, (Expression(S.FittedModel, (x.args[0],)),))


register_form("FittedModel", _model_form)
