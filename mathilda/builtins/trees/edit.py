"""Parts of trees by position and edits: TreeExtract, TreeMapAt, TreeReplacePart,
TreeInsert, TreeDelete."""

from mathilda.algorithms.trees.positions import index_path
from mathilda.algorithms.trees.tree import TreeExpr, as_child
from mathilda.builtins.trees._common import TREE_MESSAGES, operator_form, want_tree
from mathilda.builtins.trees._positions import (POSITION_MESSAGES, as_parts, explicit,
                                                position_specs)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

_T = "Tree[1, {2, Tree[3, {4, 5}], Tree[6, {7}]}]"
_MSG = dict(TREE_MESSAGES, **POSITION_MESSAGES)


def _list(items):
    return Expression(S.List, tuple(items))


def _shaped(shape, values):
    """Nest the values (an iterator) as TreeExtract does: ``shape`` from positions.expand."""
    if shape is None:
        return next(values)
    out = []
    for count, sub in shape:
        if sub is None and count == 1:
            out.append(next(values))
        else:
            out.append(_shaped(sub, values))
    return _list(out)


def replace_at(t, path, fn):
    """t with the subtree at ``path`` (0-based indices) replaced by fn(subtree)."""
    if not path:
        return fn(t)
    i = path[0]
    kids = list(t.children)
    kids[i] = replace_at(kids[i], path[1:], fn)
    return t.with_children(kids)



@builtin("TreeExtract", nargs=(2, 3), messages=_MSG,
         usage="TreeExtract[tree, pos] gives the subtree of tree at the position pos; "
               "TreeExtract[tree, {pos1, pos2, ...}] a list of subtrees; TreeExtract[tree, "
               "pos, h] applies h to the subtrees. Parts can be i, -i, Key[k], All, m ;; n, "
               "{i1, i2, ...}, TreeLevel[spec], TreeCases[patt] and TreeSelect[crit].",
         examples=[("TreeExtract[%s, {2, 1}] // InputForm" % _T, "Tree[4, None]"),
                   ("TreeExtract[%s, {2, 1}, TreeData]" % _T, "4"),
                   ("TreeExtract[%s, {{1}, {3, 1}}, TreeData]" % _T, "{2, 7}"),
                   ("TreeExtract[%s, {All}, TreeData]" % _T, "{2, 3, 6}"),
                   ("TreeExtract[%s, {2, All}, TreeData]" % _T, "{4, 5}"),
                   ("TreeExtract[%s, TreeLevel[{2}], TreeData]" % _T, "{4, 5, 7}"),
                   ("TreeExtract[%s, TreeCases[_?EvenQ], TreeData]" % _T, "{2, 4, 6}"),
                   ("TreeExtract[%s, {}, TreeData]" % _T, "1"),
                   ("TreeExtract[Tree[a, <|\"x\" -> b, \"y\" -> c|>], {\"y\"}, TreeData]", "c"),
                   ("TreeExtract[%s, {5}]" % _T,
                    "TreeExtract[Tree[1, {Tree[2, None], Tree[3, {Tree[4, None], "
                    "Tree[5, None]}], Tree[6, {Tree[7, None]}]}], {5}]",
                    ["TreeExtract::partw: Part 5 of Tree[1, {Tree[2, None], Tree[3, "
                     "{Tree[4, None], Tree[5, None]}], Tree[6, {Tree[7, None]}]}] does not "
                     "exist."])])
def tree_extract(ev, expr):
    t = want_tree(ev, "TreeExtract", expr)
    if t is None:
        return None
    h = expr.args[2] if len(expr.args) > 2 else None
    specs = explicit(ev, "TreeExtract", t, expr.args[1], expr)
    if specs is None:
        return None

    def value(path):
        sub = index_path(t, path)
        return sub if h is None else ev.call(h, sub)
    results = [_shaped(shape, iter([value(p) for p in ps])) for ps, shape in specs]
    return _list(results) if len(position_specs(expr.args[1])) > 1 else results[0]


@builtin("TreeMapAt", nargs=(2, 3), messages=_MSG,
         usage="TreeMapAt[f, tree, pos] applies f to the data of the subtree at pos; "
               "TreeMapAt[f, tree, {pos1, pos2, ...}] at several positions (f is applied "
               "again for a repeated position). TreeMapAt[f, pos] is the operator form.",
         examples=[("TreeMapAt[f, %s, {2, 1}] // InputForm" % _T,
                    "Tree[1, {Tree[2, None], Tree[3, {Tree[f[4], None], Tree[5, None]}], "
                    "Tree[6, {Tree[7, None]}]}]"),
                   ("TreeMapAt[f, Tree[a, {b, c}], {{1}, {1}, {}}] // InputForm",
                    "Tree[f[a], {Tree[f[f[b]], None], Tree[c, None]}]"),
                   ("TreeMapAt[f, Tree[a, {b, c}], {All}] // InputForm",
                    "Tree[a, {Tree[f[b], None], Tree[f[c], None]}]"),
                   ("TreeMapAt[f, {1}][Tree[a, {b}]] // InputForm",
                    "Tree[a, {Tree[f[b], None]}]")])
def tree_map_at(ev, expr):
    if len(expr.args) == 2:
        return None                 # the operator form
    t = want_tree(ev, "TreeMapAt", expr, 2)
    if t is None:
        return None
    f = expr.args[0]
    specs = explicit(ev, "TreeMapAt", t, expr.args[2], expr)
    if specs is None:
        return None
    for ps, _ in specs:
        for p in ps:
            t = replace_at(t, p, lambda s: s.with_data(ev.call(f, s.data)))
    return t


@builtin("TreeReplacePart", nargs=(1, 2), messages=_MSG,
         usage="TreeReplacePart[tree, pos -> new] replaces the subtree at pos by new (a tree, "
               "or an expression as a leaf); TreeReplacePart[tree, {pos1 -> new1, ...}] "
               "several; TreeReplacePart[tree, {pos1, pos2, ...} -> new] replaces each "
               "position. TreeReplacePart[pos -> new] is the operator form.",
         examples=[("TreeReplacePart[Tree[a, {b, c}], {1} -> x] // InputForm",
                    "Tree[a, {Tree[x, None], Tree[c, None]}]"),
                   ("TreeReplacePart[Tree[a, {b, c}], {2} -> Tree[y, {z}]] // InputForm",
                    "Tree[a, {Tree[b, None], Tree[y, {Tree[z, None]}]}]"),
                   ("TreeReplacePart[Tree[a, {b, c}], {{1}, {2}} -> x] // InputForm",
                    "Tree[a, {Tree[x, None], Tree[x, None]}]"),
                   ("TreeReplacePart[Tree[a, {b, c}], {{1} -> x, {} -> r}] // InputForm",
                    "Tree[r, None]"),
                   ("TreeReplacePart[{1} -> x][Tree[a, {b}]] // InputForm",
                    "Tree[a, {Tree[x, None]}]")])
def tree_replace_part(ev, expr):
    if len(expr.args) == 1:
        return None                 # the operator form
    t = want_tree(ev, "TreeReplacePart", expr)
    if t is None:
        return None
    spec = expr.args[1]
    rules = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    if not all(isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)
               and len(r.args) == 2 for r in rules):
        ev.message("TreeReplacePart", "reps", spec)
        return None
    for r in rules:
        specs = explicit(ev, "TreeReplacePart", t, r.args[0], expr)
        if specs is None:
            return None
        new = as_child(r.args[1])
        for ps, _ in specs:
            for p in ps:
                t = replace_at(t, p, lambda s: new)
    return t


def _insert_index(t, part):
    """The 0-based insertion index among the children of t for the last part of a
    position: i, -i (-1 after the last child), or a key of keyed children (before it)."""
    n = len(t.kids())
    if type(part) is Integer:
        i = int(part.value)
        if 1 <= i <= n + 1:
            return i - 1
        if -(n + 1) <= i <= -1:
            return n + 1 + i
        return None
    if t.keys is not None:
        k = part.args[0] if isinstance(part, Expression) and part.head is S.Key \
            and len(part.args) == 1 else part
        return t.keys.index(k) if k in t.keys else None
    return None


def _keyed_child(x):
    """(key, subtree) of a child k -> v inserted into keyed children, or None."""
    if isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed) and len(x.args) == 2:
        return x.args[0], as_child(x.args[1])
    return None


def _inserted(s, i, child, keyed):
    """s with the child inserted before index i (a keyed child replaces an old child with
    its key, which goes)."""
    kids = list(s.kids())
    if s.keys is None:
        kids.insert(i, child)
        return TreeExpr(s.data, kids, None, s.options)
    key, sub = keyed
    keys = list(s.keys)
    if key in keys:
        j = keys.index(key)
        del keys[j], kids[j]
        i -= j < i
    keys.insert(i, key)
    kids.insert(i, sub)
    return TreeExpr(s.data, kids, keys, s.options)


@builtin("TreeInsert", nargs=(2, 3), messages=dict(
             _MSG, ins="Cannot insert at position `1` in `2`."),
         usage="TreeInsert[tree, child, pos] inserts child (a tree, or an expression as a "
               "leaf) at the position pos: {i} makes it the i-th child of the root, {p..., i} "
               "the i-th child of the subtree at {p...}; into keyed children child is key -> "
               "subtree, inserted before the key or index given (replacing the child with "
               "that key); TreeInsert[tree, child, {pos1, ...}] inserts at several positions. "
               "TreeInsert[child, pos] is the operator form.",
         examples=[("TreeInsert[Tree[a, {b, c}], x, {2}] // InputForm",
                    "Tree[a, {Tree[b, None], Tree[x, None], Tree[c, None]}]"),
                   ("TreeInsert[Tree[a, {b, c}], x, -1] // InputForm",
                    "Tree[a, {Tree[b, None], Tree[c, None], Tree[x, None]}]"),
                   ("TreeInsert[Tree[a, {b, c}], Tree[x, {y}], {1, 1}] // InputForm",
                    "Tree[a, {Tree[b, {Tree[x, {Tree[y, None]}]}], Tree[c, None]}]"),
                   ("TreeInsert[Tree[a, {b, c}], x, {{1}, {3}}] // InputForm",
                    "Tree[a, {Tree[x, None], Tree[b, None], Tree[c, None], "
                    "Tree[x, None]}]"),
                   ("TreeInsert[x, {1}][Tree[a, {b}]] // InputForm",
                    "Tree[a, {Tree[x, None], Tree[b, None]}]"),
                   ("TreeInsert[Tree[r, <|a -> x|>], b -> y, {1}] // InputForm",
                    "Tree[r, <|b -> Tree[y, None], a -> Tree[x, None]|>]"),
                   ("TreeInsert[Tree[r, <|\"a\" -> x, \"c\" -> z|>], \"b\" -> y, {\"c\"}] "
                    "// TreeChildren // Keys", "{a, b, c}"),
                   ("TreeInsert[Tree[r, <|a -> x, b -> y|>], a -> w, {-1}] // InputForm",
                    "Tree[r, <|b -> Tree[y, None], a -> Tree[w, None]|>]")])
def tree_insert(ev, expr):
    if len(expr.args) == 2:
        return None
    t = want_tree(ev, "TreeInsert", expr)
    if t is None:
        return None
    child = as_child(expr.args[1])
    keyed = _keyed_child(expr.args[1])
    plan = []
    for p in position_specs(expr.args[2]):
        parts = as_parts(p)
        if not parts:
            ev.message("TreeInsert", "ins", p, t)
            return None
        specs = explicit(ev, "TreeInsert", t, Expression(S.List, parts[:-1]), expr)
        if specs is None:
            return None
        for path in specs[0][0]:
            parent = index_path(t, path)
            i = _insert_index(parent, parts[-1])
            if i is None or (parent.keys is not None and keyed is None):
                ev.message("TreeInsert", "ins", p, t)
                return None
            plan.append((path, i))
    for path, i in sorted(plan, reverse=True):
        t = replace_at(t, path, lambda s, i=i: _inserted(s, i, child, keyed))
    return t


@builtin("TreeDelete", nargs=(1, 2), messages=dict(
             _MSG, delr="Cannot delete the whole tree at position {} in `1`."),
         usage="TreeDelete[tree, pos] deletes the subtree at the position pos; "
               "TreeDelete[tree, {pos1, pos2, ...}] deletes several. TreeDelete[pos] is the "
               "operator form.",
         examples=[("TreeDelete[Tree[a, {b, c}], {1}] // InputForm",
                    "Tree[a, {Tree[c, None]}]"),
                   ("TreeDelete[%s, {{1}, {2, 2}}] // InputForm" % _T,
                    "Tree[1, {Tree[3, {Tree[4, None]}], Tree[6, {Tree[7, None]}]}]"),
                   ("TreeDelete[Tree[a, <|\"x\" -> b, \"y\" -> c|>], {\"x\"}] // InputForm",
                    "Tree[a, <|\"y\" -> Tree[c, None]|>]"),
                   ("TreeDelete[{1}][Tree[a, {b}]] // InputForm", "Tree[a, {}]")])
def tree_delete(ev, expr):
    if len(expr.args) == 1:
        return None
    t = want_tree(ev, "TreeDelete", expr)
    if t is None:
        return None
    specs = explicit(ev, "TreeDelete", t, expr.args[1], expr)
    if specs is None:
        return None
    paths = sorted({p for ps, _ in specs for p in ps}, reverse=True)
    if () in paths:
        ev.message("TreeDelete", "delr", t)
        return None
    for path in paths:
        def drop(s, i=path[-1]):
            kids = list(s.children)
            del kids[i]
            keys = None if s.keys is None else s.keys[:i] + s.keys[i + 1:]
            return TreeExpr(s.data, kids, keys, s.options)
        t = replace_at(t, path[:-1], drop)
    return t


operator_form("TreeMapAt", 2, first=True)
operator_form("TreeReplacePart", 1)
operator_form("TreeInsert", 2)
operator_form("TreeDelete", 1)
