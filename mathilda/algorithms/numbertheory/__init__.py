"""Algorithms of number theory (nothing registered here).

    digits.py     real digits of exact and inexact numbers in any base, Roman numerals,
                  English names of integers
    residues.py   Jacobi and Kronecker symbols, multiplicative orders, primitive roots,
                  the Carmichael function, modular roots
"""
