"""The integral and discrete transforms: Laplace, Fourier (exponential, sine, cosine; the
FourierParameters option, default {0, 1}), Z and Mellin, and their inverses.

Every transform is linear here: sums are split and factors free of the variable pulled
out; each remaining term goes to mathilda/algorithms/calculus/transforms.py (SymPy, in the
Wolfram conventions) and its result through the shared Wolfram-form module
mathilda/algorithms/calculus/wolfram_form.py (as Integrate's).  A term with no closed
form stays as the transform of that term (``LaplaceTransform[f[t], t, s]``); derivatives of unknown functions follow the
differentiation rules (``LaplaceTransform[f'[t], t, s]`` is
``-f[0] + s LaplaceTransform[f[t], t, s]``).  Lists are transformed element by element and
lists of variables give multidimensional transforms."""

from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.algorithms.calculus import transforms as tr
from mathilda.algorithms.calculus.wolfram_form import radical_form, result_form, transform_form
from mathilda.bridges import sympy as bridge
from mathilda.algorithms.build import from_text as _lang
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {
    "ivar": "`1` is not a valid variable.",
    "fpar": "FourierParameters -> `1` should be a list of two numbers {a, b} with b != 0.",
    "vars": "The variables `1` and `2` should be symbols or lists of symbols of the same "
            "length.",
}
_OPTS = {"Assumptions": "$Assumptions", "GenerateConditions": "False"}
_FOPTS = dict(_OPTS, FourierParameters="{0, 1}")


def _split(ev, f, t):
    """[(constant factor, term)] of a sum, the constants free of t."""
    terms = f.args if isinstance(f, Expression) and f.head is S.Plus else (f,)
    out = []
    for term in terms:
        if isinstance(term, Expression) and term.head is S.Times:
            # symbolic constants come out; numeric ones stay in for SymPy to combine
            const = [a for a in term.args if free_of(a, t) and not _numeric(ev, a)]
            rest = [a for a in term.args if a not in const]
        elif free_of(term, t):
            const, rest = [term], []
        else:
            const, rest = [], [term]
        c = Integer(1) if not const else (const[0] if len(const) == 1
                                          else Expression(S.Times, tuple(const)))
        body = Integer(1) if not rest else (rest[0] if len(rest) == 1
                                            else Expression(S.Times, tuple(rest)))
        out.append((c, body))
    return out


def _numeric(ev, e):
    return e.is_number or ev.call("NumericQ", e) is TRUE


def _derivative_of_unknown(term, t):
    """(n, f) when term is Derivative[n][f][t] with f a symbol, else None."""
    h = term.head if isinstance(term, Expression) else None
    if (isinstance(h, Expression) and isinstance(h.head, Expression)
            and h.head.head is S.Derivative and len(h.head.args) == 1
            and type(h.head.args[0]) is Integer and len(h.args) == 1
            and type(h.args[0]) is Symbol and term.args == (t,)):
        return h.head.args[0].value, h.args[0]
    return None


def _variables(ev, name, t, s):
    """Lists of (t_i, s_i), or None after a message."""
    ts = t.args if isinstance(t, Expression) and t.head is S.List else (t,)
    ss = s.args if isinstance(s, Expression) and s.head is S.List else (s,)
    if len(ts) != len(ss) or not all(type(v) is Symbol for v in ts + ss):
        bad = next((v for v in ts + ss if type(v) is not Symbol), None)
        if bad is not None and len(ts) == len(ss):
            ev.message(name, "ivar", bad)
        else:
            ev.message(name, "vars", t, s)
        return None
    return list(zip(ts, ss))


def _run(ev, expr, name, one, opts_extra=None, post=None, point=None):
    """The driver shared by every transform: ``one(ev, term, t, s)`` transforms one term
    (an Expr, or None when it has no closed form); ``point(ev, f, t, s)`` gives the
    transform at a number s."""
    pos, opts = ev.split_options(expr)
    if len(pos) != 3:
        ev.message(name, "argrx", Symbol(name), len(pos), 3)
        return None
    f, t, s = pos
    if point is not None and type(t) is Symbol and not isinstance(s, Symbol) \
            and _numeric(ev, s):
        return point(ev, f, t, s)
    pairs = _variables(ev, name, t, s)
    if pairs is None:
        return None
    extra = None
    if opts_extra is not None:
        extra = opts_extra(ev, name, opts)
        if extra is None:
            return None
    if isinstance(f, Expression) and f.head is S.List:
        return Expression(S.List, tuple(
            Expression(expr.head, (g,) + expr.args[1:]) for g in f.args))
    if len(pairs) > 1:
        g = f
        for tv, sv in pairs:
            g = ev.evaluate(Expression(expr.head, (g, tv, sv) + tuple(
                a for a in expr.args[3:])))
            if isinstance(g, Expression) and g.head is expr.head:
                return None
        return g
    tv, sv = pairs[0]
    done, total = 0, []
    parts = _split(ev, f, tv)
    for c, term in parts:
        r = one(ev, term, tv, sv, extra)
        if r is None:
            r = Expression(expr.head, (term, tv, sv) + tuple(expr.args[3:]))
        else:
            done += 1
        total.append(Expression(S.Times, (c, r)))
    if done == 0 and len(parts) == 1 and parts[0][0] == Integer(1):
        return None
    r = ev.evaluate(Expression(S.Plus, tuple(total)))
    return r if post is None else post(ev, r, sv)


def _replace_heads(e, table):
    if isinstance(e, Expression):
        h = e.head
        if type(h) is Symbol and h.name in table:
            h = Symbol(table[h.name])
        return Expression(_replace_heads(h, table) if h is e.head else h,
                          tuple(_replace_heads(a, table) for a in e.args))
    return e


def _inequalities(e):
    """Inequality[a, op, b, op2, c, ...] (a <= t < b) as the And of its comparisons, the
    form the SymPy bridge takes."""
    if not isinstance(e, Expression):
        return e
    args = tuple(_inequalities(a) for a in e.args)
    if e.head is S.Inequality and len(args) >= 5 and len(args) % 2 == 1:
        return Expression(S.And, tuple(Expression(args[i + 1], (args[i], args[i + 2]))
                                       for i in range(0, len(args) - 2, 2)))
    return Expression(e.head, args)


def _via(ev, fn, term, t, s, *args):
    """One term through the SymPy-level transform fn; when it fails with symbolic
    parameters, again with the parameters taken positive (the generic case the Wolfram
    Language reports without conditions, as in E^(-a t^2) for a > 0)."""
    sp = bridge.sympy_module()
    g = bridge.try_to_sympy(_inequalities(_replace_heads(term, {"UnitStep": "HeavisideTheta"})))
    if g is None:
        return None
    ts, ss = bridge.sympy_symbol(t), bridge.sympy_symbol(s)
    r = fn(g, ts, ss, *args)
    params = sorted(g.free_symbols - {ts, ss}, key=str)
    if r is None and params:
        pos = {p: sp.Dummy(p.name, positive=True) for p in params}
        r = fn(g.subs(pos), ts, ss, *args)
        if r is not None:
            r = r.subs({v: k for k, v in pos.items()})
    if r is None:
        return None
    w = bridge.try_from_sympy(transform_form(sp, r), ev)
    return None if w is None else ev.evaluate(result_form(ev, w))


def _fourier_parameters(ev, name, opts):
    p = opts.get("FourierParameters")
    if p is None:
        return (0, 1, Integer(0), Integer(1))
    ok = (isinstance(p, Expression) and p.head is S.List and len(p.args) == 2)
    if ok:
        a, b = bridge.try_to_sympy(p.args[0]), bridge.try_to_sympy(p.args[1])
        ok = a is not None and b is not None and b != 0
    if not ok:
        ev.message(name, "fpar", p)
        return None
    return (a, b, p.args[0], p.args[1])


def _transform(name, one, usage, examples, options=_OPTS, opts_extra=None, post=None,
               point=None):
    """Register the transform `name`: ``one(ev, term, t, s, extra)`` transforms one term
    (see _run); opts_extra reads the options (FourierParameters), post shapes the sum,
    point gives the transform at a number."""
    @builtin(name, nargs=(3, None), options=options, messages=_MESSAGES, usage=usage,
             examples=examples, attributes=("Protected", "ReadProtected"))
    def fn(ev, expr):
        return _run(ev, expr, name, one, opts_extra, post, point)
    fn.__name__ = name
    return fn


def _by_sympy(fn):
    """The one-term transform done by the SymPy-level fn alone."""
    def one(ev, term, t, s, _):
        return _via(ev, fn, term, t, s)
    return one


# --- Laplace -----------------------------------------------------------------------------

def _laplace_one(ev, term, t, s, _):
    d = _derivative_of_unknown(term, t)
    if d is not None:
        n, f = d
        lt = Expression(S.LaplaceTransform, (Expression(f, (t,)), t, s))
        parts = [Expression(S.Times, (Expression(S.Power, (s, Integer(n))), lt))]
        for k in range(n):
            fk = Expression(Expression(Expression(S.Derivative, (Integer(k),)), (f,)),
                            (Integer(0),))
            parts.append(Expression(S.Times, (Integer(-1), Expression(S.Power, (
                s, Integer(n - 1 - k))), fk)))
        return ev.evaluate(Expression(S.Plus, tuple(parts)))
    return _via(ev, tr.laplace, term, t, s)


def _laplace_point(ev, f, t, s0):
    """LaplaceTransform[f, t, s0] at a number s0: the transform at s0, or (an inexact s0,
    no closed form) NIntegrate of f E^(-s0 t) over t > 0."""
    sym = Symbol("LaplaceTransform$s")
    F = ev.evaluate(Expression(S.LaplaceTransform, (f, t, sym)))
    exact = ev.call("InexactNumberQ", s0) is not TRUE
    if free_of(F, S.LaplaceTransform):
        r = ev.evaluate(_lang("F /. x -> s0", F=F, x=sym, s0=s0))
        if exact or ev.call("NumberQ", r) is TRUE:
            return r
    if exact:
        return None
    return ev.evaluate(_lang("NIntegrate[f E^(-s0 t), {t, 0, Infinity}]", f=f, s0=s0, t=t))


_transform("LaplaceTransform", _laplace_one,
           "LaplaceTransform[f, t, s] gives the Laplace transform Integrate[f E^(-s t), "
           "{t, 0, Infinity}]; LaplaceTransform[f, t, s0] the transform at the number s0; "
           "LaplaceTransform[f, {t1, t2, ...}, {s1, s2, ...}] the multidimensional "
           "transform.",
           examples=[("LaplaceTransform[t^4 Sin[t], t, s]", "(24 (1 - 10 s^2 + 5 s^4))/(1 + s^2)^5"),
                     ("LaplaceTransform[Sin[t], t, s]", "1/(1 + s^2)"),
                     ("LaplaceTransform[E^(-a t), t, s]", "1/(a + s)"),
                     ("LaplaceTransform[UnitStep[t - 1], t, s]", "E^(-s)/s"),
                     ("LaplaceTransform[DiracDelta[t - 3], t, s]", "E^(-3 s)"),
                     ("LaplaceTransform[f'[t], t, s]", "-f[0] + s LaplaceTransform[f[t], t, s]"),
                     ("LaplaceTransform[t^4 Sin[t], t, 2]", "984/3125")],
           point=_laplace_point)


def _inverse_laplace_one(ev, term, s, t, _):
    if isinstance(term, Expression) and term.head is S.LaplaceTransform and len(term.args) == 3 \
            and term.args[2] is s:
        return ev.evaluate(Expression(S.ReplaceAll, (term.args[0], Expression(
            S.Rule, (term.args[1], t)))))
    if free_of(term, s):
        return ev.evaluate(Expression(S.Times, (term, Expression(S.DiracDelta, (t,)))))
    return _via(ev, tr.inverse_laplace, term, s, t)


_transform("InverseLaplaceTransform", _inverse_laplace_one,
           "InverseLaplaceTransform[F, s, t] gives the inverse Laplace transform of F "
           "(for t > 0).",
           examples=[("InverseLaplaceTransform[1/(s + a), s, t]", "E^(-(a t))"),
                     ("InverseLaplaceTransform[1/(s^2 + 1), s, t]", "Sin[t]"),
                     ("InverseLaplaceTransform[1/s^2, s, t]", "t"),
                     ("InverseLaplaceTransform[E^(-s)/s, s, t]", "HeavisideTheta[-1 + t]"),
                     ("InverseLaplaceTransform[1/(s (s + 1)), s, t]", "1 - E^(-t)"),
                     ("InverseLaplaceTransform[1, s, t]", "DiracDelta[t]")])


# --- Fourier -----------------------------------------------------------------------------

def _fourier_kind(kind, inverse):
    def one(ev, term, t, w, ab):
        a, b, ae, be = ab
        if kind == "exp" and not inverse:
            d = _derivative_of_unknown(term, t)
            if d is not None:          # f^(n)(t) -> (-I b w)^n F(w)
                n, f = d
                ft = Expression(S.FourierTransform, (Expression(f, (t,)), t, w))
                if (ae, be) != (Integer(0), Integer(1)):
                    return None
                fac = Expression(S.Power, (Expression(S.Times, (Integer(-1), S.I, w)),
                                           Integer(n)))
                return ev.evaluate(Expression(S.Times, (fac, ft)))
        if kind == "exp":
            r = _fourier_native(ev, term, t, w, a, b, inverse)
            if r is not None:
                return r
        fn = tr.inverse_fourier if inverse else tr.fourier
        return _via(ev, fn, term, t, w, a, b, kind)

    return one


def _to_trig(ev, r, _):
    """E^(I t) pairs of a real result as Sin and Cos."""
    if _has_head(r, S.Power, S.E) and _has_complex(r):
        r2 = ev.call("ExpToTrig", r)
        if not _has_complex(r2):
            return r2
    return r


def _has_head(e, head, base):
    if isinstance(e, Expression):
        if e.head is head and e.args and e.args[0] is base:
            return True
        return any(_has_head(a, head, base) for a in e.args)
    return False


def _has_complex(e):
    from mathilda.core.expr import Complex
    if isinstance(e, Expression):
        return any(_has_complex(a) for a in e.args)
    return type(e) is Complex


def _constant(ev, c):
    """A SymPy constant as an evaluated Expr in the Wolfram form (Sqrt[2 Pi])."""
    return ev.evaluate(radical_form(bridge.from_sympy(c, evaluate=False)))


def _linear_in(ev, e, t):
    """(c, d) with e == c t + d, c and d free of t, c != 0; else None."""
    c = ev.call("D", e, t)
    if not free_of(c, t) or c == Integer(0):
        return None
    d = ev.evaluate(_lang("Simplify[e - c t]", e=e, c=c, t=t))
    return (c, d) if free_of(d, t) else None


def _fourier_native(ev, term, t, w, a, b, inverse, scale=1):
    """The exponential transform of constants, DiracDelta[c t + d], Sign[t], 1/t,
    HeavisideTheta[t], E^(I k t), Sin[k t] and Cos[k t] (distributions), with parameters {a, b} (SymPy numbers; the inverse:
    {-a, -b})."""
    if isinstance(term, Expression) and term.head is S.Times:
        const = [f for f in term.args if free_of(f, t)]
        rest = [f for f in term.args if not free_of(f, t)]
        if const and len(rest) == 1:
            num = [f for f in const if _numeric(ev, f)]
            sym = [f for f in const if not _numeric(ev, f)]
            k = bridge.try_to_sympy(Expression(S.Times, tuple(num))) if num else 1
            if k is None:
                return None
            r = _fourier_native(ev, rest[0], t, w, a, b, inverse, scale * k)
            return None if r is None else ev.evaluate(Expression(S.Times, tuple(sym) + (r,)))
    sp = bridge.sympy_module()
    if inverse:
        a, b = -a, -b
    nsp = scale * sp.sqrt(sp.Abs(b) / (2 * sp.pi) ** (1 - a))
    norm = _constant(ev, nsp)
    dnorm = _constant(ev, nsp * 2 * sp.pi / sp.Abs(b))
    hnorm = _constant(ev, nsp * sp.pi / sp.Abs(b))
    b = _constant(ev, b)
    if free_of(term, t):            # 1 -> (2 Pi/|b|) norm DiracDelta[w]
        return ev.evaluate(_lang("dnorm DiracDelta[w] f", dnorm=dnorm, w=w, f=term))
    h = term.head if isinstance(term, Expression) else None
    if h is S.DiracDelta and len(term.args) == 1:
        cd = _linear_in(ev, term.args[0], t)
        if cd is not None:          # delta(c t + d) = delta(t + d/c)/|c|
            c, d = cd
            return ev.evaluate(_lang("norm E^(-I b w d/c)/Abs[c]", norm=norm, b=b, w=w,
                                     c=c, d=d))
    if h is S.Power and term.args == (t, Integer(-1)):
        # the principal value of Integrate[E^(I k t)/t, {t, -Infinity, Infinity}]: I Pi Sign[k]
        return ev.evaluate(_lang("I pnorm Sign[b] Sign[w]", pnorm=_constant(ev, nsp * sp.pi),
                                 b=b, w=w))
    if h in (S.Sign, S.HeavisideTheta, S.UnitStep) and term.args == (t,):
        # Integrate[Sign[t] E^(I k t), {t, -Infinity, Infinity}] is 2 I/k (a principal
        # value); HeavisideTheta[t] is (1 + Sign[t])/2
        text = ("I snorm/(b w)" if h is S.Sign else
                "I norm/(b w) + hnorm DiracDelta[w]")
        return ev.evaluate(_lang(text, norm=norm, snorm=_constant(ev, 2 * nsp), hnorm=hnorm,
                                 b=b, w=w))
    if h in (S.Sin, S.Cos) and len(term.args) == 1:
        cd = _linear_in(ev, term.args[0], t)
        if cd is not None and cd[1] == Integer(0):
            c = cd[0]
            text = ("I hnorm DiracDelta[b w - c] - I hnorm DiracDelta[b w + c]"
                    if h is S.Sin else
                    "hnorm DiracDelta[b w - c] + hnorm DiracDelta[b w + c]")
            return ev.evaluate(_lang(text, hnorm=hnorm, b=b, w=w, c=c))
    if h is S.Power and term.args[0] is S.E:
        cd = _linear_in(ev, term.args[1], t)
        if cd is not None and cd[1] == Integer(0):
            k = ev.evaluate(_lang("c/I", c=cd[0]))
            if free_of(k, S.I) and ev.call("Im", k) == Integer(0):
                return ev.evaluate(_lang("dnorm DiracDelta[b w + k]", dnorm=dnorm, b=b,
                                         w=w, k=k))
    return None


def _fourier(name, kind, inverse, usage, examples):
    return _transform(name, _fourier_kind(kind, inverse), usage, examples, _FOPTS,
                      _fourier_parameters, _to_trig if inverse else None)


_fourier("FourierTransform", "exp", False,
         "FourierTransform[f, t, w] gives the Fourier transform 1/Sqrt[2 Pi] Integrate[f "
         "E^(I w t), {t, -Infinity, Infinity}] (FourierParameters -> {a, b}: Sqrt[|b|/(2 "
         "Pi)^(1 - a)] Integrate[f E^(I b w t), ...]).",
         [("FourierTransform[E^(-t^2), t, w]", "E^(-w^2/4)/Sqrt[2]"),
          ("FourierTransform[E^(-Abs[t]), t, w]", "Sqrt[2/Pi]/(1 + w^2)"),
          ("FourierTransform[E^(-t^2), t, w, FourierParameters -> {1, -1}]",
           "E^(-w^2/4) Sqrt[Pi]"),
          ("FourierTransform[f'[t], t, w]", "-I w FourierTransform[f[t], t, w]")])
_fourier("InverseFourierTransform", "exp", True,
         "InverseFourierTransform[F, w, t] gives the inverse Fourier transform 1/Sqrt[2 Pi] "
         "Integrate[F E^(-I w t), {w, -Infinity, Infinity}] (FourierParameters -> {a, b}: "
         "Sqrt[|b|/(2 Pi)^(1 + a)] Integrate[F E^(-I b w t), ...]).",
         [("InverseFourierTransform[1/(Sqrt[2] E^(w^2/4)), w, t]", "E^(-t^2)"),
          ("InverseFourierTransform[Sqrt[2/Pi]/(1 + w^2), w, t]", "E^(-Abs[t])")])
_fourier("FourierSinTransform", "sin", False,
         "FourierSinTransform[f, t, w] gives Sqrt[2/Pi] Integrate[f Sin[w t], {t, 0, "
         "Infinity}] (FourierParameters -> {a, b}: 2 Sqrt[|b|/(2 Pi)^(1 - a)] Integrate[f "
         "Sin[b w t], ...]).",
         [("FourierSinTransform[E^(-t), t, w]", "(w Sqrt[2/Pi])/(1 + w^2)"),
          ("FourierSinTransform[1/t, t, w]", "Sqrt[Pi/2]")])
_fourier("InverseFourierSinTransform", "sin", True,
         "InverseFourierSinTransform[F, w, t] gives Sqrt[2/Pi] Integrate[F Sin[w t], {w, 0, "
         "Infinity}] (FourierParameters -> {a, b}: 2 Sqrt[|b|/(2 Pi)^(1 + a)] ...).",
         [("InverseFourierSinTransform[(Sqrt[2/Pi] w)/(1 + w^2), w, t]", "E^(-t)")])
_fourier("FourierCosTransform", "cos", False,
         "FourierCosTransform[f, t, w] gives Sqrt[2/Pi] Integrate[f Cos[w t], {t, 0, "
         "Infinity}] (FourierParameters -> {a, b}: 2 Sqrt[|b|/(2 Pi)^(1 - a)] Integrate[f "
         "Cos[b w t], ...]).",
         [("FourierCosTransform[E^(-t), t, w]", "Sqrt[2/Pi]/(1 + w^2)"),
          ("FourierCosTransform[E^(-t^2), t, w]", "E^(-w^2/4)/Sqrt[2]")])
_fourier("InverseFourierCosTransform", "cos", True,
         "InverseFourierCosTransform[F, w, t] gives Sqrt[2/Pi] Integrate[F Cos[w t], {w, 0, "
         "Infinity}] (FourierParameters -> {a, b}: 2 Sqrt[|b|/(2 Pi)^(1 + a)] ...).",
         [("InverseFourierCosTransform[Sqrt[2/Pi]/(1 + w^2), w, t]", "E^(-t)")])


# --- Z and Mellin ------------------------------------------------------------------------

def _shift(ev, term, n):
    """k when term is h[n - k] with an integer k (h one of KroneckerDelta, DiscreteDelta,
    UnitStep), else None."""
    if not (isinstance(term, Expression) and len(term.args) == 1 and term.head in (
            S.KroneckerDelta, S.DiscreteDelta, S.UnitStep)):
        return None
    k = ev.evaluate(_lang("n - e", n=n, e=term.args[0]))
    return k.value if type(k) is Integer else None


def _z_one(ev, term, n, z, extra):
    if isinstance(term, Expression) and term.head is S.Times and len(term.args) == 2 \
            and _numeric(ev, term.args[0]) and _shift(ev, term.args[1], n) is not None:
        r = _z_one(ev, term.args[1], n, z, extra)           # -KroneckerDelta[n - 1]
        return None if r is None else ev.evaluate(Expression(S.Times, (term.args[0], r)))
    if term == Integer(1):
        return ev.evaluate(_lang("z/(-1 + z)", z=z))
    k = _shift(ev, term, n)
    if k is not None and term.head is S.UnitStep:      # UnitStep[n - k]: z^(1 - k)/(z - 1)
        return ev.evaluate(_lang("z^(1 - k)/(-1 + z)", z=z, k=Integer(max(k, 0))))
    if k is not None:                   # KroneckerDelta[n - k]: z^-k (0 for k < 0)
        return Integer(0) if k < 0 else ev.evaluate(Expression(S.Power, (z, Integer(-k))))
    if isinstance(term, Expression) and term.head in (S.Sin, S.Cos) and len(term.args) == 1:
        w = ev.evaluate(Expression(S.Times, (term.args[0], Expression(S.Power, (
            n, Integer(-1))))))
        if free_of(w, n):
            text = ("(z Sin[w])/(1 - 2 z Cos[w] + z^2)" if term.head is S.Sin else
                    "(z (z - Cos[w]))/(1 - 2 z Cos[w] + z^2)")
            return ev.evaluate(_lang(text, z=z, w=w))
    return _via(ev, tr.ztransform, _factorial_powers(ev, term), n, z)


def _factorial_powers(ev, e):
    """FactorialPower[x, k] with an integer k >= 0 as x (x - 1) ... (x - k + 1)."""
    if not isinstance(e, Expression):
        return e
    e = Expression(e.head, tuple(_factorial_powers(ev, a) for a in e.args))
    if e.head is S.FactorialPower and len(e.args) == 2 and type(e.args[1]) is Integer \
            and 0 <= e.args[1].value <= 64:
        x = e.args[0]
        return ev.evaluate(Expression(S.Times, tuple(
            Expression(S.Plus, (x, Integer(-j))) for j in range(e.args[1].value))))
    return e


def _combined(ev, r, z):
    """A sum of rational transforms over one denominator, as the Wolfram Language gives a
    Z transform (ZTransform[1 + n, n, z] is z^2/(-1 + z)^2)."""
    if not (isinstance(r, Expression) and r.head is S.Plus and free_of(r, S.ZTransform)):
        return r
    g = bridge.try_to_sympy(r)
    if g is None or not g.is_rational_function(bridge.sympy_symbol(z)):
        return r
    return ev.call("Together", r)


_transform("ZTransform", _z_one,
           "ZTransform[f, n, z] gives the Z transform Sum[f z^-n, {n, 0, Infinity}].",
           examples=[("ZTransform[n, n, z]", "z/(-1 + z)^2"),
                     ("ZTransform[a^n, n, z]", "z/(-a + z)"),
                     ("ZTransform[1, n, z]", "z/(-1 + z)"),
                     ("ZTransform[n^2, n, z]", "(z (1 + z))/(-1 + z)^3"),
                     ("ZTransform[1/n!, n, z]", "E^(1/z)"),
                     ("ZTransform[KroneckerDelta[n], n, z]", "1"),
                     ("ZTransform[1 + n, n, z]", "z^2/(-1 + z)^2")],
           post=_combined)
_transform("InverseZTransform", _by_sympy(tr.inverse_z),
           "InverseZTransform[F, z, n] gives the inverse Z transform of F (rational F: "
           "by partial fractions).",
           examples=[("InverseZTransform[z/(z - a), z, n]", "a^n"),
                     ("InverseZTransform[z/(z - 1)^2, z, n]", "n"),
                     ("InverseZTransform[1, z, n]", "KroneckerDelta[n]"),
                     ("InverseZTransform[z/(z - a)^2, z, n]", "a^(-1 + n) n")])
_transform("MellinTransform", _by_sympy(tr.mellin),
           "MellinTransform[f, x, s] gives the Mellin transform Integrate[f x^(s - 1), "
           "{x, 0, Infinity}].",
           examples=[("MellinTransform[E^(-x), x, s]", "Gamma[s]"),
                     ("MellinTransform[1/(1 + x), x, s]", "Pi Csc[Pi s]"),
                     ("MellinTransform[E^(-x^2), x, s]", "Gamma[s/2]/2")])
_transform("InverseMellinTransform", _by_sympy(tr.inverse_mellin),
           "InverseMellinTransform[F, s, x] gives the inverse Mellin transform of F.",
           examples=[("InverseMellinTransform[Gamma[s], s, x]", "E^(-x)"),
                     ("InverseMellinTransform[Pi Csc[Pi s], s, x]", "1/(1 + x)")])
