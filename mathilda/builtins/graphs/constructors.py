"""The graph families: CompleteGraph, CycleGraph, PathGraph, StarGraph, GridGraph, KaryTree,
HypercubeGraph, PetersenGraph, RandomGraph, and the graphs of matrices (AdjacencyGraph,
IncidenceGraph)."""

from mathilda.algorithms.graphs import generators as G
from mathilda.algorithms.graphs.construct import is_option_rule
from mathilda.algorithms.graphs.graph import GraphExpr, edge_expr
from mathilda.core.expr import TRUE, Expression, Integer, Symbol, S
from mathilda.core.registry import builtin

_DIRECTED_OPTS = {"DirectedEdges": "False"}


def _split(expr):
    """(positional args, directed flag, other options as a dict)."""
    args = list(expr.args)
    opts = {}
    while args and is_option_rule(args[-1]):
        r = args.pop()
        k = r.args[0]
        opts[k.name if type(k) is Symbol else k.value] = r.args[1]
    d = opts.pop("DirectedEdges", None)
    directed = None if d is None else d is TRUE
    return args, directed, dict(reversed(list(opts.items())))


def _ints(n):
    return [Integer(i) for i in range(1, n + 1)]


def _graph(vertices, ends, directed, opts):
    directed = bool(directed)
    edges = [edge_expr(vertices[i], vertices[j], directed) for i, j in ends]
    return GraphExpr(vertices, edges, opts)


def _count(ev, expr, x, name, pos=1):
    """A non-negative machine integer from ``x``, or None (after intnn for a negative or
    non-integer number)."""
    if type(x) is Integer and x.value >= 0:
        return x.value
    if type(x) is Integer or (type(x) is not Symbol and not isinstance(x, Expression)):
        ev.message(name, "intnn", expr, Integer(pos))
    return None


@builtin("CompleteGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="CompleteGraph[n] gives the complete graph with n vertices; "
               "CompleteGraph[{n1, n2, ...}] the complete multipartite graph with parts of "
               "sizes ni.",
         examples=[("CompleteGraph[4]", "Graph[<4>, <6>]"),
                   ("EdgeCount[CompleteGraph[5]]", "10"),
                   ("EdgeList[CompleteGraph[3]]", "{1 \uf3d4 2, 1 \uf3d4 3, 2 \uf3d4 3}"),
                   ("VertexDegree[CompleteGraph[{2, 3}]]", "{3, 3, 2, 2, 2}"),
                   ("EdgeCount[CompleteGraph[4, DirectedEdges -> True]]", "12")])
def complete_graph(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) != 1:
        return None
    x = args[0]
    if isinstance(x, Expression) and x.head is S.List:
        sizes = []
        for a in x.args:
            if type(a) is not Integer or a.value < 0:
                return None
            sizes.append(a.value)
        total = sum(sizes)
        if not ev.check_size(total * total, "CompleteGraph"):
            return None
        n, ends = G.complete_multipartite(sizes)
        if directed:
            ends = ends + [(j, i) for i, j in ends]
            ends.sort()
        return _graph(_ints(n), ends, directed, opts)
    n = _count(ev, expr, x, "CompleteGraph")
    if n is None or not ev.check_size(n * n, "CompleteGraph"):
        return None
    ends = G.complete_directed(n) if directed else G.complete(n)
    return _graph(_ints(n), ends, directed, opts)


def _vertices_or_count(ev, expr, x, name):
    if isinstance(x, Expression) and x.head is S.List:
        return list(x.args)
    n = _count(ev, expr, x, name)
    return None if n is None else _ints(n)


@builtin("CycleGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="CycleGraph[n] gives the cycle graph with n vertices.",
         examples=[("CycleGraph[5]", "Graph[<5>, <5>]"),
                   ("EdgeList[CycleGraph[4]]", "{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 1}"),
                   ("VertexDegree[CycleGraph[5]]", "{2, 2, 2, 2, 2}"),
                   ("DirectedGraphQ[CycleGraph[3, DirectedEdges -> True]]", "True"),
                   ("CycleGraph[x]", "CycleGraph[x]")])
def cycle_graph(ev, expr):
    return _family_graph(ev, expr, "CycleGraph", G.cycle)


def _family_graph(ev, expr, name, ends, listed=False):
    """name[n] (or, when ``listed``, name[{v1, v2, ...}]): the graph on n vertices (or on
    the vi) whose edges are ``ends(n)``."""
    args, directed, opts = _split(expr)
    if len(args) != 1:
        return None
    if listed:
        vs = _vertices_or_count(ev, expr, args[0], name)
    else:
        n = _count(ev, expr, args[0], name)
        vs = None if n is None else range(n)
    if vs is None or not ev.check_size(len(vs), name):
        return None
    n = len(vs)
    return _graph(vs if listed else _ints(n), ends(n), directed, opts)


@builtin("PathGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="PathGraph[{v1, v2, ...}] gives the path graph through the vertices vi in "
               "order; PathGraph[n] the path on the vertices 1, ..., n.",
         examples=[("PathGraph[{1, 2, 3, 4}]", "Graph[<4>, <3>]"),
                   ("VertexDegree[PathGraph[{a, b, c}]]", "{1, 2, 1}"),
                   ("EdgeList[PathGraph[{a, b, c}]]", "{a \uf3d4 b, b \uf3d4 c}"),
                   ("PathGraph[5]", "Graph[<5>, <4>]"),
                   ("DirectedGraphQ[PathGraph[{1, 2}, DirectedEdges -> True]]", "True")])
def path_graph(ev, expr):
    return _family_graph(ev, expr, "PathGraph", G.path, listed=True)


@builtin("StarGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="StarGraph[n] gives the star graph with n vertices: vertex 1 joined to each of "
               "the others.",
         examples=[("StarGraph[5]", "Graph[<5>, <4>]"),
                   ("VertexDegree[StarGraph[5]]", "{4, 1, 1, 1, 1}"),
                   ("AdjacencyList[StarGraph[4], 1]", "{2, 3, 4}"),
                   ("TreeGraphQ[StarGraph[6]]", "True"),
                   ("EdgeCount[StarGraph[1]]", "0")])
def star_graph(ev, expr):
    return _family_graph(ev, expr, "StarGraph", G.star)


def lattice_args(ev, expr, name):
    """(dims, directed, options) of GridGraph[{n1, n2, ...}] or TorusGraph[{...}] (positive
    integers, within the size limit), or None."""
    args, directed, opts = _split(expr)
    if len(args) != 1:
        return None
    x = args[0]
    if not isinstance(x, Expression) or x.head is not S.List or not x.args or \
            any(type(a) is not Integer or a.value < 1 for a in x.args):
        return None
    dims = [a.value for a in x.args]
    total = 1
    for d in dims:
        total *= d
    if not ev.check_size(total * len(dims), name):
        return None
    return dims, directed, opts


@builtin("GridGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="GridGraph[{m, n}] gives the m by n grid graph; GridGraph[{n1, n2, ...}] the "
               "grid graph in any number of dimensions.",
         examples=[("GridGraph[{2, 3}]", "Graph[<6>, <7>]"),
                   ("VertexDegree[GridGraph[{3, 3}]]", "{2, 3, 2, 3, 4, 3, 2, 3, 2}"),
                   ("EdgeCount[GridGraph[{2, 2, 2}]]", "12"),
                   ("AdjacencyList[GridGraph[{3, 2}], 1]", "{2, 4}"),
                   ("GraphDistance[GridGraph[{3, 4}], 1, 12]", "5")])
def grid_graph(ev, expr):
    got = lattice_args(ev, expr, "GridGraph")
    if got is None:
        return None
    dims, directed, opts = got
    n, ends = G.grid(dims)
    return _graph(_ints(n), ends, directed, opts)


@builtin("KaryTree", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="KaryTree[n] gives the binary tree with n vertices; KaryTree[n, k] the k-ary "
               "tree with n vertices.",
         examples=[("KaryTree[7]", "Graph[<7>, <6>]"),
                   ("AdjacencyList[KaryTree[7], 2]", "{1, 4, 5}"),
                   ("VertexDegree[KaryTree[10, 3]]", "{3, 4, 4, 1, 1, 1, 1, 1, 1, 1}"),
                   ("TreeGraphQ[KaryTree[20, 4]]", "True"),
                   ("GraphDistance[KaryTree[15], 1, 15]", "3")])
def kary_tree(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) not in (1, 2):
        return None
    n = _count(ev, expr, args[0], "KaryTree")
    if n is None:
        return None
    k = 2
    if len(args) == 2:
        if type(args[1]) is not Integer or args[1].value < 1:
            ev.message("KaryTree", "intp", expr, Integer(2))
            return None
        k = args[1].value
    if not ev.check_size(n, "KaryTree"):
        return None
    return _graph(_ints(n), G.kary_tree(n, k), directed, opts)


@builtin("HypercubeGraph", nargs=(1, None),
         usage="HypercubeGraph[n] gives the n-dimensional hypercube graph (2^n vertices).",
         examples=[("HypercubeGraph[3]", "Graph[<8>, <12>]"),
                   ("VertexDegree[HypercubeGraph[2]]", "{2, 2, 2, 2}"),
                   ("BipartiteGraphQ[HypercubeGraph[4]]", "True"),
                   ("IsomorphicGraphQ[HypercubeGraph[2], CycleGraph[4]]", "True"),
                   ("GraphDistance[HypercubeGraph[3], 1, 8]", "3")])
def hypercube_graph(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) != 1 or type(args[0]) is not Integer or not 0 <= args[0].value <= 24:
        return None
    n, ends = G.hypercube(args[0].value)
    return _graph(_ints(n), ends, directed, opts)


@builtin("PetersenGraph", nargs=(0, None),
         usage="PetersenGraph[] gives the Petersen graph; PetersenGraph[n, k] the generalized "
               "Petersen graph.",
         examples=[("PetersenGraph[]", "Graph[<10>, <15>]"),
                   ("VertexDegree[PetersenGraph[]]", "{3, 3, 3, 3, 3, 3, 3, 3, 3, 3}"),
                   ("HamiltonianGraphQ[PetersenGraph[]]", "False"),
                   ("GraphDiameter[PetersenGraph[]]", "2"),
                   ("PetersenGraph[6, 1]", "Graph[<12>, <18>]")])
def petersen_graph(ev, expr):
    args, directed, opts = _split(expr)
    if not args:
        n, k = 5, 2
    elif len(args) == 2 and all(type(a) is Integer and a.value > 0 for a in args):
        n, k = args[0].value, args[1].value
    else:
        return None
    nv, ends = G.petersen(n, k)
    return _graph(_ints(nv), ends, directed, opts)


@builtin("RandomGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="RandomGraph[{n, m}] gives a pseudorandom graph with n vertices and m edges; "
               "RandomGraph[{n, m}, k] a list of k such graphs; RandomGraph[dist] and "
               "RandomGraph[dist, k] sample a graph distribution (BernoulliGraphDistribution, "
               "UniformGraphDistribution, BarabasiAlbertGraphDistribution, "
               "WattsStrogatzGraphDistribution, DegreeGraphDistribution).",
         messages={"ilsmp": "The number of edges `1` is more than the `2` possible."},
         examples=[("RandomGraph[{10, 20}]", "Graph[<10>, <20>]"),
                   ("SeedRandom[3]; EdgeCount[RandomGraph[{6, 9}]]", "9"),
                   ("Length[RandomGraph[{5, 4}, 3]]", "3"),
                   ("SimpleGraphQ[RandomGraph[{30, 100}]]", "True"),
                   ("SeedRandom[1]; a = RandomGraph[{8, 10}]; SeedRandom[1]; "
                    "a === RandomGraph[{8, 10}]", "True")])
def random_graph(ev, expr):
    args, directed, opts = _split(expr)
    if len(args) not in (1, 2):
        return None
    spec = args[0]
    if isinstance(spec, Expression) and type(spec.head) is Symbol and \
            spec.head.name.endswith("GraphDistribution"):
        from mathilda.builtins.graphs.random_graphs import sample
        count = None
        if len(args) == 2:
            if type(args[1]) is not Integer or args[1].value < 0:
                return None
            count = args[1].value
        return sample(ev, spec, count, opts, directed)
    if not isinstance(spec, Expression) or spec.head is not S.List or len(spec.args) != 2 or \
            any(type(a) is not Integer or a.value < 0 for a in spec.args):
        return None
    n, m = spec.args[0].value, spec.args[1].value
    total = n * (n - 1) if directed else n * (n - 1) // 2
    if m > total:
        ev.message("RandomGraph", "ilsmp", Integer(m), Integer(total))
        return None
    count = None
    if len(args) == 2:
        if type(args[1]) is not Integer or args[1].value < 0:
            return None
        count = args[1].value
    if not ev.check_size((n + m) * (count or 1), "RandomGraph"):
        return None
    import random as _random
    seed = ev.call("RandomInteger", Integer(2 ** 62))
    rng = _random.Random(seed.value if type(seed) is Integer else 0)
    vs = _ints(n)

    def one():
        return _graph(vs, G.random_edges(rng, n, m, directed), directed, opts)

    if count is None:
        return one()
    return Expression(S.List, tuple(one() for _ in range(count)))


# --- graphs of matrices ---------------------------------------------------------------------

def _matrix(x):
    """The rows of a square matrix of non-negative integers (as Python ints), or None."""
    if not isinstance(x, Expression) or x.head is not S.List:
        return None
    rows = []
    n = len(x.args)
    for r in x.args:
        if not isinstance(r, Expression) or r.head is not S.List or len(r.args) != n:
            return None
        row = []
        for a in r.args:
            if type(a) is not Integer:
                return None
            row.append(a.value)
        rows.append(row)
    return rows


def _vertices_and_matrix(args):
    """(vertex list or None, matrix) of name[m] or name[{v1, v2, ...}, m]; None for other
    forms."""
    if len(args) == 2:
        vs, mx = args
        if not isinstance(vs, Expression) or vs.head is not S.List:
            return None
        return list(vs.args), mx
    if len(args) == 1:
        return None, args[0]
    return None


@builtin("AdjacencyGraph", nargs=(1, None), options=_DIRECTED_OPTS,
         usage="AdjacencyGraph[m] gives the graph with adjacency matrix m (undirected when m "
               "is symmetric); AdjacencyGraph[{v1, v2, ...}, m] with vertices vi.",
         messages={"mat": "The argument `1` is not a square matrix of non-negative "
                          "integers."},
         examples=[("AdjacencyGraph[{{0, 1, 1}, {1, 0, 0}, {1, 0, 0}}]", "Graph[<3>, <2>]"),
                   ("EdgeList[AdjacencyGraph[{{0, 1, 0}, {0, 0, 1}, {1, 0, 0}}]]",
                    "{1 \uf3d5 2, 2 \uf3d5 3, 3 \uf3d5 1}"),
                   ("VertexList[AdjacencyGraph[{a, b}, {{0, 1}, {1, 0}}]]", "{a, b}"),
                   ("Normal[AdjacencyMatrix[AdjacencyGraph[{{0, 2}, {2, 0}}]]]",
                    "{{0, 2}, {2, 0}}"),
                   ("DirectedGraphQ[AdjacencyGraph[{{0, 1}, {1, 0}}, DirectedEdges -> True]]",
                    "True")])
def adjacency_graph(ev, expr):
    args, directed, opts = _split(expr)
    r = _vertices_and_matrix(args)
    if r is None:
        return None
    vertices, mx = r
    if hasattr(type(mx), "array"):
        mx = Expression(S.List, mx.args)
    rows = _matrix(mx)
    if rows is None or any(v < 0 for r in rows for v in r) or \
            (vertices is not None and len(vertices) != len(rows)):
        ev.message("AdjacencyGraph", "mat", mx)
        return None
    n = len(rows)
    if vertices is None:
        vertices = _ints(n)
    if directed is None:
        directed = not all(rows[i][j] == rows[j][i] for i in range(n) for j in range(i))
    ends = []
    for i in range(n):
        for j in range(n):
            c = rows[i][j]
            if not directed and j < i:
                continue
            ends.extend([(i, j)] * c)
    if not ev.check_size(len(ends), "AdjacencyGraph"):
        return None
    return _graph(vertices, ends, directed, opts)


@builtin("IncidenceGraph", nargs=(1, None),
         usage="IncidenceGraph[m] gives the graph with incidence matrix m (rows vertices, "
               "columns edges: 1 and 1 for an undirected edge, -1 and 1 for an edge from the "
               "-1 to the 1, 2 or -2 for a loop); IncidenceGraph[{v1, ...}, m] with vertices "
               "vi.",
         messages={"mat": "The argument `1` is not a valid incidence matrix."},
         examples=[("IncidenceGraph[{{1, 1, 0}, {1, 0, 1}, {0, 1, 1}}]", "Graph[<3>, <3>]"),
                   ("EdgeList[IncidenceGraph[{{-1, 0}, {1, -1}, {0, 1}}]]",
                    "{1 \uf3d5 2, 2 \uf3d5 3}"),
                   ("VertexDegree[IncidenceGraph[{{1, 1, 1}, {1, 0, 0}, {0, 1, 0}, "
                    "{0, 0, 1}}]]", "{3, 1, 1, 1}"),
                   ("IncidenceGraph[{a, b}, {{1}, {1}}] // VertexList", "{a, b}"),
                   ("Normal[IncidenceMatrix[IncidenceGraph[{{1, 0}, {1, 1}, {0, 1}}]]]",
                    "{{1, 0}, {1, 1}, {0, 1}}")])
def incidence_graph(ev, expr):
    args, _directed, opts = _split(expr)
    r = _vertices_and_matrix(args)
    if r is None:
        return None
    vertices, mx = r
    if not isinstance(mx, Expression) or mx.head is not S.List or not mx.args:
        return None
    rows = []
    for r in mx.args:
        if not isinstance(r, Expression) or r.head is not S.List or \
                any(type(a) is not Integer for a in r.args):
            ev.message("IncidenceGraph", "mat", mx)
            return None
        rows.append([a.value for a in r.args])
    ncols = len(rows[0])
    if any(len(r) != ncols for r in rows) or (vertices is not None
                                               and len(vertices) != len(rows)):
        ev.message("IncidenceGraph", "mat", mx)
        return None
    if vertices is None:
        vertices = _ints(len(rows))
    edges = []
    for c in range(ncols):
        col = [(i, r[c]) for i, r in enumerate(rows) if r[c] != 0]
        vals = sorted(v for _, v in col)
        if vals == [1, 1]:
            edges.append(edge_expr(vertices[col[0][0]], vertices[col[1][0]], False))
        elif vals == [-1, 1]:
            src = next(i for i, v in col if v == -1)
            dst = next(i for i, v in col if v == 1)
            edges.append(edge_expr(vertices[src], vertices[dst], True))
        elif vals in ([2], [-2]):
            edges.append(edge_expr(vertices[col[0][0]], vertices[col[0][0]], vals == [-2]))
        else:
            ev.message("IncidenceGraph", "mat", mx)
            return None
    return GraphExpr(vertices, edges, opts)
