"""Coordinates and sampled values between expressions and NumPy.

``real_array(x)`` turns a (nested) List of numbers or a packed array into a float array
(packed arrays without copying); ``real_values(x, n)`` reads a sampler's result, with NaN
wherever a value is not a real number (a gap in the plot).  ``Numericalizer`` wraps an
optional callback (the evaluator's ``N``) for exact coordinates such as ``{Pi, Sqrt[2]}``."""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S

_IMAG_TOL = 1e-9


def _np():
    import numpy as np
    return np


def atom_float(x):
    """The float of a real numeric atom (a Complex with zero imaginary part counts), else
    None."""
    t = type(x)
    if t is Real:
        return float(x.value)
    if t is Integer:
        return float(x.value)
    if t is Rational:
        return float(x.value)
    if t is Complex:
        im = atom_float(x.im)
        re = atom_float(x.re)
        if im is not None and re is not None and abs(im) <= _IMAG_TOL * max(1.0, abs(re)):
            return re
    return None


_constants = {}


def fold_constant(x):
    """The float value of a numeric constant expression (1/GoldenRatio, Sqrt[2], Cos[Pi/7]),
    through the project's one translator (mathilda.algorithms.compile), else None.  Symbols
    other than the numeric constants make it None; values are cached per expression."""
    if x.is_atom and type(x).__name__ != "Symbol":
        return atom_float(x)
    try:
        return _constants[x]
    except KeyError:
        pass
    except TypeError:
        return None
    from mathilda.algorithms.compile import numeric_function
    f = numeric_function(x, [])
    v = None
    if f is not None:
        try:
            r = float(f())
            v = r if r == r and abs(r) != float("inf") else None
        except (TypeError, ValueError, ArithmeticError):
            v = None
    if len(_constants) > 4096:
        _constants.clear()
    _constants[x] = v
    return v


def _nested(x):
    """Nested Python lists of floats for a List of numbers, or None."""
    if isinstance(x, Expression) and x.head is S.List:
        arr = getattr(x, "array", None)
        if arr is not None:
            return arr
        out = []
        for a in x.args:
            v = _nested(a)
            if v is None:
                return None
            out.append(v)
        return out
    v = atom_float(x)
    return v if v is not None else fold_constant(x)


def real_array(x, numericalize=None):
    """A float NumPy array for a rectangular List of real numbers (or a packed array), or
    None.  ``numericalize(expr) -> expr`` is tried once on a failure (exact constants)."""
    np = _np()
    arr = getattr(x, "array", None)
    if arr is not None:
        if arr.dtype.kind == "c":
            if np.all(np.abs(arr.imag) <= _IMAG_TOL * np.maximum(1.0, np.abs(arr.real))):
                return arr.real.astype(float)
            return None
        return arr.astype(float, copy=False)
    v = _nested(x)
    if v is None and numericalize is not None:
        y = numericalize(x)
        if y is not None and y is not x:
            return real_array(y, None)
        return None
    if v is None:
        return None
    try:
        a = np.array(v, dtype=float)
    except (ValueError, TypeError):
        return None
    return a


def real_scalar(x, numericalize=None):
    v = fold_constant(x)
    if v is None and numericalize is not None:
        y = numericalize(x)
        if y is not None:
            v = atom_float(y)
    return v


def real_values(x, n):
    """The sampled values in a result ``x`` expected to hold ``n`` numbers: a float array
    of shape (n,) or (k, n) (a list of k functions), with NaN where a value is not real;
    None when ``x`` does not have that shape."""
    np = _np()
    arr = getattr(x, "array", None)
    if arr is not None:
        if arr.ndim == 1 and arr.shape[0] == n:
            return _real_part(np, arr)
        if arr.ndim == 2 and arr.shape[1] == n:
            return _real_part(np, arr)
        return None
    if isinstance(x, Expression) and x.head is S.List:
        if len(x.args) == n and n > 0 and not (isinstance(x.args[0], Expression)
                                               and x.args[0].head is S.List):
            return np.array([_value(a) for a in x.args], dtype=float)
        rows = []
        for r in x.args:
            v = real_values(r, n)
            if v is None or v.ndim != 1:
                return None
            rows.append(v)
        if rows:
            return np.stack(rows)
    return None


def _real_part(np, arr):
    if arr.dtype.kind == "c":
        bad = np.abs(arr.imag) > _IMAG_TOL * np.maximum(1.0, np.abs(arr.real))
        out = arr.real.astype(float)
        out[bad] = np.nan
        return out
    out = arr.astype(float)
    return out


def _value(a):
    v = atom_float(a)
    if v is None:
        return float("nan")
    return v


def point_value(x):
    """A sampled value at one point: a float (NaN when not real), or a list of floats when
    the function gives a list of numbers."""
    if isinstance(x, Expression) and x.head is S.List:
        return [_value(a) for a in x.args]
    return _value(x)
