"""Eliminate, SolveAlways and FindInstance.

    eliminate(ev, polys, elims, keep)    the generators free of ``elims`` of a
                                         lexicographic Groebner basis (elimination order),
                                         as equations (None when not polynomial)
    always_equations(ev, polys, xs)      the coefficients, in the variables xs, that must
                                         vanish for the polynomials to be zero for all xs
    search_instances(ev, cond, vars, integers, n)   up to n points of small integers (and,
                                         over the reals, small fractions) at which cond
                                         evaluates to True, nearest the origin first
"""

import itertools
from fractions import Fraction

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, S, TRUE, FALSE, make_rational


def _equation(ev, sp, p, keep):
    """p == 0 written as the Wolfram Language writes an eliminant: v == rest when p is
    linear in the first kept variable v (with a numeric coefficient), else the terms with
    positive coefficients == the others."""
    w = lambda x: bridge.from_sympy(x, ev)
    p = sp.expand(p)
    for v in keep:
        if v not in p.free_symbols:
            continue
        poly = sp.Poly(p, v)
        if poly.degree() == 1 and poly.all_coeffs()[0].is_number:
            c, rest = poly.all_coeffs()
            return Expression(S.Equal, (w(v), w(sp.expand(-rest / c))))
        break
    pos, neg = [], []
    for t in sp.Add.make_args(p):
        (neg if t.as_coeff_Mul()[0] < 0 else pos).append(t)
    if not pos:
        pos, neg = neg, pos
        pos = [-t for t in pos]
        neg = [-t for t in neg]
    return Expression(S.Equal, (w(sp.Add(*pos)), w(-sp.Add(*neg))))


def eliminate(ev, polys, elims, keep):
    sp = bridge.sympy_module()
    gens = list(elims) + list(keep)
    try:
        basis = sp.groebner([sp.expand(p) for p in polys], *gens, order="lex")
    except Exception as exc:  # not polynomial in the generators
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    exprs = list(basis.exprs)
    if exprs == [1]:
        return FALSE
    eset = set(elims)
    kept = [g for g in exprs if not (g.free_symbols & eset)]
    if not kept:
        return TRUE
    eqs = [_equation(ev, sp, g, keep) for g in reversed(kept)]
    if len(eqs) == 1:
        return ev.evaluate(eqs[0])
    return ev.evaluate(Expression(S.And, tuple(eqs)))


def always_equations(ev, polys, xs):
    sp = bridge.sympy_module()
    out = []
    for p in polys:
        try:
            poly = sp.Poly(sp.expand(p), *xs)
        except sp.PolynomialError:
            return None
        for c in poly.coeffs():
            if c != 0 and c not in out:
                out.append(c)
    return out


def _candidates(integers):
    """0, 1, -1, 2, -2, ... and, over the reals, then 1/2, -1/2, 3/2, ..., then thirds."""
    if integers:
        vals = {Fraction(k) for k in range(-1000, 1001)}
    else:
        vals = {Fraction(num, d) for d in (1, 2, 3) for num in range(-10 * d, 10 * d + 1)}
    return sorted(vals, key=lambda f: (f.denominator, abs(f), f < 0))


def search_instances(ev, cond, vars_, integers, n, budget=20000):
    vals = _candidates(integers)
    out = []
    count = 0
    for total in range(0, (len(vals) - 1) * len(vars_) + 1):
        # tuples of candidate indices with this index sum: nearest the origin first
        for idx in _tuples_with_sum(len(vars_), total, len(vals)):
            count += 1
            if count > budget:
                return out
            if count % 256 == 0:
                ev.check_interrupt()
            rules = tuple(Expression(S.Rule, (v, make_rational(vals[i].numerator,
                                                               vals[i].denominator)))
                          for v, i in zip(vars_, idx))
            r = ev.evaluate(Expression(S.ReplaceAll, (cond, Expression(S.List, rules))))
            if r is TRUE:
                out.append(Expression(S.List, rules))
                if len(out) >= n:
                    return out
    return out


def _tuples_with_sum(k, total, limit):
    if k == 1:
        if total < limit:
            yield (total,)
        return
    for first in range(0, min(total, limit - 1) + 1):
        for rest in _tuples_with_sum(k - 1, total - first, limit):
            yield (first,) + rest
