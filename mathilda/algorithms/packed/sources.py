"""Packing sources: the builtins whose results are packed arrays.

Each function is the ``around=`` path of its builtin (``fn(ev, expr, general)``, declared in
the builtin's ``@builtin``), or is called from its body:

* ``range_source`` (Range): machine integers are built directly on a NumPy buffer (no
  Integer objects); machine reals are packed;
* ``table_source`` (Table): a result whose values are machine numbers of one type, in a
  rectangular array, is packed from ``PACK_MIN`` (250) elements on, the Wolfram Language's
  default "TableCompileLength";
* ``random_source`` (RandomReal, RandomInteger): an array of machine numbers is packed;
* ``n_source`` (N): N of a packed array converts the buffer; N of a List giving machine
  numbers is packed from PACK_MIN elements on;
* ``constant_array_source`` (ConstantArray): a machine number is ``numpy.full``;
* ``packed_number_list`` (RandomReal, RandomInteger): the random vector on a NumPy buffer.

As in the Wolfram Language, Range, RandomReal, RandomInteger, ConstantArray and N of a
packed array give packed arrays at any length.  A result is packed only when that does not
change it (``{1, 2.5}``, mixed types, stays an ordinary List).  Below PACK_MIN elements the
packed array is made without NumPy (``lazy_pack``: it holds its atoms and builds its buffer
when a vectorised operation first reads it), so a script that only builds small lists never
imports NumPy and small lists stay as cheap as ordinary ones.
"""

from mathilda.algorithms.packed.common import DTYPE
from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.core.packed import (INT64_MAX, INT64_MIN, PackedArray, lazy_pack, lazy_packed,
                                  numpy, pack, scalar_of)

LIST = S.List

PACK_MIN = 250


def _size(r):
    """The number of elements of a rectangular List, judged by its first elements."""
    n = 1
    while isinstance(r, Expression) and r.head is LIST:
        k = len(r.args)
        if k == 0:
            return 0
        n *= k
        r = r.args[0]
    return n


def _packed_or(r, any_length=False):
    """``r`` packed when it is a List that packs unchanged and has at least PACK_MIN
    elements (with ``any_length``, packed without NumPy below that), else ``r``."""
    if type(r) is Expression and r.head is LIST:
        if _size(r) >= PACK_MIN:
            p = pack(r)
        elif any_length:
            p = lazy_pack(r)
        else:
            return r
        if p is not None:
            return p
    return r


def _int_range(ev, expr, lo, hi, st, general):
    if st == 0:
        return general(ev, expr)
    n = max(0, (hi - lo) // st + 1)
    last = lo + (n - 1) * st
    if n == 0 or not (INT64_MIN <= lo <= INT64_MAX and INT64_MIN <= last <= INT64_MAX
                      and abs((n - 1) * st) <= INT64_MAX):
        return general(ev, expr)
    if not ev.check_size(n, "Range"):
        return None
    if n < PACK_MIN:                        # a short packed array, without NumPy
        return lazy_packed(tuple(map(Integer, range(lo, last + (1 if st > 0 else -1), st))),
                           "i", (n,))
    np = numpy()
    bound = max(abs(lo), abs(last))
    if st == 1:
        return PackedArray(np.arange(lo, lo + n, dtype=np.int64), bound)
    return PackedArray(np.arange(n, dtype=np.int64) * st + lo, bound)


def range_source(ev, expr, general):
    args = expr.args
    n = len(args)
    if 1 <= n <= 3:
        one = Integer(1)
        lo, hi, st = (one, args[0], one) if n == 1 else \
            (args[0], args[1], one) if n == 2 else args
        if type(lo) is Integer and type(hi) is Integer and type(st) is Integer:
            return _int_range(ev, expr, lo.value, hi.value, st.value, general)
    return _packed_or(general(ev, expr), True)


def table_source(ev, expr, general):
    return _packed_or(general(ev, expr))


def random_source(ev, expr, general):
    return _packed_or(general(ev, expr), True)


def n_source(ev, expr, general):
    args = expr.args
    x = args[0]
    if type(x) is PackedArray and (len(args) == 1 or args[1] is S.MachinePrecision):
        if x.kind != "i":
            return x
        if x._array is None:                # a short packed array: no NumPy
            return lazy_pack(_reals(x))
        return PackedArray(x.array.astype(numpy().float64))
    r = general(ev, expr)
    if type(r) is Expression and r.head is LIST and (len(args) == 1
                                                     or args[1] is S.MachinePrecision):
        return _packed_or(r)
    return r


def _reals(x):
    """The List of machine reals for a short packed array of integers (no NumPy)."""
    if len(x.shape) == 1:
        return Expression(LIST, tuple([Real(float(a.value)) for a in x.args]))
    return Expression(LIST, tuple([_reals(r) for r in x.args]))


def _dims(spec):
    if type(spec) is Integer:
        return [spec.value]
    if isinstance(spec, Expression) and spec.head is LIST and spec.args and all(
            type(a) is Integer for a in spec.args):
        return [a.value for a in spec.args]
    return None


def constant_array_source(ev, expr, general):
    args = expr.args
    if len(args) == 2:
        sc = scalar_of(args[0])
        dims = _dims(args[1])
        if sc is not None and dims is not None and all(0 < d <= INT64_MAX for d in dims):
            total = 1
            for d in dims:
                total *= d
            if total < PACK_MIN:
                return _packed_or(general(ev, expr), True)
            if ev.check_size(total, "ConstantArray"):
                np = numpy()
                return PackedArray(np.full(dims, sc[0], dtype=DTYPE[sc[1]]))
            return None
    return general(ev, expr)


def packed_number_list(values, kind):
    """``random.number_list`` on a NumPy buffer: a packed vector of the Python numbers (an
    ordinary List of Integers when some integer leaves the machine range)."""
    if len(values) < PACK_MIN:
        if kind == "int":
            return Expression(LIST, tuple(Integer(v) for v in values))
        return Expression(LIST, tuple(Real(float(v)) for v in values))
    np = numpy()
    if kind == "int":
        if min(values) < INT64_MIN or max(values) > INT64_MAX:
            return Expression(LIST, tuple(Integer(v) for v in values))
        return PackedArray(np.array(values, dtype=np.int64))
    arr = np.array(values, dtype=np.float64)
    if not np.isfinite(arr).all():
        return Expression(LIST, tuple(Real(float(v)) for v in values))
    return PackedArray(arr)
