"""More graph families (CirculantGraph, TuranGraph, WheelGraph, HararyGraph, KnightTourGraph,
DeBruijnGraph, ButterflyGraph, TorusGraph, CayleyGraph), as edge end lists.

Like ``generators``, each function returns 0-based ``(i, j)`` pairs on the vertices 1..n;
undirected edges come sorted with i < j (the order of the upper triangle of the adjacency
matrix, which is how the Wolfram Language lists the edges of its built-in families)."""

from mathilda.algorithms.graphs.generators import lattice

__all__ = ["circulant", "turan_sizes", "wheel", "harary", "knight", "de_bruijn", "butterfly",
           "torus", "cayley"]


def _sorted_pairs(pairs, directed=False):
    if directed:
        return sorted(set(pairs))
    return sorted({(min(i, j), max(i, j)) for i, j in pairs})


def circulant(n, jumps, directed=False):
    """Vertex i joined to i + j (mod n) for each jump j (i -> i + j when directed); loops
    (j a multiple of n) are left out, repeated pairs merged."""
    pairs = [(i, (i + j) % n) for i in range(n) for j in jumps if j % n]
    return _sorted_pairs(pairs, directed)


def turan_sizes(n, k):
    """The part sizes of the Turan graph T(n, k): k parts as equal as possible, larger
    parts first."""
    q, r = divmod(n, k)
    return [q + 1] * r + [q] * (k - r)


def wheel(n):
    """The wheel with n vertices: the hub 1 joined to the cycle 2, ..., n."""
    if n < 4:
        return None
    rim = [(i, i + 1) for i in range(1, n - 1)] + [(1, n - 1)]
    return _sorted_pairs([(0, i) for i in range(1, n)] + rim)


def harary(k, n):
    """Harary's k-connected graph on n vertices with the least number of edges (ceil(k n /
    2)): the circulant with jumps 1..k/2, and for odd k the diameters (n even) or the near
    diameters i <-> i + (n + 1)/2 for i = 0..(n - 1)/2 (n odd)."""
    if k <= 1:
        return [(i, i + 1) for i in range(n - 1)] if k == 1 else []
    if k >= n:
        return [(i, j) for i in range(n) for j in range(i + 1, n)]
    h = k // 2
    pairs = [(i, (i + j) % n) for i in range(n) for j in range(1, h + 1)]
    if k % 2:
        if n % 2 == 0:
            pairs += [(i, i + n // 2) for i in range(n // 2)]
        else:
            pairs += [(i, (i + (n + 1) // 2) % n) for i in range((n + 1) // 2)]
    return _sorted_pairs(pairs)


def knight(m, n):
    """The knight's move graph of an m by n board; square (i, j) (0-based) is vertex
    i + m j as in GridGraph[{m, n}]."""
    pairs = []
    for j in range(n):
        for i in range(m):
            for di, dj in ((1, 2), (2, 1), (2, -1), (1, -2)):
                a, b = i + di, j + dj
                if 0 <= a < m and 0 <= b < n:
                    pairs.append((i + m * j, a + m * b))
    return _sorted_pairs(pairs)


def de_bruijn(m, n):
    """The n-dimensional De Bruijn graph on m symbols: vertex v (0-based, a word of n
    digits base m) -> (m v + s) mod m^n for each symbol s."""
    total = m ** n
    return [(v, (m * v + s) % total) for v in range(total) for s in range(m)]


def butterfly(n, b=2):
    """The n-dimensional base-b butterfly: vertex (level l, word w) is number l b^n + w
    (l = 0..n); (l, w) joins (l + 1, w') for the w' equal to w except maybe at digit l."""
    size = b ** n
    pairs = []
    for lev in range(n):
        p = b ** lev
        for w in range(size):
            d = (w // p) % b
            for e in range(b):
                w2 = w + (e - d) * p
                pairs.append((lev * size + w, (lev + 1) * size + w2))
    return (n + 1) * size, _sorted_pairs(pairs)


def torus(dims, directed=False):
    """The Cartesian product of the cycles C_n1, C_n2, ...: vertex (i1, i2, ...) is number
    i1 + n1 i2 + ... as in GridGraph; each coordinate i joined to i + 1 mod n (a cycle of
    length 2 is a single edge, of length 1 none)."""
    total, strides, points = lattice(dims)
    pairs = []
    for v, coords in points:
        for axis, d in enumerate(dims):
            if d < 2 or (d == 2 and coords[axis] == 1 and not directed):
                continue
            c = coords[axis]
            w = v + (((c + 1) % d) - c) * strides[axis]
            pairs.append((v, w))
    return total, _sorted_pairs(pairs, directed)


def cayley(elements, generators):
    """The Cayley graph: one arc x -> x g for each element x (in order) and generator g (in
    order), as pairs of element positions; permutations are tuples of images, and x g
    applies x first (PermutationProduct[x, g])."""
    index = {p: i for i, p in enumerate(elements)}
    out = []
    for i, x in enumerate(elements):
        for k, g in enumerate(generators):
            y = tuple(g[x[t] - 1] for t in range(len(x)))
            out.append((i, index[y], k))
    return out
