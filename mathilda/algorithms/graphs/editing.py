"""New graphs from old: subgraphs, added and deleted vertices and edges, unions,
intersections, differences, complements, reversed and re-indexed graphs, line graphs.

Properties stay with their vertices and edges: a list aligned with the edges (EdgeWeight ->
{...}) is filtered along with them, and an added edge of a weighted graph gets weight 1."""

from mathilda.core.expr import Expression, Integer, S
from mathilda.algorithms.graphs.graph import GraphExpr, _aligned, edge_expr, make_graph

__all__ = ["rebuild", "complement", "union", "intersection", "difference", "line_graph"]

_EDGE_PROPS = ("EdgeWeight", "EdgeCapacity", "EdgeCost")
_VERTEX_PROPS = ("VertexWeight", "VertexCapacity")


def rebuild(g, vertices, edge_keep, new_edges=()):
    """A graph with ``vertices`` (expressions), the edges of ``g`` at the positions
    ``edge_keep`` and then ``new_edges``; aligned properties follow."""
    edges = [g.edges[k] for k in edge_keep] + list(new_edges)
    opts = {}
    keep_v = set(vertices)
    keep_e = set(edges)
    old_edges = set(g.edges)
    for name, val in g.options.items():
        if name in _EDGE_PROPS:
            al = _aligned(val, g.edges)
            if al is not None:
                opts[name] = Expression(S.List, tuple([al[k] for k in edge_keep]
                                                      + [Integer(1)] * len(new_edges)))
                continue
        if name in _VERTEX_PROPS:
            al = _aligned(val, g.vertices)
            if al is not None:
                vals = dict(zip(g.vertices, al))
                opts[name] = Expression(S.List, tuple(vals.get(v, Integer(1))
                                                      for v in _all_vertices(vertices, edges)))
                continue
        if isinstance(val, Expression) and val.head is S.List and val.args and all(
                type(r) is Expression and r.head in (S.Rule, S.RuleDelayed) for r in val.args):
            rules = tuple(r for r in val.args
                          if r.args[0] in keep_v or r.args[0] in keep_e
                          or (r.args[0] not in g.vindex and r.args[0] not in old_edges))
            if rules:
                opts[name] = Expression(S.List, rules)
            continue
        opts[name] = val
    return make_graph(vertices, edges, opts)


def _all_vertices(vertices, edges):
    out = list(dict.fromkeys(vertices))
    seen = set(out)
    for e in edges:
        for v in e.args[:2]:
            if v not in seen:
                seen.add(v)
                out.append(v)
    return out


def complement(g):
    """The simple graph on the same vertices with an edge (both arcs for a directed graph)
    wherever g has none; loops are never added."""
    n = g.n
    directed = g.any_directed
    have = set()
    for i, j, d in g.ends:
        have.add((i, j))
        if not d:
            have.add((j, i))
    vs = g.vertices
    edges = []
    for i in range(n):
        for j in range(n):
            if i == j or (not directed and j < i):
                continue
            if (i, j) not in have:
                edges.append(edge_expr(vs[i], vs[j], directed))
    return GraphExpr(vs, edges)


def _key(e):
    """Edges compare without orientation when undirected."""
    if e.head is S.UndirectedEdge:
        a, b = e.args[0], e.args[1]
        return (S.UndirectedEdge, frozenset((a, b)), e.args[2:])
    return e


def union(graphs):
    vertices = []
    edges = []
    seen = set()
    for g in graphs:
        vertices.extend(g.vertices)
        for e in g.edges:
            k = _key(e)
            if k not in seen:
                seen.add(k)
                edges.append(e)
    return make_graph(vertices, edges)


def intersection(graphs):
    first = graphs[0]
    vsets = [set(g.vertices) for g in graphs[1:]]
    esets = [set(_key(e) for e in g.edges) for g in graphs[1:]]
    vertices = [v for v in first.vertices if all(v in s for s in vsets)]
    edges = []
    seen = set()
    for e in first.edges:
        k = _key(e)
        if k not in seen and all(k in s for s in esets):
            seen.add(k)
            edges.append(e)
    return make_graph(vertices, edges)


def difference(g1, g2):
    drop = set(_key(e) for e in g2.edges)
    return make_graph(list(g1.vertices), [e for e in g1.edges if _key(e) not in drop])


def line_graph(g):
    """Vertices: the edges of g (positions 1..m); an edge between two edges sharing an
    end (for a directed graph: from e to f when e's head is f's tail)."""
    m = g.m
    ends = g.ends
    directed = g.any_directed
    vs = [Integer(k + 1) for k in range(m)]
    edges = []
    for a in range(m):
        for b in range(m):
            if a == b:
                continue
            i1, j1, _ = ends[a]
            i2, j2, _ = ends[b]
            if directed:
                if j1 == i2:
                    edges.append(edge_expr(vs[a], vs[b], True))
            elif b > a and {i1, j1} & {i2, j2}:
                edges.append(edge_expr(vs[a], vs[b], False))
    return GraphExpr(vs, edges)
