"""Convex problems solved numerically: ConvexOptimization and SecondOrderConeOptimization.

A convex objective over a convex feasible set has every local minimum global, so the
problem is handed to NMinimize (its constrained local search from several starts) and the
minimizer read back as the property asked for.  The second-order cone constraints
Norm[a.x + b] <= alpha.x + beta of the matrix form are written out symbolically first.
A polynomial objective of degree two whose Hessian is not positive semidefinite is refused
as not convex."""

from mathilda.algorithms.build import list_of, plus, times
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, S, String, Symbol
from mathilda.core.registry import builtin

_MESSAGES = {
    "ncvx": "The objective function `1` is not convex in the variables.",
    "prop": "`1` is not a known property of `2`.",
    "ivar": "`1` is not a valid variable.",
    "dims": "The dimensions of the arguments are inconsistent.",
    "nsolc": "There are no points that satisfy the constraints.",
}

PROPS = ("PrimalMinimizer", "PrimalMinimizerRules", "PrimalMinimizerVector",
         "PrimalMinimumValue", "Properties")


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _not_convex(ev, f, vars_):
    """True when f is a polynomial of degree at most 2 whose Hessian is not PSD."""
    sp = bridge.sympy_module()
    sf = bridge.try_to_sympy(f)
    syms = [bridge.sympy_symbol(v) for v in vars_]
    if not isinstance(sf, sp.Expr):       # None, or a list: no Hessian to check
        return False
    try:
        p = sp.Poly(sp.expand(sf), *syms)
    except sp.PolynomialError:
        return False
    if p.total_degree() > 2 or not all(c.is_number for c in p.coeffs()):
        return False
    import numpy as np
    h = np.array([[float(sp.diff(sf, a, b)) for b in syms] for a in syms])
    return bool(h.size) and float(np.linalg.eigvalsh((h + h.T) / 2).min()) < -1e-12


def _solve(ev, name, f, cons, vars_, prop, vector):
    props = [prop] if prop is None or type(prop) is String else list(prop.args)
    names = []
    for p in props:
        if p is None:
            names.append("PrimalMinimizer" if vector else "PrimalMinimizerRules")
        elif type(p) is String and p.value in PROPS:
            names.append(p.value)
        else:
            ev.message(name, "prop", p, Symbol(name))
            return None
    if _not_convex(ev, f, vars_):
        ev.message(name, "ncvx", f)
        return None
    problem = list_of([f] + (list(cons.args) if _is_list(cons) else [cons]))
    r = ev.call("Quiet", Expression(S.NMinimize, (problem, list_of(vars_))))
    if not (_is_list(r) and len(r.args) == 2 and _is_list(r.args[1])):
        ev.message(name, "nsolc")
        return None
    value, rules = r.args
    if not value.is_number:
        ev.message(name, "nsolc")
        return None
    out = []
    for p in names:
        if p == "Properties":
            out.append(list_of(String(s) for s in PROPS))
        elif p == "PrimalMinimizerRules":
            out.append(rules)
        elif p == "PrimalMinimumValue":
            out.append(value)
        else:
            out.append(list_of(rule.args[1] for rule in rules.args))
    return out[0] if prop is None or type(prop) is String else list_of(out)


def _split(expr, nmin):
    args = list(expr.args)
    prop = None
    if len(args) > nmin and (type(args[-1]) is String or _is_list(args[-1]) and args[-1].args
                             and all(type(a) is String for a in args[-1].args)):
        prop = args.pop()
    return args, prop


def _vars(ev, name, spec):
    vs = list(spec.args) if _is_list(spec) else [spec]
    for v in vs:
        if type(v) is not Symbol:
            ev.message(name, "ivar", v)
            return None
    return vs


@builtin("ConvexOptimization", nargs=(3, 4), messages=_MESSAGES,
         usage="ConvexOptimization[f, cons, vars] finds values of the variables that minimize "
               "the convex objective f subject to the convex constraints cons, as rules of "
               "machine numbers; a final \"prop\" gives a property (\"PrimalMinimizer\", "
               "\"PrimalMinimumValue\", ...).",
         examples=[("ConvexOptimization[x^2 + y^2, {x + y >= 1}, {x, y}]",
                    "{x -> 0.5, y -> 0.5}"),
                   ("ConvexOptimization[x + y, {x^2 + y^2 <= 1}, {x, y}, \"PrimalMinimumValue\"]",
                    "-1.41421"),
                   ("ConvexOptimization[Exp[x] - 2 x, {x >= 0}, {x}]", "{x -> 0.693147}"),
                   ("ConvexOptimization[(x - 1)^2 + (y - 2)^2, {x + y <= 1}, {x, y}, "
                    "\"PrimalMinimizer\"]", "{0., 1.}"),
                   ("ConvexOptimization[x y, {x >= 0}, {x, y}]",
                    "ConvexOptimization[x y, {x >= 0}, {x, y}]",
                    ("ConvexOptimization::ncvx: The objective function x y is not convex in "
                     "the variables.",))])
def convex_optimization(ev, expr):
    args, prop = _split(expr, 3)
    if len(args) != 3:
        return None
    vars_ = _vars(ev, "ConvexOptimization", args[2])
    if vars_ is None:
        return None
    return _solve(ev, "ConvexOptimization", args[0], args[1], vars_, prop, False)


def _norm_constraint(ev, spec, xs):
    """Norm[a.x + b] <= alpha.x + beta for one {a, b, alpha, beta}."""
    if not (_is_list(spec) and len(spec.args) == 4):
        return None
    a, b, alpha, beta = spec.args
    if not (_is_list(a) and _is_list(b) and _is_list(alpha)):
        return None
    x = list_of(xs)
    lhs = Expression(S.Norm, (plus(Expression(S.Dot, (a, x)), b),))
    rhs = plus(Expression(S.Dot, (alpha, x)), beta)
    return Expression(S.LessEqual, (lhs, rhs))


@builtin("SecondOrderConeOptimization", nargs=(2, 4), messages=_MESSAGES,
         usage="SecondOrderConeOptimization[f, cons, vars] minimizes the linear objective f "
               "subject to second-order cone constraints (Norm[a.x + b] <= alpha.x + beta) "
               "and linear ones, giving rules of machine numbers; "
               "SecondOrderConeOptimization[c, {{a1, b1, alpha1, beta1}, ...}] the vector x "
               "minimizing c.x subject to Norm[ai.x + bi] <= alphai.x + betai.",
         examples=[("SecondOrderConeOptimization[x + y, {Norm[{x, y}] <= 1}, {x, y}]",
                    "{x -> -0.707107, y -> -0.707107}"),
                   ("SecondOrderConeOptimization[-x, {Norm[{x - 1, y}] <= 2}, {x, y}, "
                    "\"PrimalMinimumValue\"]", "-3."),
                   ("SecondOrderConeOptimization[{1, 1}, {{{{1, 0}, {0, 1}}, {0, 0}, {0, 0}, "
                    "1}}]", "{-0.707107, -0.707107}"),
                   ("SecondOrderConeOptimization[{1, 1}, {{1, 2}}]",
                    "SecondOrderConeOptimization[{1, 1}, {{1, 2}}]",
                    ("SecondOrderConeOptimization::dims: The dimensions of the arguments are "
                     "inconsistent.",))])
def second_order_cone_optimization(ev, expr):
    name = "SecondOrderConeOptimization"
    args, prop = _split(expr, 2)
    if len(args) == 3:
        vars_ = _vars(ev, name, args[2])
        if vars_ is None:
            return None
        return _solve(ev, name, args[0], args[1], vars_, prop, False)
    if len(args) != 2 or not (_is_list(args[0]) and _is_list(args[1])):
        return None
    c = args[0]
    xs = [Symbol("System`Private`SOCx%d" % i) for i in range(len(c.args))]
    cons = [_norm_constraint(ev, s, xs) for s in args[1].args]
    if any(k is None for k in cons):
        ev.message(name, "dims")
        return None
    f = plus(*[times(ci, x) for ci, x in zip(c.args, xs)]) if xs else Integer(0)
    return _solve(ev, name, ev.evaluate(f), list_of(cons), xs, prop, True)
