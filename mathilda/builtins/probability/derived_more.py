"""ProductDistribution, MarginalDistribution, CensoredDistribution, OrderDistribution,
ParameterMixtureDistribution (``algorithms/probability/derived_more.py``) and
FindDistribution (``algorithms/probability/find.py``)."""

from mathilda.algorithms.probability.derived_more import marginal
from mathilda.algorithms.probability.find import find_distribution
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")


@builtin("ProductDistribution", attributes=ATTRIBUTES,
         usage="ProductDistribution[dist1, dist2, ...] represents the joint distribution with "
               "independent component distributions dist1, dist2, .... "
               "ProductDistribution[..., {disti, n}, ...] represents n copies of disti.",
         examples=[("PDF[ProductDistribution[ExponentialDistribution[1], "
                    "ExponentialDistribution[2]], {1, 1}]", "2/E^3"),
                   ("Mean[ProductDistribution[NormalDistribution[1, 2], "
                    "PoissonDistribution[3]]]", "{1, 3}"),
                   ("Covariance[ProductDistribution[{UniformDistribution[{0, 1}], 2}]]",
                    "{{1/12, 0}, {0, 1/12}}")])
def product_distribution(ev, expr):
    return None


@builtin("MarginalDistribution", nargs=2, attributes=ATTRIBUTES,
         usage="MarginalDistribution[dist, k] represents a univariate marginal distribution of "
               "the kth coordinate from the multivariate distribution dist. "
               "MarginalDistribution[dist, {k1, k2, ...}] represents a multivariate marginal "
               "distribution of the {k1, k2, ...} coordinates.",
         examples=[("MarginalDistribution[BinormalDistribution[{1, 2}, {3, 4}, 1/2], 2]",
                    "NormalDistribution[2, 4]"),
                   ("MarginalDistribution[DirichletDistribution[{1, 2, 3}], 1]",
                    "BetaDistribution[1, 5]"),
                   ("MarginalDistribution[ProductDistribution[NormalDistribution[0, 1], "
                    "ExponentialDistribution[2]], 2]", "ExponentialDistribution[2]")])
def marginal_distribution(ev, expr):
    dist, k = expr.args
    if type(k) is Integer:
        ks = [k.value]
    elif isinstance(k, Expression) and k.head is S.List and k.args and \
            all(type(a) is Integer for a in k.args):
        ks = [a.value for a in k.args]
    else:
        return None
    return marginal(ev, dist, ks)


@builtin("CensoredDistribution", nargs=2, attributes=ATTRIBUTES,
         messages={"cnrng": "The censoring range `1` in `2` is expected to be {xmin, xmax} "
                            "with xmin < xmax."},
         usage="CensoredDistribution[{xmin, xmax}, dist] represents the distribution of values "
               "that come from dist and are censored to be between xmin and xmax.",
         examples=[("CDF[CensoredDistribution[{0, 1}, UniformDistribution[{-1, 2}]], 1/2]",
                    "1/2"),
                   ("CDF[CensoredDistribution[{0, 1}, UniformDistribution[{-1, 2}]], 1]", "1"),
                   ("Mean[CensoredDistribution[{0, Infinity}, UniformDistribution[{-1, 1}]]]",
                    "1/4")])
def censored_distribution(ev, expr):
    return None


@builtin("OrderDistribution", nargs=2, attributes=ATTRIBUTES,
         messages={"ordk": "The order `1` in `2` is expected to be an integer between 1 and "
                           "the sample size."},
         usage="OrderDistribution[{dist, n}, k] represents the kth-order statistics "
               "distribution for n observations from the distribution dist.",
         examples=[("CDF[OrderDistribution[{UniformDistribution[{0, 1}], 3}, 3], x]",
                    "Piecewise[{{x^3, 0 <= x <= 1}, {1, x > 1}}, 0]"),
                   ("Mean[OrderDistribution[{UniformDistribution[{0, 1}], 3}, 1]]", "1/4")])
def order_distribution(ev, expr):
    return None


@builtin("ParameterMixtureDistribution", nargs=2, attributes=ATTRIBUTES,
         usage="ParameterMixtureDistribution[dist[\u03b8], \u03b8 \\[Distributed] w\u03b8] "
               "represents a parameter mixture distribution where the parameter \u03b8 is "
               "distributed according to the weight distribution w\u03b8.",
         examples=[("Mean[ParameterMixtureDistribution[PoissonDistribution[m], "
                    "m \\[Distributed] ExponentialDistribution[1]]]", "1"),
                   ("Mean[ParameterMixtureDistribution[NormalDistribution[m, 1], "
                    "m \\[Distributed] UniformDistribution[{0, 2}]]]", "1")])
def parameter_mixture_distribution(ev, expr):
    return None


@builtin("FindDistribution", nargs=(1, 2), attributes=ATTRIBUTES,
         messages={"data": "The data `1` is expected to be a list of at least 4 real numbers."},
         usage="FindDistribution[data] finds a simple functional form to fit the distribution "
               "of data. FindDistribution[data, n] finds up to n best distributions.",
         examples=[("SeedRandom[1]; Head[FindDistribution[RandomVariate["
                    "PoissonDistribution[4], 300]]]", "PoissonDistribution"),
                   ("Head[FindDistribution[{0.1, 0.5, 0.3, 0.9, 0.7, 0.2, 0.8, 0.6, 0.4}]]",
                    "UniformDistribution")])
def find_distribution_builtin(ev, expr):
    n = expr.args[1] if len(expr.args) == 2 else None
    if n is not None and not (type(n) is Integer and n.value >= 1):
        return None
    return find_distribution(ev, expr, expr.args[0], None if n is None else n.value)


import mathilda.algorithms.probability.data_dists  # noqa: E402,F401  (the constructors)


@builtin("HistogramDistribution", nargs=(1, 2), attributes=ATTRIBUTES,
         usage="HistogramDistribution[{x1, x2, ...}] represents the probability distribution "
               "corresponding to a histogram of the data values xi. "
               "HistogramDistribution[{x1, x2, ...}, bspec] represents a probability "
               "distribution corresponding to the histogram of the data values with bins "
               "specified by bspec.",
         examples=[("PDF[HistogramDistribution[{1, 2, 2, 3}, {{0, 2, 4}}], 1]", "1/8"),
                   ("Mean[HistogramDistribution[{1, 2, 2, 3}, {{0, 2, 4}}]]", "5/2")])
def histogram_distribution(ev, expr):
    return None


@builtin("SmoothKernelDistribution", nargs=(1, 3), attributes=ATTRIBUTES,
         usage="SmoothKernelDistribution[{x1, x2, ...}] represents a smooth kernel "
               "distribution based on the data values xi. SmoothKernelDistribution[{x1, x2, "
               "...}, bw] represents a smooth kernel distribution with bandwidth bw.",
         examples=[("Mean[SmoothKernelDistribution[{1, 2, 3, 4}, 0.5]]", "2.5"),
                   ("Variance[SmoothKernelDistribution[{1, 2, 3, 4}, 0.5]]", "1.5")])
def smooth_kernel_distribution(ev, expr):
    return None


@builtin("KernelMixtureDistribution", nargs=(1, 3), attributes=ATTRIBUTES,
         usage="KernelMixtureDistribution[{x1, x2, ...}] represents a kernel mixture "
               "distribution based on the data values xi. KernelMixtureDistribution[{x1, x2, "
               "...}, bw] represents a kernel mixture distribution with bandwidth bw.",
         examples=[("CDF[KernelMixtureDistribution[{0, 0}, 1], 0]", "0.5"),
                   ("Mean[KernelMixtureDistribution[{1, 3}, 1]]", "2.")])
def kernel_mixture_distribution(ev, expr):
    return None


import mathilda.algorithms.probability.copula  # noqa: E402,F401  (the constructor)


@builtin("CopulaDistribution", nargs=2, attributes=ATTRIBUTES,
         messages={"cprm": "The copula parameter `1` in `2` is outside the range the kernel "
                           "allows."},
         usage="CopulaDistribution[ker, {dist1, dist2, ...}] represents a copula distribution "
               "with kernel distribution ker and marginal distributions dist1, dist2, ....",
         examples=[("CDF[CopulaDistribution[\"Product\", {UniformDistribution[{0, 1}], "
                    "UniformDistribution[{0, 1}]}], {1/2, 1/3}]", "1/6"),
                   ("CDF[CopulaDistribution[{\"FGM\", 1}, {UniformDistribution[{0, 1}], "
                    "UniformDistribution[{0, 1}]}], {1/2, 1/2}]", "5/16"),
                   ("Mean[CopulaDistribution[{\"Clayton\", 2}, {ExponentialDistribution[1], "
                    "NormalDistribution[3, 1]}]]", "{1, 3}")])
def copula_distribution(ev, expr):
    return None


@builtin("CategoricalDistribution", nargs=(1, 2), attributes=ATTRIBUTES,
         messages={"catprob": "The probabilities `1` in `2` are expected to be nonnegative "
                              "numbers with a positive total."},
         usage="CategoricalDistribution[{c1, c2, ...}] represents a categorical distribution "
               "where all categories ci are equally likely. CategoricalDistribution[{c1, c2, "
               "...}, {p1, p2, ...}] represents a categorical distribution where category ci "
               "has probability pi.",
         examples=[("PDF[CategoricalDistribution[{a, b, c}, {1, 2, 1}], b]", "1/2"),
                   ("PDF[CategoricalDistribution[{\"H\", \"T\"}], \"H\"]", "1/2"),
                   ("Length[RandomVariate[CategoricalDistribution[{x, y}], 5]]", "5")])
def categorical_distribution(ev, expr):
    return None


@builtin("SurvivalDistribution", nargs=1, attributes=ATTRIBUTES,
         usage="SurvivalDistribution[{e1, e2, ...}] represents a survival distribution with "
               "event times ei.",
         examples=[("SurvivalFunction[SurvivalDistribution[{1, 2, 2, 5}], 2]", "1/4"),
                   ("Mean[SurvivalDistribution[{1, 2, 2, 5}]]", "5/2")])
def survival_distribution(ev, expr):
    return None
