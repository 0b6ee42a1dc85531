"""Exact and inexact arithmetic, natively in Python (no SymPy).

    precision.py    levels (exact / machine / digits), mpmath access, constants' values
    arith.py        +, *, negation, inverse and comparisons of number atoms; precision of sums
    powers.py       powers of numbers (exact roots, radicals, 0^0, 1/0)
    radicals.py     canonical products of numeric radicals (Sqrt[8] -> 2 Sqrt[2])
    collect.py      canonical sums and products (like terms, equal bases)
    infinity.py     DirectedInfinity arithmetic
    nvalues.py      N's walk, NumericQ, inexact contagion, user NValues
    elementary.py   numerical values of elementary functions; exact trigonometric values
    rounding.py     Floor/Ceiling/Round/IntegerPart, Mod
    rationalize.py  Chop and Rationalize
    primes.py       primality, factorisation (rho + ECM), prime counting
    intstr.py       decimal text of huge integers (beyond Python's str limit)

mpmath is imported on the first arbitrary-precision operation, never at start-up.
"""
