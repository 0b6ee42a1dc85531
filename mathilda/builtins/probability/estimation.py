"""FindDistributionParameters and EstimatedDistribution: maximum likelihood estimates of a
family's parameters from data (``algorithms/probability/estimation.py``)."""

from mathilda.algorithms.probability.estimation import estimate
from mathilda.core.registry import builtin


@builtin("FindDistributionParameters", nargs=2,
         usage="FindDistributionParameters[data, dist] finds the parameter estimates for the "
               "distribution dist from data.",
         examples=[("FindDistributionParameters[{1, 2, 3}, NormalDistribution[m, s]]",
                    "{m -> 2, s -> Sqrt[2/3]}"),
                   ("FindDistributionParameters[{1, 1, 2, 4}, PoissonDistribution[m]]",
                    "{m -> 2}")])
def find_distribution_parameters(ev, expr):
    return estimate(ev, expr.args[0], expr.args[1])


@builtin("EstimatedDistribution", nargs=2,
         usage="EstimatedDistribution[data, dist] estimates the parametric distribution dist "
               "from data.",
         examples=[("EstimatedDistribution[{1, 2, 3, 6}, ExponentialDistribution[l]]",
                    "ExponentialDistribution[1/3]"),
                   ("EstimatedDistribution[{0, 1, 1, 1}, BernoulliDistribution[p]]",
                    "BernoulliDistribution[3/4]")])
def estimated_distribution(ev, expr):
    rules = estimate(ev, expr.args[0], expr.args[1])
    if rules is None:
        return None
    return ev.call("ReplaceAll", expr.args[1], rules)
