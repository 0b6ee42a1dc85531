"""Sampling a plot's function: many points at once, adaptive refinement, gaps.

``Sampler(ev, body, variables)`` evaluates the held expression ``body`` at many points at
once: through the project's one translator to NumPy (mathilda.algorithms.compile) when the
body has only the arithmetic and elementary functions it knows; else with the plot
variables bound (as Block does) to a packed array of all the sample points, so the
evaluator's packed, vectorised arithmetic does the work on NumPy.  When that does not give
a machine-real array of the right length (``If``, a pattern that needs a number, a
function that is not element-wise) it falls back to evaluating point by point.  Three
points of every vectorised result are checked against the point-by-point value, so a body
that is not element-wise (``Reverse[x]``) is caught and sampled point by point.  Messages
raised while sampling (``Power::infy`` at a pole) are quiet, as in the Wolfram Language.
No expression is ever translated to Python code here.

``adaptive_sample(f, a, b, n0, max_rec)`` refines where the curve bends (in the scaled
picture) and where it runs into a gap; ``find_breaks`` bisects steep segments to tell a
pole or a jump (the jump does not shrink) from a steep continuous stretch (it does), and
``split_runs`` cuts the samples into the runs of finite values that become Lines."""

from mathilda.core.expr import Real
from mathilda.algorithms.graphics.numeric import point_value, real_values
from mathilda.algorithms.graphics.plotrange import robust_range


def _np():
    import numpy as np
    return np


class _Bound:
    """Temporarily give the symbols OwnValues (the plot variables, as in Block)."""

    def __init__(self, ev, syms):
        self.ev = ev
        self.syms = syms
        self.saved = None

    def __enter__(self):
        defs = self.ev.defs
        self.saved = [(s, defs.get(s).own) for s in self.syms]
        self.ev.quiet.append(None)
        return self

    def set(self, values):
        defs = self.ev.defs
        for s, v in zip(self.syms, values):
            defs.set_own(s, v)

    def __exit__(self, *exc):
        self.ev.quiet.pop()
        defs = self.ev.defs
        for s, own in self.saved:
            defs.restore_own(s, own)
        return False


class Sampler:
    """Evaluate ``body`` at arrays of points of ``variables`` (a tuple of Symbols).

    ``sampler(x)`` (one variable) or ``sampler(x, y)`` gives float values of shape (n,),
    or (k, n) when the body gives a list of k numbers; NaN marks non-real values."""

    def __init__(self, ev, body, variables):
        self.ev = ev
        self.body = body
        self.variables = tuple(variables)
        self.vectorised = True
        self.evaluations = 0        # point-by-point evaluations done (for tests/benchmarks)
        self.calls = 0
        self.compiled = None        # the translator's NumericFunction, or False
        self.mode = None            # "compiled", "packed" or "pointwise" (last call)

    def __call__(self, *arrays):
        np = _np()
        arrays = [np.ascontiguousarray(a, dtype=float) for a in arrays]
        n = arrays[0].shape[0]
        if n == 0:
            return np.zeros(0)
        self.calls += 1
        if self.compiled is None:
            from mathilda.algorithms.compile import numeric_function
            self.compiled = numeric_function(self.body, self.variables, ev=self.ev) or False
        if self.compiled is not False:
            self.ev.check_interrupt()
            out = np.asarray(self.compiled(*arrays), dtype=float).reshape(n)
            self.mode = "compiled"
            return out
        if self.vectorised:
            v = self._vectorised(arrays, n)
            if v is not None:
                self.mode = "packed"
                return v
            self.vectorised = False
        self.mode = "pointwise"
        return self._pointwise(arrays, n)

    def _evaluate(self, values):
        ev = self.ev
        with _Bound(ev, self.variables) as b:
            b.set(values)
            ev.check_interrupt()
            return ev.evaluate(self.body)

    def _vectorised(self, arrays, n):
        np = _np()
        from mathilda.core.packed import PackedArray
        r = self._evaluate([PackedArray(a) for a in arrays])
        vals = real_values(r, n)
        if vals is None:
            vals = _broadcast_scalar(np, r, n)
            if vals is None:
                return None
        # verify a few points against point-by-point evaluation (catches bodies that are
        # not element-wise, such as Reverse[x] or x[[1]])
        flat = vals if vals.ndim == 1 else vals[0]
        idx = np.flatnonzero(np.isfinite(flat))
        picks = [0, n // 2, n - 1] if idx.size == 0 else \
            sorted({int(idx[0]), int(idx[idx.size // 2]), int(idx[-1])})
        for i in picks:
            p = self._point([a[i] for a in arrays])
            want = vals[..., i]
            if not _agree(np, p, want):
                return None
        return vals

    def _point(self, xs):
        r = self._evaluate([Real(float(x)) for x in xs])
        self.evaluations += 1
        return point_value(r)

    def _pointwise(self, arrays, n):
        np = _np()
        ev = self.ev
        out = []
        width = None
        with _Bound(ev, self.variables) as b:
            for i in range(n):
                if i % 64 == 0:
                    ev.check_interrupt()
                b.set([Real(float(a[i])) for a in arrays])
                v = point_value(ev.evaluate(self.body))
                self.evaluations += 1
                if isinstance(v, list):
                    width = len(v) if width is None else width
                out.append(v)
        if width is None:
            return np.array(out, dtype=float)
        rows = np.full((width, n), np.nan)
        for i, v in enumerate(out):
            if isinstance(v, list) and len(v) == width:
                rows[:, i] = v
        return rows


def _broadcast_scalar(np, r, n):
    v = point_value(r)
    if isinstance(v, list):
        if v and all(v_ == v_ for v_ in v):
            return np.repeat(np.array(v, dtype=float)[:, None], n, axis=1)
        return None
    if v != v:
        return None
    return np.full(n, v)


def _agree(np, p, want):
    p = np.asarray(p, dtype=float)
    want = np.asarray(want, dtype=float)
    if p.shape != want.shape:
        return False
    both_nan = np.isnan(p) & np.isnan(want)
    close = np.abs(p - want) <= 1e-7 * np.maximum(1.0, np.abs(p))
    return bool(np.all(both_nan | close))


# --- adaptive refinement in one variable -------------------------------------------------------

_BEND_COS = 0.985       # refine where consecutive segments turn by more than about 10 degrees


def adaptive_sample(f, a, b, n0=50, max_rec=6, aspect=0.618):
    """Sample ``f`` (array -> array) on [a, b]: ``n0`` equally spaced points, then up to
    ``max_rec`` rounds that add midpoints where the scaled curve bends or meets a gap.
    Returns (xs, ys) sorted by x."""
    np = _np()
    xs = np.linspace(a, b, max(int(n0), 2))
    ys = np.asarray(f(xs), dtype=float)
    span = float(b - a)
    if span == 0:
        return xs, ys
    min_width = span / (max(int(n0), 2) - 1) / 2.0 ** max_rec * 1.0001
    for _ in range(int(max_rec)):
        lo, hi = robust_range(ys, _weights(np, xs))
        h = (hi - lo) or 1.0
        X = (xs - a) / span
        Y = np.clip((ys - lo) / h, -0.5, 1.5) * aspect
        fin = np.isfinite(ys)
        mark = np.zeros(len(xs) - 1, dtype=bool)
        # bends
        dx1, dy1 = X[1:-1] - X[:-2], Y[1:-1] - Y[:-2]
        dx2, dy2 = X[2:] - X[1:-1], Y[2:] - Y[1:-1]
        n1 = np.hypot(dx1, dy1)
        n2 = np.hypot(dx2, dy2)
        with np.errstate(invalid="ignore", divide="ignore"):
            cos = (dx1 * dx2 + dy1 * dy2) / (n1 * n2)
        ok = fin[:-2] & fin[1:-1] & fin[2:]
        outside = ((ys[:-2] > hi) & (ys[1:-1] > hi) & (ys[2:] > hi)) | \
                  ((ys[:-2] < lo) & (ys[1:-1] < lo) & (ys[2:] < lo))
        bend = ok & ~outside & (cos < _BEND_COS)
        mark[:-1] |= bend
        mark[1:] |= bend
        # gap edges: one end real, the other not
        mark |= fin[:-1] != fin[1:]
        widths = np.diff(xs)
        mark &= widths > min_width
        if not mark.any():
            break
        new = (xs[:-1][mark] + xs[1:][mark]) / 2.0
        ynew = np.asarray(f(new), dtype=float)
        xs = np.concatenate([xs, new])
        ys = np.concatenate([ys, ynew])
        order = np.argsort(xs, kind="stable")
        xs, ys = xs[order], ys[order]
    return xs, ys


def _weights(np, xs):
    """Trapezoid weights of the samples (each point stands for half of its two gaps)."""
    if len(xs) < 2:
        return np.ones(len(xs))
    d = np.diff(xs)
    w = np.zeros(len(xs))
    w[:-1] += d / 2
    w[1:] += d / 2
    return w


def find_breaks(f, xs, ys, lo, hi, steps=14):
    """Discontinuities between samples: steep segments are bisected ``steps`` times; where
    the jump does not shrink (a pole or a jump, not a steep continuous stretch) the curve is
    broken.  Returns (xs, ys, breaks): the samples with the bisection points added and the
    sorted x positions of the breaks."""
    np = _np()
    h = (hi - lo) or 1.0
    fin = np.isfinite(ys)
    both = fin[:-1] & fin[1:]
    dy = np.abs(np.diff(ys))
    above = ys > hi
    below = ys < lo
    across = (above[:-1] & below[1:]) | (below[:-1] & above[1:])
    sus = both & ((dy > 0.08 * h) | across)
    idx = np.flatnonzero(sus)
    if idx.size == 0:
        return xs, ys, []
    l_x, r_x = xs[idx].copy(), xs[idx + 1].copy()
    l_y, r_y = ys[idx].copy(), ys[idx + 1].copy()
    jump0 = np.abs(r_y - l_y)
    extra_x, extra_y = [], []
    for _ in range(steps):
        m = (l_x + r_x) / 2.0
        ym = np.asarray(f(m), dtype=float)
        extra_x.append(m)
        extra_y.append(ym)
        left = np.abs(ym - l_y)
        right = np.abs(r_y - ym)
        # keep the half holding the larger change (a NaN midpoint: keep the left half)
        go_left = ~(right > left)
        r_x = np.where(go_left, m, r_x)
        r_y = np.where(go_left, ym, r_y)
        l_x = np.where(go_left, l_x, m)
        l_y = np.where(go_left, l_y, ym)
    jump = np.abs(r_y - l_y)
    broken = ~np.isfinite(jump) | ((jump > 0.25 * jump0) & (jump > 0.01 * h))
    xs = np.concatenate([xs] + extra_x)
    ys = np.concatenate([ys] + extra_y)
    order = np.argsort(xs, kind="stable")
    xs, ys = xs[order], ys[order]
    breaks = sorted(float((a + b) / 2) for a, b, k in zip(l_x, r_x, broken) if k)
    return xs, ys, breaks


def split_runs(xs, ys, breaks=()):
    """The runs of consecutive finite samples (a list of n x 2 arrays), cut at ``breaks``."""
    np = _np()
    fin = np.isfinite(ys) & np.isfinite(xs)
    n = len(xs)
    if n == 0:
        return []
    # a new run starts at i when i is finite and (i == 0, i - 1 is not finite, or a break
    # lies between i - 1 and i)
    starts = fin.copy()
    starts[1:] &= ~fin[:-1]
    if len(breaks):
        pos = np.searchsorted(xs, np.asarray(breaks, dtype=float))
        pos = pos[(pos > 0) & (pos < n)]
        starts[pos] |= fin[pos]
    ends = fin.copy()                        # a run ends at i when i + 1 starts anew or is
    ends[:-1] &= ~fin[1:] | starts[1:]       # not finite
    s_idx = np.flatnonzero(starts)
    e_idx = np.flatnonzero(ends)
    pts = np.column_stack([xs, ys])
    return [pts[a:b + 1] for a, b in zip(s_idx, e_idx)]


def exclusion_breaks(xs, ys, points):
    """Breaks at given x positions (Exclusions -> {x0, ...})."""
    return sorted(float(p) for p in points if xs[0] < p < xs[-1])


class RegionMask:
    """The RegionFunction option of a plot: ``mask(*arrays)`` is a bool array, True where
    ``rf[a1, a2, ...]`` is True (the arguments are what the plot passes: {x, y} for Plot,
    {x, y, z} for Plot3D, {x, y, f} for ContourPlot and DensityPlot).  The predicate is
    applied once to symbols and sampled like a plotted body (Boole of it), so a pure function
    of inequalities is evaluated on NumPy all at once."""

    def __init__(self, ev, rf, arity):
        from mathilda.core.expr import Expression, S, Symbol
        self.syms = tuple(Symbol("RegionFunction$%d" % (k + 1)) for k in range(arity))
        pred = ev.evaluate(Expression(rf, self.syms))
        self.sampler = Sampler(ev, Expression(S.Boole, (pred,)), self.syms)

    def __call__(self, *arrays):
        np = _np()
        v = self.sampler(*arrays)
        if v.ndim > 1:
            v = v[0]
        with np.errstate(invalid="ignore"):
            return v > 0.5


def region_mask(ev, opts, arity):
    """A RegionMask for the plot's RegionFunction option, or None when there is none (the
    default Function[True], Automatic, All)."""
    from mathilda.core.expr import Expression, S, TRUE
    rf = opts.get("RegionFunction")
    if rf is None or rf is S.Automatic or rf is S.All or rf is TRUE:
        return None
    if isinstance(rf, Expression) and rf.head is S.Function and rf.args and \
            rf.args[-1] is TRUE:
        return None
    return RegionMask(ev, rf, arity)


def masked(values, mask, *arrays):
    """values with NaN where the mask (a RegionMask or None) of the arrays is False."""
    if mask is None:
        return values
    np = _np()
    keep = mask(*arrays, values)
    return np.where(keep, values, np.nan)
