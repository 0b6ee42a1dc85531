"""Regressors on a float matrix X (n, d) and values y: each has ``fit(X, y)`` and
``predict(X)``, which gives the predicted means and the standard deviations of the
predictive (normal) distributions."""

import math

from mathilda.algorithms.learning import trees


class LinearRegression:
    """Least squares with a tiny ridge (1e-8 n) on the standardised features; the
    deviation is the residual standard error (n - d - 1 degrees of freedom when n > d + 1)."""
    name = "LinearRegression"

    def fit(self, X, y):
        import numpy as np
        n, d = X.shape
        Xb = np.hstack([X, np.ones((n, 1))])
        R = np.eye(d + 1) * (1e-8 * n)
        R[-1, -1] = 0.0
        self.w = np.linalg.solve(Xb.T @ Xb + R, Xb.T @ y)
        res = y - Xb @ self.w
        dof = n - d - 1 if n > d + 1 else n
        self.sd = math.sqrt(float(res @ res) / dof) if dof > 0 else 0.0
        return self

    def predict(self, X):
        import numpy as np
        mean = np.hstack([X, np.ones((len(X), 1))]) @ self.w
        return mean, np.full(len(X), self.sd)


class NearestNeighbors:
    """The mean of the k nearest training values (k about the square root of n / 2); the
    deviation is the root mean square of the leave-one-out residuals."""
    name = "NearestNeighbors"

    def fit(self, X, y):
        import numpy as np
        self.X, self.y = X, y
        n = len(y)
        self.k = max(1, min(n, int(round(math.sqrt(n / 2)))))
        if n > 1:
            D = ((X[:, None, :] - X[None, :, :]) ** 2).sum(axis=2)
            np.fill_diagonal(D, np.inf)
            k = min(self.k, n - 1)
            near = np.argsort(D, axis=1, kind="stable")[:, :k]
            res = y - y[near].mean(axis=1)
            self.sd = float(np.sqrt((res ** 2).mean()))
        else:
            self.sd = 0.0
        return self

    def predict(self, X):
        import numpy as np
        D = ((X[:, None, :] - self.X[None, :, :]) ** 2).sum(axis=2)
        near = np.argsort(D, axis=1, kind="stable")[:, :self.k]
        return self.y[near].mean(axis=1), np.full(len(X), self.sd)


class GaussianProcess:
    """A Gaussian process with a squared-exponential kernel plus noise on the standardised
    features and values; the length scale, amplitude and noise maximise the marginal
    likelihood (L-BFGS from three fixed starting points)."""
    name = "GaussianProcess"

    def fit(self, X, y):
        import numpy as np
        from scipy.optimize import minimize
        self.X = X
        self.ym, self.ys = float(y.mean()), float(y.std()) or 1.0
        t = (y - self.ym) / self.ys
        D = ((X[:, None, :] - X[None, :, :]) ** 2).sum(axis=2)
        n = len(y)

        def nll(p):
            ell, amp, noise = np.exp(p)
            K = amp * np.exp(-D / (2 * ell * ell)) + (noise + 1e-8) * np.eye(n)
            try:
                L = np.linalg.cholesky(K)
            except np.linalg.LinAlgError:
                return 1e10
            a = np.linalg.solve(L.T, np.linalg.solve(L, t))
            return float(0.5 * t @ a + np.log(np.diag(L)).sum())
        best = None
        for start in ((0.0, 0.0, -2.0), (1.0, 0.0, -4.0), (-1.0, 0.0, -1.0)):
            r = minimize(nll, np.array(start), method="L-BFGS-B",
                         bounds=[(-5, 5), (-5, 5), (-12, 2)])
            if best is None or r.fun < best.fun:
                best = r
        self.ell, self.amp, self.noise = np.exp(best.x)
        K = self.amp * np.exp(-D / (2 * self.ell ** 2)) + (self.noise + 1e-8) * np.eye(n)
        self.Kinv = np.linalg.inv(K)
        self.alpha = self.Kinv @ t
        return self

    def predict(self, X):
        import numpy as np
        D = ((X[:, None, :] - self.X[None, :, :]) ** 2).sum(axis=2)
        Ks = self.amp * np.exp(-D / (2 * self.ell ** 2))
        mean = Ks @ self.alpha
        var = self.amp + self.noise - np.einsum("ij,jk,ik->i", Ks, self.Kinv, Ks)
        return mean * self.ys + self.ym, np.sqrt(np.maximum(var, 0.0)) * self.ys


class RandomForest:
    """50 regression trees on bootstrap samples (d/3 features tried per split, leaves of at
    least 2 examples); the deviation combines the trees' spread and their leaves'."""
    name = "RandomForest"

    def fit(self, X, y):
        self.forest = trees.forest(X, y, 0)
        return self

    def predict(self, X):
        import numpy as np
        means, sds = [], []
        for x in X:
            leaves = np.array([trees.leaf_of(t, x) for t in self.forest])
            m = leaves[:, 0].mean()
            means.append(m)
            sds.append(math.sqrt(float((leaves[:, 1] ** 2).mean() + leaves[:, 0].var())))
        return np.array(means), np.array(sds)


METHODS = {c.name: c for c in (LinearRegression, NearestNeighbors, GaussianProcess,
                                RandomForest)}
