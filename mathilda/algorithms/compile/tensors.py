"""Helpers generated code calls for packed tensors (NumPy arrays): allocation, parts, Total,
Dot, Range, Append and element-wise arithmetic with integer overflow detected.

Imported only when a compiled body uses tensors (it imports NumPy)."""

import math

from mathilda.algorithms.compile.functions import ELEMENTARY, numpy_function
from mathilda.algorithms.compile.runtime import INT_MAX, INT_MIN, Fallback

__all__ = ["TENSOR_HELPERS", "DTYPES"]


class _Lazy(dict):
    """The helper table, built on first use (NumPy is imported then)."""

    def __init__(self):
        dict.__init__(self)
        self._built = False

    def _build(self):
        if not self._built:
            self._built = True
            self.update(_helpers())

    def __contains__(self, k):
        self._build()
        return dict.__contains__(self, k)

    def __getitem__(self, k):
        self._build()
        return dict.__getitem__(self, k)


TENSOR_HELPERS = _Lazy()
DTYPES = {"I": "int64", "R": "float64", "C": "complex128", "B": "bool"}


def _helpers():
    import numpy as np
    dt = {k: np.dtype(v) for k, v in DTYPES.items()}
    h = {}

    def index(i, n):
        if 1 <= i <= n:
            return i - 1
        if -n <= i <= -1:
            return n + i
        raise Fallback()

    def dim(a, k):
        return a.shape[k]

    h["h_index"] = index
    h["h_dim"] = dim
    h["h_len"] = len
    h["h_copy"] = np.copy

    for kind, d in dt.items():
        h["h_empty_" + kind] = (lambda d: lambda shape: np.empty(shape, dtype=d))(d)
        h["h_array_" + kind] = (lambda d: lambda items: np.array(items, dtype=d))(d)
        h["h_append_" + kind] = (lambda d: lambda a, x: np.concatenate(
            (a, np.asarray(x, dtype=d)[None, ...]), axis=0))(d)

    def total(a):
        if a.dtype == dt["I"]:
            s = a.sum(axis=0, dtype=object) if a.size else a.sum(axis=0)
            _check_int(np.asarray(s))
            return np.asarray(s, dtype=dt["I"]) if a.ndim > 1 else int(s)
        r = a.sum(axis=0)
        if a.ndim == 1:
            r = r.item()
            if isinstance(r, float) and not math.isfinite(r):
                raise Fallback()
        return r

    h["h_total"] = total

    def dot(a, b):
        if a.dtype == dt["I"] and b.dtype == dt["I"]:
            r = np.dot(a.astype(object), b.astype(object))
            _check_int(np.asarray(r))
            r = np.asarray(r, dtype=dt["I"])
        else:
            r = np.dot(a, b)
            if not np.all(np.isfinite(r)):
                raise Fallback()
        return r.item() if r.ndim == 0 else r

    h["h_dot"] = dot

    def range_i(lo, hi, st):
        from mathilda.algorithms.compile.runtime import count
        n = count(lo, hi, st)
        return np.arange(n, dtype=dt["I"]) * st + lo

    def range_r(lo, hi, st):
        from mathilda.algorithms.compile.runtime import count
        n = count(lo, hi, st)
        return float(lo) + np.arange(n, dtype=dt["R"]) * float(st)

    h["h_range_I"] = range_i
    h["h_range_R"] = range_r

    def tadd_i(a, b):
        r = np.add(a, b, dtype=dt["I"])
        if np.any(((np.asarray(a) ^ r) & (np.asarray(b) ^ r)) < 0):
            raise Fallback()
        return r

    def tmul_i(a, b):
        r = np.multiply(a, b, dtype=dt["I"])
        big = np.abs(np.multiply(a, b, dtype=dt["R"]))
        if np.any(big > 4.0e18):
            raise Fallback()
        return r

    def real_op(f):
        def g(a, b):
            with np.errstate(all="ignore"):
                r = f(a, b)
            if not np.all(np.isfinite(r)):
                raise Fallback()
            return r
        return g

    h["h_tadd_I"] = tadd_i
    h["h_tmul_I"] = tmul_i
    for kind in "RC":
        h["h_tadd_" + kind] = real_op(np.add)
        h["h_tmul_" + kind] = real_op(np.multiply)

    def tpow_i(a, b):
        r = np.power(np.asarray(a, dtype=dt["R"]), b)
        if np.any(np.abs(r) > 4.0e18):
            raise Fallback()
        return np.asarray(np.power(a, b), dtype=dt["I"])

    def tpow_r(a, b):
        with np.errstate(all="ignore"):
            r = np.power(np.asarray(a, dtype=dt["R"]), b)
        if not np.all(np.isfinite(r)):
            raise Fallback()
        return r

    def tpow_c(a, b):
        with np.errstate(all="ignore"):
            r = np.power(np.asarray(a, dtype=dt["C"]), b)
        if not np.all(np.isfinite(r)):
            raise Fallback()
        return r

    h["h_tpow_I"] = tpow_i
    h["h_tpow_R"] = tpow_r
    h["h_tpow_C"] = tpow_c

    for name, entry in ELEMENTARY.items():
        h["h_t_" + name] = _checked_ufunc(entry[2], np)
    return h


def _checked_ufunc(key, np):
    """The element-wise function ``key``, its NumPy (SciPy) callable looked up on first use
    (SciPy's special functions take a second to import: not for a loop that uses none)."""
    f = []

    def g(a):
        if not f:
            f.append(numpy_function(key))
        with np.errstate(all="ignore"):
            r = f[0](np.asarray(a, dtype=float))
        if not np.all(np.isfinite(r)):
            raise Fallback()
        return r
    return g


def _check_int(a):
    for v in a.ravel().tolist():
        if not INT_MIN <= int(v) <= INT_MAX:
            raise Fallback()
