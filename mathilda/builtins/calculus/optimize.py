"""Optimisation: FindMinimum and FindMaximum (local, numeric), NMinimize and NMaximize
(global, numeric), Minimize and Maximize (exact for one variable and for quadratic
problems with linear equality constraints, numeric otherwise).

Results have the form {value, {x -> point, ...}}.  Constraints are given as {f, cons} where
cons is a conjunction (or a list) of equations and inequalities; the numeric methods live in
mathilda.algorithms.calculus.optimize (BFGS, augmented Lagrangian), the exact univariate method uses
the real solution sets of Reduce (mathilda.builtins.algebra.reduce): the candidates are the critical
points inside the feasible set, its closed end points, and the limits at open ends and
poles (an infimum that is only approached gives the ::natt message).
"""

import random

from mathilda.algorithms.build import neg
from mathilda.bridges import sympy as bridge
from mathilda.algorithms.calculus import optimize as nopt
from mathilda.algorithms.algebra.reduce import (
    RELATIONS, Unsupported, normalize, pieces, real_set, relations_of,
)
from mathilda.core.expr import Expression, Integer, Real, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_COMMON = {
    "nrnum": "The function value `1` is not a real number at `2` = `3`.",
    "cvmit": "Failed to converge to the requested accuracy or precision within `1` "
             "iterations.",
    "lstol": "The line search decreased the step size to within the tolerance specified by "
             "AccuracyGoal and PrecisionGoal but was unable to find a sufficient decrease in "
             "the function. You may need more than MachinePrecision digits of working "
             "precision to meet these tolerances.",
    "fdss": "Search specification `1` should be a list with 1 to 4 elements.",
    "bcons": "The following constraints are not valid: `1`.",
    "ivar": "`1` is not a valid variable.",
    "cvdiv": "Failed to converge to a minimum; the function may be unbounded.",
    "nnum": "The function value `1` is not a number at `2` = `3`.",
    "objfs": "The objective function `1` should be scalar-valued.",
}


def _scalar_objective(ev, f, name):
    """False (after ::objfs) for an objective that is a list, a relation, a logical
    combination or a string."""
    if type(f).__name__ == "String" or f is TRUE or f is FALSE or (
            isinstance(f, Expression) and (f.head in RELATIONS or f.head in (
                S.List, S.And, S.Or, S.Not, S.Inequality))):
        ev.message(name, "objfs", f)
        return False
    return True
_NATT = {"natt": "The minimum is not attained at any point satisfying the given "
                 "constraints."}
_NATT_MAX = {"natt": "The maximum is not attained at any point satisfying the given "
                     "constraints."}


def _list(*xs):
    return Expression(S.List, tuple(xs))


def _snap(values):
    """Machine reals for a numeric point; coordinates below 1e-10 of the point's scale are
    rounding noise around zero (an optimum at 0 found as 1e-12) and become 0."""
    scale = max([1.0] + [abs(v) for v in values])
    return [Real(0.0 if abs(v) < 1e-10 * scale else v + 0.0) for v in values]


def _result(value, vars_, point):
    return _list(value, Expression(S.List, tuple(Expression(S.Rule, (v, p))
                                                 for v, p in zip(vars_, point))))


def _split_objective(f):
    """(objective, [constraints]) of f or {f, cons, ...}."""
    if isinstance(f, Expression) and f.head is S.List and f.args:
        cons = []
        for c in f.args[1:]:
            cons.extend(relations_of(normalize(c), []) if isinstance(c, Expression)
                        and c.head in (S.And, S.List) else [normalize(c)])
        flat = []
        for c in cons:
            if isinstance(c, Expression) and c.head is S.And:
                flat.extend(c.args)
            else:
                flat.append(c)
        return f.args[0], flat
    return f, []


def _constraint_parts(ev, cons, name):
    """([h == 0 expressions], [g >= 0 expressions]) or None after ::bcons."""
    eqs, ineqs = [], []
    for c in cons:
        c = ev.evaluate(c)
        if c is TRUE:
            continue
        if isinstance(c, Expression) and c.head is S.Element:
            if len(c.args) == 2 and c.args[1] is S.Reals:
                continue
            ev.message(name, "bcons", c)
            return None
        if not (isinstance(c, Expression) and c.head in RELATIONS and len(c.args) == 2) \
                or c.head is S.Unequal:
            ev.message(name, "bcons", c)
            return None
        a, b = c.args
        diff = ev.evaluate(Expression(S.Plus, (a, neg(b))))
        h = c.head.name
        if h == "Equal":
            eqs.append(diff)
        elif h in ("Greater", "GreaterEqual"):
            ineqs.append(diff)
        else:
            ineqs.append(ev.evaluate(neg(diff)))
    return eqs, ineqs


def _is_var(v):
    return type(v) is Symbol and v not in (TRUE, FALSE)


# --- FindMinimum / FindMaximum -----------------------------------------------------------------

def _search_specs(ev, spec, name):
    """[(var, start float)] from x, {x, x0}, {x, x0, lo, hi} or a list of those."""
    items = [spec]
    if isinstance(spec, Expression) and spec.head is S.List and spec.args and \
            all(isinstance(a, Expression) and a.head is S.List for a in spec.args):
        items = list(spec.args)
    elif isinstance(spec, Expression) and spec.head is S.List and spec.args and \
            all(_is_var(a) for a in spec.args):
        items = list(spec.args)
    out = []
    for it in items:
        if _is_var(it):
            out.append((it, 1.0))
            continue
        if not (isinstance(it, Expression) and it.head is S.List and 1 <= len(it.args) <= 4
                and _is_var(it.args[0])):
            ev.message(name, "fdss", it)
            return None
        start = 1.0
        if len(it.args) >= 2:
            v = ev.evaluate(Expression(S.N, (it.args[1],)))
            if type(v) not in (Real, Integer):
                ev.message(name, "fdss", it)
                return None
            start = float(v.value)
        out.append((it.args[0], start))
    return out


def _find_extremum(ev, expr, name, sign):
    pos, opts = ev.split_options(expr)
    if len(pos) < 2:
        return None
    f, cons = _split_objective(pos[0])
    if not _scalar_objective(ev, f, name):
        return None
    specs = _search_specs(ev, pos[1] if len(pos) == 2 else _list(*pos[1:]), name)
    if specs is None:
        return None
    vars_ = [v for v, _ in specs]
    x0 = [s for _, s in specs]
    maxit = opts.get("MaxIterations")
    maxit = maxit.value if type(maxit) is Integer and maxit.value > 0 else 100
    f = ev.evaluate_in_block([(v, None) for v in vars_], f)
    if sign < 0:
        f = ev.evaluate(neg(f))
    unbound = [(v, None) for v in vars_]
    parts = _constraint_parts(ev, [ev.evaluate_in_block(unbound, c) for c in cons], name)
    if parts is None:
        return None
    obj = nopt.Objective(ev, f, vars_)
    try:
        obj(x0)
    except nopt.NotReal:
        v = obj.value_expr(x0)
        if sign < 0:
            v = ev.evaluate(neg(v))
        ev.message(name, "nrnum", v, _list(*vars_), _list(*[Real(p) for p in x0]))
        return None
    try:
        if parts[0] or parts[1]:
            cobjs = [nopt.Objective(ev, c, vars_) for c in parts[0] + parts[1]]
            neq = len(parts[0])
            point, value, _viol = nopt.constrained_minimize(ev, obj, cobjs[:neq],
                                                            cobjs[neq:], x0)
            status = "ok"
        else:
            point, value, status = nopt.local_minimize(ev, obj, obj.grad, x0, maxit)
    except nopt.NotReal as e:
        ev.message(name, "nrnum", obj.value_expr(e.point), _list(*vars_),
                   _list(*[Real(p) for p in e.point]))
        return None
    except nopt.Diverged:
        ev.message(name, "cvdiv")
        return None
    if status == "cvmit":
        ev.message(name, "cvmit", Integer(maxit))
    elif status == "lstol":
        ev.message(name, "lstol")
    return _result(Real(sign * value + 0.0), vars_, _snap(point))


@builtin("FindMinimum", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100"}, messages=_COMMON,
         usage="FindMinimum[f, {x, x0}] searches for a local minimum of f starting from "
               "x = x0, giving {fmin, {x -> xmin}}; FindMinimum[f, {{x, x0}, {y, y0}}] in "
               "several variables; FindMinimum[{f, cons}, ...] subject to constraints.",
         examples=[("FindMinimum[x^2 - 3 x + 2, {x, 1}]", "{-0.25, {x -> 1.5}}"),
                   ("FindMinimum[Sin[x], {x, 1}]", "{-1., {x -> -1.5708}}"),
                   ("FindMinimum[(x - 1)^2 + (y - 2)^2 + 3, {{x, 0}, {y, 0}}]",
                    "{3., {x -> 1., y -> 2.}}"),
                   ("FindMinimum[{x^2, x >= 1}, {x, 3}]", "{1., {x -> 1.}}"),
                   ("FindMinimum[a x^2, {x, 1}]", "FindMinimum[a x^2, {x, 1}]",
                    ["FindMinimum::nrnum: The function value 1. a is not a real number at "
                     "{x} = {1.}."])])
def find_minimum(ev, expr):
    return _find_extremum(ev, expr, "FindMinimum", 1)


@builtin("FindMaximum", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100"}, messages=_COMMON,
         usage="FindMaximum[f, {x, x0}] searches for a local maximum of f starting from "
               "x = x0, giving {fmax, {x -> xmax}}.",
         examples=[("FindMaximum[Sin[x], {x, 1}]", "{1., {x -> 1.5708}}"),
                   ("FindMaximum[x Exp[-x], {x, 2}]", "{0.367879, {x -> 1.}}")])
def find_maximum(ev, expr):
    return _find_extremum(ev, expr, "FindMaximum", -1)


# --- NMinimize / NMaximize -----------------------------------------------------------------

def _global_vars(ev, spec, name):
    """(vars, boxes) from x, {x, y}, {{x, a, b}, ...}: boxes give sampling ranges."""
    items = list(spec.args) if isinstance(spec, Expression) and spec.head is S.List else [spec]
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 3 and \
            _is_var(spec.args[0]) and not _is_var(spec.args[1]):
        items = [spec]
    vars_, boxes = [], []
    for it in items:
        if _is_var(it):
            vars_.append(it)
            boxes.append(None)
        elif isinstance(it, Expression) and it.head is S.List and len(it.args) == 3 and \
                _is_var(it.args[0]):
            lo = ev.evaluate(Expression(S.N, (it.args[1],)))
            hi = ev.evaluate(Expression(S.N, (it.args[2],)))
            if type(lo) not in (Real, Integer) or type(hi) not in (Real, Integer):
                ev.message(name, "ivar", it)
                return None
            vars_.append(it.args[0])
            boxes.append((float(lo.value), float(hi.value)))
        else:
            ev.message(name, "ivar", it)
            return None
    return vars_, boxes


def _bounds_from(ev, ineqs, vars_):
    """Simple bounds x >= a / x <= b read from the inequalities (for sampling)."""
    lo = [None] * len(vars_)
    hi = [None] * len(vars_)
    for g in ineqs:
        for i, v in enumerate(vars_):
            c = ev.call("Coefficient", g, v)
            rest = ev.evaluate(Expression(S.Plus, (g, neg(Expression(S.Times, (c, v))))))
            if c.is_number and rest.is_number and c != Integer(0) and \
                    all(ev.call("FreeQ", rest, w) is TRUE for w in vars_):
                b = -float(ev.evaluate(Expression(S.N, (rest,))).value) / \
                    float(ev.evaluate(Expression(S.N, (c,))).value)
                if float(ev.evaluate(Expression(S.N, (c,))).value) > 0:
                    lo[i] = b if lo[i] is None else max(lo[i], b)
                else:
                    hi[i] = b if hi[i] is None else min(hi[i], b)
    return lo, hi


def global_minimize(ev, f, cons, vars_, boxes, name):
    """(value, point) of a global minimum found by local searches from many starting
    points; None after a message."""
    parts = _constraint_parts(ev, cons, name)
    if parts is None:
        return None
    eqs, ineqs = parts
    obj = nopt.Objective(ev, f, vars_)
    n = len(vars_)
    lo, hi = _bounds_from(ev, ineqs, vars_)
    ranges = []
    for i in range(n):
        a, b = boxes[i] if boxes[i] is not None else (-10.0, 10.0)
        if lo[i] is not None:
            a = lo[i] if hi[i] is not None or boxes[i] is None else max(a, lo[i])
            if hi[i] is None:
                b = max(b, a + 20.0) if boxes[i] is None else b
        if hi[i] is not None:
            b = hi[i]
            if lo[i] is None and boxes[i] is None:
                a = min(a, b - 20.0)
        ranges.append((a, b))
    rng = random.Random(20240601)
    starts = []
    count = 21 if obj.compiled else 7
    if n == 1:
        a, b = ranges[0]
        starts = [[a + (b - a) * k / (count - 1)] for k in range(count)]
    else:
        starts.append([(a + b) / 2 for a, b in ranges])
        for _ in range(count * n):
            starts.append([rng.uniform(a, b) for a, b in ranges])
    cobj_eq = [nopt.Objective(ev, h, vars_) for h in eqs]
    cobj_in = [nopt.Objective(ev, g, vars_) for g in ineqs]
    best = None
    diverged = False
    for x0 in starts:
        ev.check_interrupt()
        try:
            obj(x0)
        except nopt.NotReal:
            continue
        try:
            if eqs or ineqs:
                point, value, viol = nopt.constrained_minimize(ev, obj, cobj_eq, cobj_in, x0)
                if viol > 1e-6:
                    continue
            else:
                point, value, _ = nopt.local_minimize(ev, obj, obj.grad, x0, 200)
        except nopt.Diverged:
            diverged = True
            continue
        except nopt.NotReal:
            continue
        tol = 1e-10 * max(1.0, abs(value))
        if best is None or value < best[0] - tol or (
                value <= best[0] + tol and sum(p * p for p in point) <
                sum(p * p for p in best[1]) - 1e-9):
            best = (value, point)       # ties: the point nearest the origin
    if diverged and (best is None or not eqs and not ineqs):
        ev.message(name, "cvdiv")
        return None
    if best is None:
        v = obj.value_expr(starts[0])
        ev.message(name, "nnum", v, _list(*vars_), _list(*[Real(p) for p in starts[0]]))
        return None
    return best


def _nextremum(ev, expr, name, sign):
    pos, _opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    f, cons = _split_objective(pos[0])
    if not _scalar_objective(ev, f, name):
        return None
    spec = _global_vars(ev, pos[1], name)
    if spec is None:
        return None
    vars_, boxes = spec
    if sign < 0:
        f = ev.evaluate(neg(f))
    r = global_minimize(ev, f, cons, vars_, boxes, name)
    if r is None:
        return None
    value, point = r
    return _result(Real(sign * value + 0.0), vars_, _snap(point))


@builtin("NMinimize", nargs=(2, None), options={"Method": "Automatic"}, messages=_COMMON,
         usage="NMinimize[f, x] or NMinimize[f, {x, y, ...}] searches numerically for the "
               "global minimum of f; NMinimize[{f, cons}, vars] subject to constraints "
               "(equations and inequalities).",
         examples=[("NMinimize[x^4 - 3 x^2 + x, x]", "{-3.51391, {x -> -1.30084}}"),
                   ("NMinimize[{x^2 + y^2, x + y >= 1}, {x, y}]",
                    "{0.5, {x -> 0.5, y -> 0.5}}"),
                   ("NMinimize[{x, x^2 + y^2 <= 1}, {x, y}]", "{-1., {x -> -1., y -> 0.}}"),
                   ("NMinimize[x, x]", "NMinimize[x, x]",
                    ["NMinimize::cvdiv: Failed to converge to a minimum; the function may be "
                     "unbounded."])])
def nminimize(ev, expr):
    return _nextremum(ev, expr, "NMinimize", 1)


@builtin("NMaximize", nargs=(2, None), options={"Method": "Automatic"}, messages=_COMMON,
         usage="NMaximize[f, x] or NMaximize[{f, cons}, vars] searches numerically for the "
               "global maximum of f.",
         examples=[("NMaximize[Sin[x] Exp[-x^2], x]", "{0.396653, {x -> 0.653271}}"),
                   ("NMaximize[{x y, x + y == 2}, {x, y}]", "{1., {x -> 1., y -> 1.}}")])
def nmaximize(ev, expr):
    return _nextremum(ev, expr, "NMaximize", -1)


# --- Minimize / Maximize -----------------------------------------------------------------------

class _Fallback(Exception):
    """The exact method does not apply: use the numeric one."""


def _limit(sp, sf, sx, point, direction):
    try:
        return sp.limit(sf, sx, point, direction)
    except Exception as exc:  # SymPy cannot take the limit
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        raise _Fallback


def _exact_univariate(ev, f, cons, x):
    """(value, point, attained) for the minimum of f over the feasible set; raises
    _Fallback."""
    sp = bridge.sympy_module()
    sf, sx = bridge.try_to_sympy(f), bridge.try_to_sympy(x)
    if sf is None or sx is None or not sx.is_Symbol:
        raise _Fallback
    num, den = sp.fraction(sp.together(sf))
    rational = num.is_polynomial(sx) and den.is_polynomial(sx)
    if not rational and sf.free_symbols - {sx}:
        raise _Fallback
    if rational and den.free_symbols - {sx}:
        raise _Fallback
    try:
        feas = real_set(ev, Expression(S.And, tuple(cons)) if cons else TRUE, sx)
        if not rational:        # where the function is real and continuous (x Log[x])
            from sympy.calculus.util import continuous_domain
            feas = sp.Intersection(feas, continuous_domain(sf, sx, sp.S.Reals))
        parts = pieces(feas, sp)
    except Unsupported:
        raise _Fallback
    if not parts:
        return None
    dnum = sp.numer(sp.together(sp.diff(sf, sx)))
    if dnum.free_symbols - {sx}:
        return _parametric_univariate(sp, sf, sx, dnum, cons)
    try:
        if rational:
            crit = [r for r in sp.Poly(dnum, sx).real_roots()] if dnum.has(sx) else []
            poles = [r for r in sp.Poly(den, sx).real_roots()] if den.has(sx) else []
        else:
            crit = _finite_real_zeros(sp, sp.diff(sf, sx), sx)
            poles = _finite_real_zeros(sp, sp.together(1 / sf), sx) if den.has(sx) else []
    except Exception as exc:  # roots SymPy cannot isolate
        if isinstance(exc, (KeyboardInterrupt, MemoryError)) or isinstance(exc, _Fallback):
            raise
        raise _Fallback
    if any(isinstance(r, sp.CRootOf) for r in crit):
        raise _Fallback
    cands = []          # (value, point, attained)

    def inside(p, a, b, lo, ro):
        pv = float(p)
        return (a == -sp.oo or pv > float(a) or (pv == float(a) and not lo)) and \
               (b == sp.oo or pv < float(b) or (pv == float(b) and not ro))

    for pc in parts:
        if pc[0] == "point":
            cands.append((sp.simplify(sf.subs(sx, pc[1])), pc[1], True))
            continue
        _, a, b, lo, ro = pc
        for r in crit:
            if inside(r, a, b, True, True) and r not in poles:
                cands.append((sp.simplify(sf.subs(sx, r)), r, True))
        for end, op, d in ((a, lo, "+"), (b, ro, "-")):
            if end in (-sp.oo, sp.oo):
                cands.append((_limit(sp, sf, sx, end, "-" if end == sp.oo else "+"), end,
                              False))
            elif op or end in poles:
                cands.append((_limit(sp, sf, sx, end, d), end, False))
            else:
                cands.append((sp.simplify(sf.subs(sx, end)), end, True))
        for p in poles:
            if inside(p, a, b, True, True):
                for d in ("+", "-"):
                    cands.append((_limit(sp, sf, sx, p, d), p, False))

    finite = [c[0] for c in cands if c[0].is_finite is not False and not c[0].has(sp.zoo)
              and c[0] is not sp.nan]
    ref = finite[0] if finite else sp.Integer(0)

    def key(c):
        v = c[0]
        if v == -sp.oo:
            return (-float("inf"), 0)
        if v == sp.oo or v is sp.nan or v.has(sp.zoo):
            return (float("inf"), 0)
        try:       # relative to a reference value, so that parameters (x^2 + a) cancel
            return (float(sp.simplify(v - ref).evalf(30)), 0 if c[2] else 1)
        except (TypeError, ValueError):
            raise _Fallback

    best = min(cands, key=key)
    if key(best)[0] == float("inf"):
        raise _Fallback
    return best


def _finite_real_zeros(sp, e, sx):
    """The real zeros of e when SymPy finds them as a finite set (else _Fallback)."""
    z = sp.solveset(e, sx, sp.S.Reals)
    if not isinstance(z, sp.FiniteSet) and z is not sp.S.EmptySet:
        raise _Fallback
    return list(z) if isinstance(z, sp.FiniteSet) else []


def _parametric_univariate(sp, sf, sx, dnum, cons):
    """With parameters: the minimum when there is a single critical point and f grows
    without bound at both ends (x^2 + a x gives {-a^2/4, {x -> -a/2}})."""
    if cons or sf.free_symbols - {sx} and not sf.is_polynomial(sx):
        raise _Fallback
    try:
        crit = sp.solve(dnum, sx)
    except Exception as exc:  # critical points SymPy cannot find
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        raise _Fallback
    if len(crit) != 1:
        raise _Fallback
    for end in (sp.oo, -sp.oo):
        if _limit(sp, sf, sx, end, "-" if end == sp.oo else "+") != sp.oo:
            raise _Fallback
    r = crit[0]
    return sp.simplify(sf.subs(sx, r)), r, True


def _exact_quadratic(ev, f, cons, vars_):
    """A quadratic objective with a positive definite Hessian, under linear equality
    constraints: the point solving the Lagrange system.  Raises _Fallback."""
    sp = bridge.sympy_module()
    sf = bridge.try_to_sympy(f)
    svars = [bridge.try_to_sympy(v) for v in vars_]
    if sf is None or None in svars or sf.free_symbols - set(svars):
        raise _Fallback
    if not sf.is_polynomial(*svars) or sp.Poly(sf, *svars).total_degree() != 2:
        raise _Fallback
    hs = []
    for c in cons:
        if not (isinstance(c, Expression) and c.head is S.Equal and len(c.args) == 2):
            raise _Fallback
        h = bridge.try_to_sympy(ev.evaluate(Expression(S.Plus, (c.args[0], neg(c.args[1])))))
        if h is None or not h.is_polynomial(*svars) or sp.Poly(h, *svars).total_degree() > 1:
            raise _Fallback
        hs.append(h)
    H = sp.hessian(sf, svars)
    if hs:
        # positive definite on the null space of the constraints
        A = sp.Matrix([[sp.diff(h, v) for v in svars] for h in hs])
        Z = A.nullspace()
        if Z:
            M = sp.Matrix.hstack(*Z)
            if not (M.T * H * M).is_positive_definite:
                raise _Fallback
    elif not H.is_positive_definite:
        raise _Fallback
    lams = [sp.Dummy("l%d" % i) for i in range(len(hs))]
    L = sf - sum(l * h for l, h in zip(lams, hs))
    eqs = [sp.diff(L, v) for v in svars] + hs
    sol = sp.solve(eqs, svars + lams, dict=True)
    if len(sol) != 1 or not all(v in sol[0] for v in svars):
        raise _Fallback
    point = [sol[0][v] for v in svars]
    return sp.simplify(sf.subs(dict(zip(svars, point)))), point


def _minimize(ev, expr, name, sign):
    pos, _opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    f, cons = _split_objective(pos[0])
    if not _scalar_objective(ev, f, name):
        return None
    spec = pos[1]
    vars_ = list(spec.args) if isinstance(spec, Expression) and spec.head is S.List \
        else [spec]
    for v in vars_:
        if not _is_var(v):
            ev.message(name, "ivar", v)
            return None
    if sign < 0:
        f = ev.evaluate(neg(f))
    cons = [ev.evaluate(c) for c in cons]
    if any(c is FALSE for c in cons):
        return _result(S.Infinity if sign > 0 else Expression(S.DirectedInfinity, (
            Integer(-1),)), vars_, [S.Indeterminate] * len(vars_))
    cons = [c for c in cons if c is not TRUE]
    try:
        if len(vars_) == 1:
            best = _exact_univariate(ev, f, cons, vars_[0])
            if best is None:
                return _result(S.Infinity if sign > 0 else Expression(
                    S.DirectedInfinity, (Integer(-1),)), vars_, [S.Indeterminate])
            value, point, attained = best
            wv = bridge.try_from_sympy(sign * value, ev)
            wp = bridge.try_from_sympy(point, ev)
            if wv is None or wp is None:
                raise _Fallback
            if not attained:
                ev.message(name, "natt")
            return _result(wv, vars_, [wp])
        value, point = _exact_quadratic(ev, f, cons, vars_)
        wv = bridge.try_from_sympy(sign * value, ev)
        wp = [bridge.try_from_sympy(p, ev) for p in point]
        if wv is None or None in wp:
            raise _Fallback
        return _result(wv, vars_, wp)
    except _Fallback:
        pass
    except Exception as exc:  # SymPy gives up on the exact method
        if isinstance(exc, (KeyboardInterrupt, MemoryError)) or not (
                type(exc).__module__.startswith("sympy") or
                isinstance(exc, (NotImplementedError, ValueError, TypeError))):
            raise
    r = global_minimize(ev, f, cons, vars_, [None] * len(vars_), name)
    if r is None:
        return None
    value, point = r
    return _result(Real(sign * value + 0.0), vars_, _snap(point))


@builtin("Minimize", nargs=(2, None), messages=dict(_COMMON, **_NATT),
         usage="Minimize[f, x] gives the exact global minimum of f and a point where it is "
               "attained, {fmin, {x -> xmin}}; Minimize[{f, cons}, x] subject to "
               "constraints; problems outside the exact methods are solved numerically.",
         examples=[("Minimize[x^2 - 3 x + 2, x]", "{-1/4, {x -> 3/2}}"),
                   ("Minimize[{x^2, x >= 1}, x]", "{1, {x -> 1}}"),
                   ("Minimize[x^4 - 2 x^2, x]", "{-1, {x -> -1}}"),
                   ("Minimize[{x^2 + y^2, x + y == 1}, {x, y}]",
                    "{1/2, {x -> 1/2, y -> 1/2}}"),
                   ("Minimize[x^3, x]", "{-Infinity, {x -> -Infinity}}",
                    ["Minimize::natt: The minimum is not attained at any point satisfying the "
                     "given constraints."])])
def minimize(ev, expr):
    return _minimize(ev, expr, "Minimize", 1)


@builtin("Maximize", nargs=(2, None), messages=dict(_COMMON, **_NATT_MAX),
         usage="Maximize[f, x] gives the exact global maximum of f and a point where it is "
               "attained, {fmax, {x -> xmax}}; Maximize[{f, cons}, x] subject to "
               "constraints.",
         examples=[("Maximize[-x^2 + 4 x, x]", "{4, {x -> 2}}"),
                   ("Maximize[{x, x^2 <= 2}, x]", "{Sqrt[2], {x -> Sqrt[2]}}"),
                   ("Maximize[x/(x^2 + 1), x]", "{1/2, {x -> 1}}")])
def maximize(ev, expr):
    return _minimize(ev, expr, "Maximize", -1)
