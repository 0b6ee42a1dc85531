"""ApartSquareFree's algorithm: the polynomial part of a rational function plus one
fraction per power s^k of a square-free factor s of its denominator, the numerators found
by the extended Euclidean algorithm over the coprime powers."""

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, S


def apart_square_free(ev, e, x):
    """ApartSquareFree[e, x]: the polynomial part plus one fraction per power s^k of a
    square-free factor s of the denominator (numerator of lower degree than s^k); None when
    e is not a rational function of x."""
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(e)
    sx = bridge.try_to_sympy(x)
    if s is None or sx is None or not isinstance(s, sp.Expr):
        return None
    num, den = sp.fraction(sp.together(s))
    try:
        N = sp.Poly(sp.expand(num), sx)
        D = sp.Poly(sp.expand(den), sx)
    except sp.PolynomialError:
        return None
    if D.degree() <= 0:
        return e
    quo, rem = sp.div(N, D)
    content, parts = sp.sqf_list(D)
    factors = [(sp.Poly(f, sx), k) for f, k in parts]
    powers = [f ** k for f, k in factors]
    terms = []
    r = rem * sp.Poly(1 / content, sx, domain=rem.domain.get_field()) \
        if content != 1 else rem
    for i, (f, k) in enumerate(factors):
        ev.check_interrupt()
        rest = sp.Poly(1, sx)
        for g in powers[i + 1:]:
            rest = rest * g
        if i == len(factors) - 1:
            a = r
        else:
            # s fk + t rest = 1: r / (fk rest) = r t / fk + r s / rest
            sa, ta, _g = sp.gcdex(powers[i], rest)
            a = (r * ta).rem(powers[i])
            r = (r * sa).rem(rest) if rest.degree() > 0 else r * sa
        if not a.is_zero:
            den_a, az = a.clear_denoms()
            c, prim = az.primitive() if az.domain.is_ZZ else (1, az)
            terms.append(Expression(S.Times, (
                bridge.try_from_sympy(sp.Rational(c) / den_a, ev),
                bridge.try_from_sympy(prim.as_expr(), ev),
                Expression(S.Power, (bridge.try_from_sympy(f.as_expr(), ev), Integer(-k))))))
    parts_out = [bridge.try_from_sympy(quo.as_expr(), ev)] + terms
    return ev.evaluate(Expression(S.Plus, tuple(parts_out)))
