"""Units as data: a unit expression (``"Meters"``, ``"Meters"/"Seconds"^2``) as a dict of
unit names to exponents, its dimensions and exact factor to SI, conversion factors, the SI
unit of a dimension vector, and the text OutputForm prints for a unit (``m/s^2``).

The functions build expressions for the caller to evaluate (``conversion`` gives the
magnitude in the new unit as an unevaluated Plus/Times)."""

from fractions import Fraction

from mathilda.algorithms.units.table import DIMENSIONS, SI_UNITS, lookup
from mathilda.core.expr import Expression, Integer, Rational, String, S, make_rational

__all__ = ["unit_terms", "unit_expression", "dimensions", "conversion", "si_terms",
           "unit_text", "compatible", "merge_terms", "mixed_unit_terms", "mixed_parts",
           "mixed_total"]


def _exponent(x):
    t = type(x)
    if t is Integer:
        return Fraction(x.value)
    if t is Rational:
        return Fraction(x.value.numerator, x.value.denominator)
    return None


def unit_terms(u):
    """``{canonical unit name: Fraction exponent}`` for a unit expression, or None when it
    is not one (an unknown name, a symbol, a sum)."""
    out = {}
    if not _collect(u, Fraction(1), out):
        return None
    return {k: v for k, v in out.items() if v != 0 and k != "DimensionlessUnit"}


def _collect(u, e, out):
    t = type(u)
    if t is String:
        unit = lookup(u.value)
        if unit is None:
            return False
        out[unit.name] = out.get(unit.name, Fraction(0)) + e
        return True
    if t is Integer and u.value == 1:
        return True
    if isinstance(u, Expression):
        if u.head is S.Times:
            return all(_collect(f, e, out) for f in u.args)
        if u.head is S.Power and len(u.args) == 2:
            k = _exponent(u.args[1])
            return k is not None and _collect(u.args[0], e * k, out)
    return False


def _number(f):
    return Integer(f.numerator) if f.denominator == 1 else make_rational(f.numerator,
                                                                           f.denominator)


def unit_expression(terms):
    """The unit expression for ``terms`` (unevaluated: the caller evaluates it to put it in
    canonical order); ``"DimensionlessUnit"`` for none."""
    if not terms:
        return String("DimensionlessUnit")
    parts = []
    for name in sorted(terms):
        e = terms[name]
        s = String(name)
        parts.append(s if e == 1 else Expression(S.Power, (s, _number(e))))
    return parts[0] if len(parts) == 1 else Expression(S.Times, tuple(parts))


def dimensions(terms):
    """(dimension vector of Fractions, factor to SI, power of Pi in the factor)."""
    dims = [Fraction(0)] * len(DIMENSIONS)
    factor = Fraction(1)
    pi = Fraction(0)
    for name, e in terms.items():
        u = lookup(name)
        for i, d in enumerate(u.dims):
            dims[i] += d * e
        if e.denominator == 1:
            factor *= u.factor ** int(e)
        else:
            return tuple(dims), None, pi       # a fractional power of a factor: not exact
        pi += u.pi * e
    return tuple(dims), factor, pi


def compatible(t1, t2):
    return dimensions(t1)[0] == dimensions(t2)[0]


def _offset(terms):
    if len(terms) == 1:
        (name, e), = terms.items()
        u = lookup(name)
        if e == 1 and u.offset:
            return u.offset
    return Fraction(0)


def conversion(mag, t1, t2):
    """The magnitude (an expression to evaluate) of ``mag`` in the units ``t1`` converted to
    the units ``t2``; None when they are not compatible or the factor is not exact."""
    d1, f1, p1 = dimensions(t1)
    d2, f2, p2 = dimensions(t2)
    if d1 != d2 or f1 is None or f2 is None:
        return None
    o1, o2 = _offset(t1), _offset(t2)
    if o1 or o2:
        # temperatures on a scale: (x f1 + o1 - o2) / f2
        si = Expression(S.Plus, (Expression(S.Times, (mag, _number(f1))), _number(o1 - o2)))
        return Expression(S.Times, (si, _number(1 / f2)))
    factors = [mag, _number(f1 / f2)]
    if p1 != p2:
        factors.append(Expression(S.Power, (S.Pi, _number(p1 - p2))))
    return Expression(S.Times, tuple(factors))


def si_terms(terms):
    """The SI base units of the dimensions of ``terms`` (Kilograms, Meters, Seconds, ...)."""
    dims = dimensions(terms)[0]
    return {SI_UNITS[d]: e for d, e in zip(DIMENSIONS, dims) if e != 0}


def merge_terms(a, b, sign=1):
    """The terms of the product of units ``a`` and ``b`` (``b`` to the power ``sign``)."""
    out = dict(a)
    for k, e in b.items():
        out[k] = out.get(k, Fraction(0)) + sign * e
    return {k: e for k, e in out.items() if e != 0}


def _exp_text(e):
    if e.denominator == 1:
        return str(e.numerator)
    return "(%d/%d)" % (e.numerator, e.denominator)


def unit_text(terms):
    """The abbreviated text of a unit: ``m``, ``km/h``, ``kg m^2/s^2``, ``1/s``."""
    num, den = [], []
    for name in sorted(terms):
        e = terms[name]
        ab = lookup(name).abbrev
        if e > 0:
            num.append(ab if e == 1 else "%s^%s" % (ab, _exp_text(e)))
        else:
            den.append(ab if e == -1 else "%s^%s" % (ab, _exp_text(-e)))
    top = " ".join(num) if num else "1"
    if not den:
        return top
    bottom = den[0] if len(den) == 1 else "(%s)" % " ".join(den)
    return "%s/%s" % (top, bottom)


def mixed_unit_terms(u):
    """The unit terms of each unit of ``MixedUnit[{u1, u2, ...}]`` (two or more compatible
    units), or None."""
    if not (isinstance(u, Expression) and u.head is S.MixedUnit and len(u.args) == 1):
        return None
    us = u.args[0]
    if not (isinstance(us, Expression) and us.head is S.List and len(us.args) >= 2):
        return None
    terms = [unit_terms(x) for x in us.args]
    if any(not t for t in terms) or any(not compatible(terms[0], t) for t in terms[1:]):
        return None
    return terms


def mixed_parts(x):
    """(magnitudes, unit terms) of ``Quantity[MixedMagnitude[{m1, ...}], MixedUnit[{u1,
    ...}]]``, or None."""
    if not (isinstance(x, Expression) and x.head.name == "Quantity" and len(x.args) == 2):
        return None
    m, u = x.args
    terms = mixed_unit_terms(u)
    if terms is None or not (isinstance(m, Expression) and m.head is S.MixedMagnitude and
                             len(m.args) == 1 and isinstance(m.args[0], Expression) and
                             m.args[0].head is S.List and
                             len(m.args[0].args) == len(terms)):
        return None
    return m.args[0].args, terms


def mixed_total(mags, terms):
    """The magnitude (to evaluate) of a mixed quantity in its last unit."""
    last = terms[-1]
    return Expression(S.Plus, tuple(conversion(m, t, last) for m, t in zip(mags, terms)))
