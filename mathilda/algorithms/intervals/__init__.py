"""Interval arithmetic (nothing registered here).

    arith.py   intervals as sorted lists of disjoint (lo, hi) pairs of real numeric
               expressions: canonical form, sums, products, powers, monotone and
               periodic functions, unions and intersections, with machine endpoints
               rounded outward
"""
