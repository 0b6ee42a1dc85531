"""Trees from and to other objects: ExpressionTree, TreeExpression, NestTree, TreeGraph,
GraphTree."""

from mathilda.algorithms.graphs.graph import GraphExpr
from mathilda.algorithms.lists.common import is_infinity, nonneg_machine_int
from mathilda.algorithms.trees.convert import (STRUCTURES, expression_tree, graph_tree,
                                               tree_expression, tree_graph_parts)
from mathilda.algorithms.trees.tree import TreeExpr, children_expr
from mathilda.builtins.trees._common import (TREE_MESSAGES, TREE_OPTIONS, is_option_rule,
                                             split_tree_options, with_options)
from mathilda.core.association import as_association
from mathilda.core.expr import TRUE, Expression, Integer, String, S
from mathilda.core.registry import builtin

_STRUCT_MSG = {"struct": "`1` is not a known structure for `2`."}


def _structure(ev, name, x, default="Heads"):
    if x is None:
        return default
    if x is S.Null:
        return "Null"
    if x is S["None"]:
        return "None"
    if type(x) is String and x.value in STRUCTURES:
        return x.value
    ev.message(name, "struct", x, S[name])
    return None


def _heads(opts):
    return opts.get("Heads") is TRUE


@builtin("ExpressionTree", nargs=None, options=dict(TREE_OPTIONS, Heads="False"),
         messages=_STRUCT_MSG,
         usage="ExpressionTree[expr] gives the tree of the structure of expr: heads at the "
               "inner nodes, atoms at the leaves. ExpressionTree[expr, struct] uses the "
               "structure \"Heads\" (default), \"HeadTrees\", \"Subexpressions\", \"Atoms\", "
               "Null, None, their \"Held...\" forms, \"List\" or \"Association\"; with "
               "Heads -> True the heads are subtrees too.",
         examples=[("ExpressionTree[f[a, b, c[p, q]]] // InputForm",
                    "Tree[f, {Tree[a, None], Tree[b, None], Tree[c, {Tree[p, None], "
                    "Tree[q, None]}]}]"),
                   ("ExpressionTree[f[a, g[b]], \"Subexpressions\"] // InputForm",
                    "Tree[f[a, g[b]], {Tree[a, None], Tree[g[b], {Tree[b, None]}]}]"),
                   ("ExpressionTree[f[a, g[b]], \"Atoms\"] // InputForm",
                    "Tree[Null, {Tree[a, None], Tree[Null, {Tree[b, None]}]}]"),
                   ("ExpressionTree[f[a][x], \"HeadTrees\"] // InputForm",
                    "Tree[Tree[f, {Tree[a, None]}], {Tree[x, None]}]"),
                   ("ExpressionTree[f[a], Heads -> True] // InputForm",
                    "Tree[f, {Tree[f, None], Tree[a, None]}]"),
                   ("ExpressionTree[Unevaluated[1 + 1], \"HeldHeads\"] // InputForm",
                    "Tree[HoldForm[Plus], {Tree[HoldForm[1], None], Tree[HoldForm[1], None]}]"),
                   ("ExpressionTree[{1, {2, 3}}, \"List\"] // InputForm",
                    "Tree[Null, {Tree[1, None], Tree[Null, {Tree[2, None], Tree[3, None]}]}]"),
                   ("TreeLevel[ExpressionTree[f[g[x], y]], Infinity -> \"Data\"]",
                    "{x, g, y}")])
def expression_tree_(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        ev._argcount_message("ExpressionTree", len(pos), 1, 2)
        return None
    struct = _structure(ev, "ExpressionTree", pos[1] if len(pos) > 1 else None)
    if struct is None:
        return None
    given = [a for a in expr.args[len(pos):] if is_option_rule(a)]
    return with_options(expression_tree(pos[0], struct, _heads(opts)), given)


@builtin("TreeExpression", nargs=None, options={"Heads": "False"},
         messages=dict(TREE_MESSAGES, **_STRUCT_MSG),
         usage="TreeExpression[tree] gives the expression whose structure tree is: the data of "
               "an inner node is the head of its children's expressions, a leaf gives its "
               "data. TreeExpression[tree, struct] reads the tree as the structure struct "
               "(\"Heads\", \"HeadTrees\", \"Subexpressions\", None, their \"Held...\" forms, "
               "\"List\" or \"Association\").",
         examples=[("TreeExpression[Tree[f, {a, Tree[g, {b}]}]]", "f[a, g[b]]"),
                   ("TreeExpression[ExpressionTree[x^2 + y]]", "x^2 + y"),
                   ("TreeExpression[Tree[Null, {1, Tree[Null, {2, 3}]}], \"List\"]",
                    "{1, {2, 3}}"),
                   ("TreeExpression[Tree[Null, <|a -> 1, b -> 2|>], \"Association\"]",
                    "<|a -> 1, b -> 2|>"),
                   ("TreeExpression[Tree[Tree[f, {a}], {x}], \"HeadTrees\"]", "f[a][x]")])
def tree_expression_(ev, expr):
    pos, _ = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        ev._argcount_message("TreeExpression", len(pos), 1, 2)
        return None
    t = pos[0]
    if type(t) is not TreeExpr:
        ev.message("TreeExpression", "tree", Integer(1), expr)
        return None
    struct = _structure(ev, "TreeExpression", pos[1] if len(pos) > 1 else None)
    if struct is None:
        return None
    return tree_expression(t, struct)


def _grow_children(ev, f, data):
    """(children data list, keys) that f gives for a leaf's data, None for no children."""
    r = ev.call(f, data)
    if r is S["None"]:
        return None
    if isinstance(r, Expression) and r.head is S.Hold:
        return list(r.args), None
    if isinstance(r, Expression) and r.head is S.List:
        return list(r.args), None
    a = as_association(r) if isinstance(r, Expression) and r.head is S.Association else None
    if a is not None:
        return [x.args[1] for x in a.args], [x.args[0] for x in a.args]
    return [r], None


@builtin("NestTree", nargs=(2, 4), options=TREE_OPTIONS,
         messages={"intnm": "Non-negative machine-sized integer or Infinity expected at "
                            "position `2` in `1`."},
         usage="NestTree[f, tree, n] grows tree by n levels: each leaf Tree[x, None] gets "
               "the children whose data f[x] gives (a list, an association, Hold[...] or None "
               "for none); NestTree[f, tree] adds one level; NestTree[f, tree, n, h] applies "
               "h to the data of the leaves; NestTree[f, expr, ...] starts from the leaf "
               "Tree[expr, None].",
         examples=[("NestTree[{2 #, 2 # + 1} &, 1, 2] // InputForm",
                    "Tree[1, {Tree[2, {Tree[4, None], Tree[5, None]}], Tree[3, {Tree[6, None], "
                    "Tree[7, None]}]}]"),
                   ("NestTree[f, x] // InputForm", "Tree[x, {Tree[f[x], None]}]"),
                   ("TreeLeaves[NestTree[If[# < 3, {# + 1, # + 2}, None] &, 0, Infinity]] "
                    "// Map[TreeData]", "{3, 4, 3, 3, 4}"),
                   ("NestTree[{#, #} &, a, 1, h] // InputForm",
                    "Tree[h[a], {Tree[h[a], None], Tree[h[a], None]}]"),
                   ("NestTree[<|1 -> 2 #|> &, 1, 2] // InputForm",
                    "Tree[1, <|1 -> Tree[2, <|1 -> Tree[4, None]|>]|>]")])
def nest_tree(ev, expr):
    pos, opts = split_tree_options(expr.args, 2)
    if not 2 <= len(pos) <= 4:
        return None
    f, start = pos[0], pos[1]
    n = 1
    if len(pos) > 2:
        if is_infinity(pos[2]):
            n = None
        else:
            n = nonneg_machine_int(pos[2])
            if n is None:
                ev.message("NestTree", "intnm", expr, Integer(3))
                return None
    h = pos[3] if len(pos) > 3 else None

    def leaf_data(x):
        return x if h is None else ev.call(h, x)

    def grow(x, left):
        ev.check_interrupt()
        kids = None if left == 0 else _grow_children(ev, f, x)
        if kids is None:
            return TreeExpr(leaf_data(x), None)
        datas, keys = kids
        nxt = None if left is None else left - 1
        return TreeExpr(leaf_data(x), [grow(d, nxt) for d in datas], keys)

    def walk(t):
        if t.is_leaf:
            return grow(t.data, n)
        return t.with_children([walk(c) for c in t.children])
    t = walk(start) if type(start) is TreeExpr else grow(start, n)
    return with_options(t, opts)


def _is_edge_like(x):
    return isinstance(x, Expression) and x.head in (S.Rule, S.DirectedEdge, S.UndirectedEdge,
                                                    S.TwoWayRule) and len(x.args) >= 2


@builtin("TreeGraph", nargs=None,
         messages={"ntree": "`1` does not represent a tree."},
         usage="TreeGraph[tree] gives the Graph of a Tree object: a vertex {data, position} per "
               "subtree and an edge from each parent to each child. TreeGraph[{e1, ...}], "
               "TreeGraph[{v1, ...}, {e1, ...}] give the tree graph with those edges (and "
               "vertices); TreeGraph[{v1, v2, ...}, {u1, u2, ...}] the tree in which ui is the "
               "parent of vi.",
         examples=[("TreeGraph[Tree[a, {b, c}]] // VertexList",
                    "{{a, {}}, {b, {1}}, {c, {2}}}"),
                   ("EdgeList[TreeGraph[Tree[a, {b}]]] // InputForm",
                    "{DirectedEdge[{a, {}}, {b, {1}}]}"),
                   ("TreeGraph[{1 -> 2, 1 -> 3, 3 -> 4}]", "Graph[<4>, <3>]"),
                   ("EdgeList[TreeGraph[{2, 3, 4}, {1, 1, 3}]] // InputForm",
                    "{DirectedEdge[1, 2], DirectedEdge[1, 3], DirectedEdge[3, 4]}"),
                   ("TreeGraphQ[TreeGraph[ExpressionTree[f[g[x], y]]]]", "True"),
                   ("TreeGraph[{1 -> 2, 2 -> 1}]", "TreeGraph[{1 -> 2, 2 -> 1}]",
                    ["TreeGraph::ntree: {1 -> 2, 2 -> 1} does not represent a tree."])])
def tree_graph(ev, expr):
    args = expr.args
    if len(args) >= 1 and type(args[0]) is TreeExpr:
        vs, es = tree_graph_parts(args[0])
        return ev.call("Graph", Expression(S.List, tuple(vs)), Expression(S.List, tuple(es)),
                       *args[1:])
    n = len(args)
    while n > 1 and isinstance(args[n - 1], Expression) and args[n - 1].head is S.Rule \
            and type(args[n - 1].args[0]) is type(S.Rule):
        n -= 1
    pos, rules = args[:n], args[n:]
    if not 1 <= len(pos) <= 2 or not all(isinstance(p, Expression) and p.head is S.List
                                         for p in pos):
        return None
    if len(pos) == 2 and not all(_is_edge_like(e) for e in pos[1].args):
        vs, us = pos[0].args, pos[1].args
        if len(vs) != len(us):
            ev.message("TreeGraph", "ntree", expr)
            return None
        es = tuple(Expression(S.DirectedEdge, (u, v)) for v, u in zip(vs, us) if u != v)
        g = ev.call("Graph", Expression(S.List, tuple(dict.fromkeys(us + vs))),
                    Expression(S.List, es), *rules)
    else:
        g = ev.call("Graph", *pos, *rules)
    if not isinstance(g, GraphExpr) or ev.call("TreeGraphQ", g) is not TRUE:
        ev.message("TreeGraph", "ntree", pos[-1] if len(pos) == 1 else expr)
        return None
    return g


def _labeler(ev, h):
    """label(v) -> (data, sort key) from h[v] = {data, key}."""
    def label(v):
        r = ev.call(h, v)
        if not (isinstance(r, Expression) and r.head is S.List and len(r.args) == 2):
            ev.message("GraphTree", "pair", h, v)
            return (r, r)
        return r.args[0], r.args[1]
    return label


@builtin("GraphTree", nargs=(1, 3), options=TREE_OPTIONS,
         messages={"ntree": "`1` is not a tree graph.",
                   "nvert": "`1` is not a vertex of `2`.",
                   "pair": "`1` should give a pair {data, key} for the vertex `2`."},
         usage="GraphTree[g] gives the Tree object of the tree graph g, rooted at the vertex "
               "with the largest out-component; GraphTree[g, root] rooted at root (edge "
               "directions ignored); GraphTree[g, root, h] uses h[v] = {data, key} for the "
               "data of the subtree of the vertex v, siblings sorted by key.",
         examples=[("GraphTree[Graph[{1 -> 2, 1 -> 3, 3 -> 4}]] // InputForm",
                    "Tree[1, {Tree[2, None], Tree[3, {Tree[4, None]}]}]"),
                   ("GraphTree[Graph[{1 -> 2, 1 -> 3, 3 -> 4}], 3] // InputForm",
                    "Tree[3, {Tree[1, {Tree[2, None]}], Tree[4, None]}]"),
                   ("GraphTree[TreeGraph[Tree[a, {b, c}]], {a, {}}, Identity] // InputForm",
                    "Tree[a, {Tree[b, None], Tree[c, None]}]"),
                   ("GraphTree[CycleGraph[3]]", "GraphTree[Graph[<3>, <3>]]",
                    ["GraphTree::ntree: Graph[<3>, <3>] is not a tree graph."])])
def graph_tree_(ev, expr):
    pos, opts = split_tree_options(expr.args)
    g = pos[0]
    if not isinstance(g, GraphExpr) or ev.call("TreeGraphQ", g) is not TRUE:
        ev.message("GraphTree", "ntree", g)
        return None
    if len(pos) > 1:
        root = g.vindex.get(pos[1])
        if root is None:
            ev.message("GraphTree", "nvert", pos[1], g)
            return None
    else:
        sizes = [len(ev.call("VertexOutComponent", g, v).args) for v in g.vertices]
        root = sizes.index(max(sizes))
    label = _labeler(ev, pos[2]) if len(pos) > 2 else None
    return with_options(graph_tree(g, root, label, ev.check_interrupt), opts)


def _rule_children(x):
    """x is ... -> {...}, ... -> <|...|> or ... -> None."""
    if not (isinstance(x, Expression) and x.head is S.Rule and len(x.args) == 2):
        return False
    c = x.args[1]
    return c is S["None"] or (isinstance(c, Expression) and c.head in (S.List, S.Association))


@builtin("RulesTree", nargs=None, options=TREE_OPTIONS,
         usage="RulesTree[data -> {rule1, rule2, ...}] gives the tree with data at its root "
               "and the children RulesTree[rule1], ...; RulesTree[data -> <|key1 -> rule1, "
               "...|>] gives keyed children, RulesTree[data -> None] and RulesTree[data] (data "
               "not such a rule) a leaf.",
         examples=[("RulesTree[a -> {b, c, d}] // InputForm",
                    "Tree[a, {Tree[b, None], Tree[c, None], Tree[d, None]}]"),
                   ("RulesTree[a -> {b -> {c, d}, e}] // InputForm",
                    "Tree[a, {Tree[b, {Tree[c, None], Tree[d, None]}], Tree[e, None]}]"),
                   ("RulesTree[a -> <|x -> b, y -> (c -> {d})|>] // InputForm",
                    "Tree[a, <|x -> Tree[b, None], y -> Tree[c, {Tree[d, None]}]|>]"),
                   ("RulesTree[a -> {}] // InputForm", "Tree[a, {}]"),
                   ("RulesTree[(a -> {b}) -> None] // InputForm", "Tree[a -> {b}, None]"),
                   ("TreeRules[RulesTree[a -> {b -> {c}, d}]]", "a -> {b -> {c}, d}")])
def rules_tree(ev, expr):
    pos, opts = split_tree_options(expr.args)
    if len(pos) != 1:
        ev._argcount_message("RulesTree", len(pos), 1, 1)
        return None

    def rec(x):
        ev.check_interrupt()
        if not _rule_children(x):
            return TreeExpr(x, None)
        data, c = x.args
        if c is S["None"]:
            return TreeExpr(data, None)
        if c.head is S.List:
            return TreeExpr(data, [rec(r) for r in c.args])
        a = as_association(c)
        if a is None:
            return TreeExpr(x, None)
        return TreeExpr(data, [rec(r.args[1]) for r in a.args], [r.args[0] for r in a.args])
    return with_options(rec(pos[0]), opts)


@builtin("TreeRules", nargs=1, messages=TREE_MESSAGES,
         usage="TreeRules[tree] gives the rules of tree: data -> {rules of the children} for an "
               "inner node (data -> <|key -> rules, ...|> for keyed children), the data for a "
               "leaf (data -> None when the data is itself such a rule). RulesTree is the "
               "inverse.",
         examples=[("TreeRules[Tree[a, {b, c}]]", "a -> {b, c}"),
                   ("TreeRules[Tree[a, {Tree[b, {c}], d}]]", "a -> {b -> {c}, d}"),
                   ("TreeRules[Tree[a, <|x -> b|>]]", "a -> <|x -> b|>"),
                   ("TreeRules[Tree[a, None]]", "a"),
                   ("TreeRules[Tree[a -> {}, None]]", "(a -> {}) -> None"),
                   ("TreeRules[Tree[a, {}]]", "a -> {}")])
def tree_rules(ev, expr):
    t = expr.args[0]
    if type(t) is not TreeExpr:
        ev.message("TreeRules", "tree", Integer(1), expr)
        return None

    def rec(n):
        if n.is_leaf:
            if _rule_children(n.data):
                return Expression(S.Rule, (n.data, S["None"]))
            return n.data
        return Expression(S.Rule, (n.data, children_expr([rec(c) for c in n.children],
                                                         n.keys)))
    return rec(t)
