"""Algorithms of the language itself.

    names.py     symbol-name patterns (``"Global`*"``, ``"x*"``, ``"@"``) over contexts
    symbols.py   what a session knows about a symbol, as text: usage, definitions, where a
                 builtin is defined
"""
