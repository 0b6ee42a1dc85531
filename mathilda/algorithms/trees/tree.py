"""The internal form of a ``Tree``: an atomic expression ``Tree[data, children]``.

``children`` is ``None`` (a leaf), a list of trees (an inner node, possibly with no
children) or an association of trees (children with keys); trailing options
(``TreeLayout -> ...``) are kept as further arguments.  A ``TreeExpr`` is the normal form:
every child is a ``TreeExpr``.  Like the Wolfram Language's tree objects it is an atom
(``AtomQ`` gives True) that is never evaluated again; InputForm and OutputForm print the
normal form, ``Tree[a, {Tree[b, None], Tree[c, None]}]``.

    data, children      the root's data, and None / a tuple of trees
    keys                None, or the tuple of keys when the children are an association
    options             the trailing option rules (a tuple)
"""

from mathilda.core.association import as_association, make_association
from mathilda.core.expr import Expression, S

__all__ = ["TreeExpr", "is_tree", "leaf", "make_tree", "children_expr", "normalize"]

_LIST = S.List
_NONE = S["None"]
_TREE = S.Tree


class TreeExpr(Expression):
    """``Tree[data, children(, options...)]`` in normal form (see the module docstring)."""

    __slots__ = ("data", "children", "keys", "options", "_size")
    is_atom = True

    def __init__(self, data, children=None, keys=None, options=()):
        self.data = data
        self.children = None if children is None else tuple(children)
        self.keys = None if keys is None else tuple(keys)
        self.options = tuple(options)
        Expression.__init__(self, _TREE, (data, children_expr(self.children, self.keys))
                            + self.options)
        self._size = None

    def __reduce__(self):
        return (TreeExpr, (self.data, self.children, self.keys, self.options))

    @property
    def is_leaf(self):
        return self.children is None

    def kids(self):
        """The children as a tuple (empty for a leaf)."""
        return self.children or ()

    def with_children(self, children, keys=None):
        """The same root (data, options) with other children (keys kept when ``keys`` is
        None and the count is unchanged)."""
        if keys is None and self.keys is not None and children is not None \
                and len(children) == len(self.keys):
            keys = self.keys
        return TreeExpr(self.data, children, keys, self.options)

    def with_data(self, data):
        return TreeExpr(data, self.children, self.keys, self.options)

    def size(self):
        if self._size is None:
            self._size = 1 + sum(c.size() for c in self.kids())
        return self._size

    # --- pictures: a tree draws as a layered drawing of its nodes ------------------------
    def picture(self):
        from mathilda.algorithms.trees.draw import picture
        return picture(self)

    def is_graphics(self):
        return True

    def _render(self, fmt, width=None, height=None, resolution=72):
        return self.picture()._render(fmt, width, height, resolution)


def children_expr(children, keys=None):
    """The second argument of Tree: None, {t1, ...} or <|k1 -> t1, ...|>."""
    if children is None:
        return _NONE
    if keys is None:
        return Expression(_LIST, tuple(children))
    return make_association([Expression(S.Rule, (k, c)) for k, c in zip(keys, children)])


def is_tree(x):
    return type(x) is TreeExpr


def leaf(data):
    return TreeExpr(data, None)


def as_child(x):
    """A child in normal form: a tree stays, anything else becomes the leaf Tree[x, None]."""
    return x if type(x) is TreeExpr else TreeExpr(x, None)


def _association_items(x):
    """[(key, value)] of an association, or None."""
    a = as_association(x) if isinstance(x, Expression) and x.head is S.Association else None
    return None if a is None else [(r.args[0], r.args[1]) for r in a.args]


def make_tree(data, children, options=()):
    """The TreeExpr for Tree[data, children, options...], or None when ``children`` is not
    None, a list or an association."""
    if children is _NONE:
        return TreeExpr(data, None, None, options)
    if isinstance(children, Expression) and children.head is _LIST:
        return TreeExpr(data, [as_child(c) for c in children.args], None, options)
    items = _association_items(children)
    if items is not None:
        return TreeExpr(data, [as_child(v) for _, v in items], [k for k, _ in items],
                        options)
    return None


def normalize(x):
    """A TreeExpr for an expression with head Tree whose parts are in normal form after
    evaluation (used when a tree is rebuilt from parts), else None."""
    if type(x) is TreeExpr:
        return x
    if isinstance(x, Expression) and x.head is _TREE and len(x.args) >= 2:
        return make_tree(x.args[0], x.args[1], x.args[2:])
    return None

