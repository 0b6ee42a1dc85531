"""Continuous distribution families: inert heads with their default parameters.

The formulas, parameter checks and numeric evaluation of each family live in
``algorithms/probability/continuous.py``."""

import mathilda.algorithms.probability.continuous  # noqa: F401  (registers the families)
import mathilda.algorithms.probability.positive  # noqa: F401
from mathilda.builtins.probability.heads import declare

declare("NormalDistribution",
        "NormalDistribution[\u03bc, \u03c3] represents a normal (Gaussian) distribution with "
        "mean \u03bc and standard deviation \u03c3. NormalDistribution[] represents a normal "
        "distribution with zero mean and unit standard deviation.",
        [("NormalDistribution[]", "NormalDistribution[0, 1]"),
         ("PDF[NormalDistribution[0, 1], 0]", "1/Sqrt[2 Pi]"),
         ("CDF[NormalDistribution[m, s], x]", "Erfc[(m - x)/(Sqrt[2] s)]/2")])
declare("UniformDistribution",
        "UniformDistribution[{min, max}] represents a continuous uniform statistical "
        "distribution giving values between min and max. UniformDistribution[] represents a "
        "continuous uniform distribution giving values between 0 and 1.",
        [("UniformDistribution[]", "UniformDistribution[{0, 1}]"),
         ("PDF[UniformDistribution[{a, b}], x]", "Piecewise[{{1/(-a + b), a <= x <= b}}, 0]")])
declare("ExponentialDistribution",
        "ExponentialDistribution[\u03bb] represents an exponential distribution with scale "
        "inversely proportional to parameter \u03bb.",
        [("CDF[ExponentialDistribution[2], 1]", "1 - 1/E^2"),
         ("InverseCDF[ExponentialDistribution[2], 1/2]", "Log[2]/2")])
declare("GammaDistribution",
        "GammaDistribution[\u03b1, \u03b2] represents a gamma distribution with shape parameter "
        "\u03b1 and scale parameter \u03b2.",
        [("PDF[GammaDistribution[a, b], x]",
          "Piecewise[{{(b^(-a) E^(-(x/b)) x^(-1 + a))/Gamma[a], x > 0}}, 0]")])
declare("ChiSquareDistribution",
        "ChiSquareDistribution[\u03bd] represents a \u03c7^2 distribution with \u03bd degrees "
        "of freedom.",
        [("CDF[ChiSquareDistribution[n], x]",
          "Piecewise[{{GammaRegularized[n/2, 0, x/2], x > 0}}, 0]")])
declare("BetaDistribution",
        "BetaDistribution[\u03b1, \u03b2] represents a continuous beta distribution with shape "
        "parameters \u03b1 and \u03b2.",
        [("PDF[BetaDistribution[2, 3], 1/2]", "3/2"),
         ("CDF[BetaDistribution[2, 3], 1/2]", "11/16")])
declare("StudentTDistribution",
        "StudentTDistribution[\u03bd] represents a Student t distribution with \u03bd degrees of "
        "freedom. StudentTDistribution[\u03bc, \u03c3, \u03bd] represents a Student t "
        "distribution with location parameter \u03bc, scale parameter \u03c3, and \u03bd "
        "degrees of freedom.",
        [("PDF[StudentTDistribution[1], 0]", "1/Pi")])
declare("FRatioDistribution",
        "FRatioDistribution[n, m] represents an F-ratio distribution with n numerator and m "
        "denominator degrees of freedom.",
        [("CDF[FRatioDistribution[2, 2], 1]", "1/2")])
declare("LogNormalDistribution",
        "LogNormalDistribution[\u03bc, \u03c3] represents a lognormal distribution derived "
        "from a normal distribution with mean \u03bc and standard deviation \u03c3.",
        [("CDF[LogNormalDistribution[0, 1], 1]", "1/2")])
declare("CauchyDistribution",
        "CauchyDistribution[a, b] represents a Cauchy distribution with location parameter a "
        "and scale parameter b. CauchyDistribution[] represents a Cauchy distribution with "
        "location 0 and scale 1.",
        [("CauchyDistribution[]", "CauchyDistribution[0, 1]"),
         ("CDF[CauchyDistribution[0, 1], 1]", "3/4")])
declare("LaplaceDistribution",
        "LaplaceDistribution[\u03bc, \u03b2] represents a Laplace double-exponential "
        "distribution with mean \u03bc and scale parameter \u03b2. LaplaceDistribution[] "
        "represents a Laplace distribution with mean 0 and scale 1.",
        [("LaplaceDistribution[]", "LaplaceDistribution[0, 1]"),
         ("PDF[LaplaceDistribution[0, 1], x]", "E^(-Abs[x])/2")])
declare("LogisticDistribution",
        "LogisticDistribution[\u03bc, \u03b2] represents a logistic distribution with mean "
        "\u03bc and scale parameter \u03b2. LogisticDistribution[] represents a logistic "
        "distribution with mean 0 and scale parameter 1.",
        [("LogisticDistribution[]", "LogisticDistribution[0, 1]"),
         ("CDF[LogisticDistribution[0, 1], x]", "1/(1 + E^(-x))")])
declare("RayleighDistribution",
        "RayleighDistribution[\u03c3] represents the Rayleigh distribution with scale "
        "parameter \u03c3.",
        [("CDF[RayleighDistribution[1], 2]", "1 - 1/E^2")])
declare("WeibullDistribution",
        "WeibullDistribution[\u03b1, \u03b2] represents a Weibull distribution with shape "
        "parameter \u03b1 and scale parameter \u03b2.",
        [("CDF[WeibullDistribution[a, b], x]", "Piecewise[{{1 - E^(-(x/b)^a), x > 0}}, 0]")])
declare("ParetoDistribution",
        "ParetoDistribution[k, \u03b1] represents a Pareto distribution with minimum value "
        "parameter k and shape parameter \u03b1.",
        [("PDF[ParetoDistribution[k, a], x]", "Piecewise[{{a k^a x^(-1 - a), x >= k}}, 0]")])
declare("ErlangDistribution",
        "ErlangDistribution[k, \u03bb] represents the Erlang distribution with shape parameter "
        "k and rate \u03bb.",
        [("PDF[ErlangDistribution[2, 1], 1]", "1/E")])
declare("TriangularDistribution",
        "TriangularDistribution[{min, max}] represents a symmetric triangular statistical "
        "distribution giving values between min and max. TriangularDistribution[] represents "
        "a symmetric triangular statistical distribution giving values between 0 and 1. "
        "TriangularDistribution[{min, max}, c] represents a triangular distribution with mode "
        "at c.",
        [("TriangularDistribution[]", "TriangularDistribution[{0, 1}, 1/2]"),
         ("TriangularDistribution[{a, b}]", "TriangularDistribution[{a, b}, (a + b)/2]")])
