"""Integral and discrete transforms on SymPy expressions, in the Wolfram Language's
conventions.

    laplace(f, t, s)              LaplaceTransform (one-sided, no conditions)
    inverse_laplace(F, s, t)      InverseLaplaceTransform (for t > 0: no Heaviside[t])
    fourier(f, t, w, a, b, kind)  FourierTransform ("exp"), FourierSinTransform ("sin"),
                                  FourierCosTransform ("cos") with FourierParameters {a, b}
    inverse_fourier(F, w, t, a, b, kind)   the inverses
    ztransform(f, n, z)           ZTransform: Sum[f[n] z^-n, {n, 0, Infinity}]
    inverse_z(F, z, n)            InverseZTransform (rational F by partial fractions)
    mellin(f, x, s)               MellinTransform
    inverse_mellin(F, s, x)       InverseMellinTransform

Each returns a SymPy expression or None (no closed form found).  The Wolfram conventions:
FourierParameters {a, b} mean F(w) = Sqrt[|b|/(2 Pi)^(1 - a)] Integrate[f(t) E^(I b w t),
{t, -Infinity, Infinity}] and f(t) = Sqrt[|b|/(2 Pi)^(1 + a)] Integrate[F(w) E^(-I b w t),
{w, -Infinity, Infinity}]; the default is {0, 1}.  The sine and cosine transforms are
2 Sqrt[|b|/(2 Pi)^(1 -+ a)] Integrate[f(t) Sin[b w t], {t, 0, Infinity}].

Heaviside[t] is dropped in inverse transforms (t > 0) and exponentials of I t are turned
into Sin and Cos here; the rest of the Wolfram form (rational functions over one
denominator, the general normalisations) comes from the shared module
mathilda/algorithms/calculus/wolfram_form.py, as for Integrate.
"""

from mathilda.algorithms.calculus.wolfram_form import over_one_denominator, rational_form

__all__ = ["guarded", "laplace", "inverse_laplace", "fourier", "inverse_fourier",
           "ztransform", "inverse_z", "mellin", "inverse_mellin"]


def _sp():
    import sympy
    return sympy


def _failed(r, sp, *classes):
    """True when r is no closed form: None, undefined, an unevaluated transform or integral
    (classes), or a Meijer G or generalized hypergeometric function hyperexpand could not
    turn into named functions (the caller expands first)."""
    return r is None or r.has(sp.nan, sp.zoo, sp.meijerg, sp.hyper, *classes)


def _expanded(r, sp):
    """r with Meijer G and hypergeometric functions in named functions where SymPy can."""
    if r is not None and r.has(sp.meijerg, sp.hyper):
        return sp.hyperexpand(r)
    return r


def guarded(fn):
    """fn with SymPy's failures (any exception but an interrupt) turned into None."""
    def run(*args, **kw):
        try:
            return fn(*args, **kw)
        except Exception as exc:  # SymPy found no transform (or failed on the way)
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            return None
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def _real_t(t, sp):
    return sp.Dummy(t.name, positive=True)


def _drop_heaviside(f, t, sp):
    """For t > 0: Heaviside(t) is 1 (Heaviside(t - a) stays)."""
    return f.replace(lambda e: isinstance(e, sp.Heaviside) and e.args[0] == t,
                     lambda e: sp.Integer(1))


def _trig(f, t, sp):
    if f.has(sp.I):
        g = sp.expand_complex(f) if not (f.free_symbols - {t}) else f.rewrite(sp.cos)
        return sp.simplify(g)
    return f


def _arccot(r, sp):
    """ArcTan[u] of a positive u as Pi/2 - ArcCot[u] where that makes r shorter
    (Pi/(2 s) - ArcTan[s]/s is ArcCot[s]/s)."""
    for a in r.atoms(sp.atan):
        if a.args[0].is_positive:
            cand = sp.expand(r.xreplace({a: sp.pi / 2 - sp.acot(a.args[0])}))
            if sp.count_ops(cand) < sp.count_ops(r):
                r = cand
    return r


@guarded
def laplace(f, t, s):
    """The transform is analytic in a right half-plane: it is computed for a positive s
    (Sqrt[s^2] is s there) and continued."""
    sp = _sp()
    sd = sp.Dummy(s.name, positive=True)
    r = sp.laplace_transform(f, t, sd, noconds=True)
    r = _expanded(r, sp)
    if _failed(r, sp, sp.LaplaceTransform, sp.Integral):
        return None
    r = _arccot(r, sp).xreplace({sd: s})
    if r.is_Add and not r.is_rational_function(s):     # (1 - E^(-s))/s^2
        cand = sp.factor_terms(r)
        r = cand if sp.count_ops(cand) < sp.count_ops(r) else r
    return rational_form(sp, sp.simplify(r) if r.has(sp.I) else r, s)


def _inverse_laplace_rational(F, s, t, sp):
    num, den = sp.fraction(sp.together(F))
    if not den.has(s):
        return None
    P = sp.Poly(den, s)
    if sp.Poly(num, s).degree() >= P.degree():
        return None
    rts = sp.roots(P)
    if sum(rts.values()) != P.degree():
        return None
    f = sp.Integer(0)
    for p, m in rts.items():
        g = sp.cancel((s - p) ** m * F) * sp.exp(s * t)
        f += sp.diff(g, s, m - 1).subs(s, p) / sp.factorial(m - 1)
    return sp.simplify(_trig(sp.expand(f), t, sp))


def _inverse_laplace_sympy(F, s, tp, sp):
    r = sp.inverse_laplace_transform(F, s, tp)
    r = _expanded(r, sp)
    if _failed(r, sp, sp.InverseLaplaceTransform, sp.Integral):
        return None
    return _trig(_drop_heaviside(r, tp, sp), tp, sp)


def _inverse_laplace_by_derivative(F, s, tp, sp):
    """F vanishing at infinity whose derivative has a transform: the transform of f(t)/t is
    the integral of F from s to infinity, so f(t) is -L^-1[F'](t)/t (ArcTan[1/s] gives
    Sin[t]/t)."""
    if sp.limit(F, s, sp.oo) != 0:
        return None
    G = sp.simplify(-sp.diff(F, s))
    g = None
    if G.is_rational_function(s):
        g = _inverse_laplace_rational(G, s, tp, sp)
    if g is None:
        g = _inverse_laplace_sympy(G, s, tp, sp)
    return None if g is None else g / tp


def _shorter_expanded(r, sp):
    """r expanded when that is shorter ((-(EulerGamma t) - t Log[t])/t is -EulerGamma -
    Log[t])."""
    cand = sp.expand(r)
    return cand if sp.count_ops(cand) < sp.count_ops(r) else r


@guarded
def inverse_laplace(F, s, t):
    sp = _sp()
    tp = _real_t(t, sp)
    r = None
    if F.is_rational_function(s):
        r = _inverse_laplace_rational(F, s, tp, sp)
    if r is None:
        r = _inverse_laplace_sympy(F, s, tp, sp)
    if r is None and not F.is_rational_function(s):
        r = _inverse_laplace_by_derivative(F, s, tp, sp)
    if r is None:
        return None
    return _shorter_expanded(r, sp).subs(tp, t)


def _norm(a, b, sign, sp):
    return sp.sqrt(sp.Abs(b) / (2 * sp.pi) ** (1 - sign * a))


def _two_sided(f, t, sp):
    """SymPy's Fourier transform of f as a function of a real k, computed for k > 0 and
    k < 0 separately (one formula for both is not trusted) and joined: one analytic
    formula, an even or odd one in |k|, or a Piecewise."""
    p = sp.Dummy("p", positive=True)
    k = sp.Dummy("k", real=True)
    tr = sp.Dummy("t", real=True)
    g = f.subs(t, tr)
    out = []
    for kk in (p, -p):
        r = sp.fourier_transform(g, tr, kk, simplify=False)
        r = _expanded(r, sp)
        if _failed(r, sp, sp.FourierTransform, sp.Integral):
            return None, k
        out.append(sp.simplify(r))
    rp, rm = out
    if sp.simplify(rm.subs(p, -k) - rp.subs(p, k)) == 0:
        return rp.subs(p, k), k
    if sp.simplify(rm - rp) == 0:
        return rp.subs(p, sp.Abs(k)), k
    if sp.simplify(rm + rp) == 0:
        return sp.sign(k) * rp.subs(p, sp.Abs(k)), k
    return sp.Piecewise((rp.subs(p, k), k > 0), (rm.subs(p, -k), True)), k


@guarded
def fourier(f, t, w, a, b, kind):
    """The forward transforms (sign +1 in the normalisation exponent's 1 - a)."""
    sp = _sp()
    wr = sp.Dummy(w.name, real=True)
    if kind == "exp":
        r, k = _two_sided(f, t, sp)
        if r is None:
            return None
        r = _norm(a, b, 1, sp) * r.subs(k, -b * wr / (2 * sp.pi))
    else:
        k = sp.Dummy("k", positive=True)
        tr = sp.sine_transform if kind == "sin" else sp.cosine_transform
        r = tr(f, t, k)
        r = _expanded(r, sp)
        if _failed(r, sp, sp.SineTransform, sp.CosineTransform, sp.Integral):
            return None
        r = 2 * _norm(a, b, 1, sp) * sp.sqrt(sp.pi / 2) * r.subs(k, sp.Abs(b) * wr)
        if kind == "sin" and not (b > 0) == True:
            r = r * sp.sign(b)
    r = sp.simplify(r)
    if r.has(sp.I) and r.has(sp.exp):
        r2 = sp.simplify(r.rewrite(sp.cos))
        if not r2.has(sp.I):
            r = r2
    return rational_form(sp, r, wr).subs(wr, w)


def inverse_fourier(F, w, t, a, b, kind):
    """The inverse with parameters {a, b} is the forward transform with {-a, -b} (the
    sine and cosine transforms: {-a, b})."""
    return fourier(F, w, t, -a, -b if kind == "exp" else b, kind)


def _main_branch(r, sp):
    """The value of the Piecewise results of convergent sums (their first pieces)."""
    if isinstance(r, sp.Basic) and r.has(sp.Piecewise):
        return r.replace(lambda e: isinstance(e, sp.Piecewise), lambda e: e.args[0][0])
    return r


@guarded
def ztransform(f, n, z):
    sp = _sp()
    k = sp.Dummy("n", integer=True, nonnegative=True)
    zz = sp.Dummy("z", positive=True)
    g = f.subs(n, k)
    r = sp.summation(g * zz ** (-k), (k, 0, sp.oo))
    r = _main_branch(r, sp)
    r = _expanded(r, sp)
    if _failed(r, sp, sp.Sum):
        return None
    r = sp.simplify(r.subs(zz, z))
    if r.is_rational_function(z):
        r = over_one_denominator(sp, r, z)
    return r


def _binomial_poly(n, k, sp):
    """Binomial[n, k] as the polynomial n (n - 1) ... (n - k + 1)/k!."""
    p = sp.Integer(1)
    for j in range(k):
        p *= (n - j)
    return p / sp.factorial(k)


def _inverse_z_series(F, z, n, sp):
    """F analytic at z = Infinity: the general coefficient of its power series in 1/z
    (E^(1/z) gives 1/n!), with KroneckerDelta terms where the first coefficients differ
    from the general one; checked against the first eight coefficients."""
    from sympy.series.formal import FormalPowerSeries
    u = sp.Dummy("u")
    G = F.subs(z, 1 / u)
    f = sp.fps(G, u)
    if not isinstance(f, FormalPowerSeries):
        return None
    k = f.ak.variables[0]
    integer = sp.Eq(sp.Mod(k, 1), 0)          # (1/k!, Mod(k, 1) == 0): k is an integer
    a = f.ak.formula.replace(
        lambda e: isinstance(e, sp.Piecewise) and e.args[0][1] == integer,
        lambda e: e.args[0][0])
    if a.has(u, sp.Piecewise, sp.Function("Coeff")) or a.atoms(sp.Subs):
        return None
    a = a.subs(k, n).rewrite(sp.factorial)
    first = sp.series(G, u, 0, 8).removeO()
    out = a
    for j in range(8):
        c = first.coeff(u, j)
        v = a.subs(n, j)
        if not v.is_finite:
            return None
        if sp.simplify(v - c) != 0:
            out += (c - v) * sp.KroneckerDelta(n, j)
    return out


def _polar_powers(r, n, sp):
    """p^n of complex numbers p as |p|^n E^(I n Arg[p]) and the sum in Sin and Cos when
    that is real ((-I)^n/2 + I^n/2 is Cos[(n Pi)/2])."""
    if not r.has(sp.I):
        return r
    nn = sp.Dummy("n", integer=True)
    g = r.subs(n, nn).replace(
        lambda p: p.is_Pow and p.base.is_number and p.base.has(sp.I) and p.exp.has(nn),
        lambda p: sp.Abs(p.base) ** p.exp * sp.exp(sp.I * sp.arg(p.base) * p.exp))
    g = sp.simplify(g.rewrite(sp.cos))
    return g.subs(nn, n) if not g.has(sp.I) else r


@guarded
def inverse_z(F, z, n):
    """Partial fractions of F/z: c/(z - p)^m is the transform of c Binomial[n, m - 1]
    p^(n - m + 1); at p = 0 a KroneckerDelta.  Other F analytic at infinity: by the power
    series in 1/z."""
    sp = _sp()
    if not F.is_rational_function(z):
        return _inverse_z_series(F, z, n, sp)
    G = sp.cancel(F / z)
    num, den = sp.fraction(sp.together(G))
    P = sp.Poly(den, z)
    rts = sp.roots(P)
    if sum(rts.values()) != P.degree():
        return None
    q, r = sp.div(sp.Poly(num, z), P)
    out = sp.Integer(0)
    for m, c in enumerate(reversed(q.all_coeffs())):     # z^m/1 in F/z: z^(m+1) in F
        if c != 0:
            out += c * sp.KroneckerDelta(n + m + 1, 0)
    R = r.as_expr() / den
    dden = sp.diff(den, z)
    for p, mult in rts.items():
        if mult == 1:               # a simple pole: the residue num(p)/den'(p)
            c = sp.simplify(r.as_expr().subs(z, p) / dden.subs(z, p))
            if p == 0:
                out += c * sp.KroneckerDelta(n, 0)
            else:
                out += c * p ** n
            continue
        q = sp.cancel(R * (z - p) ** mult)
        if sp.simplify(sp.fraction(q)[1].subs(z, p)) == 0:
            return None             # cancel cannot see (z - p) for a radical p
        for m in range(1, mult + 1):
            # coefficient of 1/(z - p)^m in the Laurent expansion of R at p
            c = sp.simplify(sp.diff(sp.cancel(R * (z - p) ** mult), z, mult - m).subs(z, p)
                            / sp.factorial(mult - m))
            if c == 0:
                continue
            if p == 0:
                out += c * sp.KroneckerDelta(n - m + 1, 0)
            else:
                out += c * _binomial_poly(n, m - 1, sp) * p ** (n - m + 1)
    return _polar_powers(sp.simplify(out), n, sp) if out.has(sp.I) else sp.factor_terms(out)


def _strips(sp):
    return [(0, sp.oo), (-sp.oo, sp.oo), (0, 1), (-1, 0), (sp.Rational(1, 2), sp.oo),
            (-sp.oo, 0), (1, sp.oo), (0, 2)]


def _over_gamma(r, s, sp):
    """A ratio of Gamma functions that is Gamma[s] times a function free of Gamma written
    so (2^(-1 + s) Sqrt[Pi] Gamma[1/2 + s/2]/Gamma[1 - s/2] is Gamma[s] Sin[(Pi s)/2])."""
    if all((g.args[0] - s).is_Integer for g in r.atoms(sp.gamma)):
        return r                        # Gamma[2 + s] stays
    q = sp.gammasimp(r / sp.gamma(s))
    return q * sp.gamma(s) if not q.has(sp.gamma) else r


@guarded
def mellin(f, x, s):
    sp = _sp()
    r = sp.mellin_transform(f, x, s, noconds=True)
    r = _expanded(r, sp)
    if _failed(r, sp, sp.MellinTransform, sp.Integral):
        return None
    return _over_gamma(r, s, sp)


@guarded
def inverse_mellin(F, s, x):
    sp = _sp()
    xp = sp.Dummy(x.name, positive=True)
    F = F.rewrite(sp.sin) if F.has(sp.csc, sp.sec) else F
    for strip in _strips(sp):
        try:
            r = sp.inverse_mellin_transform(F, s, xp, strip)
        except Exception as exc:  # not this strip
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            continue
        r = _expanded(r, sp)
        if _failed(r, sp, sp.InverseMellinTransform, sp.Integral):
            continue
        return sp.simplify(r).subs(xp, x)
    return None
