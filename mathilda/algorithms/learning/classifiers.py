"""Classifiers on a float matrix X (n, d) and class indices y (0 .. K-1): each has
``fit(X, y, K, groups)`` and ``proba(X)`` (the (m, K) class probabilities).  ``groups`` lists
the nominal features as (first column, number of columns) for naive Bayes."""

import math

from mathilda.algorithms.learning import trees


def _softmax(Z):
    import numpy as np
    Z = Z - Z.max(axis=1, keepdims=True)
    E = np.exp(Z)
    return E / E.sum(axis=1, keepdims=True)


class LogisticRegression:
    """Multinomial logistic regression with an L2 penalty of 1/n on the weights (not the
    intercepts), minimised by L-BFGS from zero."""
    name = "LogisticRegression"

    def fit(self, X, y, K, groups=()):
        import numpy as np
        from scipy.optimize import minimize
        n, d = X.shape
        Xb = np.hstack([X, np.ones((n, 1))])
        Y = np.eye(K)[y]
        lam = 1.0 / n
        mask = np.ones((d + 1, K))
        mask[-1] = 0.0

        def f(w):
            W = w.reshape(d + 1, K)
            Z = Xb @ W
            Z = Z - Z.max(axis=1, keepdims=True)
            logp = Z - np.log(np.exp(Z).sum(axis=1, keepdims=True))
            P = np.exp(logp)
            loss = -(Y * logp).sum() / n + 0.5 * lam * ((W * mask) ** 2).sum()
            grad = Xb.T @ (P - Y) / n + lam * W * mask
            return loss, grad.ravel()
        r = minimize(f, np.zeros((d + 1) * K), jac=True, method="L-BFGS-B",
                     options={"maxiter": 500})
        self.W = r.x.reshape(d + 1, K)
        return self

    def proba(self, X):
        import numpy as np
        return _softmax(np.hstack([X, np.ones((len(X), 1))]) @ self.W)


class NearestNeighbors:
    """The class frequencies among the k nearest training examples (Euclidean distance on
    the standardised features; k about the square root of the number of examples)."""
    name = "NearestNeighbors"

    def fit(self, X, y, K, groups=()):
        self.X, self.y, self.K = X, y, K
        self.k = max(1, min(len(y), int(round(math.sqrt(len(y) / 2)))))
        return self

    def proba(self, X):
        import numpy as np
        D = ((X[:, None, :] - self.X[None, :, :]) ** 2).sum(axis=2)
        near = np.argsort(D, axis=1, kind="stable")[:, :self.k]
        P = np.zeros((len(X), self.K))
        for i, row in enumerate(near):
            P[i] = np.bincount(self.y[row], minlength=self.K)
        return P / self.k


class NaiveBayes:
    """Independent features given the class: a normal density for each numerical column, a
    categorical distribution (add-one smoothing) for each nominal feature."""
    name = "NaiveBayes"

    def fit(self, X, y, K, groups=()):
        import numpy as np
        n, d = X.shape
        nominal = np.zeros(d, bool)
        for start, width in groups:
            nominal[start:start + width] = True
        self.numeric = np.nonzero(~nominal)[0]
        self.groups = list(groups)
        counts = np.bincount(y, minlength=K).astype(float)
        self.logprior = np.log((counts + 1) / (n + K))
        self.mu = np.zeros((K, len(self.numeric)))
        self.var = np.ones((K, len(self.numeric)))
        floor = 1e-2
        self.cat = []
        for c in range(K):
            rows = X[y == c]
            if len(rows):
                num = rows[:, self.numeric]
                self.mu[c] = num.mean(axis=0)
                self.var[c] = num.var(axis=0) + floor
        for start, width in self.groups:
            table = np.zeros((K, width + 1))
            for c in range(K):
                rows = X[y == c][:, start:start + width]
                table[c, :width] = rows.sum(axis=0)
                table[c, width] = len(rows) - rows.sum()
            self.cat.append(np.log((table + 1) / (table.sum(axis=1, keepdims=True) + width + 1)))
        return self

    def proba(self, X):
        import numpy as np
        L = np.tile(self.logprior, (len(X), 1))
        num = X[:, self.numeric]
        for c in range(len(self.logprior)):
            L[:, c] += (-0.5 * np.log(2 * np.pi * self.var[c])
                        - (num - self.mu[c]) ** 2 / (2 * self.var[c])).sum(axis=1)
        for (start, width), table in zip(self.groups, self.cat):
            block = X[:, start:start + width]
            idx = np.where(block.sum(axis=1) > 0, block.argmax(axis=1), width)
            L += table[:, idx].T
        return _softmax(L)


class DecisionTree:
    name = "DecisionTree"

    def fit(self, X, y, K, groups=()):
        self.tree = trees.grow(X, y, K)
        return self

    def proba(self, X):
        import numpy as np
        return np.array([trees.leaf_of(self.tree, x) for x in X])


class RandomForest:
    """50 trees, each grown on a bootstrap sample with sqrt(d) features tried per split."""
    name = "RandomForest"

    def fit(self, X, y, K, groups=()):
        self.forest = trees.forest(X, y, K)
        return self

    def proba(self, X):
        import numpy as np
        return np.array([np.mean([trees.leaf_of(t, x) for t in self.forest], axis=0)
                         for x in X])


METHODS = {c.name: c for c in (LogisticRegression, NearestNeighbors, NaiveBayes,
                                DecisionTree, RandomForest)}
