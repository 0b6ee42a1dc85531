"""NDArray: an explicit dense array (NumPy semantics), which is *not* a List.

``NDArray[list]`` (option ``DataType -> "float64" | "float32" | "int64" | "complex128" |
"bool"``) gives an ``NDArrayExpr``: head ``NDArray``, one argument -- the elements as a List,
built lazily from the buffer -- followed by ``DataType -> "..."`` when the type is not the
one the elements imply (so the printed form evaluates back to the same array):

    NDArray[{1, 2}]          int64          NDArray[{1., 2.}]     float64
    NDArray[{1., 2.}, DataType -> "float32"]                      float32

It works with ``NDArrayQ``, ``Normal`` (the List), ``Dimensions``, ``ArrayDepth``,
``Length``, element-wise arithmetic (Plus, Times, Power and what reduces to them, and the
elementary functions; NumPy broadcasting and type promotion), ``Dot``, and ``ArrayPad``,
``Unsqueeze``, ``Squeeze`` (which return an NDArray of the same type).  Integer overflow is
not silent: it emits ``NDArray::ovfl`` and the result is computed with reals.

Element-wise functions of NDArray operands are UpValues of ``NDArray``, installed in a
session when it creates its first NDArray (so sessions that never use one pay nothing).
"""

import math
import weakref

from mathilda.algorithms.packed.common import (
    INT64_MAX, errstate, hook_packed, int_bound, numpy,
)
from mathilda.core.expr import (Complex, Expression, Integer, Rational, String, Symbol, S,
                                TRUE, FALSE)
from mathilda.core.packed import PackedArray, from_numpy, pack, scalar_of
from mathilda.core.registry import BUILTINS, after_load, builtin, wrap_builtin

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


def _elements(arr):
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
    els = _elements(arr)
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


# --- construction -----------------------------------------------------------------------------

def _bool_array(np, x, numbers=False):
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


def _is_ragged(x):
    from mathilda.algorithms.arrays.shape import dimensions, flatten_to_depth
    dims = dimensions(x)
    if 0 in dims:
        return False
    return any(isinstance(e, Expression) and e.head is LIST
               for e in flatten_to_depth(x, len(dims)))


def _from_expr(ev, x, expr):
    """The NumPy array for the first argument of NDArray, or None after a message."""
    np = numpy()
    if type(x) is NDArrayExpr:
        return x.array
    if type(x) is PackedArray:
        return x.array
    sc = scalar_of(x)
    if sc is not None:
        return np.array(sc[0])
    if x is TRUE or x is FALSE:
        return np.array(x is TRUE)
    if type(x) is Rational:
        return np.array(float(x.value))
    if not (isinstance(x, Expression) and x.head is LIST):
        ev.message("NDArray", "list", x)
        return None
    if not x.args:
        return np.zeros(0, dtype=np.float64)
    if _is_ragged(x):
        ev.message("NDArray", "ragged", x)
        return None
    p = pack(x, coerce=True)
    if p is not None:
        return p.array
    b = _bool_array(np, x)
    if b is not None:
        return b
    from mathilda.algorithms.arrays.shape import dimensions
    if 0 in dimensions(x):
        return np.zeros(dimensions(x), dtype=np.float64)
    ev.message("NDArray", "nonnum", x)
    return None


def _cast(ev, arr, name, x):
    np = numpy()
    if arr.dtype.name == name:
        return arr
    k = arr.dtype.kind
    with errstate():
        if name == "bool":
            return arr != 0
        if name == "int64":
            if k == "c":
                if np.any(arr.imag != 0):
                    ev.message("NDArray", "cast", x, String(name))
                    return None
                arr = arr.real
            if k in "fc" and (np.any(arr != np.floor(arr)) or np.any(np.abs(arr) >= 2.0 ** 63)):
                ev.message("NDArray", "cast", x, String(name))
                return None
            return arr.astype(np.int64)
        if name in ("float64", "float32") and k == "c":
            if np.any(arr.imag != 0):
                ev.message("NDArray", "cast", x, String(name))
                return None
            arr = arr.real
        return arr.astype(name)


_RULES = weakref.WeakKeyDictionary()  # Definitions -> True once the UpValues are installed

ELEMENTWISE_HEADS = ("Plus", "Times", "Power")
UNARY_HEADS = ("Sin", "Cos", "Tan", "ArcSin", "ArcCos", "ArcTan", "Sinh", "Cosh", "Tanh",
               "Log", "Abs", "Floor", "Ceiling", "Round", "Re", "Im", "Conjugate", "Sqrt",
               "Exp", "Minus")


def _install_rules(ev):
    defs = ev.defs
    try:
        if _RULES.get(defs):
            return
        _RULES[defs] = True
    except TypeError:
        return
    from mathilda.syntax.parser import parse
    d = defs.get(NDARRAY)
    saved = d.attributes
    d.attributes = 0
    try:
        for h in ELEMENTWISE_HEADS:
            ev.evaluate(parse(
                "NDArray /: HoldPattern[%s[a___, NDArray[x___], b___]] /; Developer`NDArrayOpQ["
                "%s, {a, NDArray[x], b}] := Developer`NDArrayOp[%s, {a, NDArray[x], b}]"
                % (h, h, h)))
        for h in UNARY_HEADS:
            ev.evaluate(parse(
                "NDArray /: HoldPattern[%s[NDArray[x___]]] /; Developer`NDArrayOpQ[%s, "
                "{NDArray[x]}] := Developer`NDArrayOp[%s, {NDArray[x]}]" % (h, h, h)))
    finally:
        d.attributes = saved


NDARRAY_MESSAGES = {
    "ragged": "The list `1` is not a rectangular array.",
    "nonnum": "The array `1` has elements that are neither machine numbers nor True or "
              "False.",
    "list": "`1` is not a list, a number or a Boolean value.",
    "dtype": "DataType `1` should be one of \"float64\", \"float32\", \"int64\", "
             "\"complex128\" or \"bool\".",
    "cast": "The elements of `1` cannot be represented with DataType `2`.",
    "shape": "Arrays of dimensions `1` and `2` cannot be combined.",
    "ovfl": "Integer overflow in `1` of int64 arrays: the result is computed with machine "
            "reals.",
}


@builtin("NDArray", nargs=1, options={"DataType": "Automatic"}, messages=NDARRAY_MESSAGES,
         usage="NDArray[list] makes an explicit dense array of the elements of the "
               "rectangular list (NumPy semantics: element-wise arithmetic with "
               "broadcasting, Dot); it is not a List: Normal gives the List. The option "
               "DataType -> \"float64\" | \"float32\" | \"int64\" | \"complex128\" | "
               "\"bool\" chooses the element type (by default the one the elements imply).",
         examples=[("NDArray[{1, 2, 3}]", "NDArray[{1, 2, 3}]"),
                   ("NDArray[{1, 2}, DataType -> \"float64\"]", "NDArray[{1., 2.}]"),
                   ("NDArray[{1, 2}, DataType -> \"float32\"]",
                    "NDArray[{1., 2.}, DataType -> float32]"),
                   ("NDArray[{1, 2}] + NDArray[{10, 20}]", "NDArray[{11, 22}]"),
                   ("ListQ[NDArray[{1, 2}]]", "False"),
                   ("NDArray[{{1, 2}, {3}}]", "NDArray[{{1, 2}, {3}}]",
                    ["NDArray::ragged: The list {{1, 2}, {3}} is not a rectangular "
                     "array."])])
def ndarray(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    x = pos[0]
    dt = opts.get("DataType", S.Automatic)
    if dt is not S.Automatic and not (type(dt) is String and dt.value in DTYPES):
        ev.message("NDArray", "dtype", dt)
        return None
    arr = _from_expr(ev, x, expr)
    if arr is None:
        return None
    if dt is not S.Automatic:
        arr = _cast(ev, arr, dt.value, x)
        if arr is None:
            return None
    _install_rules(ev)
    r = make_ndarray(arr)
    if type(x) is NDArrayExpr and r.array is x.array:
        return x
    return r


@builtin("NDArrayQ", nargs=1,
         usage="NDArrayQ[expr] gives True if expr is an NDArray, False otherwise.",
         examples=[("NDArrayQ[NDArray[{1., 2.}]]", "True"), ("NDArrayQ[{1., 2.}]", "False")])
def ndarray_q(ev, expr):
    return TRUE if type(expr.args[0]) is NDArrayExpr else FALSE


# --- element-wise arithmetic ------------------------------------------------------------------

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
    if type(x) is Expression and x.head is LIST:
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


def nd_elementwise(ev, name, args, expr):
    """``name[args...]`` element-wise when an argument is an NDArray (None if not applicable,
    after a message for incompatible shapes)."""
    if not _arity_ok(name, args):
        return None
    vals = _operands(ev, args, True)
    if vals is None:
        return None
    return _compute(ev, name, vals, expr)


@builtin("Developer`NDArrayOpQ", nargs=2,
         usage="Developer`NDArrayOpQ[f, {args}] gives True when f[args] can be computed "
               "element-wise on NDArray operands (the condition of the UpValues of "
               "NDArray).",
         examples=[("Developer`NDArrayOpQ[Plus, {NDArray[{1, 2}], 3}]", "True"),
                   ("Developer`NDArrayOpQ[Plus, {NDArray[{1, 2}], x}]", "False")])
def ndarray_op_q(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol:
        return FALSE
    if not (isinstance(lst, Expression) and lst.head is LIST):
        return FALSE
    if not any(type(a) is NDArrayExpr for a in lst.args) or not _arity_ok(h.name, lst.args):
        return FALSE
    return TRUE if _operands(ev, lst.args, True) is not None else FALSE


@builtin("Developer`NDArrayOp", nargs=2,
         usage="Developer`NDArrayOp[f, {args}] computes f[args] element-wise on NDArray "
               "operands (the right-hand side of the UpValues of NDArray).",
         examples=[("Developer`NDArrayOp[Times, {NDArray[{1, 2}], 3}]", "NDArray[{3, 6}]")])
def ndarray_op(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is LIST):
        return None
    return nd_elementwise(ev, h.name, lst.args, Expression(h, lst.args))


# --- NDArray paths of other builtins ----------------------------------------------------------

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
    return _elements(x.array)


def _to_dtype(r, dtype):
    """An NDArray of ``dtype`` for the List result of a general path, else None."""
    np = numpy()
    if type(r) is PackedArray:
        return make_ndarray(r.array.astype(dtype))
    if dtype.kind == "b":
        b = _bool_array(np, r, numbers=True)
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
    els = _elements(x.array)
    r = general(ev, Expression(expr.head, (els,) + args[1:]))
    if r is None:
        return None
    nd = _to_dtype(r, x.array.dtype)
    return nd if nd is not None else r


MISSING = []


@after_load
def _install():
    hook_packed("Dimensions", nd_dimensions)
    hook_packed("ArrayDepth", nd_array_depth)
    hook_packed("Length", nd_length)
    hook_packed("Normal", nd_normal)
    for name in ("ArrayPad", "Unsqueeze", "Squeeze"):
        spec = BUILTINS.get(name)
        if spec is None or spec.func is None:
            MISSING.append(name)
            continue
        wrap_builtin(name)(nd_via_list)


__all__ = ["NDArrayExpr", "make_ndarray", "nd_elementwise", "nd_dot", "is_nd"]
