"""Table-driven special functions: the one piece of code behind the families declared in
``integrals_more.py``, ``bessel_more.py``, ``elliptic_jacobi.py``, ``zeta_more.py``, ...

    special(name, nargs, numeric, ...)     registers a Listable NumericFunction builtin:

* ``values``: exact special values, ``{"arguments": "result"}`` in the language
  (``{"0": "0", "Infinity": "1/2"}``; several arguments are written ``"0, x"``, where a
  bare ``x`` ... stands for any argument only when ``wild`` names it);
* ``parity``: ``"odd"`` or ``"even"`` in the last argument (``f[-x]`` to ``-f[x]``), or a
  function ``(ev, expr) -> Expr | None`` for other symmetries and closed forms;
* ``numeric``: ``numeric(mpmath, *values)`` when every argument is a number and one is
  inexact (``mp_apply``: machine numbers in, machine numbers out; any precision otherwise);
  ``exact_ints`` lists argument positions that must be exact integers for it (zeros'
  indices), ``real`` drops a zero imaginary part;
* ``kernel``: ``kernel(np, scipy.special, *arrays)`` for packed machine arrays;
* ``derivatives``: the bodies of the partial derivatives (``@builtin(derivatives=...)``).
"""

import sys

from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import real_vector
from mathilda.algorithms.build import times
from mathilda.core.expr import Expression, Integer
from mathilda.core.registry import builtin
from mathilda.numbers.arith import MINUS_ONE
from mathilda.numbers.elementary import looks_negative, negate

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")

_parsed = {}


def parsed(text):
    """The parsed (unevaluated) expression of a text in the language, cached."""
    e = _parsed.get(text)
    if e is None:
        from mathilda.syntax.parser import parse
        e = _parsed[text] = parse(text)
    return e


def form(text, *args):
    """The closed form ``text`` (a function body in slots #1, #2, ...) applied to args,
    unevaluated: ``form("E^-#1/#1", z)``."""
    from mathilda.core.expr import S
    return Expression(Expression(S.Function, (parsed(text),)), args)


class _Values:
    """Exact values: argument tuples (evaluated once, on first use) to result texts."""

    def __init__(self, table):
        self.table = table
        self.keys = None

    def lookup(self, ev, args):
        if self.keys is None:
            keys = {}
            for k, v in self.table.items():
                a = ev.evaluate(parsed("{" + k + "}"))
                keys[tuple(a.args)] = v
            self.keys = keys
        v = self.keys.get(tuple(args))
        return None if v is None else parsed(v)


def parity_rule(kind):
    """f[..., -x] -> -f[..., x] (odd) or f[..., x] (even)."""
    def rule(ev, expr):
        x = expr.args[-1]
        if not looks_negative(x):
            return None
        g = Expression(expr.head, expr.args[:-1] + (negate(ev, x),))
        return times(MINUS_ONE, g) if kind == "odd" else g
    return rule


def special(name, nargs, numeric, *, usage, examples, values=None, parity=None, rule=None,
            derivatives=None, kernel=None, exact_ints=(), real=False,
            attributes=NUMERIC_LISTABLE, messages=None, options=None):
    """Register the special function ``name`` (see the module docstring)."""
    table = _Values(values) if values else None
    sym = parity_rule(parity) if isinstance(parity, str) else parity
    nmax = nargs if isinstance(nargs, int) else nargs[1]
    derivs = None
    if derivatives is not None:
        derivs = derivatives if isinstance(derivatives, dict) else {nmax: derivatives}

    def f(ev, expr):
        args = expr.args
        if numeric is not None and inexact(*args) and \
                all(type(args[i]) is Integer for i in exact_ints if i < len(args)):
            return mp_apply(lambda m, *xs: numeric(m, *xs), list(args), force_real=real)
        if table is not None:
            r = table.lookup(ev, args)
            if r is not None:
                return r
        if rule is not None:
            r = rule(ev, expr)
            if r is not None:
                return r
        if sym is not None:
            return sym(ev, expr)
        return None

    f.__name__ = name[0].lower() + name[1:]
    f.__module__ = sys._getframe(1).f_globals.get("__name__", __name__)
    builtin(name, nargs=nargs, attributes=attributes, usage=usage, examples=examples,
            messages=messages, options=options, derivatives=derivs,
            vector=real_vector(kernel) if kernel is not None else None)(f)
    return f
