"""Series coefficients and residues.

    series_data_coefficient(s, n)     the coefficient of (x - x0)^n in a SeriesData (or None)
    laurent_residue(f, z, z0)         the residue of a SymPy expression (None: no Laurent
                                      expansion there, e.g. a branch point)
    general_coefficient(f, x, x0, k)  a closed form of the k-th Taylor coefficient (SymPy),
                                      checked against the first terms of the series, or None
"""

from fractions import Fraction

from mathilda.core.expr import Expression, Integer, Rational, S

__all__ = ["series_data_coefficient", "laurent_residue", "general_coefficient"]


def _fraction(n):
    if type(n) is Integer:
        return Fraction(n.value)
    if type(n) is Rational:
        return Fraction(n.value)
    return None


def series_data_coefficient(s, n):
    """The coefficient of the n-th power in ``SeriesData[x, x0, {...}, nmin, nmax, den]``:
    0 below the first term or between exponents, Indeterminate at or beyond the order
    term; None when s or n is not of that form."""
    a = s.args
    if len(a) != 6 or not (isinstance(a[2], Expression) and a[2].head is S.List):
        return None
    if not all(type(v) is Integer for v in a[3:]) or a[5].value <= 0:
        return None
    p = _fraction(n) if not isinstance(n, Fraction) else n
    if p is None:
        return None
    nmin, nmax, den = a[3].value, a[4].value, a[5].value
    k = p * den
    if k >= nmax:
        return S.Indeterminate
    if k.denominator != 1:
        return Integer(0)
    i = int(k) - nmin
    if i < 0 or i >= len(a[2].args):
        return Integer(0)
    return a[2].args[i]


def _expansion_at(f, z, z0, sp):
    t = sp.Dummy("t")
    if z0 in (sp.oo, -sp.oo, sp.zoo):
        sign = -1 if z0 == -sp.oo else 1
        return (f.subs(z, sign / t) / t ** 2) * sign, t, -1
    return f.subs(z, z0 + t), t, 1


def laurent_residue(f, z, z0, sp):
    """The coefficient of 1/(z - z0) in the Laurent expansion of f (at infinity: minus the
    coefficient of 1/z), or None when the expansion is not a Laurent series."""
    g, t, sign = _expansion_at(f, z, z0, sp)
    if not g.has(t):
        return sp.Integer(0)
    ser = None
    for order in (1, 3, 8):
        try:
            ser = sp.series(g, t, 0, order)
        except Exception as exc:  # SymPy cannot expand this function here
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            return None
        body = ser.removeO()
        if body != 0 or ser.getO() is None:
            break
    body = sp.expand(ser.removeO())
    total = sp.Integer(0)
    for term in sp.Add.make_args(body):
        if term == 0:
            continue
        c, e = term.as_coeff_exponent(t)
        if c.has(t) or not e.is_integer:
            return None                  # a logarithm or a fractional power: a branch point
        if e == -1:
            total += c
    return sp.simplify(sign * total)


def general_coefficient(f, x, x0, k, sp, checks=8):
    """A closed form of the k-th coefficient of f's Taylor series about x0 (k a SymPy
    symbol), from SymPy's formal power series; verified against the first ``checks``
    coefficients of the series itself.  Returns (formula, start): the formula holds from
    k = start on and the coefficients before are 0; None when there is none (or it fails
    the check)."""
    g = f.subs(x, x + x0) if x0 != 0 else f
    try:
        from sympy.series.formal import FormalPowerSeries
        ser = sp.fps(g, x)
        if not isinstance(ser, FormalPowerSeries):
            return None
        ak = ser.ak.formula
        var = ser.ak.variables[0]
        first = sp.series(g, x, 0, checks).removeO()
    except Exception as exc:  # no formal power series for this function
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    if ser.x0 != 0:
        return None
    kk = sp.Dummy("k", integer=True, nonnegative=True)
    formula = sp.simplify(sp.piecewise_fold(ak.subs(var, kk))).rewrite(sp.factorial)
    ok = []
    for j in range(checks):
        want = first.coeff(x, j) if j else first.subs(x, 0)
        try:
            got = formula.subs(kk, j)
            ok.append(got.is_finite is not False and sp.simplify(got - want) == 0)
        except Exception as exc:
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            ok.append(False)
        if not ok[-1] and want != 0 and j > 0 and any(ok[1:j]):
            return None
    start = 0
    while start < checks and not ok[start]:
        start += 1
    if start > 2 or not all(ok[start:]):
        return None
    if any((first.coeff(x, j) if j else first.subs(x, 0)) != 0 for j in range(start)):
        return None
    return formula.subs(kk, k), start
