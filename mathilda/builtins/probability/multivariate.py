"""MultinormalDistribution and MultinomialDistribution
(``algorithms/probability/multivariate.py``)."""

from mathilda.algorithms.probability.multivariate import MULTIVARIATE_MESSAGES
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")


@builtin("MultinormalDistribution", nargs=(1, 2), attributes=ATTRIBUTES,
         messages=MULTIVARIATE_MESSAGES,
         usage="MultinormalDistribution[\u03bc, \u03a3] represents a multivariate normal "
               "(Gaussian) distribution with mean vector \u03bc and covariance matrix \u03a3. "
               "MultinormalDistribution[\u03a3] represents a multivariate normal distribution "
               "with zero mean and covariance matrix \u03a3.",
         examples=[("PDF[MultinormalDistribution[{0, 0}, {{1, 0}, {0, 1}}], {x, y}]",
                    "E^((-x^2 - y^2)/2)/(2 Pi)")])
def multinormal_distribution(ev, expr):
    return None


@builtin("MultinomialDistribution", nargs=2, attributes=ATTRIBUTES,
         messages=MULTIVARIATE_MESSAGES,
         usage="MultinomialDistribution[n, {p1, p2, ..., pm}] represents a multinomial "
               "distribution with n trials and probabilities pi.",
         examples=[("PDF[MultinomialDistribution[3, {1/2, 1/2}], {1, 2}]", "3/8")])
def multinomial_distribution(ev, expr):
    return None
