"""The Wolfram normal form of a quotient, applied in one place (Together, Cancel).

``rational_form(sp, n, d)`` writes the quotient n/d as the Wolfram Language returns it:
the numerator expanded; the denominator kept as the product of the factors it came as,
each factor primitive (integer coefficients without a common divisor) with a positive
leading coefficient; the numerical content of the denominator's factors collected into one
number (its sign moved into the numerator, its size left in the denominator): so
``2/(1 - x)`` is ``-2/(-1 + x)`` and ``x/(2 - 2 x)^2`` is ``x/(4 (-1 + x)^2)``.

The leading coefficient is that of the highest power in the lexicographic order of the
factor's symbols (by name), as FactorTerms takes it.
"""


def _primitive(sp, base):
    """(numerical content with the leading sign, primitive part) of a polynomial base, or
    None when base is not a polynomial with rational coefficients."""
    gens = sorted(base.free_symbols, key=lambda s: s.name)
    if not gens:
        return None
    try:
        poly = sp.Poly(base, *gens)
    except Exception as exc:  # noqa: BLE001  SymPy's polynomial errors: not a polynomial
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if not (poly.domain.is_ZZ or poly.domain.is_QQ):
        return None
    content, prim = poly.primitive()
    if poly.domain.is_QQ:
        den, prim = prim.clear_denoms()
        content = content / den
    if prim.LC() < 0:
        content, prim = -content, -prim
    return content, prim.as_expr()


def rational_form(sp, n, d):
    """The SymPy tree (unevaluated where it matters) of n/d in the Wolfram normal form."""
    n = sp.expand(n)
    if d == 1:
        return n
    content = sp.Integer(1)
    factors = []
    for f in sp.Mul.make_args(d):
        base, k = f.as_base_exp()
        if f.is_Rational:
            content *= f
            continue
        r = _primitive(sp, sp.expand(base)) if k.is_Integer and k > 0 and \
            not base.is_number else None
        if r is None:
            factors.append(f)
            continue
        c, p = r
        content *= c ** k
        factors.append(sp.Pow(p, k, evaluate=False) if k != 1 else p)
    if not content.is_Rational:
        return sp.Mul(n, sp.Pow(d, -1), evaluate=False)
    if content < 0:
        n, content = sp.expand(-n), -content
    den = sp.Mul(*factors, evaluate=False) if factors else sp.Integer(1)
    if content != 1:
        num = sp.Mul(1 / content, n, evaluate=False)
    else:
        num = n
    if den == 1:
        return num
    return sp.Mul(num, sp.Pow(den, -1, evaluate=False), evaluate=False)
