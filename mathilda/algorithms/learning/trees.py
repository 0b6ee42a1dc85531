"""Decision trees (CART) and random forests, for classes (Gini impurity) and for values
(squared error).  A tree is a nested tuple: ``(feature, threshold, left, right)`` for a
split (left: value <= threshold) and ``("leaf", stats)`` for a leaf (class frequencies, or
the mean and deviation of the values).  Forests draw their bootstrap samples and feature
subsets from a generator seeded with 0, so the same data give the same forest."""

import math


def _best_split(X, target, features, classes, min_leaf):
    """(gain, feature, threshold) of the best split of the rows, or None."""
    import numpy as np
    n = len(target)
    best = None
    if classes:
        Y = np.eye(classes)[target]
        total = Y.sum(0)
        parent = 1.0 - float(((total / n) ** 2).sum())
    else:
        parent = float(target.var())
    for f in features:
        order = np.argsort(X[:, f], kind="stable")
        xs = X[order, f]
        cut = np.nonzero(xs[1:] > xs[:-1])[0]           # split after position i
        cut = cut[(cut + 1 >= min_leaf) & (n - cut - 1 >= min_leaf)]
        if not len(cut):
            continue
        left_n = (cut + 1).astype(float)
        right_n = n - left_n
        if classes:
            cum = np.cumsum(Y[order], axis=0)[cut]
            gl = 1.0 - ((cum / left_n[:, None]) ** 2).sum(1)
            gr = 1.0 - (((total - cum) / right_n[:, None]) ** 2).sum(1)
        else:
            ys = target[order]
            c1, c2 = np.cumsum(ys)[cut], np.cumsum(ys * ys)[cut]
            t1, t2 = ys.sum(), (ys * ys).sum()
            gl = c2 / left_n - (c1 / left_n) ** 2
            gr = (t2 - c2) / right_n - ((t1 - c1) / right_n) ** 2
        impurity = (left_n * gl + right_n * gr) / n
        i = int(np.argmin(impurity))
        gain = parent - float(impurity[i])
        if gain > 1e-12 and (best is None or gain > best[0]):
            best = (gain, f, float((xs[cut[i]] + xs[cut[i] + 1]) / 2))
    return best


def _leaf(target, classes):
    import numpy as np
    if classes:
        counts = np.bincount(target, minlength=classes).astype(float)
        return ("leaf", counts / counts.sum())
    return ("leaf", (float(target.mean()), float(target.std())))


def grow(X, target, classes=0, max_features=None, rng=None, min_leaf=1, depth=0,
         max_depth=40):
    """A tree for the rows X (n, d) and their targets (class indices when classes > 0)."""
    d = X.shape[1]
    if depth >= max_depth or len(target) < 2 * min_leaf:
        return _leaf(target, classes)
    if max_features is not None and max_features < d:
        features = rng.choice(d, max_features, replace=False)
    else:
        features = range(d)
    split = _best_split(X, target, features, classes, min_leaf)
    if split is None:
        return _leaf(target, classes)
    _, f, t = split
    mask = X[:, f] <= t
    return (f, t, grow(X[mask], target[mask], classes, max_features, rng, min_leaf, depth + 1,
                       max_depth),
            grow(X[~mask], target[~mask], classes, max_features, rng, min_leaf, depth + 1,
                 max_depth))


def leaf_of(tree, x):
    while tree[0] != "leaf":
        f, t, left, right = tree
        tree = left if x[f] <= t else right
    return tree[1]


def forest(X, target, classes=0, trees=50):
    import numpy as np
    rng = np.random.default_rng(0)
    n, d = X.shape
    m = max(1, int(math.sqrt(d))) if classes else max(1, d // 3)
    out = []
    for _ in range(trees):
        rows = rng.integers(0, n, n)
        out.append(grow(X[rows], target[rows], classes, m, rng, 1 if classes else 2))
    return out
