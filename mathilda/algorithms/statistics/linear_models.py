"""Least-squares model statistics on NumPy arrays: what LinearModelFit and NonlinearModelFit
report.

``linear(X, y, w=None)`` solves the (weighted) least-squares problem for the design matrix X
(n x p) and returns a ``Fit`` with the estimates, their standard errors, t statistics and
p-values (Student t with n - p degrees of freedom), the residuals, R^2 (corrected total sum of
squares when the model has a constant column, uncorrected otherwise, as the Wolfram Language
does) and the information criteria.  ``from_jacobian(J, y, yhat, beta)`` gives the same
statistics for a nonlinear model at its optimum, with J the Jacobian of the model in the
parameters (the asymptotic covariance sigma^2 (J'J)^-1, uncorrected R^2).
"""

import math

__all__ = ["Fit", "linear", "solve", "from_jacobian"]


class Fit:
    """The numbers of a fitted model (NumPy arrays and floats)."""

    def __init__(self, beta, X, y, w, yhat, constant):
        import numpy as np
        self.beta, self.X, self.y, self.yhat = beta, X, y, yhat
        self.w = np.ones_like(y) if w is None else w
        n, p = X.shape
        self.n, self.p = n, p
        self.dof = n - p
        r = y - yhat
        self.residuals = r
        self.sse = float(np.sum(self.w * r * r))
        self.sigma2 = self.sse / self.dof if self.dof > 0 else float("nan")
        ybar = float(np.sum(self.w * y) / np.sum(self.w))
        sst = float(np.sum(self.w * (y - ybar) ** 2)) if constant else float(
            np.sum(self.w * y * y))
        self.r2 = 1 - self.sse / sst if sst > 0 else float("nan")
        denom = n - p
        self.adj_r2 = 1 - (1 - self.r2) * (n - (1 if constant else 0)) / denom \
            if denom > 0 else float("nan")
        try:
            xtx_inv = np.linalg.pinv((X * self.w[:, None]).T @ X)
        except np.linalg.LinAlgError:
            xtx_inv = np.full((p, p), np.nan)
        self.cov = self.sigma2 * xtx_inv
        self.se = np.sqrt(np.abs(np.diag(self.cov)))
        with np.errstate(divide="ignore", invalid="ignore"):
            self.t = beta / self.se
        self.pvalues = _two_sided_p(self.t, self.dof)
        ll = -n / 2 * (math.log(2 * math.pi * self.sse / n) + 1) if self.sse > 0 else float(
            "inf")
        self.loglik = ll
        self.aic = -2 * ll + 2 * (p + 1)
        self.bic = -2 * ll + math.log(n) * (p + 1)

    def intervals(self, level=0.95):
        from scipy.special import stdtrit
        import numpy as np
        q = stdtrit(self.dof, 0.5 + level / 2) if self.dof > 0 else float("nan")
        return np.stack([self.beta - q * self.se, self.beta + q * self.se], axis=1)


def _two_sided_p(t, dof):
    import numpy as np
    if dof <= 0:
        return np.full_like(t, np.nan)
    from scipy.special import stdtr
    return 2 * stdtr(dof, -np.abs(t))


def solve(X, y, w=None):
    """The least-squares coefficients (weighted when w is given)."""
    import numpy as np
    if w is None:
        return np.linalg.lstsq(X, y, rcond=None)[0]
    sw = np.sqrt(w)
    return np.linalg.lstsq(X * sw[:, None], y * sw, rcond=None)[0]


def linear(X, y, w=None, constant=True):
    beta = solve(X, y, w)
    return Fit(beta, X, y, w, X @ beta, constant)


def from_jacobian(J, y, yhat, beta, w=None):
    return Fit(beta, J, y, w, yhat, constant=False)
