"""Interpolation and ListInterpolation: InterpolatingFunction objects from data.

The data become one ``InterpolatingFunctionExpr`` (mathilda.algorithms.calculus.interpolation,
the object NDSolve returns too): local polynomials of degree InterpolationOrder (default 3)
through the nearest data points, as the Wolfram Language builds them, Hermite polynomials
when derivatives are given, or a B-spline with Method -> "Spline".  Multidimensional data
must lie on a tensor-product grid (every combination of the coordinates present once).
"""

from fractions import Fraction

from mathilda.algorithms.calculus.interpolation import (InterpolatingFunctionExpr, hermite_axis,
                                                        lagrange_axis, spline_axis)
from mathilda.core.expr import Expression, Integer, Rational, Real, String, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "inhr": "Requested order is too high; order has been reduced to `1`.",
    "indat": "Data point `1` contains abscissa `2`, which is not a real number.",
    "inddp": "The point `1` in dimension `2` is duplicated.",
    "innd": "Data `1` is not a nonempty list of values or of {x, f} pairs.",
    "iord": "Value of option InterpolationOrder -> `1` should be a non-negative machine-sized "
            "integer or a list of integers with length equal to the number of dimensions, `2`.",
    "imeth": "Value of option Method -> `1` should be Automatic, \"Spline\" or \"Hermite\".",
    "inrk": "The array `1` does not have the rank needed for the interpolation.",
    "idom": "The coordinate specification `1` does not match the array dimensions `2`.",
}

_OPTIONS = {"InterpolationOrder": "3", "Method": "Automatic"}


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _coordinate(x):
    """A real number as a Fraction (exact) or float, else None."""
    t = type(x)
    if t is Integer:
        return Fraction(x.value)
    if t is Rational:
        return x.value
    if t is Real:
        return float(x.value)
    return None


def _coordinate_n(ev, x):
    c = _coordinate(x)
    if c is None and isinstance(x, Expression) and not _is_list(x):
        n = ev.call("N", x)
        if type(n) is Real:
            return float(n.value)
    return c


def _precision(items):
    """'machine' if a machine real occurs, 'other' for arbitrary precision, else 'exact'."""
    kind = "exact"
    stack = list(items)
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Real:
            if x.prec is None:
                return "machine"
            kind = "other"
        elif t is Expression or _is_list(x):
            stack.extend(x.args)
            if t is Expression:
                stack.append(x.head)
        elif hasattr(x, "re"):
            stack.extend((x.re, x.im))
    return kind


def _numeric_array(ev, values):
    from mathilda.core.packed import to_numpy
    n = ev.call("N", Expression(S.List, tuple(values)))
    arr = to_numpy(n) if _is_list(n) else None
    if arr is None or arr.dtype.kind not in "ifc":
        return None
    return arr.astype(complex if arr.dtype.kind == "c" else float)


def _orders(ev, name, opt, rank):
    if type(opt) is Integer and opt.value >= 0:
        return [opt.value] * rank
    if _is_list(opt) and len(opt.args) == rank and all(type(o) is Integer and o.value >= 0
                                                        for o in opt.args):
        return [o.value for o in opt.args]
    ev.message(name, "iord", opt, Integer(rank))
    return None


def _method(ev, name, opt):
    if type(opt) is Symbol and opt is S.Automatic:
        return "Automatic"
    if type(opt) is String and opt.value in ("Spline", "Hermite"):
        return opt.value
    ev.message(name, "imeth", opt)
    return None


def _check_order(ev, name, grid_sizes, orders):
    reduced = [min(o, n - 1) for o, n in zip(orders, grid_sizes)]
    if reduced != orders:
        ev.message(name, "inhr", Expression(S.List, tuple(Integer(r) for r in reduced)))
    return reduced


def _build(ev, name, grids, values, vshape, orders, method, counts=None):
    """The InterpolatingFunction of values on the tensor grid grids (sorted node lists);
    counts: per node, how many data (value and derivatives) a one-dimensional Hermite
    interpolation has (values is then flat, node by node)."""
    prec = _precision(list(values) + [Real(v) for g in grids for v in g
                                      if isinstance(v, float)])
    if prec != "exact" or not all(isinstance(v, Fraction) for g in grids for v in g):
        if any(isinstance(v, float) for g in grids for v in g):
            grids = [[float(v) for v in g] for g in grids]
    if counts is not None:
        axes = [hermite_axis(grids[0], counts)]
    else:
        orders = _check_order(ev, name, [len(g) for g in grids], orders)
        if method == "Spline" and len(grids) == 1:
            axes = [spline_axis(grids[0], orders[0])]
        else:
            axes = [lagrange_axis(g, o) for g, o in zip(grids, orders)]
    num = _numeric_array(ev, values)
    if num is not None and counts is None:
        num = num.reshape(tuple(len(g) for g in grids) + tuple(vshape))
    if axes[0].kind == "Spline" and num is None:
        axes = [lagrange_axis(grids[0], orders[0])]
    exact = True if prec == "exact" else (False if prec == "machine" else None)
    return InterpolatingFunctionExpr(axes, list(values), num, exact, vshape=vshape)


def _shape(x):
    """The dimensions of x as a full array (as Dimensions gives them)."""
    shape = []
    level = [x]
    while all(_is_list(e) for e in level) and level[0].args and \
            len({len(e.args) for e in level}) == 1:
        shape.append(len(level[0].args))
        level = [a for e in level for a in e.args]
    return tuple(shape)


def _value_shape(ev, name, values):
    shapes = {_shape(v) for v in values}
    return shapes.pop() if len(shapes) == 1 else ()


def _packed(ev, name, data, orders, method):
    """Machine-number data in a packed array (values, or {x, f} pairs): straight to NumPy."""
    import numpy as np
    from mathilda.core.packed import from_numpy
    arr = data.array
    if arr.dtype.kind != "f" or arr.ndim not in (1, 2) or arr.ndim == 2 and arr.shape[1] != 2:
        return None
    if arr.ndim == 1:
        xs, ys = np.arange(1.0, len(arr) + 1), arr
    else:
        order = np.argsort(arr[:, 0], kind="stable")
        xs, ys = arr[order, 0], arr[order, 1]
        dup = np.flatnonzero(np.diff(xs) == 0)
        if len(dup):
            ev.message(name, "inddp", Real(float(xs[dup[0]])), Integer(1))
            return False
    xs = np.ascontiguousarray(xs)
    ys = np.ascontiguousarray(ys)
    orders = _check_order(ev, name, [len(xs)], orders)
    if method == "Spline":
        axis = spline_axis(xs, orders[0])
    else:
        axis = lagrange_axis(xs, orders[0])
    return InterpolatingFunctionExpr([axis], from_numpy(ys), ys, False)


def _from_data(ev, name, data, opts):
    if _is_list(data) and not hasattr(type(data), "array") and len(data.args) > 64:
        from mathilda.core.packed import pack
        data = pack(data) or data                   # machine-number pairs: the NumPy path
    if hasattr(type(data), "array") and method_ok(opts):
        orders = _orders(ev, name, opts.get("InterpolationOrder", Integer(3)), 1)
        method = _method(ev, name, opts.get("Method", S.Automatic))
        if orders is None or method is None:
            return None
        r = _packed(ev, name, data, orders, method)
        if r is not None:
            return r or None
    if not _is_list(data) or not data.args:
        ev.message(name, "innd", data)
        return None
    pts = data.args
    first = pts[0]
    order_opt = opts.get("InterpolationOrder", Integer(3))
    method = _method(ev, name, opts.get("Method", S.Automatic))
    if method is None:
        return None
    if not _is_list(first) or len(first.args) < 2:
        # values f1, f2, ... at 1, 2, ...
        orders = _orders(ev, name, order_opt, 1)
        if orders is None:
            return None
        grid = [Fraction(i + 1) for i in range(len(pts))]
        return _build(ev, name, [grid], pts, _value_shape(ev, name, pts), orders, method)
    rows = []
    for p in pts:
        if not _is_list(p) or len(p.args) < 2:
            ev.message(name, "innd", data)
            return None
        x = p.args[0]
        xs = x.args if _is_list(x) else (x,)
        cs = [_coordinate_n(ev, c) for c in xs]
        if any(c is None for c in cs):
            ev.message(name, "indat", p, x)
            return None
        rows.append((cs, p.args[1:]))
    dim = len(rows[0][0])
    if any(len(cs) != dim for cs, _ in rows):
        ev.message(name, "innd", data)
        return None
    orders = _orders(ev, name, order_opt, dim)
    if orders is None:
        return None
    derivs = any(len(vs) > 1 for _, vs in rows)
    if dim == 1:
        rows.sort(key=lambda r: float(r[0][0]))
        xs = [r[0][0] for r in rows]
        for a, b in zip(xs, xs[1:]):
            if a == b:
                ev.message(name, "inddp", _num_expr(a), Integer(1))
                return None
        if derivs:
            counts, flat = [], []
            for _, vs in rows:
                vs = [v for v in vs]
                while vs and vs[-1] is S.Automatic:
                    vs.pop()
                counts.append(len(vs))
                flat.extend(vs)
            return _build(ev, name, [xs], flat, (), orders, method, counts)
        vals = [vs[0] for _, vs in rows]
        return _build(ev, name, [xs], vals, _value_shape(ev, name, vals), orders, method)
    # a tensor-product grid
    grids = [sorted(set(r[0][k] for r in rows), key=float) for k in range(dim)]
    size = 1
    for g in grids:
        size *= len(g)
    if size != len(rows):
        ev.message(name, "innd", data)
        return None
    pos = [{v: i for i, v in enumerate(g)} for g in grids]
    flat = [None] * size
    for cs, vs in rows:
        k = 0
        for d in range(dim):
            k = k * len(grids[d]) + pos[d][cs[d]]
        if flat[k] is not None:
            ev.message(name, "inddp", _num_expr(cs[0]), Integer(1))
            return None
        flat[k] = vs[0]
    return _build(ev, name, grids, flat, _value_shape(ev, name, flat), orders, method)


def method_ok(opts):
    """The packed path takes the default and "Spline" methods (Hermite needs derivatives)."""
    m = opts.get("Method", S.Automatic)
    return m is S.Automatic or type(m) is String and m.value == "Spline"


def _num_expr(v):
    from mathilda.core.expr import make_rational
    return make_rational(v) if isinstance(v, Fraction) else Real(float(v))


@builtin("Interpolation", nargs=(1, 2), options=_OPTIONS, messages=_MESSAGES,
         usage="Interpolation[{f1, f2, ...}] constructs an InterpolatingFunction of the values "
               "fi at x = 1, 2, ...; Interpolation[{{x1, f1}, {x2, f2}, ...}] at the points "
               "xi; Interpolation[{{{x1, y1, ...}, f1}, ...}] of multidimensional data on a "
               "grid; Interpolation[{{{x1}, f1, df1, ...}, ...}] reproduces derivatives too; "
               "Interpolation[data, x] interpolates at the point x. Options: "
               "InterpolationOrder (3), Method (Automatic, \"Spline\", \"Hermite\").",
         examples=[("f = Interpolation[{1, 2, 3, 5, 8, 5}]",
                    "InterpolatingFunction[{{1., 6.}}, <>]"),
                   ("f = Interpolation[{1, 2, 3, 5, 8, 5}]; f[2.5]", "2.4375"),
                   ("f = Interpolation[{{0, 0}, {1, 2}, {2, 4}, {3, 8}, {4, 16}, {5, 32}}]; "
                    "{f[3.4], f'[3.4]}", "{10.496, 7.25333}"),
                   ("{Interpolation[{1, 4, 9}][5/2], Interpolation[{1., 4., 9.}][3/2]}",
                    "{25/4, 2.25}",
                    ["Interpolation::inhr: Requested order is too high; order has been "
                     "reduced to {2}.", "Interpolation::inhr: Requested order is too high; "
                     "order has been reduced to {2}."]),
                   ("Interpolation[{{0, 0}, {1, 1}, {2, 4}}, 1/2, InterpolationOrder -> 1]",
                    "1/2")])
def interpolation(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    f = _from_data(ev, "Interpolation", pos[0], opts)
    if f is None:
        return None
    if len(pos) == 2:
        x = pos[1]
        args = x.args if _is_list(x) and f.rank > 1 else (x,)
        return ev.evaluate(Expression(f, tuple(args)))
    return f


def _ticks(ev, spec, n):
    """Coordinates of one dimension of ListInterpolation: {xmin, xmax} (equally spaced) or
    the n coordinates themselves."""
    if not _is_list(spec):
        return None
    cs = [_coordinate_n(ev, c) for c in spec.args]
    if any(c is None for c in cs):
        return None
    if len(cs) == n and n != 2 or (len(cs) == n == 2):
        pts = cs
    elif len(cs) == 2:
        lo, hi = cs
        if n == 1:
            pts = [lo]
        else:
            pts = [lo + (hi - lo) * (Fraction(i, n - 1) if isinstance(lo - hi, Fraction)
                                     else i / (n - 1)) for i in range(n)]
    else:
        return None
    if any(b <= a for a, b in zip(pts, pts[1:])):
        return None
    return pts


@builtin("ListInterpolation", nargs=(1, 2), options=_OPTIONS, messages=_MESSAGES,
         usage="ListInterpolation[array] constructs an InterpolatingFunction of the values in "
               "array at the integer coordinates 1, 2, ... of each dimension; "
               "ListInterpolation[array, {{xmin, xmax}, {ymin, ymax}, ...}] on equally spaced "
               "coordinates of those ranges; ListInterpolation[array, {{x1, x2, ...}, ...}] "
               "at the given coordinates. Options: InterpolationOrder (3), Method.",
         examples=[("ListInterpolation[{1, 2, 3, 5, 8, 5}]",
                    "InterpolatingFunction[{{1., 6.}}, <>]"),
                   ("ListInterpolation[{1, 2, 3, 5, 8, 5}][2.5]", "2.4375"),
                   ("f = ListInterpolation[{{1, 2}, {3, 5}}, InterpolationOrder -> 1]; "
                    "f[3/2, 3/2]", "11/4"),
                   ("f = ListInterpolation[{0, 1, 4, 9}, {{0, 3}}]; f[5/2]", "25/4"),
                   ("ListInterpolation[Table[x^2 + y, {x, 5}, {y, 5}]][2.5, 1.5]", "7.75")])
def list_interpolation(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    arr = pos[0]
    if not _is_list(arr) or not arr.args:
        ev.message("ListInterpolation", "innd", arr)
        return None
    shape = _shape(arr)
    if len(pos) == 2:
        dom = pos[1]
        if not _is_list(dom) or not dom.args or len(dom.args) > len(shape):
            ev.message("ListInterpolation", "idom", dom,
                       Expression(S.List, tuple(Integer(n) for n in shape)))
            return None
        rank = len(dom.args)
    else:
        dom = None
        rank = len(shape)
    orders = _orders(ev, "ListInterpolation", opts.get("InterpolationOrder", Integer(3)), rank)
    method = _method(ev, "ListInterpolation", opts.get("Method", S.Automatic))
    if orders is None or method is None:
        return None
    grids = []
    for k in range(rank):
        n = shape[k]
        if dom is None:
            grids.append([Fraction(i + 1) for i in range(n)])
        else:
            g = _ticks(ev, dom.args[k], n)
            if g is None:
                ev.message("ListInterpolation", "idom", dom,
                           Expression(S.List, tuple(Integer(m) for m in shape)))
                return None
            grids.append(g)
    flat = []

    def walk(x, depth):
        if depth == rank:
            flat.append(x)
            return
        for a in x.args:
            walk(a, depth + 1)
    walk(arr, 0)
    return _build(ev, "ListInterpolation", grids, flat, tuple(shape[rank:]), orders, method)
