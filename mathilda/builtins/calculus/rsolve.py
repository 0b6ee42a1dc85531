"""RSolve and RSolveValue: recurrence equations solved in closed form.

One linear recurrence in one unknown (constant or polynomial coefficients, an inhomogeneous
part SymPy can sum) goes to SymPy's ``rsolve``; a first-order linear system with constant
coefficients x[n+1] == A.x[n] + b is solved with MatrixPower.  The results are written as
the Wolfram Language writes them:

* the free constants are C[1], C[2], ...; a first-order equation is normalised so that
  C[1] is the value at n = 1 (RSolve[a[n + 1] - 2 a[n] == 1, a[n], n] gives
  -1 + 2^(-1 + n) + 2^(-1 + n) C[1]);
* a recurrence whose characteristic polynomial is x^2 - x - 1 is written with Fibonacci[n]
  and LucasL[n] (C[1] Fibonacci[n] + C[2] LucasL[n]);
* a polynomial particular part is factored (1/6 n (1 + n) (1 + 2 n)).
"""

from mathilda.algorithms.calculus import recurrence_eqs as reqs
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {
    "deqx": "Supplied equations are not difference equations of the given functions.",
    "dsvar": "`1` cannot be used as a variable.",
    "bvnul": "For some branches of the general solution, the given boundary conditions "
             "lead to an empty solution.",
}

RSOLVE_SECONDS = 10.0


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _function_specs(spec, n):
    """[(head, pure)] for a[n], a or a list of them, or None."""
    items = spec.args if _is_list(spec) else (spec,)
    out = []
    for it in items:
        if type(it) is Symbol:
            out.append((it, True))
        elif isinstance(it, Expression) and type(it.head) is Symbol and it.args == (n,):
            out.append((it.head, False))
        else:
            return None
    return out


def _with_limit(ev, fn):
    from mathilda.core.evaluation import AbortSignal
    from mathilda.runtime.limits import limited

    def guarded():
        try:
            return fn()
        except AbortSignal:
            raise
        except Exception as exc:  # SymPy cannot solve it: unevaluated
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            return None
    value, hit = limited(ev, guarded, seconds=RSOLVE_SECONDS)
    return None if hit else value


def _fibonacci_form(sp, eq, f, sn, init):
    """C1 Fibonacci[n] + C2 LucasL[n] (constants fitted to init) when eq is
    c (f(n+k+2) - f(n+k+1) - f(n+k)) == 0, else None."""
    ex = sp.expand(eq)
    calls = sorted({a for a in ex.atoms(sp.core.function.AppliedUndef) if a.func == f},
                   key=lambda a: sp.simplify(a.args[0] - sn))
    if len(calls) != 3:
        return None
    ks = [sp.simplify(a.args[0] - sn) for a in calls]
    if not all(k.is_Integer for k in ks) or ks[1] != ks[0] + 1 or ks[2] != ks[0] + 2:
        return None
    cs = [ex.coeff(a) for a in calls]
    if sp.expand(ex - sum(c * a for c, a in zip(cs, calls))) != 0 or cs[2] == 0:
        return None
    if [sp.simplify(c / cs[2]) for c in cs] != [-1, -1, 1]:
        return None
    C = sp.Function("C")
    c1, c2 = sp.Symbol("rs_c1"), sp.Symbol("rs_c2")
    gen = c1 * sp.fibonacci(sn) + c2 * sp.lucas(sn)
    if not init:
        return gen.subs({c1: C(1), c2: C(2)})
    eqs = [sp.Eq(gen.subs(sn, k), v) for k, v in init.items()]
    sol = sp.solve(eqs, [c1, c2], dict=True)
    if not sol:
        return None
    sol = sol[0]
    free = [c for c in (c1, c2) if c not in sol]
    out = gen.subs(sol)
    for i, c in enumerate(free):
        out = out.subs(c, C(i + 1))
    return sp.expand(out)


def _tidy(sp, rhs, sn):
    """sum of C[i] times its coefficient, plus the rest, factored when polynomial."""
    C = sp.Function("C")
    ex = sp.expand(rhs)
    cs = sorted({a for a in ex.atoms(sp.Function) if a.func == C}, key=str)
    homog = sum((sp.powsimp(ex.coeff(c)) * c for c in cs), sp.Integer(0))
    rest = sp.expand(ex - homog)
    if rest.has(*cs) if cs else False:
        return rhs
    if rest.is_polynomial(sn) or (rest.is_rational_function(sn) and not rest.is_polynomial(
            sn)):
        rest = sp.factor(rest)
    else:
        rest = sp.powsimp(rest)
    return homog + rest


def _solve_one(ev, sp, eq, f, sn, init):
    """The SymPy solution of one recurrence eq (== 0) for f(n), or None."""
    fib = _fibonacci_form(sp, eq, f, sn, init)
    if fib is not None:
        return fib
    C = sp.Function("C")
    order = _order(sp, eq, f, sn)
    if order == 1:
        first = _first_order(sp, eq, f, sn, init)
        if first is not None:
            return first
    if init:
        sol = sp.rsolve(eq, f(sn), init)
        if sol is None:
            gen = sp.rsolve(eq, f(sn))
            sol = _fit(sp, gen, sn, init)
        if sol is None:
            return None
        cs = sorted(s for s in sol.free_symbols if s.name.startswith("C") and
                    s.name[1:].isdigit())
        return sol.xreplace({c: C(i + 1) for i, c in enumerate(
            sorted(cs, key=lambda s: int(s.name[1:])))})
    gen = sp.rsolve(eq, f(sn))
    if gen is None:
        return None
    if order == 1:
        k = sp.Symbol("rs_k")
        fitted = _fit(sp, gen, sn, {1: k})
        if fitted is not None and fitted.has(k):
            return fitted.subs(k, C(1))
    cs = sorted((s for s in gen.free_symbols if s.name.startswith("C") and
                 s.name[1:].isdigit()), key=lambda s: int(s.name[1:]))
    return gen.xreplace({c: C(i + 1) for i, c in enumerate(cs)})


def _first_order(sp, eq, f, sn, init):
    """The solution of a linear first-order equation c1(n) f(n+k+1) + c0(n) f(n+k) + r(n)
    == 0 by the product and sum formula, normalised so that C[1] is the value at the first
    index (1, or that of the initial value); None when it does not apply."""
    ex = sp.expand(eq)
    calls = sorted({a for a in ex.atoms(sp.core.function.AppliedUndef) if a.func == f},
                   key=lambda a: sp.simplify(a.args[0] - sn))
    if len(calls) != 2:
        return None
    k = sp.simplify(calls[0].args[0] - sn)
    if not k.is_Integer:
        return None
    c0, c1 = ex.coeff(calls[0]), ex.coeff(calls[1])
    r = sp.expand(ex - c0 * calls[0] - c1 * calls[1])
    if any(e.has(f) for e in (c0, c1, r)) or c1 == 0:
        return None
    m = sp.Symbol("rs_m", integer=True)
    # f(m + 1) == p(m) f(m) + q(m), m = n + k
    p = sp.simplify((-c0 / c1).subs(sn, m - k))
    q = sp.simplify((-r / c1).subs(sn, m - k))
    if init and len(init) != 1:
        return None
    base, c = (next(iter(init.items())) if init else (sp.Integer(1), sp.Function("C")(1)))
    i = sp.Symbol("rs_i", integer=True)
    P = sp.product(p.subs(m, i), (i, base, sn - 1))
    P = sp.simplify(sp.combsimp(P))
    if P.has(sp.Product) or P == 0:
        return None
    out = P * c
    if q != 0:
        S_ = sp.summation(sp.simplify(q.subs(m, i) / P.subs(sn, i + 1)), (i, base, sn - 1))
        if S_.has(sp.Sum):
            return None
        out = out + sp.simplify(P * S_)
    out = out.replace(lambda e: isinstance(e, sp.factorial) and not e.args[0].is_Symbol,
                      lambda e: sp.gamma(e.args[0] + 1))
    return out


def _canon(sp, e, sn):
    """e (a function of the integer sn) with its powers written as exp(I t n), each angle t
    brought into (-Pi, Pi] (the same for every integer n), then split into real and
    imaginary parts for real n: two forms of one sequence become equal."""
    nr = sp.Symbol(sn.name + "_r", real=True)

    def reduce_angle(x):
        arg = sp.expand(x.args[0])
        c = arg.coeff(sn)
        if c == 0 or not c.is_number or sp.re(c) != 0:
            return x
        t = sp.im(c)
        k = sp.floor((t + sp.pi) / (2 * sp.pi))
        if (t - 2 * sp.pi * k) == -sp.pi:
            k -= 1
        return sp.exp(sp.I * (t - 2 * k * sp.pi) * sn + (arg - c * sn))
    g = sp.powsimp(sp.expand(e.rewrite(sp.exp)))
    g = g.replace(lambda x: isinstance(x, sp.exp), reduce_angle)
    return sp.expand_complex(g.xreplace({sn: nr})), nr


def _real_form(sp, sol, sn):
    """A solution of a real recurrence written with I^n or complex roots, in terms of Cos
    and Sin (Cos[(n Pi)/2] rather than (-I)^n/2 + I^n/2); None when I remains."""
    g, nr = _canon(sp, sol, sn)
    g = sp.simplify(g)
    if g.has(sp.I):
        return None
    return g.xreplace({nr: sn})


def _real_basis(sp, sol, sn):
    """A general solution whose basis has complex-conjugate pairs b, conj(b) rewritten with
    the real basis Re b, Im b (C[1] Cos[(n Pi)/2] + C[2] Sin[(n Pi)/2]); None if not."""
    C = sp.Function("C")
    ex = sp.expand(sol)
    cs = sorted({a for a in ex.atoms(sp.Function) if a.func == C}, key=lambda c: c.args[0])
    basis = [ex.coeff(c) for c in cs]
    rest = sp.expand(ex - sum(b * c for b, c in zip(basis, cs)))
    if rest.has(sp.I) or any(b.has(C) for b in basis):
        return None
    new = list(basis)
    done = set()
    for i, b in enumerate(basis):
        if i in done or not b.has(sp.I):
            continue
        for j in range(i + 1, len(basis)):
            if j in done:
                continue
            cb, nr2 = _canon(sp, b, sn)
            cj, _ = _canon(sp, basis[j], sn)
            if sp.simplify(sp.conjugate(cb) - cj) == 0:
                re = _real_form(sp, (b + basis[j]) / 2, sn)
                im = _real_form(sp, sp.expand((b - basis[j]) / (2 * sp.I)), sn)
                if re is None or im is None:
                    return None
                new[i], new[j] = [-v if v.could_extract_minus_sign() else v
                                  for v in (re, im)]     # the constant absorbs a sign
                done |= {i, j}
                break
        else:
            return None
    return sum((b * c for b, c in zip(new, cs)), rest)


def _order(sp, eq, f, sn):
    ks = [sp.simplify(a.args[0] - sn) for a in sp.expand(eq).atoms(
        sp.core.function.AppliedUndef) if a.func == f]
    ks = [k for k in ks if k.is_Integer]
    return max(ks) - min(ks) if ks else 0


def _fit(sp, gen, sn, init):
    """gen with its constants C0, C1, ... chosen to meet init, or None."""
    if gen is None:
        return None
    cs = [s for s in gen.free_symbols if s.name.startswith("C") and s.name[1:].isdigit()]
    eqs = [sp.Eq(gen.subs(sn, k), v) for k, v in init.items()]
    try:
        sol = sp.solve(eqs, cs, dict=True)
    except NotImplementedError:
        return None
    if not sol:
        return None
    return sp.simplify(gen.subs(sol[0])) if len(cs) > 1 else sp.expand(gen.subs(sol[0]))


def _linear_system(ev, recs, heads, n, init):
    """{head: solution} of x[n+1] == A.x[n] + b (constant A, b), or None."""
    m = len(heads)
    rows = {}
    for q in recs:
        offs = reqs.offsets(ev, q, heads, n)
        ks = {o[1] for o in offs}
        if not ks or max(ks) - min(ks) != 1:
            return None
        k0 = min(ks)
        tops = [o for o in offs if o[1] == k0 + 1]
        if len(tops) != 1 or tops[0][0] in rows:
            return None
        h = tops[0][0]
        rhs = ev.call("Solve", q, tops[0][2])
        if not (_is_list(rhs) and len(rhs.args) == 1):
            return None
        rhs = rhs.args[0].args[0].args[1]
        rhs = ev.evaluate(Expression(S.ReplaceAll, (rhs, Expression(S.Rule, (n, Expression(
            S.Plus, (n, Integer(-k0))))))))
        rows[h] = rhs
    if set(rows) != set(heads):
        return None
    xs = [Expression(h, (n,)) for h in heads]
    A, b = [], []
    for h in heads:
        r = rows[h]
        coeffs = [ev.call("Coefficient", r, x) for x in xs]
        rest = ev.evaluate(Expression(S.Plus, (r,) + tuple(
            Expression(S.Times, (Integer(-1), c, x)) for c, x in zip(coeffs, xs))))
        rest = ev.call("Expand", rest)
        if any(ev.call("FreeQ", c, n) is not TRUE for c in coeffs) or \
                ev.call("FreeQ", rest, n) is not TRUE or \
                any(ev.call("FreeQ", rest, h2) is not TRUE for h2 in heads):
            return None
        A.append(Expression(S.List, tuple(coeffs)))
        b.append(rest)
    A = Expression(S.List, tuple(A))
    start = None
    for h in heads:
        idx = [i for (g, i) in init if g is h]
        if len(idx) > 1:
            return None
        if idx:
            if start is not None and idx[0] != start:
                return None
            start = idx[0]
    if start is None:
        start = Integer(1)
    x0 = []
    k = 1
    for h in heads:
        v = init.get((h, start))
        if v is None:
            v = Expression(S.C, (Integer(k),))
            k += 1
        x0.append(v)
    sp = bridge.sympy_module()
    sA = bridge.try_to_sympy(A)
    sb = bridge.try_to_sympy(Expression(S.List, tuple(b)))
    sx0 = bridge.try_to_sympy(Expression(S.List, tuple(x0)))
    sn0 = bridge.try_to_sympy(n)
    if sA is None or sb is None or sx0 is None or sn0 is None or not start.is_number:
        return None
    sn = sp.Symbol("rs_n", integer=True, nonnegative=True)
    j = sp.Symbol("rs_j", integer=True, nonnegative=True)

    def solve():
        M = sp.Matrix(sA)
        P = M ** sn
        total = P * sp.Matrix(sx0)
        bv = sp.Matrix(sb)
        if any(v != 0 for v in bv):
            Pj = M ** j
            part = (Pj * bv).applyfunc(lambda e: sp.summation(e, (j, 0, sn - 1)))
            total = total + part
        return [sp.simplify(v) for v in total]
    vals = _with_limit(ev, solve)
    if vals is None:
        return None
    shift = sn0 - bridge.to_sympy(start)
    out = {}
    for h, v in zip(heads, vals):
        v = sp.expand(v.xreplace({sn: shift}))
        v = _tidy(sp, v, sn0) if v.has(sp.Function("C")) else sp.factor_terms(v)
        w = bridge.try_from_sympy(v, ev)
        if w is None:
            return None
        out[h] = w
    return out


def _rsolve(ev, expr):
    eqs_in, fspec, n = expr.args
    if type(n) is not Symbol:
        ev.message("RSolve", "dsvar", n)
        return None
    fs = _function_specs(fspec, n)
    if fs is None:
        return None
    eqs = reqs.equations(eqs_in)
    if eqs is None:
        ev.message("RSolve", "deqx")
        return None
    heads = [h for h, _ in fs]
    parts = reqs.split(ev, eqs, heads, n)
    if parts is None or not parts[0]:
        ev.message("RSolve", "deqx")
        return None
    recs, init = parts
    sols = None
    if len(heads) == 1 and len(recs) == 1:
        sp = bridge.sympy_module()
        h = heads[0]
        q = recs[0]
        d = bridge.try_to_sympy(ev.evaluate(Expression(S.Plus, (q.args[0], Expression(
            S.Times, (Integer(-1), q.args[1]))))))
        sn0 = bridge.try_to_sympy(n)
        if d is None or sn0 is None:
            return None
        sn = sp.Symbol(sn0.name, integer=True)
        d = d.xreplace({sn0: sn})
        f = sp.Function(bridge.encode_name(h.name))
        sinit = {}
        for (g, i), v in init.items():
            sv = bridge.try_to_sympy(v)
            if sv is None or not i.is_number:
                return None
            sinit[f(bridge.to_sympy(i))] = sv
        try:
            sol = _with_limit(ev, lambda: _solve_one(ev, sp, d, f, sn, {
                k.args[0]: v for k, v in sinit.items()} if sinit else None))
        except ValueError:
            sol = None
        if sol is None:
            return None
        if sol.has(sp.I) and not d.has(sp.I) and \
                not any(v.has(sp.I) for v in sinit.values()):
            real = _with_limit(ev, lambda: _real_basis(sp, sol, sn) if sol.has(
                sp.Function("C")) else _real_form(sp, sol, sn))
            sol = real if real is not None else sol
        sol = _tidy(sp, sol, sn).xreplace({sn: sn0})
        w = bridge.try_from_sympy(sol, ev)
        if w is None:
            return None
        sols = {h: w}
    elif len(recs) == len(heads):
        sols = _linear_system(ev, recs, heads, n, init)
    if sols is None:
        return None
    rules = []
    for h, pure in fs:
        v = sols[h]
        if pure:
            rules.append(Expression(S.Rule, (h, Expression(S.Function, (
                Expression(S.List, (n,)), v)))))
        else:
            rules.append(Expression(S.Rule, (Expression(h, (n,)), v)))
    return Expression(S.List, (Expression(S.List, tuple(rules)),))


@builtin("RSolve", nargs=3, messages=_MESSAGES,
         usage="RSolve[eqn, a[n], n] solves a recurrence equation for a[n]; RSolve[{eqn, "
               "a[n0] == v, ...}, a[n], n] with initial values; RSolve[eqns, a, n] gives a "
               "pure function; RSolve[{eqn1, eqn2, ...}, {a[n], b[n], ...}, n] solves a "
               "first-order linear system with constant coefficients.  Free constants are "
               "C[1], C[2], ...",
         examples=[("RSolve[{a[n + 1] == 2 a[n], a[0] == 1}, a[n], n]", "{{a[n] -> 2^n}}"),
                   ("RSolve[a[n + 1] - 2 a[n] == 1, a[n], n]",
                    "{{a[n] -> -1 + 2^(-1 + n) + 2^(-1 + n) C[1]}}"),
                   ("RSolve[{a[n] == a[n - 1] + n^2, a[0] == 0}, a[n], n]",
                    "{{a[n] -> 1/6 n (1 + n) (1 + 2 n)}}"),
                   ("RSolve[{a[n + 2] == a[n + 1] + a[n], a[1] == 1, a[2] == 1}, a[n], n]",
                    "{{a[n] -> Fibonacci[n]}}"),
                   ("RSolve[a[n + 1] == a[n] + n, a, n]",
                    "{{a -> Function[{n}, 1/2 (-1 + n) n + C[1]]}}"),
                   ("RSolve[{x[n + 1] == y[n], y[n + 1] == x[n], x[0] == 1, y[0] == 0}, "
                    "{x[n], y[n]}, n]", "{{x[n] -> (1 + (-1)^n)/2, y[n] -> (1 - (-1)^n)/2}}")])
def rsolve(ev, expr):
    return _rsolve(ev, expr)


@builtin("RSolveValue", nargs=3, messages=_MESSAGES,
         usage="RSolveValue[eqns, expr, n] gives the value of expr determined by the "
               "solution of the recurrence equations eqns (expr may be a[n], a or any "
               "expression of the unknown functions).",
         examples=[("RSolveValue[{a[n + 1] == 2 a[n], a[0] == 1}, a[n], n]", "2^n"),
                   ("RSolveValue[{a[n + 1] == 3 a[n], a[0] == 2}, a, n]",
                    "Function[{n}, 2 3^n]"),
                   ("RSolveValue[{a[n + 1] == 3 a[n], a[0] == 2}, a[5], n]", "486")])
def rsolve_value(ev, expr):
    eqs_in, target, n = expr.args
    eqs = reqs.equations(eqs_in)
    if eqs is None or type(n) is not Symbol:
        return None
    heads = reqs.dependents(ev, eqs, n)
    if not heads:
        return None
    r = _rsolve(ev, Expression(S.RSolve, (eqs_in, Expression(S.List, tuple(heads)), n)))
    if not (_is_list(r) and r.args and _is_list(r.args[0])):
        return None
    return ev.evaluate(Expression(S.ReplaceAll, (target, r.args[0])))
