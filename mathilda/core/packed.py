"""Packed arrays: a List of machine numbers held in one NumPy buffer.

``PackedArray(arr)`` is an ``Expression`` whose head is ``List`` and whose elements live in
``arr``, a NumPy array of dtype int64, float64 or complex128 with at least one dimension and
at least one element.  It *is* the List it stands for:

* ``.args`` is a lazily built tuple: Integer / Real / Complex atoms for a vector, PackedArray
  views of the rows for a higher-rank array (so ``m[[1]]`` of a packed matrix is packed);
* ``hash`` and ``==`` are those of the equivalent List (``Range[3] === {1, 2, 3}``, and a
  packed array is a valid key of the exact-definition tables), so patterns, Part, printing,
  ordering and everything else that walks ``.args`` behave exactly as for the List;
* ``len(p)`` and ``Depth`` use the shape, without materialising anything;
* the evaluator returns it unevaluated (``type(expr) is not Expression``): it is always at
  its fixed point, since machine numbers never change under evaluation.

Machine numbers: Integer values in [-2^63, 2^63), machine Reals (finite floats) and
Complexes of two machine Reals.  Packed integer arithmetic never overflows silently: the
vectorised builtins check the bounds and fall back to exact Python integers (see
``mathilda.algorithms.packed.common``).

Helpers::

    pack(expr, coerce=False, kind=None)  a rectangular List of machine numbers -> PackedArray
                                         (None if it cannot be packed without changing it;
                                         ``coerce`` converts integers to reals and reals to
                                         complexes as Developer`ToPackedArray does)
    unpack(expr)                         every packed array in expr -> ordinary nested Lists
    from_numpy(arr)                      any NumPy array -> Expr (packed when possible)
    to_numpy(expr)                       a packed array or packable List -> ndarray, or None
    packed_part(ev, x, specs)            Part on the buffer (None: use the general path)

NumPy is imported lazily, on first use (never at ``import mathilda``).
"""

from mathilda.core.expr import Complex, Expression, Integer, Real, S

__all__ = ["PackedArray", "pack", "lazy_pack", "lazy_packed", "has_buffer", "unpack",
           "from_numpy", "to_numpy", "packed_part",
           "is_packed", "numpy", "INT64_MIN", "INT64_MAX", "MAX_RANK", "atom_of", "scalar_of"]

INT64_MIN = -2 ** 63
INT64_MAX = 2 ** 63 - 1
MAX_RANK = 32           # NumPy's limit on the number of dimensions (32 before NumPy 2)
LIST = S.List

_np = None


def numpy():
    """The numpy module (imported on first use)."""
    global _np
    if _np is None:
        import numpy as np
        _np = np
    return _np


def _complex(z):
    return Complex(Real(z.real), Real(z.imag))


class PackedArray(Expression):
    """A List backed by a NumPy array (see the module docstring).

    A packed array made by ``lazy_pack`` from atoms (a short Range, a small RandomReal
    matrix, ...) holds its elements as atoms and gets its NumPy buffer only when something
    first reads ``.array`` (a vectorised operation): printing, Part, Length, patterns and
    PackedArrayQ never do, so a script that only builds small packed lists never imports
    NumPy."""

    __slots__ = ("_array", "_args", "bound", "_shape", "_kind")

    def __init__(self, array, bound=None):
        k = array.dtype.char
        if k != "l" and k != "q" and k != "d" and k != "D":
            array = _normalise_dtype(array)
        if array.ndim == 0 or array.size == 0:
            raise ValueError("a packed array needs at least one dimension and one element")
        self.head = LIST
        self._array = array
        self._shape = array.shape
        self._kind = array.dtype.kind
        self.bound = bound          # max |x| of an integer buffer, when its maker knows it
        self._args = None
        self._hash = None
        self._ev = True

    def __reduce__(self):
        if self._array is None:
            return (lazy_packed, (self._args, self._kind, self._shape))
        return (PackedArray, (self._array,))

    @property
    def array(self):
        a = self._array
        if a is None:
            a = self._array = _buffer(self)
        return a

    @property
    def args(self):
        a = self._args
        if a is None:
            a = self._args = _materialise(self._array)
        return a

    @property
    def shape(self):
        """The dimensions (a tuple), known without the buffer."""
        return self._shape

    def __len__(self):
        return self._shape[0]

    def __hash__(self):
        h = self._hash
        if h is None:
            if self._args is not None:
                h = hash((LIST, self._args))
            else:
                h = hash((LIST, _hash_key(self._array)))
            self._hash = h
        return h

    def __eq__(self, other):
        if self is other:
            return True
        if type(other) is PackedArray:
            if self._shape != other._shape or self._kind != other._kind:
                return False
            if self._array is None or other._array is None:
                return self.args == other.args
            return bool((self._array == other._array).all())
        if not isinstance(other, Expression) or other.head is not LIST:
            return False
        if len(other.args) != self._shape[0]:
            return False
        if self._hash is not None and other._hash is not None and self._hash != other._hash:
            return False
        return self.args == other.args


    def has_head(self, sym):
        return sym is LIST

    @property
    def head_symbol(self):
        return LIST

    @property
    def kind(self):
        """'i' (machine integers), 'f' (machine reals) or 'c' (machine complexes)."""
        return self._kind


def has_buffer(x):
    """True for an array whose NumPy buffer exists: an NDArray, or a packed array that is
    not a short one still holding only its atoms (see ``lazy_pack``).  The packed fast paths
    are tried for these; a short packed array takes the general path (as a List), and gets
    its buffer only from an operation that needs one (arithmetic: ``.array``)."""
    t = type(x)
    if t is PackedArray:
        return x._array is not None
    return hasattr(t, "array")


def lazy_packed(args, kind, shape):
    """A packed array holding its elements as atoms (rows: packed arrays), buffer unbuilt:
    ``args`` must be machine numbers of the one ``kind`` ('i', 'f', 'c') and ``shape`` its
    dimensions (``lazy_pack`` checks a List and makes one)."""
    p = PackedArray.__new__(PackedArray)
    p.head = LIST
    p._array = None
    p._args = args
    p._shape = shape
    p._kind = kind
    p.bound = None
    p._hash = None
    p._ev = True
    return p


def _values(p):
    """The elements of a packed array as nested Python lists of numbers (from its atoms)."""
    if p._array is not None:
        return p._array.tolist()
    if len(p._shape) > 1:
        return [_values(r) for r in p._args]
    if p._kind == "c":
        return [complex(a.re.value, a.im.value) for a in p._args]
    return [a.value for a in p._args]


def _buffer(p):
    return numpy().array(_values(p), dtype=_DTYPES[p._kind])


def lazy_pack(expr):
    """A packed array for a rectangular List of machine numbers of one type, made without
    NumPy (its buffer is built when first needed: see PackedArray); else None.  For the
    packing sources' short results (Range[10], RandomReal[1, {3, 3}], ...)."""
    if type(expr) is PackedArray:
        return expr
    if type(expr) is not Expression or expr.head is not LIST or not expr.args:
        return None
    args = expr.args
    a0 = args[0]
    if isinstance(a0, Expression):
        rows = []
        for r in args:
            p = lazy_pack(r) if r.head is LIST else None
            if p is None:
                return None
            rows.append(p)
        shape, kind = rows[0]._shape, rows[0]._kind
        if len(shape) >= MAX_RANK:
            return None
        for p in rows:
            if p._shape != shape or p._kind != kind:
                return None
        return lazy_packed(tuple(rows), kind, (len(rows),) + shape)
    r = _vector_kind(args, False)
    if r is None:
        return None
    kind, vals = r
    if kind != "i":
        inf = float("inf")
        for v in vals:
            if v != v or v == inf or v == -inf or (kind == "c" and (
                    v.real != v.real or v.imag != v.imag or abs(v) == inf)):
                return None
    return lazy_packed(args, kind, (len(args),))


def is_packed(x):
    return type(x) is PackedArray


def _normalise_dtype(a):
    np = numpy()
    k = a.dtype.kind
    if k in "iu":
        if k == "u" and a.dtype.itemsize >= 8 and a.size and int(a.max()) > INT64_MAX:
            raise ValueError("unsigned values beyond the machine integer range")
        return a.astype(np.int64)
    if k == "f":
        return a.astype(np.float64)
    if k == "c":
        return a.astype(np.complex128)
    raise TypeError("cannot pack an array of dtype %s" % a.dtype)


def _materialise(arr):
    if arr.ndim > 1:
        return tuple([PackedArray(row) for row in arr])
    k = arr.dtype.kind
    vals = arr.tolist()
    if k == "i":
        return tuple(map(Integer, vals))
    if k == "f":
        return tuple(map(Real, vals))      # Real itself: no wrapper call per atom
    return tuple(map(_complex, vals))


def _hash_key(arr):
    """A tuple whose hash equals that of the args of the equivalent List (the hash of a
    tuple depends only on the hashes of its items: Integer hashes as its int, Real as
    ("Real", value), Complex as ("Complex", re, im), a List as (List, args))."""
    if arr.ndim > 1:
        return tuple([(LIST, _hash_key(row)) for row in arr])
    k = arr.dtype.kind
    vals = arr.tolist()
    if k == "i":
        return tuple(vals)
    if k == "f":
        return tuple([("Real", v) for v in vals])
    return tuple([("Complex", ("Real", z.real), ("Real", z.imag)) for z in vals])


def atom_of(v, kind):
    """The atom for one Python number taken from a buffer of the given kind."""
    if kind == "i":
        return Integer(int(v))
    if kind == "f":
        return Real(float(v))
    z = complex(v)
    return Complex(Real(z.real), Real(z.imag))


def scalar_of(x):
    """(Python value, kind) of a machine number atom, else None."""
    t = type(x)
    if t is Integer:
        v = x.value
        if INT64_MIN <= v <= INT64_MAX:
            return v, "i"
        return None
    if t is Real:
        if x.prec is None:
            return x.value, "f"
        return None
    if t is Complex:
        re, im = x.re, x.im
        if type(re) is Real and type(im) is Real and re.prec is None and im.prec is None:
            return complex(re.value, im.value), "c"
    return None


# --- packing ---------------------------------------------------------------------------------

_KIND_RANK = {"i": 0, "f": 1, "c": 2}
_DTYPES = {"i": "int64", "f": "float64", "c": "complex128"}


def _vector_kind(args, coerce):
    """(kind, values) for a flat sequence of atoms, or None."""
    types = set(map(type, args))
    if len(types) == 1:
        t = types.pop()
        if t is Integer:
            vals = [a.value for a in args]
            if min(vals) >= INT64_MIN and max(vals) <= INT64_MAX:
                return "i", vals
            if not coerce:
                return None
            return "f", [float(v) for v in vals]
        if t is Real:
            for a in args:
                if a.prec is not None:
                    return None
            return "f", [a.value for a in args]
        if t is Complex:
            vals = []
            for a in args:
                s = scalar_of(a)
                if s is None:
                    return None
                vals.append(s[0])
            return "c", vals
        return None
    if not coerce or not types <= {Integer, Real, Complex}:
        return None
    kind = "c" if Complex in types else "f"
    vals = []
    for a in args:
        t = type(a)
        if t is Integer:
            vals.append(float(a.value) if kind == "f" else complex(a.value))
        else:
            s = scalar_of(a)
            if s is None:
                return None
            vals.append(s[0])
    return kind, vals


def _pack_array(expr, coerce):
    """A NumPy array for a rectangular List of machine numbers, or None."""
    np = numpy()
    if type(expr) is PackedArray:
        return expr.array
    args = expr.args
    if not args:
        return None
    a0 = args[0]
    if isinstance(a0, Expression):
        if a0.head is not LIST:
            return None
        rows = []
        shape = None
        kinds = set()
        for r in args:
            if not isinstance(r, Expression) or r.head is not LIST:
                return None
            a = _pack_array(r, coerce)
            if a is None:
                return None
            if shape is None:
                shape = a.shape
            elif a.shape != shape:
                return None
            kinds.add(a.dtype.kind)
            rows.append(a)
        if len(kinds) > 1:
            if not coerce:
                return None
            kind = max(kinds, key=_KIND_RANK.get)
            rows = [r.astype(_DTYPES[kind]) for r in rows]
        return np.stack(rows)
    r = _vector_kind(args, coerce)
    if r is None:
        return None
    kind, vals = r
    arr = np.array(vals, dtype=_DTYPES[kind])
    if kind != "i" and not np.isfinite(arr).all():
        return None
    return arr


def _may_pack(expr):
    """False when the first or the last element at the bottom of a List is no machine
    number (a symbolic list: decided without importing NumPy)."""
    for i in (0, -1):
        e = expr
        while type(e) is Expression and e.head is LIST:
            if not e.args:
                return True
            e = e.args[i]
        t = type(e)
        if not (t is Integer or (t is Real and e.prec is None) or t is Complex
                or type(e) is PackedArray):
            return False
    return True


def pack(expr, coerce=False, kind=None):
    """The PackedArray for a rectangular List of machine numbers, else None.

    Without ``coerce`` the elements must all be of one kind (Integer, machine Real or
    machine Complex), so packing never changes a value.  ``kind`` ('i', 'f' or 'c') asks for
    that element type (converting integers to reals and reals to complexes)."""
    if type(expr) is PackedArray:
        if kind is None or kind == expr._kind:
            return expr
        if _KIND_RANK[kind] < _KIND_RANK[expr._kind]:
            return None
        return PackedArray(expr.array.astype(_DTYPES[kind]))
    if not isinstance(expr, Expression) or expr.head is not LIST:
        return None
    if not _may_pack(expr):
        return None
    try:
        arr = _pack_array(expr, coerce or kind is not None)
    except (OverflowError, ValueError, TypeError):
        return None
    if arr is None or arr.size == 0:
        return None
    if kind is not None and arr.dtype.kind != kind:
        if _KIND_RANK[kind] < _KIND_RANK[arr.dtype.kind]:
            return None
        arr = arr.astype(_DTYPES[kind])
    return PackedArray(arr)


def to_numpy(expr):
    """The NumPy array of a packed array, an NDArray, or a rectangular List of machine
    numbers (integers mixed with reals give reals); else None."""
    arr = getattr(expr, "array", None)
    if arr is not None:
        return arr
    p = pack(expr, coerce=True)
    return p.array if p is not None else None


# --- unpacking --------------------------------------------------------------------------------

def _unpack_array(arr):
    if arr.ndim == 1:
        return Expression(LIST, _materialise(arr))
    return Expression(LIST, tuple([_unpack_array(row) for row in arr]))


def _unpack_lazy(p):
    if len(p._shape) == 1:
        return Expression(LIST, p._args)
    return Expression(LIST, tuple([_unpack_lazy(r) for r in p._args]))


def unpack(expr):
    """``expr`` with every packed array replaced by ordinary nested Lists."""
    if type(expr) is PackedArray:
        if expr._array is None:
            return _unpack_lazy(expr)
        return _unpack_array(expr._array)
    if expr.is_atom or type(expr) is not Expression:
        return expr
    args = expr.args
    new = None
    for i, a in enumerate(args):
        if not a.is_atom:
            b = unpack(a)
            if b is not a:
                if new is None:
                    new = list(args)
                new[i] = b
    head = unpack(expr.head)
    if new is None and head is expr.head:
        return expr
    return Expression(head, tuple(new) if new is not None else args)


# --- from NumPy ------------------------------------------------------------------------------

def _float_atom(v):
    if v != v:
        return S.Indeterminate
    if v == float("inf"):
        return Expression(S.DirectedInfinity, (Integer(1),))
    if v == float("-inf"):
        return Expression(S.DirectedInfinity, (Integer(-1),))
    return Real(v)


def _py_atom(v):
    from mathilda.core.expr import Expr, String, TRUE, FALSE, NULL
    if isinstance(v, Expr):
        return v
    if isinstance(v, bool):
        return TRUE if v else FALSE
    if isinstance(v, int):
        return Integer(int(v))
    if isinstance(v, float):
        return _float_atom(float(v))
    if isinstance(v, complex):
        if v.real != v.real or v.imag != v.imag or abs(v) == float("inf"):
            return S.Indeterminate if (v.real != v.real or v.imag != v.imag) \
                else Expression(S.DirectedInfinity, ())
        return Complex(Real(v.real), Real(v.imag))
    if isinstance(v, str):
        return String(v)
    if v is None:
        return NULL
    from mathilda.bridges.python import from_python
    return from_python(v)


def _nest(v, atom):
    if isinstance(v, list):
        return Expression(LIST, tuple([_nest(x, atom) for x in v]))
    return atom(v)


def _empty(shape):
    if len(shape) == 1 or shape[0] == 0:
        return Expression(LIST, ())
    sub = _empty(shape[1:])
    return Expression(LIST, (sub,) * shape[0])


def from_numpy(arr):
    """The expression for a NumPy array (or NumPy scalar).

    Integer, real and complex arrays become packed arrays (unsigned or object integers
    beyond the machine range become exact Integers in ordinary Lists); booleans become
    True/False, strings String atoms, object arrays are converted element by element (and
    packed when the result is a List of machine numbers).  Non-finite reals give
    Indeterminate or DirectedInfinity.  A 0-d array gives its element; an array with a zero
    dimension gives nested empty Lists."""
    np = numpy()
    if not isinstance(arr, np.ndarray):
        arr = np.asarray(arr)
    k = arr.dtype.kind
    if arr.ndim == 0:
        v = arr.item()
        return _py_atom(v)
    if arr.size == 0:
        return _empty(arr.shape)
    if k in "iu":
        if k == "u" and arr.dtype.itemsize >= 8 and int(arr.max()) > INT64_MAX:
            return _nest(arr.tolist(), _py_atom)
        return PackedArray(arr.astype(np.int64, copy=False))
    if k == "f":
        a = arr.astype(np.float64, copy=False)
        if not np.isfinite(a).all():
            return _nest(a.tolist(), _float_atom)
        return PackedArray(a)
    if k == "c":
        a = arr.astype(np.complex128, copy=False)
        if not np.isfinite(a).all():
            return _nest(a.tolist(), _py_atom)
        return PackedArray(a)
    r = _nest(arr.tolist(), _py_atom)
    if k == "O":
        p = pack(r)
        if p is not None:
            return p
    return r


# --- Part on the buffer -----------------------------------------------------------------------

def _span_range(span, n):
    """The 0-based ``range`` of positions selected by a Span over a length ``n``, or None
    when the span is invalid (the general path then emits the message)."""
    vals = []
    for x in span.args:
        if x is S.All:
            vals.append(None)
        elif type(x) is Integer:
            vals.append(x.value)
        else:
            return None
    if not 1 <= len(vals) <= 3:
        return None
    start = vals[0] if vals[0] is not None else 1
    stop = vals[1] if len(vals) > 1 and vals[1] is not None else -1
    step = vals[2] if len(vals) > 2 and vals[2] is not None else 1
    if step == 0:
        return None
    if start < 0:
        start += n + 1
    if stop < 0:
        stop += n + 1
    if not (0 <= start <= n + 1) or not (0 <= stop <= n):
        return None
    if step > 0:
        if start < 1:
            return None
        return range(start - 1, stop, step)
    if stop < 1 or start > n:
        return None
    return range(start - 1, stop - 2, step)


def _range_slice(r):
    if not r:
        return slice(0, 0)
    stop = r.stop
    if stop < 0:
        stop = None
    return slice(r.start, stop, r.step)


def packed_part(ev, x, specs):
    """``x[[specs...]]`` for a packed ``x`` computed on the buffer: integers (not 0), All,
    Spans and Lists of non-zero integers.  None when the general path should decide (an
    unsupported spec, a position out of range: its message comes from there).  For an
    NDArray the parts are those of its array: an element, or an NDArray."""
    nd = type(x) is not PackedArray
    if nd and not getattr(x, "is_ndarray", False):
        return None
    a = x.array
    if len(specs) > a.ndim:
        return None
    axis = 0
    for s in specs:
        n = a.shape[axis]
        t = type(s)
        pre = (slice(None),) * axis
        if t is Integer:
            i = s.value
            if i == 0 or i > n or i < -n:
                return None
            a = a[pre + (i - 1 if i > 0 else i,)]
        elif s is S.All:
            axis += 1
        elif isinstance(s, Expression) and s.head is S.Span:
            r = _span_range(s, n)
            if r is None:
                return None
            a = a[pre + (_range_slice(r),)]
            axis += 1
        elif isinstance(s, Expression) and s.head is LIST:
            idx = []
            for e in s.args:
                if type(e) is not Integer:
                    return None
                i = e.value
                if i == 0 or i > n or i < -n:
                    return None
                idx.append(i - 1 if i > 0 else n + i)
            if not idx:
                a = a[pre + (slice(0, 0),)]
            else:
                a = a[pre + (numpy().array(idx, dtype=numpy().intp),)]
            axis += 1
        else:
            return None
    if nd:                              # an NDArray: its elements, or an NDArray
        if a.ndim == 0:
            v = a.item()
            if isinstance(v, bool):
                from mathilda.core.expr import TRUE, FALSE
                return TRUE if v else FALSE
            return atom_of(v, "c" if isinstance(v, complex) else "f" if isinstance(
                v, float) else "i")
        return type(x)(a)
    if a.ndim == 0:
        return atom_of(a.item(), x.array.dtype.kind)
    if a.size == 0:
        return _empty(a.shape)
    return PackedArray(a)
