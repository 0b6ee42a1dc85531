"""The standard graph families, as (number of vertices, edge end lists) on vertices 1..n.

Each function returns ``ends``: a list of ``(i, j)`` pairs of 0-based vertex positions, in
the edge order the Wolfram Language gives (the vertices are the integers 1..n)."""

__all__ = ["complete", "complete_multipartite", "cycle", "path", "star", "grid", "kary_tree",
           "random_edges", "complete_directed", "hypercube", "petersen"]


def complete(n):
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def complete_directed(n):
    return [(i, j) for i in range(n) for j in range(n) if i != j]


def complete_multipartite(sizes):
    starts = []
    s = 0
    for k in sizes:
        starts.append(s)
        s += k
    part = []
    for p, k in enumerate(sizes):
        part.extend([p] * k)
    return s, [(i, j) for i in range(s) for j in range(i + 1, s) if part[i] != part[j]]


def cycle(n):
    if n == 0:
        return []
    if n == 1:
        return [(0, 0)]
    if n == 2:
        return [(0, 1)]
    return [(i, i + 1) for i in range(n - 1)] + [(n - 1, 0)]


def path(n):
    return [(i, i + 1) for i in range(n - 1)]


def star(n):
    return [(0, i) for i in range(1, n)]


def lattice(dims):
    """(total, strides, points) of the lattice {n1, n2, ...}: vertex (i1, i2, ...) (0-based)
    is number i1 + n1 i2 + n1 n2 i3 + ... (strides[axis] apart along an axis); ``points``
    yields (v, coordinates) for v = 0 .. total - 1.  GridGraph and TorusGraph number their
    vertices this way."""
    total = 1
    for d in dims:
        total *= d
    strides = []
    s = 1
    for d in dims:
        strides.append(s)
        s *= d

    def points():
        for v in range(total):
            rem = v
            coords = []
            for d in dims:
                coords.append(rem % d)
                rem //= d
            yield v, coords
    return total, strides, points()


def grid(dims):
    """GridGraph[{n1, n2, ...}]: the lattice's vertices; edges join vertices differing by one
    in one coordinate, sorted."""
    total, strides, points = lattice(dims)
    out = []
    for v, coords in points:
        for axis, d in enumerate(dims):
            if coords[axis] + 1 < d:
                out.append((v, v + strides[axis]))
    out.sort()
    return total, out


def kary_tree(n, k=2):
    """KaryTree[n, k]: vertex i (0-based) has children k i + 1, ..., k i + k."""
    return [((c - 1) // k, c) for c in range(1, n)]


def hypercube(k):
    n = 1 << k
    return n, sorted((v, v | (1 << b)) for v in range(n) for b in range(k)
                     if not v & (1 << b))


def petersen(n=5, k=2):
    """PetersenGraph[n, k]: outer cycle 1..n, spokes i <-> n + i, inner star polygon."""
    out = [(i, (i + 1) % n) for i in range(n)]
    out += [(i, n + i) for i in range(n)]
    out += [(n + i, n + (i + k) % n) for i in range(n)]
    return 2 * n, sorted(tuple(sorted(e)) for e in out)


def random_edges(rng, n, m, directed=False):
    """``m`` distinct pairs chosen uniformly among the n (n - 1) / 2 (ordered: n (n - 1))
    possible ones, in sorted order."""
    total = n * (n - 1) if directed else n * (n - 1) // 2
    picks = sorted(rng.sample(range(total), m))
    out = []
    if directed:
        for p in picks:
            i, r = divmod(p, n - 1)
            out.append((i, r if r < i else r + 1))
        return out
    # unrank p in the lexicographic order of pairs i < j
    for p in picks:
        i = 0
        row = n - 1
        while p >= row:
            p -= row
            i += 1
            row -= 1
        out.append((i, i + 1 + p))
    return out
