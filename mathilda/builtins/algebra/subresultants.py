"""Subresultants, SubresultantPolynomials, SubresultantPolynomialRemainders (the determinant
definitions in mathilda/algorithms/algebra/subresultants.py; the remainder sequence is
SymPy's subresultant PRS) and ApartSquareFree."""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.polynomial import is_polynomial
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {"poly": "`1` is not a polynomial.",
             "modp": "Value of option Modulus -> `1` should be a prime number."}


def _args(ev, expr, name):
    """(sympy P, Q, x, modulus or 0) or None after a message."""
    pos, opts = ev.split_options(expr)
    if len(pos) != 3:
        ev.argcount_message(name, len(pos), 3, 3)
        return None
    p, q, x = pos
    if type(x) is not Symbol:
        return None
    for a in (p, q):
        if (isinstance(a, Expression) and a.head is S.List) or not is_polynomial(a, (x,)):
            ev.message(name, "poly", a)
            return None
    m = opts.get("Modulus", Integer(0))
    if not (type(m) is Integer and m.value >= 0):
        ev.message(name, "modp", m)
        return None
    conv = [bridge.try_to_sympy(a) for a in (p, q, x)]
    if None in conv:
        return None
    sp = bridge.sympy_module()
    if m.value and not sp.isprime(m.value):
        ev.message(name, "modp", m)
        return None
    P, Q = (sp.expand(c) for c in conv[:2])
    if sp.Poly(P, conv[2]).degree() < 0 or sp.Poly(Q, conv[2]).degree() < 0:
        return None
    return P, Q, conv[2], m.value


def _result(ev, sp, values, modulus, x):
    out = []
    for v in values:
        v = sp.expand(v)
        if modulus:
            v = _reduce_mod(sp, v, modulus)
        w = bridge.try_from_sympy(v, ev)
        if w is None:
            return None
        out.append(w)
    return Expression(S.List, tuple(out))


def _reduce_mod(sp, e, p):
    """A polynomial with its integer coefficients reduced to 0 .. p - 1."""
    e = sp.expand(e)
    if e.is_number:
        return sp.Integer(int(e) % p)
    poly = sp.Poly(e, *sorted(e.free_symbols, key=str))
    terms = [(m, int(c) % p) for m, c in poly.terms()]
    return sp.Poly.from_dict({m: c for m, c in terms if c}, *poly.gens).as_expr() \
        if any(c for _m, c in terms) else sp.Integer(0)


def _run(ev, expr, name, compute):
    a = _args(ev, expr, name)
    if a is None:
        return None
    P, Q, x, p = a
    sp = bridge.sympy_module()
    values = compute(sp, P, Q, x)
    return None if values is None else _result(ev, sp, values, p, x)


@builtin("Subresultants", nargs=(3, None), options={"Modulus": "0"}, messages=_MESSAGES,
         usage="Subresultants[poly1, poly2, var] gives the principal subresultant "
               "coefficients of the polynomials with respect to var: a list of length "
               "Min[Exponent[poly1, var], Exponent[poly2, var]] + 1 whose first element is "
               "the resultant.",
         examples=[("Subresultants[(x - 1) (x - 2) (x - 3), (x - 1) (x - 2) (x - 4), x]",
                    "{0, 0, -1, 1}"),
                   ("Subresultants[x^2 - 1, x - 2, x]", "{3, 1}"),
                   ("Subresultants[a x^2 + b x + c, x - d, x]", "{c + b d + a d^2, 1}"),
                   ("Subresultants[x^3 + 2 x + 1, x^2 + 3, x, Modulus -> 5]", "{4, 4, 1}")])
def subresultants(ev, expr):
    from mathilda.algorithms.algebra.subresultants import principal_coefficients
    return _run(ev, expr, "Subresultants", principal_coefficients)


@builtin("SubresultantPolynomials", nargs=(3, None), options={"Modulus": "0"},
         messages=_MESSAGES,
         usage="SubresultantPolynomials[poly1, poly2, var] gives the subresultant polynomials "
               "of poly1 and poly2 with respect to var; the first is the resultant and the "
               "j-th has degree at most j, with the j-th principal subresultant coefficient "
               "at var^j.",
         examples=[("SubresultantPolynomials[x^3 + 2 x + 1, x^2 + 3, x]",
                    "{4, 1 - x, 3 + x^2}"),
                   ("SubresultantPolynomials[x^2 - 1, x - 2, x]", "{3, -2 + x}"),
                   ("SubresultantPolynomials[a x^2 + b x + c, x - d, x]",
                    "{c + b d + a d^2, -d + x}")])
def subresultant_polynomials(ev, expr):
    from mathilda.algorithms.algebra.subresultants import polynomials
    return _run(ev, expr, "SubresultantPolynomials", polynomials)


@builtin("SubresultantPolynomialRemainders", nargs=(3, None), options={"Modulus": "0"},
         messages=_MESSAGES,
         usage="SubresultantPolynomialRemainders[poly1, poly2, var] gives the subresultant "
               "polynomial remainder sequence of poly1 and poly2 with respect to var.",
         examples=[("SubresultantPolynomialRemainders[x^3 + 2 x + 1, x^2 + 3, x]",
                    "{1 + 2 x + x^3, 3 + x^2, 1 - x, 4}"),
                   ("SubresultantPolynomialRemainders[x^2 - 1, x - 1, x]",
                    "{-1 + x^2, -1 + x}")])
def subresultant_polynomial_remainders(ev, expr):
    def prs(sp, P, Q, x):
        try:
            return sp.subresultants(P, Q, x)
        except Exception as exc:  # SymPy refuses the polynomials
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            return None
    return _run(ev, expr, "SubresultantPolynomialRemainders", prs)


# --- ApartSquareFree ---------------------------------------------------------------------------

@builtin("ApartSquareFree", nargs=(1, 2),
         usage="ApartSquareFree[expr, var] writes the rational function expr as a polynomial "
               "plus a sum of fractions whose denominators are the powers of the square-free "
               "factors of its denominator (a quasi-partial fraction decomposition).",
         examples=[("ApartSquareFree[1/(x^2 (x + 1))]", "(1 - x)/x^2 + 1/(1 + x)"),
                   ("ApartSquareFree[(x^3 + 1)/(x^2 - 4), x]",
                    "x + (1 + 4 x)/(-4 + x^2)"),
                   ("ApartSquareFree[1/((x - 1)^2 (x - 2)^2), x]", "1/(2 - 3 x + x^2)^2"),
                   ("ApartSquareFree[(x^5 + 2)/((x - 1)^3 (x^2 + 1)), x]",
                    "1 + (3 - x)/(4 (1 + x^2)) + (15 - 22 x + 13 x^2)/(4 (-1 + x)^3)")])
def apart_square_free(ev, expr):
    from mathilda.algorithms.algebra.apart import apart_square_free as algo
    e = expr.args[0]
    if len(expr.args) == 2:
        x = expr.args[1]
        if type(x) is not Symbol:
            return None
    else:
        from mathilda.algorithms.algebra.polynomial import variables
        vs = [v for v in variables(e, lambda t: ev.call("NumericQ", t) is TRUE)
              if type(v) is Symbol]
        if len(vs) != 1:
            return e if not vs else None
        x = vs[0]
    return algo(ev, e, x)
