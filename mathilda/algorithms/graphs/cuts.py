"""Cuts, partitions, communities, matchings, covers, k-plexes, disjoint paths and
dominators, on vertex positions (NetworkX where it has the algorithm, imported lazily).

Vertex sets come back sorted by position; lists of sets largest first (ties: the one with
the earlier first vertex first)."""

__all__ = ["minimum_cut", "maximum_cut", "vertex_cut", "edge_cut", "k_plex",
           "communities", "partition", "matching", "edge_cover", "disjoint_paths",
           "dominators"]


def _undirected(g, weights=None):
    """A simple undirected NetworkX graph; parallel edges add their weights."""
    import networkx as nx
    G = nx.Graph()
    G.add_nodes_from(range(g.n))
    for k, (i, j, _) in enumerate(g.ends):
        if i == j:
            continue
        w = 1 if weights is None else weights[k]
        if G.has_edge(i, j):
            G[i][j]["weight"] += w
        else:
            G.add_edge(i, j, weight=w)
    return G


def _order_sets(sets):
    sets = [sorted(s) for s in sets]
    sets.sort(key=lambda s: (-len(s), s[0] if s else -1))
    return sets


def minimum_cut(g, weights=None):
    """(cut weight, [part1, part2]) of a minimum cut (Stoer-Wagner), the part with the first
    vertex first; a disconnected graph has the cut 0 between a component and the rest."""
    import networkx as nx
    G = _undirected(g, weights)
    if g.n < 2:
        return None
    if not nx.is_connected(G):
        comp = sorted(min(nx.connected_components(G), key=lambda c: (len(c), min(c))))
        rest = [v for v in range(g.n) if v not in set(comp)]
        return 0, sorted([comp, rest])
    value, (a, b) = nx.stoer_wagner(G)
    return value, sorted([sorted(a), sorted(b)])


def maximum_cut(g, weights=None, limit=24):
    """(cut weight, [part1, part2]) of a maximum cut by exhaustive search over the 2^(n-1)
    bipartitions (vertex 1 in the first part); None when n exceeds ``limit``."""
    n = g.n
    if n > limit or n < 2:
        return None
    edges = [(i, j, 1 if weights is None else weights[k])
             for k, (i, j, _) in enumerate(g.ends) if i != j]
    best = None
    for mask in range(1 << (n - 1)):
        side = (mask << 1)
        value = sum(w for i, j, w in edges if ((side >> i) ^ (side >> j)) & 1)
        if best is None or value > best[0]:
            best = (value, side)
    value, side = best
    a = [v for v in range(n) if not (side >> v) & 1]
    b = [v for v in range(n) if (side >> v) & 1]
    return value, [a, b]


def vertex_cut(g, s=None, t=None):
    """A smallest set of vertices whose removal disconnects g (separates s from t)."""
    import networkx as nx
    G = g.nx("simple", False) if g.any_directed else _undirected(g)
    G = G.copy()
    G.remove_edges_from(list(nx.selfloop_edges(G)))
    if s is None:
        if g.n < 2 or (not g.any_directed and not nx.is_connected(G)) or (
                g.any_directed and not nx.is_strongly_connected(G)):
            return []
        if all(G.has_edge(a, b) for a in G for b in G if a != b):
            return []
        return sorted(nx.minimum_node_cut(G))
    if G.has_edge(s, t) or s == t:
        return None
    return sorted(nx.minimum_node_cut(G, s, t))


def edge_cut(g, s=None, t=None):
    """Edge positions of a smallest set of edges whose removal disconnects g (separates s
    from t), in edge order."""
    import networkx as nx
    G = g.nx("simple", False) if g.any_directed else _undirected(g)
    if g.n < 2:
        return []
    if s is None:
        if (not g.any_directed and not nx.is_connected(G)) or (
                g.any_directed and not nx.is_strongly_connected(G)):
            return []
        pairs = nx.minimum_edge_cut(G)
    else:
        if s == t:
            return None
        pairs = nx.minimum_edge_cut(G, s, t)
    keys = set()
    for a, b in pairs:
        keys.add((a, b))
        if not g.any_directed:
            keys.add((b, a))
    out = []
    used = set()
    for k, (i, j, d) in enumerate(g.ends):
        key = (i, j) if (i, j) in keys else ((j, i) if not d and (j, i) in keys else None)
        if key is not None and key not in used:
            used.add(key)
            if not g.any_directed:
                used.add(key[::-1])
            out.append(k)
    return out


def k_plex(g, k, check=None):
    """A largest k-plex: a vertex set S in which every vertex is adjacent to at least
    |S| - k of the vertices of S (itself counted as not adjacent); branch and bound."""
    n = g.n
    nb = [set() for _ in range(n)]
    for i, j, _ in g.ends:
        if i != j:
            nb[i].add(j)
            nb[j].add(i)
    best = []

    def ok(S):
        size = len(S)
        return all(len(nb[v] & S) >= size - k for v in S)

    def go(S, cand):
        nonlocal best
        if check is not None:
            check()
        if len(S) > len(best):
            best = sorted(S)
        if len(S) + len(cand) <= len(best):
            return
        for idx, v in enumerate(cand):
            T = S | {v}
            if ok(T):
                go(T, cand[idx + 1:])
            if len(S) + len(cand) - idx - 1 <= len(best):
                return

    go(frozenset(), list(range(n)))
    return best


def communities(g):
    """Modularity communities (greedy agglomeration, Clauset-Newman-Moore)."""
    import networkx as nx
    G = _undirected(g)
    if G.number_of_edges() == 0:
        return [[v] for v in range(g.n)]
    return _order_sets(nx.algorithms.community.greedy_modularity_communities(G))


def partition(g, k):
    """k parts of sizes differing by at most one with few edges between them: recursive
    Kernighan-Lin bisection (seeded, so the result is reproducible)."""
    import networkx as nx
    G = _undirected(g)

    def split(nodes, parts):
        if parts == 1:
            return [sorted(nodes)]
        H = G.subgraph(nodes)
        left_parts = parts // 2
        size = len(nodes) * left_parts // parts
        order = sorted(nodes)
        a = set(order[:size])
        b = set(order[size:])
        if H.number_of_edges():
            a, b = nx.algorithms.community.kernighan_lin_bisection(
                H, partition=(a, b), seed=1)
        return split(a, left_parts) + split(b, parts - left_parts)

    return _order_sets(split(list(range(g.n)), k))


def matching(g, weights=None):
    """Edge positions of a maximum matching (most edges; among those, greatest weight), in
    edge order."""
    import networkx as nx
    G = _undirected(g, weights)
    m = nx.max_weight_matching(G, maxcardinality=True,
                               weight="weight" if weights is not None else None)
    pairs = {(min(a, b), max(a, b)) for a, b in m}
    out, used = [], set()
    for k, (i, j, _) in enumerate(g.ends):
        key = (min(i, j), max(i, j))
        if key in pairs and key not in used:
            used.add(key)
            out.append(k)
    return out


def edge_cover(g):
    """Edge positions of a minimum edge cover in edge order; None when a vertex has no
    edge."""
    import networkx as nx
    G = _undirected(g)
    if any(G.degree(v) == 0 for v in G):
        return None
    cover = nx.min_edge_cover(G)
    pairs = {(min(a, b), max(a, b)) for a, b in cover}
    out, used = [], set()
    for k, (i, j, _) in enumerate(g.ends):
        key = (min(i, j), max(i, j))
        if key in pairs and key not in used:
            used.add(key)
            out.append(k)
    return out


def disjoint_paths(g, s, t, vertex=True):
    """Vertex-disjoint (or edge-disjoint) paths from s to t, as position lists, shortest
    first."""
    import networkx as nx
    G = g.nx("simple", False) if g.any_directed else _undirected(g)
    if s == t:
        return []
    fn = nx.node_disjoint_paths if vertex else nx.edge_disjoint_paths
    try:
        paths = [list(p) for p in fn(G, s, t)]
    except nx.NetworkXNoPath:
        return []
    paths.sort(key=lambda p: (len(p), p))
    return paths


def dominators(g, r):
    """For each vertex, the position of its immediate dominator from the root r (r for r
    itself), None when it cannot be reached from r."""
    import networkx as nx
    G = g.nx("simple", False)
    if not G.is_directed():
        G = G.to_directed()
    idom = nx.immediate_dominators(G, r)
    idom[r] = r
    return [idom.get(v) for v in range(g.n)]
