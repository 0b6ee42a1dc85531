"""Tensors as arrays: ArrayFlatten, TensorProduct, TensorContract, TensorRank,
TensorDimensions.  Arrays are full nested Lists (algorithms/linalg/tensors.py gives their
dimensions and leaves)."""

from itertools import product

from mathilda.algorithms.arrays.shape import nest
from mathilda.algorithms.linalg.common import is_list, make_list
from mathilda.algorithms.linalg.tensors import size, tensor
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

ONE = Integer(1)


def _dims_leaves(x):
    """(dims, leaves) of a full array, ((), [x]) of a non-List, None for a ragged List."""
    if not is_list(x):
        return (), [x]
    t = tensor(x)
    if t is None:
        return None
    return tuple(t[0]), list(t[1])


@builtin("ArrayFlatten", nargs=(1, 2),
         usage="ArrayFlatten[{{m11, m12, ...}, {m21, m22, ...}, ...}] creates a single "
               "flattened matrix from a matrix of matrices mij (a scalar is replicated to "
               "fill its block); ArrayFlatten[a, r] flattens out r pairs of levels.",
         examples=[("ArrayFlatten[{{{{1, 2}, {3, 4}}, {{5}, {6}}}, {{{7, 8}}, {{9}}}}]",
                    "{{1, 2, 5}, {3, 4, 6}, {7, 8, 9}}"),
                   ("ArrayFlatten[{{IdentityMatrix[2], 0}, {0, {{a}}}}]",
                    "{{1, 0, 0}, {0, 1, 0}, {0, 0, a}}"),
                   ("ArrayFlatten[{{{{1}}, {{2}}}, {{{3}}, {{4}}}}]", "{{1, 2}, {3, 4}}"),
                   ("ArrayFlatten[{{{{a, b}}, x}}]", "{{a, b, x}}"),
                   ("ArrayFlatten[{{1, 2}, {3, 4}}]", "{{1, 2}, {3, 4}}"),
                   ("ArrayFlatten[{{1, 2}, {3, 4}}, 1]", "{1, 2, 3, 4}")])
def array_flatten(ev, expr):
    args = expr.args
    a = args[0]
    r = 2
    if len(args) == 2:
        if type(args[1]) is not Integer or args[1].value < 1:
            return None
        r = args[1].value
    outer = _outer_blocks(a, r)
    if outer is None:
        return None
    odims, blocks = outer
    # the size of each block index along each of the r axes
    sizes = [[None] * d for d in odims]
    infos = []
    for idx, b in zip(product(*[range(d) for d in odims]), blocks):
        dl = _dims_leaves(b)
        if dl is None:
            return None
        bd, bl = dl
        if len(bd) == 0:
            infos.append((idx, None, bl[0]))
            continue
        if len(bd) != r:
            return None
        for k in range(r):
            if sizes[k][idx[k]] is None:
                sizes[k][idx[k]] = bd[k]
            elif sizes[k][idx[k]] != bd[k]:
                return None
        infos.append((idx, bd, bl))
    if any(s is None for ax in sizes for s in ax):
        # a block row (or column) made only of scalars has size 1
        sizes = [[1 if s is None else s for s in ax] for ax in sizes]
    total = [sum(ax) for ax in sizes]
    if not ev.check_size(size(total), "ArrayFlatten"):
        return None
    offsets = [[sum(ax[:i]) for i in range(len(ax))] for ax in sizes]
    out = [None] * size(total)
    strides = [size(total[k + 1:]) for k in range(r)]
    for idx, bd, bl in infos:
        bd_full = bd if bd is not None else tuple(sizes[k][idx[k]] for k in range(r))
        for pos_i, sub in enumerate(product(*[range(d) for d in bd_full])):
            flat = sum((offsets[k][idx[k]] + sub[k]) * strides[k] for k in range(r))
            out[flat] = bl[pos_i] if bd is not None else bl
    return ev.evaluate(nest(out, total))


def _outer_blocks(a, r):
    """(the r outer dimensions of a, its blocks in order), None unless a has r full levels."""
    blocks = [a]
    dims = []
    for _ in range(r):
        nxt = []
        n = None
        for b in blocks:
            if not is_list(b):
                return None
            if n is None:
                n = len(b.args)
            elif len(b.args) != n:
                return None
            nxt.extend(b.args)
        dims.append(n or 0)
        blocks = nxt
    if 0 in dims:
        return None
    return dims, blocks


@builtin("TensorProduct", nargs=(0, None), attributes=("Flat", "OneIdentity", "Protected"),
         usage="TensorProduct[t1, t2, ...] represents the tensor product of the ti; for "
               "arrays it is Outer[Times, t1, t2, ...].",
         examples=[("TensorProduct[{a, b}, {c, d}]", "{{a c, a d}, {b c, b d}}"),
                   ("TensorProduct[{1, 2}, {{1, 0}, {0, 1}}]",
                    "{{{1, 0}, {0, 1}}, {{2, 0}, {0, 2}}}"),
                   ("TensorProduct[2, {a, b}]", "{2 a, 2 b}"),
                   ("Dimensions[TensorProduct[{1, 2}, {3, 4, 5}, {6, 7}]]", "{2, 3, 2}"),
                   ("TensorProduct[{x}]", "{x}"), ("TensorProduct[]", "1")])
def tensor_product(ev, expr):
    args = expr.args
    if not args:
        return ONE
    if len(args) == 1:
        return args[0]
    if not all(is_list(a) or a.is_number for a in args):
        return None
    if any(is_list(a) and tensor(a) is None for a in args):
        return None
    if all(is_list(a) for a in args):
        return ev.evaluate(Expression(S.Outer, (S.Times,) + tuple(args)))
    scal = [a for a in args if not is_list(a)]
    arrs = [a for a in args if is_list(a)]
    base = ev.evaluate(Expression(S.Outer, (S.Times,) + tuple(arrs))) if len(arrs) > 1 else \
        arrs[0] if arrs else ONE
    return ev.evaluate(Expression(S.Times, tuple(scal) + (base,)))


@builtin("TensorRank", nargs=1,
         usage="TensorRank[t] gives the rank of the tensor t (the depth of a full array; 0 "
               "for a number).",
         examples=[("TensorRank[{{1, 2}, {3, 4}}]", "2"), ("TensorRank[{a, b, c}]", "1"),
                   ("TensorRank[5]", "0"), ("TensorRank[Array[a, {2, 3, 4}]]", "3"),
                   ("TensorRank[{{1, 2}, {3}}]", "1")])
def tensor_rank(ev, expr):
    x = expr.args[0]
    if x.is_number:
        return Integer(0)
    if not is_list(x):
        return None
    return Integer(len(_list_dims(x)))


@builtin("TensorDimensions", nargs=1,
         usage="TensorDimensions[t] gives the list of dimensions of the tensor t.",
         examples=[("TensorDimensions[{{1, 2, 3}, {4, 5, 6}}]", "{2, 3}"),
                   ("TensorDimensions[Array[a, {2, 3, 4}]]", "{2, 3, 4}"),
                   ("TensorDimensions[7]", "{}"), ("TensorDimensions[{a, b}]", "{2}"),
                   ("TensorDimensions[{{1, 2}, {3}}]", "{2}")])
def tensor_dimensions(ev, expr):
    x = expr.args[0]
    if x.is_number:
        return make_list(())
    if not is_list(x):
        return None
    return make_list([Integer(d) for d in _list_dims(x)])


def _list_dims(x):
    """The dimensions of the full List array in x (heads other than List are leaves)."""
    from mathilda.algorithms.arrays.shape import dimensions
    return dimensions(x, None, S.List)


@builtin("TensorContract", nargs=2,
         messages={"tcpair": "`1` is not a list of pairs of distinct slots of a tensor of "
                   "rank `2` and equal dimension."},
         usage="TensorContract[tensor, {{s11, s12}, {s21, s22}, ...}] yields the contraction "
               "of tensor in each pair of slots {si1, si2}.",
         examples=[("TensorContract[{{a, b}, {c, d}}, {{1, 2}}]", "a + d"),
                   ("TensorContract[Array[t, {2, 2, 3}], {{1, 2}}]",
                    "{t[1, 1, 1] + t[2, 2, 1], t[1, 1, 2] + t[2, 2, 2], t[1, 1, 3] + t[2, 2, 3]}"),
                   ("TensorContract[TensorProduct[{1, 2}, {3, 4}], {{1, 2}}]", "11"),
                   ("TensorContract[IdentityMatrix[3], {{1, 2}}]", "3"),
                   ("TensorContract[Array[x, {2, 2, 2, 2}], {{1, 2}, {3, 4}}]",
                    "x[1, 1, 1, 1] + x[1, 1, 2, 2] + x[2, 2, 1, 1] + x[2, 2, 2, 2]")])
def tensor_contract(ev, expr):
    t, pairs = expr.args
    dl = _dims_leaves(t) if is_list(t) else None
    if dl is None or not is_list(pairs):
        return None
    dims, leaves = dl
    rank = len(dims)
    ps = []
    for p in pairs.args:
        if not is_list(p) or len(p.args) != 2 or any(type(s) is not Integer for s in p.args):
            ev.message("TensorContract", "tcpair", pairs, Integer(rank))
            return None
        i, j = p.args[0].value - 1, p.args[1].value - 1
        if not (0 <= i < rank and 0 <= j < rank) or i == j or dims[i] != dims[j]:
            ev.message("TensorContract", "tcpair", pairs, Integer(rank))
            return None
        ps.append((i, j))
    used = [s for p in ps for s in p]
    if len(set(used)) != len(used):
        ev.message("TensorContract", "tcpair", pairs, Integer(rank))
        return None
    free = [k for k in range(rank) if k not in used]
    rdims = [dims[k] for k in free]
    strides = [size(dims[k + 1:]) for k in range(rank)]
    if not ev.check_size(size(rdims) * size([dims[i] for i, _ in ps]), "TensorContract"):
        return None
    out = []
    for fidx in product(*[range(dims[k]) for k in free]):
        terms = []
        for cidx in product(*[range(dims[i]) for i, _ in ps]):
            ix = [0] * rank
            for k, v in zip(free, fidx):
                ix[k] = v
            for (i, j), v in zip(ps, cidx):
                ix[i] = ix[j] = v
            terms.append(leaves[sum(a * s for a, s in zip(ix, strides))])
        out.append(Expression(S.Plus, tuple(terms)))
    if not rdims:
        return ev.evaluate(out[0])
    return ev.evaluate(nest(out, rdims))
