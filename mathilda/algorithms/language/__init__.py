"""Algorithms of the language itself.

    symbols.py   what a session knows about a symbol, as text: usage, definitions, where a
                 builtin is defined
"""
