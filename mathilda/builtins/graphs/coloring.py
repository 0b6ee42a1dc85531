"""Colourings and graph polynomials: VertexChromaticNumber, EdgeChromaticNumber,
FindVertexColoring, FindEdgeColoring, PlanarFaceList, FindPlanarColoring,
ChromaticPolynomial, TuttePolynomial and FlowPolynomial."""

from mathilda.algorithms.graphs import coloring as CO
from mathilda.algorithms.graphs import planar as PL
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import graph_arg

_LIST = S.List


def _check(ev):
    return ev.check_interrupt


def _poly(ev, poly, x, y=None):
    terms = []
    for e, c in sorted(poly.items()):
        if y is None:
            terms.append(ev.call("Times", Integer(c), ev.call("Power", x, Integer(e))))
        else:
            terms.append(ev.call("Times", Integer(c), ev.call("Power", x, Integer(e[0])),
                                 ev.call("Power", y, Integer(e[1]))))
    return ev.call("Plus", *terms) if terms else Integer(0)


@builtin("VertexChromaticNumber", nargs=1,
         usage="VertexChromaticNumber[g] gives the chromatic number of the graph g: the least "
               "number of colours for its vertices with adjacent vertices coloured apart.",
         examples=[("VertexChromaticNumber[PetersenGraph[]]", "3"),
                   ("VertexChromaticNumber[CycleGraph[6]]", "2"),
                   ("VertexChromaticNumber[CompleteGraph[5]]", "5"),
                   ("VertexChromaticNumber[WheelGraph[6]]", "4"),
                   ("VertexChromaticNumber[Graph[{1, 2}, {}]]", "1")])
def vertex_chromatic_number(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    nb = CO.simple_adjacency(g)
    return None if nb is None else Integer(CO.chromatic_number(nb, _check(ev)))


@builtin("EdgeChromaticNumber", nargs=1,
         usage="EdgeChromaticNumber[g] gives the edge chromatic number (chromatic index) of "
               "the graph g: the least number of colours for its edges with edges sharing a "
               "vertex coloured apart.",
         examples=[("EdgeChromaticNumber[PetersenGraph[]]", "4"),
                   ("EdgeChromaticNumber[CompleteGraph[4]]", "3"),
                   ("EdgeChromaticNumber[CompleteGraph[5]]", "5"),
                   ("EdgeChromaticNumber[StarGraph[6]]", "5"),
                   ("EdgeChromaticNumber[CycleGraph[5]]", "3")])
def edge_chromatic_number(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    nb = CO.line_adjacency(g)
    return None if nb is None else Integer(CO.edge_chromatic_number(g, nb, _check(ev)))


def _colours_spec(ev, expr):
    """The list of colours of the optional second argument (None: the least number of
    colours 1, 2, ...; False: invalid)."""
    if len(expr.args) == 1:
        return None
    c = expr.args[1]
    if type(c) is Integer and c.value >= 0:
        return [Integer(i) for i in range(1, c.value + 1)]
    if isinstance(c, Expression) and c.head is _LIST:
        return list(c.args)
    return False


def _find_coloring(ev, expr, nb, least=None):
    spec = _colours_spec(ev, expr)
    if spec is False or nb is None:
        return None
    if spec is None:
        k = least() if least is not None else CO.chromatic_number(nb, _check(ev))
        colours = [Integer(i) for i in range(1, k + 1)]
    else:
        colours = spec
        k = len(colours)
    col = CO.coloring(nb, k, _check(ev))
    if col is None:
        return Expression(_LIST, ())
    return Expression(_LIST, tuple(colours[c - 1] for c in col))


@builtin("FindVertexColoring", nargs=(1, 2),
         usage="FindVertexColoring[g] gives a colouring of the vertices of the graph g with "
               "the least number of colours 1, 2, ... (the first in vertex order); "
               "FindVertexColoring[g, {c1, c2, ...}] uses the colours ci, "
               "FindVertexColoring[g, k] the colours 1, ..., k ({} when there is none).",
         examples=[("FindVertexColoring[PetersenGraph[]]", "{1, 2, 1, 2, 3, 2, 1, 3, 3, 2}"),
                   ("FindVertexColoring[CycleGraph[5]]", "{1, 2, 1, 2, 3}"),
                   ("FindVertexColoring[CompleteGraph[{2, 3}], {a, b}]",
                    "{a, a, b, b, b}"),
                   ("FindVertexColoring[CompleteGraph[4], 3]", "{}"),
                   ("FindVertexColoring[Graph[{a <-> b, b <-> c}]]", "{1, 2, 1}")])
def find_vertex_coloring(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _find_coloring(ev, expr, CO.simple_adjacency(g))


@builtin("FindEdgeColoring", nargs=(1, 2),
         usage="FindEdgeColoring[g] gives a colouring of the edges of the graph g (in edge "
               "order) with the least number of colours 1, 2, ...; FindEdgeColoring[g, {c1, "
               "c2, ...}] uses the colours ci, FindEdgeColoring[g, k] the colours 1, ..., k "
               "({} when there is none).",
         examples=[("FindEdgeColoring[CompleteGraph[4]]", "{1, 2, 3, 3, 2, 1}"),
                   ("FindEdgeColoring[CycleGraph[5]]", "{1, 2, 1, 2, 3}"),
                   ("FindEdgeColoring[StarGraph[4], {a, b, c}]", "{a, b, c}"),
                   ("FindEdgeColoring[PetersenGraph[], 3]", "{}"),
                   ("Max[FindEdgeColoring[PetersenGraph[]]]", "4")])
def find_edge_coloring(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    nb = CO.line_adjacency(g)
    return _find_coloring(ev, expr, nb,
                          lambda: CO.edge_chromatic_number(g, nb, _check(ev)))


@builtin("PlanarFaceList", nargs=1,
         usage="PlanarFaceList[g] gives the faces of a planar embedding of the connected "
               "planar graph g, each as the cyclic list of its vertices starting with its "
               "earliest vertex (the outer face included).",
         examples=[("PlanarFaceList[CycleGraph[4]]", "{{1, 2, 3, 4}, {1, 4, 3, 2}}"),
                   ("Length[PlanarFaceList[CompleteGraph[4]]]", "4"),
                   ("Length[PlanarFaceList[GridGraph[{3, 3}]]]", "5"),
                   ("PlanarFaceList[PathGraph[{1, 2, 3}]]", "{{1, 2, 3, 2}}"),
                   ("PlanarFaceList[CompleteGraph[5]]", "PlanarFaceList[Graph[<5>, <10>]]")])
def planar_face_list(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = PL.faces(g)
    if r is None:
        return None
    vs = g.vertices
    return Expression(_LIST, tuple(Expression(_LIST, tuple(vs[i] for i in f))
                                   for f in r[0]))


@builtin("FindPlanarColoring", nargs=(1, 2),
         usage="FindPlanarColoring[g] gives a colouring of the faces of the connected planar "
               "graph g (in the order of PlanarFaceList[g]) with the least number of colours "
               "1, 2, ..., faces sharing an edge coloured apart; FindPlanarColoring[g, {c1, "
               "c2, ...}] uses the colours ci.",
         examples=[("FindPlanarColoring[CycleGraph[4]]", "{1, 2}"),
                   ("FindPlanarColoring[CompleteGraph[4]]", "{1, 2, 3, 4}"),
                   ("Max[FindPlanarColoring[GridGraph[{4, 4}]]]", "3"),
                   ("FindPlanarColoring[HypercubeGraph[3], {a, b, c}]",
                    "{a, b, c, c, a, b}"),
                   ("FindPlanarColoring[CompleteGraph[{3, 3}]]",
                    "FindPlanarColoring[Graph[<6>, <9>]]")])
def find_planar_coloring(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = PL.faces(g)
    if r is None:
        return None
    return _find_coloring(ev, expr, PL.face_adjacency(*r))


def _simple_edges(g):
    """(n, sorted simple undirected pairs) or None when g has a loop."""
    pairs = set()
    for i, j, _ in g.ends:
        if i == j:
            return None
        pairs.add((min(i, j), max(i, j)))
    return g.n, sorted(pairs)


@builtin("ChromaticPolynomial", nargs=2,
         usage="ChromaticPolynomial[g, k] gives the chromatic polynomial of the graph g: the "
               "number of proper colourings of its vertices with k colours.",
         examples=[("ChromaticPolynomial[CycleGraph[4], k]", "-3 k + 6 k^2 - 4 k^3 + k^4"),
                   ("ChromaticPolynomial[CompleteGraph[3], x]", "2 x - 3 x^2 + x^3"),
                   ("ChromaticPolynomial[PathGraph[{1, 2, 3}], 3]", "12"),
                   ("ChromaticPolynomial[PetersenGraph[], 3]", "120"),
                   ("ChromaticPolynomial[Graph[{1, 2}, {}], k]", "k^2")])
def chromatic_polynomial(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    r = _simple_edges(g)
    if r is None:
        return Integer(0)
    poly = CO.chromatic_polynomial(r[0], r[1], _check(ev))
    return _poly(ev, poly, expr.args[1])


def _multi_edges(g):
    return [(i, j) for i, j, _ in g.ends]


@builtin("TuttePolynomial", nargs=2,
         usage="TuttePolynomial[g, {x, y}] gives the Tutte polynomial of the graph g in x and "
               "y (directions ignored; loops and parallel edges count).",
         examples=[("TuttePolynomial[CycleGraph[3], {x, y}]", "x + x^2 + y"),
                   ("TuttePolynomial[CompleteGraph[4], {x, y}]",
                    "2 x + 3 x^2 + x^3 + 2 y + 4 x y + 3 y^2 + y^3"),
                   ("TuttePolynomial[PathGraph[{1, 2, 3, 4}], {x, y}]", "x^3"),
                   ("TuttePolynomial[PetersenGraph[], {1, 1}]", "2000"),
                   ("TuttePolynomial[Graph[{1 <-> 2, 1 <-> 2}], {x, y}]", "x + y")])
def tutte_polynomial(ev, expr):
    g = graph_arg(ev, expr)
    v = expr.args[1]
    if g is None or not isinstance(v, Expression) or v.head is not _LIST or len(v.args) != 2:
        return None
    poly = CO.tutte_polynomial(g.n, _multi_edges(g), _check(ev))
    return _poly(ev, poly, v.args[0], v.args[1])


@builtin("FlowPolynomial", nargs=2,
         usage="FlowPolynomial[g, k] gives the flow polynomial of the graph g: the number of "
               "nowhere-zero flows on g with values in the integers mod k.",
         examples=[("FlowPolynomial[CycleGraph[3], k]", "-1 + k"),
                   ("FlowPolynomial[CompleteGraph[4], k]", "-6 + 11 k - 6 k^2 + k^3"),
                   ("FlowPolynomial[PetersenGraph[], 4]", "0"),
                   ("FlowPolynomial[PathGraph[{1, 2}], k]", "0"),
                   ("FlowPolynomial[PetersenGraph[], 5]", "240")])
def flow_polynomial(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    poly = CO.flow_polynomial(g.n, _multi_edges(g), _check(ev))
    return _poly(ev, poly, expr.args[1])
