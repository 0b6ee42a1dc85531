"""Distributions as Python objects: one interface for every kind of distribution expression.

``parse(ev, expr)`` turns ``NormalDistribution[m, s]`` (or an ``EmpiricalDistribution``, a
``TransformedDistribution``, ``MultinormalDistribution``, ...) into a ``Dist``, after checking
its numeric parameters (``Head::posprm`` and friends, then None).  A ``Dist`` answers
``formula(name, *args)``: the raw formula (an ``X`` or an Expr) of ``pdf``, ``cdf``, ``sf``,
``hazard``, ``quantile``, ``median``, ``mean``, ``variance``, ``skewness``, ``kurtosis``,
``cf``, ``mgf``, ``moment``, ``central_moment``, ``factorial_moment``, ``cumulant``, or None
when it has none (``functions.py`` then derives the value from the others).  The numeric side:
``machine(name, values)`` evaluates pdf/cdf/sf/quantile on machine numbers (a NumPy array in,
an array out; SciPy), ``sample(rng, n)`` draws ``n`` variates with a NumPy Generator.

Other modules add heads to ``CONSTRUCTORS`` (head name -> ``fn(ev, expr) -> Dist | None``).
"""

from mathilda.algorithms.probability.build import ex, wrap
from mathilda.algorithms.probability.families import (
    CONTINUOUS, DISCRETE, check_parameters, lookup_family, number_value,
)
from mathilda.core.expr import Expression, Integer, Rational, Real, Symbol

__all__ = ["Dist", "Parametric", "parse", "CONSTRUCTORS", "is_distribution_head",
           "machine_values", "CONTINUOUS", "DISCRETE"]

CONSTRUCTORS = {}

_SCIPY_NAMES = {"pdf": "pdf", "cdf": "cdf", "sf": "sf", "quantile": "ppf",
                "inverse_sf": "isf", "logpdf": "logpdf"}


class Dist:
    """The interface (see the module docstring); subclasses override what they know."""

    kind = CONTINUOUS
    dim = 1
    expr = None

    def formula(self, name, *args):
        return None

    def support(self):
        """(lo, hi) as expressions (the range of the variate; integers when discrete)."""
        return None

    def params(self):
        """The numeric parameters, for deciding whether to compute with machine numbers."""
        return ()

    def machine(self, name, values):
        """``name`` in pdf/cdf/sf/quantile/inverse_sf of a float array, or None."""
        return None

    def sample(self, rng, n):
        return None


class Parametric(Dist):
    """A family of ``families.py`` with its parameters."""

    def __init__(self, fam, params, expr):
        self.fam = fam
        self.kind = fam.kind
        self.expr = expr
        self.p = params
        self._frozen = None

    def params(self):
        return self.p

    def formula(self, name, *args):
        f = getattr(self.fam, name, None)
        if f is None:
            return None
        ps = [wrap(p) for p in self.p]
        extra = [a if type(a) is int else wrap(a) for a in args]
        return f(*ps, *extra)

    def support(self):
        lo, hi = self.fam.support(*[wrap(p) for p in self.p])
        return ex(lo), ex(hi)

    def floats(self):
        out = []
        for p in self.p:
            v = number_value(p)
            if v is None or isinstance(v, complex):
                return None
            out.append(float(v))
        return out

    def frozen(self):
        if self._frozen is None:
            fl = self.floats()
            if fl is None:
                return None
            name, shapes, loc, scale = self.fam.scipy(*fl)
            from scipy import stats
            if self.kind is DISCRETE:
                self._frozen = getattr(stats, name)(*shapes, loc=loc)
            else:
                self._frozen = getattr(stats, name)(*shapes, loc=loc, scale=scale)
        return self._frozen

    def machine(self, name, values):
        uf = getattr(self.fam, "ufuncs", None)
        if uf is not None:
            fl = self.floats()
            fn = uf().get(name) if fl is not None else None
            if fn is not None:
                return fn(*fl, values)
        fz = self.frozen()
        if fz is None:
            return None
        meth = _SCIPY_NAMES.get(name)
        if meth is None:
            return None
        if self.kind is DISCRETE:
            if meth == "pdf":
                meth = "pmf"
            elif meth == "logpdf":
                meth = "logpmf"
        return getattr(fz, meth)(values)

    def sample(self, rng, n):
        fl = self.floats()
        if fl is None:
            return None
        return self.fam.sample(rng, *fl, n)


def is_distribution_head(expr):
    h = expr.head if isinstance(expr, Expression) else None
    return type(h) is Symbol and (h.name in CONSTRUCTORS or lookup_family(expr) is not None)


def parse(ev, expr, check=True):
    """The Dist for a distribution expression, or None (not one, or bad parameters: the
    message has been emitted)."""
    if not isinstance(expr, Expression) or type(expr.head) is not Symbol:
        return None
    make = CONSTRUCTORS.get(expr.head.name)
    if make is not None:
        return make(ev, expr)
    found = lookup_family(expr)
    if found is None:
        return None
    fam, params = found
    if check and not check_parameters(ev, fam, params, expr):
        return None
    d = Parametric(fam, params, expr)
    std = getattr(fam, "standard", None)
    if std is not None:       # a location-scale form: m + s X, X of the standard family
        from mathilda.algorithms.probability.transforms import Affine
        return Affine(Parametric(std, tuple(fam.shape(*params)), None), params[0],
                      params[1], expr, numeric=d)
    return d


def machine_values(*xs):
    """True when every x is a real number atom and at least one a machine Real (the
    machine-number path applies)."""
    machine = False
    for x in xs:
        t = type(x)
        if t is Real:
            if x.prec is not None:
                return False
            machine = True
        elif t is not Integer and t is not Rational:
            return False
    return machine
