"""Equation solving: Solve and NSolve (through the SymPy bridge) and FindRoot (Newton's
method damped by a line search, mathilda/algorithms/algebra/newton.py, over values computed
by the compiled translator or the evaluator, so any numeric function works; the secant
method when two starting values are given)."""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.calculus.numeric import NotNumeric, mp_to_expr, to_mp
from mathilda.algorithms.algebra.polynomial import free_of, variables
from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, Symbol, S, TRUE, FALSE,
)
from mathilda.core.ordering import sort_key
from mathilda.core.registry import builtin

_MESSAGES = {
    "ivar": "`1` is not a valid variable.",
    "modp": "Value of option Modulus -> `1` should be a non-negative integer.",
    "naqs": "`1` is not a quantified system of equations and inequalities.",
}


_CONDITIONS = frozenset(Symbol(n) for n in ("Less", "LessEqual", "Greater", "GreaterEqual",
                                             "Unequal"))


def _equations(ev, eqns, name, conditions):
    """The equations as a list of (lhs - rhs) Exprs (inequalities go to ``conditions``);
    None after a message or when unsupported; "none" when one is False (no solutions)."""
    items = eqns.args if isinstance(eqns, Expression) and eqns.head in (S.List, S.And) \
        else (eqns,)
    out = []
    for e in items:
        if e is TRUE:
            continue
        if e is FALSE:
            return "none"
        if isinstance(e, Expression) and e.head in (S.List, S.And):
            r = _equations(ev, e, name, conditions)
            if r is None or r == "none":
                return r
            out.extend(r)
            continue
        if isinstance(e, Expression) and e.head in _CONDITIONS:
            conditions.append(e)  # checked on each solution of the equations
            continue
        if isinstance(e, Expression) and e.head in (S.Or, S.Not, S.Element):
            return None           # disjunctions and domains: solve_sets (through Reduce)
        if not (isinstance(e, Expression) and e.head is S.Equal and len(e.args) >= 2):
            ev.message(name, "naqs", eqns)
            return None
        for a, b in zip(e.args, e.args[1:]):
            out.append(ev.evaluate(Expression(S.Plus, (a, Expression(S.Times,
                                                                        (Integer(-1), b))))))
    return out


def _vars(ev, spec, eqs, name):
    if spec is None:
        vs = []
        for e in eqs:
            for v in variables(e, lambda x: ev.call("NumericQ", x) is TRUE):
                if v not in vs:
                    vs.append(v)
        return sorted(vs, key=sort_key)
    vs = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    for v in vs:
        if v.is_number or type(v).__name__ == "String":
            ev.message(name, "ivar", v)
            return None
    return list(vs)


def _sort_solutions(ev, sols):
    """Numeric solutions in the order of Root: real ones increasing, then complex ones by
    real part, then imaginary part; symbolic solutions as they come."""
    keys = []
    for sol in sols:
        key = []
        for r in sol.args:
            v = ev.evaluate(Expression(S.N, (r.args[1],)))
            if type(v) is Real or type(v) is Integer:
                key.append((0, float(v.value), 0.0))
            elif type(v) is Complex:
                key.append((1, float(v.re.value), float(v.im.value)))
            else:
                return sols
        keys.append(key)
    order = sorted(range(len(sols)), key=lambda i: keys[i])
    return [sols[i] for i in order]


def _modulus_option(ev, args, name):
    """(positional args, modulus or 0); None after a message."""
    pos, modulus = [], 0
    for a in args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) \
                and a.args[0] is S.Modulus:
            m = a.args[1]
            if not (type(m) is Integer and m.value >= 0):
                ev.message(name, "modp", m)
                return None
            modulus = m.value
        else:
            pos.append(a)
    return pos, modulus


def _solve_modular(ev, eqs, vs, n):
    from mathilda.algorithms.algebra.modular import solve_modular
    sp = bridge.sympy_module()
    conv = [bridge.try_to_sympy(e) for e in eqs]
    gens = [bridge.try_to_sympy(v) for v in vs]
    if None in conv or None in gens or not all(getattr(g, "is_Symbol", False) for g in gens):
        return None
    sols = solve_modular(sp, conv, gens, n, ev.check_interrupt)
    if sols is None:
        return None
    return Expression(S.List, tuple(
        Expression(S.List, tuple(Expression(S.Rule, (v, Integer(int(r))))
                                 for v, r in zip(vs, sol)))
        for sol in sols))


_REAL_FUNCTIONS = frozenset(("Abs", "Sign", "Re", "Im", "Conjugate", "Arg", "RealAbs"))


def _has_real_function(e, vs):
    """The variables appear inside Abs, Re, Im, ... (solved for real values)."""
    if not isinstance(e, Expression):
        return False
    if getattr(e.head, "name", None) in _REAL_FUNCTIONS and \
            any(not free_of(e, v) for v in vs):
        return True
    return any(_has_real_function(a, vs) for a in e.args)


def _polynomial_roots(ev, eqs, vs, domain):
    """Solve[p == 0, x] for one polynomial with rational coefficients: the roots in the
    Wolfram forms (mathilda/algorithms/algebra/roots.py), copies for multiple roots, in
    canonical order; None when that does not apply."""
    if len(eqs) != 1 or len(vs) != 1 or type(vs[0]) is not Symbol or \
            domain not in (None, S.Reals, S.Complexes):
        return None
    from mathilda.algorithms.algebra.roots import exact_roots
    roots = exact_roots(ev, eqs[0], vs[0])
    if roots is None:
        return None
    if domain is S.Reals:
        kept = []
        for r in roots:
            v = ev.evaluate(Expression(S.N, (r,)))
            if type(v) in (Real, Integer):
                kept.append(r)
        roots = kept
    sols = ev.call("Sort", Expression(S.List, tuple(roots)))
    return Expression(S.List, tuple(
        Expression(S.List, (Expression(S.Rule, (vs[0], r)),)) for r in sols.args))


def _solve_sets(ev, eqns, args):
    """Inequalities, Element domains, Or and integer systems: through Reduce
    (mathilda/algorithms/algebra/solve_sets.py); None when that does not apply."""
    from mathilda.algorithms.algebra.reduce import auto_vars, normalize, split_domains
    from mathilda.algorithms.algebra.solve_sets import solve_by_reduce, wants_sets
    domain = args[2] if len(args) > 2 else None
    if domain is not None and domain not in (S.Reals, S.Integers, S.Complexes):
        return None
    if len(args) > 1:
        spec = args[1]
        vs = list(spec.args) if isinstance(spec, Expression) and spec.head is S.List \
            else [spec]
        if any(v.is_number or type(v).__name__ == "String" for v in vs):
            return None
    else:
        split = split_domains(normalize(eqns))
        if split is None:
            return None
        vs = auto_vars(ev, split[0])
    if not vs or not wants_sets(eqns, vs, domain):
        return None
    return solve_by_reduce(ev, eqns, vs, domain)


def _solve(ev, expr, name):
    opt = _modulus_option(ev, expr.args, name)
    if opt is None:
        return None
    args, modulus = opt
    if not 1 <= len(args) <= 3:
        return None
    eqns = args[0]
    if name == "Solve" and not modulus:
        r = _solve_sets(ev, eqns, args)
        if r is not None:
            return r
    conditions = []
    eqs = _equations(ev, eqns, name, conditions)
    if eqs is None:
        return None
    if eqs == "none":
        return Expression(S.List, ())
    vs = _vars(ev, args[1] if len(args) > 1 else None, eqs, name)
    if vs is None:
        return None
    domain = args[2] if len(args) > 2 else None
    if not eqs:
        if conditions:
            return None
        return Expression(S.List, (Expression(S.List, ()),))
    if modulus:
        if conditions:
            return None
        return _solve_modular(ev, eqs, vs, modulus)
    if name == "Solve" and not conditions:
        r = _polynomial_roots(ev, eqs, vs, domain)
        if r is not None:
            return r
    sp = bridge.sympy_module()
    conv = [bridge.try_to_sympy(e) for e in eqs]
    svars = [bridge.try_to_sympy(v) for v in vs]
    if None in conv or None in svars:
        return None
    # solve for expressions such as f[x] through stand-in symbols; variables inside Abs,
    # Re, Im, ... are real
    stand = {}
    real = any(_has_real_function(e, vs) for e in eqs)
    for i, v in enumerate(svars):
        if real and v.is_Symbol:
            d = sp.Dummy("r%d" % i, real=True)
            stand[d] = v
            conv = [c.subs(v, d) for c in conv]
            svars[i] = d
        elif not v.is_Symbol:
            d = sp.Dummy("v%d" % i)
            stand[d] = v
            conv = [c.subs(v, d) for c in conv]
            svars[i] = d
    try:
        if len(conv) == 1:
            sols = sp.solve(conv[0], svars, dict=True)
        else:
            sols = sp.solve(conv, svars, dict=True)
    except Exception as exc:  # SymPy cannot solve this kind of system
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    out = []
    for sol in sols:
        if domain is S.Reals and not all(val.is_real is not False for val in sol.values()):
            continue
        if domain is S.Reals and any(val.is_real is None and val.free_symbols == set()
                                     for val in sol.values()):
            continue
        if domain is S.Integers and not all(val.is_integer for val in sol.values()):
            continue
        rules = []
        for v, sv in zip(vs, svars):
            if sv in sol:
                val = sol[sv].xreplace(stand)
                if name == "NSolve":
                    val = val.evalf(15)
                val = bridge.try_from_sympy(val, ev)
                if val is None:
                    return None
                rules.append(Expression(S.Rule, (v, val)))
        if domain is S.Reals and name == "Solve":
            # values real only for some parameters: ConditionalExpression[v, -1 <= x <= 1]
            from mathilda.algorithms.algebra.solve_sets import real_solution_condition
            rc = real_solution_condition(ev, [r.args[1] for r in rules], vs)
            if rc is FALSE:
                continue
            if rc is not None and rc is not TRUE:
                rules = [Expression(S.Rule, (r.args[0], Expression(
                    S.ConditionalExpression, (r.args[1], rc)))) for r in rules]
        sol_expr = Expression(S.List, tuple(rules))
        if conditions:
            verdict = [ev.evaluate(Expression(S.ReplaceAll, (c, sol_expr)))
                       for c in conditions]
            if any(v is FALSE for v in verdict):
                continue
            if not all(v is TRUE for v in verdict):
                return None       # a condition that depends on parameters
        if sol_expr not in out:
            out.append(sol_expr)
    if name == "NSolve":
        out = [ev.evaluate(Expression(S.N, (s,))) for s in out]
    return Expression(S.List, tuple(_sort_solutions(ev, out)))


@builtin("Solve", nargs=(1, 3), messages=_MESSAGES,
         usage="Solve[eqns, vars] solves an equation or a list of equations for the "
               "variables, giving a list of lists of rules; Solve[eqns, vars, Reals] keeps "
               "the real solutions; Solve[eqns, vars, Modulus -> n] solves modulo n.",
         examples=[("Solve[x^2 == 4, x]", "{{x -> -2}, {x -> 2}}"),
                   ("Solve[{x + y == 1, x - y == 3}, {x, y}]", "{{x -> 2, y -> -1}}"),
                   ("Solve[a x + b == 0, x]", "{{x -> -(b/a)}}"),
                   ("Solve[x^2 + 1 == 0, x]", "{{x -> -I}, {x -> I}}"),
                   ("Solve[x == x + 1, x]", "{}"),
                   ("Solve[x^3 == 1, x]", "{{x -> 1}, {x -> -(-1)^(1/3)}, {x -> (-1)^(2/3)}}"),
                   ("Solve[x^2 + x - 1 == 0, x]",
                    "{{x -> (-1 - Sqrt[5])/2}, {x -> (-1 + Sqrt[5])/2}}"),
                   ("Solve[x^2 == 2, x, Modulus -> 7]", "{{x -> 3}, {x -> 4}}"),
                   ("Solve[x^2 == 3, x, Modulus -> 7]", "{}"),
                   ("Solve[Abs[x] == 2, x]", "{{x -> -2}, {x -> 2}}")])
def solve(ev, expr):
    return _solve(ev, expr, "Solve")


@builtin("NSolve", nargs=(1, 3), messages=_MESSAGES,
         usage="NSolve[eqns, vars] gives numerical approximations to the solutions of "
               "polynomial (and other) equations.",
         examples=[("NSolve[x^2 == 2, x]", "{{x -> -1.41421}, {x -> 1.41421}}"),
                   ("NSolve[x^3 - 2 x + 1 == 0, x]",
                    "{{x -> -1.61803}, {x -> 0.618034}, {x -> 1.}}")])
def nsolve(ev, expr):
    return _solve(ev, expr, "NSolve")


# --- FindRoot ----------------------------------------------------------------------------------

def _residual(ev, eq):
    if isinstance(eq, Expression) and eq.head is S.Equal and len(eq.args) == 2:
        return Expression(S.Plus, (eq.args[0], Expression(S.Times, (Integer(-1),
                                                                     eq.args[1]))))
    return eq


def _compiled_residuals(ev, funcs, vars_):
    """The residuals compiled by the translator (mathilda/algorithms/compile): the
    evaluator's machine arithmetic, bit for bit, at the points FindRoot tries (they are
    machine reals); None when one of them has anything the translator does not map."""
    from mathilda.algorithms.compile import numeric_function
    out = []
    for f in funcs:
        c = numeric_function(f, vars_, ev=ev, vectorized=False)
        if c is None:
            return None
        out.append(c)
    return out


def _jacobian(ev, funcs, vars_, numeric, compile_them):
    """The derivatives D[f, v] row by row (N of each, and their compiled forms), or None
    when one of them is not found symbolically."""
    bodies = []
    for f in funcs:
        for v in vars_:
            d = ev.call("D", f, v)
            if not free_of(d, S.D) or not free_of(d, S.Derivative):
                return None     # not found symbolically: differences
            bodies.append(numeric(d))
    compiled = _compiled_residuals(ev, [b.args[0] for b in bodies], vars_) \
        if compile_them else None
    return bodies, compiled


def _working_precision(wp):
    """Digits for WorkingPrecision -> n above machine precision, else None."""
    if type(wp) in (Integer, Real) and float(wp.value) > 16:
        return int(float(wp.value))
    return None


def _converters(digits):
    """(Mathilda number -> mpmath, mpmath -> Mathilda number) at machine precision
    (digits None) or at ``digits`` digits."""
    if digits is None:
        return to_mp, mp_to_expr
    import mpmath

    def to_num(r):
        t = type(r)
        if t is Real:
            return mpmath.mpf(r.value)
        if t is Integer:
            return mpmath.mpf(r.value)
        if t is Rational:
            return mpmath.mpf(r.value.numerator) / r.value.denominator
        if t is Complex:
            return mpmath.mpc(to_num(r.re), to_num(r.im))
        raise NotNumeric(r)

    def from_num(v):
        with mpmath.workdps(digits + 10):     # outside the iteration's precision too
            if isinstance(v, mpmath.mpc):
                if v.imag == 0:
                    return Real(mpmath.mpf(v.real), prec=digits)
                return Complex(Real(mpmath.mpf(v.real), prec=digits),
                               Real(mpmath.mpf(v.imag), prec=digits))
            return Real(mpmath.mpf(v), prec=digits)
    return to_num, from_num


def _difference_jacobian(values, point):
    import mpmath
    f0 = values(point)
    cols = []
    for j, p in enumerate(point):
        h = mpmath.mpf("1e-8") * max(1, abs(p))
        q = list(point)
        q[j] = p + h
        fj = values(q)
        cols.append([(a - b) / h for a, b in zip(fj, f0)])
    return [[cols[j][i] for j in range(len(point))] for i in range(len(f0))]


@builtin("FindRoot", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100", "WorkingPrecision": "MachinePrecision"},
         messages={"nlnum": "The function value `1` is not a list of numbers with dimensions "
                            "`2` at `3` = `4`.",
                   "cvmit": "Failed to converge to the requested accuracy or precision within "
                            "`1` iterations.",
                   "fdss": "Search specification `1` should be a list with 2 to 5 elements.",
                   "jsing": "Encountered a singular Jacobian at the point `1` = `2`. Try perturbing "
                            "the initial point(s)."},
         usage="FindRoot[f == g, {x, x0}] searches numerically for a root starting from "
               "x = x0; FindRoot[{eq1, eq2, ...}, {{x, x0}, {y, y0}, ...}] for a system.",
         examples=[("FindRoot[Cos[x] == x, {x, 1}]", "{x -> 0.739085}"),
                   ("FindRoot[x^2 - 2, {x, 1}]", "{x -> 1.41421}"),
                   ("FindRoot[{x + y == 3, x - y == 1}, {{x, 0}, {y, 0}}]",
                    "{x -> 2., y -> 1.}"),
                   ("FindRoot[Exp[x] - 1000, {x, 1}]", "{x -> 6.90776}"),
                   ("FindRoot[Sin[x] + Exp[x], {x, 0}]", "{x -> -0.588533}"),
                   ("FindRoot[{Exp[x - 2] == y, y^2 == x}, {{x, 1}, {y, 1}}]",
                    "{x -> 0.019026, y -> 0.137935}")])
def find_root(ev, expr):
    import mpmath
    from mathilda.algorithms.compile import Fallback
    pos, opts = ev.split_options(expr, npos=None)
    if len(pos) < 2:
        return None
    digits = _working_precision(opts.get("WorkingPrecision"))
    to_num, from_num = _converters(digits)

    def numeric(e):
        return Expression(S.N, (e,) if digits is None else (e, Integer(digits)))
    specs = pos[1:]
    if len(specs) == 1 and isinstance(specs[0], Expression) and specs[0].head is S.List \
            and specs[0].args and isinstance(specs[0].args[0], Expression) \
            and specs[0].args[0].head is S.List:
        specs = specs[0].args
    vars_, starts = [], []
    for s in specs:
        if not (isinstance(s, Expression) and s.head is S.List and 2 <= len(s.args) <= 5
                and type(s.args[0]) is Symbol):
            ev.message("FindRoot", "fdss", s)
            return None
        vars_.append(s.args[0])
        v = ev.evaluate(numeric(s.args[1]))
        try:
            starts.append(to_num(v))
        except NotNumeric:
            ev.message("FindRoot", "fdss", s)
            return None
    eqs = ev.evaluate_in_block([(v, None) for v in vars_], pos[0])
    items = eqs.args if isinstance(eqs, Expression) and eqs.head is S.List else (eqs,)
    funcs = [_residual(ev, e) for e in items]
    n = len(vars_)
    if len(funcs) != n:
        ev.message("FindRoot", "nlnum", Expression(S.List, tuple(funcs)),
                   Expression(S.List, (Integer(n),)), Expression(S.List, tuple(vars_)),
                   Expression(S.List, tuple(from_num(s) for s in starts)))
        return None
    maxit = opts.get("MaxIterations")
    maxit = maxit.value if type(maxit) is Integer and maxit.value > 0 else 100
    nbodies = [numeric(f) for f in funcs]
    compiled = _compiled_residuals(ev, funcs, vars_) if digits is None else None

    def at(point, bodies, comp):
        ev.check_interrupt()
        if comp is not None:
            try:
                return [mpmath.mpf(c(*[float(p) for p in point])) for c in comp]
            except (Fallback, TypeError, OverflowError, ZeroDivisionError, ValueError):
                pass            # complex or not a machine real there: the evaluator
        defs = ev.defs
        saved = [defs.get(v).own for v in vars_]
        try:
            for v, p in zip(vars_, point):
                defs.set_own(v, from_num(p))
            out = [ev.evaluate(b) for b in bodies]
        finally:
            for v, s in zip(vars_, saved):
                defs.restore_own(v, s)
        return [to_num(r) for r in out]

    def values(point):
        try:
            return at(point, nbodies, compiled)
        except NotNumeric:
            out = [ev.evaluate(Expression(S.ReplaceAll, (b, Expression(S.List, tuple(
                Expression(S.Rule, (v, from_num(p))) for v, p in zip(vars_, point))))))
                for b in nbodies]
            ev.message("FindRoot", "nlnum", Expression(S.List, tuple(out)),
                       Expression(S.List, (Integer(n),)), Expression(S.List, tuple(vars_)),
                       Expression(S.List, tuple(from_num(p) for p in point)))
            raise

    jac = _jacobian(ev, funcs, vars_, numeric, digits is None)

    def jacobian(point):
        if jac is not None:
            try:
                flat = at(point, jac[0], jac[1])
                return [flat[i * n:(i + 1) * n] for i in range(n)]
            except NotNumeric:
                pass
        return _difference_jacobian(values, point)

    seconds = [s.args[2] for s in specs if len(s.args) == 3]
    try:
        with mpmath.workdps(20 if digits is None else digits + 10):
            if n == 1 and len(seconds) == 1:     # {x, x0, x1}: the secant method
                x1 = to_num(ev.evaluate(numeric(seconds[0])))
                root = mpmath.findroot(lambda t: values([t])[0], (starts[0], x1),
                                       solver="secant", maxsteps=maxit, verify=False)
                point = [root]
            else:
                from mathilda.algorithms.algebra.newton import damped_newton
                point, _ = damped_newton(
                    values, jacobian, starts, maxit, ev.check_interrupt,
                    None if digits is None else mpmath.mpf(10) ** (2 - digits))
            res = values(point)
    except NotNumeric:
        return None
    except ZeroDivisionError as exc:    # a singular Jacobian: the point reached, as Wolfram
        point = getattr(exc, "point", starts)
        ev.message("FindRoot", "jsing", Expression(S.List, tuple(vars_)),
                   Expression(S.List, tuple(from_num(s) for s in point)))
        return Expression(S.List, tuple(Expression(S.Rule, (v, from_num(p)))
                                        for v, p in zip(vars_, point)))
    scale = max([1.0] + [abs(float(abs(p))) for p in point])
    tol = 1e-8 if digits is None else 10.0 ** (-digits / 2)
    if max(abs(r) for r in res) > tol * scale:
        ev.message("FindRoot", "cvmit", Integer(maxit))
    return Expression(S.List, tuple(Expression(S.Rule, (v, from_num(p)))
                                    for v, p in zip(vars_, point)))
