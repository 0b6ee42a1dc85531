"""Vector calculus in orthogonal coordinate systems: Grad, Div, Curl and Laplacian from the
scale factors (Lame coefficients) h_i of the chart.

    scale_factors(chart, xs)   [h_1, ..., h_n] (unevaluated Exprs in the variables), or None
                               for a chart that is not known (or the wrong dimension)
    grad(ev, f, xs, h)         the gradient of a scalar (Cartesian: of any array, one more
                               index at the end)
    div(ev, fs, xs, h)         the divergence of a vector field
    curl(ev, f, xs, h)         the curl: of a 3-vector (a 3-vector), of a 2-vector (a scalar),
                               of a scalar in two dimensions (a 2-vector)
    laplacian(ev, f, xs, h)    the Laplacian of a scalar (Cartesian: of any array)

Charts: "Cartesian" (any dimension), "Polar" {r, theta}, "Cylindrical" {r, theta, z},
"Spherical" {r, theta, phi} (theta the polar angle), as on the Wolfram reference pages.
"""

from mathilda.core.expr import Expression, Integer, S

__all__ = ["scale_factors", "grad", "div", "curl", "laplacian", "CHARTS"]

CHARTS = ("Cartesian", "Polar", "Cylindrical", "Spherical")


def _e(head, *args):
    return Expression(getattr(S, head), args)


def scale_factors(chart, xs):
    n = len(xs)
    one = Integer(1)
    if chart == "Cartesian":
        return [one] * n
    if chart == "Polar" and n == 2:
        return [one, xs[0]]
    if chart == "Cylindrical" and n == 3:
        return [one, xs[0], one]
    if chart == "Spherical" and n == 3:
        return [one, xs[0], _e("Times", xs[0], _e("Sin", xs[1]))]
    return None


def _cartesian(h):
    return all(v == Integer(1) for v in h)


def _d(ev, f, x):
    return ev.call("D", f, x)


def _is_list(e):
    return isinstance(e, Expression) and e.head is S.List


def _list(items):
    return Expression(S.List, tuple(items))


def _times(*fs):
    return _e("Times", *fs)


def _inv(e):
    return _e("Power", e, Integer(-1))


def _product(h):
    return _e("Times", *h) if len(h) > 1 else h[0]


def grad(ev, f, xs, h):
    if _cartesian(h):
        if _is_list(f):
            return _list(grad(ev, g, xs, h) for g in f.args)
        return _list(_d(ev, f, x) for x in xs)
    return _list(ev.evaluate(_times(_inv(hi), _d(ev, f, x))) for hi, x in zip(h, xs))


def div(ev, fs, xs, h):
    """fs: a List of len(xs) components (Cartesian: the last index is contracted)."""
    if _cartesian(h):
        if fs.args and all(_is_list(c) for c in fs.args):
            return _list(div(ev, c, xs, h) for c in fs.args)
        return ev.evaluate(_e("Plus", *(_d(ev, c, x) for c, x in zip(fs.args, xs))))
    big = _product(h)
    terms = [_d(ev, ev.evaluate(_times(big, _inv(hi), c)), x)
             for hi, c, x in zip(h, fs.args, xs)]
    return ev.evaluate(_times(_inv(big), _e("Plus", *terms)))


def curl(ev, f, xs, h):
    n = len(xs)
    if n == 2 and not _is_list(f):
        return ev.evaluate(_list([_times(_inv(h[1]), _d(ev, f, xs[1])),
                                  _times(Integer(-1), _inv(h[0]), _d(ev, f, xs[0]))]))
    if n == 2:
        f1, f2 = f.args
        a = _d(ev, ev.evaluate(_times(h[1], f2)), xs[0])
        b = _d(ev, ev.evaluate(_times(h[0], f1)), xs[1])
        return ev.evaluate(_times(_inv(_product(h)), _e("Plus", a, _times(Integer(-1), b))))
    comps = f.args
    out = []
    for i in range(3):
        j, k = (i + 1) % 3, (i + 2) % 3
        a = _d(ev, ev.evaluate(_times(h[k], comps[k])), xs[j])
        b = _d(ev, ev.evaluate(_times(h[j], comps[j])), xs[k])
        out.append(ev.evaluate(_times(_inv(_times(h[j], h[k])),
                                      _e("Plus", a, _times(Integer(-1), b)))))
    return _list(out)


def laplacian(ev, f, xs, h):
    if _cartesian(h):
        if _is_list(f):
            return _list(laplacian(ev, g, xs, h) for g in f.args)
        return ev.evaluate(_e("Plus", *(ev.call("D", f, _list([x, Integer(2)])) for x in xs)))
    big = _product(h)
    terms = []
    for hi, x in zip(h, xs):
        inner = ev.evaluate(_times(big, _e("Power", hi, Integer(-2)), _d(ev, f, x)))
        terms.append(_d(ev, inner, x))
    return ev.evaluate(_e("Expand", _times(_inv(big), _e("Plus", *terms))))
