"""Real domains, ranges, upper and lower limits and convergence, on SymPy expressions.

    real_domain(f, x)            the set where f is real and continuous (SymPy's
                                 continuous_domain), or None for functions whose
                                 discontinuities it does not model
    real_range(f, x)             the set of values of f on its domain, or None
    set_to_conditions(s, x)      a SymPy set of reals as [(lo, lo_closed, hi, hi_closed)]
                                 intervals and isolated points, or None
    limit_bounds(f, x, x0)       (lower, upper) limits of f at x0 from both sides
    sum_converges(f, n)          True/False/None: Sum[f, {n, n0, Infinity}] converges
    generating_sum(f, n, x, exponential)   Sum[f x^n (/n!), {n, 0, Infinity}] or None
    asymptotic_terms(f, x, x0, order)      the leading terms of f at x0 (Infinity too)
"""

__all__ = ["real_domain", "real_range", "set_to_conditions", "limit_bounds",
           "sum_converges", "generating_sum", "asymptotic_terms"]


from mathilda.algorithms.calculus.transforms import guarded


def _sp():
    import sympy
    return sympy


_UNMODELLED = ("floor", "ceiling", "sign", "Heaviside", "Piecewise", "frac", "Mod",
               "DiracDelta", "Abs")


def _modelled(f, sp):
    names = {type(a).__name__ for a in sp.preorder_traversal(f)}
    return not (names & set(_UNMODELLED)) or names & set(_UNMODELLED) == {"Abs"}


@guarded
def real_domain(f, x):
    sp = _sp()
    from sympy.calculus.util import continuous_domain
    if not _modelled(f, sp):
        return None
    return continuous_domain(f, x, sp.Reals)


@guarded
def real_range(f, x):
    sp = _sp()
    from sympy.calculus.util import function_range
    d = real_domain(f, x)
    if d is None:
        return None
    return function_range(f, x, d)


def set_to_conditions(s, sp=None):
    """[(lo, lo_closed, hi, hi_closed)] (points as (c, True, c, True)), None when s is not
    a finite union of intervals and points."""
    sp = sp or _sp()
    if s == sp.S.Reals:
        return [(-sp.oo, False, sp.oo, False)]
    if s == sp.S.EmptySet:
        return []
    if isinstance(s, sp.Interval):
        return [(s.start, not s.left_open and s.start != -sp.oo,
                 s.end, not s.right_open and s.end != sp.oo)]
    if isinstance(s, sp.FiniteSet):
        if not all(p.is_real for p in s.args):
            return None
        return [(p, True, p, True) for p in sorted(s.args)]
    if isinstance(s, sp.Union):
        out = []
        for a in s.args:
            r = set_to_conditions(a, sp)
            if r is None:
                return None
            out.extend(r)
        return sorted(out, key=lambda iv: (iv[0], iv[2]))
    if isinstance(s, sp.Complement) and isinstance(s.args[1], sp.FiniteSet):
        base = set_to_conditions(s.args[0], sp)
        if base is None or len(base) != 1:
            return None
        pts = sorted(p for p in s.args[1].args if p.is_real)
        lo, lc, hi, hc = base[0]
        out = []
        for p in pts:
            out.append((lo, lc, p, False))
            lo, lc = p, False
        out.append((lo, lc, hi, hc))
        return out
    return None


@guarded
def limit_bounds(f, x, x0):
    sp = _sp()
    dirs = ("-",) if x0 == sp.oo else ("+",) if x0 == -sp.oo else ("+", "-")
    lows, highs = [], []
    for d in dirs:
        r = sp.limit(f, x, x0, d) if x0 not in (sp.oo, -sp.oo) else sp.limit(f, x, x0)
        if isinstance(r, sp.AccumBounds):
            lows.append(r.min)
            highs.append(r.max)
        elif r.has(sp.Limit) or r in (sp.nan, sp.zoo):
            return None
        else:
            lows.append(r)
            highs.append(r)
    return sp.Min(*lows), sp.Max(*highs)


@guarded
def sum_converges(f, n):
    sp = _sp()
    k = sp.Dummy("n", integer=True, positive=True)
    g = f.subs(n, k)
    for start in (1, 2, 10):
        try:
            r = sp.Sum(g, (k, start, sp.oo)).is_convergent()
        except Exception as exc:  # undefined at the start: try further out
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            continue
        if r in (sp.true, sp.false, True, False):
            return bool(r)
        return None
    return None


@guarded
def generating_sum(f, n, x, exponential):
    sp = _sp()
    k = sp.Dummy("n", integer=True, nonnegative=True)
    xx = sp.Dummy("x", positive=True)
    term = f.subs(n, k) * xx ** k
    if exponential:
        term = term / sp.factorial(k)
    r = sp.summation(term, (k, 0, sp.oo))
    if isinstance(r, sp.Piecewise):
        r = r.args[0][0]
    if r.has(sp.Sum) or r.has(sp.nan, sp.zoo):
        return None
    return sp.simplify(r).subs(xx, x)


@guarded
def asymptotic_terms(f, x, x0, order):
    """The terms of f's expansion at x0 up to (x - x0)^order (at Infinity: down to
    x^-order), or, with order None, the leading term."""
    sp = _sp()
    if order is None:
        if x0 in (sp.oo, -sp.oo):
            t = sp.Dummy("t", positive=True)
            g = f.subs(x, (1 if x0 == sp.oo else -1) / t)
            lead = g.as_leading_term(t)
            return sp.simplify(lead.subs(t, (1 if x0 == sp.oo else -1) / x))
        return f.subs(x, x + x0).as_leading_term(x).subs(x, x - x0)
    ser = sp.series(f, x, x0, order + 1)
    return ser.removeO()
