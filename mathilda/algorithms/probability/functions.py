"""The distribution functions on a ``Dist``: PDF, CDF, SurvivalFunction, HazardFunction,
InverseCDF/Quantile, InverseSurvivalFunction, CharacteristicFunction,
MomentGeneratingFunction, CumulantGeneratingFunction.

Each takes the evaluation context, the Dist and the point (an Expr, already evaluated) and
returns the evaluated result or None (stays unevaluated).  The paths, in order:

* a List point of a univariate distribution: the function of each element (a packed array of
  machine numbers in one SciPy call, a packed result);
* machine numbers (the point or a parameter is a machine real, all are numbers): SciPy;
* otherwise the family's formula with the point substituted, evaluated: exact and symbolic
  results in the form the Wolfram Language prints.

What a family does not tabulate is derived: the survival function as ``1 - CDF`` (branch by
branch of a Piecewise), the hazard as ``PDF/SurvivalFunction``, the median as the quantile at
1/2.  Moments are in ``moments.py``.
"""

from mathilda.algorithms.probability.build import ex
from mathilda.algorithms.probability.dist import DISCRETE, machine_values
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Rational, Real, S, make_rational
from mathilda.core.packed import from_numpy, to_numpy

__all__ = ["pdf", "cdf", "survival", "hazard", "quantile", "inverse_survival", "median",
           "characteristic", "mgf", "cgf", "pure_function", "complement", "branchwise",
           "is_number", "evaluate", "conditional"]

HALF = make_rational(1, 2)


def evaluate(ev, f):
    return None if f is None else ev.evaluate(ex(f))


def is_number(x):
    t = type(x)
    return t is Integer or t is Rational or t is Real


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _thread(ev, fn, d, xs):
    """fn over the elements of a List (one SciPy call for a vector of machine numbers)."""
    arr = to_numpy(xs) if xs.args else None
    name = getattr(fn, "scipy_name", None)
    if arr is not None and name is not None and arr.ndim >= 1 and arr.dtype.kind in "fi" \
            and (arr.dtype.kind == "f" or _any_machine(d)):
        r = _machine(d, name, arr)
        if r is not None:
            return ev.final(r)
    out = []
    for x in xs.args:
        ev.check_interrupt()
        r = fn(ev, d, x)
        out.append(r if r is not None else Expression(S[fn.head_name], (d.expr, x)))
    return Expression(S.List, tuple(out))


def _any_machine(d):
    return any(type(p) is Real and p.prec is None for p in d.params())


def _machine(d, name, arr):
    """The SciPy values for a float array, as an Expr (packed), or None."""
    np_out = d.machine(name, arr.astype(float))
    if np_out is None:
        return None
    import numpy as np
    np_out = np.asarray(np_out)
    if d.kind is DISCRETE and name in ("quantile", "inverse_sf"):
        if np.all(np.isfinite(np_out)):
            np_out = np_out.astype(np.int64)
    return from_numpy(np_out)


def _machine_scalar(d, name, x):
    """SciPy at one point when the point and the parameters are numbers and one of them is
    a machine real; else None."""
    if not machine_values(x, *d.params()):
        return None
    import numpy as np
    xv = float(x.value) if type(x) is Real else float(x.value if type(x) is Integer
                                                       else x.value)
    r = _machine(d, name, np.array([xv]))
    if r is None:
        return None
    return r.args[0] if len(r.args) == 1 else r


def _not_integer(x):
    t = type(x)
    if t is Rational:
        return True
    if t is Real:
        return float(x.value) != int(float(x.value)) if abs(float(x.value)) < 1e300 else False
    return False


def _named(head, scipy_name=None):
    def deco(fn):
        fn.head_name = head
        fn.scipy_name = scipy_name
        return fn
    return deco


@_named("PDF", "pdf")
def pdf(ev, d, x):
    if _is_list(x) and d.dim == 1:
        return _thread(ev, pdf, d, x)
    if d.dim == 1:
        if d.kind is DISCRETE and getattr(d, "integers", True) and _not_integer(x):
            return Integer(0)
        r = _machine_scalar(d, "pdf", x)
        if r is not None:
            return r
    return evaluate(ev, d.formula("pdf", x))


def _machine_point(d, name, x):
    """A multivariate distribution's machine value at a point {x1, ..., xk} of numbers with
    a machine real among them (or among the parameters), else None."""
    if not _is_list(x) or len(x.args) != d.dim or not machine_values(*x.args, *d.params()):
        return None
    import numpy as np
    r = d.machine(name, np.array([float(v.value) for v in x.args]))
    if r is None:
        return None
    return Real(float(np.asarray(r).reshape(-1)[0]))


@_named("CDF", "cdf")
def cdf(ev, d, x):
    if _is_list(x) and d.dim == 1:
        return _thread(ev, cdf, d, x)
    if d.dim == 1:
        r = _machine_scalar(d, "cdf", x)
        if r is not None:
            return r
    else:
        r = _machine_point(d, "cdf", x)
        if r is not None:
            return r
    return evaluate(ev, d.formula("cdf", x))


def complement(e):
    """``1 - e`` as an expression to evaluate, taken inside the branches of a Piecewise."""
    if isinstance(e, Expression) and e.head is S.Piecewise and len(e.args) == 2 and \
            _is_list(e.args[0]):
        rows = tuple(Expression(S.List, (_one_minus(r.args[0]), r.args[1]))
                     for r in e.args[0].args)
        return Expression(S.Piecewise, (Expression(S.List, rows), _one_minus(e.args[1])))
    return _one_minus(e)


def _one_minus(v):
    return Expression(S.Plus, (Integer(1), Expression(S.Times, (Integer(-1), v))))


def _piecewise(e):
    """(rows [(value, cond)], default) of an evaluated Piecewise, else None."""
    if isinstance(e, Expression) and e.head is S.Piecewise and e.args and _is_list(e.args[0]):
        rows = [(r.args[0], r.args[1]) for r in e.args[0].args
                if _is_list(r) and len(r.args) == 2]
        default = e.args[1] if len(e.args) == 2 else Integer(0)
        return rows, default
    return None


def branchwise(op, a, b):
    """``op(a, b)`` (raw Exprs) taken branch by branch when a and b are Piecewise with the
    same conditions, or one of them is a Piecewise and the other is not."""
    pa, pb = _piecewise(a), _piecewise(b)
    if pa is None and pb is None:
        return op(a, b)
    if pa is not None and pb is not None:
        if [c for _, c in pa[0]] != [c for _, c in pb[0]]:
            return op(a, b)
        rows = [(op(va, vb), c) for (va, c), (vb, _) in zip(pa[0], pb[0])]
        default = op(pa[1], pb[1])
    elif pa is not None:
        rows = [(op(va, b), c) for va, c in pa[0]]
        default = op(pa[1], b)
    else:
        rows = [(op(a, vb), c) for vb, c in pb[0]]
        default = op(a, pb[1])
    return Expression(S.Piecewise, (Expression(S.List, tuple(
        Expression(S.List, (v, c)) for v, c in rows)), default))


def _divide(a, b):
    if b == Integer(0):
        return Integer(0) if a == Integer(0) else S.Indeterminate
    return Expression(S.Times, (a, Expression(S.Power, (b, Integer(-1)))))


@_named("SurvivalFunction", "sf")
def survival(ev, d, x):
    if _is_list(x) and d.dim == 1:
        return _thread(ev, survival, d, x)
    if d.dim == 1:
        r = _machine_scalar(d, "sf", x)
        if r is not None:
            return r
    if not is_number(x):
        f = d.formula("sf", x)
        if f is not None:
            return evaluate(ev, f)
    c = cdf(ev, d, x)
    if c is None or (isinstance(c, Expression) and c.head is S.CDF):
        return None
    return ev.evaluate(complement(c))


@_named("HazardFunction")
def hazard(ev, d, x):
    if _is_list(x) and d.dim == 1:
        return _thread(ev, hazard, d, x)
    f = d.formula("hazard", x)
    if f is not None:
        return evaluate(ev, f)
    p = pdf(ev, d, x)
    s = survival(ev, d, x)
    if p is None or s is None:
        return None
    return ev.evaluate(branchwise(_divide, p, s))


def conditional(value, q):
    """ConditionalExpression[value, 0 <= q <= 1]."""
    return Expression(S.ConditionalExpression, (value, Expression(
        S.LessEqual, (Integer(0), q, Integer(1)))))


def _probability_number(q):
    """The Fraction/float of a real number atom, or None."""
    t = type(q)
    if t is Integer or t is Rational:
        return q.value
    if t is Real:
        return float(q.value)
    return None


@_named("InverseCDF", "quantile")
def quantile(ev, d, q, survival_side=False):
    """InverseCDF[d, q] (``survival_side``: InverseSurvivalFunction, the quantile at 1 - q)."""
    name = "inverse_sf" if survival_side else "quantile"
    if _is_list(q) and d.dim == 1:
        fn = inverse_survival if survival_side else quantile
        return _thread(ev, fn, d, q)
    qv = _probability_number(q)
    if qv is not None and not 0 <= qv <= 1:
        return None
    if d.dim == 1 and qv is not None:
        r = _machine_scalar(d, name, q)
        if r is not None:
            return r
    q0 = q
    if survival_side:
        q = ev.evaluate(_one_minus(q))
        qv = _probability_number(q)
    if qv is not None:
        lo_hi = d.support()
        if qv == 0 and lo_hi is not None:
            return ev.evaluate(lo_hi[0]) if d.kind is not DISCRETE else _discrete_low(ev, d)
        if qv == 1 and lo_hi is not None:
            return ev.evaluate(lo_hi[1])
        f = d.formula("quantile", q)
        if f is not None:
            return evaluate(ev, f)
        if d.kind is DISCRETE:
            return _discrete_quantile(ev, d, q)
        return None
    f = d.formula("quantile", q)
    if f is None:
        return None
    return ev.evaluate(conditional(ex(f), q0))


inverse_survival = _named("InverseSurvivalFunction", "inverse_sf")(
    lambda ev, d, q: quantile(ev, d, q, survival_side=True))


def _discrete_low(ev, d):
    lo = d.support()[0]
    return ev.evaluate(lo)


def _discrete_quantile(ev, d, q):
    """The least integer k of the support with CDF[d, k] >= q (exact q), found from a SciPy
    estimate and checked with the exact CDF."""
    import math
    lo, hi = d.support()
    lo = ev.evaluate(lo)
    if type(lo) is not Integer:
        return None
    guess = None
    fl = getattr(d, "floats", lambda: None)()
    if fl is not None:
        import numpy as np
        g = d.machine("quantile", np.array([float(q.value)]))
        if g is not None and math.isfinite(g[0]):
            guess = int(g[0])
    k = max(lo.value, guess if guess is not None else lo.value)

    def at_least(k):
        c = cdf(ev, d, Integer(k))
        if c is None:
            return None
        r = ev.evaluate(Expression(S.GreaterEqual, (c, q)))
        if r is TRUE:
            return True
        if r is FALSE:
            return False
        return None

    for _ in range(10000):
        ev.check_interrupt()
        ok = at_least(k)
        if ok is None:
            return None
        if ok:
            while k > lo.value:
                below = at_least(k - 1)
                if below is None:
                    return None
                if not below:
                    break
                k -= 1
            return Integer(k)
        k += 1
    return None


def median(ev, d):
    f = d.formula("median")
    if f is not None:
        return evaluate(ev, f)
    if d.dim != 1:
        return None
    return quantile(ev, d, HALF)


def characteristic(ev, d, t):
    return evaluate(ev, d.formula("cf", t))


def mgf(ev, d, t):
    f = d.formula("mgf", t)
    if f is not None:
        return evaluate(ev, f)
    return None


def cgf(ev, d, t):
    m = mgf(ev, d, t)
    if m is None:
        return None
    return ev.call("PowerExpand", ev.call("Log", m))


def pure_function(ev, fn, d):
    """``PDF[d]``: the function ``PDF[d, #1] &``, as Wolfram writes it."""
    slot = Expression(S.Slot, (Integer(1),))
    if d.dim > 1:
        slots = Expression(S.List, tuple(Expression(S.Slot, (Integer(k + 1),))
                                         for k in range(d.dim)))
        body = fn(ev, d, slots)
    else:
        body = fn(ev, d, slot)
    if body is None:
        return None
    return Expression(S.Function, (body,))
