"""FindDistributionParameters and EstimatedDistribution: maximum likelihood estimates of a
family's parameters from data (``algorithms/probability/estimation.py``); Likelihood and
LogLikelihood of observations (``algorithms/probability/likelihood.py``)."""

from mathilda.algorithms.probability.dist import parse
from mathilda.algorithms.probability.estimation import estimate
from mathilda.algorithms.probability.likelihood import likelihood, log_likelihood
from mathilda.core.registry import builtin


MESSAGES = {
    "dsupp": "The data are not all in the support of `1` for any values of its parameters.",
    "ndist": "`1` is not a parametric distribution whose parameters can be estimated.",
    "rctndm1": "The argument `1` at position `2` should be a rectangular array of real "
               "numbers with length greater than the dimension of the distribution.",
}


@builtin("FindDistributionParameters", nargs=2, messages=MESSAGES,
         usage="FindDistributionParameters[data, dist] finds the parameter estimates for the "
               "distribution dist from data.",
         examples=[("FindDistributionParameters[{1, 2, 3}, NormalDistribution[m, s]]",
                    "{m -> 2, s -> Sqrt[2/3]}"),
                   ("FindDistributionParameters[{1, 1, 2, 4}, PoissonDistribution[m]]",
                    "{m -> 2}")])
def find_distribution_parameters(ev, expr):
    return estimate(ev, expr.args[0], expr.args[1], "FindDistributionParameters")


@builtin("EstimatedDistribution", nargs=2, messages=MESSAGES,
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


def _likelihood_builtin(name, fn, usage, examples):
    @builtin(name, nargs=2, attributes=("Protected", "ReadProtected"), usage=usage,
             examples=examples)
    def impl(ev, expr, _fn=fn):
        d = parse(ev, expr.args[0])
        if d is None:
            return None
        return _fn(ev, d, expr.args[1])

    impl.__name__ = name
    return impl


_likelihood_builtin(
    "LogLikelihood", log_likelihood,
    "LogLikelihood[dist, {x1, x2, ...}] gives the log-likelihood function for observations "
    "x1, x2, ... from the distribution dist.",
    [("LogLikelihood[NormalDistribution[m, s], {x, y}]",
      "-(-m + x)^2/(2 s^2) - (-m + y)^2/(2 s^2) - Log[2 Pi] - 2 Log[s]"),
     ("LogLikelihood[NormalDistribution[0, 1], {1, 2}]", "-5/2 - Log[2 Pi]"),
     ("LogLikelihood[PoissonDistribution[2.], {1, 2, 3}]", "-4.32602")])
_likelihood_builtin(
    "Likelihood", likelihood,
    "Likelihood[dist, {x1, x2, ...}] gives the likelihood function for observations x1, "
    "x2, ... from the distribution dist.",
    [("Likelihood[NormalDistribution[0, 1], {1, 2}]", "1/(2 E^(5/2) Pi)"),
     ("Likelihood[ExponentialDistribution[l], {1, 3}]", "E^(-4 l) l^2"),
     ("Likelihood[PoissonDistribution[2.], {1, 2, 3}]", "0.01322")])
