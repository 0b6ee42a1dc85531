"""Array builtins: ArrayPad, Unsqueeze, Squeeze.

The algorithms live in ``mathilda.algorithms.arrays`` (plain functions on Expr and on NumPy arrays);
this module parses the arguments, emits the messages and picks the packed (NumPy) or the
general (nested List) path.
"""

from mathilda.algorithms.packed.ndarray import nd_via_list
from mathilda.core.expr import Expression, Integer, S, Symbol
from mathilda.core.registry import builtin
from mathilda.algorithms.arrays.shape import dimensions, is_packed, no_gc
from mathilda.core.packed import MAX_RANK
from mathilda.algorithms.arrays.pad_plans import INDEX_SCHEMES
from mathilda.algorithms.arrays.pad import (PadError, check_block, check_mindimsize, classify_padding,
                                 lin_to_expr, pad_fill, pad_scheme, parse_amounts,
                                 result_dims, MACHINE_INT)
from mathilda.algorithms.arrays.reshape import (AxesError, parse_axes, squeeze, squeeze_axes,
                                     squeeze_np, unsqueeze, unsqueeze_axes, unsqueeze_np)

LIST = S.List

# --- ArrayPad -------------------------------------------------------------------------------

_SCHEME_NAMES = ('"Fixed", "Periodic", "Reflected", "Reversed", "ReversedNegation", '
                 '"ReflectedDifferences", "ReversedDifferences" or "Extrapolated"')

ARRAYPAD_MESSAGES = {
    "mindimsize": "With padding `1`, the padding amount `2` should specify positive padding "
                  "only in dimensions of length at least 2 in array `3`.",
    "padspec": "The padding amount `1` should be a machine-size integer n, a list {m} or "
               "{m, n} of such integers, or a list {{m1, n1}, {m2, n2}, ...} of such lists "
               "for successive levels.",
    "depth": "The padding amount `1` specifies `2` levels, more than the depth `3` of the "
             "array `4`.",
    "ragged": "The array `1` is not a full array at level `2`, where the padding amount `3` "
              "asks for padding.",
    "pad": "`1` is not a valid padding: use a constant, a cyclic list of values, or one of "
           + _SCHEME_NAMES + ".",
    "cycempty": "The cyclic padding `1` contains an empty list.",
    "intord": "Value of option InterpolationOrder -> `1` should be a non-negative "
              "machine-size integer or Infinity.",
    "list": "List expected at position `2` in `1`.",
    "optx": "Unknown option `1` in `2`.",
}

ARRAYPAD_USAGE = (
    "ArrayPad[array, m] pads array with m elements of 0 on every side of every level.\n"
    "ArrayPad[array, {m, n}] pads with m elements at the start and n at the end of each "
    "dimension.\n"
    "ArrayPad[array, {{m1, n1}, {m2, n2}, ...}] pads with mi, ni elements at level i; a "
    "negative amount removes elements.\n"
    "ArrayPad[array, amounts, padding] uses the given padding: a constant c, a cyclic list "
    "{c1, c2, ...}, or one of " + _SCHEME_NAMES + " (which takes the option "
    "InterpolationOrder). A negative amount on one side and a positive one on the other "
    "trims first; a named scheme then extends what is left.\n"
    "A packed array padded with a value of its own type stays packed: ArrayPad[m, 10, 0.] "
    "for a matrix of reals m (the default exact 0 around reals gives a nested List).")

ARRAYPAD_EXAMPLES = [
    ("ArrayPad[{1, 2, 3}, 1]", "{0, 1, 2, 3, 0}"),
    ("ArrayPad[{1, 2, 3}, 2, \"Fixed\"]", "{1, 1, 1, 2, 3, 3, 3}"),
    ("ArrayPad[{a, b, c}, 3, \"Extrapolated\"]",
     "{4 a - 3 b, 3 a - 2 b, 2 a - b, a, b, c, -b + 2 c, -2 b + 3 c, -3 b + 4 c}"),
    ("ArrayPad[Range[10], -2]", "{3, 4, 5, 6, 7, 8}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, 1]", "{{0, 0, 0, 0}, {0, 1, 2, 0}, {0, 3, 4, 0}, {0, 0, 0, 0}}"),
    ("ArrayPad[{1, 2, 3, 4}, {2, 0}]", "{0, 0, 1, 2, 3, 4}"),
    ("ArrayPad[{1, 2, 3}, 2, \"Periodic\"]", "{2, 3, 1, 2, 3, 1, 2}"),
    ("ArrayPad[{1, 2, 3}, 2, \"Reflected\"]", "{3, 2, 1, 2, 3, 2, 1}"),
]


def _interpolation_order(x):
    """A non-negative machine integer, None for Infinity, or False if invalid."""
    if type(x) is Integer and 0 <= x.value <= MACHINE_INT:
        return x.value
    if x is S.Infinity:
        return None
    if (isinstance(x, Expression) and x.head is S.DirectedInfinity and len(x.args) == 1
            and x.args[0] == Integer(1)):
        return None
    return False


def _ragged_at(array, depth):
    """True if some element at level ``depth`` is itself a List (so the array is ragged
    there rather than too shallow)."""
    items = [array]
    for _ in range(depth):
        items = [c for x in items for c in x.args]
    return any(isinstance(c, Expression) and c.head is LIST for c in items)


def _has_sum(x):
    """True if a Plus occurs inside x (the cell then needs a full Expand)."""
    if not isinstance(x, Expression):
        return False
    return x.head is S.Plus or _has_sum(x.head) or any(_has_sum(a) for a in x.args)


def _finisher(ev):
    """Turn a linear form {entry: coefficient} into the evaluated, expanded cell."""
    spec = ev.defs.builtins.get("Expand")
    can_expand = spec is not None and (spec.func is not None or spec.rules)

    def finish(d):
        r = ev.evaluate(lin_to_expr(d))
        if can_expand and any(_has_sum(k) for k in d):
            r = ev.call("Expand", r)
        return r

    return finish


def _pack(ev, arr):
    """The expression for a NumPy result computed from a packed (so finite) array by the
    vectorised path (which never produces a non-finite value): packed, without another
    pass over the buffer; an empty result becomes nested empty Lists."""
    if arr.size == 0:
        from mathilda.core.packed import from_numpy
        return from_numpy(arr)
    from mathilda.core.packed import PackedArray
    return PackedArray(arr)


def _reshaped(arr, kind):
    """A view of a packed buffer as an expression, in O(1): packed, or the element itself
    for a 0-d result (the data was packed, so it is finite and of a packable type)."""
    if arr.ndim == 0:
        from mathilda.core.packed import atom_of
        return atom_of(arr.item(), kind)
    from mathilda.core.packed import PackedArray
    return PackedArray(arr)


def _finite(v):
    import cmath
    return cmath.isfinite(v)


def _packed_block(value, kind, levels):
    """A cyclic block as a NumPy array of the array's kind, or None."""
    from mathilda.core.packed import pack
    p = value if is_packed(value) else pack(value)
    if p is None or not is_packed(p) or p.array.ndim > levels:
        return None
    b = p.array
    return b if b.dtype.kind == kind else None


def _packed_pad(ev, array, amounts, kind, value, scheme, order, ndim):
    """The vectorised path; None when the result would not be a packed array of the same
    element type (the general path then decides)."""
    from mathilda.algorithms.arrays import pad_numpy as P
    a = array.array
    k = a.dtype.kind
    if kind == "scheme":
        if k == "c" and scheme not in INDEX_SCHEMES:
            return None               # complex arithmetic: the general path (evaluator)
        out = P.pad_scheme_np(a, amounts, scheme, order)
        return None if out is None else _pack(ev, out)
    if len(amounts) != ndim:
        return None                   # scalar padding cells at an outer level: not packable
    if kind == "const":
        from mathilda.core.packed import scalar_of
        sc = scalar_of(value)
        if sc is None or sc[1] != k or not _finite(sc[0]):
            return None               # e.g. 0 around reals: {0, 1., 2., 0} is not packable
        return _pack(ev, P.pad_fill_np(a, amounts, sc[0]))
    b = _packed_block(value, k, len(amounts))
    if b is None:
        return None
    return _pack(ev, P.pad_cyclic_np(a, amounts, b))


@builtin("ArrayPad", around=nd_via_list, nargs=(2, 3), options={"InterpolationOrder": "1"},
         usage=ARRAYPAD_USAGE, examples=ARRAYPAD_EXAMPLES, messages=ARRAYPAD_MESSAGES)
def array_pad(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) < 2:
        return None
    for name in opts:
        if name != "InterpolationOrder":
            ev.message("ArrayPad", "optx", Symbol(name), expr)
            return None
    array, spec = pos[0], pos[1]
    padding = pos[2] if len(pos) > 2 else Integer(0)
    if not (isinstance(array, Expression) and array.head is LIST):
        ev.message("ArrayPad", "list", expr, Integer(1))
        return None
    dims = dimensions(array)
    try:
        amounts = parse_amounts(spec, len(dims))
        kind, value = classify_padding(padding)
        if kind == "cyclic":
            check_block(value, len(amounts))
    except PadError as e:
        if e.tag == "depth":
            if _ragged_at(array, len(dims)):
                ev.message("ArrayPad", "ragged", array, Integer(len(dims) + 1), spec)
            else:
                ev.message("ArrayPad", "depth", spec, e.args_[1], Integer(len(dims)), array)
        else:
            ev.message("ArrayPad", e.tag, *e.args_)
        return None
    order = 1
    scheme = value if kind == "scheme" else None
    if scheme == "Extrapolated":
        order = _interpolation_order(opts.get("InterpolationOrder", Integer(1)))
        if order is False:
            ev.message("ArrayPad", "intord", opts["InterpolationOrder"])
            return None
    if scheme is not None and not check_mindimsize(dims, amounts, scheme):
        ev.message("ArrayPad", "mindimsize", scheme, spec, array)
        return None
    n = 1
    for d in result_dims(dims, amounts, scheme is not None):
        n *= d
    if not ev.check_size(n, "ArrayPad"):
        return None
    if is_packed(array):
        r = _packed_pad(ev, array, amounts, kind, value, scheme, order, len(dims))
        if r is not None:
            return r
    # the result is built from evaluated parts (the array, the padding value, and cells the
    # finisher evaluated): it is at a fixed point, and the evaluator need not walk it again
    with no_gc():
        if scheme is not None:
            return ev.final(pad_scheme(array, dims, amounts, scheme, order, _finisher(ev),
                                       ev.check_interrupt))
        return ev.final(pad_fill(array, dims, amounts, value))


# --- Unsqueeze and Squeeze --------------------------------------------------------------------

def _real_tensor(shape, start=0):
    """The text of a tensor of machine reals start., start+1., ... of the given shape (the
    data of the ONNX seed examples)."""
    counter = iter(range(start, start + _prod(shape)))

    def build(dims):
        if not dims:
            return "%d." % next(counter)
        return "{" + ", ".join(build(dims[1:]) for _ in range(dims[0])) + "}"

    return build(list(shape))


def _prod(shape):
    n = 1
    for d in shape:
        n *= d
    return n


_X345 = _real_tensor((3, 4, 5))
_X1315 = _real_tensor((1, 3, 1, 5))

UNSQUEEZE_EXAMPLES = [
    ("Unsqueeze[{{0., 1., 2.}, {3., 4., 5.}}, {0, 2}]", "{{{{0., 1., 2.}}, {{3., 4., 5.}}}}"),
    ("Unsqueeze[%s, {0}]" % _X345, _real_tensor((1, 3, 4, 5))),
    ("Unsqueeze[%s, {1}]" % _X345, _real_tensor((3, 1, 4, 5))),
    ("Unsqueeze[%s, {2}]" % _X345, _real_tensor((3, 4, 1, 5))),
    ("Unsqueeze[%s, {-2}]" % _X1315, _real_tensor((1, 3, 1, 1, 5))),
    ("Unsqueeze[%s, {2, 4, 5}]" % _X345, _real_tensor((3, 4, 1, 5, 1, 1))),
    ("Unsqueeze[%s, {1, 4}]" % _X345, _real_tensor((3, 1, 4, 5, 1))),
    ("Unsqueeze[%s, {5, 4, 2}]" % _X345, _real_tensor((3, 4, 1, 5, 1, 1))),
    ("Unsqueeze[5, {0, -1}]", "{{5}}"),
    ("Unsqueeze[{\"a\", \"b\"}, 1]", "{{a}, {b}}"),
    ("Unsqueeze[{True, False}, {0}]", "{{True, False}}"),
    ("Unsqueeze[{1, 2, 3}, {0, 4}]", "Unsqueeze[{1, 2, 3}, {0, 4}]",
     ["Unsqueeze::axrange: Axis 4 is out of range: for output rank 3 an axis must lie "
      "between -3 and 2."]),
]

SQUEEZE_EXAMPLES = [
    ("Squeeze[{{{1, 2, 3}}}]", "{1, 2, 3}"),
    ("Squeeze[{{{1}, {2}, {3}}}, -1]", "{{1, 2, 3}}"),
    ("Squeeze[{{{{0., 1., 2.}}, {{3., 4., 5.}}}}, {0, 2}]", "{{0., 1., 2.}, {3., 4., 5.}}"),
    ("Squeeze[{{1, 2}}, {1}]", "Squeeze[{{1, 2}}, {1}]",
     ["Squeeze::sqlen: Axis 1 cannot be squeezed: its length is 2, not 1."]),
]

UNSQUEEZE_MESSAGES = {
    "axint": "Axes `1` should be an integer or a list of integers.",
    "axrange": "Axis `1` is out of range: for output rank `2` an axis must lie between `3` "
               "and `4`.",
    "dupaxes": "The axes `1` normalise to `2`, which has duplicate entries.",
}

SQUEEZE_MESSAGES = {
    "axint": "Axes `1` should be an integer or a list of integers.",
    "axrange": "Axis `1` is out of range: for an array of rank `2` an axis must lie between "
               "`3` and `4`.",
    "dupaxes": "The axes `1` normalise to `2`, which has duplicate entries.",
    "sqlen": "Axis `1` cannot be squeezed: its length is `2`, not 1.",
}


def _tensor_dims(data):
    if is_packed(data):
        return list(data.array.shape)
    return dimensions(data)


@builtin("Unsqueeze", around=nd_via_list, nargs=2, usage=(
    "Unsqueeze[data, axes] inserts a dimension of length 1 at each of the axes (0-based "
    "positions in the result, negative ones counted from the end) of the tensor data: the "
    "ONNX operator Unsqueeze (version 13). axes is a list of integers or a single integer; "
    "the rank of data is its ArrayDepth."),
    examples=UNSQUEEZE_EXAMPLES, messages=UNSQUEEZE_MESSAGES)
def unsqueeze_builtin(ev, expr):
    data, axes = expr.args
    try:
        norm = unsqueeze_axes(parse_axes(axes), len(_tensor_dims(data)), axes)
    except AxesError as e:
        ev.message("Unsqueeze", e.tag, *e.args_)
        return None
    if is_packed(data) and len(data.array.shape) + len(norm) <= MAX_RANK:
        return _reshaped(unsqueeze_np(data.array, norm), data.array.dtype.kind)
    with no_gc():
        return unsqueeze(data, norm)


@builtin("Squeeze", around=nd_via_list, nargs=(1, 2), usage=(
    "Squeeze[data, axes] removes the dimensions of length 1 at the given axes (0-based, "
    "negative ones counted from the end) of the tensor data; Squeeze[data] removes every "
    "dimension of length 1. The inverse of Unsqueeze: Squeeze[Unsqueeze[x, axes], axes] "
    "is x."),
    examples=SQUEEZE_EXAMPLES, messages=SQUEEZE_MESSAGES)
def squeeze_builtin(ev, expr):
    data = expr.args[0]
    dims = _tensor_dims(data)
    try:
        if len(expr.args) == 2:
            norm = squeeze_axes(parse_axes(expr.args[1]), dims, expr.args[1])
        else:
            norm = squeeze_axes(None, dims)
    except AxesError as e:
        ev.message("Squeeze", e.tag, *e.args_)
        return None
    if is_packed(data):
        return _reshaped(squeeze_np(data.array, norm), data.array.dtype.kind)
    with no_gc():
        return squeeze(data, norm)
