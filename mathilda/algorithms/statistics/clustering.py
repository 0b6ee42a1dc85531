"""Clustering: k-means, k-medoids and single-linkage agglomeration on NumPy arrays, and the
choice of the number of clusters by the mean silhouette width.

    kmeans(X, k, seed, tick)         labels of the rows of X (Lloyd's iterations from
                                     k-means++ starts, the best of several restarts)
    kmedoids(D, k, tick)             labels from a distance matrix (BUILD then SWAP)
    agglomerate(D, k)                labels of single-linkage clustering cut at k clusters
    silhouette(D, labels)            the mean silhouette width (0 for one cluster)
    auto_clusters(D, cluster, kmax)  labels for the k in 1..kmax with the best silhouette,
                                     one cluster when no k >= 2 reaches 0.5 (no structure)
    first_appearance(labels)         labels renumbered 0, 1, ... in order of first use

All labels are NumPy int arrays; ``tick()`` is called once an iteration (interrupts)."""

from mathilda.core.packed import numpy

__all__ = ["kmeans", "kmedoids", "agglomerate", "silhouette", "auto_clusters",
           "first_appearance", "pairwise_sq_euclidean"]

STRUCTURE = 0.5     # silhouette width from which a partition counts as structure


def _noop():
    pass


def pairwise_sq_euclidean(X):
    np = numpy()
    d = np.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=2)
    return d


def first_appearance(labels):
    np = numpy()
    mapping = {}
    out = np.empty(len(labels), dtype=int)
    for i, l in enumerate(labels):
        if l not in mapping:
            mapping[l] = len(mapping)
        out[i] = mapping[l]
    return out


def _kmeans_once(X, k, rng, tick, max_iter=200, w=None):
    np = numpy()
    n = len(X)
    centers = [X[rng.randrange(n)]]
    d2 = np.sum((X - centers[0]) ** 2, axis=1)
    for _ in range(1, k):
        total = float(d2.sum())
        if total <= 0:
            idx = rng.randrange(n)
        else:
            r = rng.random() * total
            idx = int(np.searchsorted(np.cumsum(d2), r, side="right"))
            idx = min(idx, n - 1)
        centers.append(X[idx])
        d2 = np.minimum(d2, np.sum((X - X[idx]) ** 2, axis=1))
    C = np.array(centers, dtype=float)
    labels = None
    xx = np.sum(X * X, axis=1)[:, None]
    for _ in range(max_iter):
        tick()
        dist = np.maximum(xx - 2 * (X @ C.T) + np.sum(C * C, axis=1)[None, :], 0)
        new = np.argmin(dist, axis=1)
        # keep every cluster non-empty: move the farthest point into an empty one
        for j in range(k):
            if not np.any(new == j):
                far = int(np.argmax(dist[np.arange(n), new]))
                new[far] = j
        if labels is not None and np.array_equal(new, labels):
            break
        labels = new
        counts = np.bincount(labels, weights=w, minlength=k).astype(float)
        sums = np.zeros((k, X.shape[1]))
        np.add.at(sums, labels, X if w is None else X * w[:, None])
        C = sums / np.where(counts > 0, counts, 1)[:, None]
    sq = np.sum((X - C[labels]) ** 2, axis=1)
    sse = float(np.sum(sq if w is None else sq * w))
    return sse, labels


def kmeans(X, k, seed=1234, tick=_noop, restarts=10, weights=None):
    """``weights`` (positive, one per row) weight the centroids and the squared error."""
    import random
    np = numpy()
    n = len(X)
    if k >= n:
        return np.arange(n)
    if k <= 1:
        return np.zeros(n, dtype=int)
    rng = random.Random(seed)
    best = None
    for _ in range(restarts):
        sse, labels = _kmeans_once(X, k, rng, tick, w=weights)
        if best is None or sse < best[0] - 1e-12:
            best = (sse, labels)
    return best[1]


def kmedoids(D, k, tick=_noop, weights=None):
    """``weights`` (one per point) weight each point's distance to its medoid."""
    np = numpy()
    n = len(D)
    if k >= n:
        return np.arange(n)
    if k <= 1:
        return np.zeros(n, dtype=int)
    medoids = [int(np.argmin(D.sum(axis=1)))]
    while len(medoids) < k:
        tick()
        near = D[:, medoids].min(axis=1)
        gains = [(np.maximum(near - D[:, c], 0).sum(), -c) for c in range(n)
                 if c not in medoids]
        medoids.append(-max(gains)[1])

    def cost(ms):
        near = D[:, ms].min(axis=1)
        return float(near.sum() if weights is None else (near * weights).sum())

    current = cost(medoids)
    improved = True
    while improved:
        tick()
        improved = False
        for i in range(k):
            for c in range(n):
                if c in medoids:
                    continue
                trial = medoids[:i] + [c] + medoids[i + 1:]
                t = cost(trial)
                if t < current - 1e-12:
                    medoids, current, improved = trial, t, True
    return np.argmin(D[:, medoids], axis=1)


def agglomerate(D, k):
    """Single linkage: join the closest pair of clusters until k remain (a minimum spanning
    tree with its k - 1 longest edges cut)."""
    np = numpy()
    n = len(D)
    if k >= n:
        return np.arange(n)
    parent = list(range(n))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    edges = sorted((float(D[i, j]), i, j) for i in range(n) for j in range(i + 1, n))
    groups = n
    for d, i, j in edges:
        if groups <= max(k, 1):
            break
        a, b = find(i), find(j)
        if a != b:
            parent[b] = a
            groups -= 1
    roots = [find(i) for i in range(n)]
    return first_appearance(roots)


def silhouette(D, labels):
    np = numpy()
    ks = sorted(set(int(l) for l in labels))
    if len(ks) < 2:
        return 0.0
    n = len(D)
    idx = np.searchsorted(np.array(ks), labels)
    onehot = np.zeros((n, len(ks)))
    onehot[np.arange(n), idx] = 1
    sums = D @ onehot                       # sums[i, c]: distances from i to cluster c
    sizes = onehot.sum(axis=0)
    own = sizes[idx]
    a = np.where(own > 1, sums[np.arange(n), idx] / np.maximum(own - 1, 1), 0.0)
    means = sums / sizes[None, :]
    means[np.arange(n), idx] = np.inf
    b = means.min(axis=1)
    top = np.maximum(a, b)
    s = np.where((own > 1) & (top > 0), (b - a) / np.where(top > 0, top, 1), 0.0)
    return float(s.mean())


def auto_clusters(D, cluster, kmax, kmin=1):
    """The labels of cluster(k) for the k with the best mean silhouette (k from kmin to
    kmax); one cluster unless some k >= 2 reaches STRUCTURE."""
    np = numpy()
    n = len(D)
    best = None
    for k in range(max(2, kmin), min(kmax, n - 1) + 1):
        labels = cluster(k)
        s = silhouette(D, labels)
        if best is None or s > best[0] + 1e-12:
            best = (s, labels)
    if best is None or (best[0] < STRUCTURE and kmin <= 1):
        if kmin <= 1 or n <= 1:
            return np.zeros(n, dtype=int)
        return cluster(min(kmin, n))
    return best[1]
