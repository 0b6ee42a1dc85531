"""Trees from expressions and back (ExpressionTree, TreeExpression), and trees as graphs
(TreeGraph of a tree, GraphTree of a tree graph)."""

from collections import deque

from mathilda.core.expr import NULL, Expression, Integer, S
from mathilda.core.ordering import sort_key
from mathilda.algorithms.trees.tree import TreeExpr, children_expr

__all__ = ["STRUCTURES", "expression_tree", "tree_expression", "tree_graph_parts",
           "graph_tree"]

STRUCTURES = ("Heads", "HeadTrees", "Subexpressions", "Atoms", "Null", "None",
              "HeldHeads", "HeldHeadTrees", "HeldSubexpressions", "HeldAtoms", "List",
              "Association")


def _held(x):
    return Expression(S.HoldForm, (x,))


def _is_atomic(x):
    return x.is_atom or (x.head is S.Association and hasattr(x, "index"))


def expression_tree(x, struct, heads=False):
    """The tree of an expression for a structure name (see STRUCTURES)."""
    if struct == "None":
        return TreeExpr(x, None)
    if struct in ("List", "Association"):
        return _nested_tree(x, struct)
    held = struct.startswith("Held")
    kind = struct[4:] if held else struct
    wrap = _held if held else (lambda e: e)

    def rec(e):
        if _is_atomic(e):
            return TreeExpr(NULL if kind == "Null" else wrap(e), None)
        kids = [rec(a) for a in e.args]
        if heads:
            kids.insert(0, rec(e.head))
        if kind == "Heads":
            data = wrap(e.head)
        elif kind == "HeadTrees":
            data = wrap(e.head) if _is_atomic(e.head) else rec(e.head)
        elif kind == "Subexpressions":
            data = wrap(e)
        else:                                   # Atoms, Null: no data at inner nodes
            data = NULL
        return TreeExpr(data, kids)
    return rec(x)


def _nested_tree(x, struct):
    if struct == "List":
        if isinstance(x, Expression) and x.head is S.List:
            return TreeExpr(NULL, [_nested_tree(a, struct) for a in x.args])
        return TreeExpr(x, None)
    if isinstance(x, Expression) and x.head is S.Association and hasattr(x, "index"):
        return TreeExpr(NULL, [_nested_tree(r.args[1], struct) for r in x.args],
                        [r.args[0] for r in x.args])
    return TreeExpr(x, None)


def tree_expression(t, struct):
    """The expression of a tree for a structure name: the inverse of expression_tree where
    the structure keeps enough (Heads, HeadTrees, Subexpressions, List, Association)."""
    if struct == "None":
        return t.data
    if struct in ("List", "Association"):
        if t.is_leaf:
            return t.data
        vals = [tree_expression(c, struct) for c in t.children]
        if t.keys is not None:
            return children_expr(vals, t.keys)
        return Expression(S.List, tuple(vals))
    held = struct.startswith("Held")
    kind = struct[4:] if held else struct

    def unwrap(e):
        if held and isinstance(e, Expression) and e.head is S.HoldForm and len(e.args) == 1:
            return e.args[0]
        return e

    def rec(n):
        if n.is_leaf:
            return unwrap(n.data)
        d = n.data
        if kind == "HeadTrees" and type(d) is TreeExpr:
            head = rec(d)
        elif kind == "Subexpressions":
            d = unwrap(d)
            head = d.head if isinstance(d, Expression) else d
        else:
            head = unwrap(d)
        return Expression(head, tuple(rec(c) for c in n.children))
    return rec(t)


def tree_graph_parts(t):
    """(vertices, edges) of the graph of a tree: a vertex {data, position} per subtree in
    top-down order, an edge from each parent to each child."""
    vertices, edges = [], []

    def rec(n, pos):
        v = Expression(S.List, (n.data, Expression(S.List, tuple(pos))))
        vertices.append(v)
        for i, c in enumerate(n.kids()):
            part = Expression(S.Key, (n.keys[i],)) if n.keys is not None else Integer(i + 1)
            w = rec(c, pos + [part])
            edges.append(Expression(S.DirectedEdge, (v, w)))
        return v
    rec(t, [])
    return vertices, edges


def graph_tree(g, root, label=None, check=None):
    """The tree of a tree graph (a GraphExpr) from the vertex position ``root``, edge
    directions ignored; ``label(v)`` gives (data, sort key expression) for a vertex (default:
    the vertex itself, siblings in vertex order)."""
    adj = [[] for _ in g.vertices]
    for i, j, _ in g.ends:
        adj[i].append(j)
        adj[j].append(i)
    parent = {root: None}
    order = deque([root])
    kids = {}
    while order:
        u = order.popleft()
        if check is not None:
            check()
        kids[u] = []
        for w in adj[u]:
            if w not in parent:
                parent[w] = u
                kids[u].append(w)
                order.append(w)
    labels = {}

    def info(u):
        if u not in labels:
            labels[u] = label(g.vertices[u]) if label else (g.vertices[u], Integer(u))
        return labels[u]

    def build(u):
        cs = kids[u]
        if label:
            cs = sorted(cs, key=lambda w: sort_key(info(w)[1]))
        data = info(u)[0]
        if not cs:
            return TreeExpr(data, None)
        return TreeExpr(data, [build(w) for w in cs])
    return build(root)
