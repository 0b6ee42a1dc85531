"""More continuous distribution families (round 5): inert heads; the formulas are in
``algorithms/probability/continuous_more.py`` (positive reals) and
``continuous_more_line.py`` (the real line and bounded intervals)."""

import mathilda.algorithms.probability.continuous_more  # noqa: F401  (registers the families)
import mathilda.algorithms.probability.continuous_more_line  # noqa: F401
from mathilda.builtins.probability.heads import declare

A, B, G, K, L, M, N, S, T, X, W = ("\u03b1", "\u03b2", "\u03b3", "\u03ba", "\u03bb", "\u03bc",
                                   "\u03bd", "\u03c3", "\u03b8", "\u03be", "\u03c9")

declare("ChiDistribution",
        "ChiDistribution[%s] represents a \u03c7 distribution with %s degrees of freedom."
        % (N, N),
        [("Variance[ChiDistribution[2]]", "2 - Pi/2"),
         ("CDF[ChiDistribution[n], x]",
          "Piecewise[{{GammaRegularized[n/2, 0, x^2/2], x > 0}}, 0]")])
declare("HalfNormalDistribution",
        "HalfNormalDistribution[%s] represents a half-normal distribution with scale "
        "inversely proportional to parameter %s." % (T, T),
        [("Mean[HalfNormalDistribution[t]]", "1/t"),
         ("CDF[HalfNormalDistribution[2], 1]", "Erf[2/Sqrt[Pi]]")])
declare("InverseGammaDistribution",
        "InverseGammaDistribution[%s, %s] represents an inverse gamma distribution with shape "
        "parameter %s and scale parameter %s." % (A, B, A, B),
        [("Mean[InverseGammaDistribution[3, 2]]", "1"),
         ("CDF[InverseGammaDistribution[1, 1], 1]", "1/E")])
declare("InverseGaussianDistribution",
        "InverseGaussianDistribution[%s, %s] represents an inverse Gaussian distribution with "
        "mean %s and scale parameter %s." % (M, L, M, L),
        [("Variance[InverseGaussianDistribution[2, 4]]", "2"),
         ("Mean[InverseGaussianDistribution[m, l]]", "m")])
declare("InverseChiSquareDistribution",
        "InverseChiSquareDistribution[%s] represents an inverse \u03c7^2 distribution with %s "
        "degrees of freedom. InverseChiSquareDistribution[%s, %s] represents a scaled inverse "
        "\u03c7^2 distribution with %s degrees of freedom and scale %s." % (N, N, N, X, N, X),
        [("Mean[InverseChiSquareDistribution[6]]", "1/4"),
         ("Mean[InverseChiSquareDistribution[6, 2]]", "3")])
declare("LevyDistribution",
        "LevyDistribution[%s, %s] represents a L\u00e9vy distribution with location "
        "parameter %s and dispersion parameter %s." % (M, S, M, S),
        [("CDF[LevyDistribution[0, 2], 1]", "Erfc[1]"),
         ("Mean[LevyDistribution[0, 1]]", "Infinity")])
declare("MaxwellDistribution",
        "MaxwellDistribution[%s] represents a Maxwell distribution with scale parameter %s."
        % (S, S),
        [("CDF[MaxwellDistribution[1], x] /. x -> 0", "0"),
         ("Variance[MaxwellDistribution[1]]", "3 - 8/Pi")])
declare("FrechetDistribution",
        "FrechetDistribution[%s, %s] represents the Fr\u00e9chet distribution with shape "
        "parameter %s and scale parameter %s. FrechetDistribution[%s, %s, %s] represents a "
        "Fr\u00e9chet distribution with shape parameter %s, scale parameter %s, and location "
        "parameter %s." % (A, B, A, B, A, B, M, A, B, M),
        [("CDF[FrechetDistribution[2, 1], 1]", "1/E"),
         ("Mean[FrechetDistribution[2, 1]]", "Sqrt[Pi]")])
declare("LogLogisticDistribution",
        "LogLogisticDistribution[%s, %s] represents a log-logistic distribution with shape "
        "parameter %s and scale parameter %s." % (G, S, G, S),
        [("Median[LogLogisticDistribution[g, s]]", "s"),
         ("CDF[LogLogisticDistribution[2, 1], 1]", "1/2")])
declare("BetaPrimeDistribution",
        "BetaPrimeDistribution[p, q] represents a beta prime distribution with shape "
        "parameters p and q.",
        [("Mean[BetaPrimeDistribution[2, 3]]", "1"),
         ("PDF[BetaPrimeDistribution[1, 1], 1]", "1/4")])
declare("GompertzMakehamDistribution",
        "GompertzMakehamDistribution[%s, %s] represents a Gompertz distribution with scale "
        "parameter %s and frailty parameter %s." % (L, X, L, X),
        [("CDF[GompertzMakehamDistribution[1, 1], 1]", "1 - E^(1 - E)"),
         ("HazardFunction[GompertzMakehamDistribution[l, x], 2]", "E^(2 l) l x")])
declare("BirnbaumSaundersDistribution",
        "BirnbaumSaundersDistribution[%s, %s] represents the Birnbaum\u2013Saunders "
        "distribution with shape parameter %s and scale parameter %s." % (A, L, A, L),
        [("Mean[BirnbaumSaundersDistribution[2, 1]]", "3"),
         ("Median[BirnbaumSaundersDistribution[a, l]]", "1/l")])
declare("DagumDistribution",
        "DagumDistribution[p, a, b] represents a Dagum distribution with shape parameters p "
        "and a and scale parameter b.",
        [("CDF[DagumDistribution[1, 1, 1], 1]", "1/2"),
         ("CDF[DagumDistribution[2, 1, 1], 3]", "9/16")])
declare("NakagamiDistribution",
        "NakagamiDistribution[%s, %s] represents a Nakagami distribution with shape parameter "
        "%s and spread parameter %s." % (M, W, M, W),
        [("Mean[NakagamiDistribution[1, 1]]", "Sqrt[Pi]/2"),
         ("CDF[NakagamiDistribution[1, 1], 1]", "1 - 1/E")])
declare("RiceDistribution",
        "RiceDistribution[%s, %s] represents a Rice distribution with noncentrality parameter "
        "%s and scale parameter %s." % (A, B, A, B),
        [("PDF[RiceDistribution[0, 1], 1]", "1/Sqrt[E]"),
         ("RandomVariate[RiceDistribution[1, 2], 0]", "{}")])
declare("NoncentralChiSquareDistribution",
        "NoncentralChiSquareDistribution[%s, %s] represents a noncentral \u03c7^2 distribution "
        "with %s degrees of freedom and noncentrality parameter %s." % (N, L, N, L),
        [("Mean[NoncentralChiSquareDistribution[n, l]]", "l + n"),
         ("Variance[NoncentralChiSquareDistribution[2, 3]]", "16")])
declare("NoncentralFRatioDistribution",
        "NoncentralFRatioDistribution[n, m, %s] represents a noncentral F-ratio distribution "
        "with n numerator and m denominator degrees of freedom and numerator noncentrality "
        "parameter %s." % (L, L),
        [("Mean[NoncentralFRatioDistribution[2, 4, 2]]", "4"),
         ("Mean[NoncentralFRatioDistribution[2, 1, 2]]", "Indeterminate")])
declare("GumbelDistribution",
        "GumbelDistribution[%s, %s] represents a Gumbel distribution with location parameter "
        "%s and scale parameter %s. GumbelDistribution[] represents a Gumbel distribution "
        "with location parameter 0 and scale parameter 1." % (A, B, A, B),
        [("GumbelDistribution[]", "GumbelDistribution[0, 1]"),
         ("Mean[GumbelDistribution[a, b]]", "a - b EulerGamma")])
declare("ExtremeValueDistribution",
        "ExtremeValueDistribution[%s, %s] represents an extreme value distribution with "
        "location parameter %s and scale parameter %s. ExtremeValueDistribution[] represents "
        "an extreme value distribution with location parameter 0 and scale parameter 1."
        % (A, B, A, B),
        [("ExtremeValueDistribution[]", "ExtremeValueDistribution[0, 1]"),
         ("CDF[ExtremeValueDistribution[0, 1], 0]", "1/E")])
declare("SkewNormalDistribution",
        "SkewNormalDistribution[%s, %s, %s] represents a skew-normal distribution with shape "
        "parameter %s, location parameter %s, and scale parameter %s." % (M, S, A, A, M, S),
        [("Mean[SkewNormalDistribution[m, s, 0]]", "m"),
         ("PDF[SkewNormalDistribution[0, 1, 0], 0]", "1/Sqrt[2 Pi]")])
declare("VonMisesDistribution",
        "VonMisesDistribution[%s, %s] represents a von Mises distribution with mean %s and "
        "concentration %s." % (M, K, M, K),
        [("Mean[VonMisesDistribution[m, k]]", "m"),
         ("PDF[VonMisesDistribution[0, 1], 0]", "E/(2 Pi BesselI[0, 1])")])
declare("SechDistribution",
        "SechDistribution[%s, %s] represents a hyperbolic secant distribution with location "
        "parameter %s and scale parameter %s. SechDistribution[] represents a hyperbolic "
        "secant distribution with location parameter 0 and scale parameter 1." % (M, S, M, S),
        [("SechDistribution[]", "SechDistribution[0, 1]"),
         ("CDF[SechDistribution[0, 1], 0]", "1/2")])
declare("ExponentialPowerDistribution",
        "ExponentialPowerDistribution[%s, %s, %s] represents an exponential power "
        "distribution with shape parameter %s, location parameter %s, and scale parameter %s. "
        "ExponentialPowerDistribution[%s] represents an exponential power distribution with "
        "location parameter 0 and scale parameter 1." % (K, M, S, K, M, S, K),
        [("ExponentialPowerDistribution[2]", "ExponentialPowerDistribution[2, 0, 1]"),
         ("Variance[ExponentialPowerDistribution[2, 0, 1]]", "1")])
declare("MoyalDistribution",
        "MoyalDistribution[%s, %s] represents the Moyal distribution with location parameter "
        "%s and scale parameter %s. MoyalDistribution[] represents the Moyal distribution "
        "with location parameter 0 and scale parameter 1." % (M, S, M, S),
        [("MoyalDistribution[]", "MoyalDistribution[0, 1]"),
         ("Variance[MoyalDistribution[0, 1]]", "Pi^2/2")])
declare("LandauDistribution",
        "LandauDistribution[%s, %s] represents a Landau distribution with location parameter "
        "%s and scale parameter %s. LandauDistribution[] represents a Landau distribution "
        "with location parameter 0 and scale parameter 1." % (M, S, M, S),
        [("LandauDistribution[]", "LandauDistribution[0, 1]"),
         ("Mean[LandauDistribution[0, 1]]", "Indeterminate")])
declare("StableDistribution",
        "StableDistribution[%s, %s, %s, %s] represents the stable distribution "
        "S1(%s, %s, %s, %s) with index of stability %s, skewness parameter %s, location "
        "parameter %s, and scale parameter %s. StableDistribution[type, %s, %s, %s, %s] "
        "represents the stable distribution of type 0 or 1 (S0 or S1)." % ((A, B, M, S) * 4),
        [("Mean[StableDistribution[3/2, 0, 1, 1]]", "1"),
         ("Variance[StableDistribution[3/2, 0, 1, 1]]", "Infinity")])
declare("NoncentralStudentTDistribution",
        "NoncentralStudentTDistribution[%s, %s] represents a noncentral Student t "
        "distribution with %s degrees of freedom and noncentrality parameter %s."
        % (N, "\u03b4", N, "\u03b4"),
        [("Mean[NoncentralStudentTDistribution[3, 0]]", "0"),
         ("Mean[NoncentralStudentTDistribution[1, 1]]", "Indeterminate")])
declare("KumaraswamyDistribution",
        "KumaraswamyDistribution[%s, %s] represents a Kumaraswamy distribution with shape "
        "parameters %s and %s." % (A, B, A, B),
        [("CDF[KumaraswamyDistribution[2, 3], 1/2]", "37/64"),
         ("Mean[KumaraswamyDistribution[1, 1]]", "1/2")])
declare("ArcSinDistribution",
        "ArcSinDistribution[{xmin, xmax}] represents the arc sine distribution supported "
        "between xmin and xmax. ArcSinDistribution[] represents the arc sine distribution "
        "supported between 0 and 1.",
        [("ArcSinDistribution[]", "ArcSinDistribution[{0, 1}]"),
         ("Variance[ArcSinDistribution[{0, 1}]]", "1/8")])
declare("PERTDistribution",
        "PERTDistribution[{min, max}, c] represents a PERT distribution with range min to max "
        "and mode at c. PERTDistribution[{min, max}, c, %s] represents a modified PERT "
        "distribution with shape parameter %s." % (L, L),
        [("Mean[PERTDistribution[{0, 6}, 3]]", "3"),
         ("Mean[PERTDistribution[{0, 1}, c]]", "(1 + 4 c)/6")])
declare("UniformSumDistribution",
        "UniformSumDistribution[n] represents a statistical distribution for the sum of n "
        "random variables uniformly distributed from 0 to 1. UniformSumDistribution[n, {min, "
        "max}] represents a statistical distribution for the sum of n random variables "
        "uniformly distributed from min to max.",
        [("PDF[UniformSumDistribution[2], x]",
          "Piecewise[{{x, 0 <= x <= 1}, {2 - x, 1 < x <= 2}}, 0]"),
         ("Variance[UniformSumDistribution[3]]", "1/4")])
declare("BatesDistribution",
        "BatesDistribution[n] represents the distribution of the mean of n random variables "
        "uniformly distributed from 0 to 1. BatesDistribution[n, {min, max}] represents the "
        "distribution of the mean of n random variables uniformly distributed from min to "
        "max.",
        [("Variance[BatesDistribution[3]]", "1/36"),
         ("CDF[BatesDistribution[2], 1/2]", "1/2")])

import mathilda.algorithms.probability.continuous_more_extra  # noqa: E402,F401

declare("BenktanderGibratDistribution",
        "BenktanderGibratDistribution[a, b] represents a Benktander distribution of type I "
        "with parameters a and b.",
        [("Mean[BenktanderGibratDistribution[2, 1]]", "3/2"),
         ("CDF[BenktanderGibratDistribution[a, b], 1]", "0")])
declare("BenktanderWeibullDistribution",
        "BenktanderWeibullDistribution[a, b] represents a Benktander distribution of type II "
        "with parameters a and b.",
        [("Mean[BenktanderWeibullDistribution[2, 1/2]]", "3/2"),
         ("CDF[BenktanderWeibullDistribution[a, b], 1]", "0")])
declare("HoytDistribution",
        "HoytDistribution[q, %s] represents a Hoyt distribution with shape parameter q and "
        "spread parameter %s." % (W, W),
        [("Moment[HoytDistribution[1/2, w], 2]", "w"),
         ("PDF[HoytDistribution[1, 1], 1]", "2/E")])
