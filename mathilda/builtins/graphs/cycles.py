"""Cycles and tours: FindCycle, FindFundamentalCycles, FindEulerianCycle,
FindHamiltonianCycle, FindHamiltonianPath.

Cycles are lists of edges in the order of the walk, each undirected edge written in the
direction it is walked (``4 <-> 1`` closes the cycle 1, 2, 3, 4); a cycle starts at its
earliest vertex and goes first to the earlier of its two neighbours."""

from mathilda.algorithms.graphs import cycles as C
from mathilda.algorithms.graphs.construct import as_graph
from mathilda.algorithms.graphs.graph import edge_expr
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.builtins.graphs._args import INV, graph_arg, vertex_arg, vertex_list

_LIST = S.List


def _lst(items):
    return Expression(_LIST, tuple(items))


def steps_to_edges(g, steps):
    out = []
    for i, j, k in steps:
        e = g.edges[k]
        if e.head is S.DirectedEdge:
            out.append(e)
        else:
            tag = e.args[2] if len(e.args) > 2 else None
            out.append(edge_expr(g.vertices[i], g.vertices[j], False, tag))
    return _lst(out)


def is_infinity(x):
    return x is S.Infinity or (type(x) is Expression and x.head is S.DirectedInfinity
                               and x.args == (Integer(1),))


def _count_spec(x):
    """A positive int, None for All, or False."""
    if x is S.All or is_infinity(x):
        return None
    if type(x) is Integer and x.value > 0:
        return x.value
    return False


def length_spec(x):
    """(kmin, kmax) for a length or size specification (k, {k}, {kmin, kmax},
    Infinity) with kmax None for no bound, or None when invalid."""
    if is_infinity(x):
        return 1, None
    if type(x) is Integer and x.value >= 0:
        return 1, x.value
    if isinstance(x, Expression) and x.head is _LIST:
        a = x.args
        if len(a) == 1 and type(a[0]) is Integer:
            return a[0].value, a[0].value
        if len(a) == 2 and type(a[0]) is Integer and (type(a[1]) is Integer
                                                     or is_infinity(a[1])):
            return a[0].value, None if is_infinity(a[1]) else a[1].value
    return None


@builtin("FindCycle", nargs=(1, 3), messages=INV,
         usage="FindCycle[g] finds a cycle of the graph g, as a list of edges; FindCycle[g, "
               "k] one of length at most k; FindCycle[g, {k}] of length exactly k; "
               "FindCycle[g, kspec, s] at most s cycles (All: every one); FindCycle[{g, v}, "
               "...] cycles through the vertex v.",
         examples=[("FindCycle[CycleGraph[4]]",
                    "{{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 1}}"),
                   ("FindCycle[Graph[{1 -> 2, 2 -> 3, 3 -> 1, 3 -> 4}]]",
                    "{{1 \uf3d5 2, 2 \uf3d5 3, 3 \uf3d5 1}}"),
                   ("FindCycle[PathGraph[{1, 2, 3}]]", "{}"),
                   ("FindCycle[CompleteGraph[4], {3}, All]",
                    "{{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 1}, {1 \uf3d4 2, 2 \uf3d4 4, 4 \uf3d4 1}, "
                    "{1 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 1}, {2 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 2}}"),
                   ("Length[FindCycle[CompleteGraph[5], Infinity, All]]", "37"),
                   ("FindCycle[{GridGraph[{3, 3}], 9}]",
                    "{{5 \uf3d4 6, 6 \uf3d4 9, 9 \uf3d4 8, 8 \uf3d4 5}}")])
def find_cycle(ev, expr):
    spec = expr.args[0]
    through = None
    if isinstance(spec, Expression) and spec.head is _LIST and len(spec.args) == 2 and \
            as_graph(spec.args[0]) is not None and as_graph(spec) is None:
        g = as_graph(spec.args[0])
        through = g.vindex.get(spec.args[1])
        if through is None:
            ev.message("FindCycle", "inv", spec.args[1], Integer(1), expr, "vertex")
            return None
    else:
        g = graph_arg(ev, expr)
    if g is None:
        return None
    kmin, kmax = 1, None
    if len(expr.args) >= 2:
        ks = length_spec(expr.args[1])
        if ks is None:
            return None
        kmin, kmax = ks
    limit = 1
    if len(expr.args) == 3:
        limit = _count_spec(expr.args[2])
        if limit is False:
            return None
    cycles = C.simple_cycles(g, kmin, kmax, limit, through)
    return _lst(steps_to_edges(g, c) for c in cycles)


@builtin("FindFundamentalCycles", nargs=1,
         usage="FindFundamentalCycles[g] finds a basis of the cycles of the graph g (one "
               "cycle for each edge outside a spanning tree), each a list of edges.",
         examples=[("FindFundamentalCycles[CycleGraph[3]]",
                    "{{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 1}}"),
                   ("Length[FindFundamentalCycles[CompleteGraph[5]]]", "6"),
                   ("FindFundamentalCycles[StarGraph[4]]", "{}"),
                   ("Length[FindFundamentalCycles[GridGraph[{3, 4}]]]", "6"),
                   ("Map[Length, FindFundamentalCycles[GridGraph[{2, 3}]]]", "{4, 4}")])
def find_fundamental_cycles(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    return _lst(steps_to_edges(g, c) for c in C.fundamental_cycles(g))


@builtin("FindEulerianCycle", nargs=(1, 2),
         usage="FindEulerianCycle[g] finds a closed walk of the graph g through every edge "
               "exactly once, as a list containing the list of its edges; {} when there is "
               "none.",
         examples=[("FindEulerianCycle[CycleGraph[4]]",
                    "{{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 1}}"),
                   ("FindEulerianCycle[PathGraph[{1, 2, 3}]]", "{}"),
                   ("Length[First[FindEulerianCycle[CompleteGraph[5]]]]", "10"),
                   ("FindEulerianCycle[Graph[{1 -> 2, 2 -> 3, 3 -> 1}]]",
                    "{{1 \uf3d5 2, 2 \uf3d5 3, 3 \uf3d5 1}}"),
                   ("EulerianGraphQ[CompleteGraph[4]]", "False")])
def find_eulerian_cycle(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    steps = C.eulerian_cycle(g)
    if steps is None:
        return _lst(())
    return _lst((steps_to_edges(g, steps),))


def _cycle_steps(g, vs):
    arcs = {}
    undirected = not g.any_directed
    for k, (i, j, d) in enumerate(g.ends):
        if i != j:
            arcs.setdefault((i, j), k)
            if undirected or not d:
                arcs.setdefault((j, i), k)
    return C.steps_of_vertices(vs, arcs)


@builtin("FindHamiltonianCycle", nargs=(1, 2),
         usage="FindHamiltonianCycle[g] finds a cycle of the graph g through every vertex "
               "exactly once, as a list containing the list of its edges ({} when there is "
               "none); FindHamiltonianCycle[g, k] at most k cycles; All for every one.",
         examples=[("FindHamiltonianCycle[CycleGraph[4]]",
                    "{{1 \uf3d4 2, 2 \uf3d4 3, 3 \uf3d4 4, 4 \uf3d4 1}}"),
                   ("FindHamiltonianCycle[StarGraph[4]]", "{}"),
                   ("FindHamiltonianCycle[PetersenGraph[]]", "{}"),
                   ("Length[FindHamiltonianCycle[CompleteGraph[5], All]]", "12"),
                   ("FindHamiltonianCycle[GridGraph[{2, 3}]]",
                    "{{1 \uf3d4 2, 2 \uf3d4 4, 4 \uf3d4 6, 6 \uf3d4 5, 5 \uf3d4 3, 3 \uf3d4 1}}")])
def find_hamiltonian_cycle(ev, expr):
    g = graph_arg(ev, expr)
    if g is None:
        return None
    limit = 1
    if len(expr.args) == 2:
        limit = _count_spec(expr.args[1])
        if limit is False:
            return None
    found = C.hamiltonian_cycle(g, limit, ev.check_interrupt)
    if not found:
        return _lst(())
    return _lst(steps_to_edges(g, _cycle_steps(g, vs)) for vs in found)


@builtin("FindHamiltonianPath", nargs=(1, 3), messages=INV,
         usage="FindHamiltonianPath[g] finds a path of the graph g through every vertex "
               "exactly once, as a list of vertices ({} when there is none); "
               "FindHamiltonianPath[g, s, t] one from s to t.",
         examples=[("FindHamiltonianPath[PathGraph[{1, 2, 3, 4}]]", "{1, 2, 3, 4}"),
                   ("FindHamiltonianPath[StarGraph[4]]", "{}"),
                   ("FindHamiltonianPath[CycleGraph[5], 1, 2]", "{1, 5, 4, 3, 2}"),
                   ("FindHamiltonianPath[Graph[{1 -> 2, 3 -> 1}]]", "{3, 1, 2}"),
                   ("Length[FindHamiltonianPath[GridGraph[{3, 3}]]]", "9")])
def find_hamiltonian_path(ev, expr):
    g = graph_arg(ev, expr)
    if g is None or len(expr.args) == 2:
        return None
    s = t = None
    if len(expr.args) == 3:
        s = vertex_arg(ev, expr, g, 1)
        t = vertex_arg(ev, expr, g, 2) if s is not None else None
        if s is None or t is None:
            return None
    found = C.hamiltonian_paths(g, s, t, 1, ev.check_interrupt)
    return vertex_list(g, found[0]) if found else _lst(())
