"""Tests on numbers: SquareFreeQ, CompositeQ, PerfectNumberQ, MersennePrimeExponentQ,
QuadraticIrrationalQ, PossibleZeroQ, RealValuedNumericQ, MachineNumberQ; the variables
$MinPrecision and $MaxPrecision; DirichletConvolve and FindDivisions."""

import math
from fractions import Fraction

from mathilda.algorithms.build import list_of
from mathilda.core.expr import (FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S,
                                Symbol, make_rational)
from mathilda.core.registry import builtin
from mathilda.numbers.nvalues import is_numeric, numeric_value
from mathilda.numbers.primes import factorint, is_prime
from mathilda.numbers.precision import bound_value

# the exponents p of the known Mersenne primes 2^p - 1; every p below 57885161 has been
# tested (GIMPS), so a p below that bound that is not listed is not an exponent
MERSENNE = (2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127, 521, 607, 1279, 2203, 2281, 3217,
            4253, 4423, 9689, 9941, 11213, 19937, 21701, 23209, 44497, 86243, 110503, 132049,
            216091, 756839, 859433, 1257787, 1398269, 2976221, 3021377, 6972593, 13466917,
            20996011, 24036583, 25964951, 30402457, 32582657, 37156667, 42643801, 43112609,
            57885161, 74207281, 77232917, 82589933, 136279841)
MERSENNE_TESTED = 57885161


def _bool(v):
    return TRUE if v else FALSE


@builtin("SquareFreeQ", nargs=1,
         usage="SquareFreeQ[expr] gives True if expr is a square-free integer or polynomial "
               "(divisible by no square other than 1), and False otherwise.",
         examples=[("SquareFreeQ[10]", "True"), ("SquareFreeQ[12]", "False"),
                   ("SquareFreeQ[1]", "True"), ("SquareFreeQ[0]", "False"),
                   ("SquareFreeQ[x^2 - 1]", "True"), ("SquareFreeQ[(x - 1)^2 (x + 2)]", "False"),
                   ("Select[Range[20], SquareFreeQ]",
                    "{1, 2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19}")])
def square_free_q(ev, expr):
    x = expr.args[0]
    if type(x) is Integer:
        n = abs(x.value)
        if n == 0:
            return FALSE
        return _bool(all(e == 1 for e in factorint(n, tick=ev.check_interrupt).values())
                     if n > 1 else True)
    if x.is_number:
        return FALSE
    from mathilda.bridges.sympy import to_sympy, sympy_module
    sp = sympy_module()
    try:
        e = to_sympy(x)
        syms = sorted(e.free_symbols, key=str)
        if not syms or not e.is_polynomial(*syms):
            return FALSE
        _, facs = sp.factor_list(sp.Poly(e, *syms))
    except Exception:
        return FALSE
    return _bool(all(k == 1 for _, k in facs))


@builtin("CompositeQ", nargs=1, attributes=("Listable", "Protected"),
         usage="CompositeQ[n] yields True if n is a composite integer (a product of at least "
               "two primes), and False otherwise.",
         examples=[("CompositeQ[10]", "True"), ("CompositeQ[7]", "False"),
                   ("CompositeQ[1]", "False"), ("CompositeQ[-4]", "True"),
                   ("CompositeQ[2^89 - 1]", "False"), ("CompositeQ[x]", "False"),
                   ("Select[Range[12], CompositeQ]", "{4, 6, 8, 9, 10, 12}")])
def composite_q(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer:
        return FALSE
    n = abs(x.value)
    return _bool(n > 3 and not is_prime(n))


def _lucas_lehmer(p, tick):
    if p == 2:
        return True
    m = (1 << p) - 1
    import gmpy2
    s = gmpy2.mpz(4)
    for i in range(p - 2):
        s = (s * s - 2) % m
        if i % 256 == 0:
            tick()
    return s == 0


@builtin("MersennePrimeExponentQ", nargs=1, attributes=("Listable", "Protected"),
         usage="MersennePrimeExponentQ[n] returns True if n is an exponent for which 2^n - 1 "
               "is a Mersenne prime, and False otherwise.",
         examples=[("MersennePrimeExponentQ[7]", "True"), ("MersennePrimeExponentQ[11]", "False"),
                   ("MersennePrimeExponentQ[127]", "True"),
                   ("MersennePrimeExponentQ[82589933]", "True"),
                   ("Select[Range[100], MersennePrimeExponentQ]",
                    "{2, 3, 5, 7, 13, 17, 19, 31, 61, 89}"),
                   ("MersennePrimeExponentQ[1.5]", "False")])
def mersenne_prime_exponent_q(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer:
        return FALSE
    p = x.value
    if p < 2:
        return FALSE
    if p in MERSENNE:
        return TRUE
    if p <= MERSENNE_TESTED:
        return FALSE if p > 20000 or not is_prime(p) else _bool(_lucas_lehmer(p, ev.check_interrupt))
    if not is_prime(p):
        return FALSE
    return None


@builtin("PerfectNumberQ", nargs=1, attributes=("Listable", "Protected"),
         usage="PerfectNumberQ[n] returns True if n is a perfect number (the sum of its "
               "proper divisors), and False otherwise.",
         examples=[("PerfectNumberQ[28]", "True"), ("PerfectNumberQ[12]", "False"),
                   ("PerfectNumberQ[2^30 (2^31 - 1)]", "True"), ("PerfectNumberQ[-6]", "False"),
                   ("Select[Range[10000], PerfectNumberQ]", "{6, 28, 496, 8128}"),
                   ("PerfectNumberQ[x]", "False")])
def perfect_number_q(ev, expr):
    x = expr.args[0]
    if type(x) is not Integer or x.value < 2:
        return FALSE
    n = x.value
    if n % 2:
        # no odd perfect number exists below 10^1500 (Ochem and Rao)
        return FALSE if n.bit_length() < 4980 else None
    k = (n & -n).bit_length()          # n = 2^(k-1) m, m odd
    m = n >> (k - 1)
    if m != (1 << k) - 1:
        return FALSE
    if k in MERSENNE:
        return TRUE
    return _bool(is_prime(m))


def _quadratic(ev, x):
    """True when the exact real number x is a + b Sqrt[d] (b != 0, d > 0 not a square)."""
    from mathilda.bridges.sympy import to_sympy, sympy_module
    sp = sympy_module()
    try:
        e = to_sympy(x)
        if e.free_symbols or not e.is_real or e.is_rational:
            return False
        if any(not (a.is_Rational or a.is_Pow or a.is_Add or a.is_Mul)
               for a in sp.preorder_traversal(e) if not a.is_Atom):
            return False
        t = sp.Symbol("t")
        return sp.degree(sp.minimal_polynomial(e, t), t) == 2
    except Exception:
        return False


@builtin("QuadraticIrrationalQ", nargs=1, attributes=("Listable", "Protected"),
         usage="QuadraticIrrationalQ[x] gives True if x is a quadratic irrational (an "
               "irrational real root of a quadratic with integer coefficients), and False "
               "otherwise.",
         examples=[("QuadraticIrrationalQ[Sqrt[2]]", "True"),
                   ("QuadraticIrrationalQ[(1 + Sqrt[5])/2]", "True"),
                   ("QuadraticIrrationalQ[GoldenRatio]", "True"),
                   ("QuadraticIrrationalQ[2^(1/3)]", "False"),
                   ("QuadraticIrrationalQ[3/4]", "False"), ("QuadraticIrrationalQ[Pi]", "False"),
                   ("QuadraticIrrationalQ[I Sqrt[2]]", "False"),
                   ("QuadraticIrrationalQ[Sqrt[2] + Sqrt[3]]", "False")])
def quadratic_irrational_q(ev, expr):
    x = expr.args[0]
    if x is S.GoldenRatio:
        return TRUE
    if x.is_number or not is_numeric(ev, x):
        return FALSE
    return _bool(_quadratic(ev, x))


def _near_zero(v, digits):
    if type(v) is Complex:
        return _near_zero(v.re, digits) and _near_zero(v.im, digits)
    if type(v) is Real:
        return abs(float(v.value)) < 10.0 ** (-digits)
    if type(v) in (Integer, Rational):
        return v.value == 0
    return False


def _free_symbols(x, out):
    if type(x) is Symbol:
        out.add(x)
    elif isinstance(x, Expression):
        if type(x.head) is not Symbol:
            _free_symbols(x.head, out)
        for a in x.args:
            _free_symbols(a, out)
    return out


@builtin("PossibleZeroQ", nargs=1,
         usage="PossibleZeroQ[expr] gives True if expr is found to be zero by numerical "
               "and symbolic tests, and False otherwise.",
         examples=[("PossibleZeroQ[Sqrt[5 + 2 Sqrt[6]] - Sqrt[2] - Sqrt[3]]", "True"),
                   ("PossibleZeroQ[Sqrt[2] Sqrt[3] - Sqrt[6]]", "True"),
                   ("PossibleZeroQ[(x + 1)^2 - x^2 - 2 x - 1]", "True"),
                   ("PossibleZeroQ[Sin[x]^2 + Cos[x]^2 - 1]", "True"),
                   ("PossibleZeroQ[x - 1]", "False"), ("PossibleZeroQ[0.]", "True"),
                   ("PossibleZeroQ[Pi - 355/113]", "False")])
def possible_zero_q(ev, expr):
    x = expr.args[0]
    if x.is_number:
        return _bool(_near_zero(x, 300) if type(x) is not Real or x.prec is not None
                     else x.value == 0)
    if is_numeric(ev, x):
        v = numeric_value(ev, x, 60)
        return _bool(v is not None and _near_zero(v, 50))
    syms = [s for s in _free_symbols(x, set())
            if not ev.call("Attributes", s).args or
            S.Constant not in ev.call("Attributes", s).args]
    if not syms:
        return FALSE
    import random
    rng = random.Random(20)
    for _ in range(3):
        rules = [Expression(S.Rule, (s, make_rational(rng.randint(1, 997), rng.randint(1, 89))))
                 for s in syms]
        sub = ev.call("ReplaceAll", x, list_of(rules))
        v = numeric_value(ev, sub, 60)
        if v is None or not _near_zero(v, 45):
            return FALSE
    return TRUE


@builtin("RealValuedNumericQ", nargs=1,
         usage="RealValuedNumericQ[expr] gives True if expr is a numeric quantity with a real "
               "value, and False otherwise.",
         examples=[("RealValuedNumericQ[Pi + Sqrt[2]]", "True"),
                   ("RealValuedNumericQ[I]", "False"), ("RealValuedNumericQ[Sqrt[-2]]", "False"),
                   ("RealValuedNumericQ[1.5]", "True"), ("RealValuedNumericQ[x]", "False"),
                   ("RealValuedNumericQ[Infinity]", "False"),
                   ("RealValuedNumericQ[(-8)^(1/3)]", "False")])
def real_valued_numeric_q(ev, expr):
    x = expr.args[0]
    if type(x) in (Integer, Rational, Real):
        return TRUE
    if type(x) is Complex or not is_numeric(ev, x):
        return FALSE
    v = numeric_value(ev, x, 30)
    if v is None:
        return FALSE
    if type(v) is Complex:
        return _bool(type(v.im) is Real and v.im.prec is not None and
                     abs(float(v.im.value)) < 10.0 ** -25)
    return _bool(type(v) in (Integer, Rational, Real))


@builtin("MachineNumberQ", nargs=1,
         usage="MachineNumberQ[expr] returns True if expr is a machine-precision real or "
               "complex number, and False otherwise.",
         examples=[("MachineNumberQ[1.5]", "True"), ("MachineNumberQ[3/2]", "False"),
                   ("MachineNumberQ[1.5`20]", "False"), ("MachineNumberQ[1. + 2. I]", "True"),
                   ("MachineNumberQ[Pi]", "False"), ("MachineNumberQ[N[Pi]]", "True")])
def machine_number_q(ev, expr):
    x = expr.args[0]
    if type(x) is Real:
        return _bool(x.prec is None)
    if type(x) is Complex:
        return _bool(any(type(p) is Real and p.prec is None for p in (x.re, x.im)))
    return FALSE


_PRECSET = {
    "precset": "Cannot set `1` to `2`; value must be a non-negative real number, "
               "MachinePrecision or (for $MaxPrecision) Infinity.",
    "preccon": "Cannot set `1` such that $MaxPrecision < $MinPrecision.",
}


@builtin("$MinPrecision", attributes=(), value=lambda ev: bound_value(0), messages=_PRECSET,
         usage="$MinPrecision gives the minimum number of digits of precision of "
               "arbitrary-precision numbers (0): numbers with less are padded to it. The "
               "bounds are process-wide while set (Block restores them).",
         examples=[("$MinPrecision", "0"),
                   ("Block[{$MinPrecision = 20}, Precision[N[1/3, 5]]]", "20.",
                    ["N::precsm: Requested precision 5 is smaller than $MinPrecision. Using "
                     "current $MinPrecision of 20 instead."]),
                   ("Block[{$MinPrecision = 20}, "
                    "Precision[N[Pi, 30] - 3.14159265358979`30]]", "20.")])
def _min_precision(ev, expr):
    return None


@builtin("$MaxPrecision", attributes=(), value=lambda ev: bound_value(1), messages=_PRECSET,
         usage="$MaxPrecision gives the maximum number of digits of precision of "
               "arbitrary-precision numbers (Infinity): numbers with more are rounded to it; "
               "$MaxPrecision = MachinePrecision makes them machine numbers.",
         examples=[("$MaxPrecision", "Infinity"),
                   ("Block[{$MaxPrecision = 10}, Precision[2.5`40 3]]", "10."),
                   ("Block[{$MaxPrecision = MachinePrecision}, Precision[N[Pi, 30]]]",
                    "MachinePrecision"),
                   ("$MaxPrecision = -1", "-1",
                    ["$MaxPrecision::precset: Cannot set $MaxPrecision to -1; value must be a "
                     "non-negative real number, MachinePrecision or (for $MaxPrecision) "
                     "Infinity."])])
def _max_precision(ev, expr):
    return None


@builtin("DirichletConvolve", nargs=4,
         usage="DirichletConvolve[f, g, n, m] gives the Dirichlet convolution of the "
               "expressions f and g in n, evaluated at the positive integer m: the sum of "
               "f(d) g(m/d) over the divisors d of m.",
         examples=[("DirichletConvolve[1, 1, n, 12]", "6"),
                   ("DirichletConvolve[n, 1, n, 12]", "28"),
                   ("DirichletConvolve[MoebiusMu[n], 1, n, 12]", "0"),
                   ("DirichletConvolve[MoebiusMu[n], n, n, 12]", "4"),
                   ("DirichletConvolve[n^2, 1, n, 6]", "50"),
                   ("DirichletConvolve[f[n], g[n], n, 4]",
                    "f[4] g[1] + f[2] g[2] + f[1] g[4]")])
def dirichlet_convolve(ev, expr):
    f, g, n, m = expr.args
    if type(n) is not Symbol or type(m) is not Integer or m.value < 1:
        return None
    from mathilda.numbers.primes import divisors
    terms = []
    for d in divisors(m.value, ev.check_interrupt):
        fd = ev.call("ReplaceAll", f, Expression(S.Rule, (n, Integer(d))))
        gd = ev.call("ReplaceAll", g, Expression(S.Rule, (n, Integer(m.value // d))))
        terms.append(Expression(S.Times, (fd, gd)))
    return ev.evaluate(Expression(S.Plus, tuple(terms)))


# --- FindDivisions -------------------------------------------------------------------------------

def _nice_step(span, n):
    """A step 1, 2 or 5 times a power of ten (a Fraction) giving about n divisions of span."""
    raw = span / n
    e = math.floor(math.log10(raw))
    base = Fraction(10) ** e
    best = None
    for m in (1, 2, 5, 10):
        step = base * m
        k = span / step
        cost = abs(float(k) - n)
        if best is None or cost < best[0] - 1e-12:
            best = (cost, step)
    return best[1]


@builtin("FindDivisions", nargs=2,
         usage="FindDivisions[{xmin, xmax}, n] finds a list of about n + 1 points that divide "
               "the interval from xmin to xmax into equal steps of a nice size (1, 2 or 5 "
               "times a power of 10).",
         examples=[("FindDivisions[{0, 10}, 5]", "{0, 2, 4, 6, 8, 10}"),
                   ("FindDivisions[{0, 1}, 5]", "{0, 1/5, 2/5, 3/5, 4/5, 1}"),
                   ("FindDivisions[{0, 100}, 4]", "{0, 20, 40, 60, 80, 100}"),
                   ("FindDivisions[{-1, 3}, 4]", "{-1, 0, 1, 2, 3}"),
                   ("FindDivisions[{0., 1.}, 2]", "{0., 0.5, 1.}"),
                   ("FindDivisions[{3, 97}, 10]", "{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}")])
def find_divisions(ev, expr):
    r, n = expr.args
    if r.head is not S.List or len(r.args) != 2 or type(n) is not Integer or n.value < 1:
        return None
    a, b = r.args
    inexact = any(type(v) is Real for v in (a, b))
    vals = []
    for v in (a, b):
        if type(v) in (Integer, Rational):
            vals.append(Fraction(v.value))
        elif type(v) is Real:
            vals.append(Fraction(float(v.value)))
        else:
            w = numeric_value(ev, v, 20) if is_numeric(ev, v) else None
            if w is None or type(w) is Complex:
                return None
            vals.append(Fraction(float(w.value)) if type(w) is Real else Fraction(w.value))
    lo, hi = min(vals), max(vals)
    if lo == hi:
        return None
    step = _nice_step(hi - lo, n.value)
    k0 = math.floor(lo / step)
    k1 = math.ceil(hi / step)
    if not ev.check_size(k1 - k0 + 1, "FindDivisions"):
        return None
    pts = [step * k for k in range(k0, k1 + 1)]
    if inexact:
        return list_of([Real(float(p)) for p in pts])
    return list_of([make_rational(p.numerator, p.denominator) for p in pts])
