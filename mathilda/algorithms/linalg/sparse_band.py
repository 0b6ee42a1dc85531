"""Band[...] -> values in SparseArray: the positions and values a band rule gives.

    Band[start] -> v                  v repeated along the diagonal from start to the edge
    Band[start] -> {v1, v2, ...}      the values in turn along the diagonal (until they end)
    Band[start, end] -> v | {vs}      up to end (values repeated cyclically)
    Band[start, end, step]            moving by step; Automatic end: to the edge
    Band[start] -> a                  an array a of the sparse array's rank inserted at start
    Band[start] -> {a1, a2, ...}      subarrays one after another along the diagonal

Negative coordinates count from the end.  ``band_rule`` gives [(0-based position, value)]
or None; ``machine_band`` the (rows, cols, values) NumPy arrays of a machine-number band
of a matrix (for a large tridiagonal matrix built without a Python loop)."""

from mathilda.core.expr import Complex, Expression, Integer, Real, S


def _ints(x):
    if isinstance(x, Expression) and x.head is S.List and x.args and \
            all(type(v) is Integer for v in x.args):
        return [v.value for v in x.args]
    return None


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _array_dims(x):
    dims = []
    while _is_list(x):
        dims.append(len(x.args))
        if not x.args:
            break
        x = x.args[0]
    return dims


def spec(band, dims):
    """(start, end, step, end_given) 0-based and inclusive, or None."""
    a = band.args
    if not 1 <= len(a) <= 3:
        return None
    start = _ints(a[0])
    if start is None:
        return None
    rank = len(start)
    if dims is not None and len(dims) != rank:
        return None
    end_given = len(a) > 1 and a[1] is not S.Automatic
    end = _ints(a[1]) if end_given else [-1] * rank
    step = _ints(a[2]) if len(a) > 2 else [1] * rank
    if end is None or step is None or len(end) != rank or len(step) != rank:
        return None
    if dims is None:
        if any(v < 0 for v in start) or (end_given and any(v < 0 for v in end)):
            return None
        return [v - 1 for v in start], ([v - 1 for v in end] if end_given else None), \
            step, end_given
    s = [v - 1 if v > 0 else d + v for v, d in zip(start, dims)]
    e = [v - 1 if v > 0 else d + v for v, d in zip(end, dims)]
    return s, e, step, end_given


def implied_dims(band, rhs):
    """The dimensions a band rule needs when SparseArray is given none, or None."""
    sp = spec(band, None)
    if sp is None:
        return None
    start, end, step, end_given = sp
    if end_given:
        return [v + 1 for v in end]
    if _is_list(rhs):
        vals = rhs.args
        if vals and _is_list(vals[0]) and len(_array_dims(vals[0])) == len(start):
            pos = list(start)
            for blk in vals:
                pos = [p + d for p, d in zip(pos, _array_dims(blk))]
            return pos
        if len(_array_dims(rhs)) == len(start):
            return [p + d for p, d in zip(start, _array_dims(rhs))]
        n = len(vals)
        return [p + (n - 1) * st + 1 for p, st in zip(start, step)]
    return None


def _walk(start, end, step, dims):
    """The 0-based positions start, start + step, ... while inside end and the array."""
    pos = list(start)
    while all(0 <= p < d and (p <= e if st >= 0 else p >= e)
              for p, e, st, d in zip(pos, end, step, dims)):
        yield tuple(pos)
        pos = [p + st for p, st in zip(pos, step)]


def _block(pos, a, rank):
    """(position, value) pairs of the array a inserted with its corner at pos."""
    out = []

    def rec(x, prefix):
        if len(prefix) == rank:
            out.append((tuple(p + q for p, q in zip(pos, prefix)), x))
            return
        for i, y in enumerate(x.args):
            rec(y, prefix + [i])
    rec(a, [])
    return out


def band_rule(band, rhs, dims):
    """[(0-based position, value)] of Band[...] -> rhs in an array of dimensions dims."""
    sp = spec(band, dims)
    if sp is None:
        return None
    start, end, step, end_given = sp
    if end is None or not end_given:
        end = [d - 1 if st >= 0 else 0 for d, st in zip(dims, step)]
    rank = len(dims)
    out = []
    if _is_list(rhs) and rhs.args and len(_array_dims(rhs)) >= rank and \
            not (rank == 1 and not _is_list(rhs.args[0])):
        # an array inserted, or a sequence of blocks along the diagonal
        blocks = [rhs] if len(_array_dims(rhs)) == rank and not (
            _is_list(rhs.args[0]) and len(_array_dims(rhs.args[0])) == rank) else \
            list(rhs.args)
        pos = list(start)
        k = 0
        while True:
            blk = blocks[k % len(blocks)]
            bd = _array_dims(blk)
            if len(bd) != rank:
                return None
            if any(p + d - 1 > e or p + d > n for p, d, e, n in zip(pos, bd, end, dims)):
                break
            out.extend(_block(pos, blk, rank))
            pos = [p + d for p, d in zip(pos, bd)]
            k += 1
            if k >= len(blocks) and not end_given:
                break
        return out
    if _is_list(rhs):
        vals = rhs.args
        if not vals:
            return []
        for k, p in enumerate(_walk(start, end, step, dims)):
            if k >= len(vals) and not end_given:
                break
            out.append((p, vals[k % len(vals)]))
        return out
    return [(p, rhs) for p in _walk(start, end, step, dims)]


def _machine_value(v):
    if type(v) is Real:
        return v.prec is None
    if type(v) is Complex:
        return type(v.re) is Real and v.re.prec is None and type(v.im) is Real
    return False


def machine_band(band, rhs, dims):
    """(rows, cols, values) NumPy arrays of Band[...] -> v for a matrix and a machine real
    or complex v (a diagonal, any start, end and positive step), or None."""
    if len(dims) != 2 or not _machine_value(rhs):
        return None
    sp = spec(band, dims)
    if sp is None:
        return None
    start, end, step, _ = sp
    if end is None:
        end = [d - 1 for d in dims]
    if any(st <= 0 for st in step):
        return None
    k = None
    for p, e, st, d in zip(start, end, step, dims):
        if p < 0 or p >= d:
            return None
        n = (min(e, d - 1) - p) // st + 1
        k = n if k is None else min(k, n)
    from mathilda.core.packed import numpy
    np = numpy()
    k = max(k, 0)
    idx = np.arange(k, dtype=np.int64)
    v = complex(rhs.re.value, rhs.im.value) if type(rhs) is Complex else float(rhs.value)
    return (start[0] + step[0] * idx, start[1] + step[1] * idx,
            np.full(k, v, dtype=np.complex128 if type(rhs) is Complex else np.float64))
