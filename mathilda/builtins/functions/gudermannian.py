"""The Gudermannian function and its inverse: Gudermannian (gd(z) = 2 ArcTan[Tanh[z/2]]) and
InverseGudermannian (2 ArcTanh[Tan[z/2]]); odd functions, numeric through mpmath."""

from mathilda.algorithms.build import call, neg, times
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import vector_of
from mathilda.core.expr import S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ZERO
from mathilda.numbers.elementary import looks_negative, negate
from mathilda.numbers.infinity import INFINITY, MINUS_INFINITY

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MINUS_HALF = make_rational(-1, 2)


@builtin("Gudermannian", vector=vector_of("Gudermannian"),
         nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Gudermannian[z] gives the Gudermannian function gd(z) = 2 ArcTan[Tanh[z/2]].",
         examples=[("Gudermannian[1.]", "0.865769"), ("Gudermannian[0]", "0"),
                   ("Gudermannian[Infinity]", "Pi/2"), ("Gudermannian[-x]", "-Gudermannian[x]"),
                   ("N[Gudermannian[1/2], 20]", "0.48038107913372944860"),
                   ("Gudermannian[1. + I]", "1.13986 + 0.611695 I")])
def gudermannian(ev, expr):
    z = expr.args[0]
    if inexact(z):
        return mp_apply(lambda m, x: 2 * m.atan(m.tanh(x / 2)), [z])
    if z == ZERO:
        return ZERO
    if z == INFINITY:
        return ev.evaluate(times(make_rational(1, 2), S.Pi))
    if z == MINUS_INFINITY:
        return ev.evaluate(times(MINUS_HALF, S.Pi))
    if looks_negative(z):
        return neg(call(S.Gudermannian, negate(ev, z)))
    return None


@builtin("InverseGudermannian", vector=vector_of("InverseGudermannian"),
         nargs=1, attributes=NUMERIC_LISTABLE,
         usage="InverseGudermannian[z] gives the inverse Gudermannian function "
               "gd^-1(z) = 2 ArcTanh[Tan[z/2]].",
         examples=[("InverseGudermannian[0.5]", "0.522238"), ("InverseGudermannian[0]", "0"),
                   ("InverseGudermannian[-x]", "-InverseGudermannian[x]"),
                   ("InverseGudermannian[Gudermannian[0.7]]", "0.7"),
                   ("N[InverseGudermannian[1], 20]", "1.2261911708835170708")])
def inverse_gudermannian(ev, expr):
    z = expr.args[0]
    if inexact(z):
        return mp_apply(lambda m, x: 2 * m.atanh(m.tan(x / 2)), [z])
    if z == ZERO:
        return ZERO
    if looks_negative(z):
        return neg(call(S.InverseGudermannian, negate(ev, z)))
    return None

