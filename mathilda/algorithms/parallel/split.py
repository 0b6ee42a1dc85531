"""How a parallel computation of n items is cut into evaluations (the Method option).

    "CoarsestGrained"             as many pieces as there are kernels
    "FinestGrained"               one item per piece
    "EvaluationsPerKernel" -> e   at most e pieces per kernel
    "ItemsPerEvaluation" -> m     at most m items per piece
    Automatic                     a compromise: up to AUTO_PER_KERNEL pieces per kernel, so
                                  that uneven items still balance while the cost of a round
                                  trip to a kernel is shared by many small items

``parse_method(value)`` turns the option's value (already taken apart by the caller into a
name and an optional positive integer) into a method, ``pieces(n, kernels, method)`` gives
the ``(start, stop)`` ranges, contiguous and in order, sizes differing by at most one.
"""

from mathilda.core.expr import Expression, Integer, S
from mathilda.core.packed import PackedArray

__all__ = ["AUTO_PER_KERNEL", "METHODS", "parse_method", "pieces", "iterator_pieces",
           "slice_items", "map_pieces", "array_pieces", "combine_pieces", "join_pieces"]

AUTO_PER_KERNEL = 8

METHODS = ("Automatic", "CoarsestGrained", "FinestGrained", "EvaluationsPerKernel",
           "ItemsPerEvaluation")


def parse_method(name, k=None):
    """A method tuple for ``name`` (one of METHODS) and its count ``k`` (for the two
    methods that take one), or None when they do not form a method."""
    if name in ("Automatic", "CoarsestGrained", "FinestGrained") and k is None:
        return (name,)
    if name in ("EvaluationsPerKernel", "ItemsPerEvaluation") and isinstance(k, int) \
            and k >= 1:
        return (name, k)
    return None


def _count(n, kernels, method):
    kernels = max(1, kernels)
    name = method[0]
    if name == "CoarsestGrained":
        return min(n, kernels)
    if name == "FinestGrained":
        return n
    if name == "EvaluationsPerKernel":
        return min(n, kernels * method[1])
    if name == "ItemsPerEvaluation":
        return -(-n // method[1])
    return min(n, kernels * AUTO_PER_KERNEL)


def pieces(n, kernels, method=("Automatic",)):
    """The ranges ``[(start, stop), ...]`` cutting ``range(n)`` for ``kernels`` kernels."""
    if n <= 0:
        return []
    count = max(1, _count(n, kernels, method))
    base, extra = divmod(n, count)
    out = []
    start = 0
    for i in range(count):
        stop = start + base + (1 if i < extra else 0)
        out.append((start, stop))
        start = stop
    return out


# --- the pieces themselves: expressions a kernel evaluates -----------------------------------

def _list(items):
    return Expression(S.List, tuple(items))


def iterator_pieces(head, body, var, values, rest, ranges):
    """``head[body, {var, {values...}}, rest...]`` for each range (``{count}`` when
    ``var`` is None): Table, Do, Sum and Product over a piece of the first iterator."""
    out = []
    for a, b in ranges:
        if var is None:
            it = _list((Integer(b - a),))
        else:
            it = _list((var, _list(values[a:b])))
        out.append(Expression(head, (body, it) + tuple(rest)))
    return out


def slice_items(expr, a, b):
    """The List of ``expr``'s arguments a..b-1 (a packed array stays packed)."""
    arr = getattr(expr, "array", None)
    if arr is not None:
        return PackedArray(arr[a:b])
    return _list(expr.args[a:b])


def map_pieces(f, expr, level, ranges):
    """``Map[f, {piece}, level]`` for each range of the arguments of ``expr``."""
    extra = () if level is None else (level,)
    return [Expression(S.Map, (f, slice_items(expr, a, b)) + extra) for a, b in ranges]


def array_pieces(f, dims, origins, ranges):
    """``Array[f, {len, dims...}, {origin, origins...}]`` for each range of the first
    dimension (``dims``, ``origins``: lists of Integer)."""
    out = []
    for a, b in ranges:
        n, o = Integer(b - a), Integer(origins[0].value + a)
        if len(dims) > 1:
            n = _list((n,) + tuple(dims[1:]))
            o = _list((o,) + tuple(origins[1:]))
        out.append(Expression(S.Array, (f, n, o)))
    return out


def combine_pieces(f, expr, ranges):
    """``f[h[piece]]`` for each range of the arguments of ``expr = h[...]``."""
    out = []
    for a, b in ranges:
        part = slice_items(expr, a, b)
        if expr.head is not part.head:
            part = Expression(expr.head, part.args)
        out.append(Expression(f, (part,)))
    return out


def join_pieces(results, ranges):
    """The elements of the List results of the pieces, in order, or None when a result is
    not a List of its piece's length (the piece could not be evaluated as a whole: the
    caller falls back on the serial evaluation).  A piece that gave ``$Failed`` (its
    kernel died twice running it) gives ``$Failed`` for each of its items: evaluating it
    again on the master could take the master down as well."""
    failed = S["$Failed"]
    items = []
    for r, (a, b) in zip(results, ranges):
        if r is failed:
            items.extend([failed] * (b - a))
            continue
        if not (isinstance(r, Expression) and r.head is S.List and len(r) == b - a):
            return None
        items.extend(r.args)
    return items
