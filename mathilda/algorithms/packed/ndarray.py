"""NDArray algorithms: element-wise arithmetic on NDArray operands (NumPy broadcasting and
type promotion, with int64 overflow caught), and the NDArray paths of Dot, Dimensions,
ArrayDepth, Length, Normal, ArrayPad, Unsqueeze and Squeeze.

    bool_array(np, x, numbers)       a bool buffer for a nested List of True/False
    nd_applicable(ev, name, args)    can name[args] be computed element-wise (an NDArray
                                     among the operands, the others numbers or arrays)?
    nd_elementwise(ev, name, args, expr)   name[args] element-wise, or None
    nd_dot, nd_dimensions, nd_array_depth, nd_length, nd_normal
                                     ``packed=`` paths of Dot, Dimensions, ArrayDepth,
                                     Length and Normal
    nd_via_list(ev, expr, general)   ``around=`` path of ArrayPad, Unsqueeze, Squeeze: the
                                     general builtin on the element List, converted back
"""

import math

from mathilda.algorithms.packed.common import INT64_MAX, errstate, int_bound, numpy
from mathilda.core.expr import Complex, Expression, Integer, Rational, S, TRUE, FALSE
from mathilda.core.ndarray import NDARRAY, NDArrayExpr, elements, make_ndarray
from mathilda.core.packed import PackedArray, pack, scalar_of

LIST = S.List


def bool_array(np, x, numbers=False):
    """A bool array for a rectangular nested List of True/False (and, with ``numbers``,
    machine numbers: nonzero is True), else None."""
    def conv(e):
        if e is TRUE:
            return True
        if e is FALSE:
            return False
        if isinstance(e, Expression) and e.head is LIST:
            return [conv(c) for c in e.args]
        if numbers:
            sc = scalar_of(e)
            if sc is not None:
                return sc[0] != 0
        raise ValueError

    try:
        vals = conv(x)
        arr = np.array(vals, dtype=bool)
    except (ValueError, TypeError):
        return None
    return arr if arr.dtype == bool else None



def _operand(np, x):
    """A NumPy array or a Python scalar for an operand of element-wise NDArray arithmetic."""
    if type(x) is NDArrayExpr:
        a = x.array
        return a.astype(np.int64) if a.dtype.kind == "b" else a
    if type(x) is PackedArray:
        return x.array
    sc = scalar_of(x)
    if sc is not None:
        return sc[0]
    if type(x) is Rational:
        return float(x.value)
    if x is S.E or x is S.Pi:
        return math.e if x is S.E else math.pi
    if type(x) is Complex:
        try:
            return complex(float(x.re.value), float(x.im.value))
        except (TypeError, ValueError):
            return None
    if isinstance(x, Expression) and x.head is LIST:
        p = pack(x, coerce=True)
        return p.array if p is not None else None
    return None


def _shape_text(v):
    np = numpy()
    shape = v.shape if isinstance(v, np.ndarray) else ()
    return Expression(LIST, tuple(Integer(d) for d in shape))


def _operands(ev, args, report):
    np = numpy()
    vals = []
    for a in args:
        v = _operand(np, a)
        if v is None:
            return None
        vals.append(v)
    arrays = [v for v in vals if isinstance(v, np.ndarray)]
    try:
        np.broadcast_shapes(*[a.shape for a in arrays])
    except ValueError:
        if report and _first_report(ev, arrays):
            ev.message("NDArray", "shape", _shape_text(arrays[0]), _shape_text(arrays[1]))
        return None
    return vals


_last_report = [None, None]


def _first_report(ev, arrays):
    """True the first time a combination of arrays fails during one evaluation (an UpValue
    of an Orderless head is tried once for each NDArray operand)."""
    key = frozenset(id(a) for a in arrays)
    if _last_report[0] is ev.message_counts and _last_report[1] == key:
        return False
    _last_report[0] = ev.message_counts
    _last_report[1] = key
    return True


def _int_ok(vals, name):
    """Whether an all-integer computation stays in the machine range (a bound)."""
    bounds = [int_bound(v) for v in vals]
    if name == "Plus":
        return sum(bounds) <= INT64_MAX
    if name == "Times":
        p = 1
        for b in bounds:
            p *= b
        return p <= INT64_MAX
    if name == "Power":
        b, e = vals
        ee = numpy().asarray(e)
        me = int(ee.max()) if ee.size else 0
        mb = bounds[0]
        return mb <= 1 or (me * (mb.bit_length() - 1) <= 64 and mb ** me <= INT64_MAX)
    return True


_UFUNC1 = {"Sin": "sin", "Cos": "cos", "Tan": "tan", "ArcSin": "arcsin",
           "ArcCos": "arccos", "ArcTan": "arctan", "Sinh": "sinh", "Cosh": "cosh",
           "Tanh": "tanh", "Log": "log", "Abs": "abs", "Floor": "floor", "Ceiling": "ceil",
           "Round": "rint", "Re": "real", "Im": "imag", "Conjugate": "conjugate",
           "Sqrt": "sqrt", "Exp": "exp", "Minus": "negative"}


def _compute(ev, name, vals, expr):
    np = numpy()
    ints = all((v.dtype.kind == "i") if isinstance(v, np.ndarray) else type(v) is int
               for v in vals)
    if ints and name == "Power" and int(np.min(vals[1])) < 0:
        vals = [np.asarray(vals[0], dtype=np.float64), vals[1]]   # 2^-1 is 0.5, not 0
    elif ints and not _int_ok(vals, name):
        ev.message("NDArray", "ovfl", name)
        vals = [v.astype(np.float64) if isinstance(v, np.ndarray) else float(v)
                for v in vals]
    with errstate():
        if name == "Plus":
            r = vals[0]
            for v in vals[1:]:
                r = np.add(r, v)
        elif name == "Times":
            r = vals[0]
            for v in vals[1:]:
                r = np.multiply(r, v)
        elif name == "Power":
            if len(vals) != 2:
                return None
            r = np.power(vals[0], vals[1])
        elif name == "Subtract":
            r = np.subtract(vals[0], vals[1])
        elif name == "Divide":
            r = np.true_divide(vals[0], vals[1])
        else:
            fn = _UFUNC1.get(name)
            if fn is None or len(vals) != 1:
                return None
            r = getattr(np, fn)(vals[0])
            if name in ("Floor", "Ceiling", "Round") and r.dtype.kind == "f":
                if np.all(np.abs(r) < 2.0 ** 63):
                    r = r.astype(np.int64)
    r = np.asarray(r)
    return make_ndarray(r)


def _arity_ok(name, args):
    if name in ("Plus", "Times"):
        return True
    if name in ("Power", "Subtract", "Divide"):
        return len(args) == 2
    return name in _UFUNC1 and len(args) == 1


def nd_applicable(ev, name, args):
    """True when ``name[args]`` can be computed element-wise on the NDArray operands."""
    if not any(type(a) is NDArrayExpr for a in args) or not _arity_ok(name, args):
        return False
    return _operands(ev, args, True) is not None


def nd_elementwise(ev, name, args, expr):
    """``name[args...]`` element-wise when an argument is an NDArray (None if not applicable,
    after a message for incompatible shapes)."""
    if not _arity_ok(name, args):
        return None
    vals = _operands(ev, args, True)
    if vals is None:
        return None
    return _compute(ev, name, vals, expr)


def nd_dot(ev, expr):
    np = numpy()
    args = expr.args
    if len(args) < 2 or not any(type(a) is NDArrayExpr for a in args):
        return None
    vals = []
    for a in args:
        v = _operand(np, a)
        if not isinstance(v, np.ndarray) or v.ndim == 0:
            return None
        vals.append(v)
    acc = vals[0]
    for b in vals[1:]:
        if acc.ndim == 0 or acc.shape[-1] != b.shape[0]:
            ev.message("Dot", "dotsh", args[0], args[1])
            return None
        if acc.dtype.kind == "i" and b.dtype.kind == "i" and \
                int_bound(acc) * int_bound(b) * b.shape[0] > INT64_MAX:
            ev.message("NDArray", "ovfl", expr)
            acc, b = acc.astype(np.float64), b.astype(np.float64)
        acc = np.asarray(np.dot(acc, b))
    return make_ndarray(acc)


def nd_dimensions(ev, expr):
    x = expr.args[0]
    if type(x) is not NDArrayExpr:
        return None
    shape = x.array.shape
    if len(expr.args) == 2:
        n = expr.args[1]
        if type(n) is not Integer or n.value < 0:
            return None
        shape = shape[:n.value]
    return Expression(LIST, tuple(Integer(d) for d in shape))


def nd_array_depth(ev, expr):
    x = expr.args[0]
    if type(x) is not NDArrayExpr:
        return None
    return Integer(x.array.ndim)


def nd_length(ev, expr):
    x = expr.args[0]
    if type(x) is not NDArrayExpr:
        return None
    return Integer(x.array.shape[0] if x.array.ndim else 0)


def nd_normal(ev, expr):
    x = expr.args[0]
    if type(x) is not NDArrayExpr:
        return None
    if len(expr.args) == 2:
        h = expr.args[1]
        heads = set(h.args) if isinstance(h, Expression) and h.head is LIST else {h}
        if NDARRAY not in heads:
            return None
    return elements(x.array)


def _to_dtype(r, dtype):
    """An NDArray of ``dtype`` for the List result of a general path, else None."""
    np = numpy()
    if type(r) is PackedArray:
        return make_ndarray(r.array.astype(dtype))
    if dtype.kind == "b":
        b = bool_array(np, r, numbers=True)
        return make_ndarray(b) if b is not None else None
    p = pack(r, coerce=True)
    if p is not None:
        return make_ndarray(p.array.astype(dtype))
    sc = scalar_of(r)
    if sc is not None:
        return make_ndarray(np.asarray(sc[0]).astype(dtype))
    return None


def nd_via_list(ev, expr, general):
    """ArrayPad, Unsqueeze, Squeeze of an NDArray: the general builtin on its element List,
    converted back to an NDArray of the same type."""
    args = expr.args
    if not args or type(args[0]) is not NDArrayExpr:
        return general(ev, expr)
    x = args[0]
    els = elements(x.array)
    r = general(ev, Expression(expr.head, (els,) + args[1:]))
    if r is None:
        return None
    nd = _to_dtype(r, x.array.dtype)
    return nd if nd is not None else r
