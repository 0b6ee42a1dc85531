"""Carlson's symmetric elliptic integrals (CarlsonRC, CarlsonRD, CarlsonRF, CarlsonRG,
CarlsonRJ) and ArithmeticGeometricMean.

Equal arguments give the closed forms (``CarlsonRF[x, x, x]`` is ``1/Sqrt[x]``), inexact ones
numeric values through mpmath (``elliprc`` ... ``elliprj``, ``agm``) at their precision.
"""

from mathilda.algorithms.build import power
from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.algorithms.functions.vector import vector_of
from mathilda.core.expr import make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ZERO

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MINUS_HALF = make_rational(-1, 2)
MINUS_THREE_HALVES = make_rational(-3, 2)


# The partial derivatives (DLMF 19.18): d/dx R_F(x, y, z) = -R_D(y, z, x)/6, and for R_D in
# its third argument and R_J in its fourth, Euler's homogeneity relation (degree -3/2) gives
# the last partial from the others.
RD_DZ = ("-(3 CarlsonRD[#1, #2, #3]/2 + #1 (CarlsonRD[#1, #2, #3] - CarlsonRD[#2, #3, #1])/"
         "(2 (#3 - #1)) + #2 (CarlsonRD[#1, #2, #3] - CarlsonRD[#3, #1, #2])/(2 (#3 - #2)))/#3")
RJ_DP = ("-(3 CarlsonRJ[#1, #2, #3, #4]/2 + "
         "#1 (CarlsonRJ[#1, #2, #3, #4] - CarlsonRD[#2, #3, #1])/(2 (#4 - #1)) + "
         "#2 (CarlsonRJ[#1, #2, #3, #4] - CarlsonRD[#3, #1, #2])/(2 (#4 - #2)) + "
         "#3 (CarlsonRJ[#1, #2, #3, #4] - CarlsonRD[#1, #2, #3])/(2 (#4 - #3)))/#4")


def _carlson(ev, expr, mpname, equal_power):
    """A Carlson integral: numeric through mpmath's ``mpname``, x^equal_power when all
    arguments are equal."""
    args = expr.args
    if inexact(*args):
        return mp_apply(lambda m, *xs: getattr(m, mpname)(*xs), list(args))
    if all(a == args[0] for a in args[1:]):
        x = args[0]
        if x == ZERO:
            return None
        return ev.evaluate(power(x, equal_power))
    return None


@builtin("CarlsonRC", vector=vector_of("CarlsonRC"),
         derivatives={2: ("(CarlsonRC[#1, #2] - 1/Sqrt[#1])/(2 (#2 - #1))",
                       "(Sqrt[#1]/#2 - CarlsonRC[#1, #2])/(2 (#2 - #1))")},
         nargs=2, attributes=NUMERIC_LISTABLE,
         usage="CarlsonRC[x, y] gives the Carlson elliptic integral R_C(x, y) = "
               "1/2 Integral[(t + x)^(-1/2) (t + y)^(-1), {t, 0, Infinity}].",
         examples=[("CarlsonRC[x, x]", "1/Sqrt[x]"), ("CarlsonRC[1., 2.]", "0.785398"),
                   ("CarlsonRC[2., 1.]", "0.881374"),
                   ("N[CarlsonRC[1, 3], 20]", "0.67551085885603996302"),
                   ("CarlsonRC[x, y]", "CarlsonRC[x, y]")])
def carlson_rc(ev, expr):
    return _carlson(ev, expr, "elliprc", MINUS_HALF)


@builtin("CarlsonRD", vector=vector_of("CarlsonRD"),
         derivatives={3: ("(CarlsonRD[#1, #2, #3] - CarlsonRD[#2, #3, #1])/(2 (#3 - #1))",
                       "(CarlsonRD[#1, #2, #3] - CarlsonRD[#3, #1, #2])/(2 (#3 - #2))",
                       RD_DZ)},
         nargs=3, attributes=NUMERIC_LISTABLE,
         usage="CarlsonRD[x, y, z] gives the Carlson elliptic integral R_D(x, y, z) = "
               "3/2 Integral[((t + x) (t + y))^(-1/2) (t + z)^(-3/2), {t, 0, Infinity}].",
         examples=[("CarlsonRD[x, x, x]", "1/x^(3/2)"), ("CarlsonRD[1., 2., 3.]", "0.29046"),
                   ("CarlsonRD[0.5, 1, 1.5]", "0.821546"), ("N[CarlsonRD[1, 2, 4], 20]",
                    "0.21838072549338965369"),
                   ("CarlsonRD[x, y, z]", "CarlsonRD[x, y, z]")])
def carlson_rd(ev, expr):
    return _carlson(ev, expr, "elliprd", MINUS_THREE_HALVES)


@builtin("CarlsonRF", vector=vector_of("CarlsonRF"),
         derivatives={3: ("-CarlsonRD[#2, #3, #1]/6", "-CarlsonRD[#3, #1, #2]/6",
                       "-CarlsonRD[#1, #2, #3]/6")},
         nargs=3, attributes=NUMERIC_LISTABLE,
         usage="CarlsonRF[x, y, z] gives the Carlson elliptic integral R_F(x, y, z) = "
               "1/2 Integral[((t + x) (t + y) (t + z))^(-1/2), {t, 0, Infinity}].",
         examples=[("CarlsonRF[x, x, x]", "1/Sqrt[x]"), ("CarlsonRF[1., 2., 3.]", "0.726946"),
                   ("CarlsonRF[0, 1., 2.]", "1.31103"), ("N[CarlsonRF[1, 2, 4], 20]",
                    "0.68508581663343597397"),
                   ("CarlsonRF[x, y, z]", "CarlsonRF[x, y, z]")])
def carlson_rf(ev, expr):
    return _carlson(ev, expr, "elliprf", MINUS_HALF)


@builtin("CarlsonRG", vector=vector_of("CarlsonRG"),
         derivatives={3: ("(CarlsonRF[#1, #2, #3] - #1 CarlsonRD[#2, #3, #1]/3)/4",
                       "(CarlsonRF[#1, #2, #3] - #2 CarlsonRD[#3, #1, #2]/3)/4",
                       "(CarlsonRF[#1, #2, #3] - #3 CarlsonRD[#1, #2, #3]/3)/4")},
         nargs=3, attributes=NUMERIC_LISTABLE,
         usage="CarlsonRG[x, y, z] gives the Carlson elliptic integral R_G(x, y, z) = "
               "1/4 Integral[((t + x) (t + y) (t + z))^(-1/2) "
               "(x/(t + x) + y/(t + y) + z/(t + z)) t, {t, 0, Infinity}].",
         examples=[("CarlsonRG[x, x, x]", "Sqrt[x]"), ("CarlsonRG[1., 2., 3.]", "1.40185"),
                   ("CarlsonRG[0, 1., 2.]", "0.955049"), ("N[CarlsonRG[1, 2, 4], 20]",
                    "1.5053442983667560564"),
                   ("CarlsonRG[x, y, z]", "CarlsonRG[x, y, z]")])
def carlson_rg(ev, expr):
    return _carlson(ev, expr, "elliprg", make_rational(1, 2))


@builtin("CarlsonRJ", vector=vector_of("CarlsonRJ"),
         derivatives={4: ("(CarlsonRJ[#1, #2, #3, #4] - CarlsonRD[#2, #3, #1])/(2 (#4 - #1))",
                       "(CarlsonRJ[#1, #2, #3, #4] - CarlsonRD[#3, #1, #2])/(2 (#4 - #2))",
                       "(CarlsonRJ[#1, #2, #3, #4] - CarlsonRD[#1, #2, #3])/(2 (#4 - #3))",
                       RJ_DP)},
         nargs=4, attributes=NUMERIC_LISTABLE,
         usage="CarlsonRJ[x, y, z, p] gives the Carlson elliptic integral R_J(x, y, z, p) = "
               "3/2 Integral[((t + x) (t + y) (t + z))^(-1/2) (t + p)^(-1), {t, 0, Infinity}].",
         examples=[("CarlsonRJ[x, x, x, x]", "1/x^(3/2)"),
                   ("CarlsonRJ[1., 2., 3., 4.]", "0.239848"),
                   ("CarlsonRJ[0.5, 1, 1.5, 2]", "0.678393"), ("N[CarlsonRJ[1, 2, 4, 3], 20]",
                    "0.26377357847854025444"),
                   ("CarlsonRJ[x, y, z, p]", "CarlsonRJ[x, y, z, p]")])
def carlson_rj(ev, expr):
    return _carlson(ev, expr, "elliprj", MINUS_THREE_HALVES)


# --- ArithmeticGeometricMean ----------------------------------------------------------------

@builtin("ArithmeticGeometricMean", vector=vector_of("ArithmeticGeometricMean"),
         nargs=2,
         attributes=("Listable", "NumericFunction", "Orderless", "Protected"),
         usage="ArithmeticGeometricMean[a, b] gives the arithmetic-geometric mean of a and b.",
         examples=[("ArithmeticGeometricMean[1, 2.]", "1.45679"),
                   ("N[ArithmeticGeometricMean[1, Sqrt[2]], 20]", "1.1981402347355922074"),
                   ("ArithmeticGeometricMean[a, a]", "a"),
                   ("ArithmeticGeometricMean[a, 0]", "0"),
                   ("ArithmeticGeometricMean[b, a]", "ArithmeticGeometricMean[a, b]"),
                   ("ArithmeticGeometricMean[1., I]", "0.59907 + 0.59907 I")])
def arithmetic_geometric_mean(ev, expr):
    a, b = expr.args
    if inexact(a, b):
        return mp_apply(lambda m, x, y: m.agm(x, y), [a, b])
    if a == b:
        return a
    if a == ZERO or b == ZERO:
        return ZERO
    return None
