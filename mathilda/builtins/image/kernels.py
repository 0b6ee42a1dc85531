"""Structure matrices and convolution kernels: GaussianMatrix (the discrete "Bessel"
Gaussian and its finite-difference derivatives, or the sampled "Gaussian"), BoxMatrix,
DiskMatrix, CrossMatrix and DiamondMatrix; and the reading of radius specifications
(r, {r, sigma}, {{r1, r2, ...}, sigma}) that the Gaussian filters share."""

import math

from mathilda.builtins.image._common import is_list, number
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

_MSG = {"rspec": "The radius specification `1` should be a non-negative number, a pair "
                 "{r, \u03c3} or a list of non-negative numbers.",
        "dspec": "The derivative specification `1` should be a list of non-negative "
                 "integers or a list of such lists.",
        "meth": "Method `1` should be \"Bessel\" or \"Gaussian\"."}


def _rounded(v):
    return int(v + 0.5)


def radius_spec(spec, rank):
    """(radii, sigmas) for a rank-``rank`` kernel from r, {r, sigma}, {{r1, ...}},
    {{r1, ...}, sigma} or {{r1, ...}, {sigma1, ...}}; None when malformed."""
    def nonneg(x):
        v = number(x)
        return v if v is not None and v >= 0 else None

    def radii_of(x):
        if is_list(x):
            vs = [nonneg(e) for e in x.args]
            if not vs or None in vs or len(vs) > rank:
                return None
            return vs + [vs[-1]] * (rank - len(vs))
        v = nonneg(x)
        return None if v is None else [v] * rank
    if is_list(spec) and len(spec.args) in (1, 2) and (is_list(spec.args[0]) or
                                                         len(spec.args) == 2):
        rs = radii_of(spec.args[0])
        if rs is None:
            return None
        if len(spec.args) == 1:
            return [_rounded(r) for r in rs], [r / 2 for r in rs]
        ss = radii_of(spec.args[1])
        if ss is None:
            return None
        return [_rounded(r) for r in rs], ss
    rs = radii_of(spec) if not is_list(spec) else None
    if rs is None:
        return None
    return [_rounded(r) for r in rs], [r / 2 for r in rs]


def derivative_spec(spec, rank):
    """A list of order tuples (one per summed term) from n, {n1, ...} or
    {{n11, ...}, {n21, ...}}; None when malformed."""
    def orders(x):
        if type(x) is Integer and x.value >= 0:
            return (x.value,) * rank if rank == 1 else None
        if is_list(x) and 1 <= len(x.args) <= rank and all(
                type(e) is Integer and e.value >= 0 for e in x.args):
            return tuple(e.value for e in x.args) + (0,) * (rank - len(x.args))
        return None
    if is_list(spec) and spec.args and all(is_list(e) for e in spec.args):
        terms = [orders(e) for e in spec.args]
        return None if None in terms else terms
    one = orders(spec)
    return None if one is None else [one]


def method_option(ev, name, opts):
    m = opts.get("Method")
    if m is None or (type(m) is Symbol and m.name == "Automatic"):
        return "Bessel"
    if type(m) is String and m.value in ("Bessel", "Gaussian"):
        return m.value
    ev.message(name, "meth", m)
    return None


def standardized_option(opts):
    s = opts.get("Standardized")
    return not (type(s) is Symbol and s.name == "False")


def gaussian_kernel(radii, sigmas, terms, method, standardized):
    """The summed Gaussian (derivative) kernel array."""
    from mathilda.algorithms.image.filters import gaussian_array
    out = None
    for t in terms:
        k = gaussian_array(radii, sigmas, t, method, standardized)
        out = k if out is None else out + k
    return out


def _packed(arr):
    import numpy as np
    from mathilda.core.packed import PackedArray
    return PackedArray(np.ascontiguousarray(arr))


@builtin("GaussianMatrix", nargs=(1, 2), messages=_MSG,
         options={"Method": "\"Bessel\"", "Standardized": "True"},
         usage="GaussianMatrix[r] gives a (2r+1) x (2r+1) matrix of the discrete Gaussian "
               "kernel of standard deviation r/2 (elements proportional to "
               "Exp[-\u03c3^2] BesselI[x, \u03c3^2] in each direction, summing to 1); "
               "GaussianMatrix[{r, \u03c3}] with standard deviation \u03c3; "
               "GaussianMatrix[r, {n1, n2}] the n1-th derivative along the rows and the "
               "n2-th along the columns (finite differences); GaussianMatrix[r, {{n11, "
               "n12}, {n21, n22}, ...}] their sum; GaussianMatrix[{{r1, r2, ...}, \u03c3}] "
               "an array of radius ri in direction i. Method -> \"Gaussian\" samples the "
               "continuous Gaussian instead.",
         examples=[("GaussianMatrix[1]",
                    "{{0.00987648, 0.0796275, 0.00987648}, {0.0796275, 0.641984, "
                    "0.0796275}, {0.00987648, 0.0796275, 0.00987648}}"),
                   ("GaussianMatrix[{{2}, 1}]",
                    "{0.0508822, 0.211838, 0.474559, 0.211838, 0.0508822}"),
                   ("Total[GaussianMatrix[2], 2]", "1."),
                   ("GaussianMatrix[{{1}, 1/2}, Method -> \"Gaussian\"]",
                    "{0.106507, 0.786986, 0.106507}"),
                   ("Dimensions[GaussianMatrix[{{1, 2}, 1}]]", "{3, 5}"),
                   ("GaussianMatrix[-1]", "GaussianMatrix[-1]",
                    ["GaussianMatrix::rspec: The radius specification -1 should be a "
                     "non-negative number, a pair {r, \u03c3} or a list of non-negative "
                     "numbers."])])
def gaussian_matrix(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    rank = 2
    spec = pos[0]
    if is_list(spec) and spec.args and is_list(spec.args[0]):
        rank = len(spec.args[0].args)
    if len(pos) == 2:
        d = pos[1]
        first = d.args[0] if is_list(d) and d.args and is_list(d.args[0]) else d
        if is_list(first) and not (is_list(spec) and spec.args and is_list(spec.args[0])):
            rank = len(first.args)
    got = radius_spec(spec, rank)
    if got is None:
        ev.message("GaussianMatrix", "rspec", spec)
        return None
    terms = [(0,) * rank]
    if len(pos) == 2:
        terms = derivative_spec(pos[1], rank)
        if terms is None:
            ev.message("GaussianMatrix", "dspec", pos[1])
            return None
    method = method_option(ev, "GaussianMatrix", opts)
    if method is None:
        return None
    radii, sigmas = got
    return _packed(gaussian_kernel(radii, sigmas, terms, method, standardized_option(opts)))


def _shape_spec(ev, name, pos):
    """(radii, dims) of r, {r1, ...} and an optional size n or {n1, ...}; None after a
    message."""
    def ints(x, lo):
        if type(x) is Integer and x.value >= lo:
            return [x.value]
        if is_list(x) and x.args and all(type(e) is Integer and e.value >= lo
                                         for e in x.args):
            return [e.value for e in x.args]
        return None
    radii = ints(pos[0], 0)
    if radii is None:
        ev.message(name, "rspec", pos[0])
        return None
    if len(radii) == 1 and not is_list(pos[0]):
        radii = radii * 2
    dims = [2 * r + 1 for r in radii]
    if len(pos) == 2:
        n = ints(pos[1], 1)
        if n is None:
            ev.message(name, "dims", pos[1])
            return None
        dims = n * len(radii) if len(n) == 1 and not is_list(pos[1]) else \
            n + dims[len(n):]
    return radii, dims


def _shape_matrix(name, inside, usage, examples):
    @builtin(name, nargs=(1, 2), messages={
        "rspec": "The radius `1` should be a non-negative integer or a list of "
                 "non-negative integers.",
        "dims": "The size `1` should be a positive integer or a list of positive "
                "integers."}, usage=usage, examples=examples)
    def shape_matrix(ev, expr):
        import numpy as np
        got = _shape_spec(ev, name, expr.args)
        if got is None:
            return None
        radii, dims = got
        if not ev.check_size(math.prod(dims), name):
            return None
        grids = np.meshgrid(*[np.arange(n) - (n - 1) / 2 for n in dims], indexing="ij")
        return _packed(inside(grids, radii).astype(np.int64))
    return shape_matrix


def _box(g, radii):
    import numpy as np
    return np.logical_and.reduce([abs(x) <= r for x, r in zip(g, radii)])


def _disk(g, radii):
    import numpy as np
    return sum((x / (r + 0.5)) ** 2 for x, r in zip(g, radii)) <= 1 + 1e-12 if all(
        radii) else _box(g, radii) & np.ones(g[0].shape, bool)


def _diamond(g, radii):
    return sum(abs(x) / max(r, 1e-300) if r else abs(x) * 1e300 for x, r in
               zip(g, radii)) <= 1 + 1e-12


def _cross(g, radii):
    import numpy as np
    box = _box(g, radii)
    axes = [np.logical_and.reduce([abs(y) < 0.75 for j, y in enumerate(g) if j != i])
            for i in range(len(g))]
    return box & np.logical_or.reduce(axes)


_shape_matrix("BoxMatrix", _box,
              "BoxMatrix[r] gives a (2r+1) x (2r+1) matrix of 1s; BoxMatrix[{r1, r2, "
              "...}] an array of 1s of radius ri in direction i; BoxMatrix[r, n] the box "
              "centred in an n x n array of 0s.",
              [("BoxMatrix[1]", "{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}"),
               ("BoxMatrix[{0, 1}]", "{{1, 1, 1}}"),
               ("BoxMatrix[1, 5][[1]]", "{0, 0, 0, 0, 0}")])
_shape_matrix("DiskMatrix", _disk,
              "DiskMatrix[r] gives a (2r+1) x (2r+1) matrix of 1s inside the disk of radius "
              "r (the elements whose distance from the centre is at most r + 1/2) and 0s "
              "outside; DiskMatrix[{r1, r2, ...}] an ellipsoid; DiskMatrix[r, n] in an "
              "n x n array.",
              [("DiskMatrix[2]", "{{0, 1, 1, 1, 0}, {1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}, "
                "{1, 1, 1, 1, 1}, {0, 1, 1, 1, 0}}"),
               ("DiskMatrix[1]", "{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}")])
_shape_matrix("CrossMatrix", _cross,
              "CrossMatrix[r] gives a (2r+1) x (2r+1) matrix of 0s with a cross of 1s "
              "(the middle row and column); CrossMatrix[{r1, r2, ...}] in any rank; "
              "CrossMatrix[r, n] in an n x n array.",
              [("CrossMatrix[1]", "{{0, 1, 0}, {1, 1, 1}, {0, 1, 0}}"),
               ("CrossMatrix[{1, 2}]", "{{0, 0, 1, 0, 0}, {1, 1, 1, 1, 1}, "
                "{0, 0, 1, 0, 0}}")])
_shape_matrix("DiamondMatrix", _diamond,
              "DiamondMatrix[r] gives a (2r+1) x (2r+1) matrix of 0s with a diamond of 1s "
              "(|i| + |j| <= r from the centre); DiamondMatrix[{r1, r2, ...}] in any rank; "
              "DiamondMatrix[r, n] in an n x n array.",
              [("DiamondMatrix[2]", "{{0, 0, 1, 0, 0}, {0, 1, 1, 1, 0}, {1, 1, 1, 1, 1}, "
                "{0, 1, 1, 1, 0}, {0, 0, 1, 0, 0}}")])
