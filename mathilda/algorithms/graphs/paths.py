"""Shortest paths and distances, exact when the weights are exact.

Unweighted graphs use breadth-first search, weighted ones Dijkstra's algorithm (Bellman-Ford
when a weight is negative); weights are Python numbers (int, Fraction or float), so the
distances of integer or rational weights are exact.  Neighbours are visited in vertex order,
so among equally short paths the one through earlier vertices is found first.
"""

import heapq
from fractions import Fraction

from mathilda.core.expr import Integer, Rational, Real, S, make_rational

__all__ = ["weights_of", "distances", "shortest_path", "distance_matrix", "num_expr",
           "NegativeCycle"]

INF = float("inf")


class NegativeCycle(Exception):
    pass


def _py(x):
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return Fraction(x.value)
    if t is Real:
        return float(x.value)
    return None


def num_expr(v):
    """The Expr for a Python distance (Infinity for inf)."""
    if v == INF:
        return S.Infinity
    if type(v) is int:
        return Integer(v)
    if type(v) is Fraction:
        return make_rational(v.numerator, v.denominator)
    return Real(float(v))


def weights_of(g, use=True):
    """Python edge weights aligned with the edges, None when unweighted (or ``use`` false);
    "symbolic" when a weight is not a number."""
    if not use:
        return None
    ws = g.edge_weights()
    if ws is None:
        return None
    out = [_py(w) for w in ws]
    if any(w is None for w in out):
        return "symbolic"
    if any(type(w) is float for w in out):     # machine weights: machine distances
        out = [float(w) for w in out]
    return out


def _arcs(g, weights):
    """For each vertex, the sorted list of (neighbour, weight) following directions;
    parallel edges keep their lightest weight."""
    n = g.n
    best = [dict() for _ in range(n)]
    for k, (i, j, d) in enumerate(g.ends):
        w = 1 if weights is None else weights[k]
        for a, b in ((i, j),) if d or i == j else ((i, j), (j, i)):
            old = best[a].get(b)
            if old is None or w < old:
                best[a][b] = w
    return [sorted(b.items()) for b in best]


def distances(g, s, weights=None, arcs=None):
    """(dist, pred) from vertex position ``s``: dist[i] is INF when unreachable."""
    if arcs is None:
        arcs = _arcs(g, weights)
    n = g.n
    dist = [INF] * n
    pred = [None] * n
    dist[s] = 0.0 if weights is not None and weights and type(weights[0]) is float else 0
    if weights is None:
        frontier = [s]
        while frontier:
            nxt = []
            for i in frontier:
                di = dist[i] + 1
                for j, _ in arcs[i]:
                    if dist[j] == INF:
                        dist[j] = di
                        pred[j] = i
                        nxt.append(j)
            frontier = nxt
        return dist, pred
    if any(w < 0 for a in arcs for _, w in a):
        return _bellman_ford(n, arcs, s)
    heap = [(0, s)]
    done = [False] * n
    while heap:
        d, i = heapq.heappop(heap)
        if done[i]:
            continue
        done[i] = True
        for j, w in arcs[i]:
            nd = d + w
            if nd < dist[j]:
                dist[j] = nd
                pred[j] = i
                heapq.heappush(heap, (nd, j))
    return dist, pred


def _bellman_ford(n, arcs, s):
    dist = [INF] * n
    pred = [None] * n
    dist[s] = 0.0 if any(type(w) is float for a in arcs for _, w in a) else 0
    for _ in range(n - 1):
        changed = False
        for i in range(n):
            if dist[i] == INF:
                continue
            for j, w in arcs[i]:
                if dist[i] + w < dist[j]:
                    dist[j] = dist[i] + w
                    pred[j] = i
                    changed = True
        if not changed:
            break
    for i in range(n):
        if dist[i] != INF:
            for j, w in arcs[i]:
                if dist[i] + w < dist[j]:
                    raise NegativeCycle()
    return dist, pred


def shortest_path(g, s, t, weights=None):
    """The vertex positions of a shortest path from ``s`` to ``t`` ([] if none)."""
    dist, pred = distances(g, s, weights)
    if dist[t] == INF:
        return []
    out = [t]
    while out[-1] != s:
        out.append(pred[out[-1]])
    return out[::-1]


def distance_matrix(g, weights=None, cutoff=None):
    arcs = _arcs(g, weights)
    rows = []
    for s in range(g.n):
        d, _ = distances(g, s, weights, arcs)
        if cutoff is not None:
            d = [x if x <= cutoff else INF for x in d]
        rows.append(d)
    return rows

