"""Parts of sparse arrays: ``s[[spec...]]`` and the part assignment ``s[[spec...]] = v``
(core/parts.py calls ``SparseArrayExpr.take_part`` and ``replace_part``).

A part of a sparse array that is not a single element is a sparse array with the same
default (``s[[1]]``, ``s[[All, 2]]``, ``s[[1 ;; 2, {1, 3}]]``), as in the Wolfram Language;
an assignment gives a new sparse array (elements equal to the default are not stored)."""

from itertools import product

from mathilda.core.expr import Expression, Integer, S
from mathilda.core.parts import PartError, level_indices


def _selection(s, specs, whole):
    """[(0-based indices, single)] for every level of s (the levels past the specs whole)."""
    if len(specs) > len(s.dims):
        raise PartError("partd", whole)
    sel = []
    for spec, n in zip(specs, s.dims):
        if type(spec) is Integer and spec.value == 0:
            raise PartError("partd", whole)
        ix, single = level_indices(spec, n, whole, s)
        sel.append(([i - 1 for i in ix], single))
    for n in s.dims[len(specs):]:
        sel.append((list(range(n)), False))
    return sel


def take_part(s, specs, whole):
    from mathilda.algorithms.linalg.sparse import SparseArrayExpr
    if len(specs) == 1 and type(specs[0]) is Integer and specs[0].value == 0:
        return s.head
    sel = _selection(s, specs, whole)
    if all(single for _, single in sel):
        return s.element(tuple(ix[0] for ix, _ in sel))
    dims = tuple(len(ix) for ix, single in sel if not single)
    c = s._csr
    if c is not None and s._nz is None and len(s.dims) == 2:
        from mathilda.algorithms.linalg.sparse import from_scipy
        rows, cols = sel[0][0], sel[1][0]
        m = c[rows][:, cols]
        if sel[0][1]:
            return _vector_of(m.tocoo(), 1, len(cols), s)
        if sel[1][1]:
            return _vector_of(m.tocoo(), 0, len(rows), s)
        return from_scipy(m, s.default)
    # old index -> new indices (a list spec may repeat an index), per level
    maps = []
    for ix, single in sel:
        m = {}
        for j, i in enumerate(ix):
            m.setdefault(i, []).append(None if single else j)
        maps.append(m)
    nz = {}
    for key, v in s.nz.items():
        news = []
        for k, m in zip(key, maps):
            t = m.get(k)
            if t is None:
                break
            news.append(t)
        else:
            for combo in product(*news):
                nz[tuple(j for j in combo if j is not None)] = v
    return SparseArrayExpr(dims, s.default, nz)


def _vector_of(coo, axis, n, s):
    """The sparse vector of a one-row (axis 1) or one-column (axis 0) SciPy matrix."""
    from mathilda.algorithms.linalg.sparse import SparseArrayExpr
    from mathilda.core.packed import _py_atom
    idx = coo.col if axis == 1 else coo.row
    nz = {(int(i),): _py_atom(v.item()) for i, v in zip(idx, coo.data) if v != 0}
    return SparseArrayExpr((n,), s.default, nz)


def _is_array(v):
    return isinstance(v, Expression) and (v.head is S.List or getattr(v, "dims", None)
                                          is not None and v.head is S.SparseArray)


def _items(v):
    """The elements of a List or the rows of a sparse array."""
    if v.head is S.List:
        return v.args
    return tuple(take_part(v, (Integer(i + 1),), None) for i in range(v.dims[0]))


def replace_part(s, specs, value, whole):
    """A new sparse array: s with the parts specs set to value (a List or sparse array of
    the selection's shape is spread over it; a shorter one over its leading levels)."""
    from mathilda.algorithms.linalg.sparse import SparseArrayExpr, is_default
    sel = _selection(s, specs, whole)
    nz = dict(s.nz)
    default = s.default

    def put(k, key, v):
        if k == len(sel):
            if _is_array(v):
                raise PartError("partd", whole)
            if is_default(v, default):
                nz.pop(key, None)
            else:
                nz[key] = v
            return
        ix, single = sel[k]
        if single:
            put(k + 1, key + (ix[0],), v)
            return
        if _is_array(v):
            items = _items(v)
            if len(items) == len(ix):
                for i, w in zip(ix, items):
                    put(k + 1, key + (i,), w)
                return
            raise PartError("partd", whole)
        for i in ix:
            put(k + 1, key + (i,), v)

    put(0, (), value)
    return SparseArrayExpr(s.dims, default, nz)
