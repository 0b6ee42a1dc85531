"""Polynomials as collections of terms: CoefficientRules, MonomialList, CoefficientArrays,
PolynomialQuotientRemainder, SymmetricPolynomial, SymmetricReduction.

Terms are read through SymPy's Poly in the variables given (Variables[poly] by default) and
put in the monomial order asked for (algorithms/algebra/monomial_orders.py); coefficients
come back through the SymPy bridge and are evaluated."""

from itertools import combinations

from mathilda.algorithms.algebra.monomial_orders import ORDERS, sort_exponents, weight_sort
from mathilda.algorithms.algebra.polynomial import is_polynomial
from mathilda.algorithms.build import list_of, plus, power, times
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, S, String
from mathilda.core.registry import builtin

ZERO = Integer(0)
ONE = Integer(1)
POLY = "`1` is not a polynomial."
ORDER = "`1` is not a valid monomial order."


def _vars_of(ev, poly, spec):
    if spec is None:
        v = ev.call("Variables", poly)
        return list(v.args)
    if isinstance(spec, Expression) and spec.head is S.List:
        return list(spec.args)
    return [spec]


def _lhs_minus_rhs(e):
    if isinstance(e, Expression) and e.head is S.Equal and len(e.args) == 2:
        return plus(e.args[0], times(Integer(-1), e.args[1]))
    return e


def _order_of(ev, name, spec):
    """A sorting function for the order spec (a name or a weight matrix), None if invalid."""
    if spec is None:
        return lambda vs: sort_exponents(vs, "Lexicographic")
    if type(spec) is String and spec.value in ORDERS:
        return lambda vs: sort_exponents(vs, spec.value)
    if isinstance(spec, Expression) and spec.head is S.List and spec.args and all(
            isinstance(r, Expression) and r.head is S.List and
            all(type(w) is Integer for w in r.args) for r in spec.args):
        rows = [[w.value for w in r.args] for r in spec.args]
        return lambda vs: weight_sort(sort_exponents(vs, "Lexicographic"), rows)
    ev.message(name, "order", spec)
    return None


def terms_of(ev, name, poly, xs):
    """{exponent tuple: coefficient Expr} of poly in the variables xs; None (after
    name::poly) when poly is not a polynomial in them."""
    poly = ev.evaluate(_lhs_minus_rhs(poly))
    if not is_polynomial(poly, xs):
        ev.message(name, "poly", poly)
        return None
    if not xs:
        return {(): poly} if poly != ZERO else {}
    sp = bridge.sympy_module()
    se = bridge.try_to_sympy(poly)
    gens = [bridge.try_to_sympy(x) for x in xs]
    if se is None or None in gens:
        return None
    try:
        se = sp.expand(se)
        # inexact coefficients would make every coefficient inexact in SymPy's RR domain
        p = sp.Poly(se, *gens, domain="EX") if se.atoms(sp.Float) else sp.Poly(se, *gens)
    except Exception as exc:          # SymPy refuses: not a polynomial it can read
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        ev.message(name, "poly", poly)
        return None
    out = {}
    for monom, c in p.terms():
        if c != 0:
            out[tuple(int(k) for k in monom)] = bridge.try_from_sympy(c, ev)
    if any(v is None for v in out.values()):
        return None
    return out


def _split(ev, expr):
    pos, _ = ev.split_options(expr)
    poly = pos[0]
    xs = pos[1] if len(pos) > 1 else None
    order = pos[2] if len(pos) > 2 else None
    return poly, xs, order


def _rules_or_monomials(ev, expr, name, monomials):
    poly, spec, ospec = _split(ev, expr)
    sort = _order_of(ev, name, ospec)
    if sort is None:
        return None
    polys = poly.args if isinstance(poly, Expression) and poly.head is S.List else None
    xs = _vars_of(ev, poly, spec)

    def one(p):
        t = terms_of(ev, name, p, xs)
        if t is None:
            return None
        items = []
        for a in sort(list(t)):
            c = t[a]
            if monomials:
                items.append(times(c, *[power(x, Integer(k)) for x, k in zip(xs, a)]))
            else:
                items.append(Expression(S.Rule, (list_of(Integer(k) for k in a), c)))
        return list_of(items)

    if polys is None:
        r = one(poly)
        return None if r is None else ev.evaluate(r)
    parts = [one(p) for p in polys]
    if any(r is None for r in parts):
        return None
    return ev.evaluate(list_of(parts))


_ORDER_DOC = ("The order may be \"Lexicographic\" (the default), \"DegreeLexicographic\", "
              "\"DegreeReverseLexicographic\", \"NegativeLexicographic\", "
              "\"NegativeDegreeLexicographic\", \"NegativeDegreeReverseLexicographic\" or a "
              "matrix of integer weights.")


@builtin("CoefficientRules", nargs=(1, 3), messages={"poly": POLY, "order": ORDER},
         usage="CoefficientRules[poly, {x1, x2, ...}] gives the list {{e1, e2, ...} -> c, ...} "
               "of the exponent vectors and coefficients of the monomials of poly in the xi; "
               "CoefficientRules[poly] uses Variables[poly]; CoefficientRules[poly, vars, "
               "order] lists them in the given monomial order. " + _ORDER_DOC,
         examples=[("CoefficientRules[x^2 y + 3 x y^2 + 5, {x, y}]",
                    "{{2, 1} -> 1, {1, 2} -> 3, {0, 0} -> 5}"),
                   ("CoefficientRules[(x + y)^2]", "{{2, 0} -> 1, {1, 1} -> 2, {0, 2} -> 1}"),
                   ("CoefficientRules[a x^2 + b x + c, x]", "{{2} -> a, {1} -> b, {0} -> c}"),
                   ("CoefficientRules[x^3 + x y^3 + y^2, {x, y}, \"DegreeLexicographic\"]",
                    "{{1, 3} -> 1, {3, 0} -> 1, {0, 2} -> 1}"),
                   ("CoefficientRules[1 + x + x^2, x, \"NegativeLexicographic\"]",
                    "{{0} -> 1, {1} -> 1, {2} -> 1}"),
                   ("CoefficientRules[{x + 1, x y}, {x, y}]",
                    "{{{1, 0} -> 1, {0, 0} -> 1}, {{1, 1} -> 1}}"),
                   ("CoefficientRules[0, x]", "{}"),
                   ("CoefficientRules[1/x, x]", "CoefficientRules[1/x, x]",
                    ("CoefficientRules::poly: 1/x is not a polynomial.",))])
def coefficient_rules(ev, expr):
    return _rules_or_monomials(ev, expr, "CoefficientRules", False)


@builtin("MonomialList", nargs=(1, 3), messages={"poly": POLY, "order": ORDER},
         usage="MonomialList[poly] gives the list of the monomials of poly (coefficients "
               "included); MonomialList[poly, {x1, x2, ...}] takes poly as a polynomial in the "
               "xi; MonomialList[poly, vars, order] lists them in the given monomial order. "
               + _ORDER_DOC,
         examples=[("MonomialList[(x + y)^2]", "{x^2, 2 x y, y^2}"),
                   ("MonomialList[x^2 y + 3 x y^2 + 5, {x, y}]", "{x^2 y, 3 x y^2, 5}"),
                   ("MonomialList[a x^2 + b x y + c, x]", "{a x^2, b x y, c}"),
                   ("MonomialList[x^3 + x y^3 + y^2 z, {x, y, z}, \"DegreeReverseLexicographic\"]",
                    "{x y^3, x^3, y^2 z}"),
                   ("MonomialList[1 + x + x^2, x, \"NegativeDegreeLexicographic\"]",
                    "{1, x, x^2}"),
                   ("MonomialList[x^2 + y^3, {x, y}, {{1, 2}}]", "{y^3, x^2}"),
                   ("MonomialList[x + y, {x, y}, \"Other\"]",
                    "MonomialList[x + y, {x, y}, Other]",
                    ("MonomialList::order: \"Other\" is not a valid monomial order.",))])
def monomial_list(ev, expr):
    return _rules_or_monomials(ev, expr, "MonomialList", True)


def _sparse(ev, rules, dims):
    return Expression(S.SparseArray, (list_of(rules), list_of(Integer(d) for d in dims)))


@builtin("CoefficientArrays", nargs=(1, 2), messages={"poly": POLY},
         usage="CoefficientArrays[polys, vars] gives the arrays {c0, c1, c2, ...} of the "
               "coefficients of the polynomials polys (equations are taken as lhs - rhs) in "
               "the variables vars, so that polys == c0 + c1 . vars + c2 . vars . vars + ...: "
               "the kth array holds the coefficient of x_i1 ... x_ik (i1 <= ... <= ik) at "
               "position {j, i1, ..., ik}. The arrays are SparseArray objects (c0 a number "
               "for a single polynomial).",
         examples=[("CoefficientArrays[{a x + b y - c, d x + e y - f}, {x, y}] // Map[Normal]",
                    "{{-c, -f}, {{a, b}, {d, e}}}"),
                   ("CoefficientArrays[{x + 2 y == 3, x - y == 1}, {x, y}]",
                    "{SparseArray[<2>, {2}], SparseArray[<4>, {2, 2}]}"),
                   ("CoefficientArrays[x^2 + 2 x y + 3 y^2 + 4 x + 5, {x, y}] // Map[Normal]",
                    "{5, {4, 0}, {{1, 2}, {0, 3}}}"),
                   ("CoefficientArrays[{x y, x + 1}, {x, y}] // Map[Normal]",
                    "{{0, 1}, {{0, 0}, {1, 0}}, {{{0, 1}, {0, 0}}, {{0, 0}, {0, 0}}}}"),
                   ("CoefficientArrays[1 + x^3, x] // Map[Normal]", "{1, {0}, {{0}}, {{{1}}}}"),
                   ("CoefficientArrays[Sin[x] + x, x]", "CoefficientArrays[x + Sin[x], x]",
                    ("CoefficientArrays::poly: x + Sin[x] is not a polynomial.",))])
def coefficient_arrays(ev, expr):
    polys = expr.args[0]
    single = not (isinstance(polys, Expression) and polys.head is S.List)
    plist = [polys] if single else list(polys.args)
    xs = _vars_of(ev, polys, expr.args[1] if len(expr.args) > 1 else None)
    n = len(xs)
    tables = []
    for p in plist:
        t = terms_of(ev, "CoefficientArrays", p, xs)
        if t is None:
            return None
        tables.append(t)
    deg = max([sum(a) for t in tables for a in t] or [0])
    if not ev.check_size(len(plist) * (n ** deg if n else 1), "CoefficientArrays"):
        return None
    out = []
    for k in range(deg + 1):
        rules = []
        for j, t in enumerate(tables):
            for a, c in t.items():
                if sum(a) != k:
                    continue
                idx = [i + 1 for i in range(n) for _ in range(a[i])]   # sorted indices
                pos = ([] if single else [j + 1]) + idx
                rules.append((pos, c))
        rules.sort(key=lambda r: r[0])
        dims = ([] if single else [len(plist)]) + [n] * k
        if not dims:
            out.append(rules[0][1] if rules else ZERO)
            continue
        out.append(_sparse(ev, [Expression(S.Rule, (list_of(Integer(i) for i in pos), c))
                                for pos, c in rules], dims))
    return ev.evaluate(list_of(out))


@builtin("PolynomialQuotientRemainder", nargs=3, messages={"poly": POLY},
         usage="PolynomialQuotientRemainder[p, q, x] gives the list {quotient, remainder} of "
               "p and q treated as polynomials in x: p == quotient q + remainder with the "
               "remainder of lower degree than q.",
         examples=[("PolynomialQuotientRemainder[x^3 + 1, x - 2, x]", "{4 + 2 x + x^2, 9}"),
                   ("PolynomialQuotientRemainder[x^4 + 2 x + 1, x^2 + 1, x]",
                    "{-1 + x^2, 2 + 2 x}"),
                   ("PolynomialQuotientRemainder[x^2 + a, x + b, x]", "{-b + x, a + b^2}"),
                   ("PolynomialQuotientRemainder[x, x^2, x]", "{0, x}"),
                   ("PolynomialQuotientRemainder[Sin[x], x, x]",
                    "PolynomialQuotientRemainder[Sin[x], x, x]",
                    ("PolynomialQuotientRemainder::poly: Sin[x] is not a polynomial.",))])
def polynomial_quotient_remainder(ev, expr):
    p, q, x = expr.args
    for a in (p, q):
        if not is_polynomial(a, (x,)):
            ev.message("PolynomialQuotientRemainder", "poly", a)
            return None
    quo = ev.call("PolynomialQuotient", p, q, x)
    rem = ev.call("PolynomialRemainder", p, q, x)
    if quo.has_head(S.PolynomialQuotient) or rem.has_head(S.PolynomialRemainder):
        return None
    return list_of([quo, rem])


def _elementary(k, xs):
    return plus(*[times(*c) for c in combinations(xs, k)]) if 0 < k <= len(xs) else \
        (ONE if k == 0 else ZERO)


@builtin("SymmetricPolynomial", nargs=2,
         messages={"intnm": "Non-negative machine-sized integer expected at position 1 in `1`.",
                   "list": "List expected at position 2 in `1`."},
         usage="SymmetricPolynomial[k, {x1, ..., xn}] gives the kth elementary symmetric "
               "polynomial in the xi: the sum of the products of the k-element subsets.",
         examples=[("SymmetricPolynomial[2, {x, y, z}]", "x y + x z + y z"),
                   ("SymmetricPolynomial[3, {a, b, c, d}]", "a b c + a b d + a c d + b c d"),
                   ("SymmetricPolynomial[1, {x, y}]", "x + y"),
                   ("SymmetricPolynomial[0, {x, y}]", "1"),
                   ("SymmetricPolynomial[3, {x, y}]", "0"),
                   ("SymmetricPolynomial[2, {1, 2, 3, 4}]", "35"),
                   ("SymmetricPolynomial[-1, {x}]", "SymmetricPolynomial[-1, {x}]",
                    ("SymmetricPolynomial::intnm: Non-negative machine-sized integer expected "
                     "at position 1 in SymmetricPolynomial[-1, {x}].",))])
def symmetric_polynomial(ev, expr):
    k, xs = expr.args
    if type(k) is not Integer or not 0 <= k.value < 1 << 31:
        ev.message("SymmetricPolynomial", "intnm", expr)
        return None
    if not (isinstance(xs, Expression) and xs.head is S.List):
        ev.message("SymmetricPolynomial", "list", expr)
        return None
    from math import comb
    if not ev.check_size(comb(len(xs.args), k.value), "SymmetricPolynomial"):
        return None
    return ev.evaluate(_elementary(k.value, list(xs.args)))


@builtin("SymmetricReduction", nargs=(2, 3), messages={"poly": POLY},
         usage="SymmetricReduction[f, {x1, ..., xn}] gives the pair {p, q} with f == p + q, p "
               "the symmetric part of f written in the elementary symmetric polynomials of the "
               "xi and q the remainder; SymmetricReduction[f, {x1, ..., xn}, {s1, ..., sn}] "
               "writes p in the si standing for the elementary symmetric polynomials.",
         examples=[("SymmetricReduction[x^2 + y^2, {x, y}, {s1, s2}]", "{s1^2 - 2 s2, 0}"),
                   ("SymmetricReduction[x^2 + y^2, {x, y}]", "{-2 x y + (x + y)^2, 0}"),
                   ("SymmetricReduction[x^3 + y^3 + z^3, {x, y, z}, {a, b, c}]",
                    "{a^3 - 3 a b + 3 c, 0}"),
                   ("SymmetricReduction[x^2 y, {x, y}, {s, t}]", "{s t, -(x y^2)}"),
                   ("SymmetricReduction[x + 2 y, {x, y}, {s, t}]", "{s, y}"),
                   ("SymmetricReduction[Sin[x], {x}]", "SymmetricReduction[Sin[x], {x}]",
                    ("SymmetricReduction::poly: Sin[x] is not a polynomial.",))])
def symmetric_reduction(ev, expr):
    f, xs = expr.args[0], expr.args[1]
    if not (isinstance(xs, Expression) and xs.head is S.List and xs.args):
        return None
    names = None
    if len(expr.args) == 3:
        names = expr.args[2]
        if not (isinstance(names, Expression) and names.head is S.List and
                len(names.args) == len(xs.args)):
            return None
        names = list(names.args)
    xs = list(xs.args)
    if not is_polynomial(f, xs):
        ev.message("SymmetricReduction", "poly", f)
        return None
    sp = bridge.sympy_module()
    from sympy.polys.polyfuncs import symmetrize
    sf = bridge.try_to_sympy(f)
    gens = [bridge.try_to_sympy(x) for x in xs]
    if sf is None or None in gens:
        return None
    sym, rem, defs = symmetrize(sp.expand(sf), *gens, formal=True)
    svars = [s for s, _ in defs]
    if len(gens) == 1:               # symmetrize gives no symbols for one variable
        sym, rem = sp.expand(sf), sp.Integer(0)
        svars = []
    dummies = [sp.Dummy("e%d" % i) for i in range(len(xs))]
    sym = sym.subs(dict(zip(svars, dummies[:len(svars)])), simultaneous=True)
    back = bridge.try_from_sympy(sym, ev)
    r = bridge.try_from_sympy(sp.expand(rem), ev)
    if back is None or r is None:
        return None
    if len(gens) == 1:
        repl = [names[0]] if names else [xs[0]]
        back = ev.evaluate(f if not names else
                           Expression(S.ReplaceAll, (f, Expression(S.Rule, (xs[0], repl[0])))))
        return list_of([back, r])
    dnames = [bridge.try_from_sympy(d, ev) for d in dummies]
    values = names if names else [_elementary(k + 1, xs) for k in range(len(xs))]
    rules = list_of(Expression(S.Rule, (d, v)) for d, v in zip(dnames, values))
    p = ev.evaluate(Expression(S.ReplaceAll, (back, rules)))
    return list_of([p, r])
