"""Unsqueeze and Squeeze (the ONNX operators) on nested Lists and on NumPy arrays.

A tensor is a full nested List (its rank is ``array_depth``: what lies below the deepest full
level is an opaque entry), a packed array, or any other expression (rank 0).

    parse_axes(axes)                          Python ints from an Integer / List / packed array
    unsqueeze_axes(axes, rank_in)             normalised, sorted output axes (validated)
    squeeze_axes(axes, dims)                  normalised, sorted input axes to drop (validated)
    unsqueeze(data, axes) / squeeze(data, axes)        on nested Lists
    unsqueeze_np(a, axes) / squeeze_np(a, axes)        on NumPy arrays: views, O(1)

Validation raises ``AxesError(tag, *args)``; the builtins turn it into a message.

On nested Lists the rebuild stops below the deepest axis it touches: the deeper sub-arrays
are shared, not copied (``Unsqueeze[x, 0]`` is O(1); an innermost axis touches every entry).
"""

from mathilda.core.expr import Expression, Integer, S

__all__ = ["AxesError", "parse_axes", "unsqueeze_axes", "squeeze_axes", "unsqueeze",
           "squeeze", "unsqueeze_np", "squeeze_np"]

LIST = S.List


class AxesError(Exception):
    def __init__(self, tag, *args):
        super().__init__(tag)
        self.tag = tag
        self.args_ = args


def parse_axes(axes):
    """A list of Python ints from an integer, a List of integers or a packed integer array;
    ``AxesError("axint", axes)`` otherwise."""
    if type(axes) is Integer:
        return [axes.value]
    if isinstance(axes, Expression) and axes.head is LIST:
        arr = getattr(axes, "array", None)
        if arr is not None:
            if arr.ndim == 1 and arr.dtype.kind in "iu":
                return [int(v) for v in arr.tolist()]
            raise AxesError("axint", axes)
        if all(type(a) is Integer for a in axes.args):
            return [a.value for a in axes.args]
    raise AxesError("axint", axes)


def _normalise(axes, rank, given):
    out = []
    for a in axes:
        if not -rank <= a < rank:
            raise AxesError("axrange", Integer(a), Integer(rank), Integer(-rank),
                            Integer(rank - 1))
        out.append(a + rank if a < 0 else a)
    if len(set(out)) != len(out):
        raise AxesError("dupaxes", given,
                        Expression(LIST, tuple(Integer(a) for a in out)))
    return sorted(out)


def unsqueeze_axes(axes, rank_in, given=None):
    """Normalised sorted output axes for Unsqueeze: every axis in [-r, r-1] with
    r = rank_in + len(axes), no duplicates after normalisation."""
    return _normalise(axes, rank_in + len(axes), given)


def squeeze_axes(axes, dims, given=None):
    """Normalised sorted axes for Squeeze of an array of dimensions ``dims`` (``axes`` None:
    every axis of length 1); each must have length 1."""
    if axes is None:
        return [i for i, d in enumerate(dims) if d == 1]
    out = _normalise(axes, len(dims), given)
    for a in out:
        if dims[a] != 1:
            raise AxesError("sqlen", Integer(a), Integer(dims[a]))
    return out


def _tail_runs(marked, deepest):
    """run[i] = number of consecutive marked levels from i that reach ``deepest`` (the last
    marked level), else 0: below such a level the rebuild is one bulk comprehension."""
    run = [0] * (deepest + 2)
    for i in range(deepest, -1, -1):
        if i in marked and (i == deepest or run[i + 1]):
            run[i] = run[i + 1] + 1
    return run


def unsqueeze(data, axes):
    """Insert a level of length 1 at each (normalised, sorted) output axis."""
    if not axes:
        return data
    ins = frozenset(axes)
    deepest = axes[-1]
    run = _tail_runs(ins, deepest)

    def f(node, i):
        if i > deepest:
            return node
        if i in ins:
            return Expression(LIST, (f(node, i + 1),))
        kids = node.args
        n = run[i + 1]
        if n:                          # only insertions below: wrap each child n times
            for _ in range(n):
                kids = [Expression(LIST, (c,)) for c in kids]
            return Expression(LIST, tuple(kids))
        return Expression(LIST, tuple([f(c, i + 1) for c in kids]))

    return f(data, 0)


def squeeze(data, axes):
    """Remove the levels (of length 1) at the normalised sorted input ``axes``."""
    if not axes:
        return data
    drop = frozenset(axes)
    deepest = axes[-1]
    run = _tail_runs(drop, deepest)

    def g(node, i):
        if i > deepest:
            return node
        if i in drop:
            return g(node.args[0], i + 1)
        kids = node.args
        n = run[i + 1]
        if n:                          # only removals below: unwrap each child n times
            for _ in range(n):
                kids = [c.args[0] for c in kids]
            return Expression(LIST, tuple(kids))
        return Expression(LIST, tuple([g(c, i + 1) for c in kids]))

    return g(data, 0)


def unsqueeze_np(a, axes):
    """A view of ``a`` with a length-1 axis at each normalised output axis (no copy)."""
    import numpy as np
    return np.expand_dims(a, tuple(axes)) if axes else a


def squeeze_np(a, axes):
    """A view of ``a`` without the (length-1) ``axes`` (no copy)."""
    import numpy as np
    return np.squeeze(a, axis=tuple(axes)) if axes else a
