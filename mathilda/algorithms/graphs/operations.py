"""Graphs from graphs: powers, joins, sums, products, disjoint unions, transitive closures and
reductions, simple graphs and canonical labelings.

The functions take GraphExprs and return (vertex count, ends) on the vertex positions (the
results are renumbered 1..n by the caller) or, for the transformations that keep the
vertices, ends on the positions of the given graph."""

from collections import deque

__all__ = ["bfs_distances", "power", "join_ends", "product", "transitive_closure",
           "transitive_reduction", "simple_ends", "canonical_order", "reach"]


def bfs_distances(g, s, directed=True, cutoff=None):
    """Hop distances from position ``s`` (following directions when ``directed``)."""
    adj = g.out_neighbors() if directed else g.neighbors()
    dist = {s: 0}
    q = deque([s])
    while q:
        i = q.popleft()
        d = dist[i]
        if cutoff is not None and d >= cutoff:
            continue
        for j, _ in adj[i]:
            if j not in dist:
                dist[j] = d + 1
                q.append(j)
    return dist


def reach(g, s, forward=True, cutoff=None):
    """The positions reachable from ``s`` (``forward``) or reaching ``s`` in at most
    ``cutoff`` steps, in the order found by breadth-first search."""
    adj = g.out_neighbors() if forward else g.in_neighbors()
    seen = {s: 0}
    order = [s]
    q = deque([s])
    while q:
        i = q.popleft()
        if cutoff is not None and seen[i] >= cutoff:
            continue
        for j, _ in adj[i]:
            if j not in seen:
                seen[j] = seen[i] + 1
                order.append(j)
                q.append(j)
    return order


def power(g, k):
    """Ends (i, j, directed) of the k-th power: an edge between vertices at distance 1..k,
    sorted (i < j for an undirected graph)."""
    directed = g.any_directed
    out = []
    for i in range(g.n):
        dist = bfs_distances(g, i, directed, k)
        for j, d in dist.items():
            if 1 <= d <= k and (directed or i < j):
                out.append((i, j, directed))
    out.sort()
    return out


def join_ends(n1, n2):
    """Every pair (i, n1 + j): the edges a graph join adds."""
    return [(i, n1 + j, False) for i in range(n1) for j in range(n2)]


def _arc_sets(g):
    """(directed, set of arcs (i, j)) ignoring parallel edges and loops."""
    directed = g.any_directed
    arcs = set()
    for i, j, d in g.ends:
        if i == j:
            continue
        arcs.add((i, j))
        if not directed or not d:
            arcs.add((j, i))
    return directed, arcs


def product(g1, g2, kind):
    """The ends of the product graph on positions (i, j) -> i n2 + j, sorted; ``kind`` is
    one of Cartesian, Tensor, Strong, Lexicographic, Normal, CoNormal, Rooted; None for an
    unknown kind."""
    n1, n2 = g1.n, g2.n
    d1, a1 = _arc_sets(g1)
    d2, a2 = _arc_sets(g2)
    directed = d1 or d2
    out = set()
    for i1 in range(n1):
        for j1 in range(n2):
            for i2 in range(n1):
                for j2 in range(n2):
                    if (i1, j1) == (i2, j2):
                        continue
                    e1 = (i1, i2) in a1
                    e2 = (j1, j2) in a2
                    s1 = i1 == i2
                    s2 = j1 == j2
                    if kind == "Cartesian":
                        ok = (s1 and e2) or (s2 and e1)
                    elif kind == "Tensor":
                        ok = e1 and e2
                    elif kind in ("Strong", "Normal"):
                        ok = (s1 and e2) or (s2 and e1) or (e1 and e2)
                    elif kind == "Lexicographic":
                        ok = e1 or (s1 and e2)
                    elif kind == "CoNormal":
                        ok = e1 or e2
                    elif kind == "Rooted":
                        ok = (s1 and e2) or (s2 and j1 == 0 and e1)
                    else:
                        return None
                    if ok:
                        a, b = i1 * n2 + j1, i2 * n2 + j2
                        if directed or a < b:
                            out.add((a, b, directed))
    return n1 * n2, sorted(out)


def transitive_closure(g):
    """Ends of the transitive closure (a loop at a vertex on a cycle of a directed graph),
    sorted."""
    directed = g.any_directed
    out = []
    preds = g.in_neighbors()
    for i in range(g.n):
        r = reach(g, i)
        for j in r[1:] if directed else r:
            if directed or i < j:
                out.append((i, j, directed))
        if directed and any(p in set(r) for p, _ in preds[i]):
            out.append((i, i, True))
    out.sort()
    return out


def transitive_reduction(g):
    """Ends of a transitive reduction: a graph with the fewest edges having the same
    reachability.  A directed graph's strongly connected components become cycles through
    their vertices in order, joined by the edges of the reduced condensation (from the
    first vertex of one component to the first of the other); an undirected graph becomes
    its breadth-first spanning forest."""
    from mathilda.algorithms.graphs.structure import strong_components
    n = g.n
    if not g.any_directed:
        out = []
        seen = [False] * n
        nb = g.neighbors()
        for s in range(n):
            if seen[s]:
                continue
            seen[s] = True
            q = deque([s])
            while q:
                i = q.popleft()
                for j, _ in nb[i]:
                    if not seen[j]:
                        seen[j] = True
                        out.append((min(i, j), max(i, j), False))
                        q.append(j)
        return sorted(out)
    comps = strong_components(g)
    comp_of = [0] * n
    for c, members in enumerate(comps):
        for v in members:
            comp_of[v] = c
    out = []
    for members in comps:
        if len(members) > 1:
            out += [(members[k], members[(k + 1) % len(members)], True)
                    for k in range(len(members))]
    dag = {c: set() for c in range(len(comps))}
    for i, j, _ in g.ends:
        if comp_of[i] != comp_of[j]:
            dag[comp_of[i]].add(comp_of[j])
    for a, succ in dag.items():
        # b is kept when no other successor of a reaches b
        for b in succ:
            redundant = False
            for c in succ:
                if c != b and _dag_reaches(dag, c, b):
                    redundant = True
                    break
            if not redundant:
                out.append((comps[a][0], comps[b][0], True))
    return sorted(out)


def _dag_reaches(dag, a, b):
    stack = [a]
    seen = {a}
    while stack:
        x = stack.pop()
        if x == b:
            return True
        for y in dag[x]:
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return False


def simple_ends(g):
    """The positions of the edges kept by SimpleGraph: no loops, the first of parallel
    edges."""
    seen = set()
    keep = []
    for k, (i, j, d) in enumerate(g.ends):
        if i == j:
            continue
        key = (i, j, True) if d else (min(i, j), max(i, j), False)
        if key in seen:
            continue
        seen.add(key)
        keep.append(k)
    return keep


# --- canonical labeling -----------------------------------------------------------------------

def _refine(adj_out, adj_in, colors):
    """Colour refinement to a stable partition: colours are ranks of (colour, sorted
    neighbour colours), so the result does not depend on the vertex numbering."""
    n = len(colors)
    while True:
        sig = [(colors[v], tuple(sorted(colors[w] for w in adj_out[v])),
                tuple(sorted(colors[w] for w in adj_in[v]))) for v in range(n)]
        ranks = {s: r for r, s in enumerate(sorted(set(sig)))}
        new = [ranks[s] for s in sig]
        if len(set(new)) == len(set(colors)):
            return new
        colors = new


def canonical_order(g, limit=200000):
    """A permutation ``order`` (order[k] = the position given label k) such that isomorphic
    graphs get identical relabeled edge lists: individualization and refinement, keeping the
    lexicographically least certificate; interchangeable vertices (twins) are branched on
    once.  None when the search exceeds ``limit`` leaves."""
    n = g.n
    adj_out = [[] for _ in range(n)]
    adj_in = [[] for _ in range(n)]
    edge_keys = []
    for i, j, d in g.ends:
        adj_out[i].append(j)
        adj_in[j].append(i)
        if not d:
            adj_out[j].append(i)
            adj_in[i].append(j)
        edge_keys.append((i, j, d))
    from collections import Counter
    nbr = [(Counter(adj_out[v]), Counter(adj_in[v])) for v in range(n)]
    best = [None, None]
    leaves = [0]

    def cert(order):
        lab = {v: k for k, v in enumerate(order)}
        return tuple(sorted((lab[i], lab[j], d) if d or lab[i] <= lab[j]
                            else (lab[j], lab[i], d) for i, j, d in edge_keys))

    def search(colors):
        if leaves[0] > limit:
            return
        colors = _refine(adj_out, adj_in, colors)
        cells = {}
        for v, c in enumerate(colors):
            cells.setdefault(c, []).append(v)
        if len(cells) == n:
            leaves[0] += 1
            order = sorted(range(n), key=lambda v: colors[v])
            c = cert(order)
            if best[0] is None or c < best[0]:
                best[0], best[1] = c, order
            return
        # the first smallest non-singleton cell
        target = min((c for c in cells if len(cells[c]) > 1), key=lambda c: (len(cells[c]), c))
        tried = []
        for v in cells[target]:
            if any(_twins(nbr, v, u) for u in tried):
                continue
            tried.append(v)
            new = [2 * c + 1 for c in colors]
            new[v] = 2 * colors[v]
            search(new)

    search([0] * n)
    if leaves[0] > limit:
        return None
    return best[1] if n else []


def _twins(nbr, u, v):
    """Swapping u and v is an automorphism: the same multiplicities of arcs to and from
    every other vertex, and as many arcs u -> v as v -> u, loops alike."""
    (ou, iu), (ov, iv) = nbr[u], nbr[v]
    for a, b in ((ou, ov), (iu, iv)):
        keys = (set(a) | set(b)) - {u, v}
        if any(a.get(w, 0) != b.get(w, 0) for w in keys):
            return False
    return ou.get(v, 0) == ov.get(u, 0) and ou.get(u, 0) == ov.get(v, 0)
