"""Helpers shared by the packed-array kernels (this package); nothing is registered here.

    operands(args)           the machine-number operands of a vectorised call: NumPy arrays
                             for packed (or packable) Lists, Python numbers for scalars
    align(vals)              Listable alignment: leading axes matched, trailing ones broadcast
    int_bound(v)             the largest absolute value of an int64 operand (a Python int)
    exact_array(v)           an operand as an object array of Python ints (exact arithmetic)
    result(arr)              an Expr for a NumPy result: packed when possible; object arrays of
                             Python ints become packed int64 when they fit, else exact Integers
    finite(arr)              True when every element is finite

Integer arithmetic on int64 buffers never overflows silently: every vectorised integer
operation first bounds its result (``int_bound``) and computes exactly with Python integers
when the bound exceeds the machine range; the result is packed again if it fits.
"""

from mathilda.core.expr import Rational, Expression, S
from mathilda.core.packed import (INT64_MAX, INT64_MIN, PackedArray, from_numpy, numpy,
                                  pack, scalar_of)

LIST = S.List
def is_ndarray(x):
    return getattr(x, "is_ndarray", False)


def operands(args, require_packed=True):
    """(values, kinds) for the arguments of a vectorised call, or None.

    A packed array gives its buffer, an ordinary List of machine numbers is packed, a machine
    number gives its Python value; anything else (a symbol, an exact rational, an NDArray)
    makes the call unsuitable.  With ``require_packed`` at least one argument must already
    be packed (plain Lists are left to the ordinary Listable threading)."""
    vals = []
    kinds = []
    seen = False
    for a in args:
        t = type(a)
        if t is PackedArray:
            seen = True
            arr = a.array
            vals.append(arr)
            kinds.append(arr.dtype.kind)
        elif t is Expression and a.head is LIST:
            p = pack(a)
            if p is None:
                return None
            vals.append(p.array)
            kinds.append(p.array.dtype.kind)
        elif t is Rational:
            # an exact rational meets machine reals as a machine real (x/100 on a real
            # array); with integer arrays the result is exact: left to the general path
            vals.append(a.value)
            kinds.append("q")
        else:
            s = scalar_of(a)
            if s is None:
                return None
            vals.append(s[0])
            kinds.append(s[1])
    if require_packed and not seen:
        return None
    if "q" in kinds:
        if not any(k in "fc" for k in kinds if k != "q") or "i" in kinds:
            return None
        vals = [float(v) if k == "q" else v for v, k in zip(vals, kinds)]
        kinds = ["f" if k == "q" else k for k in kinds]
    return vals, kinds


def align(vals):
    """Listable alignment of arrays of different ranks: {{1, 2}, {3, 4}} + {10, 20} pairs 10
    with the first row.  Gives (values reshaped for NumPy broadcasting, full shape), or None
    when the shapes do not thread (the general path then emits Thread::tdlen)."""
    np = numpy()
    full = ()
    for v in vals:
        if isinstance(v, np.ndarray) and v.ndim > len(full):
            full = v.shape
    out = []
    for v in vals:
        if isinstance(v, np.ndarray):
            if v.shape != full[:v.ndim]:
                return None
            if v.ndim < len(full):
                v = v.reshape(v.shape + (1,) * (len(full) - v.ndim))
        out.append(v)
    return out, full


def int_bound(v):
    """max |x| over an int64 operand (array or Python int), as a Python int."""
    np = numpy()
    if isinstance(v, np.ndarray):
        if v.size == 0:
            return 0
        return max(int(v.max()), -int(v.min()))
    return abs(int(v))


def exact_array(v):
    """An operand as a NumPy object array of Python ints (or a Python int)."""
    np = numpy()
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "O":
            return v
        out = np.empty(v.shape, dtype=object)
        out.ravel()[:] = v.ravel().tolist() if v.ndim else [v.item()]
        return out if v.ndim else out.item()
    return int(v)


def int_sum(a, axis, cumulative=False, bound=None):
    """The exact sum (or running sum along ``axis`` when ``cumulative``) of an int64 array
    over ``axis`` (an int or a tuple): int64 when it fits, else an object array of Python
    ints.

    First the cheap bound n max|x| (``bound`` is max|x| when the caller knows it, e.g. for a
    Range); when it exceeds the machine range, int64 addition still
    gives the exact sum whenever the true sum (and, for running sums, every partial sum)
    lies in the range, since it wraps modulo 2^64: a float64 sum decides that, its error
    being at most n^2 2^10 for n terms of magnitude below 2^63."""
    np = numpy()
    axes = axis if isinstance(axis, tuple) else (axis,)
    n = 1
    for ax in axes:
        n *= a.shape[ax]

    def machine():
        return np.cumsum(a, axis=axis) if cumulative else np.sum(a, axis=axis)

    if (int_bound(a) if bound is None else bound) * n <= INT64_MAX:
        return machine()
    margin = float(n) * float(n) * 2048.0
    if margin < 2.0 ** 60:
        if cumulative:
            f = np.cumsum(a, axis=axis, dtype=np.float64)
        else:
            f = np.sum(a, axis=axis, dtype=np.float64)
        if f.size == 0 or float(np.max(np.abs(f))) <= 2.0 ** 63 - 2 * margin:
            return machine()
    e = exact_array(a)
    return np.cumsum(e, axis=axis) if cumulative else np.sum(e, axis=axis)


def fits_int64(lo, hi):
    return lo >= INT64_MIN and hi <= INT64_MAX


def result(arr):
    """The expression for a NumPy result (packed int64/float64/complex128 when it has
    elements; an object array of Python ints is packed when it fits the machine range)."""
    np = numpy()
    if isinstance(arr, np.ndarray) and arr.dtype.kind == "O":
        if arr.size and arr.ndim:
            flat = arr.ravel().tolist()
            if all(type(x) is int for x in flat) and fits_int64(min(flat), max(flat)):
                return from_numpy(np.array(flat, dtype=np.int64).reshape(arr.shape))
        return from_numpy(arr)
    if not isinstance(arr, np.ndarray):
        return from_numpy(np.asarray(arr))
    return from_numpy(arr)


def view_result(arr):
    """The expression for a selection from a packed buffer (known finite): packed, or nested
    empty Lists when it has no elements."""
    if arr.size == 0:
        return from_numpy(arr)
    if arr.ndim == 0:
        from mathilda.core.packed import atom_of
        return atom_of(arr.item(), arr.dtype.kind)
    return PackedArray(arr)


def finite(arr):
    np = numpy()
    if arr.dtype.kind in "iu":
        return True
    return bool(np.isfinite(arr).all())


def errstate():
    return numpy().errstate(all="ignore")


def kind_of(kinds):
    """The common kind of a call's operands: 'i', 'f' or 'c'."""
    if "c" in kinds:
        return "c"
    if "f" in kinds:
        return "f"
    return "i"


DTYPE = {"i": "int64", "f": "float64", "c": "complex128"}


def as_kind(v, kind):
    """An operand converted to the NumPy type of ``kind`` (Python scalars stay scalars)."""
    np = numpy()
    if isinstance(v, np.ndarray):
        return v if v.dtype.kind == kind else v.astype(DTYPE[kind])
    if kind == "f":
        return float(v)
    if kind == "c":
        return complex(v)
    return v


def axis_list(expr):
    """The packed buffer of an argument (PackedArray), else None."""
    return expr.array if type(expr) is PackedArray else None
