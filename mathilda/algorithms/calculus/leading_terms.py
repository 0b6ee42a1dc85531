"""The leading terms of a sequence as n -> Infinity (SymPy objects in and out): Stirling's
formula for Gamma and factorials of n + a, Binet's for Fibonacci and Lucas numbers, then the
terms of the expanded sum grouped by growth (t1 ~ t2 when t1/t2 has a finite nonzero limit) and
the fastest-growing groups kept: 2^n - 1 gives 2^n, n! gives Sqrt[2 Pi] n^(1/2 + n) E^-n."""

__all__ = ["leading_terms"]


def _stirling(sp, z, n):
    """Gamma(z) for z = c n + a (c > 0): Sqrt[2 Pi] (c n)^(z - 1/2) E^(-c n)."""
    z = sp.expand(z)
    c = z.coeff(n)
    if c.is_positive is not True or sp.expand(z - c * n).has(n):
        return None
    a = sp.expand(z - c * n)
    return sp.sqrt(2 * sp.pi) * (c * n) ** (c * n + a - sp.Rational(1, 2)) * sp.exp(-c * n)


def _rewrite(sp, e, n):
    phi = sp.GoldenRatio
    e = e.replace(lambda u: isinstance(u, sp.fibonacci) and len(u.args) == 1,
                  lambda u: (phi ** u.args[0] - (-1 / phi) ** u.args[0]) / sp.sqrt(5))
    e = e.replace(lambda u: isinstance(u, sp.lucas),
                  lambda u: phi ** u.args[0] + (-1 / phi) ** u.args[0])
    e = e.rewrite(sp.gamma) if e.has(sp.factorial, sp.binomial, sp.RisingFactorial,
                                       sp.FallingFactorial) else e

    def gamma_rule(u):
        s = _stirling(sp, u.args[0], n)
        return u if s is None else s
    return e.replace(lambda u: isinstance(u, sp.gamma) and u.args[0].has(n), gamma_rule)


def _compare(sp, a, b, n):
    """1 when a grows faster than b, -1 when slower, 0 when a ~ b; None when unknown."""
    try:
        lim = sp.limit(sp.powsimp(a / b, force=True), n, sp.oo)
    except Exception as exc:          # SymPy cannot take this limit
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return _compare_numeric(sp, a, b, n)
    if lim.has(sp.Limit) or lim is sp.nan:
        return _compare_numeric(sp, a, b, n)
    if lim.is_infinite or lim == sp.zoo:
        return 1
    if lim == 0:
        return -1
    if lim.is_finite:
        return 0
    return None


def _compare_numeric(sp, a, b, n):
    """_compare from |a/b| at n = 200 and 400 (SymPy's limit fails on (-1/GoldenRatio)^n):
    a clear decrease to below 10^-3 or increase beyond 10^3, or a ratio that stays put."""
    q = a / b
    try:
        r1, r2 = (abs(complex(q.subs(n, k).evalf(30))) for k in (200, 400))
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None
    if r2 < 1e-3 and r2 < r1 / 2:
        return -1
    if r2 > 1e3 and r2 > 2 * r1:
        return 1
    if abs(r2 - r1) <= 1e-6 * max(r1, r2):
        return 0
    return None


def leading_terms(sp, e, n, classes=1):
    """The sum of the terms of e in its `classes` fastest-growing groups as n -> oo, or None
    when the terms cannot be compared."""
    e = sp.expand(_rewrite(sp, e, n))
    terms = [t for t in sp.Add.make_args(e) if t != 0]
    if not terms:
        return sp.Integer(0)
    groups = []                       # fastest first: [representative, sum]
    for t in terms:
        for i, g in enumerate(groups):
            c = _compare(sp, t, g[0], n)
            if c is None:
                return None
            if c == 0:
                g[1] += t
                break
            if c == 1:
                groups.insert(i, [t, t])
                break
        else:
            groups.append([t, t])
    kept = [g[1] for g in groups if sp.simplify(g[1]) != 0][:classes]
    if not kept:
        return sp.Integer(0)
    return sp.Add(*[sp.powsimp(sp.factor_terms(k)) for k in kept])
