"""FunctionInterpolation: an InterpolatingFunction approximating an expression on an interval.

The expression (held) is evaluated with x bound to machine numbers at InterpolationPoints
equally spaced points (11 unless told), with its derivative (D of the expression, or a
central difference where that does not evaluate to a real number); intervals where the
cubic Hermite interpolant misses the value at the midpoint by more than the tolerance
(1e-8 relative) are halved, up to MaxRecursion (6) times.
"""

from mathilda.builtins.calculus.interpolating import make_interpolating_function
from mathilda.builtins.calculus.ode import _component
from mathilda.core.expr import Expression, Integer, Real, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "nreal": "Near `1` = `2`, the function did not evaluate to a real number.",
    "itraw": "Raw object `1` cannot be used as an iterator.",
    "fiarg": "Range specification `1` is not of the form {x, xmin, xmax} with numerical "
             "xmin < xmax.",
    "ipts": "The value of InterpolationPoints -> `1` should be an integer greater than 1.",
}


def _bound(ev, e):
    v = ev.evaluate(Expression(S.N, (e,)))
    return float(v.value) if type(v) in (Integer, Real) else None


@builtin("FunctionInterpolation", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"InterpolationPoints": "11", "MaxRecursion": "6"}, messages=_MESSAGES,
         usage="FunctionInterpolation[expr, {x, xmin, xmax}] evaluates expr at machine "
               "numbers x from xmin to xmax (refining where needed) and gives an "
               "InterpolatingFunction approximating it.",
         examples=[("FunctionInterpolation[Sin[x], {x, 0, Pi}]",
                    "InterpolatingFunction[{{0., 3.14159}}, <>]"),
                   ("f = FunctionInterpolation[Sin[x], {x, 0, Pi}]; Round[f[1.], 10.^-6]",
                    "0.841471"),
                   ("f = FunctionInterpolation[x^2 + Exp[x], {x, 0, 2}]; "
                    "Round[{f[0.5], f'[1.5]}, 10.^-6]", "{1.89872, 7.48169}"),
                   ("FunctionInterpolation[a x, {x, 0, 1}]",
                    "FunctionInterpolation[a x, {x, 0, 1}]",
                    ["FunctionInterpolation::nreal: Near x = 0., the function did not "
                     "evaluate to a real number."])])
def function_interpolation(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    body, rng = pos
    if not (isinstance(rng, Expression) and rng.head is S.List):
        ev.message("FunctionInterpolation", "itraw", rng)
        return None
    if len(rng.args) != 3 or type(rng.args[0]) is not Symbol:
        ev.message("FunctionInterpolation", "fiarg", rng)
        return None
    x = rng.args[0]
    a, b = _bound(ev, rng.args[1]), _bound(ev, rng.args[2])
    if a is None or b is None or not a < b:
        ev.message("FunctionInterpolation", "fiarg", rng)
        return None
    npts = opts.get("InterpolationPoints", Integer(11))
    if type(npts) is not Integer or npts.value < 2:
        ev.message("FunctionInterpolation", "ipts", npts)
        return None
    rec = opts.get("MaxRecursion", Integer(6))
    depth = rec.value if type(rec) is Integer and rec.value >= 0 else 6
    f = _component(ev, None, Expression(S.N, (body,)), [x], None)
    deriv = ev.evaluate(Expression(S.D, (body, x)))
    df = _component(ev, None, Expression(S.N, (deriv,)), [x], None)
    scale = [1.0]

    def value(t):
        try:
            v = f(t)
        except ValueError:
            return None
        scale[0] = max(scale[0], abs(v))
        return v

    def slope(t, h):
        try:
            return df(t)
        except ValueError:
            pass
        lo, hi = max(a, t - h), min(b, t + h)
        vl, vh = value(lo), value(hi)
        return None if vl is None or vh is None else (vh - vl) / (hi - lo)

    n = npts.value
    ts = [a + (b - a) * k / (n - 1) for k in range(n)]
    ts[-1] = b
    pts = {}
    for t in ts:
        v = value(t)
        d = slope(t, 1e-6 * (b - a)) if v is not None else None
        if v is None or d is None:
            ev.message("FunctionInterpolation", "nreal", x, Real(t))
            return None
        pts[t] = (v, d)
    for _ in range(depth):
        ts = sorted(pts)
        added = False
        for t0, t1 in zip(ts, ts[1:]):
            mid = 0.5 * (t0 + t1)
            v = value(mid)
            if v is None:
                continue
            (v0, d0), (v1, d1) = pts[t0], pts[t1]
            h = t1 - t0
            guess = 0.5 * (v0 + v1) + h * (d0 - d1) / 8
            if abs(guess - v) > 1e-8 * scale[0]:
                d = slope(mid, 1e-3 * h)
                if d is not None:
                    pts[mid] = (v, d)
                    added = True
        if not added:
            break
    ts = sorted(pts)
    return make_interpolating_function(ts, [pts[t][0] for t in ts], [pts[t][1] for t in ts])
