"""Affine maps of distributions, and TransformedDistribution.

``Affine(base, loc, scale)`` is the distribution of ``loc + scale X`` for X ~ base: its PDF is
``PDF[base, (x - loc)/scale]/scale``, its CDF ``CDF[base, (x - loc)/scale]`` (the complement
for a negative numeric scale), its moments the affine images of the base's.  A symbolic scale
is taken as positive, as the Wolfram Language does for a scale parameter.  The three-argument
``StudentTDistribution[m, s, v]`` is one (``dist.parse``).

``simplify_transformed(ev, f, x, dist)`` is the evaluation of
``TransformedDistribution[f, x \\[Distributed] dist]``: an affine ``f`` of a family closed
under affine maps gives that family (``2 x + 3`` of ``NormalDistribution[0, 1]`` is
``NormalDistribution[3, 2]``); anything else stays a TransformedDistribution, and
``transformed_dist`` gives its Dist (affine maps as above; other maps can still be sampled).
"""

from mathilda.algorithms.probability.build import F, E, I, ex, wrap
from mathilda.algorithms.probability.dist import CONSTRUCTORS, CONTINUOUS, Dist, parse
from mathilda.algorithms.probability.families import number_value
from mathilda.core.expr import TRUE, Expression, Integer, S, Symbol

__all__ = ["Affine", "affine_parts", "simplify_transformed", "transformed_dist"]


def _sign(scale):
    v = number_value(scale)
    if v is None or isinstance(v, complex):
        return 1
    return -1 if v < 0 else 1


class Affine(Dist):
    def __init__(self, base, loc, scale, expr, numeric=None):
        self.base = base
        self.kind = base.kind
        self.loc = loc
        self.scale = scale
        self.expr = expr
        self.numeric = numeric
        self.sign = _sign(scale)

    def params(self):
        return tuple(self.base.params()) + (self.loc, self.scale)

    def support(self):
        s = self.base.support()
        if s is None:
            return None
        lo, hi = (wrap(self.loc) + wrap(self.scale) * wrap(b) for b in s)
        return (ex(lo), ex(hi)) if self.sign > 0 else (ex(hi), ex(lo))

    def _u(self, x):
        return (wrap(x) - wrap(self.loc)) / wrap(self.scale)

    def formula(self, name, *args):
        b, m, s, sg = self.base, wrap(self.loc), wrap(self.scale), self.sign
        abs_s = s if sg > 0 else -s
        if name in ("pdf", "hazard"):
            f = b.formula(name, self._u(args[0])) if sg > 0 or name == "pdf" else None
            return None if f is None else wrap(f) / abs_s
        if name in ("cdf", "sf"):
            other = {"cdf": "sf", "sf": "cdf"}[name] if sg < 0 else name
            f = b.formula(other, self._u(args[0]))
            if f is None and other == "sf":
                c = b.formula("cdf", self._u(args[0]))
                return None if c is None else _complement_x(c)
            return f
        if name == "quantile":
            q = wrap(args[0])
            f = b.formula("quantile", q if sg > 0 else 1 - q)
            return None if f is None else m + s * wrap(f)
        if name in ("mean", "median"):
            f = b.formula(name)
            return None if f is None else _inside(lambda v: m + s * v, f)
        if name == "variance":
            f = b.formula("variance")
            return None if f is None else _inside(lambda v: s ** 2 * v, f)
        if name == "skewness":
            f = b.formula("skewness")
            return None if f is None else _inside(lambda v: v * sg, f)
        if name == "kurtosis":
            return b.formula("kurtosis")
        if name in ("cf", "mgf"):
            t = wrap(args[0])
            f = b.formula(name, s * t)
            if f is None:
                return None
            return E ** ((I if name == "cf" else 1) * m * t) * wrap(f)
        if name == "cumulant":
            r = args[0]
            f = b.formula("cumulant", r)
            if f is None:
                return None
            return m + s * wrap(f) if r == 1 else s ** r * wrap(f)
        return None

    def machine(self, name, values):
        if self.numeric is not None:
            return self.numeric.machine(name, values)
        lo, sc = number_value(self.loc), number_value(self.scale)
        if lo is None or sc is None or isinstance(lo, complex) or isinstance(sc, complex):
            return None
        lo, sc = float(lo), float(sc)
        if name == "pdf":
            r = self.base.machine("pdf", (values - lo) / sc)
            return None if r is None else r / abs(sc)
        if name in ("cdf", "sf"):
            other = {"cdf": "sf", "sf": "cdf"}[name] if sc < 0 else name
            return self.base.machine(other, (values - lo) / sc)
        if name in ("quantile", "inverse_sf"):
            other = {"quantile": "inverse_sf", "inverse_sf": "quantile"}[name] if sc < 0 \
                else name
            r = self.base.machine(other, values)
            return None if r is None else lo + sc * r
        return None

    def sample(self, rng, n):
        if self.numeric is not None:
            return self.numeric.sample(rng, n)
        lo, sc = number_value(self.loc), number_value(self.scale)
        if lo is None or sc is None or isinstance(lo, complex) or isinstance(sc, complex):
            return None
        r = self.base.sample(rng, n)
        return None if r is None else float(lo) + float(sc) * r


def _inside(fn, f):
    """fn applied to a formula, inside the branches of a Piecewise (the default too, unless
    it is Indeterminate)."""
    e = ex(f)
    if isinstance(e, Expression) and e.head is S.Piecewise and len(e.args) == 2 and \
            isinstance(e.args[0], Expression) and e.args[0].head is S.List:
        rows = tuple(Expression(S.List, (ex(fn(wrap(r.args[0]))), r.args[1]))
                     for r in e.args[0].args)
        d = e.args[1]
        d = d if d is S.Indeterminate else ex(fn(wrap(d)))
        return Expression(S.Piecewise, (Expression(S.List, rows), d))
    return fn(wrap(e))


def _complement_x(c):
    return 1 - wrap(c)


def affine_parts(ev, f, x):
    """(a, b) with f == a + b x (b != 0, a and b free of x), or None."""
    if f == x:
        return Integer(0), Integer(1)
    if ev.call("FreeQ", f, x) is TRUE:
        return None
    b = ev.call("Coefficient", f, x, Integer(1))
    a = ev.call("Coefficient", f, x, Integer(0))
    check = ev.call("Expand", Expression(S.Plus, (f, Expression(S.Times, (
        Integer(-1), Expression(S.Plus, (a, Expression(S.Times, (b, x)))))))))
    if check != Integer(0) or b == Integer(0):
        return None
    if ev.call("FreeQ", Expression(S.List, (a, b)), x) is not TRUE:
        return None
    return a, b


# closed families: head -> fn(a, b, params) giving the new parameters, or None
def _loc_scale(a, b, p):
    return (wrap(a) + wrap(b) * wrap(p[0]), F.Abs(b) * wrap(p[1]))


def _uniform(a, b, p):
    v = number_value(b)
    if v is None or isinstance(v, complex):
        return None
    lo, hi = (wrap(a) + wrap(b) * wrap(e) for e in p[0].args)
    return ([lo, hi] if v > 0 else [hi, lo],)


def _positive_scale(a, b):
    v, z = number_value(b), number_value(a)
    return v is not None and not isinstance(v, complex) and v > 0 and z == 0


def _exponential(a, b, p):
    return (wrap(p[0]) / b,) if _positive_scale(a, b) else None


def _gamma(a, b, p):
    return (p[0], wrap(b) * wrap(p[1])) if _positive_scale(a, b) else None


_CLOSED = {
    "NormalDistribution": _loc_scale, "CauchyDistribution": _loc_scale,
    "LaplaceDistribution": _loc_scale, "LogisticDistribution": _loc_scale,
    "UniformDistribution": _uniform, "ExponentialDistribution": _exponential,
    "GammaDistribution": _gamma,
}


def _head_name(d):
    return d.head.name if isinstance(d, Expression) and type(d.head) is Symbol else None


def _closed_map(ev, f, x, dist):
    """Exp of an affine function of a normal variable is lognormal, Log of a lognormal
    variable normal, the square of a standard normal variable chi-square."""
    name = _head_name(dist)
    if parse(ev, dist) is None:
        return None
    if name == "NormalDistribution" and isinstance(f, Expression) and f.head is S.Power and \
            f.args[0] is S.E:
        parts = affine_parts(ev, f.args[1], x)
        if parts is not None:
            m, s = _loc_scale(parts[0], parts[1], dist.args)
            return ev.evaluate(Expression(S.LogNormalDistribution, (ex(m), ex(s))))
    if name == "LogNormalDistribution" and f == Expression(S.Log, (x,)):
        return ev.evaluate(Expression(S.NormalDistribution, dist.args))
    if name == "NormalDistribution" and f == Expression(S.Power, (x, Integer(2))) and \
            dist.args == (Integer(0), Integer(1)):
        return Expression(S.ChiSquareDistribution, (Integer(1),))
    return None


def _linear_parts(ev, f, xs):
    """(c, [a1, a2, ...]) with f == c + a1 x1 + a2 x2 + ... (numbers and symbols free of the
    xs), or None."""
    coeffs = [ev.call("Coefficient", f, x, Integer(1)) for x in xs]
    free = Expression(S.List, tuple(coeffs))
    if any(ev.call("FreeQ", free, x) is not TRUE for x in xs):
        return None
    c = ev.call("ReplaceAll", f, Expression(S.List, tuple(
        Expression(S.Rule, (x, Integer(0))) for x in xs)))
    rest = ev.call("Expand", Expression(S.Plus, (f, Expression(S.Times, (Integer(-1), Expression(
        S.Plus, (c,) + tuple(Expression(S.Times, (a, x)) for a, x in zip(coeffs, xs))))))))
    if rest != Integer(0):
        return None
    return c, coeffs


def _closed_sum(ev, f, specs):
    """Linear combinations of independent normal variables are normal; sums of independent
    Poisson, chi-square, or gamma (one scale) variables are of the same family."""
    names = {_head_name(d) for _, d in specs}
    if len(names) != 1 or any(parse(ev, d) is None for _, d in specs):
        return None
    name = names.pop()
    xs = [x for x, _ in specs]
    parts = _linear_parts(ev, f, xs)
    if parts is None:
        return None
    c, coeffs = parts
    ds = [d for _, d in specs]
    if name == "NormalDistribution":
        m = wrap(c)
        v = wrap(Integer(0))
        for a, d in zip(coeffs, ds):
            m = m + wrap(a) * wrap(d.args[0])
            v = v + wrap(a) ** 2 * wrap(d.args[1]) ** 2
        return ev.evaluate(Expression(S.NormalDistribution, (ex(m), ex(F.Sqrt(v)))))
    unit = c == Integer(0) and all(a == Integer(1) for a in coeffs)
    if not unit:
        return None
    total = lambda k: ev.evaluate(Expression(S.Plus, tuple(d.args[k] for d in ds)))  # noqa
    if name in ("PoissonDistribution", "ChiSquareDistribution"):
        return Expression(S[name], (total(0),))
    if name == "GammaDistribution" and len({d.args[1] for d in ds}) == 1:
        return Expression(S.GammaDistribution, (total(0), ds[0].args[1]))
    return None


def _distributed(spec):
    if isinstance(spec, Expression) and spec.head is S.Distributed and len(spec.args) == 2:
        return spec.args
    return None


def simplify_transformed(ev, expr):
    """The evaluated form of TransformedDistribution[f, x \\[Distributed] dist], or None."""
    if len(expr.args) != 2:
        return None
    specs = _specs(expr.args[1])
    if specs is None:
        return None
    if len(specs) > 1:
        return _closed_sum(ev, expr.args[0], specs)
    x, dist = specs[0]
    f = expr.args[0]
    r = _closed_map(ev, f, x, dist)
    if r is not None:
        return r
    fn = _CLOSED.get(dist.head.name) if isinstance(dist, Expression) and \
        type(dist.head) is Symbol else None
    if fn is None:
        return None
    if f == x:
        return dist
    parts = affine_parts(ev, f, x)
    if parts is None:
        return None
    d = parse(ev, dist)
    if d is None:
        return None
    params = fn(parts[0], parts[1], dist.args)
    if params is None:
        return None
    return ev.evaluate(Expression(dist.head, tuple(ex(p) for p in params)))


class Mapped(Dist):
    """f(X1, X2, ...) for a non-affine f of independent variables: moments as expectations
    (``Moment[d, r]`` is ``Expectation[f^r, specs]``), variates by applying f to the
    variates of each variable."""

    def __init__(self, ev, specs, f, expr):
        self.ev, self.specs, self.f, self.expr = ev, specs, f, expr
        kinds = {b.kind for _, b in specs}
        self.kind = kinds.pop() if len(kinds) == 1 else CONTINUOUS

    def params(self):
        out = ()
        for _, b in self.specs:
            out += tuple(b.params())
        return out

    def _expectation(self, g):
        dists = [Expression(S.Distributed, (x, b.expr)) for x, b in self.specs]
        spec = dists[0] if len(dists) == 1 else Expression(S.List, tuple(dists))
        return Expression(S.Expectation, (g, spec))

    def formula(self, name, *args):
        if any(b.expr is None for _, b in self.specs):
            return None
        if name == "mean":
            return self._expectation(self.f)
        if name == "moment" and type(args[0]) is int:
            return self._expectation(Expression(S.Power, (self.f, Integer(args[0]))))
        return None

    def sample(self, rng, n):
        from mathilda.core.packed import from_numpy, to_numpy
        from mathilda.core.substitution import substitute
        values = {}
        for x, b in self.specs:
            ys = b.sample(rng, n)
            if ys is None:
                return None
            values[x] = from_numpy(ys)
        r = self.ev.evaluate(substitute(self.f, values))
        return to_numpy(r)


def _specs(spec):
    """[(x, dist)] of ``x \\[Distributed] dist`` or a list of them, or None."""
    one = _distributed(spec)
    if one is not None:
        return [one] if type(one[0]) is Symbol else None
    if not (isinstance(spec, Expression) and spec.head is S.List and spec.args):
        return None
    out = []
    for sp in spec.args:
        one = _distributed(sp)
        if one is None or type(one[0]) is not Symbol:
            return None
        out.append(one)
    if len({x for x, _ in out}) != len(out):
        return None
    return out


def transformed_dist(ev, expr):
    if len(expr.args) != 2:
        return None
    specs = _specs(expr.args[1])
    if specs is None:
        return None
    bases = []
    for x, dist in specs:
        base = parse(ev, dist)
        if base is None or base.dim != 1:
            return None
        bases.append((x, base))
    if len(bases) == 1:
        parts = affine_parts(ev, expr.args[0], bases[0][0])
        if parts is not None:
            return Affine(bases[0][1], parts[0], parts[1], expr)
    return Mapped(ev, bases, expr.args[0], expr)


CONSTRUCTORS["TransformedDistribution"] = transformed_dist
