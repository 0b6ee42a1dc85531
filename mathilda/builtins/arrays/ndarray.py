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

import weakref

from mathilda.algorithms.packed.common import errstate, numpy
from mathilda.algorithms.packed.ndarray import bool_array, nd_applicable, nd_elementwise
from mathilda.core.expr import Expression, Rational, String, Symbol, S, TRUE, FALSE
from mathilda.core.ndarray import DTYPES, NDARRAY, NDArrayExpr, make_ndarray
from mathilda.core.packed import PackedArray, pack, scalar_of
from mathilda.core.registry import builtin

LIST = S.List


# --- construction -----------------------------------------------------------------------------


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
    b = bool_array(np, x)
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
    return TRUE if nd_applicable(ev, h.name, lst.args) else FALSE


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


