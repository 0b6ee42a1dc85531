"""RandomVariate: pseudorandom variates from a distribution, seeded by SeedRandom
(``algorithms/probability/sampling.py``)."""

from mathilda.algorithms.probability.dist import parse
from mathilda.algorithms.probability.sampling import variates
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

ARRAY = ("The array dimensions `1` given in position `2` of `3` should be a list of "
         "non-negative machine-sized integers giving the dimensions for the result.")
NOPRM = "The parameters of the distribution `1` are not numeric: it cannot be sampled."


def _dims(spec):
    if type(spec) is Integer and spec.value >= 0:
        return [spec.value]
    if isinstance(spec, Expression) and spec.head is S.List and spec.args and all(
            type(a) is Integer and a.value >= 0 for a in spec.args):
        return [a.value for a in spec.args]
    return None


@builtin("RandomVariate", nargs=(1, 2), messages={"array": ARRAY, "noprm": NOPRM},
         usage="RandomVariate[dist] gives a pseudorandom variate from the symbolic "
               "distribution dist. RandomVariate[dist, n] gives a list of n pseudorandom "
               "variates from the symbolic distribution dist. RandomVariate[dist, {n1, n2, "
               "...}] gives an n1 x n2 x ... array of pseudorandom variates.",
         examples=[("SeedRandom[7]; a = RandomVariate[NormalDistribution[], 3]; SeedRandom[7];"
                    " a == RandomVariate[NormalDistribution[], 3]", "True"),
                   ("Dimensions[RandomVariate[PoissonDistribution[2], {2, 3}]]", "{2, 3}"),
                   ("Developer`PackedArrayQ[RandomVariate[ExponentialDistribution[1], 5]]",
                    "True"),
                   ("Dimensions[RandomVariate[MultinormalDistribution[{0, 0}, "
                    "{{1, 0}, {0, 1}}], 4]]", "{4, 2}")])
def random_variate(ev, expr):
    d = parse(ev, expr.args[0])
    if d is None:
        return None
    dims = None
    if len(expr.args) == 2:
        dims = _dims(expr.args[1])
        if dims is None:
            ev.message("RandomVariate", "array", expr.args[1], Integer(2), expr)
            return None
    r = variates(ev, d, dims)
    if r is None:
        ev.message("RandomVariate", "noprm", expr.args[0])
    return r
