"""Centralities, clustering coefficients and assortativity.

Exact where the Wolfram Language is exact: closeness centrality and the clustering
coefficients of unweighted graphs are rationals (Fractions here); betweenness, eigenvector,
PageRank and hub/authority centralities are machine reals."""

from fractions import Fraction

from mathilda.algorithms.graphs.paths import INF, _arcs, distances

__all__ = ["closeness", "betweenness", "edge_betweenness", "eigenvector", "pagerank",
           "hits", "local_clustering", "global_clustering", "assortativity"]


def closeness(g, weights=None):
    """For each vertex u: (r - 1) / (sum of the distances from u to the r - 1 other vertices
    it reaches); 0 when it reaches none."""
    arcs = _arcs(g, weights)
    out = []
    for s in range(g.n):
        dist, _ = distances(g, s, weights, arcs)
        reach = [d for i, d in enumerate(dist) if i != s and d != INF]
        total = sum(reach)
        if not reach or total == 0:
            out.append(0)
        elif type(total) is float:
            out.append(len(reach) / total)
        else:
            out.append(Fraction(len(reach)) / total)
    return out


def _nx_simple(g):
    return g.nx("simple", False)


def betweenness(g):
    import networkx as nx
    G = _nx_simple(g)
    G.remove_edges_from(list(nx.selfloop_edges(G)))
    c = nx.betweenness_centrality(G, normalized=False)
    return [float(c[i]) for i in range(g.n)]


def edge_betweenness(g):
    """One value per edge, in edge order (parallel edges share their pair's value)."""
    import networkx as nx
    G = _nx_simple(g)
    c = nx.edge_betweenness_centrality(G, normalized=False)
    out = []
    for i, j, d in g.ends:
        v = c.get((i, j))
        if v is None:
            v = c.get((j, i), 0.0)
        out.append(float(v))
    return out


def _normalize(vals):
    s = sum(vals)
    return [v / s for v in vals] if s else [0.0] * len(vals)


def eigenvector(g):
    """The eigenvector of the largest eigenvalue of the adjacency matrix (transposed, for
    a directed graph: a vertex is central when central vertices point to it), normalized to
    sum 1."""
    import numpy as np
    from mathilda.algorithms.graphs.matrices import adjacency
    if g.n == 0:
        return []
    a = np.array(adjacency(g), dtype=float)
    if g.any_directed:
        a = a.T
    w, v = np.linalg.eig(a)
    k = int(np.argmax(w.real))
    vec = np.abs(v[:, k].real)
    return _normalize([float(x) for x in vec])


def pagerank(g, alpha=0.85):
    """The stationary distribution of the random surfer who follows an out-edge with
    probability alpha (a vertex without out-edges sends to every vertex) and jumps to a
    uniformly chosen vertex otherwise: solved directly, (I - alpha M) x = (1 - alpha)/n."""
    import numpy as np
    from mathilda.algorithms.graphs.matrices import adjacency
    n = g.n
    if n == 0:
        return []
    a = np.array(adjacency(g), dtype=float)
    out = a.sum(axis=1)
    m = np.empty_like(a)
    for i in range(n):
        m[i] = a[i] / out[i] if out[i] else 1.0 / n
    lhs = np.eye(n) - alpha * m.T
    rhs = np.full(n, (1 - alpha) / n)
    try:
        if alpha >= 1:
            raise np.linalg.LinAlgError("singular")
        x = np.linalg.solve(lhs, rhs)
    except np.linalg.LinAlgError:
        # alpha = 1 with a closed class: a stationary vector, the one summing to 1 that
        # least-squares gives for the system with the normalization appended
        x = np.linalg.lstsq(np.vstack([lhs, np.ones(n)]), np.append(rhs, 1.0), rcond=None)[0]
    return [float(v) for v in x / x.sum()]


def hits(g):
    """(hubs, authorities), each normalized to sum 1: power iteration from the uniform
    vector (so a regular graph gets uniform scores, not an arbitrary vector of a repeated
    eigenvalue)."""
    import numpy as np
    from mathilda.algorithms.graphs.matrices import adjacency
    n = g.n
    if n == 0:
        return [], []
    a = np.array(adjacency(g), dtype=float)
    np.fill_diagonal(a, 0.0)
    h = np.full(n, 1.0 / n)
    auth = h
    for _ in range(10000):
        auth = a.T @ h
        s = auth.sum()
        if s == 0:
            return [1.0 / n] * n, [1.0 / n] * n
        auth = auth / s
        h2 = a @ auth
        h2 = h2 / h2.sum()
        if np.abs(h2 - h).max() < 1e-14:
            h = h2
            break
        h = h2
    return [float(x) for x in h], [float(x) for x in auth]


def _neighbour_sets(g):
    n = g.n
    nb = [set() for _ in range(n)]
    arcs = set()
    for i, j, d in g.ends:
        if i == j:
            continue
        nb[i].add(j)
        nb[j].add(i)
        arcs.add((i, j))
        if not d:
            arcs.add((j, i))
    return nb, arcs


def local_clustering(g):
    """For each vertex with k >= 2 neighbours: the arcs among them over k (k - 1) (an
    undirected edge is two arcs); 0 otherwise."""
    nb, arcs = _neighbour_sets(g)
    out = []
    for i in range(g.n):
        k = len(nb[i])
        if k < 2:
            out.append(0)
            continue
        links = sum(1 for a in nb[i] for b in nb[i] if a != b and (a, b) in arcs)
        out.append(Fraction(links, k * (k - 1)))
    return out


def global_clustering(g):
    """Closed over connected triples (directions ignored)."""
    nb, _ = _neighbour_sets(g)
    closed = triples = 0
    for i in range(g.n):
        k = len(nb[i])
        triples += k * (k - 1) // 2
        s = sorted(nb[i])
        for x in range(len(s)):
            for y in range(x + 1, len(s)):
                if s[y] in nb[s[x]]:
                    closed += 1
    return Fraction(closed, triples) if triples else 0


def assortativity(g):
    """The degree assortativity (Pearson correlation of the degrees at the two ends of the
    edges); None when it is undefined (all degrees equal)."""
    import math
    import warnings
    import networkx as nx
    G = g.nx("auto", False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            r = nx.degree_assortativity_coefficient(G)
        except (ZeroDivisionError, ValueError):
            return None
    if r is None or math.isnan(r):
        return None
    return float(r)
