"""Homogeneous linear systems of first-order ODEs with constant coefficients, solved as the
Wolfram Language writes them: X(t) = MatrixExp[A t] . {C[1], ..., C[n]}, so that C[i] is the
value of the i-th function at t = 0 (x' == y, y' == -x gives x -> C[1] Cos[t] + C[2] Sin[t],
y -> C[2] Cos[t] - C[1] Sin[t]).  SymPy objects in and out (the caller converts)."""

__all__ = ["constant_linear_system"]


def _matrix(sp, odes, funcs, t):
    """A with funcs' == A funcs, or None when the system is not of that shape."""
    n = len(funcs)
    rows = {}
    for eq in odes:
        lhs, rhs = eq.lhs, eq.rhs
        if not isinstance(lhs, sp.Derivative):
            lhs, rhs = rhs, lhs
        if not (isinstance(lhs, sp.Derivative) and lhs.expr in funcs
                and lhs.variables == (t,)):
            return None
        i = funcs.index(lhs.expr)
        if i in rows:
            return None
        rhs = sp.expand(rhs)
        row = []
        rest = rhs
        for f in funcs:
            c = rhs.coeff(f)
            if c.has(t) or any(c.has(g) for g in funcs) or c.has(sp.Derivative):
                return None
            row.append(c)
            rest = rest - c * f
        if sp.expand(rest) != 0:
            return None                  # not homogeneous (or not linear)
        rows[i] = row
    if len(rows) != n:
        return None
    return sp.Matrix([rows[i] for i in range(n)])


def _sinh_cosh_to_exp(sp, c):
    return c.replace(sp.sinh, lambda a: (sp.exp(a) - sp.exp(-a)) / 2).replace(
        sp.cosh, lambda a: (sp.exp(a) + sp.exp(-a)) / 2)


def _rate(sp, f, t):
    """k when the factor f is E^(k t), else None."""
    if f.is_Pow and isinstance(f.base, sp.exp) and f.exp.is_number:     # 1/E^(k t)
        k = _rate(sp, f.base, t)
        return None if k is None else k * f.exp
    if isinstance(f, sp.exp) or (f.is_Pow and f.base is sp.E):
        arg = sp.expand(f.args[0] if isinstance(f, sp.exp) else f.exp)
        k = arg.coeff(t)
        if sp.expand(arg - k * t) == 0 and not k.has(t):
            return k
    return None


def _entry(sp, c, t):
    """An entry of MatrixExp[A t] (t a real symbol) in the Wolfram shape: real, the lowest
    exponential outside and the others inside relative to it, 1/2 E^-t (1 + E^(2 t)); None
    when it cannot be made real."""
    c = sp.expand(sp.powsimp(sp.expand(_sinh_cosh_to_exp(sp, c))))
    if any(d.has(t) for d in (sp.fraction(sp.together(u))[1] for u in sp.Add.make_args(c))):
        c = sp.expand(sp.radsimp(sp.cancel(c)))       # (SymPy's t/(4 t E^(Sqrt[2] t)))
    if c.has(sp.I):
        c = sp.expand(sp.expand_complex(c))
        if c.has(sp.I):
            return None
    groups = {}
    for term in sp.Add.make_args(c):
        rate, rest = sp.Integer(0), []
        for f in sp.Mul.make_args(term):
            k = _rate(sp, f, t)
            if k is None:
                rest.append(f)
            else:
                rate += k
        groups[rate] = groups.get(rate, 0) + sp.Mul(*rest)
    groups = {r: sp.radsimp(sp.expand(v)) for r, v in groups.items()}
    groups = {r: v for r, v in groups.items() if v != 0}
    if not groups:
        return sp.Integer(0)
    try:
        low = min(groups, key=lambda r: float(r))
    except TypeError:                 # a symbolic rate: no order
        return sp.factor_terms(c)
    if len(groups) == 1:
        inner = groups[low]
    else:
        inner = sp.Add(*[v * sp.exp((r - low) * t) for r, v in groups.items()])
    content, prim = sp.factor_terms(inner).as_content_primitive()
    return sp.Mul(content, sp.exp(low * t), prim, evaluate=False)


def constant_linear_system(sp, odes, funcs, t, max_size=4):
    """The components of MatrixExp[A t] . C with C1, ..., Cn the SymPy symbols of the
    constants, or None when the system is not homogeneous linear with constant
    coefficients (or larger than max_size, or its matrix exponential cannot be made
    real)."""
    n = len(funcs)
    if n < 2 or n > max_size or len(odes) != n:
        return None
    A = _matrix(sp, odes, funcs, t)
    if A is None:
        return None
    params = {p: sp.Dummy(p.name, real=True) for p in A.free_symbols}   # real parameters
    A = A.xreplace(params)
    back = {d: p for p, d in params.items()}
    tr = sp.Dummy("t", real=True)
    try:
        E = (A * tr).exp()
    except Exception as exc:          # no Jordan form SymPy can compute
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    cs = [sp.Symbol("C%d" % (j + 1)) for j in range(n)]
    out = []
    for i in range(n):
        total = 0
        for j in range(n):
            c = _entry(sp, E[i, j], tr)
            if c is None:
                return None
            if c != 0:
                c = c.xreplace({tr: t}).xreplace(back)
                term = sp.Mul(c, cs[j], evaluate=False)
                total = sp.Add(total, term, evaluate=False) if total != 0 else term
        out.append(total)
    return out
