"""Expectation, Probability and their numeric forms.

``expectation(ev, f, specs)``: ``specs`` is a list of ``(x, Dist)`` (from ``x \\[Distributed]
dist`` or a list of them; independent variables are taken one after the other, innermost
last).  For one variable: a finite-support data distribution is summed point by point; a
polynomial in ``x`` is combined from raw moments (exact and in the moments' form:
``Expectation[x^2, x \\[Distributed] NormalDistribution[m, s]]`` is ``m^2 + s^2``); anything
else is integrated (summed) against the PDF over each branch of its support.

``probability(ev, pred, specs)``: a condition on one variable that is an interval
(``x > a``, ``a <= x < b``, ``x == a``, their conjunctions) is read off the CDF and survival
function; any other condition is the expectation of ``Boole[pred]``.  ``numeric=True`` gives
the NExpectation / NProbability values: ``N`` of the exact route when it closes, else
numerical integration (NIntegrate) or summation over the support.
"""

from mathilda.algorithms.probability.dist import DISCRETE
from mathilda.algorithms.probability.functions import cdf, pdf, survival
from mathilda.algorithms.probability.moments import moment
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Rational, Real, S, Symbol
from mathilda.core.substitution import substitute

__all__ = ["expectation", "probability", "expectation_of", "parse_specs"]


def _plus(*xs):
    return Expression(S.Plus, tuple(xs))


def _times(*xs):
    return Expression(S.Times, tuple(xs))


def _has(e, head):
    if isinstance(e, Expression):
        return e.head is head or any(_has(a, head) for a in e.args) or _has(e.head, head)
    return False


def parse_specs(ev, spec, to_dist):
    """[(x, Dist)] from ``x \\[Distributed] d`` or a List of them, or None.  ``to_dist`` makes
    a Dist from the right-hand side (a distribution, or a data list)."""
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    out = []
    for it in items:
        if not (isinstance(it, Expression) and it.head is S.Distributed and len(it.args) == 2):
            return None
        x, d = it.args
        dist = to_dist(ev, d)
        if dist is None:
            return None
        if isinstance(x, Expression) and x.head is S.List:
            if getattr(dist, "dim", 1) != len(x.args):
                return None
        elif type(x) is not Symbol:
            return None
        out.append((x, dist))
    return out


# --- expectation ------------------------------------------------------------------------------

def expectation(ev, f, specs, numeric=False):
    for x, d in reversed(specs):
        f = expectation_of(ev, d, f, x, numeric=numeric)
        if f is None:
            return None
    return f


def expectation_of(ev, d, f, x, numeric=False):
    pts = getattr(d, "points", None)
    if pts is not None:
        return _sum_points(ev, d, f, x, lambda v: v, numeric)
    if isinstance(x, Expression):          # a vector variate: only data distributions
        return None
    if ev.call("FreeQ", f, x) is TRUE:
        return f
    if ev.call("PolynomialQ", f, x) is TRUE:
        r = _polynomial(ev, d, f, x)
        if r is not None:
            return ev.call("N", r) if numeric else r
    if numeric:
        exact = integrate_against(ev, d, f, x, numeric=False, quiet=True) if not _inexact(d) else None
        if exact is not None:
            n = ev.call("N", exact)
            if _is_number(n):
                return n
        return integrate_against(ev, d, f, x, numeric=True)
    return integrate_against(ev, d, f, x)


def _inexact(d):
    return any(type(p) is Real for p in d.params())


def _is_number(e):
    return type(e) in (Integer, Rational, Real) or (type(e).__name__ == "Complex")


def _polynomial(ev, d, f, x):
    coeffs = ev.call("CoefficientList", f, x)
    if not (isinstance(coeffs, Expression) and coeffs.head is S.List):
        return None
    terms = []
    for k, c in enumerate(coeffs.args):
        if c == Integer(0):
            continue
        m = moment(ev, d, Integer(k))
        if m is None or _has(m, S.Moment):
            return None
        terms.append(_times(c, m))
    if not terms:
        return Integer(0)
    r = ev.evaluate(_plus(*terms))
    return ev.call("Simplify", r) if len(terms) > 1 else r


def _sum_points(ev, d, f, x, value, numeric):
    vals, weights = d.points()
    terms = []
    for v, w in zip(vals, weights):
        ev.check_interrupt()
        if isinstance(x, Expression):
            if not (isinstance(v, Expression) and len(v.args) == len(x.args)):
                return None
            b = dict(zip(x.args, v.args))
        else:
            b = {x: v}
        terms.append(_times(w, value(substitute(f, b))))
    r = ev.evaluate(_plus(*terms)) if terms else Integer(0)
    return ev.call("N", r) if numeric else r


# the interval of x a condition describes: lo, hi (Exprs or None for unbounded), closedness
_OPS = {S.Less: ("<", False), S.LessEqual: ("<", True), S.Greater: (">", False),
        S.GreaterEqual: (">", True)}


def _branch_interval(cond, x):
    """(lo, hi) of x from a Piecewise condition (or None when it is not an interval)."""
    iv = _interval(cond, x)
    if iv is None:
        return None
    return iv[0], iv[2]


def integrate_against(ev, d, f, x, numeric=False, quiet=False):
    """Integrate (sum) f PDF[d, x] over the support, branch by branch of the PDF."""
    p = pdf(ev, d, x)
    if p is None:
        return None
    sup = d.support()
    if sup is None:
        return None
    lo, hi = (ev.evaluate(b) for b in sup)
    pieces = []
    if isinstance(p, Expression) and p.head is S.Piecewise and len(p.args) == 2 and \
            p.args[1] == Integer(0):
        for row in p.args[0].args:
            v, c = row.args
            iv = _branch_interval(c, x)
            if iv is None:
                if d.kind is DISCRETE:
                    pieces.append((v, lo, hi))
                    continue
                return None
            pieces.append((v, iv[0] if iv[0] is not None else lo,
                           iv[1] if iv[1] is not None else hi))
    else:
        pieces.append((p, lo, hi))
    if d.kind is DISCRETE:
        head = "NSum" if numeric else "Sum"
    else:
        head = "NIntegrate" if numeric else "Integrate"
    terms = []
    for v, a, b in pieces:
        ev.check_interrupt()
        fv = f
        if _has(f, S.Piecewise) and not numeric:
            fv = ev.call("Refine", f, _support_condition(x, a, b))
        integrand = ev.evaluate(_times(fv, v))
        if numeric and d.kind is DISCRETE:
            r = _numeric_sum(ev, d, integrand, x, a, b)
        else:
            r = ev.call(head, integrand, Expression(S.List, (x, a, b)))
        if isinstance(r, Expression) and r.head is S.ConditionalExpression:
            r = r.args[0]
        if _has(r, S.Integrate) or _has(r, S.Sum) or _has(r, S.NIntegrate) or r is None:
            return None
        terms.append(r)
    r = ev.evaluate(_plus(*terms))
    if not numeric and not quiet:
        s = ev.call("Simplify", r)
        return s
    return r


def _support_condition(x, a, b):
    """a < x < b without the infinite ends."""
    conds = []
    if not (isinstance(a, Expression) and a.head is S.DirectedInfinity):
        conds.append(Expression(S.Greater, (x, a)))
    if not (isinstance(b, Expression) and b.head is S.DirectedInfinity):
        conds.append(Expression(S.Less, (x, b)))
    if not conds:
        return Expression(S.Element, (x, S.Reals))
    return conds[0] if len(conds) == 1 else Expression(S.And, tuple(conds))


def _numeric_sum(ev, d, g, x, a, b):
    """Sum g over the integers of [a, b], cut where the remaining mass is below 1e-17."""
    import math
    from mathilda.algorithms.probability.functions import quantile
    lo = a.value if type(a) is Integer else None
    hi = b.value if type(b) is Integer else None
    if lo is None:
        return None
    if hi is None:
        q = quantile(ev, d, Real(1 - 1e-17))
        hi = q.value if type(q) is Integer else None
        if hi is None:
            return None
        hi = hi + 50
    if hi - lo > 10 ** 6:
        return None
    import numpy as np
    ks = np.arange(lo, hi + 1, dtype=np.int64)
    from mathilda.core.packed import from_numpy, to_numpy
    vals = ev.call("N", ev.evaluate(substitute(g, {x: from_numpy(ks)})))
    arr = to_numpy(vals)
    if arr is None or not np.all(np.isfinite(arr)):
        return None
    return Real(float(math.fsum(arr.tolist())))


# --- probability ------------------------------------------------------------------------------

def _interval(pred, x):
    """(lo, lo_closed, hi, hi_closed) for a condition on x alone, or None."""
    if not isinstance(pred, Expression):
        return None
    h, a = pred.head, pred.args
    if h in _OPS and len(a) == 2:
        kind, closed = _OPS[h]
        if a[0] == x and not _has_symbol(a[1], x):
            return (None, False, a[1], closed) if kind == "<" else (a[1], closed, None, False)
        if a[1] == x and not _has_symbol(a[0], x):
            return (a[0], closed, None, False) if kind == "<" else (None, False, a[0], closed)
        return None
    if h in _OPS and len(a) == 3 and a[1] == x:
        kind, closed = _OPS[h]
        if kind == "<":
            return a[0], closed, a[2], closed
        return a[2], closed, a[0], closed
    if h is S.Inequality and len(a) == 5 and a[2] == x:
        o1, o2 = _OPS.get(a[1]), _OPS.get(a[3])
        if o1 and o2 and o1[0] == "<" and o2[0] == "<":
            return a[0], o1[1], a[4], o2[1]
        if o1 and o2 and o1[0] == ">" and o2[0] == ">":
            return a[4], o2[1], a[0], o1[1]
        return None
    if h is S.Equal and len(a) == 2:
        if a[0] == x and not _has_symbol(a[1], x):
            return a[1], True, a[1], True
        if a[1] == x and not _has_symbol(a[0], x):
            return a[0], True, a[0], True
    return None


def _has_symbol(e, x):
    if e == x:
        return True
    if isinstance(e, Expression):
        return _has_symbol(e.head, x) or any(_has_symbol(a, x) for a in e.args)
    return False


def _integer_value(e):
    if type(e) is Integer:
        return True
    if type(e) in (Rational, Real):
        v = float(e.value)
        return v == int(v)
    return None


def _below(ev, d, b, closed):
    """P[X <= b] (closed) or P[X < b] as a raw Expr."""
    c = cdf(ev, d, b)
    if closed or d.kind is not DISCRETE:
        return c
    iv = _integer_value(b)
    if iv is False:
        return c
    if iv is None:
        return cdf(ev, d, ev.evaluate(_plus(Expression(S.Ceiling, (b,)), Integer(-1))))
    return cdf(ev, d, ev.evaluate(_plus(b, Integer(-1))))


def _interval_probability(ev, d, iv):
    lo, lo_closed, hi, hi_closed = iv
    if lo is not None and hi is not None and lo == hi:
        if d.kind is DISCRETE:
            return pdf(ev, d, lo)
        return Integer(0)
    if lo is None:
        return _below(ev, d, hi, hi_closed)
    if hi is None:
        if d.kind is DISCRETE and lo_closed:
            return _plus(Integer(1), _times(Integer(-1), _below(ev, d, lo, False)))
        if type(lo) in (Integer, Rational, Real):
            return _plus(Integer(1), _times(Integer(-1), cdf(ev, d, lo)))
        return survival(ev, d, lo)
    upper = _below(ev, d, hi, hi_closed)
    lower = _below(ev, d, lo, not lo_closed)
    if upper is None or lower is None:
        return None
    return _plus(upper, _times(Integer(-1), lower))


def _intervals(ev, pred, x):
    """The disjoint intervals of x where pred holds (a list of _interval tuples), from the
    predicate itself or from Reduce[pred, x, Reals]; None when it is not that."""
    iv = _interval(pred, x)
    if iv is not None:
        return [iv]
    if _has(pred, S.Distributed) or not _has_symbol(pred, x):
        return None
    iso = _isolate(ev, pred, x)
    if iso is not None:
        iv = _interval(iso, x)
        if iv is not None:
            return [iv]
    red = ev.call("Reduce", pred, x, S.Reals)
    if red is FALSE:
        return []
    parts = red.args if isinstance(red, Expression) and red.head is S.Or else (red,)
    out = []
    for p in parts:
        iv = _interval(p, x)
        if iv is None:
            return None
        out.append(iv)
    return out


_FLIP = {S.Less: S.Greater, S.Greater: S.Less, S.LessEqual: S.GreaterEqual,
         S.GreaterEqual: S.LessEqual}


def _isolate(ev, pred, x):
    """``a x + b op c`` (a a nonzero number) rewritten as ``x op' (c - b)/a``, else None."""
    if not (isinstance(pred, Expression) and pred.head in _FLIP and len(pred.args) == 2):
        return None
    diff = ev.call("Expand", _plus(pred.args[0], _times(Integer(-1), pred.args[1])))
    a = ev.call("Coefficient", diff, x, Integer(1))
    b = ev.call("Coefficient", diff, x, Integer(0))
    if type(a) not in (Integer, Rational, Real) or a.value == 0 or _has_symbol(b, x):
        return None
    rest = ev.call("Expand", _plus(diff, _times(Integer(-1), _plus(_times(a, x), b))))
    if rest != Integer(0):
        return None
    bound = ev.evaluate(_times(Integer(-1), b, Expression(S.Power, (a, Integer(-1)))))
    head = pred.head if a.value > 0 else _FLIP[pred.head]
    return Expression(head, (x, bound))


def _by_intervals(ev, d, pred, x):
    ivs = _intervals(ev, pred, x)
    if ivs is None:
        return None
    terms = []
    for iv in ivs:
        r = _interval_probability(ev, d, iv)
        if r is None:
            return None
        terms.append(r)
    r = ev.evaluate(_plus(*terms)) if terms else Integer(0)
    exact_ends = [e for iv in ivs for e in (iv[0], iv[2]) if e is not None]
    if exact_ends and all(type(e) in (Integer, Rational) for e in exact_ends):
        if _has(r, S.Erfc):      # 1 - Erfc[-z]/2 is written (1 - Erf[z])/2
            r = ev.call("Expand", ev.evaluate(_erfc_to_erf(r)))
        r = ev.call("Together", r) if d.kind is not DISCRETE else ev.call("Simplify", r)
    return r


def _erfc_to_erf(e):
    if isinstance(e, Expression):
        if e.head is S.Erfc and len(e.args) == 1:
            return _plus(Integer(1), _times(Integer(-1), Expression(S.Erf, e.args)))
        return Expression(_erfc_to_erf(e.head), tuple(_erfc_to_erf(a) for a in e.args))
    return e


def probability(ev, pred, specs, numeric=False):
    if pred is TRUE:
        return Integer(1)
    if pred is FALSE:
        return Integer(0)
    if len(specs) == 1:
        x, d = specs[0]
        if getattr(d, "points", None) is None and type(x) is Symbol:
            r = _by_intervals(ev, d, pred, x)
            if r is not None:
                return ev.call("N", r) if numeric else r
    if len(specs) > 1:
        # the last variable's probability given the others (a function of them), then the
        # expectation of that over the others: P[x + y > 1] = E_x[SurvivalFunction[y, 1 - x]]
        x, d = specs[-1]
        if getattr(d, "points", None) is None and type(x) is Symbol:
            inner = _by_intervals(ev, d, pred, x)
            if inner is not None:
                return expectation(ev, inner, specs[:-1], numeric=numeric)
    boole = Expression(S.Boole, (pred,))
    return expectation(ev, boole, specs, numeric=numeric)
