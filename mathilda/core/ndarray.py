"""NDArrayExpr: the expression class of ``NDArray[...]``, an explicit dense array with NumPy
semantics that is not a List (the builtins are in ``mathilda/builtins/arrays/ndarray.py``,
the algorithms in ``mathilda/algorithms/packed/ndarray.py``).

An ``NDArrayExpr`` has head ``NDArray`` and one argument -- the elements as a List, built
lazily from the buffer -- followed by ``DataType -> "..."`` when the type is not the one the
elements imply, so that its printed form evaluates back to the same array.  Like a
PackedArray and an association, it is atomic to the evaluator (``_ev`` is set).
"""

from mathilda.core.expr import Expression, String, Symbol, S, TRUE, FALSE
from mathilda.core.packed import from_numpy, numpy

__all__ = ["NDArrayExpr", "make_ndarray", "is_nd", "elements", "NDARRAY", "DATATYPE",
           "DTYPES"]


LIST = S.List


NDARRAY = Symbol("NDArray")


DATATYPE = Symbol("DataType")


DTYPES = ("float64", "float32", "int64", "complex128", "bool")


_DEFAULT = {"i": "int64", "f": "float64", "c": "complex128", "b": "bool"}


class NDArrayExpr(Expression):
    """``NDArray[{...}]`` backed by a NumPy array of one of the five DataTypes."""

    __slots__ = ("array", "_args")
    is_ndarray = True

    def __init__(self, array):
        self.head = NDARRAY
        self.array = array
        self._args = None
        self._hash = None
        self._ev = True

    def __reduce__(self):
        return (NDArrayExpr, (self.array,))

    @property
    def args(self):
        a = self._args
        if a is None:
            a = self._args = _nd_args(self.array)
        return a

    @property
    def dtype_name(self):
        return self.array.dtype.name


def elements(arr):
    """The element List (or the element, for a 0-d array) of an NDArray buffer."""
    np = numpy()
    k = arr.dtype.kind
    if k == "b":
        return _nest_bool(arr.tolist())
    if arr.dtype.name == "float32":
        arr = arr.astype(np.float64)
    return from_numpy(arr)


def _nest_bool(v):
    if isinstance(v, list):
        return Expression(LIST, tuple(_nest_bool(x) for x in v))
    return TRUE if v else FALSE


def _nd_args(arr):
    els = elements(arr)
    name = arr.dtype.name
    if name == _DEFAULT[arr.dtype.kind]:
        return (els,)
    return (els, Expression(S.Rule, (DATATYPE, String(name))))


def make_ndarray(arr):
    """An NDArrayExpr for a NumPy array, normalised to one of the five DataTypes."""
    np = numpy()
    k = arr.dtype.kind
    name = arr.dtype.name
    if name not in DTYPES:
        if k in "iu":
            arr = arr.astype(np.int64)
        elif k == "f":
            arr = arr.astype(np.float64)
        elif k == "c":
            arr = arr.astype(np.complex128)
        elif k != "b":
            raise TypeError("no NDArray DataType for %s" % arr.dtype)
    return NDArrayExpr(arr)


def is_nd(x):
    return type(x) is NDArrayExpr
