"""Polynomial equations modulo an integer (Solve[..., Modulus -> n]):

    solve_modular(sp, polys, gens, n, check) -> sorted list of solution tuples, or None

``polys`` are SymPy expressions with rational coefficients (each == 0 mod n), ``gens`` the
SymPy symbols solved for.  Small searches (n^k <= 200000) try every residue; otherwise, for
a prime modulus, a lexicographic Groebner basis over GF(p) is solved variable by variable
from the last, each univariate step by factoring over GF(p) and keeping the linear factors.
Values are the residues 0 .. n - 1, in increasing order.  None: not a polynomial system, or
one whose solution set modulo a large prime is not finite.
"""

import itertools

_SEARCH = 200000


def _integer_polys(sp, polys, gens):
    out = []
    for e in polys:
        try:
            p = sp.Poly(sp.expand(e), *gens)
        except sp.PolynomialError:
            return None
        if not all(c.is_Rational for c in p.coeffs()):
            return None
        den = sp.ilcm(*[int(c.q) for c in p.coeffs()]) if p.coeffs() else 1
        out.append(p * den)
    return out


def _terms(p):
    return [(tuple(m), int(c)) for m, c in p.terms()]


def _value(terms, point, n):
    t = 0
    for mono, c in terms:
        v = c
        for x, k in zip(point, mono):
            if k:
                v = v * pow(x, k, n)
        t += v
    return t % n


def _search(polys, k, n, check):
    terms = [_terms(p) for p in polys]
    out = []
    for i, point in enumerate(itertools.product(range(n), repeat=k)):
        if i % 2048 == 0:
            check()
        if all(_value(t, point, n) == 0 for t in terms):
            out.append(point)
    return out


def _univariate_roots(sp, poly, x, p):
    """The roots in GF(p) of a univariate polynomial: its linear factors (python-flint's
    nmod_poly factoring)."""
    import flint
    coeffs = [int(c) % p for c in reversed(sp.Poly(poly, x).all_coeffs())]
    f = flint.nmod_poly(coeffs, p)
    if f.degree() <= 0:
        return [] if f.degree() == 0 else list(range(p))
    roots = set()
    for g, _k in f.factor()[1]:
        if g.degree() == 1:
            a, b = int(g[1]), int(g[0])
            roots.add((-b * pow(a, -1, p)) % p)
    return sorted(roots)


def _triangular(sp, polys, gens, p, check):
    def solve(exprs, k, assigned):
        check()
        if k < 0:
            return [tuple(assigned)]
        gs = gens[:k + 1]
        if not exprs:
            return None               # a variable left free: infinitely many solutions
        basis = list(sp.groebner(exprs, *gs, modulus=p, order="lex").exprs)
        if any(e.is_number for e in basis):
            return []                 # the basis is {1}: no solutions
        x = gs[-1]
        uni = [e for e in basis if e.free_symbols <= {x}]
        if not uni:
            return None
        out = []
        for r in _univariate_roots(sp, uni[0], x, p):
            rest, ok = [], True
            for e in basis:
                v = sp.expand(e.subs(x, r))
                if v.is_number:
                    if int(v) % p:
                        ok = False
                        break
                    continue
                rest.append(v)
            if not ok:
                continue
            sub = solve(rest, k - 1, [r] + assigned)
            if sub is None:
                return None
            out.extend(sub)
        return out

    sols = solve([q.as_expr() for q in polys], len(gens) - 1, [])
    return None if sols is None else sorted(sols)


def solve_modular(sp, polys, gens, n, check):
    ip = _integer_polys(sp, polys, gens)
    if ip is None:
        return None
    k = len(gens)
    if n ** k <= _SEARCH:
        return _search(ip, k, n, check)
    if not sp.isprime(n):
        return None
    return _triangular(sp, ip, gens, n, check)
