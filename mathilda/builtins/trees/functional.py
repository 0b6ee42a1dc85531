"""Functions over the subtrees of a tree: TreeMap, TreeScan, TreeFold."""

from mathilda.algorithms.trees.positions import index_path
from mathilda.algorithms.trees.tree import TreeExpr, as_child, children_expr, make_tree
from mathilda.algorithms.trees.walk import negative_depth, position_expr, subtrees
from mathilda.builtins.trees._common import (TRAVERSAL_MESSAGES, TREE_MESSAGES, levels,
                                             split_traversal, traversal)
from mathilda.core.expr import NULL, Expression, Integer, String, S
from mathilda.core.levels import INF
from mathilda.core.registry import builtin

_T = "Tree[1, {2, Tree[3, {4, 5}], Tree[6, {7}]}]"
_MSG = dict(TREE_MESSAGES, **TRAVERSAL_MESSAGES,
            elem="`1` is not a valid subtree element specification.",
            nchil="`1` is not None, a list or an association of subtrees.")
_OPTS = {"TreeTraversalOrder": "Automatic"}

ELEMENTS = ("Data", "Children", "Subtree", "ChildrenData", "OriginalData",
            "OriginalChildren", "OriginalSubtree", "OriginalChildrenData", "Position",
            "Index", "LevelPair", "Level", "NegativeLevel")


def _list(items):
    return Expression(S.List, tuple(items))



def _spec(ev, name, args, pos):
    """((lo, hi), [element names]) from the optional levelspec(-> elems) argument."""
    if len(args) <= pos:
        return (0, INF), ["Data"]
    spec, elems = args[pos], String("Data")
    if type(spec) is Expression and spec.head is S.Rule and len(spec.args) == 2:
        spec, elems = spec.args
    names = elems.args if isinstance(elems, Expression) and elems.head is S.List else (elems,)
    if not names or not all(type(e) is String and e.value in ELEMENTS for e in names):
        ev.message(name, "elem", elems)
        return None
    lv = levels(ev, name, spec)
    return None if lv is None else (lv, [e.value for e in names])


def _arguments(ev, name, expr):
    """(f, tree, (lo, hi), elements, traversal order) of name[f, tree, levelspec -> elems,
    opts]; None for the operator form or after a message."""
    if len(expr.args) == 1:
        return None
    split = split_traversal(ev, expr, 2, 3)
    if split is None:
        return None
    pos, opts = split
    if type(pos[1]) is not TreeExpr:
        ev.message(name, "tree", Integer(2), expr)
        return None
    spec = _spec(ev, name, pos, 2)
    order = traversal(ev, name, opts)
    if spec is None or order is None:
        return None
    return pos[0], pos[1], spec[0], spec[1], order


def _kids_data(t):
    return children_expr(None, None) if t.is_leaf else \
        _list(c.data for c in t.children) if t.keys is None else \
        children_expr([c.data for c in t.children], t.keys)


def element(name, now, orig, pos, level):
    """The value of a subtree element (``now``: with the children already mapped)."""
    base = name[8:] if name.startswith("Original") else name
    t = orig if name.startswith("Original") else now
    if base == "Data":
        return t.data
    if base == "Children":
        return children_expr(t.children, t.keys)
    if base == "Subtree":
        return t
    if base == "ChildrenData":
        return _kids_data(t)
    if name == "Position":
        return position_expr(Integer(i + 1) for i in pos)
    if name == "Index":
        return Integer(pos[-1] + 1) if pos else Integer(0)
    neg = Integer(-negative_depth(orig))
    if name == "Level":
        return Integer(level)
    if name == "NegativeLevel":
        return neg
    return _list([Integer(level), neg])            # LevelPair


@builtin("TreeMap", nargs=None, options=_OPTS, messages=_MSG,
         usage="TreeMap[f, tree] applies f to the data of every subtree of tree; "
               "TreeMap[f, tree, levelspec] on the given levels only (default {0, "
               "Infinity}); TreeMap[f, tree, levelspec -> elems] applies f to the elements "
               "\"Data\", \"Subtree\", \"Children\", \"ChildrenData\", \"Position\", \"Index\", "
               "\"Level\", \"NegativeLevel\", \"LevelPair\" or their \"Original...\" forms. "
               "TreeMap[f] is the operator form.",
         examples=[("TreeMap[f, Tree[a, {b, c}]] // InputForm",
                    "Tree[f[a], {Tree[f[b], None], Tree[f[c], None]}]"),
                   ("TreeMap[f, %s, {1}] // InputForm" % _T,
                    "Tree[1, {Tree[f[2], None], Tree[f[3], {Tree[4, None], Tree[5, None]}], "
                    "Tree[f[6], {Tree[7, None]}]}]"),
                   ("TreeMap[f, %s, \"Leaves\"] // TreeLeaves // Map[TreeData]" % _T,
                    "{f[2], f[4], f[5], f[7]}"),
                   ("TreeMap[f, Tree[a, {b, c}], All -> {\"Data\", \"Position\"}] "
                    "// InputForm",
                    "Tree[f[a, {}], {Tree[f[b, {1}], None], Tree[f[c, {2}], None]}]"),
                   ("TreeMap[Length, Tree[a, {b, c}], {0} -> \"Children\"]",
                    "TreeMap[Length, Tree[a, {Tree[b, None], Tree[c, None]}], {0} -> Children]",
                    ["TreeMap::nchil: 2 is not None, a list or an association of subtrees."]),
                   ("TreeMap[Reverse, Tree[a, {b, c}], {0} -> \"Children\"] // InputForm",
                    "Tree[a, {Tree[c, None], Tree[b, None]}]"),
                   ("TreeMap[TreeSize, %s, {1} -> \"Subtree\"] // InputForm" % _T,
                    "Tree[1, {Tree[1, None], Tree[3, None], Tree[2, None]}]"),
                   ("TreeMap[f][Tree[a, None]] // InputForm", "Tree[f[a], None]")])
def tree_map(ev, expr):
    args = _arguments(ev, "TreeMap", expr)
    if args is None:
        return None
    f, t, (lo, hi), elems, _ = args
    chosen = {p: level for _, p, level in subtrees(t, lo, hi, indices=True)}
    failed = []

    def rec(now, path):
        if not now.is_leaf and any(len(p) > len(path) and p[:len(path)] == path
                                   for p in chosen):
            kids = [rec(c, path + (i,)) for i, c in enumerate(now.children)]
            if failed:
                return now
            now = now.with_children(kids)
        if path not in chosen:
            return now
        orig = index_path(t, path)
        vals = [element(e, now, orig, path, chosen[path]) for e in elems]
        r = ev.call(f, *vals)
        first = elems[0].replace("Original", "")
        if first == "Subtree":
            return as_child(r)
        if first == "Children":
            new = make_tree(now.data, r, now.options)
            if new is None:
                ev.message("TreeMap", "nchil", r)
                failed.append(r)
                return Expression(S.Tree, (now.data, r))
            return new
        return now.with_data(r)
    out = rec(t, ())
    return None if failed else out


@builtin("TreeMap", sub=True)
def _tree_map_op(ev, expr):
    h = expr.head
    if len(h.args) == 1 and len(expr.args) >= 1:
        return Expression(S.TreeMap, (h.args[0],) + expr.args)
    return None


@builtin("TreeScan", nargs=None, options=_OPTS, messages=_MSG,
         usage="TreeScan[f, tree] evaluates f on the data of every subtree of tree (children "
               "before their parents) and gives Null; TreeScan[f, tree, levelspec -> elems] on "
               "the given levels and elements, as in TreeMap. TreeScan[f] is the operator "
               "form.",
         examples=[("Reap[TreeScan[Sow, %s]][[2, 1]]" % _T, "{2, 4, 5, 3, 7, 6, 1}"),
                   ("Reap[TreeScan[Sow, %s, {1}, TreeTraversalOrder -> \"TopDown\"]][[2, 1]]"
                    % _T, "{2, 3, 6}"),
                   ("Reap[TreeScan[Sow[{##}] &, Tree[a, {b}], All -> {\"Data\", "
                    "\"Level\"}]][[2, 1]]", "{{b, 1}, {a, 0}}")])
def tree_scan(ev, expr):
    args = _arguments(ev, "TreeScan", expr)
    if args is None:
        return None
    f, t, (lo, hi), elems, order = args
    for sub, path, level in subtrees(t, lo, hi, order, indices=True):
        ev.check_interrupt()
        ev.call(f, *[element(e, sub, sub, path, level) for e in elems])
    return NULL


@builtin("TreeScan", sub=True)
def _tree_scan_op(ev, expr):
    h = expr.head
    if len(h.args) == 1 and len(expr.args) >= 1:
        return Expression(S.TreeScan, (h.args[0],) + expr.args)
    return None


@builtin("TreeFold", nargs=(1, 3), messages=TREE_MESSAGES,
         usage="TreeFold[f, tree] folds tree from the leaves up: a leaf gives its data, an "
               "inner subtree f[data, {results of its children}]; TreeFold[{f, fl}, tree] "
               "gives fl[data] for a leaf; TreeFold[f, tree, h] uses h[subtree] instead of the "
               "data. TreeFold[f] is the operator form.",
         examples=[("TreeFold[f, Tree[a, {b, Tree[c, {d}]}]]", "f[a, {b, f[c, {d}]}]"),
                   ("TreeFold[{f, g}, Tree[a, {b, Tree[c, {d}]}]]",
                    "f[a, {g[b], f[c, {g[d]}]}]"),
                   ("TreeFold[Plus[#1, Total[#2]] &, %s]" % _T, "28"),
                   ("TreeFold[f, Tree[a, <|x -> b|>]]", "f[a, <|x -> b|>]"),
                   ("TreeFold[f, Tree[a, {b}], TreeSize]", "f[2, {1}]"),
                   ("TreeFold[f][Tree[a, {}]]", "f[a, {}]")])
def tree_fold(ev, expr):
    if len(expr.args) == 1:
        return None                 # the operator form
    t = expr.args[1]
    if type(t) is not TreeExpr:
        ev.message("TreeFold", "tree", Integer(2), expr)
        return None
    f, fl = expr.args[0], None
    if isinstance(f, Expression) and f.head is S.List and len(f.args) == 2:
        f, fl = f.args
    h = expr.args[2] if len(expr.args) > 2 else None

    def rec(x):
        ev.check_interrupt()
        d = x.data if h is None else ev.call(h, x)
        if x.is_leaf:
            return d if fl is None else ev.call(fl, d)
        res = [rec(c) for c in x.children]
        return ev.call(f, d, children_expr(res, x.keys))
    return rec(t)


@builtin("TreeFold", sub=True)
def _tree_fold_op(ev, expr):
    h = expr.head
    if len(h.args) == 1 and 1 <= len(expr.args) <= 2:
        return Expression(S.TreeFold, (h.args[0],) + expr.args)
    return None
