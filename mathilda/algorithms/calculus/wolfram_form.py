"""SymPy results rewritten toward the forms the Wolfram Language prints: the one place where
calculus results (antiderivatives, definite integrals and their conditions, closed forms of
sums and products, transforms) are post-processed before they go back through the bridge.

    wolfram_form(sp, r)                 the general normalisations (any calculus result):
                                        arguments of ArcTan/Log/... over a common factor
                                        (ArcTan[(1 + 2 x)/Sqrt[3]]), odd functions of a
                                        negated argument turned around (-ArcTan[u], not
                                        ArcTan[-u])
    antiderivative_form(sp, r, f, x)    an antiderivative of f in the Wolfram form:
                                        constant groups of logarithms dropped (CosIntegral[x],
                                        not CosIntegral[x] - Log[x] + Log[x^2]/2), powers of
                                        Sin/Cos/Sinh/Cosh linearised (x/2 - Sin[2 x]/4),
                                        pairs of logarithms as ArcTanh (-ArcTanh[Cos[x]]),
                                        as ArcTan when complex conjugate (ArcTan[x/a]/a);
                                        every rewrite is kept only when its derivative still
                                        equals f (checked numerically at sample points)
    condition_form(sp, cond)            a SymPy condition (Abs(arg(a)) < pi/2, ...) as the
                                        Wolfram Language states it (re(a) > 0), simplified
    definite_form(sp, r, cond)          a definite integral's value and condition with the
                                        0^(n + 1) terms of the value turned into conditions
                                        (x^n over [0, 1] is 1/(1 + n) when Re[n] > -1)
    closed_form(sp, r)                  a closed form of Sum or Product: factored or combined
                                        when that is no larger (see its docstring)
    rational_form(sp, r, v)             a rational function of v over one denominator with
                                        its integer content out in front and the denominator
                                        as powers of square-free factors ((1 + s^2)^5), where
                                        the Wolfram Language writes it so (transforms)
    over_one_denominator(sp, r, v)      that shape unconditionally
    transform_form(sp, r)               a transform in the Wolfram form: wolfram_form, a
                                        quotient with a power of a sum in its numerator
                                        expanded over one denominator, a factor -1 taken
                                        into a sum ((-EulerGamma - Log[s])/s)
    result_form(ev, e)                  (on the converted result) radicals of 2 and Pi as one
                                        (Sqrt[2/Pi], Sqrt[2 Pi]), KroneckerDelta[0, n] as
                                        KroneckerDelta[n], then common_denominator
    common_denominator(ev, e)           (on the converted result) a sum over one rational
                                        denominator q as 1/q (...), as integrals are written

Everything here works on SymPy objects; the callers convert with ``mathilda.bridges.sympy``.
"""

import random

__all__ = ["wolfram_form", "antiderivative_form", "condition_form", "definite_form",
           "closed_form", "same_derivative", "common_denominator", "rational_form",
           "over_one_denominator", "result_form", "radical_form", "transform_form"]


# --- the general normalisations ---------------------------------------------------------------

def _odd_functions(sp):
    return (sp.atan, sp.atanh, sp.asin, sp.asinh, sp.sin, sp.sinh, sp.tan, sp.tanh, sp.erf,
            sp.erfi, sp.Si, sp.Shi)


def _normal_argument(sp, u):
    """An argument over its common factor ((1 + 2 x)/Sqrt[3] for 1/Sqrt[3] + 2 x/Sqrt[3])."""
    if not u.is_Add:
        return u
    t = sp.factor_terms(u)
    return t if sp.count_ops(t) <= sp.count_ops(u) else u


def _negated(sp, u):
    """True when the argument u reads better negated: its leading term has a negative
    coefficient (1 - 2 x, -x)."""
    if u.could_extract_minus_sign():
        return True
    return False


def _log_of_exponential(sp, u):
    """Log[E^a b] with a real a as a + Log[b] (Log[E^EulerGamma s] is EulerGamma + Log[s]),
    else None."""
    if not u.is_Mul:
        return None
    exps = [f for f in u.args if isinstance(f, sp.exp) and f.args[0].is_real]
    if not exps:
        return None
    rest = sp.Mul(*[f for f in u.args if f not in exps])
    return sp.Add(*[f.args[0] for f in exps]) + sp.log(rest)


def wolfram_form(sp, r):
    """The normalisations every calculus result gets (see the module docstring); also
    Log[E^a b] as a + Log[b] for a real a, and ArcTan[1/u] as ArcCot[u] (its definition)."""
    if not isinstance(r, sp.Basic) or r.is_Atom:
        return r
    odd = _odd_functions(sp)

    def fix(e):
        if e.is_Atom:
            return e
        args = [fix(a) for a in e.args]
        if isinstance(e, sp.log) and len(args) == 1:
            split = _log_of_exponential(sp, args[0])
            if split is not None:
                return fix(split)
        if isinstance(e, sp.atan) and len(args) == 1 and args[0].is_Pow \
                and args[0].exp == -1:
            return sp.acot(args[0].base)
        if isinstance(e, (sp.atan, sp.atanh, sp.log, sp.asin, sp.asinh, sp.erf)) \
                and len(args) == 1:
            u = _normal_argument(sp, args[0])
            if isinstance(e, odd) and _negated(sp, u):
                return -e.func(sp.factor_terms(-u))
            return e.func(u)
        return e.func(*args) if args != list(e.args) else e

    try:
        return fix(r)
    except Exception as exc:  # a rewrite SymPy cannot do leaves the result as it was
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return r


# --- checking a rewrite by its derivative ------------------------------------------------------

def _sample_points(sp, e, x, k=3):
    rnd = random.Random(1729)
    others = sorted(e.free_symbols - {x}, key=str)
    pts = []
    for _ in range(k):
        p = {x: sp.Float(rnd.uniform(0.15, 0.85))}
        for s in others:
            p[s] = sp.Float(rnd.uniform(0.3, 1.7))
        pts.append(p)
    return pts


def _close(sp, a, b):
    try:
        va, vb = complex(a), complex(b)
    except (TypeError, ValueError):
        return False
    if va != va or vb != vb:          # nan
        return False
    return abs(va - vb) <= 1e-8 * max(1.0, abs(va), abs(vb))


def same_derivative(sp, g, f, x):
    """True when D[g, x] equals f at a few sample points (real x in (0, 1), the other
    symbols near 1)."""
    try:
        dg = sp.diff(g, x)
        for p in _sample_points(sp, f + g, x):
            if not _close(sp, dg.evalf(20, subs=p), f.evalf(20, subs=p)):
                return False
        return True
    except Exception as exc:
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return False


# --- antiderivatives ---------------------------------------------------------------------------

def _drop_constant_logs(sp, r, x):
    """Remove groups of logarithms whose sum is constant (-Log[x] + Log[x^2]/2)."""
    if not r.is_Add:
        return r
    logs = [t for t in r.args if t.has(sp.log)]
    if len(logs) < 2:
        return r
    total = sp.Add(*logs)
    expanded = sp.expand_log(total, force=True)
    if expanded == total:
        return r
    rest = sp.Add(*[t for t in r.args if not t.has(sp.log)])
    if not expanded.has(x):
        return rest
    if sp.count_ops(expanded) < sp.count_ops(total):
        return rest + expanded
    return r


_TRIG = ("sin", "cos", "sinh", "cosh")


def _trig_degree_ok(sp, f, x):
    """Whether f is a polynomial in Sin/Cos/Sinh/Cosh of multiples of x (times powers of x)
    with a factor of degree two or more, and not just Sin[u] Cos[u]: the integrands whose
    antiderivatives the Wolfram Language writes with multiple angles."""
    f = sp.expand(f)
    high = False
    for term in sp.Add.make_args(f):
        trig = []
        args = []
        for factor in sp.Mul.make_args(term):
            base, e = factor.as_base_exp()
            if isinstance(base, (sp.sin, sp.cos, sp.sinh, sp.cosh)):
                if not (e.is_Integer and e > 0):
                    return False
                g = base.args[0]
                if not (g.is_polynomial(x) and sp.degree(g, x) == 1
                        and g.subs(x, 0) == 0):
                    return False
                trig.append(int(e))
                args.append(g)
            elif factor.has(x) and not (base == x and e.is_Integer and e > 0):
                return False
        if sum(trig) >= 2 and (max(trig) >= 2 or len(set(args)) > 1):
            high = True
    return high


def _linearise(sp, r, x):
    """Products and powers of Sin/Cos (and Sinh/Cosh, through Sin/Cos of imaginary angles)
    as sums of multiple angles: x/2 - Sin[x] Cos[x]/2 becomes x/2 - Sin[2 x]/4."""
    from sympy.simplify.fu import TR8
    t = sp.Dummy("t")               # stands for I x inside the hyperbolic functions
    reps = {}
    for h in r.atoms(sp.sinh, sp.cosh):
        g = h.args[0]
        if not (g.is_polynomial(x) and sp.degree(g, x) == 1 and g.subs(x, 0) == 0):
            return r
        gt = g.subs(x, t)
        reps[h] = -sp.I * sp.sin(gt) if isinstance(h, sp.sinh) else sp.cos(gt)
    body = r.xreplace(reps)
    out = sp.expand(TR8(sp.expand(body)))
    if reps:
        out = sp.expand(out.subs(t, sp.I * x))
    return out


def _log_pairs_to_atanh(sp, r, x):
    """c Log[u - 1] - c Log[u + 1] is -2 c ArcTanh[u] up to a constant; the Wolfram Language
    writes that form for a non-polynomial u (1/Sin[x] gives -ArcTanh[Cos[x]]) and for a
    polynomial one with a positive coefficient (1/(1 - x^2) gives ArcTanh[x])."""
    if not r.is_Add:
        return r
    terms = list(r.args)
    logs = {}
    for i, term in enumerate(terms):
        c, rest = term.as_independent(x, as_Add=False)
        if isinstance(rest, sp.log):
            logs[i] = (c, rest.args[0])
    used = set()
    out = []
    for i, (c, u1) in logs.items():
        if i in used:
            continue
        for j, (d, u2) in logs.items():
            if j == i or j in used or sp.simplify(c + d) != 0:
                continue
            diff = sp.expand(u1 - u2)
            if diff.has(sp.I) and not sp.expand(diff / sp.I).has(sp.I):
                q = sp.expand(diff / (2 * sp.I))            # u1 = p + I q, u2 = p - I q
                p = sp.expand((u1 + u2) / 2)
                if p.has(sp.I):
                    continue
                used.update((i, j))                         # c (Log[p + I q] - Log[p - I q])
                out.append(-2 * sp.I * c * sp.atan(sp.cancel(p / q)))
                break
            if sp.expand(u2 - u1) == 2:          # c Log[u - 1] - c Log[u + 1]
                u = sp.expand(u1 + 1)
                coeff = -2 * c
            elif sp.expand(u1 - u2) == 2:        # c Log[u + 1] - c Log[u - 1]
                u = sp.expand(u2 + 1)
                coeff = 2 * c
            else:
                # c Log[p - k] - c Log[p + k] with a symbolic k: -2 c ArcTanh[p/k]
                k = sp.expand((u2 - u1) / 2)
                if k.has(x) or k.is_number or k == 0:
                    continue
                used.update((i, j))
                out.append(-2 * c * sp.atanh(sp.cancel(sp.expand((u1 + u2) / 2) / k)))
                break
            if u.is_polynomial(x) and not (coeff.is_number and coeff > 0):
                continue        # 1/(x^4 - 1): Log[-1 + x]/4 - Log[1 + x]/4 stays
            used.update((i, j))
            out.append(coeff * sp.atanh(u))
            break
    if not used:
        return r
    return sp.Add(*[t for k, t in enumerate(terms) if k not in used]) + sp.Add(*out)


def _drop_constants(sp, r, x):
    """The additive constants of an antiderivative dropped, and the piecewise constant
    terms SymPy adds to make it continuous (Pi Floor[(x - Pi)/(2 Pi)]): the Wolfram
    Language gives the plain antiderivative (2 ArcTan[Tan[x/2]/Sqrt[3]])/Sqrt[3]."""
    steps = (sp.floor, sp.ceiling)
    if r.has(*steps) and not r.is_Add:
        e = sp.expand(r)
        if e.is_Add:
            kept = sp.Add(*[t for t in e.args if not _piecewise_constant(sp, t, x, steps)])
            r = sp.factor_terms(kept) if kept != e else r
    if not r.is_Add:
        return r
    return sp.Add(*[t for t in r.args
                    if t.has(x) and not _piecewise_constant(sp, t, x, (sp.floor, sp.ceiling))])


def _piecewise_constant(sp, t, x, steps):
    """True when x appears in the term t only inside Floor/Ceiling."""
    if not t.has(*steps):
        return False
    reps = {s: sp.Dummy() for s in t.atoms(*steps)}
    return not t.xreplace(reps).has(x)


def _common_factor(sp, r, x):
    """A common factor depending on x pulled out (E^x (-Cos[x] + Sin[x]))/2)."""
    if not r.is_Add:
        return r
    t = sp.factor_terms(r)
    if t.is_Mul and any(not g.is_Add and g.has(x) and not g.is_polynomial(x)
                        for g in t.args):
        return t
    return r


def _on_sums(step):
    """A rewrite of sums applied to r, or to the sums among the factors of a product r
    (((-I Log[x - I a])/2 + (I Log[x + I a])/2)/a)."""
    def run(sp, r, x):
        if r.is_Mul:
            return sp.Mul(*[step(sp, f, x) if f.is_Add else f for f in r.args])
        return step(sp, r, x)
    run.__name__ = step.__name__
    return run


def antiderivative_form(sp, r, f, x):
    """An antiderivative of f (SymPy's r) in the Wolfram form; each rewrite is kept only
    when its derivative still equals f."""
    steps = [_on_sums(_drop_constant_logs), _on_sums(_log_pairs_to_atanh), _drop_constants,
             _common_factor]
    if _trig_degree_ok(sp, f, x):
        steps.insert(0, _linearise)
    for step in steps:
        try:
            cand = step(sp, r, x)
        except Exception as exc:  # a rewrite SymPy cannot do is skipped
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            continue
        if cand != r and same_derivative(sp, cand, f, x):
            r = cand
    cand = wolfram_form(sp, r)
    if cand != r and same_derivative(sp, cand, f, x):
        r = cand
    return r


# --- definite integrals ------------------------------------------------------------------------

def condition_form(sp, cond):
    """A SymPy condition as the Wolfram Language states it: |arg(a)| < Pi/2 is Re[a] > 0,
    |arg(a)| <= Pi/2 is Re[a] >= 0, arg(a) = 0 is a > 0; then simplified as logic."""
    if cond is sp.true or cond is sp.false:
        return cond

    def arg_of(e):
        if isinstance(e, sp.Abs) and isinstance(e.args[0], sp.arg):
            return e.args[0].args[0]
        return None

    def fix(c):
        if isinstance(c, (sp.And, sp.Or, sp.Not)):
            return c.func(*[fix(a) for a in c.args])
        if isinstance(c, sp.Rel):
            lhs, rhs = c.lhs, c.rhs
            a = arg_of(lhs)
            if a is not None:
                if rhs == sp.pi / 2 and isinstance(c, sp.StrictLessThan):
                    return sp.re(a) > 0
                if rhs == sp.pi / 2 and isinstance(c, sp.LessThan):
                    return sp.re(a) > 0           # as the Wolfram Language states it
                if rhs == 0 and isinstance(c, sp.Eq):
                    return sp.Gt(a, 0) if a.is_real is not False else c
                if rhs == sp.pi / 2 and isinstance(c, sp.Ne):
                    return sp.Ne(sp.re(a), 0)
                if rhs == sp.pi and isinstance(c, sp.StrictLessThan):
                    return sp.Or(sp.re(a) > 0, sp.Ne(sp.im(a), 0))
            if isinstance(c, sp.Ne) and rhs == 0 and lhs.is_Pow and lhs.exp.is_negative:
                return sp.true                    # a^-2 != 0 always holds
            if lhs.is_Add and rhs.is_number:      # 1 + Re[n] > 0 is Re[n] > -1
                k, rest = lhs.as_coeff_Add()
                if k != 0:
                    return c.func(rest, rhs - k)
        return c

    try:
        c = fix(cond)
        return sp.simplify_logic(c) if c.free_symbols else c
    except Exception as exc:
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return cond


def _combine_logs(sp, r):
    """A sum of integer multiples of logarithms of positive rationals as one logarithm
    (Log[2] - 3 Log[3] - Log[4] + 3 Log[5] is Log[125/54])."""
    if not r.is_Add or r.free_symbols:
        return r
    total = sp.S.One
    for term in r.args:
        c, rest = term.as_coeff_Mul()
        if not (isinstance(rest, sp.log) and rest.args[0].is_Rational
                and rest.args[0] > 0 and c.is_Integer):
            return r
        total *= rest.args[0] ** c
    return sp.log(total)


def definite_form(sp, r, cond):
    """(value, condition) of a definite integral with the terms 0^e (e symbolic) of the value
    made conditions: 0^e is 0 when Re[e] > 0; logarithms of rationals combined."""
    zeros = [p for p in r.atoms(sp.Pow) if p.base == 0 and p.exp.free_symbols]
    for p in zeros:
        r = r.xreplace({p: sp.S.Zero})
        cond = sp.And(cond, sp.re(p.exp) > 0)
    return _combine_logs(sp, wolfram_form(sp, r)), condition_form(sp, cond)


# --- rational functions (transforms) ----------------------------------------------------------

def over_one_denominator(sp, r, v):
    """A rational function of v over one denominator: the integer content out in front,
    the denominator as powers of its square-free factors ((24 (1 - 10 s^2 + 5 s^4))/(1 +
    s^2)^5)."""
    num, den = sp.fraction(sp.cancel(sp.together(r)))
    c, num = sp.factor_terms(sp.expand(num)).as_coeff_Mul()
    dc, den = sp.factor_terms(sp.sqf(den)).as_coeff_Mul()
    c = c / dc
    if c == 1 or not isinstance(num, sp.Add):
        return c * num / den
    return sp.Mul(c, num, sp.Pow(den, -1), evaluate=False)


def rational_form(sp, r, v):
    """r (a transform in the variable v) over one denominator where the Wolfram Language
    writes it so: a complex rational function, a sum with v in more than one denominator,
    or an expanded denominator with a repeated factor ((1 + s^2)^2); r unchanged
    otherwise (1/(a + s), a/(a^2 + s^2))."""
    if not r.is_rational_function(v):
        return r
    if r.has(sp.I) or (isinstance(r, sp.Add) and any(sp.fraction(a)[1].has(v)
                                                     for a in r.args)):
        return over_one_denominator(sp, r, v)
    den = sp.fraction(r)[1]
    if den.has(v) and den == sp.expand(den) and sp.sqf(den) != den:
        return over_one_denominator(sp, r, v)
    return r


def _expanded_numerator(sp, r):
    """c/q times a sum holding an integer power of a sum, expanded over one denominator
    ((Pi^2/6 + (EulerGamma + Log[s])^2)/s is (6 EulerGamma^2 + Pi^2 + ...)/(6 s))."""
    if not r.is_Mul:
        return r
    sums = [f for f in r.args if f.is_Add]
    if len(sums) != 1 or not any(p.is_Pow and p.base.is_Add and p.exp.is_Integer
                                 and p.exp > 1 for p in sums[0].args
                                 for p in sp.Mul.make_args(p)):
        return r
    return sp.together(sp.expand(r))


def _sign_into_sum(sp, r):
    """-1 times one sum and other factors as the negated sum times them, as the Wolfram
    Language writes transforms ((-EulerGamma - Log[s])/s, not -((EulerGamma + Log[s])/s))."""
    if not r.is_Mul:
        return r
    c, rest = r.as_coeff_Mul()
    if c != -1:
        return r
    sums = [f for f in sp.Mul.make_args(rest) if f.is_Add]
    if len(sums) != 1:
        return r
    others = [f for f in sp.Mul.make_args(rest) if f is not sums[0]]
    return sp.Mul(*others) * sp.Add(*[-a for a in sums[0].args])


def transform_form(sp, r):
    """A transform (SymPy's r) in the Wolfram form (see the module docstring)."""
    r = wolfram_form(sp, r)
    try:
        return _sign_into_sum(sp, _expanded_numerator(sp, r))
    except Exception as exc:  # a rewrite SymPy cannot do leaves the result as it was
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return r


# --- on the converted result -------------------------------------------------------------------

def result_form(ev, e):
    """The normalisations of a converted (Mathilda) result, before common_denominator's:
    radical_form, then common_denominator."""
    return common_denominator(ev, radical_form(e))


def _sqrt_factor(f):
    """(base, sign) of a factor Power[2 or Pi, +-1/2], else None."""
    from mathilda.core.expr import Expression, Integer, Rational, S
    if (isinstance(f, Expression) and f.head is S.Power and type(f.args[1]) is Rational
            and f.args[1].value.denominator == 2 and abs(f.args[1].value.numerator) == 1
            and (f.args[0] == Integer(2) or f.args[0] is S.Pi)):
        return f.args[0], f.args[1].value.numerator
    return None


def _rational_part(c):
    """(Fraction, imaginary?) of a rational or purely imaginary rational number."""
    from fractions import Fraction
    from mathilda.core.expr import Complex, Integer, Rational
    if type(c) in (Integer, Rational):
        return Fraction(c.value), False
    if type(c) is Complex and c.re == Integer(0) and type(c.im) in (Integer, Rational):
        return Fraction(c.im.value), True
    return None, False


def radical_form(e):
    """Square roots of 2 and Pi in a product as one radical, as the Wolfram Language prints
    them: Sqrt[2] Sqrt[Pi] as Sqrt[2 Pi], Sqrt[2]/Sqrt[Pi] as Sqrt[2/Pi], Sqrt[Pi]/Sqrt[2]
    as Sqrt[Pi/2], c Sqrt[2] with an even denominator of c as (2 c)/Sqrt[2]; and
    KroneckerDelta[0, n] as KroneckerDelta[n].  On an unevaluated (converted) expression;
    the caller evaluates the result."""
    from mathilda.core.expr import Expression, Integer, S, make_rational
    if not isinstance(e, Expression):
        return e
    e = Expression(e.head, tuple(radical_form(a) for a in e.args))
    if e.head is S.KroneckerDelta and len(e.args) == 2 and Integer(0) in e.args:
        return Expression(S.KroneckerDelta, (e.args[1] if e.args[0] == Integer(0)
                                             else e.args[0],))
    if e.head is not S.Times:
        return e
    found = {}
    for i, f in enumerate(e.args):
        r = _sqrt_factor(f)
        if r is not None:
            found[r[0]] = (i, r[1])
    cv, unit = _rational_part(e.args[0])
    if (Integer(2) in found and cv is not None and found[Integer(2)][1] == 1
            and cv.denominator % 2 == 0):
        i2 = found[Integer(2)][0]
        c2 = make_rational(2 * cv.numerator, cv.denominator)
        if unit:
            c2 = Expression(S.Times, (c2, S.I))
        rest = tuple(Expression(S.Power, (Integer(2), make_rational(-1, 2)))
                     if i == i2 else f for i, f in enumerate(e.args) if i != 0)
        inner = radical_form(Expression(S.Times, rest))
        return inner if c2 == Integer(1) else Expression(S.Times, (c2, inner))
    if len(found) != 2:
        return e
    places = {v[0] for v in found.values()}
    rest = tuple(f for i, f in enumerate(e.args) if i not in places)
    signs = {sg for _, sg in found.values()}
    if len(signs) == 1:
        inside, power = Expression(S.Times, (Integer(2), S.Pi)), make_rational(signs.pop(), 2)
    else:
        inside = Expression(S.Times, tuple(Expression(S.Power, (b, Integer(sg)))
                                           for b, (_, sg) in found.items()))
        power = make_rational(1, 2)
    return Expression(S.Times, rest + (Expression(S.Power, (inside, power)),))


def common_denominator(ev, e):
    """A sum (not a polynomial) whose terms all have rational coefficients over the same
    denominator q > 1 as 1/q times the sum (x ArcTan[x/2]/2 - Log[4 + x^2]/2 is 1/2 (x ArcTan[x/2] - Log[4 + x^2])),
    as the Wolfram Language writes integrals; e unchanged otherwise.  Works on the evaluated
    Mathilda expression (SymPy would distribute the factor again)."""
    from fractions import Fraction
    from mathilda.core.expr import Expression, Integer, Rational, S, TRUE, make_rational
    if not (isinstance(e, Expression) and e.head is S.Plus and len(e.args) > 1):
        return e
    arithmetic = (S.Plus, S.Times, S.Power)

    def has_function(x):
        return isinstance(x, Expression) and (x.head not in arithmetic or any(
            has_function(a) for a in x.args))

    if not any(has_function(t) for t in e.args) and \
            ev.call("NumericQ", e) is not TRUE:
        return e                        # polynomials stay expanded: x/2 + x^2/2
    coeffs = []
    for t in e.args:
        c = t.args[0] if isinstance(t, Expression) and t.head is S.Times and t.args else t
        if type(c) is Rational:
            coeffs.append(Fraction(c.value))
        elif type(c) is Integer:
            coeffs.append(Fraction(c.value))
        else:
            coeffs.append(Fraction(1))
    dens = {c.denominator for c in coeffs}
    if len(dens) != 1:
        return e
    q = dens.pop()
    if q == 1:
        return e
    inner = ev.evaluate(Expression(S.Plus, tuple(
        ev.evaluate(Expression(S.Times, (Integer(q), t))) for t in e.args)))
    if not (isinstance(inner, Expression) and inner.head is S.Plus):
        return e
    return Expression(S.Times, (make_rational(1, q), inner))


# --- sums and products -------------------------------------------------------------------------

def _factor_exponents(sp, r):
    """Polynomial exponents factored: a^(n/2 + n^2/2) is a^(1/2 n (1 + n))."""
    reps = {}
    for p in r.atoms(sp.Pow):
        e = p.exp
        if e.is_Add and e.is_polynomial():
            f = sp.factor(e)
            if f != e:
                reps[p] = sp.Pow(p.base, f)
    return r.xreplace(reps) if reps else r


def closed_form(sp, r):
    """Candidates for a closed form of Sum/Product, the caller taking the last one that is
    no larger than the best so far: as SymPy gives it, factored, with Gamma ratios combined
    (combsimp), and both; polynomial exponents factored in each."""
    out = [_factor_exponents(sp, wolfram_form(sp, r))]
    for tf in (sp.factor, sp.combsimp, lambda z: sp.factor(sp.combsimp(z))):
        try:
            alt = _factor_exponents(sp, wolfram_form(sp, tf(r)))
        except Exception as exc:
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            continue
        if alt not in out:
            out.append(alt)
    return out
