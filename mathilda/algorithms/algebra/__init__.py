"""Algebra algorithms.

    polynomial.py   native polynomial arithmetic (expansion, collection, coefficients,
                    exponents) on Expr values, behind Expand, Collect, Coefficient, ...
    refine.py       Refine's algorithm: simplifying an expression under assumptions"""
