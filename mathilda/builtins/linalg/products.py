"""Products of vectors, matrices and tensors: Dot (``.``) and Inner, its generalisation.

The last index of the first array is contracted with the first index of the second
(``mathilda.algorithms.linalg.tensors``); numbers are combined natively, anything else is
built as one Plus/Times (or g/f) expression for the evaluator.  Packed operands take NumPy's
matrix product (``mathilda.algorithms.packed.lists.packed_dot``).  Cross, KroneckerProduct and
Outer are elsewhere (``matrices.py``, ``lists/aggregate.py``).
"""

from mathilda.algorithms.packed.lists import packed_dot
from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.linalg.tensors import contract, size, tensor
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin


def _tensor_pair(ev, name, a, b):
    """(d1, l1, d2, l2): the dims and leaves of the arrays a and b (Dot, Inner), or None
    after ``name::rect`` if either is ragged."""
    t1, t2 = tensor(a), tensor(b)
    if t1 is None or t2 is None:
        ev.message(name, "rect")
        return None
    return t1 + t2


@builtin("Dot", packed=packed_dot, attributes=("Flat", "OneIdentity", "Protected"),
         messages={"dotsh": "Tensors `1` and `2` have incompatible shapes.",
                   "rect": "Nonrectangular tensor encountered."},
         usage="a . b gives the product of vectors, matrices and tensors: the last index of "
               "a is contracted with the first index of b.",
         examples=[("{a, b} . {c, d}", "a c + b d"),
                   ("{{1, 2}, {3, 4}} . {{5, 6}, {7, 8}}", "{{19, 22}, {43, 50}}"),
                   ("{{1, 2}, {3, 4}} . {x, y}", "{x + 2 y, 3 x + 4 y}"),
                   ("{1, 2, 3} . {4, 5, 6}", "32"), ("a . b", "a . b"),
                   ("{1, 2} . {1, 2, 3}", "{1, 2} . {1, 2, 3}",
                    ["Dot::dotsh: Tensors {1, 2} and {1, 2, 3} have incompatible shapes."])])
def dot(ev, expr):
    args = expr.args
    if len(args) == 1:
        return args[0]
    if len(args) < 2 or not all(is_list(a) for a in args):
        return None
    acc = args[0]
    for i in range(1, len(args)):
        b = args[i]
        t = _tensor_pair(ev, "Dot", acc, b)
        if t is None:
            return None
        d1, l1, d2, l2 = t
        if not d1 or not d2 or d1[-1] != d2[0]:
            ev.message("Dot", "dotsh", acc, b)
            return None
        if not ev.check_size(size(d1[:-1] + d2[1:]) * max(1, d1[-1]), "Dot"):
            return None
        acc = contract(d1, l1, d2, l2)
        if i + 1 < len(args):
            acc = ev.evaluate(acc)
            if not is_list(acc):
                return Expression(S.Dot, (acc,) + args[i + 1:])
    return acc


@builtin("Inner", nargs=(3, 5),
         messages={"incom": "Length `1` of dimension `2` in `3` is incommensurate with "
                            "length `4` of dimension `5` in `6`.",
                   "rect": "Nonrectangular tensor encountered."},
         usage="Inner[f, list1, list2, g] is a generalised Dot: g[f[a1, b1], f[a2, b2], "
               "...] for vectors, contracting the last index of list1 with the first of "
               "list2; g is Plus by default.",
         examples=[("Inner[f, {a, b}, {x, y}, g]", "g[f[a, x], f[b, y]]"),
                   ("Inner[Times, {a, b}, {x, y}]", "a x + b y"),
                   ("Inner[f, {{1, 2}, {3, 4}}, {x, y}, g]",
                    "{g[f[1, x], f[2, y]], g[f[3, x], f[4, y]]}"),
                   ("Inner[f, {a, b}, {x}, g]", "Inner[f, {a, b}, {x}, g]",
                    ["Inner::incom: Length 2 of dimension 1 in {a, b} is incommensurate "
                     "with length 1 of dimension 1 in {x}."])])
def inner(ev, expr):
    args = expr.args
    f, a, b = args[0], args[1], args[2]
    g = args[3] if len(args) > 3 else S.Plus
    if not (is_list(a) and is_list(b)):
        return None
    t = _tensor_pair(ev, "Inner", a, b)
    if t is None:
        return None
    d1, l1, d2, l2 = t
    if d1[-1] != d2[0]:
        ev.message("Inner", "incom", Integer(d1[-1]), Integer(len(d1)), a, Integer(d2[0]),
                   Integer(1), b)
        return None
    if not ev.check_size(size(d1[:-1] + d2[1:]) * max(1, d1[-1]), "Inner"):
        return None
    return contract(d1, l1, d2, l2, f, g)
