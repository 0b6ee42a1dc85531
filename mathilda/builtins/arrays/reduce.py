"""Reducing dimensions of an array: ArrayReduce.

The dimensions to reduce are moved last (Transpose) and f is mapped at the level of the
dimensions kept, so f sees each list (or sub-array) along the reduced dimensions.
"""

from mathilda.algorithms.arrays.shape import dimensions
from mathilda.algorithms.lists.common import is_list, machine_int, make_list
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin


def _dim(n, depth):
    """The 0-based dimension of a (1-based, possibly negative) spec, or None."""
    v = machine_int(n)
    if v is None or v == 0 or abs(v) > depth:
        return None
    return v - 1 if v > 0 else depth + v


@builtin("ArrayReduce", nargs=3,
         messages={"dims": "`1` is not a valid dimension or list of dimensions of an array "
                           "of depth `2`."},
         usage="ArrayReduce[f, array, n] applies f to each list of elements along dimension "
               "n of array, giving an array of one dimension less; ArrayReduce[f, array, {n1, "
               "n2, ...}] reduces several dimensions (f gets the sub-arrays spanned by them); "
               "ArrayReduce[f, array, {{n1, n2, ...}}] reduces them together as one flat list.",
         examples=[("ArrayReduce[Total, {{1, 2}, {3, 4}}, 1]", "{4, 6}"),
                   ("ArrayReduce[Total, {{1, 2}, {3, 4}}, 2]", "{3, 7}"),
                   ("ArrayReduce[f, {{a, b}, {c, d}}, 1]", "{f[{a, c}], f[{b, d}]}"),
                   ("ArrayReduce[f, {{a, b}, {c, d}}, -1]", "{f[{a, b}], f[{c, d}]}"),
                   ("ArrayReduce[Max, {{{1, 2}, {3, 4}}, {{5, 6}, {7, 0}}}, 2]",
                    "{{3, 4}, {7, 6}}"),
                   ("ArrayReduce[f, {{a, b}, {c, d}}, {1, 2}]", "f[{{a, b}, {c, d}}]"),
                   ("ArrayReduce[f, {{a, b}, {c, d}}, {2, 1}]", "f[{{a, c}, {b, d}}]"),
                   ("ArrayReduce[Total, {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}, {{1, 3}}]",
                    "{14, 22}"),
                   ("ArrayReduce[Total, {1, 2, 3}, 1]", "6"),
                   ("ArrayReduce[Total, {{1, 2}, {3, 4}}, 3]",
                    "ArrayReduce[Total, {{1, 2}, {3, 4}}, 3]",
                    ["ArrayReduce::dims: 3 is not a valid dimension or list of dimensions of "
                     "an array of depth 2."])])
def array_reduce(ev, expr):
    f, array, spec = expr.args
    depth = len(dimensions(array))
    together = False
    if is_list(spec) and len(spec.args) == 1 and is_list(spec.args[0]):
        together = True
        specs = spec.args[0].args
    elif is_list(spec):
        specs = spec.args
    else:
        specs = (spec,)
    reduced = [_dim(n, depth) for n in specs]
    if not reduced or None in reduced or len(set(reduced)) != len(reduced):
        ev.message("ArrayReduce", "dims", spec, Integer(depth))
        return None
    kept = [d for d in range(depth) if d not in reduced]
    order = kept + reduced
    t = array
    if order != list(range(depth)):
        perm = [0] * depth
        for new, old in enumerate(order):
            perm[old] = new + 1
        t = ev.call("Transpose", array, make_list([Integer(p) for p in perm]))
        if isinstance(t, Expression) and t.head is S.Transpose:
            return None
    level = make_list([Integer(len(kept))])
    if together and len(reduced) > 1:
        flat = Expression(S.Function, (Expression(S.Flatten, (
            Expression(S.Slot, (Integer(1),)), Integer(len(reduced) - 1))),))
        t = ev.call("Map", flat, t, level)
    return ev.call("Map", f, t, level)
