"""Products SymPy leaves alone: the indefinite product Product[f, k] and infinite products.

* ``Product[f, k]`` is a g with ``g(k + 1)/g(k) = f(k)``, constant factors dropped (as the
  indefinite Sum drops constants): a constant c gives ``c^k``, a linear factor ``k - r``
  gives ``Gamma[k - r]`` (so ``Product[k, k]`` is ``Gamma[k]``), a power ``b^e(k)`` with b
  free of k gives ``b^Sum[e, k]``, products and quotients factor by factor.
* ``Product[R(k), {k, a, Infinity}]`` for a rational R tending to 1: with
  ``R(k) = Prod (k - a_i)/Prod (k - b_j)`` and ``Sum a_i = Sum b_j`` the product is
  ``Prod Gamma[a - b_j]/Prod Gamma[a - a_i]`` (Sinh[Pi]/Pi for 1 + 1/k^2, Pi/2 for Wallis');
  ``Product[b^e(k), ...]`` with b free of k is ``b^Sum[e, ...]``.

    indefinite_product(ev, f, k)        the indefinite product, or None
    infinite_product(ev, f, k, lo, hi)  the product over k from lo to hi (Infinity), or None
"""

from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, S

__all__ = ["indefinite_product", "infinite_product"]


def _linear_factors(sp, p, k):
    """(leading coefficient, [(root, multiplicity)]) of the polynomial p in k, or None when
    its roots are not all found."""
    poly = sp.Poly(p, k)
    if poly.degree() == 0:
        return poly.LC(), []
    rts = sp.roots(poly)
    if sum(rts.values()) != poly.degree():
        return None
    return poly.LC(), list(rts.items())


def _rational_parts(sp, s, k):
    """(c, num roots, den roots) of a rational function of k, or None."""
    if not s.is_rational_function(k):
        return None
    n, d = sp.fraction(sp.cancel(sp.together(s)))
    fn, fd = _linear_factors(sp, n, k), _linear_factors(sp, d, k)
    if fn is None or fd is None:
        return None
    return fn[0] / fd[0], fn[1], fd[1]


def _indefinite(sp, s, k, ev):
    """The indefinite product of the SymPy expression s in k, as SymPy, or None."""
    if not s.has(k):
        return s ** k
    if s.is_Mul:
        parts = [_indefinite(sp, f, k, ev) for f in s.args]
        if any(p is None for p in parts):
            return None
        return sp.Mul(*parts)
    base, ex = s.as_base_exp()
    if ex != 1 and not base.has(k):
        e = bridge.try_from_sympy(ex, ev)
        if e is None:
            return None
        total = ev.call("Sum", e, bridge.try_from_sympy(k, ev))
        if isinstance(total, Expression) and total.head is S.Sum:
            return None
        t = bridge.try_to_sympy(total)
        return None if t is None else base ** t
    if s.is_Pow and s.exp.is_Integer:
        g = _indefinite(sp, s.base, k, ev)
        return None if g is None else g ** s.exp
    r = _rational_parts(sp, s, k)
    if r is None:
        return None
    c, num, den = r
    out = c ** k if c != 1 else sp.Integer(1)
    for root, m in num:
        out *= sp.gamma(k - root) ** m
    for root, m in den:
        out /= sp.gamma(k - root) ** m
    return out


def _best(ev, sp, r):
    """The Wolfram-form candidate of r with the fewest leaves (Gamma ratios that reduce to
    rational functions reduced)."""
    from mathilda.algorithms.algebra.simplify import leaf_count
    cands = [r]
    try:
        g = sp.gammasimp(r)
        if not g.has(sp.gamma) or sp.count_ops(g) < sp.count_ops(r):
            cands.append(g)
    except Exception as exc:      # SymPy gives up with assorted exceptions
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
    best = None
    for c in cands:
        w = bridge.try_from_sympy(c, ev)
        if w is not None and (best is None or leaf_count(w) < leaf_count(best)):
            best = w
    return best


def indefinite_product(ev, f, k):
    """Product[f, k] (f evaluated with k free), or None."""
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(f)
    if s is None:
        return None
    ks = bridge.sympy_symbol(k)
    try:
        r = _indefinite(sp, sp.powsimp(s), ks, ev)
    except Exception as exc:      # SymPy's polynomial machinery on odd input
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    return None if r is None else _best(ev, sp, r)


def infinite_product(ev, f, k, lo, hi):
    """Product[f, {k, lo, Infinity}] for the forms above, or None."""
    sp = bridge.sympy_module()
    s, a, b = bridge.try_to_sympy(f), bridge.try_to_sympy(lo), bridge.try_to_sympy(hi)
    if s is None or a is None or b != sp.oo:
        return None
    ks = bridge.sympy_symbol(k)
    s = sp.powsimp(s)
    base, ex = s.as_base_exp()
    if ex != 1 and not base.has(ks):
        e = bridge.try_from_sympy(ex, ev)
        total = ev.call("Sum", e, Expression(S.List, (k, lo, hi)))
        if isinstance(total, Expression) and total.head is S.Sum:
            return None
        return ev.evaluate(Expression(S.Power, (bridge.try_from_sympy(base, ev), total)))
    try:
        r = _rational_parts(sp, s, ks)
    except Exception as exc:
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if r is None:
        return None
    c, num, den = r
    if sp.simplify(c - 1) != 0 or sum(m for _, m in num) != sum(m for _, m in den):
        return None
    if sp.simplify(sum(r_ * m for r_, m in num) - sum(r_ * m for r_, m in den)) != 0:
        return None              # the product diverges (or tends to 0)
    if any((a - r_).is_integer and (a - r_).is_nonpositive for r_, _ in num):
        return bridge.try_from_sympy(sp.Integer(0), ev)    # a factor vanishes
    if any((a - r_).is_integer and (a - r_).is_nonpositive for r_, _ in den):
        return None              # a factor is infinite
    out = sp.Integer(1)
    for r_, m in den:
        out *= sp.gamma(a - r_) ** m
    for r_, m in num:
        out /= sp.gamma(a - r_) ** m
    try:
        out = sp.simplify(sp.gammasimp(out))
    except Exception as exc:
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
    if out.has(sp.nan, sp.zoo):
        return None
    return bridge.try_from_sympy(out, ev)
