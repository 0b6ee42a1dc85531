"""Random graph distributions for RandomGraph: BernoulliGraphDistribution,
UniformGraphDistribution, BarabasiAlbertGraphDistribution, WattsStrogatzGraphDistribution and
DegreeGraphDistribution (symbolic heads; RandomGraph[dist] and RandomGraph[dist, k] sample
them)."""

from mathilda.algorithms.graphs import random_graphs as RG
from mathilda.algorithms.graphs.construct import graph_from_ends
from mathilda.algorithms.graphs.paths import _py
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import symbol_spec

_LIST = S.List

symbol_spec(
    "BernoulliGraphDistribution",
    usage="BernoulliGraphDistribution[n, p] represents the random graphs on n vertices in "
          "which each of the n (n - 1)/2 possible edges is present with probability p; "
          "sample it with RandomGraph.",
    examples=[("RandomGraph[BernoulliGraphDistribution[10, 1]]", "Graph[<10>, <45>]"),
              ("EdgeCount[RandomGraph[BernoulliGraphDistribution[8, 0]]]", "0"),
              ("SeedRandom[5]; SimpleGraphQ[RandomGraph[BernoulliGraphDistribution[20, 0.3]]]",
               "True"),
              ("Length[RandomGraph[BernoulliGraphDistribution[5, 0.5], 3]]", "3"),
              ("EdgeCount[RandomGraph[BernoulliGraphDistribution[4, 1], DirectedEdges -> "
               "True]]", "12"),
              ("RandomGraph[BernoulliGraphDistribution[5, 2]]",
               "RandomGraph[BernoulliGraphDistribution[5, 2]]")])
symbol_spec(
    "UniformGraphDistribution",
    usage="UniformGraphDistribution[n, m] represents the graphs on n vertices with m edges, "
          "each equally likely; sample it with RandomGraph.",
    examples=[("RandomGraph[UniformGraphDistribution[10, 15]]", "Graph[<10>, <15>]"),
              ("EdgeCount[RandomGraph[UniformGraphDistribution[5, 10]]]", "10"),
              ("SeedRandom[2]; SimpleGraphQ[RandomGraph[UniformGraphDistribution[30, 60]]]",
               "True"),
              ("VertexCount /@ RandomGraph[UniformGraphDistribution[4, 2], 2]", "{4, 4}"),
              ("DirectedGraphQ[RandomGraph[UniformGraphDistribution[4, 9], DirectedEdges -> "
               "True]]", "True"),
              ("RandomGraph[UniformGraphDistribution[3, 5]]",
               "RandomGraph[UniformGraphDistribution[3, 5]]")])
symbol_spec(
    "BarabasiAlbertGraphDistribution",
    usage="BarabasiAlbertGraphDistribution[n, k] represents the Barabasi-Albert graphs on n "
          "vertices: from the complete graph on k vertices, each new vertex is joined to k "
          "earlier ones chosen with probability proportional to their degree.",
    examples=[("RandomGraph[BarabasiAlbertGraphDistribution[10, 2]]", "Graph[<10>, <17>]"),
              ("EdgeCount[RandomGraph[BarabasiAlbertGraphDistribution[50, 3]]]", "144"),
              ("TreeGraphQ[RandomGraph[BarabasiAlbertGraphDistribution[20, 1]]]", "True"),
              ("SeedRandom[4]; ConnectedGraphQ[RandomGraph["
               "BarabasiAlbertGraphDistribution[40, 2]]]", "True"),
              ("RandomGraph[BarabasiAlbertGraphDistribution[3, 5]]",
               "RandomGraph[BarabasiAlbertGraphDistribution[3, 5]]")])
symbol_spec(
    "WattsStrogatzGraphDistribution",
    usage="WattsStrogatzGraphDistribution[n, p] represents the Watts-Strogatz small-world "
          "graphs: the circulant graph on n vertices with jumps 1 and 2, each edge rewired "
          "with probability p; WattsStrogatzGraphDistribution[n, p, k] with jumps 1, ..., k.",
    examples=[("RandomGraph[WattsStrogatzGraphDistribution[10, 0.1]]", "Graph[<10>, <20>]"),
              ("IsomorphicGraphQ[RandomGraph[WattsStrogatzGraphDistribution[8, 0]], "
               "CirculantGraph[8, {1, 2}]]", "True"),
              ("EdgeCount[RandomGraph[WattsStrogatzGraphDistribution[20, 0.5, 3]]]", "60"),
              ("SeedRandom[1]; SimpleGraphQ[RandomGraph[WattsStrogatzGraphDistribution[30, "
               "0.3]]]", "True"),
              ("RandomGraph[WattsStrogatzGraphDistribution[4, 0.1]]",
               "RandomGraph[WattsStrogatzGraphDistribution[4, 0.1]]")])
symbol_spec(
    "DegreeGraphDistribution",
    usage="DegreeGraphDistribution[{d1, d2, ...}] represents the simple graphs whose vertices "
          "have the degrees di; sample it with RandomGraph.",
    examples=[("VertexDegree[RandomGraph[DegreeGraphDistribution[{3, 3, 2, 2, 2}]]]",
               "{3, 3, 2, 2, 2}"),
              ("RandomGraph[DegreeGraphDistribution[{2, 2, 2}]]", "Graph[<3>, <3>]"),
              ("SeedRandom[7]; VertexDegree[RandomGraph[DegreeGraphDistribution["
               "Table[3, 10]]]]", "{3, 3, 3, 3, 3, 3, 3, 3, 3, 3}"),
              ("EdgeCount[RandomGraph[DegreeGraphDistribution[{1, 1, 1, 1}]]]", "2"),
              ("RandomGraph[DegreeGraphDistribution[{3, 1}]]",
               "RandomGraph[DegreeGraphDistribution[{3, 1}]]")])

DISTRIBUTIONS = ("BernoulliGraphDistribution", "UniformGraphDistribution",
                 "BarabasiAlbertGraphDistribution", "WattsStrogatzGraphDistribution",
                 "DegreeGraphDistribution")


def _int(x, lo=0):
    return x.value if type(x) is Integer and x.value >= lo else None


def _prob(ev, x):
    p = _py(x)
    if p is None:
        p = _py(ev.call("N", x))
    if p is None or not 0 <= p <= 1:
        return None
    return float(p)


def sampler(ev, dist, directed=False):
    """A function rng -> (n, pairs) or None for a sample of ``dist``, or None when ``dist``
    is not a valid graph distribution."""
    name = dist.head.name
    a = dist.args
    if name == "BernoulliGraphDistribution" and len(a) == 2:
        n, p = _int(a[0]), _prob(ev, a[1])
        if n is None or p is None or not ev.check_size(n * n, "RandomGraph"):
            return None
        return lambda rng: RG.bernoulli(rng, n, p, directed)
    if name == "UniformGraphDistribution" and len(a) == 2:
        n, m = _int(a[0]), _int(a[1])
        if n is None or m is None or m > (n * (n - 1) if directed else n * (n - 1) // 2):
            return None
        return lambda rng: RG.uniform(rng, n, m, directed)
    if name == "BarabasiAlbertGraphDistribution" and len(a) == 2:
        n, k = _int(a[0]), _int(a[1], 1)
        if n is None or k is None or n < k or not ev.check_size(n * k, "RandomGraph"):
            return None
        return lambda rng: RG.barabasi_albert(rng, n, k)
    if name == "WattsStrogatzGraphDistribution" and len(a) in (2, 3):
        n, p = _int(a[0]), _prob(ev, a[1])
        k = _int(a[2], 1) if len(a) == 3 else 2
        if n is None or p is None or k is None or n < 2 * k + 1 or \
                not ev.check_size(n * n, "RandomGraph"):
            return None
        return lambda rng: RG.watts_strogatz(rng, n, p, k)
    if name == "DegreeGraphDistribution" and len(a) == 1 and isinstance(a[0], Expression) \
            and a[0].head is _LIST:
        ds = [_int(x) for x in a[0].args]
        if any(d is None for d in ds):
            return None
        if RG.degree_sequence(__import__("random").Random(0), ds) is None:
            return None
        return lambda rng: RG.degree_sequence(rng, ds)
    return None


def sample(ev, dist, count, opts, directed=False):
    """RandomGraph[dist] (count None) or RandomGraph[dist, count]; None when invalid.
    ``directed``: DirectedEdges -> True (the Bernoulli and uniform distributions)."""
    directed = bool(directed) and dist.head.name in ("BernoulliGraphDistribution",
                                                     "UniformGraphDistribution")
    fn = sampler(ev, dist, directed)
    if fn is None:
        return None
    import random as _random
    seed = ev.call("RandomInteger", Integer(2 ** 62))
    rng = _random.Random(seed.value if type(seed) is Integer else 0)

    def one():
        n, pairs = fn(rng)
        vs = [Integer(i + 1) for i in range(n)]
        return graph_from_ends(vs, [(i, j, directed) for i, j in pairs], opts)

    if count is None:
        return one()
    return Expression(_LIST, tuple(one() for _ in range(count)))
