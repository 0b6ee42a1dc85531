"""Power series: Series (through the SymPy bridge) and the SeriesData object.

``SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den]`` stands for
``Sum[a_k (x - x0)^((nmin + k)/den), k] + O[x - x0]^(nmax/den)``.  Its terms, printed form
(registered here with the OutputForm printer) and normal form (``Normal``) are computed by
``mathilda/algorithms/calculus/series.py``.
"""

from fractions import Fraction

from mathilda.algorithms.calculus.series import make_series_data, series_form
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin, symbol_spec
from mathilda.printing.outputform import register_form


def _series(ev, f, x, x0, n):
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(f)
    p0 = bridge.try_to_sympy(x0)
    if s is None or p0 is None:
        return None
    xs = bridge.sympy_symbol(x)
    t = sp.Dummy("t", positive=True)
    if p0 in (sp.oo, -sp.oo):
        sign = 1 if p0 == sp.oo else -1
        st = s.subs(xs, sign / t)
        back = sign / xs
    else:
        st = s.subs(xs, p0 + t)
        back = xs - p0
    try:
        ser = sp.series(st, t, 0, n + 1)
    except Exception as exc:  # SymPy cannot expand this function
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    o = ser.getO()
    order = Fraction(n + 1)
    if o is not None:
        oe = o.expr
        if oe == t:
            order = Fraction(1)
        elif oe.is_Pow and oe.base == t and oe.exp.is_Rational:
            order = Fraction(int(oe.exp.p), int(oe.exp.q))
        else:
            return None
    body = sp.expand(ser.removeO())
    pairs = {}
    for term in sp.Add.make_args(body):
        if term == 0:
            continue
        c, e = term.as_coeff_exponent(t)
        if not e.is_Rational:
            return None
        e = Fraction(int(e.p), int(e.q))
        if c.has(t):
            c = c.subs(t, back)
        pairs[e] = pairs.get(e, 0) + c
    conv = []
    for e in sorted(pairs):
        if e >= order:
            continue
        w = bridge.try_from_sympy(pairs[e], ev)
        if w is None:
            return None
        conv.append((e, w))
    return make_series_data(x, x0, conv, order)


@builtin("Series", nargs=2,
         messages={"sspec": "Series specification `1` is not a list with three elements.",
                   "ivar": "`1` is not a valid variable."},
         usage="Series[f, {x, x0, n}] gives the power series expansion of f about x = x0 to "
               "order (x - x0)^n.",
         examples=[("Series[Exp[x], {x, 0, 3}] // FullForm",
                    "SeriesData[x, 0, List[1, 1, Rational[1, 2], Rational[1, 6]], 0, 4, 1]"),
                   ("Normal[Series[Sin[x], {x, 0, 5}]]", "x - x^3/6 + x^5/120"),
                   ("Normal[Series[1/(1 - x), {x, 0, 3}]]", "1 + x + x^2 + x^3")])
def series(ev, expr):
    f, spec = expr.args
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3):
        ev.message("Series", "sspec", spec)
        return None
    x, x0, n = spec.args
    if type(x) is not Symbol:
        ev.message("Series", "ivar", x)
        return None
    if type(n) is not Integer:
        return None
    if isinstance(f, Expression) and f.head is S.List:
        out = []
        for g in f.args:
            r = _series(ev, g, x, x0, n.value)
            out.append(Expression(S.Series, (g, spec)) if r is None else r)
        return Expression(S.List, tuple(out))
    return _series(ev, f, x, x0, n.value)


symbol_spec("SeriesData",
            usage="SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den] represents a power "
                  "series in x - x0 (in 1/x when x0 is Infinity) with coefficients a_k of "
                  "(x - x0)^((nmin + k)/den) and an order term O[x - x0]^(nmax/den).",
            examples=[("Series[Cos[x], {x, 0, 4}] // FullForm",
                       "SeriesData[x, 0, List[1, 0, Rational[-1, 2], 0, Rational[1, 24]], "
                       "0, 5, 1]")])


register_form("SeriesData", series_form)
