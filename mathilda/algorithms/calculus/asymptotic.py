"""Asymptotic expansions of integrals and sums (SymPy expressions in, SymPy expressions out).

* ``expand_at(sp, f, x, x0, n)``: the expansion of f about x0 with the terms up to
  (x - x0)^n (at Infinity: down to x^-n), logarithms of x kept as such.
* Integrals: ``indefinite_integral`` integrates the expansion of the integrand term by term
  (at Infinity an exponential integrand e^phi g is integrated by parts,
  ``e^phi Sum h_k`` with ``h_0 = g/phi'`` and ``h_(k+1) = -h_k'/phi'``);
  ``parametric_integral`` expands a definite integral in its parameter: about a finite point
  term by term in the integrand (a regular perturbation), about Infinity by Laplace's method
  (interior maxima of the exponent through Gaussian moments, endpoint maxima -- Watson's
  lemma -- through Gamma moments, after scaling the variable).
* Sums: ``sum_at_infinity`` gives Sum[f, {k, a, n}] as n -> Infinity by Euler-Maclaurin, the
  constant from the infinite sum (convergent), the limit of the closed form less the growing
  part, or Zeta for powers; ``parametric_sum`` expands the summand in a parameter.

Every function returns None when its method does not apply.
"""

__all__ = ["expand_at", "leading_term", "indefinite_integral", "parametric_integral",
           "sum_at_infinity", "indefinite_sum_at_infinity", "parametric_sum"]


def _sp():
    from mathilda.bridges import sympy as bridge
    return bridge.sympy_module()


def _safe(fn, *args, **kw):
    try:
        return fn(*args, **kw)
    except Exception as exc:        # SymPy gives up with assorted exceptions
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None


def _bad(sp, r):
    return r is None or r.has(sp.nan, sp.zoo, sp.Integral, sp.Sum, sp.Limit, sp.Order) \
        or r.has(sp.oo, -sp.oo)


def expand_at(sp, f, x, x0, n):
    """Terms of f about x0 up to (x - x0)^n (x0 = oo: down to x^-n), or None."""
    t = sp.Dummy("t", positive=True)
    if x0 in (sp.oo, -sp.oo):
        sign = 1 if x0 == sp.oo else -1
        g = f.subs(x, sign / t)
        xp = sp.Dummy(x.name, positive=True)       # x > 0 (< 0) near the point
        back = {t: 1 / xp}
    else:
        g = f.subs(x, x0 + t)
        back = {t: x - x0}
    g = sp.expand_log(sp.powsimp(g, force=True), force=True)
    s = _safe(sp.series, g, t, 0, n + 1)
    if s is None:
        return None
    s = s.removeO()
    out = sp.expand(s).subs(back)
    if x0 in (sp.oo, -sp.oo):
        out = sp.expand_log(out, force=True).subs(xp, sign * x)
    if out.has(sp.nan, sp.zoo):
        return None
    return out


def _order_key(sp, term, x, x0):
    """A number that grows as the term gets smaller about x0 (its exponent of x - x0; minus
    its exponent of x at Infinity), logarithms counted as a zero power."""
    t = sp.Dummy("t", positive=True)
    if x0 in (sp.oo, -sp.oo):
        g = term.subs(x, (1 if x0 == sp.oo else -1) / t)
    else:
        g = term.subs(x, x0 + t)
    g = sp.expand_log(sp.powsimp(g, force=True), force=True)
    lead = _safe(lambda: g.as_leading_term(t))
    if lead is None:
        return 0
    logs = 0
    for a in sp.Mul.make_args(lead):
        b, p = a.as_base_exp()
        if isinstance(b, sp.log) and b.has(t) and p.is_number:
            logs += p                    # Log[t]^p outgrows any constant as t -> 0
    lead = lead.subs(sp.log(t), 1)
    _, e = lead.as_coeff_exponent(t)
    return (e if e.is_number else 0) - sp.Rational(logs, 10 ** 6)


def leading_term(sp, r, x, x0):
    """The dominant terms of the sum r about x0 (all terms of the leading order)."""
    terms = sp.Add.make_args(sp.expand(r))
    keys = [_order_key(sp, _exp_split(sp, u, x)[0], x, x0) for u in terms]
    best = min(keys)
    return sp.Add(*[u for u, k in zip(terms, keys) if k == best])


# --- integrals ----------------------------------------------------------------------------

def _exp_split(sp, f, x):
    """(g, phi) with f = g e^phi, phi the exponent of f's exponential factors (0 without)."""
    f = sp.powsimp(sp.expand_power_exp(f), combine="exp")
    phi = sp.Integer(0)
    rest = []
    for a in sp.Mul.make_args(f):
        b, e = a.as_base_exp()
        if b == sp.E and e.has(x):
            phi += e
        elif isinstance(a, sp.exp) and a.args[0].has(x):
            phi += a.args[0]
        else:
            rest.append(a)
    return sp.Mul(*rest), sp.expand(phi)


def indefinite_integral(sp, f, x, x0, n):
    """The expansion of an antiderivative of f about x0 to order n, or None."""
    if x0 in (sp.oo, -sp.oo):
        g, phi = _exp_split(sp, f, x)
        if phi != 0:
            dphi = sp.diff(phi, x)
            h = sp.cancel(g / dphi)
            total = sp.Integer(0)
            for _ in range(n + 1):
                total += h
                h = sp.cancel(-sp.diff(h, x) / dphi)
            lead = _order_key(sp, total, x, x0)
            body = expand_at(sp, total, x, x0, n - int(sp.floor(-lead)) if lead < 0 else n)
            if body is None:
                return None
            return sp.exp(phi) * _truncate_relative(sp, body, x, x0, n)
        s = expand_at(sp, f, x, x0, n + 1)
        if s is None:
            return None
        return _integrate_terms(sp, s, x)
    s = _safe(sp.series, f, x, x0, n)
    if s is None:
        return None
    s = sp.expand(s.removeO())
    return _integrate_terms(sp, s, x, x0)


def _truncate_relative(sp, body, x, x0, n):
    """The terms of body within n orders of its leading one."""
    terms = sp.Add.make_args(sp.expand(body))
    keys = [_order_key(sp, u, x, x0) for u in terms]
    lo = min(keys)
    return sp.Add(*[u for u, k in zip(terms, keys) if k <= lo + n])


def _integrate_terms(sp, s, x, x0=0):
    out = sp.Integer(0)
    for term in sp.Add.make_args(s):
        r = _safe(sp.integrate, term, x)
        if r is None or r.has(sp.Integral):
            return None
        out += r
    return sp.expand(out)


def parametric_integral(sp, f, x, a, b, al, al0, n):
    """The expansion of Integrate[f, {x, a, b}] in the parameter al about al0 (terms up to
    (al - al0)^n; at Infinity n orders beyond the leading one), or None."""
    if al0 in (sp.oo, -sp.oo):
        alp = sp.Dummy(al.name, positive=True)
        r = _laplace(sp, f.subs(al, alp), x, a, b, alp, al0, n)
        return None if r is None else sp.expand(r.subs(alp, al))
    if _k_powers(sp, f, x, al):
        total = _safe(sp.integrate, f, (x, a, b), conds="none")
        return _closed_then_expand(sp, total, al, al0, n)
    return _termwise(sp, f, al, al0, n, lambda c: _safe(sp.integrate, c, (x, a, b)))


def _termwise(sp, f, al, al0, n, op):
    """The expansion of op(f) in al about al0 to order n, op applied to each coefficient of
    the series of f in al (op: Integrate or Sum over the other variable), or None."""
    s = _safe(sp.series, f, al, al0, n + 1)
    if s is None:
        return None
    s = sp.expand(s.removeO())
    out = sp.Integer(0)
    for j in range(n + 1):
        c = s.coeff(al - al0, j) if al0 != 0 else s.coeff(al, j)
        if c == 0:
            continue
        if c.has(al):
            return None
        v = op(c)
        if v is None or _bad(sp, v):
            return None
        out += sp.simplify(v) * (al - al0) ** j
    return out


def _real_value(sp, e):
    v = _safe(lambda: complex(sp.N(e)))
    if v is None or abs(v.imag) > 1e-12 * max(1.0, abs(v.real)):
        return None
    return v.real


def _laplace(sp, f, x, a, b, al, al0, n):
    """Laplace's method for Integrate[g e^(al phi), {x, a, b}] as al -> Infinity."""
    if al0 == -sp.oo:
        return None
    g, expo = _exp_split(sp, f, x)
    if expo == 0 or g.has(al):
        return None
    if sp.diff(expo, al, 2) != 0:
        return None
    phi = sp.expand(sp.diff(expo, al))
    psi = sp.expand(expo - al * phi)
    if psi.has(al) or phi == 0 or phi.has(al):
        return None
    g = g * sp.exp(psi)
    dphi = sp.diff(phi, x)
    crit = _safe(sp.solve, dphi, x)
    if crit is None:
        return None
    cands = []
    for c in crit:
        v = _real_value(sp, c)
        if v is None:
            continue
        lo = _real_value(sp, a) if a != -sp.oo else float("-inf")
        hi = _real_value(sp, b) if b != sp.oo else float("inf")
        if lo is None or hi is None or not (lo < v < hi):
            continue
        d2 = _real_value(sp, sp.diff(phi, x, 2).subs(x, c))
        if d2 is None or d2 >= 0:
            continue
        cands.append(("interior", c))
    for end, side in ((a, "left"), (b, "right")):
        if end in (sp.oo, -sp.oo):
            lim = _safe(sp.limit, phi, x, end)
            if lim is None or lim != -sp.oo:
                return None
            continue
        d = _real_value(sp, dphi.subs(x, end))
        if d is None:
            return None
        if (side == "left" and d < 0) or (side == "right" and d > 0):
            cands.append((side, end))
        elif d == 0:
            d2 = _real_value(sp, sp.diff(phi, x, 2).subs(x, end))
            if d2 is not None and d2 < 0:
                cands.append(("half-" + side, end))
    if not cands:
        return None
    values = [_real_value(sp, phi.subs(x, c)) for _, c in cands]
    if any(v is None for v in values):
        return None
    top = max(values)
    out = sp.Integer(0)
    for (kind, c), v in zip(cands, values):
        if abs(v - top) > 1e-12 * max(1.0, abs(top)):
            continue
        r = _laplace_point(sp, g, phi, x, c, kind, al, n)
        if r is None:
            return None
        out += r
    return out


def _laplace_point(sp, g, phi, x, c, kind, al, n):
    s = sp.Dummy("s", positive=True)
    eps = sp.Dummy("eps", positive=True)
    phi0 = sp.simplify(phi.subs(x, c))
    if kind in ("interior", "half-left", "half-right"):
        sign = -1 if kind == "half-right" else 1
        p2 = sp.simplify(sp.diff(phi, x, 2).subs(x, c) / 2)
        inner = (phi.subs(x, c + sign * eps * s) - phi0 - p2 * eps ** 2 * s ** 2) / eps ** 2
        F = g.subs(x, c + sign * eps * s) * sp.exp(sp.expand(inner))
        order = 2 * n + 1
        scale = al ** sp.Rational(-1, 2)
    else:
        sign = 1 if kind == "left" else -1
        p1 = sp.simplify(sign * sp.diff(phi, x).subs(x, c))       # < 0
        inner = (phi.subs(x, c + sign * eps * s) - phi0 - p1 * eps * s) / eps
        F = g.subs(x, c + sign * eps * s) * sp.exp(sp.expand(inner))
        order = n + 1
        scale = 1 / al
    ser = _safe(sp.series, F, eps, 0, order)
    if ser is None:
        return None
    ser = sp.expand(ser.removeO())
    total = sp.Integer(0)
    for term in sp.Add.make_args(ser):
        cpart, epart = term.as_independent(eps, as_Add=False)
        pe = epart.as_coeff_exponent(eps)[1] if epart != 1 else sp.Integer(0)
        cs, ps = cpart.as_independent(s, as_Add=False)
        ms = ps.as_coeff_exponent(s)[1] if ps != 1 else sp.Integer(0)
        if cs.has(s) or (ps != 1 and ps != s ** ms) or epart != eps ** pe:
            return None
        if kind == "interior":
            if ms % 2 == 1:
                continue
            mom = sp.gamma((ms + 1) / 2) / (-p2) ** ((ms + 1) / 2)
        elif kind.startswith("half"):
            mom = sp.gamma((ms + 1) / 2) / (2 * (-p2) ** ((ms + 1) / 2))
        else:
            mom = sp.gamma(ms + 1) / (-p1) ** (ms + 1)
        total += cs * mom * scale ** pe
    total = sp.expand(total)
    if total == 0:
        return None
    return sp.exp(al * phi0) * scale * _collect_powers(sp, total)


def _collect_powers(sp, e):
    return sp.Add(*[sp.factor_terms(u) for u in sp.Add.make_args(e)])


# --- sums -----------------------------------------------------------------------------------

def _em_tail(sp, f, k, nvar, terms):
    """f(n)/2 + Sum_j B_2j/(2j)! f^(2j-1)(n): the Euler-Maclaurin corrections at n."""
    fn = f.subs(k, nvar)
    out = fn / 2
    d = sp.diff(fn, nvar)
    for j in range(1, terms + 1):
        out += sp.bernoulli(2 * j) / sp.factorial(2 * j) * d
        d = sp.diff(d, nvar, 2)
    return out


def _growth(sp, f, k, nvar, m):
    """F(n) + corrections: the Euler-Maclaurin expansion without its constant."""
    F = _safe(sp.integrate, f.subs(k, nvar), nvar)
    if F is None or F.has(sp.Integral):
        return None
    return F + _em_tail(sp, f, k, nvar, m + 2)


def sum_at_infinity(sp, f, k, lo, nvar, m):
    """Sum[f, {k, lo, n}] as n -> Infinity with the terms down to n^-m, or None."""
    A = _growth(sp, f, k, nvar, m)
    if A is None:
        return None
    const = _sum_constant(sp, f, k, lo, nvar, A)
    if const is None:
        return None
    body = expand_at(sp, A, nvar, sp.oo, m)
    if body is None:
        return None
    return sp.expand(const + body)


def indefinite_sum_at_infinity(sp, f, k, m):
    """Sum[f, k] (its additive constant left out) as k -> Infinity, or None."""
    A = _growth(sp, f, k, k, m)
    if A is None:
        return None
    # the indefinite sum runs to k - 1: g(k) = Sum[f, {j, lo, k}] - f(k)
    body = expand_at(sp, A - f, k, sp.oo, m)
    if body is None:
        return None
    body = sp.expand(body)
    return sp.Add(*[u for u in sp.Add.make_args(body) if u.has(k)])


def _sum_constant(sp, f, k, lo, nvar, A):
    total = _safe(sp.summation, f, (k, lo, sp.oo))
    if total is not None and not total.has(sp.Sum) and total.is_finite:
        lim = _safe(sp.limit, A, nvar, sp.oo)
        if lim is not None and lim.is_finite:
            return sp.simplify(total - lim)
    closed = _safe(sp.summation, f, (k, lo, nvar))
    if closed is not None and not closed.has(sp.Sum):
        lim = _safe(sp.limit, closed - A, nvar, sp.oo)
        if lim is not None and lim.is_finite and not lim.has(sp.Limit):
            return sp.simplify(lim)
    lo = sp.sympify(lo)
    c, p = f.as_independent(k, as_Add=False)
    base, e = p.as_base_exp()
    if base == k and not e.has(k) and e != -1 and lo.is_integer and lo >= 1:
        return c * (sp.zeta(-e) - sum(sp.Integer(j) ** e for j in range(1, int(lo))))
    if isinstance(p, sp.log) and p.args[0] == k and lo.is_integer and lo >= 1:
        # Sum[Log[k], {k, 1, n}] is Log[n!]: Stirling's constant Log[2 Pi]/2
        return c * (sp.log(2 * sp.pi) / 2 - sp.log(sp.factorial(int(lo) - 1)))
    return None


def _closed_then_expand(sp, total, al, al0, n):
    """The expansion of a closed form (of the whole sum or integral), or None."""
    if total is None or _bad(sp, total) or isinstance(total, sp.Piecewise):
        return None
    return expand_at(sp, total, al, al0, n)


def _k_powers(sp, f, k, al):
    """True when al appears to a power that depends on k (x^k/k!): no term-by-term
    expansion."""
    return any(p.base.has(al) and p.exp.has(k) for p in f.atoms(sp.Pow))


def parametric_sum(sp, f, k, lo, hi, al, al0, n):
    """Sum[f, {k, lo, hi}] expanded in the parameter al about al0, or None."""
    if al0 in (sp.oo, -sp.oo) or _k_powers(sp, f, k, al):
        total = _safe(sp.summation, f, (k, lo, hi))
        return _closed_then_expand(sp, total, al, al0, n)
    return _termwise(sp, f, al, al0, n, lambda c: _safe(sp.summation, c, (k, lo, hi)))
