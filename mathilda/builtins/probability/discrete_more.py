"""More discrete distribution families (round 5): inert heads; the formulas are in
``algorithms/probability/discrete_more.py``."""

import mathilda.algorithms.probability.discrete_more  # noqa: F401  (registers the families)
from mathilda.builtins.probability.heads import declare

A, B, L, M, T, R = "\u03b1", "\u03b2", "\u03bb", "\u03bc", "\u03b8", "\u03c1"

declare("BetaBinomialDistribution",
        "BetaBinomialDistribution[%s, %s, n] represents a beta binomial mixture distribution "
        "with beta distribution parameters %s and %s and n binomial trials." % (A, B, A, B),
        [("PDF[BetaBinomialDistribution[1, 1, 3], 2]", "1/4"),
         ("Mean[BetaBinomialDistribution[a, b, n]]", "(a n)/(a + b)")])
declare("BetaNegativeBinomialDistribution",
        "BetaNegativeBinomialDistribution[%s, %s, n] represents a beta negative binomial "
        "mixture distribution with beta distribution parameters %s and %s and n successful "
        "trials." % (A, B, A, B),
        [("PDF[BetaNegativeBinomialDistribution[2, 1, 1], 0]", "2/3"),
         ("Mean[BetaNegativeBinomialDistribution[3, 2, 4]]", "4")])
declare("LogSeriesDistribution",
        "LogSeriesDistribution[%s] represents a logarithmic series distribution with "
        "parameter %s." % (T, T),
        [("PDF[LogSeriesDistribution[1/2], 1]", "1/(2 Log[2])"),
         ("Mean[LogSeriesDistribution[1/2]]", "1/Log[2]")])
declare("ZipfDistribution",
        "ZipfDistribution[%s] represents a zeta distribution with parameter %s. "
        "ZipfDistribution[n, %s] represents a Zipf distribution with parameter %s and support "
        "1 to n." % (R, R, R, R),
        [("PDF[ZipfDistribution[1], 2]", "3/(2 Pi^2)"),
         ("CDF[ZipfDistribution[3, 1], 2]", "45/49")])
declare("SkellamDistribution",
        "SkellamDistribution[%s1, %s2] represents a Skellam distribution with shape "
        "parameters %s1 and %s2." % (M, M, M, M),
        [("Mean[SkellamDistribution[m1, m2]]", "m1 - m2"),
         ("Variance[SkellamDistribution[2, 3]]", "5")])
declare("BorelTannerDistribution",
        "BorelTannerDistribution[%s, n] represents a Borel\u2013Tanner distribution with shape "
        "parameters %s and n." % (A, A),
        [("PDF[BorelTannerDistribution[1/2, 1], 1]", "1/Sqrt[E]"),
         ("Mean[BorelTannerDistribution[1/2, 3]]", "6")])
declare("BenfordDistribution",
        "BenfordDistribution[b] represents a Benford distribution with base parameter b.",
        [("PDF[BenfordDistribution[10], 1]", "Log[2]/Log[10]"),
         ("CDF[BenfordDistribution[10], 9]", "1")])
declare("PascalDistribution",
        "PascalDistribution[n, p] represents a Pascal distribution with parameters n and p.",
        [("PDF[PascalDistribution[2, 1/2], 3]", "1/4"),
         ("Mean[PascalDistribution[n, p]]", "n/p")])
declare("PoissonConsulDistribution",
        "PoissonConsulDistribution[%s, %s] represents a Poisson\u2013Consul distribution with "
        "parameters %s and %s." % (M, L, M, L),
        [("PDF[PoissonConsulDistribution[1, 1/2], 0]", "1/E"),
         ("Mean[PoissonConsulDistribution[1, 1/2]]", "2")])
declare("WaringYuleDistribution",
        "WaringYuleDistribution[%s] represents the Yule distribution with shape parameter %s. "
        "WaringYuleDistribution[%s, %s] represents the Waring distribution with shape "
        "parameters %s and %s." % (A, A, A, B, A, B),
        [("PDF[WaringYuleDistribution[2], 0]", "2/3"),
         ("Mean[WaringYuleDistribution[3, 2]]", "1")])
