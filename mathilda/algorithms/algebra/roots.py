"""The roots of a univariate polynomial with rational coefficients in the forms the Wolfram
Language's Solve gives them (``exact_roots(ev, poly, x)``, each root repeated by its
multiplicity, in canonical order):

* a binomial a x^n + b: (-b/a)^(1/n) times the n-th roots of unity written as (-1)^(2k/n)
  (Solve[x^3 == 1, x] gives 1, -(-1)^(1/3), (-1)^(2/3));
* a cyclotomic factor: its primitive roots of unity, (-1)^(2k/n) with k prime to n;
* a quadratic: (-b +- Sqrt[b^2 - 4 a c])/(2 a) over one common denominator
  ((-1 - Sqrt[5])/2, 1 + Sqrt[2]);
* cubics and quartics: SymPy's radicals;
* higher degrees: Root[f, k] objects.
"""

from fractions import Fraction

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, S, make_rational

_SLOT = Expression(S.Slot, (Integer(1),))


def _q(v):
    return make_rational(Fraction(int(v.p), int(v.q)))


def _unity(ev, num, den):
    """(-1)^(num/den), evaluated (the evaluator writes (-1)^(4/3) as -(-1)^(1/3))."""
    return ev.evaluate(Expression(S.Power, (Integer(-1), make_rational(num, den))))


def _binomial(ev, sp, coeffs):
    """a x^n + b: the n roots; None when the polynomial has other terms."""
    n = len(coeffs) - 1
    if n < 2 or any(c != 0 for c in coeffs[1:-1]):
        return None
    c = -coeffs[-1] / coeffs[0]
    if c == 0:
        return None
    if c > 0:
        r = ev.evaluate(Expression(S.Power, (_q(c), make_rational(1, n))))
        return [ev.evaluate(Expression(S.Times, (r, _unity(ev, 2 * k, n))))
                for k in range(n)]
    r = ev.evaluate(Expression(S.Power, (_q(-c), make_rational(1, n))))
    return [ev.evaluate(Expression(S.Times, (r, _unity(ev, 2 * k + 1, n))))
            for k in range(n)]


def _cyclotomic(ev, sp, poly):
    """The primitive n-th roots of unity when the monic poly is the n-th cyclotomic
    polynomial (n > 2); else None."""
    from math import gcd
    d = poly.degree()
    if poly.LC() != 1 or d < 2:
        return None
    x = poly.gens[0]
    for n in range(3, 6 * d * d + 7):
        if sp.totient(n) != d:
            continue
        if sp.Poly(sp.cyclotomic_poly(n, x), x).all_coeffs() == poly.all_coeffs():
            return [_unity(ev, 2 * k, n) for k in range(1, n) if gcd(k, n) == 1]
    return None


def _quadratic(ev, sp, coeffs):
    """(-b +- Sqrt[b^2 - 4 a c]) / (2 a) with the rational part and the radical over one
    denominator L: 1/L (p + q Sqrt[m]), or p + q Sqrt[m] when L is 1."""
    a, b, c = coeffs
    rat = -b / (2 * a)
    out = []
    for sign in (-1, 1):
        rad = sign * sp.sqrt(b * b - 4 * a * c) / (2 * a)
        coef, surd = rad.as_coeff_Mul()
        lcm = sp.ilcm(int(rat.q), int(coef.q))
        inner = bridge.try_from_sympy(rat * lcm + coef * lcm * surd, ev)
        if inner is None:
            return None
        if lcm == 1:
            out.append(inner)
        else:
            out.append(ev.evaluate(Expression(S.Times, (make_rational(1, int(lcm)), inner))))
    return out


def quadratic_roots(ev, poly):
    """The two roots of a quadratic SymPy Poly with rational coefficients, smaller first
    (for complex ones, the one with negative imaginary part first)."""
    import sympy as sp
    a, b, c = poly.all_coeffs()
    if a < 0:
        a, b, c = -a, -b, -c
    return _quadratic(ev, sp, [a, b, c])


def root_function(ev, poly):
    """The pure function of Root[f, k] as the Wolfram Language writes it: the polynomial
    with coprime integer coefficients and a positive leading one, in canonical order
    (Root[1 - #1 + #1^5 &, 1])."""
    import sympy as sp
    den = sp.ilcm(*[int(sp.Rational(c).q) for c in poly.all_coeffs()])
    prim = (poly * den).primitive()[1]
    if prim.LC() < 0:
        prim = -prim
    terms = []
    for (k,), c in prim.terms():
        terms.append(Expression(S.Times, (Integer(int(c)),
                                          Expression(S.Power, (_SLOT, Integer(k))))))
    body = ev.evaluate(Expression(S.Plus, tuple(terms)))
    return Expression(S.Function, (body,))


def _root_objects(ev, sp, poly):
    f = root_function(ev, poly)
    return [ev.evaluate(Expression(S.Root, (f, Integer(k))))
            for k in range(1, poly.degree() + 1)]


def _factor_roots(ev, sp, poly):
    d = poly.degree()
    coeffs = poly.all_coeffs()
    if d == 1:
        return [_q(-coeffs[1] / coeffs[0])]
    r = _binomial(ev, sp, coeffs)
    if r is not None:
        return r
    monic = poly.monic()
    r = _cyclotomic(ev, sp, monic)
    if r is not None:
        return r
    if d == 2:
        r = _quadratic(ev, sp, coeffs)
        if r is not None:
            return r
    if d <= 4:
        rs = sp.roots(poly, multiple=True)
        if len(rs) == d:
            out = [bridge.try_from_sympy(z, ev) for z in rs]
            if None not in out:
                return out
    return _root_objects(ev, sp, poly)


def exact_roots(ev, e, x):
    """The roots of the polynomial e in the symbol x, or None when e is not a polynomial in
    x with rational coefficients (or is constant)."""
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(e)
    sx = bridge.try_to_sympy(x)
    if s is None or sx is None or not isinstance(s, sp.Expr):
        return None
    try:
        poly = sp.Poly(s, sx)
    except sp.PolynomialError:
        return None
    if poly.degree() < 1 or not all(c.is_Rational for c in poly.all_coeffs()):
        return None
    whole = _binomial(ev, sp, poly.all_coeffs())
    if whole is not None:
        return whole
    _, factors = sp.factor_list(poly)
    out = []
    for f, k in factors:
        ev.check_interrupt()
        f = sp.Poly(f, sx)
        rs = _factor_roots(ev, sp, f)
        for _ in range(k):
            out.extend(rs)
    return out
