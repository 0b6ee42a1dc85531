"""Grad, Div, Curl and Laplacian in Cartesian, polar, cylindrical and spherical coordinates
(mathilda/algorithms/calculus/vector.py)."""

from mathilda.algorithms.calculus.vector import curl, div, grad, laplacian, scale_factors
from mathilda.core.expr import Expression, String, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "vars": "`1` is not a non-empty list of variables.",
    "csys": "`1` is not a known coordinate system of dimension `2`; the known systems are "
            "\"Cartesian\", \"Polar\", \"Cylindrical\" and \"Spherical\".",
    "dims": "The vector `1` and the variables `2` do not have the same length.",
    "curl": "Curl is computed for vectors of two or three components, or scalars in two "
            "dimensions; `1` is not one of these.",
}


def _setup(ev, name, expr):
    """(f, variables, scale factors) or None after a message."""
    args = expr.args
    if len(args) not in (2, 3):
        ev.message(name, "argt", Symbol(name), len(args), 2, 3)
        return None
    f, xs = args[0], args[1]
    if not (isinstance(xs, Expression) and xs.head is S.List and xs.args
            and all(type(x) is Symbol for x in xs.args)):
        ev.message(name, "vars", xs)
        return None
    chart = args[2] if len(args) == 3 else String("Cartesian")
    if isinstance(chart, Expression) and chart.head is S.List and chart.args:
        chart = chart.args[0]
    h = scale_factors(chart.value, list(xs.args)) if type(chart) is String else None
    if h is None:
        ev.message(name, "csys", chart, len(xs.args))
        return None
    return f, list(xs.args), h


def _tidy(ev, r, h):
    """Curvilinear results simplified (the scale factors leave Csc[t] Sin[t] products)."""
    if all(v == h[0] for v in h):
        return r
    if isinstance(r, Expression) and r.head is S.List:
        return Expression(S.List, tuple(ev.call("Simplify", c) for c in r.args))
    return ev.call("Simplify", r)


def _is_vector(f, n):
    return isinstance(f, Expression) and f.head is S.List and len(f.args) == n


@builtin("Grad", nargs=(2, 3), messages=_MESSAGES,
         usage="Grad[f, {x1, ..., xn}] gives the gradient (D[f, x1], ..., D[f, xn]) (of an "
               "array f: one more index); Grad[f, {x1, ..., xn}, chart] in the coordinate "
               "system chart (\"Cartesian\", \"Polar\", \"Cylindrical\", \"Spherical\").",
         examples=[("Grad[x^2 + y^2 z, {x, y, z}]", "{2 x, 2 y z, y^2}"),
                   ("Grad[f[x, y], {x, y}]",
                    "{Derivative[1, 0][f][x, y], Derivative[0, 1][f][x, y]}"),
                   ("Grad[{x y, x + y}, {x, y}]", "{{y, x}, {1, 1}}"),
                   ("Grad[r^2 Sin[t], {r, t}, \"Polar\"]", "{2 r Sin[t], r Cos[t]}"),
                   ("Grad[r^2 Cos[t], {r, t, p}, \"Spherical\"]", "{2 r Cos[t], -(r Sin[t]), 0}")])
def grad_(ev, expr):
    return _of_each_component(ev, "Grad", expr, grad)


def _of_each_component(ev, name, expr, fn):
    """Grad and Laplacian: fn(ev, f, vars, scale factors), tidied; of an array f only in
    Cartesian-like charts (tensor gradients and vector Laplacians in curvilinear charts are
    not covered)."""
    s = _setup(ev, name, expr)
    if s is None:
        return None
    f, xs, h = s
    if isinstance(f, Expression) and f.head is S.List and any(v != h[0] for v in h):
        return None
    return _tidy(ev, fn(ev, f, xs, h), h)


@builtin("Div", nargs=(2, 3), messages=_MESSAGES,
         usage="Div[{f1, ..., fn}, {x1, ..., xn}] gives the divergence D[f1, x1] + ... + "
               "D[fn, xn] (of an array: contracting the last index); Div[f, vars, chart] in "
               "the coordinate system chart.",
         examples=[("Div[{x^2 y, y^2 z, z^2 x}, {x, y, z}]", "2 x y + 2 x z + 2 y z"),
                   ("Div[{f[x, y], g[x, y]}, {x, y}]",
                    "Derivative[0, 1][g][x, y] + Derivative[1, 0][f][x, y]"),
                   ("Div[{{x, y}, {x y, x^2 y}}, {x, y}]", "{2, x^2 + y}"),
                   ("Div[{r, 0, 0}, {r, t, p}, \"Spherical\"]", "3"),
                   ("Div[{r, 0, z}, {r, t, z}, \"Cylindrical\"]", "3")])
def div_(ev, expr):
    s = _setup(ev, "Div", expr)
    if s is None:
        return None
    f, xs, h = s
    if not _is_vector(f, len(xs)):
        ev.message("Div", "dims", f, Expression(S.List, tuple(xs)))
        return None
    return _tidy(ev, div(ev, f, xs, h), h)


@builtin("Curl", nargs=(2, 3), messages=_MESSAGES,
         usage="Curl[{f1, f2, f3}, {x1, x2, x3}] gives the curl of a vector field; "
               "Curl[{f1, f2}, {x1, x2}] the scalar D[f2, x1] - D[f1, x2]; Curl[f, {x1, x2}] "
               "of a scalar the vector {D[f, x2], -D[f, x1]}; Curl[f, vars, chart] in the "
               "coordinate system chart.",
         examples=[("Curl[{y, -x, 0}, {x, y, z}]", "{0, 0, -2}"),
                   ("Curl[{x y, x^2}, {x, y}]", "x"),
                   ("Curl[x^2 y, {x, y}]", "{x^2, -2 x y}"),
                   ("Curl[{0, 0, r}, {r, t, z}, \"Cylindrical\"]", "{0, -1, 0}"),
                   ("Curl[{f[x, y, z], 0, 0}, {x, y, z}]",
                    "{0, Derivative[0, 0, 1][f][x, y, z], -Derivative[0, 1, 0][f][x, y, z]}")])
def curl_(ev, expr):
    s = _setup(ev, "Curl", expr)
    if s is None:
        return None
    f, xs, h = s
    n = len(xs)
    if not ((n == 2 and (_is_vector(f, 2) or not (isinstance(f, Expression)
                                                  and f.head is S.List)))
            or (n == 3 and _is_vector(f, 3))):
        ev.message("Curl", "curl", f)
        return None
    return _tidy(ev, curl(ev, f, xs, h), h)


@builtin("Laplacian", nargs=(2, 3), messages=_MESSAGES,
         usage="Laplacian[f, {x1, ..., xn}] gives the Laplacian D[f, {x1, 2}] + ... + "
               "D[f, {xn, 2}] (of an array: of each component); Laplacian[f, vars, chart] in "
               "the coordinate system chart.",
         examples=[("Laplacian[x^2 + y^2 + z^2, {x, y, z}]", "6"),
                   ("Laplacian[f[x, y], {x, y}]",
                    "Derivative[0, 2][f][x, y] + Derivative[2, 0][f][x, y]"),
                   ("Laplacian[{x^3, y^4}, {x, y}]", "{6 x, 12 y^2}"),
                   ("Laplacian[r^2, {r, t}, \"Polar\"]", "4"),
                   ("Laplacian[1/r, {r, t, p}, \"Spherical\"]", "0")])
def laplacian_(ev, expr):
    return _of_each_component(ev, "Laplacian", expr, laplacian)
