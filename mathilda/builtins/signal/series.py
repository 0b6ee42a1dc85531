"""Fourier series: FourierCoefficient, FourierSinCoefficient, FourierCosCoefficient and the
truncated series FourierSeries, FourierSinSeries, FourierCosSeries, FourierTrigSeries.

The coefficients are the defining integrals over one period, done by Integrate.  With
FourierParameters -> {a, b} (default {1, 1}) the period is 2 Pi/|b| and

    FourierCoefficient[f, t, n]    = (|b|/(2 Pi))^((1 + a)/2) Integrate[f Exp[-I b n t],
                                                     {t, -Pi/|b|, Pi/|b|}]
    FourierCosCoefficient[f, t, n] = 2 (|b|/(2 Pi))^((1 + a)/2) Integrate[f Cos[b n t], ...]
    FourierSinCoefficient[f, t, n] = 2 (|b|/(2 Pi))^((1 + a)/2) Integrate[f Sin[b n t], ...]

and the series are Sum[c[n] Exp[I b n t], {n, -k, k}] (times (|b|/(2 Pi))^((1 - a)/2)),
a[0]/2 + Sum[a[n] Cos[b n t], {n, k}], Sum[b[n] Sin[b n t], {n, k}] and their sum.

For a symbolic n the integral is simplified for n an integer; the integers where its
unsimplified form has a pole (and n == 0 for the exponential and cosine coefficients) are
computed separately, and where they differ from the general formula the result is
Piecewise[{{c0, n == 0}, ...}, general], as in the Wolfram Language.  Multidimensional
coefficients and series ({t1, t2, ...}, {n1, n2, ...}) integrate one variable at a time.
"""

from mathilda.algorithms.build import from_text as _lang
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {
    "ivar": "`1` is not a valid variable.",
    "fpar": "FourierParameters -> `1` should be a list of two numbers {a, b} with b != 0.",
    "intnm": "Non-negative machine-sized integer expected at position `2` in `1`.",
    "vars": "The variables `1` and the indices `2` should be lists of the same length.",
}
_OPTS = {"Assumptions": "$Assumptions", "FourierParameters": "{1, 1}",
         "GenerateConditions": "False"}


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _parameters(ev, name, opts):
    p = opts.get("FourierParameters")
    if _is_list(p) and len(p.args) == 2 and all(ev.call("NumericQ", v) is TRUE
                                                 for v in p.args) \
            and ev.call("PossibleZeroQ", p.args[1]) is not TRUE:
        return p.args
    ev.message(name, "fpar", p)
    return None


def _variables(ev, name, t, n):
    """([t1, ...], [n1, ...]) or None after a message."""
    ts = list(t.args) if _is_list(t) else [t]
    ns = list(n.args) if _is_list(n) else [n]
    if _is_list(t) != _is_list(n) or len(ts) != len(ns) or not ts:
        ev.message(name, "vars", t, n)
        return None
    for v in ts:
        if type(v) is not Symbol:
            ev.message(name, "ivar", v)
            return None
    return ts, ns


_KERNEL = {"exp": "Exp[-I b n t]", "cos": "Cos[b n t]", "sin": "Sin[b n t]"}
_SCALE = {"exp": "(Abs[b]/(2 Pi))^((1 + a)/2)", "cos": "2 (Abs[b]/(2 Pi))^((1 + a)/2)",
          "sin": "2 (Abs[b]/(2 Pi))^((1 + a)/2)"}


def _integral(ev, f, t, n, a, b, kind):
    """The unsimplified defining integral for one variable (evaluated)."""
    return ev.evaluate(_lang("%s Integrate[f %s, {t, -Pi/Abs[b], Pi/Abs[b]}]"
                             % (_SCALE[kind], _KERNEL[kind]), f=f, t=t, n=n, a=a, b=b))


def _tidy(ev, r, assume=None):
    if r.is_number or not isinstance(r, Expression):
        return r
    if assume is None:
        return ev.call("Simplify", r)
    return ev.call("Simplify", r, assume)


def _integer_poles(ev, r, n):
    """The integers where the denominator of r vanishes (as n)."""
    den = ev.call("Denominator", ev.call("Together", r))
    if den.is_number:
        return []
    sols = ev.evaluate(_lang("Solve[d == 0, n, Integers]", d=den, n=n))
    out = []
    if _is_list(sols):
        for s in sols.args:
            if _is_list(s) and len(s.args) == 1 and type(s.args[0].args[1]) is Integer:
                out.append(s.args[0].args[1].value)
    return sorted(set(out))


def _one(ev, f, t, n, a, b, kind):
    """The coefficient for one variable t and index n (integer or symbolic)."""
    if type(n) is Integer:
        if kind == "sin" and n.value == 0:
            return Integer(0)
        return _tidy(ev, _integral(ev, f, t, n, a, b, kind))
    raw = _integral(ev, f, t, n, a, b, kind)
    if _has_integrate(raw):
        return raw
    general = _tidy(ev, raw, _lang("Element[n, Integers]", n=n))
    special = _integer_poles(ev, raw, n)
    if kind != "sin" and 0 not in special:
        special.insert(0, 0)
    cases = []
    for k in sorted(special, key=lambda v: (abs(v), v)):
        if kind == "sin" and k == 0:
            continue
        ck = _tidy(ev, _integral(ev, f, t, Integer(k), a, b, kind))
        at = ev.evaluate(Expression(S.Quiet, (_lang("g /. n -> k", g=general, n=n,
                                                     k=Integer(k)),)))
        if ev.call("PossibleZeroQ", _lang("x - y", x=at, y=ck)) is TRUE \
                and ev.call("FreeQ", at, Symbol("Indeterminate")) is TRUE \
                and ev.call("FreeQ", at, Symbol("ComplexInfinity")) is TRUE:
            continue
        cases.append(Expression(S.List, (ck, Expression(S.Equal, (n, Integer(k))))))
    if not cases:
        return general
    return ev.evaluate(Expression(S.Piecewise, (Expression(S.List, tuple(cases)), general)))


def _has_integrate(e):
    if isinstance(e, Expression):
        if e.head is S.Integrate:
            return True
        return _has_integrate(e.head) or any(_has_integrate(x) for x in e.args)
    return False


def coefficient(ev, f, ts, ns, a, b, kind):
    """The (multidimensional) coefficient: one integral per variable, innermost first."""
    r = f
    for t, n in zip(ts, ns):
        r = _one(ev, r, t, n, a, b, kind)
        if _has_integrate(r):
            return None
    return r


def _coefficient(ev, expr, name, kind):
    pos, opts = ev.split_options(expr)
    if len(pos) != 3:
        return None
    ab = _parameters(ev, name, opts)
    got = _variables(ev, name, pos[1], pos[2])
    if ab is None or got is None:
        return None
    return coefficient(ev, pos[0], got[0], got[1], ab[0], ab[1], kind)


_COEF_USAGE = ("%s[f, t, n] gives the n-th %s coefficient of the Fourier series of f, "
               "periodic in t with period 2 Pi (n an integer or a symbol: then a "
               "Piecewise result where the general formula fails); %s[f, {t1, t2, ...}, "
               "{n1, n2, ...}] a multidimensional coefficient. FourierParameters -> {a, b} "
               "(default {1, 1}) sets the period 2 Pi/|b| and the normalisation "
               "(|b|/(2 Pi))^((1 + a)/2).")


@builtin("FourierCoefficient", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_COEF_USAGE % ("FourierCoefficient", "exponential", "FourierCoefficient"),
         examples=[("FourierCoefficient[t, t, 3]", "-I/3"),
                   ("FourierCoefficient[t, t, n]",
                    "Piecewise[{{0, n == 0}}, (I (-1)^n)/n]"),
                   ("FourierCoefficient[Abs[t], t, n]",
                    "Piecewise[{{Pi/2, n == 0}}, (-1 + (-1)^n)/(n^2 Pi)]"),
                   ("FourierCoefficient[t^2, t, 0]", "Pi^2/3"),
                   ("FourierCoefficient[t, t, 2, FourierParameters -> {1, -2 Pi}]",
                    "-I/(4 Pi)"),
                   ("FourierCoefficient[x y, {x, y}, {1, 1}]", "-1"),
                   ("FourierCoefficient[t, 1, 2]", "FourierCoefficient[t, 1, 2]",
                    ["FourierCoefficient::ivar: 1 is not a valid variable."])])
def fourier_coefficient(ev, expr):
    return _coefficient(ev, expr, "FourierCoefficient", "exp")


@builtin("FourierCosCoefficient", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_COEF_USAGE % ("FourierCosCoefficient", "cosine", "FourierCosCoefficient"),
         examples=[("FourierCosCoefficient[t^2, t, 2]", "1"),
                   ("FourierCosCoefficient[t^2, t, n]",
                    "Piecewise[{{(2 Pi^2)/3, n == 0}}, (4 (-1)^n)/n^2]"),
                   ("FourierCosCoefficient[Cos[t], t, n]",
                    "Piecewise[{{1, n == -1}, {1, n == 1}}, 0]")])
def fourier_cos_coefficient(ev, expr):
    return _coefficient(ev, expr, "FourierCosCoefficient", "cos")


@builtin("FourierSinCoefficient", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_COEF_USAGE % ("FourierSinCoefficient", "sine", "FourierSinCoefficient"),
         examples=[("FourierSinCoefficient[t, t, 3]", "2/3"),
                   ("FourierSinCoefficient[t, t, n]", "(-2 (-1)^n)/n"),
                   ("FourierSinCoefficient[Sin[t], t, n]",
                    "Piecewise[{{-1, n == -1}, {1, n == 1}}, 0]")])
def fourier_sin_coefficient(ev, expr):
    return _coefficient(ev, expr, "FourierSinCoefficient", "sin")


def _orders(ev, name, expr, k, dims):
    ks = list(k.args) if _is_list(k) else [k] * dims
    if len(ks) != dims or not all(type(v) is Integer and v.value >= 0 for v in ks):
        ev.message(name, "intnm", expr, Integer(3))
        return None
    return [v.value for v in ks]


def _series(ev, expr, name, kind):
    pos, opts = ev.split_options(expr)
    if len(pos) != 3:
        return None
    ab = _parameters(ev, name, opts)
    if ab is None:
        return None
    a, b = ab
    t = pos[1]
    ts = list(t.args) if _is_list(t) else [t]
    for v in ts:
        if type(v) is not Symbol:
            ev.message(name, "ivar", v)
            return None
    ks = _orders(ev, name, expr, pos[2], len(ts))
    if ks is None:
        return None
    import itertools
    ranges = []
    for k in ks:
        ranges.append(range(-k, k + 1) if kind == "exp" else range(0, k + 1))
    terms = []
    for idx in itertools.product(*ranges):
        if kind == "sin" and 0 in idx:
            continue
        ns = [Integer(i) for i in idx]
        if kind == "trig":
            parts = _trig_terms(ev, pos[0], ts, ns, a, b)
            if parts is None:
                return None
            terms.extend(parts)
            continue
        c = coefficient(ev, pos[0], ts, ns, a, b, kind)
        if c is None:
            return None
        basis = [_basis(kind, tv, nv, b) for tv, nv in zip(ts, ns)]
        weight = Integer(1)
        if kind != "exp":
            weight = _lang("1/2^z", z=Integer(sum(1 for i in idx if i == 0)))
        terms.append(Expression(S.Times, (c, weight) + tuple(basis)))
    scale = _lang("(Abs[b]/(2 Pi))^(d (1 - a)/2)", a=a, b=b, d=Integer(len(ts))) \
        if kind == "exp" else Integer(1)
    return ev.evaluate(Expression(S.Times, (scale, Expression(S.Plus, tuple(terms)))))


def _basis(kind, t, n, b):
    text = {"exp": "Exp[I b n t]", "cos": "Cos[b n t]", "sin": "Sin[b n t]"}[kind]
    return _lang(text, b=b, n=n, t=t)


def _trig_terms(ev, f, ts, ns, a, b):
    """The terms a_n cos + b_n sin of the trigonometric series at the index ns (one
    variable; several variables: every product of Cos and Sin)."""
    import itertools
    out = []
    for kinds in itertools.product(("cos", "sin"), repeat=len(ts)):
        if any(k == "sin" and n.value == 0 for k, n in zip(kinds, ns)):
            continue
        r = f
        for t, n, k in zip(ts, ns, kinds):
            r = _one(ev, r, t, n, a, b, k)
            if _has_integrate(r):
                return None
        zeros = sum(1 for n in ns if n.value == 0)
        basis = tuple(_basis(k, t, n, b) for t, n, k in zip(ts, ns, kinds))
        out.append(Expression(S.Times, (r, _lang("1/2^z", z=Integer(zeros))) + basis))
    return out


_SERIES_USAGE = ("%s[f, t, k] gives the %s Fourier series of f, periodic in t with period "
                 "2 Pi, to order k; %s[f, {t1, t2, ...}, {k1, k2, ...}] a multidimensional "
                 "series. FourierParameters -> {a, b} (default {1, 1}) as for "
                 "FourierCoefficient.")


@builtin("FourierSeries", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_SERIES_USAGE % ("FourierSeries", "exponential", "FourierSeries"),
         examples=[("FourierSeries[t, t, 2]",
                    "I E^(-I t) - I E^(I t) - (I E^(-2 I t))/2 + (I E^(2 I t))/2"),
                   ("FourierSeries[Cos[t]^2, t, 3]", "1/2 + E^(-2 I t)/4 + E^(2 I t)/4"),
                   ("FourierSeries[t, t, -1]", "FourierSeries[t, t, -1]",
                    ["FourierSeries::intnm: Non-negative machine-sized integer expected "
                     "at position 3 in FourierSeries[t, t, -1]."])])
def fourier_series(ev, expr):
    return _series(ev, expr, "FourierSeries", "exp")


@builtin("FourierCosSeries", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_SERIES_USAGE % ("FourierCosSeries", "cosine", "FourierCosSeries"),
         examples=[("FourierCosSeries[t^2, t, 3]",
                    "Pi^2/3 - 4 Cos[t] + Cos[2 t] - (4 Cos[3 t])/9")])
def fourier_cos_series(ev, expr):
    return _series(ev, expr, "FourierCosSeries", "cos")


@builtin("FourierSinSeries", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_SERIES_USAGE % ("FourierSinSeries", "sine", "FourierSinSeries"),
         examples=[("FourierSinSeries[t, t, 3]", "2 Sin[t] - Sin[2 t] + (2 Sin[3 t])/3")])
def fourier_sin_series(ev, expr):
    return _series(ev, expr, "FourierSinSeries", "sin")


@builtin("FourierTrigSeries", nargs=3, options=_OPTS, messages=_MESSAGES,
         usage=_SERIES_USAGE % ("FourierTrigSeries", "trigonometric", "FourierTrigSeries"),
         examples=[("FourierTrigSeries[t + t^2, t, 2]",
                    "Pi^2/3 - 4 Cos[t] + Cos[2 t] + 2 Sin[t] - Sin[2 t]"),
                   ("FourierTrigSeries[t, t, 3, FourierParameters -> {1, 2}]",
                    "Sin[2 t] - Sin[4 t]/2 + Sin[6 t]/3")])
def fourier_trig_series(ev, expr):
    return _series(ev, expr, "FourierTrigSeries", "trig")
