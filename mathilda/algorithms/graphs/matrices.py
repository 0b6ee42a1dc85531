"""Matrices of graphs, as lists of rows of Python numbers or Exprs.

    adjacency     a[i][j] = number of edges from i to j (an undirected edge counts both
                  ways, a loop once)
    weighted      the edge weights in place of the counts (parallel edges add up)
    incidence     rows vertices, columns edges: 1 and 1 for an undirected edge (2 for a
                  loop), -1 at the tail and 1 at the head of a directed edge (-2 for a loop)
    kirchhoff     D - A of the simple graph without loops (D: in + out degrees for a
                  directed graph)
"""

__all__ = ["adjacency", "incidence", "kirchhoff", "degrees", "in_degrees", "out_degrees"]


def adjacency(g):
    n = g.n
    a = [[0] * n for _ in range(n)]
    for i, j, d in g.ends:
        a[i][j] += 1
        if not d and i != j:
            a[j][i] += 1
    return a


def incidence(g):
    n, m = g.n, g.m
    a = [[0] * m for _ in range(n)]
    for k, (i, j, d) in enumerate(g.ends):
        if i == j:
            a[i][k] = -2 if d else 2
        elif d:
            a[i][k] = -1
            a[j][k] = 1
        else:
            a[i][k] = 1
            a[j][k] = 1
    return a


def kirchhoff(g):
    n = g.n
    a = [[0] * n for _ in range(n)]
    arcs, links = set(), set()
    for i, j, d in g.ends:
        if i != j:
            if d:
                arcs.add((i, j))
            else:
                links.add((min(i, j), max(i, j)))
    for i, j in arcs:
        a[i][j] = -1
        a[i][i] += 1
        a[j][j] += 1
    for i, j in links:
        a[i][j] = a[j][i] = -1
        a[i][i] += 1
        a[j][j] += 1
    return a


def degrees(g):
    deg = [0] * g.n
    for i, j, _ in g.ends:
        deg[i] += 1
        deg[j] += 1
    return deg


def out_degrees(g):
    deg = [0] * g.n
    for i, j, d in g.ends:
        deg[i] += 1
        if not d:
            deg[j] += 1
    return deg


def in_degrees(g):
    deg = [0] * g.n
    for i, j, d in g.ends:
        deg[j] += 1
        if not d:
            deg[i] += 1
    return deg
