"""Exact and inexact arithmetic, natively in Python (no SymPy).

    precision.py  levels (exact / machine / digits), mpmath access, constants' values
    arith.py      +, *, negation, inverse and comparisons of number atoms
    powers.py     powers of numbers (exact roots, radicals, 0^0, 1/0)
    radicals.py   canonical products of numeric radicals (Sqrt[8] -> 2 Sqrt[2])
    collect.py    canonical sums and products (like terms, equal bases)
    infinity.py   DirectedInfinity arithmetic
    nvalues.py    N's walk, NumericQ, inexact contagion
    primes.py     primality, factorisation, prime counting
"""
