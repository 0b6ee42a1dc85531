"""FourierDCT and FourierDST: the discrete cosine and sine transforms of types 1-4 of lists
and arrays of any rank, normalised as in the Wolfram Language (types 1 and 4 their own
inverses, 2 and 3 each other's; mathilda.algorithms.signal.dct).  Exact data are
transformed as machine numbers; arbitrary-precision data by direct sums at their precision."""

from mathilda.algorithms.signal.dct import transform, transform_mp
from mathilda.builtins.signal.fourier import _leaf_kind, _machine_array, _nested, _shape
from mathilda.core.expr import Complex, Expression, Integer, Real, String, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "fftl": "Argument `1` is not a nonempty list or rectangular array of numeric quantities.",
    "dtype": "The type `1` should be 1, 2, 3 or 4 (or \"I\", \"II\", \"III\", \"IV\").",
    "dct1": "The type 1 transform needs at least two elements in every dimension of `1`.",
}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4}


def _type(ev, name, pos):
    if len(pos) == 1:
        return 2
    m = pos[1]
    if type(m) is Integer and 1 <= m.value <= 4:
        return m.value
    if type(m) is String and m.value in _ROMAN:
        return _ROMAN[m.value]
    ev.message(name, "dtype", m)
    return None


def _mp_expr(nested, digits):
    if isinstance(nested, list):
        return Expression(S.List, tuple(_mp_expr(v, digits) for v in nested))
    import mpmath
    with mpmath.workdps(digits):
        if isinstance(nested, mpmath.mpc):
            return Complex(Real(+nested.real, prec=digits), Real(+nested.imag, prec=digits))
        return Real(+nested, prec=digits)


def _transform(ev, expr, name, kind):
    pos, _ = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    m = _type(ev, name, pos)
    if m is None:
        return None
    x = pos[0]
    if hasattr(type(x), "array"):
        shape, kind_of, arr = x.array.shape, "machine", _machine_array(ev, x)
    else:
        got = _shape(x) if isinstance(x, Expression) and x.head is S.List else None
        kind_of = _leaf_kind(got[1]) if got else None
        if got and kind_of is None:
            x = ev.call("N", x)
            got = _shape(x)
            kind_of = _leaf_kind(got[1]) if got else None
        if kind_of is None:
            ev.message(name, "fftl", pos[0])
            return None
        shape, arr = got[0], None
    if m == 1 and kind == "cos" and min(shape) < 2:
        ev.message(name, "dct1", pos[0])
        return None
    if isinstance(kind_of, tuple):
        return _mp_expr(transform_mp(_nested(x), shape, kind, m, kind_of[1]), kind_of[1])
    if arr is None:
        arr = _machine_array(ev, x)
        if arr is None:
            ev.message(name, "fftl", pos[0])
            return None
    if not ev.check_size(arr.size, name):
        return None
    from mathilda.core.packed import from_numpy
    return ev.final(from_numpy(transform(arr, kind, m)))


_USAGE = ("%s[list] finds the discrete %s transform (type 2) of a list of numbers, or of "
          "an array of any rank along every dimension; %s[list, m] the transform of type m "
          "(1, 2, 3, 4 or \"I\" ... \"IV\"). The results are normalised so that types 1 and "
          "4 are their own inverses and types 2 and 3 are each other's.")


@builtin("FourierDCT", nargs=(1, 2), messages=_MESSAGES,
         usage=_USAGE % ("FourierDCT", "cosine", "FourierDCT"),
         examples=[("FourierDCT[{1, 2, 3, 4}]", "{5., -1.57716, 0., -0.112085}"),
                   ("FourierDCT[FourierDCT[{1, 2, 3, 4}], 3]", "{1., 2., 3., 4.}"),
                   ("FourierDCT[{1, 2, 3}, 1]", "{4., -1., 0.}"),
                   ("FourierDCT[{{1, 2}, {3, 4}}]", "{{5., -0.707107}, {-1.41421, 0.}}"),
                   ("FourierDCT[{a, b}]", "FourierDCT[{a, b}]",
                    ["FourierDCT::fftl: Argument {a, b} is not a nonempty list or "
                     "rectangular array of numeric quantities."])])
def fourier_dct(ev, expr):
    return _transform(ev, expr, "FourierDCT", "cos")


@builtin("FourierDST", nargs=(1, 2), messages=_MESSAGES,
         usage=_USAGE % ("FourierDST", "sine", "FourierDST"),
         examples=[("FourierDST[{1, 2, 3, 4}]", "{3.26641, -1.41421, 1.35299, -1.}"),
                   ("FourierDST[FourierDST[{1, 2, 3, 4}], 3]", "{1., 2., 3., 4.}"),
                   ("FourierDST[{1, 1}, 1]", "{1.41421, 0.}"),
                   ("FourierDST[{1, 2}, 5]", "FourierDST[{1, 2}, 5]",
                    ["FourierDST::dtype: The type 5 should be 1, 2, 3 or 4 (or \"I\", "
                     "\"II\", \"III\", \"IV\")."])])
def fourier_dst(ev, expr):
    return _transform(ev, expr, "FourierDST", "sin")
