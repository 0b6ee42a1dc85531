"""Factored forms: FactorList, FactorSquareFree, FactorSquareFreeList, FactorTerms,
FactorTermsList, IrreduciblePolynomialQ, PrimitivePolynomialQ, Cyclotomic, HornerForm,
MinimalPolynomial, AlgebraicIntegerQ.

FactorList takes the factors of Factor's result (so the two always agree on the form of a
factor); the others go through SymPy (mathilda.algorithms.algebra.factoring normalises the
results: the numerical factor first, the other factors primitive with a positive leading
coefficient).
"""

from mathilda.algorithms.algebra import factoring as fa
from mathilda.algorithms.build import list_of, power, times
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_ONE = Integer(1)
_NONE = Symbol("None")


def _sympy_failed(exc):
    if isinstance(exc, (KeyboardInterrupt, MemoryError)):
        raise exc
    if type(exc).__module__.startswith("sympy") or isinstance(
            exc, (NotImplementedError, ValueError, TypeError, ZeroDivisionError)):
        return None
    raise exc


def _modulus(ev, name, opts):
    """The prime of a Modulus option (0 for none), or None after a message."""
    m = opts.get("Modulus")
    if m is None or m == Integer(0):
        return 0
    if type(m) is Integer and m.value > 1:
        return m.value
    ev.message(name, "modp", m)
    return None


def _sp(e):
    s = bridge.try_to_sympy(e)
    sp = fa.sympy()
    if s is None or not isinstance(s, sp.Expr):
        return None
    return s


def _factor_pairs(ev, e):
    """[(base, exponent)] of Factor's result e, numbers multiplied into the first pair."""
    factors = e.args if isinstance(e, Expression) and e.head is S.Times else (e,)
    content = _ONE
    out = []
    for f in factors:
        if ev.call("NumericQ", f) is TRUE:
            content = ev.call("Times", content, f)
            continue
        if isinstance(f, Expression) and f.head is S.Power and type(f.args[1]) is Integer:
            out.append(list_of((f.args[0], f.args[1])))
        else:
            out.append(list_of((f, _ONE)))
    return [list_of((content, _ONE))] + out


_FACTOR_OPTS = {"GaussianIntegers": "False", "Extension": "None", "Modulus": "0",
                "Trig": "False"}
_MODP = {"modp": "Value of option Modulus -> `1` should be a prime number."}


@builtin("FactorList", nargs=1, options=_FACTOR_OPTS, messages=_MODP,
         usage="FactorList[poly] gives a list of the factors of a polynomial, together with "
               "their exponents; the first element is the overall numerical factor.",
         examples=[("FactorList[x^3 - 6 x^2 + 11 x - 6]",
                    "{{1, 1}, {-3 + x, 1}, {-2 + x, 1}, {-1 + x, 1}}"),
                   ("FactorList[2 x^2 - 2]", "{{2, 1}, {-1 + x, 1}, {1 + x, 1}}"),
                   ("FactorList[1 - x^2]", "{{-1, 1}, {-1 + x, 1}, {1 + x, 1}}"),
                   ("FactorList[x^4 + 1, Modulus -> 2]", "{{1, 1}, {1 + x, 4}}"),
                   ("FactorList[E^(2 x) - 2 E^x + 1]", "{{1, 1}, {-1 + E^x, 2}}"),
                   ("FactorList[6]", "{{6, 1}}")])
def factor_list(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    p = _modulus(ev, "FactorList", opts)
    if p is None:
        return None
    if p:
        s = _sp(pos[0])
        if s is None:
            return None
        sp = fa.sympy()
        try:
            coeff, parts = sp.factor_list(s, *fa.gens_of(s, sp), modulus=p)
        except Exception as exc:  # SymPy refuses the polynomial
            return _sympy_failed(exc)
        pairs = [[coeff % p if coeff.is_Integer else coeff, 1]]
        pairs += [[f.as_expr() if hasattr(f, "as_expr") else f, m] for f, m in parts]
        return bridge.try_from_sympy(pairs, ev)
    rules = [Expression(S.Rule, (Symbol(k), v)) for k, v in opts.items()
             if k in ("GaussianIntegers", "Extension") and v is not FALSE and v is not _NONE]
    f = ev.call("Factor", pos[0], *rules)
    return list_of(_factor_pairs(ev, f))


def _square_free(ev, expr, name):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    p = _modulus(ev, name, opts)
    if p is None:
        return None
    sp = fa.sympy()
    try:
        s = _sp(pos[0])
        if s is None:
            return None
        num, den = sp.fraction(sp.together(s))
        parts = []
        content = sp.Integer(1)
        for q, sign in ((num, 1), (den, -1)):
            gens = fa.gens_of(q, sp)
            c, ps = fa.square_free_list(q, gens, sp, modulus=p or None)
            content *= c ** sign
            parts += [(b, m * sign) for b, m in ps if not (b.is_number and b == 1)]
    except Exception as exc:  # SymPy refuses the expression
        return _sympy_failed(exc)
    return content, parts


@builtin("FactorSquareFree", nargs=1, options={"Modulus": "0", "Trig": "False"},
         messages=_MODP,
         usage="FactorSquareFree[poly] pulls out any multiple factors in a polynomial.",
         examples=[("FactorSquareFree[x^5 - x^3 - x^2 + 1]",
                    "(-1 + x)^2 (1 + 2 x + 2 x^2 + x^3)"),
                   ("FactorSquareFree[2 x^2 - 4 x + 2]", "2 (-1 + x)^2"),
                   ("FactorSquareFree[x^4 - 1]", "-1 + x^4"),
                   ("FactorSquareFree[(x^2 - 1)^2 (x + 3)]", "(3 + x) (-1 + x^2)^2"),
                   ("FactorSquareFree[x^2 + 1, Modulus -> 2]", "(1 + x)^2")])
def factor_square_free(ev, expr):
    r = _square_free(ev, expr, "FactorSquareFree")
    if r is None:
        return None
    content, parts = r
    try:
        out = [bridge.try_from_sympy(content, ev)]
        for b, m in parts:
            out.append(power(bridge.try_from_sympy(b, ev), Integer(m)))
    except Exception as exc:  # SymPy cannot compare the factors (a power tower of floats)
        return _sympy_failed(exc)
    if None in out:
        return None
    return ev.evaluate(times(*out))


@builtin("FactorSquareFreeList", nargs=1, options={"Modulus": "0", "Trig": "False"},
         messages=_MODP,
         usage="FactorSquareFreeList[poly] gives a list of square-free factors of poly, "
               "together with their exponents; the first is the numerical factor.",
         examples=[("FactorSquareFreeList[x^5 - x^3 - x^2 + 1]",
                    "{{1, 1}, {1 + 2 x + 2 x^2 + x^3, 1}, {-1 + x, 2}}"),
                   ("FactorSquareFreeList[2 x^2 - 4 x + 2]", "{{2, 1}, {-1 + x, 2}}"),
                   ("FactorSquareFreeList[3]", "{{3, 1}}")])
def factor_square_free_list(ev, expr):
    r = _square_free(ev, expr, "FactorSquareFreeList")
    if r is None:
        return None
    content, parts = r
    return bridge.try_from_sympy([[content, 1]] + [[b, m] for b, m in parts], ev)


def _terms_list(ev, e, xs):
    """[numerical factor, factor free of xs, rest] of e (xs: a tuple of Exprs or None)."""
    s = _sp(e)
    if s is None:
        return None
    sp = fa.sympy()
    try:
        num, den = sp.fraction(sp.together(s))
        cn, pn = fa.split_content(sp.expand(num), fa.gens_of(num, sp), sp)
        cd, pd = fa.split_content(sp.expand(den), fa.gens_of(den, sp), sp)
        content = cn / cd
        if xs is None:
            return [content, pn / pd]
        conv = [bridge.try_to_sympy(x) for x in xs]
        if None in conv:
            return None
        out = [content]
        rest_n, rest_d = pn, pd
        free = sp.Integer(1)
        for part, sign in ((rest_n, 1), (rest_d, -1)):
            poly = sp.Poly(part, *conv)
            c = sp.Integer(0)
            for coeff in poly.coeffs():
                c = sp.gcd(c, coeff)
            if c == 0:
                c = sp.Integer(1)
            cc, cp = fa.split_content(sp.expand(c), fa.gens_of(c, sp), sp)
            free *= cp ** sign
            if sign == 1:
                rest_n = sp.cancel(part / cp)
            else:
                rest_d = sp.cancel(part / cp)
        out += [free, rest_n / rest_d]
        return out
    except Exception as exc:  # SymPy refuses the expression
        return _sympy_failed(exc)


def _vars_arg(pos):
    if len(pos) == 1:
        return None
    v = pos[1]
    return tuple(v.args) if isinstance(v, Expression) and v.head is S.List else (v,)


@builtin("FactorTermsList", nargs=(1, None), options={"Modulus": "0", "Trig": "False"},
         usage="FactorTermsList[poly] gives {overall numerical factor, rest}; "
               "FactorTermsList[poly, x] gives {numerical factor, factor free of x, rest}.",
         examples=[("FactorTermsList[3 + 6 x + 3 x^2]", "{3, 1 + 2 x + x^2}"),
                   ("FactorTermsList[2 - 2 x^2]", "{-2, -1 + x^2}"),
                   ("FactorTermsList[x/2 + 1/3]", "{1/6, 2 + 3 x}"),
                   ("FactorTermsList[2 x^2 y - 4 y, x]", "{2, y, -2 + x^2}"),
                   ("FactorTermsList[7]", "{7, 1}")])
def factor_terms_list(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) not in (1, 2):
        return None
    r = _terms_list(ev, pos[0], _vars_arg(pos))
    return None if r is None else bridge.try_from_sympy(r, ev)


@builtin("FactorTerms", nargs=(1, None), options={"Modulus": "0", "Trig": "False"},
         usage="FactorTerms[poly] pulls out any overall numerical factor in poly; "
               "FactorTerms[poly, x] pulls out any overall factor that does not depend on x.",
         examples=[("FactorTerms[3 + 6 x + 3 x^2]", "3 (1 + 2 x + x^2)"),
                   ("FactorTerms[2 - 2 x^2]", "-2 (-1 + x^2)"),
                   ("FactorTerms[x/2 + 1/3]", "(2 + 3 x)/6"),
                   ("FactorTerms[2 x^2 y - 4 y, x]", "2 (-2 + x^2) y"),
                   ("FactorTerms[x + y]", "x + y")])
def factor_terms(ev, expr):
    pos, _ = ev.split_options(expr)
    if len(pos) not in (1, 2):
        return None
    r = _terms_list(ev, pos[0], _vars_arg(pos))
    if r is None:
        return None
    parts = [bridge.try_from_sympy(x, ev) for x in r]
    if None in parts:
        return None
    return ev.evaluate(times(*parts))


@builtin("IrreduciblePolynomialQ", nargs=(1, None),
         options={"GaussianIntegers": "False", "Extension": "None", "Modulus": "0"},
         messages=_MODP,
         usage="IrreduciblePolynomialQ[poly] tests whether poly is an irreducible "
               "polynomial over the rationals.",
         examples=[("IrreduciblePolynomialQ[x^2 + 1]", "True"),
                   ("IrreduciblePolynomialQ[x^2 - 1]", "False"),
                   ("IrreduciblePolynomialQ[2 x + 2]", "True"),
                   ("IrreduciblePolynomialQ[x^2 + y^2]", "True"),
                   ("IrreduciblePolynomialQ[x^2 + 1, GaussianIntegers -> True]", "False"),
                   ("IrreduciblePolynomialQ[x^2 - 2, Extension -> Sqrt[2]]", "False"),
                   ("IrreduciblePolynomialQ[x^2 + 1, Modulus -> 2]", "False"),
                   ("IrreduciblePolynomialQ[5]", "False"),
                   ("IrreduciblePolynomialQ[Sin[x]]", "False")])
def irreducible_polynomial_q(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    p = _modulus(ev, "IrreduciblePolynomialQ", opts)
    if p is None:
        return None
    e = pos[0]
    sp = fa.sympy()
    s = _sp(e)
    if s is None or s.is_number:
        return FALSE
    gens = fa.gens_of(s, sp)
    if not s.is_polynomial(*gens):
        return FALSE
    kw = {}
    if p:
        kw["modulus"] = p
    if opts.get("GaussianIntegers") is TRUE:
        kw["gaussian"] = True
    ext = opts.get("Extension")
    if ext is not None and ext is not _NONE and ext is not S.Automatic:
        exts = ext.args if isinstance(ext, Expression) and ext.head is S.List else (ext,)
        conv = [bridge.try_to_sympy(x) for x in exts]
        if None in conv:
            return None
        kw["extension"] = conv
    return TRUE if fa.irreducible(s, gens, sp, **kw) else FALSE


@builtin("PrimitivePolynomialQ", nargs=2,
         usage="PrimitivePolynomialQ[poly, p] tests whether poly is a primitive polynomial "
               "modulo the prime p.",
         examples=[("PrimitivePolynomialQ[x^4 + x + 1, 2]", "True"),
                   ("PrimitivePolynomialQ[x^4 + x^3 + x^2 + x + 1, 2]", "False"),
                   ("PrimitivePolynomialQ[x^2 + 1, 2]", "False"),
                   ("PrimitivePolynomialQ[x^2 + x + 2, 3]", "True"),
                   ("PrimitivePolynomialQ[x^2 + 1, 3]", "False")])
def primitive_polynomial_q(ev, expr):
    e, p = expr.args
    if type(p) is not Integer or p.value < 2:
        return None
    sp = fa.sympy()
    if not sp.isprime(p.value):
        return None
    s = _sp(e)
    if s is None:
        return FALSE
    gens = fa.gens_of(s, sp)
    if len(gens) != 1 or not s.is_polynomial(gens[0]):
        return FALSE
    try:
        if not all(c.is_Integer for c in sp.Poly(s, gens[0]).all_coeffs()):
            return FALSE
        return TRUE if fa.primitive_mod_p(s, gens[0], p.value, sp) else FALSE
    except Exception as exc:  # SymPy refuses the polynomial
        return _sympy_failed(exc)


@builtin("Cyclotomic", nargs=2, attributes=("Listable", "Protected"),
         usage="Cyclotomic[n, x] gives the cyclotomic polynomial of order n in x.",
         examples=[("Cyclotomic[6, x]", "1 - x + x^2"),
                   ("Cyclotomic[1, x]", "-1 + x"),
                   ("Cyclotomic[12, x]", "1 - x^2 + x^4"),
                   ("Cyclotomic[15, x]", "1 - x + x^3 - x^4 + x^5 - x^7 + x^8"),
                   ("Cyclotomic[0, x]", "1"),
                   ("Cyclotomic[6, 2]", "3")])
def cyclotomic(ev, expr):
    n, x = expr.args
    if type(n) is not Integer or n.value < 0:
        return None
    if n.value == 0:
        return _ONE
    if not ev.check_size(n.value, "Cyclotomic"):
        return None
    sp = fa.sympy()
    t = sp.Dummy("t")
    coeffs = sp.Poly(sp.cyclotomic_poly(n.value, t), t).all_coeffs()[::-1]
    terms = [times(Integer(int(c)), power(x, Integer(k))) for k, c in enumerate(coeffs) if c]
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


def _horner_vars(ev, spec, e):
    if spec is None:
        v = ev.call("Variables", e)
        return [bridge.try_to_sympy(a) for a in v.args]
    xs = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    return [bridge.try_to_sympy(a) for a in xs]


@builtin("HornerForm", nargs=(1, 3),
         usage="HornerForm[poly] puts the polynomial poly in Horner form; HornerForm[poly, "
               "vars] uses the variables vars; HornerForm[p1/p2, vars1, vars2] puts the "
               "numerator and denominator in Horner form in vars1 and vars2.",
         examples=[("HornerForm[1 + 2 x + 3 x^2 + 4 x^3]", "1 + x (2 + x (3 + 4 x))"),
                   ("HornerForm[a + b x + c x^2, x]", "a + x (b + c x)"),
                   ("HornerForm[x^2 + x^3]", "x^2 (1 + x)"),
                   ("HornerForm[(1 + 2 x + 3 x^2)/(4 + 5 x + 6 x^2)]",
                    "(1 + x (2 + 3 x))/(4 + x (5 + 6 x))"),
                   ("HornerForm[11 x^3 - 4 x^2 + 7 x + 2]", "2 + x (7 + x (-4 + 11 x))")])
def horner_form(ev, expr):
    args = expr.args
    e = args[0]
    num = ev.call("Numerator", e)
    den = ev.call("Denominator", e)
    v1 = args[1] if len(args) > 1 else None
    v2 = args[2] if len(args) > 2 else v1
    sp = fa.sympy()
    out = []
    for part, spec in ((num, v1), (den, v2)):
        s = _sp(part)
        gens = _horner_vars(ev, spec, part)
        if s is None or None in gens:
            return None
        try:
            h = fa.horner(s, gens, sp) if gens else s
        except Exception as exc:  # not a polynomial in these variables
            return _sympy_failed(exc)
        r = bridge.try_from_sympy(h, ev)
        if r is None:
            return None
        out.append(r)
    if out[1] == _ONE:
        return out[0]
    return ev.evaluate(times(out[0], power(out[1], Integer(-1))))


@builtin("MinimalPolynomial", nargs=(1, 2),
         usage="MinimalPolynomial[s, x] gives the minimal polynomial in x of the algebraic "
               "number s; MinimalPolynomial[s] gives it as a pure function.",
         examples=[("MinimalPolynomial[Sqrt[2] + Sqrt[3], x]", "1 - 10 x^2 + x^4"),
                   ("MinimalPolynomial[Sqrt[2], x]", "-2 + x^2"),
                   ("MinimalPolynomial[2^(1/3) + 1, x]", "-3 + 3 x - 3 x^2 + x^3"),
                   ("MinimalPolynomial[GoldenRatio, x]", "-1 - x + x^2"),
                   ("MinimalPolynomial[1/2, x]", "-1 + 2 x"),
                   ("MinimalPolynomial[I, x]", "1 + x^2"),
                   ("MinimalPolynomial[Sqrt[2]]", "-2 + #1^2 & "),
                   ("MinimalPolynomial[10, 1.*^-300]", "MinimalPolynomial[10, 1.*^-300]",
                    ["MinimalPolynomial::ivar: 1.*^-300 is not a valid variable."])])
def minimal_polynomial(ev, expr):
    if len(expr.args) == 2 and (expr.args[1].is_number or type(expr.args[1]) is String):
        ev.message("MinimalPolynomial", "ivar", expr.args[1])     # before any algebra
        return None
    s = _sp(expr.args[0])
    sp = fa.sympy()
    if s is None or not s.is_number:
        return None
    x = expr.args[1] if len(expr.args) == 2 else Expression(S.Slot, (_ONE,))
    t = sp.Dummy("t")
    try:
        p = sp.minimal_polynomial(s, t, polys=True)
    except Exception as exc:  # not an algebraic number
        return _sympy_failed(exc)
    _, p = p.primitive()
    if p.LC() < 0:
        p = -p
    coeffs = p.all_coeffs()[::-1]
    terms = [times(bridge.try_from_sympy(c, ev), power(x, Integer(k)))
             for k, c in enumerate(coeffs) if c]
    r = ev.evaluate(Expression(S.Plus, tuple(terms)))
    return r if len(expr.args) == 2 else Expression(S.Function, (r,))


@builtin("AlgebraicIntegerQ", nargs=1,
         usage="AlgebraicIntegerQ[a] yields True if a is an algebraic integer, and False "
               "otherwise.",
         examples=[("AlgebraicIntegerQ[Sqrt[2]]", "True"),
                   ("AlgebraicIntegerQ[1/2]", "False"),
                   ("AlgebraicIntegerQ[GoldenRatio]", "True"),
                   ("AlgebraicIntegerQ[(1 + Sqrt[3])/2]", "False"),
                   ("AlgebraicIntegerQ[Pi]", "False"),
                   ("AlgebraicIntegerQ[x]", "False"),
                   ("AlgebraicIntegerQ[3 + 2 I]", "True")])
def algebraic_integer_q(ev, expr):
    s = _sp(expr.args[0])
    sp = fa.sympy()
    if s is None or not s.is_number or s.is_algebraic is False:
        return FALSE
    try:
        p = sp.minimal_polynomial(s, sp.Dummy("t"), polys=True)
    except Exception as exc:  # noqa: BLE001  not algebraic (or not decidable by SymPy)
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return FALSE
    lc = p.LC()
    ok = abs(lc) == 1 and all(c.is_Integer for c in p.all_coeffs())
    if not ok and all(c.is_Rational for c in p.all_coeffs()):
        monic = p.monic()
        ok = all(c.is_Integer for c in monic.all_coeffs())
    return TRUE if ok else FALSE
