"""Ranks and rank correlations on Python numbers (Fractions exact, floats machine).

``ranks(vals)``: the rank of each value, ties given the mean of the ranks they share (the
ranks Spearman's rho correlates).  ``kendall_counts(xs, ys)``: (concordant - discordant,
pairs untied in x, pairs untied in y) -- Kendall's tau-b is the first over the square root of
the product of the other two.
"""

from fractions import Fraction

__all__ = ["ranks", "kendall_counts"]


def ranks(vals):
    order = sorted(range(len(vals)), key=lambda i: vals[i])
    out = [None] * len(vals)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and vals[order[j + 1]] == vals[order[i]]:
            j += 1
        r = Fraction(i + j + 2, 2)           # mean of the ranks i+1 .. j+1
        for k in range(i, j + 1):
            out[order[k]] = r
        i = j + 1
    return out


def _sign(v):
    return (v > 0) - (v < 0)


def kendall_counts(xs, ys):
    n = len(xs)
    s = tx = ty = 0
    for i in range(n):
        for j in range(i + 1, n):
            a, b = _sign(xs[i] - xs[j]), _sign(ys[i] - ys[j])
            s += a * b
            tx += a != 0
            ty += b != 0
    return s, tx, ty
