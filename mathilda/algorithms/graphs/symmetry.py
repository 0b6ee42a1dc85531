"""Automorphisms and subgraph isomorphisms.

``automorphism_generators`` builds a strong generating set of the automorphism group along
the base 0, 1, 2, ...: at level i, for each vertex c in the orbit candidates of i under the
pointwise stabilizer of 0..i-1, one automorphism fixing 0..i-1 and sending i to c is looked
for (VF2 with the fixed vertices coloured apart) unless c is already in the orbit that the
generators found so far give."""

__all__ = ["automorphism_generators", "orbit", "edge_orbit_is_all", "monomorphisms"]


def _adjacency(g):
    n = g.n
    adj_out = [[] for _ in range(n)]
    adj_in = [[] for _ in range(n)]
    for i, j, d in g.ends:
        adj_out[i].append(j)
        adj_in[j].append(i)
        if not d:
            adj_out[j].append(i)
            adj_in[i].append(j)
    return adj_out, adj_in


def _colouring(adj, fixed, b):
    """The stable refinement of the colouring that singles out the vertices of ``fixed``
    (in order) and then ``b`` (unless None)."""
    from mathilda.algorithms.graphs.operations import _refine
    n = len(adj[0])
    colors = [0] * n
    for k, v in enumerate(list(fixed) + ([] if b is None else [b])):
        colors[v] = k + 1
    return _refine(adj[0], adj[1], colors)


def _matcher(g, c1, c2):
    from networkx.algorithms import isomorphism as iso
    G = g.nx("auto", False)
    H1 = G.copy()
    H2 = G.copy()
    for v in range(g.n):
        H1.nodes[v]["c"] = c1[v]
        H2.nodes[v]["c"] = c2[v]
    matcher = iso.DiGraphMatcher if G.is_directed() else iso.GraphMatcher
    if G.is_multigraph():
        matcher = iso.MultiDiGraphMatcher if G.is_directed() else iso.MultiGraphMatcher
    return matcher(H1, H2, node_match=lambda x, y: x["c"] == y["c"])


def orbit(gens, point):
    seen = {point}
    stack = [point]
    while stack:
        x = stack.pop()
        for p in gens:
            y = p[x]
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return seen


def automorphism_generators(g, check=None):
    """A list of automorphisms (tuples: position -> image position) generating the
    automorphism group of ``g``."""
    n = g.n
    adj = _adjacency(g)
    gens = []          # (level, perm)
    for level in range(n):
        fixed = list(range(level))
        stab = [p for lv, p in gens if lv >= level]
        known = orbit(stab, level)
        cf = _colouring(adj, fixed[:-1], fixed[-1]) if fixed else _colouring(adj, [], None)
        cb = _colouring(adj, fixed, level)
        hist = sorted(cb)
        for c in range(level + 1, n):
            if c in known or cf[c] != cf[level]:
                continue
            if check is not None:
                check()
            cc = _colouring(adj, fixed, c)
            if sorted(cc) != hist:      # no automorphism fixing ``fixed`` sends level to c
                continue
            mapping = next(_matcher(g, cb, cc).isomorphisms_iter(), None)
            if mapping is None:
                continue
            p = tuple(mapping[v] for v in range(n))
            gens.append((level, p))
            stab.append(p)
            known = orbit(stab, level)
    return [p for _, p in gens]


def edge_orbit_is_all(g, gens):
    """Whether the automorphisms ``gens`` act transitively on the edges of ``g`` (parallel
    edges and directions kept apart)."""
    def key(i, j, d):
        return (i, j, True) if d else (min(i, j), max(i, j), False)
    edges = {key(*e) for e in g.ends}
    if not edges:
        return True
    start = next(iter(sorted(edges)))
    seen = {start}
    stack = [start]
    while stack:
        i, j, d = stack.pop()
        for p in gens:
            e = key(p[i], p[j], d)
            if e not in seen:
                seen.add(e)
                stack.append(e)
    return seen == edges


def monomorphisms(g1, g2, limit=1):
    """Up to ``limit`` distinct edge sets of g1 (sorted edge positions, with the vertex
    positions they use) forming a subgraph isomorphic to g2 (not necessarily induced)."""
    from networkx.algorithms import isomorphism as iso
    G1 = g1.nx("simple", False)
    G2 = g2.nx("simple", False)
    if G1.is_directed() != G2.is_directed():
        if G1.is_directed():
            return []
        G2 = G2.to_undirected()
    matcher = iso.DiGraphMatcher if G1.is_directed() else iso.GraphMatcher
    m = matcher(G1, G2)
    out = []
    seen = set()
    for mapping in m.subgraph_monomorphisms_iter():
        inv = {b: a for a, b in mapping.items()}
        pairs = set()
        for u, v in G2.edges():
            a, b = inv[u], inv[v]
            pairs.add((a, b) if G1.is_directed() else (min(a, b), max(a, b)))
        key = frozenset(pairs)
        if key in seen:
            continue
        seen.add(key)
        ks = []
        used = set()
        for k, (i, j, d) in enumerate(g1.ends):
            pk = (i, j) if G1.is_directed() else (min(i, j), max(i, j))
            if pk in pairs and pk not in used:
                used.add(pk)
                ks.append(k)
        out.append((ks, sorted(inv.values())))
        if len(out) >= limit:
            break
    return out
