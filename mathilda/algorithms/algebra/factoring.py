"""Factored forms on SymPy polynomials: the pieces of FactorList, FactorSquareFree,
FactorTerms, IrreduciblePolynomialQ, PrimitivePolynomialQ, GroebnerBasis and HornerForm.

The functions take and return SymPy objects (the builtins convert at the edges); each
normalises the way the Wolfram Language does: an overall numerical factor first, the other
factors primitive with integer coefficients and a positive leading coefficient.
"""


def sympy():
    from mathilda.bridges.sympy import sympy_module
    return sympy_module()


def gens_of(expr, sp):
    """The generators of expr as a polynomial, in a stable order (by name)."""
    return sorted(expr.free_symbols, key=lambda s: s.name)


def split_content(expr, gens, sp):
    """(numeric content, primitive part) with the sign of the leading coefficient (in the
    lexicographic order of gens) in the content, as FactorTerms gives them."""
    if not gens:
        return expr, sp.Integer(1)
    poly = sp.Poly(expr, *gens)
    if not poly.domain.is_Numerical and not poly.domain.is_QQ and not poly.domain.is_ZZ:
        c, p = sp.expand(expr).as_content_primitive()
        return c, p
    content, prim = poly.primitive()
    if poly.domain.is_QQ:
        den, prim = prim.clear_denoms()
        content = content / den
    if prim.LC() < 0:
        content, prim = -content, -prim
    return content, prim.as_expr()


def square_free_list(expr, gens, sp, modulus=None):
    """(content, [(factor, multiplicity)]) of the square-free factorisation."""
    kw = {"modulus": modulus} if modulus else {}
    coeff, parts = sp.sqf_list(expr, *gens, **kw)
    out = []
    for f, m in parts:
        f = f.as_expr() if hasattr(f, "as_expr") else f
        c, p = split_content(f, gens, sp) if not modulus else (sp.Integer(1), f)
        coeff *= c ** m
        out.append((p, m))
    return coeff, out


def irreducible(expr, gens, sp, **kw):
    """True when expr is an irreducible polynomial (over the rationals by default)."""
    try:
        coeff, parts = sp.factor_list(expr, *gens, **kw)
    except Exception as exc:  # noqa: BLE001  SymPy's polynomial errors
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return False
    nonconst = [(f, m) for f, m in parts if not sp.sympify(f).is_number]
    return len(nonconst) == 1 and nonconst[0][1] == 1


def primitive_mod_p(expr, x, p, sp):
    """True when expr is a primitive polynomial modulo the prime p: irreducible of degree n
    with x of multiplicative order p^n - 1 modulo it."""
    from sympy.polys.galoistools import gf_from_int_poly, gf_pow_mod
    from sympy.polys.domains import ZZ
    poly = sp.Poly(expr, x, modulus=p)
    n = poly.degree()
    if n < 1 or not poly.is_irreducible:
        return False
    f = gf_from_int_poly([int(c) % p for c in sp.Poly(expr, x).all_coeffs()], p)
    order = p ** n - 1
    for q in sp.primefactors(order):
        if gf_pow_mod([ZZ(1), ZZ(0)], order // q, f, p, ZZ) == [ZZ(1)]:
            return False
    return True


_ORDERS = {"Lexicographic": "lex", "DegreeLexicographic": "grlex",
           "DegreeReverseLexicographic": "grevlex"}


def groebner(polys, gens, order, sp, modulus=None):
    """The reduced Groebner basis as Wolfram gives it: smallest leading monomial first,
    each polynomial primitive with integer coefficients and a positive leading coefficient
    (monic modulo a prime)."""
    kw = {"modulus": modulus} if modulus else {}
    g = sp.groebner(polys, *gens, order=order, **kw)
    out = []
    for p in g.polys:
        if modulus:
            out.append(p.monic().as_expr())
            continue
        if p.domain.is_QQ or p.domain.is_ZZ:
            _, p = p.clear_denoms()
            _, p = p.primitive()
            if p.LC() < 0:
                p = -p
        out.append(p.as_expr())
    return out[::-1]


def horner(expr, gens, sp):
    """The Horner form of a polynomial in gens (nested in the order given)."""
    from sympy.polys.polyfuncs import horner as sp_horner
    if not gens:
        return expr
    return sp_horner(sp.expand(expr), *gens)
