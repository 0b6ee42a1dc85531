"""Shapes of full (rectangular) arrays: ``dimensions``, ``array_depth``, flattening, nesting.

An array here is a nested expression whose levels are all of one head (``List`` by default)
and, at each level, of one length.  ``dimensions`` returns the lengths of the levels that are
full; below the deepest full level the elements are opaque (numbers, symbols, strings, ragged
lists, whole expressions).

A packed array (an ``Expression`` with head List and a NumPy ``.array``) contributes its
shape directly, without materialising its elements; a List of packed rows is handled too.

Costs: ``dimensions`` touches each internal node once and never scans the leaf level beyond
its first element, so it is linear in the number of sub-lists, not of leaves.
"""

import gc
from contextlib import contextmanager

from mathilda.core.association import AssociationExpr
from mathilda.core.expr import Expression, S
from mathilda.core.packed import PackedArray

__all__ = ["dimensions", "array_depth", "is_packed", "flatten_to_depth",
           "nest", "full_to_depth", "no_gc"]

LIST = S.List


@contextmanager
def no_gc():
    """Suspend the cyclic garbage collector while building many acyclic objects (a nested
    List of 10^5 cells otherwise triggers collections that traverse everything alive, which
    triples the build time).  Expressions are immutable trees: no cycles are created."""
    enabled = gc.isenabled()
    if enabled:
        gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def is_packed(x):
    """True for a packed array (an Expression backed by a NumPy ``.array``)."""
    return isinstance(x, Expression) and hasattr(type(x), "array")


def _packed_dims(x, head, limit):
    if head is not None and head is not LIST:
        return []
    shape = list(x.shape if type(x) is PackedArray else x.array.shape)
    return shape if limit is None else shape[:limit]


def _dims_each(nodes, head, limit):
    """Common prefix of the dimensions of every node (the slow, general route used when a
    level holds packed arrays)."""
    common = None
    for n in nodes:
        d = dimensions(n, limit, head)
        if common is None:
            common = d
        else:
            i = 0
            m = min(len(common), len(d))
            while i < m and common[i] == d[i]:
                i += 1
            del common[i:]
        if not common:
            return []
    return common or []


def dimensions(expr, level=None, head=LIST):
    """The dimensions of ``expr`` as a list of ints.

    ``level``: look at most that many levels deep (None: all).
    ``head``: the head every level must have; ``LIST`` (default) for arrays of Lists, or
    ``None`` for the Wolfram ``Dimensions`` rule (any head, the same at each level:
    ``Dimensions[f[g[a], g[b]]]`` is ``{2, 1}``).
    """
    if level is not None and level <= 0:
        return []
    if not isinstance(expr, Expression) or expr.is_atom:     # a Graph is atomic
        return []
    if type(expr) is AssociationExpr:          # its elements are its values, not the rules
        expr = Expression(expr.head, tuple(expr.values()))
    if head is not None and expr.head is not head:
        return []
    if type(expr) is not Expression and is_packed(expr):
        return _packed_dims(expr, head, level)
    dims = []
    nodes = (expr,)
    Expr_ = Expression
    while True:
        first = nodes[0]
        n = len(first.args)
        dims.append(n)
        if n == 0 or (level is not None and len(dims) >= level):
            return dims
        # the next level is full if every child of every node is a normal expression with
        # the same head and length; the leaf level is never scanned past its first element
        k0 = first.args[0]
        if not isinstance(k0, Expr_):
            return dims
        h = k0.head if head is None else head
        if k0.head != h:
            return dims
        if type(k0) is not Expr_:
            return dims + _dims_each([k for node in nodes for k in node.args], head,
                                     None if level is None else level - len(dims))
        m = len(k0.args)
        for node in nodes:
            for k in node.args:
                if type(k) is not Expr_:
                    if isinstance(k, Expr_) and is_packed(k):
                        return dims + _dims_each([c for nd in nodes for c in nd.args], head,
                                                 None if level is None else level - len(dims))
                    return dims
                if len(k.args) != m or (k.head is not h and k.head != h):
                    return dims
        nodes = first.args if len(nodes) == 1 else [k for node in nodes for k in node.args]


def array_depth(expr, head=LIST):
    """The number of full levels of ``expr`` (``Length[Dimensions[expr]]``)."""
    return len(dimensions(expr, None, head))


def full_to_depth(expr, depth, head=LIST):
    """True if ``expr`` is a full array of at least ``depth`` levels."""
    return len(dimensions(expr, depth, head)) >= depth


def flatten_to_depth(expr, depth):
    """The elements of ``expr`` at level ``depth`` (which must be full), in order, as a list."""
    items = [expr]
    for _ in range(depth):
        if len(items) == 1:
            items = list(items[0].args)
        else:
            items = [c for x in items for c in x.args]
    return items


def nest(flat, dims, head=LIST):
    """Build a nested array of the given dimensions from a flat sequence of elements
    (``len(flat) == prod(dims)``).  ``dims == []`` gives ``flat[0]``."""
    if not dims:
        return flat[0]
    if 0 in dims:
        return _empty(dims, head)
    items = list(flat)
    for d in reversed(dims[1:]):
        items = [Expression(head, tuple(items[i:i + d])) for i in range(0, len(items), d)]
    return Expression(head, tuple(items))


def _empty(dims, head):
    """A structure of the given dimensions, some of which are 0 (so it has no elements)."""
    if len(dims) == 1 or dims[0] == 0:
        return Expression(head, ())
    sub = _empty(dims[1:], head)
    return Expression(head, (sub,) * dims[0])
