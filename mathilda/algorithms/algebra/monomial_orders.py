"""Monomial orders on exponent vectors, as CoefficientRules and MonomialList name them, and
the elementary symmetric polynomials' index sets.

``sort_exponents(vectors, order)`` puts exponent tuples in decreasing order for one of the
named orders:

    "Lexicographic"                       compare the exponents of x1, then x2, ...
    "DegreeLexicographic"                 total degree first, then lexicographic
    "DegreeReverseLexicographic"          total degree first, then the smaller exponent of
                                          the last variable that differs is the larger
    "NegativeLexicographic"               the reverse of lexicographic (1 > x > x^2)
    "NegativeDegreeLexicographic"         total degree increasing, then lexicographic
    "NegativeDegreeReverseLexicographic"  total degree increasing, then reverse lexicographic
"""

ORDERS = ("Lexicographic", "DegreeLexicographic", "DegreeReverseLexicographic",
          "NegativeLexicographic", "NegativeDegreeLexicographic",
          "NegativeDegreeReverseLexicographic")


def _revlex(a):
    return tuple(-v for v in reversed(a))


_KEYS = {
    "Lexicographic": lambda a: a,
    "DegreeLexicographic": lambda a: (sum(a), a),
    "DegreeReverseLexicographic": lambda a: (sum(a), _revlex(a)),
    "NegativeLexicographic": lambda a: tuple(-v for v in a),
    "NegativeDegreeLexicographic": lambda a: (-sum(a), a),
    "NegativeDegreeReverseLexicographic": lambda a: (-sum(a), _revlex(a)),
}


def sort_exponents(vectors, order):
    """The exponent tuples in decreasing order for the named order."""
    return sorted(vectors, key=_KEYS[order], reverse=True)


def weight_sort(vectors, weights):
    """Decreasing order for a weight matrix: compare the weight vectors (rows) in turn."""
    def key(a):
        return tuple(sum(w * e for w, e in zip(row, a)) for row in weights)
    return sorted(vectors, key=key, reverse=True)
