"""Likelihood and LogLikelihood of a distribution at a list of observations.

``log_likelihood(ev, d, data)`` is the sum over the observations of the log of the density
there, ``likelihood(ev, d, data)`` their product.  Machine numbers (a machine real among the
observations or the parameters, all numbers) go to SciPy in one call (``logpdf`` summed);
exact and symbolic observations go through ``PDF`` and the log is taken factor by factor
(``log_density``), so the log of ``E^(-x^2/2)/Sqrt[2 Pi]`` is ``-x^2/2 - Log[2 Pi]/2`` as the
Wolfram Language writes it, and the sum over the observations collects like terms.
"""

from mathilda.algorithms.probability.dist import DISCRETE
from mathilda.algorithms.probability.functions import pdf
from mathilda.core.expr import TRUE, Expression, Integer, Rational, Real, S
from mathilda.core.packed import to_numpy

__all__ = ["log_likelihood", "likelihood", "log_density", "observations"]

_MINUS_INFINITY = Expression(S.DirectedInfinity, (Integer(-1),))


def observations(d, data):
    """The observations: a tuple of Exprs (vectors for a multivariate distribution) or the
    packed array itself; None when data is not a list of points of d's dimension."""
    if not (isinstance(data, Expression) and data.head is S.List):
        return None
    arr = getattr(data, "array", None)          # a packed array: its shape says it all
    if arr is not None:
        ok = arr.size > 0 and (arr.ndim == 1 if d.dim == 1 else
                               arr.ndim == 2 and arr.shape[1] == d.dim)
        return data if ok else None
    if not data.args:
        return None
    if d.dim == 1:
        if any(isinstance(x, Expression) and x.head is S.List for x in data.args):
            return None
        return data.args
    for x in data.args:
        if not (isinstance(x, Expression) and x.head is S.List and len(x.args) == d.dim):
            return None
    return data.args


def _points(obs):
    return obs.args if isinstance(obs, Expression) else obs


def _machine_array(d, data):
    """The observations as a float array when the machine-number path applies, else None."""
    arr = to_numpy(data)
    if arr is None or arr.dtype.kind not in "fi":
        return None
    if arr.dtype.kind == "i" and not any(type(p) is Real and p.prec is None
                                         for p in d.params()):
        return None
    for p in d.params():
        if type(p) not in (Integer, Rational, Real) or (type(p) is Real and p.prec is not None):
            return None
    if d.dim > 1 and (arr.ndim != 2 or arr.shape[1] != d.dim):
        return None
    return arr.astype(float)


def _machine_logs(d, arr):
    """Per-observation log densities from SciPy, or None."""
    import numpy as np
    with np.errstate(divide="ignore", invalid="ignore"):
        r = d.machine("logpdf", arr)
        if r is None:
            r = d.machine("pdf", arr)
            if r is None:
                return None
            r = np.log(np.asarray(r, dtype=float))
    r = np.asarray(r, dtype=float)
    if d.kind is DISCRETE and d.dim == 1:
        r = np.where(arr == np.round(arr), r, -np.inf)
    return r


def _real(v):
    import math
    if math.isnan(v):
        return S.Indeterminate
    if math.isinf(v):
        return _MINUS_INFINITY if v < 0 else Expression(S.DirectedInfinity, (Integer(1),))
    return Real(float(v))


def _is_even_integer(e):
    return type(e) is Integer and e.value % 2 == 0


def log_density(ev, e):
    """Log of a density value, expanded factor by factor (a density is nonnegative, so each
    factor of a product and each base of a power taken to a non-even power is too)."""
    if isinstance(e, Expression):
        h = e.head
        if h is S.Times:
            return _log_product(ev, e.args)
        if h is S.Power and len(e.args) == 2:
            b, a = e.args
            if b is S.E:
                return a
            if not (_is_even_integer(a) and isinstance(b, Expression) and b.head is S.Plus):
                return Expression(S.Times, (a, log_density(ev, b)))
        if h is S.Piecewise and len(e.args) == 2 and isinstance(e.args[0], Expression):
            rows = tuple(Expression(S.List, (log_density(ev, r.args[0]), r.args[1]))
                         for r in e.args[0].args)
            return Expression(S.Piecewise, (Expression(S.List, rows),
                                            log_density(ev, e.args[1])))
    if e == Integer(0):
        return _MINUS_INFINITY
    return Expression(S.Log, (e,))


def _log_product(ev, factors):
    """Sum of the logs of the factors; numeric factors with the same exponent are one log
    (``2^(-1/2) Pi^(-1/2)`` gives ``-Log[2 Pi]/2``)."""
    groups, terms = {}, []
    for f in factors:
        is_power = isinstance(f, Expression) and f.head is S.Power and len(f.args) == 2
        if f is not S.E and not (is_power and f.args[0] is S.E) and \
                ev.call("NumericQ", f) is TRUE:
            if type(f) is Rational:             # p/q: p to the 1st, q to the -1st
                n, q = f.value.numerator, f.value.denominator
                if n != 1:
                    groups.setdefault(Integer(1), []).append(Integer(n))
                groups.setdefault(Integer(-1), []).append(Integer(q))
                continue
            b, a = f, Integer(1)
            if is_power and type(f.args[1]) in (Integer, Rational):
                b, a = f.args
            groups.setdefault(a, []).append(b)
        else:
            terms.append(log_density(ev, f))
    for a, bases in groups.items():
        b = ev.evaluate(Expression(S.Times, tuple(bases)))
        terms.append(Expression(S.Times, (a, Expression(S.Log, (b,)))))
    return Expression(S.Plus, tuple(terms))


def log_likelihood(ev, d, data):
    obs = observations(d, data)
    if obs is None:
        return None
    arr = _machine_array(d, data)
    if arr is not None:
        logs = _machine_logs(d, arr)
        if logs is not None:
            return _real(float(logs.sum()))
    terms = []
    for x in _points(obs):
        ev.check_interrupt()
        p = pdf(ev, d, x)
        if p is None:
            return None
        terms.append(log_density(ev, p))
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


def likelihood(ev, d, data):
    obs = observations(d, data)
    if obs is None:
        return None
    arr = _machine_array(d, data)
    if arr is not None:
        logs = _machine_logs(d, arr)
        if logs is not None:
            import math
            s = float(logs.sum())
            return Real(math.exp(s)) if s < 709.78 else _real(math.inf)
    values = []
    for x in _points(obs):
        ev.check_interrupt()
        p = pdf(ev, d, x)
        if p is None:
            return None
        values.append(p)
    return ev.evaluate(Expression(S.Times, tuple(values)))
