"""NumericalOrder: real numeric quantities (numbers, Pi, Sqrt[2], ...) by value, everything
else in canonical order after them.

    numerical_key(ev, x)    a sort key: (0, value) for a real numeric x, (1, canonical key)
                            otherwise; equal values tie (3 and 3. are in NumericalOrder 0)
    numerical_order(ev, a, b)   1, 0 or -1 as NumericalOrder[a, b]
"""

from mathilda.core.expr import Integer, Rational, Real
from mathilda.core.ordering import sort_key

__all__ = ["numerical_key", "numerical_order", "real_value"]


def real_value(ev, x):
    """The exact or float value of a real numeric quantity, or None."""
    t = type(x)
    if t is Integer or t is Rational:
        return x.value
    if t is Real:
        from mathilda.numbers.arith import _cmp_value
        return _cmp_value(x)
    if x.is_atom and t.__name__ != "Symbol":
        return None
    from mathilda.numbers.nvalues import is_numeric, numeric_value
    if not is_numeric(ev, x):
        return None
    v = numeric_value(ev, x, 30)
    if v is None or type(v) not in (Integer, Rational, Real):
        return None
    return real_value(ev, v)


def numerical_key(ev, x):
    v = real_value(ev, x)
    if v is not None:
        if isinstance(v, float) and v != v:
            return (1, sort_key(x))
        return (0, v)
    return (1, sort_key(x))


def numerical_order(ev, a, b):
    ka, kb = numerical_key(ev, a), numerical_key(ev, b)
    if ka == kb:
        return 0
    return 1 if ka < kb else -1
