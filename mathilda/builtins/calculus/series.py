"""Power series: Series (through the SymPy bridge) and the SeriesData object.

``SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den]`` stands for
``Sum[a_k (x - x0)^((nmin + k)/den), k] + O[x - x0]^(nmax/den)``.  Its terms, printed form
(registered here with the OutputForm printer) and normal form (``Normal``) are computed by
``mathilda/algorithms/calculus/series.py``.
"""

from fractions import Fraction
import weakref

from mathilda.algorithms.calculus.series import make_series_data, series_form, series_op
from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form


def _symbolic_power(f, x, x0):
    """(x^p, the rest) for a product f with a factor x^p, p symbolic (x^n Exp[-x] at 0), or
    None: the Wolfram Language keeps such a power outside, x^n (1 - x + x^2/2 + O[x]^3)."""
    if x0 != Integer(0) or not (isinstance(f, Expression) and f.head is S.Times):
        return None
    for i, a in enumerate(f.args):
        if isinstance(a, Expression) and a.head is S.Power and a.args[0] == x \
                and not a.args[1].is_number and free_of(a.args[1], x):
            rest = f.args[:i] + f.args[i + 1:]
            return a, rest[0] if len(rest) == 1 else Expression(S.Times, rest)
    return None


def _series(ev, f, x, x0, n):
    split = _symbolic_power(f, x, x0)
    if split is not None:
        r = _series(ev, ev.evaluate(split[1]), x, x0, n)
        return None if r is None else Expression(S.Times, (split[0], r))
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
    u = sp.Dummy("u")                  # no sign assumed: Abs[x] at 0 stays Abs
    if p0 not in (sp.oo, -sp.oo) and _non_analytic(sp, s.subs(xs, p0 + u), u):
        return None
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
    if any(e.denominator > 1 for e in pairs):
        order = min(order, _puiseux_order(pairs, n))
    conv = []
    for e in sorted(pairs):
        if e >= order:
            continue
        w = bridge.try_from_sympy(pairs[e], ev)
        if w is None:
            return None
        conv.append((e, w))
    return make_series_data(x, x0, conv, order)


def _puiseux_order(pairs, n):
    """The order term of a series with fractional exponents, as the Wolfram Language gives
    it: the first exponent beyond n on the lattice of the series (Sqrt[Sin[x]] to order 5
    ends with O[x]^(11/2): its exponents are 1/2 + integers)."""
    import math
    lead = min(pairs)
    f = lead - math.floor(lead)
    if all((e - f).denominator == 1 for e in pairs):
        return f + math.floor(n - f) + 1
    d = 1
    for e in pairs:
        d = math.lcm(d, e.denominator)
    return Fraction(math.floor(n * d) + 1, d)


def _non_analytic(sp, st, t):
    """True when st has a function that is not analytic at t = 0 (Abs, Sign, Floor, ... of an
    argument that vanishes there): the Wolfram Language leaves such a Series alone."""
    for h in (sp.Abs, sp.sign, sp.floor, sp.ceiling, sp.frac, sp.Heaviside, sp.re, sp.im,
              sp.arg, sp.Max, sp.Min):
        for a in st.atoms(h):
            try:
                at0 = [g.subs(t, 0) for g in a.args]
            except Exception as exc:
                if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                    raise
                return True
            if h in (sp.floor, sp.ceiling, sp.frac):
                if any(v.is_integer is not False for v in at0):
                    return True
            elif h in (sp.Max, sp.Min):
                if len(set(at0)) < len(at0):
                    return True
            elif any(v.is_zero is not False for v in at0):
                return True
    return False


def _spec(ev, spec):
    """(x, x0, n) of one specification {x, x0, n}, or None (after a message)."""
    if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3):
        ev.message("Series", "sspec", spec)
        return None
    x, x0, n = spec.args
    if type(x) is not Symbol:
        ev.message("Series", "ivar", x)
        return None
    if type(n) is not Integer:
        return None
    return x, x0, n.value


def _multi(ev, f, specs):
    """Series in the first variable, then each coefficient in the next ones."""
    x, x0, n = specs[0]
    r = _series(ev, f, x, x0, n)
    if r is None or len(specs) == 1:
        return r
    coeffs = []
    for c in r.args[2].args:
        ev.check_interrupt()
        s = _multi(ev, c, specs[1:])
        if s is None:
            return None
        coeffs.append(s)
    return Expression(S.SeriesData, r.args[:2] + (Expression(S.List, tuple(coeffs)),)
                      + r.args[3:])


@builtin("Series", nargs=(2, None),
         messages={"sspec": "Series specification `1` is not a list with three elements.",
                   "ivar": "`1` is not a valid variable."},
         usage="Series[f, {x, x0, n}] gives the power series expansion of f about x = x0 to "
               "order (x - x0)^n (with fractional powers and logarithms where f has them); "
               "Series[f, {x, x0, nx}, {y, y0, ny}, ...] expands in x, then y, ...; a "
               "function that is not analytic at x0 (Abs[x] at 0) is left alone.",
         examples=[("Series[Exp[x], {x, 0, 3}] // FullForm",
                    "SeriesData[x, 0, List[1, 1, Rational[1, 2], Rational[1, 6]], 0, 4, 1]"),
                   ("Normal[Series[Sin[x], {x, 0, 5}]]", "x - x^3/6 + x^5/120"),
                   ("Normal[Series[1/(1 - x), {x, 0, 3}]]", "1 + x + x^2 + x^3"),
                   ("Series[Sqrt[x] + x^2, {x, 0, 2}]", "Sqrt[x] + x^2 + O[x]^(5/2)"),
                   ("Series[Sqrt[Sin[x]], {x, 0, 5}]",
                    "Sqrt[x] - x^(5/2)/12 + x^(9/2)/1440 + O[x]^(11/2)"),
                   ("Series[Abs[x], {x, 0, 2}]", "Series[Abs[x], {x, 0, 2}]"),
                   ("Normal[Series[Exp[x y], {x, 0, 2}, {y, 0, 2}]]", "1 + x y + (x^2 y^2)/2")])
def series(ev, expr):
    f = expr.args[0]
    specs = []
    for spec in expr.args[1:]:
        s = _spec(ev, spec)
        if s is None:
            return None
        specs.append(s)
    if isinstance(f, Expression) and f.head is S.List:
        out = []
        for g in f.args:
            r = _multi(ev, g, specs)
            out.append(Expression(S.Series, (g,) + expr.args[1:]) if r is None else r)
        return Expression(S.List, tuple(out))
    return _multi(ev, f, specs)


_ARITH = ("Plus", "Times", "Power")
_INSTALLED = weakref.WeakKeyDictionary()     # the Definitions that have them


def _install_up_values(ev):
    """SeriesData's up-values for Plus, Times and Power (once per session, when the first
    series is made: no start-up cost)."""
    defs = ev.defs
    if defs in _INSTALLED:
        return
    _INSTALLED[defs] = True
    from mathilda.syntax.parser import parse
    d = defs.get(S.SeriesData)
    saved = d.attributes
    d.attributes = 0
    try:
        for h in _ARITH:
            ev.evaluate(parse(
                "SeriesData /: HoldPattern[%s[a___, s_SeriesData, b___]] := "
                "With[{r = Internal`SeriesOp[%s, {a, s, b}]}, r /; r =!= $Failed]"
                % (h, h)))
        ev.evaluate(parse(            # functions of a series: series_functions.py
            "SeriesData /: HoldPattern[(f_Symbol /; Internal`SeriesFunctionQ[f])"
            "[a___, s_SeriesData, b___]] := "
            "With[{r = Internal`SeriesFunction[f, {a, s, b}]}, r /; r =!= $Failed]"))
    finally:
        d.attributes = saved


@builtin("SeriesData", nargs=6, attributes=("Protected", "ReadProtected"),
         usage="SeriesData[x, x0, {a0, a1, ...}, nmin, nmax, den] represents a power "
               "series in x - x0 (in 1/x when x0 is Infinity) with coefficients a_k of "
               "(x - x0)^((nmin + k)/den) and an order term O[x - x0]^(nmax/den); series "
               "add, multiply and raise to numeric powers as series.",
         examples=[("Series[Cos[x], {x, 0, 4}] // FullForm",
                    "SeriesData[x, 0, List[1, 0, Rational[-1, 2], 0, Rational[1, 24]], "
                    "0, 5, 1]"),
                   ("Series[Exp[x], {x, 0, 3}] + Series[Sin[x], {x, 0, 4}]",
                    "1 + 2 x + x^2/2 + O[x]^4"),
                   ("Series[Exp[x], {x, 0, 3}] Series[Sin[x], {x, 0, 3}]",
                    "x + x^2 + x^3/3 + O[x]^4"),
                   ("1/Series[Cos[x], {x, 0, 4}]", "1 + x^2/2 + (5 x^4)/24 + O[x]^5"),
                   ("Series[Exp[x], {x, 0, 3}]^2", "1 + 2 x + 2 x^2 + (4 x^3)/3 + O[x]^4")])
def series_data(ev, expr):
    _install_up_values(ev)
    return None


@builtin("Internal`SeriesOp", nargs=2,
         usage="Internal`SeriesOp[head, {args}] combines head[args] with SeriesData "
               "among args into one series (the body of SeriesData's up-values); $Failed "
               "when they do not combine.",
         examples=[("Internal`SeriesOp[Plus, {Series[Exp[x], {x, 0, 2}], 1}]",
                    "2 + x + x^2/2 + O[x]^3")])
def series_op_builtin(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is S.List):
        return S["$Failed"]
    r = series_op(ev, h, lst.args)
    return S["$Failed"] if r is None else r


register_form("SeriesData", series_form)
