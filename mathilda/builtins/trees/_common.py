"""Argument helpers shared by the tree builtins: the tree argument, level specifications,
the traversal order option, and the operator forms."""

from mathilda.algorithms.trees.tree import is_tree
from mathilda.algorithms.trees.walk import tree_levelspec
from mathilda.core.expr import Expression, Integer, String, Symbol, S

TREE_OPTIONS = {name: "Automatic" for name in (
    "TreeLayout", "TreeElementLabel", "TreeElementLabelStyle", "TreeElementLabelFunction",
    "TreeElementStyle", "TreeElementStyleFunction", "TreeElementCoordinates",
    "TreeElementSize", "TreeElementSizeFunction", "TreeElementShape",
    "TreeElementShapeFunction", "ParentEdgeLabel", "ParentEdgeLabelStyle",
    "ParentEdgeLabelFunction", "ParentEdgeStyle", "ParentEdgeStyleFunction",
    "ParentEdgeShapeFunction", "MaxDisplayedChildren", "ImageSize", "PlotLabel",
    "BaseStyle")}

TREE_MESSAGES = {"tree": "Tree object expected at position `1` in `2`."}


def is_option_rule(x):
    return type(x) is Expression and x.head in (S.Rule, S.RuleDelayed) and len(x.args) == 2 \
        and type(x.args[0]) is Symbol and x.args[0].name in TREE_OPTIONS


def split_tree_options(args, keep=1):
    """(positional, options): the trailing rules for tree options (never the first
    ``keep`` arguments)."""
    n = len(args)
    while n > keep and is_option_rule(args[n - 1]):
        n -= 1
    return args[:n], args[n:]


def with_options(t, opts):
    """The tree t with the given option rules (a new root when there are any)."""
    if not opts:
        return t
    from mathilda.algorithms.trees.tree import TreeExpr
    return TreeExpr(t.data, t.children, t.keys, tuple(opts))


def want_tree(ev, name, expr, pos=1):
    """The tree at argument ``pos`` (1-based), or None after name::tree."""
    x = expr.args[pos - 1] if len(expr.args) >= pos else None
    if is_tree(x):
        return x
    ev.message(name, "tree", Integer(pos), expr)
    return None


def traversal(ev, name, opts):
    """The TreeTraversalOrder setting as one of walk.TRAVERSALS, or None after a message."""
    v = opts.get("TreeTraversalOrder")
    if v is None or v is S.Automatic:
        return "DepthFirst"
    if type(v) is String and v.value in ("DepthFirst", "TopDown", "BreadthFirst"):
        return v.value
    if type(v) is String and v.value == "DepthFirstPostOrder":
        return "DepthFirst"
    if type(v) is String and v.value == "DepthFirstPreOrder":
        return "TopDown"
    ev.message(name, "ttord", v)
    return None


TRAVERSAL_MESSAGES = {"ttord": "Value of option TreeTraversalOrder -> `1` is not Automatic, "
                               "\"DepthFirst\", \"TopDown\" or \"BreadthFirst\"."}


def levels(ev, name, spec, default_lo=1):
    return tree_levelspec(ev, spec, name, default_lo)


def split_traversal(ev, expr, lo, hi):
    """(positional, options) of name[args..., TreeTraversalOrder -> o]: the trailing
    TreeTraversalOrder rules are options; None after a General::arg* message when the count
    of the others is not within lo..hi."""
    args = expr.args
    n = len(args)
    while n > lo and type(args[n - 1]) is Expression and args[n - 1].head is S.Rule \
            and type(args[n - 1].args[0]) is Symbol \
            and args[n - 1].args[0].name == "TreeTraversalOrder":
        n -= 1
    if n < lo or n > hi:
        ev._argcount_message(expr.head.name, n, lo, hi)
        return None
    return ev.split_options(expr, n)


def operator_form(name, nargs, first=False):
    """name[a...][tree] as name[tree, a...] (name[f, tree, a...] with ``first``)."""
    from mathilda.core.registry import builtin

    def sub(ev, expr):
        h = expr.head
        if len(h.args) == nargs and len(expr.args) == 1:
            if first:
                return Expression(Symbol(name), (h.args[0], expr.args[0]) + h.args[1:])
            return Expression(Symbol(name), (expr.args[0],) + h.args)
        return None
    builtin(name, sub=True)(sub)
