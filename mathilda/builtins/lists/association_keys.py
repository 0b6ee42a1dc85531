"""Keys of associations: KeyUnion, KeyIntersection, KeyComplement (sets of keys across
associations), KeySortBy, KeyMemberQ, KeyFreeQ."""

from mathilda.algorithms.lists.common import is_list, make_list, operator_form
from mathilda.core.association import AssociationExpr, make_association, missing_key
from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE
from mathilda.core.registry import builtin

_MESSAGES = {"list": "List of associations expected at position `2` in `1`."}


def _associations(ev, expr, name):
    x = expr.args[0]
    if not is_list(x) or not all(isinstance(a, AssociationExpr) for a in x.args):
        ev.message(name, "list", expr, Integer(1))
        return None
    return list(x.args)


def _key_order(assocs):
    seen = {}
    for a in assocs:
        for k in a.keys():
            seen.setdefault(k, None)
    return list(seen)


@builtin("KeyUnion", nargs=(1, 2), messages=_MESSAGES,
         usage="KeyUnion[{assoc1, assoc2, ...}] gives the associations with every key of "
               "any of them (in order of first appearance), Missing[\"KeyAbsent\", key] "
               "where one lacks a key; KeyUnion[assocs, f] uses f[key] instead.",
         examples=[("KeyUnion[{<|a -> 1, b -> 2|>, <|b -> 3, c -> 4|>}]",
                    "{<|a -> 1, b -> 2, c -> Missing[KeyAbsent, c]|>, "
                    "<|a -> Missing[KeyAbsent, a], b -> 3, c -> 4|>}"),
                   ("KeyUnion[{<|a -> 1|>, <|b -> 2|>}, 0 &]",
                    "{<|a -> 1, b -> 0|>, <|a -> 0, b -> 2|>}"),
                   ("KeyUnion[{<|a -> 1|>, <|b -> 2|>}, f]",
                    "{<|a -> 1, b -> f[b]|>, <|a -> f[a], b -> 2|>}"),
                   ("KeyUnion[{<|b -> 1, a -> 2|>, <|a -> 3|>}]",
                    "{<|b -> 1, a -> 2|>, <|b -> Missing[KeyAbsent, b], a -> 3|>}"),
                   ("KeyUnion[{}]", "{}"),
                   ("KeyUnion[{<|a -> 1|>}]", "{<|a -> 1|>}"),
                   ("KeyUnion[{1, 2}]", "KeyUnion[{1, 2}]",
                    ["KeyUnion::list: List of associations expected at position 1 in "
                     "KeyUnion[{1, 2}]."])])
def key_union(ev, expr):
    assocs = _associations(ev, expr, "KeyUnion")
    if assocs is None:
        return None
    keys = _key_order(assocs)
    f = expr.args[1] if len(expr.args) == 2 else None
    out = []
    for a in assocs:
        rules = []
        for k in keys:
            i = a.index.get(k)
            if i is not None:
                rules.append(a.args[i])
            else:
                v = missing_key(k) if f is None else ev.evaluate(Expression(f, (k,)))
                rules.append(Expression(S.Rule, (k, v)))
        out.append(make_association(rules))
    return make_list(out)


@builtin("KeyIntersection", nargs=1, messages=_MESSAGES,
         usage="KeyIntersection[{assoc1, assoc2, ...}] gives the associations with only the "
               "keys that all of them have.",
         examples=[("KeyIntersection[{<|a -> 1, b -> 2|>, <|b -> 3, c -> 4|>}]",
                    "{<|b -> 2|>, <|b -> 3|>}"),
                   ("KeyIntersection[{<|a -> 1, b -> 2|>, <|b -> 3, a -> 4|>}]",
                    "{<|a -> 1, b -> 2|>, <|b -> 3, a -> 4|>}"),
                   ("KeyIntersection[{<|a -> 1|>, <|b -> 2|>}]", "{<||>, <||>}"),
                   ("KeyIntersection[{<|a -> 1|>}]", "{<|a -> 1|>}"),
                   ("KeyIntersection[{}]", "{}"),
                   ("KeyIntersection[x]", "KeyIntersection[x]",
                    ["KeyIntersection::list: List of associations expected at position 1 "
                     "in KeyIntersection[x]."])])
def key_intersection(ev, expr):
    assocs = _associations(ev, expr, "KeyIntersection")
    if assocs is None:
        return None
    common = None
    for a in assocs:
        ks = set(a.index)
        common = ks if common is None else common & ks
    return make_list([make_association([r for r in a.args if r.args[0] in common])
                      for a in assocs])


@builtin("KeyComplement", nargs=1, messages=_MESSAGES,
         usage="KeyComplement[{assoc1, assoc2, ...}] gives assoc1 without the keys that "
               "appear in any of the other associations.",
         examples=[("KeyComplement[{<|a -> 1, b -> 2, c -> 3|>, <|b -> 5|>}]",
                    "<|a -> 1, c -> 3|>"),
                   ("KeyComplement[{<|a -> 1, b -> 2|>, <|a -> 0|>, <|b -> 0|>}]", "<||>"),
                   ("KeyComplement[{<|a -> 1|>}]", "<|a -> 1|>"),
                   ("KeyComplement[{<|a -> 1, b -> 2|>, <|c -> 3|>}]", "<|a -> 1, b -> 2|>"),
                   ("KeyComplement[{<|1 -> x, 2 -> y|>, <|2 -> z|>}]", "<|1 -> x|>"),
                   ("KeyComplement[{1}]", "KeyComplement[{1}]",
                    ["KeyComplement::list: List of associations expected at position 1 in "
                     "KeyComplement[{1}]."])])
def key_complement(ev, expr):
    assocs = _associations(ev, expr, "KeyComplement")
    if assocs is None or not assocs:
        return None
    drop = set()
    for a in assocs[1:]:
        drop.update(a.index)
    return make_association([r for r in assocs[0].args if r.args[0] not in drop])


# --- KeySortBy, KeyMemberQ, KeyFreeQ -----------------------------------------------------------

def _one_association(ev, expr, name):
    a = expr.args[0]
    if not isinstance(a, AssociationExpr):
        ev.message(name, "invrl", a)
        return None
    return a


_INVRL = {"invrl": "The argument `1` is not a valid Association."}


@builtin("KeySortBy", nargs=(1, 2), messages=_INVRL,
         usage="KeySortBy[assoc, f] sorts the entries of assoc by the values of f on their "
               "keys (in canonical order, ties kept in place); KeySortBy[f] is the operator "
               "form.",
         examples=[("KeySortBy[<|\"bb\" -> 1, \"a\" -> 2, \"ccc\" -> 3|>, StringLength]",
                    "<|a -> 2, bb -> 1, ccc -> 3|>"),
                   ("KeySortBy[<|3 -> a, 1 -> b, 2 -> c|>, Minus]", "<|3 -> a, 2 -> c, 1 -> b|>"),
                   ("KeySortBy[<|b -> 1, a -> 2|>, Identity]", "<|a -> 2, b -> 1|>"),
                   ("KeySortBy[<|{2, 1} -> x, {1, 5} -> y|>, Last]",
                    "<|{2, 1} -> x, {1, 5} -> y|>"),
                   ("KeySortBy[<||>, f]", "<||>"),
                   ("KeySortBy[Minus][<|1 -> a, 2 -> b|>]", "<|2 -> b, 1 -> a|>"),
                   ("KeySortBy[{1}, f]", "KeySortBy[{1}, f]",
                    ["KeySortBy::invrl: The argument {1} is not a valid Association."])])
def key_sort_by(ev, expr):
    if len(expr.args) == 1:
        return None
    a = _one_association(ev, expr, "KeySortBy")
    if a is None:
        return None
    from mathilda.core.ordering import sort_key
    f = expr.args[1]
    keyed = [(sort_key(ev.evaluate(Expression(f, (r.args[0],)))), i, r)
             for i, r in enumerate(a.args)]
    keyed.sort(key=lambda t: (t[0], t[1]))
    return make_association([r for _, _, r in keyed])


operator_form("KeySortBy")


def _key_member(ev, expr, name):
    a = expr.args[0]
    if not isinstance(a, AssociationExpr):
        if is_list(a) and all(not r.is_atom and r.head in (S.Rule, S.RuleDelayed)
                              for r in a.args):
            keys = [r.args[0] for r in a.args]
        else:
            ev.message(name, "invrl", a)
            return None
    else:
        keys = a.keys()
    from mathilda.algorithms.lists.common import matcher
    pred = matcher(ev, expr.args[1])
    return any(pred(k) for k in keys)


@builtin("KeyMemberQ", nargs=(1, 2), messages=_INVRL,
         usage="KeyMemberQ[assoc, patt] gives True if a key of assoc matches patt; "
               "KeyMemberQ[patt] is the operator form.",
         examples=[("KeyMemberQ[<|a -> 1, b -> 2|>, a]", "True"),
                   ("KeyMemberQ[<|a -> 1, b -> 2|>, c]", "False"),
                   ("KeyMemberQ[<|1 -> x, \"s\" -> y|>, _String]", "True"),
                   ("KeyMemberQ[<|1 -> x|>, _?EvenQ]", "False"),
                   ("KeyMemberQ[{a -> 1}, a]", "True"),
                   ("KeyMemberQ[b][<|b -> 0|>]", "True"),
                   ("KeyMemberQ[1, a]", "KeyMemberQ[1, a]",
                    ["KeyMemberQ::invrl: The argument 1 is not a valid Association."])])
def key_member_q(ev, expr):
    if len(expr.args) == 1:
        return None
    r = _key_member(ev, expr, "KeyMemberQ")
    return None if r is None else (TRUE if r else FALSE)


operator_form("KeyMemberQ")


@builtin("KeyFreeQ", nargs=(1, 2), messages=_INVRL,
         usage="KeyFreeQ[assoc, patt] gives True if no key of assoc matches patt; "
               "KeyFreeQ[patt] is the operator form.",
         examples=[("KeyFreeQ[<|a -> 1, b -> 2|>, c]", "True"),
                   ("KeyFreeQ[<|a -> 1, b -> 2|>, a]", "False"),
                   ("KeyFreeQ[<|1 -> x|>, _String]", "True"),
                   ("KeyFreeQ[<||>, _]", "True"),
                   ("KeyFreeQ[{a -> 1}, b]", "True"),
                   ("KeyFreeQ[a][<|a -> 0|>]", "False")])
def key_free_q(ev, expr):
    if len(expr.args) == 1:
        return None
    r = _key_member(ev, expr, "KeyFreeQ")
    return None if r is None else (FALSE if r else TRUE)


operator_form("KeyFreeQ")
