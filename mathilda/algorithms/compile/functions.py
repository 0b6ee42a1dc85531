"""The known functions: for each Wolfram head the translator maps, what it maps to.

Only the heads listed here (and the arithmetic, comparison, logic and control forms that
``lower.py`` handles itself) are ever translated; any other head makes the translation refuse.
Each entry names the Python ``math``/``cmath`` function the evaluator itself uses for machine
numbers (``numbers/elementary.py`` ``_MACHINE``), so scalar compiled code gives the evaluator's
bits, and the NumPy ufunc that vectorised code uses.
"""

import math

__all__ = ["ELEMENTARY", "CONSTANTS", "REAL_TO_REAL", "scalar_function", "numpy_function"]


_NUMPY_KEYS = {
    "Log": "log", "Sin": "sin", "Cos": "cos", "Tan": "tan", "Cot": "cot", "Sec": "sec",
    "Csc": "csc", "ArcSin": "arcsin", "ArcCos": "arccos", "ArcTan": "arctan",
    "ArcCot": "arccot", "ArcSec": "arcsec", "ArcCsc": "arccsc", "Sinh": "sinh",
    "Cosh": "cosh", "Tanh": "tanh", "Coth": "coth", "Sech": "sech", "Csch": "csch",
    "ArcSinh": "arcsinh", "ArcCosh": "arccosh", "ArcTanh": "arctanh", "ArcCoth": "arccoth",
    "ArcSech": "arcsech", "ArcCsch": "arccsch", "Gamma": "gamma", "LogGamma": "loggamma",
    "Erf": "erf", "Erfc": "erfc", "Exp": "exp",
}


def _elementary():
    # the evaluator's own table of machine functions: the same function objects, so that
    # scalar compiled code gives the evaluator's bits
    from mathilda.numbers.elementary import _MACHINE
    return {name: (fr, fc, _NUMPY_KEYS[name]) for name, (fr, fc) in _MACHINE.items()
            if name in _NUMPY_KEYS}


ELEMENTARY = _elementary()
"""name -> (real function, complex function or None, NumPy key): the one-argument functions
of a machine number, as numbers/elementary.py computes them (a ValueError or
ZeroDivisionError there means the evaluator leaves the machine path: compiled code falls
back).  Exp is E^x of a machine real or complex x (the evaluator computes it with exp, not as
a power of the number E)."""

REAL_TO_REAL = frozenset(ELEMENTARY)

# Numeric constants: their machine values, as N gives them.
CONSTANTS = {
    "Pi": math.pi,
    "E": math.e,
    "Degree": math.pi / 180,
    "GoldenRatio": (1 + math.sqrt(5)) / 2,
    "EulerGamma": 0.5772156649015329,
    "Catalan": 0.915965594177219,
}


def scalar_function(name, complex_=False):
    entry = ELEMENTARY[name]
    return entry[1] if complex_ else entry[0]


def _np():
    import numpy as np
    return np


def numpy_function(key):
    """The NumPy (or SciPy) callable for a vectorised function key."""
    np = _np()
    direct = {
        "log": np.log, "sin": np.sin, "cos": np.cos, "tan": np.tan, "arcsin": np.arcsin,
        "arccos": np.arccos, "arctan": np.arctan, "sinh": np.sinh, "cosh": np.cosh,
        "tanh": np.tanh, "arcsinh": np.arcsinh, "arccosh": np.arccosh,
        "arctanh": np.arctanh, "exp": np.exp, "sqrt": np.sqrt, "abs": np.abs,
        "floor": np.floor, "ceil": np.ceil, "sign": np.sign, "real": np.real,
        "imag": np.imag, "conj": np.conjugate, "angle": np.angle, "arctan2": np.arctan2,
        "where": np.where, "logical_and": np.logical_and, "logical_or": np.logical_or,
        "logical_not": np.logical_not, "logical_xor": np.logical_xor, "minimum": np.minimum,
        "maximum": np.maximum, "mod": np.mod, "floor_divide": np.floor_divide,
        "trunc": np.trunc, "rint": np.rint, "power": np.power, "isclose": _close,
        "less": np.less, "greater": np.greater, "less_equal": np.less_equal,
        "greater_equal": np.greater_equal, "select": np.select,
    }
    if key in direct:
        return direct[key]
    recip = {"cot": np.tan, "sec": np.cos, "csc": np.sin, "coth": np.tanh, "sech": np.cosh,
             "csch": np.sinh}
    if key in recip:
        f = recip[key]
        return lambda x: 1 / f(x)
    inv = {"arccot": np.arctan, "arcsec": np.arccos, "arccsc": np.arcsin,
           "arccoth": np.arctanh, "arcsech": np.arccosh, "arccsch": np.arcsinh}
    if key in inv:
        f = inv[key]
        return lambda x: f(1 / x)
    import scipy.special as sc
    special = {"gamma": sc.gamma, "loggamma": sc.gammaln, "erf": sc.erf, "erfc": sc.erfc}
    return special[key]


# Equal on machine numbers: equal up to the last seven binary digits (numbers/arith.py).
MACHINE_TOLERANCE = 2.0 ** -(53 - 7)


def _close(a, b):
    np = _np()
    scale = np.maximum(np.abs(a), np.abs(b))
    return (a == b) | (np.abs(a - b) <= MACHINE_TOLERANCE * scale)
