"""Cycles: simple cycles in a length range, a fundamental cycle basis, Eulerian circuits,
Hamiltonian cycles and paths.

A cycle is returned as a list of (i, j, k) steps (vertex positions and the edge index), in
the order of the walk: it starts at its vertex of smallest position and, for an undirected
graph, goes first to the smaller of its two neighbours on the cycle.  Self-loops are ignored
(as FindCycle does)."""

__all__ = ["simple_cycles", "fundamental_cycles", "eulerian_cycle", "hamiltonian_cycle",
           "hamiltonian_paths", "canonical_cycle", "steps_of_vertices"]


def _simple_arcs(g, undirected):
    """(i, j) -> first edge index, for the simple graph (loops dropped)."""
    arcs = {}
    for k, (i, j, d) in enumerate(g.ends):
        if i == j:
            continue
        if undirected or not d:
            arcs.setdefault((i, j), k)
            arcs.setdefault((j, i), k)
        else:
            arcs.setdefault((i, j), k)
    return arcs


def canonical_cycle(vs, directed):
    """Rotate (and for an undirected cycle reflect) a vertex cycle to start at its smallest
    vertex, going towards the smaller neighbour."""
    n = len(vs)
    m = vs.index(min(vs))
    vs = vs[m:] + vs[:m]
    if not directed and n > 2 and vs[-1] < vs[1]:
        vs = [vs[0]] + vs[1:][::-1]
    return vs


def steps_of_vertices(vs, arcs):
    n = len(vs)
    return [(vs[t], vs[(t + 1) % n], arcs[(vs[t], vs[(t + 1) % n])]) for t in range(n)]


def _parallel_pairs(g, undirected):
    """Two-cycles made of two parallel undirected edges (or two opposite arcs)."""
    out = []
    seen = {}
    for k, (i, j, d) in enumerate(g.ends):
        if i == j:
            continue
        key = (min(i, j), max(i, j))
        if undirected or not d:
            if key in seen:
                a = seen[key]
                out.append([(key[0], key[1], a), (key[1], key[0], k)])
            else:
                seen[key] = k
    return out


def simple_cycles(g, kmin=1, kmax=None, limit=None, through=None):
    """Simple cycles with kmin <= length <= kmax (None: no bound), at most ``limit`` (None:
    all), sorted by length and then by their vertex sequences; each a list of steps."""
    import networkx as nx
    undirected = not g.any_directed
    arcs = _simple_arcs(g, undirected)
    G = nx.Graph() if undirected else nx.DiGraph()
    G.add_nodes_from(range(g.n))
    G.add_edges_from(arcs)
    found = []
    if (kmax is None or kmax >= 2) and kmin <= 2:
        for c in _parallel_pairs(g, undirected):
            found.append(c)
    bound = kmax if kmax is not None else None
    gen = nx.simple_cycles(G, length_bound=bound) if bound is not None else \
        nx.simple_cycles(G)
    cap = None if limit is None else max(limit * 50, 1000)
    count = 0
    for c in gen:
        if len(c) < max(kmin, 2 if not undirected else 3):
            continue
        if undirected and len(c) < 3:
            continue
        if through is not None and through not in c:
            continue
        vs = canonical_cycle(list(c), not undirected)
        found.append(steps_of_vertices(vs, arcs))
        count += 1
        if cap is not None and count >= cap:
            break
    found = [c for c in found if through is None or any(s[0] == through for s in c)]
    found.sort(key=lambda c: (len(c), [s[0] for s in c]))
    return found if limit is None else found[:limit]


def fundamental_cycles(g):
    """A cycle basis of the underlying undirected graph, from a spanning forest (one cycle
    per non-tree edge)."""
    import networkx as nx
    arcs = _simple_arcs(g, True)
    G = nx.Graph()
    G.add_nodes_from(range(g.n))
    G.add_edges_from(arcs)
    out = [c for c in _parallel_pairs(g, True)]
    for c in nx.cycle_basis(G):
        vs = canonical_cycle(list(c), False)
        out.append(steps_of_vertices(vs, arcs))
    out.sort(key=lambda c: (len(c), [s[0] for s in c]))
    return out


def eulerian_cycle(g):
    """An Eulerian circuit as steps, or None.  Hierholzer's algorithm from the earliest
    vertex with an edge, taking the earliest unused edge to the earliest neighbour."""
    from mathilda.algorithms.graphs.properties import is_eulerian
    if not is_eulerian(g) or g.is_mixed:
        return None
    directed = g.is_directed
    n = g.n
    out = [[] for _ in range(n)]
    for k, (i, j, d) in enumerate(g.ends):
        out[i].append((j, k))
        if not directed and i != j:
            out[j].append((i, k))
    for a in out:
        a.sort(reverse=True)        # pop() takes the earliest neighbour
    used = [False] * g.m
    start = min(i for i, j, _ in g.ends)
    stack = [(start, None)]
    circuit = []
    while stack:
        v, k_in = stack[-1]
        adj = out[v]
        while adj and used[adj[-1][1]]:
            adj.pop()
        if adj:
            w, k = adj.pop()
            used[k] = True
            stack.append((w, k))
        else:
            stack.pop()
            if stack:
                circuit.append((stack[-1][0], v, k_in))
    return circuit[::-1]


def _adjacency_sets(g, undirected):
    n = g.n
    adj = [set() for _ in range(n)]
    for i, j, d in g.ends:
        if i == j:
            continue
        adj[i].add(j)
        if undirected or not d:
            adj[j].add(i)
    return [sorted(a) for a in adj]


def hamiltonian_cycle(g, limit=1, check=None):
    """Hamiltonian cycles (vertex lists starting at vertex 0, canonical), at most ``limit``;
    None when there is none."""
    n = g.n
    if n == 0:
        return None
    undirected = not g.any_directed
    adj = _adjacency_sets(g, undirected)
    if n <= 2:
        return None
    if any(len(a) < (2 if undirected else 1) for a in adj):
        return None
    found = []
    path = [0]
    on = [False] * n
    on[0] = True

    def extend():
        if check is not None:
            check()
        last = path[-1]
        if len(path) == n:
            if 0 in adj[last]:
                if not undirected or path[1] < path[-1]:
                    found.append(list(path))
                    return limit is not None and len(found) >= limit
            return False
        for j in adj[last]:
            if not on[j]:
                on[j] = True
                path.append(j)
                if extend():
                    return True
                path.pop()
                on[j] = False
        return False

    extend()
    return found or None


def hamiltonian_paths(g, s=None, t=None, limit=1, check=None):
    """Hamiltonian paths (vertex lists), at most ``limit``; [] when there is none."""
    n = g.n
    undirected = not g.any_directed
    adj = _adjacency_sets(g, undirected)
    found = []
    if n == 0:
        return found
    starts = [s] if s is not None else list(range(n))
    for s0 in starts:
        path = [s0]
        on = [False] * n
        on[s0] = True

        def extend():
            if check is not None:
                check()
            last = path[-1]
            if len(path) == n:
                if (t is None or last == t) and not (
                        undirected and s is None and t is None and path[0] > path[-1]):
                    found.append(list(path))
                    return limit is not None and len(found) >= limit
                return False
            for j in adj[last]:
                if not on[j]:
                    on[j] = True
                    path.append(j)
                    if extend():
                        return True
                    path.pop()
                    on[j] = False
            return False

        if extend():
            break
    return found
