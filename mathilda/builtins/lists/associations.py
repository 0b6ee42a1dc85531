"""Associations: ``<|k -> v, ...|>``, Association, Keys, Values, Lookup, KeyExistsQ,
``assoc[key]``, Normal, KeyDrop, KeyTake, KeySort, AssociationQ, Merge, AssociationMap,
AssociationThread, GroupBy, Counts, KeyValueMap, KeyMap, KeySelect, Key, Missing.

The association object itself (``AssociationExpr``, keyed index, never re-evaluated) and the
services the evaluator and other areas use (``make_association``, ``map_association``,
``thread_over_associations``) are in ``mathilda/core/association.py``.  ``Normal`` (here)
converts associations, SeriesData, ConditionalExpression and NDArrays.
"""

from functools import cmp_to_key

from mathilda.algorithms.build import list_of
from mathilda.algorithms.packed.ndarray import nd_normal
from mathilda.core.association import (AssociationExpr, as_association, collect_rules, is_rule,
                                       make_association, missing_key)
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.ordering import sort_key
from mathilda.algorithms.calculus.series import normal_series
from mathilda.core.registry import builtin, symbol_spec


_INVRL = {"invrl": "The argument `1` is not a valid Association or a list of rules."}


def _rule_list(x):
    """The rules of a List of rules (possibly empty), else None."""
    if isinstance(x, Expression) and x.head is S.List and not hasattr(type(x), "array") \
            and all(is_rule(r) for r in x.args):
        return list(x.args)
    return None


def _unkey(k):
    if type(k) is Expression and k.head is S.Key and len(k.args) == 1:
        return k.args[0]
    return k


def _key_list(k):
    """A key spec: a List of keys, or one key (``Key[list]`` is one key)."""
    if isinstance(k, Expression) and k.head is S.List:
        return [_unkey(x) for x in k.args], True
    return [_unkey(k)], False


class _Invalid(Exception):
    def __init__(self, arg):
        self.arg = arg


def _table(x):
    """(lookup function key -> value or None, rules) of an association or a list of rules."""
    a = as_association(x)
    if a is not None:
        return (lambda k: a.get(k)), a.args
    rules = _rule_list(x)
    if rules is not None:
        def look(k):
            for r in rules:
                if r.args[0] == k:
                    return r.args[1]
            return None
        return look, rules
    return None, None


# --- Association ---------------------------------------------------------------------------

@builtin("Association", sub=True, attributes=("HoldAllComplete", "Protected"))
def association_apply(ev, expr):
    """``assoc[key]``: the value, or Missing["KeyAbsent", key]."""
    a = as_association(expr.head)
    if a is None:
        return None
    if len(expr.args) != 1:
        ev.message("Association", "argx", S.Association, Integer(len(expr.args)))
        return None
    key = _unkey(expr.args[0])
    i = a.index.get(key)
    if i is None:
        return missing_key(key)
    return a.args[i].args[1]


@builtin("Association", attributes=("HoldAllComplete", "Protected"),
         usage="<|key1 -> val1, key2 -> val2, ...|> or Association[rules] is an association "
               "of keys with values; a later rule for a key overrides an earlier one. "
               "assoc[key] gives the value of key.",
         examples=[("<|a -> 1, b -> 1 + 1|>", "<|a -> 1, b -> 2|>"),
                   ("<|a -> 1, b -> 2, a -> 3|>", "<|a -> 3, b -> 2|>"),
                   ("Association[{x -> 1}, y :> 1 + 1]", "<|x -> 1, y :> 1 + 1|>"),
                   ("<|a -> 1, b -> 2|>[b]", "2"),
                   ("<|a -> 1|>[c]", "Missing[KeyAbsent, c]")])
def association(ev, expr):
    vals = []
    changed = False
    for a in expr.args:
        v = ev.evaluate(a)
        if v is not a:
            changed = True
        if type(v) is Expression and v.head is S.Sequence:
            vals.extend(v.args)
            changed = True
        else:
            vals.append(v)
    rules = []
    for v in vals:
        if not collect_rules(v, rules):
            return Expression(S.Association, tuple(vals)) if changed else None
    return make_association(rules)


@builtin("AssociationQ", nargs=1,
         usage="AssociationQ[expr] gives True if expr is a valid Association object.",
         examples=[("AssociationQ[<|a -> 1|>]", "True"), ("AssociationQ[{a -> 1}]", "False")])
def association_q(ev, expr):
    return TRUE if isinstance(expr.args[0], AssociationExpr) else FALSE


symbol_spec("Missing", usage="Missing[] or Missing[\"reason\", ...] represents data that is "
                             "missing, such as a key absent from an association.",
            examples=[("Lookup[<|a -> 1|>, b]", "Missing[KeyAbsent, b]")])


@builtin("Key", sub=True)
def key_apply(ev, expr):
    """``Key[k][assoc]``."""
    h = expr.head
    if len(h.args) != 1 or len(expr.args) != 1:
        return None
    look, _ = _table(expr.args[0])
    if look is None:
        return None
    v = look(h.args[0])
    return missing_key(h.args[0]) if v is None else v


symbol_spec("Key", usage="Key[key] represents a key in an association; Key[k][assoc] gives "
                         "the value of k.",
            examples=[("Key[b][<|a -> 1, b -> 2|>]", "2"),
                      ("<|{1} -> x|>[[Key[{1}]]]", "x")])


# --- Keys, Values, Lookup, KeyExistsQ --------------------------------------------------------

def _keys_values(x, which):
    a = as_association(x)
    if a is not None:
        return list_of(r.args[which] for r in a.args)
    if is_rule(x):
        return x.args[which]
    if isinstance(x, Expression) and x.head is S.List and not hasattr(type(x), "array"):
        return list_of(_keys_values(e, which) for e in x.args)
    raise _Invalid(x)


def _keys_or_values(ev, expr, which, name):
    x = expr.args[0]
    try:
        r = _keys_values(x, which)
    except _Invalid:
        ev.message(name, "invrl", x)
        return None
    if len(expr.args) == 2:
        f = expr.args[1]
        r = list_of(Expression(f, (k,)) for k in r.args) if r.head is S.List else \
            Expression(f, (r,))
    return r


@builtin("Keys", nargs=(1, 2), messages=_INVRL,
         usage="Keys[assoc] gives a list of the keys of an association or list of rules; "
               "Keys[assoc, h] wraps each key in h.",
         examples=[("Keys[<|a -> 1, b -> 2|>]", "{a, b}"),
                   ("Keys[{x -> 1, y :> 2}]", "{x, y}"),
                   ("Keys[<|a -> 1|>, f]", "{f[a]}"),
                   ("Keys[7]", "Keys[7]",
                    ["Keys::invrl: The argument 7 is not a valid Association or a list of "
                     "rules."])])
def keys(ev, expr):
    return _keys_or_values(ev, expr, 0, "Keys")


@builtin("Values", nargs=(1, 2), messages=_INVRL,
         usage="Values[assoc] gives a list of the values of an association or list of "
               "rules; Values[assoc, h] wraps each value in h.",
         examples=[("Values[<|a -> 1, b -> 2|>]", "{1, 2}"),
                   ("Values[{<|a -> 1|>, <|b -> 2|>}]", "{{1}, {2}}")])
def values(ev, expr):
    return _keys_or_values(ev, expr, 1, "Values")


@builtin("Lookup", sub=True, attributes=("HoldAll", "Protected"))
def lookup_operator(ev, expr):
    """``Lookup[key][assoc]`` and ``Lookup[key, default][assoc]``."""
    h = expr.head
    if not 1 <= len(h.args) <= 2 or len(expr.args) != 1:
        return None
    return Expression(S.Lookup, (expr.args[0],) + h.args)


def _lookup_one(ev, look, keys, listed, default, wrap):
    out = []
    for k in keys:
        v = look(k)
        if v is None:
            if default[0] is None:
                v = missing_key(k)
            else:
                if default[1] is None:
                    default[1] = ev.evaluate(default[0])
                v = default[1]
        if wrap is not None:
            v = Expression(wrap, (v,))
        out.append(v)
    return list_of(out) if listed else out[0]


@builtin("Lookup", nargs=(1, 4), attributes=("HoldAll", "Protected"), messages=_INVRL,
         usage="Lookup[assoc, key] gives the value of key in an association or list of "
               "rules, or Missing[\"KeyAbsent\", key]; Lookup[assoc, key, default] gives "
               "default (evaluated only when needed) for an absent key; Lookup[assoc, {k1, "
               "k2}] and Lookup[{assoc1, assoc2}, key] give lists; Lookup[key][assoc] is the "
               "operator form.",
         examples=[("Lookup[<|a -> 1, b -> 2|>, b]", "2"),
                   ("Lookup[<|a -> 1|>, z, 0]", "0"),
                   ("Lookup[<|a -> 1, b -> 2|>, {a, c}]", "{1, Missing[KeyAbsent, c]}"),
                   ("Lookup[{<|a -> 1|>, <|a -> 2|>}, a]", "{1, 2}"),
                   ("Lookup[a][<|a -> 5|>]", "5"),
                   ("Lookup[<|a -> 1|>, a, Print[\"unused\"]]", "1")])
def lookup(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None         # the operator form Lookup[key], applied later
    target = ev.evaluate(args[0])
    keyspec = ev.evaluate(args[1])
    default = [args[2] if len(args) > 2 else None, None]
    wrap = ev.evaluate(args[3]) if len(args) > 3 else None
    keys_, listed = _key_list(keyspec)
    look, _ = _table(target)
    if look is not None:
        return _lookup_one(ev, look, keys_, listed, default, wrap)
    if isinstance(target, Expression) and target.head is S.List and \
            not hasattr(type(target), "array"):
        out = []
        for t in target.args:
            look, _ = _table(t)
            if look is None:
                ev.message("Lookup", "invrl", t)
                return None
            out.append(_lookup_one(ev, look, keys_, listed, default, wrap))
        return list_of(out)
    ev.message("Lookup", "invrl", target)
    return None


@builtin("KeyExistsQ", sub=True)
def key_exists_q_operator(ev, expr):
    h = expr.head
    if len(h.args) != 1 or len(expr.args) != 1:
        return None
    return Expression(S.KeyExistsQ, (expr.args[0], h.args[0]))


@builtin("KeyExistsQ", nargs=(1, 2), messages=_INVRL,
         usage="KeyExistsQ[assoc, key] gives True if key is a key of the association (or list "
               "of rules) assoc; KeyExistsQ[key] is the operator form.",
         examples=[("KeyExistsQ[<|a -> 1|>, a]", "True"),
                   ("KeyExistsQ[<|a -> 1|>, b]", "False"),
                   ("KeyExistsQ[b][{a -> 1, b -> 2}]", "True")])
def key_exists_q(ev, expr):
    if len(expr.args) == 1:
        return None
    x, k = expr.args
    look, rules = _table(x)
    if look is None:
        ev.message("KeyExistsQ", "invrl", x)
        return None
    k = _unkey(k)
    return TRUE if any(r.args[0] == k for r in rules) else FALSE


# --- Normal ----------------------------------------------------------------------------------

def _association_normal(ev, x):
    a = as_association(x)
    return list_of(a.args) if a is not None else None


def _conditional_normal(ev, x):
    return x.args[0] if len(x.args) == 2 else None


def _sparse_normal(ev, x):
    from mathilda.algorithms.linalg.sparse import is_sparse
    return x.normal() if is_sparse(x) else None


_NORMAL = {"Association": _association_normal, "SeriesData": normal_series,
           "ConditionalExpression": _conditional_normal, "SparseArray": _sparse_normal}
"""The objects Normal converts: head name -> ``fn(ev, expr) -> Expr | None`` (packed arrays
and NDArrays: ``nd_normal``, the ``packed=`` path)."""


def _normal(ev, x, heads):
    if not isinstance(x, Expression) or hasattr(type(x), "array"):
        return x
    h = x.head
    if type(h) is Symbol:
        fn = _NORMAL.get(h.name)
        if fn is not None and (heads is None or h in heads):
            r = fn(ev, x)
            if r is not None:
                x = r
                if not isinstance(x, Expression) or hasattr(type(x), "array"):
                    return x
    args = x.args
    new = None
    for i, a in enumerate(args):
        if isinstance(a, Expression):
            v = _normal(ev, a, heads)
            if v is not a:
                if new is None:
                    new = list(args)
                new[i] = v
    if new is None:
        return x
    return Expression(x.head, tuple(new))


@builtin("Normal", packed=nd_normal, nargs=(1, 2),
         usage="Normal[expr] converts special objects in expr (associations, SeriesData, "
               "ConditionalExpression, SparseArray, NDArray) to normal expressions: an association "
               "becomes its list of rules. Normal[expr, h] converts only objects with head h "
               "(or any of a list of heads).",
         examples=[("Normal[<|a -> 1, b -> 2|>]", "{a -> 1, b -> 2}"),
                   ("Normal[{<|a -> <|b -> 1|>|>}]", "{{a -> {b -> 1}}}"),
                   ("Normal[f[x]]", "f[x]")])
def normal(ev, expr):
    heads = None
    if len(expr.args) == 2:
        h = expr.args[1]
        heads = set(h.args) if isinstance(h, Expression) and h.head is S.List else {h}
    return _normal(ev, expr.args[0], heads)


# --- Map over values, KeyValueMap, KeyMap, AssociationMap ------------------------------------


def _operator_form(name, nfixed, operand_first=True):
    """Register the operator form ``name[a1..an][x]``: ``name[x, a1..an]``, or
    ``name[a1..an, x]`` when the operand comes last (KeyValueMap[f][assoc])."""

    @builtin(name, sub=True)
    def op(ev, expr):
        h = expr.head
        if len(h.args) != nfixed or len(expr.args) != 1:
            return None
        if operand_first:
            return Expression(h.head, (expr.args[0],) + h.args)
        return Expression(h.head, h.args + (expr.args[0],))

    return op


_operator_form("KeyValueMap", 1, operand_first=False)


@builtin("KeyValueMap", nargs=(1, 2), messages=_INVRL,
         usage="KeyValueMap[f, assoc] gives the list {f[key1, val1], f[key2, val2], ...}.",
         examples=[("KeyValueMap[f, <|a -> 1, b -> 2|>]", "{f[a, 1], f[b, 2]}"),
                   ("KeyValueMap[f, 3]", "KeyValueMap[f, 3]",
                    ["KeyValueMap::invrl: The argument 3 is not a valid Association or a list "
                     "of rules."])])
def key_value_map(ev, expr):
    if len(expr.args) == 1:
        return None
    f, x = expr.args
    _, rules = _table(x)
    if rules is None:
        ev.message("KeyValueMap", "invrl", x)
        return None
    return list_of(Expression(f, (r.args[0], r.args[1])) for r in rules)


_operator_form("KeyMap", 1, operand_first=False)


@builtin("KeyMap", nargs=(1, 2), messages=_INVRL,
         usage="KeyMap[f, assoc] applies f to every key of assoc.",
         examples=[("KeyMap[f, <|a -> 1, b -> 2|>]", "<|f[a] -> 1, f[b] -> 2|>")])
def key_map(ev, expr):
    if len(expr.args) == 1:
        return None
    f, x = expr.args
    a = as_association(x)
    if a is None:
        ev.message("KeyMap", "invrl", x)
        return None
    return Expression(S.Association, tuple(
        Expression(r.head, (Expression(f, (r.args[0],)), r.args[1])) for r in a.args))


_operator_form("AssociationMap", 1, operand_first=False)


@builtin("AssociationMap", nargs=(1, 2),
         usage="AssociationMap[f, {k1, k2, ...}] gives <|k1 -> f[k1], k2 -> f[k2], ...|>; "
               "AssociationMap[f, assoc] applies f to each rule of assoc.",
         examples=[("AssociationMap[f, {a, b}]", "<|a -> f[a], b -> f[b]|>"),
                   ("AssociationMap[Reverse, <|a -> 1, b -> 2|>]", "<|1 -> a, 2 -> b|>"),
                   ("AssociationMap[f, 5]", "AssociationMap[f, 5]",
                    ["AssociationMap::list: List expected at position 2 in "
                     "AssociationMap[f, 5]."])])
def association_map(ev, expr):
    if len(expr.args) == 1:
        return None
    f, x = expr.args
    a = as_association(x)
    if a is not None:
        return Expression(S.Association, tuple(Expression(f, (r,)) for r in a.args))
    if isinstance(x, Expression) and x.head is S.List:
        return Expression(S.Association, tuple(
            Expression(S.Rule, (k, Expression(f, (k,)))) for k in x.args))
    ev.message("AssociationMap", "list", expr, Integer(2))
    return None


@builtin("AssociationThread", nargs=(1, 2),
         messages={"idim": "`1` and `2` must have the same length."},
         usage="AssociationThread[{k1, k2, ...}, {v1, v2, ...}] or AssociationThread[keys -> "
               "values] gives <|k1 -> v1, k2 -> v2, ...|>.",
         examples=[("AssociationThread[{a, b}, {1, 2}]", "<|a -> 1, b -> 2|>"),
                   ("AssociationThread[{a, b} -> {1, 2}]", "<|a -> 1, b -> 2|>"),
                   ("AssociationThread[{a, b}, {1}]", "AssociationThread[{a, b}, {1}]",
                    ["AssociationThread::idim: {a, b} and {1} must have the same length."])])
def association_thread(ev, expr):
    args = expr.args
    if len(args) == 1:
        r = args[0]
        if not is_rule(r):
            return None
        ks, vs = r.args
    else:
        ks, vs = args
    if not (isinstance(ks, Expression) and ks.head is S.List and
            isinstance(vs, Expression) and vs.head is S.List):
        return None
    if len(ks.args) != len(vs.args):
        ev.message("AssociationThread", "idim", ks, vs)
        return None
    return make_association(Expression(S.Rule, (k, v)) for k, v in zip(ks.args, vs.args))


# --- KeyDrop, KeyTake, KeySelect, KeySort ----------------------------------------------------

def _over_assocs(ev, expr, name, fn):
    """Apply ``fn(rules) -> rules`` to an association, a list of rules, or each element of a
    list of associations; the result has the input's shape."""
    x = expr.args[0]
    a = as_association(x)
    if a is not None:
        r = fn(list(a.args))
        return None if r is None else make_association(r)
    rules = _rule_list(x)
    if rules is not None:
        r = fn(rules)
        return None if r is None else list_of(r)
    if isinstance(x, Expression) and x.head is S.List and not hasattr(type(x), "array"):
        out = []
        for e in x.args:
            r = _over_assocs(ev, Expression(expr.head, (e,) + expr.args[1:]), name, fn)
            if r is None:
                return None
            out.append(r)
        return list_of(out)
    ev.message(name, "invrl", x)
    return None


_operator_form("KeyDrop", 1)


@builtin("KeyDrop", nargs=(1, 2), messages=_INVRL,
         usage="KeyDrop[assoc, {k1, k2, ...}] drops the given keys from an association "
               "(or list of rules, or each of a list of associations); KeyDrop[assoc, k] "
               "drops one key.",
         examples=[("KeyDrop[<|a -> 1, b -> 2, c -> 3|>, {a, c}]", "<|b -> 2|>"),
                   ("KeyDrop[{a -> 1, b -> 2}, a]", "{b -> 2}"),
                   ("KeyDrop[b][<|a -> 1, b -> 2|>]", "<|a -> 1|>")])
def key_drop(ev, expr):
    if len(expr.args) == 1:
        return None
    drop = set(_key_list(expr.args[1])[0])
    return _over_assocs(ev, expr, "KeyDrop", lambda rules: [r for r in rules
                                                            if r.args[0] not in drop])


_operator_form("KeyTake", 1)


@builtin("KeyTake", nargs=(1, 2), messages=_INVRL,
         usage="KeyTake[assoc, {k1, k2, ...}] gives an association of the given keys, in "
               "that order (absent keys are ignored).",
         examples=[("KeyTake[<|a -> 1, b -> 2, c -> 3|>, {c, a, z}]", "<|c -> 3, a -> 1|>"),
                   ("KeyTake[{a -> 1, b -> 2}, b]", "{b -> 2}")])
def key_take(ev, expr):
    if len(expr.args) == 1:
        return None
    wanted = _key_list(expr.args[1])[0]

    def take(rules):
        pos = {}
        for i, r in enumerate(rules):
            pos.setdefault(r.args[0], i)
        return [rules[pos[k]] for k in wanted if k in pos]

    return _over_assocs(ev, expr, "KeyTake", take)


_operator_form("KeySelect", 1)


@builtin("KeySelect", nargs=(1, 2), messages=_INVRL,
         usage="KeySelect[assoc, crit] keeps the elements of assoc whose keys satisfy crit.",
         examples=[("KeySelect[<|1 -> a, 2 -> b, 3 -> c|>, OddQ]", "<|1 -> a, 3 -> c|>")])
def key_select(ev, expr):
    if len(expr.args) == 1:
        return None
    crit = expr.args[1]
    return _over_assocs(ev, expr, "KeySelect", lambda rules: [
        r for r in rules if ev.evaluate(Expression(crit, (r.args[0],))) is TRUE])


def _ordering_cmp(ev, p):
    def cmp(a, b):
        r = ev.evaluate(Expression(p, (a, b)))
        if r is TRUE:
            return -1
        if r is FALSE:
            return 1
        if type(r) is Integer:
            return -r.value
        return 0
    return cmp


@builtin("KeySort", nargs=(1, 2), messages=_INVRL,
         usage="KeySort[assoc] orders the elements of an association by their keys, in "
               "canonical order; KeySort[assoc, p] uses the ordering function p.",
         examples=[("KeySort[<|c -> 1, a -> 2, b -> 3|>]", "<|a -> 2, b -> 3, c -> 1|>"),
                   ("KeySort[<|1 -> x, 3 -> y, 2 -> z|>, Greater]",
                    "<|3 -> y, 2 -> z, 1 -> x|>"),
                   ("KeySort[{b -> 1, a -> 2}]", "{a -> 2, b -> 1}")])
def key_sort(ev, expr):
    if len(expr.args) == 2:
        key = cmp_to_key(_ordering_cmp(ev, expr.args[1]))
        return _over_assocs(ev, expr, "KeySort", lambda rules: sorted(
            rules, key=lambda r: key(r.args[0])))
    return _over_assocs(ev, expr, "KeySort", lambda rules: sorted(
        rules, key=lambda r: sort_key(r.args[0])))


# --- Merge, GroupBy, Counts ------------------------------------------------------------------

_operator_form("Merge", 1)


@builtin("Merge", nargs=(1, 2), messages=_INVRL,
         usage="Merge[{assoc1, assoc2, ...}, f] merges associations, combining the values of "
               "each key k into f[{v1, v2, ...}]; Merge[f] is the operator form.",
         examples=[("Merge[{<|a -> 1, b -> 2|>, <|a -> 10|>}, Total]", "<|a -> 11, b -> 2|>"),
                   ("Merge[{<|a -> 1|>, {a -> 2, c -> 3}}, f]", "<|a -> f[{1, 2}], c -> f[{3}]|>"),
                   ("Merge[{<|a -> 1|>, 2}, f]", "Merge[{<|a -> 1|>, 2}, f]",
                    ["Merge::invrl: The argument 2 is not a valid Association or a list of "
                     "rules."])])
def merge(ev, expr):
    if len(expr.args) == 1:
        return None
    x, f = expr.args
    a = as_association(x)
    if a is not None:
        items = [a]
    elif isinstance(x, Expression) and x.head is S.List:
        items = x.args
    else:
        ev.message("Merge", "list", expr, Integer(1))
        return None
    groups = {}
    for it in items:
        if is_rule(it):
            rules = [it]
        else:
            _, rules = _table(it)
            if rules is None:
                ev.message("Merge", "invrl", it)
                return None
        for r in rules:
            groups.setdefault(r.args[0], []).append(r.args[1])
    return Expression(S.Association, tuple(
        Expression(S.Rule, (k, Expression(f, (list_of(vs),)))) for k, vs in groups.items()))


def _group(ev, items, spec, reducer, is_assoc):
    """GroupBy of ``items`` (Exprs, or rules when grouping an association)."""
    if isinstance(spec, Expression) and spec.head is S.List:
        if not spec.args:
            return _grouped_value(items, is_assoc, reducer)
        first, rest = spec.args[0], list_of(spec.args[1:])
        groups = _group_once(ev, items, first, is_assoc)
        return Expression(S.Association, tuple(
            Expression(S.Rule, (k, _group(ev, g, rest, reducer, is_assoc)))
            for k, g in groups.items()))
    groups = _group_once(ev, items, spec, is_assoc)
    return Expression(S.Association, tuple(
        Expression(S.Rule, (k, _grouped_value(g, is_assoc, reducer)))
        for k, g in groups.items()))


def _group_once(ev, items, spec, is_assoc):
    f, g = spec, None
    if is_rule(spec):
        f, g = spec.args
    groups = {}
    for it in items:
        v = it.args[1] if is_assoc else it
        k = ev.evaluate(Expression(f, (v,)))
        if g is not None:
            v = Expression(g, (v,))
            it = Expression(it.head, (it.args[0], v)) if is_assoc else v
        groups.setdefault(k, []).append(it)
    return groups


def _grouped_value(group, is_assoc, reducer):
    v = Expression(S.Association, tuple(group)) if is_assoc else list_of(group)
    return v if reducer is None else Expression(reducer, (v,))


_operator_form("GroupBy", 1)


@builtin("GroupBy", nargs=(1, 3),
         usage="GroupBy[list, f] gives an association of the elements grouped by the value of "
               "f on them; GroupBy[list, f -> g] applies g to the elements; GroupBy[list, "
               "spec, red] applies red to each group; GroupBy[list, {f1, f2}] nests the "
               "grouping; an association is grouped by its values.",
         examples=[("GroupBy[{1, 2, 3, 4, 5}, OddQ]", "<|True -> {1, 3, 5}, False -> {2, 4}|>"),
                   ("GroupBy[{{a, 1}, {b, 2}, {a, 3}}, First -> Last]",
                    "<|a -> {1, 3}, b -> {2}|>"),
                   ("GroupBy[{1, 2, 3, 4}, EvenQ, Total]", "<|False -> 4, True -> 6|>"),
                   ("GroupBy[<|a -> 1, b -> 2, c -> 3|>, OddQ]",
                    "<|True -> <|a -> 1, c -> 3|>, False -> <|b -> 2|>|>"),
                   ("GroupBy[x, f]", "GroupBy[x, f]",
                    ["GroupBy::list: List expected at position 1 in GroupBy[x, f]."])])
def group_by(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    x, spec = args[0], args[1]
    reducer = args[2] if len(args) == 3 else None
    a = as_association(x)
    if a is not None:
        return _group(ev, a.args, spec, reducer, True)
    if isinstance(x, Expression) and x.head is S.List:
        return _group(ev, x.args, spec, reducer, False)
    ev.message("GroupBy", "list", expr, Integer(1))
    return None


@builtin("Counts", nargs=1,
         usage="Counts[list] gives an association whose keys are the distinct elements of "
               "list (in order of first appearance) and whose values are how often they "
               "occur.",
         examples=[("Counts[{a, b, a, c, a, b}]", "<|a -> 3, b -> 2, c -> 1|>"),
                   ("Counts[{}]", "<||>"),
                   ("Counts[x]", "Counts[x]",
                    ["Counts::list: List expected at position 1 in Counts[x]."])])
def counts(ev, expr):
    x = expr.args[0]
    if not (isinstance(x, Expression) and x.head is S.List):
        ev.message("Counts", "list", expr, Integer(1))
        return None
    c = {}
    if hasattr(type(x), "array"):
        vals = x.args
    else:
        vals = x.args
    for v in vals:
        c[v] = c.get(v, 0) + 1
    return make_association(tuple(Expression(S.Rule, (k, Integer(n))) for k, n in c.items()))
