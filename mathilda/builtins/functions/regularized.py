"""GammaRegularized, BetaRegularized, InverseGammaRegularized, InverseBetaRegularized,
InverseErfc: the special functions of the CDFs and quantiles (algorithms in
``algorithms/probability/special.py``)."""

from mathilda.algorithms.probability import special
from mathilda.core.registry import builtin

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")


@builtin("GammaRegularized", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="GammaRegularized[a, z] is the regularized incomplete gamma function "
               "Q(a, z). GammaRegularized[a, z0, z1] is the generalized regularized "
               "incomplete gamma function Q(a, z0) - Q(a, z1).",
         examples=[("GammaRegularized[3, 3]", "17/(2 E^3)"),
                   ("GammaRegularized[2.5, 1.]", "0.849145"),
                   ("GammaRegularized[a, 0, Infinity]", "GammaRegularized[a, 0, Infinity]"),
                   ("GammaRegularized[2, 0, x]", "1 - E^(-x) (1 + x)")])
def gamma_regularized(ev, expr):
    return special.gamma_regularized(expr.args)


@builtin("BetaRegularized", nargs=(3, 4), attributes=NUMERIC_LISTABLE,
         usage="BetaRegularized[z, a, b] gives the regularized incomplete beta function "
               "I_z(a, b). BetaRegularized[z0, z1, a, b] gives the generalized regularized "
               "incomplete beta function.",
         examples=[("BetaRegularized[1/2, 2, 3]", "11/16"),
                   ("BetaRegularized[0.3, 2.5, 1.5]", "0.0889437"),
                   ("BetaRegularized[1, a, 2]", "1")])
def beta_regularized(ev, expr):
    return special.beta_regularized(expr.args)


@builtin("InverseErfc", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="InverseErfc[s] gives the inverse complementary error function obtained as the "
               "solution for z in s = erfc(z).",
         examples=[("InverseErfc[1]", "0"), ("InverseErfc[0.05]", "1.3859"),
                   ("InverseErfc[0]", "Infinity")])
def inverse_erfc(ev, expr):
    return special.inverse_erfc(expr.args)


@builtin("InverseGammaRegularized", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         usage="InverseGammaRegularized[a, s] gives the inverse of the regularized incomplete "
               "gamma function. InverseGammaRegularized[a, z0, s] gives the inverse of "
               "GammaRegularized[a, z0, z].",
         examples=[("InverseGammaRegularized[2., 0.5]", "1.67835"),
                   ("InverseGammaRegularized[3, 0, 0]", "0")])
def inverse_gamma_regularized(ev, expr):
    return special.inverse_gamma_regularized(expr.args)


@builtin("InverseBetaRegularized", nargs=3, attributes=NUMERIC_LISTABLE,
         usage="InverseBetaRegularized[s, a, b] gives the inverse of the regularized "
               "incomplete beta function.",
         examples=[("InverseBetaRegularized[0.5, 2., 3.]", "0.385728"),
                   ("InverseBetaRegularized[1, a, b]", "1")])
def inverse_beta_regularized(ev, expr):
    return special.inverse_beta_regularized(expr.args)
