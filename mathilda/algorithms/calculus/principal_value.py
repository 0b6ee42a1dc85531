"""The Cauchy principal value of a definite integral whose integrand is not rational
(Integrate[..., PrincipalValue -> True]; rational integrands go to SymPy's own method).

The singular points c_i of the integrand inside (a, b) split the range; with an
antiderivative F (continuous on each piece, up to a constant of its own, which cancels
within the piece), the principal value is
``lim_(d -> 0+) Sum_pieces (F(right - d) - F(left + d))``, the outer ends a, b taken as
they are (or as limits).  The integrand's singular points are the zeros of 1/f in the open
range; a finite number of them, none at an end, is required.

    principal_value(sp, f, x, a, b)   the value (SymPy), or None
"""

__all__ = ["principal_value"]


def _safe(fn, *args, **kw):
    try:
        return fn(*args, **kw)
    except Exception as exc:        # SymPy gives up with assorted exceptions
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None


def _singular_points(sp, f, x, a, b):
    """The sorted singular points of f in (a, b), or None when they are not a finite set
    that can be listed (or one is at an end)."""
    dom = sp.Interval(a, b)
    inv = _safe(lambda: sp.simplify(1 / f))
    if inv is None:
        return None
    pts = _safe(sp.solveset, inv, x, dom)
    if pts is None or not (isinstance(pts, sp.FiniteSet) or pts is sp.S.EmptySet):
        return None
    # and the zeros of denominators (Tan as Sin/Cos: 1/Tan hides them)
    for g in (f, _safe(lambda: f.rewrite(sp.cos)), _safe(lambda: f.rewrite(sp.sin))):
        den = _safe(lambda: sp.denom(sp.together(g))) if g is not None else None
        if den is not None and den.has(x):
            more = _safe(sp.solveset, den, x, dom)
            if isinstance(more, sp.FiniteSet):
                pts = pts | more
    if not isinstance(pts, sp.FiniteSet):
        return None
    pts = sp.FiniteSet(*[p for p in pts if _safe(lambda: sp.limit(sp.Abs(f), x, p))
                         == sp.oo])
    out = sorted(pts, key=lambda p: float(sp.N(p)))
    if any(p == a or p == b for p in out) or any(not p.is_real for p in out):
        return None
    return out


def principal_value(sp, f, x, a, b):
    if a.has(x) or b.has(x) or a == b:
        return None
    pts = _singular_points(sp, f, x, a, b)
    if not pts:
        return None
    F = _safe(sp.integrate, f, x)
    if F is None or F.has(sp.Integral):
        return None
    d = sp.Dummy("d", positive=True)
    ends = [a] + pts + [b]
    total = sp.Integer(0)
    for i in range(len(ends) - 1):
        lo, hi = ends[i], ends[i + 1]
        upper = F.subs(x, hi - d) if i < len(ends) - 2 else None
        lower = F.subs(x, lo + d) if i > 0 else None
        if upper is None:
            upper = _end_value(sp, F, x, hi, "-")
        if lower is None:
            lower = _end_value(sp, F, x, lo, "+")
        if upper is None or lower is None:
            return None
        total += upper - lower
    r = _limit0(sp, total, d)
    if r is None or r.has(sp.Limit, sp.nan, sp.zoo) or r in (sp.oo, -sp.oo):
        return None
    r = _safe(sp.simplify, r)
    if r is None:
        return None
    if f.is_real is not False and r.has(sp.I):
        re = _safe(lambda: sp.simplify(sp.re(r)))
        im = _safe(lambda: sp.simplify(sp.im(r)))
        if im is not None and im != 0:
            return None          # an antiderivative that jumps inside a piece
        r = re if re is not None else r
    return r


def _limit0(sp, e, d):
    """The limit of e as d -> 0+ through its expansion (SymPy's limit stalls on the
    logarithms of the excised pieces), or None when it diverges."""
    ser = _safe(lambda: sp.series(e, d, 0, 1).removeO())
    if ser is None:
        return None
    ser = sp.expand(ser)
    if ser.has(sp.log(d)) or any(p.is_Pow and p.base == d and p.exp.is_negative
                                 for p in ser.atoms(sp.Pow)):
        return None
    return ser.subs(d, 0)


def _end_value(sp, F, x, p, side):
    if p in (sp.oo, -sp.oo):
        v = _safe(sp.limit, F, x, p)
    else:
        v = _safe(lambda: F.subs(x, p))
        if v is None or v.has(sp.nan, sp.zoo) or v in (sp.oo, -sp.oo):
            v = _safe(sp.limit, F, x, p, side)
    if v is None or v.has(sp.Limit, sp.nan, sp.zoo) or v in (sp.oo, -sp.oo):
        return None
    return v
