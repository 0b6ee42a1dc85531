"""Vertex coordinates for drawing graphs.

    "CircularEmbedding"          the vertices on a circle, the first at the top, going
                                 counterclockwise
    "SpringEmbedding"            Kamada-Kawai (spring lengths = graph distances; NetworkX), each
                                 connected component laid out alone and the components packed
                                 left to right, largest first; deterministic
    "SpringElectricalEmbedding"  Fruchterman-Reingold (NetworkX), seeded, per component
    "LayeredEmbedding"           a tree (forest) drawn top-down from its root (the first vertex
                                 of each component, or the sources of a directed graph),
                                 children left to right in vertex order, each parent above the
                                 middle of its children
    "GridEmbedding"              the vertices in rows of ceil(sqrt(n))
    "StarEmbedding"              the first vertex in the middle, the others around it

``Automatic`` picks layered for a tree, circular for a cycle or a complete graph, a star
layout for a star, and the spring embedding otherwise.  The coordinates are scaled so that
the average edge has length 1."""

import math

__all__ = ["layout", "LAYOUTS"]

LAYOUTS = ("CircularEmbedding", "SpringEmbedding", "SpringElectricalEmbedding",
           "LayeredEmbedding", "GridEmbedding", "StarEmbedding")


def circular(n, start=math.pi / 2):
    if n == 1:
        return [(0.0, 0.0)]
    return [(math.cos(start + 2 * math.pi * k / n), math.sin(start + 2 * math.pi * k / n))
            for k in range(n)]


def grid(n):
    cols = max(1, math.ceil(math.sqrt(n)))
    return [(float(k % cols), -float(k // cols)) for k in range(n)]


def star(n):
    if n <= 1:
        return [(0.0, 0.0)] * n
    return [(0.0, 0.0)] + circular(n - 1)


def _components(g):
    from mathilda.algorithms.graphs.structure import components
    return components(g)


def layered(g):
    """Top-down tree drawing (a forest: trees side by side)."""
    n = g.n
    nb = g.neighbors()
    children = [[] for _ in range(n)]
    depth = [None] * n
    roots = []
    if g.any_directed:
        indeg = [0] * n
        for i, j, d in g.ends:
            if d and i != j:
                indeg[j] += 1
        order = [i for i in range(n) if indeg[i] == 0] + list(range(n))
    else:
        order = list(range(n))
    for r in order:
        if depth[r] is not None:
            continue
        roots.append(r)
        depth[r] = 0
        frontier = [r]
        while frontier:
            nxt = []
            for i in frontier:
                for j in sorted({j for j, _ in nb[i]}):
                    if depth[j] is None:
                        depth[j] = depth[i] + 1
                        children[i].append(j)
                        nxt.append(j)
            frontier = nxt
    x = [0.0] * n
    cursor = [0.0]

    def place(i):
        stack = [(i, False)]
        while stack:
            v, done = stack.pop()
            if done:
                if children[v]:
                    x[v] = (x[children[v][0]] + x[children[v][-1]]) / 2
                else:
                    x[v] = cursor[0]
                    cursor[0] += 1.0
            else:
                stack.append((v, True))
                for c in reversed(children[v]):
                    stack.append((c, False))

    for r in roots:
        place(r)
        cursor[0] += 0.5
    return [(x[i], -float(depth[i])) for i in range(n)]


def _spring_component(g, comp, kind):
    import networkx as nx
    if len(comp) == 1:
        return {comp[0]: (0.0, 0.0)}
    G = nx.Graph()
    G.add_nodes_from(comp)
    for i, j, _ in g.ends:
        if i != j and i in G and j in G:
            G.add_edge(i, j)
    if len(comp) == 2:
        return {comp[0]: (0.0, 0.0), comp[1]: (1.0, 0.0)}
    if kind == "SpringElectricalEmbedding":
        pos = nx.spring_layout(G, seed=1, iterations=200)
    else:
        # spectral start (the Laplacian's low eigenvectors: grids come out as grids), then
        # Kamada-Kawai from there
        try:
            init = nx.spectral_layout(G) if len(comp) > 3 else None
        except Exception:
            init = None
        if init is None:
            init = dict(zip(comp, circular(len(comp))))
        pos = nx.kamada_kawai_layout(G, pos=init)
    return {k: (float(v[0]), float(v[1])) for k, v in pos.items()}


def spring(g, kind="SpringEmbedding"):
    comps = _components(g)
    coords = [None] * g.n
    offset = 0.0
    for comp in comps:
        pos = _spring_component(g, comp, kind)
        pos = _normalize_lengths(g, pos)
        xs = [p[0] for p in pos.values()]
        ys = [p[1] for p in pos.values()]
        x0, x1 = min(xs), max(xs)
        ymid = (min(ys) + max(ys)) / 2
        for k, (px, py) in pos.items():
            coords[k] = (px - x0 + offset, py - ymid)
        offset += (x1 - x0) + 1.0
    return coords


def _normalize_lengths(g, pos):
    lengths = [math.dist(pos[i], pos[j]) for i, j, _ in g.ends
               if i != j and i in pos and j in pos]
    mean = sum(lengths) / len(lengths) if lengths else 1.0
    if mean <= 0:
        return pos
    return {k: (p[0] / mean, p[1] / mean) for k, p in pos.items()}


def automatic(g):
    from mathilda.algorithms.graphs import properties as P
    n = g.n
    if n == 0:
        return "CircularEmbedding"
    if n >= 3 and P.is_tree(g) and all(
            sum(1 for _ in a) <= 1 for a in g.neighbors()[1:]) and len(g.neighbors()[0]) > 2:
        return "StarEmbedding"
    if P.is_tree(g) or (P.is_acyclic(g) and not g.any_directed and n > 1):
        return "LayeredEmbedding"
    if P.is_cycle_graph(g) or (n > 2 and P.is_complete(g)):
        return "CircularEmbedding"
    return "SpringEmbedding"


def layout(g, name=None):
    """(coordinates, layout name) for the graph ``g``."""
    if name is None or name not in LAYOUTS:
        name = automatic(g)
    n = g.n
    if name == "CircularEmbedding":
        coords = circular(n)
    elif name == "GridEmbedding":
        coords = grid(n)
    elif name == "StarEmbedding":
        coords = star(n)
    elif name == "LayeredEmbedding":
        coords = layered(g)
    else:
        coords = spring(g, name)
    return coords, name
