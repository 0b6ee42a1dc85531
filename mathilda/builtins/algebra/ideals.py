"""Polynomial ideals and division: GroebnerBasis, PolynomialReduce, PolynomialExtendedGCD;
interpolation and roots: InterpolatingPolynomial, CountRoots, PowerSymmetricPolynomial.

The Groebner bases and reductions come from SymPy (Buchberger/F5B), normalised as the
Wolfram Language prints them (mathilda.algorithms.algebra.factoring.groebner); the
interpolating polynomial is built natively in Newton form
(mathilda.algorithms.algebra.interpolation).
"""

from mathilda.algorithms.algebra import factoring as fa
from mathilda.algorithms.algebra.interpolation import newton_form
from mathilda.algorithms.algebra.polynomial import is_polynomial
from mathilda.algorithms.build import list_of, minus, power
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.registry import builtin

_ONE = Integer(1)


def _failed(exc):
    if isinstance(exc, (KeyboardInterrupt, MemoryError)):
        raise exc
    if type(exc).__module__.startswith("sympy") or isinstance(
            exc, (NotImplementedError, ValueError, TypeError, ZeroDivisionError)):
        return None
    raise exc


def _as_list(e):
    return tuple(e.args) if isinstance(e, Expression) and e.head is S.List else (e,)


def _bad_variable(ev, name, x):
    """General::ivar for a variable that is a number, a string or a list (True then)."""
    if x.is_number or type(x).__name__ == "String" or (
            isinstance(x, Expression) and x.head is S.List):
        ev.message(name, "ivar", x)
        return True
    return False


def _polys(ev, items):
    """SymPy expressions of the polynomials (equations a == b as a - b), or None."""
    out = []
    for e in items:
        if isinstance(e, Expression) and e.head is S.Equal and len(e.args) == 2:
            e = ev.evaluate(minus(e.args[0], e.args[1]))
        s = bridge.try_to_sympy(e)
        if s is None or not hasattr(s, "as_base_exp"):   # True, False, tuples: no polynomials
            return None
        out.append(s)
    return out


_GB_OPTS = {"MonomialOrder": "Lexicographic", "Modulus": "0", "CoefficientDomain":
            "Automatic", "Method": "Automatic", "Sort": "False", "ParameterVariables": "{}",
            "Tolerance": "0"}


@builtin("GroebnerBasis", nargs=(1, None), options=_GB_OPTS,
         messages={"mord": "Value of option MonomialOrder -> `1` is not Lexicographic, "
                           "DegreeLexicographic or DegreeReverseLexicographic."},
         usage="GroebnerBasis[{poly1, poly2, ...}, {x1, x2, ...}] gives a list of "
               "polynomials that form a Groebner basis for the set of polynomials; "
               "GroebnerBasis[polys, xs, elims] eliminates the variables elims.",
         examples=[("GroebnerBasis[{x^2 - 2 y^2, x y - 3}, {x, y}]",
                    "{-9 + 2 y^4, 3 x - 2 y^3}"),
                   ("GroebnerBasis[{x^2 + y^2 - 1, x - y}, {x, y}]", "{-1 + 2 y^2, x - y}"),
                   ("GroebnerBasis[{x + y, x^2 - 1, y^2 - 2 x}, {x, y}]", "{1}"),
                   ("GroebnerBasis[{x y - 1, x^2 - y}, {y}, {x}]", "{-1 + y^3}"),
                   ("GroebnerBasis[{x^2 - y, x^3 - x}, {x, y}]", "{-y + y^2, -x + x y, x^2 - y}"),
                   ("GroebnerBasis[{x^2 + 1, y + x}, {x, y}, Modulus -> 2]",
                    "{1 + y^2, x + y}")])
def groebner_basis(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (1, 2, 3):
        return None
    polys = _polys(ev, _as_list(pos[0]))
    if polys is None:
        return None
    sp = fa.sympy()
    if len(pos) >= 2:
        xs = _polys(ev, _as_list(pos[1]))
    else:
        xs = sorted(set().union(*[p.free_symbols for p in polys]), key=lambda s: s.name)
    elims = _polys(ev, _as_list(pos[2])) if len(pos) == 3 else []
    if xs is None or elims is None:
        return None
    mo = opts.get("MonomialOrder")
    order = fa._ORDERS.get(mo.name if type(mo) is Symbol else "", None)
    if order is None:
        ev.message("GroebnerBasis", "mord", mo)
        return None
    mod = opts.get("Modulus")
    modulus = mod.value if type(mod) is Integer and mod.value > 1 else None
    rest = [x for x in xs if x not in elims]
    extra = sorted(set().union(*[p.free_symbols for p in polys]) - set(xs) - set(elims),
                   key=lambda s: s.name)
    gens = elims + rest + extra if elims else xs + extra
    if not gens:
        return None
    try:
        basis = fa.groebner(polys, gens, "lex" if elims else order, sp, modulus=modulus)
    except Exception as exc:  # SymPy refuses the polynomials
        return _failed(exc)
    if elims:
        es = set(elims)
        basis = [b for b in basis if not (b.free_symbols & es)]
    return bridge.try_from_sympy(basis, ev)


@builtin("PolynomialReduce", nargs=(2, None), options={"MonomialOrder": "Lexicographic",
                                                         "CoefficientDomain": "Automatic",
                                                         "Modulus": "0"},
         usage="PolynomialReduce[poly, {p1, p2, ...}, {x1, x2, ...}] yields {{a1, a2, ...}, "
               "b} with poly == a1 p1 + a2 p2 + ... + b and b minimal (Groebner reduction).",
         examples=[("PolynomialReduce[x^2 - y^2, {x - y}, {x, y}]", "{{x + y}, 0}"),
                   ("PolynomialReduce[x^2, {x - 1}, {x}]", "{{1 + x}, 1}"),
                   ("PolynomialReduce[x^2 + y^2, {x - y, y + 1}, {x, y}]",
                    "{{x + y, -2 + 2 y}, 2}"),
                   ("PolynomialReduce[x^3 + 2 x + 1, x^2 + 1, x]", "{{x}, 1 + x}"),
                   ("PolynomialReduce[x^2 y, {x y - 1}, {x, y}]", "{{x}, x}")])
def polynomial_reduce(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (2, 3):
        return None
    conv = _polys(ev, (pos[0],) + _as_list(pos[1]))
    if conv is None:
        return None
    sp = fa.sympy()
    f, G = conv[0], conv[1:]
    if len(pos) == 3:
        xs = _polys(ev, _as_list(pos[2]))
    else:
        xs = sorted(set().union(*[p.free_symbols for p in conv]), key=lambda s: s.name)
    if xs is None:
        return None
    mo = opts.get("MonomialOrder")
    order = fa._ORDERS.get(mo.name if type(mo) is Symbol else "", "lex")
    extra = sorted(set().union(*[p.free_symbols for p in conv]) - set(xs),
                   key=lambda s: s.name)
    try:
        q, r = sp.reduced(sp.expand(f), [sp.expand(g) for g in G], *(xs + extra),
                          order=order)
    except Exception as exc:  # SymPy refuses the polynomials
        return _failed(exc)
    return bridge.try_from_sympy([[sp.expand(a) for a in q], sp.expand(r)], ev)


@builtin("PolynomialExtendedGCD", nargs=(3, None), options={"Modulus": "0"},
         messages={"poly": "`1` is not a polynomial."},
         usage="PolynomialExtendedGCD[p1, p2, x] gives the extended GCD of p1 and p2 as "
               "polynomials in x: {d, {r1, r2}} with d == r1 p1 + r2 p2.",
         examples=[("PolynomialExtendedGCD[x^2 - 1, x^2 + 2 x + 1, x]",
                    "{1 + x, {-1/2, 1/2}}"),
                   ("PolynomialExtendedGCD[x^2 + 1, x - 1, x]", "{1, {1/2, (-1 - x)/2}}"),
                   ("PolynomialExtendedGCD[x^3 - 1, x^2 - 1, x]", "{-1 + x, {1, -x}}"),
                   ("PolynomialExtendedGCD[x^2 + 1, x + 2, x, Modulus -> 5]",
                    "{2 + x, {0, 1}}"),
                   ("PolynomialExtendedGCD[Sin[x], x, x]",
                    "PolynomialExtendedGCD[Sin[x], x, x]",
                    ["PolynomialExtendedGCD::poly: Sin[x] is not a polynomial."])])
def polynomial_extended_gcd(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 3:
        return None
    a, b, x = pos
    if _bad_variable(ev, "PolynomialExtendedGCD", x):
        return None
    for p in (a, b):
        if not is_polynomial(p, (x,)):
            ev.message("PolynomialExtendedGCD", "poly", p)
            return None
    conv = _polys(ev, (a, b, x))
    if conv is None:
        return None
    sp = fa.sympy()
    mod = opts.get("Modulus")
    modulus = mod.value if type(mod) is Integer and mod.value > 1 else None
    pa, pb, sx = conv
    try:
        if modulus:
            A = sp.Poly(pa, sx, modulus=modulus)
            B = sp.Poly(pb, sx, modulus=modulus)
            s, t, h = A.gcdex(B)
            sym = lambda p: sp.Poly([int(c) % modulus for c in p.all_coeffs()], sx).as_expr()  # noqa: E731
            out = [sym(h), [sym(s), sym(t)]]
        else:
            s, t, h = sp.gcdex(sp.expand(pa), sp.expand(pb), sx)
            c, hp = fa.split_content(sp.expand(h), [sx], sp) if not h.is_number \
                else (h, sp.Integer(1))
            out = [hp, [sp.expand(s / c), sp.expand(t / c)]]
    except Exception as exc:  # SymPy refuses the polynomials
        return _failed(exc)
    r = bridge.try_from_sympy(out, ev)
    if r is None:
        return None
    # each cofactor over its common denominator, as Together writes it
    d, (r1, r2) = r.args[0], r.args[1].args
    return list_of((d, list_of((ev.call("Together", r1), ev.call("Together", r2)))))


def _interp_points(ev, data):
    """[(xi, [fi, dfi, ...])] of InterpolatingPolynomial's data, or None."""
    items = _as_list(data)
    pts = []
    for k, item in enumerate(items, 1):
        if isinstance(item, Expression) and item.head is S.List:
            if len(item.args) < 2:
                return None
            xi = item.args[0]
            if isinstance(xi, Expression) and xi.head is S.List:
                if len(xi.args) != 1:
                    return None     # multidimensional data: not handled
                xi = xi.args[0]
            vals = list(item.args[1:])
            if any(isinstance(v, Expression) and v.head is S.List for v in vals):
                vals = [v.args[0] if isinstance(v, Expression) and v.head is S.List
                        and len(v.args) == 1 else v for v in vals]
            pts.append((xi, vals))
        else:
            pts.append((Integer(k), [item]))
    return pts


@builtin("InterpolatingPolynomial", nargs=(2, None), options={"Modulus": "0"},
         messages={"poly": "Unable to interpolate the data `1`."},
         usage="InterpolatingPolynomial[{f1, f2, ...}, x] gives the polynomial in x (in "
               "Newton form) taking the values fi at x = 1, 2, ...; "
               "InterpolatingPolynomial[{{x1, f1}, {x2, f2}, ...}, x] the values fi at the "
               "xi; {{x1, f1, df1, ...}, ...} gives derivatives too.",
         examples=[("InterpolatingPolynomial[{1, 4, 9, 16}, x]", "1 + (-1 + x) (1 + x)"),
                   ("InterpolatingPolynomial[{{-1, 4}, {0, 2}, {1, 6}}, x]",
                    "4 + (1 + x) (-2 + 3 x)"),
                   ("Expand[InterpolatingPolynomial[{1, 8, 27, 64}, x]]", "x^3"),
                   ("InterpolatingPolynomial[{{0, 1}, {1, 3}}, x]", "1 + 2 x"),
                   ("InterpolatingPolynomial[{{0, 0, 1}, {1, 1, 1}}, x]",
                    "x"),
                   ("InterpolatingPolynomial[{{0, 1, 0}, {1, 0, 0}}, x]",
                    "1 + (-1 + 2 (-1 + x)) x^2")])
def interpolating_polynomial(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    data, x = pos
    if isinstance(x, Expression) and x.head is S.List:
        if len(x.args) != 1:
            return None
        x = x.args[0]
    pts = _interp_points(ev, data)
    if not pts:
        return None
    xs = [p[0] for p in pts]
    if len(set(xs)) != len(xs):
        ev.message("InterpolatingPolynomial", "poly", data)
        return None
    return newton_form(ev, pts, x)


@builtin("CountRoots", nargs=2,
         usage="CountRoots[poly, x] gives the number of real roots of the univariate "
               "polynomial poly in x (with multiplicity); CountRoots[poly, {x, a, b}] the "
               "number in a <= x <= b (in the rectangle with corners a, b when complex).",
         messages={"npoly": "`1` is not a univariate polynomial in `2`."},
         examples=[("CountRoots[x^5 - 1, x]", "1"),
                   ("CountRoots[(x - 1)^2 (x + 3), x]", "3"),
                   ("CountRoots[x^3 - x, {x, 0, 2}]", "2"),
                   ("CountRoots[x^2 + 1, x]", "0"),
                   ("CountRoots[x^4 - 1, {x, -2 - 2 I, 2 + 2 I}]", "4"),
                   ("CountRoots[x^2 - 2, {x, 0, Infinity}]", "1")])
def count_roots(ev, expr):
    p, spec = expr.args
    lo = hi = None
    if isinstance(spec, Expression) and spec.head is S.List:
        if len(spec.args) != 3:
            return None
        x, lo, hi = spec.args
    else:
        x = spec
    if _bad_variable(ev, "CountRoots", x):
        return None
    if not is_polynomial(p, (x,)):
        ev.message("CountRoots", "npoly", p, x)
        return None
    sp = fa.sympy()
    conv = _polys(ev, (p, x))
    if conv is None:
        return None
    sp_, sx = conv
    if sp_.free_symbols - {sx}:
        ev.message("CountRoots", "npoly", p, x)
        return None
    bounds = []
    for b in (lo, hi):
        if b is None:
            bounds.append(None)
            continue
        sb = bridge.try_to_sympy(b)
        if sb is None or not sb.is_number and sb not in (sp.oo, -sp.oo):
            return None
        bounds.append(sb)
    try:
        poly = sp.Poly(sp.expand(sp_), sx)
        if poly.is_zero:
            return S.Infinity
        lo_, hi_ = bounds
        if lo_ in (-sp.oo,):
            lo_ = None
        if hi_ in (sp.oo,):
            hi_ = None
        n = 0
        for part, m in poly.sqf_list()[1]:
            n += m * part.count_roots(lo_, hi_)
    except Exception as exc:  # SymPy cannot isolate the roots
        return _failed(exc)
    return Integer(int(n))


@builtin("PowerSymmetricPolynomial", nargs=(1, 2),
         usage="PowerSymmetricPolynomial[r, {x1, ..., xn}] gives the power sum x1^r + ... + "
               "xn^r; with r a list {r1, r2, ...} the multivariate power sum.",
         examples=[("PowerSymmetricPolynomial[2, {x, y, z}]", "x^2 + y^2 + z^2"),
                   ("PowerSymmetricPolynomial[0, {x, y, z}]", "3"),
                   ("PowerSymmetricPolynomial[3, {1, 2, 3}]", "36"),
                   ("PowerSymmetricPolynomial[k, {a, b}]", "a^k + b^k"),
                   ("PowerSymmetricPolynomial[-1, {x, y}]", "1/x + 1/y")])
def power_symmetric_polynomial(ev, expr):
    if len(expr.args) != 2:
        return None
    r, xs = expr.args
    if not (isinstance(xs, Expression) and xs.head is S.List):
        return None
    if isinstance(r, Expression) and r.head is S.List:
        return None
    return ev.evaluate(Expression(S.Plus, tuple(power(x, r) for x in xs.args)))
