"""FindDistributionParameters and EstimatedDistribution: maximum likelihood estimates of a
family's parameters from data (``algorithms/probability/estimation.py``); Likelihood and
LogLikelihood of observations (``algorithms/probability/likelihood.py``)."""

from mathilda.algorithms.probability.dist import parse
from mathilda.algorithms.probability.estimation import by_moments, estimate, starting_values
from mathilda.algorithms.probability.likelihood import likelihood, log_likelihood
from mathilda.core.expr import String
from mathilda.core.registry import builtin


MESSAGES = {
    "dsupp": "The data are not all in the support of `1` for any values of its parameters.",
    "ndist": "`1` is not a parametric distribution whose parameters can be estimated.",
    "rctndm1": "The argument `1` at position `2` should be a rectangular array of real "
               "numbers with length greater than the dimension of the distribution.",
}


ESTIMATORS = {"MaximumLikelihood": None, "MethodOfMoments": False,
              "MethodOfCentralMoments": True}


def _estimate(ev, expr, name):
    """The rules of the estimate, or None; the third argument gives starting values, the
    ParameterEstimator option the method."""
    pos, opts = ev.split_options(expr)
    if len(pos) not in (2, 3):
        return None
    data, dist = pos[0], pos[1]
    method = opts.get("ParameterEstimator")
    key = method.value if type(method) is String else None
    if key not in ESTIMATORS:
        ev.message(name, "estm", method)
        return None
    starts = None
    if len(pos) == 3:
        starts = starting_values(ev, dist, pos[2])
        if starts is None:
            ev.message(name, "init", pos[2])
            return None
    if ESTIMATORS[key] is not None:
        r = estimate(ev, data, dist, name, check_only=True)
        if r is None:
            return None
        return by_moments(ev, data, dist, central=ESTIMATORS[key])
    return estimate(ev, data, dist, name, starts)


OPTIONS = {"ParameterEstimator": '"MaximumLikelihood"', "AccuracyGoal": "Automatic",
           "PrecisionGoal": "Automatic", "WorkingPrecision": "Automatic"}
MESSAGES.update({
    "estm": "`1` is not a valid setting for ParameterEstimator: use \"MaximumLikelihood\", "
            "\"MethodOfMoments\" or \"MethodOfCentralMoments\".",
    "init": "`1` is not a list of parameters with starting values {{p, p0}, ...} or an "
            "instance of the distribution family.",
})


@builtin("FindDistributionParameters", nargs=(2, 3), messages=MESSAGES, options=OPTIONS,
         usage="FindDistributionParameters[data, dist] finds the parameter estimates for the "
               "distribution dist from data. FindDistributionParameters[data, dist, {{p, p0}, "
               "{q, q0}, ...}] finds the parameters p, q, ... with starting values p0, q0, "
               "....",
         examples=[("FindDistributionParameters[{1, 2, 3}, NormalDistribution[m, s]]",
                    "{m -> 2, s -> Sqrt[2/3]}"),
                   ("FindDistributionParameters[{1, 1, 2, 4}, PoissonDistribution[m]]",
                    "{m -> 2}"),
                   ("FindDistributionParameters[{1, 2, 4, 5}, GammaDistribution[a, b], "
                    "ParameterEstimator -> \"MethodOfMoments\"]", "{a -> 18/5, b -> 5/6}")])
def find_distribution_parameters(ev, expr):
    return _estimate(ev, expr, "FindDistributionParameters")


@builtin("EstimatedDistribution", nargs=(2, 3), messages=MESSAGES, options=OPTIONS,
         usage="EstimatedDistribution[data, dist] estimates the parametric distribution dist "
               "from data. EstimatedDistribution[data, dist, {{p, p0}, {q, q0}, ...}] "
               "estimates the parameters p, q, ... with starting values p0, q0, .... "
               "EstimatedDistribution[data, dist, idist] takes the starting values from the "
               "instantiated distribution idist.",
         examples=[("EstimatedDistribution[{1, 2, 3, 6}, ExponentialDistribution[l]]",
                    "ExponentialDistribution[1/3]"),
                   ("EstimatedDistribution[{0, 1, 1, 1}, BernoulliDistribution[p]]",
                    "BernoulliDistribution[3/4]"),
                   ("EstimatedDistribution[{1.2, 0.7, 2.5, 1.9}, WeibullDistribution[a, b], "
                    "{{a, 2}, {b, 1}}]", "WeibullDistribution[2.54427, 1.78236]")])
def estimated_distribution(ev, expr):
    rules = _estimate(ev, expr, "EstimatedDistribution")
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
