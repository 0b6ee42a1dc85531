"""Graphs and regions benchmark.

    python bench/graphs.py
    python bench/graphs.py --rows [--quick]

Each case runs a builtin through Session evaluation (the graph already built and stored in a
variable, so the case times the algorithm and its result, not the parsing of the edge list)
against NetworkX or NumPy doing the same job on the same data, alternately in one run;
medians of several runs.

1. Graph construction: Graph[edges] of a random graph (2000 vertices, 10000 edges) against
   networkx.Graph(edges).
2. GraphDistanceMatrix of a 300-vertex random graph against
   networkx.all_pairs_shortest_path_length (into a dense matrix).
3. FindShortestPath between two vertices of a 20000-vertex grid graph against
   networkx.shortest_path.
4. ConnectedComponents of a sparse random graph (20000 vertices) against
   networkx.connected_components.
5. Area of a 20000-gon (machine coordinates) against the NumPy shoelace formula.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import math  # noqa: E402
import random  # noqa: E402

import networkx as nx  # noqa: E402
import numpy as np  # noqa: E402

from mathilda.session import Session  # noqa: E402


def _random_edges(n, m, seed):
    rng = random.Random(seed)
    seen = set()
    while len(seen) < m:
        i, j = rng.randrange(n), rng.randrange(n)
        if i != j:
            seen.add((min(i, j) + 1, max(i, j) + 1))
    return sorted(seen)


def cases():
    s = Session()
    out = []

    edges = _random_edges(2000, 10000, 1)
    s.evaluate("es = {%s};" % ", ".join("%d <-> %d" % e for e in edges))
    out.append(("Graph[10000 edges]", lambda: s.evaluate("Graph[es];"),
                lambda: nx.Graph(edges), "networkx.Graph"))

    e300 = _random_edges(300, 1200, 2)
    s.evaluate("g300 = Graph[{%s}];" % ", ".join("%d <-> %d" % e for e in e300))
    G300 = nx.Graph(e300)

    def nx_matrix():
        d = dict(nx.all_pairs_shortest_path_length(G300))
        nodes = sorted(G300)
        return [[d[u].get(v, math.inf) for v in nodes] for u in nodes]
    out.append(("GraphDistanceMatrix 300", lambda: s.evaluate("GraphDistanceMatrix[g300];"),
                nx_matrix, "networkx.all_pairs_shortest_path_length"))

    s.evaluate("grid = GridGraph[{100, 200}];")
    G = nx.grid_2d_graph(100, 200)
    out.append(("FindShortestPath grid 20000",
                lambda: s.evaluate("FindShortestPath[grid, 1, 20000];"),
                lambda: nx.shortest_path(G, (0, 0), (99, 199)), "networkx.shortest_path"))

    sparse = _random_edges(20000, 15000, 3)
    s.evaluate("sp = Graph[Range[20000], {%s}];" % ", ".join("%d <-> %d" % e for e in sparse))
    GS = nx.Graph(sparse)
    GS.add_nodes_from(range(1, 20001))
    out.append(("ConnectedComponents 20000",
                lambda: s.evaluate("ConnectedComponents[sp];"),
                lambda: sorted(nx.connected_components(GS), key=len, reverse=True),
                "networkx.connected_components"))

    k = 20000
    pts = np.array([[math.cos(2 * math.pi * i / k), math.sin(2 * math.pi * i / k)]
                    for i in range(k)])
    def real(x):
        return repr(float(x)).replace("e", "*^")
    s.evaluate("poly = Polygon[{%s}];" % ", ".join("{%s, %s}" % (real(a), real(b))
                                                  for a, b in pts.tolist()))

    def np_area():
        x, y = pts[:, 0], pts[:, 1]
        return 0.5 * abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))
    out.append(("Area 20000-gon", lambda: s.evaluate("Area[poly];"), np_area,
                "numpy shoelace"))
    return out


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 7
    for name, ours, other, vs in cases():
        a, b = _common.pair_timings(ours, other, repeat)
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.emit_row(name, ma, mb, vs) if hasattr(_common, "emit_row") else print(
                '{"case": "%s", "ours": %g, "other": %g, "vs": "%s"}' % (name, ma, mb, vs))
        else:
            print("%-28s ours %8.4f s   %-40s %8.4f s   ratio %.1f" % (name, ma, vs, mb,
                                                                      ma / mb))


if __name__ == "__main__":
    main()
