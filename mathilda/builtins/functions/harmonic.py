"""Harmonic numbers and rising factorials: HarmonicNumber, AlternatingHarmonicNumber,
Pochhammer, Hyperfactorial, BarnesG, LogBarnesG.

Integer arguments give exact values (``HarmonicNumber[10]`` is ``7381/2520``, by binary
splitting over GMP integers), symbolic ones stay as they are (``Pochhammer[a, 3]``: the
Wolfram Language expands it only under FunctionExpand), inexact ones give numeric values
through mpmath at the precision of the arguments.
"""

from fractions import Fraction

from mathilda.algorithms.build import call, plus, power, times
from mathilda.algorithms.functions import combinatorial as comb
from mathilda.algorithms.functions.gamma import gamma_exact
from mathilda.algorithms.functions.numeric import (fraction_value as _rat, inexact,
                                                   int_value as _int, mp_apply,
                                                   integer_valued as _integer_valued)
from mathilda.algorithms.functions.vector import vector_of
from mathilda.core.expr import Complex, Integer, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.infinity import COMPLEX_INFINITY, INFINITY

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_TERMS = 1000            # sums with a symbolic order are written out up to this many terms


def _positive_infinity_order(r):
    """Whether an exact order r is a number > 1 (the series converges)."""
    v = _rat(r)
    return v is not None and v > 1


# --- HarmonicNumber -----------------------------------------------------------------------

def _harmonic_numeric(m, n, r=None):
    if r is None or r == 1:
        return m.harmonic(n)
    return m.zeta(r) - m.zeta(r, n + 1)


@builtin("HarmonicNumber", vector=vector_of("HarmonicNumber"),
         nargs=(1, 2), attributes=NUMERIC_LISTABLE,
         usage="HarmonicNumber[n] gives the nth harmonic number H_n. HarmonicNumber[n, r] "
               "gives the harmonic number H_n^(r) of order r.",
         examples=[("HarmonicNumber[10]", "7381/2520"),
                   ("Table[HarmonicNumber[n], {n, 5}]", "{1, 3/2, 11/6, 25/12, 137/60}"),
                   ("HarmonicNumber[10, 2]", "1968329/1270080"),
                   ("HarmonicNumber[2.5]", "1.68037"),
                   ("HarmonicNumber[Infinity, 2]", "Pi^2/6"),
                   ("HarmonicNumber[n, 1]", "HarmonicNumber[n]"),
                   ("HarmonicNumber[3, r]", "1 + 2^(-r) + 3^(-r)"),
                   ("N[HarmonicNumber[3/4], 20]", "0.82468811844839402431")])
def harmonic_number(ev, expr):
    args = expr.args
    n = args[0]
    r = args[1] if len(args) == 2 else None
    if r is not None and r == ONE:
        return call(S.HarmonicNumber, n)
    if inexact(*args):
        nv = _integer_valued(n)
        rv = _integer_valued(r) if r is not None else 1
        if nv is not None and nv < 0 and rv is not None and rv >= 1:
            return COMPLEX_INFINITY
        return mp_apply(_harmonic_numeric, list(args))
    if n == ZERO:
        return ZERO
    if n == INFINITY:
        if r is None:
            return INFINITY
        if _positive_infinity_order(r):
            return call(S.Zeta, r)
        v = _rat(r)
        return INFINITY if v is not None else None
    nv = _int(n)
    rv = 1 if r is None else _int(r)
    if nv is not None and rv is None and 0 < nv <= MAX_TERMS:
        # a symbolic or fractional order: the sum itself, 1 + 2^-r + ... + n^-r
        return ev.evaluate(plus(*[power(Integer(k), times(Integer(-1), r))
                                  for k in range(1, nv + 1)]))
    if nv is None or rv is None:
        return None
    if nv < 0:
        return COMPLEX_INFINITY if rv >= 1 else None
    if nv > comb.MAX_EXACT or (rv != 1 and abs(rv) * nv > 50 * comb.MAX_EXACT):
        return None
    return make_rational(comb.harmonic(nv, rv))


# --- AlternatingHarmonicNumber -------------------------------------------------------------

def _alternating_numeric(m, n, r=None, s=None):
    """Log[2] - (-1)^n LerchPhi[-1, 1, 1 + n] and its order-r, decorated forms (the analytic
    continuations of the reference page); (-1)^n is real at the integers."""
    if s is None:
        s = m.mpf(1)
    if r is None:
        r = m.mpf(1)
    return m.lerchphi(-s, r, n + 1) * m.power(-s, n + 1) - m.polylog(r, -s)


@builtin("AlternatingHarmonicNumber", nargs=(1, 3), attributes=NUMERIC_LISTABLE,
         usage="AlternatingHarmonicNumber[n] gives the nth alternating harmonic number "
               "1 - 1/2 + ... + (-1)^(n+1)/n. AlternatingHarmonicNumber[n, r] gives the one "
               "of order r, AlternatingHarmonicNumber[n, r, s] the one with decoration s: "
               "the sum of (-1)^(k+1) s^k/k^r for k from 1 to n.",
         examples=[("AlternatingHarmonicNumber[10]", "1627/2520"),
                   ("Table[AlternatingHarmonicNumber[n], {n, 5}]",
                    "{1, 1/2, 5/6, 7/12, 47/60}"),
                   ("AlternatingHarmonicNumber[3, 5]", "7565/7776"),
                   ("AlternatingHarmonicNumber[4, 1/2]", "1/2 - 1/Sqrt[2] + 1/Sqrt[3]"),
                   ("AlternatingHarmonicNumber[Infinity]", "Log[2]"),
                   ("N[AlternatingHarmonicNumber[3], 20]", "0.83333333333333333333")])
def alternating_harmonic_number(ev, expr):
    args = expr.args
    n = args[0]
    r = args[1] if len(args) > 1 else None
    s = args[2] if len(args) > 2 else None
    if inexact(*args):
        nv = _integer_valued(n)
        if nv is not None and nv < 0:
            return None
        return mp_apply(_alternating_numeric, list(args), force_real=nv is not None and all(
            type(a) is not Complex for a in args))
    if n == ZERO:
        return ZERO
    if n == INFINITY and s is None:
        if r is None or r == ONE:
            return call(S.Log, Integer(2))
        if _rat(r) is not None and _rat(r) > 0:
            # eta(r) = (1 - 2^(1 - r)) Zeta[r]
            return ev.evaluate(times(plus(ONE, times(Integer(-1), power(
                Integer(2), plus(ONE, times(Integer(-1), r))))), call(S.Zeta, r)))
        return None
    nv = _int(n)
    rv = 1 if r is None else _int(r)
    if nv is not None and 0 < nv <= MAX_TERMS and (rv is None or s is not None and
                                                    _rat(s) is None):
        # a symbolic order or decoration: the sum itself
        terms = []
        for k in range(1, nv + 1):
            t = power(Integer(k), times(Integer(-1), ONE if r is None else r))
            if s is not None:
                t = times(t, power(s, Integer(k)))
            terms.append(t if k % 2 else times(Integer(-1), t))
        return ev.evaluate(plus(*terms))
    if nv is None or rv is None or nv < 0 or nv > comb.MAX_EXACT:
        return None
    if s is None:
        return make_rational(comb.alternating_harmonic(nv, rv))
    sv = _rat(s)
    if sv is None or nv > 10000:
        return None
    total = sum(((-1) ** (k + 1) * sv ** k / Fraction(k) ** rv for k in range(1, nv + 1)),
                Fraction(0))
    return make_rational(total)


# --- Pochhammer -----------------------------------------------------------------------------

MAX_RISING = 10 ** 5


def _pochhammer_exact(ev, a, n):
    """(a)_n for exact numbers a and n, or None."""
    k = _int(n)
    av = _rat(a)
    if k is not None:
        if abs(k) > MAX_RISING:
            return None
        if av is not None:
            if k >= 0:
                return make_rational(comb.rising(av, k))
            v = comb.falling_reciprocal(av, -k)
            return COMPLEX_INFINITY if v is None else make_rational(v)
        if type(a) is Complex and abs(k) <= 1000:          # exact complex numbers
            if k >= 0:
                return ev.evaluate(times(*[plus(a, Integer(j)) for j in range(k)]))
            d = ev.evaluate(times(*[plus(a, Integer(-j)) for j in range(1, -k + 1)]))
            return COMPLEX_INFINITY if d == ZERO else ev.evaluate(power(d, Integer(-1)))
        return None
    nv = _rat(n)
    if av is None or nv is None:
        return None
    # Gamma[a + n]/Gamma[a] where both are known in closed form (half-integers)
    top, bottom = gamma_exact(make_rational(av + nv)), gamma_exact(a)
    if top is None or bottom is None or bottom is COMPLEX_INFINITY:
        return None
    if top is COMPLEX_INFINITY:
        return COMPLEX_INFINITY
    return ev.evaluate(times(top, power(bottom, Integer(-1))))


def _rf(m, a, n):
    return m.rf(a, n)


@builtin("Pochhammer", vector=vector_of("Pochhammer"),
         nargs=2, attributes=NUMERIC_LISTABLE,
         usage="Pochhammer[a, n] gives the Pochhammer symbol (rising factorial) "
               "a (a + 1) ... (a + n - 1), Gamma[a + n]/Gamma[a] in general.",
         examples=[("Pochhammer[4, 3]", "120"), ("Pochhammer[1/2, 3]", "15/8"),
                   ("Pochhammer[a, 3]", "Pochhammer[a, 3]"), ("Pochhammer[a, 0]", "1"),
                   ("Pochhammer[5, -2]", "1/12"), ("Pochhammer[2.5, 1.5]", "4.51352"),
                   ("Pochhammer[-3, 4]", "0"), ("Pochhammer[1/2, 1/2]", "1/Sqrt[Pi]")])
def pochhammer(ev, expr):
    a, n = expr.args
    if inexact(a, n):
        return mp_apply(_rf, [a, n])
    if n == ZERO:
        return ONE
    if a.is_number and n.is_number:
        return _pochhammer_exact(ev, a, n)
    return None


# --- Hyperfactorial, BarnesG, LogBarnesG ------------------------------------------------------

MAX_HYPERFACTORIAL = 500
MAX_BARNES = 2000


@builtin("Hyperfactorial", nargs=1, attributes=NUMERIC_LISTABLE,
         derivatives={1: ("Hyperfactorial[#1] (1/2 + #1 - Log[2 Pi]/2 + LogGamma[1 + #1])",)},
         usage="Hyperfactorial[n] gives the hyperfactorial 1^1 2^2 ... n^n, and its analytic "
               "continuation for other n.",
         examples=[("Hyperfactorial[5]", "86400000"),
                   ("Table[Hyperfactorial[n], {n, 0, 4}]", "{1, 1, 4, 108, 27648}"),
                   ("Hyperfactorial[-3]", "-4"), ("Hyperfactorial[2.5]", "15.9842"),
                   ("Hyperfactorial[x]", "Hyperfactorial[x]")])
def hyperfactorial(ev, expr):
    z = expr.args[0]
    if inexact(z):
        return mp_apply(lambda m, x: m.hyperfac(x), [z])
    k = _int(z)
    if k is not None and abs(k) <= MAX_HYPERFACTORIAL:
        return make_rational(Fraction(comb.hyperfactorial(k)))
    if z == INFINITY:
        return INFINITY
    return None


@builtin("BarnesG", nargs=1, attributes=NUMERIC_LISTABLE,
         derivatives={1: ("BarnesG[#1] (1/2 - #1 + Log[2 Pi]/2 + (-1 + #1) PolyGamma[0, #1])",)},
         usage="BarnesG[z] gives the Barnes G-function G(z), with G(n) = 1! 2! ... (n - 2)! "
               "at the positive integers.",
         examples=[("BarnesG[5]", "12"), ("Table[BarnesG[n], {n, 1, 7}]",
                                          "{1, 1, 1, 2, 12, 288, 34560}"),
                   ("BarnesG[-2]", "0"), ("BarnesG[2.5]", "0.947574"),
                   ("BarnesG[z]", "BarnesG[z]")])
def barnes_g(ev, expr):
    z = expr.args[0]
    if inexact(z):
        return mp_apply(lambda m, x: m.barnesg(x), [z])
    k = _int(z)
    if k is not None and k <= MAX_BARNES:
        return Integer(comb.barnes_g(k))
    if z == INFINITY:
        return INFINITY
    return None


def _log_barnes_g(m, x):
    if isinstance(x, m.mpc) or x <= 0:
        return None          # the principal branch off the positive reals: not computed
    return m.log(m.barnesg(x))


@builtin("LogBarnesG", nargs=1, attributes=NUMERIC_LISTABLE,
         derivatives={1: ("1/2 - #1 + Log[2 Pi]/2 + (-1 + #1) PolyGamma[0, #1]",)},
         usage="LogBarnesG[z] gives the logarithm of the Barnes G-function, log G(z).",
         examples=[("LogBarnesG[5]", "Log[12]"), ("LogBarnesG[3]", "0"),
                   ("LogBarnesG[2.5]", "-0.0538503"),
                   ("N[LogBarnesG[10], 20]", "36.159467698738757448"),
                   ("LogBarnesG[z]", "LogBarnesG[z]")])
def log_barnes_g(ev, expr):
    z = expr.args[0]
    if inexact(z):
        return mp_apply(_log_barnes_g, [z])
    k = _int(z)
    if k is not None and 1 <= k <= MAX_BARNES:
        g = comb.barnes_g(k)
        return ZERO if g == 1 else call(S.Log, Integer(g))
    if z == INFINITY:
        return INFINITY
    return None
