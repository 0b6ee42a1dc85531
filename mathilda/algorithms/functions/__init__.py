"""Algorithms of the mathematical functions.

    gamma.py     the gamma function at exact arguments (shared by Gamma, Factorial, Binomial)
    numeric.py   numeric values through mpmath at the arguments' precision (mp_apply)
"""
