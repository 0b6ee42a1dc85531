"""Yes/no properties of graphs (the ``*GraphQ`` predicates).

Conventions of the Wolfram Language: a graph with no edges is undirected; a directed graph is
connected when it is strongly connected; the graph with no vertices is connected and acyclic
but is not a tree."""

__all__ = ["is_connected", "is_weakly_connected", "is_acyclic", "is_tree", "is_bipartite",
           "is_complete", "is_path_graph", "is_eulerian", "is_hamiltonian", "is_planar",
           "is_simple", "is_isomorphic", "is_cycle_graph"]


def _reach(adj, start):
    seen = {start}
    stack = [start]
    while stack:
        i = stack.pop()
        for j, _ in adj[i]:
            if j not in seen:
                seen.add(j)
                stack.append(j)
    return seen


def is_weakly_connected(g):
    n = g.n
    if n <= 1:
        return True
    return len(_reach(g.neighbors(), 0)) == n


def is_connected(g):
    """Connected (strongly, when a directed edge is present)."""
    n = g.n
    if n <= 1:
        return True
    if not g.any_directed:
        return is_weakly_connected(g)
    return len(_reach(g.out_neighbors(), 0)) == n and len(_reach(g.in_neighbors(), 0)) == n


def is_acyclic(g):
    if g.has_loops():
        return False
    if not g.any_directed:
        # a forest: m = n - (number of components), no parallel edges
        if g.is_multigraph():
            return False
        return g.m == g.n - _components_count(g)
    import networkx as nx
    if g.is_mixed:
        return False if any(not d for _, _, d in g.ends) else nx.is_directed_acyclic_graph(
            g.nx())
    return nx.is_directed_acyclic_graph(g.nx())


def _components_count(g):
    seen = set()
    c = 0
    nb = g.neighbors()
    for i in range(g.n):
        if i not in seen:
            c += 1
            seen |= _reach(nb, i)
    return c


def is_tree(g):
    if g.n == 0:
        return False
    if not g.any_directed:
        return g.m == g.n - 1 and is_weakly_connected(g) and not g.has_loops()
    if g.is_mixed:
        return False
    import networkx as nx
    return nx.is_arborescence(g.nx())


def is_bipartite(g):
    if g.has_loops():
        return False
    color = {}
    nb = g.neighbors()
    for s in range(g.n):
        if s in color:
            continue
        color[s] = 0
        stack = [s]
        while stack:
            i = stack.pop()
            for j, _ in nb[i]:
                if j not in color:
                    color[j] = 1 - color[i]
                    stack.append(j)
                elif color[j] == color[i]:
                    return False
    return True


def is_simple(g):
    return not g.has_loops() and not g.is_multigraph()


def is_complete(g):
    """Every pair of distinct vertices adjacent (both ways for a directed graph), no loops
    or parallel edges."""
    n = g.n
    if n == 0 or not is_simple(g) or g.is_mixed:
        return False
    if g.is_directed:
        return g.m == n * (n - 1)
    return g.m == n * (n - 1) // 2


def is_path_graph(g):
    n = g.n
    if n == 0 or g.is_mixed or not is_simple(g):
        return False
    if g.m != n - 1:
        return False
    if g.is_directed:
        indeg = [0] * n
        outdeg = [0] * n
        for i, j, _ in g.ends:
            outdeg[i] += 1
            indeg[j] += 1
        if any(d > 1 for d in indeg) or any(d > 1 for d in outdeg):
            return False
        return is_weakly_connected(g)
    deg = [len(a) for a in g.neighbors()]
    return all(d <= 2 for d in deg) and is_weakly_connected(g)


def is_cycle_graph(g):
    n = g.n
    if n < 3 or g.m != n or g.is_mixed or not is_simple(g):
        return False
    if g.is_directed:
        indeg = [0] * n
        outdeg = [0] * n
        for i, j, _ in g.ends:
            outdeg[i] += 1
            indeg[j] += 1
        return all(d == 1 for d in indeg) and all(d == 1 for d in outdeg) and \
            is_connected(g)
    return all(len(a) == 2 for a in g.neighbors()) and is_weakly_connected(g)


def is_eulerian(g):
    """Has a closed walk through every edge exactly once."""
    if g.m == 0:
        return False
    n = g.n
    if g.is_mixed:
        import networkx as nx
        return nx.is_eulerian(g.nx())
    if g.is_directed:
        indeg = [0] * n
        outdeg = [0] * n
        for i, j, _ in g.ends:
            outdeg[i] += 1
            indeg[j] += 1
        if indeg != outdeg:
            return False
    else:
        deg = [0] * n
        for i, j, _ in g.ends:
            deg[i] += 1
            deg[j] += 1
        if any(d % 2 for d in deg):
            return False
    # the vertices with edges form one (weakly) connected piece
    nb = g.neighbors()
    used = [i for i in range(n) if nb[i]]
    return len(_reach(nb, used[0])) == len(used)


def is_hamiltonian(g):
    from mathilda.algorithms.graphs.cycles import hamiltonian_cycle
    return hamiltonian_cycle(g) is not None


def is_planar(g):
    import networkx as nx
    return nx.check_planarity(g.nx("undirected", False))[0]


def is_isomorphic(g1, g2):
    if g1.n != g2.n or g1.m != g2.m:
        return False
    if g1.any_directed != g2.any_directed:
        return False
    import networkx as nx
    return nx.is_isomorphic(g1.nx(weight=False), g2.nx(weight=False))
