"""Levels, traversals and positions of subtrees.

A subtree has a non-negative level (its distance from the root) and a negative level
(-1 for a leaf or a node without children, one less than the lowest of its children's
otherwise), and a position: the list of its child indices from the root (``Key[k]`` for a
child in an association).  ``subtrees`` lists them in the Wolfram Language's default order
(left to right, depth first, children before their parents) or top-down / breadth first.
"""

from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.levels import INF, in_levels, parse_levelspec

__all__ = ["negative_depth", "subtrees", "tree_levelspec", "position_expr", "TRAVERSALS",
           "tree_depth"]


def negative_depth(t):
    """The depth used by negative levels: 1 for a node without children, else 1 + the
    deepest child's."""
    kids = t.kids()
    if not kids:
        return 1
    return 1 + max(negative_depth(c) for c in kids)


def tree_depth(t):
    """TreeDepth: the largest level of a subtree (0 for a single node)."""
    kids = t.kids()
    if not kids:
        return 0
    return 1 + max(tree_depth(c) for c in kids)


def _part(t, i):
    """The position part of child i (0-based) of t."""
    if t.keys is not None:
        return Expression(S.Key, (t.keys[i],))
    return Integer(i + 1)


TRAVERSALS = ("DepthFirst", "TopDown", "BreadthFirst")


def subtrees(t, lo, hi, order="DepthFirst", indices=False):
    """[(subtree, position tuple, level)] of the subtrees on levels lo..hi in ``order``
    (positions as part expressions, or as 0-based child indices with ``indices``)."""
    part = (lambda x, i: i) if indices else _part
    need_neg = lo < 0 or hi < 0
    memo = {}

    def neg(x):
        k = id(x)
        d = memo.get(k)
        if d is None:
            kids = x.kids()
            d = memo[k] = 1 + max((neg(c) for c in kids), default=0)
        return d

    def ok(x, level):
        return in_levels(level, neg(x) if need_neg else 0, lo, hi)

    out = []
    if order == "BreadthFirst":
        layer = [(t, ())]
        level = 0
        while layer:
            nxt = []
            for x, pos in layer:
                if ok(x, level):
                    out.append((x, pos, level))
                if hi == INF or hi < 0 or level < hi:
                    for i, c in enumerate(x.kids()):
                        nxt.append((c, pos + (part(x, i),)))
            layer = nxt
            level += 1
        return out
    pre = order == "TopDown"

    def rec(x, pos, level):
        good = ok(x, level)
        if pre and good:
            out.append((x, pos, level))
        if hi == INF or hi < 0 or level < hi:
            for i, c in enumerate(x.kids()):
                rec(c, pos + (part(x, i),), level + 1)
        if not pre and good:
            out.append((x, pos, level))
    rec(t, (), 0)
    return out


def tree_levelspec(ev, spec, name, default_lo=1):
    """(lo, hi) for a tree level specification: the standard forms and "Leaves" ({-1}),
    "NonLeaves" ({0, -2}); None after name::level."""
    if type(spec) is String:
        if spec.value == "Leaves":
            return -1, -1
        if spec.value == "NonLeaves":
            return 0, -2
        ev.message(name, "level", spec)
        return None
    return parse_levelspec(ev, spec, name, default_lo)


def position_expr(pos):
    return Expression(S.List, tuple(pos))
