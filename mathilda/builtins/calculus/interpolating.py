"""InterpolatingFunction: the approximate functions Interpolation, ListInterpolation and
NDSolve return (the object and its polynomials: mathilda.algorithms.calculus.interpolation).

``ifun[x, ...]`` evaluates: exact data at exact arguments give exact values, machine data
(or machine arguments) machine numbers, lists and packed arrays of arguments are evaluated
at once through NumPy; outside the domain it extrapolates from the end polynomial after the
InterpolatingFunction::dmval message.  ``ifun["Domain"]`` and the other properties of the
reference page; ``Derivative[n][ifun]`` is another InterpolatingFunction (derivatives.py).
"""

from fractions import Fraction

from mathilda.algorithms.build import plus, times, power
from mathilda.algorithms.calculus.interpolation import (InterpolatingFunctionExpr,
                                                        make_interpolating_function)
from mathilda.core.expr import Expression, Integer, Rational, Real, String, S, make_rational
from mathilda.core.registry import builtin

__all__ = ["InterpolatingFunctionExpr", "make_interpolating_function", "evaluate_at"]

_PROPERTIES = ("Coordinates", "DerivativeOrder", "Domain", "Grid", "InterpolationMethod",
               "InterpolationOrder", "OutputDimensions", "Properties", "ValuesOnGrid")


def _list(items):
    return Expression(S.List, tuple(items))


def _real(v):
    return v if not isinstance(v, Fraction) else make_rational(v)


def _property(ev, f, name):
    axes = f.axes
    if name == "Domain":
        return f.args[0]
    if name == "Coordinates":
        return _list(_list(_real(v) if isinstance(v, Fraction) else Real(float(v))
                           for v in a.nodes) for a in axes)
    if name == "DerivativeOrder":
        return _list(Integer(d) for d in f.deriv)
    if name == "InterpolationOrder":
        return _list(Integer(a.order) for a in axes)
    if name == "InterpolationMethod":
        return String(axes[0].kind if axes[0].kind != "Lagrange" else "Hermite")
    if name == "OutputDimensions":
        return _list(Integer(n) for n in f.vshape)
    if name == "Properties":
        return _list(String(p) for p in _PROPERTIES)
    if axes[0].kind == "Hermite":
        nodes = axes[0].nodes
        vals = [f.value(axes[0].flat_index[(j, 0)]) for j in range(len(nodes))]
        grid = [_list((_real(v) if isinstance(v, Fraction) else Real(float(v)),))
                for v in nodes]
        return _list(vals) if name == "ValuesOnGrid" else _list(grid)
    shape = f.grid_shape()
    if name == "ValuesOnGrid":
        return _nest(f.values_list(), shape)
    # Grid: the array of coordinate tuples
    import itertools
    coords = [[_real(v) if isinstance(v, Fraction) else Real(float(v)) for v in a.nodes]
              for a in axes]
    pts = [_list(p) for p in itertools.product(*coords)]
    return _nest(pts, shape)


def _nest(flat, shape):
    if len(shape) == 1:
        return _list(flat)
    step = len(flat) // shape[0]
    return _list(_nest(flat[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0]))


def _classify(ev, x):
    """(Fraction or None, float, Expr) for a real numeric argument, else None."""
    t = type(x)
    if t is Integer:
        return Fraction(x.value), float(x.value), x
    if t is Rational:
        return x.value, float(x.value), x
    if t is Real:
        return None, float(x.value), x
    if not (isinstance(x, Expression) and x.head is S.List) and t is not String:
        n = ev.call("N", x)
        if type(n) is Real:
            return None, float(n.value), x
    return None


def _machine(x):
    return type(x) is Real and x.prec is None


def _numeric_point(ev, f, coords):
    import numpy as np
    out = f.evaluate_numeric([np.array([c]) for c in coords])
    return _from_array(out[0])


def _from_array(a):
    from mathilda.core.packed import from_numpy
    import numpy as np
    a = np.asarray(a)
    if a.ndim == 0:
        v = a.item()
        if isinstance(v, complex):
            from mathilda.core.expr import Complex
            return Complex(Real(v.real), Real(v.imag))
        return Real(float(v))
    return from_numpy(a)


def _exact_point(ev, f, point):
    per_axis = f.exact_weights(point)
    shape = f.grid_shape()
    hermite = f.axes[0].kind == "Hermite"
    terms = []
    import itertools
    for combo in itertools.product(*per_axis):
        ws = []
        flat = 0
        for k, (w, i) in enumerate(combo):
            ws.append(w)
            flat = i if hermite else flat * shape[k] + i
        coef = Fraction(1)
        factors = []
        for w, (_xq, _xf, xe) in zip(ws, point):
            if isinstance(w, tuple):
                _tag, cs, x0, h = w
                s = times(plus(xe, make_rational(-x0) if isinstance(x0, Fraction)
                               else Real(-float(x0))),
                          make_rational(1 / h) if isinstance(h, Fraction) else Real(1 / h))
                factors.append(plus(*[times(_num(c), power(s, Integer(p)))
                                      for p, c in enumerate(cs) if c]) if any(cs)
                               else Integer(0))
            elif isinstance(w, Fraction):
                coef *= w
            else:
                factors.append(Real(float(w)))
        if coef == 0:
            continue
        if coef != 1:
            factors.insert(0, make_rational(coef))
        terms.append(times(*factors, f.value(flat)) if factors else f.value(flat))
    r = ev.evaluate(plus(*terms) if terms else Integer(0))
    if any(p[0] is None and not (type(p[2]) is Real) for p in point):
        r = ev.call("Expand", r)          # an exact irrational point: a polynomial in it
    return r


def _num(c):
    return make_rational(c) if isinstance(c, Fraction) or isinstance(c, int) else Real(float(c))


def evaluate_at(ev, f, args):
    """The value of the InterpolatingFunction f at the arguments args (Exprs), or None."""
    point = []
    for x in args:
        c = _classify(ev, x)
        if c is None:
            return None
        point.append(c)
    floats = [p[1] for p in point]
    if f.outside(floats):
        ev.message("InterpolatingFunction", "dmval", _list(args))
    numeric = f.num is not None and (f.exact is False or all(_machine(x) for x in args))
    if numeric or f.axes[0].kind == "Spline":
        if f.num is None:
            return None
        return _numeric_point(ev, f, floats)
    return _exact_point(ev, f, point)


def _vectorised(ev, f, args):
    """All arguments lists or packed arrays of machine numbers (same shape): NumPy."""
    import numpy as np
    from mathilda.core.packed import to_numpy
    arrs, arrs0 = [], []
    for a in args:
        if not (isinstance(a, Expression) and a.head is S.List):
            return None
        arr = to_numpy(a)
        if arr is None or arr.dtype.kind not in "if":
            return None
        arrs.append(arr.astype(float))
        arrs0.append(arr)
    try:
        arrs = np.broadcast_arrays(*arrs)
    except ValueError:
        return None
    if f.num is None or (f.exact is not False and any(a.dtype.kind != "f" for a in arrs0)):
        return None
    lo_hi = [(float(ax.lo), float(ax.hi)) for ax in f.axes]
    bad = np.zeros(arrs[0].shape, dtype=bool)
    for (lo, hi), a in zip(lo_hi, arrs):
        tol = 1e-12 * max(1.0, abs(lo), abs(hi))
        bad |= (a < lo - tol) | (a > hi + tol)
    if bad.any():
        pos = tuple(np.argwhere(bad)[0])
        ev.message("InterpolatingFunction", "dmval",
                   _list(Real(float(a[pos])) for a in arrs))
    out = f.evaluate_numeric(arrs)
    return ev.final(_from_array(out)) if hasattr(ev, "final") else _from_array(out)


@builtin("InterpolatingFunction", sub=True,
         messages={"dmval": "Input value `1` lies outside the range of data in the "
                            "interpolating function. Extrapolation will be used."},
         usage="InterpolatingFunction[domain, <>] represents an approximate function whose "
               "values are found by interpolation (Interpolation, ListInterpolation and "
               "NDSolve return them); ifun[x, ...] gives its value, ifun[\"Domain\"], "
               "ifun[\"Coordinates\"], ifun[\"ValuesOnGrid\"], ifun[\"InterpolationOrder\"], "
               "ifun[\"DerivativeOrder\"] its properties.",
         examples=[("f = y /. First[NDSolve[{y'[x] == 2 x, y[0] == 0}, y, {x, 0, 2}]]; "
                    "{f[1.5], f[\"Domain\"]}", "{2.25, {{0., 2.}}}"),
                   ("f = y /. First[NDSolve[{y'[x] == y[x], y[0] == 1}, y, {x, 0, 4}]]; "
                    "Round[f[Pi], 0.001]", "23.141"),
                   ("f = y /. First[NDSolve[{y''[x] == -y[x], y[0] == 0, y'[0] == 1}, y, "
                    "{x, 0, 2}]]; Round[f'[1.], 0.0001]", "0.5403"),
                   ("f = y /. First[NDSolve[{y'[x] == 1, y[0] == 0}, y, {x, 0, 1}]]; f[2]",
                    "2.", ["InterpolatingFunction::dmval: Input value {2} lies outside the "
                           "range of data in the interpolating function. Extrapolation will "
                           "be used."]),
                   ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; {f[5/2], f[2.5]}",
                    "{39/16, 2.4375}"),
                   ("Interpolation[{1, 2, 3, 5, 8, 5}][\"Coordinates\"]",
                    "{{1, 2, 3, 4, 5, 6}}")])
def interpolating_function(ev, expr):
    f = expr.head
    if not isinstance(f, InterpolatingFunctionExpr):
        return None
    args = expr.args
    if len(args) == 1 and type(args[0]) is String:
        name = args[0].value
        if name in _PROPERTIES:
            return _property(ev, f, name)
        return None
    if len(args) != f.rank or not args:
        return None
    if any(isinstance(a, Expression) and a.head is S.List for a in args):
        r = _vectorised(ev, f, args)
        if r is not None:
            return r
        if len(args) == 1:
            return _list(ev.evaluate(Expression(f, (a,))) for a in args[0].args)
        return None
    return evaluate_at(ev, f, args)
