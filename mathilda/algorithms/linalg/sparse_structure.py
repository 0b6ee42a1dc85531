"""Structural operations on sparse arrays that keep them sparse, as the Wolfram Language
does: Map (over the explicit values or subarrays and the default), Flatten, Join,
Reverse, Transpose with a permutation, Take/Drop/First/Last/Rest/Most through parts,
Equal, and the properties s["NonzeroValues"], s["Density"], ...  The builtins (up-values
of SparseArray, builtins/linalg/sparse_ops.py) make one call here."""

from mathilda.algorithms.linalg.sparse import (
    SparseArrayExpr, from_dense, is_default, is_sparse)
from mathilda.algorithms.linalg.tensors import tensor
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, S, String
from mathilda.core.levels import in_levels

ZERO = Integer(0)


def _list(items):
    return Expression(S.List, tuple(items))


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def as_sparse(x):
    """x itself (sparse) or the sparse form of a full List array; None otherwise."""
    if is_sparse(x):
        return x
    if _is_list(x):
        t = tensor(x)
        if t is not None and t[0]:
            return from_dense(x, tuple(t[0]))
    return None


def _rows(s):
    """{first index: {rest of the key: value}} of the explicit elements."""
    rows = {}
    for k, v in s.nz.items():
        rows.setdefault(k[0], {})[k[1:]] = v
    return rows


# --- Map ----------------------------------------------------------------------------------

def map_sparse(ev, f, s, lo, hi):
    """Map[f, s, {lo, hi}] (levels as core/levels.py parses them)."""
    r = _map_at(ev, f, s, 0, lo, hi)
    if in_levels(0, len(s.dims) + 1, lo, hi):
        r = ev.evaluate(Expression(f, (r,)))
    return r


def _map_at(ev, f, s, k, lo, hi):
    rank = len(s.dims)
    if rank == 1:
        if not in_levels(k + 1, 1, lo, hi):
            return s
        default = ev.evaluate(Expression(f, (s.default,)))
        nz = {}
        for key, v in s.nz.items():
            ev.check_interrupt()
            w = ev.evaluate(Expression(f, (v,)))
            if _is_list(w) or is_sparse(w):
                return _dense_map(ev, f, s, k, lo, hi)
            if not is_default(w, default):
                nz[key] = w
        if _is_list(default) or is_sparse(default):
            return _dense_map(ev, f, s, k, lo, hi)
        return SparseArrayExpr(s.dims, default, nz)
    sub = s.dims[1:]
    apply_here = in_levels(k + 1, rank, lo, hi)

    def one(row):
        r = _map_at(ev, f, row, k + 1, lo, hi)
        return ev.evaluate(Expression(f, (r,))) if apply_here else r
    rows = {i: one(SparseArrayExpr(sub, s.default, d)) for i, d in sorted(_rows(s).items())}
    default = one(SparseArrayExpr(sub, s.default, {}))
    return _stack(s.dims[0], rows, default)


def _dense_map(ev, f, s, k, lo, hi):
    return _list(ev.evaluate(Expression(f, (s.element((i,)),))) for i in range(s.dims[0]))


def _stack(n, rows, default):
    """The array whose rows are rows[i] (default elsewhere): a sparse array when every row
    is an array of the same dimensions, a sparse vector when none is, else a List."""
    vals = list(rows.values()) + [default]
    arrays = [as_sparse(v) for v in vals]
    if all(a is not None for a in arrays) and len({a.dims for a in arrays}) == 1:
        d0 = arrays[-1]
        bg = d0.default
        nz = {}
        fill = {key: v for key, v in d0.nz.items()}
        explicit = dict(zip(rows, arrays[:-1]))
        for i in range(n):
            a = explicit.get(i)
            if a is None:
                for key, v in fill.items():
                    nz[(i,) + key] = v
                continue
            if not is_default(a.default, bg):
                a = from_dense(a.normal(), a.dims, bg)
            for key, v in a.nz.items():
                nz[(i,) + key] = v
        return SparseArrayExpr((n,) + d0.dims, bg, nz)
    if any(_is_list(v) or is_sparse(v) for v in vals):
        return _list(rows.get(i, default) for i in range(n))
    return SparseArrayExpr((n,), default, {(i,): v for i, v in rows.items()
                                          if not is_default(v, default)})


# --- reshaping ------------------------------------------------------------------------------

def flatten(s, n=None):
    """Flatten[s] (all levels) or Flatten[s, n] (the first n + 1 levels merged)."""
    rank = len(s.dims)
    m = rank if n is None else min(n + 1, rank)
    if m <= 1:
        return s
    head = s.dims[:m]
    strides = []
    acc = 1
    for d in reversed(head):
        strides.append(acc)
        acc *= d
    strides.reverse()
    nz = {}
    for key, v in s.nz.items():
        i = sum(a * b for a, b in zip(key[:m], strides))
        nz[(i,) + key[m:]] = v
    return SparseArrayExpr((acc,) + s.dims[m:], s.default, nz)


def join(arrays, level=1):
    """Join[a1, a2, ..., level] of sparse arrays (and full Lists): None when the
    dimensions other than the joined one differ or the defaults do."""
    sps = [as_sparse(a) for a in arrays]
    if any(a is None for a in sps):
        return None
    k = level - 1
    d0 = sps[0].dims
    if any(len(a.dims) != len(d0) or len(d0) <= k for a in sps):
        return None
    if any(a.dims[:k] + a.dims[k + 1:] != d0[:k] + d0[k + 1:] for a in sps):
        return None
    default = sps[0].default
    nz = {}
    off = 0
    for a in sps:
        if not is_default(a.default, default):
            a = from_dense(a.normal(), a.dims, default)
        for key, v in a.nz.items():
            nz[key[:k] + (key[k] + off,) + key[k + 1:]] = v
        off += a.dims[k]
    dims = d0[:k] + (off,) + d0[k + 1:]
    return SparseArrayExpr(dims, default, nz)


def reverse(s, levels=(1,)):
    nz = {}
    for key, v in s.nz.items():
        key = list(key)
        for lv in levels:
            if lv <= len(key):
                key[lv - 1] = s.dims[lv - 1] - 1 - key[lv - 1]
        nz[tuple(key)] = v
    return SparseArrayExpr(s.dims, s.default, nz)


def transpose(s, perm=None):
    """Transpose[s] (the first two levels swapped) or Transpose[s, {n1, n2, ...}] (level k
    of s becomes level nk); None for a spec that is not a permutation of the levels."""
    rank = len(s.dims)
    if perm is None:
        if rank < 2:
            return None
        perm = [2, 1] + list(range(3, rank + 1))
    if sorted(perm) != list(range(1, len(perm) + 1)) or len(perm) > rank:
        return None
    perm = list(perm) + list(range(len(perm) + 1, rank + 1))
    if perm == list(range(1, rank + 1)):
        return s
    if rank == 2 and s._csr is not None and s._nz is None:
        from mathilda.algorithms.linalg.sparse import from_scipy
        return from_scipy(s._csr.T.tocsr(), s.default)
    dims = [0] * rank
    for k, p in enumerate(perm):
        dims[p - 1] = s.dims[k]
    nz = {}
    for key, v in s.nz.items():
        new = [0] * rank
        for k, p in enumerate(perm):
            new[p - 1] = key[k]
        nz[tuple(new)] = v
    return SparseArrayExpr(tuple(dims), s.default, nz)


# --- comparison -----------------------------------------------------------------------------

def equal(ev, a, b):
    """a == b for arrays (one at least sparse): True, False or None (undecided)."""
    sa, sb = as_sparse(a), as_sparse(b)
    if sa is None or sb is None:
        return None if not (_is_list(a) or _is_list(b) or is_sparse(a) and is_sparse(b)) \
            else None
    if sa.dims != sb.dims:
        return FALSE
    keys = set(sa.nz) | set(sb.nz)
    pairs = [(sa.element(k), sb.element(k)) for k in keys]
    if len(keys) < _size(sa.dims):
        pairs.append((sa.default, sb.default))
    undecided = False
    for x, y in pairs:
        ev.check_interrupt()
        r = ev.evaluate(Expression(S.Equal, (x, y)))
        if r is FALSE:
            return FALSE
        if r is not TRUE:
            undecided = True
    return None if undecided else TRUE


def _size(dims):
    n = 1
    for d in dims:
        n *= d
    return n


# --- properties -----------------------------------------------------------------------------

PROPERTIES = ("AdjacencyLists", "Background", "ColumnIndices", "Density", "ExplicitLength",
              "ExplicitPositions", "ExplicitValues", "ImplicitValue", "MatrixColumns",
              "NonzeroPositions", "NonzeroValues", "Properties", "RowPointers")


def _row_pointers(s):
    pos = s.positions()
    n0 = s.dims[0] if s.dims else 0
    ptr = [0] * (n0 + 1)
    for p in pos:
        ptr[p[0] + 1] += 1
    for i in range(n0):
        ptr[i + 1] += ptr[i]
    return ptr


def prop(s, name):
    """s["name"], or None for an unknown property."""
    pos = s.positions()
    if name in ("NonzeroValues", "ExplicitValues"):
        return _list(s.nz[p] for p in pos)
    if name in ("NonzeroPositions", "ExplicitPositions"):
        return _list(_list(Integer(i + 1) for i in p) for p in pos)
    if name in ("Background", "ImplicitValue"):
        return s.default
    if name == "ExplicitLength":
        return Integer(len(pos))
    if name == "Density":
        n = _size(s.dims)
        return Real(len(pos) / n) if n else Real(0.0)
    if name == "RowPointers":
        if len(s.dims) == 1:
            return _list([ZERO, Integer(len(pos))])
        return _list(Integer(v) for v in _row_pointers(s))
    if name == "ColumnIndices":
        return _list(_list(Integer(i + 1) for i in (p[1:] if len(s.dims) > 1 else p))
                     for p in pos)
    if name in ("AdjacencyLists", "MatrixColumns"):
        if len(s.dims) != 2:
            return None
        rows = [[] for _ in range(s.dims[0])]
        for p in pos:
            rows[p[0]].append(Integer(p[1] + 1))
        return _list(_list(r) for r in rows)
    if name == "Properties":
        return _list(String(p) for p in PROPERTIES)
    return None
