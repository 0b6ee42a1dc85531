"""RandomVariate: pseudorandom variates from a distribution, seeded by SeedRandom
(``algorithms/probability/sampling.py``)."""

from mathilda.algorithms.arithmetic.random import (draw_array, generator, random_digits,
                                                   working_digits)
from mathilda.algorithms.probability.dist import parse
from mathilda.algorithms.probability.sampling import DISCRETE, variates
from mathilda.core.expr import Expression, Integer, Real, S
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


PRECBD = ("Requested precision `1` is not a machine-sized real number between $MinPrecision "
          "and $MaxPrecision.")


def _precise(ev, dist, d, dims, digits):
    """Variates of a continuous univariate distribution with ``digits`` digits: inverse-CDF
    sampling of uniform numbers drawn at that precision."""
    g = generator(ev)
    prec = Real(float(digits))

    def draw(n):
        out = []
        for _ in range(n):
            u = random_digits(g, Integer(0), Integer(1), digits + 5)
            x = ev.evaluate(Expression(S.N, (Expression(S.InverseCDF, (dist, u)), prec)))
            if not x.is_number:
                raise _NotNumeric
            out.append(x)
        return out
    try:
        if dims is None:
            return draw(1)[0]
        return draw_array(ev, "RandomVariate", dims, draw)
    except _NotNumeric:
        return None


class _NotNumeric(Exception):
    """A variate drawn at WorkingPrecision did not evaluate to a number."""


@builtin("RandomVariate", nargs=(1, 2), messages={"array": ARRAY, "noprm": NOPRM,
                                                  "precbd": PRECBD},
         options={"WorkingPrecision": "MachinePrecision", "Method": "Automatic"},
         usage="RandomVariate[dist] gives a pseudorandom variate from the symbolic "
               "distribution dist. RandomVariate[dist, n] gives a list of n pseudorandom "
               "variates from the symbolic distribution dist. RandomVariate[dist, {n1, n2, "
               "...}] gives an n1 x n2 x ... array of pseudorandom variates. With WorkingPrecision "
               "-> p the variates of a continuous distribution have p digits.",
         examples=[("SeedRandom[7]; a = RandomVariate[NormalDistribution[], 3]; SeedRandom[7];"
                    " a == RandomVariate[NormalDistribution[], 3]", "True"),
                   ("Dimensions[RandomVariate[PoissonDistribution[2], {2, 3}]]", "{2, 3}"),
                   ("Developer`PackedArrayQ[RandomVariate[ExponentialDistribution[1], 5]]",
                    "True"),
                   ("Dimensions[RandomVariate[MultinormalDistribution[{0, 0}, "
                    "{{1, 0}, {0, 1}}], 4]]", "{4, 2}"),
                   ("SeedRandom[2]; Precision /@ RandomVariate[NormalDistribution[], 2, "
                    "WorkingPrecision -> 30]", "{30., 30.}")])
def random_variate(ev, expr):
    args, opts = ev.split_options(expr)
    d = parse(ev, args[0])
    if d is None:
        return None
    dims = None
    if len(args) == 2:
        dims = _dims(args[1])
        if dims is None:
            ev.message("RandomVariate", "array", args[1], Integer(2), expr)
            return None
    digits = working_digits(ev, "RandomVariate", expr, opts)
    if digits is False:
        return None
    if digits is not None and d.kind is not DISCRETE and getattr(d, "dim", 1) == 1:
        r = _precise(ev, args[0], d, dims, digits)
        if r is not None:
            return r
    r = variates(ev, d, dims)
    if r is None:
        ev.message("RandomVariate", "noprm", expr.args[0])
    return r
