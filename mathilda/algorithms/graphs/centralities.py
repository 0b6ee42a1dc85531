"""More centralities and global measures: radiality, link rank, mean distance, mean
neighbour degree, mean degree connectivity and reciprocity.

Exact (Fractions) for unweighted graphs and exact weights, floats for machine weights."""

from fractions import Fraction

from mathilda.algorithms.graphs.matrices import degrees, in_degrees, out_degrees
from mathilda.algorithms.graphs.paths import INF, distance_matrix

__all__ = ["radiality", "mean_distance", "mean_neighbor_degree", "mean_degree_connectivity",
           "reciprocity", "link_rank"]


def _div(a, b):
    if type(a) is float or type(b) is float:
        return a / b
    return Fraction(a) / b


def radiality(g, weights=None, incoming=False):
    """For each vertex u with out component C (vertices reached from u; for ``incoming``,
    vertices reaching u): the mean over v in C, v != u, of (D + 1 - d(u, v)) / D, with D the
    largest finite distance of the graph; 0 for a vertex reaching no other."""
    rows = distance_matrix(g, weights)
    if incoming:
        rows = [list(col) for col in zip(*rows)] if rows else rows
    finite = [d for r in rows for d in r if d != INF]
    diam = max(finite) if finite else 0
    out = []
    for u, r in enumerate(rows):
        ds = [d for v, d in enumerate(r) if v != u and d != INF]
        if not ds or diam == 0:
            out.append(0)
            continue
        total = sum(diam + 1 - d for d in ds)
        out.append(_div(total, diam * len(ds)))
    return out


def mean_distance(g, weights=None):
    """The mean of the distances between distinct ordered pairs of vertices (INF when one
    is infinite); None without pairs."""
    rows = distance_matrix(g, weights)
    vals = [d for u, r in enumerate(rows) for v, d in enumerate(r) if u != v]
    if not vals:
        return None
    if any(d == INF for d in vals):
        return INF
    return _div(sum(vals), len(vals))


def _neighbour_lists(g, kind):
    """For each vertex, the neighbours counted with multiplicity: "All" ignores directions,
    "Out" follows them, "In" goes against them."""
    if kind == "Out":
        adj = g.out_neighbors()
    elif kind == "In":
        adj = g.in_neighbors()
    else:
        adj = g.neighbors()
    return [[j for j, _ in a] for a in adj]


def _degree_list(g, kind):
    return {"Out": out_degrees, "In": in_degrees}.get(kind, degrees)(g)


def mean_neighbor_degree(g, kind="All"):
    """The mean degree (of the given kind) of each vertex's neighbours (of that kind); 0 for
    a vertex without any."""
    deg = _degree_list(g, kind)
    out = []
    for nb in _neighbour_lists(g, kind):
        out.append(Fraction(sum(deg[j] for j in nb), len(nb)) if nb else 0)
    return out


def mean_degree_connectivity(g, kind="All"):
    """For k = 0, 1, ..., the largest degree: the mean of the mean neighbour degrees of the
    vertices of degree k (0 when there are none)."""
    deg = _degree_list(g, kind)
    mnd = mean_neighbor_degree(g, kind)
    if not deg:
        return []
    out = []
    for k in range(max(deg) + 1):
        vals = [m for d, m in zip(deg, mnd) if d == k]
        out.append(Fraction(sum(vals), len(vals)) if vals else 0)
    return out


def reciprocity(g):
    """The fraction of the edges u -> v (undirected edges count as reciprocated) for which
    there is an edge v -> u; None without edges."""
    if not g.ends:
        return None
    arcs = set()
    for i, j, d in g.ends:
        arcs.add((i, j))
        if not d:
            arcs.add((j, i))
    hits = sum(1 for i, j, d in g.ends if not d or (j, i) in arcs)
    return Fraction(hits, len(g.ends))


def link_rank(g, pagerank):
    """For each edge, the page rank of its source over the source's out-degree (an undirected
    edge carries both directions), normalized to sum 1."""
    outdeg = out_degrees(g)
    vals = []
    for i, j, d in g.ends:
        v = pagerank[i] / outdeg[i]
        if not d and i != j:
            v += pagerank[j] / outdeg[j]
        vals.append(v)
    s = sum(vals)
    return [v / s for v in vals] if s else vals
