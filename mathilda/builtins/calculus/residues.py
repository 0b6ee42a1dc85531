"""SeriesCoefficient and Residue (mathilda/algorithms/calculus/coefficients.py).

SeriesCoefficient reads SeriesData objects directly and expands other expressions with
Series; a symbolic order n gives a closed form from SymPy's formal power series (checked
against the first coefficients) as ``Piecewise[{{a[n], n >= 0}}, 0]``.  Residue expands in a
Laurent series at the point (at Infinity: minus the coefficient of 1/z there)."""

from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.algorithms.calculus.coefficients import (
    general_coefficient, laurent_residue, series_data_coefficient,
)
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Rational, Symbol, S
from mathilda.core.registry import builtin

_SPEC = {"sspec": "Series specification `1` is not a list with three elements.",
         "ivar": "`1` is not a valid variable."}


def _is_series(e):
    return isinstance(e, Expression) and e.head is S.SeriesData and len(e.args) == 6


def _piecewise(ev, value, cond):
    return ev.evaluate(Expression(S.Piecewise, (
        Expression(S.List, (Expression(S.List, (value, cond)),)), Integer(0))))


def _symbolic(ev, f, x, x0, n):
    """The n-th coefficient for a symbolic n, or None."""
    sp = bridge.sympy_module()
    s, p0 = bridge.try_to_sympy(f), bridge.try_to_sympy(x0)
    if s is None or p0 is None or p0.has(sp.oo, -sp.oo, sp.zoo):
        return None
    k = bridge.try_to_sympy(n)
    if k is None:
        return None
    r = general_coefficient(s, bridge.sympy_symbol(x), p0, k, sp)
    if r is None:
        return None
    r, start = r
    nonneg = Expression(S.GreaterEqual, (n, Integer(start)))
    if isinstance(r, sp.Piecewise):
        pieces = [(e, c) for e, c in r.args if e != 0]
        if len(pieces) != 1:
            return None
        e, c = pieces[0]
        we, wc = bridge.try_from_sympy(e, ev), bridge.try_from_sympy(c, ev)
        if we is None or wc is None:
            return None
        return _piecewise(ev, we, ev.evaluate(Expression(S.And, (wc, nonneg))))
    w = bridge.try_from_sympy(r, ev)
    return None if w is None else _piecewise(ev, w, nonneg)


def _one(ev, f, spec):
    """The coefficient for one spec {x, x0, n}; None: unevaluated."""
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3):
        ev.message("SeriesCoefficient", "sspec", spec)
        return None
    x, x0, n = spec.args
    if type(x) is not Symbol:
        ev.message("SeriesCoefficient", "ivar", x)
        return None
    if free_of(f, x) and (type(n) is Integer or type(n) is Rational):
        return f if n == Integer(0) else Integer(0)
    if type(n) is Integer or type(n) is Rational:
        top = n if type(n) is Integer else ev.call("Ceiling", n)
        if top.value < 0:
            top = Integer(0)
        ser = ev.call("Series", f, Expression(S.List, (x, x0, top)))
        if not _is_series(ser):
            return None
        return series_data_coefficient(ser, n)
    if n.is_number:
        return None
    return _symbolic(ev, f, x, x0, n)


@builtin("SeriesCoefficient", nargs=(2, None),
         options={"Assumptions": "$Assumptions", "Method": "Automatic"}, messages=_SPEC,
         usage="SeriesCoefficient[series, n] gives the coefficient of the n-th order term of "
               "a power series (a SeriesData); SeriesCoefficient[f, {x, x0, n}] the "
               "coefficient of (x - x0)^n in the expansion of f about x0 (n may be "
               "symbolic); SeriesCoefficient[f, {x, x0, nx}, {y, y0, ny}, ...] a coefficient "
               "of a multivariate series.",
         examples=[("SeriesCoefficient[Sin[x], {x, 0, 15}]", "-1/1307674368000"),
                   ("SeriesCoefficient[Series[Exp[x], {x, 0, 10}], 5]", "1/120"),
                   ("SeriesCoefficient[Exp[x], {x, 0, n}]", "Piecewise[{{1/n!, n >= 0}}, 0]"),
                   ("SeriesCoefficient[Sin[x y], {x, 0, 3}, {y, 0, 3}]", "-1/6"),
                   ("SeriesCoefficient[1/(1 - x - x^2), {x, 0, 10}]", "89"),
                   ("SeriesCoefficient[Series[Cos[x], {x, 0, 4}], 7]", "Indeterminate")])
def series_coefficient(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) < 2:
        return None
    f, specs = pos[0], pos[1:]
    if _is_series(f) and len(specs) == 1:
        n = specs[0]
        if isinstance(n, Expression) and n.head is S.List:      # {nx, ny, ...}
            c = f
            for k in n.args:
                if not _is_series(c):
                    return Integer(0) if c != S.Indeterminate else c
                c = series_data_coefficient(c, k)
                if c is None:
                    return None
            return c
        return series_data_coefficient(f, n)
    c = f
    for spec in specs:
        c = _one(ev, c, spec)
        if c is None:
            return None
    return c


@builtin("Residue", nargs=2, messages=_SPEC,
         usage="Residue[expr, {z, z0}] gives the residue of expr at the point z = z0 (the "
               "coefficient of (z - z0)^-1 in its Laurent expansion; z0 may be Infinity).",
         examples=[("Residue[1/z, {z, 0}]", "1"),
                   ("Residue[1/(z^2 + 1), {z, I}]", "-I/2"),
                   ("Residue[Gamma[z], {z, -2}]", "1/2"),
                   ("Residue[Sin[z]/z^4, {z, 0}]", "-1/6"),
                   ("Residue[Sqrt[z], {z, 0}]", "Residue[Sqrt[z], {z, 0}]")])
def residue(ev, expr):
    f, spec = expr.args
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2):
        ev.message("Residue", "sspec", spec)
        return None
    z, z0 = spec.args
    if type(z) is not Symbol:
        ev.message("Residue", "ivar", z)
        return None
    if free_of(f, z):
        return Integer(0)
    sp = bridge.sympy_module()
    s, p0 = bridge.try_to_sympy(f), bridge.try_to_sympy(z0)
    if s is None or p0 is None:
        return None
    r = laurent_residue(s, bridge.sympy_symbol(z), p0, sp)
    return None if r is None else bridge.try_from_sympy(r, ev)
