"""Tensors as nested Lists: their shape and leaves, and the contraction behind Dot and Inner.

    tensor(x)                       (dims, leaves) of a full array, None when ragged
    contract(d1, l1, d2, l2, f, g)  the last index of one array contracted with the first of
                                    another: Dot when f and g are None (Times, Plus; exact
                                    and machine numbers combined natively), else Inner
    size(dims)                      the number of cells of an array of dimensions dims
"""

from operator import mul

from mathilda.algorithms.arrays.shape import dimensions, flatten_to_depth, nest
from mathilda.algorithms.lists.common import FROM_PY, LIST, is_list, numeric_kind, to_py
from mathilda.core.expr import Expression, S


def tensor(x):
    """(dims, leaves) of a full List array x; None if it is ragged."""
    dims = dimensions(x, None, LIST)
    if 0 in dims:
        return dims, []
    leaves = flatten_to_depth(x, len(dims))
    for e in leaves:
        if is_list(e):
            return None
    return dims, leaves


def contract(d1, l1, d2, l2, f=None, g=None):
    """Contract the last index of a (d1, l1) with the first of b (d2, l2); f/g None means
    Times/Plus (Dot), with a native path for numbers."""
    k = d1[-1]
    m = len(l1) // k if k else size(d1[:-1])
    p = len(l2) // k if k else size(d2[1:])
    rdims = d1[:-1] + d2[1:]
    kind = None
    if f is None:
        kind = numeric_kind(l1)
        kind2 = numeric_kind(l2)
        if kind is None or kind2 is None:
            kind = None
        elif "real" in (kind, kind2):
            kind = "real"
        elif "exact" in (kind, kind2):
            kind = "exact"
    out = []
    if kind is not None:
        A = [to_py(a, kind) for a in l1]
        B = [to_py(b, kind) for b in l2]
        cols = [B[j::p] for j in range(p)] if p else []
        conv = FROM_PY[kind]
        for i in range(m):
            row = A[i * k:(i + 1) * k]
            for col in cols:
                out.append(conv(sum(map(mul, row, col)) if k else 0))
    else:
        fh = f if f is not None else S.Times
        gh = g if g is not None else S.Plus
        for i in range(m):
            row = l1[i * k:(i + 1) * k]
            for j in range(p):
                out.append(Expression(gh, tuple(Expression(fh, (row[t], l2[t * p + j]))
                                                for t in range(k))))
    if not rdims:
        return out[0]
    return nest(out, rdims)


def size(dims):
    n = 1
    for d in dims:
        n *= d
    return n
