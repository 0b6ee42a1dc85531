"""What Classify and Predict share: reading the training data, the Method option, the
fitted-model cache and the printed form of the trained functions.

A trained function is ``Head[<|"Method" -> m, "Inputs" -> {...}, "Outputs" -> {...}, ...|>]``:
the examples and the method are all it holds, so it can be saved and read back; the fitted
model is computed from them on first use and cached (the fits are deterministic)."""

from collections import OrderedDict

from mathilda.algorithms.learning.features import Encoder
from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.association import AssociationExpr, is_rule, make_association
from mathilda.core.expr import Expression, Integer, S, String, Symbol

MESSAGES = {
    "bdfmt": "Argument `1` should be a rule, a list of rules, or an association.",
    "mlincfttp": "Incompatible variable type (`1`) and variable value (`2`).",
    "bdmtd": "Value of option Method -> `1` is not Automatic or one of `2`.",
    "nprop": "`1` is not a known property.",
    "mlbddata": "The data is not formatted correctly.",
}

_CACHE = OrderedDict()          # id of the data association -> (association, fitted state)


def cached(data, build):
    """The fitted state of a trained function's data association (built once)."""
    key = id(data)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is data:
        _CACHE.move_to_end(key)
        return hit[1]
    state = build()
    _CACHE[key] = (data, state)
    while len(_CACHE) > 64:
        _CACHE.popitem(last=False)
    return state


def examples(ev, name, data, allow_classes=False):
    """(inputs, outputs) of the training data in any of the accepted forms, or None after
    a message."""
    def bad():
        ev.message(name, "bdfmt", data)
        return None
    if allow_classes and isinstance(data, AssociationExpr):
        ins, outs = [], []
        for k, v in zip(data.keys(), data.values()):
            if not is_list(v):
                return bad()
            ins.extend(v.args)
            outs.extend([k] * len(v.args))
        return (ins, outs) if ins else bad()
    if is_rule(data):
        lhs, rhs = data.args
        if not is_list(lhs) or not lhs.args:
            return bad()
        if is_list(rhs):
            if len(rhs.args) != len(lhs.args):
                return bad()
            return list(lhs.args), list(rhs.args)
        rows = lhs.args
        if type(rhs) is Integer:
            n = rhs.value
            ins, outs = [], []
            for r in rows:
                if not is_list(r) or not (1 <= abs(n) <= len(r.args)):
                    return bad()
                i = n - 1 if n > 0 else len(r.args) + n
                outs.append(r.args[i])
                rest = r.args[:i] + r.args[i + 1:]
                ins.append(rest[0] if len(rest) == 1 else make_list(rest))
            return ins, outs
        if all(isinstance(r, AssociationExpr) for r in rows):
            ins, outs = [], []
            for r in rows:
                if rhs not in r.index:
                    return bad()
                outs.append(r.get(rhs))
                ins.append(make_association([x for x in r.args if x.args[0] != rhs]))
            return ins, outs
        return bad()
    if is_list(data) and data.args and all(is_rule(r) for r in data.args):
        return [r.args[0] for r in data.args], [r.args[1] for r in data.args]
    return bad()


def method_option(ev, name, opts, known):
    """The Method option as a method name, "Automatic", or None after a message."""
    m = opts.get("Method", S.Automatic)
    if is_list(m) and m.args:
        m = m.args[0]
    if m is S.Automatic:
        return "Automatic"
    if type(m) is String and m.value in known:
        return m.value
    ev.message(name, "bdmtd", m, make_list(String(k) for k in known))
    return None


def encoder_for(inputs):
    return Encoder.fit(inputs)


def nominal_groups(enc):
    groups, col = [], 0
    for cats in enc.cats:
        if cats is None:
            col += 1
        else:
            groups.append((col, len(cats)))
            col += len(cats)
    return groups


def as_inputs(enc, x):
    """([examples], batch?) for the argument x of a trained function, or None."""
    if enc.fits(x):
        return [x], False
    if is_list(x) and x.args and all(enc.fits(e) for e in x.args):
        return list(x.args), True
    return None


def summary_form(head, text):
    """The OutputForm of a trained function: Head[<<text>>]."""
    return Expression(S.HoldForm, (Expression(Symbol(head), (
        Expression(S.Skeleton, (Symbol(text),)),)),))


def trained_data(x, head):
    """The association of the trained function head[<|...|>], or None."""
    if isinstance(x, Expression) and x.head is head and len(x.args) == 1 \
            and isinstance(x.args[0], AssociationExpr):
        return x.args[0]
    return None


def train_and_apply(ev, expr, name, train, state, apply):
    """Classify/Predict[data], [data, input] and [data, input, prop]."""
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 3:
        return None
    fn = train(ev, name, pos[0], opts)
    if fn is None or len(pos) == 1:
        return fn
    prop = pos[2] if len(pos) == 3 else String("Decision")
    return apply(ev, state(ev, fn.args[0]), pos[1], prop, name)


def apply_trained(ev, expr, head, state, apply):
    """trained[x] and trained[x, prop] of the trained function head[<|...|>]."""
    data = trained_data(expr.head, head)
    if data is None or not 1 <= len(expr.args) <= 2:
        return None
    st = state(ev, data)
    if st is None:
        return None
    prop = expr.args[1] if len(expr.args) == 2 else String("Decision")
    return apply(ev, st, expr.args[0], prop, head.name)


def lookup(ev, name, table, prop):
    """table[prop] (a property name or a list of them), or None after name::nprop."""
    if is_list(prop):
        out = [lookup(ev, name, table, p) for p in prop.args]
        return None if any(o is None for o in out) else make_list(out)
    if type(prop) is String and prop.value in table:
        return table[prop.value]
    ev.message(name, "nprop", prop)
    return None


def information(ev, expr, name, st, fields, order):
    """ClassifierInformation/PredictorInformation: the fields every trained function has
    (Method, ExampleNumber, FeatureTypes, InputType) and the given ones."""
    data = expr.args[0].args[0]
    table = {"Method": String(st.method),
             "ExampleNumber": Integer(len(data.get(String("Outputs")).args)),
             "FeatureTypes": make_list(String(k) for k in st.enc.feature_types()),
             "InputType": String(st.enc.input_type()),
             "Properties": make_list(String(p) for p in order)}
    table.update(fields)
    if len(expr.args) == 1:
        return with_fields([(k, table[k]) for k in order])
    return lookup(ev, name, table, expr.args[1])


def summary(x, head, describe):
    """The OutputForm of head[<|...|>]: head[<<Input type: ..., describe(data)>>]."""
    if len(x.args) != 1 or not isinstance(x.args[0], AssociationExpr):
        return None
    data = x.args[0]
    ins = data.get(String("Inputs"))
    if not is_list(ins):
        return None
    text = describe(data)
    if text is None:
        return None
    enc = encoder_for(list(ins.args))
    kind = enc.input_type() if enc is not None else "Unknown"
    return summary_form(head, "Input type: %s, %s" % (kind, text))


def with_fields(fields):
    return make_association(Expression(S.Rule, (String(k), v)) for k, v in fields)
