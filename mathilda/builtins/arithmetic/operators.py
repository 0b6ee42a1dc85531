"""Native arithmetic: Plus, Times, Power, Subtract, Minus, Divide, Sqrt, CubeRoot, Surd.

The algorithms live in ``mathilda.numbers`` (collect.py for sums and products, powers.py and
radicals.py for powers of numbers); this module registers the builtins and handles the
symbolic cases of Power.  Plain arithmetic never touches SymPy.
"""

from fractions import Fraction
from math import gcd as _gcd

from mathilda.algorithms.packed.arith import vector_path
from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, S, Symbol, coprime_rational, make_rational,
    new_integer,
)
from mathilda.core.registry import builtin
from mathilda.numbers.arith import (
    MINUS_ONE, ONE, ZERO, add, add_rationals, compare_reals, is_zero, mul, mul_int_rational,
    mul_rationals, neg, sub,
)
from mathilda.numbers.collect import (
    CANONICAL, plus_args, plus_is_canonical, plus_linear, plus_merge, plus_pair, times_args,
    times_is_canonical,
)
from mathilda.numbers.infinity import COMPLEX_INFINITY, INFINITY, is_infinite
from mathilda.numbers.nvalues import evaluate_numeric, is_numeric
from mathilda.numbers.powers import (
    COST_BITS, INDETERMINATE, INFINITE, OVERFLOW, power_numbers,
)
from mathilda.numbers.precision import EXACT, level
from mathilda.numbers.elementary import numeric_apply
from mathilda.numbers.range import check_range
from mathilda.numbers.rewrites import KEEP, exp_of_sum, numeric_radical, reciprocal_power

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
HALF = Rational(Fraction(1, 2))
INDETERMINATE_SYMBOL = S.Indeterminate


def plus_two(ev, a, b):
    """The sum of two terms by the fast paths (numbers, multiples of one symbol, a linear sum
    grown by a term: ``plus_merge``), None for the general path.  Plus's ``pair`` path too
    (core/registry.py: called before the arguments are sorted), so it holds for either
    order of ``a`` and ``b``."""
    ta, tb = type(a), type(b)
    if ta is Integer:
        if tb is Integer:
            return new_integer(a.value + b.value)
        if tb is Rational:
            return add(a, b)
        if tb is Real and b.prec is None and a.value.bit_length() < 1000:
            v = a.value + b.value
            if v - v == 0.0:                 # finite: no overflow
                return Real(v)
    elif ta is Rational:
        if tb is Rational:
            return add_rationals(a.value, b.value)
        if tb is Integer:
            return add(a, b)
    elif ta is Real and a.prec is None and tb is Real and b.prec is None:
        v = a.value + b.value
        if v - v == 0.0:
            return Real(v)
    else:
        r = plus_pair(ev, a, b)
        if r is not None:
            return r
        return plus_merge(ev, a, b)
    return None


@builtin("Plus", attributes=("Flat", "Listable", "NumericFunction", "OneIdentity", "Orderless",
                             "Protected"),
         vector=vector_path("Plus"), pair=plus_two,
         usage="x + y + z represents a sum of terms.",
         examples=[("a + b + a", "2 a + b"), ("2 a - 3 a", "-a"), ("x - x", "0"),
                   ("1/2 + 1/3", "5/6"), ("1 + 2.5", "3.5"), ("{1, 2} + 10", "{11, 12}"),
                   ("Infinity - Infinity", "Indeterminate",
                    ["Infinity::indet: Indeterminate expression -Infinity + Infinity "
                     "encountered."])])
def plus(ev, expr):
    args = expr.args
    if len(args) == 2:
        r = plus_two(ev, args[0], args[1])
        if r is not None:
            return r
    else:
        r = plus_linear(ev, args)
        if r is not None:
            return None if r is CANONICAL else r
    if plus_is_canonical(args):
        return None
    return check_range(ev, plus_args(ev, expr))


@builtin("Times", attributes=("Flat", "Listable", "NumericFunction", "OneIdentity", "Orderless",
                              "Protected"),
         vector=vector_path("Times"),
         usage="x*y*z or x y z represents a product of terms.",
         examples=[("x x^2 y", "x^3 y"), ("2 (a + b)", "2 (a + b)"), ("-(a + b)", "-a - b"),
                   ("Sqrt[2] Sqrt[2]", "2"), ("(1 + 2 I) (3 - I)", "5 + 5 I"),
                   ("0 x", "0")])
def times(ev, expr):
    args = expr.args
    if len(args) == 2:
        a, b = args
        ta, tb = type(a), type(b)
        if ta is Integer:
            if tb is Integer:
                return new_integer(a.value * b.value)
            if tb is Rational:
                # mul_int_rational written out (k/3 in a loop: one product per step)
                n = a.value
                f = b.value
                q = f._denominator
                g = _gcd(n, q)
                if g != 1:
                    n //= g
                    q //= g
                return coprime_rational(n * f._numerator, q)
            if tb is Symbol:
                v = a.value
                if v != 0 and v != 1 and b is not INDETERMINATE_SYMBOL:
                    return None             # k x: canonical
            if tb is Real and b.prec is None and a.value.bit_length() < 1000 and a.value:
                v = a.value * b.value
                if v - v == 0.0:
                    return Real(v)
        elif ta is Rational:
            if tb is Integer:
                return mul_int_rational(b.value, a.value)
            if tb is Rational:
                return mul_rationals(a.value, b.value)
        elif ta is Real and a.prec is None and tb is Real and b.prec is None:
            v = a.value * b.value
            if v - v == 0.0:
                return Real(v)
    if times_is_canonical(args):
        return None
    return check_range(ev, times_args(ev, expr))


@builtin("Power", attributes=("Listable", "NumericFunction", "OneIdentity", "Protected"),
         vector=vector_path("Power"),
         usage="x^y gives x to the power y.",
         examples=[("2^10", "1024"), ("Sqrt[8]", "2 Sqrt[2]"), ("8^(1/3)", "2"),
                   ("(x^2)^3", "x^6"), ("Sqrt[-4]", "2 I"), ("E^(I Pi)", "-1"),
                   ("1/0", "ComplexInfinity",
                    ["Power::infy: Infinite expression 1/0 encountered."]),
                   ("0^0", "Indeterminate",
                    ["Power::indet: Indeterminate expression 0^0 encountered."])])
def power(ev, expr):
    args = expr.args
    n = len(args)
    if n != 2:
        if n == 0:
            return ONE
        if n == 1:
            return args[0]
        # right associative: a^b^c = a^(b^c)
        r = args[-1]
        for x in reversed(args[:-1]):
            r = Expression(S.Power, (x, r))
        return r
    b, e = args
    tb, te = type(b), type(e)
    if tb is Integer and te is Integer:
        k = e.value
        v = b.value
        if k >= 0 and (v.bit_length() * k <= COST_BITS or -1 <= v <= 1):
            if k == 0 and v == 0:
                ev.message("Power", "indet", expr)
                return S.Indeterminate
            return Integer(v ** k)
        if k < 0 and v != 0 and v.bit_length() * -k <= COST_BITS:
            d = v ** -k                       # 1/d is already in lowest terms
            return coprime_rational(1, d) if d > 0 else coprime_rational(-1, -d)
    if tb is Rational and te is Integer:
        k = e.value
        f = b.value
        p, q = f._numerator, f._denominator
        if abs(k) * max(p.bit_length(), q.bit_length()) <= COST_BITS:
            # (p/q)^k with p/q in lowest terms is in lowest terms
            if k >= 0:
                return coprime_rational(p ** k, q ** k)
            k = -k
            return coprime_rational(q ** k, p ** k) if p > 0 else \
                coprime_rational(-(q ** k) if k % 2 else q ** k, (-p) ** k)
    if tb is Symbol and te is Integer:
        k = e.value
        if k != 0 and k != 1 and b is not S.E and b is not INDETERMINATE_SYMBOL:
            return None                 # x^k: canonical
    if b.is_number and e.is_number:
        return check_range(ev, _number_power(ev, expr, b, e))
    return check_range(ev, _symbolic_power(ev, expr, b, e))


def _number_power(ev, expr, b, e):
    r = power_numbers(b, e)
    if r is None:
        return None
    if r is INFINITE:
        ev.message("Power", "infy", expr)
        return COMPLEX_INFINITY
    if r is INDETERMINATE:
        ev.message("Power", "indet", expr)
        return S.Indeterminate
    if r is OVERFLOW:
        ev.message("General", "ovfl")
        return Expression(S.Overflow, ())
    return r


def _symbolic_power(ev, expr, b, e):
    if b is S.Indeterminate or e is S.Indeterminate:
        return S.Indeterminate
    te = type(e)
    if te is Integer:
        if e.value == 0:
            if is_infinite(b):
                ev.message("Power", "indet", expr)
                return S.Indeterminate
            return ONE
        if e.value == 1:
            return b
    if type(b) is Integer and b.value == 1:
        if is_infinite(e):
            ev.message("Power", "indet", expr)
            return S.Indeterminate
        return ONE
    if is_infinite(b) or is_infinite(e):
        return _infinite_power(ev, expr, b, e)
    r = reciprocal_power(b, e)
    if r is not None:
        return r

    if type(b) is Expression:
        h = b.head
        if h is S.Power and len(b.args) == 2:
            bb, ee = b.args
            # (x^a)^n = x^(a n) for integer n, or for any exponent when -1 < a <= 1
            if te is Integer or (ee.is_number and type(ee) is not Complex
                                 and compare_reals(ee, MINUS_ONE) > 0
                                 and compare_reals(ee, ONE) <= 0):
                if ee.is_number and e.is_number:
                    return Expression(S.Power, (bb, mul(ee, e)))
                return Expression(S.Power, (bb, Expression(S.Times, (ee, e))))
        elif h is S.Times and b.args:
            if te is Integer:
                return Expression(S.Times, tuple(Expression(S.Power, (f, e)) for f in b.args))
            c = b.args[0]
            if e.is_number and c.is_number and type(c) is not Complex \
                    and not (type(c) is Integer and abs(c.value) == 1):
                rest = b.args[1:]
                rest = rest[0] if len(rest) == 1 else Expression(S.Times, rest)
                if type(c) in (Integer, Rational) and c.value > 0:
                    r = numeric_radical(ev, c, rest, e)
                    if r is KEEP:
                        return None
                    if r is not None:
                        return r
                if compare_reals(c, ZERO) > 0:
                    return Expression(S.Times, (Expression(S.Power, (c, e)),
                                                Expression(S.Power, (rest, e))))
                return Expression(S.Times, (
                    Expression(S.Power, (neg(c), e)),
                    Expression(S.Power, (Expression(S.Times, (MINUS_ONE, rest)), e))))
    if b is S.E:
        r = _exp_special(e)
        if r is None:
            r = exp_of_sum(e)
        if r is not None:
            return r

    # E^x. computes the exponential (E made inexact first and raised to x would lose
    # digits in proportion to x: Exp[-1000.] was wrong in the 12th digit)
    if b is S.E and e.is_number and level(e) != EXACT:
        r = numeric_apply("Exp", [e])
        if r is not None:
            return r
    # inexact contagion: 2.^Pi, Pi^2.
    if b.is_number and level(b) != EXACT and is_numeric(ev, e):
        v = evaluate_numeric(ev, e, level(b))
        if v.is_number:
            return _number_power(ev, expr, b, v)
    if e.is_number and level(e) != EXACT and is_numeric(ev, b):
        v = evaluate_numeric(ev, b, level(e))
        if v.is_number:
            return _number_power(ev, expr, v, e)
    return None


def _exp_special(e):
    """E^e for the exponents with a simple exact value: Log[x], multiples of I Pi/2."""
    t = type(e)
    if t is Expression:
        h = e.head
        if h is S.Log and len(e.args) == 1:
            return e.args[0]
        if h is S.Times and len(e.args) == 2 and type(e.args[0]) in (Integer, Rational):
            lg = e.args[1]
            if type(lg) is Expression and lg.head is S.Log and len(lg.args) == 1:
                # E^(n Log[x]) is x^n for a rational n
                return Expression(S.Power, (lg.args[0], e.args[0]))
        if h is S.Times and len(e.args) == 2 and e.args[1] is S.Pi:
            c = e.args[0]
            if type(c) is Complex and is_zero(c.re) and type(c.im) in (Integer, Rational):
                r = c.im.value
                if (2 * r).denominator == 1:
                    return power_numbers(MINUS_ONE, make_rational(r))
    return None


def _infinite_power(ev, expr, b, e):
    if is_infinite(b):
        if not e.is_number or type(e) is Complex:
            return None
        s = compare_reals(e, ZERO)
        if s < 0:
            return ZERO
        if s == 0:
            ev.message("Power", "indet", expr)
            return S.Indeterminate
        if not b.args:
            return COMPLEX_INFINITY
        d = b.args[0]
        return Expression(S.DirectedInfinity, (Expression(S.Power, (d, e)),))
    # finite base, infinite exponent
    if not b.is_number and is_numeric(ev, b):
        v = evaluate_numeric(ev, b, 30.0)
        if v.is_number and type(v) is not Complex:
            r = _infinite_power(ev, expr, v, e)
            return ZERO if type(r) is Real else r
    if not b.is_number or type(b) is Complex or not e.args or not e.args[0].is_number:
        if b.is_number and not e.args:
            ev.message("Power", "indet", expr)
            return S.Indeterminate
        return None
    d = e.args[0]
    if type(d) is Complex:
        return None
    positive = compare_reals(d, ZERO) > 0
    a = b if compare_reals(b, ZERO) >= 0 else neg(b)
    big = compare_reals(a, ONE)
    if big == 0:
        ev.message("Power", "indet", expr)
        return S.Indeterminate
    if (big > 0) == positive:
        if compare_reals(b, ZERO) > 0:
            return INFINITY
        return COMPLEX_INFINITY
    return ZERO if type(b) is not Real else Real(0.0)


@builtin("Subtract", vector=vector_path("Subtract"), nargs=2, attributes=NUMERIC_LISTABLE,
         usage="x - y is equivalent to x + (-1 * y).",
         examples=[("Subtract[a, b]", "a - b"), ("Subtract[5, 7]", "-2"),
                   ("Subtract[{3, 4}, 1]", "{2, 3}")])
def subtract(ev, expr):
    a, b = expr.args
    if a.is_number and b.is_number:
        return sub(a, b)
    return Expression(S.Plus, (a, Expression(S.Times, (MINUS_ONE, b))))


@builtin("Minus", vector=vector_path("Minus"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="-x is the arithmetic negation of x.",
         examples=[("Minus[a]", "-a"), ("Minus[-3]", "3"), ("Minus[{1, -2}]", "{-1, 2}")])
def minus(ev, expr):
    a = expr.args[0]
    if a.is_number:
        return neg(a)
    return Expression(S.Times, (MINUS_ONE, a))


@builtin("Divide", vector=vector_path("Divide"), nargs=2, attributes=NUMERIC_LISTABLE,
         usage="x/y or Divide[x, y] is equivalent to x y^-1.",
         examples=[("Divide[6, 4]", "3/2"), ("Divide[a, b]", "a/b"),
                   ("Divide[1., 4]", "0.25")])
def divide(ev, expr):
    a, b = expr.args
    if type(a) is Integer and type(b) is Integer and b.value != 0:
        return make_rational(a.value, b.value)
    return Expression(S.Times, (a, Expression(S.Power, (b, MINUS_ONE))))


@builtin("Sqrt", vector=vector_path("Sqrt"), nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Sqrt[z] gives the square root of z.",
         examples=[("Sqrt[16]", "4"), ("Sqrt[12]", "2 Sqrt[3]"), ("Sqrt[x]", "Sqrt[x]"),
                   ("Sqrt[2.]", "1.41421"), ("Sqrt[-2]", "I Sqrt[2]")])
def sqrt(ev, expr):
    return Expression(S.Power, (expr.args[0], HALF))


def _real_root(ev, x, n):
    """The real n-th root of the real number x (Surd, CubeRoot), or None."""
    if type(x) is Complex or not x.is_number:
        return None
    negative = compare_reals(x, ZERO) < 0
    if negative and n % 2 == 0:
        return None
    a = neg(x) if negative else x
    r = ev.evaluate(Expression(S.Power, (a, make_rational(1, n))))
    return ev.evaluate(Expression(S.Times, (MINUS_ONE, r))) if negative else r


@builtin("Surd", nargs=2, attributes=NUMERIC_LISTABLE,
         usage="Surd[x, n] gives the real-valued n-th root of x.",
         messages={"noneg": "Surd is not defined for even roots of negative values."},
         examples=[("Surd[-8, 3]", "-2"), ("Surd[16, 4]", "2"), ("Surd[-2., 3]", "-1.25992")])
def surd(ev, expr):
    x, n = expr.args
    if type(n) is not Integer or n.value == 0:
        return None
    if x.is_number and type(x) is not Complex and compare_reals(x, ZERO) < 0 \
            and n.value % 2 == 0:
        ev.message("Surd", "noneg", expr)
        return S.Indeterminate
    if n.value < 0:
        r = _real_root(ev, x, -n.value)
        return None if r is None else Expression(S.Power, (r, MINUS_ONE))
    return _real_root(ev, x, n.value)


@builtin("CubeRoot", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="CubeRoot[x] gives the real-valued cube root of x.",
         examples=[("CubeRoot[-27]", "-3"), ("CubeRoot[16]", "2 2^(1/3)"),
                   ("CubeRoot[2.]", "1.25992")])
def cube_root(ev, expr):
    return _real_root(ev, expr.args[0], 3)

