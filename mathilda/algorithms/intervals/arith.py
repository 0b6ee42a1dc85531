"""Interval arithmetic on lists of (lo, hi) endpoint pairs.

An endpoint is a real numeric expression (exact, machine or arbitrary precision) or
+-Infinity.  Endpoints computed by the evaluator keep their exactness (Exp of
Interval[{0, 1}] is Interval[{1, E}]); a machine real endpoint of a computed interval is
moved one unit in the last place outward, so the interval still contains every value.
Comparisons use 30-digit approximations."""

import math

from mathilda.core.expr import Expression, Integer, Rational, Real, S
from mathilda.numbers.infinity import INFINITY, MINUS_INFINITY
from mathilda.numbers.nvalues import is_numeric, numeric_value

ZERO = Integer(0)
ONE = Integer(1)
MINUS_ONE = Integer(-1)


def value(ev, e):
    """A float-like (mpf) approximation of the real endpoint e, +-inf for infinities, or
    None when e is not a real numeric quantity."""
    if e == INFINITY:
        return math.inf
    if e == MINUS_INFINITY:
        return -math.inf
    if type(e) is Integer:
        return e.value
    if type(e) is Real:
        return e.value
    if not (e.is_number or is_numeric(ev, e)):
        return None
    v = numeric_value(ev, e, 30)
    if v is None or type(v) not in (Integer, Real, Rational):
        return None
    if type(v) is Rational:
        import mpmath
        f = v.value
        with mpmath.workdps(40):
            return mpmath.mpf(f.numerator) / f.denominator
    return v.value


def is_endpoint(ev, e):
    return value(ev, e) is not None


def canonical(ev, comps):
    """Sorted, merged components (pairs with lo <= hi), or None for a non-real endpoint."""
    keyed = []
    for lo, hi in comps:
        a, b = value(ev, lo), value(ev, hi)
        if a is None or b is None:
            return None
        if a > b:
            lo, hi, a, b = hi, lo, b, a
        keyed.append((a, b, lo, hi))
    keyed.sort(key=lambda t: (t[0], t[1]))
    out = []
    for a, b, lo, hi in keyed:
        if out and a <= out[-1][1]:
            if b > out[-1][1]:
                out[-1] = (out[-1][0], b, out[-1][2], hi)
            continue
        out.append((a, b, lo, hi))
    return [(lo, hi) for _, _, lo, hi in out]


def _outward(e, up):
    if type(e) is Real and e.prec is None and math.isfinite(e.value):
        return Real(math.nextafter(e.value, math.inf if up else -math.inf))
    return e


def rounded(comps):
    return [(_outward(lo, False), _outward(hi, True)) for lo, hi in comps]


def _inexact(comps):
    return any(type(e) is Real for c in comps for e in c)


def _eval(ev, head, *args):
    return ev.evaluate(Expression(head, args))


def _mul(ev, a, b):
    """a b for endpoints, with 0 Infinity = 0 (the limit of the products of the sets)."""
    if a == ZERO or b == ZERO or (type(a) is Real and a.value == 0) or \
            (type(b) is Real and b.value == 0):
        return ZERO if type(a) is not Real and type(b) is not Real else Real(0.0)
    return _eval(ev, S.Times, a, b)


def _extremes(ev, cands):
    """(min, max) of candidate endpoints."""
    vs = [(value(ev, c), c) for c in cands]
    lo = min(vs, key=lambda t: t[0])[1]
    hi = max(vs, key=lambda t: t[0])[1]
    return lo, hi


def add(ev, x, y):
    out = [(_eval(ev, S.Plus, a, c), _eval(ev, S.Plus, b, d)) for a, b in x for c, d in y]
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def mul(ev, x, y):
    out = []
    for a, b in x:
        for c, d in y:
            out.append(_extremes(ev, [_mul(ev, a, c), _mul(ev, a, d), _mul(ev, b, c),
                                      _mul(ev, b, d)]))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def reciprocal(ev, x):
    out = []
    for a, b in x:
        va, vb = value(ev, a), value(ev, b)
        inv = lambda e: _eval(ev, S.Power, e, MINUS_ONE)
        if va > 0 or vb < 0:
            out.append((inv(b), inv(a)))
        elif va == 0 and vb == 0:
            return None
        elif va == 0:
            out.append((inv(b), INFINITY))
        elif vb == 0:
            out.append((MINUS_INFINITY, inv(a)))
        else:
            out.append((MINUS_INFINITY, inv(a)))
            out.append((inv(b), INFINITY))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def power(ev, x, e):
    """x^e for an interval x and a real number e (None when not real-valued)."""
    ve = value(ev, e)
    if ve is None:
        return None
    if type(e) is Integer:
        n = e.value
        if n == 0:
            return [(ONE, ONE)]
        if n < 0:
            p = power(ev, x, Integer(-n))
            return None if p is None else reciprocal(ev, p)
        out = []
        for a, b in x:
            pa, pb = _eval(ev, S.Power, a, e), _eval(ev, S.Power, b, e)
            va, vb = value(ev, a), value(ev, b)
            if n % 2 or va >= 0:
                out.append((pa, pb))
            elif vb <= 0:
                out.append((pb, pa))
            else:
                out.append((ZERO, _extremes(ev, [pa, pb])[1]))
        r = canonical(ev, out)
        return rounded(r) if r is not None and _inexact(r) else r
    out = []
    for a, b in x:
        if value(ev, a) < 0:
            return None
        pa, pb = _eval(ev, S.Power, a, e), _eval(ev, S.Power, b, e)
        out.append((pa, pb) if ve > 0 else (pb, pa))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def exp_base(ev, base, x):
    """base^x for a real number base > 0 and an interval x."""
    vb = value(ev, base)
    if vb is None or vb <= 0:
        return None
    out = []
    for a, b in x:
        pa, pb = _eval(ev, S.Power, base, a), _eval(ev, S.Power, base, b)
        out.append((pa, pb) if vb >= 1 else (pb, pa))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


# monotone functions: name -> (increasing?, domain lo, domain hi)
MONOTONE = {
    "Log": (True, 0, math.inf), "ArcTan": (True, -math.inf, math.inf),
    "Sinh": (True, -math.inf, math.inf), "Tanh": (True, -math.inf, math.inf),
    "ArcSinh": (True, -math.inf, math.inf), "ArcSin": (True, -1, 1),
    "ArcCos": (False, -1, 1), "Erf": (True, -math.inf, math.inf),
    "Floor": (True, -math.inf, math.inf), "Ceiling": (True, -math.inf, math.inf),
    "ArcCot": (False, 0, math.inf), "Exp": (True, -math.inf, math.inf),
    "Surd": None,
}


def monotone(ev, name, x):
    inc, dlo, dhi = MONOTONE[name]
    out = []
    head = getattr(S, name)
    for a, b in x:
        if value(ev, a) < dlo or value(ev, b) > dhi:
            return None
        fa = MINUS_INFINITY if name == "Log" and value(ev, a) == 0 else _eval(ev, head, a)
        fb = _eval(ev, head, b)
        out.append((fa, fb) if inc else (fb, fa))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def _even(ev, x, head, bottom):
    """An even function increasing on [0, Infinity) (Abs, Cosh) of an interval: bottom is
    its value at 0."""
    out = []
    for a, b in x:
        va, vb = value(ev, a), value(ev, b)
        fa, fb = _eval(ev, head, a), _eval(ev, head, b)
        if va >= 0:
            out.append((fa, fb))
        elif vb <= 0:
            out.append((fb, fa))
        else:
            out.append((bottom, _extremes(ev, [fa, fb])[1]))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def absolute(ev, x):
    return _even(ev, x, S.Abs, ZERO)


def cosh(ev, x):
    return _even(ev, x, S.Cosh, ONE)


def _contains_point(va, vb, phase, period=2 * math.pi):
    """Whether [va, vb] contains phase + k period for some integer k."""
    if math.isinf(va) or math.isinf(vb):
        return True
    k = math.ceil((float(va) - phase) / period - 1e-15)
    return phase + k * period <= float(vb) + 1e-15


def sin_cos(ev, name, x):
    """Sin or Cos of an interval: the endpoint values and the extremes +-1 inside."""
    head = getattr(S, name)
    peak = math.pi / 2 if name == "Sin" else 0.0        # where the value is 1
    trough = -math.pi / 2 if name == "Sin" else math.pi
    out = []
    for a, b in x:
        va, vb = value(ev, a), value(ev, b)
        if math.isinf(va) or math.isinf(vb) or float(vb) - float(va) >= 2 * math.pi:
            out.append((MINUS_ONE, ONE))
            continue
        cands = [_eval(ev, head, a), _eval(ev, head, b)]
        lo, hi = _extremes(ev, cands)
        if _contains_point(va, vb, peak):
            hi = ONE if type(a) is not Real else Real(1.0)
        if _contains_point(va, vb, trough):
            lo = MINUS_ONE if type(a) is not Real else Real(-1.0)
        out.append((lo, hi))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def tan(ev, x):
    out = []
    for a, b in x:
        va, vb = value(ev, a), value(ev, b)
        if math.isinf(va) or math.isinf(vb) or float(vb) - float(va) >= math.pi:
            out.append((MINUS_INFINITY, INFINITY))
            continue
        ta, tb = _eval(ev, S.Tan, a), _eval(ev, S.Tan, b)
        if _contains_point(va, vb, math.pi / 2, math.pi):
            out.append((MINUS_INFINITY, tb))
            out.append((ta, INFINITY))
        else:
            out.append((ta, tb))
    r = canonical(ev, out)
    return rounded(r) if r is not None and _inexact(r) else r


def union(ev, xs):
    return canonical(ev, [c for x in xs for c in x])


def intersection(ev, x, y):
    out = []
    for a, b in x:
        for c, d in y:
            lo = a if value(ev, a) >= value(ev, c) else c
            hi = b if value(ev, b) <= value(ev, d) else d
            if value(ev, lo) <= value(ev, hi):
                out.append((lo, hi))
    return canonical(ev, out)


def member(ev, x, y):
    """Whether every component of y lies inside some component of x."""
    for c, d in y:
        vc, vd = value(ev, c), value(ev, d)
        if not any(value(ev, a) <= vc and vd <= value(ev, b) for a, b in x):
            return False
    return True
