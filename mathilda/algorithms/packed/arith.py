"""Vectorised arithmetic on packed arrays: the ``vector`` paths of the Listable builtins Plus,
Times, Power, Subtract, Divide, Minus, Sqrt, Exp, Log, the trigonometric and hyperbolic
functions and their inverses, Abs, Sign, Re, Im, Conjugate, Floor, Ceiling, Round.

Each path is tried by the evaluator before Listable threading, with the unthreaded call.  It
applies when at least one argument is packed and every other argument is a machine number or
a List of them; the result is what threading would give, element for element and in type:

* integers stay exact: results are bounded before computing, and computed with Python
  integers when they could leave the machine range (a result that does not fit is an
  ordinary List of Integers);
* reals and complexes use the same IEEE operations as the scalar builtins, in the same
  order: Plus adds the exact numbers exactly, the inexact ones in canonical (value) order,
  then the two; Times multiplies in canonical order; complex products use Python's formula;
  powers (and Sqrt, Exp, Divide's reciprocal) use the C library's ``pow`` through
  ``numpy.float_power``, as the scalar Power does -- so these results are bit-identical to
  threading.  The other elementary functions use NumPy's implementations, which may differ
  from the C library's in the last bit;
* anything else -- an exact rational result (1/2), a real result that would be complex
  (Sqrt[-1.]), a non-finite value (1/0., Exp[1000.]), a message -- returns None, so that the
  ordinary threading computes it (and emits the messages) exactly as for a List.

Calls with an NDArray operand are handed to ``packed_ndarray.nd_elementwise``.
"""

import math

from mathilda.algorithms.packed.common import (
    INT64_MAX, align, as_kind, errstate, exact_array, finite, int_bound,
    kind_of, numpy, operands, result,
)
from mathilda.core.expr import Expression, Integer, Rational, S
from mathilda.core.packed import PackedArray, scalar_of

FLOAT_EXACT = 2 ** 53


def _gate(name):
    """Decorator: run the vector path only when an argument is packed (plain Lists are left
    to the ordinary threading at once, without any conversion); calls with an NDArray
    operand go to ``nd_elementwise``."""

    def deco(fn):
        def vec(ev, expr):
            packed = False
            for a in expr.args:
                t = type(a)
                if t is PackedArray:
                    packed = True
                elif t is not Expression and getattr(t, "is_ndarray", False):
                    from mathilda.algorithms.packed.ndarray import nd_elementwise
                    return nd_elementwise(ev, name, expr.args, expr)
            if not packed:
                return None
            return fn(ev, expr)

        vec.__name__ = fn.__name__
        vec.__doc__ = fn.__doc__
        return vec

    return deco


def _prepare(expr):
    """(aligned values, kinds, full shape) or None."""
    ops = operands(expr.args)
    if ops is None:
        return None
    vals, kinds = ops
    al = align(vals)
    if al is None:
        return None
    return al[0], kinds, al[1]


def _sorted_fold(np, vals, shape, op):
    """Fold ``op`` over three or more real operands in ascending order of value, element by
    element (the order Plus and Times combine inexact numbers after sorting their
    arguments)."""
    stack = np.stack([np.broadcast_to(np.asarray(v, dtype=np.float64), shape) for v in vals])
    stack = np.sort(stack, axis=0, kind="stable")
    acc = stack[0].copy()
    for row in stack[1:]:
        acc = op(acc, row)
    return acc


def _int_fold(np, vals, op, exact_op, bound):
    """An integer fold computed on int64 when ``bound`` fits, else exactly."""
    if bound <= INT64_MAX:
        acc = vals[0]
        for v in vals[1:]:
            acc = op(acc, v)
        return acc
    acc = exact_array(vals[0])
    for v in vals[1:]:
        acc = exact_op(acc, exact_array(v))
    return acc


def _cmul(np, a, b):
    """Complex products with the roundings of Python's complex multiplication
    (re = ar br - ai bi, im = ar bi + ai br; NumPy's own loop may fuse them)."""
    a = np.asarray(a, dtype=np.complex128)
    b = np.asarray(b, dtype=np.complex128)
    ar, ai, br, bi = a.real, a.imag, b.real, b.imag
    re = ar * br - ai * bi
    im = ar * bi + ai * br
    out = np.empty(np.broadcast(re, im).shape, dtype=np.complex128)
    out.real = re
    out.imag = im
    return out


def _mul2(np, a, b):
    if np.iscomplexobj(a) or np.iscomplexobj(b):
        return _cmul(np, a, b)
    return np.multiply(a, b)


def _finish(np, r, shape):
    if not isinstance(r, np.ndarray) or r.shape != shape:
        r = np.broadcast_to(np.asarray(r), shape).copy()
    if r.dtype.kind in "fc":
        if not finite(r):
            return None
        if r.size:
            return PackedArray(r)
    return result(r)


# --- Plus, Times ------------------------------------------------------------------------------

@_gate("Plus")
def vec_plus(ev, expr):
    prep = _prepare(expr)
    if prep is None:
        return None
    vals, kinds, shape = prep
    np = numpy()
    kind = kind_of(kinds)
    if kind == "i":
        bound = sum(int_bound(v) for v in vals)
        return _finish(np, _int_fold(np, vals, np.add, lambda a, b: a + b, bound), shape)
    if len(vals) == 2:
        with errstate():
            return _finish(np, np.add(vals[0], vals[1]), shape)
    if kind == "c":
        return None
    # Plus sums the exact numbers exactly, the inexact ones in canonical (value) order, and
    # then adds the two
    ints = [v for v, k in zip(vals, kinds) if k == "i"]
    reals = [v for v, k in zip(vals, kinds) if k != "i"]
    with errstate():
        if len(reals) == 1:
            r = np.asarray(reals[0], dtype=np.float64)
        elif len(reals) == 2:
            r = np.add(reals[0], reals[1])
        else:
            r = _sorted_fold(np, reals, shape, np.add)
        if ints:
            if sum(int_bound(v) for v in ints) > INT64_MAX:
                return None
            isum = ints[0]
            for v in ints[1:]:
                isum = np.add(isum, v)
            r = np.add(r, np.asarray(isum).astype(np.float64))
    return _finish(np, r, shape)


@_gate("Times")
def vec_times(ev, expr):
    prep = _prepare(expr)
    if prep is None:
        return None
    vals, kinds, shape = prep
    np = numpy()
    kind = kind_of(kinds)
    if kind == "i":
        bound = 1
        for v in vals:
            bound *= int_bound(v)
        return _finish(np, _int_fold(np, vals, np.multiply, lambda a, b: a * b, bound), shape)
    if len(vals) == 2:
        with errstate():
            return _finish(np, _mul2(np, vals[0], vals[1]), shape)
    if kind == "c":
        return None
    bound = 1
    for v, k in zip(vals, kinds):
        if k == "i":
            bound *= int_bound(v)
    if bound > FLOAT_EXACT:
        return None
    with errstate():
        return _finish(np, _sorted_fold(np, vals, shape, np.multiply), shape)


@_gate("Subtract")
def vec_subtract(ev, expr):
    if len(expr.args) != 2:
        return None
    prep = _prepare(expr)
    if prep is None:
        return None
    (a, b), kinds, shape = prep
    np = numpy()
    if kind_of(kinds) == "i":
        r = _int_fold(np, [a, b], np.subtract, lambda x, y: x - y,
                      int_bound(a) + int_bound(b))
        return _finish(np, r, shape)
    with errstate():
        return _finish(np, np.subtract(a, b), shape)


@_gate("Minus")
def vec_minus(ev, expr):
    if len(expr.args) != 1:
        return None
    prep = _prepare(expr)
    if prep is None:
        return None
    (a,), kinds, shape = prep
    np = numpy()
    if kinds[0] == "i" and int_bound(a) > INT64_MAX:
        return _finish(np, -exact_array(a), shape)
    return _finish(np, np.negative(a), shape)


@_gate("Divide")
def vec_divide(ev, expr):
    if len(expr.args) != 2:
        return None
    prep = _prepare(expr)
    if prep is None:
        return None
    (a, b), kinds, shape = prep
    np = numpy()
    if kind_of(kinds) == "i":
        # exact quotients: only when every division is exact (else Rationals: threading)
        if np.any(np.asarray(b) == 0):
            return None
        if np.any(np.remainder(a, b) != 0):
            return None
        if int_bound(a) > INT64_MAX or int_bound(b) > INT64_MAX:
            return None
        return _finish(np, np.floor_divide(a, b), shape)
    # Divide[a, b] is a b^-1: the reciprocal is rounded first, as Times[a, Power[b, -1]]
    bexpr = expr.args[1]
    if not isinstance(b, np.ndarray):
        if b == 0:
            return None
        inv = ev.evaluate(Expression(S.Power, (bexpr, Integer(-1))))
        sc = scalar_of(inv)
        if sc is None:
            return None
        with errstate():
            return _finish(np, _mul2(np, a, sc[0]), shape)
    if b.dtype.kind == "c" or not np.all(b != 0):
        return None
    if b.dtype.kind == "i" and int_bound(b) > FLOAT_EXACT:
        return None
    with errstate():
        if b.dtype.kind == "i":             # 1/b exactly rounded, as float(Fraction(1, b))
            inv = np.true_divide(1.0, b)
        else:                               # b^-1 with the C library's pow, as Power does
            inv = np.float_power(b, -1.0)
        return _finish(np, _mul2(np, a, inv), shape)


# --- Power ------------------------------------------------------------------------------------

def _exp(np, a):
    """E^x on a buffer: for reals the C library's exp(x), as the scalar Power computes it
    (so that Exp[x] and E^x of a packed array agree bit for bit with the Lists; NumPy's own
    exp can differ in the last bit)."""
    if a.dtype.kind == "f":
        flat = a.ravel()
        if flat.size and float(flat.max()) >= 709.78:
            return np.exp(a)               # overflow: inf, handled by the caller
        return np.fromiter(map(math.exp, flat.tolist()), dtype=np.float64,
                           count=flat.size).reshape(a.shape)
    return np.exp(a)


def _int_power(np, b, e, shape):
    ev_ = np.asarray(e)
    if np.any(ev_ < 0):
        return None                        # rationals: threading
    bb = np.asarray(b)
    if np.any((bb == 0) & (ev_ == 0)):
        return None                        # 0^0: Indeterminate with a message
    mb = int_bound(b)
    me = int(ev_.max()) if ev_.size else 0
    if mb >= 2 and me * (mb.bit_length() - 1) > 4096:
        return None                        # huge exact powers: the general path
    if mb <= 1 or mb ** me <= INT64_MAX:
        return _finish(np, np.power(b, e), shape)
    return _finish(np, exact_array(b) ** exact_array(e), shape)


@_gate("Power")
def vec_power(ev, expr):
    args = expr.args
    if len(args) != 2:
        return None
    base, expo = args
    np = numpy()
    if base is S.E:
        p = expo if type(expo) is PackedArray else None
        if p is None or p.array.dtype.kind not in "fc":
            return None
        with errstate():
            return _finish(np, _exp(np, p.array), p.array.shape)
    if type(expo) is Rational and type(base) is PackedArray:
        a = base.array
        if a.dtype.kind != "f" or np.any(a < 0):
            return None                    # exact radicals, complex roots: threading
        with errstate():
            return _finish(np, np.float_power(a, float(expo.value)), a.shape)
    prep = _prepare(expr)
    if prep is None:
        return None
    (b, e), kinds, shape = prep
    kb, ke = kinds
    if kb == "i" and ke == "i":
        return _int_power(np, b, e, shape)
    bb = np.asarray(b)
    zero = bb == 0
    if np.any(zero) and not np.all(np.broadcast_to(np.real(e), shape)[
            np.broadcast_to(zero, shape)] > 0):
        return None                        # 0^0, 0^-1, 0^z: special values and messages
    if kb == "c" or ke == "c":
        with errstate():
            return _finish(np, np.power(as_kind(b, "c"), e), shape)
    ee = np.asarray(e)
    if ke == "f" and np.any((bb < 0) & (ee != np.floor(ee))):
        return None                        # complex results for negative bases
    with errstate():                       # the C library's pow, as the scalar Power
        r = np.float_power(as_kind(b, "f"), as_kind(e, "f"))
    return _finish(np, r, shape)


# --- one-argument numeric functions -----------------------------------------------------------

def _unary(name, real, cplx=None, ints=None):
    """The vector path of a one-argument numeric function: ``real(np, a)`` on a real buffer,
    ``cplx(np, a)`` on a complex one, ``ints(np, a)`` on an integer one (None: threading)."""

    @_gate(name)
    def vec(ev, expr):
        if len(expr.args) != 1:
            return None
        x = expr.args[0]
        if type(x) is not PackedArray:
            return None
        a = x.array
        k = a.dtype.kind
        fn = real if k == "f" else cplx if k == "c" else ints
        if fn is None:
            return None
        np = numpy()
        with errstate():
            out = fn(np, a)
        if out is None:
            return None
        if k == "f" and name in BOUNDED and out.dtype.kind == "f":
            return PackedArray(out)        # finite for every finite argument
        return _finish(np, out, a.shape)

    vec.__name__ = "vec_" + name.lower()
    return vec


BOUNDED = frozenset(["Sin", "Cos", "Tanh", "ArcTan", "Abs", "Re", "Conjugate"])


def _np1(fname):
    return lambda np, a: getattr(np, fname)(a)


def _inv(fname):
    return lambda np, a: 1 / getattr(np, fname)(a)


def _abs_int(np, a):
    if int(a.min()) == -2 ** 63:
        return abs(exact_array(a))
    return np.abs(a)


def _sign(np, a):
    return np.sign(a).astype(np.int64)


def _round_to_int(fname):
    def f(np, a):
        r = getattr(np, fname)(a)
        if not (np.abs(r) < 2.0 ** 63).all():
            return None
        return r.astype(np.int64)
    return f


def _identity(np, a):
    return a


def _zeros_int(np, a):
    return np.zeros(a.shape, dtype=np.int64)


UNARY = {
    "Sin": (_np1("sin"), _np1("sin")),
    "Cos": (_np1("cos"), _np1("cos")),
    "Tan": (_np1("tan"), _np1("tan")),
    "Cot": (_inv("tan"), None),
    "Sec": (_inv("cos"), None),
    "Csc": (_inv("sin"), None),
    "ArcSin": (_np1("arcsin"), None),
    "ArcCos": (_np1("arccos"), None),
    "Sinh": (_np1("sinh"), _np1("sinh")),
    "Cosh": (_np1("cosh"), _np1("cosh")),
    "Tanh": (_np1("tanh"), _np1("tanh")),
    "ArcSinh": (_np1("arcsinh"), None),
    "ArcCosh": (_np1("arccosh"), None),
    "ArcTanh": (_np1("arctanh"), None),
    "Exp": (lambda np, a: _exp(np, a), _np1("exp")),
    "Abs": (_np1("abs"), lambda np, a: np.hypot(a.real, a.imag), _abs_int),
    "Sign": (_sign, None, _sign),
    "Re": (_identity, _np1("real"), _identity),
    "Im": (_zeros_int, _np1("imag"), _zeros_int),
    "Conjugate": (_identity, _np1("conjugate"), _identity),
    "Floor": (_round_to_int("floor"), None, _identity),
    "Ceiling": (_round_to_int("ceil"), None, _identity),
    "Round": (_round_to_int("rint"), None, _identity),
}


def _arctan(np, a):
    return np.arctan(a)


def _log(np, a):
    if (a <= 0).any():
        return None
    return np.log(a)


def _sqrt(np, a):
    if (a < 0).any():
        return None
    return np.float_power(a, 0.5)           # Sqrt[x] is x^(1/2): pow(x, 0.5)


def vec_log(ev, expr):
    if len(expr.args) != 1:
        return None
    return _LOG(ev, expr)


def vec_arctan(ev, expr):
    if len(expr.args) != 1:
        return None
    return _ARCTAN(ev, expr)


_LOG = _unary("Log", _log)
_ARCTAN = _unary("ArcTan", _arctan)
_SQRT = _unary("Sqrt", _sqrt)

VECTORS = {
    "Plus": vec_plus, "Times": vec_times, "Power": vec_power, "Subtract": vec_subtract,
    "Divide": vec_divide, "Minus": vec_minus, "Log": vec_log, "ArcTan": vec_arctan,
    "Sqrt": _SQRT,
}
for _name, _fns in UNARY.items():
    VECTORS[_name] = _unary(_name, *_fns)


def vector_path(name):
    """The vector path of the Listable builtin ``name`` (for its ``@builtin(vector=...)``);
    a KeyError for a name without one, so a renamed builtin cannot lose its path silently."""
    return VECTORS[name]


__all__ = ["VECTORS", "UNARY", "vector_path", "vec_plus", "vec_times", "vec_power"]


def packed_chop(ev, expr):
    """Chop of a packed array: the array itself when nothing is close to zero, the packed
    real array of the real parts when only imaginary parts are (Chop[Exp[N[Range[4] Pi I]]]
    is {-1., 1., -1., 1.}, packed); None when an element becomes the exact 0 or a complex
    number loses only its imaginary part (a mixed List: the general path)."""
    from mathilda.core.packed import PackedArray
    args = expr.args
    x = args[0]
    if type(x) is not PackedArray:
        return None
    tol = 1e-10
    if len(args) == 2:
        d = args[1]
        if not (d.is_number and type(d).__name__ in ("Integer", "Rational", "Real")):
            return None
        from mathilda.numbers.precision import to_float
        tol = abs(to_float(d))
    np = numpy()
    a = x.array
    kind = a.dtype.kind
    if kind in "iu":
        return x
    if kind == "f":
        return x if not (np.abs(a) < tol).any() else None
    if kind != "c":
        return None
    re_small = np.abs(a.real) < tol
    im_small = np.abs(a.imag) < tol
    if not re_small.any():
        if not im_small.any():
            return x
        if im_small.all():
            return PackedArray(np.ascontiguousarray(a.real))
    return None
