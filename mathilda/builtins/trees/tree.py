"""The Tree object and its parts: Tree, TreeQ, TreeLeafQ, TreeData, TreeChildren, RootTree."""

from mathilda.algorithms.trees.tree import TreeExpr, children_expr, is_tree, make_tree
from mathilda.builtins.trees._common import (TREE_MESSAGES, TREE_OPTIONS, split_tree_options,
                                             want_tree)
from mathilda.core.expr import FALSE, NULL, TRUE, Expression, S
from mathilda.core.registry import builtin

_T = "Tree[a, {b, Tree[c, {d, e}]}]"


@builtin("Tree", nargs=None, options=TREE_OPTIONS,
         usage="Tree[data, {subtree1, subtree2, ...}] represents a tree with data at its "
               "root and the given children; Tree[data, None] is a leaf; "
               "Tree[{subtree1, ...}] is Tree[Null, {subtree1, ...}]; "
               "Tree[data, <|key1 -> subtree1, ...|>] gives the children keys. Children "
               "that are not trees become leaves.",
         messages={"nchil": "The children `1` in `2` should be None, a list or an "
                            "association of subtrees."},
         examples=[("Tree[a, {b, c}] // InputForm", "Tree[a, {Tree[b, None], Tree[c, None]}]"),
                   ("Tree[a, None]", "Tree[a, None]"),
                   ("Tree[{x, y}] // InputForm",
                    "Tree[Null, {Tree[x, None], Tree[y, None]}]"),
                   ("TreeQ[Tree[a, <|1 -> b, 2 -> c|>]]", "True"),
                   ("AtomQ[Tree[a, {b}]]", "True"),
                   ("Tree[1 + 1, {2 + 2}] // InputForm", "Tree[2, {Tree[4, None]}]"),
                   ("Tree[a, b]", "Tree[a, b]",
                    ["Tree::nchil: The children b in Tree[a, b] should be None, a list or "
                     "an association of subtrees."])])
def tree(ev, expr):
    pos, opts = split_tree_options(expr.args)
    if len(pos) == 2:
        t = make_tree(pos[0], pos[1], opts)
        if t is None:
            ev.message("Tree", "nchil", pos[1], expr)
        return t
    if len(pos) == 1:
        x = pos[0]
        if isinstance(x, Expression) and x.head in (S.List, S.Association):
            t = make_tree(NULL, x, opts)
            if t is not None:
                return t
        ev.message("Tree", "nchil", x, expr)
        return None
    ev._argcount_message("Tree", len(pos), 1, 2)
    return None


@builtin("TreeQ", nargs=1,
         usage="TreeQ[expr] gives True if expr is a valid Tree object, False otherwise.",
         examples=[("TreeQ[Tree[a, {b, c}]]", "True"), ("TreeQ[Tree[a, None]]", "True"),
                   ("TreeQ[Tree[a, b]]", "False",
                    ["Tree::nchil: The children b in Tree[a, b] should be None, a list or "
                     "an association of subtrees."]),
                   ("TreeQ[f[a]]", "False")])
def tree_q(ev, expr):
    return TRUE if is_tree(expr.args[0]) else FALSE


@builtin("TreeLeafQ", nargs=1,
         usage="TreeLeafQ[tree] gives True if tree is a leaf Tree[data, None], False "
               "otherwise.",
         examples=[("TreeLeafQ[Tree[a, None]]", "True"),
                   ("TreeLeafQ[Tree[a, {}]]", "False"),
                   ("TreeLeafQ[Tree[a, {b}]]", "False"), ("TreeLeafQ[x]", "False")])
def tree_leaf_q(ev, expr):
    x = expr.args[0]
    return TRUE if is_tree(x) and x.is_leaf else FALSE


@builtin("TreeData", nargs=1, messages=TREE_MESSAGES,
         usage="TreeData[tree] gives the data at the root of tree.",
         examples=[("TreeData[%s]" % _T, "a"), ("TreeData[Tree[{x}]] === Null", "True"),
                   ("TreeData[x]", "TreeData[x]",
                    ["TreeData::tree: Tree object expected at position 1 in TreeData[x]."])])
def tree_data(ev, expr):
    t = want_tree(ev, "TreeData", expr)
    return None if t is None else t.data


@builtin("TreeChildren", nargs=1, messages=TREE_MESSAGES,
         usage="TreeChildren[tree] gives the children of the root of tree: a list or an "
               "association of subtrees, or None for a leaf.",
         examples=[("TreeChildren[Tree[a, {b, c}]] // InputForm",
                    "{Tree[b, None], Tree[c, None]}"),
                   ("TreeChildren[Tree[a, {}]]", "{}"),
                   ("TreeChildren[Tree[a, None]]", "None"),
                   ("TreeChildren[Tree[a, <|x -> b|>]] // InputForm",
                    "<|x -> Tree[b, None]|>")])
def tree_children(ev, expr):
    t = want_tree(ev, "TreeChildren", expr)
    return None if t is None else children_expr(t.children, t.keys)


@builtin("RootTree", nargs=1, messages=TREE_MESSAGES,
         usage="RootTree[tree] gives the root of tree without its children: Tree[data, {}] "
               "for an inner node, Tree[data, None] for a leaf.",
         examples=[("RootTree[%s] // InputForm" % _T, "Tree[a, {}]"),
                   ("RootTree[Tree[a, None]] // InputForm", "Tree[a, None]")])
def root_tree(ev, expr):
    t = want_tree(ev, "RootTree", expr)
    if t is None:
        return None
    if t.is_leaf:
        return TreeExpr(t.data, None, None, t.options)
    return TreeExpr(t.data, (), () if t.keys is not None else None, t.options)
