"""Discrete distribution families: inert heads (formulas in
``algorithms/probability/discrete.py``)."""

import mathilda.algorithms.probability.discrete  # noqa: F401  (registers the families)
from mathilda.builtins.probability.heads import declare

declare("BernoulliDistribution",
        "BernoulliDistribution[p] represents a Bernoulli distribution with probability "
        "parameter p.",
        [("PDF[BernoulliDistribution[p], x]", "Piecewise[{{1 - p, x == 0}, {p, x == 1}}, 0]")])
declare("BinomialDistribution",
        "BinomialDistribution[n, p] represents a binomial distribution with n trials and "
        "success probability p.",
        [("PDF[BinomialDistribution[4, 1/2], 2]", "3/8")])
declare("PoissonDistribution",
        "PoissonDistribution[\u03bc] represents a Poisson distribution with mean \u03bc.",
        [("PDF[PoissonDistribution[3], 2]", "9/(2 E^3)"),
         ("PDF[PoissonDistribution[3], 2.5]", "0")])
declare("GeometricDistribution",
        "GeometricDistribution[p] represents a geometric distribution with probability "
        "parameter p.",
        [("PDF[GeometricDistribution[1/3], 2]", "4/27")])
declare("NegativeBinomialDistribution",
        "NegativeBinomialDistribution[n, p] represents a negative binomial distribution with "
        "parameters n and p.",
        [("CDF[NegativeBinomialDistribution[2, 1/2], 1]", "1/2")])
declare("HypergeometricDistribution",
        "HypergeometricDistribution[n, nsucc, ntot] represents a hypergeometric distribution.",
        [("PDF[HypergeometricDistribution[3, 5, 10], 2]", "5/12")])
declare("DiscreteUniformDistribution",
        "DiscreteUniformDistribution[{imin, imax}] represents a discrete statistical "
        "distribution in which each integer between imin and imax is equally likely.",
        [("PDF[DiscreteUniformDistribution[{1, 6}], 3]", "1/6")])
