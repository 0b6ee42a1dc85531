"""Random graph models: Bernoulli (Erdos-Renyi G(n, p)), uniform G(n, m), Barabasi-Albert
preferential attachment, Watts-Strogatz rewiring and graphs of a given degree sequence.

Each function takes a ``random.Random`` and returns (vertex count, sorted pairs i < j; ordered
pairs for the directed Bernoulli and uniform graphs) on positions, or None when the parameters
admit no graph."""

__all__ = ["bernoulli", "uniform", "barabasi_albert", "watts_strogatz", "degree_sequence"]


def bernoulli(rng, n, p, directed=False):
    """Each pair i < j (each ordered pair i != j when ``directed``) with probability p."""
    if directed:
        return n, [(i, j) for i in range(n) for j in range(n) if i != j and rng.random() < p]
    return n, [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < p]


def uniform(rng, n, m, directed=False):
    from mathilda.algorithms.graphs.generators import random_edges
    if m > (n * (n - 1) if directed else n * (n - 1) // 2):
        return None
    return n, random_edges(rng, n, m, directed)


def barabasi_albert(rng, n, k):
    """Start from the complete graph on k vertices (one vertex when k = 1); each further
    vertex joins k distinct earlier vertices chosen with probability proportional to their
    degree (uniformly while every degree is 0)."""
    if k < 1 or n < k:
        return None
    edges = [(i, j) for i in range(k) for j in range(i + 1, k)]
    ends = [v for e in edges for v in e]
    for v in range(k, n):
        chosen = set()
        pool = ends if ends else list(range(v))
        while len(chosen) < min(k, v):
            chosen.add(rng.choice(pool))
        for u in sorted(chosen):
            edges.append((u, v))
            ends.extend((u, v))
    return n, sorted(edges)


def watts_strogatz(rng, n, p, k=2):
    """The circulant graph with jumps 1..k, each edge (i, i + j) rewired with probability p
    to (i, w) for a uniformly chosen w making neither a loop nor a repeated edge."""
    if n < 2 * k + 1:
        return None
    present = set()
    base = []
    for j in range(1, k + 1):
        for i in range(n):
            e = (min(i, (i + j) % n), max(i, (i + j) % n))
            base.append((i, e))
            present.add(e)
    for i, e in base:
        if rng.random() >= p:
            continue
        choices = [w for w in range(n) if w != i and (min(i, w), max(i, w)) not in present]
        if not choices:
            continue
        w = rng.choice(choices)
        present.discard(e)
        present.add((min(i, w), max(i, w)))
    return n, sorted(present)


def degree_sequence(rng, degrees):
    """A simple graph with the given degrees: the Havel-Hakimi graph randomized by
    degree-preserving double edge swaps; None when the sequence is not graphical."""
    n = len(degrees)
    rest = list(degrees)
    if sum(rest) % 2 or any(d < 0 or d >= max(n, 1) for d in rest):
        return None
    edges = set()
    while True:
        order = sorted(range(n), key=lambda v: (-rest[v], v))
        v = order[0]
        d = rest[v]
        if d == 0:
            break
        targets = order[1:d + 1]
        if len(targets) < d or any(rest[u] == 0 for u in targets):
            return None
        rest[v] = 0
        for u in targets:
            rest[u] -= 1
            edges.add((min(u, v), max(u, v)))
    edges = sorted(edges)
    m = len(edges)
    present = set(edges)
    for _ in range(10 * m):
        if m < 2:
            break
        a, b = rng.sample(range(m), 2)
        (u, v), (x, y) = edges[a], edges[b]
        if rng.random() < 0.5:
            x, y = y, x
        e1, e2 = (min(u, x), max(u, x)), (min(v, y), max(v, y))
        if len({u, v, x, y}) < 4 or e1 in present or e2 in present:
            continue
        present -= {edges[a], edges[b]}
        present |= {e1, e2}
        edges[a], edges[b] = e1, e2
    return n, sorted(present)
