"""Table-driven special functions: the one piece of code behind the families declared in
``integrals_more.py``, ``bessel_more.py``, ``elliptic_jacobi.py``, ``zeta_more.py``, ...

    special(name, nargs, numeric, ...)     registers a Listable NumericFunction builtin:

* ``values``: exact special values, ``{"arguments": "result"}`` in the language
  (``{"0": "0", "Infinity": "1/2"}``; several arguments are written ``"0, _"``, a ``_``
  matching any argument, and the result may name the arguments ``#1``, ``#2``, ...:
  ``{"_, 0": "#1", "Pi/2, _": "EllipticK[#2]"}``);
* ``parity``: ``"odd"`` or ``"even"`` in the last argument (``f[-x]`` to ``-f[x]``),
  ``"odd1"``, ``"even1"`` in the first;
* ``rule``: a function ``(ev, expr) -> Expr | None`` for other closed forms;
* ``numeric``: ``numeric(mpmath, *values)`` when every argument is a number and one is
  inexact (``mp_apply``: machine numbers in, machine numbers out; any precision otherwise);
  ``real`` drops the imaginary part (a real function whose mpmath value is complex);
* ``kernel``: ``kernel(np, scipy.special, *arrays)`` for machine reals, packed arrays and
  scalars (returning None outside the domain where it is right; mpmath then computes);
* ``derivatives``: the bodies of the partial derivatives (``@builtin(derivatives=...)``).
"""

import math
import sys

from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import real_vector
from mathilda.algorithms.build import times
from mathilda.core.expr import Expression, Integer, Real
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
    """Exact values: argument patterns (evaluated once, on first use) to result texts.  A
    ``_`` in a pattern matches any argument; a result may name the arguments as #1, #2."""

    def __init__(self, table):
        self.table = table
        self.exact = None
        self.wild = None

    def _prepare(self, ev):
        from mathilda.core.expr import S
        exact, wild = {}, []
        for k, v in self.table.items():
            a = ev.evaluate(parsed("{" + k + "}")).args
            blanks = tuple(isinstance(x, Expression) and x.head is S.Blank and not x.args
                           for x in a)
            if any(blanks):
                wild.append((a, blanks, v))
            else:
                exact[tuple(a)] = v
        self.exact, self.wild = exact, wild

    def lookup(self, ev, args):
        if self.exact is None:
            self._prepare(ev)
        v = self.exact.get(tuple(args))
        if v is None:
            for pat, blanks, text in self.wild:
                if len(pat) == len(args) and all(b or p == x
                                                  for p, b, x in zip(pat, blanks, args)):
                    v = text
                    break
        if v is None:
            return None
        return form(v, *args) if "#" in v else parsed(v)


def parity_rule(kind):
    """f[..., -x] -> -f[..., x] ("odd") or f[..., x] ("even"); "odd1" and "even1" for the
    first argument."""
    at = 0 if kind.endswith("1") else -1
    odd = kind.startswith("odd")

    def rule(ev, expr):
        args = expr.args
        x = args[at]
        if not looks_negative(x):
            return None
        new = list(args)
        new[at] = negate(ev, x)
        g = Expression(expr.head, tuple(new))
        return times(MINUS_ONE, g) if odd else g
    return rule


def machine_scalar(kernel, args):
    """The SciPy kernel on machine-real (and integer) scalar arguments, at least one real:
    a machine Real, or None (complex or arbitrary-precision arguments, a value outside the
    kernel's domain or not finite: the mpmath path then computes it)."""
    vals = []
    seen = False
    for a in args:
        t = type(a)
        if t is Real and a.prec is None:
            seen = True
            vals.append(a.value)
        elif t is Integer:
            vals.append(a.value)
        else:
            return None
    if not seen:
        return None
    import numpy as np
    import scipy.special as sp
    with np.errstate(all="ignore"):
        out = kernel(np, sp, *[np.asarray(v, dtype=np.float64) for v in vals])
    if out is None:
        return None
    v = float(out)
    return Real(v) if math.isfinite(v) else None


def special(name, nargs, numeric, *, usage, examples, values=None, parity=None, rule=None,
            derivatives=None, kernel=None, real=False,
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
        if numeric is not None and inexact(*args):
            if kernel is not None:
                r = machine_scalar(kernel, args)
                if r is not None:
                    return r
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
