"""Piecewise-polynomial interpolation on tensor-product grids: the one object behind
InterpolatingFunction (Interpolation, ListInterpolation and NDSolve all make one).

An ``InterpolatingFunctionExpr`` is an Expression with head InterpolatingFunction whose
arguments are the domain ``{{xmin, xmax}, ...}`` and the string "<>" (so it prints as the
Wolfram Language prints one, ``InterpolatingFunction[{{0., 1.}}, <>]``); the data live on
the Python object.  The evaluator never re-evaluates an Expression subclass, so the object
survives rules and replacement; two are the same expression only when they hold the same
data and the same derivative order.

Each axis is an ``Axis``: its nodes and, for each interval between two nodes, the local
polynomial's conditions (which data it interpolates) and the coefficients of the polynomial
in the scaled variable ``s = (x - x_i) / h_i``:

* "Lagrange" (the Wolfram Language's default): on each interval, the polynomial of degree
  InterpolationOrder through the InterpolationOrder + 1 nearest nodes (the interval's two
  ends and, for order 3, one node either side; clipped at the ends of the data);
* "Hermite" (data with derivatives, and NDSolve's steps): on each interval, the polynomial
  that matches every value and derivative given at the interval's two ends;
* a B-spline (Method -> "Spline", one axis, machine numbers) through SciPy.

Several axes combine as a tensor product.  Values are found in one of two ways: machine
numbers through NumPy, vectorised over any number of points (``evaluate_numeric``), or exact
(``exact_weights``: the weights of the data values at one exact or arbitrary-precision
point as exact fractions or expressions, which the caller combines through the evaluator),
so exact data at an exact point give an exact value, as in the Wolfram Language.
"""

from fractions import Fraction
from math import factorial

from mathilda.core.expr import Expression, Real, String, S

__all__ = ["Axis", "InterpolatingFunctionExpr", "make_interpolating_function",
           "lagrange_axis", "hermite_axis", "spline_axis"]


def _confluent_row(u, m, size):
    """d^m/ds^m of (1, s, s^2, ...) at s = u (exact when u is a Fraction)."""
    row = []
    for p in range(size):
        if p < m:
            row.append(0 * u)
        else:
            row.append(factorial(p) // factorial(p - m) * u ** (p - m))
    return row


def _exact_inverse(rows):
    """The inverse of a square matrix of Fractions (Gauss-Jordan)."""
    n = len(rows)
    a = [list(r) + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(rows)]
    for c in range(n):
        piv = next(r for r in range(c, n) if a[r][c] != 0)
        a[c], a[piv] = a[piv], a[c]
        p = a[c][c]
        a[c] = [v / p for v in a[c]]
        for r in range(n):
            if r != c and a[r][c] != 0:
                f = a[r][c]
                a[r] = [v - f * w for v, w in zip(a[r], a[c])]
    return [r[n:] for r in a]


class Axis:
    """One dimension of an interpolation: nodes, per-interval conditions, coefficients.

    ``conds[i]`` lists the conditions of interval i as (data index, derivative order);
    ``nodes`` are Fractions when exact, floats otherwise."""

    def __init__(self, nodes, conds, kind, order, starts=None):
        if hasattr(nodes, "dtype"):                 # a NumPy array of machine numbers
            self.nodes = nodes
            self.exact = False
        else:
            self.nodes = list(nodes)
            self.exact = all(type(v) is Fraction for v in self.nodes)
        self._conds = conds
        self.starts = starts        # Lagrange: the first node of each interval's stencil
        self.kind = kind
        self.order = order
        self.spline = None
        self._numeric = None
        self._floats = None
        self.flat_index = None
        self._exact_coef = {}
        self._keyv = None

    @property
    def conds(self):
        if self._conds is None:
            k = self.order
            self._conds = [[(j, 0) for j in range(int(st), int(st) + k + 1)]
                           for st in self.starts]
        return self._conds

    @property
    def nint(self):
        return len(self.starts) if self._conds is None else len(self._conds)

    @property
    def _key(self):
        if self._keyv is None:
            nodes = self.nodes.tobytes() if hasattr(self.nodes, "dtype") else tuple(self.nodes)
            conds = None if self.kind != "Hermite" else tuple(map(tuple, self.conds))
            self._keyv = (nodes, conds, self.kind, self.order)
        return self._keyv

    # -- the local polynomials ---------------------------------------------------------
    def _local(self, i):
        """(x_i, h_i) of interval i: where s = 0 and the scale."""
        nd = self.nodes
        if len(nd) == 1:
            return nd[0], (Fraction(1) if self.exact else 1.0)
        return nd[i], nd[i + 1] - nd[i]

    def node_of(self, c):
        """The node index of data index c (Hermite data are (node, derivative) pairs)."""
        return c[0] if isinstance(c, tuple) else c

    def _cond_points(self, i, data_nodes):
        x0, h = self._local(i)
        return [((data_nodes[c] - x0) / h, m) for c, m in self.conds[i]]

    def exact_coefficients(self, i, data_nodes):
        """coef[c][p]: the weight of condition c is sum_p coef[c][p] s^p (exact)."""
        got = self._exact_coef.get(i)
        if got is None:
            pts = self._cond_points(i, data_nodes)
            size = len(pts)
            inv = _exact_inverse([_confluent_row(u, m, size) for u, m in pts])
            _x0, h = self._local(i)
            got = [[inv[p][c] * h ** pts[c][1] for p in range(size)] for c in range(size)]
            self._exact_coef[i] = got
        return got

    def numeric(self, data_nodes):
        """(nodes, h, coef, cidx) as NumPy arrays: coef[i, c, p], cidx[i, c] (padded)."""
        if self._numeric is None:
            import numpy as np
            nd = self.nodes if hasattr(self.nodes, "dtype") else \
                np.array([float(v) for v in self.nodes])
            nint = self.nint
            if self.starts is not None:
                size = self.order + 1
                uniform = True
            else:
                size = max(len(c) for c in self.conds)
                uniform = all(len(c) == size for c in self.conds)
            coef = np.zeros((nint, size, size))
            cidx = np.zeros((nint, size), dtype=np.int64)
            if len(nd) == 1:
                h = np.ones(1)
            else:
                h = np.diff(nd)
            if uniform and self.kind != "Hermite":
                if self.starts is not None:
                    idx = np.asarray(self.starts, dtype=np.int64)[:, None] + np.arange(size)
                else:
                    idx = np.array([[c for c, _m in cs] for cs in self.conds], dtype=np.int64)
                dn = nd
                u = (dn[idx] - nd[:nint, None]) / h[:, None]
                van = u[:, :, None] ** np.arange(size)[None, None, :]
                inv = np.linalg.inv(van)                       # inv[i, p, c]
                coef[:] = np.transpose(inv, (0, 2, 1))
                cidx[:] = idx
            elif uniform and len(nd) > 1 and all(
                    [(j - i, m) for j, m in cs] == [(j, m) for j, m in self.conds[0]]
                    for i, cs in enumerate(self.conds)):
                # Hermite with the same data at every node: the conditions sit at s = 0
                # and s = 1 on every interval, so one inverse serves them all
                pts = [(float(j), m) for j, m in self.conds[0]]
                van = np.array([[0.0 if p < m else
                                 factorial(p) / factorial(p - m) * u ** (p - m)
                                 for p in range(size)] for u, m in pts])
                inv = np.linalg.inv(van)
                ms = np.array([m for _j, m in self.conds[0]], dtype=float)
                coef[:] = inv.T[None, :, :] * (h[:, None] ** ms[None, :])[:, :, None]
                cidx[:] = np.array([[self.flat_index[c] for c in cs] for cs in self.conds],
                                   dtype=np.int64)
            else:
                dn = [float(v) for v in data_nodes]
                for i, cs in enumerate(self.conds):
                    x0, hi = float(self._local(i)[0]), float(h[i])
                    pts = [((dn[c] - x0) / hi, m) for c, m in cs]
                    k = len(pts)
                    van = np.array([[0.0 if p < m else
                                     factorial(p) / factorial(p - m) * u ** (p - m)
                                     for p in range(k)] for u, m in pts])
                    inv = np.linalg.inv(van)
                    for c in range(k):
                        coef[i, c, :k] = inv[:, c] * hi ** pts[c][1]
                        cidx[i, c] = cs[c][0] if self.kind != "Hermite" else \
                            self.flat_index[cs[c]]
            self._numeric = (nd, h, coef, cidx)
        return self._numeric

    def interval(self, x):
        """The index of the interval that holds the float x (the end ones outside)."""
        import bisect
        nint = self.nint
        if self._floats is None:
            self._floats = [float(v) for v in self.nodes]
        i = bisect.bisect_right(self._floats, x) - 1
        return max(0, min(i, nint - 1))

    @property
    def lo(self):
        return self.nodes[0]

    @property
    def hi(self):
        return self.nodes[-1]


def _reduce_order(n, order):
    return min(order, n - 1)


def lagrange_axis(nodes, order):
    """Local Lagrange interpolation of the given order on sorted nodes (a list, or a NumPy
    array of machine numbers)."""
    n = len(nodes)
    k = _reduce_order(n, order)
    if n == 1:
        return Axis(nodes, [[(0, 0)]], "Lagrange", 0)
    if hasattr(nodes, "dtype"):
        import numpy as np
        i = np.arange(n - 1)
        starts = i if k <= 1 else i - (k - 1) // 2
        starts = np.clip(starts, 0, n - 1 - k)
    else:
        starts = [max(0, min(i if k <= 1 else i - (k - 1) // 2, n - 1 - k))
                  for i in range(n - 1)]
    return Axis(nodes, None, "Lagrange", k, starts=starts)


def hermite_axis(nodes, counts):
    """Hermite interpolation: counts[j] data (value, derivatives) at node j; the data are
    numbered node by node (value, first derivative, ... of node 0, then node 1, ...)."""
    n = len(nodes)
    flat = {}
    for j in range(n):
        for m in range(counts[j]):
            flat[(j, m)] = len(flat)
    conds = []
    if n == 1:
        conds.append([(0, m) for m in range(counts[0])])
    for i in range(n - 1):
        conds.append([(j, m) for j in (i, i + 1) for m in range(counts[j])])
    order = max(len(c) for c in conds) - 1
    ax = Axis(nodes, conds, "Hermite", order)
    ax.flat_index = flat
    return ax


def spline_axis(nodes, order):
    n = len(nodes)
    k = _reduce_order(n, order)
    ax = lagrange_axis(nodes, k)
    ax.kind = "Spline"
    return ax


class InterpolatingFunctionExpr(Expression):
    """See the module docstring.  ``values``: the data as a flat list of Exprs (C order over
    the grid for Lagrange axes; condition by condition for a Hermite axis); ``num``: the
    same as a NumPy array (grid shape + value shape) or None when not all numeric;
    ``exact``: every node and value exact; ``deriv``: derivative order per axis."""

    __slots__ = ("axes", "values", "num", "exact", "deriv", "vshape", "_spl")

    def __init__(self, axes, values, num, exact, deriv=None, vshape=()):
        dom = Expression(S.List, tuple(Expression(S.List, (Real(float(a.lo)), Real(float(a.hi))))
                                       for a in axes))
        Expression.__init__(self, S.InterpolatingFunction, (dom, String("<>")))
        self.axes = axes
        self.values = values
        self.num = num
        self.exact = exact
        self.deriv = tuple(deriv) if deriv is not None else (0,) * len(axes)
        self.vshape = tuple(vshape)
        self._spl = None

    def __reduce__(self):
        return (InterpolatingFunctionExpr, (self.axes, self.values, self.num, self.exact,
                                            self.deriv, self.vshape))

    def _ident(self):
        vals = self.values if not isinstance(self.values, list) else tuple(self.values)
        return (tuple(a._key for a in self.axes), vals, self.deriv)

    def value(self, i):
        """The data value of flat index i (an Expr)."""
        return self.values[i] if isinstance(self.values, list) else self.values.args[i]

    def __eq__(self, other):
        if self is other:
            return True
        return isinstance(other, InterpolatingFunctionExpr) and self._ident() == other._ident()

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash(self._ident())
        return h

    @property
    def rank(self):
        return len(self.axes)

    def derivative(self, orders):
        """The InterpolatingFunction of Derivative[orders...] of this one."""
        new = InterpolatingFunctionExpr(self.axes, self.values, self.num, self.exact,
                                        tuple(d + o for d, o in zip(self.deriv, orders)),
                                        self.vshape)
        new._spl = self._spl
        return new

    def grid_shape(self):
        return tuple(len(a.nodes) for a in self.axes)

    def values_list(self):
        return list(self.values) if isinstance(self.values, list) else list(self.values.args)

    def outside(self, xs):
        """True when the float point xs lies outside the domain."""
        for a, x in zip(self.axes, xs):
            lo, hi = float(a.lo), float(a.hi)
            tol = 1e-12 * max(1.0, abs(lo), abs(hi))
            if x < lo - tol or x > hi + tol:
                return True
        return False

    # -- machine numbers -------------------------------------------------------------------
    def evaluate_numeric(self, coords):
        """Values at the points given by float arrays coords (one per axis, same shape):
        an array of shape coords[0].shape + value shape."""
        import numpy as np
        shape = np.shape(coords[0])
        flat = [np.asarray(c, dtype=float).reshape(-1) for c in coords]
        if self.axes[0].kind == "Spline":
            spl = self._spline()
            out = spl(flat[0], nu=self.deriv[0])
            return out.reshape(shape + self.vshape)
        num = self.num
        ws, gs = [], []
        for a, x, d in zip(self.axes, flat, self.deriv):
            nd, h, coef, cidx = a.numeric(a.nodes if a.kind != "Hermite" else a.nodes)
            nint = coef.shape[0]
            ii = np.clip(np.searchsorted(nd, x, side="right") - 1, 0, nint - 1)
            hh = h[ii]
            s = (x - nd[ii]) / hh
            size = coef.shape[2]
            pw = np.zeros((len(x), size))
            for p in range(d, size):
                pw[:, p] = factorial(p) / factorial(p - d) * s ** (p - d)
            w = np.einsum("mcp,mp->mc", coef[ii], pw)
            if d:
                w /= (hh ** d)[:, None]
            ws.append(w)
            gs.append(cidx[ii])
        k = len(ws)
        m = len(flat[0])
        index = []
        weight = None
        for a in range(k):
            sh = [m] + [1] * k
            sh[a + 1] = ws[a].shape[1]
            index.append(gs[a].reshape(sh))
            wa = ws[a].reshape(sh)
            weight = wa if weight is None else weight * wa
        vals = num[tuple(index)]                       # (m, c0, c1, ..., *vshape)
        weight = weight.reshape(weight.shape + (1,) * len(self.vshape))
        out = (vals * weight).sum(axis=tuple(range(1, k + 1)))
        return out.reshape(shape + self.vshape)

    def _spline(self):
        if self._spl is None:
            import numpy as np
            from scipy.interpolate import make_interp_spline
            a = self.axes[0]
            x = a.nodes if hasattr(a.nodes, "dtype") else np.array([float(v) for v in a.nodes])
            self._spl = make_interp_spline(x, self.num, k=a.order)
        return self._spl

    # -- exact and arbitrary precision -----------------------------------------------------
    def exact_weights(self, point):
        """For one point (per axis a Fraction, or an Expr with its float), the data terms:
        a list of (weights, value index) where weights is a list with one entry per axis,
        each a Fraction or an Expr (to be multiplied by the evaluator)."""
        per_axis = []
        for a, (xq, xf, xe), d in zip(self.axes, point, self.deriv):
            i = a.interval(xf)
            coef = a.exact_coefficients(i, a.nodes)
            x0, h = a._local(i)
            if xq is not None:
                s = (xq - x0) / h
                terms = []
                for c, row in enumerate(coef):
                    w = Fraction(0)
                    for p in range(d, len(row)):
                        if row[p]:
                            w += row[p] * (factorial(p) // factorial(p - d)) * s ** (p - d)
                    terms.append(w / h ** d)
            else:
                terms = [("poly", [row[p] * (factorial(p) // factorial(p - d)) / h ** d
                                   for p in range(d, len(row))], x0, h) for row in coef]
            idx = [a.conds[i][c][0] if a.kind != "Hermite" else a.flat_index[a.conds[i][c]]
                   for c in range(len(coef))]
            per_axis.append(list(zip(terms, idx)))
        return per_axis


def make_interpolating_function(ts, vals, ders):
    """NDSolve's solution: machine values and first derivatives at the steps ts (cubic
    Hermite between steps)."""
    import numpy as np
    ts = [float(t) for t in ts]
    ax = hermite_axis(ts, [2] * len(ts))
    flat = []
    for v, d in zip(vals, ders):
        flat.extend((float(v), float(d)))
    num = np.array(flat)
    return InterpolatingFunctionExpr([ax], [Real(v) for v in flat], num, False)
