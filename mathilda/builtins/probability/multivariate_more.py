"""BinormalDistribution, DirichletDistribution, MultivariateTDistribution
(``algorithms/probability/multivariate_more.py``)."""

import mathilda.algorithms.probability.multivariate_more  # noqa: F401  (the constructors)
from mathilda.algorithms.probability.multivariate import MULTIVARIATE_MESSAGES
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")
MESSAGES = dict(MULTIVARIATE_MESSAGES, corprm="Parameter `1` at position `2` in `3` is "
                "expected to be a correlation between -1 and 1.")
R, M, S, N = "\u03c1", "\u03bc", "\u03c3", "\u03bd"


@builtin("BinormalDistribution", nargs=(1, 3), attributes=ATTRIBUTES, messages=MESSAGES,
         usage="BinormalDistribution[{%s1, %s2}, {%s1, %s2}, %s] represents a bivariate normal "
               "distribution with mean {%s1, %s2} and covariance matrix {{%s1^2, %s %s1 %s2}, "
               "{%s %s1 %s2, %s2^2}}. BinormalDistribution[{%s1, %s2}, %s] represents a "
               "bivariate normal distribution with zero mean. BinormalDistribution[%s] "
               "represents a bivariate normal distribution with zero mean and unit variances."
               % (M, M, S, S, R, M, M, S, R, S, S, R, S, S, S, S, S, R, R),
         examples=[("Mean[BinormalDistribution[{1, 2}, {3, 4}, 1/2]]", "{1, 2}"),
                   ("Covariance[BinormalDistribution[{1, 2}, {3, 4}, 1/2]]",
                    "{{9, 6}, {6, 16}}"),
                   ("PDF[BinormalDistribution[0], {x, y}]", "E^((-x^2 - y^2)/2)/(2 Pi)")])
def binormal_distribution(ev, expr):
    return None


@builtin("DirichletDistribution", nargs=1, attributes=ATTRIBUTES, messages=MESSAGES,
         usage="DirichletDistribution[{%s1, ..., %sk + 1}] represents a Dirichlet distribution "
               "of dimension k with shape parameters %si." % ("\u03b1", "\u03b1", "\u03b1"),
         examples=[("Mean[DirichletDistribution[{1, 2, 3}]]", "{1/6, 1/3}"),
                   ("PDF[DirichletDistribution[{1, 1, 1}], {1/4, 1/4}]", "2")])
def dirichlet_distribution(ev, expr):
    return None


@builtin("MultivariateTDistribution", nargs=(2, 3), attributes=ATTRIBUTES, messages=MESSAGES,
         usage="MultivariateTDistribution[%s, %s] represents the multivariate Student t "
               "distribution with scale matrix %s and degrees of freedom parameter %s. "
               "MultivariateTDistribution[%s, %s, %s] represents the multivariate Student t "
               "distribution with location %s, scale matrix %s, and degrees of freedom "
               "parameter %s." % ("\u03a3", N, "\u03a3", N, M, "\u03a3", N, M, "\u03a3", N),
         examples=[("Mean[MultivariateTDistribution[{1, 2}, {{1, 0}, {0, 1}}, 3]]", "{1, 2}"),
                   ("Covariance[MultivariateTDistribution[{{1, 0}, {0, 1}}, 4]]",
                    "{{2, 0}, {0, 2}}")])
def multivariate_t_distribution(ev, expr):
    return None
