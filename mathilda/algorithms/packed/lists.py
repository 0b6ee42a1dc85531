"""Packed paths of the list builtins: Total, Accumulate, Differences, Dot, Transpose, Take,
Drop, Reverse, Flatten, ArrayReshape, Max, Min, Sort.

Each is declared as the ``packed=`` path of its builtin (``@builtin("Total", ...,
packed=packed_total)``): it runs when an argument is packed, works on the NumPy buffer, and returns None whenever the general path
should decide (an unusual specification, anything that needs a message) -- so messages and
corner cases are exactly those of the general path.  Integer results are exact: sums,
products and differences are bounded first and computed with Python integers when the
bound leaves the machine range.
"""

from mathilda.algorithms.packed.common import (
    INT64_MAX, errstate, exact_array, finite, int_bound, numpy, operands,
    int_sum, is_ndarray, result, view_result,
)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.levels import INF
from mathilda.core.packed import PackedArray, scalar_of

LIST = S.List


def _packed(x):
    return x.array if type(x) is PackedArray else None


def _machine_int(x):
    if type(x) is Integer and -2 ** 63 <= x.value < 2 ** 63:
        return x.value
    return None


# --- Total, Accumulate, Differences -----------------------------------------------------------

def _sum_axes(np, a, axes, bound=None):
    if a.dtype.kind == "i":
        return int_sum(a, axes, bound=bound)
    return np.sum(a, axis=axes)


def _bound(x):
    if type(x) is Integer and x.value >= 0:
        return x.value
    if x is S.Infinity or (isinstance(x, Expression) and x.head is S.DirectedInfinity
                           and x.args == (Integer(1),)):
        return INF
    return None


def _levels(spec):
    """(lo, hi) of a non-negative level specification, or None (the general path then
    decides, with its messages)."""
    b = _bound(spec)
    if b is not None:
        return 1, b
    if isinstance(spec, Expression) and spec.head is LIST and 1 <= len(spec.args) <= 2:
        bs = [_bound(x) for x in spec.args]
        if None not in bs:
            return (bs[0], bs[0]) if len(bs) == 1 else (bs[0], bs[1])
    return None


def packed_total(ev, expr):
    args = expr.args
    a = _packed(args[0])
    if a is None:
        return None
    np = numpy()
    if len(args) == 1:
        axes = (0,)
    else:
        lv = _levels(args[1])
        if lv is None:
            return None
        lo, hi = lv
        if lo < 0 or hi < 0:
            return None
        if lo == 0 or hi == 0:
            return args[0]
        hi = a.ndim if hi == INF else min(hi, a.ndim)
        if lo > hi:
            return args[0]
        axes = tuple(range(lo - 1, hi))
    with errstate():
        r = _sum_axes(np, a, axes, args[0].bound)
    if isinstance(r, np.ndarray) and r.dtype.kind in "fc" and not finite(r):
        return None
    return result(r) if isinstance(r, np.ndarray) else result(np.asarray(r))


def packed_accumulate(ev, expr):
    if len(expr.args) != 1:
        return None
    a = _packed(expr.args[0])
    if a is None:
        return None
    np = numpy()
    if a.dtype.kind == "i":
        return result(int_sum(a, 0, cumulative=True))
    with errstate():
        r = np.cumsum(a, axis=0)
    if not finite(r):
        return None
    return result(r)


def packed_differences(ev, expr):
    args = expr.args
    a = _packed(args[0])
    if a is None:
        return None
    if len(args) == 1:
        orders = [1]
    else:
        spec = args[1]
        if type(spec) is Integer:
            orders = [spec.value]
        elif isinstance(spec, Expression) and spec.head is LIST and spec.args and \
                all(type(k) is Integer for k in spec.args):
            orders = [k.value for k in spec.args]
        else:
            return None
        if any(k < 0 or k > 64 for k in orders) or len(orders) > a.ndim:
            return None
    np = numpy()
    total = sum(orders)
    if a.dtype.kind == "i" and int_bound(a) << total > INT64_MAX:
        r = exact_array(a)
    else:
        r = a
    with errstate():
        for axis, k in enumerate(orders):
            if k:
                if k >= r.shape[axis]:
                    shape = list(r.shape)
                    shape[axis] = 0
                    r = np.zeros(shape, dtype=r.dtype)
                else:
                    r = np.diff(r, n=k, axis=axis)
    if r.dtype.kind in "fc" and not finite(r):
        return None
    return result(r)


# --- Dot --------------------------------------------------------------------------------------

def _dot2(np, a, b):
    if a.dtype.kind == "i" and b.dtype.kind == "i":
        inner = a.shape[-1]
        if int_bound(a) * int_bound(b) * inner > INT64_MAX:
            return np.dot(exact_array(a), exact_array(b))
    return np.dot(a, b)


def packed_dot(ev, expr):
    args = expr.args
    if len(args) < 2:
        return None
    for a in args:
        if is_ndarray(a):
            from mathilda.algorithms.packed.ndarray import nd_dot
            return nd_dot(ev, expr)
    ops = operands(args)
    if ops is None:
        return None
    vals, kinds = ops
    np = numpy()
    acc = vals[0]
    if not isinstance(acc, np.ndarray):
        return None
    last = len(vals) - 1
    for i in range(1, len(vals)):
        b = vals[i]
        if not isinstance(b, np.ndarray) or acc.ndim == 0:
            return None
        if acc.shape[-1] != b.shape[0]:
            return None
        with errstate():
            acc = _dot2(np, acc, b)
        if not isinstance(acc, np.ndarray):
            acc = np.asarray(acc)
        if acc.dtype.kind == "O" and acc.ndim:
            r = result(acc)
            if type(r) is not PackedArray:
                return r if i == last else None
            acc = r.array
    if acc.dtype.kind in "fc" and not finite(acc):
        return None
    return result(acc)


# --- Transpose, Reverse, Flatten, ArrayReshape ------------------------------------------------

def packed_transpose(ev, expr):
    args = expr.args
    a = _packed(args[0])
    if a is None:
        return None
    np = numpy()
    if len(args) == 1:
        if a.ndim < 2:
            return args[0]
        return PackedArray(np.swapaxes(a, 0, 1))
    perm = args[1]
    if not (isinstance(perm, Expression) and perm.head is LIST and perm.args):
        return None
    p = [_machine_int(x) for x in perm.args]
    k = len(p)
    if None in p or k > a.ndim or sorted(p) != list(range(1, k + 1)):
        return None
    axes = [0] * k
    for i, n in enumerate(p):
        axes[n - 1] = i
    axes += list(range(k, a.ndim))
    return PackedArray(np.transpose(a, axes))


def packed_reverse(ev, expr):
    args = expr.args
    a = _packed(args[0])
    if a is None:
        return None
    np = numpy()
    if len(args) == 1:
        levels = [1]
    else:
        spec = args[1]
        if type(spec) is Integer:
            levels = [spec.value]
        elif isinstance(spec, Expression) and spec.head is LIST and spec.args and \
                all(type(x) is Integer for x in spec.args):
            levels = [x.value for x in spec.args]
        else:
            return None
        if any(n < 1 or n > a.ndim for n in levels):
            return None
    return PackedArray(np.flip(a, axis=tuple(n - 1 for n in set(levels))))


def packed_flatten(ev, expr):
    args = expr.args
    a = _packed(args[0])
    if a is None or len(args) > 2:
        return None
    if len(args) == 1:
        return PackedArray(a.reshape(-1))
    spec = args[1]
    if spec is S.Infinity:
        return PackedArray(a.reshape(-1))
    n = _machine_int(spec)
    if n is None or n < 0:
        return None
    if n == 0:
        return args[0]
    m = min(n + 1, a.ndim)
    return PackedArray(a.reshape((-1,) + a.shape[m:]))


def packed_array_reshape(ev, expr):
    args = expr.args
    a = _packed(args[0])
    if a is None:
        return None
    spec = args[1]
    if not (isinstance(spec, Expression) and spec.head is LIST and spec.args):
        return None
    dims = [_machine_int(x) for x in spec.args]
    if None in dims or any(d < 1 for d in dims):
        return None
    total = 1
    for d in dims:
        total *= d
    if not ev.check_size(total, "ArrayReshape"):
        return None
    np = numpy()
    flat = a.reshape(-1)
    if total <= flat.size:
        return PackedArray(flat[:total].reshape(dims))
    pad = args[2] if len(args) > 2 else Integer(0)
    sc = scalar_of(pad)
    if sc is None or sc[1] != a.dtype.kind:
        return None
    out = np.full(total, sc[0], dtype=a.dtype)
    out[:flat.size] = flat
    return PackedArray(out.reshape(dims))


# --- Take, Drop -------------------------------------------------------------------------------

def _seq_range(parsed, n):
    """The 0-based positions of a parsed sequence spec (``algorithms.lists.specs.seq_spec``)
    as a range, or None when they are out of range (the same rule as ``seq_indices``)."""
    if parsed[0] == "upto":
        return range(min(parsed[1], n))
    m, k, s = parsed
    if m < 0:
        m += n + 1
    if k < 0:
        k += n + 1
    if s > 0:
        if m < 1 or k > n or m > n + 1 or k < m - 1:
            return None
        return range(m - 1, k, s)
    if m > n or k < 1 or k > n + 1 or m < 1 or k > m + 1:
        return None
    return range(m - 1, k - 2, s)


def _as_slice(r):
    if not r:
        return slice(0, 0)
    stop = r.stop if r.stop >= 0 else None
    return slice(r.start, stop, r.step)


def _take_drop(ev, expr, take):
    args = expr.args
    a = _packed(args[0])
    if a is None or len(args) - 1 > a.ndim:
        return None
    from mathilda.algorithms.lists.specs import seq_spec
    np = numpy()
    for axis, spec in enumerate(args[1:]):
        parsed = seq_spec(spec)
        if parsed is None:
            return None
        n = a.shape[axis]
        r = _seq_range(parsed, n)
        if r is None:
            return None
        pre = (slice(None),) * axis
        if take:
            a = a[pre + (_as_slice(r),)]
        else:
            keep = np.ones(n, dtype=bool)
            keep[_as_slice(r)] = False
            a = a[pre + (keep,)]
    return view_result(a)


def packed_take(ev, expr):
    return _take_drop(ev, expr, True)


def packed_drop(ev, expr):
    return _take_drop(ev, expr, False)


# --- Max, Min, Sort ---------------------------------------------------------------------------

def _extremum(expr, biggest):
    ops = operands(expr.args)
    if ops is None:
        return None
    vals, kinds = ops
    if len(set(kinds)) != 1 or kinds[0] == "c":
        return None
    np = numpy()
    best = None
    for v in vals:
        m = (np.max(v) if biggest else np.min(v)) if isinstance(v, np.ndarray) else v
        m = m.item() if hasattr(m, "item") else m
        if best is None or (m > best if biggest else m < best):
            best = m
    return result(np.asarray(best, dtype=np.int64 if kinds[0] == "i" else np.float64))


def packed_max(ev, expr):
    return _extremum(expr, True)


def packed_min(ev, expr):
    return _extremum(expr, False)


def packed_sort(ev, expr):
    if len(expr.args) != 1:
        return None
    a = _packed(expr.args[0])
    if a is None:
        return None
    np = numpy()
    if a.ndim == 1:
        if a.dtype.kind == "c":
            order = np.lexsort((a.imag, np.abs(a.imag), a.real))
            return PackedArray(a[order])
        return PackedArray(np.sort(a, kind="stable"))
    if a.dtype.kind == "c":
        return None
    rows = a.reshape(a.shape[0], -1)
    order = np.lexsort(rows.T[::-1])
    return PackedArray(a[order])
