"""FindSequenceFunction's algorithm: the simplest closed form that reproduces every given
term, each model fitted on part of the data and checked on at least one term it was not
fitted to (``find_sequence_function(sp, points, n)`` with points (k, a_k) of exact
numbers; a Wolfram expression in n, or None).

Models, in order: a polynomial in n (lowest degree first, factored), a rational function,
a hypergeometric term (the ratio a_(k+1)/a_k a polynomial or rational function of k, so the
term is a product: 2^n, n!, Binomial[2 n, n], ...), and a linear recurrence with constant
coefficients a_k = a_(k-1) + a_(k-2) written with Fibonacci and LucasL.
"""


def _fits(sp, f, n, points):
    return all(sp.simplify(f.subs(n, k) - a) == 0 for k, a in points)


def _polynomial(sp, points, n):
    m = len(points)
    for d in range(0, m - 1):
        base = points[:d + 1]
        f = sp.expand(sp.interpolate(base, n)) if d else sp.Integer(base[0][1])
        if _fits(sp, f, n, points):
            return f
    return None


def _rational(sp, points, n):
    m = len(points)
    xs = [k for k, _ in points]
    ys = [a for _, a in points]
    for total in range(1, m - 1):
        for dq in range(1, total + 1):
            dp = total - dq
            need = dp + dq + 1
            if need + 1 > m:
                continue
            try:
                f = sp.rational_interpolate(list(zip(xs[:need], ys[:need])), dp, X=n)
            except Exception as exc:  # a singular system: this pair of degrees does not fit
                if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                    raise
                continue
            f = sp.cancel(f)
            if sp.fraction(f)[1].free_symbols and _fits(sp, f, n, points):
                return f
    return None


def _linear_factors(sp, r, i):
    """r(i) as C * prod (i + alpha)^e, or None when a factor is not linear."""
    num, den = sp.fraction(sp.cancel(r))
    const = sp.Integer(1)
    out = []
    for part, sign in ((num, 1), (den, -1)):
        c, factors = sp.factor_list(part, i)
        const *= c ** sign
        for f, e in factors:
            p = sp.Poly(f, i)
            if p.degree() != 1:
                return None
            a, b = p.all_coeffs()
            const *= a ** (sign * e)
            out.append((b / a, sign * e))
    return const, out


def _hypergeometric(ev, sp, points, n):
    """a_n = a_k0 C^(n - k0) prod over factors of Pochhammer[k0 + alpha, n - k0]^e, written
    with factorials (alpha an integer) or Gamma, as a Wolfram expression."""
    from mathilda.core.expr import Expression, Integer, S
    if any(a == 0 for _, a in points):
        return None
    ks = [k for k, _ in points]
    if ks != list(range(ks[0], ks[0] + len(ks))):
        return None
    ratios = [(k, sp.nsimplify(b / a)) for (k, a), (_, b) in zip(points, points[1:])]
    if len(ratios) < 2:
        return None
    r = _polynomial(sp, ratios, n)
    if r is None:
        r = _rational(sp, ratios, n)
    if r is None:
        return None
    spec = _linear_factors(sp, r, n)
    if spec is None:
        return None
    const, factors = spec
    k0, a0 = points[0]
    w = bridge_from(ev, sp)
    nn = w(n)
    steps = Expression(S.Plus, (nn, w(-k0)))
    parts = [w(a0), Expression(S.Power, (w(const), steps))]
    for alpha, e in factors:
        if alpha.is_Integer:
            # Pochhammer[k0 + alpha, n - k0] = (n + alpha - 1)! / (k0 + alpha - 1)!
            f = Expression(S.Times, (
                Expression(S.Factorial, (Expression(S.Plus, (nn, w(alpha - 1))),)),
                Expression(S.Power, (Expression(S.Factorial, (w(k0 + alpha - 1),)),
                                     Integer(-1)))))
        else:           # Gamma[n + alpha] / Gamma[k0 + alpha]
            f = Expression(S.Times, (
                Expression(S.Gamma, (Expression(S.Plus, (nn, w(alpha))),)),
                Expression(S.Power, (Expression(S.Gamma, (w(k0 + alpha),)), Integer(-1)))))
        parts.append(Expression(S.Power, (f, Integer(int(e)))))
    term = ev.evaluate(Expression(S.Times, tuple(parts)))
    for k, a in points:
        v = ev.evaluate(Expression(S.ReplaceAll, (term, Expression(S.Rule, (nn, w(k))))))
        if v != w(a):
            return None
    return term


def bridge_from(ev, sp):
    from mathilda.bridges import sympy as bridge
    return lambda x: bridge.from_sympy(sp.sympify(x), ev)


def _fibonacci(sp, points, n):
    ks = [k for k, _ in points]
    if len(points) < 5 or ks != list(range(ks[0], ks[0] + len(ks))):
        return None
    ys = [a for _, a in points]
    if not all(ys[j] == ys[j - 1] + ys[j - 2] for j in range(2, len(ys))):
        return None
    a, b = sp.symbols("fib_a fib_b")
    k0 = ks[0]
    sol = sp.solve([a * sp.fibonacci(k0) + b * sp.lucas(k0) - ys[0],
                    a * sp.fibonacci(k0 + 1) + b * sp.lucas(k0 + 1) - ys[1]], [a, b], dict=True)
    if not sol:
        return None
    s = sol[0]
    return s[a] * sp.fibonacci(n) + s[b] * sp.lucas(n)


def find_sequence_function(ev, sp, points, n):
    """A Wolfram expression in n (the Symbol for the SymPy symbol n), or None."""
    w = bridge_from(ev, sp)
    for model in (_polynomial, _rational):
        f = model(sp, points, n)
        if f is not None:
            return w(sp.factor(f))
    f = _hypergeometric(ev, sp, points, n)
    if f is not None:
        return f
    f = _fibonacci(sp, points, n)
    return None if f is None else w(f)
