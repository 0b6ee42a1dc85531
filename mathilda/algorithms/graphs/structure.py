"""Components, connectivity, spanning trees, orderings, cliques, covers and isomorphisms.

Everything works on vertex positions and returns positions; the orders follow the Wolfram
Language: the components of an undirected graph come largest first (each in vertex order),
the strongly connected components of a directed graph in the order Tarjan's algorithm
completes them when it starts from the vertices in order (a sink component first)."""

__all__ = ["components", "strong_components", "kcore_components", "vertex_connectivity",
           "edge_connectivity", "spanning_forest", "topological_order", "cliques",
           "isomorphisms"]


def components(g):
    """Connected components ignoring directions, largest first."""
    nb = g.neighbors()
    seen = [False] * g.n
    out = []
    for s in range(g.n):
        if seen[s]:
            continue
        comp = [s]
        seen[s] = True
        stack = [s]
        while stack:
            i = stack.pop()
            for j, _ in nb[i]:
                if not seen[j]:
                    seen[j] = True
                    comp.append(j)
                    stack.append(j)
        out.append(sorted(comp))
    out.sort(key=lambda c: -len(c))
    return out


def strong_components(g):
    """Tarjan's strongly connected components (iterative), each in vertex order."""
    n = g.n
    adj = [sorted({j for j, _ in a}) for a in g.out_neighbors()]
    index = [None] * n
    low = [0] * n
    on = [False] * n
    stack = []
    out = []
    counter = 0
    for root in range(n):
        if index[root] is not None:
            continue
        work = [(root, 0)]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on[root] = True
        while work:
            v, pi = work[-1]
            if pi < len(adj[v]):
                work[-1] = (v, pi + 1)
                w = adj[v][pi]
                if index[w] is None:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on[w] = True
                    work.append((w, 0))
                elif on[w]:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    low[u] = min(low[u], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on[w] = False
                        comp.append(w)
                        if w == v:
                            break
                    out.append(sorted(comp))
    return out


def kcore_components(g, k):
    """Components of the k-core: repeatedly delete vertices of degree < k (degree counts
    in + out edges, loops twice), then take the components of what is left."""
    n = g.n
    alive = [True] * n
    deg = [0] * n
    nb = [[] for _ in range(n)]
    for i, j, _ in g.ends:
        deg[i] += 1
        deg[j] += 1
        nb[i].append(j)
        if i != j:
            nb[j].append(i)
    queue = [i for i in range(n) if deg[i] < k]
    while queue:
        i = queue.pop()
        if not alive[i]:
            continue
        alive[i] = False
        for j in nb[i]:
            if alive[j]:
                deg[j] -= 1
                if deg[j] < k:
                    queue.append(j)
    seen = [not a for a in alive]
    out = []
    for s in range(n):
        if seen[s]:
            continue
        comp = [s]
        seen[s] = True
        stack = [s]
        while stack:
            i = stack.pop()
            for j in nb[i]:
                if not seen[j]:
                    seen[j] = True
                    comp.append(j)
                    stack.append(j)
        out.append(sorted(comp))
    out.sort(key=lambda c: -len(c))
    return out


def vertex_connectivity(g, s=None, t=None):
    import networkx as nx
    G = g.nx("simple", False) if g.any_directed else g.nx("undirected", False)
    if g.n <= 1:
        return 0
    if s is None:
        return nx.node_connectivity(G)
    if s == t:
        return 0
    if G.has_edge(s, t):
        H = G.copy()
        H.remove_edge(s, t)
        return nx.node_connectivity(H, s, t) + 1
    return nx.node_connectivity(G, s, t)


def edge_connectivity(g, s=None, t=None):
    import networkx as nx
    G = g.nx("simple", False) if g.any_directed else g.nx("undirected", False)
    if g.n <= 1:
        return 0
    if s is None:
        return nx.edge_connectivity(G)
    if s == t:
        return 0
    return nx.edge_connectivity(G, s, t)


def spanning_forest(g, weights=None):
    """Edge indices of a minimum spanning forest (Kruskal; ties in edge order; directions
    ignored), in edge order."""
    parent = list(range(g.n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    order = range(g.m) if weights is None else sorted(range(g.m), key=lambda k: weights[k])
    keep = []
    for k in order:
        i, j, _ = g.ends[k]
        a, b = find(i), find(j)
        if a != b:
            parent[a] = b
            keep.append(k)
    return sorted(keep)


def topological_order(g):
    """Kahn's algorithm taking the earliest available vertex first; None for a graph with
    a cycle (an undirected edge counts as a cycle unless it is the only way)."""
    import heapq
    n = g.n
    indeg = [0] * n
    out = [[] for _ in range(n)]
    for i, j, d in g.ends:
        if not d:
            return None
        out[i].append(j)
        indeg[j] += 1
    heap = [i for i in range(n) if indeg[i] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        i = heapq.heappop(heap)
        order.append(i)
        for j in out[i]:
            indeg[j] -= 1
            if indeg[j] == 0:
                heapq.heappush(heap, j)
    return order if len(order) == n else None


def _simple_undirected(g, complement=False):
    n = g.n
    adj = [set() for _ in range(n)]
    for i, j, _ in g.ends:
        if i != j:
            adj[i].add(j)
            adj[j].add(i)
    if complement:
        allv = set(range(n))
        adj = [allv - a - {i} for i, a in enumerate(adj)]
    return adj


def cliques(g, kmin=1, kmax=None, limit=1, complement=False, check=None):
    """Cliques (of the complement graph: independent sets) with kmin <= size <= kmax,
    largest first, then in lexicographic order of their vertex positions.  With no size
    bounds these are the maximal cliques; at most ``limit`` (None: all)."""
    adj = _simple_undirected(g, complement)
    n = g.n
    found = []
    if kmax is None and kmin <= 1:
        # maximal cliques: Bron-Kerbosch with pivoting
        def bk(r, p, x):
            if check is not None:
                check()
            if not p and not x:
                found.append(sorted(r))
                return
            u = max(p | x, key=lambda v: len(adj[v] & p))
            for v in sorted(p - adj[u]):
                bk(r | {v}, p & adj[v], x & adj[v])
                p = p - {v}
                x = x | {v}
        if n:
            bk(set(), set(range(n)), set())
    else:
        top = n if kmax is None else min(kmax, n)

        def grow(r, cand):
            if check is not None:
                check()
            if kmin <= len(r) <= top:
                found.append(list(r))
            if len(r) == top:
                return
            for v in cand:
                grow(r + [v], [w for w in cand if w > v and w in adj[v]])
        grow([], list(range(n)))
        if not found:
            return []
        if limit is not None:
            best = max(len(c) for c in found)
            found = [c for c in found if len(c) == best]
    found.sort(key=lambda c: (-len(c), c))
    return found if limit is None else found[:limit]


def isomorphisms(g1, g2, limit=1):
    """Vertex maps (lists: position in g1 -> position in g2) of isomorphisms, at most
    ``limit`` (None: all)."""
    import networkx as nx
    from networkx.algorithms import isomorphism as iso
    G1, G2 = g1.nx(weight=False), g2.nx(weight=False)
    if g1.n != g2.n or g1.m != g2.m or g1.any_directed != g2.any_directed:
        return []
    if G1.is_multigraph() or G2.is_multigraph():
        GM = iso.MultiDiGraphMatcher if G1.is_directed() else iso.MultiGraphMatcher
        if not G1.is_multigraph():
            G1 = (nx.MultiDiGraph if G1.is_directed() else nx.MultiGraph)(G1)
        if not G2.is_multigraph():
            G2 = (nx.MultiDiGraph if G2.is_directed() else nx.MultiGraph)(G2)
    else:
        GM = iso.DiGraphMatcher if G1.is_directed() else iso.GraphMatcher
    out = []
    for m in GM(G1, G2).isomorphisms_iter():
        out.append([m[i] for i in range(g1.n)])
        if limit is not None and len(out) >= limit:
            break
    return out
