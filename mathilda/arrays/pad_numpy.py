"""ArrayPad on NumPy arrays: the vectorised path of packed arrays.

Same contract as ``mathilda.arrays.pad`` (``amounts`` is a list of ``(lo, hi)`` for the first
``len(amounts)`` axes; negative amounts trim), computed with whole-axis gathers:

    pad_scheme_np(a, amounts, scheme, order)   named schemes
    pad_fill_np(a, amounts, value)             constant padding (every axis padded)
    pad_cyclic_np(a, amounts, block)           cyclic block padding (a NumPy block)

Results are identical, element for element and in type, to the general path: the copy
schemes are pure gathers; the linear schemes evaluate each new cell as
``((c1 v1) + c2 v2) + ...`` in the same term order and with the same IEEE operations as the
general path, and never produce a negative zero.  Functions return ``None`` when the array
cannot be handled exactly here (an element type other than integer/real, or integer
arithmetic that could overflow 64 bits); the caller then takes the general path.
"""

from mathilda.arrays.pad_plans import INDEX_SCHEMES, plan_cell

__all__ = ["pad_scheme_np", "pad_fill_np", "pad_cyclic_np", "index_plan_np", "INT64_LIMIT"]

INT64_LIMIT = 2 ** 63 - 1


def _ranges(L, lo, hi):
    t0, t1 = -lo, L + hi
    if t1 < t0:
        t1 = t0
    return t0, t1


def index_plan_np(scheme, L, lo, hi):
    """The source index of every output position of one axis (copy schemes), vectorised."""
    import numpy as np
    t0, t1 = _ranges(L, lo, hi)
    t = np.arange(t0, t1, dtype=np.int64)
    if scheme == "Fixed":
        return np.clip(t, 0, L - 1)
    if scheme == "Periodic":
        return t % L
    if scheme == "Reversed":
        p = t % (2 * L)
        return np.where(p < L, p, 2 * L - 1 - p)
    if scheme == "Reflected":
        if L == 1:                        # no padding possible: only the inside is kept
            return t
        p = t % (2 * L - 2)
        return np.where(p < L, p, 2 * L - 2 - p)
    raise ValueError(scheme)


def _kind(a):
    k = a.dtype.kind
    if k in "iu":
        return "i"
    if k == "f":
        return "f"
    return None


def _axis_linear(np, a, axis, L, lo, hi, scheme, order, kind):
    """One axis of a linear scheme (or None on possible integer overflow)."""
    t0, t1 = _ranges(L, lo, hi)
    n = t1 - t0
    a0, a1 = max(t0, 0), min(t1, L)
    pos_before = range(t0, min(0, t1))
    pos_after = range(max(L, t0), t1)
    cells = [(t - t0, plan_cell(scheme, t, L, order)) for t in pos_before]
    cells += [(t - t0, plan_cell(scheme, t, L, order)) for t in pos_after]
    if kind == "i" and cells:
        biggest = max(sum(abs(c) for _, c in e) if type(e) is tuple else 1 for _, e in cells)
        amax = max(-int(a.min()), int(a.max())) if a.size else 0
        if biggest * amax > INT64_LIMIT:
            return None
    shape = list(a.shape)
    shape[axis] = n
    out = np.empty(shape, dtype=a.dtype)
    idx = [slice(None)] * a.ndim
    if a1 > a0:
        idx[axis] = slice(a0 - t0, a1 - t0)
        src = [slice(None)] * a.ndim
        src[axis] = slice(a0, a1)
        out[tuple(idx)] = a[tuple(src)]
    copies = [(p, e) for p, e in cells if type(e) is int]
    if copies:
        idx[axis] = np.array([p for p, _ in copies], dtype=np.intp)
        out[tuple(idx)] = np.take(a, [e for _, e in copies], axis=axis)
    groups = {}
    for p, e in cells:
        if type(e) is tuple:
            groups.setdefault(len(e), []).append((p, e))
    cshape = [1] * a.ndim
    for m, group in groups.items():
        cshape[axis] = len(group)
        acc = None
        for j in range(m):
            src_idx = [e[j][0] for _, e in group]
            coefs = [e[j][1] for _, e in group]
            if kind == "f":
                coefs = [_float(c) for c in coefs]
            cvec = np.array(coefs, dtype=a.dtype).reshape(cshape)
            term = np.take(a, src_idx, axis=axis) * cvec
            acc = term if acc is None else acc + term
        if kind == "f":
            acc += 0.0                     # no negative zero (as the general path)
        idx[axis] = np.array([p for p, _ in group], dtype=np.intp)
        out[tuple(idx)] = acc
    return out


def _float(c):
    try:
        return float(c)
    except OverflowError:
        return float("inf") if c > 0 else float("-inf")


def pad_scheme_np(a, amounts, scheme, order=1):
    """Pad the NumPy array ``a`` with a named scheme on its first ``len(amounts)`` axes,
    outer axis first.  ``order`` None is Infinity.  None if not exactly representable."""
    import numpy as np
    kind = _kind(a)
    if kind is None:
        return None
    for axis, (lo, hi) in enumerate(amounts):
        L = a.shape[axis]
        if L == 0 or (lo == 0 and hi == 0):
            continue                      # an empty axis is left unpadded
        if scheme in INDEX_SCHEMES:
            a = np.take(a, index_plan_np(scheme, L, lo, hi), axis=axis)
        else:
            a = _axis_linear(np, a, axis, L, lo, hi, scheme, order, kind)
            if a is None:
                return None
    return a


def _out_shape_and_regions(a, amounts):
    shape = list(a.shape)
    dst = [slice(None)] * a.ndim
    src = [slice(None)] * a.ndim
    ranges = []
    for axis, (lo, hi) in enumerate(amounts):
        L = a.shape[axis]
        t0, t1 = _ranges(L, lo, hi)
        shape[axis] = t1 - t0
        a0, a1 = max(t0, 0), min(t1, L)
        if a1 < a0:
            a1 = a0
        dst[axis] = slice(a0 - t0, a1 - t0)
        src[axis] = slice(a0, a1)
        ranges.append((t0, t1))
    return shape, tuple(dst), tuple(src), ranges


def pad_fill_np(a, amounts, value):
    """Constant padding: ``value`` a Python number of the array's kind."""
    import numpy as np
    shape, dst, src, _ = _out_shape_and_regions(a, amounts)
    out = np.full(shape, value, dtype=a.dtype)
    out[dst] = a[src]
    return out


def pad_cyclic_np(a, amounts, block):
    """Cyclic padding with the NumPy array ``block`` (``block.ndim <= len(amounts)``),
    tiled over the index space anchored at the first original element."""
    import numpy as np
    shape, dst, src, ranges = _out_shape_and_regions(a, amounts)
    b = block.ndim
    grids = [np.arange(t0, t1) % block.shape[k] for k, (t0, t1) in enumerate(ranges[:b])]
    tile = block[np.ix_(*grids)] if b else block
    tile = tile.reshape(tile.shape + (1,) * (a.ndim - b))
    out = np.empty(shape, dtype=a.dtype)
    out[...] = tile
    out[dst] = a[src]
    return out
