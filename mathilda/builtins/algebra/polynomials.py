"""Polynomial operations through SymPy: PolynomialGCD, PolynomialLCM, PolynomialQuotient,
PolynomialRemainder, PolynomialMod, Resultant, Discriminant, Decompose, and Root.

PolynomialGCD keeps the factored structure of its arguments, as the
Wolfram Language does: each factor b^n of an argument contributes b^m (or the part of it that
divides the other arguments), so ``PolynomialGCD[(1 + x)^2 (2 + x), (1 + x) (3 + x)]`` is
``1 + x``; PolynomialLCM is the product of the irreducible factors, each to its highest power.

``Root[f, k]`` is the k-th root of the polynomial f[#] in the Wolfram order (real roots in
increasing order, then complex roots by real part and imaginary part).  With exact rational
coefficients it reduces to the irreducible factor that holds the root, and to radicals for
factors of degree one or two; with inexact coefficients (as N[Root[...]] makes them) it gives
the number.
"""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.polynomial import is_polynomial
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Real, String, Symbol, S,
)
from mathilda.core.registry import builtin

_POLY = {"poly": "`1` is not a polynomial."}


def _sympy_error(exc):
    if isinstance(exc, (KeyboardInterrupt, MemoryError)):
        raise exc
    return None


def _factor_structure(e, sp):
    """(numeric content, [(sympy base, exponent)]) of an argument as written."""
    factors = e.args if isinstance(e, Expression) and e.head is S.Times else (e,)
    content = sp.Integer(1)
    out = []
    for f in factors:
        if f.is_number:
            c = bridge.try_to_sympy(f)
            if c is None or not isinstance(c, sp.Expr):
                return None
            content *= c
            continue
        base, n = f, 1
        if isinstance(f, Expression) and f.head is S.Power and type(f.args[1]) is Integer \
                and f.args[1].value > 0:
            base, n = f.args[0], f.args[1].value
        b = bridge.try_to_sympy(base)
        if b is None or not isinstance(b, sp.Expr):
            return None
        c, p = sp.expand(b).as_content_primitive()
        if p.is_number:
            content *= (c * p) ** n
            continue
        content *= c ** n
        out.append((p, n))
    return content, out


def _product(sp, factors):
    r = sp.Integer(1)
    for b, n in factors:
        r *= b ** n
    return sp.expand(r)


def _as_power_of(sp, g, base, n):
    """m when g == base^m (0 <= m <= n), else None."""
    for m in range(n, 0, -1):
        if sp.expand(base ** m - g) == 0 or sp.expand(base ** m + g) == 0:
            return m
    return None


def _content_gcd(sp, a, b):
    if a == 0:
        return abs(b)
    if b == 0:
        return abs(a)
    if a.is_Rational and b.is_Rational:
        return sp.Rational(sp.igcd(a.p, b.p), sp.ilcm(a.q, b.q))
    return sp.Integer(1)


def _content_lcm(sp, a, b):
    if a.is_Rational and b.is_Rational and a != 0 and b != 0:
        return sp.Rational(sp.ilcm(a.p, b.p), sp.igcd(a.q, b.q))
    return a * b


def _gcd2(sp, A, B):
    (ca, fa), (cb, fb) = A, B
    rest = _product(sp, fb)
    out = []
    for base, n in fa:
        g = sp.gcd(sp.expand(base ** n), rest)
        if g.is_number:
            continue
        m = _as_power_of(sp, g, base, n)
        out.append((base, m) if m else (g, 1))
        rest = sp.cancel(rest / g)
    return _content_gcd(sp, ca, cb), out


def _irreducible(sp, content, factors):
    """The factors split into irreducible ones with positive leading coefficients, each
    with its multiplicity: (content, {factor: exponent})."""
    out = {}
    for base, n in factors:
        c, fl = sp.factor_list(base)
        content *= c ** n
        for f, k in fl:
            lead = sp.Poly(f).LC()
            if lead.is_negative:
                f = -f
                content *= (-1) ** (k * n)
            out[f] = out.get(f, 0) + k * n
    return content, out


def _lcm2(sp, A, B):
    """The least common multiple as a product of irreducible factors, each to the highest
    power in which A or B has it (PolynomialLCM[x^2 - 1, x + 1] is (-1 + x) (1 + x))."""
    ca, fa = _irreducible(sp, *A)
    cb, fb = _irreducible(sp, *B)
    for f, k in fb.items():
        fa[f] = max(fa.get(f, 0), k)
    return _content_lcm(sp, ca, cb), list(fa.items())


def _build(ev, sp, content, factors):
    r = content
    for b, n in factors:
        r = sp.Mul(r, sp.Pow(b, n, evaluate=False), evaluate=False)
    return bridge.try_from_sympy(r, ev)


def _fractions(ev, expr, fn):
    """For rational functions: the GCD of the numerators over the LCM of the denominators
    (and the LCM over the GCD); None when every argument is a polynomial."""
    nums, dens = [], []
    for a in expr.args:
        t = ev.call("Together", a)
        nums.append(ev.call("Numerator", t))
        dens.append(ev.call("Denominator", t))
    if all(d == Integer(1) for d in dens):
        return None
    top, bottom = ("PolynomialGCD", "PolynomialLCM") if fn is _gcd2 else \
        ("PolynomialLCM", "PolynomialGCD")
    return ev.evaluate(Expression(S.Times, (
        ev.call(top, *nums), Expression(S.Power, (ev.call(bottom, *dens), Integer(-1))))))


def _gcd_lcm(ev, expr, fn):
    if any(isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed)
           for a in expr.args):
        return None             # options (Modulus, Extension, Trig) are not supported
    if any(a is TRUE or a is FALSE or type(a) is String for a in expr.args):
        return None             # not polynomials (SymPy would take True as a factor)
    frac = _fractions(ev, expr, fn)
    if frac is not None:
        return frac
    sp = bridge.sympy_module()
    structs = []
    for a in expr.args:
        s = _factor_structure(a, sp)
        if s is None:
            return None
        structs.append(s)
    if not structs:
        return Integer(0) if fn is _gcd2 else Integer(1)
    acc = structs[0]
    try:
        for s in structs[1:]:
            acc = fn(sp, acc, s)
    except Exception as exc:  # SymPy's polynomial domain refuses these arguments
        return _sympy_error(exc)
    if fn is _gcd2 and len(structs) == 1:
        acc = (abs(acc[0]), acc[1])
    return _build(ev, sp, acc[0], acc[1])


@builtin("PolynomialGCD", nargs=(1, None), attributes=("Listable", "Protected"),
         usage="PolynomialGCD[p1, p2, ...] gives the greatest common divisor of the "
               "polynomials, keeping the factors in which they are written.",
         examples=[("PolynomialGCD[x^2 - 1, x^2 - 2 x + 1]", "-1 + x"),
                   ("PolynomialGCD[(1 + x)^2 (2 + x) (4 + x), (1 + x) (2 + x) (3 + x)]",
                    "(1 + x) (2 + x)"),
                   ("PolynomialGCD[2 x^2 - 2, 4 x - 4]", "2 (-1 + x)"),
                   ("PolynomialGCD[x^4 - 1, x^2 - 1]", "-1 + x^2")])
def polynomial_gcd(ev, expr):
    return _gcd_lcm(ev, expr, _gcd2)


@builtin("PolynomialLCM", nargs=(1, None), attributes=("Listable", "Protected"),
         usage="PolynomialLCM[p1, p2, ...] gives the least common multiple of the "
               "polynomials, as a product of their irreducible factors.",
         examples=[("PolynomialLCM[(1 + x)^2 (2 + x) (4 + x), (1 + x) (2 + x) (3 + x)]",
                    "(1 + x)^2 (2 + x) (3 + x) (4 + x)"),
                   ("PolynomialLCM[x^2 - 1, x - 1, x + 1]", "(-1 + x) (1 + x)"),
                   ("PolynomialLCM[x, y]", "x y"),
                   ("PolynomialLCM[(x^2 - 1)/(x + 2), (x - 1)/(x + 3)]",
                    "(-1 + x) (1 + x)")])
def polynomial_lcm(ev, expr):
    return _gcd_lcm(ev, expr, _lcm2)


# --- division ---------------------------------------------------------------------------------

def _division(ev, expr, name):
    p, q, x = expr.args
    for a in (p, q):
        if not is_polynomial(a, (x,)):
            ev.message(name, "poly", a)
            return None
    if q == Integer(0):
        ev.message("Power", "infy", Expression(S.Power, (Integer(0), Integer(-1))))
        return S.ComplexInfinity
    sp = bridge.sympy_module()
    sp_, sq, sx = (bridge.try_to_sympy(a) for a in (p, q, x))
    if None in (sp_, sq, sx):
        return None
    try:
        quo, rem = sp.div(sp.expand(sp_), sp.expand(sq), sx)
    except Exception as exc:  # SymPy refuses the division
        return _sympy_error(exc)
    r = quo if name == "PolynomialQuotient" else rem
    return bridge.try_from_sympy(sp.expand(r), ev)


@builtin("PolynomialQuotient", nargs=3, messages=_POLY,
         usage="PolynomialQuotient[p, q, x] gives the quotient of p and q, treated as "
               "polynomials in x, with any remainder dropped.",
         examples=[("PolynomialQuotient[x^2 + 2 x + 1, x + 1, x]", "1 + x"),
                   ("PolynomialQuotient[x^3 + 1, x^2 - 1, x]", "x"),
                   ("PolynomialQuotient[x^2 + a, x + b, x]", "-b + x"),
                   ("PolynomialQuotient[Sin[x], x, x]", "PolynomialQuotient[Sin[x], x, x]",
                    ["PolynomialQuotient::poly: Sin[x] is not a polynomial."])])
def polynomial_quotient(ev, expr):
    return _division(ev, expr, "PolynomialQuotient")


@builtin("PolynomialRemainder", nargs=3, messages=_POLY,
         usage="PolynomialRemainder[p, q, x] gives the remainder from dividing p by q, "
               "treated as polynomials in x.",
         examples=[("PolynomialRemainder[x^3 + 1, x^2 - 1, x]", "1 + x"),
                   ("PolynomialRemainder[x^2 + a, x + b, x]", "a + b^2"),
                   ("PolynomialRemainder[x^2, 2 x + 1, x]", "1/4")])
def polynomial_remainder(ev, expr):
    return _division(ev, expr, "PolynomialRemainder")


def _mod_integer(sp, p, m, gens):
    poly = sp.Poly(p, *gens) if gens else None
    if poly is None:
        return _mod_number(sp, p, m)
    terms = []
    for monom, c in poly.terms():
        r = _mod_number(sp, c, m)
        if r is None:
            return None
        if r != 0:
            term = r
            for g, k in zip(gens, monom):
                term *= g ** k
            terms.append(term)
    return sp.Add(*terms)


def _mod_number(sp, c, m):
    if c.is_Integer:
        return c % m
    if c.is_Rational:
        try:
            return (c.p * pow(int(c.q), -1, int(m))) % m
        except ValueError:
            return None
    return None


def _mod_polynomial(sp, p, m, x):
    """p reduced by the polynomial m in x without dividing coefficients (the remainder when
    the leading coefficient of m is a unit, partial reduction otherwise)."""
    pm = sp.Poly(m, x)
    lc = pm.LC()
    if lc in (1, -1):
        return sp.rem(p, m, x)
    pp = sp.Poly(p, x)
    while pp.degree() >= pm.degree() and not pp.is_zero:
        q = sp.cancel(pp.LC() / lc)
        if not (q.is_Integer or (not q.is_number and sp.fraction(sp.together(q))[1] == 1)):
            break
        pp = pp - sp.Poly(q * x ** (pp.degree() - pm.degree()), x) * pm
    return pp.as_expr()


@builtin("PolynomialMod", nargs=2, messages=_POLY,
         usage="PolynomialMod[poly, m] reduces poly modulo m: the coefficients modulo an "
               "integer m, or the remainder modulo a polynomial m (without dividing "
               "coefficients); PolynomialMod[poly, {m1, m2, ...}] reduces modulo all the mi.",
         examples=[("PolynomialMod[3 x^2 + 5 x + 7, 2]", "1 + x + x^2"),
                   ("PolynomialMod[x^3 + 1, x^2 + 1]", "1 - x"),
                   ("PolynomialMod[x/2 + 1, 3]", "1 + 2 x")])
def polynomial_mod(ev, expr):
    p, m = expr.args
    if isinstance(p, Expression) and p.head is S.List:
        return Expression(S.List, tuple(Expression(S.PolynomialMod, (a, m)) for a in p.args))
    mods = m.args if isinstance(m, Expression) and m.head is S.List else (m,)
    sp = bridge.sympy_module()
    sp_ = bridge.try_to_sympy(p)
    if sp_ is None or not isinstance(sp_, sp.Expr):
        return None
    r = sp.expand(sp_)
    try:
        ints = [x for x in mods if type(x) is Integer]
        polys = [x for x in mods if type(x) is not Integer]
        for mm in polys:
            sm = bridge.try_to_sympy(mm)
            if sm is None or sm.is_number:
                return None
            gens = sorted(sm.free_symbols, key=lambda s: s.name)
            if len(gens) != 1:
                return None
            r = sp.expand(_mod_polynomial(sp, r, sp.expand(sm), gens[0]))
        for mm in ints:
            if mm.value == 0:
                continue
            gens = sorted(r.free_symbols, key=lambda s: s.name)
            r = _mod_integer(sp, r, sp.Integer(abs(mm.value)), gens)
            if r is None:
                return None
    except Exception as exc:  # a part that SymPy cannot treat as a polynomial
        return _sympy_error(exc)
    return bridge.try_from_sympy(r, ev)


# --- resultants ---------------------------------------------------------------------------------

def _poly_args(ev, name, polys, x):
    for a in polys:
        if not is_polynomial(a, (x,)):
            ev.message(name, "poly", a)
            return None
    conv = [bridge.try_to_sympy(a) for a in polys + (x,)]
    if None in conv:
        return None
    return conv


@builtin("Resultant", nargs=3, messages=_POLY,
         usage="Resultant[p, q, x] gives the resultant of the polynomials p and q with "
               "respect to x.",
         examples=[("Resultant[x^2 - 1, x - 2, x]", "3"),
                   ("Resultant[x^2 + a, x + b, x]", "a + b^2"),
                   ("Resultant[(x - 1) (x - 2), (x - 2) (x - 3), x]", "0")])
def resultant(ev, expr):
    conv = _poly_args(ev, "Resultant", expr.args[:2], expr.args[2])
    if conv is None:
        return None
    sp = bridge.sympy_module()
    try:
        r = sp.resultant(sp.expand(conv[0]), sp.expand(conv[1]), conv[2])
    except Exception as exc:  # SymPy refuses the polynomials
        return _sympy_error(exc)
    return bridge.try_from_sympy(sp.expand(r), ev)


@builtin("Discriminant", nargs=2, messages=_POLY,
         usage="Discriminant[poly, x] gives the discriminant of the polynomial poly with "
               "respect to x.",
         examples=[("Discriminant[a x^2 + b x + c, x]", "b^2 - 4 a c"),
                   ("Discriminant[x^3 + p x + q, x]", "-4 p^3 - 27 q^2"),
                   ("Discriminant[(x - 1)^2, x]", "0")])
def discriminant(ev, expr):
    conv = _poly_args(ev, "Discriminant", expr.args[:1], expr.args[1])
    if conv is None:
        return None
    sp = bridge.sympy_module()
    try:
        r = sp.discriminant(sp.expand(conv[0]), conv[1])
    except Exception as exc:  # SymPy refuses the polynomial
        return _sympy_error(exc)
    return bridge.try_from_sympy(sp.expand(r), ev)


@builtin("Decompose", nargs=2, messages=_POLY,
         usage="Decompose[poly, x] decomposes a polynomial into a composition of simpler "
               "polynomials {p1, p2, ...} with poly == p1[p2[...]].",
         examples=[("Decompose[x^4 + x^2 + 1, x]", "{1 + x + x^2, x^2}"),
                   ("Decompose[x^6 + 2 x^3 + 1, x]", "{1 + 2 x + x^2, x^3}"),
                   ("Decompose[x^2 + x, x]", "{x + x^2}")])
def decompose(ev, expr):
    conv = _poly_args(ev, "Decompose", expr.args[:1], expr.args[1])
    if conv is None:
        return None
    sp = bridge.sympy_module()
    p, x = conv
    try:
        poly = sp.Poly(sp.expand(p), x)
        parts = [q.as_expr() for q in poly.decompose()]
    except Exception as exc:  # coefficients SymPy cannot decompose over
        return _sympy_error(exc)
    return bridge.try_from_sympy(parts, ev)


# --- Root ----------------------------------------------------------------------------------

def _root_poly(ev, f):
    """(SymPy Poly in a dummy, inexact?, precision digits or None) of the pure function f."""
    sp = bridge.sympy_module()
    t = Symbol("Root$x")
    body = ev.evaluate(Expression(f, (t,)))
    s = bridge.try_to_sympy(body)
    if s is None:
        return None
    st = bridge.sympy_symbol(t)
    s = s.replace(lambda e: e.is_Pow and e.exp.is_Float and float(e.exp).is_integer(),
                  lambda e: sp.Pow(e.base, int(e.exp)))
    try:
        poly = sp.Poly(sp.expand(s), st)
    except Exception as exc:  # not a polynomial in the slot
        return _sympy_error(exc)
    inexact = any(c.has(sp.Float) for c in poly.all_coeffs())
    if not inexact and not all(c.is_Rational for c in poly.all_coeffs()):
        return None
    return poly, inexact


def _numeric_roots(poly, digits):
    """All roots in the Wolfram order, as mpmath numbers."""
    import mpmath
    coeffs = [complex(c) if c.is_number and not c.is_real else float(c)
              for c in poly.all_coeffs()] if digits is None else \
        [mpmath.mpmathify(str(c)) for c in poly.all_coeffs()]
    with mpmath.workdps((digits or 15) + 10):
        try:
            roots = mpmath.polyroots(coeffs, maxsteps=200, extraprec=60)
        except mpmath.libmp.NoConvergence:   # coefficients of very different sizes
            roots = mpmath.polyroots(coeffs, maxsteps=4000, extraprec=40 * len(coeffs) + 200)
    tol = mpmath.mpf(10) ** (-(digits or 15) + 3)

    def key(z):
        z = mpmath.mpc(z)
        if abs(z.imag) <= tol * max(1, abs(z)):
            return (0, float(z.real), 0.0)
        return (1, float(z.real), float(z.imag))

    out = []
    for z in sorted(roots, key=key):
        z = mpmath.mpc(z)
        if abs(z.imag) <= tol * max(1, abs(z)):
            z = mpmath.mpf(z.real)
        out.append(z)
    return out


@builtin("Root", nargs=2,
         messages={"iidx": "Index `1` should be a machine-sized integer between 1 and `2`.",
                   "npoly": "`1` is not a univariate polynomial function."},
         usage="Root[f, k] represents the k-th root of the polynomial equation f[x] == 0, "
               "roots ordered with the real ones first (increasing), then the complex ones.",
         examples=[("Root[#^2 - 2 &, 1]", "-Sqrt[2]"), ("Root[#^3 - # &, 2]", "0"),
                   ("N[Root[#^5 - # - 1 &, 1]]", "1.1673"),
                   ("Root[#^2 - 2 &, 3]", "Root[#1^2 - 2 & , 3]",
                    ["Root::iidx: Index 3 should be a machine-sized integer between 1 and 2."])])
def root(ev, expr):
    f, k = expr.args
    if not (isinstance(f, Expression) and f.head is S.Function):
        return None
    info = _root_poly(ev, f)
    if info is None:
        ev.message("Root", "npoly", f)
        return None
    poly, inexact = info
    n = poly.degree()
    idx = k.value if type(k) is Integer else int(k.value) if type(k) is Real and \
        k.value == int(k.value) else None
    if idx is None or not 1 <= idx <= n:
        ev.message("Root", "iidx", k, Integer(n))
        return None
    if inexact or type(k) is Real:
        digits = None
        precs = [c._prec for c in poly.all_coeffs() if c.is_Float]
        if precs and min(precs) > 53:
            digits = int(min(precs) * 0.30103)
        z = _numeric_roots(poly, digits)[idx - 1]
        import mpmath
        if digits is None:
            if isinstance(z, mpmath.mpc):
                return Complex(Real(float(z.real)), Real(float(z.imag)))
            return Real(float(z))
        if isinstance(z, mpmath.mpc):
            return Complex(Real(z.real, prec=digits), Real(z.imag, prec=digits))
        return Real(z, prec=digits)
    sp = bridge.sympy_module()
    try:
        r = sp.rootof(poly, idx - 1, radicals=False)
        if isinstance(r, sp.CRootOf):
            deg = r.poly.degree()
            if deg == 2 and not _binomial(r.poly):   # (-b -+ Sqrt[b^2 - 4 a c])/(2 a)
                from mathilda.algorithms.algebra.roots import quadratic_roots
                return quadratic_roots(ev, r.poly)[r.index]
            if deg <= 2 or (_binomial(r.poly) and r.is_real):
                r = sp.rootof(r.poly, r.index, radicals=True)
            else:                   # the irreducible Root, written as Wolfram writes it
                from mathilda.algorithms.algebra.roots import root_function
                canon = Expression(S.Root, (root_function(ev, r.poly), Integer(r.index + 1)))
                return None if canon == expr else canon
    except Exception as exc:  # SymPy cannot isolate the roots
        return _sympy_error(exc)
    out = bridge.try_from_sympy(r, ev)
    if out is None or out == expr:
        return None
    return out


def _binomial(poly):
    coeffs = poly.all_coeffs()
    return all(c == 0 for c in coeffs[1:-1])
