"""EmpiricalDistribution (and DataDistribution), TransformedDistribution,
ProbabilityDistribution, TruncatedDistribution, MixtureDistribution
(``algorithms/probability/derived.py``, ``transforms.py`` and ``compound.py``)."""

import mathilda.algorithms.probability.compound  # noqa: F401  (Truncated, Mixture)
from mathilda.algorithms.probability.derived import empirical_data
from mathilda.algorithms.probability.transforms import simplify_transformed
from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")


@builtin("EmpiricalDistribution", nargs=1, attributes=ATTRIBUTES,
         usage="EmpiricalDistribution[{x1, x2, ...}] represents an empirical distribution "
               "based on the data values xi. EmpiricalDistribution[{{x1, y1, ...}, {x2, y2, "
               "...}, ...}] represents a multivariate empirical distribution based on the "
               "data values {xi, yi, ...}. EmpiricalDistribution[{w1, w2, ...} -> {x1, x2, "
               "...}] represents an empirical distribution where data value xi has weight wi.",
         examples=[("EmpiricalDistribution[{1, 2, 2, 3}]",
                    "DataDistribution[Empirical, {{1/4, 1/2, 1/4}, {1, 2, 3}, False}, 1, 4]"),
                   ("CDF[EmpiricalDistribution[{1, 2, 2, 3}], 2]", "3/4")])
def empirical_distribution(ev, expr):
    a = expr.args[0]
    if isinstance(a, Expression) and a.head is S.Rule and len(a.args) == 2:
        return empirical_data(ev, a.args[1], a.args[0])
    return empirical_data(ev, a)


@builtin("DataDistribution", attributes=ATTRIBUTES,
         usage="DataDistribution[type, data, dim, n] represents a probability distribution "
               "estimated from a set of data (what EmpiricalDistribution evaluates to).",
         examples=[("PDF[DataDistribution[\"Empirical\", {{1/2, 1/2}, {a, b}, False}, 1, 2], a]",
                    "1/2")])
def data_distribution(ev, expr):
    return None


@builtin("TransformedDistribution", nargs=2, attributes=ATTRIBUTES,
         usage="TransformedDistribution[expr, x \\[Distributed] dist] represents the "
               "transformed distribution of expr where the random variable x follows the "
               "distribution dist.",
         examples=[("TransformedDistribution[2 x + 3, x \\[Distributed] NormalDistribution[0, 1]]",
                    "NormalDistribution[3, 2]"),
                   ("TransformedDistribution[a + b x, x \\[Distributed] "
                    "NormalDistribution[m, s]]", "NormalDistribution[a + b m, s Abs[b]]"),
                   ("CDF[TransformedDistribution[2 x, x \\[Distributed] "
                    "PoissonDistribution[1]], 2]", "2/E")])
def transformed_distribution(ev, expr):
    return simplify_transformed(ev, expr)


@builtin("ProbabilityDistribution", nargs=2, attributes=ATTRIBUTES,
         options={"Method": "Automatic"},
         usage="ProbabilityDistribution[pdf, {x, xmin, xmax}] represents the continuous "
               "distribution with PDF pdf in the variable x where the pdf is taken to be zero "
               "for x < xmin and x > xmax. ProbabilityDistribution[pdf, {x, xmin, xmax, 1}] "
               "represents the discrete distribution with PDF pdf in the variable x.",
         examples=[("CDF[ProbabilityDistribution[2 x, {x, 0, 1}], t]",
                    "Piecewise[{{t^2, 0 <= t <= 1}, {1, t > 1}}, 0]"),
                   ("Expectation[x, x \\[Distributed] ProbabilityDistribution[2 x, {x, 0, 1}]]",
                    "2/3"),
                   ("Median[ProbabilityDistribution[2 x, {x, 0, 1}]]", "1/Sqrt[2]")])
def probability_distribution(ev, expr):
    return None


@builtin("TruncatedDistribution", nargs=2, attributes=ATTRIBUTES,
         messages={"trrng": "The truncation range `1` in `2` is expected to be {xmin, xmax} "
                            "with xmin < xmax."},
         usage="TruncatedDistribution[{xmin, xmax}, dist] represents the distribution obtained "
               "by truncating the values of dist to lie between xmin and xmax.",
         examples=[("PDF[TruncatedDistribution[{0, 1}, ExponentialDistribution[1]], x]",
                    "Piecewise[{{E^(-x)/(1 - 1/E), 0 <= x <= 1}}, 0]"),
                   ("Mean[TruncatedDistribution[{0, 2}, UniformDistribution[{0, 4}]]]", "1"),
                   ("CDF[TruncatedDistribution[{-1., 1.}, NormalDistribution[]], 0.]", "0.5")])
def truncated_distribution(ev, expr):
    return None


@builtin("MixtureDistribution", nargs=2, attributes=ATTRIBUTES,
         messages={"mixwts": "The weights `1` in `2` are expected to be nonnegative.",
                   "mixlen": "The weights and the distributions in `1` are expected to be "
                             "lists of the same length."},
         usage="MixtureDistribution[{w1, ..., wn}, {dist1, ..., distn}] represents a mixture "
               "distribution whose CDF is given as a sum of the CDFs of the component "
               "distributions disti, each with weight wi.",
         examples=[("Mean[MixtureDistribution[{1, 3}, {NormalDistribution[0, 1], "
                    "NormalDistribution[4, 1]}]]", "3"),
                   ("Quantile[MixtureDistribution[{1, 3}, {NormalDistribution[0, 1], "
                    "NormalDistribution[4, 1]}], 0.5]", "3.56944"),
                   ("PDF[MixtureDistribution[{1, 1}, {ExponentialDistribution[1], "
                    "ExponentialDistribution[2]}], 1]", "1/E^2 + 1/(2 E)"),
                   ("CDF[MixtureDistribution[{1, 2}, {PoissonDistribution[1], "
                    "PoissonDistribution[2]}], 0]", "2/(3 E^2) + 1/(3 E)")])
def mixture_distribution(ev, expr):
    return None
