"""Fourier and InverseFourier: the discrete Fourier transform of lists and arrays
(mathilda.algorithms.signal.fourier: NumPy's FFT on machine numbers, direct sums in mpmath at
the data's precision).  Exact data are transformed as machine numbers, as in the Wolfram
Language; the result is always a list of complex numbers (packed for machine numbers)."""

from mathilda.algorithms.signal.fourier import transform, transform_mp
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "fftl": "Argument `1` is not a nonempty list or rectangular array of numeric quantities.",
    "fpopt": "Value of option FourierParameters -> `1` should be a list of two real numbers.",
    "fpos": "Positions `1` should be a list of positions within the dimensions `2` of the "
            "array.",
}


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _shape(x):
    """(dimensions, leaves) if x is a full rectangular array, else None."""
    shape = []
    level = [x]
    while all(_is_list(e) for e in level):
        lens = {len(e.args) for e in level}
        if len(lens) != 1 or 0 in lens:
            return None
        shape.append(lens.pop())
        level = [a for e in level for a in e.args]
    if any(_is_list(e) for e in level):
        return None
    return tuple(shape), level


def _parameters(ev, name, opts):
    p = opts.get("FourierParameters")
    if p is None:
        return 0.0, 1.0
    if _is_list(p) and len(p.args) == 2:
        vals = [ev.call("N", v) for v in p.args]
        if all(type(v) is Real or type(v) is Integer for v in vals):
            return float(vals[0].value), float(vals[1].value)
    ev.message(name, "fpopt", p)
    return None


def _leaf_kind(leaves):
    """'machine', ('mp', digits) or None (something is not a number)."""
    digits = None
    for v in leaves:
        t = type(v)
        if t is Real:
            if v.prec is None:
                return "machine"
            digits = v.prec if digits is None else min(digits, v.prec)
        elif t is Complex:
            for part in (v.re, v.im):
                if type(part) is Real:
                    if part.prec is None:
                        return "machine"
                    digits = part.prec if digits is None else min(digits, part.prec)
        elif t is not Integer and t is not Rational:
            return None
    return ("mp", digits) if digits is not None else "exact"


def _machine_array(ev, x):
    from mathilda.core.packed import to_numpy
    if hasattr(type(x), "array"):
        arr = x.array
    else:
        arr = to_numpy(x)
        if arr is None:
            arr = to_numpy(ev.call("N", x))
    if arr is None or arr.dtype.kind not in "ifc":
        return None
    return arr if arr.dtype.kind in "fc" else arr.astype(float)


def _mp_value(v):
    import mpmath
    t = type(v)
    if t is Complex:
        return mpmath.mpc(_mp_value(v.re), _mp_value(v.im))
    if t is Rational:
        return mpmath.mpf(v.value.numerator) / v.value.denominator
    return mpmath.mpf(v.value)


def _nested(x):
    if _is_list(x):
        return [_nested(a) for a in x.args]
    return _mp_value(x)


def _to_expr(nested, digits):
    if isinstance(nested, list):
        return Expression(S.List, tuple(_to_expr(v, digits) for v in nested))
    import mpmath
    with mpmath.workdps(digits):
        return Complex(Real(+nested.real, prec=digits), Real(+nested.imag, prec=digits))


def _pick(ev, name, result, positions, shape):
    """Fourier[list, {p1, p2, ...}]: the elements of the transform at those positions."""
    out = []
    for p in positions.args:
        idx = p.args if _is_list(p) else (p,)
        if len(idx) != len(shape) or not all(type(i) is Integer and 1 <= i.value <= n
                                             for i, n in zip(idx, shape)):
            ev.message(name, "fpos", positions,
                       Expression(S.List, tuple(Integer(n) for n in shape)))
            return None
        r = result
        for i in idx:
            r = r.args[i.value - 1]
        out.append(r)
    return Expression(S.List, tuple(out))


def _fourier(ev, expr, name, inverse):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    x = pos[0]
    ab = _parameters(ev, name, opts)
    if ab is None:
        return None
    a, b = ab
    if hasattr(type(x), "array"):
        arr = x.array
        shape = arr.shape
        kind = "machine"
    else:
        got = _shape(x) if _is_list(x) else None
        if not got:
            ev.message(name, "fftl", x)
            return None
        shape, leaves = got
        kind = _leaf_kind(leaves)
        if kind is None:
            n = ev.call("N", x)
            got = _shape(n)
            kind = _leaf_kind(got[1]) if got else None
            if kind is None:
                ev.message(name, "fftl", x)
                return None
            x = n
        arr = None
    if isinstance(kind, tuple):
        digits = kind[1]
        result = _to_expr(transform_mp(_nested(x), shape, a, b, inverse, digits), digits)
    else:
        if arr is None:
            arr = _machine_array(ev, x)
            if arr is None:
                ev.message(name, "fftl", x)
                return None
        if not ev.check_size(arr.size, name):
            return None
        from mathilda.core.packed import from_numpy
        result = ev.final(from_numpy(transform(arr, a, b, inverse)))
    if len(pos) == 2:
        if not _is_list(pos[1]):
            ev.message(name, "fpos", pos[1], Expression(S.List, tuple(Integer(n) for n in shape)))
            return None
        return _pick(ev, name, result, pos[1], shape)
    return result


_USAGE = ("%s[list] finds the %s discrete Fourier transform of a list of numbers (an array "
          "of any rank: along every dimension); %s[list, {p1, p2, ...}] gives only the "
          "elements at the positions pi. FourierParameters -> {a, b} (default {0, 1}) sets "
          "the normalisation 1/n^((1 %s a)/2) and the exponent's sign and scale b.")


@builtin("Fourier", nargs=(1, 2), options={"FourierParameters": "{0, 1}"}, messages=_MESSAGES,
         usage=_USAGE % ("Fourier", "", "Fourier", "-"),
         examples=[("Fourier[{1, 1, 2, 2, 1, 1, 0, 0}]",
                    "{2.82843 + 0. I, -0.5 + 1.20711 I, 0. + 0. I, 0.5 - 0.207107 I, "
                    "0. + 0. I, 0.5 + 0.207107 I, 0. + 0. I, -0.5 - 1.20711 I}"),
                   ("Fourier[{1, 2, 3}, FourierParameters -> {1, -1}]",
                    "{6. + 0. I, -1.5 + 0.866025 I, -1.5 - 0.866025 I}"),
                   ("Fourier[{{1, 2}, {3, 4}}]", "{{5. + 0. I, -1. + 0. I}, {-2. + 0. I, "
                                                 "0. + 0. I}}"),
                   ("Fourier[{1, 2, 3, 4}, {1, 3}]", "{5. + 0. I, -1. + 0. I}"),
                   ("Fourier[{a, b}]", "Fourier[{a, b}]",
                    ["Fourier::fftl: Argument {a, b} is not a nonempty list or rectangular "
                     "array of numeric quantities."])])
def fourier(ev, expr):
    return _fourier(ev, expr, "Fourier", False)


@builtin("InverseFourier", nargs=(1, 2), options={"FourierParameters": "{0, 1}"},
         messages=_MESSAGES, usage=_USAGE % ("InverseFourier", "inverse", "InverseFourier", "+"),
         examples=[("InverseFourier[{1, 2, 3, 4}]",
                    "{5. + 0. I, -1. + 1. I, -1. + 0. I, -1. - 1. I}"),
                   ("InverseFourier[Fourier[{1, 2, 3}]]", "{1. + 0. I, 2. + 0. I, 3. + 0. I}"),
                   ("Re[InverseFourier[{6, -1.5 + 0.866025 I, -1.5 - 0.866025 I}, "
                    "FourierParameters -> {1, -1}]]", "{1., 2., 3.}")])
def inverse_fourier(ev, expr):
    return _fourier(ev, expr, "InverseFourier", True)
