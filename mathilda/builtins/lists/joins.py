"""JoinAcross: the database join of two lists of associations on common keys.

Each pair (a from the first list, b from the second) whose values agree on the join keys
gives ``Join[a, b]`` (the entries of a, then those of b; a key in both takes b's value),
in the order of the first list, then of the second.  The join types: "Inner" (the
default: only matched pairs), "Left" (every a, an unmatched one completed with
``Missing["Unmatched"]`` for b's keys), "Right" and "Outer" (both).  The keys: a key
``k`` (or ``Key[k]``), a list of keys, or ``ka -> kb`` when they are named differently.
"""

from mathilda.core.association import AssociationExpr, as_association, make_association
from mathilda.core.expr import Expression, String, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "asl": "The argument `1` is not a list of associations.",
    "jtype": "`1` is not a valid join type; use \"Inner\", \"Left\", \"Right\" or \"Outer\".",
    "spec": "`1` is not a valid key specification.",
}
_UNMATCHED = Expression(S.Missing, (String("Unmatched"),))


def _rows(ev, x):
    if not (isinstance(x, Expression) and x.head is S.List):
        ev.message("JoinAcross", "asl", x)
        return None
    out = []
    for a in x.args:
        r = as_association(a)
        if r is None:
            ev.message("JoinAcross", "asl", x)
            return None
        out.append(r)
    return out


def _key(k):
    return k.args[0] if isinstance(k, Expression) and k.head is S.Key and \
        len(k.args) == 1 else k


def _key_spec(spec):
    """(keys of the first list, keys of the second) or None."""
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        ka, kb = _key_spec(spec.args[0]), _key_spec(spec.args[1])
        if ka is None or kb is None or len(ka[0]) != len(kb[0]):
            return None
        return ka[0], kb[0]
    if isinstance(spec, Expression) and spec.head is S.List:
        if not spec.args:
            return None
        keys = []
        for k in spec.args:
            s = _key_spec(k)
            if s is None or len(s[0]) != 1 or s[0] != s[1]:
                return None
            keys.extend(s[0])
        return tuple(keys), tuple(keys)
    k = _key(spec)
    return (k,), (k,)


def _join(a, b, drop=()):
    rules = list(a.args) + [r for r in b.args if r.args[0] not in drop]
    return make_association(rules)


def _blank_row(keys):
    return AssociationExpr(tuple(Expression(S.Rule, (k, _UNMATCHED)) for k in keys))


@builtin("JoinAcross", nargs=(3, 4), messages=_MESSAGES,
         usage="JoinAcross[{a1, a2, ...}, {b1, b2, ...}, key] gives the associations "
               "Join[ai, bj] for the pairs that have the same value for key. "
               "JoinAcross[as, bs, {key1, key2, ...}] joins on several keys; "
               "JoinAcross[as, bs, ka -> kb] joins ai[ka] with bj[kb]; JoinAcross[as, bs, "
               "keys, \"Left\" | \"Right\" | \"Outer\"] also keeps unmatched elements, "
               "completed with Missing[\"Unmatched\"].",
         examples=[("JoinAcross[{<|\"a\" -> 1, \"b\" -> x|>, <|\"a\" -> 2, \"b\" -> y|>}, "
                    "{<|\"a\" -> 1, \"c\" -> u|>, <|\"a\" -> 3, \"c\" -> v|>}, \"a\"]",
                    "{<|a -> 1, b -> x, c -> u|>}"),
                   ("JoinAcross[{<|\"a\" -> 1, \"b\" -> x|>, <|\"a\" -> 2, \"b\" -> y|>}, "
                    "{<|\"a\" -> 1, \"c\" -> u|>}, Key[\"a\"], \"Left\"]",
                    "{<|a -> 1, b -> x, c -> u|>, <|a -> 2, b -> y, c -> Missing[Unmatched]|>}"),
                   ("JoinAcross[{<|\"id\" -> 1, \"x\" -> 5|>}, {<|\"key\" -> 1, \"y\" -> 6|>}, "
                    "\"id\" -> \"key\"]", "{<|id -> 1, x -> 5, key -> 1, y -> 6|>}"),
                   ("JoinAcross[{<|1 -> a, 2 -> b|>, <|1 -> a, 2 -> c|>}, "
                    "{<|1 -> a, 3 -> d|>}, 1]",
                    "{<|1 -> a, 2 -> b, 3 -> d|>, <|1 -> a, 2 -> c, 3 -> d|>}"),
                   ("JoinAcross[{<|\"a\" -> 1|>}, {<|\"a\" -> 2|>}, \"a\", \"Outer\"]",
                    "{<|a -> 1|>, <|a -> 2|>}"),
                   ("JoinAcross[{1, 2}, {}, \"a\"]", "JoinAcross[{1, 2}, {}, a]",
                    ["JoinAcross::asl: The argument {1, 2} is not a list of associations."])])
def join_across(ev, expr):
    a_list, b_list, spec = expr.args[:3]
    kind = expr.args[3] if len(expr.args) == 4 else String("Inner")
    if type(kind) is not String or kind.value not in ("Inner", "Left", "Right", "Outer"):
        ev.message("JoinAcross", "jtype", kind)
        return None
    keys = _key_spec(spec)
    if keys is None:
        ev.message("JoinAcross", "spec", spec)
        return None
    ka, kb = keys
    rows_a = _rows(ev, a_list)
    if rows_a is None:
        return None
    rows_b = _rows(ev, b_list)
    if rows_b is None:
        return None
    missing = Expression(S.Missing, (String("KeyAbsent"),))
    index = {}
    for j, b in enumerate(rows_b):
        index.setdefault(tuple(b.get(k, missing) for k in kb), []).append(j)
    kind = kind.value
    a_keys = list(dict.fromkeys(k for a in rows_a for k in a.keys()))
    b_keys = list(dict.fromkeys(k for b in rows_b for k in b.keys()))
    same = ka == kb
    out, used = [], set()
    for a in rows_a:
        ev.check_interrupt()
        value = tuple(a.get(k, missing) for k in ka)
        matches = index.get(value, []) if missing not in value else []
        for j in matches:
            used.add(j)
            out.append(_join(a, rows_b[j], ka if same else ()))
        if not matches and kind in ("Left", "Outer"):
            blank = _blank_row([k for k in b_keys if k not in a.index and
                                not (same and k in ka)])
            out.append(_join(a, blank))
    if kind in ("Right", "Outer"):
        # an unmatched b gets the columns of the first list first (its own value for a
        # join key, Missing["Unmatched"] for the others), then its own
        to_b = dict(zip(ka, kb))
        for j, b in enumerate(rows_b):
            if j not in used:
                lead = [Expression(S.Rule, (k, b.get(to_b[k]) if k in to_b else _UNMATCHED))
                        for k in a_keys if k not in b.index or k in to_b]
                out.append(_join(make_association(lead), b))
    return Expression(S.List, tuple(out))
