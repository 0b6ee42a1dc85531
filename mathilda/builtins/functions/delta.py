"""Discrete and step functions: KroneckerDelta, DiscreteDelta, UnitStep, HeavisideTheta."""

from mathilda.core.expr import Complex, Expression, Integer
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO, is_zero, numbers_equal
from mathilda.numbers.nvalues import is_numeric, numeric_value
from mathilda.builtins.functions.piecewise import compare, real_value

ORDERLESS_NUMERIC = ("NumericFunction", "Orderless", "Protected")
STEP_ATTRS = ("Listable", "NumericFunction", "Orderless", "Protected")


def _number_of(ev, x):
    """A number atom for a numeric quantity, else None."""
    if x.is_number:
        return x
    if is_numeric(ev, x):
        return numeric_value(ev, x, 30)
    return None


@builtin("KroneckerDelta", attributes=ORDERLESS_NUMERIC,
         usage="KroneckerDelta[n1, n2, ...] gives the Kronecker delta: 1 if all the ni are "
               "equal, and 0 otherwise.",
         examples=[("KroneckerDelta[1, 1]", "1"), ("KroneckerDelta[1, 2]", "0"),
                   ("KroneckerDelta[x, x]", "1"), ("KroneckerDelta[x, y]", "KroneckerDelta[x, y]"),
                   ("KroneckerDelta[0]", "1"), ("KroneckerDelta[]", "1"),
                   ("KroneckerDelta[2, 2.]", "1")])
def kronecker_delta(ev, expr):
    args = expr.args
    if not args:
        return ONE
    if len(args) == 1:
        v = _number_of(ev, args[0])
        if v is None:
            return None
        return ONE if is_zero(v) else ZERO
    if all(a == args[0] for a in args):
        return ONE
    nums = [v for v in (_number_of(ev, a) for a in args) if v is not None]
    for v in nums[1:]:
        if not numbers_equal(nums[0], v):
            return ZERO
    if len(nums) == len(args):
        return ONE
    return None


@builtin("DiscreteDelta", attributes=ORDERLESS_NUMERIC,
         usage="DiscreteDelta[n1, n2, ...] gives the discrete delta function: 1 if all the ni "
               "are zero, and 0 otherwise.",
         examples=[("DiscreteDelta[0]", "1"), ("DiscreteDelta[0, 0, 0]", "1"),
                   ("DiscreteDelta[0, 1]", "0"), ("DiscreteDelta[x]", "DiscreteDelta[x]"),
                   ("DiscreteDelta[]", "1")])
def discrete_delta(ev, expr):
    args = expr.args
    rest = []
    for a in args:
        v = _number_of(ev, a)
        if v is None:
            rest.append(a)
        elif not is_zero(v):
            return ZERO
    if not rest:
        return ONE
    if len(rest) == len(args):
        return None
    return Expression(expr.head, tuple(rest))


def _step(ev, expr, at_zero):
    """UnitStep/HeavisideTheta: 0 if some argument is negative, 1 if all are positive (or
    zero for UnitStep); the arguments known to be positive are dropped otherwise."""
    rest = []
    for a in expr.args:
        v = real_value(ev, a)
        if v is None:
            if (a.is_number and type(a) is Complex) or (
                    is_numeric(ev, a) and _number_of(ev, a) is not None):
                return None
            rest.append(a)
            continue
        s = compare(v, ZERO)
        if s < 0:
            return ZERO
        if s == 0 and not at_zero:
            rest.append(a)
    if not rest:
        return ONE
    if len(rest) == len(expr.args):
        return None
    return Expression(expr.head, tuple(rest))


@builtin("UnitStep", attributes=STEP_ATTRS,
         usage="UnitStep[x] represents the unit step function, equal to 0 for x < 0 and 1 for "
               "x >= 0. UnitStep[x1, x2, ...] is 1 if all the xi are non-negative.",
         examples=[("UnitStep[{-1, 0, 2.5}]", "{0, 1, 1}"), ("UnitStep[Pi - 4]", "0"),
                   ("UnitStep[x, 1]", "UnitStep[x]"), ("UnitStep[x, -1]", "0"),
                   ("UnitStep[]", "1")])
def unit_step(ev, expr):
    return _step(ev, expr, True)


@builtin("HeavisideTheta", attributes=STEP_ATTRS,
         usage="HeavisideTheta[x] represents the Heaviside theta function \u03b8(x), equal to "
               "0 for x < 0 and 1 for x > 0. HeavisideTheta[x1, x2, ...] is the product of "
               "the \u03b8(xi).",
         examples=[("HeavisideTheta[{-1, 2.5}]", "{0, 1}"), ("HeavisideTheta[0]", "HeavisideTheta[0]"),
                   ("HeavisideTheta[x, 1]", "HeavisideTheta[x]"), ("HeavisideTheta[E]", "1")])
def heaviside_theta(ev, expr):
    return _step(ev, expr, False)


def _negative_looking(x):
    """True for -x, -2 x y, -3: an expression the Wolfram Language writes with a minus sign."""
    if x.is_number:
        return type(x) is not Complex and compare(x, ZERO) < 0
    return (type(x) is Expression and x.head.name == "Times" and x.args
            and x.args[0].is_number and type(x.args[0]) is not Complex
            and compare(x.args[0], ZERO) < 0)


@builtin("DiracDelta", attributes=STEP_ATTRS,
         usage="DiracDelta[x] represents the Dirac delta function \u03b4(x). "
               "DiracDelta[x1, x2, ...] represents the multidimensional delta function "
               "\u03b4(x1, x2, ...).",
         examples=[("DiracDelta[-x]", "DiracDelta[x]"), ("DiracDelta[2]", "0"),
                   ("DiracDelta[0]", "DiracDelta[0]"), ("DiracDelta[{-1, 0, 1.5}]",
                                                          "{0, DiracDelta[0], 0}"),
                   ("DiracDelta[-2 x]", "DiracDelta[2 x]"), ("DiracDelta[x, 1]", "0")])
def dirac_delta(ev, expr):
    args = expr.args
    for a in args:
        v = real_value(ev, a)
        if v is not None and compare(v, ZERO) != 0:
            return ZERO
    if len(args) == 1 and _negative_looking(args[0]):
        return Expression(expr.head, (ev.call("Times", Integer(-1), args[0]),))
    return None
