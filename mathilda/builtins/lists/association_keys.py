"""Sets of keys across associations: KeyUnion, KeyIntersection, KeyComplement."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.core.association import AssociationExpr, make_association, missing_key
from mathilda.core.expr import Expression, Integer, S
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
