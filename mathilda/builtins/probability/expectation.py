"""Expectation, NExpectation, Probability, NProbability and the Distributed head
(``algorithms/probability/expectation.py``)."""

from mathilda.algorithms.probability.derived import empirical_data
from mathilda.algorithms.probability.dist import parse
from mathilda.algorithms.probability.expectation import expectation, parse_specs, probability
from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin, symbol_spec

symbol_spec("Distributed",
            usage="x \\[Distributed] dist or Distributed[x, dist] asserts that the random "
                  "variable x is distributed according to the probability distribution dist.",
            examples=[("FullForm[x \\[Distributed] NormalDistribution[0, 1]]",
                       "Distributed[x, NormalDistribution[0, 1]]"),
                      ("Distributed[x, PoissonDistribution[m]]",
                       "x \\[Distributed] PoissonDistribution[m]")])


def _to_dist(ev, d):
    """A Dist for a distribution, or for a data list (its EmpiricalDistribution)."""
    if isinstance(d, Expression) and d.head is S.List:
        e = empirical_data(ev, d)
        return parse(ev, e) if e is not None else None
    return parse(ev, d)


def _specs(ev, expr):
    return parse_specs(ev, expr.args[1], _to_dist)


@builtin("Expectation", nargs=2, attributes=("Protected", "ReadProtected"),
         usage="Expectation[expr, x \\[Distributed] dist] gives the expectation of expr "
               "under the assumption that x follows the probability distribution dist. "
               "Expectation[expr, {x1, x2, ...} \\[Distributed] dist] gives the expectation "
               "of expr under the assumption that {x1, x2, ...} follows the multivariate "
               "distribution dist. Expectation[expr, {x1 \\[Distributed] dist1, x2 "
               "\\[Distributed] dist2, ...}] gives the expectation of expr under the "
               "assumption that x1, x2, ... are independent and follow the distributions "
               "dist1, dist2, ....",
         examples=[("Expectation[x^2 + 3 x, x \\[Distributed] PoissonDistribution[m]]",
                    "m (4 + m)"),
                   ("Expectation[x y, {x \\[Distributed] ExponentialDistribution[a], "
                    "y \\[Distributed] ExponentialDistribution[b]}]", "1/(a b)"),
                   ("Expectation[x^2, x \\[Distributed] {1, 2, 3}]", "14/3")])
def expectation_(ev, expr):
    specs = _specs(ev, expr)
    if specs is None:
        return None
    return expectation(ev, expr.args[0], specs)


@builtin("NExpectation", nargs=2, attributes=("Protected", "ReadProtected"),
         usage="NExpectation[expr, x \\[Distributed] dist] gives the numerical expectation of "
               "expr under the assumption that x follows the probability distribution dist.",
         examples=[("NExpectation[Sqrt[x], x \\[Distributed] ExponentialDistribution[1]]",
                    "0.886227"),
                   ("NExpectation[x^3, x \\[Distributed] PoissonDistribution[2]]", "22.")])
def n_expectation(ev, expr):
    specs = _specs(ev, expr)
    if specs is None:
        return None
    return expectation(ev, expr.args[0], specs, numeric=True)


@builtin("Probability", nargs=2, attributes=("Protected", "ReadProtected"),
         usage="Probability[pred, x \\[Distributed] dist] gives the probability for an event "
               "that satisfies the predicate pred under the assumption that x follows the "
               "probability distribution dist.",
         examples=[("Probability[x > 1, x \\[Distributed] ExponentialDistribution[l]]",
                    "E^(-l)"),
                   ("Probability[1 <= x <= 3, x \\[Distributed] PoissonDistribution[2]]",
                    "16/(3 E^2)"),
                   ("Probability[x > 2, x \\[Distributed] {1, 2, 3, 4}]", "1/2")])
def probability_(ev, expr):
    specs = _specs(ev, expr)
    if specs is None:
        return None
    return probability(ev, expr.args[0], specs)


@builtin("NProbability", nargs=2, attributes=("Protected", "ReadProtected"),
         usage="NProbability[pred, x \\[Distributed] dist] gives the numerical probability for "
               "an event that satisfies the predicate pred under the assumption that x follows "
               "the probability distribution dist.",
         examples=[("NProbability[x > 1.96, x \\[Distributed] NormalDistribution[0, 1]]",
                    "0.0249979"),
                   ("NProbability[x^2 < 1, x \\[Distributed] NormalDistribution[0, 1]]",
                    "0.682689")])
def n_probability(ev, expr):
    specs = _specs(ev, expr)
    if specs is None:
        return None
    return probability(ev, expr.args[0], specs, numeric=True)
