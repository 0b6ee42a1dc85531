"""Automatic rewrites of products and powers that the Wolfram Language does on evaluation.

* ``1/Sin[x]`` is ``Csc[x]``, ``1/Tan[x]^2`` is ``Cot[x]^2``: a negative integer power of a
  trigonometric or hyperbolic function is the positive power of its reciprocal function.
* ``Cos[x]/Sin[x]`` is ``Cot[x]``, ``Sin[x]/Cos[x]^2`` is ``Sec[x] Tan[x]``: in a product,
  ``Sin`` meets ``Sec`` as ``Tan``, ``Cos`` meets ``Csc`` as ``Cot`` (same argument; the
  common power combines, the rest stays), and so for ``Sinh``/``Sech``, ``Cosh``/``Csch``.
* ``2 2^n`` is ``2^(1 + n)`` and ``2^n/2`` is ``2^(-1 + n)``: a rational coefficient equal to
  the integer base of a symbolic power (or to its reciprocal) joins the exponent.
* ``(-1/2) (a - b)`` is ``(-a + b)/2``: a coefficient ``-1/n`` of a single sum distributes
  its sign (``-(a - b)`` itself is done in ``collect``).
* ``E^(3 + I Pi)`` is ``-E^3``: the terms ``k I Pi/2`` of an exponent of ``E`` come out as
  the numbers ``1, I, -1, -I``.

Each function takes evaluated arguments and returns the new expression (to be evaluated
again) or None when the rule does not apply.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, S, Symbol, make_rational

__all__ = ["reciprocal_power", "combine_trig", "coefficient_into_power", "distribute_sign",
           "exp_of_sum"]

# f -> its reciprocal function
_RECIPROCAL = {
    "Sin": "Csc", "Cos": "Sec", "Tan": "Cot", "Cot": "Tan", "Sec": "Cos", "Csc": "Sin",
    "Sinh": "Csch", "Cosh": "Sech", "Tanh": "Coth", "Coth": "Tanh", "Sech": "Cosh",
    "Csch": "Sinh",
}
# (f, g) meeting in a product -> their product function
_PAIRS = {("Sin", "Sec"): "Tan", ("Cos", "Csc"): "Cot",
          ("Sinh", "Sech"): "Tanh", ("Cosh", "Csch"): "Coth"}
_PAIR_HEADS = frozenset(n for p in _PAIRS for n in p)


def reciprocal_power(b, e):
    """``f[x]^-n`` -> ``g[x]^n`` (g the reciprocal function of f, n a positive integer)."""
    if type(e) is not Integer or e.value >= 0 or type(b) is not Expression:
        return None
    h = b.head
    if type(h) is not Symbol or len(b.args) != 1:
        return None
    g = _RECIPROCAL.get(h.name)
    if g is None:
        return None
    f = Expression(Symbol(g), b.args)
    return f if e.value == -1 else Expression(S.Power, (f, Integer(-e.value)))


def _trig_factor(x):
    """(head name, argument, integer exponent) of ``f[a]`` or ``f[a]^n``, or None."""
    e = 1
    if type(x) is Expression and x.head is S.Power and len(x.args) == 2 \
            and type(x.args[1]) is Integer:
        e = x.args[1].value
        x = x.args[0]
    if type(x) is Expression and type(x.head) is Symbol and x.head.name in _PAIR_HEADS \
            and len(x.args) == 1:
        return x.head.name, x.args[0], e
    return None


def _power(f, a, e):
    x = Expression(Symbol(f), (a,))
    return x if e == 1 else Expression(S.Power, (x, Integer(e)))


def combine_trig(factors):
    """The factors of a product with ``Sin[a]^m Sec[a]^n`` as ``Tan[a]^k`` etc., or None."""
    found = None
    for i, x in enumerate(factors):
        t = _trig_factor(x)
        if t is not None:
            if found is None:
                found = {}
            found[(t[0], t[1])] = (i, t[2])
    if found is None or len(found) < 2:
        return None
    out = list(factors)
    changed = False
    for (f, g), h in _PAIRS.items():
        for (name, a), (i, m) in list(found.items()):
            if name != f:
                continue
            other = found.get((g, a))
            if other is None:
                continue
            j, n = other
            if (m > 0) != (n > 0):
                continue
            k = min(m, n) if m > 0 else max(m, n)
            out[i] = _power(f, a, m - k) if m != k else None
            out[j] = _power(g, a, n - k) if n != k else None
            out.append(_power(h, a, k))
            changed = True
    if not changed:
        return None
    return [x for x in out if x is not None]


def coefficient_into_power(number, factors):
    """``2 2^n`` -> the factors with ``2^(1 + n)`` (and no coefficient), or None."""
    tn = type(number)
    if tn is Integer:
        p, q = number.value, 1
    elif tn is Rational:
        p, q = number.value.numerator, number.value.denominator
    else:
        return None
    if p == 1 and q == 1:
        return None
    for i, x in enumerate(factors):
        if type(x) is Expression and x.head is S.Power and len(x.args) == 2:
            b, e = x.args
            if type(b) is Integer and b.value > 1 and not e.is_number:
                if q == 1 and p == b.value:
                    d = 1
                elif p == 1 and q == b.value:
                    d = -1
                else:
                    continue
                out = list(factors)
                out[i] = Expression(S.Power, (b, Expression(S.Plus, (Integer(d), e))))
                return out
    return None


def distribute_sign(number, factors, negate_term):
    """``(-1/n) (a + b)`` -> ``(1/n) (-a - b)``, or None."""
    if type(number) is not Rational or number.value.numerator != -1 or len(factors) != 1:
        return None
    s = factors[0]
    if type(s) is not Expression or s.head is not S.Plus:
        return None
    return Expression(S.Times, (make_rational(1, number.value.denominator),
                                Expression(S.Plus, tuple(negate_term(t) for t in s.args))))


_UNIT = {0: Integer(1), 1: Complex(Integer(0), Integer(1)), 2: Integer(-1),
         3: Complex(Integer(0), Integer(-1))}


def _i_pi_quarter_turns(t):
    """k when the term t is ``k I Pi/2`` (k an integer), else None."""
    if type(t) is Expression and t.head is S.Times and len(t.args) == 2 and t.args[1] is S.Pi:
        c = t.args[0]
        if type(c) is Complex and c.re.is_number and c.re.value == 0 \
                and type(c.im) in (Integer, Rational):
            k = 2 * c.im.value
            if getattr(k, "denominator", 1) == 1:
                return int(k)
    return None


def exp_of_sum(e):
    """``E^(a + k I Pi/2)`` -> ``I^k E^a``, or None."""
    if type(e) is not Expression or e.head is not S.Plus:
        return None
    turns = 0
    rest = []
    for t in e.args:
        k = _i_pi_quarter_turns(t)
        if k is None:
            rest.append(t)
        else:
            turns += k
    if len(rest) == len(e.args):
        return None
    r = rest[0] if len(rest) == 1 else Expression(S.Plus, tuple(rest))
    p = Expression(S.Power, (S.E, r))
    u = _UNIT[turns % 4]
    if u.is_number and type(u) is Integer and u.value == 1:
        return p
    return Expression(S.Times, (u, p))


KEEP = object()      # numeric_radical: leave the power as it is


def numeric_radical(ev, c, rest, e):
    """``(c rest)^e`` with c a positive rational, rest a numeric quantity (``Pi``, ``1/Pi``)
    and e = 1/q or -1/q: the Wolfram Language keeps one radical, ``Sqrt[2/Pi]``, taking out
    only the rational part of ``c^e``: ``Sqrt[8 Pi]`` is ``2 Sqrt[2 Pi]``.  Returns the new
    expression, KEEP, or None when the rule does not apply."""
    from mathilda.numbers.nvalues import is_numeric
    if type(e) is not Rational or abs(e.value.numerator) != 1 or not is_numeric(ev, rest):
        return None
    v = ev.evaluate(Expression(S.Power, (c, e)))
    if type(v) in (Integer, Rational):
        return Expression(S.Times, (v, Expression(S.Power, (rest, e))))
    if type(v) is Expression and v.head is S.Times and len(v.args) == 2 \
            and type(v.args[0]) in (Integer, Rational):
        r = v.args[0].value
        q = e.value.denominator * e.value.numerator          # 1/e
        inner = c.value / (r ** q)
        inner = make_rational(inner.numerator, inner.denominator) \
            if hasattr(inner, "numerator") else Integer(inner)
        return Expression(S.Times, (v.args[0], Expression(S.Power, (
            Expression(S.Times, (inner, rest)), e))))
    return KEEP
