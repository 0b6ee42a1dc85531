"""Numerical evaluation and number predicates: N, Precision, Accuracy, SetPrecision,
NumberQ, NumericQ, Numerator, Denominator, Positive, Negative, NonNegative, NonPositive; the
constants Pi, E, I, Infinity, ComplexInfinity, Indeterminate, Degree, GoldenRatio,
EulerGamma, Catalan, $MachinePrecision; DirectedInfinity."""

import math
import sys

from mathilda.algorithms.packed.sources import n_source
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S, String, Symbol,
)
from mathilda.core import attributes as A
from mathilda.core.registry import builtin, symbol_spec
from mathilda.numbers.arith import ONE, ZERO, compare_reals, is_zero, make_complex
from mathilda.numbers.infinity import COMPLEX_INFINITY, INFINITY, unit_direction
from mathilda.numbers.nvalues import (
    adaptive_evaluate, evaluate_numeric, is_numeric, level_in, numeric_value, numericize,
    set_precision_walk,
)
from mathilda.numbers.range import max_number, min_number
from mathilda.numbers.precision import (
    EXACT, GUARD_DIGITS, MACHINE, MACHINE_DIGITS, bits_for, bound_value, clamp_level, level,
    mp, to_mpf,
)

CONSTANT_ATTRS = ("Constant", "Protected", "ReadProtected")

for _name, _usage, _ex in (
        ("Pi", "Pi is the constant \u03c0, with numerical value approximately 3.14159.",
         [("N[Pi]", "3.14159"), ("N[Pi, 20]", "3.1415926535897932385")]),
        ("E", "E is the exponential constant e, with numerical value approximately 2.71828.",
         [("N[E]", "2.71828"), ("Log[E]", "1")]),
        ("Degree", "Degree gives the number of radians in one degree. It has a numerical "
         "value of \u03c0/180.", [("N[Degree]", "0.0174533"), ("Sin[30 Degree]", "1/2")]),
        ("GoldenRatio", "GoldenRatio is the golden ratio \u03d5 = (1 + Sqrt[5])/2, with "
         "numerical value approximately 1.61803.", [("N[GoldenRatio]", "1.61803")]),
        ("EulerGamma", "EulerGamma is Euler's constant \u03b3, with numerical value "
         "approximately 0.577216.", [("N[EulerGamma]", "0.577216")]),
        ("Catalan", "Catalan is Catalan's constant, with numerical value approximately "
         "0.915966.", [("N[Catalan]", "0.915966")]),
        ("Glaisher", "Glaisher is Glaisher's constant, with numerical value approximately "
         "1.28243.", [("N[Glaisher]", "1.28243")]),
        ("Khinchin", "Khinchin is Khinchin's constant, with numerical value approximately "
         "2.68545.", [("N[Khinchin]", "2.68545")]),
):
    symbol_spec(_name, attributes=CONSTANT_ATTRS, usage=_usage, examples=_ex)

symbol_spec("Indeterminate", usage="Indeterminate is a symbol that represents a numerical "
            "quantity whose magnitude cannot be determined.",
            examples=[("0 Infinity", "Indeterminate",
                       ["Infinity::indet: Indeterminate expression 0 Infinity "
                        "encountered."])])
symbol_spec("MachinePrecision", usage="MachinePrecision is a symbol used to indicate machine "
            "numerical precision.", examples=[("Precision[1.5]", "MachinePrecision")])
symbol_spec("Overflow", usage="Overflow[] represents a number too large to represent "
            "explicitly on your computer system.",
            rules=["Overflow /: Power[Overflow[], n_?Positive] := Overflow[]",
                   "Overflow /: Power[Overflow[], n_?Negative] := Underflow[]",
                   "Overflow /: Less[x_?NumberQ, Overflow[]] := True",
                   "Overflow /: Greater[Overflow[], x_?NumberQ] := True",
                   "Overflow /: Less[Overflow[], x_?NumberQ] := False",
                   "Overflow /: Greater[x_?NumberQ, Overflow[]] := False",
                   "Overflow /: Abs[Overflow[]] := Overflow[]"],
            examples=[("Exp[10.^20]", "Overflow[]",
                       ["General::ovfl: Overflow occurred in computation."]),
                      ("1/Overflow[]", "Underflow[]"), ("Overflow[] > 10^100", "True")])
symbol_spec("Underflow", usage="Underflow[] represents a number too small to represent "
            "explicitly on your computer system.",
            rules=["Underflow /: Power[Underflow[], n_?Positive] := Underflow[]",
                   "Underflow /: Power[Underflow[], n_?Negative] := Overflow[]",
                   "Underflow /: Plus[Underflow[], x_Real] := x",
                   "Underflow /: Abs[Underflow[]] := Underflow[]",
                   "Underflow /: Less[Underflow[], x_?Positive] := True",
                   "Underflow /: Greater[x_?Positive, Underflow[]] := True"],
            examples=[("(1.*^-400)^(10^20)", "Underflow[]",
                       ["General::unfl: Underflow occurred in computation."]),
                      ("Underflow[] + 1.5", "1.5"), ("1/Underflow[]", "Overflow[]")])


def _no_call(ev, expr):
    return None


builtin("I", attributes=("Locked", "Protected", "ReadProtected"),
        usage="I represents the imaginary unit Sqrt[-1].",
        examples=[("I^2", "-1"), ("(1 + 2 I) (3 - I)", "5 + 5 I")],
        value=lambda ev: Complex(ZERO, ONE))(_no_call)
builtin("Infinity", attributes=("Protected", "ReadProtected"),
        usage="Infinity or \u221e is a symbol that represents a positive infinite quantity.",
        examples=[("Infinity + 1", "Infinity"), ("1/Infinity", "0"),
                  ("FullForm[Infinity]", "DirectedInfinity[1]")],
        value=lambda ev: INFINITY)(_no_call)
builtin("ComplexInfinity", attributes=("Protected",),
        usage="ComplexInfinity represents a quantity with infinite magnitude, but "
              "undetermined complex phase.",
        examples=[("1/0", "ComplexInfinity",
                   ["Power::infy: Infinite expression 1/0 encountered."])],
        value=lambda ev: COMPLEX_INFINITY)(_no_call)
builtin("$MaxNumber", attributes=("Protected",),
        usage="$MaxNumber gives the maximum arbitrary-precision number that can be "
              "represented on a particular computer system.",
        examples=[("$MaxNumber", "1.605216761933662*^1355718576299609"),
                  ("MachineNumberQ[$MaxNumber]", "False"),
                  ("2 $MaxNumber", "Overflow[]",
                   ["General::ovfl: Overflow occurred in computation."])],
        value=lambda ev: max_number())(_no_call)
builtin("$MinNumber", attributes=("Protected",),
        usage="$MinNumber gives the minimum positive arbitrary-precision number that can be "
              "represented on a particular computer system.",
        examples=[("$MinNumber", "1.887662394852453*^-1355718576299610"),
                  ("$MinNumber/2", "Underflow[]",
                   ["General::unfl: Underflow occurred in computation."])],
        value=lambda ev: min_number())(_no_call)
builtin("$MaxMachineNumber", attributes=("Protected",),
        usage="$MaxMachineNumber is the largest machine-precision number that can be used on "
              "a particular computer system.",
        examples=[("$MaxMachineNumber", "1.79769*^308"),
                  ("MachineNumberQ[2 $MaxMachineNumber]", "False")],
        value=lambda ev: Real(sys.float_info.max))(_no_call)
builtin("$MinMachineNumber", attributes=("Protected",),
        usage="$MinMachineNumber is the smallest positive machine-precision number that can "
              "be used on a particular computer system.",
        examples=[("$MinMachineNumber", "2.22507*^-308"),
                  ("MachineNumberQ[$MinMachineNumber]", "True")],
        value=lambda ev: Real(sys.float_info.min))(_no_call)
builtin("$MachinePrecision", attributes=("Protected",),
        usage="$MachinePrecision gives the number of decimal digits of precision used for "
              "machine-precision numbers.",
        examples=[("$MachinePrecision", "15.9546")],
        value=lambda ev: Real(MACHINE_DIGITS))(_no_call)
builtin("$MaxExtraPrecision", attributes=(),
        usage="$MaxExtraPrecision gives the maximum number of extra digits of precision to be "
              "used in functions such as N.",
        examples=[("$MaxExtraPrecision", "50."),
                  ("N[Sqrt[10^40 + 1] - 10^20, 30]",
                   "5.00000000000000000000000000000*^-21"),
                  ("Block[{$MaxExtraPrecision = 200}, N[Sqrt[10^100 + 1] - 10^50, 20]]",
                   "5.0000000000000000000*^-51"),
                  ("Block[{$MaxExtraPrecision = 10}, Precision[N[Cos[10^30], 20]] < 20]",
                   "True", ["N::meprec: Internal precision limit $MaxExtraPrecision = 10.` "
                            "reached while evaluating Cos[" + "1" + "0" * 30 + "]."])],
        value=lambda ev: Real(50.0))(_no_call)


@builtin("DirectedInfinity", nargs=(0, 1), attributes=("Listable", "Protected"),
         usage="DirectedInfinity[z] represents an infinite numerical quantity whose direction "
               "in the complex plane is unknown.",
         examples=[("DirectedInfinity[-2]", "-Infinity"),
                   ("DirectedInfinity[]", "ComplexInfinity")])
def directed_infinity(ev, expr):
    if not expr.args:
        return None
    z = expr.args[0]
    if z.is_number:
        if is_zero(z):
            return COMPLEX_INFINITY
        u = unit_direction(z)
        if u is None:
            u = ev.evaluate(Expression(S.Times, (z, Expression(S.Power, (
                Expression(S.Abs, (z,)), Integer(-1))))))
        return None if u == z else Expression(S.DirectedInfinity, (u,))
    if is_numeric(ev, z):
        v = numeric_value(ev, z, 20)
        if v is not None and type(v) is not Complex and not is_zero(v):
            return Expression(S.DirectedInfinity, (Integer(1 if compare_reals(v, ZERO) > 0
                                                           else -1),))
    return None


# --- N ------------------------------------------------------------------------------------------

def _small_positive(p):
    """The value of a positive real number below 10^8 as a float, else None."""
    if not p.is_number or type(p) is Complex:
        return None
    if type(p) is Integer and not 0 < p.value < 10 ** 8:
        return None
    try:
        v = float(p.value)
    except OverflowError:
        return None
    if 0 < v < 1e8:
        return v
    return None


def _precision_arg(ev, expr, p):
    """The level asked for by N's second argument, or None after N::precbd."""
    if p is S.MachinePrecision:
        return MACHINE
    v = _small_positive(p)
    if v is not None:
        if type(p) is Real and p.prec is None and v == MACHINE_DIGITS:
            return MACHINE
        c = clamp_level(v)
        if c != v:
            if c == MACHINE:
                return MACHINE
            if c > v:
                ev.message("N", "precsm", p, bound_value(0))
            else:
                ev.message("N", "preclg", p, bound_value(1))
        return c
    ev.message("N", "precbd", p)
    return None


RETRY_DIGITS = 30


def _small(x, budget):
    """Whether x has fewer than budget[0] parts."""
    budget[0] -= 1
    if budget[0] < 0:
        return False
    if isinstance(x, Expression):
        return _small(x.head, budget) and all(_small(a, budget) for a in x.args)
    return True


def _zero_retry(ev, x, r):
    """N[E^1600 Erfc[40]]: a machine 0. of a numeric expression may come from a part that
    underflowed (Erfc[40.] is 0. in machine arithmetic, and 0. E^1600. is 0.).  At
    RETRY_DIGITS digits the parts keep their values; a nonzero result known to 10 digits or
    more is the value (0.0141003; below the machine range, a number of machine precision, as
    in the Wolfram Language); else r, the machine 0."""
    if (x.is_number and level(x) != EXACT) or not is_numeric(ev, x) or not _small(x, [200]):
        return r
    from mathilda.numbers.precision import MIN_NORMAL
    unfl = Expression(S.MessageName, (S.General, String("unfl")))
    ovfl = Expression(S.MessageName, (S.General, String("ovfl")))
    r2 = ev.evaluate(Expression(S.Quiet, (numericize(ev, x, RETRY_DIGITS + GUARD_DIGITS),
                                          Expression(S.List, (unfl, ovfl)))))
    if type(r2) is Real and r2.prec is not None and r2.value and level(r2) >= 10:
        f = float(r2.value)
        if MIN_NORMAL <= abs(f) < math.inf:
            return Real(f)
        if f == 0 or abs(f) < MIN_NORMAL:      # N[Erfc[40]]: 1.896961059966277*^-697, a
            m = mp()                            # number of machine precision, as $MinNumber
            with m.workprec(53):
                return Real(+r2.value, prec=MACHINE_DIGITS)
    return r


@builtin("N", around=n_source, nargs=(1, 2),
         usage="N[expr] gives the numerical value of expr. N[expr, n] attempts to give a "
               "result with n-digit precision.",
         messages={"precbd": "Requested precision `1` is not a machine-sized real number "
                             "between $MinPrecision and $MaxPrecision.",
                   "preclg": "Requested precision `1` is larger than $MaxPrecision. Using "
                             "current $MaxPrecision of `2` instead. $MaxPrecision = Infinity "
                             "specifies that any precision should be allowed.",
                   "precsm": "Requested precision `1` is smaller than $MinPrecision. Using "
                             "current $MinPrecision of `2` instead.",
                   "meprec": "Internal precision limit $MaxExtraPrecision = `1` reached while "
                             "evaluating `2`."},
         examples=[("N[1/3]", "0.333333"), ("N[Pi, 20]", "3.1415926535897932385"),
                   ("N[50000000000000000000 - Sqrt[2499999999999999999999999999999999999999]"
                    ", 20]", "1.0000000000000000000*^-20"),
                   ("N[Sqrt[10^40 + 1] - 10^20]", "5.*^-21"),
                   ("N[Sqrt[2], 30]", "1.41421356237309504880168872421"),
                   ("N[{1/4, x + 1/2}]", "{0.25, 0.5 + x}")])
def n_builtin(ev, expr):
    x = expr.args[0]
    if len(expr.args) == 2:
        lv = _precision_arg(ev, expr, expr.args[1])
        if lv is None:
            return None
    else:
        lv = MACHINE
    if lv == MACHINE:
        x = _careful_machine(ev, x)
        if type(x) is Real and x.prec is not None:
            return x        # already rounded to machine precision (beyond the machine range)
        r = ev.evaluate(numericize(ev, x, MACHINE))
        if type(r) is Real and not r.value and (r.prec is None or r.prec == MACHINE_DIGITS):
            return _zero_retry(ev, x, r)
        return r
    if x.is_number or level_in(x) != EXACT:
        # inexact input: N never adds precision it does not have (N[1.5`10 + Pi, 20])
        r = ev.evaluate(numericize(ev, x, lv + GUARD_DIGITS))
        return set_precision_walk(r, lv)
    r, got, stopped = adaptive_evaluate(ev, x, lv)
    if stopped:
        ev.message("N", "meprec", _limit_text(ev), x)
    return set_precision_walk(r, lv)


def _limit_text(ev):
    """$MaxExtraPrecision as the message shows it (50.`)."""
    from mathilda.numbers.precision import max_extra_precision
    v = max_extra_precision(ev)
    if v == EXACT:
        return "Infinity"
    from mathilda.printing import input_form
    return input_form(Real(float(v))) + "`"


# Exact numeric parts whose machine value may lose digits: sums whose terms may cancel, and
# the functions that amplify an argument's rounding (periodic ones of big arguments, Log near
# 1, Gamma near its poles, ...).  Products and powers of positive numbers and constants, and
# sums of terms of one sign, lose no more than a few units of the last place.
_POSITIVE_CONSTANTS = frozenset(("Pi", "E", "Degree", "GoldenRatio", "EulerGamma", "Catalan",
                                 "Glaisher", "Khinchin"))


def _known_sign(x):
    """1 or -1 when the exact numeric x is seen to have that sign from its form alone (a
    product or power of numbers and positive constants, a sum of terms of one sign); else
    None."""
    t = type(x)
    if t is Integer or t is Rational:
        v = x.value
        return 1 if v > 0 else -1 if v < 0 else None
    if t is Symbol:
        return 1 if x.name in _POSITIVE_CONSTANTS else None
    if t is not Expression:
        return None
    h = x.head
    if h is S.Times:
        sign = 1
        for a in x.args:
            s = _known_sign(a)
            if s is None:
                return None
            sign *= s
        return sign
    if h is S.Power and len(x.args) == 2:
        b, e = x.args
        if _known_sign(b) == 1 and (type(e) in (Integer, Rational) or _known_sign(e)):
            return 1
        return None
    if h is S.Plus:
        signs = {_known_sign(a) for a in x.args}
        return signs.pop() if len(signs) == 1 and None not in signs else None
    return None


def _needs_care(ev, x):
    """Whether the exact numeric expression x has a part that machine arithmetic may get
    wrong: a sum whose terms are not all of one sign, or a function other than Times and
    Power."""
    if type(x) is not Expression:
        return False
    h = x.head
    if h is S.Plus:
        if _known_sign(x) is None:
            return True
    elif h is not S.Times and h is not S.Power:
        return True
    return any(_needs_care(ev, a) for a in x.args)


def _careful_machine(ev, x):
    """x with each exact numeric part that machine arithmetic may get wrong replaced by its
    value computed adaptively to machine precision and rounded to a machine number
    (N[Sqrt[10^40 + 1] - 10^20] is 5.*^-21, where machine arithmetic gives 0.); other
    expressions are looked into, except where NHoldAll, NHoldFirst or NHoldRest say that N
    does not go and held arguments (which N numericizes but does not evaluate).  A part
    whose value cannot be had to machine precision within $MaxExtraPrecision stays as it is
    (machine arithmetic then gives what it gives)."""
    if type(x) is not Expression:
        return x
    h = x.head
    if _needs_care(ev, x) and is_numeric(ev, x):
        if level_in(x) != EXACT or not _small(x, [200]):
            return x
        r, got, stopped = adaptive_evaluate(ev, x, MACHINE_DIGITS)
        if stopped or not r.is_number:
            return x
        return _to_machine(r)
    hold = 0
    if type(h) is Symbol:
        a = ev.defs.attributes(h)
        if a & (A.NHOLD_ALL | A.HOLD_FIRST_MASK | A.HOLD_REST_MASK):
            return x          # (in a held part, N's numbers stay unevaluated: Hold[1.5 + x])
        hold = a & (A.NHOLD_FIRST | A.NHOLD_REST)
    args = x.args
    new = None
    for i, y in enumerate(args):
        if type(y) is not Expression or (hold and ((i == 0 and hold & A.NHOLD_FIRST) or
                                                   (i > 0 and hold & A.NHOLD_REST))):
            continue
        v = _careful_machine(ev, y)
        if v is not y:
            if new is None:
                new = list(args)
            new[i] = v
    return x if new is None else Expression(h, tuple(new))


def _to_machine(r):
    """A number of machine precision for the arbitrary-precision number r: a machine real,
    or beyond the machine range an arbitrary-precision number of machine precision."""
    from mathilda.numbers.precision import MIN_NORMAL
    if type(r) is Complex:
        return make_complex(_to_machine(r.re), _to_machine(r.im))
    if type(r) is not Real or r.prec is None:
        return r
    f = float(r.value)
    if not r.value or MIN_NORMAL <= abs(f) < math.inf:     # (float() of 1e-697 is 0.)
        return Real(f)
    m = mp()
    with m.workprec(53):
        return Real(+r.value, prec=MACHINE_DIGITS)


# --- precision and accuracy -------------------------------------------------------------------

def _min_level(expr):
    if expr.is_number:
        return level(expr)
    if not isinstance(expr, Expression):
        return EXACT
    lv = EXACT
    for a in expr.args:
        v = _min_level(a)
        if v < lv:
            lv = v
    return lv


def _level_expr(lv):
    if lv == EXACT:
        return INFINITY
    if lv == MACHINE:
        return S.MachinePrecision
    return Real(float(lv))


@builtin("Precision", nargs=1,
         usage="Precision[x] gives the effective number of digits of precision in the number "
               "x.",
         examples=[("Precision[1.5]", "MachinePrecision"), ("Precision[1]", "Infinity"),
                   ("Precision[N[Pi, 30]]", "30.")])
def precision(ev, expr):
    return _level_expr(_min_level(expr.args[0]))


def _log10_abs(x):
    if type(x) is Complex:
        a = max(abs(float(_as_float(x.re))), abs(float(_as_float(x.im))))
        return math.log10(a) if a > 0 else None
    if type(x) is Real and x.prec is not None:
        m = mp()
        if x.value == 0:
            return None
        return float(m.log10(abs(x.value)))
    f = abs(_as_float(x))
    if f == 0:
        return None
    if math.isinf(f):
        return float(mp().log10(abs(to_mpf(x))))
    return math.log10(f)


def _as_float(x):
    try:
        return float(x.value)
    except OverflowError:
        return math.inf


def _accuracy_of(x):
    lv = level(x)
    if lv == EXACT:
        return math.inf
    digits = MACHINE_DIGITS if lv == MACHINE else lv
    lg = _log10_abs(x)
    if lg is None:
        return 307.6526555685888 if lv == MACHINE else digits
    return digits - lg


@builtin("Accuracy", nargs=1,
         usage="Accuracy[x] gives the effective number of digits to the right of the "
               "decimal point in the number x.",
         examples=[("Accuracy[1.5]", "15.7785"), ("Accuracy[1/3]", "Infinity")])
def accuracy(ev, expr):
    x = expr.args[0]
    acc = math.inf
    stack = [x]
    while stack:
        y = stack.pop()
        if y.is_number:
            acc = min(acc, _accuracy_of(y))
        elif isinstance(y, Expression):
            stack.extend(y.args)
    if math.isinf(acc):
        return INFINITY
    return Real(acc)


def _set_precision(ev, x, lv):
    t = type(x)
    if t is Real:
        if lv == MACHINE:
            return Real(float(x.value)) if x.prec is not None else x
        m = mp()
        with m.workprec(bits_for(lv)):
            return Real(+m.mpf(x.value), prec=float(lv))
    if t is Integer or t is Rational:
        return numericize(ev, x, lv)
    if t is Complex:
        return make_complex(_set_precision(ev, x.re, lv), _set_precision(ev, x.im, lv))
    if t is Symbol:
        return numericize(ev, x, lv)
    if not isinstance(x, Expression):
        return x
    args = tuple(_set_precision(ev, a, lv) for a in x.args)
    return Expression(x.head, args)


@builtin("SetPrecision", nargs=2,
         usage="SetPrecision[expr, p] yields a version of expr in which all numbers have "
               "been set to have precision p.",
         messages={"precbd": "Requested precision `1` is not a machine-sized real number "
                             "between $MinPrecision and $MaxPrecision."},
         examples=[("SetPrecision[1/3, 10]", "0.3333333333"),
                   ("SetPrecision[0.1, 20]", "0.10000000000000000555")])
def set_precision(ev, expr):
    x, p = expr.args
    if p is S.MachinePrecision:
        lv = MACHINE
    elif _small_positive(p) is not None:
        lv = _small_positive(p)
    else:
        ev.message("SetPrecision", "precbd", p)
        return None
    r = ev.evaluate(_set_precision(ev, x, lv))
    return r if lv == MACHINE else set_precision_walk(r, lv)


# --- predicates ---------------------------------------------------------------------------------

@builtin("NumberQ", nargs=1, usage="NumberQ[expr] gives True if expr is a number, and False "
                                   "otherwise.",
         examples=[("NumberQ[2.5]", "True"), ("NumberQ[Pi]", "False"),
                   ("NumberQ[1 + I]", "True")])
def number_q(ev, expr):
    return TRUE if expr.args[0].is_number else FALSE


@builtin("NumericQ", nargs=1,
         usage="NumericQ[expr] gives True if expr is a numeric quantity, and False otherwise.",
         examples=[("NumericQ[Pi + Sqrt[2]]", "True"), ("NumericQ[x]", "False"),
                   ("NumericQ[Sin[1]]", "True")])
def numeric_q(ev, expr):
    return TRUE if is_numeric(ev, expr.args[0]) else FALSE


def _num_den(ev, x):
    """(numerator, denominator) of an expression, as lists of factors."""
    t = type(x)
    if t is Rational:
        return [Integer(x.value.numerator)], [Integer(x.value.denominator)]
    if t is Expression and x.head is S.Power and len(x.args) == 2:
        e = x.args[1]
        if e.is_number and type(e) is not Complex and compare_reals(e, ZERO) < 0:
            if type(e) is Integer and e.value == -1:
                return [], [x.args[0]]
            return [], [Expression(S.Power, (x.args[0], _negate(e)))]
        if type(e) is Expression and e.head is S.Times and e.args and e.args[0].is_number \
                and type(e.args[0]) is not Complex and compare_reals(e.args[0], ZERO) < 0:
            ne = ev.evaluate(Expression(S.Times, (Integer(-1), e)))
            return [], [Expression(S.Power, (x.args[0], ne))]
        return [x], []
    if t is Expression and x.head is S.Times:
        num, den = [], []
        for f in x.args:
            a, b = _num_den(ev, f)
            num.extend(a)
            den.extend(b)
        return num, den
    return [x], []


def _negate(e):
    from mathilda.numbers.arith import neg
    return neg(e)


def _product(ev, factors):
    if not factors:
        return ONE
    if len(factors) == 1:
        return ev.evaluate(factors[0])
    return ev.evaluate(Expression(S.Times, tuple(factors)))


@builtin("Numerator", nargs=1, attributes=("Listable", "Protected"),
         usage="Numerator[expr] gives the numerator of expr.",
         examples=[("Numerator[2/3]", "2"), ("Numerator[a b/(c d^2)]", "a b"),
                   ("Numerator[x^-2 y]", "y")])
def numerator(ev, expr):
    num, _ = _num_den(ev, expr.args[0])
    return _product(ev, num)


@builtin("Denominator", nargs=1, attributes=("Listable", "Protected"),
         usage="Denominator[expr] gives the denominator of expr.",
         examples=[("Denominator[2/3]", "3"), ("Denominator[a b/(c d^2)]", "c d^2"),
                   ("Denominator[5]", "1")])
def denominator(ev, expr):
    _, den = _num_den(ev, expr.args[0])
    return _product(ev, den)


def _sign_of(ev, x):
    """-1, 0, 1 for a real numeric quantity; None if unknown or not real."""
    if x.is_number:
        if type(x) is Complex:
            return "complex"
        return compare_reals(x, ZERO)
    if is_numeric(ev, x):
        v = numeric_value(ev, x, 30)
        if v is None:
            return None
        if type(v) is Complex:
            if is_zero(v.im):
                return compare_reals(v.re, ZERO)
            return "complex"
        return compare_reals(v, ZERO)
    if type(x) is Expression and x.head is S.DirectedInfinity and len(x.args) == 1 \
            and x.args[0].is_number and type(x.args[0]) is not Complex:
        return compare_reals(x.args[0], ZERO)
    return None


def _sign_predicate(name, test, usage, examples):
    @builtin(name, nargs=1, attributes=("Listable", "Protected"), usage=usage,
             examples=examples)
    def pred(ev, expr):
        s = _sign_of(ev, expr.args[0])
        if s is None:
            return None
        if s == "complex":
            return FALSE
        return TRUE if test(s) else FALSE
    return pred


_sign_predicate("Positive", lambda s: s > 0,
                "Positive[x] gives True if x is a positive number.",
                [("Positive[3]", "True"), ("Positive[-Pi]", "False"),
                 ("Positive[x]", "Positive[x]")])
_sign_predicate("Negative", lambda s: s < 0,
                "Negative[x] gives True if x is a negative number.",
                [("Negative[-2.5]", "True"), ("Negative[0]", "False"),
                 ("Negative[{-1, 1}]", "{True, False}")])
_sign_predicate("NonNegative", lambda s: s >= 0,
                "NonNegative[x] gives True if x is a non-negative number.",
                [("NonNegative[0]", "True"), ("NonNegative[-1/2]", "False")])
_sign_predicate("NonPositive", lambda s: s <= 0,
                "NonPositive[x] gives True if x is a non-positive number.",
                [("NonPositive[0]", "True"), ("NonPositive[E]", "False")])


def _around_value(ev, x):
    """x as an approximate number (machine precision for exact numeric input), or None."""
    if x.is_number:
        return x if level(x) != EXACT else evaluate_numeric(ev, x, MACHINE)
    if is_numeric(ev, x):
        v = evaluate_numeric(ev, x, MACHINE)
        return v if v.is_number else None
    return None


@builtin("Around", nargs=2,
         usage="Around[x, \u03b4] represents an approximate number or quantity with a value "
               "around x and an uncertainty \u03b4. Around[x, {\u03b4min, \u03b4max}] has "
               "asymmetric uncertainties.",
         examples=[("Around[3/4, 1/8]", "Around[0.75, 0.125]"),
                   ("Around[Pi, 1/100]", "Around[3.14159, 0.01]"),
                   ("Around[1, {1/2, 1/4}]", "Around[1., {0.5, 0.25}]"),
                   ("Around[2.5, 0.1]", "Around[2.5, 0.1]")])
def around(ev, expr):
    x, d = expr.args
    vx = _around_value(ev, x)
    if vx is None:
        return None
    if isinstance(d, Expression) and d.head is S.List and len(d.args) == 2:
        lo, hi = (_around_value(ev, e) for e in d.args)
        if lo is None or hi is None:
            return None
        vd = Expression(S.List, (lo, hi))
    else:
        vd = _around_value(ev, d)
        if vd is None:
            return None
    if vx == x and vd == d:
        return None
    return Expression(expr.head, (vx, vd))
