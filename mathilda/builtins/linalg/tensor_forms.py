"""Tensors as arrays, rearranged and antisymmetrized: TensorTranspose, TensorWedge,
HodgeDual.

An array's levels are permuted as Transpose permutes them (level k goes to level p[[k]]);
TensorWedge is the antisymmetrized tensor product scaled by (p + q)!/(p! q!), so that
TensorWedge[u, v] of vectors is u (x) v - v (x) u; HodgeDual contracts an antisymmetric
array with the Levi-Civita symbol, divided by k! for rank k."""

from itertools import permutations, product
from math import factorial

from mathilda.algorithms.arrays.shape import nest
from mathilda.algorithms.build import plus, times
from mathilda.algorithms.linalg.common import is_list
from mathilda.algorithms.linalg.minors import permutation_sign
from mathilda.algorithms.linalg.tensors import size, tensor
from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.core.registry import builtin

PERM = "`1` is not a valid permutation of the `2` levels of the tensor."


def _array(x):
    """(dims, leaves) of a full array, ((), [x]) for a scalar, None if ragged."""
    if not is_list(x):
        return (), [x]
    t = tensor(x)
    if t is None:
        return None
    return tuple(t[0]), list(t[1])


def _strides(dims):
    return [size(dims[k + 1:]) for k in range(len(dims))]


def permute_levels(dims, leaves, perm):
    """(new dims, new leaves) with level k moved to level perm[k] (0-based)."""
    r = len(dims)
    rdims = [0] * r
    for k in range(r):
        rdims[perm[k]] = dims[k]
    st = _strides(dims)
    out = []
    for j in product(*[range(d) for d in rdims]):
        out.append(leaves[sum(j[perm[k]] * st[k] for k in range(r))])
    return rdims, out


def _perm_arg(ev, p, r):
    if isinstance(p, Expression) and p.head is S.Cycles:
        p = ev.call("PermutationList", p, Integer(r))
    if is_list(p) and all(type(v) is Integer for v in p.args):
        vals = [v.value for v in p.args]
        vals += list(range(len(vals) + 1, r + 1))          # a shorter list fixes the rest
        if sorted(vals) == list(range(1, r + 1)):
            return [v - 1 for v in vals]
    return None


@builtin("TensorTranspose", nargs=2, messages={"perm": PERM},
         usage="TensorTranspose[t, perm] transposes the levels of the tensor t as the "
               "permutation perm (a list, or Cycles) says: level k of t becomes level "
               "perm[[k]] of the result; for arrays it is Transpose[t, perm].",
         examples=[("TensorTranspose[{{a, b}, {c, d}}, {2, 1}]", "{{a, c}, {b, d}}"),
                   ("Dimensions[TensorTranspose[Array[100 #1 + 10 #2 + #3 &, {2, 3, 4}], "
                    "{3, 1, 2}]]", "{3, 4, 2}"),
                   ("TensorTranspose[Array[x, {2, 3, 4}], {3, 1, 2}][[1, 1, 2]]", "x[2, 1, 1]"),
                   ("TensorTranspose[Array[x, {2, 2, 2}], Cycles[{{1, 3}}]][[1, 2, 2]]",
                    "x[2, 2, 1]"),
                   ("TensorTranspose[{{1, 2}}, {1, 2}]", "{{1, 2}}"),
                   ("TensorTranspose[{{1, 2}}, {1, 3}]", "TensorTranspose[{{1, 2}}, {1, 3}]",
                    ("TensorTranspose::perm: {1, 3} is not a valid permutation of the 2 levels "
                     "of the tensor.",))])
def tensor_transpose(ev, expr):
    t, p = expr.args
    a = _array(t)
    if a is None or not a[0]:
        return None
    dims, leaves = a
    perm = _perm_arg(ev, p, len(dims))
    if perm is None:
        ev.message("TensorTranspose", "perm", p, Integer(len(dims)))
        return None
    rdims, out = permute_levels(dims, leaves, perm)
    return ev.evaluate(nest(out, rdims))


def _antisymmetrize(dims, leaves):
    """Sum over the permutations s of the levels of sign(s) t transposed by s (unscaled)."""
    r = len(dims)
    total = [[] for _ in leaves]
    for s in permutations(range(r)):
        sign = permutation_sign(s)
        _, out = permute_levels(dims, leaves, list(s))
        for i, v in enumerate(out):
            total[i].append(v if sign > 0 else times(Integer(-1), v))
    return [plus(*vs) for vs in total]


@builtin("TensorWedge", nargs=(0, None),
         messages={"dims": "The arrays `1` do not all have the same dimension in each level."},
         usage="TensorWedge[t1, t2, ...] gives the wedge (exterior) product of the "
               "antisymmetric arrays ti: their tensor product antisymmetrized, times "
               "(k1 + k2 + ...)!/(k1! k2! ...) for ranks ki (so TensorWedge[u, v] is "
               "u (x) v - v (x) u for vectors).",
         examples=[("TensorWedge[{a, b}, {c, d}]", "{{0, -(b c) + a d}, {b c - a d, 0}}"),
                   ("TensorWedge[{1, 0, 0}, {0, 1, 0}, {0, 0, 1}] == LeviCivitaTensor[3, List]",
                    "True"),
                   ("TensorWedge[{1, 2}, {1, 2}]", "{{0, 0}, {0, 0}}"),
                   ("TensorWedge[{a, b}]", "{a, b}"),
                   ("TensorWedge[2, {a, b}]", "{2 a, 2 b}"),
                   ("TensorWedge[{1, 2}, {1, 2, 3}]", "{1, 2} \\[TensorWedge] {1, 2, 3}",
                    ("TensorWedge::dims: The arrays {{1, 2}, {1, 2, 3}} do not all have the "
                     "same dimension in each level.",))])
def tensor_wedge(ev, expr):
    args = expr.args
    if not args:
        return Integer(1)
    arrays = [_array(a) for a in args]
    if any(a is None for a in arrays):
        return None
    n = None
    for dims, _ in arrays:
        for d in dims:
            if n is None:
                n = d
            elif d != n:
                ev.message("TensorWedge", "dims", Expression(S.List, tuple(args)))
                return None
    if n is None:                         # all scalars
        return ev.evaluate(times(*args))
    dims = tuple(d for a in arrays for d in a[0])
    if not ev.check_size(size(dims) * factorial(min(len(dims), 10)), "TensorWedge"):
        return None
    leaves = [Integer(1)]
    for _, ls in arrays:                  # the tensor product, flat
        leaves = [times(u, v) for u in leaves for v in ls]
    anti = _antisymmetrize(dims, leaves)
    scale = make_rational(1, 1)
    for a_dims, _ in arrays:
        scale = times(scale, make_rational(1, factorial(len(a_dims))))
    return ev.evaluate(nest([times(scale, v) for v in anti], list(dims)))


@builtin("HodgeDual", nargs=(1, 2),
         messages={"dims": "`1` is not an antisymmetric array of equal dimensions.",
                   "rank": "The rank of `1` exceeds the dimension `2`."},
         usage="HodgeDual[t] gives the Hodge dual of the antisymmetric array t of rank k in "
               "dimension n: the rank n - k array (1/k!) t[[i1, ..., ik]] "
               "LeviCivitaTensor[n][[i1, ..., ik, j1, ...]] summed over the i; "
               "HodgeDual[t, n] takes the dimension n (needed for a scalar).",
         examples=[("HodgeDual[{a, b, c}]", "{{0, c, -b}, {-c, 0, a}, {b, -a, 0}}"),
                   ("HodgeDual[{{0, c, -b}, {-c, 0, a}, {b, -a, 0}}]", "{a, b, c}"),
                   ("HodgeDual[x, 2]", "{{0, x}, {-x, 0}}"),
                   ("HodgeDual[{{0, 1}, {-1, 0}}]", "1"),
                   ("HodgeDual[{a, b}]", "{-b, a}"),
                   ("HodgeDual[{{1, 2, 3}}]", "HodgeDual[{{1, 2, 3}}]",
                    ("HodgeDual::dims: {{1, 2, 3}} is not an antisymmetric array of equal "
                     "dimensions.",))])
def hodge_dual(ev, expr):
    t = expr.args[0]
    a = _array(t)
    if a is None or len(set(a[0])) > 1:
        ev.message("HodgeDual", "dims", t)
        return None
    dims, leaves = a
    if len(expr.args) == 2:
        d = expr.args[1]
        if type(d) is not Integer or d.value < 1 or (dims and d.value != dims[0]):
            return None
        n = d.value
    elif dims:
        n = dims[0]
    else:
        return None
    k = len(dims)
    if k > n:
        ev.message("HodgeDual", "rank", t, Integer(n))
        return None
    rest = n - k
    if not ev.check_size(n ** rest * max(1, factorial(k)), "HodgeDual"):
        return None
    st = _strides(dims)
    out = []
    for j in product(range(n), repeat=rest):
        terms = []
        if len(set(j)) == rest:
            free = [i for i in range(n) if i not in j]
            for p in permutations(free):
                sign = permutation_sign(list(p) + list(j))
                v = leaves[sum(p[m] * st[m] for m in range(k))] if k else leaves[0]
                terms.append(v if sign > 0 else times(Integer(-1), v))
        out.append(times(make_rational(1, factorial(k)), plus(*terms)) if terms else Integer(0))
    return ev.evaluate(nest(out, [n] * rest))
