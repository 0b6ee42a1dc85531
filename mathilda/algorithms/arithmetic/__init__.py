"""Algorithms of arithmetic.

    random.py   the session's pseudorandom generator
"""
