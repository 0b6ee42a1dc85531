"""Sample moments of data (Python numbers: Fractions stay exact, floats stay machine numbers).

    raw(vals, r)         Sum[x^r]/n
    central(vals, r)     Sum[(x - mean)^r]/n
    factorial(vals, r)   Sum[x (x - 1) ... (x - r + 1)]/n
    cumulant(vals, r)    the r-th cumulant of the sample's distribution: from the raw moments
                         by kappa_m = mu'_m - Sum[Binomial[m - 1, k - 1] kappa_k mu'_(m - k)]
All take an integer r >= 0; the population (1/n) moments, as the Wolfram Language's Moment,
CentralMoment, FactorialMoment and Cumulant of a list.
"""

import math
from math import comb

__all__ = ["raw", "central", "factorial", "cumulant", "mean"]


def _sum(xs):
    xs = list(xs)
    if xs and all(type(x) is float for x in xs):
        return math.fsum(xs)
    return sum(xs)


def mean(vals):
    return _sum(vals) / len(vals)


def raw(vals, r):
    return _sum(v ** r for v in vals) / len(vals)


def central(vals, r):
    m = mean(vals)
    return _sum((v - m) ** r for v in vals) / len(vals)


def _falling(v, r):
    out = 1
    for k in range(r):
        out = out * (v - k)
    return out


def factorial(vals, r):
    return _sum(_falling(v, r) for v in vals) / len(vals)


def cumulant(vals, r):
    if r == 1:
        return mean(vals)
    mus = [raw(vals, k) for k in range(r + 1)]
    kap = [None]
    for m in range(1, r + 1):
        kap.append(mus[m] - sum(comb(m - 1, k - 1) * kap[k] * mus[m - k] for k in range(1, m)))
    return kap[r]
