"""Expressions <-> NumPy arrays (the bridge used by ``to_python`` / ``from_python``).

    to_numpy(expr, copy=False)   a numpy.ndarray for a packed array, an NDArray, or a
                                 rectangular List of machine numbers (integers and reals mixed
                                 give reals) or of True/False; None for anything else
    from_numpy(arr)              the expression for an ndarray or NumPy scalar: a packed array
                                 for integer / real / complex data (exact Integers in Lists
                                 beyond the machine range), True/False for booleans, String
                                 for text, element by element for object arrays
    to_ndarray_expr(arr)         an NDArray expression for an ndarray (its DataType kept:
                                 float64, float32, int64, complex128 or bool)

NumPy is imported when a function is first called, never at ``import mathilda``.
"""

from mathilda.core.expr import Expression, S, TRUE, FALSE
from mathilda.core import packed as _packed

__all__ = ["to_numpy", "from_numpy", "to_ndarray_expr"]

from_numpy = _packed.from_numpy


def _bools(np, expr):
    def conv(e):
        if e is TRUE:
            return True
        if e is FALSE:
            return False
        if isinstance(e, Expression) and e.head is S.List:
            return [conv(c) for c in e.args]
        raise ValueError
    try:
        arr = np.array(conv(expr), dtype=bool)
    except (ValueError, TypeError):
        return None
    return arr


def to_numpy(expr, copy=False):
    """The NumPy array for ``expr`` (see the module docstring), or None."""
    np = _packed.numpy()
    arr = getattr(expr, "array", None)
    if arr is None:
        if not (isinstance(expr, Expression) and expr.head is S.List):
            return None
        p = _packed.pack(expr, coerce=True)
        if p is not None:
            arr = p.array
        elif not expr.args:
            arr = np.zeros(0)
        else:
            b = _bools(np, expr)
            if b is None or b.dtype != bool:
                return None
            return b
    return arr.copy() if copy else arr


def to_ndarray_expr(arr):
    """An NDArray expression for a NumPy array."""
    from mathilda.core.ndarray import make_ndarray
    np = _packed.numpy()
    return make_ndarray(np.asarray(arr))
