"""Interpolating polynomials in Newton form (InterpolatingPolynomial).

``newton_form(ev, points, x)`` takes [(xi, [fi, dfi, d2fi, ...])] (derivatives optional) and
gives c0 + (x - x0) (c1 + (x - x1) (c2 + ...)), the nested form the Wolfram Language
returns, from the divided differences of the points (a point with k derivatives counts
k + 1 times, its repeated differences being the derivatives over factorials: Hermite
interpolation).
"""

from math import factorial

from mathilda.algorithms.build import divide, minus, plus, times
from mathilda.core.expr import Integer


def divided_differences(ev, points):
    """The Newton coefficients [c0, c1, ...] and the nodes [z0, z1, ...]."""
    nodes, first = [], []
    for xi, vals in points:
        for _ in vals:
            nodes.append(xi)
            first.append((xi, vals))
    n = len(nodes)
    table = [[None] * n for _ in range(n)]
    for i in range(n):
        table[i][0] = first[i][1][0]
    simplify = lambda e: ev.call("Together", ev.evaluate(e))  # noqa: E731
    for j in range(1, n):
        ev.check_interrupt()
        for i in range(n - j):
            a, b = nodes[i], nodes[i + j]
            if a == b:
                vals = first[i][1]
                table[i][j] = ev.evaluate(divide(vals[j], Integer(factorial(j))))
            else:
                table[i][j] = simplify(divide(minus(table[i + 1][j - 1], table[i][j - 1]),
                                              minus(b, a)))
    return [table[0][j] for j in range(n)], nodes


def newton_form(ev, points, x):
    coeffs, nodes = divided_differences(ev, points)
    acc = coeffs[-1]
    for k in range(len(coeffs) - 2, -1, -1):
        inner = ev.evaluate(times(minus(x, nodes[k]), acc))
        acc = ev.evaluate(plus(coeffs[k], inner))
    return acc
