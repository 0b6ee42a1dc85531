"""The method of Classify and Predict when Method -> Automatic: the candidate with the best
k-fold cross-validation score (k = min(5, n); fold i holds the examples i, i + k, ...): the
number of held-out examples classified right for classifiers, the mean squared error for
regressors.  Ties keep the earlier (simpler) candidate."""

import math

from mathilda.algorithms.learning import classifiers, regressors

CLASSIFIERS = ("LogisticRegression", "NaiveBayes", "NearestNeighbors", "RandomForest")
REGRESSORS = ("LinearRegression", "GaussianProcess", "NearestNeighbors", "RandomForest")


def _folds(n):
    k = min(5, n)
    return [[i for i in range(n) if i % k == f] for f in range(k)]


def best_classifier(X, y, K, groups):
    import numpy as np
    n = len(y)
    if n < 4:
        return "LogisticRegression"
    best, best_score = None, -1
    for name in CLASSIFIERS:
        if name == "RandomForest" and n < 20:
            continue
        score = 0
        for test in _folds(n):
            train = np.setdiff1d(np.arange(n), test)
            m = classifiers.METHODS[name]().fit(X[train], y[train], K, groups)
            score += int((m.proba(X[test]).argmax(axis=1) == y[test]).sum())
        if score > best_score:
            best, best_score = name, score
    return best


def best_regressor(X, y):
    import numpy as np
    n = len(y)
    if n < 4:
        return "LinearRegression"
    best, best_score = None, math.inf
    for name in REGRESSORS:
        if (name == "RandomForest" and n < 20) or (name == "GaussianProcess" and n > 400):
            continue
        err = 0.0
        for test in _folds(n):
            train = np.setdiff1d(np.arange(n), test)
            mean, _ = regressors.METHODS[name]().fit(X[train], y[train]).predict(X[test])
            err += float(((mean - y[test]) ** 2).sum())
        if err < best_score * (1 - 1e-9):
            best, best_score = name, err
    return best
