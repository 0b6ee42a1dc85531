"""Measurements and subtrees: TreeSize, TreeDepth, TreeLeafCount, TreeLeaves, TreeLevel,
TreeCount, TreeCases, TreeSelect, TreePosition."""

from mathilda.algorithms.lists.common import count_limit, matcher
from mathilda.algorithms.trees.walk import position_expr, subtrees, tree_depth
from mathilda.builtins.trees._common import (TRAVERSAL_MESSAGES, TREE_MESSAGES, levels,
                                             operator_form, split_traversal, traversal,
                                             want_tree)
from mathilda.core.expr import TRUE, Expression, Integer, String, S
from mathilda.core.levels import INF
from mathilda.core.registry import builtin

_T = "Tree[1, {2, Tree[3, {4, 5}], Tree[6, {7}]}]"
_MSG = dict(TREE_MESSAGES, **TRAVERSAL_MESSAGES)
_OPTS = {"TreeTraversalOrder": "Automatic"}


def _list(items):
    return Expression(S.List, tuple(items))



@builtin("TreeSize", nargs=1, messages=TREE_MESSAGES,
         usage="TreeSize[tree] gives the number of subtrees of tree (its nodes).",
         examples=[("TreeSize[%s]" % _T, "7"), ("TreeSize[Tree[a, None]]", "1")])
def tree_size(ev, expr):
    t = want_tree(ev, "TreeSize", expr)
    return None if t is None else Integer(t.size())


@builtin("TreeDepth", nargs=1, messages=TREE_MESSAGES,
         usage="TreeDepth[tree] gives the maximum level of the subtrees of tree (0 for a "
               "single node).",
         examples=[("TreeDepth[%s]" % _T, "2"), ("TreeDepth[Tree[a, None]]", "0"),
                   ("TreeDepth[Tree[a, {b}]]", "1")])
def tree_depth_(ev, expr):
    t = want_tree(ev, "TreeDepth", expr)
    return None if t is None else Integer(tree_depth(t))


@builtin("TreeLeafCount", nargs=1, messages=TREE_MESSAGES,
         usage="TreeLeafCount[tree] gives the number of leaves of tree.",
         examples=[("TreeLeafCount[%s]" % _T, "4")])
def tree_leaf_count(ev, expr):
    t = want_tree(ev, "TreeLeafCount", expr)
    if t is None:
        return None
    return Integer(sum(1 for x, _, _ in subtrees(t, 0, INF) if x.is_leaf))


@builtin("TreeLeaves", nargs=1, messages=TREE_MESSAGES,
         usage="TreeLeaves[tree] gives the list of the leaves of tree (the subtrees on "
               "level -1), left to right.",
         examples=[("TreeLeaves[%s] // InputForm" % _T,
                    "{Tree[2, None], Tree[4, None], Tree[5, None], Tree[7, None]}")])
def tree_leaves(ev, expr):
    t = want_tree(ev, "TreeLeaves", expr)
    if t is None:
        return None
    return _list(x for x, _, _ in subtrees(t, -1, -1))


_ELEMS = ("Subtree", "Data")


@builtin("TreeLevel", nargs=None, options=_OPTS, messages=dict(
             _MSG, elem="`1` is not \"Subtree\" or \"Data\"."),
         usage="TreeLevel[tree, levelspec] gives the subtrees of tree on the levels levelspec "
               "(left to right, children before their parents); TreeLevel[tree, levelspec -> "
               "\"Data\"] gives their data. TreeLevel[levelspec] is the operator form (also "
               "a position specification).",
         examples=[("TreeLevel[%s, {2}] // InputForm" % _T,
                    "{Tree[4, None], Tree[5, None], Tree[7, None]}"),
                   ("TreeLevel[%s, All -> \"Data\"]" % _T, "{2, 4, 5, 3, 7, 6, 1}"),
                   ("TreeLevel[%s, {-2} -> \"Data\"]" % _T, "{3, 6}"),
                   ("TreeLevel[%s, \"Leaves\" -> \"Data\"]" % _T, "{2, 4, 5, 7}"),
                   ("TreeLevel[%s, \"NonLeaves\" -> \"Data\"]" % _T, "{3, 6, 1}"),
                   ("TreeLevel[%s, 1 -> \"Data\", TreeTraversalOrder -> \"BreadthFirst\"]"
                    % _T, "{2, 3, 6}"),
                   ("TreeLevel[%s, {0, 1} -> \"Data\", TreeTraversalOrder -> \"TopDown\"]"
                    % _T, "{1, 2, 3, 6}"),
                   ("TreeLevel[{1} -> \"Data\"][Tree[a, {b, c}]]", "{b, c}")])
def tree_level(ev, expr):
    if len(expr.args) == 1:
        return None                 # the operator form / position specification
    split = split_traversal(ev, expr, 2, 2)
    if split is None:
        return None
    (tr, spec), opts = split
    if not hasattr(tr, "kids"):
        ev.message("TreeLevel", "tree", Integer(1), expr)
        return None
    elem = String("Subtree")
    if type(spec) is Expression and spec.head is S.Rule and len(spec.args) == 2:
        spec, elem = spec.args
    if type(elem) is not String or elem.value not in _ELEMS:
        ev.message("TreeLevel", "elem", elem)
        return None
    lv = levels(ev, "TreeLevel", spec)
    order = traversal(ev, "TreeLevel", opts)
    if lv is None or order is None:
        return None
    found = subtrees(tr, lv[0], lv[1], order)
    if elem.value == "Data":
        return _list(x.data for x, _, _ in found)
    return _list(x for x, _, _ in found)


@builtin("TreeLevel", sub=True)
def _tree_level_op(ev, expr):
    h = expr.head
    if len(h.args) == 1 and len(expr.args) == 1:
        return Expression(S.TreeLevel, (expr.args[0], h.args[0]))
    return None


def _matching(ev, name, expr, default, with_pattern=True, lo_args=2, hi_args=4):
    """(tree, pattern, found list, limit) for name[tree, patt, levelspec, n, opts]."""
    split = split_traversal(ev, expr, lo_args, hi_args)
    if split is None:
        return None
    pos, opts = split
    t = pos[0]
    if not hasattr(t, "kids"):
        ev.message(name, "tree", Integer(1), expr)
        return None
    lv = levels(ev, name, pos[2]) if len(pos) > 2 else default
    order = traversal(ev, name, opts)
    if lv is None or order is None:
        return None
    limit = None
    if len(pos) > 3:
        limit = count_limit(ev, name, expr, pos[3], 4)
        if limit is False:
            return None
    return t, pos[1], subtrees(t, lv[0], lv[1], order), limit


def _take(items, limit):
    return items if limit is None else items[:limit]



@builtin("TreeCount", nargs=None, messages=_MSG, options=_OPTS,
         usage="TreeCount[tree, pattern] gives the number of subtrees of tree whose data "
               "matches pattern; TreeCount[tree, pattern, levelspec] counts on the given "
               "levels only (default {0, Infinity}). TreeCount[pattern] is the operator form.",
         examples=[("TreeCount[%s, _?EvenQ]" % _T, "3"),
                   ("TreeCount[%s, _?EvenQ, \"NonLeaves\"]" % _T, "1"),
                   ("TreeCount[%s, _?OddQ, {1, 2}]" % _T, "3"),
                   ("TreeCount[_][Tree[a, {b, c}]]", "3")])
def tree_count(ev, expr):
    if len(expr.args) == 1:
        return None
    r = _matching(ev, "TreeCount", expr, (0, INF), hi_args=3)
    if r is None:
        return None
    _, patt, found, _ = r
    m = matcher(ev, patt)
    return Integer(sum(1 for x, _, _ in found if m(x.data)))


@builtin("TreeCases", nargs=None, messages=_MSG, options=_OPTS,
         usage="TreeCases[tree, pattern] gives the subtrees of tree whose data matches "
               "pattern; TreeCases[tree, pattern, levelspec, n] the first n on the given "
               "levels (default {0, Infinity}). TreeCases[pattern] is the operator form "
               "(also a position specification).",
         examples=[("TreeCases[%s, _?EvenQ] // InputForm" % _T,
                    "{Tree[2, None], Tree[4, None], Tree[6, {Tree[7, None]}]}"),
                   ("TreeCases[%s, _?PrimeQ, All, 3] // InputForm" % _T,
                    "{Tree[2, None], Tree[5, None], Tree[3, {Tree[4, None], Tree[5, None]}]}"),
                   ("TreeData /@ TreeCases[%s, _?OddQ, \"Leaves\"]" % _T, "{5, 7}")])
def tree_cases(ev, expr):
    if len(expr.args) == 1:
        return None
    r = _matching(ev, "TreeCases", expr, (0, INF))
    if r is None:
        return None
    _, patt, found, limit = r
    m = matcher(ev, patt)
    return _list(_take([x for x, _, _ in found if m(x.data)], limit))


@builtin("TreePosition", nargs=None, messages=_MSG, options=_OPTS,
         usage="TreePosition[tree, pattern] gives the positions of the subtrees of tree whose "
               "data matches pattern; TreePosition[tree, pattern, levelspec, n] the first n "
               "on the given levels (default {0, Infinity}). TreePosition[pattern] is the "
               "operator form.",
         examples=[("TreePosition[%s, _?EvenQ]" % _T, "{{1}, {2, 1}, {3}}"),
                   ("TreePosition[%s, _?OddQ]" % _T, "{{2, 2}, {2}, {3, 1}, {}}"),
                   ("TreePosition[%s, _?EvenQ, \"NonLeaves\"]" % _T, "{{3}}"),
                   ("TreePosition[Tree[a, <|x -> b, y -> c|>], c]", "{{Key[y]}}")])
def tree_position(ev, expr):
    if len(expr.args) == 1:
        return None
    r = _matching(ev, "TreePosition", expr, (0, INF))
    if r is None:
        return None
    _, patt, found, limit = r
    m = matcher(ev, patt)
    return _list(_take([position_expr(p) for x, p, _ in found if m(x.data)], limit))


@builtin("TreeSelect", nargs=None, messages=_MSG, options=_OPTS,
         usage="TreeSelect[tree, crit] gives the subtrees t of tree (from level 1 on) for "
               "which crit[t] is True; TreeSelect[tree, crit, n] the first n; "
               "TreeSelect[tree, crit, levelspec, n] those on the given levels. "
               "TreeSelect[crit] is the operator form (also a position specification).",
         examples=[("TreeSelect[%s, EvenQ[TreeData[#]] &] // InputForm" % _T,
                    "{Tree[2, None], Tree[4, None], Tree[6, {Tree[7, None]}]}"),
                   ("TreeSelect[%s, TreeLeafQ, 2] // InputForm" % _T,
                    "{Tree[2, None], Tree[4, None]}"),
                   ("TreeData /@ TreeSelect[%s, TreeLeafQ, {2}, 2]" % _T, "{4, 5}")])
def tree_select(ev, expr):
    if len(expr.args) == 1:
        return None
    split = split_traversal(ev, expr, 2, 4)
    if split is None:
        return None
    pos, opts = split
    t = pos[0]
    if not hasattr(t, "kids"):
        ev.message("TreeSelect", "tree", Integer(1), expr)
        return None
    lv, limit = (1, INF), None
    if len(pos) == 3:
        limit = count_limit(ev, "TreeSelect", expr, pos[2], 3)
    elif len(pos) == 4:
        lv = levels(ev, "TreeSelect", pos[2])
        limit = count_limit(ev, "TreeSelect", expr, pos[3], 4)
    order = traversal(ev, "TreeSelect", opts)
    if lv is None or limit is False or order is None:
        return None
    out = []
    for x, _, _ in subtrees(t, lv[0], lv[1], order):
        if limit is not None and len(out) >= limit:
            break
        if ev.call(pos[1], x) is TRUE:
            out.append(x)
    return _list(out)


for _name in ("TreeCount", "TreeCases", "TreePosition", "TreeSelect"):
    operator_form(_name, 1)
