"""Colourings and the polynomials of graphs.

Vertex colourings: the chromatic number by DSATUR branch and bound; the colouring returned
is the first proper colouring with that many colours in the order of the vertices (vertex 1
gets colour 1, each later vertex the smallest colour that still allows a completion), found
by backtracking with forward checking.  Edge colourings are the vertex colourings of the line
graph.  The chromatic and Tutte polynomials come from deletion and contraction with a memo on
the edge multiset; polynomials are dicts exponent -> coefficient (exponent pairs for Tutte)."""

from math import comb

__all__ = ["simple_adjacency", "chromatic_number", "edge_chromatic_number", "coloring",
           "line_adjacency",
           "chromatic_polynomial", "tutte_polynomial", "flow_polynomial"]


def simple_adjacency(g):
    """Neighbour sets ignoring directions, loops and multiplicity; None when a vertex has a
    loop (no proper colouring exists)."""
    nb = [set() for _ in range(g.n)]
    for i, j, _ in g.ends:
        if i == j:
            return None
        nb[i].add(j)
        nb[j].add(i)
    return nb


def line_adjacency(g):
    """Neighbour sets of the edges (edges sharing an end); None with a loop."""
    m = len(g.ends)
    at = [[] for _ in range(g.n)]
    for k, (i, j, _) in enumerate(g.ends):
        if i == j:
            return None
        at[i].append(k)
        at[j].append(k)
    nb = [set() for _ in range(m)]
    for ks in at:
        for a in ks:
            for b in ks:
                if a != b:
                    nb[a].add(b)
    return nb


def _greedy_clique(nb):
    """The size of a clique grown greedily from each vertex (a lower bound)."""
    best = 1
    for v in range(len(nb)):
        clique = [v]
        cand = set(nb[v])
        while cand:
            w = max(cand, key=lambda u: (len(nb[u] & cand), -u))
            clique.append(w)
            cand &= nb[w]
        best = max(best, len(clique))
    return best


def chromatic_number(nb, check=None, lower=None):
    """The least number of colours of a proper colouring (DSATUR branch and bound, ending
    as soon as a colouring meets the lower bound: a greedy clique, or ``lower``)."""
    n = len(nb)
    if n == 0:
        return 0
    if all(not s for s in nb):
        return 1
    bound = max(_greedy_clique(nb), lower or 0)
    best = [n]
    colour = [0] * n

    def dsatur(coloured, used):
        if check is not None:
            check()
        if used >= best[0] or best[0] <= bound:
            return
        if coloured == n:
            best[0] = used
            return
        # the uncoloured vertex with most distinct neighbour colours, then most neighbours
        v = max((u for u in range(n) if not colour[u]),
                key=lambda u: (len({colour[w] for w in nb[u] if colour[w]}), len(nb[u]), -u))
        forbidden = {colour[w] for w in nb[v]}
        for c in range(1, min(used + 1, best[0] - 1) + 1):
            if c in forbidden:
                continue
            colour[v] = c
            dsatur(coloured + 1, max(used, c))
            colour[v] = 0

    dsatur(0, 0)
    return best[0]


def coloring(nb, k, check=None):
    """The first proper colouring with colours 1..k in vertex order (a list), or None."""
    n = len(nb)
    colour = [0] * n
    domains = [set(range(1, k + 1)) for _ in range(n)]

    def go(v, top):
        if check is not None:
            check()
        if v == n:
            return True
        for c in sorted(domains[v]):
            if c > top + 1:
                break
            removed = []
            ok = True
            for w in nb[v]:
                if w > v and c in domains[w]:
                    domains[w].discard(c)
                    removed.append(w)
                    if not domains[w]:
                        ok = False
            colour[v] = c
            if ok and go(v + 1, max(top, c)):
                return True
            for w in removed:
                domains[w].add(c)
        colour[v] = 0
        return False

    return colour if go(0, 0) else None


def edge_chromatic_number(g, nb, check=None):
    """The chromatic index: for a simple graph Vizing's theorem leaves maximum degree D or
    D + 1; it is D for a bipartite graph (Konig), D + 1 when there are more than
    D floor(n/2) edges (each colour is a matching), and otherwise D exactly when a
    D-colouring exists.  Multigraphs go to the general search."""
    from mathilda.algorithms.graphs.properties import is_bipartite
    m = len(nb)
    if m == 0:
        return 0
    deg = [0] * g.n
    pairs = set()
    for i, j, _ in g.ends:
        deg[i] += 1
        deg[j] += 1
        pairs.add((min(i, j), max(i, j)))
    big = max(deg)
    if len(pairs) < m:
        return chromatic_number(nb, check, big)
    if is_bipartite(g):
        return big
    if m > big * (g.n // 2):
        return big + 1
    return big if coloring(nb, big, check) is not None else big + 1


# --- polynomials ------------------------------------------------------------------------

def _padd(a, b, sign=1):
    out = dict(a)
    for e, c in b.items():
        out[e] = out.get(e, 0) + sign * c
        if not out[e]:
            del out[e]
    return out


def _pmul(a, b):
    out = {}
    for e1, c1 in a.items():
        for e2, c2 in b.items():
            e = tuple(x + y for x, y in zip(e1, e2)) if isinstance(e1, tuple) else e1 + e2
            out[e] = out.get(e, 0) + c1 * c2
    return {e: c for e, c in out.items() if c}


def chromatic_polynomial(n, edges, check=None):
    """P(k) of the simple graph on n vertices with ``edges`` (pairs i < j): deletion and
    contraction, P(G) = P(G - e) - P(G / e); a graph without edges gives k^n."""
    memo = {}

    def go(n, edges):
        if check is not None:
            check()
        if not edges:
            return {n: 1}
        key = (n, edges)
        r = memo.get(key)
        if r is not None:
            return r
        # a complete graph: the falling factorial k (k - 1) ... (k - n + 1)
        if len(edges) == n * (n - 1) // 2:
            poly = {0: 1}
            for t in range(n):
                poly = _pmul(poly, {1: 1, 0: -t} if t else {1: 1})
            memo[key] = poly
            return poly
        (u, v) = edges[-1]          # u < v: v is merged into u, later vertices shift down
        rest = edges[:-1]
        deleted = go(n, rest)
        merged = set()
        for a, b in rest:
            a = u if a == v else a
            b = u if b == v else b
            a, b = (a - 1 if a > v else a), (b - 1 if b > v else b)
            if a != b:
                merged.add((min(a, b), max(a, b)))
        contracted = go(n - 1, tuple(sorted(merged)))
        r = _padd(deleted, contracted, -1)
        memo[key] = r
        return r

    return go(n, tuple(sorted(edges)))


def tutte_polynomial(n, edges, check=None):
    """T(x, y) of the multigraph on n vertices with ``edges`` (pairs; loops allowed):
    T = y T(G - e) for a loop, x T(G / e) for a bridge, T(G - e) + T(G / e) otherwise."""
    memo = {}

    def connected(n, edges, u, v):
        adj = {}
        for a, b in edges:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
        seen = {u}
        stack = [u]
        while stack:
            x = stack.pop()
            if x == v:
                return True
            for y in adj.get(x, ()):
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        return False

    def contract(edges, u, v):
        out = []
        for a, b in edges:
            a = u if a == v else a
            b = u if b == v else b
            out.append((min(a, b), max(a, b)))
        return tuple(sorted(out))

    def go(edges):
        if check is not None:
            check()
        if not edges:
            return {(0, 0): 1}
        r = memo.get(edges)
        if r is not None:
            return r
        (u, v) = edges[-1]
        rest = edges[:-1]
        if u == v:
            r = _pmul({(0, 1): 1}, go(rest))
        elif not connected(n, rest, u, v):
            r = _pmul({(1, 0): 1}, go(contract(rest, u, v)))
        else:
            r = _padd(go(rest), go(contract(rest, u, v)))
        memo[edges] = r
        return r

    return go(tuple(sorted((min(a, b), max(a, b)) for a, b in edges)))


def components_count(n, edges):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    c = n
    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
            c -= 1
    return c


def flow_polynomial(n, edges, check=None):
    """F(k) = (-1)^(m - n + c) T(0, 1 - k), as a dict exponent -> coefficient."""
    t = tutte_polynomial(n, edges, check)
    c = components_count(n, edges)
    sign = -1 if (len(edges) - n + c) % 2 else 1
    out = {}
    for (i, j), coef in t.items():
        if i:
            continue
        # (1 - k)^j
        for e in range(j + 1):
            out[e] = out.get(e, 0) + sign * coef * comb(j, e) * (-1) ** e
    return {e: c for e, c in out.items() if c}
