"""ArrayPad on NumPy arrays: the vectorised path of packed arrays.

Same contract as ``mathilda.algorithms.arrays.pad`` (``amounts`` is a list of ``(lo, hi)`` for the first
``len(amounts)`` axes; negative amounts trim), computed with whole-axis gathers:

    pad_scheme_np(a, amounts, scheme, order)   named schemes
    pad_fill_np(a, amounts, value)             constant padding (every axis padded)
    pad_cyclic_np(a, amounts, block)           cyclic block padding (a NumPy block)

Results are identical, element for element and in type, to the general path: the copy
schemes are pure gathers; the linear schemes evaluate each new cell as
``((c1 v1) + c2 v2) + ...`` in the same term order and with the same IEEE operations as the
general path, and never produce a negative zero.  Functions return ``None`` when the array
cannot be handled exactly here (an element type other than integer/real, or integer
arithmetic that could overflow 64 bits, or real arithmetic that overflows to infinity);
the caller then takes the general path.  A result computed here from a finite array is
finite, so it can be packed without another pass over it.
"""

from mathilda.algorithms.arrays.pad_plans import (INDEX_SCHEMES, compile_plan, plan_cell,
                                                  trim_then_pad)

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


def _regular(seq):
    """A slice for an arithmetic run of indices (step 1 or -1), ("b", i) for a constant run
    (broadcast), else None."""
    n = len(seq)
    first = seq[0]
    if n == 1:
        return slice(first, first + 1)
    step = seq[1] - first
    if step not in (-1, 0, 1):
        return None
    for i in range(1, n):
        if seq[i] - seq[i - 1] != step:
            return None
    if step == 0:
        return ("b", first)
    if step == 1:
        return slice(first, first + n)
    stop = first - n
    return slice(first, stop if stop >= 0 else None, -1)


def _gather(np, view, axis, seq):
    """view's cells at positions ``seq`` along ``axis``: a view when the run is regular
    (a length-1 view when constant: it broadcasts), else a gathered copy."""
    r = _regular(seq)
    if r is None:
        return np.take(view, seq, axis=axis)
    if type(r) is tuple:
        r = slice(r[1], r[1] + 1)
    idx = [slice(None)] * view.ndim
    idx[axis] = r
    return view[tuple(idx)]


def _put(np, view, axis, positions, values):
    r = _regular(positions)
    idx = [slice(None)] * view.ndim
    idx[axis] = r if type(r) is slice else np.array(positions, dtype=np.intp)
    view[tuple(idx)] = values


def _fill_axis(np, view, axis, L, P, Q, scheme, order, kind):
    """Fill the padding slabs of ``view`` along ``axis`` in place: the original cells are at
    positions [P, P + L); P cells before and Q after are derived from them (and, through
    the earlier axes already padded in ``view``, corners follow)."""
    if scheme in INDEX_SCHEMES:
        for t0, t1, start in ((-P, 0, 0), (L, L + Q, P + L)):
            if t1 <= t0:
                continue
            src = (index_plan_np(scheme, L, -t0, t1 - L) + P).tolist()
            ops = compile_plan(src)
            if len(ops) > 16:          # many short runs (a large periodic padding): gather
                _put(np, view, axis, list(range(start, start + len(src))),
                     np.take(view, src, axis=axis))
                continue
            pos = start
            for op in ops:
                if op[0] == "r":
                    seq = [op[1]] * op[2]
                else:
                    seq = list(range(*op[1].indices(view.shape[axis])))
                n = len(seq)
                _put(np, view, axis, list(range(pos, pos + n)), _gather(np, view, axis, seq))
                pos += n
        return
    with np.errstate(over="ignore", invalid="ignore"):   # overflow: detected, see below
        for side in (range(-P, 0), range(L, L + Q)):
            if len(side):
                _fill_linear(np, view, axis, L, P, scheme, order, kind, side)


def _fill_linear(np, view, axis, L, P, scheme, order, kind, side):
    """One side of a linear scheme: cells grouped by their number of terms, each group
    computed term by term over whole slabs (the general path's order of operations)."""
    cells = [(t + P, plan_cell(scheme, t, L, order)) for t in side]
    copies = [(p, e) for p, e in cells if type(e) is int]
    if copies:
        _put(np, view, axis, [p for p, _ in copies],
             _gather(np, view, axis, [e + P for _, e in copies]))
    groups = {}
    for p, e in cells:
        if type(e) is tuple:
            groups.setdefault(len(e), []).append((p, e))
    cshape = [1] * view.ndim
    for m, group in groups.items():
        cshape[axis] = len(group)
        acc = None
        for j in range(m):
            src = [e[j][0] + P for _, e in group]
            coefs = [e[j][1] for _, e in group]
            if kind == "f":
                coefs = [_float(c) for c in coefs]
            if all(c == coefs[0] for c in coefs):
                cvec = np.array(coefs[0], dtype=view.dtype)
            else:
                cvec = np.array(coefs, dtype=view.dtype).reshape(cshape)
            term = _gather(np, view, axis, src) * cvec
            acc = term if acc is None else acc + term
        if kind == "f":
            acc += 0.0                     # no negative zero (as the general path)
            if not np.isfinite(acc).all():
                raise _NonFinite()
        _put(np, view, axis, [p for p, _ in group], acc)


class _NonFinite(Exception):
    """A real cell overflowed: the result is not a finite (packable) array."""


def _growth(scheme, L, P, Q, order):
    """The largest sum of |coefficients| of a new cell on one axis (integer overflow bound)."""
    if scheme in INDEX_SCHEMES or (P == 0 and Q == 0):
        return 1
    big = 1
    for t in list(range(-P, 0)) + list(range(L, L + Q)):
        e = plan_cell(scheme, t, L, order)
        if type(e) is tuple:
            big = max(big, sum(abs(c) for _, c in e))
    return big


def _float(c):
    try:
        return float(c)
    except OverflowError:
        return float("inf") if c > 0 else float("-inf")


def pad_scheme_np(a, amounts, scheme, order=1):
    """Pad the NumPy array ``a`` with a named scheme on its first ``len(amounts)`` axes,
    outer axis first.  ``order`` None is Infinity.  None if not exactly representable.

    One output buffer: the original goes to the centre, then each axis fills its padding
    slabs in place from the centre (over the full extent of the axes already padded).
    A negative amount trims before the scheme pads, so padding that wraps or reflects
    sees only the cells that are kept (as the nested-List path does)."""
    import numpy as np
    kind = _kind(a)
    if kind is None:
        if a.dtype.kind != "c" or scheme not in INDEX_SCHEMES:
            return None
        kind = "c"                        # complex: pure copies are exact
    ndim = a.ndim
    # a negative amount trims first; the scheme then extends what is left (trim_then_pad)
    cut = []
    for axis, (lo, hi) in enumerate(amounts):
        L = a.shape[axis]
        start, stop, _before, _after = trim_then_pad(L, lo, hi)
        cut.append(slice(start, stop))
    if any(c.start or c.stop != a.shape[axis] for axis, c in enumerate(cut)):
        a = a[tuple(cut)]
    pads = []
    for axis, (lo, hi) in enumerate(amounts):
        if a.shape[axis] == 0:
            pads.append((0, 0))           # an empty axis is left unpadded
        else:
            pads.append((max(lo, 0), max(hi, 0)))
    if kind == "i" and a.size:
        bound = max(-int(a.min()), int(a.max()))
        for axis, (P, Q) in enumerate(pads):
            bound *= _growth(scheme, a.shape[axis], P, Q, order)
        if bound > INT64_LIMIT:
            return None
    shape = list(a.shape)
    centre = [slice(None)] * ndim
    for axis, (P, Q) in enumerate(pads):
        shape[axis] += P + Q
        centre[axis] = slice(P, P + a.shape[axis])
    if all(P == 0 and Q == 0 for P, Q in pads):
        out = a.copy()
    else:
        out = np.empty(shape, dtype=a.dtype)
        out[tuple(centre)] = a
        if out.size:
            for axis, (P, Q) in enumerate(pads):
                if P or Q:
                    region = tuple([slice(None)] * (axis + 1) + centre[axis + 1:])
                    try:
                        _fill_axis(np, out[region], axis, a.shape[axis], P, Q, scheme,
                                   order, kind)
                    except _NonFinite:
                        return None
                centre[axis] = slice(None)
    return out


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
    out = np.empty(shape, dtype=a.dtype)
    out[dst] = a[src]
    idx = [slice(None)] * a.ndim
    for axis, d in enumerate(dst):        # only the border slabs are written with the value
        for border in (slice(0, d.start), slice(d.stop, shape[axis])):
            if border.stop > border.start:
                idx[axis] = border
                out[tuple(idx)] = value
        idx[axis] = slice(None)
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
