"""Differential equations: DSolve (symbolic, through SymPy's dsolve) and NDSolve (numeric,
an adaptive Dormand-Prince Runge-Kutta method) with its InterpolatingFunction results.

DSolve names the constants of integration C[1], C[2], ... as the Wolfram Language does: for a
solution linear in the constants, sum C[i] b_i(x) + particular, the basis functions b_i are
ordered by growth (E^x before E^-x), then by the power of x (E^-x before x E^-x), then by
frequency with Cos before Sin; the particular part is put over a common denominator.

NDSolve reduces the equations to a first-order system for the highest derivatives (solved
symbolically), integrates it from the initial point to both ends of the range, and returns
InterpolatingFunction objects (mathilda.builtins.calculus.interpolating) that interpolate the computed
steps with cubic Hermite polynomials.
"""

from mathilda.algorithms.calculus.linear_systems import constant_linear_system
from mathilda.bridges import sympy as bridge
from mathilda.builtins.calculus.interpolating import make_interpolating_function
from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.core.expr import Expression, Integer, Real, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_DS_MESSAGES = {
    "deqn": "Equation or list of equations expected instead of `1` in the first argument `2`.",
    "dsvar": "`1` cannot be used as a variable.",
    "dvnoarg": "The function `1` appears with no arguments.",
    "bvnul": "For some branches of the general solution, the given boundary conditions lead "
             "to an empty solution.",
}


def _as_list(e):
    return list(e.args) if isinstance(e, Expression) and e.head is S.List else [e]


def _is_var(x):
    return type(x) is Symbol and not x.is_number and x not in (TRUE, FALSE)


def _function_specs(ev, spec, x, name):
    """[(function symbol, pure?)] from y, y[x] or a list of them; None after a message."""
    out = []
    for f in _as_list(spec):
        if type(f) is Symbol and _is_var(f):
            out.append((f, True))
        elif isinstance(f, Expression) and type(f.head) is Symbol and f.args == (x,):
            out.append((f.head, False))
        else:
            ev.message(name, "dsvar", f)
            return None
    return out


def _equations(ev, eqs, name):
    items = []
    for e in _as_list(eqs):
        if e is TRUE:
            continue
        if isinstance(e, Expression) and e.head is S.And:
            items.extend(e.args)
        else:
            items.append(e)
    for e in items:
        if not (isinstance(e, Expression) and e.head is S.Equal and len(e.args) == 2):
            ev.message(name, "deqn", e, eqs)
            return None
    return items


def _bare_function(e, fs):
    """A function symbol of fs used without arguments in e (y + 1 == 0), or None."""
    if type(e) is Symbol:
        return e if e in fs else None
    if isinstance(e, Expression):
        if type(e.head) is not Symbol:
            if isinstance(e.head, Expression) and isinstance(e.head.head, Expression) \
                    and e.head.head.head is S.Derivative:
                r = None
            else:
                r = _bare_function(e.head, fs)
            if r is not None:
                return r
            return next((r for r in (_bare_function(a, fs) for a in e.args)
                         if r is not None), None)
        return next((r for r in (_bare_function(a, fs) for a in e.args) if r is not None),
                    None)
    return None


# --- DSolve ----------------------------------------------------------------------------------

def _constants(sol, sp):
    cs = [s for s in sol.free_symbols if s.name.startswith("C") and s.name[1:].isdigit()]
    return sorted(cs, key=lambda s: int(s.name[1:]))


def _basis_key(b, x, sp):
    """Ordering of basis functions: decreasing exponential rate, then increasing power of
    x, then frequency, Cos before Sin; None when b is not of that shape."""
    rate, power, freq, kind = sp.Integer(0), 0, sp.Integer(0), 0
    for f in sp.Mul.make_args(sp.powsimp(b)):
        if not f.has(x):
            continue
        base, e = f.as_base_exp()
        if isinstance(f, sp.exp) or base is sp.E:
            arg = f.args[0] if isinstance(f, sp.exp) else e
            c = sp.expand(arg).coeff(x)
            rate += c
        elif base == x and e.is_number:
            power += e
        elif isinstance(f, (sp.sin, sp.cos, sp.sinh, sp.cosh)):
            freq = sp.expand(f.args[0]).coeff(x)
            kind = 1 if isinstance(f, (sp.sin, sp.sinh)) else 0
        else:
            return None
    try:
        return (-float(sp.re(rate)), float(power), float(abs(freq)), kind)
    except (TypeError, ValueError):
        return None


def _pair_key(keys, c):
    """The Wolfram order of the two constants of a second-order linear equation: distinct
    real exponentials in increasing rate (E^-x C[1] + E^(2 x) C[2]) except a symmetric pair
    (y'' == y gives E^x C[1] + E^-x C[2]); an oscillation Cos before Sin when undamped
    (C[1] Cos[x] + C[2] Sin[x]) and Sin before Cos when damped."""
    (k1, k2) = keys.values()
    rate, power, freq, kind = keys[c]
    const = (0.0, 0.0, 0.0, 0)
    if const in (k1, k2) and k1[1] == k2[1] == 0:
        return (1 if keys[c] == const else 0,)  # y'' == y': E^x C[1] + C[2] (integrated)
    if k1[2] == 0 and k2[2] == 0 and k1[1] == k2[1] and k1[0] != k2[0]:
        if k1[0] == -k2[0]:
            return (rate, power)        # symmetric rates: E^x first (the key holds -rate)
        return (-rate, power)           # increasing rate
    if k1[2] != 0 and k1[2] == k2[2] and k1[0] == k2[0] and rate != 0:
        return (rate, power, freq, -kind)   # damped oscillation: Sin first
    return keys[c]


def _rename_constants(sols, x, sp):
    """A map from SymPy's C1, C2, ... to C[k] in the Wolfram order (see the module notes)."""
    cs = []
    for s in sols:
        for c in _constants(s, sp):
            if c not in cs:
                cs.append(c)
    if not cs:
        return {}
    keys = {}
    for s in sols:
        ex = sp.expand(s)
        for c in cs:
            if c in keys or not ex.has(c):
                continue
            coeff = ex.coeff(c)
            if coeff.has(*cs) or sp.expand(ex - coeff * c).has(c):
                keys = None
                break
            k = _basis_key(coeff, x, sp)
            if k is None:
                keys = None
                break
            keys[c] = k
        if keys is None:
            break
    order = list(cs)
    if keys is not None and len(keys) == len(cs):
        order = sorted(cs, key=lambda c: _pair_key(keys, c) if len(cs) == 2 else keys[c])
    C = sp.Function("C")
    return {c: C(sp.Integer(i + 1)) for i, c in enumerate(order)}


def _tidy(rhs, consts, sp):
    """sum C[i] b_i + particular, the particular part over a common denominator."""
    ex = sp.expand(rhs)
    cs = [c for c in consts if ex.has(c)]
    if not cs:
        return sp.together(ex) if not ex.has(sp.Function("C")) else ex
    homog = 0
    for c in cs:
        homog += ex.coeff(c) * c
    particular = sp.expand(ex - homog)
    if particular.has(*cs):
        return rhs
    return homog + sp.together(particular)


DSOLVE_SECONDS = 10.0     # the longest DSolve searches for a symbolic solution


def _dsolve(ev, expr, name="DSolve"):
    """DSolve[eqs, fspec, x] (the list of solutions), or None; messages under name."""
    eqs_in, fspec, x = expr.args
    if isinstance(x, Expression) and x.head is S.List and len(x.args) == 3:
        x = x.args[0]                 # DSolve[eqn, y, {x, xmin, xmax}]
    if not _is_var(x):
        ev.message(name, "dsvar", x)
        return None
    fs = _function_specs(ev, fspec, x, name)
    if fs is None:
        return None
    eqs = _equations(ev, eqs_in, name)
    if eqs is None:
        return None
    syms = [f for f, _ in fs]
    for e in eqs:
        bare = _bare_function(e, syms)
        if bare is not None:
            ev.message(name, "dvnoarg", bare)
            return None
    sp = bridge.sympy_module()
    sx = bridge.try_to_sympy(x)
    funcs = [sp.Function(bridge.encode_name(f.name))(sx) for f in syms]
    odes, ics = [], {}
    for e in eqs:
        lhs, rhs = (bridge.try_to_sympy(a) for a in e.args)
        if lhs is None or rhs is None:
            return None
        if free_of(e, x):
            if not isinstance(lhs, (sp.core.function.AppliedUndef, sp.Subs, sp.Derivative)):
                lhs, rhs = rhs, lhs
            if not isinstance(lhs, (sp.core.function.AppliedUndef, sp.Subs, sp.Derivative)):
                return None
            if isinstance(lhs, sp.Subs):     # y'[0]: SymPy wants it in the ODE's variable
                (v,), (p,) = lhs.variables, lhs.point
                lhs = sp.Subs(lhs.expr.xreplace({v: sx}), sx, p)
            ics[lhs] = rhs
        else:
            odes.append(sp.Eq(lhs, rhs))
    if not odes:
        return None
    from mathilda.core.evaluation import AbortSignal
    from mathilda.runtime.limits import limited
    bvnul = []
    linear = []          # the constant-coefficient linear system's solution, when it had one

    def solve():
        try:
            if not ics and len(funcs) > 1:
                fixed = constant_linear_system(sp, odes, funcs, sx)
                if fixed is not None:
                    linear.append(fixed)
                    return [sp.Eq(f, v) for f, v in zip(funcs, fixed)]
            if len(odes) == 1 and len(funcs) == 1:
                return sp.dsolve(odes[0], funcs[0], ics=ics or None)
            return sp.dsolve(odes, funcs, ics=ics or None)
        except AbortSignal:
            raise
        except ValueError as exc:
            if ics and "initial conditions" in str(exc):
                bvnul.append(True)
            return None
        except Exception as exc:  # SymPy cannot solve this equation: stays unevaluated
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            return None
    # SymPy's search through its methods can take a minute to fail on a nonlinear equation
    # it cannot solve (issue 27): after DSOLVE_SECONDS DSolve gives up, unevaluated (also
    # when SymPy swallowed the abort)
    r, hit = limited(ev, solve, seconds=DSOLVE_SECONDS)
    if hit:
        return None
    if bvnul:
        ev.message(name, "bvnul")
        return Expression(S.List, ())
    if r is None:
        return None
    fixed = linear[0] if linear else None
    groups = _solution_groups(r, funcs, sp)
    if groups is None:
        return None
    out = []
    for group in groups:
        rhss = [group[f] for f in funcs]
        consts = [c for s in rhss for c in _constants(s, sp)]
        if fixed is not None:          # C[i] is the i-th function at 0: no reordering
            C = sp.Function("C")
            ren = {c: C(sp.Integer(int(c.name[1:]))) for c in _constants(sum(rhss), sp)}
        else:
            ren = _rename_constants(rhss, sx, sp)
        rules = []
        for (f, pure), fx, rhs in zip(fs, funcs, rhss):
            if fixed is None:
                rhs = _tidy(rhs, list(dict.fromkeys(consts)), sp)
            rhs = rhs.xreplace(ren)
            w = bridge.try_from_sympy(rhs, ev)
            if w is None:
                return None
            w = _negated_reciprocal(ev, w)
            if pure:
                rules.append(Expression(S.Rule, (f, Expression(S.Function, (
                    Expression(S.List, (x,)), w)))))
            else:
                rules.append(Expression(S.Rule, (Expression(f, (x,)), w)))
        out.append(Expression(S.List, tuple(rules)))
    return Expression(S.List, tuple(out))


def _negated_reciprocal(ev, w):
    """-(1/(x + C[1])) as the Wolfram Language writes it, 1/(-x - C[1]) (y' == y^2;
    with y[0] == 1, 1/(1 - x))."""
    if isinstance(w, Expression) and w.head is S.Times and len(w.args) == 2 \
            and w.args[0] == Integer(-1):
        p = w.args[1]
        if isinstance(p, Expression) and p.head is S.Power and p.args[1] == Integer(-1) \
                and isinstance(p.args[0], Expression) and p.args[0].head is S.Plus:
            neg = ev.evaluate(Expression(S.Expand, (Expression(S.Times, (Integer(-1),
                                                                          p.args[0])),)))
            return ev.evaluate(Expression(S.Power, (neg, Integer(-1))))
    return w


def _solution_groups(r, funcs, sp):
    """SymPy's answer as a list of {function: rhs} (one per solution)."""
    eqs = r if isinstance(r, list) else [r]
    if len(funcs) == 1:
        out = []
        for e in eqs:
            if not isinstance(e, sp.Eq):
                return None
            if e.lhs != funcs[0]:
                try:
                    sols = sp.solve(e, funcs[0])
                except Exception as exc:  # an implicit solution that cannot be solved
                    if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                        raise
                    return None
                if not sols:
                    return None
                out.extend({funcs[0]: s} for s in sols)
            else:
                out.append({funcs[0]: e.rhs})
        return out
    if eqs and isinstance(eqs[0], list):
        groups = eqs
    else:
        groups = [eqs]
    out = []
    for g in groups:
        d = {}
        for e in g:
            if not isinstance(e, sp.Eq) or e.lhs not in funcs:
                return None
            d[e.lhs] = e.rhs
        if len(d) != len(funcs):
            return None
        out.append(d)
    return out


@builtin("DSolve", nargs=3, messages=_DS_MESSAGES,
         usage="DSolve[eqn, y[x], x] solves a differential equation for y[x]; DSolve[eqn, y, "
               "x] gives y as a pure function; initial conditions such as y[0] == 1 may be "
               "included in a list with the equation; constants are named C[1], C[2], ....",
         examples=[("DSolve[y'[x] == y[x], y[x], x]", "{{y[x] -> E^x C[1]}}"),
                   ("DSolve[y''[x] + y[x] == 0, y[x], x]",
                    "{{y[x] -> C[1] Cos[x] + C[2] Sin[x]}}"),
                   ("DSolve[{y'[x] == y[x], y[0] == 1}, y[x], x]", "{{y[x] -> E^x}}"),
                   ("DSolve[y'[x] == 2 x, y, x]", "{{y -> Function[{x}, x^2 + C[1]]}}"),
                   ("DSolve[y'[x] == y[x], 1, x]", "DSolve[y'[x] == y[x], 1, x]",
                    ["DSolve::dsvar: 1 cannot be used as a variable."])])
def dsolve(ev, expr):
    return _dsolve(ev, expr)


# --- NDSolve ----------------------------------------------------------------------------------

_ND_MESSAGES = {
    "deqn": "Equation or list of equations expected instead of `1` in the first argument `2`.",
    "dsvar": "`1` cannot be used as a variable.",
    "dvnoarg": "The function `1` appears with no arguments.",
    "ndnco": "The number of constraints (`1`) (initial conditions) is not equal to the total "
             "differential order of the system plus the number of discrete variables (`2`).",
    "ndsz": "At `1` == `2`, step size is effectively zero; singularity or stiff system "
            "suspected.",
    "mxst": "Maximum number of `1` steps reached at the point `2` == `3`.",
    "ndnum": "Encountered non-numerical value for a derivative at `1` == `2`.",
    "ndinnt": "Initial condition `1` is not a number or a rectangular array of numbers.",
    "nbnum1": "The function value `1` is not True or False when the arguments are `2`.",
    "ndode": "Input `1` is not an ordinary differential equation.",
    "bvnr": "Boundary conditions at different points are not supported: give the initial "
            "conditions `1` at one point.",
    "ndlim": "Range specification `1` is not of the form {x, xmin, xmax} with numerical "
             "xmin and xmax.",
}


def _order_in(e, f, x):
    """The highest order of derivative of f (a symbol) in e; -1 when f[x] does not occur."""
    best = -1
    if isinstance(e, Expression):
        h = e.head
        if h is f and e.args == (x,):
            return 0
        if isinstance(h, Expression) and isinstance(h.head, Expression) \
                and h.head.head is S.Derivative and h.args == (f,) and len(h.head.args) == 1 \
                and type(h.head.args[0]) is Integer:
            return h.head.args[0].value
        for a in (h,) + e.args:
            best = max(best, _order_in(a, f, x))
    return best


def _condition_point(ev, e, syms, x):
    """(function index, derivative order, point Expr, value Expr) of y[x0] == v or
    y'[x0] == v (either side), or None."""
    for lhs, rhs in ((e.args[0], e.args[1]), (e.args[1], e.args[0])):
        if not isinstance(lhs, Expression):
            continue
        h = lhs.head
        order = 0
        if isinstance(h, Expression) and isinstance(h.head, Expression) \
                and h.head.head is S.Derivative and len(h.args) == 1 \
                and len(h.head.args) == 1 and type(h.head.args[0]) is Integer:
            order, h = h.head.args[0].value, h.args[0]
        if h in syms and len(lhs.args) == 1 and lhs.args[0].is_number:
            return syms.index(h), order, lhs.args[0], rhs
    return None


def _numeric_value(ev, e):
    v = ev.evaluate(Expression(S.N, (e,)))
    if type(v) in (Integer, Real):
        return float(v.value)
    if type(v).__name__ == "Rational":
        return float(v.value)
    return None


def _setup(ev, expr):
    """Parse NDSolve's arguments into (syms, pure flags, x, a, b, x0, orders, rhs function,
    initial state) or None after a message."""
    pos, _opts = ev.split_options(expr)
    if len(pos) != 3:
        return None
    eqs_in, fspec, rng = pos
    if not (isinstance(rng, Expression) and rng.head is S.List and len(rng.args) == 3):
        ev.message("NDSolve", "ndlim", rng)
        return None
    x = rng.args[0]
    if not _is_var(x):
        ev.message("NDSolve", "dsvar", x)
        return None
    a, b = _numeric_value(ev, rng.args[1]), _numeric_value(ev, rng.args[2])
    if a is None or b is None or a == b:
        ev.message("NDSolve", "ndlim", rng)
        return None
    lo, hi = min(a, b), max(a, b)
    fs = _function_specs(ev, fspec, x, "NDSolve")
    if fs is None:
        return None
    syms = [f for f, _ in fs]
    eqs = _equations(ev, eqs_in, "NDSolve")
    if eqs is None:
        return None
    for e in eqs:
        bare = _bare_function(e, syms)
        if bare is not None:
            ev.message("NDSolve", "dvnoarg", bare)
            return None
    odes, conds = [], []
    for e in eqs:
        (conds if free_of(e, x) else odes).append(e)
    orders = [max([_order_in(e, f, x) for e in odes] + [-1]) for f in syms]
    if not odes or any(o < 1 for o in orders):
        ev.message("NDSolve", "ndode", eqs_in)
        return None
    total = sum(orders)
    if len(conds) != total or len(odes) != len(syms):
        ev.message("NDSolve", "ndnco", Integer(len(conds)), Integer(total))
        return None
    init = {}
    point = None
    for c in conds:
        info = _condition_point(ev, c, syms, x)
        if info is None:
            ev.message("NDSolve", "ndinnt", c)
            return None
        i, k, p, v = info
        pv = _numeric_value(ev, p)
        vv = _numeric_value(ev, v)
        if pv is None or vv is None or k >= orders[i]:
            ev.message("NDSolve", "ndinnt", c)
            return None
        if point is None:
            point = pv
        elif pv != point:
            ev.message("NDSolve", "bvnr", Expression(S.List, tuple(conds)))
            return None
        init[(i, k)] = vv
    if len(init) != total:
        ev.message("NDSolve", "ndnco", Integer(len(init)), Integer(total))
        return None
    rhs = _first_order_system(ev, odes, syms, orders, x)
    if rhs == "ndnum":
        ev.message("NDSolve", "ndnum", x, Real(float(point)))
        return None
    if rhs is None:
        ev.message("NDSolve", "ndode", eqs_in)
        return None
    state0 = [init[(i, k)] for i, f in enumerate(syms) for k in range(orders[i])]
    return fs, x, lo, hi, point, orders, rhs, state0


def _compiled_components(ev, exprs, x, sx, state_syms):
    """One function (t, *state) -> float per highest derivative: the SymPy solutions as
    expressions in x and internal state symbols, compiled by the translator
    (mathilda/algorithms/compile); a component it does not map, or a point where its value
    leaves the machine reals, is evaluated by the evaluator (Block with the values)."""
    from mathilda.algorithms.compile import Fallback, numeric_function
    sp = bridge.sympy_module()
    mstate = [Symbol("NDSolve`s%d" % k) for k in range(len(state_syms))]
    rename = {d: bridge.sympy_symbol(m) for d, m in zip(state_syms, mstate)}
    variables = [x] + mstate
    out = []
    for e in exprs:
        m = bridge.try_from_sympy(sp.sympify(e).xreplace(rename), ev)
        if m is None:
            return None
        body = Expression(S.N, (m,))
        f = numeric_function(m, variables, ev=ev, vectorized=False)
        out.append(_component(ev, f, body, variables, Fallback))
    return out


def _component(ev, f, body, variables, fallback):
    def evaluated(*point):
        ev.check_interrupt()
        defs = ev.defs
        saved = [defs.get(v).own for v in variables]
        try:
            for v, p in zip(variables, point):
                defs.set_own(v, Real(float(p)))
            r = ev.evaluate(body)
        finally:
            for v, sv in zip(variables, saved):
                defs.restore_own(v, sv)
        if type(r) is Real or type(r) is Integer:
            return float(r.value)
        raise ValueError("not a real number")

    if f is None:
        return evaluated

    def compiled(*point):
        try:
            return f(*point)
        except fallback:
            return evaluated(*point)
    return compiled


def _first_order_system(ev, odes, syms, orders, x):
    """A function (t, state list) -> derivative list, the ODEs solved for the highest
    derivatives (symbolically, through SymPy) and compiled by the translator."""
    sp = bridge.sympy_module()
    sx = bridge.try_to_sympy(x)
    state_syms = []
    top = []
    subs = {}
    for i, f in enumerate(syms):
        fx = sp.Function(bridge.encode_name(f.name))(sx)
        for k in range(orders[i] + 1):
            d = sp.Dummy("s%d_%d" % (i, k))
            subs[fx.diff(sx, k) if k else fx] = d
            (top if k == orders[i] else state_syms).append(d)
    conv = []
    for e in odes:
        lhs, rhs = (bridge.try_to_sympy(a) for a in e.args)
        if lhs is None or rhs is None:
            return None
        expr = (lhs - rhs).xreplace(subs)      # top-down: y''[x] goes before y[x] in it
        if expr.has(sp.Derivative) or expr.atoms(sp.core.function.AppliedUndef):
            return None
        conv.append(expr)
    try:
        sol = sp.solve(conv, top, dict=True)
    except Exception as exc:  # the highest derivatives cannot be isolated
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if not sol or any(t not in sol[0] for t in top):
        return None
    exprs = [sol[0][t] for t in top]
    known = {sx, *state_syms}
    if any(not e.free_symbols <= known for e in exprs):
        return "ndnum"            # a symbol with no numeric value: NDSolve::ndnum
    fns = _compiled_components(ev, exprs, x, sx, state_syms)
    if fns is None:
        return None
    offsets = []
    pos = 0
    for i in range(len(syms)):
        offsets.append(pos)
        pos += orders[i]

    def rhs(t, y):
        vals = [f(t, *y) for f in fns]
        out = []
        for i in range(len(syms)):
            o = offsets[i]
            out.extend(y[o + 1:o + orders[i]])
            out.append(float(vals[i]))
        return out

    return rhs


# Dormand-Prince 5(4) tableau
_C = (0.0, 1 / 5, 3 / 10, 4 / 5, 8 / 9, 1.0, 1.0)
_A = ((), (1 / 5,), (3 / 40, 9 / 40), (44 / 45, -56 / 15, 32 / 9),
      (19372 / 6561, -25360 / 2187, 64448 / 6561, -212 / 729),
      (9017 / 3168, -355 / 33, 46732 / 5247, 49 / 176, -5103 / 18656),
      (35 / 384, 0.0, 500 / 1113, 125 / 192, -2187 / 6784, 11 / 84))
_E = (71 / 57600, 0.0, -71 / 16695, 71 / 1920, -17253 / 339200, 22 / 525, -1 / 40)


class _StepFailure(Exception):
    def __init__(self, tag, t):
        self.tag = tag
        self.t = t


def rk_step(rhs, t, y, f, h):
    """The fifth-order Dormand-Prince solution one step h from (t, y), f = rhs(t, y)."""
    ks = [f]
    for i in range(1, 7):
        yi = [y[j] + h * sum(_A[i][m] * ks[m][j] for m in range(i)) for j in range(len(y))]
        if i < 6:
            ks.append(rhs(t + _C[i] * h, yi))
    return yi


def integrate(ev, rhs, t0, y0, t1, rtol=1e-9, atol=1e-11, max_steps=10000, event=None):
    """Integrate y' = rhs(t, y) from t0 to t1: (ts, ys, dys, failure) with the accepted
    steps (failure: None or (tag, t) where the integration stopped).  event(t0, y0, f0, t1,
    y1, f1), called after each step, may cut the step at an event point (te, ye, fe): the
    integration stops there with failure ("event", te)."""
    import math
    n = len(y0)
    direction = 1.0 if t1 > t0 else -1.0
    t = t0
    y = list(y0)
    f = rhs(t, y)
    ts, ys, ds = [t], [list(y)], [list(f)]
    span = abs(t1 - t0)
    scale = max(1.0, max(abs(v) for v in y))
    h = direction * min(span, 0.01 * span if span else 1.0, 1e-3 * scale + 0.01 * span)
    steps = 0
    while (t1 - t) * direction > 1e-14 * max(1.0, abs(t1)):
        if steps >= max_steps:
            return ts, ys, ds, ("mxst", t)
        if (t + h - t1) * direction > 0:
            h = t1 - t
        ks = [f]
        try:
            for i in range(1, 7):
                yi = [y[j] + h * sum(_A[i][m] * ks[m][j] for m in range(i)) for j in range(n)]
                ks.append(rhs(t + _C[i] * h, yi))
        except (ValueError, ZeroDivisionError, OverflowError, TypeError):
            h *= 0.25
            if abs(h) < 1e-13 * max(1.0, abs(t)):
                return ts, ys, ds, ("ndsz", t)
            continue
        y_new = yi
        err = 0.0
        for j in range(n):
            e = h * sum(_E[m] * ks[m][j] for m in range(7))
            sc = atol + rtol * max(abs(y[j]), abs(y_new[j]))
            err = max(err, abs(e) / sc)
        if not all(math.isfinite(v) for v in y_new) or not math.isfinite(err):
            h *= 0.25
            if abs(h) < 1e-13 * max(1.0, abs(t)):
                return ts, ys, ds, ("ndsz", t)
            continue
        if err <= 1.0:
            if event is not None:
                cut = event(t, y, f, t + h, y_new, ks[6])
                if cut is not None:
                    ts.append(cut[0])
                    ys.append(list(cut[1]))
                    ds.append(list(cut[2]))
                    return ts, ys, ds, ("event", cut[0])
            t = t + h
            y = y_new
            f = ks[6]
            ts.append(t)
            ys.append(list(y))
            ds.append(list(f))
            steps += 1
            if steps & 63 == 0:
                ev.check_interrupt()
        factor = 0.9 * err ** -0.2 if err > 0 else 5.0
        h *= min(5.0, max(0.2, factor))
        if abs(h) < 1e-13 * max(1.0, abs(t)):
            return ts, ys, ds, ("ndsz", t)
    return ts, ys, ds, None


@builtin("NDSolve", nargs=(3, None), options={"MaxSteps": "10000"}, messages=_ND_MESSAGES,
         usage="NDSolve[{eqns, ics}, y, {x, xmin, xmax}] solves the ordinary differential "
               "equations numerically for x from xmin to xmax, giving {{y -> "
               "InterpolatingFunction[...]}}; y[x] gives y[x] -> InterpolatingFunction[...][x]; "
               "several functions may be given in a list.",
         examples=[("NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]",
                    "{{y -> InterpolatingFunction[{{0., 1.}}, <>]}}"),
                   ("y[0.5] /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 1}]]",
                    "1.64872"),
                   ("s = NDSolve[{y''[x] == -y[x], y[0] == 0, y'[0] == 1}, y, {x, 0, 2}]; "
                    "y[1.] /. s[[1]]", "0.841471"),
                   ("NDSolve[{y'[x] == y[x]}, y, {x, 0, 1}]",
                    "NDSolve[{y'[x] == y[x]}, y, {x, 0, 1}]",
                    ["NDSolve::ndnco: The number of constraints (0) (initial conditions) is "
                     "not equal to the total differential order of the system plus the "
                     "number of discrete variables (1)."])])
def ndsolve(ev, expr):
    from mathilda.builtins.calculus.ndsolve_events import (split_events, EventWatcher,
                                                           integrate_with_events)
    eqs, events = split_events(expr.args[0]) if expr.args else (None, [])
    setup = _setup(ev, Expression(expr.head, (eqs,) + expr.args[1:]) if events else expr)
    if setup is None:
        return None
    fs, x, lo, hi, x0, orders, rhs, state0 = setup
    _pos, opts = ev.split_options(expr)
    ms = opts.get("MaxSteps")
    max_steps = ms.value if type(ms) is Integer and ms.value > 0 else 10000
    if not lo <= x0 <= hi:
        lo, hi = min(lo, x0), max(hi, x0)
    pieces = []
    failures = []
    for end in (lo, hi):
        if end == x0:
            pieces.append(([x0], [state0], [rhs(x0, state0)]))
            continue
        try:
            if events:
                watcher = EventWatcher(ev, events, fs, orders, x, rhs)
                ts, ys, ds, fail = integrate_with_events(ev, integrate, watcher, x0, state0,
                                                         end, max_steps)
            else:
                ts, ys, ds, fail = integrate(ev, rhs, x0, state0, end, max_steps=max_steps)
        except (ValueError, ZeroDivisionError, OverflowError, TypeError):
            ev.message("NDSolve", "ndnum", x, Real(x0))
            return None
        if fail is not None:
            failures.append(fail)
        pieces.append((ts, ys, ds))
    (tl, yl, dl), (th, yh, dh) = pieces
    ts = list(reversed(tl)) + th[1:]
    ys = list(reversed(yl)) + yh[1:]
    ds = list(reversed(dl)) + dh[1:]
    for tag, t in failures:
        if tag == "mxst":
            ev.message("NDSolve", "mxst", Integer(max_steps), x, Real(t))
        else:
            ev.message("NDSolve", tag, x, Real(t))
    rules = []
    offset = 0
    for (f, pure), order in zip(fs, orders):
        vals = [y[offset] for y in ys]
        ders = [y[offset + 1] if order > 1 else d[offset] for y, d in zip(ys, ds)]
        offset += order
        fn = make_interpolating_function(ts, vals, ders)
        if pure:
            rules.append(Expression(S.Rule, (f, fn)))
        else:
            rules.append(Expression(S.Rule, (Expression(f, (x,)), Expression(fn, (x,)))))
    return Expression(S.List, (Expression(S.List, tuple(rules)),))

