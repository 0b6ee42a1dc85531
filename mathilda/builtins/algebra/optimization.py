"""Optimization beyond linear programs: QuadraticOptimization, LinearFractionalOptimization,
KnapsackSolve.

QuadraticOptimization reads a convex quadratic objective and linear constraints (symbolic,
or the matrices {q, c} and {a, b}) and solves them with algorithms/algebra/
quadratic_programming.py (exact for exact input with few inequalities, SLSQP otherwise).
LinearFractionalOptimization is the Charnes-Cooper transformation of the problem into a
linear one, which LinearOptimization solves; KnapsackSolve is an integer linear program
handed to LinearOptimization as well."""

from fractions import Fraction

from mathilda.algorithms.algebra.quadratic_programming import solve_qp
from mathilda.algorithms.build import list_of, plus, times
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import (TRUE, Expression, Integer, Rational, Real, S, String, Symbol,
                                make_rational)
from mathilda.core.registry import builtin

_MESSAGES = {
    "nsolc": "There are no points that satisfy the constraints.",
    "ubnd": "The problem is unbounded.",
    "lincon": "The constraint `1` is not linear in the variables.",
    "qobj": "The objective function `1` is not a convex quadratic function of the "
            "variables.",
    "prop": "`1` is not a known property of `2`.",
    "dims": "The dimensions of the arguments are inconsistent.",
    "nnum": "The coefficients of the problem should be real numbers.",
    "ivar": "`1` is not a valid variable.",
    "fail": "The solver could not find a solution.",
}

QP_PROPS = ("PrimalMinimizer", "PrimalMinimizerRules", "PrimalMinimizerVector",
            "PrimalMinimumValue", "ObjectiveMatrix", "ObjectiveVector", "Properties")


class _Bad(Exception):
    """A malformed problem: the message tag and its arguments."""


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _frac(x, state):
    """A Fraction (exact) or float for a SymPy number."""
    if x.is_Rational:
        return Fraction(int(x.p), int(x.q))
    if x.is_number and x.is_real:
        state["exact"] = False
        return float(x)
    raise _Bad("nnum")


def _expr_num(x, state):
    t = type(x)
    if t is Integer or t is Rational:
        return Fraction(x.value)
    if t is Real:
        state["exact"] = False
        return float(x.value)
    raise _Bad("nnum")


def _out(v, exact):
    if exact and isinstance(v, Fraction):
        return make_rational(v.numerator, v.denominator)
    return Real(float(v))


def _flatten(c, out):
    if isinstance(c, Expression) and c.head in (S.And, S.List):
        for a in c.args:
            _flatten(a, out)
    elif c is not TRUE:
        out.append(c)
    return out


_SENSES = {"GreaterEqual": 1, "Greater": 1, "LessEqual": -1, "Less": -1, "Equal": 0}


def _pairs(c):
    """[(lhs, rhs, sense)] of an equation or a (chained) inequality, else None."""
    if not isinstance(c, Expression) or type(c.head) is not Symbol:
        return None
    name = c.head.name
    if name in _SENSES and len(c.args) >= 2:
        return [(a, b, _SENSES[name]) for a, b in zip(c.args, c.args[1:])]
    if name == "Inequality" and len(c.args) % 2 == 1:
        out = []
        for k in range(1, len(c.args), 2):
            op = c.args[k]
            if type(op) is not Symbol or op.name not in _SENSES:
                return None
            out.append((c.args[k - 1], c.args[k + 1], _SENSES[op.name]))
        return out
    return None


def _variables(spec):
    vs = list(spec.args) if _is_list(spec) else [spec]
    for v in vs:
        if type(v) is not Symbol:
            raise _Bad("ivar", v)
    return vs


def _linear_rows(ev, cons, syms, state):
    """The rows (coefficients, bound, sense) of linear constraints."""
    sp = bridge.sympy_module()
    rows = []
    for con in _flatten(ev.evaluate(cons), []):
        pairs = _pairs(con)
        if pairs is None:
            raise _Bad("lincon", con)
        for a, b, sense in pairs:
            d = bridge.try_to_sympy(ev.evaluate(plus(a, times(Integer(-1), b))))
            if d is None:
                raise _Bad("lincon", con)
            d = sp.expand(d)
            try:
                p = sp.Poly(d, *syms)
            except sp.PolynomialError:
                raise _Bad("lincon", con)
            if p.total_degree() > 1 or any(not c.is_number for c in p.coeffs()):
                raise _Bad("lincon", con)
            coeffs = [_frac(d.coeff(s, 1), state) for s in syms]
            const = _frac(d.subs({s: 0 for s in syms}), state)
            rows.append((coeffs, -const, sense))
    return rows


def _quadratic(ev, f, syms, state):
    """(q, c, constant) of a quadratic objective: f == 1/2 x.q.x + c.x + constant."""
    sp = bridge.sympy_module()
    sf = bridge.try_to_sympy(f)
    if sf is None:
        raise _Bad("qobj", f)
    sf = sp.expand(sf)
    try:
        p = sp.Poly(sf, *syms)
    except sp.PolynomialError:
        raise _Bad("qobj", f)
    if p.total_degree() > 2 or any(not c.is_number for c in p.coeffs()):
        raise _Bad("qobj", f)
    zero = {s: 0 for s in syms}
    q = [[_frac(sp.diff(sf, a, b).subs(zero), state) for b in syms] for a in syms]
    c = [_frac(sp.diff(sf, a).subs(zero), state) for a in syms]
    return q, c, _frac(sf.subs(zero), state)


def _convex(q):
    import numpy as np
    if not q:
        return True
    m = np.array([[float(v) for v in r] for r in q])
    return bool(np.all(np.linalg.eigvalsh((m + m.T) / 2) >= -1e-10 * max(1.0, np.abs(m).max())))


def _matrix_qp(ev, args, state):
    """(q, c, rows) of QuadraticOptimization[{q, c}, {a, b}, {aeq, beq}]."""
    obj = args[0]
    if not (_is_list(obj) and len(obj.args) == 2 and _is_list(obj.args[0])):
        raise _Bad("dims")
    q = [[_expr_num(ev.call("N", v) if not v.is_number else v, state) for v in r.args]
         for r in obj.args[0].args]
    c = [_expr_num(v, state) for v in obj.args[1].args]
    n = len(c)
    if len(q) != n or any(len(r) != n for r in q):
        raise _Bad("dims")
    rows = []
    for k, part in enumerate(args[1:3]):
        if not (_is_list(part) and len(part.args) == 2):
            raise _Bad("dims")
        if _is_list(part.args[0]) and not part.args[0].args:
            continue
        a = [[_expr_num(v, state) for v in r.args] for r in part.args[0].args]
        b = [_expr_num(v, state) for v in part.args[1].args]
        if len(a) != len(b) or any(len(r) != n for r in a):
            raise _Bad("dims")
        rows += [(r, -bi, 1 if k == 0 else 0) for r, bi in zip(a, b)]
    return q, c, rows


def _props(ev, name, prop, allowed, default):
    if prop is None:
        return [default], False
    ps = [p for p in prop.args] if _is_list(prop) else [prop]
    for p in ps:
        if type(p) is not String or p.value not in allowed:
            ev.message(name, "prop", p, Symbol(name))
            return None, False
    return [p.value for p in ps], _is_list(prop)


@builtin("QuadraticOptimization", nargs=(2, 4), messages=_MESSAGES,
         options={"Method": "Automatic", "Tolerance": "Automatic"},
         usage="QuadraticOptimization[f, cons, vars] finds values of the variables that "
               "minimize the convex quadratic objective f subject to the linear constraints "
               "cons, as rules; QuadraticOptimization[{q, c}, {a, b}] the vector x minimizing "
               "1/2 x.q.x + c.x subject to a.x + b >= 0 (and {aeq, beq}: aeq.x + beq == 0); "
               "a final \"prop\" gives a property (\"PrimalMinimizer\", "
               "\"PrimalMinimumValue\", ...). Exact input gives exact results.",
         examples=[("QuadraticOptimization[x^2 + y^2, {x + y >= 1}, {x, y}]",
                    "{x -> 1/2, y -> 1/2}"),
                   ("QuadraticOptimization[(x - 3)^2 + (y - 1)^2, {x + y <= 2, x >= 0, y >= 0},"
                    " {x, y}]", "{x -> 2, y -> 0}"),
                   ("QuadraticOptimization[x^2 + x y + y^2 - 3 x, {x + 2 y == 1}, {x, y}, "
                    "\"PrimalMinimumValue\"]", "-11/4"),
                   ("QuadraticOptimization[{{{2, 0}, {0, 2}}, {-2, -4}}, {{{-1, -1}}, {1}}]",
                    "{0, 1}"),
                   ("QuadraticOptimization[x^2 + y^2, {x + y >= 1.5}, {x, y}]",
                    "{x -> 0.75, y -> 0.75}"),
                   ("QuadraticOptimization[x^2, {x >= 1, x <= 0}, {x}]",
                    "QuadraticOptimization[x^2, {x >= 1, x <= 0}, {x}]",
                    ("QuadraticOptimization::nsolc: There are no points that satisfy the "
                     "constraints.",)),
                   ("QuadraticOptimization[-x^2, {x <= 1}, {x}]",
                    "QuadraticOptimization[-x^2, {x <= 1}, {x}]",
                    ("QuadraticOptimization::qobj: The objective function -x^2 is not a "
                     "convex quadratic function of the variables.",))])
def quadratic_optimization(ev, expr):
    args, _ = ev.split_options(expr)
    args = list(args)
    prop = args.pop() if args and (type(args[-1]) is String or _is_list(args[-1]) and
                                   args[-1].args and type(args[-1].args[0]) is String) \
        else None
    state = {"exact": True}
    try:
        matrix_obj = _is_list(args[0]) and len(args[0].args) == 2 and \
            _is_list(args[0].args[0]) and all(_is_list(r) for r in args[0].args[0].args)
        if len(args) == 3 and not matrix_obj:
            vars_ = _variables(args[2])
            syms = [bridge.sympy_symbol(v) for v in vars_]
            q, c, const = _quadratic(ev, args[0], syms, state)
            rows = _linear_rows(ev, args[1], syms, state)
            matrix = False
        elif 2 <= len(args) <= 3:
            q, c, rows = _matrix_qp(ev, args, state)
            const = Fraction(0)
            vars_ = [Symbol("x%d" % (i + 1)) for i in range(len(c))]
            matrix = True
        else:
            return None
        if not _convex(q):
            raise _Bad("qobj", args[0])
    except _Bad as exc:
        ev.message("QuadraticOptimization", *exc.args)
        return None
    props, many = _props(ev, "QuadraticOptimization", prop, QP_PROPS,
                         "PrimalMinimizer" if matrix else "PrimalMinimizerRules")
    if props is None:
        return None
    exact = state["exact"]
    if not exact:
        q = [[float(v) for v in r] for r in q]
        c = [float(v) for v in c]
        rows = [([float(v) for v in a], float(b), s) for a, b, s in rows]
    res = solve_qp(q, c, rows, exact)
    if res[0] != "ok":
        tag = {"infeasible": "nsolc", "unbounded": "ubnd"}.get(res[0], "fail")
        ev.message("QuadraticOptimization", tag)
        return None
    x = res[1]
    exact = exact and all(isinstance(v, Fraction) for v in x)
    value = sum(Fraction(1, 2) * x[i] * q[i][j] * x[j] if exact else
                0.5 * x[i] * q[i][j] * x[j] for i in range(len(x)) for j in range(len(x)))
    value += sum(ci * xi for ci, xi in zip(c, x)) + const
    out = []
    for p in props:
        if p == "Properties":
            out.append(list_of(String(s) for s in QP_PROPS))
        elif p in ("PrimalMinimizer", "PrimalMinimizerVector"):
            out.append(list_of(_out(v, exact) for v in x))
        elif p == "PrimalMinimizerRules":
            out.append(list_of(Expression(S.Rule, (v, _out(xi, exact)))
                               for v, xi in zip(vars_, x)))
        elif p == "PrimalMinimumValue":
            out.append(_out(value, exact))
        elif p == "ObjectiveMatrix":
            out.append(list_of(list_of(_out(v, state["exact"]) for v in r) for r in q))
        else:
            out.append(list_of(_out(v, state["exact"]) for v in c))
    return list_of(out) if many else out[0]


def _lin_parts(ev, e, syms, state):
    """(coefficients, constant) of an expression linear in syms, None if it is not."""
    sp = bridge.sympy_module()
    d = bridge.try_to_sympy(e)
    if d is None:
        return None
    d = sp.expand(d)
    try:
        p = sp.Poly(d, *syms)
    except sp.PolynomialError:
        return None
    if p.total_degree() > 1 or any(not c.is_number for c in p.coeffs()):
        return None
    zero = {s: 0 for s in syms}
    return [_frac(d.coeff(s, 1), state) for s in syms], _frac(d.subs(zero), state)


def _num_expr(v):
    if isinstance(v, Fraction):
        return make_rational(v.numerator, v.denominator)
    return Real(float(v))


@builtin("LinearFractionalOptimization", nargs=(3, 4), messages=_MESSAGES,
         usage="LinearFractionalOptimization[f, cons, vars] finds values of the variables that "
               "minimize the linear fractional objective f = (a.x + alpha)/(b.x + beta) "
               "subject to linear constraints cons (b.x + beta > 0 on them), as rules; a "
               "final \"PrimalMinimumValue\" gives the minimum. The problem is solved as the "
               "linear program of the Charnes-Cooper transformation.",
         examples=[("LinearFractionalOptimization[(x + 2 y)/(x + y + 1), {x + y >= 1, x <= 3, "
                    "y <= 3, x >= 0, y >= 0}, {x, y}]", "{x -> 1, y -> 0}"),
                   ("LinearFractionalOptimization[(x - 1)/(y + 1), {0 <= x <= 2, "
                    "0 <= y <= 2}, {x, y}]", "{x -> 0, y -> 0}"),
                   ("LinearFractionalOptimization[(2 x + 1)/(x + 3), {1 <= x <= 4}, {x}, "
                    "\"PrimalMinimumValue\"]", "3/4"),
                   ("LinearFractionalOptimization[x^2/(x + 1), {x >= 1}, {x}]",
                    "LinearFractionalOptimization[x^2/(1 + x), {x >= 1}, {x}]",
                    ("LinearFractionalOptimization::lincon: The constraint x^2/(1 + x) is not "
                     "linear in the variables.",))])
def linear_fractional_optimization(ev, expr):
    args = list(expr.args)
    prop = args.pop() if len(args) == 4 else None
    if prop is not None and not (type(prop) is String and prop.value in
                                 ("PrimalMinimizerRules", "PrimalMinimumValue",
                                  "PrimalMinimizer")):
        ev.message("LinearFractionalOptimization", "prop", prop,
                   Symbol("LinearFractionalOptimization"))
        return None
    f, cons, vspec = args
    state = {"exact": True}
    try:
        vars_ = _variables(vspec)
    except _Bad as exc:
        ev.message("LinearFractionalOptimization", *exc.args)
        return None
    syms = [bridge.sympy_symbol(v) for v in vars_]
    tog = ev.call("Together", f)
    num = ev.call("Numerator", tog)
    den = ev.call("Denominator", tog)
    pn = _lin_parts(ev, num, syms, state)
    pd = _lin_parts(ev, den, syms, state)
    if pn is None or pd is None:
        ev.message("LinearFractionalOptimization", "lincon", f)
        return None
    try:
        rows = _linear_rows(ev, cons, syms, state)
    except _Bad as exc:
        ev.message("LinearFractionalOptimization", *exc.args)
        return None
    n = len(vars_)
    # variables y = t x and t = 1/(b.x + beta): minimize a.y + alpha t subject to
    # a_i.y - b_i t (sense) 0, b.y + beta t == 1, t >= 0
    ys = [Symbol("System`Private`LFOy%d" % i) for i in range(n)]
    t = Symbol("System`Private`LFOt")

    def lin(coeffs, const):
        return plus(*[times(_num_expr(a), y) for a, y in zip(coeffs, ys)],
                    times(_num_expr(const), t))

    heads = {1: S.GreaterEqual, -1: S.LessEqual, 0: S.Equal}
    lp_cons = [Expression(heads[s], (lin(a, -b), Integer(0))) for a, b, s in rows]
    lp_cons.append(Expression(S.Equal, (lin(*pd), Integer(1))))
    lp_cons.append(Expression(S.GreaterEqual, (t, Integer(0))))
    sol = ev.call("Quiet", Expression(Symbol("LinearOptimization"), (
        lin(*pn), list_of(lp_cons), list_of(ys + [t]))))
    if not (_is_list(sol) and len(sol.args) == n + 1 and
            all(isinstance(r, Expression) and r.head is S.Rule for r in sol.args)):
        ev.message("LinearFractionalOptimization", "fail")
        return None
    vals = [r.args[1] for r in sol.args]
    tv = vals[-1]
    if not tv.is_number or tv is S.Indeterminate or ev.call("Positive", tv) is not TRUE:
        ev.message("LinearFractionalOptimization", "nsolc")
        return None
    xs = [ev.evaluate(times(v, Expression(S.Power, (tv, Integer(-1))))) for v in vals[:-1]]
    if prop is not None and prop.value == "PrimalMinimumValue":
        rules = list_of(Expression(S.Rule, (v, x)) for v, x in zip(vars_, xs))
        return ev.evaluate(Expression(S.ReplaceAll, (f, rules)))
    if prop is not None and prop.value == "PrimalMinimizer":
        return list_of(xs)
    return list_of(Expression(S.Rule, (v, x)) for v, x in zip(vars_, xs))


def _item(ev, it, state):
    """(profit, costs (list), maximum count or None) of one item spec."""
    if _is_list(it) and len(it.args) in (2, 3):
        p = it.args[0]
        c = it.args[1]
        m = it.args[2] if len(it.args) == 3 else None
    else:
        p, c, m = Integer(1), it, None
    costs = list(c.args) if _is_list(c) else [c]
    if not p.is_number or not all(v.is_number for v in costs):
        raise _Bad("nnum")
    if m is not None and m is not S.Infinity and not (type(m) is Integer and m.value >= 0):
        raise _Bad("dims")
    return p, costs, (None if m is S.Infinity else m)


@builtin("KnapsackSolve", nargs=2, messages=_MESSAGES,
         usage="KnapsackSolve[{cost1, cost2, ...}, maxcost] gives the numbers of each item "
               "that maximize the number of items with total cost at most maxcost; "
               "KnapsackSolve[{{p1, c1}, {p2, c2}, ...}, maxcost] maximizes the total profit; "
               "{pi, ci, mi} allows at most mi of item i; costs and maxcost may be vectors (one "
               "bound per component).",
         examples=[("KnapsackSolve[{1, 2, 5}, 11]", "{11, 0, 0}"),
                   ("KnapsackSolve[{{5, 3}, {4, 2}, {3, 1}}, 5]", "{0, 0, 5}"),
                   ("KnapsackSolve[{{5, 3, 1}, {4, 2, 1}, {3, 1, 1}}, 5]", "{1, 1, 0}"),
                   ("KnapsackSolve[{{10, 5, 1}, {40, 4, 1}, {30, 6, 1}, {50, 3, 1}}, 10]",
                    "{0, 1, 0, 1}"),
                   ("KnapsackSolve[{{3, {1, 2}}, {2, {2, 1}}}, {6, 6}]", "{2, 2}"),
                   ("KnapsackSolve[{{2, 1.5}, {3, 2.5}}, 5.]", "{3, 0}"),
                   ("KnapsackSolve[{a, 2}, 5]", "KnapsackSolve[{a, 2}, 5]",
                    ("KnapsackSolve::nnum: The coefficients of the problem should be real "
                     "numbers.",))])
def knapsack_solve(ev, expr):
    items, cmax = expr.args
    if not (_is_list(items) and items.args):
        return None
    state = {"exact": True}
    try:
        specs = [_item(ev, it, state) for it in items.args]
        bounds = list(cmax.args) if _is_list(cmax) else [cmax]
        if any(len(c) != len(bounds) for _, c, _m in specs):
            raise _Bad("dims")
        if not all(b.is_number for b in bounds):
            raise _Bad("nnum")
    except _Bad as exc:
        ev.message("KnapsackSolve", *exc.args)
        return None
    n = len(specs)
    rows, rhs = [], []
    for j, b in enumerate(bounds):       # b - c_j.k >= 0
        rows.append(list_of(times(Integer(-1), c[j]) for _, c, _m in specs))
        rhs.append(b)
    for i in range(n):                   # k_i >= 0
        rows.append(list_of(Integer(1 if k == i else 0) for k in range(n)))
        rhs.append(Integer(0))
    for i, (_, _c, m) in enumerate(specs):   # m_i - k_i >= 0
        if m is not None:
            rows.append(list_of(Integer(-1 if k == i else 0) for k in range(n)))
            rhs.append(m)
    obj = list_of(times(Integer(-1), p) for p, _c, _m in specs)
    sol = ev.call("Quiet", Expression(Symbol("LinearOptimization"), (
        obj, list_of([list_of(rows), list_of(rhs)]), list_of([S.Integers] * n))))
    if not (_is_list(sol) and len(sol.args) == n and all(v.is_number for v in sol.args)):
        ev.message("KnapsackSolve", "fail")
        return None
    return list_of(Integer(int(round(float(ev.call("N", v).value)))) if type(v) is not Integer
                   else v for v in sol.args)
