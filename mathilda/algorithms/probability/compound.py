"""Distributions built from others: TruncatedDistribution and MixtureDistribution.

``TruncatedDistribution[{a, b}, dist]`` is dist conditioned on ``a <= X <= b``: its PDF is
``PDF[dist, x]/(CDF[dist, b] - CDF[dist, a])`` on ``[a, b]`` (for a discrete dist the mass
below a is ``CDF[dist, a - 1]``), its CDF the rescaled CDF, its quantile the base's quantile
at ``CDF[dist, a] + q (CDF[dist, b] - CDF[dist, a])`` (continuous), its moments by
integration over [a, b] (``moments.py``'s last route).  Machine numbers go through the base's
SciPy functions; variates are the base's quantiles of uniform variates in the truncated
range of probabilities.

``MixtureDistribution[{w1, w2, ...}, {d1, d2, ...}]`` has the PDF and CDF
``Sum[wi F[di, x]]/Sum[wi]``; its raw moments, mean and characteristic/moment generating
functions are the weighted sums of the components' (each through the evaluator, so each
component answers with its own formulas); variates pick a component per draw.
"""

from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, DISCRETE, Dist, parse
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, S

__all__ = ["Truncated", "Mixture"]


def _is_inf(e):
    return isinstance(e, Expression) and e.head is S.DirectedInfinity


def _call(head, *args):
    return Expression(S[head], tuple(args))


def _plus(*xs):
    return Expression(S.Plus, tuple(xs))


def _times(*xs):
    return Expression(S.Times, tuple(xs))


def _inv(x):
    return Expression(S.Power, (x, Integer(-1)))


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _piecewise(rows, default):
    return Expression(S.Piecewise, (Expression(S.List, tuple(
        Expression(S.List, (v, c)) for v, c in rows)), default))


def refine_piecewise(ev, f, cond):
    """A Piecewise f with the rows that cond decides taken away: the first row whose
    condition Refine proves under cond is the value, rows it disproves are dropped."""
    if not (isinstance(f, Expression) and f.head is S.Piecewise and len(f.args) == 2 and
            _is_list(f.args[0])):
        return f
    rows = []
    for row in f.args[0].args:
        v, c = row.args
        r = ev.call("Refine", c, cond)
        if r is FALSE:
            continue
        if r is TRUE and not rows:
            return v
        rows.append(row if r is not TRUE else Expression(S.List, (v, TRUE)))
    if not rows:
        return f.args[1]
    return ev.evaluate(Expression(S.Piecewise, (Expression(S.List, tuple(rows)), f.args[1])))


def _float(ev, e):
    if _is_inf(e):
        sign = e.args[0].value if e.args and type(e.args[0]) is Integer else 1
        return float("inf") * sign
    n = ev.call("N", e)
    return float(n.value) if type(n) in (Real, Integer) else None


class Truncated(Dist):
    def __init__(self, ev, base, lo, hi, expr):
        self.ev, self.base, self.lo, self.hi, self.expr = ev, base, lo, hi, expr
        self.kind = base.kind

    def params(self):
        return tuple(self.base.params()) + (self.lo, self.hi)

    def support(self):
        s = self.base.support()
        lo, hi = self.lo, self.hi
        if s is not None:
            if _is_inf(lo):
                lo = s[0]
            if _is_inf(hi):
                hi = s[1]
        return lo, hi

    # the base's CDF at the ends (0 and 1 at infinite ends)
    def _cdf_at(self, x):
        if _is_inf(x):
            return Integer(0) if x.args[0] == Integer(-1) else Integer(1)
        return _call("CDF", self.base.expr, x)

    def _below(self):
        """P[X < lo] for the base (P[X <= lo - 1] when discrete)."""
        lo = self.lo
        if self.kind is DISCRETE and not _is_inf(lo):
            lo = _plus(lo, Integer(-1))
        return self._cdf_at(lo)

    def _mass(self):
        return _plus(self._cdf_at(self.hi), _times(Integer(-1), self._below()))

    def _condition(self, x):
        lo, hi = self.lo, self.hi
        if _is_inf(lo) and _is_inf(hi):
            return None
        if _is_inf(lo):
            return Expression(S.LessEqual, (x, hi))
        if _is_inf(hi):
            return Expression(S.GreaterEqual, (x, lo))
        return Expression(S.LessEqual, (lo, x, hi))

    def _inside(self, f, cond):
        """f (the base's formula at x) refined on the truncation range."""
        ev = self.ev
        f = ev.evaluate(f)
        if cond is not None:
            f = refine_piecewise(ev, f, cond)
        return f

    def formula(self, name, *args):
        if self.base.expr is None:
            return None
        if name == "pdf":
            x = args[0]
            cond = self._condition(x)
            body = _times(self._inside(_call("PDF", self.base.expr, x), cond), _inv(self._mass()))
            if cond is None:
                return body
            return _piecewise([(body, cond)], Integer(0))
        if name == "cdf":
            x = args[0]
            cond = self._condition(x)
            inner = self._inside(_call("CDF", self.base.expr, x), cond)
            body = _times(_plus(inner, _times(Integer(-1), self._below())), _inv(self._mass()))
            if cond is None:
                return body
            if _is_inf(self.lo):
                return _piecewise([(body, cond)], Integer(1))
            rows = [(body, cond)]
            if not _is_inf(self.hi):
                rows.append((Integer(1), Expression(S.Greater, (x, self.hi))))
            return _piecewise(rows, Integer(0))
        if name == "quantile" and self.kind is CONTINUOUS:
            q = args[0]
            p = _plus(self._below(), _times(q, self._mass()))
            return _call("InverseCDF", self.base.expr, p)
        return None

    # --- machine numbers ---------------------------------------------------------------
    def _ends(self):
        import numpy as np
        lo, hi = _float(self.ev, self.lo), _float(self.ev, self.hi)
        if lo is None or hi is None:
            return None
        below = lo - 1 if self.kind is DISCRETE else lo
        c = self.base.machine("cdf", np.array([below, hi], dtype=float))
        if c is None:
            return None
        c = np.asarray(c, dtype=float)
        fa = 0.0 if below == -np.inf else float(c[0])
        fb = 1.0 if hi == np.inf else float(c[1])
        return lo, hi, fa, fb

    def machine(self, name, values):
        import numpy as np
        ends = self._ends()
        if ends is None:
            return None
        lo, hi, fa, fb = ends
        z = fb - fa
        if z <= 0:
            return None
        values = np.asarray(values, dtype=float)
        inside = (values >= lo) & (values <= hi)
        if name in ("pdf", "logpdf"):
            p = self.base.machine("pdf", values)
            if p is None:
                return None
            p = np.where(inside, np.asarray(p, dtype=float) / z, 0.0)
            if name == "logpdf":
                with np.errstate(divide="ignore"):
                    return np.log(p)
            return p
        if name in ("cdf", "sf"):
            c = self.base.machine("cdf", values)
            if c is None:
                return None
            c = np.clip((np.asarray(c, dtype=float) - fa) / z, 0.0, 1.0)
            c = np.where(values < lo, 0.0, np.where(values > hi, 1.0, c))
            return c if name == "cdf" else 1.0 - c
        if name in ("quantile", "inverse_sf"):
            q = values if name == "quantile" else 1.0 - values
            return self.base.machine("quantile", fa + q * z)
        return None

    def sample(self, rng, n):
        ends = self._ends()
        if ends is None:
            return None
        _, _, fa, fb = ends
        u = fa + rng.random(n) * (fb - fa)
        return self.base.machine("quantile", u)


def truncated(ev, expr):
    if len(expr.args) != 2:
        return None
    rng, dist = expr.args
    if not (_is_list(rng) and len(rng.args) == 2):
        return None
    base = parse(ev, dist)
    if base is None or base.dim != 1:
        return None
    lo, hi = rng.args
    a, b = _float(ev, lo), _float(ev, hi)
    if a is not None and b is not None and not a < b:
        ev.message("TruncatedDistribution", "trrng", rng, expr)
        return None
    return Truncated(ev, base, lo, hi, expr)


class Mixture(Dist):
    def __init__(self, ev, weights, comps, expr):
        self.ev, self.w, self.comps, self.expr = ev, weights, comps, expr
        kinds = {c.kind for c in comps}
        self.kind = kinds.pop() if len(kinds) == 1 else CONTINUOUS
        self.dim = comps[0].dim

    def params(self):
        out = tuple(self.w)
        for c in self.comps:
            out += tuple(c.params())
        return out

    def support(self):
        sups = [c.support() for c in self.comps]
        if any(s is None for s in sups):
            return None
        lo = self.ev.call("Min", *[s[0] for s in sups])
        hi = self.ev.call("Max", *[s[1] for s in sups])
        return lo, hi

    def _sum(self, head, *args):
        """Sum of (wi/W) head[di, args], the weights reduced first; one Piecewise when every
        term is a Piecewise of the same single condition."""
        ev = self.ev
        total = ev.evaluate(_plus(*self.w))
        terms = [(ev.evaluate(_times(w, _inv(total))), ev.call(head, c.expr, *args))
                 for w, c in zip(self.w, self.comps)]
        conds = set()
        for _, t in terms:
            if not (isinstance(t, Expression) and t.head is S.Piecewise and len(t.args) == 2
                    and len(t.args[0].args) == 1 and t.args[1] == Integer(0)):
                break
            conds.add(t.args[0].args[0].args[1])
        else:
            if len(conds) == 1:
                body = _plus(*[_times(w, t.args[0].args[0].args[0]) for w, t in terms])
                return _piecewise([(ev.evaluate(body), conds.pop())], Integer(0))
        return _plus(*[_times(w, t) for w, t in terms])

    def formula(self, name, *args):
        heads = {"pdf": "PDF", "cdf": "CDF", "sf": "SurvivalFunction", "mean": "Mean",
                 "cf": "CharacteristicFunction", "mgf": "MomentGeneratingFunction",
                 "moment": "Moment"}
        head = heads.get(name)
        if head is None or any(c.expr is None for c in self.comps):
            return None
        args = tuple(Integer(a) if type(a) is int else a for a in args)
        return self._sum(head, *args)

    def _weights(self):
        import numpy as np
        ws = [_float(self.ev, w) for w in self.w]
        if any(w is None for w in ws):
            return None
        ws = np.array(ws, dtype=float)
        return ws / ws.sum()

    def _quantile(self, q):
        """The mixture's quantiles by bisection between the components' quantiles (the
        mixture's CDF lies between the components' CDFs)."""
        import numpy as np
        qs = [c.machine("quantile", q) for c in self.comps]
        if any(v is None for v in qs):
            return None
        qs = np.array([np.asarray(v, dtype=float) for v in qs])
        lo, hi = qs.min(axis=0), qs.max(axis=0)
        for _ in range(200):
            mid = (lo + hi) / 2
            f = self.machine("cdf", mid)
            if f is None:
                return None
            below = np.asarray(f) < q
            lo, hi = np.where(below, mid, lo), np.where(below, hi, mid)
            if np.all(hi - lo <= 4e-16 * np.maximum(1.0, np.abs(hi))):
                break
        return np.where(lo == hi, lo, (lo + hi) / 2)

    def machine(self, name, values):
        import numpy as np
        if name == "quantile" and self.kind is CONTINUOUS:
            return self._quantile(np.asarray(values, dtype=float))
        if name not in ("pdf", "cdf", "sf", "logpdf"):
            return None
        ws = self._weights()
        if ws is None:
            return None
        inner = "pdf" if name == "logpdf" else name
        total = 0.0
        for w, c in zip(ws, self.comps):
            v = c.machine(inner, values)
            if v is None:
                return None
            total = total + w * np.asarray(v, dtype=float)
        if name == "logpdf":
            with np.errstate(divide="ignore"):
                return np.log(total)
        return total

    def sample(self, rng, n):
        import numpy as np
        ws = self._weights()
        if ws is None:
            return None
        which = rng.choice(len(ws), size=n, p=ws)
        out = None
        for k, c in enumerate(self.comps):
            m = int(np.sum(which == k))
            if m == 0:
                continue
            v = c.sample(rng, m)
            if v is None:
                return None
            v = np.asarray(v)
            if out is None:
                out = np.empty((n,) + v.shape[1:], dtype=float)
            out[which == k] = v
        return out


def mixture(ev, expr):
    if len(expr.args) != 2:
        return None
    ws, ds = expr.args
    if not (_is_list(ws) and _is_list(ds) and ws.args):
        return None
    if len(ws.args) != len(ds.args):
        ev.message("MixtureDistribution", "mixlen", expr)
        return None
    comps = []
    for d in ds.args:
        c = parse(ev, d)
        if c is None:
            return None
        comps.append(c)
    if len({c.dim for c in comps}) != 1:
        return None
    for w in ws.args:
        v = _float(ev, w)
        if v is not None and not v >= 0:
            ev.message("MixtureDistribution", "mixwts", ws, expr)
            return None
    return Mixture(ev, ws.args, comps, expr)


CONSTRUCTORS["TruncatedDistribution"] = truncated
CONSTRUCTORS["MixtureDistribution"] = mixture
