"""The distribution functions: PDF, CDF, SurvivalFunction, HazardFunction, InverseCDF,
InverseSurvivalFunction, CharacteristicFunction, MomentGeneratingFunction,
CumulantGeneratingFunction, DistributionParameterQ.

Each checks the distribution (``algorithms/probability/dist.parse``: unknown heads stay
unevaluated, bad numeric parameters get ``Head::posprm`` and the like) and calls down into
``algorithms/probability/functions.py``.  ``F[dist]`` with no point gives the pure function.
"""

from mathilda.algorithms.probability import functions as pf
from mathilda.algorithms.probability.dist import parse
from mathilda.core.expr import FALSE, TRUE
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")


def _declare(name, fn, usage, examples, pure=True):
    @builtin(name, nargs=(1, 2) if pure else 2, attributes=ATTRIBUTES, usage=usage,
             examples=examples)
    def impl(ev, expr, _fn=fn):
        d = parse(ev, expr.args[0])
        if d is None:
            return None
        if len(expr.args) == 1:
            return pf.pure_function(ev, _fn, d)
        return _fn(ev, d, expr.args[1])

    impl.__name__ = name
    return impl


_declare("PDF", pf.pdf,
         "PDF[dist, x] gives the probability density function for the distribution dist "
         "evaluated at x. PDF[dist, {x1, x2, ...}] gives the multivariate probability density "
         "function for a distribution dist evaluated at {x1, x2, ...}. PDF[dist] gives the "
         "PDF as a pure function.",
         [("PDF[NormalDistribution[m, s], x]",
           "E^(-(-m + x)^2/(2 s^2))/(s Sqrt[2 Pi])"),
          ("PDF[PoissonDistribution[3], 2]", "9/(2 E^3)"),
          ("PDF[ExponentialDistribution[2], {0.5, 1.}]", "{0.735759, 0.270671}"),
          ("PDF[UniformDistribution[{0, 2}]][1]", "1/2")])
_declare("CDF", pf.cdf,
         "CDF[dist, x] gives the cumulative distribution function for the distribution dist "
         "evaluated at x. CDF[dist] gives the CDF as a pure function.",
         [("CDF[NormalDistribution[0, 1], 0]", "1/2"),
          ("CDF[NormalDistribution[0, 1], 1.96]", "0.975002"),
          ("CDF[GeometricDistribution[p], x]",
           "Piecewise[{{1 - (1 - p)^(1 + Floor[x]), x >= 0}}, 0]")])
_declare("SurvivalFunction", pf.survival,
         "SurvivalFunction[dist, x] gives the survival function for the distribution dist "
         "evaluated at x. SurvivalFunction[dist] gives the survival function as a pure "
         "function.",
         [("SurvivalFunction[ExponentialDistribution[2], 1/2]", "1/E"),
          ("SurvivalFunction[NormalDistribution[0, 1], 1.]", "0.158655")])
_declare("HazardFunction", pf.hazard,
         "HazardFunction[dist, x] gives the hazard function for the distribution dist "
         "evaluated at x. HazardFunction[dist] gives the hazard function as a pure function.",
         [("HazardFunction[ExponentialDistribution[l], x]", "Piecewise[{{l, x >= 0}}, 0]"),
          ("HazardFunction[WeibullDistribution[2, 1], x]", "Piecewise[{{2 x, x > 0}}, 0]")])
_declare("InverseCDF", pf.quantile,
         "InverseCDF[dist, q] gives the inverse of the cumulative distribution function for "
         "the distribution dist as a function of the variable q. InverseCDF[dist] gives the "
         "inverse CDF as a pure function.",
         [("InverseCDF[ExponentialDistribution[l], q]",
           "ConditionalExpression[-(Log[1 - q]/l), 0 <= q <= 1]"),
          ("InverseCDF[NormalDistribution[0, 1], 0.975]", "1.95996"),
          ("InverseCDF[PoissonDistribution[3], 0.5]", "3")])
_declare("InverseSurvivalFunction", pf.inverse_survival,
         "InverseSurvivalFunction[dist, q] gives the inverse of the survival function for the "
         "distribution dist as a function of the variable q. InverseSurvivalFunction[dist] "
         "gives the inverse survival function as a pure function.",
         [("InverseSurvivalFunction[ExponentialDistribution[l], q]",
           "ConditionalExpression[-(Log[q]/l), 0 <= q <= 1]"),
          ("InverseSurvivalFunction[NormalDistribution[0, 1], 0.025]", "1.95996")])
_declare("CharacteristicFunction", pf.characteristic,
         "CharacteristicFunction[dist, t] gives the characteristic function for the "
         "distribution dist as a function of the variable t.",
         [("CharacteristicFunction[NormalDistribution[m, s], t]",
           "E^(I m t - (s^2 t^2)/2)"),
          ("CharacteristicFunction[ExponentialDistribution[l], t]", "1/(1 - (I t)/l)")],
         pure=False)
_declare("MomentGeneratingFunction", pf.mgf,
         "MomentGeneratingFunction[dist, t] gives the moment-generating function for the "
         "distribution dist as a function of the variable t.",
         [("MomentGeneratingFunction[GammaDistribution[a, b], t]", "(1 - b t)^(-a)"),
          ("MomentGeneratingFunction[BernoulliDistribution[p], t]", "1 - p + E^t p")],
         pure=False)
_declare("CumulantGeneratingFunction", pf.cgf,
         "CumulantGeneratingFunction[dist, t] gives the cumulant-generating function for the "
         "distribution dist as a function of the variable t.",
         [("CumulantGeneratingFunction[NormalDistribution[m, s], t]", "m t + (s^2 t^2)/2"),
          ("CumulantGeneratingFunction[GammaDistribution[a, b], t]", "-(a Log[1 - b t])")],
         pure=False)


@builtin("DistributionParameterQ", nargs=1, attributes=ATTRIBUTES,
         usage="DistributionParameterQ[dist] returns True if dist is a valid distribution, "
               "and False otherwise.",
         examples=[("DistributionParameterQ[NormalDistribution[m, s]]", "True"),
                   ("DistributionParameterQ[NormalDistribution[0, -1]]", "False",
                    ["NormalDistribution::posprm: Parameter -1 at position 2 in "
                     "NormalDistribution[0, -1] is expected to be positive."]),
                   ("DistributionParameterQ[BinomialDistribution[3, 1/2]]", "True")])
def distribution_parameter_q(ev, expr):
    return TRUE if parse(ev, expr.args[0]) is not None else FALSE
