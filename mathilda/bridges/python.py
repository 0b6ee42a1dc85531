"""Conversion between expressions and plain Python values.

``to_python(expr)``::

    Integer -> int            Rational -> fractions.Fraction     Real -> float
    Complex -> complex        String -> str                      True/False -> bool
    Null -> None              List -> list                       Association -> dict
    packed array -> numpy.ndarray (a copy)
    anything else (symbols, unevaluated calls, ...) stays an Expr

Lists and associations are converted element by element, so ``{1, x}`` gives ``[1, x]`` with
``x`` still a Symbol.  Association keys that convert to a list become tuples (dict keys must
be hashable).  Arbitrary-precision reals become (rounded) floats.

``from_python(value)`` is the reverse: bool, None, int, Fraction, float, complex, str,
list/tuple/range (List), dict (Association), NumPy arrays (a packed array for machine
numbers, else nested Lists) and scalars, SymPy objects (through
``mathilda.bridges.sympy.from_sympy``), and Exprs unchanged.  Anything else raises
``TypeError``: the embedded API is Python, and a value with no meaning in the language is a
programming error there.

Neither direction imports NumPy or SymPy: a value can only be a NumPy array or a SymPy
object if its module is already loaded, so ``sys.modules`` is consulted instead.
"""

import sys
from fractions import Fraction

from mathilda.core.expr import (Complex, Expr, Expression, Integer, Rational, Real, String,
                                Symbol, S, TRUE, FALSE, NULL, make_rational)

__all__ = ["to_python", "from_python"]


# ---------------------------------------------------------------------------------------
# Expr -> Python
# ---------------------------------------------------------------------------------------

def to_python(expr):
    """The plain Python value of ``expr`` (see the module docstring); other Exprs unchanged."""
    t = type(expr)
    if t is Integer:
        return expr.value
    if t is Rational:
        return expr.value
    if t is Real:
        return float(expr.value)
    if t is Complex:
        return complex(_real_float(expr.re), _real_float(expr.im))
    if t is String:
        return expr.value
    if t is Symbol:
        if expr is TRUE:
            return True
        if expr is FALSE:
            return False
        if expr is NULL:
            return None
        return expr
    if isinstance(expr, Expression):
        arr = getattr(expr, "array", None)
        if arr is not None:
            return arr.copy()
        head = expr.head
        if head is S.List:
            return [to_python(a) for a in expr.args]
        if head is S.Association:
            return _association_to_dict(expr)
    return expr


def _real_float(x):
    if type(x) is Integer:
        return float(x.value)
    if type(x) is Rational:
        return float(x.value)
    return float(x.value)


def _association_to_dict(expr):
    out = {}
    for r in expr.args:
        if not (isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)
                and len(r.args) == 2):
            return expr  # not a well-formed association: leave it alone
        out[_hashable(to_python(r.args[0]))] = to_python(r.args[1])
    return out


def _hashable(k):
    if isinstance(k, list):
        return tuple(_hashable(x) for x in k)
    if isinstance(k, dict):
        return tuple((a, _hashable(b)) for a, b in k.items())
    if type(k).__name__ == "ndarray":
        return tuple(_hashable(x) for x in k.tolist())
    return k


# ---------------------------------------------------------------------------------------
# Python -> Expr
# ---------------------------------------------------------------------------------------

def from_python(value):
    """The expression for a Python value (see the module docstring)."""
    if isinstance(value, Expr):
        return value
    t = type(value)
    if t is bool:
        return TRUE if value else FALSE
    if value is None:
        return NULL
    if t is int:
        return Integer(value)
    if t is float:
        return Real(value)
    if t is str:
        return String(value)
    if t is Fraction:
        return make_rational(value)
    if t is complex:
        return Complex(Real(value.real), Real(value.imag))
    if t is list or t is tuple or t is range:
        return Expression(S.List, tuple(from_python(v) for v in value))
    if isinstance(value, dict):
        return _association(tuple(Expression(S.Rule, (from_python(k), from_python(v)))
                                  for k, v in value.items()))
    # subclasses of the plain types (IntEnum, str subclasses, ...)
    if isinstance(value, bool):
        return TRUE if value else FALSE
    if isinstance(value, int):
        return Integer(int(value))
    if isinstance(value, float):
        return Real(float(value))
    if isinstance(value, str):
        return String(str(value))
    if isinstance(value, Fraction):
        return make_rational(Fraction(value))
    if isinstance(value, complex):
        return Complex(Real(value.real), Real(value.imag))
    if isinstance(value, (list, tuple, range)):
        return Expression(S.List, tuple(from_python(v) for v in value))
    np = sys.modules.get("numpy")
    if np is not None:
        if isinstance(value, np.ndarray):
            return _from_ndarray(np, value)
        if isinstance(value, np.generic):
            return from_python(value.item())
    if "sympy" in sys.modules:
        import sympy
        if isinstance(value, sympy.Basic) or isinstance(value, sympy.MatrixBase):
            from mathilda.bridges.sympy import from_sympy
            return from_sympy(value, evaluate=False)    # evaluated where it is used
    raise TypeError("cannot convert %s object to a Mathilda expression"
                    % type(value).__name__)


def _association(rules):
    """An Association of distinct-key rules, in the associations module's representation
    when it is loaded (the evaluator would build it anyway)."""
    try:
        from mathilda.core.association import make_association
    except ImportError:  # pragma: no cover
        return Expression(S.Association, rules)
    return make_association(rules)


def _from_ndarray(np, arr):
    """A packed array for machine numbers (through ``mathilda.core.packed.from_numpy``, on a
    copy, so later changes to ``arr`` cannot reach the immutable expression), else nested
    Lists built element by element."""
    try:
        from mathilda.core.packed import from_numpy
    except ImportError:  # pragma: no cover - packed arrays are optional
        from_numpy = None
    if from_numpy is not None and arr.dtype.kind != "O":
        return from_numpy(arr.copy())
    return _nest(arr.tolist()) if arr.ndim else from_python(arr.item())


def _nest(v):
    if isinstance(v, list):
        return Expression(S.List, tuple(_nest(x) for x in v))
    return from_python(v)
