"""Position arguments of the tree builtins: the selectors TreeLevel[...], TreeCases[...],
TreeSelect[...] inside positions, and the list of explicit positions a specification names
(one position, or several when every element of the list is a list)."""

from mathilda.algorithms.lists.common import matcher
from mathilda.algorithms.trees.positions import Bad, expand, is_position_list
from mathilda.algorithms.trees.walk import subtrees, tree_levelspec
from mathilda.core.expr import TRUE, Expression, S
from mathilda.core.levels import INF

POSITION_MESSAGES = {"partw": "Part `1` of `2` does not exist."}


def select(ev, kind, sub, part):
    """The relative index tuples that a selector picks from the subtree ``sub``."""
    a = part.args
    if kind == "TreeLevel":
        lv = tree_levelspec(ev, a[0], "TreeLevel")
        if lv is None:
            raise Bad(part)
        return [p for _, p, _ in subtrees(sub, lv[0], lv[1], indices=True)]
    lv = (1, INF)
    if len(a) > 1:
        lv = tree_levelspec(ev, a[1], kind)
        if lv is None:
            raise Bad(part)
    found = subtrees(sub, lv[0], lv[1], indices=True)
    if kind == "TreeCases":
        m = matcher(ev, a[0])
        return [p for x, p, _ in found if m(x.data)]
    return [p for x, p, _ in found if ev.call(a[0], x) is TRUE]


def as_parts(spec):
    """The parts of one position: a list's elements, or the single part."""
    if isinstance(spec, Expression) and spec.head is S.List:
        return spec.args
    return (spec,)


def position_specs(spec):
    """The individual positions in a specification."""
    if is_position_list(spec):
        return list(spec.args)
    return [spec]


def explicit(ev, name, t, spec, expr):
    """[(positions, shape)] for each individual position in ``spec``; None after
    name::partw."""
    out = []
    for p in position_specs(spec):
        try:
            out.append(expand(ev, t, as_parts(p), select))
        except Bad as e:
            ev.message(name, "partw", e.args[0], t)
            return None
    return out
