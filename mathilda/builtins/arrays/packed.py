"""Packed arrays in the language: Developer`PackedArrayQ, Developer`ToPackedArray,
Developer`FromPackedArray, and the builtins whose results are packed.

Packing sources (installed on the builtins of other modules with ``wrap_builtin``):

* Range of machine integers is built directly on a NumPy buffer (no Integer objects); Range
  of machine reals is packed;
* Table, Array-free construction: a Table whose values are machine numbers of one type, in a
  rectangular array, is packed;
* RandomReal and RandomInteger build their vectors on NumPy buffers (``random.number_list``
  is the documented hook) and pack arrays of them;
* N of a packed array converts the buffer; N of a List giving machine numbers is packed;
* ConstantArray of a machine number is ``numpy.full``.

A result is packed only when that does not change it (``{1, 2.5}``, mixed types, stays an
ordinary List) and only when it has at least ``PACK_MIN`` (250) elements, the length from
which the Wolfram Language compiles Table: below that an ordinary List is as fast, and a
script that only builds small lists never imports NumPy.  Arithmetic on packed operands
gives packed results of any length, and Developer`ToPackedArray packs any length.
"""

from mathilda.algorithms.packed.common import DTYPE, numpy
from mathilda.core.expr import Expression, Integer, Real, Symbol, S, TRUE, FALSE
from mathilda.core.packed import (INT64_MAX, INT64_MIN, PackedArray, pack, scalar_of,
                                  unpack)
from mathilda.core.registry import BUILTINS, after_load, builtin, wrap_builtin
# the packed kernels install their fast paths on the builtins of other areas (after_load)
import mathilda.algorithms.packed.arith  # noqa: F401,E402
import mathilda.algorithms.packed.lists  # noqa: F401,E402
import mathilda.algorithms.packed.stats  # noqa: F401,E402

LIST = S.List
PACK_MIN = 250
_TYPES = {"Integer": "i", "Real": "f", "Complex": "c"}


def _type_kind(x):
    return _TYPES.get(x.name) if type(x) is Symbol else None


@builtin("Developer`PackedArrayQ", nargs=(1, 3),
         usage="Developer`PackedArrayQ[expr] gives True if expr is a packed array (a List "
               "of machine numbers held in one dense buffer); PackedArrayQ[expr, type] also "
               "requires elements of type Integer, Real or Complex; PackedArrayQ[expr, type, "
               "rank] also requires the given rank.",
         examples=[("Developer`PackedArrayQ[Range[1000]]", "True"),
                   ("Developer`PackedArrayQ[{1, 2, 3}]", "False"),
                   ("Developer`PackedArrayQ[Range[1000], Real]", "False"),
                   ("Developer`PackedArrayQ[N[Range[1000]], Real, 1]", "True")])
def packed_array_q(ev, expr):
    x = expr.args[0]
    if type(x) is not PackedArray:
        return FALSE
    if len(expr.args) >= 2:
        k = _type_kind(expr.args[1])
        if k != x.array.dtype.kind:
            return FALSE
    if len(expr.args) == 3:
        r = expr.args[2]
        if type(r) is not Integer or r.value != x.array.ndim:
            return FALSE
    return TRUE


@builtin("Developer`ToPackedArray", nargs=(1, 2),
         usage="Developer`ToPackedArray[expr] gives expr as a packed array when it is a "
               "rectangular List of machine numbers (integers are converted to reals, and "
               "reals to complexes, when they are mixed); otherwise expr unchanged. "
               "ToPackedArray[expr, type] packs with elements of type Integer, Real or "
               "Complex.",
         examples=[("Developer`PackedArrayQ[Developer`ToPackedArray[{1, 2, 3}]]", "True"),
                   ("Developer`ToPackedArray[{1, 2.5}]", "{1., 2.5}"),
                   ("Developer`ToPackedArray[{1, 2}, Real]", "{1., 2.}"),
                   ("Developer`ToPackedArray[{a, 1}]", "{a, 1}")])
def to_packed_array(ev, expr):
    x = expr.args[0]
    kind = None
    if len(expr.args) == 2:
        kind = _type_kind(expr.args[1])
        if kind is None:
            return None
    p = pack(x, coerce=True, kind=kind)
    return p if p is not None else x


@builtin("Developer`FromPackedArray", nargs=1,
         usage="Developer`FromPackedArray[expr] gives expr with every packed array in it "
               "stored as ordinary Lists (the value is unchanged).",
         examples=[("Developer`PackedArrayQ[Developer`FromPackedArray[Range[3]]]", "False"),
                   ("Developer`FromPackedArray[Range[3]]", "{1, 2, 3}")])
def from_packed_array(ev, expr):
    return unpack(expr.args[0])


# --- packing sources --------------------------------------------------------------------------

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


def _packed_or(r):
    """``r`` packed when it is a List of at least PACK_MIN elements that packs unchanged,
    else ``r``."""
    if type(r) is Expression and r.head is LIST and _size(r) >= PACK_MIN:
        p = pack(r)
        if p is not None:
            return p
    return r


def _int_range(ev, expr, lo, hi, st, general):
    if st == 0:
        return general(ev, expr)
    n = max(0, (hi - lo) // st + 1)
    if n < PACK_MIN:
        return general(ev, expr)
    last = lo + (n - 1) * st
    if not (INT64_MIN <= lo <= INT64_MAX and INT64_MIN <= last <= INT64_MAX
            and abs((n - 1) * st) <= INT64_MAX):
        return general(ev, expr)
    if not ev.check_size(n, "Range"):
        return None
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
    return _packed_or(general(ev, expr))


def packing_source(ev, expr, general):
    return _packed_or(general(ev, expr))


def n_source(ev, expr, general):
    args = expr.args
    x = args[0]
    if type(x) is PackedArray and (len(args) == 1 or args[1] is S.MachinePrecision):
        a = x.array
        if a.dtype.kind == "i":
            return PackedArray(a.astype(numpy().float64))
        return x
    r = general(ev, expr)
    if type(r) is Expression and r.head is LIST and (len(args) == 1
                                                     or args[1] is S.MachinePrecision):
        return _packed_or(r)
    return r


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
                return general(ev, expr)
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


SOURCES = {
    "Range": range_source,
    "Table": packing_source,
    "N": n_source,
    "ConstantArray": constant_array_source,
    "RandomReal": packing_source,
    "RandomInteger": packing_source,
}

MISSING_SOURCES = []


@after_load
def _install():
    for name, fn in SOURCES.items():
        spec = BUILTINS.get(name)
        if spec is None or spec.func is None:
            MISSING_SOURCES.append(name)
            continue
        wrap_builtin(name)(fn)
    try:
        from mathilda.builtins.arithmetic import random as _random
    except ImportError:
        return
    if hasattr(_random, "number_list"):
        _random.number_list = packed_number_list
