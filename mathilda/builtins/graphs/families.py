"""More built-in graph families: CirculantGraph, TuranGraph, WheelGraph, HararyGraph,
KnightTourGraph, DeBruijnGraph, ButterflyGraph, TorusGraph and CayleyGraph."""

from mathilda.algorithms.graphs import families as F
from mathilda.algorithms.graphs import generators as G
from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr
from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs.constructors import (
    _DIRECTED_OPTS, _count, _graph, _ints, _split, lattice_args,
)

U, D = "\uf3d4", "\uf3d5"


def _int_args(ev, expr, name, count, minimum=0):
    """(positional Python ints, directed flag, options) when the call has ``count``
    integer arguments (each at least ``minimum``), else None (after intnn/intp)."""
    args, directed, opts = _split(expr)
    if len(args) not in count:
        return None
    out = []
    for k, a in enumerate(args):
        if type(a) is not Integer:
            if type(a) is not Expression and type(a) is not type(S.List):
                ev.message(name, "intp" if minimum else "intnn", expr, Integer(k + 1))
            return None
        if a.value < minimum:
            ev.message(name, "intp" if minimum else "intnn", expr, Integer(k + 1))
            return None
        out.append(a.value)
    return out, directed, opts


@builtin("CirculantGraph", nargs=(2, None), options=_DIRECTED_OPTS,
         usage="CirculantGraph[n, j] gives the circulant graph on n vertices in which vertex "
               "i is joined to i + j and i - j (mod n); CirculantGraph[n, {j1, j2, ...}] with "
               "all the jumps ji.",
         examples=[("CirculantGraph[6, {1, 2}]", "Graph[<6>, <12>]"),
                   ("EdgeList[CirculantGraph[5, 2]]",
                    "{1 %s 3, 1 %s 4, 2 %s 4, 2 %s 5, 3 %s 5}" % ((U,) * 5)),
                   ("VertexDegree[CirculantGraph[8, {1, 4}]]", "{3, 3, 3, 3, 3, 3, 3, 3}"),
                   ("EdgeList[CirculantGraph[4, 1, DirectedEdges -> True]]",
                    "{1 %s 2, 2 %s 3, 3 %s 4, 4 %s 1}" % ((D,) * 4)),
                   ("IsomorphicGraphQ[CirculantGraph[7, 1], CycleGraph[7]]", "True")])
def circulant_graph(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) != 2:
        return None
    n = _count(ev, expr, args[0], "CirculantGraph")
    j = args[1]
    jumps = list(j.args) if isinstance(j, Expression) and j.head is S.List else [j]
    if n is None or any(type(a) is not Integer for a in jumps):
        return None
    if not ev.check_size(n * (len(jumps) + 1), "CirculantGraph"):
        return None
    ends = F.circulant(n, [a.value for a in jumps], bool(directed)) if n else []
    if directed:
        ends.sort(key=lambda e: (e[0], (e[1] - e[0]) % n))
    return _graph(_ints(n), ends, directed, opts)


@builtin("TuranGraph", nargs=(2, None), options=_DIRECTED_OPTS,
         usage="TuranGraph[n, k] gives the Turan graph: the complete k-partite graph on n "
               "vertices with parts as equal as possible (the graph with the most edges and "
               "no complete subgraph on k + 1 vertices).",
         examples=[("TuranGraph[6, 3]", "Graph[<6>, <12>]"),
                   ("VertexDegree[TuranGraph[5, 2]]", "{2, 2, 2, 3, 3}"),
                   ("EdgeCount[TuranGraph[10, 3]]", "33"),
                   ("IsomorphicGraphQ[TuranGraph[4, 2], CycleGraph[4]]", "True"),
                   ("TuranGraph[5, 0]", "TuranGraph[5, 0]",
                    ["TuranGraph::intp: Positive integer expected at position 2 in "
                     "TuranGraph[5, 0]."])])
def turan_graph(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) != 2:
        return None
    n = _count(ev, expr, args[0], "TuranGraph")
    k = args[1]
    if n is None or type(k) is not Integer:
        return None
    if k.value < 1:
        ev.message("TuranGraph", "intp", expr, Integer(2))
        return None
    if not ev.check_size(n * n, "TuranGraph"):
        return None
    total, ends = G.complete_multipartite(F.turan_sizes(n, k.value))
    return _graph(_ints(total), ends, directed, opts)


@builtin("WheelGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="WheelGraph[n] gives the wheel graph with n vertices: the hub 1 joined to "
               "every vertex of the cycle 2, 3, ..., n.",
         examples=[("WheelGraph[5]", "Graph[<5>, <8>]"),
                   ("VertexDegree[WheelGraph[6]]", "{5, 3, 3, 3, 3, 3}"),
                   ("EdgeList[WheelGraph[4]]",
                    "{1 %s 2, 1 %s 3, 1 %s 4, 2 %s 3, 2 %s 4, 3 %s 4}" % ((U,) * 6)),
                   ("GraphDiameter[WheelGraph[10]]", "2"),
                   ("WheelGraph[3]", "WheelGraph[3]")])
def wheel_graph(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) != 1:
        return None
    n = _count(ev, expr, args[0], "WheelGraph")
    if n is None or n < 4 or not ev.check_size(2 * n, "WheelGraph"):
        return None
    return _graph(_ints(n), F.wheel(n), directed, opts)


@builtin("HararyGraph", nargs=(2, None), options=_DIRECTED_OPTS,
         usage="HararyGraph[k, n] gives the Harary graph: a k-connected graph on n vertices "
               "with the least possible number of edges, Ceiling[k n/2].",
         examples=[("HararyGraph[4, 8]", "Graph[<8>, <16>]"),
                   ("HararyGraph[3, 8]", "Graph[<8>, <12>]"),
                   ("EdgeCount[HararyGraph[3, 7]]", "11"),
                   ("VertexConnectivity[HararyGraph[5, 10]]", "5"),
                   ("EdgeList[HararyGraph[2, 4]]",
                    "{1 %s 2, 1 %s 4, 2 %s 3, 3 %s 4}" % ((U,) * 4))])
def harary_graph(ev, expr):
    r = _int_args(ev, expr, "HararyGraph", (2,))
    if r is None:
        return None
    (k, n), directed, opts = r
    if not ev.check_size(n * (k + 1), "HararyGraph"):
        return None
    return _graph(_ints(n), F.harary(k, n), directed, opts)


@builtin("KnightTourGraph", nargs=(2, None), options=_DIRECTED_OPTS,
         usage="KnightTourGraph[m, n] gives the graph of the knight's moves on an m by n "
               "board (square {i, j} is vertex i + m (j - 1)).",
         examples=[("KnightTourGraph[3, 3]", "Graph[<9>, <8>]"),
                   ("KnightTourGraph[8, 8]", "Graph[<64>, <168>]"),
                   ("VertexDegree[KnightTourGraph[3, 4]]",
                    "{2, 2, 2, 3, 2, 3, 3, 2, 3, 2, 2, 2}"),
                   ("HamiltonianGraphQ[KnightTourGraph[3, 4]]", "False"),
                   ("EdgeList[KnightTourGraph[2, 3]]", "{1 %s 6, 2 %s 5}" % (U, U))])
def knight_tour_graph(ev, expr):
    r = _int_args(ev, expr, "KnightTourGraph", (2,), 1)
    if r is None:
        return None
    (m, n), directed, opts = r
    if not ev.check_size(8 * m * n, "KnightTourGraph"):
        return None
    return _graph(_ints(m * n), F.knight(m, n), directed, opts)


@builtin("DeBruijnGraph", nargs=2,
         usage="DeBruijnGraph[m, n] gives the n-dimensional De Bruijn graph on m symbols: "
               "m^n vertices (the words of n symbols, vertex k + 1 for the word of the base-m "
               "digits of k) with an edge from each word to its m shifts.",
         examples=[("DeBruijnGraph[2, 3]", "Graph[<8>, <16>]"),
                   ("EdgeList[DeBruijnGraph[2, 1]]",
                    "{1 %s 1, 1 %s 2, 2 %s 1, 2 %s 2}" % ((D,) * 4)),
                   ("VertexOutDegree[DeBruijnGraph[3, 2]]",
                    "{3, 3, 3, 3, 3, 3, 3, 3, 3}"),
                   ("AdjacencyList[DeBruijnGraph[2, 3], 4]", "{7, 8}"),
                   ("EulerianGraphQ[DeBruijnGraph[2, 4]]", "True")])
def de_bruijn_graph(ev, expr):
    r = _int_args(ev, expr, "DeBruijnGraph", (2,), 1)
    if r is None:
        return None
    (m, n), _directed, opts = r
    if m > 1 and n * (m.bit_length()) > 24 or not ev.check_size(m ** n * (m + 1),
                                                                 "DeBruijnGraph"):
        return None
    return _graph(_ints(m ** n), F.de_bruijn(m, n), True, opts)


@builtin("ButterflyGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="ButterflyGraph[n] gives the n-dimensional butterfly graph, (n + 1) 2^n "
               "vertices in n + 1 levels; ButterflyGraph[n, b] the base-b butterfly.",
         examples=[("ButterflyGraph[2]", "Graph[<12>, <16>]"),
                   ("ButterflyGraph[3, 3]", "Graph[<108>, <243>]"),
                   ("VertexDegree[ButterflyGraph[1]]", "{2, 2, 2, 2}"),
                   ("IsomorphicGraphQ[ButterflyGraph[1], CycleGraph[4]]", "True"),
                   ("GraphDiameter[ButterflyGraph[3]]", "6")])
def butterfly_graph(ev, expr):
    r = _int_args(ev, expr, "ButterflyGraph", (1, 2))
    if r is None:
        return None
    vals, directed, opts = r
    n, b = vals[0], (vals[1] if len(vals) == 2 else 2)
    if b < 1 or n * b.bit_length() > 24 or not ev.check_size((n + 1) * b ** (n + 1),
                                                             "ButterflyGraph"):
        return None
    total, ends = F.butterfly(n, b)
    return _graph(_ints(total), ends, directed, opts)


@builtin("TorusGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="TorusGraph[{n1, n2, ...}] gives the torus graph, the Cartesian product of the "
               "cycle graphs C[n1], C[n2], ... (numbered as GridGraph[{n1, n2, ...}]).",
         examples=[("TorusGraph[{3, 4}]", "Graph[<12>, <24>]"),
                   ("VertexDegree[TorusGraph[{4, 4}]] // Union", "{4}"),
                   ("IsomorphicGraphQ[TorusGraph[{5}], CycleGraph[5]]", "True"),
                   ("EdgeCount[TorusGraph[{3, 3, 3}]]", "81"),
                   ("EdgeCount[TorusGraph[{3, 3}, DirectedEdges -> True]]", "18")])
def torus_graph(ev, expr):
    got = lattice_args(ev, expr, "TorusGraph")
    if got is None:
        return None
    dims, directed, opts = got
    n, ends = F.torus(dims, bool(directed))
    return _graph(_ints(n), ends, directed, opts)


def _perm_tuple(c, n):
    """The image tuple on 1..n of Cycles[{{...}, ...}], or None."""
    if type(c) is not Expression or c.head is not S.Cycles or len(c.args) != 1:
        return None
    img = list(range(1, n + 1))
    for cyc in c.args[0].args:
        pts = [a.value for a in cyc.args]
        for a, b in zip(pts, pts[1:] + pts[:1]):
            img[a - 1] = b
    return tuple(img)


def _support_max(cs):
    m = 0
    for c in cs:
        if type(c) is not Expression or c.head is not S.Cycles or len(c.args) != 1:
            return None
        for cyc in c.args[0].args:
            for a in cyc.args:
                if type(a) is not Integer or a.value < 1:
                    return None
                m = max(m, a.value)
    return m


@builtin("CayleyGraph", nargs=1,
         messages={"group": "`1` is not a valid group."},
         usage="CayleyGraph[group] gives the Cayley graph of a permutation group: a vertex for "
               "each element (in the order of GroupElements) and an edge from x to "
               "PermutationProduct[x, g] for each generator g of GroupGenerators[group], the "
               "edges of each generator in a colour of their own.",
         examples=[("CayleyGraph[SymmetricGroup[3]]", "Graph[<6>, <12>]"),
                   ("CayleyGraph[CyclicGroup[5]] // EdgeList",
                    "{1 %s 2, 2 %s 3, 3 %s 4, 4 %s 5, 5 %s 1}" % ((D,) * 5)),
                   ("VertexCount[CayleyGraph[DihedralGroup[4]]]", "8"),
                   ("ConnectedGraphQ[CayleyGraph[AlternatingGroup[4]]]", "True"),
                   ("CayleyGraph[x]", "CayleyGraph[x]")])
def cayley_graph(ev, expr):
    grp = expr.args[0]
    if type(grp) is not Expression or grp.head.name not in (
            "PermutationGroup", "SymmetricGroup", "AlternatingGroup", "CyclicGroup",
            "DihedralGroup"):
        return None
    order = ev.call("GroupOrder", grp)
    if type(order) is not Integer or not ev.check_size(order.value, "CayleyGraph"):
        return None
    els = ev.call("GroupElements", grp)
    gens = ev.call("GroupGenerators", grp)
    if not (isinstance(els, Expression) and els.head is S.List and isinstance(gens, Expression)
            and gens.head is S.List):
        return None
    n = _support_max(list(els.args) + list(gens.args))
    if n is None:
        return None
    elements = [_perm_tuple(c, n) for c in els.args]
    generators = [_perm_tuple(c, n) for c in gens.args]
    arcs = F.cayley(elements, generators)
    vs = _ints(len(elements))
    edges = [edge_expr(vs[i], vs[j], True) for i, j, _ in arcs]
    colours = [_colour(k) for k in range(len(generators))]
    style = Expression(S.List, tuple(Expression(S.Rule, (e, colours[k]))
                                     for e, (_, _, k) in zip(edges, arcs)))
    return GraphExpr(vs, edges, {"EdgeStyle": style})


def _colour(k):
    """The k-th colour of the default plot palette (one per generator)."""
    palette = ((0.368417, 0.506779, 0.709798), (0.880722, 0.611041, 0.142051),
               (0.560181, 0.691569, 0.194885), (0.922526, 0.385626, 0.209179),
               (0.528488, 0.470624, 0.701351), (0.772079, 0.431554, 0.102387))
    r, g, b = palette[k % len(palette)]
    return Expression(S.RGBColor, (Real(r), Real(g), Real(b)))
