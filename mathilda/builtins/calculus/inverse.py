"""InverseFunction: named inverses (Sin -> ArcSin, ...), inverses of pure functions by
Solve (the principal branch when the inverse is multivalued, with InverseFunction::ifun),
symbolic inverses (printed f^(-1)) and their values at points."""

from mathilda.core.expr import Expression, Integer, Symbol, S, make_rational
from mathilda.core.registry import builtin

_PAIRS = [("Sin", "ArcSin"), ("Cos", "ArcCos"), ("Tan", "ArcTan"), ("Cot", "ArcCot"),
          ("Sec", "ArcSec"), ("Csc", "ArcCsc"), ("Sinh", "ArcSinh"), ("Cosh", "ArcCosh"),
          ("Tanh", "ArcTanh"), ("Coth", "ArcCoth"), ("Sech", "ArcSech"), ("Csch", "ArcCsch"),
          ("Exp", "Log"), ("Erf", "InverseErf"), ("Erfc", "InverseErfc"),
          ("Gudermannian", "InverseGudermannian"), ("Haversine", "InverseHaversine")]
_NAMED = {}
for _a, _b in _PAIRS:
    _NAMED[_a] = _b
    _NAMED[_b] = _a
for _s in ("Identity", "Conjugate", "Minus"):
    _NAMED[_s] = _s


def _slot(i):
    return Expression(S.Slot, (Integer(i),))


def _body_and_vars(ev, f, tot):
    """(body, [variables]) of a pure function of tot arguments, or None."""
    if not (isinstance(f, Expression) and f.head is S.Function) or not f.args:
        return None
    if len(f.args) == 1:
        xs = [Symbol("InverseFunction`x%d" % i) for i in range(1, tot + 1)]
        body = ev.evaluate(Expression(f, tuple(xs)))
        return body, xs
    params = f.args[0]
    ps = params.args if isinstance(params, Expression) and params.head is S.List else (params,)
    if len(ps) != tot or not all(type(p) is Symbol for p in ps):
        return None
    xs = [Symbol("InverseFunction`x%d" % i) for i in range(1, tot + 1)]
    return ev.evaluate(Expression(f, tuple(xs))), xs


def _principal(ev, sols, y):
    """The branch among Solve's solutions that is real and smallest in size at a sample
    point (positive on a tie): Sqrt[y] for y^2, ArcSin[y] for Sin."""
    best = None
    for i, s in enumerate(sols):
        v = ev.evaluate(Expression(S.N, (Expression(S.ReplaceAll, (
            s, Expression(S.Rule, (y, make_rational(1, 3))))),)))
        if type(v).__name__ != "Real":
            continue
        key = (abs(v.value), -float(v.value) > 0)
        if best is None or key < best[0]:
            best = (key, s)
    return best[1] if best else None


def _solve_inverse(ev, body, xs, n):
    """The n-th argument as a function of the value y (and the other arguments)."""
    y = Symbol("InverseFunction`y")
    x = xs[n - 1]
    sols = ev.call("Solve", Expression(S.Equal, (body, y)), x)
    if not (isinstance(sols, Expression) and sols.head is S.List and sols.args):
        return None
    vals = []
    for sol in sols.args:
        if not (isinstance(sol, Expression) and sol.head is S.List and len(sol.args) == 1):
            return None
        r = sol.args[0]
        if not (isinstance(r, Expression) and r.head is S.Rule and r.args[0] is x):
            return None
        v = r.args[1]
        if _has(v, ("Root", "ConditionalExpression", "Solve")):
            return None
        vals.append(v)
    if len(vals) > 3:
        return None
    if len(vals) == 1:
        v = vals[0]
    else:
        v = _principal(ev, vals, y)
        if v is None:
            return None
        if len(vals) == 2:
            ev.message("InverseFunction", "ifun")
    # slots: the other arguments keep their positions, y takes the n-th
    rules = [Expression(S.Rule, (y, _slot(n)))]
    rules += [Expression(S.Rule, (xs[i], _slot(i + 1))) for i in range(len(xs)) if i != n - 1]
    body = ev.evaluate(Expression(S.ReplaceAll, (v, Expression(S.List, tuple(rules)))))
    return Expression(S.Function, (body,))


def _has_real(e):
    if isinstance(e, Expression):
        return any(_has_real(a) for a in e.args)
    return type(e).__name__ in ("Real", "Complex") and (
        type(e).__name__ == "Real" or _has_real(e.re) or _has_real(e.im))


def _has(e, names):
    if type(e) is Symbol:
        return e.name in names
    if isinstance(e, Expression):
        return _has(e.head, names) or any(_has(a, names) for a in e.args)
    return False


@builtin("InverseFunction", nargs=(1, 3),
         messages={"ifun": "Inverse functions are being used. Values may be lost for "
                           "multivalued inverses."},
         usage="InverseFunction[f] represents the inverse of the function f "
               "(InverseFunction[f][y] is the x for which f[x] == y; printed in InputForm, "
               "not as f^(-1)); "
               "InverseFunction[f, n, tot] the inverse with respect to the n-th of tot "
               "arguments.",
         examples=[("InverseFunction[Sin]", "ArcSin"),
                   ("InverseFunction[a # + b &]", "(-b + #1)/a & "),
                   ("InverseFunction[f][x]", "InverseFunction[f][x]"),
                   ("InverseFunction[f]'[x]", "1/f'[InverseFunction[f][x]]"),
                   ("InverseFunction[#1 + 2 #2 &, 2, 2]", "-#1/2 + #2/2 & "),
                   ("InverseFunction[InverseFunction[g]]", "g")])
def inverse_function(ev, expr):
    f = expr.args[0]
    if len(expr.args) == 2:
        return None
    n, tot = (1, 1) if len(expr.args) == 1 else (expr.args[1], expr.args[2])
    if len(expr.args) == 3:
        if not (type(n) is Integer and type(tot) is Integer and 1 <= n.value <= tot.value):
            return None
        if tot.value == 1:
            return Expression(S.InverseFunction, (f,))
        n, tot = n.value, tot.value
    if tot == 1:
        if type(f) is Symbol and f.name in _NAMED:
            return Symbol(_NAMED[f.name])
        if isinstance(f, Expression) and f.head is S.InverseFunction and len(f.args) == 1:
            return f.args[0]
    bv = _body_and_vars(ev, f, tot)
    if bv is None:
        return None
    return _solve_inverse(ev, bv[0], bv[1], n)


@builtin("InverseFunction", sub=True,
         usage="InverseFunction[f][y] gives the value x with f[x] == y when it can be found "
               "(exactly at an exact point, numerically at an approximate one).",
         examples=[("InverseFunction[#^5 + # &][2]", "1"),
                   ("InverseFunction[#^5 + # &][3.]", "1.133")])
def inverse_function_value(ev, expr):
    head = expr.head
    if len(head.args) != 1 or len(expr.args) != 1:
        return None
    f, y = head.args[0], expr.args[0]
    bv = _body_and_vars(ev, f, 1)
    if bv is None or not y.is_number:
        return None
    body, (x,) = bv
    eq = Expression(S.Equal, (body, y))
    if _has_real(y):
        r = ev.call("FindRoot", eq, Expression(S.List, (x, Integer(1))))
    else:
        r = ev.call("Solve", eq, x, S.Reals)
        if isinstance(r, Expression) and r.head is S.List and r.args:
            r = r.args[0]
        else:
            return None
    if not (isinstance(r, Expression) and r.head is S.List and len(r.args) == 1):
        return None
    v = r.args[0].args[1] if r.args[0].head is S.Rule else None
    if v is None or not v.is_number or _has(v, ("Root",)):
        return None
    return v
